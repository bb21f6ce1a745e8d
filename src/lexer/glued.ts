/**
 * Line breaks lost between abilities.
 *
 * Card text copied from some sources has lost the line breaks between abilities
 * ("FlyingWhen … enters", "Enchant creatureEnchanted creature gets …",
 * "Kicker {R} (You may pay …)Target player …", "Defender{1}{U}, {T}: …",
 * "… draw a card.{2}, {T}: …"). Written English never runs a word into the next
 * without a space, so where that happens at the start of an ability the lexer puts
 * back a line break: a zero-width `NewLine` token (the text and every span stay as
 * they are), with the warning OC1004 pointing at the join and a fix that inserts
 * the line break. The places:
 * - inside a word, at a change of case after a known word ("Flying|When",
 *   "creature|Enchanted", "Flash|Flying|When"), see `gluedWordParts`;
 * - between tokens, where nothing separates a sentence end (".", ")", a closing
 *   quote, "}") or a word from what can only start an ability: a capitalised word
 *   after a sentence end or a symbol, a symbol ("{1}{U}, {T}:") after a sentence end
 *   or a word, a loyalty cost ("+1:"), a modal bullet. See `gluedBefore`.
 * Inside a quoted ability nothing is split.
 */
import type { Diagnostic } from "../ast/base.ts";
import { diag } from "../diagnostics/create.ts";
import * as T from "./tokens.ts";
import { makeToken, type Token } from "./lexer.ts";

export const GLUED_CODE = "OC1004" as const;

/** The diagnostic for a line break put back at `at` (between the characters at `at - 1` and `at`). */
export function gluedDiagnostic(at: number): Diagnostic {
  const d = diag(GLUED_CODE, [at - 1, at + 1], {}, "en");
  d.fix = { span: [at, at], text: "\n" };
  return d;
}

/** A zero-width line break at `at`. */
export function gluedNewLine(at: number): Token {
  return makeToken(T.NewLine, "", at, undefined, at);
}

const CASE_CHANGE = /(?<=\p{Ll})(?=\p{Lu}\p{Ll})/u;
/** A capital after the first letter (a cheap test before `CASE_CHANGE`). */
const MAYBE_CASE_CHANGE = /.[A-ZÀ-ÞĀ-Ž]/;

/**
 * The parts of a word that runs abilities together at changes of case ("FlyingWhen" →
 * "Flying", "When"), or undefined. Every part but the last must be a known word
 * (`known`, given its lower case): names with inner capitals ("DeLoria", "McCrimmon")
 * stay whole.
 */
export function gluedWordParts(image: string, known: (lower: string) => boolean): string[] | undefined {
  if (!MAYBE_CASE_CHANGE.test(image)) return undefined;
  const parts = image.split(CASE_CHANGE);
  if (parts.length < 2) return undefined;
  for (let i = 0; i < parts.length - 1; i++) if (!known(parts[i]!.toLowerCase())) return undefined;
  return parts;
}

const SENTENCE_END = new Set([".", ")", "}", "!"]);
const UPPER_START = /^\p{Lu}/u;

/** What a token is, for `gluedBefore`. */
export type GluedShape = "word" | "symbol" | "loyalty" | "bullet" | "other";

/**
 * Whether a token of this shape (and `image`) at `at` starts an ability glued to the
 * text before it (`text[at - 1]` is not white space).
 */
export function gluedBefore(text: string, at: number, shape: GluedShape, image: string): boolean {
  if (at === 0 || shape === "other") return false;
  const c = text[at - 1]!;
  if (/\s/.test(c)) return false;
  const closingQuote = (c === '"' || c === "”") && at >= 2 && /[.!]/.test(text[at - 2]!);
  const end = SENTENCE_END.has(c) || closingQuote;
  const letter = /\p{L}/u.test(c);
  switch (shape) {
    case "bullet":
      return true;
    case "loyalty":
      return end || letter;
    case "symbol":
      return (end && c !== "}") || letter;
    case "word":
      return end && UPPER_START.test(image);
  }
}
