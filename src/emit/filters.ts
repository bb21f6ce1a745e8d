/**
 * Filters of the AST (`{kind: "filter", words, post}`) → the runtime's `ObjectFilter`
 * data (and, for targets, a `TargetSpec`).
 */
import { code, lit, node, type N, Unsupported } from "./code.ts";

/** An object filter as data, plus whether the words also allow players. */
export interface CompiledFilter {
  object?: Record<string, unknown>;
  player?: true | "you" | "opponent";
  /** Only players ("player", "opponent"). */
  playersOnly: boolean;
  /** A spell on the stack. */
  spell: boolean;
}

const KEYWORDS = new Set([
  "flying",
  "reach",
  "first strike",
  "double strike",
  "deathtouch",
  "lifelink",
  "trample",
  "haste",
  "vigilance",
  "defender",
  "flash",
  "hexproof",
  "shroud",
  "indestructible",
  "menace",
  "infect",
  "wither",
  "fear",
  "intimidate",
  "shadow",
]);

const COLOR: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G" };

export function isRuntimeKeyword(k: string): boolean {
  return KEYWORDS.has(k);
}

export function colorLetter(word: string, span?: [number, number]): string {
  const c = COLOR[word.toLowerCase()];
  if (!c) throw new Unsupported(`the colour word "${word}"`, span);
  return c;
}

const NOUNS = new Set(["CardType", "Card", "Permanent", "Spell", "Source", "Player", "Opponent", "Subtype", "Token"]);

function relation(who: unknown, span?: [number, number]): "you" | "opponent" | "any" {
  const w = node(who, "a player phrase", span);
  if (w.kind === "you") return "you";
  if (w.kind === "players" || w.kind === "objects") {
    const s = JSON.stringify(w);
    if (s.includes('"opponent"')) return "opponent";
    if (w.kind === "players" && (w.noun === "player" || w.noun === "players")) return "any";
  }
  if (w.kind === "opponent" || w.kind === "opponents") return "opponent";
  throw new Unsupported(`"${w.kind}" as whose`, w.span ?? span);
}

/** One group of words (between conjunctions) → filter fields. */
function group(words: N[], f: Record<string, unknown>, out: { player: boolean; opponent: boolean; spell: boolean; object: boolean }): void {
  const push = (key: string, v: unknown): void => {
    const list = (f[key] as unknown[] | undefined) ?? [];
    if (!list.includes(v)) list.push(v);
    f[key] = list;
  };
  const types: string[] = [];
  for (const w of words) {
    const value = String(w.value);
    switch (w.class) {
      case "CardType":
        types.push(value.toLowerCase());
        out.object = true;
        break;
      case "Subtype":
        push("subtypes", value);
        out.object = true;
        break;
      case "Supertype":
        push("supertypes", value.toLowerCase());
        break;
      case "ColorWord":
        push("colors", colorLetter(value, w.span));
        break;
      case "NonWord":
        if (w.negated === "CardType") push("notTypes", value.toLowerCase());
        else if (w.negated === "ColorWord") push("notColors", colorLetter(value, w.span));
        else if (w.negated === "Token") f.token = false;
        else throw new Unsupported(`the word "non${value}"`, w.span);
        break;
      case "Card":
      case "Permanent":
        out.object = true;
        break;
      case "Source":
        out.object = true;
        break;
      case "Spell":
        out.object = true;
        out.spell = true;
        break;
      case "Token":
        f.token = true;
        out.object = true;
        break;
      case "Player":
        out.player = true;
        break;
      case "Opponent":
        out.player = true;
        out.opponent = true;
        break;
      case "Enchanted":
      case "Equipped":
        f.hostOfSelf = true;
        break;
      case "Untap":
        f.tapped = false;
        break;
      case "Tap":
        if (w.value !== "tapped") throw new Unsupported(`the word "${value}" in a filter`, w.span);
        f.tapped = true;
        break;
      case "Attack":
        if (w.value !== "attacking") throw new Unsupported(`the word "${value}" in a filter`, w.span);
        f.attacking = true;
        break;
      case "Block":
        if (w.value !== "blocking") throw new Unsupported(`the word "${value}" in a filter`, w.span);
        f.blocking = true;
        break;
      case "Other":
        f.self = false;
        break;
      default:
        throw new Unsupported(`the word "${value}" in a filter`, w.span);
    }
  }
  if (types.length === 1) push("types", types[0]);
  else if (types.length > 1) f.allTypes = types;
}

/**
 * Compile a filter. `alternatives` are the groups joined by "or"/commas ("artifact or
 * enchantment"); groups of adjectives only ("nonartifact, nonblack creature") merge.
 */
