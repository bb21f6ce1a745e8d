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
  "trigger subjects and events: 'sob seu controle morrer', 'que tenha Xyz como alvo', 'da cor escolhida', 'tripula um Veículo'": [
    { lang: "pt", text: "Toda vez que outra criatura que não seja ficha sob seu controle morrer, compre um card.", en: "Whenever another nontoken creature you control dies, draw a card." },
    { lang: "pt", text: "Toda vez que uma permanente sob seu controle é voltada para cima, compre um card.", en: "Whenever a permanent you control is turned face up, draw a card." },
    { lang: "pt", text: "Toda vez que você conjurar uma mágica que tenha Xyz como alvo, compre um card.", en: "Whenever you cast a spell that targets Xyz, draw a card." },
    { lang: "pt", text: "Toda vez que um jogador conjura uma mágica da cor escolhida, compre um card.", en: "Whenever a player casts a spell of the chosen color, draw a card." },
    { lang: "pt", text: "Toda vez que Xyz tripula um Veículo, compre um card.", en: "Whenever Xyz crews a Vehicle, draw a card." },
    { lang: "es", text: "Siempre que Xyz tripula un vehículo, roba una carta.", en: "Whenever Xyz crews a Vehicle, draw a card." },
  ],
  "'quantas vezes desejar', 'vence o duelo', 'não tem tamanho máximo de mão'": [
    { lang: "pt", text: "Você pode repetir esse processo quantas vezes desejar.", en: "You may repeat this process any number of times." },
    { lang: "pt", text: "Você vence o duelo.", en: "You win the game." },
    { lang: "pt", text: "Você não tem tamanho máximo de mão.", en: "You have no maximum hand size." },
  ],
  "'No começo da', 'No inicio de', 'no turno de cada oponente', 'cada uma das suas fases principais', 'tem sua face voltada para cima', 'fazê-la lutar'": [
    { lang: "pt", text: "No começo da sua manutenção, você ganha 2 pontos de vida.", en: "At the beginning of your upkeep, you gain 2 life." },
    { lang: "pt", text: "No inicio de sua manutenção, você ganha 2 pontos de vida.", en: "At the beginning of your upkeep, you gain 2 life." },
    { lang: "pt", text: "No início do combate no turno de cada oponente, vire a criatura alvo que aquele jogador controla.", en: "At the beginning of combat on each opponent's turn, tap target creature that player controls." },
    { lang: "pt", text: "No início de cada uma das suas fases principais, adicione {G}{G}.", en: "At the beginning of each of your main phases, add {G}{G}." },
    { lang: "pt", text: "Quando Xyz tem sua face voltada para cima, compre um card.", en: "When Xyz is turned face up, draw a card." },
    {
      lang: "pt",
      text: "Toda vez que uma criatura com voar entra no campo de batalha sob seu controle, você pode fazê-la lutar contra uma criatura alvo que você não controla.",
      en: "Whenever a creature with flying enters the battlefield under your control, you may have it fight target creature you don't control.",
    },
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
      { lang: "pt", text: "Toda vez que outra criatura que não seja ficha sob seu controle morrer, compre um card.", en: "Whenever another nontoken creature an opponent controls dies, draw a card." },
      { lang: "pt", text: "Toda vez que você conjurar uma mágica que tenha Xyz como alvo, compre um card.", en: "Whenever you cast a spell that targets you, draw a card." },
      { lang: "pt", text: "Coloque uma ficha de criatura verde 1/1 em jogo sob seu controle.", en: "Put a 1/1 green creature token onto the battlefield under an opponent's control." },
      { lang: "pt", text: "Você pode repetir esse processo quantas vezes desejar.", en: "You may repeat this process two more times." },
    ],
    "Xyz",
  );
});
