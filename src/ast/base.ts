/**
 * Shared AST vocabulary: spans, languages, diagnostics, and the parse result.
 *
 * Every AST node is a plain JSON object with a string `kind` and, where it has
 * a source, a `span` of `[start, end)` UTF-16 offsets into the card's text.
 */

export type Span = [number, number];

export type Lang = "en" | "es" | "pt";

export type Severity = "error" | "warning" | "info";

export interface Diagnostic {
  severity: Severity;
  /** Stable code from the message catalogue, e.g. `OC1001`. */
  code: string;
  message: string;
  span: Span;
  /** Comprehensive Rules number that applies, when there is one. */
  rule?: string;
  /** A suggested edit of the text: replace `span` by `text` (e.g. insert a lost line break). */
  fix?: { span: Span; text: string };
}

/** The input of the parser: one card (or face). */
export interface CardInput {
  name: string;
  text: string;
  type?: string;
  manaCost?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  lang?: Lang;
}

export type AbilityKind = "triggered" | "activated" | "static" | "replacement" | "spell";

export const ABILITY_KINDS: readonly AbilityKind[] = ["triggered", "activated", "static", "replacement", "spell"];

/**
 * Fields that record only how a text was written, kept so that rendering gives the same words
 * back: the tense of "if … was/is exiled this way", the older semicolon between keywords
* ("Flying; banding"), a dash written without the usual spaces ("Domain—When …"), "can't be the
 * targets of" after a plural subject, a loyalty cost written with a hyphen ("-3:") rather than a
 * minus sign. The code generator, the translation checker and the Spanish/Portuguese renderer pass
 * them over.
 */
export const WRITTEN_FORM_FIELDS: readonly string[] = ["tense", "semicolon", "dashText", "pluralTargets", "hyphen"];
