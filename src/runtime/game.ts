/**
 * The game: state, characteristics (layers), actions with rollback, the stack,
 * events with replacement effects, triggers, state-based actions, turn structure
 * and combat.
 */
import { intrinsicManaAbility, withIntrinsicManaAbilities } from "./basics.ts";
import { divideAmong } from "./divide.ts";
import { filterZones, hasKeyword, matchesFilter } from "./filters.ts";
import { atBeginningOf } from "./helpers.ts";
import { castFaceProblem, checkFaces, definitionFor, faceSet, playFaceProblem, type FaceSet } from "./faces.ts";
import { History } from "./history.ts";
import {
  addCosts,
  formatManaCost,
  formatPool,
  type ManaCost,
  type ManaSource,
  manaValue,
  parseManaCost,
  parseManaUnits,
  planPayment,
} from "./mana.ts";
import {
  type AbilityEntry,
  type CombatState,
  type CreatedEffect,
  deepClone,
  deepFreeze,
  type DelayedAbility,
  type InternalZone,
  type LogEntry,
  type ObjState,
  type PendingTrigger,
  type SpellEntry,
  type StackEntry,
  type State,
  type Waiting,
} from "./state.ts";
import {
  type AbilityContext,
  type AbilityDefinition,
  type CostObject,
  type ActivatedAbility,
  type CardDefinition,
  type ChoiceKind,
  type ChoiceValue,
  type Color,
  type CastPermissionAbility,
  type CostModifierAbility,
  type CostPart,
  type DecisionMaker,
  type Duration,
  type Characteristics,
  type CopiableValues,
  type EffectContext,
  type Entity,
  type GameEvent,
  type GameQuery,
  LAYERS,
  type ModeSet,
  type MutableCharacteristics,
  type ObjectFilter,
  type ObjectId,
  type ObjectView,
  type OptionalCost,
  type PlayerId,
  type PlayerView,
  type ManaType,
  type Ref,
  type ReplacementAbility,
  type Restriction,
  type SourceText,
  type StaticAbility,
  type Step,
  STEPS,
  type Target,
  type TargetSpec,
  type Trigger,
  type TriggeredAbility,
  type ZoneName,
  KEYWORDS,
} from "./types.ts";

/** An action the rules don't allow. The game has been returned to the state before the action (rule 726). */
export class IllegalActionError extends Error {
  override name = "IllegalActionError";
}

/** A card or rule the runtime does not implement. Raised instead of silently doing something wrong. */
export class NotImplementedError extends Error {
  override name = "NotImplementedError";
}

/** A definition the game refuses (e.g. it still has unparsed text). */
export class DefinitionError extends Error {
  override name = "DefinitionError";
  readonly diagnostics: readonly { message: string; span: [number, number]; code: string }[];
  constructor(message: string, diagnostics: readonly { message: string; span: [number, number]; code: string }[] = []) {
    super(message);
    this.diagnostics = diagnostics;
  }
}

export interface GameOptions {
  players: { name: string; life?: number }[];
  decisions: DecisionMaker;
  /** Pay mana costs automatically: the pool first, then mana abilities of untapped permanents (default true). */
  autoPay?: boolean;
  /** The starting life total (rule 103.4); default 20. A player's `life` sets where they are now. */
  startingLife?: number;
  seed?: number;
}

export interface CastOptions {
  /** The zone the card is cast from (default: hand). */
  from?: ZoneName;
  /** For each target word, the chosen targets. Omitted: asked through the decision maker. */
  targets?: Ref[][];
  /** Chosen modes, 0-based. */
  modes?: number[];
  x?: number;
  /** Name of an alternative cost (`flashback`, `evoke`, …). */
  alternative?: string;
  /** Names of additional costs paid (`kicker`, …). */
  additional?: string[];
  /** The division of a divided amount among the targets of the target word that divides it, in target order (601.2d). Omitted: asked. */
  divide?: number[];
  /** A two-faced card's face cast: a split card's half (709.3), a modal double-faced card's face (712.7), 1 for an adventurer card's Adventure (716.3). */
  face?: 0 | 1;
}

export interface SetupPermanent {
  tapped?: boolean;
  counters?: Record<string, number>;
  sick?: boolean;
  token?: boolean;
  attachedTo?: ObjectId;
  faceDown?: boolean;
  phasedOut?: boolean;
  damage?: number;
  controller?: PlayerId;
  /** A two-faced card's face up on the battlefield: 1 for a modal double-faced card's back face or a transformed permanent (712.8, 712.4d). */
  face?: 0 | 1;
}

export interface StackItemView {
  kind: "spell" | "ability";
  id: ObjectId;
  /** The spell itself, or the ability's source (as it last existed). */
  source: ObjectView;
  controller: PlayerId;
  targets: Ref[][];
  text: string;
}

export interface TurnView {
  number: number;
  active: PlayerId;
  step: Step;
  priority: PlayerId | null;
  waiting: Waiting;
  /** Players who must still declare blockers. */
  blockers: PlayerId[];
}

export interface CombatView {
  attackers: { attacker: ObjectId; defender: Ref }[];
  blockers: { blocker: ObjectId; attacker: ObjectId }[];
}

export interface Checkpoint {
  readonly state: State;
}

interface Computed {
  chars: Map<ObjectId, MutableCharacteristics>;
  views: Map<ObjectId, ObjectView>;
}

interface StaticInstance {
  ability: StaticAbility;
  sourceId: ObjectId;
  timestamp: number;
}

interface ReplacementCandidate {
  key: string;
  source: ObjectView;
  controller: PlayerId;
  text: SourceText;
  self: boolean;
  prevention: boolean;
  appliesTo(event: GameEvent): boolean;
  replace(event: GameEvent): GameEvent | GameEvent[] | null;
}

const MAIN_STEPS: Step[] = ["main1", "main2"];
const STEP_HAS_PRIORITY = (s: Step) => s !== "untap" && s !== "cleanup";
const MAX_LOOP = 500;
/** The card types of rule 300.1 (and "battle", of later editions). */
const CARD_TYPES = ["artifact", "battle", "conspiracy", "creature", "dungeon", "enchantment", "instant", "land", "phenomenon", "plane", "planeswalker", "scheme", "sorcery", "tribal", "vanguard"];
/** Permanent types (rule 110.4). */
const PERMANENT_TYPES = ["artifact", "battle", "creature", "enchantment", "land", "planeswalker"];
/** A spell that will enter the battlefield as it resolves (rule 110.4b); never an instant or sorcery (304.4, 307.4). */
function isPermanentSpell(v: { types: readonly string[] }): boolean {
  return v.types.some((t) => PERMANENT_TYPES.includes(t)) && !v.types.includes("instant") && !v.types.includes("sorcery");
}

function refOf(e: Entity): Ref {
  return e.kind === "player" ? { player: e.id } : { object: e.id };
}

function sameRef(a: Ref, b: Ref): boolean {
  return "player" in a ? "player" in b && a.player === b.player : "object" in b && a.object === b.object;
}

export class Game implements GameQuery {
  private state: State;
  private readonly defs = new Map<string, CardDefinition>();
  /** The faces of the registered two-faced cards, by definition key (faces.ts). */
  private readonly faceSets = new Map<string, FaceSet>();
  private readonly decisions: DecisionMaker;
  private readonly autoPay: boolean;
  private readonly startingLife_: number;
  private computing: Computed | null = null;
  private cache: { version: number; computed: Computed } | null = null;
  private version = 0;
  private causeStack: { card: string; text: SourceText }[] = [];
  /** The log: entries beyond `state.logLength` were undone by a rollback. */
  private logEntries: LogEntry[] = [];
  /** What happened this turn and the turns before (history.ts): outside the state, like the log. */
  private readonly history = new History();
  /** A preselected option for `chooseMana` (automatic payment). */
  private manaChoice: string | null = null;

  constructor(options: GameOptions) {
    if (options.players.length < 2) throw new Error("a game needs 2 or more players");
    this.decisions = options.decisions;
    this.autoPay = options.autoPay ?? true;
    this.startingLife_ = options.startingLife ?? 20;
    const n = options.players.length;
    this.state = {
      clock: 3,
      nextId: 1,
      players: options.players.map((p, id) => ({
        id,
        name: p.name,
        life: p.life ?? options.startingLife ?? 20,
        poison: 0,
        pool: [],
        lost: false,
        won: false,
        drewFromEmpty: false,
        landsPlayed: 0,
        turnStartClock: 1,
        previousTurnStartClock: 0,
        spellsCast: 0,
        damageThisTurn: 0,
      })),
      objects: {},
      library: Array.from({ length: n }, () => []),
      hand: Array.from({ length: n }, () => []),
      graveyard: Array.from({ length: n }, () => []),
      battlefield: [],
      exile: [],
      command: [],
      stack: [],
      turn: 1,
      active: 0,
      step: "main1",
      priority: 0,
      passes: 0,
      waiting: "priority",
      blockersDeclared: [],
      combat: null,
      effects: [],
      shields: [],
      replacements: [],
      delayed: [],
      skipUntap: [],
      untilLeaves: [],
      leftStack: {},
      playPermissions: [],
      pending: [],
      activations: {},
      triggeredThisTurn: {},
      created: [],
      logLength: 0,
      rng: options.seed ?? 1,
    };
  }

  // =========================================================================
  // Definitions and setup

  /** Register a definition (frozen); refuses one with unparsed text. Returns its key. */
  registerCard(def: CardDefinition): string {
    if (def.unparsed && def.unparsed.length > 0) {
      throw new DefinitionError(
        `${def.name} cannot be played: its text did not compile (${def.unparsed.map((d) => d.message).join("; ")})`,
        def.unparsed,
      );
    }
    this.checkDefinition(def, def.name);
    const key = `${def.name}#${this.defs.size + 1}`;
    const faces = this.checkedFaces(def);
    this.defs.set(key, deepFreeze(def));
    if (faces) this.faceSets.set(key, deepFreeze(faces));
    return key;
  }

  /** A definition's (or a face's, `label` naming it) types, abilities, costs and mana cost, as the runtime can play them. */
  private checkDefinition(def: CardDefinition, label: string): void {
    const types = this.checkTypes(def);
    if (types) throw new DefinitionError(`${label}: ${types}`);
    def.abilities.forEach((a, i) => {
      const problem = this.checkAbility(a);
      if (problem) throw new DefinitionError(`${label}, ability ${i + 1}: ${problem}`);
    });
    for (const c of def.costs ?? []) {
      const problem = this.checkCost(c.cost);
      if (problem) throw new DefinitionError(`${label}, ${c.name}: ${problem}`);
    }
    if (def.manaCost !== null) {
      try {
        parseManaCost(def.manaCost);
      } catch (e) {
        throw new DefinitionError(`${label}: ${(e as Error).message}`);
      }
    }
  }

  /**
   * Why a definition's card types are not those of one object (rule 300.1), or null: an
   * unknown type (a two-faced card's "Artifact // Sorcery" read as one type line) or an
   * instant or sorcery that is also a permanent type (rules 304.4, 307.4: it could never
   * be on the battlefield, and as a spell it would be neither kind of spell).
   */
  private checkTypes(def: CardDefinition): string | null {
    const unknown = def.types.filter((t) => !CARD_TYPES.includes(t));
    if (unknown.length > 0) return `unknown card type${unknown.length > 1 ? "s" : ""} ${unknown.map((t) => `"${t}"`).join(", ")} (rule 300.1)`;
    const spellType = def.types.find((t) => t === "instant" || t === "sorcery");
    const permanentType = def.types.find((t) => PERMANENT_TYPES.includes(t));
    if (spellType && permanentType) return `an object can't be both ${spellType} and ${permanentType} (rules 304.4, 307.4, 110.4a)`;
    return null;
  }

  /** Why the runtime can't play an ability, or null. Unknown kinds and keywords are refused, never ignored. */
  private checkAbility(a: AbilityDefinition): string | null {
    if (!a || typeof a !== "object" || typeof (a as { kind?: unknown }).kind !== "string") return "malformed ability (no kind)";
    switch (a.kind) {
      case "keyword":
        if (!KEYWORDS.includes(a.keyword)) return `the keyword "${String(a.keyword)}" is not implemented by the runtime`;
        if ((a.keyword === "toxic") !== (a.amount !== undefined)) return a.keyword === "toxic" ? "toxic needs its number" : `the keyword "${a.keyword}" has no number`;
        return a.amount === undefined || (Number.isInteger(a.amount) && a.amount > 0) ? null : `malformed ${a.keyword} number ${String(a.amount)}`;
      case "static":
        return LAYERS.includes(a.layer) ? null : `unknown layer "${String(a.layer)}"`;
      case "restriction":
        if (a.by !== undefined && a.restriction !== "cantBeBlocked") return `the restriction "${String(a.restriction)}" has no blockers ("by")`;
        return ["cantAttack", "cantBlock", "cantBeBlocked", "cantAttackOrBlock", "cantActivate", "mustAttack", "doesntUntap", "cantBeCountered"].includes(a.restriction)
          ? null
          : `the restriction "${String(a.restriction)}" is not implemented by the runtime`;
      case "castPermission":
        if (a.permission === "additionalLands") return Number.isInteger(a.count) && a.count! > 0 ? null : "malformed additional land plays";
        return a.permission === "asThoughFlash" || a.permission === "playFrom" ? null : `the permission "${String(a.permission)}" is not implemented by the runtime`;
      case "castRestriction":
        return typeof a.allowed === "function" ? null : "a cast restriction without its test";
      case "counterLimit":
        return Number.isInteger(a.max) && a.max >= 0 && typeof a.counter === "string" ? null : `malformed counter limit (${String(a.max)} ${String(a.counter)})`;
      case "activated":
        return this.checkCost(a.cost);
      case "triggered":
      case "costModifier":
      case "replacement":
      case "unpreventable":
      case "spell":
      case "enchant":
      case "protection":
      case "landwalk":
        return null;
      default:
        return `the ability kind "${String((a as { kind: unknown }).kind)}" is not implemented by the runtime`;
    }
  }

  private checkCost(cost: CostPart[]): string | null {
    const kinds = ["mana", "tap", "untap", "sacrifice", "discard", "payLife", "removeCounters", "exileFromGraveyard", "tapObjects", "exile", "returnToHand", "loyalty"];
    for (const c of cost) {
      if (!kinds.includes(c.kind)) return `the cost "${String(c.kind)}" is not implemented by the runtime`;
      if (c.kind === "mana") {
        try {
          parseManaCost(c.mana);
        } catch (e) {
          return (e as Error).message;
        }
      }
    }
    return null;
  }

  /** Put a card into a zone as part of the set-up: nothing triggers, no replacement applies. */
  setupCard(def: CardDefinition, owner: PlayerId, zone: ZoneName, options: SetupPermanent = {}): ObjectView {
    // a modal double-faced card's back face (712.8) or a transformed permanent (712.4d) can be set up face up
    if (options.face !== undefined && (zone !== "battlefield" || !def.otherFace || (def.layout !== "modal" && def.layout !== "transform")))
      throw new DefinitionError(`${def.name}: only a modal or transforming double-faced card on the battlefield can be set up with a face up`);
    const up = options.face === 1 && def.otherFace ? def.otherFace : def;
    if (zone === "battlefield" && (up.types.includes("instant") || up.types.includes("sorcery"))) {
      throw new DefinitionError(
        `${up.name} is ${up.types.includes("instant") ? "an instant" : "a sorcery"} and can't be on the battlefield (rule 304.4)`,
      );
    }
    const key = this.registerCard(def);
    const o = this.newObject(key, owner, zone, options.token ?? false);
    if (zone === "battlefield") {
      if (options.face !== undefined) o.face = options.face;
      o.tapped = options.tapped ?? false;
      o.faceDown = options.faceDown ?? false;
      o.phasedOut = options.phasedOut ?? false;
      o.damage = options.damage ?? 0;
      o.baseController = options.controller ?? owner;
      o.knownController = o.baseController;
      o.controlSince = options.sick ? 2 : 0;
      o.attachedTo = options.attachedTo ?? null;
      if (options.counters) o.counters = { ...options.counters };
      else if (up.loyalty !== null && up.types.includes("planeswalker")) o.counters = { loyalty: up.loyalty };
    } else if (zone === "stack") {
      throw new NotImplementedError("setting up spells on the stack is not implemented");
    }
    this.insertInZone(o, zone, "bottom");
    this.touch();
    return this.view(o.id)!;
  }

  /** Attach a permanent to another object as part of the set-up (Auras, Equipment). */
  setupAttach(objectId: ObjectId, to: ObjectId): void {
    this.obj(objectId).attachedTo = this.obj(to).id;
    this.touch();
  }

  setupMana(player: PlayerId, mana: string): void {
    this.state.players[player]!.pool.push(...parseManaUnits(mana));
  }

  setupLife(player: PlayerId, life: number, poison = 0): void {
    this.state.players[player]!.life = life;
    this.state.players[player]!.poison = poison;
  }

  /** Start the game at a given turn and step, the active player holding priority (no step actions are performed). */
  setupTurn(turn: { active: PlayerId; step: Step; number: number }): void {
    this.state.turn = turn.number;
    this.state.active = turn.active;
    this.state.step = turn.step;
    this.state.priority = turn.active;
    this.state.passes = 0;
    this.state.waiting = "priority";
    if (turn.step === "declareAttackers" || turn.step === "declareBlockers" || turn.step === "combatDamage") {
      this.state.combat = this.emptyCombat();
    }
    this.log(`Turn ${turn.number}, ${this.state.players[turn.active]!.name}'s ${turn.step} step (set-up).`);
    if (!STEP_HAS_PRIORITY(turn.step) || turn.step === "declareAttackers") {
      // No player receives priority in the untap and cleanup steps: the step happens (its turn-based actions),
      // and the game goes on to the next moment a player receives priority. The declare attackers step begins
      // with its turn-based action: the game waits for the active player to declare attackers (508.1).
      this.beginStep(turn.step);
      return;
    }
    // The active player is about to receive priority: state-based actions and state triggers first (rule 117.5).
    this.givePriority(turn.active);
  }

  /**
   * Start a game from its beginning (rule 103): each library is shuffled (unless
   * `shuffle: false`), each player draws an opening hand (no mulligans), and the first
   * player's first turn begins (without its draw, rule 103.7a).
   */
  startGame(options: { handSize?: number; shuffle?: boolean } = {}): void {
    const s = this.state;
    for (const p of s.players) {
      if (options.shuffle !== false) this.shuffleLibrary(p.id);
      for (let i = 0; i < (options.handSize ?? 7); i++) {
        const top = s.library[p.id]![0];
        if (top !== undefined) this.moveObject(s.objects[top]!, "hand");
      }
    }
    s.turn = 0;
    s.active = s.players.length - 1;
    this.log("The game begins.");
    this.beginTurn();
  }

  // =========================================================================
  // Queries

  player(id: PlayerId): PlayerView {
    const p = this.state.players[id];
    if (!p) throw new Error(`no player ${id}`);
    return Object.freeze({
      kind: "player",
      id,
      name: p.name,
      life: p.life,
      poison: p.poison,
      lost: p.lost,
      won: p.won,
      pool: formatPool(p.pool),
      handSize: this.state.hand[id]!.length,
      librarySize: this.state.library[id]!.length,
      previousTurnStart: p.previousTurnStartClock,
      spellsCastThisTurn: p.spellsCast,
      damageThisTurn: p.damageThisTurn,
      lifeLostThisTurn: p.lifeLostThisTurn ?? 0,
    });
  }

  players(): PlayerView[] {
    return this.state.players.map((p) => this.player(p.id));
  }

  object(id: ObjectId): ObjectView | undefined {
    return this.view(id);
  }

  objects(zone: ZoneName, owner?: PlayerId): ObjectView[] {
    const ids = this.zoneIds(zone, owner);
    return ids.map((id) => this.view(id)!).filter((v) => v !== undefined);
  }

  activePlayer(): PlayerId {
    return this.state.active;
  }

  step(): Step {
    return this.state.step;
  }

  turn(): number {
    return this.state.turn;
  }

  startingLife(): number {
    return this.startingLife_;
  }

  eventsOfTurn(turn: number): GameEvent[] {
    return this.history.ofTurn(turn);
  }

  blockers(attacker: ObjectId): ObjectView[] {
    return (this.state.combat?.blockers ?? []).filter((b) => b.attacker === attacker).flatMap((b) => this.view(b.id) ?? []);
  }

  defendingPlayer(attacker?: ObjectId): PlayerView | undefined {
    const a = attacker === undefined ? undefined : this.state.combat?.attackers.find((x) => x.id === attacker);
    if (a) {
      if ("player" in a.defender) return this.player(a.defender.player);
      const pw = this.view(a.defender.object);
      if (pw) return this.player(pw.controller);
    }
    const defending = this.defendingPlayers();
    return defending.length === 1 ? this.player(defending[0]!) : undefined;
  }

  turnInfo(): TurnView {
    const s = this.state;
    return {
      number: s.turn,
      active: s.active,
      step: s.step,
      priority: s.waiting === "priority" ? s.priority : null,
      waiting: s.waiting,
      blockers: s.waiting === "blockers" ? this.defendingPlayers().filter((p) => !s.blockersDeclared.includes(p)) : [],
    };
  }

  /** The stack, top first. */
  stack(): StackItemView[] {
    return [...this.state.stack].reverse().map((e) => this.stackItemView(e));
  }

  combat(): CombatView {
    const c = this.state.combat;
    if (!c) return { attackers: [], blockers: [] };
    return {
      attackers: c.attackers.map((a) => ({ attacker: a.id, defender: a.defender })),
      blockers: c.blockers.map((b) => ({ blocker: b.id, attacker: b.attacker })),
    };
  }

  /** The event log, oldest first. */
  /** The event log, oldest first: what happened, each entry with the card wording that caused it. */
  get events(): readonly LogEntry[] {
    return this.logEntries.slice(0, this.state.logLength);
  }

  /** Every object ever created, in order, with the name it had then. */
  createdObjects(): readonly { id: ObjectId; name: string }[] {
    return this.state.created;
  }

  /** Whether an object id still exists (it has not changed zones or ceased to exist). */
  exists(id: ObjectId): boolean {
    const o = this.state.objects[id];
    return o !== undefined && o.zone !== "limbo";
  }

  definitionOf(id: ObjectId): CardDefinition | undefined {
    const o = this.state.objects[id];
    return o ? this.defs.get(o.defKey) : undefined;
  }

  isOver(): boolean {
    return this.state.waiting === "gameOver";
  }

  // =========================================================================
  // Checkpoints (rule 726)

  checkpoint(): Checkpoint {
    return Object.freeze({ state: deepClone(this.state) });
  }

  /** A serialisation of the whole game state except the log: equal fingerprints mean equal games (used to check rollbacks). */
  fingerprint(): string {
    const { logLength: _log, ...rest } = this.state;
    void _log;
    return JSON.stringify(rest, (_k, v: unknown) => (typeof v === "function" ? "[fn]" : v));
  }

  rollback(cp: Checkpoint): void {
    this.state = deepClone(cp.state);
    this.logEntries.length = this.state.logLength;
    this.history.truncate(this.state.historyLength ?? 0);
    this.touch();
  }

  /**
   * Try an action and undo it whatever happens: whether it would be legal now (for a UI or an
   * AI listing legal plays). Decisions it needs are still asked of the decision maker.
   */
  probe(action: (game: Game) => void): { legal: true } | { legal: false; reason: string } {
    const cp = this.checkpoint();
    try {
      action(this);
      return { legal: true };
    } catch (e) {
      if (e instanceof IllegalActionError) return { legal: false, reason: e.message };
      throw e;
    } finally {
      this.rollback(cp);
    }
  }

  /** Run an action; on any error the game returns exactly to the state before it (rules 601.2, 602.2, 726). */
  private transact<T>(what: string, fn: () => T): T {
    const cp = this.checkpoint();
    const causes = this.causeStack.length;
    try {
      return fn();
    } catch (e) {
      this.state = cp.state;
      this.logEntries.length = this.state.logLength;
      this.causeStack.length = causes;
      this.manaChoice = null;
      this.touch();
      if (e instanceof IllegalActionError) {
        this.log(`Illegal action rejected (${what}): ${e.message}`);
      }
      throw e;
    }
  }

  // =========================================================================
  // Actions

  /** Cast a spell (rule 601). Throws IllegalActionError (after rollback) if it can't be cast. */
  cast(player: PlayerId, objectId: ObjectId, options: CastOptions = {}): ObjectView {
    return this.transact("cast", () => this.doCast(player, objectId, options));
  }

  /** Activate the `index`-th (0-based) activated ability of an object (rule 602; mana abilities rule 605). */
  activate(player: PlayerId, objectId: ObjectId, index: number, options: CastOptions = {}): void {
    this.transact("activate", () => this.doActivate(player, objectId, index, options));
  }

  /** Play a land (rule 305). */
  playLand(player: PlayerId, objectId: ObjectId, options: { face?: 0 | 1 } = {}): void {
    this.transact("play", () => this.doPlayLand(player, objectId, options.face));
  }

  /** Pass priority (rule 117.3d); when all players pass in succession the top of the stack resolves or the step ends. */
  pass(player: PlayerId): void {
    this.transact("pass", () => this.doPass(player));
  }

  declareAttackers(player: PlayerId, attackers: { attacker: ObjectId; defender: Ref }[]): void {
    this.transact("declare attackers", () => this.doDeclareAttackers(player, attackers));
  }

  declareBlockers(player: PlayerId, blockers: { blocker: ObjectId; attacker: ObjectId }[]): void {
    this.transact("declare blockers", () => this.doDeclareBlockers(player, blockers));
  }

  /**
   * The legal candidates for each target word of a spell the player could cast, or of an
   * object's `ability`-th (0-based) activated ability, with the given modes (0-based).
   */
  targetCandidates(player: PlayerId, objectId: ObjectId, options: { ability?: number; modes?: number[] } = {}): Entity[][] {
    const v = this.view(objectId);
    if (!v) return [];
    const modes = options.modes ?? [];
    const specs =
      options.ability === undefined ? this.castSpecs(v, modes) : this.specsFor(this.activatedAbilities(v)[options.ability], modes);
    return specs.map((spec) => this.targetCandidates_(spec, v, player));
  }

  /** Creatures the player must declare as attackers now ("attacks each combat if able", rule 508.1d). */
  requiredAttackers(player: PlayerId): ObjectId[] {
    return this.objects("battlefield")
      .filter((v) => v.controller === player && v.types.includes("creature") && !v.phasedOut && this.restricted(v, "mustAttack"))
      .filter((v) => !v.tapped && (!v.sick || hasKeyword(v, "haste")) && !hasKeyword(v, "defender") && !this.restricted(v, "cantAttack"))
      .map((v) => v.id);
  }

  /** Whether passing now by the player with priority would end a round of passes (the top of the stack would resolve or the step would end). */
  passWouldComplete(): boolean {
    return this.state.passes + 1 >= this.livePlayers().length;
  }

  // =========================================================================
  // Internals: objects and zones

  private touch(): void {
    this.version++;
  }

