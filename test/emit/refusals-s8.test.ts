/**
 * Constructions the code generator used to refuse on fully parsed cards, played through the
 * generated modules: names in filters, all graveyards, …
 */
import { describe, expect, it } from "vitest";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, creatureFace, face } from "./play.ts";

type G = ReturnType<typeof newGame>["game"];

function castAndResolve(game: G, id: number, options: Parameters<G["cast"]>[2] = {}) {
  game.cast(0, id, options);
  game.pass(0);
  game.pass(1);
}

describe("filters", () => {
  it('"cards named ~ in your graveyard", "a card named A or B" (201.2)', async () => {
    const [inventory, witch] = await compileFaces(
      face("Frantic Inventory", "Draw a card, then draw cards equal to the number of cards named Frantic Inventory in your graveyard.", "Instant"),
      creatureFace("Witch", "{T}: Search your library for a card named Newt or Cauldron, put it onto the battlefield tapped, then shuffle."),
    );
    const { game, dm } = newGame();
    for (let i = 0; i < 5; i++) game.setupCard(creature("Card", 1, 1), 0, "library");
    game.setupCard(inventory!, 0, "graveyard");
    game.setupCard(inventory!, 0, "graveyard");
    game.setupCard(inventory!, 1, "graveyard");
    game.setupCard(creature("Other", 1, 1), 0, "graveyard");
    const s = game.setupCard(inventory!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    castAndResolve(game, s.id);
    // one card, then two more: the two in your graveyard (not the opponent's, not the other card; the spell is on the stack)
    expect(game.player(0).handSize).toBe(3);

    const w = game.setupCard(witch!, 1, "battlefield");
    game.setupCard(creature("Toad", 1, 1), 1, "library");
    const newt = game.setupCard(creature("Newt", 1, 1), 1, "library");
    game.setupTurn({ active: 1, step: "main1", number: 3 });
    dm.chooseAnswers = [[{ object: newt.id }]];
    game.activate(1, w.id, 0);
    game.pass(1);
    game.pass(0);
    const search = dm.seen.filter((d) => d.kind === "choose").at(-1)!;
    // only the named card is a candidate, not the toad
    expect(search.kind === "choose" && search.options).toEqual([{ object: newt.id }]);
    const onField = game.objects("battlefield").find((o) => o.name === "Newt");
    expect(onField?.tapped).toBe(true);
    expect(game.object(newt.id)).toBeUndefined();
  });

  it('"in all graveyards": every graveyard', async () => {
    const [vore] = await compileFaces(creatureFace("Cognivore", "Cognivore's power and toughness are each equal to the number of instant cards in all graveyards.", "0/0"));
    const { game } = newGame();
    const v = game.setupCard(vore!, 0, "battlefield");
    const instant = { ...creature("Shock", 0, 0), types: ["instant"], power: null, toughness: null };
    game.setupCard(instant, 0, "graveyard");
    game.setupCard(instant, 1, "graveyard");
    game.setupCard(instant, 1, "graveyard");
    game.setupCard(creature("Bear", 2, 2), 1, "graveyard");
    expect(game.object(v.id)!.power).toBe(3);
    expect(game.object(v.id)!.toughness).toBe(3);
  });
});

describe('"attached to …" in filters (301.5, 303.4)', () => {
  const aura = (name: string) =>
    creature(name, 0, 0, [{ kind: "enchant", source: { text: "Enchant creature", span: [0, 16] }, target: { text: "creature", object: { types: ["creature"] } } }], {
      types: ["enchantment"],
      subtypes: ["Aura"],
      power: null,
      toughness: null,
    });

  it('"~ gets +2/+2 for each Aura attached to it" and "Return target creature and all Auras attached to it"', async () => {
    const [dancer, hubris] = await compileFaces(
      creatureFace("Dancer", "Dancer gets +2/+2 for each Aura attached to it.", "0/2"),
      face("Hubris", "Return target creature and all Auras attached to it to their owners' hands.", "Instant"),
    );
    const { game } = newGame();
    const d = game.setupCard(dancer!, 0, "battlefield");
    const other = game.setupCard(creature("Other", 1, 1), 0, "battlefield");
    const a1 = game.setupCard(aura("A1"), 0, "battlefield", { attachedTo: d.id });
    const a2 = game.setupCard(aura("A2"), 1, "battlefield", { attachedTo: d.id });
    const a3 = game.setupCard(aura("A3"), 0, "battlefield", { attachedTo: other.id });
    expect(game.object(a3.id)?.zone).toBe("battlefield");
    expect(game.object(d.id)!.power).toBe(4);
    expect(game.object(d.id)!.toughness).toBe(6);

    const s = game.setupCard(hubris!, 1, "hand");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 1, step: "main1", number: 2 });
    game.cast(1, s.id, { targets: [[{ object: d.id }]] });
    game.pass(1);
    game.pass(0);
    // the creature and the two Auras on it return to their owners' hands; the Aura on the other creature stays
    expect(game.object(d.id)).toBeUndefined();
    expect(game.object(a1.id)).toBeUndefined();
    expect(game.object(a2.id)).toBeUndefined();
    expect(game.object(a3.id)?.zone).toBe("battlefield");
    expect(game.player(0).handSize).toBe(2);
    expect(game.player(1).handSize).toBe(1);
  });
});
