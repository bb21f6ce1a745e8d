/** Our own scenarios (test/scenarios), played through code generated from the cards' text, as `oraclec scenario` plays them. */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { loadScenario } from "../../src/scenario/index.ts";
import { compileScenarioFiles, type GeneratedScenarios, playGenerated } from "./generated.ts";

const dir = join(import.meta.dirname, "../scenarios");
const files = readdirSync(dir)
  .filter((f) => f.endsWith(".yaml"))
  .sort();

describe("own scenarios (test/scenarios) through generated code", () => {
  let generated: GeneratedScenarios;
  beforeAll(async () => {
    generated = await compileScenarioFiles(dir, files);
  }, 300_000);

  it("has scenarios, each listing the rules it covers", () => {
    expect(files.length).toBeGreaterThanOrEqual(40);
    for (const f of files) expect(loadScenario(readFileSync(join(dir, f), "utf8"), f).rules.length, f).toBeGreaterThan(0);
  });
  for (const f of files) {
    it(f, () => {
      const report = playGenerated(generated, f);
      if (!report.passed) console.log(`${f}\n${JSON.stringify(report.failure, null, 2)}\n${report.log.join("\n")}`);
      expect(report.failure).toBeUndefined();
      expect(report.warnings.filter((w) => w.includes("never used"))).toEqual([]);
    });
  }
});
