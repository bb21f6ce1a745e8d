/**
 * Effects of the AST (sentences of clauses) → the body of an `effect(ctx)` function
 * that calls the runtime's actions, collecting the target words on the way.
 */
import { lit, manaText, node, type N, objectCode, onlyKeys, someNode, Unsupported } from "./code.ts";
import { grantedAbility, trigger } from "./abilities.ts";
import { moreCondition } from "./conditions.ts";
import { dividedDamage, distributeCounters } from "./divided.ts";
import { colorChoiceMana } from "./mana.ts";
import { additionalLandThisTurn } from "./permissions.ts";
import { type AmountResolver, compileFilter, isRuntimeKeyword, type PlayerResolver, targetSpecCode } from "./filters.ts";
import { preventAllThisTurn, thisTurnReplacement } from "./replacements.ts";
import { isPredefinedToken, predefinedToken } from "./tokens.ts";
import { copyException } from "./copies.ts";
import { transformAction, transformedRefusal } from "./transform.ts";
import { parseManaUnits } from "../runtime/mana.ts";
import { SUBTYPES } from "../../grammar/en/subtypes.ts";
import type { Span } from "../ast/base.ts";

/** What a noun phrase refers to, as code. */
export interface Ref {
  code: string;
  /** A list (`ObjectView[]`/`PlayerView[]`) rather than one entity. */
  many: boolean;
  players?: boolean;
  /** A list that holds at most one object ("a creature" sacrificed, "that card" put into a hand): "its power" is that one's. */
  single?: boolean;
}

/** What the ability's trigger makes available to its effect ("that player", "that card"). */
export interface TriggerInfo {
  player?: string;
  object?: string;
  /** The trigger is about the ability's own source ("When ~ enters"): "it" is the source. */
  aboutSelf?: boolean;
  /** The source after it left the battlefield (for "return ~ to its owner's hand"). */
  selfAfter?: string;
  /** "that much", "that many": the triggering event's amount (damage dealt, life gained). */
  amount?: string;
  /** The zone the triggered ability functions from ("When you cast this spell": the stack, rule 113.6). */
  zone?: string;
}

export class Scope {
  readonly text: string;
  readonly targets: string[] = [];
  readonly imports: Set<string>;
  trigger: TriggerInfo | undefined;
  /** The antecedent of "it", "they", "that card". */
  get it(): Ref | undefined {
    return this.itRef;
  }
  set it(r: Ref | undefined) {
    this.itRef = r;
    if (r) this.itGone = false;
  }
  private itRef: Ref | undefined;
  /** What "it" stood for was a local of a block that has ended ("If you do, reveal the top card of your library."): "it" can't be guessed after it. */
  itGone = false;
  /** The code of the id of what "it" stands for where it is known without resolving (a static ability about its source or host). */
  itId: string | undefined;
  /** A creature type or colour chosen by an earlier instruction ("Choose a creature type. Creatures of the chosen type …"): code of the value. */
  chosen: { type?: string; color?: string } | undefined;
  /** Statements that must run before the current clause (choices it makes). */
  pre: string[] = [];
  /** The current clause is "you may …" and its choice can be empty instead. */
  optionalChoice = false;
  clauseWords = "";
  /** "where X is …": the value of X in this sentence. */
  x: string | undefined;
  /** "… for each …": the count the clause's amount is multiplied by (consumed by `amount`). */
  perEach: string | undefined;
  perEachUsed = false;
  /** A delayed instruction came before ("… at the beginning of your next upkeep. It gains haste."): "it" may be what that will move. */
  afterDelayed = false;
  /** The code of whether you won the last coin flip ("Flip a coin. If you win the flip, …"). */
  flip: string | undefined;
  /** Target words of "For each opponent, … up to one target creature that player controls" (one target per player). */
  readonly perPlayerTargets = new Set<N>();
  /** "If you search your library this way": the code of whether the last search of several zones included the library. */
  searchedLibrary: string | undefined;
  /** The sentence is "If you search your library this way, shuffle it": "it" is that library. */
  shuffleSearched = false;
  /** An "If …, … Otherwise, …" came before: "it" and "that card" can't be named after it without saying again what they are. */
  afterBranches = false;
  /** The effect is a spell's own (instant, sorcery): "it" with nothing before it is the spell ("If it was kicked"). */
  spell = false;
  /** Code runs while the ability resolves (an `EffectContext`: targets, X, paid costs), not as a static or trigger check. */
  resolving = true;

  /** The result of the last "you may …" or "pay": for "If you do". */
  did: string | undefined;
  /** The new objects of the last zone change ("exile it, then return that card"): rule 400.7. */
  moved: Ref | undefined;
  /** Clauses whose new objects a later clause refers to ("that card", "it"). */
  readonly keepsResult = new Set<N>();
  /** Variables that record whether a mandatory instruction was done, for an "If you do" that may follow (`didMandatory`). */
  readonly doneChecks = new Set<string>();
  /** The copy of a spell made by the last "Copy target spell" ("You may choose new targets for the copy"). */
  copy: string | undefined;
  /** Targets named by "Choose target … [and target …]", with the words after "target": "the creature you control" is the one whose words match. */
  readonly namedTargets: { words: string; ref: Ref }[] = [];
  /** The last single player named by a target ("target player … that player"). */
  lastPlayer: Ref | undefined;
  /** The recipient of the last damage dealt ("it deals 4 damage instead"). */
  lastDamageTo: Ref | undefined;
  /** The card has an ability referring to "the exiled card": exiling records what it exiled (rule 607). */
  linkExiled = false;
  /** What the card's mandatory additional cost to cast it sacrifices or discards ("sacrifice", "discard"), one object of each kind. */
  castCosts = new Set<string>();
  /** An ability of the card refers to the cards "exiled with" it (607.2a): its exiling instructions add what they exiled to a record. */
  linkExiledWith = false;
  /** The card is a transforming double-faced card or a flip card (transform.ts): "transform ~" / "flip ~" turns it to its other face. */
  turnsOver: "transform" | "flip" | undefined;
  /** The next sentence says "It's still a land." (205.1b): the "becomes" of this one keeps the prior types. */
  stillIs = false;
  /** Subjects a later clause of the same sentence shares, and what they referred to in the clause that named them. */
  readonly shared = new Set<N>();
  readonly resolved = new Map<N, Ref>();
  /** The cards the last "look at / reveal the top N cards of …" showed: "from among them", "one of them", "the rest" (701.16). */
  looked: Ref | undefined;
  /** The permanents the last destroy or exile instruction destroyed or exiled, for "for each creature destroyed/exiled this way". */
  readonly thisWay = new Map<string, string>();
  /** The effect counts what a destroy or exile instruction did ("destroyed this way", "exiled this way"): those keep their results. */
  readonly tracksThisWay = new Set<string>();
  /** `looked` are cards revealed (701.16a), not only looked at: "cards revealed this way" are they. */
  lookedRevealed = false;
  /** Cards looked at or revealed inside a block that has ended ("If you do, reveal …"): "that card" can't be named after it. */
  lookedGone = false;
  /** `looked` is a revealed hand ("Target opponent reveals their hand. You choose a card from it."). */
  lookedHand = false;
  private readonly vars = new Map<string, number>();
  constructor(text: string, imports: Set<string>, trigger?: TriggerInfo) {
    this.text = text;
    this.imports = imports;
    this.trigger = trigger;
  }
  words(span: [number, number] | undefined): string {
    return span ? this.text.slice(span[0], span[1]) : "";
  }
  fresh(base: string): string {
    const n = (this.vars.get(base) ?? 0) + 1;
    this.vars.set(base, n);
    return n === 1 ? base : `${base}${n}`;
  }
  addTarget(spec: string): number {
    this.targets.push(spec);
    return this.targets.length - 1;
  }
}

function amount(v: unknown, scope: Scope, span?: [number, number]): string {
  if (v === undefined) throw new Unsupported("a missing amount", span);
  const n = node(v, "an amount", span);
  const base = baseAmount(n, scope, span);
  // "… for each creature you control": the clause's multiplier applies to its one amount.
  if (scope.perEach !== undefined && base !== undefined) {
    const per = scope.perEach;
    scope.perEach = undefined;
    scope.perEachUsed = true;
    return base === "1" ? per : `${base} * ${per}`;
  }
  if (base !== undefined) return base;
  throw new Unsupported(`the amount "${scope.words(n.span) || n.kind}"`, n.span ?? span);
}

function baseAmount(n: N, scope: Scope, span?: [number, number]): string | undefined {
  if (n.kind === "a") return "1";
  // "equal to your life total": as it is now
  if (n.kind === "lifeTotal" && n.whose === "your" && Object.keys(n).every((k) => ["kind", "span", "whose"].includes(k))) return "ctx.game.player(ctx.you.id).life";
  if (n.kind === "number") {
    if (typeof n.value === "number") return String(n.value);
    if (n.value === "X") return scope.x ?? "ctx.x";
  }
  if (n.kind === "equal") {
    onlyKeys(n, ["of"]);
    return value(node(n.of, "an amount", n.span ?? span), scope);
  }
  if (n.kind === "countOf" || n.kind === "statOf" || n.kind === "greatestAmong") return value(n, scope);
  // "it deals that much damage to …", "draw that many cards": the amount of the event that triggered the ability
  if ((n.kind === "thatMuch" || n.kind === "thatMany") && scope.trigger?.amount !== undefined && scope.lastDamageTo === undefined) {
    onlyKeys(n, []);
    return scope.trigger.amount;
  }
  return undefined;
}

/** A number the text computes: "the number of …", "its power", "the greatest mana value among …". */
export function value(n: N, scope: Scope): string {
  switch (n.kind) {
    case "number":
    case "a":
    case "lifeTotal":
      return baseAmount(n, scope) ?? unsupportedAmount(n, scope);
    case "countOf": {
      onlyKeys(n, ["of"]);
      const of = node(n.of, "what is counted", n.span);
      if (of.kind === "countersOnObject") {
        // "the number of +1/+1 counters on ~" (last known information if it left, 608.2h)
        onlyKeys(of, ["counter", "on", "plural"]);
        const on = reference(of.on, scope, "object", of.span);
        if (on.many || on.players) throw new Unsupported(`the amount "${scope.words(n.span)}"`, n.span);
        const kind = lit(String(node(of.counter, "a counter kind", of.span).value));
        if (on.code === "ctx.self") return `(ctx.self.counters[${kind}] ?? 0)`;
        scope.imports.add("countersOn");
        return `countersOn(${on.code}, ${kind})`;
      }
      return countCode(of, scope);
    }
    case "statOf": {
      onlyKeys(n, ["stat", "of", "the"]);
      const of = n.of === "it" ? { kind: "pronoun", word: "it", span: n.span } : n.of;
      const pre = scope.pre.length;
      const r = reference(of, scope, "object", n.span);
      if (r.players || scope.pre.length !== pre || (r.many && !(r.single && scope.resolving))) throw new Unsupported(`the amount "${scope.words(n.span)}"`, n.span);
      if (r.many) {
        // "that creature's toughness" of the creature sacrificed, "its mana value" of the card put into a hand (608.2h)
        scope.imports.add("statNow");
        scope.imports.add("objectsOf");
        return `statNow(ctx, objectsOf(${r.code})[0], ${lit(String(n.stat))})`;
      }
      // while resolving, the value now (608.2h: "put two +1/+1 counters on it, then it deals damage equal to its power")
      if (scope.resolving) {
        scope.imports.add("statNow");
        return `statNow(ctx, ${r.code}, ${lit(String(n.stat))})`;
      }
      scope.imports.add("statOf");
      return `statOf(${r.code}, ${lit(String(n.stat))})`;
    }
    case "sum": {
      // "2 plus the number of …", "the number of cards in your hand minus 4": a negative result is 0 (107.1b)
      onlyKeys(n, ["terms", "ops"]);
      const terms = (n.terms as unknown[]).map((t) => value(node(t, "an amount", n.span), scope));
      const ops = ((n.ops as unknown[] | undefined) ?? []).map(String);
      if (terms.length < 2 || ops.length !== terms.length - 1 || !ops.every((o) => o === "plus" || o === "minus")) throw new Unsupported(`the amount "${scope.words(n.span)}"`, n.span);
      const expr = terms.reduce((acc, t, i) => `${acc} ${ops[i - 1] === "minus" ? "-" : "+"} ${t}`);
      return ops.includes("minus") ? `Math.max(0, ${expr})` : `(${expr})`;
    }
    case "twice": {
      // "twice the number of Foods you control"
      onlyKeys(n, ["of"]);
      return `2 * ${value(node(n.of, "an amount", n.span), scope)}`;
    }
    case "greatestAmong": {
      onlyKeys(n, ["stat", "among"]);
      scope.imports.add("greatestAmong");
      return `greatestAmong(ctx, ${lit(countFilter(node(n.among, "among what", n.span), scope))}, ${lit(String(n.stat))})`;
    }
    default:
      return unsupportedAmount(n, scope);
  }
}

/** "… that player controls", "… target player controls" in a resolving effect: that player's id, computed before the clause. */
function playersWhileResolving(scope: Scope): PlayerResolver | undefined {
  if (!scope.resolving) return undefined;
  return (who) => {
    let ref: Ref;
    try {
      ref = objects(who, scope, "player", who.span);
    } catch (e) {
      if (e instanceof Unsupported) return undefined;
      throw e;
    }
    if (ref.many || !ref.players) return undefined;
    const v = scope.fresh("player");
    scope.pre.push(`const ${v} = (${ref.code})?.id;`);
    return v;
  };
}

/**
 * The object a filter's "attached to …" names, as the code of its id: the source ("~"), what "it" stands for where that is known
 * without resolving (`scope.itId`: the source or its host in a static ability), else a single object known while the effect
 * resolves ("that creature", "target land"), computed before the clause.
 */
function objectIds(scope: Scope): PlayerResolver {
  return (what) => {
    if (what.kind === "self") return "ctx.self.id";
    const pronoun = what.kind === "it" || (what.kind === "pronoun" && String(what.word).toLowerCase() === "it");
    if (pronoun && scope.itId !== undefined) return scope.itId;
    if (!scope.resolving || (pronoun && !scope.it && !scope.trigger?.aboutSelf)) return undefined;
    let ref: Ref;
    try {
      ref = reference(what, scope, "object", what.span);
    } catch (e) {
      if (e instanceof Unsupported) return undefined;
      throw e;
    }
    if (ref.many || ref.players) return undefined;
    if (ref.code === "ctx.self") return "ctx.self.id";
    scope.imports.add("objectsOf");
    const v = scope.fresh("host");
    scope.pre.push(`const ${v} = objectsOf(${ref.code})[0]?.id;`);
    return v;
  };
}

/**
 * A number a filter compares with, while the effect resolves: computed once before the clause (a constant for the whole
 * instruction). X is the spell's or activated ability's X (107.3): not in a triggered ability, whose X the runtime doesn't keep.
 */
/** The names an amount a target's filter compares with may use: it is computed as targets are chosen and checked again (no locals). */
const TARGET_AMOUNT_NAMES = new Set(["ctx", "countOf", "statOf", "greatestAmong", "distinctAmong", "partySize", "countersOn", "Math"]);

/**
 * Numbers a target's filter compares with ("target nonland permanent with mana value X", "target creature with power less than or
 * equal to the number of creatures you control"): known as the targets are chosen (601.2c, after X is announced in 601.2b) and
 * checked again as it resolves (608.2b) — the spell's or ability's own X (`ctx.x`), or a value of the game as it is then.
 */
