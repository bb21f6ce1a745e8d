/** What a spell's own cost modifiers look at as its total cost is determined (601.2f). */
import type { AbilityContext, Entity, ObjectView } from "./types.ts";

/**
 * The targets chosen for a spell on the stack (601.2c, before its total cost is determined, 601.2f), players and objects as
 * they are now: "This spell costs {2} less to cast if it targets a tapped creature", "… {1} more for each target beyond the
 * first". Nothing for an object that is not a spell on the stack.
 */
export function spellTargets(ctx: AbilityContext, spell: ObjectView): Entity[] {
  const item = ctx.game.stack().find((e) => e.kind === "spell" && e.id === spell.id);
  if (!item) return [];
  const out: Entity[] = [];
  for (const ref of item.targets.flat()) {
    const e = "player" in ref ? ctx.game.player(ref.player) : ctx.game.object(ref.object);
    if (e) out.push(e);
  }
  return out;
}
