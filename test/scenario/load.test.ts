import { describe, expect, it } from "vitest";
import { loadScenario, ScenarioFormatError } from "../../src/scenario/index.ts";

const base = `scenario: test
players:
  - name: Alice
  - name: Bob
`;

function faults(text: string) {
  try {
    loadScenario(text, "t.yaml");
  } catch (e) {
    if (e instanceof ScenarioFormatError) return e.faults;
    throw e;
  }
  throw new Error("expected a format error");
}

describe("loadScenario (format 1)", () => {
  it("reads a minimal scenario with the defaults of the spec", () => {
    const s = loadScenario(base, "t.yaml");
    expect(s.turn).toEqual({ active: "Alice", step: "main1", number: 2 });
    expect(s.players.map((p) => [p.name, p.life, p.library])).toEqual([
      ["Alice", 20, undefined],
      ["Bob", 20, undefined],
    ]);
    expect(s.actions).toEqual([]);
  });

  it("reports an unknown key with its YAML path and line:col", () => {
    const text = `${base}actions:
  - pass
  - resolve
  - cast: Shock
    targetz: [Bob]
`;
    const f = faults(text);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: "actions[2].targetz", line: 9, col: 5 });
    expect(f[0]!.message).toMatch(/unknown key "targetz".*did you mean "targets"/);
  });

  it("takes a card given by its name alone from the library, and refuses one with text but no type line", () => {
    const s = loadScenario(`scenario: t\ncards:\n  - name: Shock\n  - Lightning Bolt\n${base.slice("scenario: test\n".length)}`, "t.yaml");
    expect(s.cards.map((c) => [c.name, c.fromLibrary])).toEqual([
      ["Shock", true],
      ["Lightning Bolt", true],
    ]);
    const f = faults(`scenario: t\ncards:\n  - name: Zap\n    text: Zap deals 1 damage to any target.\n${base.slice("scenario: test\n".length)}`);
    expect(f[0]).toMatchObject({ path: "cards[0]" });
    expect(f[0]!.message).toMatch(/has no type/);
  });

  it("reports unknown top-level keys, unknown steps, unknown players and bad values, all at once", () => {
    const text = `scenario: t
player: []
players:
  - name: Alice
    life: twenty
  - name: Bob
turn: {active: Carol, step: main3}
expect:
  life: {Dave: 3}
  pt: {Grizzly Bears: "2-2"}
`;
    const f = faults(text);
    const paths = f.map((x) => x.path);
    expect(paths).toContain("player");
    expect(paths).toContain("players[0].life");
    expect(paths).toContain("turn.active");
    expect(paths).toContain("turn.step");
    expect(paths).toContain("expect.life.Dave");
    expect(paths).toContain("expect.pt.Grizzly Bears");
  });

  it("needs two players and exactly one action per step", () => {
    expect(faults(`scenario: t\nplayers:\n  - name: Alice\n`)[0]!.message).toMatch(/2 or more players/);
    expect(faults(`${base}actions:\n  - {cast: Shock, play: Forest}\n`)[0]).toMatchObject({
      path: "actions[0]",
      message: expect.stringMatching(/one action per step/),
    });
    expect(faults(`${base}actions:\n  - resolv\n`)[0]).toMatchObject({ path: "actions[0]", line: 6 });
  });

  it("reads actions, answers and expectations into typed values", () => {
    const text = `${base}actions:
  - cast: Arc Trail
    targets: [Bob, [Grizzly Bears, "Bob:Hill Giant"]]
    modes: [2]
    x: 3
    choices: [Gray Ogre]
  - resolve: all
  - advance: {step: upkeep, turn: next}
  - attack: {Grizzly Bears: Bob}
  - expect:
      stack: [Shock, {ability: "Bob:Soul Warden", controller: Bob}]
      pool: {Alice: ""}
answers:
  - {player: Bob, decision: may, answer: no}
  - {player: Alice, decision: order, answer: [Soul Warden, Ajani's Pridemate]}
`;
    const s = loadScenario(text, "t.yaml");
    expect(s.actions[0]).toMatchObject({
      kind: "cast",
      card: "Arc Trail",
      targets: ["Bob", ["Grizzly Bears", "Bob:Hill Giant"]],
      modes: [2],
      x: 3,
      choices: ["Gray Ogre"],
    });
    expect(s.actions[1]).toMatchObject({ kind: "resolve", count: "all" });
    expect(s.actions[2]).toMatchObject({ kind: "advance", step: "upkeep", nextTurn: true });
    expect(s.actions[3]).toMatchObject({ kind: "attack", attackers: [["Grizzly Bears", "Bob"]] });
    expect(s.actions[4]).toMatchObject({
      kind: "expect",
      expect: { stack: [{ spell: "Shock" }, { ability: "Bob:Soul Warden", controller: "Bob" }], pool: { Alice: "" } },
    });
    expect(s.answers.map((a) => [a.player, a.decision, a.answer])).toEqual([
      ["Bob", "may", false],
      ["Alice", "order", ["Soul Warden", "Ajani's Pridemate"]],
    ]);
  });

  it("rejects options that don't belong to the action", () => {
    expect(faults(`${base}actions:\n  - pass\n  - play: Forest\n    targets: [Bob]\n`)[0]).toMatchObject({ path: "actions[1].targets" });
  });

  it("reports a duplicate key with its YAML path (exit 2 with the path, like an unknown key)", () => {
    const f = faults(`scenario: t\nplayers:\n  - name: Alice\n    life: 20\n    life: 19\n  - name: Bob\n`);
    expect(f).toHaveLength(1);
    expect(f[0]).toMatchObject({ path: "players[0].life", line: 5, col: 5, message: 'duplicate key "life"' });
  });

  it("reads an empty value as an empty list", () => {
    const s = loadScenario(`scenario: t\nplayers:\n  - name: Alice\n    graveyard:\n    hand:\n  - name: Bob\nactions:\n`, "t.yaml");
    expect(s.players[0]).toMatchObject({ hand: [], graveyard: [] });
    expect(s.actions).toEqual([]);
  });

  it("records the order in which a player's zones are listed", () => {
    const s = loadScenario(`scenario: t\nplayers:\n  - name: Alice\n    hand: [Shock]\n    battlefield: [Forest]\n    graveyard: []\n  - name: Bob\n`, "t.yaml");
    expect(s.players[0]!.zoneOrder).toEqual(["hand", "battlefield", "graveyard"]);
  });

  it("reads an unquoted single mana symbol (a YAML map with one empty key) as that symbol", () => {
    const s = loadScenario(
      `scenario: t\ncards:\n  - {name: Zap, cost: {R}, type: Instant, text: Zap deals 1 damage to any target.}\nplayers:\n  - name: Alice\n    mana: {G}\n  - name: Bob\nexpect:\n  pool: {Alice: {G}}\n`,
      "t.yaml",
    );
    expect(s.cards[0]!.cost).toBe("{R}");
    expect(s.players[0]!.mana).toBe("{G}");
    expect(s.expect?.pool).toEqual({ Alice: "{G}" });
    expect(faults(`scenario: t\ncards:\n  - {name: Zap, cost: {R: 1}, type: Instant}\n${base.slice("scenario: test\n".length)}`)[0]).toMatchObject({ path: "cards[0].cost" });
  });

  it("reports YAML syntax errors with a position", () => {
    const f = faults(`scenario: [unclosed\nplayers: []\n`);
    expect(f[0]!.line).toBeGreaterThan(0);
  });
});
