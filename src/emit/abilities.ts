/**
 * Abilities of the AST → `AbilityDefinition` object literals (TypeScript source text).
 * Anything not understood throws `Unsupported`; the caller turns it into a diagnostic.
 */
import { isNode, lit, manaText, node, type N, objectCode, onlyKeys, Unsupported } from "./code.ts";
import { addMana, compileEffect, compileInstructions, condition, countCode, Scope, type TriggerInfo, value } from "./effects.ts";
import { colorLetter, compileFilter, isRuntimeKeyword } from "./filters.ts";
import { abilityCostChange, ownCostChange, ownCostChangeNode } from "./costs.ts";
import { manaAbilityFields } from "./mana.ts";
import { additionalLands, castAsThoughFlash, playLandsFrom } from "./permissions.ts";
import { replacementAbility } from "./replacements.ts";
import { copyException } from "./copies.ts";
import { BASIC_LAND_TYPES } from "../runtime/basics.ts";
import { transformTrigger, type TransformingFace } from "./transform.ts";

type Span = [number, number];

export interface CompiledAbility {
  /** `AbilityDefinition` literals. */
  abilities: string[];
  /** `OptionalCost` literals (flashback, kicker). */
  costs: string[];
}

export interface AbilityEnv {
  text: string;
  imports: Set<string>;
  /** Card types, lower case (an Aura's "enchant", a spell's text). */
  types: string[];
  /** An ability of the card refers to "the exiled card" (linked abilities, 607). */
  linkExiled?: boolean;
  /** An ability of the card refers to the cards "exiled with" it (607.2a). */
  linkExiledWith?: boolean;
  /** What the spell's mandatory additional cost sacrifices or discards (`castCostKinds`). */
  castCosts?: Set<string>;
  /** A face of a transforming double-faced card or a flip card (transform.ts): it can turn over ("transform ~", "transforms into ~", "flip ~"). */
  transforming?: TransformingFace;
}

function scopeOf(env: AbilityEnv, trigger?: TriggerInfo): Scope {
  const scope = new Scope(env.text, env.imports, trigger);
  scope.linkExiled = env.linkExiled === true;
  scope.linkExiledWith = env.linkExiledWith === true;
  if (env.castCosts) for (const k of env.castCosts) scope.castCosts.add(k);
  scope.turnsOver = env.transforming?.layout;
  return scope;
}

function source(env: AbilityEnv, span: Span | undefined): string {
  const s: Span = span ?? [0, env.text.length];
  return lit({ text: env.text.slice(s[0], s[1]), span: s });
}

function arrow(lines: string[], params = "ctx"): string {
  if (lines.length === 1 && !lines[0]!.startsWith("const ") && !lines[0]!.startsWith("for ") && !lines[0]!.startsWith("if ")) {
    return `(${params}) => ${lines[0]!.replace(/;$/, "")}`;
  }
  return `(${params}) => {\n${lines.join("\n")}\n}`;
}

export function compileAbility(a: N, env: AbilityEnv): CompiledAbility {
  // "Max speed — …" is not an ability word (207.2c) but a condition on the ability (speed, a rule after the 2022 rules file:
  // it exists only while its controller's speed is 4); never emitted as an ability without that condition
  if (a.abilityWord === "max speed") throw new Unsupported('the speed condition "Max speed —"', a.span);
  if (typeof a.keyword === "string") return keywordAbility(a, env);
  switch (a.kind) {
    case "spell": {
      const extra = additionalCostNode(a);
      if (extra) return { abilities: [], costs: [additionalCost(extra, a, env)] };
      const rather = ratherNode(a);
      if (rather) return { abilities: [], costs: [ratherCost(rather.s, rather.body, a, env)] };
      // "This spell costs {1} less to cast if …" written as an instant's or sorcery's sentence (src/emit/costs.ts)
      const ownCost = ownCostChangeNode(a);
      if (ownCost) return { abilities: staticAbility(ownCost, env), costs: [] };
      if (cantBeCounteredNode(a)) {
        // "This spell can't be countered." read as an instruction: the spell's static ability on the stack (101.2)
        return { abilities: [objectCode([["kind", '"restriction"'], ["source", source(env, a.span)], ["restriction", '"cantBeCountered"'], ["affected", "{ self: true }"], ["zone", '"stack"']])], costs: [] };
      }
      return { abilities: [spell(a, env)], costs: [] };
    }
    case "activated":
      return { abilities: [activated(a, env)], costs: [] };
    case "triggered":
      return { abilities: [triggered(a, env)], costs: [] };
    case "static":
    case "replacement":
      return { abilities: staticAbility(a, env), costs: [] };
    default:
      throw new Unsupported(`an ability of kind "${a.kind}"`, a.span);
  }
}

// ---------------------------------------------------------------------------
// Keyword abilities

function costArg(arg: unknown, span?: Span): string {
  const c = node(arg, "a keyword's cost", span);
  if (c.kind !== "cost" || !Array.isArray(c.cost) || c.cost.length !== 1) throw new Unsupported("this keyword cost", c.span ?? span);
  const m = node(c.cost[0], "a cost", c.span ?? span);
  if (m.kind !== "mana") throw new Unsupported("a keyword cost that is not mana", m.span ?? span);
  return manaText(m.symbols);
}

/**
 * A keyword's cost as the runtime's cost parts, mana or not: "Equip—Pay 3 life", "Flashback—Sacrifice three creatures",
 * "Buyback—Discard two cards", "Kicker—Sacrifice a land". An alternative cost without mana replaces the mana cost with
 * nothing to pay in mana (118.9).
 */
function costList(arg: unknown, env: AbilityEnv, span: Span | undefined, alternative = false): Record<string, unknown>[] {
  const c = node(arg, "a keyword's cost", span);
  if (c.kind !== "cost" || !Array.isArray(c.cost) || c.cost.length === 0) throw new Unsupported("this keyword cost", c.span ?? span);
  const parts = (c.cost as unknown[]).map((p) => {
    const n = node(p, "a cost", c.span ?? span);
    return n.kind === "mana" ? { kind: "mana", mana: costArg(arg, span) } : costPart(n, env);
  });
  if (parts.filter((p) => p.kind === "mana").length > 1) throw new Unsupported("this keyword cost", c.span ?? span);
  if (alternative && !parts.some((p) => p.kind === "mana")) parts.unshift({ kind: "mana", mana: "{0}" });
  return parts;
}

function keywordAbility(a: N, env: AbilityEnv): CompiledAbility {
  const k = String(a.keyword);
  const src = source(env, a.span);
  if (k === "boast" && a.kind === "activated" && a.cost !== undefined && a.effect !== undefined) {
    // 702.142a boast: "[Cost]: [Effect]. Activate only if this creature attacked this turn and only once each turn." (the
    // turn's history: an attack by this object)
    const { keyword: _k, rule: _r, ...rest } = a;
    void _k;
    void _r;
    const condition = 'ctx.game.eventsOfTurn(ctx.game.turn()).some((e) => e.kind === "attack" && e.attacker.id === ctx.self.id)';
    return { abilities: [activated(rest as N, env, { name: k, condition })], costs: [] };
  }
  // reminder text (a parenthesised explanation) has no rules meaning (207.2)
  onlyKeys(a, ["keyword", "arg", "of", "represents", "reminders"]);
  if (k === "partner" && isNode(a.arg) && a.arg.kind === "withName" && typeof a.arg.name === "string") {
    // 702.124j: "Partner with [name]" is partner for deck construction and "When this permanent enters, target player may put [name]
    // into their hand from their library. If they do, they shuffle." (they shuffle either way: the search shuffles)
    const name = a.arg.name;
    env.imports.add("onEnter");
    env.imports.add("targetPlayer");
    return {
      abilities: [
        `{ kind: "keyword", keyword: "partner", source: ${src} }`,
        keywordTriggered(src, k, "onEnter((o, ctx) => ctx.isSelf(o))", [
          ["targets", '[targetPlayer("target player")]'],
          [
            "effect",
            `(ctx) => {\nconst p = ctx.targets[0];\nif (p?.kind !== "player") return;\nif (ctx.may(${lit(`put ${name} into your hand from your library?`)}, p)) ctx.searchLibrary(p, ${lit({ name, zone: "library" })}, 1, "hand");\nelse ctx.shuffle(p);\n}`,
          ],
        ]),
      ],
      costs: [],
    };
  }
  if (k === "toxic") {
    // 702.164: "Toxic N", a static ability the runtime implements as combat damage to a player gives poison counters
    if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
    return { abilities: [`{ kind: "keyword", keyword: "toxic", amount: ${keywordNumber(a)}, source: ${src} }`], costs: [] };
  }
  if (isRuntimeKeyword(k)) {
    if (a.arg !== undefined || a.of !== undefined) throw new Unsupported(`the keyword "${k}" with an argument`, a.span);
    return { abilities: [`{ kind: "keyword", keyword: ${lit(k)}, source: ${src} }`], costs: [] };
  }
  switch (k) {
    case "landwalk": {
      // "Swampwalk", "plainswalk" (as a granted keyword, lower case): a land type. Not "nonbasic"/"legendary landwalk".
      const of = typeof a.of === "string" ? a.of[0]!.toUpperCase() + a.of.slice(1) : "";
      if (!/^[A-Z][a-z]+$/.test(of) || ["Nonbasic", "Legendary", "Snow", "Basic"].includes(of)) throw new Unsupported(`this landwalk`, a.span);
      return { abilities: [`{ kind: "landwalk", source: ${src}, landType: ${lit(of)} }`], costs: [] };
    }
    case "protection": {
      const arg = node(a.arg, "what protection is from", a.span);
      const froms = (arg.from as unknown[]) ?? [];
      const colors: string[] = [];
      // 702.16a: "protection from [quality]": a colour, or a card type, subtype or other quality of objects ("from artifacts", "from Goblins", "from multicolored")
      const others: Record<string, unknown>[] = [];
      const refuse = () => new Unsupported(`protection from "${env.text.slice(...(arg.span ?? a.span ?? [0, 0]))}"`, arg.span ?? a.span);
      for (const f of froms) {
        const fn = node(f, "a quality", arg.span);
        const words = (fn.words as N[]) ?? [];
        if (fn.kind === "filter" && fn.post === undefined && words.length === 1 && words[0]!.class === "ColorWord") {
          colors.push(colorLetter(String(words[0]!.value), words[0]!.span));
          continue;
        }
        if (fn.kind !== "filter" || fn.post !== undefined) throw refuse();
        const c = compileFilter(fn, fn.span);
        if (c.player || c.spell || !c.object || Object.keys(c.object).length === 0 || "zone" in c.object) throw refuse();
        others.push(c.object);
      }
      if (colors.length === 0 && others.length === 0) throw new Unsupported("this protection", a.span);
      const parts = [...(colors.length ? [{ colors }] : []), ...others];
      const from = parts.length === 1 ? parts[0] : { anyOf: parts };
      return { abilities: [`{ kind: "protection", source: ${src}, from: ${lit(from)} }`], costs: [] };
    }
    case "enchant": {
      const arg = node(a.arg, "what it enchants", a.span);
      if (arg.kind !== "filter") throw new Unsupported("this enchant", a.span);
      const f = compileFilter(arg.filter, arg.span);
      if (f.player || !f.object) throw new Unsupported("enchant player", a.span);
      const words = env.text.slice(...((arg.filter as N | undefined)?.span ?? arg.span ?? a.span ?? [0, 0]));
      return { abilities: [`{ kind: "enchant", source: ${src}, target: ${lit({ text: words, object: f.object })} }`], costs: [] };
    }
    case "equip": {
      return {
        abilities: [
          objectCode([
            ["kind", '"activated"'],
            ["source", src],
            ["cost", lit(costList(a.arg, env, a.span))],
            ["timing", '"sorcery"'],
            ["targets", lit([{ text: "target creature you control", object: { types: ["creature"], controller: "you" } }])],
            ["effect", "(ctx) => ctx.attach(ctx.self, ctx.targets[0])"],
          ]),
        ],
        costs: [],
      };
    }
    case "cycling": {
      return {
        abilities: [
          objectCode([
            ["kind", '"activated"'],
            ["source", src],
            ["keyword", '"cycling"'],
            ["zone", '"hand"'],
            ["cost", lit([...costList(a.arg, env, a.span), { kind: "discard", filter: { self: true } }])],
            ["effect", "(ctx) => ctx.draw(ctx.you, 1)"],
          ]),
        ],
        costs: [],
      };
    }
    case "flashback":
      return {
        abilities: [],
        costs: [
          objectCode([
            ["name", '"flashback"'],
            ["type", '"alternative"'],
            ["source", src],
            ["cost", lit(costList(a.arg, env, a.span, true))],
            ["from", '"graveyard"'],
            ["exileWhenLeavingStack", "true"],
          ]),
        ],
      };
    case "kicker":
      return {
        abilities: [],
        costs: [
          objectCode([
            ["name", '"kicker"'],
            ["type", '"additional"'],
            ["source", src],
            ["cost", lit(costList(a.arg, env, a.span))],
          ]),
        ],
      };
    case "evoke": {
      // 702.74a: an alternative cost, and "When this permanent enters, if its evoke cost was paid, its controller sacrifices it."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = costList(a.arg, env, a.span, true);
      env.imports.add("onEnter");
      return {
        abilities: [
          keywordTriggered(src, k, "onEnter((o, ctx) => ctx.isSelf(o))", [
            ["interveningIf", '(ctx) => ctx.self.paidCosts.includes("evoke")'],
            ["effect", "(ctx) => ctx.sacrifice(ctx.self)"],
          ]),
        ],
        costs: [objectCode([["name", '"evoke"'], ["type", '"alternative"'], ["source", src], ["cost", lit(cost)]])],
      };
    }
    case "dash": {
      // 702.109a: an alternative cost; if it was paid, the permanent has haste and "At the beginning of the end step, return this
      // permanent to its owner's hand."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = costArg(a.arg, a.span);
      env.imports.add("atBeginningOf");
      const dashed = '(ctx) => ctx.self.paidCosts.includes("dash")';
      return {
        abilities: [
          hasteWhile(src, k, dashed),
          keywordTriggered(src, k, 'atBeginningOf("end", "each")', [
            ["interveningIf", dashed],
            ["effect", "(ctx) => ctx.returnToHand(ctx.self)"],
          ]),
        ],
        costs: [objectCode([["name", '"dash"'], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: cost }])]])],
      };
    }
    case "suspend": {
      // 702.62a: "Suspend N—[cost]": from the hand, "if you could begin to cast this card …, you may pay [cost] and exile it with
      // N time counters on it. This action doesn't use the stack" (a special action, 116.2f); "At the beginning of your upkeep, if
      // this card is suspended, remove a time counter from it"; "When the last time counter is removed from this card, if it's
      // exiled, play it without paying its mana cost if able. … If you cast a creature spell this way, it gains haste until you
      // lose control of the spell or the permanent it becomes." (suspended: exiled with a time counter, 702.62b)
      const arg = node(a.arg, "suspend's number and cost", a.span);
      const parts = arg.cost as unknown[] | undefined;
      const n = isNode(arg.number) ? arg.number : undefined;
      const m = Array.isArray(parts) && parts.length === 1 ? node(parts[0], "a cost", arg.span) : undefined;
      if (a.of !== undefined || arg.kind !== "numberCost" || n?.kind !== "number" || typeof n.value !== "number" || m?.kind !== "manaCost") throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const instantSpeed = env.types.includes("instant") || /^flash\b/im.test(env.text);
      env.imports.add("atBeginningOf");
      const time = '((ctx.game.object(ctx.self.id) ?? ctx.self).counters["time"] ?? 0)';
      return {
        abilities: [
          objectCode([
            ["kind", '"activated"'],
            ["source", src],
            ["keyword", '"suspend"'],
            ["zone", '"hand"'],
            ["special", "true"],
            ["cost", lit([{ kind: "mana", mana: manaText(m.symbols) }])],
            ["timing", instantSpeed ? undefined : '"sorcery"'],
            ["effect", `(ctx) => {\nctx.moveToZone(ctx.self, "exile", { counters: { time: ${n.value} } });\n}`],
          ]),
          keywordTriggered(src, k, 'atBeginningOf("upkeep", "your")', [
            ["zone", '"exile"'],
            ["interveningIf", `(ctx) => ${time} > 0`],
            ["effect", '(ctx) => ctx.removeCounters(ctx.self, "time", 1)'],
          ]),
          keywordTriggered(src, k, `{ event: "removeCounters", match: (e, ctx) => e.kind === "removeCounters" && ctx.isSelf(e.object) && e.counter === "time" && ${time.replaceAll("ctx.self", "e.object")} === 0 }`, [
            ["zone", '"exile"'],
            ["interveningIf", '(ctx) => ctx.game.object(ctx.self.id)?.zone === "exile"'],
            ["effect", '(ctx) => {\nconst card = ctx.refresh(ctx.self);\nif (card) ctx.castCard(card, { withoutPaying: true, optional: false, as: "suspend" });\n}'],
          ]),
          // "it gains haste until you lose control of the spell or the permanent it becomes": the permanent a creature spell cast by
          // suspend becomes, as long as the player who cast it (its owner) has controlled it without interruption since it entered
          // (its control timestamp is still the one it entered with: control lost and regained ends the haste)
          hasteWhile(
            src,
            k,
            '(ctx) => ctx.self.paidCosts.includes("suspend") && ctx.self.types.includes("creature") && ctx.self.controller === ctx.self.owner && ctx.self.controlSince === ctx.self.timestamp',
          ),
        ],
        costs: [],
      };
    }
    case "madness": {
      // 702.35a: "If a player would discard this card, that player discards it, but exiles it instead of putting it into their
      // graveyard" (a replacement that functions in the hand) and "When this card is exiled this way, its owner may cast it by
      // paying [cost] rather than paying its mana cost. If that player doesn't, they put this card into their graveyard."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = costArg(a.arg, a.span);
      const discarded = 'e.kind === "zoneChange" && e.cause === "discard" && e.from === "hand"';
      return {
        abilities: [
          objectCode([
            ["kind", '"replacement"'],
            ["source", src],
            ["zone", '"hand"'],
            ["watches", '"zoneChange"'],
            ["appliesTo", `(e, ctx) => ${discarded} && e.to === "graveyard" && ctx.isSelf(e.object)`],
            ["replace", '(e) => (e.kind === "zoneChange" ? { ...e, to: "exile" as const } : e)'],
          ]),
          keywordTriggered(src, k, `{ event: "zoneChange", match: (e, ctx) => ${discarded} && e.to === "exile" && e.newObject !== undefined && ctx.isSelf(e.newObject) }`, [
            ["zone", '"exile"'],
            ["effect", '(ctx) => {\nconst card = ctx.refresh(ctx.self);\nif (card && !ctx.castCard(card, { alternative: "madness" })) ctx.moveToZone(card, "graveyard");\n}'],
          ]),
        ],
        costs: [objectCode([["name", '"madness"'], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: cost }])], ["from", '"exile"']])],
      };
    }
    case "morph":
    case "megamorph":
    case "disguise": {
      // 702.37a-b, 702.168a: "You may cast this card as a 2/2 face-down creature with no text, no name, no subtypes, and no mana cost
      // by paying {3} rather than paying its mana cost" (an alternative cost, 702.37c; a face-down spell, 708.4); 702.37e: any time
      // you have priority you may turn it face up by paying its [morph] cost, a special action (116.2b) that doesn't use the stack.
      // Megamorph: "As this permanent is turned face up, if its megamorph cost was paid …, put a +1/+1 counter on it". Disguise: the
      // face-down permanent has ward {2} (702.168b).
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = keywordCostParts(a, k, env);
      const turnUp = k === "megamorph" ? '(ctx) => {\nctx.turnFaceUp(ctx.self);\nctx.addCounters(ctx.self, "+1/+1", 1);\n}' : "(ctx) => ctx.turnFaceUp(ctx.self)";
      const abilities = [
        objectCode([
          ["kind", '"activated"'],
          ["source", src],
          ["keyword", lit(k)],
          ["faceDown", "true"],
          ["special", "true"],
          ["cost", lit(cost)],
          ["effect", turnUp],
        ]),
      ];
      if (k === "disguise") {
        env.imports.add("ward");
        abilities.push(`{ ...ward(${src}, "{2}"), keyword: "disguise", faceDown: true }`);
      }
      return {
        abilities,
        costs: [objectCode([["name", lit(k)], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: "{3}" }])], ["faceDown", "true"]])],
      };
    }
    case "plot":
      // 702.170 (after the 2022 rules file): "Any time you have priority during your main phase while the stack is empty, you may pay
      // [cost] and exile this card from your hand. It becomes plotted" (a special action); "You may cast a plotted card you own
      // without paying its mana cost on any later turn, during your main phase while the stack is empty."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return exiledFromHandForLater(src, k, costArg(a.arg, a.span), ["timing", '"sorcery"'], "{0}", "plotted");
    case "foretell":
      // 702.143a-b: "Any time a player has priority during their turn, that player may pay {2} and exile a card with foretell from
      // their hand face down" (a special action, 116.2h); the foretold card may be cast after that turn has ended for its foretell
      // cost rather than its mana cost (an alternative cost, from exile).
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return exiledFromHandForLater(src, k, "{2}", ["condition", "(ctx) => ctx.game.activePlayer() === ctx.you.id"], costArg(a.arg, a.span), "foretold");
    case "escape": {
      // 702.138a: "You may cast this card from your graveyard by paying [cost] rather than paying its mana cost." (an alternative cost)
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = keywordCostParts(a, k, env);
      return { abilities: [], costs: [objectCode([["name", '"escape"'], ["type", '"alternative"'], ["source", src], ["cost", lit(cost)], ["from", '"graveyard"']])] };
    }
    case "retrace":
      // 702.81a: "You may cast this card from your graveyard by discarding a land card in addition to paying its other costs."
      if (a.arg !== undefined || a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return {
        abilities: [],
        costs: [objectCode([["name", '"retrace"'], ["type", '"additional"'], ["source", src], ["cost", lit([{ kind: "discard", filter: { types: ["land"] } }])], ["from", '"graveyard"']])],
      };
    case "entwine": {
      // 702.42a: "You may choose all modes of this spell instead of just the number specified. If you do, you pay an additional [cost]."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = keywordCostParts(a, k, env);
      return { abilities: [], costs: [objectCode([["name", '"entwine"'], ["type", '"additional"'], ["source", src], ["cost", lit(cost)], ["allModes", "true"]])] };
    }
    case "embalm":
    case "eternalize": {
      // 702.128a: "[Cost], Exile this card from your graveyard: Create a token that's a copy of this card, except it's white, it has no
      // mana cost, and it's a Zombie in addition to its other types. Activate only as a sorcery." 702.129a (eternalize): "… except
      // it's black, it's 4/4, it has no mana cost, and it's a Zombie in addition to its other types." The copiable values of a card
      // in a graveyard are its printed characteristics (707.2): the module's own definition, `card`.
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = [...keywordCostParts(a, k, env), { kind: "exile", filter: { self: true }, zone: "graveyard" }];
      const except = k === "embalm" ? 'colors: ["W"]' : 'colors: ["B"], power: 4, toughness: 4';
      return {
        abilities: [
          objectCode([
            ["kind", '"activated"'],
            ["source", src],
            ["keyword", lit(k)],
            ["zone", '"graveyard"'],
            ["cost", lit(cost)],
            ["timing", '"sorcery"'],
            ["effect", `(ctx) => {\nctx.createToken({ ...card, ${except}, manaCost: null, subtypes: [...card.subtypes.filter((s) => s !== "Zombie"), "Zombie"] });\n}`],
          ]),
        ],
        costs: [],
      };
    }
    case "miracle": {
      // 702.94a: "You may reveal this card from your hand as you draw it if it's the first card you've drawn this turn. When you
      // reveal this card this way, you may cast it by paying [cost] rather than its mana cost." (cast while the trigger resolves)
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = costArg(a.arg, a.span);
      return {
        abilities: [
          keywordTriggered(
            src,
            k,
            '{ event: "zoneChange", match: (e, ctx) => e.kind === "zoneChange" && e.cause === "draw" && e.drawnThisTurn === 1 && e.newObject !== undefined && ctx.isSelf(e.newObject) }',
            [
              ["zone", '"hand"'],
              ["effect", '(ctx) => {\nconst card = ctx.refresh(ctx.self);\nif (card?.zone === "hand") ctx.castCard(card, { alternative: "miracle" });\n}'],
            ],
          ),
        ],
        costs: [objectCode([["name", '"miracle"'], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: cost }])]])],
      };
    }
    case "for mirrodin!": {
      // 702.163a (after the 2022 rules file): "When this Equipment enters, create a 2/2 red Rebel creature token, then attach this to it."
      if (a.arg !== undefined || a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      env.imports.add("onEnter");
      const rebel = `{ name: "Rebel", manaCost: null, colors: ["R"], supertypes: [], types: ["creature"], subtypes: ["Rebel"], power: 2, toughness: 2, loyalty: null, abilities: [] }`;
      return {
        abilities: [
          keywordTriggered(src, k, "onEnter((o, ctx) => ctx.isSelf(o))", [
            ["effect", `(ctx) => {\nconst [rebel] = ctx.createToken(${rebel}, 1);\nif (rebel) ctx.attach(ctx.self, rebel);\n}`],
          ]),
        ],
        costs: [],
      };
    }
    case "transmute": {
      // 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value as the discarded card, reveal
      // it, and put it into your hand. Then shuffle. Activate only as a sorcery." (the discarded card: the source as it last existed)
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = costArg(a.arg, a.span);
      return {
        abilities: [
          objectCode([
            ["kind", '"activated"'],
            ["source", src],
            ["keyword", '"transmute"'],
            ["zone", '"hand"'],
            ["cost", lit([{ kind: "mana", mana: cost }, { kind: "discard", filter: { self: true } }])],
            ["timing", '"sorcery"'],
            ["effect", '(ctx) => {\nctx.searchLibrary(ctx.you, { zone: "library", manaValue: { min: ctx.self.manaValue, max: ctx.self.manaValue } }, 1, "hand");\n}'],
          ]),
        ],
        costs: [],
      };
    }
    case "dredge": {
      // 702.52a: "If you would draw a card, you may mill N cards instead. If you do, return this card from your graveyard to your
      // hand." (a replacement that functions in the graveyard); 702.52b: not if the library has fewer than N cards.
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const n = keywordNumber(a);
      return {
        abilities: [
          objectCode([
            ["kind", '"replacement"'],
            ["source", src],
            ["keyword", '"dredge"'],
            ["zone", '"graveyard"'],
            ["watches", '"draw"'],
            ["appliesTo", `(e, ctx) => e.kind === "draw" && e.player.id === ctx.you.id && ctx.game.player(ctx.you.id).librarySize >= ${n}`],
            [
              "replace",
              `(e, ctx) => {\nif (!ctx.may(${lit(`mill ${n} cards instead of drawing and return this card to your hand? (dredge)`)})) return e;\nctx.mill(ctx.you, ${n});\nconst card = ctx.refresh(ctx.self);\nif (card?.zone === "graveyard") ctx.moveToZone(card, "hand");\nreturn null;\n}`,
            ],
          ]),
        ],
        costs: [],
      };
    }
    case "surge":
    case "spectacle": {
      // 702.117a: "You may cast this spell by paying [cost] rather than its mana cost if you or one of your teammates has cast
      // another spell this turn." 702.137a: "… rather than its mana cost if an opponent lost life this turn."
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const when = k === "surge" ? "(ctx) => ctx.you.spellsCastThisTurn > 0" : "(ctx) => ctx.opponents.some((p) => p.lifeLostThisTurn > 0)";
      return {
        abilities: [],
        costs: [objectCode([["name", lit(k)], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }])], ["condition", when]])],
      };
    }
    case "jump-start":
      // 702.133a: "You may cast this card from your graveyard by discarding a card in addition to paying its other costs. Then
      // exile this card." (exiled instead of going anywhere else when it leaves the stack, as flashback)
      if (a.arg !== undefined || a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return {
        abilities: [],
        costs: [
          objectCode([
            ["name", '"jump-start"'],
            ["type", '"additional"'],
            ["source", src],
            ["cost", lit([{ kind: "discard" }])],
            ["from", '"graveyard"'],
            ["exileWhenLeavingStack", "true"],
          ]),
        ],
      };
    case "blitz": {
      // 702.152a: an alternative cost; if it was paid, the permanent has haste and "When this permanent dies, draw a card", and
      // "At the beginning of the end step, sacrifice this permanent" (the next end step: it was cast as a sorcery this turn).
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      const cost = keywordCostParts(a, k, env);
      env.imports.add("atBeginningOf");
      env.imports.add("onDies");
      const blitzed = '(ctx) => ctx.self.paidCosts.includes("blitz")';
      return {
        abilities: [
          hasteWhile(src, k, blitzed),
          keywordTriggered(src, k, "onDies((o, ctx) => ctx.isSelf(o))", [
            ["interveningIf", blitzed],
            ["effect", "(ctx) => ctx.draw(ctx.you, 1)"],
          ]),
          keywordTriggered(src, k, 'atBeginningOf("end", "each")', [
            ["interveningIf", blitzed],
            ["effect", "(ctx) => ctx.sacrifice(ctx.self)"],
          ]),
        ],
        costs: [objectCode([["name", '"blitz"'], ["type", '"alternative"'], ["source", src], ["cost", lit(cost)]])],
      };
    }
    case "totem armor":
    case "umbra armor":
      // 702.89a: "If enchanted permanent would be destroyed, instead remove all damage marked on it and destroy this Aura."
      if (a.arg !== undefined || a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return {
        abilities: [
          objectCode([
            ["kind", '"replacement"'],
            ["source", src],
            ["keyword", lit(k)],
            ["watches", '"destroy"'],
            ["appliesTo", '(e, ctx) => e.kind === "destroy" && ctx.self.attachedTo === e.object.id'],
            ["replace", '(e, ctx) => {\nctx.removeDamage(e.kind === "destroy" ? e.object : undefined);\nreturn { kind: "destroy", object: ctx.self };\n}'],
          ]),
        ],
        costs: [],
      };
    case "bestow":
      // 702.103a-b: an alternative cost; cast bestowed, the spell is an Aura enchantment with enchant creature (the runtime's `bestow`)
      if (a.of !== undefined) throw new Unsupported(`the keyword ability "${k}"`, a.span);
      return {
        abilities: [],
        costs: [objectCode([["name", '"bestow"'], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }])], ["bestow", "true"]])],
      };
    case "buyback":
      // 702.27a: an optional additional cost; if paid, the spell goes to its owner's hand instead of the graveyard as it resolves.
      return {
        abilities: [],
        costs: [
          objectCode([
            ["name", '"buyback"'],
            ["type", '"additional"'],
            ["source", src],
            ["cost", lit(costList(a.arg, env, a.span))],
            ["toHandOnResolution", "true"],
          ]),
        ],
      };
    case "ward": {
      const parts = costList(a.arg, env, a.span);
      if (parts.length === 1 && parts[0]!.kind === "mana") {
        env.imports.add("ward");
        return { abilities: [`ward(${src}, ${lit(costArg(a.arg, a.span))})`], costs: [] };
      }
      return { abilities: [wardPaying(src, parts, a.span)], costs: [] };
    }
    case "afterlife": {
      const n = node(a.arg, "an amount", a.span);
      if (typeof n.value !== "number") throw new Unsupported("this afterlife", a.span);
      env.imports.add("onDies");
      const token = `{ name: "Spirit", manaCost: null, colors: ["W", "B"], supertypes: [], types: ["creature"], subtypes: ["Spirit"], power: 1, toughness: 1, loyalty: null, abilities: [{ kind: "keyword", keyword: "flying" }] }`;
      return {
        abilities: [
          objectCode([
            ["kind", '"triggered"'],
            ["source", src],
            ["trigger", "onDies((o, ctx) => ctx.isSelf(o))"],
            ["effect", `(ctx) => ctx.createToken(${token}, ${n.value})`],
          ]),
        ],
        costs: [],
      };
    }
    default: {
      const more = keywordTrigger(k, a, env, src);
      if (more) return { abilities: Array.isArray(more) ? more : [more], costs: [] };
      throw new Unsupported(`the keyword ability "${k}"`, a.span);
    }
  }
}

