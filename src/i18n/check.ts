/**
 * The translation checker: does a Spanish or Portuguese card text mean exactly
 * what the English text means? Both sides are parsed into the language-neutral
 * AST and compared (compare.ts). The verdict follows corpus-interface.md:
 * `match`, `mismatch` with typed differences located in both texts, or
 * `unparsed` when either side could not be read fully (no verdict on meaning).
 */
import type { Lang, Span } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import { parseCard } from "../parser/index.ts";
import { localSelfReference, renderCardDetailed } from "../render/index.ts";
import { compareParses, type Difference } from "./compare.ts";

export interface TranslationRecord {
  name_en?: string;
  lang: string;
  name?: string;
  type?: string;
  text: string;
  /** The English text the translation was made from (printed text of its era). */
  en_printed_text?: string;
  en_text?: string;
  en_printed_type?: string;
  en_type?: string;
}

export interface CheckDifference {
  code: string;
  message: string;
  severity?: "info";
  span?: Span;
  en_span?: Span;
}

export interface CheckResult {
  name_en: string;
  lang: Lang;
  verdict: "match" | "mismatch" | "unparsed";
  differences: CheckDifference[];
  /**
   * The canonical wording of the English card in the translation's language (current templating,
   * the card called by its localized name), when the English parses fully and the renderer
   * prints every node of it; absent otherwise.
   */
  suggestion?: string;
}

/** The canonical localized wording of a fully parsed English card, or undefined when the renderer would leave markers. */
function canonicalSuggestion(english: ParseResult, lang: Lang, rec: TranslationRecord): string | undefined {
  try {
    const r = renderCardDetailed(english, lang, { localName: rec.name ? localSelfReference(rec.name, rec.text) : undefined });
    return r.gaps.length ? undefined : r.text;
  } catch {
    return undefined;
  }
}

/** `es`, `pt`, `pt-BR` → the parser's language; anything else is not a translation this checker reads. */
export function translationLang(lang: string): Lang | undefined {
  const l = lang.toLowerCase();
  if (l === "es" || l.startsWith("es-")) return "es";
  if (l === "pt" || l.startsWith("pt-")) return "pt";
  return undefined;
}

function unreadPieces(result: ParseResult): { span: Span; text: string }[] {
  const out: { span: Span; text: string }[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === "object") {
      const o = n as Record<string, unknown>;
      if (o.kind === "unparsed") out.push({ span: o.span as Span, text: String(o.text) });
      for (const [k, v] of Object.entries(o)) if (k !== "span") walk(v);
    }
  };
  walk(result.abilities);
  return out;
}

/** Wording of an older era in the translation ("entra en juego", "reserva de maná") that means the same. */
function outdatedWording(result: ParseResult): CheckDifference[] {
  const out: CheckDifference[] = [];
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(walk);
    else if (n && typeof n === "object") {
      const o = n as Record<string, unknown>;
      if ((o.legacy === true || o.legacyPool === true) && Array.isArray(o.span)) {
        out.push({
          code: "wording.outdated",
          severity: "info",
          message: o.legacyPool
            ? "outdated wording: mana pool (current wording adds the mana; see the suggestion)"
            : "outdated wording (current templating differs; see the suggestion)",
          span: o.span as Span,
        });
      }
      for (const [k, v] of Object.entries(o)) if (k !== "span") walk(v);
    }
  };
  walk(result.abilities);
  return out;
}

/**
 * Portuguese "seu"/"sua" is "your" and "his or her"/"its"/"their" alike ("O jogador alvo embaralha
 * o seu grimório" is "Target player shuffles his or her library"): where the translation's
 * possessive was written "seu"/"sua" and the English at the same place says "their" or "its",
 * the translation means that. Walks both trees in step while their shapes agree.
 */
function resolvePortuguesePossessives(loc: unknown, en: unknown, text: string): void {
  if (Array.isArray(loc) && Array.isArray(en)) {
    loc.forEach((x, i) => resolvePortuguesePossessives(x, en[i], text));
    return;
  }
  if (!loc || !en || typeof loc !== "object" || typeof en !== "object") return;
  const l = loc as Record<string, unknown>;
  const e = en as Record<string, unknown>;
  if (l.kind !== e.kind) return;
  const span = l.span as Span | undefined;
  if ((l.whose === "your" || l.whose === "you") && (e.whose === "their" || e.whose === "its") && span && /\b(seu|sua|seus|suas)\b/i.test(text.slice(span[0], span[1]))) l.whose = e.whose;
  for (const [k, v] of Object.entries(l)) if (k !== "span") resolvePortuguesePossessives(v, e[k], text);
}

/**
 * "busca una carta llamada Caballero de Daru" / "search for a card named Daru Cavalier": a card that
 * names itself is named by its own name in each language. `named` nodes that spell the card's
 * localized name take its English name (any other name stays as written, and differs).
 */
