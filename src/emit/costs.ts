/**
 * A spell's own cost changes (601.2f) beyond a fixed generic reduction: "This spell costs {2}{U} more to cast for each target
 * beyond the first", "This spell costs {2} less to cast if it targets a tapped creature", "This spell costs {X} less to cast,
 * where X is the total power of creatures you control", "This spell costs {1} more to cast for each …"; and "This spell costs …"
 * written as an instant's or sorcery's sentence.
 */
import { isNode, lit, manaText, node, type N, objectCode, onlyKeys, Unsupported } from "./code.ts";
import { condition, countCode, countFilter, Scope, value } from "./effects.ts";

type Span = [number, number];

/** An instant's or sorcery's "This spell costs … to cast …" (601.2f) or "Cast this spell only …" (601.3) sentence, as the static ability it is. */
export function ownCostChangeNode(a: N): N | undefined {
  const e = isNode(a.effect) ? a.effect : undefined;
  const sentences = Array.isArray(e?.sentences) ? (e.sentences as unknown[]) : [];
  if (sentences.length !== 1) return undefined;
  const s = sentences[0];
  if (!isNode(s) || s.kind !== "static" || !isNode(s.body)) return undefined;
  // (also "Cast this spell only during combat.", 601.3: a rule of the spell, not an instruction)
  const own = s.body.kind === "costChange" ? s.body.affected : s.body.kind === "castRestriction" ? s.body.spell : undefined;
  if (!isNode(own) || own.kind !== "self") return undefined;
  return { kind: "static", effects: [s], span: a.span, ...(a.abilityWord !== undefined ? { abilityWord: a.abilityWord } : {}) };
}

/**
 * The cost change of "this spell" in the forms above, as a `costModifier` functioning on the stack; undefined for the other forms
 * (left to the general code). `cond`: an "as long as …" condition, code of a function of ctx.
 */
export function ownCostChange(b: N, text: string, imports: Set<string>, src: string, cond: string | undefined, where: N | undefined): string | undefined {
  if (!isNode(b.affected) || b.affected.kind !== "self") return undefined;
  const targetsIf = isNode(b.if) && b.if.kind === "targets";
  const beyondFirst = isNode(b.forEach) && b.forEach.kind === "targetBeyondFirst";
  const moreForEach = b.direction === "more" && b.forEach !== undefined;
  if (!targetsIf && !beyondFirst && !moreForEach && where === undefined) return undefined;
  const words = text.slice(...((b.span as Span | undefined) ?? [0, 0]));
  const refuse = (): never => {
    throw new Unsupported(`"${words}"`, b.span as Span | undefined);
  };
  onlyKeys(b, ["affected", "amount", "direction", "verb", "forEach", "if"]);
  if (b.verb !== undefined && b.verb !== "cast") refuse();
  const scope = new Scope(text, imports);
  scope.resolving = false;
  const mana = manaText(node(b.amount, "a mana cost", b.span as Span | undefined).symbols);
  const conditions: string[] = cond ? [`(${cond})(ctx)`] : [];
  if (targetsIf) {
    // "if it targets a tapped creature": the targets chosen (601.2c) before the total cost is determined (601.2f)
    const t = b.if as N;
    onlyKeys(t, ["what", "target"]);
    const what = node(t.what, "what targets", t.span as Span | undefined);
    if (!(what.kind === "pronoun" && String(what.word).toLowerCase() === "it") && what.kind !== "self") refuse();
    const target = node(t.target, "what it targets", t.span as Span | undefined);
    if (target.kind !== "objects" || !["a", "an"].includes(String(target.det))) refuse();
    // the target is legal already (601.2c): wherever it is (a card in a graveyard, a spell), its qualities are what is asked
    const { zone: _zone, ...filter } = countFilter({ ...target, det: "none" }, scope);
    void _zone;
    imports.add("spellTargets");
    conditions.push(`spellTargets(ctx, ctx.self).some((t) => t.kind === "object" && ctx.matches(t, { ...${lit(filter)}, zone: t.zone }))`);
  } else if (b.if !== undefined) conditions.push(condition(node(b.if, "a condition", b.span as Span | undefined), scope));
  const fields: [string, string | undefined][] = [
    ["kind", '"costModifier"'],
    ["source", src],
    ["zone", '"stack"'],
    ["spells", "(o, ctx) => ctx.isSelf(o)"],
  ];
  if (b.direction === "more") {
    if (where !== undefined || /X/.test(mana)) refuse();
    fields.push(["increase", lit(mana)]);
    if (beyondFirst) {
      onlyKeys(b.forEach as N, []);
      imports.add("spellTargets");
      fields.push(["increaseTimes", "(ctx, spell) => Math.max(0, spellTargets(ctx, spell).length - 1)"]);
    } else if (b.forEach !== undefined) fields.push(["increaseTimes", `(ctx) => ${countCode(node(b.forEach, "what is counted", b.span as Span | undefined), scope)}`]);
  } else if (b.direction === "less") {
    if (beyondFirst) refuse();
    if (where !== undefined) {
      // "{X} less, where X is …": counted as the cost is determined
      if (mana !== "{X}" || b.forEach !== undefined) refuse();
      const w = node(where, "the value of X", b.span as Span | undefined);
      if (w.kind !== "xIs") refuse();
      onlyKeys(w, ["value"]);
      fields.push(["reduceBy", `(ctx) => ${value(node(w.value, "a value", w.span as Span | undefined), scope)}`]);
    } else {
      const m = /^\{(\d+)\}$/.exec(mana);
      if (!m) refuse();
      if (b.forEach !== undefined) {
        const count = countCode(node(b.forEach, "what is counted", b.span as Span | undefined), scope);
        fields.push(["reduceBy", `(ctx) => ${m![1] === "1" ? count : `${m![1]} * ${count}`}`]);
      } else fields.push(["reduce", m![1]!]);
    }
  } else refuse();
  fields.push(["condition", conditions.length ? `(ctx) => ${conditions.join(" && ")}` : undefined]);
  return objectCode(fields);
}

