/**
 * Child process of order.test.ts: parses the English corpus in the order given
 * (`fwd` or `rev`) with a fresh grammar and prints, sorted by card, each card's
 * AST without spans. ALL(*) prediction caches DFA states as it parses, so a
 * grammar with an unresolved ambiguity can read a card differently depending
 * on what was parsed before it; the test compares both orders.
 */
import { gunzipSync } from "node:zlib";
import { readFileSync } from "node:fs";
import { parseCard } from "../../src/parser/index.ts";

const [order, file] = process.argv.slice(2);
let records = gunzipSync(readFileSync(file!))
  .toString("utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l) as { name: string; text?: string; type?: string })
  .filter((r) => r.text);
if (order === "rev") records = records.reverse();
const strip = (x: unknown): unknown =>
  Array.isArray(x)
    ? x.map(strip)
    : x && typeof x === "object"
      ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== "span").map(([k, v]) => [k, strip(v)]))
      : x;
const out = records.map((r, i) => `${r.name}\u0000${i}\t${JSON.stringify(strip(parseCard({ name: r.name, text: r.text!, type: r.type }).abilities))}`);
// index in the original order keeps records with the same name apart
const normalized = out.map((l) => {
  const [key, ast] = l.split("\t");
  const [name, idx] = key!.split("\u0000");
  const original = order === "rev" ? records.length - 1 - Number(idx) : Number(idx);
  return `${name}\u0000${original}\t${ast}`;
});
normalized.sort();
process.stdout.write(normalized.join("\n"));
