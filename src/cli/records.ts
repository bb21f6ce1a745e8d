/**
 * One JSON Lines record in, one JSON object out (corpus-interface.md). Bad
 * records never throw: they give an output object with an error diagnostic.
 */
import type { CardInput, Diagnostic, Lang } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import { diag, localizeDiagnostic, toLocale, type Locale, type MessageArgs, type MessageCode } from "../diagnostics/index.ts";
import { parseCard } from "../parser/index.ts";
import { renderCardDetailed } from "../render/index.ts";
import { isFullyParsed } from "./analyze.ts";

/** The language of a record's `lang` field (`pt-BR` → `pt`), or undefined when it is not en/es/pt. */
export function recordLang(value: string): Lang | undefined {
  return toLocale(value);
}

export interface RecordOptions {
  /** Language of records that carry none. */
  lang: Lang;
  /** Language of diagnostic messages. */
  locale: Locale;
}

export interface ParseOutput {
  name: string | null;
  lang: Lang;
  abilities: unknown[];
  diagnostics: Diagnostic[];
}

export interface RecordOutcome<T> {
  out: T;
  /** False when the record could not be handled at all (bad JSON, missing field, internal error). */
  usable: boolean;
  /** For parse/check: no `unparsed` node and no error diagnostic. */
  full: boolean;
}

const RECORD_SPAN: [number, number] = [0, 0];

function recordDiag(code: MessageCode, args: MessageArgs, locale: Locale): Diagnostic {
  return diag(code, RECORD_SPAN, args, locale);
}

function errorMessage(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Decode a line as a JSON object, or give the diagnostic that says why not. */
function decodeObject(
  line: string,
  lineNo: number,
  locale: Locale,
): { record: Record<string, unknown> } | { diagnostic: Diagnostic } {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch (err) {
    return { diagnostic: recordDiag("OC3001", { line: lineNo, detail: errorMessage(err) }, locale) };
  }
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    return { diagnostic: recordDiag("OC3004", { line: lineNo }, locale) };
  }
  return { record: value as Record<string, unknown> };
}

const OPTIONAL_FIELDS = ["type", "manaCost", "power", "toughness", "loyalty"] as const;

/** The parser input of a card record, or the diagnostic that says why there is none. */
export function recordToInput(
  record: Record<string, unknown>,
  lineNo: number,
  options: RecordOptions,
): { input: CardInput; lang: Lang } | { diagnostic: Diagnostic; name: string | null; lang: Lang } {
  const name = typeof record.name === "string" ? record.name : null;
  let lang = options.lang;
  if (record.lang !== undefined && record.lang !== null) {
    const l = typeof record.lang === "string" ? recordLang(record.lang) : undefined;
    if (l === undefined) return { diagnostic: recordDiag("OC3003", { line: lineNo, lang: String(record.lang) }, options.locale), name, lang };
    lang = l;
  }
  if (name === null) return { diagnostic: recordDiag("OC3002", { line: lineNo, field: "name" }, options.locale), name, lang };
  if (typeof record.text !== "string") return { diagnostic: recordDiag("OC3002", { line: lineNo, field: "text" }, options.locale), name, lang };
  const input: CardInput = { name, text: record.text, lang };
  for (const field of OPTIONAL_FIELDS) {
    const v = record[field];
    if (typeof v === "string") input[field] = v;
    else if (typeof v === "number") input[field] = String(v);
  }
  return { input, lang };
}

function localize(list: Diagnostic[], locale: Locale, text: string): Diagnostic[] {
  return locale === "en" ? list : list.map((d) => localizeDiagnostic(d, locale, text));
}

/** `parse --jsonl`: one card record → `{name, lang, abilities, diagnostics}`. */
export function parseRecordLine(line: string, lineNo: number, options: RecordOptions): RecordOutcome<ParseOutput> {
  const failed = (name: string | null, lang: Lang, d: Diagnostic): RecordOutcome<ParseOutput> => ({
    out: { name, lang, abilities: [], diagnostics: [d] },
    usable: false,
    full: false,
  });
  const decoded = decodeObject(line, lineNo, options.locale);
  if ("diagnostic" in decoded) return failed(null, options.lang, decoded.diagnostic);
  const r = recordToInput(decoded.record, lineNo, options);
  if ("diagnostic" in r) return failed(r.name, r.lang, r.diagnostic);
  let result: ParseResult;
  try {
    result = parseCard(r.input, { lang: r.lang });
  } catch (err) {
    return failed(r.input.name, r.lang, recordDiag("OC3006", { line: lineNo, stage: "parse", detail: errorMessage(err) }, options.locale));
  }
  const diagnostics = localize(result.diagnostics, options.locale, r.input.text);
  return {
    out: { name: result.name, lang: result.lang, abilities: result.abilities, diagnostics },
    usable: true,
    full: isFullyParsed(result),
  };
}

/** `check --jsonl`: one card record → `{name, lang, diagnostics}`. */
export function checkRecordLine(
  line: string,
  lineNo: number,
  options: RecordOptions,
): RecordOutcome<{ name: string | null; lang: Lang; diagnostics: Diagnostic[] }> {
  const r = parseRecordLine(line, lineNo, options);
  return { out: { name: r.out.name, lang: r.out.lang, diagnostics: r.out.diagnostics }, usable: r.usable, full: r.full };
}

export interface RenderOutput {
  name: string | null;
  lang: Lang;
  /** The canonical text; null when the record could not be rendered. */
  text: string | null;
  /**
   * Present when the record could not be handled (an error), or when the text holds markers
   * for nodes the renderer cannot print in that language yet (OC4020 warnings).
   */
  diagnostics?: Diagnostic[];
}

/** `render --jsonl`: one output line of `parse` → `{name, lang, text}`. */
export function renderRecordLine(line: string, lineNo: number, lang: Lang, locale: Locale): RecordOutcome<RenderOutput> {
  const failed = (name: string | null, d: Diagnostic): RecordOutcome<RenderOutput> => ({
    out: { name, lang, text: null, diagnostics: [d] },
    usable: false,
    full: false,
  });
  const decoded = decodeObject(line, lineNo, locale);
  if ("diagnostic" in decoded) return failed(null, decoded.diagnostic);
  const rec = decoded.record;
  const name = typeof rec.name === "string" ? rec.name : null;
  if (name === null || !Array.isArray(rec.abilities)) return failed(name, recordDiag("OC3005", { line: lineNo }, locale));
  const sourceLang = typeof rec.lang === "string" ? (recordLang(rec.lang) ?? "en") : "en";
  const result: ParseResult = {
    name,
    lang: sourceLang,
    abilities: rec.abilities as ParseResult["abilities"],
    diagnostics: Array.isArray(rec.diagnostics) ? (rec.diagnostics as Diagnostic[]) : [],
  };
  let rendered: ReturnType<typeof renderCardDetailed>;
  try {
    rendered = renderCardDetailed(result, lang);
  } catch (err) {
    return failed(name, recordDiag("OC3006", { line: lineNo, stage: "render", detail: errorMessage(err) }, locale));
  }
  const warnings = rendered.gaps.map((g) => recordDiag("OC4020", { card: `line ${lineNo}: ${name}`, lang, what: g.field ? `${g.kind}.${g.field}` : g.kind }, locale));
  return { out: { name, lang, text: rendered.text, ...(warnings.length ? { diagnostics: warnings } : {}) }, usable: true, full: warnings.length === 0 };
}
