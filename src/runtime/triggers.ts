/**
 * Trigger conditions made of others: "Whenever ~ enters or attacks" is one triggered ability
 * (rule 603.2) that triggers on either event.
 */
import type { Trigger } from "./types.ts";

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
