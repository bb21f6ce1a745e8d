/**
 * Copy effects on permanents (rule 707), compiled from card text and played: token copies with their exceptions (707.2, 707.9),
 * populate (701.30), "enter as a copy" (707.5), copies of copies (707.3) and of face-down permanents (708.2a).
 */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type Game = ReturnType<typeof newGame>["game"];

function castAndResolve(game: Game, id: number, options: Parameters<Game["cast"]>[2] = {}) {
  game.cast(0, id, options);
  game.pass(0);
  game.pass(1);
}

/** Both players pass until the stack is empty (triggers and copies included). */
function resolveAll(game: Game) {
  while (game.stack().length > 0) {
    game.pass(0);
    game.pass(1);
  }
}

const battlefield = (game: Game, player: number) => game.objects("battlefield").filter((o) => o.controller === player);

describe("token copies (707.2, 111.1)", () => {
  it("copies the printed values, not the effects on the original, and adds the exception's ability (707.9a)", async () => {
    const [counterpart] = await compileFaces(face("Counterpart", "Create a token that's a copy of target creature you control, except it has haste.", "Instant"));
    const { game } = newGame();
    const ogre = game.setupCard(creature("Ogre", 3, 3, [], { subtypes: ["Ogre"], colors: ["R"] }), 0, "battlefield", { counters: { "+1/+1": 2 } });
    const s = game.setupCard(counterpart!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: ogre.id }]] });
    const token = battlefield(game, 0).find((o) => o.token)!;
    expect(token.name).toBe("Ogre");
    expect(token.subtypes).toEqual(["Ogre"]);
    expect(token.colors).toEqual(["R"]);
    // counters are not copiable values (707.2)
    expect([token.power, token.toughness]).toEqual([3, 3]);
    expect(token.abilities.some((a) => a.kind === "keyword" && a.keyword === "haste")).toBe(true);
    expect(game.object(ogre.id)!.abilities.some((a) => a.kind === "keyword" && a.keyword === "haste")).toBe(false);
  });

  it('sets power, toughness, color and creature types ("except it\'s a 1/1 green Frog", 707.9b) and removes "legendary"', async () => {
    const [frog, unlegend] = await compileFaces(
      face("Frogify", "Create a token that's a copy of target creature, except it's a 1/1 green Frog.", "Instant"),
      face("Mirror", "Create a token that's a copy of target creature you control, except it isn't legendary.", "Instant"),
    );
    const { game } = newGame();
    const knight = game.setupCard(creature("Knight", 4, 4, [], { subtypes: ["Human", "Knight"], colors: ["W"] }), 1, "battlefield");
    const hero = game.setupCard(creature("Hero", 4, 4, [], { subtypes: ["Human"], colors: ["W"], supertypes: ["legendary"] }), 0, "battlefield");
    const s1 = game.setupCard(frog!, 0, "hand");
    const s2 = game.setupCard(unlegend!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id, { targets: [[{ object: knight.id }]] });
    const t1 = battlefield(game, 0).find((o) => o.token)!;
    expect([t1.name, t1.power, t1.toughness, t1.colors, t1.subtypes, t1.types]).toEqual(["Knight", 1, 1, ["G"], ["Frog"], ["creature"]]);
    castAndResolve(game, s2.id, { targets: [[{ object: hero.id }]] });
    const t2 = battlefield(game, 0).find((o) => o.token && o.name === "Hero")!;
    expect(t2.supertypes).toEqual([]);
    // not legendary: the legend rule (704.5j) leaves both
    expect(game.object(hero.id)).toBeDefined();
  });

  it('"When ~ dies, create a token that\'s a copy of it": the creature as it last existed (608.2h)', async () => {
    const [phoenix] = await compileFaces(creatureFace("Echo Beast", "When Echo Beast dies, create a token that's a copy of it, except it's an artifact in addition to its other types.", "2/3", "Creature — Beast"));
    const { game } = newGame();
    const beast = game.setupCard(phoenix!, 0, "battlefield");
    const [bolt] = await compileFaces(face("Bolt", "Bolt deals 3 damage to any target.", "Instant"));
    const b = game.setupCard(bolt!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, b.id, { targets: [[{ object: beast.id }]] });
    // the trigger resolves
    game.pass(0);
    game.pass(1);
    const token = battlefield(game, 0).find((o) => o.token)!;
    expect(token.name).toBe("Echo Beast");
    expect(token.types).toEqual(["creature", "artifact"]);
    expect([token.power, token.toughness]).toEqual([2, 3]);
    // the copy has the dies ability too (it was copied with the rules text, 707.2a)
    expect(token.abilities.filter((a) => a.kind === "triggered")).toHaveLength(1);
  });

  it("a copy of a token copy has the first copy's values, exceptions included (707.3, 707.9b)", async () => {
    const [copier] = await compileFaces(face("Copier", "Create a token that's a copy of target creature, except it has flying.", "Instant"));
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const s1 = game.setupCard(copier!, 0, "hand");
    const s2 = game.setupCard(copier!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id, { targets: [[{ object: bear.id }]] });
    const first = battlefield(game, 0).find((o) => o.token)!;
    castAndResolve(game, s2.id, { targets: [[{ object: first.id }]] });
    const second = battlefield(game, 0).find((o) => o.token && o.id !== first.id)!;
    // flying from the first copy's exception, and flying again from the second one's
    expect(second.abilities.filter((a) => a.kind === "keyword" && a.keyword === "flying")).toHaveLength(2);
  });

  it("refuses exceptions it can't apply rather than dropping them", () => {
    const refused = generateCard(face("Odd", "Create a token that's a copy of target creature, except its name is Odd.", "Instant")).refused;
    expect(refused.map((d) => d.message).join("; ")).toMatch(/does not support/);
  });
});

