/**
 * ALL(*)-style adaptive prediction (SLL with a DFA cache per decision) over chevrotain-allstar's
 * ATN, for the choices of the grammar that one token cannot decide.
 *
 * It predicts exactly as chevrotain-allstar does — the same closure, reach, conflict and
 * accept rules, so a parse gives the same AST — with data structures built for a grammar of this
 * size: call stacks are interned (one number per distinct stack), a parser position (ATN state,
 * alternative, stack) is one number, and sets of positions are deduplicated with number sets
 * instead of string keys. Prediction errors are answered with "no alternative" at once, without
 * building the expected-token report chevrotain never reads here.
 */
import type { Rule, TokenType } from "chevrotain";

/** The parts of allstar's ATN that the lookahead strategy and prediction read (allstar does not export its types). */
export interface AtnState {
  type: number;
  stateNumber: number;
  epsilonOnlyTransitions: boolean;
  transitions: AtnTransition[];
  /** Index of the decision, for decision states. */
  decision?: number;
  /** For a block start: the block's end state. */
  end?: AtnState;
}
export interface AtnTransition {
  target: AtnState;
  /** Set on token (atom) transitions. */
  tokenType?: TokenType & { tokenTypeIdx: number; isParent?: boolean; categoryMatchesMap?: Record<number, boolean> };
  /** Set on rule transitions: where the parse goes on after the called rule. */
  followState?: AtnState;
  rule?: Rule;
}

export const ATN_RULE_STOP = 7;

/** A call stack: the follow states to return to, innermost last; interned, so equal stacks are one object. */
interface Stack {
  id: number;
  parent: Stack | undefined;
  follow: AtnState | undefined;
}

interface Config {
  state: AtnState;
  alt: number;
  stack: Stack;
}

class ConfigSet {
  readonly configs: Config[] = [];
  /** The members' numbers in insertion order, and a hash of them: together they identify the set, as allstar's keys do. */
  readonly keys: number[] = [];
  hash = 0;
  private readonly seen = new Set<number>();
  private readonly engine: PredictionEngine;
  constructor(engine: PredictionEngine) {
    this.engine = engine;
  }
  add(state: AtnState, alt: number, stack: Stack): void {
    const k = this.engine.configKey(state, alt, stack);
    if (this.seen.has(k)) return;
    this.seen.add(k);
    this.configs.push({ state, alt, stack });
    this.keys.push(k);
    this.hash = mixKey(this.hash, k);
  }
  get size(): number {
    return this.configs.length;
  }
}

interface DfaState {
  /** Undefined for a state read from a snapshot until a walk needs its configurations (`configsOf`). */
  configs: Config[] | undefined;
  /** The configurations' numbers (a view into the snapshot for a state read from one). */
  keys: ArrayLike<number>;
  /** The hash of `keys` (the DFA's index of its states). */
  hash: number;
  edges: (DfaState | typeof ERROR | undefined)[];
  accept: boolean;
  prediction: number;
}
const ERROR = Symbol("no viable alternative");

interface Dfa {
  start?: DfaState;
  /** DFA states by the hash of their configuration set. */
  states: Map<number, DfaState[]>;
}

/** Which alternatives a choice's gates allow (all, when the choice has no gates). */
export type Allowed = boolean[] | undefined;

interface Lookahead {
  LA(i: number): { tokenTypeIdx: number };
}

export class PredictionEngine {
  private readonly root: Stack = { id: 0, parent: undefined, follow: undefined };
  /** Every stack by its id (the root is 0). */
  private readonly stacks: Stack[] = [this.root];
  /** A stack by its parent's id and follow state (`parent.id * stride + follow.stateNumber`). */
  private readonly pushed = new Map<number, Stack>();
  /** DFA states made so far (a snapshot's included): how much prediction has learnt. */
  private dfaStateCount = 0;
  private readonly stride: number;
  /** Per decision: the DFA of a choice without gates, and a DFA per combination of allowed alternatives. */
  private readonly plain: (Dfa | undefined)[] = [];
  private readonly dfas = new Map<number, Map<number | string, Dfa>>();

