/**
 * Conditions about what happened this turn or last turn ("if a creature died this turn", "if no spells were cast
 * last turn", "as long as you've cast two or more spells this turn", "if an opponent lost life this turn"): the
 * events of that turn that match the event's words, counted, compared. An object event is matched exactly as the
 * trigger with the same words ("Whenever a creature dies") would match it; player events ("you gained 3 or more
 * life", "a player cast two or more spells") count or add up per player.
 */
import { trigger } from "./abilities.ts";
import { isNode, lit, node, type N, onlyKeys, Unsupported } from "./code.ts";
import { reference, type Scope } from "./effects.ts";
import { compileFilter, isRuntimeKeyword } from "./filters.ts";

/** Conditions the basic condition compiler does not know; throws Unsupported for the rest. */
export function moreCondition(c: N, scope: Scope): string {
  if (c.kind === "happened") {
    const e = happenedThisOrLastTurn(c, scope);
    if (e !== undefined) return e;
  }
  if (c.kind === "countersOn") {
    const e = countersCondition(c, scope);
    if (e !== undefined) return e;
  }
  if (c.kind === "statIs" || c.kind === "hasStat") {
    const e = statCondition(c, scope);
    if (e !== undefined) return e;
  }
  if (c.kind === "controlsMore" || c.kind === "hasMoreThan" || c.kind === "playerHas") {
    const e = playerComparison(c);
    if (e !== undefined) return e;
  }
  if (c.kind === "costPaid" || c.kind === "hasStatus") {
    const e = paidOrStatus(c, scope);
    if (e !== undefined) return e;
  }
  if (c.kind === "xCompare" && !scope.trigger && scope.resolving) {
    // "If X is 5 or more": the spell's or ability's X (107.3)
    onlyKeys(c, ["value", "op"]);
    const v = isNode(c.value) && c.value.kind === "number" && typeof c.value.value === "number" ? c.value.value : undefined;
    const op = c.op === "atLeastMore" || c.op === "atLeast" ? ">=" : undefined;
    if (v !== undefined && op) return `${scope.x ?? "ctx.x"} ${op} ${v}`;
  }
  if (c.kind === "isPhase") {
    onlyKeys(c, ["whose", "phase", "nth", "ofTheTurn"]);
    // "if it's your main phase" (505.1: precombat or postcombat)
    if (c.phase === "main" && c.whose === "your" && c.nth === undefined && c.ofTheTurn === undefined)
      return 'ctx.game.activePlayer() === ctx.you.id && (ctx.game.step() === "main1" || ctx.game.step() === "main2")';
    // "if it's the first combat phase of the turn" (506.1; an additional combat phase is not the first)
    if (c.phase === "combat" && c.nth === 1 && c.ofTheTurn === true && c.whose === undefined)
      return '["beginCombat", "declareAttackers", "declareBlockers", "combatDamage", "endCombat"].includes(ctx.game.step()) && ctx.game.eventsOfTurn(ctx.game.turn()).filter((e) => e.kind === "beginStep" && e.step === "beginCombat").length === 1';
  }
  if (c.kind === "hasAbility") {
    // "if that creature has infect", "if it doesn't have flying" (702: the keyword is among its abilities)
    onlyKeys(c, ["what", "abilities", "negated"]);
    const list = Array.isArray(c.abilities) ? (c.abilities as N[]) : [];
    const k = list.length === 1 && list[0]!.kind === "keyword" && list[0]!.arg === undefined ? String(list[0]!.keyword) : undefined;
    if (k !== undefined && isRuntimeKeyword(k) && (c.negated === undefined || c.negated === "doesnt")) {
      scope.imports.add("hasKeyword");
      const e = aboutObjects(node(c.what, "what has it", c.span), scope, (o) => `hasKeyword(${o}, ${lit(k)})`);
      if (e !== undefined) return c.negated ? `!(${e})` : e;
    }
  }
  throw new Unsupported(`the condition "${scope.words(c.span) || c.kind}"`, c.span);
}

