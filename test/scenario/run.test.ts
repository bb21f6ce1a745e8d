import { describe, expect, it } from "vitest";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "../runtime/fixtures/compile.ts";

const SHOCK = `  - name: Shock
    cost: "{R}"
    type: Instant
    text: Shock deals 2 damage to any target.
`;

const BEARS = `cards:
  - name: Grizzly Bears
    cost: "{1}{G}"
    type: Creature — Bear
    pt: 2/2
`;

function run(text: string) {
  return runScenario(loadScenario(text, "t.yaml"), fixtureCompile);
}

describe("runScenario", () => {
  it("reports the first failed expectation, expected vs actual, and the action it followed", () => {
    const r = run(`scenario: t
cards:
${SHOCK}players:
  - name: Alice
    mana: "{R}"
    hand: [Shock]
  - name: Bob
actions:
  - cast: Shock
    targets: [Bob]
  - resolve
expect:
  life: {Bob: 17}
`);
    expect(r.passed).toBe(false);
    expect(r.failure).toMatchObject({ key: "life.Bob", expected: 17, actual: 18, action: { index: 2, text: "resolve", line: 15 } });
    expect(r.log.some((l) => l.includes("Shock deals 2 damage to Bob") && l.includes('"Shock deals 2 damage to any target."'))).toBe(true);
  });

  it("fails when an illegal: true action is allowed", () => {
    const r = run(`scenario: t
cards:
${SHOCK}players:
  - name: Alice
    mana: "{R}"
    hand: [Shock]
  - name: Bob
actions:
  - cast: Shock
    targets: [Bob]
    illegal: true
`);
    expect(r.failure?.message).toMatch(/expected the game to reject this action/);
  });

  it("rolls back the runner's own passes with an illegal action", () => {
    const r = run(`scenario: t
cards:
${SHOCK}players:
  - name: Alice
  - name: Bob
    hand: [Shock]
actions:
  - cast: Shock
    player: Bob
    targets: [Alice]
    illegal: true
  - expect:
      hand: {Bob: [Shock]}
expect:
  step: main1
`);
    expect(r.failure).toBeUndefined();
    expect(r.warnings.join("\n")).toMatch(/rejected as expected: Bob can't pay \{R\}/);
  });

  it("names the candidates of an ambiguous reference", () => {
    const r = run(`scenario: t
players:
  - name: Alice
    battlefield: [Forest, Forest]
  - name: Bob
expect:
  tapped: [Forest]
`);
    expect(r.failure?.message).toMatch(/"Forest" is ambiguous: Alice:Forest \(battlefield\), Alice:Forest \(battlefield\)/);
  });

  it("warns about unused answers and fails on a missing decision without default", () => {
    const r = run(`scenario: t
players:
  - name: Alice
  - name: Bob
answers:
  - {player: Bob, decision: may, answer: no}
`);
    expect(r.passed).toBe(true);
    expect(r.warnings[0]).toMatch(/answers\[0\].*never used/);
  });

  it("fails with the diagnostics of a card that did not compile", () => {
    const r = runScenario(
      loadScenario(
        `scenario: t\ncards:\n  - name: Mystery\n    type: Artifact\n    text: Frobnicate.\nplayers:\n  - name: Alice\n  - name: Bob\n`,
        "t.yaml",
      ),
      (spec) => ({
        name: spec.name,
        manaCost: null,
        colors: [],
        supertypes: [],
        types: ["artifact"],
        subtypes: [],
        power: null,
        toughness: null,
        loyalty: null,
        abilities: [],
        unparsed: [{ severity: "error", code: "OC1001", message: "unparsed text", span: [0, 11] }],
      }),
    );
    expect(r.passed).toBe(false);
    expect(r.failure?.diagnostics).toEqual([{ card: "Mystery", message: "unparsed text", span: [0, 11], code: "OC1001" }]);
  });

  it("numbers objects NAME#N in the order the file lists them, whatever the zone", () => {
    const text = (first: string, second: string) => `scenario: t
players:
  - name: Alice
    ${first}: [Forest]
    ${second}: [Forest]
  - name: Bob
actions:
  - play: "Forest#1"
expect:
  battlefield: {Alice: [Forest, Forest]}
`;
    expect(run(text("hand", "battlefield")).failure).toBeUndefined();
    expect(run(text("battlefield", "hand")).failure?.message).toMatch(/no object "Forest#1" in the hand/);
  });

  it("takes resolve: all with an empty stack as nothing to do, and resolve with an empty stack as a failure", () => {
    const base = `scenario: t
players:
  - name: Alice
  - name: Bob
actions:
`;
    expect(run(`${base}  - resolve: all\nexpect:\n  step: main1\n`).failure).toBeUndefined();
    expect(run(`${base}  - resolve\n`).failure?.message).toMatch(/the stack is empty/);
  });

  it("answers a choice of mana of any colour with a colour word or a mana symbol", () => {
    const text = (choice: string) => `scenario: t
cards:
  - name: Birds of Paradise
    cost: "{G}"
    type: Creature — Bird
    pt: 0/1
    text: |
      Flying
      {T}: Add one mana of any color.
players:
  - name: Alice
    battlefield: [Birds of Paradise]
  - name: Bob
actions:
  - activate: Birds of Paradise
    choices: [${choice}]
expect:
  pool: {Alice: "{G}"}
`;
    for (const c of ["green", "G", '"{G}"']) expect(run(text(c)).failure, c).toBeUndefined();
    expect(run(text("blue")).failure).toMatchObject({ key: "pool.Alice", actual: "{U}" });
  });

  it("starts in the untap or cleanup step by performing it, and advances to an untap step by stopping once it has happened", () => {
    const players = `${BEARS}players:
  - name: Alice
    battlefield: [{card: Forest, tapped: true}, {card: Grizzly Bears, damage: 1}]
  - name: Bob
    battlefield: [{card: Plains, tapped: true}]
`;
    const untap = run(`scenario: t\n${players}turn: {active: Alice, step: untap, number: 3}\nexpect: {untapped: [Forest], tapped: [Plains], step: upkeep}\n`);
    expect(untap.failure).toBeUndefined();
    const cleanup = run(
      `scenario: t\n${players}turn: {active: Alice, step: cleanup, number: 3}\nexpect: {tapped: [Forest], untapped: [Plains], damage: {Grizzly Bears: 0}, active: Bob, turn: 4}\n`,
    );
    expect(cleanup.failure).toBeUndefined();
    const advance = run(`scenario: t\n${players}actions:\n  - advance: {step: untap, turn: next}\nexpect: {step: upkeep, active: Bob, turn: 3, tapped: [Forest], untapped: [Plains]}\n`);
    expect(advance.failure).toBeUndefined();
    expect(run(`scenario: t\n${players}actions:\n  - advance: cleanup\n`).failure?.message).toMatch(/no player receives priority in the cleanup step/);
  });

  it("starts in the declare attackers step with the game waiting for attackers", () => {
    const r = run(`scenario: t
${BEARS}players:
  - name: Alice
    battlefield: [Grizzly Bears]
  - name: Bob
turn: {active: Alice, step: declareAttackers, number: 3}
actions:
  - attack: {Grizzly Bears: Bob}
  - advance: main2
expect:
  life: {Bob: 18}
`);
    expect(r.failure).toBeUndefined();
  });

  it("rejects attackers declared by a player who is not the active player", () => {
    const r = run(`scenario: t
${BEARS}players:
  - name: Alice
  - name: Bob
    battlefield: [Grizzly Bears]
actions:
  - attack: {Grizzly Bears: Alice}
    player: Bob
    illegal: true
`);
    expect(r.failure).toBeUndefined();
    expect(r.warnings.join("\n")).toMatch(/Bob is not the active player/);
  });

  it("draws from the library the scenario gives, top first", () => {
    const r = run(`scenario: t
players:
  - name: Alice
  - name: Bob
    library: [Island]
actions:
  - advance: {step: draw, turn: next}
expect:
  hand: {Bob: [Island]}
  library: {Bob: []}
`);
    expect(r.failure).toBeUndefined();
  });
});
