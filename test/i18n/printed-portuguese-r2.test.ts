/**
 * Portuguese printed constructions, round 2: "de poder igual ou inferior a" (a stat with "de" for
 * "with"), "todos os tipos de criatura", the fast lands' "dois outros terrenos ou menos"; and changes
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
    ],
    "Xyz",
  );
});