function amountsForTargets(scope: Scope): AmountResolver {
  const resolve: AmountResolver = (n) => {
    if (n.kind === "number" && n.value === "X") return scope.x === undefined && scope.trigger === undefined ? "(ctx.x ?? 0)" : undefined;
    // "with toughness greater than its power": "its" is the object the filter is about, not a value of the ability
    if (aboutItself(n)) return undefined;
    const pre = scope.pre.length;
    let code = baseAmountIfKnown(n, scope);
    if (code === undefined || scope.pre.length !== pre) return undefined;
    // "~'s power", "counters on ~": the source as it is, or as it last existed (608.2b) — ctx.self as targets are checked
    code = code.replace(/\bstatNow\(ctx, /g, "statOf(").replace(/\bcountersNow\(ctx, /g, "countersOn(");
    for (const f of ["statOf", "countersOn"]) if (code.includes(`${f}(`)) scope.imports.add(f);
    const bare = code.replace(/"(?:[^"\\]|\\.)*"/g, '""').match(/(?<![.\w])[A-Za-z_]\w*(?![\w\s]*:)/g) ?? [];
    if (bare.some((id) => !TARGET_AMOUNT_NAMES.has(id)) || /\bctx\.(targets|targetGroups|event|costObjects|paidCosts|modes|x)\b/.test(code)) return undefined;
    return code;
  };
  resolve.relative = true;
  return resolve;
}

/** `baseAmount`, or undefined where the amount is not supported. */
function baseAmountIfKnown(n: N, scope: Scope): string | undefined {
  try {
    return baseAmount(n, scope, n.span);
  } catch (e) {
    if (e instanceof Unsupported) return undefined;
    throw e;
  }
}

function amountsWhileResolving(scope: Scope): AmountResolver | undefined {
  if (!scope.resolving) return undefined;
  const resolve: AmountResolver = (n) => {
    if (n.kind === "number" && n.value === "X" && scope.trigger !== undefined && scope.x === undefined) return undefined;
    // "each creature with toughness greater than its power": "its" is each object the filter is about, not one value
    if (aboutItself(n)) return undefined;
    const code = baseAmountIfKnown(n, scope);
    if (code === undefined) return undefined;
    const v = scope.fresh("value");
    scope.pre.push(`const ${v} = ${code};`);
    return v;
  };
  // "with mana value equal to the number of charge counters on ~", "power greater than the number of cards in your hand"
  resolve.relative = true;
  return resolve;
}

/** A value that names "it", "its", "they", "that": in a filter's comparison, possibly the object being filtered itself. */
function aboutItself(n: N): boolean {
  return /"kind":"(it|its|pronoun|they|that)"/.test(JSON.stringify(n));
}

/** "that player" in the target words of a triggered ability: the trigger event's player, read from the context's event. */
function triggerPlayer(scope: Scope): PlayerResolver | undefined {
  const t = scope.trigger;
  const player = t?.player;
  // "Whenever ~ attacks, … target creature defending player controls": the player the attacker attacks (506.2)
  const attacker = t?.aboutSelf ? "ctx.self.id" : t?.object ? `(${t.object})?.id` : undefined;
  if (!player && !attacker) return undefined;
  return (who) => {
    if (who.det === "that" && who.noun === "player") return player ? `(${player})?.id` : undefined;
    if (who.det === "defending" && who.noun === "player" && attacker) return `ctx.game.defendingPlayer(${attacker})?.id`;
    return undefined;
  };
}

function unsupportedAmount(n: N, scope: Scope): never {
  throw new Unsupported(`the amount "${scope.words(n.span) || n.kind}"`, n.span);
}

/**
 * The number of what is counted: objects ("creatures you control": `countOf`), or distinct qualities among them ("each color
 * among permanents you control", "basic land types among lands you control" (domain): `distinctAmong`).
 */
export function countCode(what: N, scope: Scope): string {
  // "for each creature in your party", "the number of creatures in your party" (700.8)
  if (what.kind === "partyMember" && Object.keys(what).every((k) => ["kind", "span", "plural"].includes(k))) {
    scope.imports.add("partySize");
    return "partySize(ctx)";
  }
  if ((what.kind === "kindAmong" && (what.what === "color" || what.what === "cardType")) || (what.kind === "landTypeAmong" && what.basic === true)) {
    onlyKeys(what, what.kind === "kindAmong" ? ["what", "among", "plural"] : ["basic", "among", "plural"]);
    scope.imports.add("distinctAmong");
    const quality = what.kind === "kindAmong" ? String(what.what) : "basicLandType";
    return `distinctAmong(ctx, ${lit(countFilter(node(what.among, "among what", what.span), scope))}, ${lit(quality)})`;
  }
  // "the number of opponents you have", "for each opponent": players still in the game (104.3a; 800.4a)
  if (what.kind === "objects" && what.det === "none" && isObj(what.filter) && Object.keys(what).every((k) => ["kind", "span", "det", "filter"].includes(k))) {
    const f = what.filter;
    const ws = (f.words as N[] | undefined) ?? [];
    const post = (f.post as N[] | undefined) ?? [];
    const onlyYouHave = post.every((p) => p.kind === "youHave" && Object.keys(p).every((k) => k === "kind" || k === "span"));
    if (ws.length === 1 && ws[0]!.class === "Opponent" && onlyYouHave && Object.keys(f).every((k) => ["kind", "span", "words", "post"].includes(k))) return "ctx.opponents.length";
  }
  const done = thisWayCount(what, scope);
  if (done) return done;
  scope.imports.add("countOf");
  return `countOf(ctx, ${lit(countFilter(what, scope))})`;
}

/**
 * "for each creature destroyed this way", "the number of cards exiled this way": the matching ones among what the instruction
 * before destroyed (as they last existed on the battlefield) or exiled (as they are in exile).
 */
function thisWayCount(what: N, scope: Scope): string | undefined {
  if (what.kind !== "objects" || what.det !== "none" || !isObj(what.filter) || Object.keys(what).some((k) => !["kind", "span", "det", "filter"].includes(k))) return undefined;
  const post = (what.filter.post as N[] | undefined) ?? [];
  const p = post.find((x) => x.kind === "participle" && x.when === "thisWay" && (x.verb === "destroy" || x.verb === "exile"));
  if (!p) return undefined;
  const list = scope.thisWay.get(String(p.verb));
  if (!list || Object.keys(p).some((k) => !["kind", "span", "verb", "word", "when"].includes(k))) throw new Unsupported(`counting "${scope.words(what.span)}"`, what.span);
  const rest = post.filter((x) => x !== p);
  const f = compileFilter({ ...what.filter, post: rest.length ? rest : undefined }, what.filter.span as Span | undefined);
  if (f.player || !f.object) throw new Unsupported(`counting "${scope.words(what.span)}"`, what.span);
  const filter = { ...f.object };
  delete filter.zone;
  return Object.keys(filter).length ? `${list}.filter((o) => ctx.matches(o, { ...${lit(filter)}, zone: o.zone })).length` : `${list}.length`;
}

/** The filter of a counted noun phrase ("creatures you control", "cards in your graveyard"). */
export function countFilter(what: N, scope: Scope): Record<string, unknown> {
  if (what.kind === "filter") {
    // "for each Forest you control": a bare filter
    const f = compileFilter(what, what.span, playersWhileResolving(scope), { hosts: objectIds(scope), chosen: scope.chosen });
    if (f.player || !f.object) throw new Unsupported(`counting "${scope.words(what.span)}"`, what.span);
    return f.object;
  }
  if (what.kind !== "objects" || !["none", "all", "each"].includes(String(what.det))) throw new Unsupported(`counting "${scope.words(what.span)}"`, what.span);
  onlyKeys(what, ["det", "filter", "other"]);
  const f = compileFilter(what.filter, what.span, playersWhileResolving(scope), { hosts: objectIds(scope), chosen: scope.chosen });
  if (f.player || !f.object) throw new Unsupported(`counting "${scope.words(what.span)}"`, what.span);
  return { ...f.object, ...(what.other ? notSelf(scope, what.span) : {}) };
}

/** "+2/+0", "-X/-X" → the two changes as code (X: "where X is …" or the spell's X; times the clause's "for each"). */
function pt(text: unknown, scope: Scope, span?: [number, number]): [string, string] {
  const m = /^([+-])(\d+|X)\/([+-])(\d+|X)$/.exec(String(text).replace(/\u2212/g, "-"));
  if (!m) throw new Unsupported(`the change "${String(text)}"`, span);
  const one = (sign: string, v: string): string => {
    let c = v === "X" ? (scope.x ?? "ctx.x") : v;
    if (scope.perEach !== undefined && c !== "0") c = c === "1" ? scope.perEach : `${c} * ${scope.perEach}`;
    if (sign === "-" && c !== "0") c = /^\w+$/.test(c) ? `-${c}` : `-(${c})`;
    return c;
  };
  const out: [string, string] = [one(m[1]!, m[2]!), one(m[3]!, m[4]!)];
  if (scope.perEach !== undefined) {
    scope.perEach = undefined;
    scope.perEachUsed = true;
  }
  return out;
}

/**
 * A reference to objects or players. A subject a later clause of the same sentence shares ("Each player discards their hand,
 * then draws seven cards") is the same reference there: the same targets, not new ones.
 */
export function reference(v: unknown, scope: Scope, role: "object" | "player" | "any", span?: [number, number]): Ref {
  const n = node(v, "a noun phrase", span);
  if (scope.shared.has(n)) {
    const known = scope.resolved.get(n);
    if (!known) throw new Unsupported(`the subject "${scope.words(n.span)}" of a later clause`, n.span ?? span);
    return known;
  }
  const pre = scope.pre.length;
  const r = referenceOf(n, scope, role, span);
  // only a reference that needs no statement before its clause can be used again by a later clause
  if (scope.pre.length === pre) scope.resolved.set(n, r);
  return r;
}

function referenceOf(n: N, scope: Scope, role: "object" | "player" | "any", span?: [number, number]): Ref {
  switch (n.kind) {
    case "self":
      return { code: "ctx.self", many: false };
    case "you":
      return { code: "ctx.you", many: false, players: true };
    case "anyTarget": {
      scope.imports.add("anyTarget");
      const i = scope.addTarget("anyTarget()");
      return { code: `ctx.targets[${i}]`, many: false };
    }
    case "pronoun":
    case "it": {
      const w = String(n.word ?? "it").toLowerCase();
      // "itself", "themselves": the clause's own subject, which only the instruction knows ("~ deals 2 damage to itself")
      if (w === "itself" || w === "themselves" || w === "himself" || w === "herself") throw new Unsupported(`the pronoun "${w}" here`, n.span ?? span);
      if (scope.it) return scope.it;
      if (w === "them" && scope.looked) return scope.looked;
      if (scope.afterDelayed) throw new Unsupported(`the pronoun "${w}" after a delayed instruction`, n.span ?? span);
      if (scope.afterBranches) throw new Unsupported(`the pronoun "${w}" after "Otherwise"`, n.span ?? span);
      if (scope.itGone) throw new Unsupported(`the pronoun "${w}" after the block that named it`, n.span ?? span);
      if ((w === "it" || n.kind === "it") && scope.trigger?.object && !scope.trigger.aboutSelf) return { code: scope.trigger.object, many: false };
      if (scope.trigger?.aboutSelf) return { code: "ctx.self", many: false };
      // "Sacrifice Mogg Fanatic: It deals 1 damage …": with nothing else mentioned, "it" is the ability's source.
      if (w === "it" || n.kind === "it") return { code: "ctx.self", many: false };
      throw new Unsupported(`the pronoun "${w}" here`, n.span ?? span);
    }
    case "players":
    case "objects":
      return objects(n, scope, role, span);
    case "both": {
      // "each creature without flying and each player"
      onlyKeys(n, ["items"]);
      // "target creature and all Auras attached to it": "it" in a later item is an earlier single object
      const items = (n.items as unknown[]).map((i) => {
        const r = reference(i, scope, role, n.span);
        if (!r.many && !r.players) scope.it = r;
        return r;
      });
      return { code: `[${items.map((r) => (r.many ? `...${r.code}` : r.code)).join(", ")}]`, many: true };
    }
    case "partOf": {
      // "Put one of them into your hand": the player chooses that many of the cards looked at (all of them if fewer)
      onlyKeys(n, ["count", "of"]);
      // "each of up to two target creatures", "each of those creatures": each of them, which is all of them
      if (n.count === "each") {
        const all = reference(n.of, scope, role, n.span);
        if (!all.many) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span ?? span);
        return all;
      }
      const of = node(n.of, "of what", n.span);
      const those = of.kind === "objects" && of.det === "those" && isObj(of.filter) && ((of.filter.words as N[] | undefined) ?? []).every((w) => w.class === "Card") && of.filter.post === undefined;
      if (!scope.looked || !(those || (of.kind === "pronoun" && String(of.word).toLowerCase() === "them")) || !isObj(n.count)) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span ?? span);
      const k = amount(n.count, scope, n.span);
      const v = scope.fresh("chosen");
      const words = scope.words(n.span);
      scope.pre.push(`const ${v} = ctx.chooseObjects(${lit(`Choose ${words}`)}, ${scope.looked.code}, Math.min(${k}, ${scope.looked.code}.length), Math.min(${k}, ${scope.looked.code}.length));`);
      return { code: v, many: true };
    }
    case "theRest": {
      // "the rest": the cards looked at that are still where they were (the others were put elsewhere, rule 400.7)
      onlyKeys(n, []);
      if (!scope.looked) throw new Unsupported(`the noun phrase "${scope.words(n.span) || n.kind}"`, n.span ?? span);
      return { code: `${scope.looked.code}.filter((o) => ctx.refresh(o) !== undefined)`, many: true };
    }
    case "topOfLibrary": {
      // "the top card of your library", "the top three cards of your library"
      onlyKeys(n, ["count", "whose"]);
      if (n.whose !== "your") throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span ?? span);
      const count = n.count === undefined ? "1" : baseAmount(node(n.count, "a number", n.span), scope);
      if (count === undefined) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span ?? span);
      return { code: `ctx.game.objects("library", ctx.you.id).slice(0, ${count})`, many: true, single: count === "1" };
    }
    case "controllerOf":
    case "ownerOf": {
      // "its controller", "that creature's controller", "the creature's owner"
      onlyKeys(n, ["of"]);
      if (n.of === "their" || n.of === "it") throw new Unsupported(`the noun phrase "${scope.words(n.span) || n.kind}"`, n.span ?? span);
      const of = reference(n.of, scope, "object", n.span);
      if (of.many || of.players) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span ?? span);
      scope.imports.add(n.kind);
      return { code: `${n.kind}(ctx, ${of.code})`, many: false, players: true };
    }
    default:
      throw new Unsupported(`the noun phrase "${scope.words(n.span) || n.kind}"`, n.span ?? span);
  }
}

/** "that card", "it" as what a zone-changing instruction moves: the object as it is now, after an earlier move (400.7). */
function refersToMoved(v: unknown): boolean {
  if (!isObj(v)) return false;
  if (v.kind === "pronoun" || v.kind === "it") return true;
  if (v.kind !== "objects" || (v.det !== "that" && v.det !== "those") || !isObj(v.filter) || v.filter.post !== undefined) return false;
  const words = (v.filter.words as N[] | undefined) ?? [];
  return words.length > 0 && words.every((w) => w.class === "Card");
}

/** "the exiled card" (607.2a): what the linked ability exiled. */
function isExiledCard(v: unknown): boolean {
  if (!isObj(v) || v.kind !== "objects" || v.det !== "the" || !isObj(v.filter)) return false;
  const words = (v.filter.words as N[] | undefined) ?? [];
  return words[0]?.class === "Participle" && words[0].value === "exiled" && words.slice(1).every((w) => w.class === "Card") && !v.filter.post;
}

/**
 * "As an additional cost to cast this spell, sacrifice a creature" (601.2b, 601.2h): the kinds of object the spell's mandatory
 * additional cost takes one of ("sacrifice", "discard"), so that "the sacrificed creature" names it.
 */
export function castCostKinds(abilities: unknown): Set<string> {
  const kinds = new Set<string>();
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isObj(v)) return;
    if (v.kind === "additionalCost" && isObj(v.spell) && v.spell.kind === "self" && Array.isArray(v.cost)) {
      const parts = v.cost as N[];
      for (const [part, how] of [["sacrificeCost", "sacrifice"], ["discardCost", "discard"]] as const) {
        const ps = parts.filter((p) => p.kind === part);
        const one = ps.length === 1 && isObj(ps[0]!.what) && (ps[0]!.what.det === "a" || ps[0]!.what.det === "an");
        if (one) kinds.add(how);
      }
      return;
    }
    Object.values(v).forEach((x) => x && typeof x === "object" && visit(x));
  };
  visit(abilities);
  return kinds;
}

/** "exiled with ~", "exiled with it" (607.2a): the filter words of cards an ability of this object exiled. */
export function isExiledWithSelf(p: unknown): boolean {
  if (!isObj(p) || p.kind !== "participle" || p.verb !== "exile" || !isObj(p.with)) return false;
  if (Object.keys(p).some((k) => !["kind", "span", "verb", "word", "with"].includes(k))) return false;
  return p.with.kind === "self" || (p.with.kind === "pronoun" && p.with.word === "it");
}

/** Whether a card's abilities refer to the cards "exiled with" it. */
export function mentionsExiledWith(v: unknown): boolean {
  return someNode(v, isExiledWithSelf);
}

/** Whether a card's abilities refer to "the exiled card" (then its exiling instructions record what they exiled). */
export function mentionsExiledCard(v: unknown): boolean {
  return someNode(v, isExiledCard);
}

function objects(n: N, scope: Scope, role: string, span?: [number, number]): Ref {
  const words = scope.words(n.span);
  // "each player", "target player", "that player" as a players node
  if (n.kind === "players") {
    onlyKeys(n, ["det", "noun"]);
    const noun = String(n.noun);
    const opp = noun.startsWith("opponent");
    if (n.det === "each") return { code: opp ? "ctx.opponents" : "ctx.game.players()", many: true, players: true };
    if (n.det === "target") {
      scope.imports.add("targetPlayer");
      const i = scope.addTarget(`targetPlayer(${lit(words)}${opp ? ', "opponent"' : ""})`);
      scope.lastPlayer = { code: `ctx.targets[${i}]`, many: false, players: true };
      return scope.lastPlayer;
    }
    if (n.det === "that" && scope.trigger?.player) return { code: scope.trigger.player, many: false, players: true };
    if (n.det === "defending" && noun === "player") {
      // 506.2: the player the triggering attacker attacks ("Whenever ~ attacks, defending player …"), else the only one
      const t = scope.trigger;
      const attacker = t?.aboutSelf ? "ctx.self.id" : t?.object ? `(${t.object})?.id` : "";
      return { code: `ctx.game.defendingPlayer(${attacker})`, many: false, players: true };
    }
    // "Target player … that player": the player named before
    if (n.det === "that" && scope.lastPlayer) return scope.lastPlayer;
    throw new Unsupported(`the players "${words}"`, n.span);
  }
  onlyKeys(n, ["det", "filter", "count", "target", "other"]);
  let det = String(n.det);
  const among = fromAmongLooked(n, scope);
  if (among) return among;
  const paid = costObject(n, scope);
  if (paid) return paid;
  if (isExiledCard(n)) {
    scope.imports.add("linkedObjects");
    return { code: 'linkedObjects(ctx, "exiled")', many: true };
  }
  if (n.filter === undefined && det === "another" && n.target === true) {
    // "… and 1 damage to another target": any target other than the ones before (115.3)
    scope.imports.add("anyTarget");
    const i = scope.addTarget(`{ ...anyTarget(${lit(words)}), different: true }`);
    return { code: `ctx.targets[${i}]`, many: false };
  }
  // "each creature target player controls", "all lands that player controls": the player is known while the effect resolves;
  // "target artifact that player controls" in a triggered ability: the player of the trigger event, known as targets are chosen
  const named =
    det === "all" || det === "each" || (det === "none" && role !== "player")
      ? playersWhileResolving(scope)
      : det === "target" || (det === "upTo" && n.target === true)
        ? triggerPlayer(scope)
        : undefined;
  const every = det === "all" || det === "each" || (det === "none" && role !== "player");
  const f = compileFilter(n.filter, n.span, named, every ? { hosts: objectIds(scope), amounts: amountsWhileResolving(scope), chosen: scope.chosen } : n.target === true || det === "target" ? { amounts: amountsForTargets(scope) } : {});
  if (n.other || (det === "another" && n.target === true)) {
    // "another target nonland permanent": not this object (115.5, 109.5)
    f.object = { ...(f.object ?? {}), ...notSelf(scope, n.span, n.filter) };
    if (det === "another") det = "target";
  }
  if (det === "target" || ((det === "count" || det === "upTo" || det === "anyNumber") && n.target === true)) {
    let count: { min: number; max: number } | undefined;
    // "any number of target creatures" (115.1d: zero included, as many as there are)
    if (det === "anyNumber") count = { min: 0, max: Infinity };
    else if (det === "count" || det === "upTo") {
      // "two target creatures", "up to two target creatures" (rule 601.2c: any number up to two, zero included)
      const c = Number(baseAmount(node(n.count, "a number", n.span), scope));
      if (!Number.isInteger(c) || c < 1) throw new Unsupported(`"${words}"`, n.span);
      count = { min: det === "upTo" ? 0 : c, max: c };
    }
    if (scope.perPlayerTargets.has(n)) {
      // one target for each opponent (each player): objects with different controllers (601.2c)
      if (f.player || f.playersOnly || !f.object) throw new Unsupported(`"${words}"`, n.span);
      const i = scope.addTarget(lit({ text: words, object: f.object, min: 0, max: Infinity, onePerController: true }));
      return { code: `ctx.targetGroups[${i}]`, many: true };
    }
    const i = scope.addTarget(targetSpecCode(words, f, count));
    if (count) return { code: `ctx.targetGroups[${i}]`, many: true, players: f.playersOnly, single: count.max === 1 };
    const ref = { code: `ctx.targets[${i}]`, many: false, players: f.playersOnly };
    if (f.playersOnly) scope.lastPlayer = ref;
    return ref;
  }
  if (f.playersOnly) {
    if (det === "each" || det === "all") return { code: f.player === "opponent" ? "ctx.opponents" : "ctx.game.players()", many: true, players: true };
    if (det === "that" && scope.trigger?.player) return { code: scope.trigger.player, many: false, players: true };
    if (det === "that" && scope.lastPlayer) return scope.lastPlayer;
    throw new Unsupported(`the players "${words}"`, n.span);
  }
  if (det === "all" || det === "each" || (det === "none" && role !== "player")) {
    if (f.player) throw new Unsupported(`"${words}" (players and objects)`, n.span);
    return { code: `ctx.find(${lit(f.object ?? {})})`, many: true };
  }
  if ((det === "that" || det === "the" || det === "those") && !scope.it && scope.afterBranches) throw new Unsupported(`"${words}" after "Otherwise"`, n.span);
  if ((det === "that" || det === "the") && !scope.it && scope.afterDelayed) throw new Unsupported(`"${words}" after a delayed instruction`, n.span);
  if ((det === "that" || det === "the") && scope.lookedGone && !scope.it) throw new Unsupported(`"${words}" after the block that revealed it`, n.span);
  if ((det === "that" || det === "the") && scope.namedTargets.length && n.target !== true) {
    // "Choose target creature you control and target creature an opponent controls. The creature you control …"
    const w = targetWords(n, scope);
    const named = scope.namedTargets.filter((t) => t.words === w);
    if (named.length === 1) return named[0]!.ref;
    if (named.length > 1) throw new Unsupported(`the noun phrase "${words}"`, n.span);
  }
  if (det === "that" || det === "the") {
    // "that creature" is never the ability's own object, which the words would call "~" or "it"
    if (scope.it && scope.it.code !== "ctx.self") return scope.it;
    if (scope.trigger?.object) return { code: scope.trigger.object, many: false };
    if (scope.it) return scope.it;
  }
  // "Tap up to two target creatures. Those creatures don't untap …": the objects named before
  // ("those cards" after "look at / reveal …": all the cards looked at or revealed)
  if (det === "those" && scope.looked && refersToMoved(n)) return scope.looked;
  if (det === "those" && scope.it?.many && !scope.it.players) return scope.it;
  // "Put a +1/+1 counter on another creature you control": one the player chooses other than this object (109.5)
  if (det === "another" && n.target !== true && role === "object" && !f.player && f.object) {
    f.object = { ...f.object, ...notSelf(scope, n.span) };
    det = "a";
  }
  // "Return a permanent you control to its owner's hand": the controller chooses one (not a target).
  if ((det === "a" || det === "an") && role === "object" && !f.player && f.object) {
    const v = scope.fresh("chosen");
    const from = scope.fresh("candidates");
    scope.pre.push(`const ${from} = ctx.find(${lit(f.object)});`);
    const ask = scope.optionalChoice ? `${from}.length > 0 && ctx.may(${lit(scope.clauseWords)})` : `${from}.length > 0`;
    scope.pre.push(`const ${v} = ${ask} ? ctx.chooseObjects(${lit(`Choose ${words}`)}, ${from}, 1, 1) : [];`);
    return { code: v, many: true, single: true };
  }
  throw new Unsupported(`the noun phrase "${words}"`, n.span ?? span);
}

/**
 * "a creature card from among them", "two cards from among them", "up to two land cards from among them": cards the player
 * chooses among those looked at (or revealed); none if none matches, none or one where the clause is optional ("you may").
 */
function fromAmongLooked(n: N, scope: Scope): Ref | undefined {
  const filter = isObj(n.filter) ? n.filter : undefined;
  const post = Array.isArray(filter?.post) ? (filter.post as N[]) : [];
  // "all creature cards revealed this way" (after "Reveal the top four cards of your library"): from among the revealed cards
  const revealedThisWay = (p: N) =>
    p.kind === "participle" && p.verb === "revealed" && p.when === "thisWay" && Object.keys(p).every((k) => ["kind", "span", "verb", "word", "when"].includes(k));
  const among = post.find((p) => p.kind === "fromAmong" || (p.kind === "fromPronoun" && p.pronoun === "it" && scope.lookedHand) || (revealedThisWay(p) && scope.lookedRevealed));
  if (!among) return undefined;
  const them = among.kind === "fromPronoun" || among.kind === "participle" ? { kind: "pronoun", word: "them" } : isObj(among.what) ? among.what : undefined;
  if (!scope.looked || !them || them.kind !== "pronoun" || String(them.word).toLowerCase() !== "them" || n.target === true || n.other === true)
    throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span);
  const rest = post.filter((p) => p !== among);
  const f = compileFilter({ ...filter!, ...(rest.length ? { post: rest } : { post: undefined }) }, filter!.span as Span | undefined);
  if (f.player || f.playersOnly) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span);
  const det = String(n.det);
  const words = scope.words(n.span);
  let min: string;
  let max: string;
  if (det === "a" || det === "an") [min, max] = ["1", "1"];
  else if (det === "count" || det === "upTo") {
    const k = amount(n.count, scope, n.span);
    [min, max] = [det === "upTo" ? "0" : k, k];
  } else if (det === "anyNumber") [min, max] = ["0", "all"];
  else if (det === "all" && !scope.optionalChoice) {
    // "Put all land cards revealed this way into your hand": every one of them, no choice
    const v = scope.fresh("matching");
    const test = f.object && Object.keys(f.object).length ? `.filter((o) => ctx.matches(o, { ...${lit(f.object)}, zone: o.zone }))` : "";
    scope.pre.push(`const ${v} = ${scope.looked.code}${test};`);
    return { code: v, many: true };
  } else throw new Unsupported(`the noun phrase "${words}"`, n.span);
  const from = scope.fresh("candidates");
  const v = scope.fresh("chosen");
  const test = f.object && Object.keys(f.object).length ? `.filter((o) => ctx.matches(o, { ...${lit(f.object)}, zone: o.zone }))` : "";
  scope.pre.push(`const ${from} = ${scope.looked.code}${test};`);
  const bound = (x: string) => (x === "0" ? "0" : x === "all" ? `${from}.length` : `Math.min(${x}, ${from}.length)`);
  const choose = `ctx.chooseObjects(${lit(`Choose ${words}`)}, ${from}, ${bound(min)}, ${bound(max)})`;
  if (scope.optionalChoice) {
    // "You may reveal a creature card from among them and put it into your hand": declining, or nothing to choose, is none
    scope.pre.push(`const ${v} = ${from}.length > 0 && ctx.may(${lit(scope.clauseWords)}) ? ${choose} : [];`);
    scope.did = `${v}.length > 0`;
  } else scope.pre.push(`const ${v} = ${choose};`);
  return { code: v, many: true };
}

