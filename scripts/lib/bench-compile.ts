/**
 * The `compile` section of `npm run bench`: the whole English corpus through the code
 * generator (src/emit, as `oraclec compile FILE.jsonl.gz --out DIR` does) into a
 * temporary directory, `tsc --noEmit` over the result, and a one-card incremental
 * recompile judged by content hashes.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { recordToInput } from "../../src/cli/records.ts";
import type { CardFace } from "../../src/emit/characteristics.ts";
import { compileLibrary, createLibraryCache, type LibraryCard, type LibrarySummary } from "../../src/emit/library.ts";
import { formatModule, generateCard } from "../../src/emit/module.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** The corpus records as the compiler's input, exactly as `runCompile` builds them from JSON Lines. */
export function corpusCards(file: string, limit: number): { cards: LibraryCard[]; textBytes: number } {
  const raw = readFileSync(file);
  const buf = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  const lines = buf.toString("utf8").split("\n");
  const cards: LibraryCard[] = [];
  let textBytes = 0;
  for (let i = 0; i < lines.length && cards.length < limit; i++) {
    const line = lines[i]!;
    if (line.trim() === "") continue;
    let record: unknown;
    try {
      record = JSON.parse(line);
    } catch {
      continue;
    }
    if (record === null || typeof record !== "object" || Array.isArray(record)) continue;
    const r = recordToInput(record as Record<string, unknown>, i + 1, { lang: "en", locale: "en" });
    if ("diagnostic" in r) continue;
    const face: CardFace = { name: r.input.name, text: r.input.text, lang: r.lang };
    for (const k of ["type", "manaCost", "power", "toughness", "loyalty"] as const) if (r.input[k] !== undefined) face[k] = r.input[k];
    if (typeof (record as { layout?: unknown }).layout === "string") face.layout = (record as { layout: string }).layout; // two-faced cards (src/emit/faces.ts)
    cards.push({ face, origin: `${file}:${i + 1}` });
    textBytes += Buffer.byteLength(face.text);
  }
  return { cards, textBytes };
}

/** sha256 of every file of a directory. */
export function hashDir(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const f of readdirSync(dir)) out.set(f, createHash("sha256").update(readFileSync(join(dir, f))).digest("hex"));
  return out;
}

export interface TscResult {
  seconds: number;
  errors: number;
  status: number | null;
  /** The first error lines, for the report. */
  sample: string[];
}

/**
 * `tsc --noEmit` (the project's TypeScript, node_modules/.bin/tsc) over a directory of generated
 * modules and the runtime's sources, with the project's strict options. The modules import
 * `oraclec/runtime`, mapped to src/runtime/index.ts.
 */
export function typecheck(dir: string): TscResult {
  const config = join(dir, "..", `tsconfig.${Date.now()}.json`);
  writeFileSync(
    config,
    JSON.stringify(
      {
        extends: join(ROOT, "tsconfig.json"),
        compilerOptions: {
          noEmit: true,
          strict: true,
          types: [],
          typeRoots: [join(ROOT, "node_modules/@types")],
          paths: { "oraclec/runtime": [join(ROOT, "src/runtime/index.ts")] },
        },
        include: [dir, join(ROOT, "src/runtime")],
      },
      null,
      2,
    ),
  );
  const t0 = performance.now();
  const r = spawnSync(join(ROOT, "node_modules/.bin/tsc"), ["--noEmit", "-p", config], { cwd: ROOT, encoding: "utf8", maxBuffer: 1 << 30 });
  const seconds = (performance.now() - t0) / 1000;
  rmSync(config, { force: true });
  const lines = `${r.stdout ?? ""}${r.stderr ?? ""}`.split("\n");
  const errorLines = lines.filter((l) => /error TS\d+/.test(l));
  return { seconds, errors: errorLines.length, status: r.status, sample: errorLines.slice(0, 5) };
}

