/**
 * Constructions the code generator compiles since the refusal census of issue 4: activation
 * restrictions (602.5b), costs paid with other objects, players sacrificing what they choose
 * (701.17a), the older "puts the top card … into their graveyard" (milling), library positions,
 * "if it was kicked", "When you cast this spell". Each is played through the generated module.
 */
import { IllegalActionError } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

function resolve(game: G): void {
  game.pass(0);
  game.pass(1);
}

describe("activation restrictions (602.5b)", () => {
  it('"Activate only if you control a Swamp" is checked as the ability is activated', async () => {
    const [imp] = await compileFaces(creatureFace("Imp", "{T}: You gain 2 life. Activate only if you control a Swamp."));
    const { game } = newGame();
    const a = game.setupCard(imp!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, a.id, 0)).toThrow(IllegalActionError);
    expect(game.object(a.id)!.tapped).toBe(false);
    game.setupCard({ ...creature("Swamp", 0, 0), types: ["land"], subtypes: ["Swamp"], power: null, toughness: null }, 0, "battlefield");
    game.activate(0, a.id, 0);
    resolve(game);
    expect(game.player(0).life).toBe(22);
  });

  it('"only during your upkeep", "during your turn, before attackers are declared", "no more than twice each turn"', async () => {
    const [sage, scout, mage] = await compileFaces(
      creatureFace("Sage", "{1}: You gain 1 life. Activate this ability only during your upkeep."),
      creatureFace("Scout", "{1}: You gain 1 life. Activate only during your turn, before attackers are declared."),
      creatureFace("Mage", "{1}: You gain 1 life. Activate this ability no more than twice each turn."),
    );
    const { game } = newGame();
    const a = game.setupCard(sage!, 0, "battlefield");
    const b = game.setupCard(scout!, 0, "battlefield");
    const c = game.setupCard(mage!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.setupMana(0, "{1}{1}{1}{1}{1}");
    expect(() => game.activate(0, a.id, 0)).toThrow(/can't be activated now/);
    game.activate(0, b.id, 0);
    resolve(game);
    game.activate(0, c.id, 0);
    resolve(game);
    game.activate(0, c.id, 0);
    resolve(game);
    expect(() => game.activate(0, c.id, 0)).toThrow(/no more than 2/);
    expect(game.player(0).life).toBe(23);
    // On the opponent's turn the "during your turn" one can't be activated.
    const { game: g2 } = newGame();
    const b2 = g2.setupCard(scout!, 0, "battlefield");
    g2.setupTurn({ active: 1, step: "main1", number: 2 });
    g2.setupMana(0, "{1}");
    g2.pass(1);
    expect(() => g2.activate(0, b2.id, 0)).toThrow(/can't be activated now/);
  });

  it('"Any player may activate this ability": the player who activates it controls it (602.2)', async () => {
    const [storm] = await compileFaces(face("Storm", "Pay 2 life: Draw a card. Any player may activate this ability.", "Enchantment"));
    const { game } = newGame();
    const s = game.setupCard(storm!, 0, "battlefield");
    game.setupCard(creature("Card", 1, 1), 1, "library");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.activate(1, s.id, 0);
    game.pass(1);
    game.pass(0);
    expect(game.player(1).life).toBe(18);
    expect(game.player(1).handSize).toBe(1);
  });
});

describe("costs paid with other objects", () => {
  it('"Tap an untapped Wizard you control" taps another permanent (summoning sickness doesn\'t matter) and needs an untapped one', async () => {
    const [adept] = await compileFaces(creatureFace("Adept", "Tap an untapped Wizard you control: You gain 1 life.", "1/1", "Creature — Human Wizard"));
    const { game } = newGame();
    const a = game.setupCard(adept!, 0, "battlefield");
    const w = game.setupCard({ ...creature("Apprentice", 1, 1), subtypes: ["Wizard"] }, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, a.id, 0);
    resolve(game);
    game.activate(0, a.id, 0);
    resolve(game);
    expect(game.player(0).life).toBe(22);
    expect(game.object(a.id)!.tapped && game.object(w.id)!.tapped).toBe(true);
    expect(() => game.activate(0, a.id, 0)).toThrow(/only 0 available/);
  });

  it('"Sacrifice two Islands", "Sacrifice another creature", "Exile ~", "Exile a creature card from your graveyard", "Return a land you control"', async () => {
    const [tide, ghoul, relic, crypt, gull] = await compileFaces(
      creatureFace("Tide", "Sacrifice two Islands: Draw a card."),
      creatureFace("Ghoul", "Sacrifice another creature: You gain 3 life."),
      face("Relic", "{1}, Exile Relic: You gain 5 life.", "Artifact"),
      face("Crypt", "Exile a creature card from your graveyard: You gain 2 life.", "Artifact"),
      creatureFace("Gull", "Return a land you control to its owner's hand: Gull gets +1/+1 until end of turn."),
    );
    const island = { ...creature("Island", 0, 0), types: ["land"], subtypes: ["Island"], power: null, toughness: null };
    const { game } = newGame();
    game.setupCard(creature("Card", 1, 1), 0, "library");
    const t = game.setupCard(tide!, 0, "battlefield");
    const i1 = game.setupCard(island, 0, "battlefield");
    expect(() => game.activate(0, t.id, 0)).toThrow(/only 1 available/);
    const i2 = game.setupCard(island, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, t.id, 0);
    resolve(game);
    expect(game.object(i1.id) ?? game.object(i2.id)).toBeUndefined();
    expect(game.player(0).handSize).toBe(1);

    const { game: g2 } = newGame();
    const g = g2.setupCard(ghoul!, 0, "battlefield");
    g2.setupCard(creature("Theirs", 2, 2), 1, "battlefield");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => g2.activate(0, g.id, 0)).toThrow(/only 0 available/);
    const bear = g2.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    g2.activate(0, g.id, 0);
    resolve(g2);
    expect(g2.object(bear.id)).toBeUndefined();
    expect(g2.object(g.id)).toBeDefined();
    expect(g2.player(0).life).toBe(23);

    const r = game.setupCard(relic!, 0, "battlefield");
    game.setupMana(0, "{1}");
    game.activate(0, r.id, 0);
    resolve(game);
    expect(game.player(0).life).toBe(25);
    expect(game.objects("exile").map((o) => o.name)).toEqual(["Relic"]);

    const c = game.setupCard(crypt!, 0, "battlefield");
    const dead = game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    game.setupCard({ ...island, name: "Old Island" }, 0, "graveyard");
    game.activate(0, c.id, 0);
    resolve(game);
    expect(game.objects("exile").map((o) => o.name).sort()).toEqual(["Dead", "Relic"]);
    expect(game.object(dead.id)).toBeUndefined();
    expect(() => game.activate(0, c.id, 0)).toThrow(/only 0 available/);

    const gl = game.setupCard(gull!, 0, "battlefield");
    game.setupCard(island, 0, "battlefield");
    game.activate(0, gl.id, 0);
    resolve(game);
    expect(game.object(gl.id)!.power).toBe(3);
    expect(game.objects("hand", 0).some((o) => o.name === "Island")).toBe(true);
  });
});

describe("players sacrificing what they choose (701.17a)", () => {
  it('"Each player sacrifices two creatures": each chooses among their own, fewer if they have fewer', async () => {
    const [edict] = await compileFaces(face("Edict", "Each player sacrifices two creatures.", "Sorcery"));
    const { game } = newGame();
    const mine = [1, 2, 3].map((i) => game.setupCard(creature(`Mine${i}`, 1, 1), 0, "battlefield"));
    const theirs = game.setupCard(creature("Theirs", 1, 1), 1, "battlefield");
    const s = game.setupCard(edict!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id);
    resolve(game);
    expect(mine.filter((m) => game.object(m.id)).length).toBe(1);
    expect(game.object(theirs.id)).toBeUndefined();
  });

  it('"Target opponent sacrifices a creature of their choice" never takes your creatures; "you may sacrifice … If you do"', async () => {
    const [cornered, altar] = await compileFaces(
      face("Cornered", "Target opponent sacrifices a creature of their choice.", "Sorcery"),
      face("Altar", "At the beginning of your upkeep, you may sacrifice a creature. If you do, draw two cards.", "Enchantment"),
    );
    const { game, dm } = newGame();
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    const a = game.setupCard(creature("A", 1, 1), 1, "battlefield");
    const b = game.setupCard(creature("B", 1, 1), 1, "battlefield");
    const s = game.setupCard(cornered!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push([{ object: b.id }]);
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    resolve(game);
    expect(game.object(mine.id)).toBeDefined();
    expect(game.object(a.id)).toBeDefined();
    expect(game.object(b.id)).toBeUndefined();
    const choice = dm.seen.find((d) => d.kind === "choose" && d.what === "objects");
    expect(choice?.player).toBe(1);
    expect(altar!.abilities[0]!.kind).toBe("triggered");
  });
});

describe("zones and wordings", () => {
  it('"Target player puts the top two cards of their library into their graveyard" mills; "on top of its owner\'s library"', async () => {
    const [adept, aethertow] = await compileFaces(
      creatureFace("Adept", "{T}: Target player puts the top two cards of their library into their graveyard."),
      face("Tow", "Put target attacking or blocking creature on top of its owner's library.", "Instant"),
    );
    const { game } = newGame();
    for (let i = 0; i < 3; i++) game.setupCard(creature(`L${i}`, 1, 1), 1, "library");
    const a = game.setupCard(adept!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, a.id, 0, { targets: [[{ player: 1 }]] });
    resolve(game);
    expect(game.objects("graveyard", 1).length).toBe(2);
    expect(game.objects("library", 1).length).toBe(1);
    expect(aethertow!.abilities[0]!.kind).toBe("spell");
  });

  it('"If it was kicked, it deals 2 damage … instead" and "When you cast this spell"', async () => {
    const [clasm, maw] = await compileFaces(
      face("Clasm", "Kicker {R}\nClasm deals 1 damage to each creature. If it was kicked, it deals 2 damage to each creature instead.", "Instant", "{1}{R}"),
      creatureFace("Maw", "When you cast this spell, target opponent loses 3 life and you gain 3 life.", "2/4"),
    );
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const s = game.setupCard(clasm!, 0, "hand");
    game.setupMana(0, "{R}{R}{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { additional: ["kicker"] });
    resolve(game);
    expect(game.object(bear.id)).toBeUndefined();

    const m = game.setupCard(maw!, 0, "hand");
    game.setupMana(0, "{1}");
    game.cast(0, m.id);
    // The cast trigger is on the stack above the creature spell, and targets the opponent.
    resolve(game);
    expect(game.player(1).life).toBe(17);
    expect(game.player(0).life).toBe(23);
  });
});

/** From the opponent's end step to the start of player 0's next upkeep (its triggers on the stack). */
function toMyUpkeep(game: G): void {
  game.setupTurn({ active: 1, step: "end", number: 1 });
  for (let i = 0; i < 10 && !(game.turnInfo().active === 0 && game.turnInfo().step === "upkeep"); i++) game.pass(game.turnInfo().priority!);
}

describe("keyword abilities written out by their rules", () => {
  it("exalted (702.83a): +1/+1 for each instance when a creature attacks alone, not when two attack", async () => {
    const [angel] = await compileFaces(creatureFace("Angel", "Exalted", "1/1"));
    const { game } = newGame();
    game.setupCard(angel!, 0, "battlefield");
    game.setupCard(angel!, 0, "battlefield");
    const att = game.setupCard(creature("Att", 2, 2), 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: att.id, defender: { player: 1 } }]);
    game.pass(0);
    game.pass(1);
    game.pass(0);
    game.pass(1);
    expect(game.object(att.id)!.power).toBe(4);

    const { game: g2 } = newGame();
    g2.setupCard(angel!, 0, "battlefield");
    const x = g2.setupCard(creature("X", 2, 2), 0, "battlefield");
    const y = g2.setupCard(creature("Y", 2, 2), 0, "battlefield");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && g2.turnInfo().waiting !== "attackers"; i++) g2.pass(g2.turnInfo().priority!);
    g2.declareAttackers(0, [
      { attacker: x.id, defender: { player: 1 } },
      { attacker: y.id, defender: { player: 1 } },
    ]);
    expect(g2.stack()).toHaveLength(0);
  });

  it("vanishing 2 (702.63a): enters with two time counters; sacrificed when the last is removed", async () => {
    const [wisp] = await compileFaces(creatureFace("Wisp", "Vanishing 2", "3/3"));
    const { game } = newGame();
    const w = game.setupCard(wisp!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, w.id);
    resolve(game);
    const on = game.objects("battlefield").find((o) => o.name === "Wisp")!;
    expect(on.counters["time"]).toBe(2);
    toMyUpkeep(game);
    resolve(game);
    expect(game.object(on.id)!.counters["time"]).toBe(1);
    toMyUpkeep(game);
    resolve(game); // the upkeep trigger removes the last counter …
    resolve(game); // … and "when the last is removed" sacrifices it
    expect(game.object(on.id)).toBeUndefined();
  });

  it("cumulative upkeep {1} (702.24a): an age counter each upkeep, pay {1} per counter or sacrifice", async () => {
    const [cloud] = await compileFaces(face("Cloud", "Cumulative upkeep {1}", "Enchantment"));
    const { game } = newGame();
    const c = game.setupCard(cloud!, 0, "battlefield");
    toMyUpkeep(game);
    game.setupMana(0, "{1}");
    resolve(game);
    expect(game.object(c.id)!.counters["age"]).toBe(1);
    toMyUpkeep(game);
    game.setupMana(0, "{1}");
    resolve(game); // two age counters, only {1}: sacrificed
    expect(game.object(c.id)).toBeUndefined();
  });

  it("horsemanship (702.31b): blocked only by creatures with horsemanship", async () => {
    const [rider] = await compileFaces(creatureFace("Rider", "Horsemanship", "2/2"));
    const { game } = newGame();
    const r = game.setupCard(rider!, 0, "battlefield");
    const plain = game.setupCard(creature("Plain", 1, 1), 1, "battlefield");
    const horse = game.setupCard(rider!, 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: r.id, defender: { player: 1 } }]);
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "blockers"; i++) game.pass(game.turnInfo().priority!);
    const cp = game.checkpoint();
    expect(() => game.declareBlockers(1, [{ blocker: plain.id, attacker: r.id }])).toThrow(/horsemanship/);
    game.rollback(cp);
    game.declareBlockers(1, [{ blocker: horse.id, attacker: r.id }]);
  });
});

