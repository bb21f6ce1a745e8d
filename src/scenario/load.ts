/**
 * Load and validate a scenario file (format 1, ../shared/spec/scenarios.md).
 * Every fault is reported with its YAML path and line:col; an unknown key is a fault.
 */
import { isMap, isScalar, isSeq, LineCounter, type Node, parseDocument, type YAMLMap } from "yaml";
import { STEPS, type Step } from "../runtime/index.ts";
import type {
  ActionOptions,
  ChoiceAnswer,
  DecisionKind,
  Expectations,
  Position,
  Scenario,
  ScenarioAction,
  ScenarioAnswer,
  ScenarioCardSpec,
  ScenarioPermanent,
  ScenarioPlayer,
  StackExpectation,
  TargetList,
} from "./types.ts";

export interface FormatFault {
  path: string;
  line: number;
  col: number;
  message: string;
}

/** The file is not a valid format-1 scenario. */
export class ScenarioFormatError extends Error {
  override name = "ScenarioFormatError";
  readonly file: string;
  readonly faults: FormatFault[];
  constructor(file: string, faults: FormatFault[]) {
    super(faults.map((f) => `${file}:${f.line}:${f.col}: ${f.path ? `${f.path}: ` : ""}${f.message}`).join("\n"));
    this.file = file;
    this.faults = faults;
  }
}

class Bail extends Error {}

const ACTION_KEYS = ["cast", "activate", "play", "pass", "resolve", "advance", "attack", "block", "expect"] as const;
const OPTION_KEYS: Record<(typeof ACTION_KEYS)[number], string[]> = {
  cast: ["player", "illegal", "from", "targets", "modes", "x", "alternative", "additional", "choices", "face"],
  activate: ["player", "illegal", "from", "targets", "modes", "x", "alternative", "additional", "choices", "ability"],
  play: ["player", "illegal", "from", "face"],
  pass: ["player", "illegal"],
  resolve: ["player", "illegal"],
  advance: ["player", "illegal"],
  attack: ["player", "illegal"],
  block: ["player", "illegal"],
  expect: [],
};
const EXPECT_KEYS = [
  "life",
  "poison",
  "hand",
  "graveyard",
  "exile",
  "battlefield",
  "library",
  "stack",
  "tapped",
  "untapped",
  "damage",
  "attacking",
  "blocking",
  "sick",
  "chosen",
  "counters",
  "pt",
  "controller",
  "step",
  "active",
  "turn",
  "lost",
  "won",
  "pool",
];
const DECISIONS: DecisionKind[] = ["may", "order", "replacement", "targets", "choose"];
const ZONES_FROM = ["hand", "graveyard", "exile", "library", "command", "battlefield"] as const;

class Reader {
  readonly faults: FormatFault[] = [];
  readonly lc: LineCounter;
  readonly text: string;
  constructor(lc: LineCounter, text: string) {
    this.lc = lc;
    this.text = text;
  }

  pos(node: Node | null | undefined, path: string): Position {
    const offset = node?.range?.[0] ?? 0;
    const { line, col } = this.lc.linePos(offset);
    return { path, line, col };
  }

  fault(node: Node | null | undefined, path: string, message: string): void {
    const p = this.pos(node, path);
    this.faults.push({ path, line: p.line, col: p.col, message });
  }

  /** Report and abandon the current item. */
  fail(node: Node | null | undefined, path: string, message: string): never {
    this.fault(node, path, message);
    throw new Bail();
  }

  map(node: unknown, path: string): YAMLMap<unknown, unknown> {
    if (!isMap(node)) this.fail(node as Node, path, "expected a map");
    return node as YAMLMap<unknown, unknown>;
  }

