/**
 * Current Oracle templating of older card text: the rules' official wording changes, applied as
 * plain text rewrites (no card-specific patches). The renderer always prints the current wording,
 * so a card's text round-trips when compared after `modernize`. This one list serves the round-trip
 * tests and the corpus report's round-trip measure (scripts/lib/compare.ts).
 *
 * Only templating that the rules (Oracle) officially changed belongs here: a substitution must be
 * safe as plain text, i.e. the old and the new wording mean the same thing wherever the old one
 * appears. Deliberately left out:
 * - "is put into a graveyard from the battlefield" → "dies" (M12, 2011): only for creatures and
 *   planeswalkers, so not safe as a text substitution (Oracle text already says "dies" wherever
 *   it applies).
 * - "put … token onto the battlefield" → "create … token" (Kaladesh, 2016): the phrase around the
 *   token varies too much; Oracle text already says "create".
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
  { from: /\b(enters?|entered|entering) the battlefield\b/g, to: "$1", since: "Foundations Oracle update, Nov 2024" },
  { from: /\bconverted mana costs\b/g, to: "mana values", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bconverted mana cost\b/g, to: "mana value", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bConverted mana cost\b/g, to: "Mana value", since: "Strixhaven Oracle update, Apr 2021" },
  // mana goes to no pool in the text any more
  { from: /\b(Add|add|adds) ([^.]*?) to (?:your|his or her|their|that player's) mana pool\b/g, to: "$1 $2", since: "Amonkhet Oracle update, Apr 2017" },
  { from: /\btarget creature or player\b/g, to: "any target", since: "Dominaria Oracle update, Apr 2018" },
  { from: /\bcan't be countered by spells or abilities\b/g, to: "can't be countered", since: "Dominaria Oracle update, Apr 2018" },
  { from: /\bActivate this ability only\b/g, to: "Activate only", since: "Oracle update, 2021" },
  // 602.5d, 602.5e
  { from: /\bActivate only any time you could cast a sorcery\b/g, to: "Activate only as a sorcery", since: "Strixhaven Oracle update, Apr 2021" },
  { from: /\bActivate only any time you could cast an instant\b/g, to: "Activate only as an instant", since: "Strixhaven Oracle update, Apr 2021" },
  // gender-neutral players
  { from: /\bhis or her\b/g, to: "their", since: "Oracle update, 2017" },
  { from: /\bhim or her\b/g, to: "them", since: "Oracle update, 2017" },
];

/** The text with the official wording changes applied. */
export function modernize(text: string): string {
  let out = text;
  for (const m of MODERNIZATIONS) out = out.replace(m.from, m.to);
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
