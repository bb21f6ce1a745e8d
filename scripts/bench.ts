/**
 * `npm run bench [-- --only parse] [--runs 3] [--limit N] [--json]`
 *
 * Benchmarks, in sections. Each section measures one or more variants after
 * a warm-up run, keeps the best of `--runs` runs, and reports cards/s, MB/s
 * of card text, seconds, and memory (peak RSS sampled during the run, and the
 * process's `maxRSS`). Results are also written to reports/bench.json.
 *
 * Sections:
 * - parse: (a) floor: read, gunzip, split and JSON-decode the English corpus;
 *          (b) the same plus parseCard on every record. Ratio (b)/(a).
 * - cli: `oraclec parse --jsonl --input CORPUS` in new processes, as a user runs it (output to
 *          /dev/null), with a temporary prediction cache (src/parser/cache.ts): (a) no cache
 *          yet, once (this run fills it); (b) with the cache, on one thread (the default);
 *          (c) with the cache, on as many worker threads as the machine has cores (`-j N`).
 *          Wall-clock seconds (the children's memory is not measured).
 * - compile: the whole English corpus through the code generator (src/emit's
 *          compileLibrary, as `oraclec compile` runs it) into a temporary directory,
 *          `--compile-runs` times (default 1: a run takes about a minute), without a warm-up;
 *          cards/s, seconds, peak RSS, compiled/refused/failed; then `tsc --noEmit` (the
 *          project's TypeScript) over the generated corpus and src/runtime, strict: seconds
 *          and errors; then one card's text edited and the corpus compiled again with the
 *          first run's cache: milliseconds, and which files changed (sha256 before/after).
 * - runtime: random games (scripts/lib/random-play.ts, the property test's driver) over
 *          compiled cards (generated/, plus a sample of the corpus compiled by the compile
 *          section when it ran): actions/s and invariant violations (must be 0).
 *
 * To add a section (compile, runtime, …), append a `Section` to SECTIONS:
 * its `run` gets the options and returns its measurements and extra figures.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { type CardDefinition, type DecisionMaker, Game } from "oraclec/runtime";
import type { CardInput, Lang } from "../src/ast/base.ts";
import { parseCard } from "../src/parser/index.ts";
import { benchCompile, type CompileBench } from "./lib/bench-compile.ts";
import { corpusFile, recordLang } from "./lib/corpus.ts";
import { newStats, playRandomGame, rng } from "./lib/random-play.ts";

export interface BenchOptions {
  runs: number;
  limit: number;
  file: string;
  compileRuns: number;
  /** Random games of the runtime section. */
  games: number;
  /** Set by the compile section: the compiled corpus, for the runtime section. */
  compiled?: CompileBench;
}

export interface Measurement {
  label: string;
  /** Best (lowest) time of the runs, in seconds. */
  seconds: number;
  /** Every run's time, in seconds (warm-up excluded). */
  runs: number[];
  cards: number;
  /** UTF-8 bytes of card text handled. */
  textBytes: number;
  cardsPerSecond: number;
  textMBPerSecond: number;
  /** Highest RSS sampled during the runs, in MB. */
  peakRssMB: number;
}

export interface SectionResult {
  measurements: Measurement[];
  /** Further figures (ratios, …). */
  extra: Record<string, number | string>;
}

export interface Section {
  name: string;
  description: string;
  run: (options: BenchOptions) => SectionResult | Promise<SectionResult>;
}

// ---------------------------------------------------------------------------------------------
// Measuring

let peakRss = 0;

/** Cheap RSS sampling, to call from inside loops now and then. */
export function sampleRss(): void {
  const rss = process.memoryUsage.rss();
  if (rss > peakRss) peakRss = rss;
}

interface RunOutput {
  cards: number;
  textBytes: number;
}

/** Warm up once, then run `runs` times and keep the best. */
export function measure(label: string, runs: number, body: () => RunOutput): Measurement {
  body();
  const times: number[] = [];
  let out: RunOutput = { cards: 0, textBytes: 0 };
  peakRss = 0;
  for (let i = 0; i < runs; i++) {
    sampleRss();
    const t0 = performance.now();
    out = body();
    times.push((performance.now() - t0) / 1000);
    sampleRss();
  }
  const seconds = Math.min(...times);
  return {
    label,
    seconds,
    runs: times,
    cards: out.cards,
    textBytes: out.textBytes,
    cardsPerSecond: out.cards / seconds,
    textMBPerSecond: out.textBytes / 1e6 / seconds,
    peakRssMB: peakRss / 2 ** 20,
  };
}

// ---------------------------------------------------------------------------------------------
// Section: parse

interface Decoded {
  records: Record<string, unknown>[];
  textBytes: number;
}

