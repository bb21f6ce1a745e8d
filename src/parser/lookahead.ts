/**
 * The parser's lookahead strategy: which alternative each choice of the grammar takes.
 *
 * chevrotain-allstar supplies the ATN (the grammar as a state machine) and the idea: a choice that
 * one token decides gets a table lookup, every other choice ALL(*)-style adaptive prediction with
 * a DFA cache. Its own implementation made this grammar slow and, in one case, wrong:
 * - It decided which choices are LL(1), and validated repetitions, with chevrotain's k-token path
 *   expansion, which multiplies out token categories; the word category (`AnyWord`) has thousands
 *   of members, and that cost ~17 s of CPU each time a parser was built — in every CLI run, test
 *   worker and subprocess. Here FIRST sets over the ATN answer the same questions in milliseconds.
 * - It numbers ATN states by counting and then removes some, so numbers repeat; its DFA cache keys
 *   positions by those numbers, so what it predicted for a card depended on which cards it had
 *   read before. States are renumbered uniquely here.
 * - Its prediction spends most of a cold parse building string keys. ./prediction.ts predicts with
 *   the same rules over number keys.
 * A choice is called LL(1) only when its alternatives' first tokens are disjoint, no alternative
 * can be empty, and (for optional and repeated parts) the tokens that enter the part are disjoint
 * from every token that can follow it, across rules — so the table lookup picks exactly the
 * alternative adaptive prediction would pick.
 */
import {
  Alternation,
  NonTerminal,
  Option,
  Repetition,
  RepetitionMandatory,
  RepetitionMandatoryWithSeparator,
  RepetitionWithSeparator,
  Terminal,
  type ILookaheadValidationError,
  type IProduction,
  type IOrAlt,
  type Rule as RuleType,
  type TokenType,
} from "chevrotain";
import { LLStarLookaheadStrategy } from "chevrotain-allstar";
import { ATN_RULE_STOP, PredictionEngine, type AtnState } from "./prediction.ts";

interface Atn {
  decisionMap: Record<string, AtnState>;
  decisionStates: AtnState[];
  states: AtnState[];
  ruleToStopState: Map<RuleType, AtnState>;
}

interface First {
  tokens: Set<number>;
  /** The walk reached the given stop state (or the rule's end) without a token: the part can be empty. */
  empty: boolean;
}

type AlternationOptions = Parameters<LLStarLookaheadStrategy["buildLookaheadForAlternation"]>[0];
type OptionalOptions = Parameters<LLStarLookaheadStrategy["buildLookaheadForOptional"]>[0];

export class TableOrAdaptiveLookahead extends LLStarLookaheadStrategy {
  private engine!: PredictionEngine;
  private readonly tables: boolean;

  /** `tables: false` decides every choice by adaptive prediction (tests compare both ways). */
  constructor(options: { tables?: boolean } = {}) {
    super({ logging: () => {} });
    this.tables = options.tables ?? true;
  }

  private firstOfRule = new Map<AtnState, First | "busy">();
  /** For each rule's stop state: the states where its callers go on after calling it. */
  private followOf = new Map<AtnState, AtnState[]>();

  override initialize(options: { rules: RuleType[] }): void {
    super.initialize(options);
    const atn = this.theAtn();
    this.engine = new PredictionEngine(atn.decisionStates, numberStatesUniquely(atn));
    for (const state of atn.states) {
      for (const t of state.transitions) {
        if (t.followState === undefined || t.rule === undefined) continue;
        const stop = atn.ruleToStopState.get(t.rule);
        if (stop === undefined) continue;
        let list = this.followOf.get(stop);
        if (list === undefined) this.followOf.set(stop, (list = []));
        list.push(t.followState);
      }
    }
  }

