/**
 * Spanish and Portuguese trigger events and prevention wording of the printed cards: the parts of a
 * prevention in any order ("por" is "by"), "que no sea de combate" ("noncombat"), counters put "em"/
 * removed "de" an object, "no cemitério de um oponente", "su primer hechizo", "se transforma em",
 * "sea el objetivo de", "pela primeira vez em cada turno".
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "prevention with its parts in Romance order (615)": [
    {
      lang: "pt",
      text: "Previna todo o dano de combate que seria causado neste turno por criaturas atacantes.",
      en: "Prevent all combat damage that would be dealt this turn by attacking creatures.",
      type: "Mágica Instantânea",
      enType: "Instant",
    },
    {
      lang: "pt",
      text: "Previna todo o dano que seria causado a você neste turno por uma fonte à sua escolha.",
      en: "Prevent all damage that would be dealt to you this turn by a source of your choice.",
      type: "Mágica Instantânea",
      enType: "Instant",
    },
    {
      lang: "es",
      text: "Prevén todo el daño que fuera a ser hecho por criaturas a la Bandada fantasmal.",
      en: "Prevent all damage that would be dealt to Bandada fantasmal by creatures.",
    },
    {
      lang: "es",
      text: "Prevén el siguiente punto de daño de combate que se te fuera a hacer este turno.",
      en: "Prevent the next 1 combat damage that would be dealt to you this turn.",
      type: "Instantáneo",
      enType: "Instant",
    },
    {
      lang: "es",
      text: "Prevén todo el daño de combate que fuera a hacer y que se le fuera a hacer a la criatura objetivo este turno.",
      en: "Prevent all combat damage that would be dealt to and dealt by target creature this turn.",
      type: "Instantáneo",
      enType: "Instant",
    },
    { lang: "pt", text: "Previna todo o dano de combate que seria causado e sofrido por Bandada fantasmal.", en: "Prevent all combat damage that would be dealt to and dealt by Bandada fantasmal." },
    { lang: "es", text: "Prevén todo el daño que no sea de combate que se le fuera a hacer a las criaturas que controles.", en: "Prevent all noncombat damage that would be dealt to creatures you control." },
    { lang: "pt", text: "Previna todo o dano que não seja de combate que seria causado à criatura equipada.", en: "Prevent all noncombat damage that would be dealt to equipped creature." },
    { lang: "es", text: "Prevén todo el daño de combate que fuera a ser hecho por criaturas que no sean Licántropos.", en: "Prevent all combat damage that would be dealt by non-Werewolf creatures." },
  ],
  "counters put on or removed from an object (122.6)": [
    {
      lang: "pt",
      text: "Toda vez que um ou mais marcadores +1/+1 são colocados em outra criatura que você controla, compre um card.",
      en: "Whenever one or more +1/+1 counters are put on another creature you control, draw a card.",
    },
    {
      lang: "es",
      text: "Siempre que uno o más contadores de lealtad se remuevan de la Bandada fantasmal, roba una carta.",
      en: "Whenever one or more loyalty counters are removed from Bandada fantasmal, draw a card.",
    },
  ],
  "the graveyard's owner after it": [
    {
      lang: "pt",
      text: "Toda vez que um card for colocado no cemitério de um oponente vindo de qualquer lugar, você ganha 1 ponto de vida.",
      en: "Whenever a card is put into an opponent's graveyard from anywhere, you gain 1 life.",
    },
  ],
  "events: the nth spell, transforming, becoming the target, damage dealt": [
    { lang: "es", text: "Siempre que un oponente lance su primer hechizo cada turno, roba una carta.", en: "Whenever an opponent casts their first spell each turn, draw a card." },
    { lang: "pt", text: "Toda vez que você conjurar sua segunda mágica em cada turno, compre um card.", en: "Whenever you cast your second spell each turn, draw a card." },
    { lang: "pt", text: "Toda vez que esta criatura se transforma em Bandada fantasmal, compre um card.", en: "Whenever this creature transforms into Bandada fantasmal, draw a card." },
    { lang: "es", text: "Cuando esta criatura sea el objetivo de un hechizo o habilidad, sacrifícala.", en: "When this creature becomes the target of a spell or ability, sacrifice it." },
    {
      lang: "pt",
      text: "Toda vez que Bandada fantasmal se tornar o alvo de uma mágica ou habilidade pela primeira vez em cada turno, compre um card.",
      en: "Whenever Bandada fantasmal becomes the target of a spell or ability for the first time each turn, draw a card.",
    },
    { lang: "es", text: "Siempre que un oponente reciba daño que no sea de combate, roba una carta.", en: "Whenever an opponent is dealt noncombat damage, draw a card." },
    { lang: "pt", text: "Toda vez que Bandada fantasmal sofre dano de combate, compre um card.", en: "Whenever Bandada fantasmal is dealt combat damage, draw a card." },
    { lang: "es", text: "Siempre que la Bandada fantasmal sea desanexada de una criatura, roba una carta.", en: "Whenever Bandada fantasmal becomes unattached from a creature, draw a card." },
    { lang: "es", text: "Cuando la Bandada fantasmal aproveche una criatura, roba una carta.", en: "When Bandada fantasmal exploits a creature, draw a card." },
  ],
  "damage dealt to another object instead, 'instead' before the new recipient (614.9)": [
    { lang: "es", text: "Todo el daño que se te fuera a hacer, en vez de eso, se le hace a la criatura equipada.", en: "All damage that would be dealt to you is dealt to equipped creature instead." },
    {
      lang: "pt",
      text: "{1}{W}: O próximo 1 ponto de dano que seria causado a Bandada fantasmal neste turno, em vez disso, é causado à criatura alvo.",
      en: "{1}{W}: The next 1 damage that would be dealt to Bandada fantasmal this turn is dealt to target creature instead.",
    },
  ],
  "conditions and replacements of older printings": [
    {
      lang: "es",
      text: "La criatura objetivo obtiene +1/+1 hasta el final del turno.\nUmbral En vez de eso, la criatura objetivo obtiene +3/+3 hasta el final del turno.",
      en: "Target creature gets +1/+1 until end of turn.\nThreshold — Target creature gets +3/+3 until end of turn instead.",
      type: "Instantáneo",
      enType: "Instant",
    },
    {
      lang: "pt",
      text: "Revele o card do topo de seu grimório. Se for um card de criatura, coloque-o em sua mão. Se não, coloque-o em seu cemitério.",
      en: "Reveal the top card of your library. If it's a creature card, put it into your hand. Otherwise, put it into your graveyard.",
      type: "Feitiço",
      enType: "Sorcery",
    },
    { lang: "es", text: "Si tienes más cartas en tu mano que cada oponente, roba una carta.", en: "If you have more cards in hand than each opponent, draw a card.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Se você tiver mais cards em sua mão do que cada oponente, compre um card.", en: "If you have more cards in hand than each opponent, draw a card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Compre um card. Se {U} foi gasto para jogar Bandada fantasmal, compre um card.", en: "Draw a card. If {U} was spent to play Bandada fantasmal, draw a card.", type: "Feitiço", enType: "Sorcery" },
    {
      lang: "es",
      text: "Roba dos cartas. Si jugaste este hechizo durante tu fase principal, en vez de eso, roba tres cartas.",
      en: "Draw two cards. If you played this spell during your main phase, instead draw three cards.",
      type: "Conjuro",
      enType: "Sorcery",
    },
  ],
  "conditions of static abilities and an intervening 'if' written before its trigger (603.4)": [
    {
      lang: "pt",
      text: "Determinação Se você não tiver nenhum card em sua mão, quando Bandada fantasmal for colocado no cemitério vindo do jogo, a criatura alvo receberá -3/-3 até o final do turno.",
      en: "Hellbent — When Bandada fantasmal is put into a graveyard from play, if you have no cards in hand, target creature gets -3/-3 until end of turn.",
    },
    { lang: "es", text: "Mientras tengas 30 vidas o más, la Bandada fantasmal obtiene +5/+5.", en: "As long as you have 30 or more life, Bandada fantasmal gets +5/+5." },
    { lang: "es", text: "Mientras no sea tu turno, la Bandada fantasmal tiene la habilidad de volar.", en: "As long as it's not your turn, Bandada fantasmal has flying." },
    { lang: "pt", text: "Enquanto você controlar exatamente uma criatura, aquela criatura recebe +3/+1.", en: "As long as you control exactly one creature, that creature gets +3/+1." },
    { lang: "es", text: "Mientras la Bandada fantasmal sea monstruosa, tiene la habilidad de alcance.", en: "As long as Bandada fantasmal is monstrous, it has reach." },
    {
      lang: "es",
      text: "Mientras la Bandada fantasmal esté emparejada con otra criatura, ambas criaturas tienen la habilidad de volar.",
      en: "As long as Bandada fantasmal is paired with another creature, both creatures have flying.",
    },
    { lang: "es", text: "Cuando te hagan daño de combate, sacrifica la Bandada fantasmal.", en: "When you're dealt combat damage, sacrifice Bandada fantasmal." },
  ],
  "reflexive triggers, dropped subjects, exploit, the player whose step it is": [
    {
      lang: "pt",
      text: "Você pode exaurir Bandada fantasmal conforme ela ataca. Quando você faz isso, ela recebe +1/+1 até o final do turno.",
      en: "You may exert Bandada fantasmal as it attacks. When you do, it gets +1/+1 until end of turn.",
    },
    { lang: "pt", text: "Quando conjura Bandada fantasmal, compre um card.", en: "When you cast Bandada fantasmal, draw a card." },
    { lang: "pt", text: "Quando você não controlar nenhum outro artefato, sacrifique Bandada fantasmal.", en: "When you control no other artifacts, sacrifice Bandada fantasmal." },
    {
      lang: "pt",
      text: "Explorar (Quando esta criatura entra no campo de batalha, você pode sacrificar uma criatura.)\nQuando Bandada fantasmal explorar uma criatura, compre um card.",
      en: "Exploit (When this creature enters the battlefield, you may sacrifice a creature.)\nWhen Bandada fantasmal exploits a creature, draw a card.",
    },
    { lang: "pt", text: "No início da manutenção do jogador encantado, aquele jogador perde 1 ponto de vida.", en: "At the beginning of enchanted player's upkeep, that player loses 1 life." },
    {
      lang: "es",
      text: "Siempre que un jugador gire una tierra para obtener maná durante el turno de otro jugador, destruye esa tierra.",
      en: "Whenever a player taps a land for mana during another player's turn, destroy that land.",
    },
  ],
};

sameMeaning("Romance trigger events and prevention parse to the same AST as English", CASES, () => "Bandada fantasmal");

describe("what the order of a prevention's parts does not hide", () => {
  differentMeaning(
    [
      {
        lang: "pt",
        text: "Previna todo o dano de combate que seria causado neste turno por criaturas atacantes.",
        en: "Prevent all combat damage that would be dealt this turn by blocking creatures.",
        type: "Mágica Instantânea",
        enType: "Instant",
      },
      { lang: "es", text: "Siempre que un oponente lance su primer hechizo cada turno, roba una carta.", en: "Whenever an opponent casts their second spell each turn, draw a card." },
      {
        lang: "pt",
        text: "Toda vez que um ou mais marcadores +1/+1 são colocados em outra criatura que você controla, compre um card.",
        en: "Whenever one or more +1/+1 counters are removed from another creature you control, draw a card.",
      },
    ],
    "Bandada fantasmal",
  );
});