export interface CompileBench {
  cards: number;
  textBytes: number;
  /** Seconds of each full compile (a fresh directory each time). */
  runs: number[];
  peakRssMB: number;
  summary: LibrarySummary;
  tsc: TscResult;
  /** Modules compared with `formatModule(generateCard(face).source)` (one card, one prettier call), and how many differ. */
  formatCheck: { checked: number; differ: number };
  incremental: {
    ms: number;
    card: string;
    edit: string;
    written: string[];
    /** Files whose sha256 changed between before and after the recompile. */
    changed: string[];
    /** The rewritten module is what a full compile of the edited card gives. */
    matchesFullCompile: boolean;
  };
  /** Where the compiled corpus is (removed by `cleanup`). */
  dir: string;
  cleanup: () => void;
}

/**
 * Compile the corpus `runs` times into fresh directories (the last one is kept for the
 * type check and the incremental recompile), with `sample` called now and then for peak RSS.
 */
export async function benchCompile(options: { file: string; limit: number; runs: number; sample: () => void }): Promise<CompileBench> {
  const { cards, textBytes } = corpusCards(options.file, options.limit);
  const root = mkdtempSync(join(tmpdir(), "oraclec-bench-"));
  // The generated modules import `oraclec/runtime`: resolvable from the temporary directory.
  writeFileSync(join(root, "package.json"), '{ "type": "module", "private": true }\n');
  mkdirSync(join(root, "node_modules"));
  symlinkSync(ROOT, join(root, "node_modules", "oraclec"), "dir");
  const runs: number[] = [];
  let summary: LibrarySummary | undefined;
  let dir = "";
  const cache = createLibraryCache();
  for (let i = 0; i < options.runs; i++) {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = join(root, `out${i}`);
    const last = i === options.runs - 1;
    options.sample();
    const t0 = performance.now();
    summary = await compileLibrary(cards, dir, {
      onCard: (n) => {
        if ((n & 255) === 0) options.sample();
      },
      ...(last ? { cache } : {}),
    });
    runs.push((performance.now() - t0) / 1000);
    options.sample();
  }
  const tsc = typecheck(dir);

  // The batched, parallel compile against the reference path: one card at a time, one prettier call per file.
  const fileOf = new Map(summary!.results.map((r) => [r.origin, r.fileName]));
  let sampleChecked = 0;
  let sampleDiffer = 0;
  const step = Math.max(1, Math.floor(cards.length / 250));
  for (let i = 0; i < cards.length; i += step) {
    const file = fileOf.get(cards[i]!.origin);
    if (!file) continue;
    sampleChecked++;
    if (readFileSync(join(dir, file), "utf8") !== (await formatModule(generateCard(cards[i]!.face).source))) sampleDiffer++;
  }

  // One card edited: a compiled card with a number in its text gets another number.
  const at = cards.findIndex((c, i) => /\b2\b/.test(c.face.text) && summary!.results[i]?.refused.length === 0 && summary!.results[i]?.name === c.face.name);
  const index = at >= 0 ? at : 0;
  const before = hashDir(dir);
  const edited: LibraryCard = { ...cards[index]!, face: { ...cards[index]!.face, text: cards[index]!.face.text.replace(/\b2\b/, "3") } };
  const list = cards.map((c, i) => (i === index ? edited : c));
  const t0 = performance.now();
  const again = await compileLibrary(list, dir, { cache });
  const ms = performance.now() - t0;
  const after = hashDir(dir);
  const changed = [...new Set([...before.keys(), ...after.keys()])].filter((f) => before.get(f) !== after.get(f)).sort();
  const file = again.results.find((r) => r.origin === edited.origin)?.fileName;
  const expected = await formatModule(generateCard(edited.face).source);
  const matchesFullCompile = file !== undefined && readFileSync(join(dir, file), "utf8") === expected;
  return {
    cards: cards.length,
    textBytes,
    runs,
    peakRssMB: 0,
    summary: summary!,
    tsc,
    formatCheck: { checked: sampleChecked, differ: sampleDiffer },
    incremental: { ms, card: edited.face.name, edit: `"2" → "3" in its text`, written: again.written, changed, matchesFullCompile },
    dir,
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}
