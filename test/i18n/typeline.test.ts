import { describe, expect, it } from "vitest";
import { englishTypeLine } from "../../src/i18n/typeline.ts";

describe("englishTypeLine", () => {
  it("reads Spanish and Portuguese type lines into the English type words", () => {
    expect(englishTypeLine("Instantáneo", "es")).toBe("instant");
    expect(englishTypeLine("Criatura legendaria — Humano Clérigo", "es")).toBe("creature legendary — Human Cleric");
    expect(englishTypeLine("Criatura — Urso", "pt")).toBe("creature — Bear");
    expect(englishTypeLine("Mágica Instantânea", "pt")).toBe("instant");
    expect(englishTypeLine("Encantamiento - Aura", "es")).toBe("enchantment — Aura");
  });

  it("keeps English and unknown words as they are", () => {
    expect(englishTypeLine("Creature — Bear", "en")).toBe("Creature — Bear");
    expect(englishTypeLine("Criatura — Xyzzy", "es")).toBe("creature — Xyzzy");
  });
});
