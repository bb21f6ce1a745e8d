/** "As an additional cost to cast this spell, sacrifice a creature. … the sacrificed creature's power" (601.2h, 608.2h). */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

const FLING = "As an additional cost to cast this spell, sacrifice a creature.\nFling deals damage equal to the sacrificed creature's power to any target.";

describe("a spell's own cost objects", () => {
  it("reads the sacrificed creature as it last existed, counters included", async () => {
    const [fling] = await compileFaces(face("Fling", FLING, "Instant"));
    const { game } = newGame();
    game.setupCard(creature("Ogre", 3, 3), 0, "battlefield", { counters: { "+1/+1": 1 } });
    const s = game.setupCard(fling!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }]] });
    expect(game.objects("graveyard").map((o) => o.name)).toContain("Ogre");
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(16);
  });

  it('refuses "the sacrificed creature" in a spell without such a cost', () => {
    const refused = generateCard(face("Odd", "Odd deals damage equal to the sacrificed creature's power to any target.", "Instant")).refused;
    expect(refused.map((d) => d.message).join("; ")).toMatch(/sacrificed creature/);
  });
});
