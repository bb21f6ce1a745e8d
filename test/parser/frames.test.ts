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
    // an effect's verb "have base power and toughness" (613.4b), like "get +X/+X" under a leading duration
    expect(s).toMatchObject({ prefix: { kind: "duration" }, body: { kind: "clause", action: { kind: "basePT", stats: ["power", "toughness"], value: "X/X" } }, where: { kind: "xIs" } });
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

describe("the condition vocabulary", () => {
  const cond = (text: string, type = "Sorcery", i = 1) => sentence(read("Foo", text, type), i).prefix.condition;

  it("keyword statuses: bargained, suspended, renowned", () => {
    expect(cond("Draw a card. If this spell was bargained, draw a card.")).toMatchObject({ kind: "hasStatus", what: { kind: "self" }, be: "was", status: "bargained" });
    expect(cond("Draw a card. If Foo is suspended, draw a card.")).toMatchObject({ kind: "hasStatus", be: "is", status: "suspended" });
    expect(cond("Draw a card. If it's renowned, untap it.")).toMatchObject({ kind: "hasStatus", contracted: true, status: "renowned" });
  });

  it("evidence, gift, prevented damage", () => {
    expect(cond("Draw a card. If evidence was collected, put a stun counter on it.")).toMatchObject({ kind: "evidenceCollected" });
    expect(cond("Draw a card. If the gift was promised, return target creature card from your graveyard to your hand.")).toMatchObject({ kind: "giftPromised" });
    expect(cond("Draw a card. If damage from a red source is prevented this way, Foo deals that much damage to any target.")).toMatchObject({ kind: "damagePrevented", from: { kind: "objects" } });
  });

  it("coin flips and clashes", () => {
    expect(cond("Draw a card. If you win the flip, draw a card.")).toMatchObject({ kind: "won", who: { kind: "you" }, flip: true, article: "the" });
    expect(cond("Draw a card. If you lose a flip, draw a card.")).toMatchObject({ kind: "won", lost: true, article: "a" });
    expect(cond("Draw a card. If you win three or more flips, draw nine cards.")).toMatchObject({ kind: "won", count: { op: "atLeast" } });
    expect(cond("Draw a card. If you won, destroy that creature.")).toMatchObject({ kind: "won", past: true });
  });

  it("phases, mana spent, the monarch, the chosen name", () => {
    expect(cond("Draw a card. If it's the first combat phase of the turn, untap it.")).toMatchObject({ kind: "isPhase", nth: 1, phase: "combat", ofTheTurn: true });
    expect(cond("Draw a card. If it's your main phase, draw a card.")).toMatchObject({ kind: "isPhase", whose: "your", phase: "main" });
    expect(cond("Draw a card. If that mana is spent on a creature spell, it gains haste until end of turn.")).toMatchObject({ kind: "manaSpentOn", which: "that" });
    expect(cond("Draw a card. If that card has the chosen name, you draw a card.")).toMatchObject({ kind: "hasChosenName" });
  });

  it("'For each of those …,' and 'For each opponent who does,'", () => {
    expect(sentence(read("Foo", "Draw a card. For each of them, draw a card."), 1).prefix).toMatchObject({ kind: "forEach", of: { kind: "pronoun" } });
    expect(sentence(read("Foo", "Draw a card. For each opponent who does, draw a card."), 1).prefix).toMatchObject({ kind: "forEach", each: { kind: "filter" }, who: "does" });
  });
});
