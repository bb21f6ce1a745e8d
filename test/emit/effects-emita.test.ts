/**
 * Instructions of effects the code generator compiles, each played on the runtime through the generated module: choosing targets
 * by an instruction ("Choose target …"), "If …, …. Otherwise, …", keyword actions (rule 701), "For each …," sentences.
 */
import { BASIC_LANDS } from "oraclec/runtime";
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

function refusal(text: string, type = "Sorcery"): string {
  return generateCard(face("Test", text, type))
    .refused.map((d) => d.message)
    .join("; ");
}

describe('"Choose target …" (115.1, 601.2c)', () => {
  it('names targets that "the creature you control" and "the creature an opponent controls" refer back to', async () => {
    const [bite] = await compileFaces(
      face(
        "Bite",
        "Choose target creature you control and target creature an opponent controls. Put two +1/+1 counters on the creature you control. The creature you control deals damage equal to its power to the creature an opponent controls.",
        "Sorcery",
      ),
    );
    const { game } = newGame();
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    const other = game.setupCard(creature("Other", 2, 2), 0, "battlefield");
    const theirs = game.setupCard(creature("Theirs", 1, 3), 1, "battlefield");
    const s = game.setupCard(bite!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: mine.id }], [{ object: theirs.id }]] });
    expect(game.object(mine.id)!.counters["+1/+1"]).toBe(2);
    expect(game.object(other.id)!.counters["+1/+1"] ?? 0).toBe(0);
    // 3 damage (its power after the counters) to the 1/3
    expect(game.object(theirs.id)).toBeUndefined();
  });

  it('"Choose target opponent" names "that player"', async () => {
    const [herd] = await compileFaces(face("Herd", "Choose target opponent. You gain 1 life for each artifact that player controls.", "Instant"));
    const { game } = newGame();
    for (let i = 0; i < 2; i++) game.setupCard({ ...creature(`A${i}`, 1, 1), types: ["artifact"], power: null, toughness: null }, 1, "battlefield");
    game.setupCard({ ...creature("Mine", 1, 1), types: ["artifact"], power: null, toughness: null }, 0, "battlefield");
    const s = game.setupCard(herd!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ player: 1 }]] });
    expect(game.player(0).life).toBe(22);
  });

  it('refuses "the creature" when two chosen targets have the same words', () => {
    expect(refusal("Choose target creature and target creature. The creature gets +1/+1 until end of turn.")).toMatch(/does not support/);
  });
});

describe('"If …, …. Otherwise, …"', () => {
  const text = "Reveal the top card of your library. If it's a creature card, put it into your hand. Otherwise, put it into your graveyard.";

  it("does the first instruction when the condition holds, the second when it doesn't", async () => {
    const [oracle] = await compileFaces(face("Oracle", text, "Sorcery"));
    for (const [top, zone] of [
      [creature("Bear", 2, 2), "hand"],
      [BASIC_LANDS.Forest!, "graveyard"],
    ] as const) {
      const { game } = newGame();
      game.setupCard(top, 0, "library");
      game.setupCard(creature("Below", 1, 1), 0, "library");
      const s = game.setupCard(oracle!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, s.id);
      expect(game.objects(zone, 0).map((o) => o.name)).toContain(top.name);
      expect(game.objects("library", 0).map((o) => o.name)).toEqual(["Below"]);
    }
  });

  it('"If you do, …. Otherwise, …" follows the choice', async () => {
    const [feast] = await compileFaces(face("Feast", "You may sacrifice a creature. If you do, you gain 5 life. Otherwise, you lose 2 life.", "Sorcery"));
    for (const [accept, life] of [
      [true, 25],
      [false, 18],
    ] as const) {
      const { game, dm } = newGame();
      dm.may = () => accept;
      game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
      const s = game.setupCard(feast!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, s.id);
      expect(game.player(0).life).toBe(life);
    }
  });

  it('"Exile the top card of your library. If it\'s a land card, …": the card exiled, not the new top card', async () => {
    const [harlequin] = await compileFaces(
      creatureFace("Harlequin", "{1}: Exile the top card of your library. If it's a land card, you gain 3 life. Otherwise, you lose 1 life."),
    );
    const { game } = newGame();
    game.setupCard(BASIC_LANDS.Mountain!, 0, "library");
    game.setupCard(creature("Below", 1, 1), 0, "library");
    const h = game.setupCard(harlequin!, 0, "battlefield");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, h.id, 0, {});
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(23);
  });

  it('refuses "Otherwise" after "you may" (is declining "otherwise"?) and "it" after the branches', () => {
    expect(refusal("Reveal the top card of your library. If it's a creature card, you may put it into your hand. Otherwise, put it into your graveyard.")).toMatch(
      /Otherwise/,
    );
    expect(
      refusal("Reveal the top card of your library. If it's a creature card, put it into your hand. Otherwise, put it into your graveyard. You gain life equal to its mana value."),
    ).toMatch(/does not support/);
  });

  it('refuses "it" after a block that named it ("If you do, reveal the top card … If it\'s …")', () => {
    expect(
      refusal("Whenever a creature you control dies, you may pay {1}. If you do, reveal the top card of your library. If it's a land card, put it onto the battlefield.", "Enchantment"),
    ).toMatch(/pronoun "it"/);
  });
});

