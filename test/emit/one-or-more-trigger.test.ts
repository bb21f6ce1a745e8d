/** "Whenever one or more …" (603.2c): one trigger for the simultaneous events; the effect can't name "it" or "that creature". */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { face } from "./play.ts";

const refused = (text: string) => generateCard(face("Test", text, "Enchantment")).refused.map((d) => d.message).join("; ");

describe('"Whenever one or more …"', () => {
  it("compiles to a batch trigger", () => {
    const g = generateCard(face("Test", "Whenever one or more creatures die, you gain 1 life.", "Enchantment"));
    expect(g.refused).toEqual([]);
    expect(g.source).toMatch(/batch: true/);
  });

  it('refuses an effect about "that creature" or "that much", which has no single referent', () => {
    expect(refused("Whenever one or more creatures you control die, return that creature to its owner's hand.")).toMatch(/does not support/);
    expect(refused("Whenever one or more artifacts enter the battlefield under your control, Test deals that much damage to each opponent.")).toMatch(/does not support/);
  });
});
