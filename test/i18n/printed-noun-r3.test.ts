/**
 * Portuguese (and Spanish) noun phrases and subjects of round 3: an object pronoun before the verb after its subject
 * ("o controlador dela a sacrifica", "o dono de ~ o embaralha", "su propietario la baraja"), amounts of life lost and
 * damage prevented ("o total de pontos de vida perdidos dessa maneira", "a quantidade de dano prevenida dessa maneira",
 * "para cada ponto de dano prevenido"), "pula" (skips), "procura em seu grimório" (a player's own library), "uma
 * criatura adicional", "atribui dano de combate igual à sua resistência, em vez de igual ao seu poder" (510.1c);
 * and changes of meaning the checker still tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const SORCERY = { type: "Feitiço", enType: "Sorcery" };

const CASES: Record<string, Case[]> = {
  "an object pronoun before the verb: 'a sacrifica', 'o embaralha em seu grimório', 'e o coloca'": [
    { lang: "pt", text: "O controlador da criatura alvo a sacrifica.", en: "Target creature's controller sacrifices it.", ...SORCERY },
    { lang: "pt", text: "O dono de Xyz o embaralha em seu próprio grimório.", en: "Xyz's owner shuffles it into their library.", ...SORCERY },
    {
      lang: "pt",
      text: "O jogador alvo procura em seu grimório por um card de terreno básico e o coloca no campo de batalha virado.",
      en: "Target player searches their library for a basic land card and puts it onto the battlefield tapped.",
      ...SORCERY,
    },
  ],
  "amounts: 'o total de pontos de vida perdidos dessa maneira', 'a quantidade de dano prevenida', 'para cada ponto de dano prevenido'": [
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual ao total de pontos de vida perdidos dessa maneira.", en: "You gain life equal to the life lost this way.", ...SORCERY },
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual à quantidade de dano prevenida dessa maneira.", en: "You gain life equal to the damage prevented this way.", ...SORCERY },
    { lang: "pt", text: "Você ganha 1 ponto de vida para cada ponto de dano prevenido dessa maneira.", en: "You gain 1 life for each 1 damage prevented this way.", ...SORCERY },
  ],
  "the top of a player's library: 'os primeiros vinte cards de', 'X cards do topo do grimório dele', 'uma quantidade equivalente de cards do topo', 'até revelar'": [
    { lang: "pt", text: "O jogador alvo coloca os primeiros vinte cards de seu próprio grimório em seu próprio cemitério.", en: "Target player puts the top twenty cards of their library into their graveyard.", ...SORCERY },
    { lang: "pt", text: "O jogador alvo coloca X cards do topo do grimório dele no próprio cemitério.", en: "Target player puts the top X cards of their library into their graveyard.", ...SORCERY },
    { lang: "pt", text: "O oponente alvo coloca os treze cards do topo do próprio grimório no próprio cemitério.", en: "Target opponent puts the top thirteen cards of their library into their graveyard.", ...SORCERY },
    { lang: "pt", text: "Aquele jogador coloca uma quantidade equivalente de cards do topo do grimório dele no próprio cemitério.", en: "That player puts that many cards from the top of their library into their graveyard.", ...SORCERY },
    { lang: "pt", text: "O jogador alvo revela cards do topo do próprio grimório até revelar um card de terreno.", en: "Target player reveals cards from the top of their library until they reveal a land card.", ...SORCERY },
  ],
  "one article for a list of card types; 'cada um' after the object of a plural subject": [
    { lang: "pt", text: "Aquele jogador sacrifica um artefato, uma criatura ou um terreno.", en: "That player sacrifices an artifact, creature, or land.", ...SORCERY },
    { lang: "pt", text: "Cada oponente sacrifica uma criatura ou um planeswalker.", en: "Each opponent sacrifices a creature or planeswalker.", ...SORCERY },
    { lang: "es", text: "Cada oponente sacrifica una criatura o un planeswalker.", en: "Each opponent sacrifices a creature or planeswalker.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Um número qualquer de jogadores alvo compra vinte cards cada um.", en: "Any number of target players each draw twenty cards.", ...SORCERY },
    { lang: "pt", text: "Um número qualquer de jogadores alvo ganha 6 pontos de vida cada um.", en: "Any number of target players each gain 6 life.", ...SORCERY },
  ],
  "'ao jogador defensor', ', se estiver apta', 'ganha o seu controle', 'torna-se indestrutível', 'se não controlar'": [
    { lang: "pt", text: "Xyz causa 1 ponto de dano ao jogador defensor.", en: "Xyz deals 1 damage to defending player.", ...SORCERY },
    { lang: "pt", text: "A criatura alvo bloqueia Xyz neste turno, se estiver apta.", en: "Target creature blocks Xyz this turn if able.", ...SORCERY },
    { lang: "pt", text: "O oponente alvo ganha o seu controle.", en: "Target opponent gains control of it.", ...SORCERY },
    { lang: "pt", text: "O artefato alvo torna-se indestrutível até o final do turno.", en: "Target artifact gains indestructible until end of turn.", ...SORCERY },
    { lang: "pt", text: "Você perde 1 ponto de vida se não controlar um Demônio.", en: "You lose 1 life if you don't control a Demon.", ...SORCERY },
    { lang: "pt", text: "Você perde 1 ponto de vida a menos que controle outra criatura incolor.", en: "You lose 1 life unless you control another colorless creature.", ...SORCERY },
  ],
  "'torna-se da cor ou cores de sua escolha', 'as mágicas instantâneas e os feitiços', 'com o nome escolhido'": [
    { lang: "pt", text: "A criatura alvo torna-se da cor ou cores de sua escolha até o final do turno.", en: "Target creature becomes the color or colors of your choice until end of turn.", ...SORCERY },
    { lang: "pt", text: "A criatura alvo que você controla torna-se da cor ou das cores de sua escolha até o final do turno.", en: "Target creature you control becomes the color or colors of your choice until end of turn.", ...SORCERY },
    { lang: "pt", text: "As mágicas instantâneas e os feitiços que você conjura custam {1} a menos para serem conjurados.", en: "Instant and sorcery spells you cast cost {1} less to cast." },
    {
      lang: "pt",
      text: "As habilidades ativadas das fontes com o nome escolhido não podem ser ativadas a menos que sejam habilidades de mana.",
      en: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    },
  ],
  "'a próxima etapa de desvirar de seus controladores / desse jogador'; a legend's name closed by a comma after a trigger": [
    { lang: "pt", text: "Essas permanentes não desviram durante a próxima etapa de desvirar de seus controladores.", en: "Those permanents don't untap during their controllers' next untap steps." },
    { lang: "pt", text: "Estas criaturas não são desviradas durante a próxima etapa de desvirar desse jogador.", en: "Those creatures don't untap during that player's next untap step." },
    { lang: "pt", text: "Toda vez que você compra um card, Xyz, o Sábio, causa 1 ponto de dano a qualquer alvo.", en: "Whenever you draw a card, Xyz, o Sábio deals 1 damage to any target." },
  ],
  "'pula sua próxima etapa de desvirar / fase de combate': 'skips their next untap step / combat phase'": [
    { lang: "pt", text: "Cada oponente pula sua próxima etapa de desvirar.", en: "Each opponent skips their next untap step.", ...SORCERY },
    { lang: "pt", text: "O oponente alvo pula sua próxima fase de combate.", en: "Target opponent skips their next combat phase.", ...SORCERY },
  ],
  "'pode bloquear uma criatura adicional', 'atribui dano de combate igual à sua resistência, em vez de …'": [
    { lang: "pt", text: "Cada criatura que você controla pode bloquear uma criatura adicional a cada combate.", en: "Each creature you control can block an additional creature each combat." },
    { lang: "pt", text: "Cada criatura que você controla atribui dano de combate igual à sua resistência, em vez de igual ao seu poder.", en: "Each creature you control assigns combat damage equal to its toughness rather than its power." },
  ],
};

sameMeaning("Portuguese noun phrases and subjects (round 3) parse to the same AST as English", CASES, (k) => (k.text.includes("Xyz, o Sábio") ? "Xyz, o Sábio" : "Xyz"));

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "O controlador da criatura alvo a sacrifica.", en: "Target creature's controller exiles it.", ...SORCERY },
      { lang: "pt", text: "O dono de Xyz o embaralha em seu próprio grimório.", en: "Xyz's owner puts it on top of their library.", ...SORCERY },
      { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual ao total de pontos de vida perdidos dessa maneira.", en: "You gain life equal to the damage dealt this way.", ...SORCERY },
      { lang: "pt", text: "Você ganha 1 ponto de vida para cada ponto de dano prevenido dessa maneira.", en: "You gain 2 life for each 1 damage prevented this way.", ...SORCERY },
      { lang: "pt", text: "O oponente alvo pula sua próxima fase de combate.", en: "Target opponent skips their next untap step.", ...SORCERY },
      { lang: "pt", text: "As mágicas instantâneas e os feitiços que você conjura custam {1} a menos para serem conjurados.", en: "Instant spells you cast cost {1} less to cast." },
      { lang: "pt", text: "A criatura alvo torna-se da cor ou cores de sua escolha até o final do turno.", en: "Target creature becomes the color of your choice until end of turn.", ...SORCERY },
      { lang: "pt", text: "Xyz causa 1 ponto de dano ao jogador defensor.", en: "Xyz deals 1 damage to target player.", ...SORCERY },
      { lang: "pt", text: "Você perde 1 ponto de vida se não controlar um Demônio.", en: "You lose 1 life if you control a Demon.", ...SORCERY },
      { lang: "pt", text: "O artefato alvo torna-se indestrutível até o final do turno.", en: "Target artifact gains hexproof until end of turn.", ...SORCERY },
      { lang: "pt", text: "Aquele jogador sacrifica um artefato, uma criatura ou um terreno.", en: "That player sacrifices an artifact, creature, or enchantment.", ...SORCERY },
      { lang: "pt", text: "Um número qualquer de jogadores alvo compra vinte cards cada um.", en: "Any number of target players each draw two cards.", ...SORCERY },
      { lang: "pt", text: "O jogador alvo coloca X cards do topo do grimório dele no próprio cemitério.", en: "Target player puts the top X cards of their library on the bottom of their library.", ...SORCERY },
      { lang: "pt", text: "O jogador alvo coloca os primeiros vinte cards de seu próprio grimório em seu próprio cemitério.", en: "Target player puts the top ten cards of their library into their graveyard.", ...SORCERY },
      { lang: "pt", text: "O jogador alvo revela cards do topo do próprio grimório até revelar um card de terreno.", en: "Target player reveals cards from the top of their library until they reveal a creature card.", ...SORCERY },
      { lang: "pt", text: "Cada criatura que você controla pode bloquear uma criatura adicional a cada combate.", en: "Each creature you control can block any number of creatures." },
      { lang: "pt", text: "Cada criatura que você controla atribui dano de combate igual à sua resistência, em vez de igual ao seu poder.", en: "Each creature you control assigns combat damage equal to its power." },
    ],
    "Xyz",
  );
});