describe("keyword actions with a number (701)", () => {
  it('"Adapt 2" (701.43a) puts the counters only while the permanent has none', async () => {
    const [adapter] = await compileFaces(creatureFace("Adapter", "{1}: Adapt 2."));
    const { game } = newGame();
    const a = game.setupCard(adapter!, 0, "battlefield");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 2; i++) {
      game.activate(0, a.id, 0, {});
      game.pass(0);
      game.pass(1);
    }
    expect(game.object(a.id)!.counters["+1/+1"]).toBe(2);
  });

  it('"Bolster 2" (701.33a) puts the counters on a creature you control with the least toughness', async () => {
    const [spell] = await compileFaces(face("Bolstering", "Bolster 2.", "Sorcery"));
    const { game } = newGame();
    const big = game.setupCard(creature("Big", 1, 4), 0, "battlefield");
    const small = game.setupCard(creature("Small", 3, 2), 0, "battlefield");
    const theirs = game.setupCard(creature("Theirs", 1, 1), 1, "battlefield");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.object(small.id)!.counters["+1/+1"]).toBe(2);
    expect(game.object(big.id)!.counters["+1/+1"] ?? 0).toBe(0);
    expect(game.object(theirs.id)!.counters["+1/+1"] ?? 0).toBe(0);
  });

  it('"Support 2" (701.35a): up to two target creatures, other ones on a permanent', async () => {
    const [spell, supporter] = await compileFaces(face("Supporting", "Support 2.", "Instant"), creatureFace("Supporter", "{1}: Support 1."));
    const { game } = newGame();
    const a = game.setupCard(creature("A", 1, 1), 0, "battlefield");
    const b = game.setupCard(creature("B", 1, 1), 1, "battlefield");
    const s = game.setupCard(spell!, 0, "hand");
    const sup = game.setupCard(supporter!, 0, "battlefield");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: a.id }, { object: b.id }]] });
    expect(game.object(a.id)!.counters["+1/+1"]).toBe(1);
    expect(game.object(b.id)!.counters["+1/+1"]).toBe(1);
    expect(() => game.activate(0, sup.id, 0, { targets: [[{ object: sup.id }]] })).toThrow(/not a legal target/);
  });

  it('"Discover 3": exiles until a nonland card with mana value 3 or less, cast free or put into hand, the rest on the bottom', async () => {
    const [spell] = await compileFaces(face("Discovery", "Discover 3.", "Sorcery"));
    for (const cast of [true, false]) {
      const { game, dm } = newGame();
      dm.may = () => cast;
      game.setupCard(BASIC_LANDS.Forest!, 0, "library");
      game.setupCard({ ...creature("Huge", 5, 5), manaCost: "{5}" }, 0, "library");
      game.setupCard({ ...creature("Bear", 2, 2), manaCost: "{1}{G}" }, 0, "library");
      game.setupCard(creature("Below", 1, 1), 0, "library");
      const s = game.setupCard(spell!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, s.id);
      if (cast) {
        game.pass(0);
        game.pass(1);
        expect(game.objects("battlefield", 0).map((o) => o.name)).toContain("Bear");
      } else expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Bear"]);
      const library = game.objects("library", 0).map((o) => o.name);
      expect(library[0]).toBe("Below");
      expect([...library.slice(1)].sort()).toEqual(["Forest", "Huge"]);
      expect(game.objects("exile", 0)).toEqual([]);
    }
  });
});

