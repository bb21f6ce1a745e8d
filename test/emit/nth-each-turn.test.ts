/** "… for the first time each turn", "your second card each turn", "… during your turn / each opponent's turn", compiled and played. */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

function resolveAll(game: G) {
  for (let i = 0; i < 40 && game.stack().length; i++) game.pass(game.turnInfo().priority!);
}

describe("the nth event each turn", () => {
  it('"your second card each turn" and "gain life for the first time each turn" fire once a turn', async () => {
    const [sage, healer, divination, tonic] = await compileFaces(
      creatureFace("Sage", "Whenever you draw your second card each turn, you gain 5 life."),
      creatureFace("Healer", "Whenever you gain life for the first time each turn, draw a card."),
      face("Divination", "Draw two cards.", "Sorcery"),
      face("Tonic", "You gain 1 life.", "Instant"),
    );
    const { game } = newGame();
    for (let p = 0; p < 2; p++) for (let i = 0; i < 10; i++) game.setupCard(creature("Card", 1, 1), p, "library");
    game.setupCard(sage!, 0, "battlefield");
    game.setupCard(healer!, 0, "battlefield");
    const d = game.setupCard(divination!, 0, "hand");
    const t1 = game.setupCard(tonic!, 0, "hand");
    const t2 = game.setupCard(tonic!, 0, "hand");
    game.setupMana(0, "{3}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    const hand = game.player(0).handSize;
    game.cast(0, d.id);
    resolveAll(game);
    // the second card drawn: 5 life, the first life gained this turn: one more card (the third, no more life)
    expect(game.player(0).life).toBe(25);
    expect(game.player(0).handSize).toBe(hand - 1 + 3);
    game.cast(0, t1.id);
    resolveAll(game);
    game.cast(0, t2.id);
    resolveAll(game);
    expect(game.player(0).life).toBe(27);
    expect(game.player(0).handSize).toBe(hand - 3 + 3);
  });

  it('"your first spell during each opponent\'s turn" and "lose life during your turn"', async () => {
    const [watcher, brooder, tonic, pain] = await compileFaces(
      creatureFace("Watcher", "Whenever you cast your first spell during each opponent's turn, you gain 3 life."),
      creatureFace("Brooder", "Whenever you lose life during your turn, draw a card."),
      face("Tonic", "You gain 1 life.", "Instant"),
      face("Pain", "You lose 1 life.", "Instant"),
    );
    const { game } = newGame();
    for (let p = 0; p < 2; p++) for (let i = 0; i < 10; i++) game.setupCard(creature("Card", 1, 1), p, "library");
    game.setupCard(watcher!, 0, "battlefield");
    game.setupCard(brooder!, 0, "battlefield");
    const cards = [tonic, tonic, tonic, pain, pain].map((c) => game.setupCard(c!, 0, "hand"));
    game.setupMana(0, "{5}");
    // player 1's turn: two spells of player 0, the first one counts; losing life there draws nothing
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.pass(1);
    game.cast(0, cards[0]!.id);
    resolveAll(game);
    game.pass(1);
    game.cast(0, cards[1]!.id);
    resolveAll(game);
    game.pass(1);
    const hand = game.player(0).handSize;
    game.cast(0, cards[3]!.id);
    resolveAll(game);
    expect(game.player(0).life).toBe(20 + 3 + 1 + 1 - 1);
    expect(game.player(0).handSize).toBe(hand - 1);
    // player 0's own turn: no life for the first spell; losing life draws
    game.setupTurn({ active: 0, step: "main1", number: 3 });
    game.cast(0, cards[2]!.id);
    resolveAll(game);
    game.cast(0, cards[4]!.id);
    resolveAll(game);
    expect(game.player(0).life).toBe(24 + 1 - 1);
    expect(game.player(0).handSize).toBe(hand - 1 - 2 + 1);
  });
});