  /** The entries of a map, checking keys against the allowed ones. */
  entries(
    node: unknown,
    path: string,
    allowed?: readonly string[],
    required: readonly string[] = [],
  ): Map<string, { node: Node; path: string }> {
    const m = this.map(node, path);
    const out = new Map<string, { node: Node; path: string }>();
    for (const pair of m.items) {
      const keyNode = pair.key as Node;
      const key = isScalar(keyNode) ? String(keyNode.value) : undefined;
      if (key === undefined) {
        this.fault(keyNode, path, "keys must be plain words");
        continue;
      }
      const p = join(path, key);
      if (allowed && !allowed.includes(key)) {
        this.fault(keyNode, p, `unknown key "${key}"${suggest(key, allowed)}`);
        continue;
      }
      if (out.has(key)) {
        this.fault(keyNode, p, `duplicate key "${key}"`);
        continue;
      }
      out.set(key, { node: (pair.value ?? null) as Node, path: p });
    }
    for (const r of required) if (!out.has(r)) this.fault(m, path, `missing key "${r}"`);
    return out;
  }

  seq(node: unknown, path: string): Node[] {
    // An empty value (\`graveyard:\` with nothing after it) is an empty list.
    if (node === null || (isScalar(node) && node.value === null)) return [];
    if (!isSeq(node)) this.fail(node as Node, path, "expected a list");
    return (node as { items: Node[] }).items;
  }

  scalar(node: unknown, path: string): unknown {
    if (!isScalar(node)) this.fail(node as Node, path, "expected a single value");
    return (node as { value: unknown }).value;
  }

  string(node: unknown, path: string): string {
    const v = this.scalar(node, path);
    if (typeof v === "string") return v;
    if (typeof v === "number") return String(v);
    return this.fail(node as Node, path, "expected text");
  }

  /**
   * Mana symbols. Unquoted, a single symbol (`cost: {R}`) is a YAML map with one empty key: it is read
   * back as the symbol, so that the unquoted form means what it looks like.
   */
  mana(node: unknown, path: string): string {
    if (isMap(node) && node.items.length > 0 && node.items.every((p) => isScalar(p.key) && (p.value === null || (isScalar(p.value) && p.value.value === null))))
      return node.items.map((p) => `{${String((p.key as { value: unknown }).value)}}`).join("");
    return this.string(node, path);
  }

  int(node: unknown, path: string, min = 0): number {
    const v = this.scalar(node, path);
    if (typeof v !== "number" || !Number.isInteger(v) || v < min)
      this.fail(node as Node, path, `expected a whole number${min > 0 ? ` ≥ ${min}` : ""}`);
    return v as number;
  }

  bool(node: unknown, path: string): boolean {
    const v = this.scalar(node, path);
    if (typeof v !== "boolean") this.fail(node as Node, path, "expected true or false");
    return v as boolean;
  }

  strings(node: unknown, path: string): string[] {
    return this.seq(node, path).map((n, i) => this.string(n, `${path}[${i}]`));
  }

  step(node: unknown, path: string): Step {
    const s = this.string(node, path);
    if (!(STEPS as readonly string[]).includes(s)) this.fail(node as Node, path, `unknown step "${s}" (one of ${STEPS.join(", ")})`);
    return s as Step;
  }

  /** Run a reader for one item; a fault abandons only that item. */
  item<T>(fn: () => T): T | undefined {
    try {
      return fn();
    } catch (e) {
      if (e instanceof Bail) return undefined;
      throw e;
    }
  }
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

function suggest(key: string, allowed: readonly string[]): string {
  const close = allowed.find((a) => distance(a, key) <= 2);
  return close ? ` (did you mean "${close}"?)` : ` (allowed: ${allowed.join(", ")})`;
}

function distance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length]![b.length]!;
}

