/**
 * Current Oracle templating of older card text: the rules' official wording
 * changes, applied as plain text rewrites (no card-specific patches). The
 * renderer always prints the current wording, so a card's text round-trips
 * when compared after `modernize`.
 *
 * - Magic 2010 and later: "to your mana pool" dropped from "Add {G} to your mana pool."
 * - Core Set 2021 (2020): "converted mana cost" → "mana value" (Strixhaven / 2021 update).
 * - March of the Machine (2023): "enters the battlefield" → "enters".
 * - Strixhaven (2021): "Activate this ability only …" → "Activate only …",
 *   "… any time you could cast a sorcery" → "… as a sorcery" (and "an instant" → "as an instant").
 */

const REWRITES: readonly [RegExp, string][] = [
  [/ to your mana pool\b/g, ""],
  [/\bconverted mana costs\b/g, "mana values"],
  [/\bconverted mana cost\b/g, "mana value"],
  [/\b(enters?|entered|entering) the battlefield\b/g, "$1"],
  [/\bActivate this ability only any time you could cast a sorcery\b/g, "Activate only as a sorcery"],
  [/\bActivate this ability only\b/g, "Activate only"],
  [/\bActivate only any time you could cast an instant\b/g, "Activate only as an instant"],
  [/\bActivate only any time you could cast a sorcery\b/g, "Activate only as a sorcery"],
];

/** The text with the official wording changes applied. */
export function modernize(text: string): string {
  let out = text;
  for (const [re, to] of REWRITES) out = out.replace(re, to);
  return out;
}

/**
 * Reminder text removed (parenthesised, possibly nested once) and whitespace
 * normalised: runs of spaces collapsed, lines trimmed, empty lines dropped,
 * modal bullets on their own lines.
 */
export function stripReminders(text: string): string {
  return text
    .replace(/\((?:[^()\n]|\([^()\n]*\))*\)/g, "")
    // a modal bullet always starts a line (some sources lost those line breaks)
    .replace(/[ \t]*\n?[ \t]*•[ \t]*/g, "\n• ")
    .split("\n")
    .map((l) => l.replace(/[ \t\u00a0]+/g, " ").replace(/ ([.,;:])/g, "$1").trim())
    .filter((l) => l.length > 0)
    .join("\n");
}

/** What a card's text should look like after a round trip through the parser and the renderer. */
export function canonicalText(text: string): string {
  return stripReminders(modernize(text));
}
