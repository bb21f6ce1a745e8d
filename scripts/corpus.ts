/**
 * `npm run corpus [-- --limit N] [--json] [--lang es|pt]`
 *
 * Measures the parser on the shared corpus: share of cards fully parsed (no
 * `unparsed` node anywhere, no error diagnostic), share whose round trip
 * (render of the parse) reproduces the text (scripts/lib/compare.ts) — counted
 * only for fully parsed cards, since unparsed words are rendered back verbatim —
 * abilities per kind and per keyword, the most frequent failure shapes, and
 * the same shares for the flagged records (gluedLinesSuspect, funny).
 * Writes reports/corpus-<lang>.json; `--json` prints that JSON instead of the text report.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import type { Lang } from "../src/ast/base.ts";
import type { ParseResult } from "../src/ast/nodes.ts";
import { hasError, hasUnparsed, unparsedNodes } from "../src/cli/analyze.ts";
import { LOST_DASH_CODE, parseCard } from "../src/parser/index.ts";
import { renderCard } from "../src/render/index.ts";
import { roundTripMatches } from "./lib/compare.ts";
import { applyFixes } from "../src/diagnostics/index.ts";
import { GLUED_CODE } from "../src/lexer/glued.ts";
import { checkTranslation, type TranslationRecord } from "../src/i18n/check.ts";
import { failureShape } from "./lib/shapes.ts";
import { corpusFile, readRecords, recordLang, toInput, type CorpusRecord } from "./lib/corpus.ts";

const USAGE = `usage: npm run corpus -- [--limit N] [--json] [--lang en|es|pt] [--top N] [--file PATH]
  --limit N    only the first N records with text
  --json       print the machine-readable summary (also written to reports/corpus-<lang>.json)
  --lang L     en (default): cards.en.jsonl.gz; es or pt: printed.es-pt.jsonl.gz records of that language
  --top N      number of failure shapes to list (default 30)
  --file PATH  another corpus file of the same format
  --cards PATH write one line per card: name, then "full"/"unparsed", then "roundtrip" (English) or the
               translation verdict (es/pt), tab-separated; diff two runs to see which cards a change moved`;

interface Group {
  cards: number;
  full: number;
  roundTrip: number;
}

function group(): Group {
  return { cards: 0, full: 0, roundTrip: 0 };
}

interface Shape {
  count: number;
  example: string;
  exampleText: string;
}

function pct(part: number, whole: number): string {
  return whole === 0 ? "–" : `${((100 * part) / whole).toFixed(1)}%`;
}

function share(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((10000 * part) / whole) / 10000;
}

function top<T>(map: Map<string, T>, n: number, count: (v: T) => number): [string, T][] {
  return [...map.entries()].sort((a, b) => count(b[1]) - count(a[1]) || (a[0] < b[0] ? -1 : 1)).slice(0, n);
}

function main(): void {
  const { values } = parseArgs({
    options: {
      limit: { type: "string" },
      json: { type: "boolean", default: false },
      lang: { type: "string", default: "en" },
      top: { type: "string", default: "30" },
      file: { type: "string" },
      cards: { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const lang = values.lang as Lang;
  if (lang !== "en" && lang !== "es" && lang !== "pt") {
    console.error(`unknown --lang ${values.lang}\n${USAGE}`);
    process.exit(2);
  }
  const limit = values.limit === undefined ? Infinity : Number(values.limit);
  const topN = Number(values.top);
  if (!(limit > 0) || !(topN > 0)) {
    console.error(USAGE);
    process.exit(2);
  }
  const file = values.file ?? corpusFile(lang === "en" ? "cards.en.jsonl.gz" : "printed.es-pt.jsonl.gz");

  const t0 = performance.now();
  const { records: all, bad } = readRecords(file);
  const records: CorpusRecord[] = [];
  for (const r of all) {
    if (records.length >= limit) break;
    if (typeof r.text !== "string" || r.text.trim() === "") continue;
    if (recordLang(r) !== lang) continue;
    records.push(r);
  }
  const tRead = performance.now();

  const overall = group();
  const regular = group();
  const glued = group();
  const funny = group();
  const kinds = new Map<string, number>();
  const keywords = new Map<string, number>();
  const codes = new Map<string, number>();
  const severities = { error: 0, warning: 0, info: 0 };
  const shapes = new Map<string, Shape>();
  const crashes: { name: string; stage: string; message: string }[] = [];
  let unparsedCount = 0;
  let parseMs = 0;
  let renderMs = 0;
  const measureRoundTrip = lang === "en";
  // For translations: the checker's verdict against the English printed text (corpus-interface.md i18n).
  const verdicts = { match: 0, mismatch: 0, unparsed: 0 };
  const perCard: string[] = [];

  for (const r of records) {
    const input = toInput(r, lang);
    let result: ParseResult;
    const p0 = performance.now();
    try {
      result = parseCard(input, { lang });
    } catch (err) {
      crashes.push({ name: r.name, stage: "parse", message: err instanceof Error ? err.message : String(err) });
      continue;
    } finally {
      parseMs += performance.now() - p0;
    }
    const unparsed = hasUnparsed(result.abilities);
    const full = !unparsed && !hasError(result.diagnostics);
    let roundTrip = false;
    if (measureRoundTrip) {
      const q0 = performance.now();
      try {
        // Only a fully parsed card counts: an unparsed node renders its own words back, which
        // would make the round trip of an unread card look perfect.
        // Line breaks the lexer put back (OC1004, text that lost them) are part of the text compared.
        roundTrip = full && roundTripMatches(applyFixes(input.text, result.diagnostics, [GLUED_CODE, LOST_DASH_CODE]), renderCard(result, lang));
      } catch (err) {
        crashes.push({ name: r.name, stage: "render", message: err instanceof Error ? err.message : String(err) });
      }
      renderMs += performance.now() - q0;
    }
    for (const g of [overall, r.gluedLinesSuspect ? glued : r.funny ? funny : regular, ...(r.gluedLinesSuspect && r.funny ? [funny] : [])]) {
      g.cards++;
      if (full) g.full++;
      if (roundTrip) g.roundTrip++;
    }
    let verdict = "";
    if (lang !== "en") {
      const rec = r as unknown as TranslationRecord;
      verdict = checkTranslation({ ...rec, text: input.text }, lang).verdict;
      verdicts[verdict as keyof typeof verdicts]++;
    }
    if (values.cards !== undefined) perCard.push(`${r.name}\t${full ? "full" : "unparsed"}\t${lang === "en" ? (roundTrip ? "roundtrip" : "-") : verdict}`);
    for (const a of result.abilities) {
      kinds.set(a.kind, (kinds.get(a.kind) ?? 0) + 1);
      const kw = (a as { keyword?: unknown }).keyword;
      if (typeof kw === "string") keywords.set(kw, (keywords.get(kw) ?? 0) + 1);
    }
    for (const d of result.diagnostics) {
      severities[d.severity]++;
      codes.set(d.code, (codes.get(d.code) ?? 0) + 1);
    }
    if (unparsed) {
      for (const node of unparsedNodes(result.abilities)) {
        unparsedCount++;
        const text =
          typeof node.text === "string" ? node.text : Array.isArray(node.span) ? input.text.slice(node.span[0], node.span[1]) : "";
        const key = failureShape(text, r.name);
        const s = shapes.get(key);
        if (s) s.count++;
        else shapes.set(key, { count: 1, example: r.name, exampleText: text.length > 120 ? text.slice(0, 117) + "…" : text });
      }
    }
  }
  const tEnd = performance.now();

  const groupJson = (g: Group) => ({
    cards: g.cards,
    fullyParsed: g.full,
    fullyParsedShare: share(g.full, g.cards),
    ...(measureRoundTrip ? { roundTrip: g.roundTrip, roundTripShare: share(g.roundTrip, g.cards) } : {}),
  });
  const summary = {
    corpus: file,
    lang,
    date: new Date().toISOString(),
    records: all.length,
    badLines: bad,
    ...groupJson(overall),
    groups: {
      regular: groupJson(regular),
      gluedLinesSuspect: groupJson(glued),
      funny: groupJson(funny),
    },
    seconds: {
      read: Math.round(tRead - t0) / 1000,
      parse: Math.round(parseMs) / 1000,
      render: Math.round(renderMs) / 1000,
      total: Math.round(tEnd - t0) / 1000,
    },
    cardsPerSecond: parseMs > 0 ? Math.round((overall.cards * 1000) / parseMs) : null,
    diagnostics: { ...severities, byCode: Object.fromEntries(top(codes, 100, (v) => v)) },
    abilitiesByKind: Object.fromEntries(top(kinds, 100, (v) => v)),
    keywordsTop20: Object.fromEntries(top(keywords, 20, (v) => v)),
    ...(lang !== "en"
      ? {
          i18n: {
            match: verdicts.match,
            matchShare: share(verdicts.match, overall.cards),
            mismatch: verdicts.mismatch,
            mismatchShare: share(verdicts.mismatch, overall.cards),
            unparsed: verdicts.unparsed,
            unparsedShare: share(verdicts.unparsed, overall.cards),
          },
        }
      : {}),
    unparsedNodes: unparsedCount,
    failureShapes: top(shapes, topN, (s) => s.count).map(([shape, s]) => ({ shape, count: s.count, example: s.example, exampleText: s.exampleText })),
    crashes: { count: crashes.length, first: crashes.slice(0, 10) },
  };

  const reports = fileURLToPath(new URL("../reports/", import.meta.url));
  mkdirSync(reports, { recursive: true });
  const out = `${reports}corpus-${lang}.json`;
  writeFileSync(out, JSON.stringify(summary, null, 2) + "\n");
  if (values.cards !== undefined) writeFileSync(values.cards, perCard.join("\n") + "\n");

  if (values.json) {
    process.stdout.write(JSON.stringify(summary, null, 2) + "\n");
    return;
  }
  const n = (x: number) => x.toLocaleString("en-US");
  const lines: string[] = [];
  lines.push(`Corpus ${file} (${lang}): ${n(overall.cards)} cards with text${bad ? `, ${bad} bad lines skipped` : ""}`);
  lines.push(
    `Time: ${summary.seconds.total.toFixed(2)} s total (read ${summary.seconds.read.toFixed(2)} s, parse ${summary.seconds.parse.toFixed(2)} s` +
      `${measureRoundTrip ? `, render+compare ${summary.seconds.render.toFixed(2)} s` : ""}); ${summary.cardsPerSecond === null ? "–" : n(summary.cardsPerSecond)} cards/s parsed`,
  );
  lines.push("");
  const row = (label: string, g: Group) =>
    `  ${label.padEnd(20)} ${n(g.cards).padStart(7)} cards   fully parsed ${n(g.full).padStart(7)} ${pct(g.full, g.cards).padStart(6)}` +
    (measureRoundTrip ? `   round trip ${n(g.roundTrip).padStart(7)} ${pct(g.roundTrip, g.cards).padStart(6)}` : "");
  lines.push(row("all", overall));
  lines.push(row("regular", regular));
  if (glued.cards > 0) lines.push(row("gluedLinesSuspect", glued));
  if (funny.cards > 0) lines.push(row("funny", funny));
  if (lang !== "en") {
    const t = overall.cards;
    lines.push(
      `  translation check against the English printed text: match ${n(verdicts.match)} ${pct(verdicts.match, t)}, ` +
        `mismatch ${n(verdicts.mismatch)} ${pct(verdicts.mismatch, t)}, unparsed ${n(verdicts.unparsed)} ${pct(verdicts.unparsed, t)}`,
    );
  }
  lines.push("");
  lines.push(`Diagnostics: ${n(severities.error)} errors, ${n(severities.warning)} warnings, ${n(severities.info)} info`);
  for (const [code, c] of top(codes, 20, (v) => v)) lines.push(`  ${code}  ${n(c).padStart(7)}`);
  lines.push("");
  lines.push("Abilities per kind:");
  for (const [kind, c] of top(kinds, 100, (v) => v)) lines.push(`  ${kind.padEnd(12)} ${n(c).padStart(7)}`);
  lines.push("");
  lines.push("Keywords (top 20):");
  if (keywords.size === 0) lines.push("  (none)");
  for (const [kw, c] of top(keywords, 20, (v) => v)) lines.push(`  ${kw.padEnd(20)} ${n(c).padStart(7)}`);
  lines.push("");
  lines.push(`Failure shapes (top ${topN} of ${n(shapes.size)}; ${n(unparsedCount)} unparsed nodes):`);
  for (const [shape, s] of top(shapes, topN, (v) => v.count)) {
    lines.push(`  ${n(s.count).padStart(6)}  ${shape.padEnd(40)}  e.g. ${s.example}`);
  }
  if (crashes.length > 0) {
    lines.push("");
    lines.push(`Crashes: ${crashes.length}`);
    for (const c of crashes.slice(0, 10)) lines.push(`  ${c.stage} ${c.name}: ${c.message}`);
  }
  lines.push("");
  lines.push(`Written to ${out}`);
  process.stdout.write(lines.join("\n") + "\n");
}

main();
