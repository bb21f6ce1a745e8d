/** Suggested edits carried by diagnostics (`Diagnostic.fix`). */
import type { Diagnostic } from "../ast/base.ts";

/**
 * The text with the fixes of the given diagnostics applied (all of them when `codes` is
 * omitted). Fixes that overlap one already applied are skipped.
 */
export function applyFixes(text: string, diagnostics: readonly Diagnostic[], codes?: readonly string[]): string {
  const fixes = diagnostics
    .filter((d) => d.fix !== undefined && (codes === undefined || codes.includes(d.code)))
    .map((d) => d.fix!)
    .sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1]);
  let out = "";
  let at = 0;
  for (const f of fixes) {
    const [start, end] = f.span;
    if (start < at || end > text.length) continue;
    out += text.slice(at, start) + f.text;
    at = end;
  }
  return out + text.slice(at);
}
