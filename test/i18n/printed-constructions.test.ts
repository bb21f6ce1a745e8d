/**
 * More Spanish and Portuguese constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz)
 * that parse to the same AST as the English text of the same card, and differences the checker
 * must still see.
 */
import { describe, expect, it } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";

const CASES: Record<string, Case[]> = {
  "'mientras' / 'enquanto' is 'as long as'": [
    { lang: "es", text: "Mientras controles un Demonio, el Xyz obtiene +1/+1.", en: "As long as you control a Demon, Xyz gets +1/+1." },
    { lang: "es", text: "El Xyz obtiene +4/+4 mientras no haya cartas en tu cementerio.", en: "Xyz gets +4/+4 as long as there are no cards in your graveyard." },
    {
      lang: "es",
      text: "Mientras el Xyz esté en tu cementerio y controles una montaña, las criaturas que controles tienen la habilidad de prisa.",
      en: "As long as Xyz is in your graveyard and you control a Mountain, creatures you control have haste.",
    },
    { lang: "pt", text: "Enquanto você controlar um Demônio, Xyz recebe +1/+1.", en: "As long as you control a Demon, Xyz gets +1/+1." },
    {
      lang: "pt",
      text: "Enquanto Xyz estiver em seu cemitério e você controlar uma montanha, as criaturas que você controla têm ímpeto.",
      en: "As long as Xyz is in your graveyard and you control a Mountain, creatures you control have haste.",
    },
  ],
  "power and toughness defined with the stats before their owner (604.3)": [
    {
      lang: "es",
      text: "Tanto la fuerza como la resistencia del Xyz son iguales al número de cartas de encantamiento que haya en todos los cementerios.",
      en: "Xyz's power and toughness are each equal to the number of enchantment cards in all graveyards.",
    },
    { lang: "es", text: "La fuerza del Xyz es igual al número de criaturas que controlas.", en: "Xyz's power is equal to the number of creatures you control." },
    {
      lang: "pt",
      text: "O poder e a resistência de Xyz são iguais ao número de cards de encantamento em todos os cemitérios.",
      en: "Xyz's power and toughness are each equal to the number of enchantment cards in all graveyards.",
    },
  ],
  "'se convierte en' / 'torna-se' is 'becomes'": [
    { lang: "es", text: "El permanente objetivo se convierte en un artefacto además de sus otros tipos.", en: "Target permanent becomes an artifact in addition to its other types." },
    { lang: "pt", text: "A criatura alvo torna-se branca até o final do turno.", en: "Target creature becomes white until end of turn." },
  ],
  "prevention and 'from among them'": [
    { lang: "es", text: "Prevén todo el daño que se te fuera a hacer este turno.", en: "Prevent all damage that would be dealt to you this turn." },
    {
      lang: "es",
      text: "Mira las primeras cuatro cartas de tu biblioteca. Puedes mostrar una carta de criatura que se encuentre entre ellas y ponerla en tu mano.",
      en: "Look at the top four cards of your library. You may reveal a creature card from among them and put it into your hand.",
    },
  ],
  "Portuguese future subjunctive and future: 'tiver', 'houver', 'poderá', 'se estiver apta'": [
    { lang: "pt", text: "Se você tiver 20 ou mais pontos de vida, compre um card.", en: "If you have 20 or more life, draw a card." },
    { lang: "pt", text: "Se houver quatro ou mais cards em seu cemitério, compre um card.", en: "If there are four or more cards in your graveyard, draw a card." },
    { lang: "pt", text: "Você poderá comprar um card.", en: "You may draw a card." },
    { lang: "pt", text: "A criatura alvo ataca neste turno se estiver apta.", en: "Target creature attacks this turn if able." },
  ],
  "Portuguese 'sendo X igual a' and contractions with 'aquele'": [
    { lang: "pt", text: "Xyz causa X pontos de dano à criatura alvo, sendo X igual ao número de cards em sua mão.", en: "Xyz deals X damage to target creature, where X is the number of cards in your hand." },
    { lang: "pt", text: "Ganhe o controle daquela criatura.", en: "Gain control of that creature." },
  ],
  "older Spanish templates of effects": [
    { lang: "es", text: "La criatura objetivo gana la habilidad de cruzar pantanos hasta el final del turno.", en: "Target creature gains swampwalk until end of turn." },
    { lang: "es", text: "Si lo haces, cada otro jugador sacrifica una criatura.", en: "If you do, each other player sacrifices a creature." },
    { lang: "es", text: "Destruye la criatura objetivo con un coste de maná convertido de 3 ó menos.", en: "Destroy target creature with converted mana cost 3 or less." },
    { lang: "es", text: "Ganas una cantidad de vida igual al número de cartas de criatura que haya en todos los cementerios.", en: "You gain life equal to the number of creature cards in all graveyards." },
    { lang: "es", text: "Cada criatura que controlas es del tipo elegido además de sus otros tipos.", en: "Each creature you control is the chosen type in addition to its other types." },
    { lang: "es", text: "Gana el control del Fragmentado objetivo.", en: "Gain control of target Sliver." },
    { lang: "es", text: "Usa este maná sólo para lanzar hechizos de Myr.", en: "Spend this mana only to cast Myr spells." },
    { lang: "es", text: "El jugador objetivo toma un turno adicional después de éste.", en: "Target player takes an extra turn after this one." },
    { lang: "es", text: "Afinidad por artefactos.", en: "Affinity for artifacts" },
    { lang: "es", text: "Lanza una moneda.", en: "Flip a coin." },
    { lang: "es", text: "Si una fuente negra fuera a hacerte daño, prevén 2 puntos de ese daño.", en: "If a black source would deal damage to you, prevent 2 of that damage." },
    { lang: "es", text: "Manifiesta la primera carta de tu biblioteca.", en: "Manifest the top card of your library." },
    { lang: "es", text: "Exilia la criatura objetivo que te haya hecho daño este turno.", en: "Exile target creature that dealt damage to you this turn." },
    {
      lang: "es",
      text: "Mira las primeras cinco cartas de la parte superior de tu biblioteca, luego regrésalas en cualquier orden.",
      en: "Look at the top five cards of your library, then put them back in any order.",
    },
    { lang: "es", text: "Pon en el campo de batalla bajo tu control todas las cartas de criatura de todos los cementerios.", en: "Put all creature cards from all graveyards onto the battlefield under your control." },
    { lang: "es", text: "Cuando lo hagas, roba una carta.", en: "When you do, draw a card." },
    { lang: "es", text: "Siempre que la criatura equipada bloquee o sea bloqueada por una criatura, roba una carta.", en: "Whenever equipped creature blocks or becomes blocked by a creature, draw a card." },
  ],
  "participles after the noun, 'no lo hace' / 'não o fizer'": [
    { lang: "es", text: "Regresa la carta exiliada al campo de batalla bajo el control de su propietario.", en: "Return the exiled card to the battlefield under its owner's control." },
    { lang: "es", text: "Pon las cartas mostradas en la parte inferior de tu biblioteca en cualquier orden.", en: "Put the revealed cards on the bottom of your library in any order." },
    { lang: "pt", text: "Coloque os cards revelados no fundo de seu grimório em qualquer ordem.", en: "Put the revealed cards on the bottom of your library in any order." },
    { lang: "es", text: "Si ese jugador no lo hace, roba una carta.", en: "If that player doesn't, draw a card." },
    { lang: "pt", text: "Se aquele jogador não o fizer, você pode comprar um card.", en: "If that player doesn't, you may draw a card." },
  ],
  "older Portuguese templates": [
    { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura alvo ou ao jogador alvo.", en: "Xyz deals 2 damage to target creature or player." },
    { lang: "pt", text: "Toda vez que esta criatura se tornar alvo de uma mágica ou habilidade, compre um card.", en: "Whenever this creature becomes the target of a spell or ability, draw a card." },
    { lang: "pt", text: "Se não o fizer, Xyz entrará em jogo virado.", en: "If you don't, Xyz enters the battlefield tapped." },
    { lang: "pt", text: "Xyz receberá +2/+2 até o final do turno.", en: "Xyz gets +2/+2 until end of turn." },
  ],
  "subtypes named on the printed type lines, and their plurals": [
    {
      lang: "es",
      text: "{5}, {T}, sacrificar el Xyz: Pon en el campo de batalla una ficha de criatura artefacto Gárgola incolora 3/4 con la habilidad de volar.",
      en: "{5}, {T}, Sacrifice Xyz: Put a 3/4 colorless Gargoyle artifact creature token with flying onto the battlefield.",
    },
    { lang: "es", text: "Los Tejones que controlas obtienen +1/+1.", en: "Badgers you control get +1/+1." },
    { lang: "pt", text: "Os Dragões que você controla recebem +1/+1.", en: "Dragons you control get +1/+1." },
  ],
  "wording the checker sets aside": [
    { lang: "es", text: "Siempre que juegues un hechizo arcano o de Espíritu, roba una carta.", en: "Whenever you play a Spirit or Arcane spell, draw a card." },
    { lang: "es", text: "El Xyz se convierte en una criatura artefacto Espíritu 4/4 hasta el final del turno.", en: "Xyz becomes a 4/4 Spirit artifact creature until end of turn." },
    { lang: "es", text: "{3}: Pon la carta objetivo de un cementerio en la parte inferior de la biblioteca de su propietario.", en: "{3}: Put target card in a graveyard on the bottom of its owner's library." },
    {
      lang: "es",
      text: "Al comienzo de tu mantenimiento, puedes regresar a tu mano una carta objetivo de Trasgo de tu cementerio.",
      en: "At the beginning of your upkeep, you may return target Goblin card from your graveyard to your hand.",
    },
    { lang: "es", text: "Pon en el campo de batalla dos fichas de criatura Elemental rojas X/X.", en: "Put two X/X red Elemental creature tokens onto the battlefield." },
  ],
  "Spanish trigger events and conditions": [
    { lang: "es", text: "Al comienzo de tu fase principal precombate, roba una carta.", en: "At the beginning of your precombat main phase, draw a card." },
    {
      lang: "es",
      text: "Siempre que una o más criaturas que controlas hagan daño de combate a un jugador, roba una carta.",
      en: "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
    },
    { lang: "es", text: "Siempre que el Xyz ataque y no sea bloqueado, roba una carta.", en: "Whenever Xyz attacks and isn't blocked, draw a card." },
    { lang: "es", text: "Siempre que escrutes, roba una carta.", en: "Whenever you surveil, draw a card." },
    { lang: "es", text: "Al comienzo del mantenimiento del jugador elegido, roba una carta.", en: "At the beginning of the chosen player's upkeep, draw a card." },
    { lang: "es", text: "Cuando no controles islas, sacrifica el Xyz.", en: "When you control no Islands, sacrifice Xyz." },
    { lang: "es", text: "Cuando el Xyz salga del juego, roba una carta.", en: "When Xyz leaves the battlefield, draw a card." },
    { lang: "es", text: "Busca en tu biblioteca una carta llamada Xyz.", en: "Search your library for a card named Xyz." },
    { lang: "es", text: "Regrésala al campo de batalla girada y atacando.", en: "Return it to the battlefield tapped and attacking." },
    { lang: "es", text: "El Xyz puede bloquear como si tuviera la habilidad de volar.", en: "Xyz can block as though it had flying." },
    { lang: "es", text: "Si atacaste con tres o más criaturas este turno, roba una carta.", en: "If you attacked with three or more creatures this turn, draw a card." },
  ],
  "Portuguese templates of effects and triggers": [
    { lang: "pt", text: "Se fizer isso, cada outro jogador sacrifica uma criatura.", en: "If you do, each other player sacrifices a creature." },
    { lang: "pt", text: "Destrua a criatura alvo com custo de mana convertido igual ou inferior a 3.", en: "Destroy target creature with converted mana cost 3 or less." },
    { lang: "pt", text: "Destrua a criatura alvo com poder maior ou igual a 4.", en: "Destroy target creature with power 4 or greater." },
    {
      lang: "pt",
      text: "Você ganha uma quantidade de pontos de vida igual ao número de cards de criatura em todos os cemitérios.",
      en: "You gain life equal to the number of creature cards in all graveyards.",
    },
    { lang: "pt", text: "O jogador alvo joga um turno adicional após este.", en: "Target player takes an extra turn after this one." },
    { lang: "pt", text: "Afinidade por artefatos", en: "Affinity for artifacts" },
    { lang: "pt", text: "Se uma fonte preta fosse causar dano a você, previna 2 pontos daquele dano.", en: "If a black source would deal damage to you, prevent 2 of that damage." },
    { lang: "pt", text: "Quando fizer isso, compre um card.", en: "When you do, draw a card." },
    { lang: "pt", text: "Toda vez que Xyz atacar e não for bloqueado, compre um card.", en: "Whenever Xyz attacks and isn't blocked, draw a card." },
    {
      lang: "pt",
      text: "Toda vez que uma ou mais criaturas que você controla causarem dano de combate a um jogador, compre um card.",
      en: "Whenever one or more creatures you control deal combat damage to a player, draw a card.",
    },
    { lang: "pt", text: "No início de sua fase principal pré-combate, compre um card.", en: "At the beginning of your precombat main phase, draw a card." },
    { lang: "pt", text: "Procure em seu grimório um card chamado Xyz.", en: "Search your library for a card named Xyz." },
    { lang: "pt", text: "A permanente alvo torna-se um artefato além de seus outros tipos.", en: "Target permanent becomes an artifact in addition to its other types." },
    { lang: "pt", text: "O controlador daquela criatura perde 2 pontos de vida.", en: "That creature's controller loses 2 life." },
    { lang: "pt", text: "Exile todos os cards do cemitério do jogador alvo.", en: "Exile all cards from target player's graveyard." },
    { lang: "es", text: "Destruye la criatura objetivo con coste de maná convertido menor o igual a 3.", en: "Destroy target creature with converted mana cost 3 or less." },
  ],
  "inverted subjects of trigger events": [
    { lang: "es", text: "Siempre que se gire una tierra, roba una carta.", en: "Whenever a land becomes tapped, draw a card." },
    { lang: "es", text: "Siempre que se gire un Bosque para obtener maná, roba una carta.", en: "Whenever a Forest is tapped for mana, draw a card." },
    {
      lang: "es",
      text: "Siempre que se coloque un contador +1/+1 sobre una criatura que controlas, roba una carta.",
      en: "Whenever a +1/+1 counter is put on a creature you control, draw a card.",
    },
    { lang: "es", text: "Siempre que se pongan uno o más contadores +1/+1 sobre el Xyz, roba una carta.", en: "Whenever one or more +1/+1 counters are put on Xyz, draw a card." },
    { lang: "es", text: "Siempre que se remueva un contador de tiempo del Xyz, roba una carta.", en: "Whenever a time counter is removed from Xyz, draw a card." },
  ],
  "'que fuera a hacer X': the source after the verb": [
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Prevén todo el daño que fuera a hacer una fuente de tu elección este turno.", en: "Prevent all damage a source of your choice would deal this turn." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Prevén todo el daño de combate que fuera a hacer la criatura objetivo este turno.", en: "Prevent all combat damage target creature would deal this turn." },
  ],
  "modes and keyword actions": [
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Escolha um — • Compre um card. • Você ganha 2 pontos de vida.", en: "Choose one — • Draw a card. • You gain 2 life." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Vigila 2.", en: "Surveil 2." },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Vigie 2.", en: "Surveil 2." },
    { lang: "es", type: "Conjuro", enType: "Sorcery", text: "Regresa todas las criaturas a las manos de sus propietarios.", en: "Return all creatures to their owners' hands." },
  ],
  "more wording the checker sets aside": [
    {
      lang: "es",
      text: "{W}{U}: El Xyz se convierte en una criatura artefacto Ave blanca y azul 2/2 con la habilidad de volar hasta el final del turno.",
      en: "{W}{U}: Xyz becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.",
    },
    { lang: "es", type: "Conjuro", enType: "Sorcery", text: "Destruye todas las auras y equipos.", en: "Destroy all Auras and Equipment." },
    {
      lang: "es",
      type: "Conjuro",
      enType: "Sorcery",
      text: "Busca en tu biblioteca una carta de equipo, muéstrala y ponla en tu mano.",
      en: "Search your library for an Equipment card, reveal that card, and put it into your hand.",
    },
    { lang: "es", type: "Conjuro", enType: "Sorcery", text: "Puedes elegir nuevos objetivos para la copia.", en: "You may choose new targets for the copy." },
    {
      lang: "es",
      text: "La criatura equipada obtiene +2/+2, tiene la habilidad de volar, y es un Ángel blanco además de sus otros colores y tipos.",
      en: "Equipped creature gets +2/+2, has flying, and is a white Angel in addition to its other colors and types.",
    },
    { lang: "pt", text: "Unir em Arcana {W}", en: "Splice onto Arcane {W}" },
    { lang: "es", text: "Empalmar con lo arcano {W}", en: "Splice onto Arcane {W}" },
    { lang: "es", text: "Empalmar con instantáneo o conjuro {3}{W}", en: "Splice onto instant or sorcery {3}{W}" },
    { lang: "pt", text: "Unir com mágica instantânea ou feitiço {3}{W}", en: "Splice onto instant or sorcery {3}{W}" },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Destruye la criatura objetivo con coste de maná convertido de 3 ó más.", en: "Destroy target creature with converted mana cost 3 or greater." },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Previna todo o dano de combate que a criatura alvo causaria neste turno.", en: "Prevent all combat damage target creature would deal this turn." },
    { lang: "pt", text: "Toda vez que conjurar uma mágica, compre um card.", en: "Whenever you cast a spell, draw a card." },
    { lang: "pt", text: "Quando a face de Xyz for voltada para cima, compre um card.", en: "When Xyz is turned face up, draw a card." },
  ],
  "older conditions, prevention shields and delayed triggers": [
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Si es una criatura artefacto, roba una carta.", en: "If it's an artifact creature, draw a card." },
    {
      lang: "es",
      type: "Instantáneo",
      enType: "Instant",
      text: "La próxima vez que una fuente negra de tu elección fuera a hacerte daño este turno, prevén ese daño.",
      en: "The next time a black source of your choice would deal damage to you this turn, prevent that damage.",
    },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Si ganas el lanzamiento, roba una carta.", en: "If you win the flip, draw a card." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Si el Xyz fue estimulado, roba una carta.", en: "If Xyz was kicked, draw a card." },
    { lang: "es", text: "Cuando el Xyz sea puesto boca arriba, roba una carta.", en: "When Xyz is turned face up, draw a card." },
    {
      lang: "es",
      text: "Mientras controles otra criatura artefacto, el Xyz no puede ser objetivo de hechizos o habilidades.",
      en: "As long as you control another artifact creature, Xyz can't be the target of spells or abilities.",
    },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Roba una carta al comienzo del mantenimiento del próximo turno.", en: "Draw a card at the beginning of the next turn's upkeep." },
    {
      lang: "es",
      type: "Instantáneo",
      enType: "Instant",
      text: "Prevén los siguientes 2 puntos de daño que se le fuera a hacer a la criatura o jugador objetivo este turno.",
      en: "Prevent the next 2 damage that would be dealt to target creature or player this turn.",
    },
    { lang: "es", text: "No puede ser objetivo de hechizos o habilidades.", en: "It can't be the target of spells or abilities." },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Se Xyz foi reforçado, compre um card.", en: "If Xyz was kicked, draw a card." },
    {
      lang: "pt",
      text: "Enquanto você controlar outra criatura artefato, Xyz não pode ser alvo de mágicas ou habilidades.",
      en: "As long as you control another artifact creature, Xyz can't be the target of spells or abilities.",
    },
    {
      lang: "pt",
      type: "Mágica Instantânea",
      enType: "Instant",
      text: "Previna os próximos 2 pontos de dano que seriam causados à criatura alvo neste turno.",
      en: "Prevent the next 2 damage that would be dealt to target creature this turn.",
    },
  ],
  "what is searched for before the library; more Portuguese templates": [
    {
      lang: "pt",
      type: "Feitiço",
      enType: "Sorcery",
      text: "Procure um card de terreno básico em seu grimório, revele-o e coloque-o em sua mão.",
      en: "Search your library for a basic land card, reveal it, and put it into your hand.",
    },
    {
      lang: "es",
      type: "Conjuro",
      enType: "Sorcery",
      text: "Busca una carta de tierra básica en tu biblioteca, muéstrala y ponla en tu mano.",
      en: "Search your library for a basic land card, reveal it, and put it into your hand.",
    },
    { lang: "pt", text: "Se você controlar vinte ou mais criaturas, você ganha o jogo.", en: "If you control twenty or more creatures, you win the game." },
    { lang: "pt", text: "Se uma fonte preta fosse lhe causar dano, previna 2 daqueles pontos de dano.", en: "If a black source would deal damage to you, prevent 2 of that damage." },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Em seguida, compre um card.", en: "Then draw a card." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "O jogador alvo joga um turno extra após este turno.", en: "Target player takes an extra turn after this one." },
  ],
  "types after 'objetivo', players who may": [
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Contrarresta el hechizo objetivo de instantáneo o de conjuro.", en: "Counter target instant or sorcery spell." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Exilia la criatura objetivo que no controlas.", en: "Exile target creature you don't control." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Su controlador puede robar una carta.", en: "Its controller may draw a card." },
    {
      lang: "es",
      type: "Instantáneo",
      enType: "Instant",
      text: "Regresa la criatura objetivo y la tierra objetivo a las manos de sus propietarios.",
      en: "Return target creature and target land to their owners' hands.",
    },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Destrua o artefato alvo e o encantamento alvo.", en: "Destroy target artifact and target enchantment." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "El Xyz hace 1 punto de daño a cada criatura y a cada jugador.", en: "Xyz deals 1 damage to each creature and each player." },
    { lang: "pt", type: "Mágica Instantânea", enType: "Instant", text: "Xyz causa 1 ponto de dano a cada criatura e a cada jogador.", en: "Xyz deals 1 damage to each creature and each player." },
  ],
  "the subject dropped after a condition": [
    { lang: "es", text: "Mientras la criatura encantada sea negra, obtiene +1/+1 y tiene la habilidad de debilitar.", en: "As long as enchanted creature is black, it gets +1/+1 and has wither." },
  ],
  "players and their zones after the noun": [
    { lang: "es", text: "El controlador de esa criatura pierde 2 vidas.", en: "That creature's controller loses 2 life." },
    { lang: "es", text: "Exilia todas las cartas del cementerio del jugador objetivo.", en: "Exile all cards from target player's graveyard." },
    { lang: "es", text: "Exilia una carta del cementerio de un oponente.", en: "Exile a card from an opponent's graveyard." },
    { lang: "es", text: "Busca en la biblioteca del jugador objetivo una carta y exíliala.", en: "Search target player's library for a card and exile it." },
  ],
  "the werewolves' conditions": [
    {
      lang: "es",
      text: "Al comienzo de cada mantenimiento, si no se lanzaron hechizos en el último turno, transforma al Xyz.",
      en: "At the beginning of each upkeep, if no spells were cast last turn, transform Xyz.",
    },
    {
      lang: "pt",
      text: "No início de cada manutenção, se um jogador tiver conjurado duas ou mais mágicas no último turno, transforme Xyz.",
      en: "At the beginning of each upkeep, if a player cast two or more spells last turn, transform Xyz.",
    },
  ],
  "a list's members in another order, qualifiers in another order": [
    { lang: "es", text: "Destruye el artefacto o criatura objetivo.", en: "Destroy target creature or artifact." },
    {
      lang: "es",
      text: "Busca en tu biblioteca una carta de artefacto con coste de maná convertido de 1 o menos, muéstrala y ponla en tu mano.",
      en: "Search your library for an artifact card with converted mana cost 1 or less, reveal it, and put it into your hand.",
    },
  ],
};

