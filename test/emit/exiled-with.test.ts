/**
 * "Cards exiled with ~" (rule 607.2a): the cards this object's abilities exiled, recorded as they are exiled, for as long as the
 * object stays the same object (400.7) and the cards stay in exile.
 */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

const STORAGE = "{1}: Exile target creature you control.\nSacrifice Cold Storage: Return each creature card exiled with Cold Storage to the battlefield under your control.";

describe('"exiled with ~" (607.2a)', () => {
  it("returns every card its abilities exiled, and only those", async () => {
    const [storage] = await compileFaces(face("Cold Storage", STORAGE, "Artifact", "{4}"));
    const { game } = newGame();
    const s = game.setupCard(storage!, 0, "battlefield");
    const a = game.setupCard(creature("A", 1, 1), 0, "battlefield");
    const b = game.setupCard(creature("B", 2, 2), 0, "battlefield");
    // a card exiled by something else is not "exiled with" Cold Storage
    game.setupCard(creature("Elsewhere", 3, 3), 0, "exile");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.setupMana(0, "{2}");
    game.activate(0, s.id, 0, { targets: [[{ object: a.id }]] });
    game.pass(0);
    game.pass(1);
    // later, the other creature
    game.activate(0, s.id, 0, { targets: [[{ object: b.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.objects("exile").map((o) => o.name).sort()).toEqual(["A", "B", "Elsewhere"]);
    game.activate(0, s.id, 1);
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield").map((o) => o.name).sort()).toEqual(["A", "B"]);
    expect(game.objects("exile").map((o) => o.name)).toEqual(["Elsewhere"]);
  });

  it('"When ~ leaves the battlefield, return all cards exiled with it": the record of the object as it last existed', async () => {
    const [angel, kill] = await compileFaces(
      creatureFace("Angel", "When Angel enters the battlefield, exile target creature an opponent controls.\nWhen Angel leaves the battlefield, return all cards exiled with it to the battlefield under their owners' control.", "3/3", "Creature — Angel"),
      face("Kill", "Destroy target creature.", "Instant"),
    );
    const { game } = newGame();
    const theirs = game.setupCard(creature("Theirs", 2, 2), 1, "battlefield");
    const a = game.setupCard(angel!, 0, "hand");
    const k = game.setupCard(kill!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, a.id);
    game.pass(0);
    game.pass(1);
    game.pass(0);
    game.pass(1);
    expect(game.objects("exile").map((o) => o.name)).toEqual(["Theirs"]);
    void theirs;
    const onField = game.objects("battlefield").find((o) => o.name === "Angel")!;
    game.cast(0, k.id, { targets: [[{ object: onField.id }]] });
    while (game.stack().length > 0) {
      game.pass(0);
      game.pass(1);
    }
    const back = game.objects("battlefield").find((o) => o.name === "Theirs");
    expect(back?.controller).toBe(1);
  });

  it("refuses a card whose other exile is not recorded (a replacement effect that exiles)", () => {
    const refused = generateCard(
      creatureFace("Gisa", "If a creature an opponent controls would die, exile it instead.\nAt the beginning of your upkeep, put all creature cards exiled with Gisa onto the battlefield under your control.", "4/4", "Creature — Human Wizard"),
    ).refused;
    expect(refused.map((d) => d.message).join("; ")).toMatch(/exiled with|does not support/);
  });
});
