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

for (const name of WORD_CLASSES) define(name);
for (const entry of EN_LEXICON.values()) define(entry.token);

/** The token type of a word token by name; unknown names are a programming error. */
export function wordTokenType(name: string): TokenType {
  const t = types.get(name);
  if (!t) throw new Error(`unknown word token ${name}`);
  return t;
}

/** All word token types, by name: `W.Destroy`, `W.CardType`, … */
export const W: Record<string, TokenType> = new Proxy(Object.fromEntries(types), {
  get(target, prop: string) {
    const t = target[prop];
    if (!t) throw new Error(`unknown word token ${String(prop)}`);
    return t;
  },
});

export const WORD_TOKENS: TokenType[] = [...types.values()];
