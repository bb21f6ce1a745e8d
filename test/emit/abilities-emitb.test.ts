/** Abilities compiled and played: keywords written out by their rules (702: annihilator, melee, reinforce, partner variants), compound statics, costs. */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

function toAttackers(game: G) {
  game.setupTurn({ active: 0, step: "main1", number: 2 });
  for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
}

function resolveAll(game: G) {
  for (let i = 0; i < 40 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
}

describe("keyword abilities", () => {
  it("annihilator 2 (702.86a): the defending player sacrifices two permanents as it attacks", async () => {
    const [eldrazi] = await compileFaces(creatureFace("Eldrazi", "Annihilator 2", "5/5"));
    const { game } = newGame();
    const e = game.setupCard(eldrazi!, 0, "battlefield");
    for (let i = 0; i < 3; i++) game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    game.setupCard(creature("Mine", 2, 2), 0, "battlefield");
    toAttackers(game);
    game.declareAttackers(0, [{ attacker: e.id, defender: { player: 1 } }]);
    resolveAll(game);
    expect(game.objects("battlefield").filter((o) => o.controller === 1)).toHaveLength(1);
    expect(game.objects("battlefield").filter((o) => o.controller === 0)).toHaveLength(2);
  });

  it("melee (702.121a): +1/+1 for each opponent attacked this combat", async () => {
    const [knight] = await compileFaces(creatureFace("Knight", "Melee", "2/2"));
    const { game } = newGame();
    const k = game.setupCard(knight!, 0, "battlefield");
    toAttackers(game);
    game.declareAttackers(0, [{ attacker: k.id, defender: { player: 1 } }]);
    resolveAll(game);
    expect(game.object(k.id)!.power).toBe(3);
    expect(game.object(k.id)!.toughness).toBe(3);
  });

  it("reinforce N—cost (702.77a): discard it from the hand to put N +1/+1 counters on target creature", async () => {
    const [sprite] = await compileFaces(creatureFace("Sprite", "Reinforce 2—{1}{W}", "1/1"));
    const { game } = newGame();
    const bear = game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    const s = game.setupCard(sprite!, 0, "hand");
    game.setupMana(0, "{1}{W}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, s.id, 0, { targets: [[{ object: bear.id }]] });
    resolveAll(game);
    expect(game.object(bear.id)!.counters["+1/+1"]).toBe(2);
    expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual(["Sprite"]);
  });
});

describe("partner variants", () => {
  it("\"Choose a Background\" and \"Doctor's companion\" (702.124 variants): deck construction only, accepted by the runtime", async () => {
    const [leader, companion] = await compileFaces(
      creatureFace("Leader", "Choose a Background", "2/2", "Legendary Creature — Human"),
      creatureFace("Companion", "Doctor's companion", "2/2", "Legendary Creature — Human"),
    );
    const { game } = newGame();
    const l = game.setupCard(leader!, 0, "battlefield");
    const c = game.setupCard(companion!, 0, "battlefield");
    expect(game.object(l.id)!.abilities.map((a) => (a.kind === "keyword" ? a.keyword : a.kind))).toEqual(["choose a background"]);
    expect(game.object(c.id)!.abilities.map((a) => (a.kind === "keyword" ? a.keyword : a.kind))).toEqual(["doctor's companion"]);
  });
});

describe("compound statics", () => {
  it('"Enchanted creature can\'t attack or block, and its activated abilities can\'t be activated" (its mana abilities too)', async () => {
    const [arrest, elf] = await compileFaces(
      { name: "Arrest", text: "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated.", type: "Enchantment — Aura", manaCost: "{2}{W}" },
      creatureFace("Elf", "{T}: Add {G}.", "1/1"),
    );
    const { game } = newGame();
    const e = game.setupCard(elf!, 0, "battlefield");
    const other = game.setupCard(elf!, 0, "battlefield");
    const a = game.setupCard(arrest!, 1, "battlefield");
    game.setupAttach(a.id, e.id);
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, e.id, 0)).toThrow(/can't be activated/);
    game.activate(0, other.id, 0);
    expect(game.object(other.id)!.tapped).toBe(true);
    // nor is it tapped for mana to pay a cost
    const bear = game.setupCard({ ...creature("Bear", 2, 2), manaCost: "{G}{G}" }, 0, "hand");
    expect(() => game.cast(0, bear.id)).toThrow();
    expect(game.object(e.id)!.tapped).toBe(false);
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    expect(() => game.declareAttackers(0, [{ attacker: e.id, defender: { player: 1 } }])).toThrow();
  });
});

describe("costs", () => {
  it('"Remove three quest counters from ~ and sacrifice it": "it" is the source (602.2)', async () => {
    const [quest] = await compileFaces({ name: "Quest", text: "Remove three quest counters from Quest and sacrifice it: Draw a card.", type: "Enchantment", manaCost: "{G}" });
    const { game } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    const few = game.setupCard(quest!, 0, "battlefield", { counters: { quest: 2 } });
    const q = game.setupCard(quest!, 0, "battlefield", { counters: { quest: 3 } });
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, few.id, 0)).toThrow();
    game.activate(0, q.id, 0);
    game.pass(0);
    game.pass(1);
    expect(game.object(q.id)).toBeUndefined();
    expect(game.object(few.id)?.counters["quest"]).toBe(2);
    expect(game.player(0).handSize).toBe(1);
  });
});

