/**
 * Basic lands: the intrinsic mana abilities of the basic land types (rule 305.6) and
 * the basic land cards, which need no compiled definition.
 */
import { SUBTYPES } from "../../grammar/en/subtypes.ts";
import type { ActivatedAbility, CardDefinition, MutableCharacteristics } from "./types.ts";

/** Every creature type (rule 205.3m), for changeling (702.73a: "This object is every creature type"). */
export const CREATURE_TYPES: readonly string[] = SUBTYPES.creature;

export const BASIC_LAND_TYPES: Readonly<Record<string, string>> = {
  Plains: "W",
  Island: "U",
  Swamp: "B",
  Mountain: "R",
  Forest: "G",
};

/**
 * Layer 4 of "[it] becomes a [subtypes] [card types]" (rules 205.1a, 205.1b, 613.1d). `retain` "all": the object keeps its
 * card types, supertypes and subtypes ("in addition to its other types", "it's still a land", "an artifact creature");
 * "allButCreatureTypes": "a [creature types] artifact creature" replaces its creature types only; "none": the new card types
 * replace the old, and an old subtype stays only while it is a subtype of one of the new card types that the new subtypes do
 * not set.
 */
export function becomeTypes(c: MutableCharacteristics, types: readonly string[], subtypes: readonly string[], retain: "all" | "allButCreatureTypes" | "none"): void {
  const setOf = (s: string) => (Object.keys(SUBTYPES) as (keyof typeof SUBTYPES)[]).filter((t) => SUBTYPES[t].includes(s));
  if (retain === "all") {
    c.types = [...new Set([...c.types, ...types])];
    c.subtypes = [...new Set([...c.subtypes, ...subtypes])];
    return;
  }
  if (retain === "allButCreatureTypes") {
    c.types = [...new Set([...c.types, ...types])];
    c.subtypes = [...new Set([...c.subtypes.filter((s) => !SUBTYPES.creature.includes(s)), ...subtypes])];
    return;
  }
  const setsSet = new Set(subtypes.flatMap(setOf));
  const kept = c.subtypes.filter((s) => setOf(s).some((t) => types.includes(t) && !setsSet.has(t)));
  c.types = [...types];
  c.subtypes = [...new Set([...kept, ...subtypes])];
}

const intrinsic = new Map<string, ActivatedAbility>();

/**
 * The abilities of an object with its intrinsic mana abilities (rule 305.6) made to follow its land types as they are now
 * (after type-changing effects, layer 4): a land that is no longer a Forest has no "{T}: Add {G}" (205.1a, 305.7). The same
 * array when nothing changes.
 */
export function withIntrinsicManaAbilities<A>(abilities: A[], types: readonly string[], subtypes: readonly string[]): A[] {
  const isIntrinsic = (a: A) => [...intrinsic.values()].includes(a as unknown as ActivatedAbility);
  const wanted = types.includes("land") ? subtypes.map(intrinsicManaAbility).filter((a): a is ActivatedAbility => a !== undefined) : [];
  const have = abilities.filter(isIntrinsic);
  if (have.length === wanted.length && have.every((a, i) => a === (wanted[i] as unknown as A))) return abilities;
  return [...abilities.filter((a) => !isIntrinsic(a)), ...(wanted as unknown as A[])];
}

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