sameMeaning("Romance constructions parse to the same AST as English (more constructions)", CASES, () => NAME);

describe("the checker still tells a different meaning (more constructions)", () => {
  const differ: Case[] = [
    { lang: "es", text: "Mientras controles un Demonio, el Xyz obtiene +1/+1.", en: "As long as you control a Dragon, Xyz gets +1/+1." },
    { lang: "es", text: "Siempre que juegues un hechizo arcano o de Espíritu, roba una carta.", en: "Whenever you play a Spirit or Demon spell, draw a card." },
    { lang: "es", text: "El Xyz se convierte en una criatura artefacto Espíritu 4/4 hasta el final del turno.", en: "Xyz becomes a 4/3 Spirit artifact creature until end of turn." },
    { lang: "es", text: "Los Tejones que controlas obtienen +1/+1.", en: "Bears you control get +1/+1." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Contrarresta el hechizo objetivo de instantáneo o de conjuro.", en: "Counter target creature or sorcery spell." },
    { lang: "es", type: "Instantáneo", enType: "Instant", text: "Exilia la criatura objetivo que no controlas.", en: "Exile target creature you control." },
    {
      lang: "es",
      text: "{W}{U}: El Xyz se convierte en una criatura artefacto Ave blanca y roja 2/2 con la habilidad de volar hasta el final del turno.",
      en: "{W}{U}: Xyz becomes a 2/2 white and blue Bird artifact creature with flying until end of turn.",
    },
    { lang: "es", type: "Conjuro", enType: "Sorcery", text: "Destruye todas las auras y equipos.", en: "Destroy all Auras and Vehicles." },
    { lang: "es", type: "Conjuro", enType: "Sorcery", text: "Busca en tu biblioteca una carta de equipo, muéstrala y ponla en tu mano.", en: "Search your library for an Equipment card, reveal that card, and put it into your graveyard." },
    { lang: "es", text: "Prevén todo el daño que fuera a hacer una fuente de tu elección este turno.", en: "Prevent all damage a source of your choice would deal to you this turn." },
    { lang: "es", text: "Siempre que se gire una tierra, roba una carta.", en: "Whenever a land becomes untapped, draw a card." },
    { lang: "es", text: "Siempre que se coloque un contador +1/+1 sobre una criatura que controlas, roba una carta.", en: "Whenever a +1/+1 counter is put on a creature an opponent controls, draw a card." },
    { lang: "pt", text: "Destrua a criatura alvo com custo de mana convertido igual ou inferior a 3.", en: "Destroy target creature with converted mana cost 3 or greater." },
    { lang: "pt", text: "Destrua a criatura alvo com poder maior ou igual a 4.", en: "Destroy target creature with power 3 or greater." },
    { lang: "es", text: "Destruye el artefacto o criatura objetivo.", en: "Destroy target creature or enchantment." },
    { lang: "es", text: "Destruye el artefacto o criatura objetivo.", en: "Destroy target creature and artifact." },
    { lang: "es", text: "El controlador de esa criatura pierde 2 vidas.", en: "That creature's owner loses 2 life." },
    { lang: "es", text: "Exilia todas las cartas del cementerio del jugador objetivo.", en: "Exile all cards from your graveyard." },
    { lang: "es", text: "Mientras la criatura encantada sea negra, obtiene +1/+1 y tiene la habilidad de debilitar.", en: "As long as enchanted creature is black, it gets +1/+1 and has flying." },
    { lang: "es", text: "La fuerza del Xyz es igual al número de criaturas que controlas.", en: "Xyz's power and toughness are each equal to the number of creatures you control." },
    { lang: "pt", text: "Se houver quatro ou mais cards em seu cemitério, compre um card.", en: "If there are five or more cards in your graveyard, draw a card." },
    { lang: "pt", text: "Xyz causa X pontos de dano à criatura alvo, sendo X igual ao número de cards em sua mão.", en: "Xyz deals X damage to target creature, where X is the number of creatures you control." },
  ];
  differentMeaning(differ, NAME);
});
