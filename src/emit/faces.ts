/**
 * Cards with two faces (rules 709 split cards, 710 flip cards, 712 double-faced cards, 716 adventurer cards): one module
 * whose definition holds the first face's characteristics and abilities at the top level (the left half, the normal
 * characteristics, the front face) and the second face's in `otherFace`, with the `layout` that says how they relate.
 * The runtime's `faces.ts` plays them: which face applies in which zone, casting either half or face, Adventures.
 *
 * A record names its faces "A // B" in its name, type line and mana cost; its text gives each face's text separated by
 * a line "---" (or no text at all). What the record does not say — which face a lone mana cost or P/T belongs to, whether
 * two permanent faces transform or are modal — is refused with a message saying so, never guessed.
 */
import type { Diagnostic } from "../ast/base.ts";
import { englishTypeLine } from "../i18n/typeline.ts";
import type { CardLayout } from "../runtime/index.ts";
import type { CardFace } from "./characteristics.ts";
import { lit } from "./code.ts";
import { compileFace, exportNameOf, fileNameOf, moduleSource, unsupported, writeFace, type GeneratedCard } from "./module.ts";

const FACE_SEPARATOR = /\s+\/\/\s+/;
/** The line between the faces' texts in a record's text. */
export const FACE_TEXT_SEPARATOR = "\n---\n";

/** One face of a record, with where its text starts in the record's text. */
export interface RecordFace {
  face: CardFace;
  offset: number;
}

const RULES = "rules 709, 710, 712, 716";

function typeWords(face: CardFace): { spell: boolean; land: boolean; creature: boolean; planeswalker: boolean } {
  const line = face.type === undefined ? "" : face.lang && face.lang !== "en" ? englishTypeLine(face.type, face.lang) : face.type;
  const [left = "", right = ""] = line.replace(/\s+-\s+/, " — ").split("—");
  return {
    spell: /\b(instant|sorcery)\b/i.test(left),
    land: /\bland\b/i.test(left),
    creature: /\bcreature\b/i.test(left) || /\bVehicle\b/.test(right),
    planeswalker: /\bplaneswalker\b/i.test(left),
  };
}

/**
 * The faces of a two-faced record with their names, type lines, mana costs, texts, P/T and loyalty, and its layout;
 * `problems` says what the record leaves open (the card is then refused).
 */
export function recordFaces(card: CardFace): { faces: RecordFace[]; layout: CardLayout | undefined; problems: string[] } {
  const problems: string[] = [];
  const names = card.name.split(FACE_SEPARATOR);
  const types = (card.type ?? "").split(FACE_SEPARATOR);
  const cost = card.manaCost?.trim() ?? "";
  const costs = cost === "" ? [] : cost.split(FACE_SEPARATOR);
  const n = Math.max(names.length, types.length);
  if (n !== 2) problems.push(`cards with ${n} faces ("${card.name}"; ${RULES})`);
  if (names.length !== n) problems.push(`a card with two faces whose record gives one name ("${card.name}", ${card.type ?? "no type line"}; ${RULES})`);
  if (card.type === undefined || types.length !== n) problems.push(`a card with two faces whose record gives one type line ("${card.name}", ${card.type ?? "no type line"}; ${RULES})`);
  // each face's text: none at all, or the faces' texts separated by a line "---"
  const texts = card.text === "" ? Array.from({ length: n }, () => "") : card.text.split(FACE_TEXT_SEPARATOR);
  if (texts.length !== n) problems.push(`a card with two faces whose text does not say which words belong to which face (no line "---" between the faces' texts; ${RULES})`);
  const faces: RecordFace[] = [];
  let offset = 0;
  for (let i = 0; i < n; i++) {
    const f: CardFace = { name: names[i] ?? names[0]!, text: texts.length === n ? texts[i]! : "" };
    if (card.lang !== undefined) f.lang = card.lang;
    if (card.type !== undefined) f.type = types[i] ?? types[0]!;
    faces.push({ face: f, offset });
    offset += f.text.length + FACE_TEXT_SEPARATOR.length;
  }
  const words = faces.map((f) => typeWords(f.face));
  const layout = layoutOf(card, faces, words, problems);

  // mana costs: one per face, none, or one that only one face can have (a flip card's, 710.1c; a land has none)
  if (costs.length === n) faces.forEach((f, i) => (f.face.manaCost = costs[i]!.trim()));
  else if (costs.length === 1) {
    const owners = layout === "flip" ? [0] : words.flatMap((w, i) => (w.land ? [] : [i]));
    if (owners.length === 1) faces[owners[0]!]!.face.manaCost = costs[0]!.trim();
    else problems.push(`a card with two faces whose record gives one mana cost for both ("${card.manaCost}"; ${RULES})`);
  } else if (costs.length > 0) problems.push(`a card with two faces whose record gives ${costs.length} mana costs for ${n} faces (${RULES})`);
  faces.forEach((f, i) => {
    // a face cast as a spell needs its mana cost (a transforming card's back face and a flipped face have none of their own)
    const castable = !words[i]!.land && (i === 0 || layout === "split" || layout === "modal" || layout === "adventure" || layout === "omen");
    if (castable && (f.face.manaCost === undefined || f.face.manaCost === "")) problems.push(`a face without its mana cost ("${f.face.name}": the record doesn't give it)`);
  });

  // a transforming card's back face has no mana cost: its colour is its colour indicator (204), which a record doesn't give (a land has none)
  if (layout === "transform" && faces[1] && !words[1]!.land) problems.push(`a back face without its colour ("${faces[1].face.name}": its colour indicator, rule 204, is not in the record)`);
  // power/toughness and loyalty: the record gives one set, the first face's that can have it
  const stat = (has: (i: number) => boolean, keys: ("power" | "toughness" | "loyalty")[], what: string) => {
    const given = keys.some((k) => card[k] !== undefined);
    const owner = faces.findIndex((_, i) => has(i));
    faces.forEach((f, i) => {
      if (!has(i)) return;
      if (i === owner && given) for (const k of keys) if (card[k] !== undefined) f.face[k] = card[k];
      if (i !== owner || !given) problems.push(`a face without its ${what} ("${f.face.name}": the record ${given ? "gives them for one face only" : "doesn't give them"})`);
    });
  };
  stat((i) => words[i]!.creature, ["power", "toughness"], "power and toughness");
  stat((i) => words[i]!.planeswalker, ["loyalty"], "loyalty");
  return { faces, layout, problems };
}

