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