/**
 * Foretell and plot: a special action (116.1) that exiles the card from its owner's hand (`ctx.foretell` / `ctx.plot`, which
 * remember the turn), and an alternative cost that casts it from exile on a later turn (`foretold` / `plotted`).
 */
function exiledFromHandForLater(src: string, keyword: "foretell" | "plot", cost: string, when: [string, string], castCost: string, flag: "foretold" | "plotted"): CompiledAbility {
  return {
    abilities: [
      objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", lit(keyword)],
        ["zone", '"hand"'],
        ["special", "true"],
        ["cost", lit([{ kind: "mana", mana: cost }])],
        when,
        ["effect", `(ctx) => ctx.${keyword}(ctx.self)`],
      ]),
    ],
    costs: [objectCode([["name", lit(keyword)], ["type", '"alternative"'], ["source", src], ["cost", lit([{ kind: "mana", mana: castCost }])], ["from", '"exile"'], [flag, "true"]])],
  };
}

/** A keyword's cost of one or more parts ("Morph—Discard a card", "Escape—{3}{B}, Exile four other cards from your graveyard"). */
function keywordCostParts(a: N, k: string, env: AbilityEnv): Record<string, unknown>[] {
  const arg = node(a.arg, `${k}'s cost`, a.span);
  if (arg.kind !== "cost" || !Array.isArray(arg.cost) || arg.cost.length === 0) throw new Unsupported(`the keyword ability "${k}"`, a.span);
  return arg.cost.map((c) => costPart(node(c, "a cost", arg.span), env));
}

/** "It has haste" while a condition holds (dash, suspend): a layer-6 static ability of the keyword on its own object. */
function hasteWhile(src: string, keyword: string, condition: string): string {
  return objectCode([
    ["kind", '"static"'],
    ["source", src],
    ["keyword", lit(keyword)],
    ["layer", '"6"'],
    ["affected", "(o, ctx) => ctx.isSelf(o)"],
    ["apply", '(c) => {\nc.abilities.push({ kind: "keyword", keyword: "haste" });\n}'],
    ["condition", condition],
  ]);
}

/** A triggered ability written out from a keyword ability (rule 702), marked with the keyword for "with/without [keyword]". */
/**
 * "Ward—Pay 2 life", "Ward—Discard a card", "Ward—Sacrifice a creature" (702.21a): "Whenever this permanent becomes the target
 * of a spell or ability an opponent controls, counter it unless that player pays [cost]." That player may pay only if they can:
 * life up to their life total (119.4), cards in their hand, permanents they control (118.3).
 */
function wardPaying(src: string, parts: Record<string, unknown>[], span: Span | undefined): string {
  const part = parts[0]!;
  const filter = (part.filter ?? {}) as Record<string, unknown>;
  const count = typeof part.count === "number" ? part.count : 1;
  let pay: string[];
  if (parts.length !== 1) throw new Unsupported("this ward cost", span);
  if (part.kind === "payLife") pay = [`const paid = p.life >= ${String(part.amount)} && ctx.may(${lit(`pay ${String(part.amount)} life for ward`)}, p);`, `if (paid) ctx.loseLife(p, ${String(part.amount)});`];
  else if ((part.kind === "discard" || part.kind === "sacrifice") && filter.self === undefined && filter.zone === undefined && filter.owner === undefined && (part.kind === "sacrifice" || filter.controller === undefined)) {
    const { controller: _c, ...rest } = filter;
    void _c;
    const where = part.kind === "discard" ? { ...rest, zone: "hand" } : rest;
    const own = part.kind === "discard" ? "o.owner === p.id" : "o.controller === p.id";
    pay = [
      `const candidates = ctx.find(${lit(where)}).filter((o) => ${own});`,
      `const paid = candidates.length >= ${count} && ctx.may(${lit(`${part.kind} for ward`)}, p);`,
      `if (paid) ctx.${part.kind === "discard" ? "discardCards" : "sacrifice"}(ctx.chooseObjects(${lit(`Choose what to ${part.kind} for ward`)}, candidates, ${count}, ${count}, p));`,
    ];
  } else throw new Unsupported("this ward cost", span);
  return objectCode([
    ["kind", '"triggered"'],
    ["source", src],
    ["trigger", `{ event: "becomesTarget", match: (e, ctx) => e.kind === "becomesTarget" && e.target.kind === "object" && ctx.isSelf(e.target) && e.controller.id !== ctx.you.id }`],
    ["effect", `(ctx) => {
const e = ctx.event;
if (e?.kind !== "becomesTarget") return;
const p = e.controller;
${pay.join("\n")}
if (!paid) ctx.counter(e.stackId);
}`],
  ]);
}

function keywordTriggered(src: string, keyword: string, trigger: string, rest: [string, string][]): string {
  return objectCode([["kind", '"triggered"'], ["source", src], ["keyword", lit(keyword)], ["trigger", trigger], ...rest]);
}

/** A keyword's number ("Soulshift 8", "Fabricate 2"). */
function keywordNumber(a: N): number {
  const n = node(a.arg, "a number", a.span);
  if (n.kind !== "number" || typeof n.value !== "number") throw new Unsupported(`the keyword ability "${String(a.keyword)}"`, a.span);
  return n.value;
}

/**
 * Keyword abilities that are triggered, activated or characteristic-defining abilities by their
 * rule in 702, written out as such; undefined for other keywords.
 */
