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
    ],
    "Xyz",
  );
});