describe("tokens", () => {
  it('"a number of … tokens equal to the number of opponents you have", "… token … named …" (111.4)', async () => {
    const [spell] = await compileFaces(
      face("Muster", "Create a number of 1/1 white Soldier creature tokens equal to the number of opponents you have. Create a 1/2 blue Bird creature token with flying named Storm Crow.", "Sorcery"),
    );
    const { game } = newGame(3);
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, {});
    for (const p of [0, 1, 2]) game.pass(p);
    const names = game.objects("battlefield", 0).map((o) => o.name);
    expect(names.filter((n) => n === "Soldier Token")).toHaveLength(2);
    expect(names).toContain("Storm Crow");
  });

  it("Junk and Lander tokens (their rules text)", async () => {
    const [spell] = await compileFaces(face("Scavenge", "Create a Junk token and a Lander token.", "Sorcery"));
    const { game, dm } = newGame();
    game.setupCard(creature("Top", 1, 1), 0, "library");
    const forestCard = game.setupCard(BASIC_LANDS.Forest!, 0, "library");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    const junk = game.objects("battlefield", 0).find((o) => o.name === "Junk Token")!;
    const lander = game.objects("battlefield", 0).find((o) => o.name === "Lander Token")!;
    game.activate(0, junk.id, 0, {});
    game.pass(0);
    game.pass(1);
    expect(game.objects("exile", 0).map((o) => o.name)).toEqual(["Top"]);
    // "You may play that card this turn"
    game.setupMana(0, "{1}");
    game.cast(0, game.objects("exile", 0)[0]!.id, { from: "exile" });
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield", 0).map((o) => o.name)).toContain("Top");
    game.setupMana(0, "{2}");
    dm.chooseAnswers = [[{ object: forestCard.id }]];
    game.activate(0, lander.id, 0, {});
    game.pass(0);
    game.pass(1);
    const forest = game.objects("battlefield", 0).find((o) => o.name === "Forest");
    expect(forest?.tapped).toBe(true);
  });
});

describe("searching for several cards (701.19)", () => {
  it('"for up to two basic land cards, put them onto the battlefield tapped"', async () => {
    const [spell] = await compileFaces(face("Ramp", "Search your library for up to two basic land cards, put them onto the battlefield tapped, then shuffle.", "Sorcery"));
    const { game, dm } = newGame();
    const f1 = game.setupCard(BASIC_LANDS.Forest!, 0, "library");
    game.setupCard(creature("Bear", 2, 2), 0, "library");
    const f2 = game.setupCard(BASIC_LANDS.Island!, 0, "library");
    const f3 = game.setupCard(BASIC_LANDS.Plains!, 0, "library");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers = [[{ object: f1.id }, { object: f2.id }]];
    castAndResolve(game, s.id);
    const lands = game.objects("battlefield", 0);
    expect(lands.map((o) => o.name).sort()).toEqual(["Forest", "Island"]);
    expect(lands.every((o) => o.tapped)).toBe(true);
    expect(game.objects("library", 0).map((o) => o.name).sort()).toEqual(["Bear", "Plains"]);
    void f3;
  });

  it('refuses "put one onto the battlefield tapped and the other into your hand" read as one destination', () => {
    expect(
      refusal("Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield tapped and the other into your hand, then shuffle."),
    ).toMatch(/does not support/);
  });
});

