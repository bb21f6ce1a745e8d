/**
 * A Spanish or Portuguese type line in English words ("Criatura legendaria — Humano Clérigo" →
 * "Creature Legendary — Human Cleric"), by the language's lexicon: card types, supertypes and
 * subtypes are word classes there. A word the lexicon doesn't know stays as it is (and is then
 * refused as an unknown type, never dropped).
 */
import type { Lang } from "../ast/base.ts";
import { ES_PACK } from "../../grammar/es/lexicon.ts";
import { PT_PACK } from "../../grammar/pt/lexicon.ts";

const TYPE_TOKENS = new Set(["CardType", "Supertype", "Subtype"]);

export function englishTypeLine(type: string, lang: Lang): string {
  if (lang !== "es" && lang !== "pt") return type;
  const pack = lang === "es" ? ES_PACK : PT_PACK;
  const word = (w: string): string => {
    const e = pack.words.get(w.toLowerCase());
    return e && TYPE_TOKENS.has(e.token) && typeof e.value === "string" ? e.value : w;
  };
  const [left = "", ...rest] = type.replace(/\s+-\s+/, " — ").split("—");
  // Portuguese prints an instant as "Mágica Instantânea" (spell instant): the word for "spell" is not a type.
  const spell = (w: string) => pack.words.get(w.toLowerCase())?.token === "Spell";
  const en = (part: string) => {
    const words = part.trim().split(/\s+/).filter(Boolean);
    return (words.some((w) => !spell(w)) ? words.filter((w) => !spell(w)) : words).map(word).join(" ");
  };
  return rest.length ? `${en(left)} — ${en(rest.join(" "))}` : en(left);
}