/** Parse and validate a scenario. Throws ScenarioFormatError (with every fault found) if it is not valid format 1. */
export function loadScenario(yamlText: string, file: string): Scenario {
  const lc = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: lc, prettyErrors: false, uniqueKeys: false });
  const r = new Reader(lc, yamlText);
  if (doc.errors.length) {
    throw new ScenarioFormatError(
      file,
      doc.errors.map((e) => {
        const { line, col } = lc.linePos(e.pos[0]);
        return { path: "", line, col, message: e.message.split("\n")[0]! };
      }),
    );
  }
  const root = doc.contents as Node | null;
  let scenario: Scenario | undefined;
  r.item(() => {
    const top = r.entries(
      root,
      "",
      ["scenario", "rules", "cards", "players", "turn", "actions", "answers", "expect"],
      ["scenario", "players"],
    );
    const title = top.has("scenario") ? (r.item(() => r.string(top.get("scenario")!.node, "scenario")) ?? "") : "";
    const rules = top.has("rules") ? (r.item(() => r.strings(top.get("rules")!.node, "rules")) ?? []) : [];
    const cards: ScenarioCardSpec[] = [];
    if (top.has("cards")) {
      (r.item(() => r.seq(top.get("cards")!.node, "cards")) ?? []).forEach((n, i) => {
        const c = r.item(() => readCard(r, n, `cards[${i}]`));
        if (c) cards.push(c);
      });
    }
    const players: ScenarioPlayer[] = [];
    if (top.has("players")) {
      const list = r.item(() => r.seq(top.get("players")!.node, "players")) ?? [];
      if (list.length < 2) r.fault(top.get("players")!.node, "players", "a scenario needs 2 or more players");
      list.forEach((n, i) => {
        const p = r.item(() => readPlayer(r, n, `players[${i}]`));
        if (p) players.push(p);
      });
      const names = new Set<string>();
      players.forEach((p) => {
        if (names.has(p.name)) r.fault(null, p.at.path, `two players are named ${p.name}`);
        names.add(p.name);
      });
    }
    const playerNames = players.map((p) => p.name);
    let turn = { active: playerNames[0] ?? "", step: "main1" as Step, number: 2 };
    if (top.has("turn")) {
      const t = top.get("turn")!;
      r.item(() => {
        const e = r.entries(t.node, "turn", ["active", "step", "number"]);
        if (e.has("active")) turn.active = r.item(() => player(r, e.get("active")!, playerNames)) ?? turn.active;
        if (e.has("step")) turn.step = r.item(() => r.step(e.get("step")!.node, "turn.step")) ?? turn.step;
        if (e.has("number")) turn.number = r.item(() => r.int(e.get("number")!.node, "turn.number", 1)) ?? turn.number;
      });
    }
    const actions: ScenarioAction[] = [];
    if (top.has("actions")) {
      (r.item(() => r.seq(top.get("actions")!.node, "actions")) ?? []).forEach((n, i) => {
        const a = r.item(() => readAction(r, n, `actions[${i}]`, i, playerNames));
        if (a) actions.push(a);
      });
    }
    const answers: ScenarioAnswer[] = [];
    if (top.has("answers")) {
      (r.item(() => r.seq(top.get("answers")!.node, "answers")) ?? []).forEach((n, i) => {
        const a = r.item(() => readAnswer(r, n, `answers[${i}]`, playerNames));
        if (a) answers.push(a);
      });
    }
    let expect: Expectations | undefined;
    if (top.has("expect")) expect = r.item(() => readExpect(r, top.get("expect")!.node, "expect", playerNames));
    scenario = { file, title, rules, cards, players, turn, actions, answers, ...(expect ? { expect } : {}) };
  });
  if (r.faults.length || !scenario)
    throw new ScenarioFormatError(file, r.faults.length ? r.faults : [{ path: "", line: 1, col: 1, message: "not a scenario" }]);
  return scenario;
}

function player(r: Reader, e: { node: Node; path: string }, names: string[]): string {
  const s = r.string(e.node, e.path);
  if (!names.includes(s)) r.fail(e.node, e.path, `unknown player "${s}" (players: ${names.join(", ")})`);
  return s;
}

