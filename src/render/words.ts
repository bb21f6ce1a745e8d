/**
 * English word forms the renderer needs: number words, articles, plurals,
 * verb agreement, possessives and capitalisation.
 */
import { englishPlural } from "../../grammar/en/lexicon.ts";

const NUMBER_WORDS = [
  "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
  "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty",
];

/** 3 → "three" (zero to twenty); larger numbers and X stay numerals. */
export function numberWord(n: number | string): string {
  if (typeof n === "number" && Number.isInteger(n) && n >= 0 && n < NUMBER_WORDS.length) return NUMBER_WORDS[n]!;
  return String(n);
}

/** "a" or "an" before `next` (by sound: "an Elf", "a Unicorn", "an 8/8", "an X/X", "a +1/+1"). */
export function article(next: string): "a" | "an" {
  const w = next.trim();
  if (/^(8|11|18|8\d)(\D|$)/.test(w)) return "an";
  if (/^X(\W|$)/.test(w)) return "an";
  if (/^[0-9+\-{]/.test(w)) return "a";
  const lower = w.toLowerCase();
  if (/^(uni|use|usu|uti|ura|uro|eu|ewe|one|once)/.test(lower)) return "a";
  if (/^(hour|honor|honest|heir)/.test(lower)) return "an";
  return /^[aeiou]/.test(lower) ? "an" : "a";
}

/** Plural of a common noun or a card type: "creature" → "creatures", "sorcery" → "sorceries", "ability" → "abilities". */
export function plural(word: string): string {
  return englishPlural(word);
}

const THIRD_PERSON: Record<string, string> = { have: "has", do: "does", "don't": "doesn't", are: "is", "can't": "can't", may: "may" };

/** Third person singular of a verb's base form: "draw" → "draws", "search" → "searches", "copy" → "copies". */
export function thirdPerson(verb: string): string {
  const irregular = THIRD_PERSON[verb];
  if (irregular) return irregular;
  if (/(s|sh|ch|x|z|o)$/.test(verb)) return verb + "es";
  if (/[^aeiou]y$/.test(verb)) return verb.slice(0, -1) + "ies";
  return verb + "s";
}

/** "Elspeth" → "Elspeth's", "creatures" (plural) → "creatures'". */
export function possessive(phrase: string, pluralNoun = false): string {
  if (pluralNoun && /s$/.test(phrase)) return phrase + "'";
  return phrase + "'s";
}

export function capitalize(s: string): string {
  const i = s.search(/[A-Za-z]/);
  if (i < 0) return s;
  // Only when the first letter starts the text (after quotes, bullets or symbols like "{T}: " do not count).
  if (i > 0 && !/^["“•\s]*$/.test(s.slice(0, i))) return s;
  return s.slice(0, i) + s[i]!.toUpperCase() + s.slice(i + 1);
}
