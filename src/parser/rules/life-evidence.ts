/**
 * Instructions read as actions of an effect: "you may forage" (701.61), "collect evidence 4" (701.59) — also costs
 * (costs.ts) — and "you may have your life total become 20" (119.5: the player chooses to set the life total).
 * `moreActions` (actions.ts) reads them.
 */
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineLifeEvidenceRules($: Grammar): void {
  const { c, sub } = kit($);

  $.lifeEvidenceActions = $.RULE("lifeEvidenceActions", () => {
    const start = $.LA(1);
    return $.or(1, [
      // "forage": exile three cards from your graveyard or sacrifice a Food (701.61)
      { ALT: () => (c(1, W.Forage), $.node("forage", start)) },
      {
        // "collect evidence 4": exile cards with total mana value 4 or greater from your graveyard (701.59)
        ALT: () => {
          c(2, W.Collect);
          c(3, W.Evidence);
          return $.node("collectEvidence", start, { amount: sub(1, $.numberValue) });
        },
      },
      {
        // "you may have your life total become 20", "… become the number of charge counters on ~" (119.5)
        ALT: () => {
          c(4, W.Has);
          const whose = sub(2, $.possessor);
          c(5, W.Life);
          c(6, W.Total);
          c(7, W.Become);
          const value = sub(3, $.xTerm);
          return $.node("setLife", start, { whose, value, have: true });
        },
      },
    ]);
  });
}
