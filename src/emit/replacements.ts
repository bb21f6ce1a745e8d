/**
 * Static replacement and prevention effects (rules 614-616) → `replacement` ability literals:
 * "If a card would be put into a graveyard from anywhere, exile it instead", "If ~ would die, …
 * shuffle it into its owner's library instead", "Prevent all combat damage that would be dealt to …",
 * "If a source would deal damage to you, prevent 1 of that damage". Anything else is left to the
 * caller (undefined) or refused (`Unsupported`); nothing is approximated.
 */
import { isNode, lit, node, type N, objectCode, onlyKeys, Unsupported } from "./code.ts";
import type { Ref, Scope } from "./effects.ts";
import { compileFilter } from "./filters.ts";

type Span = [number, number];
type Fields = [string, string | undefined][];

/** Every zone an object can be put into a graveyard from ("from anywhere"). */
const ANYWHERE = ["library", "hand", "battlefield", "stack", "exile", "command"];
/** Every zone a source of damage can be in (a permanent, a spell, a card whose ability deals damage from the graveyard). */
const SOURCE_ZONES = [...ANYWHERE, "graveyard"];

export interface ReplacementEnv {
  text: string;
  /** The ability's `source` literal. */
  src: string;
  /** The `condition` of "As long as …", if any. */
  cond: string | undefined;
}

/**
 * The replacement or prevention ability a static ability's body `b` describes, or undefined when it is
 * not one of the constructions handled here.
 */
export function replacementAbility(b: N, env: ReplacementEnv): string[] | undefined {
  const words = env.text.slice(...(b.span ?? [0, 0]));
  const refuse = (): never => {
    throw new Unsupported(`the replacement effect "${words}"`, b.span);
  };
  const base: Fields = [
    ["kind", '"replacement"'],
    ["source", env.src],
  ];
  if (b.kind === "replacement") {
    const ev = node(b.event, "the replaced event", b.span);
    const action = isNode(ev.action) ? ev.action : undefined;
    if (action && ["putIntoGraveyard", "die", "leave"].includes(action.kind)) return [objectCode([...base, ...zoneChange(b, ev, action, env, refuse)])];
    if (action?.kind === "dealDamage" && isNode(b.replacement) && b.replacement.kind === "preventThat")
      return [objectCode([...base, ...preventSome(b, ev, action, env, refuse)])];
    return undefined;
  }
  if (b.kind === "prevention") return [objectCode([...base, ...preventAll(b, env, refuse)])];
  if (b.kind === "cantBePrevented") {
    // "Damage can't be prevented", "Combat damage that would be dealt by creatures you control can't be prevented" (615.12)
    onlyKeys(b, ["combat", "by"]);
    const tests: string[] = [];
    if (b.combat === true) tests.push("e.combat");
    if (b.by !== undefined) {
      const by = node(b.by, "what deals the damage", b.span);
      if (by.kind !== "dealtBy" || by.direction !== "by") refuse();
      onlyKeys(by, ["direction", "what"]);
      tests.push(dealer(node(by.what, "what deals the damage", by.span), refuse));
    }
    const test = tests.length ? tests.join(" && ") : "true";
    return [
      objectCode([
        ["kind", '"unpreventable"'],
        ["source", env.src],
        ["damage", `(${test.includes("ctx") ? "e, ctx" : tests.length ? "e" : ""}) => ${test}`],
        ["condition", env.cond],
      ]),
    ];
  }
  if (b.kind === "damageReplacement") {
    // "If damage would be dealt to ~, prevent that damage" (615.1a)
    onlyKeys(b, ["to", "replacement"]);
    const r = node(b.replacement, "the replacement", b.span);
    if (r.kind !== "preventThat" || r.amount !== undefined || Object.keys(r).some((k) => !["kind", "span"].includes(k))) refuse();
    return [objectCode([...base, ...preventionFields(`e.kind === "damage" && ${recipient(node(b.to, "what is dealt damage", b.span), refuse)}`, "() => null", env)])];
  }
  return undefined;
}

