/**
 * Copy effects on permanents (rule 707): the exceptions a copy effect makes to the copying process (707.9), as a function over
 * the copiable values the runtime hands it (`CopiableValues`). Used by "create a token that's a copy of …, except …"
 * (`ctx.createTokenCopy`) and "you may have ~ enter as a copy of …, except …" (`ctx.enterAsCopy`).
 */
import { isNode, lit, type N, Unsupported } from "./code.ts";
import { type AbilityEnv, grantedAbility } from "./abilities.ts";
import { colorLetter } from "./filters.ts";

/** The pronoun a copy effect's exception is about: "it", "they", "the token", "the tokens". */
function aboutTheCopy(n: unknown): boolean {
  if (!isNode(n)) return false;
  if (n.kind === "pronoun") return n.word === "it" || n.word === "they";
  if (n.kind === "self") return true;
  return false;
}

/**
 * The code of `(v) => { … }` for one exception of a copy effect, or throws Unsupported:
 * - "except it has haste", "… has flying and \"…\"" (707.9a: the abilities become copiable values);
 * - "except it isn't legendary" (a supertype removed);
 * - "except it's an artifact in addition to its other types", "… a Spirit in addition to …" (707.9b);
 * - "except it's 1/1", "except it's a 1/1 green Frog" (707.9b: power and toughness, colors and creature types set).
 * Several of these joined by "and" are applied in order.
 */
export function copyException(except: unknown, env: AbilityEnv, words: string, span?: [number, number]): string {
  const refuse = () => new Unsupported(`the copy exception "${words}"`, span);
  const lines = exceptionLines(except, env, refuse);
  return `(v) => {\n${lines.join("\n")}\n}`;
}

function exceptionLines(except: unknown, env: AbilityEnv, refuse: () => Unsupported): string[] {
  if (!isNode(except)) throw refuse();
  const e = except;
  if (e.kind === "compound") {
    const parts = Array.isArray(e.parts) ? (e.parts as unknown[]) : undefined;
    const joins = Array.isArray(e.joins) ? (e.joins as unknown[]) : [];
    if (!parts || joins.some((j) => j !== "and" && j !== ", and")) throw refuse();
    return parts.flatMap((p) => exceptionLines(p, env, refuse));
  }
  if (!aboutTheCopy(e.affected)) throw refuse();
  if (e.kind === "grant") {
    if (Object.keys(e).some((k) => !["kind", "span", "affected", "abilities"].includes(k)) || !Array.isArray(e.abilities)) throw refuse();
    const abilities = (e.abilities as unknown[]).flatMap((a) => {
      if (!isNode(a)) throw refuse();
      return grantedAbility(a, { text: env.text, imports: env.imports, types: [] });
    });
    return abilities.map((a) => `v.abilities.push(${a});`);
  }
  if (e.kind === "isType") {
    if (Object.keys(e).some((k) => !["kind", "span", "affected", "type", "negated", "contracted"].includes(k))) throw refuse();
    const t = isNode(e.type) ? e.type : undefined;
    if (!t || t.kind !== "types") throw refuse();
    if (Object.keys(t).some((k) => !["kind", "span", "words", "article", "pt", "inAddition"].includes(k))) throw refuse();
    const ws = Array.isArray(t.words) ? (t.words as N[]) : [];
    const byClass = (c: string) => ws.filter((w) => w.class === c).map((w) => String(w.value));
    const known = ["CardType", "Subtype", "Supertype", "ColorWord", "PTValue"];
    if (ws.some((w) => !known.includes(String(w.class)))) throw refuse();
    const types = byClass("CardType").map((x) => x.toLowerCase());
    const subtypes = byClass("Subtype");
    const supertypes = byClass("Supertype").map((x) => x.toLowerCase());
    const colors = byClass("ColorWord").map((c) => colorLetter(c));
    const pts = [...byClass("PTValue"), ...(typeof t.pt === "string" ? [t.pt] : [])];
    if (e.negated === true) {
      // "except it isn't legendary"
      if (types.length || subtypes.length || colors.length || pts.length || t.inAddition !== undefined || supertypes.length === 0) throw refuse();
      return supertypes.map((s) => `v.supertypes = v.supertypes.filter((s) => s !== ${lit(s)});`);
    }
    if (t.inAddition !== undefined) {
      // "… in addition to its other types" (205.1b): added, nothing else changes
      const ia = isNode(t.inAddition) ? t.inAddition : undefined;
      if (!ia || ia.other !== "types" || colors.length || pts.length) throw refuse();
      return [
        ...types.map((x) => `if (!v.types.includes(${lit(x)})) v.types.push(${lit(x)});`),
        ...subtypes.map((x) => `if (!v.subtypes.includes(${lit(x)})) v.subtypes.push(${lit(x)});`),
        ...supertypes.map((x) => `if (!v.supertypes.includes(${lit(x)})) v.supertypes.push(${lit(x)});`),
      ];
    }
    // "except it's a 1/1 green Frog": these values replace the copied ones (707.9b); card types are not named here
    if (types.length || supertypes.length || pts.length > 1 || (pts.length === 0 && colors.length === 0 && subtypes.length === 0)) throw refuse();
    const out: string[] = [];
    if (pts.length === 1) {
      const m = /^(\d+)\/(\d+)$/.exec(pts[0]!);
      if (!m) throw refuse();
      out.push(`v.power = ${Number(m[1])};`, `v.toughness = ${Number(m[2])};`);
    }
    if (colors.length) out.push(`v.colors = ${lit(colors.filter((c) => c !== "C"))};`);
    if (subtypes.length) out.push(`v.subtypes = ${lit(subtypes)};`);
    return out;
  }
  throw refuse();
}
