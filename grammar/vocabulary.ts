/**
 * The abstract vocabulary shared by every spoken language: a lexicon maps a
 * language's spellings to these language-neutral word tokens.
 */

export interface LexiconEntry {
  /** Name of the word token (e.g. "Destroy", "CardType"). */
  token: string;
  /** For word classes: the value the spelling stands for ("creature", 3, "Elf"); for other words: the lemma. */
  value?: string | number;
  /** Plural spelling of a noun ("creatures", "Elves"). */
  plural?: boolean;
  /** For "non" words (nonblack, noncreature): the token of the negated word. */
  negatedToken?: string;
}

export type Lexicon = Map<string, LexiconEntry>;

/** Word classes whose tokens carry a value. */
export const WORD_CLASSES = ["CardType", "Supertype", "ColorWord", "ColorAdjective", "NumberWord", "Ordinal", "Subtype", "NonWord"] as const;
