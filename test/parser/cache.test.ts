/**
 * The prediction cache (src/parser/cache.ts): a parser that starts from what another one learnt
 * parses exactly as a fresh one, on the cards that taught it and on others; a damaged, foreign or
 * missing file is ignored.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fileURLToPath } from "node:url";
import type { CardInput, Lang } from "../../src/ast/base.ts";
import { cardLanguages, loadCardDirectory, toCardInput } from "../../src/cards/load.ts";

import * as parser from "../../src/parser/index.ts";

type ParseModule = typeof parser;

/** The parser with new grammars that have learnt nothing (or read `cacheDir`'s snapshots). */
async function freshParser(cacheDir?: string): Promise<ParseModule> {
  parser.resetParsers();
  parser.usePredictionCache(cacheDir ?? null);
  return parser;
}

const library = loadCardDirectory(fileURLToPath(new URL("../../cards/", import.meta.url)));
const inputs: CardInput[] = library.flatMap((card) => cardLanguages(card).map((lang) => toCardInput(card, lang)));
// the first half teaches the saved snapshot; the second half is new to it
const taught = inputs.filter((_, i) => i % 2 === 0);
const unseen = inputs.filter((_, i) => i % 2 === 1);
const parseAll = (m: ParseModule, list: CardInput[]): string[] => list.map((c) => JSON.stringify(m.parseCard(c, { lang: c.lang as Lang })));

const dirs: string[] = [];
function tempDir(): string {
  const d = mkdtempSync(join(tmpdir(), "oraclec-cache-test-"));
  dirs.push(d);
  return d;
}
afterAll(() => {
  parser.usePredictionCache(null);
  parser.resetParsers();
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe("prediction cache", () => {
  it("a parser started from a saved snapshot parses every card as a fresh parser does", async () => {
    expect(new Set(inputs.map((c) => c.lang))).toEqual(new Set(["en", "es", "pt"]));
    const dir = tempDir();
    const teacher = await freshParser(dir);
    const taughtFresh = parseAll(teacher, taught);
    expect(teacher.savePredictionCache()).toBe(3); // one file per language used
    expect(readdirSync(dir).sort()).toEqual([
      expect.stringMatching(/^predictions-en-[0-9a-f]+\.bin$/),
      expect.stringMatching(/^predictions-es-[0-9a-f]+\.bin$/),
      expect.stringMatching(/^predictions-pt-[0-9a-f]+\.bin$/),
    ]);
    // nothing new learnt since: nothing to write
    expect(teacher.savePredictionCache()).toBe(0);

    const student = await freshParser(dir);
    expect(parseAll(student, taught)).toEqual(taughtFresh);
    expect([...student.predictionCacheInfo().loaded].sort()).toEqual(["en", "es", "pt"]);
    const unseenWithCache = parseAll(student, unseen);

    const fresh = await freshParser();
    expect(unseenWithCache).toEqual(parseAll(fresh, unseen));
    expect(fresh.predictionCacheInfo()).toEqual({ dir: undefined, loaded: [] });
  });

  it("writes a snapshot that reads back to the same snapshot", async () => {
    const dir = tempDir();
    const a = await freshParser(dir);
    parseAll(a, inputs.filter((c) => c.lang === "en"));
    a.savePredictionCache();
    const [file] = readdirSync(dir);
    const first = readFileSync(join(dir, file!));
    const b = await freshParser(dir);
    b.parseCard({ name: "Bear", text: "Flying", lang: "en" });
    expect(b.predictionCacheInfo().loaded).toEqual(["en"]);
    b.savePredictionCache(0); // rewrite although nothing is new
    expect(readFileSync(join(dir, file!)).equals(first)).toBe(true);
  });

  it("does not replace a file that holds more than what a process learnt (a worker or a parallel run saved it)", async () => {
    const dir = tempDir();
    const big = await freshParser(dir);
    parseAll(big, inputs.filter((c) => c.lang === "en"));
    expect(big.savePredictionCache()).toBe(1);
    const [file] = readdirSync(dir);
    const before = readFileSync(join(dir, file!));
    const small = await freshParser(tempDir()); // nothing to read there
    small.parseCard({ name: "Bear", text: "Flying", lang: "en" });
    small.usePredictionCache(dir);
    expect(small.savePredictionCache()).toBe(0);
    expect(readFileSync(join(dir, file!)).equals(before)).toBe(true);
  });

  it("ignores a damaged, truncated or foreign file and parses as usual", async () => {
    const dir = tempDir();
    const a = await freshParser(dir);
    const en = inputs.filter((c) => c.lang === "en");
    const expected = parseAll(a, en);
    a.savePredictionCache();
    const [file] = readdirSync(dir);
    const path = join(dir, file!);
    const good = readFileSync(path);
    const damaged = [
      good.subarray(0, good.length - 8), // truncated
      Buffer.concat([good, good.subarray(8, 16)]), // too long
      Buffer.from("not a snapshot at all"),
      (() => {
        const b = Buffer.from(good);
        b.writeDoubleLE(1e9, 8 + 8 * 5); // an index far out of range
        return b;
      })(),
    ];
    for (const bytes of damaged) {
      writeFileSync(path, bytes);
      const m = await freshParser(dir);
      expect(parseAll(m, en)).toEqual(expected);
      expect(m.predictionCacheInfo().loaded).toEqual([]);
    }
  });
});