  private readonly decisionStates: AtnState[];
  /** ATN states by number (configurations in a snapshot name their state by number). */
  private readonly states: AtnState[];
  /**
   * Per decision and token index: the alternative when the first token alone decides the choice
   * (ONE_TOKEN_ERROR when it matches none), UNKNOWN until prediction has met that token there. The
   * DFA of a choice without gates never changes an edge once made, so this repeats what a walk from
   * its start state would find, with one small array per decision instead of the DFA's states.
   */
  private readonly firstToken: Int16Array[];

  constructor(decisionStates: AtnState[], states: AtnState[]) {
    this.decisionStates = decisionStates;
    this.states = states;
    this.stride = states.length + 1;
    const tokens = maxTokenIndex(decisionStates);
    this.firstToken = decisionStates.map(() => new Int16Array(tokens + 1).fill(UNKNOWN));
  }

  /** `predict` for a choice without gates, answered from the first token when that token alone has decided it before. */
  predictPlain(parser: Lookahead, decision: number): number | undefined {
    const known = this.firstToken[decision]![parser.LA(1).tokenTypeIdx];
    if (known !== undefined && known !== UNKNOWN) return known === ONE_TOKEN_ERROR ? undefined : known;
    return this.predict(parser, decision, undefined);
  }

  /** One number for (state, alternative, stack). Alternatives of a choice stay below 256. */
  configKey(state: AtnState, alt: number, stack: Stack): number {
    return (stack.id * this.stride + state.stateNumber) * 256 + alt;
  }

  private push(stack: Stack, follow: AtnState): Stack {
    const key = stack.id * this.stride + follow.stateNumber;
    let s = this.pushed.get(key);
    if (s === undefined) {
      s = { id: this.stacks.length, parent: stack, follow };
      this.stacks.push(s);
      this.pushed.set(key, s);
    }
    return s;
  }

  /** The alternative to take at `decision` (0-based), or undefined when none can match. */
  predict(parser: Lookahead, decision: number, allowed: Allowed): number | undefined {
    const dfa = this.dfaFor(decision, allowed);
    let d: DfaState | undefined = dfa.start;
    if (d === undefined) {
      const start = this.decisionStates[decision]!;
      const set = new ConfigSet(this);
      start.transitions.forEach((t, alt) => this.closure(t.target, alt, this.root, set));
      d = this.intern(dfa, { configs: set.configs, keys: set.keys, hash: set.hash, edges: [], accept: false, prediction: -1 });
      dfa.start = d;
    }
    for (let i = 1; ; i++) {
      const token = parser.LA(i);
      let next: DfaState | typeof ERROR | undefined = d.edges[token.tokenTypeIdx];
      if (next === undefined) next = this.target(dfa, d, token.tokenTypeIdx, allowed);
      if (i === 1 && allowed === undefined && (next === ERROR || next.accept)) {
        const memo = this.firstToken[decision]!;
        if (token.tokenTypeIdx < memo.length) memo[token.tokenTypeIdx] = next === ERROR ? ONE_TOKEN_ERROR : next.prediction;
      }
      if (next === ERROR) return undefined;
      if (next.accept) return next.prediction;
      d = next;
    }
  }

  private dfaFor(decision: number, allowed: Allowed): Dfa {
    if (allowed === undefined) {
      let dfa = this.plain[decision];
      if (dfa === undefined) this.plain[decision] = dfa = { states: new Map() };
      return dfa;
    }
    let byGates = this.dfas.get(decision);
    if (byGates === undefined) this.dfas.set(decision, (byGates = new Map()));
    const key = gatesKey(allowed);
    let dfa = byGates.get(key);
    if (dfa === undefined) byGates.set(key, (dfa = { states: new Map() }));
    return dfa;
  }

  /** The DFA state with the same configurations as `state` if there is one, else `state`, now known. */
  private intern(dfa: Dfa, state: DfaState): DfaState {
    let bucket = dfa.states.get(state.hash);
    if (bucket === undefined) dfa.states.set(state.hash, (bucket = []));
    for (const known of bucket) if (sameKeys(known.keys, state.keys)) return known;
    bucket.push(state);
    this.dfaStateCount++;
    return state;
  }

