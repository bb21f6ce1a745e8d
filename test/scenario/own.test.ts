import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "../runtime/fixtures/compile.ts";

const dir = join(import.meta.dirname, "../scenarios");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".yaml"))
  .sort();

describe("own scenarios (test/scenarios)", () => {
  it("has scenarios, each listing the rules it covers", () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
    for (const f of files) expect(loadScenario(readFileSync(join(dir, f), "utf8"), f).rules.length, f).toBeGreaterThan(0);
  });
  for (const f of files) {
    it(f, () => {
      const scenario = loadScenario(readFileSync(join(dir, f), "utf8"), f);
      const report = runScenario(scenario, fixtureCompile);
      if (!report.passed) console.log(`${f}\n${JSON.stringify(report.failure, null, 2)}\n${report.log.join("\n")}`);
      expect(report.failure).toBeUndefined();
      expect(report.warnings.filter((w) => w.includes("never used"))).toEqual([]);
    });
  }
});