/**
 * "{2}{B}, {T}: … . This ability costs {1} less to activate for each creature card in your graveyard." (602.2b, 601.2f): the
 * activated ability's last sentence, about its own cost. Returns the effect without that sentence and the fields
 * `costReduction` / `costIncrease`; undefined when the ability has no such sentence.
 */
export function abilityCostChange(a: N, text: string, imports: Set<string>): { effect: N; fields: [string, string][] } | undefined {
  const e = isNode(a.effect) ? a.effect : undefined;
  const sentences = e && Array.isArray(e.sentences) ? (e.sentences as unknown[]) : [];
  const last = sentences[sentences.length - 1];
  if (sentences.length < 2 || !isNode(last) || last.kind !== "static" || !isNode(last.body) || last.body.kind !== "costChange") return undefined;
  const b = last.body;
  const words = text.slice(...((last.span as Span | undefined) ?? [0, 0]));
  const refuse = (): never => {
    throw new Unsupported(`"${words}"`, last.span as Span | undefined);
  };
  if (!isNode(b.affected) || b.affected.kind !== "self" || b.affected.noun !== "ability" || b.verb !== "activate") refuse();
  onlyKeys(last, ["body", "asLongAs", "during", "after", "where"]);
  onlyKeys(b, ["affected", "amount", "direction", "verb", "forEach", "if"]);
  // an activation cost with X: the reduction would have to come off the total with X (601.2f), not done
  if ((a.cost as unknown[] | undefined)?.some((c) => isNode(c) && c.kind === "manaCost" && Array.isArray(c.symbols) && c.symbols.includes("X"))) refuse();
  const scope = new Scope(text, imports);
  scope.resolving = false;
  const mana = manaText(node(b.amount, "a mana cost", b.span as Span | undefined).symbols);
  const tests: string[] = [];
  if (b.if !== undefined) tests.push(condition(node(b.if, "a condition", b.span as Span | undefined), scope));
  if (last.asLongAs !== undefined) tests.push(condition(node(last.asLongAs, "a condition", last.span as Span | undefined), scope));
  for (const when of [last.during, last.after]) {
    if (when === undefined) continue;
    // "during your turn"
    const d = node(when, "when", last.span as Span | undefined);
    if (!(["isTurn", "turn", "duringTurn"].includes(d.kind) && d.whose === "your" && Object.keys(d).every((k) => ["kind", "span", "whose"].includes(k)))) refuse();
    tests.push("ctx.game.activePlayer() === ctx.you.id");
  }
  let n: string;
  if (last.where !== undefined) {
    const w = node(last.where, "the value of X", last.span as Span | undefined);
    if (w.kind !== "xIs" || mana !== "{X}" || b.forEach !== undefined) refuse();
    onlyKeys(w, ["value"]);
    n = value(node(w.value, "a value", w.span as Span | undefined), scope);
  } else {
    const m = /^\{(\d+)\}$/.exec(mana);
    if (b.direction === "more" ? /X/.test(mana) : !m) refuse();
    const count = b.forEach === undefined ? "1" : countCode(node(b.forEach, "what is counted", b.span as Span | undefined), scope);
    n = b.direction === "more" ? count : m![1] === "1" ? count : count === "1" ? m![1]! : `${m![1]} * ${count}`;
  }
  const guarded = tests.length ? `${tests.join(" && ")} ? ${n} : 0` : n;
  let field: [string, string];
  if (b.direction === "less") field = ["costReduction", `(ctx) => ${guarded}`];
  else if (b.direction === "more") field = ["costIncrease", `{ mana: ${lit(mana)}, times: (ctx) => ${guarded} }`];
  else return refuse();
  return { effect: { ...e!, sentences: sentences.slice(0, -1), span: e!.span }, fields: [field] };
}