function readCard(r: Reader, n: Node, path: string): ScenarioCardSpec {
  if (isScalar(n)) return { name: r.string(n, path), fromLibrary: true, at: r.pos(n, path) };
  const e = r.entries(n, path, ["name", "cost", "type", "text", "pt", "loyalty", "lang"], ["name"]);
  const spec: ScenarioCardSpec = { name: r.string(e.get("name")?.node, join(path, "name")), at: r.pos(n, path) };
  // "- name: Shock" alone says no more than "- Shock": the card library's card.
  if (e.size === 1) return { ...spec, fromLibrary: true };
  // A card compiled from its text needs its type line (an instant without one would be a vanilla object).
  if (!e.has("type")) r.fault(n, path, `card "${spec.name}" has no type (give its type line, or write only its name to take it from the card library)`);
  const str = (k: "type" | "text" | "pt") => {
    const x = e.get(k);
    if (x) spec[k] = r.string(x.node, x.path);
  };
  if (e.has("cost")) spec.cost = r.mana(e.get("cost")!.node, e.get("cost")!.path);
  str("type");
  str("text");
  str("pt");
  if (spec.pt !== undefined && !/^[-+]?(\d+|\*)(\+\*)?\/[-+]?(\d+|\*)(\+\*)?$/.test(spec.pt))
    r.fault(e.get("pt")!.node, join(path, "pt"), `expected P/T like 2/2, not "${spec.pt}"`);
  if (e.has("loyalty")) spec.loyalty = r.int(e.get("loyalty")!.node, join(path, "loyalty"));
  if (e.has("lang")) {
    const l = r.string(e.get("lang")!.node, join(path, "lang"));
    if (l !== "en" && l !== "es" && l !== "pt") r.fault(e.get("lang")!.node, join(path, "lang"), `lang must be en, es or pt, not "${l}"`);
    else spec.lang = l;
  }
  return spec;
}

function readPlayer(r: Reader, n: Node, path: string): ScenarioPlayer {
  const e = r.entries(n, path, ["name", "life", "mana", "hand", "library", "graveyard", "exile", "battlefield"], ["name"]);
  const p: ScenarioPlayer = {
    name: r.string(e.get("name")?.node, join(path, "name")),
    life: 20,
    hand: [],
    graveyard: [],
    exile: [],
    battlefield: [],
    at: r.pos(n, path),
  };
  if (e.has("life")) p.life = r.item(() => r.int(e.get("life")!.node, join(path, "life"), -1000)) ?? 20;
  if (e.has("mana")) {
    const m = r.item(() => r.mana(e.get("mana")!.node, join(path, "mana")));
    if (m !== undefined) {
      if (!/^(\{([WUBRGC]|\d+)\})*$/.test(m)) r.fault(e.get("mana")!.node, join(path, "mana"), `expected mana like "{R}{R}", not "${m}"`);
      else p.mana = m;
    }
  }
  for (const z of ["hand", "library", "graveyard", "exile"] as const) {
    if (e.has(z)) {
      const list = r.item(() => r.strings(e.get(z)!.node, join(path, z)));
      if (list) p[z] = list;
    }
  }
  p.zoneOrder = [...e.keys()].filter((k): k is NonNullable<ScenarioPlayer["zoneOrder"]>[number] =>
    ["hand", "library", "graveyard", "exile", "battlefield"].includes(k),
  );
  if (e.has("battlefield")) {
    (r.item(() => r.seq(e.get("battlefield")!.node, join(path, "battlefield"))) ?? []).forEach((b, i) => {
      const bp = `${join(path, "battlefield")}[${i}]`;
      const perm = r.item(() => readPermanent(r, b, bp));
      if (perm) p.battlefield.push(perm);
    });
  }
  return p;
}