/**
 * "If a card or token would be put into a graveyard from anywhere", "If a creature an opponent controls would die", "If ~
 * would leave the battlefield" … "exile it instead" / "shuffle it into its owner's library instead" / "put it on the bottom
 * of its owner's library instead" (614.1a, 614.6): the object goes to the other zone; it never reaches the graveyard, so it
 * doesn't die (700.4).
 */
function zoneChange(b: N, ev: N, action: N, env: ReplacementEnv, refuse: () => never): Fields {
  onlyKeys(b, ["event", "replacement"]);
  onlyKeys(ev, ["subject", "action"]);
  const subject = node(ev.subject, "what would move", ev.span);
  const tests = ['e.kind === "zoneChange"'];
  let zones: string[] | undefined;
  if (action.kind === "putIntoGraveyard") {
    onlyKeys(action, ["whose", "fromAnywhere", "from"]);
    tests.push('e.to === "graveyard"');
    if (action.from !== undefined) {
      if (action.from !== "battlefield") refuse();
      tests.push('e.from === "battlefield"');
    }
    // A card always goes to its owner's graveyard (400.3).
    const whose = action.whose;
    if (whose === "your" || (isNode(whose) && whose.kind === "you")) tests.push("e.object.owner === ctx.you.id");
    else if (isNode(whose) && whose.kind === "players" && whose.noun === "opponent" && ["a", "an"].includes(String(whose.det)) && whose.extra === undefined)
      tests.push("e.object.owner !== ctx.you.id");
    else if (whose !== "a") refuse();
    // "If ~ would be put into a graveyard from anywhere": the ability says where it functions (113.6b)
    if (subject.kind === "self" && action.fromAnywhere === true) zones = ANYWHERE;
  } else if (action.kind === "die") {
    onlyKeys(action, []);
    tests.push('e.from === "battlefield"', 'e.to === "graveyard"');
  } else {
    // "If ~ would leave the battlefield, exile it instead": anywhere else but exile
    onlyKeys(action, []);
    if (subject.kind !== "self") refuse();
    tests.push('e.from === "battlefield"');
  }
  tests.push(movingObject(subject, action, refuse));
  const { change, reveal, exile } = destination(node(b.replacement, "the replacement", b.span), subject, refuse);
  if (action.kind === "leave" && !exile) refuse();
  if (action.kind === "leave") tests.push('e.to !== "exile"');
  const body = `e.kind === "zoneChange" ? { ...e, ${change} } : e`;
  return [
    ["watches", '"zoneChange"'],
    ["zones", zones ? lit(zones) : undefined],
    ["appliesTo", `(e${tests.some((t) => t.includes("ctx")) ? ", ctx" : ""}) => ${tests.join(" && ")}`],
    ["replace", reveal ? `(e, ctx) => {\nif (e.kind !== "zoneChange") return e;\nctx.reveal(e.object);\nreturn { ...e, ${change} };\n}` : `(e) => (${body})`],
    ["condition", env.cond],
  ];
}

/** The test on the moving object `e.object` (as it was before moving). */
function movingObject(subject: N, action: N, refuse: () => never): string {
  if (subject.kind === "self") return "ctx.isSelf(e.object)";
  if (subject.kind !== "objects" || !["a", "an"].includes(String(subject.det))) return refuse();
  onlyKeys(subject, ["det", "article", "filter"]);
  const f = node(subject.filter, "a filter", subject.span);
  const ws = ((f.words as N[] | undefined) ?? []).map((w) => `${String(w.class ?? w.kind)}:${String(w.value).toLowerCase()}`).join(" ");
  if (action.kind === "putIntoGraveyard" && f.post === undefined) {
    // "a card" is neither a token nor a copy of a spell (108.2, 111.1, 707.10); "a card or token" is anything
    if (ws === "Card:card") return "!e.object.token && !e.object.copy";
    if (ws === "Card:card conj:or Token:token") return "!e.object.copy";
  }
  // "a creature an opponent controls", "a nontoken creature" (die: as it last existed on the battlefield)
  if (action.kind !== "die" && !(action.kind === "putIntoGraveyard" && action.from === "battlefield")) return refuse();
  const c = compileFilter(subject.filter, subject.span);
  if (c.player || c.spell || !c.object || ws.includes("Card:")) return refuse();
  return `ctx.matches(e.object, ${lit(c.object)})`;
}

