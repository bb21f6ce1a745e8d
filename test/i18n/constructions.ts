/**
 * Shared by the tests of Spanish and Portuguese constructions: a sentence of a printed card and
 * the English text of the same card, parsed both ways.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { compareParses } from "../../src/i18n/compare.ts";
import type { ParseResult } from "../../src/ast/nodes.ts";

export interface Case {
  lang: "es" | "pt";
  text: string;
  en: string;
  /** Type lines (an instant's or sorcery's text is spell instructions). */
  type?: string;
  enType?: string;
}

export function fullyParsed(r: ParseResult): boolean {
  return !JSON.stringify(r.abilities).includes('"kind":"unparsed"') && !r.diagnostics.some((d) => d.severity === "error");
}

/** Both sides of a case, parsed with the card name `name`. */
export function parseCase(k: Case, name: string): { loc: ParseResult; en: ParseResult } {
  const loc = parseCard({ name, text: k.text, lang: k.lang, ...(k.type ? { type: k.type } : {}) });
  const en = parseCard({ name, text: k.en, lang: "en", ...(k.enType ? { type: k.enType } : {}) });
  return { loc, en };
}

/** One test per case, by construction: both sides parse fully and the checker finds no difference. */
export function sameMeaning(title: string, cases: Record<string, Case[]>, nameOf: (k: Case) => string): void {
  describe(title, () => {
    for (const [construction, list] of Object.entries(cases)) {
      describe(construction, () => {
        for (const k of list) {
          it(`${k.lang}: ${k.text}`, () => {
            const { loc, en } = parseCase(k, nameOf(k));
            expect(fullyParsed(loc), JSON.stringify(loc.abilities)).toBe(true);
            expect(fullyParsed(en)).toBe(true);
            expect(compareParses(loc, en)).toEqual([]);
          });
        }
      });
    }
  });
}

/** One test per case: the translation parses fully and the checker finds a difference from the English. */
export function differentMeaning(cases: Case[], name: string): void {
  for (const k of cases) {
    it(`${k.lang}: ${k.text} ≠ ${k.en}`, () => {
      const { loc, en } = parseCase(k, name);
      expect(fullyParsed(loc)).toBe(true);
      expect(compareParses(loc, en).length).toBeGreaterThan(0);
    });
  }
}
