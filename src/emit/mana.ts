/**
 * Mana abilities (rule 605) beyond a lone "Add …" sentence, and the kinds of mana of rule 106 beyond one symbol or one
 * mana of any color: "two mana of any one color", "X mana in any combination of colors", "two mana of different colors",
 * "one mana of the chosen color".
 */
import { isNode, lit, node, type N, onlyKeys, Unsupported } from "./code.ts";
import { compileEffect, type Scope } from "./effects.ts";

type Span = [number, number];

const COLORS = ["W", "U", "B", "R", "G"] as const;

/** Every choice of `n` colors from `from` (in WUBRG order), repeated (combination) or all different. */
function colorSets(n: number, from: readonly string[], repeat: boolean): string[][] {
  if (n === 0) return [[]];
  const out: string[][] = [];
  from.forEach((c, i) => {
    for (const rest of colorSets(n - 1, from.slice(repeat ? i : i + 1), repeat)) out.push([c, ...rest]);
  });
  return out;
}

const symbols = (letters: readonly string[]): string => letters.map((l) => `{${l}}`).join("");

/** The most options listed for automatic payment ("five mana in any combination of colors": 126). */
const MAX_OPTIONS = 126;

/**
 * "N mana of any one color", "N mana in any combination of colors", "N mana of different colors" (106.1, 106.4), "one mana of
 * the chosen color" (the color chosen as the permanent entered, 614.12): the lines adding it and what it can produce (`[]`
 * when that is known only as it resolves: an amount X, a chosen color). `amount` compiles the amount node ("X", "where X is").
 */
export function colorChoiceMana(m: N, scope: Scope, amount: () => string): { lines: string[]; produces: string[] } {
  const refuse = (): never => {
    throw new Unsupported(`this kind of mana`, m.span as Span | undefined);
  };
  onlyKeys(m, ["amount", "how"]);
  const n = node(m.amount, "an amount", m.span as Span | undefined);
  const fixed = n.kind === "number" && typeof n.value === "number" ? n.value : undefined;
  const how = String(m.how);
  if (how === "chosenColor") {
    // 106.1b, 105.4: the chosen color's mana; no color chosen, no mana
    if (fixed !== 1) refuse();
    const v = scope.fresh("color");
    return {
      lines: [
        `const ${v} = (${lit({ white: "W", blue: "U", black: "B", red: "R", green: "G" })} as Record<string, string>)[String(ctx.self.chosen["color"])];`,
        `if (${v} !== undefined) ctx.addMana(\`{\${${v}}}\`);`,
      ],
      produces: [],
    };
  }
  if (how !== "anyOneColor" && how !== "anyCombination" && how !== "differentColors") refuse();
  if (fixed !== undefined) {
    if (fixed < 1) refuse();
    const sets = how === "anyOneColor" ? COLORS.map((c) => Array<string>(fixed).fill(c)) : colorSets(fixed, COLORS, how === "anyCombination");
    if (sets.length === 0) refuse();
    if (sets.length <= MAX_OPTIONS) {
      const options = sets.map(symbols);
      return { lines: [`ctx.addMana(ctx.chooseMana(${lit(options)}));`], produces: options };
    }
  }
  // an amount known only as it resolves (X), or too many combinations to list: chosen one mana at a time (the same choices)
  if (how === "differentColors") refuse();
  const count = scope.fresh("amount");
  const one = lit(COLORS.map((c) => `{${c}}`));
  const lines = [`const ${count} = ${fixed !== undefined ? String(fixed) : amount()};`];
  if (how === "anyOneColor") lines.push(`if (${count} > 0) ctx.addMana(ctx.chooseMana(${one}).repeat(${count}));`);
  else lines.push(`for (let i = 0; i < ${count}; i++) ctx.addMana(ctx.chooseMana(${one}));`);
  return { lines, produces: [] };
}

/** The mana of the one "Add …" instruction of a mana ability, and how many such instructions it has. */
function addManaActions(v: unknown, out: N[] = []): N[] {
  if (Array.isArray(v)) v.forEach((x) => addManaActions(x, out));
  else if (isNode(v)) {
    if (v.kind === "addMana") out.push(v);
    for (const [k, x] of Object.entries(v)) if (k !== "span" && x && typeof x === "object") addManaActions(x, out);
  }
  return out;
}

/**
 * A mana ability (605.1a): its first sentence adds mana, the sentences after it are more of its effect, which happen at once
 * as it resolves (605.3b) — "This land deals 1 damage to you.", "Draw a card at the beginning of the next turn's upkeep.".
 * Fields `mana`, `produces` (when the mana is known before it resolves, and it is the ability's only mana), `sideEffects`
 * and `effect`. An ability that targets is no mana ability (605.1a) and one that adds mana twice ("… add {G}{G} instead") is refused.
 */
export function manaAbilityFields(a: N, scope: Scope, words: string, addMana: (m: N, scope: Scope) => { lines: string[]; produces: string[] }): [string, string | undefined][] {
  const refuse = (why = ""): never => {
    throw new Unsupported(`the mana ability "${words}"${why}`, a.span as Span | undefined);
  };
  const e = node(a.effect, "the effect", a.span as Span | undefined);
  const sentences = e.kind === "effect" ? ((e.sentences as unknown[] | undefined) ?? []) : [];
  const s = sentences.length ? node(sentences[0], "a sentence", e.span as Span | undefined) : undefined;
  const body = s && isNode(s.body) ? s.body : undefined;
  const action = body && isNode(body.action) ? body.action : undefined;
  if (!s || s.kind !== "sentence" || s.prefix !== undefined || !body || body.kind !== "clause" || body.subject !== undefined || body.may || !action || action.kind !== "addMana")
    refuse();
  onlyKeys(body!, ["action"]);
  // "Add {G}. If you control four or more creatures, add {G}{G} instead.": the mana known only as it resolves (no `produces`)
  const instead = sentences.length === 2 && isNode(sentences[1]) && sentences[1].instead === true && addManaActions(sentences[1]).length === 1;
  if (addManaActions(e).length !== (instead ? 2 : 1)) refuse(" (mana added by more than one instruction)");
  let produces: string[] = [];
  let lines: string[];
  if (instead) lines = compileEffect(e, scope, e.span as Span | undefined);
  else if (sentences.length === 1 && s!.where === undefined) {
    const m = addMana(node(action!.mana, "mana", action!.span as Span | undefined), scope);
    lines = m.lines;
    produces = m.produces;
  } else {
    lines = compileEffect(e, scope, e.span as Span | undefined);
    // the mana is known before it resolves: the first sentence alone, without "where X is"
    if (s!.where === undefined) produces = addMana(node(action!.mana, "mana", action!.span as Span | undefined), scope).produces;
  }
  // 605.1a: an ability with a target is not a mana ability (it would use the stack)
  if (scope.targets.length) refuse(" (it has a target: not a mana ability, 605.1a)");
  const fields: [string, string | undefined][] = [["mana", "true"]];
  if (produces.length) fields.push(["produces", lit(produces)]);
  if (sentences.length > 1 && !instead) fields.push(["sideEffects", "true"]);
  fields.push(["effect", arrow(lines)]);
  return fields;
}

function arrow(lines: string[]): string {
  if (lines.length === 1 && !/^(const |for |if )/.test(lines[0]!)) return `(ctx) => ${lines[0]!.replace(/;$/, "")}`;
  return `(ctx) => {\n${lines.join("\n")}\n}`;
}