/** Where "exile it", "shuffle it into its owner's library", "put it on the bottom of its owner's library" puts the object. */
function destination(r: N, subject: N, refuse: () => never): { change: string; reveal: boolean; exile: boolean } {
  let clauses = [r];
  if (r.kind === "sequence") {
    if (((r.joins as unknown[]) ?? []).some((j) => j !== "and")) refuse();
    clauses = ((r.clauses as unknown[]) ?? []).map((c) => node(c, "an instruction", r.span));
  }
  let reveal = false;
  if (clauses.length === 2) {
    // "reveal ~ and shuffle it into its owner's library"
    const first = clauses[0]!;
    const a = isNode(first.action) ? first.action : undefined;
    if (first.kind !== "clause" || !a || a.kind !== "reveal" || !isIt(a.what, subject)) refuse();
    onlyKeys(first, ["action"]);
    onlyKeys(a!, ["what"]);
    reveal = true;
    clauses = [clauses[1]!];
  }
  if (clauses.length !== 1) refuse();
  const c = clauses[0]!;
  if (c.kind !== "clause") refuse();
  onlyKeys(c, ["action"]);
  const a = node(c.action, "an instruction", c.span);
  if (a.kind === "exile") {
    onlyKeys(a, ["what"]);
    if (!isIt(a.what, subject)) refuse();
    return { change: 'to: "exile"', reveal, exile: true };
  }
  if (a.kind === "shuffleInto") {
    onlyKeys(a, ["what", "whose"]);
    if (!isIt(a.what, subject) || !ownersLibrary(a.whose)) refuse();
    // shuffled in: a random place of its owner's library (701.20a)
    return { change: 'to: "library", position: "random"', reveal, exile: false };
  }
  if (a.kind === "put") {
    onlyKeys(a, ["what", "to"]);
    const to = node(a.to, "where", a.span);
    if (!isIt(a.what, subject) || to.kind !== "toZone") refuse();
    onlyKeys(to, ["zone", "whose"]);
    const pos = { libraryTop: "top", libraryBottom: "bottom" }[String(to.zone)];
    if (!pos || !ownersLibrary(to.whose)) refuse();
    return { change: `to: "library", position: ${lit(pos)}`, reveal, exile: false };
  }
  return refuse();
}

/** "it", "that card", "~" (when the event is about ~). */
function isIt(v: unknown, subject: N): boolean {
  if (!isNode(v)) return false;
  if (v.kind === "pronoun") return String(v.word).toLowerCase() === "it";
  if (v.kind === "self") return subject.kind === "self";
  if (v.kind === "objects" && v.det === "that" && subject.kind === "objects") {
    const ws = ((node(v.filter, "a filter").words as N[] | undefined) ?? []).map((w) => String(w.class));
    return ws.length === 1 && (ws[0] === "Card" || ws[0] === "CardType") && v.post === undefined;
  }
  return false;
}

/** "its owner's library" (the moving object's owner: where a library zone change puts it anyway, 400.3). */
function ownersLibrary(v: unknown): boolean {
  return isNode(v) && v.kind === "ownerOf" && isNode(v.of) && (v.of.kind === "it" || (v.of.kind === "pronoun" && String(v.of.word).toLowerCase() === "it"));
}

// ---------------------------------------------------------------------------
// Prevention (615)

function preventionFields(test: string, replace: string, env: ReplacementEnv): Fields {
  return [
    ["watches", '"damage"'],
    ["prevention", "true"],
    ["appliesTo", `(e${test.includes("ctx") ? ", ctx" : ""}) => ${test}`],
    ["replace", replace],
    ["condition", env.cond],
  ];
}

