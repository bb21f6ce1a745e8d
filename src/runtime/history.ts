/**
 * What happened this turn and last turn: "if a creature died this turn", "if no spells were cast last turn",
 * "as long as you've cast two or more spells this turn". The game records every event it performs (after
 * replacement, with the derived events: a creature dying, a permanent entering) with the turn it happened in,
 * and keeps those of the current and the previous turn. A condition counts the events that match a trigger's
 * matcher, so that "a creature died this turn" asks exactly what "Whenever a creature dies" listens to.
 */
import type { AbilityContext, GameEvent, Trigger } from "./types.ts";

export interface HistoryEntry {
  turn: number;
  event: GameEvent;
}

/** Record events as they happen (the game calls this for every event it performs). */
export function recordHistory(state: { turn: number; history?: HistoryEntry[] }, events: readonly GameEvent[]): void {
  const h = (state.history ??= []);
  for (const event of events) h.push({ turn: state.turn, event });
}

/** At the beginning of a turn: forget what happened before the previous turn. */
export function pruneHistory(state: { turn: number; history?: HistoryEntry[] }): void {
  if (state.history) state.history = state.history.filter((e) => e.turn >= state.turn - 1);
}

/**
 * How many events of this turn (`turnsAgo` 0), the previous turn (1) or this combat ("combat") match a trigger — or, with `amount`, the sum of
 * their amounts ("you gained 3 or more life this turn"). With `groupBy`, the greatest count (or sum) among the groups:
 * "if a player cast two or more spells last turn" is one player's spells.
 */
export function happened(
  ctx: AbilityContext,
  trigger: Trigger,
  turnsAgo: 0 | 1 | "combat",
  groupBy?: (e: GameEvent) => unknown,
  amount?: (e: GameEvent) => number,
): number {
  let turn = ctx.game.eventsOfTurn(ctx.game.turn() - (turnsAgo === 1 ? 1 : 0));
  if (turnsAgo === "combat") {
    // "this combat": since the beginning of the latest combat phase of this turn (506.1)
    const start = turn.findLastIndex((e) => e.kind === "beginStep" && e.step === "beginCombat");
    turn = start < 0 ? [] : turn.slice(start);
  }
  const events = turn
    .filter((e) => (e.kind === trigger.event || trigger.events?.includes(e.kind)) && trigger.match(e, ctx));
  const totals = new Map<unknown, number>();
  let most = 0;
  for (const e of events) {
    const k = groupBy ? groupBy(e) : 0;
    const n = (totals.get(k) ?? 0) + (amount ? amount(e) : 1);
    totals.set(k, n);
    most = Math.max(most, n);
  }
  return most;
}