function readPermanent(r: Reader, n: Node, path: string): ScenarioPermanent {
  if (isScalar(n)) return { card: r.string(n, path), at: r.pos(n, path) };
  const e = r.entries(n, path, ["card", "tapped", "counters", "sick", "token", "attachedTo", "faceDown", "phasedOut", "damage"], ["card"]);
  const p: ScenarioPermanent = { card: r.string(e.get("card")?.node, join(path, "card")), at: r.pos(n, path) };
  for (const k of ["tapped", "sick", "token", "faceDown", "phasedOut"] as const) if (e.has(k)) p[k] = r.bool(e.get(k)!.node, join(path, k));
  if (e.has("damage")) p.damage = r.int(e.get("damage")!.node, join(path, "damage"));
  if (e.has("attachedTo")) p.attachedTo = r.string(e.get("attachedTo")!.node, join(path, "attachedTo"));
  if (e.has("counters")) p.counters = counters(r, e.get("counters")!);
  return p;
}

function counters(r: Reader, e: { node: Node; path: string }): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [k, v] of r.entries(e.node, e.path)) out[k] = r.int(v.node, v.path);
  return out;
}

function targetList(r: Reader, n: Node, path: string): TargetList {
  return r.seq(n, path).map((item, i) => (isSeq(item) ? r.strings(item, `${path}[${i}]`) : r.string(item, `${path}[${i}]`)));
}

function choiceAnswer(r: Reader, n: Node, path: string): ChoiceAnswer {
  if (isSeq(n)) return r.seq(n, path).map((x, i) => choiceAnswer(r, x, `${path}[${i}]`));
  const v = r.scalar(n, path);
  if (typeof v === "string" || typeof v === "number") return v;
  if (typeof v === "boolean") return v ? "yes" : "no";
  return r.fail(n, path, "expected a value or a list of values");
}

function readAction(r: Reader, n: Node, path: string, index: number, players: string[]): ScenarioAction {
  const at = r.pos(n, path);
  const text = r.text
    .slice(n.range?.[0] ?? 0, n.range?.[1] ?? 0)
    .trim()
    .replace(/\s+/g, " ");
  if (isScalar(n)) {
    const v = r.string(n, path);
    if (v === "pass") return { kind: "pass", at, index, text };
    if (v === "resolve") return { kind: "resolve", count: 1, at, index, text };
    return r.fail(n, path, `unknown action "${v}" (a bare action is pass or resolve; others are maps: ${ACTION_KEYS.join(", ")})`);
  }
  const m = r.map(n, path);
  const keys = m.items.map((p) => (isScalar(p.key) ? String((p.key as { value: unknown }).value) : ""));
  const kinds = keys.filter((k): k is (typeof ACTION_KEYS)[number] => (ACTION_KEYS as readonly string[]).includes(k));
  if (kinds.length !== 1)
    r.fail(n, path, kinds.length ? `one action per step, found ${kinds.join(" and ")}` : `no action (one of ${ACTION_KEYS.join(", ")})`);
  const kind = kinds[0]!;
  const e = r.entries(n, path, [kind, ...OPTION_KEYS[kind]]);
  const main = e.get(kind)!;
  const opts: ActionOptions = {};
  const o = (k: string) => e.get(k);
  if (o("player")) opts.player = player(r, o("player")!, players);
  if (o("illegal")) opts.illegal = r.bool(o("illegal")!.node, o("illegal")!.path);
  if (o("from")) {
    const f = r.string(o("from")!.node, o("from")!.path);
    if (!(ZONES_FROM as readonly string[]).includes(f)) r.fail(o("from")!.node, o("from")!.path, `unknown zone "${f}"`);
    opts.from = f as ActionOptions["from"];
  }
  if (o("targets")) opts.targets = targetList(r, o("targets")!.node, o("targets")!.path);
  if (o("modes")) opts.modes = r.seq(o("modes")!.node, o("modes")!.path).map((x, i) => r.int(x, `${o("modes")!.path}[${i}]`, 1));
  if (o("x")) opts.x = r.int(o("x")!.node, o("x")!.path);
  if (o("alternative")) opts.alternative = r.string(o("alternative")!.node, o("alternative")!.path);
  if (o("additional")) opts.additional = r.strings(o("additional")!.node, o("additional")!.path);
  if (o("choices"))
    opts.choices = r.seq(o("choices")!.node, o("choices")!.path).map((x, i) => choiceAnswer(r, x, `${o("choices")!.path}[${i}]`));
  if (o("ability")) opts.ability = r.int(o("ability")!.node, o("ability")!.path, 1);
  if (o("face")) opts.face = r.string(o("face")!.node, o("face")!.path);
  const base = { ...opts, at, index, text };
  switch (kind) {
    case "cast":
    case "activate":
    case "play":
      return { kind, card: r.string(main.node, main.path), ...base };
    case "pass":
      if (main.node !== null && !(isScalar(main.node) && (main.node.value === null || main.node.value === true)))
        r.fail(main.node, main.path, "pass takes no value");
      return { kind, ...base };
    case "resolve": {
      if (main.node === null || (isScalar(main.node) && main.node.value === null)) return { kind, count: 1, ...base };
      const v = r.scalar(main.node, main.path);
      if (v === "all") return { kind, count: "all", ...base };
      return { kind, count: r.int(main.node, main.path, 1), ...base };
    }
    case "advance": {
      if (isScalar(main.node)) return { kind, step: r.step(main.node, main.path), nextTurn: false, ...base };
      const a = r.entries(main.node, main.path, ["step", "turn"], ["step"]);
      let nextTurn = false;
      if (a.has("turn")) {
        const t = r.string(a.get("turn")!.node, a.get("turn")!.path);
        if (t !== "next") r.fail(a.get("turn")!.node, a.get("turn")!.path, `turn must be "next"`);
        nextTurn = true;
      }
      return { kind, step: r.step(a.get("step")!.node, a.get("step")!.path), nextTurn, ...base };
    }
    case "attack":
    case "block": {
      const pairs: [string, string][] = [];
      for (const [k, v] of r.entries(main.node, main.path)) pairs.push([k, r.string(v.node, v.path)]);
      return kind === "attack" ? { kind, attackers: pairs, ...base } : { kind, blockers: pairs, ...base };
    }
    case "expect":
      return { kind, expect: readExpect(r, main.node, main.path, players), ...base };
  }
}

