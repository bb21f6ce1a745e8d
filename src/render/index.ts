/**
 * Rendering a parsed card back to rules text.
 *
 * English is the only language the renderer writes today. For "es" and "pt"
 * it returns the English wording after a one-line note ("[es: not yet
 * supported; English text follows]") rather than throwing, so that tools
 * printing a batch of cards keep going; callers that need to know can check
 * `isRenderLangSupported`.
 */
import type { Lang } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import { renderEnglish } from "./en.ts";
import { checkRenderable } from "./fields.ts";

export { RenderError } from "./en.ts";
export { modernize, stripReminders, canonicalText } from "./modernize.ts";

export function isRenderLangSupported(lang: Lang): boolean {
  return lang === "en";
}

export interface RenderOptions {
  /**
   * Throw a RenderError for any node field the renderer does not print, instead
   * of leaving those words out (unknown node kinds always throw).
   */
  strict?: boolean;
}

/**
 * Canonical wording of a parsed card in the given language (current Oracle
 * templating). Throws a RenderError naming a node kind it cannot print.
 */
export function renderCard(result: ParseResult, lang: Lang = "en", options: RenderOptions = {}): string {
  if (options.strict) checkRenderable(result.abilities);
  const english = renderEnglish(result);
  if (lang === "en") return english;
  return `[${lang}: not yet supported; English text follows]\n${english}`;
}
