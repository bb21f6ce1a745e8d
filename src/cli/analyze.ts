/**
 * Questions about parse results that the CLI and the corpus report share.
 */
import type { Diagnostic } from "../ast/base.ts";

/** A plain AST node (JSON object with a string `kind`). */
export interface AnyNode {
  kind: string;
  span?: [number, number];
  [field: string]: unknown;
}

/** Calls `visit` for every object with a string `kind` inside `value` (depth first, document order). */
export function walkNodes(value: unknown, visit: (node: AnyNode) => void): void {
  if (Array.isArray(value)) {
    for (const item of value) walkNodes(item, visit);
    return;
  }
  if (value === null || typeof value !== "object") return;
  const obj = value as Record<string, unknown>;
  if (typeof obj.kind === "string") visit(obj as AnyNode);
  for (const key in obj) {
    const child = obj[key];
    if (child !== null && typeof child === "object") walkNodes(child, visit);
  }
}

/** Whether a node of kind `unparsed` appears anywhere inside `value`. */
export function hasUnparsed(value: unknown): boolean {
  if (Array.isArray(value)) {
    for (const item of value) if (hasUnparsed(item)) return true;
    return false;
  }
  if (value === null || typeof value !== "object") return false;
  const obj = value as Record<string, unknown>;
  if (obj.kind === "unparsed") return true;
  for (const key in obj) {
    const child = obj[key];
    if (child !== null && typeof child === "object" && hasUnparsed(child)) return true;
  }
  return false;
}

/** The `unparsed` nodes inside `value`, in document order. */
export function unparsedNodes(value: unknown): AnyNode[] {
  const out: AnyNode[] = [];
  walkNodes(value, (n) => {
    if (n.kind === "unparsed") out.push(n);
  });
  return out;
}

export function hasError(diagnostics: readonly Diagnostic[]): boolean {
  return diagnostics.some((d) => d.severity === "error");
}

/** The project's definition (corpus-interface.md): no `unparsed` node anywhere and no `error` diagnostic. */
export function isFullyParsed(result: { abilities: unknown; diagnostics: readonly Diagnostic[] }): boolean {
  return !hasError(result.diagnostics) && !hasUnparsed(result.abilities);
}
