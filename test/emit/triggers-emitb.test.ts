/** Triggers and filters compiled and played: sacrifices (701.17a), land plays (305.1), "blocks or becomes blocked by", "cycle or discard" (702.29d), creatures blocking one (509.1), end of combat (511.2), "shares a color with it", "other than ~". */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

describe("sacrifice triggers", () => {
  it("trigger on a sacrifice by that player only, not on a destruction", async () => {
    const [altar, watcher, rival, murder] = await compileFaces(
      creatureFace("Altar", "Sacrifice a creature: You gain 1 life."),
      creatureFace("Watcher", "Whenever you sacrifice another creature, draw a card."),
      creatureFace("Rival", "Whenever an opponent sacrifices a creature, you gain 3 life."),
      face("Murder", "Destroy target creature.", "Instant"),
    );
    const { game, dm } = newGame();
    for (let p = 0; p < 2; p++) for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), p, "library");
    const a = game.setupCard(altar!, 0, "battlefield");
    game.setupCard(watcher!, 0, "battlefield");
    game.setupCard(rival!, 1, "battlefield");
    const fodder = game.setupCard(creature("Fodder", 1, 1), 0, "battlefield");
    const victim = game.setupCard(creature("Victim", 1, 1), 0, "battlefield");
    const m = game.setupCard(murder!, 1, "hand");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const hand = game.player(0).handSize;
    dm.chooseAnswers = [[{ object: fodder.id }]];
    game.activate(0, a.id, 0);
    // the ability and the two triggers above it
    expect(game.stack()).toHaveLength(3);
    for (let i = 0; i < 20 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.object(fodder.id)).toBeUndefined();
    // the sacrifice: player 0 draws (Watcher) and gains 1 (Altar); player 1's Rival sees an opponent's sacrifice
    expect(game.player(0).handSize).toBe(hand + 1);
    expect(game.player(0).life).toBe(21);
    expect(game.player(1).life).toBe(23);
    // a destroyed creature is not sacrificed
    game.pass(0);
    game.cast(1, m.id, { targets: [[{ object: victim.id }]] });
    game.pass(1);
    game.pass(0);
    expect(game.object(victim.id)).toBeUndefined();
    expect(game.player(0).handSize).toBe(hand + 1);
    expect(game.player(1).life).toBe(23);
  });
});

describe("land-play triggers", () => {
  it('"Whenever an opponent plays a land" (305.1): an opponent\'s land play, not yours, not a land put onto the battlefield', async () => {
    const [burgeoning, ramp] = await compileFaces(
      creatureFace("Watcher", "Whenever an opponent plays a land, you gain 1 life."),
      face("Ramp", "Search your library for a basic land card, put it onto the battlefield, then shuffle.", "Sorcery"),
    );
    const land = { ...creature("Forest", 0, 0), types: ["land"], supertypes: ["basic"], subtypes: ["Forest"], power: null, toughness: null };
    const { game, dm } = newGame();
    game.setupCard(burgeoning!, 0, "battlefield");
    const mine = game.setupCard(land, 0, "hand");
    const theirs = game.setupCard(land, 1, "hand");
    const found = game.setupCard(land, 1, "library");
    const r = game.setupCard(ramp!, 1, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, mine.id);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(20);
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    game.playLand(1, theirs.id);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(21);
    game.setupMana(1, "{1}");
    dm.chooseAnswers = [[{ object: found.id }]];
    game.cast(1, r.id);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.objects("battlefield").filter((o) => o.controller === 1)).toHaveLength(2);
    expect(game.player(0).life).toBe(21);
  });
});

