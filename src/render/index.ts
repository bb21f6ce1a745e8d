/**
 * Rendering a parsed card back to rules text: English (./en.ts), Spanish and
 * Portuguese (./romance.ts with the word tables ./es.ts and ./pt.ts).
 *
 * The Spanish and Portuguese renderers cover the commonest node kinds; a node
 * they cannot print yet becomes a visible marker `⟨kind⟩` in the text and a
 * `RenderGap` (`renderCardDetailed`), never English and never dropped words.
 */
import type { Lang } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import { renderEnglish, RenderError } from "./en.ts";
import { checkRenderable } from "./fields.ts";
import { ES_WORDS } from "./es.ts";
import { PT_WORDS } from "./pt.ts";
import { renderRomance, type RenderGap } from "./romance.ts";

export { RenderError } from "./en.ts";
export { modernize, stripReminders, canonicalText } from "./modernize.ts";

export type { RenderGap } from "./romance.ts";

export function isRenderLangSupported(lang: Lang): boolean {
  return lang === "en" || lang === "es" || lang === "pt";
}

export { localSelfReference } from "./romance.ts";

export interface RenderOptions {
  /** Spanish and Portuguese: how the text calls the card itself ("el Choque"); by default its English name. */
  localName?: string;
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
  return renderCardDetailed(result, lang, options).text;
}

export interface DetailedRendering {
  text: string;
  /** Nodes printed as markers (Spanish and Portuguese only; English throws instead). */
  gaps: RenderGap[];
}

/** The rendering and the nodes it could not print (each is a `⟨kind⟩` marker in the text). */
export function renderCardDetailed(result: ParseResult, lang: Lang = "en", options: RenderOptions = {}): DetailedRendering {
  if (lang === "en") {
    if (options.strict) checkRenderable(result.abilities);
    return { text: renderEnglish(result), gaps: [] };
  }
  const r = renderRomance(result, lang === "es" ? ES_WORDS : PT_WORDS, options.localName);
  if (options.strict && r.gaps.length) {
    const g = r.gaps[0]!;
    throw new RenderError(g.field ? `${g.kind}.${g.field}` : g.kind, `${lang} text`);
  }
  return r;
}