  /** Objects that left their zone (400.7), as they last were: the copiable values of "a token that's a copy of it" after it died (608.2h). */
  private readonly departed = new Map<ObjectId, ObjState>();

  private def(o: ObjState): CardDefinition {
    // a permanent that entered as a copy has the copied values (707.5); a card with two faces, the face it shows (709-716)
    const key = o.copyKey ?? o.defKey;
    const d = this.defs.get(key);
    if (!d) throw new Error(`no definition ${key}`);
    const faces = this.faceSets.get(key);
    return faces ? definitionFor(faces, o) : d;
  }

  /** Shuffle a player's library (701.20) with the game's random numbers. */
  private shuffleLibrary(player: PlayerId): void {
    const lib = this.state.library[player]!;
    for (let i = lib.length - 1; i > 0; i--) {
      const j = this.random(i + 1);
      [lib[i], lib[j]] = [lib[j]!, lib[i]!];
    }
    this.touch();
  }

  private obj(id: ObjectId): ObjState {
    const o = this.state.objects[id];
    if (!o) throw new IllegalActionError(`object ${id} no longer exists`);
    return o;
  }

  private newObject(defKey: string, owner: PlayerId, zone: InternalZone, token: boolean): ObjState {
    const s = this.state;
    const id = s.nextId++;
    const o: ObjState = {
      id,
      defKey,
      owner,
      baseController: owner,
      knownController: owner,
      zone,
      token,
      tapped: false,
      flipped: false,
      faceDown: false,
      phasedOut: false,
      counters: {},
      damage: 0,
      deathtouchDamage: false,
      timestamp: ++s.clock,
      controlSince: s.clock,
      attachedTo: null,
      chosen: {},
    };
    s.objects[id] = o;
    s.created.push({ id, name: this.defs.get(defKey)!.name });
    this.touch();
    return o;
  }

  private zoneList(zone: ZoneName, owner: PlayerId): ObjectId[] {
    const s = this.state;
    switch (zone) {
      case "library":
        return s.library[owner]!;
      case "hand":
        return s.hand[owner]!;
      case "graveyard":
        return s.graveyard[owner]!;
      case "battlefield":
        return s.battlefield;
      case "exile":
        return s.exile;
      case "command":
        return s.command;
      case "stack":
        throw new Error("the stack is not a list of ids");
    }
  }

  private zoneIds(zone: ZoneName, owner?: PlayerId): ObjectId[] {
    const s = this.state;
    if (zone === "stack") return s.stack.filter((e) => e.kind === "spell").map((e) => e.id);
    if (zone === "library" || zone === "hand" || zone === "graveyard") {
      const lists = owner === undefined ? s[zone] : [s[zone][owner]!];
      return lists.flat();
    }
    const ids = this.zoneList(zone, 0);
    return owner === undefined ? [...ids] : ids.filter((id) => s.objects[id]!.owner === owner);
  }

  private insertInZone(o: ObjState, zone: ZoneName, position: "top" | "bottom" | "random" = "top"): void {
    o.zone = zone;
    if (zone === "stack") return;
    const list = this.zoneList(zone, o.owner);
    if (zone !== "library") list.push(o.id);
    else if (position === "top") list.unshift(o.id);
    else if (position === "bottom") list.push(o.id);
    else list.splice(this.random(list.length + 1), 0, o.id);
  }

  private removeFromZone(o: ObjState): void {
    const s = this.state;
    if (o.zone === "limbo") return;
    if (o.zone === "stack") {
      s.stack = s.stack.filter((e) => !(e.kind === "spell" && e.id === o.id));
      return;
    }
    const list = this.zoneList(o.zone, o.owner);
    const i = list.indexOf(o.id);
    if (i >= 0) list.splice(i, 1);
  }

  private random(n: number): number {
    // xorshift32, deterministic per game
    let x = this.state.rng | 0 || 1;
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    this.state.rng = x;
    return Math.abs(x) % Math.max(1, n);
  }

  /** Move an object to a zone: a new object (rule 400.7). Returns the new object (same id for a token entering from nowhere). */
  private moveObject(
    o: ObjState,
    to: ZoneName,
    opts: {
      position?: "top" | "bottom" | "random";
      tapped?: boolean;
      counters?: Record<string, number>;
      controller?: PlayerId;
      chosen?: Record<string, string | number>;
      paidCosts?: string[];
      attachTo?: ObjectId;
      faceDown?: boolean;
      bestowed?: boolean;
      copyKey?: string;
      face?: 0 | 1;
    } = {},
  ): ObjState {
    const s = this.state;
    const from = o.zone;
    this.removeFromZone(o);
    if (from === "battlefield") this.leaveBattlefieldCleanup(o.id);
    let n: ObjState;
    if (from === "limbo") {
      n = o;
    } else {
      delete s.objects[o.id];
      // What it was, for copies of it as it last existed (608.2h, 707.2)
      this.departed.set(o.id, { ...o });
      // Effects locked to objects that no longer exist end (rule 611.2c, 400.7).
      s.effects = s.effects.filter((e) => e.objects.some((id) => id in s.objects));
      n = this.newObject(o.defKey, o.owner, to, o.token);
      // A copy of a permanent spell becomes a token as it resolves (rule 111.1); elsewhere it stays a copy, which ceases to exist (704.5e).
      if (o.copy && to === "battlefield") n.token = true;
      else if (o.copy) n.copy = true;
      // Rename in the record of created objects: tokens keep their name, cards too.
    }
    n.zone = to;
    // the face in use goes to the stack with the card cast, and from there (or as a land is played) to the battlefield (712.9, 712.8)
    const face = opts.face ?? (to === "stack" || to === "battlefield" ? o.face : undefined);
    if (face !== undefined) n.face = face;
    n.timestamp = ++s.clock;
    n.controlSince = s.clock;
    if (to === "battlefield") {
      n.baseController = opts.controller ?? o.owner;
      n.knownController = n.baseController;
      n.tapped = opts.tapped ?? false;
      n.counters = { ...(opts.counters ?? {}) };
      n.chosen = { ...(opts.chosen ?? {}) };
      n.attachedTo = opts.attachTo ?? null;
      if (opts.paidCosts?.length) n.paidCosts = [...opts.paidCosts];
      // A face-down spell resolves into a face-down permanent (708.4); a face-down permanent has no loyalty or Saga chapters.
      if (opts.faceDown) n.faceDown = true;
      if (opts.bestowed && n.attachedTo !== null) n.bestowed = true;
      // Entering as a copy (707.5): it has the copied values as it enters, not after.
      if (opts.copyKey !== undefined) n.copyKey = opts.copyKey;
      const d = this.def(n);
      if (!n.faceDown && d.types.includes("planeswalker") && d.loyalty !== null && n.counters.loyalty === undefined) n.counters.loyalty = d.loyalty;
      // Rule 714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it.
      if (!n.faceDown && d.subtypes.includes("Saga")) n.counters.lore = (n.counters.lore ?? 0) + 1;
    } else {
      n.baseController = n.owner;
      n.knownController = n.owner;
      // "Exile … face down" (406.3): a face-down card in exile; a face-down spell (708.4).
      if ((to === "exile" || to === "stack") && opts.faceDown) n.faceDown = true;
    }
    this.insertInZone(n, to, opts.position);
    this.touch();
    return n;
  }

  private leaveBattlefieldCleanup(id: ObjectId): void {
    const s = this.state;
    if (s.combat) {
      s.combat.attackers = s.combat.attackers.filter((a) => a.id !== id);
      s.combat.blockers = s.combat.blockers.filter((b) => b.id !== id && b.attacker !== id);
    }
    s.shields = s.shields.filter((sh) => !("object" in sh.target && sh.target.object === id));
    s.effects = s.effects.filter((e) => !(e.duration === "untilSourceLeaves" && e.sourceId === id));
    s.replacements = s.replacements.filter((r) => !(r.duration === "untilSourceLeaves" && r.source.id === id));
  }

  // =========================================================================
  // Characteristics and layers (rule 613)

  private computeAll(): Computed {
    if (this.computing) return this.computing;
    if (this.cache && this.cache.version === this.version) return this.cache.computed;
    const s = this.state;
    const ids = Object.keys(s.objects).map(Number);
    const base = new Map<ObjectId, MutableCharacteristics>();
    for (const id of ids) base.set(id, this.baseChars(s.objects[id]!));

    let statics = this.collectStatics(base);
    let result: Computed = { chars: base, views: new Map() };
    for (let iteration = 0; iteration < 4; iteration++) {
      result = this.applyLayers(base, statics);
      const next = this.collectStatics(result.chars);
      const same =
        next.length === statics.length && next.every((x, i) => x.ability === statics[i]!.ability && x.sourceId === statics[i]!.sourceId);
      if (same) break;
      statics = next;
    }
    this.cache = { version: this.version, computed: result };
    return result;
  }

  private baseChars(o: ObjState): MutableCharacteristics {
    const d = this.def(o);
    if (o.faceDown) {
      // A face-down permanent or spell is a 2/2 creature (708.2a, 708.4) with only the abilities its face-down status
      // gives it (disguise's ward, the special action of turning it face up); a card exiled face down has no characteristics (406.3).
      const permanent = o.zone === "battlefield" || o.zone === "stack";
      return {
        name: "",
        manaCost: null,
        colors: [],
        supertypes: [],
        types: permanent ? ["creature"] : [],
        subtypes: [],
        power: permanent ? 2 : null,
        toughness: permanent ? 2 : null,
        loyalty: null,
        abilities: o.zone === "battlefield" ? d.abilities.filter(isFaceDownAbility) : [],
        controller: o.baseController,
      };
    }
    const abilities: AbilityDefinition[] = d.abilities.filter((a) => !isFaceDownAbility(a));
    for (const st of d.subtypes) {
      const ab = d.types.includes("land") ? intrinsicManaAbility(st) : undefined;
      if (ab) abilities.push(ab);
    }
    if (o.bestowed) {
      // 702.103b: bestowed, it is an Aura enchantment with enchant creature, not a creature (and so without creature subtypes, 205.1b)
      const bestow = (d.costs ?? []).find((c) => c.bestow);
      abilities.push({ kind: "enchant", source: bestow?.source ?? { text: "Bestow", span: [0, 0] }, target: { text: "creature", object: { types: ["creature"] } } });
      return {
        name: d.name,
        manaCost: d.manaCost,
        colors: [...d.colors],
        supertypes: [...d.supertypes],
        types: d.types.filter((t) => t !== "creature"),
        subtypes: ["Aura"],
        power: null,
        toughness: null,
        loyalty: d.loyalty,
        abilities,
        controller: o.baseController,
      };
    }
    return { ...printedValues(d), abilities, controller: o.baseController };
  }

  private collectStatics(chars: Map<ObjectId, MutableCharacteristics>): StaticInstance[] {
    const out: StaticInstance[] = [];
    for (const [id, c] of chars) {
      const o = this.state.objects[id]!;
      if (o.zone === "limbo" || o.phasedOut) continue;
      for (const ab of c.abilities) {
        if (ab.kind !== "static") continue;
        if (!ab.cda && (ab.zone ?? "battlefield") !== o.zone) continue;
        out.push({ ability: ab, sourceId: id, timestamp: o.timestamp });
      }
    }
    return out;
  }

  private applyLayers(base: Map<ObjectId, MutableCharacteristics>, statics: StaticInstance[]): Computed {
    const chars = new Map<ObjectId, MutableCharacteristics>();
    for (const [id, c] of base)
      chars.set(id, {
        ...c,
        colors: [...c.colors],
        supertypes: [...c.supertypes],
        types: [...c.types],
        subtypes: [...c.subtypes],
        abilities: [...c.abilities],
      });
    const computed: Computed = { chars, views: new Map() };
    const previous = this.computing;
    this.computing = computed;
    try {
      for (const layer of LAYERS) {
        type Entry = { cda: boolean; timestamp: number; run: () => void };
        const entries: Entry[] = [];
        for (const st of statics) {
          if (st.ability.layer !== layer) continue;
          entries.push({
            cda: st.ability.cda ?? false,
            timestamp: st.timestamp,
            run: () => {
              const srcView = this.viewFrom(st.sourceId, computed);
              if (!srcView) return;
              const ctx = this.abilityContext(srcView, srcView.controller);
              if (st.ability.condition && !st.ability.condition(ctx)) return;
              if (st.ability.cda) {
                st.ability.apply(chars.get(st.sourceId)!, ctx);
                computed.views.delete(st.sourceId);
                return;
              }
              const affected: ObjectId[] = [];
              for (const id of chars.keys()) {
                const v = this.viewFrom(id, computed);
                if (v && matchesFilter(v, st.ability.affected, ctx)) affected.push(id);
              }
              for (const id of affected) {
                st.ability.apply(chars.get(id)!, ctx);
                computed.views.delete(id);
              }
            },
          });
        }
        for (const e of this.state.effects) {
          if (e.layer !== layer) continue;
          entries.push({
            cda: false,
            timestamp: e.timestamp,
            run: () => {
              for (const id of e.objects) {
                const c = chars.get(id);
                if (!c) continue;
                e.apply(c);
                computed.views.delete(id);
              }
            },
          });
        }
        entries.sort((a, b) => (a.cda === b.cda ? a.timestamp - b.timestamp : a.cda ? -1 : 1));
        for (const e of entries) e.run();
        if (layer === "4") {
          // Intrinsic mana abilities follow the land types the objects have now (305.6, 205.1a)
          for (const [id, c] of chars) {
            const abilities = withIntrinsicManaAbilities(c.abilities, c.types, c.subtypes);
            if (abilities !== c.abilities) {
              c.abilities = abilities;
              computed.views.delete(id);
            }
          }
        }
        if (layer === "7c") {
          // Counters (rule 613.4c).
          for (const [id, c] of chars) {
            const o = this.state.objects[id]!;
            if (o.zone !== "battlefield" || c.power === null || c.toughness === null) continue;
            const plus = o.counters["+1/+1"] ?? 0;
            const minus = o.counters["-1/-1"] ?? 0;
            if (plus || minus) {
              c.power += plus - minus;
              c.toughness += plus - minus;
              computed.views.delete(id);
            }
          }
        }
      }
      for (const [id, c] of chars) {
        const o = this.state.objects[id]!;
        if (o.zone === "battlefield" && c.types.includes("planeswalker")) c.loyalty = o.counters.loyalty ?? 0;
      }
      computed.views.clear();
    } finally {
      this.computing = previous;
    }
    return computed;
  }

  private viewFrom(id: ObjectId, computed: Computed): ObjectView | undefined {
    const cached = computed.views.get(id);
    if (cached) return cached;
    const o = this.state.objects[id];
    const c = computed.chars.get(id);
    if (!o || !c || o.zone === "limbo") return undefined;
    const s = this.state;
    const controller = c.controller;
    const ctrl = s.players[controller]!;
    const spellEntry = o.zone === "stack" ? (s.stack.find((e) => e.kind === "spell" && e.id === id) as SpellEntry | undefined) : undefined;
    let mv = 0;
    // 712.4d: a transformed permanent's mana value is its front face's
    const transformed = o.face === 1 && !o.copy ? this.faceSets.get(o.defKey) : undefined;
    const printedCost = c.manaCost ?? (transformed?.layout === "transform" ? transformed.faces[0].manaCost : null);
    if (printedCost) {
      const cost = parseManaCost(printedCost);
      mv = manaValue(cost, spellEntry ? spellEntry.x : 0);
    }
    const v: ObjectView = {
      kind: "object",
      id,
      zone: o.zone,
      owner: o.owner,
      controller: o.zone === "stack" && spellEntry ? spellEntry.controller : controller,
      token: o.token,
      tapped: o.tapped,
      flipped: o.flipped,
      faceDown: o.faceDown,
      phasedOut: o.phasedOut,
      counters: Object.freeze({ ...o.counters }),
      damage: o.damage,
      sick: o.zone === "battlefield" && (controller !== o.knownController || o.controlSince > ctrl.turnStartClock),
      attacking: !!s.combat?.attackers.some((a) => a.id === id),
      blocking: !!s.combat?.blockers.some((b) => b.id === id),
      attachedTo: o.attachedTo,
      chosen: Object.freeze({ ...o.chosen }),
      timestamp: o.timestamp,
      manaValue: mv,
      controlSince: o.controlSince,
      copy: !!o.copy,
      paidCosts: Object.freeze([...(o.paidCosts ?? [])]) as string[],
      name: c.name,
      manaCost: c.manaCost,
      colors: Object.freeze([...c.colors]) as Color[],
      supertypes: Object.freeze([...c.supertypes]) as string[],
      types: Object.freeze([...c.types]) as string[],
      subtypes: Object.freeze([...c.subtypes]) as string[],
      power: c.power,
      toughness: c.toughness,
      loyalty: c.loyalty,
      abilities: Object.freeze([...c.abilities]) as AbilityDefinition[],
    };
    // (not a spread in the literal above: that would take V8's slow path for every view; few objects have a face chosen)
    if (o.face !== undefined) (v as { face?: 0 | 1 }).face = o.face;
    Object.freeze(v);
    computed.views.set(id, v);
    return v;
  }

  private view(id: ObjectId): ObjectView | undefined {
    return this.viewFrom(id, this.computeAll());
  }

  private mustView(id: ObjectId): ObjectView {
    const v = this.view(id);
    if (!v) throw new Error(`object ${id} has no view`);
    return v;
  }

  /** The object as it would exist in another zone under a controller (rule 614.12). */
  private hypotheticalView(o: ObjState, zone: ZoneName, controller: PlayerId, copyKey?: string): ObjectView {
    const saved = { zone: o.zone, baseController: o.baseController, knownController: o.knownController, copyKey: o.copyKey };
    o.zone = zone;
    o.baseController = controller;
    o.knownController = controller;
    if (copyKey !== undefined) o.copyKey = copyKey;
    this.touch();
    try {
      return this.mustView(o.id);
    } finally {
      Object.assign(o, saved);
      if (saved.copyKey === undefined) delete o.copyKey;
      this.touch();
    }
  }

  /**
   * The copiable values of an object (707.2): the values printed on it, as modified by other copy effects (707.3: a
   * permanent that is itself a copy gives what it copied) and by its face-down status (708.2a: a face-down permanent's are
   * those of a 2/2 creature with no name, types, abilities or mana cost); the copy effect's own exceptions (707.9) are
   * applied to them, and become copiable values of the copy. A characteristic an exception changes is no longer defined
   * by the original's characteristic-defining abilities (707.9d: power and toughness, colors). Returns the key of the
   * definition registered for them.
   */
  private copyDefinition(o: ObjState, except?: (values: CopiableValues) => void): string {
    const d = this.def(o);
    const faceDown = o.faceDown && (o.zone === "battlefield" || o.zone === "stack");
    const values: CopiableValues = faceDown
      ? { name: "", manaCost: null, colors: [], supertypes: [], types: ["creature"], subtypes: [], power: 2, toughness: 2, loyalty: null, abilities: [] }
      : { ...printedValues(d), abilities: d.abilities.filter((a) => !isFaceDownAbility(a)) };
    const before = { power: values.power, toughness: values.toughness, colors: values.colors.join() };
    if (except) {
      except(values);
      const dropLayer = (layer: string) => (values.abilities = values.abilities.filter((a) => !(a.kind === "static" && a.cda && a.layer === layer)));
      if (values.power !== before.power || values.toughness !== before.toughness) dropLayer("7a");
      if (values.colors.join() !== before.colors) dropLayer("5");
    }
    // only the face it shows is copied (707.8): the copy has one face
    const { layout: _layout, otherFace: _other, ...oneFace } = d;
    void _layout;
    void _other;
    const def: CardDefinition = { ...(faceDown ? {} : oneFace), ...values, text: faceDown ? "" : d.text };
    if (faceDown) delete (def as { costs?: unknown }).costs;
    return this.registerCard(def);
  }

  // =========================================================================
  // Contexts

  private abilityContext(self: ObjectView, controller: PlayerId, event?: GameEvent, x?: number): AbilityContext {
    const game = this as GameQuery;
    const ctx: AbilityContext = {
      game,
      self,
      you: this.player(controller),
      opponents: this.livePlayers()
        .filter((p) => p !== controller)
        .map((p) => this.player(p)),
      event,
      matches: (object, filter) => matchesFilter(object, filter, ctx),
      find: (filter) => this.findObjects(filter, ctx),
      isSelf: (object) => object !== undefined && object.id === self.id,
    };
    // (set after the literal: a conditional spread in it would take V8's slow path for every context)
    if (x !== undefined) (ctx as { x?: number }).x = x;
    return ctx;
  }

  private findObjects(filter: ObjectFilter, ctx: AbilityContext): ObjectView[] {
    const out: ObjectView[] = [];
    for (const zone of filterZones(filter)) {
      for (const v of this.objects(zone)) if (matchesFilter(v, filter, ctx)) out.push(v);
    }
    return out;
  }

  private livePlayers(): PlayerId[] {
    return this.state.players.filter((p) => !p.lost).map((p) => p.id);
  }

  /** Players in APNAP order (rule 101.4), starting with the active player. */
  private apnap(): PlayerId[] {
    const n = this.state.players.length;
    const out: PlayerId[] = [];
    for (let i = 0; i < n; i++) {
      const p = (this.state.active + i) % n;
      if (!this.state.players[p]!.lost) out.push(p);
    }
    return out;
  }

  private nextPlayer(p: PlayerId): PlayerId {
    const n = this.state.players.length;
    for (let i = 1; i <= n; i++) {
      const q = (p + i) % n;
      if (!this.state.players[q]!.lost) return q;
    }
    return p;
  }

  // =========================================================================
  // Logging

  private log(text: string, player?: PlayerId): void {
    const s = this.state;
    const cause = this.causeStack[this.causeStack.length - 1];
    this.logEntries.length = s.logLength;
    const entry: LogEntry = { seq: s.logLength + 1, turn: s.turn, step: s.step, text };
    if (player !== undefined) entry.player = player;
    if (cause) entry.cause = { card: cause.card, text: cause.text.text, span: cause.text.span };
    this.logEntries.push(entry);
    s.logLength = this.logEntries.length;
  }

  private withCause<T>(card: string, text: SourceText, fn: () => T): T {
    this.causeStack.push({ card, text });
    try {
      return fn();
    } finally {
      this.causeStack.pop();
    }
  }

  private pname(p: PlayerId): string {
    return this.state.players[p]!.name;
  }

  private describe(e: Entity | Ref): string {
    if ("kind" in e) return e.kind === "player" ? e.name : e.name || "a face-down permanent";
    if ("player" in e) return this.pname(e.player);
    const v = this.view(e.object);
    return v ? v.name : `object ${e.object}`;
  }

  // =========================================================================
  // Priority and timing

  private requirePriority(player: PlayerId): void {
    const s = this.state;
    if (s.waiting === "gameOver") throw new IllegalActionError("the game is over");
    if (s.waiting === "attackers") throw new IllegalActionError(`${this.pname(s.active)} must declare attackers first`);
    if (s.waiting === "blockers") throw new IllegalActionError("blockers must be declared first");
    if (s.priority !== player) {
      throw new IllegalActionError(
        `${this.pname(player)} does not have priority (${s.priority === null ? "nobody" : this.pname(s.priority)} has)`,
      );
    }
  }

  private sorceryTiming(player: PlayerId): string | null {
    const s = this.state;
    if (s.active !== player) return "it is not their turn";
    if (!MAIN_STEPS.includes(s.step)) return "it is not a main phase";
    if (s.stack.length > 0) return "the stack is not empty";
    return null;
  }

  /** After an action by a player: they receive priority again (rule 117.3c). */
  private afterAction(player: PlayerId): void {
    this.state.passes = 0;
    this.givePriority(player);
  }

  private givePriority(player: PlayerId): void {
    this.stabilize();
    if (this.state.waiting === "gameOver") return;
    this.state.priority = this.state.players[player]!.lost ? this.nextPlayer(player) : player;
    this.state.waiting = "priority";
  }

  private doPass(player: PlayerId): void {
    this.requirePriority(player);
    const s = this.state;
    this.log(`${this.pname(player)} passes.`, player);
    s.passes++;
    if (s.passes < this.livePlayers().length) {
      s.priority = this.nextPlayer(player);
      this.givePriority(s.priority);
      return;
    }
    s.passes = 0;
    if (s.stack.length > 0) {
      this.resolveTop();
      if (this.state.waiting !== "gameOver") this.givePriority(this.state.active);
    } else {
      this.endStep();
    }
  }

  // =========================================================================
  // Casting spells (rule 601)

  private spellAbility(v: ObjectView) {
    return v.abilities.find((a) => a.kind === "spell");
  }

