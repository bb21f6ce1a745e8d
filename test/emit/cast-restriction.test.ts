/** "Cast this spell only during combat", "… only during an opponent's turn" (601.3): the card can't begin to be cast at other times. */
import { describe, expect, it } from "vitest";
import { newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

describe('"Cast this spell only …" (601.3)', () => {
  it("allows the cast during combat and rejects it in a main phase, leaving the card in hand", async () => {
    const [trick] = await compileFaces(face("Trick", "Cast this spell only during combat.\nDraw a card.", "Instant"));
    for (const [step, ok] of [
      ["main1", false],
      ["beginCombat", true],
    ] as const) {
      const { game } = newGame();
      game.setupCard(trick!, 0, "library");
      const s = game.setupCard(trick!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step, number: 2 });
      if (ok) {
        game.cast(0, s.id);
        expect(game.stack()).toHaveLength(1);
      } else {
        expect(() => game.cast(0, s.id)).toThrow(/can't be cast now.*601\.3/);
        expect(game.objects("hand").map((o) => o.id)).toEqual([s.id]);
      }
    }
  });

  it('"only during an opponent\'s turn" looks at the turn\'s player', async () => {
    const [ambush] = await compileFaces(face("Ambush", "Cast this spell only during an opponent's turn.\nDraw a card.", "Instant"));
    const { game } = newGame();
    const s = game.setupCard(ambush!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id)).toThrow(/can't be cast now/);
  });

  it('"only if you\'ve cast another spell this turn": any spell of yours before it counts', async () => {
    const [second, opener] = await compileFaces(
      face("Second", "Cast this spell only if you've cast another spell this turn.\nYou gain 2 life.", "Instant"),
      face("Opener", "You gain 1 life.", "Instant"),
    );
    const { game } = newGame();
    const s = game.setupCard(second!, 0, "hand");
    const o = game.setupCard(opener!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id)).toThrow(/can't be cast now/);
    game.cast(0, o.id);
    game.pass(0);
    game.pass(1);
    game.cast(0, s.id);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(23);
  });
});
