/**
 * Library manipulation (look at / reveal the top N cards, "from among them", "the rest … in any order"), characteristic-defining
 * abilities with a printed "*" (604.3, layer 7a), "discard your hand" and "… becomes a 3/3 creature" (205.1, 613), compiled by
 * the code generator and played on the runtime.
 */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { BASIC_LANDS, becomeTypes, type MutableCharacteristics } from "oraclec/runtime";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

function castAndResolve(game: G, id: number) {
  game.cast(0, id, {});
  game.pass(0);
  game.pass(1);
}

/** Alice's library, top first, from the names given; returns the ids. */
function library(game: G, names: string[], types: string[][] = []): number[] {
  return names.map((n, i) => game.setupCard(creature(n, 1, 1, [], { types: types[i] ?? ["creature"] }), 0, "library").id);
}

const libraryNames = (game: G) => game.objects("library", 0).map((o) => o.name);

describe("look at the top N cards of a library", () => {
  it('"Put one of them into your hand and the rest on the bottom of your library in any order" (401.4: the owner orders them)', async () => {
    const [impulse] = await compileFaces(face("Impulse", "Look at the top four cards of your library. Put one of them into your hand and the rest on the bottom of your library in any order.", "Instant"));
    const { game, dm } = newGame();
    const [a, b, c, d] = library(game, ["A", "B", "C", "D", "E"]);
    const s = game.setupCard(impulse!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [[{ object: c! }], [{ object: d! }, { object: a! }, { object: b! }]];
    castAndResolve(game, s.id);
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["C"]);
    expect(libraryNames(game)).toEqual(["E", "D", "A", "B"]);
    const order = dm.seen.filter((x) => x.kind === "choose").at(-1)!;
    expect(order.kind === "choose" && order.min === 3 && order.max === 3).toBe(true);
  });

  it('"You may reveal a creature card from among them …": only matching cards are offered; declining leaves them all; "in a random order"', async () => {
    const [seek] = await compileFaces(
      face("Seek", "Look at the top three cards of your library. You may reveal a creature card from among them and put it into your hand. Put the rest on the bottom of your library in a random order.", "Sorcery"),
    );
    const { game, dm } = newGame();
    library(game, ["Land1", "Bear", "Land2", "Z"], [["land"], ["creature"], ["land"], ["land"]]);
    const s = game.setupCard(seek!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Bear"]);
    expect(libraryNames(game)[0]).toBe("Z");
    expect(libraryNames(game).slice(1).sort()).toEqual(["Land1", "Land2"]);
    // the reveal is shown to every player (the log names the card)
    expect(game.events.some((l) => /reveals Bear/.test(l.text))).toBe(true);

    const { game: g2, dm: dm2 } = newGame();
    library(g2, ["Land1", "Bear", "Land2", "Z"], [["land"], ["creature"], ["land"], ["land"]]);
    dm2.may = () => false;
    const s2 = g2.setupCard(seek!, 0, "hand");
    g2.setupMana(0, "{1}");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(g2, s2.id);
    expect(g2.objects("hand", 0)).toEqual([]);
    expect(libraryNames(g2)[0]).toBe("Z");
    expect(libraryNames(g2)).toHaveLength(4);
    void dm;
  });

  it('"a permanent card" from a library is an artifact, creature, enchantment, land or planeswalker card (110.4a)', async () => {
    const [dig] = await compileFaces(face("Dig", "Look at the top two cards of your library. Put any number of permanent cards from among them into your hand. Put the rest into your graveyard.", "Sorcery"));
    const { game, dm } = newGame();
    const [inst, ench] = library(game, ["Inst", "Ench"], [["instant"], ["enchantment"]]);
    const s = game.setupCard(dig!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [[{ object: ench! }]];
    castAndResolve(game, s.id);
    const offered = dm.seen.find((x) => x.kind === "choose");
    expect(offered?.kind === "choose" && offered.options).toEqual([{ object: ench }]);
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Ench"]);
    expect(game.objects("graveyard", 0).map((o) => o.name).sort()).toEqual(["Dig", "Inst"]);
    void inst;
  });

  it('"Look at the top card of your library. If it\'s a creature card, you may reveal it and put it into your hand."', async () => {
    const [peek] = await compileFaces(face("Peek", "Look at the top card of your library. If it's a creature card, you may reveal it and put it into your hand.", "Sorcery"));
    for (const [type, inHand] of [["creature", 1], ["land", 0]] as const) {
      const { game } = newGame();
      library(game, ["Top", "Next"], [[type]]);
      const s = game.setupCard(peek!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, s.id);
      expect(game.objects("hand", 0)).toHaveLength(inHand);
    }
  });

  it('"… then put them back in any order" puts the cards back on top, in the order the owner chooses', async () => {
    const [arch] = await compileFaces(face("Arch", "Look at the top three cards of target player's library, then put them back in any order.", "Sorcery"));
    const { game, dm } = newGame();
    const ids = ["A", "B", "C", "D"].map((n) => game.setupCard(creature(n, 1, 1), 1, "library").id);
    const s = game.setupCard(arch!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [[{ object: ids[2]! }, { object: ids[0]! }, { object: ids[1]! }]];
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.objects("library", 1).map((o) => o.name)).toEqual(["C", "A", "B", "D"]);
    // the owner (Bob) arranges his own cards (401.4)
    expect(dm.seen.some((x) => x.kind === "choose" && x.player === 1 && x.min === 3)).toBe(true);
  });
});

describe("characteristic-defining abilities (604.3)", () => {
  it('"~\'s power and toughness are each equal to …" with a printed "*": layer 7a, before pumps; refused without such an ability', async () => {
    const [horse] = await compileFaces({ name: "Horse", type: "Creature — Horse", manaCost: "{1}", power: "*", toughness: "*", text: "Horse's power and toughness are each equal to the number of Swamps you control." });
    const cda = horse!.abilities[0]!;
    expect(cda.kind === "static" && cda.layer === "7a" && cda.cda).toBe(true);
    const { game } = newGame();
    const h = game.setupCard(horse!, 0, "battlefield");
    expect(game.object(h.id)!.power).toBe(0);
    game.setupCard({ ...creature("Swamp", 0, 0), types: ["land"], subtypes: ["Swamp"], power: null, toughness: null }, 0, "battlefield");
    game.setupCard({ ...creature("Swamp", 0, 0), types: ["land"], subtypes: ["Swamp"], power: null, toughness: null }, 1, "battlefield");
    expect(game.object(h.id)!.power).toBe(1);
    expect(game.object(h.id)!.toughness).toBe(1);
    // a "*" no ability defines is refused, never read as 0
    const g = generateCard({ name: "Odd", type: "Creature — Horse", manaCost: "{1}", power: "*", toughness: "2", text: "Flying" });
    expect(g.refused.map((d) => d.message).join()).toMatch(/the power "\*"/);
    // "as long as …" is not a characteristic-defining ability (604.3a (5))
    const g2 = generateCard({ name: "Cond", type: "Creature — Horse", manaCost: "{1}", power: "*", toughness: "*", text: "As long as you control a Swamp, Cond's power and toughness are each equal to the number of cards in your hand." });
    expect(g2.refused.length).toBeGreaterThan(0);
  });

  it('"Discard your hand" discards every card at once (701.8a)', async () => {
    const [wheel] = await compileFaces(face("Wheel", "Each player discards their hand, then draws two cards.", "Sorcery"));
    const { game } = newGame();
    for (const p of [0, 1]) for (const n of ["H1", "H2", "H3"]) game.setupCard(creature(n, 1, 1), p, "hand");
    for (const p of [0, 1]) for (const n of ["L1", "L2", "L3"]) game.setupCard(creature(n, 1, 1), p, "library");
    const s = game.setupCard(wheel!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["L1", "L2"]);
    expect(game.objects("hand", 1).map((o) => o.name)).toEqual(["L1", "L2"]);
    expect(game.objects("graveyard", 1)).toHaveLength(3);
  });
});

describe('"… becomes a [P/T] [colour] [subtypes] [card type] …" (205.1a/b; layers 4, 5, 6, 7b)', () => {
  it("new card types replace the old and take their subtypes with them, unless the prior types are kept", async () => {
    const [replace, keep, blue] = await compileFaces(
      face("Animate", "Target land becomes a 3/3 creature until end of turn.", "Instant"),
      face("Awaken", "Target land becomes a 4/4 Elemental creature with haste until end of turn. It's still a land.", "Instant"),
      face("Blue", "Target permanent becomes blue until end of turn.", "Instant"),
    );
    for (const [spell, types, subtypes] of [
      [replace!, ["creature"], []],
      [keep!, ["land", "creature"], ["Forest", "Elemental"]],
    ] as const) {
      const { game } = newGame();
      const forest = game.setupCard(BASIC_LANDS.Forest!, 0, "battlefield");
      const s = game.setupCard(spell, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.cast(0, s.id, { targets: [[{ object: forest.id }]] });
      game.pass(0);
      game.pass(1);
      const f = game.object(forest.id)!;
      expect(f.types).toEqual(types);
      expect(f.subtypes).toEqual(subtypes);
      // a Forest no more (205.1a): no intrinsic mana ability (305.6)
      expect(f.abilities.some((a) => a.kind === "activated" && a.mana)).toBe(subtypes.length > 0);
      expect([f.power, f.toughness]).toEqual(spell === replace ? [3, 3] : [4, 4]);
    }
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2, [], { colors: ["G"] }), 1, "battlefield");
    const s = game.setupCard(blue!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ object: bear.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(bear.id)!.colors).toEqual(["U"]);
  });

  it("becomeTypes: an artifact creature keeps the prior types; [creature types] artifact creature replaces creature types only", () => {
    const base = (): MutableCharacteristics => ({ name: "X", manaCost: null, colors: [], supertypes: [], types: ["creature"], subtypes: ["Human", "Equipment"], power: 1, toughness: 1, loyalty: null, abilities: [], controller: 0 });
    const a = base();
    becomeTypes(a, ["artifact", "creature"], [], "all");
    expect([a.types, a.subtypes]).toEqual([["creature", "artifact"], ["Human", "Equipment"]]);
    const b = base();
    becomeTypes(b, ["artifact", "creature"], ["Golem"], "allButCreatureTypes");
    expect([b.types, b.subtypes]).toEqual([["creature", "artifact"], ["Equipment", "Golem"]]);
    const c = base();
    becomeTypes(c, ["creature"], ["Golem"], "none");
    expect([c.types, c.subtypes]).toEqual([["creature"], ["Golem"]]);
    const d = base();
    becomeTypes(d, ["artifact"], [], "none");
    expect([d.types, d.subtypes]).toEqual([["artifact"], ["Equipment"]]);
  });
});

describe('"you may look at the top N cards … If you do, …" and "tap or untap"', () => {
  it("declining the look looks at nothing and does nothing else; accepting puts one of those cards on top and the rest on the bottom", async () => {
    const [scout, twiddle] = await compileFaces(
      face("Scout", "You may look at the top three cards of your library. If you do, put one of those cards on top of your library and the rest on the bottom of your library in any order.", "Sorcery"),
      face("Twiddle", "Tap or untap target permanent.", "Instant"),
    );
    for (const yes of [true, false]) {
      const { game, dm } = newGame();
      const [a, b, c] = library(game, ["A", "B", "C", "D"]);
      dm.may = () => yes;
      dm.chooseAnswers = [[{ object: c! }], [{ object: b! }, { object: a! }]];
      const s = game.setupCard(scout!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, s.id);
      expect(libraryNames(game)).toEqual(yes ? ["C", "D", "B", "A"] : ["A", "B", "C", "D"]);
    }
    const { game, dm } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield", { tapped: true });
    const s = game.setupCard(twiddle!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [[2]]; // the second option (1-based), "untap"
    game.cast(0, s.id, { targets: [[{ object: bear.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(bear.id)!.tapped).toBe(false);
  });
});
