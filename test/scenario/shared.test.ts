/** The shared scenarios (../shared/scenarios), played through code generated from the cards' text. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { compileScenarioFiles, type GeneratedScenarios, playGenerated } from "./generated.ts";

const dir = join(import.meta.dirname, "../../../shared/scenarios");
const files = existsSync(dir)
  ? readdirSync(dir)
      .filter((f) => f.endsWith(".yaml"))
      .sort()
  : [];

describe("shared scenarios (../shared/scenarios) through generated code", () => {
  let generated: GeneratedScenarios;
  beforeAll(async () => {
    if (files.length) generated = await compileScenarioFiles(dir, files);
  }, 300_000);

  if (files.length === 0) it.skip(`skipped: ${dir} was not found`, () => {});
  for (const f of files) {
    it(f, () => {
      const report = playGenerated(generated, f);
      if (!report.passed) console.log(`${f}\n${JSON.stringify(report.failure, null, 2)}\n${report.log.join("\n")}`);
      expect(report.failure).toBeUndefined();
      expect(report.passed).toBe(true);
    });
  }
});
