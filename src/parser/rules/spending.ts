/**
 * Triggers on spending a mana ability's mana: "When you spend this mana to cast a Dragon creature spell, scry 2.",
 * "When you spend this mana to cast a spell or activate an ability, copy that spell or ability." (106.6, a delayed
 * triggered ability created by the mana ability, 603.7). `eventVerb` (triggers.ts) reads it after its subject.
 */
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineSpendingRules($: Grammar): void {
  const { c, sub } = kit($);

  // "spend this mana to cast a Dragon creature spell", "… to cast a spell or activate an ability"
  $.spendThisManaEvent = $.RULE("spendThisManaEvent", () => {
    c(1, W.Spend);
    c(2, W.This);
    c(3, W.Mana);
    c(4, W.To);
    const purposes: unknown[] = [sub(1, $.spendPurpose)];
    $.many(1, () => {
      c(5, W.Or);
      purposes.push(sub(2, $.spendPurpose));
    });
    return { event: "spendsThisMana", purposes };
  });
}