describe("searching several zones (701.19)", () => {
  it('"search your library and/or graveyard for a card named …": the library may be left out, and then is not shuffled', async () => {
    const [spell] = await compileFaces(
      face("Recall", "You may search your library and/or graveyard for a card named Bear, reveal it, and put it into your hand. If you search your library this way, shuffle.", "Sorcery"),
    );
    for (const withLibrary of [false, true]) {
      const { game, dm } = newGame();
      const answers = [true, withLibrary];
      dm.may = () => answers.shift() ?? false;
      const order = ["A", "B", "C", "D", "E", "F", "G", "Bear"];
      const cards = order.map((n) => game.setupCard(creature(n, 1, 1), 0, "library"));
      const inGraveyard = game.setupCard(creature("Bear", 2, 2), 0, "graveyard");
      const s = game.setupCard(spell!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      // with the library searched, take the Bear from the library
      if (withLibrary) dm.chooseAnswers = [[{ object: cards[7]!.id }]];
      castAndResolve(game, s.id);
      expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Bear"]);
      const library = game.objects("library", 0).map((o) => o.name);
      if (withLibrary) {
        expect(library).toHaveLength(7);
        expect(game.objects("graveyard", 0).map((o) => o.name)).toContain("Bear");
      } else {
        expect(library).toEqual(order);
        expect(game.object(inGraveyard.id)).toBeUndefined();
      }
    }
  });
});

describe('"At the beginning of the next end step, …" as a sentence (603.7)', () => {
  function advance(game: Game, done: () => boolean, limit = 60) {
    for (let i = 0; i < limit && !done(); i++) {
      const t = game.turnInfo();
      if (t.waiting === "attackers") game.declareAttackers(t.active, []);
      else if (t.waiting === "blockers") game.declareBlockers(t.blockers[0]!, []);
      else game.pass(t.priority!);
    }
  }

  it("one delayed triggered ability doing the sentence's instructions then, on what the sentences before named", async () => {
    const [necro] = await compileFaces(
      creatureFace(
        "Necro",
        "{T}: Return target creature card from your graveyard to the battlefield. That creature gains haste. At the beginning of the next end step, sacrifice it and you lose 1 life.",
      ),
    );
    const { game } = newGame();
    const n = game.setupCard(necro!, 0, "battlefield");
    const dead = game.setupCard(creature("Dead", 2, 2), 0, "graveyard");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, n.id, 0, { targets: [[{ object: dead.id }]] });
    game.pass(0);
    game.pass(1);
    const back = game.objects("battlefield", 0).find((o) => o.name === "Dead")!;
    expect(back).toBeDefined();
    expect(game.player(0).life).toBe(20);
    advance(game, () => game.turnInfo().step === "end" && game.stack().length === 0 && game.object(back.id) === undefined, 30);
    expect(game.object(back.id)).toBeUndefined();
    expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual(["Dead"]);
    expect(game.player(0).life).toBe(19);
  });
});

describe("several targets of one word (115.1d, 601.2c)", () => {
  it('"each of up to two target creatures", "any number of target creatures"', async () => {
    const [shot, frost] = await compileFaces(
      face("Shot", "Shot deals 1 damage to each of up to two target creatures.", "Instant"),
      face("Frost", "Tap any number of target creatures.", "Instant"),
    );
    const { game } = newGame();
    const cs = [0, 1, 2].map((i) => game.setupCard(creature(`C${i}`, 1, 2), 1, "battlefield"));
    const s = game.setupCard(shot!, 0, "hand");
    const f = game.setupCard(frost!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id, { targets: [cs.map((c) => ({ object: c.id }))] })).toThrow(/needs 0 to 2 target/);
    castAndResolve(game, s.id, { targets: [[{ object: cs[0]!.id }, { object: cs[2]!.id }]] });
    expect(cs.map((c) => game.object(c.id)!.damage)).toEqual([1, 0, 1]);
    castAndResolve(game, f.id, { targets: [cs.map((c) => ({ object: c.id }))] });
    expect(cs.every((c) => game.object(c.id)!.tapped)).toBe(true);
  });
});

