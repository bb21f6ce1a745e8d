/**
 * Draft AST schema entries from what the parser produces over the corpus and cards/.
 *
 *   node scripts/gen/ast-infer.ts            # kinds and fields missing from src/ast/schema.ts, as schema lines
 *   node scripts/gen/ast-infer.ts --all      # a draft for every kind (to review, never to paste blindly)
 *
 * The schema (src/ast/schema.ts) is the reviewed source; this tool only shows what the
 * grammar emits that the schema does not declare yet, with the value shapes seen and their
 * counts, so a maintainer can write the declaration. `npm test` fails on any undeclared node.
 */
import { CATEGORIES, SCHEMA } from "../../src/ast/schema.ts";
import { parseCard } from "../../src/parser/index.ts";
import { corpusFile, readRecords, recordLang, toInput } from "../lib/corpus.ts";
import { cardLanguages, loadCardDirectory, toCardInput } from "../../src/cards/load.ts";

/** The value shapes seen in one field: node kinds, words, primitive types; arrays' elements apart. */
interface Shapes {
  kinds: Set<string>;
  words: Set<string>;
  prims: Set<string>;
  elements?: Shapes;
}
type Seen = { count: number; fields: Map<string, { count: number; shapes: Shapes }> };
const kinds = new Map<string, Seen>();
const empty = (): Shapes => ({ kinds: new Set(), words: new Set(), prims: new Set() });

function note(v: unknown, into: Shapes): void {
  if (Array.isArray(v)) {
    into.elements ??= empty();
    for (const x of v) note(x, into.elements);
  } else if (v !== null && typeof v === "object") into.kinds.add(String((v as { kind?: unknown }).kind ?? "?object"));
  else if (typeof v === "string") into.words.add(v);
  else if (typeof v === "boolean") into.prims.add(v ? "true" : "boolean");
  else into.prims.add(typeof v);
}

/** A schema type for the shapes: up to 16 identifier-like words become a union of words, else `string`. */
function typeOf(s: Shapes): string {
  // A node kind spelled like a primitive type ("number") is written node:number.
  const parts: string[] = [...s.kinds].sort().map((k) => (["string", "number", "true", "boolean"].includes(k) ? `node:${k}` : k));
  const words = [...s.words].sort();
  if (words.length > 16 || words.some((w) => !/^[a-zA-Z][a-zA-Z0-9]*$/.test(w))) parts.push("string");
  else parts.push(...words.map((w) => `'${w}'`));
  if (s.prims.has("boolean") || (s.prims.has("true") && s.prims.has("false"))) parts.push("boolean");
  else if (s.prims.has("true")) parts.push("true");
  for (const p of s.prims) if (p !== "true" && p !== "boolean") parts.push(p);
  if (s.elements) {
    const e = typeOf(s.elements) || "never";
    parts.push(e.includes("|") ? `(${e})[]` : `${e}[]`);
  }
  return parts.join("|");
}

function walk(x: unknown): void {
  if (Array.isArray(x)) return x.forEach(walk);
  if (x === null || typeof x !== "object") return;
  const n = x as Record<string, unknown>;
  if (typeof n.kind === "string") {
    let s = kinds.get(n.kind);
    if (!s) kinds.set(n.kind, (s = { count: 0, fields: new Map() }));
    s.count++;
    for (const [f, v] of Object.entries(n)) {
      if (f === "kind" || f === "span" || v === undefined) continue;
      let e = s.fields.get(f);
      if (!e) s.fields.set(f, (e = { count: 0, shapes: empty() }));
      e.count++;
      note(v, e.shapes);
    }
  }
  for (const [f, v] of Object.entries(n)) if (f !== "span") walk(v);
}

