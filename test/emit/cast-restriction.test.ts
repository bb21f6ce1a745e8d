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
});
