/**
 * What a grammar module needs to define rules: the DSL made public, node
 * construction with spans, and small helpers over tokens.
 */
import type { IToken, TokenType } from "chevrotain";
import type { Span } from "../../ast/base.ts";
import type { Token } from "../../lexer/lexer.ts";
import type { Dsl, Node } from "../dsl.ts";

export type R<T = Node> = (...args: any[]) => T;

/** The grammar as its rule modules see it: the DSL, node helpers, and the rules by name. */
export type Grammar = Dsl & {
  node(kind: string, start: IToken, fields?: Record<string, unknown>): Node;
  span(start: IToken): Span;
} & Record<string, any>;

/** Short names for the DSL calls every rule makes. */
export function kit($: Grammar) {
  return {
    c: (i: number, t: TokenType) => $.consume(i, t),
    opt: (i: number, f: () => unknown): any => $.option(i, f),
    sub: (i: number, r: R<unknown>): any => $.subrule(i, r),
  };
}

/** A word token's value in the lexicon ("creature", "Elf"), else its lowercase spelling. */
export function val(t: IToken): string {
  const p = (t as Token).payload;
  return String(p?.value ?? t.image.toLowerCase());
}

/** A number token's value; "X" for a variable. */
export function num(t: IToken): number | "X" {
  const p = (t as Token).payload;
  if (typeof p?.value === "number") return p.value;
  if (/^[0-9]+$/.test(t.image)) return Number(t.image);
  return "X";
}

/** Whether a noun token is spelled in the plural. */
export function plural(t: IToken): boolean {
  return Boolean((t as Token).payload?.plural);
}

/** `{kind, t}` pairs built while parsing possessors collapse to their kind, or to the player node they hold. */
export function stripTok(x: unknown): unknown {
  if (x && typeof x === "object" && "kind" in x) {
    const o = x as Record<string, unknown>;
    if (o.p) return o.p;
    return o.kind;
  }
  return x;
}