function readAnswer(r: Reader, n: Node, path: string, players: string[]): ScenarioAnswer {
  const e = r.entries(n, path, ["player", "decision", "answer"], ["player", "decision", "answer"]);
  const p = player(r, e.get("player")!, players);
  const d = r.string(e.get("decision")!.node, e.get("decision")!.path);
  if (!DECISIONS.includes(d as DecisionKind))
    r.fail(e.get("decision")!.node, e.get("decision")!.path, `unknown decision "${d}" (one of ${DECISIONS.join(", ")})`);
  const an = e.get("answer")!;
  let answer: ChoiceAnswer | boolean;
  if (d === "may") {
    const v = r.scalar(an.node, an.path);
    if (v === true || v === "yes") answer = true;
    else if (v === false || v === "no") answer = false;
    else r.fail(an.node, an.path, "a may answer is yes or no");
  } else if (d === "order" || d === "targets") {
    answer = isSeq(an.node) ? choiceAnswer(r, an.node, an.path) : r.fail(an.node, an.path, `a ${d} answer is a list`);
  } else answer = choiceAnswer(r, an.node, an.path);
  return { player: p, decision: d as DecisionKind, answer: answer!, at: r.pos(n, path) };
}

function readExpect(r: Reader, n: Node, path: string, players: string[]): Expectations {
  const e = r.entries(n, path, EXPECT_KEYS);
  const x: Expectations = { at: r.pos(n, path) };
  const perPlayer = <T>(k: string, read: (node: Node, p: string) => T): Record<string, T> | undefined => {
    const v = e.get(k);
    if (!v) return undefined;
    const out: Record<string, T> = {};
    for (const [name, item] of r.entries(v.node, v.path)) {
      if (!players.includes(name)) r.fault(item.node, item.path, `unknown player "${name}"`);
      else out[name] = read(item.node, item.path);
    }
    return out;
  };
  const perObject = <T>(k: string, read: (node: Node, p: string) => T): Record<string, T> | undefined => {
    const v = e.get(k);
    if (!v) return undefined;
    const out: Record<string, T> = {};
    for (const [name, item] of r.entries(v.node, v.path)) out[name] = read(item.node, item.path);
    return out;
  };
  const set = <K extends keyof Expectations>(k: K, v: Expectations[K] | undefined) => {
    if (v !== undefined) x[k] = v;
  };
  set(
    "life",
    perPlayer("life", (nn, p) => r.int(nn, p, -1000)),
  );
  set(
    "poison",
    perPlayer("poison", (nn, p) => r.int(nn, p)),
  );
  for (const z of ["hand", "graveyard", "exile", "battlefield", "library"] as const)
    set(
      z,
      perPlayer(z, (nn, p) => r.strings(nn, p)),
    );
  for (const k of ["tapped", "untapped", "attacking", "blocking", "sick"] as const)
    if (e.has(k)) x[k] = r.strings(e.get(k)!.node, e.get(k)!.path);
  set(
    "damage",
    perObject("damage", (nn, p) => r.int(nn, p)),
  );
  set(
    "chosen",
    perObject("chosen", (nn, p) => {
      const v = r.scalar(nn, p);
      if (typeof v !== "string" && typeof v !== "number") r.fail(nn, p, "expected a value");
      return v as string | number;
    }),
  );
  set(
    "counters",
    perObject("counters", (nn, p) => counters(r, { node: nn, path: p })),
  );
  set(
    "pt",
    perObject("pt", (nn, p) => {
      const s = r.string(nn, p);
      if (!/^-?\d+\/-?\d+$/.test(s)) r.fail(nn, p, `expected "P/T", not "${s}"`);
      return s;
    }),
  );
  set(
    "controller",
    perObject("controller", (nn, p) => player(r, { node: nn, path: p }, players)),
  );
  set(
    "pool",
    perPlayer("pool", (nn, p) => {
      const s = isMap(nn) ? r.mana(nn, p) : String(r.scalar(nn, p) ?? "");
      if (!/^(\{([WUBRGC]|\d+)\})*$/.test(s)) r.fail(nn, p, `expected mana like "{R}{R}" or "", not "${s}"`);
      return s;
    }),
  );
  if (e.has("step")) x.step = r.step(e.get("step")!.node, e.get("step")!.path);
  if (e.has("active")) x.active = player(r, e.get("active")!, players);
  if (e.has("turn")) x.turn = r.int(e.get("turn")!.node, e.get("turn")!.path, 1);
  for (const k of ["lost", "won"] as const) {
    if (!e.has(k)) continue;
    const list = r.strings(e.get(k)!.node, e.get(k)!.path);
    list.forEach((pl, i) => {
      if (!players.includes(pl)) r.fault(e.get(k)!.node, `${e.get(k)!.path}[${i}]`, `unknown player "${pl}"`);
    });
    x[k] = list;
  }
  if (e.has("stack")) {
    const s = e.get("stack")!;
    x.stack = r.seq(s.node, s.path).map((item, i): StackExpectation => {
      const p = `${s.path}[${i}]`;
      if (isScalar(item)) return { spell: r.string(item, p) };
      const m = r.entries(item, p, ["spell", "ability", "controller", "targets"]);
      const out: StackExpectation = {};
      if (m.has("spell")) out.spell = r.string(m.get("spell")!.node, m.get("spell")!.path);
      if (m.has("ability")) out.ability = r.string(m.get("ability")!.node, m.get("ability")!.path);
      if ((out.spell === undefined) === (out.ability === undefined)) r.fail(item, p, "a stack item is {spell: CARD} or {ability: SOURCE}");
      if (m.has("controller")) out.controller = player(r, m.get("controller")!, players);
      if (m.has("targets")) out.targets = targetList(r, m.get("targets")!.node, m.get("targets")!.path);
      return out;
    });
  }
  return x;
}