/** The test on `e.target` for "dealt to ~ / you / creatures you control / players". */
function recipient(w: N, refuse: () => never): string {
  if (w.kind === "self") return 'e.target.kind === "object" && ctx.isSelf(e.target)';
  if (w.kind === "you") return 'e.target.kind === "player" && e.target.id === ctx.you.id';
  if (w.kind === "objects" && ["none", "all", "each"].includes(String(w.det))) {
    onlyKeys(w, ["det", "filter", "other"]);
    const c = compileFilter(w.filter, w.span);
    if (c.spell) refuse();
    if (c.playersOnly) {
      if (w.other) refuse();
      return `e.target.kind === "player"${c.player === "opponent" ? " && e.target.id !== ctx.you.id" : ""}`;
    }
    if (c.player || !c.object) refuse();
    const f = { ...c.object, ...(w.other ? { self: false } : {}) };
    return `e.target.kind === "object" && ctx.matches(e.target, ${lit(f)})`;
  }
  return refuse();
}

/** The test on `e.source` for "dealt by ~ / enchanted creature / creatures". */
function dealer(w: N, refuse: () => never): string {
  if (w.kind === "self") return "ctx.isSelf(e.source)";
  if (w.kind === "objects" && ["none", "all", "each"].includes(String(w.det))) {
    onlyKeys(w, ["det", "filter", "other"]);
    const c = compileFilter(w.filter, w.span);
    if (c.spell || c.player || !c.object) refuse();
    // a permanent (the filter's default zone): a source that is a permanent
    return `ctx.matches(e.source, ${lit({ ...c.object, ...(w.other ? { self: false } : {}) })})`;
  }
  return refuse();
}

/**
 * "Prevent all [combat | noncombat] damage that would be dealt to [and dealt by] …" (615.1a): each such damage event is
 * prevented whole.
 */
function preventAll(b: N, env: ReplacementEnv, refuse: () => never): Fields {
  onlyKeys(b, ["direction", "what", "combat", "noncombat"]);
  const w = node(b.what, "what the damage is dealt to", b.span);
  const tests = ['e.kind === "damage"'];
  if (b.combat === true) tests.push("e.combat");
  if (b.noncombat === true) tests.push("!e.combat");
  if (b.direction === "to") tests.push(recipient(w, refuse));
  else if (b.direction === "by") tests.push(dealer(w, refuse));
  else if (b.direction === "toAndBy") {
    const to = recipient(w, refuse);
    tests.push(`((${to}) || ${dealer(w, refuse)})`);
  } else refuse();
  return preventionFields(tests.join(" && "), "() => null", env);
}

/** "If a source would deal damage to you, prevent 1 of that damage" (615.7): the amount is reduced by N, or prevented whole. */
function preventSome(b: N, ev: N, action: N, env: ReplacementEnv, refuse: () => never): Fields {
  onlyKeys(b, ["event", "replacement", "instead"]);
  if (b.instead === true) refuse();
  onlyKeys(ev, ["subject", "action"]);
  onlyKeys(action, ["to"]);
  const r = node(b.replacement, "the replacement", b.span);
  onlyKeys(r, ["amount"]);
  const tests = ['e.kind === "damage"'];
  const subject = node(ev.subject, "the source", ev.span);
  if (subject.kind === "objects" && subject.det === "a") {
    onlyKeys(subject, ["det", "article", "filter"]);
    const c = compileFilter(subject.filter, subject.span);
    const ws = ((node(subject.filter, "a filter").words as N[] | undefined) ?? []).map((x) => String(x.class));
    if (c.player || c.spell || !ws.includes("Source")) refuse();
    // "a source", "a red source", "a creature": whatever zone the source is in (a spell on the stack, a permanent)
    const f = c.object ?? {};
    if (Object.keys(f).length > 0) tests.push(`ctx.matches(e.source, ${lit({ ...f, zone: SOURCE_ZONES })})`);
  } else if (subject.kind === "self") tests.push("ctx.isSelf(e.source)");
  else refuse();
  tests.push(recipient(node(action.to, "what is dealt damage", action.span), refuse));
  if (r.amount === undefined) return preventionFields(tests.join(" && "), "() => null", env);
  const n = node(r.amount, "an amount", r.span);
  if (n.kind !== "number" || typeof n.value !== "number" || Object.keys(n).some((k) => !["kind", "span", "value"].includes(k))) refuse();
  const amount = Number(n.value);
  return preventionFields(tests.join(" && "), `(e) => (e.kind !== "damage" ? e : e.amount <= ${amount} ? null : { ...e, amount: e.amount - ${amount} })`, env);
}

