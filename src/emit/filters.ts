/**
 * Filters of the AST (`{kind: "filter", words, post}`) → the runtime's `ObjectFilter`
 * data (and, for targets, a `TargetSpec`).
 */
import { code, isNode, lit, node, type N, Unsupported } from "./code.ts";
import { isExiledWithSelf } from "./effects.ts";

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
  "horsemanship",
  "skulk",
  "partner",
  "doctor's companion",
  "choose a background",
  "convoke",
  "improvise",
  "delve",
  "rebound",
  "toxic",
  "split second",
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
    if (w.kind === "players" && (w.noun === "player" || w.noun === "players") && ["a", "an", "any", "each", "all"].includes(String(w.det))) return "any";
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
        else if (w.negated === "Subtype") push("notSubtypes", value);
        else if (w.negated === "Supertype") push("notSupertypes", value.toLowerCase());
        else throw new Unsupported(`the word "non${value}"`, w.span);
        break;
      case "Card":
        out.object = true;
        break;
      case "Permanent":
        out.object = true;
        // "a permanent card" (rule 110.4a): an artifact, creature, enchantment, land or planeswalker card; "a permanent spell"
        // (110.4a): a spell of one of those types, not an instant or sorcery. A permanent on the battlefield has one anyway.
        if (words.some((x) => x.class === "Card" || x.class === "Spell")) {
          if (f.anyOf !== undefined) throw new Unsupported(`the word "${value}" in a filter`, w.span);
          f.anyOf = PERMANENT_TYPES.map((t) => ({ types: [t] }));
        }
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
        // "enchanted creature", "equipped creature": the object this is attached to. Without a noun ("as long as ~ is
        // equipped") it is a state: an Aura or Equipment is attached to the object (301.5, 303.4)
        if (words.some((x) => NOUNS.has(String(x.class)))) f.hostOfSelf = true;
        else {
          const sub = w.class === "Equipped" ? "Equipment" : "Aura";
          setWhere(f, `(o, ctx) => ctx.game.objects("battlefield").some((a) => a.attachedTo === o.id && a.subtypes.includes(${JSON.stringify(sub)}))`, w.span);
        }
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
      case "ColorAdjective":
      case "Historic":
        adjective(value.toLowerCase(), f, w.span);
        break;
      case "PTValue": {
        // "Target 1/1 creature"
        const m = /^(\d+)\/(\d+)$/.exec(value);
        if (!m) throw new Unsupported(`the word "${value}" in a filter`, w.span);
        f.power = { min: Number(m[1]), max: Number(m[1]) };
        f.toughness = { min: Number(m[2]), max: Number(m[2]) };
        break;
      }
      default:
        throw new Unsupported(`the word "${value}" in a filter`, w.span);
    }
  }
  if (types.length === 1) push("types", types[0]);
  else if (types.length > 1) f.allTypes = types;
}

/** The card types of permanents (rule 110.4a). */
const PERMANENT_TYPES = ["artifact", "creature", "enchantment", "land", "planeswalker"];

/** "colorless", "multicolored", "monocolored" (rule 105.2), "historic" (700.6: artifacts, legendaries and Sagas). */
function adjective(word: string, f: Record<string, unknown>, span?: [number, number]): void {
  if (word === "colorless") f.colorless = true;
  else if (word === "multicolored") setWhere(f, "(o) => o.colors.length > 1", span);
  else if (word === "monocolored") setWhere(f, "(o) => o.colors.length === 1", span);
  else if (word === "historic") {
    if (f.anyOf !== undefined) throw new Unsupported(`the word "${word}" in a filter`, span);
    f.anyOf = [{ types: ["artifact"] }, { supertypes: ["legendary"] }, { subtypes: ["Saga"] }];
  } else throw new Unsupported(`the word "${word}" in a filter`, span);
}

/**
 * Compile a filter. `alternatives` are the groups joined by "or"/commas ("artifact or
 * enchantment"); groups of adjectives only ("nonartifact, nonblack creature") merge.
 */
