import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CORPUS = fileURLToPath(new URL("../../../shared/corpus/cards.en.jsonl.gz", import.meta.url));
const NODE = process.execPath;

describe("the parser reads a card the same whatever it read before", () => {
  it.skipIf(!existsSync(CORPUS))("parsing the English corpus forwards and backwards gives the same ASTs", async () => {
    const opts = { cwd: ROOT, maxBuffer: 512 << 20 };
    const [fwd, rev] = await Promise.all([
      run(NODE, ["test/parser/parse-in-order.ts", "fwd", CORPUS], opts),
      run(NODE, ["test/parser/parse-in-order.ts", "rev", CORPUS], opts),
    ]);
    const a = fwd.stdout.split("\n");
    const b = rev.stdout.split("\n");
    expect(a.length).toBe(b.length);
    const differing = a.filter((line, i) => line !== b[i]).map((l) => l.split("\u0000")[0]);
    expect(differing).toEqual([]);
  });
});
