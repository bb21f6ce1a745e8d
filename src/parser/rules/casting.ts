/**
 * How a permission to cast a spell says what to pay (118.9 alternative costs, 601.2f additional costs):
 * "by paying life equal to its mana value rather than paying its mana cost", "by discarding a card in addition
 * to paying its other costs", "by paying {B}{B} and sacrificing two creatures rather than paying its mana cost".
 * The cast action (effects.ts) and "You may cast … from …" (statics.ts) read it after what is cast.
 */
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";
import type { Node } from "../dsl.ts";

export function defineCastingRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  $.castCost = $.RULE("castCost", () => {
    const start = $.LA(1);
    c(1, W.By);
    const parts: Node[] = [sub(1, $.gerundCost)];
    opt(1, () => {
      c(2, W.And);
      parts.push(sub(2, $.gerundCost));
    });
    const how = $.or(1, [
      {
        // "… rather than paying its mana cost" (an alternative cost, 118.9)
        ALT: () => {
          c(3, W.Rather);
          c(4, W.Than);
          c(5, W.Paying);
          const whose = $.or(2, [{ ALT: () => c(6, W.Its) }, { ALT: () => c(7, W.Their) }]);
          c(8, W.Mana);
          const cost = c(9, W.Cost);
          return { instead: "manaCost", whose: whose.image.toLowerCase(), plural: /s$/i.test(cost.image) ? true : undefined };
        },
      },
      {
        // "… in addition to paying its other costs", "… in addition to their other costs" (additional costs, 601.2f)
        ALT: () => {
          c(10, W.In);
          c(11, W.Addition);
          c(12, W.To);
          const paying = opt(2, () => c(13, W.Paying));
          const whose = $.or(3, [{ ALT: () => c(14, W.Its) }, { ALT: () => c(15, W.Their) }]);
          c(16, W.Other);
          c(17, W.Cost);
          return { instead: "inAddition", whose: whose.image.toLowerCase(), paying: paying ? true : undefined };
        },
      },
    ]);
    return $.node("castCost", start, { parts, ...how });
  });

  // "without paying its mana cost" (true: the usual wording), "without paying their mana costs", "without pay its mana cost"
  $.withoutPaying = $.RULE("withoutPaying", () => {
    c(1, W.Without);
    const paying = $.or(1, [{ ALT: () => c(2, W.Pay) }, { ALT: () => c(3, W.Paying) }]);
    const whose = $.or(2, [{ ALT: () => c(4, W.Its) }, { ALT: () => c(5, W.Their) }]);
    c(6, W.Mana);
    const cost = c(7, W.Cost);
    return $.ACTION(() =>
      paying.tokenType === W.Paying && whose.tokenType === W.Its ? true : { kind: "withoutPaying", whose: whose.image.toLowerCase(), plural: /s$/i.test(cost.image) ? true : undefined, paying: paying.tokenType === W.Paying ? true : undefined },
    );
  });

  // One cost in the gerund: "paying 3 life", "paying {2}{W}", "paying life equal to its mana value", and the cost parts of
  // activated abilities ("discarding a card", "sacrificing a land", "exiling four other cards from your graveyard",
  // "removing a counter from a creature you control", "tapping three untapped creatures you control", "foraging")
  $.gerundCost = $.RULE("gerundCost", () =>
    $.or(1, [
      {
        ALT: () => {
          const s = $.LA(1);
          c(1, W.Paying);
          return $.node("pay", s, sub(1, $.payment));
        },
      },
      { ALT: () => sub(2, $.costPart) },
    ]),
  );
}
