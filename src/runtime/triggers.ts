/**
 * Trigger conditions made of others: "Whenever ~ enters or attacks" is one triggered ability
 * (rule 603.2) that triggers on either event.
 */
import type { AbilityContext, GameEvent, Trigger } from "./types.ts";

/** A trigger that fires on any of the given triggers' events (each checked by its own match). */
export function eitherTrigger(...triggers: Trigger[]): Trigger {
  const [first, ...rest] = triggers;
  if (!first) throw new Error("eitherTrigger needs at least one trigger");
  const kinds = [...new Set(triggers.flatMap((t) => [t.event, ...(t.events ?? [])]))];
  return {
    event: first.event,
    events: kinds.filter((k) => k !== first.event),
    match: (e, ctx) => triggers.some((t) => (t.event === e.kind || t.events?.includes(e.kind)) && t.match(e, ctx)),
  };
}

/** The events of this turn a trigger matches, up to and including `e`: its position among them (1-based; 0 if not there). */
function positionThisTurn(t: Trigger, e: GameEvent, ctx: AbilityContext): number {
  let n = 0;
  for (const x of ctx.game.eventsOfTurn(ctx.game.turn())) {
    if (!(x.kind === t.event || t.events?.includes(x.kind)) || !t.match(x, ctx)) continue;
    n++;
    if (x === e) return n;
  }
  return 0;
}

/**
 * "… for the first time each turn", "your second card each turn": the trigger's event only when it is the nth event this
 * turn that the trigger matches (the game's history: earlier ones count even if the source wasn't there then).
 */
export function nthEachTurn(t: Trigger, n: number): Trigger {
  return { ...t, match: (e, ctx) => t.match(e, ctx) && positionThisTurn(t, e, ctx) === n };
}

/** "… during your turn", "… during each opponent's turn": the trigger's event only in those turns. */
export function duringTurn(t: Trigger, whose: "your" | "opponent"): Trigger {
  return { ...t, match: (e, ctx) => t.match(e, ctx) && (ctx.game.activePlayer() === ctx.you.id) === (whose === "your") };
}

/** A trigger whose event must also pass a test: "Whenever ~ attacks while you control a Goblin", "… noncombat damage". */
export function withTest(t: Trigger, test: (e: GameEvent, ctx: AbilityContext) => boolean): Trigger {
  return { ...t, match: (e, ctx) => t.match(e, ctx) && test(e, ctx) };
}