/** The floor: read, gunzip, split, JSON-decode; count records with text and their text bytes. */
function readCorpus(file: string, limit: number): Decoded {
  const raw = readFileSync(file);
  const buf = raw[0] === 0x1f && raw[1] === 0x8b ? gunzipSync(raw) : raw;
  const lines = buf.toString("utf8").split("\n");
  const records: Record<string, unknown>[] = [];
  let textBytes = 0;
  for (let i = 0; i < lines.length && records.length < limit; i++) {
    const line = lines[i]!;
    if (line === "") continue;
    const r = JSON.parse(line) as Record<string, unknown>;
    if (typeof r.text !== "string") continue;
    records.push(r);
    textBytes += Buffer.byteLength(r.text);
    if ((records.length & 255) === 0) sampleRss();
  }
  return { records, textBytes };
}

const parseSection: Section = {
  name: "parse",
  description: "parse throughput over the English corpus: floor (read+gunzip+split+JSON) vs floor + parseCard",
  run(options) {
    const floor = measure("floor: read + gunzip + split + JSON.parse", options.runs, () => {
      const d = readCorpus(options.file, options.limit);
      return { cards: d.records.length, textBytes: d.textBytes };
    });
    let sink = 0;
    const parse = measure("floor + parseCard", options.runs, () => {
      const d = readCorpus(options.file, options.limit);
      for (let i = 0; i < d.records.length; i++) {
        const r = d.records[i]!;
        const lang: Lang = recordLang(r as { name: string; lang?: string }) ?? "en";
        const input: CardInput = { name: String(r.name), text: r.text as string, lang };
        if (typeof r.type === "string") input.type = r.type;
        if (typeof r.manaCost === "string") input.manaCost = r.manaCost;
        sink += parseCard(input, { lang }).abilities.length;
        if ((i & 255) === 0) sampleRss();
      }
      return { cards: d.records.length, textBytes: d.textBytes };
    });
    void sink;
    const parseOnly = parse.seconds - floor.seconds;
    return {
      measurements: [floor, parse],
      extra: {
        "ratio parse/floor": parse.seconds / floor.seconds,
        "parseCard alone, seconds (b − a)": parseOnly,
        "parseCard alone, cards/s": parseOnly > 0 ? parse.cards / parseOnly : Infinity,
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Section: cli

/** One `oraclec parse --jsonl` process over the corpus: wall seconds, and its summary line. */
function runCliParse(file: string, cacheDir: string, args: string[]): { seconds: number; summary: string } {
  const bin = fileURLToPath(new URL("../bin/oraclec.js", import.meta.url));
  const t0 = performance.now();
  const r = spawnSync(process.execPath, [bin, "parse", "--input", file, ...args], {
    env: { ...process.env, ORACLEC_CACHE_DIR: cacheDir, ORACLEC_CACHE: "on" },
    stdio: ["ignore", "ignore", "pipe"],
    encoding: "utf8",
    maxBuffer: 1 << 20,
  });
  const seconds = (performance.now() - t0) / 1000;
  if (r.status !== 0) throw new Error(`oraclec parse failed (exit ${r.status}): ${r.stderr}`);
  return { seconds, summary: r.stderr.trim() };
}

const cliSection: Section = {
  name: "cli",
  description: "oraclec parse --jsonl over the English corpus in new processes: no prediction cache yet; with the cache on one thread; with the cache on worker threads (-j cores)",
  run(options) {
    const cacheDir = mkdtempSync(join(tmpdir(), "oraclec-bench-cache-"));
    const { records, textBytes } = readCorpus(options.file, options.limit);
    const cards = records.length;
    const input = options.limit === Infinity ? options.file : writeRecords(records, cacheDir);
    const measurement = (label: string, times: number[]): Measurement => {
      const seconds = Math.min(...times);
      return { label, seconds, runs: times, cards, textBytes, cardsPerSecond: cards / seconds, textMBPerSecond: textBytes / 1e6 / seconds, peakRssMB: NaN };
    };
    try {
      const cores = String(Math.min(4, availableParallelism()));
      const cold = runCliParse(input, cacheDir, ["-q"]);
      const one: number[] = [];
      const many: number[] = [];
      for (let i = 0; i < options.runs; i++) {
        one.push(runCliParse(input, cacheDir, ["-q"]).seconds);
        many.push(runCliParse(input, cacheDir, ["-q", "-j", cores]).seconds);
      }
      return {
        measurements: [
          measurement("new process, no prediction cache yet (fills it)", [cold.seconds]),
          measurement("new process, prediction cache, one thread (the default)", one),
          measurement(`new process, prediction cache, ${cores} worker threads (-j ${cores})`, many),
        ],
        extra: {},
      };
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  },
};

/** Records as a JSON Lines file in `dir` (the corpus cut to `--limit`). */
function writeRecords(records: Record<string, unknown>[], dir: string): string {
  const out = join(dir, "records.jsonl");
  writeFileSync(out, records.map((r) => JSON.stringify(r)).join("\n") + "\n");
  return out;
}

// ---------------------------------------------------------------------------------------------
// Section: compile

const compileSection: Section = {
  name: "compile",
  description: "code generation over the English corpus (src/emit compileLibrary), tsc --noEmit over the result, one-card incremental recompile",
  async run(options) {
    peakRss = 0;
    const b = await benchCompile({ file: options.file, limit: options.limit, runs: options.compileRuns, sample: sampleRss });
    options.compiled = b;
    const seconds = Math.min(...b.runs);
    const compile: Measurement = {
      label: "compileLibrary: parse + generate (ts-morph writer) + format (prettier) + write, whole corpus",
      seconds,
      runs: b.runs,
      cards: b.cards,
      textBytes: b.textBytes,
      cardsPerSecond: b.cards / seconds,
      textMBPerSecond: b.textBytes / 1e6 / seconds,
      peakRssMB: peakRss / 2 ** 20,
    };
    const s = b.summary;
    const inc = b.incremental;
    return {
      measurements: [compile],
      extra: {
        "compiled / refused / failed": `${s.compiled} / ${s.refused} / ${s.failed.length} (${s.written.length} files written)`,
        "sample of modules identical to a one-card, one-prettier-call compile": `${b.formatCheck.checked - b.formatCheck.differ} / ${b.formatCheck.checked}`,
        "tsc --noEmit, seconds": b.tsc.seconds,
        "tsc --noEmit, errors": `${b.tsc.errors} (exit ${b.tsc.status})${b.tsc.sample.length ? `\n      ${b.tsc.sample.join("\n      ")}` : ""}`,
        "incremental recompile after a one-card edit, ms": inc.ms,
        "incremental: card edited": `${inc.card} (${inc.edit})`,
        "incremental: files written / changed (sha256)": `${inc.written.join(", ") || "none"} / ${inc.changed.join(", ") || "none"}`,
        "incremental: module identical to a full compile of the edited card": String(inc.matchesFullCompile),
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// Section: runtime

/** Playable compiled cards: generated/ (cards/ compiled), and up to `corpusSample` from the compiled corpus. */
async function runtimePool(options: BenchOptions, corpusSample: number): Promise<{ pool: CardDefinition[]; fromCorpus: number }> {
  const { cards } = (await import("../generated/index.ts")) as { cards: Readonly<Record<string, CardDefinition>> };
  const pool = Object.values(cards).filter((c) => !c.unparsed?.length);
  let fromCorpus = 0;
  const compiled = options.compiled;
  if (compiled) {
    const playable = compiled.summary.results.filter((r) => r.refused.length === 0);
    const random = rng(7);
    const chosen = new Set<number>();
    while (chosen.size < Math.min(corpusSample, playable.length)) chosen.add(Math.floor(random() * playable.length));
    for (const i of [...chosen].sort((a, b) => a - b)) {
      const mod = (await import(join(compiled.dir, playable[i]!.fileName))) as { card: CardDefinition };
      pool.push(mod.card);
      fromCorpus++;
    }
  }
  return { pool, fromCorpus };
}

const runtimeSection: Section = {
  name: "runtime",
  description: "random legal play over compiled cards (scripts/lib/random-play.ts): actions/s, invariant violations",
  async run(options) {
    const { pool, fromCorpus } = await runtimePool(options, 400);
    // A card the runtime refuses to set up (definition errors) is left out of the pool.
    const usable = pool.filter((def) => {
      try {
        new Game({ players: [{ name: "A" }, { name: "B" }], decisions: {} as DecisionMaker }).setupCard(def, 0, "hand");
        return true;
      } catch {
        return false;
      }
    });
    const stats = newStats();
    const play = (games: number, seed: number): void => {
      const random = rng(seed);
      for (let g = 0; g < games; g++) {
        playRandomGame(usable, random, 100, stats);
        if ((g & 15) === 0) sampleRss();
      }
    };
    play(Math.max(1, Math.floor(options.games / 10)), 1); // warm-up
    Object.assign(stats, newStats());
    const times: number[] = [];
    peakRss = 0;
    let actionsPerRun = 0;
    for (let r = 0; r < options.runs; r++) {
      const before = stats.actions;
      const t0 = performance.now();
      play(options.games, 1000 + r);
      times.push((performance.now() - t0) / 1000);
      actionsPerRun = stats.actions - before;
    }
    const best = Math.min(...times);
    const violations = [...stats.violations].map(([k, n]) => `${k}: ${n}`).join(", ");
    const errors = [...stats.errors].sort((a, b) => b[1] - a[1]);
    const m: Measurement = {
      label: `${options.games} random games of up to 100 actions, ${usable.length} cards (${usable.length - fromCorpus} from generated/, ${fromCorpus} from the compiled corpus)`,
      seconds: best,
      runs: times,
      cards: usable.length,
      textBytes: 0,
      cardsPerSecond: NaN,
      textMBPerSecond: NaN,
      peakRssMB: peakRss / 2 ** 20,
    };
    return {
      measurements: [m],
      extra: {
        "actions/s (best run)": actionsPerRun / best,
        "actions per run": String(actionsPerRun),
        "games / actions / illegal attempts (all runs)": `${stats.games} / ${stats.actions} / ${stats.illegal}`,
        "invariant violations": stats.violations.size === 0 ? "0" : violations,
        "games abandoned on a runtime error": `${errors.reduce((n, [, c]) => n + c, 0)}${errors.length ? `: ${errors.slice(0, 3).map(([k, c]) => `${c}× ${k}`).join("; ")}` : ""}`,
      },
    };
  },
};

export const SECTIONS: Section[] = [parseSection, cliSection, compileSection, runtimeSection];

// ---------------------------------------------------------------------------------------------

function fmt(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return String(x);
  return x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      runs: { type: "string", default: "3" },
      "compile-runs": { type: "string", default: "1" },
      games: { type: "string", default: "300" },
      limit: { type: "string" },
      file: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  const usage = `usage: npm run bench -- [--only ${SECTIONS.map((s) => s.name).join(",")}] [--runs N] [--compile-runs N] [--games N] [--limit N] [--file PATH] [--json]`;
  if (values.help) {
    console.log(usage + "\n" + SECTIONS.map((s) => `  ${s.name}: ${s.description}`).join("\n"));
    return;
  }
  const only = values.only?.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = only?.filter((n) => !SECTIONS.some((s) => s.name === n)) ?? [];
  const runs = Number(values.runs);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  const compileRuns = Number(values["compile-runs"]);
  const games = Number(values.games);
  if (unknown.length > 0 || !(runs >= 1) || !(limit > 0) || !(compileRuns >= 1) || !(games >= 1)) {
    console.error((unknown.length ? `unknown section ${unknown.join(", ")}\n` : "") + usage);
    process.exit(2);
  }
  const options: BenchOptions = { runs, limit, compileRuns, games, file: values.file ?? corpusFile("cards.en.jsonl.gz") };
  const results: Record<string, unknown> = {};
  const lines: string[] = [`Node ${process.version}, ${options.runs} runs after a warm-up, best run shown; corpus ${options.file}`];
  for (const section of SECTIONS) {
    if (only && !only.includes(section.name)) continue;
    const r = await section.run(options);
    const maxRssMB = process.resourceUsage().maxRSS / 1024;
    results[section.name] = { ...r, maxRssMB };
    lines.push("", `[${section.name}] ${section.description}`);
    for (const m of r.measurements) {
      lines.push(
        `  ${m.label}`,
        Number.isNaN(m.cardsPerSecond)
          ? `    ${fmt(m.seconds, 3)} s   peak RSS ${fmt(m.peakRssMB, 0)} MB   runs ${m.runs.map((t) => fmt(t, 3)).join(" / ")} s`
          : `    ${fmt(m.seconds, 3)} s   ${fmt(m.cardsPerSecond, 0)} cards/s   ${fmt(m.textMBPerSecond)} MB/s of text   ` +
              `${m.cards.toLocaleString("en-US")} cards, ${fmt(m.textBytes / 1e6)} MB text   ` +
              `${Number.isNaN(m.peakRssMB) ? "" : `peak RSS ${fmt(m.peakRssMB, 0)} MB   `}runs ${m.runs.map((t) => fmt(t, 3)).join(" / ")} s`,
      );
    }
    for (const [k, v] of Object.entries(r.extra)) lines.push(`  ${k}: ${typeof v === "number" ? fmt(v, k.includes("/s") ? 0 : 3) : v}`);
    lines.push(`  maxRSS (process, so far): ${fmt(maxRssMB, 0)} MB`);
  }
  const reports = fileURLToPath(new URL("../reports/", import.meta.url));
  mkdirSync(reports, { recursive: true });
  const summary = { date: new Date().toISOString(), node: process.version, runs: options.runs, corpus: options.file, sections: results };
  options.compiled?.cleanup();
  writeFileSync(`${reports}bench.json`, JSON.stringify(summary, (k, v) => (k === "compiled" || k === "cleanup" ? undefined : v), 2) + "\n");
  if (values.json) process.stdout.write(JSON.stringify(summary, null, 2) + "\n");
  else process.stdout.write(lines.join("\n") + "\n");
}

await main();
