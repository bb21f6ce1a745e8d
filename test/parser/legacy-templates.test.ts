/**
 * Older printed templating (src/lexer/legacy.ts): the English printed on older cards, which the
 * translation checker reads as the English side of Spanish and Portuguese printings, parses to
 * the same AST as the current wording, with every span inside the printed text.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { sameMeaning } from "../../src/i18n/compare.ts";
import { renderCard } from "../../src/render/index.ts";
import { lex } from "../../src/lexer/lexer.ts";
import { hasUnparsed, spansInside } from "./helpers.ts";

/** [older printed wording, current wording] */
const PAIRS: readonly [string, string][] = [
  ["When Test Card comes into play, draw a card.", "When Test Card enters the battlefield, draw a card."],
  ["Whenever another creature comes into play under your control, you gain 1 life.", "Whenever another creature enters the battlefield under your control, you gain 1 life."],
  ["When Test Card leaves play, sacrifice a creature.", "When Test Card leaves the battlefield, sacrifice a creature."],
  ["Remove target creature from the game.", "Exile target creature."],
  ["Remove target card in a graveyard from the game.", "Exile target card in a graveyard."],
  ["Return target creature card from your graveyard to play.", "Return target creature card from your graveyard to the battlefield."],
  ["Search your library for a basic land card and put that card into play tapped. Then shuffle your library.", "Search your library for a basic land card and put that card onto the battlefield tapped. Then shuffle your library."],
  ["Target player discards a card from his or her hand.", "Target player discards a card from their hand."],
  ["Target opponent reveals his or her hand.", "Target opponent reveals their hand."],
  ["At end of turn, sacrifice that creature.", "At the beginning of the next end step, sacrifice that creature."],
  ["{2}: Regenerate Test Card. Play this ability only any time you could play a sorcery.", "{2}: Regenerate Test Card. Activate only as a sorcery."],
  ["Creatures in play get +1/+1.", "Creatures on the battlefield get +1/+1."],
  ["Whenever a creature is put into a graveyard from play, you gain 1 life.", "Whenever a creature is put into a graveyard from the battlefield, you gain 1 life."],
  ["As an additional cost to play Test Card, discard a card.", "As an additional cost to cast Test Card, discard a card."],
  ["Target creature is unblockable this turn.", "Target creature can't be blocked this turn."],
  ["Creatures you control are unblockable as long as defending player controls an artifact land.", "Creatures you control can't be blocked as long as defending player controls an artifact land."],
  ["At the end of your turn, you gain 1 life.", "At the beginning of your end step, you gain 1 life."],
  ["Test Card is indestructible.", "Test Card has indestructible."],
  ["Equipped creature gets +1/+1 and is indestructible.", "Equipped creature gets +1/+1 and has indestructible."],
  ["Artifacts you control are indestructible.", "Artifacts you control have indestructible."],
  ["Attacking doesn't cause Test Card to tap.", "Vigilance"],
  ["Flying\nAttacking doesn't cause this creature to tap.", "Flying\nVigilance"],
  ["{T}: Add to your mana pool one mana of any color that a land you control could produce.", "{T}: Add one mana of any color that a land you control could produce."],
  ["{T}: Its controller adds {G} to his or her mana pool.", "{T}: Its controller adds {G}."],
  ["Name a card. Target player reveals his or her hand and discards all cards with that name.", "Choose a card name. Target player reveals their hand and discards all cards with that name."],
  ["Name a nonland card. Target player reveals his or her hand.", "Choose a nonland card name. Target player reveals their hand."],
  ["Kicker {2}\nIf the kicker cost was paid, draw two cards.", "Kicker {2}\nIf this spell was kicked, draw two cards."],
  ["Kicker {2}\nDraw a card. If you paid the kicker cost, draw two cards instead.", "Kicker {2}\nDraw a card. If this spell was kicked, draw two cards instead."],
  ["Target player can't play creature spells this turn.", "Target player can't cast creature spells this turn."],
  ["Each opponent can't play instant or sorcery spells during your turn.", "Each opponent can't cast instant or sorcery spells during your turn."],
  ["Put a mine counter on target land.", "Put a mine counter on target land."],
];

function parse(text: string) {
  return parseCard({ name: "Test Card", text, type: "Creature — Test", lang: "en" });
}