/**
 * "the sacrificed creature", "the discarded card": the object an activated ability's cost sacrificed or discarded, as it last
 * existed (602.2b, 608.2h). Only an activated ability's effect knows it (a spell's or a trigger's does not).
 */
function costObject(n: N, scope: Scope): Ref | undefined {
  const filter = isObj(n.filter) ? n.filter : undefined;
  const words = (filter?.words as N[] | undefined) ?? [];
  const first = words[0];
  const how = first?.class === "Participle" ? ({ sacrificed: "sacrifice", discarded: "discard" } as Record<string, string>)[String(first.value)] : undefined;
  if (!how || n.det !== "the") return undefined;
  // a spell's own: what its mandatory additional cost sacrificed or discarded ("As an additional cost to cast this spell, sacrifice a creature")
  const spellPaid = scope.spell && scope.castCosts.has(how);
  if (filter!.post !== undefined || !scope.resolving || (scope.spell && !spellPaid) || scope.trigger || n.count !== undefined || n.target === true)
    throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span);
  const f = compileFilter({ ...filter!, words: words.slice(1) }, filter!.span as Span | undefined);
  if (f.player || f.playersOnly) throw new Unsupported(`the noun phrase "${scope.words(n.span)}"`, n.span);
  return { code: `ctx.costObjects.find((c) => c.how === ${lit(how)})?.object`, many: false };
}

/** One statement per line; the body of an effect. */
export function compileEffect(effect: unknown, scope: Scope, span?: [number, number]): string[] {
  const e = node(effect, "the effect", span);
  if (e.kind !== "effect") throw new Unsupported(`a "${e.kind}" effect`, e.span ?? span);
  onlyKeys(e, ["sentences"]);
  const sentences = (e.sentences as unknown[]).map((s) => node(s, "a sentence", e.span));
  markKeptResults(sentences, scope);
  for (const verb of ["destroy", "exile"]) if (someNode(sentences, (n) => n.kind === "participle" && n.verb === verb && n.when === "thisWay")) scope.tracksThisWay.add(verb);
  const out: string[] = [];
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    // "You may play an additional land this turn." (src/emit/permissions.ts)
    const lands = additionalLandThisTurn(s, (sp) => scope.words(sp));
    if (lands) {
      out.push(...lands);
      continue;
    }
    // "If that creature would die this turn, exile it instead." (src/emit/replacements.ts)
    const replacement = thisTurnReplacement(s, scope, (v, sc, role) => reference(v, sc, role ?? "object"));
    if (replacement) {
      out.push(...replacement);
      continue;
    }
    // "Destroy all creatures. They can't be regenerated."
    const next = sentences[i + 1];
    // "Put a +1/+1 counter on it. If it's a Vampire, put two +1/+1 counters on it instead."
    if (next?.instead === true && isObj(next.prefix) && next.prefix.kind === "if") {
      out.push(...insteadOf(s, next, scope));
      i++;
      continue;
    }
    // "Exile that creature instead if …" (the condition on the clause): the same replacement of the sentence before
    if (next?.instead === true && next.prefix === undefined && isObj(next.body) && next.body.kind === "clause" && next.body.if !== undefined) {
      const { if: test, ...clauseRest } = next.body;
      out.push(...insteadOf(s, { ...next, body: clauseRest as N, prefix: { kind: "if", condition: test, span: (test as N).span } }, scope));
      i++;
      continue;
    }
    // "If it's a land card, put it onto the battlefield. Otherwise, put it into your hand."
    if (next !== undefined && isObj(next.prefix) && next.prefix.kind === "otherwise") {
      out.push(...otherwise(s, next, scope));
      i++;
      continue;
    }
    const noRegen = next !== undefined && isNoRegeneration(next);
    if (next?.kind === "stillIs") {
      // "Target land becomes a 3/3 creature until end of turn. It's still a land." (205.1b)
      scope.stillIs = true;
      out.push(...sentence(s, scope, noRegen));
      if (scope.stillIs) throw new Unsupported(`"${scope.words(next.span)}" after "${scope.words(s.span)}"`, next.span);
      i++;
      continue;
    }
    out.push(...sentence(s, scope, noRegen));
    if (noRegen) i++;
  }
  // whether an instruction was done, recorded for an "If you do" that didn't follow
  const unused = [...scope.doneChecks].filter((v) => !out.some((l) => !l.startsWith(`const ${v} = `) && new RegExp(`\\b${v}\\b`).test(l)));
  return out.filter((l) => !unused.some((v) => l.startsWith(`const ${v} = `)));
}

/**
 * "If it's a creature card, put it into your hand. Otherwise, put it on the bottom of your library.", "You may sacrifice a Food. If
 * you do, … Otherwise, …", "… draw a card if it was attacking. Otherwise, …": `if (condition) { first } else { second }`. Each
 * branch starts from what was known before the condition ("it"); after both, "it" is unknown (either branch's).
 */
function otherwise(first: N, second: N, scope: Scope): string[] {
  const prefix = isObj(first.prefix) ? first.prefix : undefined;
  const body = isObj(first.body) ? first.body : undefined;
  const refuse = () => new Unsupported(`the sentence prefix "${scope.words((second.prefix as N).span)}"`, (second.prefix as N).span);
  if (first.kind !== "sentence" || second.kind !== "sentence" || first.instead !== undefined) throw refuse();
  onlyKeys(second.prefix as N, []);
  let test: N;
  let ifSentence: N;
  if (prefix?.kind === "if") {
    // "If …, …. Otherwise, …"
    onlyKeys(prefix, ["condition"]);
    test = node(prefix.condition, "a condition", prefix.span);
    ifSentence = { ...first, prefix: undefined };
  } else if (prefix === undefined && body?.kind === "clause" && body.if !== undefined) {
    // "… draw a card if it was attacking. Otherwise, …"
    test = node(body.if, "a condition", body.span);
    const { if: _if, ...rest } = body;
    void _if;
    ifSentence = { ...first, body: rest as N };
  } else throw refuse();
  let cond: string;
  if (test.kind === "youDo") {
    if (!scope.did) throw new Unsupported('"If you do" without a choice before it', test.span);
    onlyKeys(test, []);
    cond = scope.did;
  } else {
    scope.pre = [];
    cond = condition(test, scope);
    if (scope.pre.length) throw refuse();
  }
  // "You may put that card onto the battlefield if …. Otherwise, …": whether declining is "otherwise" too is not said by the words
  if (clausesOf(ifSentence).some((c) => c.may === true)) throw refuse();
  const before = { it: scope.it, moved: scope.moved, did: scope.did, looked: scope.looked, lookedHand: scope.lookedHand, lookedGone: scope.lookedGone, lastDamageTo: scope.lastDamageTo };
  const a = sentence(ifSentence, scope, false);
  forgetLocals(a, scope);
  // "If you do, target creature gets +4/+4 until end of turn. Otherwise, that creature gets +2/+2 …": a target is chosen whichever
  // branch happens (601.2c)
  const target = before.it === undefined && scope.it && /^ctx\.targets\[\d+\]$/.test(scope.it.code) ? scope.it : undefined;
  Object.assign(scope, before);
  if (target) scope.it = target;
  const b = sentence({ ...second, prefix: undefined }, scope, false);
  forgetLocals(b, scope);
  // What "it" is after the branches depends on which one happened.
  scope.it = undefined;
  scope.moved = undefined;
  scope.did = undefined;
  scope.lastDamageTo = undefined;
  scope.afterBranches = true;
  return [`if (${cond}) {`, ...a, "} else {", ...b, "}"];
}

/** A sentence and the next one that replaces it when its condition holds: `if (condition) { second } else { first }`. */
function insteadOf(first: N, second: N, scope: Scope): string[] {
  const prefix = second.prefix as N;
  // "after": the condition written after the sentence ("… instead if …"), the same replacement
  onlyKeys(prefix, ["condition", "after"]);
  const c = node(prefix.condition, "a condition", prefix.span);
  if (c.kind === "youDo") throw new Unsupported(`"${scope.words(second.span)}"`, second.span);
  const a = sentence(first, scope, false);
  // The condition is checked before either happens: the first sentence must not declare what the second uses.
  if (a.some((l) => l.startsWith("const "))) throw new Unsupported(`"${scope.words(second.span)}" after "${scope.words(first.span)}"`, second.span);
  const cond = condition(c, scope);
  // "If this spell was kicked, instead destroy …": "instead" written first, the same replacement
  const { prefix: _p, instead: _i, insteadFirst: _f, ...rest } = second;
  void _p;
  void _i;
  void _f;
  // Targets are chosen as the spell is cast (601.2c), before anyone knows which sentence will happen: the replacing sentence
  // may only use the targets of the first one ("instead that creature gets +4/+4"), not ask for new ones.
  const targets = scope.targets.length;
  const b = sentence(rest as N, scope, false);
  if (scope.targets.length !== targets) throw new Unsupported(`"${scope.words(second.span)}" (new targets) after "${scope.words(first.span)}"`, second.span);
  return [`if (${cond}) {`, ...b, "} else {", ...a, "}"];
}

/** The clauses of an effect in order, for looking ahead. */
function clausesOf(v: unknown, out: N[] = []): N[] {
  if (!isObj(v)) return out;
  if (v.kind === "clause") out.push(v);
  else if (v.kind === "sequence") for (const c of (v.clauses as unknown[]) ?? []) clausesOf(c, out);
  else if (v.kind === "sentence") clausesOf(v.body, out);
  return out;
}

const MOVES = new Set(["exile", "put", "return"]);
/** Instructions whose effect lasts for a duration the words give ("until end of turn"). */
const LASTING = new Set(["modifyPT", "grantAbility", "cant", "loseAbility", "gainControl", "becomes", "play", "cast"]);

/** Zone changes whose new objects a later instruction moves again ("exile it, then return that card"). */
function markKeptResults(sentences: N[], scope: Scope): void {
  const clauses = sentences.flatMap((s) => clausesOf(s));
  clauses.forEach((c, i) => {
    const a = isObj(c.action) ? c.action : undefined;
    if (!a || !MOVES.has(a.kind)) return;
    // "… Until end of turn, you may play that card": a permission for the card it became (400.7)
    const later = clauses.slice(i + 1).some((d) => isObj(d.action) && (MOVES.has(d.action.kind) || d.action.kind === "play" || d.action.kind === "cast") && refersToMoved(d.action.what));
    if (later) scope.keepsResult.add(c);
  });
}

/** A clause or a sequence of clauses (the instructions of a replacement effect) as statements. */
export function compileInstructions(body: N, scope: Scope): string[] {
  return body.kind === "sequence" ? sequence(body, scope, false) : clause(body, scope, false);
}

function isNoRegeneration(s: N): boolean {
  const b = s.body as N | undefined;
  return s.kind === "sentence" && !s.prefix && b?.kind === "clause" && (b.action as N | undefined)?.kind === "cant" && (b.action as N).what === "beRegenerated";
}

function sentence(s: N, scope: Scope, noRegen: boolean): string[] {
  if (s.kind !== "sentence") throw new Unsupported(`the sentence "${scope.words(s.span)}"`, s.span);
  onlyKeys(s, ["body", "prefix", "where"]);
  const pre: string[] = [];
  if (s.where !== undefined) {
    // "…, where X is the number of creatures you control": X is computed once, as the sentence begins (608.2h).
    const w = node(s.where, "the value of X", s.span);
    if (w.kind !== "xIs") throw new Unsupported(`"${scope.words(w.span)}"`, w.span);
    onlyKeys(w, ["value"]);
    const v = scope.fresh("x");
    const x = value(node(w.value, "a value", w.span), scope);
    // what computing X needs first ("the number of cards in target player's graveyard": that player)
    pre.push(...scope.pre, `const ${v} = ${x};`);
    scope.pre = [];
    scope.x = v;
  }
  const lines = sentenceBody(s, scope, noRegen);
  if (scope.x !== undefined && !lines.some((l) => new RegExp(`\\b${scope.x}\\b`).test(l))) throw new Unsupported(`"${scope.words((s.where as N).span)}" here`, (s.where as N).span);
  scope.x = undefined;
  return [...pre, ...lines];
}

function sentenceBody(s: N, scope: Scope, noRegen: boolean): string[] {
  let cond: string | undefined;
  let body = node(s.body, "a sentence", s.span);
  let prefix = s.prefix === undefined ? undefined : node(s.prefix, "a sentence prefix", s.span);
  // "Then …": the sentence follows the one before it, as every sentence does.
  if (prefix?.kind === "then") {
    onlyKeys(prefix, []);
    prefix = undefined;
  }
  // "Until end of turn, whenever a player taps an Island for mana, that player adds an additional {U}." (603.7c)
  if (prefix?.kind === "duration" && body.kind === "sentence" && isObj(body.prefix) && body.prefix.kind === "delayedTrigger") return wheneverUntil(prefix, body, scope, noRegen, s.span);
  // "Until end of turn, target land becomes …": the duration belongs to the clause's action.
  if (prefix?.kind === "duration") {
    onlyKeys(prefix, ["duration"]);
    // "Until end of turn, target creature gets +1/+1 and gains flying": every instruction of the sentence lasts that long
    const withDuration = (cl: unknown): N => {
      const action = isObj(cl) && cl.kind === "clause" && isObj(cl.action) ? cl.action : undefined;
      if (!action || action.duration !== undefined || !LASTING.has(action.kind)) throw new Unsupported(`the sentence prefix "${scope.words(prefix!.span)}"`, prefix!.span);
      return { ...(cl as N), action: { ...action, duration: prefix!.duration } };
    };
    if (body.kind === "sequence" && Array.isArray(body.clauses)) body = { ...body, clauses: body.clauses.map(withDuration) };
    else body = withDuration(body);
    prefix = undefined;
  }
  // "For each opponent, destroy up to one target creature that player controls."
  if (prefix?.kind === "forEach") {
    const per = perPlayerTargets(prefix, body, scope);
    if (per) {
      body = per;
      prefix = undefined;
    }
  }
  if (prefix?.kind === "delayedTrigger" && isYouDo(prefix)) return reflexive(s, body, scope, noRegen);
  // "At the beginning of the next end step, sacrifice it." (603.7): the sentence's instructions as one delayed triggered ability
  const at = prefix?.kind === "delayedTrigger" ? delayedAtPrefix(prefix) : undefined;
  if (at) {
    const lines = body.kind === "sentence" ? sentenceBody(body, scope, noRegen) : body.kind === "sequence" ? sequence(body, scope, noRegen) : clause(body, scope, noRegen);
    return delayedAt(at, lines, scope, s.span);
  }
  if (prefix !== undefined) {
    const p = prefix;
    if (p.kind !== "if") throw new Unsupported(`the sentence prefix "${scope.words(p.span)}"`, p.span);
    const c = node(p.condition, "a condition", p.span);
    if (c.kind === "youDo") {
      if (!scope.did) throw new Unsupported('"If you do" without a choice before it', c.span);
      cond = scope.did;
    } else if (c.kind === "searchedThisWay" && scope.searchedLibrary !== undefined && isObj(c.who) && c.who.kind === "you" && c.whose === "your") {
      // "If you search your library this way, shuffle." (after a search of several zones)
      onlyKeys(c, ["who", "whose"]);
      cond = scope.searchedLibrary;
      scope.shuffleSearched = true;
    } else cond = condition(c, scope);
  }
  const itBefore = scope.it;
  // "Then if …, …": a further prefix frames the body
  const lines =
    body.kind === "sentence" ? sentenceBody(body, scope, noRegen) : body.kind === "sequence" ? sequence(body, scope, noRegen) : clause(body, scope, noRegen);
  scope.shuffleSearched = false;
  if (cond === undefined) return lines;
  forgetLocals(lines, scope);
  // "If it's a land card, put it onto the battlefield. If it's a creature card, …": "it" is again what it was before the block
  if (!scope.it && itBefore && !isLocalOf(lines, itBefore.code)) scope.it = itBefore;
  return [`if (${cond}) {`, ...lines, "}"];
}

/**
 * "For each opponent, gain control of up to one target creature that player controls until end of turn", "For each player, destroy
 * up to one target creature that player controls" (601.2c): one target word for each such player, chosen as the spell is cast or
 * the ability put on the stack; the instruction then acts on every target chosen. As one target group whose objects have different
 * controllers among those players. The clause with "that player" read as those players, or undefined when the sentence says more
 * about "that player" (or "they") than whose object each target is.
 */
function perPlayerTargets(prefix: N, body: N, scope: Scope): N | undefined {
  if (Object.keys(prefix).some((k) => !["kind", "span", "each"].includes(k))) return undefined;
  const each = isObj(prefix.each) ? prefix.each : undefined;
  const words = (each?.words as N[] | undefined) ?? [];
  if (!each || each.kind !== "filter" || each.post !== undefined || words.length !== 1 || Object.keys(each).some((k) => !["kind", "span", "words"].includes(k))) return undefined;
  const opponent = words[0]!.class === "Opponent";
  if (!opponent && String(words[0]!.value).toLowerCase() !== "player") return undefined;
  if (body.kind !== "clause" || !byYou(body)) return undefined;
  let found = 0;
  const rewrite = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(rewrite);
    if (!isObj(v)) return v;
    const post = isObj(v.filter) && Array.isArray(v.filter.post) ? (v.filter.post as N[]) : [];
    const thatPlayer = (p: N) => p.kind === "controlledBy" && isObj(p.who) && p.who.kind === "players" && p.who.det === "that" && (p.who.noun === "player" || (opponent && p.who.noun === "opponent")) && Object.keys(p).every((k) => ["kind", "span", "who"].includes(k));
    if (v.kind === "objects" && v.target === true && v.det === "upTo" && isObj(v.count) && v.count.value === 1 && post.some(thatPlayer)) {
      found++;
      const who = { kind: "players", det: "each", noun: opponent ? "opponent" : "player" };
      const n: N = { ...v, filter: { ...(v.filter as N), post: post.map((p) => (thatPlayer(p) ? { ...p, who } : p)) } };
      scope.perPlayerTargets.add(n);
      return n;
    }
    return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, rewrite(x)]));
  };
  const out = rewrite(body) as N;
  const left = JSON.stringify(out, (k, x) => (k === "span" ? undefined : x));
  if (found !== 1 || /"det":"that","noun":"(player|opponent)/.test(left) || /"word":"(they|their|them|theirs)"/i.test(left)) return undefined;
  return out;
}

/**
 * "Until end of turn, whenever a creature you control deals combat damage to a player, investigate." (603.7c): a delayed triggered
 * ability created now that triggers each time its event happens until the end of the turn. Its source is this ability's (603.7d);
 * "that player", "it" in it are those of its own event, and it has no targets.
 */
function wheneverUntil(prefix: N, body: N, scope: Scope, noRegen: boolean, span: Span | undefined): string[] {
  const refuse = () => new Unsupported(`the sentence prefix "${scope.words(prefix.span)}"`, prefix.span);
  onlyKeys(prefix, ["duration"]);
  const d = isObj(prefix.duration) ? prefix.duration : undefined;
  if (!d || d.until !== "endOfTurn" || Object.keys(d).some((k) => !["kind", "span", "until"].includes(k))) throw refuse();
  const p = body.prefix as N;
  onlyKeys(p, ["trigger"]);
  const t = node(p.trigger, "a trigger", p.span);
  if (t.word !== "whenever" || Object.keys(t).some((k) => !["kind", "span", "word", "event"].includes(k))) throw refuse();
  const { code, info } = trigger(t, { text: scope.text, imports: scope.imports, types: [] });
  const inner = new Scope(scope.text, scope.imports, info);
  inner.lastPlayer = scope.lastPlayer;
  const rest = node(body.body, "a sentence", body.span);
  let lines = rest.kind === "sentence" ? sentenceBody(rest, inner, noRegen) : rest.kind === "sequence" ? sequence(rest, inner, noRegen) : clause(rest, inner, noRegen);
  if (inner.targets.length > 0) throw refuse();
  // what the created ability reads of this one (not its own event): kept as it was when it was created
  let before: string[];
  [before, lines] = keepOuter(lines, scope, /\bctx\.(targets|targetGroups|x|modes|paidCosts|costObjects)\b/g);
  const src = lit({ duration: "endOfTurn", source: { text: scope.words(span), span } });
  return [...before, "ctx.createDelayedTrigger(", `${code},`, "(ctx) => {", ...lines, "},", `${src});`];
}

/** "At the beginning of the next end step," as a sentence prefix: the time, in the form a clause's "at" has. */
function delayedAtPrefix(prefix: N): N | undefined {
  if (Object.keys(prefix).some((k) => !["kind", "span", "trigger"].includes(k))) return undefined;
  const t = isObj(prefix.trigger) ? prefix.trigger : undefined;
  if (!t || t.word !== "at" || Object.keys(t).some((k) => !["kind", "span", "word", "event"].includes(k))) return undefined;
  const ev = isObj(t.event) ? t.event : undefined;
  return ev && (ev.kind === "beginningOf" || ev.kind === "endOfCombat") ? ev : undefined;
}

/** "When you do, …" (a delayed-trigger prefix whose event is "you do"). */
function isYouDo(prefix: N): boolean {
  const t = isObj(prefix.trigger) ? prefix.trigger : undefined;
  const ev = t && isObj(t.event) ? t.event : undefined;
  return !!ev && t!.word === "when" && ev.kind === "event" && ev.event === "does" && isObj(ev.subject) && ev.subject.kind === "you" && Object.keys(ev).every((k) => ["kind", "event", "subject", "span"].includes(k));
}

