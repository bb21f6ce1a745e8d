/**
 * Constructions of card text the code generator compiles, each played on the runtime through
 * the generated module: filters, conditions, counted amounts, triggers, granted abilities.
 */
import { BASIC_LANDS, hasKeyword } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

function castAndResolve(game: ReturnType<typeof newGame>["game"], id: number, options: Parameters<ReturnType<typeof newGame>["game"]["cast"]>[2] = {}) {
  game.cast(0, id, options);
  game.pass(0);
  game.pass(1);
}

describe("filters", () => {
  it('"with a +1/+1 counter on it" and "without flying" (counters and keywords in a filter)', async () => {
    const [priest] = await compileFaces(creatureFace("Priest", "Each creature you control with a +1/+1 counter on it has lifelink."));
    const { game } = newGame();
    game.setupCard(priest!, 0, "battlefield");
    const a = game.setupCard(creature("A", 1, 1), 0, "battlefield", { counters: { "+1/+1": 1 } });
    const b = game.setupCard(creature("B", 1, 1), 0, "battlefield");
    expect(hasKeyword(game.object(a.id)!, "lifelink")).toBe(true);
    expect(hasKeyword(game.object(b.id)!, "lifelink")).toBe(false);

    const [bolt] = await compileFaces(face("Bolt", "Destroy target creature without flying.", "Instant"));
    const { game: g2 } = newGame();
    const flyer = g2.setupCard(creature("Flyer", 1, 1, [{ kind: "keyword", keyword: "flying" }]), 1, "battlefield");
    const walker = g2.setupCard(creature("Walker", 1, 1), 1, "battlefield");
    const s = g2.setupCard(bolt!, 0, "hand");
    g2.setupMana(0, "{1}");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => g2.cast(0, s.id, { targets: [[{ object: flyer.id }]] })).toThrow(/not a legal target/);
    castAndResolve(g2, s.id, { targets: [[{ object: walker.id }]] });
    expect(g2.object(walker.id)).toBeUndefined();
  });

  it('"creature or Vehicle": alternatives of different kinds', async () => {
    const [shatter] = await compileFaces(face("Wreck", "Destroy target creature or Vehicle.", "Instant"));
    const { game } = newGame();
    const vehicle = game.setupCard({ ...creature("Cart", 3, 3), types: ["artifact"], subtypes: ["Vehicle"] }, 1, "battlefield");
    const rock = game.setupCard({ ...creature("Rock", 0, 0), types: ["artifact"], power: null, toughness: null }, 1, "battlefield");
    const s = game.setupCard(shatter!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id, { targets: [[{ object: rock.id }]] })).toThrow(/not a legal target/);
    castAndResolve(game, s.id, { targets: [[{ object: vehicle.id }]] });
    expect(game.object(vehicle.id)).toBeUndefined();
  });
});

