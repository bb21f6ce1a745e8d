/**
 * "If you do" / "When you do" after an instruction that isn't optional but may not be carried out (609.3): "Discard a card. If you
 * do, draw a card" with an empty hand, "Sacrifice a creature. If you do, …" with none, "sacrifice it. When you do, …" once it is gone.
 */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

type Game = ReturnType<typeof newGame>["game"];

function resolveAll(game: Game) {
  while (game.stack().length > 0) {
    game.pass(0);
    game.pass(1);
  }
}

describe('"If you do" after an instruction that may not be done', () => {
  it('"Discard a card. If you do, draw a card": nothing drawn with an empty hand', async () => {
    const [loot] = await compileFaces(face("Loot", "Discard a card. If you do, draw two cards.", "Sorcery"));
    for (const [inHand, drawn] of [
      [0, 0],
      [1, 2],
    ] as const) {
      const { game } = newGame();
      for (let i = 0; i < 3; i++) game.setupCard(creature(`Lib${i}`, 1, 1), 0, "library");
      for (let i = 0; i < inHand; i++) game.setupCard(creature(`Hand${i}`, 1, 1), 0, "hand");
      const s = game.setupCard(loot!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.cast(0, s.id);
      resolveAll(game);
      expect(game.objects("hand").filter((o) => o.owner === 0)).toHaveLength(drawn);
      expect(game.objects("library").filter((o) => o.owner === 0)).toHaveLength(3 - drawn);
    }
  });

  it('"Sacrifice a creature. If you do, …": nothing without a creature to sacrifice', async () => {
    const [feast] = await compileFaces(face("Feast", "Sacrifice a creature. If you do, you gain 5 life.", "Sorcery"));
    for (const creatures of [0, 1]) {
      const { game } = newGame();
      for (let i = 0; i < creatures; i++) game.setupCard(creature(`C${i}`, 1, 1), 0, "battlefield");
      const s = game.setupCard(feast!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.cast(0, s.id);
      resolveAll(game);
      expect(game.player(0).life).toBe(creatures ? 25 : 20);
    }
  });

  it('"When ~ enters, sacrifice it. When you do, …": the reflexive trigger needs the sacrifice (603.12)', async () => {
    const [hideout, bounce] = await compileFaces(
      face("Hideout", "When Hideout enters the battlefield, sacrifice it. When you do, you gain 3 life.", "Land"),
      face("Bounce", "Return target land to its owner's hand.", "Instant"),
    );
    for (const respond of [false, true]) {
      const { game } = newGame();
      const b = game.setupCard(bounce!, 0, "hand");
      const h = game.setupCard(hideout!, 0, "hand");
      game.setupMana(0, "{1}");
      game.setupTurn({ active: 0, step: "main1", number: 2 });
      game.playLand(0, h.id);
      // in response to the trigger, the land is returned to its owner's hand: there is nothing to sacrifice
      if (respond) game.cast(0, b.id, { targets: [[{ object: game.objects("battlefield").find((o) => o.name === "Hideout")!.id }]] });
      resolveAll(game);
      expect(game.player(0).life).toBe(respond ? 20 : 23);
    }
  });
});
