/**
 * Word token types, one per language-neutral word (see grammar/vocabulary.ts).
 * Every word token belongs to the `AnyWord` category.
 */
import { createToken, Lexer, type TokenType } from "chevrotain";
import { EN_LEXICON } from "../../grammar/en/lexicon.ts";
import { WORD_CLASSES } from "../../grammar/vocabulary.ts";
import { AnyWord } from "./tokens.ts";

const types = new Map<string, TokenType>();

function define(name: string): TokenType {
  let t = types.get(name);
  if (!t) {
    t = createToken({ name, pattern: Lexer.NA, categories: [AnyWord] });
    types.set(name, t);
  }
  return t;
}

/**
 * The pronouns of a character (a legend, a planeswalker): "he"/"she" is "it", "him" is "it", "his" is
 * "its" ("put a +1/+1 counter on him", "return her to the battlefield under her owner's control").
 * "her" is both "it" and "its" (below).
 */
const GENDERED: Record<string, string> = { He: "It", She: "It", Him: "It", His: "Its" };

/**
 * Narrower words: a spelling the grammar must tell apart from its word in some places, and that
 * is that word everywhere else. Its token belongs to the broader word's category, so a rule that
 * consumes the broader word accepts it. "exiled" is the verb exile, and also a participle that
 * leads a noun group ("the exiled card"); a separate token lets the parser's lookahead see the
 * difference, where a gate on the spelling would be invisible to it ("… and exile all tokens").
 */
const NARROWER: Record<string, string> = { Exiled: "Exile", ...GENDERED };

for (const name of WORD_CLASSES) define(name);
for (const broader of Object.values(NARROWER)) define(broader);
for (const [name, broader] of Object.entries(NARROWER)) {
  types.set(name, createToken({ name, pattern: Lexer.NA, categories: [AnyWord, types.get(broader)!] }));
}
types.set("Her", createToken({ name: "Her", pattern: Lexer.NA, categories: [AnyWord, types.get("It")!, types.get("Its")!] }));
for (const entry of EN_LEXICON.values()) define(entry.token);

/** The word a token stands for: its own name, or for a narrower word the broader one ("Exiled" → "Exile"). */
export function wordName(t: TokenType): string {
  return NARROWER[t.name] ?? t.name;
}

/** The token type of a word token by name; unknown names are a programming error. */
export function wordTokenType(name: string): TokenType {
  const t = types.get(name);
  if (!t) throw new Error(`unknown word token ${name}`);
  return t;
}

/**
 * All word token types, by name: `W.Destroy`, `W.CardType`, … A plain object (the grammar reads
 * it on every rule call); test/lexer/words.test.ts checks that every `W.Name` in the sources exists.
 */
export const W: Readonly<Record<string, TokenType>> = Object.freeze(Object.fromEntries(types));

export const WORD_TOKENS: TokenType[] = [...types.values()];