  /** The DFA state after `tokenIdx` from `from`: computed once, then cached as an edge. */
  private target(dfa: Dfa, from: DfaState, tokenIdx: number, allowed: Allowed): DfaState | typeof ERROR {
    const reach = this.reach(from.configs ?? this.configsOf(from), tokenIdx, allowed);
    if (reach.size === 0) {
      from.edges[tokenIdx] = ERROR;
      return ERROR;
    }
    const state: DfaState = { configs: reach.configs, keys: reach.keys, hash: reach.hash, edges: [], accept: false, prediction: -1 };
    const unique = uniqueAlt(reach.configs, allowed);
    if (unique !== undefined) {
      state.accept = true;
      state.prediction = unique;
    } else if (this.conflictEndsPrediction(reach.configs)) {
      state.accept = true;
      let min = Infinity;
      for (const c of reach.configs) if (c.alt < min) min = c.alt;
      state.prediction = min;
    }
    const interned = this.intern(dfa, state);
    from.edges[tokenIdx] = interned;
    return interned;
  }

  private reach(configs: Config[], tokenIdx: number, allowed: Allowed): ConfigSet {
    const moved = new ConfigSet(this);
    const stopped: Config[] = [];
    for (const c of configs) {
      if (allowed !== undefined && allowed[c.alt] === false) continue;
      if (c.state.type === ATN_RULE_STOP) {
        stopped.push(c);
        continue;
      }
      for (const t of c.state.transitions) {
        const tt = t.tokenType;
        if (tt !== undefined && (tt.tokenTypeIdx === tokenIdx || (tt.isParent === true && tt.categoryMatchesMap![tokenIdx] === true))) {
          moved.add(t.target, c.alt, c.stack);
        }
      }
    }
    let reach: ConfigSet;
    if (stopped.length === 0 && moved.size === 1) {
      reach = moved;
    } else {
      reach = new ConfigSet(this);
      for (const c of moved.configs) this.closure(c.state, c.alt, c.stack, reach);
    }
    if (stopped.length > 0 && !reach.configs.some((c) => c.state.type === ATN_RULE_STOP)) {
      for (const c of stopped) reach.add(c.state, c.alt, c.stack);
    }
    return reach;
  }

  /** Adds the positions reachable from `config` without a token; a rule's end returns to its caller. */
  private closure(p: AtnState, alt: number, stack: Stack, set: ConfigSet): void {
    if (p.type === ATN_RULE_STOP) {
      if (stack.parent !== undefined) this.closure(stack.follow!, alt, stack.parent, set);
      else set.add(p, alt, stack); // the decision's own rule ends: the configuration looks into any caller
      return;
    }
    if (!p.epsilonOnlyTransitions) {
      set.add(p, alt, stack);
      return; // a state's transitions are all tokens or all without tokens
    }
    for (const t of p.transitions) {
      if (t.tokenType !== undefined) continue;
      this.closure(t.target, alt, t.followState !== undefined ? this.push(stack, t.followState) : stack, set);
    }
  }


  /** The configurations of a state read from a snapshot, rebuilt from their numbers. */
  private configsOf(state: DfaState): Config[] {
    const stride = this.stride;
    state.configs = Array.from(state.keys, (k) => {
      const position = Math.floor(k / 256);
      return { state: this.states[position % stride]!, alt: k % 256, stack: this.stacks[Math.floor(position / stride)]! };
    });
    return state.configs;
  }

  /** How many DFA states prediction has made or read so far. */
  get learnt(): number {
    return this.dfaStateCount;
  }

