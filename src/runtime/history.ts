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

/**
 * The events the game performed, in order, with their turns: kept outside the game state (a checkpoint would copy them
 * otherwise), truncated on rollback to the state's `historyLength`. Entries older than the turn before last are dropped
 * at the beginning of a turn; one turn more than "this turn" and "last turn" need is kept, so that a rollback across a
 * turn's beginning still finds last turn's events.
 */
export class History {
  private entries: HistoryEntry[] = [];
  /** Entries dropped from the front so far: `historyLength` counts them. */
  private base = 0;

  /** Record events as they happen (the game calls this for every event it performs); returns the new length. */
  record(turn: number, events: readonly GameEvent[]): number {
    for (const event of events) this.entries.push({ turn, event });
    return this.base + this.entries.length;
  }

  /** After a rollback: forget what was recorded after the checkpoint. */
  truncate(length: number): void {
    this.entries.length = Math.max(0, Math.min(this.entries.length, length - this.base));
  }

  /** At the beginning of a turn: forget what happened before the turn before last. */
  prune(turn: number): void {
    const k = this.entries.findIndex((e) => e.turn >= turn - 2);
    const drop = k < 0 ? this.entries.length : k;
    if (drop > 0) {
      this.entries.splice(0, drop);
      this.base += drop;
    }
  }

  ofTurn(turn: number): GameEvent[] {
    return this.entries.filter((e) => e.turn === turn).map((e) => e.event);
  }
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
