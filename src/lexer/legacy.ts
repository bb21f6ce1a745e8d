/**
 * Older printed templating of English card text (before the Magic 2010 and later rules
 * updates), read as the wording that replaced it: "comes into play" is "enters the
 * battlefield", "leaves play" is "leaves the battlefield", "in play" is "on the battlefield",
 * "remove … from the game" is "exile …", "his or her" is "their", "At end of turn" is "At the
 * beginning of the next end step", "Play this ability only any time you could play a
 * sorcery" is "Activate this ability only any time you could cast a sorcery", "is unblockable" is
 * "can't be blocked", "is indestructible" is "has indestructible", and the ability "Attacking doesn't
 * cause CARDNAME to tap." is the keyword vigilance, which 702.20b defines with those words.
 *
 * The same design as the Spanish and Portuguese phrases ("entra en juego" → Enter The
 * Battlefield): the old words become the tokens of the current wording, every one of them
 * spanning the old words, so that the parser builds the same AST (with `legacy` where the
 * grammar marks older wording, e.g. "enters the battlefield") and diagnostics still point
 * at the printed text. Only phrases whose old and new wording mean the same wherever they
 * appear are listed; "to play" and "play" (cast) are read only where the words around make
 * the zone or the ability sure.
 */
import type { TokenType } from "chevrotain";
import { makeToken, tokEnd, type Token } from "./lexer.ts";
import * as T from "./tokens.ts";

/** Old phrase (lower case, words separated by one space) → current wording. */
const PHRASES: Record<string, string> = {
  "comes into play": "enters the battlefield",
  "come into play": "enter the battlefield",
  "came into play": "entered the battlefield",
  "coming into play": "entering the battlefield",
  "leaves play": "leaves the battlefield",
  "leave play": "leave the battlefield",
  "left play": "left the battlefield",
  "into play": "onto the battlefield",
  "in play": "on the battlefield",
  "from play": "from the battlefield",
  "removed from the game": "exiled",
  "the removed": "the exiled",
  "removed this way": "exiled this way",
  "remain removed": "remain exiled",
  "remains removed": "remains exiled",
  "cost to play": "cost to cast",
  // "Creature spells you play cost {1} less to play." (the spells one casts)
  "less to play": "less to cast",
  "more to play": "more to cast",
  "spells you play": "spells you cast",
  "spells your opponents play": "spells your opponents cast",
  "abilities can't be played": "abilities can't be activated",
  "spent to play": "spent to cast",
  // Magic 2014 (2013): "unblockable" → "can't be blocked"
  "is unblockable": "can't be blocked",
  "are unblockable": "can't be blocked",
  // Theros (2013): "is indestructible" → the keyword indestructible (702.12)
  "is indestructible": "has indestructible",
  "are indestructible": "have indestructible",
  "his or her": "their",
  "him or her": "them",
  "he or she": "they",
  "at end of turn": "at the beginning of the next end step",
  "at the end of your turn": "at the beginning of your end step",
  "at the end of each turn": "at the beginning of each end step",
  "play this ability only": "activate this ability only",
  "play this ability": "activate this ability",
  "any time you could play": "any time you could cast",
  // "Add to your mana pool one mana of any color …" (before Magic 2010: the pool named first)
  "add to your mana pool": "add",
  // "Name a card." (before Amonkhet, 2017: "Choose a card name.")
  "name a card": "choose a card name",
  "names a card": "chooses a card name",
  "name a nonland card": "choose a nonland card name",
  // "Put a token into play that's a copy of target creature." (Magic 2010 to 2013: "onto the battlefield"; now "Create a token")
  "put a token into play that's a copy of": "create a token that's a copy of",
  "put a token onto the battlefield that's a copy of": "create a token that's a copy of",
  "puts a token into play that's a copy of": "creates a token that's a copy of",
  "puts a token onto the battlefield that's a copy of": "creates a token that's a copy of",
  // "Add one blue mana to your mana pool" (before Magic 2010 the mana was spelled out; colorless {C} since Oath of the Gatewatch)
  "add one white mana": "add {W}",
  "adds one white mana": "adds {W}",
  "add one blue mana": "add {U}",
  "adds one blue mana": "adds {U}",
  "add one black mana": "add {B}",
  "adds one black mana": "adds {B}",
  "add one red mana": "add {R}",
  "adds one red mana": "adds {R}",
  "add one green mana": "add {G}",
  "adds one green mana": "adds {G}",
  "add one colorless mana": "add {C}",
  "adds one colorless mana": "adds {C}",
  // Invasion to Time Spiral: "If the kicker cost was paid, …" (kicked, 702.33)
  "if the kicker cost was paid": "if this spell was kicked",
  "if you paid the kicker cost": "if this spell was kicked",
};
/** The phrases by their first word, longest first ("to play" has no fixed reading: see below). */
const BY_FIRST = new Map<string, { words: string[]; modern: string | undefined }[]>();
for (const [phrase, modern] of [...Object.entries(PHRASES), ["to play", undefined] as const]) {
  const words = phrase.split(" ");
  const list = BY_FIRST.get(words[0]!) ?? [];
  list.push({ words, modern });
  list.sort((a, b) => b.words.length - a.words.length);
  BY_FIRST.set(words[0]!, list);
}

