/**
 * The contract between the rules runtime and the card definitions it plays.
 *
 * Generated card modules `import type { CardDefinition, … } from "oraclec/runtime"`
 * and export one `CardDefinition`. Everything here is plain data plus pure-ish
 * callbacks; the runtime never mutates a definition (it freezes them).
 */

// ---------------------------------------------------------------------------
// Basic vocabulary

/** A player, by seat index in turn order (0 = first player). */
export type PlayerId = number;
/** A game object. A new id is allocated whenever an object changes zones (rule 400.7). */
export type ObjectId = number;

export type Color = "W" | "U" | "B" | "R" | "G";
/** A unit of mana: a colour or colourless (`C`). */
export type ManaType = Color | "C";

export type ZoneName = "library" | "hand" | "battlefield" | "graveyard" | "stack" | "exile" | "command";

/** Hidden zones (rule 400.2): the runtime's API sees everything; a UI must hide these from other players. */
export const HIDDEN_ZONES: readonly ZoneName[] = ["library", "hand"];

export type Step =
  | "untap"
  | "upkeep"
  | "draw"
  | "main1"
  | "beginCombat"
  | "declareAttackers"
  | "declareBlockers"
  | "combatDamage"
  | "endCombat"
  | "main2"
  | "end"
  | "cleanup";

export const STEPS: readonly Step[] = [
  "untap",
  "upkeep",
  "draw",
  "main1",
  "beginCombat",
  "declareAttackers",
  "declareBlockers",
  "combatDamage",
  "endCombat",
  "main2",
  "end",
  "cleanup",
];

