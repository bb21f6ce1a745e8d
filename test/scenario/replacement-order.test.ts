/**
 * Rule 616.1 with replacement effects the code generator doesn't write yet ("If a card would be put into a
 * graveyard from anywhere, exile it instead"; "If ~ would be put into a graveyard from anywhere, … shuffle it
 * into its owner's library instead"): hand-made definitions, played by the scenario runner.
 */
import type { CardDefinition } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { at, card } from "../runtime/fixtures/define.ts";
import { fixtureCompile } from "../runtime/fixtures/compile.ts";

const RIP = "If a card or token would be put into a graveyard from anywhere, exile it instead.";
const PROG = "If Progenitus would be put into a graveyard from anywhere, reveal Progenitus and shuffle it into its owner's library instead.";
const WRATH = "Destroy all creatures. They can't be regenerated.";

const DEFS: Record<string, CardDefinition> = {
  "Rest in Peace": card({
    name: "Rest in Peace",
    cost: "{1}{W}",
    type: "Enchantment",
    text: RIP,
    abilities: (t) => [
      {
        kind: "replacement",
        source: at(t, t),
        watches: "zoneChange",
        appliesTo: (e) => e.kind === "zoneChange" && e.to === "graveyard",
        replace: (e) => (e.kind === "zoneChange" ? { ...e, to: "exile" } : e),
      },
    ],
  }),
  Progenitus: card({
    name: "Progenitus",
    cost: "{W}{W}{U}{U}{B}{B}{R}{R}{G}{G}",
    type: "Legendary Creature — Hydra Avatar",
    pt: "10/10",
    text: PROG,
    abilities: (t) => [
      {
        kind: "replacement",
        source: at(t, t),
        watches: "zoneChange",
        appliesTo: (e, ctx) => e.kind === "zoneChange" && e.to === "graveyard" && ctx.isSelf(e.object),
        replace: (e) => (e.kind === "zoneChange" ? { ...e, to: "library", position: "random" } : e),
      },
    ],
  }),
  "Wrath of God": card({
    name: "Wrath of God",
    cost: "{2}{W}{W}",
    type: "Sorcery",
    text: WRATH,
    abilities: (t) => [
      { kind: "spell", source: at(t, t), effect: (ctx) => ctx.destroy(ctx.find({ types: ["creature"] }), { noRegeneration: true }) },
    ],
  }),
};

const scenario = (answer: string) => `scenario: t
cards:
  - {name: Rest in Peace, cost: "{1}{W}", type: Enchantment, text: "${RIP}"}
  - {name: Progenitus, type: Legendary Creature — Hydra Avatar, pt: 10/10, text: "${PROG}"}
  - {name: Wrath of God, cost: "{2}{W}{W}", type: Sorcery, text: "${WRATH}"}
  - {name: Grizzly Bears, cost: "{1}{G}", type: Creature — Bear, pt: 2/2, text: ""}
players:
  - name: Alice
    library: []
    battlefield: [Progenitus, Grizzly Bears]
  - name: Bob
    mana: "{2}{W}{W}"
    hand: [Wrath of God]
    battlefield: [Rest in Peace]
turn: {active: Bob, step: main1, number: 3}
actions:
  - cast: Wrath of God
  - resolve
answers:
  - {player: Alice, decision: replacement, answer: ${answer}}
`;

function run(text: string) {
  return runScenario(loadScenario(text, "t.yaml"), (spec) => DEFS[spec.name] ?? fixtureCompile(spec));
}

describe("616.1: the affected object's controller chooses which replacement effect applies; the other then no longer applies", () => {
  it("shuffled into its owner's library when Progenitus's own effect is chosen", () => {
    const r = run(`${scenario("Progenitus")}expect:
  library: {Alice: [Progenitus]}
  exile: {Alice: [Grizzly Bears], Bob: [Wrath of God]}
  graveyard: {Alice: [], Bob: []}
`);
    expect(r.failure).toBeUndefined();
    expect(r.warnings.filter((w) => w.includes("never used"))).toEqual([]);
  });

  it("exiled when Rest in Peace's effect is chosen", () => {
    const r = run(`${scenario("Rest in Peace")}expect:
  library: {Alice: []}
  exile: {Alice: [Progenitus, Grizzly Bears], Bob: [Wrath of God]}
`);
    expect(r.failure).toBeUndefined();
  });

  it("needs the answer: the choice is a real one", () => {
    const r = run(scenario("Rest in Peace").replace(/answers:\n.*\n/, ""));
    expect(r.failure?.message).toMatch(/Alice must choose which replacement effect applies first \(Progenitus, Rest in Peace\)/);
  });
});