  /**
   * chevrotain's left-recursion check, as a graph search instead of its enumeration of paths (half
   * a second of every start-up): a rule is left-recursive when it can reach itself through rules
   * called before any token is consumed.
   */
  override validateNoLeftRecursion(rules: RuleType[]): ILookaheadValidationError[] {
    const nullable = new Map<RuleType, boolean>();
    const canBeEmpty = (prods: IProduction[]): boolean => prods.every(emptyProd);
    const emptyProd = (p: IProduction): boolean => {
      if (p instanceof Terminal) return false;
      if (p instanceof NonTerminal) {
        const r = p.referencedRule;
        if (!nullable.has(r)) {
          nullable.set(r, false);
          nullable.set(r, canBeEmpty(r.definition));
        }
        return nullable.get(r)!;
      }
      if (p instanceof Option || p instanceof Repetition || p instanceof RepetitionWithSeparator) return true;
      if (p instanceof Alternation) return p.definition.some((alt) => emptyProd(alt));
      return canBeEmpty((p as unknown as { definition: IProduction[] }).definition);
    };
    // the rules a sequence can call before it consumes a token
    const firstCalls = (prods: IProduction[], into: Set<RuleType>): void => {
      for (const p of prods) {
        if (p instanceof Terminal) return;
        if (p instanceof NonTerminal) into.add(p.referencedRule);
        else if (p instanceof Alternation) for (const alt of p.definition) firstCalls((alt as unknown as { definition: IProduction[] }).definition, into);
        else firstCalls((p as unknown as { definition: IProduction[] }).definition, into);
        if (!emptyProd(p)) return;
      }
    };
    const calls = new Map<RuleType, Set<RuleType>>();
    for (const r of rules) {
      const set = new Set<RuleType>();
      firstCalls(r.definition, set);
      calls.set(r, set);
    }
    const errors: ILookaheadValidationError[] = [];
    for (const rule of rules) {
      // breadth-first from the rule's first calls, remembering how each rule was reached
      const via = new Map<RuleType, RuleType | undefined>();
      const queue: RuleType[] = [];
      for (const r of calls.get(rule) ?? []) if (!via.has(r)) (via.set(r, undefined), queue.push(r));
      while (queue.length > 0 && !via.has(rule)) {
        const r = queue.shift()!;
        for (const next of calls.get(r) ?? []) if (!via.has(next)) (via.set(next, r), queue.push(next));
      }
      if (!via.has(rule)) continue;
      const path: string[] = [];
      for (let r: RuleType | undefined = via.get(rule); r !== undefined; r = via.get(r)) path.unshift(r.name);
      errors.push({ message: `Left recursion: rule <${rule.name}> can call itself before consuming a token: ${[rule.name, ...path, rule.name].join(" --> ")}`, ruleName: rule.name });
    }
    return errors;
  }

  /**
   * chevrotain's check that every repetition can consume a token, done without its k-token path
   * expansion (the other ~15 s): a repetition passes when some token is reachable inside it.
   */
  override validateSomeNonEmptyLookaheadPath(rules: RuleType[]): ILookaheadValidationError[] {
    const errors: ILookaheadValidationError[] = [];
    const consumes = new Map<RuleType, boolean>();
    const canConsume = (prods: IProduction[]): boolean =>
      prods.some((p) => {
        if (p instanceof Terminal) return true;
        if (p instanceof NonTerminal) {
          const r = p.referencedRule;
          if (!consumes.has(r)) {
            consumes.set(r, false);
            consumes.set(r, canConsume(r.definition));
          }
          return consumes.get(r)!;
        }
        return canConsume((p as { definition?: IProduction[] }).definition ?? []);
      });
    const visit = (rule: RuleType, prods: IProduction[]): void => {
      for (const p of prods) {
        const repeated =
          p instanceof Repetition || p instanceof RepetitionMandatory || p instanceof RepetitionWithSeparator || p instanceof RepetitionMandatoryWithSeparator;
        if (repeated && !canConsume(p.definition)) {
          errors.push({
            message: `The repetition <${p.constructor.name}${p.idx === 1 ? "" : p.idx}> within rule <${rule.name}> can never consume any tokens.`,
            ruleName: rule.name,
          });
        }
        if (!(p instanceof NonTerminal)) visit(rule, (p as { definition?: IProduction[] }).definition ?? []);
      }
    };
    for (const rule of rules) visit(rule, rule.definition);
    return errors;
  }

