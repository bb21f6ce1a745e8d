/**
 * The abstract grammar of rules text, over language-neutral tokens.
 *
 * It is written in chevrotain's embedded-actions DSL and builds AST nodes
 * directly. The driver (parse.ts) splits a card into abilities and sentences
 * and calls the start rules below on each piece, so that text a rule cannot
 * read becomes an `unparsed` node at the smallest piece, never dropped.
 *
 * Rule index numbers (consume(1, …), subrule(2, …)) only need to be unique
 * per rule and per DSL method, as chevrotain requires.
 */
import { EmbeddedActionsParser, type IToken, type TokenType } from "chevrotain";
import { TableOrAdaptiveLookahead } from "./lookahead.ts";
import type { PredictionEngine } from "./prediction.ts";
import * as T from "../lexer/tokens.ts";
import { WORD_TOKENS } from "../lexer/words.ts";
import type { Span } from "../ast/base.ts";
import type { Node } from "./dsl.ts";
import type { Grammar } from "./rules/kit.ts";
import { defineNounsRules } from "./rules/nouns.ts";
import { defineCostsRules } from "./rules/costs.ts";
import { defineEffectsRules } from "./rules/effects.ts";
import { defineActionsRules } from "./rules/actions.ts";
import { defineStaticsRules } from "./rules/statics.ts";
import { defineTriggersRules } from "./rules/triggers.ts";
import { defineConditionsRules } from "./rules/conditions.ts";
import { defineZonesRules } from "./rules/zones.ts";
import { defineCastingRules } from "./rules/casting.ts";
import { defineCombatRules } from "./rules/combat.ts";
import { defineStatusRules } from "./rules/status.ts";
import { defineModesRules } from "./rules/modes.ts";
import { defineAmountsRules } from "./rules/amounts.ts";
import { defineSpendingRules } from "./rules/spending.ts";
import { defineExtraActionsRules } from "./rules/extra-actions.ts";

export const ALL_TOKENS: TokenType[] = [
  T.AnyWord,
  ...T.LEXER_TOKENS,
  T.Junk,
  T.SelfName,
  T.Possessive,
  T.ManaSymbol,
  T.TapSymbol,
  T.UntapSymbol,
  T.EnergySymbol,
  T.OtherSymbol,
  T.Keyword,
  ...WORD_TOKENS,
];

/**
 * A recognition exception without an Error's cost (a stack trace, a changed prototype):
 * chevrotain knows its recognition exceptions by their name (`isRecognitionException`).
 */
type BacktrackName = "NoViableAltException" | "EarlyExitException" | "MismatchedTokenException";

class Backtrack {
  readonly name: BacktrackName;
  readonly message: string;
  readonly token: IToken;
  readonly previousToken: IToken;
  readonly resyncedTokens: IToken[] = [];
  context: unknown;
  constructor(name: BacktrackName, token: IToken, previousToken: IToken) {
    this.name = name;
    this.message = name;
    this.token = token;
    this.previousToken = previousToken;
  }
}

/**
 * The grammar: chevrotain's embedded-actions parser whose rules are defined,
 * one area of the language per file, in ./rules/. Every rule is a start rule
 * the driver may call on a piece of a card.
 */
export class OracleGrammar extends EmbeddedActionsParser {
  // chevrotain computes every expected path to build its error messages, which costs far more
  // than the parse itself on a grammar this size; the driver only needs to know that a rule failed.
  // The same holds for the exception objects: a failed choice is an everyday event here (the driver
  // tries rules in turn), so it throws a plain recognition exception instead of an Error subclass.
  raiseNoAltException(): never {
    throw (this as unknown as { SAVE_ERROR(e: object): object }).SAVE_ERROR(new Backtrack("NoViableAltException", this.LA(1), this.LA(0)));
  }
  consumeInternalError(_tokType: TokenType, nextToken: IToken): never {
    throw (this as unknown as { SAVE_ERROR(e: object): object }).SAVE_ERROR(new Backtrack("MismatchedTokenException", nextToken, this.LA(0)));
  }
  raiseEarlyExitException(): never {
    throw (this as unknown as { SAVE_ERROR(e: object): object }).SAVE_ERROR(new Backtrack("EarlyExitException", this.LA(1), this.LA(0)));
  }

  /** Spans for nodes: from `start` to the last consumed token. */
  span(start: IToken): Span {
    if (this.RECORDING_PHASE) return [0, 0];
    const end = this.LA(0);
    // like tokEnd (lexer.ts): a token standing for other words (older templating, Spanish and Portuguese phrases) ends where they end
    return [start.startOffset, Math.max(start.startOffset, (end as { end?: number }).end ?? end.startOffset + end.image.length)];
  }

  /**
   * A node of `kind` spanning from `start` to the last consumed token. Fields whose value is
   * undefined are kept here (copying the fields in one go is much cheaper than adding them one
   * by one) and left out by the driver when the ability is complete (`dropUndefined`).
   */
  node(kind: string, start: IToken, fields: Record<string, unknown> = {}): Node {
    const n: Node = { kind, ...fields };
    n.span = this.span(start);
    return n;
  }

