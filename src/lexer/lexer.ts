/**
 * The lexer: card text → tokens.
 *
 * 1. A chevrotain lexer splits the text into shapes (symbols, numbers, words,
 *    punctuation, reminder text). It never fails: unknown characters become
 *    `Junk` tokens.
 * 2. Symbols are classified (mana, {T}, {Q}, {E}, other).
 * 3. Words are looked up in the language's lexicon and retyped as word tokens;
 *    possessives are split off; "non-" words become `NonWord`.
 * 4. The card's own name (and short name) becomes one `SelfName` token.
 */
import { Lexer, type IToken, type TokenType } from "chevrotain";
import type { Diagnostic, Lang, Span } from "../ast/base.ts";
import type { Lexicon, LexiconEntry } from "../../grammar/vocabulary.ts";
import { EN_LEXICON } from "../../grammar/en/lexicon.ts";
import { ALL_KEYWORDS, lookupKeyword } from "../../grammar/keywords.ts";
import * as T from "./tokens.ts";
import { W, wordTokenType } from "./words.ts";
import { adjacent, modernizeLegacyTokens } from "./legacy.ts";
import { gluedBefore, gluedDiagnostic, gluedNewLine, gluedWordParts, type GluedShape } from "./glued.ts";
import { entry, type LanguagePack } from "../i18n/pack.ts";
import { ES_PACK } from "../../grammar/es/lexicon.ts";
import { PT_PACK } from "../../grammar/pt/lexicon.ts";

export interface Token extends IToken {
  payload?: LexiconEntry & { symbol?: string; negated?: LexiconEntry };
  /** Localized tokens only (Spanish, Portuguese): exclusive end offset, since `image` holds the English gloss. */
  end?: number;
}

export interface ReminderText {
  span: Span;
  text: string;
}

export interface LexResult {
  tokens: Token[];
  reminders: ReminderText[];
  diagnostics: Diagnostic[];
}

// Every pattern must allow chevrotain's first-character optimization (it tries only the patterns
// that can start with the character at hand): the lexer throws here if one does not.
const shapeLexer = new Lexer(T.LEXER_TOKENS, { positionTracking: "onlyOffset", ensureOptimizations: true });
// chevrotain makes its tokens with this method (an own property set by its constructor for the
// "onlyOffset" tracking): made by `makeToken` at once, they need no copy into our shape.
(shapeLexer as unknown as { createTokenInstance: (image: string, start: number, idx: number, type: TokenType) => Token }).createTokenInstance = (image, start, _idx, type) =>
  makeToken(type, image, start);

/** The shape tokens of `text`, with each character no pattern matches as a `Junk` token, in text order. */
function shapes(text: string): { tokens: Token[]; groups: Record<string, IToken[]> } {
  const result = shapeLexer.tokenize(text);
  const tokens = result.tokens as Token[];
  if (result.errors.length === 0) return { tokens, groups: result.groups };
  const junk: Token[] = [];
  for (const e of result.errors) {
    for (let k = 0; k < e.length; ) {
      const start = e.offset + k;
      const ch = String.fromCodePoint(text.codePointAt(start)!);
      junk.push(makeToken(T.Junk, ch, start));
      k += ch.length;
    }
  }
  const merged: Token[] = [];
  let j = 0;
  for (const t of tokens) {
    while (j < junk.length && junk[j]!.startOffset < t.startOffset) merged.push(junk[j++]!);
    merged.push(t);
  }
  while (j < junk.length) merged.push(junk[j++]!);
  return { tokens: merged, groups: result.groups };
}

const LEXICONS: Partial<Record<Lang, Lexicon>> = { en: EN_LEXICON };

export function registerLexicon(lang: Lang, lexicon: Lexicon): void {
  LEXICONS[lang] = lexicon;
}

const MANA_SYMBOL = /^(?:[WUBRGCSXYZ]|\d+|½|∞|[WUBRG]\/[WUBRGP]|[2C]\/[WUBRG]|[WUBRG]\/[WUBRG]\/P|H[WUBRG]|[WUBRG]P)$/;

const CONTRACTIONS = new Set(["that's", "it's", "there's", "what's", "who's", "here's", "let's"]);

function retype(tok: Token, type: TokenType): void {
  tok.tokenType = type;
  tok.tokenTypeIdx = type.tokenTypeIdx!;
}

/**
 * A token. Every token the lexer hands on is made here, so all have the same fields in the same
 * order (chevrotain's own tokens are copied): the parser reads `tokenTypeIdx` and `tokenType` of
 * tokens in its hottest paths, and objects of one shape keep those reads fast.
 */
export function makeToken(type: TokenType, image: string, start: number, payload?: Token["payload"], end?: number): Token {
  return {
    image,
    startOffset: start,
    endOffset: (end ?? start + image.length) - 1,
    tokenType: type,
    tokenTypeIdx: type.tokenTypeIdx!,
    payload,
    end,
  } as Token;
}

function lookupWord(lexicon: Lexicon, word: string): LexiconEntry | undefined {
  const lower = word.toLowerCase().replace(/’/g, "'");
  const direct = lexicon.get(lower);
  if (direct) return direct;
  // "non" words: nonblack, noncreature, non-Vampire, nontoken, nonbasic.
  const m = /^non-?(.+)$/.exec(lower);
  if (m) {
    const inner = lexicon.get(m[1]!);
    if (inner && ["CardType", "Supertype", "ColorWord", "Subtype", "Token", "ColorAdjective"].includes(inner.token)) {
      return { token: "NonWord", value: inner.value ?? m[1]!, plural: inner.plural, negatedToken: inner.token } as LexiconEntry;
    }
  }
  return undefined;
}

/** Lex one card's text. `names` are the spellings that refer to the card itself. */
export function lex(text: string, lang: Lang = "en", names: readonly string[] = []): LexResult {
  const pack = PACKS[lang];
  if (pack) return lexLocalized(text, pack, names);
  const lexicon = lang === SHAPES ? NO_WORDS : LEXICONS[lang] ?? EN_LEXICON;
  const result = shapes(text);
  const diagnostics: Diagnostic[] = [];
  const reminders: ReminderText[] = (result.groups["reminders"] ?? []).map((t) => ({
    span: [t.startOffset, t.startOffset + t.image.length] as Span,
    text: t.image,
  }));
  const out: Token[] = [];
  for (const raw of result.tokens) {
    const type = raw.tokenType;
    if (type === T.Symbol) {
      const inner = raw.image.slice(1, -1).toUpperCase();
      raw.payload = { token: "Symbol", symbol: inner };
      if (inner === "T") retype(raw, T.TapSymbol);
      else if (inner === "Q") retype(raw, T.UntapSymbol);
      else if (inner === "E") retype(raw, T.EnergySymbol);
      else if (MANA_SYMBOL.test(inner)) retype(raw, T.ManaSymbol);
      else retype(raw, T.OtherSymbol);
      out.push(raw);
    } else if (type === T.Word) {
      // "FlyingWhen": two abilities run together (glued.ts).
      const reading = readingOf(raw.image, lexicon);
      const parts = reading.glued;
      if (parts) {
        let at = raw.startOffset;
        for (const [i, part] of parts.entries()) {
          if (i > 0) {
            out.push(gluedNewLine(at));
            diagnostics.push(gluedDiagnostic(at));
          }
          lexWord(part, at, lexicon, out);
          at += part.length;
        }
      } else {
        // the common case: a word the lexicon reads whole becomes its word token in place
        if (reading.stem === undefined) {
          raw.tokenType = reading.type;
          raw.tokenTypeIdx = reading.type.tokenTypeIdx!;
          raw.payload = reading.entry;
          out.push(raw);
        } else lexWord(raw.image, raw.startOffset, lexicon, out);
      }
    } else if (type === T.Junk) {
      const ch = raw.image;
      const what = ch === "{" || ch === "}" ? "brace" : ch === "(" || ch === ")" ? "parenthesis" : undefined;
      if (what) {
        diagnostics.push({
          severity: "error",
          code: "OC1003",
          message: `Unbalanced ${what}`,
          span: [raw.startOffset, raw.startOffset + 1],
        });
      }
      out.push(raw);
    } else {
      out.push(raw);
    }
  }
  for (const t of out) {
    if (t.tokenType === T.OtherSymbol) {
      diagnostics.push({
        severity: "warning",
        code: "OC1005",
        message: `Unknown symbol ${t.image}`,
        span: [t.startOffset, tokEnd(t)],
      });
    }
  }
  const lines = restoreLineBreaks(text, out, diagnostics);
  checkQuotes(lines, diagnostics);
  if (lang === SHAPES) return { tokens: lines, reminders, diagnostics };
  const tokens = mergeKeywords(text, mergeSelfNames(text, lines, names));
  return { tokens: modernizeLegacyTokens(text, tokens, (words, start, end) => lexModern(words, start, end, lexicon)), reminders, diagnostics };
}

/** The tokens of current wording standing for older words between `start` and `end` (legacy.ts). */
function lexModern(words: string, start: number, end: number, lexicon: Lexicon): Token[] {
  const out: Token[] = [];
  for (const w of words.split(" ")) {
    // a mana symbol of the current wording ("one blue mana" → {U})
    if (w.startsWith("{")) out.push(makeToken(T.ManaSymbol, w, start, { token: "Symbol", symbol: w.slice(1, -1) } as Token["payload"]));
    else lexWord(w, start, lexicon, out);
  }
  for (const t of out) {
    t.endOffset = end - 1;
    t.end = end;
  }
  return out;
}

/** How a word is lexed: its token type, lexicon entry, and where a possessive is split off. */
interface WordReading {
  type: TokenType;
  entry: LexiconEntry;
  /** Length of the word before a possessive "'s" / "'", when one is split off. */
  stem?: number;
  /** The parts of a word that runs abilities together ("FlyingWhen", glued.ts), when it is one. */
  glued?: string[];
}

/** Readings by spelling, per lexicon: a card database repeats a few thousand words. Bounded for arbitrary input. */
const READINGS = new WeakMap<Lexicon, Map<string, WordReading>>();
const MAX_READINGS = 200_000;

/** One word: looked up in the lexicon (a possessive "'s" split off first when the whole is unknown). */
function lexWord(word: string, start: number, lexicon: Lexicon, out: Token[]): void {
  const reading = readingOf(word, lexicon);
  if (reading.stem === undefined) {
    out.push(makeToken(reading.type, word, start, reading.entry));
    return;
  }
  const image = word.slice(0, reading.stem);
  out.push(makeToken(reading.type, image, start, reading.entry));
  out.push(makeToken(T.Possessive, word.slice(reading.stem), start + reading.stem));
}

