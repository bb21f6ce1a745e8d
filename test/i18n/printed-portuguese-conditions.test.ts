/**
 * Portuguese printed conditions (round 3): past events in the preterite and in the future perfect of the subjunctive
 * ("morreu", "tiver morrido", "deixou", "entrou no campo de batalha", "foi exilado"), costs paid ("o tributo não tiver
 * sido pago", "seu custo de espreitar foi pago", "o custo de reforço de {R} tiver sido pago"), shared types
 * ("compartilhar um tipo de criatura com"), a dropped or demonstrative subject ("Se for o seu turno", "Se este for um
 * card de criatura", "se controlar", "se tiver 40 ou mais pontos de vida"); and changes of meaning the checker still
 * tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "past events: 'morreu', 'tiver morrido', 'deixou', 'entrou no campo de batalha', 'foi exilado', 'perdeu'": [
    { lang: "pt", text: "No início da sua etapa final, se uma criatura morreu neste turno, compre um card.", en: "At the beginning of your end step, if a creature died this turn, draw a card." },
    { lang: "pt", text: "No início da sua etapa final, se uma criatura tiver morrido neste turno, compre um card.", en: "At the beginning of your end step, if a creature died this turn, draw a card." },
    { lang: "pt", text: "No início da sua etapa final, se uma permanente que você controlava deixou o campo de batalha neste turno, compre um card.", en: "At the beginning of your end step, if a permanent you controlled left the battlefield this turn, draw a card." },
    { lang: "pt", text: "No início de cada manutenção, se um planeswalker entrou no campo de batalha sob o seu controle no último turno, compre um card.", en: "At the beginning of each upkeep, if a planeswalker entered the battlefield under your control last turn, draw a card." },
    { lang: "pt", text: "Exile a criatura alvo. Se um Pirata foi exilado desta forma, compre um card.", en: "Exile target creature. If a Pirate was exiled this way, draw a card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "No início da sua manutenção, se um oponente tiver perdido pontos de vida no último turno, compre um card.", en: "At the beginning of your upkeep, if an opponent lost life last turn, draw a card." },
    { lang: "pt", text: "No final do combate, se Xyz atacou ou bloqueou neste combate, compre um card.", en: "At end of combat, if Xyz attacked or blocked this combat, draw a card." },
    { lang: "pt", text: "No início da etapa final de cada oponente, se você não perdeu pontos de vida neste turno, compre um card.", en: "At the beginning of each opponent's end step, if you didn't lose life this turn, draw a card." },
  ],
  "costs paid: 'o tributo não tiver sido pago', 'seu custo de espreitar foi pago', 'o custo de reforço de {R}'": [
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se o tributo não tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if tribute wasn't paid, draw a card." },
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se seu custo de espreitar tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if its prowl cost was paid, draw a card." },
    { lang: "pt", text: "O jogador alvo perde 3 pontos de vida. Se o custo de surto de Xyz foi pago, compre um card.", en: "Target player loses 3 life. If Xyz's surge cost was paid, draw a card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se o custo de reforço de {R} tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if it was kicked with its {R} kicker, draw a card." },
  ],
  "'compartilhar um tipo de criatura com', the subject dropped or a demonstrative: 'Se for o seu turno', 'Se este for um card'": [
    { lang: "pt", text: "Se ele compartilhar um tipo de criatura com Xyz, você poderá revelá-lo.", en: "If it shares a creature type with Xyz, you may reveal it." },
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se for o seu turno, compre um card.", en: "When Xyz enters the battlefield, if it's your turn, draw a card." },
    { lang: "pt", text: "Revele o card do topo de seu grimório. Se este for um card de criatura, coloque-o em sua mão.", en: "Reveal the top card of your library. If it's a creature card, put it into your hand.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Revele o card do topo de seu grimório. Se não for um card de terreno, descarte-o.", en: "Reveal the top card of your library. If it isn't a land card, discard it.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "No início da sua manutenção, se controlar outro Zumbi, compre um card.", en: "At the beginning of your upkeep, if you control another Zombie, draw a card." },
    { lang: "pt", text: "No início da sua manutenção, se tiver 40 ou mais pontos de vida, você vence o jogo.", en: "At the beginning of your upkeep, if you have 40 or more life, you win the game." },
  ],
  "what a player does or can't: 'Se o jogador não fizer isso', 'Se ele não puder', 'Se não puder', 'Se ninguém fizer isso'": [
    { lang: "pt", text: "O oponente alvo pode fazer com que você compre três cards. Se o jogador não fizer isso, você perde 3 pontos de vida.", en: "Target opponent may have you draw three cards. If the player doesn't, you lose 3 life.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "O jogador alvo sacrifica uma criatura. Se ele não puder, você compra um card.", en: "Target player sacrifices a creature. If they can't, you draw a card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "No início da sua manutenção, sacrifique um terreno. Se não puder, sacrifique Xyz.", en: "At the beginning of your upkeep, sacrifice a land. If you can't, sacrifice Xyz." },
    { lang: "pt", text: "Qualquer jogador pode fazer com que Xyz cause 5 pontos de dano a ele. Se ninguém fizer isso, o jogador alvo compra três cards.", en: "Any player may have Xyz deal 5 damage to them. If no one does, target player draws three cards.", type: "Feitiço", enType: "Sorcery" },
  ],
  "statuses and kickers: 'Se ela for renomada', 'se foi reforçado', 'se ~ não tiver sido reforçado', 'se era uma criatura'": [
    { lang: "pt", text: "A criatura alvo recebe +1/+1 até o final do turno. Se ela for renomada, desvire-a.", en: "Target creature gets +1/+1 until end of turn. If it's renowned, untap it.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se foi reforçado, compre um card.", en: "When Xyz enters the battlefield, if it was kicked, draw a card." },
    { lang: "pt", text: "No início da etapa final, se Xyz não tiver sido reforçado, sacrifique-o.", en: "At the beginning of the end step, if Xyz wasn't kicked, sacrifice it." },
    { lang: "pt", text: "Quando Xyz for colocado em um cemitério vindo do campo de batalha, se era uma criatura, compre um card.", en: "When Xyz is put into a graveyard from the battlefield, if it was a creature, draw a card." },
  ],
  "'o poder de ~ for maior ou igual a 4', 'tiverem um total de poder igual ou superior a 8'": [
    { lang: "pt", text: "No início da sua manutenção, se o poder da criatura encantada for maior ou igual a 4, destrua Xyz.", en: "At the beginning of your upkeep, if enchanted creature's power is 4 or greater, destroy Xyz." },
    { lang: "pt", text: "{T}: Compre um card. Ative esta habilidade somente se as criaturas que você controla tiverem um total de poder igual ou superior a 8.", en: "{T}: Draw a card. Activate only if creatures you control have total power 8 or greater." },
  ],
  "'você teve um terreno que entrou no campo de batalha': 'you had a land enter the battlefield', and the Traps": [
    { lang: "pt", text: "Compre um card. Se você teve um terreno que entrou no campo de batalha sob o seu controle neste turno, em vez disso, compre três cards.", en: "Draw a card. If you had a land enter the battlefield under your control this turn, draw three cards instead.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Se um oponente teve dois ou mais terrenos que entraram no campo de batalha sob o controle dele neste turno, você pode pagar {3}{R}{R} em vez de pagar o custo de mana de Xyz.", en: "If an opponent had two or more lands enter the battlefield under their control this turn, you may pay {3}{R}{R} rather than pay this spell's mana cost.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "pt", text: "Se um oponente conjurou três mágicas ou mais neste turno, você pode pagar {0} em vez de pagar o custo de mana de Xyz.", en: "If an opponent cast three or more spells this turn, you may pay {0} rather than pay this spell's mana cost.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "pt", text: "Se um oponente comprou três cards ou mais neste turno, você pode pagar {R} em vez de pagar o custo de mana de Xyz.", en: "If an opponent drew three or more cards this turn, you may pay {R} rather than pay this spell's mana cost.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "pt", text: "No início da manutenção de cada oponente, se aquele jogador tiver dois cards ou menos na mão, Xyz causa 2 pontos de dano a ele.", en: "At the beginning of each opponent's upkeep, if that player has two or fewer cards in hand, Xyz deals 2 damage to them." },
  ],
  "replacements and durations: 'o dobro daquele dano', 'perderia o jogo', 'até o final do seu próximo turno'": [
    { lang: "pt", text: "Se uma fonte causaria dano a você, em vez disso, ela causa o dobro daquele dano a você.", en: "If a source would deal damage to you, it deals double that damage to you instead." },
    { lang: "pt", text: "Se você perderia o jogo, em vez disso, exile Xyz.", en: "If you would lose the game, instead exile Xyz." },
    { lang: "pt", text: "Exile os dois cards do topo de seu grimório. Até o final do seu próximo turno, você pode jogar esses cards.", en: "Exile the top two cards of your library. Until the end of your next turn, you may play those cards.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'a terceira vez que esta habilidade é resolvida', triggers an additional time, 'Desde que você tenha comprado', 'Enquanto tiver … cards em sua mão'": [
    { lang: "pt", text: "{1}: Compre um card. Se esta for a terceira vez que esta habilidade é resolvida neste turno, você ganha 3 pontos de vida.", en: "{1}: Draw a card. If this is the third time this ability has resolved this turn, you gain 3 life." },
    { lang: "pt", text: "Se uma permanente que entra no campo de batalha fizer com que uma habilidade desencadeada de uma permanente que você controla seja desencadeada, aquela habilidade será desencadeada uma vez adicional.", en: "If a permanent entering the battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time." },
    { lang: "pt", text: "Desde que você tenha comprado dois ou mais cards neste turno, Xyz tem golpe duplo.", en: "As long as you've drawn two or more cards this turn, Xyz has double strike." },
    { lang: "pt", text: "Enquanto tiver sete ou mais cards em sua mão, Xyz recebe +2/+2.", en: "As long as you have seven or more cards in hand, Xyz gets +2/+2." },
  ],
  "an action not taken in the older printed English: 'se você não a tiver jogado de sua mão'": [
    { lang: "pt", text: "Quando Xyz entra em jogo, se você não a tiver jogado de sua mão, você perde o jogo.", en: "When Xyz comes into play, if you didn't play it from your hand, you lose the game." },
  ],
  "'a criatura encantada e outras criaturas': 'other' after 'and' in a list of nouns": [
    { lang: "pt", text: "Sacrifique Xyz: A criatura encantada e outras criaturas que compartilharem um tipo de criatura com ela ganham a habilidade de voar até o final do turno.", en: "Sacrifice Xyz: Enchanted creature and other creatures that share a creature type with it gain flying until end of turn." },
  ],
};

sameMeaning("Portuguese printed conditions parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these conditions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "No início da sua etapa final, se uma criatura tiver morrido neste turno, compre um card.", en: "At the beginning of your end step, if a creature entered the battlefield this turn, draw a card." },
      { lang: "pt", text: "No início da sua manutenção, se um oponente tiver perdido pontos de vida no último turno, compre um card.", en: "At the beginning of your upkeep, if an opponent lost life this turn, draw a card." },
      { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se o tributo não tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if tribute was paid, draw a card." },
      { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se seu custo de espreitar tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if its surge cost was paid, draw a card." },
      { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se o custo de reforço de {R} tiver sido pago, compre um card.", en: "When Xyz enters the battlefield, if it was kicked with its {W} kicker, draw a card." },
      { lang: "pt", text: "Se ele compartilhar um tipo de criatura com Xyz, você poderá revelá-lo.", en: "If it shares a color with Xyz, you may reveal it." },
      { lang: "pt", text: "Revele o card do topo de seu grimório. Se não for um card de terreno, descarte-o.", en: "Reveal the top card of your library. If it's a land card, discard it." },
      { lang: "pt", text: "No início da sua manutenção, se tiver 40 ou mais pontos de vida, você vence o jogo.", en: "At the beginning of your upkeep, if you have 40 or less life, you win the game." },
      { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se for o seu turno, compre um card.", en: "When Xyz enters the battlefield, if it's not your turn, draw a card." },
      { lang: "pt", text: "O jogador alvo sacrifica uma criatura. Se ele não puder, você compra um card.", en: "Target player sacrifices a creature. If they do, you draw a card." },
      { lang: "pt", text: "A criatura alvo recebe +1/+1 até o final do turno. Se ela for renomada, desvire-a.", en: "Target creature gets +1/+1 until end of turn. If it's monstrous, untap it." },
      { lang: "pt", text: "No início da etapa final, se Xyz não tiver sido reforçado, sacrifique-o.", en: "At the beginning of the end step, if Xyz was kicked, sacrifice it." },
      { lang: "pt", text: "No início da sua manutenção, se o poder da criatura encantada for maior ou igual a 4, destrua Xyz.", en: "At the beginning of your upkeep, if enchanted creature's toughness is 4 or greater, destroy Xyz." },
      { lang: "pt", text: "Compre um card. Se você teve um terreno que entrou no campo de batalha sob o seu controle neste turno, em vez disso, compre três cards.", en: "Draw a card. If you had a creature enter the battlefield under your control this turn, draw three cards instead." },
      { lang: "pt", text: "Se um oponente conjurou três mágicas ou mais neste turno, você pode pagar {0} em vez de pagar o custo de mana de Xyz.", en: "If an opponent cast two or more spells this turn, you may pay {0} rather than pay this spell's mana cost." },
      { lang: "pt", text: "Se uma fonte causaria dano a você, em vez disso, ela causa o dobro daquele dano a você.", en: "If a source would deal damage to you, it deals that much damage plus 1 to you instead." },
      { lang: "pt", text: "Enquanto tiver sete ou mais cards em sua mão, Xyz recebe +2/+2.", en: "As long as you have seven or fewer cards in hand, Xyz gets +2/+2." },
      { lang: "pt", text: "{1}: Compre um card. Se esta for a terceira vez que esta habilidade é resolvida neste turno, você ganha 3 pontos de vida.", en: "{1}: Draw a card. If this is the second time this ability has resolved this turn, you gain 3 life." },
    ],
    "Xyz",
  );
});