/**
 * Code of the id of a player a filter names by reference ("creatures that player controls", "lands target player controls"),
 * valid where the filter is used; undefined when the caller can't name that player there.
 */
export type PlayerResolver = (who: N) => string | undefined;

/** "that player", "target player" (not "each player", "an opponent"): a player known only while the ability resolves. */
function namedPlayer(who: unknown, players: PlayerResolver | undefined): string | undefined {
  if (!players || !isPlayers(who)) return undefined;
  if ((who.det !== "that" && who.det !== "target" && who.det !== "defending") || who.noun !== "player") return undefined;
  return players(who);
}

function isPlayers(v: unknown): v is N {
  return typeof v === "object" && v !== null && (v as N).kind === "players";
}

/** Code of a number a filter compares with ("mana value X or less", "equal to the number of charge counters on ~"); undefined where unknown. */
export type AmountResolver = ((n: N) => string | undefined) & {
  /** It also reads "less than or equal to …", "equal to …" (relative comparisons: their values say what they are about). */
  relative?: boolean;
};

/**
 * What a filter can name that only the code around it knows: the object "attached to …" (the code of its id), a number it is
 * compared with, and the creature type or colour chosen by an earlier instruction ("of the chosen type", "of that color").
 */
export interface FilterResolvers {
  hosts?: PlayerResolver;
  amounts?: AmountResolver;
  chosen?: { type?: string; color?: string };
}

const GENERIC = new Set(["Permanent", "Spell", "Card"]);
const BARE = new Set(["CardType", "Subtype", ...GENERIC]);
const COLOUR_ADJECTIVES = new Set(["ColorWord", "ColorAdjective"]);

/**
 * Words shared by every alternative of "A or B": "a Faerie or Wizard permanent spell" is a Faerie permanent spell or a Wizard
 * permanent spell; "a multicolored instant or sorcery spell" is a multicolored instant or a multicolored sorcery. The generic
 * nouns after the last alternative (permanent, spell, card) and the colour adjectives before the first one belong to all of
 * them when the other alternatives are bare types ("artifact creature or enchantment" stays as it is: "enchantment" is whole).
 */
function distribute(groups: N[][]): void {
  if (groups.length < 2) return;
  const last = groups[groups.length - 1]!;
  let i = last.length;
  while (i > 0 && GENERIC.has(String(last[i - 1]!.class))) i--;
  const trailing = last.slice(i);
  const others = groups.slice(0, -1);
  if (trailing.length > 0 && i > 0 && others.every((g) => !g.some((w) => GENERIC.has(String(w.class))))) for (const g of others) g.push(...trailing);
  const first = groups[0]!;
  let j = 0;
  while (j < first.length && COLOUR_ADJECTIVES.has(String(first[j]!.class))) j++;
  const leading = first.slice(0, j);
  const rest = groups.slice(1);
  if (leading.length > 0 && j < first.length && rest.every((g) => g.every((w) => BARE.has(String(w.class))))) for (const g of rest) g.unshift(...leading);
}

export function compileFilter(filterNode: unknown, span?: [number, number], players?: PlayerResolver, more: FilterResolvers = {}): CompiledFilter {
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
  if (conjOr) distribute(merged);
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
    if (objectParts.every((p) => strip(p.f) === first && Array.isArray(p.f.types) && (p.f.types as unknown[]).length === 1))
      object = { ...objectParts[0]!.f, types: objectParts.map((p) => (p.f.types as string[])[0]) };
    // "creature or Vehicle", "Knight, Aura, Equipment, or legendary artifact card": alternatives of different shapes.
    else object = { anyOf: objectParts.map((p) => p.f) };
  }
  const spell = outs.some((x) => x.o.spell);
  if (object && spell) object.zone = "stack";
  for (const p of (fnode.post as N[] | undefined) ?? []) {
    if (!object) object = {};
    post(p, object, players, more);
  }
  const playersOnly = playerParts.length > 0 && objectParts.length === 0;
  const player = playerParts.length > 0 ? (playerParts.some((p) => p.o.opponent) ? "opponent" : true) : undefined;
  const result: CompiledFilter = { playersOnly, spell };
  if (object && !playersOnly) result.object = object;
  if (player) result.player = player;
  return result;
}

