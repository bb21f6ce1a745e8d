/**
 * Development aid: play scenario files with the hand-made fixture definitions and print
 * each report with its event log.
 *
 *   node_modules/.bin/node test/scenario/show.ts test/scenarios/603.7-delayed-trigger-once.yaml
 *   QUIET=1 node_modules/.bin/node test/scenario/show.ts test/scenarios/*.yaml   # failures only
 */
import { readFileSync } from "node:fs";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "../runtime/fixtures/compile.ts";

const quiet = process.env.QUIET === "1";
for (const f of process.argv.slice(2)) {
  try {
    const r = runScenario(loadScenario(readFileSync(f, "utf8"), f), fixtureCompile);
    console.log(`== ${f}: ${r.passed ? "PASSED" : `FAILED ${JSON.stringify(r.failure, null, 1)}`}`);
    if (quiet && r.passed) continue;
    for (const w of r.warnings) console.log(`  warning: ${w}`);
    for (const l of r.log) console.log(`  ${l}`);
  } catch (e) {
    console.log(`== ${f}: ERROR ${(e as Error).message}`);
  }
}