// ---------------------------------------------------------------------------
// Replacement effects created by a resolving spell or ability

/**
 * "If that creature would die this turn, exile it instead." after an instruction that named it (614.1a, 611.2c): a
 * replacement effect until end of turn on that very object (a new object after a zone change is another one, 400.7).
 * `ref` resolves the noun phrase as the effect's other instructions do. Undefined when `s` is not such a sentence.
 */
export function thisTurnReplacement(s: N, scope: Scope, ref: (v: unknown, scope: Scope, role?: "object" | "any") => Ref): string[] | undefined {
  if (s.kind !== "static" || !isNode(s.body) || s.body.kind !== "replacement") return undefined;
  const b = s.body;
  if (b.nextTime === true) return nextTimePrevention(s, b, scope, ref);
  // "If that creature would die this turn": other replacements written in an effect are left to the caller
  if (!isNode(b.event) || b.event.thisTurn !== true || !isNode(b.event.action) || b.event.action.kind !== "die") return undefined;
  const words = scope.words(s.span);
  const refuse = (): never => {
    throw new Unsupported(`the sentence "${words}"`, s.span);
  };
  onlyKeys(s, ["body"]);
  onlyKeys(b, ["event", "replacement"]);
  const ev = node(b.event, "the replaced event", b.span);
  onlyKeys(ev, ["subject", "action", "thisTurn"]);
  const action = node(ev.action, "the replaced event", ev.span);
  const subject = node(ev.subject, "what would die", ev.span);
  if (ev.thisTurn !== true || action.kind !== "die") refuse();
  onlyKeys(action, []);
  // "that creature", "it": one object an earlier instruction named (not "a creature dealt damage this way")
  const that = (subject.kind === "objects" && subject.det === "that" && isNode(subject.filter) && subject.filter.post === undefined) || subject.kind === "pronoun";
  if (!that) refuse();
  const r = ref(subject, scope);
  if (r.many || r.players) refuse();
  const { change, reveal } = destination(node(b.replacement, "the replacement", b.span), subject, refuse);
  if (reveal) refuse();
  const v = scope.fresh("dying");
  return [
    `const ${v} = ${r.code};`,
    `if (${v}?.kind === "object")`,
    `ctx.createReplacement({ watches: "zoneChange", appliesTo: (e) => e.kind === "zoneChange" && e.from === "battlefield" && e.to === "graveyard" && e.object.id === ${v}.id, replace: (e) => (e.kind === "zoneChange" ? { ...e, ${change} } : e) }, "endOfTurn");`,
  ];
}

/**
 * "The next time a [red] source of your choice would deal damage to you this turn, prevent that damage." (615.1a, 609.7): the
 * source is chosen as the effect is created, among permanents and spells on the stack (609.7a); the next damage event from it
 * to you this turn is prevented, then the effect is used up.
 */