/** The reading of a spelling in a lexicon, cached (the last lexicon's cache is kept at hand). */
function readingOf(word: string, lexicon: Lexicon): WordReading {
  if (lexicon !== lastLexicon) {
    let cache = READINGS.get(lexicon);
    if (cache === undefined) READINGS.set(lexicon, (cache = new Map()));
    lastLexicon = lexicon;
    lastReadings = cache;
  }
  let reading = lastReadings.get(word);
  if (reading === undefined) {
    reading = readWord(word, lexicon);
    // a word's glued parts depend on the lexicon alone too (not for the shapes-only lexicon)
    const glued = lexicon === NO_WORDS ? undefined : gluedWordParts(word, (w) => lexicon.has(w) || KEYWORD_WORDS.has(w));
    if (glued !== undefined) reading = { ...reading, glued };
    if (lastReadings.size >= MAX_READINGS) lastReadings.clear();
    lastReadings.set(word, reading);
  }
  return reading;
}
let lastLexicon: Lexicon | undefined;
let lastReadings = new Map<string, WordReading>();

function readWord(word: string, lexicon: Lexicon): WordReading {
  let image = word;
  let stem: number | undefined;
  const lower = image.toLowerCase().replace(/’/g, "'");
  let entry = lexicon.get(lower);
  if (entry === undefined) {
    if (!CONTRACTIONS.has(lower)) {
      const m = /^(.+?)(['’]s?)$/.exec(image);
      if (m && (m[2]!.length === 2 || /s$/i.test(m[1]!))) {
        image = m[1]!;
        stem = image.length;
      }
    }
    entry = lookupWord(lexicon, image);
  }
  return { type: entry ? wordTokenType(entry.token) : T.Word, entry: entry ?? { token: "Word" }, ...(stem !== undefined ? { stem } : {}) };
}

function gluedShape(t: Token): GluedShape {
  if (t.payload?.symbol !== undefined) return "symbol";
  if (t.tokenType === T.LoyaltyCost) return "loyalty";
  if (t.tokenType === T.Bullet) return "bullet";
  return t.tokenType === T.Word || (t.payload !== undefined && t.tokenType !== T.Possessive) ? "word" : "other";
}

/** The tokens with a zero-width line break before each ability glued to the text before it (glued.ts); not inside quotes. */
function restoreLineBreaks(text: string, tokens: Token[], diagnostics: Diagnostic[]): Token[] {
  const out: Token[] = [];
  let quoted = false;
  for (const t of tokens) {
    if (t.tokenType === T.NewLine) quoted = false;
    else if (t.tokenType === T.Quote) quoted = !quoted;
    // (a token after a space is never glued: the common case, tested first)
    else if (!quoted && out.length > 0 && text.charCodeAt(t.startOffset - 1) !== 32 && out[out.length - 1]!.tokenType !== T.NewLine && gluedBefore(text, t.startOffset, gluedShape(t), t.image)) {
      out.push(gluedNewLine(t.startOffset));
      diagnostics.push(gluedDiagnostic(t.startOffset));
    }
    out.push(t);
  }
  return out;
}

/** Exclusive end offset of a token. */
export function tokEnd(t: IToken): number {
  return (t as Token).end ?? t.startOffset + t.image.length;
}

function checkQuotes(tokens: Token[], diagnostics: Diagnostic[]): void {
  let open: Token | undefined;
  for (const t of tokens) {
    if (t.tokenType === T.NewLine) {
      if (open) report(open);
      open = undefined;
    } else if (t.tokenType === T.Quote) {
      open = open ? undefined : t;
    }
  }
  if (open) report(open);
  function report(t: Token) {
    diagnostics.push({ severity: "error", code: "OC1003", message: "Unbalanced quote", span: [t.startOffset, t.startOffset + 1] });
  }
}

/**
 * Keyword names as word sequences ("first strike", "protection"), without trailing prepositions
 * or a closing "!" ("Start your engines!"); a possessive is written as its own word ("doctor 's companion").
 */
const KEYWORD_PHRASES: ReadonlySet<string> = new Set(
  ALL_KEYWORDS.flatMap((k) => [k.id, ...k.printed]).map((p) =>
    p
      .toLowerCase()
      .replace(/\[.*?\]/g, "")
      .trim()
      .replace(/\s+(from|for|with|onto|to)$/, "")
      .replace(/!$/, "")
      .replace(/'s /g, " 's ")
      .trim(),
  ),
);
/** Every word of a keyword name ("flying", "first", "strike"). */
const KEYWORD_WORDS: ReadonlySet<string> = new Set([...KEYWORD_PHRASES].flatMap((p) => p.split(" ")));
function isWordToken(t: Token): boolean {
  if (t.tokenType === T.Word || (t.payload !== undefined && !("symbol" in t.payload) && t.tokenType !== T.SelfName && t.tokenType !== T.Possessive && t.tokenType !== T.NewLine)) return true;
  const name = t.tokenType.name;
  return name === "Word" || name === "Keyword";
}

/** The lengths in words of the keyword phrases, by first word (longest first): a cheap test before trying runs. */
const KEYWORD_LENGTHS = new Map<string, number[]>();
for (const p of KEYWORD_PHRASES) {
  const words = p.split(" ");
  const lengths = KEYWORD_LENGTHS.get(words[0]!) ?? [];
  if (!lengths.includes(words.length)) lengths.push(words.length);
  KEYWORD_LENGTHS.set(words[0]!, lengths.sort((a, b) => b - a));
}
/** First words of the type-built shapes ("Swampwalk", "Nonbasic landwalk"): one or two words. */
const TYPE_BUILT_WORDS: ReadonlySet<string> = new Set(["basic", "nonbasic", "legendary", "snow", "nonlegendary"]);
function typeBuiltFirst(first: string): boolean {
  return TYPE_BUILT_WORDS.has(first) || first.endsWith("walk") || first.endsWith("cycling");
}
const ONE_OR_TWO = [2, 1];
const TWO = [2];

/** The lengths of the keyword runs that may start with `t0` (followed by `next`), longest first. */
function keywordLengths(t0: Token, next: Token | undefined): number[] | undefined {
  const first = t0.image.toLowerCase();
  const lengths = KEYWORD_LENGTHS.get(first);
  const built = typeBuiltFirst(first) ? ONE_OR_TWO : t0.tokenType.name === "Subtype" && next?.image.toLowerCase() === "offering" ? TWO : undefined;
  if (built === undefined) return lengths;
  if (lengths === undefined) return built;
  return [...new Set([...lengths, ...built])].sort((a, b) => b - a);
}

/** A keyword whose word is also an ordinary word (`opening`): at the start of a line, before a mana symbol or "a"/"an". */
function opensWithParameter(before: Token[], next: Token | undefined): boolean {
  const prev = before[before.length - 1];
  if (prev !== undefined && prev.tokenType !== T.NewLine) return false;
  return next !== undefined && (next.tokenType === T.ManaSymbol || /^an?$/i.test(next.image));
}

/** Merge runs of words that name a keyword ability into one Keyword token. */

function mergeKeywords(text: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    let merged = false;
    const t0 = tokens[i]!;
    if (!isWordToken(t0)) {
      out.push(t0);
      continue;
    }
    const lengths = keywordLengths(t0, tokens[i + 1]);
    if (lengths === undefined) {
      out.push(t0);
      continue;
    }
    for (let n of lengths) {
      if (merged) break;
      if (i + n > tokens.length) continue;
      const run = tokens.slice(i, i + n);
      if (!run.every((t, k) => isWordToken(t) || (k > 0 && t.tokenType === T.Possessive))) continue;
      const phrase = run.map((t) => t.image.toLowerCase()).join(" ");
      let id: string | undefined;
      if (KEYWORD_PHRASES.has(phrase)) {
        const written = phrase.replace(/ 's /g, "'s ");
        id = (lookupKeyword(written) ?? lookupKeyword(written + "!"))?.id;
      }
      else if (n === 1 && /^[a-z]+(walk|cycling)$/.test(phrase) && !/^(planeswalk|cycling)$/.test(phrase)) {
        // "Swampwalk", "Forestcycling", "Wizardcycling"
        id = lookupKeyword(phrase)?.id;
      } else if (n === 2 && /^(basic|nonbasic|legendary|snow|nonlegendary) land(walk|cycling)$/.test(phrase)) {
        // "Nonbasic landwalk", "Basic landcycling"
        id = lookupKeyword(phrase)?.id;
      } else if (n === 2 && phrase.endsWith(" offering") && run[0]!.tokenType.name === "Subtype") {
        // "Goblin offering"
        id = lookupKeyword(phrase)?.id;
      }
      if (!id) continue;
      // "Gift a card" opens a line; "If the gift was promised" is the word
      if (lookupKeyword(id)?.opening && !opensWithParameter(out, tokens[i + n])) continue;
      const first = run[0]!;
      let last = run[n - 1]!;
      // "Start your engines!": the keyword's own exclamation mark
      if (tokens[i + n]?.image === "!" && lookupKeyword(id)?.printed.some((p) => p.endsWith("!")) && tokens[i + n]!.startOffset === tokEnd(last)) {
        last = tokens[i + n]!;
        n++;
      }
      // "Swampwalk", "Basic landcycling", "Goblin offering": keep the type the keyword is built on.
      const spec = lookupKeyword(id);
      let prefix: string | undefined;
      if (spec?.param.shape === "type-prefix") {
        const printed = text.slice(first.startOffset, last.startOffset + last.image.length);
        const m = new RegExp(`^(.*?)\\s*${spec.param.suffix.trim()}$`, "i").exec(printed);
        if (m && m[1]) prefix = m[1];
      }
      out.push(makeToken(T.Keyword, first.image, first.startOffset, { token: "Keyword", value: id, ...(prefix ? { prefix } : {}) } as Token["payload"]));
      const tok = out[out.length - 1]!;
      tok.image = text.slice(first.startOffset, last.startOffset + last.image.length);
      tok.endOffset = last.startOffset + last.image.length - 1;
      i += n - 1;
      merged = true;
    }
    if (!merged) out.push(tokens[i]!);
  }
  return out;
}

/**
 * The first word of a legend's name, by which the card may call itself ("When Elanor enters" on Elanor
 * Gardner, "Whenever Hurska attacks" on Hurska Sweet-Tooth): for names without the "Name, Title" or
 * "Name of/the …" short forms, not split, and whose first word is not a word of the lexicon ("Sliver
 * Legion" is not "Sliver") nor "The".
 */
export function firstWordName(name: string): string | undefined {
  if (name.includes(",") || name.includes("//") || /^(\S+) (of|the) /i.test(name)) return undefined;
  const m = /^([A-Z][^\s]*) \S/.exec(name);
  if (!m || m[1] === "The" || EN_LEXICON.has(m[1]!.toLowerCase())) return undefined;
  return m[1];
}

/** Replace token runs that spell one of `names` by a single SelfName token. */
function mergeSelfNames(text: string, tokens: Token[], names: readonly string[], foldCase = false): Token[] {
  // the distinct names, longest first (a handful per card: arrays, not sets)
  const candidates: string[] = [];
  for (const n of names) if (n.trim().length > 0 && !candidates.includes(n)) candidates.push(n);
  if (candidates.length === 0) return tokens;
  candidates.sort((a, b) => b.length - a.length);
  const firsts = candidates.map((n) => n.charCodeAt(0));
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    let merged = false;
    if (t.tokenType !== T.NewLine && firsts.includes(text.charCodeAt(t.startOffset))) {
      for (const name of candidates) {
        // Printed translations capitalise the later words of a name inconsistently ("el Maestro del Gremio de
        // Cuervos" on "Maestro del gremio de cuervos"): with `foldCase`, a name of several words matches in any
        // case after its first letter.
        if (!text.startsWith(name, t.startOffset) && !(foldCase && name.includes(" ") && text.slice(t.startOffset, t.startOffset + name.length).toLowerCase() === name.toLowerCase())) continue;
        const end = t.startOffset + name.length; // exclusive
        // The name must end exactly at a token boundary and not run into a word.
        let j = i;
        while (j < tokens.length && tokEnd(tokens[j]!) < end) j++;
        if (j >= tokens.length || tokEnd(tokens[j]!) !== end) continue;
        const next = text[end];
        if (next !== undefined && /[A-Za-z0-9]/.test(next)) continue;
        const first = name !== names[0] && name === firstWordName(names[0]!) ? { first: true } : {};
        // another name that begins with the same word ("conjure a card named Mitotic Slime" on Mitotic Ultimus)
        if ("first" in first && /^ [A-Z]/.test(text.slice(end, end + 2))) continue;
        out.push(makeToken(T.SelfName, name, t.startOffset, { token: "SelfName", value: name, ...(name !== names[0] ? { short: true } : {}), ...first } as Token["payload"]));
        i = j;
        merged = true;
        break;
      }
    }
    if (!merged) out.push(t);
  }
  return out;
}

export { W };

// ---- Spanish and Portuguese ---------------------------------------------------
// Localized text is lexed through a language pack (src/i18n/pack.ts, grammar/<lang>/lexicon.ts):
// keyword names and phrases (longest first) over runs of words, then single words. Each word
// token gets the English spelling it stands for as its `image` (the abstract grammar reads a few
// enumerated words from images) and keeps its offsets, and `end`, in the localized text.

const PACKS: Partial<Record<Lang, LanguagePack>> = { es: ES_PACK, pt: PT_PACK };
/** Pseudo-language: shapes only (no lexicon, keywords or names), the first pass of localized lexing. */
const SHAPES = "shapes" as Lang;
const NO_WORDS: Lexicon = new Map();

/** Register (or replace) the lexicon pack of a language other than English. */
export function registerLanguagePack(pack: LanguagePack): void {
  PACKS[pack.lang] = pack;
}

/** Shape tokens a phrase may stand for: "y luego" is ", then"; "la mano de su propietario" is "its owner's hand". */
const PUNCTUATION: Record<string, TokenType> = { Possessive: T.Possessive, Comma: T.Comma,
  // "é indestrutível" (older templating) is "has indestructible": a keyword inside a phrase (`Keyword=indestructible`)
  Keyword: T.Keyword };

function glossed(type: TokenType, gloss: string, start: number, end: number, payload: Token["payload"]): Token {
  return makeToken(type, gloss, start, payload, end);
}

function lexLocalized(text: string, pack: LanguagePack, names: readonly string[]): LexResult {
  // The shapes, symbols, reminders and diagnostics as in English, with no lexicon.
  const base = lex(text, SHAPES, []);
  // A word that runs two abilities together ("Encantar criaturaA criatura encantada …"): the lost
  // line break goes back between them, as in English (glued.ts).
  const raw: Token[] = [];
  for (const t of base.tokens) {
    const known = (w: string) => pack.words.has(w) || pack.keywords.has(w);
    // also a one-letter article run into the word before it ("criaturaA criatura encantada")
    const article = /^(\p{Ll}{2,})(\p{Lu})$/u.exec(t.image);
    const parts =
      t.tokenType !== T.Word ? undefined : (gluedWordParts(t.image, known) ?? (article && known(article[1]!) && known(article[2]!.toLowerCase()) ? [article[1]!, article[2]!] : undefined));
    if (!parts) {
      raw.push(t);
      continue;
    }
    let at = t.startOffset;
    for (const [k, part] of parts.entries()) {
      if (k > 0) {
        raw.push(gluedNewLine(at));
        base.diagnostics.push(gluedDiagnostic(at));
      }
      raw.push(makeToken(T.Word, part, at, { token: "Word" }));
      at += part.length;
    }
  }
  const out: Token[] = [];
  const norm = (w: string) => w.toLowerCase().replace(/’/g, "'");
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (t.tokenType === T.Junk && (t.image === "«" || t.image === "»")) {
      retype(t, T.Quote);
      out.push(t);
      continue;
    }
    if (t.tokenType !== T.Word && t.tokenType !== T.Keyword && !(t.payload && !("symbol" in t.payload) && t.tokenType !== T.Possessive)) {
      out.push(t);
      continue;
    }
    // Longest keyword name or phrase over the following words.
    let n = Math.min(pack.maxWords, raw.length - i);
    let done = false;
    for (; n >= 1 && !done; n--) {
      const run = raw.slice(i, i + n);
      if (!run.every((r) => r.tokenType !== T.Possessive && r.tokenType !== T.NewLine && /^[\p{L}'’\-]+$/u.test(r.image))) continue;
      if (!adjacent(text, run)) continue;
      const start = run[0]!.startOffset;
      const end = tokEnd(run[n - 1]!);
      const phrase = norm(text.slice(start, end)).replace(/\s+/g, " ");
      const kw = pack.keywords.get(phrase);
      if (kw) {
        const k = glossed(T.Keyword, kw.id, start, end, { token: "Keyword", value: kw.id, ...(kw.prefix ? { prefix: kw.prefix } : {}) } as Token["payload"]);
        out.push(k);
        i += n - 1;
        done = true;
        break;
      }
      const atStart = out.length === 0 || [T.Period, T.NewLine, T.Quote, T.Colon, T.Dash, T.Bullet].includes(out[out.length - 1]!.tokenType);
      const seq = (atStart ? pack.startPhrases.get(phrase) : undefined) ?? (n > 1 || !pack.words.has(phrase) ? pack.phrases.get(phrase) : undefined);
      if (seq) {
        for (const e of seq) out.push(glossed(PUNCTUATION[e.token] ?? wordTokenType(e.token), e.gloss, start, end, e));
        i += n - 1;
        done = true;
        break;
      }
      if (n === 1) {
        const e = pack.words.get(phrase);
        if (e) out.push(glossed(wordTokenType(e.token), e.gloss, start, end, e));
        else if (!pushClitic(pack, phrase, start, end, out)) out.push(makeToken(T.Word, text.slice(start, end), start, { token: "Word" }));
        done = true;
      }
    }
    if (!done) out.push(t);
  }
  return { tokens: olderVigilance(text, closeAppositiveNames(text, mergeSelfNames(text, tidyLocalized(out, text), names, true))), reminders: base.reminders, diagnostics: base.diagnostics };
}

/**
 * "El Cantívoro no se gira al atacar.", "Raksha não é virado para atacar." as a line of its own are the older
 * "Attacking doesn't cause ~ to tap.": the keyword vigilance, which 702.20b defines with those words, as the
 * English older wording reads (legacy.ts): one keyword token over the name (with its article) and the phrase.
 */
function olderVigilance(text: string, tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const lineStart = i === 0 || tokens[i - 1]!.tokenType === T.NewLine;
    const name = !lineStart ? -1 : t.tokenType === W.The && tokens[i + 1]?.tokenType === T.SelfName ? i + 1 : t.tokenType === T.SelfName ? i : -1;
    const kw = name < 0 ? undefined : tokens[name + 1];
    const end = kw === undefined ? undefined : tokens[name + 2]?.tokenType === T.Period ? name + 3 : name + 2;
    if (
      kw?.tokenType === T.Keyword &&
      kw.payload?.value === "vigilance" &&
      /\b(?:gira|virad[oa]s?)\b/i.test(text.slice(kw.startOffset, tokEnd(kw))) &&
      end !== undefined &&
      (tokens[end] === undefined || tokens[end]!.tokenType === T.NewLine)
    ) {
      out.push(makeToken(T.Keyword, kw.image, t.startOffset, kw.payload, tokEnd(kw)));
      i = name + 1;
      continue;
    }
    out.push(t);
  }
  return out;
}

/**
 * Portuguese closes a legend's name that holds a comma with another comma when the name is the
 * subject ("Quando Linvala, a Preservadora, entrar no campo de batalha", "Linvala, a Preservadora,
 * recebe …"), or when a preposition of the same clause follows ("Devolva Crovax, Herói Ascendente,
 * para a mão de seu dono", "em Huatli, Campeã Radiante, para cada criatura"): that comma belongs to
 * the name, not to the sentence.
 */
const CLAUSE_GOES_ON = new Set<TokenType>([W.To, W.From, W.Into, W.Onto]);
function closeAppositiveNames(text: string, tokens: Token[]): Token[] {
  // (and the comma after a trigger condition: "Toda vez que você compra um card, Niv-Mizzet, Parun, causa …")
  const subjectStart = new Set<TokenType>([W.When, W.Whenever, T.Period, T.NewLine, T.Quote, T.Colon, T.Comma]);
  return tokens.filter((t, i) => {
    if (t.tokenType !== T.Comma || i < 1) return true;
    const name = tokens[i - 1]!;
    if (name.tokenType !== T.SelfName || !text.slice(name.startOffset, tokEnd(name)).includes(",")) return true;
    const before = tokens[i - 2];
    const next = tokens[i + 1]?.tokenType;
    if (next !== undefined && (CLAUSE_GOES_ON.has(next) || (next === W.For && tokens[i + 2]?.tokenType === W.Each))) return false;
    return !(before === undefined || subjectStart.has(before.tokenType));
  });
}

/**
 * What Spanish and Portuguese spell that English does not: a subject pronoun before a verb form
 * that already says "you" ("tú controlas" → You Control, not You You Control), a comma after
 * a sentence's first "Luego"/"Depois" ("Depois, embaralhe" is "Then shuffle") and before
 * "a menos que" ("Anule a mágica alvo, a menos que …" is "Counter target spell unless …"), and an
 * article before a possessive ("coloque-o no seu cemitério" is "put it into your graveyard").
 */
/** Verbs whose negation English says with "don't" ("you don't control", "doesn't have"). */
const NEGATED_VERBS: ReadonlySet<string> = new Set(["Control", "Own", "Has", "Attack", "Block", "Cast", "Play", "Pay", "Sacrifice", "Discard", "Draw", "Untap"]);
/** Tokens that name a counter's kind after "contador de" / "marcador de". */
const COUNTER_KIND_TOKENS: ReadonlySet<TokenType> = new Set([T.Word, W.Subtype, W.Time, W.Loyalty, W.Poison, W.Energy, W.Experience]);
/** What a player has that Spanish and Portuguese name before the player ("el turno de cada oponente"). */
const OWNED_PARTS: ReadonlySet<TokenType> = new Set([W.Control, W.Upkeep, W.Turn, W.End, W.Draw, W.Combat]);
const PLAYER_DETS: ReadonlySet<TokenType> = new Set([W.A, W.That, W.Each]);
/** Who a library read as "…'s library" after "the top of" may belong to ("del jugador objetivo", "de ese jugador"). */
const LIBRARY_OWNER_DETS: ReadonlySet<TokenType> = new Set([W.The, W.A, W.That, W.Each]);
/** Whether the clause read so far is "choose <a card>" (a verb "choose" with no clause end after it). */
function chosenBefore(out: readonly Token[]): boolean {
  for (let k = out.length - 1; k >= 0 && k >= out.length - 8; k--) {
    const tt = out[k]!.tokenType;
    if (tt === W.Choose) return true;
    if (CLAUSE_ENDS.has(tt) || tt === T.Comma) return false;
  }
  return false;
}
/** Whether the tokens read so far end with "top of (the)" or "top N card(s) of (the)": a library's top. */
function topOfBefore(out: readonly Token[]): boolean {
  let k = out.length - 1;
  if (out[k]?.tokenType === W.The) k--;
  if (out[k]?.tokenType !== W.Of) return false;
  k--;
  if (out[k]?.tokenType === W.Top) return true;
  if (out[k]?.tokenType !== W.Card) return false;
  k--;
  if (out[k]?.tokenType === T.Number || out[k]?.tokenType === W.NumberWord || out[k]?.tokenType === W.VarX) k--;
  return out[k]?.tokenType === W.Top;
}
/** Tokens after which a sentence starts (a comma there is no pause inside a sentence). */
const SENTENCE_START: ReadonlySet<TokenType> = new Set([T.Period, T.NewLine, T.Quote, T.Colon, T.Dash, T.Bullet]);
/** What follows "que controla" when the verb has no subject of its own ("un permanente que controla a la mano de …"). */
const AFTER_DROPPED_SUBJECT: ReadonlySet<TokenType> = new Set([T.Period, T.Comma, T.NewLine, W.To, W.And, W.Or, W.Unless, W.Then, W.In, W.On, W.Until, W.For]);
/** What may follow a clause. */
const PHRASE_STOPS: ReadonlySet<TokenType> = new Set([T.Period, T.NewLine, T.Comma]);
/** Tokens that end a clause. */
const CLAUSE_ENDS: ReadonlySet<TokenType> = new Set([T.Period, T.Comma, T.NewLine, T.Quote, T.Colon]);
/** Nouns a list may leave out after an article ("y los de Soldado"). */
const ELIDED_NOUNS: ReadonlySet<TokenType> = new Set([W.Spell, W.Card, W.Permanent, W.Token]);
/** The symbol of one mana of a color spelled out ("un maná azul", "um mana incolor"). */
const ONE_MANA_SYMBOL: Readonly<Record<string, string>> = { white: "W", blue: "U", black: "B", red: "R", green: "G", colorless: "C" };
/** Nouns Portuguese and Spanish follow with their owner ("o grimório dele", "la mano de su propietario"). */
const AFTER_POSSESSED: ReadonlySet<TokenType> = new Set([W.Library, W.Hand, W.Graveyard, W.Power, W.Toughness]);
const OBJECT_END: ReadonlySet<TokenType> = new Set([T.Period, T.Comma, T.NewLine, W.And, W.Then]);
const POSSESSIVES: ReadonlySet<TokenType> = new Set([W.Your, W.Its, W.Their]);
/** A player's zones (whose owner a possessive after them names: "o grimório dele" is "their library"). */
const PLAYER_ZONES: ReadonlySet<TokenType> = new Set([W.Library, W.Hand, W.Graveyard]);
/** Where the object of "remova … do jogo" ends. */
const REMOVE_END: ReadonlySet<TokenType> = new Set([T.Period, T.NewLine, T.Comma, T.Colon, W.And, W.Then]);
/** Instructions a player may follow ("pode sacrificar", "pode comprar"): not "can block", "can attack", "can be". */
const MAY_VERBS: ReadonlySet<TokenType> = new Set([W.Draw, W.Sacrifice, W.Discard, W.Pay, W.Put, W.Search, W.Return, W.Cast, W.Play, W.Exile, W.Destroy, W.Reveal, W.Choose, W.Gain, W.Look, W.Shuffle, W.Create, W.Has, W.Copy, W.Tap, W.Untap, W.Remove]);
/** Words that end a player noun phrase before its verb: "o jogador alvo", "cada oponente", "seu controlador". */
const PLAYER_NOUNS: ReadonlySet<TokenType> = new Set([W.Player, W.Opponent, W.Controller, W.Owner]);
/** Where a player subject was dropped before "pode"/"poderá" ("Se o jogador fizer isso, poderá copiar esta mágica"). */
const DROPPED_SUBJECT: ReadonlySet<TokenType> = new Set([T.Comma, W.And]);
function playerBefore(out: readonly Token[]): boolean {
  const last = out[out.length - 1];
  const before = out[out.length - 2];
  return last !== undefined && (PLAYER_NOUNS.has(last.tokenType) || (last.tokenType === W.Target && before !== undefined && PLAYER_NOUNS.has(before.tokenType)));
}
/**
 * After "si": "[no] se pagó" and then the keyword ("tributo") or "su/el coste de <keyword>" with nothing but "de ~"
 * before the comma (the cost of a keyword ability: prowl, surge, madness, tribute).
 */
function paidPassive(tokens: readonly Token[], j: number, text: string): boolean {
  if (tokens[j]?.tokenType === W.Not) j++;
  const word = (k: number, re: RegExp) => tokens[k]?.tokenType === T.Word && re.test(text.slice(tokens[k]!.startOffset, tokEnd(tokens[k]!)));
  if (!word(j, /^se$/i) || !word(j + 1, /^pag[óo]$/i)) return false;
  const a = tokens[j + 2];
  if (a?.tokenType === T.Keyword) return tokens[j + 3]?.tokenType === T.Comma;
  if (a?.tokenType !== W.Its && a?.tokenType !== W.The) return false;
  if (tokens[j + 3]?.tokenType !== W.Cost || tokens[j + 4]?.tokenType !== W.Of || tokens[j + 5]?.tokenType !== T.Keyword) return false;
  const after = tokens[j + 6]?.tokenType;
  if (after === T.Comma) return true;
  if (after !== W.Of) return false;
  for (let k = j + 7; k < tokens.length && k < j + 12; k++) {
    const ty = tokens[k]!.tokenType;
    if (ty === T.Comma) return true;
    if (CLAUSE_ENDS.has(ty)) return false;
  }
  return false;
}
/** Tokens before "es" that make it a state, not a change: "si … es", "que es", "mientras … es" ("as long as"). */
const STATE_BEFORE: ReadonlySet<TokenType> = new Set([W.If, W.As, W.While, W.Where, W.When, W.Whenever, W.Unless]);
/**
 * "es … hasta el final del turno" in one clause, with no conditional word before "es" in that clause, nor a relative
 * "que es" ("las criaturas que controla el jugador objetivo son 0/2 …" is the main verb after a relative clause).
 */
function becomesUntilEndOfTurn(tokens: readonly Token[], i: number): boolean {
  // nor "no es" (a negated state: "that isn't …")
  if (tokens[i - 1]?.tokenType === W.That || tokens[i - 1]?.tokenType === W.Who || tokens[i - 1]?.tokenType === W.Not) return false;
  for (let k = i - 1; k >= 0 && !CLAUSE_ENDS.has(tokens[k]!.tokenType); k--) if (STATE_BEFORE.has(tokens[k]!.tokenType)) return false;
  for (let k = i + 1; k < tokens.length && !CLAUSE_ENDS.has(tokens[k]!.tokenType); k++) {
    if (tokens[k]!.tokenType === W.Until) return tokens[k + 1]?.tokenType === W.End && tokens[k + 2]?.tokenType === W.Of && tokens[k + 3]?.tokenType === W.Turn;
  }
  return false;
}
function isInstantWord(t: IToken | undefined): boolean {
  return t?.tokenType === W.CardType && (t as Token).payload?.value === "instant";
}

/**
 * The older wording of "you may cast ~ as though it had flash" (702.8) in Spanish and Portuguese ("Puedes jugar el Xyz en
 * cualquier momento en que pudieras jugar un instantáneo", "Você pode jogar ~ a qualquer momento em que puder jogar uma
 * mágica instantânea"): the "you may <verb>" already read becomes "you may cast", and "as though it/they had flash" is
 * added in place of the words from "any time" to "instant" (`at`–`end`). False, with nothing changed, without "you may <verb>".
 */
function castAsThoughFlash(out: Token[], verbs: TokenType[], prev: Token | undefined, at: number, end: number): boolean {
  const play = out.findIndex((o, k) => verbs.includes(o.tokenType) && out[k - 1]?.tokenType === W.May && out[k - 2]?.tokenType === W.You);
  if (play < 0) return false;
  const p = out[play]!;
  out[play] = glossed(W.Cast, "cast", p.startOffset, tokEnd(p), { token: "Cast" });
  const many = Boolean(prev?.payload?.plural);
  out.push(
    glossed(W.As, "as", at, end, { token: "As" }),
    glossed(W.Though, "though", at, end, { token: "Though" }),
    glossed(many ? W.They : W.It, many ? "they" : "it", at, end, { token: many ? "They" : "It" }),
    glossed(W.Has, "had", at, end, { token: "Has" }),
    glossed(T.Keyword, "flash", at, end, { token: "Keyword", value: "flash" } as Token["payload"]),
  );
  return true;
}

/**
 * Card types a list may name with one article ("uma criatura ou um planeswalker"); not subtypes, which English names
 * with an article each too ("unless you control an Island or a Swamp").
 */
const LISTED_TYPES: ReadonlySet<TokenType> = new Set([W.CardType]);
/** Verbs an object pronoun may come before ("o controlador dela a sacrifica", "o dono de ~ o embaralha em seu grimório"). */
const PROCLITIC_VERBS: ReadonlySet<TokenType> = new Set([W.Sacrifice, W.Shuffle, W.Put, W.Destroy, W.Exile, W.Return, W.Block, W.Reveal, W.Discard, W.Tap, W.Untap]);
/** What a subject before such a pronoun ends with: a player, a named or targeted object, or "e" (the same subject). */
const PROCLITIC_AFTER: ReadonlySet<TokenType> = new Set([W.Player, W.Opponent, W.Controller, W.Owner, W.Target, W.CardType, W.Subtype, W.Enchanted, W.Participle, W.And]);
/**
 * "a sacrifica", "o embaralha", "la sacrifica": an object pronoun (spelled as an article) before a finite verb after its
 * subject is English "sacrifices it", "shuffles it" (not an infinitive: "cada criatura a bloqueá-lo" is no pronoun).
 */
function procliticAt(tokens: readonly Token[], i: number, text: string, prev: Token | undefined): boolean {
  const t = tokens[i]!;
  const verb = tokens[i + 1];
  if (t.tokenType !== W.The || verb === undefined || prev === undefined || !PROCLITIC_VERBS.has(verb.tokenType)) return false;
  if (!/^(o|a|os|as|lo|la|los|las)$/.test(text.slice(t.startOffset, tokEnd(t)))) return false;
  const v = text.slice(verb.startOffset, tokEnd(verb));
  if (/r$|-/.test(v)) return false;
  return PROCLITIC_AFTER.has(prev.tokenType) || (prev.tokenType === T.Word && /^\p{Lu}/u.test(text.slice(prev.startOffset, tokEnd(prev))));
}

/** Whether the sentence read so far has a player reveal or exile: "o jogador alvo revela …", "cada oponente exila …". */
function playerRevealedBefore(out: readonly Token[]): boolean {
  for (let k = out.length - 1; k > 0 && !SENTENCE_START.has(out[k]!.tokenType); k--) {
    const tt = out[k]!.tokenType;
    if (tt !== W.Reveal && tt !== W.Exile) continue;
    // the subject before the verb names a player ("o controlador daquela criatura revela")
    for (let j = k - 1; j >= 0 && !SENTENCE_START.has(out[j]!.tokenType) && out[j]!.tokenType !== T.Comma; j--) if (PLAYER_NOUNS.has(out[j]!.tokenType)) return true;
    return false;
  }
  return false;
}

function tidyLocalized(tokens: Token[], text: string): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1];
    if (t.tokenType === W.You && next?.tokenType === W.You && tokEnd(t) <= next.startOffset) continue;
    const prev = out[out.length - 1];
    const beforePrev = out[out.length - 2];
    if (t.tokenType === T.Comma && next?.tokenType === W.Unless) continue;
    // "o jogador alvo revela cards do topo do próprio grimório até revelar um card de terreno": the infinitive's subject
    // is the clause's player ("until they reveal"), "você" only after an instruction ("revele … até revelar")
    if (t.tokenType === W.You && next?.tokenType === W.Reveal && /^até\s/i.test(text.slice(t.startOffset, tokEnd(t))) && playerRevealedBefore(out)) {
      out.push(glossed(W.They, "they", t.startOffset, tokEnd(t), { token: "They" }));
      continue;
    }
    // "uma criatura ou um planeswalker", "um artefato, uma criatura ou um terreno": one article for a list of types
    // ("a creature or planeswalker", "an artifact, creature, or land")
    if (t.tokenType === W.A && next && LISTED_TYPES.has(next.tokenType) && prev && (prev.tokenType === W.Or || prev.tokenType === T.Comma) && beforePrev && LISTED_TYPES.has(beforePrev.tokenType)) {
      const head = out[out.length - 3]?.tokenType;
      if (head === W.A || head === T.Comma) continue;
    }
    // "Um número qualquer de jogadores alvo compra vinte cards cada um": "each" after the object is English "each" before
    // the verb of a plural subject ("any number of target players each draw twenty cards")
    // (a subject with a relative clause keeps its own reading: "hasta dos criaturas objetivo que controlas ganan cada una")
    const after = tokens[i + 2]?.tokenType;
    if (t.tokenType === W.Each && next?.tokenType === W.A && (after === undefined || after === T.Period || after === T.NewLine)) {
      let j = out.length - 1;
      while (j > 1 && !SENTENCE_START.has(out[j]!.tokenType) && !(out[j]!.tokenType === W.Target && out[j - 1]!.payload?.plural)) j--;
      if (j > 1 && out[j]!.tokenType === W.Target && out[j - 1]!.payload?.plural && out[j + 1]?.tokenType !== W.That && out[j + 1]?.tokenType !== W.You) {
        out.splice(j + 1, 0, glossed(W.Each, "each", t.startOffset, tokEnd(next), { token: "Each" }));
        i += 1;
        continue;
      }
    }
    // "bloqueia ~ neste turno, se estiver apta": English has no comma before "if able" (509.1c)
    if (t.tokenType === T.Comma && next?.tokenType === W.If && tokens[i + 2]?.tokenType === W.Able && prev?.tokenType === W.Turn) continue;
    // "O artefato alvo torna-se indestrutível até o final do turno": "gains indestructible until end of turn" (702.12)
    if (t.tokenType === W.Become && next?.tokenType === T.Keyword && next.payload?.value === "indestructible") {
      out.push(glossed(W.Gain, "gains", t.startOffset, tokEnd(t), { token: "Gain" }));
      continue;
    }
    // "você perde 1 ponto de vida se não controlar um Demônio", "… a menos que controle …": the infinitive's or the
    // subjunctive's subject is the sentence's "você" ("if you don't control a Demon", "unless you control …")
    if ((t.tokenType === W.If && (next?.tokenType === W.Dont || next?.tokenType === W.Not) && tokens[i + 2]?.tokenType === W.Control) || (t.tokenType === W.Unless && next?.tokenType === W.Control)) {
      let k = out.length - 1;
      while (k >= 0 && !SENTENCE_START.has(out[k]!.tokenType)) k--;
      if (out[k + 1]?.tokenType === W.You && out[k + 2]?.tokenType !== W.May) {
        out.push(t, glossed(W.You, "you", tokEnd(t), tokEnd(t), { token: "You" }));
        continue;
      }
    }
    // "torna-se da cor ou cores de sua escolha": "becomes the color or colors of your choice" (105.3)
    if (t.tokenType === W.Of && prev?.tokenType === W.Become && next?.tokenType === W.The && tokens[i + 2]?.tokenType === W.Color) continue;
    // ("… da cor ou das cores …": one article for both)
    if (t.tokenType === W.Of && prev?.tokenType === W.Or && beforePrev?.tokenType === W.Color && next?.tokenType === W.The && tokens[i + 2]?.tokenType === W.Color) {
      i += 1;
      continue;
    }
    // "as mágicas instantâneas e os feitiços": the Portuguese name of the instant type holds the word "spell"; the
    // sorceries after it share it with no article of their own ("instant and sorcery spells")
    if (t.tokenType === W.Spell && t.payload?.plural && isInstantWord(next) && tokens[i + 2]?.tokenType === W.And) {
      const the = tokens[i + 3]?.tokenType === W.The ? 1 : 0;
      const sorcery = tokens[i + 3 + the];
      if (sorcery?.tokenType === W.CardType && (sorcery as Token).payload?.value === "sorcery") {
        out.push(t, next!, tokens[i + 2]!, sorcery);
        i += 3 + the;
        continue;
      }
    }
    if (procliticAt(tokens, i, text, prev)) {
      const many = /s$/.test(text.slice(t.startOffset, tokEnd(t)));
      out.push(next!, glossed(many ? W.Them : W.It, many ? "them" : "it", t.startOffset, tokEnd(t), { token: many ? "Them" : "It" }));
      i += 1;
      continue;
    }
    // "revelá-lo, e então embaralhar": the comma before a phrase that already says ", then" ("e então", "e depois")
    if (t.tokenType === T.Comma && next?.tokenType === T.Comma && tokEnd(t) <= next.startOffset) continue;
    // "duas fichas que sejam cópias dele": "dele" after "copy" is "of it" ("copies of it"), not "its"
    if (t.tokenType === W.Copy && (next?.tokenType === W.Its || next?.tokenType === W.Their) && (!tokens[i + 2] || REMOVE_END.has(tokens[i + 2]!.tokenType))) {
      const it = next.tokenType === W.Its;
      out.push(t, glossed(W.Of, "of", next.startOffset, tokEnd(next), { token: "Of" }), glossed(it ? W.It : W.Them, it ? "it" : "them", next.startOffset, tokEnd(next), { token: it ? "It" : "Them" }));
      i += 1;
      continue;
    }
    // "cada una de ellas", "cada um daqueles": "each of them", "each of those" (the "one" is not a count)
    // (not "por cada una de las demás Ardillas", "each other Squirrel")
    const otherAfter = tokens[i + 3]?.tokenType === W.The && (tokens[i + 4]?.tokenType === W.Other || tokens[i + 4]?.tokenType === W.Another);
    if (t.tokenType === W.Each && (next?.tokenType === W.A || (next?.tokenType === W.NumberWord && next.payload?.value === 1)) && tokens[i + 2]?.tokenType === W.Of && !otherAfter) {
      out.push(t);
      i += 1;
      continue;
    }
    // "coloque-o em sua mão e, depois, embaralhe …", "exile-a, em seguida, devolva-a …": "then" set off by commas is
    // ", then" (the "e" and the comma after "then" say nothing more)
    if (t.tokenType === T.Comma && next?.tokenType === W.Then && tokens[i + 2]?.tokenType === T.Comma && prev?.tokenType !== T.Comma) {
      out.push(t, next);
      i += 2;
      continue;
    }
    if (t.tokenType === W.And && next?.tokenType === T.Comma && tokens[i + 2]?.tokenType === W.Then && tokens[i + 3]?.tokenType === T.Comma) {
      if (prev?.tokenType !== T.Comma) out.push(makeToken(T.Comma, ",", t.startOffset, undefined, tokEnd(next)));
      out.push(tokens[i + 2]!);
      i += 3;
      continue;
    }
    // "Remova Xyz do jogo", "remova aquele card de jogo": older "remove … from the game" is "exile …" (406.3), as in English
    // (legacy.ts); not "remova um marcador de …"
    if (t.tokenType === W.Remove) {
      let j = i + 1;
      // (Spanish "removerlo del juego": "del juego" is "from the game")
      const isGame = (k: number) => (tokens[k]!.tokenType === T.Word && /^jogo$/i.test(tokens[k]!.image)) || tokens[k]!.tokenType === W.Game;
      while (j < tokens.length && !REMOVE_END.has(tokens[j]!.tokenType) && tokens[j]!.tokenType !== W.Counter && !isGame(j)) j++;
      const game = tokens[j];
      if (game && isGame(j) && j > i + 2 && tokens[j - 1]!.tokenType !== W.Counter) {
        const ofFrom = (k: number) => tokens[k]!.tokenType === W.Of || tokens[k]!.tokenType === W.From;
        const ofAt = tokens[j - 1]!.tokenType === W.The && ofFrom(j - 2) ? j - 2 : ofFrom(j - 1) ? j - 1 : -1;
        if (ofAt > i + 1) {
          tokens.splice(ofAt, j - ofAt + 1);
          tokens[i] = glossed(W.Exile, "exile", t.startOffset, tokEnd(t), { token: "Exile" });
          i--;
          continue;
        }
      }
    }
    // "O jogador alvo pode sacrificar uma criatura", "cada oponente puede robar una carta": a player "can" do
    // something is English "may" (a permanent "can block" stays "can")
    if (t.tokenType === W.Can && next && MAY_VERBS.has(next.tokenType) && (playerBefore(out) || (prev !== undefined && DROPPED_SUBJECT.has(prev.tokenType)))) {
      out.push(glossed(W.May, "may", t.startOffset, tokEnd(t), { token: "May" }));
      continue;
    }
    // "Suspender 3 {2}{R}": printed translations of suspend that lost the dash before the cost ("Suspend 3—{2}{R}", 702.62)
    if (t.tokenType === T.Keyword && t.payload?.value === "suspend" && next?.tokenType === T.Number && tokens[i + 2]?.tokenType === T.ManaSymbol) {
      out.push(t, next, makeToken(T.Dash, "—", tokEnd(next), undefined, tokEnd(next)));
      i += 1;
      continue;
    }
    // "Adiciona uma mana incolor": older "Add one colorless mana" is "Add {C}", as in English (legacy.ts)
    if (t.tokenType === W.NumberWord && t.payload?.value === 1 && prev?.tokenType === W.Add && next?.tokenType === W.ColorAdjective && next.payload?.value === "colorless" && tokens[i + 2]?.tokenType === W.Mana) {
      const last = tokens[i + 2]!;
      out.push(makeToken(T.ManaSymbol, "{C}", t.startOffset, { token: "Symbol", symbol: "C" } as Token["payload"], tokEnd(last)));
      i += 2;
      continue;
    }
    // "Si ganas, …" after a clash or a coin flip is "If you win, …" ("ganas vida" is "you gain life")
    if (t.tokenType === W.Gain && next?.tokenType === T.Comma && prev?.tokenType === W.You && beforePrev?.tokenType === W.If) {
      out.push(glossed(W.Win, "win", t.startOffset, tokEnd(t), { token: "Win" }));
      continue;
    }
    // "más cartas en la mano que cada oponente", "mais cards em sua mão do que …": "que" after a compared amount is
    // "than"; "tienes más cartas en tu mano que …" is "you have more cards in hand than …"
    const doQue = t.tokenType === W.Of && next?.tokenType === W.The && tokens[i + 2]?.tokenType === W.That;
    if ((t.tokenType === W.That || doQue) && (prev?.tokenType === W.Hand || prev?.tokenType === W.Life) && out.slice(-5).some((o) => o.tokenType === W.More || o.tokenType === W.Fewer)) {
      const end = doQue ? tokens[i + 2]! : t;
      if (prev.tokenType === W.Hand && beforePrev?.tokenType === W.Your && out[out.length - 3]?.tokenType === W.In) out.splice(out.length - 2, 1);
      out.push(glossed(W.Than, "than", t.startOffset, tokEnd(end), { token: "Than" }));
      if (doQue) i += 2;
      continue;
    }
    // "Explorar" alone on its line is the keyword exploit (702.110) in older Portuguese printings ("explorar" is the
    // keyword action explore too, 701.44, which a sentence's subject performs: "uma criatura … explorar")
    if (t.tokenType === W.Explore && /^Explorar$/.test(text.slice(t.startOffset, tokEnd(t))) && (prev === undefined || prev.tokenType === T.NewLine) && (next === undefined || next.tokenType === T.NewLine)) {
      out.push(glossed(T.Keyword, "exploit", t.startOffset, tokEnd(t), { token: "Keyword", value: "exploit" } as Token["payload"]));
      continue;
    }
    // "Se não, coloque-o em seu cemitério": "se não" before a comma is "Otherwise," (before anything else, "if … not")
    if (t.tokenType === W.If && next?.tokenType === W.Not && tokens[i + 2]?.tokenType === T.Comma) {
      out.push(glossed(W.Otherwise, "otherwise", t.startOffset, tokEnd(next), { token: "Otherwise" }));
      i += 1;
      continue;
    }
    // "…, en vez de eso, exílialo", "…, em vez disso, exile-o": English has no comma after a leading "instead" ("…, instead exile it").
    if (t.tokenType === T.Comma && prev?.tokenType === W.Instead && beforePrev?.tokenType === T.Comma) continue;
    // "En vez de eso, destruye …" at the start of a sentence: the older English "Instead destroy …" (capitalized, it
    // starts one after an ability word that lost its dash too: "Umbral En vez de eso, …")
    if (t.tokenType === T.Comma && prev?.tokenType === W.Instead && (beforePrev === undefined || SENTENCE_START.has(beforePrev.tokenType) || /^\p{Lu}/u.test(text.slice(prev.startOffset, prev.startOffset + 1)))) continue;
    // "X não pode ser igual a 0": "X can't be 0" (107.3)
    if (t.tokenType === W.Equal && next?.tokenType === W.To && prev?.tokenType === W.Is && beforePrev?.tokenType === W.Cant && out[out.length - 3]?.tokenType === W.VarX) {
      i += 1;
      continue;
    }
    // "Reforçar 1 {1}{W}": the older Portuguese name of reinforce is kicker's ("Reforçar {2}{U}"); with a number before
    // its cost it is "Reinforce 1—{1}{W}" (702.77), the dash put back where the printing left it out
    if (t.tokenType === T.Keyword && (t as Token).payload?.value === "kicker" && (next?.tokenType === T.Number || next?.tokenType === W.VarX) && (tokens[i + 2]?.tokenType === T.ManaSymbol || tokens[i + 2]?.tokenType === T.Dash)) {
      out.push({ ...t, payload: { ...(t as Token).payload, value: "reinforce" } } as Token, next);
      if (tokens[i + 2]!.tokenType === T.ManaSymbol) out.push(glossed(T.Dash, "—", tokEnd(next), tokEnd(next), { token: "Dash" }));
      i += 1;
      continue;
    }
    // "tem 0/2 de poder e resistência básicos": the value after "base power and toughness", as in English
    if (t.tokenType === T.PTValue && next?.tokenType === W.Base && tokens[i + 2]?.tokenType === W.Power && tokens[i + 3]?.tokenType === W.And && tokens[i + 4]?.tokenType === W.Toughness) {
      out.push(next, tokens[i + 2]!, tokens[i + 3]!, tokens[i + 4]!, t);
      i += 4;
      continue;
    }
    // "não pode ser bloqueado neste turno, exceto por duas ou mais criaturas": English has no comma before the exception
    // ("can't be blocked this turn except by two or more creatures")
    if (t.tokenType === T.Comma && prev?.tokenType === W.Turn && beforePrev?.tokenType === W.This && next?.tokenType === W.Except && tokens[i + 2]?.tokenType === W.By) continue;
    // "não pode bloquear (e) nem ser bloqueado": "can't block and can't be blocked" (each verb keeps its "can't")
    if (prev?.tokenType === W.Block && beforePrev?.tokenType === W.Cant) {
      const nor = t.tokenType === W.Or ? 0 : t.tokenType === W.And && next?.tokenType === W.Or ? 1 : -1;
      if (nor >= 0 && tokens[i + nor + 1]?.tokenType === W.Is && tokens[i + nor + 2]?.tokenType === W.Block) {
        const last = tokens[i + nor]!;
        out.push(glossed(W.And, "and", t.startOffset, tokEnd(last), { token: "And" }), glossed(W.Cant, "can't", t.startOffset, tokEnd(last), { token: "Cant" }));
        i += nor;
        continue;
      }
    }
    // "Você pode pagar {1}, em vez de pagar o custo de mana de …": English has no comma before an alternative cost's
    // "rather than pay …'s mana cost" (118.9)
    // (nor before "rather than its power": "assigns combat damage equal to its toughness rather than its power", 510.1c)
    if (t.tokenType === T.Comma && next?.tokenType === W.Rather && tokens[i + 2]?.tokenType === W.Than && (tokens[i + 3]?.tokenType === W.Pay || tokens[i + 3]?.tokenType === W.Its)) continue;
    // "y tiene: "Al comienzo de …"": the quoted ability after "has" needs no colon ("and has "At the beginning of …"")
    if (t.tokenType === T.Colon && prev?.tokenType === W.Has && next?.tokenType === T.Quote) continue;
    // "los hechizos de Kithkin y los de Soldado": the article standing for the noun the list began with is
    // "los hechizos de Kithkin y de Soldado" ("Kithkin and Soldier spells")
    if (t.tokenType === W.The && next?.tokenType === W.Of && (prev?.tokenType === W.And || prev?.tokenType === W.Or)) {
      const noun = [...out].reverse().find((o, k, rev) => ELIDED_NOUNS.has(o.tokenType) && rev[k - 1]?.tokenType === W.Of);
      if (noun) continue;
    }
    // "en lugar de pagar el coste de maná de la Trampa de némesis": the spell whose mana cost is not paid
    // comes before "mana cost", as an English possessive ("rather than pay Nemesis Trap's mana cost", 118.9)
    if (t.tokenType === W.Of && prev?.tokenType === W.Cost && beforePrev?.tokenType === W.Mana && out[out.length - 3]?.tokenType === W.Pay && out[out.length - 4]?.tokenType === W.Than) {
      let j = i + 1;
      while (j < tokens.length && !CLAUSE_ENDS.has(tokens[j]!.tokenType)) j++;
      const owner = tokens.slice(i + 1, j);
      if (owner.length > 0 && owner.length <= 8 && !owner.some((o) => o.tokenType === W.That || o.tokenType === W.You)) {
        out.splice(out.length - 2, 2);
        const at = tokEnd(owner[owner.length - 1]!);
        out.push(...owner, glossed(T.Possessive, "'s", at, at, { token: "Possessive" }), beforePrev, prev);
        i = j - 1;
        continue;
      }
    }
    // "dos maná de cualquier combinación de color": "two mana in any combination of colors" (106.1a)
    if (t.tokenType === W.Of && prev?.tokenType === W.Mana && next?.tokenType === W.Any && /^combina/i.test(tokens[i + 2]?.image ?? "") && tokens[i + 2]!.tokenType === T.Word) {
      out.push(glossed(W.In, "in", t.startOffset, tokEnd(t), { token: "In" }));
      continue;
    }
    // "Puedes jugar el Xyz en cualquier momento en que pudieras jugar un instantáneo": the older wording of
    // "you may cast ~ as though it had flash" (702.8): the spell is cast, with flash
    if (t.tokenType === W.Any && next?.tokenType === W.Time && tokens[i + 2]?.tokenType === W.In && tokens[i + 3]?.tokenType === W.That && /^pud(ieras|ieses|ieras)$|^puedas$/i.test(tokens[i + 4]?.image ?? "")) {
      const verb = tokens[i + 5];
      const instant = tokens[i + 7];
      if (
        (verb?.tokenType === W.Play || verb?.tokenType === W.Cast) &&
        tokens[i + 6]?.tokenType === W.A &&
        isInstantWord(instant) &&
        PHRASE_STOPS.has(tokens[i + 8]?.tokenType as TokenType) &&
        castAsThoughFlash(out, [W.Play], prev, t.startOffset, tokEnd(instant!))
      ) {
        i += 7;
        continue;
      }
    }
    // "Você pode jogar ~ a qualquer momento em que puder jogar uma mágica instantânea" (the lexicon reads "Any Time You
    // Could Cast A instant"): the same older wording of "you may cast ~ as though it had flash" (702.8)
    if (t.tokenType === W.Any && next?.tokenType === W.Time && tokens[i + 2]?.tokenType === W.You && tokens[i + 3]?.tokenType === W.Could && tokens[i + 4]?.tokenType === W.Cast && tokens[i + 5]?.tokenType === W.A) {
      const instant = tokens[i + 6];
      if (isInstantWord(instant) && PHRASE_STOPS.has(tokens[i + 7]?.tokenType as TokenType) && castAsThoughFlash(out, [W.Play, W.Cast], prev, t.startOffset, tokEnd(instant!))) {
        i += 6;
        continue;
      }
    }
    // "un permanente que controla a la mano …", "a menos que pague {1}": the subject left out of the
    // relative clause or after "unless" is the player the sentence is about ("he or she controls", "unless they pay")
    if (t.tokenType === W.That && next?.tokenType === W.Control && AFTER_DROPPED_SUBJECT.has(tokens[i + 2]?.tokenType as TokenType)) {
      out.push(glossed(W.They, "they", t.startOffset, tokEnd(t), { token: "They" }));
      continue;
    }
    if (t.tokenType === W.Unless && next?.tokenType === W.Pay && /^pague$/i.test(text.slice(next.startOffset, tokEnd(next)))) {
      out.push(t, glossed(W.They, "they", tokEnd(t), tokEnd(t), { token: "They" }));
      continue;
    }
    // "si un oponente tiene más vida que tú,": "que" after a comparative is "than" ("more life than you")
    if (t.tokenType === W.That && next?.tokenType === W.You && PHRASE_STOPS.has(tokens[i + 2]?.tokenType as TokenType) && out.slice(-6).some((o) => o.tokenType === W.More)) {
      out.push(glossed(W.Than, "than", t.startOffset, tokEnd(t), { token: "Than" }));
      continue;
    }
    // "El Xyz es indestructible", "son indestructibles": the older "is indestructible" is the keyword (702.12),
    // "has indestructible", as the English older wording reads
    if (t.tokenType === W.Is && next?.tokenType === T.Keyword && (next as Token).payload?.value === "indestructible") {
      out.push(glossed(W.Has, /^(son|sean|s[ãa]o|sejam)$/i.test(text.slice(t.startOffset, tokEnd(t))) ? "have" : "has", t.startOffset, tokEnd(t), { token: "Has" }));
      continue;
    }
    // "Puedes pagar 2 vidas. Si no lo haces, entra al campo de batalla girado.": the permanent, the subject left out after
    // "si (no) lo haces," ("If you don't, it enters tapped")
    if (t.tokenType === W.Enter && prev?.tokenType === T.Comma && beforePrev?.tokenType === W.Dont && out[out.length - 3]?.tokenType === W.You && out[out.length - 4]?.tokenType === W.If) {
      const many = /^entran$/i.test(text.slice(t.startOffset, tokEnd(t)));
      out.push(glossed(many ? W.They : W.It, many ? "they" : "it", t.startOffset, t.startOffset, { token: many ? "They" : "It" }), t);
      continue;
    }
    // "si se pagó su coste de rondar", "si se pagó el coste de impulso de ~", "si no se pagó tributo": "if its prowl cost
    // was paid", "if the surge cost of ~ was paid", "if tribute wasn't paid" (the cost's keyword before "cost", the verb
    // after its owner, as English orders them)
    if (t.tokenType === W.If && paidPassive(tokens, i + 1, text)) {
      const neg = tokens[i + 1]!.tokenType === W.Not ? 1 : 0;
      const se = tokens[i + 1 + neg]!;
      const paid = tokens[i + 2 + neg]!;
      const verb = () => [
        neg ? glossed(W.Isnt, "wasn't", se.startOffset, tokEnd(se), { token: "Isnt" }) : glossed(W.Is, "was", se.startOffset, tokEnd(se), { token: "Is" }),
        glossed(W.Pay, "paid", paid.startOffset, tokEnd(paid), { token: "Pay" }),
      ];
      out.push(t);
      let j = i + 3 + neg;
      if (tokens[j]!.tokenType === T.Keyword) {
        // "si no se pagó tributo"
        out.push(tokens[j]!, ...verb());
        i = j;
        continue;
      }
      // "su coste de rondar": "its prowl cost"; "el coste de rondar de (la) ~": "~'s prowl cost"; then "was paid"
      const det = tokens[j]!;
      const cost = tokens[j + 1]!;
      const kw = tokens[j + 3]!;
      j += 4;
      if (tokens[j]!.tokenType === W.Of) {
        j += tokens[j + 1]!.tokenType === W.The ? 2 : 1;
        const owner: Token[] = [];
        while (j < tokens.length && tokens[j]!.tokenType !== T.Comma) owner.push(tokens[j++]!);
        const at = tokEnd(owner[owner.length - 1]!);
        out.push(...owner, glossed(T.Possessive, "'s", at, at, { token: "Possessive" }), kw, cost);
      } else out.push(det, kw, cost);
      out.push(...verb());
      i = j - 1;
      continue;
    }
    // "La criatura objetivo es azul hasta el final del turno", "La tierra objetivo es un Pantano hasta el final del
    // turno": older Spanish printings say the characteristics an effect sets for a while with "es"/"son" where the
    // English says "becomes" (613, "Target creature becomes blue until end of turn"): the verb of the clause, with
    // "until end of turn" later in the same clause and no "if"/"that"/"as long as" before it, is "becomes"
    if (t.tokenType === W.Is && /^(es|son)$/i.test(text.slice(t.startOffset, tokEnd(t))) && becomesUntilEndOfTurn(tokens, i)) {
      const many = /^son$/i.test(text.slice(t.startOffset, tokEnd(t)));
      out.push(glossed(W.Become, many ? "become" : "becomes", t.startOffset, tokEnd(t), { token: "Become" }));
      continue;
    }
    // "agrega un maná azul", "agrega un maná incoloro": one mana of a color spelled out before Magic 2010 is
    // its symbol ("add one blue mana" is "add {U}", as the English older wording reads)
    if (prev?.tokenType === W.Add && t.tokenType === W.NumberWord && (t as Token).payload?.value === 1) {
      const a = tokens[i + 1];
      const b = tokens[i + 2];
      const color = a?.tokenType === W.ColorAdjective && b?.tokenType === W.Mana ? a : a?.tokenType === W.Mana && b?.tokenType === W.ColorWord ? b : undefined;
      const symbol = color && ONE_MANA_SYMBOL[String((color as Token).payload?.value)];
      const after = tokens[i + 3]?.tokenType;
      if (symbol && after !== W.Or && after !== W.And && after !== T.Slash) {
        out.push(makeToken(T.ManaSymbol, `{${symbol}}`, t.startOffset, { token: "Symbol", symbol } as Token["payload"], tokEnd(b!)));
        i += 2;
        continue;
      }
    }
    // "si no" is "otherwise" only before a comma ("Si no, …"); "si no es una tierra" is "if it isn't a land".
    if (t.tokenType === W.Otherwise && next?.tokenType !== T.Comma && /^(si|se) n[oã]o?$/i.test(text.slice(t.startOffset, tokEnd(t)))) {
      const no = text.indexOf("n", t.startOffset + 2);
      tokens.splice(i, 1, glossed(W.If, "if", t.startOffset, t.startOffset + 2, { token: "If" }), glossed(W.Not, "not", no, tokEnd(t), { token: "Not" }));
      i--;
      continue;
    }
    // A counter's kind follows the word "counter" ("contador +1/+1", "contador (adicional) de carga",
    // "marcador de tempo"): English names it first ("+1/+1 counter", "charge counter").
    if (t.tokenType === W.Counter) {
      const add = next?.tokenType === W.Additional ? 1 : 0;
      const k1 = tokens[i + 1 + add];
      const k2 = tokens[i + 2 + add];
      const kind = k1?.tokenType === T.PTChange ? [k1] : k1?.tokenType === W.Of && k2 && COUNTER_KIND_TOKENS.has(k2.tokenType) ? [k1, k2] : undefined;
      if (kind) {
        const name = kind[kind.length - 1]!;
        // a counter's name that is also a subtype ("contador de plaga": a plague counter, not a Pest)
        out.push(name.tokenType === W.Subtype ? makeToken(T.Word, text.slice(name.startOffset, tokEnd(name)), name.startOffset, { token: "Word" }) : name, t);
        if (add) out.push(next!);
        i += add + kind.length;
      } else out.push(t);
      // Counters are "on" an object: Portuguese "em"/"nele", Spanish "en" ("marcador de carga em …").
      const after = tokens[i + 1];
      // "criatura con un contador +1/+1", "criatura com um marcador +1/+1": English says where the counter is
      // ("creature with a +1/+1 counter on it"); the pronoun follows the counters' number
      const amount = out[out.length - (kind ? 3 : 2) - add];
      // (not "entra en juego con dos contadores +1/+1": "enters with two +1/+1 counters")
      const before = out[out.length - 5 - add]?.tokenType;
      // (likewise "criatura alvo que tem um marcador de destino": "target creature that has a fate counter on it")
      const has = out[out.length - 4 - add]?.tokenType === W.Has && before === W.That;
      const withOrHas = (out[out.length - 4 - add]?.tokenType === W.With && before !== W.Battlefield && before !== W.Enter) || has;
      if (kind && withOrHas && amount && [W.A, T.Number, W.NumberWord, W.No].includes(amount.tokenType) && after?.tokenType !== W.In && after?.tokenType !== W.On) {
        const at = tokEnd(out[out.length - 1]!);
        const many = amount.tokenType !== W.A && Boolean((t as Token).payload?.plural);
        out.push(glossed(W.On, "on", at, at, { token: "On" }), glossed(many ? W.Them : W.It, many ? "them" : "it", at, at, { token: many ? "Them" : "It" }));
      }
      if (after?.tokenType === W.In) {
        out.push(glossed(W.On, "on", after.startOffset, tokEnd(after), { token: "On" }));
        i++;
      }
      continue;
    }
    // A negated verb: "no controlas", "você não controla", "si no tienes" → "you don't control", "you don't have".
    if (t.tokenType === W.Not && next) {
      const verb = next.tokenType === W.You ? tokens[i + 2] : next;
      const after = tokens[tokens.indexOf(verb!) + 1];
      // Double negation: "no controlas ningún artefacto", "não controlar nenhum artefato" is "you control no artifacts".
      if (verb && NEGATED_VERBS.has(verb.tokenType.name) && after?.tokenType === W.No) continue;
      if (verb && NEGATED_VERBS.has(verb.tokenType.name) && tokEnd(t) <= next.startOffset) {
        if (next.tokenType === W.You) out.push(next), i++;
        out.push(glossed(W.Dont, "don't", t.startOffset, tokEnd(t), { token: "Dont" }));
        continue;
      }
    }
    // A player's turn, step or control after it: "bajo el control de un oponente", "a manutenção de cada
    // oponente", "o turno de cada oponente" → "an opponent's control", "each opponent's upkeep", "each opponent's turn".
    if (t.tokenType === W.The) {
      // ("a fase principal pré-combate de cada jogador": "each player's precombat main phase")
      const main = tokens[i + 1]?.tokenType === W.Main ? (tokens[i + 2]?.tokenType === W.Phase ? 2 : tokens[i + 2]?.tokenType === W.Main && tokens[i + 3]?.tokenType === W.Phase ? 3 : 0) : 0;
      const n = OWNED_PARTS.has(tokens[i + 1]?.tokenType as TokenType) ? (tokens[i + 2]?.tokenType === W.Step || tokens[i + 2]?.tokenType === W.Phase ? 2 : 1) : main;
      const of = tokens[i + 1 + n];
      const det = tokens[i + 2 + n];
      const who = tokens[i + 3 + n];
      if (n && of?.tokenType === W.Of && det && who && PLAYER_DETS.has(det.tokenType) && (who.tokenType === W.Opponent || who.tokenType === W.Player) && tokens[i + 4 + n]?.tokenType !== T.Possessive) {
        out.push(det, who, glossed(T.Possessive, "'s", tokEnd(who), tokEnd(who), { token: "Possessive" }), ...tokens.slice(i + 1, i + 1 + n));
        i += 3 + n;
        continue;
      }
    }
    // "las 2 primeras cartas de", "os seis primeiros cards do": "the top two cards of" (the count after "top")
    if (t.tokenType === W.The && next && [T.Number, W.NumberWord, W.VarX].includes(next.tokenType) && tokens[i + 2]?.tokenType === T.Word && /^primei?r[oa]s$/i.test(tokens[i + 2]!.image) && tokens[i + 3]?.tokenType === W.Card) {
      const first = tokens[i + 2]!;
      out.push(t, glossed(W.Top, "top", first.startOffset, tokEnd(first), { token: "Top" }), next);
      i += 2;
      continue;
    }
    // "os primeiros vinte cards de": "the top twenty cards of" (the count after "primeiros")
    if (t.tokenType === W.The && next?.tokenType === T.Word && /^primei?r[oa]s$/i.test(next.image) && tokens[i + 2] && [T.Number, W.NumberWord, W.VarX].includes(tokens[i + 2]!.tokenType) && tokens[i + 3]?.tokenType === W.Card) {
      out.push(t, glossed(W.Top, "top", next.startOffset, tokEnd(next), { token: "Top" }), tokens[i + 2]!);
      i += 2;
      continue;
    }
    // "(os) doze cards do topo do grimório", "X cards do topo de seu grimório": "the top twelve cards of", "the top X cards of"
    if ([T.Number, W.NumberWord, W.VarX].includes(t.tokenType) && next?.tokenType === W.Card && tokens[i + 2]?.tokenType === W.Of && tokens[i + 3]?.tokenType === W.The && tokens[i + 4]?.tokenType === W.Top && tokens[i + 5]?.tokenType === W.Of && prev?.tokenType !== W.Top) {
      if (prev?.tokenType !== W.The) out.push(glossed(W.The, "the", t.startOffset, t.startOffset, { token: "The" }));
      out.push(glossed(W.Top, "top", tokens[i + 4]!.startOffset, tokEnd(tokens[i + 4]!), { token: "Top" }), t, next, tokens[i + 5]!);
      i += 5;
      continue;
    }
    // "uma quantidade equivalente de cards do topo do grimório dele", "… igual ao poder dela do topo do próprio grimório":
    // "that many cards from the top of their library", "a number of cards equal to its power from the top of …"
    if (t.tokenType === W.Of && next?.tokenType === W.The && tokens[i + 2]?.tokenType === W.Top && tokens[i + 3]?.tokenType === W.Of && (prev?.tokenType === W.Card || out.slice(-8).some((o) => o.tokenType === W.Equal))) {
      out.push(glossed(W.From, "from", t.startOffset, tokEnd(t), { token: "From" }));
      continue;
    }
    // "la zona de mando", "a zona de comando": "the command zone" (408.1; the grammar reads the word "command" before "zone")
    if (t.tokenType === T.Word && /^zona$/i.test(t.image) && next?.tokenType === W.Of && tokens[i + 2]?.tokenType === T.Word && /^(comando|mando)$/i.test(tokens[i + 2]!.image)) {
      const cmd = tokens[i + 2]!;
      // "desde la zona de mando" / "da zona de comando": "from the command zone"
      const of = out[out.length - 2];
      if (of?.tokenType === W.Of && out[out.length - 1]?.tokenType === W.The) out[out.length - 2] = glossed(W.From, "from", of.startOffset, tokEnd(of), { token: "From" });
      out.push(glossed(T.Word, "command", t.startOffset, tokEnd(t), undefined), glossed(W.Zone, "zone", next.startOffset, tokEnd(cmd), { token: "Zone" }));
      i += 2;
      continue;
    }
    // The top of a player's library: "la primera carta de la biblioteca del jugador objetivo", "do topo do grimório
    // do oponente alvo" → "the top card of target player's library", "from the top of target opponent's library"
    if (t.tokenType === W.Library && next?.tokenType === W.Of && topOfBefore(out)) {
      const who = tokens[i + 3];
      const det = tokens[i + 2];
      const target = tokens[i + 4]?.tokenType === W.Target ? 1 : 0;
      if (det && who && LIBRARY_OWNER_DETS.has(det.tokenType) && (who.tokenType === W.Opponent || who.tokenType === W.Player) && tokens[i + 4 + target]?.tokenType !== T.Possessive) {
        if (out[out.length - 1]?.tokenType === W.The) out.pop();
        const last = tokens[i + 3 + target]!;
        out.push(...tokens.slice(i + 2, i + 4 + target), glossed(T.Possessive, "'s", tokEnd(last), tokEnd(last), { token: "Possessive" }), t);
        i += 3 + target;
        continue;
      }
    }
    // "escolha um card dela", "escolha dois cards dela": "choose a card from it" (the hand just named)
    if (t.tokenType === W.Its && (!next || OBJECT_END.has(next.tokenType)) && /^del[ae]$/i.test(text.slice(t.startOffset, tokEnd(t))) && chosenBefore(out)) {
      out.push(glossed(W.From, "from", t.startOffset, t.startOffset, { token: "From" }), glossed(W.It, "it", t.startOffset, tokEnd(t), { token: "It" }));
      continue;
    }
    // "eliges de ahí una carta (que no sea tierra)": "from it" after what is chosen ("a nonland card from it")
    if (t.tokenType === W.From && next?.tokenType === W.It && prev?.tokenType === W.Choose && text.slice(t.startOffset, tokEnd(next)).toLowerCase() === "de ahí") {
      let j = i + 2;
      while (j < tokens.length && !OBJECT_END.has(tokens[j]!.tokenType) && !(tokens[j]!.tokenType === W.For && tokens[j + 1]?.tokenType === W.Each)) j++;
      out.push(...tokens.slice(i + 2, j), t, next);
      i = j - 1;
      continue;
    }
    // A possessive after its noun: "o grimório dele", "a resistência dela" → "its library", "its toughness".
    // (a zone is a player's: "o grimório dele" is "their library")
    if (t.tokenType === W.The && next && AFTER_POSSESSED.has(next.tokenType) && (tokens[i + 2]?.tokenType === W.Its || tokens[i + 2]?.tokenType === W.Their)) {
      const owner = tokens[i + 2]!;
      out.push(PLAYER_ZONES.has(next.tokenType) && owner.tokenType === W.Its ? glossed(W.Their, "their", owner.startOffset, tokEnd(owner), { token: "Their" }) : owner, next);
      i += 2;
      continue;
    }
    // "o grimório de seu dono", "la mano de su propietario": "its owner's library"
    if (t.tokenType === W.The && next && AFTER_POSSESSED.has(next.tokenType) && tokens[i + 2]?.tokenType === W.Of) {
      const det = tokens[i + 3];
      const role = tokens[i + 4];
      if (det && role && (det.tokenType === W.Its || det.tokenType === W.Your || det.tokenType === W.Their) && (role.tokenType === W.Owner || role.tokenType === W.Controller) && tokens[i + 5]?.tokenType !== T.Possessive) {
        const its = det.tokenType === W.Your ? glossed(W.Its, "its", det.startOffset, tokEnd(det), { token: "Its" }) : det;
        out.push(its, role, glossed(T.Possessive, "'s", tokEnd(role), tokEnd(role), { token: "Possessive" }), next);
        i += 4;
        continue;
      }
    }
    // "à criatura ou ao jogador alvo", "àquela criatura ou àquele jogador": one "to" for the list
    // ("to target creature or player", "to that creature or player")
    if (t.tokenType === W.Or && next?.tokenType === W.To && (tokens[i + 2]?.tokenType === W.The || tokens[i + 2]?.tokenType === W.That)) {
      const det = tokens[i + 2]!.tokenType;
      const k = out.length;
      if (k >= 3 && out[k - 3]!.tokenType === W.To && out[k - 2]!.tokenType === det && out[k - 1]!.tokenType === W.CardType) {
        out.push(t);
        i += 2;
        continue;
      }
    }
    // "del tipo elegido", "do tipo escolhido": "of the chosen type"
    if (t.tokenType === W.Type && next?.tokenType === W.Chosen && prev?.tokenType === W.The) {
      out.push(next, t);
      i++;
      continue;
    }
    // The Spanish "a" before a blocked creature ("bloquea a una criatura"): English "blocks a creature".
    if (t.tokenType === W.To && prev?.tokenType === W.Block && next && next.tokenType !== W.Its) continue;
    // Portuguese puts the article before a possessive ("no seu cemitério", "a sua mão"): English has the possessive alone.
    if (t.tokenType === W.The && next && POSSESSIVES.has(next.tokenType)) continue;
    if (t.tokenType === T.Comma && prev?.tokenType === W.Then && (!beforePrev || beforePrev.tokenType === T.Period || beforePrev.tokenType === T.NewLine)) continue;
    out.push(t);
  }
  return out;
}

