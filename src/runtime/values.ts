/**
 * Values that card text computes while an effect resolves or a static ability applies
 * ("equal to its power", "the number of …", "the greatest mana value among …"),
 * as functions over the public views, so that generated code can say them in one call.
 */
import type { AbilityContext, EffectContext, Entity, ObjectFilter, ObjectView, PlayerView } from "./types.ts";

export type Stat = "power" | "toughness" | "manaValue";

/** A characteristic of an object as given (last known information for one that left its zone); 0 for a player, nothing, or no value (rule 208.3). */
export function statOf(entity: Entity | undefined, stat: Stat): number {
  if (!entity || entity.kind !== "object") return 0;
  const v = entity[stat];
  return typeof v === "number" ? v : 0;
}

/**
 * "Equal to its power" while an effect resolves (608.2h): the object's value now if it is still in the zone it was in (after the
 * effect's earlier instructions changed it: "Put two +1/+1 counters on it. It deals damage equal to its power …"), otherwise as it
 * last existed there.
 */
export function statNow(ctx: EffectContext, entity: Entity | undefined, stat: Stat): number {
  if (!entity || entity.kind !== "object") return 0;
  return statOf(ctx.refresh(entity) ?? entity, stat);
}

/** "Remove all -1/-1 counters from it": how many of a kind the object has now (0 for a player, nothing, or an object that left). */
export function countersNow(ctx: EffectContext, entity: Entity | undefined, counter: string): number {
  if (!entity || entity.kind !== "object") return 0;
  return ctx.refresh(entity)?.counters[counter] ?? 0;
}

/** "The number of +1/+1 counters on it": counters of a kind on an object as given (last known information, rule 608.2h); 0 for a player or nothing. */
export function countersOn(entity: Entity | undefined, counter: string): number {
  if (!entity || entity.kind !== "object") return 0;
  return entity.counters[counter] ?? 0;
}

/** "The number of [objects]": how many objects match the filter now. */
export function countOf(ctx: AbilityContext, filter: ObjectFilter): number {
  return ctx.find(filter).length;
}

/** "The greatest power among [objects]" (0 when there are none). */
export function greatestAmong(ctx: AbilityContext, filter: ObjectFilter, stat: Stat): number {
  return ctx.find(filter).reduce((max, o) => Math.max(max, statOf(o, stat)), 0);
}

/** The objects among targets or chosen entities (players and illegal targets left out). */
export function objectsOf(entities: Entity | undefined | readonly (Entity | undefined)[]): ObjectView[] {
  const list = Array.isArray(entities) ? entities : [entities];
  return list.filter((e): e is ObjectView => e !== undefined && e.kind === "object");
}

/** "Its controller", "that creature's controller": the player who controls the object (as it last existed). */
export function controllerOf(ctx: AbilityContext, entity: Entity | undefined): PlayerView | undefined {
  if (!entity || entity.kind !== "object") return undefined;
  return ctx.game.player(entity.controller);
}

/** "Its owner". */
export function ownerOf(ctx: AbilityContext, entity: Entity | undefined): PlayerView | undefined {
  if (!entity || entity.kind !== "object") return undefined;
  return ctx.game.player(entity.owner);
}

/** "their graveyard", "your hand and graveyard": the cards in those zones of a player (none for an object or nothing). */
export function cardsIn(ctx: AbilityContext, player: Entity | undefined, zones: readonly ("hand" | "graveyard" | "library")[]): ObjectView[] {
  if (!player || player.kind !== "player") return [];
  return zones.flatMap((z) => ctx.game.objects(z, player.id));
}

/** The card types of rule 205.2a. */
const CARD_TYPES = ["artifact", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery", "tribal"];

/** The basic land types of rule 205.3i. */
const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

/**
 * "The number of card types among cards in your graveyard" (205.2a; delirium), "… colors among permanents you control"
 * (105.1), "… basic land types among lands you control" (205.3i; domain), "five or more mana values among cards in your
 * graveyard" (202.3: each object has one, 0 included).
 */
export function distinctAmong(ctx: AbilityContext, filter: ObjectFilter, what: "cardType" | "color" | "basicLandType" | "manaValue"): number {
  const seen = new Set<string | number>();
  for (const o of ctx.find(filter)) {
    if (what === "manaValue") seen.add(o.manaValue);
    else for (const v of what === "color" ? o.colors : what === "basicLandType" ? o.subtypes.filter((t) => BASIC_LAND_TYPES.includes(t)) : o.types.filter((t) => CARD_TYPES.includes(t))) seen.add(v);
  }
  return seen.size;
}

/**
 * "The number of creatures in your party" (700.8): up to one creature you control for each of Cleric, Rogue, Warrior and Wizard,
 * each creature counted for one type only, the largest number so found (700.8b).
 */
export function partySize(ctx: AbilityContext): number {
  const roles = ["Cleric", "Rogue", "Warrior", "Wizard"];
  const creatures = ctx.find({ types: ["creature"], controller: "you" }).filter((o) => roles.some((r) => o.subtypes.includes(r)));
  // the largest matching of roles to distinct creatures (four roles: try them in order, each filled or left empty)
  const best = (i: number, used: ReadonlySet<number>): number => {
    if (i === roles.length) return 0;
    let most = best(i + 1, used);
    for (const o of creatures) {
      if (used.has(o.id) || !o.subtypes.includes(roles[i]!)) continue;
      most = Math.max(most, 1 + best(i + 1, new Set([...used, o.id])));
      if (most === roles.length - i) break;
    }
    return most;
  };
  return best(0, new Set());
}