describe("two verbs sharing their object", () => {
  it('"blocks or becomes blocked by a creature": once for each such creature, "that creature" is the other one', async () => {
    const [hound] = await compileFaces(creatureFace("Hound", "Whenever Hound blocks or becomes blocked by a creature, Hound deals 1 damage to that creature.", "2/1"));
    const { game } = newGame();
    const h = game.setupCard(hound!, 0, "battlefield");
    const a = game.setupCard(creature("A", 1, 3), 1, "battlefield");
    const b = game.setupCard(creature("B", 1, 3), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: h.id, defender: { player: 1 } }]);
    for (let i = 0; i < 6 && game.turnInfo().waiting !== "blockers"; i++) game.pass(game.turnInfo().priority!);
    game.declareBlockers(1, [
      { blocker: a.id, attacker: h.id },
      { blocker: b.id, attacker: h.id },
    ]);
    expect(game.stack()).toHaveLength(2);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.object(a.id)!.damage).toBe(1);
    expect(game.object(b.id)!.damage).toBe(1);
  });

  it('"Whenever you cycle or discard a card" triggers once for a cycled card (702.29d)', async () => {
    const [survivor, drake, looter] = await compileFaces(
      creatureFace("Survivor", "Whenever you cycle or discard a card, you gain 1 life."),
      creatureFace("Drake", "Cycling {1}"),
      creatureFace("Looter", "Discard a card: You lose 3 life."),
    );
    const { game } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(survivor!, 0, "battlefield");
    const l = game.setupCard(looter!, 0, "battlefield");
    const d = game.setupCard(drake!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, d.id, 0);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(21);
    game.activate(0, l.id, 0);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(19);
  });
});

describe("creatures blocking or blocked by one", () => {
  it('"each creature blocking it" (509.1): the creatures blocking it in this combat, not the others', async () => {
    const [goblin, wall] = await compileFaces(
      creatureFace("Goblin", "Whenever Goblin becomes blocked, it deals 1 damage to each creature blocking it.", "2/2"),
      creatureFace("Wall", "Whenever Wall blocks, Wall deals 2 damage to each creature blocked by Wall.", "0/5"),
    );
    const { game } = newGame();
    const g = game.setupCard(goblin!, 0, "battlefield");
    const other = game.setupCard(creature("Other", 1, 5), 0, "battlefield");
    const a = game.setupCard(creature("A", 1, 3), 1, "battlefield");
    const w = game.setupCard(wall!, 1, "battlefield");
    const idle = game.setupCard(creature("Idle", 1, 3), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [
      { attacker: g.id, defender: { player: 1 } },
      { attacker: other.id, defender: { player: 1 } },
    ]);
    for (let i = 0; i < 6 && game.turnInfo().waiting !== "blockers"; i++) game.pass(game.turnInfo().priority!);
    game.declareBlockers(1, [
      { blocker: a.id, attacker: g.id },
      { blocker: w.id, attacker: other.id },
    ]);
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.object(a.id)!.damage).toBe(1);
    expect(game.object(w.id)!.damage).toBe(0);
    expect(game.object(idle.id)!.damage).toBe(0);
    expect(game.object(other.id)!.damage).toBe(2);
    expect(game.object(g.id)!.damage).toBe(0);
  });
});

describe("end of combat", () => {
  it('"At end of combat, if ~ attacked or blocked this combat" (511.2): at the end of combat step, only after it fought', async () => {
    const [guard] = await compileFaces(creatureFace("Guard", "At end of combat, if Guard attacked or blocked this combat, you gain 2 life.", "1/4"));
    const { game } = newGame();
    for (let p = 0; p < 2; p++) for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), p, "library");
    const g = game.setupCard(guard!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: g.id, defender: { player: 1 } }]);
    for (let i = 0; i < 20 && game.turnInfo().step !== "main2"; i++) {
      const t = game.turnInfo();
      if (t.waiting === "blockers") game.declareBlockers(t.blockers[0]!, []);
      else game.pass(t.priority!);
    }
    expect(game.player(0).life).toBe(22);
    // the next turn of player 0's: no attack, no life
    game.setupTurn({ active: 0, step: "main1", number: 4 });
    for (let i = 0; i < 30 && game.turnInfo().step !== "main2"; i++) {
      const t = game.turnInfo();
      if (t.waiting === "attackers") game.declareAttackers(t.active, []);
      else game.pass(t.priority!);
    }
    expect(game.player(0).life).toBe(22);
  });
});

