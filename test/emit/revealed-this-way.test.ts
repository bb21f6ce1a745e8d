/** "Put all land cards revealed this way into your hand and the rest into your graveyard" (701.16a): the cards just revealed. */
import { BASIC_LANDS } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

describe('"… revealed this way"', () => {
  it("puts every matching revealed card into the hand and the rest into the graveyard; unrevealed cards stay", async () => {
    const [mulch] = await compileFaces(face("Mulch", "Reveal the top four cards of your library. Put all land cards revealed this way into your hand and the rest into your graveyard.", "Sorcery"));
    const { game } = newGame();
    // top first
    for (const c of [BASIC_LANDS.Forest!, creature("Bear", 2, 2), BASIC_LANDS.Island!, creature("Elf", 1, 1), BASIC_LANDS.Swamp!]) game.setupCard(c, 0, "library");
    const s = game.setupCard(mulch!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id);
    game.pass(0);
    game.pass(1);
    expect(game.objects("hand").filter((o) => o.owner === 0).map((o) => o.name).sort()).toEqual(["Forest", "Island"]);
    expect(game.objects("graveyard").filter((o) => o.owner === 0).map((o) => o.name).sort()).toEqual(["Bear", "Elf", "Mulch"]);
    expect(game.objects("library").map((o) => o.name)).toEqual(["Swamp"]);
  });
});