function keywordTrigger(k: string, a: N, env: AbilityEnv, src: string): string | string[] | undefined {
  switch (k) {
    case "exalted":
      // 702.83a: "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn." (alone: 506.5)
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["trigger", '{ event: "attack", match: (e, ctx) => e.kind === "attack" && e.attacker.controller === ctx.you.id && ctx.find({ attacking: true }).length === 1 }'],
        ["effect", '(ctx) => {\nif (ctx.event?.kind === "attack") ctx.pump(ctx.event.attacker, 1, 1, "endOfTurn");\n}'],
      ]);
    case "vanishing":
    case "fading": {
      // 702.63a: enters with N time counters; "At the beginning of your upkeep, remove a time counter from it. When the last is removed, sacrifice it."
      // 702.32a: enters with N fade counters; "At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it."
      const n = a.arg === undefined && k === "vanishing" ? undefined : keywordNumber(a);
      if (a.of !== undefined) return undefined;
      const counter = k === "vanishing" ? "time" : "fade";
      env.imports.add("atBeginningOf");
      const out: string[] = [];
      if (n !== undefined) {
        env.imports.add("entersWithCounters");
        out.push(`entersWithCounters(${src}, ${lit(counter)}, ${n})`);
      }
      if (k === "vanishing") {
        out.push(
          objectCode([
            ["kind", '"triggered"'],
            ["source", src],
            ["trigger", 'atBeginningOf("upkeep", "your")'],
            ["interveningIf", `(ctx) => (ctx.self.counters[${lit(counter)}] ?? 0) > 0`],
            ["effect", `(ctx) => ctx.removeCounters(ctx.self, ${lit(counter)}, 1)`],
          ]),
          objectCode([
            ["kind", '"triggered"'],
            ["source", src],
            [
              "trigger",
              `{ event: "removeCounters", match: (e, ctx) => e.kind === "removeCounters" && ctx.isSelf(e.object) && e.counter === ${lit(counter)} && ((ctx.game.object(e.object.id) ?? e.object).counters[${lit(counter)}] ?? 0) === 0 }`,
            ],
            ["effect", "(ctx) => ctx.sacrifice(ctx.self)"],
          ]),
        );
      } else {
        out.push(
          objectCode([
            ["kind", '"triggered"'],
            ["source", src],
            ["trigger", 'atBeginningOf("upkeep", "your")'],
            ["effect", `(ctx) => {\nconst self = ctx.refresh(ctx.self);\nif (!self) return;\nif ((self.counters[${lit(counter)}] ?? 0) > 0) ctx.removeCounters(self, ${lit(counter)}, 1);\nelse ctx.sacrifice(self);\n}`],
          ]),
        );
      }
      return out;
    }
    case "cumulative upkeep": {
      // 702.24a: "At the beginning of your upkeep, if this permanent is on the battlefield, put an age counter on this permanent.
      // Then you may pay [cost] for each age counter on it. If you don't, sacrifice it." (mana costs)
      if (a.of !== undefined) return undefined;
      const cost = costArg(a.arg, a.span);
      env.imports.add("atBeginningOf");
      return keywordTriggered(src, k, 'atBeginningOf("upkeep", "your")', [
        [
          "effect",
          `(ctx) => {\nctx.addCounters(ctx.self, "age", 1);\nconst self = ctx.refresh(ctx.self);\nif (!self) return;\nconst n = self.counters["age"] ?? 0;\nconst total = ${lit(cost)}.repeat(n);\nif (!ctx.mayPay(total, \`pay \${total} (cumulative upkeep)\`)) ctx.sacrifice(self);\n}`,
        ],
      ]);
    }
    case "cascade":
      // 702.85a: a triggered ability that functions while the spell is on the stack: "When you cast this spell, …" (702.85c:
      // each instance triggers separately)
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onCast");
      env.imports.add("cascade");
      return keywordTriggered(src, k, 'onCast({ self: true }, "your")', [
        ["zone", '"stack"'],
        ["effect", "(ctx) => cascade(ctx)"],
      ]);
    case "annihilator": {
      // 702.86a: "Whenever this creature attacks, defending player sacrifices N permanents."
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      env.imports.add("onAttack");
      env.imports.add("sacrificeChosen");
      return keywordTriggered(src, k, "onAttack((o, ctx) => ctx.isSelf(o))", [["effect", `(ctx) => {\nsacrificeChosen(ctx, ctx.game.defendingPlayer(ctx.self.id), {}, ${n});\n}`]]);
    }
    case "melee": {
      // 702.121a: "Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you attacked with a creature
      // this combat" (702.121b: counted as it resolves; the opponents among the players your creatures attack in this combat's
      // declaration, 508.1 — not the controllers of planeswalkers or battles attacked)
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onAttack");
      const effect = [
        "(ctx) => {",
        'const declared = ctx.game.eventsOfTurn(ctx.game.turn()).filter((e) => e.kind === "attackersDeclared" && e.player.id === ctx.you.id).at(-1);',
        'const n = declared?.kind === "attackersDeclared" ? new Set(declared.defenders.filter((d) => d.kind === "player" && d.id !== ctx.you.id).map((d) => d.id)).size : 0;',
        'if (n > 0) ctx.pump(ctx.self, n, n, "endOfTurn");',
        "}",
      ].join("\n");
      return keywordTriggered(src, k, "onAttack((o, ctx) => ctx.isSelf(o))", [["effect", effect]]);
    }
    case "reinforce": {
      // 702.77a: "Reinforce N—[cost]" means "[Cost], Discard this card: Put N +1/+1 counters on target creature." (from the hand)
      const arg = node(a.arg, "reinforce's number and cost", a.span);
      const parts = arg.cost as unknown[] | undefined;
      const n = isNode(arg.number) ? arg.number : undefined;
      const m = Array.isArray(parts) && parts.length === 1 ? node(parts[0], "a cost", arg.span) : undefined;
      if (a.of !== undefined || arg.kind !== "numberCost" || n?.kind !== "number" || typeof n.value !== "number" || m?.kind !== "manaCost") return undefined;
      env.imports.add("targetCreature");
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"reinforce"'],
        ["zone", '"hand"'],
        ["cost", lit([{ kind: "mana", mana: manaText(m.symbols) }, { kind: "discard", filter: { self: true } }])],
        ["targets", "[targetCreature()]"],
        ["effect", `(ctx) => ctx.addCounters(ctx.targets[0], "+1/+1", ${n.value})`],
      ]);
    }
    case "rampage":
    case "afflict": {
      // 702.23a rampage: "Whenever this creature becomes blocked, it gets +N/+N until end of turn for each creature blocking it
      // beyond the first" (counted once, as it resolves: 702.23b). 702.130a afflict: "Whenever this creature becomes blocked,
      // defending player loses N life."
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      const effect =
        k === "rampage"
          ? `(ctx) => {\nconst beyond = Math.max(0, ctx.game.blockers(ctx.self.id).length - 1);\nif (beyond > 0) ctx.pump(ctx.self, ${n} * beyond, ${n} * beyond, "endOfTurn");\n}`
          : `(ctx) => ctx.loseLife(ctx.game.defendingPlayer(ctx.self.id), ${n})`;
      return keywordTriggered(src, k, '{ event: "block", match: (e, ctx) => e.kind === "block" && e.becomesBlocked === true && ctx.isSelf(e.attacker) }', [["effect", effect]]);
    }
    case "ingest":
    case "renown": {
      // 702.115a ingest: "Whenever this creature deals combat damage to a player, that player exiles the top card of their library."
      // 702.112a renown: "When this creature deals combat damage to a player, if it isn't renowned, put N +1/+1 counters on it and
      // it becomes renowned" (a designation of the permanent, 702.112b: kept as a chosen value, lost when it changes zones).
      const n = k === "renown" ? keywordNumber(a) : 0;
      if (a.of !== undefined || (k === "ingest" && a.arg !== undefined)) return undefined;
      const trigger = '{ event: "damage", match: (e, ctx) => e.kind === "damage" && e.combat === true && e.target.kind === "player" && ctx.isSelf(e.source) }';
      if (k === "ingest")
        return keywordTriggered(src, k, trigger, [
          ["effect", '(ctx) => {\nconst p = ctx.event?.kind === "damage" && ctx.event.target.kind === "player" ? ctx.event.target : undefined;\nif (p) ctx.moveToZone(ctx.game.objects("library", p.id).slice(0, 1), "exile");\n}'],
        ]);
      const renowned = '(ctx.game.object(ctx.self.id) ?? ctx.self).chosen["renowned"] === 1';
      return keywordTriggered(src, k, trigger, [
        ["interveningIf", `(ctx) => !(${renowned})`],
        ["effect", `(ctx) => {\nconst self = ctx.refresh(ctx.self);\nif (!self) return;\nctx.addCounters(self, "+1/+1", ${n});\nctx.setChosen("renowned", 1);\n}`],
      ]);
    }
    case "battle cry":
    case "dethrone":
    case "training":
    case "mentor": {
      // 702.91a battle cry: "Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn."
      // 702.105a dethrone: "Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1
      // counter on this creature." 702.149a training: "Whenever this creature attacks with another creature with greater power,
      // put a +1/+1 counter on this creature." 702.134a mentor: "Whenever this creature attacks, put a +1/+1 counter on target
      // attacking creature with lesser power."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onAttack");
      env.imports.add("statOf");
      const self = "onAttack((o, ctx) => ctx.isSelf(o))";
      const power = 'statOf(ctx.game.object(ctx.self.id) ?? ctx.self, "power")';
      if (k === "battle cry")
        return keywordTriggered(src, k, self, [
          ["effect", '(ctx) => {\nfor (const o of ctx.find({ attacking: true })) if (!ctx.isSelf(o)) ctx.pump(o, 1, 0, "endOfTurn");\n}'],
        ]);
      if (k === "dethrone")
        return keywordTriggered(
          src,
          k,
          '{ event: "attack", match: (e, ctx) => e.kind === "attack" && ctx.isSelf(e.attacker) && e.defender.kind === "player" && ctx.game.players().every((p) => p.lost || p.life <= (e.defender.kind === "player" ? e.defender.life : 0)) }',
          [["effect", '(ctx) => ctx.addCounters(ctx.self, "+1/+1", 1)']],
        );
      if (k === "training")
        return keywordTriggered(src, k, self, [
          ["interveningIf", `(ctx) => ctx.find({ attacking: true }).some((o) => !ctx.isSelf(o) && statOf(o, "power") > ${power})`],
          ["effect", '(ctx) => ctx.addCounters(ctx.self, "+1/+1", 1)'],
        ]);
      return keywordTriggered(src, k, self, [
        ["targets", `[{ text: "target attacking creature with lesser power", object: { types: ["creature"], attacking: true, where: (o, ctx) => statOf(o, "power") < ${power} } }]`],
        ["effect", '(ctx) => ctx.addCounters(ctx.targets[0], "+1/+1", 1)'],
      ]);
    }
    case "living weapon":
      // 702.92a: "When this Equipment enters, create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onEnter");
      return keywordTriggered(src, k, "onEnter((o, ctx) => ctx.isSelf(o))", [
        [
          "effect",
          `(ctx) => {\nconst germ = ctx.createToken(${lit({ name: "Phyrexian Germ", manaCost: null, colors: ["B"], supertypes: [], types: ["creature"], subtypes: ["Phyrexian", "Germ"], power: 0, toughness: 0, loyalty: null, abilities: [] })}, 1)[0];\nconst self = ctx.refresh(ctx.self);\nif (germ && self) ctx.attach(self, germ);\n}`,
        ],
      ]);
    case "riot":
    case "unleash": {
      // 702.136a riot: "You may have this permanent enter with an additional +1/+1 counter on it. If you don't, it gains haste."
      // 702.98a unleash: "You may have this permanent enter with an additional +1/+1 counter on it" and "This permanent can't
      // block as long as it has a +1/+1 counter on it." (614.1c, 614.12: the choice is made as it enters)
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      const counter = '{ ...e, counters: { ...e.counters, "+1/+1": (e.counters?.["+1/+1"] ?? 0) + 1 } }';
      const chooser = k === "riot" ? `${counter} : { ...e, chosen: { ...e.chosen, riot: "haste" } }` : `${counter} : e`;
      const prompt = k === "riot" ? "Riot: enter with a +1/+1 counter? (If not, it gains haste.)" : "Unleash: enter with a +1/+1 counter? (Then it can't block.)";
      return [
        objectCode([
          ["kind", '"replacement"'],
          ["source", src],
          ["watches", '"zoneChange"'],
          ["asThisEnters", "true"],
          ["appliesTo", '(e, ctx) => e.kind === "zoneChange" && e.to === "battlefield" && ctx.isSelf(e.object)'],
          ["replace", `(e, ctx) => (e.kind !== "zoneChange" ? e : ctx.may(${lit(prompt)}) ? ${chooser})`],
        ]),
        k === "riot"
          ? hasteWhile(src, k, '(ctx) => ctx.self.chosen["riot"] === "haste"')
          : objectCode([["kind", '"restriction"'], ["source", src], ["keyword", '"unleash"'], ["restriction", '"cantBlock"'], ["affected", '(o, ctx) => ctx.isSelf(o) && (o.counters["+1/+1"] ?? 0) > 0']]),
      ];
    }
    case "decayed":
      // 702.147a: "This creature can't block. When this creature attacks, sacrifice it at end of combat."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onAttack");
      env.imports.add("atBeginningOf");
      return [
        objectCode([["kind", '"restriction"'], ["source", src], ["keyword", '"decayed"'], ["restriction", '"cantBlock"'], ["affected", lit({ self: true })]]),
        keywordTriggered(src, k, "onAttack((o, ctx) => ctx.isSelf(o))", [
          ["effect", '(ctx) => {\nconst self = ctx.self;\nctx.createDelayedTrigger(atBeginningOf("endCombat", "each"), (ctx) => ctx.sacrifice(ctx.refresh(self)));\n}'],
        ]),
      ];
    case "prowess":
      // 702.108a: "Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onCast");
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["trigger", 'onCast({ notTypes: ["creature"] }, "your")'],
        ["effect", '(ctx) => ctx.pump(ctx.self, 1, 1, "endOfTurn")'],
      ]);
    case "soulshift": {
      // 702.46a: "When this permanent dies, you may return target Spirit card with mana value N or less from your graveyard to your hand."
      const n = keywordNumber(a);
      env.imports.add("onDies");
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["trigger", "onDies((o, ctx) => ctx.isSelf(o))"],
        ["optional", "true"],
        ["targets", lit([{ text: `target Spirit card with mana value ${n} or less from your graveyard`, object: { subtypes: ["Spirit"], manaValue: { max: n }, zone: "graveyard", owner: "you" } }])],
        ["effect", "(ctx) => ctx.returnToHand(ctx.targets[0])"],
      ]);
    }
    case "typecycling": {
      // 702.29e: "[Type]cycling [cost]": discard this card, pay: search your library for a [type] card, reveal it, put it into your hand, then shuffle.
      if (typeof a.of !== "string") return undefined;
      // "Plainscycling", "Wizardcycling" (a subtype); "Basic landcycling" (a supertype and a card type); "Landcycling" is not in 702.29e's list but reads the same.
      const typeWords = a.of.toLowerCase().split(" ");
      let search: Record<string, unknown>;
      if (/^[A-Z][a-z]+$/.test(a.of)) search = { subtypes: [a.of] };
      else if (typeWords.length === 2 && typeWords[0] === "basic" && typeWords[1] === "land") search = { supertypes: ["basic"], types: ["land"] };
      else return undefined;
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"typecycling"'],
        ["zone", '"hand"'],
        ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }, { kind: "discard", filter: { self: true } }])],
        ["effect", `(ctx) => {\nctx.searchLibrary(ctx.you, ${lit({ ...search, zone: "library" })}, 1, "hand");\n}`],
      ]);
    }
    case "devoid":
      // 702.114a: "This object is colorless." A characteristic-defining ability (layer 5, every zone).
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"static"'],
        ["source", src],
        ["layer", '"5"'],
        ["cda", "true"],
        ["affected", "(o, ctx) => ctx.isSelf(o)"],
        ["apply", "(c) => {\nc.colors = [];\n}"],
      ]);
    case "fabricate": {
      // 702.123a: "When this permanent enters, you may put N +1/+1 counters on it. If you don't, create N 1/1 colorless Servo artifact creature tokens."
      const n = keywordNumber(a);
      env.imports.add("onEnter");
      const servo = lit({ manaCost: null, colors: [], supertypes: [], types: ["artifact", "creature"], subtypes: ["Servo"], power: 1, toughness: 1, loyalty: null, abilities: [] });
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["trigger", "onEnter((o, ctx) => ctx.isSelf(o))"],
        [
          "effect",
          `(ctx) => {\nconst self = ctx.refresh(ctx.self);\nif (self && ctx.may(${lit(`Fabricate ${n}: put ${n} +1/+1 counter(s) on it? (If you don't, create ${n} Servo token(s).)`)})) ctx.addCounters(self, "+1/+1", ${n});\nelse ctx.createToken(${servo}, ${n});\n}`,
        ],
      ]);
    }
    case "evolve":
      // 702.100a: "Whenever a creature enters under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onEnter");
      env.imports.add("statOf");
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["trigger", 'onEnter((o, ctx) => o.types.includes("creature") && o.controller === ctx.you.id && !ctx.isSelf(o))'],
        [
          "interveningIf",
          '(ctx) => {\nif (ctx.event?.kind !== "entersBattlefield") return false;\nconst it = ctx.game.object(ctx.event.object.id) ?? ctx.event.object;\nconst self = ctx.game.object(ctx.self.id) ?? ctx.self;\nreturn statOf(it, "power") > statOf(self, "power") || statOf(it, "toughness") > statOf(self, "toughness");\n}',
        ],
        ["effect", '(ctx) => ctx.addCounters(ctx.self, "+1/+1", 1)'],
      ]);
    case "outlast":
      // 702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
      if (a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"outlast"'],
        ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }, { kind: "tap" }])],
        ["timing", '"sorcery"'],
        ["effect", '(ctx) => ctx.addCounters(ctx.self, "+1/+1", 1)'],
      ]);
    case "bushido": {
      // 702.45a: "Whenever this creature blocks or becomes blocked, it gets +N/+N until end of turn." (becomes blocked: once, 509.3c)
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["keyword", '"bushido"'],
        ["trigger", '{ event: "block", match: (e, ctx) => e.kind === "block" && (ctx.isSelf(e.blocker) || (e.becomesBlocked === true && ctx.isSelf(e.attacker))) }'],
        ["effect", `(ctx) => ctx.pump(ctx.self, ${n}, ${n}, "endOfTurn")`],
      ]);
    }
    case "flanking":
      // 702.25a: "Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 until end of turn."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["keyword", '"flanking"'],
        [
          "trigger",
          '{ event: "block", match: (e, ctx) => e.kind === "block" && ctx.isSelf(e.attacker) && !e.blocker.abilities.some((x) => x.kind === "triggered" && x.keyword === "flanking") }',
        ],
        ["effect", '(ctx) => {\nif (ctx.event?.kind === "block") ctx.pump(ctx.event.blocker, -1, -1, "endOfTurn");\n}'],
      ]);
    case "persist":
    case "undying": {
      // 702.79a persist: "When this permanent is put into a graveyard from the battlefield, if it had no -1/-1 counters on it, return it to the
      // battlefield under its owner's control with a -1/-1 counter on it." 702.93a undying: the same with +1/+1 counters.
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      const counter = k === "persist" ? "-1/-1" : "+1/+1";
      env.imports.add("onDies");
      return keywordTriggered(src, k, "onDies((o, ctx) => ctx.isSelf(o))", [
        ["interveningIf", `(ctx) => ctx.event?.kind === "dies" && (ctx.event.object.counters[${lit(counter)}] ?? 0) === 0`],
        [
          "effect",
          `(ctx) => {\nconst card = ctx.event?.kind === "dies" ? ctx.event.newObject : undefined;\nif (card) ctx.moveToZone(card, "battlefield", { controller: card.owner, counters: { ${lit(counter)}: 1 } });\n}`,
        ],
      ]);
    }
    case "modular": {
      // 702.43a: "This permanent enters with N +1/+1 counters on it" and "When this permanent is put into a graveyard from the battlefield,
      // you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this permanent."
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      env.imports.add("entersWithCounters");
      env.imports.add("onDies");
      return [
        `entersWithCounters(${src}, "+1/+1", ${n})`,
        keywordTriggered(src, k, "onDies((o, ctx) => ctx.isSelf(o))", [
          ["optional", "true"],
          ["targets", lit([{ text: "target artifact creature", object: { allTypes: ["artifact", "creature"] } }])],
          ["effect", '(ctx) => ctx.addCounters(ctx.targets[0], "+1/+1", ctx.event?.kind === "dies" ? (ctx.event.object.counters["+1/+1"] ?? 0) : 0)'],
        ]),
      ];
    }
    case "echo": {
      // 702.30a: "At the beginning of your upkeep, if this permanent came under your control since the beginning of your last upkeep,
      // sacrifice it unless you pay [cost]." (your last upkeep: the one of your previous turn)
      if (a.of !== undefined) return undefined;
      const cost = costArg(a.arg, a.span);
      env.imports.add("atBeginningOf");
      return keywordTriggered(src, k, 'atBeginningOf("upkeep", "your")', [
        ["interveningIf", "(ctx) => (ctx.game.object(ctx.self.id) ?? ctx.self).controlSince > ctx.you.previousTurnStart"],
        ["effect", `(ctx) => {\nif (!ctx.mayPay(${lit(cost)}, ${lit(`pay ${cost} (echo)`)})) ctx.sacrifice(ctx.self);\n}`],
      ]);
    }
    case "affinity": {
      // 702.41a: "Affinity for [text]" means "This spell costs {1} less to cast for each [text] you control."
      const arg = node(a.arg, "what affinity is for", a.span);
      if (arg.kind !== "for" || a.of !== undefined) return undefined;
      const f = compileFilter(arg.filter, arg.span);
      if (f.player || !f.object || f.spell) return undefined;
      return objectCode([
        ["kind", '"costModifier"'],
        ["source", src],
        ["keyword", '"affinity"'],
        ["zone", '"stack"'],
        ["spells", "(o, ctx) => ctx.isSelf(o)"],
        ["reduceBy", `(ctx) => ctx.find(${lit({ ...f.object, controller: "you" })}).length`],
      ]);
    }
    case "extort":
      // 702.101a: "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life lost this way."
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("onCast");
      return keywordTriggered(src, k, 'onCast(undefined, "your")', [
        [
          "effect",
          '(ctx) => {\nif (!ctx.mayPay("{W/B}", "pay {W/B} (extort)")) return;\nlet lost = 0;\nfor (const p of ctx.opponents) {\nconst before = ctx.refresh(p)?.life ?? 0;\nctx.loseLife(p, 1);\nlost += before - (ctx.refresh(p)?.life ?? before);\n}\nctx.gainLife(ctx.you, lost);\n}',
        ],
      ]);
    case "unearth": {
      // 702.84a: "[Cost]: Return this card from your graveyard to the battlefield. It gains haste. Exile it at the beginning of the next end step.
      // If it would leave the battlefield, exile it instead of putting it anywhere else. Activate only as a sorcery."
      if (a.of !== undefined) return undefined;
      env.imports.add("atBeginningOf");
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"unearth"'],
        ["zone", '"graveyard"'],
        ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }])],
        ["timing", '"sorcery"'],
        [
          "effect",
          `(ctx) => {\nconst [it] = ctx.moveToZone(ctx.self, "battlefield");\nif (!it) return;\nctx.grantAbility(it, { kind: "keyword", keyword: "haste" }, "permanent");\nctx.createDelayedTrigger(atBeginningOf("end", "each"), (d) => d.exile(it), { source: ${src} });\nctx.createReplacement(\n{\nwatches: "zoneChange",\nappliesTo: (e) => e.kind === "zoneChange" && e.object.id === it.id && e.from === "battlefield" && e.to !== "exile",\nreplace: (e) => (e.kind === "zoneChange" ? { ...e, to: "exile" } : e),\n},\n"permanent",\n);\n}`,
        ],
      ]);
    }
    case "crew": {
      // 702.122a: "Crew N" means "Tap any number of untapped creatures you control with total power N or more: This permanent becomes an
      // artifact creature until end of turn." (a type-changing effect, layer 4)
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"crew"'],
        ["cost", lit([{ kind: "tapObjects", filter: { types: ["creature"] }, totalPower: n }])],
        [
          "effect",
          '(ctx) => {\nconst self = ctx.refresh(ctx.self);\nif (!self) return;\nctx.addContinuousEffect(\n[self],\n"4",\n(c) => {\nfor (const t of ["artifact", "creature"]) if (!c.types.includes(t)) c.types.push(t);\n},\n"endOfTurn",\n);\n}',
        ],
      ]);
    }
    case "storm":
      // 702.40a: "When you cast this spell, copy it for each spell cast before it this turn. If the spell has any targets, you may choose
      // new targets for any of the copies." A triggered ability that functions on the stack.
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"triggered"'],
        ["source", src],
        ["keyword", '"storm"'],
        ["zone", '"stack"'],
        ["trigger", '{ event: "cast", match: (e, ctx) => e.kind === "cast" && ctx.isSelf(e.spell) }'],
        [
          "effect",
          '(ctx) => {\nconst n = ctx.event?.kind === "cast" ? (ctx.event.spellsCastBefore ?? 0) : 0;\nfor (let i = 0; i < n; i++) {\nconst copy = ctx.copySpell(ctx.self);\nif (copy) ctx.chooseNewTargets(copy);\n}\n}',
        ],
      ]);
    case "bloodthirst": {
      // 702.54a: "If an opponent was dealt damage this turn, this permanent enters with N +1/+1 counters on it." (a replacement effect)
      const n = keywordNumber(a);
      if (a.of !== undefined) return undefined;
      env.imports.add("entersWithCounters");
      return `{ ...entersWithCounters(${src}, "+1/+1", ${n}), keyword: "bloodthirst", condition: (ctx) => ctx.opponents.some((p) => ctx.game.player(p.id).damageThisTurn > 0) }`;
    }
    case "scavenge":
      // 702.97a: "[Cost], Exile this card from your graveyard: Put a number of +1/+1 counters equal to the power of the card you exiled on
      // target creature. Activate only as a sorcery."
      if (a.of !== undefined) return undefined;
      return objectCode([
        ["kind", '"activated"'],
        ["source", src],
        ["keyword", '"scavenge"'],
        ["zone", '"graveyard"'],
        ["cost", lit([{ kind: "mana", mana: costArg(a.arg, a.span) }, { kind: "exile", filter: { self: true }, zone: "graveyard" }])],
        ["timing", '"sorcery"'],
        ["targets", lit([{ text: "target creature", object: { types: ["creature"] } }])],
        ["effect", '(ctx) => ctx.addCounters(ctx.targets[0], "+1/+1", Math.max(0, ctx.self.power ?? 0))'],
      ]);
    case "changeling":
      // 702.73a: "This object is every creature type." A characteristic-defining ability (layer 4, every zone).
      if (a.arg !== undefined || a.of !== undefined) return undefined;
      env.imports.add("CREATURE_TYPES");
      return objectCode([
        ["kind", '"static"'],
        ["source", src],
        ["keyword", '"changeling"'],
        ["layer", '"4"'],
        ["cda", "true"],
        ["affected", "(o, ctx) => ctx.isSelf(o)"],
        ["apply", "(c) => {\nc.subtypes = [...new Set([...c.subtypes, ...CREATURE_TYPES])];\n}"],
      ]);
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------
// Spells, activated and triggered abilities

/** targets, modes and effect fields of an ability from its effect node. */
function effectFields(
  effect: unknown,
  env: AbilityEnv,
  trigger: TriggerInfo | undefined,
  span: Span | undefined,
  isSpell = false,
): [string, string | undefined][] {
  const e = node(effect, "the effect", span);
  if (e.kind === "modal") {
    onlyKeys(e, ["choose", "modes"]);
    const ch = node(e.choose, "how many modes", e.span);
    onlyKeys(ch, ["min", "max"]);
    if (typeof ch.min !== "number" || typeof ch.max !== "number") throw new Unsupported(`choosing "${env.text.slice(...(ch.span ?? e.span ?? [0, 0]))}"`, ch.span);
    const choose = ch.min === ch.max ? String(ch.min) : lit({ min: ch.min, max: ch.max });
    const options = (e.modes as unknown[]).map((m) => {
      const mode = node(m, "a mode", e.span);
      const scope = scopeOf(env, trigger);
      scope.spell = isSpell;
      const lines = compileEffect(mode.effect, scope, mode.span);
      // The bullet itself is not part of the mode's words.
      const sp: Span = mode.span ?? [0, 0];
      const text = env.text.slice(sp[0], sp[1]);
      const skip = text.length - text.replace(/^[•\s]+/, "").length;
      return objectCode([
        ["source", source(env, [sp[0] + skip, sp[1]])],
        ["targets", scope.targets.length ? `[${scope.targets.join(", ")}]` : undefined],
        ["effect", arrow(lines)],
      ]);
    });
    const fields: [string, string | undefined][] = [["modes", `{ choose: ${choose}, options: [${options.join(",\n")}] }`]];
    // Triggered and activated abilities need an effect; their modes do the work (rule 603.3c).
    if (!isSpell) fields.push(["effect", "() => {}"]);
    return fields;
  }
  const scope = scopeOf(env, trigger);
  scope.spell = isSpell;
  const lines = compileEffect(e, scope, span);
  return [
    ["targets", scope.targets.length ? `[${scope.targets.join(", ")}]` : undefined],
    ["effect", arrow(lines.length ? lines : ["void ctx;"])],
  ];
}

/** "As an additional cost to cast this spell, sacrifice a creature." (rule 601.2b): a spell node holding only that. */
export function additionalCostNode(a: N): N | undefined {
  const e = isNode(a.effect) ? a.effect : undefined;
  const sentences = Array.isArray(e?.sentences) ? (e.sentences as unknown[]) : [];
  const s = sentences.length === 1 && isNode(sentences[0]) ? sentences[0] : undefined;
  const body = s && isNode(s.body) ? s.body : undefined;
  return s?.kind === "static" && body?.kind === "additionalCost" ? body : undefined;
}

/** "This spell can't be countered." as a spell node holding only that sentence. */
export function cantBeCounteredNode(a: N): boolean {
  const e = isNode(a.effect) ? a.effect : undefined;
  const sentences = Array.isArray(e?.sentences) ? (e.sentences as unknown[]) : [];
  const s = sentences.length === 1 && isNode(sentences[0]) ? sentences[0] : undefined;
  const body = s && isNode(s.body) ? s.body : undefined;
  const action = body && isNode(body.action) ? body.action : undefined;
  return (
    s?.kind === "sentence" &&
    s.prefix === undefined &&
    body?.kind === "clause" &&
    Object.keys(body).every((k) => ["kind", "span", "subject", "action"].includes(k)) &&
    isNode(body.subject) &&
    body.subject.kind === "self" &&
    action?.kind === "cant" &&
    action.what === "beCountered" &&
    Object.keys(action).every((k) => ["kind", "span", "what"].includes(k))
  );
}

/** "You may sacrifice a Mountain rather than pay this spell's mana cost." (118.9): a spell node holding only that sentence. */
export function ratherNode(a: N): { s: N; body: N } | undefined {
  const e = isNode(a.effect) ? a.effect : undefined;
  const sentences = Array.isArray(e?.sentences) ? (e.sentences as unknown[]) : [];
  const s = sentences.length === 1 && isNode(sentences[0]) ? sentences[0] : undefined;
  const body = s && isNode(s.body) ? s.body : undefined;
  return s?.kind === "sentence" && body?.kind === "clause" && body.rather !== undefined ? { s, body } : undefined;
}

/**
 * An alternative cost written as an instruction (118.9): "You may pay 4 life rather than pay this spell's mana cost", "… exile a
 * red card from your hand …", "… return two Islands you control to their owner's hand …", "… tap an untapped creature you
 * control …"; with "If you control a Swamp, …" it may be announced only while that is true. Paying it pays no mana.
 */
