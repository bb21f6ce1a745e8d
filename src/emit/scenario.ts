/**
 * Compiling the cards of scenarios with the code generator, for `oraclec scenario`.
 *
 * Each card's generated module is written to a temporary directory inside the
 * project (so that its `import … from "oraclec/runtime"` resolves to this
 * package's runtime by self-reference, and Node's type stripping runs it: it
 * refuses files under node_modules) and imported; the directory is removed
 * afterwards. What runs is the generated code itself, not an interpreter of the AST.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { loadCardFile } from "../cards/load.ts";
import { BASIC_LANDS, type CardDefinition } from "../runtime/index.ts";
import type { CompileCard, Scenario, ScenarioCardSpec } from "../scenario/index.ts";
import type { CardFace } from "./characteristics.ts";
import { fileNameOf, generateCard } from "./module.ts";

/** The face of a scenario card: its own text, or (a bare name) the card library's file. */
export function scenarioFace(spec: ScenarioCardSpec, libraryDir: string): CardFace {
  if (spec.fromLibrary) {
    const file = libraryFile(spec.name, libraryDir);
    if (!existsSync(file)) throw new Error(`"${spec.name}" is not in the card library (${file} does not exist)`);
    const c = loadCardFile(file);
    const [power, toughness] = c.pt ? c.pt.split("/") : [undefined, undefined];
    return { name: c.name, text: c.text, type: c.type, manaCost: c.cost, power, toughness, loyalty: c.loyalty };
  }
  const [power, toughness] = spec.pt ? spec.pt.split("/") : [undefined, undefined];
  const face: CardFace = { name: spec.name, text: spec.text ?? "", lang: spec.lang ?? "en" };
  if (spec.type !== undefined) face.type = spec.type;
  if (spec.cost !== undefined) face.manaCost = spec.cost;
  if (power !== undefined) face.power = power;
  if (toughness !== undefined) face.toughness = toughness;
  if (spec.loyalty !== undefined) face.loyalty = String(spec.loyalty);
  return face;
}

/** The card library's file for a card name. */
function libraryFile(name: string, libraryDir: string): string {
  return join(libraryDir, fileNameOf(name).replace(/\.ts$/, ".yaml"));
}

/**
 * The cards a scenario puts in the players' zones without listing them in `cards` (basic lands
 * aside) that the card library holds: taken from the library, as a bare name in `cards` would be.
 * A name the library does not hold stays undefined, and the runner reports it.
 */
export function addLibraryCards(s: Scenario, libraryDir: string): void {
  const listed = new Set(s.cards.map((c) => c.name));
  for (const p of s.players) {
    const used = [...p.hand, ...(p.library ?? []), ...p.graveyard, ...p.exile, ...p.battlefield.map((b) => b.card)];
    for (const name of used) {
      if (listed.has(name) || Object.hasOwn(BASIC_LANDS, name) || !existsSync(libraryFile(name, libraryDir))) continue;
      listed.add(name);
      s.cards.push({ name, fromLibrary: true, at: p.at });
    }
  }
}

const keyOf = (spec: ScenarioCardSpec): string =>
  JSON.stringify([spec.name, spec.fromLibrary ?? false, spec.text, spec.type, spec.cost, spec.pt, spec.loyalty, spec.lang]);

export interface ScenarioCompiler {
  compile: CompileCard;
  /** The generated module source of a card, for messages. */
  sources: Map<string, string>;
}

/**
 * Compile every card of the scenarios to modules, import them, and give the
 * synchronous `compile` the scenario runner needs. `root` is the project root
 * (the temporary directory goes there and is removed before this returns).
 */
export async function compileScenarioCards(scenarios: readonly Scenario[], root: string, libraryDir = join(root, "cards")): Promise<ScenarioCompiler> {
  const defs = new Map<string, CardDefinition | Error>();
  const sources = new Map<string, string>();
  const dir = mkdtempSync(join(root, ".oraclec-scenario-"));
  try {
    const pending: { key: string; file: string }[] = [];
    for (const s of scenarios) {
      addLibraryCards(s, libraryDir);
      for (const spec of s.cards) {
        const key = keyOf(spec);
        if (defs.has(key) || pending.some((p) => p.key === key)) continue;
        let source: string;
        try {
          source = generateCard(scenarioFace(spec, libraryDir)).source;
        } catch (e) {
          defs.set(key, e instanceof Error ? e : new Error(String(e)));
          continue;
        }
        const file = join(dir, `${createHash("sha256").update(source).digest("hex").slice(0, 16)}.ts`);
        writeFileSync(file, source);
        sources.set(key, source);
        pending.push({ key, file });
      }
    }
    for (const p of pending) {
      try {
        const mod = (await import(pathToFileURL(p.file).href)) as { card: CardDefinition };
        defs.set(p.key, mod.card);
      } catch (e) {
        defs.set(p.key, new Error(`the generated module does not load: ${e instanceof Error ? e.message : String(e)}`));
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    sources,
    compile: (spec) => {
      const d = defs.get(keyOf(spec));
      if (d === undefined) throw new Error(`"${spec.name}" was not compiled`);
      if (d instanceof Error) throw d;
      return d;
    },
  };
}