describe("populate (701.30)", () => {
  it("copies a creature token you control, and does nothing without one", async () => {
    const [pop] = await compileFaces(face("Pop", "Populate.", "Sorcery"));
    const { game, dm } = newGame();
    const s1 = game.setupCard(pop!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id);
    expect(battlefield(game, 0)).toHaveLength(0);
    // a token made by another card
    const [maker] = await compileFaces(face("Maker", "Create a 2/2 green Wolf creature token. Create a 1/1 white Soldier creature token.", "Sorcery"));
    const m = game.setupCard(maker!, 0, "hand");
    game.setupMana(0, "{1}");
    castAndResolve(game, m.id);
    const soldier = battlefield(game, 0).find((o) => o.subtypes.includes("Soldier"))!;
    const s2 = game.setupCard(pop!, 0, "hand");
    dm.chooseAnswers.push([{ object: soldier.id }]);
    castAndResolve(game, s2.id);
    expect(battlefield(game, 0).filter((o) => o.subtypes.includes("Soldier"))).toHaveLength(2);
    expect(battlefield(game, 0).filter((o) => o.subtypes.includes("Wolf"))).toHaveLength(1);
  });
});

describe('"enter as a copy" (707.5)', () => {
  it("enters with the chosen creature's values, its enters triggers trigger, and a copy of it copies what it copied", async () => {
    const [clone, wall] = await compileFaces(
      creatureFace("Clone", "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "0/0", "Creature — Shapeshifter"),
      creatureFace("Wall of Omens", "Defender\nWhen Wall of Omens enters the battlefield, draw a card.", "0/4", "Creature — Wall"),
    );
    const { game, dm } = newGame();
    const w = game.setupCard(wall!, 1, "battlefield");
    game.setupCard(creature("Card", 1, 1), 0, "library");
    const c = game.setupCard(clone!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push([{ object: w.id }]);
    castAndResolve(game, c.id);
    const copy = battlefield(game, 0)[0]!;
    expect([copy.name, copy.power, copy.toughness, copy.subtypes]).toEqual(["Wall of Omens", 0, 4, ["Wall"]]);
    // its "When Wall of Omens enters" trigger (707.5): Alice draws
    const hand = game.objects("hand").filter((o) => o.owner === 0).length;
    game.pass(0);
    game.pass(1);
    expect(game.objects("hand").filter((o) => o.owner === 0).length).toBe(hand + 1);
    // a second Clone copying the first copies Wall of Omens (707.3)
    const c2 = game.setupCard(clone!, 0, "hand");
    game.setupMana(0, "{1}");
    dm.chooseAnswers.push([{ object: copy.id }]);
    castAndResolve(game, c2.id);
    expect(battlefield(game, 0).filter((o) => o.name === "Wall of Omens")).toHaveLength(2);
  });

  it("declining leaves a 0/0 Clone, which dies (704.5f); a copy ends when it leaves the battlefield (400.7)", async () => {
    const [clone] = await compileFaces(creatureFace("Clone", "You may have Clone enter the battlefield as a copy of any creature on the battlefield.", "0/0", "Creature — Shapeshifter"));
    const { game } = newGame();
    game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const c = game.setupCard(clone!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, c.id);
    const inGraveyard = game.objects("graveyard").find((o) => o.owner === 0)!;
    expect(inGraveyard.name).toBe("Clone");
  });

  it("a face-down creature is copied as a nameless 2/2 (708.2a)", async () => {
    const [copier] = await compileFaces(face("Copier", "Create a token that's a copy of target creature.", "Instant"));
    const { game } = newGame();
    const hidden = game.setupCard(creature("Hidden", 5, 5), 0, "battlefield", { faceDown: true });
    const s = game.setupCard(copier!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: hidden.id }]] });
    const token = battlefield(game, 0).find((o) => o.token)!;
    expect([token.name, token.power, token.toughness, token.faceDown]).toEqual(["", 2, 2, false]);
  });
});

