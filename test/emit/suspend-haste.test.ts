/**
 * Suspend's haste (702.62a): "If you cast a creature spell this way, it gains haste until you lose control of the spell or
 * the permanent it becomes" — played through the generated module: control lost and regained ends it.
 */
import type { Game, ObjectView } from "oraclec/runtime";
import { describe, expect, it } from "vitest";
import { creature, newGame, spell, src } from "../runtime/helpers.ts";
import { compileFaces } from "./play.ts";

function hasHaste(game: Game, id: number): boolean {
  return game.object(id)!.abilities.some((a) => a.kind === "keyword" && a.keyword === "haste");
}

/** Pass priority until Alice's first main phase of turn `turn` with an empty stack. */
function toAliceMain(game: Game, turn: number): void {
  for (let i = 0; i < 200; i++) {
    const t = game.turnInfo();
    if (t.number === turn && t.active === 0 && t.step === "main1" && game.stack().length === 0) return;
    if (t.waiting === "attackers") {
      game.declareAttackers(t.active, []);
      continue;
    }
    if (t.priority === null) throw new Error(`the game waits for ${t.waiting}`);
    game.pass(t.priority);
  }
  throw new Error("never reached Alice's main phase");
}

describe("suspend's haste (702.62a)", () => {
  it("lasts until the player who cast it loses control of the permanent, even if they get it back", async () => {
    const [sliver] = await compileFaces({ name: "Suspended Sliver", text: "Suspend 1—{R}", type: "Creature — Sliver", manaCost: "{3}{R}", power: "3", toughness: "3" });
    const { game } = newGame();
    const card = game.setupCard(sliver!, 0, "hand");
    for (const p of [0, 1]) for (let i = 0; i < 3; i++) game.setupCard(creature("Bear", 2, 2), p, "library");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.setupMana(0, "{R}");
    game.activate(0, card.id, 0);
    toAliceMain(game, 4);
    const permanent = game.objects("battlefield", 0).find((o) => o.name === "Suspended Sliver") as ObjectView;
    expect(permanent).toBeDefined();
    expect(hasHaste(game, permanent.id)).toBe(true);
    // Alice gives it to Bob and takes it back: she lost control of it, so it has no haste any more
    const give = spell("Give", "{0}", [
      { kind: "spell", source: src("Give"), effect: (ctx) => ctx.gainControl(ctx.game.object(permanent.id), ctx.opponents[0]!, "permanent") },
    ]);
    const take = spell("Take", "{0}", [{ kind: "spell", source: src("Take"), effect: (ctx) => ctx.gainControl(ctx.game.object(permanent.id), ctx.you, "permanent") }]);
    const g = game.setupCard(give, 0, "hand");
    const t = game.setupCard(take, 0, "hand");
    game.cast(0, g.id);
    game.pass(0);
    game.pass(1);
    expect(game.object(permanent.id)!.controller).toBe(1);
    expect(hasHaste(game, permanent.id)).toBe(false);
    game.cast(0, t.id);
    game.pass(0);
    game.pass(1);
    expect(game.object(permanent.id)!.controller).toBe(0);
    expect(hasHaste(game, permanent.id)).toBe(false);
    expect(game.object(permanent.id)!.sick).toBe(true);
  });
});
