import {
  atBeginningOf,
  BASIC_LANDS,
  entersTapped,
  formatManaCost,
  IllegalActionError,
  matchesFilter,
  onDies,
  parseManaCost,
  parseManaUnits,
  sacrificeChosen,
  type TriggeredAbility,
} from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { planPayment } from "../../src/runtime/mana.ts";
import { Shock } from "./fixtures/cards.ts";
import { ColossalDreadmaw, GrizzlyBears, IsamaruHoundOfKonda, KirdApe, LlanowarElves } from "./fixtures/more-cards.ts";
import { creature, newGame, spell, src } from "./helpers.ts";

describe("mana", () => {
  it("parses and formats costs, refusing symbols it doesn't implement", () => {
    expect(parseManaCost("{X}{2}{W/U}{G}")).toEqual({ generic: 2, colored: [["W", "U"], ["G"]], x: 1 });
    expect(formatManaCost(parseManaCost("{2}{R}"))).toBe("{2}{R}");
    expect(parseManaUnits("{R}{2}")).toEqual(["R", "C", "C"]);
    expect(() => parseManaCost("{W/P}")).toThrow(/not implemented/);
    expect(() => parseManaCost("{R}x")).toThrow();
  });

  it("plans payment keeping coloured mana for coloured symbols and using sources only when needed", () => {
    const plan = planPayment(parseManaCost("{1}{G}"), ["G", "C"], [{ key: "forest", options: [["G"]] }]);
    expect(plan).toEqual({ activations: [], poolUsed: [0, 1] });
    const hybrid = planPayment(parseManaCost("{W/U}{U}"), ["U"], [{ key: "plains", options: [["W"]] }]);
    expect(hybrid?.activations).toEqual([{ key: "plains", option: 0 }]);
    expect(planPayment(parseManaCost("{R}{R}"), ["R"], [{ key: "forest", options: [["G"]] }])).toBeNull();
  });
});

describe("filters", () => {
  it("match objects relative to the ability's controller and source", () => {
    const { game } = newGame();
    const a = game.setupCard(GrizzlyBears, 0, "battlefield");
    const b = game.setupCard(GrizzlyBears, 1, "battlefield", { tapped: true });
    const ctx = {
      game,
      self: a,
      you: game.player(0),
      opponents: [game.player(1)],
      matches: () => true,
      find: () => [],
      isSelf: () => false,
    };
    expect(matchesFilter(game.object(b.id)!, { types: ["creature"], controller: "opponent", tapped: true }, ctx)).toBe(true);
    expect(matchesFilter(game.object(b.id)!, { controller: "you" }, ctx)).toBe(false);
    expect(matchesFilter(game.object(a.id)!, { self: false }, ctx)).toBe(false);
    expect(matchesFilter(game.object(a.id)!, { zone: "graveyard" }, ctx)).toBe(false);
    expect(matchesFilter(game.object(a.id)!, { power: { min: 2, max: 2 }, colors: ["G"] }, ctx)).toBe(true);
    expect(matchesFilter(game.object(a.id)!, { power: { min: 3 } }, ctx)).toBe(false);
  });
});

describe("combat", () => {
  it("a trampler blocked by two creatures assigns lethal damage to each in order, the rest to the player", () => {
    const { game } = newGame();
    const wurm = game.setupCard(ColossalDreadmaw, 0, "battlefield");
    const b1 = game.setupCard(GrizzlyBears, 1, "battlefield");
    const b2 = game.setupCard(creature("Wall", 0, 3), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.pass(0);
    game.pass(1); // beginCombat
    game.pass(0);
    game.pass(1); // declareAttackers
    expect(game.turnInfo().waiting).toBe("attackers");
    game.declareAttackers(0, [{ attacker: wurm.id, defender: { player: 1 } }]);
    game.pass(0);
    game.pass(1);
    expect(game.turnInfo()).toMatchObject({ step: "declareBlockers", waiting: "blockers", blockers: [1] });
    game.declareBlockers(1, [
      { blocker: b1.id, attacker: wurm.id },
      { blocker: b2.id, attacker: wurm.id },
    ]);
    game.pass(0);
    game.pass(1);
    expect(game.turnInfo().step).toBe("combatDamage");
    expect(game.player(1).life).toBe(19); // 6 = 2 + 3 + 1
    expect(
      game
        .objects("graveyard", 1)
        .map((v) => v.name)
        .sort(),
    ).toEqual(["Grizzly Bears", "Wall"]);
    expect(game.object(wurm.id)!.damage).toBe(2);
  });

  it("can't declare attackers outside the declare attackers step, nor with a creature that came under control this turn", () => {
    const { game } = newGame();
    const elves = game.setupCard(LlanowarElves, 0, "battlefield", { sick: true });
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.declareAttackers(0, [{ attacker: elves.id, defender: { player: 1 } }])).toThrow(
      /only at the start of the declare attackers step/,
    );
    for (let i = 0; i < 4; i++) game.pass(game.turnInfo().priority!);
    expect(() => game.declareAttackers(0, [{ attacker: elves.id, defender: { player: 1 } }])).toThrow(/summoning sickness/);
    expect(game.turnInfo().waiting).toBe("attackers");
  });
});

