import { describe, expect, it } from "vitest";
import { expectedRendering, modernize, roundTripMatches, stripReminder } from "../../scripts/lib/compare.ts";
import { failureShape } from "../../scripts/lib/shapes.ts";
import { hasUnparsed, isFullyParsed } from "../../src/cli/analyze.ts";

describe("round-trip comparison", () => {
  it("applies only official templating changes", () => {
    expect(modernize("When Llanowar Elves enters the battlefield, draw a card.")).toBe("When Llanowar Elves enters, draw a card.");
    expect(modernize("Creatures your opponents control enter the battlefield tapped.")).toBe("Creatures your opponents control enter tapped.");
    expect(modernize("{T}: Add {G} to your mana pool.")).toBe("{T}: Add {G}.");
    expect(modernize("{T}: Add one mana of any color to your mana pool.")).toBe("{T}: Add one mana of any color.");
    expect(modernize("Destroy each creature with converted mana cost 3 or less.")).toBe("Destroy each creature with mana value 3 or less.");
    expect(modernize("Shock deals 2 damage to target creature or player.")).toBe("Shock deals 2 damage to any target.");
    expect(modernize("Activate this ability only once each turn.")).toBe("Activate only once each turn.");
    expect(modernize("When Grizzly Bears is put into a graveyard from the battlefield")).toContain("is put into a graveyard");
  });

  it("drops reminder text and normalises whitespace", () => {
    expect(stripReminder("Flying (This creature can't be blocked except by creatures with flying or reach.)")).toBe("Flying");
    expect(expectedRendering("Flying\n\n  Trample   (x (nested))\n(Reminder only.)")).toBe("Flying\nTrample");
    expect(roundTripMatches("Flash (You may cast it any time.)\nWhen X enters the battlefield, draw a card.", "Flash\nWhen X enters, draw a card.")).toBe(
      true,
    );
    expect(roundTripMatches("Flying", "Trample")).toBe(false);
  });
});

describe("failure shapes", () => {
  it("replaces the card name, mana symbols and numbers, and keeps the first words", () => {
    expect(failureShape("Isamaru, Hound of Konda deals 3 damage to any target.", "Isamaru, Hound of Konda")).toBe("CARDNAME deals N damage");
    expect(failureShape("Isamaru gets +2/+2.", "Isamaru, Hound of Konda")).toBe("CARDNAME gets +N/+N");
    expect(failureShape("{2}{G}, {T}: Sacrifice Mind Stone: draw", "Mind Stone")).toBe("{M} {M}: sacrifice CARDNAME:");
  });
});

describe("fully parsed", () => {
  it("means no unparsed node anywhere and no error diagnostic", () => {
    const nested = [{ kind: "static", span: [0, 1], effect: { kind: "x", parts: [{ kind: "unparsed", span: [0, 1], text: "a" }] } }];
    expect(hasUnparsed(nested)).toBe(true);
    expect(isFullyParsed({ abilities: nested, diagnostics: [] })).toBe(false);
    expect(isFullyParsed({ abilities: [{ kind: "static" }], diagnostics: [] })).toBe(true);
    expect(isFullyParsed({ abilities: [], diagnostics: [{ severity: "error", code: "OC1003", message: "", span: [0, 0] }] })).toBe(false);
    expect(isFullyParsed({ abilities: [], diagnostics: [{ severity: "warning", code: "OC1004", message: "", span: [0, 0] }] })).toBe(true);
  });
});
