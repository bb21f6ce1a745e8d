/**
 * Portuguese printed constructions, round 2: "de poder igual ou inferior a" (a stat with "de" for
 * "with"), "todos os tipos de criatura", the fast lands' "dois outros terrenos ou menos", divided damage
 * among counts ("uma, duas ou três criaturas alvo") and a second "alvo" ("criatura alvo ou jogador alvo"); and changes
 * of meaning the checker still tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "'criaturas de poder igual ou inferior a 2' is 'creatures with power 2 or less'": [
    { lang: "pt", text: "Xyz não pode ser bloqueado por criaturas de poder igual ou inferior a 2.", en: "Xyz can't be blocked by creatures with power 2 or less." },
    { lang: "pt", text: "Xyz não pode ser bloqueado por criaturas de poder maior ou igual a 3.", en: "Xyz can't be blocked by creatures with power 3 or greater." },
    { lang: "pt", text: "Destrua a criatura alvo de resistência igual ou inferior a 4.", en: "Destroy target creature with toughness 4 or less.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'todos os tipos de criatura' is 'all creature types', 'é de todos os tipos' is 'is every creature type'": [
    { lang: "pt", text: "{T}: A criatura alvo ganha todos os tipos de criatura até o final do turno.", en: "{T}: Target creature gains all creature types until end of turn." },
    { lang: "pt", text: "{T}: A criatura alvo perde todos os tipos de criatura até o final do turno.", en: "{T}: Target creature loses all creature types until end of turn." },
    { lang: "pt", text: "A criatura equipada recebe +1/+1 e é de todos os tipos de criatura.", en: "Equipped creature gets +1/+1 and is every creature type." },
    { lang: "pt", text: "{1}: Xyz torna-se uma criatura 2/2 com todos os tipos de criatura até o final do turno.", en: "{1}: Xyz becomes a 2/2 creature with all creature types until end of turn." },
  ],
  "divided damage: 'distribuídos como você quiser entre', 'um, dois ou três alvos', 'criaturas alvo e/ou jogadores alvo' (601.2d)": [
    { lang: "pt", text: "Xyz causa 4 pontos de dano distribuídos como você quiser entre qualquer número de criaturas alvo e/ou jogadores alvo.", en: "Xyz deals 4 damage divided as you choose among any number of target creatures and/or players." },
    { lang: "pt", text: "Xyz causa 3 pontos de dano divididos como você quiser dentre um número qualquer de criaturas alvo.", en: "Xyz deals 3 damage divided as you choose among any number of target creatures." },
    { lang: "pt", text: "Xyz causa 2 pontos de dano divididos à sua escolha entre uma ou duas criaturas e/ou jogadores alvo.", en: "Xyz deals 2 damage divided as you choose among one or two target creatures and/or players." },
    { lang: "pt", text: "Xyz causa 3 pontos de dano distribuídos à sua escolha entre uma, duas ou três criaturas alvo com voar.", en: "Xyz deals 3 damage divided as you choose among one, two, or three target creatures with flying." },
    { lang: "pt", text: "Xyz causa 3 pontos de dano divididos à sua escolha entre um, dois ou três alvos.", en: "Xyz deals 3 damage divided as you choose among one, two, or three targets." },
  ],
  "the older 'à criatura alvo ou jogador alvo': 'target creature or player'": [
    { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura alvo ou jogador alvo.", en: "Xyz deals 2 damage to target creature or player." },
  ],
  "'um número qualquer de outros cards': 'other' stays a word after 'any number of'": [
    { lang: "pt", text: "Você pode revelar um número qualquer de outros cards de artefato da sua mão.", en: "You may reveal any number of other artifact cards from your hand." },
  ],
  "', e então' after a comma is one ', then'": [
    { lang: "pt", text: "Quando Xyz entra no campo de batalha, você pode procurar em seu grimório um card de Goblin, revelá-lo, e então embaralhar seu grimório e colocar aquele card no topo.", en: "When Xyz enters the battlefield, you may search your library for a Goblin card, reveal it, then shuffle your library and put that card on top of it." },
  ],
  "'uma quantidade de pontos de vida igual ao seu poder': 'life equal to its power'": [
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual ao seu poder.", en: "You gain life equal to its power." },
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual à sua resistência.", en: "You gain life equal to its toughness." },
  ],
  "the count after the noun: 'dois outros terrenos ou menos'": [
    { lang: "pt", text: "Xyz entra no campo de batalha virado, a menos que você controle dois outros terrenos ou menos.", en: "Xyz enters the battlefield tapped unless you control two or fewer other lands." },
  ],
};

sameMeaning("Portuguese printed constructions (round 2) parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "Xyz não pode ser bloqueado por criaturas de poder igual ou inferior a 2.", en: "Xyz can't be blocked by creatures with power 3 or less." },
      { lang: "pt", text: "Xyz não pode ser bloqueado por criaturas de poder igual ou inferior a 2.", en: "Xyz can't be blocked by creatures with power 2 or greater." },
      { lang: "pt", text: "Xyz não pode ser bloqueado por criaturas de resistência igual ou inferior a 2.", en: "Xyz can't be blocked by creatures with power 2 or less." },
      { lang: "pt", text: "{T}: A criatura alvo perde todos os tipos de criatura até o final do turno.", en: "{T}: Target creature gains all creature types until end of turn." },
      { lang: "pt", text: "Xyz entra no campo de batalha virado, a menos que você controle dois outros terrenos ou menos.", en: "Xyz enters the battlefield tapped unless you control three or fewer other lands." },
      { lang: "pt", text: "Xyz causa 2 pontos de dano divididos à sua escolha entre uma ou duas criaturas alvo.", en: "Xyz deals 2 damage divided as you choose among one, two, or three target creatures." },
      { lang: "pt", text: "Xyz causa 2 pontos de dano divididos à sua escolha entre um ou dois alvos.", en: "Xyz deals 2 damage divided as you choose among one or two target creatures." },
      { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura alvo ou jogador alvo.", en: "Xyz deals 2 damage to target creature or planeswalker." },
      { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura alvo ou jogador alvo.", en: "Xyz deals 2 damage to target creature and/or player." },
      { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual ao seu poder.", en: "You gain life equal to its toughness." },
    ],
    "Xyz",
  );
});
