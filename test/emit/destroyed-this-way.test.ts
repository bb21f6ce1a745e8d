/** "for each creature destroyed this way" (701.7): what the destroy instruction before actually destroyed; "… exiled this way" likewise. */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

describe('"… destroyed this way", "… exiled this way"', () => {
  it("counts the creatures destroyed, not an indestructible one that stays", async () => {
    const [fumigate] = await compileFaces(face("Fumigate", "Destroy all creatures. You gain 1 life for each creature destroyed this way.", "Sorcery"));
    const { game } = newGame();
    game.setupCard(creature("A", 1, 1), 0, "battlefield");
    game.setupCard(creature("B", 1, 1), 1, "battlefield");
    game.setupCard(creature("C", 1, 1), 1, "battlefield");
    game.setupCard(creature("Wall", 0, 4, [{ kind: "keyword", keyword: "indestructible", source: { text: "Indestructible", span: [0, 14] } }]), 1, "battlefield");
    const s = game.setupCard(fumigate!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id);
    game.pass(0);
    game.pass(1);
    expect(game.player(0).life).toBe(23);
    expect(game.objects("battlefield").map((o) => o.name)).toEqual(["Wall"]);
  });

  it("counts the nontoken creatures exiled", async () => {
    const [purge, maker] = await compileFaces(
      face("Purge", "Exile all creatures. You gain 2 life for each nontoken creature exiled this way.", "Sorcery"),
      face("Maker", "Create a 1/1 white Soldier creature token.", "Sorcery"),
    );
    const { game } = newGame();
    game.setupCard(creature("A", 1, 1), 0, "battlefield");
    game.setupCard(creature("B", 1, 1), 1, "battlefield");
    const m = game.setupCard(maker!, 0, "hand");
    const s = game.setupCard(purge!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (const id of [m.id, s.id]) {
      game.cast(0, id);
      game.pass(0);
      game.pass(1);
    }
    expect(game.player(0).life).toBe(24);
  });
});
