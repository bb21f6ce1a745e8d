/**
 * The golden check CI runs: compiling cards/ again gives exactly generated/ (run
 * `npm start` or `oraclec compile cards --out generated` after changing the
 * grammar or the generator, and commit the result). Also: compiling is incremental.
 */
import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "./helpers.ts";

const NODE = join(ROOT, "node_modules/.bin/node");
const BIN = join(ROOT, "bin/oraclec.js");
const tmp = mkdtempSync(join(tmpdir(), "oraclec-emit-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function oraclec(args: string[]) {
  return spawnSync(NODE, [BIN, ...args], { cwd: ROOT, encoding: "utf8", timeout: 120_000, env: { ...process.env, LANG: "C", NO_COLOR: "1" } });
}

describe("oraclec compile", () => {
  it("regenerating cards/ gives exactly generated/", () => {
    const out = join(tmp, "regen");
    const r = oraclec(["compile", "cards", "--out", out]);
    expect(r.stderr).toBe("");
    expect(r.status).toBe(0);
    const want = readdirSync(join(ROOT, "generated")).filter((f) => f.endsWith(".ts")).sort();
    const got = readdirSync(out).sort();
    expect(got).toEqual(want);
    const differ = got.filter((f) => readFileSync(join(out, f), "utf8") !== readFileSync(join(ROOT, "generated", f), "utf8"));
    expect(differ, "generated/ is stale: run `npm start` (or oraclec compile cards --out generated) and commit").toEqual([]);
  });

  it("is incremental: a second run writes nothing, a one-card edit rewrites that module only", () => {
    const cards = join(tmp, "cards");
    cpSync(join(ROOT, "cards"), cards, { recursive: true });
    const out = join(tmp, "incremental");
    // One module per card file, and the index.
    const files = readdirSync(cards).filter((f) => f.endsWith(".yaml")).length + 1;
    const first = oraclec(["compile", cards, "--out", out]);
    expect(first.status).toBe(0);
    expect(first.stdout).toMatch(new RegExp(`\\d+ cards → .*: \\d+ compiled, \\d+ refused; ${files} files written, 0 unchanged`));
    const second = oraclec(["compile", cards, "--out", out]);
    expect(second.stdout).toContain(`; 0 files written, ${files} unchanged`);
    const shock = join(cards, "shock.yaml");
    writeFileSync(shock, readFileSync(shock, "utf8").replace("deals 2 damage", "deals 3 damage"));
    const before = readFileSync(join(out, "lightning-bolt.ts"), "utf8");
    const third = oraclec(["compile", cards, "--out", out]);
    expect(third.stdout).toContain(`; 1 files written, ${files - 1} unchanged`);
    expect(readFileSync(join(out, "shock.ts"), "utf8")).toContain("ctx.dealDamage(ctx.self, ctx.targets[0], 3)");
    expect(readFileSync(join(out, "lightning-bolt.ts"), "utf8")).toBe(before);
  });
});