function nextTimePrevention(s: N, b: N, scope: Scope, ref: (v: unknown, scope: Scope, role?: "object" | "any") => Ref): string[] | undefined {
  const words = scope.words(s.span);
  const refuse = (): never => {
    throw new Unsupported(`the sentence "${words}"`, s.span);
  };
  onlyKeys(s, ["body"]);
  onlyKeys(b, ["event", "replacement", "instead", "nextTime"]);
  if (b.instead === true) refuse();
  const ev = node(b.event, "the replaced event", b.span);
  onlyKeys(ev, ["subject", "action", "thisTurn"]);
  const action = node(ev.action, "the replaced event", ev.span);
  if (ev.thisTurn !== true || action.kind !== "dealDamage") refuse();
  onlyKeys(action, ["to"]);
  const to = node(action.to, "what is dealt damage", action.span);
  const pre: string[] = [];
  let recipientTest = 'e.target.kind === "player" && e.target.id === ctx.you.id';
  if (to.kind !== "you") {
    // "… to any target", "… to target creature": the one it names
    if (to.kind !== "anyTarget" && !(to.kind === "objects" && to.det === "target")) refuse();
    const r = ref(to, scope, "any");
    if (r.many) refuse();
    const t = scope.fresh("shielded");
    pre.push(`const ${t} = ${r.code};`);
    recipientTest = `${t} !== undefined && e.target.kind === ${t}.kind && e.target.id === ${t}.id`;
  }
  const r = node(b.replacement, "the replacement", b.span);
  if (r.kind !== "preventThat" || r.amount !== undefined || Object.keys(r).some((k) => !["kind", "span"].includes(k))) refuse();
  const subject = node(ev.subject, "the source", ev.span);
  if (subject.kind !== "objects" || (subject.det !== "a" && subject.det !== "an")) refuse();
  onlyKeys(subject, ["det", "article", "filter"]);
  const f = node(subject.filter, "a filter", subject.span);
  const post = (f.post as N[] | undefined) ?? [];
  const ws = ((f.words as N[] | undefined) ?? []).map((w) => String(w.class));
  if (post.length !== 1 || post[0]!.kind !== "ofChoice" || post[0]!.whose !== "your" || ws[ws.length - 1] !== "Source") refuse();
  const c = compileFilter({ ...f, post: undefined }, f.span as Span | undefined);
  if (c.player || c.spell) refuse();
  const v = scope.fresh("source");
  const cands = scope.fresh("sources");
  const filter = c.object ?? {};
  return [
    ...pre,
    // 609.7a: a permanent or a spell on the stack
    `const ${cands} = [...ctx.find(${lit(filter)}), ...ctx.find(${lit({ ...filter, zone: "stack" })})];`,
    `const [${v}] = ${cands}.length > 0 ? ctx.chooseObjects(${lit(`Choose ${scope.words(subject.span)}`)}, ${cands}, 1, 1) : [];`,
    `if (${v})`,
    `ctx.createReplacement({ watches: "damage", prevention: true, uses: 1, appliesTo: (e) => e.kind === "damage" && e.source.id === ${v}.id && ${recipientTest}, replace: () => null }, "endOfTurn");`,
  ];
}

/**
 * "Prevent all [combat] damage that would be dealt to target creature / it / creatures / players this turn" (615.1a): a
 * prevention effect until end of turn. A named object is that object only (a new object after a zone change is another,
 * 400.7); a kind of object or player is checked as the damage would be dealt (a prevention effect changes no characteristic,
 * so 611.2c doesn't lock it to the objects of the moment). Undefined when the instruction is not one of these.
 */
export function preventAllThisTurn(a: N, scope: Scope, ref: (v: unknown, scope: Scope) => Ref): string[] | undefined {
  const which = node(a.which, "what to prevent", a.span);
  if (a.to === undefined || which.kind !== "all" || Object.keys(which).some((k) => !["kind", "span", "combat"].includes(k))) return undefined;
  const d = isNode(a.duration) ? a.duration : undefined;
  if (!d || d.kind !== "duration" || (d.until !== "thisTurn" && d.until !== "endOfTurn")) return undefined;
  const refuse = (): never => {
    throw new Unsupported(`"${scope.words(a.span)}"`, a.span);
  };
  const to = node(a.to, "what is dealt damage", a.span);
  const tests = ['e.kind === "damage"'];
  if (which.combat === true) tests.push("e.combat");
  const out: string[] = [];
  if (to.kind === "you" || (to.kind === "objects" && ["none", "all", "each"].includes(String(to.det)))) tests.push(recipient(to, refuse));
  else {
    const r = ref(to, scope);
    if (r.many) refuse();
    const v = scope.fresh("shielded");
    out.push(`const ${v} = ${r.code};`, `if (${v})`);
    tests.push(`e.target.kind === ${v}.kind && e.target.id === ${v}.id`);
  }
  out.push(`ctx.createReplacement({ watches: "damage", prevention: true, appliesTo: (e) => ${tests.join(" && ")}, replace: () => null }, "endOfTurn");`);
  return out;
}
