/**
 * Portuguese trigger and replacement wording of older printings: a trigger condition printed without
 * its comma ("No início de sua manutenção sacrifique …"), "Na próxima vez em que …" with the imperfect
 * subjunctive ("fosse comprar", "fosse lhe causar dano", "for lhe causar dano"), "ao invés disto"; a counter removed
 * "enquanto ele estiver removido do jogo" ("while it's exiled"), "o último marcador" ("the last counter").
 */
import { describe, expect, it } from "vitest";
import { type Case, differentMeaning, fullyParsed, sameMeaning } from "./constructions.ts";
import { parseCard } from "../../src/parser/index.ts";

const NAME = "Bandada fantasmal";

const CASES: Record<string, Case[]> = {
  "a trigger condition without its comma (603.1)": [
    {
      lang: "pt",
      text: "No início de sua manutenção sacrifique Bandada fantasmal a menos que você pague {R}{R}.",
      en: "At the beginning of your upkeep, sacrifice Bandada fantasmal unless you pay {R}{R}.",
    },
    { lang: "pt", text: "No início de sua manutenção coloque um marcador +1/+1 em Bandada fantasmal.", en: "At the beginning of your upkeep, put a +1/+1 counter on Bandada fantasmal." },
    { lang: "pt", text: "No início de sua manutenção você perde 1 ponto de vida.", en: "At the beginning of your upkeep, you lose 1 life." },
    { lang: "pt", text: "Toda vez que Bandada fantasmal é virada você ganha 1 ponto de vida.", en: "Whenever Bandada fantasmal becomes tapped, you gain 1 life." },
  ],
  "'the next time' with the imperfect subjunctive (614.1, 615.7)": [
    {
      lang: "pt",
      text: "Na próxima vez em que você fosse comprar um card neste turno, ao invés disto, cada oponente descarta um card.",
      en: "The next time you would draw a card this turn, each opponent discards a card instead.",
      type: "Mágica Instantânea",
      enType: "Instant",
    },
    {
      lang: "pt",
      text: "Na próxima vez em que uma fonte à sua escolha fosse lhe causar dano neste turno, previna aquele dano.",
      en: "The next time a source of your choice would deal damage to you this turn, prevent that damage.",
      type: "Mágica Instantânea",
      enType: "Instant",
    },
    {
      lang: "pt",
      text: "Na próxima vez que uma fonte de sua escolha for lhe causar dano neste turno, previna aquele dano.",
      en: "The next time a source of your choice would deal damage to you this turn, prevent that damage.",
      type: "Mágica Instantânea",
      enType: "Instant",
    },
  ],
  "a counter removed while the card is exiled (702.62a)": [
    {
      lang: "pt",
      text: "Toda vez que um marcador temporal for removido de Bandada fantasmal enquanto ele estiver removido do jogo, compre um card.",
      en: "Whenever a time counter is removed from Bandada fantasmal while it's exiled, draw a card.",
    },
    {
      lang: "pt",
      text: "Quando o último marcador temporal for removido de Bandada fantasmal enquanto ele estiver removido do jogo, compre um card.",
      en: "When the last time counter is removed from Bandada fantasmal while it's exiled, draw a card.",
    },
    {
      lang: "es",
      text: "Siempre que se remueva un contador de tiempo de la Bandada fantasmal mientras está exiliada, roba una carta.",
      en: "Whenever a time counter is removed from Bandada fantasmal while it's exiled, draw a card.",
    },
  ],
  "the older 'put into a graveyard from the battlefield' is 'dies' (700.4)": [
    { lang: "pt", text: "Quando Bandada fantasmal for colocada num cemitério vinda do jogo, compre um card.", en: "When Bandada fantasmal dies, draw a card." },
    { lang: "pt", text: "Toda vez que outro Zumbi for colocado num cemitério vindo do jogo, compre um card.", en: "Whenever another Zombie dies, draw a card." },
  ],
  "a rule about a keyword's X on the keyword's line (702.62, 107.3)": [
    { lang: "es", text: "Suspender X—{X}{3}{U}. X no puede ser 0.", en: "Suspend X—{X}{3}{U}. X can't be 0." },
    { lang: "pt", text: "Suspender X—{X}{3}{U}. X não pode ser igual a 0.", en: "Suspend X—{X}{3}{U}. X can't be 0." },
  ],
  "'instead' before a damage replacement's new event (614.1a)": [
    {
      lang: "pt",
      text: "Se dano fosse ser causado a Bandada fantasmal, ao invés disso, coloque aquela quantidade de marcadores +1/+1 nela.",
      en: "If damage would be dealt to Bandada fantasmal, put that many +1/+1 counters on it instead.",
    },
    {
      lang: "pt",
      text: "Se dano fosse causado a você, ao invés disso coloque aquela quantidade de marcadores +1/+1 em Bandada fantasmal.",
      en: "If damage would be dealt to you, put that many +1/+1 counters on Bandada fantasmal instead.",
    },
    // the older English "If you would be dealt damage" is the same event
    { lang: "es", text: "Si se te fuera a hacer daño, en vez de eso, roba ese número de cartas.", en: "If you would be dealt damage, draw that many cards instead." },
  ],
};

sameMeaning("Portuguese older trigger and replacement wording parses to the same AST as English", CASES, () => NAME);

describe("what the older trigger and replacement wording does not hide", () => {
  differentMeaning(
    [
      { lang: "pt", text: "No início de sua manutenção você perde 1 ponto de vida.", en: "At the beginning of your end step, you lose 1 life." },
      {
        lang: "pt",
        text: "Na próxima vez em que você fosse comprar um card neste turno, ao invés disto, cada oponente descarta um card.",
        en: "The next time you would gain life this turn, each opponent discards a card instead.",
        type: "Mágica Instantânea",
        enType: "Instant",
      },
      {
        lang: "pt",
        text: "Quando o último marcador temporal for removido de Bandada fantasmal enquanto ele estiver removido do jogo, compre um card.",
        en: "When the last time counter is removed from Bandada fantasmal, draw a card.",
      },
      {
        lang: "pt",
        text: "Quando o último marcador temporal for removido de Bandada fantasmal enquanto ele estiver removido do jogo, compre um card.",
        en: "Whenever a time counter is removed from Bandada fantasmal while it's exiled, draw a card.",
      },
      // only a graveyard of any player: "your graveyard" is narrower than dying
      { lang: "pt", text: "Quando Bandada fantasmal for colocada no seu cemitério vinda do jogo, compre um card.", en: "When Bandada fantasmal dies, draw a card." },
    ],
    NAME,
  );
  it("a first sentence with a comma is not split before it", () => {
    // the comma ends the trigger condition; words the grammar cannot read before it stay unread
    const r = parseCard({ name: NAME, lang: "pt", text: "Toda vez que um oponente o fizer descartar Bandada fantasmal, você ganha 1 ponto de vida." });
    expect(fullyParsed(r)).toBe(false);
  });
});