  /**
   * Rule 601. `resolving`: an effect tells the player to cast the card while a spell or ability resolves ("you may cast
   * that card", cascade, suspend, madness): no priority is needed or given afterwards, the effect is the permission to
   * cast it from its zone at this time, and `withoutPaying` is the alternative cost of 118.9 (X is 0, rule 107.3b).
   */
  private doCast(player: PlayerId, objectId: ObjectId, options: CastOptions, resolving?: { withoutPaying: boolean; as?: string }): ObjectView {
    if (!resolving) this.requirePriority(player);
    const o = this.obj(objectId);
    const from = options.from ?? "hand";
    let v = this.mustView(objectId);
    if (o.zone !== from) throw new IllegalActionError(`${v.name} is not in ${from === "hand" ? "a hand" : `the ${from}`}`);
    if (!resolving && from !== "battlefield" && from !== "exile" && from !== "command" && o.owner !== player)
      throw new IllegalActionError(`${v.name} is not in ${this.pname(player)}'s hand`);
    v = this.chooseFace(o, options.face, player, v, false, resolving !== undefined) ?? v;
    const def = this.def(o);
    // 702.37c, 708.4: cast face down (morph, disguise) as a 2/2 creature card with no name, text, subtypes or mana cost
    const faceDown = options.alternative !== undefined && (def.costs ?? []).some((c) => c.type === "alternative" && c.name === options.alternative && c.faceDown);
    const bestowed = options.alternative !== undefined && (def.costs ?? []).some((c) => c.type === "alternative" && c.name === options.alternative && c.bestow);
    if (v.types.includes("land") && !faceDown) throw new IllegalActionError(`${v.name} is a land: lands are played, not cast`);
    // "Cast this spell only during combat" (601.3): whatever permits casting it, only then
    if (!faceDown)
      for (const a of def.abilities)
        if (a.kind === "castRestriction" && !a.allowed(this.abilityContext(v, player))) throw new IllegalActionError(`${v.name} can't be cast now ("${a.source.text}", rule 601.3)`);

    // 601.2b: alternative and additional costs announced.
    let alternative: OptionalCost | undefined;
    if (options.alternative) {
      alternative = (def.costs ?? []).find((c) => c.type === "alternative" && c.name === options.alternative);
      if (!alternative) throw new IllegalActionError(`${v.name} has no alternative cost "${options.alternative}"`);
      if (alternative.condition && !alternative.condition(this.abilityContext(v, player)))
        throw new IllegalActionError(`${def.name}'s ${alternative.name} cost can't be paid now ("${alternative.source.text}")`);
    }
    const additional: OptionalCost[] = (def.costs ?? []).filter((c) => c.type === "additional" && c.mandatory);
    for (const name of options.additional ?? []) {
      const c = (def.costs ?? []).find((x) => x.type === "additional" && x.name === name && !x.mandatory);
      if (!c) throw new IllegalActionError(`${v.name} has no optional additional cost "${name}"`);
      additional.push(c);
    }
    if (alternative?.foretold) {
      // 702.143a: a foretold card, cast after the turn it was foretold has ended; it is turned face up as it is cast
      if (o.zone !== "exile" || o.foretoldTurn === undefined) throw new IllegalActionError(`${def.name} is not a foretold card`);
      if (o.foretoldTurn >= this.state.turn) throw new IllegalActionError(`${def.name} was foretold this turn: it can be cast for its foretell cost only after this turn has ended`);
      if (o.faceDown) {
        o.faceDown = false;
        this.touch();
        v = this.mustView(objectId);
      }
    }
    if (alternative?.plotted) {
      // plot (702.170): a plotted card, cast without paying its mana cost on a later turn, as a sorcery
      if (o.zone !== "exile" || o.plottedTurn === undefined) throw new IllegalActionError(`${def.name} is not a plotted card`);
      if (o.plottedTurn >= this.state.turn) throw new IllegalActionError(`${def.name} was plotted this turn: it can be cast only on a later turn`);
    }
    // an additional cost that lets the card be cast from a zone (retrace) is announced only when casting it from there
    const wrongZone = additional.find((a) => a.from !== undefined && a.from !== from);
    if (wrongZone) throw new IllegalActionError(`${def.name}: its ${wrongZone.name} cost is paid only to cast it from the ${wrongZone.from}`);
    // 601.3: from another zone, only with an alternative cost that allows it, an additional cost that does (retrace), or an effect that lets this player cast it
    if (
      !resolving &&
      from !== "hand" &&
      (!alternative || (alternative.from ?? "hand") !== from) &&
      !additional.some((a) => a.from === from) &&
      !this.mayPlayFrom(player, o.id, false) &&
      !(o.owner === player && this.permitted(player, v, "playFrom").length)
    ) {
      throw new IllegalActionError(`${v.name} can't be cast from the ${from}`);
    }
    if (resolving?.withoutPaying && alternative) throw new IllegalActionError(`${v.name}: only one alternative cost can be applied (118.9a)`);
    // a face-down creature card has no flash (702.37c: effects apply to it as it is face down)
    if (!resolving && (faceDown || alternative?.plotted || (!v.types.includes("instant") && !hasKeyword(v, "flash") && !this.castsAsThoughFlash(player, v)))) {
      const why = this.sorceryTiming(player);
      if (why) throw new IllegalActionError(`${v.name} can't be cast now: ${why}`);
    }
    const enchant = v.abilities.find((a) => a.kind === "enchant");
    if (!faceDown && v.subtypes.includes("Aura") && !enchant) throw new NotImplementedError(`${v.name} is an Aura without an "enchant" ability`);

    this.checkSplitSecond(v.name);
    // 601.2a: the card moves to the stack and becomes a spell.
    this.log(`${this.pname(player)} casts ${faceDown ? `${v.name} face down (${options.alternative})` : v.name}.`, player);
    const n = faceDown ? this.moveObject(o, "stack", { faceDown: true }) : this.moveObject(o, "stack");
    // 702.103b: a bestowed spell is an Aura spell with enchant creature (it targets a creature, 303.4a)
    if (bestowed) n.bestowed = true;
    const entry: SpellEntry = {
      kind: "spell",
      id: n.id,
      controller: player,
      targets: [],
      x: 0,
      modes: [],
      paidCosts: [...(alternative ? [alternative.name] : []), ...additional.filter((a) => !a.mandatory).map((a) => a.name), ...(resolving?.as ? [resolving.as] : [])],
      castFrom: from,
    };
    this.state.stack.push(entry);
    this.touch();
    const spellView = this.mustView(n.id);
    const sa = this.spellAbility(spellView);

    // 601.2b: modes, X.
    const baseCost = parseManaCost(resolving?.withoutPaying ? "" : ((alternative ? this.manaOf(alternative.cost) : null) ?? def.manaCost ?? ""));
    const modes = sa?.kind === "spell" ? sa.modes : undefined;
    const entwine = additional.find((a) => a.allModes);
    if (entwine && !modes) throw new IllegalActionError(`${v.name} is not modal: its ${entwine.name} cost can't be paid`);
    // 702.42a: entwined, all its modes are chosen
    entry.modes = this.chooseModes(player, spellView, entwine && modes ? { ...modes, choose: modes.options.length } : modes, options.modes ?? (entwine && modes ? modes.options.map((_, i) => i) : undefined));
    if (baseCost.x > 0) entry.x = this.chooseX(player, spellView, options.x);
    else if (options.x !== undefined) throw new IllegalActionError(`${v.name} has no X in its cost`);

    // 601.2c: targets (an Aura spell targets what it can enchant, rule 303.4a).
    const specs = this.castSpecs(spellView, entry.modes);
    entry.targets = this.chooseTargets(player, spellView, specs, options.targets, sa?.source.text ?? v.name, undefined, entry.x);
    const division = this.announceDivision(player, spellView, specs, entry.targets, entry.x, options.divide);
    if (division) entry.division = division;
    this.touch();

    // 601.2f: total cost.
    let total = baseCost;
    const otherCosts: CostPart[] = alternative ? alternative.cost.filter((c) => c.kind !== "mana") : [];
    for (const a of additional) {
      const m = this.manaOf(a.cost);
      if (m) total = addCosts(total, parseManaCost(m));
      otherCosts.push(...a.cost.filter((c) => c.kind !== "mana"));
    }
    total = this.applyCostModifiers(total, this.mustView(n.id), entry.x);

    // 601.2g-h: mana abilities, then payment.
    const paidWith = this.payCosts(player, otherCosts, n.id, total, entry.x, v.name);
    if (paidWith.length > 0) entry.costObjects = paidWith;

    // 601.2i: the spell becomes cast.
    this.log(
      `${v.name} is cast${
        entry.targets.flat().length
          ? ` targeting ${entry.targets
              .flat()
              .map((t) => this.describe(t))
              .join(", ")}`
          : ""
      }.`,
      player,
    );
    const spellsCastBefore = this.state.players.reduce((sum, q) => sum + q.spellsCast, 0);
    this.state.players[player]!.spellsCast++;
    this.perform([
      {
        kind: "cast",
        spell: this.mustView(n.id),
        player: this.player(player),
        spellsCastBefore,
        targets: entry.targets.flat().flatMap((t) => {
          const e = "player" in t ? this.player(t.player) : this.view(t.object);
          return e ? [e] : [];
        }),
      },
      ...this.targetedEvents(n.id, this.mustView(n.id), player, entry.targets),
    ]);
    if (!resolving) this.afterAction(player);
    return this.view(n.id) ?? spellView;
  }

  /**
   * Cast a card while a spell or ability resolves (an effect's instruction or permission, 601.2): if it can't be cast
   * (no legal targets, an unpayable cost …), the game returns to the moment before (726) and the card stays where it is.
   */
  private castDuringResolution(player: PlayerId, objectId: ObjectId, options: { withoutPaying?: boolean; alternative?: string; as?: string }): ObjectView | undefined {
    const v = this.view(objectId);
    if (!v || v.types.includes("land") || v.zone === "stack" || v.zone === "battlefield") return undefined;
    const cp = this.checkpoint();
    const causes = this.causeStack.length;
    try {
      return this.doCast(player, objectId, { from: v.zone, ...(options.alternative ? { alternative: options.alternative } : {}), ...this.faceCastByEffect(player, v) }, { withoutPaying: options.withoutPaying === true, ...(options.as ? { as: options.as } : {}) });
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      this.state = cp.state;
      this.logEntries.length = this.state.logLength;
      this.causeStack.length = causes;
      this.manaChoice = null;
      this.touch();
      this.log(`${v.name} can't be cast: ${e.message}`, player);
      return undefined;
    }
  }

  private manaOf(parts: CostPart[]): string | null {
    const m = parts.filter((p) => p.kind === "mana").map((p) => (p as { mana: string }).mana);
    return m.length ? m.join("") : null;
  }

  private chooseModes(player: PlayerId, source: ObjectView, modes: ModeSet | undefined, given: number[] | undefined): number[] {
    if (!modes) {
      if (given && given.length) throw new IllegalActionError(`${source.name} is not modal`);
      return [];
    }
    const { min, max } = typeof modes.choose === "number" ? { min: modes.choose, max: modes.choose } : modes.choose;
    let chosen = given;
    if (!chosen) {
      const answer = this.decisions.choose({
        kind: "choose",
        player,
        prompt: `${this.pname(player)}: choose ${min === max ? min : `${min} to ${max}`} mode(s) of ${source.name}`,
        what: "mode",
        source,
        options: modes.options.map((_, i) => i + 1),
        min,
        max,
      });
      chosen = answer.map((a) => Number(a) - 1);
    }
    if (chosen.length < min || chosen.length > max)
      throw new IllegalActionError(`${source.name}: choose ${min === max ? min : `${min} to ${max}`} mode(s)`);
    for (const m of chosen)
      if (!Number.isInteger(m) || m < 0 || m >= modes.options.length) throw new IllegalActionError(`${source.name} has no mode ${m + 1}`);
    if (new Set(chosen).size !== chosen.length) throw new IllegalActionError(`${source.name}: a mode can be chosen only once`);
    return [...chosen].sort((a, b) => a - b);
  }

  private chooseX(player: PlayerId, source: ObjectView, given: number | undefined): number {
    let x = given;
    if (x === undefined) {
      const a = this.decisions.choose({
        kind: "choose",
        player,
        prompt: `${this.pname(player)}: choose X for ${source.name}`,
        what: "number",
        source,
        min: 1,
        max: 1,
      });
      x = Number(a[0]);
    }
    if (!Number.isInteger(x) || x < 0) throw new IllegalActionError(`X must be a whole number, not ${x}`);
    return x;
  }

  /** The target words of a spell: its spell ability's, or an Aura's enchant ability's. */
  private castSpecs(v: ObjectView, modes: number[]): TargetSpec[] {
    const enchant = v.abilities.find((a) => a.kind === "enchant");
    if (enchant && v.subtypes.includes("Aura")) return [enchant.target];
    const sa = this.spellAbility(v);
    return this.specsFor(sa?.kind === "spell" ? sa : undefined, modes);
  }

  /** Whether an Aura or Equipment can be attached to an object (rules 301.5c, 303.4). */
  private canAttach(a: ObjectView, host: ObjectView): boolean {
    if (this.protectedFrom(host, a)) return false;
    const enchant = a.abilities.find((x) => x.kind === "enchant");
    const ctx = this.abilityContext(a, a.controller);
    if (a.subtypes.includes("Aura"))
      return !!enchant && !!enchant.target.object && matchesFilter(host, { ...enchant.target.object, zone: host.zone }, ctx);
    if (a.subtypes.includes("Equipment")) return host.types.includes("creature");
    return false;
  }

  private specsFor(ab: { targets?: TargetSpec[]; modes?: ModeSet } | undefined, modes: number[]): TargetSpec[] {
    if (!ab) return [];
    const specs: TargetSpec[] = [];
    if (ab.modes) for (const m of modes) specs.push(...(ab.modes.options[m]!.targets ?? []));
    specs.push(...(ab.targets ?? []));
    return specs;
  }

  /** Candidates for a target word (rule 115): matching, and targetable by this player (hexproof, shroud). */
  /** `event`: a triggered ability's trigger event, which its target words may refer to ("target artifact that player controls"). */
  private targetCandidates_(spec: TargetSpec, source: ObjectView, controller: PlayerId, event?: GameEvent, x?: number): Entity[] {
    const ctx = this.abilityContext(source, controller, event, x);
    const out: Entity[] = [];
    if (spec.player) {
      for (const p of this.livePlayers()) {
        if (spec.player === true || spec.player === "any" || (spec.player === "you") === (p === controller)) out.push(this.player(p));
      }
    }
    if (spec.object) {
      for (const v of this.findObjects(spec.object, ctx)) {
        if (v.zone === "stack" && v.id === source.id) continue; // a spell can't target itself (115.5)
        if (this.targetable(v, controller, source)) out.push(v);
      }
    }
    return out;
  }

  /** Whether `v` has protection from `source` (rule 702.16). */
  private protectedFrom(v: ObjectView, source: ObjectView | undefined): boolean {
    if (!source) return false;
    const ctx = this.abilityContext(v, v.controller);
    return v.abilities.some(
      (a) =>
        a.kind === "protection" && matchesFilter(source, typeof a.from === "function" ? a.from : { ...a.from, zone: source.zone }, ctx),
    );
  }

  private targetable(v: ObjectView, by: PlayerId, source?: ObjectView): boolean {
    if (v.zone !== "battlefield") return true;
    if (this.protectedFrom(v, source)) return false;
    if (hasKeyword(v, "shroud")) return false;
    if (hasKeyword(v, "hexproof") && v.controller !== by) return false;
    return true;
  }

  /** The permissions of permanents (`card`: and the card's own about itself) that apply to `player` (and to `card`, if given). */
  private permitted(player: PlayerId, card: ObjectView | undefined, permission: CastPermissionAbility["permission"]): CastPermissionAbility[] {
    const out: CastPermissionAbility[] = [];
    const sources: [ObjectView, boolean][] = [...this.objects("battlefield").map((src): [ObjectView, boolean] => [src, false]), ...(card ? [[card, true] as [ObjectView, boolean]] : [])];
    for (const [src, own] of sources) {
      for (const a of src.abilities) {
        if (a.kind !== "castPermission" || a.permission !== permission) continue;
        if (own ? typeof a.spells !== "function" : (a.zone ?? "battlefield") !== "battlefield") continue;
        const ctx = this.abilityContext(src, own ? player : src.controller);
        if ((a.players ?? "you") === "you" && ctx.you.id !== player) continue;
        if (a.condition && !a.condition(ctx)) continue;
        if (card && !matchesFilter(card, typeof a.spells === "function" ? a.spells : { zone: card.zone, ...a.spells }, ctx)) continue;
        out.push(a);
      }
    }
    return out;
  }

  /** 601.3, 702.8a: a permission lets `player` cast this card as though it had flash (its own, or a permanent's). */
  private castsAsThoughFlash(player: PlayerId, card: ObjectView): boolean {
    return this.permitted(player, card, "asThoughFlash").length > 0;
  }

  /** 601.2d: the division of each divided amount among its target word's targets, announced once they are chosen (src/runtime/divide.ts). */
  private announceDivision(player: PlayerId, source: ObjectView, specs: TargetSpec[], targets: Ref[][], x: number, given: number[] | undefined, trigger = false): number[][] | undefined | null {
    if (!specs.some((sp) => sp.divided)) return undefined;
    if (trigger && specs.some((sp, i) => sp.divided && (targets[i] ?? []).length > sp.divided(this.abilityContext(source, player), x))) return null;
    if (given && specs.filter((sp) => sp.divided).length > 1) throw new IllegalActionError(`${source.name}: divide names one division, but ${specs.filter((sp) => sp.divided).length} amounts are divided`);
    return specs.map((spec, i) => {
      if (!spec.divided) return [];
      const total = spec.divided(this.abilityContext(source, player), x);
      const refs = targets[i] ?? [];
      const division = divideAmong(
        total,
        refs.length,
        given,
        (k, max) =>
          Number(
            this.decisions.choose({
              kind: "choose",
              player,
              prompt: `${this.pname(player)}: divide ${total} among ${refs.map((r) => this.describe(r)).join(", ")} (${spec.text}): how much for ${this.describe(refs[k]!)}?`,
              what: "number",
              source,
              options: Array.from({ length: max }, (_, j) => j + 1),
              min: 1,
              max: 1,
            })[0],
          ),
        `${source.name} (${spec.text})`,
      );
      if (division.length > 1) this.log(`${this.pname(player)} divides ${total} as ${refs.map((r, k) => `${division[k]} to ${this.describe(r)}`).join(", ")}.`, player);
      return division;
    });
  }

  private chooseTargets(player: PlayerId, source: ObjectView, specs: TargetSpec[], given: Ref[][] | undefined, text: string, event?: GameEvent, x?: number): Ref[][] {
    if (specs.length === 0) {
      if (given && given.flat().length > 0) throw new IllegalActionError(`${source.name} has no targets`);
      return [];
    }
    const candidates = specs.map((s) => this.targetCandidates_(s, source, player, event, x));
    specs.forEach((spec, i) => {
      if ((spec.min ?? 1) > candidates[i]!.length)
        throw new IllegalActionError(`${source.name} has no legal target for ${spec.text} (rule 601.2c)`);
    });
    let chosen = given;
    if (!chosen) {
      chosen = this.decisions.targets({
        kind: "targets",
        player,
        prompt: `${this.pname(player)} must choose ${specs.map((s) => s.text).join(", ")} for ${source.name}`,
        source,
        abilityText: text,
        specs,
        candidates,
      });
    }
    if (chosen.length !== specs.length) {
      throw new IllegalActionError(
        `${source.name} needs ${specs.length} target word(s) (${specs.map((s) => s.text).join(", ")}), got ${chosen.length}`,
      );
    }
    specs.forEach((spec, i) => {
      const group = chosen[i]!;
      const min = spec.min ?? 1;
      const max = spec.max ?? 1;
      if (group.length < min || group.length > max) {
        throw new IllegalActionError(
          `${source.name}: ${spec.text} needs ${min === max ? min : `${min} to ${max}`} target(s), got ${group.length}`,
        );
      }
      for (let k = 0; k < group.length; k++) {
        const t = group[k]!;
        if (!candidates[i]!.some((c) => sameRef(refOf(c), t)))
          throw new IllegalActionError(`${this.describe(t)} is not a legal target for ${source.name} (${spec.text})`);
        if (group.slice(0, k).some((u) => sameRef(u, t)))
          throw new IllegalActionError(`${source.name}: the same object can't be chosen twice for ${spec.text}`);
        if (spec.different && chosen.slice(0, i).some((g) => g.some((u) => sameRef(u, t))))
          throw new IllegalActionError(`${source.name}: ${spec.text} must be different from the other targets`);
        if (spec.onePerController && "object" in t && group.slice(0, k).some((u) => "object" in u && this.view(u.object)?.controller === this.view(t.object)?.controller))
          throw new IllegalActionError(`${source.name}: ${spec.text} can be chosen only once for each player (rule 601.2c)`);
      }
    });
    return chosen.map((g) => [...g]);
  }

  /** Rule 115.7-ish "becomes the target" events, once a spell or ability is on the stack with its targets. */
  private targetedEvents(stackId: ObjectId, by: ObjectView, controller: PlayerId, targets: Ref[][]): GameEvent[] {
    const out: GameEvent[] = [];
    for (const ref of targets.flat()) {
      const target = "player" in ref ? this.player(ref.player) : this.view(ref.object);
      if (target) out.push({ kind: "becomesTarget", target, by, stackId, controller: this.player(controller), spell: this.state.stack.some((e) => e.kind === "spell" && e.id === stackId) });
    }
    return out;
  }

  private costModifiers(): { ability: CostModifierAbility; source: ObjectView }[] {
    const out: { ability: CostModifierAbility; source: ObjectView }[] = [];
    for (const v of this.objects("battlefield")) {
      for (const a of v.abilities)
        if (a.kind === "costModifier" && (a.zone ?? "battlefield") === "battlefield") out.push({ ability: a, source: v });
    }
    return out;
  }

  /** Rule 601.2f: increases, then reductions, then minimums (e.g. Trinisphere) last. */
  private applyCostModifiers(cost: ManaCost, spell: ObjectView, x: number): ManaCost {
    let total: ManaCost = { generic: cost.generic + cost.x * x, colored: [...cost.colored], x: 0 };
    // A spell's own cost modifiers ("This spell costs {1} less …", affinity) function on the stack (rule 601.2f).
    const own = spell.abilities
      .filter((a): a is CostModifierAbility => a.kind === "costModifier" && a.zone === "stack")
      .map((ability) => ({ ability, source: spell }));
    const mods = [...this.costModifiers(), ...own].filter(({ ability, source }) => {
      const ctx = this.abilityContext(source, source.controller);
      const filter = typeof ability.spells === "function" ? ability.spells : { zone: "stack" as const, ...ability.spells };
      return (!ability.condition || ability.condition(ctx)) && matchesFilter(spell, filter, ctx);
    });
    for (const { ability, source } of mods) {
      const times = ability.increase && ability.increaseTimes ? ability.increaseTimes(this.abilityContext(source, source.controller), spell) : 1;
      if (ability.increase && times > 0) {
        for (let i = 0; i < times; i++) total = addCosts(total, parseManaCost(ability.increase));
        this.withCause(source.name, ability.source, () => this.log(`${spell.name} costs ${ability.increase} more${times > 1 ? ` ${times} times` : ""}.`));
      }
    }
    for (const { ability, source } of mods) {
      const reduce = (ability.reduce ?? 0) + (ability.reduceBy ? ability.reduceBy(this.abilityContext(source, source.controller), spell) : 0);
      if (reduce > 0) {
        total = { ...total, generic: Math.max(0, total.generic - reduce) };
        this.withCause(source.name, ability.source, () => this.log(`${spell.name} costs {${reduce}} less.`));
      }
    }
    for (const { ability, source } of mods) {
      if (ability.minimum !== undefined) {
        const mv = manaValue(total);
        if (mv < ability.minimum) {
          total = { ...total, generic: total.generic + (ability.minimum - mv) };
          this.withCause(source.name, ability.source, () =>
            this.log(`${spell.name} costs ${ability.minimum} mana: ${formatManaCost(total)}.`),
          );
        }
      }
    }
    return total;
  }

  // =========================================================================
  // Costs and payment (rules 601.2g-h, 602.2b, 118)