describe("older printed templating reads as the current wording", () => {
  for (const [old, current] of PAIRS) {
    it(old, () => {
      const a = parse(old);
      const b = parse(current);
      expect(hasUnparsed(a.abilities as never), JSON.stringify(a.abilities)).toBe(false);
      expect(hasUnparsed(b.abilities as never)).toBe(false);
      expect(sameMeaning(a.abilities, b.abilities)).toBe(true);
      expect(spansInside(a.abilities, old.length)).toBe(true);
      // the renderer prints the current wording of both
      expect(renderCard(a)).toBe(renderCard(b));
    });
  }

  it("modes run on one line: \"Choose one — A; or B; or C.\", with or without the dash", () => {
    for (const text of [
      "Choose one — Destroy target Cleric; or return target Cleric card from your graveyard to your hand; or target player loses 2 life.",
      "Choose one Destroy target Cleric; or return target Cleric card from your graveyard to your hand; or target player loses 2 life.",
    ]) {
      const r = parseCard({ name: "Misery Charm", text, type: "Instant", lang: "en" });
      const current = parseCard({
        name: "Misery Charm",
        text: "Choose one —\n• Destroy target Cleric.\n• Return target Cleric card from your graveyard to your hand.\n• Target player loses 2 life.",
        type: "Instant",
        lang: "en",
      });
      expect(hasUnparsed(r.abilities as never)).toBe(false);
      expect(renderCard(r)).toBe(renderCard(current));
    }
  });

  it("the tokens of the current wording span the old words", () => {
    const text = "When Test Card comes into play, draw a card.";
    const toks = lex(text, "en", ["Test Card"]).tokens;
    const enters = toks.find((t) => t.image === "enters")!;
    expect(enters.startOffset).toBe(text.indexOf("comes"));
    const battlefield = toks.find((t) => t.image === "battlefield")!;
    expect(text.slice(battlefield.startOffset, (battlefield as { end?: number }).end)).toBe("comes into play");
  });

  it("leaves other uses of the words alone", () => {
    const images = (text: string) => lex(text, "en", ["Test Card"]).tokens.map((t) => t.image.toLowerCase());
    // casting is not the battlefield: "to play Fireball"
    expect(images("You may pay {1} to play Fireball.")).not.toContain("battlefield");
    // removing counters is not exiling
    expect(images("Remove a +1/+1 counter from Test Card.")).not.toContain("exile");
    // "remove … from the game" only within one sentence
    expect(images("Remove a counter from it. Then you win the game.")).not.toContain("exile");
    // "play" stays "play" when its object is cards or lands, not spells
    expect(images("You may play lands and cast spells from the top of your library.")).toContain("play");
    expect(images("You may play cards from your graveyard.")).toContain("play");
    // vigilance's own words only as a whole ability, not inside another sentence
    expect(images("Creatures you control get +1/+1. Attacking doesn't cause Test Card to tap.")).toContain("attacking");
  });

  it("italic markup around reminder text is typesetting, not words", () => {
    const r = parse("Flying <i>(This creature can't be blocked except by creatures with flying or reach.)</i>");
    expect(r.abilities).toHaveLength(1);
    expect(r.abilities[0]).toMatchObject({ kind: "static", keyword: "flying" });
    expect(r.diagnostics).toEqual([]);
  });

  it("an ability word whose dash was lost reads as the ability word, with a warning and a fix", () => {
    const text = "Threshold Instead destroy all creatures.";
    const r = parseCard({ name: "Test Card", text, type: "Sorcery", lang: "en" });
    expect(hasUnparsed(r.abilities as never)).toBe(false);
    expect(r.abilities[0]).toMatchObject({ kind: "spell", abilityWord: "threshold" });
    const d = r.diagnostics.find((x) => x.code === "OC2003")!;
    expect(d).toMatchObject({ severity: "warning", rule: "207.2c", span: [0, 9], fix: { span: [9, 9], text: " —" } });
    expect(renderCard(r)).toBe("Threshold — Instead destroy all creatures.");
    // Spanish and Portuguese printings lose the dash too ("Umbral El Penitente místico …", "Limiar Penitente Místico …")
    const es = parseCard({ name: "Penitente místico", text: "Umbral El Penitente místico obtiene +1/+1.", type: "Criatura", lang: "es" });
    expect(hasUnparsed(es.abilities as never)).toBe(false);
    expect(es.diagnostics.find((x) => x.code === "OC2003")?.span).toEqual([0, 6]);
    const pt = parseCard({ name: "Penitente Místico", text: "Limiar Penitente Místico recebe +1/+1.", type: "Criatura", lang: "pt" });
    expect(hasUnparsed(pt.abilities as never)).toBe(false);
    expect(pt.abilities[0]).toMatchObject({ abilityWord: "limiar" });
    // a capitalized word after a word that is no ability word is not read this way
    const other = parseCard({ name: "Test Card", text: "Flying Destroy all creatures.", type: "Sorcery", lang: "en" });
    expect(other.diagnostics.some((x) => x.code === "OC2003")).toBe(false);
  });
});