describe("discarding a hand as a cost", () => {
  it('"{1}, {T}, Discard your hand: …" discards every card in it (and can be paid with an empty hand)', async () => {
    const [slate] = await compileFaces({ name: "Slate", text: "{1}, {T}, Discard your hand: You gain 2 life.", type: "Artifact", manaCost: "{4}" });
    const { game } = newGame();
    const s = game.setupCard(slate!, 0, "battlefield");
    const s2 = game.setupCard(slate!, 0, "battlefield");
    for (let i = 0; i < 3; i++) game.setupCard(creature("Card", 1, 1), 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, s.id, 0);
    expect(game.player(0).handSize).toBe(0);
    expect(game.objects("graveyard", 0)).toHaveLength(3);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(22);
    game.activate(0, s2.id, 0);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(24);
  });
});

describe("costs paid", () => {
  it('"When ~ enters, if its surge cost was paid" (702.117): the permanent remembers the cost paid for its spell', async () => {
    const [ghoul, tonic] = await compileFaces(
      { ...creatureFace("Ghoul", "Surge {1}\nWhen Ghoul enters, if its surge cost was paid, you gain 3 life."), manaCost: "{3}" },
      face("Tonic", "You gain 1 life.", "Instant"),
    );
    const { game } = newGame();
    const t = game.setupCard(tonic!, 0, "hand");
    const a = game.setupCard(ghoul!, 0, "hand");
    const b = game.setupCard(ghoul!, 0, "hand");
    game.setupMana(0, "{5}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, t.id);
    game.pass(0);
    game.pass(1);
    game.cast(0, a.id, { alternative: "surge" });
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(24);
    game.cast(0, b.id);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.objects("battlefield")).toHaveLength(2);
    expect(game.player(0).life).toBe(24);
  });
});

describe("boast", () => {
  it("boast (702.142a): only if it attacked this turn, and only once each turn", async () => {
    const [ghoul] = await compileFaces(creatureFace("Ghoul", "Boast — {1}: You gain 2 life.", "2/2"));
    const { game } = newGame();
    const g = game.setupCard(ghoul!, 0, "battlefield");
    game.setupMana(0, "{3}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, g.id, 0)).toThrow();
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: g.id, defender: { player: 1 } }]);
    game.setupMana(0, "{3}");
    game.activate(0, g.id, 0);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(22);
    expect(() => game.activate(0, g.id, 0)).toThrow();
  });
});
