/**
 * The internal, serialisable game state. Everything the rules can roll back (rule 726)
 * lives here; `deepClone` copies it for checkpoints (functions and frozen
 * definitions are shared, everything else is copied).
 */
import type {
  AbilityDefinition,
  CostObject,
  Duration,
  EffectContext,
  GameEvent,
  Layer,
  ManaType,
  MutableCharacteristics,
  ObjectId,
  ObjectView,
  PlayerId,
  Ref,
  ReplacementAbility,
  SourceText,
  Step,
  Trigger,
  TriggeredAbility,
  ZoneName,
} from "./types.ts";

export type InternalZone = ZoneName | "limbo";

export interface ObjState {
  id: ObjectId;
  defKey: string;
  owner: PlayerId;
  /** Controller before layer-2 effects. */
  baseController: PlayerId;
  /** The controller last seen by the game, to date "continuous control" (rule 302.6). */
  knownController: PlayerId;
  zone: InternalZone;
  token: boolean;
  tapped: boolean;
  flipped: boolean;
  /** The face of a two-faced card in use (faces.ts); carried to the stack and from there to the battlefield. */
  face?: 0 | 1;
  /** When it last transformed, on the clock of stack entry ids (`nextId`): 701.28f. */
  transformedAt?: number;
  faceDown: boolean;
  phasedOut: boolean;
  counters: Record<string, number>;
  damage: number;
  deathtouchDamage: boolean;
  timestamp: number;
  controlSince: number;
  /** A copy of a spell (rule 707.10), which ceases to exist outside the stack (704.5e). */
  copy?: boolean;
  /**
   * A permanent that entered as a copy of another object (707.5): the registered definition of the copiable values it
   * copied (707.2, with the copy effect's exceptions, 707.9), used instead of its own card's; gone when it leaves (400.7).
   */
  copyKey?: string;
  /**
   * Cast bestowed (702.103b): as a spell, and as a permanent while attached, an Aura enchantment with enchant creature
   * instead of a creature; it stops being bestowed when its target is illegal as it resolves (702.103e) or it becomes
   * unattached (702.103f).
   */
  bestowed?: boolean;
  /** A foretold card (702.143a, 702.143c): the turn its owner exiled it face down with its foretell special action. */
  foretoldTurn?: number;
  /** A plotted card (plot, 702.170): the turn its owner exiled it face up with its plot special action. */
  plottedTurn?: number;
  /** Optional costs paid for the spell this permanent was (kicker, evoke, dash). */
  paidCosts?: string[];
  attachedTo: ObjectId | null;
  chosen: Record<string, string | number>;
}

export interface PlayerState {
  id: PlayerId;
  name: string;
  life: number;
  poison: number;
  pool: ManaType[];
  lost: boolean;
  won: boolean;
  drewFromEmpty: boolean;
  landsPlayed: number;
  /** More land plays this turn from resolved effects ("You may play an additional land this turn", 305.2). */
  extraLandPlays?: number;
  turnStartClock: number;
  /** `turnStartClock` of this player's previous turn (echo, 702.30a). */
  previousTurnStartClock: number;
  /** Spells cast this turn (storm, 702.40a). */
  spellsCast: number;
  /** Damage dealt to this player this turn (bloodthirst, 702.54a). */
  damageThisTurn: number;
  /** Cards drawn this turn (miracle: "the first card you drew this turn", 702.94a). */
  drawsThisTurn?: number;
  /** Life lost this turn (spectacle: "if an opponent lost life this turn", 702.137a). */
  lifeLostThisTurn?: number;
}

export interface SpellEntry {
  kind: "spell";
  id: ObjectId;
  controller: PlayerId;
  targets: Ref[][];
  x: number;
  modes: number[];
  paidCosts: string[];
  /** A copy of a spell (rule 707.10): not cast; it ceases to exist when it leaves the stack (704.5e). */
  copy?: boolean;
  /** The zone it was cast from (rebound: "if this spell was cast from your hand", 702.88a). */
  castFrom?: ZoneName;
  /** The division among each target word's targets (601.2d), aligned with `targets`. */
  division?: number[][];
  /** What was sacrificed or discarded to pay its costs ("the sacrificed creature's power", 601.2h, 608.2h); copied by a copy (707.10). */
  costObjects?: CostObject[];
}

export interface AbilityEntry {
  kind: "ability";
  id: ObjectId;
  source: ObjectView;
  ability: AbilityDefinition | DelayedAbility;
  controller: PlayerId;
  targets: Ref[][];
  x: number;
  modes: number[];
  event?: GameEvent;
  triggered: boolean;
  stateKey?: string;
  /** What paid an activated ability's costs (602.2b): "the sacrificed creature". */
  costObjects?: CostObject[];
  /** The division among each target word's targets (601.2d, 603.3d), aligned with `targets`. */
  division?: number[][];
}

export type StackEntry = SpellEntry | AbilityEntry;

/** A delayed triggered ability (rule 603.7), as it goes on the stack. */
export interface DelayedAbility {
  kind: "delayed";
  source: SourceText;
  effect(ctx: EffectContext): void;
}

export interface CreatedEffect {
  id: number;
  timestamp: number;
  layer: Layer;
  objects: ObjectId[];
  apply(chars: MutableCharacteristics): void;
  duration: Duration;
  sourceId: ObjectId;
  text: string;
}

