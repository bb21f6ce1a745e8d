/**
 * The generated modules (generated/ and the golden files) type-check under strict TypeScript against the runtime,
 * and so does the project itself (src/, grammar/, test/, scripts/: the tsconfig.json of `npm run typecheck`).
 */
import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "./helpers.ts";

describe("generated code type-checks", () => {
  it("tsc --noEmit on generated/, test/emit/golden and src/runtime reports no error", () => {
    const r = spawnSync(join(ROOT, "node_modules/.bin/tsc"), ["--noEmit", "-p", join(ROOT, "test/emit/tsconfig.generated.json")], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 300_000,
    });
    expect(`${r.stdout}${r.stderr}`.trim()).toBe("");
    expect(r.status).toBe(0);
  });
  it("tsc --noEmit on the project (npm run typecheck) reports no error", () => {
    const r = spawnSync(join(ROOT, "node_modules/.bin/tsc"), ["--noEmit", "-p", ROOT], { cwd: ROOT, encoding: "utf8", timeout: 300_000 });
    expect(`${r.stdout}${r.stderr}`.trim()).toBe("");
    expect(r.status).toBe(0);
  });
});
