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
  expect(renderCard(result, "en")).toBe(text);
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