/** A comparison of a count `N` for a determiner: "a" (one or more), "no", "two or more". */
function countOp(slot: N): { op: string; rest: N } | undefined {
  const det = String(slot.det);
  const { count, det: _d, ...rest } = slot;
  void _d;
  if (det === "a" || det === "an" || det === "another") return { op: ">= 1", rest: { ...rest, det: det === "another" ? "another" : "a" } };
  if (det === "no") return { op: "=== 0", rest: { ...rest, det: "a" } };
  const n = isNode(count) && count.kind === "number" && typeof count.value === "number" ? count.value : undefined;
  if (det === "orMore" && n !== undefined && n >= 1) return { op: `>= ${n}`, rest: { ...rest, det: "a" } };
  return undefined;
}

/** "you gained 3 or more life": the amount's comparison. */
function amountOp(a: N): string | undefined {
  if (a.kind !== "amount") return undefined;
  onlyKeys(a, ["value", "op"]);
  const v = isNode(a.value) && a.value.kind === "number" && typeof a.value.value === "number" ? a.value.value : undefined;
  if (v === undefined || a.op !== "atLeast") return undefined;
  return `>= ${v}`;
}

/** The player a subject names: "you", "a player", "an opponent" (one of them); undefined for anything else. */
function playerSubject(s: N): "you" | "any" | "opponent" | undefined {
  if (s.kind === "you") return "you";
  if (s.kind === "players") {
    if (!["a", "an"].includes(String(s.det)) || s.extra !== undefined) return undefined;
    return String(s.noun).startsWith("opponent") ? "opponent" : String(s.noun) === "player" ? "any" : undefined;
  }
  if (s.kind === "objects" && ["a", "an"].includes(String(s.det)) && s.count === undefined && s.other === undefined) {
    const f = compileFilter(s.filter, s.span);
    if (!f.playersOnly || Object.keys(f.object ?? {}).length) return undefined;
    return f.player === "opponent" ? "opponent" : f.player === true ? "any" : undefined;
  }
  return undefined;
}