describe('"For each opponent, … up to one target … that player controls" (601.2c)', () => {
  it("one target for each opponent: objects of different opponents, then the instruction acts on each", async () => {
    const [purge] = await compileFaces(face("Purge", "For each opponent, destroy up to one target creature that player controls.", "Sorcery"));
    const { game } = newGame(3);
    const b1 = game.setupCard(creature("B1", 1, 1), 1, "battlefield");
    const b2 = game.setupCard(creature("B2", 1, 1), 1, "battlefield");
    const c1 = game.setupCard(creature("C1", 1, 1), 2, "battlefield");
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    const s = game.setupCard(purge!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id, { targets: [[{ object: b1.id }, { object: b2.id }]] })).toThrow(/once for each player/);
    expect(() => game.cast(0, s.id, { targets: [[{ object: mine.id }]] })).toThrow(/not a legal target/);
    game.cast(0, s.id, { targets: [[{ object: b1.id }, { object: c1.id }]] });
    for (const p of [0, 1, 2]) game.pass(p);
    expect(game.object(b1.id)).toBeUndefined();
    expect(game.object(c1.id)).toBeUndefined();
    expect(game.object(b2.id)).toBeDefined();
    expect(game.object(mine.id)).toBeDefined();
  });

  it('refuses the sentence when it says more about "that player"', () => {
    expect(refusal("For each opponent, exile up to one target creature that player controls and that player gains life equal to its power.")).toMatch(/For each opponent/);
  });
});

describe('"Target creature attacks this turn if able" (508.1d)', () => {
  it("a requirement for this turn only", async () => {
    const [blood] = await compileFaces(face("Blood", "Target creature attacks this turn if able.", "Instant"));
    const { game } = newGame();
    for (let i = 0; i < 3; i++) for (const p of [0, 1]) game.setupCard(creature("Card", 1, 1), p, "library");
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const s = game.setupCard(blood!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: bear.id }]] });
    for (let i = 0; i < 10 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    expect(game.turnInfo().waiting).toBe("attackers");
    expect(() => game.declareAttackers(0, [])).toThrow(/attacks each combat if able/);
    game.declareAttackers(0, [{ attacker: bear.id, defender: { player: 1 } }]);
    // the next turn of the same player: no requirement any more
    for (let i = 0; i < 200 && !(game.turnInfo().active === 0 && game.turnInfo().waiting === "attackers"); i++) {
      const t = game.turnInfo();
      if (t.waiting === "attackers") game.declareAttackers(t.active, []);
      else if (t.waiting === "blockers") game.declareBlockers(t.blockers[0]!, []);
      else game.pass(t.priority!);
    }
    expect(game.turnInfo().active).toBe(0);
    expect(game.object(bear.id)!.tapped).toBe(false);
    expect(game.requiredAttackers(0)).toEqual([]);
  });
});