/**
 * "You may sacrifice an artifact. When you do, …" (rule 603.12): a reflexive triggered ability, triggered by the choice before it; it
 * has its own targets, chosen as it is put on the stack.
 */
function reflexive(s: N, body: N, scope: Scope, noRegen: boolean): string[] {
  if (!scope.did) throw new Unsupported('"When you do" without a choice before it', s.span);
  const inner = new Scope(scope.text, scope.imports, scope.trigger);
  inner.it = scope.it;
  inner.lastPlayer = scope.lastPlayer;
  inner.linkExiled = scope.linkExiled;
  inner.linkExiledWith = scope.linkExiledWith;
  const lines =
    body.kind === "sentence" ? sentenceBody(body, inner, noRegen) : body.kind === "sequence" ? sequence(body, inner, noRegen) : clause(body, inner, noRegen);
  const fields: [string, string | undefined][] = [
    ["source", lit({ text: scope.words(s.span), span: s.span })],
    ["targets", inner.targets.length ? `[${inner.targets.join(", ")}]` : undefined],
    ["effect", `(ctx) => {\n${lines.join("\n")}\n}`],
  ];
  return [`if (${scope.did}) {`, `ctx.reflexiveTrigger(${objectCode(fields)});`, "}"];
}

function sequence(seq: N, scope: Scope, noRegen: boolean): string[] {
  onlyKeys(seq, ["clauses", "joins"]);
  // "Each player discards their hand, then draws seven cards": a clause without a subject has the subject of the clause before
  let subject: N | undefined;
  const clauses = (seq.clauses as unknown[]).map((x) => {
    const c = node(x, "a clause", seq.span);
    if (c.subject !== undefined) {
      subject = isObj(c.subject) ? c.subject : undefined;
      return c;
    }
    if (!subject || subject.kind === "you") return c;
    return { ...c, subject, sharedSubject: true };
  });
  const out: string[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    if (c.sharedSubject === true) {
      delete c.sharedSubject;
      scope.shared.add(c.subject as N);
    }
    const a = c.action as N | undefined;
    // "search your library for a basic land card, [reveal it,] put it onto the battlefield tapped, then shuffle"
    if (a?.kind === "search") {
      let j = i + 1;
      while (clauses[j] && (clauses[j]!.action as N | undefined)?.kind === "reveal") j++;
      // "… for a Goblin card, reveal it, then shuffle and put that card on top"
      const shuffleFirst = clauses[j] && (clauses[j]!.action as N | undefined)?.kind === "shuffle" ? clauses[j + 1] : undefined;
      const topAfter = shuffleFirst?.action as N | undefined;
      if (j > i + 1 && topAfter?.kind === "put" && isObj(topAfter.to) && topAfter.to.zone === "libraryTop" && refersToMoved(topAfter.what)) {
        const shuffle = clauses[j]!.action as N;
        if (shuffle.whose !== undefined && shuffle.whose !== "your") throw new Unsupported(`"${scope.words(clauses[j]!.span)}"`, clauses[j]!.span);
        onlyKeys(topAfter, ["what", "to"]);
        // "on top", "on top of it" (the library searched)
        const top = topAfter.to as N;
        onlyKeys(top, ["zone", "library"]);
        if (top.library !== undefined && top.library !== "none" && top.library !== "it") throw new Unsupported(`"${scope.words(top.span)}"`, top.span);
        out.push(...search(c, { ...topAfter, to: { kind: "toZone", zone: "library", span: (topAfter.to as N).span } }, scope));
        i = j + 1;
        continue;
      }
      const put = clauses[j];
      const putAction = put?.action as N | undefined;
      if (putAction?.kind === "put" || putAction?.kind === "return") {
        let k = j + 1;
        const shuffle = clauses[k] && (clauses[k]!.action as N | undefined)?.kind === "shuffle";
        if (shuffle) k++;
        out.push(...search(c, putAction, scope, shuffle === true));
        i = k - 1;
        continue;
      }
    }
    out.push(...clause(c, scope, noRegen && i === clauses.length - 1));
  }
  return out;
}

function search(c: N, put: N, scope: Scope, thenShuffle = true): string[] {
  const a = c.action as N;
  onlyKeys(a, ["whose", "for", "zones", "joins"]);
  if (a.whose !== "your") throw new Unsupported(`searching "${String(a.whose)}" library`, a.span);
  const forNode = node(a.for, "what to search for", a.span);
  const det = String(forNode.det);
  if (forNode.kind !== "objects" || !["a", "an", "upTo", "anyNumber", "count"].includes(det)) throw new Unsupported(`searching for "${scope.words(forNode.span)}"`, forNode.span);
  onlyKeys(forNode, ["det", "filter", "count"]);
  // "it", "them", "those cards": what was found (not "one of them … and the other …")
  if (put.kind !== "put" && put.kind !== "return") throw new Unsupported(`searching for "${scope.words(forNode.span)}"`, forNode.span);
  onlyKeys(put, ["what", "to"]);
  if (!refersToMoved(put.what)) throw new Unsupported(`"${scope.words(put.span)}" after a search`, put.span);
  scope.pre = [];
  const f = compileFilter(forNode.filter, forNode.span, undefined, { amounts: amountsWhileResolving(scope), chosen: scope.chosen });
  const before = scope.pre;
  scope.pre = [];
  // "for up to two basic land cards", "for any number of Goblin cards"; "for two Plains cards": cards with a stated quality need
  // not be found (701.19b), so the player finds up to that many (without one, "three cards" would have to be found)
  if (det === "count" && Object.keys(f.object ?? {}).length === 0) throw new Unsupported(`searching for "${scope.words(forNode.span)}"`, forNode.span);
  const count =
    det === "a" || det === "an" ? "1" : det === "anyNumber" ? 'ctx.game.objects("library", ctx.you.id).length' : amount(forNode.count, scope, forNode.span);
  before.push(...scope.pre);
  scope.pre = [];
  const to = node(put.to, "a destination", put.span);
  onlyKeys(to, ["zone", "onto", "into", "tapped", "whose"]);
  const zone = String(to.zone);
  if (zone !== "battlefield" && zone !== "hand" && zone !== "library") throw new Unsupported(`putting a searched card into "${zone}"`, to.span);
  if (a.zones !== undefined) return searchZones(a, c, f.object ?? {}, count, zone, to.tapped === true, before, scope, thenShuffle);
  const opts = to.tapped ? ", { tapped: true }" : "";
  const call = `ctx.searchLibrary(ctx.you, ${lit({ ...(f.object ?? {}), zone: "library" })}, ${count}, ${lit(zone)}${opts})`;
  const may = c.may === true;
  if (may) {
    const v = scope.fresh("search");
    scope.did = v;
    return [...before, `const ${v} = ctx.may(${lit(scope.words(c.span))});`, `if (${v}) ${call};`];
  }
  return [...before, `${call};`];
}

/**
 * "Search your library and/or graveyard for a card named …, reveal it, and put it into your hand. If you search your library this
 * way, shuffle." (701.19): the cards of those zones of yours that match; with "and/or" the player says whether the library is among
 * them (searching a graveyard or hand changes nothing else). `scope.searchedLibrary` answers "if you search your library this way".
 */
function searchZones(a: N, c: N, filter: Record<string, unknown>, count: string, to: string, tapped: boolean, before: string[], scope: Scope, thenShuffle: boolean): string[] {
  const zones = (a.zones as unknown[]).map(String);
  const joins = ((a.joins as unknown[] | undefined) ?? []).map(String);
  if (!zones.every((z) => ["library", "graveyard", "hand"].includes(z)) || new Set(zones).size !== zones.length || !joins.every((j) => [",", "and", ", and", "and/or", ", and/or"].includes(j)))
    throw new Unsupported(`searching "${scope.words(a.span)}"`, a.span);
  if (to === "library") throw new Unsupported(`putting a searched card into "${to}"`, a.span);
  const either = joins.some((j) => j.includes("/"));
  scope.imports.add("searchZones");
  const v = scope.fresh("searched");
  const options = lit({ ...(either ? { either: true } : {}), ...(tapped ? { tapped: true } : {}), ...(thenShuffle ? { shuffle: true } : {}) });
  const call = `searchZones(ctx, ${lit(zones)}, ${lit(filter)}, ${count}, ${lit(to)}, ${options})`;
  scope.searchedLibrary = `${v}.library`;
  scope.it = { code: `${v}.found`, many: true };
  if (c.may === true) {
    const ok = scope.fresh("search");
    scope.did = ok;
    return [...before, `const ${ok} = ctx.may(${lit(scope.words(c.span))});`, `const ${v} = ${ok} ? ${call} : { found: [], library: false };`];
  }
  return [...before, `const ${v} = ${call};`];
}

function players(subject: unknown, scope: Scope, span?: [number, number]): Ref {
  if (subject === undefined) return { code: "ctx.you", many: false, players: true };
  return reference(subject, scope, "player", span);
}

function each(r: Ref, f: (x: string) => string, v = "p"): string[] {
  if (!r.many) return [`${f(r.code)};`];
  return [`for (const ${v} of ${r.code}) ${f(v)};`];
}

function duration(d: unknown, span?: [number, number]): string {
  if (d === undefined) return '"permanent"';
  const n = node(d, "a duration", span);
  if (n.kind === "duration" && (n.until === "endOfTurn" || n.until === "thisTurn")) return '"endOfTurn"';
  throw new Unsupported(`the duration "${String(n.until ?? n.kind)}"`, n.span ?? span);
}

/** Abilities an object gains or a token has ("flying", "protection from red", "{T}: Add {G}."), as `AbilityDefinition` literals. */
function keywordAbilities(list: unknown, scope: Scope, span?: [number, number]): string[] {
  if (!Array.isArray(list)) throw new Unsupported("granted abilities", span);
  return list.flatMap((k) => grantedAbility(node(k, "a granted ability", span), { text: scope.text, imports: scope.imports, types: [] }));
}

function clause(c: N, scope: Scope, noRegen: boolean): string[] {
  if (c.kind !== "clause") throw new Unsupported(`the clause "${scope.words(c.span)}"`, c.span);
  onlyKeys(c, ["subject", "action", "may", "unless", "at", "forEach", "each", "if"]);
  if (c.if !== undefined) {
    // "put a +1/+1 counter on ~ if a permanent was put into a graveyard from the battlefield this turn": the condition is
    // checked as the instruction would be carried out
    const { if: test, ...rest } = c;
    const cond = condition(node(test, "a condition", c.span), scope);
    const lines = clause(rest as N, scope, noRegen);
    forgetLocals(lines, scope);
    return [`if (${cond}) {`, ...lines, "}"];
  }
  const a = node(c.action, "an action", c.span);
  if (a.kind === "have" && byYou(c)) {
    // "You may have target opponent discard a card": the other clause, done if you choose to (its subject is who you have do it)
    onlyKeys(a, ["who", "action"]);
    return clause({ ...c, subject: a.who, action: a.action }, scope, noRegen);
  }
  scope.pre = [];
  const counted: string[] = [];
  if (c.forEach !== undefined) {
    // "You gain 1 life for each creature you control": the amount times a count made as the clause begins.
    const v = scope.fresh("count");
    const count = countCode(node(c.forEach, "what is counted", c.span), scope);
    // what the count needs first ("for each creature target player controls": that player)
    counted.push(...scope.pre, `const ${v} = ${count};`);
    scope.pre = [];
    scope.perEach = v;
    scope.perEachUsed = false;
  }
  scope.clauseWords = scope.words(c.span);
  // "You may put a creature card from your hand onto the battlefield": choosing none is declining.
  const what = isObj(a.what) ? a.what : undefined;
  scope.optionalChoice =
    c.may === true && (a.kind === "put" || a.kind === "return" || a.kind === "reveal") && what?.kind === "objects" && (what.det === "a" || what.det === "an" || fromAmong(what));
  let lines = action(a, c, scope, noRegen);
  if (c.forEach !== undefined && !scope.perEachUsed) throw new Unsupported(`"for each" with "${scope.words(a.span)}"`, c.span);
  scope.perEach = undefined;
  scope.perEachUsed = false;
  lines = [...counted, ...scope.pre, ...lines];
  const optional = scope.optionalChoice;
  scope.pre = [];
  scope.optionalChoice = false;
  if (c.unless !== undefined && a.kind !== "counterSpell") lines = unlessPays(c, lines, scope);
  // "… at the beginning of the next end step": a delayed triggered ability (rule 603.7).
  if (c.at !== undefined) lines = delayedAt(node(c.at, "when", c.span), lines, scope, c.span);
  // "You may choose new targets for the copy": the runtime asks that `may` itself (707.10c).
  if (c.may !== true && !optional) lines = didMandatory(lines, scope);
  if (c.may === true && a.kind !== "pay" && a.kind !== "chooseNewTargets" && !optional) {
    const v = scope.fresh("accepted");
    scope.did = v;
    // "you may exile it, then return that card …": the moved objects are none if declined
    const single = lines.length === 1 ? /^const (\w+) = (ctx\.moveToZone\(.*\));$/.exec(lines[0]!) : null;
    if (single && (scope.moved?.code === single[1] || scope.it?.code === single[1])) return [`const ${v} = ctx.may(${lit(scope.words(c.span))});`, `const ${single[1]} = ${v} ? ${single[2]} : [];`];
    // "You may discard a card. If you do, …": with fewer cards in hand than that, it can't be done, so it isn't done (and
    // "If you do" is false); it isn't asked
    const discard = lines.length === 1 ? /^ctx\.discard\(ctx\.you, (\d+)(?:, \{ random: true \})?\);$/.exec(lines[0]!) : null;
    const can = discard ? `ctx.game.player(ctx.you.id).handSize >= ${discard[1]} && ` : "";
    forgetLocals(lines, scope);
    lines = [`const ${v} = ${can}ctx.may(${lit(scope.words(c.span))});`, `if (${v}) {`, ...lines, "}"];
  }
  return lines;
}

/**
 * "Discard a card. If you do, draw a card", "Sacrifice a creature. If you do, …": an instruction that may not be carried out in
 * full (too few cards in hand, nothing to sacrifice) is "done" only if it was all done (609.3: you do as much as possible, but
 * "if you do" asks whether you did what it said). Sets `scope.did` for the discards and sacrifices of your own; other instructions
 * leave it as it was.
 */
function didMandatory(lines: string[], scope: Scope): string[] {
  if (lines.length !== 1) return lines;
  const discard = /^ctx\.discard\(ctx\.you, (\d+)(?:, \{ random: true \})?\);$/.exec(lines[0]!);
  if (discard) {
    const v = scope.fresh("discarded");
    scope.did = v;
    scope.doneChecks.add(v);
    return [`const ${v} = ctx.game.player(ctx.you.id).handSize >= ${discard[1]};`, ...lines];
  }
  const sacrifice = /^const (\w+) = sacrificeChosen\(ctx, ctx\.you, .*, (\d+)\);$/.exec(lines[0]!);
  if (sacrifice) scope.did = `${sacrifice[1]}.length >= ${sacrifice[2]}`;
  if (lines[0] === "ctx.sacrifice(ctx.self);") {
    // "sacrifice it": only a permanent you control is sacrificed (701.17a)
    const v = scope.fresh("sacrificed");
    scope.did = v;
    scope.doneChecks.add(v);
    return [`const ${v} = ctx.refresh(ctx.self)?.zone === "battlefield" && ctx.refresh(ctx.self)?.controller === ctx.you.id;`, ...lines];
  }
  return lines;
}

/**
 * "… at the beginning of the next end step", "At the beginning of your next upkeep, …", "… at end of combat": the instructions as a
 * delayed triggered ability created now (rule 603.7).
 */
function delayedAt(at: N, lines: string[], scope: Scope, span: Span | undefined): string[] {
  // "sacrifice it at end of combat": at the beginning of the next end of combat step (511.2)
  const endOfCombat = at.kind === "endOfCombat" && Object.keys(at).every((k) => k === "kind" || k === "span");
  const step = endOfCombat ? "endCombat" : isObj(at.step) ? String(at.step.step) : "";
  // "the next end step" (anyone's), "your next end step" (603.7)
  // "the next turn's upkeep": the next upkeep to begin (an instruction carried out during an upkeep comes after its beginning)
  const nextTurns = at.whose === "nextTurns" && step === "upkeep";
  if (!endOfCombat && (at.kind !== "beginningOf" || (at.whose !== "next" && at.whose !== "yourNext" && !nextTurns) || !["end", "upkeep"].includes(step)))
    throw new Unsupported(`"${words(scope, at)}"`, at.span);
  // The delayed ability's own context has no targets, X or trigger event: what it does reads this ability's ("destroy that
  // creature at end of combat": the creature of this trigger's event), kept as they were when it was created.
  let before: string[];
  [before, lines] = keepOuter(lines, scope, /\bctx\.(targets|targetGroups|event|x|modes|paidCosts|costObjects)\b/g);
  scope.imports.add("atBeginningOf");
  const src = lit({ source: { text: scope.words(span), span } });
  lines = [...before, `ctx.createDelayedTrigger(`, `atBeginningOf(${lit(step)}, ${lit(at.whose === "yourNext" ? "your" : "each")}),`, `(ctx) => {`, ...lines, "},", `${src});`];
  // What the delayed instruction will move does not exist yet: a later "it" can't be named here.
  forgetLocals(lines, scope);
  scope.it = undefined;
  scope.moved = undefined;
  scope.afterDelayed = true;
  return lines;
}

/**
 * The instructions of an ability created now (a delayed trigger) that read fields of the creating ability's context: those fields
 * are read from that context, kept in a variable (`const created = ctx;`), and not from the new ability's own.
 */
function keepOuter(lines: string[], scope: Scope, fields: RegExp): [string[], string[]] {
  if (!lines.some((l) => new RegExp(fields.source).test(l))) return [[], lines];
  const outer = scope.fresh("created");
  return [[`const ${outer} = ctx;`], lines.map((l) => l.replace(fields, `${outer}.$1`))];
}

/** "sacrifice it unless you pay {1}", "tap target creature unless its controller pays {2}": the action happens when the cost isn't paid. */
function unlessPays(c: N, lines: string[], scope: Scope): string[] {
  const u = node(c.unless, "an unless clause", c.span);
  if (u.kind === "unlessDoes" && c.may !== true) {
    const done = unlessDoes(u, scope);
    if (done) {
      forgetLocals(lines, scope);
      return [...done.lines, `if (!${done.v}) {`, ...lines, "}"];
    }
  }
  if (u.kind !== "unlessPays" || c.may === true) throw new Unsupported(`"unless" after "${scope.words((c.action as N).span)}"`, c.span);
  onlyKeys(u, ["who", "cost"]);
  const cost = node(u.cost, "a cost", u.span);
  if (cost.kind !== "mana") throw new Unsupported(`paying "${scope.words(cost.span)}"`, cost.span ?? u.span);
  const who = node(u.who, "who pays", u.span);
  let payer = "";
  if (who.kind !== "you") {
    const r = reference(who, scope, "player", u.span);
    if (r.many || !r.players) throw new Unsupported(`"${scope.words(u.span)}"`, u.span);
    payer = `, ${r.code}`;
  }
  const m = manaText(cost.symbols);
  forgetLocals(lines, scope);
  return [`if (!ctx.mayPay(${lit(m)}, ${lit(`pay ${m}`)}${payer})) {`, ...lines, "}"];
}

/**
 * "sacrifice it unless you return a non-Lair land you control to its owner's hand", "… unless you discard a land card",
 * "… unless you sacrifice two lands" (118.12): you choose whether to do it, which you can only if you have what it takes
 * (118.3); the instruction happens if you don't. Undefined for other actions.
 */
function unlessDoes(u: N, scope: Scope): { lines: string[]; v: string } | undefined {
  onlyKeys(u, ["who", "action"]);
  const a = node(u.action, "an action", u.span);
  if (node(u.who, "who does it", u.span).kind !== "you") return undefined;
  if (a.kind !== "discard" && a.kind !== "sacrifice" && !(a.kind === "return" && isObj(a.to) && a.to.zone === "hand" && a.to.whose === "ownerOf")) return undefined;
  const allowed = a.kind === "return" ? ["what", "to"] : a.kind === "discard" ? ["what", "random"] : ["what"];
  if (Object.keys(a).some((k) => !["kind", "span", ...allowed].includes(k) && a[k] !== undefined)) return undefined;
  if (isObj(a.to) && Object.keys(a.to).some((k) => !["kind", "span", "zone", "whose"].includes(k))) return undefined;
  const what = node(a.what, "what", a.span);
  if (what.kind !== "objects" || what.other !== undefined || what.target !== undefined) return undefined;
  const det = String(what.det);
  const n = det === "a" || det === "an" ? 1 : det === "count" && isObj(what.count) && what.count.kind === "number" && typeof what.count.value === "number" ? what.count.value : undefined;
  if (n === undefined) return undefined;
  const f = compileFilter(what.filter, what.span);
  if (f.player || f.playersOnly || !f.object) return undefined;
  const zone = a.kind === "discard" ? "hand" : "battlefield";
  if (f.object.zone !== undefined && f.object.zone !== zone) return undefined;
  if (a.kind === "discard" ? f.object.owner !== undefined || f.object.controller !== undefined : f.object.controller !== undefined && f.object.controller !== "you") return undefined;
  // a player sacrifices only permanents they control (701.17a); "return an enchantment to its owner's hand" is any enchantment
  const filter = a.kind === "discard" ? { ...f.object, zone: "hand", owner: "you" } : a.kind === "sacrifice" ? { ...f.object, controller: "you" } : f.object;
  const words = scope.words(a.span);
  const from = scope.fresh("candidates");
  const v = scope.fresh("done");
  const lines = [`const ${from} = ctx.find(${lit(filter)});`, `const ${v} = ${from}.length >= ${n} && ctx.may(${lit(words)});`];
  if (a.kind === "discard" && a.random === true) {
    // "unless you discard a card at random" (701.8a): the card is chosen at random among all the cards in your hand
    if (Object.keys(filter).some((k) => !["zone", "owner"].includes(k))) return undefined;
    lines.push(`if (${v}) ctx.discard(ctx.you, ${n}, { random: true });`);
    return { lines, v };
  }
  const act = a.kind === "discard" ? "discardCards" : a.kind === "sacrifice" ? "sacrifice" : "returnToHand";
  lines.push(`if (${v}) ctx.${act}(ctx.chooseObjects(${lit(`Choose ${scope.words(what.span)}`)}, ${from}, ${n}, ${n}));`);
  return { lines, v };
}

