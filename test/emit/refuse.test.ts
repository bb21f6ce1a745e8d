/** Honesty: text that did not compile is never dropped; such a card carries diagnostics and the runtime refuses it. */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { DefinitionError, Game, type CardDefinition, type DecisionMaker } from "../../src/runtime/index.ts";
import { cards } from "../../generated/index.ts";
import { libraryFace } from "./helpers.ts";

const decisions: DecisionMaker = {
  may: () => true,
  order: (d) => d.items.map((_, i) => i),
  replacement: () => 0,
  targets: () => [],
  choose: () => [],
};

describe("refused cards", () => {
  it("a card with words the parser cannot read carries an error diagnostic naming them", () => {
    const g = generateCard({ name: "Frobnicator", text: "Flying\nZorp the splendid gizmo thrice.", type: "Artifact Creature — Gizmo", manaCost: "{1}", power: "1", toughness: "1" });
    expect(g.refused.length).toBeGreaterThan(0);
    const d = g.refused.find((x) => x.message.includes("Zorp"))!;
    expect(d.severity).toBe("error");
    expect(["OC3101", "OC3102"]).toContain(d.code);
    expect(g.source).toContain("unparsed: [");
  });

  it("a card with two faces is compiled face by face, not played as one object with both faces' types (src/emit/faces.ts)", () => {
    // Corpus records of split, adventurer and double-faced cards join the faces with " // " and often have no text or mana cost.
    const g = generateCard({ name: "Pestilent Cauldron // Restorative Burst", text: "", type: "Artifact // Sorcery", manaCost: "" });
    expect(g.refused.map((d) => d.message)).toEqual([
      expect.stringMatching(/a face without its mana cost \("Pestilent Cauldron"/),
      expect.stringMatching(/a face without its mana cost \("Restorative Burst"/),
    ]);
    expect(g.source).toContain('types: ["artifact"]');
    expect(g.source).toContain('layout: "modal"');
    const adventurer = generateCard({ name: "Amethyst Dragon // Explosive Crystal", text: "", type: "Creature - Dragon // Sorcery - Adventure", manaCost: "{4}{R}{R} // {4}{R}", power: "4", toughness: "4" });
    expect(adventurer.source).toContain('manaCost: "{4}{R}{R}"');
    expect(adventurer.source).toContain('subtypes: ["Dragon"]');
    expect(adventurer.source).toContain('subtypes: ["Adventure"]');
    expect(adventurer.refused).toEqual([]);
  });

  it("'other' in a spell's own effect is refused: it means other than what the spell named before, never 'not this spell'", () => {
    // Martial Coup: the Soldier tokens it creates are the "other" of "all other creatures"; reading "other" as "not this
    // spell" (a no-op: the spell is on the stack) would destroy the new tokens as well.
    const spell = generateCard({ name: "Coup Test", text: "Create five 1/1 white Soldier creature tokens. Destroy all other creatures.", type: "Sorcery", manaCost: "{X}{W}{W}" });
    expect(spell.refused.map((d) => d.message)).toEqual([expect.stringContaining('"other" in a spell')]);
    const sacrifice = generateCard({ name: "Offer Test", text: "Target player sacrifices another creature.", type: "Instant", manaCost: "{B}" });
    expect(sacrifice.refused.length).toBeGreaterThan(0);
    // On a permanent, "other" is other than the permanent itself (109.5): compiled.
    const permanent = generateCard({ name: "Wrath Beast", text: "When this creature enters, destroy all other creatures.", type: "Creature — Beast", manaCost: "{4}{B}", power: "4", toughness: "4" });
    expect(permanent.refused).toEqual([]);
    expect(permanent.source).toContain("self: false");
  });

  it("mana a pool cannot hold (half a red mana) is refused at compile time, not thrown during play", () => {
    const g = generateCard({ name: "Mons's Goblin Waiters", text: "Sacrifice a creature or land: Add {HR}.", type: "Creature — Goblin", manaCost: "{R}", power: "1", toughness: "1" });
    expect(g.refused.map((d) => d.message)).toEqual([expect.stringContaining('the mana "{HR}"')]);
    const ok = generateCard({ name: "Llanowar Elves", text: "{T}: Add {G}.", type: "Creature — Elf Druid", manaCost: "{G}", power: "1", toughness: "1" });
    expect(ok.refused).toEqual([]);
  });

  it("a construct the generator does not support yet is OC3101, with the words", () => {
    const face = libraryFace("sengir-vampire");
    const g = generateCard(face);
    const d = g.refused.find((x) => x.code === "OC3101")!;
    expect(d.message).toMatch(/the code generator does not support .*a creature dealt damage by Sengir Vampire this turn.* yet/i);
    expect(face.text.slice(...d.span)).toMatch(/a creature dealt damage by Sengir Vampire this turn/);
  });

  it("the runtime refuses to put a refused card into a game, with its diagnostics", () => {
    const refused = Object.values(cards).filter((c) => c.unparsed && c.unparsed.length > 0);
    expect(refused.length).toBeGreaterThan(0);
    for (const def of refused) {
      const game = new Game({ players: [{ name: "Alice" }, { name: "Bob" }], decisions });
      let error: unknown;
      try {
        game.setupCard(def, 0, "hand");
      } catch (e) {
        error = e;
      }
      expect(error, def.name).toBeInstanceOf(DefinitionError);
      expect((error as DefinitionError).message).toContain(def.unparsed![0]!.message);
    }
  });

  it("no card of the library is vanilla by accident: text compiles to abilities or to diagnostics", () => {
    for (const def of Object.values(cards) as CardDefinition[]) {
      const text = (def.text ?? "").replace(/\([^)]*\)/g, "").trim();
      if (text === "") continue;
      expect(def.abilities.length + (def.unparsed?.length ?? 0), def.name).toBeGreaterThan(0);
    }
  });

  it("every ability points at its words in the card's text", () => {
    for (const def of Object.values(cards) as CardDefinition[]) {
      for (const a of def.abilities) {
        const src = (a as { source?: { text: string; span: [number, number] } }).source;
        expect(src, def.name).toBeDefined();
        expect(def.text!.slice(...src!.span), def.name).toBe(src!.text);
      }
    }
  });

  it("the compiled playable cards register in a game", () => {
    const game = new Game({ players: [{ name: "Alice" }, { name: "Bob" }], decisions });
    for (const def of Object.values(cards) as CardDefinition[]) {
      if (def.unparsed?.length) continue;
      expect(() => game.registerCard(def), def.name).not.toThrow();
    }
  });
});
