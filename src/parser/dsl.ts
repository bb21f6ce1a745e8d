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
  // Semantic values flow through the grammar loosely typed: alternatives build different node shapes.
  subrule(idx: number, rule: (...args: any[]) => unknown, options?: { ARGS?: unknown[] }): any;
  option(idx: number, fn: (() => unknown) | { GATE: () => boolean; DEF: () => unknown }): any;
  or(idx: number, alts: { ALT: () => unknown; GATE?: () => boolean }[]): any;
  many(idx: number, fn: (() => void) | { GATE: () => boolean; DEF: () => void }): void;
  atLeastOne(idx: number, fn: (() => void) | { GATE: () => boolean; DEF: () => void }): void;
  LA(n: number): IToken;
  ACTION<T>(fn: () => T): T;
  RECORDING_PHASE: boolean;
}

export function tokenSpan(start: IToken, end: IToken): Span {
  return [start.startOffset, end.startOffset + end.image.length];
}