function ratherCost(s: N, body: N, a: N, env: AbilityEnv): string {
  const refuse = () => new Unsupported(`"${env.text.slice(...(body.span ?? a.span ?? [0, 0]))}"`, body.span ?? a.span);
  onlyKeys(s, ["body", "prefix"]);
  onlyKeys(body, ["subject", "action", "may", "rather"], "clause");
  const rather = node(body.rather, "rather than what", body.span);
  onlyKeys(rather, ["of"]);
  if (body.may !== true || !isNode(body.subject) || body.subject.kind !== "you" || !isNode(rather.of) || rather.of.kind !== "self") throw refuse();
  const act = node(body.action, "an action", body.span);
  const words = env.text.slice(...(act.span ?? body.span ?? [0, 0]));
  const what = isNode(act.what) ? act.what : undefined;
  const counted = (c: { filter: Record<string, unknown>; count: number }) => (c.count !== 1 ? { filter: c.filter, count: c.count } : { filter: c.filter });
  let part: Record<string, unknown>;
  switch (act.kind) {
    case "sacrifice": {
      onlyKeys(act, ["what"]);
      const c = costObjects(node(what, "what", act.span), words, act.span);
      part = { kind: "sacrifice", ...counted({ ...c, filter: { ...c.filter, controller: "you" } }) };
      break;
    }
    case "discard": {
      onlyKeys(act, ["what"]);
      part = { kind: "discard", ...counted(costObjects(node(what, "what", act.span), words, act.span)) };
      break;
    }
    case "exile": {
      // "exile a red card from your hand": the card being cast is on the stack by then (601.2a), not among them
      onlyKeys(act, ["what"]);
      const c = costObjects(node(what, "what", act.span), words, act.span, true);
      if (c.zone !== "hand") throw refuse();
      part = { kind: "exile", ...counted(c), zone: "hand" };
      break;
    }
    case "return": {
      onlyKeys(act, ["what", "to"]);
      const to = node(act.to, "where to", act.span);
      if (to.kind !== "toZone" || to.zone !== "hand" || to.whose !== "ownerOf" || Object.keys(to).some((k) => !["kind", "span", "zone", "whose"].includes(k))) throw refuse();
      const c = costObjects(node(what, "what", act.span), words, act.span);
      part = { kind: "returnToHand", ...counted({ ...c, filter: { ...c.filter, controller: "you" } }) };
      break;
    }
    case "tap": {
      // "tap an untapped creature you control" (the untapped ones are the ones that can be tapped)
      onlyKeys(act, ["what"]);
      const c = costObjects(node(what, "what", act.span), words, act.span);
      if (c.filter.tapped !== false) throw refuse();
      const { tapped: _t, ...filter } = c.filter;
      void _t;
      part = { kind: "tapObjects", ...counted({ ...c, filter: { ...filter, controller: "you" } }) };
      break;
    }
    case "pay": {
      onlyKeys(act, ["cost"]);
      const cost = node(act.cost, "a cost", act.span);
      if (cost.kind === "mana") part = { kind: "mana", mana: manaText(cost.symbols) };
      else if (cost.kind === "life" && isNode(cost.amount) && typeof cost.amount.value === "number" && cost.equalTo === undefined) part = { kind: "payLife", amount: cost.amount.value };
      else throw refuse();
      break;
    }
    default:
      throw refuse();
  }
  let when: string | undefined;
  if (s.prefix !== undefined) {
    const prefix = node(s.prefix, "a condition", s.span);
    onlyKeys(prefix, ["condition"]);
    if (prefix.kind !== "if") throw refuse();
    const scope = scopeOf(env);
    scope.resolving = false;
    when = `(ctx) => ${condition(node(prefix.condition, "a condition", prefix.span), scope)}`;
  }
  const cost = part.kind === "mana" ? [part] : [{ kind: "mana", mana: "{0}" }, part];
  return objectCode([["name", lit(words)], ["type", '"alternative"'], ["source", source(env, a.span)], ["cost", lit(cost)], ["condition", when]]);
}

function additionalCost(b: N, a: N, env: AbilityEnv): string {
  onlyKeys(b, ["spell", "cost"]);
  if (!isNode(b.spell) || b.spell.kind !== "self") throw new Unsupported(`"${env.text.slice(...(b.span ?? [0, 0]))}"`, b.span);
  const parts = ((b.cost as unknown[]) ?? []).map((c) => node(c, "a cost", b.span));
  const cost = parts.map((c) => costPart(c, env));
  for (const c of cost) if (c.kind === "sacrifice" && (c.filter as Record<string, unknown>).controller === "you") delete (c.filter as Record<string, unknown>).controller;
  const first = parts[0]?.span;
  const last = parts[parts.length - 1]?.span;
  const name = first && last ? env.text.slice(first[0], last[1]) : "additional cost";
  return objectCode([
    ["name", lit(name)],
    ["type", '"additional"'],
    ["mandatory", "true"],
    ["source", source(env, a.span)],
    ["cost", lit(cost)],
  ]);
}

function spell(a: N, env: AbilityEnv): string {
  onlyKeys(a, ["effect", "abilityWord"]);
  return objectCode([["kind", '"spell"'], ["source", source(env, a.span)], ...effectFields(a.effect, env, undefined, a.span, true)]);
}

function costPart(c: N, env: AbilityEnv): Record<string, unknown> {
  const words = c.span ? env.text.slice(c.span[0], c.span[1]) : c.kind;
  switch (c.kind) {
    case "tapCost":
      onlyKeys(c, []);
      return { kind: "tap" };
    case "untapCost":
      onlyKeys(c, []);
      return { kind: "untap" };
    case "manaCost":
    case "mana":
      onlyKeys(c, ["symbols"]);
      return { kind: "mana", mana: manaText(c.symbols) };
    case "lifeCost": {
      onlyKeys(c, ["amount"]);
      const n = node(c.amount, "an amount", c.span);
      if (typeof n.value !== "number") throw new Unsupported(`the cost "${words}"`, c.span);
      return { kind: "payLife", amount: n.value };
    }
    case "loyaltyCost": {
      onlyKeys(c, ["sign", "amount", "bracketed"]);
      if (typeof c.amount !== "number") throw new Unsupported(`the loyalty cost "${words}"`, c.span);
      return { kind: "loyalty", amount: c.sign === "-" || c.sign === "−" ? -c.amount : c.amount };
    }
    case "sacrificeCost":
    case "discardCost": {
      onlyKeys(c, ["what"]);
      const what = node(c.what, "what to pay with", c.span);
      const kind = c.kind === "sacrificeCost" ? "sacrifice" : "discard";
      if (what.kind === "self") return { kind, filter: { self: true } };
      // "Discard your hand": every card in it
      if (kind === "discard" && what.kind === "zoneObject" && what.zone === "hand" && (what.whose === "your" || what.whose === "you") && Object.keys(what).every((k) => ["kind", "span", "zone", "whose"].includes(k)))
        return { kind: "discard", all: true };
      const chosen = costObjects(what, words, c.span);
      const filter = chosen.filter;
      if (kind === "sacrifice") filter.controller ??= "you";
      return { kind, ...(kind === "sacrifice" || Object.keys(filter).length ? { filter } : {}), ...(chosen.count !== 1 ? { count: chosen.count } : {}) };
    }
    case "tapObjectsCost": {
      // "Tap an untapped Wizard you control", "Tap two untapped creatures you control"
      onlyKeys(c, ["what"]);
      const chosen = costObjects(node(c.what, "what to tap", c.span), words, c.span);
      const { tapped: _t, ...filter } = chosen.filter;
      void _t;
      return { kind: "tapObjects", filter: { ...filter, controller: "you" }, ...(chosen.count !== 1 ? { count: chosen.count } : {}) };
    }
    case "exileCost": {
      // "Exile ~", "Exile this card from your graveyard", "Exile a creature card from your graveyard"
      onlyKeys(c, ["what", "from"]);
      const what = node(c.what, "what to exile", c.span);
      let zone: string | undefined;
      if (c.from !== undefined) {
        const z = node(c.from, "a zone", c.span);
        onlyKeys(z, ["prep", "zone", "whose"]);
        if (z.kind !== "zone" || (z.whose !== undefined && z.whose !== "you" && z.whose !== "your")) throw new Unsupported(`the cost "${words}"`, c.span);
        zone = String(z.zone);
      }
      if (what.kind === "self") {
        // The source itself, where its ability functions (the battlefield unless the words name a zone)
        onlyKeys(what, ["noun"]);
        return { kind: "exile", filter: { self: true }, ...(zone ? { zone } : {}) };
      }
      const chosen = costObjects(what, words, c.span, true);
      zone ??= chosen.zone;
      if (zone === "graveyard") return { kind: "exileFromGraveyard", ...(Object.keys(chosen.filter).length ? { filter: chosen.filter } : {}), ...(chosen.count !== 1 ? { count: chosen.count } : {}) };
      if (zone !== undefined && zone !== "battlefield") throw new Unsupported(`the cost "${words}"`, c.span);
      return { kind: "exile", filter: { ...chosen.filter, controller: "you" }, ...(chosen.count !== 1 ? { count: chosen.count } : {}) };
    }
    case "returnCost": {
      // "Return a land you control to its owner's hand"
      onlyKeys(c, ["what", "to"]);
      const to = node(c.to, "where to", c.span);
      if (to.kind !== "toZone" || to.zone !== "hand" || (to.whose !== undefined && to.whose !== "ownerOf" && to.whose !== "your")) throw new Unsupported(`the cost "${words}"`, c.span);
      const what = node(c.what, "what to return", c.span);
      if (what.kind === "self") return { kind: "returnToHand", filter: { self: true } };
      const chosen = costObjects(what, words, c.span);
      return { kind: "returnToHand", filter: { ...chosen.filter, controller: "you" }, ...(chosen.count !== 1 ? { count: chosen.count } : {}) };
    }
    case "removeCountersCost": {
      onlyKeys(c, ["amount", "counter", "from"]);
      const from = node(c.from, "where from", c.span);
      if (from.kind !== "self") throw new Unsupported(`the cost "${words}"`, c.span);
      const n = node(c.amount, "an amount", c.span);
      const amount = n.kind === "a" ? 1 : typeof n.value === "number" ? n.value : undefined;
      if (amount === undefined) throw new Unsupported(`the cost "${words}"`, c.span);
      return { kind: "removeCounters", counter: String(node(c.counter, "a counter", c.span).value), amount };
    }
    default:
      throw new Unsupported(`the cost "${words}"`, c.span);
  }
}

/**
 * The objects a cost is paid with: "a creature", "another creature or artifact", "two Islands",
 * "an untapped Wizard you control" (the payer's own: rule 602.2b), "a creature card from your graveyard"
 * (`withZone`: the zone becomes part of the result instead of the filter).
 */
function costObjects(what: N, words: string, span: Span | undefined, withZone = false): { filter: Record<string, unknown>; count: number; zone?: string } {
  if (what.kind !== "objects") throw new Unsupported(`the cost "${words}"`, span);
  onlyKeys(what, ["det", "filter", "count", "other"]);
  let count = 1;
  const det = String(what.det);
  if (det === "count") {
    const n = node(what.count, "a number", what.span);
    if (n.kind !== "number" || typeof n.value !== "number" || n.value < 1) throw new Unsupported(`the cost "${words}"`, span);
    count = n.value;
  } else if (det !== "a" && det !== "an" && det !== "another") throw new Unsupported(`the cost "${words}"`, span);
  let filterNode = what.filter;
  let zone: string | undefined;
  if (withZone && isNode(filterNode) && Array.isArray(filterNode.post)) {
    // "from your graveyard": where the objects are, not a quality of them
    const post = filterNode.post as N[];
    const z = post.filter((p) => p.kind === "zone");
    if (z.length > 1) throw new Unsupported(`the cost "${words}"`, span);
    if (z.length === 1) {
      onlyKeys(z[0]!, ["prep", "zone", "whose"]);
      if (z[0]!.whose !== undefined && z[0]!.whose !== "you" && z[0]!.whose !== "your") throw new Unsupported(`the cost "${words}"`, span);
      zone = String(z[0]!.zone);
      const rest = post.filter((p) => p.kind !== "zone");
      filterNode = { ...filterNode, post: rest.length ? rest : undefined };
    }
  }
  const f = compileFilter(filterNode, what.span);
  if (f.player) throw new Unsupported(`the cost "${words}"`, span);
  const filter: Record<string, unknown> = { ...(f.object ?? {}) };
  if (det === "another" || what.other) filter.self = false;
  return zone === undefined ? { filter, count } : { filter, count, zone };
}

/**
 * Where an ability functions when its effect moves its own object out of a zone: "Return ~ from
 * your graveyard to the battlefield" works only from the graveyard (113.6m).
 */
function functionsFrom(effect: unknown): string | undefined {
  let zone: string | undefined;
  const visit = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!isNode(v)) return;
    if (["return", "put", "exile"].includes(v.kind) && isNode(v.what) && v.what.kind === "self" && isNode(v.from) && v.from.kind === "zone") zone ??= String(v.from.zone);
    for (const x of Object.values(v)) if (x && typeof x === "object") visit(x);
  };
  visit(effect);
  return zone === "graveyard" || zone === "hand" || zone === "exile" ? zone : undefined;
}

function activated(a: N, env: AbilityEnv, keyword?: { name: string; zone?: string; condition: string }): string {
  onlyKeys(a, ["cost", "effect", "restrictions", "loyalty", "mana", "abilityWord"]);
  const cost = itIsTheSource(((a.cost as unknown[]) ?? []).map((c) => node(c, "a cost", a.span))).map((c) => costPart(c, env));
  const r = activationRestrictions(a, env);
  const from = functionsFrom(a.effect);
  // a keyword's activated ability (boast): activate only once each turn, and only if …
  if (keyword) {
    if (from !== undefined) throw new Unsupported(`the keyword ability "${keyword.name}"`, a.span);
    r.once = "true";
    r.conditions.push(keyword.condition);
  }
  const fields: [string, string | undefined][] = [
    ["kind", '"activated"'],
    ["source", source(env, a.span)],
    ["keyword", keyword ? lit(keyword.name) : undefined],
    ["zone", keyword?.zone !== undefined ? lit(keyword.zone) : from === undefined ? undefined : lit(from)],
    ["cost", lit(cost)],
    ["timing", r.timing],
    ["oncePerTurn", r.once],
    ["maxPerTurn", r.max],
    ["condition", r.conditions.length ? `(ctx) => ${r.conditions.join(" && ")}` : undefined],
    ["anyPlayer", r.anyPlayer],
  ];
  if (a.loyalty === true) fields.push(["loyalty", "true"]);
  if (a.mana === true) {
    // A mana ability: "Add …", and what else it does (src/emit/mana.ts)
    fields.push(...manaAbilityFields(a, scopeOf(env), env.text.slice(...(a.span ?? [0, 0])), addMana));
    return objectCode(fields);
  }
  // "This ability costs {1} less to activate for each …" (src/emit/costs.ts)
  const ownCost = abilityCostChange(a, env.text, env.imports);
  if (ownCost) fields.push(...ownCost.fields);
  fields.push(...effectFields(ownCost ? ownCost.effect : a.effect, env, undefined, a.span));
  return objectCode(fields);
}

/** The steps before combat damage in which "before attackers are declared" still holds (rule 508). */
const BEFORE_ATTACKERS = ["untap", "upkeep", "draw", "main1", "beginCombat"];

/**
 * "Activate only as a sorcery", "only once each turn", "no more than twice each turn", "only during
 * your turn / upkeep", "before attackers are declared", "only if …" (rule 602.5b), "Any player may
 * activate this ability" (602.2): the ability's timing, counts and a condition over the activating player.
 */
function activationRestrictions(a: N, env: AbilityEnv): { timing?: string; once?: string; max?: string; anyPlayer?: string; conditions: string[] } {
  const out: { timing?: string; once?: string; max?: string; anyPlayer?: string; conditions: string[] } = { conditions: [] };
  for (const r of (a.restrictions as unknown[] | undefined) ?? []) {
    const rn = node(r, "an activation restriction", a.span);
    onlyKeys(rn, ["restriction", "and"]);
    const words = env.text.slice(...(rn.span ?? [0, 0]));
    // "Activate only as a sorcery and only once each turn."
    for (const one of [rn.restriction, ...((rn.and as unknown[] | undefined) ?? [])]) {
      if (one === "sorcerySpeed") out.timing = '"sorcery"';
      else if (one === "onceEachTurn" || one === "oncePerTurn") out.once = "true";
      else if (one === "anyPlayer") out.anyPlayer = "true";
      else if (one === "duringYourTurn") out.conditions.push("ctx.game.activePlayer() === ctx.you.id");
      else if (one === "duringYourUpkeep") out.conditions.push('ctx.game.activePlayer() === ctx.you.id && ctx.game.step() === "upkeep"');
      else if (isNode(one) && one.kind === "duringYourTurnBefore" && one.declared === "attackers") {
        onlyKeys(one, ["declared"]);
        out.conditions.push(`ctx.game.activePlayer() === ctx.you.id && ${lit(BEFORE_ATTACKERS)}.includes(ctx.game.step())`);
      } else if (isNode(one) && one.kind === "timesEachTurn" && typeof one.max === "number" && one.max >= 1) {
        onlyKeys(one, ["max"]);
        if (one.max === 1) out.once = "true";
        else out.max = String(one.max);
      } else if (isNode(one) && one.kind === "if") {
        onlyKeys(one, ["condition"]);
        const scope = scopeOf(env);
        scope.resolving = false;
        out.conditions.push(`(${condition(node(one.condition, "a condition", one.span), scope)})`);
      } else throw new Unsupported(`the restriction "${words}"`, rn.span);
    }
  }
  return out;
}

const COMBAT_STEPS = ["beginCombat", "declareAttackers", "declareBlockers", "combatDamage", "endCombat"];

/**
 * One restriction of "Cast this spell only …" (601.3) as a test over the casting player's context: the turn's player and step
 * ("during combat", "during the declare blockers step", "during combat before blockers are declared" (before the declare blockers
 * step, 509.1), "during an opponent's turn", "during your turn") or a condition ("only if you've cast another spell this turn").
 */
function castTiming(r: unknown, env: AbilityEnv, words: string, span?: [number, number]): string {
  const refuse = () => new Unsupported(`the restriction "${words}"`, span);
  if (r === "duringYourTurn") return "ctx.game.activePlayer() === ctx.you.id";
  if (!isNode(r)) throw refuse();
  if (r.kind === "if") {
    onlyKeys(r, ["condition"]);
    const scope = scopeOf(env);
    scope.resolving = false;
    return `(${condition(node(r.condition, "a condition", r.span), scope)})`;
  }
  if (r.kind !== "timing" || r.when !== "during") throw refuse();
  onlyKeys(r, ["when", "the", "whose", "turn", "step", "then"]);
  const tests: string[] = [];
  const step = isNode(r.step) ? String(r.step.step) : undefined;
  const whose = isNode(r.whose) ? r.whose : r.whose;
  if (whose !== undefined) {
    const opponent = isNode(whose) && whose.kind === "players" && whose.noun === "opponent" && (whose.det === "an" || whose.det === "a");
    if (opponent) tests.push("ctx.game.activePlayer() !== ctx.you.id");
    else if (whose === "your") tests.push("ctx.game.activePlayer() === ctx.you.id");
    else throw refuse();
  }
  let steps: string[] | undefined;
  if (step === "combat") steps = COMBAT_STEPS;
  else if (step === "declareAttackers" || step === "declareBlockers" || step === "upkeep" || step === "draw" || step === "end") steps = [step];
  else if (step !== "turn" && step !== undefined) throw refuse();
  if (step === "turn" && whose === undefined) throw refuse();
  if (r.then !== undefined) {
    // "during combat before/after blockers are declared"
    const t = node(r.then, "a timing", r.span);
    onlyKeys(t, ["when", "declared"]);
    if (step !== "combat" || t.declared !== "blockers" || (t.when !== "before" && t.when !== "after")) throw refuse();
    steps = t.when === "before" ? ["beginCombat", "declareAttackers"] : ["declareBlockers", "combatDamage", "endCombat"];
  }
  if (steps) tests.push(`${lit(steps)}.includes(ctx.game.step())`);
  if (tests.length === 0) throw refuse();
  return tests.join(" && ");
}

const STEPS: Record<string, string> = { upkeep: "upkeep", draw: "draw", end: "end", combat: "beginCombat", main1: "main1", main2: "main2" };

/** The `trigger` field and what the effect can refer to. */
/**
 * "Whenever one or more creatures you control deal combat damage to a player", "Whenever one or more creatures die" (603.2c): the
 * trigger of one such object, made to trigger once for all the events that happen at the same time (`batch`; once for each player
 * dealt damage). "It", "that creature" and "that much" have no single referent then: the effect may not use them.
 */
