/**
 * Spanish and Portuguese statics and keyword lines, round 3: an ability word or a keyword whose dash a printing lost
 * before a cost ("Limiar {G}{W}: …", "Canalizar {1}{W}, Descarte ~: …", "Prever {W}{U}, Revele ~ de sua mão: …",
 * "Recapitular {1}{B}, Pague 3 pontos de vida."), awaken ("Despertar 4 — {5}{U}", 702.113), "pode bloquear uma
 * criatura adicional (a cada combate)", the older "não pode ser anulada por mágicas ou habilidades" ("can't be
 * countered", 701.6a), "para cada cor de mana gasta para conjurá-lo" and "para cada vez que tiver sido reforçado".
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { type Case, fullyParsed, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "an ability word without its dash before an activated ability's cost": [
    { lang: "pt", text: "Limiar {G}{W}: Xyz recebe +1/+1 até o final do turno.", en: "Threshold — {G}{W}: Xyz gets +1/+1 until end of turn." },
    { lang: "es", text: "Umbral {G}{W}: Xyz obtiene +1/+1 hasta el final del turno.", en: "Threshold — {G}{W}: Xyz gets +1/+1 until end of turn." },
    { lang: "pt", text: "Canalizar {1}{W}, Descarte Xyz: Você ganha 4 pontos de vida.", en: "Channel — {1}{W}, Discard Xyz: You gain 4 life." },
    { lang: "es", text: "Canalizar {1}{W}, descartar Xyz: Ganas 4 vidas.", en: "Channel — {1}{W}, Discard Xyz: You gain 4 life." },
    { lang: "pt", text: "Determinação {1}, Pague 2 pontos de vida: Compre um card.", en: "Hellbent — {1}, Pay 2 life: Draw a card." },
  ],
  "a keyword without its dash before its cost": [
    { lang: "pt", text: "Prever {W}{U}, Revele Xyz de sua mão: Vire a criatura alvo.", en: "Forecast — {W}{U}, Reveal Xyz from your hand: Tap target creature." },
    { lang: "pt", text: "Recapitular {1}{B}, Pague 3 pontos de vida.", en: "Flashback—{1}{B}, Pay 3 life.", type: "Instantânea", enType: "Instant" },
  ],
  "awaken: 'Despertar 4 — {5}{U}'": [
    { lang: "pt", text: "Compre dois cards.\nDespertar 4 — {5}{U}", en: "Draw two cards.\nAwaken 4—{5}{U}", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Roba dos cartas.\nDespertar 4—{5}{U}.", en: "Draw two cards.\nAwaken 4—{5}{U}", type: "Conjuro", enType: "Sorcery" },
  ],
  "'pode bloquear uma criatura adicional (a cada combate)'": [
    { lang: "pt", text: "Xyz pode bloquear uma criatura adicional a cada combate.", en: "Xyz can block an additional creature each combat." },
    { lang: "pt", text: "Xyz pode bloquear sete criaturas adicionais em cada combate.", en: "Xyz can block an additional seven creatures each combat." },
    { lang: "pt", text: "A criatura equipada pode bloquear uma criatura adicional.", en: "Equipped creature can block an additional creature each combat." },
    { lang: "es", text: "Xyz puede bloquear una criatura adicional en cada combate.", en: "Xyz can block an additional creature each combat." },
    { lang: "es", text: "Xyz puede bloquear una criatura adicional.", en: "Xyz can block an additional creature." },
  ],
  "'não pode ser anulada por mágicas ou habilidades': 'can't be countered'": [
    { lang: "pt", text: "Xyz não pode ser anulada por mágicas ou habilidades.", en: "This spell can't be countered." },
    { lang: "pt", text: "Xyz não pode ser anulado por mágicas nem por habilidades.", en: "This spell can't be countered." },
    { lang: "es", text: "Xyz no puede ser contrarrestado por hechizos o habilidades.", en: "Xyz can't be countered by spells or abilities." },
  ],
  "'para cada cor de mana gasta para conjurá-lo', 'para cada vez que tiver sido reforçado'": [
    {
      lang: "pt",
      text: "Xyz entra no campo de batalha com um marcador de cristal para cada cor de mana gasto para conjurá-la.",
      en: "Xyz enters the battlefield with a crystal counter on it for each color of mana spent to cast it.",
    },
    {
      lang: "es",
      text: "Xyz entra al campo de batalla con un contador +1/+1 por cada color de maná usado para lanzarlo.",
      en: "Xyz enters the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.",
    },
    {
      lang: "pt",
      text: "Xyz entra no campo de batalha com um marcador +1/+1 para cada vez que tiver sido reforçado.",
      en: "Xyz enters the battlefield with a +1/+1 counter on it for each time it was kicked.",
    },
    {
      lang: "pt",
      text: "A criatura alvo recebe -X/-X até o final do turno, sendo X o número de cores de mana gasto para conjurar Xyz.",
      en: "Target creature gets -X/-X until end of turn, where X is the number of colors of mana spent to cast Xyz.",
    },
  ],
};

sameMeaning("Spanish and Portuguese statics and keyword lines, round 3, parse to the same AST as English", CASES, () => "Xyz");

describe("lost dashes and older wordings", () => {
  it("a keyword whose dash was lost before its cost is read with a warning and a fix", () => {
    const r = parseCard({ name: "Xyz", text: "Recapitular {1}{B}, Pague 3 pontos de vida.", type: "Instantânea", lang: "pt" });
    expect(fullyParsed(r)).toBe(true);
    expect(r.abilities[0]).toMatchObject({ keyword: "flashback" });
    const d = r.diagnostics.find((x) => x.code === "OC2003")!;
    expect(d).toMatchObject({ severity: "warning", rule: "702.34", span: [0, 11], fix: { span: [11, 11], text: " —" } });
  });

  it("a capitalized word that is no ability word before a cost is not read as one", () => {
    const r = parseCard({ name: "Xyz", text: "Cantar {1}{W}: Você ganha 4 pontos de vida.", lang: "pt" });
    expect(r.diagnostics.some((x) => x.code === "OC2003")).toBe(false);
    expect(fullyParsed(r)).toBe(false);
  });

  it("the older 'can't be countered by spells or abilities' is kept in the AST and printed back", () => {
    const r = parseCard({ name: "Xyz", text: "Xyz can't be countered by spells or abilities.", lang: "en" });
    expect(JSON.stringify(r.abilities)).toContain('"bySpellsOrAbilities":true');
    expect(renderCard(r)).toBe("Xyz can't be countered by spells or abilities.");
    const pt = parseCard({ name: "Xyz", text: "Xyz não pode ser anulado por mágicas ou habilidades.", lang: "pt" });
    expect(renderCard(pt, "pt")).toBe("Xyz não pode ser anulado por mágicas ou habilidades.");
  });
});