describe("amounts", () => {
  it('"for each creature you control with flying" multiplies the amount', async () => {
    const [spell] = await compileFaces(face("Assault", "You gain 1 life for each creature you control with flying.", "Sorcery"));
    const { game } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature(`F${i}`, 1, 1, [{ kind: "keyword", keyword: "flying" }]), 0, "battlefield");
    game.setupCard(creature("Ground", 1, 1), 0, "battlefield");
    game.setupCard(creature("Theirs", 1, 1, [{ kind: "keyword", keyword: "flying" }]), 1, "battlefield");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    expect(game.player(0).life).toBe(23);
  });

  it('"where X is the number of …" and "equal to its power"', async () => {
    const [mutation, hunter] = await compileFaces(
      face("Mutation", "Target creature gets +X/+X until end of turn, where X is the number of creatures you control.", "Instant"),
      creatureFace("Hunter", "{T}: Hunter deals damage equal to Hunter's power to target creature.", "3/3"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    game.setupCard(creature("Other", 1, 1), 0, "battlefield");
    const s = game.setupCard(mutation!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: bear.id }]] });
    expect(game.object(bear.id)!.power).toBe(4);
    const h = game.setupCard(hunter!, 0, "battlefield");
    const victim = game.setupCard(creature("Victim", 1, 3), 1, "battlefield");
    game.activate(0, h.id, 0, { targets: [[{ object: victim.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(victim.id)).toBeUndefined();
  });
});

describe("conditions", () => {
  it('intervening "if you control another Knight" and "as long as" after a static ability', async () => {
    const [squire, guard] = await compileFaces(
      creatureFace("Squire", "When Squire enters the battlefield, if you control another Knight, draw a card.", "1/1", "Creature — Human Knight"),
      creatureFace("Guard", "Guard has lifelink as long as you control a white or black permanent."),
    );
    const { game } = newGame();
    game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(creature("Card", 1, 1), 0, "library");
    const a = game.setupCard(squire!, 0, "hand");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, a.id);
    expect(game.player(0).handSize).toBe(0);
    game.setupCard(creature("Knight", 1, 1, [], { subtypes: ["Knight"] }), 0, "battlefield");
    const b = game.setupCard(squire!, 0, "hand");
    castAndResolve(game, b.id);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).handSize).toBe(1);

    const g = game.setupCard(guard!, 1, "battlefield");
    expect(hasKeyword(game.object(g.id)!, "lifelink")).toBe(false);
    game.setupCard(creature("White", 1, 1, [], { colors: ["W"] }), 1, "battlefield");
    expect(hasKeyword(game.object(g.id)!, "lifelink")).toBe(true);
  });

  it('"if you have no cards in hand", "seven or more cards in your graveyard"', async () => {
    const [sage, desire] = await compileFaces(
      creatureFace("Sage", "At the beginning of your upkeep, if you have no cards in hand, you gain 2 life."),
      creatureFace("Ghoul", "Ghoul has flying as long as seven or more cards are in your graveyard."),
    );
    const { game } = newGame();
    const gh = game.setupCard(desire!, 0, "battlefield");
    for (let i = 0; i < 6; i++) game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    game.setupCard(creature("Dead", 1, 1), 1, "graveyard");
    expect(hasKeyword(game.object(gh.id)!, "flying")).toBe(false);
    game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    expect(hasKeyword(game.object(gh.id)!, "flying")).toBe(true);
    game.setupCard(sage!, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 1 });
    for (let i = 0; i < 10 && !(game.turnInfo().active === 0 && game.turnInfo().step === "upkeep"); i++) game.pass(game.turnInfo().priority!);
    expect(game.stack()).toHaveLength(1);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(22);
  });
});

describe("triggers", () => {
  it('"Whenever a land enters under your control"', async () => {
    const [seer] = await compileFaces(creatureFace("Seer", "Whenever a land enters the battlefield under your control, you gain 1 life."));
    const { game } = newGame();
    game.setupCard(seer!, 0, "battlefield");
    const land = game.setupCard(BASIC_LANDS.Forest!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, land.id);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(21);
  });

  it('"Whenever ~ deals combat damage to a player, that player discards a card"', async () => {
    const [specter] = await compileFaces(creatureFace("Specter", "Whenever Specter deals combat damage to a player, that player discards a card.", "2/2"));
    const { game } = newGame();
    const s = game.setupCard(specter!, 0, "battlefield");
    game.setupCard(creature("Card", 1, 1), 1, "hand");
    game.setupTurn({ active: 0, step: "beginCombat", number: 2 });
    game.pass(0);
    game.pass(1);
    game.declareAttackers(0, [{ attacker: s.id, defender: { player: 1 } }]);
    for (let i = 0; i < 12 && game.player(1).handSize > 0; i++) {
      const t = game.turnInfo();
      if (t.waiting === "blockers" || (t as { waiting: unknown }).waiting === "declareBlockers") game.declareBlockers(1, []);
      else if (t.priority !== null) game.pass(t.priority);
    }
    expect(game.player(1).life).toBe(18);
    expect(game.player(1).handSize).toBe(0);
  });
});

describe("granted abilities", () => {
  it('a quoted ability granted by a static ability ("have \\"{T}: Add one mana of any color.\\"")', async () => {
    const [realm] = await compileFaces(face("Realm", 'Other permanents you control have "{T}: Add one mana of any color."', "Enchantment"));
    const { game } = newGame();
    game.setupCard(realm!, 0, "battlefield");
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const theirs = game.setupCard(creature("Theirs", 2, 2), 1, "battlefield");
    const ab = game.object(bear.id)!.abilities.find((a) => a.kind === "activated");
    expect(ab && ab.kind === "activated" && ab.mana).toBe(true);
    expect(game.object(theirs.id)!.abilities.some((a) => a.kind === "activated")).toBe(false);
  });
});