  override buildLookaheadForAlternation(options: AlternationOptions): (orAlts?: IOrAlt<unknown>[]) => number | undefined {
    const decision = this.decisionState(options.rule, "Alternation", options.prodOccurrence);
    const sets: Set<number>[] = [];
    let ll1 = this.tables && decision !== undefined && !options.dynamicTokensEnabled;
    if (ll1) {
      for (const t of decision!.transitions) {
        const f = this.firstFrom(t.target, decision!.end, false);
        if (f.empty || f.tokens.size === 0) {
          ll1 = false;
          break;
        }
        sets.push(f.tokens);
      }
    }
    const table = ll1 ? disjointTable(sets) : undefined;
    if (table === undefined) {
      const engine = this.engine;
      const index = this.decisionIndex(decision, options.rule, "Alternation", options.prodOccurrence);
      if (options.hasPredicates) {
        return function (this: ThisParser, orAlts?: IOrAlt<unknown>[]) {
          const allowed = (orAlts ?? []).map((a) => {
            const gate = (a as { GATE?: () => boolean }).GATE;
            return gate === undefined || gate.call(this);
          });
          return engine.predict(this, index, allowed);
        } as (orAlts?: IOrAlt<unknown>[]) => number | undefined;
      }
      return function (this: ThisParser) {
        return engine.predictPlain(this, index);
      } as () => number | undefined;
    }
    if (options.hasPredicates) {
      return function (this: ThisParser, orAlts?: IOrAlt<unknown>[]) {
        const prediction = table[this.LA_FAST(1).tokenTypeIdx];
        if (orAlts !== undefined && prediction !== undefined) {
          const gate = (orAlts[prediction] as { GATE?: () => boolean } | undefined)?.GATE;
          if (gate !== undefined && gate.call(this) === false) return undefined;
        }
        return prediction;
      } as (orAlts?: IOrAlt<unknown>[]) => number | undefined;
    }
    return function (this: ThisParser) {
      return table[this.LA_FAST(1).tokenTypeIdx];
    } as () => number | undefined;
  }

  override buildLookaheadForOptional(options: OptionalOptions): () => boolean {
    const decision = this.decisionState(options.rule, options.prodType, options.prodOccurrence);
    if (this.tables && decision !== undefined && !options.dynamicTokensEnabled && decision.transitions.length === 2) {
      // As in allstar's ATN: a mandatory repetition with a separator puts its exit first.
      const sepPlus = options.prodType === "RepetitionMandatoryWithSeparator";
      const enter = decision.transitions[sepPlus ? 1 : 0]!;
      const exit = decision.transitions[sepPlus ? 0 : 1]!;
      // The part is empty if the walk through it gets to where the exit edge goes.
      const inside = this.firstFrom(enter.target, exit.target, false);
      if (!inside.empty && inside.tokens.size > 0) {
        const after = this.firstFrom(exit.target, undefined, true);
        let clash = false;
        for (const i of inside.tokens) if (after.tokens.has(i)) clash = true;
        if (!clash) {
          const enters = tokenFlags(inside.tokens);
          return function (this: ThisParser) {
            return enters[this.LA_FAST(1).tokenTypeIdx] === 1;
          } as () => boolean;
        }
      }
    }
    const engine = this.engine;
    const index = this.decisionIndex(decision, options.rule, options.prodType, options.prodOccurrence);
    // Alternative 0 enters the part (as in allstar, whatever the production type).
    return function (this: ThisParser) {
      return engine.predictPlain(this, index) === 0;
    } as () => boolean;
  }

  /** The adaptive prediction engine (what it has learnt can be saved and restored, see ./cache.ts). */
  get prediction(): PredictionEngine {
    return this.engine;
  }

  private theAtn(): Atn {
    return (this as unknown as { atn: Atn }).atn;
  }

  private decisionState(rule: RuleType, type: string, occurrence: number): AtnState | undefined {
    return this.theAtn().decisionMap[`${rule.name}_${type}_${occurrence}`];
  }