  /**
   * Everything prediction has learnt, as numbers: the call stacks, then per decision its DFAs
   * (states as their configurations' numbers, edges, accepting predictions). `restore` on a fresh
   * engine of the same grammar makes the same predictions without computing them again; a DFA
   * state's configurations are rebuilt only when a walk needs a new edge from it.
   */
  snapshot(): Float64Array {
    const out = new NumberWriter();
    out.push(SNAPSHOT_VERSION, this.stride, this.decisionStates.length, this.stacks.length);
    for (let i = 1; i < this.stacks.length; i++) out.push(this.stacks[i]!.parent!.id, this.stacks[i]!.follow!.stateNumber);
    const writeDfa = (dfa: Dfa): void => {
      const all: DfaState[] = [];
      const index = new Map<DfaState, number>();
      for (const bucket of dfa.states.values()) for (const st of bucket) index.set(st, all.push(st) - 1);
      out.push(all.length, dfa.start === undefined ? -1 : index.get(dfa.start)!);
      for (const st of all) {
        out.push(st.hash, st.keys.length);
        out.pushAll(st.keys);
        out.push(st.accept ? 1 : 0, st.prediction);
        let edges = 0;
        st.edges.forEach((e) => e !== undefined && edges++);
        out.push(edges);
        st.edges.forEach((e, token) => e !== undefined && out.push(token, e === ERROR ? -1 : index.get(e)!));
      }
    };
    for (let d = 0; d < this.decisionStates.length; d++) {
      const plain = this.plain[d];
      const gated = [...(this.dfas.get(d) ?? new Map<number | string, Dfa>())];
      out.push(plain === undefined ? 0 : 1, gated.length);
      if (plain !== undefined) writeDfa(plain);
      for (const [key, dfa] of gated) {
        if (typeof key === "number") out.push(key);
        else {
          out.push(-key.length);
          for (const b of key) out.push(b === "1" ? 1 : 0);
        }
        writeDfa(dfa);
      }
    }
    return out.done();
  }

  /**
   * Takes in a `snapshot` of an engine of the same grammar (the caller checks that, see
   * ./cache.ts). Only a fresh engine takes one; false when it is not fresh or the data does not fit.
   */
  restore(data: Float64Array): boolean {
    if (this.stacks.length !== 1 || this.dfaStateCount !== 0) return false;
    if (data[0] !== SNAPSHOT_VERSION || data[1] !== this.stride || data[2] !== this.decisionStates.length) return false;
    let at = 3;
    const next = (): number => {
      if (at >= data.length) throw new RangeError("snapshot ends early");
      return data[at++]!;
    };
    try {
      const stackCount = next();
      for (let i = 1; i < stackCount; i++) {
        const parent = this.stacks[next()];
        const follow = this.states[next()];
        if (parent === undefined || follow === undefined) throw new RangeError("bad stack");
        this.push(parent, follow);
      }
      const readDfa = (dfa: Dfa): void => {
        const count = next();
        const start = next();
        const all: DfaState[] = [];
        const edgeLists: number[][] = [];
        for (let i = 0; i < count; i++) {
          const hash = next();
          const n = next();
          if (at + n > data.length) throw new RangeError("snapshot ends early");
          const keys = data.subarray(at, at + n);
          at += n;
          const accept = next() === 1;
          const prediction = next();
          const edges: number[] = [];
          for (let e = next(); e > 0; e--) edges.push(next(), next());
          all.push(this.intern(dfa, { configs: undefined, keys, hash, edges: [], accept, prediction }));
          edgeLists.push(edges);
        }
        all.forEach((st, i) => {
          const edges = edgeLists[i]!;
          for (let e = 0; e < edges.length; e += 2) {
            const target = edges[e + 1]!;
            const to = target === -1 ? ERROR : all[target];
            if (to === undefined) throw new RangeError("bad edge");
            st.edges[edges[e]!] = to;
          }
        });
        if (start >= 0) dfa.start = all[start];
      };
      for (let d = 0; d < this.decisionStates.length; d++) {
        const hasPlain = next() === 1;
        const gatedCount = next();
        if (hasPlain) {
          const dfa = this.dfaFor(d, undefined);
          readDfa(dfa);
          // what `predict` records for first tokens, from the start state's edges
          const memo = this.firstToken[d]!;
          dfa.start?.edges.forEach((e, token) => {
            if (token < memo.length && e !== undefined && (e === ERROR || e.accept)) memo[token] = e === ERROR ? ONE_TOKEN_ERROR : e.prediction;
          });
        }
        for (let g = 0; g < gatedCount; g++) {
          const first = next();
          const allowed: boolean[] = [];
          if (first < 0) for (let i = 0; i < -first; i++) allowed.push(next() === 1);
          else for (let key = first; key > 1; key = Math.floor(key / 2)) allowed.unshift(key % 2 === 1);
          readDfa(this.dfaFor(d, allowed));
        }
      }
      if (at !== data.length) throw new RangeError("snapshot too long");
      return true;
    } catch {
      // a damaged snapshot: forget what was read
      this.stacks.length = 1;
      this.pushed.clear();
      this.plain.length = 0;
      this.dfas.clear();
      for (const memo of this.firstToken) memo.fill(UNKNOWN);
      this.dfaStateCount = 0;
      return false;
    }
  }

