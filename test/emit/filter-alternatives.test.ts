/**
 * Words shared by the alternatives of "A or B" in a filter: "a multicolored instant or sorcery spell" (the adjective is about
 * both), "a permanent spell" and "a Faerie or Wizard permanent spell" (rule 110.4a: not an instant or sorcery).
 */
import { describe, expect, it } from "vitest";
import { newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

type Game = ReturnType<typeof newGame>["game"];

async function lifeAfterCasting(watcher: string, spells: { name: string; type: string; cost: string }[]): Promise<number[]> {
  const [w, ...defs] = await compileFaces(face("Watcher", watcher, "Enchantment"), ...spells.map((s) => face(s.name, s.type.startsWith("Instant") || s.type.startsWith("Sorcery") ? "Draw a card." : "", s.type, s.cost)));
  const { game } = newGame();
  for (let i = 0; i < 5; i++) game.setupCard(defs[0]!, 0, "library");
  game.setupCard(w!, 0, "battlefield");
  game.setupTurn({ active: 0, step: "main1", number: 2 });
  const lives: number[] = [];
  for (const d of defs) {
    const s = game.setupCard(d, 0, "hand");
    game.setupMana(0, "{W}{U}{B}{R}{G}");
    cast(game, s.id);
    lives.push(game.player(0).life);
  }
  return lives;
}

function cast(game: Game, id: number) {
  game.cast(0, id);
  // the trigger (if any), then the spell
  while (game.stack().length > 0) {
    game.pass(0);
    game.pass(1);
  }
}

describe("filters with alternatives", () => {
  it('"a multicolored instant or sorcery spell": multicolored sorceries count, mono-coloured ones do not', async () => {
    const lives = await lifeAfterCasting("Whenever you cast a multicolored instant or sorcery spell, you gain 1 life.", [
      { name: "Mono Sorcery", type: "Sorcery", cost: "{R}" },
      { name: "Gold Sorcery", type: "Sorcery", cost: "{U}{R}" },
      { name: "Mono Instant", type: "Instant", cost: "{U}" },
      { name: "Gold Instant", type: "Instant", cost: "{W}{B}" },
    ]);
    expect(lives).toEqual([20, 21, 21, 22]);
  });

  it('"a permanent spell" is not an instant or sorcery spell (110.4a)', async () => {
    const lives = await lifeAfterCasting("Whenever you cast a permanent spell, you gain 1 life.", [
      { name: "Quick", type: "Instant", cost: "{U}" },
      { name: "Bear", type: "Creature — Bear", cost: "{G}" },
      { name: "Slow", type: "Sorcery", cost: "{R}" },
    ]);
    expect(lives).toEqual([20, 21, 21]);
  });

  it('"a Faerie or Wizard permanent spell": a tribal Faerie instant does not count', async () => {
    const lives = await lifeAfterCasting("Whenever you cast a Faerie or Wizard permanent spell, you gain 1 life.", [
      { name: "Faerie Trick", type: "Tribal Instant — Faerie", cost: "{U}" },
      { name: "Faerie", type: "Creature — Faerie", cost: "{U}" },
      { name: "Wizard", type: "Creature — Human Wizard", cost: "{U}" },
    ]);
    expect(lives).toEqual([20, 21, 22]);
  });
});
