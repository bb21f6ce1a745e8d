/**
 * Checking a parsed AST against the schema (schema.ts): every node's kind is declared,
 * it has a span, its fields are declared, required ones present, and every value has the
 * declared type. Used by the tests over the corpus, and by anyone who builds ASTs by hand.
 */
import { categoryKinds, schemaFields, type TypeExpr } from "./types.ts";

export interface SchemaProblem {
  /** Where, as a path of kinds and fields: `triggered.effect.sentences[0]`. */
  path: string;
  message: string;
}

/** The problems of a list of abilities (or any node or array of nodes); empty when it conforms. */
export function validateAst(value: unknown, path = "abilities"): SchemaProblem[] {
  const problems: SchemaProblem[] = [];
  check(value, path, problems);
  return problems;
}

function check(value: unknown, path: string, problems: SchemaProblem[]): void {
  if (Array.isArray(value)) {
    value.forEach((x, i) => check(x, `${path}[${i}]`, problems));
    return;
  }
  checkNode(value, path, problems);
}

function checkNode(value: unknown, path: string, problems: SchemaProblem[]): void {
  if (value === null || typeof value !== "object") {
    problems.push({ path, message: `expected a node, found ${JSON.stringify(value)}` });
    return;
  }
  const n = value as Record<string, unknown>;
  const kind = n.kind;
  const fields = typeof kind === "string" ? schemaFields().get(kind) : undefined;
  if (!fields) {
    problems.push({ path, message: `node kind ${JSON.stringify(kind)} is not declared in src/ast/schema.ts` });
    return;
  }
  const span = n.span;
  if (!Array.isArray(span) || span.length !== 2 || typeof span[0] !== "number" || typeof span[1] !== "number" || span[0] > span[1]) {
    problems.push({ path, message: `${kind}: missing or malformed span ${JSON.stringify(span)}` });
  }
  for (const [f, v] of Object.entries(n)) {
    if (f === "kind" || f === "span" || v === undefined) continue;
    const ft = fields.get(f);
    if (!ft) {
      problems.push({ path, message: `${kind}.${f} is not a declared field` });
      continue;
    }
    const why = mismatch(v, ft.type, `${path}.${f}`, problems);
    if (why) problems.push({ path: `${path}.${f}`, message: `${kind}.${f}: ${why}` });
  }
  for (const [f, ft] of fields) if (!ft.optional && n[f] === undefined) problems.push({ path, message: `${kind}.${f} is required` });
}

/** Why `v` does not have type `t` (undefined when it does). Nodes found are checked in turn. */
function mismatch(v: unknown, t: TypeExpr, path: string, problems: SchemaProblem[]): string | undefined {
  switch (t.t) {
    case "word":
      return v === t.value ? undefined : `expected '${t.value}', found ${JSON.stringify(v)}`;
    case "prim":
      if (t.name === "true") return v === true ? undefined : `expected true, found ${JSON.stringify(v)}`;
      return typeof v === t.name ? undefined : `expected a ${t.name}, found ${JSON.stringify(v)}`;
    case "node":
    case "category": {
      const kinds = t.t === "node" ? [t.kind] : categoryKinds(t.name);
      const kind = v !== null && typeof v === "object" && !Array.isArray(v) ? (v as { kind?: unknown }).kind : undefined;
      if (typeof kind !== "string" || !kinds.includes(kind)) return `expected ${t.t === "node" ? t.kind : t.name}, found ${describe(v)}`;
      checkNode(v, path, problems);
      return undefined;
    }
    case "array": {
      if (!Array.isArray(v)) return `expected an array, found ${describe(v)}`;
      for (let i = 0; i < v.length; i++) {
        const why = mismatch(v[i], t.of, `${path}[${i}]`, problems);
        if (why) return `[${i}]: ${why}`;
      }
      return undefined;
    }
    case "union": {
      // The first alternative that accepts the value decides (nodes are checked once).
      for (const alt of t.of) {
        const scratch: SchemaProblem[] = [];
        const why = mismatch(v, alt, path, scratch);
        if (!why) {
          problems.push(...scratch);
          return undefined;
        }
      }
      return `no alternative fits ${describe(v)}`;
    }
  }
}

function describe(v: unknown): string {
  if (Array.isArray(v)) return "an array";
  if (v !== null && typeof v === "object") return `a ${String((v as { kind?: unknown }).kind)} node`;
  return JSON.stringify(v);
}
