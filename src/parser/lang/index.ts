/**
 * The concrete grammars of the languages other than English.
 *
 * English is the abstract grammar (src/parser/grammar.ts, rules in ../rules/):
 * it runs over language-neutral word tokens, so most of a Spanish or Portuguese
 * sentence reads through it once the language's lexicon pack
 * (grammar/<lang>/lexicon.ts) has mapped its words. What differs is word order
 * and a few constructions: those rules are overridden in a chevrotain subclass
 * (./romance.ts for what Spanish and Portuguese share, ./es.ts and ./pt.ts for
 * what is their own).
 */
import type { Lang } from "../../ast/base.ts";
import type { OracleGrammar } from "../grammar.ts";
import { ES_PACK } from "../../../grammar/es/lexicon.ts";
import { PT_PACK } from "../../../grammar/pt/lexicon.ts";
import { SpanishGrammar } from "./es.ts";
import { PortugueseGrammar } from "./pt.ts";

/** A new concrete grammar for a language other than English. */
export function languageGrammar(lang: Lang): OracleGrammar {
  if (lang === "es") return new SpanishGrammar();
  if (lang === "pt") return new PortugueseGrammar();
  throw new Error(`no grammar for language ${lang}`);
}

/** Whether a type line names an instant or a sorcery (whose text is the spell's instructions). */
export function isSpellType(type: string, lang: Lang): boolean {
  if (lang === "es") return ES_PACK.spellType.test(type);
  if (lang === "pt") return PT_PACK.spellType.test(type);
  return /\b(instant|sorcery)\b/i.test(type);
}
