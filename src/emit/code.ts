/**
 * Small helpers for writing TypeScript source text: literals in the style
 * prettier prints them, and the error the generator throws on a construct it
 * does not support yet.
 */
import { WRITTEN_FORM_FIELDS, type Span } from "../ast/base.ts";

/** A construct the code generator does not support yet (becomes an OC3101 diagnostic on the card). */
export class Unsupported extends Error {
  override name = "Unsupported";
  readonly what: string;
  readonly span: Span | undefined;
  constructor(what: string, span?: Span) {
    super(what);
    this.what = what;
    this.span = span;
  }
}

/** A plain AST node. */
export interface N {
  kind: string;
  span?: Span;
  [field: string]: unknown;
}

export function isNode(v: unknown): v is N {
  return v !== null && typeof v === "object" && !Array.isArray(v) && typeof (v as N).kind === "string";
}

const WRITTEN_FORM: ReadonlySet<string> = new Set(WRITTEN_FORM_FIELDS);

/** Throws Unsupported when `node` has a field the generator would otherwise ignore (so that no words are dropped). */
/** Whether a node satisfying `test` is anywhere in `v` (an AST value: nodes, arrays of them, fields). */
export function someNode(v: unknown, test: (n: N) => boolean): boolean {
  if (Array.isArray(v)) return v.some((x) => someNode(x, test));
  if (!v || typeof v !== "object") return false;
  if (isNode(v) && test(v)) return true;
  return Object.values(v).some((x) => x && typeof x === "object" && someNode(x, test));
}

export function onlyKeys(node: N, allowed: readonly string[], what = node.kind): void {
  for (const k of Object.keys(node)) {
    // A field set to undefined is a field the node does not have.
    if (node[k] === undefined) continue;
    if (k === "kind" || k === "span" || k === "reminders" || k === "rule" || k === "legacy" || k === "word" || k === "article" || WRITTEN_FORM.has(k)) continue;
    if (!allowed.includes(k)) throw new Unsupported(`${what} with "${k}"`, node.span);
  }
}

export function node(v: unknown, what: string, span?: Span): N {
  if (!isNode(v)) throw new Unsupported(what, span);
  if (v.kind === "unparsed") throw new Unsupported(what, v.span ?? span);
  return v;
}

const IDENT = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A data value as a TypeScript literal (double quotes, unquoted keys where possible). */
export function lit(value: unknown): string {
  if (value === undefined) return "undefined";
  // Infinity ("any number of target creatures": no most) is a number JSON cannot write
  if (typeof value === "number" && !Number.isFinite(value)) return Number.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
  if (value === null || typeof value === "number" || typeof value === "boolean") return JSON.stringify(value);
  if (typeof value === "string") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(lit).join(", ")}]`;
  if (value instanceof Code) return value.text;
  const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return "{}";
  return `{ ${entries.map(([k, v]) => `${IDENT.test(k) ? k : JSON.stringify(k)}: ${lit(v)}`).join(", ")} }`;
}

/** Raw code inside a literal built with `lit`. */
export class Code {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

export const code = (text: string): Code => new Code(text);

/** An object literal from [key, code] pairs (undefined values left out). */
export function objectCode(fields: [string, string | undefined][]): string {
  const parts = fields.filter(([, v]) => v !== undefined).map(([k, v]) => `${IDENT.test(k) ? k : JSON.stringify(k)}: ${v}`);
  return `{\n${parts.map((p) => `${p},`).join("\n")}\n}`;
}

/** `{N}` mana text from symbols. */
export function manaText(symbols: unknown): string {
  if (!Array.isArray(symbols)) throw new Unsupported("mana symbols");
  return symbols.map((s) => `{${String(s)}}`).join("");
}
