import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadScenario, runScenario } from "../../src/scenario/index.ts";
import { fixtureCompile } from "../runtime/fixtures/compile.ts";

const dir = join(import.meta.dirname, "../../../shared/scenarios");
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".yaml"))
      .sort()
  : [];

describe("shared scenarios (../shared/scenarios)", () => {
  if (files.length === 0) it.skip(`skipped: ${dir} was not found`, () => {});
  for (const f of files) {
    it(f, () => {
      const scenario = loadScenario(readFileSync(join(dir, f), "utf8"), f);
      const report = runScenario(scenario, fixtureCompile);
      if (!report.passed) console.log(`${f}\n${JSON.stringify(report.failure, null, 2)}\n${report.log.join("\n")}`);
      expect(report.failure).toBeUndefined();
      expect(report.passed).toBe(true);
    });
  }
});
