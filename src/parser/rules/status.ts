/**
 * Actions that change a permanent's status (110.5): "flip ~" (a flip card, 709.4), "turn target creature face down",
 * "turn it face up" (face-down permanents, 708, 702.37). `verbPhrase` (effects.ts) reads these through
 * `moreActions` (actions.ts).
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineStatusRules($: Grammar): void {
  const { c, sub } = kit($);

  $.statusActions = $.RULE("statusActions", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        // "flip ~", "you may flip it" (709.4); "flip a coin" is flipCoin (705)
        GATE: () => $.LA(2).tokenType !== W.Coin && $.LA(3).tokenType !== W.Coin,
        ALT: () => {
          c(1, W.Flip);
          const what = sub(1, $.objectPhrase);
          return $.node("flip", start, { what });
        },
      },
      {
        // "turn target creature face down", "turn the exiled card face up"
        ALT: () => {
          c(2, W.Turn);
          const what = sub(2, $.objectPhrase);
          c(3, W.Face);
          const face = $.or(2, [{ ALT: () => (c(4, W.Up), "up") }, { ALT: () => (c(5, W.Down), "down") }]);
          return $.node("turnFace", start, { what, face });
        },
      },
      {
        // "target creature phases out", "any number of target creatures you control phase out" (702.26, 110.5)
        GATE: () => $.LA(2).image.toLowerCase() === "out",
        ALT: () => {
          c(206, W.Phase);
          c(207, T.Word);
          return $.node("phaseOut", start);
        },
      },
    ]);
  });
}