function happenedThisOrLastTurn(c: N, scope: Scope): string | undefined {
  onlyKeys(c, ["event", "tense", "lastTurn", "perfect", "negated"]);
  const ev0 = node(c.event, "an event", c.span);
  if (ev0.kind !== "event") return undefined;
  const thisTurn = ev0.thisTurn === true;
  const lastTurn = c.lastTurn === true;
  const thisCombat = ev0.thisCombat === true;
  if (Number(thisTurn) + Number(lastTurn) + Number(thisCombat) !== 1) return undefined;
  // "this combat" only for what a creature did in combat
  if (thisCombat && !["attacks", "attacksOrBlocks", "blocks"].includes(String(ev0.event))) return undefined;
  // "you've cast …" is this turn's; "… last turn" is in the past tense
  if (lastTurn && (c.perfect !== undefined || c.negated !== undefined)) return undefined;
  const { thisTurn: _t, thisCombat: _c, ...ev } = ev0;
  void _t;
  void _c;
  const turnsAgo = lastTurn ? 1 : thisCombat ? '"combat"' : 0;
  const negated = c.negated === true;
  const subject = node(ev.subject, "what the event is about", ev.span);
  const verb = String(ev.event);
  const env = { text: scope.text, imports: scope.imports, types: [] as string[] };
  scope.imports.add("happened");
  const compare = (count: string, op: string): string => {
    if (negated) {
      if (op !== ">= 1") return "";
      return `${count} === 0`;
    }
    return `${count} ${op}`;
  };
  const result = (s: string): string | undefined => (s === "" ? undefined : s);

  if (["enters", "dies", "leaves", "attacks"].includes(verb) && subject.kind === "objects") {
    // "a creature died this turn", "two or more nonland permanents entered the battlefield under your control this turn"
    onlyKeys(ev, ["subject", "event", "under", ...(verb === "enters" ? ["legacy"] : [])]);
    const counted = countOp(subject);
    if (!counted) return undefined;
    const t = trigger({ kind: "trigger", event: { ...ev, subject: counted.rest }, span: ev.span } as N, env);
    return result(compare(`happened(ctx, ${t.code}, ${turnsAgo})`, counted.op));
  }
  if (["attacks", "dies", "attacksOrBlocks"].includes(verb) && subject.kind === "self") {
    // "this creature didn't attack this turn", "if ~ attacked or blocked this combat"
    onlyKeys(ev, ["subject", "event"]);
    const t = trigger({ kind: "trigger", event: ev, span: ev.span } as N, env);
    return result(compare(`happened(ctx, ${t.code}, ${turnsAgo})`, ">= 1"));
  }
  if (verb === "isCast" && subject.kind === "objects") {
    // "no spells were cast last turn", "two or more spells were cast this turn": by anyone
    onlyKeys(ev, ["subject", "event"]);
    onlyKeys(subject, ["det", "count", "filter", "article", "plural"]);
    const counted = countOp(subject);
    if (!counted || counted.rest.det !== "a") return undefined;
    const f = compileFilter(subject.filter, subject.span);
    if (f.player || f.playersOnly) return undefined;
    const t = `{ event: "cast", match: (e, ctx) => e.kind === "cast" && ctx.matches(e.spell, ${lit({ ...(f.object ?? {}), zone: "stack" })}) }`;
    return result(compare(`happened(ctx, ${t}, ${turnsAgo})`, counted.op));
  }
  const who = playerSubject(subject);
  if (!who) return undefined;
  const playerTest = (p: string) => (who === "you" ? ` && ${p}.id === ctx.you.id` : who === "opponent" ? ` && ${p}.id !== ctx.you.id` : "");
  const per = who === "you" ? "" : ", (e) => (e as { player: { id: number } }).player.id";
  switch (verb) {
    case "casts": {
      // "you've cast two or more spells this turn", "a player cast two or more spells last turn" (one player's)
      onlyKeys(ev, ["subject", "event", "what"]);
      const what = node(ev.what, "what is cast", ev.span);
      if (what.kind !== "objects") return undefined;
      onlyKeys(what, ["det", "count", "filter", "article", "plural"]);
      const counted = countOp(what);
      if (!counted || (counted.rest.det !== "a" && counted.rest.det !== "another")) return undefined;
      const f = compileFilter(what.filter, what.span);
      if (f.player || f.playersOnly) return undefined;
      const filter = { ...(f.object ?? {}), zone: "stack" };
      // "you've cast another spell this turn": a spell other than this one (its own cast, when it was cast, doesn't count)
      const other = counted.rest.det === "another" ? " && e.spell.id !== ctx.self.id" : "";
      const t = `{ event: "cast", match: (e, ctx) => e.kind === "cast"${playerTest("e.player")}${other} && ctx.matches(e.spell, ${lit(filter)}) }`;
      return result(compare(`happened(ctx, ${t}, ${turnsAgo}${per})`, counted.op));
    }
    case "attacks": {
      // "you attacked this turn", "you attacked with a creature this turn" (508.1: the attackers a player declared)
      if (who !== "you") return undefined;
      onlyKeys(ev, ["subject", "event", "with"]);
      let filter = "{}";
      if (ev.with !== undefined) {
        const w = node(ev.with, "what attacked", ev.span);
        if (w.kind !== "objects" || !["a", "an"].includes(String(w.det))) return undefined;
        onlyKeys(w, ["det", "filter", "article"]);
        const f = compileFilter(w.filter, w.span);
        if (f.player || f.playersOnly) return undefined;
        filter = lit(f.object ?? {});
      }
      const t = `{ event: "attackersDeclared", match: (e, ctx) => e.kind === "attackersDeclared" && e.player.id === ctx.you.id && e.attackers.some((a) => ctx.matches(a, ${filter})) }`;
      return result(compare(`happened(ctx, ${t}, ${turnsAgo})`, ">= 1"));
    }
    case "gainsLife":
    case "losesLife": {
      // "you gained life this turn", "an opponent lost 2 or more life this turn" (the life of all those events, per player)
      onlyKeys(ev, ["subject", "event", "amount"]);
      const kind = verb === "gainsLife" ? "lifeGain" : "lifeLoss";
      const op = ev.amount === undefined ? ">= 1" : amountOp(node(ev.amount, "an amount", ev.span));
      if (!op) return undefined;
      const t = `{ event: ${lit(kind)}, match: (e, ctx) => e.kind === ${lit(kind)} && e.amount > 0${playerTest("e.player")} }`;
      return result(compare(`happened(ctx, ${t}, ${turnsAgo}${per || ", () => 0"}, (e) => (e as { amount: number }).amount)`, op));
    }
    case "drawsCards": {
      // "you've drawn two or more cards this turn", "an opponent drew three or more cards this turn"
      onlyKeys(ev, ["subject", "event", "amount"]);
      const op = ev.amount === undefined ? undefined : amountOp(node(ev.amount, "an amount", ev.span));
      if (!op) return undefined;
      const t = `{ event: "draw", match: (e, ctx) => e.kind === "draw"${playerTest("e.player")} }`;
      return result(compare(`happened(ctx, ${t}, ${turnsAgo}${per})`, op));
    }
    case "isDealtDamage": {
      // "an opponent was dealt damage this turn", "you've been dealt 5 or more damage this turn"
      onlyKeys(ev, ["subject", "event", "amount"]);
      const op = ev.amount === undefined ? ">= 1" : amountOp(node(ev.amount, "an amount", ev.span));
      if (!op) return undefined;
      const t = `{ event: "damage", match: (e, ctx) => e.kind === "damage" && e.amount > 0 && e.target.kind === "player"${playerTest("e.target")} }`;
      const per2 = who === "you" ? ", () => 0" : ", (e) => (e as { target: { id: number } }).target.id";
      return result(compare(`happened(ctx, ${t}, ${turnsAgo}${per2}, (e) => (e as { amount: number }).amount)`, op));
    }
    default:
      return undefined;
  }
}

