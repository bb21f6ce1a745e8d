/**
 * Scenario files, format 1 (../shared/spec/scenarios.md), as typed data.
 */
import type { Step } from "../runtime/index.ts";

/** Where a value was in the file. */
export interface Position {
  /** YAML path, e.g. `actions[2].targets`. */
  path: string;
  line: number;
  col: number;
}

/** A card the scenario uses: compiled from its text, or (`fromLibrary`) taken by name from the card library. */
export interface ScenarioCardSpec {
  name: string;
  cost?: string;
  type?: string;
  text?: string;
  pt?: string;
  loyalty?: number;
  lang?: "en" | "es" | "pt";
  /** A bare name in `cards`: the runner takes the card from the project's card library. */
  fromLibrary?: boolean;
  at: Position;
}

export interface ScenarioPermanent {
  card: string;
  tapped?: boolean;
  counters?: Record<string, number>;
  sick?: boolean;
  token?: boolean;
  attachedTo?: string;
  faceDown?: boolean;
  phasedOut?: boolean;
  damage?: number;
  at: Position;
}

export interface ScenarioPlayer {
  name: string;
  life: number;
  mana?: string;
  hand: string[];
  /** Undefined: 20 Wastes. */
  library?: string[];
  graveyard: string[];
  exile: string[];
  battlefield: ScenarioPermanent[];
  /** The zones in the order the file lists them (numbered references `NAME#N` count in that order). */
  zoneOrder?: ("hand" | "library" | "graveyard" | "exile" | "battlefield")[];
  at: Position;
}

/** A reference list for targets: each item one target word; a nested list for one "up to N" word. */
export type TargetList = (string | string[])[];

export type ChoiceAnswer = string | number | ChoiceAnswer[];

export interface ActionOptions {
  player?: string;
  illegal?: boolean;
  from?: "hand" | "graveyard" | "exile" | "library" | "command" | "battlefield";
  targets?: TargetList;
  modes?: number[];
  x?: number;
  alternative?: string;
  additional?: string[];
  choices?: ChoiceAnswer[];
  ability?: number;
  /** The face of a two-faced card cast or played, by its name (a split card's half, an Adventure, a modal double-faced card's face). */
  face?: string;
}

export type ScenarioAction = (
  | { kind: "cast"; card: string }
  | { kind: "activate"; card: string }
  | { kind: "play"; card: string }
  | { kind: "pass" }
  | { kind: "resolve"; count: number | "all" }
  | { kind: "advance"; step: Step; nextTurn: boolean }
  | { kind: "attack"; attackers: [string, string][] }
  | { kind: "block"; blockers: [string, string][] }
  | { kind: "expect"; expect: Expectations }
) &
  ActionOptions & { at: Position; index: number; text: string };

export type DecisionKind = "may" | "order" | "replacement" | "targets" | "choose";

export interface ScenarioAnswer {
  player: string;
  decision: DecisionKind;
  answer: ChoiceAnswer | boolean;
  at: Position;
}

export interface StackExpectation {
  spell?: string;
  ability?: string;
  controller?: string;
  targets?: TargetList;
}

export interface Expectations {
  life?: Record<string, number>;
  poison?: Record<string, number>;
  hand?: Record<string, string[]>;
  graveyard?: Record<string, string[]>;
  exile?: Record<string, string[]>;
  battlefield?: Record<string, string[]>;
  library?: Record<string, string[]>;
  stack?: StackExpectation[];
  tapped?: string[];
  untapped?: string[];
  damage?: Record<string, number>;
  attacking?: string[];
  blocking?: string[];
  sick?: string[];
  chosen?: Record<string, string | number>;
  counters?: Record<string, Record<string, number>>;
  pt?: Record<string, string>;
  controller?: Record<string, string>;
  step?: Step;
  active?: string;
  turn?: number;
  lost?: string[];
  won?: string[];
  pool?: Record<string, string>;
  at: Position;
}

export interface Scenario {
  file: string;
  title: string;
  rules: string[];
  cards: ScenarioCardSpec[];
  players: ScenarioPlayer[];
  turn: { active: string; step: Step; number: number };
  actions: ScenarioAction[];
  answers: ScenarioAnswer[];
  expect?: Expectations;
}

export interface ScenarioFailure {
  message: string;
  /** The expectation key that failed, e.g. `life.Bob`. */
  key?: string;
  expected?: unknown;
  actual?: unknown;
  /** The action it followed (or the action that failed). */
  action?: { index: number; text: string; line: number; col: number };
  /** Compiler diagnostics when a card did not compile. */
  diagnostics?: { card: string; message: string; span?: [number, number]; code?: string }[];
}

export interface ScenarioReport {
  file: string;
  title: string;
  passed: boolean;
  failure?: ScenarioFailure;
  /** Unused answers and other remarks. */
  warnings: string[];
  /** The game's event log, one line per entry, with the card wording that caused it. */
  log: string[];
}
