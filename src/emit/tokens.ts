/**
 * Predefined tokens (rule 111.10): "Create a Treasure token" means a colorless Treasure
 * artifact token with "{T}, Sacrifice this artifact: Add one mana of any color." The
 * definitions below are the rules' own; a token of a type the rules do not define this way
 * and without card types of its own is not a token the generator can make.
 */
import { lit } from "./code.ts";

const ANY_COLOR = ["{W}", "{U}", "{B}", "{R}", "{G}"];

interface Predefined {
  types: string[];
  /** The ability's wording (rule 111.10), and its definition's fields after `kind` and `source`. */
  text: string;
  fields: [string, string][];
  name?: string;
  colors?: string[];
  power?: number;
  toughness?: number;
}

const sacrificeSelf = { kind: "sacrifice", filter: { self: true } };

const PREDEFINED: Record<string, Predefined> = {
  Treasure: {
    types: ["artifact"],
    text: "{T}, Sacrifice this artifact: Add one mana of any color.",
    fields: [
      ["cost", lit([{ kind: "tap" }, sacrificeSelf])],
      ["mana", "true"],
      ["produces", lit(ANY_COLOR)],
      ["effect", `(ctx) => ctx.addMana(ctx.chooseMana(${lit(ANY_COLOR)}))`],
    ],
  },
  Food: {
    types: ["artifact"],
    text: "{2}, {T}, Sacrifice this artifact: You gain 3 life.",
    fields: [
      ["cost", lit([{ kind: "mana", mana: "{2}" }, { kind: "tap" }, sacrificeSelf])],
      ["effect", "(ctx) => ctx.gainLife(ctx.you, 3)"],
    ],
  },
  Gold: {
    types: ["artifact"],
    text: "Sacrifice this artifact: Add one mana of any color.",
    fields: [
      ["cost", lit([sacrificeSelf])],
      ["mana", "true"],
      ["produces", lit(ANY_COLOR)],
      ["effect", `(ctx) => ctx.addMana(ctx.chooseMana(${lit(ANY_COLOR)}))`],
    ],
  },
  Shard: {
    types: ["enchantment"],
    text: "{2}, Sacrifice this enchantment: Scry 1, then draw a card.",
    fields: [
      ["cost", lit([{ kind: "mana", mana: "{2}" }, sacrificeSelf])],
      ["effect", "(ctx) => {\nctx.scry(1);\nctx.draw(ctx.you, 1);\n}"],
    ],
  },
  Clue: {
    types: ["artifact"],
    text: "{2}, Sacrifice this artifact: Draw a card.",
    fields: [
      ["cost", lit([{ kind: "mana", mana: "{2}" }, sacrificeSelf])],
      ["effect", "(ctx) => ctx.draw(ctx.you, 1)"],
    ],
  },
  Blood: {
    types: ["artifact"],
    text: "{1}, {T}, Discard a card, Sacrifice this artifact: Draw a card.",
    fields: [
      ["cost", lit([{ kind: "mana", mana: "{1}" }, { kind: "tap" }, { kind: "discard" }, sacrificeSelf])],
      ["effect", "(ctx) => ctx.draw(ctx.you, 1)"],
    ],
  },
  Junk: {
    types: ["artifact"],
    text: "{T}, Sacrifice this artifact: Exile the top card of your library. You may play that card this turn. Activate only as a sorcery.",
    fields: [
      ["cost", lit([{ kind: "tap" }, sacrificeSelf])],
      ["timing", lit("sorcery")],
      ["effect", '(ctx) => {\nconst exiled = ctx.moveToZone(ctx.game.objects("library", ctx.you.id).slice(0, 1), "exile");\nctx.allowPlay(exiled, { until: "endOfTurn" });\n}'],
    ],
  },
  Lander: {
    types: ["artifact"],
    text: "{2}, {T}, Sacrifice this token: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.",
    fields: [
      ["cost", lit([{ kind: "mana", mana: "{2}" }, { kind: "tap" }, sacrificeSelf])],
      ["effect", `(ctx) => ctx.searchLibrary(ctx.you, ${lit({ supertypes: ["basic"], types: ["land"], zone: "library" })}, 1, "battlefield", { tapped: true })`],
    ],
  },
};

/** Whether a word names a predefined token ("Junk", "Lander": token subtypes newer than the rules' list of 205.3g). */
export function isPredefinedToken(word: string): boolean {
  return Object.hasOwn(PREDEFINED, word);
}

/** The definition of a predefined token named by its subtype, as a `TokenDefinition` literal; undefined when it is not one. */
export function predefinedToken(subtype: string): string | undefined {
  const p = PREDEFINED[subtype];
  if (!p) return undefined;
  const source = lit({ text: p.text, span: [0, p.text.length] });
  const ability = `{ kind: "activated", source: ${source}, ${p.fields.map(([k, v]) => `${k}: ${v}`).join(", ")} }`;
  return `{ name: ${lit(`${subtype} Token`)}, text: ${lit(p.text)}, manaCost: null, colors: [], supertypes: [], types: ${lit(p.types)}, subtypes: [${lit(subtype)}], power: null, toughness: null, loyalty: null, abilities: [${ability}] }`;
}

