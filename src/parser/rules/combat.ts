/**
 * Verb phrases about combat damage assignment that effects use as their own actions:
 * "~ assigns no combat damage this turn" (510.1a: a creature assigns no combat damage when an effect
 * says so). `verbPhrase` (effects.ts) reads these through `moreActions` (actions.ts).
 */
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineCombatRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  $.combatActions = $.RULE("combatActions", () => {
    const start = $.LA(1);
    // "assigns no combat damage this turn", "it assigns no combat damage this combat"
    c(1, W.Assign);
    c(2, W.No);
    c(3, W.Combat);
    c(4, W.Damage);
    const duration = opt(1, () => sub(1, $.duration));
    return $.node("assignNoCombatDamage", start, { duration });
  });
}
