/**
 * A spoken language's lexicon pack for the lexer (src/lexer/lexer.ts): how the
 * spellings of Spanish or Portuguese map onto the SAME language-neutral word
 * tokens as English (grammar/vocabulary.ts).
 *
 * - `words`: one spelling → one word token. Every entry also carries the English
 *   spelling it stands for (`gloss`): the lexer gives the token that image while its
 *   offsets stay in the localized text, so the abstract grammar's semantic actions,
 *   which read some enumerated words from token images ("target", "or", "it"),
 *   build the same AST whatever the language.
 * - `phrases`: several words, or one contracted word, → a sequence of word tokens
 *   ("siempre que" → Whenever, "del" → Of The, "campo de batalla" → Battlefield,
 *   "en vez de eso" → Instead). The lexer matches the longest phrase first.
 * - `keywords`: keyword ability names ("vuela", "daña primero", "voar") → keyword ids
 *   of grammar/keywords.ts, with the type for type-prefixed keywords ("cruza pantanos").
 */
import type { Lang } from "../ast/base.ts";
import type { Lexicon, LexiconEntry } from "../../grammar/vocabulary.ts";
import { EN_LEXICON, englishPlural } from "../../grammar/en/lexicon.ts";

export interface GlossedEntry extends LexiconEntry {
  /** The English spelling this spelling stands for ("destroy", "creatures", "target"). */
  gloss: string;
}

export interface KeywordName {
  id: string;
  /** For type-prefixed keywords (landwalk, typecycling): the English type ("Swamp"). */
  prefix?: string;
}

export interface LanguagePack {
  lang: Lang;
  words: Map<string, GlossedEntry>;
  phrases: Map<string, GlossedEntry[]>;
  /** Phrases read so only at the start of a sentence, where Spanish and Portuguese drop the subject ("No puede ser regenerada" is "It can't be regenerated"). */
  startPhrases: Map<string, GlossedEntry[]>;
  keywords: Map<string, KeywordName>;
  /** Longest phrase / keyword name, in words. */
  maxWords: number;
  /** Spell types on a type line ("Instantáneo", "Conjuro"): the text is an instant's or sorcery's instructions. */
  spellType: RegExp;
  /** Articles that may precede the card's own name in its text ("la Caleta saprazzana"). */
  articles: readonly string[];
  /**
   * A verb with its object pronouns attached ("destrúyela", "ponerlas", "coloque-o", "colocá-lo"):
   * the spellings the verb may have alone (tried in order) and the pronoun's token spec
   * (`It`, `Them`), or undefined when the word has no such ending.
   */
  clitic?: (word: string) => { stems: string[]; pronoun: string } | undefined;
}

/** The English lemma of a word token ("Destroy" → "destroy"), from the English lexicon. */
const EN_LEMMA = new Map<string, string>();
for (const [spelling, e] of EN_LEXICON) if (!EN_LEMMA.has(e.token)) EN_LEMMA.set(e.token, spelling);
for (const [spelling, e] of EN_LEXICON) if (typeof e.value === "string" && e.value === spelling) EN_LEMMA.set(e.token, spelling);

const EN_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const EN_ORDINALS = ["", "first", "second", "third", "fourth", "fifth", "sixth", "seventh"];

/** English plural of a closed-class noun lemma (player → players, ability → abilities). */
function nounPlural(lemma: string): string {
  if (/[^aeiou]y$/.test(lemma)) return lemma.slice(0, -1) + "ies";
  return lemma + "s";
}

/**
 * Parse one entry spec: `Token`, `Token=value` (word classes: `CardType=creature`,
 * `NumberWord=3`, `Subtype=Goblin`), with `+` for a plural spelling (`Card+`) and `@gloss`
 * for an explicit English spelling (`Is@has`).
 */