describe("amounts and adjectives", () => {
  it('"draw that many cards" after "deals combat damage to a player" is the damage dealt; "multicolored", "historic", "colorless"', async () => {
    const [selkie, bolt, ruin, shatter] = await compileFaces(
      creatureFace("Selkie", "Whenever Selkie deals combat damage to a player, draw that many cards.", "3/3"),
      face("Bolt", "Destroy target multicolored permanent.", "Instant"),
      face("Ruin", "Destroy target historic permanent.", "Instant"),
      face("Shatter", "Destroy target colorless creature.", "Instant"),
    );
    const { game } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    const s = game.setupCard(selkie!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: s.id, defender: { player: 1 } }]);
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "blockers"; i++) game.pass(game.turnInfo().priority!);
    game.declareBlockers(1, []);
    for (let i = 0; i < 6 && game.stack().length === 0; i++) game.pass(game.turnInfo().priority!);
    resolve(game);
    expect(game.player(1).life).toBe(17);
    expect(game.player(0).handSize).toBe(3);

    const { game: g2 } = newGame();
    const gold = g2.setupCard(creature("Gold", 1, 1, [], { colors: ["W", "U"] }), 1, "battlefield");
    const mono = g2.setupCard(creature("Mono", 1, 1, [], { colors: ["W"] }), 1, "battlefield");
    const legend = g2.setupCard(creature("Legend", 1, 1, [], { supertypes: ["legendary"] }), 1, "battlefield");
    const golem = g2.setupCard(creature("Golem", 1, 1, [], { types: ["artifact", "creature"] }), 1, "battlefield");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    const cast = (card: (typeof bolt), target: number, ok: boolean) => {
      const c = g2.setupCard(card!, 0, "hand");
      g2.setupMana(0, "{1}");
      if (!ok) {
        expect(() => g2.cast(0, c.id, { targets: [[{ object: target }]] })).toThrow(/not a legal target/);
        g2.setupMana(0, "{1}");
        return;
      }
      g2.cast(0, c.id, { targets: [[{ object: target }]] });
      resolve(g2);
      expect(g2.object(target)).toBeUndefined();
    };
    cast(bolt, mono.id, false);
    cast(bolt, gold.id, true);
    cast(ruin, mono.id, false);
    cast(ruin, legend.id, true);
    cast(shatter, mono.id, false);
    cast(shatter, golem.id, true);
  });
});

describe("sentence prefixes", () => {
  it('"Until end of turn, you gain control of target creature and it gains haste": both instructions end with the turn', async () => {
    const [threat] = await compileFaces(face("Threat", "Until end of turn, you gain control of target creature and it gains haste.", "Sorcery"));
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const s = game.setupCard(threat!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ object: bear.id }]] });
    resolve(game);
    expect(game.object(bear.id)!.controller).toBe(0);
    expect(game.object(bear.id)!.abilities.some((a) => a.kind === "keyword" && a.keyword === "haste")).toBe(true);
    for (let i = 0; i < 30 && game.turnInfo().active === 0; i++) {
      const t = game.turnInfo();
      if (t.waiting === "attackers") game.declareAttackers(0, []);
      else game.pass(t.priority!);
    }
    expect(game.object(bear.id)!.controller).toBe(1);
  });
});
