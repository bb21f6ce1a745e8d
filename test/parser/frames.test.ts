/**
 * Sentence frames and conditions (issue 2): what frames an effect sentence rather than its verb —
 * stacked prefixes ("Then if …,", "If you're the monarch, until end of turn, …"), a static ability's
 * body after a prefix ("Until your next turn, creatures can't attack you"), delayed triggers inside a
 * duration, and the condition vocabulary. Every text is a real card's (../shared/corpus), and each
 * must parse fully and render back exactly.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { canonicalText, renderCard } from "../../src/render/index.ts";
import { hasUnparsed } from "./helpers.ts";

type A = { kind: string; [k: string]: any };

/** Parse a card's text; it must be read whole, and its rendering must give the text back. */
function read(name: string, text: string, type = "Sorcery"): A[] {
  const r = parseCard({ name, text, type });
  expect(r.diagnostics.filter((d) => d.code === "OC1001").map((d) => d.message)).toEqual([]);
  expect(hasUnparsed(r.abilities)).toBe(false);
  expect(renderCard(r, "en")).toBe(canonicalText(text));
  return r.abilities as A[];
}

/** The first sentence of the first ability's effect (or static effects). */
function sentence(abilities: A[], i = 0): A {
  const a = abilities[0]!;
  return (a.effect?.sentences ?? a.effects)[i];
}

describe("stacked sentence prefixes", () => {
  it("Calming Verse: 'Then if …, …' nests the condition inside 'then'", () => {
    const s = sentence(read("Calming Verse", "Destroy all enchantments you don't control. Then if you control an untapped land, destroy all enchantments you control."), 1);
    expect(s).toMatchObject({ kind: "sentence", prefix: { kind: "then" }, body: { kind: "sentence", prefix: { kind: "if", condition: { kind: "controls" } }, body: { kind: "clause" } } });
  });

  it("Court of Embereth-like: 'If you're the monarch, until end of turn, …'", () => {
    const s = sentence(read("Foo", "If you're the monarch, until end of turn, creatures you control get +1/+1."));
    expect(s.prefix).toMatchObject({ kind: "if", condition: { kind: "isMonarch" } });
    expect(s.body).toMatchObject({ kind: "sentence", prefix: { kind: "duration", duration: { until: "endOfTurn" } } });
  });

  it("Waltz of Rage: a delayed trigger inside a duration", () => {
    const s = sentence(read("Waltz of Rage", "Until end of turn, whenever a creature you control dies, exile the top card of your library."));
    expect(s).toMatchObject({ prefix: { kind: "duration" }, body: { kind: "sentence", prefix: { kind: "delayedTrigger", trigger: { word: "whenever" } } } });
  });

  it("Red Sun's Twilight: 'If X is 5 or more, for each …, …'", () => {
    const s = sentence(read("Red Sun's Twilight", "If X is 5 or more, for each creature you control, draw a card."));
    expect(s).toMatchObject({ prefix: { condition: { kind: "xCompare" } }, body: { prefix: { kind: "forEach" } } });
  });
});

describe("a static ability's body after a prefix", () => {
  it("Chronomantic Escape: 'Until your next turn, creatures can't attack you.'", () => {
    const s = sentence(read("Chronomantic Escape", "Until your next turn, creatures can't attack you."));
    expect(s).toMatchObject({ kind: "sentence", prefix: { kind: "duration", duration: { until: "yourNextTurn" } }, body: { kind: "restrict" } });
  });

  it("Jolrael: base power and toughness until end of turn, where X is …", () => {
    const s = sentence(read("Jolrael, Mwonvuli Recluse", "Until end of turn, creatures you control have base power and toughness X/X, where X is the number of cards in your hand."));
    expect(s).toMatchObject({ prefix: { kind: "duration" }, body: { kind: "basePT" }, where: { kind: "xIs" } });
  });

  it("a sentence without a prefix is still read as clauses", () => {
    const s = sentence(read("Foo", "Creatures you control get +1/+1 until end of turn."));
    expect(s.body.kind).toBe("clause");
  });
});

describe("self-replacement and 'also' (614.15)", () => {
  it("Dissipate-like: 'exile it instead of putting it into its owner's graveyard'", () => {
    const s = sentence(read("Dissipate", "Counter target spell. If that spell is countered this way, exile it instead of putting it into its owner's graveyard.", "Instant"), 1);
    expect(s.prefix.condition).toMatchObject({ kind: "happened" });
    expect(s.body).toMatchObject({ kind: "clause", action: { kind: "exile" }, insteadOf: { kind: "insteadOf", of: { kind: "putting", what: { kind: "pronoun" }, to: { zone: "graveyard" } } } });
  });

  it("'instead of into that player's graveyard' names only the destination", () => {
    const s = sentence(read("Foo", "Counter target spell. If that spell is countered this way, put it on top of its owner's library instead of into that player's graveyard.", "Instant"), 1);
    expect(s.body.insteadOf.of).toMatchObject({ kind: "toZone", zone: "graveyard" });
  });

  it("'If this spell was kicked, instead …': instead leads the body", () => {
    const s = sentence(read("Foo", "Destroy target creature. If this spell was kicked, instead destroy target creature or planeswalker.", "Instant"), 1);
    expect(s).toMatchObject({ prefix: { condition: { kind: "kicked" } }, instead: true, insteadFirst: true, body: { action: { kind: "destroy" } } });
  });

  it("'it also gains …' and 'also create …'", () => {
    const a = read("Foo", "Target creature gets +2/+2 until end of turn. If it's legendary, it also gains trample until end of turn.", "Instant");
    expect(sentence(a, 1).body).toMatchObject({ kind: "clause", also: true, subject: { kind: "pronoun" } });
    const b = read("Foo", "Draw X cards. If X is 10 or more, also create X 4/4 white Angel creature tokens with flying and vigilance.");
    expect(sentence(b, 1).body).toMatchObject({ kind: "clause", also: true, action: { kind: "createToken" } });
  });
});
