/**
 * The Spanish / Portuguese renderer measured as a round trip: for every English
 * corpus card that parses fully, render its AST in the language, parse that
 * rendering with the language's parser, and compare the two ASTs with the
 * translation checker's comparison (src/i18n/compare.ts: meaning, not wording).
 * Same AST = the rendering is faithful.
 *
 *   node scripts/render-roundtrip.ts --lang es [--every 4] [--limit N] [--show 20] [--json FILE]
 *
 * Prints: cards considered, cards rendered without any marker, cards whose
 * rendering re-parses to the same AST (share of the fully parsed English
 * cards, and of those rendered without markers), the node kinds most often left
 * as markers, and examples of renderings that did not come back the same.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { roundTrip } from "./lib/render-roundtrip.ts";

const { values } = parseArgs({
  options: {
    lang: { type: "string", default: "es" },
    input: { type: "string", default: new URL("../../../shared/corpus/cards.en.jsonl.gz", import.meta.url).pathname },
    every: { type: "string", default: "1" },
    limit: { type: "string", default: "0" },
    show: { type: "string", default: "0" },
    json: { type: "string" },
    markers: { type: "boolean", default: false },
  },
});
const lang = values.lang as "es" | "pt";
if (lang !== "es" && lang !== "pt") throw new Error("--lang es|pt");
const every = Math.max(1, Number(values.every));
const limit = Number(values.limit);
const show = Number(values.show);

const lines = gunzipSync(readFileSync(values.input!)).toString("utf8").split("\n");
let considered = 0;
let parsed = 0;
let noGaps = 0;
let same = 0;
let reparsedFully = 0;
const gapKinds = new Map<string, number>();
const gapExample = new Map<string, string>();
const diffCodes = new Map<string, number>();
const examples: { name: string; text: string; rendered: string; why: string }[] = [];
const t0 = Date.now();
for (let i = 0; i < lines.length; i++) {
  if (i % every !== 0 || !lines[i]!.trim()) continue;
  const rec = JSON.parse(lines[i]!) as { name: string; type?: string; text?: string };
  if (!rec.text) continue;
  considered++;
  const r = roundTrip({ name: rec.name, type: rec.type, text: rec.text }, lang);
  if (r.status === "english") continue;
  parsed++;
  if (limit && parsed > limit) break;
  for (const g of new Set(r.gaps.map((g) => (g.field ? `${g.kind}.${g.field}` : g.kind)))) {
    gapKinds.set(g, (gapKinds.get(g) ?? 0) + 1);
    if (!gapExample.has(g)) gapExample.set(g, rec.text.replace(/\n/g, " / ").slice(0, 160));
  }
  if (r.status === "markers") continue;
  noGaps++;
  if (r.status === "unread") {
    if (examples.length < show) examples.push({ name: rec.name, text: rec.text, rendered: r.text!, why: "not read back fully" });
    continue;
  }
  reparsedFully++;
  if (r.status === "same") {
    same++;
    continue;
  }
  for (const c of new Set(r.differences.map((d) => d.code))) diffCodes.set(c, (diffCodes.get(c) ?? 0) + 1);
  if (examples.length < show) examples.push({ name: rec.name, text: rec.text, rendered: r.text!, why: r.differences.map((d) => d.message).join("; ") });
}
if (limit && parsed > limit) parsed = limit;
const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) + "%" : "-");
const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
const report = {
  lang,
  every,
  considered,
  fullyParsedEnglish: parsed,
  renderedWithoutMarkers: noGaps,
  reparsedFully,
  sameAst: same,
  sameAstShare: pct(same, parsed),
  sameAstShareOfRendered: pct(same, noGaps),
  topMarkers: top(gapKinds, 30),
  differences: top(diffCodes, 10),
  seconds: (Date.now() - t0) / 1000,
};
console.log(`render round trip (${lang}), every ${every}th English corpus card: ${considered} with text, ${parsed} parsed fully`);
console.log(`  rendered without markers: ${noGaps} (${pct(noGaps, parsed)})`);
console.log(`  rendering read back fully by the ${lang} parser: ${reparsedFully} (${pct(reparsedFully, parsed)})`);
console.log(`  same AST after the round trip: ${same} — ${pct(same, parsed)} of the fully parsed cards, ${pct(same, noGaps)} of those rendered without markers`);
console.log(`  most frequent markers (cards): ${report.topMarkers.map(([k, n]) => `${k} ${n}`).join(", ")}`);
console.log(`  differences after re-parsing (cards): ${report.differences.map(([k, n]) => `${k} ${n}`).join(", ")}`);
if (values.markers) for (const [k] of report.topMarkers) console.log(`  marker ${k}: ${gapExample.get(k)}`);
for (const e of examples) console.log(`\n# ${e.name}: ${e.why}\n  en: ${e.text.replace(/\n/g, " / ")}\n  ${lang}: ${e.rendered.replace(/\n/g, " / ")}`);
if (values.json) writeFileSync(values.json, JSON.stringify(report, null, 2) + "\n");
