/**
 * Cards with two faces (rules 709 split cards, 710 flip cards, 712 double-faced cards, 716 adventurer cards): compiled from
 * a record "A // B" whose text gives each face's text separated by a line "---", then played through the generated module —
 * which face is up in each zone, casting either half or face, playing a land face, an Adventure going to exile.
 * Golden modules of one card of each kind are under test/emit/golden/faces-*.ts.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { BASIC_LANDS, matchesFilter } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { compileCard, generateCard, type CardFace } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { ROOT } from "./helpers.ts";
import { compileFaces } from "./play.ts";

type Game = ReturnType<typeof newGame>["game"];

const SPLIT: CardFace = {
  name: "Collision // Colossus",
  manaCost: "{1}{R/G} // {R}{G}",
  type: "Instant // Instant",
  text: "Collision deals 6 damage to target creature with flying.\n---\nTarget creature gets +4/+2 and gains trample until end of turn.",
};
const ADVENTURE: CardFace = {
  name: "Lovestruck Beast // Heart's Desire",
  manaCost: "{2}{G} // {G}",
  type: "Creature — Beast Noble // Sorcery — Adventure",
  text: "Trample\n---\nCreate a 1/1 white Human creature token.",
  power: "5",
  toughness: "5",
};
const OMEN: CardFace = {
  name: "Dirgur Island Dragon // Skimming Strike",
  manaCost: "{5}{U} // {1}{U}",
  type: "Creature — Dragon // Instant — Omen",
  text: "Flying\n---\nTap up to one target creature. Draw a card.",
  power: "4",
  toughness: "4",
};
const MODAL: CardFace = {
  name: "Spikefield Hazard // Spikefield Cave",
  manaCost: "{R}",
  type: "Instant // Land",
  text: "Spikefield Hazard deals 1 damage to any target.\n---\nSpikefield Cave enters the battlefield tapped.\n{T}: Add {R}.",
  layout: "modal_dfc",
};
const FLIP: CardFace = {
  name: "Erayo, Soratami Ascendant // Erayo's Essence",
  manaCost: "{1}{U}",
  type: "Legendary Creature — Moonfolk Monk // Legendary Enchantment",
  text: "Flying\n---\n",
  power: "1",
  toughness: "1",
  layout: "flip",
};

function ready(game: Game, mana: string) {
  game.setupMana(0, mana);
  game.setupTurn({ active: 0, step: "main1", number: 2 });
}

function resolve(game: Game) {
  game.pass(0);
  game.pass(1);
}

describe("split cards (709)", () => {
  it("combine both halves outside the stack, and only the half cast exists on the stack", async () => {
    const [card] = await compileFaces(SPLIT);
    const { game } = newGame();
    const flyer = game.setupCard(creature("Bird", 2, 2, [{ kind: "keyword", keyword: "flying", source: { text: "Flying", span: [0, 6] } }]), 1, "battlefield");
    const c = game.setupCard(card!, 0, "hand");
    // 709.4: two names, the combined mana cost and colours
    expect(c.name).toBe("Collision // Colossus");
    expect(c.manaValue).toBe(4);
    expect(c.colors).toEqual(["R", "G"]);
    ready(game, "{R}{R}");
    // 709.3: the half is chosen before it is put on the stack
    expect(() => game.cast(0, c.id, { targets: [[{ object: flyer.id }]] })).toThrow(/which half/);
    const spell = game.cast(0, c.id, { face: 0, targets: [[{ object: flyer.id }]] });
    expect(spell.name).toBe("Collision");
    expect(spell.manaValue).toBe(2);
    resolve(game);
    expect(game.object(flyer.id)).toBeUndefined();
    const [inYard] = game.objects("graveyard", 0);
    expect(inYard!.name).toBe("Collision // Colossus");
  });

  it("has each of its halves' names (709.4a)", async () => {
    const [card] = await compileFaces(SPLIT);
    const { game } = newGame();
    const c = game.setupCard(card!, 0, "hand");
    // a filter of names and zones only reads no context
    const ctx = {} as Parameters<typeof matchesFilter>[2];
    expect(matchesFilter(c, { name: "Colossus", zone: "hand" }, ctx)).toBe(true);
    expect(matchesFilter(c, { name: "Collision", zone: "hand" }, ctx)).toBe(true);
    expect(matchesFilter(c, { name: "Coll", zone: "hand" }, ctx)).toBe(false);
  });

  it("casts the other half with its own targets and cost", async () => {
    const [card] = await compileFaces(SPLIT);
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{R}");
    expect(() => game.cast(0, c.id, { face: 1, targets: [[{ object: bear.id }]] })).toThrow();
    game.setupMana(0, "{R}{G}");
    game.cast(0, c.id, { face: 1, targets: [[{ object: bear.id }]] });
    resolve(game);
    expect(game.object(bear.id)!.power).toBe(6);
  });
});

describe("a two-faced card cast by an effect (709.3, 716.3)", () => {
  it("its caster chooses the half, by name", async () => {
    const [card] = await compileFaces(SPLIT);
    const { game, dm } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const c = game.setupCard(card!, 0, "hand");
    const caster = game.setupCard(
      {
        name: "Caster",
        manaCost: "{0}",
        colors: [],
        supertypes: [],
        types: ["sorcery"],
        subtypes: [],
        power: null,
        toughness: null,
        loyalty: null,
        abilities: [{ kind: "spell", source: { text: "Cast it.", span: [0, 8] }, effect: (ctx) => void ctx.castCard(ctx.game.object(c.id), { withoutPaying: true }) }],
      },
      0,
      "hand",
    );
    ready(game, "");
    dm.chooseAnswers.push(["Colossus"]);
    game.cast(0, caster.id);
    resolve(game);
    const asked = dm.seen.find((d) => d.kind === "choose" && d.what === "option");
    expect(asked && "options" in asked ? asked.options : undefined).toEqual(["Collision", "Colossus"]);
    expect(game.stack()[0]!.source.name).toBe("Colossus");
    resolve(game);
    expect(game.object(bear.id)!.power).toBe(6);
  });
});

describe("adventurer cards (716)", () => {
  it("cast as an Adventure: only its characteristics, exiled as it resolves, then cast from exile as the creature (716.3d)", async () => {
    const [card] = await compileFaces(ADVENTURE);
    const { game } = newGame();
    const c = game.setupCard(card!, 0, "hand");
    expect(c.name).toBe("Lovestruck Beast");
    expect(c.types).toEqual(["creature"]);
    ready(game, "{G}");
    const spell = game.cast(0, c.id, { face: 1 });
    expect(spell.name).toBe("Heart's Desire");
    expect(spell.types).toEqual(["sorcery"]);
    resolve(game);
    expect(game.objects("battlefield").map((o) => o.name)).toEqual(["Human Token"]);
    const [exiled] = game.objects("exile");
    expect(exiled!.name).toBe("Lovestruck Beast");
    // not as an Adventure again this way
    game.setupMana(0, "{G}");
    expect(() => game.cast(0, exiled!.id, { from: "exile", face: 1 })).toThrow(/716.3d/);
    game.setupMana(0, "{2}{G}");
    game.cast(0, exiled!.id, { from: "exile" });
    resolve(game);
    const beast = game.objects("battlefield").find((o) => o.name === "Lovestruck Beast")!;
    expect([beast.power, beast.toughness]).toEqual([5, 5]);
    expect(beast.abilities.some((a) => a.kind === "keyword" && a.keyword === "trample")).toBe(true);
  });

  it("cast as the creature from the hand: a permanent spell with the normal characteristics", async () => {
    const [card] = await compileFaces(ADVENTURE);
    const { game } = newGame();
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{2}{G}");
    game.cast(0, c.id);
    resolve(game);
    expect(game.objects("battlefield").map((o) => o.name)).toEqual(["Lovestruck Beast"]);
  });

  it("an Omen is shuffled into its owner's library as it resolves", async () => {
    const [card] = await compileFaces(OMEN);
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    for (let i = 0; i < 3; i++) game.setupCard(creature("Filler", 1, 1), 0, "library");
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{1}{U}");
    game.cast(0, c.id, { face: 1, targets: [[{ object: bear.id }]] });
    resolve(game);
    expect(game.object(bear.id)!.tapped).toBe(true);
    // three cards, one drawn, the Omen shuffled in
    expect(game.objects("library", 0).map((o) => o.name).sort()).toEqual(["Dirgur Island Dragon", "Filler", "Filler"]);
    expect(game.objects("exile")).toEqual([]);
  });
});

describe("modal double-faced cards (712)", () => {
  it("plays the land face (712.8) and casts the spell face (712.7)", async () => {
    const [card] = await compileFaces(MODAL);
    const { game } = newGame();
    const land = game.setupCard(card!, 0, "hand");
    const spell = game.setupCard(card!, 0, "hand");
    // 712.4a: in the hand, only the front face
    expect(land.types).toEqual(["instant"]);
    ready(game, "{R}");
    expect(() => game.playLand(0, land.id)).toThrow(/not a land/);
    game.playLand(0, land.id, { face: 1 });
    const cave = game.objects("battlefield", 0)[0]!;
    expect(cave.name).toBe("Spikefield Cave");
    expect(cave.types).toEqual(["land"]);
    expect(cave.tapped).toBe(true);
    expect(cave.face).toBe(1);
    game.cast(0, spell.id, { targets: [[{ player: 1 }]] });
    resolve(game);
    expect(game.player(1).life).toBe(19);
    // back in the hand it is a new object with its front face up again (400.7, 712.4a)
    expect(game.objects("graveyard", 0)[0]!.name).toBe("Spikefield Hazard");
  });

  it("is set up on the battlefield with either face up; an instant face can't be", async () => {
    const [card] = await compileFaces(MODAL);
    const { game } = newGame();
    const cave = game.setupCard(card!, 0, "battlefield", { face: 1 });
    expect([cave.name, cave.types]).toEqual(["Spikefield Cave", ["land"]]);
    expect(() => game.setupCard(card!, 0, "battlefield")).toThrow(/304.4/);
    expect(() => game.setupCard(card!, 0, "hand", { face: 1 })).toThrow(/face up/);
  });

  it("casting the land face is not allowed (a land is played)", async () => {
    const [card] = await compileFaces(MODAL);
    const { game } = newGame();
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{R}");
    expect(() => game.cast(0, c.id, { face: 1 })).toThrow(/land/);
  });
});

describe("flip cards (710)", () => {
  it("have only their normal characteristics until flipped, with the mana cost of the card", async () => {
    const [card] = await compileFaces(FLIP);
    expect(card!.layout).toBe("flip");
    expect(card!.otherFace!.manaCost).toBeNull();
    const { game } = newGame();
    game.setupCard(BASIC_LANDS.Island, 0, "battlefield");
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{1}{U}");
    game.cast(0, c.id);
    resolve(game);
    const p = game.objects("battlefield", 0).find((o) => o.name === "Erayo, Soratami Ascendant")!;
    expect([p.power, p.toughness, p.manaValue]).toEqual([1, 1, 2]);
    expect(() => game.cast(0, c.id, { face: 1 })).toThrow();
  });
});

describe("flipping (710)", () => {
  it('"flip ~": the same permanent with its alternative characteristics and the card\'s mana cost and colour, for good', async () => {
    const [card] = await compileFaces({ ...FLIP, text: "Flying\n{1}: Flip Erayo, Soratami Ascendant.\n---\n" });
    const { game } = newGame();
    const erayo = game.setupCard(card!, 0, "battlefield");
    ready(game, "{1}");
    game.activate(0, erayo.id, 0);
    resolve(game);
    const essence = game.object(erayo.id)!;
    expect([essence.name, essence.types, essence.colors, essence.manaValue, essence.flipped]).toEqual(["Erayo's Essence", ["enchantment"], ["U"], 2, true]);
  });

  it('"flip ~" on a record of one face is refused', () => {
    const g = generateCard({ name: "Jushi Apprentice", manaCost: "{1}{U}", type: "Creature — Human Wizard", power: "1", toughness: "2", text: "{2}{U}, {T}: Draw a card. If you have nine or more cards in hand, flip Jushi Apprentice." });
    expect(g.refused.map((d) => d.message)).toEqual([expect.stringMatching(/flipping \(rule 710\) a card whose record gives one face/)]);
  });
});

describe("what the record leaves open is refused, never guessed", () => {
  const messages = (f: CardFace) => generateCard(f).refused.map((d) => d.message).join("; ");
  it("a flip card whose record gives the P/T of one creature face only", () => {
    expect(messages({ ...FLIP, type: "Creature — Human Wizard // Legendary Creature — Human Wizard" })).toMatch(/gives them for one face only/);
  });
  it("two permanent faces without a layout: transforming or modal (712.1)?", () => {
    expect(messages({ name: "A // B", type: "Creature — Elf // Land", text: "", power: "1", toughness: "1", manaCost: "{G}" })).toMatch(/transforms or is modal/);
  });
  it("without a layout, a text that transforms or flips the card says what it is (712.1, 710.1a)", () => {
    const { layout, ...noLayout } = TRANSFORM;
    expect(layout).toBe("transform");
    expect(generateCard(noLayout).source).toContain('layout: "transform"');
    const { layout: _, ...flip } = FLIP;
    expect(generateCard({ ...flip, text: "{1}: Flip Erayo, Soratami Ascendant.\n---\n" }).source).toContain('layout: "flip"');
  });
  it("a text that does not say which words belong to which face", () => {
    expect(messages({ ...SPLIT, text: "Draw a card." })).toMatch(/which words belong to which face/);
  });
  it("a face without its mana cost, a creature face without its P/T", () => {
    expect(messages({ ...MODAL, manaCost: "" })).toMatch(/without its mana cost \("Spikefield Hazard"/);
    expect(messages({ ...ADVENTURE, power: undefined, toughness: undefined } as CardFace)).toMatch(/without its power and toughness/);
  });
  it("a transforming card's creature back face: its P/T and colour indicator are not in the record", () => {
    const m = messages({ name: "Front // Back", manaCost: "{G}", type: "Creature — Elf // Creature — Elf", text: "", power: "1", toughness: "1", layout: "transform" });
    expect(m).toMatch(/without its power and toughness \("Back"/);
    expect(m).toMatch(/colour indicator/);
  });
  it("a face's diagnostics point into the record's text", () => {
    const g = generateCard({ ...ADVENTURE, text: "Trample\n---\nZorble the frobnitz." });
    const d = g.refused[0]!;
    expect(ADVENTURE.text.length).toBeGreaterThan(0);
    expect("Trample\n---\nZorble the frobnitz.".slice(d.span[0], d.span[1])).toContain("Zorble");
  });
});

describe("golden modules of two-faced cards (test/emit/golden/faces-*.ts)", () => {
  const GOLDEN: Record<string, CardFace> = { split: SPLIT, adventure: ADVENTURE, omen: OMEN, modal: MODAL, flip: FLIP };
  for (const [kind, f] of Object.entries(GOLDEN)) {
    it(kind, async () => {
      const g = await compileCard(f);
      expect(g.refused).toEqual([]);
      const path = join(ROOT, "test/emit/golden", `faces-${kind}.ts`);
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(path)) writeFileSync(path, g.source);
      expect(g.source).toBe(readFileSync(path, "utf8"));
    });
  }
});

const TRANSFORM: CardFace = {
  name: "Ixalan Shrine // Ixalan Fort",
  manaCost: "{1}{W}",
  type: "Legendary Enchantment // Legendary Land",
  layout: "transform",
  text: "{2}: Transform Ixalan Shrine.\n---\nWhen this land transforms into Ixalan Fort, you gain 2 life.\n{T}: Add {W}.\n{3}: Transform Ixalan Fort.",
};

describe("transforming double-faced cards (712, 701.28)", () => {
  it("transform as an action: the same object with its back face up, a 'transforms into' trigger, and back again", async () => {
    const [card] = await compileFaces(TRANSFORM);
    const { game } = newGame();
    const shrine = game.setupCard(card!, 0, "battlefield");
    expect(shrine.name).toBe("Ixalan Shrine");
    ready(game, "{2}");
    game.activate(0, shrine.id, 0);
    resolve(game);
    // 712.14: the same object; 712.4d: the mana value of its front face
    const fort = game.object(shrine.id)!;
    expect([fort.name, fort.types, fort.face, fort.manaValue]).toEqual(["Ixalan Fort", ["land"], 1, 2]);
    // "When this land transforms into Ixalan Fort" (701.28e) triggered
    expect(game.stack().length).toBe(1);
    resolve(game);
    expect(game.player(0).life).toBe(22);
    // its back face's abilities: {3}: transform back (the second activated ability; the first is its mana ability)
    game.setupMana(0, "{3}");
    game.activate(0, shrine.id, 1);
    resolve(game);
    const again = game.object(shrine.id)!;
    expect([again.name, again.face]).toEqual(["Ixalan Shrine", undefined]);
    expect(game.stack().length).toBe(0);
  });

  it("701.28f: its own ability doesn't transform it again if it transformed since the ability was put on the stack", async () => {
    const [card] = await compileFaces(TRANSFORM);
    const { game } = newGame();
    const shrine = game.setupCard(card!, 0, "battlefield");
    ready(game, "{2}{2}");
    game.activate(0, shrine.id, 0);
    game.activate(0, shrine.id, 0);
    resolve(game);
    expect(game.object(shrine.id)!.name).toBe("Ixalan Fort");
    // the trigger went on the stack above the first activation; it resolves, then the older activation is ignored
    resolve(game);
    resolve(game);
    expect(game.object(shrine.id)!.name).toBe("Ixalan Fort");
  });

  it("is cast and put into other zones with its front face up (712.4a, 712.7, 712.10)", async () => {
    const [card] = await compileFaces(TRANSFORM);
    const { game } = newGame();
    const c = game.setupCard(card!, 0, "hand");
    ready(game, "{1}{W}");
    expect(() => game.cast(0, c.id, { face: 1 })).toThrow(/712.7/);
    game.cast(0, c.id);
    resolve(game);
    expect(game.objects("battlefield", 0).map((o) => o.name)).toEqual(["Ixalan Shrine"]);
  });

  it("a record of one face can't transform: its transform instructions and triggers are refused", () => {
    const g = generateCard({
      name: "Delver of Secrets",
      manaCost: "{U}",
      type: "Creature — Human Wizard",
      power: "1",
      toughness: "1",
      text: "At the beginning of your upkeep, you may transform Delver of Secrets.\nWhen this creature transforms into Delver of Secrets, draw a card.",
    });
    expect(g.refused.map((d) => d.message)).toEqual([expect.stringMatching(/record gives one face/), expect.stringMatching(/record gives one face/)]);
  });

  it('"return it to the battlefield transformed" (712.10a) is refused with its reason', () => {
    const one = generateCard({ name: "Harvest Hand", manaCost: "{3}", type: "Artifact Creature — Scarecrow", power: "2", toughness: "2", text: "When Harvest Hand dies, return it to the battlefield transformed under your control." });
    expect(one.refused.map((d) => d.message)).toEqual([expect.stringMatching(/record gives one face \("to the battlefield transformed/)]);
    const two = generateCard({ ...TRANSFORM, text: "When Ixalan Shrine is put into a graveyard from the battlefield, return it to the battlefield transformed.\n---\n" });
    expect(two.refused.map((d) => d.message)).toEqual([expect.stringMatching(/onto the battlefield transformed \(rule 712.10a/)]);
  });

  it("a back face that isn't a land has a colour indicator the record doesn't give", () => {
    const g = generateCard({ ...TRANSFORM, type: "Legendary Enchantment // Legendary Artifact" });
    expect(g.refused.map((d) => d.message).join("; ")).toMatch(/colour indicator/);
  });

  it("golden module", async () => {
    const g = await compileCard(TRANSFORM);
    expect(g.refused).toEqual([]);
    const path = join(ROOT, "test/emit/golden", "faces-transform.ts");
    if (process.env.UPDATE_GOLDEN === "1" || !existsSync(path)) writeFileSync(path, g.source);
    expect(g.source).toBe(readFileSync(path, "utf8"));
  });
});