describe("evasion keywords", () => {
  it("shadow: a creature with shadow can be blocked only by creatures with shadow", () => {
    const { game } = newGame();
    const shade = game.setupCard(creature("Shade", 2, 2, [{ kind: "keyword", keyword: "shadow" }]), 0, "battlefield");
    const bears = game.setupCard(GrizzlyBears, 1, "battlefield");
    const other = game.setupCard(creature("Other Shade", 1, 1, [{ kind: "keyword", keyword: "shadow" }]), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (let i = 0; i < 4; i++) game.pass(game.turnInfo().priority!);
    game.declareAttackers(0, [{ attacker: shade.id, defender: { player: 1 } }]);
    game.pass(0);
    game.pass(1);
    expect(() => game.declareBlockers(1, [{ blocker: bears.id, attacker: shade.id }])).toThrow(/\(shadow\)/);
    game.declareBlockers(1, [{ blocker: other.id, attacker: shade.id }]);
    expect(game.combat().blockers).toEqual([{ blocker: other.id, attacker: shade.id }]);
  });
});

describe("triggers", () => {
  it("a delayed triggered ability triggers only once (603.7b)", () => {
    const { game } = newGame();
    let fired = 0;
    const setup = spell("Setup", "{0}", [
      {
        kind: "spell",
        source: src("At the beginning of the next upkeep, you gain 1 life."),
        effect: (ctx) => ctx.createDelayedTrigger(atBeginningOf("upkeep", "each"), (d) => void (fired++, d.gainLife(d.you, 1))),
      },
    ]);
    const s = game.setupCard(setup, 0, "hand");
    for (let i = 0; i < 10; i++) game.setupCard(BASIC_LANDS.Wastes!, i % 2, "library");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id);
    game.pass(0);
    game.pass(1);
    for (let i = 0; i < 100 && game.turnInfo().number < 5; i++) {
      const t = game.turnInfo();
      if (t.waiting === "attackers") game.declareAttackers(t.active, []);
      else game.pass(t.priority!);
    }
    expect(game.turnInfo().number).toBe(5);
    expect(fired).toBe(1);
    expect(game.player(0).life).toBe(21);
  });

  it("a leaves-the-battlefield trigger of an object leaving at the same time as others sees them all (603.10a)", () => {
    const { game } = newGame();
    let seen = 0;
    const watcher: TriggeredAbility = {
      kind: "triggered",
      source: src("Whenever a creature dies, …"),
      trigger: onDies({ types: ["creature"] }),
      effect: () => void seen++,
    };
    game.setupCard(creature("Watcher", 1, 1, [watcher]), 0, "battlefield");
    game.setupCard(GrizzlyBears, 1, "battlefield");
    const wipe = game.setupCard(
      spell(
        "Wipe",
        "{0}",
        [{ kind: "spell", source: src("Destroy all creatures."), effect: (ctx) => ctx.destroy(ctx.find({ types: ["creature"] })) }],
        ["sorcery"],
      ),
      0,
      "hand",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, wipe.id);
    game.pass(0);
    game.pass(1);
    expect(game.stack().length).toBe(2);
    game.pass(0);
    game.pass(1);
    game.pass(0);
    game.pass(1);
    expect(seen).toBe(2);
  });

  it("an invalid answer from the decision maker makes the action illegal and rolls it back", () => {
    const { game, dm } = newGame();
    const t = (n: string): TriggeredAbility => ({ kind: "triggered", source: src(n), trigger: atBeginningOf("upkeep"), effect: () => {} });
    game.setupCard(creature("A", 1, 1, [t("a"), t("b")]), 0, "battlefield");
    game.setupTurn({ active: 1, step: "end", number: 3 });
    game.pass(1);
    const before = game.fingerprint();
    dm.orderAnswers.push([0, 0]);
    expect(() => game.pass(0)).toThrow(IllegalActionError);
    expect(game.fingerprint()).toBe(before);
  });
});

describe("replacement effects entering the battlefield (614.12)", () => {
  it("a card's own 'enters tapped' applies to it; a land played under it enters tapped", () => {
    const { game } = newGame();
    const tapland = {
      ...BASIC_LANDS.Forest!,
      name: "Tapped Forest",
      supertypes: [],
      abilities: [entersTapped(src("Tapped Forest enters the battlefield tapped."))],
    };
    const land = game.setupCard(tapland, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, land.id);
    expect(game.objects("battlefield").map((v) => [v.name, v.tapped])).toEqual([["Tapped Forest", true]]);
    expect(() => game.playLand(0, game.setupCard(BASIC_LANDS.Forest!, 0, "hand").id)).toThrow(/already played a land/);
  });
});

