/**
 * Cards with two faces (rules 709 split cards, 710 flip cards, 712 double-faced cards, 716 adventurer cards): which
 * characteristics an object represented by such a card has, by its layout, its zone and the face in use.
 *
 * A definition with `layout` and `otherFace` holds its first face at the top level (the left half, the normal
 * characteristics, the front face) and its second face in `otherFace`. The game keeps on each object the face in use
 * (`face`: 0 or 1, or none for the card's normal characteristics), chosen as it is cast (709.3, 712.7, 716.3) or played
 * as a land (712.8), kept from the stack to the battlefield (712.9), and forgotten when it changes zones otherwise
 * (400.7, 712.4a).
 */
import type { CardDefinition, CardLayout, FaceDefinition } from "./types.ts";

/** The definitions an object represented by a two-faced card can have. */
export interface FaceSet {
  layout: CardLayout;
  /** Outside the stack and the battlefield (and there with no face chosen): the front face, the normal characteristics, or both halves combined (709.4). */
  normal: CardDefinition;
  faces: readonly [CardDefinition, CardDefinition];
}

const LAYOUTS: readonly CardLayout[] = ["split", "flip", "transform", "modal", "adventure", "omen"];
const COLORS = ["W", "U", "B", "R", "G"] as const;

const union = <T>(a: readonly T[], b: readonly T[]): T[] => [...a, ...b.filter((x) => !a.includes(x))];

/** Why a definition's faces are not a card with two faces the runtime plays, or null (also for a card with one face). */
export function checkFaces(def: CardDefinition): string | null {
  if (def.layout === undefined && def.otherFace === undefined) return null;
  if (def.layout === undefined || !LAYOUTS.includes(def.layout)) return `unknown card layout "${String(def.layout)}"`;
  if (!def.otherFace) return `a ${def.layout} card without its second face`;
  const b = def.otherFace;
  const spell = (f: FaceDefinition) => f.types.includes("instant") || f.types.includes("sorcery");
  switch (def.layout) {
    case "split":
      if (!spell(def) || !spell(b)) return "a split card's halves are instants or sorceries here (709)";
      return null;
    case "adventure":
    case "omen":
      if (!spell(b)) return `an ${def.layout === "omen" ? "Omen" : "Adventure"} is an instant or sorcery (716.2)`;
      if (spell(def)) return "an adventurer card's normal characteristics are those of a permanent card (716.2)";
      return null;
    case "flip":
    case "transform":
      // 712.6: a face that is an instant or sorcery can't be transformed into; such a card can't be played
      if (spell(def) || spell(b)) return `a ${def.layout} card's faces are permanents (710.1, 712.6)`;
      return null;
    case "modal":
      return null;
  }
}

/** The definitions of a two-faced card (undefined for a card with one face). The definition must have passed `checkFaces`. */
export function faceSet(def: CardDefinition): FaceSet | undefined {
  if (!def.layout || !def.otherFace) return undefined;
  const { layout, otherFace, ...rest } = def;
  const first: CardDefinition = { ...rest };
  let second: CardDefinition = { ...otherFace };
  // 710.1c: a flip card's colour and mana cost don't change when it flips
  if (layout === "flip") second = { ...second, manaCost: first.manaCost, colors: [...first.colors] };
  let normal = first;
  if (layout === "split") {
    // 709.4: in every zone but the stack, both halves combined: two names, the combined mana cost (709.4b), every type and ability (709.4c)
    normal = {
      name: `${first.name} // ${second.name}`,
      manaCost: first.manaCost === null && second.manaCost === null ? null : `${first.manaCost ?? ""}${second.manaCost ?? ""}`,
      colors: COLORS.filter((c) => first.colors.includes(c) || second.colors.includes(c)),
      supertypes: union(first.supertypes, second.supertypes),
      types: union(first.types, second.types),
      subtypes: union(first.subtypes, second.subtypes),
      power: null,
      toughness: null,
      loyalty: null,
      abilities: [...first.abilities, ...second.abilities],
      costs: [...(first.costs ?? []), ...(second.costs ?? [])],
    };
    if (first.text !== undefined || second.text !== undefined) normal.text = `${first.text ?? ""}\n---\n${second.text ?? ""}`;
  }
  return { layout, normal, faces: [first, second] };
}

/** The definition that applies to an object: the face in use, a flipped permanent's other face (710.2), else the normal one. */
export function definitionFor(set: FaceSet, o: { face?: 0 | 1; flipped: boolean; zone: string }): CardDefinition {
  if (o.face !== undefined) return set.faces[o.face];
  if (set.layout === "flip" && o.flipped && o.zone === "battlefield") return set.faces[1];
  return set.normal;
}

/**
 * Why a card can't be cast with this face (or with none chosen), or null. `from`: the zone it's cast from;
 * `adventureOnly`: the only permission to cast it from there is that of its resolved Adventure (716.3d).
 */
export function castFaceProblem(set: FaceSet | undefined, face: 0 | 1 | undefined, adventureOnly: boolean): string | null {
  if (!set) return face === undefined ? null : "it has only one face";
  switch (set.layout) {
    case "split":
      return face === undefined ? "choose which half of a split card is cast (709.3)" : null;
    case "modal":
      return null;
    case "adventure":
    case "omen":
      if (face === 1 && adventureOnly) return "a card exiled by its own Adventure can't be cast as an Adventure this way (716.3d)";
      return null;
    case "transform":
      // 712.7: cast front face up, unless an effect lets it be cast transformed
      return face === 1 ? "a transforming double-faced card is cast with its front face up (712.7)" : null;
    case "flip":
      return face === 1 ? "a flip card is cast with its normal characteristics (710.2)" : null;
  }
}

/** Why this face of a card can't be played as a land, or null (712.8: a modal double-faced card's land face). */
export function playFaceProblem(set: FaceSet | undefined, face: 0 | 1 | undefined): string | null {
  if (face === undefined) return null;
  if (!set) return "it has only one face";
  return set.layout === "modal" ? null : `only a modal double-faced card is played with the face of one's choice (712.8), not a ${set.layout} card`;
}