  /**
   * A conflict that more tokens cannot resolve: every configuration has reached the end of the
   * decision's rule, or some position is shared by several alternatives while none is held by one
   * alternative only.
   */
  private conflictEndsPrediction(configs: Config[]): boolean {
    if (configs.every((c) => c.state.type === ATN_RULE_STOP)) return true;
    // position → its one alternative, or SHARED once a second alternative holds it
    const SHARED = -1;
    const alts = new Map<number, number>();
    for (const c of configs) {
      const k = c.stack.id * this.stride + c.state.stateNumber;
      const a = alts.get(k);
      if (a === undefined) alts.set(k, c.alt);
      else if (a !== c.alt) alts.set(k, SHARED);
    }
    let shared = false;
    for (const a of alts.values()) {
      if (a !== SHARED) return false;
      shared = true;
    }
    return shared;
  }
}

/** Which alternatives the gates allow, as one number (a bit per alternative) when there are few enough. */
function gatesKey(allowed: boolean[]): number | string {
  if (allowed.length > 30) return allowed.map((a) => (a ? "1" : "0")).join("");
  let key = 1;
  for (let i = 0; i < allowed.length; i++) key = key * 2 + (allowed[i] ? 1 : 0);
  return key;
}

const UNKNOWN = -1;
const ONE_TOKEN_ERROR = -2;
/** Bumped whenever the snapshot layout or the prediction rules change. */
const SNAPSHOT_VERSION = 2;

/** A Float64Array that grows as numbers are pushed. */
class NumberWriter {
  private data = new Float64Array(1 << 16);
  private length = 0;
  push(...numbers: number[]): void {
    this.pushAll(numbers);
  }
  pushAll(numbers: ArrayLike<number>): void {
    if (this.length + numbers.length > this.data.length) {
      const grown = new Float64Array(Math.max(this.data.length * 2, this.length + numbers.length));
      grown.set(this.data.subarray(0, this.length));
      this.data = grown;
    }
    if (numbers instanceof Float64Array) this.data.set(numbers, this.length);
    else for (let i = 0; i < numbers.length; i++) this.data[this.length + i] = numbers[i]!;
    this.length += numbers.length;
  }
  done(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

/** The running hash of a configuration set, one member's number at a time. */
function mixKey(hash: number, k: number): number {
  return (Math.imul(hash ^ (k | 0), 0x9e3779b1) + ((k / 4294967296) | 0)) | 0;
}

/** The largest token index a transition reachable from these states matches (categories included). */
function maxTokenIndex(states: AtnState[]): number {
  let max = 0;
  const seen = new Set<AtnState>();
  const queue = [...states];
  while (queue.length > 0) {
    const s = queue.pop()!;
    if (seen.has(s)) continue;
    seen.add(s);
    for (const t of s.transitions) {
      const tt = t.tokenType as (AtnTransition["tokenType"] & { categoryMatches?: number[] }) | undefined;
      if (tt !== undefined) {
        max = Math.max(max, tt.tokenTypeIdx);
        for (const c of tt.categoryMatches ?? []) max = Math.max(max, c);
      }
      queue.push(t.target);
      if (t.followState !== undefined) queue.push(t.followState);
    }
  }
  return max;
}

function sameKeys(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function uniqueAlt(configs: Config[], allowed: Allowed): number | undefined {
  let alt: number | undefined;
  for (const c of configs) {
    if (allowed !== undefined && allowed[c.alt] === false) continue;
    if (alt === undefined) alt = c.alt;
    else if (alt !== c.alt) return undefined;
  }
  return alt;
}