describe("continuous effects", () => {
  it("Kird Ape's conditional bonus follows its condition", () => {
    const { game } = newGame();
    const ape = game.setupCard(KirdApe, 0, "battlefield");
    expect(game.object(ape.id)).toMatchObject({ power: 1, toughness: 1 });
    game.setupCard(BASIC_LANDS.Forest!, 0, "battlefield");
    expect(game.object(ape.id)).toMatchObject({ power: 2, toughness: 3 });
    game.setupCard(BASIC_LANDS.Forest!, 1, "battlefield");
    expect(game.object(ape.id)).toMatchObject({ power: 2, toughness: 3 });
  });
});

describe("state-based actions", () => {
  it("the legend rule asks the controller which one to keep", () => {
    const { game, dm } = newGame();
    game.setupCard(IsamaruHoundOfKonda, 0, "battlefield");
    const second = game.setupCard(IsamaruHoundOfKonda, 0, "battlefield");
    dm.chooseAnswers.push([{ object: second.id }]);
    game.setupTurn({ active: 0, step: "main1", number: 2 }); // the active player would receive priority: SBAs first
    expect(game.objects("battlefield").map((v) => v.id)).toEqual([second.id]);
    expect(dm.seen.some((d) => d.kind === "choose" && d.prompt.includes("legend rule"))).toBe(true);
  });

  it("poison counters: ten or more lose the game", () => {
    const { game } = newGame();
    const venom = game.setupCard(
      spell("Venom", "{0}", [
        {
          kind: "spell",
          source: src("Target player gets ten poison counters."),
          targets: [{ text: "target player", player: true }],
          effect: (ctx) => ctx.addPoison(ctx.targets[0], 10),
        },
      ]),
      0,
      "hand",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, venom.id, { targets: [[{ player: 1 }]] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1)).toMatchObject({ poison: 10, lost: true });
    expect(game.player(0).won).toBe(true);
    expect(game.isOver()).toBe(true);
    expect(() => game.pass(0)).toThrow(/the game is over/);
  });
});

