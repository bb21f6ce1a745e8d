/**
 * Spanish and Portuguese statics and keyword lines, round 3: an ability word or a keyword whose dash a printing lost
 * before a cost ("Limiar {G}{W}: …", "Canalizar {1}{W}, Descarte ~: …", "Prever {W}{U}, Revele ~ de sua mão: …",
 * "Recapitular {1}{B}, Pague 3 pontos de vida."), awaken ("Despertar 4 — {5}{U}", 702.113), "pode bloquear uma
 * criatura adicional (a cada combate)", the older "não pode ser anulada por mágicas ou habilidades" ("can't be
 * countered", 701.6a), "para cada cor de mana gasta para conjurá-lo" and "para cada vez que tiver sido reforçado", older
 * Sliver keywords, exert as a cost, "não podem atacá-lo" ("can't attack you"), "torna-se uma criatura 6/6, com a
 * habilidade de atropelar, até o final do turno", "até o final do combate", "pode jogar um terreno adicional em cada
 * um de seus turnos" (305.2), "é de todas as cores" (105.2), and a keyword line's reminder text followed by the next ability on
 * the same line ("Bushido 1 (…) {1}{W}, {T}: …"), "perde todas as habilidades", "além de suas outras cores e tipos", "atacará
 * neste turno se estiver apta", and reminder text whose last sentence a printing put on the next line.
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
  "keywords of older Slivers ('têm frenesi 1', 'absorver', 'venenoso'), exert as a cost ('exaura ~')": [
    { lang: "pt", text: "Todas as criaturas do tipo Fractius têm frenesi 1.", en: "All Sliver creatures have frenzy 1." },
    { lang: "pt", text: "Todas as criaturas do tipo Fractius têm absorver 1.", en: "All Sliver creatures have absorb 1." },
    { lang: "es", text: "Todas las criaturas Fragmentado tienen la habilidad de frenesí 1.", en: "All Sliver creatures have frenzy 1." },
    { lang: "pt", text: "{1}, {T}, exaura Xyz: Compre um card.", en: "{1}, {T}, Exert Xyz: Draw a card." },
  ],
  "'não podem atacá-lo' ('o' is the player: 'can't attack you'), 'que o estiver atacando', 'o controlador delas'": [
    { lang: "pt", text: "As criaturas não podem atacá-lo.", en: "Creatures can't attack you." },
    { lang: "pt", text: "As criaturas com poder menor ou igual a 2 não podem atacá-lo.", en: "Creatures with power 2 or less can't attack you." },
    {
      lang: "pt",
      text: "As criaturas não podem atacar você a menos que o controlador delas pague {2} para cada criatura que ele controla que o estiver atacando.",
      en: "Creatures can't attack you unless their controller pays {2} for each creature they control that's attacking you.",
    },
    { lang: "pt", text: "Destrua as criaturas atacantes a menos que o controlador delas pague {2}.", en: "Destroy attacking creatures unless their controller pays {2}." },
  ],
  "'torna-se uma criatura artefato 6/6, com a habilidade de atropelar, até o final do turno', 'até o final do combate'": [
    {
      lang: "pt",
      text: "Xyz torna-se uma criatura artefato 6/6, com a habilidade de atropelar, até o final do turno.",
      en: "Xyz becomes a 6/6 artifact creature with trample until end of turn.",
    },
    {
      lang: "pt",
      text: "Xyz torna-se uma criatura 4/4 do tipo Ilusão, com a habilidade de voar, até o final do turno.",
      en: "Xyz becomes a 4/4 Illusion creature with flying until end of turn.",
    },
    { lang: "pt", text: "Xyz torna-se uma criatura artefato 3/6 até o final do combate.", en: "Xyz becomes a 3/6 artifact creature until end of combat." },
    { lang: "es", text: "La criatura objetivo obtiene +1/+1 hasta el final del combate.", en: "Target creature gets +1/+1 until end of combat." },
  ],
  "'pode jogar um terreno adicional em cada um de seus turnos', 'é de todas as cores'": [
    { lang: "pt", text: "Cada jogador pode jogar um terreno adicional em cada um de seus turnos.", en: "Each player may play an additional land on each of their turns." },
    { lang: "pt", text: "Você pode jogar um terreno adicional durante cada um de seus turnos.", en: "You may play an additional land on each of your turns." },
    { lang: "es", text: "Cada jugador puede jugar una tierra adicional en cada uno de sus turnos.", en: "Each player may play an additional land on each of their turns." },
    { lang: "pt", text: "Xyz é de todas as cores.", en: "Xyz is all colors." },
    { lang: "es", text: "Xyz es de todos los colores.", en: "Xyz is all colors." },
  ],
  "a keyword line's reminder text, then the next ability on the same line": [
    {
      lang: "pt",
      text: "Bushido 5 (Quando este bloquear ou for bloqueado, ele recebe +5/+5 até o final do turno.) Xyz é indestrutível.",
      en: "Bushido 5 (Whenever this creature blocks or becomes blocked, it gets +5/+5 until end of turn.)\nXyz is indestructible.",
    },
    {
      lang: "pt",
      text: "Bushido 1 (Quando este bloquear ou for bloqueado, ele recebe +1/+1 até o final do turno.) {1}{W}, {T}: Coloque um marcador de treinamento na criatura alvo.",
      en: "Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)\n{1}{W}, {T}: Put a training counter on target creature.",
    },
    {
      lang: "es",
      text: "Destello (Puedes jugar este hechizo en cualquier momento en que pudieras jugar un instantáneo.) Vuela.",
      en: "Flash (You may cast this spell any time you could cast an instant.)\nFlying",
    },
  ],
  "'perde todas as habilidades', 'além de suas outras cores e tipos', 'atacará neste turno se estiver apta'": [
    { lang: "pt", text: "A criatura encantada perde todas as habilidades.", en: "Enchanted creature loses all abilities." },
    { lang: "es", text: "La criatura encantada pierde todas las habilidades.", en: "Enchanted creature loses all abilities." },
    {
      lang: "pt",
      text: "A criatura encantada perde todas as habilidades e tem poder e resistência básicos 1/1.",
      en: "Enchanted creature loses all abilities and has base power and toughness 1/1.",
    },
    {
      lang: "pt",
      text: "A criatura encantada recebe -1/-1 e é um Zumbi preto além de suas outras cores e tipos.",
      en: "Enchanted creature gets -1/-1 and is a black Zombie in addition to its other colors and types.",
    },
    { lang: "pt", text: "A criatura encantada atacará neste turno se estiver apta.", en: "Enchanted creature attacks this turn if able." },
  ],
  "reminder text whose last sentence a printing put on the next line": [
    {
      lang: "pt",
      text: "A criatura alvo recebe +2/+2 até o final do turno.\nSobrecarga {5}{W} (Você pode conjurar esta mágica pagando seu custo de sobrecarga.\nSe fizer isso, altere seu texto substituindo todas as ocorrências de \"a criatura alvo\" por \"cada criatura\".)",
      en: "Target creature gets +2/+2 until end of turn.\nOverload {5}{W}",
      type: "Instantânea",
      enType: "Instant",
    },
  ],
};

sameMeaning("Spanish and Portuguese statics and keyword lines, round 3, parse to the same AST as English", CASES, () => "Xyz");

describe("lost dashes and older wordings", () => {
  it("a reminder broken over two lines is one reminder; an unclosed parenthesis is still an error", () => {
    const r = parseCard({ name: "Xyz", text: "Destrua a criatura alvo. (Ela pode bloquear criaturas\ncom voar.)", type: "Instantânea", lang: "pt" });
    expect(fullyParsed(r)).toBe(true);
    expect(r.abilities).toHaveLength(1);
    expect(r.abilities[0]!.reminders).toHaveLength(1);
    const open = parseCard({ name: "Xyz", text: "Destrua a criatura alvo. (Ela pode bloquear\nCompre um card.", type: "Instantânea", lang: "pt" });
    expect(open.diagnostics.some((d) => d.code === "OC1003")).toBe(true);
    // a next line that closes the parenthesis without a full stop is an ability, not the end of the reminder
    const next = parseCard({ name: "Xyz", text: "Voar (oops\nÍmpeto)", lang: "pt" });
    expect(next.diagnostics.filter((d) => d.code === "OC1003")).toHaveLength(2);
  });

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
