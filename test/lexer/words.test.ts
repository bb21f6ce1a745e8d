/**
 * The word tokens the grammar and the driver name (`W.Destroy`) exist: `W` is a plain object, so a
 * misspelt name would otherwise be undefined at run time.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { W } from "../../src/lexer/words.ts";

const ROOT = join(import.meta.dirname, "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? sources(p) : p.endsWith(".ts") ? [p] : [];
  });
}

describe("word tokens named in the sources", () => {
  it("every W.Name used in src/ and grammar/ is a word token", () => {
    const used = new Set<string>();
    for (const file of [...sources(join(ROOT, "src")), ...sources(join(ROOT, "grammar"))]) {
      for (const m of readFileSync(file, "utf8").matchAll(/\bW\.([A-Za-z_]\w*)/g)) used.add(m[1]!);
    }
    expect(used.size).toBeGreaterThan(100);
    expect([...used].filter((name) => W[name] === undefined)).toEqual([]);
  });
});