  /** Pay the cost parts; returns the objects sacrificed, discarded, exiled, returned or tapped to pay them, as they were (for "the sacrificed creature"). */
  private payCosts(player: PlayerId, parts: CostPart[], sourceId: ObjectId | null, mana: ManaCost, x: number, what: string): CostObject[] {
    const source = sourceId !== null ? this.view(sourceId) : undefined;
    const used: CostObject[] = [];
    // Tap and untap symbols first, so the source isn't also tapped for mana.
    for (const part of parts) {
      if (part.kind === "tap" || part.kind === "untap") {
        if (!source || source.zone !== "battlefield")
          throw new IllegalActionError(`${what}: {${part.kind === "tap" ? "T" : "Q"}} needs a permanent`);
        const o = this.obj(source.id);
        if (part.kind === "tap") {
          if (o.tapped) throw new IllegalActionError(`${source.name} is already tapped`);
          if (source.types.includes("creature") && source.sick && !hasKeyword(source, "haste"))
            throw new IllegalActionError(`${source.name} has summoning sickness`);
          this.perform([{ kind: "tap", object: source }]);
          if (!this.obj(source.id).tapped) throw new IllegalActionError(`${source.name} could not be tapped`);
        } else {
          if (!o.tapped) throw new IllegalActionError(`${source.name} is already untapped`);
          if (source.types.includes("creature") && source.sick && !hasKeyword(source, "haste"))
            throw new IllegalActionError(`${source.name} has summoning sickness`);
          this.perform([{ kind: "untap", object: source }]);
        }
      }
    }
    for (const part of parts) {
      const ctx = source ? this.abilityContext(source, player) : undefined;
      switch (part.kind) {
        case "tap":
        case "untap":
        case "mana":
          break;
        case "payLife": {
          const p = this.state.players[player]!;
          if (p.life < part.amount) throw new IllegalActionError(`${this.pname(player)} can't pay ${part.amount} life (has ${p.life})`);
          p.life -= part.amount;
          this.log(`${this.pname(player)} pays ${part.amount} life.`, player);
          break;
        }
        case "loyalty": {
          if (!source) throw new IllegalActionError("a loyalty cost needs a permanent");
          if (part.amount >= 0) this.perform([{ kind: "addCounters", object: source, counter: "loyalty", amount: part.amount }]);
          else {
            const have = this.obj(source.id).counters.loyalty ?? 0;
            if (have < -part.amount) throw new IllegalActionError(`${source.name} has only ${have} loyalty`);
            this.perform([{ kind: "removeCounters", object: source, counter: "loyalty", amount: -part.amount }]);
          }
          break;
        }
        case "removeCounters": {
          if (!source) throw new IllegalActionError("removing counters needs a permanent");
          const have = this.obj(source.id).counters[part.counter] ?? 0;
          if (have < part.amount) throw new IllegalActionError(`${source.name} has only ${have} ${part.counter} counter(s)`);
          this.perform([{ kind: "removeCounters", object: source, counter: part.counter, amount: part.amount }]);
          break;
        }
        case "sacrifice": {
          const count = part.count ?? 1;
          const cands = this.objects("battlefield").filter((v) => v.controller === player && (!ctx || matchesFilter(v, part.filter, ctx)));
          const chosen = this.pickObjects(player, cands, count, `${what}: choose ${count} permanent(s) to sacrifice`);
          used.push(...chosen.map((object) => ({ how: "sacrifice" as const, object })));
          this.perform(
            chosen.map((v) => ({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sacrifice" }) as GameEvent),
          );
          break;
        }
        case "discard": {
          const count = part.count ?? 1;
          const cands = this.objects("hand", player).filter(
            (v) => !part.filter || !ctx || matchesFilter(v, { ...part.filter, zone: "hand" }, ctx),
          );
          const chosen = part.all ? cands : this.pickObjects(player, cands, count, `${what}: choose ${count} card(s) to discard`);
          used.push(...chosen.map((object) => ({ how: "discard" as const, object })));
          this.perform(
            chosen.map((v) => ({ kind: "zoneChange", object: v, from: "hand", to: "graveyard", cause: "discard", ...(this.payingForCycling ? { cycled: true } : {}) }) as GameEvent),
          );
          break;
        }
        case "tapObjects": {
          const count = part.count ?? 1;
          const cands = this.objects("battlefield").filter(
            (v) => v.controller === player && !this.obj(v.id).tapped && (!ctx || matchesFilter(v, part.filter, ctx)),
          );
          const chosen =
            part.totalPower === undefined
              ? this.pickObjects(player, cands, count, `${what}: choose ${count} untapped permanent(s) to tap`)
              : this.pickByTotalPower(player, cands, part.totalPower, what);
          used.push(...chosen.map((object) => ({ how: "tap" as const, object })));
          this.perform(chosen.map((v) => ({ kind: "tap", object: v }) as GameEvent));
          if (chosen.some((v) => !this.obj(v.id).tapped)) throw new IllegalActionError(`${what}: a permanent could not be tapped`);
          break;
        }
        case "exile": {
          const count = part.count ?? 1;
          const zone = part.zone ?? "battlefield";
          const cands = this.objects(zone).filter(
            (v) =>
              (zone === "battlefield" ? v.controller === player : v.owner === player) &&
              (!ctx || matchesFilter(v, { ...part.filter, zone }, ctx)),
          );
          const chosen = this.pickObjects(player, cands, count, `${what}: choose ${count} object(s) to exile`);
          used.push(...chosen.map((object) => ({ how: "exile" as const, object })));
          this.perform(chosen.map((v) => ({ kind: "zoneChange", object: v, from: zone, to: "exile", cause: "cost" }) as GameEvent));
          break;
        }
        case "returnToHand": {
          const count = part.count ?? 1;
          const cands = this.objects("battlefield").filter((v) => v.controller === player && (!ctx || matchesFilter(v, part.filter, ctx)));
          const chosen = this.pickObjects(player, cands, count, `${what}: choose ${count} permanent(s) to return to their owner's hand`);
          used.push(...chosen.map((object) => ({ how: "return" as const, object })));
          this.perform(chosen.map((v) => ({ kind: "zoneChange", object: v, from: "battlefield", to: "hand", cause: "cost" }) as GameEvent));
          break;
        }
        case "exileFromGraveyard": {
          const count = part.count ?? 1;
          const cands = this.objects("graveyard", player).filter(
            (v) => !part.filter || !ctx || matchesFilter(v, { ...part.filter, zone: "graveyard" }, ctx),
          );
          const chosen = this.pickObjects(player, cands, count, `${what}: choose ${count} card(s) to exile from your graveyard`);
          used.push(...chosen.map((object) => ({ how: "exile" as const, object })));
          this.perform(chosen.map((v) => ({ kind: "zoneChange", object: v, from: "graveyard", to: "exile", cause: "cost" }) as GameEvent));
          break;
        }
      }
    }
    // 702.51a convoke, 702.126a improvise, 702.66a delve: the caster's creatures, artifacts or graveyard help pay (rule 601.2h).
    const helps = source?.zone === "stack" ? (["convoke", "improvise", "delve"] as const).filter((k) => hasKeyword(source, k)) : [];
    this.payMana(player, mana, x, what, helps);
    return used;
  }

  /** Choose exactly `count` of the candidates (no decision when there is no real choice). */
  /** "Tap any number of untapped creatures you control with total power N or more" (crew, 702.122a): the payer chooses them. */
  private pickByTotalPower(player: PlayerId, cands: ObjectView[], need: number, what: string): ObjectView[] {
    const power = (vs: ObjectView[]) => vs.reduce((sum, v) => sum + Math.max(0, v.power ?? 0), 0);
    const prompt = `${what}: choose untapped creatures with total power ${need} or more to tap`;
    if (power(cands) < need) throw new IllegalActionError(`${prompt}: their total power is only ${power(cands)}`);
    if (cands.length === 1) return cands;
    const answer = this.decisions.choose({ kind: "choose", player, prompt, what: "objects", options: cands.map((c) => ({ object: c.id })), min: 1, max: cands.length });
    const picked = answer.map((a) => {
      const v = typeof a === "object" && "object" in a ? cands.find((c) => c.id === a.object) : undefined;
      if (!v) throw new IllegalActionError(`${prompt}: ${typeof a === "object" ? this.describe(a) : a} is not a legal choice`);
      return v;
    });
    if (new Set(picked.map((p) => p.id)).size !== picked.length) throw new IllegalActionError(`${prompt}: a creature was chosen twice`);
    if (power(picked) < need) throw new IllegalActionError(`${prompt}: the chosen creatures' total power is only ${power(picked)}`);
    return picked;
  }

  /** `count` of the candidates, chosen by the player; with `ordered`, the order matters and is asked even when all are taken. */
  private pickObjects(player: PlayerId, cands: ObjectView[], count: number, prompt: string, ordered = false): ObjectView[] {
    if (cands.length < count) throw new IllegalActionError(`${prompt}: only ${cands.length} available`);
    if (cands.length === count && (!ordered || count < 2)) return cands;
    const answer = this.decisions.choose({
      kind: "choose",
      player,
      prompt,
      what: "objects",
      options: cands.map((c) => ({ object: c.id })),
      min: count,
      max: count,
    });
    const picked = answer.map((a) => {
      const v = typeof a === "object" && "object" in a ? cands.find((c) => c.id === a.object) : undefined;
      if (!v) throw new IllegalActionError(`${prompt}: ${typeof a === "object" ? this.describe(a) : a} is not a legal choice`);
      return v;
    });
    if (picked.length !== count || new Set(picked.map((p) => p.id)).size !== count)
      throw new IllegalActionError(`${prompt}: choose exactly ${count}`);
    return picked;
  }

  /**
   * The order a player puts several objects in (rule 401.4: "the owner of those cards may arrange them in any order"): a
   * `choose` decision of all of them, first listed first. One object needs no decision.
   */
  private orderObjects(player: PlayerId, cands: ObjectView[], prompt: string): ObjectView[] {
    return this.pickObjects(player, cands, cands.length, prompt, true);
  }

  /** Whether a mana cost can be paid now (pool, then mana abilities when paying automatically), without paying it. */
  private canPayMana(player: PlayerId, cost: ManaCost): boolean {
    const total: ManaCost = { generic: cost.generic, colored: cost.colored, x: 0 };
    return manaValue(total) === 0 || planPayment(total, this.state.players[player]!.pool, this.manaSources(player)) !== null;
  }

  private manaSources(player: PlayerId): ManaSource<{ id: ObjectId; index: number }>[] {
    const sources: (ManaSource<{ id: ObjectId; index: number }> & { sacrifices: boolean })[] = [];
    if (this.autoPay) {
      for (const v of this.objects("battlefield")) {
        if (v.controller !== player || v.tapped) continue;
        // "its activated abilities can't be activated": its mana abilities too (605.1a)
        if (this.restricted(v, "cantActivate")) continue;
        const acts = v.abilities.filter((a): a is ActivatedAbility => a.kind === "activated");
        acts.forEach((a, index) => {
          // Mana abilities whose only costs are {T} and sacrificing the source itself (Lotus Petal).
          if (!a.mana || !a.produces || a.targets?.length || !a.cost.some((c) => c.kind === "tap")) return;
          if (!a.cost.every((c) => c.kind === "tap" || (c.kind === "sacrifice" && c.filter.self === true && (c.count ?? 1) === 1))) return;
          if ((a.zone ?? "battlefield") !== "battlefield") return;
          // Restricted ones ("Activate only during your turn", "no more than twice each turn") are activated by hand.
          if (a.maxPerTurn !== undefined || (a.condition && !a.condition(this.abilityContext(v, player)))) return;
          if (v.types.includes("creature") && v.sick && !hasKeyword(v, "haste")) return;
          sources.push({
            key: { id: v.id, index },
            options: a.produces.map((m) => parseManaUnits(m)),
            sacrifices: a.cost.some((c) => c.kind === "sacrifice") || a.sideEffects === true,
          });
        });
      }
    }
    // Sources that cost nothing but tapping (and do nothing but add mana) are tried first.
    return sources.sort((x, y) => Number(x.sacrifices) - Number(y.sacrifices)).map(({ key, options }) => ({ key, options }));
  }

  private payMana(player: PlayerId, cost: ManaCost, x: number, what: string, helps: readonly ("convoke" | "improvise" | "delve")[] = []): void {
    const total: ManaCost = { generic: cost.generic + cost.x * x, colored: cost.colored, x: 0 };
    if (manaValue(total) === 0) return;
    const p = this.state.players[player]!;
    let sources = this.manaSources(player);
    let plan = planPayment(total, p.pool, sources);
    if (!plan && helps.length) {
      // Paid automatically, after mana abilities: only when they are not enough. 702.51a: each untapped creature the caster controls may
      // be tapped to pay for {1} or one mana of its colour (summoning sickness doesn't matter, 702.51c); 702.126a: each untapped artifact,
      // for {1}; 702.66a: each card exiled from the caster's graveyard, for {1}.
      const busy = new Set(sources.map((src) => src.key.id));
      const untapped = this.objects("battlefield").filter((v) => v.controller === player && !v.tapped && !busy.has(v.id));
      const extra: ManaSource<{ id: ObjectId; index: number }>[] = [];
      const seen = new Set<ObjectId>();
      for (const k of helps) {
        const list = k === "delve" ? this.objects("graveyard", player) : untapped.filter((v) => v.types.includes(k === "convoke" ? "creature" : "artifact"));
        for (const v of list) {
          if (seen.has(v.id)) continue;
          seen.add(v.id);
          extra.push({ key: { id: v.id, index: -1 }, options: [["C"], ...(k === "convoke" ? v.colors.map((c) => [c] as ManaType[]) : [])] });
        }
      }
      sources = [...sources, ...extra];
      plan = planPayment(total, p.pool, sources);
    }
    if (!plan) {
      throw new IllegalActionError(
        `${this.pname(player)} can't pay ${formatManaCost(total)} for ${what} (pool ${formatPool(p.pool) || "empty"}${sources.length ? `, ${sources.length} untapped mana source(s)` : ""})`,
      );
    }
    for (const act of plan.activations) {
      if (act.key.index === -1) {
        const helper = this.view(act.key.id);
        if (!helper) throw new IllegalActionError(`${this.pname(player)} can't pay ${formatManaCost(total)} for ${what}: a permanent the payment counted on is gone`);
        const unit = sources.find((src) => src.key.id === act.key.id && src.key.index === -1)!.options[act.option]![0]!;
        const paid = unit === "C" ? "{1}" : `{${unit}}`;
        if (helper.zone === "graveyard") {
          this.perform([{ kind: "zoneChange", object: helper, from: "graveyard", to: "exile", cause: "cost" }]);
          if (this.state.objects[helper.id]?.zone === "graveyard") throw new IllegalActionError(`${helper.name} could not be exiled for delve`);
          this.log(`${this.pname(player)} exiles ${helper.name} from their graveyard for delve (${paid}).`, player);
        } else {
          this.perform([{ kind: "tap", object: helper }]);
          if (!this.obj(helper.id).tapped) throw new IllegalActionError(`${helper.name} could not be tapped to help pay`);
          this.log(`${this.pname(player)} taps ${helper.name} for ${helper.types.includes("creature") && helps.includes("convoke") ? "convoke" : "improvise"} (${paid}).`, player);
        }
        p.pool.push(unit);
        continue;
      }
      // an earlier activation of the plan may have used this source up (sacrificed it as a cost): the payment fails and the cast is rolled back (726)
      const source = this.view(act.key.id);
      if (!source) throw new IllegalActionError(`${this.pname(player)} can't pay ${formatManaCost(total)} for ${what}: a mana source the payment counted on is gone`);
      this.manaChoice = source.abilities.filter((a): a is ActivatedAbility => a.kind === "activated")[act.key.index]!.produces![act.option]!;
      try {
        this.activateMana(player, act.key.id, act.key.index);
      } finally {
        this.manaChoice = null;
      }
    }
    const poolPlan = planPayment(total, p.pool, []);
    if (!poolPlan) throw new IllegalActionError(`${this.pname(player)} can't pay ${formatManaCost(total)} for ${what}`);
    const used = new Set(poolPlan.poolUsed);
    const spent = p.pool.filter((_, i) => used.has(i));
    p.pool = p.pool.filter((_, i) => !used.has(i));
    this.log(`${this.pname(player)} pays ${formatManaCost(total)} with ${formatPool(spent)}.`, player);
  }

  // =========================================================================
  // Activated abilities (rules 602, 605, 606)

  private activatedAbilities(v: ObjectView): ActivatedAbility[] {
    return v.abilities.filter((a): a is ActivatedAbility => a.kind === "activated");
  }

  private restricted(v: ObjectView, r: Restriction): boolean {
    for (const src of this.objects("battlefield")) {
      for (const a of src.abilities) {
        if (
          a.kind !== "restriction" ||
          (a.restriction !== r && !(a.restriction === "cantAttackOrBlock" && (r === "cantAttack" || r === "cantBlock")))
        )
          continue;
        // "can't be blocked by …" restricts only those blockers (cantBeBlockedBy)
        if (a.by !== undefined) continue;
        const ctx = this.abilityContext(src, src.controller);
        if (a.condition && !a.condition(ctx)) continue;
        if (matchesFilter(v, a.affected, ctx)) return true;
      }
    }
    return false;
  }

  /** "This spell can't be countered" (its own ability, on the stack), "Creature spells you control can't be countered" (101.2: "can't" wins). */
  private cantBeCountered(spell: ObjectView): boolean {
    const own = spell.abilities.some((a) => a.kind === "restriction" && a.restriction === "cantBeCountered" && a.zone === "stack");
    if (own || this.restricted(spell, "cantBeCountered")) {
      this.log(`${spell.name} can't be countered.`);
      return true;
    }
    return false;
  }

  /** "~ can't be blocked by creatures with power 2 or less", "… except by Walls" (509.1b): whether `blocker` may not block `attacker`. */
  private cantBeBlockedBy(attacker: ObjectView, blocker: ObjectView): boolean {
    for (const src of this.objects("battlefield")) {
      for (const a of src.abilities) {
        if (a.kind !== "restriction" || a.restriction !== "cantBeBlocked" || a.by === undefined) continue;
        const ctx = this.abilityContext(src, src.controller);
        if (a.condition && !a.condition(ctx)) continue;
        if (matchesFilter(attacker, a.affected, ctx) && matchesFilter(blocker, a.by, ctx)) return true;
      }
    }
    return false;
  }

  private activateMana(player: PlayerId, objectId: ObjectId, index: number): void {
    const v = this.mustView(objectId);
    const ab = this.activatedAbilities(v)[index];
    if (!ab) throw new IllegalActionError(`${v.name} has no activated ability ${index + 1}`);
    const choice = this.manaChoice;
    this.withCause(v.name, ab.source, () => {
      const costObjects = this.payCosts(
        player,
        ab.cost.filter((c) => c.kind !== "mana"),
        objectId,
        parseManaCost(this.manaOf(ab.cost) ?? ""),
        0,
        v.name,
      );
      this.manaChoice = choice;
      const ctx = this.effectContext({
        source: this.view(objectId) ?? v,
        controller: player,
        text: ab.source,
        specs: [],
        targets: [],
        x: 0,
        modes: [],
        paidCosts: [],
        costObjects,
      });
      ab.effect(ctx);
      this.manaChoice = null;
    });
  }

  private doActivate(player: PlayerId, objectId: ObjectId, index: number, options: CastOptions): void {
    const s = this.state;
    const o = this.obj(objectId);
    const v = this.mustView(objectId);
    const ab = this.activatedAbilities(v)[index];
    if (!ab) throw new IllegalActionError(`${v.name} has no activated ability ${index + 1}`);
    if (options.from && options.from !== o.zone) throw new IllegalActionError(`${v.name} is not in the ${options.from}`);
    if ((ab.zone ?? "battlefield") !== o.zone)
      throw new IllegalActionError(`${v.name}'s ability can be activated only from the ${ab.zone ?? "battlefield"}`);
    const controller = o.zone === "battlefield" ? v.controller : o.owner;
    if (controller !== player && !ab.anyPlayer) throw new IllegalActionError(`${this.pname(player)} doesn't control ${v.name}`);
    // Rule 605.3a: a mana ability too is activated by a player with priority (or while paying a cost, done internally).
    this.requirePriority(player);
    // a special action (116) is not an activated ability
    if (!ab.special && this.restricted(v, "cantActivate")) throw new IllegalActionError(`${v.name}'s abilities can't be activated`);
    if (ab.timing === "sorcery" || ab.loyalty) {
      const why = this.sorceryTiming(player);
      if (why) throw new IllegalActionError(`${v.name}'s ability can be activated only as a sorcery: ${why}`);
    }
    const key = `${objectId}:${index}`;
    if (ab.oncePerTurn && (s.activations[key] ?? 0) > 0)
      throw new IllegalActionError(`${v.name}'s ability can be activated only once each turn`);
    if (ab.maxPerTurn !== undefined && (s.activations[key] ?? 0) >= ab.maxPerTurn)
      throw new IllegalActionError(`${v.name}'s ability can be activated no more than ${ab.maxPerTurn} time(s) each turn`);
    // Rule 602.5b: "Activate only if …" and "only during …" are checked as the ability is activated.
    if (ab.condition && !ab.condition(this.abilityContext(v, player)))
      throw new IllegalActionError(`${v.name}'s ability can't be activated now ("${ab.source.text}")`);
    if (ab.loyalty) {
      if ((s.activations[`${objectId}:loyalty`] ?? 0) > 0)
        throw new IllegalActionError(`a loyalty ability of ${v.name} has already been activated this turn`);
      s.activations[`${objectId}:loyalty`] = 1;
    }
    if (!ab.special && !(ab.mana && !ab.targets?.length)) this.checkSplitSecond(`${v.name}'s ability`);
    s.activations[key] = (s.activations[key] ?? 0) + 1;

    if (ab.mana && !ab.targets?.length) {
      this.log(`${this.pname(player)} activates ${v.name}'s mana ability.`, player);
      if (options.x !== undefined || options.targets?.flat().length)
        throw new IllegalActionError(`${v.name}'s mana ability has no X or targets`);
      this.activateMana(player, objectId, index);
      this.afterAction(player);
      return;
    }

    this.withCause(v.name, ab.source, () => {
      this.log(`${this.pname(player)} activates ${v.name}: ${ab.source.text}`, player);
      const entry: AbilityEntry = {
        kind: "ability",
        id: s.nextId++,
        source: v,
        ability: ab,
        controller: player,
        targets: [],
        x: 0,
        modes: [],
        triggered: false,
      };
      entry.modes = this.chooseModes(player, v, ab.modes, options.modes);
      let mana = parseManaCost(this.manaOf(ab.cost) ?? "");
      // 602.2b, 601.2f: the ability's own cost changes, increases first
      if (ab.costIncrease) {
        const times = ab.costIncrease.times(this.abilityContext(v, player));
        for (let i = 0; i < times; i++) mana = addCosts(mana, parseManaCost(ab.costIncrease.mana));
      }
      if (ab.costReduction) mana = { ...mana, generic: Math.max(0, mana.generic - ab.costReduction(this.abilityContext(v, player))) };
      if (mana.x > 0) entry.x = this.chooseX(player, v, options.x);
      entry.targets = this.chooseTargets(player, v, this.specsFor(ab, entry.modes), options.targets, ab.source.text, undefined, entry.x);
      const division = this.announceDivision(player, v, this.specsFor(ab, entry.modes), entry.targets, entry.x, options.divide);
      if (division) entry.division = division;
      // 702.29c: a card discarded to pay a cycling ability's cost is cycled (typecycling is cycling, 702.29e)
      this.payingForCycling = ab.keyword === "cycling" || ab.keyword === "typecycling";
      try {
        entry.costObjects = this.payCosts(
          player,
          ab.cost.filter((c) => c.kind !== "mana"),
          objectId,
          mana,
          entry.x,
          `${v.name}'s ability`,
        );
      } finally {
        this.payingForCycling = false;
      }
      if (ab.special) {
        // 116.1: a special action doesn't use the stack
        this.resolveAbility(entry);
        return;
      }
      s.stack.push(entry);
      this.touch();
      this.perform(this.targetedEvents(entry.id, v, player, entry.targets));
    });
    this.afterAction(player);
  }

  /** 702.61a: while a spell with split second is on the stack, no other spell can be cast and no non-mana ability activated. */
  private checkSplitSecond(what: string): void {
    for (const e of this.state.stack) {
      if (e.kind !== "spell") continue;
      const sv = this.view(e.id);
      if (sv && hasKeyword(sv, "split second")) throw new IllegalActionError(`${what} can't be cast or activated while ${sv.name} (split second) is on the stack (rule 702.61a)`);
    }
  }

  /** A two-faced card's definition checked like a card's, face by face (faces.ts); its faces, or undefined for a card with one face. */
  private checkedFaces(def: CardDefinition): FaceSet | undefined {
    const problem = checkFaces(def);
    if (problem) throw new DefinitionError(`${def.name}: ${problem}`);
    const set = faceSet(def);
    if (!set) return undefined;
    for (const face of set.faces) this.checkDefinition(face, `${def.name}, face ${face.name}`);
    return set;
  }

  /**
   * The face of a two-faced card chosen as it is cast or played as a land (709.3, 712.7, 712.8, 716.3): only that face is
   * evaluated from now on (709.3a, 712.7a, 716.3a), and it goes with the card to the stack or the battlefield. Returns the
   * object's new view, or undefined when nothing changed. The action's rollback undoes the choice if it fails.
   */
  private chooseFace(o: ObjState, face: 0 | 1 | undefined, player: PlayerId, v: ObjectView, land: boolean, byEffect = false): ObjectView | undefined {
    const set = this.faceSets.get(o.defKey);
    const permissions = this.state.playPermissions.filter((p) => p.object === o.id && p.player === player);
    // 716.3d: "other effects that allow a player to cast it may allow a player to cast it as an Adventure"
    const adventureOnly = !byEffect && o.zone === "exile" && permissions.length > 0 && permissions.every((p) => p.adventure);
    const problem = land ? playFaceProblem(set, face) : castFaceProblem(set, face, adventureOnly);
    if (problem) throw new IllegalActionError(`${v.name} can't be ${land ? "played" : "cast"} this way: ${problem}`);
    if (face === undefined || o.face === face) return undefined;
    o.face = face;
    this.touch();
    return this.mustView(o.id);
  }

  /**
   * A two-faced card an effect lets a player cast: the player chooses the half or face (709.3, 712.7, 716.3) among those
   * that aren't lands, with an `option` decision naming them; nothing to choose for one.
   */
  private faceCastByEffect(player: PlayerId, v: ObjectView): { face?: 0 | 1 } {
    const set = this.faceSets.get(this.obj(v.id).defKey);
    if (!set || set.layout === "transform" || set.layout === "flip") return {};
    const castable = ([0, 1] as const).filter((i) => !set.faces[i].types.includes("land"));
    if (castable.length === 1) return { face: castable[0]! };
    const names = castable.map((i) => set.faces[i].name);
    const answer = this.decisions.choose({
      kind: "choose",
      player,
      prompt: `${this.pname(player)}: cast which ${set.layout === "split" ? "half" : "face"} of ${v.name}? (${names.join(" or ")})`,
      what: "option",
      source: v,
      options: names,
      min: 1,
      max: 1,
    });
    const i = names.indexOf(String(answer[0]));
    if (answer.length !== 1 || i < 0) throw new IllegalActionError(`${v.name}: choose one of ${names.join(", ")}`);
    return { face: castable[i]! };
  }

  /**
   * 716.3d: an Adventure that resolves is exiled instead of being put into its owner's graveyard, and its controller may
   * cast the card from exile (not as an Adventure) for as long as it remains exiled. An Omen is shuffled into its owner's
   * library instead (its reminder text: "Then shuffle this card into its owner's library").
   */
  private endAdventure(entry: SpellEntry, v: ObjectView): void {
    const o = this.state.objects[entry.id];
    const set = o ? this.faceSets.get(o.defKey) : undefined;
    if (!o || !set || o.face !== 1 || (set.layout !== "adventure" && set.layout !== "omen")) return;
    if (set.layout === "omen") {
      this.perform([{ kind: "zoneChange", object: v, from: "stack", to: "library", position: "random", cause: "resolve" }]);
      this.shuffleLibrary(o.owner);
      this.log(`${this.pname(o.owner)} shuffles their library.`, o.owner);
      return;
    }
    const done = this.perform([{ kind: "zoneChange", object: v, from: "stack", to: "exile", cause: "resolve" }]);
    const card = done.find((e): e is Extract<GameEvent, { kind: "zoneChange" }> => e.kind === "zoneChange" && e.to === "exile")?.newObject;
    if (!card) return;
    this.state.playPermissions.push({ object: card.id, player: entry.controller, play: false, until: "whileExiled", turn: this.state.turn, adventure: true });
    this.touch();
    this.log(`${card.name} goes on an adventure: ${this.pname(entry.controller)} may cast it from exile (rule 716.3d).`, entry.controller);
  }

  /** 710.2, 710.4: a flip card on the battlefield flips, once (the same object); any other permanent doesn't. */
  private flipPermanent(v: ObjectView): void {
    const o = this.state.objects[v.id];
    if (!o || o.zone !== "battlefield" || o.faceDown || o.flipped || this.faceSets.get(o.defKey)?.layout !== "flip") return;
    o.flipped = true;
    this.touch();
    this.log(`${v.name} flips: it is ${this.mustView(o.id).name} (rule 710.2).`);
  }

  /** An instruction to transform a permanent (701.28), as an effect performs it; 701.28f for the permanent's own abilities. */
  private transformByEffect(v: ObjectView): void {
    const o = this.state.objects[v.id];
    if (!o) return;
    const top = this.state.stack[this.state.stack.length - 1];
    if (top?.kind === "ability" && top.source.id === o.id && o.transformedAt !== undefined && o.transformedAt > top.id) {
      this.log(`${v.name} has transformed since its ability was put on the stack: it doesn't transform again (rule 701.28f).`);
      return;
    }
    this.perform([{ kind: "transformed", object: v }]);
  }

  /** 701.28a, 712.14: a transforming double-faced permanent turns over; the same object, with its other face's characteristics (712.4c-d). */
  private transformPermanent(e: Extract<GameEvent, { kind: "transformed" }>): GameEvent[] {
    const o = this.state.objects[e.object.id];
    const set = o ? this.faceSets.get(o.defKey) : undefined;
    if (!o || o.zone !== "battlefield" || o.faceDown || set?.layout !== "transform") {
      this.log(`${e.object.name || "A face-down permanent"} can't transform: ${o?.faceDown ? "it is face down (rule 712.11a)" : "it isn't a transforming double-faced card (rule 701.28c)"}.`);
      return [];
    }
    const into = o.face === 1 ? set.faces[0] : set.faces[1];
    if (into.types.includes("instant") || into.types.includes("sorcery")) {
      this.log(`${e.object.name} can't transform into an instant or sorcery face (rule 701.28d).`);
      return [];
    }
    if (o.face === 1) delete o.face;
    else o.face = 1;
    o.transformedAt = this.state.nextId++;
    this.touch();
    const now = this.mustView(o.id);
    this.log(`${e.object.name} transforms into ${now.name}.`);
    return [{ ...e, object: now }];
  }

  /** An effect lets the player play (a land: `land`) or cast this object from the zone it's in now (601.3). */
  private mayPlayFrom(player: PlayerId, objectId: ObjectId, land: boolean): boolean {
    return this.state.playPermissions.some((p) => p.object === objectId && p.player === player && (p.play || !land));
  }

  private doPlayLand(player: PlayerId, objectId: ObjectId, face?: 0 | 1): void {
    this.requirePriority(player);
    const o = this.obj(objectId);
    const v = this.chooseFace(o, face, player, this.mustView(objectId), true) ?? this.mustView(objectId);
    // 305.1: from the player's hand, or from another zone an effect lets them play it from ("you may play that card")
    if ((o.zone !== "hand" || o.owner !== player) && !this.mayPlayFrom(player, o.id, true) && !(o.owner === player && this.permitted(player, v, "playFrom").length))
      throw new IllegalActionError(`${v.name} is not in ${this.pname(player)}'s hand`);
    if (!v.types.includes("land")) throw new IllegalActionError(`${v.name} is not a land`);
    const why = this.sorceryTiming(player);
    if (why) throw new IllegalActionError(`${this.pname(player)} can't play a land now: ${why}`);
    const p = this.state.players[player]!;
    // 305.2: one land each turn, and as many more as effects allow
    const allowed = 1 + (p.extraLandPlays ?? 0) + this.permitted(player, undefined, "additionalLands").reduce((n, a) => n + (a.count ?? 0), 0);
    if (p.landsPlayed >= allowed) throw new IllegalActionError(`${this.pname(player)} has already played ${allowed === 1 ? "a land" : `${allowed} lands`} this turn`);
    p.landsPlayed++;
    this.log(`${this.pname(player)} plays ${v.name}.`, player);
    this.perform([this.enterEvent(o, o.zone === "limbo" || o.zone === "stack" ? "hand" : o.zone, player, "play")]);
    this.afterAction(player);
  }

  /** A zone-change event to the battlefield; `object` is the object as it would exist there (rule 614.12). */
  private enterEvent(
    o: ObjState,
    from: ZoneName | null,
    controller: PlayerId,
    cause: NonNullable<Extract<GameEvent, { kind: "zoneChange" }>["cause"]>,
    tapped?: boolean,
    counters?: Record<string, number>,
  ): GameEvent {
    const ev: GameEvent = {
      kind: "zoneChange",
      object: this.hypotheticalView(o, "battlefield", controller),
      from,
      to: "battlefield",
      controller,
      cause,
    };
    if (tapped) ev.tapped = true;
    if (counters) ev.counters = { ...counters };
    return ev;
  }

  // =========================================================================
  // Events: replacement (614-616), execution, triggers (603)

  /** Perform simultaneous events: replacement effects, then the events, then trigger checks. Returns what happened. */
  private perform(events: GameEvent[]): GameEvent[] {
    let final: GameEvent[] = [];
    for (const e of events) final.push(...this.replaceEvent(e, new Set()));
    // Destruction (rule 701.7) becomes a move to the graveyard, which may be replaced in turn.
    const moves: GameEvent[] = [];
    for (const e of final) {
      if (e.kind !== "destroy") {
        moves.push(e);
        continue;
      }
      const v = this.view(e.object.id);
      if (!v || v.zone !== "battlefield") continue;
      if (hasKeyword(v, "indestructible")) {
        this.log(`${v.name} is indestructible and isn't destroyed.`);
        continue;
      }
      moves.push(
        ...this.replaceEvent({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "destroy" }, new Set()),
      );
    }
    final = moves;
    if (final.length === 0) return [];
    const before = this.snapshotViews();
    const happened: GameEvent[] = [];
    for (const e of final) happened.push(...this.execute(e));
    // Derived events for zone changes, now that all simultaneous moves are done.
    const derived: GameEvent[] = [];
    for (const e of happened) {
      derived.push(e);
      if (e.kind !== "zoneChange") continue;
      const newObject = e.newObject ? (this.view(e.newObject.id) ?? e.newObject) : undefined;
      if (newObject) e.newObject = newObject;
      if (e.to === "battlefield" && newObject) derived.push({ kind: "entersBattlefield", object: newObject, from: e.from });
      if (e.from === "battlefield") {
        const lki = before.get(e.object.id) ?? e.object;
        const leaves: GameEvent = { kind: "leavesBattlefield", object: lki, to: e.to };
        if (newObject) leaves.newObject = newObject;
        derived.push(leaves);
        if (e.to === "graveyard" && lki.types.includes("creature")) {
          const dies: GameEvent = { kind: "dies", object: lki, to: "graveyard" };
          if (newObject) dies.newObject = newObject;
          derived.push(dies);
        }
      }
    }
    // Limbo objects (tokens that never entered) cease to exist.
    for (const o of Object.values(this.state.objects)) if (o.zone === "limbo") delete this.state.objects[o.id];
    this.touch();
    // Players who lost at the same time lose together (a draw if nobody is left, rule 104.4a).
    if (happened.some((e) => e.kind === "lose") && this.state.waiting !== "gameOver") this.checkGameOver();
    this.checkTriggers(derived, before);
    // 610.3: objects exiled "until ~ leaves the battlefield" return (under their owners' control, 610.3c) as soon as it has left
    const left = new Set(derived.filter((e) => e.kind === "leavesBattlefield").map((e) => (e as { object: ObjectView }).object.id));
    const due = this.state.untilLeaves.filter((u) => left.has(u.source));
    if (due.length) {
      this.state.untilLeaves = this.state.untilLeaves.filter((u) => !left.has(u.source));
      const back = due
        .flatMap((u) => u.objects)
        .map((id) => this.state.objects[id])
        .filter((o): o is ObjState => o !== undefined && o.zone === "exile")
        .map((o) => this.enterEvent(o, "exile", o.owner, "effect"));
      if (back.length) derived.push(...this.perform(back));
    }
    return derived;
  }

  private snapshotViews(): Map<ObjectId, ObjectView> {
    const m = new Map<ObjectId, ObjectView>();
    for (const v of this.objects("battlefield")) m.set(v.id, v);
    return m;
  }

  private affectedPlayer(e: GameEvent): PlayerId {
    switch (e.kind) {
      case "zoneChange":
        return e.to === "battlefield"
          ? (e.controller ?? e.object.owner)
          : e.object.zone === "battlefield" || e.object.zone === "stack"
            ? e.object.controller // a spell's controller too (616.1: "the affected object's controller")
            : e.object.owner;
      case "damage":
        return e.target.kind === "player" ? e.target.id : e.target.controller;
      case "lifeGain":
      case "lifeLoss":
      case "draw":
      case "beginTurn":
      case "win":
      case "lose":
        return e.player.id;
      case "beginStep":
        return e.active.id;
      case "destroy":
      case "addCounters":
      case "removeCounters":
      case "tap":
      case "untap":
        return e.object.controller;
      default:
        return this.state.active;
    }
  }

  private replacementCandidates(e: GameEvent): ReplacementCandidate[] {
    const out: ReplacementCandidate[] = [];
    const entering = e.kind === "zoneChange" && e.to === "battlefield" ? e.object.id : null;
    const consider = (v: ObjectView, index: number, a: ReplacementAbility) => {
      if (a.watches !== e.kind) return;
      const ctx = this.abilityContext(v, v.controller, e);
      if (a.condition && !a.condition(ctx)) return;
      if (!a.appliesTo(e, ctx)) return;
      out.push({
        key: `${v.id}:${index}`,
        source: v,
        controller: v.controller,
        text: a.source,
        self: a.selfReplacement ?? false,
        prevention: a.prevention ?? false,
        appliesTo: (ev) => a.appliesTo(ev, this.abilityContext(v, v.controller, ev)),
        replace: (ev) =>
          a.replace(
            ev,
            this.effectContext({
              source: v,
              controller: v.controller,
              text: a.source,
              specs: [],
              targets: [],
              x: 0,
              modes: [],
              paidCosts: [],
              event: ev,
            }),
          ),
      });
    };
    for (const id of Object.keys(this.state.objects).map(Number)) {
      if (id === entering) continue;
      const v = this.view(id);
      if (!v || v.phasedOut) continue;
      v.abilities.forEach((a, i) => {
        if (a.kind === "replacement" && !a.asThisEnters && (a.zones ? a.zones.includes(v.zone) : (a.zone ?? "battlefield") === v.zone)) consider(v, i, a);
      });
    }
    if (entering !== null && e.kind === "zoneChange") {
      // Rule 614.12: the entering permanent's own "enters …" abilities, as it would exist on the battlefield.
      const v = e.object;
      v.abilities.forEach((a, i) => {
        if (a.kind === "replacement" && a.asThisEnters) consider(v, i, a);
      });
    }
    if (e.kind === "damage" && e.target.kind === "object") {
      // Rule 702.16e: damage from a source the permanent has protection from is prevented.
      const target = this.view(e.target.id);
      const prot = target?.abilities.find((a) => a.kind === "protection");
      if (target && prot && prot.kind === "protection" && this.protectedFrom(target, e.source)) {
        out.push({
          key: `protection:${target.id}`,
          source: target,
          controller: target.controller,
          text: prot.source,
          self: false,
          prevention: true,
          appliesTo: () => true,
          replace: () => null,
        });
      }
    }
    for (const r of this.state.replacements) {
      if (r.watches !== e.kind) continue;
      const ctx = this.abilityContext(r.source, r.controller, e);
      if (!r.appliesTo(e, ctx)) continue;
      out.push({
        key: `created:${r.id}`,
        source: r.source,
        controller: r.controller,
        text: r.text,
        self: false,
        prevention: r.prevention,
        appliesTo: (ev) => r.appliesTo(ev, this.abilityContext(r.source, r.controller, ev)),
        replace: (ev) => {
          const live = this.state.replacements.find((x) => x.id === r.id);
          if (live && live.uses !== null && --live.uses <= 0)
            this.state.replacements = this.state.replacements.filter((x) => x.id !== r.id);
          return r.replace(
            ev,
            this.effectContext({
              source: r.source,
              controller: r.controller,
              text: r.text,
              specs: [],
              targets: [],
              x: 0,
              modes: [],
              paidCosts: [],
              event: ev,
            }),
          );
        },
      });
    }
    out.push(...this.shieldCandidates(e));
    // 615.12: damage that can't be prevented. Prevention effects (`prevention: true`) are expected to have no other effect,
    // so applying them would change nothing: none is offered, and no prevention shield is reduced.
    if (e.kind === "damage" && out.some((c) => c.prevention) && this.unpreventable(e)) return out.filter((c) => !c.prevention);
    return out;
  }

  /** Whether an "unpreventable" ability (615.12) of a permanent covers this damage event. */
  private unpreventable(e: Extract<GameEvent, { kind: "damage" }>): boolean {
    for (const id of Object.keys(this.state.objects).map(Number)) {
      const v = this.view(id);
      if (!v || v.phasedOut || v.zone !== "battlefield") continue;
      for (const a of v.abilities) {
        if (a.kind !== "unpreventable" || (a.zone ?? "battlefield") !== "battlefield") continue;
        const ctx = this.abilityContext(v, v.controller, e);
        if (a.condition && !a.condition(ctx)) continue;
        if (a.damage(e, ctx)) return true;
      }
    }
    return false;
  }

  /** Prevention and regeneration shields that apply to the event. */
  private shieldCandidates(e: GameEvent): ReplacementCandidate[] {
    const out: ReplacementCandidate[] = [];
    for (const sh of this.state.shields) {
      const key = `shield:${sh.id}`;
      if (sh.kind === "prevent" && e.kind === "damage" && sameRef(refOf(e.target), sh.target)) {
        out.push({
          key,
          source: sh.source,
          controller: sh.source.controller,
          text: sh.text,
          self: false,
          prevention: true,
          appliesTo: () => this.state.shields.some((x) => x.id === sh.id),
          replace: (ev) => {
            const shield = this.state.shields.find((x) => x.id === sh.id)!;
            const d = ev as Extract<GameEvent, { kind: "damage" }>;
            const prevented = shield.remaining === null ? d.amount : Math.min(shield.remaining, d.amount);
            if (shield.remaining !== null) {
              shield.remaining -= prevented;
              if (shield.remaining <= 0) this.state.shields = this.state.shields.filter((x) => x.id !== sh.id);
            }
            this.log(`${prevented} damage to ${this.describe(d.target)} is prevented.`);
            return prevented >= d.amount ? null : { ...d, amount: d.amount - prevented };
          },
        });
      }
      if (
        sh.kind === "regenerate" &&
        e.kind === "destroy" &&
        !e.noRegeneration &&
        "object" in sh.target &&
        sh.target.object === e.object.id
      ) {
        out.push({
          key,
          source: sh.source,
          controller: sh.source.controller,
          text: sh.text,
          self: false,
          prevention: false,
          appliesTo: () => this.state.shields.some((x) => x.id === sh.id),
          replace: (ev) => {
            const d = ev as Extract<GameEvent, { kind: "destroy" }>;
            this.state.shields = this.state.shields.filter((x) => x.id !== sh.id);
            const o = this.state.objects[d.object.id];
            if (o) {
              o.tapped = true;
              o.damage = 0;
              o.deathtouchDamage = false;
              this.leaveCombat(o.id);
              this.touch();
              this.log(`${d.object.name} regenerates.`);
            }
            return null;
          },
        });
      }
    }
    return out;
  }

  /**
   * The replacement effects whose instructions are being carried out ("If you would draw a card, draw two cards
   * instead"): the events those instructions perform are the modified events, which the same effect can't
   * replace again (rule 614.5).
   */
  private applyingReplacements: string[] = [];
  /** Paying the cost of a cycling ability: the card discarded is cycled (702.29c). */
  private payingForCycling = false;

  /** Apply replacement and prevention effects to one event (rules 614.5, 614.15, 616.1). */
  private replaceEvent(e: GameEvent, applied: Set<string>): GameEvent[] {
    for (let guard = 0; guard < MAX_LOOP; guard++) {
      const cands = this.replacementCandidates(e).filter((c) => !applied.has(c.key) && !this.applyingReplacements.includes(c.key));
      if (cands.length === 0) return [e];
      const selfs = cands.filter((c) => c.self);
      const pool = selfs.length ? selfs : cands;
      let chosen = pool[0]!;
      if (pool.length > 1) {
        const player = this.affectedPlayer(e);
        const interchangeable = pool.every((c) => c.text.text === pool[0]!.text.text && c.source.name === pool[0]!.source.name);
        const index = this.decisions.replacement({
          kind: "replacement",
          player,
          prompt: `${this.pname(player)}: choose which replacement or prevention effect to apply first to ${this.eventText(e)}`,
          event: e,
          options: pool.map((c) => ({ source: c.source, text: c.text.text })),
          interchangeable,
        });
        if (!Number.isInteger(index) || index < 0 || index >= pool.length)
          throw new IllegalActionError(`invalid replacement effect choice ${index}`);
        chosen = pool[index]!;
      }
      const next = new Set(applied);
      next.add(chosen.key);
      const result = this.withCause(chosen.source.name, chosen.text, () => {
        this.applyingReplacements.push(chosen.key);
        let r: ReturnType<typeof chosen.replace>;
        try {
          r = chosen.replace(e);
        } finally {
          this.applyingReplacements.pop();
        }
        this.log(
          r === null
            ? `${this.eventText(e)}: replaced, doesn't happen.`
            : `${this.eventText(e)} becomes ${(Array.isArray(r) ? r : [r]).map((x) => this.eventText(x)).join(", ")}.`,
        );
        return r;
      });
      if (result === null) return [];
      const list = Array.isArray(result) ? result : [result];
      if (list.length === 1) {
        e = list[0]!;
        applied = next;
        continue;
      }
      return list.flatMap((x) => this.replaceEvent(x, next));
    }
    throw new Error("replacement effects did not settle");
  }

  private eventText(e: GameEvent): string {
    switch (e.kind) {
      case "zoneChange": {
        const extras = [
          e.tapped ? "tapped" : "",
          e.counters && Object.keys(e.counters).length
            ? `with ${Object.entries(e.counters)
                .map(([k, n]) => `${n} ${k}`)
                .join(", ")} counter(s)`
            : "",
          e.chosen && Object.keys(e.chosen).length
            ? `with ${Object.entries(e.chosen)
                .map(([k, v]) => `${k} ${v}`)
                .join(", ")} chosen`
            : "",
        ].filter(Boolean);
        return `${e.object.name || "a card"} moving ${e.from ?? "into the game"} → ${e.to}${extras.length ? ` (${extras.join(", ")})` : ""}`;
      }
      case "beginStep":
        return `${e.active.name}'s ${e.step} step`;
      case "beginTurn":
        return `${e.player.name}'s turn`;
      case "lose":
        return `${e.player.name} losing the game`;
      case "win":
        return `${e.player.name} winning the game`;
      case "damage":
        return `${e.amount} damage from ${e.source.name} to ${this.describe(e.target)}`;
      case "lifeGain":
        return `${e.player.name} gaining ${e.amount} life`;
      case "lifeLoss":
        return `${e.player.name} losing ${e.amount} life`;
      case "draw":
        return `${e.player.name} drawing a card`;
      case "destroy":
        return `destruction of ${e.object.name}`;
      case "addCounters":
        return `${e.amount} ${e.counter} counter(s) put on ${e.object.name}`;
      case "removeCounters":
        return `${e.amount} ${e.counter} counter(s) removed from ${e.object.name}`;
      case "tap":
      case "untap":
        return `${e.object.name} becoming ${e.kind}ped`;
      default:
        return e.kind;
    }
  }

  /** Execute one (already replaced) event. */
  private execute(e: GameEvent): GameEvent[] {
    const s = this.state;
    switch (e.kind) {
      case "zoneChange": {
        const o = s.objects[e.object.id];
        if (!o || (e.from !== null && o.zone !== e.from) || (e.from === null && o.zone !== "limbo")) return [];
        if (e.to === "stack") throw new NotImplementedError("putting objects on the stack by an effect is not implemented");
        if (e.to === "battlefield" && (e.object.types.includes("instant") || e.object.types.includes("sorcery"))) {
          this.log(`${e.object.name} can't enter the battlefield and stays where it is (rule 304.4).`);
          return [];
        }
        // Rule 111.8: a token that has left the battlefield can't move to another zone or come back; it stays
        // where it is until state-based actions make it cease to exist.
        if (o.token && e.from !== null && e.from !== "battlefield") {
          this.log(`${e.object.name} is a token that has left the battlefield: it stays in ${e.from} (rule 111.8).`);
          return [];
        }
        let to = e.to;
        if (e.from === "stack") {
          const left = s.stack.find((x): x is SpellEntry => x.kind === "spell" && x.id === o.id);
          if (left) s.leftStack[o.id] = { ...deepClone(left), defKey: o.defKey, chosen: { ...o.chosen } };
        }
        if (e.from === "stack" && to !== "exile") {
          // Rule 702.34a (flashback and the like): exiled instead of going anywhere else.
          const entry = s.stack.find((x): x is SpellEntry => x.kind === "spell" && x.id === o.id);
          const def = this.def(o);
          if (entry && (def.costs ?? []).some((c) => c.exileWhenLeavingStack && entry.paidCosts.includes(c.name))) {
            this.log(`${e.object.name} is exiled instead (its ${entry.paidCosts.join(", ")} cost was paid).`);
            to = "exile";
          }
        }
        const opts: Parameters<Game["moveObject"]>[2] = {};
        if (e.position) opts.position = e.position;
        if (e.faceDown) opts.faceDown = true;
        if (e.to === "battlefield") {
          opts.controller = e.controller ?? o.owner;
          if (e.tapped) opts.tapped = true;
          if (e.counters) opts.counters = e.counters;
          if (e.chosen) opts.chosen = e.chosen;
          if (e.paidCosts) opts.paidCosts = e.paidCosts;
          if (e.attachTo !== undefined) opts.attachTo = e.attachTo;
          if (e.bestowed) opts.bestowed = true;
          if (e.copyOf !== undefined) opts.copyKey = e.copyOf;
        }
        const wasToken = o.token;
        const n = this.moveObject(o, to, opts);
        const done = to === e.to ? e : { ...e, to };
        if (wasToken && to !== "battlefield") this.log(`${e.object.name} (token) is put into ${to}.`);
        else
          this.log(
            `${e.object.name || "A card"} ${this.zoneVerb(done)}${n.attachedTo !== null ? ` attached to ${this.describe({ object: n.attachedTo })}` : ""}.`,
          );
        return [{ ...done, newObject: this.mustView(n.id) }];
      }
      case "damage":
        return this.executeDamage(e);
      case "lifeGain": {
        const p = s.players[e.player.id]!;
        if (p.lost || e.amount <= 0) return [];
        p.life += e.amount;
        this.log(`${p.name} gains ${e.amount} life (${p.life}).`, p.id);
        return [e];
      }
      case "lifeLoss": {
        const p = s.players[e.player.id]!;
        if (p.lost || e.amount <= 0) return [];
        p.life -= e.amount;
        p.lifeLostThisTurn = (p.lifeLostThisTurn ?? 0) + e.amount;
        this.log(`${p.name} loses ${e.amount} life (${p.life}).`, p.id);
        return [e];
      }
      case "draw": {
        const p = s.players[e.player.id]!;
        const top = s.library[p.id]![0];
        if (top === undefined) {
          p.drewFromEmpty = true;
          this.log(`${p.name} draws from an empty library.`, p.id);
          return [];
        }
        const o = s.objects[top]!;
        const lki = this.mustView(top);
        const n = this.moveObject(o, "hand");
        p.drawsThisTurn = (p.drawsThisTurn ?? 0) + 1;
        this.log(`${p.name} draws a card.`, p.id);
        return [e, { kind: "zoneChange", object: lki, from: "library", to: "hand", cause: "draw", drawnThisTurn: p.drawsThisTurn, newObject: this.mustView(n.id) }];
      }
      case "addCounters":
      case "removeCounters": {
        const o = s.objects[e.object.id];
        if (!o || o.zone !== e.object.zone || e.amount <= 0) return [];
        const have = o.counters[e.counter] ?? 0;
        const amount = e.kind === "addCounters" ? e.amount : Math.min(have, e.amount);
        if (amount <= 0) return [];
        const now = e.kind === "addCounters" ? have + amount : have - amount;
        if (now > 0) o.counters[e.counter] = now;
        else delete o.counters[e.counter];
        this.touch();
        this.log(`${e.object.name} ${e.kind === "addCounters" ? "gets" : "loses"} ${amount} ${e.counter} counter(s).`);
        return [{ ...e, amount }];
      }
      case "tap":
      case "untap": {
        const o = s.objects[e.object.id];
        if (!o || o.zone !== "battlefield" || o.tapped === (e.kind === "tap")) return [];
        o.tapped = e.kind === "tap";
        this.touch();
        this.log(`${e.object.name} becomes ${e.kind}ped.`);
        return [e];
      }
      case "win": {
        const p = s.players[e.player.id]!;
        if (p.lost) return [];
        p.won = true;
        this.log(`${p.name} wins the game.`, p.id);
        for (const q of s.players) if (q.id !== p.id && !q.lost) q.lost = true;
        s.waiting = "gameOver";
        s.priority = null;
        return [e];
      }
      case "lose": {
        const p = s.players[e.player.id]!;
        if (p.lost) return [];
        p.lost = true;
        this.log(`${p.name} loses the game.`, p.id);
        return [e];
      }
      case "transformed":
        return this.transformPermanent(e);
      case "turnedFaceUp": {
        // 708.8: the same object, now with its own characteristics; it didn't enter the battlefield (no enters triggers,
        // no summoning sickness anew). Its face-up abilities see the event ("When ~ is turned face up").
        const o = s.objects[e.object.id];
        if (!o || o.zone !== "battlefield" || !o.faceDown) return [];
        o.faceDown = false;
        this.touch();
        const up = this.mustView(o.id);
        this.log(`A face-down permanent is turned face up: it is ${up.name}.`);
        return [{ ...e, object: up }];
      }
      default:
        return [e];
    }
  }

  private zoneVerb(e: Extract<GameEvent, { kind: "zoneChange" }>): string {
    if (e.to === "battlefield") return `enters the battlefield${e.tapped ? " tapped" : ""}`;
    if (e.cause === "destroy") return "is destroyed";
    if (e.cause === "sacrifice") return "is sacrificed";
    if (e.cause === "discard") return "is discarded";
    if (e.cause === "counter") return "is countered";
    if (e.to === "graveyard") return `is put into ${this.pname(e.object.owner)}'s graveyard`;
    if (e.to === "hand") return `is put into ${this.pname(e.object.owner)}'s hand`;
    if (e.to === "exile") return "is exiled";
    return `moves from ${e.from ?? "outside the game"} to ${e.to === "library" ? `library (${e.position ?? "top"})` : e.to}`;
  }

  private executeDamage(e: Extract<GameEvent, { kind: "damage" }>): GameEvent[] {
    const s = this.state;
    if (e.amount <= 0) return [];
    const out: GameEvent[] = [];
    const src = e.source;
    const infect = hasKeyword(src, "infect");
    if (e.target.kind === "player") {
      const p = s.players[e.target.id]!;
      if (p.lost) return [];
      p.damageThisTurn += e.amount;
      if (infect) {
        // Rule 120.3b: damage from a source with infect gives poison counters instead of life loss.
        p.poison += e.amount;
        this.log(`${src.name} deals ${e.amount} damage to ${p.name} (${p.poison} poison).`);
        out.push(e);
      } else {
        p.life -= e.amount;
        p.lifeLostThisTurn = (p.lifeLostThisTurn ?? 0) + e.amount;
        this.log(`${src.name} deals ${e.amount} damage to ${p.name} (${p.life}).`);
        out.push(e, { kind: "lifeLoss", player: this.player(p.id), amount: e.amount });
      }
      // 702.164c: combat damage from a creature with toxic also gives the player poison counters equal to its total toxic value
      const toxic = e.combat ? src.abilities.reduce((n, a) => n + (a.kind === "keyword" && a.keyword === "toxic" ? (a.amount ?? 0) : 0), 0) : 0;
      if (toxic > 0) {
        p.poison += toxic;
        this.log(`${p.name} gets ${toxic} poison counter(s) from ${src.name}'s toxic (${p.poison} poison).`);
      }
    } else {
      const o = s.objects[e.target.id];
      if (!o || o.zone !== "battlefield") return [];
      const v = this.mustView(o.id);
      if (v.types.includes("planeswalker") && !v.types.includes("creature")) {
        const have = o.counters.loyalty ?? 0;
        o.counters.loyalty = Math.max(0, have - e.amount);
      } else if (infect || hasKeyword(src, "wither")) {
        // Rule 120.3d: damage from a source with wither or infect becomes -1/-1 counters.
        o.counters["-1/-1"] = (o.counters["-1/-1"] ?? 0) + e.amount;
        if (hasKeyword(src, "deathtouch")) o.deathtouchDamage = true;
      } else {
        o.damage += e.amount;
        if (hasKeyword(src, "deathtouch")) o.deathtouchDamage = true;
      }
      this.touch();
      this.log(`${src.name} deals ${e.amount} damage to ${v.name}.`);
      out.push(e);
    }
    if (hasKeyword(src, "lifelink")) {
      // Rule 120.3f: the damage causes the source's controller to gain that much life.
      const ev: GameEvent = { kind: "lifeGain", player: this.player(src.controller), amount: e.amount };
      for (const r of this.replaceEvent(ev, new Set())) out.push(...this.execute(r));
    }
    return out;
  }

  /** Rule 603.2, 603.10: find abilities that trigger on these events. */
  private checkTriggers(events: GameEvent[], before: Map<ObjectId, ObjectView>): void {
    const s = this.state;
    s.historyLength = this.history.record(s.turn, events);
    const current = Object.keys(s.objects)
      .map(Number)
      .map((id) => this.view(id))
      .filter((v): v is ObjectView => v !== undefined && !v.phasedOut);
    // "one or more" triggers (603.2c) already triggered by an event of this batch, by ability and group
    const batched = new Set<string>();
    for (const e of events) {
      const lookBack = e.kind === "leavesBattlefield" || e.kind === "dies" || (e.kind === "zoneChange" && e.from === "battlefield");
      const sources = lookBack ? [...before.values(), ...current.filter((v) => v.zone !== "battlefield")] : current;
      for (const src of sources) {
        src.abilities.forEach((a, index) => {
          if (a.kind !== "triggered" || a.trigger.event === "state" || (a.trigger.event !== e.kind && !(a.trigger as Trigger).events?.includes(e.kind))) return;
          if ((a.zone ?? "battlefield") !== src.zone) return;
          const ctx = this.abilityContext(src, src.controller, e);
          if (!(a.trigger as Trigger).match(e, ctx)) return;
          const key = `${src.id}:${index}`;
          if (a.oncePerTurn && (s.triggeredThisTurn[key] ?? 0) > 0) return;
          if (a.interveningIf && !a.interveningIf(ctx)) return;
          if ((a.trigger as Trigger).batch) {
            const group = `${key}/${e.kind === "damage" && e.target.kind === "player" ? e.target.id : ""}`;
            if (batched.has(group)) return;
            batched.add(group);
          }
          if (a.oncePerTurn) s.triggeredThisTurn[key] = 1;
          s.pending.push({ ability: a, source: src, controller: src.controller, event: e, order: s.pending.length });
        });
      }
      for (const d of [...s.delayed]) {
        if (d.trigger.event !== e.kind) continue;
        const ctx = this.abilityContext(d.source, d.controller, e);
        if (!d.trigger.match(e, ctx)) continue;
        s.pending.push({ ability: d.ability, source: d.source, controller: d.controller, event: e, order: s.pending.length });
        if (d.once) s.delayed = s.delayed.filter((x) => x.id !== d.id);
      }
    }
  }

  private checkStateTriggers(): boolean {
    const s = this.state;
    let any = false;
    for (const v of Object.keys(s.objects).map((id) => this.view(Number(id)))) {
      if (!v || v.phasedOut) continue;
      v.abilities.forEach((a, index) => {
        if (a.kind !== "triggered" || a.trigger.event !== "state" || (a.zone ?? "battlefield") !== v.zone) return;
        const key = `${v.id}:${index}`;
        // Rule 603.8: doesn't trigger again while waiting or on the stack.
        if (s.pending.some((p) => p.stateKey === key) || s.stack.some((st) => st.kind === "ability" && st.stateKey === key)) return;
        const ctx = this.abilityContext(v, v.controller);
        if (!a.trigger.condition(ctx)) return;
        s.pending.push({ ability: a, source: v, controller: v.controller, stateKey: key, order: s.pending.length });
        any = true;
      });
    }
    return any;
  }

  // =========================================================================
  // State-based actions (704) and putting triggers on the stack (603.3)

  /** Before a player receives priority: state-based actions until none, then triggers, repeated (rule 117.5, 603.3b). */
  private stabilize(): void {
    for (let guard = 0; guard < MAX_LOOP; guard++) {
      if (this.state.waiting === "gameOver") return;
      this.refreshControl();
      if (this.stateBasedActions()) continue;
      if (this.isOver()) return;
      this.checkStateTriggers();
      if (this.state.pending.length > 0) {
        this.putTriggersOnStack();
        continue;
      }
      return;
    }
    throw new Error("state-based actions and triggers did not settle (infinite loop?)");
  }

  private refreshControl(): void {
    for (const id of this.state.battlefield) {
      const o = this.state.objects[id]!;
      const v = this.view(id);
      if (v && v.controller !== o.knownController) {
        o.knownController = v.controller;
        o.controlSince = ++this.state.clock;
        this.state.combat && this.leaveCombat(id);
        this.touch();
      }
    }
  }

  private leaveCombat(id: ObjectId): void {
    const c = this.state.combat;
    if (!c) return;
    c.attackers = c.attackers.filter((a) => a.id !== id);
    c.blockers = c.blockers.filter((b) => b.id !== id);
  }

  /** Perform all applicable state-based actions simultaneously (rule 704.3). True if any was performed. */
  private stateBasedActions(): boolean {
    const s = this.state;
    let performed = false;
    const losers: PlayerId[] = [];
    for (const p of s.players) {
      if (p.lost) continue;
      if (p.life <= 0) (losers.push(p.id), this.log(`${p.name} has ${p.life} life (rule 704.5a).`));
      else if (p.drewFromEmpty) (losers.push(p.id), this.log(`${p.name} drew from an empty library (rule 704.5b).`));
      else if (p.poison >= 10) (losers.push(p.id), this.log(`${p.name} has ${p.poison} poison counters (rule 704.5c).`));
      p.drewFromEmpty = false;
    }
    const events: GameEvent[] = [];
    // 704.5d: tokens outside the battlefield cease to exist; 704.5e: so does a copy of a spell outside the stack.
    for (const o of Object.values(s.objects)) {
      if ((o.token && o.zone !== "battlefield" && o.zone !== "limbo") || (o.copy && o.zone !== "stack" && o.zone !== "limbo")) {
        if (o.copy) this.log(`The copy of ${this.def(o).name} in ${o.zone} ceases to exist (rule 704.5e).`);
        this.removeFromZone(o);
        delete s.objects[o.id];
        this.touch();
        performed = true;
      }
    }
    const battlefield = this.objects("battlefield").filter((v) => !v.phasedOut);
    for (const v of battlefield) {
      const o = s.objects[v.id]!;
      if (v.types.includes("creature") && v.toughness !== null) {
        if (v.toughness <= 0) {
          events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sba" });
          this.log(`${v.name} has toughness ${v.toughness} (rule 704.5f).`);
          continue;
        }
        if ((o.damage >= v.toughness || o.deathtouchDamage) && !hasKeyword(v, "indestructible")) {
          events.push({ kind: "destroy", object: v });
          this.log(
            `${v.name} has ${o.damage >= v.toughness ? "lethal damage" : "deathtouch damage"} (rule ${o.damage >= v.toughness ? "704.5g" : "704.5h"}).`,
          );
          continue;
        }
      }
      if (v.types.includes("planeswalker") && (o.counters.loyalty ?? 0) <= 0) {
        events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sba" });
        this.log(`${v.name} has 0 loyalty (rule 704.5i).`);
        continue;
      }
      if (v.subtypes.includes("Aura")) {
        const host = o.attachedTo !== null ? this.view(o.attachedTo) : undefined;
        if (o.bestowed && (!host || host.zone !== "battlefield" || !this.canAttach(v, host))) {
          // 702.103f: an Aura with bestow that is unattached or attached to an illegal object becomes unattached and stops being
          // bestowed — an enchantment creature again, not put into the graveyard (an exception to 704.5m)
          o.attachedTo = null;
          o.bestowed = false;
          this.touch();
          this.log(`${v.name} becomes unattached and is no longer bestowed: it is an enchantment creature (rule 702.103f).`);
          performed = true;
          continue;
        }
        if (!host || host.zone !== "battlefield" || !this.canAttach(v, host)) {
          events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sba" });
          this.log(
            `${v.name} is ${host && host.zone === "battlefield" ? "attached to an illegal object" : "not attached to anything"} (rule 704.5m).`,
          );
          continue;
        }
      }
      if ((v.subtypes.includes("Equipment") || v.subtypes.includes("Fortification")) && o.attachedTo !== null) {
        const host = this.view(o.attachedTo);
        if (!host || host.zone !== "battlefield" || !this.canAttach(v, host)) {
          o.attachedTo = null;
          this.touch();
          this.log(`${v.name} becomes unattached (rule 704.5n).`);
          performed = true;
        }
      }
      // 704.5p: a creature, or a permanent that is neither an Aura, an Equipment nor a Fortification, can't stay attached.
      const attachment = v.subtypes.includes("Aura") || v.subtypes.includes("Equipment") || v.subtypes.includes("Fortification");
      if (o.attachedTo !== null && (!attachment || (v.types.includes("creature") && !v.subtypes.includes("Aura")))) {
        o.attachedTo = null;
        this.touch();
        this.log(`${v.name} becomes unattached (rule 704.5p).`);
        performed = true;
      }
      // 704.5r: "can't have more than N counters of a kind on it": all but N of those counters are removed.
      for (const a of v.abilities) {
        if (a.kind !== "counterLimit") continue;
        const have = o.counters[a.counter] ?? 0;
        if (have <= a.max) continue;
        events.push({ kind: "removeCounters", object: v, counter: a.counter, amount: have - a.max });
        this.log(`${v.name}: ${have - a.max} ${a.counter} counter(s) removed, it can't have more than ${a.max} (rule 704.5r).`);
      }
      // 704.5q: +1/+1 and -1/-1 counters annihilate.
      const plus = o.counters["+1/+1"] ?? 0;
      const minus = o.counters["-1/-1"] ?? 0;
      if (plus > 0 && minus > 0) {
        const n = Math.min(plus, minus);
        events.push(
          { kind: "removeCounters", object: v, counter: "+1/+1", amount: n },
          { kind: "removeCounters", object: v, counter: "-1/-1", amount: n },
        );
        this.log(`${v.name}: ${n} +1/+1 and -1/-1 counter pair(s) removed (rule 704.5q).`);
      }
    }
    // 704.5s: a Saga with at least as many lore counters as its final chapter number, and no chapter ability of it that has triggered
    // but not yet left the stack, is sacrificed.
    for (const v of battlefield) {
      const final = finalChapter(v);
      if (final === 0 || (v.counters.lore ?? 0) < final || this.chapterPending(v.id)) continue;
      events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sacrifice" });
      this.log(`${v.name} has ${v.counters.lore} lore counters, its final chapter is ${final} (rule 704.5s): it is sacrificed.`);
    }
    // 704.5j: the legend rule.
    const seen = new Set<ObjectId>(
      events.filter((e) => e.kind === "zoneChange" || e.kind === "destroy").map((e) => (e as { object: ObjectView }).object.id),
    );
    // 704.5k: the world rule — only the permanent that has had the world supertype for the shortest time stays
    // (its timestamp is the latest; on a tie, none stays).
    const worlds = battlefield.filter((v) => v.supertypes.includes("world") && !seen.has(v.id));
    if (worlds.length > 1) {
      const newest = Math.max(...worlds.map((v) => v.timestamp));
      const keep = worlds.filter((v) => v.timestamp === newest);
      for (const v of worlds) {
        if (keep.length === 1 && keep[0] === v) continue;
        events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sba" });
        seen.add(v.id);
      }
      this.log(`World rule: ${keep.length === 1 ? `${keep[0]!.name} stays, the other world permanents are` : "all world permanents are"} put into their owners' graveyards (rule 704.5k).`);
    }
    for (const p of this.apnap()) {
      const legends = battlefield.filter((v) => v.controller === p && v.supertypes.includes("legendary") && !seen.has(v.id));
      const byName = new Map<string, ObjectView[]>();
      for (const v of legends) byName.set(v.name, [...(byName.get(v.name) ?? []), v]);
      for (const [name, group] of byName) {
        if (group.length < 2) continue;
        const keep = this.pickObjects(p, group, 1, `${this.pname(p)}: choose which ${name} to keep (legend rule, 704.5j)`)[0]!;
        for (const v of group)
          if (v.id !== keep.id) events.push({ kind: "zoneChange", object: v, from: "battlefield", to: "graveyard", cause: "sba" });
        this.log(`Legend rule: ${this.pname(p)} keeps one ${name} (rule 704.5j).`);
      }
    }
    if (events.length) {
      const before = this.fingerprint();
      // Performed only if something changed (a regeneration shield, for one, changes the state without any event).
      if (this.perform(events).length > 0 || this.fingerprint() !== before) performed = true;
    }
    if (losers.length) {
      const before = this.fingerprint();
      if (
        this.perform(losers.map((p) => ({ kind: "lose", player: this.player(p) }) as GameEvent)).length > 0 ||
        this.fingerprint() !== before
      )
        performed = true;
    }
    return performed;
  }

  private checkGameOver(): void {
    const s = this.state;
    const live = this.livePlayers();
    if (live.length <= 1) {
      if (live.length === 1) {
        s.players[live[0]!]!.won = true;
        this.log(`${this.pname(live[0]!)} wins the game.`);
      } else this.log("The game is a draw (rule 104.4a).");
      s.waiting = "gameOver";
      s.priority = null;
    } else {
      // Rule 800.4a: a player who leaves the game takes their objects with them.
      for (const p of s.players.filter((q) => q.lost)) {
        for (const o of Object.values(s.objects)) {
          if (o.owner === p.id && o.zone !== "limbo") {
            this.removeFromZone(o);
            delete s.objects[o.id];
          }
        }
        s.stack = s.stack.filter((e) => e.controller !== p.id);
      }
      if (s.players[s.active]!.lost && s.priority !== null && s.players[s.priority]!.lost) s.priority = this.nextPlayer(s.priority);
      this.touch();
    }
  }

  /** Rule 603.3b: each player, in APNAP order, puts their triggered abilities on the stack in the order they choose. */
  private putTriggersOnStack(): void {
    const s = this.state;
    const pending = [...s.pending].sort((a, b) => a.order - b.order);
    s.pending = [];
    for (const player of this.apnap()) {
      let mine = pending.filter((p) => p.controller === player);
      if (mine.length === 0) continue;
      if (mine.length > 1) {
        const order = this.decisions.order({
          kind: "order",
          player,
          prompt: `${this.pname(player)}: order your ${mine.length} triggered abilities (first = bottom of the stack)`,
          items: mine.map((m) => ({ source: m.source, text: m.ability.source.text })),
        });
        if (
          order.length !== mine.length ||
          new Set(order).size !== mine.length ||
          order.some((i) => !Number.isInteger(i) || i < 0 || i >= mine.length)
        ) {
          throw new IllegalActionError(`invalid order of triggered abilities: ${JSON.stringify(order)}`);
        }
        mine = order.map((i) => mine[i]!);
      }
      for (const t of mine) this.putTriggerOnStack(t);
    }
  }

  private putTriggerOnStack(t: PendingTrigger): void {
    const s = this.state;
    const ab = t.ability;
    this.withCause(t.source.name, ab.source, () => {
      const entry: AbilityEntry = {
        kind: "ability",
        id: s.nextId++,
        source: t.source,
        ability: ab,
        controller: t.controller,
        targets: [],
        x: 0,
        modes: [],
        triggered: true,
      };
      if (t.event) entry.event = t.event;
      if (t.stateKey) entry.stateKey = t.stateKey;
      if (ab.kind === "triggered" && ab.modes) {
        // Rule 603.3c: modes are chosen as the ability is put on the stack; a mode without legal targets can't be chosen.
        entry.modes = this.chooseModes(t.controller, t.source, ab.modes, undefined);
      }
      const specs = ab.kind === "triggered" ? this.specsFor(ab, entry.modes) : [];
      if (specs.length) {
        const cands = specs.map((sp) => this.targetCandidates_(sp, t.source, t.controller, t.event));
        if (specs.some((sp, i) => (sp.min ?? 1) > cands[i]!.length)) {
          this.log(`${t.source.name}'s triggered ability has no legal targets and is removed (rule 603.3d).`);
          return;
        }
        entry.targets = this.chooseTargets(t.controller, t.source, specs, undefined, ab.source.text, t.event);
        // 603.3d: an amount that can't be divided among the targets (nothing to divide) makes the ability removed
        const division = this.announceDivision(t.controller, t.source, specs, entry.targets, entry.x, undefined, true);
        if (division === null) {
          this.log(`${t.source.name}'s triggered ability has nothing to divide among its targets and is removed (rule 603.3d).`);
          return;
        }
        if (division) entry.division = division;
      }
      s.stack.push(entry);
      this.touch();
      this.perform(this.targetedEvents(entry.id, t.source, t.controller, entry.targets));
      this.log(
        `${t.source.name}'s triggered ability goes on the stack${
          entry.targets.flat().length
            ? ` targeting ${entry.targets
                .flat()
                .map((r) => this.describe(r))
                .join(", ")}`
            : ""
        }.`,
        t.controller,
      );
    });
  }

  // =========================================================================
  // Resolution (rule 608)

  private targetStillLegal(ref: Ref, spec: TargetSpec, source: ObjectView, controller: PlayerId, event?: GameEvent, x?: number): Entity | undefined {
    if ("player" in ref) {
      const p = this.state.players[ref.player];
      if (!p || p.lost) return undefined;
      if (!spec.player) return undefined;
      if (spec.player !== true && spec.player !== "any" && (spec.player === "you") !== (ref.player === controller)) return undefined;
      return this.player(ref.player);
    }
    const v = this.view(ref.object);
    if (!v || !spec.object) return undefined;
    const ctx = this.abilityContext(source, controller, event, x);
    if (!matchesFilter(v, spec.object, ctx) || !this.targetable(v, controller, source)) return undefined;
    return v;
  }

  /**
   * Rule 707.10: a copy of a spell on the stack, put onto the stack (not cast) under `controller`'s control, who owns it;
   * it copies the spell's characteristics and the choices made for it (modes, targets, X, costs paid, 707.10).
   */
  private copySpellOnStack(id: ObjectId, controller: PlayerId): ObjectView | undefined {
    const s = this.state;
    // the spell as it is on the stack, or as it last existed there (608.2h)
    const onStack = s.stack.find((e): e is SpellEntry => e.kind === "spell" && e.id === id);
    const o = s.objects[id];
    const known = onStack && o ? { ...onStack, defKey: o.defKey, chosen: o.chosen } : s.leftStack[id];
    if (!known) return undefined;
    const entry = known;
    const n = this.newObject(known.defKey, controller, "stack", false);
    n.copy = true;
    // 709.3c, 716.3c: a copy of a half or an Adventure is that half or Adventure
    if (o?.face !== undefined) n.face = o.face;
    n.chosen = { ...known.chosen };
    s.stack.push({
      kind: "spell",
      id: n.id,
      controller,
      targets: entry.targets.map((g) => [...g]),
      x: entry.x,
      modes: [...entry.modes],
      paidCosts: [...entry.paidCosts],
      ...(entry.costObjects ? { costObjects: entry.costObjects } : {}),
      copy: true,
      ...(entry.division ? { division: entry.division.map((g) => [...g]) } : {}),
    });
    this.touch();
    const v = this.mustView(n.id);
    this.log(`${this.pname(controller)} puts a copy of ${v.name} onto the stack (rule 707.10).`, controller);
    this.perform([{ kind: "copy", spell: v, player: this.player(controller) }]);
    return v;
  }

  /** Rule 707.10c: "You may choose new targets for the copy": the copy's controller may change each target to another legal one. */
  private changeSpellTargets(id: ObjectId, prompt: string): void {
    const s = this.state;
    const entry = s.stack.find((e): e is SpellEntry => e.kind === "spell" && e.id === id);
    if (!entry) return;
    const v = this.mustView(id);
    const specs = this.castSpecs(v, entry.modes);
    if (specs.length === 0 || entry.targets.flat().length === 0) return;
    if (!this.decisions.may({ kind: "may", player: entry.controller, prompt: `${this.pname(entry.controller)}: ${prompt}`, source: v })) return;
    const text = this.spellAbility(v)?.source.text ?? v.name;
    entry.targets = this.chooseTargets(entry.controller, v, specs, undefined, text, undefined, entry.x);
    this.touch();
    this.log(`${v.name} now targets ${entry.targets.flat().map((t) => this.describe(t)).join(", ") || "nothing"}.`, entry.controller);
  }

  /** A chapter ability of this Saga has triggered and not yet left the stack (rule 704.5s). */
  private chapterPending(id: ObjectId): boolean {
    const s = this.state;
    const isChapter = (a: unknown) => {
      const t = a as { kind?: string; trigger?: { chapters?: number[] } };
      return t.kind === "triggered" && !!t.trigger?.chapters;
    };
    return (
      s.pending.some((p) => p.source.id === id && isChapter(p.ability)) ||
      s.stack.some((e) => e.kind === "ability" && e.source.id === id && isChapter(e.ability))
    );
  }

  private resolveTop(): void {
    const s = this.state;
    const entry = s.stack[s.stack.length - 1]!;
    if (entry.kind === "spell") this.resolveSpell(entry);
    else this.resolveAbility(entry);
    this.touch();
  }

  private resolveSpell(entry: SpellEntry): void {
    const o = this.state.objects[entry.id]!;
    const v = this.mustView(entry.id);
    const sa = this.spellAbility(v);
    if (isPermanentSpell(v)) {
      const specs = this.castSpecs(v, entry.modes);
      let aura = specs.length > 0 ? this.resolveTargets(entry.targets, specs, v, entry.controller, undefined, entry.x) : [];
      if (aura === null && o.bestowed) {
        // 702.103e: a bestowed Aura spell with an illegal target isn't countered: it stops being bestowed and resolves as an enchantment creature spell
        o.bestowed = false;
        this.touch();
        this.log(`${v.name}'s target is illegal: it is no longer bestowed and resolves as a creature (rule 702.103e).`);
        aura = [];
      }
      if (aura === null) {
        this.log(`${v.name} doesn't resolve: its target is illegal (rules 608.2b, 303.4).`);
        this.perform([{ kind: "zoneChange", object: v, from: "stack", to: "graveyard", cause: "counter" }]);
        return;
      }
      this.log(`${v.name} resolves.`);
      const ev = this.enterEvent(o, "stack", entry.controller, "resolve");
      if (ev.kind === "zoneChange" && entry.paidCosts.length) ev.paidCosts = [...entry.paidCosts];
      // 708.4: a face-down spell becomes a face-down permanent
      if (ev.kind === "zoneChange" && o.faceDown) ev.faceDown = true;
      const host = aura[0]?.[0];
      if (host && host.kind === "object" && ev.kind === "zoneChange") ev.attachTo = host.id;
      if (o.bestowed && ev.kind === "zoneChange") ev.bestowed = true;
      this.perform([ev]);
      // A permanent spell that could not enter (a replacement left it where it was) does not stay on the stack: it is put into its owner's graveyard, as a spell that resolved (608.2m).
      const left = this.state.objects[entry.id];
      if (left && left.zone === "stack") this.perform([{ kind: "zoneChange", object: this.mustView(entry.id), from: "stack", to: "graveyard", cause: "resolve" }]);
      this.state.stack = this.state.stack.filter((e) => e.id !== entry.id);
      return;
    }
    const specs = this.specsFor(sa?.kind === "spell" ? sa : undefined, entry.modes);
    const resolved = this.resolveTargets(entry.targets, specs, v, entry.controller, undefined, entry.x);
    if (resolved === null) {
      this.log(`${v.name} doesn't resolve: all its targets are illegal (rule 608.2b).`);
      this.perform([{ kind: "zoneChange", object: v, from: "stack", to: "graveyard", cause: "counter" }]);
      return;
    }
    this.log(`${v.name} resolves.`);
    if (sa?.kind === "spell") {
      this.runSpellEffects(sa, v, entry.controller, resolved, specs, entry);
    }
    const still = this.state.objects[entry.id];
    if (still && still.zone === "stack" && hasKeyword(v, "rebound") && entry.castFrom === "hand" && !entry.copy) {
      // 702.88a: rebound — exiled instead of going to the graveyard as it resolves, and "at the beginning of your next upkeep, you
      // may cast this card from exile without paying its mana cost" (a delayed triggered ability, 603.7)
      const exiled = this.perform([{ kind: "zoneChange", object: this.mustView(entry.id), from: "stack", to: "exile", cause: "resolve" }]);
      const card = exiled.find((e): e is Extract<GameEvent, { kind: "zoneChange" }> => e.kind === "zoneChange" && e.to === "exile")?.newObject;
      if (card) {
        const text = sa?.source ?? { text: "Rebound", span: [0, 0] as [number, number] };
        this.state.delayed.push({
          id: this.state.nextId++,
          trigger: atBeginningOf("upkeep", "your"),
          ability: { kind: "delayed", source: text, effect: (ctx) => void ctx.castCard(card, { withoutPaying: true }) },
          controller: entry.controller,
          source: card,
          once: true,
          endOfTurn: false,
        });
        this.log(`${v.name} is exiled (rebound); its controller may cast it at their next upkeep.`);
      }
    }
    if (still && this.state.objects[entry.id]?.zone === "stack" && !entry.copy) this.endAdventure(entry, v);
    if (still && this.state.objects[entry.id]?.zone === "stack") {
      // 702.27a: buyback — put into its owner's hand instead of the graveyard as it resolves.
      const buyback = (this.def(still).costs ?? []).find((c) => c.toHandOnResolution && entry.paidCosts.includes(c.name));
      if (buyback) this.log(`${v.name} is put into its owner's hand (its ${buyback.name} cost was paid).`);
      this.perform([{ kind: "zoneChange", object: this.mustView(entry.id), from: "stack", to: buyback ? "hand" : "graveyard", cause: "resolve" }]);
    }
    this.state.stack = this.state.stack.filter((e) => e.id !== entry.id);
  }

  /** Targets at resolution: per target word the still-legal ones; null when the object had targets and all are illegal. */
  private resolveTargets(targets: Ref[][], specs: TargetSpec[], source: ObjectView, controller: PlayerId, event?: GameEvent, x?: number): Entity[][] | null {
    const groups = targets.map((g, i) => g.map((r) => this.targetStillLegal(r, specs[i]!, source, controller, event, x)));
    const all = groups.flat();
    if (all.length > 0 && all.every((t) => t === undefined)) return null;
    return groups.map((g) => g.filter((t): t is Entity => t !== undefined));
  }

  private runSpellEffects(
    sa: { modes?: ModeSet; targets?: TargetSpec[]; effect?: (ctx: EffectContext) => void; source: SourceText },
    v: ObjectView,
    controller: PlayerId,
    resolved: Entity[][],
    specs: TargetSpec[],
    entry: { x: number; modes: number[]; paidCosts?: string[]; event?: GameEvent; targets: Ref[][]; costObjects?: CostObject[]; division?: number[][] },
  ): void {
    let offset = 0;
    const slice = (n: number) => {
      const out = {
        groups: resolved.slice(offset, offset + n),
        specs: specs.slice(offset, offset + n),
        refs: entry.targets.slice(offset, offset + n),
        division: entry.division?.slice(offset, offset + n),
      };
      offset += n;
      return out;
    };
    const run = (text: SourceText, n: number, effect: (ctx: EffectContext) => void) => {
      const part = slice(n);
      const ctx = this.effectContext({
        source: v,
        controller,
        text,
        specs: part.specs,
        targets: part.groups,
        x: entry.x,
        modes: entry.modes,
        paidCosts: entry.paidCosts ?? [],
        ...(entry.costObjects ? { costObjects: entry.costObjects } : {}),
        ...(entry.event ? { event: entry.event } : {}),
        hadTargets: part.refs.map((g) => g.length > 0),
        ...(part.division ? { division: { refs: part.refs, amounts: part.division } } : {}),
      });
      this.withCause(v.name, text, () => effect(ctx));
    };
    if (sa.modes)
      for (const m of entry.modes) run(sa.modes.options[m]!.source, sa.modes.options[m]!.targets?.length ?? 0, sa.modes.options[m]!.effect);
    if (sa.effect) run(sa.source, sa.targets?.length ?? 0, sa.effect);
  }

  private resolveAbility(entry: AbilityEntry): void {
    const ab = entry.ability;
    const remove = () => {
      this.state.stack = this.state.stack.filter((e) => e.id !== entry.id);
      this.touch();
    };
    const sourceNow = this.view(entry.source.id) ?? entry.source;
    this.withCause(entry.source.name, ab.source!, () => {
      if (ab.kind === "triggered" && ab.interveningIf) {
        const ctx = this.abilityContext(sourceNow, entry.controller, entry.event);
        if (!ab.interveningIf(ctx)) {
          this.log(`${entry.source.name}'s ability: its "if" condition is false on resolution, it does nothing (rule 603.4).`);
          remove();
          return;
        }
      }
      const specs = ab.kind === "triggered" || ab.kind === "activated" ? this.specsFor(ab, entry.modes) : [];
      const resolved = this.resolveTargets(entry.targets, specs, sourceNow, entry.controller, entry.event, entry.x);
      if (resolved === null) {
        this.log(`${entry.source.name}'s ability doesn't resolve: all its targets are illegal (rule 608.2b).`);
        remove();
        return;
      }
      if (ab.kind === "triggered" && ab.optional) {
        const yes = this.decisions.may({
          kind: "may",
          player: entry.controller,
          prompt: `${this.pname(entry.controller)}: ${ab.source.text} — do it?`,
          source: sourceNow,
        });
        if (!yes) {
          this.log(`${this.pname(entry.controller)} chooses not to.`);
          remove();
          return;
        }
      }
      this.log(`${entry.source.name}'s ability resolves.`);
      if (ab.kind === "delayed") {
        this.runSpellEffects({ source: ab.source, targets: specs, effect: ab.effect }, sourceNow, entry.controller, resolved, specs, entry);
      } else if (ab.kind === "triggered" || ab.kind === "activated") {
        this.runSpellEffects(
          { source: ab.source, targets: ab.targets ?? [], ...(ab.modes ? { modes: ab.modes } : {}), effect: ab.effect },
          sourceNow,
          entry.controller,
          resolved,
          specs,
          entry,
        );
      }
      remove();
    });
  }

  // =========================================================================
  // The effect context

  private effectContext(args: {
    source: ObjectView;
    controller: PlayerId;
    text: SourceText;
    specs: TargetSpec[];
    targets: Entity[][];
    x: number;
    modes: number[];
    paidCosts: string[];
    costObjects?: CostObject[];
    event?: GameEvent;
    hadTargets?: boolean[];
    division?: { refs: Ref[][]; amounts: number[][] };
  }): EffectContext {
    const game = this;
    const base = this.abilityContext(args.source, args.controller, args.event);
    const you = args.controller;
    const list = (o: Target | Target[]): ObjectView[] =>
      (Array.isArray(o) ? o : [o]).filter((x): x is ObjectView => x !== undefined && x.kind === "object");
    const current = (o: Target): ObjectView | undefined => {
      if (!o || o.kind !== "object") return undefined;
      const v = game.view(o.id);
      return v && v.zone === o.zone ? v : undefined;
    };
    const currentPlayer = (p: Target): PlayerView | undefined =>
      p && p.kind === "player" && !game.state.players[p.id]!.lost ? game.player(p.id) : undefined;
    const moveAll = (
      objects: ObjectView[],
      to: ZoneName,
      cause: Extract<GameEvent, { kind: "zoneChange" }>["cause"],
      opts: { position?: "top" | "bottom" | "random"; tapped?: boolean; controller?: PlayerId; faceDown?: boolean; counters?: Record<string, number> } = {},
    ): ObjectView[] => {
      const evs: GameEvent[] = [];
      for (const o of objects) {
        const v = current(o);
        if (!v) continue;
        if (to === "battlefield") {
          const st = game.state.objects[v.id]!;
          evs.push(game.enterEvent(st, v.zone, opts.controller ?? you, cause ?? "effect", opts.tapped, opts.counters));
        } else {
          const ev: GameEvent = { kind: "zoneChange", object: v, from: v.zone, to };
          if (cause) ev.cause = cause;
          if (opts.position) ev.position = opts.position;
          if (opts.faceDown && to === "exile") ev.faceDown = true;
          evs.push(ev);
        }
      }
      const happened = game.perform(evs);
      const moved = happened
        .filter((h): h is Extract<GameEvent, { kind: "zoneChange" }> => h.kind === "zoneChange" && !!h.newObject)
        .map((h) => h.newObject!);
      if (to === "battlefield" || !opts.counters) return moved;
      // "exile it with three time counters on it" (702.62a): the card is put into the zone with them (122.1)
      for (const m of moved) {
        const st = game.state.objects[m.id];
        if (!st || st.zone !== to) continue;
        for (const [kind, n] of Object.entries(opts.counters)) if (n > 0) st.counters[kind] = (st.counters[kind] ?? 0) + n;
      }
      game.touch();
      return moved.map((m) => game.view(m.id) ?? m);
    };
    const addEffect = (
      objects: ObjectView[],
      layer: CreatedEffect["layer"],
      apply: (c: MutableCharacteristics) => void,
      duration: Duration,
      text: string,
    ) => {
      const ids = objects
        .map((o) => current(o))
        .filter((o): o is ObjectView => !!o)
        .map((o) => o.id);
      if (!ids.length) return;
      const s = game.state;
      s.effects.push({ id: s.nextId++, timestamp: ++s.clock, layer, objects: ids, apply, duration, sourceId: args.source.id, text });
      game.touch();
    };
    const ctx: EffectContext = {
      ...base,
      targets: args.specs.map((_, i) => args.targets[i]?.[0]),
      targetGroups: args.targets,
      x: args.x,
      modes: args.modes,
      paidCosts: args.paidCosts,
      costObjects: args.costObjects ?? [],
      divided(i) {
        // 608.2b: the legal targets keep the part announced for them (601.2d)
        const d = args.division;
        if (!d) return [];
        return (args.targets[i] ?? []).flatMap((e): [Entity, number][] => {
          const k = (d.refs[i] ?? []).findIndex((r) => ("player" in r ? e.kind === "player" && r.player === e.id : e.kind === "object" && r.object === e.id));
          const n = k < 0 ? undefined : d.amounts[i]?.[k];
          return n === undefined ? [] : [[e, n]];
        });
      },
      dealDamage(source, target, amount) {
        if (!target || amount <= 0) return;
        const t = target.kind === "player" ? currentPlayer(target) : current(target);
        if (!t) return;
        if (t.kind === "object" && !t.types.includes("creature") && !t.types.includes("planeswalker")) return;
        const src = game.view(source.id) ?? source;
        game.perform([{ kind: "damage", source: src, target: t, amount, combat: false }]);
      },
      destroy(object, options) {
        const evs: GameEvent[] = list(object)
          .map((o) => current(o))
          .filter((o): o is ObjectView => !!o && o.zone === "battlefield")
          .map(
            (o) =>
              ({
                kind: "destroy",
                object: o,
                source: args.source,
                ...(options?.noRegeneration ? { noRegeneration: true } : {}),
              }) as GameEvent,
          );
        // a destroyed permanent left the battlefield by its destruction (to its graveyard, or elsewhere if that was replaced)
        return game
          .perform(evs)
          .filter((e): e is Extract<GameEvent, { kind: "zoneChange" }> => e.kind === "zoneChange" && e.cause === "destroy" && e.from === "battlefield")
          .map((e) => e.object);
      },
      exile(object) {
        moveAll(list(object), "exile", "effect");
      },
      sacrifice(object) {
        // Each permanent is sacrificed by its controller ("each opponent sacrifices …" chooses with chooseObjects first).
        moveAll(
          list(object).filter((o) => current(o)?.zone === "battlefield"),
          "graveyard",
          "sacrifice",
        );
      },
      scry(n) {
        const top = game.objects("library", you).slice(0, n);
        if (top.length === 0) return;
        const bottom = ctx.chooseObjects(`scry ${n}: choose the cards to put on the bottom of your library`, top, 0, top.length);
        const lib = game.state.library[you]!;
        for (const b of bottom) {
          lib.splice(lib.indexOf(b.id), 1);
          lib.push(b.id);
        }
        game.touch();
        game.log(`${game.pname(you)} scries ${n}: ${top.length - bottom.length} on top, ${bottom.length} on the bottom.`, you);
      },
      surveil(n) {
        const top = game.objects("library", you).slice(0, n);
        if (top.length === 0) return;
        const toGraveyard = ctx.chooseObjects(`surveil ${n}: choose the cards to put into your graveyard`, top, 0, top.length);
        game.log(`${game.pname(you)} surveils ${n}.`, you);
        moveAll(toGraveyard, "graveyard", "effect");
      },
      returnToHand(object) {
        moveAll(list(object), "hand", "effect");
      },
      moveToZone(object, to, options) {
        return moveAll(list(object), to, "effect", options ?? {});
      },
      draw(player, count = 1) {
        for (let i = 0; i < count; i++) {
          const p = currentPlayer(player);
          if (!p) return;
          game.perform([{ kind: "draw", player: p }]);
        }
      },
      discard(player, count, options) {
        const p = currentPlayer(player);
        if (!p || count <= 0) return;
        const hand = game.objects("hand", p.id);
        let chosen: ObjectView[];
        if (hand.length <= count) chosen = hand;
        else if (options?.random) {
          chosen = [];
          const pool = [...hand];
          for (let i = 0; i < count; i++) chosen.push(pool.splice(game.random(pool.length), 1)[0]!);
        } else chosen = game.pickObjects(p.id, hand, count, `${p.name}: choose ${count} card(s) to discard`);
        moveAll(chosen, "graveyard", "discard");
      },
      lookAtTop(player, count, looker) {
        const p = currentPlayer(player);
        if (!p || count <= 0) return [];
        const top = game.objects("library", p.id).slice(0, count);
        const who = looker?.id ?? you;
        // 701.16d: shown to the looking player only; the log names the cards for that player's eyes only by count
        game.log(`${game.pname(who)} looks at the top ${top.length === 1 ? "card" : `${top.length} cards`} of ${who === p.id ? "their" : `${p.name}'s`} library.`, who);
        return top;
      },
      revealTop(player, count) {
        const p = currentPlayer(player);
        if (!p || count <= 0) return [];
        const top = game.objects("library", p.id).slice(0, count);
        ctx.reveal(top);
        return top;
      },
      revealUntil(player, filter, count = 1) {
        const p = currentPlayer(player);
        if (!p) return { revealed: [], found: [] };
        const revealed: ObjectView[] = [];
        const found: ObjectView[] = [];
        for (const o of game.objects("library", p.id)) {
          if (found.length >= count) break;
          revealed.push(o);
          if (matchesFilter(o, { ...filter, zone: "library" }, base)) found.push(o);
        }
        ctx.reveal(revealed);
        return { revealed, found };
      },
      reveal(object) {
        // 701.16a/b: shown to all players; the cards stay where they are
        const shown = list(object)
          .map((o) => current(o))
          .filter((o): o is ObjectView => !!o);
        if (shown.length) game.log(`${game.pname(you)} reveals ${shown.map((o) => o.name).join(", ")}.`, you);
      },
      putInLibrary(object, position, order = "any") {
        // 401.4: several cards put in one position of a library at the same time are arranged by their owner (or at random)
        const all = list(object)
          .map((o) => current(o))
          .filter((o): o is ObjectView => !!o);
        const out: ObjectView[] = [];
        for (const owner of [...new Set(all.map((o) => o.owner))]) {
          let group = all.filter((o) => o.owner === owner);
          if (order === "random") {
            const pool = [...group];
            group = [];
            while (pool.length) group.push(pool.splice(game.random(pool.length), 1)[0]!);
          } else group = game.orderObjects(owner, group, `${game.pname(owner)}: order the cards to put on the ${position} of your library (first listed, topmost)`);
          // each insertion at the top goes above the one before: the topmost is put last
          const moves = position === "top" ? [...group].reverse() : group;
          for (const o of moves) out.push(...moveAll([o], "library", "effect", { position }));
        }
        if (all.length > 1)
          game.log(`${all.length} cards are put on the ${position} of ${all.every((o) => o.owner === you) ? "their owner's library" : "their owners' libraries"}${order === "random" ? " in a random order" : ""}.`, you);
        return out;
      },
      revealHand(player) {
        const p = currentPlayer(player);
        if (!p) return [];
        const hand = game.objects("hand", p.id);
        game.log(`${p.name} reveals their hand${hand.length ? `: ${hand.map((o) => o.name).join(", ")}` : " (no cards)"}.`, p.id);
        return hand;
      },
      discardCards(object) {
        moveAll(
          list(object).filter((o) => current(o)?.zone === "hand"),
          "graveyard",
          "discard",
        );
      },
      discardHand(player) {
        const p = currentPlayer(player);
        if (p) moveAll(game.objects("hand", p.id), "graveyard", "discard");
      },
      mill(player, count) {
        const p = currentPlayer(player);
        if (!p) return;
        moveAll(game.objects("library", p.id).slice(0, count), "graveyard", "mill");
      },
      gainLife(player, amount) {
        const p = currentPlayer(player);
        if (p && amount > 0) game.perform([{ kind: "lifeGain", player: p, amount }]);
      },
      loseLife(player, amount) {
        const p = currentPlayer(player);
        if (p && amount > 0) game.perform([{ kind: "lifeLoss", player: p, amount }]);
      },
      setLife(player, life) {
        const p = currentPlayer(player);
        if (!p || p.life === life) return;
        game.perform([{ kind: life > p.life ? "lifeGain" : "lifeLoss", player: p, amount: Math.abs(life - p.life) }]);
      },
      removeDamage(object) {
        const o = current(object);
        const st = o && o.zone === "battlefield" ? game.state.objects[o.id] : undefined;
        if (!st || (st.damage === 0 && !st.deathtouchDamage)) return;
        st.damage = 0;
        st.deathtouchDamage = false;
        game.touch();
        game.log(`All damage is removed from ${o!.name}.`);
      },
      plot(card) {
        const o = current(card);
        if (!o || o.zone !== "hand") return;
        const [exiled] = moveAll([o], "exile", "effect");
        const n = exiled && game.state.objects[exiled.id];
        if (n) {
          n.plottedTurn = game.state.turn;
          game.touch();
          game.log(`${game.pname(o.owner)} plots ${o.name} (rule 702.170).`, o.owner);
        }
      },
      foretell(card) {
        const o = current(card);
        if (!o || o.zone !== "hand") return;
        const [exiled] = moveAll([o], "exile", "effect", { faceDown: true });
        const n = exiled && game.state.objects[exiled.id];
        if (n) {
          n.foretoldTurn = game.state.turn;
          game.touch();
          game.log(`${game.pname(o.owner)} foretells a card (rule 702.143a).`, o.owner);
        }
      },
      flip(object) {
        for (const o of list(object)) {
          const v = current(o);
          if (v) game.flipPermanent(v);
        }
      },
      transform(object) {
        for (const o of list(object)) {
          const v = current(o);
          if (v) game.transformByEffect(v);
        }
      },
      turnFaceUp(object) {
        const o = current(object);
        if (o && o.zone === "battlefield" && o.faceDown) game.perform([{ kind: "turnedFaceUp", object: o }]);
      },
      addCounters(object, counter, amount) {
        const o = current(object);
        if (o && amount > 0) game.perform([{ kind: "addCounters", object: o, counter, amount }]);
      },
      removeCounters(object, counter, amount) {
        const o = current(object);
        if (o && amount > 0) game.perform([{ kind: "removeCounters", object: o, counter, amount }]);
      },
      addPoison(player, amount) {
        const p = currentPlayer(player);
        if (!p || amount <= 0) return;
        game.state.players[p.id]!.poison += amount;
        game.log(`${p.name} gets ${amount} poison counter(s).`, p.id);
      },
      createToken(token, count = 1, options) {
        const name = token.name ?? `${token.subtypes.join(" ")} Token`.trim();
        const def: CardDefinition = { ...token, name, text: token.text ?? "" };
        const key = game.registerCard(def);
        const controller = options?.controller ?? you;
        const evs: GameEvent[] = [];
        for (let i = 0; i < count; i++) {
          const o = game.newObject(key, controller, "limbo", true);
          evs.push(game.enterEvent(o, null, controller, "token", options?.tapped));
        }
        game.log(`${game.pname(controller)} creates ${count} ${name}${count > 1 ? "s" : ""}.`, controller);
        return game
          .perform(evs)
          .filter((h): h is Extract<GameEvent, { kind: "zoneChange" }> => h.kind === "zoneChange" && !!h.newObject)
          .map((h) => h.newObject!);
      },
      createTokenCopy(of, count = 1, options) {
        if (!of || of.kind !== "object" || count <= 0) return [];
        // as it is now, or as it last existed (608.2h)
        const original = game.state.objects[of.id] ?? game.departed.get(of.id);
        if (!original) return [];
        const key = game.copyDefinition(original, options?.except);
        const def = game.defs.get(key)!;
        const controller = options?.controller ?? you;
        const evs: GameEvent[] = [];
        for (let i = 0; i < count; i++) evs.push(game.enterEvent(game.newObject(key, controller, "limbo", true), null, controller, "token", options?.tapped));
        game.log(`${game.pname(controller)} creates ${count} token${count > 1 ? "s" : ""} that ${count > 1 ? "are copies" : "is a copy"} of ${def.name || "a face-down permanent"} (rule 707.2).`, controller);
        return game
          .perform(evs)
          .filter((h): h is Extract<GameEvent, { kind: "zoneChange" }> => h.kind === "zoneChange" && !!h.newObject)
          .map((h) => h.newObject!);
      },
      populate() {
        const tokens = game.objects("battlefield").filter((v) => v.token && v.controller === you && v.types.includes("creature"));
        if (tokens.length === 0) {
          game.log(`${game.pname(you)} controls no creature token to populate (rule 701.30b).`, you);
          return [];
        }
        const [chosen] = this.chooseObjects("Populate: choose a creature token you control to copy", tokens, 1, 1);
        return chosen ? this.createTokenCopy(chosen, 1) : [];
      },
      enterAsCopy(event, of, except) {
        if (event.kind !== "zoneChange" || event.to !== "battlefield" || !of || of.kind !== "object") return event;
        const entering = game.state.objects[event.object.id];
        const original = game.state.objects[of.id];
        if (!entering || !original) return event;
        const key = game.copyDefinition(original, except);
        game.log(`${event.object.name} enters as a copy of ${game.defs.get(key)!.name || "a face-down permanent"} (rule 707.5).`);
        return { ...event, copyOf: key, object: game.hypotheticalView(entering, "battlefield", event.controller ?? entering.owner, key) };
      },
      tap(object) {
        const o = current(object);
        if (o) game.perform([{ kind: "tap", object: o }]);
      },
      untap(object) {
        const o = current(object);
        if (o) game.perform([{ kind: "untap", object: o }]);
      },
      pump(object, power, toughness, duration = "endOfTurn") {
        const o = current(object);
        if (!o) return;
        addEffect(
          [o],
          "7c",
          (c) => {
            if (c.power !== null) c.power += power;
            if (c.toughness !== null) c.toughness += toughness;
          },
          duration,
          `${power >= 0 ? "+" : ""}${power}/${toughness >= 0 ? "+" : ""}${toughness}`,
        );
        game.log(
          `${o.name} gets ${power >= 0 ? "+" : ""}${power}/${toughness >= 0 ? "+" : ""}${toughness}${duration === "endOfTurn" ? " until end of turn" : ""}.`,
        );
      },
      grantAbility(object, ability, duration = "endOfTurn") {
        const o = current(object);
        if (!o) return;
        const frozen = deepFreeze(ability);
        addEffect([o], "6", (c) => void c.abilities.push(frozen), duration, "gains an ability");
        game.log(
          `${o.name} gains ${ability.kind === "keyword" ? ability.keyword : `"${ability.source?.text ?? ability.kind}"`}${duration === "endOfTurn" ? " until end of turn" : ""}.`,
        );
      },
      gainControl(object, player, duration = "permanent") {
        const o = current(object);
        if (!o) return;
        const who = (player ?? game.player(you)).id;
        addEffect([o], "2", (c) => void (c.controller = who), duration, "control change");
        game.log(`${game.pname(who)} gains control of ${o.name}.`, who);
      },
      addContinuousEffect(objects, layer, apply, duration = "endOfTurn") {
        addEffect(objects, layer, apply, duration, args.text.text);
      },
      counterSpell(target) {
        const o = current(target);
        if (!o || o.zone !== "stack") return;
        if (game.cantBeCountered(o)) return;
        moveAll([o], "graveyard", "counter");
      },
      copySpell(spell, options) {
        // a spell that has left the stack is copied as it last existed there (608.2h; storm, 702.40a)
        const o = current(spell);
        if (o && o.zone !== "stack") return undefined;
        if (!o && (spell?.kind !== "object" || !game.state.leftStack[spell.id])) return undefined;
        return game.copySpellOnStack(o?.id ?? spell!.id, options?.controller?.id ?? you);
      },
      chooseNewTargets(copy, prompt) {
        const o = current(copy);
        if (!o || o.zone !== "stack") return;
        game.changeSpellTargets(o.id, prompt ?? `choose new targets for ${o.name}?`);
      },
      counter(stackId) {
        const entry = game.state.stack.find((e) => e.id === stackId);
        if (!entry) return;
        if (entry.kind === "spell") {
          const v = game.view(entry.id);
          if (v && game.cantBeCountered(v)) return;
          if (v) moveAll([v], "graveyard", "counter");
          return;
        }
        game.state.stack = game.state.stack.filter((e) => e.id !== stackId);
        game.touch();
        game.log(`${entry.source.name}'s ability is countered.`);
      },
      addMana(mana) {
        const units = parseManaUnits(mana);
        game.state.players[you]!.pool.push(...units);
        game.log(`${game.pname(you)} adds ${formatPool(units)}.`, you);
      },
      chooseMana(options) {
        if (options.length === 0) throw new Error("chooseMana needs options");
        if (game.manaChoice !== null && options.includes(game.manaChoice)) return game.manaChoice;
        if (options.length === 1) return options[0]!;
        return String(ctx.choose("option", "choose the mana to add", options));
      },
      searchLibrary(player, filter, count, to, options) {
        const p = currentPlayer(player);
        if (!p) return [];
        const cands = game.objects("library", p.id).filter((v) => matchesFilter(v, { ...filter, zone: "library" }, base));
        const picked =
          cands.length === 0
            ? []
            : ctx.chooseObjects(`search for up to ${count} card(s)`, cands, 0, Math.min(count, cands.length), game.player(you));
        if (to === "library") {
          // "… reveal it, then shuffle and put that card on top": the library is shuffled, then the card is put on top of it
          if (picked.length) game.log(`${game.pname(you)} reveals ${picked.map((o) => o.name).join(", ")}.`, you);
          ctx.shuffle(p);
          const lib = game.state.library[p.id]!;
          for (const o of [...picked].reverse()) {
            lib.splice(lib.indexOf(o.id), 1);
            lib.unshift(o.id);
          }
          game.touch();
          return picked.map((o) => game.view(o.id) ?? o);
        }
        const moved = moveAll(picked, to, "effect", options?.tapped ? { tapped: true } : {});
        ctx.shuffle(p);
        return moved;
      },
      castCard(object, options) {
        const v = current(object);
        if (!v) return undefined;
        const who = options?.player?.id ?? you;
        const how = options?.withoutPaying ? " without paying its mana cost" : options?.alternative ? ` for its ${options.alternative} cost` : "";
        if (options?.optional !== false && !ctx.may(`cast ${v.name}${how}?`, game.player(who))) return undefined;
        return game.castDuringResolution(who, v.id, options ?? {});
      },
      allowPlay(object, options) {
        const until = options?.until ?? "endOfTurn";
        const who = options?.player?.id ?? you;
        for (const o of list(object)) {
          const v = current(o);
          if (!v) continue;
          game.state.playPermissions.push({ object: v.id, player: who, play: options?.castOnly !== true, until, turn: game.state.turn });
          game.log(
            `${game.pname(who)} may ${options?.castOnly ? "cast" : "play"} ${v.zone === "library" ? "a card" : v.name} ${until === "endOfTurn" ? "this turn" : "until the end of their next turn"}.`,
            who,
          );
        }
        game.touch();
      },
      exileUntilSourceLeaves(object) {
        // 610.3a/b: if the source has already left the battlefield, nothing is exiled
        const src = game.view(args.source.id);
        if (!src || src.zone !== "battlefield") return [];
        const exiled = moveAll(list(object), "exile", "effect");
        if (exiled.length) game.state.untilLeaves.push({ source: src.id, objects: exiled.map((o) => o.id) });
        return exiled;
      },
      additionalLandPlays(player, count) {
        const q = currentPlayer(player);
        if (!q || count <= 0) return;
        const st = game.state.players[q.id]!;
        st.extraLandPlays = (st.extraLandPlays ?? 0) + count;
        game.touch();
        game.log(`${game.pname(q.id)} may play ${count === 1 ? "an additional land" : `${count} additional lands`} this turn.`, q.id);
      },
      skipNextUntap(object) {
        for (const o of list(object)) {
          const v = current(o);
          if (v && v.zone === "battlefield") game.state.skipUntap.push({ object: v.id, player: v.controller });
        }
        game.touch();
      },
      shuffleIntoLibrary(player, object) {
        const p = currentPlayer(player);
        if (!p) return;
        const moved = moveAll(list(object), "library", "effect", { position: "random" });
        // the player shuffles their library; a card that went to another owner's library is shuffled into that one (401.3)
        for (const owner of new Set([p.id, ...moved.map((o) => o.owner)])) ctx.shuffle(game.player(owner));
      },
      shuffle(player) {
        const p = currentPlayer(player);
        if (!p) return;
        game.shuffleLibrary(p.id);
        game.log(`${p.name} shuffles their library.`, p.id);
      },
      createDelayedTrigger(trigger, effect, options) {
        const s = game.state;
        const text = options?.source ?? args.text;
        s.delayed.push({
          id: s.nextId++,
          trigger,
          ability: { kind: "delayed", source: text, effect },
          controller: you,
          source: args.source,
          once: (options?.duration ?? "once") === "once",
          endOfTurn: options?.duration === "endOfTurn",
        });
        game.log(`A delayed triggered ability is created: "${text.text}".`);
      },
      reflexiveTrigger(ability) {
        const s = game.state;
        const text = ability.source ?? args.text;
        const triggered: TriggeredAbility = { kind: "triggered", source: text, trigger: { event: "state", condition: () => false }, effect: ability.effect };
        if (ability.targets) triggered.targets = ability.targets;
        s.pending.push({ ability: triggered, source: args.source, controller: you, ...(args.event ? { event: args.event } : {}), order: s.pending.length });
        game.log(`A reflexive triggered ability triggers: "${text.text}" (rule 603.12).`);
      },
      preventDamage(target, amount) {
        if (!target) return;
        const s = game.state;
        s.shields.push({ id: s.nextId++, kind: "prevent", target: refOf(target), remaining: amount, source: args.source, text: args.text });
      },
      regenerate(object) {
        const o = current(object);
        if (!o) return;
        const s = game.state;
        s.shields.push({
          id: s.nextId++,
          kind: "regenerate",
          target: { object: o.id },
          remaining: null,
          source: args.source,
          text: args.text,
        });
        game.log(`${o.name} gets a regeneration shield.`);
      },
      mayPay(mana, prompt, player) {
        const payer = player === undefined ? you : currentPlayer(player)?.id;
        if (payer === undefined) return false;
        const cost = parseManaCost(mana);
        const yes = game.decisions.may({
          kind: "may",
          player: payer,
          prompt: `${game.pname(payer)}: ${prompt ?? `pay ${mana}`}?`,
          source: args.source,
        });
        if (!yes) {
          game.log(`${game.pname(payer)} doesn't pay ${mana}.`, payer);
          return false;
        }
        if (!game.canPayMana(payer, cost)) {
          game.log(`${game.pname(payer)} can't pay ${mana}.`, payer);
          return false;
        }
        game.payMana(payer, cost, 0, args.source.name);
        return true;
      },
      createReplacement(effect, duration = "endOfTurn") {
        const s = game.state;
        s.replacements.push({
          id: s.nextId++,
          watches: effect.watches,
          appliesTo: effect.appliesTo,
          replace: effect.replace,
          prevention: effect.prevention ?? false,
          uses: effect.uses ?? null,
          duration,
          source: args.source,
          controller: you,
          text: args.text,
        });
        game.touch();
      },
      attach(attachment, to) {
        const a = current(attachment);
        const host = current(to);
        if (!a || !host || a.zone !== "battlefield" || host.zone !== "battlefield" || a.id === host.id) return;
        if (!game.canAttach(a, host)) return;
        game.state.objects[a.id]!.attachedTo = host.id;
        game.touch();
        game.log(`${a.name} becomes attached to ${host.name}.`);
      },
      may(prompt, player) {
        const p = player?.id ?? you;
        const yes = game.decisions.may({ kind: "may", player: p, prompt: `${game.pname(p)}: ${prompt}?`, source: args.source });
        game.log(`${game.pname(p)} ${yes ? "chooses to" : "chooses not to"}: ${prompt}.`, p);
        return yes;
      },
      chooseMode(prompt, labels, player) {
        const p = player?.id ?? you;
        const answer = game.decisions.choose({
          kind: "choose",
          player: p,
          prompt: `${game.pname(p)}: ${prompt} (${labels.map((l, i) => `${i + 1}. ${l}`).join("; ")})`,
          what: "mode",
          source: args.source,
          options: labels.map((_, i) => i + 1),
          min: 1,
          max: 1,
        });
        const n = Number(answer[0]) - 1;
        if (answer.length !== 1 || !Number.isInteger(n) || n < 0 || n >= labels.length)
          throw new IllegalActionError(`${prompt}: choose one of ${labels.length} modes`);
        game.log(`${game.pname(p)} chooses "${labels[n]}".`, p);
        return n;
      },
      choose(kind: ChoiceKind, prompt: string, options?: ChoiceValue[], player?: PlayerView): ChoiceValue {
        const p = player?.id ?? you;
        const d = {
          kind: "choose" as const,
          player: p,
          prompt: `${game.pname(p)}: ${prompt}`,
          what: kind,
          source: args.source,
          min: 1,
          max: 1,
          ...(options ? { options } : {}),
        };
        const answer = game.decisions.choose(d);
        if (answer.length !== 1) throw new IllegalActionError(`${prompt}: choose exactly one`);
        let value = answer[0]!;
        if (kind === "color" && typeof value === "string") value = value.toLowerCase();
        if (options && !options.some((o) => JSON.stringify(o) === JSON.stringify(value)))
          throw new IllegalActionError(`${prompt}: ${JSON.stringify(value)} is not one of the options`);
        if (kind === "color" && !["white", "blue", "black", "red", "green"].includes(String(value)))
          throw new IllegalActionError(`${String(value)} is not a colour`);
        game.log(`${game.pname(p)} chooses ${typeof value === "object" ? game.describe(value) : String(value)}.`, p);
        return value;
      },
      chooseObjects(prompt, candidates, min, max, player) {
        const p = player?.id ?? you;
        if (candidates.length === 0) return [];
        if (min === candidates.length && max === candidates.length) return candidates;
        const answer = game.decisions.choose({
          kind: "choose",
          player: p,
          prompt: `${game.pname(p)}: ${prompt}`,
          what: "objects",
          source: args.source,
          options: candidates.map((c) => ({ object: c.id })),
          min,
          max,
        });
        const picked = answer.map((a) => (typeof a === "object" && "object" in a ? candidates.find((c) => c.id === a.object) : undefined));
        if (picked.some((x) => !x) || picked.length < min || picked.length > max) throw new IllegalActionError(`${prompt}: invalid choice`);
        return picked as ObjectView[];
      },
      setChosen(key, value) {
        const ev = args.event;
        if (ev && ev.kind === "zoneChange" && ev.to === "battlefield") {
          ev.chosen = { ...(ev.chosen ?? {}), [key]: value };
          return;
        }
        const o = game.state.objects[args.source.id];
        if (o) o.chosen[key] = value;
        game.touch();
      },
      winGame(player) {
        const p = currentPlayer(player);
        if (p) game.perform([{ kind: "win", player: p }]);
      },
      loseGame(player) {
        const p = currentPlayer(player);
        if (p) game.perform([{ kind: "lose", player: p }]);
      },
      refresh<T extends Entity>(entity: T): T | undefined {
        return (entity.kind === "player" ? currentPlayer(entity) : game.view(entity.id)) as T | undefined;
      },
      log(text) {
        game.log(text);
      },
      flipCoin(player) {
        const who = player?.id ?? you;
        const won = game.random(2) === 0;
        game.log(`${game.pname(who)} flips a coin and ${won ? "wins" : "loses"} the flip.`, who);
        return won;
      },
    };
    return ctx;
  }

  // =========================================================================
  // Turn structure (rules 500-514)

  private nextStep(step: Step): Step | null {
    const i = STEPS.indexOf(step);
    return i + 1 < STEPS.length ? STEPS[i + 1]! : null;
  }

  /** All players passed with an empty stack: the step ends (rule 500.2). */
  private endStep(): void {
    const s = this.state;
    // Rule 500.4: mana empties from each player's pool.
    for (const p of s.players) p.pool = [];
    // Rule 511.3: as the end of combat step ends, all creatures are removed from combat.
    if (s.step === "endCombat") s.combat = null;
    if (s.step === "combatDamage" && s.combat && s.combat.firstStrikeDone && !s.combat.regularDone) {
      // The second combat damage step (rule 510.4).
      this.combatDamage(false);
      this.givePriority(s.active);
      return;
    }
    if (s.step === "cleanup") {
      this.beginStep("cleanup"); // rule 514.3a: another cleanup step
      return;
    }
    let next = this.nextStep(s.step);
    if (s.step === "declareAttackers" && (!s.combat || s.combat.attackers.length === 0)) next = "endCombat"; // rule 508.8
    if (next === null) {
      this.beginTurn();
      return;
    }
    this.beginStep(next);
  }

  private beginTurn(skipped = 0): void {
    const s = this.state;
    s.active = this.nextPlayer(s.active);
    if (skipped < s.players.length && this.replaceEvent({ kind: "beginTurn", player: this.player(s.active) }, new Set()).length === 0) {
      this.log(`${this.pname(s.active)} skips their turn.`, s.active);
      this.beginTurn(skipped + 1);
      return;
    }
    s.turn++;
    this.history.prune(s.turn);
    const p = s.players[s.active]!;
    p.landsPlayed = 0;
    for (const q of s.players) delete q.extraLandPlays;
    p.previousTurnStartClock = p.turnStartClock;
    p.turnStartClock = ++s.clock;
    for (const q of s.players) {
      q.spellsCast = 0;
      q.damageThisTurn = 0;
      q.drawsThisTurn = 0;
      q.lifeLostThisTurn = 0;
    }
    s.activations = {};
    s.triggeredThisTurn = {};
    s.leftStack = {};
    s.step = "untap";
    this.touch();
    this.log(`Turn ${s.turn}: ${p.name}'s turn.`, p.id);
    this.beginStep("untap");
  }

  private beginStep(step: Step): void {
    const s = this.state;
    s.step = step;
    s.passes = 0;
    s.priority = null;
    // Rule 614.10: a skipped step doesn't happen at all.
    if (this.replaceEvent({ kind: "beginStep", step, active: this.player(s.active) }, new Set()).length === 0) {
      this.log(`${step} step is skipped.`);
      const next = this.nextStep(step);
      if (next === null || step === "cleanup") this.beginTurn();
      else this.beginStep(step === "declareAttackers" || step === "beginCombat" ? "endCombat" : next);
      return;
    }
    this.log(`${step} step.`);
    switch (step) {
      case "untap": {
        // Rule 502.1: the active player's phased-out permanents phase in (phasing out itself is not implemented).
        for (const id of s.battlefield) {
          const o = s.objects[id]!;
          if (o.phasedOut && o.baseController === s.active) {
            o.phasedOut = false;
            this.log(`${this.mustView(id).name} phases in.`);
          }
        }
        this.touch();
        // Rule 502.3: the active player untaps their permanents, except those an effect says don't untap during this step
        // ("… doesn't untap during its controller's next untap step": that effect ends with this step, whether or not it applied).
        const skipped = new Set(s.skipUntap.filter((k) => k.player === s.active).map((k) => k.object));
        s.skipUntap = s.skipUntap.filter((k) => k.player !== s.active && k.object in s.objects);
        const evs: GameEvent[] = [];
        for (const v of this.objects("battlefield")) {
          if (v.controller !== s.active || !v.tapped) continue;
          // "Enchanted creature doesn't untap during its controller's untap step" (a static "doesntUntap" restriction)
          if (skipped.has(v.id) || this.restricted(v, "doesntUntap")) this.log(`${v.name} doesn't untap during this untap step.`);
          else evs.push({ kind: "untap", object: v });
        }
        this.perform(evs);
        this.beginStep("upkeep");
        return;
      }
      case "draw":
        if (!(s.turn === 1 && s.active === 0 && s.players.length === 2)) this.perform([{ kind: "draw", player: this.player(s.active) }]);
        break;
      case "main1": {
        // Rule 714.3b: as the precombat main phase begins, the active player puts a lore counter on each Saga they control.
        const sagas = this.objects("battlefield").filter((v) => v.controller === s.active && v.subtypes.includes("Saga") && !v.phasedOut);
        if (sagas.length) this.perform(sagas.map((v) => ({ kind: "addCounters", object: v, counter: "lore", amount: 1 }) as GameEvent));
        break;
      }
      case "beginCombat":
        s.combat = this.emptyCombat();
        break;
      case "declareAttackers":
        if (!s.combat) s.combat = this.emptyCombat();
        s.waiting = "attackers";
        this.fireBeginStep(step);
        return;
      case "declareBlockers":
        s.waiting = "blockers";
        s.blockersDeclared = [];
        this.fireBeginStep(step);
        return;
      case "combatDamage": {
        const c = s.combat;
        const fighters = c
          ? [...c.attackers.map((a) => a.id), ...c.blockers.map((b) => b.id)].map((id) => this.view(id)).filter((v): v is ObjectView => !!v)
          : [];
        if (fighters.some((v) => hasKeyword(v, "first strike") || hasKeyword(v, "double strike"))) this.combatDamage(true);
        else this.combatDamage(false);
        break;
      }
      case "endCombat":
        break;
      case "cleanup": {
        this.cleanup();
        return;
      }
      default:
        break;
    }
    this.fireBeginStep(step);
    if (this.isOver()) return;
    this.givePriority(s.active);
  }

  /** Rule 603.2b: abilities that trigger "at the beginning of" this step. */
  private fireBeginStep(step: Step): void {
    this.checkTriggers([{ kind: "beginStep", step, active: this.player(this.state.active) }], this.snapshotViews());
  }

  private emptyCombat(): CombatState {
    return { attackers: [], blockers: [], blocked: [], firstStrikeDone: false, regularDone: false, struckFirst: [] };
  }

  private cleanup(): void {
    const s = this.state;
    // 514.1: discard to maximum hand size.
    const hand = this.objects("hand", s.active);
    if (hand.length > 7) {
      const discard = this.pickObjects(s.active, hand, hand.length - 7, `${this.pname(s.active)}: discard down to 7 cards (rule 514.1)`);
      this.perform(discard.map((v) => ({ kind: "zoneChange", object: v, from: "hand", to: "graveyard", cause: "discard" }) as GameEvent));
    }
    // 514.2: damage wears off, "until end of turn" effects end.
    for (const id of s.battlefield) {
      const o = s.objects[id]!;
      o.damage = 0;
      o.deathtouchDamage = false;
    }
    s.effects = s.effects.filter((e) => e.duration !== "endOfTurn");
    s.shields = [];
    s.replacements = s.replacements.filter((r) => r.duration !== "endOfTurn");
    s.delayed = s.delayed.filter((d) => !d.endOfTurn);
    // "until end of turn" permissions end; "until the end of your next turn" ones at the end of the next turn of that player
    s.playPermissions = s.playPermissions.filter(
      (p) => p.object in s.objects && (p.until === "whileExiled" || (p.until === "endOfYourNextTurn" && !(p.player === s.active && s.turn > p.turn))),
    );
    s.combat = null;
    this.touch();
    // 514.3a: state-based actions and triggers give priority, then another cleanup step.
    this.stabilize();
    if (s.waiting === "gameOver") return;
    if (s.stack.length > 0) {
      s.priority = s.active;
      s.waiting = "priority";
      return;
    }
    this.beginTurn();
  }

  // =========================================================================
  // Combat (rules 506-511)

  private defendingPlayers(): PlayerId[] {
    return this.apnap().filter((p) => p !== this.state.active);
  }

  private doDeclareAttackers(player: PlayerId, attackers: { attacker: ObjectId; defender: Ref }[]): void {
    const s = this.state;
    if (s.waiting !== "attackers")
      throw new IllegalActionError("attackers can be declared only at the start of the declare attackers step");
    if (player !== s.active) throw new IllegalActionError(`only the active player (${this.pname(s.active)}) declares attackers`);
    const seen = new Set<ObjectId>();
    const views: { v: ObjectView; defender: Ref }[] = [];
    for (const a of attackers) {
      const v = this.view(a.attacker);
      if (!v || v.zone !== "battlefield" || v.phasedOut) throw new IllegalActionError(`attacker ${a.attacker} is not on the battlefield`);
      if (seen.has(v.id)) throw new IllegalActionError(`${v.name} is declared twice`);
      seen.add(v.id);
      if (v.controller !== player || !v.types.includes("creature"))
        throw new IllegalActionError(`${v.name} is not a creature ${this.pname(player)} controls`);
      if (v.tapped) throw new IllegalActionError(`${v.name} is tapped and can't attack`);
      if (v.sick && !hasKeyword(v, "haste")) throw new IllegalActionError(`${v.name} has summoning sickness and can't attack`);
      if (hasKeyword(v, "defender")) throw new IllegalActionError(`${v.name} has defender and can't attack`);
      if (this.restricted(v, "cantAttack")) throw new IllegalActionError(`${v.name} can't attack`);
      if ("player" in a.defender) {
        if (a.defender.player === player || s.players[a.defender.player]?.lost !== false)
          throw new IllegalActionError(`${v.name} can't attack ${this.describe(a.defender)}`);
      } else {
        const d = this.view(a.defender.object);
        if (!d || d.zone !== "battlefield" || !d.types.includes("planeswalker") || d.controller === player)
          throw new IllegalActionError(`${v.name} can't attack ${this.describe(a.defender)}`);
      }
      views.push({ v, defender: a.defender });
    }
    // Rule 508.1d: requirements — a creature that "attacks each combat if able" must be declared if it can attack.
    for (const id of this.requiredAttackers(player)) {
      if (!seen.has(id)) throw new IllegalActionError(`${this.mustView(id).name} attacks each combat if able`);
    }
    s.combat ??= this.emptyCombat();
    s.combat.attackers = views.map((x) => ({ id: x.v.id, defender: x.defender }));
    const taps = views.filter((x) => !hasKeyword(x.v, "vigilance")).map((x) => ({ kind: "tap", object: x.v }) as GameEvent);
    this.log(
      views.length
        ? `${this.pname(player)} attacks with ${views.map((x) => `${x.v.name} → ${this.describe(x.defender)}`).join(", ")}.`
        : `${this.pname(player)} declares no attackers.`,
      player,
    );
    this.perform(taps);
    this.perform(
      views.map(
        (x) =>
          ({
            kind: "attack",
            attacker: this.view(x.v.id) ?? x.v,
            defender: "player" in x.defender ? this.player(x.defender.player) : this.mustView(x.defender.object),
          }) as GameEvent,
      ),
    );
    // 508.3d: "Whenever [a player] attacks" — one event for the whole declaration, with the creatures declared (as they are now).
    const declared: ObjectView[] = [];
    const defenders: Entity[] = [];
    for (const x of views) {
      const v = this.view(x.v.id);
      const d = "player" in x.defender ? this.player(x.defender.player) : this.view(x.defender.object);
      if (!v || !d) continue;
      declared.push(v);
      defenders.push(d);
    }
    if (declared.length) this.perform([{ kind: "attackersDeclared", player: this.player(player), attackers: declared, defenders }]);
    s.waiting = "priority";
    this.afterAction(s.active);
  }

  private doDeclareBlockers(player: PlayerId, blockers: { blocker: ObjectId; attacker: ObjectId }[]): void {
    const s = this.state;
    if (s.waiting !== "blockers") throw new IllegalActionError("blockers can be declared only at the start of the declare blockers step");
    if (!this.defendingPlayers().includes(player) || s.blockersDeclared.includes(player))
      throw new IllegalActionError(`${this.pname(player)} can't declare blockers now`);
    const c = s.combat!;
    const seen = new Set<ObjectId>();
    for (const b of blockers) {
      const v = this.view(b.blocker);
      const att = this.view(b.attacker);
      if (!v || v.zone !== "battlefield" || v.phasedOut) throw new IllegalActionError(`blocker ${b.blocker} is not on the battlefield`);
      if (seen.has(v.id)) throw new IllegalActionError(`${v.name} can block only one creature`);
      seen.add(v.id);
      if (v.controller !== player || !v.types.includes("creature"))
        throw new IllegalActionError(`${v.name} is not a creature ${this.pname(player)} controls`);
      if (v.tapped) throw new IllegalActionError(`${v.name} is tapped and can't block`);
      const attack = c.attackers.find((a) => a.id === b.attacker);
      if (!att || !attack) throw new IllegalActionError(`${att?.name ?? b.attacker} is not attacking`);
      const attacked = "player" in attack.defender ? attack.defender.player : this.view(attack.defender.object)?.controller;
      if (attacked !== player) throw new IllegalActionError(`${att.name} is not attacking ${this.pname(player)}`);
      if (hasKeyword(att, "flying") && !hasKeyword(v, "flying") && !hasKeyword(v, "reach"))
        throw new IllegalActionError(`${v.name} can't block ${att.name} (flying)`);
      if (hasKeyword(att, "fear") && !v.types.includes("artifact") && !v.colors.includes("B"))
        throw new IllegalActionError(`${v.name} can't block ${att.name} (fear)`);
      if (hasKeyword(att, "intimidate") && !v.types.includes("artifact") && !v.colors.some((c) => att.colors.includes(c)))
        throw new IllegalActionError(`${v.name} can't block ${att.name} (intimidate)`);
      if (hasKeyword(att, "shadow") !== hasKeyword(v, "shadow")) throw new IllegalActionError(`${v.name} can't block ${att.name} (shadow)`);
      // 702.31b: only creatures with horsemanship can block it (they can block others too)
      if (hasKeyword(att, "horsemanship") && !hasKeyword(v, "horsemanship"))
        throw new IllegalActionError(`${v.name} can't block ${att.name} (horsemanship)`);
      // 702.118b: skulk — can't be blocked by creatures with greater power
      if (hasKeyword(att, "skulk") && (v.power ?? 0) > (att.power ?? 0))
        throw new IllegalActionError(`${v.name} can't block ${att.name} (skulk: greater power)`);
      if (this.protectedFrom(att, v)) throw new IllegalActionError(`${v.name} can't block ${att.name} (protection)`);
      for (const a of att.abilities) {
        if (
          a.kind === "landwalk" &&
          this.objects("battlefield").some((l) => l.controller === player && l.types.includes("land") && l.subtypes.includes(a.landType))
        ) {
          throw new IllegalActionError(`${att.name} can't be blocked (${a.landType.toLowerCase()}walk)`);
        }
      }
      if (this.restricted(v, "cantBlock")) throw new IllegalActionError(`${v.name} can't block`);
      if (this.restricted(att, "cantBeBlocked")) throw new IllegalActionError(`${att.name} can't be blocked`);
      if (this.cantBeBlockedBy(att, v)) throw new IllegalActionError(`${att.name} can't be blocked by ${v.name}`);
    }
    for (const a of c.attackers) {
      const av = this.view(a.id);
      const n = blockers.filter((b) => b.attacker === a.id).length;
      if (av && n === 1 && hasKeyword(av, "menace"))
        throw new IllegalActionError(`${av.name} has menace and can't be blocked except by two or more creatures`);
    }
    c.blockers.push(...blockers.map((b) => ({ id: b.blocker, attacker: b.attacker })));
    for (const b of blockers) if (!c.blocked.includes(b.attacker)) c.blocked.push(b.attacker);
    s.blockersDeclared.push(player);
    this.log(
      blockers.length
        ? `${this.pname(player)} blocks: ${blockers.map((b) => `${this.describe({ object: b.blocker })} → ${this.describe({ object: b.attacker })}`).join(", ")}.`
        : `${this.pname(player)} declares no blockers.`,
      player,
    );
    this.perform(
      blockers.map(
        (b, i) =>
          ({
            kind: "block",
            blocker: this.mustView(b.blocker),
            attacker: this.mustView(b.attacker),
            becomesBlocked: blockers.findIndex((x) => x.attacker === b.attacker) === i,
          }) as GameEvent,
      ),
    );
    if (this.defendingPlayers().every((p) => s.blockersDeclared.includes(p))) {
      // 509.1h, 509.5g: once every defending player has declared, each attacking creature no creature blocks is unblocked.
      const unblocked: GameEvent[] = [];
      for (const a of c.attackers) {
        const v = this.view(a.id);
        if (!v || c.blocked.includes(a.id)) continue;
        const defender = "player" in a.defender ? this.player(a.defender.player) : this.view(a.defender.object);
        if (defender) unblocked.push({ kind: "unblocked", attacker: v, defender });
      }
      if (unblocked.length) this.perform(unblocked);
      s.waiting = "priority";
      this.afterAction(s.active);
    }
  }

  /** Rule 510: assign and deal combat damage (first-strike step when `first`). */
  private combatDamage(first: boolean): void {
    const s = this.state;
    const c = s.combat;
    if (!c) return;
    const deals = (v: ObjectView) => {
      const fs = hasKeyword(v, "first strike");
      const ds = hasKeyword(v, "double strike");
      if (first) return fs || ds;
      return ds || !c.struckFirst.includes(v.id);
    };
    const events: GameEvent[] = [];
    const lethal = (target: ObjectView, source: ObjectView, planned: number) => {
      const need = Math.max(0, (target.toughness ?? 0) - target.damage - planned);
      return hasKeyword(source, "deathtouch") ? Math.min(need, 1) || (need > 0 ? 1 : 0) : need;
    };
    const planned = new Map<ObjectId, number>();
    for (const a of c.attackers) {
      const av = this.view(a.id);
      if (!av || !deals(av)) continue;
      let power = av.power ?? 0;
      if (power <= 0) continue;
      const defender: Entity | undefined = "player" in a.defender ? this.player(a.defender.player) : this.view(a.defender.object);
      const blockers = c.blockers
        .filter((b) => b.attacker === a.id)
        .map((b) => this.view(b.id))
        .filter((v): v is ObjectView => !!v);
      if (!c.blocked.includes(a.id)) {
        if (defender) events.push({ kind: "damage", source: av, target: defender, amount: power, combat: true });
        continue;
      }
      if (blockers.length === 0) {
        if (hasKeyword(av, "trample") && defender)
          events.push({ kind: "damage", source: av, target: defender, amount: power, combat: true });
        continue;
      }
      for (let i = 0; i < blockers.length && power > 0; i++) {
        const b = blockers[i]!;
        const last = i === blockers.length - 1;
        const need = lethal(b, av, planned.get(b.id) ?? 0);
        const amount = last && !hasKeyword(av, "trample") ? power : Math.min(power, need);
        if (amount > 0) {
          events.push({ kind: "damage", source: av, target: b, amount, combat: true });
          planned.set(b.id, (planned.get(b.id) ?? 0) + amount);
          power -= amount;
        }
      }
      if (power > 0 && hasKeyword(av, "trample") && defender)
        events.push({ kind: "damage", source: av, target: defender, amount: power, combat: true });
    }
    for (const b of c.blockers) {
      const bv = this.view(b.id);
      const av = this.view(b.attacker);
      if (!bv || !av || !deals(bv) || (bv.power ?? 0) <= 0) continue;
      events.push({ kind: "damage", source: bv, target: av, amount: bv.power!, combat: true });
    }
    if (first) {
      c.firstStrikeDone = true;
      for (const a of c.attackers) {
        const v = this.view(a.id);
        if (v && deals(v)) c.struckFirst.push(v.id);
      }
      for (const b of c.blockers) {
        const v = this.view(b.id);
        if (v && deals(v)) c.struckFirst.push(v.id);
      }
    } else c.regularDone = true;
    this.log(first ? "First-strike combat damage." : "Combat damage.");
    this.perform(events);
  }

  private stackItemView(e: StackEntry): StackItemView {
    if (e.kind === "spell") {
      const v = this.mustView(e.id);
      return { kind: "spell", id: e.id, source: v, controller: e.controller, targets: e.targets, text: v.name };
    }
    return {
      kind: "ability",
      id: e.id,
      source: e.source,
      controller: e.controller,
      targets: e.targets,
      text: e.ability.source?.text ?? "",
    };
  }
}

export type { DelayedAbility };

/** The highest chapter number among a Saga's chapter abilities (rule 714.2d); 0 if it has none. */
function finalChapter(v: ObjectView): number {
  let n = 0;
  if (!v.subtypes.includes("Saga")) return 0;
  for (const a of v.abilities) if (a.kind === "triggered" && "chapters" in a.trigger && a.trigger.chapters) n = Math.max(n, ...a.trigger.chapters);
  return n;
}

/** An ability of the card's face-down permanent (702.37e, 702.168b), not of the card face up. */
function isFaceDownAbility(a: AbilityDefinition): boolean {
  return "faceDown" in a && a.faceDown === true;
}

/** A definition's characteristics as printed (rule 109.3), in fresh arrays; its abilities as the definition lists them. */
function printedValues(d: CardDefinition): Characteristics {
  return {
    name: d.name,
    manaCost: d.manaCost,
    colors: [...d.colors],
    supertypes: [...d.supertypes],
    types: [...d.types],
    subtypes: [...d.subtypes],
    power: d.power,
    toughness: d.toughness,
    loyalty: d.loyalty,
    abilities: d.abilities,
  };
}