export interface Shield {
  id: number;
  kind: "prevent" | "regenerate";
  target: Ref;
  /** Prevention: damage left to prevent (null: all). */
  remaining: number | null;
  source: ObjectView;
  text: SourceText;
}

/** A replacement or prevention effect created by a resolving spell or ability. */
export interface CreatedReplacement {
  id: number;
  watches: ReplacementAbility["watches"];
  appliesTo: ReplacementAbility["appliesTo"];
  replace: ReplacementAbility["replace"];
  prevention: boolean;
  /** Times it can still apply (null: any number). */
  uses: number | null;
  duration: Duration;
  source: ObjectView;
  controller: PlayerId;
  text: SourceText;
}

export interface DelayedTriggerState {
  id: number;
  trigger: Trigger;
  ability: DelayedAbility;
  controller: PlayerId;
  source: ObjectView;
  once: boolean;
  endOfTurn: boolean;
}

export interface PendingTrigger {
  ability: TriggeredAbility | DelayedAbility;
  targets?: TriggeredAbility["targets"];
  source: ObjectView;
  controller: PlayerId;
  event?: GameEvent;
  stateKey?: string;
  order: number;
}

export interface CombatState {
  attackers: { id: ObjectId; defender: Ref }[];
  blockers: { id: ObjectId; attacker: ObjectId }[];
  blocked: ObjectId[];
  firstStrikeDone: boolean;
  regularDone: boolean;
  /** Creatures that dealt first-strike damage (they don't deal regular damage unless double strike). */
  struckFirst: ObjectId[];
}

export type Waiting = "priority" | "attackers" | "blockers" | "gameOver";

export interface LogEntry {
  seq: number;
  turn: number;
  step: Step;
  text: string;
  player?: PlayerId;
  /** The card wording that caused it. */
  cause?: { card: string; text: string; span: [number, number] };
}

export interface State {
  clock: number;
  nextId: number;
  players: PlayerState[];
  objects: Record<number, ObjState>;
  /** Per-player zones: [player][index], library top first. */
  library: ObjectId[][];
  hand: ObjectId[][];
  graveyard: ObjectId[][];
  battlefield: ObjectId[];
  exile: ObjectId[];
  command: ObjectId[];
  /** Bottom first. */
  stack: StackEntry[];
  turn: number;
  active: PlayerId;
  step: Step;
  priority: PlayerId | null;
  passes: number;
  waiting: Waiting;
  blockersDeclared: PlayerId[];
  combat: CombatState | null;
  effects: CreatedEffect[];
  shields: Shield[];
  replacements: CreatedReplacement[];
  delayed: DelayedTriggerState[];
  /**
   * "Until end of turn, you may play that card" (601.3, 305.1): the card (by its id: it is a new object once it changes zones,
   * 400.7), the player allowed, whether lands may be played ("play") or only spells cast ("cast"), and until when.
   */
  playPermissions: { object: ObjectId; player: PlayerId; play: boolean; until: "endOfTurn" | "endOfYourNextTurn" | "whileExiled"; turn: number; adventure?: true }[];
  /**
   * Spells that left the stack this turn, as they last existed there (608.2h: last known information), by their object id:
   * a storm trigger still copies a spell that was countered or resolved before the trigger resolved (702.40a, 707.10).
   */
  leftStack: Record<number, SpellEntry & { defKey: string; chosen: Record<string, string | number> }>;
  /** "Exile target creature until ~ leaves the battlefield" (610.3): the source and the objects it exiled, returned when it leaves. */
  untilLeaves: { source: ObjectId; objects: ObjectId[] }[];
  /** "… doesn't untap during its controller's next untap step": the permanent and the player whose next untap step it is. */
  skipUntap: { object: ObjectId; player: PlayerId }[];
  pending: PendingTrigger[];
  /** Activations this turn, by `${objectId}:${ability}` (and `${objectId}:loyalty`). */
  activations: Record<string, number>;
  /** Triggers this turn of "once each turn" abilities, by `${objectId}:${ability}`. */
  triggeredThisTurn: Record<string, number>;
  /** Every object ever created, with its name then, in order (for scenario references). */
  created: { id: ObjectId; name: string }[];
  /** Number of log entries (the log itself lives outside the state; a rollback truncates it). */
  logLength: number;
  rng: number;
  /**
   * How many events the game has recorded so far ("if a creature died this turn", history.ts). The entries live outside the
   * state, like the log, so that checkpoints don't copy them; a rollback truncates them to this length.
   */
  historyLength?: number;
}

/** Deep copy of plain data; functions and frozen objects (card definitions) are shared. */
export function deepClone<T>(value: T): T {
  if (value === null || typeof value !== "object") return value;
  if (Object.isFrozen(value)) return value;
  if (Array.isArray(value)) {
    const arr = new Array<unknown>(value.length);
    for (let i = 0; i < value.length; i++) {
      const v: unknown = value[i];
      arr[i] = v === null || typeof v !== "object" ? v : deepClone(v);
    }
    return arr as T;
  }
  const out: Record<string, unknown> = {};
  const src = value as Record<string, unknown>;
  for (const k in src) {
    const v = src[k];
    out[k] = v === null || typeof v !== "object" ? v : deepClone(v);
  }
  return out as T;
}

/** Freeze a definition and everything in it, so that checkpoints can share it. */
export function deepFreeze<T>(value: T): T {
  if (value === null || typeof value !== "object" || Object.isFrozen(value)) return value;
  for (const v of Object.values(value as Record<string, unknown>)) deepFreeze(v);
  return Object.freeze(value);
}
