/**
 * Conditions, filters and statics compiled and played: what happened this turn or last turn (the game's event history,
 * src/runtime/history.ts, counted with the matcher of the same words as a trigger), counters, stats and players compared,
 * "where X is …" in a static.
 */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

/** Pass priority (declaring no attackers or blockers) until `done`. */
function advance(game: G, done: () => boolean, limit = 80) {
  for (let i = 0; i < limit && !done(); i++) {
    const t = game.turnInfo();
    if (t.waiting === "attackers") game.declareAttackers(t.active, []);
    else if (t.waiting === "blockers") game.declareBlockers(t.blockers[0]!, []);
    else game.pass(t.priority!);
  }
}

function castAndResolve(game: G, player: number, id: number, options: Parameters<G["cast"]>[2] = {}) {
  game.cast(player, id, options);
  game.pass(player);
  game.pass(1 - player);
}

function libraries(game: G) {
  for (let p = 0; p < 2; p++) for (let i = 0; i < 10; i++) game.setupCard(creature("Card", 1, 1), p, "library");
}

describe("what happened this turn", () => {
  it('"if a creature died this turn" counts this turn\'s deaths only (603.4)', async () => {
    const [ghoul, murder] = await compileFaces(
      creatureFace("Ghoul", "At the beginning of your end step, if a creature died this turn, draw a card."),
      face("Murder", "Destroy target creature.", "Instant"),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(ghoul!, 0, "battlefield");
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const m = game.setupCard(murder!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, 0, m.id, { targets: [[{ object: bear.id }]] });
    const hand = game.player(0).handSize;
    advance(game, () => game.turnInfo().number === 3);
    // one card at the end step of turn 2
    expect(game.player(0).handSize).toBe(hand + 1);
    // turn 4, player 0's next end step: nothing died that turn (turn 2 is two turns ago); the draw step's card only
    advance(game, () => game.turnInfo().number === 5);
    expect(game.player(0).handSize).toBe(hand + 2);
  });

  it('"if no spells were cast last turn" looks at the previous turn, "if a player cast two or more spells last turn" at one player\'s', async () => {
    const [watcher, counter, shock] = await compileFaces(
      creatureFace("Watcher", "At the beginning of each upkeep, if no spells were cast last turn, you gain 3 life."),
      creatureFace("Counter", "At the beginning of each upkeep, if a player cast two or more spells last turn, you lose 1 life."),
      face("Shock", "Shock deals 1 damage to any target.", "Instant"),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(watcher!, 0, "battlefield");
    game.setupCard(counter!, 0, "battlefield");
    const s0 = game.setupCard(shock!, 0, "hand");
    const s1 = game.setupCard(shock!, 1, "hand");
    game.setupMana(0, "{1}");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    // one spell by each player in turn 2: spells were cast, but no player cast two
    game.cast(0, s0.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.cast(1, s1.id, { targets: [[{ player: 1 }]] });
    game.pass(1);
    game.pass(0);
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(18);
    advance(game, () => game.turnInfo().step === "draw" && game.turnInfo().number === 3);
    expect(game.player(0).life).toBe(20);
    // turn 3: nothing cast, so at turn 4's upkeep player 0 gains 3
    advance(game, () => game.turnInfo().step === "draw" && game.turnInfo().number === 4);
    expect(game.player(0).life).toBe(23);
  });

  it('"if a player cast two or more spells last turn" with two spells of one player', async () => {
    const [counter, shock] = await compileFaces(
      creatureFace("Counter", "At the beginning of each upkeep, if a player cast two or more spells last turn, you lose 1 life."),
      face("Shock", "Shock deals 1 damage to any target.", "Instant"),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(counter!, 0, "battlefield");
    const a = game.setupCard(shock!, 1, "hand");
    const b = game.setupCard(shock!, 1, "hand");
    game.setupMana(1, "{2}");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    castAndResolve(game, 1, a.id, { targets: [[{ player: 1 }]] });
    castAndResolve(game, 1, b.id, { targets: [[{ player: 1 }]] });
    advance(game, () => game.turnInfo().step === "draw" && game.turnInfo().number === 3);
    expect(game.player(0).life).toBe(19);
  });

  it('"if you gained 3 or more life this turn" adds up the life gained; "an opponent lost life" is about opponents', async () => {
    const [cleric, tonic, drain] = await compileFaces(
      creatureFace("Cleric", "At the beginning of your end step, if you gained 3 or more life this turn, draw a card."),
      face("Tonic", "You gain 2 life.", "Instant"),
      creatureFace("Drain", "At the beginning of your end step, if an opponent lost life this turn, you gain 5 life."),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(cleric!, 0, "battlefield");
    game.setupCard(drain!, 0, "battlefield");
    const t1 = game.setupCard(tonic!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, 0, t1.id);
    const hand = game.player(0).handSize;
    advance(game, () => game.turnInfo().number === 3);
    // 2 life is not 3 or more; no opponent lost life (the drain's 5 did not happen)
    expect(game.player(0).handSize).toBe(hand);
    expect(game.player(0).life).toBe(22);
    const t2 = game.setupCard(tonic!, 0, "hand");
    const t3 = game.setupCard(tonic!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 4 });
    castAndResolve(game, 0, t2.id);
    castAndResolve(game, 0, t3.id);
    const hand2 = game.player(0).handSize;
    advance(game, () => game.turnInfo().number === 5);
    expect(game.player(0).handSize).toBe(hand2 + 1);
    expect(game.player(0).life).toBe(26);
  });

  it('"as long as you\'ve cast two or more spells this turn" (a static condition) and "this creature didn\'t attack this turn"', async () => {
    const [adept, tonic, sentry] = await compileFaces(
      creatureFace("Adept", "As long as you've cast two or more spells this turn, this creature gets +2/+0."),
      face("Tonic", "You gain 2 life.", "Instant"),
      creatureFace("Sentry", "At the beginning of your end step, if this creature didn't attack this turn, you gain 1 life."),
    );
    const { game } = newGame();
    libraries(game);
    const a = game.setupCard(adept!, 0, "battlefield");
    game.setupCard(sentry!, 0, "battlefield");
    const t1 = game.setupCard(tonic!, 0, "hand");
    const t2 = game.setupCard(tonic!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, 0, t1.id);
    expect(game.object(a.id)!.power).toBe(2);
    castAndResolve(game, 0, t2.id);
    expect(game.object(a.id)!.power).toBe(4);
    advance(game, () => game.turnInfo().number === 3);
    // the sentry did not attack: 20 + 2 + 2 + 1
    expect(game.player(0).life).toBe(25);
    // the next turn, nothing cast by player 1's side counts for "you"
    expect(game.object(a.id)!.power).toBe(2);
  });

  it('"each creature that was dealt damage this turn", "creature cards in your graveyard that died this turn" (400.7: the same object)', async () => {
    const [shock, sweep, recall, murder] = await compileFaces(
      face("Shock", "Shock deals 1 damage to any target.", "Instant"),
      face("Sweep", "Destroy each creature that was dealt damage this turn.", "Instant"),
      face("Recall", "Return all creature cards in your graveyard that died this turn to your hand.", "Instant"),
      face("Murder", "Destroy target creature.", "Instant"),
    );
    const { game } = newGame();
    libraries(game);
    const hurt = game.setupCard(creature("Hurt", 3, 3), 1, "battlefield");
    const fine = game.setupCard(creature("Fine", 3, 3), 1, "battlefield");
    const old = game.setupCard(creature("Old", 1, 1), 0, "graveyard");
    const mine = game.setupCard(creature("Mine", 2, 2), 0, "battlefield");
    const s = game.setupCard(shock!, 0, "hand");
    const w = game.setupCard(sweep!, 0, "hand");
    const m = game.setupCard(murder!, 0, "hand");
    const r = game.setupCard(recall!, 0, "hand");
    game.setupMana(0, "{4}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, 0, s.id, { targets: [[{ object: hurt.id }]] });
    castAndResolve(game, 0, w.id);
    // only the damaged creature
    expect(game.objects("battlefield").map((o) => o.name).sort()).toEqual(["Fine", "Mine"]);
    void fine;
    castAndResolve(game, 0, m.id, { targets: [[{ object: mine.id }]] });
    castAndResolve(game, 0, r.id);
    // the creature that died this turn comes back; the card that was already there stays
    expect(game.objects("hand", 0).map((o) => o.name)).toEqual(["Mine"]);
    expect(game.object(old.id)?.zone).toBe("graveyard");
  });
});

describe("conditions about counters, stats and keywords", () => {
  it('"there are two or more ki counters on ~", "an opponent has three or more poison counters", "if it has mana value 3 or less"', async () => {
    const [pupil, skirge, small] = await compileFaces(
      creatureFace("Pupil", "At the beginning of your upkeep, if there are two or more ki counters on Pupil, you gain 1 life."),
      creatureFace("Skirge", "At the beginning of your upkeep, if an opponent has three or more poison counters, you gain 2 life."),
      creatureFace("Small", "At the beginning of your upkeep, if this creature has mana value 3 or less, you gain 4 life."),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(pupil!, 0, "battlefield", { counters: { ki: 1 } });
    game.setupCard(skirge!, 0, "battlefield");
    game.setupCard({ ...small!, manaCost: "{4}" }, 0, "battlefield");
    game.setupLife(1, 20, 2);
    game.setupTurn({ active: 1, step: "end", number: 2 });
    advance(game, () => game.turnInfo().step === "draw");
    // one ki counter, two poison counters, mana value 4: nothing
    expect(game.player(0).life).toBe(20);
    game.setupCard(pupil!, 0, "battlefield", { counters: { ki: 2 } });
    game.setupCard(small!, 0, "battlefield");
    game.setupLife(1, 20, 3);
    game.setupTurn({ active: 1, step: "end", number: 4 });
    advance(game, () => game.turnInfo().step === "draw");
    expect(game.player(0).life).toBe(27);
  });

  it('"creatures you control have total power 8 or greater", "as long as ~\'s power is 4 or greater", "if a creature you control has flying"', async () => {
    const [pummeler, tall, birdy] = await compileFaces(
      creatureFace("Pummeler", "At the beginning of your upkeep, if creatures you control have total power 8 or greater, you gain 1 life."),
      creatureFace("Tall", "As long as Tall's power is 4 or greater, Tall has flying."),
      creatureFace("Birdy", "At the beginning of your upkeep, if a creature you control has flying, you gain 2 life."),
    );
    const { game } = newGame();
    libraries(game);
    game.setupCard(pummeler!, 0, "battlefield");
    const t = game.setupCard(tall!, 0, "battlefield");
    game.setupCard(birdy!, 0, "battlefield");
    game.setupCard(creature("Big", 3, 3), 1, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 2 });
    advance(game, () => game.turnInfo().step === "draw");
    // 2 + 2 + 2 power of mine (the opponent's creature doesn't count); Tall is a 2/2 without flying
    expect(game.player(0).life).toBe(20);
    expect(game.object(t.id)!.abilities.some((a) => a.kind === "keyword" && a.keyword === "flying")).toBe(false);
    game.setupCard(creature("Huge", 2, 2), 0, "battlefield");
    game.setupCard({ ...tall!, power: 4 }, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 4 });
    advance(game, () => game.turnInfo().step === "draw");
    expect(game.player(0).life).toBe(23);
  });

  it('"an opponent controls more lands than you", "you have more cards in hand than each opponent", "an opponent has eight or more cards in their graveyard"', async () => {
    const [surveyor, akuta, lookout] = await compileFaces(
      creatureFace("Surveyor", "At the beginning of your upkeep, if an opponent controls more lands than you, you gain 1 life."),
      creatureFace("Akuta", "At the beginning of your upkeep, if you have more cards in hand than each opponent, you gain 2 life."),
      creatureFace("Lookout", "At the beginning of your upkeep, if an opponent has eight or more cards in their graveyard, you gain 4 life."),
    );
    const land = { ...creature("Plains", 0, 0), types: ["land"], power: null, toughness: null };
    const { game } = newGame();
    libraries(game);
    game.setupCard(surveyor!, 0, "battlefield");
    game.setupCard(akuta!, 0, "battlefield");
    game.setupCard(lookout!, 0, "battlefield");
    game.setupCard(land, 0, "battlefield");
    game.setupCard(land, 1, "battlefield");
    for (let i = 0; i < 7; i++) game.setupCard(creature("Dead", 1, 1), 1, "graveyard");
    for (let i = 0; i < 9; i++) game.setupCard(creature("Mine", 1, 1), 0, "graveyard");
    game.setupCard(creature("A", 1, 1), 0, "hand");
    game.setupCard(creature("B", 1, 1), 1, "hand");
    game.setupTurn({ active: 1, step: "end", number: 2 });
    advance(game, () => game.turnInfo().step === "draw");
    // as many lands, as many cards in hand, seven cards in the opponent's graveyard (nine in mine): nothing
    expect(game.player(0).life).toBe(20);
    game.setupCard(land, 1, "battlefield");
    game.setupCard(creature("C", 1, 1), 0, "hand");
    game.setupCard(creature("Dead", 1, 1), 1, "graveyard");
    game.setupTurn({ active: 1, step: "end", number: 4 });
    advance(game, () => game.turnInfo().step === "draw");
    expect(game.player(0).life).toBe(27);
  });
});

describe("statics with X", () => {
  it('"~ gets +X/+0, where X is …" and "Creatures you control get +X/+X, where X is …" follow the count as it changes (611.3a)', async () => {
    const [grub, anthem] = await compileFaces(
      creatureFace("Grub", "Grub gets +X/+0, where X is the greatest power among creature cards in your graveyard.", "1/3"),
      creatureFace("Anthem", "Creatures you control get +X/+X, where X is the number of creature cards in all graveyards.", "0/1"),
    );
    const { game } = newGame();
    const g = game.setupCard(grub!, 0, "battlefield");
    expect(game.object(g.id)!.power).toBe(1);
    game.setupCard(creature("Dead", 4, 1), 0, "graveyard");
    // +4 (the greatest power), then no Anthem yet
    expect(game.object(g.id)!.power).toBe(5);
    expect(game.object(g.id)!.toughness).toBe(3);
    const a = game.setupCard(anthem!, 0, "battlefield");
    game.setupCard(creature("Other", 2, 2), 1, "graveyard");
    // two creature cards in all graveyards: +2/+2 to each creature player 0 controls
    expect(game.object(g.id)!.power).toBe(7);
    expect(game.object(g.id)!.toughness).toBe(5);
    expect(game.object(a.id)!.toughness).toBe(3);
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    expect(game.object(bear.id)!.power).toBe(2);
  });
});

describe("X, phases", () => {
  it('"If X is 3 or more" (107.3: the spell\'s X), "if it\'s your main phase"', async () => {
    const [surge, rush] = await compileFaces(
      face("Surge", "You gain X life. If X is 3 or more, draw a card.", "Sorcery", "{X}"),
      face("Rush", "You gain 1 life. If it's your main phase, draw a card.", "Instant", "{0}"),
    );
    const { game } = newGame();
    libraries(game);
    const a = game.setupCard(surge!, 0, "hand");
    const b = game.setupCard(surge!, 0, "hand");
    const r1 = game.setupCard(rush!, 0, "hand");
    const r2 = game.setupCard(rush!, 0, "hand");
    game.setupMana(0, "{5}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const hand = game.player(0).handSize;
    castAndResolve(game, 0, a.id, { x: 2 });
    expect(game.player(0).handSize).toBe(hand - 1);
    castAndResolve(game, 0, b.id, { x: 3 });
    expect(game.player(0).handSize).toBe(hand - 1);
    expect(game.player(0).life).toBe(25);
    castAndResolve(game, 0, r1.id);
    expect(game.player(0).handSize).toBe(hand - 1);
    // in the opponent's turn, not a main phase of yours
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.pass(1);
    game.cast(0, r2.id);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).handSize).toBe(hand - 2);
  });
});

describe("the history and rollback (726)", () => {
  it("events of an action that was undone (a probe) are not remembered: 'a creature died this turn' stays false", async () => {
    const [murder] = await compileFaces(face("Murder", "Destroy target creature.", "Instant"));
    const { game } = newGame();
    libraries(game);
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const m = game.setupCard(murder!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const died = () => game.eventsOfTurn(game.turn()).filter((e) => e.kind === "zoneChange" && e.to === "graveyard" && e.from === "battlefield").length;
    expect(game.probe((g) => castAndResolve(g, 0, m.id, { targets: [[{ object: bear.id }]] }))).toEqual({ legal: true });
    expect(game.object(bear.id)).toBeDefined();
    expect(died()).toBe(0);
    castAndResolve(game, 0, m.id, { targets: [[{ object: bear.id }]] });
    expect(died()).toBe(1);
  });
});
