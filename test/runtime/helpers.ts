import { type CardDefinition, type ChoiceValue, type Decision, type DecisionMaker, Game, type Ref } from "oraclec/runtime";

/** A decision maker that takes defaults (yes, timestamp order, first option, first candidates) and records every decision. */
export class Recorder implements DecisionMaker {
  readonly seen: Decision[] = [];
  replacementAnswers: number[] = [];
  orderAnswers: number[][] = [];
  chooseAnswers: ChoiceValue[][] = [];
  may(d: Decision & { kind: "may" }): boolean {
    this.seen.push(d);
    return true;
  }
  order(d: Decision & { kind: "order" }): number[] {
    this.seen.push(d);
    return this.orderAnswers.shift() ?? d.items.map((_, i) => i);
  }
  replacement(d: Decision & { kind: "replacement" }): number {
    this.seen.push(d);
    return this.replacementAnswers.shift() ?? 0;
  }
  targets(d: Decision & { kind: "targets" }): Ref[][] {
    this.seen.push(d);
    return d.specs.map((s, i) =>
      d.candidates[i]!.slice(0, s.min ?? 1).map((c) => (c.kind === "player" ? { player: c.id } : { object: c.id })),
    );
  }
  choose(d: Decision & { kind: "choose" }): ChoiceValue[] {
    this.seen.push(d);
    return this.chooseAnswers.shift() ?? (d.options ?? []).slice(0, d.min);
  }
}

export function newGame(players = 2): { game: Game; dm: Recorder } {
  const dm = new Recorder();
  const names = ["Alice", "Bob", "Carol", "Dave"].slice(0, players);
  const game = new Game({ players: names.map((name) => ({ name })), decisions: dm });
  return { game, dm };
}

export function creature(
  name: string,
  power: number,
  toughness: number,
  abilities: CardDefinition["abilities"] = [],
  extra: Partial<CardDefinition> = {},
): CardDefinition {
  return {
    name,
    manaCost: "{1}",
    colors: [],
    supertypes: [],
    types: ["creature"],
    subtypes: [],
    power,
    toughness,
    loyalty: null,
    abilities,
    text: "",
    ...extra,
  };
}

export function spell(name: string, cost: string, abilities: CardDefinition["abilities"], types = ["instant"]): CardDefinition {
  return {
    name,
    manaCost: cost,
    colors: [],
    supertypes: [],
    types,
    subtypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    abilities,
    text: "",
  };
}

export const src = (text: string) => ({ text, span: [0, text.length] as [number, number] });