const CMP: Record<string, string> = { atLeast: ">=", atMost: "<=", lessThan: "<", greaterThan: ">", equal: "===", fewerThan: "<" };

/**
 * Whether the object(s) a subject names pass a test: "~" (the source, as it is now), "it" / "that creature" (what the
 * effect or trigger refers to), "a creature you control" (there is one). Undefined where "it" can't be named (in a static
 * ability it is each affected object).
 */
function aboutObjects(what: N, scope: Scope, test: (o: string) => string): string | undefined {
  if (what.kind === "self") return `((o) => ${test("o")})(ctx.game.object(ctx.self.id) ?? ctx.self)`;
  if (!scope.resolving && (what.kind === "pronoun" || what.kind === "it") && !scope.trigger) return undefined;
  if (what.kind === "objects" && ["a", "an"].includes(String(what.det))) {
    if (Object.keys(what).some((k) => !["kind", "span", "det", "article", "filter"].includes(k))) return undefined;
    const f = compileFilter(what.filter, what.span);
    if (f.player || !f.object) return undefined;
    return `ctx.find(${lit(f.object)}).some((o) => ${test("o")})`;
  }
  if (what.kind !== "pronoun" && what.kind !== "it" && !(what.kind === "objects" && ["that", "the", "target"].includes(String(what.det)))) return undefined;
  const pre = scope.pre.length;
  const r = reference(what, scope, "object", what.span);
  if (scope.pre.length !== pre || r.players) return undefined;
  scope.imports.add("objectsOf");
  const list = r.many && !r.code.startsWith("ctx.targetGroups") ? r.code : `objectsOf(${r.code})`;
  // "if it has …": the object as it is now, or as it last existed (608.2h)
  return `${list}.map((o) => ctx.game.object(o.id) ?? o).some((o) => ${test("o")})`;
}

