/**
 * The Spanish and Portuguese measure over the shared corpus, as a floor: share of
 * records fully parsed, and on those whose English printed text parses fully too,
 * the share that mean the same ("match"). Skipped when ../shared is absent.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { compareParses } from "../../src/i18n/compare.ts";
import type { ParseResult } from "../../src/ast/nodes.ts";

const FILE = process.env.ORACLEC_CORPUS_DIR
  ? `${process.env.ORACLEC_CORPUS_DIR}/printed.es-pt.jsonl.gz`
  : fileURLToPath(new URL("../../../shared/corpus/printed.es-pt.jsonl.gz", import.meta.url));
const LIMIT = 1500;

function fullyParsed(r: ParseResult): boolean {
  return !JSON.stringify(r.abilities).includes('"kind":"unparsed"') && !r.diagnostics.some((d) => d.severity === "error");
}

function measure(lang: "es" | "pt") {
  const records = gunzipSync(readFileSync(FILE))
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Record<string, string>)
    .filter((r) => (r.lang === "pt-BR" ? "pt" : r.lang) === lang && r.text)
    .slice(0, LIMIT);
  let full = 0;
  let both = 0;
  let match = 0;
  for (const r of records) {
    const loc = parseCard({ name: r.name!, text: r.text!, type: r.type, lang });
    if (!fullyParsed(loc)) continue;
    full++;
    if (!r.en_printed_text) continue;
    const en = parseCard({ name: r.name_en!, text: r.en_printed_text, type: r.en_printed_type ?? r.en_type, lang: "en" });
    if (!fullyParsed(en)) continue;
    both++;
    if (compareParses(loc, en).length === 0) match++;
  }
  return { records: records.length, full: full / records.length, both, match: both ? match / both : 0 };
}

describe.skipIf(!existsSync(FILE))("Spanish and Portuguese corpus measure (floor)", () => {
  for (const lang of ["es", "pt"] as const) {
    it(`${lang}: fully parsed and match shares stay above the floor`, () => {
      const m = measure(lang);
      expect(m.records).toBe(LIMIT);
      expect(m.full).toBeGreaterThan(0.17);
      expect(m.both).toBeGreaterThan(150);
      expect(m.match).toBeGreaterThan(0.9);
    });
  }
});
