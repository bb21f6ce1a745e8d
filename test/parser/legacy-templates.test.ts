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
  });
});