/** "… from among them" (the cards looked at or revealed). */
function fromAmong(what: N): boolean {
  return isObj(what.filter) && Array.isArray(what.filter.post) && (what.filter.post as N[]).some((p) => p.kind === "fromAmong");
}

/** Variables declared inside a block are gone after it: "it"/"If you do" can no longer refer to them. */
/** Whether `code` starts with a variable declared by `lines`. */
function isLocalOf(lines: string[], code: string): boolean {
  const local = new Set(lines.map((l) => /^const (\w+) =/.exec(l)?.[1]).filter((x): x is string => x !== undefined));
  return local.has(/^\w+/.exec(code)?.[0] ?? "");
}

function forgetLocals(lines: string[], scope: Scope): void {
  const local = new Set(lines.map((l) => /^const (\w+) =/.exec(l)?.[1]).filter((x): x is string => x !== undefined));
  // "revealed.found", "looked.filter(…)", "chosen.length > 0": the variable the code starts with
  const isLocal = (code: string) => local.has(/^\w+/.exec(code)?.[0] ?? "");
  if (scope.it && isLocal(scope.it.code)) {
    scope.it = undefined;
    scope.itGone = true;
  }
  if (scope.moved && isLocal(scope.moved.code)) scope.moved = undefined;
  if (scope.did && isLocal(scope.did)) scope.did = undefined;
  if (scope.flip && isLocal(scope.flip)) scope.flip = undefined;
  // "If you do, copy that spell. You may choose new targets for the copy.": the copy of the block is not known after it
  if (scope.copy && isLocal(scope.copy)) scope.copy = undefined;
  if (scope.looked && isLocal(scope.looked.code)) {
    scope.looked = undefined;
    scope.lookedHand = false;
    scope.lookedGone = true;
  }
}

function words(scope: Scope, n: N): string {
  return scope.words(n.span);
}

function isObj(v: unknown): v is N {
  return v !== null && typeof v === "object" && !Array.isArray(v) && typeof (v as N).kind === "string";
}

interface ZoneDestination {
  zone: string;
  tapped: boolean;
  under?: "you" | "owner";
  position?: "top" | "bottom";
  /** Several cards put in one position of a library: "in any order", "in a random order" (401.4). */
  order?: "any" | "random";
  /** "… to the battlefield with a +1/+1 counter on it": the counters it enters with (code of a `Record<string, number>`). */
  counters?: string;
}

function zoneOf(to: unknown, scope: Scope, span?: [number, number]): ZoneDestination {
  const t = node(to, "a destination", span);
  if (t.kind !== "toZone") throw new Unsupported(`the destination "${scope.words(t.span)}"`, t.span ?? span);
  if (t.transformed !== undefined) throw transformedRefusal(t, scope);
  onlyKeys(t, ["zone", "whose", "onto", "into", "tapped", "tappedAfterControl", "under", "plural", "order", "back", "library", "withCounters"]);
  const zone = String(t.zone);
  let counters: string | undefined;
  if (t.withCounters !== undefined) {
    // "to the battlefield with a +1/+1 counter on it" (it enters with them, 614.1c)
    const w = node(t.withCounters, "counters", t.span);
    onlyKeys(w, ["amount", "counter", "on"]);
    if (zone !== "battlefield" || w.kind !== "withCountersOn" || (w.on !== "it" && w.on !== "them")) throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
    counters = `{ ${lit(String(node(w.counter, "a counter kind", w.span).value))}: ${amount(w.amount, scope, w.span)} }`;
  }
  // "put them back in any order": back where they were looked at (`library: "none"`, no library named)
  if ((t.back !== undefined || t.library !== undefined) && !(t.back === true && t.library === "none" && t.whose === undefined && scope.looked))
    throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
  if (t.order !== undefined && t.order !== "any" && t.order !== "random") throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
  // "its owner's library": an object goes to its owner's library whatever the words (rule 400.3)
  const ownersOwn = isObj(t.whose) && t.whose.kind === "ownerOf" && isObj(t.whose.of) && (t.whose.of.kind === "it" || t.whose.of.kind === "pronoun" || t.whose.of.kind === "their");
  if (t.whose !== undefined && !ownersOwn && !["your", "ownerOf", "its owner's", "their owner's", "owner"].includes(String(t.whose)))
    throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
  if (zone === "libraryTop" || zone === "libraryBottom") {
    if (t.tapped === true || t.under !== undefined) throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
    const out: ZoneDestination = { zone: "library", tapped: false, position: zone === "libraryTop" ? "top" : "bottom" };
    if (t.order !== undefined) out.order = t.order as "any" | "random";
    return out;
  }
  if (t.order !== undefined) throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
  let under: "you" | "owner" | undefined;
  if (t.under !== undefined) {
    // "onto the battlefield under your control" / "under its owner's control" (110.2a: otherwise the player who put it there)
    const u = t.under;
    if (zone !== "battlefield") throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
    if (u === "your") under = "you";
    else if (isObj(u) && u.kind === "ownerOf" && isObj(u.of) && (u.of.kind === "it" || u.of.kind === "their")) under = "owner";
    else if (u === "its owner's" || u === "their owner's" || u === "ownerOf") under = "owner";
    else throw new Unsupported(`"${scope.words(t.span)}"`, t.span);
  }
  const out: ZoneDestination = { zone, tapped: t.tapped === true };
  if (under) out.under = under;
  if (counters) out.counters = counters;
  return out;
}

/** "Return ~ from your graveyard", "exile all cards from target player's graveyard": the zone belongs to what is meant. */
function withFrom(what: unknown, from: unknown, scope: Scope): unknown {
  if (from === undefined) return what;
  const f = node(from, "a zone");
  if (f.kind !== "zone") throw new Unsupported(`"${scope.words(f.span)}"`, f.span);
  const w = node(what, "what moves", f.span);
  // A particular object ("~", "that card") is wherever it is; the words only say where that is.
  if (w.kind === "self" || w.kind === "pronoun" || w.kind === "it" || (w.kind === "objects" && (w.det === "that" || w.det === "the"))) return what;
  if (w.kind !== "objects" || !isObj(w.filter)) throw new Unsupported(`"${scope.words(w.span)} ${scope.words(f.span)}"`, w.span);
  const filter = w.filter;
  return { ...w, filter: { ...filter, post: [...((filter.post as unknown[] | undefined) ?? []), f] } };
}

/** The clause's subject is absent or "you" ("you may tap target creature"). */
function byYou(c: N): boolean {
  return c.subject === undefined || (isObj(c.subject) && c.subject.kind === "you");
}

/** "a creature", "two creatures", "another creature", "a creature of their choice": objects the sacrificing player picks. */
function chosenBySacrificer(what: unknown): boolean {
  return isObj(what) && what.kind === "objects" && ["a", "an", "count", "another"].includes(String(what.det)) && what.target !== true;
}

/** "Target player sacrifices a creature", "each opponent sacrifices two lands", "you may sacrifice an artifact. If you do, …". */
function sacrificeChosen(a: N, c: N, scope: Scope, noRegen: boolean): string[] {
  if (noRegen) throw new Unsupported(`"can't be regenerated" after sacrifice`, c.span);
  const what = a.what as N;
  onlyKeys(what, ["det", "filter", "count", "other"]);
  const who = players(c.subject, scope, c.span);
  if (!who.players) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  const n = what.det === "count" ? amount(what.count, scope, what.span) : "1";
  // "of their choice" says who chooses, which sacrificing always is (701.17a)
  const filterNode = isObj(what.filter) && Array.isArray(what.filter.post) ? { ...what.filter, post: (what.filter.post as N[]).filter((p) => p.kind !== "ofChoice") } : what.filter;
  if (isObj(filterNode) && Array.isArray(filterNode.post) && filterNode.post.length === 0) delete filterNode.post;
  const f = compileFilter(filterNode, what.span);
  if (f.player || f.playersOnly) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  const filter: Record<string, unknown> = { ...(f.object ?? {}) };
  // "a creature you control" (said of the sacrificing player) is what every sacrifice is
  if (filter.controller === "you" && who.code === "ctx.you") delete filter.controller;
  if (filter.controller !== undefined) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  if (what.det === "another" || what.other) Object.assign(filter, notSelf(scope, what.span));
  scope.imports.add("sacrificeChosen");
  const v = scope.fresh("sacrificed");
  const call = `sacrificeChosen(ctx, ${who.code}, ${lit(filter)}, ${n})`;
  if (c.may === true) {
    // "You may sacrifice a creature. If you do, …": declining and having nothing to sacrifice are both "didn't"
    if (who.code !== "ctx.you") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
    scope.optionalChoice = true;
    scope.did = `${v}.length > 0`;
    return [`const ${v} = ctx.find(${lit({ ...filter, controller: "you" })}).length > 0 && ctx.may(${lit(scope.words(c.span))}) ? ${call} : [];`];
  }
  scope.it = { code: v, many: true, single: n === "1" };
  return [`const ${v} = ${call};`];
}

/** "puts the top N cards of their library into their graveyard": the count, if the clause is milling. */
function millCount(a: N, c: N, scope: Scope): string | undefined {
  const what = isObj(a.what) ? a.what : undefined;
  const to = isObj(a.to) ? a.to : undefined;
  if (!what || !to || what.kind !== "topOfLibrary" || to.kind !== "toZone" || to.zone !== "graveyard" || a.from !== undefined) return undefined;
  if (to.tapped !== undefined || to.under !== undefined) return undefined;
  const own = (w: unknown) => w === "their" || w === "your" || w === undefined;
  // whose library and whose graveyard: the same player's (the subject's, or yours)
  if (!own(what.whose) || !own(to.whose)) return undefined;
  if ((what.whose === "your" || to.whose === "your") && !byYou(c)) return undefined;
  if ((what.whose === "their" || to.whose === "their") && byYou(c)) return undefined;
  onlyKeys(what, ["count", "whose"]);
  return what.count === undefined ? "1" : amount(what.count, scope, what.span);
}

/** "Exile the top card of your library face down", "exile that card from your graveyard": keeps what it became. */
function exile(a: N, c: N, scope: Scope, noRegen: boolean): string[] {
  onlyKeys(a, ["what", "from", "faceDown"]);
  if (!byYou(c) || noRegen) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  const moved = refersToMoved(a.what) && scope.moved ? scope.moved : undefined;
  const what = moved ?? reference(withFrom(a.what, a.from, scope), scope, "object", a.span);
  const obj = what.code === "ctx.self" && scope.trigger?.selfAfter ? scope.trigger.selfAfter : what.code;
  const v = scope.fresh("exiled");
  const lines = [`const ${v} = ctx.moveToZone(${obj}, "exile"${a.faceDown === true ? ", { faceDown: true }" : ""});`];
  scope.thisWay.set("exile", v);
  if (scope.linkExiled) {
    // Linked abilities (607.2a): "the exiled card" of this object's other ability
    scope.imports.add("recordLinked");
    lines.push(`recordLinked(ctx, "exiled", ${v});`);
  }
  if (scope.linkExiledWith) {
    // "cards exiled with ~" (607.2a): every card an ability of this object exiled
    scope.imports.add("addLinked");
    lines.push(`addLinked(ctx, "exiledWith", ${v});`);
  }
  // "Exile the top card of your library. If it's a land card, …": the card exiled, not the new top card
  const single = !what.many || what.single === true;
  scope.it = what.code.startsWith("ctx.game.objects(") ? { code: v, many: true, single } : what;
  scope.moved = { code: v, many: true, single };
  return lines;
}

