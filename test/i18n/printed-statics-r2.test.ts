/**
 * Portuguese statics, round 2: the alternative cost "em vez de pagar o custo de mana desta mágica" (with or without a
 * comma before it, 118.9), the older flash wording "Você pode jogar ~ a qualquer momento em que puder jogar uma mágica
 * instantânea" (702.8), "não pode ser bloqueado neste turno, exceto por …" and "não pode bloquear (e) nem ser
 * bloqueado" ("can't block and can't be blocked"), "ambas as criaturas" ("both creatures"), "proteção contra todas as
 * cores" ("protection from all colors"), "tem 0/2 de poder e resistência básicos" ("has base power and toughness 0/2"),
 * the older reinforce "Reforçar 1 {1}{W}" (kicker's name with a number), "Solte ~" ("Unattach ~") and "X não pode ser igual a 0".
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "'em vez de pagar o custo de mana desta mágica': 'rather than pay this spell's mana cost'": [
    { lang: "pt", text: "Você pode pagar {U} em vez de pagar o custo de mana desta mágica.", en: "You may pay {U} rather than pay this spell's mana cost." },
    {
      lang: "pt",
      text: "Se você atacou com uma criatura neste turno, você pode pagar {U} em vez de pagar o custo de mana desta mágica.",
      en: "If you attacked with a creature this turn, you may pay {U} rather than pay this spell's mana cost.",
    },
    {
      lang: "pt",
      text: "Você pode pagar {1} e devolver um terreno básico que você controla para a mão de seu dono, em vez de pagar o custo de mana de Xyz.",
      en: "You may pay {1} and return a basic land you control to its owner's hand rather than pay Xyz's mana cost.",
    },
  ],
  "'a qualquer momento em que puder jogar uma mágica instantânea': 'as though it had flash'": [
    { lang: "pt", text: "Você pode jogar Xyz a qualquer momento em que puder jogar uma mágica instantânea.", en: "You may cast Xyz as though it had flash." },
    { lang: "pt", text: "Você pode baixar Xyz a qualquer momento em que pudesse jogar uma mágica instantânea.", en: "You may cast Xyz as though it had flash." },
  ],
  "'neste turno, exceto por', '(e) nem ser bloqueado'": [
    { lang: "pt", text: "Xyz não pode ser bloqueado neste turno, exceto por duas ou mais criaturas.", en: "Xyz can't be blocked this turn except by two or more creatures." },
    { lang: "pt", text: "Xyz não pode bloquear nem ser bloqueado.", en: "Xyz can't block and can't be blocked." },
    { lang: "pt", text: "Xyz não pode bloquear e nem ser bloqueado.", en: "Xyz can't block and can't be blocked." },
  ],
  "'ambas as criaturas', 'contra todas as cores', '0/2 de poder e resistência básicos'": [
    {
      lang: "pt",
      text: "Enquanto Xyz estiver emparelhado com outra criatura, ambas as criaturas terão voar.",
      en: "As long as Xyz is paired with another creature, both creatures have flying.",
    },
    { lang: "pt", text: "A criatura encantada recebe +2/+2 e tem proteção contra todas as cores.", en: "Enchanted creature gets +2/+2 and has protection from all colors." },
    { lang: "es", text: "La criatura encantada tiene protección contra todos los colores.", en: "Enchanted creature has protection from all colors." },
    { lang: "pt", text: "A criatura encantada tem 0/2 de poder e resistência básicos.", en: "Enchanted creature has base power and toughness 0/2." },
    {
      lang: "pt",
      text: "A criatura alvo tem 0/2 de poder e resistência básicos até o final do turno.",
      en: "Target creature has base power and toughness 0/2 until end of turn.",
    },
  ],
  "keyword lines and costs: 'Reforçar 1 {1}{W}' (reinforce), 'Solte ~:' (unattach), 'X não pode ser igual a 0'": [
    { lang: "pt", text: "Reforçar 1 {1}{W}", en: "Reinforce 1—{1}{W}" },
    { lang: "pt", text: "Reforçar X {X}{W}{W}", en: "Reinforce X—{X}{W}{W}" },
    { lang: "pt", text: "Reforçar {2}{U}", en: "Kicker {2}{U}" },
    { lang: "pt", text: "{R}{W}, Solte Xyz: Compre um card.", en: "{R}{W}, Unattach Xyz: Draw a card." },
    { lang: "pt", text: "X não pode ser igual a 0.", en: "X can't be 0." },
  ],
};

sameMeaning("Portuguese statics, round 2, parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "Você pode pagar {U} em vez de pagar o custo de mana desta mágica.", en: "You may pay {R} rather than pay this spell's mana cost." },
      { lang: "pt", text: "Você pode jogar Xyz a qualquer momento em que puder jogar uma mágica instantânea.", en: "You may cast Xyz as though it had haste." },
      { lang: "pt", text: "Xyz não pode ser bloqueado neste turno, exceto por duas ou mais criaturas.", en: "Xyz can't be blocked this turn except by three or more creatures." },
      { lang: "pt", text: "Xyz não pode bloquear nem ser bloqueado.", en: "Xyz can't attack and can't be blocked." },
      { lang: "pt", text: "A criatura encantada tem 0/2 de poder e resistência básicos.", en: "Enchanted creature has base power and toughness 2/0." },
      { lang: "pt", text: "Reforçar 1 {1}{W}", en: "Kicker {1}{W}" },
      { lang: "pt", text: "X não pode ser igual a 0.", en: "X can't be 1." },
      { lang: "pt", text: "A criatura encantada tem proteção contra todas as cores.", en: "Enchanted creature has protection from white." },
    ],
    "Xyz",
  );
});