/** Layers and sublayers of rule 613. */
export type Layer = "1" | "2" | "3" | "4" | "5" | "6" | "7a" | "7b" | "7c" | "7d";
export const LAYERS: readonly Layer[] = ["1", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d"];

/** Keyword abilities the runtime implements natively. */
export type Keyword =
  | "flying"
  | "reach"
  | "first strike"
  | "double strike"
  | "deathtouch"
  | "lifelink"
  | "trample"
  | "haste"
  | "vigilance"
  | "defender"
  | "flash"
  | "hexproof"
  | "shroud"
  | "indestructible"
  | "menace"
  | "infect"
  | "wither"
  | "fear"
  | "intimidate"
  | "shadow"
  | "horsemanship"
  /** 702.118: can't be blocked by creatures with greater power. */
  | "skulk"
  /** 702.51: tapping the caster's creatures helps pay for the spell. */
  | "convoke"
  /** 702.126: tapping the caster's artifacts helps pay for the spell's generic mana. */
  | "improvise"
  /** 702.66: exiling cards from the caster's graveyard helps pay for the spell's generic mana. */
  | "delve"
  /** 702.124: partner matters only to deck construction (two commanders); it has no effect in play. */
  | "partner"
  /** Partner variants (702.124, after the 2022 rules file): deck construction only, no effect in play. */
  | "doctor's companion"
  | "choose a background"
  /** 702.88a: cast from the hand, it is exiled as it resolves and may be cast again, without paying its mana cost, at its controller's next upkeep. */
  | "rebound"
  /**
   * 702.164 (after the 2022 rules file): "Toxic N" — combat damage this creature deals to a player also gives that player N poison
   * counters (its total toxic value: the sum of its toxic abilities' `amount`), in addition to the damage's other results.
   */
  | "toxic"
  /** 702.61a: as long as this spell is on the stack, players can't cast other spells or activate abilities that aren't mana abilities (special actions remain, 702.61b). */
  | "split second";

export const KEYWORDS: readonly Keyword[] = [
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
];

/** Where an ability's words are on the card: `span` is `[start, end)` in the card's text. */
export interface SourceText {
  text: string;
  span: [number, number];
}

/** A compiler diagnostic carried by a definition that still has unparsed text (same shape as `oraclec/ast`'s). */
export interface DefinitionDiagnostic {
  severity: "error" | "warning" | "info";
  code: string;
  message: string;
  span: [number, number];
  rule?: string;
}

// ---------------------------------------------------------------------------
// Characteristics and read-only views

/** The characteristics of rule 109.3 that the runtime tracks. Types and supertypes are lower case. */
export interface Characteristics {
  name: string;
  /** e.g. `"{1}{R}"`; null when the object has no mana cost. */
  manaCost: string | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilities: AbilityDefinition[];
}

/**
 * The copiable values of an object (rule 707.2) as a copy effect's exceptions see them (707.9): "except it has haste" pushes an
 * ability, "except it isn't legendary" removes a supertype, "except it's 1/1" sets power and toughness. What the function leaves
 * is what the copy has, and what a copy of the copy copies (707.9b).
 */
export type CopiableValues = Characteristics;

/** What a layer's `apply` may change (rule 613): the characteristics plus the controller (layer 2). */
export interface MutableCharacteristics extends Characteristics {
  controller: PlayerId;
}

/** A snapshot of a game object, with all continuous effects applied. Views never change; ask the game again for a fresh one. */
export interface ObjectView extends Readonly<Characteristics> {
  readonly kind: "object";
  readonly id: ObjectId;
  readonly zone: ZoneName;
  readonly owner: PlayerId;
  readonly controller: PlayerId;
  /** True for a token (rule 111). */
  readonly token: boolean;
  readonly tapped: boolean;
  readonly flipped: boolean;
  /** Which face of a two-faced card is used: 0 the first, 1 the second (undefined: the card's normal characteristics). */
  readonly face?: 0 | 1;
  readonly faceDown: boolean;
  readonly phasedOut: boolean;
  readonly counters: Readonly<Record<string, number>>;
  /** Damage marked on it (rule 120.3). */
  readonly damage: number;
  /** Not continuously controlled by its controller since their most recent turn began (rule 302.6). */
  readonly sick: boolean;
  readonly attacking: boolean;
  readonly blocking: boolean;
  readonly attachedTo: ObjectId | null;
  /** Values chosen as it entered ("As … enters, choose …"), by key. */
  readonly chosen: Readonly<Record<string, string | number>>;
  readonly timestamp: number;
  /** Mana value (rule 202.3), X counted as 0 except on the stack. */
  readonly manaValue: number;
  /** The clock value when it came under its controller's control (a zone change or a control change), comparable with `timestamp`. */
  readonly controlSince: number;
  /** A copy of a spell (rule 707.10): it ceases to exist outside the stack (704.5e). */
  readonly copy: boolean;
  /** A permanent that was a spell: the optional costs paid for that spell ("if it was kicked", evoke, dash). */
  readonly paidCosts: readonly string[];
}

export interface PlayerView {
  readonly kind: "player";
  readonly id: PlayerId;
  readonly name: string;
  readonly life: number;
  readonly poison: number;
  readonly lost: boolean;
  readonly won: boolean;
  /** The mana pool, e.g. `"{R}{R}{C}"`. */
  readonly pool: string;
  readonly handSize: number;
  readonly librarySize: number;
  /** The clock value (comparable with `ObjectView.controlSince`) when this player's previous turn began; 0 before their second turn. */
  readonly previousTurnStart: number;
  /** Spells this player cast this turn (rule 702.40a, storm counts every player's). */
  readonly spellsCastThisTurn: number;
  /** Life this player lost this turn (damage included). */
  readonly lifeLostThisTurn: number;
  /** Damage dealt to this player this turn (bloodthirst, 702.54a). */
  readonly damageThisTurn: number;
}

/** Something that can be targeted or dealt damage: a player or an object. */
export type Entity = PlayerView | ObjectView;

/** A chosen target or choice, by identity. */
export type Ref = { readonly player: PlayerId } | { readonly object: ObjectId };

// ---------------------------------------------------------------------------
// Events

/** A zone change, before or after replacement effects. `object` is the object as it was (or, entering the battlefield, as it would exist there, rule 614.12). */
export interface ZoneChangeEvent {
  kind: "zoneChange";
  object: ObjectView;
  from: ZoneName | null;
  to: ZoneName;
  /** Library position: top (default), bottom or a random place ("shuffle into"). */
  position?: "top" | "bottom" | "random";
  /** For the battlefield: enters tapped / with counters / under this player's control. */
  tapped?: boolean;
  counters?: Record<string, number>;
  controller?: PlayerId;
  /** Values chosen as it enters (set by "As … enters, choose" replacements). */
  chosen?: Record<string, string | number>;
  /** A permanent spell resolving: the names of the optional costs paid for it (kicker, evoke, dash), remembered by the permanent. */
  paidCosts?: string[];
  /** An Aura or Equipment entering attached to this object (rule 303.4f). */
  attachTo?: ObjectId;
  /** Exiled face down (rule 406.3); a face-down spell entering the battlefield face down (708.4). */
  faceDown?: boolean;
  /** A bestowed Aura spell entering attached (702.103b). */
  bestowed?: boolean;
  /** Entering as a copy of another object (707.5): the definition of the copiable values it has as it enters (set by `enterAsCopy`). */
  copyOf?: string;
  /** A draw (cause "draw"): how many cards that player has drawn this turn, this one included (miracle's "first card", 702.94a). */
  drawnThisTurn?: number;
  /** A card discarded to pay the cost of a cycling ability ("When you cycle ~", "Whenever you cycle a card", 702.29c). */
  cycled?: boolean;
  /** Why it moves: for triggers such as "whenever you discard" and for the log. */
  cause?:
    "cast" | "resolve" | "counter" | "destroy" | "sacrifice" | "discard" | "draw" | "mill" | "sba" | "effect" | "play" | "token" | "cost";
  /** After it happened: the new object (rule 400.7). */
  newObject?: ObjectView;
}

export interface DestroyEvent {
  kind: "destroy";
  object: ObjectView;
  source?: ObjectView;
  /** "It can't be regenerated." */
  noRegeneration?: boolean;
}

export interface DamageEvent {
  kind: "damage";
  source: ObjectView;
  target: Entity;
  amount: number;
  combat: boolean;
}

export interface LifeEvent {
  kind: "lifeGain" | "lifeLoss";
  player: PlayerView;
  amount: number;
}

export interface DrawEvent {
  kind: "draw";
  player: PlayerView;
}

export interface CounterEvent {
  kind: "addCounters" | "removeCounters";
  object: ObjectView;
  counter: string;
  amount: number;
}

export interface TapEvent {
  kind: "tap" | "untap";
  object: ObjectView;
}

/** A step begins. Replacing it with nothing skips the step (rule 614.1b, 614.10): "skip your draw step". */
export interface StepEvent {
  kind: "beginStep";
  step: Step;
  /** The active player ("each player's upkeep … that player"). */
  active: PlayerView;
}

/** A turn begins. Replacing it with nothing skips the turn ("skip your next turn"). */
export interface TurnEvent {
  kind: "beginTurn";
  player: PlayerView;
}

export interface CastEvent {
  kind: "cast";
  spell: ObjectView;
  player: PlayerView;
  /** Spells cast this turn before this one, by every player (storm, 702.40a). */
  spellsCastBefore?: number;
  /** What the spell targets as it becomes cast (601.2c, 601.2i): "Whenever you cast a spell that targets ~". */
  targets?: Entity[];
}

/** A copy of a spell is put onto the stack (rule 707.10; it isn't cast): "Whenever you cast or copy an instant or sorcery spell". */
export interface CopyEvent {
  kind: "copy";
  /** The copy, on the stack. */
  spell: ObjectView;
  /** Who controls the copy ("you copy"). */
  player: PlayerView;
}

/** A spell or ability on the stack targets an object or player (after it has been cast/activated/put on the stack). */
export interface TargetedEvent {
  kind: "becomesTarget";
  target: Entity;
  /** The spell, or the ability's source. */
  by: ObjectView;
  /** The stack item (spell or ability) that targets it: for `ctx.counter`. */
  stackId: ObjectId;
  /** The controller of that spell or ability. */
  controller: PlayerView;
  /** It is a spell (not an ability): "becomes the target of a spell". */
  spell?: boolean;
}

export interface AttackEvent {
  kind: "attack";
  attacker: ObjectView;
  defender: Entity;
}

export interface BlockEvent {
  kind: "block";
  blocker: ObjectView;
  attacker: ObjectView;
  /** The first block event of this attacker in the declaration: the attacker "becomes blocked" (rule 509.1h), which triggers once however many creatures block it (509.3c). */
  becomesBlocked?: boolean;
}

/**
 * Attackers have been declared (rule 508.1): one event for the attacking player, after the `attack` events, when at
 * least one creature attacks. For "Whenever [a player] attacks" (508.3d), "Whenever one or more creatures you control
 * attack", "Whenever you attack with three or more creatures".
 */
export interface AttackersEvent {
  kind: "attackersDeclared";
  player: PlayerView;
  attackers: ObjectView[];
  /** What each of `attackers` attacks, in the same order. */
  defenders: Entity[];
}

/**
 * An attacking creature is unblocked once blockers are declared (rule 509.1h): no creature was declared as a blocker
 * for it. For "Whenever [a creature] attacks and isn't blocked" (508.3f, 509.5g).
 */
export interface UnblockedEvent {
  kind: "unblocked";
  attacker: ObjectView;
  defender: Entity;
}

export interface GameResultEvent {
  kind: "win" | "lose";
  player: PlayerView;
}

/** A face-down permanent is turned face up (rules 702.37e, 708.8): the same object, now with its own characteristics ("When ~ is turned face up"). */
export interface TurnedFaceUpEvent {
  kind: "turnedFaceUp";
  /** The permanent as it is face up. */
  object: ObjectView;
}

/** A transforming double-faced permanent transformed (701.28a, 712.14): the same object, with its other face up ("When ~ transforms into …", 701.28e). */
export interface TransformedEvent {
  kind: "transformed";
  /** The permanent as it is after transforming. */
  object: ObjectView;
}

/** Derived events, for triggers only (never replaced): `object` is the new permanent for `entersBattlefield`, the object as it last existed on the battlefield for `leavesBattlefield` and `dies`. */
export interface EntersEvent {
  kind: "entersBattlefield";
  object: ObjectView;
  from: ZoneName | null;
}
export interface LeavesEvent {
  kind: "leavesBattlefield" | "dies";
  object: ObjectView;
  to: ZoneName;
  newObject?: ObjectView;
}

export type GameEvent =
  | ZoneChangeEvent
  | DestroyEvent
  | DamageEvent
  | LifeEvent
  | DrawEvent
  | CounterEvent
  | TapEvent
  | StepEvent
  | TurnEvent
  | CastEvent
  | CopyEvent
  | TargetedEvent
  | AttackEvent
  | BlockEvent
  | AttackersEvent
  | UnblockedEvent
  | GameResultEvent
  | EntersEvent
  | LeavesEvent
  | TurnedFaceUpEvent
  | TransformedEvent;

export type EventKind = GameEvent["kind"];

/** Events that replacement effects can watch (derived events cannot be replaced). */
export type ReplaceableEventKind =
  | "zoneChange"
  | "destroy"
  | "damage"
  | "lifeGain"
  | "lifeLoss"
  | "draw"
  | "addCounters"
  | "removeCounters"
  | "tap"
  | "untap"
  | "beginStep"
  | "beginTurn"
  | "win"
  | "lose";

export type EventOf<K extends EventKind> = Extract<GameEvent, { kind: K }>;

// ---------------------------------------------------------------------------
// Filters

/** Who, relative to the ability's controller. */
export type Relation = "you" | "opponent" | "any";

/**
 * An object filter as data. All given fields must hold. Lists are "any of"
 * except `allTypes`. `zone` defaults to the battlefield where a filter looks
 * for objects (targets, "each creature …").
 */
export interface ObjectFilter {
  types?: string[];
  allTypes?: string[];
  notTypes?: string[];
  subtypes?: string[];
  supertypes?: string[];
  colors?: Color[];
  notColors?: Color[];
  /** "colorless" (true) / "colored" (false). */
  colorless?: boolean;
  name?: string;
  zone?: ZoneName | ZoneName[];
  controller?: Relation;
  owner?: Relation;
  /** true: only the ability's own object ("this creature"); false: "another". */
  self?: boolean;
  /** "enchanted creature" / "equipped creature": the object the ability's source is attached to. */
  hostOfSelf?: boolean;
  tapped?: boolean;
  token?: boolean;
  attacking?: boolean;
  blocking?: boolean;
  keyword?: Keyword;
  /** "with flying and vigilance": every one of these keywords. */
  keywords?: Keyword[];
  /** "without flying": none of these keywords. */
  notKeywords?: Keyword[];
  /** "non-Wall": none of these subtypes. */
  notSubtypes?: string[];
  /** "nonbasic", "nonlegendary": none of these supertypes. */
  notSupertypes?: string[];
  /** "with a +1/+1 counter on it": counters of each kind in the range (`{}` = at least one). */
  counters?: Record<string, { min?: number; max?: number }>;
  power?: { min?: number; max?: number };
  toughness?: { min?: number; max?: number };
  manaValue?: { min?: number; max?: number };
  /** "creature or Vehicle", "artifact, enchantment, or Aura": at least one of these alternatives also holds (their `zone` is ignored). */
  anyOf?: ObjectFilter[];
  /** Escape hatch for conditions the data form cannot say. */
  where?: (object: ObjectView, ctx: AbilityContext) => boolean;
}

export type ObjectPredicate = ObjectFilter | ((object: ObjectView, ctx: AbilityContext) => boolean);

/**
 * What a target word allows. `player` allows players (true = any player);
 * `object` allows objects matching the filter. "Any target" is
 * `{player: true, object: {types: ["creature", "planeswalker"]}}` (see `anyTarget`).
 */
export interface TargetSpec {
  /** The words, for messages: "any target", "target creature card in your graveyard". */
  text: string;
  player?: true | Relation;
  object?: ObjectFilter;
  /** Number of targets: default exactly 1. "up to N": min 0, max N. */
  min?: number;
  max?: number;
  /**
   * "… 3 damage divided as you choose among one, two, or three targets" (601.2d): the amount divided among this target word's
   * targets, computed as they are chosen (`x`: the spell's or ability's X); the division is announced then (`CastOptions.divide`
   * or one `number` decision per target but the last) and read as it resolves with `ctx.divided(i)`.
   */
  divided?(ctx: AbilityContext, x: number): number;
  /** "another target": must differ from the targets chosen for the earlier target words. */
  different?: boolean;
  /**
   * "For each opponent, destroy up to one target creature that player controls" (601.2c): one target word per player, here one
   * group whose objects must have different controllers (the filter says which players).
   */
  onePerController?: boolean;
}

// ---------------------------------------------------------------------------
// Costs

export type CostPart =
  | { kind: "mana"; mana: string }
  | { kind: "tap" }
  | { kind: "untap" }
  | { kind: "sacrifice"; filter: ObjectFilter; count?: number }
  /** With `all`: "Discard your hand" (every card in it; an empty hand pays it too). */
  | { kind: "discard"; filter?: ObjectFilter; count?: number; all?: boolean }
  | { kind: "payLife"; amount: number }
  | { kind: "removeCounters"; counter: string; amount: number }
  | { kind: "exileFromGraveyard"; filter?: ObjectFilter; count?: number }
  /** "Tap an untapped Wizard you control", "Tap two untapped creatures you control": permanents of the payer; with `totalPower`, "tap any number of untapped creatures you control with total power N or more" (crew, 702.122a) (the source too, unless the filter says `self: false`); summoning sickness doesn't matter (rule 302.6 is about {T} only). */
  | { kind: "tapObjects"; filter: ObjectFilter; count?: number; totalPower?: number }
  /** "Exile ~", "Exile this card from your graveyard", "Exile an artifact you control": objects in `zone` (default: the battlefield) that the payer controls (the battlefield) or owns (other zones). */
  | { kind: "exile"; filter: ObjectFilter; count?: number; zone?: ZoneName }
  /** "Return a land you control to its owner's hand": permanents the payer controls. */
  | { kind: "returnToHand"; filter: ObjectFilter; count?: number }
  /** Loyalty cost: +N or −N loyalty counters (rule 606). */
  | { kind: "loyalty"; amount: number };

/** An alternative or additional cost that can be announced while casting (rule 601.2b). */
export interface OptionalCost {
  /** Its name, as a scenario's `alternative:` / `additional:` says it: "flashback", "kicker", "evoke". */
  name: string;
  /** An alternative cost replaces the mana cost (rule 118.9); an additional cost is paid with it (rule 118.8). */
  type: "alternative" | "additional";
  source: SourceText;
  cost: CostPart[];
  /**
   * The zone the spell may be cast from with it (flashback: graveyard). On an additional cost (retrace, 702.81a: "cast this card
   * from your graveyard by discarding a land card in addition to paying its other costs") it is the permission to cast from
   * that zone, and it can be announced only when casting from there.
   */
  from?: ZoneName;
  /** Additional costs only: "As an additional cost to cast this spell, …" — always paid, never announced. */
  mandatory?: boolean;
  /** Alternative costs such as flashback (rule 702.34a): if paid, the card is exiled whenever it would leave the stack. */
  exileWhenLeavingStack?: boolean;
  /** Buyback (rule 702.27a): if paid, the spell is put into its owner's hand instead of the graveyard as it resolves. */
  toHandOnResolution?: boolean;
  /**
   * Alternative costs only: the card is cast face down (morph, megamorph, disguise: rules 702.37c, 702.168a, 708.4), as a
   * 2/2 creature spell with no name, text, subtypes or mana cost, and enters the battlefield face down.
   */
  faceDown?: boolean;
  /**
   * Alternative costs only: bestow (702.103a-b): the spell becomes an Aura enchantment with enchant creature (no longer a
   * creature), attached as it resolves; it is an enchantment creature again once its target is illegal or it becomes unattached.
   */
  bestow?: boolean;
  /**
   * Alternative costs only: a foretell cost (702.143a): the card may be cast with it only from exile, once foretold (exiled face
   * down by its foretell special action, `ctx.foretell`), after the turn it was foretold has ended.
   */
  foretold?: boolean;
  /**
   * When the cost may be announced (601.2b), for the player casting the spell: surge (702.117a: "if you've cast another spell
   * this turn"), spectacle (702.137a: "if an opponent lost life this turn").
   */
  condition?(ctx: AbilityContext): boolean;
  /** Additional costs only: entwine (702.42a): paying it, the spell's controller chooses all of its modes. */
  allModes?: boolean;
  /**
   * Alternative costs only: casting a plotted card (plot, 702.170, after the 2022 rules file): from exile, without paying its
   * mana cost (`cost` is {0}), on a later turn than the one it was plotted, and only when a sorcery could be cast.
   */
  plotted?: boolean;
}

// ---------------------------------------------------------------------------
// Abilities

interface AbilityBase {
  /** The ability's words on the card. Every log entry it causes points here. */
  source: SourceText;
  /** The keyword ability (rule 702) this ability is written out from ("flanking", "bushido"), for "with/without [keyword]" (702.1). */
  keyword?: string;
  /** The zone it functions from; default: the battlefield (spell abilities: the stack). */
  zone?: ZoneName;
  /**
   * An ability of the card's face-down permanent, not of the face-up card: the special action of turning it face up
   * (702.37e, with `special`) and disguise's ward {2} (702.168b). A face-down permanent has these and nothing else (708.2a).
   */
  faceDown?: boolean;
}

export interface Trigger {
  /** The event kind to watch: a raw event (`damage`, `zoneChange`, `beginStep`, …) or a derived one (`entersBattlefield`, `leavesBattlefield`, `dies`). */
  event: EventKind;
  /** More event kinds it watches ("Whenever ~ enters or attacks"): one ability that triggers on any of them. */
  events?: EventKind[];
  match(event: GameEvent, ctx: AbilityContext): boolean;
  /**
   * "Whenever one or more …" (603.2c): it triggers once for all the matching events that happen at the same time (a batch of
   * simultaneous events), with the first of them as its event; once for each player when they are damage dealt to players.
   */
  batch?: boolean;
  /** A Saga's chapter ability (rule 714.2): its chapter numbers (the final chapter is the highest, 714.2d). */
  chapters?: number[];
}

/** A state trigger (rule 603.8): triggers whenever the condition is true and it is not already waiting or on the stack. */
export interface StateTrigger {
  event: "state";
  condition(ctx: AbilityContext): boolean;
}

export interface TriggeredAbility extends AbilityBase {
  kind: "triggered";
  trigger: Trigger | StateTrigger;
  /** The intervening "if" (rule 603.4): checked when it triggers and again on resolution. */
  interveningIf?(ctx: AbilityContext): boolean;
  targets?: TargetSpec[];
  /** A modal triggered ability: modes are chosen as it is put on the stack (rule 603.3c). */
  modes?: ModeSet;
  /** "You may …": asked on resolution (rule 603.5). */
  optional?: boolean;
  effect(ctx: EffectContext): void;
  /** Triggers only once each turn. */
  oncePerTurn?: boolean;
}

export interface ActivatedAbility extends AbilityBase {
  kind: "activated";
  cost: CostPart[];
  /** "Activate only as a sorcery." Loyalty abilities are always sorcery-speed. */
  timing?: "instant" | "sorcery";
  /** "Activate only once each turn." */
  oncePerTurn?: boolean;
  /** "Activate this ability no more than twice each turn." */
  maxPerTurn?: number;
  /** "Activate only if you control a Swamp", "Activate only during your upkeep" (rule 602.5b): checked as the ability is activated, for the player activating it. */
  condition?(ctx: AbilityContext): boolean;
  /** "Any player may activate this ability" (rule 602.2): whoever activates it controls it. */
  anyPlayer?: boolean;
  /** A mana ability (rule 605): no targets, adds mana, resolves at once. */
  mana?: boolean;
  /** Mana abilities: what it can add, one string per choice (`["{R}", "{G}"]`); used to pay costs automatically. */
  produces?: string[];
  /** Mana abilities that do more than add mana ("This land deals 1 damage to you", 605.1a): automatic payment uses them after the others. */
  sideEffects?: boolean;
  /** "This ability costs {1} less to activate for each …" (602.2b, 601.2f): generic mana taken off its activation cost, computed as it is activated. */
  costReduction?(ctx: AbilityContext): number;
  /** "This ability costs {1} more to activate for each card in your hand": `mana` added `times(ctx)` times, before reductions (601.2f). */
  costIncrease?: { mana: string; times(ctx: AbilityContext): number };
  /** A loyalty ability (rule 606). */
  loyalty?: boolean;
  /**
   * A special action written as an ability of the card (rule 116.1, 116.2f: suspend's "you may pay [cost] and exile it"):
   * costs and timing as usual, but it doesn't use the stack — its effect happens at once and can't be responded to.
   */
  special?: boolean;
  targets?: TargetSpec[];
  modes?: ModeSet;
  effect(ctx: EffectContext): void;
}

/** A continuous effect from a static ability (rule 604, 611.3), applied in its layer (rule 613). */
export interface StaticAbility extends AbilityBase {
  kind: "static";
  layer: Layer;
  /** Characteristic-defining ability (rule 604.3): applies first in its layer and in every zone. */
  cda?: boolean;
  affected: ObjectPredicate;
  apply(chars: MutableCharacteristics, ctx: AbilityContext): void;
  /** "As long as …". */
  condition?(ctx: AbilityContext): boolean;
}

/** A static ability that changes the total cost of spells (rule 601.2f). */
export interface CostModifierAbility extends AbilityBase {
  kind: "costModifier";
  /** The spells it applies to: a filter on the spell as it is on the stack (a data filter's zone defaults to the stack). */
  spells: ObjectPredicate;
  /** "Cost {1} more": added. */
  increase?: string;
  /** "Costs {2}{U} more to cast for each target beyond the first": how many times `increase` is added, counted as the cost is determined (601.2f). */
  increaseTimes?(ctx: AbilityContext, spell: ObjectView): number;
  /** "Cost {1} less": generic mana removed. */
  reduce?: number;
  /** "Costs {1} less for each artifact you control" (affinity, 702.41a): generic mana removed, computed as the cost is determined (601.2f). */
  reduceBy?(ctx: AbilityContext, spell: ObjectView): number;
  /** "Costs at least N mana" / Trinisphere: a floor applied after increases and reductions. */
  minimum?: number;
  condition?(ctx: AbilityContext): boolean;
}

/**
 * "You may cast Spirit spells as though they had flash", "You may cast ~ as though it had flash", "Any player may cast creature
 * spells as though they had flash" (601.3, 702.8a): the cards it matches may be cast any time their caster could cast an instant.
 * On the battlefield it is its controller's (`players: "any"`: everyone's); a card's own permission about itself works where the card is.
 */
export interface CastPermissionAbility extends AbilityBase {
  kind: "castPermission";
  /**
   * `asThoughFlash`; `additionalLands`: "You may play an additional land on each of your turns" (305.2, `count` more land plays in
   * each of the player's turns); `playFrom`: "You may play lands from your graveyard" (305.1, 601.3: the cards `spells` matches,
   * where they are, may be played or cast by their owner).
   */
  permission: "asThoughFlash" | "additionalLands" | "playFrom";
  /** The cards, as they are before being cast (a data filter's zone is the card's own, unless the filter names one). */
  spells: ObjectPredicate;
  /** `additionalLands`: how many. */
  count?: number;
  players?: "you" | "any";
  condition?(ctx: AbilityContext): boolean;
}

/** "Can't" effects, and the requirement "attacks each combat if able" (`mustAttack`, rule 508.1d). */
export type Restriction = "cantAttack" | "cantBlock" | "cantBeBlocked" | "cantAttackOrBlock" | "cantActivate" | "mustAttack" | "doesntUntap" | "cantBeCountered";

/** A "can't" static ability. */
export interface RestrictionAbility extends AbilityBase {
  kind: "restriction";
  restriction: Restriction;
  affected: ObjectPredicate;
  condition?(ctx: AbilityContext): boolean;
  /**
   * `cantBeBlocked` only: "can't be blocked by [creatures matching `by`]" (509.1b: a blocking restriction between the two);
   * "can't be blocked except by …" is the predicate of the others.
   */
  by?: ObjectPredicate;
}

/**
 * "Cast this spell only during combat", "… only during your turn", "… only if you've cast another spell this turn" (601.3): the
 * card can begin to be cast only when `allowed` holds (by any permission, an effect's too), judged for the player casting it.
 */
export interface CastRestrictionAbility extends AbilityBase {
  kind: "castRestriction";
  allowed(ctx: AbilityContext): boolean;
}

/** "~ can't have more than N [kind] counters on it" (rule 704.5r): a state-based action removes the counters beyond N. */
export interface CounterLimitAbility extends AbilityBase {
  kind: "counterLimit";
  counter: string;
  max: number;
}

/** A replacement or prevention effect from a static ability (rules 614, 615). */
export interface ReplacementAbility extends AbilityBase {
  kind: "replacement";
  watches: ReplaceableEventKind;
  appliesTo(event: GameEvent, ctx: AbilityContext): boolean;
  /** The modified event(s); null: the event doesn't happen. */
  replace(event: GameEvent, ctx: EffectContext): GameEvent | GameEvent[] | null;
  /** A self-replacement effect (rule 614.15): applied before the others. */
  selfReplacement?: boolean;
  /** "[This] enters the battlefield tapped / with … / As [this] enters …" (rules 614.1c-d, 614.12): applies to its own object entering, from the zone it enters from. */
  asThisEnters?: boolean;
  /** A prevention effect (rule 615). */
  prevention?: boolean;
  /** The zones it functions from, instead of `zone` ("If ~ would be put into a graveyard from anywhere", 113.6b). */
  zones?: ZoneName[];
  condition?(ctx: AbilityContext): boolean;
}

/**
 * "Damage can't be prevented", "Combat damage that would be dealt by creatures you control can't be prevented" (615.12): prevention
 * effects don't prevent the damage events `damage` accepts, and prevention shields aren't reduced by them.
 */
export interface UnpreventableAbility extends AbilityBase {
  kind: "unpreventable";
  damage(event: DamageEvent, ctx: AbilityContext): boolean;
  condition?(ctx: AbilityContext): boolean;
}

export interface Mode {
  source: SourceText;
  targets?: TargetSpec[];
  effect(ctx: EffectContext): void;
}

export interface ModeSet {
  /** How many modes are chosen: "choose one" = 1; "choose one or both" = {min: 1, max: 2}. */
  choose: number | { min: number; max: number };
  options: Mode[];
}

/** The instructions of an instant or sorcery (rule 608.2). With `modes`, each chosen mode's effect runs in order, then `effect` if any. */
export interface SpellAbility extends AbilityBase {
  kind: "spell";
  targets?: TargetSpec[];
  modes?: ModeSet;
  effect?(ctx: EffectContext): void;
}

export interface KeywordAbility {
  kind: "keyword";
  keyword: Keyword;
  source?: SourceText;
  /** The number of a keyword that has one: toxic N. */
  amount?: number;
}

/**
 * "Protection from [quality]" (rule 702.16): can't be the target of, blocked by, enchanted or
 * equipped by, or dealt damage by sources matching `from` (e.g. `{colors: ["W"]}`; `{}` is
 * "protection from everything").
 */
export interface ProtectionAbility {
  kind: "protection";
  source: SourceText;
  from: ObjectPredicate;
}

/** Landwalk (rule 702.14): "Mountainwalk" — can't be blocked as long as the defending player controls a land of that type. */
export interface LandwalkAbility {
  kind: "landwalk";
  source: SourceText;
  /** The land subtype ("Mountain") or supertype ("nonbasic" is not supported). */
  landType: string;
}

/** "Enchant creature" (rule 702.5): what an Aura spell targets and what the Aura can be attached to. */
export interface EnchantAbility {
  kind: "enchant";
  source: SourceText;
  /** "Enchant creature": `{text: "creature", object: {types: ["creature"]}}`. */
  target: TargetSpec;
}

export type AbilityDefinition =
  | TriggeredAbility
  | ActivatedAbility
  | StaticAbility
  | CostModifierAbility
  | CastPermissionAbility
  | RestrictionAbility
  | CounterLimitAbility
  | CastRestrictionAbility
  | ReplacementAbility
  | UnpreventableAbility
  | SpellAbility
  | KeywordAbility
  | EnchantAbility
  | ProtectionAbility
  | LandwalkAbility;

/** A card, as the code generator emits it. */
export interface CardDefinition {
  name: string;
  manaCost: string | null;
  colors: Color[];
  supertypes: string[];
  types: string[];
  subtypes: string[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  abilities: AbilityDefinition[];
  /** Alternative and additional costs the card offers (flashback, kicker, …). */
  costs?: OptionalCost[];
  /** The card's full text, for the log. */
  text?: string;
  /** Diagnostics of text that did not compile. A card with any is refused by the game. */
  unparsed?: DefinitionDiagnostic[];
  /**
   * A card with two faces: how they relate (see `CardLayout`). The definition's own characteristics are the first face
   * (the left half, the normal characteristics, the front face); `otherFace` is the second.
   */
  layout?: CardLayout;
  otherFace?: FaceDefinition;
}

/**
 * How the two faces of a card relate: `split` (709: two halves, cast one; both combined outside the stack),
 * `flip` (710: the second face applies on the battlefield once flipped, with the first's mana cost and colours),
 * `transform` (712: a transforming double-faced card; the back face only by transforming or entering transformed),
 * `modal` (712: a modal double-faced card; cast or play either face), `adventure` (716: the second face is an Adventure,
 * exiled as it resolves and castable from exile as the first), `omen` (like an Adventure, but shuffled into its owner's
 * library as it resolves, per the Omen reminder text "Then shuffle this card into its owner's library").
 */
export type CardLayout = "split" | "flip" | "transform" | "modal" | "adventure" | "omen";

/** The characteristics and abilities of one face of a card with two faces (709–716). */
export type FaceDefinition = Omit<CardDefinition, "unparsed" | "layout" | "otherFace">;

/** The characteristics of a token an effect creates. */
export type TokenDefinition = Omit<CardDefinition, "unparsed" | "costs" | "name"> & { name?: string };

// ---------------------------------------------------------------------------
// Contexts given to definitions

/** Read-only queries on the game. */
export interface GameQuery {
  player(id: PlayerId): PlayerView;
  players(): PlayerView[];
  object(id: ObjectId): ObjectView | undefined;
  /** Objects in a zone (per-player zones: all players', in turn order), with continuous effects applied. */
  objects(zone: ZoneName, owner?: PlayerId): ObjectView[];
  activePlayer(): PlayerId;
  step(): Step;
  turn(): number;
  /** The starting life total of this game (rule 103.4, normally 20). */
  startingLife(): number;
  /**
   * The defending player (506.2, 506.3): the player an attacking creature attacks, or who controls the planeswalker it
   * attacks; for any other object (or none), the only defending player there is (undefined when several players are).
   */
  defendingPlayer(attacker?: ObjectId): PlayerView | undefined;
  /** The creatures blocking an attacking creature now (509.1; "each creature blocking it", rampage 702.23a). */
  blockers(attacker: ObjectId): ObjectView[];
  /** The events of a turn by its number (the current and the previous turn only), in the order they happened. */
  eventsOfTurn(turn: number): GameEvent[];
  /** The spells and abilities on the stack, top first, with their targets (`spellTargets`: what a spell targets as its cost is determined, 601.2f). */
  stack(): readonly { kind: "spell" | "ability"; id: ObjectId; controller: PlayerId; targets: Ref[][] }[];
}

export interface AbilityContext {
  readonly game: GameQuery;
  /** The ability's source (as it last existed, if it has left its zone). */
  readonly self: ObjectView;
  /** The ability's controller. */
  readonly you: PlayerView;
  readonly opponents: PlayerView[];
  /** The triggering event (triggered abilities, replacement effects). */
  readonly event?: GameEvent;
  /** The X of the spell or ability whose targets are being chosen or checked (601.2b comes before 601.2c; 608.2b): "target permanent with mana value X". */
  readonly x?: number;
  matches(object: ObjectView, filter: ObjectPredicate): boolean;
  /** Objects matching a filter (zone default: battlefield). */
  find(filter: ObjectFilter): ObjectView[];
  isSelf(object: ObjectView | undefined): boolean;
}

/** How long an effect lasts. */
export type Duration = "endOfTurn" | "permanent" | "untilSourceLeaves";

export type ChoiceKind = "color" | "creatureType" | "cardType" | "cardName" | "number" | "object" | "player" | "option";

export type ChoiceValue = string | number | Ref;

/** What an action applies to: a player or an object; undefined (an illegal target) or the wrong kind does nothing. */
export type Target = Entity | undefined;

/** An object used to pay a cost ("Sacrifice a creature: … the sacrificed creature's power"), as it last existed (608.2h). */
export interface CostObject {
  how: "sacrifice" | "discard" | "exile" | "return" | "tap";
  object: ObjectView;
}

/** The actions of a resolving spell or ability, mirroring the words of card text. Actions on an undefined or vanished object or player do nothing (rules 608.2b, 400.7). */
export interface EffectContext extends AbilityContext {
  /** The chosen targets, one per target word; undefined where the target is now illegal (rule 608.2b). */
  readonly targets: readonly (Entity | undefined)[];
  /** All targets of each target word ("up to N"), legal ones only. */
  readonly targetGroups: readonly Entity[][];
  readonly x: number;
  /** Chosen modes (0-based). */
  readonly modes: readonly number[];
  /** Names of the optional costs paid (kicker …). */
  readonly paidCosts: readonly string[];
  /** The objects sacrificed, discarded, exiled, returned or tapped to pay an activated ability's costs, as they were (602.2b, 608.2h). */
  readonly costObjects: readonly CostObject[];
  /** The legal targets of target word `i` with the part of the divided amount announced for each (601.2d); an illegal target gets nothing (608.2b). */
  divided(i: number): [Entity, number][];

  dealDamage(source: ObjectView, target: Target, amount: number): void;
  /** Destroy (701.7); returns the permanents destroyed, as they last existed ("for each creature destroyed this way"): not those indestructible or regenerated. */
  destroy(object: Target | Target[], options?: { noRegeneration?: boolean }): ObjectView[];
  exile(object: Target | Target[]): void;
  sacrifice(object: Target | Target[]): void;
  returnToHand(object: Target | Target[]): void;
  moveToZone(
    object: Target | Target[],
    to: ZoneName,
    options?: { position?: "top" | "bottom" | "random"; tapped?: boolean; controller?: PlayerId; faceDown?: boolean; counters?: Record<string, number> },
  ): ObjectView[];
  draw(player: Target, count?: number): void;
  discard(player: Target, count: number, options?: { random?: boolean }): void;
  /** "Look at the top N cards of [a player's] library" (rule 701.16d): those cards, top first, seen by `looker` (default: you) only; they stay where they are. */
  lookAtTop(player: Target, count: number, looker?: PlayerView): ObjectView[];
  /** "Reveal the top N cards of [a player's] library" (rule 701.16a): those cards, top first, shown to all players; they stay where they are. */
  revealTop(player: Target, count: number): ObjectView[];
  /**
   * "Reveal cards from the top of your library until you reveal a creature card" (701.16a): cards are revealed from the top one
   * at a time until `count` cards matching the filter are (or the library runs out); they stay in the library. `revealed` are all
   * of them, top first; `found` the matching ones.
   */
  revealUntil(player: Target, filter: ObjectFilter, count?: number): { revealed: ObjectView[]; found: ObjectView[] };
  /** "Reveal it" (rule 701.16a): the cards are shown to all players and don't leave their zone (701.16b). */
  reveal(object: Target | Target[]): void;
  /**
   * "Put the rest on the bottom of your library in any order", "… in a random order", "put them back in any order": cards put in one
   * position of their owners' libraries at the same time (rule 401.4). With `order` "any" (the default) each owner arranges their
   * cards (a `choose` decision listing them, first listed topmost); with "random" the game does. Returns the new objects.
   */
  putInLibrary(object: Target | Target[], position: "top" | "bottom", order?: "any" | "random"): ObjectView[];
  /** "Target opponent reveals their hand" (rule 701.16a): the cards in it, shown to all players. */
  revealHand(player: Target): ObjectView[];
  /** "That player discards that card" (rule 701.8a): each card still in a hand is discarded by that hand's owner. */
  discardCards(object: Target | Target[]): void;
  /** "Discard your hand" (rule 701.8a): the player discards every card in their hand at once. */
  discardHand(player: Target): void;
  mill(player: Target, count: number): void;
  /** Scry N (rule 701.18): you choose which of your top N cards go to the bottom; the others stay on top in their order. */
  scry(n: number): void;
  /** Surveil N (rule 701.42): you choose which of your top N cards go to your graveyard. */
  surveil(n: number): void;
  gainLife(player: Target, amount: number): void;
  loseLife(player: Target, amount: number): void;
  /** "Your life total becomes N" (rule 119.5): gains or loses the difference. */
  setLife(player: Target, life: number): void;
  addCounters(object: Target, counter: string, amount: number): void;
  removeCounters(object: Target, counter: string, amount: number): void;
  addPoison(player: Target, amount: number): void;
  /** "Remove all damage from it" (totem armor, 702.89a): the damage marked on a permanent (and deathtouch damage) is removed. */
  removeDamage(object: Target): void;
  /** Plot (702.170): exile this card from its owner's hand face up, as a plotted card its owner may cast on a later turn without paying its mana cost. */
  plot(card: Target): void;
  /** Foretell (702.143a): exile this card from its owner's hand face down, as a foretold card its owner may cast on a later turn for a foretell cost. */
  foretell(card: Target): void;
  /** Turn a face-down permanent face up (702.37e, 708.8): the same object, with its own characteristics; nothing for one face up. */
  turnFaceUp(object: Target): void;
  /**
   * Transform permanents (701.28): each transforming double-faced permanent turns over to its other face, the same object
   * (712.14); nothing for another permanent (701.28c), a face-down one (712.11a), or when the other face is an instant or
   * sorcery (701.28d); a permanent's own ability doesn't transform it again if it transformed since that ability was put on
   * the stack (701.28f).
   */
  transform(object: Target | Target[]): void;
  /** Flip permanents (710): a flip card on the battlefield gets its alternative characteristics, once and for good (710.4); nothing for another permanent. */
  flip(object: Target | Target[]): void;
  createToken(token: TokenDefinition, count?: number, options?: { tapped?: boolean; controller?: PlayerId }): ObjectView[];
  /**
   * "Create a token that's a copy of target creature, except it has haste" (707.2, 111.1): `count` tokens whose copiable values are
   * those of the object (as it is now, or as it last existed if it left its zone, 608.2h), changed by `except` (707.9). Nothing if
   * there is no such object.
   */
  createTokenCopy(
    of: Target | undefined,
    count?: number,
    options?: { tapped?: boolean; controller?: PlayerId; except?: (values: CopiableValues) => void },
  ): ObjectView[];
  /** Populate (701.30): you choose a creature token you control and create a token that's a copy of it; nothing if you control none. */
  populate(): ObjectView[];
  /**
   * "You may have ~ enter as a copy of any creature on the battlefield" (707.5), in a replacement effect of the permanent's own
   * entering (614.1c): the entering event, changed so that it enters with the copiable values of `of` (changed by `except`, 707.9);
   * its own "enters" replacements and triggers are then those of what it copied. The event unchanged if `of` is gone.
   */
  enterAsCopy(event: GameEvent, of: Target | undefined, except?: (values: CopiableValues) => void): GameEvent;
  tap(object: Target): void;
  untap(object: Target): void;
  /** "gets +N/+N until end of turn" (layer 7c). */
  pump(object: Target, power: number, toughness: number, duration?: Duration): void;
  /** "gains ABILITY until end of turn" (layer 6). */
  grantAbility(object: Target, ability: AbilityDefinition, duration?: Duration): void;
  /** Layer-2 control change. */
  gainControl(object: Target, player?: PlayerView, duration?: Duration): void;
  /** Any other continuous effect from a resolving spell or ability, locked to the given objects (rule 611.2c). */
  addContinuousEffect(objects: ObjectView[], layer: Layer, apply: (chars: MutableCharacteristics) => void, duration?: Duration): void;
  counterSpell(target: Target): void;
  /** "Copy target spell" (rule 707.10): a copy put onto the stack under your control (or `controller`'s), with the spell's modes, targets, X and costs paid; it isn't cast. A spell that has left the stack this turn is copied as it last existed there (608.2h; storm, 702.40a); undefined otherwise. */
  copySpell(spell: Target, options?: { controller?: PlayerView }): ObjectView | undefined;
  /** "You may choose new targets for the copy" (707.10c): its controller decides (`may`), then chooses its targets again. */
  chooseNewTargets(copy: Target, prompt?: string): void;
  /** Counter a spell or an ability on the stack by its stack id (e.g. `event.stackId` of a `becomesTarget` event). */
  counter(stackId: ObjectId): void;
  addMana(mana: string): void;
  /** A mana ability that can add one of several: which one (auto-payment preselects it). */
  chooseMana(options: string[]): string;
  /**
   * Search a library for up to `count` cards matching the filter; they are put into `to`; the library is then shuffled. With
   * `to` "library" ("reveal it, then shuffle and put that card on top"), the found cards are revealed, the library shuffled, and
   * they are put on top of it.
   */
  searchLibrary(player: Target, filter: ObjectFilter, count: number, to: ZoneName, options?: { tapped?: boolean }): ObjectView[];
  shuffle(player: Target): void;
  /**
   * "You may cast that card without paying its mana cost" (118.9), "cast it", madness's "may cast it by paying [cost]": the
   * player (default: you) casts the card now, from the zone it's in, while this effect resolves (no timing permission
   * needed; priority is not given). `optional` (default true) asks first (`may`). `withoutPaying`: the alternative cost of
   * 118.9 (X is 0); `alternative`: one of the card's own alternative costs; `as`: a name recorded among the spell's (and the
   * permanent's) `paidCosts`, for abilities that ask how it was cast ("if you cast a creature spell this way", suspend). Returns the spell, or undefined when it
   * wasn't cast (declined, a land, or it couldn't be cast: then nothing of the attempt remains, 726).
   */
  castCard(card: Target, options?: { withoutPaying?: boolean; alternative?: string; player?: PlayerView; optional?: boolean; as?: string }): ObjectView | undefined;
  /**
   * "Until end of turn, you may play that card", "you may cast those cards this turn", "until the end of your next turn, you may
   * play that card" (601.3, 305.1): the player (default: you) may play each card (`castOnly`: cast, not play as a land) from the
   * zone it's in now, following the normal timing rules, until the permission ends or the card leaves that zone (400.7).
   */
  allowPlay(object: Target | Target[], options?: { until?: "endOfTurn" | "endOfYourNextTurn"; castOnly?: boolean; player?: PlayerView }): void;
  /**
   * "Exile target creature an opponent controls until ~ leaves the battlefield" (610.3): exiles the objects, which return to the
   * battlefield under their owners' control (610.3c) as soon as this ability's source leaves it; nothing is exiled if the source
   * has already left (610.3a, 610.3b). Returns the exiled objects.
   */
  exileUntilSourceLeaves(object: Target | Target[]): ObjectView[];
  /** "That creature doesn't untap during its controller's next untap step" (502.3): each permanent, during the next untap step of the player who controls it now. */
  skipNextUntap(object: Target | Target[]): void;
  /** "You may play an additional land this turn" (305.2): `count` more land plays for `player` this turn. */
  additionalLandPlays(player: Target, count: number): void;
  /** "Target player shuffles their graveyard into their library" (701.20): the cards go to their owners' libraries (401.3), then the player shuffles. */
  shuffleIntoLibrary(player: Target, object: Target | Target[]): void;
  /** "When/At … , …" created now (rule 603.7); triggers once unless `duration` is "endOfTurn". */
  createDelayedTrigger(
    trigger: Trigger,
    effect: (ctx: EffectContext) => void,
    options?: { duration?: "once" | "endOfTurn"; source?: SourceText },
  ): void;
  /**
   * "When you do, …" (rule 603.12): a reflexive triggered ability that triggers now, from this ability's action; it is put on the stack
   * the next time a player would receive priority, its targets chosen then.
   */
  reflexiveTrigger(ability: { source?: SourceText; targets?: TargetSpec[]; effect(ctx: EffectContext): void }): void;
  /** Prevent the next N damage (null: all damage) that would be dealt to a target this turn (rule 615). */
  preventDamage(target: Target, amount: number | null): void;
  /** "Regenerate it" (rule 701.15): a shield for this turn. */
  regenerate(object: Target): void;
  /** Pay a cost during resolution ("you may pay {B}. If you do, …", "unless its controller pays {3}"): asks the player (default: you) a `may` decision, pays if able; true if paid. */
  mayPay(mana: string, prompt?: string, player?: Target): boolean;
  /** A replacement or prevention effect created by a resolving spell or ability (rules 614.1, 615): "Prevent all combat damage that would be dealt this turn". */
  createReplacement(
    effect: Pick<ReplacementAbility, "watches" | "appliesTo" | "replace" | "prevention"> & { uses?: number },
    duration?: Duration,
  ): void;
  /** Attach an Aura or Equipment to an object (rule 701.3); does nothing if it can't be. */
  attach(attachment: Target, to: Target): void;
  may(prompt: string, player?: PlayerView): boolean;
  /** "Choose one —" made while resolving (modes of spells and abilities are chosen earlier, see `ModeSet`): the 0-based index. */
  chooseMode(prompt: string, labels: string[], player?: PlayerView): number;
  choose(kind: ChoiceKind, prompt: string, options?: ChoiceValue[], player?: PlayerView): ChoiceValue;
  chooseObjects(prompt: string, candidates: ObjectView[], min: number, max: number, player?: PlayerView): ObjectView[];
  /** Record a value chosen for the source ("As … enters, choose a color"). */
  setChosen(key: string, value: string | number): void;
  winGame(player: Target): void;
  loseGame(player: Target): void;
  /** Re-read an object or player after earlier actions changed it (undefined if it left its zone). */
  refresh<T extends Entity>(entity: T): T | undefined;
  /** Add a line to the event log (attributed to this ability). */
  log(text: string): void;
  /** "Flip a coin" (705): true if the player (default: you) wins the flip. */
  flipCoin(player?: PlayerView): boolean;
}

// ---------------------------------------------------------------------------
// Decisions

export interface DecisionBase {
  /** The player who decides. */
  player: PlayerId;
  /** A sentence a person can read: "Alice: order your triggered abilities". */
  prompt: string;
}

export interface MayDecision extends DecisionBase {
  kind: "may";
  source?: ObjectView;
}

export interface OrderDecision extends DecisionBase {
  kind: "order";
  /** The simultaneous triggered abilities of this player, in timestamp order. */
  items: { source: ObjectView; text: string }[];
}

export interface ReplacementDecision extends DecisionBase {
  kind: "replacement";
  event: GameEvent;
  options: { source: ObjectView; text: string }[];
  /** Set when every option is the same ability of the same card (no real choice): the index a default may take. */
  interchangeable: boolean;
}

export interface TargetsDecision extends DecisionBase {
  kind: "targets";
  source: ObjectView;
  abilityText: string;
  specs: TargetSpec[];
  /** The legal candidates for each target word. */
  candidates: Entity[][];
}

export interface ChooseDecision extends DecisionBase {
  kind: "choose";
  what: ChoiceKind | "mode" | "objects";
  source?: ObjectView;
  /** The allowed values; absent for open choices (creature type, card name, number). */
  options?: ChoiceValue[];
  min: number;
  max: number;
}

export type Decision = MayDecision | OrderDecision | ReplacementDecision | TargetsDecision | ChooseDecision;

/**
 * The one interface through which the game asks players for decisions. A UI,
 * an AI or a scenario file implements it. Answers are validated; an invalid
 * answer makes the current action illegal (and it is rolled back).
 */
export interface DecisionMaker {
  may(d: MayDecision): boolean;
  /** A permutation of `items` indices: first = put on the stack first (bottom). */
  order(d: OrderDecision): number[];
  /** The index of the effect to apply first. */
  replacement(d: ReplacementDecision): number;
  /** For each target word, the chosen targets. */
  targets(d: TargetsDecision): Ref[][];
  choose(d: ChooseDecision): ChoiceValue[];
}
