/**
 * Portuguese printed constructions, round 3: optional effects and choices ("você pode procurar em seu grimório
 * e/ou cemitério um card com o nome …", the name after the library in older printings); and changes of meaning
 * the checker still tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "several of your zones searched: 'em seu grimório e/ou cemitério', 'no seu cemitério, na sua mão e/ou no seu grimório'": [
    {
      lang: "pt",
      text: "Você pode procurar em seu grimório e/ou cemitério um card com o nome Chandra, Pirogênia, revelá-lo e colocá-lo em sua mão.",
      en: "You may search your library and/or graveyard for a card named Chandra, Pirogênia, reveal it, and put it into your hand.",
    },
    {
      lang: "pt",
      text: "Você pode procurar um card com o nome Chandra, Pirogênia, em seu grimório e/ou cemitério, revelá-lo e colocá-lo em sua mão.",
      en: "You may search your library and/or graveyard for a card named Chandra, Pirogênia, reveal it, and put it into your hand.",
    },
    {
      lang: "pt",
      text: "Você pode procurar no seu cemitério, na sua mão e/ou no seu grimório um card de Aura e colocá-lo no campo de batalha.",
      en: "You may search your graveyard, hand, and/or library for an Aura card and put it onto the battlefield.",
    },
    {
      lang: "pt",
      text: "Você pode procurar em seu cemitério, mão e/ou grimório por um card de Aura e colocá-lo no campo de batalha.",
      en: "You may search your graveyard, hand, and/or library for an Aura card and put it onto the battlefield.",
    },
  ],
  "the name after the library: 'até três cards em seu grimório com o nome …'": [
    {
      lang: "pt",
      text: "Você pode procurar até três cards em seu grimório com o nome Falcão, revelá-los e colocá-los em sua mão.",
      en: "You may search your library for up to three cards named Falcão, reveal them, and put them into your hand.",
    },
  ],
  "'um terreno adicional em cada um de seus turnos', 'una tierra adicional en cada uno de tus turnos' (305.2)": [
    { lang: "pt", text: "Você pode jogar um terreno adicional em cada um de seus turnos.", en: "You may play an additional land on each of your turns." },
    { lang: "pt", text: "Você pode jogar um terreno adicional neste turno.", en: "You may play an additional land this turn." },
    { lang: "es", text: "Puedes jugar una tierra adicional en cada uno de tus turnos.", en: "You may play an additional land on each of your turns." },
    { lang: "pt", text: "Cada jogador pode jogar um terreno adicional em cada um de seus turnos.", en: "Each player may play an additional land on each of their turns." },
  ],
  "'como se elas tivessem lampejo', 'se pagar {2} a mais' without 'você'": [
    { lang: "pt", text: "Você pode conjurar mágicas de Espírito como se elas tivessem lampejo.", en: "You may cast Spirit spells as though they had flash." },
    { lang: "pt", text: "Você pode conjurar Xyz como se tivesse lampejo se pagar {2} a mais para conjurá-lo.", en: "You may cast Xyz as though it had flash if you pay {2} more to cast it." },
  ],
  "'em vez de pagar o custo de mana das mágicas que você conjurar': 'the mana cost for spells you cast' (118.9)": [
    { lang: "pt", text: "Você pode pagar {W}{U}{B}{R}{G} em vez de pagar o custo de mana das mágicas que você conjurar.", en: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast." },
    { lang: "es", text: "Puedes pagar {W}{U}{B}{R}{G} en vez de pagar el coste de maná de los hechizos que lances.", en: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells that you cast." },
  ],
};

sameMeaning("Portuguese optional effects and choices (round 3) parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      {
        lang: "pt",
        text: "Você pode procurar em seu grimório e/ou cemitério um card com o nome Chandra, revelá-lo e colocá-lo em sua mão.",
        en: "You may search your library and/or hand for a card named Chandra, reveal it, and put it into your hand.",
      },
      {
        lang: "pt",
        text: "Você pode procurar no seu cemitério, na sua mão e/ou no seu grimório um card de Aura e colocá-lo no campo de batalha.",
        en: "You may search your graveyard, hand, and library for an Aura card and put it onto the battlefield.",
      },
      {
        lang: "pt",
        text: "Você pode procurar até três cards em seu grimório com o nome Falcão, revelá-los e colocá-los em sua mão.",
        en: "You may search your library for up to two cards named Falcão, reveal them, and put them into your hand.",
      },
      { lang: "pt", text: "Você pode jogar um terreno adicional em cada um de seus turnos.", en: "You may play an additional land this turn." },
      { lang: "pt", text: "Cada jogador pode jogar um terreno adicional em cada um de seus turnos.", en: "Each player may play an additional land on each of your turns." },
      { lang: "pt", text: "Você pode conjurar Xyz como se tivesse lampejo se pagar {2} a mais para conjurá-lo.", en: "You may cast Xyz as though it had flash if you pay {3} more to cast it." },
      { lang: "pt", text: "Você pode pagar {W}{U}{B}{R}{G} em vez de pagar o custo de mana das mágicas que você conjurar.", en: "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for creature spells that you cast." },
    ],
    "Xyz",
  );
});
