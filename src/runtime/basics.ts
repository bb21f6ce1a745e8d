/**
 * Basic lands: the intrinsic mana abilities of the basic land types (rule 305.6) and
 * the basic land cards, which need no compiled definition.
 */
import { SUBTYPES } from "../../grammar/en/subtypes.ts";
import type { ActivatedAbility, CardDefinition } from "./types.ts";

/** Every creature type (rule 205.3m), for changeling (702.73a: "This object is every creature type"). */
export const CREATURE_TYPES: readonly string[] = SUBTYPES.creature;

export const BASIC_LAND_TYPES: Readonly<Record<string, string>> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

const intrinsic = new Map<string, ActivatedAbility>();

/** "{T}: Add {C}" for a basic land type (rule 305.6). The same frozen object each time. */
export function intrinsicManaAbility(landType: string): ActivatedAbility | undefined {
  const color = BASIC_LAND_TYPES[landType];
  if (!color) return undefined;
  let ability = intrinsic.get(landType);
  if (!ability) {
    const text = `{T}: Add {${color}}.`;
    ability = Object.freeze({
      kind: "activated",
      source: { text: `(${landType}) ${text}`, span: [0, 0] as [number, number] },
      cost: [{ kind: "tap" }],
      mana: true,
      produces: [`{${color}}`],
      effect: (ctx) => ctx.addMana(`{${color}}`),
    } satisfies ActivatedAbility);
    intrinsic.set(landType, ability);
  }
  return ability;
}

function basic(name: string, subtypes: string[], abilities: CardDefinition["abilities"] = [], text = ""): CardDefinition {
  return {
    name,
    manaCost: null,
    colors: [],
    supertypes: ["basic"],
    types: ["land"],
    subtypes,
    power: null,
    toughness: null,
    loyalty: null,
    abilities,
    text,
  };
}

/** The basic land cards, by name. Wastes has a printed mana ability, not an intrinsic one. */
export const BASIC_LANDS: Readonly<Record<string, CardDefinition>> = {
  Plains: basic("Plains", ["Plains"]),
  Island: basic("Island", ["Island"]),
  Swamp: basic("Swamp", ["Swamp"]),
  Mountain: basic("Mountain", ["Mountain"]),
  Forest: basic("Forest", ["Forest"]),
  Wastes: basic(
    "Wastes",
    [],
    [
      {
        kind: "activated",
        source: { text: "{T}: Add {C}.", span: [0, 13] },
        cost: [{ kind: "tap" }],
        mana: true,
        produces: ["{C}"],
        effect: (ctx) => ctx.addMana("{C}"),
      },
    ],
    "{T}: Add {C}.",
  ),
};
