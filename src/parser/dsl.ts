/**
 * Small helpers over chevrotain's embedded-actions DSL used by the grammar:
 * node construction with spans, and the recording-phase guard.
 */
import type { IToken, TokenType } from "chevrotain";
import type { Span } from "../ast/base.ts";

export type Node = { kind: string; span?: Span; [field: string]: unknown };

/** The subset of chevrotain's parser DSL the grammar modules use (made public). */
export interface Dsl {
  RULE<T>(name: string, impl: (...args: any[]) => T): (...args: any[]) => T;
  consume(idx: number, tok: TokenType): IToken;
  subrule<T>(idx: number, rule: (...args: any[]) => T, options?: { ARGS?: unknown[] }): T;
  option<T>(idx: number, fn: () => T): T | undefined;
  or<T>(idx: number, alts: { ALT: () => T; GATE?: () => boolean }[]): T;
  many(idx: number, fn: () => void): void;
  atLeastOne(idx: number, fn: () => void): void;
  LA(n: number): IToken;
  ACTION<T>(fn: () => T): T;
  RECORDING_PHASE: boolean;
}

export function tokenSpan(start: IToken, end: IToken): Span {
  return [start.startOffset, end.endOffset + 1];
}