function action(a: N, c: N, scope: Scope, noRegen: boolean): string[] {
  const words = scope.words(c.span);
  switch (a.kind) {
    case "dealDamage": {
      // "… damage divided as you choose among …" (601.2d, src/emit/divided.ts)
      if (a.divided === true) return dividedDamage(a, c, scope, (v) => amount(v, scope, a.span));
      // "countAfter": "deals damage to target player equal to …" (the amount after the recipient: same meaning).
      onlyKeys(a, ["amount", "to", "more", "countAfter"]);
      // "If this spell was kicked, it deals 4 damage instead": "it" is the source of the damage before
      const itAgain = isObj(c.subject) && (c.subject.kind === "it" || (c.subject.kind === "pronoun" && c.subject.word === "it")) && scope.lastDamageTo !== undefined;
      const source = c.subject === undefined || itAgain ? { code: "ctx.self", many: false } : reference(c.subject, scope, "object", c.span);
      if (source.many || source.players) throw new Unsupported(`"${words}"`, c.span);
      const lines: string[] = [];
      let src = source.code;
      if (src !== "ctx.self") {
        // "Target creature you control deals damage equal to its power to target creature"
        scope.it = source;
        scope.imports.add("objectsOf");
        src = scope.fresh("source");
        lines.push(`const ${src} = objectsOf(${source.code})[0];`);
      }
      // "it deals 4 damage instead": to the recipient of the instruction it replaces. The recipient is read first:
      // "to target player equal to the number of lands that player controls" names the player the amount counts for.
      // "~ deals 2 damage to itself": the source
      const itself = (v: unknown) => isObj(v) && v.kind === "pronoun" && String(v.word).toLowerCase() === "itself";
      const to = a.to === undefined ? scope.lastDamageTo : itself(a.to) ? source : reference(a.to, scope, "any", a.span);
      const n = amount(a.amount, scope, a.span);
      if (!to) throw new Unsupported(`"${words}" (damage to whom?)`, c.span);
      scope.it = to;
      scope.lastDamageTo = to;
      const deal = each(to, (x) => `ctx.dealDamage(${src}, ${x}, ${n})`, "it");
      // "… 2 damage to any target and 1 damage to another target" (the damage is dealt at once)
      for (const m of (a.more as unknown[] | undefined) ?? []) {
        const part = node(m, "a part of the damage", a.span);
        onlyKeys(part, ["join", "amount", "to"]);
        const n2 = amount(part.amount, scope, part.span);
        // "… to any target and 3 damage to itself"
        const to2 = itself(part.to) ? source : reference(part.to, scope, "any", part.span);
        deal.push(...each(to2, (x) => `ctx.dealDamage(${src}, ${x}, ${n2})`, "it"));
      }
      if (src === "ctx.self") return deal;
      return [...lines, `if (${src}) {`, ...deal, "}"];
    }
    case "transform":
    case "flip":
      return transformAction(a, c, scope, reference(a.what, scope, "object", a.span), byYou(c));
    case "destroy": {
      onlyKeys(a, ["what"]);
      if (!byYou(c)) throw new Unsupported(`"${words}"`, c.span);
      const what = reference(a.what, scope, "object", a.span);
      scope.it = what;
      if (scope.tracksThisWay.has("destroy")) {
        // "Destroy all creatures. You gain 1 life for each creature destroyed this way."
        const v = scope.fresh("destroyed");
        scope.thisWay.set("destroy", v);
        return [`const ${v} = ctx.destroy(${what.code}${noRegen ? ", { noRegeneration: true }" : ""});`];
      }
      return [`ctx.destroy(${what.code}${noRegen ? ", { noRegeneration: true }" : ""});`];
    }
    case "exile":
    case "sacrifice":
    case "tap":
    case "untap":
    case "regenerate": {
      if (a.kind === "exile" && a.duration !== undefined) {
        // "exile target creature an opponent controls until ~ leaves the battlefield" (610.3)
        onlyKeys(a, ["what", "duration"]);
        const d = node(a.duration, "a duration", a.span);
        onlyKeys(d, ["until", "what"]);
        const who = isObj(d.what) ? d.what : undefined;
        if (!byYou(c) || noRegen || d.until !== "leaves" || who?.kind !== "self" || scope.keepsResult.has(c) || scope.linkExiled) throw new Unsupported(`"${words}"`, c.span);
        const what = reference(a.what, scope, "object", a.span);
        if (what.players) throw new Unsupported(`"${words}"`, c.span);
        scope.it = what;
        return [`ctx.exileUntilSourceLeaves(${what.code});`];
      }
      // "exile … face down", "exile that card from your graveyard", an exile whose result is used later
      if (a.kind === "exile" && (a.from !== undefined || a.faceDown === true || scope.keepsResult.has(c) || scope.linkExiled || scope.linkExiledWith || scope.tracksThisWay.has("exile"))) return exile(a, c, scope, noRegen);
      onlyKeys(a, ["what"]);
      // "Each player sacrifices two creatures", "sacrifice a creature": the player chooses (rule 701.17a)
      if (a.kind === "sacrifice" && chosenBySacrificer(a.what)) return sacrificeChosen(a, c, scope, noRegen);
      if (!byYou(c)) throw new Unsupported(`"${words}"`, c.span);
      const what = reference(a.what, scope, "object", a.span);
      if (noRegen) throw new Unsupported(`"can't be regenerated" after ${a.kind}`, c.span);
      // "Exile all cards from target player's graveyard"
      const target = what.code === "ctx.self" && scope.trigger?.selfAfter && a.kind === "exile" ? scope.trigger.selfAfter : what.code;
      if (what.code.startsWith("ctx.game.objects(")) {
        // "Exile the top card of your library. If it's a land card, …": "it" is that card, not the new top card
        const v = scope.fresh("top");
        scope.it = { code: v, many: true };
        return [`const ${v} = ${what.code};`, `ctx.${a.kind}(${v});`];
      }
      scope.it = what;
      if (what.many && (a.kind === "tap" || a.kind === "untap" || a.kind === "regenerate")) return each(what, (x) => `ctx.${a.kind}(${x})`, "it");
      return [`ctx.${a.kind}(${target});`];
    }
    case "return":
    case "put": {
      if (a.also !== undefined) return moveParts(a, c, scope, noRegen);
      // ("fromAfter" is only where the words put the zone: "onto the battlefield from your hand")
      onlyKeys(a, ["what", "to", "from", "fromAfter"]);
      // "Target player puts the top two cards of their library into their graveyard": milling (rule 701.13)
      const milled = a.kind === "put" ? millCount(a, c, scope) : undefined;
      if (milled !== undefined) return each(players(c.subject, scope, c.span), (x) => `ctx.mill(${x}, ${milled})`);
      if (!byYou(c)) throw new Unsupported(`"${words}"`, c.span);
      // "that card", "it" after an instruction that moved it: the object it became (400.7)
      const moved = refersToMoved(a.what) && scope.moved ? scope.moved : undefined;
      const what = moved ?? reference(withFrom(a.what, a.from, scope), scope, "object", a.span);
      const to = zoneOf(a.to, scope, a.span);
      const obj = what.code === "ctx.self" && scope.trigger?.selfAfter ? scope.trigger.selfAfter : what.code;
      scope.it = what;
      const keep = scope.keepsResult.has(c);
      if (to.position !== undefined && (what.many || to.order !== undefined)) {
        // "Put the rest on the bottom of your library in any order", "put them back in any order" (rule 401.4)
        const call = `ctx.putInLibrary(${obj}, ${lit(to.position)}, ${lit(to.order ?? "any")});`;
        if (!keep) return [call];
        const v = scope.fresh("moved");
        scope.it = { code: v, many: true };
        scope.moved = scope.it;
        return [`const ${v} = ${call}`];
      }
      if (to.position !== undefined) {
        // "on top of its owner's library", "on the bottom of your library" (rule 401.4: an owner's library)
        const call = `ctx.moveToZone(${obj}, "library", { position: ${lit(to.position)} });`;
        if (!keep) return [call];
        const v = scope.fresh("moved");
        scope.it = { code: v, many: true };
        scope.moved = scope.it;
        return [`const ${v} = ${call}`];
      }
      if (to.zone === "hand" && !keep) return [`ctx.returnToHand(${obj});`];
      if ((to.zone === "graveyard" || to.zone === "exile") && !keep) return [`ctx.moveToZone(${obj}, ${lit(to.zone)});`];
      const options: string[] = [];
      if (to.tapped) options.push("tapped: true");
      if (to.counters) options.push(`counters: ${to.counters}`);
      if (to.under === "you") options.push("controller: ctx.you.id");
      const v = scope.fresh(to.zone === "battlefield" ? "entered" : "moved");
      scope.it = { code: v, many: true, single: !what.many || what.single === true };
      scope.moved = scope.it;
      if (to.under === "owner") {
        // "under its owner's control": each object under its own owner's
        const one = scope.fresh("card");
        return [`const ${v} = ${what.many ? obj : `[${obj}]`}.flatMap((${one}) => ${one} === undefined ? [] : ctx.moveToZone(${one}, ${lit(to.zone)}, { ${[...options, `controller: ${one}.kind === "object" ? ${one}.owner : undefined`].join(", ")} }));`];
      }
      if (!["hand", "battlefield", "graveyard", "exile"].includes(to.zone)) throw new Unsupported(`putting into "${to.zone}"`, a.span);
      return [`const ${v} = ctx.moveToZone(${obj}, ${lit(to.zone)}${options.length ? `, { ${options.join(", ")} }` : ""});`];
    }
    case "draw":
    case "mill":
    case "gainLife":
    case "loseLife": {
      // "that player draws an additional card": one card (the "additional" is relative to the game's draw)
      onlyKeys(a, a.kind === "draw" ? ["amount", "additional"] : ["amount"]);
      const who = players(c.subject, scope, c.span);
      const n = amount(a.amount === undefined && a.kind === "draw" ? { kind: "a" } : a.amount, scope, a.span);
      return each(who, (x) => `ctx.${a.kind}(${x}, ${n})`);
    }
    case "discard": {
      onlyKeys(a, ["what", "random"]);
      const who = players(c.subject, scope, c.span);
      const what = node(a.what, "what to discard", a.span);
      if (what.kind === "zoneObject" && what.zone === "hand") {
        // "Discard your hand", "each player discards their hand" (rule 701.8a): every card in it at once
        onlyKeys(what, ["whose", "zone"]);
        if (a.random === true || !(what.whose === "your" ? who.code === "ctx.you" : what.whose === "their" && who.code !== "ctx.you"))
          throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
        return each(who, (x) => `ctx.discardHand(${x})`);
      }
      if (what.kind === "objects" && (what.det === "that" || what.det === "the") && a.random !== true) {
        // "That player discards that card": the card chosen before, discarded from the hand it's in (701.8a)
        if (who.many || !who.players) throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
        const r = reference(what, scope, "object", what.span);
        if (r.players) throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
        return [`ctx.discardCards(${r.code});`];
      }
      if (what.kind !== "objects") throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
      const f = compileFilter(what.filter, what.span);
      if (f.object && Object.keys(f.object).length > 0) throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
      const n = what.det === "a" || what.det === "an" ? "1" : what.det === "count" ? amount(what.count, scope, what.span) : undefined;
      if (n === undefined) throw new Unsupported(`discarding "${scope.words(what.span)}"`, what.span);
      return each(who, (x) => `ctx.discard(${x}, ${n}${a.random === true ? ", { random: true }" : ""})`);
    }
    case "setLife": {
      // "your life total becomes 20", "… equal to your starting life total" (119.5)
      onlyKeys(a, ["whose", "value", "equalTo"]);
      const who = a.whose === "your" ? "ctx.you" : a.whose === "their" && scope.trigger?.player ? scope.trigger.player : undefined;
      if (!who) throw new Unsupported(`"${words}"`, c.span);
      const total = node(a.value, "a life total", a.span);
      let v: string;
      if (total.kind === "lifeTotal" && total.starting === true && total.whose === "your") v = "ctx.game.startingLife()";
      else v = value(total, scope);
      return [`ctx.setLife(${who}, ${v});`];
    }
    case "putCounters":
    case "removeCounters": {
      onlyKeys(a, ["amount", "counter", "on", "from"]);
      if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span);
      const counter = node(a.counter, "a counter kind", a.span);
      const kind = String(counter.value);
      // "Remove all -1/-1 counters from it": as many as it has
      const all = a.kind === "removeCounters" && isObj(a.amount) && a.amount.kind === "all" && Object.keys(a.amount).every((k) => k === "kind" || k === "span");
      if (all) scope.imports.add("countersNow");
      const n = all ? undefined : amount(a.amount, scope, a.span);
      const on = reference(a.kind === "putCounters" ? a.on : a.from, scope, "object", a.span);
      const fn = a.kind === "putCounters" ? "addCounters" : "removeCounters";
      // "put a verse counter on ~, then it deals damage …": "it" is now what got the counters
      scope.it = on;
      return each(on, (x) => `ctx.${fn}(${x}, ${lit(kind)}, ${n ?? `countersNow(ctx, ${x}, ${lit(kind)})`})`, "it");
    }
    case "distributeCounters":
      return distributeCounters(a, c, scope, (v) => amount(v, scope, a.span));
    case "modifyPT":
    case "grantAbility": {
      onlyKeys(a, ["pt", "gains", "abilities", "duration"]);
      const who = reference(c.subject, scope, "object", c.span);
      scope.it = who;
      const d = duration(a.duration, a.span);
      const lines: string[] = [];
      if (a.pt !== undefined) {
        const [p, t] = pt(a.pt, scope, a.span);
        lines.push(...each(who, (x) => `ctx.pump(${x}, ${p}, ${t}, ${d})`, "it"));
      }
      for (const k of keywordAbilities(a.gains ?? a.abilities ?? [], scope, a.span)) lines.push(...each(who, (x) => `ctx.grantAbility(${x}, ${k}, ${d})`, "it"));
      return lines;
    }
    case "gainControl": {
      onlyKeys(a, ["what", "duration"]);
      if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span);
      const what = reference(a.what, scope, "object", a.span);
      scope.it = what;
      return each(what, (x) => `ctx.gainControl(${x}, ctx.you, ${duration(a.duration, a.span)})`, "it");
    }
    case "copy": {
      // "Copy target instant or sorcery spell" (rule 707.10): a copy on the stack under your control.
      onlyKeys(a, ["what"]);
      const what = node(a.what, "what is copied", a.span);
      const spellWord = JSON.stringify(what.filter ?? {}).includes('"class":"Spell"');
      // "Whenever you cast an instant or sorcery spell, copy it", "… copy that spell": the spell of the cast trigger
      const castSpell = scope.trigger?.object !== undefined && scope.trigger.object.includes('"cast" ? ctx.event.spell');
      const thatSpell = castSpell && ((what.kind === "pronoun" && what.word === "it") || (what.kind === "objects" && what.det === "that" && spellWord));
      if ((!thatSpell && (what.kind !== "objects" || what.det !== "target" || !spellWord)) || c.subject !== undefined)
        throw new Unsupported(`the action "${words}"`, c.span);
      const ref = reference(a.what, scope, "object", a.span);
      if (ref.many || (thatSpell && ref.code !== scope.trigger!.object)) throw new Unsupported(`the action "${words}"`, c.span);
      const v = scope.fresh("copy");
      scope.copy = v;
      return [`const ${v} = ctx.copySpell(${ref.code});`];
    }
    case "chooseNewTargets": {
      // "You may choose new targets for the copy" (707.10c): the decision is the copy's controller's
      // ("a new target" for a copy of a spell with one target is the same choice).
      onlyKeys(a, ["what", "one"]);
      const what = node(a.what, "what gets new targets", a.span);
      const isCopy = what.kind === "objects" && what.det === "the" && JSON.stringify(what.filter ?? {}).includes('"class":"Copy"');
      if (!isCopy || scope.copy === undefined || c.may !== true) throw new Unsupported(`the action "${words}"`, c.span);
      return [`ctx.chooseNewTargets(${scope.copy});`];
    }
    case "counterSpell": {
      onlyKeys(a, ["what"]);
      const what = reference(a.what, scope, "object", a.span);
      if (what.many) throw new Unsupported(`"${words}"`, c.span);
      if (c.unless === undefined) return [`ctx.counterSpell(${what.code});`];
      const u = node(c.unless, "an unless clause", c.span);
      onlyKeys(u, ["who", "cost"]);
      const who = node(u.who, "who pays", u.span);
      if (u.kind !== "unlessPays" || who.kind !== "controllerOf") throw new Unsupported(`"${scope.words(u.span)}"`, u.span);
      const cost = node(u.cost, "a cost", u.span);
      if (cost.kind !== "mana") throw new Unsupported(`paying "${scope.words(cost.span)}"`, cost.span);
      const m = manaText(cost.symbols);
      const v = scope.fresh("spell");
      return [
        `const ${v} = ${what.code};`,
        `if (${v}?.kind === "object" && !ctx.mayPay(${lit(m)}, ${lit(`pay ${m}`)}, ctx.game.player(${v}.controller))) ctx.counterSpell(${v});`,
      ];
    }
    case "addMana": {
      onlyKeys(a, ["mana"]);
      return addMana(node(a.mana, "mana", a.span), scope).lines;
    }
    case "pay": {
      onlyKeys(a, ["cost"]);
      const cost = node(a.cost, "a cost", a.span);
      if (cost.kind !== "mana") throw new Unsupported(`paying "${scope.words(cost.span)}"`, cost.span);
      if (c.may !== true) throw new Unsupported(`"${words}"`, c.span);
      const m = manaText(cost.symbols);
      const v = scope.fresh("paid");
      scope.did = v;
      return [`const ${v} = ctx.mayPay(${lit(m)}, ${lit(words)});`];
    }
    case "winGame":
    case "loseGame": {
      onlyKeys(a, []);
      const who = players(c.subject, scope, c.span);
      return each(who, (x) => `ctx.${a.kind}(${x})`);
    }
    case "shuffle": {
      // "Shuffle.", "shuffle your library", "that player shuffles", "each player shuffles their libraries" (each their own)
      onlyKeys(a, ["whose", "plural"]);
      // "If you search your library this way, shuffle it."
      if (a.whose === "it" && scope.shuffleSearched && byYou(c)) return ["ctx.shuffle(ctx.you);"];
      if (a.whose !== undefined && a.whose !== "your" && a.whose !== "their") throw new Unsupported(`"${words}"`, c.span);
      const who = players(c.subject, scope, c.span);
      if (a.whose === "your" && who.code !== "ctx.you") throw new Unsupported(`"${words}"`, c.span);
      return each(who, (x) => `ctx.shuffle(${x})`);
    }
    case "scry":
    case "surveil": {
      onlyKeys(a, ["amount"]);
      return [`ctx.${a.kind}(${amount(a.amount, scope, a.span)});`];
    }
    case "populate": {
      // 701.30a: create a token that's a copy of a creature token you control
      onlyKeys(a, []);
      if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
      return ["ctx.populate();"];
    }
    case "createToken": {
      // "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token"
      onlyKeys(a, ["token", "more", "joins"]);
      const more = Array.isArray(a.more) ? (a.more as unknown[]) : [];
      return [a.token, ...more].flatMap((t) => createToken(node(t, "a token", a.span), scope));
    }
    case "cant": {
      // "Target creature can't block this turn": a restriction the object has for the duration.
      onlyKeys(a, ["what", "duration"]);
      const r = typeof a.what === "string" ? TEMPORARY_RESTRICTIONS[a.what] : undefined;
      if (!r) throw new Unsupported(`the action "${words}"`, c.span);
      const who = reference(c.subject, scope, "object", c.span);
      scope.it = who;
      if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
      const d = duration(a.duration, a.span);
      const def = `{ kind: "restriction", source: ${lit({ text: words, span: c.span })}, restriction: ${lit(r)}, affected: { self: true } }`;
      return each(who, (x) => `ctx.grantAbility(${x}, ${def}, ${d})`, "it");
    }
    case "flipCoin": {
      // "Flip a coin." (705): whether you won, for "If you win the flip" / "If you lose the flip"
      onlyKeys(a, []);
      if (!byYou(c) || c.may === true || c.at !== undefined || c.unless !== undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const v = scope.fresh("flip");
      scope.flip = v;
      return [`const ${v} = ctx.flipCoin();`];
    }
    case "explore":
    case "connive": {
      // "It explores" (701.40), "Target creature you control connives" (701.47): the permanent named does it, one at a time
      onlyKeys(a, []);
      if (c.subject === undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const who = reference(c.subject, scope, "object", c.span);
      if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
      scope.it = who;
      scope.imports.add(a.kind);
      return each(who, (x) => `${a.kind}(ctx, ${x})`, "it");
    }
    case "switchPT":
    case "doublePT":
    case "basePT":
      return powerToughness(a, c, scope);
    case "mustAttack": {
      // "Target creature attacks this turn if able", "Creatures target player controls attack this turn if able": a requirement
      // the creatures have for the duration (508.1d)
      onlyKeys(a, ["duration"]);
      if (c.subject === undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const who = reference(c.subject, scope, "object", c.span);
      if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
      scope.it = who;
      const d = duration(a.duration, a.span);
      const def = `{ kind: "restriction", source: ${lit({ text: words, span: c.span })}, restriction: "mustAttack", affected: { self: true } }`;
      return each(who, (x) => `ctx.grantAbility(${x}, ${def}, ${d})`, "it");
    }
    case "loseAbility": {
      // "Target creature loses flying until end of turn" (layer 6)
      onlyKeys(a, ["abilities", "duration"]);
      const who = reference(c.subject, scope, "object", c.span);
      scope.it = who;
      if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
      const lost = ((a.abilities as unknown[]) ?? []).map((k) => node(k, "an ability", a.span));
      if (lost.length === 0 || lost.some((k) => k.kind !== "keyword" || k.arg !== undefined || !isRuntimeKeyword(String(k.keyword)))) throw new Unsupported(`the action "${words}"`, c.span);
      const names = lit(lost.map((k) => String(k.keyword)));
      scope.imports.add("objectsOf");
      return [
        `ctx.addContinuousEffect(objectsOf(${who.code}), "6", (c) => {\nc.abilities = c.abilities.filter((a) => !(a.kind === "keyword" && ${names}.includes(a.keyword)));\n}, ${duration(a.duration, a.span)});`,
      ];
    }
    case "fight": {
      // "Target creature you control fights target creature you don't control" (rule 701.12)
      onlyKeys(a, ["what"]);
      if (c.subject === undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const one = reference(c.subject, scope, "object", c.span);
      const other = reference(a.what, scope, "object", a.span);
      if (one.many || other.many || one.players || other.players) throw new Unsupported(`the action "${words}"`, c.span);
      scope.imports.add("fight");
      return [`fight(ctx, ${one.code}, ${other.code});`];
    }
    case "attach": {
      // "attach it to target creature you control" (rule 701.3)
      onlyKeys(a, ["what", "to"]);
      if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span);
      const what = reference(a.what, scope, "object", a.span);
      const to = reference(a.to, scope, "object", a.span);
      if (what.many || to.many || what.players || to.players) throw new Unsupported(`the action "${words}"`, c.span);
      return [`ctx.attach(${what.code}, ${to.code});`];
    }
    case "amass": {
      // "Amass 2", "amass Orcs X" (701.44)
      onlyKeys(a, ["amount", "type"]);
      if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
      scope.imports.add("amass");
      const v = scope.fresh("army");
      scope.it = { code: v, many: false };
      // "amass Orcs": the creature type, singular (205.3m)
      const plural = a.type === undefined ? undefined : String(a.type);
      const single = plural === undefined ? undefined : [plural, plural.replace(/s$/, ""), plural.replace(/es$/, ""), plural.replace(/ves$/, "f")].find((t) => CREATURE_SUBTYPES.has(t));
      if (plural !== undefined && single === undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const type = single === undefined || single === "Zombie" ? "" : `, ${lit(single)}`;
      return [`const ${v} = amass(ctx, ${amount(a.amount, scope, a.span)}${type});`];
    }
    case "keywordAction":
      return keywordAction(a, c, scope);
    case "proliferate": {
      onlyKeys(a, []);
      if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span);
      scope.imports.add("proliferate");
      return ["proliferate(ctx);"];
    }
    case "investigate": {
      // "Investigate" (rule 701.35): create a Clue token.
      onlyKeys(a, []);
      if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span);
      return [`ctx.createToken(${predefinedToken("Clue")!}, 1);`];
    }
    case "look":
    case "reveal":
      return lookOrReveal(a, c, scope);
    case "becomes":
      return becomes(a, c, scope);
    case "play":
    case "cast": {
      // "Until end of turn, you may play that card", "You may cast those cards this turn", "Until the end of your next turn, you
      // may play that card": a permission (601.3, 305.1), not a choice made now. Casting now ("you may cast it without paying
      // its mana cost") is done at once, while the effect resolves (118.9, 601.2).
      if (a.withoutPaying === true && a.duration === undefined) {
        onlyKeys(a, ["what", "withoutPaying"]);
        if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
        const what = node(a.what, "what is cast", a.span);
        if (what.kind === "objects" && (what.det === "a" || what.det === "an") && what.target !== true) {
          // "You may cast an instant or sorcery card from your hand without paying its mana cost": the player picks one (or none)
          onlyKeys(what, ["det", "filter"]);
          const f = compileFilter(what.filter, what.span, playersWhileResolving(scope));
          const zone = f.object?.zone;
          if (f.player || f.playersOnly || zone === undefined || zone === "battlefield" || zone === "stack" || c.may !== true) throw new Unsupported(`the action "${words}"`, c.span);
          const picked = scope.fresh("picked");
          const cast = scope.fresh("cast");
          scope.did = cast;
          scope.optionalChoice = true;
          const cands = `ctx.find(${lit(f.object)}).filter((o) => !o.types.includes("land"))`;
          return [
            `const ${picked} = ctx.chooseObjects(${lit(`${scope.words(what.span)} to cast without paying its mana cost (or none)`)}, ${cands}, 0, 1)[0];`,
            `const ${cast} = ctx.castCard(${picked}, { withoutPaying: true, optional: false }) !== undefined;`,
          ];
        }
        const r = refersToMoved(a.what) && scope.moved ? scope.moved : reference(a.what, scope, "object", a.span);
        if (r.players) throw new Unsupported(`the action "${words}"`, c.span);
        if (c.may === true) scope.optionalChoice = true;
        const opts = `{ withoutPaying: true${c.may === true ? "" : ", optional: false"} }`;
        if (r.many) return [`for (const card of ${r.code}) ctx.castCard(card, ${opts});`];
        // "If you do": whether it was cast
        const cast = scope.fresh("cast");
        scope.did = cast;
        return [`const ${cast} = ctx.castCard(${r.code}, ${opts}) !== undefined;`];
      }
      onlyKeys(a, ["what", "duration"]);
      if (!byYou(c) || c.may !== true || a.duration === undefined) throw new Unsupported(`the action "${words}"`, c.span);
      const d = node(a.duration, "a duration", a.span);
      onlyKeys(d, ["until"]);
      const until = d.until === "endOfTurn" || d.until === "thisTurn" ? "endOfTurn" : d.until === "endOfYourNextTurn" ? "endOfYourNextTurn" : undefined;
      if (!until) throw new Unsupported(`the action "${words}"`, c.span);
      // the cards an instruction before moved ("Exile the top card of your library."): the objects they became (400.7)
      if (!refersToMoved(a.what) || !scope.moved) throw new Unsupported(`the action "${words}"`, c.span);
      const r = scope.moved;
      scope.optionalChoice = true;
      const opts = [until === "endOfTurn" ? undefined : `until: "endOfYourNextTurn"`, a.kind === "cast" ? "castOnly: true" : undefined].filter(Boolean);
      return [`ctx.allowPlay(${r.code}${opts.length ? `, { ${opts.join(", ")} }` : ""});`];
    }
    case "revealUntil": {
      // "Reveal cards from the top of your library until you reveal a creature card. Put that card into your hand and the rest …"
      onlyKeys(a, ["verb", "whose", "until"]);
      const who = players(c.subject, scope, c.span);
      const until = node(a.until, "until what", a.span);
      onlyKeys(until, ["who", "verb", "what"]);
      const own = a.whose === "your" ? who.code === "ctx.you" : a.whose === "their" && who.code !== "ctx.you";
      const sameOne = until.who === undefined || (isObj(until.who) && (until.who.kind === "you" ? who.code === "ctx.you" : until.who.kind === "pronoun" || until.who.kind === "they"));
      if (a.verb !== "reveal" || until.verb !== "reveal" || who.many || !own || !sameOne || c.may === true) throw new Unsupported(`the action "${words}"`, c.span);
      const what = node(until.what, "what is revealed", until.span);
      if (what.kind !== "objects" || !["a", "an", "count"].includes(String(what.det))) throw new Unsupported(`the action "${words}"`, c.span);
      onlyKeys(what, ["det", "filter", "count"]);
      const f = compileFilter(what.filter, what.span);
      if (f.player || f.playersOnly) throw new Unsupported(`the action "${words}"`, c.span);
      const n = what.det === "count" ? amount(what.count, scope, what.span) : "1";
      const v = scope.fresh("revealed");
      scope.looked = { code: `${v}.revealed`, many: true };
      scope.lookedRevealed = true;
      scope.it = { code: `${v}.found`, many: true };
      scope.moved = undefined;
      return [`const ${v} = ctx.revealUntil(${who.code}, ${lit(f.object ?? {})}, ${n});`];
    }
    case "tapOrUntap": {
      // "Tap or untap target permanent": the player chooses which
      onlyKeys(a, ["what"]);
      if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
      const what = reference(a.what, scope, "object", a.span);
      if (what.players) throw new Unsupported(`the action "${words}"`, c.span);
      scope.it = what;
      return each(what, (x) => `if (ctx.chooseMode(${lit(`Tap or untap ${scope.words((a.what as N).span)}`)}, ["tap", "untap"]) === 0) ctx.tap(${x}); else ctx.untap(${x})`, "it");
    }
    case "doesntUntap": {
      // "That creature doesn't untap during its controller's next untap step", "Lands you control don't untap during your next
      // untap step" (502.3)
      onlyKeys(a, ["whose", "next"]);
      const who = reference(c.subject, scope, "object", c.span);
      if (who.players || a.next !== true) throw new Unsupported(`the action "${words}"`, c.span);
      const whose = isObj(a.whose) ? a.whose : undefined;
      const itsController =
        (whose?.kind === "controllerOf" && isObj(whose.of) && (whose.of.kind === "it" || whose.of.kind === "pronoun" || whose.of.kind === "their")) ||
        (a.whose === "their" && who.many);
      scope.it = who;
      scope.imports.add("objectsOf");
      if (itsController) return [`ctx.skipNextUntap(objectsOf(${who.code}));`];
      if (a.whose === "your") return [`ctx.skipNextUntap(objectsOf(${who.code}).filter((o) => o.controller === ctx.you.id));`];
      throw new Unsupported(`the action "${words}"`, c.span);
    }
    case "shuffleInto": {
      // "Target player shuffles their graveyard into their library", "shuffle up to three target cards from your graveyard into
      // your library": the cards go to their owners' libraries (401.3), then that library is shuffled (701.20)
      onlyKeys(a, ["what", "whose", "plural"]);
      const who = players(c.subject, scope, c.span);
      const own = (w: unknown) => (w === "your" ? who.code === "ctx.you" : w === "their" && who.code !== "ctx.you");
      if (!own(a.whose)) throw new Unsupported(`the action "${words}"`, c.span);
      const what = node(a.what, "what is shuffled in", a.span);
      let cards: string;
      if (what.kind === "zoneObject") {
        // "Each player shuffles their hand and graveyard into their library": each their own
        onlyKeys(what, ["whose", "zone", "and", "plural"]);
        const zones = [String(what.zone), ...(what.and === undefined ? [] : [String(what.and)])];
        if (!own(what.whose) || zones.some((z) => z !== "graveyard" && z !== "hand")) throw new Unsupported(`the action "${words}"`, c.span);
        scope.imports.add("cardsIn");
        return each(who, (x) => `ctx.shuffleIntoLibrary(${x}, cardsIn(ctx, ${x}, ${lit(zones)}))`);
      } else {
        if (who.many) throw new Unsupported(`the action "${words}"`, c.span);
        const r = reference(withFrom(what, undefined, scope), scope, "object", what.span);
        if (r.players) throw new Unsupported(`the action "${words}"`, c.span);
        // "When ~ is put into your graveyard from the battlefield, you may shuffle ~ into your library": the card it became (603.6, 400.7d)
        cards = r.code === "ctx.self" && scope.trigger?.selfAfter ? scope.trigger.selfAfter : r.code;
      }
      return [`ctx.shuffleIntoLibrary(${who.code}, ${cards});`];
    }
    case "choose": {
      // "You choose a nonland card from it" (a revealed hand), "choose a creature card from among them": "that card" afterwards
      onlyKeys(a, ["what"]);
      const what = node(a.what, "what is chosen", a.span);
      const typeOrColor = chosenKind(what);
      if (typeOrColor && byYou(c) && c.may !== true && scope.resolving) {
        // "Choose a creature type. Creatures you control of the chosen type get +1/+0 …", "Choose a color. Return all creatures of
        // that color …": the choice is made as the effect resolves, then used by the instructions after it (608.2c)
        if (scope.chosen?.[typeOrColor] !== undefined) throw new Unsupported(`the action "${words}"`, c.span);
        const v = scope.fresh(typeOrColor === "type" ? "chosenType" : "chosenColor");
        scope.chosen = { ...scope.chosen, [typeOrColor]: v };
        if (typeOrColor === "type") return [`const ${v} = String(ctx.choose("creatureType", "Choose a creature type"));`];
        return [`const ${v} = (${lit(COLOR_LETTERS)} as Record<string, string>)[String(ctx.choose("color", "Choose a color"))] ?? "";`];
      }
      const chosenTarget = chooseTarget(what, c, scope);
      if (chosenTarget) return chosenTarget;
      if (!byYou(c) || c.may === true || what.kind !== "objects" || !scope.looked) throw new Unsupported(`the action "${words}"`, c.span);
      const r = fromAmongLooked(what, scope);
      if (!r) throw new Unsupported(`the action "${words}"`, c.span);
      scope.it = r;
      return [];
    }
    case "prevent": {
      onlyKeys(a, ["which", "duration", "to", "by", "source", "order"]);
      const which = node(a.which, "what to prevent", a.span);
      // "Prevent all damage that would be dealt to target creature / to players this turn" (src/emit/replacements.ts); with
      // sources ("… by …", "… target creature would deal") preventBy
      if (a.by === undefined && a.source === undefined) {
        const toThem = preventAllThisTurn(a, scope, (v, sc) => reference(v, sc, "any"));
        if (toThem) return toThem;
      }
      if (a.by !== undefined || a.source !== undefined || (a.to !== undefined && which.kind === "all")) return preventBy(a, which, c, scope);
      if (which.kind === "next" && a.to !== undefined) {
        // "Prevent the next 3 damage that would be dealt to any target this turn"
        onlyKeys(which, ["amount"]);
        if (duration(a.duration, a.span) !== '"endOfTurn"') throw new Unsupported(`"${words}"`, c.span);
        const n = amount(which.amount, scope, which.span);
        const to = reference(a.to, scope, "any", a.span);
        return each(to, (x) => `ctx.preventDamage(${x}, ${n})`, "it");
      }
      if (a.to !== undefined) throw new Unsupported(`"${words}"`, c.span);
      if (which.kind !== "all" || Object.keys(which).some((k) => !["kind", "span", "combat"].includes(k))) throw new Unsupported(`"${words}"`, c.span);
      if (duration(a.duration, a.span) !== '"endOfTurn"') throw new Unsupported(`"${words}"`, c.span);
      const test = which.combat ? 'e.kind === "damage" && e.combat' : 'e.kind === "damage"';
      return [`ctx.createReplacement({ watches: "damage", prevention: true, appliesTo: (e) => ${test}, replace: () => null }, "endOfTurn");`];
    }
    default:
      throw new Unsupported(`the action "${words || a.kind}"`, c.span ?? a.span);
  }
}