/** Phrases that need a look at the next token: "return … to play." / "to play under …" (the zone, not casting). */
const TO_PLAY_BEFORE = new Set(["under", "tapped", "attached", "at", "with", "instead", "and", "or"]);

/** Tokens that end a clause: "Remove … from the game" is looked for up to one of these. */
const CLAUSE_END: ReadonlySet<TokenType> = new Set([T.Period, T.NewLine, T.Colon, T.Quote, T.Bullet]);

export type LexWords = (words: string, start: number, end: number) => Token[];

function isWord(t: Token | undefined): t is Token {
  return t !== undefined && t.tokenType !== T.Possessive && t.tokenType !== T.NewLine && /^[\p{L}'’]+$/u.test(t.image);
}

/**
 * When the old phrase and the current wording end with the same word and that word was read as a
 * keyword, the current wording before it (the token itself is kept); otherwise undefined.
 */
function keptLastWord(words: readonly string[], modern: string, last: Token): string | undefined {
  if (words.length < 2 || last.tokenType !== T.Keyword) return undefined;
  const cut = modern.lastIndexOf(" ");
  return cut > 0 && modern.slice(cut + 1).toLowerCase() === words[words.length - 1] ? modern.slice(0, cut) : undefined;
}

/**
 * "Attacking doesn't cause Ardent Militia to tap." as a whole ability (a line of its own): the number of
 * tokens before the period (702.20b: vigilance means "Attacking doesn't cause this creature to tap"), or 0.
 */
function vigilanceWords(tokens: readonly Token[], i: number): number {
  const prev = tokens[i - 1];
  if (prev !== undefined && prev.tokenType !== T.NewLine) return 0;
  const words = (k: number) => tokens[i + k]?.image.toLowerCase();
  if (words(1) !== "doesn't" || words(2) !== "cause") return 0;
  const self = tokens[i + 3]?.tokenType === T.SelfName ? 1 : words(3) === "this" && words(4) === "creature" ? 2 : 0;
  if (self === 0 || words(3 + self) !== "to" || words(4 + self) !== "tap") return 0;
  const end = tokens[i + 5 + self];
  if (end?.tokenType !== T.Period) return 0;
  const after = tokens[i + 6 + self];
  return after === undefined || after.tokenType === T.NewLine ? 5 + self : 0;
}

/** "play" of older texts whose object is spells, and the verb of current wording. */
const PLAY_AS_CAST: ReadonlyMap<string, string> = new Map([
  ["play", "cast"],
  ["plays", "casts"],
  ["played", "cast"],
  ["playing", "casting"],
]);
/** Words that end the search for "spells" after "play": the object is something else ("play lands and cast spells"). */
const NOT_SPELLS = new Set(["card", "cards", "land", "lands", "ability", "abilities", "cast", "play", "from", "as", "with", "this", "that", "it", "them", "only", "any"]);

/** Whether "play" at `i` has spells as its object: "play spells", "play creature spells", "play instant or sorcery spells". */
function playsSpells(tokens: readonly Token[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 6; k++) {
    const t = tokens[k]!;
    if (CLAUSE_END.has(t.tokenType)) return false;
    const w = t.image.toLowerCase();
    if (w === "spell" || w === "spells") return true;
    if (NOT_SPELLS.has(w) || !(t.tokenType === T.Comma || isWord(t))) return false;
  }
  return false;
}

/** Whether the tokens from `i` on are spelled `words` (the first is known to be), in any case. */
function spells(tokens: readonly Token[], i: number, words: readonly string[]): boolean {
  for (let k = 1; k < words.length; k++) {
    const image = tokens[i + k]!.image;
    if (image.length !== words[k]!.length || image.toLowerCase() !== words[k]) return false;
  }
  return true;
}

/** The words of `run` follow each other with only white space between them (also used by the Spanish/Portuguese lexer). */
export function adjacent(text: string, run: readonly Token[]): boolean {
  for (let k = 1; k < run.length; k++) {
    const prev = run[k - 1]!;
    const gap = text.slice(prev.end ?? prev.startOffset + prev.image.length, run[k]!.startOffset);
    if (!/^\s+$/.test(gap)) return false;
  }
  return true;
}

/** Every word (lower case) that can start older wording here: any other token is kept as it is at once. */
const FIRST_WORDS: ReadonlySet<string> = new Set(["attacking", "remove", "removes", ...PLAY_AS_CAST.keys(), ...BY_FIRST.keys()]);

/** The tokens with older templating read as the current wording (see the module comment). */
export function modernizeLegacyTokens(text: string, tokens: readonly Token[], lexWords: LexWords): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const lower = t.image.toLowerCase();
    if (!FIRST_WORDS.has(lower)) {
      out.push(t);
      continue;
    }
    if (lower === "attacking") {
      const n = vigilanceWords(tokens, i);
      if (n > 0) {
        const last = tokens[i + n - 1]!;
        const kw = makeToken(T.Keyword, text.slice(t.startOffset, tokEnd(last)), t.startOffset, { token: "Keyword", value: "vigilance" } as Token["payload"]);
        out.push(kw);
        i += n - 1;
        continue;
      }
    }
    // "can't play creature spells" → "can't cast creature spells": spells are cast (601), only cards are played
    const cast = PLAY_AS_CAST.get(lower);
    if (cast !== undefined && isWord(t) && playsSpells(tokens, i)) {
      out.push(...lexWords(/^\p{Lu}/u.test(t.image) ? cast[0]!.toUpperCase() + cast.slice(1) : cast, t.startOffset, tokEnd(t)));
      continue;
    }
    if ((!BY_FIRST.has(lower) && lower !== "remove" && lower !== "removes") || !isWord(t)) {
      out.push(t);
      continue;
    }
    let done = false;
    for (const phrase of BY_FIRST.get(lower) ?? []) {
      const n = phrase.words.length;
      if (i + n > tokens.length || !spells(tokens, i, phrase.words)) continue;
      const run = tokens.slice(i, i + n);
      if (!run.every(isWord) || !adjacent(text, run)) continue;
      let modern = phrase.modern;
      if (modern === undefined) {
        // "to play": "Return target creature card from your graveyard to play." — not "to play Fireball"
        const next = tokens[i + n];
        if (next === undefined || CLAUSE_END.has(next.tokenType) || next.tokenType === T.Comma || TO_PLAY_BEFORE.has(next.image.toLowerCase())) modern = "to the battlefield";
      }
      if (modern === undefined) continue;
      // "each charge counter removed this way" is current wording (counters are removed, not exiled)
      if (lower === "removed" && /^counters?$/i.test(tokens[i - 1]?.image ?? "")) continue;
      const start = run[0]!.startOffset;
      const last = run[n - 1]!;
      const end = last.startOffset + last.image.length;
      // keep a capital at the start of a sentence ("At end of turn" → "At the beginning …")
      const cased = /^\p{Lu}/u.test(run[0]!.image) ? modern[0]!.toUpperCase() + modern.slice(1) : modern;
      const kept = keptLastWord(phrase.words, cased, last);
      if (kept === undefined) out.push(...lexWords(cased, start, end));
      else {
        // the last word stays as read (a keyword token: "is indestructible" → "has" + indestructible)
        const before = run[n - 2]!;
        out.push(...lexWords(kept, start, before.startOffset + before.image.length), last);
      }
      i += n - 1;
      done = true;
      break;
    }
    if (done) continue;
    // "Remove target creature from the game." → "Exile target creature."
    if (lower === "remove" || lower === "removes") {
      let j = i + 1;
      while (j < tokens.length && !CLAUSE_END.has(tokens[j]!.tokenType)) {
        const run = tokens.slice(j, j + 3);
        if (run.length === 3 && run.every(isWord) && run.map((r) => r.image.toLowerCase()).join(" ") === "from the game" && adjacent(text, run)) break;
        j++;
      }
      const between = tokens.slice(i + 1, j);
      if (j < tokens.length && !CLAUSE_END.has(tokens[j]!.tokenType) && between.length > 0 && !between.some((b) => /^counters?$/i.test(b.image))) {
        const verb = lower === "removes" ? "exiles" : "exile";
        out.push(...lexWords(/^\p{Lu}/u.test(t.image) ? "E" + verb.slice(1) : verb, t.startOffset, t.startOffset + t.image.length));
        out.push(...modernizeLegacyTokens(text, between, lexWords));
        // the old words "from the game" are read within the verb "exile": they leave no token of their own
        i = j + 2;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}
