/**
 * Play a scenario on the runtime through its public API and check its expectations.
 */
import {
  BASIC_LANDS,
  type CardDefinition,
  type ChoiceValue,
  type ChooseDecision,
  type DecisionMaker,
  DefinitionError,
  Game,
  IllegalActionError,
  type LogEntry,
  type MayDecision,
  NotImplementedError,
  type ObjectView,
  type OrderDecision,
  type PlayerId,
  parseManaUnits,
  type Ref,
  type ReplacementDecision,
  type Step,
  STEPS,
  type TargetsDecision,
  type ZoneName,
} from "../runtime/index.ts";
import type {
  ChoiceAnswer,
  Expectations,
  Scenario,
  ScenarioAction,
  ScenarioAnswer,
  ScenarioCardSpec,
  ScenarioFailure,
  ScenarioReport,
  TargetList,
} from "./types.ts";

/** Compiles one scenario card into a definition (the project's parser and code generator, or test fixtures). */
export type CompileCard = (card: ScenarioCardSpec) => CardDefinition;

/** Stops the scenario with a failure. */
class Failed extends Error {
  readonly failure: ScenarioFailure;
  constructor(failure: ScenarioFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

/** Colour words as mana symbols, for answers to "one mana of any color". */
const COLOR_SYMBOLS: Record<string, string> = { white: "W", blue: "U", black: "B", red: "R", green: "G", colorless: "C", colourless: "C" };

const ALL_ZONES: ZoneName[] = ["battlefield", "stack", "hand", "graveyard", "exile", "library", "command"];

interface ParsedRef {
  player?: string;
  name: string;
  nth?: number;
}

export function runScenario(scenario: Scenario, compile: CompileCard): ScenarioReport {
  const runner = new Runner(scenario, compile);
  return runner.run();
}

class Runner implements DecisionMaker {
  private game!: Game;
  private readonly names: string[];
  private readonly defs = new Map<string, CardDefinition>();
  private readonly used: boolean[];
  private actionChoices: ChoiceAnswer[] = [];
  /** The game's fingerprint just before the game itself is last asked to act (after the runner's own passes). */
  private fingerprint = "";
  /** Whether the current action must be rejected: then fingerprints are taken to check the game's own rollback. */
  private expectIllegal = false;

  private mark(): void {
    if (this.expectIllegal) this.fingerprint = this.game.fingerprint();
  }
  private current: ScenarioAction | undefined;
  private readonly warnings: string[] = [];
  private readonly scenario: Scenario;
  private readonly compile: CompileCard;

  constructor(scenario: Scenario, compile: CompileCard) {
    this.scenario = scenario;
    this.compile = compile;
    this.names = scenario.players.map((p) => p.name);
    this.used = scenario.answers.map(() => false);
  }

  run(): ScenarioReport {
    const s = this.scenario;
    const report: ScenarioReport = { file: s.file, title: s.title, passed: false, warnings: this.warnings, log: [] };
    try {
      this.setup();
      for (const action of s.actions) {
        this.current = action;
        this.perform(action);
      }
      this.current = s.actions[s.actions.length - 1];
      if (s.expect) this.check(s.expect);
      report.passed = true;
    } catch (e) {
      report.failure = this.toFailure(e);
    }
    s.answers.forEach((a, i) => {
      if (!this.used[i])
        this.warnings.push(
          `${a.at.path} (line ${a.at.line}): answer ${JSON.stringify(a.answer)} for ${a.player}'s "${a.decision}" decision was never used`,
        );
    });
    if (this.game) report.log = this.game.events.map(formatLogEntry);
    return report;
  }

  private actionInfo(a: ScenarioAction | undefined) {
    return a ? { index: a.index + 1, text: a.text, line: a.at.line, col: a.at.col } : undefined;
  }

  private toFailure(e: unknown): ScenarioFailure {
    const action = this.actionInfo(this.current);
    const withAction = (f: ScenarioFailure): ScenarioFailure => (action && !f.action ? { ...f, action } : f);
    if (e instanceof Failed) return withAction(e.failure);
    if (e instanceof IllegalActionError) return withAction({ message: `the game rejected the action: ${e.message}` });
    if (e instanceof NotImplementedError) return withAction({ message: `not implemented by the runtime: ${e.message}` });
    if (e instanceof DefinitionError)
      return withAction({ message: e.message, diagnostics: e.diagnostics.map((d) => ({ card: "", ...d })) });
    const err = e instanceof Error ? e : new Error(String(e));
    return withAction({ message: `internal error: ${err.message}${err.stack ? `\n${err.stack.split("\n").slice(1, 6).join("\n")}` : ""}` });
  }

  private fail(message: string, extra: Partial<ScenarioFailure> = {}): never {
    throw new Failed({ message, ...extra });
  }

  // -------------------------------------------------------------------------
  // Set-up

  private definition(name: string): CardDefinition {
    const d = this.defs.get(name) ?? BASIC_LANDS[name];
    if (!d) this.fail(`card "${name}" is used but not defined in cards, and the card library has no card of that name (only basic lands need no definition)`);
    return d;
  }

  private setup(): void {
    const s = this.scenario;
    for (const card of s.cards) {
      let def: CardDefinition;
      try {
        def = this.compile(card);
      } catch (e) {
        const diags = (e as { diagnostics?: { message: string; span?: [number, number]; code?: string }[] }).diagnostics;
        this.fail(
          `card "${card.name}" (${card.at.path}, line ${card.at.line}) did not compile: ${e instanceof Error ? e.message : String(e)}`,
          {
            ...(diags ? { diagnostics: diags.map((d) => ({ card: card.name, ...d })) } : {}),
          },
        );
      }
      if (def.unparsed && def.unparsed.length > 0) {
        this.fail(`card "${card.name}" did not compile: ${def.unparsed.map((d) => d.message).join("; ")}`, {
          diagnostics: def.unparsed.map((d) => ({ card: card.name, message: d.message, span: d.span, code: d.code })),
        });
      }
      // The scenario refers to the card by the name it gives (in its language).
      // (A two-faced card keeps its faces' names: "A // B" names the card, each face its own, 709.4a, 712.4.)
      this.defs.set(card.name, def.name === card.name || def.otherFace ? def : { ...def, name: card.name });
    }
    this.game = new Game({ players: s.players.map((p) => ({ name: p.name, life: p.life })), decisions: this });
    const g = this.game;
    const attachments: { id: number; to: string; at: string }[] = [];
    s.players.forEach((p, id) => {
      // Objects are created in the order the file lists them, so that NAME#N counts as the setup lists them
      // (scenarios.md); a zone the file doesn't list (the default library of Wastes) comes last.
      const zones = ["battlefield", "hand", "library", "graveyard", "exile"] as const;
      const order = [...(p.zoneOrder ?? []), ...zones.filter((z) => !p.zoneOrder?.includes(z))];
      for (const zone of order) {
        if (zone === "battlefield") {
          for (const perm of p.battlefield) {
            const opts: Parameters<Game["setupCard"]>[3] = {};
            for (const k of ["tapped", "sick", "token", "faceDown", "phasedOut", "damage", "counters"] as const) {
              if (perm[k] !== undefined) (opts as Record<string, unknown>)[k] = perm[k];
            }
            const v = g.setupCard(this.definition(perm.card), id, "battlefield", opts);
            if (perm.attachedTo) attachments.push({ id: v.id, to: perm.attachedTo, at: perm.at.path });
          }
        } else {
          const names = zone === "library" ? (p.library ?? Array<string>(20).fill("Wastes")) : p[zone];
          for (const name of names) g.setupCard(this.definition(name), id, zone);
        }
      }
      if (p.mana) g.setupMana(id, p.mana);
    });
    for (const a of attachments) g.setupAttach(a.id, this.object(a.to, ["battlefield"], a.at).id);
    g.setupTurn({ active: this.playerId(s.turn.active), step: s.turn.step, number: s.turn.number });
  }

  // -------------------------------------------------------------------------
  // References

  private playerId(name: string): PlayerId {
    const i = this.names.indexOf(name);
    if (i < 0) this.fail(`unknown player "${name}"`);
    return i;
  }

  private parseRef(text: string): ParsedRef {
    let name = text.trim();
    const out: ParsedRef = { name };
    const nth = /#(\d+)$/.exec(name);
    if (nth) {
      out.nth = Number(nth[1]);
      name = name.slice(0, nth.index).trim();
    }
    const colon = name.indexOf(":");
    if (colon > 0 && this.names.includes(name.slice(0, colon).trim())) {
      out.player = name.slice(0, colon).trim();
      name = name.slice(colon + 1).trim();
    }
    out.name = name;
    return out;
  }

  /**
   * Objects a reference can mean in the given zones. `NAME#N` is the N-th of the objects
   * with that name that exist now (in any zone), in the order they appeared: set-up order
   * first, then later objects (tokens, cards that changed zones) as they appeared — a
   * reference resolves to whatever now matches (scenarios.md).
   */
  private candidates(ref: ParsedRef, zones: ZoneName[]): ObjectView[] {
    const g = this.game;
    const named = (zs: ZoneName[]) => {
      let found: ObjectView[] = [];
      for (const z of zs) for (const v of g.objects(z)) if (this.nameOf(v) === ref.name) found.push(v);
      if (ref.player !== undefined) {
        const pid = this.playerId(ref.player);
        found = found.filter((v) => (v.zone === "battlefield" || v.zone === "stack" ? v.controller : v.owner) === pid);
      }
      return found.sort((a, b) => a.id - b.id);
    };
    if (ref.nth === undefined) return named(zones);
    const nth = named(ALL_ZONES)[ref.nth - 1];
    return nth && zones.includes(nth.zone) ? [nth] : [];
  }

  private describeCandidates(list: ObjectView[]): string {
    return list.map((v) => `${this.names[v.zone === "battlefield" ? v.controller : v.owner]}:${this.nameOf(v)} (${v.zone})`).join(", ");
  }

  /** A two-faced card's face by its name: 0 the first, 1 the second (`otherFace`). */
  private faceIndex(v: ObjectView, name: string): 0 | 1 {
    const def = this.game.definitionOf(v.id);
    if (def?.name === name) return 0;
    if (def?.otherFace?.name === name) return 1;
    return this.fail(`${this.nameOf(v)} has no face named "${name}"${def?.otherFace ? ` (its faces: ${def.name}, ${def.otherFace.name})` : ""}`);
  }

  /** The scenario sees every card: a face-down card (exiled face down, 406.3) by the name printed on it. */
  private nameOf(v: ObjectView): string {
    return v.faceDown ? (this.game.definitionOf(v.id)?.name ?? v.name) : v.name;
  }

  /** Resolve an object reference where a key or action looks. */
  private object(text: string, zones: ZoneName[], where: string, among?: ObjectView[]): ObjectView {
    const ref = this.parseRef(text);
    let found = this.candidates(ref, zones);
    if (among && found.length > 1) {
      const narrowed = found.filter((v) => among.some((a) => a.id === v.id));
      if (narrowed.length >= 1) found = narrowed;
    }
    if (found.length === 1) return found[0]!;
    if (found.length === 0) {
      const elsewhere = this.candidates({ ...ref, player: undefined as unknown as string }, ALL_ZONES);
      this.fail(
        `${where}: no object "${text}" in the ${zones.join("/")}${elsewhere.length ? ` (found: ${this.describeCandidates(elsewhere)})` : ""}`,
      );
    }
    this.fail(`${where}: "${text}" is ambiguous: ${this.describeCandidates(found)} (use PLAYER:NAME or NAME#N)`);
  }

  /** A target or choice: a player by name, else an object in any zone. */
  private entityRef(text: string, where: string, among?: { players: PlayerId[]; objects: ObjectView[] }): Ref {
    if (this.names.includes(text)) return { player: this.playerId(text) };
    return { object: this.object(text, ALL_ZONES, where, among?.objects).id };
  }

  private targetRefs(list: TargetList, where: string, candidates?: TargetsDecision["candidates"]): Ref[][] {
    return list.map((item, i) => {
      const among = candidates?.[i]
        ? { players: [], objects: candidates[i]!.filter((c): c is ObjectView => c.kind === "object") }
        : undefined;
      return (Array.isArray(item) ? item : [item]).map((t) => this.entityRef(t, `${where}[${i}]`, among));
    });
  }

  // -------------------------------------------------------------------------
  // Decisions

  private take(player: PlayerId, kind: ScenarioAnswer["decision"]): ScenarioAnswer | undefined {
    const name = this.names[player];
    const i = this.scenario.answers.findIndex((a, k) => !this.used[k] && a.player === name && a.decision === kind);
    if (i < 0) return undefined;
    this.used[i] = true;
    return this.scenario.answers[i];
  }

  may(d: MayDecision): boolean {
    const a = this.take(d.player, "may");
    return a ? a.answer === true : true;
  }

  order(d: OrderDecision): number[] {
    const a = this.take(d.player, "order");
    if (!a) return d.items.map((_, i) => i);
    const list = Array.isArray(a.answer) ? a.answer : [a.answer];
    if (list.length !== d.items.length)
      this.fail(
        `${a.at.path}: ${this.names[d.player]} orders ${d.items.length} triggered abilities (${d.items.map((x) => x.source.name).join(", ")}), the answer lists ${list.length}`,
      );
    const taken = new Set<number>();
    return list.map((x) => {
      const ref = this.parseRef(String(x));
      const i = d.items.findIndex(
        (it, k) =>
          !taken.has(k) && it.source.name === ref.name && (ref.player === undefined || it.source.controller === this.playerId(ref.player)),
      );
      if (i < 0)
        this.fail(
          `${a.at.path}: no triggered ability of "${String(x)}" to order (abilities: ${d.items.map((it) => it.source.name).join(", ")})`,
        );
      taken.add(i);
      return i;
    });
  }

  replacement(d: ReplacementDecision): number {
    const a = this.take(d.player, "replacement");
    if (!a) {
      if (d.interchangeable) return 0;
      this.fail(
        `${this.names[d.player]} must choose which replacement effect applies first (${d.options.map((o) => o.source.name).join(", ")}): no "replacement" answer left`,
      );
    }
    const ref = this.parseRef(String(a.answer));
    let matches = d.options
      .map((o, i) => ({ o, i }))
      .filter(({ o }) => o.source.name === ref.name && (ref.player === undefined || o.source.controller === this.playerId(ref.player)));
    if (ref.nth !== undefined) {
      const id = this.candidates(ref, ALL_ZONES)[0]?.id;
      matches = matches.filter(({ o }) => o.source.id === id);
    }
    if (matches.length === 0)
      this.fail(
        `${a.at.path}: "${String(a.answer)}" is not one of the replacement effects to choose from (${d.options.map((o) => o.source.name).join(", ")})`,
      );
    return matches[0]!.i;
  }

  targets(d: TargetsDecision): Ref[][] {
    const a = this.take(d.player, "targets");
    if (!a)
      this.fail(
        `${this.names[d.player]} must choose ${d.specs.map((s) => s.text).join(", ")} for ${d.source.name}'s ability: no "targets" answer left`,
      );
    const list = (Array.isArray(a.answer) ? a.answer : [a.answer]) as TargetList;
    return this.targetRefs(list, a.at.path, d.candidates);
  }

  choose(d: ChooseDecision): ChoiceValue[] {
    let answer: ChoiceAnswer | undefined;
    let where = "choices";
    if (this.actionChoices.length > 0) answer = this.actionChoices.shift();
    else {
      const a = this.take(d.player, "choose");
      if (a) {
        answer = a.answer as ChoiceAnswer;
        where = a.at.path;
      }
    }
    if (answer === undefined) this.fail(`${d.prompt}: no "choose" answer left for ${this.names[d.player]}`);
    const list = (Array.isArray(answer) ? answer.flat(5) : [answer]) as (string | number)[];
    return list.map((x) => this.choiceValue(d, x, where));
  }

  private choiceValue(d: ChooseDecision, x: string | number, where: string): ChoiceValue {
    switch (d.what) {
      case "mode":
      case "number":
        if (typeof x !== "number") this.fail(`${where}: ${d.prompt}: expected a number, got ${JSON.stringify(x)}`);
        return x;
      case "color":
        return String(x).toLowerCase();
      case "object":
      case "objects":
      case "player": {
        const among = (d.options ?? [])
          .filter((o): o is { object: number } => typeof o === "object" && "object" in o)
          .map((o) => this.game.object(o.object))
          .filter((v): v is ObjectView => !!v);
        return this.entityRef(String(x), where, { players: [], objects: among });
      }
      case "option": {
        // Mana of a colour of the player's choice ("Add one mana of any color"): the answer is a colour
        // (`red`, as for any colour choice), or the mana symbol itself (`R`, `{R}`).
        const opts = d.options ?? [];
        if (opts.some((o) => o === x)) return x;
        const s = String(x).trim();
        const sym = COLOR_SYMBOLS[s.toLowerCase()] ?? s.replace(/^\{|\}$/g, "").toUpperCase();
        const mana = opts.find((o) => typeof o === "string" && o.toUpperCase() === `{${sym}}`);
        return mana ?? x;
      }
      default:
        return x;
    }
  }

  // -------------------------------------------------------------------------
  // Actions

  private holder(): PlayerId {
    const t = this.game.turnInfo();
    if (t.waiting === "gameOver") this.fail("the game is over");
    if (t.priority === null)
      this.fail(`no player has priority (the game is waiting for ${t.waiting === "attackers" ? "attackers" : "blockers"} to be declared)`);
    return t.priority;
  }

  /** The players before the named one pass, as long as nothing resolves (spec: Actions). */
  private passUntil(player: PlayerId): void {
    const g = this.game;
    for (let guard = 0; guard < 20; guard++) {
      const t = g.turnInfo();
      if (t.waiting !== "priority" || t.priority === null)
        throw new IllegalActionError(`${this.names[player]} can't act now: the game is waiting for ${t.waiting}`);
      if (t.priority === player) return;
      if (g.passWouldComplete()) {
        throw new IllegalActionError(
          `${this.names[player]} doesn't have priority, and ${this.names[t.priority]} passing would ${g.stack().length ? "resolve the top of the stack" : "end the step"}`,
        );
      }
      g.pass(t.priority);
    }
    this.fail("could not give priority to the named player");
  }

  private perform(action: ScenarioAction): void {
    const g = this.game;
    if (action.kind === "expect") {
      this.check(action.expect);
      return;
    }
    const cp = g.checkpoint();
    this.fingerprint = "";
    this.expectIllegal = action.illegal === true;
    this.actionChoices = [...(action.choices ?? [])];
    try {
      const actor = () => (action.player !== undefined ? this.playerId(action.player) : this.holder());
      const ready = (p: PlayerId) => {
        this.passUntil(p);
        this.mark();
      };
      switch (action.kind) {
        case "cast": {
          const p = actor();
          ready(p);
          const card = this.object(action.card, [action.from ?? "hand"], `cast ${action.card}`);
          const opts: Parameters<Game["cast"]>[2] = {};
          if (action.from) opts.from = action.from;
          if (action.modes) opts.modes = action.modes.map((m) => m - 1);
          if (action.targets)
            opts.targets = this.targetRefs(
              action.targets,
              `${action.at.path}.targets`,
              g.targetCandidates(p, card.id, { modes: opts.modes ?? [] }),
            );
          if (action.x !== undefined) opts.x = action.x;
          if (action.alternative) opts.alternative = action.alternative;
          if (action.additional) opts.additional = action.additional;
          if (action.face !== undefined) opts.face = this.faceIndex(card, action.face);
          g.cast(p, card.id, opts);
          break;
        }
        case "activate": {
          const p = actor();
          ready(p);
          const obj = this.object(action.card, [action.from ?? "battlefield"], `activate ${action.card}`);
          const opts: Parameters<Game["activate"]>[3] = {};
          if (action.from) opts.from = action.from;
          if (action.modes) opts.modes = action.modes.map((m) => m - 1);
          if (action.targets)
            opts.targets = this.targetRefs(
              action.targets,
              `${action.at.path}.targets`,
              g.targetCandidates(p, obj.id, { ability: (action.ability ?? 1) - 1, modes: opts.modes ?? [] }),
            );
          if (action.x !== undefined) opts.x = action.x;
          if (action.alternative || action.additional)
            this.fail("alternative and additional costs are for casting spells, not for activating abilities");
          g.activate(p, obj.id, (action.ability ?? 1) - 1, opts);
          break;
        }
        case "play": {
          const p = actor();
          ready(p);
          const card = this.object(action.card, [action.from ?? "hand"], `play ${action.card}`);
          g.playLand(p, card.id, action.face !== undefined ? { face: this.faceIndex(card, action.face) } : {});
          break;
        }
        case "pass": {
          const p = actor();
          ready(p);
          g.pass(p);
          break;
        }
        case "resolve":
          this.resolve(action.count);
          break;
        case "advance":
          this.advance(action.step, action.nextTurn ? g.turnInfo().number + 1 : g.turnInfo().number);
          break;
        case "attack":
          // The active player declares attackers (508.1): `player` naming another player makes the action illegal.
          if (action.player !== undefined && this.playerId(action.player) !== g.turnInfo().active)
            throw new IllegalActionError(`${action.player} is not the active player and can't declare attackers`);
          this.attack(action.attackers);
          break;
        case "block":
          this.block(action.blockers);
          break;
      }
      if (action.illegal) this.fail(`expected the game to reject this action as illegal, but it was allowed`);
    } catch (e) {
      if (!(e instanceof IllegalActionError) || !action.illegal) throw e;
      // Rule 726: the game must be exactly as before the action began.
      if (this.fingerprint && g.fingerprint() !== this.fingerprint)
        this.fail(`the illegal action was rejected ("${e.message}") but the game did not return to the state before it`);
      g.rollback(cp);
      this.warnings.push(`action ${action.index + 1} (${action.text}) rejected as expected: ${e.message}`);
    } finally {
      if (this.actionChoices.length > 0)
        this.warnings.push(`action ${action.index + 1}: unused choices ${JSON.stringify(this.actionChoices)}`);
      this.actionChoices = [];
    }
  }

  private resolve(count: number | "all"): void {
    const g = this.game;
    const n = count === "all" ? Infinity : count;
    // `resolve: all` passes "until the stack is empty": with an empty stack there is nothing to do.
    if (g.stack().length === 0) {
      if (count === "all") return;
      this.fail("resolve: the stack is empty");
    }
    for (let k = 0; k < n; k++) {
      const stack = g.stack();
      if (stack.length === 0) {
        if (count === "all") return;
        this.fail(`resolve: the stack became empty after ${k} resolution(s), ${count} asked`);
      }
      const top = stack[0]!.id;
      for (let guard = 0; ; guard++) {
        if (guard > 50) this.fail("resolve: the top of the stack did not resolve");
        if (g.isOver()) return;
        if (!g.stack().some((s) => s.id === top)) break;
        this.mark();
        g.pass(this.holder());
      }
      if (k > 200) this.fail("resolve: all: the stack never became empty");
    }
  }

  private advance(step: Step, turn: number): void {
    const g = this.game;
    if (g.stack().length > 0)
      this.fail(
        `advance: the stack is not empty (${g
          .stack()
          .map((s) => s.source.name)
          .join(", ")})`,
      );
    for (let guard = 0; guard < 200; guard++) {
      const t = g.turnInfo();
      if (t.waiting === "gameOver") return;
      // No player receives priority in the untap step (502.4): the game stops at the first moment of that turn
      // a player would receive priority, once the untap step has happened.
      if (step === "untap" && t.number === turn && t.step !== "untap") return;
      if (t.number > turn || (t.number === turn && STEPS.indexOf(t.step) > STEPS.indexOf(step)))
        this.fail(
          `advance: ${step} of turn ${turn} was passed (now ${t.step} of turn ${t.number})${
            step === "cleanup" ? "; no player receives priority in the cleanup step unless something triggers (514.3a)" : ""
          }`,
        );
      if (t.number === turn && t.step === step) return;
      this.mark();
      if (t.waiting === "attackers") {
        // No attackers, except those that must attack (they attack the next player in turn order).
        const defender =
          g.players().find((p) => p.id !== t.active && !p.lost && p.id > t.active) ??
          g.players().find((p) => p.id !== t.active && !p.lost)!;
        g.declareAttackers(
          t.active,
          g.requiredAttackers(t.active).map((attacker) => ({ attacker, defender: { player: defender.id } })),
        );
        continue;
      }
      if (t.waiting === "blockers") {
        for (const p of t.blockers) {
          this.mark();
          g.declareBlockers(p, []);
        }
        continue;
      }
      if (g.stack().length > 0) return; // a player would receive priority with something on the stack
      g.pass(t.priority!);
      if (g.stack().length > 0) return;
    }
    this.fail(`advance: could not reach ${step}`);
  }

  private attack(pairs: [string, string][]): void {
    const g = this.game;
    const t = g.turnInfo();
    if (t.waiting !== "attackers") {
      if (STEPS.indexOf(t.step) >= STEPS.indexOf("declareAttackers"))
        throw new IllegalActionError(`attackers can't be declared in the ${t.step} step`);
      this.advance("declareAttackers", t.number);
    }
    if (g.turnInfo().waiting !== "attackers") throw new IllegalActionError("the game is not waiting for attackers");
    const list = pairs.map(([a, d]) => ({
      attacker: this.object(a, ["battlefield"], `attack ${a}`).id,
      defender: this.names.includes(d) ? { player: this.playerId(d) } : { object: this.object(d, ["battlefield"], `attack ${d}`).id },
    }));
    this.mark();
    g.declareAttackers(g.turnInfo().active, list);
  }

  private block(pairs: [string, string][]): void {
    const g = this.game;
    let t = g.turnInfo();
    if (t.waiting !== "blockers") {
      if (t.step !== "declareAttackers" || t.waiting !== "priority")
        throw new IllegalActionError(`blockers can't be declared in the ${t.step} step`);
      if (g.stack().length > 0) throw new IllegalActionError("the stack is not empty");
      for (let guard = 0; guard < 10 && g.turnInfo().step === "declareAttackers" && g.turnInfo().waiting === "priority"; guard++)
        g.pass(this.holder());
      t = g.turnInfo();
      if (t.waiting !== "blockers") throw new IllegalActionError(`the game is not waiting for blockers (${t.step} step)`);
    }
    const list = pairs.map(([b, a]) => {
      const blocker = this.object(b, ["battlefield"], `block ${b}`);
      return { blocker: blocker.id, attacker: this.object(a, ["battlefield"], `block ${a}`).id, controller: blocker.controller };
    });
    const stray = list.filter((x) => !t.blockers.includes(x.controller));
    if (stray.length) throw new IllegalActionError(`${this.names[stray[0]!.controller]} is not a defending player`);
    for (const p of t.blockers) {
      this.mark();
      g.declareBlockers(
        p,
        list.filter((x) => x.controller === p).map(({ blocker, attacker }) => ({ blocker, attacker })),
      );
    }
  }

  // -------------------------------------------------------------------------
  // Expectations

  private mismatch(key: string, expected: unknown, actual: unknown): never {
    this.fail(`expected ${key} to be ${JSON.stringify(expected)}, but it is ${JSON.stringify(actual)}`, { key, expected, actual });
  }

  private check(x: Expectations): void {
    const g = this.game;
    const pv = (name: string) => g.player(this.playerId(name));
    for (const [name, n] of Object.entries(x.life ?? {})) if (pv(name).life !== n) this.mismatch(`life.${name}`, n, pv(name).life);
    for (const [name, n] of Object.entries(x.poison ?? {})) if (pv(name).poison !== n) this.mismatch(`poison.${name}`, n, pv(name).poison);
    const sorted = (l: string[]) => [...l].sort();
    for (const zone of ["hand", "graveyard", "exile", "battlefield", "library"] as const) {
      for (const [name, cards] of Object.entries(x[zone] ?? {})) {
        const pid = this.playerId(name);
        const actual =
          zone === "battlefield"
            ? g
                .objects("battlefield")
                .filter((v) => v.controller === pid)
                .map((v) => this.nameOf(v))
            : g.objects(zone, pid).map((v) => this.nameOf(v));
        const same =
          zone === "library"
            ? JSON.stringify(actual) === JSON.stringify(cards)
            : JSON.stringify(sorted(actual)) === JSON.stringify(sorted(cards));
        if (!same) this.mismatch(`${zone}.${name}`, cards, zone === "library" ? actual : sorted(actual));
      }
    }
    if (x.stack) this.checkStack(x.stack);
    const bf = (ref: string, key: string) => this.object(ref, ["battlefield"], key);
    for (const ref of x.tapped ?? []) if (!bf(ref, "tapped").tapped) this.mismatch(`tapped: ${ref}`, "tapped", "untapped");
    for (const ref of x.untapped ?? []) if (bf(ref, "untapped").tapped) this.mismatch(`untapped: ${ref}`, "untapped", "tapped");
    for (const [ref, n] of Object.entries(x.damage ?? {})) {
      const v = bf(ref, "damage");
      if (v.damage !== n) this.mismatch(`damage.${ref}`, n, v.damage);
    }
    for (const key of ["attacking", "blocking"] as const) {
      const list = x[key];
      if (!list) continue;
      const c = g.combat();
      const actualIds = key === "attacking" ? c.attackers.map((a) => a.attacker) : c.blockers.map((b) => b.blocker);
      const expectedIds = list.map((r) => bf(r, key).id);
      const names = (ids: number[]) => ids.map((id) => g.object(id)?.name ?? `#${id}`).sort();
      if (JSON.stringify([...expectedIds].sort()) !== JSON.stringify([...actualIds].sort()))
        this.mismatch(key, names(expectedIds), names(actualIds));
    }
    for (const ref of x.sick ?? []) if (!bf(ref, "sick").sick) this.mismatch(`sick: ${ref}`, "sick", "not sick");
    for (const [ref, val] of Object.entries(x.chosen ?? {})) {
      const v = bf(ref, "chosen");
      const values = Object.values(v.chosen).map((c) => String(c).toLowerCase());
      if (!values.includes(String(val).toLowerCase())) this.mismatch(`chosen.${ref}`, val, v.chosen);
    }
    for (const [ref, kinds] of Object.entries(x.counters ?? {})) {
      const v = bf(ref, "counters");
      for (const [k, n] of Object.entries(kinds))
        if ((v.counters[k] ?? 0) !== n) this.mismatch(`counters.${ref}.${k}`, n, v.counters[k] ?? 0);
    }
    for (const [ref, pt] of Object.entries(x.pt ?? {})) {
      const v = bf(ref, "pt");
      const actual = `${v.power}/${v.toughness}`;
      if (actual !== pt) this.mismatch(`pt.${ref}`, pt, actual);
    }
    for (const [ref, pl] of Object.entries(x.controller ?? {})) {
      const v = bf(ref, "controller");
      if (this.names[v.controller] !== pl) this.mismatch(`controller.${ref}`, pl, this.names[v.controller]);
    }
    const t = g.turnInfo();
    if (x.step !== undefined && t.step !== x.step) this.mismatch("step", x.step, t.step);
    if (x.active !== undefined && this.names[t.active] !== x.active) this.mismatch("active", x.active, this.names[t.active]);
    if (x.turn !== undefined && t.number !== x.turn) this.mismatch("turn", x.turn, t.number);
    for (const key of ["lost", "won"] as const) {
      const list = x[key];
      if (!list) continue;
      const actual = g
        .players()
        .filter((p) => p[key])
        .map((p) => p.name)
        .sort();
      if (JSON.stringify(actual) !== JSON.stringify([...list].sort())) this.mismatch(key, [...list].sort(), actual);
    }
    for (const [name, mana] of Object.entries(x.pool ?? {})) {
      const actual = pv(name).pool;
      const a = [...parseManaUnits(actual)].sort().join("");
      const e = [...parseManaUnits(mana)].sort().join("");
      if (a !== e) this.mismatch(`pool.${name}`, mana, actual);
    }
  }

  private checkStack(expected: NonNullable<Expectations["stack"]>): void {
    const g = this.game;
    const actual = g.stack();
    const show = actual.map((s) => (s.kind === "spell" ? this.nameOf(s.source) : { ability: `${this.names[s.controller]}:${this.nameOf(s.source)}` }));
    if (actual.length !== expected.length) this.mismatch("stack", expected, show);
    expected.forEach((e, i) => {
      const item = actual[i]!;
      const want = e.spell ?? e.ability!;
      const ref = this.parseRef(want);
      const kindOk = e.spell !== undefined ? item.kind === "spell" : item.kind === "ability";
      const nameOk = this.nameOf(item.source) === ref.name;
      const ctrlOk = ref.player === undefined || item.controller === this.playerId(ref.player);
      const ctrl2 = e.controller === undefined || item.controller === this.playerId(e.controller);
      if (!kindOk || !nameOk || !ctrlOk || !ctrl2) this.mismatch(`stack[${i}]`, e, show[i]);
      if (e.targets) {
        const want = this.targetRefs(e.targets, `stack[${i}].targets`);
        if (JSON.stringify(want) !== JSON.stringify(item.targets)) {
          const names = (refs: Ref[][]) =>
            refs.map((grp) => grp.map((r) => ("player" in r ? this.names[r.player] : (g.object(r.object)?.name ?? `#${r.object}`))));
          this.mismatch(`stack[${i}].targets`, names(want), names(item.targets));
        }
      }
    });
  }
}

export function formatLogEntry(e: LogEntry): string {
  const cause = e.cause
    ? `  ⟵ ${e.cause.card}: "${e.cause.text}"${e.cause.span[1] > 0 ? ` [${e.cause.span[0]}-${e.cause.span[1]}]` : ""}`
    : "";
  return `T${e.turn} ${e.step}: ${e.text}${cause}`;
}
