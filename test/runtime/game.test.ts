import { anyTarget, BASIC_LANDS, DefinitionError, IllegalActionError, type StaticAbility, type TriggeredAbility } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { FurnaceOfRath, Shock, SulfuricVortex, Trinisphere } from "./fixtures/cards.ts";
import { GloriousAnthem, GrizzlyBears, Unsummon } from "./fixtures/more-cards.ts";
import { creature, newGame, spell, src } from "./helpers.ts";

describe("rollback (rule 726)", () => {
  it("an unpayable cast throws and leaves the game exactly as before, mana abilities included", () => {
    const { game } = newGame();
    const shock = game.setupCard(Shock, 0, "hand");
    game.setupCard(BASIC_LANDS.Mountain!, 0, "battlefield");
    game.setupCard(BASIC_LANDS.Mountain!, 0, "battlefield");
    game.setupCard(Trinisphere, 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const before = game.fingerprint();
    expect(() => game.cast(0, shock.id, { targets: [[{ player: 1 }]] })).toThrow(IllegalActionError);
    expect(game.fingerprint()).toBe(before);
    expect(
      game
        .objects("battlefield")
        .filter((v) => v.name === "Mountain")
        .every((v) => !v.tapped),
    ).toBe(true);
    expect(game.events.at(-1)!.text).toMatch(/Illegal action rejected.*can't pay \{2\}\{R\}/);
  });

  it("checkpoints can be restored after legal actions", () => {
    const { game } = newGame();
    const shock = game.setupCard(Shock, 0, "hand");
    game.setupMana(0, "{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const cp = game.checkpoint();
    const before = game.fingerprint();
    game.cast(0, shock.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(18);
    game.rollback(cp);
    expect(game.fingerprint()).toBe(before);
    expect(game.player(1).life).toBe(20);
  });

  it("an illegal target is rejected (rule 601.2c) and a spell can't target itself", () => {
    const { game } = newGame();
    const shock = game.setupCard(Shock, 0, "hand");
    const land = game.setupCard(BASIC_LANDS.Forest!, 1, "battlefield");
    game.setupMana(0, "{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, shock.id, { targets: [[{ object: land.id }]] })).toThrow(/not a legal target/);
    expect(() => game.cast(0, shock.id, { targets: [] })).toThrow(/needs 1 target word/);
  });

  it("refuses definitions with unparsed text, with their diagnostics", () => {
    const { game } = newGame();
    const bad = {
      ...GrizzlyBears,
      unparsed: [{ severity: "error" as const, code: "OC1001", message: "unparsed text", span: [0, 5] as [number, number] }],
    };
    expect(() => game.setupCard(bad, 0, "hand")).toThrow(DefinitionError);
  });

  it("refuses abilities, keywords and costs it doesn't implement instead of ignoring them", () => {
    const { game } = newGame();
    const withKind = { ...GrizzlyBears, abilities: [{ kind: "banding" } as never] };
    expect(() => game.setupCard(withKind, 0, "hand")).toThrow(/ability kind "banding" is not implemented/);
    const withKeyword = { ...GrizzlyBears, abilities: [{ kind: "keyword", keyword: "protection" } as never] };
    expect(() => game.setupCard(withKeyword, 0, "hand")).toThrow(/keyword "protection" is not implemented/);
    const phyrexian = { ...GrizzlyBears, manaCost: "{G/P}" };
    expect(() => game.setupCard(phyrexian, 0, "hand")).toThrow(/\{G\/P\} is not implemented/);
    expect(() => game.setupCard(Shock, 0, "battlefield")).toThrow(/can't be on the battlefield/);
    // One object can't have two faces' types at once (a two-faced card's type line read as one).
    expect(() => game.setupCard({ ...GrizzlyBears, types: ["artifact", "//", "sorcery"] }, 0, "hand")).toThrow(/unknown card type "\/\/"/);
    expect(() => game.setupCard({ ...GrizzlyBears, types: ["artifact", "sorcery"] }, 0, "hand")).toThrow(/can't be both sorcery and artifact/);
  });
});

describe("zone changes (rule 400.7)", () => {
  it("an object that changes zones is a new object; the old id no longer exists", () => {
    const { game } = newGame();
    const bears = game.setupCard(GrizzlyBears, 1, "battlefield", { counters: { "+1/+1": 2 }, damage: 1 });
    const unsummon = game.setupCard(Unsummon, 0, "hand");
    game.setupMana(0, "{U}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, unsummon.id, { targets: [[{ object: bears.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.exists(bears.id)).toBe(false);
    const inHand = game.objects("hand", 1);
    expect(inHand.map((v) => v.name)).toEqual(["Grizzly Bears"]);
    expect(inHand[0]!.id).not.toBe(bears.id);
    expect(inHand[0]!.counters).toEqual({});
    expect(inHand[0]!.damage).toBe(0);
  });
});

describe("triggered abilities (rule 603)", () => {
  it("APNAP order with three players: the active player's ability goes on the stack first, so it resolves last", () => {
    const { game } = newGame(3);
    for (const p of [0, 1, 2]) game.setupCard(SulfuricVortex, p, "battlefield");
    game.setupTurn({ active: 2, step: "end", number: 3 });
    for (let i = 0; i < 3; i++) game.pass(game.turnInfo().priority!);
    // Alice's turn 4: untap, upkeep; three triggers.
    expect(game.turnInfo()).toMatchObject({ active: 0, step: "upkeep", number: 4 });
    expect(game.stack().map((s) => s.controller)).toEqual([2, 1, 0]);
  });

  it("a player orders their own simultaneous triggers through the decision maker", () => {
    const { game, dm } = newGame();
    const t = (name: string): TriggeredAbility => ({
      kind: "triggered",
      source: src(`At the beginning of your upkeep, ${name}.`),
      trigger: { event: "beginStep", match: (e, ctx) => e.kind === "beginStep" && e.step === "upkeep" && e.active.id === ctx.you.id },
      effect: () => {},
    });
    const a = game.setupCard({ ...GloriousAnthem, name: "A", abilities: [t("a")] }, 0, "battlefield");
    const b = game.setupCard({ ...GloriousAnthem, name: "B", abilities: [t("b")] }, 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 3 });
    dm.orderAnswers.push([1, 0]);
    game.pass(1);
    game.pass(0);
    const order = dm.seen.find((d) => d.kind === "order");
    expect(order && order.kind === "order" ? order.items.map((i) => i.source.id) : []).toEqual([a.id, b.id]);
    // B was put on the stack first, so A is on top.
    expect(game.stack().map((s) => s.source.name)).toEqual(["A", "B"]);
  });

  it("a state trigger doesn't trigger again while it is on the stack (rule 603.8)", () => {
    const { game } = newGame();
    let resolved = 0;
    const hellbent: TriggeredAbility = {
      kind: "triggered",
      source: src("Whenever you have no cards in hand, you gain 1 life."),
      trigger: { event: "state", condition: (ctx) => ctx.game.objects("hand", ctx.you.id).length === 0 },
      effect: (ctx) => {
        resolved++;
        ctx.gainLife(ctx.you, 1);
      },
    };
    game.setupCard({ ...GloriousAnthem, name: "Empty Hand Engine", abilities: [hellbent] }, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    // The game was set up with the condition true: it triggers before the first priority, once.
    expect(game.stack().length).toBe(1);
    game.pass(0);
    expect(game.stack().length).toBe(1);
    game.pass(1); // resolves; the condition is still true, so it triggers again, once
    expect(resolved).toBe(1);
    expect(game.stack().length).toBe(1);
  });
});

describe("replacement effects (rules 614-616)", () => {
  it("each replacement effect applies at most once to an event (614.5): two doublers make 2 damage 8", () => {
    const { game, dm } = newGame();
    game.setupCard(FurnaceOfRath, 0, "battlefield");
    game.setupCard(FurnaceOfRath, 0, "battlefield");
    const shock = game.setupCard(Shock, 0, "hand");
    game.setupMana(0, "{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, shock.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(12);
    const choice = dm.seen.filter((d) => d.kind === "replacement");
    expect(choice).toHaveLength(1); // the second Furnace is the only one left: no choice
    expect(choice[0]).toMatchObject({ player: 1, interchangeable: true });
  });
});

describe("state-based actions (rule 704)", () => {
  it("are checked again until none apply: a lord dies, then the creature it kept alive", () => {
    const { game } = newGame();
    const lordAbility: StaticAbility = {
      kind: "static",
      source: src("Other creatures you control get +1/+1."),
      layer: "7c",
      affected: { types: ["creature"], controller: "you", self: false },
      apply: (c) => {
        c.power! += 1;
        c.toughness! += 1;
      },
    };
    game.setupCard(creature("Lord", 1, 1, [lordAbility]), 0, "battlefield", { damage: 1 });
    const x = game.setupCard(creature("Follower", 1, 1), 0, "battlefield", { damage: 1 });
    expect(game.object(x.id)!.toughness).toBe(2);
    game.setupTurn({ active: 0, step: "main1", number: 2 }); // Alice receives priority: state-based actions first
    expect(game.objects("graveyard", 0).map((v) => v.name)).toEqual(["Lord", "Follower"]);
  });

  it("0 toughness is not destruction: indestructible doesn't help; lethal damage is, and it does", () => {
    const { game } = newGame();
    const ind = { kind: "keyword" as const, keyword: "indestructible" as const };
    game.setupCard(creature("Zero", 0, 0, [ind]), 0, "battlefield");
    game.setupCard(creature("Tough", 1, 1, [ind]), 0, "battlefield", { damage: 5 });
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(game.objects("graveyard", 0).map((v) => v.name)).toEqual(["Zero"]);
    expect(game.objects("battlefield").map((v) => v.name)).toEqual(["Tough"]);
  });
});

describe("state-based actions: counter limits (704.5r)", () => {
  it('"can\'t have more than seven dream counters on it": all but seven are removed; other kinds and other permanents are untouched', () => {
    const { game } = newGame();
    const limit = { kind: "counterLimit" as const, source: src("Rasputin can't have more than seven dream counters on it."), counter: "dream", max: 7 };
    const r = game.setupCard(creature("Rasputin", 4, 1, [limit]), 0, "battlefield", { counters: { dream: 9, "+1/+1": 9 } });
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield", { counters: { dream: 9 } });
    game.setupTurn({ active: 0, step: "main1", number: 2 }); // Alice receives priority: state-based actions first
    expect(game.object(r.id)!.counters).toMatchObject({ dream: 7, "+1/+1": 9 });
    expect(game.object(other.id)!.counters.dream).toBe(9);
    expect(game.events.some((e) => /704\.5r/.test(e.text))).toBe(true);
    // a malformed limit is refused when the card is put into the game, never ignored
    expect(() => game.setupCard(creature("Bad", 1, 1, [{ ...limit, max: -1 }]), 0, "battlefield")).toThrow(/counter limit/);
  });
});

describe("layers (rule 613)", () => {
  it("a 7b setting effect applies before a 7c modification whatever their timestamps", () => {
    const { game } = newGame();
    const pump: StaticAbility = {
      kind: "static",
      source: src("+1/+1"),
      layer: "7c",
      affected: { types: ["creature"] },
      apply: (c) => void ((c.power! += 1), (c.toughness! += 1)),
    };
    const set: StaticAbility = {
      kind: "static",
      source: src("is 0/1"),
      layer: "7b",
      affected: { types: ["creature"], self: false },
      apply: (c) => void ((c.power = 0), (c.toughness = 1)),
    };
    game.setupCard({ ...GloriousAnthem, name: "Pump", abilities: [pump] }, 0, "battlefield");
    game.setupCard({ ...GloriousAnthem, name: "Set", abilities: [set] }, 0, "battlefield");
    const bears = game.setupCard(GrizzlyBears, 0, "battlefield");
    expect(game.object(bears.id)).toMatchObject({ power: 1, toughness: 2 });
  });

  it("a colour change (layer 5) decides whether a 'white creatures' bonus (layer 7c) applies (613.5 example)", () => {
    const { game } = newGame();
    const honor: StaticAbility = {
      kind: "static",
      source: src("White creatures you control get +1/+1."),
      layer: "7c",
      affected: { types: ["creature"], colors: ["W"], controller: "you" },
      apply: (c) => void ((c.power! += 1), (c.toughness! += 1)),
    };
    game.setupCard({ ...GloriousAnthem, name: "Honor of the Pure", abilities: [honor] }, 0, "battlefield");
    const bears = game.setupCard(GrizzlyBears, 0, "battlefield");
    const paint = spell("Paint White", "{0}", [
      {
        kind: "spell",
        source: src("Target creature becomes white."),
        targets: [{ text: "target creature", object: { types: ["creature"] } }],
        effect: (ctx) => ctx.addContinuousEffect([ctx.targets[0] as never], "5", (c) => void (c.colors = ["W"]), "permanent"),
      },
    ]);
    const p = game.setupCard(paint, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(game.object(bears.id)!.power).toBe(2);
    game.cast(0, p.id, { targets: [[{ object: bears.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(bears.id)).toMatchObject({ power: 3, toughness: 3, colors: ["W"] });
  });
});

describe("timing and priority", () => {
  it("sorcery-speed spells need an empty stack in the caster's main phase", () => {
    const { game } = newGame();
    const sorcery = game.setupCard(
      spell("Sorc", "{0}", [{ kind: "spell", source: src("Draw a card."), effect: (ctx) => ctx.draw(ctx.you) }], ["sorcery"]),
      1,
      "hand",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.pass(0);
    expect(() => game.cast(1, sorcery.id)).toThrow(/it is not their turn/);
  });

  it("mana empties from pools between steps (rule 500.4)", () => {
    const { game } = newGame();
    game.setupMana(0, "{R}{G}");
    game.setupMana(1, "{U}");
    game.setupTurn({ active: 0, step: "upkeep", number: 2 });
    game.pass(0);
    game.pass(1);
    expect(game.turnInfo().step).toBe("draw");
    expect(game.player(0).pool).toBe("");
    expect(game.player(1).pool).toBe("");
  });

  it("damage to a player is life loss; the any-target spec includes players and creatures", () => {
    const { game } = newGame();
    const ping = game.setupCard(
      spell("Ping", "{0}", [
        {
          kind: "spell",
          source: src("Ping deals 1 damage to any target."),
          targets: [anyTarget()],
          effect: (ctx) => ctx.dealDamage(ctx.self, ctx.targets[0], 1),
        },
      ]),
      0,
      "hand",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, ping.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(19);
    expect(
      game.events.some((e) => e.text.includes("Ping deals 1 damage to Bob") && e.cause?.text === "Ping deals 1 damage to any target."),
    ).toBe(true);
  });
});
