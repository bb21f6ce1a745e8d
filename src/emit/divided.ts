/**
 * Amounts divided among targets as they are chosen (601.2d): "~ deals 3 damage divided as you choose among one, two, or three
 * targets", "distribute two +1/+1 counters among one or two target creatures". The target word's spec carries the amount
 * (`divided(ctx, x)`, computed as the targets are chosen); the runtime asks the division then, and `ctx.divided(i)` gives each
 * legal target its part as the effect resolves (608.2b).
 */
import { isNode, lit, node, type N, onlyKeys, Unsupported } from "./code.ts";
import type { Scope } from "./effects.ts";
import { compileFilter, targetSpecCode } from "./filters.ts";

type Span = [number, number];

/** What an effect that resolves may read, but the amount announced with the targets can't: it is computed before. */
const RESOLVING_ONLY = /\bctx\.(targets|targetGroups|event|costObjects|paidCosts|modes|divided)\b/;

/** The target word the amount is divided among, added to the scope: its index. */
function dividedTarget(to: unknown, amountCode: string, scope: Scope, words: string, span: Span | undefined): number {
  const refuse = (): never => {
    throw new Unsupported(`"${words}"`, span);
  };
  const t = node(to, "among what", span);
  if (t.kind !== "objects" || t.target !== true) refuse();
  onlyKeys(t, ["det", "counts", "target", "plural", "filter"]);
  let min: number;
  let max: number;
  if (t.det === "oneOf") {
    // "among one, two, or three targets"
    const counts = ((t.counts as unknown[]) ?? []).map((n) => (isNode(n) && n.kind === "number" && typeof n.value === "number" ? n.value : NaN));
    if (counts.length < 2 || counts.some((n, i) => !Number.isInteger(n) || n !== i + 1)) refuse();
    min = 1;
    max = counts[counts.length - 1]!;
  } else if (t.det === "anyNumber") {
    // "among any number of targets": one or more (601.2d, each receives at least one)
    min = 1;
    max = Infinity;
  } else return refuse();
  // the amount as the targets are chosen: X is the spell's or ability's X (601.2b comes before 601.2c-d)
  // (only a spell's: the X of an ability created by another — "When you do" after "you may pay {X}" — is not its own)
  if (/\bctx\.x\b/.test(amountCode) && !scope.spell) refuse();
  const amount = amountCode.replace(/\bctx\.x\b/g, "x");
  if (RESOLVING_ONLY.test(amount) || scope.x !== undefined || scope.pre.length) refuse();
  const text = scope.words(t.span as Span | undefined) || words;
  let spec: string;
  if (t.filter === undefined) {
    // "targets": any target (115.4)
    scope.imports.add("anyTarget");
    spec = `{ ...anyTarget(${lit(text)}), min: ${min}, max: ${max === Infinity ? "Infinity" : max}`;
  } else {
    const f = compileFilter(t.filter, t.span as Span | undefined);
    if (f.spell) refuse();
    spec = targetSpecCode(text, f, { min, max }).replace(/\}$/, "");
  }
  const usesX = /\bx\b/.test(amount);
  const params = usesX ? `(${/\bctx\b/.test(amount) ? "ctx" : "_ctx"}, x)` : /\bctx\b/.test(amount) ? "(ctx)" : "()";
  return scope.addTarget(`${spec}, divided: ${params} => ${amount} }`);
}

/** "~ deals N damage divided as you choose among …": each legal target is dealt its part, from this object. */
export function dividedDamage(a: N, c: N, scope: Scope, amount: (v: unknown) => string): string[] {
  const words = scope.words(c.span as Span | undefined);
  onlyKeys(a, ["amount", "to", "divided"]);
  const subject = isNode(c.subject) ? c.subject : undefined;
  if (subject !== undefined && subject.kind !== "self") throw new Unsupported(`"${words}"`, c.span as Span | undefined);
  const i = dividedTarget(a.to, amount(a.amount), scope, words, c.span as Span | undefined);
  scope.it = { code: `ctx.targetGroups[${i}]`, many: true };
  return [`for (const [t, n] of ctx.divided(${i})) ctx.dealDamage(ctx.self, t, n);`];
}

/** "distribute two +1/+1 counters among one or two target creatures": each legal target gets its part. */
export function distributeCounters(a: N, c: N, scope: Scope, amount: (v: unknown) => string): string[] {
  const words = scope.words(c.span as Span | undefined);
  onlyKeys(a, ["amount", "counter", "among"]);
  if (c.subject !== undefined && (c.subject as N).kind !== "you") throw new Unsupported(`"${words}"`, c.span as Span | undefined);
  const kind = String(node(a.counter, "a counter kind", a.span as Span | undefined).value);
  const i = dividedTarget(a.among, amount(a.amount), scope, words, c.span as Span | undefined);
  scope.it = { code: `ctx.targetGroups[${i}]`, many: true };
  return [`for (const [t, n] of ctx.divided(${i})) ctx.addCounters(t, ${lit(kind)}, n);`];
}