function post(p: N, f: Record<string, unknown>, players: PlayerResolver | undefined, more: FilterResolvers): void {
  const { hosts, amounts } = more;
  switch (p.kind) {
    case "attachedTo": {
      // "each Aura attached to it", "all Equipment attached to target creature" (301.5, 303.4): attached to that object now
      if (Object.keys(p).some((k) => !["kind", "span", "to"].includes(k)) || p.to === undefined || !hosts) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      const host = hosts(node(p.to, "what it is attached to", p.span));
      if (host === undefined) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      setWhere(f, `${whereParams(host)} => o.attachedTo !== null && o.attachedTo === ${host}`, p.span);
      return;
    }
    case "controlledBy": {
      const named = p.negated ? undefined : namedPlayer(p.who, players);
      if (named !== undefined) {
        setWhere(f, `${whereParams(named)} => o.controller === ${named}`, p.span);
        return;
      }
      const rel = relation(p.who, p.span);
      // "you don't control": controlled by another player, an opponent (no teammates in the runtime's games).
      if (p.negated && rel !== "you") throw new Unsupported('"… don\'t control"', p.span);
      f.controller = p.negated ? "opponent" : rel;
      return;
    }
    case "ownedBy": {
      if (p.negated) throw new Unsupported('"… don\'t own"', p.span);
      const named = namedPlayer(p.who, players);
      if (named !== undefined) setWhere(f, `${whereParams(named)} => o.owner === ${named}`, p.span);
      else f.owner = relation(p.who, p.span);
      return;
    }
    case "zone": {
      const zone = String(p.zone);
      if (!["graveyard", "hand", "library", "exile", "battlefield", "stack"].includes(zone)) throw new Unsupported(`the zone "${zone}"`, p.span);
      f.zone = zone;
      // "from a graveyard": any graveyard; "in all graveyards": each of them, the same objects
      if (p.whose !== undefined && p.whose !== "any" && p.whose !== "all") {
        if (p.whose === "you" || p.whose === "your") f.owner = "you";
        else if (typeof p.whose === "object") {
          // "from target player's graveyard", "in that player's hand"
          const named = namedPlayer(p.whose, players);
          if (named !== undefined) setWhere(f, `${whereParams(named)} => o.owner === ${named}`, p.span);
          else f.owner = relation(p.whose, p.span);
        }
        else throw new Unsupported(`"${String(p.whose)}" zone`, p.span);
      }
      return;
    }
    case "stat": {
      const stat = String(p.stat);
      // "with power or toughness 4 or greater": either characteristic, alternatives of the filter
      if (stat === "powerOrToughness") {
        const v = typeof p.value === "object" && typeof (p.value as N | undefined)?.value === "number" ? ((p.value as N).value as number) : undefined;
        const op = String(p.op ?? "");
        const range = v === undefined ? undefined : op === "atMost" || op === "orLess" ? { max: v } : op === "atLeast" || op === "orGreater" ? { min: v } : undefined;
        if (!range || f.anyOf !== undefined || p.relative !== undefined) throw new Unsupported(`a "power or toughness" comparison`, p.span);
        f.anyOf = [{ power: range }, { toughness: range }];
        return;
      }
      const n = p.value as N | number | undefined;
      const value = typeof n === "number" ? n : typeof n === "object" && typeof n?.value === "number" ? n.value : undefined;
      const op = String(p.op ?? "");
      if (value === undefined) {
        // "with mana value X or less", "power less than or equal to the number of creatures you control": compared with a
        // number computed while the effect resolves (a constant there, `amounts` hoists it)
        const cmp = { atMost: "<=", atLeast: ">=", equal: "===", lessThan: "<", greaterThan: ">" }[op];
        const v = cmp === undefined || (p.relative !== undefined && !amounts?.relative) || typeof n !== "object" || !amounts ? undefined : amounts(n);
        if (v === undefined) throw new Unsupported(`a ${stat} comparison`, p.span);
        setWhere(f, `${whereParams(v)} => o.${stat} !== null && o.${stat} ${cmp} ${v}`, p.span);
        return;
      }
      const range = op === "atMost" || op === "orLess" ? { max: value } : op === "atLeast" || op === "orGreater" ? { min: value } : op === "equal" ? { min: value, max: value } : undefined;
      if (!range) throw new Unsupported(`the comparison "${op}"`, p.span);
      f[stat] = range;
      return;
    }
    case "with":
    case "without": {
      const what = node(p.what, "what it has", p.span);
      if (what.kind === "stat" && p.kind === "with") return post(what, f, players, more);
      if (what.kind === "keywords") {
        const list = ((what.list as unknown[]) ?? []).map((k) => node(k, "a keyword", what.span));
        // "with flying or reach": any of them (702.1)
        if (p.kind === "with" && list.length === 1 && list[0]!.kind === "keywordChoice" && f.anyOf === undefined) {
          const options = ((list[0]!.options as unknown[]) ?? []).map((k) => node(k, "a keyword", what.span));
          if (options.length < 2 || options.some((k) => k.kind !== "keyword" || k.arg !== undefined || !isRuntimeKeyword(String(k.keyword))))
            throw new Unsupported(`the filter words "${p.kind}"`, p.span);
          f.anyOf = options.map((k) => ({ keywords: [String(k.keyword)] }));
          return;
        }
        if (list.length === 0 || list.some((k) => k.kind !== "keyword" || k.arg !== undefined || !isRuntimeKeyword(String(k.keyword))))
          throw new Unsupported(`the filter words "${p.kind}"`, p.span);
        const words = list.map((k) => String(k.keyword));
        const key = p.kind === "with" ? "keywords" : "notKeywords";
        f[key] = [...((f[key] as string[] | undefined) ?? []), ...words];
        return;
      }
      if (what.kind === "countersOn") {
        // "with a +1/+1 counter on it", "with no counters on it", "without a time counter on it"
        if (what.who !== undefined || what.there !== undefined || (what.on !== undefined && node(what.on, "on what", what.span).kind !== "pronoun"))
          throw new Unsupported(`the filter words "${p.kind}"`, p.span);
        const amount = node(what.amount ?? { kind: "a" }, "an amount", what.span);
        const counter = what.counter === undefined ? undefined : String(node(what.counter, "a counter kind", what.span).value);
        let range: { min?: number; max?: number };
        if (amount.kind === "no") range = { max: 0 };
        else if (amount.kind === "a") range = { min: 1 };
        else if (amount.kind === "number" && typeof amount.value === "number") range = { min: amount.value };
        else throw new Unsupported(`the filter words "${p.kind}"`, p.span);
        if (p.kind === "without") {
          if (range.min !== 1 || range.max !== undefined) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
          range = { max: 0 };
        }
        if (counter === undefined) {
          // "with a counter on it": any kind of counter.
          if (range.max === 0) setWhere(f, "(o) => Object.values(o.counters).every((n) => n === 0)", p.span);
          else if (range.min === 1) setWhere(f, "(o) => Object.values(o.counters).some((n) => n > 0)", p.span);
          else throw new Unsupported(`the filter words "${p.kind}"`, p.span);
          return;
        }
        f.counters = { ...((f.counters as Record<string, unknown>) ?? {}), [counter]: range };
        return;
      }
      throw new Unsupported(`the filter words "${p.kind}"`, p.span);
    }
    case "named": {
      // "a card named Avarax", "a card named Festering Newt or Bubbling Cauldron" (201.2: a name is the object's name)
      const names = [String(p.name), ...((p.or as unknown[] | undefined) ?? []).map(String)];
      if (names.length === 1) {
        if (f.name !== undefined && f.name !== names[0]) throw new Unsupported("two names in one filter", p.span);
        f.name = names[0];
      } else setWhere(f, `(o) => ${lit(names)}.includes(o.name)`, p.span);
      return;
    }
    case "ofChosen":
    case "ofThat": {
      // "of the chosen type", "of that color": chosen by an earlier instruction of the effect (a constant while it resolves)
      const chosen = p.what === "type" ? more.chosen?.type : p.what === "color" ? more.chosen?.color : undefined;
      if (chosen !== undefined && Object.keys(p).every((k) => ["kind", "span", "what"].includes(k))) {
        setWhere(f, p.what === "type" ? `(o) => o.subtypes.includes(${chosen})` : `(o) => o.colors.some((c) => c === ${chosen})`, p.span);
        return;
      }
      // "of the chosen type" chosen as the permanent entered
      if (p.kind === "ofThat" || p.what !== "type") throw new Unsupported(p.kind === "ofThat" ? `the filter words "${p.kind}"` : `"of the chosen ${String(p.what)}"`, p.span);
      setWhere(f, '(o, ctx) => o.subtypes.includes(String(ctx.self.chosen["creatureType"]))', p.span);
      return;
    }
    case "otherThan": {
      // "each creature other than ~": not the source itself
      const what = node(p.what, "other than what", p.span);
      if (what.kind !== "self" || Object.keys(p).some((k) => !["kind", "span", "what"].includes(k)) || f.self === true) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      f.self = false;
      return;
    }
    case "sharesWith": {
      // "that shares a color with it" (105.4: a color both have; a colorless object shares none); "it" is another object than
      // the one tested ("target creature and each other creature that shares a color with it": "other" than it)
      if (p.what !== "color" || Object.keys(p).some((k) => !["kind", "span", "what", "with"].includes(k)) || p.with === undefined || !hosts) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      const x = hosts(node(p.with, "shares with what", p.span));
      if (x === undefined) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      setWhere(f, `(o, ctx) => {\nconst other = ctx.game.object(${x} ?? -1);\nreturn other !== undefined && other.id !== o.id && o.colors.some((c) => other.colors.includes(c));\n}`, p.span);
      return;
    }
    case "blockRelation": {
      // "each creature blocking it", "blocked by ~", "blocking or blocked by ~" (509.1: the blocks of this combat, as they are now)
      if (Object.keys(p).some((k) => !["kind", "span", "rel", "of"].includes(k)) || !hosts) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      const x = hosts(node(p.of, "which creature", p.span));
      if (x === undefined) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      const blocking = "(other !== undefined && ctx.game.blockers(other).some((b) => b.id === o.id))";
      const blockedBy = "ctx.game.blockers(o.id).some((b) => b.id === other)";
      const test = p.rel === "blocking" ? blocking : p.rel === "blockedBy" ? blockedBy : p.rel === "blockingOrBlockedBy" ? `${blocking} || ${blockedBy}` : undefined;
      if (!test) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      setWhere(f, `(o, ctx) => {\nconst other: number | undefined = ${x};\nreturn ${test};\n}`, p.span);
      return;
    }
    case "thatWasDealtDamage":
    case "thatDid":
    case "participle": {
      if (isExiledWithSelf(p)) {
        // "cards exiled with ~" (607.2a): in exile, and recorded by this object's abilities as they exiled them
        if (f.zone !== undefined && f.zone !== "exile") throw new Unsupported(`the filter words "${p.kind}"`, p.span);
        f.zone = "exile";
        setWhere(f, '(o, ctx) => String((ctx.game.object(ctx.self.id) ?? ctx.self).chosen.exiledWith ?? "").split(",").includes(String(o.id))', p.span);
        return;
      }
      const test = didThisTurn(p);
      if (test === undefined) throw new Unsupported(`the filter words "${p.kind}"`, p.span);
      // a creature card that died, a card put into a graveyard: it is in a graveyard (unless the words say where)
      if (test.includes("e.newObject?.id === o.id")) {
        if (f.zone !== undefined && f.zone !== "graveyard") throw new Unsupported(`the filter words "${p.kind}"`, p.span);
        f.zone = "graveyard";
      }
      setWhere(f, `(o, ctx) => ctx.game.eventsOfTurn(ctx.game.turn()).some((e) => ${test})`, p.span);
      return;
    }
    default:
      throw new Unsupported(`the filter words "${p.kind}"`, p.span);
  }
}

