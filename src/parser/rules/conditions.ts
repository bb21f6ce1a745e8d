/**
 * Conditions: intervening "if" clauses (603.4), "If you do", "As long as …", "unless …".
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { Node } from "../dsl.ts";
import { kit, stripTok, type Grammar } from "./kit.ts";

export function defineConditionsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
    // Conditions: "you do", "you control an artifact", "you have 40 or more life", "it's your turn"
    $.condition = $.RULE("condition", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.You);
            const neg = $.or(6, [{ ALT: () => c(2, W.Dont) }, { ALT: () => (c(3, W.Do), undefined) }]);
            return $.node("youDo", start, { negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            const who = sub(1, $.playerPhrase);
            c(4, W.Control);
            const what = sub(2, $.objectPhrase);
            return $.node("controls", start, { who, what });
          },
        },
        {
          ALT: () => {
            const who = sub(3, $.playerPhrase);
            c(5, W.Has);
            const n = sub(4, $.numberValue);
            c(6, W.Or);
            const op = $.or(2, [{ ALT: () => c(7, W.More) }, { ALT: () => c(8, W.Less) }]);
            c(9, W.Life);
            return $.node("lifeTotal", start, { who, value: n, op: op.tokenType === W.More ? "atLeast" : "atMost" });
          },
        },
        {
          ALT: () => {
            const what = sub(5, $.objectPhrase);
            const neg = $.or(3, [{ ALT: () => ({ n: false, t: c(10, W.Is) }) }, { ALT: () => ({ n: true, t: c(11, W.Isnt) }) }]);
            const article = opt(2, () => c(12, W.A));
            const state = sub(6, $.filter);
            return $.node("is", start, { what, negated: neg.n ? true : undefined, article: article ? article.image.toLowerCase() : undefined, state });
          },
        },
        {
          ALT: () => {
            c(13, W.ItIs);
            const neg = opt(3, () => c(14, W.Not));
            const whose = $.or(4, [{ ALT: () => ({ kind: "your", t: c(15, W.Your) }) }, { ALT: () => ({ kind: "player", p: sub(7, $.playerPhrase), t: c(16, T.Possessive) }) }]);
            c(17, W.Turn);
            return $.node("isTurn", start, { whose: stripTok(whose), negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            const who = sub(8, $.playerPhrase);
            c(18, W.Has);
            const n = sub(9, $.numberValue);
            c(19, W.Or);
            const op = $.or(5, [{ ALT: () => c(20, W.More) }, { ALT: () => c(21, W.Less) }]);
            c(22, W.Card);
            c(23, W.In);
            c(24, W.Hand);
            return $.node("handSize", start, { who, value: n, op: op.tokenType === W.More ? "atLeast" : "atMost" });
          },
        },
      ]);
    });

}
