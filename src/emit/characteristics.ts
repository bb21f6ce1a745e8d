/**
 * The printed characteristics of a card (rule 109.3) from its name, mana cost,
 * type line, power/toughness and loyalty, in the runtime's vocabulary.
 */
import type { Lang } from "../ast/base.ts";
import type { Color } from "../runtime/index.ts";

export interface CardFace {
  name: string;
  text: string;
  type?: string;
  manaCost?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
  /** Language of name, type line and text (default en). */
  lang?: Lang;
}

export interface Characteristics {
  name: string;
  manaCost: string | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
}

const SUPERTYPES = new Set(["legendary", "basic", "snow", "world", "ongoing", "elite", "host"]);
const COLOR_ORDER: Color[] = ["W", "U", "B", "R", "G"];

/** Problems found: values the runtime cannot represent (e.g. `*` power without a rule that defines it). */
export function characteristics(face: CardFace): { chars: Characteristics; problems: string[] } {
  const problems: string[] = [];
  const type = (face.type ?? "").replace(/\s+-\s+/, " — ");
  const [left = "", right = ""] = type.split("—").map((s) => s.trim());
  const words = left.split(/\s+/).filter(Boolean);
  const supertypes = words.filter((w) => SUPERTYPES.has(w.toLowerCase())).map((w) => w.toLowerCase());
  const types = words.filter((w) => !SUPERTYPES.has(w.toLowerCase())).map((w) => w.toLowerCase());
  const subtypes = right ? right.split(/\s+/).filter(Boolean) : [];
  const cost = face.manaCost && face.manaCost.trim() !== "" ? face.manaCost.trim() : null;
  const symbols = cost?.match(/\{[^}]*\}/g) ?? [];
  const colors = COLOR_ORDER.filter((c) => symbols.some((s) => s.slice(1, -1).split("/").includes(c)));
  const num = (v: string | undefined, what: string): number | null => {
    if (v === undefined || v === "") return null;
    if (/^-?\d+$/.test(v)) return Number(v);
    problems.push(`${what} "${v}"`);
    return null;
  };
  const power = num(face.power, "power");
  const toughness = num(face.toughness, "toughness");
  const loyalty = num(face.loyalty, "loyalty");
  return { chars: { name: face.name, manaCost: cost, colors, supertypes, types, subtypes, power, toughness, loyalty }, problems };
}
