/**
 * Golden ASTs: the full parse of a few representative cards of the library
 * (one per ability shape), committed as test/golden/cards/<card-file-name>.json
 * and compared with a fresh parse as JSON values (field order aside), spans included.
 *
 *   UPDATE_GOLDEN=1 npx vitest run test/golden     # rewrite the files
 *
 * After rewriting, read the diff: a golden file says "this AST is right". A
 * card whose current AST is wrong is listed in KNOWN_WRONG with the reason and
 * gets no golden file until the parser is fixed (then move it back).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cardFileName } from "../../src/cards/load.ts";
import { parseCard } from "../../src/parser/index.ts";
import { contractProblems, libraryInput } from "../parser/helpers.ts";

const GOLDEN_DIR = fileURLToPath(new URL("./cards/", import.meta.url));
const UPDATE = process.env.UPDATE_GOLDEN === "1";

/** Card (from cards/) → the shape it stands for. */
const GOLDEN: Record<string, string> = {
  Ornithopter: "a single keyword",
  "Vampire Nighthawk": "a line of keywords",
  "White Knight": "a two-word keyword, protection from a color, reminder text",
  "River Boa": "a landwalk keyword; regeneration",
  Shriekmaw: "evoke (represents two abilities); ETB trigger; non- words",
  Bonesplitter: "static pump of the equipped creature; equip",
  "Llanowar Elves": "a mana ability",
  "Lotus Petal": "a mana ability with {T} and sacrifice costs; mana of any color",
  "Mind Stone": "a mana ability and a three-part cost",
  "Nezumi Bone-Reader": "an activation restriction",
  "Spike Feeder": "enters with counters; remove-counter costs",
  "Jace Beleren": "loyalty abilities",
  "Garruk Wildspeaker": "bracketed loyalty costs; token creation",
  "Soul Warden": "a 'whenever' trigger",
  Gravedigger: "an ETB trigger with an optional return",
  "Phyrexian Arena": "an 'at the beginning of' trigger with two clauses",
  "Felidar Sovereign": "an intervening 'if'",
  "Kalastria Highborn": "a dies trigger with 'If you do'",
  "Emperor Crocodile": "a state trigger",
  Rancor: "an Aura: enchant, grant, leaves-the-battlefield trigger",
  Pacifism: "a static 'can't' restriction",
  "Orb of Dreams": "an enters-tapped replacement",
  "Furnace of Rath": "an 'instead' replacement",
  "Sulfuric Vortex": "a trigger and a replacement",
  "Lightning Bolt": "a spell",
  "Mana Leak": "a counterspell with 'unless … pays'",
  "Boros Charm": "a modal spell",
  "Think Twice": "a spell with flashback",
  "Raise the Alarm": "token creation",
  Trinisphere: "an 'as long as' static ability with reminder text",
  "Burst Lightning": "kicker; 'If this spell was kicked, it deals 4 damage instead' (614.15)",
};

/** Cards whose current AST is wrong: no golden file is blessed for them. */
const KNOWN_WRONG: Record<string, string> = {
};

/** JSON with two-space indentation, arrays of scalars (spans, symbols) kept on one line. */
export function formatGolden(value: unknown): string {
  const fmt = (v: unknown, indent: string): string => {
    if (v === null || typeof v !== "object") return JSON.stringify(v) ?? "null";
    const inner = indent + "  ";
    if (Array.isArray(v)) {
      if (v.length === 0) return "[]";
      if (v.every((x) => x === null || typeof x !== "object")) return `[${v.map((x) => JSON.stringify(x) ?? "null").join(", ")}]`;
      return `[\n${v.map((x) => inner + fmt(x, inner)).join(",\n")}\n${indent}]`;
    }
    const entries = Object.entries(v).filter(([, x]) => x !== undefined);
    if (entries.length === 0) return "{}";
    return `{\n${entries.map(([k, x]) => `${inner}${JSON.stringify(k)}: ${fmt(x, inner)}`).join(",\n")}\n${indent}}`;
  };
  return fmt(value, "") + "\n";
}

function goldenPath(name: string): string {
  return join(GOLDEN_DIR, `${cardFileName(name).replace(/\.yaml$/, "")}.json`);
}

/** The golden content of a card: its text and its parse, as plain JSON. */
function golden(name: string): Record<string, unknown> {
  const input = libraryInput(name);
  const result = parseCard(input);
  expect(contractProblems(input, result)).toEqual([]);
  return JSON.parse(JSON.stringify({ text: input.text, ...result })) as Record<string, unknown>;
}

describe("golden ASTs", () => {
  if (UPDATE) mkdirSync(GOLDEN_DIR, { recursive: true });

  for (const [name, shape] of Object.entries(GOLDEN)) {
    if (KNOWN_WRONG[name]) {
      it.todo(`${name} (${shape}) — KNOWN WRONG: ${KNOWN_WRONG[name]}`);
      continue;
    }
    it(`${name}: ${shape}`, () => {
      const actual = golden(name);
      const file = goldenPath(name);
      if (UPDATE) {
        writeFileSync(file, formatGolden(actual));
        return;
      }
      expect(existsSync(file), `${file} is missing: run UPDATE_GOLDEN=1 npx vitest run test/golden`).toBe(true);
      // Compared as JSON values: the order of fields in a node does not matter.
      expect(actual).toEqual(JSON.parse(readFileSync(file, "utf8")));
    });
  }

  it("the golden files are exactly the blessed cards (no stale file, none for a known-wrong card)", () => {
    if (UPDATE) return;
    const expected = Object.keys(GOLDEN)
      .filter((n) => !KNOWN_WRONG[n])
      .map((n) => `${cardFileName(n).replace(/\.yaml$/, "")}.json`)
      .sort();
    expect(readdirSync(GOLDEN_DIR).filter((f) => f.endsWith(".json")).sort()).toEqual(expected);
  });

  it("the formatter round-trips", () => {
    const v = { a: [1, 2], b: ["x, y", "z"], c: [{ k: [0, 3] }], d: [], e: "[1, 2]" };
    expect(JSON.parse(formatGolden(v))).toEqual(v);
    expect(formatGolden({ span: [0, 6] })).toBe('{\n  "span": [0, 6]\n}\n');
  });
});