function translateOwnName(loc: unknown, localName: string, englishName: string): void {
  const own = localName.toLowerCase();
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(visit);
    else if (n && typeof n === "object") {
      const o = n as Record<string, unknown>;
      if (o.kind === "named" && typeof o.name === "string" && o.name.toLowerCase() === own) o.name = englishName;
      for (const [k, v] of Object.entries(o)) if (k !== "span") visit(v);
    }
  };
  visit(loc);
}

/**
 * "procure um card com o nome Soberano da Esfinge" / "search for a card named Sphinx Sovereign": another
 * card is named by its printed name in each language, and the checker has no table of card names. Names
 * other than the card's own (translated by `translateOwnName`) are compared by how many there are.
 */
const ANOTHER_CARD = "‹another card›";
function otherNamesByCount(ast: unknown, englishName: string): void {
  const own = englishName.toLowerCase();
  const other = (name: unknown) => (typeof name === "string" && name.toLowerCase() !== own ? ANOTHER_CARD : name);
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) n.forEach(visit);
    else if (n && typeof n === "object") {
      const o = n as Record<string, unknown>;
      if (o.kind === "named") {
        o.name = other(o.name);
        if (Array.isArray(o.or)) o.or = o.or.map(other);
      }
      for (const [k, v] of Object.entries(o)) if (k !== "span") visit(v);
    }
  };
  visit(ast);
}

/**
 * Gatherer's old encoding of symbols in printed English text: "ocT" is {T}, "oW" {W}, "o2" {2}
 * ("o2oW, ocT: Aven Archer deals 2 damage …"). Case-sensitive, whole words only ("or", "of" are words).
 */
export function gathererSymbols(text: string): string {
  return text.replace(/(?<![\p{L}\p{N}])(?:o(?:c[TQ]|[WUBRGCXYZS]|[0-9]+))+(?![\p{L}\p{N}])/gu, (run) =>
    run.replace(/o(c[TQ]|[WUBRGCXYZS]|[0-9]+)/g, (_, sym: string) => `{${sym.replace(/^c/, "")}}`),
  );
}

/** Check one translation record. Never throws on bad input: the caller validated `text` and `lang`. */
export function checkTranslation(rec: TranslationRecord, lang: Lang): CheckResult {
  const nameEn = rec.name_en ?? rec.name ?? "";
  const enText = gathererSymbols(rec.en_printed_text ?? rec.en_text ?? "");
  const localized = parseCard({ name: rec.name ?? nameEn, text: rec.text, type: rec.type, lang });
  const english = parseCard({ name: nameEn, text: enText, type: rec.en_printed_type ?? rec.en_type, lang: "en" });
  const unreadLoc = unreadPieces(localized);
  const unreadEn = unreadPieces(english);
  const errors = [...localized.diagnostics, ...english.diagnostics].filter((d) => d.severity === "error");
  if (!enText.trim()) {
    return {
      name_en: nameEn,
      lang,
      verdict: "unparsed",
      differences: [{ code: "english.missing", message: "the record has no English text to compare with" }],
    };
  }
  if (unreadLoc.length || unreadEn.length || errors.length) {
    return {
      name_en: nameEn,
      lang,
      verdict: "unparsed",
      differences: [
        ...unreadLoc.map((u) => ({ code: "unparsed", message: `could not read "${u.text}"`, span: u.span })),
        ...unreadEn.map((u) => ({ code: "unparsed.english", message: `could not read the English "${u.text}"`, en_span: u.span })),
      ],
    };
  }
  if (lang === "pt") resolvePortuguesePossessives(localized.abilities, english.abilities, rec.text);
  if (rec.name && rec.name_en) translateOwnName(localized.abilities, rec.name, rec.name_en);
  // (the English parse is rendered below as the suggestion: its names stay as printed)
  const englishNames = JSON.stringify(english.abilities).includes('"kind":"named"') ? { ...english, abilities: structuredClone(english.abilities) } : english;
  if (englishNames !== english) {
    otherNamesByCount(localized.abilities, nameEn);
    otherNamesByCount(englishNames.abilities, nameEn);
  }
  const differences: CheckDifference[] = compareParses(localized, englishNames).map((d: Difference) => ({
    code: d.code,
    message: d.message,
    ...(d.span ? { span: d.span } : {}),
    ...(d.en_span ? { en_span: d.en_span } : {}),
  }));
  const info = outdatedWording(localized);
  const suggestion = canonicalSuggestion(english, lang, rec);
  return {
    name_en: nameEn,
    lang,
    verdict: differences.length ? "mismatch" : "match",
    differences: [...differences, ...info],
    ...(suggestion !== undefined ? { suggestion } : {}),
  };
}