describe("actions", () => {
  it('predefined tokens (rule 111.10): "Create a Treasure token" makes a Treasure with its mana ability; investigate makes a Clue', async () => {
    const [spell] = await compileFaces(face("Loot", "Create a Treasure token. Investigate.", "Sorcery"));
    const { game } = newGame();
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    const treasure = game.objects("battlefield").find((o) => o.subtypes.includes("Treasure"))!;
    const clue = game.objects("battlefield").find((o) => o.subtypes.includes("Clue"))!;
    expect(treasure.types).toEqual(["artifact"]);
    expect(treasure.abilities.some((a) => a.kind === "activated" && a.mana)).toBe(true);
    expect(clue.types).toEqual(["artifact"]);
    expect(await compileFaces(face("Odd", "Create a Wibble token.", "Sorcery")).catch((e: Error) => e.message)).toMatch(/refused/);
  });

  it('"Up to two target creatures can\'t block this turn" (a restriction until end of turn, up to N targets)', async () => {
    const [spell] = await compileFaces(face("Post", "Up to two target creatures can't block this turn.", "Sorcery"));
    const { game } = newGame();
    const a = game.setupCard(creature("A", 1, 1), 1, "battlefield");
    const b = game.setupCard(creature("B", 1, 1), 1, "battlefield");
    const s = game.setupCard(spell!, 0, "hand");
    const att = game.setupCard(creature("Att", 1, 1), 0, "battlefield");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id, { targets: [[{ object: a.id }]] });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: att.id, defender: { player: 1 } }]);
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "blockers"; i++) game.pass(game.turnInfo().priority!);
    const cp = game.checkpoint();
    expect(() => game.declareBlockers(1, [{ blocker: a.id, attacker: att.id }])).toThrow(/can't block/);
    game.rollback(cp);
    game.declareBlockers(1, [{ blocker: b.id, attacker: att.id }]);
  });

  it('"loses flying until end of turn", "fights", "Then", "Until end of turn, …", "its controller"', async () => {
    const [wind, brawl, anim] = await compileFaces(
      face("Wind", "Target creature loses flying until end of turn. Its controller gains 2 life.", "Instant"),
      face("Brawl", "Target creature you control fights target creature you don't control. Then draw a card.", "Sorcery"),
      face("Animate", "Until end of turn, target creature gets +2/+2.", "Instant"),
    );
    const { game } = newGame();
    const flyer = game.setupCard(creature("Flyer", 1, 1, [{ kind: "keyword", keyword: "flying" }]), 1, "battlefield");
    const mine = game.setupCard(creature("Mine", 4, 4), 0, "battlefield");
    game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupMana(0, "{1}{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const w = game.setupCard(wind!, 0, "hand");
    castAndResolve(game, w.id, { targets: [[{ object: flyer.id }]] });
    expect(hasKeyword(game.object(flyer.id)!, "flying")).toBe(false);
    expect(game.player(1).life).toBe(22);
    const an = game.setupCard(anim!, 0, "hand");
    castAndResolve(game, an.id, { targets: [[{ object: flyer.id }]] });
    expect(game.object(flyer.id)!.power).toBe(3);
    const b = game.setupCard(brawl!, 0, "hand");
    castAndResolve(game, b.id, { targets: [[{ object: mine.id }], [{ object: flyer.id }]] });
    expect(game.object(flyer.id)).toBeUndefined();
    expect(game.object(mine.id)!.damage).toBe(3);
    expect(game.player(0).handSize).toBe(1);
  });
});

