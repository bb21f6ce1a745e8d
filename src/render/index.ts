import type { Lang } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";

/** Canonical wording of a parsed card in the given language (placeholder until the renderer lands). */
export function renderCard(result: ParseResult, lang: Lang = "en"): string {
  void lang;
  return result.abilities.map((a) => String((a as { body?: { text?: string } }).body?.text ?? "")).join("\n");
}