/**
 * Keyword actions with a number (701): "Bolster 2" (701.33), "Adapt 1" (701.43), "Support 2" (701.35: its targets are chosen as
 * the spell is cast or the ability put on the stack), "Discover 4" (701.57).
 */
function keywordAction(a: N, c: N, scope: Scope): string[] {
  const words = scope.words(c.span);
  onlyKeys(a, ["action", "amount"]);
  const kind = String(a.action);
  if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`the action "${words}"`, c.span);
  if (kind === "support") {
    // "up to N other target creatures" on a permanent, "up to N target creatures" on an instant or sorcery
    const n = Number(baseAmount(node(a.amount, "a number", a.span), scope));
    if (!Number.isInteger(n) || n < 1) throw new Unsupported(`the action "${words}"`, c.span);
    const object = scope.spell ? { types: ["creature"] } : { types: ["creature"], self: false };
    const text = `up to ${n} ${scope.spell ? "" : "other "}target creature${n === 1 ? "" : "s"}`;
    const i = scope.addTarget(lit({ text, object, min: 0, max: n }));
    scope.it = { code: `ctx.targetGroups[${i}]`, many: true };
    return [`for (const it of ctx.targetGroups[${i}]) ctx.addCounters(it, "+1/+1", 1);`];
  }
  if (kind !== "bolster" && kind !== "adapt" && kind !== "discover") throw new Unsupported(`the action "${words}"`, c.span);
  if (kind === "adapt" && scope.spell) throw new Unsupported(`the action "${words}"`, c.span);
  const n = amount(a.amount, scope, a.span);
  scope.imports.add(kind);
  if (kind === "adapt") return [`adapt(ctx, ${n});`];
  const v = scope.fresh(kind === "bolster" ? "bolstered" : "discovered");
  scope.it = { code: v, many: false };
  return [`const ${v} = ${kind}(ctx, ${n});`];
}

/**
 * "Switch target creature's power and toughness until end of turn" (layer 7d, 613.4d), "Double target creature's power" (701.9b:
 * it gets +X/+0, X its power as the effect resolves; layer 7c), "Target creature has base power and toughness 1/1 until end of
 * turn" (layer 7b, 613.4b).
 */
function powerToughness(a: N, c: N, scope: Scope): string[] {
  const words = scope.words(c.span);
  let who: Ref;
  if (a.kind === "basePT") {
    onlyKeys(a, ["stats", "value", "duration"]);
    if (c.subject === undefined) throw new Unsupported(`the action "${words}"`, c.span);
    who = reference(c.subject, scope, "object", c.span);
  } else {
    // ("possessive": "target creature's power" rather than "the power of …", the same)
    onlyKeys(a, a.kind === "doublePT" ? ["what", "stat", "duration", "possessive"] : ["what", "duration", "possessive"]);
    if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
    who = reference(a.what, scope, "object", a.span);
  }
  if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
  scope.it = who;
  const d = duration(a.duration, a.span);
  scope.imports.add("objectsOf");
  const objects = `objectsOf(${who.code})`;
  if (a.kind === "switchPT") return [`ctx.addContinuousEffect(${objects}, "7d", (c) => {`, "const power = c.power;", "c.power = c.toughness;", "c.toughness = power;", `}, ${d});`];
  if (a.kind === "basePT") {
    const m = /^(\d+)\/(\d+)$/.exec(String(a.value));
    if (!m || !Array.isArray(a.stats) || a.stats.join() !== "power,toughness") throw new Unsupported(`the action "${words}"`, c.span);
    return [`ctx.addContinuousEffect(${objects}, "7b", (c) => {`, `c.power = ${m[1]};`, `c.toughness = ${m[2]};`, `}, ${d});`];
  }
  const stat = String(a.stat);
  if (!["power", "toughness", "powerAndToughness"].includes(stat)) throw new Unsupported(`the action "${words}"`, c.span);
  const p = stat === "toughness" ? "0" : "o.power ?? 0";
  const t = stat === "power" ? "0" : "o.toughness ?? 0";
  return [`for (const it of ${objects}) {`, "const o = ctx.refresh(it);", `if (o) ctx.pump(o, ${p}, ${t}, ${d});`, "}"];
}

/** The colour a "choose a color" answer names, as the letter objects' colours use (105.1). */
const COLOR_LETTERS: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

/**
 * "Choose target creature. …", "Choose up to one target creature an opponent controls. …" (115.1, 601.2c): the target is chosen
 * as the spell is cast or the ability is put on the stack like any other; the instruction itself does nothing as it resolves. What
 * follows refers to it ("that creature", "it"). Only one target word: with two ("… and target creature an opponent controls"),
 * "the creature you control" would have to tell them apart.
 */
function chooseTarget(what: N, c: N, scope: Scope): string[] | undefined {
  if (!byYou(c) || c.may === true) return undefined;
  // "Choose target creature you control and target creature an opponent controls. … The creature you control deals damage …"
  const items = what.kind === "both" && Object.keys(what).every((k) => ["kind", "span", "items"].includes(k)) ? (what.items as unknown[]) : [what];
  if (!items.every((i) => isObj(i) && isTargetObjects(i))) return undefined;
  const refs = items.map((i) => {
    const r = reference(i, scope, "object", (i as N).span);
    const words = targetWords(i as N, scope);
    if (words) scope.namedTargets.push({ words, ref: r });
    return r;
  });
  if (refs.some((r) => r.players)) {
    if (refs.length > 1 || refs[0]!.many) throw new Unsupported(`the action "${scope.words(c.span)}"`, c.span);
    scope.lastPlayer = refs[0];
    return [];
  }
  if (refs.length > 1 && refs.some((r) => r.many)) throw new Unsupported(`the action "${scope.words(c.span)}"`, c.span);
  // "… Then those creatures fight each other": all of them
  scope.it = refs.length === 1 ? refs[0] : { code: `[${refs.map((r) => r.code).join(", ")}]`, many: true };
  return [];
}

/** "target creature", "up to one target creature", "another target permanent" (objects, not "any target"). */
function isTargetObjects(n: N): boolean {
  if (n.kind !== "objects") return false;
  const det = String(n.det);
  return det === "target" || ((det === "upTo" || det === "count" || det === "another") && n.target === true);
}

/** The words naming what a target is ("creature you control" of "target creature you control"), to recognise "the creature you control". */
function targetWords(n: N, scope: Scope): string | undefined {
  const f = isObj(n.filter) ? n.filter : undefined;
  if (!f?.span) return undefined;
  return scope.words(f.span as Span).toLowerCase().replace(/\s+/g, " ").trim() || undefined;
}

/** "a creature type" → "type", "a color" → "color"; undefined for anything else. */
function chosenKind(what: N): "type" | "color" | undefined {
  if (what.kind !== "objects" || (what.det !== "a" && what.det !== "an") || !isObj(what.filter) || what.filter.post !== undefined) return undefined;
  if (Object.keys(what).some((k) => !["kind", "span", "det", "article", "filter"].includes(k))) return undefined;
  const ws = ((what.filter.words as N[] | undefined) ?? []).map((w) => `${String(w.class)}:${String(w.value).toLowerCase()}`).join(" ");
  return ws === "CardType:creature Type:type" ? "type" : ws === "Color:color" ? "color" : undefined;
}

/**
 * "Prevent all combat damage that would be dealt by target creature this turn", "Prevent all damage that would be dealt this turn
 * by creatures your opponents control", "Prevent all combat damage target creature would deal this turn" (615.1a): a prevention
 * shield until end of turn for damage from those sources — one object named now, or any source matching the words when the
 * damage would be dealt.
 */
function preventBy(a: N, which: N, c: N, scope: Scope): string[] {
  const words = scope.words(c.span);
  if (a.by !== undefined && a.source !== undefined) throw new Unsupported(`"${words}"`, c.span);
  if (which.kind !== "all" || Object.keys(which).some((k) => !["kind", "span", "combat"].includes(k))) throw new Unsupported(`"${words}"`, c.span);
  if (duration(a.duration, a.span) !== '"endOfTurn"') throw new Unsupported(`"${words}"`, c.span);
  const lines: string[] = [];
  const tests: string[] = [];
  // "… dealt to target creature", "… to creatures you control", "… to you": the recipients; "… by …", "… target creature would deal":
  // the sources
  for (const [field, role] of [["to", "target"], ["by", "source"], ["source", "source"]] as const) {
    if (a[field] === undefined) continue;
    const who = node(a[field], field === "to" ? "whose damage is prevented" : "whose damage", a.span);
    if (who.kind === "objects" && ["all", "each", "none"].includes(String(who.det)) && who.count === undefined && who.target === undefined) {
      onlyKeys(who, ["det", "filter", "other"]);
      const f = compileFilter(who.filter, who.span, playersWhileResolving(scope));
      if (f.player || f.playersOnly || !f.object) throw new Unsupported(`"${words}"`, c.span);
      lines.push(...scope.pre);
      scope.pre = [];
      const filter = lit({ ...f.object, ...(who.other ? notSelf(scope, who.span) : {}) });
      tests.push(role === "target" ? `e.target.kind === "object" && ctx.matches(e.target, ${filter})` : `ctx.matches(e.source, ${filter})`);
      continue;
    }
    const r = reference(who, scope, role === "target" ? "any" : "object", a.span);
    if (r.many) throw new Unsupported(`"${words}"`, c.span);
    if (r.players && role === "source") throw new Unsupported(`"${words}"`, c.span);
    const v = scope.fresh(role === "target" ? "recipient" : "source");
    if (r.players) {
      lines.push(...scope.pre, `const ${v} = (${r.code})?.id;`);
      tests.push(`e.target.kind === "player" && e.target.id === ${v}`);
    } else {
      scope.imports.add("objectsOf");
      lines.push(...scope.pre, `const ${v} = objectsOf(${r.code})[0]?.id;`);
      tests.push(role === "target" ? `e.target.kind === "object" && e.target.id === ${v}` : `e.source.id === ${v}`);
    }
    scope.pre = [];
  }
  const kind = which.combat ? 'e.kind === "damage" && e.combat' : 'e.kind === "damage"';
  return [...lines, `ctx.createReplacement({ watches: "damage", prevention: true, appliesTo: (e) => ${kind} && ${tests.join(" && ")}, replace: () => null }, "endOfTurn");`];
}

/**
 * "Target land becomes a 4/4 Elemental creature with haste until end of turn. It's still a land.", "target creature becomes blue",
 * "… becomes an artifact in addition to its other types": continuous effects locked to the objects (611.2c) in the layers of
 * rule 613 — types (4, rules 205.1a/b), colours (5, 105.3), abilities (6), power and toughness set (7b).
 */
function becomes(a: N, c: N, scope: Scope): string[] {
  onlyKeys(a, ["pt", "words", "with", "duration", "inAddition", "still"]);
  const words = scope.words(c.span);
  const who = reference(c.subject, scope, "object", c.span);
  if (who.players) throw new Unsupported(`the action "${words}"`, c.span);
  const colors: string[] = [];
  const types: string[] = [];
  const subtypes: string[] = [];
  const supertypes: string[] = [];
  let colorless = false;
  for (const w of (a.words as N[]) ?? []) {
    const v = String(w.value);
    if (w.kind === "conj") {
      if (v !== "and") throw new Unsupported(`the action "${words}"`, c.span);
    } else if (w.class === "ColorWord" && COLOR_NAMES[v.toLowerCase()] && v.toLowerCase() !== "colorless") colors.push(COLOR_NAMES[v.toLowerCase()]!);
    else if ((w.class === "ColorAdjective" || w.class === "ColorWord") && v.toLowerCase() === "colorless") colorless = true;
    else if (w.class === "CardType") types.push(v.toLowerCase());
    else if (w.class === "Subtype" || isPredefinedToken(v)) subtypes.push(v);
    else if (w.class === "Supertype") supertypes.push(v.toLowerCase());
    else throw new Unsupported(`the action "${words}"`, c.span);
  }
  if (colorless && colors.length) throw new Unsupported(`the action "${words}"`, c.span);
  const still = a.still !== undefined || scope.stillIs;
  scope.stillIs = false;
  if (a.inAddition !== undefined) {
    const extra = node(a.inAddition, "in addition to", a.span);
    if (extra.other !== "types") throw new Unsupported(`the action "${words}"`, c.span);
  }
  // 205.1b: "in addition to its other types", "still a land", "an artifact creature" keep the prior types; "a [creature types]
  // artifact creature" keeps all but the creature types; otherwise new card types replace the old (205.1a). Subtypes with no
  // card type ("becomes a Swamp") set a land type, with rules of their own (305.7): not emitted.
  const artifactCreature = types.length === 2 && types.includes("artifact") && types.includes("creature");
  const retain =
    a.inAddition !== undefined || still || (artifactCreature && subtypes.length === 0)
      ? "all"
      : artifactCreature && subtypes.every((st) => CREATURE_SUBTYPES.has(st))
        ? "allButCreatureTypes"
        : "none";
  if (types.length === 0 && (subtypes.length > 0 || supertypes.length > 0) && retain !== "all") throw new Unsupported(`the action "${words}"`, c.span);
  const d = duration(a.duration, a.span);
  scope.imports.add("objectsOf");
  const objs = `objectsOf(${who.code})`;
  const lines: string[] = [];
  const effect = (layer: string, body: string[]) => lines.push(`ctx.addContinuousEffect(${objs}, ${lit(layer)}, (c) => {\n${body.join("\n")}\n}, ${d});`);
  if (types.length || subtypes.length || supertypes.length) {
    scope.imports.add("becomeTypes");
    const body = [`becomeTypes(c, ${lit(types)}, ${lit(subtypes)}, ${lit(retain)});`];
    if (supertypes.length) body.push(`c.supertypes = [...new Set([...c.supertypes, ...${lit(supertypes)}])];`);
    effect("4", body);
  }
  if (colors.length || colorless) effect("5", [`c.colors = ${lit(colors)};`]);
  if (a.with !== undefined) for (const k of keywordAbilities(a.with, scope, a.span)) lines.push(...each(who, (x) => `ctx.grantAbility(${x}, ${k}, ${d})`, "it"));
  if (a.pt !== undefined) {
    // "a 4/4 … creature", "an X/X …": power and toughness set in layer 7b (613.4b)
    const m = /^(\d+|X)\/(\d+|X)$/.exec(String(a.pt));
    if (!m) throw new Unsupported(`the action "${words}"`, c.span);
    const v = (x: string) => (x === "X" ? (scope.x ?? "ctx.x") : x);
    effect("7b", [`c.power = ${v(m[1]!)};`, `c.toughness = ${v(m[2]!)};`]);
  }
  if (lines.length === 0) throw new Unsupported(`the action "${words}"`, c.span);
  scope.it = who;
  return lines;
}

/**
 * "Look at the top three cards of your library", "reveal the top card of target player's library" (701.16): the cards, which
 * "them", "from among them" and "the rest" refer to afterwards; "you may reveal a creature card from among them", "reveal it".
 */
