/**
 * Reading the shared card-text corpus (../shared/corpus, see its SOURCES.md).
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import type { CardInput, Lang } from "../../src/ast/base.ts";
import { toLocale } from "../../src/diagnostics/index.ts";

/** The corpus directory: $ORACLEC_CORPUS_DIR, else ../shared/corpus next to the checkout. */
export function corpusDir(): string {
  return process.env.ORACLEC_CORPUS_DIR ?? fileURLToPath(new URL("../../../shared/corpus/", import.meta.url));
}

export function corpusFile(name: "cards.en.jsonl.gz" | "printed.es-pt.jsonl.gz" | string): string {
  const dir = corpusDir();
  return dir.endsWith("/") ? dir + name : `${dir}/${name}`;
}

/** A record of either corpus file (only the fields the scripts use). */
export interface CorpusRecord {
  name: string;
  text?: string;
  type?: string;
  manaCost?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  lang?: string;
  name_en?: string;
  funny?: boolean;
  gluedLinesSuspect?: boolean;
  [field: string]: unknown;
}

/** The lines of a (possibly gzip-compressed) JSON Lines file, and its size in bytes uncompressed. */
export function readLines(path: string): { lines: string[]; bytes: number } {
  let buf = readFileSync(path);
  if (buf.length >= 2 && buf[0] === 0x1f && buf[1] === 0x8b) buf = gunzipSync(buf);
  const text = buf.toString("utf8");
  const lines = text.split("\n");
  if (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return { lines, bytes: buf.length };
}

/** Every record of a corpus file, decoded (bad lines are skipped and counted). */
export function readRecords(path: string): { records: CorpusRecord[]; bad: number; bytes: number } {
  const { lines, bytes } = readLines(path);
  const records: CorpusRecord[] = [];
  let bad = 0;
  for (const line of lines) {
    try {
      const r = JSON.parse(line) as CorpusRecord;
      if (r && typeof r === "object" && typeof r.name === "string") records.push(r);
      else bad++;
    } catch {
      bad++;
    }
  }
  return { records, bad, bytes };
}

/** The language of a record (`pt-BR` → `pt`; none: en). */
export function recordLang(r: CorpusRecord): Lang | undefined {
  return r.lang === undefined ? "en" : toLocale(r.lang);
}

/** The parser input of a record with text (the localized fields for printed.es-pt records). */
export function toInput(r: CorpusRecord, lang: Lang): CardInput {
  const input: CardInput = { name: r.name, text: r.text ?? "", lang };
  if (typeof r.type === "string") input.type = r.type;
  if (typeof r.manaCost === "string") input.manaCost = r.manaCost;
  if (typeof r.power === "string") input.power = r.power;
  if (typeof r.toughness === "string") input.toughness = r.toughness;
  if (typeof r.loyalty === "string") input.loyalty = r.loyalty;
  return input;
}