for (const [file, langs] of [["cards.en.jsonl.gz", ["en"]], ["printed.es-pt.jsonl.gz", ["es", "pt"]]] as const) {
  let records;
  try {
    records = readRecords(corpusFile(file)).records;
  } catch {
    continue;
  }
  for (const r of records) {
    const lang = recordLang(r);
    if (r.text && lang && (langs as readonly string[]).includes(lang)) walk(parseCard(toInput(r, lang)).abilities);
  }
}
for (const card of loadCardDirectory("cards")) for (const lang of cardLanguages(card)) walk(parseCard(toCardInput(card, lang)).abilities);

/**
 * Fields whose node kinds form one category of the language; a draft names the category
 * instead of listing every kind seen (the schema declares each category's members).
 */
const CATEGORY_FIELDS: [RegExp, string][] = [
  [/^(.*)\.(condition|if|asLongAs)$|^(restrict|tapped)\.unless$|^conditions\.items$/, "Condition"],
  [/^(clause|have|unlessDoes)\.action$/, "Action"],
  [/^static\.body$|^predicates\.predicates$|^compound\.parts$/, "StaticBody"],
  [/^(activated|cost|additionalCost)\.cost$/, "CostPart"],
  [/^filter\.post$/, "PostModifier"],
];

function categoryOf(kind: string, field: string): string | undefined {
  return CATEGORY_FIELDS.find(([re]) => re.test(`${kind}.${field}`))?.[1];
}

/** Move the node kinds of category fields into the category; returns the field's type. */
function draftType(kind: string, field: string, shapes: Shapes, groups: Map<string, Set<string>>): string {
  const cat = categoryOf(kind, field);
  if (!cat) return typeOf(shapes);
  const g = groups.get(cat) ?? new Set<string>();
  groups.set(cat, g);
  const take = (x: Shapes): Shapes => {
    for (const k of x.kinds) g.add(k);
    return { ...x, kinds: new Set([cat]), elements: x.elements && take(x.elements) };
  };
  return typeOf(take(shapes));
}

const schema = SCHEMA as Record<string, Record<string, string>>;
if (process.argv.includes("--draft")) {
  const groups = new Map<string, Set<string>>();
  const lines: string[] = [];
  for (const [kind, s] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`  ${/^[a-zA-Z_]\w*$/.test(kind) ? kind : JSON.stringify(kind)}: {`);
    for (const [f, e] of s.fields) lines.push(`    ${f}: "${draftType(kind, f, e.shapes, groups)}${e.count < s.count ? "?" : ""}",`);
    lines.push("  },");
  }
  console.log("export const CATEGORIES = {");
  for (const [g, ks] of groups) console.log(`  ${g}: "${[...ks].sort().join("|")}",`);
  console.log("};\n\nexport const SCHEMA = {");
  console.log(lines.join("\n"));
  console.log("};");
} else {
  const groups = new Map<string, Set<string>>();
  const out: string[] = [];
  for (const [kind, s] of [...kinds].sort(([a], [b]) => a.localeCompare(b))) {
    const declared = schema[kind];
    const types = [...s.fields].map(([f, e]) => [f, draftType(kind, f, e.shapes, groups), e.count < s.count] as const);
    const missing = types.filter(([f]) => !declared || !(f in declared));
    if (declared && missing.length === 0) continue;
    out.push(`  ${/^[a-zA-Z_]\w*$/.test(kind) ? kind : JSON.stringify(kind)}: {${declared ? "   // declared; new fields:" : `   // ${s.count} nodes, not declared`}`);
    for (const [f, type, optional] of missing) out.push(`    ${f}: "${type}${optional ? "?" : ""}",`);
    out.push("  },");
  }
  const cats = CATEGORIES as Record<string, string>;
  for (const [g, ks] of groups) {
    const have = new Set((cats[g] ?? "").split("|"));
    const add = [...ks].filter((k) => !have.has(k));
    if (add.length) console.log(`category ${g}: add ${add.join("|")}`);
  }
  // Fields whose declared type no longer covers what the parser emits are reported by the validator (test/ast).
  console.log(out.length ? out.join("\n") : "every kind and field is declared");
}
