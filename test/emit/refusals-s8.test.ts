/**
 * Constructions the code generator used to refuse on fully parsed cards, played through the
 * generated modules: names in filters, all graveyards, …
 */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

/** Pass priority (declaring no attackers or blockers) until `done`. */
function advance(game: G, done: () => boolean, limit = 60) {
  for (let i = 0; i < limit && !done(); i++) {
    const t = game.turnInfo();
    if (t.waiting === "attackers") game.declareAttackers(t.active, []);
    else if (t.waiting === "blockers") game.declareBlockers(t.blockers[0]!, []);
    else game.pass(t.priority!);
  }
}

function castAndResolve(game: G, id: number, options: Parameters<G["cast"]>[2] = {}) {
  game.cast(0, id, options);
  game.pass(0);
  game.pass(1);
}

describe("filters", () => {
  it('"cards named ~ in your graveyard", "a card named A or B" (201.2)', async () => {
    const [inventory, witch] = await compileFaces(
      face("Frantic Inventory", "Draw a card, then draw cards equal to the number of cards named Frantic Inventory in your graveyard.", "Instant"),
      creatureFace("Witch", "{T}: Search your library for a card named Newt or Cauldron, put it onto the battlefield tapped, then shuffle."),
    );
    const { game, dm } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(inventory!, 0, "graveyard");
    game.setupCard(inventory!, 0, "graveyard");
    game.setupCard(inventory!, 1, "graveyard");
    game.setupCard(creature("Other", 1, 1), 0, "graveyard");
    const s = game.setupCard(inventory!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    // one card, then two more: the two in your graveyard (not the opponent's, not the other card; the spell is on the stack)
    expect(game.player(0).handSize).toBe(3);

    const w = game.setupCard(witch!, 1, "battlefield");
    game.setupCard(creature("Toad", 1, 1), 1, "library");
    const newt = game.setupCard(creature("Newt", 1, 1), 1, "library");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    dm.chooseAnswers = [[{ object: newt.id }]];
    game.activate(1, w.id, 0);
    game.pass(1);
    game.pass(0);
    const search = dm.seen.filter((d) => d.kind === "choose").at(-1)!;
    // only the named card is a candidate, not the toad
    expect(search.kind === "choose" && search.options).toEqual([{ object: newt.id }]);
    const onField = game.objects("battlefield").find((o) => o.name === "Newt");
    expect(onField?.tapped).toBe(true);
    expect(game.object(newt.id)).toBeUndefined();
  });

  it('"in all graveyards": every graveyard', async () => {
    const [vore] = await compileFaces(creatureFace("Cognivore", "Cognivore's power and toughness are each equal to the number of instant cards in all graveyards.", "0/0"));
    const { game } = newGame();
    const v = game.setupCard(vore!, 0, "battlefield");
    const instant = { ...creature("Shock", 0, 0), types: ["instant"], power: null, toughness: null };
    game.setupCard(instant, 0, "graveyard");
    game.setupCard(instant, 1, "graveyard");
    game.setupCard(instant, 1, "graveyard");
    game.setupCard(creature("Bear", 2, 2), 1, "graveyard");
    expect(game.object(v.id)!.power).toBe(3);
    expect(game.object(v.id)!.toughness).toBe(3);
  });
});

describe('"attached to …" in filters (301.5, 303.4)', () => {
  const aura = (name: string) =>
    creature(name, 0, 0, [{ kind: "enchant", source: { text: "Enchant creature", span: [0, 16] }, target: { text: "creature", object: { types: ["creature"] } } }], {
      types: ["enchantment"],
      subtypes: ["Aura"],
      power: null,
      toughness: null,
    });

  it('"~ gets +2/+2 for each Aura attached to it" and "Return target creature and all Auras attached to it"', async () => {
    const [dancer, hubris] = await compileFaces(
      creatureFace("Dancer", "Dancer gets +2/+2 for each Aura attached to it.", "0/2"),
      face("Hubris", "Return target creature and all Auras attached to it to their owners' hands.", "Instant"),
    );
    const { game } = newGame();
    const d = game.setupCard(dancer!, 0, "battlefield");
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield");
    const a1 = game.setupCard(aura("A1"), 0, "battlefield", { attachedTo: d.id });
    const a2 = game.setupCard(aura("A2"), 1, "battlefield", { attachedTo: d.id });
    const a3 = game.setupCard(aura("A3"), 0, "battlefield", { attachedTo: other.id });
    expect(game.object(a3.id)?.zone).toBe("battlefield");
    expect(game.object(d.id)!.power).toBe(4);
    expect(game.object(d.id)!.toughness).toBe(6);

    const s = game.setupCard(hubris!, 1, "hand");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.cast(1, s.id, { targets: [[{ object: d.id }]] });
    game.pass(1);
    game.pass(0);
    // the creature and the two Auras on it return to their owners' hands; the Aura on the other creature stays
    expect(game.object(d.id)).toBeUndefined();
    expect(game.object(a1.id)).toBeUndefined();
    expect(game.object(a2.id)).toBeUndefined();
    expect(game.object(a3.id)?.zone).toBe("battlefield");
    expect(game.player(0).handSize).toBe(2);
    expect(game.player(1).handSize).toBe(1);
  });
});

describe("comparisons with a number computed as the effect resolves", () => {
  it('"each creature with mana value X or less" (107.3), "a creature card with mana value X or less" in a search', async () => {
    const [deed, chord] = await compileFaces(
      face("Deed", "Destroy each creature with mana value X or less.", "Sorcery", "{X}"),
      face("Chord", "Search your library for a creature card with mana value X or less, put it onto the battlefield, then shuffle.", "Sorcery", "{X}"),
    );
    const { game, dm } = newGame();
    const small = game.setupCard({ ...creature("Small", 1, 1), manaCost: "{1}" }, 1, "battlefield");
    const two = game.setupCard({ ...creature("Two", 2, 2), manaCost: "{1}{G}" }, 1, "battlefield");
    const big = game.setupCard({ ...creature("Big", 3, 3), manaCost: "{2}{G}{G}" }, 1, "battlefield");
    const s = game.setupCard(deed!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { x: 2 });
    expect(game.object(small.id)).toBeUndefined();
    expect(game.object(two.id)).toBeUndefined();
    expect(game.object(big.id)?.zone).toBe("battlefield");

    const cheap = game.setupCard({ ...creature("Cheap", 1, 1), manaCost: "{G}" }, 0, "library");
    game.setupCard({ ...creature("Costly", 5, 5), manaCost: "{4}{G}" }, 0, "library");
    const c = game.setupCard(chord!, 0, "hand");
    game.setupMana(0, "{3}");
    dm.chooseAnswers = [[{ object: cheap.id }]];
    castAndResolve(game, c.id, { x: 3 });
    const search = dm.seen.filter((d) => d.kind === "choose").at(-1)!;
    expect(search.kind === "choose" && search.options).toEqual([{ object: cheap.id }]);
    expect(game.objects("battlefield").some((o) => o.name === "Cheap")).toBe(true);
  });

  it('"each creature your opponents control with toughness X or less, where X is the number of Islands you control"', async () => {
    const [scourge] = await compileFaces(
      creatureFace("Scourge", "When Scourge enters the battlefield, return each creature your opponents control with toughness X or less to its owner's hand, where X is the number of Islands you control.", "6/6"),
    );
    const { game } = newGame();
    for (let i = 0; i < 2; i++) game.setupCard({ ...creature("Island", 0, 0), types: ["land"], subtypes: ["Island"], power: null, toughness: null }, 0, "battlefield");
    const t2 = game.setupCard(creature("T2", 5, 2), 1, "battlefield");
    const t3 = game.setupCard(creature("T3", 1, 3), 1, "battlefield");
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    const s = game.setupCard(scourge!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    game.pass(0);
    game.pass(1);
    expect(game.object(t2.id)).toBeUndefined();
    expect(game.object(t3.id)?.zone).toBe("battlefield");
    expect(game.object(mine.id)?.zone).toBe("battlefield");
    expect(game.player(1).handSize).toBe(1);
  });
});

describe('"defending player" in the target words of an attack trigger (506.2)', () => {
  it('"Whenever ~ attacks, tap target creature defending player controls": only the attacked player\'s creatures', async () => {
    const [master] = await compileFaces(creatureFace("Master", "Whenever Master attacks, tap target creature defending player controls.", "2/2"));
    const { game, dm } = newGame(3);
    const m = game.setupCard(master!, 0, "battlefield");
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    const bobs = game.setupCard(creature("Bob's", 1, 1), 1, "battlefield");
    const carols = game.setupCard(creature("Carol's", 1, 1), 2, "battlefield");
    game.setupTurn({ active: 0, step: "beginCombat", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: m.id, defender: { player: 2 } }]);
    const d = dm.seen.find((x) => x.kind === "targets")!;
    expect(d.kind === "targets" && d.candidates[0]!.map((c) => c.id)).toEqual([carols.id]);
    for (let i = 0; i < 6 && game.stack().length > 0; i++) game.pass(game.turnInfo().priority!);
    expect(game.object(carols.id)!.tapped).toBe(true);
    expect(game.object(bobs.id)!.tapped).toBe(false);
    expect(game.object(mine.id)!.tapped).toBe(false);
  });
});

describe('"unless you [do something]" (118.12)', () => {
  it('"sacrifice it unless you return an untapped Plains you control to its owner\'s hand": done if you can and choose to', async () => {
    const [karoo] = await compileFaces({
      name: "Karoo",
      type: "Land",
      text: "When Karoo enters the battlefield, sacrifice it unless you return an untapped Plains you control to its owner's hand.",
    });
    const plains = { ...creature("Plains", 0, 0), types: ["land"], subtypes: ["Plains"], supertypes: ["basic"], power: null, toughness: null };
    const { game, dm } = newGame();
    const tapped = game.setupCard(plains, 0, "battlefield", { tapped: true });
    const k = game.setupCard(karoo!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, k.id);
    game.pass(0);
    game.pass(1);
    // no untapped Plains: it can't be done, Karoo is sacrificed without asking
    expect(game.objects("battlefield").some((o) => o.name === "Karoo")).toBe(false);
    expect(dm.seen.some((d) => d.kind === "may")).toBe(false);
    expect(game.object(tapped.id)?.zone).toBe("battlefield");

    const untapped = game.setupCard(plains, 1, "battlefield");
    const k2 = game.setupCard(karoo!, 1, "hand");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.playLand(1, k2.id);
    game.pass(1);
    game.pass(0);
    expect(game.objects("battlefield").some((o) => o.name === "Karoo")).toBe(true);
    expect(game.object(untapped.id)).toBeUndefined();
    expect(game.objects("hand", 1).map((o) => o.name)).toEqual(["Plains"]);
  });

  it('"Then discard two cards unless you discard an artifact card"', async () => {
    const [thirst] = await compileFaces(face("Thirst", "Draw three cards. Then discard two cards unless you discard an artifact card.", "Instant"));
    const artifact = { ...creature("Gear", 0, 0), types: ["artifact"], power: null, toughness: null };
    const { game, dm } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature("Bear", 2, 2), 0, "library");
    game.setupCard(artifact, 0, "hand");
    const s = game.setupCard(thirst!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    // the default answer is yes: the artifact is discarded instead of two cards
    expect(dm.seen.some((d) => d.kind === "may")).toBe(true);
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Bear", "Bear", "Bear"]);
    expect(game.objects("graveyard", 0).map((o) => o.name).sort()).toEqual(["Gear", "Thirst"]);
  });
});

describe("keyword costs that are not mana", () => {
  it('"Flashback—Sacrifice three creatures" (702.34a): cast from the graveyard for no mana, three creatures sacrificed', async () => {
    const [dread] = await compileFaces(face("Dread", "Return target creature card from your graveyard to the battlefield.\nFlashback—Sacrifice three creatures.", "Sorcery", "{2}{B}{B}"));
    const { game } = newGame();
    const d = game.setupCard(dread!, 0, "graveyard");
    const dead = game.setupCard(creature("Dead", 5, 5), 0, "graveyard");
    for (let i = 0; i < 3; i++) game.setupCard(creature(`C${i}`, 1, 1), 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, d.id, { from: "graveyard", alternative: "flashback", targets: [[{ object: dead.id }]] });
    expect(game.objects("battlefield").filter((o) => o.name.startsWith("C"))).toHaveLength(0);
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield").map((o) => o.name)).toEqual(["Dead"]);
    expect(game.objects("exile").map((o) => o.name)).toEqual(["Dread"]);
  });

  it('"Ward—Pay 3 life" (702.21a, 119.4): the spell is countered unless its controller pays, which needs 3 life', async () => {
    const [mage, kill] = await compileFaces(
      creatureFace("Shieldmage", "Flying\nWard—Pay 3 life.", "2/2"),
      face("Kill", "Destroy target creature.", "Instant"),
    );
    const { game } = newGame();
    const m = game.setupCard(mage!, 0, "battlefield");
    const k = game.setupCard(kill!, 1, "hand");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.cast(1, k.id, { targets: [[{ object: m.id }]] });
    for (let i = 0; i < 6 && game.stack().length > 0; i++) game.pass(game.turnInfo().priority!);
    // Bob pays 3 life (the test's decisions say yes): the spell resolves
    expect(game.player(1).life).toBe(17);
    expect(game.object(m.id)).toBeUndefined();

    const m2 = game.setupCard(mage!, 0, "battlefield");
    const k2 = game.setupCard(kill!, 1, "hand");
    game.setupLife(1, 2);
    game.setupMana(1, "{1}");
    game.cast(1, k2.id, { targets: [[{ object: m2.id }]] });
    for (let i = 0; i < 6 && game.stack().length > 0; i++) game.pass(game.turnInfo().priority!);
    // with 2 life Bob can't pay: the spell is countered
    expect(game.player(1).life).toBe(2);
    expect(game.object(m2.id)?.zone).toBe("battlefield");
    expect(game.objects("graveyard", 1).map((o) => o.name)).toEqual(["Kill", "Kill"]);
  });
});

describe('"You may [cost] rather than pay this spell\'s mana cost" (118.9)', () => {
  it('"If you control a Swamp, you may pay 4 life rather than pay this spell\'s mana cost": only while you control a Swamp, no mana', async () => {
    const [snuff] = await compileFaces(
      face("Snuff", "If you control a Swamp, you may pay 4 life rather than pay this spell's mana cost.\nDestroy target nonblack creature.", "Instant", "{3}{B}"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const s = game.setupCard(snuff!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id, { alternative: "pay 4 life", targets: [[{ object: bear.id }]] })).toThrow(/can't be paid now/);
    game.setupCard({ ...creature("Swamp", 0, 0), types: ["land"], subtypes: ["Swamp"], power: null, toughness: null }, 0, "battlefield", { tapped: true });
    castAndResolve(game, s.id, { alternative: "pay 4 life", targets: [[{ object: bear.id }]] });
    expect(game.player(0).life).toBe(16);
    expect(game.object(bear.id)).toBeUndefined();
  });

  it('"You may return two Islands you control to their owner\'s hand rather than pay this spell\'s mana cost"', async () => {
    const [gush] = await compileFaces(
      face("Gush", "You may return two Islands you control to their owner's hand rather than pay this spell's mana cost.\nDraw two cards.", "Instant", "{4}{U}"),
    );
    const island = { ...creature("Island", 0, 0), types: ["land"], subtypes: ["Island"], supertypes: ["basic"], power: null, toughness: null };
    const { game } = newGame();
    for (let i = 0; i < 2; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(island, 0, "battlefield", { tapped: true });
    game.setupCard(island, 0, "battlefield", { tapped: true });
    const s = game.setupCard(gush!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { alternative: "return two Islands you control to their owner's hand" });
    expect(game.objects("battlefield").filter((o) => o.name === "Island")).toHaveLength(0);
    expect(game.objects("hand", 0).map((o) => o.name).sort()).toEqual(["Card", "Card", "Island", "Island"]);
  });
});

describe('"… instead" replacing the sentence before (608.2c)', () => {
  it('"If this spell was kicked, instead that creature gets +4/+4 …": the first sentence or the second, never both', async () => {
    const [growth] = await compileFaces(
      face("Growth", "Kicker {R}\nTarget creature gets +3/+3 until end of turn. If this spell was kicked, instead that creature gets +4/+4 and gains trample until end of turn.", "Instant", "{G}"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const s1 = game.setupCard(growth!, 0, "hand");
    const s2 = game.setupCard(growth!, 0, "hand");
    game.setupMana(0, "{G}{G}{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id, { targets: [[{ object: bear.id }]] });
    expect(game.object(bear.id)!.power).toBe(5);
    castAndResolve(game, s2.id, { targets: [[{ object: bear.id }]], additional: ["kicker"] });
    expect(game.object(bear.id)!.power).toBe(9);
  });

  it('an ability word\'s line is more of the spell (207.2c): "Threshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard"', async () => {
    const [ritual] = await compileFaces(face("Ritual", "Add {B}{B}{B}.\nThreshold — Add {B}{B}{B}{B}{B} instead if seven or more cards are in your graveyard.", "Instant", "{1}"));
    const { game } = newGame();
    const s1 = game.setupCard(ritual!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id);
    expect(game.player(0).pool).toBe("{B}{B}{B}");
    for (let i = 0; i < 6; i++) game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    const s2 = game.setupCard(ritual!, 0, "hand");
    game.setupMana(0, "{1}");
    castAndResolve(game, s2.id);
    // the first ritual is the seventh card in the graveyard
    expect(game.player(0).pool).toBe("{B}{B}{B}{B}{B}{B}{B}{B}");
  });
});

describe('"at the beginning of the next turn\'s upkeep" (603.7)', () => {
  it("a delayed trigger at the next upkeep, whoever's turn it is, once", async () => {
    const [flare] = await compileFaces(face("Flare", "Flare deals 1 damage to any target.\nDraw a card at the beginning of the next turn's upkeep.", "Instant"));
    const { game } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 1, "library");
    const s = game.setupCard(flare!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ player: 1 }]] });
    expect(game.player(0).handSize).toBe(0);
    // to Bob's upkeep: the delayed trigger goes on the stack and Alice draws
    advance(game, () => game.turnInfo().active === 1 && game.turnInfo().step === "upkeep" && game.stack().length > 0);
    expect(game.stack()).toHaveLength(1);
    game.pass(1);
    game.pass(0);
    expect(game.player(0).handSize).toBe(1);
    // not again at Alice's next upkeep
    advance(game, () => game.turnInfo().active === 0 && game.turnInfo().step === "draw");
    expect(game.turnInfo().active).toBe(0);
    expect(game.player(0).handSize).toBe(2);
  });
});

describe('"If …, ~ enters the battlefield …": a conditional replacement as it enters (614.1c, 614.12)', () => {
  it('"If ~ was kicked, it enters the battlefield with two +1/+1 counters on it" (702.33d)', async () => {
    const [drake] = await compileFaces(creatureFace("Drake", "Kicker {4}\nFlying\nIf Drake was kicked, it enters the battlefield with two +1/+1 counters on it.", "2/2"));
    const { game } = newGame();
    const a = game.setupCard(drake!, 0, "hand");
    const b = game.setupCard(drake!, 0, "hand");
    game.setupMana(0, "{1}{1}{1}{1}{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, a.id);
    castAndResolve(game, b.id, { additional: ["kicker"] });
    const drakes = game.objects("battlefield").filter((o) => o.name === "Drake");
    expect(drakes.map((d) => d.counters["+1/+1"] ?? 0).sort()).toEqual([0, 2]);
  });

  it('"If you control two or more other lands, ~ enters the battlefield tapped"', async () => {
    const [hive] = await compileFaces({ name: "Hive", type: "Land", text: "If you control two or more other lands, Hive enters the battlefield tapped.\n{T}: Add {B}." });
    const land = { ...creature("Wastes", 0, 0), types: ["land"], power: null, toughness: null };
    const { game } = newGame();
    game.setupCard(land, 0, "battlefield");
    const h1 = game.setupCard(hive!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, h1.id);
    expect(game.objects("battlefield").find((o) => o.name === "Hive")!.tapped).toBe(false);
    game.setupCard(land, 1, "battlefield");
    game.setupCard(land, 1, "battlefield");
    const h2 = game.setupCard(hive!, 1, "hand");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.playLand(1, h2.id);
    expect(game.objects("battlefield").find((o) => o.name === "Hive" && o.controller === 1)!.tapped).toBe(true);
  });
});

describe("prevention by source (615.1a)", () => {
  it('"Prevent all damage that would be dealt this turn by creatures your opponents control", "… by target creature …"', async () => {
    const [haze, restrain, pinger] = await compileFaces(
      face("Haze", "Prevent all damage that would be dealt this turn by creatures your opponents control.", "Instant"),
      face("Restrain", "Prevent all damage that would be dealt by target creature this turn.", "Instant"),
      creatureFace("Pinger", "{T}: Pinger deals 1 damage to any target.", "1/1"),
    );
    const { game } = newGame();
    const mine = game.setupCard(pinger!, 0, "battlefield");
    const theirs = game.setupCard(pinger!, 1, "battlefield");
    const h = game.setupCard(haze!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, h.id);
    game.pass(0);
    game.activate(1, theirs.id, 0, { targets: [[{ player: 0 }]] });
    game.pass(1);
    game.pass(0);
    expect(game.player(0).life).toBe(20);
    game.activate(0, mine.id, 0, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(19);

    // "by target creature": only that creature's damage
    const { game: g2 } = newGame();
    const a = g2.setupCard(pinger!, 1, "battlefield");
    const b = g2.setupCard(pinger!, 1, "battlefield");
    const r = g2.setupCard(restrain!, 0, "hand");
    g2.setupMana(0, "{1}");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(g2, r.id, { targets: [[{ object: a.id }]] });
    g2.pass(0);
    g2.activate(1, a.id, 0, { targets: [[{ player: 0 }]] });
    g2.pass(1);
    g2.pass(0);
    expect(g2.player(0).life).toBe(20);
    g2.pass(0);
    g2.activate(1, b.id, 0, { targets: [[{ player: 0 }]] });
    g2.pass(1);
    g2.pass(0);
    // the other Pinger's damage isn't prevented
    expect(g2.player(0).life).toBe(19);
  });
});

describe('"Whenever one or more … This ability triggers only once each turn." (603.2h)', () => {
  it("triggers once for creatures dying together, and not again that turn", async () => {
    const [opportunist, wrath] = await compileFaces(
      creatureFace("Opportunist", "Whenever one or more other creatures die, draw a card. This ability triggers only once each turn.", "3/3"),
      face("Wrath", "Destroy all creatures with power 2 or less.", "Sorcery"),
    );
    const { game } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(opportunist!, 0, "battlefield");
    game.setupCard(creature("A", 1, 1), 1, "battlefield");
    game.setupCard(creature("B", 2, 2), 1, "battlefield");
    const w1 = game.setupCard(wrath!, 0, "hand");
    const w2 = game.setupCard(wrath!, 0, "hand");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, w1.id);
    expect(game.stack()).toHaveLength(1);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).handSize).toBe(2);
    game.setupCard(creature("C", 1, 1), 1, "battlefield");
    castAndResolve(game, w2.id);
    expect(game.stack()).toHaveLength(0);
    expect(game.player(0).handSize).toBe(1);
  });
});

describe('"Choose a creature type / a color" as an instruction, then "of the chosen type", "of that color" (608.2c)', () => {
  it('"Choose a creature type. You gain 2 life for each permanent you control of that type."; "Choose a color. Return all creatures of that color …"', async () => {
    const [rain, wave] = await compileFaces(
      face("Rain", "Choose a creature type. You gain 2 life for each permanent you control of that type.", "Instant"),
      face("Wave", "Choose a color. Return all creatures of that color to their owners' hands.", "Sorcery"),
    );
    const { game, dm } = newGame();
    game.setupCard(creature("Elf 1", 1, 1, [], { subtypes: ["Elf"] }), 0, "battlefield");
    game.setupCard(creature("Elf 2", 1, 1, [], { subtypes: ["Elf", "Druid"] }), 0, "battlefield");
    game.setupCard(creature("Goblin", 1, 1, [], { subtypes: ["Goblin"] }), 0, "battlefield");
    game.setupCard(creature("Their Elf", 1, 1, [], { subtypes: ["Elf"] }), 1, "battlefield");
    const s = game.setupCard(rain!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [["Elf"]];
    castAndResolve(game, s.id);
    expect(game.player(0).life).toBe(24);

    const red = game.setupCard(creature("Red", 1, 1, [], { colors: ["R"] }), 1, "battlefield");
    const green = game.setupCard(creature("Green", 1, 1, [], { colors: ["G"] }), 1, "battlefield");
    const w = game.setupCard(wave!, 0, "hand");
    game.setupMana(0, "{1}");
    dm.chooseAnswers = [["red"]];
    castAndResolve(game, w.id);
    expect(game.object(red.id)).toBeUndefined();
    expect(game.object(green.id)?.zone).toBe("battlefield");
  });
});

describe('"can\'t be blocked by …", "… except by …" (509.1b)', () => {
  it("only the named blockers are restricted, only for that attacker", async () => {
    const [ceratok, rogue] = await compileFaces(
      creatureFace("Ceratok", "Ceratok can't be blocked by creatures with power 2 or less.", "4/3"),
      creatureFace("Rogue", "Rogue can't be blocked except by Walls.", "2/2"),
    );
    const { game } = newGame();
    const c = game.setupCard(ceratok!, 0, "battlefield");
    const r = game.setupCard(rogue!, 0, "battlefield");
    const other = game.setupCard(creature("Other", 2, 2), 0, "battlefield");
    const small = game.setupCard(creature("Small", 2, 2), 1, "battlefield");
    const big = game.setupCard(creature("Big", 3, 3), 1, "battlefield");
    const wall = game.setupCard(creature("Wall", 0, 4, [], { subtypes: ["Wall"] }), 1, "battlefield");
    game.setupTurn({ active: 0, step: "beginCombat", number: 2 });
    advance(game, () => game.turnInfo().waiting === "attackers");
    game.declareAttackers(0, [c, r, other].map((a) => ({ attacker: a.id, defender: { player: 1 } })));
    advance(game, () => game.turnInfo().waiting === "blockers");
    const cp = game.checkpoint();
    expect(() => game.declareBlockers(1, [{ blocker: small.id, attacker: c.id }])).toThrow(/can't be blocked by Small/);
    game.rollback(cp);
    expect(() => game.declareBlockers(1, [{ blocker: big.id, attacker: r.id }])).toThrow(/can't be blocked by Big/);
    game.rollback(cp);
    game.declareBlockers(1, [
      { blocker: big.id, attacker: c.id },
      { blocker: wall.id, attacker: r.id },
      { blocker: small.id, attacker: other.id },
    ]);
    expect(game.combat()!.blockers).toHaveLength(3);
  });
});

describe('"with flying or reach" in a filter (702.1)', () => {
  it('"~ can\'t be blocked except by creatures with flying or reach"', async () => {
    const [spirit] = await compileFaces(creatureFace("Spirit", "Spirit can't be blocked except by creatures with flying or reach.", "2/2"));
    const { game } = newGame();
    const s = game.setupCard(spirit!, 0, "battlefield");
    const ground = game.setupCard(creature("Ground", 2, 2), 1, "battlefield");
    const spider = game.setupCard(creature("Spider", 1, 3, [{ kind: "keyword", keyword: "reach", source: { text: "Reach", span: [0, 5] } }]), 1, "battlefield");
    game.setupTurn({ active: 0, step: "beginCombat", number: 2 });
    advance(game, () => game.turnInfo().waiting === "attackers");
    game.declareAttackers(0, [{ attacker: s.id, defender: { player: 1 } }]);
    advance(game, () => game.turnInfo().waiting === "blockers");
    const cp = game.checkpoint();
    expect(() => game.declareBlockers(1, [{ blocker: ground.id, attacker: s.id }])).toThrow(/can't be blocked by Ground/);
    game.rollback(cp);
    game.declareBlockers(1, [{ blocker: spider.id, attacker: s.id }]);
    expect(game.combat()!.blockers).toHaveLength(1);
  });
});

describe('"doesn\'t untap during its controller\'s untap step" (502.3)', () => {
  it("an Aura's enchanted creature and a creature's own ability: they stay tapped; others untap", async () => {
    const [lock, giant] = await compileFaces(
      face("Lock", "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step.", "Enchantment — Aura"),
      creatureFace("Giant", "Giant doesn't untap during your untap step.", "7/7"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield", { tapped: true });
    const other = game.setupCard(creature("Other", 2, 2), 1, "battlefield", { tapped: true });
    game.setupCard(lock!, 0, "battlefield", { attachedTo: bear.id });
    const g = game.setupCard(giant!, 1, "battlefield", { tapped: true });
    game.setupTurn({ active: 0, step: "end", number: 2 });
    advance(game, () => game.turnInfo().active === 1 && game.turnInfo().step === "upkeep");
    expect(game.object(bear.id)!.tapped).toBe(true);
    expect(game.object(g.id)!.tapped).toBe(true);
    expect(game.object(other.id)!.tapped).toBe(false);
  });
});

describe('"… at end of combat" (511.2): a delayed trigger at the beginning of the end of combat step', () => {
  it('"When ~ attacks or blocks, sacrifice it at end of combat."; "Whenever ~ deals damage to a creature, destroy that creature at end of combat."', async () => {
    const [fog, basilisk] = await compileFaces(
      creatureFace("Fog", "When Fog attacks or blocks, sacrifice it at end of combat.", "4/4"),
      creatureFace("Basilisk", "Whenever Basilisk deals damage to a creature, destroy that creature at end of combat.", "1/1"),
    );
    const { game } = newGame();
    const f = game.setupCard(fog!, 0, "battlefield");
    game.setupCard(basilisk!, 1, "battlefield");
    const b = game.objects("battlefield").find((o) => o.name === "Basilisk")!;
    game.setupTurn({ active: 0, step: "beginCombat", number: 2 });
    advance(game, () => game.turnInfo().waiting === "attackers");
    game.declareAttackers(0, [{ attacker: f.id, defender: { player: 1 } }]);
    advance(game, () => game.turnInfo().waiting === "blockers");
    game.declareBlockers(1, [{ blocker: b.id, attacker: f.id }]);
    advance(game, () => game.turnInfo().step === "endCombat");
    // Fog survived the damage (1 < 4) but both delayed triggers destroy/sacrifice it as the end of combat step begins
    expect(game.object(f.id)?.zone).toBe("battlefield");
    expect(game.stack().length).toBeGreaterThan(0);
    advance(game, () => game.stack().length === 0);
    expect(game.object(f.id)).toBeUndefined();
    expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual(["Fog"]);
  });
});

describe("a delayed instruction about this ability's targets (603.7)", () => {
  it('"Sacrifice that creature at the beginning of the next end step": the target chosen for this ability, not the delayed one\'s', async () => {
    const [oaf] = await compileFaces(
      creatureFace("Oaf", "{T}: Target creature you control gets +1/+0 until end of turn. Sacrifice that creature at the beginning of the next end step.", "3/3"),
    );
    const { game } = newGame();
    const o = game.setupCard(oaf!, 0, "battlefield");
    const goblin = game.setupCard(creature("Goblin", 1, 1), 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, o.id, 0, { targets: [[{ object: goblin.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(goblin.id)!.power).toBe(2);
    advance(game, () => game.turnInfo().step === "end" && game.stack().length === 0 && game.object(goblin.id) === undefined, 30);
    expect(game.object(goblin.id)).toBeUndefined();
    expect(game.objects("graveyard", 0).map((x) => x.name)).toEqual(["Goblin"]);
  });
});

describe('"At the beginning of the upkeep of enchanted creature\'s controller" (303.4)', () => {
  it("triggers in that player's upkeep only; \"that player\" and \"that creature\" are them and the enchanted creature", async () => {
    const [bleed, mutation] = await compileFaces(
      face("Bleed", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.", "Enchantment — Aura"),
      face("Mutation", "Enchant creature\nAt the beginning of the upkeep of enchanted creature's controller, put a -1/-1 counter on that creature.", "Enchantment — Aura"),
    );
    const { game } = newGame();
    for (let i = 0; i < 3; i++) for (const p of [0, 1]) game.setupCard(creature("Card", 1, 1), p, "library");
    const bear = game.setupCard(creature("Bear", 3, 3), 1, "battlefield");
    game.setupCard(bleed!, 0, "battlefield", { attachedTo: bear.id });
    game.setupCard(mutation!, 0, "battlefield", { attachedTo: bear.id });
    game.setupTurn({ active: 0, step: "end", number: 2 });
    advance(game, () => game.turnInfo().active === 1 && game.turnInfo().step === "draw");
    expect(game.player(1).life).toBe(19);
    expect(game.player(0).life).toBe(20);
    expect(game.object(bear.id)!.counters["-1/-1"]).toBe(1);
    advance(game, () => game.turnInfo().active === 0 && game.turnInfo().step === "draw");
    expect(game.player(1).life).toBe(19);
    expect(game.object(bear.id)!.counters["-1/-1"]).toBe(1);
  });
});

describe("prevention to a recipient until end of turn (615.1a)", () => {
  it('"Prevent all damage that would be dealt to target creature this turn", "… dealt to you this turn"', async () => {
    const [shield, riot, pinger] = await compileFaces(
      face("Shield", "Prevent all damage that would be dealt to target creature this turn.", "Instant"),
      face("Riot", "Prevent all damage that would be dealt to you this turn.", "Instant"),
      creatureFace("Pinger", "{T}: Pinger deals 1 damage to any target.", "1/1"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 1, 1), 0, "battlefield");
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield");
    const p1 = game.setupCard(pinger!, 1, "battlefield");
    const p2 = game.setupCard(pinger!, 1, "battlefield");
    const p3 = game.setupCard(pinger!, 1, "battlefield");
    const s = game.setupCard(shield!, 0, "hand");
    const r = game.setupCard(riot!, 0, "hand");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: bear.id }]] });
    castAndResolve(game, r.id);
    for (const [p, target] of [
      [p1, { object: bear.id }],
      [p2, { object: other.id }],
      [p3, { player: 0 }],
    ] as const) {
      game.pass(0);
      game.activate(1, p.id, 0, { targets: [[target]] });
      game.pass(1);
      game.pass(0);
    }
    expect(game.object(bear.id)?.zone).toBe("battlefield");
    expect(game.object(other.id)).toBeUndefined();
    expect(game.player(0).life).toBe(20);
  });
});

describe('"This spell can\'t be countered" (101.2)', () => {
  it("a counterspell doesn't counter it; other spells are countered as usual", async () => {
    const [decay, tyrant, cancel, bolt] = await compileFaces(
      face("Decay", "This spell can't be countered.\nDestroy target creature.", "Instant"),
      creatureFace("Tyrant", "This spell can't be countered.\nTrample", "7/6"),
      face("Cancel", "Counter target spell.", "Instant"),
      face("Bolt", "Bolt deals 3 damage to any target.", "Instant"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    for (const [spell, targets] of [
      [decay!, [[{ object: bear.id }]]],
      [tyrant!, undefined],
      [bolt!, [[{ player: 1 }]]],
    ] as const) {
      const s = game.setupCard(spell, 0, "hand");
      const c = game.setupCard(cancel!, 1, "hand");
      game.setupMana(0, "{1}");
      game.setupMana(1, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.cast(0, s.id, targets ? { targets: targets as never } : {});
      game.pass(0);
      game.cast(1, c.id, { targets: [[{ object: game.stack()[0]!.id }]] });
      game.pass(1);
      game.pass(0);
      // Cancel has resolved; the spell resolves unless it was countered
      if (game.stack().length) {
        game.pass(0);
        game.pass(1);
      }
    }
    expect(game.object(bear.id)).toBeUndefined();
    expect(game.objects("battlefield").some((o) => o.name === "Tyrant")).toBe(true);
    expect(game.player(1).life).toBe(20);
    expect(game.objects("graveyard", 0).map((o) => o.name).sort()).toEqual(["Bolt", "Decay"]);
  });
});

describe('"As this land enters, you may reveal a … card from your hand. If you don\'t, this land enters tapped." (614.12)', () => {
  it("enters untapped when a card is revealed, tapped when none can be or you decline", async () => {
    const [trail] = await compileFaces({
      name: "Trail",
      type: "Land",
      text: "As this land enters, you may reveal a Mountain or Forest card from your hand. If you don't, this land enters tapped.\n{T}: Add {R} or {G}.",
    });
    const forest = { ...creature("Forest", 0, 0), types: ["land"], subtypes: ["Forest"], supertypes: ["basic"], power: null, toughness: null };
    const { game, dm } = newGame();
    const t1 = game.setupCard(trail!, 0, "hand");
    game.setupCard(creature("Bear", 2, 2), 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, t1.id);
    // no Mountain or Forest card in hand: nothing to reveal, no question, tapped
    expect(dm.seen.some((d) => d.kind === "may")).toBe(false);
    expect(game.objects("battlefield", 0).find((o) => o.name === "Trail")!.tapped).toBe(true);

    const t2 = game.setupCard(trail!, 1, "hand");
    game.setupCard(forest, 1, "hand");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.playLand(1, t2.id);
    expect(dm.seen.some((d) => d.kind === "may")).toBe(true);
    expect(game.objects("battlefield").find((o) => o.name === "Trail" && o.controller === 1)!.tapped).toBe(false);
    expect(game.objects("hand", 1).map((o) => o.name)).toEqual(["Forest"]);
  });
});

describe('"At the beginning of your upkeep, if ~ is in your graveyard, …" (113.6, 603.4)', () => {
  it("triggers from the graveyard, not from the battlefield", async () => {
    const [zombie] = await compileFaces(
      creatureFace("Zombie", "At the beginning of your upkeep, if Zombie is in your graveyard, you may pay {1}. If you do, return Zombie to your hand.", "2/1"),
    );
    const { game } = newGame();
    for (let i = 0; i < 3; i++) for (const p of [0, 1]) game.setupCard(creature("Card", 1, 1), p, "library");
    const dead = game.setupCard(zombie!, 0, "graveyard");
    const alive = game.setupCard(zombie!, 0, "battlefield");
    game.setupCard({ ...creature("Wastes", 0, 0), types: ["land"], power: null, toughness: null, abilities: [{ kind: "activated", source: { text: "{T}: Add {C}.", span: [0, 13] }, cost: [{ kind: "tap" }], mana: true, produces: ["{C}"], effect: (ctx) => ctx.addMana("{C}") }] }, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 1 });
    advance(game, () => game.turnInfo().active === 0 && game.turnInfo().step === "upkeep" && game.stack().length > 0);
    expect(game.stack()).toHaveLength(1);
    game.pass(0);
    game.pass(1);
    expect(game.object(dead.id)).toBeUndefined();
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Zombie"]);
    expect(game.object(alive.id)?.zone).toBe("battlefield");
  });
});

describe('"This spell costs {1} less to cast for each …", "… if …" (601.2f)', () => {
  it("the reduction is counted, or checked, as the total cost is determined", async () => {
    const [tree, mage] = await compileFaces(
      { ...creatureFace("Tree", "This spell costs {1} less to cast for each creature card in your graveyard.", "10/10"), manaCost: "{4}{G}" },
      { ...creatureFace("Mage", "This spell costs {1} less to cast if you control a Wizard.", "2/2"), manaCost: "{2}{U}" },
    );
    const { game } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    game.setupCard(creature("Dead", 1, 1), 1, "graveyard");
    const t = game.setupCard(tree!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.setupMana(0, "{G}");
    // {4}{G} less 3: {1}{G}, not {G} alone
    expect(() => game.cast(0, t.id)).toThrow();
    game.setupMana(0, "{1}");
    castAndResolve(game, t.id);
    expect(game.objects("battlefield").some((o) => o.name === "Tree")).toBe(true);
    expect(game.player(0).pool).toBe("");

    const m = game.setupCard(mage!, 1, "hand");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.setupMana(1, "{U}{1}");
    expect(() => game.cast(1, m.id)).toThrow();
    game.setupCard(creature("Wizard", 1, 1, [], { subtypes: ["Wizard"] }), 1, "battlefield");
    game.cast(1, m.id);
    expect(game.player(1).pool).toBe("");
  });
});