/** "~ has three or more +1/+1 counters on it", "there are two or more ki counters on ~", "an opponent has three or more poison counters". */
function countersCondition(c: N, scope: Scope): string | undefined {
  onlyKeys(c, ["who", "amount", "counter", "on", "there"]);
  const amount = c.amount === undefined ? undefined : node(c.amount, "an amount", c.span);
  if (!amount || !isNode(c.counter) || typeof c.counter.value !== "string") return undefined;
  const counter = c.counter.value;
  const v = isNode(amount.value) && amount.value.kind === "number" && typeof amount.value.value === "number" ? amount.value.value : undefined;
  const cmp = amount.op === "a" ? ">= 1" : amount.op === "none" ? "=== 0" : v !== undefined && CMP[String(amount.op)] ? `${CMP[String(amount.op)]} ${v}` : undefined;
  if (!cmp) return undefined;
  const who = c.who === undefined ? undefined : node(c.who, "who has them", c.span);
  const on = c.on === undefined ? undefined : node(c.on, "on what", c.span);
  if (c.there === true) {
    if (who !== undefined || on === undefined) return undefined;
    return aboutObjects(on, scope, (o) => `(${o}.counters[${lit(counter)}] ?? 0) ${cmp}`);
  }
  if (!who) return undefined;
  if (on === undefined) {
    // a player's counters (poison, 122.1f)
    if (counter !== "poison") return undefined;
    const p = playerSubject(who);
    if (p === "you") return `ctx.you.poison ${cmp}`;
    if (p === "opponent") return `ctx.opponents.some((p) => p.poison ${cmp})`;
    return undefined;
  }
  // "it has a +1/+1 counter on it": "on it" is the subject again
  if (on.kind !== "pronoun" || !["it", "him", "her", "them"].includes(String(on.word))) return undefined;
  return aboutObjects(who, scope, (o) => `(${o}.counters[${lit(counter)}] ?? 0) ${cmp}`);
}

/** "its power is 6 or greater", "it has mana value 3 or less", "creatures you control have total power 8 or greater". */
function statCondition(c: N, scope: Scope): string | undefined {
  onlyKeys(c, ["what", "of", "stat", "value", "op", "total"]);
  const stat = String(c.stat);
  if (!["power", "toughness", "manaValue"].includes(stat)) return undefined;
  const v = isNode(c.value) && c.value.kind === "number" && typeof c.value.value === "number" ? c.value.value : undefined;
  const op = CMP[String(c.op)];
  if (v === undefined || !op || c.op === "fewerThan") return undefined;
  const subject = node(c.what ?? c.of, "whose", c.span);
  if (c.total === true) {
    // the total of a stat of the objects the words name (none of them: 0)
    if (subject.kind !== "objects" || subject.det !== "none" || Object.keys(subject).some((k) => !["kind", "span", "det", "filter"].includes(k))) return undefined;
    const f = compileFilter(subject.filter, subject.span);
    if (f.player || !f.object) return undefined;
    return `ctx.find(${lit(f.object)}).reduce((n, o) => n + (o.${stat} ?? 0), 0) ${op} ${v}`;
  }
  const what = subject.kind === "pronoun" && ["its", "their"].includes(String(subject.word)) ? { ...subject, word: "it" } : subject;
  return aboutObjects(what, scope, (o) => `${o}.${stat} !== null && ${o}.${stat} ${op} ${v}`);
}

/** One of the players a subject names, or all of them: "you", "an opponent" (some), "each opponent" (every). */
function players(n: N): { list: string; quantifier: "some" | "every" } | undefined {
  if (n.kind === "you") return { list: "[ctx.you]", quantifier: "some" };
  const det = String(n.det);
  const who = n.kind === "objects" && (det === "each" || det === "a" || det === "an") && n.count === undefined && n.other === undefined ? playerSubject({ ...n, det: "a" }) : playerSubject(n);
  if (who !== "opponent") return undefined;
  return { list: "ctx.opponents", quantifier: det === "each" ? "every" : "some" };
}

/**
 * Players compared: "an opponent controls more lands than you", "you have more cards in hand than each opponent", "an
 * opponent has more life than you", "an opponent has eight or more cards in their graveyard".
 */