describe("clauses sharing a subject", () => {
  it('"Target player draws two cards and loses 2 life": the later clause is about the same player, one target', async () => {
    const [spell] = await compileFaces(face("Sign", "Target player draws two cards and loses 2 life.", "Sorcery"));
    const { game } = newGame();
    for (const n of ["L1", "L2"]) game.setupCard(creature(n, 1, 1), 1, "library");
    const s = game.setupCard(spell!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(18);
    expect(game.player(1).handSize).toBe(2);
    expect(game.player(0).life).toBe(20);
    expect(spell!.abilities[0]!.kind === "spell" && spell!.abilities[0]!.targets).toHaveLength(1);
  });
});

describe('"you may have …"', () => {
  it('"When ~ enters, you may have target opponent discard a card": the other clause with its own subject, if you choose', async () => {
    const [ghoul] = await compileFaces(creatureFace("Ghoul", "When Ghoul enters the battlefield, you may have target opponent discard a card."));
    const t = ghoul!.abilities[0]!;
    expect(t.kind === "triggered" && t.targets?.[0]?.player).toBe("opponent");
    for (const yes of [true, false]) {
      const { game, dm } = newGame();
      dm.may = () => yes;
      game.setupCard(creature("H", 1, 1), 1, "hand");
      const g = game.setupCard(ghoul!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      castAndResolve(game, g.id);
      game.pass(0);
      game.pass(1);
      expect(game.player(1).handSize).toBe(yes ? 0 : 1);
    }
  });
});

describe("keyword abilities written out by their rules", () => {
  it("prowess (702.108), devoid (702.114), fabricate (702.123)", async () => {
    const [monk, husk, bolt, maker] = await compileFaces(
      creatureFace("Monk", "Prowess", "1/1"),
      { ...creatureFace("Husk", "Devoid", "1/1"), manaCost: "{B}" },
      face("Zap", "Zap deals 1 damage to any target.", "Instant"),
      creatureFace("Maker", "Fabricate 2", "1/1"),
    );
    const { game, dm } = newGame();
    const m = game.setupCard(monk!, 0, "battlefield");
    const h = game.setupCard(husk!, 0, "hand");
    expect(game.object(h.id)!.colors).toEqual([]);
    const z = game.setupCard(bolt!, 0, "hand");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, z.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    game.pass(0);
    game.pass(1);
    expect(game.object(m.id)!.power).toBe(2);
    const mk = game.setupCard(maker!, 0, "hand");
    castAndResolve(game, mk.id);
    game.pass(0);
    game.pass(1);
    expect(dm.seen.some((d) => d.kind === "may" && /Fabricate 2/.test(d.prompt))).toBe(true);
    const made = game.objects("battlefield").find((o) => o.name === "Maker")!;
    expect(made.counters["+1/+1"]).toBe(2);
  });

  it("soulshift (702.46), typecycling (702.29), evolve (702.100)", async () => {
    const [spirit, cycler, evolver] = await compileFaces(
      creatureFace("Shifter", "Soulshift 3", "1/1", "Creature — Spirit"),
      creatureFace("Cycler", "Swampcycling {2}", "4/4"),
      creatureFace("Evolver", "Evolve", "1/1"),
    );
    const { game } = newGame();
    const old = game.setupCard({ ...creature("Old Spirit", 1, 1, [], { subtypes: ["Spirit"], manaCost: "{2}" }) }, 0, "graveyard");
    const s = game.setupCard(spirit!, 0, "battlefield");
    const bolt = (await compileFaces(face("Zap", "Zap deals 1 damage to target creature.", "Instant")))[0]!;
    const z = game.setupCard(bolt, 1, "hand");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.cast(1, z.id, { targets: [[{ object: s.id }]] });
    game.pass(1);
    game.pass(0);
    game.pass(1);
    game.pass(0);
    expect(game.objects("hand", 0).map((o) => o.name)).toContain("Old Spirit");
    void old;

    const { game: g2, dm: dm2 } = newGame();
    const swamp = g2.setupCard(BASIC_LANDS.Swamp!, 0, "library");
    dm2.chooseAnswers = [[{ object: swamp.id }]];
    g2.setupCard(creature("Other", 1, 1), 0, "library");
    const c = g2.setupCard(cycler!, 0, "hand");
    g2.setupMana(0, "{2}");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    g2.activate(0, c.id, 0, {});
    g2.pass(0);
    g2.pass(1);
    expect(g2.objects("hand", 0).map((o) => o.name)).toEqual(["Swamp"]);
    expect(g2.objects("graveyard", 0).map((o) => o.name)).toEqual(["Cycler"]);

    const { game: g3 } = newGame();
    const e = g3.setupCard(evolver!, 0, "battlefield");
    const big = g3.setupCard(creature("Big", 2, 2), 0, "hand");
    g3.setupMana(0, "{1}");
    g3.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(g3, big.id);
    g3.pass(0);
    g3.pass(1);
    expect(g3.object(e.id)!.counters["+1/+1"]).toBe(1);
  });
});

describe("sentences and triggers made of parts", () => {
  it('"… If it\'s a Vampire, put two +1/+1 counters on it instead." chooses one sentence or the other', async () => {
    const [blade] = await compileFaces(
      face("Blade", "Target creature gets +1/+1 until end of turn. If that creature is a Vampire, it gets +3/+3 until end of turn instead.", "Instant"),
    );
    const { game } = newGame();
    const human = game.setupCard(creature("Human", 1, 1), 0, "battlefield");
    const vampire = game.setupCard(creature("Vampire", 1, 1, [], { subtypes: ["Vampire"] }), 0, "battlefield");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, game.setupCard(blade!, 0, "hand").id, { targets: [[{ object: human.id }]] });
    castAndResolve(game, game.setupCard(blade!, 0, "hand").id, { targets: [[{ object: vampire.id }]] });
    expect(game.object(human.id)!.power).toBe(2);
    expect(game.object(vampire.id)!.power).toBe(4);
  });

  it('"sacrifice ~ unless you pay {1}" and "Whenever ~ enters or attacks"', async () => {
    const [keeper, hero] = await compileFaces(
      creatureFace("Keeper", "At the beginning of your upkeep, sacrifice Keeper unless you pay {1}."),
      creatureFace("Hero", "Whenever Hero enters the battlefield or attacks, you gain 1 life."),
    );
    const { game, dm } = newGame();
    const k = game.setupCard(keeper!, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 1 });
    for (let i = 0; i < 10 && !(game.turnInfo().active === 0 && game.turnInfo().step === "upkeep"); i++) game.pass(game.turnInfo().priority!);
    dm.may = () => true;
    game.pass(0);
    game.pass(1);
    expect(game.object(k.id)).toBeUndefined(); // could not pay {1}: sacrificed

    const { game: g2 } = newGame();
    const h = g2.setupCard(hero!, 0, "hand");
    g2.setupMana(0, "{1}");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(g2, h.id);
    g2.pass(0);
    g2.pass(1);
    expect(g2.player(0).life).toBe(21);
  });

  it('static "gets +1/+1 for each …", "there are … in your graveyard", damage dealt by a target creature', async () => {
    const [lord, shriek, brawl] = await compileFaces(
      creatureFace("Lord", "Lord gets +1/+1 for each Forest you control.", "1/1"),
      creatureFace("Shriek", "Shriek gets +2/+1 as long as there are seven or more cards in your graveyard.", "1/1"),
      face("Bite", "Target creature you control deals damage equal to its power to target creature you don't control.", "Instant"),
    );
    const { game } = newGame();
    const l = game.setupCard(lord!, 0, "battlefield");
    game.setupCard(BASIC_LANDS.Forest!, 0, "battlefield");
    game.setupCard(BASIC_LANDS.Forest!, 0, "battlefield");
    game.setupCard(BASIC_LANDS.Forest!, 1, "battlefield");
    expect(game.object(l.id)!.power).toBe(3);
    const sh = game.setupCard(shriek!, 0, "battlefield");
    for (let i = 0; i < 7; i++) game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    expect(game.object(sh.id)!.power).toBe(3);
    const victim = game.setupCard(creature("Victim", 1, 3), 1, "battlefield");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, game.setupCard(brawl!, 0, "hand").id, { targets: [[{ object: l.id }], [{ object: victim.id }]] });
    expect(game.object(victim.id)).toBeUndefined();
  });
});

describe("static abilities made of parts", () => {
  it('"Enchanted creature gets +1/+0 and can\'t be blocked"; "You control enchanted creature"', async () => {
    const [tunnel, abduct] = await compileFaces(
      face("Tunnel", "Enchant creature\nEnchanted creature gets +1/+0 and can't be blocked.", "Enchantment — Aura"),
      face("Abduct", "Enchant creature\nYou control enchanted creature.", "Enchantment — Aura"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    game.setupMana(0, "{1}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, game.setupCard(tunnel!, 0, "hand").id, { targets: [[{ object: bear.id }]] });
    expect(game.object(bear.id)!.power).toBe(3);
    expect(game.object(bear.id)!.controller).toBe(1);
    castAndResolve(game, game.setupCard(abduct!, 0, "hand").id, { targets: [[{ object: bear.id }]] });
    expect(game.object(bear.id)!.controller).toBe(0);
  });
});
