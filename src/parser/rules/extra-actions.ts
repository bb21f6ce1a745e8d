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

  // "(the color) or colors (of your choice)": one or more colors, chosen (105.1)
  $.orColors = $.RULE("orColors", () => {
    c(20, W.Or);
    c(21, W.Color);
    return true;
  });

  // "Target creature and each other creature that shares a color with it (get +1/+1 …)": a subject of two objects,
  // the second "each other …" (the clause's subject)
  $.andEachOtherSubject = $.RULE("andEachOtherSubject", () => {
    const start = $.LA(1);
    const first = sub(10, $.objectPhrase);
    c(30, W.And);
    const s2 = $.LA(1);
    c(31, W.Each);
    c(32, W.Other);
    const second = $.node("objects", s2, { det: "each", other: true, filter: sub(11, $.filter) });
    return $.node("both", start, { items: [first, second] });
  });

  // "the life they lost this turn", "the life that player lost this turn" (the amount of life, 119.3)
  $.lifeLostShort = $.RULE("lifeLostShort", () => {
    const start = $.LA(1);
    c(40, W.The);
    c(41, W.Life);
    const who = $.or(20, [{ ALT: () => sub(20, $.playerPhrase) }, { ALT: () => $.node("pronoun", c(42, W.They), { word: "they" }) }]);
    c(43, W.Lose);
    c(44, W.This);
    c(45, W.Turn);
    return $.node("lifeAmount", start, { who, verb: "lost", thisTurn: true, short: true });
  });

  // "(power) or toughness": either characteristic compared (208.1)
  $.orToughness = $.RULE("orToughness", () => {
    c(50, W.Or);
    c(51, W.Toughness);
    return true;
  });

  // "(Each opponent) can cast spells only any time they could cast a sorcery" (307.1: sorcery timing imposed on
  // other spells); a static predicate after its subject (statics.ts)
  $.castOnlyAnyTime = $.RULE("castOnlyAnyTime", () => {
    const start = $.LA(1);
    c(60, W.Can);
    c(61, W.Cast);
    const what = sub(60, $.objectPhrase);
    c(62, W.Only);
    c(63, W.Any);
    c(64, W.Time);
    const who = $.or(60, [{ ALT: () => (c(65, W.They), "they") }, { ALT: () => (c(66, W.You), "you") }]);
    c(67, W.Could);
    c(68, W.Cast);
    c(69, W.A);
    const t = c(70, W.CardType);
    return $.node("castOnlyAnyTime", start, { what, who, speed: t.image.toLowerCase() === "instant" ? "instant" : "sorcery" });
  });
}
