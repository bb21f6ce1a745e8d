/**
 * Instructions read as actions of an effect: "you may forage" (701.61), "collect evidence 4" (701.59) — also costs
 * (costs.ts) —, "you may have your life total become 20" (119.5: the player chooses to set the life total), and
 * "is no longer suspected", "are no longer snow" (a status or a supertype taken away, 701.60, 701.15, 205.4).
 * `moreActions` (actions.ts) reads them.
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineExtraActionsRules($: Grammar): void {
  const { c, sub } = kit($);

  $.extraActions = $.RULE("extraActions", () => {
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
      {
        // "(each creature you control) is no longer goaded", "(all lands) are no longer snow", "is no longer suspected"
        GATE: () => /^longer$/i.test($.LA(3).image),
        ALT: () => {
          c(8, W.Is);
          c(9, W.No);
          c(10, T.Word);
          const w = $.or(2, [{ ALT: () => c(11, W.Status) }, { ALT: () => c(12, W.Goad) }, { ALT: () => c(13, W.Supertype) }]);
          return $.node("noLonger", start, { what: w.image.toLowerCase() });
        },
      },
    ]);
  });
}