describe("power and toughness (613.4, 701.9b)", () => {
  it('"Switch …", "Double …" and "has base power and toughness …" until end of turn, in their layers', async () => {
    const [sw, dbl, base] = await compileFaces(
      face("Swap", "Switch target creature's power and toughness until end of turn.", "Instant"),
      face("Twice", "Double target creature's power until end of turn.", "Instant"),
      face("Shrink", "Target creature has base power and toughness 1/1 until end of turn.", "Instant"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 1, 4), 0, "battlefield", { counters: { "+1/+1": 1 } });
    const spells = [sw, dbl, base].map((d) => game.setupCard(d!, 0, "hand"));
    game.setupMana(0, "{3}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    // 2/5 (a counter): switched 5/2
    castAndResolve(game, spells[0]!.id, { targets: [[{ object: bear.id }]] });
    expect([game.object(bear.id)!.power, game.object(bear.id)!.toughness]).toEqual([5, 2]);
    // doubled: +5/+0 (7c), applied before the switch (7d): 7/5 switched is 5/7
    castAndResolve(game, spells[1]!.id, { targets: [[{ object: bear.id }]] });
    expect([game.object(bear.id)!.power, game.object(bear.id)!.toughness]).toEqual([5, 7]);
    // base 1/1 (7b), then +1/+1 counter and +5/+0 (7c): 7/2, switched 2/7
    castAndResolve(game, spells[2]!.id, { targets: [[{ object: bear.id }]] });
    expect([game.object(bear.id)!.power, game.object(bear.id)!.toughness]).toEqual([2, 7]);
  });
});

describe("explore (701.40) and connive (701.47)", () => {
  it("explore: a land goes to hand; otherwise a +1/+1 counter and the card may go to the graveyard", async () => {
    const [scout] = await compileFaces(creatureFace("Scout", "{T}: Scout explores."));
    for (const [top, counters, zone] of [
      [BASIC_LANDS.Island!, 0, "hand"],
      [creature("Spell", 1, 1), 1, "graveyard"],
    ] as const) {
      const { game } = newGame();
      game.setupCard(top, 0, "library");
      game.setupCard(creature("Below", 1, 1), 0, "library");
      const s = game.setupCard(scout!, 0, "battlefield");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.activate(0, s.id, 0, {});
      game.pass(0);
      game.pass(1);
      expect(game.object(s.id)!.counters["+1/+1"] ?? 0).toBe(counters);
      expect(game.objects(zone, 0).map((o) => o.name)).toEqual([top.name]);
    }
  });

  it("connive: draw, discard, a +1/+1 counter if the discarded card isn't a land", async () => {
    const [rogue] = await compileFaces(creatureFace("Rogue", "{T}: Rogue connives."));
    for (const [discard, counters] of [
      ["Forest", 0],
      ["Spell", 1],
    ] as const) {
      const { game, dm } = newGame();
      game.setupCard(creature("Drawn", 1, 1), 0, "library");
      const land = game.setupCard(BASIC_LANDS.Forest!, 0, "hand");
      const spell = game.setupCard(creature("Spell", 1, 1), 0, "hand");
      const r = game.setupCard(rogue!, 0, "battlefield");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      dm.chooseAnswers = [[{ object: discard === "Forest" ? land.id : spell.id }]];
      game.activate(0, r.id, 0, {});
      game.pass(0);
      game.pass(1);
      expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual([discard]);
      expect(game.objects("hand", 0)).toHaveLength(2);
      expect(game.object(r.id)!.counters["+1/+1"] ?? 0).toBe(counters);
    }
  });
});

describe('"Flip a coin. If you win the flip, …" (705)', () => {
  it("does one of the two, and both happen over many flips", async () => {
    const [gamble] = await compileFaces(creatureFace("Gambler", "{0}: Flip a coin. If you win the flip, you gain 3 life. If you lose the flip, you lose 1 life."));
    const { game } = newGame();
    const g = game.setupCard(gamble!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const seen = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const before = game.player(0).life;
      game.activate(0, g.id, 0, {});
      game.pass(0);
      game.pass(1);
      seen.add(game.player(0).life - before);
    }
    expect([...seen].sort()).toEqual([-1, 3]);
  });

  it('"~ deals 2 damage to itself" is the source, not the target named before', async () => {
    const chuckers = await compileFaces(
      creatureFace("Chucker", "{T}: Chucker deals 1 damage to any target. Then Chucker deals 1 damage to itself.", "2/2"),
      creatureFace("Shaman", "{T}: Shaman deals 1 damage to any target and 1 damage to itself.", "2/2"),
    );
    for (const chucker of chuckers) {
      const { game } = newGame();
      const c = game.setupCard(chucker, 0, "battlefield");
      const bear = game.setupCard(creature("Bear", 2, 3), 1, "battlefield");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.activate(0, c.id, 0, { targets: [[{ object: bear.id }]] });
      game.pass(0);
      game.pass(1);
      expect(game.object(bear.id)!.damage).toBe(1);
      expect(game.object(c.id)!.damage).toBe(1);
    }
  });
});

describe("amounts with arithmetic", () => {
  it('"2 plus the number of …", "twice …", "… minus 4" (a negative result is 0: 107.1b)', async () => {
    const spells = await compileFaces(
      face("Plus", "You gain X life, where X is 2 plus the number of creatures you control.", "Sorcery"),
      face("Twice", "You gain X life, where X is twice the number of creatures you control.", "Sorcery"),
      face("Minus", "You lose X life, where X is the number of creatures you control minus 4.", "Sorcery"),
    );
    const { game } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature(`C${i}`, 1, 1), 0, "battlefield");
    const cards = spells.map((d) => game.setupCard(d, 0, "hand"));
    game.setupMana(0, "{3}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const lives: number[] = [];
    for (const c of cards) {
      castAndResolve(game, c.id);
      lives.push(game.player(0).life);
    }
    expect(lives).toEqual([25, 31, 31]);
  });
});

describe('"Remove all … counters from …"', () => {
  it("removes as many as there are now", async () => {
    const [mark] = await compileFaces(face("Mark", "Put a -1/-1 counter on target creature. Remove all -1/-1 counters from it.", "Instant"));
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 4, 4), 0, "battlefield", { counters: { "-1/-1": 2, time: 1 } });
    const s = game.setupCard(mark!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: bear.id }]] });
    expect(game.object(bear.id)!.counters["-1/-1"] ?? 0).toBe(0);
    expect(game.object(bear.id)!.counters.time).toBe(1);
  });
});

