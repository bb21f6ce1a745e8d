/**
 * What Spanish and Portuguese share against the abstract (English) grammar:
 * mostly word order. Nouns come before their adjectives ("criatura verde",
 * "criatura objetivo", "carta de criatura"), definite articles come where
 * English has none ("la criatura encantada"), relative clauses follow the noun
 * ("criaturas que controlas"), the card's own name takes an article ("la Caleta
 * saprazzana"), and a counter's kind follows the word "counter" ("contador
 * +1/+1").
 *
 * How overriding works: the abstract grammar's constructor defines every rule
 * and then calls `defineLanguageRules()` before chevrotain's self-analysis.
 * This class records every rule implementation as it is defined (`RULE`), so
 * an override (chevrotain's OVERRIDE_RULE) can offer the Romance word orders
 * first and fall back to the English implementation (`base(name)`) for what is
 * the same in both. DSL indices 200–255 are reserved for the overrides so they
 * never collide with the inherited implementation they wrap.
 */
import type { IToken } from "chevrotain";
import type { Span } from "../../ast/base.ts";
import { tokEnd } from "../../lexer/lexer.ts";
import { OracleGrammar } from "../grammar.ts";
import type { Grammar } from "../rules/kit.ts";
import { defineRomanceRules } from "./romance-rules.ts";

type Impl = (...args: any[]) => any;
const IMPLS = new WeakMap<object, Map<string, Impl>>();

export class RomanceGrammar extends OracleGrammar {
  // Records each rule's implementation (called by the base constructor, before subclass fields exist).
  protected override RULE<F extends Impl>(name: string, impl: F, config?: any): any {
    let m = IMPLS.get(this);
    if (!m) IMPLS.set(this, (m = new Map()));
    if (!m.has(name)) m.set(name, impl);
    return (super.RULE as any)(name, impl, config);
  }

  /** The abstract grammar's implementation of a rule, to call inside an override. */
  base(name: string): Impl {
    const impl = IMPLS.get(this)?.get(name);
    if (!impl) throw new Error(`no base rule ${name}`);
    return impl;
  }

  /** Spans end at the localized end of the last token (token images hold English glosses). */
  override span(start: IToken): Span {
    if (this.RECORDING_PHASE) return [0, 0];
    const end = this.LA(0);
    return [start.startOffset, Math.max(start.startOffset, tokEnd(end))];
  }

  protected override defineLanguageRules(): void {
    defineRomanceRules(this as unknown as Grammar & { base(name: string): Impl; OVERRIDE_RULE: Impl });
  }
}