/**
 * A verb with an object pronoun attached ("destrúyela" → Destroy It, "coloque-os" → Put Them):
 * both tokens span the whole word. Only verbs are split, so a noun that happens to end in
 * "-la" stays one word.
 */
function pushClitic(pack: LanguagePack, word: string, start: number, end: number, out: Token[]): boolean {
  const split = pack.clitic?.(word);
  if (!split) return false;
  for (const stem of split.stems) {
    const e = pack.words.get(stem);
    if (!e || !VERB_TOKENS.has(e.token)) continue;
    out.push(glossed(wordTokenType(e.token), e.gloss, start, end, e));
    if (split.pronoun) {
      const p = entry(split.pronoun);
      out.push(glossed(wordTokenType(p.token), p.gloss, start, end, p));
    }
    return true;
  }
  return false;
}

/** Word tokens that are verbs (a clitic pronoun may follow them). */
const VERB_TOKENS: ReadonlySet<string> = new Set([
  "Destroy", "Exile", "Return", "Draw", "Discard", "Gain", "Lose", "Put", "Create", "Sacrifice", "Tap", "Untap", "Counter",
  "Search", "Shuffle", "Look", "Reveal", "Choose", "Pay", "Cast", "Play", "Block", "Control", "Regenerate", "Prevent",
  "Transform", "Copy", "Remove", "Activate", "Double", "Attach", "Exchange", "Deal", "Get", "Add", "Give", "Turn", "Flip", "Name",
]);