function lookOrReveal(a: N, c: N, scope: Scope): string[] {
  onlyKeys(a, ["what"]);
  const words = scope.words(c.span);
  const what = node(a.what, "what is looked at", a.span);
  if (what.kind === "topOfLibrary") {
    onlyKeys(what, ["count", "whose"]);
    if (!byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
    let whose: string;
    if (what.whose === "your") whose = "ctx.you";
    else {
      // "the top three cards of target player's library"
      const r = isObj(what.whose) ? reference(what.whose, scope, "player", what.span) : undefined;
      if (!r || r.many || !r.players) throw new Unsupported(`the action "${words}"`, c.span);
      whose = r.code;
    }
    const n = what.count === undefined ? "1" : amount(what.count, scope, what.span);
    const v = scope.fresh(a.kind === "look" ? "looked" : "revealed");
    scope.looked = { code: v, many: true };
    scope.lookedRevealed = a.kind === "reveal";
    scope.it = scope.looked;
    const call = `ctx.${a.kind === "look" ? "lookAtTop" : "revealTop"}(${whose}, ${n})`;
    if (c.may === true) {
      // "you may look at the top five cards of your library. If you do, …": none looked at when declined
      scope.optionalChoice = true;
      const ok = scope.fresh("accepted");
      scope.did = ok;
      return [`const ${ok} = ctx.may(${lit(words)});`, `const ${v} = ${ok} ? ${call} : [];`];
    }
    return [`const ${v} = ${call};`];
  }
  if (a.kind === "reveal" && what.kind === "zoneObject" && what.zone === "hand" && c.may !== true) {
    // "Target opponent reveals their hand", "reveal your hand" (701.16a): "from it" is then that hand
    onlyKeys(what, ["whose", "zone"]);
    const who = players(c.subject, scope, c.span);
    if (who.many || !(what.whose === "your" ? who.code === "ctx.you" : what.whose === "their" && who.code !== "ctx.you")) throw new Unsupported(`the action "${words}"`, c.span);
    const v = scope.fresh("revealed");
    scope.looked = { code: v, many: true };
    scope.lookedRevealed = true;
    scope.lookedHand = true;
    scope.it = scope.looked;
    if (who.code !== "ctx.you") scope.lastPlayer = who;
    return [`const ${v} = ctx.revealHand(${who.code});`];
  }
  if (a.kind !== "reveal" || !byYou(c)) throw new Unsupported(`the action "${words}"`, c.span);
  if (what.kind === "objects" && fromAmong(what)) {
    // "You may reveal a creature card from among them" (chosen in `fromAmongLooked`)
    const r = reference(what, scope, "object", what.span);
    scope.it = r;
    return [`ctx.reveal(${r.code});`];
  }
  if (what.kind !== "pronoun" && what.kind !== "it") throw new Unsupported(`the action "${words}"`, c.span);
  const r = reference(what, scope, "object", what.span);
  if (r.players) throw new Unsupported(`the action "${words}"`, c.span);
  if (c.may !== true) {
    scope.it = r;
    return [`ctx.reveal(${r.code});`];
  }
  // "If it's a creature card, you may reveal it and put it into your hand": what is revealed, or nothing when declined
  const v = scope.fresh("revealed");
  scope.optionalChoice = true;
  scope.did = `${v}.length > 0`;
  scope.it = { code: v, many: true };
  scope.imports.add("objectsOf");
  return [`const ${v} = ctx.may(${lit(words)}) ? objectsOf(${r.code}) : [];`, `ctx.reveal(${v});`];
}

/**
 * "Put one of them into your hand and the rest on the bottom of your library in any order": each part in turn, the choices
 * each part makes just before it (so that "the rest" is what the parts before left).
 */
function moveParts(a: N, c: N, scope: Scope, noRegen: boolean): string[] {
  const parts = (a.also as unknown[]).map((p) => node(p, "a part of the instruction", a.span));
  const outer = scope.pre;
  const out: string[] = [];
  const run = (act: N) => {
    scope.pre = [];
    const lines = action(act, c, scope, noRegen);
    out.push(...scope.pre, ...lines);
  };
  const { also: _also, ...first } = a;
  void _also;
  run(first as N);
  for (const p of parts) {
    if (p.kind !== "movePart") throw new Unsupported(`"${scope.words(p.span)}"`, p.span);
    onlyKeys(p, ["join", "what", "from", "to"]);
    const part: N = { kind: a.kind, what: p.what, to: p.to, span: p.span };
    if (p.from !== undefined) part.from = p.from;
    run(part);
  }
  scope.pre = outer;
  return out;
}

/** "can't block this turn" and the like, as the runtime's restriction. */
const TEMPORARY_RESTRICTIONS: Record<string, string> = { attack: "cantAttack", block: "cantBlock", attackOrBlock: "cantAttackOrBlock", beBlocked: "cantBeBlocked" };

/** The creature types (rule 205.3m). */
const CREATURE_SUBTYPES = new Set(SUBTYPES.creature);

const COLOR_NAMES: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G", colorless: "C" };

/** "Add {G}", "Add {W} or {U}", "Add one mana of any color": the lines and what it can produce. */
export function addMana(m: N, scope: Scope): { lines: string[]; produces: string[] } {
  /** Mana a pool can hold (the runtime's `parseManaUnits`): not {HR}, {X} or hybrid symbols. */
  const poolMana = (symbols: unknown, span: Span | undefined): string => {
    const text = manaText(symbols);
    try {
      parseManaUnits(text);
    } catch {
      throw new Unsupported(`the mana "${text}"`, span);
    }
    return text;
  };
  if (m.kind === "mana") {
    const text = poolMana(m.symbols, m.span as Span | undefined);
    return { lines: [`ctx.addMana(${lit(text)});`], produces: [text] };
  }
  if (m.kind === "manaChoice") {
    const options = (m.options as unknown[]).map((o) => {
      const n = node(o, "mana", m.span);
      if (n.kind !== "mana") throw new Unsupported("a choice of mana", m.span);
      return poolMana(n.symbols, (n.span ?? m.span) as Span | undefined);
    });
    return { lines: [`ctx.addMana(ctx.chooseMana(${lit(options)}));`], produces: options };
  }
  if (m.kind === "anyColor") {
    if (m.how !== "anyColor") return colorChoiceMana(m, scope, () => amount(m.amount, scope, m.span as Span | undefined));
    onlyKeys(m, ["amount", "how"]);
    const n = node(m.amount, "an amount", m.span);
    if (n.value !== 1) throw new Unsupported("this kind of mana", m.span);
    const options = ["{W}", "{U}", "{B}", "{R}", "{G}"];
    return { lines: [`ctx.addMana(ctx.chooseMana(${lit(options)}));`], produces: options };
  }
  void COLOR_NAMES;
  throw new Unsupported(`the mana "${scope.words(m.span)}"`, m.span);
}

function createToken(t: N, scope: Scope): string[] {
  if (t.kind === "tokenCopy") return tokenCopy(t, scope);
  if (t.kind !== "tokenSpec") throw new Unsupported(`the token "${scope.words(t.span)}"`, t.span);
  // "with …" after "named …" is the same list of abilities, written after the name
  onlyKeys(t, ["count", "pt", "words", "with", "tapped", "named", "equal", "withAfterName"]);
  // "a number of 1/1 white Soldier creature tokens equal to the number of opponents you have"
  const countNode = node(t.count, "an amount", t.span);
  if ((countNode.kind === "numberOf") !== (t.equal !== undefined)) throw new Unsupported(`the token "${scope.words(t.span)}"`, t.span);
  const count = t.equal !== undefined ? amount({ kind: "equal", of: t.equal, span: countNode.span }, scope, t.span) : amount(t.count, scope, t.span);
  // "a 1/2 blue Bird creature token with flying named Storm Crow" (111.4: the name the effect gives it)
  const name = t.named === undefined ? "" : `name: ${lit(String(t.named))}, `;
  const opts = t.tapped === true ? ", { tapped: true }" : "";
  const colors: string[] = [];
  const types: string[] = [];
  const subtypes: string[] = [];
  const supertypes: string[] = [];
  for (const w of (t.words as N[]) ?? []) {
    const v = String(w.value);
    if (w.class === "ColorWord") colors.push(COLOR_NAMES[v.toLowerCase()] ?? "?");
    else if (w.class === "CardType") types.push(v.toLowerCase());
    else if (w.class === "Subtype" || isPredefinedToken(v)) subtypes.push(v);
    else if (w.class === "Supertype") supertypes.push(v.toLowerCase());
    else if (w.class === "Token" || w.kind === "conj") continue;
    else if (w.class === "ColorAdjective" && v.toLowerCase() === "colorless") continue;
    else throw new Unsupported(`the token word "${v}"`, w.span ?? t.span);
  }
  if (colors.includes("?")) throw new Unsupported(`the token "${scope.words(t.span)}"`, t.span);
  const abilities = t.with === undefined ? [] : keywordAbilities(t.with, scope, t.span);
  let power: number | null = null;
  let toughness: number | null = null;
  if (t.pt !== undefined) {
    const m = /^(\d+)\/(\d+)$/.exec(String(t.pt));
    if (!m) throw new Unsupported(`the token size "${String(t.pt)}"`, t.span);
    power = Number(m[1]);
    toughness = Number(m[2]);
  }
  if (types.length === 0) {
    // "a Treasure token" (rule 111.10); a token without a card type is nothing the rules define.
    const predefined = subtypes.length === 1 && colors.length === 0 && supertypes.length === 0 && t.pt === undefined && t.with === undefined ? predefinedToken(subtypes[0]!) : undefined;
    if (!predefined || name) throw new Unsupported(`the token "${scope.words(t.span)}"`, t.span);
    return [`ctx.createToken(${predefined}, ${count}${opts});`];
  }
  const def = `{ ${name}manaCost: null, colors: ${lit(colors.filter((c) => c !== "C"))}, supertypes: ${lit(supertypes)}, types: ${lit(types)}, subtypes: ${lit(subtypes)}, power: ${power}, toughness: ${toughness}, loyalty: null, abilities: [${abilities.join(", ")}] }`;
  return [`ctx.createToken(${def}, ${count}${opts});`];
}

/**
 * "Create a token that's a copy of target creature you control, except it has haste", "create two tokens that are copies of
 * it" (707.2, 707.9): tokens with the copiable values of the object (as it last existed if it has left, 608.2h); "it" then
 * means the new token(s).
 */
function tokenCopy(t: N, scope: Scope): string[] {
  onlyKeys(t, ["count", "of", "plural", "tapped", "except", "exceptNoComma"]);
  const count = amount(t.count, scope, t.span);
  const of = reference(t.of, scope, "object", t.span);
  if (of.players) throw new Unsupported(`the token "${scope.words(t.span)}"`, t.span);
  const opts: string[] = [];
  if (t.tapped === true) opts.push("tapped: true");
  if (t.except !== undefined) {
    const ex = node(t.except, "an exception", t.span);
    opts.push(`except: ${copyException(ex, { text: scope.text, imports: scope.imports, types: [] }, scope.words(ex.span), ex.span)}`);
  }
  const o = opts.length ? `, { ${opts.join(", ")} }` : "";
  const v = scope.fresh("copies");
  const lines = of.many
    ? [`const ${v} = (${of.code}).flatMap((o) => ctx.createTokenCopy(o, ${count}${o}));`]
    : [`const ${v} = ctx.createTokenCopy(${of.code}, ${count}${o});`];
  scope.it = { code: v, many: true, single: count === "1" };
  return lines;
}

/** Whether the object(s) a noun phrase refers to match a filter, wherever they are. */
function isA(what: N, state: N, scope: Scope, span?: [number, number]): string {
  if (state.kind !== "filter") throw new Unsupported(`"${scope.words(span)}"`, span);
  // In a static ability, "it" is each affected object, not something the generator can name here.
  if (!scope.resolving && what.kind === "pronoun" && !scope.trigger) throw new Unsupported(`"${scope.words(span)}"`, span);
  const f = compileFilter(state, state.span);
  if (f.player || !f.object) throw new Unsupported(`"${scope.words(span)}"`, span);
  const test = (o: string) => `ctx.matches(${o}, { ...${lit(f.object)}, zone: ${o}.zone })`;
  if (what.kind === "self") return test("(ctx.game.object(ctx.self.id) ?? ctx.self)");
  if (what.kind === "objects" && ["a", "an", "another"].includes(String(what.det))) {
    // "If a Rat is attacking": there is such an object.
    onlyKeys(what, ["det", "filter", "other"]);
    const w = compileFilter(what.filter, what.span);
    if (w.player || !w.object) throw new Unsupported(`"${scope.words(span)}"`, span);
    const filter = { ...w.object, ...(what.det === "another" || what.other ? notSelf(scope, what.span) : {}) };
    return `ctx.find(${lit(filter)}).some((o) => ${test("o")})`;
  }
  const pre = scope.pre.length;
  const r = reference(what, scope, "object", span);
  if (scope.pre.length !== pre) throw new Unsupported(`"${scope.words(span)}"`, span);
  if (r.players) throw new Unsupported(`"${scope.words(span)}"`, span);
  // "up to one target creature … If it was a Spirit": a target group holds entities (players too, in general)
  if (r.many && !r.code.startsWith("ctx.targetGroups")) return `${r.code}.some((o) => ${test("o")})`;
  scope.imports.add("objectsOf");
  return `objectsOf(${r.code}).some((o) => ${test("o")})`;
}

/**
 * "another Knight", "seven or more lands", "no creatures", "two or more cards": the filter and
 * a comparison of its count (`N` stands for the count), or undefined for other determiners.
 */
function countTest(what: N, scope: Scope): { filter: Record<string, unknown>; op: string } | undefined {
  if (what.kind !== "objects") return undefined;
  onlyKeys(what, ["det", "filter", "count", "other", "plural"]);
  const det = String(what.det);
  const f = compileFilter(what.filter, what.span);
  if (f.player || !f.object) return undefined;
  const filter: Record<string, unknown> = { ...f.object };
  if (det === "another" || what.other) Object.assign(filter, notSelf(scope, what.span));
  const n = what.count === undefined ? undefined : node(what.count, "a number", what.span).value;
  if (det === "a" || det === "an" || det === "another") return { filter, op: "N >= 1" };
  if (det === "no") return { filter, op: "N === 0" };
  if (det === "orMore" && typeof n === "number") return { filter, op: `N >= ${n}` };
  if ((det === "orFewer" || det === "orLess") && typeof n === "number") return { filter, op: `N <= ${n}` };
  return undefined;
}

/** A player's life total compared: "you have 40 or more life", "an opponent has 10 or less life". */
function lifeCompared(c: N, scope: Scope): string {
  onlyKeys(c, ["who", "value", "op", "exactly"]);
  const v = node(c.value, "a number", c.span);
  if (typeof v.value !== "number") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  const op = c.op === "atLeast" ? ">=" : c.op === "atMost" ? "<=" : c.op === "lessThan" ? "<" : c.op === "greaterThan" ? ">" : c.op === "exactly" ? "===" : undefined;
  if (!op) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
  const who = node(c.who, "whose life", c.span);
  if (who.kind === "you") return `ctx.you.life ${op} ${v.value}`;
  if (who.kind === "players" && ["a", "an", "each"].includes(String(who.det)) && who.extra === undefined) {
    // "an opponent has 10 or less life": some opponent; "each player has …": all of them
    const list = who.noun === "opponent" ? "ctx.opponents" : "ctx.game.players().filter((p) => !p.lost)";
    return `${list}.${who.det === "each" ? "every" : "some"}((p) => p.life ${op} ${v.value})`;
  }
  throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
}

/** A condition ("if you have 40 or more life", "as long as ~ is untapped") as a boolean expression over `ctx`. */
export function condition(c: N, scope: Scope): string {
  // "If you win the flip", "If you lose the flip": the coin flipped before (705)
  if (c.kind === "won" && c.flip === true && scope.flip !== undefined && isObj(c.who) && c.who.kind === "you") {
    onlyKeys(c, ["who", "flip", "lost"]);
    return c.lost === true ? `!${scope.flip}` : scope.flip;
  }
  switch (c.kind) {
    case "beenAttacked": {
      // "if you've been attacked this step": a creature attacked you since this step began (508.1; the game's events)
      onlyKeys(c, ["who", "this"]);
      if (!isObj(c.who) || c.who.kind !== "you" || c.this !== "step") throw new Unsupported(`the condition "${scope.words(c.span)}"`, c.span);
      const events = "ctx.game.eventsOfTurn(ctx.game.turn())";
      return `${events}.slice(${events}.map((e) => e.kind === "beginStep" && e.step === ctx.game.step()).lastIndexOf(true) + 1).some((e) => e.kind === "attack" && e.defender.kind === "player" && e.defender.id === ctx.you.id)`;
    }
    case "lifeTotal":
      return lifeCompared(c, scope);
    case "is": {
      onlyKeys(c, ["what", "state", "article", "contracted", "negated"]);
      const what = node(c.what, "a subject", c.span);
      const state = node(c.state, "a state", c.span);
      const stateWords = state.kind === "filter" && state.post === undefined ? ((state.words as N[]) ?? []) : [];
      const tapState = stateWords.length === 1 && (stateWords[0]!.class === "Untap" || (stateWords[0]!.class === "Tap" && stateWords[0]!.value === "tapped"));
      if (what.kind !== "self" || c.negated || !tapState) {
        // "if it's a creature", "if equipped creature is a Vampire", "if that card isn't a land"
        const e = isA(what, state, scope, c.span);
        return c.negated ? `!(${e})` : e;
      }
      if (state.kind !== "filter") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      const words = (state.words as N[]) ?? [];
      if (words.length !== 1 || state.post !== undefined) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      const w = words[0]!;
      if (w.class === "Untap") return "!ctx.self.tapped";
      if (w.class === "Tap" && w.value === "tapped") return "ctx.self.tapped";
      throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
    }
    case "controls": {
      // "if you control another Knight", "as long as you control seven or more lands", "if you control no creatures"
      onlyKeys(c, ["who", "what", "negated"]);
      const who = node(c.who, "who controls", c.span);
      if (who.kind !== "you") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      const what = node(c.what, "what is controlled", c.span);
      const test = countTest(what, scope);
      if (!test) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      scope.imports.add("countOf");
      const e = `${test.op.replace("N", `countOf(ctx, ${lit({ ...test.filter, controller: "you" })})`)}`;
      return c.negated ? `!(${e})` : e;
    }
    case "isIn": {
      // "if seven or more cards are in your graveyard", "as long as ~ is on the battlefield"
      onlyKeys(c, ["what", "zone", "contracted"]);
      const what = node(c.what, "what is there", c.span);
      const zone = node(c.zone, "a zone", c.span);
      onlyKeys(zone, ["prep", "zone", "whose", "plural"]);
      const z = String(zone.zone);
      if (!["graveyard", "hand", "library", "exile", "battlefield"].includes(z)) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      if (what.kind === "self") {
        if (zone.whose !== undefined) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
        return `ctx.game.object(ctx.self.id)?.zone === ${lit(z)}`;
      }
      const test = countTest(what, scope);
      if (!test) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      const filter: Record<string, unknown> = { ...test.filter, zone: z };
      if (zone.whose === "you" || zone.whose === "your") filter.owner = "you";
      else if (zone.whose !== undefined && zone.whose !== "all" && zone.whose !== "a") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      scope.imports.add("countOf");
      return test.op.replace("N", `countOf(ctx, ${lit(filter)})`);
    }
    case "thereIs": {
      // "if there are seven or more cards in your graveyard"
      onlyKeys(c, ["what"]);
      const what = node(c.what, "what there is", c.span);
      const test = countTest(what, scope);
      if (!test) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      scope.imports.add("countOf");
      return test.op.replace("N", `countOf(ctx, ${lit(test.filter)})`);
    }
    case "countAmong": {
      // "if there are four or more card types among cards in your graveyard" (delirium; card types, 205.2a), "… colors among …"
      onlyKeys(c, ["amount", "what", "among"]);
      const amt = node(c.amount, "an amount", c.span);
      onlyKeys(amt, ["value", "op"]);
      const n = node(amt.value, "a number", amt.span).value;
      const op = amt.op === "atLeast" ? ">=" : amt.op === "atMost" ? "<=" : amt.op === "exactly" || amt.op === undefined ? "===" : undefined;
      // distinct card types, colors and mana values ("five or more mana values among cards in your graveyard")
      if (typeof n !== "number" || !op || !["cardType", "color", "manaValue"].includes(String(c.what))) throw new Unsupported(`the condition "${scope.words(c.span)}"`, c.span);
      scope.imports.add("distinctAmong");
      return `distinctAmong(ctx, ${lit(countFilter(node(c.among, "among what", c.span), scope))}, ${lit(String(c.what))}) ${op} ${n}`;
    }
    case "handSize": {
      // "if you have no cards in hand", "if you have seven or more cards in hand", "… exactly seven cards …"
      onlyKeys(c, ["who", "op", "value", "exactly"]);
      const who = node(c.who, "whose hand", c.span);
      if (who.kind !== "you") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      const v = c.value === undefined ? undefined : node(c.value, "a number", c.span).value;
      const n = typeof v === "number" ? v : undefined;
      const size = "ctx.game.player(ctx.you.id).handSize";
      const ops: Record<string, string | undefined> = {
        a: `${size} >= 1`,
        none: `${size} === 0`,
        atLeast: n === undefined ? undefined : `${size} >= ${n}`,
        exactly: n === undefined ? undefined : `${size} === ${n}`,
        fewerThan: n === undefined ? undefined : `${size} < ${n}`,
        atMostFewer: n === undefined ? undefined : `${size} <= ${n}`,
      };
      const e = ops[String(c.op)];
      if (!e) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      return e;
    }
    case "isTurn": {
      // "if it's your turn", "as long as it's not your turn"
      onlyKeys(c, ["whose", "negated"]);
      if (c.whose !== "your") throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      return `ctx.game.activePlayer() ${c.negated ? "!==" : "==="} ctx.you.id`;
    }
    case "kicked": {
      // "if this spell was kicked" (rule 702.33d)
      onlyKeys(c, ["what", "cost"]);
      const kickedWhat = node(c.what, "what was kicked", c.span);
      // "If it was kicked" in a spell's own text: the spell (nothing else can be "it" before any instruction refers to an object)
      const it = kickedWhat.kind === "it" || (kickedWhat.kind === "pronoun" && kickedWhat.word === "it");
      const itIsSpell = scope.spell && !scope.trigger && it;
      // "When ~ enters, if it was kicked, …": the permanent, which was a kicked spell (702.33d; its view keeps the costs paid)
      const itIsSelf = it && scope.trigger?.aboutSelf === true && !scope.spell;
      if ((kickedWhat.kind !== "self" && !itIsSpell && !itIsSelf) || c.cost !== undefined) throw new Unsupported(`"${scope.words(c.span)}"`, c.span);
      if (scope.spell && !scope.trigger) {
        if (!scope.resolving) throw new Unsupported(`"${scope.words(c.span)}" here`, c.span);
        return `ctx.paidCosts.includes("kicker")`;
      }
      // a permanent's ability: the costs paid for the spell it was (the triggered ability itself has none)
      return `ctx.self.paidCosts.includes("kicker")`;
    }
    default:
      return moreCondition(c, scope);
  }
}

/**
 * "other", "another" as "not this object" (109.5, 115.5). A spell is never among the permanents or cards it names, so in a
 * spell's own effect "all other creatures" is other than something the text named before ("Create five Soldier tokens. …
 * destroy all other creatures"), which the generator does not follow: refused rather than read as every creature.
 */
function notSelf(scope: Scope, span: unknown, filter?: unknown): { self: false } {
  // "target creature and each other creature that shares a color with it": the filter itself excludes "it" (the other one)
  const relative = isObj(filter) && Array.isArray(filter.post) && (filter.post as N[]).some((p) => p.kind === "sharesWith");
  if (scope.spell && !relative) throw new Unsupported(`"${scope.words(span as [number, number])}" ("other" in a spell: other than what it named before)`, span as [number, number]);
  return { self: false };
}
