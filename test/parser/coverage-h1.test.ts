/**
 * Families of English card sentences read by the grammar for issue 2 (coverage of the corpus):
 * each is parsed with its node shape, and renders back to the same words. Texts are real Oracle
 * texts from ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { hasUnparsed, nodesOfKind, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

/** Parses without an unparsed node and renders back exactly; returns the abilities. */
function roundTrips(text: string, type = "Instant"): A[] {
  const result = parseCard({ name: "CARDNAME", text, type }, { lang: "en" });
  expect(hasUnparsed(result), text).toBe(false);
  expect(renderCard(result, "en", { strict: true })).toBe(text);
  return result.abilities as unknown as A[];
}

function only(root: unknown, kind: string): A {
  const found = nodesOfKind(root, kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as A;
}

describe("coin flips and clashes (705, 701.23)", () => {
  it("reads 'flip a coin' as an action, with 'until you lose a flip'", () => {
    expect(only(roundTrips("Flip a coin. If you win the flip, draw a card."), "flipCoin")).toMatchObject({ kind: "flipCoin" });
    expect(only(roundTrips("Flip a coin until you lose a flip."), "flipCoin")).toMatchObject({ untilLose: true });
  });

  it("reads 'clash with' and the player clashed with", () => {
    const clash = only(roundTrips("You lose 2 life and draw two cards, then clash with an opponent."), "clash");
    expect(clash.with).toMatchObject({ kind: "players", det: "an", noun: "opponent" });
    expect(only(roundTrips("Clash with defending player."), "clash").with).toMatchObject({ det: "defending" });
  });
});

describe("when a spell may be cast or an ability activated (601.3, 602.5)", () => {
  it("reads 'Cast this spell only' with a time in the turn", () => {
    const [a] = roundTrips("Cast this spell only during combat.");
    expect(a!.effect.sentences[0].body).toMatchObject({
      kind: "castRestriction",
      spell: { kind: "self" },
      restriction: { kind: "timing", when: "during", step: { kind: "step", step: "combat" } },
    });
    const r = only(roundTrips("Cast this spell only during the declare blockers step on an opponent's turn."), "castRestriction");
    expect(r.restriction).toMatchObject({ when: "during", the: true, step: { step: "declareBlockers" }, on: { kind: "turnOf" } });
  });

  it("chains a time and a condition with 'and only'", () => {
    const r = only(roundTrips("Cast this spell only during the declare attackers step and only if you've been attacked this step."), "castRestriction");
    expect(r.restriction).toMatchObject({ step: { step: "declareAttackers" } });
    expect(r.and[0]).toMatchObject({ kind: "if", condition: { kind: "beenAttacked", this: "step" } });
  });

  it("reads 'before'/'after' points and a time followed by a point", () => {
    expect(only(roundTrips("Cast this spell only during combat before blockers are declared."), "castRestriction").restriction).toMatchObject({
      step: { step: "combat" },
      then: { kind: "timing", when: "before", declared: "blockers" },
    });
    expect(only(roundTrips("Cast this spell only after combat."), "castRestriction").restriction).toMatchObject({ when: "after", step: { step: "combat" } });
    expect(only(roundTrips("Cast this spell only before the combat damage step."), "castRestriction").restriction).toMatchObject({
      when: "before",
      the: true,
      step: { step: "combatDamage" },
    });
  });

  it("gives activated abilities the same times", () => {
    const [a] = roundTrips("{T}: Untap target creature. Activate only during an opponent's turn, before attackers are declared.", "Creature — Human");
    expect(a!.restrictions[0].restriction).toMatchObject({
      kind: "timing",
      whose: { kind: "players", noun: "opponent" },
      step: { step: "turn" },
      then: { when: "before", declared: "attackers", comma: true },
    });
    const [b] = roundTrips("{1}: CARDNAME gets +1/+0 until end of turn. Activate only during the end of combat step.", "Creature — Human");
    expect(b!.restrictions[0].restriction).toMatchObject({ the: true, step: { step: "endOfCombat" } });
  });
});

describe("card names, X, and once-each-turn instructions", () => {
  it("reads 'choose a card name' and its exclusion (201.3)", () => {
    expect(only(roundTrips("Choose a card name, then target player puts the top card of their library into their graveyard."), "chooseCardName")).toMatchObject({
      kind: "chooseCardName",
    });
    const c = only(roundTrips("Choose a card name other than a basic land card name."), "chooseCardName");
    expect(c.otherThan).toMatchObject({ kind: "filter" });
  });

  it("reads limits on X (107.3)", () => {
    const [a] = roundTrips("{X}, {T}: Draw X cards. X can't be 0.", "Artifact");
    expect(only(a, "xCantBe")).toMatchObject({ value: { kind: "number", value: 0 } });
    expect(only(roundTrips("X can't be greater than the number of snow lands you control."), "xCantBe")).toMatchObject({
      greaterThan: true,
      value: { kind: "countOf" },
    });
  });

  it("reads 'Do this only once each turn.' after an optional action", () => {
    const [t] = roundTrips(
      "Whenever Calix or an enchanted creature you control deals combat damage to a player, you may create a token that's a copy of a nonlegendary enchantment you control. Do this only once each turn.",
      "Legendary Creature — Human",
    );
    expect(t!.kind).toBe("triggered");
    expect(only(t, "doOnlyOnce")).toMatchObject({ each: "turn" });
  });
});

describe("amounts read alike after 'equal to' and 'where X is'", () => {
  it("reads the greatest and the total of a stat", () => {
    expect(only(roundTrips("You gain life equal to the greatest power among creatures you control."), "greatestAmong")).toMatchObject({ stat: "power" });
    expect(only(roundTrips("Draw X cards, where X is the greatest power among creatures you control."), "greatestAmong")).toMatchObject({ word: "greatest" });
    expect(only(roundTrips("You gain life equal to the total power of creatures you control."), "totalOf")).toMatchObject({ stat: "power", of: { kind: "objects" } });
  });

  it("reads life gained or lost this turn, and the result of a roll", () => {
    expect(only(roundTrips("Target opponent loses X life, where X is the amount of life you gained this turn."), "lifeAmount")).toMatchObject({
      who: { kind: "you" },
      verb: "gained",
      thisTurn: true,
    });
    expect(only(roundTrips("Target creature gets +X/+X until end of turn, where X is the result."), "result")).toMatchObject({ kind: "result" });
  });

  it("counts kinds that are not objects, in the plural", () => {
    const land = only(roundTrips("Draw X cards, where X is the number of basic land types among lands you control."), "countOf");
    expect(land.of).toMatchObject({ kind: "landTypeAmong", basic: true, plural: true });
    expect(only(roundTrips("Draw X cards, where X is the number of creatures in your party."), "countOf").of).toMatchObject({ kind: "partyMember", plural: true });
    expect(only(roundTrips("Draw X cards, where X is the number of colors of mana spent to cast this spell."), "countOf").of).toMatchObject({
      kind: "colorOfManaSpent",
      plural: true,
    });
  });
});