function oneOrMore(t: N, ev: N, env: AbilityEnv): { code: string; info: TriggerInfo } | undefined {
  const subject = isNode(ev.subject) ? ev.subject : undefined;
  if (!subject || subject.kind !== "objects" || subject.det !== "orMore" || !isNode(subject.count) || subject.count.value !== 1) return undefined;
  const { count: _, ...one } = subject;
  void _;
  const inner = trigger({ ...t, event: { ...ev, subject: { ...one, det: "a" } } }, env);
  if (!inner.code.startsWith("{ event: ") && !/^\w+\(/.test(inner.code)) throw new Unsupported(`the trigger "${env.text.slice(...(ev.span ?? [0, 0]))}"`, ev.span);
  const info: TriggerInfo = {};
  if (inner.info.player !== undefined) info.player = inner.info.player;
  if (inner.info.zone !== undefined) info.zone = inner.info.zone;
  return { code: `{ ...${inner.code}, batch: true }`, info };
}

export function trigger(t: N, env: AbilityEnv): { code: string; info: TriggerInfo } {
  if (t.kind !== "trigger") throw new Unsupported(`the trigger "${env.text.slice(...(t.span ?? [0, 0]))}"`, t.span);
  const ev = node(t.event, "a trigger event", t.span);
  const words = env.text.slice(...(ev.span ?? t.span ?? [0, 0]));
  if (ev.kind === "beginningOf") {
    onlyKeys(ev, ["whose", "step", "onYourTurn", "of"]);
    const step = STEPS[String(node(ev.step, "a step", ev.span).step)];
    if (!step) throw new Unsupported(`the step in "${words}"`, ev.span);
    if (ev.of !== undefined) {
      // "At the beginning of the upkeep of enchanted creature's controller": that player's step; "that player" is them, "that
      // creature" the enchanted permanent (303.4)
      const of = node(ev.of, "whose step", ev.span);
      const host = of.kind === "controllerOf" && isNode(of.of) && of.of.kind === "objects" && of.of.det === "none" ? compileFilter(of.of.filter, of.of.span) : undefined;
      if (ev.onYourTurn || (ev.whose !== undefined && ev.whose !== "the") || !host?.object || host.player || host.object.hostOfSelf !== true)
        throw new Unsupported(`"${words}"`, ev.span);
      const hostView = "(ctx.self.attachedTo === null ? undefined : ctx.game.object(ctx.self.attachedTo))";
      return {
        code: `{ event: "beginStep", match: (e, ctx) => e.kind === "beginStep" && e.step === ${lit(step)} && e.active.id === ${hostView}?.controller }`,
        info: { player: 'ctx.event?.kind === "beginStep" ? ctx.event.active : undefined', object: hostView },
      };
    }
    let whose: string;
    // "At the beginning of combat on your turn"
    if (ev.onYourTurn) {
      if (ev.whose !== undefined && ev.whose !== "the" && ev.whose !== "none" && ev.whose !== "your") throw new Unsupported(`"${words}"`, ev.span);
      whose = "your";
    } else if (ev.whose === "your") whose = "your";
    else if (ev.whose === "each" || ev.whose === "the") whose = "each";
    else if (isNode(ev.whose) && ev.whose.kind === "players" && ev.whose.det === "each") whose = String(ev.whose.noun).startsWith("opponent") ? "opponent's" : "each";
    else throw new Unsupported(`"${words}"`, ev.span);
    env.imports.add("atBeginningOf");
    return {
      code: `atBeginningOf(${lit(step)}, ${lit(whose)})`,
      info: { player: 'ctx.event?.kind === "beginStep" ? ctx.event.active : undefined' },
    };
  }
  if (ev.kind === "endOfCombat") {
    // "At end of combat", "At end of combat on your turn": at the beginning of the end of combat step (511.2)
    onlyKeys(ev, ["the", "onYourTurn"]);
    env.imports.add("atBeginningOf");
    return { code: `atBeginningOf("endCombat", ${ev.onYourTurn === true ? '"your"' : '"each"'})`, info: { player: 'ctx.event?.kind === "beginStep" ? ctx.event.active : undefined' } };
  }
  if (ev.kind === "chapter") {
    // "I, II — …": a Saga's chapter ability (rule 714.2b).
    onlyKeys(ev, ["chapters"]);
    const chapters = ev.chapters as unknown[];
    if (!Array.isArray(chapters) || chapters.length === 0 || !chapters.every((n) => typeof n === "number" && n > 0)) throw new Unsupported(`the trigger "${words}"`, ev.span);
    if (!env.types.includes("enchantment")) throw new Unsupported(`a chapter ability on a card that is not a Saga`, ev.span);
    env.imports.add("chapter");
    return { code: `chapter(${lit(chapters)})`, info: {} };
  }
  if (ev.kind !== "event") throw new Unsupported(`the trigger "${words}"`, ev.span);
  const batch = oneOrMore(t, ev, env);
  if (batch) return batch;
  const counted = nthEachTurnTrigger(t, ev, env, words) ?? moreEventForms(t, ev, env, words) ?? transformTrigger(ev, env.transforming, words);
  if (counted) return counted;
  const combat = combatTrigger(ev, env, words);
  if (combat) return combat;
  const joined = blocksOrCyclesTrigger(ev, env, words);
  if (joined) return joined;
  if (ev.more !== undefined) return eitherEvent(t, ev, env, words);
  if (ev.event === "attacksOrBlocks") {
    // "Whenever ~ attacks or blocks": either event of the same creature
    const { event: _, ...rest } = ev;
    return eitherEvent(t, { ...rest, event: "attacks", more: [{ kind: "eventPart", join: "or", event: "blocks", span: ev.span }] } as N, env, words);
  }
  onlyKeys(ev, ["subject", "event", "what", "from", "whose", "under", "combat", "to", ...(ev.event === "becomesTarget" ? ["by"] : []), ...(ev.event === "casts" ? ["eachTurn", "orCopies"] : [])]);
  const subject = node(ev.subject, "what the trigger is about", ev.span);
  const e = String(ev.event);
  if (ev.under !== undefined && e !== "enters") throw new Unsupported(`"${words}"`, ev.span);
  if ((ev.combat !== undefined || ev.to !== undefined) && e !== "dealsDamage") throw new Unsupported(`"${words}"`, ev.span);
  switch (e) {
    case "enters":
    case "dies":
    case "attacks":
    case "leaves": {
      if (ev.what !== undefined || ev.from !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      let pred = objectPredicate(subject, env);
      if (ev.under !== undefined) {
        // "Whenever a land enters under your control"
        const rel = ev.under === "your" ? "you" : isNode(ev.under) && ev.under.kind === "players" && String(ev.under.noun).startsWith("opponent") && ["a", "an"].includes(String(ev.under.det)) ? "opponent" : undefined;
        if (!rel) throw new Unsupported(`"${words}"`, ev.span);
        const mine = rel === "you" ? "o.controller === ctx.you.id" : "o.controller !== ctx.you.id";
        pred = `(o, ctx) => ${mine} && ctx.matches(o, ${pred})`;
      }
      const builder = { enters: "onEnter", dies: "onDies", attacks: "onAttack", leaves: "onLeave" }[e]!;
      env.imports.add(builder);
      const kind = { enters: "entersBattlefield", dies: "dies", attacks: "attack", leaves: "leavesBattlefield" }[e]!;
      const field = e === "attacks" ? "attacker" : "object";
      const info: TriggerInfo = { object: `ctx.event?.kind === ${lit(kind)} ? ctx.event.${field} : undefined`, aboutSelf: subject.kind === "self" };
      if (e === "dies" || e === "leaves") info.selfAfter = `ctx.event?.kind === ${lit(kind)} ? ctx.event.newObject : undefined`;
      return { code: `${builder}(${pred})`, info };
    }
    case "dealsDamage":
    case "isDealtDamage": {
      // "Whenever ~ deals combat damage to a player", "Whenever a creature you control deals damage", "Whenever ~ is dealt damage"
      if (ev.what !== undefined || ev.from !== undefined || (e === "isDealtDamage" && (ev.to !== undefined || ev.combat !== undefined))) throw new Unsupported(`"${words}"`, ev.span);
      const pred = objectPredicate(subject, env);
      const parts = ['e.kind === "damage"'];
      if (ev.combat) parts.push("e.combat");
      if (e === "isDealtDamage") parts.push(`e.target.kind === "object" && ctx.matches(e.target, ${pred})`);
      // a source wherever it is: a spell on the stack deals damage too ("a source you control", 120.1)
      else parts.push(`ctx.matches(e.source, ${pred === "{}" ? "{ zone: e.source.zone }" : pred.startsWith("{ ") && !/\bzone:/.test(pred) ? `${pred.slice(0, -2)}, zone: e.source.zone }` : pred})`);
      const info: TriggerInfo = { aboutSelf: subject.kind === "self", amount: '(ctx.event?.kind === "damage" ? ctx.event.amount : 0)' };
      if (ev.to !== undefined) {
        const to = node(ev.to, "what is dealt damage", ev.span);
        const t = damageRecipient(to, env);
        if (!t) throw new Unsupported(`"${words}"`, ev.span);
        parts.push(t.test);
        if (t.player) info.player = 'ctx.event?.kind === "damage" && ctx.event.target.kind === "player" ? ctx.event.target : undefined';
        else info.object = 'ctx.event?.kind === "damage" && ctx.event.target.kind === "object" ? ctx.event.target : undefined';
      }
      if (e === "dealsDamage" && ev.to === undefined && subject.kind !== "self") info.object = 'ctx.event?.kind === "damage" ? ctx.event.source : undefined';
      return { code: `{ event: "damage", match: (e, ctx) => ${parts.join(" && ")} }`, info };
    }
    case "turnedFaceUp":
    case "becomesTapped":
    case "becomesUntapped":
    case "blocks": {
      // "Whenever ~ becomes tapped", "Whenever a creature blocks"
      if (ev.what !== undefined || ev.from !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const pred = objectPredicate(subject, env);
      const info: TriggerInfo = { aboutSelf: subject.kind === "self" };
      if (e === "becomesTapped" || e === "becomesUntapped") {
        const k = e === "becomesTapped" ? "tap" : "untap";
        if (subject.kind !== "self") info.object = `ctx.event?.kind === ${lit(k)} ? ctx.event.object : undefined`;
        return { code: `{ event: ${lit(k)}, match: (e, ctx) => e.kind === ${lit(k)} && ctx.matches(e.object, ${pred}) }`, info };
      }
      if (e === "turnedFaceUp") {
        // "When ~ is turned face up" (708.8)
        if (subject.kind !== "self") info.object = 'ctx.event?.kind === "turnedFaceUp" ? ctx.event.object : undefined';
        return { code: `{ event: "turnedFaceUp", match: (e, ctx) => e.kind === "turnedFaceUp" && ctx.matches(e.object, ${pred}) }`, info };
      }
      if (e === "blocks") {
        if (subject.kind !== "self") info.object = 'ctx.event?.kind === "block" ? ctx.event.blocker : undefined';
        return { code: `{ event: "block", match: (e, ctx) => e.kind === "block" && ctx.matches(e.blocker, ${pred}) }`, info };
      }
      throw new Unsupported(`"${words}"`, ev.span);
    }
    case "drawsCard": {
      // "Whenever you draw a card", "Whenever an opponent draws a card"
      if (ev.what !== undefined || ev.from !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const whose = playerWhose(subject, words, ev.span);
      const test = whose === "your" ? " && e.player.id === ctx.you.id" : whose === "opponent's" ? " && e.player.id !== ctx.you.id" : "";
      return { code: `{ event: "draw", match: (e${test ? ", ctx" : ""}) => e.kind === "draw"${test} }`, info: { player: 'ctx.event?.kind === "draw" ? ctx.event.player : undefined' } };
    }
    case "putIntoGraveyard": {
      if (ev.from !== "battlefield" || subject.kind !== "self") throw new Unsupported(`"${words}"`, ev.span);
      const m = 'e.kind === "zoneChange" && e.from === "battlefield" && e.to === "graveyard" && ctx.isSelf(e.object)';
      return {
        code: `{ event: "zoneChange", match: (e, ctx) => ${m} }`,
        info: { selfAfter: 'ctx.event?.kind === "zoneChange" ? ctx.event.newObject : undefined' },
      };
    }
    case "gainsLife": {
      env.imports.add("onLifeGain");
      const whose = subject.kind === "you" ? "your" : undefined;
      if (!whose) throw new Unsupported(`"${words}"`, ev.span);
      return {
        code: `onLifeGain(${lit(whose)})`,
        info: { player: 'ctx.event?.kind === "lifeGain" ? ctx.event.player : undefined', amount: '(ctx.event?.kind === "lifeGain" ? ctx.event.amount : 0)' },
      };
    }
    case "casts": {
      const whose = playerWhose(subject, words, ev.span);
      const what = node(ev.what, "what is cast", ev.span);
      if (ev.orCopies === true) {
        // "Whenever you cast or copy an instant or sorcery spell" (707.10: a copy is put onto the stack, it isn't cast)
        if (what.kind !== "objects" || !["a", "an"].includes(String(what.det)) || ev.eachTurn !== undefined) throw new Unsupported(`"${words}"`, ev.span);
        onlyKeys(what, ["det", "filter"]);
        const f = compileFilter(what.filter, what.span);
        if (!f.object || f.player) throw new Unsupported(`"${words}"`, ev.span);
        const filter = { ...f.object };
        delete filter.zone;
        env.imports.add("onCastOrCopy");
        const e = '(ctx.event?.kind === "cast" || ctx.event?.kind === "copy" ? ctx.event';
        return { code: `onCastOrCopy(${lit(filter)}, ${lit(whose)})`, info: { object: `${e}.spell : undefined)`, player: `${e}.player : undefined)` } };
      }
      if (what.kind === "nth" || ev.eachTurn !== undefined) {
        // "Whenever you cast your second spell each turn": the spell that makes it that many spells you cast this turn
        onlyKeys(what, ["whose", "nth", "filter"]);
        const words2 = ((isNode(what.filter) ? (what.filter.words as N[]) : undefined) ?? []).map((w) => String(w.class));
        if (what.kind !== "nth" || ev.eachTurn !== true || whose !== "your" || what.whose !== "your" || typeof what.nth !== "number" || words2.join() !== "Spell" || (isNode(what.filter) && what.filter.post !== undefined))
          throw new Unsupported(`"${words}"`, ev.span);
        return {
          code: `{ event: "cast", match: (e, ctx) => e.kind === "cast" && e.player.id === ctx.you.id && e.player.spellsCastThisTurn === ${what.nth} }`,
          info: { object: 'ctx.event?.kind === "cast" ? ctx.event.spell : undefined', player: 'ctx.event?.kind === "cast" ? ctx.event.player : undefined' },
        };
      }
      if (what.kind === "self" && whose === "your") {
        // "When you cast this spell": the spell's own ability, which functions on the stack (rule 113.6c)
        onlyKeys(what, ["noun"]);
        env.imports.add("onCast");
        return { code: 'onCast({ self: true }, "your")', info: { aboutSelf: true, zone: "stack", player: 'ctx.event?.kind === "cast" ? ctx.event.player : undefined' } };
      }
      if (what.kind !== "objects" || !["a", "an"].includes(String(what.det))) throw new Unsupported(`"${words}"`, ev.span);
      onlyKeys(what, ["det", "filter"]);
      // "Whenever you cast a spell that targets ~" (heroic): what the spell targets as it becomes cast (601.2i)
      const post = isNode(what.filter) && Array.isArray(what.filter.post) ? (what.filter.post as N[]) : [];
      const targeting = post.filter((p) => p.kind === "thatTargets");
      const rest = post.filter((p) => p.kind !== "thatTargets");
      const f = compileFilter(targeting.length && isNode(what.filter) ? { ...what.filter, post: rest.length ? rest : undefined } : what.filter, what.span);
      const filter = { ...(f.object ?? {}) };
      delete filter.zone;
      if (targeting.length) {
        const tests = targeting.map((p) => {
          const t = node(p.what, "what the spell targets", p.span);
          if (t.kind === "self") return 'e.targets?.some((t) => t.kind === "object" && ctx.isSelf(t))';
          if (t.kind === "you") return 'e.targets?.some((t) => t.kind === "player" && t.id === ctx.you.id)';
          if (t.kind === "objects" && ["a", "an", "one"].includes(String(t.det))) {
            onlyKeys(t, ["det", "filter"]);
            const tf = compileFilter(t.filter, t.span);
            if (tf.player || tf.playersOnly) throw new Unsupported(`"${words}"`, ev.span);
            return `e.targets?.some((t) => t.kind === "object" && ctx.matches(t, ${lit(tf.object ?? {})}))`;
          }
          throw new Unsupported(`"${words}"`, ev.span);
        });
        const who = whose === "your" ? " && e.player.id === ctx.you.id" : whose === "opponent's" ? " && e.player.id !== ctx.you.id" : "";
        return {
          code: `{ event: "cast", match: (e, ctx) => e.kind === "cast"${who} && ctx.matches(e.spell, ${lit({ zone: "stack", ...filter })}) && ${tests.map((x) => `${x} === true`).join(" && ")} }`,
          info: { object: 'ctx.event?.kind === "cast" ? ctx.event.spell : undefined', player: 'ctx.event?.kind === "cast" ? ctx.event.player : undefined' },
        };
      }
      env.imports.add("onCast");
      return { code: `onCast(${lit(filter)}, ${lit(whose)})`, info: { object: 'ctx.event?.kind === "cast" ? ctx.event.spell : undefined', player: 'ctx.event?.kind === "cast" ? ctx.event.player : undefined' } };
    }
    case "plays": {
      // "Whenever an opponent plays a land", "When you play another land" (305.1: playing a land puts it onto the battlefield,
      // by the player who plays it; "a card" would be a spell cast too: not here)
      if (ev.from !== undefined || ev.whose !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const one = subject.kind === "you" || ((subject.kind === "players" || subject.kind === "objects") && ["a", "an"].includes(String(subject.det)) && subject.count === undefined);
      const what = node(ev.what, "what is played", ev.span);
      if (!one || what.kind !== "objects" || !["a", "an", "another"].includes(String(what.det))) throw new Unsupported(`"${words}"`, ev.span);
      onlyKeys(what, ["det", "article", "filter"]);
      const f = compileFilter(what.filter, what.span);
      const filter: Record<string, unknown> = { ...(f.object ?? {}) };
      const lands = JSON.stringify(filter.types) === '["land"]' || (filter.types === undefined && Array.isArray(filter.subtypes) && (filter.subtypes as string[]).every((t) => t in BASIC_LAND_TYPES));
      if (f.player || f.playersOnly || !lands || filter.anyOf !== undefined || filter.zone !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      if (what.det === "another") filter.self = false;
      const whose = playerWhose(subject, words, ev.span);
      const who = whose === "your" ? " && e.controller === ctx.you.id" : whose === "opponent's" ? " && e.controller !== undefined && e.controller !== ctx.you.id" : "";
      return {
        code: `{ event: "zoneChange", match: (e, ctx) => e.kind === "zoneChange" && e.cause === "play" && e.to === "battlefield"${who} && ctx.matches(e.object, ${lit(filter)}) }`,
        info: { object: 'ctx.event?.kind === "zoneChange" ? ctx.event.newObject : undefined' },
      };
    }
    case "losesLife": {
      // "Whenever you lose life", "Whenever an opponent loses life" (119.3)
      if (ev.what !== undefined || ev.from !== undefined || ev.whose !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const one = subject.kind === "you" || ((subject.kind === "players" || subject.kind === "objects") && ["a", "an"].includes(String(subject.det)) && subject.count === undefined);
      if (!one) throw new Unsupported(`"${words}"`, ev.span);
      const whose = playerWhose(subject, words, ev.span);
      const who = whose === "your" ? " && e.player.id === ctx.you.id" : whose === "opponent's" ? " && e.player.id !== ctx.you.id" : "";
      return {
        code: `{ event: "lifeLoss", match: (e${who ? ", ctx" : ""}) => e.kind === "lifeLoss"${who} }`,
        info: { player: 'ctx.event?.kind === "lifeLoss" ? ctx.event.player : undefined', amount: '(ctx.event?.kind === "lifeLoss" ? ctx.event.amount : 0)' },
      };
    }
    case "cycles": {
      // 702.29c: "When you cycle ~" means "When you discard ~ to pay an activation cost of a cycling ability"; it triggers from
      // the zone the card winds up in (the graveyard here: a card a replacement puts elsewhere is not seen). "Whenever you
      // cycle another card", "Whenever a player cycles a card": that discard, by its owner (only the owner has it in hand).
      if (ev.from !== undefined || ev.whose !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const one = subject.kind === "you" || ((subject.kind === "players" || subject.kind === "objects") && ["a", "an"].includes(String(subject.det)) && subject.count === undefined);
      if (!one) throw new Unsupported(`"${words}"`, ev.span);
      const whose = playerWhose(subject, words, ev.span);
      const who = whose === "your" ? " && e.object.owner === ctx.you.id" : whose === "opponent's" ? " && e.object.owner !== ctx.you.id" : "";
      const what = node(ev.what, "what is cycled", ev.span);
      const cycled = `e.kind === "zoneChange" && e.cycled === true${who}`;
      if (what.kind === "self") {
        onlyKeys(what, ["noun"]);
        if (whose !== "your") throw new Unsupported(`"${words}"`, ev.span);
        return { code: `{ event: "zoneChange", match: (e, ctx) => ${cycled} && e.newObject?.id === ctx.self.id }`, info: { aboutSelf: true, zone: "graveyard" } };
      }
      if (what.kind !== "objects" || !["a", "an", "another"].includes(String(what.det))) throw new Unsupported(`"${words}"`, ev.span);
      onlyKeys(what, ["det", "article", "filter"]);
      const f = compileFilter(what.filter, what.span);
      if (f.player || f.playersOnly) throw new Unsupported(`"${words}"`, ev.span);
      // "another card": not this one (as it was in the hand, the same object as this ability's source)
      const other = what.det === "another" ? " && !ctx.isSelf(e.object)" : "";
      return {
        code: `{ event: "zoneChange", match: (e, ctx) => ${cycled}${other} && ctx.matches(e.object, ${lit({ ...(f.object ?? {}), zone: "hand" })}) }`,
        info: { object: 'ctx.event?.kind === "zoneChange" ? ctx.event.newObject : undefined' },
      };
    }
    case "sacrifices": {
      // "Whenever you sacrifice another creature", "Whenever a player sacrifices a permanent", "When you sacrifice ~": a
      // permanent put into a graveyard by its controller's sacrifice (701.17a: only its controller sacrifices it; a
      // replacement may put it elsewhere, it is still sacrificed), as it last existed on the battlefield (603.10a)
      return sacrificeTrigger(ev, subject, env, words);
    }
    case "discards": {
      if (subject.kind !== "you") throw new Unsupported(`"${words}"`, ev.span);
      const what = node(ev.what, "what is discarded", ev.span);
      if (what.kind !== "objects" || !["a", "an"].includes(String(what.det))) throw new Unsupported(`"${words}"`, ev.span);
      const f = compileFilter(what.filter, what.span);
      if (f.object && Object.keys(f.object).length) throw new Unsupported(`"${words}"`, ev.span);
      return {
        code: `{ event: "zoneChange", match: (e, ctx) => e.kind === "zoneChange" && e.cause === "discard" && e.object.owner === ctx.you.id }`,
        info: { object: 'ctx.event?.kind === "zoneChange" ? ctx.event.newObject : undefined' },
      };
    }
    case "becomesTarget": {
      // "Whenever ~ becomes the target of a spell or ability an opponent controls", "Whenever a creature you control becomes the
      // target of a spell", "Whenever you become the target of …" (a spell or ability targets as it is put on the stack, 601.2c, 602.2b)
      if (ev.what !== undefined || ev.from !== undefined) throw new Unsupported(`"${words}"`, ev.span);
      const parts = ['e.kind === "becomesTarget"'];
      const info: TriggerInfo = { aboutSelf: subject.kind === "self" };
      if (subject.kind === "you") {
        parts.push('e.target.kind === "player" && e.target.id === ctx.you.id');
        info.player = 'ctx.event?.kind === "becomesTarget" && ctx.event.target.kind === "player" ? ctx.event.target : undefined';
      } else {
        parts.push(`e.target.kind === "object" && ctx.matches(e.target, ${objectPredicate(subject, env)})`);
        if (subject.kind !== "self") info.object = 'ctx.event?.kind === "becomesTarget" && ctx.event.target.kind === "object" ? ctx.event.target : undefined';
      }
      if (ev.by !== undefined) {
        const by = node(ev.by, "what targets", ev.span);
        if (by.kind !== "objects" || !["a", "an"].includes(String(by.det))) throw new Unsupported(`"${words}"`, ev.span);
        onlyKeys(by, ["det", "filter"]);
        const filter = node(by.filter, "a filter", by.span);
        onlyKeys(filter, ["words", "post"]);
        const classes = ((filter.words as N[]) ?? []).filter((w) => w.kind !== "conj").map((w) => String(w.class));
        const joins = ((filter.words as N[]) ?? []).filter((w) => w.kind === "conj").map((w) => String(w.value));
        if (classes.length === 0 || classes.some((c) => c !== "Spell" && c !== "Ability") || joins.some((j) => j !== "or")) throw new Unsupported(`"${words}"`, ev.span);
        if (!classes.includes("Ability")) parts.push("e.spell === true");
        if (!classes.includes("Spell")) parts.push("e.spell !== true");
        for (const p of (filter.post as N[] | undefined) ?? []) {
          if (p.kind !== "controlledBy") throw new Unsupported(`"${words}"`, ev.span);
          const who = node(p.who, "who controls it", p.span);
          const opp = who.kind === "players" && String(who.noun).startsWith("opponent") && ["a", "an"].includes(String(who.det));
          if (who.kind !== "you" && !opp) throw new Unsupported(`"${words}"`, ev.span);
          parts.push(`e.controller.id ${opp ? "!==" : "==="} ctx.you.id`);
        }
      }
      return { code: `{ event: "becomesTarget", match: (e, ctx) => ${parts.join(" && ")} }`, info };
    }
    case "controls": {
      // "When you control no other creatures" (a state trigger, rule 603.8)
      if (subject.kind !== "you") throw new Unsupported(`"${words}"`, ev.span);
      const what = node(ev.what, "what is controlled", ev.span);
      if (what.kind !== "objects" || what.det !== "no") throw new Unsupported(`"${words}"`, ev.span);
      const f = compileFilter(what.filter, what.span);
      const filter = { ...(f.object ?? {}), controller: "you", ...(what.other ? { self: false } : {}) };
      return { code: `{ event: "state", condition: (ctx) => ctx.find(${lit(filter)}).length === 0 }`, info: {} };
    }
    default:
      throw new Unsupported(`the trigger "${words}"`, ev.span);
  }
}

/**
 * Combat triggers beyond "Whenever [a creature] attacks/blocks": a player attacking or one or more creatures
 * attacking together (508.3d, 508.3e: the runtime's `attackersDeclared`), "attacks alone" (506.5), "attacks [you]"
 * (508.3a), "attacks and isn't blocked" (508.3f, 509.5g: `unblocked`), "becomes blocked" (509.5c) and "becomes
 * blocked by a creature" (509.5d). Undefined for other events.
 */
function combatTrigger(ev: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } | undefined {
  const e = String(ev.event);
  const subject = node(ev.subject, "what the trigger is about", ev.span);
  const bad = (): never => {
    throw new Unsupported(`"${words}"`, ev.span);
  };
  if (e === "becomesBlocked") {
    onlyKeys(ev, ["subject", "event", "by"]);
    const pred = objectPredicate(subject, env);
    const info: TriggerInfo = { aboutSelf: subject.kind === "self" };
    if (ev.by === undefined) {
      // 509.5c: once each combat, however many creatures block it (the first block event of that attacker)
      if (subject.kind !== "self") info.object = 'ctx.event?.kind === "block" ? ctx.event.attacker : undefined';
      return { code: `{ event: "block", match: (e, ctx) => e.kind === "block" && e.becomesBlocked === true && ctx.matches(e.attacker, ${pred}) }`, info };
    }
    // 509.5d: once for each creature that blocks it; "that creature" is the blocker
    const by = node(ev.by, "what blocks it", ev.span);
    if (subject.kind !== "self" || by.kind !== "objects" || !["a", "an"].includes(String(by.det))) bad();
    onlyKeys(by, ["det", "article", "filter"]);
    const f = compileFilter(by.filter, by.span);
    if (f.player || f.playersOnly) bad();
    info.object = 'ctx.event?.kind === "block" ? ctx.event.blocker : undefined';
    return { code: `{ event: "block", match: (e, ctx) => e.kind === "block" && ctx.isSelf(e.attacker) && ctx.matches(e.blocker, ${lit(f.object ?? {})}) }`, info };
  }
  if (e !== "attacks") return undefined;
  const more = (ev.more as unknown[] | undefined) ?? [];
  if (more.length === 1) {
    // "Whenever ~ attacks and isn't blocked"
    const part = node(more[0], "an event", ev.span);
    if (part.join !== "and" || part.event !== "isntBlocked") return undefined;
    onlyKeys(ev, ["subject", "event", "more"]);
    const pred = objectPredicate(subject, env);
    const info: TriggerInfo = { aboutSelf: subject.kind === "self", player: 'ctx.event?.kind === "unblocked" && ctx.event.defender.kind === "player" ? ctx.event.defender : undefined' };
    if (subject.kind !== "self") info.object = 'ctx.event?.kind === "unblocked" ? ctx.event.attacker : undefined';
    return { code: `{ event: "unblocked", match: (e, ctx) => e.kind === "unblocked" && ctx.matches(e.attacker, ${pred}) }`, info };
  }
  if (more.length) return undefined;
  const defender = ev.what === undefined ? undefined : defenderTest(node(ev.what, "what is attacked", ev.span), bad);
  const playerInfo = 'ctx.event?.kind === "attackersDeclared" ? ctx.event.player : undefined';
  if (subject.kind === "you" || subject.kind === "players" || (subject.kind === "objects" && compileFilter(subject.filter, subject.span).playersOnly)) {
    // 508.3d "Whenever [a player] attacks", 508.3e "… attacks [another player]", "Whenever you attack with two or more creatures"
    onlyKeys(ev, ["subject", "event", "what", "with"]);
    const whose = playerWhose(subject, words, ev.span);
    const who = whose === "your" ? " && e.player.id === ctx.you.id" : whose === "opponent's" ? " && e.player.id !== ctx.you.id" : "";
    let filter = "{}";
    let n = 1;
    if (ev.with !== undefined) {
      const w = node(ev.with, "what attacks", ev.span);
      if (w.kind !== "objects" || w.det !== "orMore") bad();
      onlyKeys(w, ["det", "count", "filter"]);
      const c = node(w.count, "a number", w.span);
      if (c.kind !== "number" || typeof c.value !== "number") bad();
      n = c.value as number;
      const f = compileFilter(w.filter, w.span);
      if (f.player || f.playersOnly) bad();
      filter = lit(f.object ?? {});
    }
    const d = defender ? ` && ${defender}` : "";
    return {
      code: `{ event: "attackersDeclared", match: (e, ctx) => e.kind === "attackersDeclared"${who} && e.attackers.filter((a, i) => { const d = e.defenders[i]; return d !== undefined${d} && ctx.matches(a, ${filter}); }).length >= ${n} }`,
      info: { player: playerInfo },
    };
  }
  if (subject.kind === "objects" && subject.det === "orMore") {
    // "Whenever one or more creatures you control attack", "… attack you"
    onlyKeys(ev, ["subject", "event", "what"]);
    onlyKeys(subject, ["det", "count", "filter"]);
    const c = node(subject.count, "a number", subject.span);
    if (c.kind !== "number" || typeof c.value !== "number") bad();
    const f = compileFilter(subject.filter, subject.span);
    if (f.player || f.playersOnly) bad();
    const d = defender ? ` && ${defender}` : "";
    return {
      code: `{ event: "attackersDeclared", match: (e, ctx) => e.kind === "attackersDeclared" && e.attackers.filter((a, i) => { const d = e.defenders[i]; return d !== undefined${d} && ctx.matches(a, ${lit(f.object ?? {})}); }).length >= ${c.value} }`,
      info: { player: playerInfo },
    };
  }
  if (ev.alone === true) {
    // 506.5: the only creature declared as an attacker
    onlyKeys(ev, ["subject", "event", "alone"]);
    const pred = objectPredicate(subject, env);
    const info: TriggerInfo = { aboutSelf: subject.kind === "self" };
    if (subject.kind !== "self") info.object = 'ctx.event?.kind === "attackersDeclared" ? ctx.event.attackers[0] : undefined';
    return { code: `{ event: "attackersDeclared", match: (e, ctx) => e.kind === "attackersDeclared" && e.attackers.length === 1 && ctx.matches(e.attackers[0]!, ${pred}) }`, info };
  }
  if (defender) {
    // 508.3a "Whenever a creature attacks you or a planeswalker you control"
    onlyKeys(ev, ["subject", "event", "what"]);
    const pred = objectPredicate(subject, env);
    const info: TriggerInfo = { aboutSelf: subject.kind === "self" };
    if (subject.kind !== "self") info.object = 'ctx.event?.kind === "attack" ? ctx.event.attacker : undefined';
    return { code: `{ event: "attack", match: (e, ctx) => e.kind === "attack" && ${defenderTest(node(ev.what, "what is attacked", ev.span), bad, "e.defender")} && ctx.matches(e.attacker, ${pred}) }`, info };
  }
  return undefined;
}

/** "you", "a planeswalker you control", "you or a planeswalker you control", "an opponent": a test of the defender `d`. */
function defenderTest(what: N, bad: () => never, d = "d"): string {
  if (what.kind === "you") return `(${d}.kind === "player" && ${d}.id === ctx.you.id)`;
  if (what.kind === "either") return `(${(what.items as unknown[]).map((i) => defenderTest(node(i, "what is attacked", what.span), bad, d)).join(" || ")})`;
  const opponent = `(${d}.kind === "player" && ${d}.id !== ctx.you.id)`;
  if (what.kind === "players" && ["a", "an"].includes(String(what.det))) {
    onlyKeys(what, ["det", "noun"]);
    return String(what.noun).startsWith("opponent") ? opponent : `(${d}.kind === "player")`;
  }
  if (what.kind === "objects" && ["a", "an"].includes(String(what.det))) {
    onlyKeys(what, ["det", "article", "filter"]);
    const f = compileFilter(what.filter, what.span);
    if (f.playersOnly) return f.player === "opponent" ? opponent : `(${d}.kind === "player")`;
    if (f.player || !f.object) bad();
    return `(${d}.kind === "object" && ctx.matches(${d}, ${lit(f.object)}))`;
  }
  return bad();
}

/** "Whenever ~ enters or attacks": one trigger over each event of the same subject. */
function eitherEvent(t: N, ev: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } {
  const { more, ...first } = ev;
  const parts: N[] = [first as N];
  for (const p of (more as unknown[]) ?? []) {
    const part = node(p, "an event", ev.span);
    onlyKeys(part, ["join", "event"]);
    if (part.join !== "or") throw new Unsupported(`"${words}"`, ev.span);
    parts.push({ kind: "event", span: part.span, subject: ev.subject, event: part.event });
  }
  const compiled = parts.map((p) => trigger({ ...t, event: p }, env));
  if (compiled.some((c) => c.code.startsWith('{ event: "state"'))) throw new Unsupported(`"${words}"`, ev.span);
  const join = (key: keyof TriggerInfo): string | undefined => {
    const list = compiled.map((c) => c.info[key]).filter((x): x is string => typeof x === "string");
    if (list.length === 0) return undefined;
    if (list.length !== compiled.length) throw new Unsupported(`"${words}"`, ev.span);
    return list.map((x) => `(${x})`).join(" ?? ");
  };
  const info: TriggerInfo = {};
  // "Whenever ~ attacks or blocks": the object of each event is the source itself
  const self = compiled.every((c) => c.info.aboutSelf);
  for (const key of ["player", "object", "selfAfter"] as const) {
    if (key === "object" && self && compiled.some((c) => c.info.object === undefined)) continue;
    const v = join(key);
    if (v !== undefined) info[key] = v;
  }
  if (compiled.every((c) => c.info.aboutSelf)) info.aboutSelf = true;
  env.imports.add("eitherTrigger");
  return { code: `eitherTrigger(${compiled.map((c) => c.code).join(", ")})`, info };
}

/** "to a player", "to an opponent", "to you", "to a creature": a test of `e.target` of a damage event. */
function damageRecipient(to: N, env: AbilityEnv): { test: string; player: boolean } | undefined {
  if (to.kind === "you") return { test: 'e.target.kind === "player" && e.target.id === ctx.you.id', player: true };
  if (to.kind === "self") return { test: 'e.target.kind === "object" && ctx.isSelf(e.target)', player: false };
  if (to.kind === "players" || to.kind === "objects") {
    if (!["a", "an"].includes(String(to.det))) return undefined;
    if (to.kind === "players") {
      onlyKeys(to, ["det", "noun"]);
      return String(to.noun).startsWith("opponent") ? { test: 'e.target.kind === "player" && e.target.id !== ctx.you.id', player: true } : { test: 'e.target.kind === "player"', player: true };
    }
    onlyKeys(to, ["det", "filter"]);
    const f = compileFilter(to.filter, to.span);
    if (f.playersOnly) return f.player === "opponent" ? { test: 'e.target.kind === "player" && e.target.id !== ctx.you.id', player: true } : { test: 'e.target.kind === "player"', player: true };
    if (f.player || !f.object) return undefined;
    return { test: `e.target.kind === "object" && ctx.matches(e.target, ${lit(f.object)})`, player: false };
  }
  void env;
  return undefined;
}

function playerWhose(subject: N, words: string, span?: Span): string {
  if (subject.kind === "you") return "your";
  if (subject.kind === "objects" || subject.kind === "players") {
    const f = subject.kind === "objects" ? compileFilter(subject.filter, subject.span) : undefined;
    if (f?.playersOnly && f.player === true) return "each";
    if (f?.playersOnly && f.player === "opponent") return "opponent's";
    if (subject.kind === "players") return String(subject.noun).startsWith("opponent") ? "opponent's" : "each";
  }
  throw new Unsupported(`"${words}"`, span);
}

/** A predicate or data filter on the object a trigger is about. */
function objectPredicate(subject: N, env: AbilityEnv): string {
  if (subject.kind === "self") {
    onlyKeys(subject, ["noun", "short"]);
    return "(o, ctx) => ctx.isSelf(o)";
  }
  if (subject.kind === "objects") {
    onlyKeys(subject, ["det", "filter", "other"]);
    if (!["a", "an", "another", "none"].includes(String(subject.det))) throw new Unsupported(`"${env.text.slice(...(subject.span ?? [0, 0]))}"`, subject.span);
    const f = compileFilter(subject.filter, subject.span);
    if (f.player) throw new Unsupported(`"${env.text.slice(...(subject.span ?? [0, 0]))}"`, subject.span);
    const filter = { ...(f.object ?? {}) };
    if (subject.det === "another" || subject.other) filter.self = false;
    return lit(filter);
  }
  if (subject.kind === "either") {
    const items = (subject.items as unknown[]).map((i) => objectPredicate(node(i, "an object", subject.span), env));
    return `(o, ctx) => ${items.map((p) => (p.startsWith("(o, ctx) => ") ? p.slice("(o, ctx) => ".length) : `ctx.matches(o, ${p})`)).join(" || ")}`;
  }
  throw new Unsupported(`"${env.text.slice(...(subject.span ?? [0, 0]))}"`, subject.span);
}

/**
 * "Whenever one or more other creatures die, draw a card. This ability triggers only once each turn.": it triggers on the first
 * such event of the turn and never again that turn, events of the same batch included (603.2h) — the same as "Whenever another
 * creature dies" limited to once each turn, when the effect doesn't refer to the objects of the event ("them", "that much").
 */
function onceForOneOrMore(a: N, t: N): N {
  const limit = isNode(a.limit) ? a.limit : undefined;
  const ev = isNode(t.event) ? t.event : undefined;
  const subject = ev && isNode(ev.subject) ? ev.subject : undefined;
  if (limit?.timesEachTurn !== 1 || !ev || !subject || subject.kind !== "objects" || subject.det !== "orMore") return t;
  if (!["dies", "enters", "leaves"].includes(String(ev.event)) || !isNode(subject.count) || subject.count.value !== 1) return t;
  if (/"kind":"(pronoun|it|thatMuch|thatMany|forEachOf)"|"det":"(that|those)"/.test(JSON.stringify(a.effect))) return t;
  const { count: _c, ...rest } = subject;
  void _c;
  return { ...t, event: { ...ev, subject: { ...rest, det: "a" } } };
}

function triggered(a: N, env: AbilityEnv): string {
  onlyKeys(a, ["trigger", "condition", "effect", "limit", "abilityWord"]);
  const t = trigger(onceForOneOrMore(a, node(a.trigger, "the trigger condition", a.span)), env);
  // "At the beginning of your upkeep, if ~ is in your graveyard, …": the ability functions from the graveyard (113.6), and its
  // intervening "if" (603.4) is checked there as it triggers and resolves
  const inGraveyard =
    t.info.zone === undefined &&
    isNode(a.condition) &&
    a.condition.kind === "isIn" &&
    isNode(a.condition.what) &&
    a.condition.what.kind === "self" &&
    isNode(a.condition.zone) &&
    a.condition.zone.zone === "graveyard" &&
    (a.condition.zone.whose === undefined || a.condition.zone.whose === "your" || a.condition.zone.whose === "you");
  const fields: [string, string | undefined][] = [
    ["kind", '"triggered"'],
    ["source", source(env, a.span)],
    ["zone", inGraveyard ? '"graveyard"' : t.info.zone === undefined ? undefined : lit(t.info.zone)],
    ["trigger", t.code],
  ];
  if (inGraveyard) {
    const z = (a.condition as N).zone as N;
    const { whose: _w, ...zone } = z;
    void _w;
    a = { ...a, condition: { ...(a.condition as N), zone } };
  }
  if (a.condition !== undefined) {
    const scope = scopeOf(env, t.info);
    scope.resolving = false;
    fields.push(["interveningIf", `(ctx) => ${condition(node(a.condition, "a condition", a.span), scope)}`]);
  }
  if (a.limit !== undefined) {
    const l = node(a.limit, "a trigger limit", a.span);
    if (l.timesEachTurn !== 1) throw new Unsupported(`"${env.text.slice(...(l.span ?? [0, 0]))}"`, l.span);
    fields.push(["oncePerTurn", "true"]);
  }
  fields.push(...effectFields(a.effect, env, t.info, a.span));
  return objectCode(fields);
}

// ---------------------------------------------------------------------------
// Static abilities and replacement effects

function affected(v: unknown, env: AbilityEnv, span?: Span): Record<string, unknown> {
  const n = node(v, "what it affects", span);
  if (n.kind === "self") return { self: true };
  if (n.kind === "objects" && ["none", "all", "each"].includes(String(n.det))) {
    onlyKeys(n, ["det", "filter", "other"]);
    const f = compileFilter(n.filter, n.span);
    if (f.player) throw new Unsupported(`"${env.text.slice(...(n.span ?? [0, 0]))}"`, n.span);
    return { ...(f.object ?? {}), ...(n.other ? { self: false } : {}) };
  }
  throw new Unsupported(`"${env.text.slice(...(n.span ?? span ?? [0, 0]))}"`, n.span ?? span);
}

function staticAbility(a: N, env: AbilityEnv): string[] {
  onlyKeys(a, ["effects", "body", "abilityWord"]);
  const effects = (a.effects as unknown[] | undefined) ?? (a.body !== undefined ? [{ kind: "static", body: a.body, span: a.span }] : []);
  const revealLand = revealOrTapped(effects, a, env);
  if (revealLand) return [revealLand];
  const out: string[] = [];
  for (const e of effects) {
    const st = node(e, "a static ability", a.span);
    if (st.kind !== "static") throw new Unsupported(`the sentence "${env.text.slice(...(st.span ?? a.span ?? [0, 0]))}"`, st.span ?? a.span);
    // "~ gets +X/+X, where X is …" (a pump only): X is computed as the effect applies (611.3a, 613.4c)
    onlyKeys(st, ["body", "asLongAs", "after", "during", "if", ...(isNode(st.body) && (st.body.kind === "pump" || st.body.kind === "costChange") ? ["where"] : [])]);
    const span = st.span ?? a.span;
    if (st.if !== undefined) {
      out.push(conditionalEntering(st, env, a.span));
      continue;
    }
    const cond = staticCondition(st, env, span);
    let body = node(st.body, "a static ability", span);
    // "As long as ~ is equipped, it gets +1/+1": "it" is what the condition is about
    const about = isNode(st.asLongAs) && st.asLongAs.kind === "is" && isNode(st.asLongAs.what) ? st.asLongAs.what : undefined;
    const it = isNode(body.affected) && body.affected.kind === "pronoun" && String(body.affected.word).toLowerCase() === "it";
    if (it && about && (about.kind === "self" || (about.kind === "objects" && ["none", "all", "each"].includes(String(about.det)))))
      body = { ...body, affected: about };
    out.push(...staticBody(body, env, a.span, cond, st.where === undefined ? undefined : node(st.where, "the value of X", span)));
  }
  return out;
}

/** The spells a cost change is about: "Instant and sorcery spells you cast" (their caster, the controller), "Creature spells" (601.2f). */
function costChangeSpells(b: N, words: string): Record<string, unknown> {
  let n = node(b.affected, "which spells", b.span);
  let caster: string | undefined;
  if (n.kind === "spellsCast") {
    onlyKeys(n, ["what", "castBy"]);
    const by = node(n.castBy, "who casts", n.span);
    onlyKeys(by, ["who"]);
    const who = node(by.who, "who casts", by.span);
    if (who.kind === "you") caster = "you";
    else if (who.kind === "players" && who.noun === "opponent" && who.plural === true) caster = "opponent";
    else throw new Unsupported(`"${words}"`, b.span);
    n = node(n.what, "which spells", n.span);
  }
  if (n.kind !== "objects") throw new Unsupported(`"${words}"`, b.span);
  onlyKeys(n, ["det", "filter"]);
  const f = compileFilter(n.filter, n.span);
  if (!f.spell || f.player) throw new Unsupported(`"${words}"`, b.span);
  return caster ? { ...(f.object ?? { zone: "stack" }), controller: caster } : (f.object ?? { zone: "stack" });
}

/**
 * "This spell costs {1} less to cast for each creature card in your graveyard", "This spell costs {2} less to cast if you control a
 * Wizard", "Creature spells you cast cost {1} less to cast for each …" (601.2f): a generic reduction, counted (or checked) as the
 * total cost is determined. "This spell": the spell's own ability, on the stack.
 */
function costChangeCounted(b: N, env: AbilityEnv, src: string, cond: string | undefined, words: string): string {
  const refuse = () => new Unsupported(`"${words}"`, b.span);
  const self = isNode(b.affected) && b.affected.kind === "self";
  const spells = self ? "(o, ctx) => ctx.isSelf(o)" : lit(costChangeSpells(b, words));
  if (self && cond) throw refuse();
  if (b.direction !== "less") throw refuse();
  const m = /^\{(\d+)\}$/.exec(manaText(node(b.amount, "a mana cost", b.span).symbols));
  if (!m) throw refuse();
  const scope = scopeOf(env);
  scope.resolving = false;
  const count = b.forEach === undefined ? undefined : countCode(node(b.forEach, "what is counted", b.span), scope);
  const test = b.if === undefined ? undefined : condition(node(b.if, "a condition", b.span), scope);
  const conditions = [cond ? `(${cond})(ctx)` : undefined, test].filter((x): x is string => x !== undefined);
  const fields: [string, string | undefined][] = [
    ["kind", '"costModifier"'],
    ["source", src],
    ["zone", self ? '"stack"' : undefined],
    ["spells", spells],
  ];
  if (count !== undefined) fields.push(["reduceBy", `(ctx) => ${m[1] === "1" ? count : `${m[1]} * ${count}`}`]);
  else fields.push(["reduce", m[1]!]);
  fields.push(["condition", conditions.length ? `(ctx) => ${conditions.join(" && ")}` : undefined]);
  return objectCode(fields);
}

/**
 * "As this land enters, you may reveal a Mountain or Forest card from your hand. If you don't, this land enters tapped." (614.12,
 * 614.1c): one replacement effect of its entering — the choice and the reveal (701.16a) are made as it would enter; it enters
 * tapped unless a card was revealed. Undefined for other abilities.
 */
function revealOrTapped(effects: unknown[], a: N, env: AbilityEnv): string | undefined {
  if (effects.length !== 2 || !isNode(effects[0]) || !isNode(effects[1])) return undefined;
  const [first, second] = effects as [N, N];
  const as = isNode(first.body) ? first.body : undefined;
  const then = isNode(second.body) ? second.body : undefined;
  const clause = as && isNode(as.effect) ? as.effect : undefined;
  const action = clause && isNode(clause.action) ? clause.action : undefined;
  const what = action && isNode(action.what) ? action.what : undefined;
  const youDont = isNode(second.if) && second.if.kind === "youDo" && second.if.negated === true;
  if (as?.kind !== "asEnters" || then?.kind !== "entersReplacement" || !youDont || !clause || action?.kind !== "reveal" || !what) return undefined;
  if (Object.keys(first).some((k) => !["kind", "span", "body"].includes(k)) || Object.keys(second).some((k) => !["kind", "span", "body", "if"].includes(k))) return undefined;
  if (!isNode(as.affected) || as.affected.kind !== "self" || !isNode(then.affected) || then.affected.kind !== "self") return undefined;
  // "legacy": the older "enters the battlefield" wording, the same rules
  if (!isNode(then.how) || then.how.kind !== "tapped" || Object.keys(then).some((k) => !["kind", "span", "affected", "how", "legacy"].includes(k))) return undefined;
  if (Object.keys(as).some((k) => !["kind", "span", "affected", "effect", "legacy"].includes(k))) return undefined;
  if (clause.kind !== "clause" || clause.may !== true || !isNode(clause.subject) || clause.subject.kind !== "you" || Object.keys(clause).some((k) => !["kind", "span", "subject", "may", "action"].includes(k)))
    return undefined;
  if (Object.keys(action).some((k) => !["kind", "span", "what"].includes(k)) || what.kind !== "objects" || (what.det !== "a" && what.det !== "an")) return undefined;
  if (Object.keys(what).some((k) => !["kind", "span", "det", "article", "filter"].includes(k))) return undefined;
  const f = compileFilter(what.filter, what.span);
  if (!f.object || f.player || f.object.zone !== "hand" || (f.object.owner !== undefined && f.object.owner !== "you")) return undefined;
  const words = env.text.slice(...(action.span ?? [0, 0]));
  const kind = env.text.slice(...(what.span ?? [0, 0]));
  const filter = { ...f.object, zone: "hand", owner: "you", self: false };
  return objectCode([
    ["kind", '"replacement"'],
    ["source", source(env, a.span)],
    ["watches", '"zoneChange"'],
    ["asThisEnters", "true"],
    ["appliesTo", '(e, ctx) => e.kind === "zoneChange" && e.to === "battlefield" && ctx.isSelf(e.object)'],
    [
      "replace",
      `(e, ctx) => {\nif (e.kind !== "zoneChange") return e;\nconst cards = ctx.find(${lit(filter)});\nconst revealed = cards.length > 0 && ctx.may(${lit(words)});\nif (revealed) ctx.reveal(ctx.chooseObjects(${lit(`Choose ${kind}`)}, cards, 1, 1));\nreturn revealed ? e : { ...e, tapped: true };\n}`,
    ],
  ]);
}

/**
 * "can't be blocked by creatures with power 2 or less", "… by artifact creatures", "… except by Walls" (509.1b): the blockers
 * the restriction is about, as a filter (or the predicate of all the others, for "except by"); undefined for other restrictions.
 */
function blockersCode(what: N, env: AbilityEnv): string | undefined {
  if (what.kind !== "beBlockedBy" && what.kind !== "beBlockedExceptBy") return undefined;
  onlyKeys(what, ["by"]);
  const by = node(what.by, "which blockers", what.span);
  const words = env.text.slice(...(by.span ?? what.span ?? [0, 0]));
  if (by.kind !== "objects" || by.det !== "none") throw new Unsupported(`"${words}" as blockers`, by.span);
  onlyKeys(by, ["det", "filter"]);
  const f = compileFilter(by.filter, by.span);
  if (f.player || f.playersOnly || !f.object) throw new Unsupported(`"${words}" as blockers`, by.span);
  return what.kind === "beBlockedBy" ? lit(f.object) : `(o, ctx) => !ctx.matches(o, ${lit(f.object)})`;
}

/**
 * "If ~ was kicked, it enters the battlefield with two +1/+1 counters on it" (702.33d), "If you control two or more other lands,
 * ~ enters the battlefield tapped": a replacement effect of the permanent entering (614.1c, 614.12) that applies only if the
 * condition holds as it would enter — kicked: the costs paid for the spell that becomes it.
 */
function conditionalEntering(st: N, env: AbilityEnv, span: Span | undefined): string {
  const words = env.text.slice(...(st.span ?? span ?? [0, 0]));
  const refuse = () => new Unsupported(`static with "if"`, st.span ?? span);
  if (st.asLongAs !== undefined || st.after !== undefined || st.during !== undefined) throw refuse();
  const c = node(st.if, "a condition", st.span);
  let body = node(st.body, "a static ability", st.span);
  // "If an opponent controls seven or more lands, this spell costs {6} less to cast." (601.2f)
  if (body.kind === "costChange" && body.if === undefined && st.where === undefined) return staticBody({ ...body, if: st.if }, env, span, undefined)[0]!;
  // "If you control a creature with power 4 or greater, you may cast ~ as though it had flash." (src/emit/permissions.ts)
  if (body.kind === "castAsThough") {
    const scope = scopeOf(env);
    scope.resolving = false;
    return staticBody(body, env, span, `(ctx) => ${condition(c, scope)}`)[0]!;
  }
  if (body.kind !== "entersReplacement") throw refuse();
  const aff = node(body.affected, "what enters", body.span);
  const itSelf = aff.kind === "self" || (aff.kind === "pronoun" && String(aff.word).toLowerCase() === "it");
  if (!itSelf) throw refuse();
  body = { ...body, affected: { kind: "self", span: aff.span } };
  let test: string;
  if (c.kind === "kicked") {
    onlyKeys(c, ["what", "cost"]);
    if (node(c.what, "what was kicked", c.span).kind !== "self" || c.cost !== undefined) throw new Unsupported(`"${words}"`, st.span);
    test = '(ctx) => ctx.event?.kind === "zoneChange" && (ctx.event.paidCosts ?? []).includes("kicker")';
  } else {
    const scope = scopeOf(env);
    scope.resolving = false;
    test = `(ctx) => ${condition(c, scope)}`;
  }
  const made = staticBody(body, env, span, undefined);
  if (made.length !== 1 || !/^(entersWithCounters|entersTapped)\(/.test(made[0]!)) throw refuse();
  return `{ ...${made[0]!}, condition: ${test} }`;
}

/** "As long as …" before or after a static ability's words; "During your turn, …". */
/** The number a characteristic-defining ability sets power or toughness to ("the number of …", "your life total", "twice …"). */
function cdaValue(n: N, scope: Scope): string {
  if (n.kind === "twice") {
    onlyKeys(n, ["of"]);
    return `2 * ${cdaValue(node(n.of, "a number", n.span), scope)}`;
  }
  if (n.kind === "lifeTotal") {
    // "~'s power is equal to your life total" (119.3): the controller's, or the owner's outside the battlefield
    onlyKeys(n, ["whose"]);
    if (n.whose !== "your") throw new Unsupported(`the amount "${scope.words(n.span)}"`, n.span);
    return "ctx.you.life";
  }
  if (n.kind !== "countOf" && n.kind !== "greatestAmong") throw new Unsupported(`the amount "${scope.words(n.span)}"`, n.span);
  return value(n, scope);
}

/**
 * The stats characteristic-defining abilities of the card set ("~'s power is equal to …", rule 604.3): a printed `*` there
 * is that ability's (208.2a).
 */
export function cdaStats(abilities: readonly unknown[]): Set<"power" | "toughness"> {
  const out = new Set<"power" | "toughness">();
  for (const a of abilities) {
    if (!isNode(a) || a.kind !== "static" || typeof a.keyword === "string") continue;
    for (const e of (a.effects as unknown[] | undefined) ?? []) {
      if (!isNode(e) || e.kind !== "static" || e.asLongAs !== undefined || e.after !== undefined || e.during !== undefined) continue;
      const b = e.body;
      if (!isNode(b) || b.kind !== "definePT" || !isNode(b.affected) || b.affected.kind !== "self") continue;
      for (const st of (b.stats as unknown[]) ?? []) if (st === "power" || st === "toughness") out.add(st);
    }
  }
  return out;
}

function staticCondition(st: N, env: AbilityEnv, span: Span | undefined): string | undefined {
  const scope = scopeOf(env);
  scope.resolving = false;
  let c: N | undefined;
  if (st.asLongAs !== undefined) c = node(st.asLongAs, "a condition", span);
  for (const key of ["after", "during"] as const) {
    if (st[key] === undefined) continue;
    const after = node(st[key], "a condition", span);
    if (c) throw new Unsupported(`"${env.text.slice(...(after.span ?? [0, 0]))}"`, after.span);
    if (after.kind === "asLongAs") {
      onlyKeys(after, ["condition"]);
      c = node(after.condition, "a condition", after.span);
    } else if (after.kind === "duringTurn") {
      onlyKeys(after, ["whose"]);
      c = { kind: "isTurn", whose: after.whose, span: after.span };
    } else throw new Unsupported(`"${env.text.slice(...(after.span ?? [0, 0]))}"`, after.span);
  }
  return c ? `(ctx) => ${condition(c, scope)}` : undefined;
}

/** A replacement effect of the permanent's own entering (614.1c, 614.12): "As ~ enters, …", "You may have ~ enter as a copy of …". */
function ownEntering(src: string, replace: string): string {
  return objectCode([
    ["kind", '"replacement"'],
    ["source", src],
    ["watches", '"zoneChange"'],
    ["asThisEnters", "true"],
    ["appliesTo", '(e, ctx) => e.kind === "zoneChange" && e.to === "battlefield" && ctx.isSelf(e.object)'],
    ["replace", replace],
  ]);
}

function staticBody(b: N, env: AbilityEnv, span: Span | undefined, cond: string | undefined, where?: N): string[] {
  const src = source(env, span);
  const words = env.text.slice(...(b.span ?? span ?? [0, 0]));
  const base = (kind: string): [string, string | undefined][] => [
    ["kind", lit(kind)],
    ["source", src],
  ];
  switch (b.kind) {
    case "pump": {
      onlyKeys(b, ["affected", "pt", "has", "forEach"]);
      const affects = affected(b.affected, env, b.span);
      const aff = lit(affects);
      const withX = where === undefined ? undefined : pumpX(b, where, affected(b.affected, env, b.span), env);
      const m = withX ? undefined : /^([+-]\d+)\/([+-]\d+)$/.exec(String(b.pt));
      if (!m && !withX) throw new Unsupported(`"${words}"`, b.span);
      const [p, t] = withX ? [withX.p, withX.t] : [Number(m![1]), Number(m![2])];
      const lines: string[] = withX ? [withX.line] : [];
      let params = withX ? "(c, ctx)" : "(c)";
      let times = "";
      if (b.forEach !== undefined) {
        // "Creatures you control get +1/+1 for each Forest you control": counted as the effect applies.
        const scope = new Scope(env.text, env.imports);
        scope.resolving = false;
        // "~ gets +1/+1 for each Aura attached to it", "Enchanted creature gets +2/+2 for each Aura attached to it"
        if (JSON.stringify(affects) === '{"self":true}') scope.itId = "ctx.self.id";
        else if (affects.hostOfSelf === true) scope.itId = "(ctx.self.attachedTo ?? undefined)";
        lines.push(`const n = ${countCode(node(b.forEach, "what is counted", b.span), scope)};`);
        params = "(c, ctx)";
        times = " * n";
      }
      if (p !== 0) lines.push(`if (c.power !== null) c.power += ${typeof p === "string" ? p : `${p}${times}`};`);
      if (t !== 0) lines.push(`if (c.toughness !== null) c.toughness += ${typeof t === "string" ? t : `${t}${times}`};`);
      const out = [objectCode([...base("static"), ["layer", '"7c"'], ["affected", aff], ["apply", `${params} => {\n${lines.join("\n")}\n}`], ["condition", cond]])];
      if (b.has !== undefined) out.push(grant(b.has, aff, env, src, cond, b.span));
      return out;
    }
    case "grant": {
      onlyKeys(b, ["affected", "abilities"]);
      return [grant(b.abilities, lit(affected(b.affected, env, b.span)), env, src, cond, b.span)];
    }
    case "restrict": {
      onlyKeys(b, ["affected", "restriction", "unless"]);
      if (b.unless !== undefined) {
        // "~ can't attack or block unless you control another Giant": the restriction applies while the condition doesn't hold
        // (conditions about the defending player depend on the attack being declared: not emitted)
        const scope = scopeOf(env);
        scope.resolving = false;
        const test = condition(node(b.unless, "a condition", b.span), scope);
        const both = cond ? `(ctx) => (${cond})(ctx) && !(${test})` : `(ctx) => !(${test})`;
        const { unless: _u, ...rest } = b;
        void _u;
        return staticBody(rest as N, env, span, both);
      }
      const r = node(b.restriction, "a restriction", b.span);
      const blockedBy = r.kind === "cant" && isNode(r.what) ? blockersCode(r.what, env) : undefined;
      if (blockedBy !== undefined) {
        if (Object.keys(r).some((k) => !["kind", "span", "what"].includes(k))) throw new Unsupported(`"${words}"`, b.span);
        return [
          objectCode([...base("restriction"), ["restriction", '"cantBeBlocked"'], ["affected", lit(affected(b.affected, env, b.span))], ["by", blockedBy], ["condition", cond]]),
        ];
      }
      if (r.kind === "doesntUntap") {
        // "Enchanted creature doesn't untap during its controller's untap step", "~ doesn't untap during your untap step" (502.3):
        // the only untap step it would untap in is its controller's
        onlyKeys(r, ["whose"]);
        const aff = node(b.affected, "what doesn't untap", b.span);
        const its = isNode(r.whose) && r.whose.kind === "controllerOf" && isNode(r.whose.of) && (r.whose.of.kind === "it" || (r.whose.of.kind === "pronoun" && r.whose.of.word === "it"));
        if (!its && !(r.whose === "your" && aff.kind === "self")) throw new Unsupported(`"${words}"`, b.span);
        return [objectCode([...base("restriction"), ["restriction", '"doesntUntap"'], ["affected", lit(affected(b.affected, env, b.span))], ["condition", cond]])];
      }
      if (r.kind === "cant" && r.what === "beCountered") {
        // "This spell can't be countered" (an ability of the spell, on the stack); "Creature spells you control can't be countered"
        onlyKeys(r, ["what"]);
        const aff = node(b.affected, "what can't be countered", b.span);
        if (aff.kind === "self") {
          if (cond) throw new Unsupported(`"${words}"`, b.span);
          return [objectCode([...base("restriction"), ["restriction", '"cantBeCountered"'], ["affected", "{ self: true }"], ["zone", '"stack"']])];
        }
        const filter = affected(b.affected, env, b.span);
        if (filter.zone !== "stack") throw new Unsupported(`"${words}"`, b.span);
        return [objectCode([...base("restriction"), ["restriction", '"cantBeCountered"'], ["affected", lit(filter)], ["condition", cond]])];
      }
      let restriction: string | undefined;
      if (r.kind === "cant") restriction = { attack: "cantAttack", block: "cantBlock", attackOrBlock: "cantAttackOrBlock", beBlocked: "cantBeBlocked" }[String(r.what)];
      else if (r.kind === "mustAttack" && r.each === "combat") restriction = "mustAttack";
      if (!restriction || Object.keys(r).some((k) => !["kind", "span", "what", "each"].includes(k))) throw new Unsupported(`"${words}"`, b.span);
      return [objectCode([...base("restriction"), ["restriction", lit(restriction)], ["affected", lit(affected(b.affected, env, b.span))], ["condition", cond]])];
    }
    case "costMinimum": {
      onlyKeys(b, ["below", "minimum"]);
      const below = node(b.below, "a number", b.span).value;
      const min = node(b.minimum, "a number", b.span).value;
      if (typeof min !== "number" || below !== min) throw new Unsupported(`"${words}"`, b.span);
      return [objectCode([...base("costModifier"), ["spells", '{ zone: "stack" }'], ["minimum", String(min)], ["condition", cond]])];
    }
    case "castAsThough":
      // "You may cast Spirit spells as though they had flash" (src/emit/permissions.ts)
      return [castAsThoughFlash(b, words, src, cond)];
    case "additionalLand":
      return [additionalLands(b, words, src, cond)];
    case "mayPlayFrom":
      return [playLandsFrom(b, words, src, cond)];
    case "costChange": {
      onlyKeys(b, ["affected", "amount", "direction", "verb", "forEach", "if"]);
      if (b.verb !== undefined && b.verb !== "cast") throw new Unsupported(`"${words}"`, b.span);
      const own = ownCostChange(b, env.text, env.imports, src, cond, where);
      if (own) return [own];
      if (b.forEach !== undefined || b.if !== undefined || (isNode(b.affected) && b.affected.kind === "self")) return [costChangeCounted(b, env, src, cond, words)];
      const spells = costChangeSpells(b, words);
      const mana = manaText(node(b.amount, "a mana cost", b.span).symbols);
      const field: [string, string] = b.direction === "more" ? ["increase", lit(mana)] : ["reduce", String(/^\{(\d+)\}$/.exec(mana)?.[1] ?? "NaN")];
      if (field[1] === "NaN") throw new Unsupported(`"${words}"`, b.span);
      return [objectCode([...base("costModifier"), ["spells", lit(spells)], field, ["condition", cond]])];
    }
    case "predicates": {
      // "Enchanted creature gets +1/+0 and can't be blocked": each predicate about the same objects.
      onlyKeys(b, ["affected", "predicates", "joins"]);
      if (((b.joins as unknown[]) ?? []).some((j) => j !== "and")) throw new Unsupported(`"${words}"`, b.span);
      return ((b.predicates as unknown[]) ?? []).flatMap((p) => {
        const pred = node(p, "a predicate", b.span);
        if (pred.affected !== undefined) throw new Unsupported(`"${words}"`, b.span);
        return staticBody({ ...pred, affected: b.affected, span: pred.span ?? b.span }, env, span, cond);
      });
    }
    case "definePT": {
      // "~'s power is equal to the number of …", "~'s power and toughness are each equal to …": a characteristic-defining
      // ability (rules 604.3, 208.2a), applied in layer 7a in every zone. It may not depend on a condition (604.3a (5)).
      onlyKeys(b, ["affected", "stats", "value"]);
      if (cond || node(b.affected, "what it defines", b.span).kind !== "self") throw new Unsupported(`the static ability "${words}"`, b.span);
      const stats = (b.stats as unknown[]).map(String);
      if (stats.length === 0 || stats.some((st) => st !== "power" && st !== "toughness")) throw new Unsupported(`the static ability "${words}"`, b.span);
      const scope = scopeOf(env);
      scope.resolving = false;
      const v = cdaValue(node(b.value, "a number", b.span), scope);
      const lines = stats.length === 1 ? [`c.${stats[0]} = ${v};`] : [`const n = ${v};`, ...stats.map((st) => `c.${st} = n;`)];
      return [objectCode([...base("static"), ["layer", '"7a"'], ["cda", "true"], ["affected", "{ self: true }"], ["apply", `(c, ctx) => {\n${lines.join("\n")}\n}`]])];
    }
    case "controlOf": {
      // "You control enchanted creature" (layer 2)
      onlyKeys(b, ["affected", "what"]);
      if (node(b.affected, "who controls", b.span).kind !== "you") throw new Unsupported(`"${words}"`, b.span);
      return [objectCode([...base("static"), ["layer", '"2"'], ["affected", lit(affected(b.what, env, b.span))], ["apply", "(c, ctx) => {\nc.controller = ctx.you.id;\n}"], ["condition", cond]])];
    }
    case "loseAllAbilities": {
      onlyKeys(b, ["affected"]);
      return [objectCode([...base("static"), ["layer", '"6"'], ["affected", lit(affected(b.affected, env, b.span))], ["apply", "(c) => {\nc.abilities = [];\n}"], ["condition", cond]])];
    }
    case "entersReplacement": {
      onlyKeys(b, ["affected", "how"]);
      if (cond) throw new Unsupported(`"${words}"`, b.span);
      const how = node(b.how, "how it enters", b.span);
      const aff = node(b.affected, "what enters", b.span);
      let change: string;
      if (how.kind === "tapped") change = "{ ...e, tapped: true }";
      else if (how.kind === "withCounters") {
        // "… for each …", "… if …", "… unless …", "… and with flying", "a number of … equal to …": not emitted yet
        if (how.forEach || how.if || how.unless || how.andWith || how.equalTo) throw new Unsupported(`"${words}"`, b.span);
        const n = node(how.amount, "an amount", how.span);
        const amount = n.kind === "a" ? 1 : n.value;
        if (typeof amount !== "number") throw new Unsupported(`"${words}"`, b.span);
        const kind = String(node(how.counter, "a counter", how.span).value);
        if (aff.kind === "self") {
          env.imports.add("entersWithCounters");
          return [`entersWithCounters(${src}, ${lit(kind)}, ${amount})`];
        }
        change = `{ ...e, counters: { ...e.counters, ${lit(kind)}: (e.counters?.[${lit(kind)}] ?? 0) + ${amount} } }`;
      } else throw new Unsupported(`"${words}"`, b.span);
      if (aff.kind === "self") {
        if (how.kind === "tapped") {
          env.imports.add("entersTapped");
          return [`entersTapped(${src})`];
        }
      }
      const filter = affected(b.affected, env, b.span);
      const test = Object.keys(filter).length ? ` && ctx.matches(e.object, ${lit(filter)})` : "";
      return [
        objectCode([
          ...base("replacement"),
          ["watches", '"zoneChange"'],
          ["appliesTo", `(e${test ? ", ctx" : ""}) => e.kind === "zoneChange" && e.to === "battlefield"${test}`],
          ["replace", `(e) => (e.kind === "zoneChange" ? ${change} : e)`],
        ]),
      ];
    }
    case "castRestriction": {
      // "Cast this spell only during combat", "… only during an opponent's turn", "… only if …" (601.3)
      onlyKeys(b, ["spell", "restriction", "and"]);
      if (cond || !isNode(b.spell) || b.spell.kind !== "self") throw new Unsupported(`the static ability "${words}"`, b.span);
      const tests = [b.restriction, ...((b.and as unknown[] | undefined) ?? [])].map((r) => castTiming(r, env, words, b.span));
      return [objectCode([...base("castRestriction"), ["allowed", `(ctx) => ${tests.join(" && ")}`]])];
    }
    case "entersAsCopy": {
      // "You may have ~ enter as a copy of any creature on the battlefield" (707.5): a replacement effect of its own entering
      // (614.1c); the copy effect's exceptions (707.9) are part of the copied values.
      onlyKeys(b, ["affected", "of", "except", "legacy", "tapped"]);
      const aff = node(b.affected, "what enters", b.span);
      const of = node(b.of, "what it copies", b.span);
      if (cond || aff.kind !== "self" || of.kind !== "objects" || !["any", "a", "an"].includes(String(of.det))) throw new Unsupported(`the static ability "${words}"`, b.span);
      onlyKeys(of, ["det", "filter", "article"]);
      const f = compileFilter(of.filter, of.span);
      if (!f.object || f.player || f.playersOnly || (f.object.zone !== undefined && f.object.zone !== "battlefield")) throw new Unsupported(`the static ability "${words}"`, b.span);
      const filter = { ...f.object, zone: "battlefield" };
      const ex = isNode(b.except) ? b.except : undefined;
      const except = ex ? `, ${copyException(ex, env, env.text.slice(...(ex.span ?? [0, 0])), ex.span)}` : "";
      const what = env.text.slice(...(of.span ?? [0, 0]));
      const tapped = b.tapped === true ? "{ ...copied, tapped: true }" : "copied";
      return [
        ownEntering(
          src,
          `(e, ctx) => {\nif (e.kind !== "zoneChange") return e;\nconst [chosen] = ctx.chooseObjects(${lit(`You may have it enter as a copy of ${what}`)}, ctx.find(${lit(filter)}).filter((o) => o.id !== e.object.id), 0, 1);\nif (!chosen) return e;\nconst copied = ctx.enterAsCopy(e, chosen${except});\nreturn ${tapped};\n}`,
        ),
      ];
    }
    case "asEnters": {
      onlyKeys(b, ["affected", "choose"]);
      const aff = node(b.affected, "what enters", b.span);
      const ch = node(b.choose, "what is chosen", b.span);
      if (aff.kind !== "self" || ch.kind !== "objects") throw new Unsupported(`"${words}"`, b.span);
      const ws = ((node(ch.filter, "a filter", ch.span).words as N[]) ?? []).map((w) => `${String(w.class)}:${String(w.value).toLowerCase()}`).join(" ");
      const kind = ws === "CardType:creature Type:type" ? "creatureType" : ws === "Color:color" ? "color" : undefined;
      if (!kind) throw new Unsupported(`choosing "${env.text.slice(...(ch.span ?? [0, 0]))}"`, ch.span);
      const prompt = kind === "color" ? "Choose a color" : "Choose a creature type";
      return [ownEntering(src, `(e, ctx) => (e.kind === "zoneChange" ? { ...e, chosen: { ...e.chosen, ${kind}: String(ctx.choose(${lit(kind)}, ${lit(prompt)})) } } : e)`)];
    }
    case "replacement": {
      const mine = replacementAbility(b, { text: env.text, src, cond });
      if (mine) return mine;
      const ev = node(b.event, "the replaced event", b.span);
      const subject = node(ev.subject, "who", ev.span);
      const action = node(ev.action, "the replaced event", ev.span);
      const r = node(b.replacement, "the replacement", b.span);
      const general = playerEventReplacement(b, ev, subject, action, r, env, cond);
      if (general) return [objectCode([...base("replacement"), ...general])];
      onlyKeys(b, ["event", "replacement"]);
      if (cond) throw new Unsupported(`"${words}"`, b.span);
      if (action.kind === "dealDamage" && r.kind === "doubleDamage") {
        onlyKeys(action, ["to"]);
        onlyKeys(r, ["source", "to"]);
        // "If a source would deal damage to a permanent or player"
        const s = JSON.stringify(subject);
        const to = JSON.stringify(action.to);
        if (subject.kind !== "objects" || !s.includes('"Source"') || !(to.includes('"Permanent"') && to.includes('"Player"')) || subject.det !== "a")
          throw new Unsupported(`"${words}"`, b.span);
        return [
          objectCode([
            ...base("replacement"),
            ["watches", '"damage"'],
            ["appliesTo", '(e) => e.kind === "damage"'],
            ["replace", '(e) => (e.kind === "damage" ? { ...e, amount: e.amount * 2 } : e)'],
          ]),
        ];
      }
      if (action.kind === "gainLife" && r.kind === "gainNoLife") {
        onlyKeys(action, []);
        const who = subject.kind === "you" ? " && e.player.id === ctx.you.id" : subject.kind === "objects" && JSON.stringify(subject.filter).includes('"Player"') && subject.det === "a" ? "" : undefined;
        if (who === undefined) throw new Unsupported(`"${words}"`, b.span);
        return [
          objectCode([
            ...base("replacement"),
            ["watches", '"lifeGain"'],
            ["appliesTo", `(e${who ? ", ctx" : ""}) => e.kind === "lifeGain"${who}`],
            ["replace", "() => null"],
          ]),
        ];
      }
      throw new Unsupported(`the replacement effect "${words}"`, b.span);
    }
    case "skip": {
      onlyKeys(b, ["whose", "what", "affected"]);
      const step = node(b.what, "what is skipped", b.span);
      if (step.kind !== "step" || !["draw", "upkeep", "untap"].includes(String(step.step))) throw new Unsupported(`"${words}"`, b.span);
      // "Skip your draw step"; "Players skip their untap steps", "Each opponent skips their …" (614.10)
      let whose: string;
      if (b.whose === "your" && b.affected === undefined) whose = " && e.active.id === ctx.you.id";
      else if (b.whose === "their" && isNode(b.affected)) {
        const f = b.affected.kind === "objects" && ["none", "each", "all"].includes(String(b.affected.det)) ? compileFilter(b.affected.filter, b.affected.span) : undefined;
        if (!f?.playersOnly) throw new Unsupported(`"${words}"`, b.span);
        whose = f.player === "opponent" ? " && e.active.id !== ctx.you.id" : "";
      } else throw new Unsupported(`"${words}"`, b.span);
      return [
        objectCode([
          ...base("replacement"),
          ["watches", '"beginStep"'],
          ["appliesTo", `(e${whose ? ", ctx" : ""}) => e.kind === "beginStep" && e.step === ${lit(step.step)}${whose}`],
          ["replace", "() => null"],
          ["condition", cond],
        ]),
      ];
    }
    case "compound": {
      // "Enchanted creature can't attack or block, and its activated abilities can't be activated": each part, "its" being
      // the first part's objects (an activated ability can't be activated: mana abilities too, 605.1a)
      onlyKeys(b, ["parts", "joins"]);
      const parts = (b.parts as unknown[]).map((p) => node(p, "a static ability", b.span));
      if (parts.length < 2 || !Array.isArray(b.joins) || b.joins.some((j) => j !== ", and" && j !== "and")) throw new Unsupported(`the static ability "${words}"`, b.span);
      const first = parts[0]!;
      if (first.affected === undefined) throw new Unsupported(`the static ability "${words}"`, b.span);
      const out: string[] = [];
      for (const p of parts) {
        const aff = isNode(p.affected) ? p.affected : undefined;
        const r = isNode(p.restriction) ? p.restriction : undefined;
        if (p.kind === "restrict" && aff?.kind === "abilitiesOf") {
          const its = isNode(aff.of) && aff.of.kind === "pronoun" && aff.of.word === "its";
          if (p !== parts[0] && its && aff.which === "activated" && r?.kind === "cant" && isNode(r.what) && r.what.kind === "beActivated" && Object.keys(p).every((k) => ["kind", "span", "affected", "restriction"].includes(k))) {
            out.push(objectCode([...base("restriction"), ["restriction", '"cantActivate"'], ["affected", lit(affected(first.affected, env, first.span))], ["condition", cond]]));
            continue;
          }
          throw new Unsupported(`the static ability "${words}"`, b.span);
        }
        out.push(...staticBody(p, env, span, cond));
      }
      return out;
    }
    case "prevention":
    case "cantBePrevented":
    case "damageReplacement": {
      const mine = replacementAbility(b, { text: env.text, src, cond });
      if (mine) return mine;
      throw new Unsupported(`the static ability "${words}"`, b.span ?? span);
    }
    default:
      throw new Unsupported(`the static ability "${words}"`, b.span ?? span);
  }
}

/** The events a player's "If you would …, instead …" replaces, by the action's kind. */
const PLAYER_EVENTS: Record<string, string> = { loseGame: "lose", winGame: "win", draw: "draw" };

/**
 * "If you would lose the game, instead exile ~ and your life total becomes …", "If an opponent
 * would draw a card, … instead" (614.1a, 614.6): the event doesn't happen; the instructions do.
 */
function playerEventReplacement(b: N, ev: N, subject: N, action: N, r: N, env: AbilityEnv, cond: string | undefined): [string, string | undefined][] | undefined {
  const watches = PLAYER_EVENTS[action.kind];
  if (!watches || (r.kind !== "clause" && r.kind !== "sequence") || (b.instead === false && b.insteadAt === undefined)) return undefined;
  const words = env.text.slice(...(b.span ?? [0, 0]));
  onlyKeys(b, ["event", "replacement", "instead", "insteadAt"]);
  onlyKeys(ev, ["subject", "action"]);
  if (action.kind === "draw") {
    onlyKeys(action, ["amount"]);
    if (node(action.amount, "an amount", action.span).value !== 1) throw new Unsupported(`"${words}"`, b.span);
  } else onlyKeys(action, []);
  let who: string;
  if (subject.kind === "you") who = " && e.player.id === ctx.you.id";
  else if (subject.kind === "players" && ["a", "an", "each"].includes(String(subject.det)) && subject.extra === undefined)
    who = subject.noun === "opponent" ? " && e.player.id !== ctx.you.id" : "";
  else throw new Unsupported(`"${words}"`, b.span);
  const scope = scopeOf(env, { player: "e.player" });
  const lines = compileInstructions(r, scope);
  return [
    ["watches", lit(watches)],
    ["appliesTo", `(e${who ? ", ctx" : ""}) => e.kind === ${lit(watches)}${who}`],
    ["replace", `(e, ctx) => {\nif (e.kind !== ${lit(watches)}) return e;\n${lines.join("\n")}\nreturn null;\n}`],
    ["condition", cond],
  ];
}

function grant(list: unknown, aff: string, env: AbilityEnv, src: string, cond: string | undefined, span?: Span): string {
  if (!Array.isArray(list)) throw new Unsupported("granted abilities", span);
  const pushes = list.flatMap((k) => grantedAbility(node(k, "a granted ability", span), env).map((g) => `c.abilities.push(${g});`));
  return objectCode([
    ["kind", '"static"'],
    ["source", src],
    ["layer", '"6"'],
    ["affected", aff],
    ["apply", `(c) => {\n${pushes.join("\n")}\n}`],
    ["condition", cond],
  ]);
}

/**
 * An ability an object gains or has ("flying", "protection from red", a quoted "{T}: Add {G}."): its `AbilityDefinition`
 * literals (a keyword that stands for several abilities, such as decayed, gives more than one).
 */
export function grantedAbility(n: N, env: AbilityEnv): string[] {
  const words = env.text.slice(...(n.span ?? [0, 0]));
  let a = n;
  if (n.kind === "quotedAbility") {
    onlyKeys(n, ["ability"]);
    a = node(n.ability, "a granted ability", n.span);
  } else if (n.kind !== "keyword") throw new Unsupported(`granting "${words}"`, n.span);
  if (a.kind === "spell" && typeof a.keyword !== "string") throw new Unsupported(`granting "${words}"`, n.span);
  const c = compileAbility(a, { ...env, types: [] });
  if (c.costs.length !== 0 || c.abilities.length === 0) throw new Unsupported(`granting "${words}"`, n.span);
  return c.abilities;
}

/** "Whenever you sacrifice another creature", "Whenever an opponent sacrifices a permanent", "When you sacrifice ~" (701.17a). */
function sacrificeTrigger(ev: N, subject: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } {
  const bad = (): never => {
    throw new Unsupported(`"${words}"`, ev.span);
  };
  if (ev.from !== undefined || ev.whose !== undefined || ev.under !== undefined) bad();
  const one = subject.kind === "you" || ((subject.kind === "players" || subject.kind === "objects") && ["a", "an"].includes(String(subject.det)) && subject.count === undefined);
  if (!one) bad();
  const whose = playerWhose(subject, words, ev.span);
  const who = whose === "your" ? " && e.object.controller === ctx.you.id" : whose === "opponent's" ? " && e.object.controller !== ctx.you.id" : "";
  const what = node(ev.what, "what is sacrificed", ev.span);
  if (what.kind !== "self" && !(what.kind === "objects" && ["a", "an", "another"].includes(String(what.det)))) bad();
  const pred = objectPredicate(what, env);
  const info: TriggerInfo = { aboutSelf: what.kind === "self" };
  if (what.kind !== "self") info.object = 'ctx.event?.kind === "zoneChange" ? ctx.event.object : undefined';
  return {
    code: `{ event: "zoneChange", match: (e, ctx) => e.kind === "zoneChange" && e.cause === "sacrifice" && e.from === "battlefield"${who} && ctx.matches(e.object, ${pred}) }`,
    info,
  };
}

/**
 * "Whenever ~ attacks for the first time each turn", "Whenever you draw your second card each turn", "Whenever you gain
 * life for the first time each turn": the event that is the Nth of its kind this turn (the game's history counts the
 * turn's earlier events, whether or not this permanent was there then); "Whenever you cast your first spell during each
 * opponent's turn", "Whenever you lose life during your turn": only during those turns. Undefined for other events.
 */
function nthEachTurnTrigger(t: N, ev: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } | undefined {
  const bad = (): never => {
    throw new Unsupported(`"${words}"`, ev.span);
  };
  if (ev.nthTimeEachTurn !== undefined) {
    const { nthTimeEachTurn: n, ...rest } = ev;
    if (typeof n !== "number" || n < 1) bad();
    const inner = trigger({ ...t, event: rest }, env);
    env.imports.add("nthEachTurn");
    return { code: `nthEachTurn(${inner.code}, ${n as number})`, info: inner.info };
  }
  if (ev.event === "drawsCard" && isNode(ev.nth)) {
    // "your second card each turn": the nth card drawn this turn by that player
    const { nth, eachTurn, ...rest } = ev;
    const subject = isNode(ev.subject) ? ev.subject : undefined;
    const whose = subject?.kind === "you" ? "your" : "their";
    onlyKeys(nth, ["whose", "nth", "filter"]);
    const f = isNode(nth.filter) ? nth.filter : undefined;
    const plain = f !== undefined && f.post === undefined && Array.isArray(f.words) && f.words.length === 1 && (f.words[0] as N).class === "Card";
    // (an opponent's second card: each opponent's own count, which the turn's history doesn't separate here)
    if (eachTurn !== true || typeof nth.nth !== "number" || nth.whose !== whose || whose !== "your" || !plain) bad();
    const inner = trigger({ ...t, event: rest }, env);
    env.imports.add("nthEachTurn");
    return { code: `nthEachTurn(${inner.code}, ${nth.nth as number})`, info: inner.info };
  }
  if (isNode(ev.during) && ev.during.kind === "turnOf") {
    const { during, ...rest } = ev;
    onlyKeys(during, ["whose"]);
    const w = during.whose;
    const whose = w === "your" ? "your" : isNode(w) && w.kind === "players" && ["each", "an"].includes(String(w.det)) && w.noun === "opponent" ? "opponent" : undefined;
    if (!whose) bad();
    let inner: { code: string; info: TriggerInfo };
    const what = isNode(rest.what) ? rest.what : undefined;
    if (rest.event === "casts" && what?.kind === "nth" && what.nth === 1 && what.whose === "your" && whose === "opponent") {
      // "your first spell during each opponent's turn": the first spell you cast in that turn
      inner = trigger({ ...t, event: { ...rest, what: { ...what, nth: undefined, kind: "objects", det: "a", whose: undefined } } }, env);
      env.imports.add("nthEachTurn");
      inner = { code: `nthEachTurn(${inner.code}, 1)`, info: inner.info };
    } else inner = trigger({ ...t, event: rest }, env);
    env.imports.add("duringTurn");
    return { code: `duringTurn(${inner.code}, ${lit(whose)})`, info: inner.info };
  }
  return undefined;
}

/**
 * "~ gets -X/-X, where X is your life total", "Equipped creature gets +X/+0, where X is the number of creature cards in all
 * graveyards": the code computing X as the effect applies and the change of each stat (a number, or code over `x`).
 */
function pumpX(b: N, where: N, affects: Record<string, unknown>, env: AbilityEnv): { line: string; p: number | string; t: number | string } {
  const words = env.text.slice(...(where.span ?? b.span ?? [0, 0]));
  const m = /^([+-])(\d+|X)\/([+-])(\d+|X)$/.exec(String(b.pt));
  if (where.kind !== "xIs" || b.forEach !== undefined || !m || (m[2] !== "X" && m[4] !== "X")) throw new Unsupported(`"${words}"`, where.span);
  onlyKeys(where, ["value"]);
  const scope = new Scope(env.text, env.imports);
  scope.resolving = false;
  if (JSON.stringify(affects) === '{"self":true}') scope.itId = "ctx.self.id";
  else if (affects.hostOfSelf === true) scope.itId = "(ctx.self.attachedTo ?? undefined)";
  const x = value(node(where.value, "the value of X", where.span), scope);
  if (scope.pre.length || scope.targets.length) throw new Unsupported(`"${words}"`, where.span);
  const part = (sign: string, v: string): number | string => (v === "X" ? (sign === "-" ? "-x" : "x") : Number(`${sign}${v}`));
  return { line: `const x = ${x};`, p: part(m[1]!, m[2]!), t: part(m[3]!, m[4]!) };
}

/**
 * Two verbs sharing their object: "Whenever ~ blocks or becomes blocked by a creature" (once for each creature it blocks or
 * that blocks it, 509.1; "that creature" is the other one) and "Whenever you cycle or discard a card" (702.29d: cycling a
 * card discards it, and the ability triggers once). Undefined for other events.
 */
function blocksOrCyclesTrigger(ev: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } | undefined {
  const more = Array.isArray(ev.more) && ev.more.length === 1 && isNode(ev.more[0]) ? ev.more[0] : undefined;
  if (!more || more.join !== "or") return undefined;
  const subject = node(ev.subject, "what the trigger is about", ev.span);
  const bad = (): never => {
    throw new Unsupported(`"${words}"`, ev.span);
  };
  const objectsA = (w: unknown): Record<string, unknown> => {
    const o = node(w, "an object", ev.span);
    if (o.kind !== "objects" || !["a", "an", "another"].includes(String(o.det))) bad();
    onlyKeys(o, ["det", "article", "filter"]);
    const f = compileFilter(o.filter, o.span);
    if (f.player || f.playersOnly) bad();
    return { ...(f.object ?? {}), ...(o.det === "another" ? { self: false } : {}) };
  };
  if (ev.event === "blocks" && more.event === "becomesBlocked" && more.by !== undefined && subject.kind === "self") {
    onlyKeys(ev, ["subject", "event", "more"]);
    onlyKeys(more, ["join", "event", "by"]);
    const by = lit(objectsA(more.by));
    return {
      code: `{ event: "block", match: (e, ctx) => e.kind === "block" && ((ctx.isSelf(e.blocker) && ctx.matches(e.attacker, ${by})) || (ctx.isSelf(e.attacker) && ctx.matches(e.blocker, ${by}))) }`,
      info: { aboutSelf: true, object: 'ctx.event?.kind === "block" ? (ctx.isSelf(ctx.event.blocker) ? ctx.event.attacker : ctx.event.blocker) : undefined' },
    };
  }
  if (ev.event === "cycles" && more.event === "discards" && more.what !== undefined && subject.kind === "you") {
    onlyKeys(ev, ["subject", "event", "more"]);
    onlyKeys(more, ["join", "event", "what"]);
    const filter = { ...objectsA(more.what), zone: "hand" };
    return {
      code: `{ event: "zoneChange", match: (e, ctx) => e.kind === "zoneChange" && e.cause === "discard" && e.object.owner === ctx.you.id && ctx.matches(e.object, ${lit(filter)}) }`,
      info: { object: 'ctx.event?.kind === "zoneChange" ? ctx.event.newObject : undefined' },
    };
  }
  return undefined;
}

/** "Remove three quest counters from ~ and sacrifice it": "it" is the object the part before names, the source. */
function itIsTheSource(parts: N[]): N[] {
  return parts.map((p, i) => {
    const before = i > 0 ? parts[i - 1]! : undefined;
    const it = p.kind === "sacrificeCost" && isNode(p.what) && p.what.kind === "pronoun" && p.what.word === "it";
    if (!it || before?.kind !== "removeCountersCost" || !isNode(before.from) || before.from.kind !== "self") return p;
    return { ...p, what: { kind: "self", span: (p.what as N).span } };
  });
}

/**
 * "Whenever ~ attacks while you control a Goblin" (the condition holds as the event happens, 603.2), "Whenever you're dealt
 * damage", "Whenever an opponent is dealt noncombat damage", "a source you control deals noncombat damage", "When ~ enters
 * untapped", "Whenever you gain or lose life". Undefined for other events.
 */
function moreEventForms(t: N, ev: N, env: AbilityEnv, words: string): { code: string; info: TriggerInfo } | undefined {
  const bad = (): never => {
    throw new Unsupported(`"${words}"`, ev.span);
  };
  const subject = isNode(ev.subject) ? ev.subject : undefined;
  if (isNode(ev.while)) {
    // not "while ~ is in your graveyard": where the ability functions from is another matter
    if (ev.while.kind === "isIn") bad();
    const { while: w, ...rest } = ev;
    const inner = trigger({ ...t, event: rest }, env);
    const scope = scopeOf(env, inner.info);
    scope.resolving = false;
    const cond = condition(w as N, scope);
    env.imports.add("withTest");
    return { code: `withTest(${inner.code}, (e, ctx) => ${cond})`, info: inner.info };
  }
  if (ev.noncombat === true && (ev.event === "dealsDamage" || ev.event === "isDealtDamage") && ev.combat === undefined) {
    const { noncombat: _n, ...rest } = ev;
    void _n;
    const inner = trigger({ ...t, event: rest }, env);
    env.imports.add("withTest");
    return { code: `withTest(${inner.code}, (e) => e.kind === "damage" && !e.combat)`, info: inner.info };
  }
  if (ev.event === "isDealtDamage" && subject && (subject.kind === "you" || subject.kind === "players" || (subject.kind === "objects" && compileFilter(subject.filter, subject.span).playersOnly))) {
    // "Whenever you're dealt damage", "Whenever an opponent is dealt damage" (a player, 120.3)
    onlyKeys(ev, ["subject", "event", "contracted", "combat"]);
    const one = subject.kind === "you" || (["a", "an"].includes(String(subject.det)) && subject.count === undefined);
    if (!one) bad();
    const whose = playerWhose(subject, words, ev.span);
    const who = whose === "your" ? " && e.target.id === ctx.you.id" : whose === "opponent's" ? " && e.target.id !== ctx.you.id" : "";
    return {
      code: `{ event: "damage", match: (e${who ? ", ctx" : ""}) => e.kind === "damage" && e.amount > 0 && e.target.kind === "player"${ev.combat ? " && e.combat" : ""}${who} }`,
      info: {
        player: 'ctx.event?.kind === "damage" && ctx.event.target.kind === "player" ? ctx.event.target : undefined',
        amount: '(ctx.event?.kind === "damage" ? ctx.event.amount : 0)',
        object: 'ctx.event?.kind === "damage" ? ctx.event.source : undefined',
      },
    };
  }
  if (ev.event === "enters" && ev.untapped === true && subject?.kind === "self") {
    // "When ~ enters untapped": it enters, not tapped (a replacement may have made it enter tapped, 614.1c)
    const { untapped: _u, ...rest } = ev;
    void _u;
    const inner = trigger({ ...t, event: rest }, env);
    env.imports.add("withTest");
    return { code: `withTest(${inner.code}, (e) => e.kind === "entersBattlefield" && !e.object.tapped)`, info: inner.info };
  }
  if (ev.event === "gainsLife" && isNode(ev.also) && ev.also.kind === "lifeVerb" && ev.also.join === "or" && ev.also.verb === "lose" && subject?.kind === "you") {
    // "Whenever you gain or lose life": either event
    onlyKeys(ev, ["subject", "event", "also"]);
    env.imports.add("eitherTrigger");
    env.imports.add("onLifeGain");
    return {
      code: 'eitherTrigger(onLifeGain("your"), { event: "lifeLoss", match: (e, ctx) => e.kind === "lifeLoss" && e.player.id === ctx.you.id })',
      info: { player: 'ctx.event?.kind === "lifeGain" || ctx.event?.kind === "lifeLoss" ? ctx.event.player : undefined' },
    };
  }
  return undefined;
}
