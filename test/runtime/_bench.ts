import { readFileSync } from "node:fs";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "./fixtures/compile.ts";
const files = process.argv.slice(2);
const t0 = performance.now();
for (let i = 0; i < 5; i++) for (const f of files) runScenario(loadScenario(readFileSync(f, "utf8"), f), fixtureCompile);
console.log(((performance.now() - t0) / 5).toFixed(0), "ms per pass over", files.length);
