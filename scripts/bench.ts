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
 *
 * To add a section (compile, runtime, …), append a `Section` to SECTIONS:
 * its `run` gets the options and returns its measurements and extra figures.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import type { CardInput, Lang } from "../src/ast/base.ts";
import { parseCard } from "../src/parser/index.ts";
import { corpusFile, recordLang } from "./lib/corpus.ts";

export interface BenchOptions {
  runs: number;
  limit: number;
  file: string;
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
  run: (options: BenchOptions) => SectionResult;
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

export const SECTIONS: Section[] = [parseSection];

// ---------------------------------------------------------------------------------------------

function fmt(x: number, digits = 2): string {
  if (!Number.isFinite(x)) return String(x);
  return x.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });
}

function main(): void {
  const { values } = parseArgs({
    options: {
      only: { type: "string" },
      runs: { type: "string", default: "3" },
      limit: { type: "string" },
      file: { type: "string" },
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  const usage = `usage: npm run bench -- [--only ${SECTIONS.map((s) => s.name).join(",")}] [--runs N] [--limit N] [--file PATH] [--json]`;
  if (values.help) {
    console.log(usage + "\n" + SECTIONS.map((s) => `  ${s.name}: ${s.description}`).join("\n"));
    return;
  }
  const only = values.only?.split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = only?.filter((n) => !SECTIONS.some((s) => s.name === n)) ?? [];
  const runs = Number(values.runs);
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  if (unknown.length > 0 || !(runs >= 1) || !(limit > 0)) {
    console.error((unknown.length ? `unknown section ${unknown.join(", ")}\n` : "") + usage);
    process.exit(2);
  }
  const options: BenchOptions = { runs, limit, file: values.file ?? corpusFile("cards.en.jsonl.gz") };
  const results: Record<string, unknown> = {};
  const lines: string[] = [`Node ${process.version}, ${options.runs} runs after a warm-up, best run shown; corpus ${options.file}`];
  for (const section of SECTIONS) {
    if (only && !only.includes(section.name)) continue;
    const r = section.run(options);
    const maxRssMB = process.resourceUsage().maxRSS / 1024;
    results[section.name] = { ...r, maxRssMB };
    lines.push("", `[${section.name}] ${section.description}`);
    for (const m of r.measurements) {
      lines.push(
        `  ${m.label}`,
        `    ${fmt(m.seconds, 3)} s   ${fmt(m.cardsPerSecond, 0)} cards/s   ${fmt(m.textMBPerSecond)} MB/s of text   ` +
          `${m.cards.toLocaleString("en-US")} cards, ${fmt(m.textBytes / 1e6)} MB text   peak RSS ${fmt(m.peakRssMB, 0)} MB   runs ${m.runs.map((t) => fmt(t, 3)).join(" / ")} s`,
      );
    }
    for (const [k, v] of Object.entries(r.extra)) lines.push(`  ${k}: ${typeof v === "number" ? fmt(v, k.includes("cards/s") ? 0 : 3) : v}`);
    lines.push(`  maxRSS (process, so far): ${fmt(maxRssMB, 0)} MB`);
  }
  const reports = fileURLToPath(new URL("../reports/", import.meta.url));
  mkdirSync(reports, { recursive: true });
  const summary = { date: new Date().toISOString(), node: process.version, runs: options.runs, corpus: options.file, sections: results };
  writeFileSync(`${reports}bench.json`, JSON.stringify(summary, null, 2) + "\n");
  if (values.json) process.stdout.write(JSON.stringify(summary, null, 2) + "\n");
  else process.stdout.write(lines.join("\n") + "\n");
}

main();
