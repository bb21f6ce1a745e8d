/** "When you cycle ~", "Whenever you cycle another card" (702.29c), compiled and played. */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace } from "./play.ts";

describe("cycling triggers", () => {
  it("trigger on the discard that pays a cycling cost, from the graveyard the card is in; not on another discard", async () => {
    const [drake, scholar, looter] = await compileFaces(
      creatureFace("Drake", "Cycling {1}\nWhen you cycle this card, you gain 3 life."),
      creatureFace("Scholar", "Whenever you cycle another card, you gain 1 life."),
      creatureFace("Looter", "Discard a card: You lose 1 life."),
    );
    const { game } = newGame();
    for (let p = 0; p < 2; p++) for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), p, "library");
    game.setupCard(scholar!, 0, "battlefield");
    const l = game.setupCard(looter!, 0, "battlefield");
    const d = game.setupCard(drake!, 0, "hand");
    game.setupCard(drake!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const hand = game.player(0).handSize;
    game.activate(0, d.id, 0);
    // the cycling ability, the card's own trigger and the Scholar's above it
    expect(game.stack()).toHaveLength(3);
    for (let i = 0; i < 20 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(24);
    // one card cycled away, one drawn
    expect(game.player(0).handSize).toBe(hand);
    // a card discarded for another cost is not cycled
    game.activate(0, l.id, 0);
    for (let i = 0; i < 20 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
    expect(game.player(0).life).toBe(23);
  });
});
