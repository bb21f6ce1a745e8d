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
  /** A card with two faces: the record's layout (`split`, `flip`, `transform`, `modal_dfc`, `adventure`, …), when it gives one. */
  layout?: string;
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

/**
 * Problems found: values the runtime cannot represent (e.g. `*` power without a rule that defines it).
 * `defined`: the stats a characteristic-defining ability of the card sets (rule 208.2a: "[This
 * creature's] power is equal to …"); a `*` there is that ability's, and the printed value is 0 until
 * it applies (layer 7a).
 */
export function characteristics(face: CardFace, defined: ReadonlySet<"power" | "toughness"> = new Set()): { chars: Characteristics; problems: string[] } {
  const problems: string[] = [];
  const faces = twoFaces(face);
  if (faces) {
    // A split, flip, adventurer or double-faced card (rules 708, 709, 712, 715) is one object
    // whose characteristics depend on its zone and on the face played; read as one face it
    // would be an impossible "Artifact // Sorcery". Its front face is read, and the card is
    // refused (the record's text does not say which words belong to which face).
    problems.push(`cards with two faces ("${face.name}", ${face.type ?? "no type line"}; rules 709, 712, 715)`);
    const front = characteristics(faces[0]!, defined);
    return { chars: { ...front.chars, name: face.name }, problems: [...problems, ...front.problems] };
  }
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
    if (v === "*" && (what === "power" || what === "toughness") && defined.has(what)) return 0;
    problems.push(`the ${what} "${v}"`);
    return null;
  };
  const power = num(face.power, "power");
  const toughness = num(face.toughness, "toughness");
  const loyalty = num(face.loyalty, "loyalty");
  return { chars: { name: face.name, manaCost: cost, colors, supertypes, types, subtypes, power, toughness, loyalty }, problems };
}

const FACE_SEPARATOR = /\s+\/\/\s+/;

/** The faces of a card whose name or type line joins two faces with " // ", else undefined. */
export function twoFaces(face: CardFace): CardFace[] | undefined {
  if (!FACE_SEPARATOR.test(face.name) && !FACE_SEPARATOR.test(face.type ?? "")) return undefined;
  const names = face.name.split(FACE_SEPARATOR);
  const types = (face.type ?? "").split(FACE_SEPARATOR);
  const costs = (face.manaCost ?? "").split(FACE_SEPARATOR);
  const n = Math.max(names.length, types.length);
  return Array.from({ length: n }, (_, i) => {
    const f: CardFace = { name: names[i] ?? names[0]!, text: i === 0 ? face.text : "" };
    if (face.lang !== undefined) f.lang = face.lang;
    if (types[i] !== undefined && face.type !== undefined) f.type = types[i];
    if (costs[i] !== undefined && face.manaCost !== undefined) f.manaCost = costs[i];
    if (i === 0) {
      if (face.power !== undefined) f.power = face.power;
      if (face.toughness !== undefined) f.toughness = face.toughness;
      if (face.loyalty !== undefined) f.loyalty = face.loyalty;
    }
    return f;
  });
}
