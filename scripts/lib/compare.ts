/**
 * How the corpus report compares a card's text with the rendering of its
 * parse (the round trip): both sides lose their reminder text and have their
 * whitespace normalised; the original is first brought to current templating
 * with the substitutions below.
 *
 * Only templating that the rules (Oracle) officially changed belongs in
 * MODERNIZATIONS: a substitution must be safe as plain text, i.e. the old and
 * the new wording mean the same thing wherever the old one appears.
 * Deliberately left out:
 * - "is put into a graveyard from the battlefield" → "dies" (M12, 2011): only
 *   for creatures and planeswalkers, so not safe as a text substitution (the
 *   2019 Oracle text already says "dies" wherever it applies).
 * - "put … token onto the battlefield" → "create … token" (Kaladesh, 2016):
 *   the phrase around the token varies too much; the 2019 Oracle text already
 *   says "create".
 * - "he or she" → "they": the verb changes with it ("controls" → "control").
 */

export interface Modernization {
  /** The outdated wording (global regular expression). */
  from: RegExp;
  /** The current wording (a replacement string, `$1` for groups). */
  to: string;
  /** When and where the change was made. */
  since: string;
}

export const MODERNIZATIONS: readonly Modernization[] = [
  // Foundations (2024): "enters the battlefield" → "enters".
  { from: /\b(enters|enter|entered|entering) the battlefield\b/g, to: "$1", since: "Foundations Oracle update, Nov 2024" },
  // Strixhaven (2021): "converted mana cost" → "mana value".
  { from: /\bconverted mana costs\b/g, to: "mana values", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bconverted mana cost\b/g, to: "mana value", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bConverted mana cost\b/g, to: "Mana value", since: "Strixhaven Oracle update, Apr 2021" },
  // Amonkhet (2017): mana goes to no pool in the text any more.
  { from: /\b(Add|add|adds) ([^.]*?) to (?:your|his or her|their|that player's) mana pool\b/g, to: "$1 $2", since: "Amonkhet Oracle update, Apr 2017" },
  // Dominaria (2018): "target creature or player" → "any target".
  { from: /\btarget creature or player\b/g, to: "any target", since: "Dominaria Oracle update, Apr 2018" },
  // Dominaria (2018): "can't be countered by spells or abilities" → "can't be countered".
  { from: /\bcan't be countered by spells or abilities\b/g, to: "can't be countered", since: "Dominaria Oracle update, Apr 2018" },
  // Oracle update 2021 (Strixhaven/Kaldheim era): "Activate this ability only …" → "Activate only …".
  { from: /\bActivate this ability only\b/g, to: "Activate only", since: "Oracle update, 2021" },
  // Strixhaven Oracle update (2021): "… any time you could cast a sorcery" → "Activate only as a sorcery" (602.5d), likewise "as an instant" (602.5e).
  { from: /\bActivate only any time you could cast a sorcery\b/g, to: "Activate only as a sorcery", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bActivate only any time you could cast an instant\b/g, to: "Activate only as an instant", since: "Strixhaven Oracle update, Apr 2021" },
  // Gender-neutral players (Oracle, 2017–2018): "his or her" → "their".
  { from: /\bhis or her\b/g, to: "their", since: "Oracle update, 2017" },
  { from: /\bhim or her\b/g, to: "them", since: "Oracle update, 2017" },
];

/** The text in current templating (only the substitutions of MODERNIZATIONS). */
export function modernize(text: string): string {
  let out = text;
  for (const m of MODERNIZATIONS) out = out.replace(m.from, m.to);
  return out;
}

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
