/**
 * Spanish and Portuguese printed noun phrases, amounts and references: a stat compared with another
 * object's ("con fuerza menor que la del ~", "com poder menor que o de ~"), "menor o igual a <amount>",
 * "que no sea el ~" / "distinto del ~" ("other than ~"), "igual a los Vampiros que controlas" (a count),
 * "una cantidad de daño a … igual a …", "nombra una carta que no sea tierra", the Portuguese contractions
 * "desta", "nesta", "dessas", "que ele controla" (the player just named), "um ou ambos", "sendo X …",
 * "… mais o número de …", the top of a player's library ("la primera carta de la biblioteca del jugador
 * objetivo") and a player's zone ("en la mano de ese jugador"); and changes of meaning the checker still
 * tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "a stat compared with another object's: 'menor que la del ~', 'menor que o de ~', 'mayor al número de …'": [
    { lang: "es", text: "Las criaturas con fuerza menor que la del Xyz no pueden bloquearlo.", en: "Creatures with power less than Xyz's power can't block it." },
    { lang: "es", text: "Las criaturas con fuerza menor que el Xyz no pueden bloquearlo.", en: "Creatures with power less than Xyz's power can't block it." },
    { lang: "pt", text: "As criaturas com poder menor que o de Xyz não podem bloqueá-lo.", en: "Creatures with power less than Xyz's power can't block it." },
    { lang: "es", text: "Las criaturas con fuerza mayor al número de cartas en tu mano no pueden atacar.", en: "Creatures with power greater than the number of cards in your hand can't attack." },
    { lang: "es", text: "Exilia la criatura objetivo con fuerza mayor o igual que tu total de vidas.", en: "Exile target creature with power greater than or equal to your life total.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "Gana el control de la criatura objetivo con fuerza menor o igual a la cantidad de islas que controlas.", en: "Gain control of target creature with power less than or equal to the number of Islands you control.", type: "Conjuro", enType: "Sorcery" },
  ],
  "'que no sea el ~', 'distinto del ~': 'other than ~'": [
    { lang: "es", text: "Exilia la criatura objetivo que no sea el Xyz.", en: "Exile target creature other than Xyz.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Sacrifique uma criatura que não seja Xyz.", en: "Sacrifice a creature other than Xyz.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Sacrifica un artefacto distinto del Xyz.", en: "Sacrifice an artifact other than Xyz.", type: "Conjuro", enType: "Sorcery" },
  ],
  "amounts: 'una cantidad de daño a … igual a …', 'igual a los Vampiros que controlas', 'las vidas perdidas'": [
    { lang: "es", text: "El Xyz hace una cantidad de daño a la criatura objetivo igual a la cantidad de tierras que controlas.", en: "Xyz deals damage to target creature equal to the number of lands you control.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "Cada oponente pierde una cantidad de vidas igual a los Vampiros que controlas.", en: "Each opponent loses life equal to the number of Vampires you control.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Xyz causa X pontos de dano à criatura alvo, sendo X 2 mais o número de cards em seu cemitério.", en: "Xyz deals X damage to target creature, where X is 2 plus the number of cards in your graveyard.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Coloque X marcadores +1/+1 em Xyz, sendo X seu poder.", en: "Put X +1/+1 counters on Xyz, where X is its power.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'nombra una carta que no sea tierra': 'choose a nonland card name'": [
    { lang: "es", text: "Nombra una carta que no sea tierra.", en: "Choose a nonland card name.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Nomeie um card que não seja um terreno.", en: "Choose a nonland card name.", type: "Feitiço", enType: "Sorcery" },
  ],
  "Portuguese contractions and pronouns: 'nesta', 'desta', 'que ele controla', 'um ou ambos'": [
    { lang: "pt", text: "Coloque um marcador +1/+1 nesta criatura.", en: "Put a +1/+1 counter on this creature.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "O oponente alvo ganha o controle desta criatura.", en: "Target opponent gains control of this creature.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "O jogador alvo desvira todos os terrenos básicos que ele controla.", en: "Target player untaps all basic lands they control.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Escolha um ou ambos —\n• Destrua o artefato alvo.\n• Destrua o encantamento alvo.", en: "Choose one or both —\n• Destroy target artifact.\n• Destroy target enchantment.", type: "Feitiço", enType: "Sorcery" },
  ],
  "a player's library and zones: 'la primera carta de la biblioteca del jugador objetivo', 'en la mano de ese jugador'": [
    { lang: "es", text: "Mira la primera carta de la biblioteca del jugador objetivo.", en: "Look at the top card of target player's library.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Olhe o card do topo do grimório do jogador alvo.", en: "Look at the top card of target player's library.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Ganas una cantidad de vidas igual a la cantidad de cartas en la mano de ese jugador.", en: "You gain life equal to the number of cards in that player's hand.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Xyz recebe +1/+1 para cada card de criatura no cemitério de seus oponentes.", en: "Xyz gets +1/+1 for each creature card in your opponents' graveyards." },
  ],
  "Portuguese amounts: 'uma quantidade correspondente de cards', 'uma quantidade de cards igual a', 'os pontos de vida perdidos', 'igual ao seu custo de mana convertido'": [
    { lang: "pt", text: "Aquele jogador descarta uma quantidade correspondente de cards.", en: "That player discards that many cards.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Compre uma quantidade de cards igual ao poder da criatura sacrificada.", en: "Draw cards equal to the sacrificed creature's power.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Você compra um número de cards igual ao poder daquela criatura.", en: "You draw cards equal to that creature's power.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual aos pontos de vida perdidos dessa maneira.", en: "You gain life equal to the life lost this way.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Você ganha uma quantidade de pontos de vida igual ao seu custo de mana convertido.", en: "You gain life equal to its converted mana cost.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'para cada uma de suas cores', 'por cada una de las otras criaturas': 'for each of its colors', 'for each other creature'": [
    { lang: "pt", text: "A criatura alvo recebe +2/+2 até o final do turno para cada uma de suas cores.", en: "Target creature gets +2/+2 until end of turn for each of its colors.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "La criatura objetivo obtiene +2/+2 hasta el final del turno por cada uno de sus colores.", en: "Target creature gets +2/+2 until end of turn for each of its colors.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "La criatura encantada obtiene +0/+2 por cada una de las otras criaturas que controles.", en: "Enchanted creature gets +0/+2 for each other creature you control." },
  ],
  "'o card alvo que esteja em um cemitério': 'target card in a graveyard'": [
    { lang: "pt", text: "Exile o card alvo que esteja em um cemitério.", en: "Exile target card in a graveyard.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Devolva o card de criatura alvo que esteja num cemitério para a mão de seu dono.", en: "Return target creature card in a graveyard to its owner's hand.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'la zona de mando', 'a zona de comando': 'the command zone'; 'las 2 primeras cartas': 'the top two cards'; 'não-básico'; 'de um único cemitério'": [
    { lang: "es", text: "Pon al Xyz en el campo de batalla desde la zona de mando.", en: "Put Xyz onto the battlefield from the command zone.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Quando você conjurar esta mágica, copie-a para cada vez que você conjurou seu comandante da zona de comando neste jogo.", en: "When you cast this spell, copy it for each time you've cast your commander from the command zone this game.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "es", text: "El jugador objetivo pone las 2 primeras cartas de su biblioteca en su cementerio.", en: "Target player puts the top two cards of their library into their graveyard.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "O jogador alvo coloca os seis primeiros cards do grimório dele no cemitério dele.", en: "Target player puts the top six cards of their library into their graveyard.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Destrua o terreno não-básico alvo.", en: "Destroy target nonbasic land.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Exile até três cards alvo de um único cemitério.", en: "Exile up to three target cards from a single graveyard.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'… y todas las …', 'de las que es propietario', 'el doble del número de'": [
    { lang: "es", text: "Destruye todas las criaturas bloqueadoras y todas las criaturas bloqueadas.", en: "Destroy all blocking creatures and all blocked creatures.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Destrua a criatura alvo e todas as criaturas verdes.", en: "Destroy target creature and all green creatures.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Cada jugador gana el control de todas las criaturas de las que es propietario.", en: "Each player gains control of all creatures they own.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "El jugador objetivo pierde X vidas y tú ganas X vidas, donde X es el doble del número de artefactos que controlas.", en: "Target player loses X life and you gain X life, where X is twice the number of artifacts you control.", type: "Conjuro", enType: "Sorcery" },
  ],
  "'escolha um card dela' ('from it'), 'o card escolhido' ('the chosen card'), 'à sua própria reserva de mana', 'seu total de pontos de vida', 'en tercer lugar desde la parte superior'": [
    { lang: "pt", text: "Olhe a mão do oponente alvo e escolha um card dela.", en: "Look at target opponent's hand and choose a card from it.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Aquele jogador descarta o card escolhido.", en: "That player discards the chosen card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "No início da manutenção de cada jogador, aquele jogador adiciona {G} à sua própria reserva de mana.", en: "At the beginning of each player's upkeep, that player adds {G} to his or her mana pool." },
    { lang: "pt", text: "Xyz recebe -X/-X, sendo X igual ao seu total de pontos de vida.", en: "Xyz gets -X/-X, where X is your life total." },
    { lang: "es", text: "Pon la criatura objetivo en la biblioteca de su propietario en tercer lugar desde la parte superior.", en: "Put target creature into its owner's library third from the top.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Coloque a criatura alvo no grimório de seu dono na terceira posição a partir do topo.", en: "Put target creature into its owner's library third from the top.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'o artefato alvo ou o encantamento alvo', 'que não seja do tipo Humano', 'sob o controle de seus donos', 'os cards removidos'": [
    { lang: "pt", text: "Destrua o artefato alvo ou o encantamento alvo.", en: "Destroy target artifact or enchantment.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Vire a criatura alvo que não seja do tipo Humano.", en: "Tap target non-Human creature.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Devolva aquelas criaturas para o jogo sob o controle de seus donos.", en: "Return those creatures to the battlefield under their owners' control.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Devolva os cards removidos para o jogo sob o controle de seus donos.", en: "Return the exiled cards to the battlefield under their owners' control.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Escolha um card removido de jogo com Xyz.", en: "Choose a card exiled with Xyz.", type: "Feitiço", enType: "Sorcery" },
  ],
  "'el coste de maná convertido más alto que haya entre …', 'se seu custo de mana convertido for …'": [
    { lang: "es", text: "La criatura objetivo obtiene +X/+X hasta el final del turno, donde X es el coste de maná convertido más alto que haya entre los permanentes que controles.", en: "Target creature gets +X/+X until end of turn, where X is the highest converted mana cost among permanents you control.", type: "Instantáneo", enType: "Instant" },
    { lang: "pt", text: "Anule a mágica alvo se seu custo de mana convertido for menor ou igual ao maior custo de mana convertido dentre as permanentes que você controla.", en: "Counter target spell if its converted mana cost is less than or equal to the highest converted mana cost among permanents you control.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "'la mágica ou criatura alvo' names two things: 'target spell or creature'": [
    { lang: "pt", text: "Devolva a mágica ou criatura alvo para a mão de seu dono.", en: "Return target spell or creature to its owner's hand.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Contrarresta el hechizo de instantáneo o conjuro objetivo.", en: "Counter target instant or sorcery spell.", type: "Instantáneo", enType: "Instant" },
  ],
  "Portuguese second negations, owners and controllers after the noun, 'dele' for 'from it', 'a si própria', the future subjunctive 'que estiver em'": [
    { lang: "pt", text: "Destrua a criatura alvo que não seja preta e nem artefato.", en: "Destroy target nonartifact, nonblack creature.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Destrua a criatura alvo que não seja preta e não seja um artefato.", en: "Destroy target nonartifact, nonblack creature.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Devolva a criatura alvo para a mão do seu dono.", en: "Return target creature to its owner's hand.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Destrua a criatura alvo. O controlador dela perde 3 pontos de vida.", en: "Destroy target creature. Its controller loses 3 life.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Destrua a criatura alvo. O controlador dela perde 3 pontos de vida.", en: "Destroy target creature. That creature's controller loses 3 life.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Desvire a criatura alvo e ganhe o controle dela até o final do turno.", en: "Untap target creature and gain control of it until end of turn.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Remova um marcador +1/+1 dele.", en: "Remove a +1/+1 counter from it.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "A criatura alvo causa a si própria uma quantidade de dano igual ao seu poder.", en: "Target creature deals damage to itself equal to its power.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "A criatura alvo causa 2 pontos de dano a si própria.", en: "Target creature deals 2 damage to itself.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Desvire todas as criaturas que atacaram neste turno.", en: "Untap all creatures that attacked this turn.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Destrua todas as criaturas do tipo de sua escolha.", en: "Destroy all creatures of the creature type of your choice.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Xyz torna-se do tipo de criatura de sua escolha até o final do turno.", en: "Xyz becomes the creature type of your choice until end of turn.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "A criatura alvo causa dano igual ao seu poder a Xyz.", en: "Target creature deals damage equal to its power to Xyz.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "O jogador alvo exila todos os cards de terreno que estiverem em seu próprio cemitério.", en: "Target player exiles all land cards in their graveyard.", type: "Feitiço", enType: "Sorcery" },
    { lang: "pt", text: "Xyz causa X pontos de dano ao jogador alvo, sendo X igual ao número de tipos de terreno básico entre os terrenos que você controla.", en: "Xyz deals X damage to target player, where X is the number of basic land types among lands you control.", type: "Feitiço", enType: "Sorcery" },
  ],
};

sameMeaning("Spanish and Portuguese noun phrases, amounts and references parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "es", text: "Las criaturas con fuerza menor que la del Xyz no pueden bloquearlo.", en: "Creatures with power greater than Xyz's power can't block it." },
      { lang: "es", text: "Las criaturas con fuerza menor que la del Xyz no pueden bloquearlo.", en: "Creatures with power less than Xyz's toughness can't block it." },
      { lang: "pt", text: "As criaturas com poder menor que o de Xyz não podem bloqueá-lo.", en: "Creatures with toughness less than Xyz's toughness can't block it." },
      { lang: "es", text: "Gana el control de la criatura objetivo con fuerza menor o igual a la cantidad de islas que controlas.", en: "Gain control of target creature with power greater than or equal to the number of Islands you control.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Exilia la criatura objetivo que no sea el Xyz.", en: "Exile target creature.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Cada oponente pierde una cantidad de vidas igual a los Vampiros que controlas.", en: "Each opponent loses life equal to the number of Zombies you control.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Nombra una carta que no sea tierra.", en: "Choose a card name.", type: "Conjuro", enType: "Sorcery" },
      { lang: "pt", text: "Coloque um marcador +1/+1 nesta criatura.", en: "Put a +1/+1 counter on target creature.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "O jogador alvo desvira todos os terrenos básicos que ele controla.", en: "Target player untaps all basic lands you control.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Escolha um ou ambos —\n• Destrua o artefato alvo.\n• Destrua o encantamento alvo.", en: "Choose one —\n• Destroy target artifact.\n• Destroy target enchantment.", type: "Feitiço", enType: "Sorcery" },
      { lang: "es", text: "Mira la primera carta de la biblioteca del jugador objetivo.", en: "Look at the top card of your library.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Ganas una cantidad de vidas igual a la cantidad de cartas en la mano de ese jugador.", en: "You gain life equal to the number of cards in your hand.", type: "Conjuro", enType: "Sorcery" },
      { lang: "pt", text: "Devolva a mágica ou criatura alvo para a mão de seu dono.", en: "Return target creature spell to its owner's hand.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Aquele jogador descarta uma quantidade correspondente de cards.", en: "That player discards a card.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Compre uma quantidade de cards igual ao poder da criatura sacrificada.", en: "Draw cards equal to the sacrificed creature's toughness.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "A criatura alvo recebe +2/+2 até o final do turno para cada uma de suas cores.", en: "Target creature gets +2/+2 until end of turn for each creature you control.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Exile o card alvo que esteja em um cemitério.", en: "Exile target card in your graveyard.", type: "Feitiço", enType: "Sorcery" },
      { lang: "es", text: "El jugador objetivo pone las 2 primeras cartas de su biblioteca en su cementerio.", en: "Target player puts the top three cards of their library into their graveyard.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Pon al Xyz en el campo de batalla desde la zona de mando.", en: "Put Xyz onto the battlefield from your graveyard.", type: "Conjuro", enType: "Sorcery" },
      { lang: "pt", text: "Destrua o terreno não-básico alvo.", en: "Destroy target basic land.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Destrua a criatura alvo e todas as criaturas verdes.", en: "Destroy target creature and all red creatures.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Aquele jogador descarta o card escolhido.", en: "That player discards the exiled card.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Destrua o artefato alvo ou o encantamento alvo.", en: "Destroy target artifact or creature.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Vire a criatura alvo que não seja do tipo Humano.", en: "Tap target non-Elf creature.", type: "Feitiço", enType: "Sorcery" },
      { lang: "es", text: "Pon la criatura objetivo en la biblioteca de su propietario en tercer lugar desde la parte superior.", en: "Put target creature into its owner's library second from the top.", type: "Conjuro", enType: "Sorcery" },
      { lang: "es", text: "Cada jugador gana el control de todas las criaturas de las que es propietario.", en: "Each player gains control of all creatures you own.", type: "Conjuro", enType: "Sorcery" },
      { lang: "pt", text: "Remova um marcador +1/+1 dele.", en: "Remove a -1/-1 counter from it.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Destrua a criatura alvo. O controlador dela perde 3 pontos de vida.", en: "Destroy target creature. Its owner loses 3 life.", type: "Feitiço", enType: "Sorcery" },
      { lang: "pt", text: "Destrua a criatura alvo que não seja preta e nem artefato.", en: "Destroy target nonartifact, nonred creature.", type: "Feitiço", enType: "Sorcery" },
    ],
    "Xyz",
  );
});
