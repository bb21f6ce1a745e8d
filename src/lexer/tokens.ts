/**
 * Token types shared by every spoken language.
 *
 * The lexer itself only knows the shapes of text (symbols, numbers, words,
 * punctuation). Words are then looked up in a language's lexicon
 * (`grammar/<lang>/lexicon.ts`), which maps each spelling to one of the
 * language-neutral word tokens below, so that one abstract grammar serves
 * English, Spanish and Portuguese (chevrotain token categories).
 */
import { createToken, Lexer, type TokenType } from "chevrotain";

/** Category of every word token, so that a rule may accept "any word" (names, types). */
export const AnyWord = createToken({ name: "AnyWord", pattern: Lexer.NA });

// ---- shapes the lexer matches -------------------------------------------------

export const WhiteSpace = createToken({ name: "WhiteSpace", pattern: /[ \t\u00a0\u2009\u202f]+/, group: Lexer.SKIPPED });
/**
 * Italic and bold markup around reminder text in some printed texts ("Flying <i>(This creature
 * can't be blocked …)</i>"): typesetting, not words; skipped like white space.
 */
export const Markup = createToken({ name: "Markup", pattern: /<\/?(?:i|b|em|strong)>/i, group: Lexer.SKIPPED });
// U+2028 (line separator): the line break of some printed Spanish texts ("… sobre ella.\u2028Suspender 3—{2}{R}")
export const NewLine = createToken({ name: "NewLine", pattern: /\r?\n|\u2028/, line_breaks: true });
/**
 * Parenthesised reminder text; set aside by the lexer (group "reminders"). Some printed texts break a reminder's
 * line before its last sentence ("(Você pode conjurar … sobrecarga.\nSe fizer isso, … .)"): a line break is part
 * of it when the next line closes it with a full stop ("… criaturas\ncom voar.)"; not "Flying (oops\nHaste)").
 */
export const Reminder = createToken({
  name: "Reminder",
  pattern: /\((?:[^()\n]|\n(?=[^()\n]*[.!]["”]?\)[ \t]*(?![^\n]))|\([^()\n]*\))*\)/,
  line_breaks: true,
  group: "reminders",
});
export const Symbol = createToken({ name: "Symbol", pattern: /\{[^{}\s]{1,12}\}/ });
export const PTChange = createToken({ name: "PTChange", pattern: /[+\-−–][0-9X*]+\/[+\-−–][0-9X*]+/ });
export const PTValue = createToken({ name: "PTValue", pattern: /[0-9X*]+\/[0-9X*]+(?![0-9A-Za-z])/ });
export const LoyaltyCost = createToken({ name: "LoyaltyCost", pattern: /\[?[+\-−–]?(?:[0-9]+|X)\]?(?=:)/ });
export const Number = createToken({ name: "Number", pattern: /[0-9]+/ });
export const Plus = createToken({ name: "Plus", pattern: /\+/ });
export const Minus = createToken({ name: "Minus", pattern: /[\-−–]/ });
/** Any word; the lexicon turns known words into the word tokens below. */
export const Word = createToken({
  name: "Word",
  categories: [AnyWord],
  pattern: /[A-Za-zÀ-ÖØ-öø-ÿĀ-ž][A-Za-zÀ-ÖØ-öø-ÿĀ-ž0-9\-]*(?:['’][A-Za-zÀ-ÖØ-öø-ÿ]+)*(?:['’](?![A-Za-z]))?/,
});
export const Comma = createToken({ name: "Comma", pattern: /,/ });
export const Period = createToken({ name: "Period", pattern: /\./ });
export const Colon = createToken({ name: "Colon", pattern: /:/ });
export const Semicolon = createToken({ name: "Semicolon", pattern: /;/ });
export const Dash = createToken({ name: "Dash", pattern: /—|--/ });
export const Bullet = createToken({ name: "Bullet", pattern: /[•●]/ });
export const Quote = createToken({ name: "Quote", pattern: /["“”]/ });
export const Slash = createToken({ name: "Slash", pattern: /\// });
/**
 * Anything else, one character at a time: the lexer never fails. Not a pattern of the shape lexer
 * (a pattern matching any character would turn off chevrotain's first-character optimization):
 * the characters its error recovery skips become `Junk` tokens instead (lexer.ts).
 */
export const Junk = createToken({ name: "Junk", pattern: Lexer.NA });

export const LEXER_TOKENS: TokenType[] = [
  WhiteSpace,
  Markup,
  NewLine,
  Reminder,
  Symbol,
  PTChange,
  PTValue,
  LoyaltyCost,
  Number,
  Plus,
  Minus,
  Word,
  Comma,
  Period,
  Colon,
  Semicolon,
  Dash,
  Bullet,
  Quote,
  Slash,
];

// ---- tokens made after lexing ------------------------------------------------

/** The card's own name (or its short name), found after lexing. */
export const SelfName = createToken({ name: "SelfName", pattern: Lexer.NA, categories: [AnyWord] });
/** Possessive `'s` / `'` split from a word. */
export const Possessive = createToken({ name: "Possessive", pattern: Lexer.NA });

// Symbols, classified after lexing.
export const ManaSymbol = createToken({ name: "ManaSymbol", pattern: Lexer.NA });
export const TapSymbol = createToken({ name: "TapSymbol", pattern: Lexer.NA });
export const UntapSymbol = createToken({ name: "UntapSymbol", pattern: Lexer.NA });
export const EnergySymbol = createToken({ name: "EnergySymbol", pattern: Lexer.NA });
export const OtherSymbol = createToken({ name: "OtherSymbol", pattern: Lexer.NA });

/** A keyword ability's name (one or more words: "first strike"), found after lexing from grammar/keywords.ts. */
export const Keyword = createToken({ name: "Keyword", pattern: Lexer.NA, categories: [AnyWord] });