  /**
   * Every node gets a span. Rules mostly build nodes with `node()`, which spans them; a node
   * written as a literal (`{ kind: "you" }`) and returned by a rule or by one alternative of an
   * `or` is spanned here, over the tokens that rule or alternative consumed.
   */
  orInternal(alts: unknown, occurrence: number): unknown {
    const start = this.LA(1);
    const at = (this as unknown as Internals).currIdx;
    return this.spanned(BASE.orInternal.call(this, alts, occurrence), start, at);
  }
  subruleInternal(rule: unknown, idx: number, options: unknown): unknown {
    const start = this.LA(1);
    const at = (this as unknown as Internals).currIdx;
    return this.spanned(BASE.subruleInternal.call(this, rule, idx, options), start, at);
  }
  private spanned(r: unknown, start: IToken, at: number): unknown {
    if (r !== null && typeof r === "object" && (this as unknown as Internals).currIdx > at && !this.RECORDING_PHASE) {
      const n = r as Node;
      if (typeof n.kind === "string" && n.span === undefined) n.span = this.span(start);
    }
    return r;
  }

  /** The tokens consumed since `start` (inclusive), up to the last one consumed. */
  consumedSince(start: IToken): IToken[] {
    if (this.RECORDING_PHASE) return [];
    const input = this.input;
    const end = (this as unknown as Internals).currIdx; // the last token consumed
    for (let i = end; i >= 0; i--) if (input[i] === start) return input.slice(i, end + 1);
    return [];
  }

  /** Run a rule by name on these tokens as a start rule. */
  run<R>(rule: string, tokens: IToken[]): { value: R; ok: boolean } {
    this.input = tokens;
    const fn = (this as unknown as Record<string, () => R>)[rule];
    if (typeof fn !== "function") throw new Error(`unknown grammar rule ${rule}`);
    const value = fn.call(this);
    return { value, ok: this.errors.length === 0 };
  }

  /** `adaptiveOnly`: decide every choice by adaptive prediction, without one-token tables (for tests of the tables). */
  constructor(options: { adaptiveOnly?: boolean } = {}) {
    super(ALL_TOKENS, {
      lookaheadStrategy: new TableOrAdaptiveLookahead({ tables: !options.adaptiveOnly }),
      recoveryEnabled: false,
      errorMessageProvider: CHEAP_ERRORS,
    });
    // While chevrotain records the grammar, sub-results are placeholders; hand the
    // semantic actions an inert stand-in so they can run without special cases.
    const self = this as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const m of ["orInternalRecord", "optionInternalRecord", "subruleInternalRecord"]) {
      const original = self[m]!;
      self[m] = function (this: unknown, ...a: unknown[]) {
        original.apply(this, a);
        return RECORDING_DUMMY;
      };
    }
    const g = this as unknown as Grammar;
    defineNounsRules(g);
    defineCostsRules(g);
    defineEffectsRules(g);
    defineActionsRules(g);
    defineStaticsRules(g);
    defineTriggersRules(g);
    defineConditionsRules(g);
    defineZonesRules(g);
    defineModesRules(g);
    defineCombatRules(g);
    defineCastingRules(g);
    defineStatusRules(g);
    defineAmountsRules(g);
    defineSpendingRules(g);
    defineExtraActionsRules(g);
    this.defineLanguageRules();
    this.performSelfAnalysis();
  }

  /** The adaptive prediction engine of this grammar's lookahead strategy (see ./cache.ts). */
  get prediction(): PredictionEngine {
    return (this as unknown as { lookaheadStrategy: TableOrAdaptiveLookahead }).lookaheadStrategy.prediction;
  }

  /**
   * What prediction depends on, as text: the grammar's productions and every token with its index
   * and categories. Equal descriptions mean equal ATNs, so a saved prediction snapshot fits.
   */
  describeForPrediction(): string {
    const tokens = (this as unknown as { tokensMap: Record<string, TokenType & { tokenTypeIdx: number; categoryMatches?: number[] }> }).tokensMap;
    const lines = Object.values(tokens)
      .map((t) => `${t.tokenTypeIdx} ${t.name} ${(t.categoryMatches ?? []).join(",")}`)
      .sort();
    return JSON.stringify(this.getSerializedGastProductions()) + "\n" + lines.join("\n");
  }

  /**
   * Hook for a language's concrete grammar (src/parser/lang/*.ts): runs after the
   * abstract rules are defined and before self-analysis, so a subclass may add rules
   * and replace some with chevrotain's OVERRIDE_RULE. The abstract grammar adds none.
   */
  protected defineLanguageRules(): void {}
}

/** The members of chevrotain's recognizer that `OracleGrammar` wraps (not in its public typings). */
interface Internals {
  currIdx: number;
  orInternal(alts: unknown, occurrence: number): unknown;
  subruleInternal(rule: unknown, idx: number, options: unknown): unknown;
}
const BASE = EmbeddedActionsParser.prototype as unknown as Internals;

/** The driver reports unreadable words itself; chevrotain's long messages are not needed. */
const CHEAP_ERRORS = {
  buildMismatchTokenMessage: () => "mismatch",
  buildNotAllInputParsedMessage: () => "not all input parsed",
  buildNoViableAltMessage: () => "no viable alternative",
  buildEarlyExitMessage: () => "early exit",
};

const RECORDING_DUMMY: any = new Proxy(function () {}, {
  get: (_t, p) => (p === Symbol.toPrimitive ? () => "" : p === Symbol.iterator ? undefined : RECORDING_DUMMY),
  apply: () => RECORDING_DUMMY,
});
