/**
 * How the corpus report compares a card's text with the rendering of its
 * parse (the round trip): both sides lose their reminder text and have their
 * whitespace normalised; the original is first brought to current templating
 * with the official wording changes of src/render/modernize.ts (the list the
 * round-trip tests use too).
 */
import { modernize } from "../../src/render/modernize.ts";

export { MODERNIZATIONS, modernize, type Modernization } from "../../src/render/modernize.ts";

/** The text without reminder text (parenthesised, innermost first). */
export function stripReminder(text: string): string {
  let out = text;
  for (;;) {
    const next = out.replace(/[ \t]*\([^()]*\)/g, "");
    if (next === out) return out;
    out = next;
  }
}

/** Runs of spaces and tabs become one space; lines are trimmed; empty lines dropped; `\r\n` → `\n`. */
export function normalizeWhitespace(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter((line) => line !== "")
    .join("\n");
}

/** The form of the original text that a perfect rendering reproduces. */
export function expectedRendering(original: string): string {
  return normalizeWhitespace(stripReminder(modernize(original)));
}

/** Whether the rendering of the parse reproduces the original (see the module comment). */
export function roundTripMatches(original: string, rendered: string): boolean {
  return normalizeWhitespace(stripReminder(rendered)) === expectedRendering(original);
}
