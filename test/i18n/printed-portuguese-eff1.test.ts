/**
 * Portuguese printed effects led by "coloque", "procure", "olhe", "compre", "devolva", "duplique": a count and "deles" ("two of
 * them"), the destination before the object with "e o restante …", searches of several zones each with its article,
 * "os primeiros sete cards do topo de", "no início da manutenção do próximo turno", "para o jogo, sob o controle de seu
 * dono, no final do turno", "equivalente a", "e até um card de terreno alvo", "e por um card de …", "na segunda posição", "mana gasto para"; and changes of meaning the checker still tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const S = { type: "Feitiço", enType: "Sorcery" };

const CASES: Record<string, Case[]> = {
  "a count and 'deles' / 'daqueles cards': 'two of them', 'any number of them', 'one of those cards'": [
    { lang: "pt", text: "Coloque dois deles em sua mão e o restante no fundo de seu grimório em ordem aleatória.", en: "Put two of them into your hand and the rest on the bottom of your library in a random order.", ...S },
    { lang: "pt", text: "Coloque qualquer quantidade deles no seu cemitério e o restante no topo do seu grimório em qualquer ordem.", en: "Put any number of them into your graveyard and the rest on top of your library in any order.", ...S },
    { lang: "pt", text: "Coloque um número qualquer deles em sua mão.", en: "Put any number of them into your hand.", ...S },
    { lang: "pt", text: "Coloque até dois deles em sua mão.", en: "Put up to two of them into your hand.", ...S },
    { lang: "pt", text: "Coloque um daqueles cards na sua mão e os restantes no fundo do seu grimório em qualquer ordem.", en: "Put one of those cards into your hand and the rest on the bottom of your library in any order.", ...S },
  ],
  "the destination first, then 'e o restante …': 'put … into your hand and the rest …'": [
    { lang: "pt", text: "Coloque em sua mão todos os cards de criatura revelados desta maneira e o restante no fundo de seu grimório em qualquer ordem.", en: "Put all creature cards revealed this way into your hand and the rest on the bottom of your library in any order.", ...S },
    { lang: "pt", text: "Coloque em sua mão todos os cards de artefato revelados desta maneira e os restantes em seu cemitério.", en: "Put all artifact cards revealed this way into your hand and the rest into your graveyard.", ...S },
  ],
  "the zones of a search each with its article: 'no cemitério, na mão e no grimório do jogador alvo'": [
    { lang: "pt", text: "Procure no cemitério, na mão e no grimório de seu controlador por todos os cards com o mesmo nome daquela criatura e remova-os de jogo.", en: "Search its controller's graveyard, hand, and library for all cards with the same name as that creature and exile them.", ...S },
    { lang: "pt", text: "Procure no cemitério, na mão e no grimório do jogador alvo todos os cards com aquele nome e remova-os de jogo.", en: "Search target player's graveyard, hand, and library for all cards with that name and exile them.", ...S },
    { lang: "pt", text: "Procure na mão, no cemitério e no grimório daquele jogador todos os cards com o mesmo nome daquele card e exile-os.", en: "Search that player's hand, graveyard, and library for all cards with the same name as that card and exile them.", ...S },
    { lang: "pt", text: "Procure no grimório do oponente alvo por um card de criatura.", en: "Search target opponent's library for a creature card.", ...S },
    { lang: "pt", text: "Procure um número qualquer de cards com aquele nome no cemitério, na mão e no grimório do jogador alvo e exile-os.", en: "Search target player's graveyard, hand, and library for any number of cards with that name and exile them.", ...S },
    { lang: "pt", text: "Procure um card de criatura em seu grimório e/ou cemitério e coloque-o em sua mão.", en: "Search your library and/or graveyard for a creature card and put it into your hand.", ...S },
  ],
  "'com nomes diferentes' before the library searched": [
    { lang: "pt", text: "Procure até três cards de artefato com nomes diferentes em seu grimório, coloque-os no campo de batalha e, em seguida, embaralhe seu grimório.", en: "Search your library for up to three artifact cards with different names, put them onto the battlefield, then shuffle.", ...S },
  ],
  "'os primeiros sete cards do topo de', 'o card no topo de': 'the top seven cards of', 'the top card of'": [
    { lang: "pt", text: "Olhe os primeiros sete cards do topo de seu grimório.", en: "Look at the top seven cards of your library.", ...S },
    { lang: "pt", text: "Olhe o card no topo de seu grimório.", en: "Look at the top card of your library.", ...S },
  ],
  "'no início da manutenção do próximo turno': 'at the beginning of the next turn's upkeep' (603.7)": [
    { lang: "pt", text: "Compre um card no início da manutenção do próximo turno.", en: "Draw a card at the beginning of the next turn's upkeep.", ...S },
  ],
  "', sob o controle de seu dono,' between commas": [
    { lang: "pt", text: "Devolva-o para o jogo, sob o controle de seu dono, no final do turno.", en: "Return it to play under its owner's control at end of turn.", ...S },
    { lang: "pt", text: "Devolva aquelas criaturas para o jogo, sob o controle de seus donos, no final do turno.", en: "Return those creatures to play under their owners' control at end of turn.", ...S },
  ],
  "'equivalente a' is 'igual a': 'equal to'": [
    { lang: "pt", text: "Compre uma quantidade de cards equivalente ao maior poder entre as criaturas que você controla.", en: "Draw cards equal to the greatest power among creatures you control.", ...S },
    { lang: "pt", text: "Compre um número de cards equivalente ao custo de mana convertido daquele card.", en: "Draw cards equal to that card's converted mana cost.", ...S },
  ],
  "'duplique o número de marcadores': 'double the number of counters'": [
    { lang: "pt", text: "Duplique o número de marcadores +1/+1 em cada criatura que você controla.", en: "Double the number of +1/+1 counters on each creature you control.", ...S },
  ],
  "another counted target after 'e': 'e até um card de terreno alvo'": [
    { lang: "pt", text: "Devolva até um card de criatura alvo e até um card de terreno alvo de seu cemitério para sua mão.", en: "Return up to one target creature card and up to one target land card from your graveyard to your hand.", ...S },
  ],
  "'por' again after 'e' in a search: 'por um card de Zumbi e por um card de pântano'": [
    { lang: "pt", text: "Procure em seu grimório por um card de Zumbi e por um card de pântano, revele-os e coloque-os em sua mão.", en: "Search your library for a Zombie card and a Swamp card, reveal them, and put them into your hand.", ...S },
  ],
  "a position in a library counted from the top: 'na segunda posição', 'na terceira posição do topo'": [
    { lang: "pt", text: "Coloque a criatura alvo no grimório do seu dono na segunda posição.", en: "Put target creature into its owner's library second from the top.", ...S },
    { lang: "pt", text: "Coloque a permanente alvo que não seja um terreno no grimório do seu dono na terceira posição do topo.", en: "Put target nonland permanent into its owner's library third from the top.", ...S },
  ],
  "'cores de mana gasto para conjurar': 'colors of mana spent to cast'": [
    { lang: "pt", text: "Compre X cards, sendo X o número de cores de mana gasto para conjurar Xyz.", en: "Draw X cards, where X is the number of colors of mana spent to cast Xyz.", ...S },
  ],
  "'para cada card comprado desta forma': 'for each card drawn this way'; 'no topo dele': 'on top of it'": [
    { lang: "pt", text: "Para cada card comprado desta forma, descarte um card a menos que você sacrifique uma permanente.", en: "For each card drawn this way, discard a card unless you sacrifice a permanent.", ...S },
    { lang: "pt", text: "Embaralhe seu grimório e depois coloque aqueles cards no topo dele em qualquer ordem.", en: "Shuffle your library, then put those cards on top of it in any order.", ...S },
  ],
  "'para a mão dele': a player's hand ('to his or her hand')": [
    { lang: "pt", text: "Devolva dois cards alvo do cemitério de um oponente para a mão dele.", en: "Return two target cards in an opponent's graveyard to his or her hand.", ...S },
  ],
  "'o restante no topo do seu grimório' / 'the rest back on top of your library': 'back' is wording": [
    { lang: "pt", text: "Coloque qualquer quantidade deles no seu cemitério e o restante no topo do seu grimório em qualquer ordem.", en: "Put any number of them into your graveyard and the rest back on top of your library in any order.", ...S },
  ],
};

sameMeaning("Portuguese printed effects (coloque, procure, olhe, compre, devolva) parse to the same AST as English", CASES, () => "Xyz");

// A legend's name that holds a comma, closed by another comma before a preposition of the same clause.
sameMeaning(
  "Portuguese: a name with a comma closed by another comma ('Devolva Kemba, Regente Kha, para a mão de seu dono')",
  {
    "the closing comma before 'para' / 'para cada'": [
      { lang: "pt", text: "Pague 2 pontos de vida: Devolva Kemba, Regente Kha, para a mão de seu dono.", en: "Pay 2 life: Return Kemba, Regente Kha to its owner's hand.", type: "Criatura", enType: "Creature" },
      { lang: "pt", text: "{T}: Coloque um marcador +1/+1 em Kemba, Regente Kha, para cada criatura que você controla.", en: "{T}: Put a +1/+1 counter on Kemba, Regente Kha for each creature you control.", type: "Criatura", enType: "Creature" },
    ],
  },
  () => "Kemba, Regente Kha",
);

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "Coloque dois deles em sua mão.", en: "Put three of them into your hand.", ...S },
      { lang: "pt", text: "Coloque qualquer quantidade deles no seu cemitério.", en: "Put one of them into your graveyard.", ...S },
      { lang: "pt", text: "Coloque em sua mão todos os cards de criatura revelados desta maneira e o restante no fundo de seu grimório em qualquer ordem.", en: "Put all creature cards revealed this way into your hand and the rest into your graveyard.", ...S },
      { lang: "pt", text: "Procure no cemitério, na mão e no grimório do jogador alvo todos os cards com aquele nome e remova-os de jogo.", en: "Search target player's graveyard and library for all cards with that name and exile them.", ...S },
      { lang: "pt", text: "Procure no grimório do oponente alvo por um card de criatura.", en: "Search target player's library for a creature card.", ...S },
      { lang: "pt", text: "Olhe os primeiros sete cards do topo de seu grimório.", en: "Look at the top five cards of your library.", ...S },
      { lang: "pt", text: "Compre um card no início da manutenção do próximo turno.", en: "Draw a card at the beginning of the next end step.", ...S },
      { lang: "pt", text: "Devolva-o para o jogo, sob o controle de seu dono, no final do turno.", en: "Return it to play under your control at end of turn.", ...S },
      { lang: "pt", text: "Compre uma quantidade de cards equivalente ao maior poder entre as criaturas que você controla.", en: "Draw cards equal to the greatest toughness among creatures you control.", ...S },
      { lang: "pt", text: "Duplique o número de marcadores +1/+1 em cada criatura que você controla.", en: "Double the number of +1/+1 counters on each creature your opponents control.", ...S },
      { lang: "pt", text: "Devolva até um card de criatura alvo e até um card de terreno alvo de seu cemitério para sua mão.", en: "Return up to one target creature card and up to one target artifact card from your graveyard to your hand.", ...S },
      { lang: "pt", text: "Devolva até um card de mágica instantânea alvo e um card de feitiço alvo do seu cemitério para a sua mão.", en: "Return up to one target instant card and up to one target sorcery card from your graveyard to your hand.", ...S },
      { lang: "pt", text: "Procure em seu grimório por um card de Zumbi e por um card de pântano e coloque-os em sua mão.", en: "Search your library for a Zombie card and a Plains card and put them into your hand.", ...S },
      { lang: "pt", text: "Coloque a criatura alvo no grimório do seu dono na segunda posição.", en: "Put target creature into its owner's library third from the top.", ...S },
      { lang: "pt", text: "Coloque a criatura alvo no grimório do seu dono na segunda posição.", en: "Put target creature into its owner's library second from the bottom.", ...S },
      { lang: "pt", text: "Coloque qualquer quantidade deles no seu cemitério e o restante no topo do seu grimório em qualquer ordem.", en: "Put any number of them into your graveyard and the rest back on the bottom of your library in any order.", ...S },
    ],
    "Xyz",
  );
});
