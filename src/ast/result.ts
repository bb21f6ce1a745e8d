/**
 * The parser's result for one card, over the typed nodes of nodes.ts.
 */
import type { Diagnostic, Lang, Span } from "./base.ts";
import type { Ability, ReminderNode, UnparsedNode } from "./nodes.ts";

/** Text that could not be read, kept so that nothing the user wrote is lost. */
export type Unparsed = UnparsedNode;
/** Reminder text (in parentheses), set aside on the ability it belongs to. */
export type Reminder = ReminderNode;

/** An ability seen loosely (any field by name), for code that walks abilities generically. */
export interface AbilityNode {
  kind: Ability["kind"];
  span: Span;
  [field: string]: unknown;
}

export interface ParseResult {
  name: string;
  lang: Lang;
  abilities: Ability[];
  diagnostics: Diagnostic[];
  /** Reminder text that belongs to no ability. */
  reminders?: Reminder[];
}
