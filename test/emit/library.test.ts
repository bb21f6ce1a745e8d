/**
 * Compiling a library in one process with a `LibraryCache` (what the bench's incremental
 * recompile and a watch loop use): the output is exactly what a compile without the cache
 * writes, and only what changed is generated and written again.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { CardFace } from "../../src/emit/characteristics.ts";
import { compileLibrary, createLibraryCache, type LibraryCard, type LibrarySummary } from "../../src/emit/library.ts";

const tmp = mkdtempSync(join(tmpdir(), "oraclec-library-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const FACES: CardFace[] = [
  { name: "Shock", text: "Shock deals 2 damage to any target.", type: "Instant", manaCost: "{R}" },
  { name: "Grizzly Bears", text: "", type: "Creature — Bear", manaCost: "{1}{G}", power: "2", toughness: "2" },
  { name: "Divination", text: "Draw two cards.", type: "Sorcery", manaCost: "{2}{U}" },
  { name: "Giant Growth", text: "Target creature gets +3/+3 until end of turn.", type: "Instant", manaCost: "{G}" },
  { name: "Wordy Thing", text: "Frobnicate the widgets sideways.", type: "Sorcery", manaCost: "{1}" },
];
/** Shock with another number, and then Divination renamed: the edits of the tests below, in order. */
const EDITED = FACES.map((f) => (f.name === "Shock" ? { ...f, text: f.text.replace("2 damage", "3 damage") } : f));
const RENAMED = EDITED.map((f) => (f.name === "Divination" ? { ...f, name: "Inspiration" } : f));
const library = (faces: CardFace[]): LibraryCard[] => faces.map((face, i) => ({ face, origin: `test:${i + 1}` }));

function files(dir: string): Map<string, string> {
  return new Map(readdirSync(dir).map((f) => [f, readFileSync(join(dir, f), "utf8")]));
}

/** What a compile reports, without the lists that depend on the directory's previous state. */
function outcome(s: LibrarySummary) {
  return { cards: s.cards, compiled: s.compiled, refused: s.refused, reasons: [...s.reasons], failed: s.failed, results: s.results };
}

describe("compileLibrary with a cache", () => {
  const cache = createLibraryCache();
  const dir = join(tmp, "cached");

  it("writes what a compile without a cache writes", async () => {
    const cached = await compileLibrary(library(FACES), dir, { cache, workers: 0 });
    const plain = await compileLibrary(library(FACES), join(tmp, "plain"), { workers: 0 });
    expect(files(dir)).toEqual(files(join(tmp, "plain")));
    expect(outcome(cached)).toEqual(outcome(plain));
    expect(cached.written.length).toBe(FACES.length + 1);
    expect(cached.refused).toBe(1);
  });

  it("writes nothing and reports the same again when nothing changed", async () => {
    const first = files(dir);
    const again = await compileLibrary(library(FACES), dir, { cache, workers: 0 });
    expect(again.written).toEqual([]);
    expect(again.unchanged).toBe(FACES.length + 1);
    expect(files(dir)).toEqual(first);
    expect(outcome(again)).toEqual(outcome(await compileLibrary(library(FACES), join(tmp, "plain"), { workers: 0 })));
  });

  it("rewrites only the edited card's module (the index names the same cards)", async () => {
    const s = await compileLibrary(library(EDITED), dir, { cache, workers: 0 });
    expect(s.written).toEqual(["shock.ts"]);
    expect(readFileSync(join(dir, "shock.ts"), "utf8")).toContain("3)");
    expect(files(dir)).toEqual(await fresh(EDITED, "edited"));
  });

  it("rewrites the index and removes the old module when a card is renamed", async () => {
    const s = await compileLibrary(library(RENAMED), dir, { cache, workers: 0 });
    expect(s.written.sort()).toEqual(["index.ts", "inspiration.ts"]);
    expect(s.removed).toEqual(["divination.ts"]);
    expect(files(dir)).toEqual(await fresh(RENAMED, "renamed"));
    expect(readFileSync(join(dir, "index.ts"), "utf8")).toContain("Inspiration: Inspiration");
  });

  it("notices a module deleted by someone else (the directory changed) and writes it again", async () => {
    unlinkSync(join(dir, "grizzly-bears.ts"));
    writeFileSync(join(dir, "notes.txt"), "not ours\n");
    const s = await compileLibrary(library(RENAMED), dir, { cache, workers: 0 });
    expect(s.written).toEqual(["grizzly-bears.ts"]);
    const got = files(dir);
    expect(got.get("notes.txt")).toBe("not ours\n");
    got.delete("notes.txt");
    expect(got).toEqual(await fresh(RENAMED, "renamed-again"));
  });

  it("gives two cards with the same module name numbered files, also from the cache", async () => {
    const twins = [...RENAMED, { ...FACES[0]!, text: "Shock deals 1 damage to any target." }];
    const plain = await compileLibrary(library(twins), join(tmp, "twins-plain"), { workers: 0 });
    const cached = await compileLibrary(library(twins), dir, { cache, workers: 0 });
    expect(outcome(cached)).toEqual(outcome(plain));
    expect(cached.results.map((r) => r.fileName)).toContain("shock-2.ts");
    const again = await compileLibrary(library(twins), dir, { cache, workers: 0 });
    expect(again.written).toEqual([]);
  });
});

/** The files of a compile of `faces` into a new directory, without a cache. */
async function fresh(faces: CardFace[], name: string): Promise<Map<string, string>> {
  const out = join(tmp, name);
  await compileLibrary(library(faces), out, { workers: 0 });
  return files(out);
}
