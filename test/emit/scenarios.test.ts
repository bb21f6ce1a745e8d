/** `oraclec scenario` plays scenarios with cards compiled by the code generator (a child process, as users run it). */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers.ts";

const SHARED = join(ROOT, "../shared/scenarios");

function oraclec(args: string[]) {
  return spawnSync(join(ROOT, "node_modules/.bin/node"), [join(ROOT, "bin/oraclec.js"), ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 120_000,
    env: { ...process.env, LANG: "C", NO_COLOR: "1" },
  });
}

describe("oraclec scenario", () => {
  it.skipIf(!existsSync(SHARED))("all shared scenarios pass through the compiler", () => {
    const files = readdirSync(SHARED).filter((f) => f.endsWith(".yaml")).sort().map((f) => join(SHARED, f));
    const r = oraclec(["scenario", ...files]);
    expect(r.stdout).toContain(`${files.length} scenarios: ${files.length} passed, 0 failed`);
    expect(r.status).toBe(0);
  });

  it("the sample scenario of npm start passes with library cards", () => {
    const r = oraclec(["scenario", "test/scenarios/sample-library-cards.yaml"]);
    expect(r.stdout).toContain("PASS test/scenarios/sample-library-cards.yaml");
    expect(r.status).toBe(0);
  });

  it("a scenario whose card the compiler refuses fails with the compiler's diagnostics (exit 1)", () => {
    const r = oraclec(["scenario", "test/emit/fixtures/refused-card.yaml"]);
    expect(r.stdout).toContain("FAIL test/emit/fixtures/refused-card.yaml");
    expect(r.stdout).toMatch(/Frobnicator: OC310[12] /);
    expect(r.status).toBe(1);
  });

  it("an invalid scenario file exits 2", () => {
    const r = oraclec(["scenario", "test/emit/fixtures/invalid.yaml"]);
    expect(r.stdout).toContain("INVALID");
    expect(r.status).toBe(2);
  });
});
