/**
 * Amounts multiplied and instructions repeated: "you gain twice X life", "deals three times X damage",
 * "mill that many cards", "mill twice X cards"; "investigate twice", "proliferate three times",
 * "copy that spell X times", "investigate that many times" (the instruction followed that many times
 * in a row, 608.2c). `quantity` (nouns.ts) reads the multiplied amounts, `plainClause` (effects.ts)
 * the repetitions, the mill of `verbPhrase` the counts of cards.
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import { kit, type Grammar } from "./kit.ts";

export function defineAmountsRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  // "twice", "three times", "two times" (how many times over), before an amount; "twice" is the factor 2 spelled
  // as one word (a wording flag, like a number's `word`)
  $.multiplier = $.RULE("multiplier", () =>
    $.or(1, [
      {
        ALT: () => {
          const t = c(1, W.Twice);
          return { twice: true, factor: $.node("number", t, { value: 2 }) };
        },
      },
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
      {
        ALT: () => {
          const t = c(1, W.Twice);
          return $.node("repeat", start, { twice: true, count: $.node("number", t, { value: 2 }) });
        },
      },
      {
        ALT: () => {
          const count = $.or(2, [{ ALT: () => sub(1, $.numberValue) }, { ALT: () => (c(2, W.That), c(3, W.Many), $.node("thatMany", start)) }]);
          c(4, W.Times);
          return $.node("repeat", start, { count });
        },
      },
    ]);
  });

  // ", where X is the number of Mountains you control as you cast this spell": when X is counted
  // ("as you cast this spell", "as you activate this ability", "as you activated this ability", "as this ability
  // resolves", 601.2, 602.2, 608.2h)
  $.countedAsYou = $.RULE("countedAsYou", () => {
    c(1, W.As);
    return $.or(1, [
      { ALT: () => (c(2, W.You), c(3, W.Cast), c(4, W.This), c(5, W.Spell), "castThisSpell") },
      // "… as this ability resolves" (608.2h: the value when the ability resolves)
      { ALT: () => (c(10, W.This), c(11, W.Ability), c(12, W.Resolve), "thisAbilityResolves") },
      {
        ALT: () => {
          c(9, W.You);
          const v = c(6, W.Activate);
          c(7, W.This);
          c(8, W.Ability);
          return /ed$/i.test(v.image) ? "activatedThisAbility" : "activateThisAbility";
        },
      },
    ]);
  });

  // "that excess damage", "the excess damage dealt this way" (120.4a: the damage beyond lethal damage)
  $.excessDamage = $.RULE("excessDamage", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.That);
          $.or(2, [{ GATE: () => /^excess$/i.test($.LA(1).image), ALT: () => c(2, T.Word) }]);
          c(3, W.Damage);
          return $.node("excessDamage", start, { that: true });
        },
      },
      {
        ALT: () => {
          c(4, W.The);
          $.or(3, [{ GATE: () => /^excess$/i.test($.LA(1).image), ALT: () => c(5, T.Word) }]);
          c(6, W.Damage);
          c(7, W.Deal);
          c(8, W.This);
          c(9, W.Way);
          return $.node("excessDamage", start, {});
        },
      },
    ]);
  });

  // "the total amount of mana paid this way", "the amount of mana that player paid this way",
  // "the amount of {E} paid this way" (what players paid for an effect that let them pay any amount)
  $.amountPaidThisWay = $.RULE("amountPaidThisWay", () => {
    const start = $.LA(1);
    c(1, W.The);
    const total = opt(1, () => c(2, W.Total));
    c(3, W.Amount);
    c(4, W.Of);
    const what = $.or(1, [{ ALT: () => (c(5, W.Mana), "mana") }, { ALT: () => (c(6, T.EnergySymbol), "energy") }]);
    const who = opt(2, () => $.or(2, [{ ALT: () => sub(1, $.playerPhrase) }, { ALT: () => $.node("pronoun", c(7, W.They), { word: "they" }) }]));
    c(8, W.Pay);
    c(9, W.This);
    c(10, W.Way);
    return $.node("amountPaidThisWay", start, { total: total ? true : undefined, what, who });
  });

  // "(creatures) attacking you", "(each creature) attacking you or a planeswalker you control" (508.1: the player or
  // planeswalker a creature attacks), as "that's attacking you" without "that's"
  $.attackingWhom = $.RULE("attackingWhom", () => {
    const start = $.LA(1);
    c(1, W.Attack);
    const whom = sub(1, $.recipientList);
    return $.node("thatIsAttacking", start, { verb: "attacking", whom, bare: true });
  });

  // "a graveyard has twenty or more cards in it", "a library has twenty or fewer cards in it" (any one player's)
  $.zoneHasCards = $.RULE("zoneHasCards", () => {
    const start = $.LA(1);
    c(1, W.A);
    const zone = $.or(1, [{ ALT: () => (c(2, W.Graveyard), "graveyard") }, { ALT: () => (c(3, W.Library), "library") }]);
    c(4, W.Has);
    const what = sub(1, $.objectPhrase);
    c(5, W.In);
    c(6, W.It);
    return $.node("zoneHasCards", start, { zone, what });
  });
}