function playerComparison(c: N): string | undefined {
  const who = players(node(c.who, "who", c.span));
  if (!who) return undefined;
  if (c.kind === "playerHas") {
    onlyKeys(c, ["who", "what"]);
    const what = node(c.what, "what they have", c.span);
    if (what.kind !== "objects" || Object.keys(what).some((k) => !["kind", "span", "det", "count", "filter"].includes(k))) return undefined;
    const counted = countOp(what);
    const filter = node(what.filter, "a filter", what.span);
    const post = Array.isArray(filter.post) ? (filter.post as N[]) : [];
    // "in their graveyard", "in your library": that player's zone
    const zone = post.length === 1 && post[0]!.kind === "zone" && post[0]!.prep === "in" ? post[0]! : undefined;
    if (!counted || counted.rest.det !== "a" || !zone || Object.keys(zone).some((k) => !["kind", "span", "prep", "zone", "whose"].includes(k))) return undefined;
    const z = String(zone.zone);
    const theirs = c.who !== undefined && node(c.who, "who", c.span).kind === "you" ? ["you", "your"] : ["their"];
    if (!["graveyard", "hand", "library", "exile"].includes(z) || !theirs.includes(String(zone.whose))) return undefined;
    const f = compileFilter({ ...filter, post: undefined }, what.span);
    if (f.player || f.playersOnly) return undefined;
    return `${who.list}.${who.quantifier}((p) => ctx.find(${lit({ ...(f.object ?? {}), zone: z })}).filter((o) => o.owner === p.id).length ${counted.op})`;
  }
  const than = node(c.than, "than whom", c.span);
  const other = players(than);
  if (!other) return undefined;
  // one side is you, the other opponents
  const youFirst = who.list === "[ctx.you]";
  if (youFirst === (other.list === "[ctx.you]")) return undefined;
  let measure: (p: string) => string;
  if (c.kind === "controlsMore") {
    onlyKeys(c, ["who", "what", "than"]);
    const f = compileFilter(c.what, c.span);
    if (f.player || f.playersOnly) return undefined;
    measure = (p) => `ctx.find(${lit(f.object ?? {})}).filter((o) => o.controller === ${p}.id).length`;
  } else {
    onlyKeys(c, ["who", "what", "than", "op"]);
    if (c.op !== "more") return undefined;
    if (c.what === "life") measure = (p) => `${p}.life`;
    else if (c.what === "cardsInHand") measure = (p) => `${p}.handSize`;
    else return undefined;
  }
  const opp = youFirst ? other : who;
  const test = youFirst ? `${measure("ctx.you")} > ${measure("p")}` : `${measure("p")} > ${measure("ctx.you")}`;
  return `${opp.list}.${opp.quantifier}((p) => ${test})`;
}

/** Alternative costs the generator compiles, by the keyword that names them (and the cost's name in `paidCosts`). */
const PAID: Record<string, string> = { surge: "surge", spectacle: "spectacle", madness: "madness" };

/**
 * "if this spell's surge cost was paid", "When ~ enters, if its spectacle cost was paid" (the costs paid for the spell, which
 * the permanent it becomes remembers), "if this spell was foretold" (cast for its foretell cost, 702.143), "as long as ~ is
 * renowned" / "if it's renowned" (702.112b).
 */
function paidOrStatus(c: N, scope: Scope): string | undefined {
  let cost: string | undefined;
  let of: N | undefined;
  if (c.kind === "costPaid") {
    onlyKeys(c, ["keyword", "of", "withCostWord"]);
    cost = PAID[String(c.keyword)];
    of = isNode(c.of) ? c.of : undefined;
  } else {
    onlyKeys(c, ["what", "be", "contracted", "status"]);
    const what = node(c.what, "what has it", c.span);
    if (c.status === "renowned") return aboutObjects(what.kind === "pronoun" && what.word === "it" ? what : what, scope, (o) => `${o}.chosen["renowned"] === 1`);
    if (c.status !== "foretold" || c.be !== "was") return undefined;
    cost = "foretell";
    of = what;
  }
  if (!cost || !of) return undefined;
  const its = (of.kind === "pronoun" && (of.word === "its" || of.word === "it")) || of.kind === "it";
  if (scope.spell && !scope.trigger && (of.kind === "self" || its)) {
    // the spell's own words: the costs paid to cast it, as it resolves
    if (!scope.resolving) return undefined;
    return `ctx.paidCosts.includes(${lit(cost)})`;
  }
  // a permanent's triggered ability about itself: the costs paid for the spell it was
  if (!scope.spell && (of.kind === "self" || (its && scope.trigger?.aboutSelf === true))) return `ctx.self.paidCosts.includes(${lit(cost)})`;
  return undefined;
}