describe('"its power" of the one object an instruction sacrificed or moved (608.2h)', () => {
  it('"sacrifices a creature, then gains life equal to that creature\'s toughness"; "You lose life equal to its mana value"', async () => {
    const [flesh, death] = await compileFaces(
      face("Flesh", "Target player sacrifices a creature, then gains life equal to that creature's toughness.", "Instant"),
      face("Death", "Return target creature card from your graveyard to the battlefield. You lose life equal to its mana value.", "Sorcery"),
    );
    const { game } = newGame();
    game.setupCard(creature("Wall", 0, 6), 1, "battlefield");
    const dead = game.setupCard({ ...creature("Dead", 3, 3), manaCost: "{2}{B}" }, 0, "graveyard");
    const s1 = game.setupCard(flesh!, 0, "hand");
    const s2 = game.setupCard(death!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s1.id, { targets: [[{ player: 1 }]] });
    expect(game.player(1).life).toBe(26);
    castAndResolve(game, s2.id, { targets: [[{ object: dead.id }]] });
    expect(game.player(0).life).toBe(17);
  });
});

describe('"your life total" as an amount', () => {
  it("is the life total as the instruction is carried out", async () => {
    const [spell] = await compileFaces(face("Double Life", "You lose 5 life. You gain life equal to your life total.", "Sorcery"));
    const { game } = newGame();
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.player(0).life).toBe(30);
  });
});

describe('"creatures in your party" (700.8)', () => {
  it("one creature for each of Cleric, Rogue, Warrior, Wizard, counted to get the most (700.8b)", async () => {
    const [spell] = await compileFaces(face("Rally", "You gain 1 life for each creature in your party.", "Sorcery"));
    const { game } = newGame();
    // a Cleric Rogue and a Cleric: 2 (the first as the Rogue); two Warriors: 1; the opponent's Wizard: none
    game.setupCard({ ...creature("CR", 1, 1), subtypes: ["Cleric", "Rogue"] }, 0, "battlefield");
    game.setupCard({ ...creature("C", 1, 1), subtypes: ["Cleric"] }, 0, "battlefield");
    game.setupCard({ ...creature("W1", 1, 1), subtypes: ["Warrior"] }, 0, "battlefield");
    game.setupCard({ ...creature("W2", 1, 1), subtypes: ["Warrior"] }, 0, "battlefield");
    game.setupCard({ ...creature("Z", 1, 1), subtypes: ["Wizard"] }, 1, "battlefield");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.player(0).life).toBe(23);
  });
});

describe('"another creature you control" (not a target)', () => {
  it("is one the player chooses, other than this object", async () => {
    const [mentor] = await compileFaces(creatureFace("Mentor", "{T}: Put a +1/+1 counter on another creature you control."));
    const { game } = newGame();
    const m = game.setupCard(mentor!, 0, "battlefield");
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, m.id, 0, {});
    game.pass(0);
    game.pass(1);
    expect(game.object(other.id)!.counters["+1/+1"]).toBe(1);
    expect(game.object(m.id)!.counters["+1/+1"] ?? 0).toBe(0);
  });
});

describe('"You may discard a card. If you do, …" (608.2c)', () => {
  async function play(handCards: number) {
    const [loot] = await compileFaces(face("Loot", "You may discard a card. If you do, draw two cards.", "Sorcery"));
    const { game } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature(`L${i}`, 1, 1), 0, "library");
    for (let i = 0; i < handCards; i++) game.setupCard(creature(`H${i}`, 1, 1), 0, "hand");
    const s = game.setupCard(loot!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    return game.player(0);
  }
  it("with a card in hand: discards it and draws two", async () => {
    const p = await play(1);
    expect(p.handSize).toBe(2);
    expect(p.librarySize).toBe(1);
  });
  it("with an empty hand nothing is discarded, so 'If you do' is false: no cards drawn", async () => {
    const p = await play(0);
    expect(p.handSize).toBe(0);
    expect(p.librarySize).toBe(3);
  });
});