describe("casting", () => {
  it("a spell without a legal target can't be cast", () => {
    const { game } = newGame();
    const bolt = game.setupCard(
      spell("Kill", "{0}", [
        {
          kind: "spell",
          source: src("Destroy target creature."),
          targets: [{ text: "target creature", object: { types: ["creature"] } }],
          effect: (ctx) => ctx.destroy(ctx.targets[0]),
        },
      ]),
      0,
      "hand",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, bolt.id)).toThrow(/no legal target/);
  });

  it("probe tells whether an action would be legal and always undoes it", () => {
    const { game } = newGame();
    const shock = game.setupCard(Shock, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const before = game.fingerprint();
    expect(game.probe((g) => g.cast(0, shock.id, { targets: [[{ player: 1 }]] }))).toEqual({
      legal: false,
      reason: expect.stringMatching(/can't pay \{R\}/),
    });
    game.setupMana(0, "{R}");
    const withMana = game.fingerprint();
    expect(game.probe((g) => g.cast(0, shock.id, { targets: [[{ player: 1 }]] }))).toEqual({ legal: true });
    expect(game.fingerprint()).toBe(withMana);
    expect(withMana).not.toBe(before);
  });

  it("asks the decision maker for targets when none are given", () => {
    const { game, dm } = newGame();
    const shock = game.setupCard(Shock, 0, "hand");
    game.setupMana(0, "{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, shock.id);
    const d = dm.seen.find((x) => x.kind === "targets");
    expect(d && d.kind === "targets" ? d.candidates[0]!.map((c) => c.kind) : []).toEqual(["player", "player"]);
    expect(game.stack()[0]!.targets).toEqual([[{ player: 0 }]]);
  });
});

describe("starting a game (rule 103)", () => {
  it("shuffles, draws opening hands and begins the first player's first turn without a draw", () => {
    const { game } = newGame();
    for (let p = 0; p < 2; p++)
      for (let i = 0; i < 20; i++) game.setupCard(i % 2 ? BASIC_LANDS.Forest! : BASIC_LANDS.Mountain!, p, "library");
    game.startGame();
    expect(game.players().map((p) => [p.handSize, p.librarySize])).toEqual([
      [7, 13],
      [7, 13],
    ]);
    expect(game.turnInfo()).toMatchObject({ number: 1, active: 0, step: "upkeep", priority: 0 });
    game.pass(0);
    game.pass(1);
    expect(game.turnInfo().step).toBe("draw");
    expect(game.player(0).handSize).toBe(7);
  });
});

describe("activation restrictions and costs paid with other objects (602.5b, 118)", () => {
  it("a condition, a count per turn, and 'any player may activate'", () => {
    const { game } = newGame();
    const pinger = game.setupCard(
      creature("Pinger", 1, 1, [
        {
          kind: "activated",
          source: src(
            "{1}: gain 1 life. Activate only if you control two or more creatures, no more than twice each turn.",
          ),
          cost: [{ kind: "mana", mana: "{1}" }],
          condition: (ctx) =>
            ctx.find({ types: ["creature"], controller: "you" }).length >= 2,
          maxPerTurn: 2,
          anyPlayer: true,
          effect: (ctx) => ctx.gainLife(ctx.you, 1),
        },
      ]),
      0,
      "battlefield",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.setupMana(0, "{1}{1}{1}");
    expect(() => game.activate(0, pinger.id, 0)).toThrow(
      /can't be activated now/,
    );
    game.setupCard(creature("Friend", 1, 1), 0, "battlefield");
    for (let i = 0; i < 2; i++) {
      game.activate(0, pinger.id, 0);
      game.pass(0);
      game.pass(1);
    }
    expect(() => game.activate(0, pinger.id, 0)).toThrow(/no more than 2/);
    expect(game.player(0).life).toBe(22);
  });

  it("tapObjects, exile and returnToHand costs choose among the payer's own objects", () => {
    const { game } = newGame();
    const tapper = game.setupCard(
      creature("Tapper", 1, 1, [
        {
          kind: "activated",
          source: src("Tap an untapped creature you control: draw"),
          cost: [
            {
              kind: "tapObjects",
              filter: { types: ["creature"], self: false },
            },
          ],
          effect: (ctx) => ctx.gainLife(ctx.you, 1),
        },
        {
          kind: "activated",
          source: src("Exile Tapper: gain 3"),
          cost: [{ kind: "exile", filter: { self: true } }],
          effect: (ctx) => ctx.gainLife(ctx.you, 3),
        },
        {
          kind: "activated",
          source: src("Return a land you control to its owner's hand"),
          cost: [{ kind: "returnToHand", filter: { types: ["land"] } }],
          effect: (ctx) => ctx.gainLife(ctx.you, 2),
        },
      ]),
      0,
      "battlefield",
      { sick: true },
    );
    game.setupCard(
      {
        ...creature("Their land", 0, 0),
        types: ["land"],
        power: null,
        toughness: null,
      },
      1,
      "battlefield",
    );
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, tapper.id, 0)).toThrow(/only 0 available/);
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield", {
      sick: true,
    });
    game.activate(0, tapper.id, 0); // summoning sickness doesn't matter (302.6 is about {T})
    expect(game.object(other.id)!.tapped).toBe(true);
    game.pass(0);
    game.pass(1);
    expect(() => game.activate(0, tapper.id, 2)).toThrow(/only 0 available/);
    game.activate(0, tapper.id, 1);
    expect(game.objects("exile").map((o) => o.name)).toEqual(["Tapper"]);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(24);
  });

  it("sacrificeChosen: each player picks their own, in APNAP order, and all are sacrificed together", () => {
    const { game, dm } = newGame(3);
    const a = game.setupCard(creature("A1", 1, 1), 0, "battlefield");
    game.setupCard(creature("A2", 1, 1), 0, "battlefield");
    const b = game.setupCard(creature("B1", 1, 1), 1, "battlefield");
    game.setupCard(creature("B2", 1, 1), 1, "battlefield");
    const lone = game.setupCard(creature("C1", 1, 1), 2, "battlefield");
    const edict = game.setupCard(
      spell(
        "Edict",
        "{1}",
        [
          {
            kind: "spell",
            source: src("Each player sacrifices a creature."),
            effect: (ctx) =>
              void sacrificeChosen(
                ctx,
                ctx.game.players(),
                { types: ["creature"] },
                1,
              ),
          },
        ],
        ["sorcery"],
      ),
      1,
      "hand",
    );
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.setupMana(1, "{1}");
    dm.chooseAnswers.push([{ object: b.id }], [{ object: a.id }]);
    game.cast(1, edict.id);
    for (const p of [1, 2, 0]) game.pass(p);
    const asked = dm.seen
      .filter((d) => d.kind === "choose" && d.what === "objects")
      .map((d) => d.player);
    expect(asked).toEqual([1, 0]); // the active player first; the player with one creature isn't asked
    expect([a, b, lone].map((o) => game.object(o.id))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(
      game
        .objects("battlefield")
        .map((o) => o.name)
        .sort(),
    ).toEqual(["A2", "B2"]);
  });
});