/**
 * "that was dealt damage this turn", "that died this turn", "that attacked this turn", "that entered the battlefield this
 * turn", "that dealt damage to you this turn", "dealt damage by ~ this turn", "put into your graveyard from the battlefield
 * this turn": a test of one of this turn's events `e` (the game's history) about the object `o` — the same object (400.7:
 * a permanent that left and came back is a new one; a creature card that died is the `newObject` of its dies event).
 */
function didThisTurn(p: N): string | undefined {
  if (p.when !== "thisTurn") return undefined;
  const keys = Object.keys(p).filter((k) => !["kind", "span", "when", "word"].includes(k));
  const only = (...allowed: string[]) => keys.every((k) => allowed.includes(k));
  const damaged = 'e.kind === "damage" && e.amount > 0 && e.target.kind === "object" && e.target.id === o.id';
  if (p.kind === "thatWasDealtDamage") return only() ? damaged : undefined;
  if (p.kind === "thatDid") {
    if (p.verb === "died" && only("verb")) return 'e.kind === "dies" && e.newObject?.id === o.id';
    if (p.verb === "attacked" && only("verb")) return 'e.kind === "attack" && e.attacker.id === o.id';
    if (p.verb === "entered" && p.battlefield === true && only("verb", "battlefield")) return 'e.kind === "entersBattlefield" && e.object.id === o.id';
    if (p.verb === "dealtDamage" && only("verb", "to")) {
      const dealt = 'e.kind === "damage" && e.amount > 0 && e.source.id === o.id';
      if (p.to === undefined) return dealt;
      if (isNode(p.to) && p.to.kind === "you" && Object.keys(p.to).every((k) => k === "kind" || k === "span")) return `${dealt} && e.target.kind === "player" && e.target.id === ctx.you.id`;
    }
    return undefined;
  }
  if (p.verb === "deal" && p.damage === true && only("verb", "damage", "by") && isNode(p.by) && p.by.kind === "self") return `${damaged} && ctx.isSelf(e.source)`;
  if (p.verb === "put" && only("verb", "zones") && Array.isArray(p.zones) && p.zones.length === 2) {
    const [into, from] = p.zones as N[];
    const plain = (z: N | undefined, prep: string, zone: string) => z?.kind === "zone" && z.prep === prep && z.zone === zone && Object.keys(z).every((k) => ["kind", "span", "prep", "zone", "whose"].includes(k));
    // "put into your graveyard from the battlefield this turn": the card it became there (and it is still that card)
    if (plain(into, "into", "graveyard") && plain(from, "from", "battlefield") && from!.whose === undefined && (into!.whose === "your" || into!.whose === "you" || into!.whose === undefined)) {
      const owner = into!.whose === undefined ? "" : " && o.owner === ctx.you.id";
      return `e.kind === "zoneChange" && e.from === "battlefield" && e.to === "graveyard" && e.newObject?.id === o.id${owner}`;
    }
  }
  return undefined;
}

/** The filter's escape hatch (one per filter). */
/** The parameters of a `where` predicate over a named player's id: with `ctx` when the id is read from the context (a trigger event). */
function whereParams(named: string): string {
  return /\bctx\b/.test(named) ? "(o, ctx)" : "(o)";
}

function setWhere(f: Record<string, unknown>, predicate: string, span?: [number, number]): void {
  if (f.where !== undefined) throw new Unsupported("two conditions in one filter", span);
  f.where = code(predicate);
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