export function entry(spec: string): GlossedEntry {
  if (spec === "Possessive") return { token: "Possessive", gloss: "'s" };
  if (spec === "Comma") return { token: "Comma", gloss: "," };
  const m = /^([A-Za-z]+)(?:=([^+@]+))?(\+)?(?:@(.+))?$/.exec(spec);
  if (!m) throw new Error(`bad lexicon spec ${spec}`);
  const [, token, rawValue, plus, gloss] = m;
  const plural = plus ? true : undefined;
  let value: string | number | undefined = rawValue;
  if (rawValue !== undefined && /^\d+$/.test(rawValue)) value = Number(rawValue);
  let g = gloss;
  if (!g) {
    if (token === "CardType" || token === "Subtype") g = plural ? (token === "Subtype" ? englishPlural(String(value)) : cardTypePlural(String(value))) : String(value);
    else if (token === "NumberWord") g = EN_NUMBERS[Number(value)] ?? String(value);
    else if (token === "Ordinal") g = EN_ORDINALS[Number(value)] ?? String(value);
    else if (value !== undefined) g = String(value);
    else {
      const lemma = EN_LEMMA.get(token!) ?? token!.toLowerCase();
      g = plural ? nounPlural(lemma) : lemma;
    }
  }
  const e: GlossedEntry = { token: token!, gloss: g! };
  if (value !== undefined) e.value = value;
  else if (EN_LEMMA.has(token!)) e.value = EN_LEMMA.get(token!)!;
  if (plural) e.plural = true;
  return e;
}

function cardTypePlural(t: string): string {
  if (t === "sorcery") return "sorceries";
  for (const [s, e] of EN_LEXICON) if (e.token === "CardType" && e.value === t && e.plural) return s;
  return t + "s";
}

export interface PackSource {
  lang: Lang;
  /** spec → spellings (space-separated; several-word spellings go to `phrases`). */
  words: Record<string, string>;
  /** spelling (one or more words) → specs of the tokens it stands for, space-separated. */
  phrases: Record<string, string>;
  /** the same, only at the start of a sentence */
  startPhrases?: Record<string, string>;
  /** keyword id (or `id|Prefix`) → names, separated by `/`. */
  keywords: Record<string, string>;
  spellType: RegExp;
  articles: readonly string[];
  clitic?: LanguagePack["clitic"];
}

/** A spelling without acute and circumflex accents on its vowels ("sacrifíca" → "sacrifica"). */
export function deaccent(s: string): string {
  return s.replace(/[áâ]/g, "a").replace(/[éê]/g, "e").replace(/í/g, "i").replace(/[óô]/g, "o").replace(/ú/g, "u");
}

export function buildPack(src: PackSource): LanguagePack {
  const words = new Map<string, GlossedEntry>();
  const phrases = new Map<string, GlossedEntry[]>();
  const keywords = new Map<string, KeywordName>();
  let maxWords = 1;
  const norm = (s: string) => s.toLowerCase().replace(/’/g, "'").trim().replace(/\s+/g, " ");
  for (const [spec, spellings] of Object.entries(src.words)) {
    const e = entry(spec);
    for (const s of spellings.split(/\s+/).filter(Boolean)) {
      const key = norm(s.replace(/_/g, " "));
      if (key.includes(" ")) {
        phrases.set(key, [e]);
        maxWords = Math.max(maxWords, key.split(" ").length);
      } else if (!words.has(key)) words.set(key, e);
    }
  }
  for (const [spelling, specs] of Object.entries(src.phrases)) {
    const key = norm(spelling);
    phrases.set(key, specs.split(/\s+/).filter(Boolean).map(entry));
    maxWords = Math.max(maxWords, key.split(" ").length);
  }
  const startPhrases = new Map<string, GlossedEntry[]>();
  for (const [spelling, specs] of Object.entries(src.startPhrases ?? {})) {
    const key = norm(spelling);
    startPhrases.set(key, specs.split(/\s+/).filter(Boolean).map(entry));
    maxWords = Math.max(maxWords, key.split(" ").length);
  }
  for (const [idSpec, names] of Object.entries(src.keywords)) {
    const [id, prefix] = idSpec.split("|");
    for (const n of names.split("/")) {
      const key = norm(n);
      if (!key) continue;
      keywords.set(key, prefix ? { id: id!, prefix } : { id: id! });
      maxWords = Math.max(maxWords, key.split(" ").length);
    }
  }
  const pack: LanguagePack = { lang: src.lang, words, phrases, startPhrases, keywords, maxWords, spellType: src.spellType, articles: src.articles };
  if (src.clitic) pack.clitic = src.clitic;
  return pack;
}

/** The word lexicon of a pack as the abstract `Lexicon` type (for tools that only need token names). */
export function asLexicon(pack: LanguagePack): Lexicon {
  return pack.words;
}
