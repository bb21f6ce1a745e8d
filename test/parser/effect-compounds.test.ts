/**
 * Compound effect sentences (issue 2): one subject with several verbs ("becomes … and gains …"),
 * keyword lists ending with a quoted ability, damage to the creatures of either of two players.
 * Texts are real Oracle texts from ../shared/corpus/cards.en.jsonl.gz, with the card's name
 * replaced by CARDNAME; each parses without an unparsed node and renders back to the same words.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { hasUnparsed, nodesOfKind, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

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

describe("one subject, several verbs", () => {
  it("ends the new characteristics of 'becomes' at a verb after 'and'", () => {
    const a = roundTrips("Until end of turn, it becomes an artifact creature and gains haste.");
    const seq = only(a, "sequence");
    expect(seq.clauses.map((c: A) => c.action.kind)).toEqual(["becomes", "grantAbility"]);
    expect(seq.clauses[0].action.words.map((w: A) => w.value)).toEqual(["artifact", "creature"]);
    const loses = roundTrips("{2}: Until end of turn, CARDNAME becomes a 3/2 Construct artifact creature and loses flying.", "Artifact");
    expect(only(loses, "loseAbility").abilities[0].keyword).toBe("flying");
    // "and" between colours stays inside the characteristics
    const colours = only(roundTrips("Until end of turn, target land becomes a 2/2 black and red Elemental creature."), "becomes");
    expect(colours.words.map((w: A) => w.kind === "conj" ? "and" : w.value)).toEqual(["black", "and", "red", "Elemental", "creature"]);
  });
});

describe("keywords and a quoted ability", () => {
  it("grants a keyword list that ends with a quoted ability", () => {
    const a = roundTrips('Until end of turn, target creature gains trample and "{G}: Regenerate this creature."');
    expect(only(a, "grantAbility").abilities.map((x: A) => x.kind)).toEqual(["keyword", "quotedAbility"]);
    const pump = roundTrips('Until end of turn, target creature gets +1/+0 and gains trample and "Whenever this creature deals combat damage to a player, draw a card."');
    expect(only(pump, "modifyPT").gains.map((x: A) => x.kind)).toEqual(["keyword", "quotedAbility"]);
    const three = roundTrips('Until end of turn, creatures you control gain flying, haste, and "When this creature dies, draw a card."');
    expect(only(three, "grantAbility").abilities.map((x: A) => x.kind)).toEqual(["keyword", "keyword", "quotedAbility"]);
  });
});

describe("damage to the creatures of either of two players", () => {
  it("reads 'that player or that planeswalker's controller controls'", () => {
    const a = roundTrips("CARDNAME deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.");
    const either = only(a, "eitherPlayer");
    expect(either.items.map((p: A) => p.kind)).toEqual(["players", "controllerOf"]);
    const split = roundTrips("CARDNAME deals 4 damage to target player or planeswalker and 1 damage to each creature that player or that planeswalker's controller controls.");
    expect(only(split, "dealDamage").more).toHaveLength(1);
  });
});