describe('"Whenever you cast …, copy it" (707.10)', () => {
  it("copies the spell of the cast trigger", async () => {
    const [echo, shock] = await compileFaces(
      face("Echo", "Whenever you cast an instant or sorcery spell, copy it.", "Enchantment"),
      face("Shock", "Shock deals 2 damage to target player.", "Instant"),
    );
    const { game } = newGame();
    game.setupCard(echo!, 0, "battlefield");
    const s = game.setupCard(shock!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    resolveAll(game);
    expect(game.player(1).life).toBe(16);
  });

  it('refuses "You may choose new targets for the copy" after a copy made only "if you do"', () => {
    const refused = generateCard(
      face("Cloven", "Whenever you cast a multicolored instant or sorcery spell, you may pay {1}. If you do, copy that spell. You may choose new targets for the copy.", "Enchantment"),
    ).refused;
    expect(refused.map((d) => d.message).join("; ")).toMatch(/choose new targets/);
  });
});

describe('"Whenever you cast or copy …" (707.10)', () => {
  it("triggers on the cast and on the copy, and a copy is not cast", async () => {
    const [watcher, caster, echo, shock] = await compileFaces(
      face("Watcher", "Whenever you cast or copy an instant or sorcery spell, you gain 1 life.", "Enchantment"),
      face("Caster", "Whenever you cast an instant or sorcery spell, you gain 10 life.", "Enchantment"),
      face("Echo", "Whenever you cast an instant or sorcery spell, copy it.", "Enchantment"),
      face("Shock", "Shock deals 2 damage to target player.", "Instant"),
    );
    const { game } = newGame();
    for (const d of [watcher!, caster!, echo!]) game.setupCard(d, 0, "battlefield");
    const s = game.setupCard(shock!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    resolveAll(game);
    // 1 (cast) + 1 (copy) + 10 (cast only)
    expect(game.player(0).life).toBe(32);
    expect(game.player(1).life).toBe(16);
  });
});
