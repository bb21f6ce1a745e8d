/**
 * The schema's small type language (see schema.ts): parsed once, shared by the
 * generator of nodes.ts and by the validator.
 */
import { CATEGORIES, SCHEMA } from "./schema.ts";

export type TypeExpr =
  | { t: "word"; value: string }
  | { t: "prim"; name: "string" | "number" | "true" | "boolean" }
  | { t: "node"; kind: string }
  | { t: "category"; name: string }
  | { t: "array"; of: TypeExpr }
  | { t: "union"; of: TypeExpr[] };

export interface FieldType {
  type: TypeExpr;
  optional: boolean;
}

/** Split at `|` outside parentheses. */
function alternatives(src: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = "";
  for (const ch of src) {
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (ch === "|" && depth === 0) {
      out.push(cur);
      cur = "";
    } else cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim());
}

export function parseType(src: string): TypeExpr {
  const alts = alternatives(src);
  if (alts.length > 1) return { t: "union", of: alts.map(parseType) };
  const s = alts[0]!;
  if (s.endsWith("[]")) {
    const inner = s.slice(0, -2);
    return { t: "array", of: parseType(inner.startsWith("(") && inner.endsWith(")") ? inner.slice(1, -1) : inner) };
  }
  if (/^'[^']*'$/.test(s)) return { t: "word", value: s.slice(1, -1) };
  if (s === "string" || s === "number" || s === "true" || s === "boolean") return { t: "prim", name: s };
  if (s.startsWith("node:") && s.slice(5) in SCHEMA) return { t: "node", kind: s.slice(5) };
  if (s in CATEGORIES) return { t: "category", name: s };
  if (s in SCHEMA) return { t: "node", kind: s };
  throw new Error(`AST schema: unknown type ${JSON.stringify(s)}`);
}

export function parseFieldType(src: string): FieldType {
  const optional = src.endsWith("?");
  return { type: parseType(optional ? src.slice(0, -1) : src), optional };
}

/** The node kinds of a category. */
export function categoryKinds(name: string): string[] {
  const members = CATEGORIES[name];
  if (members === undefined) throw new Error(`AST schema: unknown category ${name}`);
  return members.split("|").map((k) => k.trim());
}

let parsed: Map<string, Map<string, FieldType>> | undefined;

/** Every kind's fields, parsed (and the schema checked for unknown names) on first use. */
export function schemaFields(): Map<string, Map<string, FieldType>> {
  if (parsed) return parsed;
  const m = new Map<string, Map<string, FieldType>>();
  for (const [kind, fields] of Object.entries(SCHEMA)) {
    m.set(kind, new Map(Object.entries(fields).map(([f, src]) => [f, parseFieldType(src)])));
  }
  for (const name of Object.keys(CATEGORIES)) {
    for (const k of categoryKinds(name)) if (!(k in SCHEMA)) throw new Error(`AST schema: category ${name} names unknown kind ${k}`);
  }
  return (parsed = m);
}
