/**
 * Object filters (as data or predicates) and target specifications.
 */
import type { AbilityContext, Keyword, ObjectFilter, ObjectPredicate, ObjectView, TargetSpec, ZoneName } from "./types.ts";

export function hasKeyword(object: Pick<ObjectView, "abilities">, keyword: Keyword): boolean {
  return object.abilities.some((a) => a.kind === "keyword" && a.keyword === keyword);
}

export function filterZones(filter: ObjectFilter): ZoneName[] {
  if (filter.zone === undefined) return ["battlefield"];
  return Array.isArray(filter.zone) ? filter.zone : [filter.zone];
}

function inRange(v: number | null, r: { min?: number; max?: number } | undefined): boolean {
  if (!r) return true;
  if (v === null) return false;
  return (r.min === undefined || v >= r.min) && (r.max === undefined || v <= r.max);
}

function relation(rel: "you" | "opponent" | "any" | undefined, player: number, ctx: AbilityContext): boolean {
  if (rel === undefined || rel === "any") return true;
  return rel === "you" ? player === ctx.you.id : player !== ctx.you.id;
}

/** Whether an object matches a filter, from the point of view of an ability (its source and controller). */
export function matchesFilter(object: ObjectView, filter: ObjectPredicate, ctx: AbilityContext): boolean {
  if (typeof filter === "function") return filter(object, ctx);
  const f = filter;
  if (!filterZones(f).includes(object.zone)) return false;
  // Phased-out permanents are treated as though they don't exist (rule 702.26b).
  if (object.phasedOut && object.zone === "battlefield") return false;
  if (f.types && !f.types.some((t) => object.types.includes(t))) return false;
  if (f.allTypes && !f.allTypes.every((t) => object.types.includes(t))) return false;
  if (f.notTypes && f.notTypes.some((t) => object.types.includes(t))) return false;
  if (f.subtypes && !f.subtypes.some((t) => object.subtypes.includes(t))) return false;
  if (f.supertypes && !f.supertypes.some((t) => object.supertypes.includes(t))) return false;
  if (f.colors && !f.colors.some((c) => object.colors.includes(c))) return false;
  if (f.notColors && f.notColors.some((c) => object.colors.includes(c))) return false;
  if (f.colorless !== undefined && (object.colors.length === 0) !== f.colorless) return false;
  // 709.4a: a split card outside the stack has both its halves' names ("Fire // Ice" is named Fire and named Ice)
  if (f.name !== undefined && object.name !== f.name && !object.name.split(" // ").includes(f.name)) return false;
  if (!relation(f.controller, object.controller, ctx)) return false;
  if (!relation(f.owner, object.owner, ctx)) return false;
  if (f.self !== undefined && (object.id === ctx.self.id) !== f.self) return false;
  if (f.hostOfSelf !== undefined && (ctx.self.attachedTo === object.id && ctx.self.zone === "battlefield") !== f.hostOfSelf) return false;
  if (f.tapped !== undefined && object.tapped !== f.tapped) return false;
  if (f.token !== undefined && object.token !== f.token) return false;
  if (f.attacking !== undefined && object.attacking !== f.attacking) return false;
  if (f.blocking !== undefined && object.blocking !== f.blocking) return false;
  if (f.keyword !== undefined && !hasKeyword(object, f.keyword)) return false;
  if (f.keywords && !f.keywords.every((k) => hasKeyword(object, k))) return false;
  if (f.notKeywords && f.notKeywords.some((k) => hasKeyword(object, k))) return false;
  if (f.notSubtypes && f.notSubtypes.some((t) => object.subtypes.includes(t))) return false;
  if (f.notSupertypes && f.notSupertypes.some((t) => object.supertypes.includes(t))) return false;
  if (f.counters && !Object.entries(f.counters).every(([k, r]) => inRange(object.counters[k] ?? 0, r.min === undefined && r.max === undefined ? { min: 1 } : r))) return false;
  if (!inRange(object.power, f.power)) return false;
  if (!inRange(object.toughness, f.toughness)) return false;
  if (!inRange(object.manaValue, f.manaValue)) return false;
  if (f.anyOf && !f.anyOf.some((alt) => matchesFilter(object, { ...alt, zone: object.zone }, ctx))) return false;
  if (f.where && !f.where(object, ctx)) return false;
  return true;
}

/** "Any target" (rule 115.4): a creature, a player or a planeswalker. */
export function anyTarget(text = "any target"): TargetSpec {
  return { text, player: true, object: { types: ["creature", "planeswalker"] } };
}

export function targetCreature(text = "target creature", filter: ObjectFilter = {}): TargetSpec {
  return { text, object: { types: ["creature"], ...filter } };
}

export function targetPlayer(text = "target player", relation: true | "you" | "opponent" = true): TargetSpec {
  return { text, player: relation };
}