  private decisionIndex(state: AtnState | undefined, rule: RuleType, type: string, occurrence: number): number {
    if (state?.decision === undefined) throw new Error(`no ATN decision for ${rule.name} ${type} ${occurrence}`);
    return state.decision;
  }

  /**
   * The token indices (with the categories they belong to, and a category's members) that can come
   * first from `start`. The walk stops at `stop` and at its rule's end, noting that it got there
   * without a token; with `follow`, it goes on from the rule's end into every caller instead.
   */
  private firstFrom(start: AtnState, stop: AtnState | undefined, follow: boolean): First {
    const tokens = new Set<number>();
    let empty = false;
    const seen = new Set<AtnState>();
    const queue: AtnState[] = [start];
    while (queue.length > 0) {
      const s = queue.pop()!;
      if (seen.has(s)) continue;
      seen.add(s);
      if (s === stop) {
        empty = true;
        continue;
      }
      if (s.type === ATN_RULE_STOP) {
        if (follow) queue.push(...(this.followOf.get(s) ?? []));
        else empty = true;
        continue;
      }
      for (const t of s.transitions) {
        if (t.tokenType !== undefined) {
          addToken(tokens, t.tokenType);
        } else if (t.followState !== undefined) {
          const callee = this.ruleFirst(t.target);
          for (const i of callee.tokens) tokens.add(i);
          if (callee.empty) queue.push(t.followState);
        } else {
          queue.push(t.target);
        }
      }
    }
    return { tokens, empty };
  }

  /** FIRST of the rule starting at `start`, memoized; `empty` when the rule can match nothing. */
  private ruleFirst(start: AtnState): First {
    const known = this.firstOfRule.get(start);
    // A rule reached again while its own FIRST is being computed adds nothing new (chevrotain
    // rejects left recursion, so this only happens through rules that consumed a token before).
    if (known === "busy") return { tokens: new Set(), empty: false };
    if (known !== undefined) return known;
    this.firstOfRule.set(start, "busy");
    const f = this.firstFrom(start, undefined, false);
    this.firstOfRule.set(start, f);
    return f;
  }
}

/** What a predictor reads of the parser it runs on. */
/**
 * Gives every ATN state its own number. allstar numbers a state by the count of states when it is
 * made, and removes some states while building; later states then repeat numbers of earlier ones.
 * Its prediction caches DFA states under keys made of state numbers, so two different sets of
 * parser positions could share a cached DFA state: what the parser predicted for a card depended
 * on which cards it had read before (21 corpus cards read differently backwards than forwards).
 */
function numberStatesUniquely(atn: Atn): AtnState[] {
  const numbered: AtnState[] = [];
  const seen = new Set<AtnState>();
  const queue: AtnState[] = [...atn.states];
  while (queue.length > 0) {
    const s = queue.shift()!;
    if (seen.has(s)) continue;
    seen.add(s);
    s.stateNumber = numbered.push(s) - 1;
    for (const t of s.transitions) {
      queue.push(t.target);
      if (t.followState !== undefined) queue.push(t.followState);
    }
  }
  return numbered;
}

type ThisParser = { LA_FAST(i: number): { tokenTypeIdx: number }; LA(i: number): { tokenTypeIdx: number } };

function addToken(set: Set<number>, t: TokenType): void {
  const tt = t as TokenType & { tokenTypeIdx: number; categoryMatches: number[] };
  set.add(tt.tokenTypeIdx);
  for (const c of tt.categoryMatches) set.add(c);
}

/** A flag per token index (1: in `set`); indices past the end read as undefined, not in it. */
function tokenFlags(set: Set<number>): Uint8Array {
  const flags = new Uint8Array(Math.max(...set) + 1);
  for (const i of set) flags[i] = 1;
  return flags;
}

/** token index → alternative, when no token starts two alternatives; otherwise undefined. */
function disjointTable(sets: Set<number>[]): Record<number, number> | undefined {
  const table: Record<number, number> = {};
  for (let alt = 0; alt < sets.length; alt++) {
    for (const i of sets[alt]!) {
      const other = table[i];
      if (other !== undefined && other !== alt) return undefined;
      table[i] = alt;
    }
  }
  return table;
}
