/**
 * Word tables of the Spanish and Portuguese renderers (src/render/romance.ts):
 * nouns with their gender, adjectives in their four forms, verbs in the forms
 * card text uses, and the fixed phrases of current templating. Each spelling
 * here is one the language's lexicon (grammar/<lang>/lexicon.ts) reads back,
 * learnt from recent printings in ../shared/corpus/printed.es-pt.jsonl.gz
 * ("entra", "lanzas", "objetivo"; "conjura", "mágica", "marcador", "grimório").
 *
 * Keyword names and creature types come from the language packs themselves
 * (`packWords`), so the renderer and the parser share one vocabulary.
 */
import type { Lang } from "../ast/base.ts";
import type { LanguagePack } from "../i18n/pack.ts";

export type Gender = "m" | "f";

export interface Noun {
  sg: string;
  pl: string;
  g: Gender;
}

/**
 * A verb's forms: imperative (addressed to the player), infinitive, "you" indicative
 * (es "robas", pt "você compra" → "compra"), third person singular and plural, and the
 * forms after "Cuando/Siempre que" (es present subjunctive) or "Quando/Toda vez que"
 * (pt future subjunctive), singular and plural, and for "you" (es "lances", pt "conjurar").
 */
export interface Verb {
  imp: string;
  inf: string;
  you: string;
  s3: string;
  p3: string;
  subj: string;
  subjPl: string;
  subjYou: string;
}

export function verb(spec: string): Verb {
  const [imp, inf, you, s3, p3, subj, subjPl, subjYou] = spec.split("|") as [string, string, string, string, string, string, string, string];
  return { imp, inf, you, s3, p3, subj, subjPl, subjYou };
}

export function nouns(spec: Record<string, string>): Record<string, Noun> {
  const out: Record<string, Noun> = {};
  for (const [k, v] of Object.entries(spec)) {
    const [sg, pl, g] = v.split("|") as [string, string, Gender];
    out[k] = { sg, pl, g };
  }
  return out;
}

/** m, f, m plural, f plural */
export type Adjective = [string, string, string, string];

export function adjs(spec: Record<string, string>): Record<string, Adjective> {
  const out: Record<string, Adjective> = {};
  for (const [k, v] of Object.entries(spec)) out[k] = v.split("|") as Adjective;
  return out;
}

export interface RomanceWords {
  lang: Lang;
  pack: LanguagePack;
  /** Card types and the nouns filters are built on (keys: English lemma). */
  nouns: Record<string, Noun>;
  /** Colours, supertypes and other adjectives (keys: English). */
  adjectives: Record<string, Adjective>;
  verbs: Record<string, Verb>;
  /** Definite articles m, f, m plural, f plural; indefinite m, f. */
  the: Adjective;
  a: [string, string];
  /** "this", "that", "each", "another", "all", "other" as m, f, mpl, fpl. */
  this: Adjective;
  that: Adjective;
  other: Adjective;
  all: Adjective;
  each: string;
  another: [string, string];
  /** Number words 0–10 (masculine; feminine forms in `numberFem`). */
  numbers: string[];
  numberFem: Record<number, string>;
  /** Placement of "target" after the noun, invariable in es ("objetivo"), plural in pt ("alvos"). */
  target: [string, string];
  anyTarget: string;
  /** "you control" after a noun; "an opponent controls". */
  youControl: string;
  controls: (subject: string) => string;
  you: string;
  /** "Cuando", "Siempre que", "Al comienzo de" */
  when: string;
  whenever: string;
  atBeginning: string;
  /** "tu", "cada", "el" + step nouns */
  steps: Record<string, Noun>;
  your: Adjective;
  untilEndOfTurn: string;
  thisTurn: string;
  /** "puedes" + infinitive */
  youMay: string;
  mayThird: [string, string];
  ifYouDo: string;
  then: string;
  /** "and" in a sequence; ", then" in a sequence */
  and: string;
  or: string;
  andThen: string;
  /** "N damage" ("2 puntos de daño", "2 de dano") */
  damage: (n: string) => string;
  /** "N life" after gain/lose */
  life: (n: string, one: boolean) => string;
  /** "to" before a damage recipient */
  to: string;
  /** "on" before a counter's recipient (es "sobre", pt "em" + article contraction) */
  on: (object: string) => string;
  counter: Noun;
  token: Noun;
  card: Noun;
  /** "of" joining a head noun and its type ("carta de criatura") */
  of: string;
  /** "gains <keyword>" wording: es "gana la habilidad de volar", pt "ganha voar" */
  gainsKeyword: (verbForm: string, keywords: string) => string;
  /** "can't block" etc. */
  cant: [string, string];
  block: string;
  attack: string;
  beBlocked: [string, string];
  /** "enters tapped" */
  entersTapped: (subject: string, g: Gender, pl: boolean) => string;
  entersWith: (subject: string, pl: boolean, counters: string) => string;
  hand: string;
  ownersHand: string;
  graveyard: string;
  yourGraveyard: string;
  library: string;
  battlefield: string;
  /** "Add" of mana abilities */
  addMana: string;
  fromGraveyard: string;
  /** preposition contractions: "de el" → "del", "a el" → "al", "em a" → "na" … */
  contract: (s: string) => string;
}

/** The pack's spellings of a word token value (first spelling = the canonical one). */
export function packWords(pack: LanguagePack, token: string, value: string, plural: boolean): string | undefined {
  for (const [spelling, e] of pack.words) {
    if (e.token === token && String(e.value).toLowerCase() === value.toLowerCase() && Boolean(e.plural) === plural) return spelling;
  }
  return undefined;
}

/** The language's name of a keyword ability (its first, current spelling), with its type for landwalk/typecycling. */
export function packKeyword(pack: LanguagePack, id: string, prefix?: string): string | undefined {
  let found: string | undefined;
  for (const [name, k] of pack.keywords) {
    if (k.id !== id) continue;
    if ((k.prefix ?? "").toLowerCase() !== (prefix ?? "").toLowerCase()) continue;
    if (found === undefined) found = name;
  }
  return found;
}
