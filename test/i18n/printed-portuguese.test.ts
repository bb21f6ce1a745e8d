/**
 * Portuguese constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz), older
 * templating included, that parse to the same AST as the English text of the same card; and
 * changes of meaning the checker still tells apart.
 */
import { describe, expect, it } from "vitest";
import { checkTranslation, gathererSymbols } from "../../src/i18n/check.ts";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "cost changes ('custa {1} a menos para ser conjurada', older 'para jogar')": [
    { lang: "pt", text: "Xyz custa {1} a menos para ser conjurada.", en: "Xyz costs {1} less to cast." },
    { lang: "pt", text: "As mágicas de criatura que você conjura custam {1} a menos para serem conjuradas.", en: "Creature spells you cast cost {1} less to cast." },
    { lang: "pt", text: "As mágicas que seus oponentes jogam custam {1} a mais para serem jogadas.", en: "Spells your opponents play cost {1} more to play." },
    { lang: "pt", text: "Se você tiver 3 pontos de vida ou menos, Xyz custa {6} a menos para jogar.", en: "If you have 3 or less life, Xyz costs {6} less to play." },
    { lang: "pt", text: "Xyz custa {1} a menos para ser conjurado para cada artefato que você controla.", en: "Xyz costs {1} less to cast for each artifact you control." },
  ],
  "'seria colocada num cemitério' is the conditional 'would be put into a graveyard'": [
    { lang: "pt", text: "Se a criatura seria colocada num cemitério neste turno, em vez disso, remova-a de jogo.", en: "If the creature would be put into a graveyard this turn, remove it from the game instead." },
    { lang: "pt", text: "Se Xyz seria colocado num cemitério vindo de qualquer lugar, em vez disso, revele Xyz e embaralhe-o no grimório de seu dono.", en: "If Xyz would be put into a graveyard from anywhere, reveal Xyz and shuffle it into its owner's library instead." },
    { lang: "pt", text: "Se uma criatura que sofreu dano desta maneira seria colocada num cemitério neste turno, em vez disso remova-a de jogo.", en: "If a creature dealt damage this way would be put into a graveyard this turn, remove it from the game instead." },
  ],
  "damage that would be dealt, 'a sua escolha', 'algum dano'": [
    { lang: "pt", text: "Previna todo o dano que uma fonte a sua escolha fosse causar neste turno.", en: "Prevent all damage a source of your choice would deal this turn." },
    { lang: "pt", text: "Previna todo o dano que seria causado por fontes vermelhas neste turno.", en: "Prevent all damage that would be dealt by red sources this turn." },
    { lang: "pt", text: "Se algum dano fosse causado a Xyz, previna aquele dano.", en: "If damage would be dealt to Xyz, prevent that damage." },
    { lang: "pt", text: "Toda vez que uma criatura causa dano de combate a Xyz, compre um card.", en: "Whenever a creature deals combat damage to Xyz, draw a card." },
  ],
  "trigger events: cycling, becoming the target, 'em algum cemitério vindo de jogo'": [
    { lang: "pt", text: "Toda vez que um jogador reciclar um card, compre um card.", en: "Whenever a player cycles a card, draw a card." },
    { lang: "pt", text: "Quando reciclar Xyz, compre um card.", en: "When you cycle Xyz, draw a card." },
    { lang: "pt", text: "Toda vez que uma criatura tornar-se alvo de uma mágica ou habilidade, compre um card.", en: "Whenever a creature becomes the target of a spell or ability, draw a card." },
    { lang: "pt", text: "Toda vez que um terreno for colocado em algum cemitério vindo de jogo, compre um card.", en: "Whenever a land is put into a graveyard from play, draw a card." },
  ],
  "keyword names": [
    { lang: "pt", text: "Mentor", en: "Mentor" },
    { lang: "pt", text: "Renome 1", en: "Renown 1" },
    { lang: "pt", text: "Proteção contra tudo", en: "Protection from everything" },
    { lang: "pt", text: "Fortificar {3}", en: "Fortify {3}" },
    { lang: "pt", text: "Sede de Sangue 2", en: "Bloodthirst 2" },
  ],
  "static abilities of older printings": [
    { lang: "pt", text: "Você pode exaurir Xyz conforme ele ataca.", en: "You may exert Xyz as it attacks." },
    { lang: "pt", text: "Enquanto for o seu turno, Xyz receberá +2/+2.", en: "As long as it's your turn, Xyz gets +2/+2." },
    { lang: "pt", text: "Os jogadores não podem reciclar cards.", en: "Players can't cycle cards." },
    { lang: "pt", text: "Não há limite para o número máximo de cards em sua mão.", en: "You have no maximum hand size." },
    { lang: "pt", text: "O número máximo permitido de cards em sua mão é reduzido em quatro.", en: "Your maximum hand size is reduced by four." },
    { lang: "pt", text: "Você pode optar por não desvirar Xyz durante sua etapa de desvirar.", en: "You may choose not to untap Xyz during your untap step." },
    { lang: "pt", text: "Todas as criaturas aptas a bloquear Xyz o fazem.", en: "All creatures able to block Xyz do so." },
    { lang: "pt", text: "Xyz só pode ser bloqueado por duas ou mais criaturas.", en: "Xyz can't be blocked except by two or more creatures." },
    { lang: "pt", text: "Enquanto sua devoção ao preto for menor que cinco, Xyz não será uma criatura.", en: "As long as your devotion to black is less than five, Xyz isn't a creature." },
    { lang: "pt", text: "Cada criatura que você controla é um Vampiro em adição aos seus outros tipos de criatura.", en: "Each creature you control is a Vampire in addition to its other creature types." },
  ],
  "'seu próprio', face down, rounded, 'foi gasto para', phases, a dash set as a hyphen": [
    { lang: "pt", text: "Você perde metade dos seus pontos de vida, arredondados para cima.", en: "You lose half your life, rounded up." },
    { lang: "pt", text: "Se {R} foi gasto para conjurar Xyz, compre um card.", en: "If {R} was spent to cast Xyz, draw a card." },
    { lang: "pt", text: "Após esta fase, há uma fase adicional de combate.", en: "After this phase, there is an additional combat phase." },
    { lang: "pt", text: "Xyz causa uma quantidade equivalente de dano à criatura alvo.", en: "Xyz deals that much damage to target creature." },
    { lang: "pt", text: "Ela ainda conta como um encantamento.", en: "It's still an enchantment." },
    { lang: "pt", text: "Limiar - A criatura encantada não pode bloquear.", en: "Threshold — Enchanted creature can't block." },
  ],
  "effects: the rest, revealing until, time counters, coins, double damage": [
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Coloque um deles na sua mão e os restantes no fundo do seu grimório em qualquer ordem.", en: "Put one of them into your hand and the rest on the bottom of your library in any order." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Revele cards do topo de seu grimório até revelar um card de terreno.", en: "Reveal cards from the top of your library until you reveal a land card." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Remova um marcador temporal de Xyz.", en: "Remove a time counter from Xyz." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Lance uma moeda.", en: "Flip a coin." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Anule a mágica alvo com custo de mana convertido igual a 2.", en: "Counter target spell with converted mana cost 2." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Se fizer isso, Xyz se tornará uma cópia daquele card até o final do turno.", en: "If you do, Xyz becomes a copy of that card until end of turn." },
    {
      lang: "pt",
      text: "Se uma fonte que você controla fosse causar dano a uma criatura, em vez disso, ela causa o dobro daquela quantidade de dano àquela criatura.",
      en: "If a source you control would deal damage to a creature, it deals double that damage to that creature instead.",
    },
  ],
  "older tokens: 'com a habilidade de voar' between commas before 'do tipo'": [
    { lang: "pt", text: "{T}: Coloque em jogo uma ficha de criatura vermelha 5/5, com a habilidade de voar, do tipo Dragão.", en: "{T}: Put a 5/5 red Dragon creature token with flying into play." },
    { lang: "pt", text: "{T}: Coloque em jogo uma ficha de criatura artefato 1/1, com a habilidade de voar, do tipo Pentavite.", en: "{T}: Put a 1/1 Pentavite artifact creature token with flying into play." },
    { lang: "pt", text: "{T}: Crie X fichas de criatura verde 1/1 do tipo Saprófita, sendo X o número de criaturas que você controla.", en: "{T}: Create X 1/1 green Saproling creature tokens, where X is the number of creatures you control." },
  ],
  "older 'é indestrutível' is the keyword (702.12)": [
    { lang: "pt", text: "Xyz é indestrutível.", en: "Xyz is indestructible." },
    { lang: "pt", text: "As criaturas que você controla são indestrutíveis.", en: "Creatures you control are indestructible." },
    { lang: "pt", text: "Xyz é indestrutível enquanto você controla um artefato.", en: "Xyz is indestructible as long as you control an artifact." },
  ],
  "damage: the recipient before the amount, 'uma quantidade de dano igual a', 'a cada uma de', 'alvo atacante ou bloqueadora'": [
    { lang: "pt", text: "Xyz causa ao jogador alvo uma quantidade de dano igual ao número de criaturas que você controla.", en: "Xyz deals damage to target player equal to the number of creatures you control." },
    { lang: "pt", text: "Xyz causa uma quantidade de dano igual ao seu poder à criatura alvo ou ao jogador alvo.", en: "Xyz deals damage equal to its power to target creature or player." },
    { lang: "pt", text: "Xyz causa 1 ponto de dano a cada uma de até duas criaturas alvo.", en: "Xyz deals 1 damage to each of up to two target creatures." },
    { lang: "pt", text: "Xyz causa X pontos de dano a cada um de até três alvos.", en: "Xyz deals X damage to each of up to three targets." },
    { lang: "pt", text: "Xyz causa 1 ponto de dano à criatura alvo atacante ou bloqueadora.", en: "Xyz deals 1 damage to target attacking or blocking creature." },
  ],
  "'torna-se uma criatura vermelha 2/1 do tipo Guerreiro com …': the new characteristics after the noun (205.1b)": [
    { lang: "pt", text: "{1}{R}: Xyz torna-se uma criatura vermelha 2/1 do tipo Guerreiro com iniciativa até o final do turno. Ainda é um terreno.", en: "{1}{R}: Xyz becomes a 2/1 red Warrior creature with first strike until end of turn. It's still a land." },
    { lang: "pt", text: "{1}: Xyz torna-se uma criatura artefato verde e azul 2/3 do tipo Caranguejo com resistência à magia até o final do turno.", en: "{1}: Xyz becomes a 2/3 green and blue Crab artifact creature with hexproof until end of turn." },
    { lang: "pt", text: "0: Até o final do turno, Xyz torna-se uma criatura 4/4 do tipo Humano Soldado com indestrutível que ainda é um planeswalker.", en: "0: Until end of turn, Xyz becomes a 4/4 Human Soldier creature with indestructible that's still a planeswalker." },
  ],
  "'com o nome' is 'named' (another card's printed name), 'a partir do', 'deck', the subjunctive after 'fazer com que'": [
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Procure em seu deck por um card de floresta e coloque-o em jogo.", en: "Search your library for a Forest card and put it into play." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Até o final do turno, você pode jogar cards a partir do seu cemitério.", en: "Until end of turn, you may play cards from your graveyard." },
    { lang: "pt", text: "Você pode fazer com que Xyz entre no campo de batalha como uma cópia de qualquer criatura no campo de batalha.", en: "You may have Xyz enter the battlefield as a copy of any creature on the battlefield." },
    { lang: "pt", text: "{1}: Você pode fazer com que Xyz se torne uma cópia de outra criatura alvo.", en: "{1}: You may have Xyz become a copy of another target creature." },
  ],
  "keyword actions and older verbs: 'revigore', 'suporte', 'ingerir', 'nomeie um card', 'vence o jogo', 'usa vidência', 'é desvirado'": [
    { lang: "pt", text: "{T}: Revigore 2.", en: "{T}: Bolster 2." },
    { lang: "pt", text: "{T}: Suporte 2.", en: "{T}: Support 2." },
    { lang: "pt", text: "Ingerir", en: "Ingest" },
    { lang: "pt", text: "Morfoloide", en: "Changeling" },
    { lang: "pt", text: "{T}: Nomeie um card.", en: "{T}: Name a card." },
    { lang: "pt", text: "{T}: Jogue um turno extra depois deste.", en: "{T}: Take an extra turn after this one." },
    { lang: "pt", text: "{T}: Você vence o jogo.", en: "{T}: You win the game." },
    { lang: "pt", text: "Toda vez que você usa vidência, compre um card.", en: "Whenever you scry, draw a card." },
    { lang: "pt", text: "{T}: Use vigiar 2.", en: "{T}: Surveil 2." },
    { lang: "pt", text: "Toda vez que Xyz é desvirado, compre um card.", en: "Whenever Xyz becomes untapped, draw a card." },
    { lang: "pt", text: "Toda vez que você ativa uma habilidade de um artefato, compre um card.", en: "Whenever you activate an ability of an artifact, draw a card." },
  ],
  "'would' in replacement effects: 'for comprar', 'for morrer', the conditional 'ganharia' (614.1)": [
    { lang: "pt", text: "Se você for comprar um card, em vez disso, compre dois cards.", en: "If you would draw a card, draw two cards instead." },
    { lang: "pt", text: "Se aquela criatura for morrer neste turno, em vez disso, exile-a.", en: "If that creature would die this turn, exile it instead." },
    { lang: "pt", text: "Se um oponente ganharia pontos de vida, em vez disso, aquele jogador perde uma quantidade equivalente de pontos de vida.", en: "If an opponent would gain life, that player loses that much life instead." },
  ],
  "mana: the pool named first or as 'a sua reserva de mana', 'uma mana incolor' ({C}), 'de cores diferentes'": [
    { lang: "pt", text: "{T}: Adiciona {G}{W} a sua reserva de mana.", en: "{T}: Add {G}{W} to your mana pool." },
    { lang: "pt", text: "{T}: Adiciona uma mana incolor a sua reserva de mana.", en: "{T}: Add one colorless mana to your mana pool." },
    { lang: "pt", text: "{T}: Adicione à sua reserva de mana um mana de qualquer cor.", en: "{T}: Add to your mana pool one mana of any color." },
    { lang: "pt", text: "{T}: Adicione dois manas de cores diferentes.", en: "{T}: Add two mana of different colors." },
  ],
  "older vigilance 'não é virado para atacar' (702.20b), suspend without its dash, planeswalker types": [
    { lang: "pt", text: "Voar\nXyz não é virada para atacar.", en: "Flying\nAttacking doesn't cause Xyz to tap." },
    { lang: "pt", text: "Suspender 2 {1}{U}", en: "Suspend 2—{1}{U}" },
    { lang: "pt", text: "{T}: Compre um card. Ative esta habilidade somente se você controlar um planeswalker Gideon.", en: "{T}: Draw a card. Activate this ability only if you control a Gideon planeswalker." },
  ],
  "'além do primeiro', 'o maior … entre as', the past 'que você ganhou', 'controladas por seus oponentes', 'nem de', a plural subject without 'each'": [
    { lang: "pt", text: "Xyz custa {1} a mais para ser conjurada para cada alvo além do primeiro.", en: "Xyz costs {1} more to cast for each target beyond the first." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Você ganha uma quantidade de pontos de vida igual à maior resistência entre as das criaturas que você controla.", en: "You gain life equal to the greatest toughness among creatures you control." },
    { lang: "pt", text: "Xyz entra no campo de batalha com X marcadores +1/+1, sendo X a quantidade de pontos de vida que você ganhou neste turno.", en: "Xyz enters the battlefield with X +1/+1 counters on it, where X is the amount of life you gained this turn." },
    { lang: "pt", text: "Xyz entra no campo de batalha com um marcador +1/+1 se você tiver atacado com uma criatura neste turno.", en: "Xyz enters the battlefield with a +1/+1 counter on it if you attacked with a creature this turn." },
    { lang: "pt", text: "Xyz não pode ser alvo de mágicas nem de habilidades controladas por seus oponentes.", en: "Xyz can't be the target of spells or abilities your opponents control." },
    { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Qualquer número de criaturas alvo recebe +1/+1 e ganha voar até o final do turno.", en: "Any number of target creatures each get +1/+1 and gain flying until end of turn." },
  ],
  "a player 'pode' is 'may', 'o fizer', 'distribuídos à sua escolha entre', 'da neve', 'permanecer', 'o conjurou'": [
    { lang: "pt", text: "{T}: O jogador alvo pode sacrificar uma criatura. Se aquele jogador o fizer, compre um card.", en: "{T}: Target player may sacrifice a creature. If that player does, draw a card." },
    { lang: "pt", text: "{T}: Cada jogador pode sacrificar uma criatura.", en: "{T}: Each player may sacrifice a creature." },
    { lang: "pt", text: "{T}: Xyz causa 5 pontos de dano distribuídos à sua escolha entre qualquer número de criaturas alvo.", en: "{T}: Xyz deals 5 damage divided as you choose among any number of target creatures." },
    { lang: "pt", text: "As permanentes da neve não desviram durante a etapa de desvirar de seus controladores.", en: "Snow permanents don't untap during their controllers' untap steps." },
    { lang: "pt", text: "Enquanto Xyz permanecer virado, a criatura alvo recebe +2/+2.", en: "As long as Xyz remains tapped, target creature gets +2/+2." },
    { lang: "pt", text: "Quando Xyz entrar no campo de batalha, se você o conjurou da sua mão, compre um card.", en: "When Xyz enters the battlefield, if you cast it from your hand, draw a card." },
  ],
  "older 'remova … do jogo' is exile (406.3), 'ao jogo', the leylines' 'começar o jogo com ela em jogo'": [
    { lang: "pt", text: "{T}: Remova a criatura alvo do jogo.", en: "{T}: Remove target creature from the game." },
    { lang: "pt", text: "{T}: Remova Xyz de jogo.", en: "{T}: Remove Xyz from the game." },
    { lang: "pt", text: "{T}: Remova um marcador de carga de Xyz.", en: "{T}: Remove a charge counter from Xyz." },
    { lang: "pt", text: "{T}: Devolva aquele card ao jogo sob o controle de seu dono.", en: "{T}: Return that card to play under its owner's control." },
    { lang: "pt", text: "Se Xyz estiver em sua mão de abertura, você poderá começar o jogo com ela em jogo.", en: "If Xyz is in your opening hand, you may begin the game with it in play." },
  ],
  "older kicker 'se o custo de reforço tiver sido pago' (702.33), the future 'poderá' with the player dropped, 'sem pagar seus custos de mana'": [
    { lang: "pt", text: "Reforçar {R}\nSe o custo de reforço tiver sido pago, compre dois cards.", en: "Kicker {R}\nIf the kicker cost was paid, draw two cards." },
    { lang: "pt", text: "{T}: Aquele jogador poderá sacrificar uma criatura.", en: "{T}: That player may sacrifice a creature." },
    { lang: "pt", text: "{T}: Você pode conjurá-los sem pagar seus custos de mana.", en: "{T}: You may cast them without paying their mana costs." },
    { lang: "pt", text: "{T}: O jogador alvo sacrifica uma permanente que ele próprio controla.", en: "{T}: Target player sacrifices a permanent he or she controls." },
    { lang: "pt", text: "Xyz pode atacar como se não tivesse defensor.", en: "Xyz can attack as though it didn't have defender." },
    { lang: "pt", text: "{T}: Se você controlar pelo menos cinco outras Montanhas, compre um card.", en: "{T}: If you control at least five other Mountains, draw a card." },
  ],
};

sameMeaning("Portuguese printed constructions parse to the same AST as English", CASES, () => "Xyz");

describe("the checker still tells a different meaning (Portuguese)", () => {
  differentMeaning(
    [
      { lang: "pt", text: "Xyz custa {1} a mais para ser conjurada.", en: "Xyz costs {1} less to cast." },
      { lang: "pt", text: "Xyz custa {2} a menos para ser conjurada.", en: "Xyz costs {1} less to cast." },
      // "seria colocada" is "would be put" (a replacement), not "is put" (a trigger)
      { lang: "pt", text: "Se Xyz seria colocado num cemitério, em vez disso, exile-o.", en: "When Xyz is put into a graveyard, exile it." },
      { lang: "pt", text: "Toda vez que um jogador reciclar um card, compre um card.", en: "Whenever you cycle a card, draw a card." },
      { lang: "pt", text: "Previna todo o dano que seria causado por fontes verdes neste turno.", en: "Prevent all damage that would be dealt by red sources this turn." },
      { lang: "pt", text: "Enquanto sua devoção ao preto for menor que cinco, Xyz não será uma criatura.", en: "As long as your devotion to black is less than seven, Xyz isn't a creature." },
      { lang: "pt", text: "Xyz só pode ser bloqueado por duas ou mais criaturas.", en: "Xyz can't be blocked except by three or more creatures." },
      { lang: "pt", text: "Xyz causa ao jogador alvo uma quantidade de dano igual ao número de criaturas que você controla.", en: "Xyz deals damage to target player equal to the number of lands you control." },
      { lang: "pt", text: "Se você for comprar um card, em vez disso, compre dois cards.", en: "If you would draw a card, draw three cards instead." },
      { lang: "pt", text: "{T}: Adiciona uma mana incolor a sua reserva de mana.", en: "{T}: Add {G} to your mana pool." },
      { lang: "pt", text: "{T}: Revigore 2.", en: "{T}: Support 2." },
      { lang: "pt", text: "Suspender 2 {1}{U}", en: "Suspend 3—{1}{U}" },
      // "pode" is "may" for a player, not "must"
      { lang: "pt", text: "{T}: O jogador alvo pode sacrificar uma criatura.", en: "{T}: Target player sacrifices a creature." },
      { lang: "pt", text: "{T}: Remova a criatura alvo do jogo.", en: "{T}: Destroy target creature." },
      { lang: "pt", text: "Xyz não pode ser alvo de mágicas nem de habilidades controladas por seus oponentes.", en: "Xyz can't be the target of spells or abilities you control." },
      { lang: "pt", type: "Feitiço", enType: "Sorcery", text: "Qualquer número de criaturas alvo recebe +1/+1 e ganha voar até o final do turno.", en: "Any number of target creatures each get +1/+2 and gain flying until end of turn." },
      { lang: "pt", text: "{T}: Compre um card. Ative esta habilidade somente se você controlar um planeswalker Gideon.", en: "{T}: Draw a card. Activate this ability only if you control a Jace planeswalker." },
      { lang: "pt", text: "{1}: Xyz torna-se uma criatura vermelha 2/1 do tipo Guerreiro até o final do turno.", en: "{1}: Xyz becomes a 2/1 red Goblin creature until end of turn." },
      { lang: "pt", text: "{T}: Coloque em jogo uma ficha de criatura vermelha 5/5, com a habilidade de voar, do tipo Dragão.", en: "{T}: Put a 5/5 red Dragon creature token with trample into play." },
    ],
    "Xyz",
  );
});

describe("another card's printed name ('com o nome Soberano da Esfinge')", () => {
  const check = (text: string, en: string) =>
    checkTranslation({ name_en: "Sphinx Summoner", name: "Invocador de Esfinges", lang: "pt-BR", type: "Feitiço", en_type: "Sorcery", text, en_printed_text: en }, "pt").verdict;
  it("is compared by the number of names: the checker has no table of card names", () => {
    expect(check("Procure em seu grimório por um card com o nome Soberano da Esfinge e coloque-o em jogo.", "Search your library for a card named Sphinx Sovereign and put it into play.")).toBe("match");
    expect(check("Procure em seu grimório por um card com o nome Soberano da Esfinge e coloque-o em jogo.", "Search your library for a card named Sphinx Sovereign or Dragon Lord and put it into play.")).toBe("mismatch");
    expect(check("Procure em seu grimório por um card com o nome Soberano da Esfinge e coloque-o em sua mão.", "Search your library for a card named Sphinx Sovereign and put it into play.")).toBe("mismatch");
  });
  it("still tells the card's own name from another's", () => {
    expect(check("Procure em seu grimório por um card com o nome Soberano da Esfinge e coloque-o em jogo.", "Search your library for a card named Sphinx Summoner and put it into play.")).toBe("mismatch");
    expect(check("Procure em seu grimório por um card com o nome Invocador de Esfinges e coloque-o em jogo.", "Search your library for a card named Sphinx Summoner and put it into play.")).toBe("match");
  });
});

describe("Gatherer's symbol encoding in the printed English text", () => {
  it("reads oW, o2 and ocT as mana and tap symbols, and leaves words alone", () => {
    expect(gathererSymbols("o2oW, ocT: Xyz deals 2 damage to target creature or player.")).toBe("{2}{W}, {T}: Xyz deals 2 damage to target creature or player.");
    expect(gathererSymbols("one of or on oo")).toBe("one of or on oo");
  });
  it("lets the checker compare a record whose English side uses it", () => {
    const r = checkTranslation(
      { name_en: "Xyz", lang: "pt-BR", name: "Xyz", text: "{T}: Compre um card.", en_printed_text: "ocT: Draw a card." },
      "pt",
    );
    expect(r.verdict).toBe("match");
  });
});
