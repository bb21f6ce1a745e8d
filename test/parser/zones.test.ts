/**
 * Moving objects between zones, libraries and hands (src/parser/rules/zones.ts and the zone
 * verbs of effects.ts): real card texts from ../shared/corpus/cards.en.jsonl.gz, their key AST
 * fields, and an exact round trip through the English renderer (strict: no field dropped).
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { canonicalText, renderCard } from "../../src/render/index.ts";
import { hasUnparsed, nodesOfKind, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

function read(name: string, type: string, text: string) {
  const r = parseCard({ name, type, text });
  expect(hasUnparsed(r.abilities), JSON.stringify(r.abilities)).toBe(false);
  expect(renderCard(r, "en", { strict: true })).toBe(canonicalText(text));
  return r.abilities;
}
const one = (root: unknown, kind: string): A => {
  const found = nodesOfKind(root, kind);
  expect(found.length, kind).toBeGreaterThan(0);
  return found[0] as A;
};

describe("zone actions", () => {
  it("Impulse: the rest of a looked-at group goes elsewhere, the verb left out", () => {
    const ab = read("Impulse", "Instant", "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.");
    const put = one(ab, "put");
    expect(put.to).toMatchObject({ zone: "hand", into: true });
    expect(put.also).toHaveLength(1);
    expect(put.also[0]).toMatchObject({ kind: "movePart", join: "and", what: { kind: "theRest" }, to: { zone: "libraryBottom", order: "any" } });
  });

  it("Cultivate: a bare number of the cards just named, and the other", () => {
    const ab = read(
      "Cultivate",
      "Sorcery",
      "Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle.",
    );
    const put = one(ab, "put");
    expect(put.what).toMatchObject({ kind: "someOf", count: { value: 1 } });
    expect(put.to).toMatchObject({ zone: "battlefield", onto: true, tapped: true });
    expect(put.also[0].what.kind).toBe("theOther");
  });

  it("Hermit Druid: reveal cards from the top until a card is revealed", () => {
    const ab = read(
      "Hermit Druid",
      "Creature — Human Druid",
      "{G}, {T}: Reveal cards from the top of your library until you reveal a basic land card. Put that card into your hand and all other cards revealed this way into your graveyard.",
    );
    const r = one(ab, "revealUntil");
    expect(r).toMatchObject({ verb: "reveal", whose: "your", until: { verb: "reveal", who: { kind: "you" } } });
  });

  it("Mystical Tutor and Brainstorm: on top (of it), back in any order", () => {
    const ab = read("Mystical Tutor", "Instant", "Search your library for an instant or sorcery card, reveal it, then shuffle and put that card on top.");
    expect(nodesOfKind(ab, "toZone").some((z) => z.zone === "libraryTop" && z.library === "none")).toBe(true);
    read("Test Card", "Sorcery", "Look at the top three cards of target player's library, then put them back in any order.");
    read("Test Card", "Sorcery", "Search your library for a Goblin card, reveal it, then shuffle your library and put that card on top of it.");
    read("Test Card", "Sorcery", "Look at the top five cards of your library. Put two of them into your hand and the rest back on top of your library in any order.");
  });

  it("Approach of the Second Sun: a position counted from the top of a library", () => {
    const ab = read("Test Card", "Sorcery", "Put target creature into its owner's library second from the top.");
    expect(one(ab, "toZone").position).toMatchObject({ kind: "libraryPosition", nth: 2, from: "top" });
  });

  it("returning to the battlefield transformed, tapped, face down, attached, with counters", () => {
    const ab = read("Test Card", "Sorcery", "Exile this Saga, then return it to the battlefield transformed under your control.");
    expect(one(ab, "toZone")).toMatchObject({ zone: "battlefield", transformed: true, under: "your" });
    read("Test Card", "Sorcery", "Return it to the battlefield tapped and transformed under its owner's control.");
    const att = read("Test Card", "Sorcery", "Return it to the battlefield transformed under your control attached to target opponent.");
    expect(one(att, "toZone").attachedAfterControl).toBe(true);
    const c = read("Test Card", "Sorcery", "Return target creature card from your graveyard to the battlefield with a +1/+1 counter on it.");
    expect(one(c, "withCountersOn")).toMatchObject({ amount: { kind: "a" }, counter: { value: "+1/+1" }, on: "it" });
    read("Test Card", "Sorcery", "Return target artifact card from your graveyard to the battlefield with X additional +1/+1 counters on it.");
    const ex = read("Arc Blade", "Sorcery", "Exile Arc Blade with three time counters on it.");
    expect(one(ex, "exile").withCounters.amount.value).toBe(3);
  });

  it("Arcane Denial: draws at the beginning of the next turn's upkeep, up to a number of cards", () => {
    const ab = read(
      "Arcane Denial",
      "Instant",
      "Counter target spell. Its controller may draw up to two cards at the beginning of the next turn's upkeep.\nYou draw a card at the beginning of the next turn's upkeep.",
    );
    expect(one(ab, "beginningOf").whose).toBe("nextTurns");
    expect(one(ab, "draw").amount).toMatchObject({ kind: "drawUpTo", count: { value: 2 } });
  });

  it("searching several zones, for cards with different names or with that name", () => {
    const ab = read(
      "X",
      "Sorcery",
      "Search target opponent's graveyard, hand, and library for any number of cards with that name and exile them. Then that player shuffles.",
    );
    expect(one(ab, "search")).toMatchObject({ zones: ["graveyard", "hand", "library"], joins: [",", ", and"] });
    expect(one(ab, "withNameOf").which).toBe("that");
    const d = read("Test Card", "Sorcery", "Search your library for up to three cards with different names and put them into your hand.");
    expect(one(d, "search").different).toMatchObject({ kind: "withDifferent", what: "name" });
    read("Test Card", "Sorcery", "Search your graveyard, hand, and/or library for an Aura card and put it onto the battlefield.");
  });

  it("the exiled card, a single graveyard, cards from the top, an additional card", () => {
    const ab = read("Test Card", "Sorcery", "Return the exiled card to the battlefield under its owner's control.");
    expect(one(ab, "word")).toMatchObject({ class: "Participle", value: "exiled" });
    const g = read("Test Card", "Sorcery", "Exile up to two target cards from a single graveyard.");
    expect(one(g, "zone").whose).toBe("single");
    const t = read("Test Card", "Sorcery", "Look at that many cards from the top of your library.");
    expect(one(t, "cardsFromTop").count.kind).toBe("thatMany");
    read("Test Card", "Sorcery", "Reveal a number of cards from the top of your library equal to the sacrificed creature's power.");
    const d = one(read("Test Card", "Sorcery", "Draw an additional card."), "draw");
    expect(d.additional).toBe(true);
    expect(d.amount).toMatchObject({ kind: "number", value: 1, article: "an" });
    expect(one(read("Test Card", "Sorcery", "Return to your hand all creature cards in your graveyard."), "return").destinationFirst).toBe(true);
  });

  it("digital actions: seek and conjure", () => {
    expect(one(read("Test Card", "Sorcery", "Seek two nonland cards, then put a card from your hand on the bottom of your library."), "seek").what.count.value).toBe(2);
    const c = read("Test Card", "Sorcery", "Conjure a duplicate of target creature card in an opponent's graveyard into your hand.");
    expect(one(c, "conjure").what).toMatchObject({ kind: "duplicates", count: { kind: "a" } });
    read("Test Card", "Sorcery", "Conjure a card named Lightning Bolt into your hand.");
  });

  it("does not read a list of clauses as the rest of a put", () => {
    const ab = read("Test Card", "Sorcery", "Put a card from your hand on top of your library and draw a card.");
    expect(one(ab, "put").also).toBeUndefined();
    expect(nodesOfKind(ab, "draw")).toHaveLength(1);
  });
});

describe("zone actions, continued", () => {
  it("at random, from one of two zones, and/or, the rest of, the chosen cards, exact mana value", () => {
    expect(one(read("Test Card", "Sorcery", "Exile a card at random from your graveyard."), "exile").atRandom).toBe("before");
    expect(one(read("Test Card", "Sorcery", "Exile an instant or sorcery card with mana value 3 or less from your graveyard at random."), "exile").atRandom).toBeDefined();
    expect(one(read("Test Card", "Sorcery", "Return a creature card at random from your graveyard to your hand."), "return").atRandom).toBe(true);
    const z = read("Test Card", "Sorcery", "You may put an Equipment card from your hand or graveyard onto the battlefield.");
    expect(one(z, "zone")).toMatchObject({ zone: "hand", orZone: "graveyard" });
    expect(one(read("Test Card", "Sorcery", "You may put a creature card and/or a land card from among them into your hand."), "either").andOr).toBe(true);
    expect(one(read("Test Card", "Sorcery", "Put the rest of the cards on the bottom of your library in a random order."), "theRest").of).toBeDefined();
    read("Test Card", "Sorcery", "Put the chosen cards on top of your library in any order.");
    expect(one(read("Test Card", "Sorcery", "Return target creature card with mana value 1 from your graveyard to the battlefield."), "stat").op).toBe("equal");
    expect(one(read("Test Card", "Sorcery", "You may return it to the battlefield under its owner's control at the beginning of your next upkeep."), "beginningOf").whose).toBe("yourNext");
  });
});
