/**
 * Scenario files played as `oraclec scenario` plays them: every card compiled from its text by
 * the code generator, the generated modules imported, and the scenario run on the runtime.
 */
import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { fileURLToPath } from "node:url";
import { compileScenarioCards, type ScenarioCompiler } from "../../src/emit/scenario.ts";
import { loadScenario, runScenario, type Scenario, type ScenarioReport } from "../../src/scenario/index.ts";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));

export interface GeneratedScenarios {
  scenarios: Map<string, Scenario>;
  compiler: ScenarioCompiler;
}

/** Load the files and compile all their cards at once (one module per distinct card). */
export async function compileScenarioFiles(dir: string, files: readonly string[]): Promise<GeneratedScenarios> {
  const scenarios = new Map<string, Scenario>();
  for (const f of files) scenarios.set(f, loadScenario(readFileSync(join(dir, f), "utf8"), basename(f)));
  const compiler = await compileScenarioCards([...scenarios.values()], ROOT);
  return { scenarios, compiler };
}

/** Play one loaded scenario with the generated cards. */
export function playGenerated(g: GeneratedScenarios, file: string): ScenarioReport {
  return runScenario(g.scenarios.get(file)!, g.compiler.compile);
}
