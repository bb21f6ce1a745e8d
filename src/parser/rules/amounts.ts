/**
 * Amounts multiplied and instructions repeated: "you gain twice X life", "deals three times X damage",
 * "mill that many cards", "mill twice X cards"; "investigate twice", "proliferate three times",
 * "copy that spell X times", "investigate that many times" (the instruction followed that many times
 * in a row, 608.2c). `quantity` (nouns.ts) reads the multiplied amounts, `plainClause` (effects.ts)
 * the repetitions, the mill of `verbPhrase` the counts of cards.
 */
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineAmountsRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  // "twice", "three times", "two times" (how many times over), before an amount
  $.multiplier = $.RULE("multiplier", () =>
    $.or(1, [
      { ALT: () => (c(1, W.Twice), { twice: true }) },
      {
        ALT: () => {
          const factor = sub(1, $.numberValue);
          c(2, W.Times);
          return { factor };
        },
      },
    ]),
  );

  // "twice X", "three times X", "twice that much", "twice that many" (a multiple of an amount)
  $.multipliedAmount = $.RULE("multipliedAmount", () => {
    const start = $.LA(1);
    const m = sub(1, $.multiplier) as { twice?: true; factor?: unknown };
    const of = $.or(1, [
      { ALT: () => sub(2, $.numberValue) },
      {
        GATE: () => $.LA(2).tokenType === W.Much,
        ALT: () => {
          const t = c(1, W.That);
          c(2, W.Much);
          return $.node("thatMuch", t);
        },
      },
      {
        GATE: () => $.LA(2).tokenType === W.Many,
        ALT: () => {
          const t = c(3, W.That);
          c(4, W.Many);
          return $.node("thatMany", t);
        },
      },
    ]);
    return $.node("multiplied", start, { twice: m.twice, factor: m.factor, of });
  });

  // "that many cards", "twice X cards", "twice that many cards" (what "mill" counts beyond a plain number)
  $.scaledCardCount = $.RULE("scaledCardCount", () => {
    const start = $.LA(1);
    const n = $.or(1, [
      { ALT: () => (c(1, W.That), c(2, W.Many), $.node("thatMany", start)) },
      { ALT: () => sub(1, $.multipliedAmount) },
    ]);
    c(3, W.Card);
    return n;
  });

  // "twice", "three times", "X times", "that many times" (after an instruction: do it that many times)
  $.repeatCount = $.RULE("repeatCount", () => {
    const start = $.LA(1);
    return $.or(1, [
      { ALT: () => (c(1, W.Twice), $.node("repeat", start, { twice: true })) },
      {
        ALT: () => {
          const count = $.or(2, [{ ALT: () => sub(1, $.numberValue) }, { ALT: () => (c(2, W.That), c(3, W.Many), $.node("thatMany", start)) }]);
          c(4, W.Times);
          return $.node("repeat", start, { count });
        },
      },
    ]);
  });
}
