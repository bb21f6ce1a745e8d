/**
 * One card through the Spanish / Portuguese render round trip: parse the English
 * text, render the AST in the language, parse the rendering with that language's
 * parser and compare the two ASTs as the translation checker does
 * (src/i18n/compare.ts: meaning, not wording). Used by scripts/render-roundtrip.ts
 * and test/render/es-pt.test.ts.
 */
import type { Lang } from "../../src/ast/base.ts";
import type { ParseResult } from "../../src/ast/nodes.ts";
import { hasUnparsed } from "../../src/cli/analyze.ts";
import { compareParses, type Difference } from "../../src/i18n/compare.ts";
import { parseCard } from "../../src/parser/index.ts";
import { renderCardDetailed, type RenderGap } from "../../src/render/index.ts";

export interface RoundTrip {
  /**
   * `english`: the English text does not parse fully (not measured); `markers`: the rendering
   * holds markers; `unread`: the language's parser does not read the rendering fully;
   * `different`: it reads it to another AST; `same`: the rendering is faithful.
   */
  status: "english" | "markers" | "unread" | "different" | "same";
  text?: string;
  gaps: RenderGap[];
  differences: Difference[];
}

export function parsesFully(r: ParseResult): boolean {
  return !hasUnparsed(r.abilities) && !r.diagnostics.some((d) => d.severity === "error");
}

/** The type line the language's parser needs to tell a spell's instructions from a permanent's abilities. */
export function localType(type: string, lang: "es" | "pt"): string {
  if (/\binstant\b/i.test(type)) return lang === "es" ? "Instantáneo" : "Mágica Instantânea";
  if (/\bsorcery\b/i.test(type)) return lang === "es" ? "Conjuro" : "Feitiço";
  return "Criatura";
}

export function roundTrip(card: { name: string; type?: string; text: string }, lang: "es" | "pt", english?: ParseResult): RoundTrip {
  const en = english ?? parseCard({ name: card.name, type: card.type, text: card.text, lang: "en" });
  if (!parsesFully(en)) return { status: "english", gaps: [], differences: [] };
  const r = renderCardDetailed(en, lang as Lang);
  if (r.gaps.length) return { status: "markers", text: r.text, gaps: r.gaps, differences: [] };
  const back = parseCard({ name: card.name, type: localType(card.type ?? "", lang), text: r.text, lang });
  if (!parsesFully(back)) return { status: "unread", text: r.text, gaps: [], differences: [] };
  const differences = compareParses(back, en);
  return { status: differences.length ? "different" : "same", text: r.text, gaps: [], differences };
}