describe("more event forms", () => {
  it('"a source you control deals noncombat damage to an opponent" (a spell is a source, 120.1), "Whenever you\'re dealt damage"', async () => {
    const [pyreling, hound, shock] = await compileFaces(
      creatureFace("Pyreling", "Whenever a source you control deals noncombat damage to an opponent, you gain 1 life.", "2/2"),
      creatureFace("Hound", "Whenever you're dealt damage, you gain 3 life.", "2/2"),
      face("Shock", "Shock deals 2 damage to any target.", "Instant"),
    );
    const { game } = newGame();
    const p = game.setupCard(pyreling!, 0, "battlefield");
    game.setupCard(hound!, 1, "battlefield");
    const s = game.setupCard(shock!, 0, "hand");
    const s2 = game.setupCard(shock!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    // the spell's noncombat damage: +1 for player 0; player 1 was dealt damage: +3
    expect(game.player(0).life).toBe(21);
    expect(game.player(1).life).toBe(21);
    game.cast(0, s2.id, { targets: [[{ object: p.id }]] });
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(21);
    expect(game.player(1).life).toBe(21);
  });

  it('"Whenever ~ attacks while you control a token" (603.2: as the event happens)', async () => {
    const [warren] = await compileFaces(creatureFace("Warren", "Whenever Warren attacks while you control a token, you gain 2 life.", "2/2"));
    const { game } = newGame();
    const w = game.setupCard(warren!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && game.turnInfo().waiting !== "attackers"; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: w.id, defender: { player: 1 } }]);
    expect(game.stack()).toHaveLength(0);
    const { game: g2 } = newGame();
    const w2 = g2.setupCard(warren!, 0, "battlefield");
    g2.setupCard(creature("Token", 1, 1), 0, "battlefield", { token: true });
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4 && g2.turnInfo().waiting !== "attackers"; i++) g2.pass(g2.turnInfo().priority!);
    g2.declareAttackers(0, [{ attacker: w2.id, defender: { player: 1 } }]);
    for (let i = 0; i < 10 && g2.stack().length; i++) g2.pass(g2.turnInfo().priority!);
    expect(g2.player(0).life).toBe(22);
  });
});

describe("filters", () => {
  it('"each other creature that shares a color with it" (105.4; the target is dealt damage once), "other than ~"', async () => {
    const [beam, angel] = await compileFaces(
      face("Beam", "Beam deals 2 damage to target creature and each other creature that shares a color with it.", "Instant"),
      creatureFace("Angel", "At the beginning of your upkeep, put a +1/+1 counter on each creature you control other than Angel.", "2/2"),
    );
    const { game } = newGame();
    const red = (name: string) => ({ ...creature(name, 1, 4), colors: ["R" as const] });
    const t = game.setupCard(red("T"), 1, "battlefield");
    const r2 = game.setupCard(red("R2"), 0, "battlefield");
    const g = game.setupCard({ ...creature("G", 1, 4), colors: ["G" as const] }, 1, "battlefield");
    const b = game.setupCard(beam!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, b.id, { targets: [[{ object: t.id }]] });
    for (let i = 0; i < 10 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.object(t.id)!.damage).toBe(2);
    expect(game.object(r2.id)!.damage).toBe(2);
    expect(game.object(g.id)!.damage).toBe(0);
    const a = game.setupCard(angel!, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 3 });
    for (let i = 0; i < 10 && !(game.turnInfo().active === 0 && game.turnInfo().step === "draw"); i++) game.pass(game.turnInfo().priority!);
    expect(game.object(a.id)!.counters["+1/+1"] ?? 0).toBe(0);
    expect(game.object(r2.id)!.counters["+1/+1"]).toBe(1);
  });
});