export function compileFilter(filterNode: unknown, span?: [number, number]): CompiledFilter {
  const fnode = node(filterNode, "a filter", span);
  if (fnode.kind !== "filter") throw new Unsupported(`a "${fnode.kind}" filter`, fnode.span ?? span);
  const words = (fnode.words as N[] | undefined) ?? [];
  const groups: N[][] = [[]];
  for (const w of words) {
    if (w.kind === "conj") groups.push([]);
    else groups[groups.length - 1]!.push(w);
  }
  // Adjective-only groups belong to the next group ("nonartifact, nonblack creature"; "black or red creature").
  const merged: N[][] = [];
  let pending: N[] = [];
  let conjOr = false;
  for (const g of groups) {
    if (!g.some((w) => NOUNS.has(String(w.class)))) {
      pending.push(...g);
      continue;
    }
    merged.push([...pending, ...g]);
    pending = [];
  }
  if (pending.length) {
    if (merged.length === 0) merged.push(pending);
    else merged[merged.length - 1]!.push(...pending);
  }
  conjOr = words.some((w) => w.kind === "conj" && String(w.value).includes("or"));
  const colorsInAdjectives = groups.filter((g) => g.length > 0 && g.every((w) => w.class === "ColorWord")).length;
  if (colorsInAdjectives > 0 && !conjOr && groups.length > 1) throw new Unsupported("colour words joined by and", fnode.span);

  const outs = merged.map((g) => {
    const f: Record<string, unknown> = {};
    const o = { player: false, opponent: false, spell: false, object: false };
    group(g, f, o);
    return { f, o };
  });
  const objectParts = outs.filter((x) => !x.o.player || x.o.object);
  const playerParts = outs.filter((x) => x.o.player);
  let object: Record<string, unknown> | undefined;
  if (objectParts.length === 1) object = objectParts[0]!.f;
  else if (objectParts.length > 1) {
    // Alternatives that differ only in their types: "artifact or enchantment", "artifacts, creatures, and enchantments".
    const strip = (f: Record<string, unknown>) => JSON.stringify({ ...f, types: undefined });
    const first = strip(objectParts[0]!.f);
    if (!objectParts.every((p) => strip(p.f) === first && Array.isArray(p.f.types) && (p.f.types as unknown[]).length === 1))
      throw new Unsupported("a list of different kinds of objects", fnode.span);
    object = { ...objectParts[0]!.f, types: objectParts.map((p) => (p.f.types as string[])[0]) };
  }
  const spell = outs.some((x) => x.o.spell);
  if (object && spell) object.zone = "stack";
  for (const p of (fnode.post as N[] | undefined) ?? []) {
    if (!object) object = {};
    post(p, object);
  }
  const playersOnly = playerParts.length > 0 && objectParts.length === 0;
  const player = playerParts.length > 0 ? (playerParts.some((p) => p.o.opponent) ? "opponent" : true) : undefined;
  const result: CompiledFilter = { playersOnly, spell };
  if (object && !playersOnly) result.object = object;
  if (player) result.player = player;
  return result;
}

function post(p: N, f: Record<string, unknown>): void {
  switch (p.kind) {
    case "controlledBy":
      if (p.negated) throw new Unsupported('"… don\'t control"', p.span);
      f.controller = relation(p.who, p.span);
      return;
    case "ownedBy":
      if (p.negated) throw new Unsupported('"… don\'t own"', p.span);
      f.owner = relation(p.who, p.span);
      return;
    case "zone": {
      const zone = String(p.zone);
      if (!["graveyard", "hand", "library", "exile", "battlefield", "stack"].includes(zone)) throw new Unsupported(`the zone "${zone}"`, p.span);
      f.zone = zone;
      // "from a graveyard": any graveyard
      if (p.whose !== undefined && p.whose !== "any") {
        if (p.whose === "you" || p.whose === "your") f.owner = "you";
        else if (typeof p.whose === "object") f.owner = relation(p.whose, p.span);
        else throw new Unsupported(`"${String(p.whose)}" zone`, p.span);
      }
      return;
    }
    case "stat": {
      const stat = String(p.stat);
      const n = p.value as N | number | undefined;
      const value = typeof n === "number" ? n : typeof n === "object" && typeof n?.value === "number" ? n.value : undefined;
      if (value === undefined) throw new Unsupported(`a ${stat} comparison`, p.span);
      const op = String(p.op ?? "");
      const range = op === "atMost" || op === "orLess" ? { max: value } : op === "atLeast" || op === "orGreater" ? { min: value } : op === "equal" ? { min: value, max: value } : undefined;
      if (!range) throw new Unsupported(`the comparison "${op}"`, p.span);
      f[stat] = range;
      return;
    }
    case "without":
    case "with": {
      // "creature without flying", "creatures with flying"
      const what = node(p.what, "abilities", p.span);
      const list = what.kind === "keywords" ? ((what.list as N[] | undefined) ?? []) : what.kind === "keyword" ? [what] : [];
      const keywords = list.map((k) => String(k.keyword));
      if (keywords.length === 0 || list.some((k) => k.kind !== "keyword" || k.arg !== undefined || !isRuntimeKeyword(String(k.keyword))))
        throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      if (p.kind === "without") f.notKeywords = keywords;
      else if (keywords.length === 1) f.keyword = keywords[0];
      else throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      return;
    }
    case "ofChosen":
      if (p.what !== "type") throw new Unsupported(`"of the chosen ${String(p.what)}"`, p.span);
      f.where = code('(o, ctx) => o.subtypes.includes(String(ctx.self.chosen["creatureType"]))');
      return;
    default:
      throw new Unsupported(`the filter words "${p.kind}"`, p.span);
  }
}

/** The text a target spec shows, from the card's words. */
export function targetSpecCode(text: string, c: CompiledFilter, count?: { min: number; max: number }): string {
  const spec: Record<string, unknown> = { text };
  if (c.player) spec.player = c.player;
  if (c.object) spec.object = c.object;
  if (count) {
    spec.min = count.min;
    spec.max = count.max;
  }
  return lit(spec);
}

export { code };
