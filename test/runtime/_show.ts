import { readFileSync } from "node:fs";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "./fixtures/compile.ts";
const quiet = process.env.QUIET === "1";
for (const f of process.argv.slice(2)) {
  try {
    const r = runScenario(loadScenario(readFileSync(f, "utf8"), f), fixtureCompile);
    console.log(`== ${f}: ${r.passed ? "PASSED" : "FAILED " + JSON.stringify(r.failure, null, 1)}`);
    if (quiet && r.passed) continue;
    console.log(r.warnings.map((w) => "  warn: " + w).join("\n"));
    console.log(r.log.map((l) => "  " + l).join("\n"));
  } catch (e) {
    console.log(`== ${f}: ERROR ${(e as Error).message}`);
  }
}