/** How the faces relate: the record's layout, else what the type lines prove (an Adventure or Omen subtype, two spell halves, a spell and a permanent face). */
function layoutOf(card: CardFace, faces: RecordFace[], words: ReturnType<typeof typeWords>[], problems: string[]): CardLayout | undefined {
  const subtypes = (faces[1]?.face.type ?? "").split(/—|\s-\s/)[1] ?? "";
  if (/\bAdventure\b/.test(subtypes)) return "adventure";
  if (/\bOmen\b/.test(subtypes)) return "omen";
  switch (card.layout) {
    case "split":
      return "split";
    case "flip":
      return "flip";
    case "transform":
      return "transform";
    case "modal_dfc":
      return "modal";
    case undefined:
      break;
    default:
      problems.push(`cards of the layout "${card.layout}" ("${card.name}"; ${RULES})`);
      return undefined;
  }
  const spells = words.filter((w) => w.spell).length;
  if (spells === faces.length) return "split";
  // 712.6: a transforming card's faces are permanents, so a spell face with a permanent face is a modal double-faced card
  if (spells > 0) return "modal";
  // 712.1: a transforming card's faces have the abilities that transform it; a modal one's can't transform. Likewise a
  // flip card's text flips it (710.1a).
  const front = faces[0]!.face;
  if (faces.some((f) => /\btransforms?\b/i.test(f.face.text))) return "transform";
  if (new RegExp(`\\bflip (it|${front.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")})\\b`, "i").test(front.text)) return "flip";
  problems.push(`a double-faced card whose record does not say whether it transforms or is modal ("${card.name}"; rule 712.1)`);
  return undefined;
}

/** The module of a card with two faces (see the file's comment). */
export function generateTwoFaced(card: CardFace): GeneratedCard {
  const text = card.text;
  const { faces, layout, problems } = recordFaces(card);
  const refused: Diagnostic[] = problems.map((p) => unsupported(p, [0, 0], text));
  if (layout === "adventure" || layout === "omen") {
    if (typeWords(faces[0]!.face).land)
      refused.push(unsupported(`adventurer cards whose normal face is a land ("${card.name}": rule 716.3d lets the card be cast from exile, and a land is played)`, [0, 0], text));
  }
  const compiled = faces.map(({ face, offset }) => {
    const c = compileFace(face, undefined, layout === "transform" || layout === "flip" ? { name: face.name, layout } : undefined);
    // a face's diagnostics point into the record's text
    for (const d of c.refused) refused.push({ ...d, span: [d.span[0] + offset, d.span[1] + offset] });
    return c;
  });
  const imports = new Set(compiled.flatMap((c) => [...c.imports]));
  const source = moduleSource(
    imports,
    (w) => {
      const [first, second] = compiled;
      if (first) writeFace(w, first.chars, faces[0]!.face.text, first.abilities, first.costs);
      if (layout) w.writeLine(`layout: ${lit(layout)},`);
      if (second) {
        w.write("otherFace: ").inlineBlock(() => writeFace(w, second.chars, faces[1]!.face.text, second.abilities, second.costs));
        w.write(",").newLine();
      }
    },
    refused,
  );
  return { name: card.name, fileName: fileNameOf(card.name), exportName: exportNameOf(card.name), source, refused };
}
