/**
 * The language-neutral AST (placeholder: grown with the grammar).
 */
import type { AbilityKind, Diagnostic, Lang, Span } from "./base.ts";

export interface Unparsed {
  kind: "unparsed";
  span: Span;
  /** The words that could not be read, kept so that nothing the user wrote is lost. */
  text: string;
}

export interface Reminder {
  kind: "reminder";
  span: Span;
  text: string;
}

export interface AbilityNode {
  kind: AbilityKind;
  span: Span;
  [field: string]: unknown;
}

export interface ParseResult {
  name: string;
  lang: Lang;
  abilities: AbilityNode[];
  diagnostics: Diagnostic[];
}
