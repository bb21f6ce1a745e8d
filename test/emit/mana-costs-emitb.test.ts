/** Mana abilities with more effects (605.1a, 605.3b), kinds of mana (106), compiled and played. */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

function refusal(text: string, type = "Artifact"): string {
  return generateCard(face("Card", text, type)).refused.map((d) => d.message).join("; ");
}

describe("mana abilities that do more (605.1a)", () => {
  it("a painland deals its damage as the mana is added, without the stack", async () => {
    const [land] = await compileFaces(face("Pain Land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Pain Land deals 1 damage to you.", "Land", ""));
    const { game, dm } = newGame();
    const l = game.setupCard(land!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{U}"]);
    game.activate(0, l.id, 1, {});
    expect(game.player(0).pool).toBe("{U}");
    expect(game.player(0).life).toBe(19);
    expect(game.stack()).toHaveLength(0);
  });

  it("automatic payment uses the painless ability first, the painful one when the color needs it", async () => {
    const [land, spell] = await compileFaces(
      face("Pain Land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Pain Land deals 1 damage to you.", "Land", ""),
      face("Think", "Draw a card.", "Instant", "{1}"),
    );
    const [blue] = await compileFaces(face("Blue Think", "Draw a card.", "Instant", "{U}"));
    const { game } = newGame();
    game.setupCard(land!, 0, "battlefield");
    const t = game.setupCard(spell!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, t.id, {});
    expect(game.player(0).life).toBe(20);
    const { game: g2 } = newGame();
    g2.setupCard(land!, 0, "battlefield");
    const b = g2.setupCard(blue!, 0, "hand");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    g2.cast(0, b.id, {});
    expect(g2.player(0).life).toBe(19);
  });

  it("a sacrificed sphere draws a card as its mana is added", async () => {
    const [sphere] = await compileFaces(face("Sphere", "{1}, {T}, Sacrifice Sphere: Add one mana of any color. Draw a card.", "Artifact"));
    const { game, dm } = newGame();
    const s = game.setupCard(sphere!, 0, "battlefield");
    game.setupCard(creature("Top", 1, 1), 0, "library");
    game.setupMana(0, "{C}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{G}"]);
    const hand = game.objects("hand", 0).length;
    game.activate(0, s.id, 0, {});
    expect(game.player(0).pool).toBe("{G}");
    expect(game.objects("hand", 0).length).toBe(hand + 1);
    expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual(["Sphere"]);
  });

  it("an ability that targets is not a mana ability, and one that adds mana twice stays refused", () => {
    expect(refusal("{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.")).toMatch(/mana ability .*more than one instruction/);
    expect(refusal("{T}: Add {U}. Spend this mana only to cast a creature spell.")).toMatch(/Spend this mana only/);
  });
});

describe("kinds of mana (106.1)", () => {
  it("three mana of any one color", async () => {
    const [lotus] = await compileFaces(face("Lotus", "{T}, Sacrifice Lotus: Add three mana of any one color.", "Artifact", "{0}"));
    const { game, dm } = newGame();
    const l = game.setupCard(lotus!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{B}{B}{B}"]);
    game.activate(0, l.id, 0, {});
    expect(game.player(0).pool).toBe("{B}{B}{B}");
  });

  it("two mana in any combination of colors pays {R}{G} automatically", async () => {
    const [stone, spell] = await compileFaces(
      face("Stone", "{T}: Add two mana in any combination of colors.", "Artifact"),
      face("Gruul Thing", "Draw a card.", "Sorcery", "{R}{G}"),
    );
    const { game } = newGame();
    const s = game.setupCard(stone!, 0, "battlefield");
    const c = game.setupCard(spell!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, c.id, {});
    expect(game.object(s.id)!.tapped).toBe(true);
    expect(game.player(0).pool).toBe("");
  });

  it("two mana of different colors: never two of one color", async () => {
    const [stone] = await compileFaces(face("Stone", "{T}: Add two mana of different colors.", "Artifact"));
    const { game, dm } = newGame();
    const s = game.setupCard(stone!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, s.id, 0, {});
    const d = dm.seen.find((x) => x.kind === "choose")!;
    expect((d as { options: string[] }).options).not.toContain("{W}{W}");
    expect((d as { options: string[] }).options).toHaveLength(10);
  });

  it("X mana of any one color, where X is the number of creatures you control", async () => {
    const [elf] = await compileFaces(face("Elder", "{T}: Add X mana of any one color, where X is the number of creatures you control.", "Artifact"));
    const { game, dm } = newGame();
    const e = game.setupCard(elf!, 0, "battlefield");
    game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    game.setupCard(creature("Other", 2, 2), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{G}"]);
    game.activate(0, e.id, 0, {});
    expect(game.player(0).pool).toBe("{G}{G}");
  });

  it("one mana of the chosen color (chosen as it entered)", async () => {
    const [lantern] = await compileFaces(face("Lantern", "As Lantern enters, choose a color.\n{T}: Add one mana of the chosen color.", "Artifact"));
    const { game, dm } = newGame();
    const l = game.setupCard(lantern!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, l.id, {});
    dm.chooseAnswers.push(["red"]);
    game.pass(0);
    game.pass(1);
    const onField = game.objects("battlefield", 0).find((o) => o.name === "Lantern")!;
    game.activate(0, onField.id, 0, {});
    expect(game.player(0).pool).toBe("{R}");
  });
});
