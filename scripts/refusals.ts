/**
 * Why the code generator refuses cards the parser reads completely: every English corpus
 * card through `generateCard` (no prettier, nothing written), the fully parsed ones that
 * are refused clustered by the construct the generator does not support (OC3101).
 *
 *   node scripts/refusals.ts [--limit N] [--top N] [--json FILE] [--examples N]
 *
 * `--json FILE` writes every refused, fully parsed card with its messages (for grepping).
 */
import { writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { reasonOf } from "../src/emit/library.ts";
import { generateCard, UNPARSED_CODE } from "../src/emit/module.ts";
import { corpusCards } from "./lib/bench-compile.ts";
import { corpusFile } from "./lib/corpus.ts";

const { values } = parseArgs({
  options: {
    limit: { type: "string" },
    top: { type: "string", default: "40" },
    json: { type: "string" },
    examples: { type: "string", default: "2" },
  },
});

const { cards } = corpusCards(corpusFile("cards.en.jsonl.gz"), values.limit ? Number(values.limit) : Infinity);
const t0 = performance.now();
let compiled = 0;
let unparsed = 0;
let failed = 0;
const refused: { name: string; text: string; messages: string[] }[] = [];
const byReason = new Map<string, { cards: number; examples: string[] }>();
const byFirst = new Map<string, number>();
for (const c of cards) {
  let g;
  try {
    g = generateCard(c.face);
  } catch (e) {
    failed++;
    console.error(`${c.face.name}: ${(e as Error).stack ?? String(e)}`);
    continue;
  }
  if (g.refused.length === 0) {
    compiled++;
    continue;
  }
  if (g.refused.some((d) => d.code === UNPARSED_CODE || (d.code !== "OC3101" && d.severity === "error"))) {
    unparsed++;
    continue;
  }
  const messages = g.refused.map((d) => d.message);
  refused.push({ name: c.face.name, text: c.face.text, messages });
  const seen = new Set<string>();
  for (const m of messages) {
    const r = reasonOf(m);
    if (seen.has(r)) continue;
    seen.add(r);
    const e = byReason.get(r) ?? { cards: 0, examples: [] };
    e.cards++;
    if (e.examples.length < Number(values.examples)) e.examples.push(`${c.face.name}: ${m}`);
    byReason.set(r, e);
  }
  const first = reasonOf(messages[0]!);
  byFirst.set(first, (byFirst.get(first) ?? 0) + 1);
}
const seconds = (performance.now() - t0) / 1000;
console.log(
  `${cards.length} cards: ${compiled} compiled, ${unparsed} refused for unread text, ${refused.length} fully parsed but refused by the generator, ${failed} failed; ${seconds.toFixed(1)} s`,
);
const single = refused.filter((r) => new Set(r.messages.map(reasonOf)).size === 1).length;
console.log(`refused by the generator for one kind of reason only: ${single}`);
console.log(`\nreasons (cards whose messages include it):`);
for (const [r, e] of [...byReason].sort((a, b) => b[1].cards - a[1].cards).slice(0, Number(values.top))) {
  console.log(`${String(e.cards).padStart(7)}  ${r}`);
  for (const x of e.examples) console.log(`           ${x.slice(0, 200)}`);
}
if (values.json) writeFileSync(values.json, JSON.stringify(refused, null, 1));
