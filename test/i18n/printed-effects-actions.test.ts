/**
 * Spanish and Portuguese effect verbs and their arguments (printed cards of
 * ../shared/corpus/printed.es-pt.jsonl.gz): damage, shuffling into a library, "then" between
 * instructions, fights, … parse to the same AST as the English text of the same card.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";
const CREATURE = { type: "Criatura — Perro", enType: "Creature — Dog" };
const INSTANT = { type: "Instantáneo", enType: "Instant" };
const INSTANT_PT = { type: "Mágica Instantânea", enType: "Instant" };

const CASES: Record<string, Case[]> = {
  "'then' set off by commas (', e, depois,', ', em seguida,')": [
    {
      lang: "pt",
      ...INSTANT_PT,
      text: "Procure um card de terreno básico em seu grimório, revele-o, coloque-o em sua mão e, depois, embaralhe seu grimório.",
      en: "Search your library for a basic land card, reveal it, put it into your hand, then shuffle your library.",
    },
    { lang: "pt", ...INSTANT_PT, text: "Compre um card e, em seguida, descarte um card.", en: "Draw a card, then discard a card." },
    { lang: "pt", ...INSTANT_PT, text: "Exile a criatura alvo que você controla, em seguida, devolva-a ao campo de batalha sob o controle de seu dono.", en: "Exile target creature you control, then return it to the battlefield under its owner's control." },
  ],
  "the player dealt damage before the verb, the subject dropped ('te hace 1 punto de daño')": [
    { lang: "es", ...CREATURE, text: "Cuando el Xyz entre en juego, te hacen 4 puntos de daño.", en: "When Xyz enters the battlefield, it deals 4 damage to you." },
    { lang: "es", ...CREATURE, text: "Cuando el Xyz entre al campo de batalla, te hace 1 punto de daño y robas una carta.", en: "When Xyz enters the battlefield, it deals 1 damage to you and you draw a card." },
    { lang: "es", ...INSTANT, text: "El Xyz hace 4 puntos de daño a cualquier objetivo y te hace 2 puntos de daño.", en: "Xyz deals 4 damage to any target and 2 damage to you." },
  ],
  "shuffling into a library ('baraja … en tu biblioteca', 'embaralhe … em seu grimório')": [
    { lang: "es", ...INSTANT, text: "Baraja el resto en tu biblioteca.", en: "Shuffle the rest into your library." },
    { lang: "es", ...INSTANT, text: "Ese jugador baraja esa carta en su biblioteca.", en: "That player shuffles that card into their library." },
    { lang: "es", ...INSTANT, text: "Cada jugador baraja su mano y su cementerio en su biblioteca, luego roba siete cartas.", en: "Each player shuffles their hand and graveyard into their library, then draws seven cards." },
    { lang: "pt", ...INSTANT_PT, text: "Embaralhe até cinco cards alvo de seu cemitério em seu grimório.", en: "Shuffle up to five target cards from your graveyard into your library." },
    { lang: "pt", ...INSTANT_PT, text: "Cada jogador embaralha a própria mão e o próprio cemitério no próprio grimório e compra sete cards.", en: "Each player shuffles their hand and graveyard into their library and draws seven cards." },
  ],
  "older 'remove … from the game' and 'from combat' ('removerlo del juego', 'removê-lo do combate', 'o card removido')": [
    { lang: "es", ...INSTANT, text: "Puedes removerlo del juego.", en: "You may remove it from the game." },
    { lang: "es", ...INSTANT, text: "Puedes enderezarlo y removerlo del combate.", en: "You may untap it and remove it from combat." },
    { lang: "pt", ...INSTANT_PT, text: "Você pode desvirá-lo e removê-lo do combate.", en: "You may untap it and remove it from combat." },
    { lang: "pt", ...INSTANT_PT, text: "Devolva o card removido para o jogo sob o controle de seu dono.", en: "Return the exiled card to the battlefield under its owner's control." },
  ],
  "mana added: 'an additional {G}', 'to his or her mana pool'": [
    { lang: "es", ...INSTANT, text: "Su controlador agrega {G}{G} adicionales.", en: "Its controller adds an additional {G}{G}." },
    { lang: "es", ...INSTANT, text: "Agrega un {G} adicional.", en: "Add an additional {G}." },
    { lang: "pt", ...INSTANT_PT, text: "Seu controlador adiciona {G} extra.", en: "Its controller adds an additional {G}." },
    { lang: "pt", ...INSTANT_PT, text: "Seu controlador adiciona {G}{G} à sua própria reserva de mana.", en: "Its controller adds {G}{G} to his or her mana pool." },
  ],
  "an additional combat phase followed by an additional main phase": [
    { lang: "pt", ...INSTANT_PT, text: "Após esta fase principal, há uma fase adicional de combate seguida por uma fase principal adicional.", en: "After this main phase, there is an additional combat phase followed by an additional main phase." },
    { lang: "es", ...INSTANT, text: "Después de esta fase principal, hay una fase de combate adicional seguida de una fase principal adicional.", en: "After this main phase, there is an additional combat phase followed by an additional main phase." },
  ],
  "counters on 'cada una de ellas', 'nesta criatura', 'em cada uma de até duas criaturas alvo'": [
    { lang: "es", ...INSTANT, text: "Pon un contador +1/+1 sobre cada una de ellas.", en: "Put a +1/+1 counter on each of them." },
    { lang: "pt", ...INSTANT_PT, text: "Coloque um marcador +1/+1 em cada uma de até duas criaturas alvo.", en: "Put a +1/+1 counter on each of up to two target creatures." },
    { lang: "pt", ...INSTANT_PT, text: "Coloque um marcador +1/+1 nesta criatura.", en: "Put a +1/+1 counter on this creature." },
  ],
  "one card here, the other there ('Pon una en tu mano y la otra …', 'um deles … o outro …')": [
    { lang: "es", ...INSTANT, text: "Pon una en tu mano y la otra en tu cementerio.", en: "Put one into your hand and the other into your graveyard." },
    { lang: "pt", ...INSTANT_PT, text: "Coloque um em sua mão e o outro no fundo de seu grimório.", en: "Put one into your hand and the other on the bottom of your library." },
    { lang: "pt", ...INSTANT_PT, text: "Revele-os e coloque um deles em sua mão e o outro em seu cemitério.", en: "Reveal them, then put one into your hand and the other into your graveyard." },
  ],
  "older token copies ('uma ficha em jogo que seja uma cópia', 'fichas que son copias de él')": [
    { lang: "pt", ...INSTANT_PT, text: "Coloque uma ficha em jogo que seja uma cópia da criatura alvo.", en: "Put a token onto the battlefield that's a copy of target creature." },
    { lang: "pt", ...INSTANT_PT, text: "Coloque em jogo duas fichas que sejam cópias dele.", en: "Create two tokens that are copies of it." },
    { lang: "es", ...INSTANT, text: "Pon en juego dos fichas que son copias de él.", en: "Create two tokens that are copies of it." },
  ],
  "switching power and toughness, exchanging control ('permute')": [
    { lang: "pt", ...INSTANT_PT, text: "Permute o poder e a resistência da criatura alvo até o final do turno.", en: "Switch target creature's power and toughness until end of turn." },
    { lang: "pt", ...INSTANT_PT, text: "Você pode permutar o controle de Xyz e daquela mágica.", en: "You may exchange control of Xyz and that spell." },
    { lang: "pt", ...INSTANT_PT, text: "Permute o controle dessas permanentes.", en: "Exchange control of those permanents." },
  ],
  "'each of' a subject ('Cada um de um número qualquer de oponentes alvo …')": [
    { lang: "pt", ...INSTANT_PT, text: "Cada um de um número qualquer de oponentes alvo descarta sua própria mão e compra sete cards.", en: "Any number of target opponents each discards their hand and draws seven cards." },
  ],
  "onto the battlefield 'virada e atacando', 'girada y bajo tu control'": [
    { lang: "pt", ...INSTANT_PT, text: "Coloque no campo de batalha virada e atacando uma ficha de criatura verde 3/3 do tipo Lodo.", en: "Create a 3/3 green Ooze creature token that's tapped and attacking." },
    { lang: "es", ...INSTANT, text: "Pon en el campo de batalla girada y bajo tu control la carta de criatura objetivo de un cementerio.", en: "Put target creature card from a graveyard onto the battlefield under your control tapped." },
  ],
  "naming a card ('Nombra una carta que no sea tierra', 'Nomeie um card de criatura')": [
    { lang: "es", ...INSTANT, text: "Nombra una carta que no sea tierra.", en: "Choose a nonland card name." },
    { lang: "pt", ...INSTANT_PT, text: "Nomeie um card de criatura.", en: "Choose a creature card name." },
  ],
  "instructions in the future tense and the subjunctive plural": [
    { lang: "pt", ...INSTANT_PT, text: "Aquele jogador descartará um card.", en: "That player discards a card." },
    { lang: "pt", ...INSTANT_PT, text: "Você pode fazer com que as criaturas que você controla ganhem vigilância até o final do turno.", en: "You may have creatures you control gain vigilance until end of turn." },
  ],
  "discarding at random 'de tu mano'": [
    { lang: "es", ...INSTANT, text: "Ese jugador descarta una carta al azar de su mano.", en: "That player discards a card at random." },
    { lang: "pt", ...INSTANT_PT, text: "Descarte um card aleatoriamente de sua mão.", en: "Discard a card at random." },
  ],
  "moving and distributing counters ('Mueve un contador … de … al …', 'Distribua … entre …')": [
    { lang: "es", ...INSTANT, text: "Mueve un contador +1/+1 de la criatura objetivo que controlas al Xyz.", en: "Move a +1/+1 counter from target creature you control onto Xyz." },
    { lang: "pt", ...INSTANT_PT, text: "Mova todos os marcadores da criatura alvo para outra criatura alvo.", en: "Move all counters from target creature onto another target creature." },
    { lang: "es", ...INSTANT, text: "Distribuye dos contadores +1/+1 entre una o dos criaturas objetivo.", en: "Distribute two +1/+1 counters among one or two target creatures." },
    { lang: "pt", ...INSTANT_PT, text: "Distribua quatro marcadores +1/+1 entre qualquer número de criaturas alvo.", en: "Distribute four +1/+1 counters among any number of target creatures." },
  ],
  "repeating the process ('repite este proceso', 'Repita esse processo mais duas vezes')": [
    { lang: "es", ...INSTANT, text: "Repite este proceso dos veces más.", en: "Repeat this process two more times." },
    { lang: "pt", ...INSTANT_PT, text: "Repita esse processo mais duas vezes.", en: "Repeat this process two more times." },
    { lang: "pt", ...INSTANT_PT, text: "Se fizer isso, repita esse processo.", en: "If you do, repeat this process." },
  ],
  "attaching to the pronoun joined to the verb ('puedes anexarle el Xyz')": [
    { lang: "es", ...INSTANT, text: "Puedes anexarle el Xyz.", en: "You may attach Xyz to it." },
    { lang: "es", ...INSTANT, text: "Puedes anexarle el Xyz a esa criatura.", en: "You may attach Xyz to that creature." },
    { lang: "es", ...INSTANT, text: "Anéxalo a la criatura objetivo.", en: "Attach it to target creature." },
  ],
  "searching with 'por' and another player's library, 'tapped' before the battlefield ('coloque-o virado no campo de batalha')": [
    { lang: "pt", ...INSTANT_PT, text: "Procure por um card de artefato no grimório do oponente alvo e coloque-o em jogo sob seu controle.", en: "Search target opponent's library for an artifact card and put that card onto the battlefield under your control." },
    { lang: "pt", ...INSTANT_PT, text: "Procure um card de artefato no grimório daquele jogador e exile-o.", en: "Search that player's library for an artifact card and exile it." },
    { lang: "pt", ...INSTANT_PT, text: "Você pode procurar por um card de terreno básico em seu grimório e colocá-lo em jogo virado.", en: "You may search your library for a basic land card and put it onto the battlefield tapped." },
    { lang: "pt", ...INSTANT_PT, text: "Procure em seu grimório por um card de terreno básico e coloque-o virado no campo de batalha.", en: "Search your library for a basic land card and put it onto the battlefield tapped." },
    { lang: "pt", ...INSTANT_PT, text: "Seu controlador pode procurar um card de terreno básico no grimório dele e colocá-lo no campo de batalha.", en: "Its controller may search their library for a basic land card and put it onto the battlefield." },
  ],
  "control of what the owner word after 'controle' names ('ganhe o controle dela')": [
    { lang: "pt", ...INSTANT_PT, text: "Desvire a criatura alvo e ganhe o controle dela até o final do turno.", en: "Untap target creature and gain control of it until end of turn." },
    { lang: "pt", ...INSTANT_PT, text: "Desvire todas as criaturas e ganhe o controle delas até o final do turno.", en: "Untap all creatures and gain control of them until end of turn." },
  ],
  "counters removed from a pronoun ('remova um marcador +1/+1 dele', 'todos os marcadores -1/-1 dela')": [
    { lang: "pt", ...INSTANT_PT, text: "Remova um marcador +1/+1 dele.", en: "Remove a +1/+1 counter from it." },
    { lang: "pt", ...INSTANT_PT, text: "Remova todos os marcadores -1/-1 dela.", en: "Remove all -1/-1 counters from it." },
  ],
  "fights ('luta com')": [{ lang: "pt", ...INSTANT_PT, text: "A criatura alvo que você controla luta com a criatura alvo que você não controla.", en: "Target creature you control fights target creature you don't control." }],
};

sameMeaning("Romance effect verbs parse to the same AST as English", CASES, () => NAME);

describe("differences the checker still sees in these effects", () => {
  differentMeaning(
    [
      { lang: "es", ...INSTANT, text: "El Xyz hace 4 puntos de daño a cualquier objetivo y te hace 3 puntos de daño.", en: "Xyz deals 4 damage to any target and 2 damage to you." },
      { lang: "es", ...CREATURE, text: "Cuando el Xyz entre en juego, te hacen 4 puntos de daño.", en: "When Xyz enters the battlefield, it deals 4 damage to target player." },
      { lang: "es", ...INSTANT, text: "Baraja esa carta en tu biblioteca.", en: "Shuffle the rest into your library." },
      { lang: "pt", ...INSTANT_PT, text: "Compre um card e, em seguida, descarte dois cards.", en: "Draw a card, then discard a card." },
      { lang: "es", ...INSTANT, text: "Puedes enderezarlo y removerlo del combate.", en: "You may tap it and remove it from combat." },
      { lang: "pt", ...INSTANT_PT, text: "Seu controlador adiciona {G} extra.", en: "Its controller adds {G}." },
      { lang: "es", ...INSTANT, text: "Pon una en tu mano y la otra en tu cementerio.", en: "Put one into your hand and the other on the bottom of your library." },
      { lang: "pt", ...INSTANT_PT, text: "Coloque uma ficha em jogo que seja uma cópia da criatura alvo.", en: "Put a token onto the battlefield that's a copy of target artifact." },
      { lang: "pt", ...INSTANT_PT, text: "Permute o controle dessas permanentes.", en: "Exchange control of those creatures." },
      { lang: "es", ...INSTANT, text: "Nombra una carta que no sea tierra.", en: "Choose a creature card name." },
      { lang: "pt", ...INSTANT_PT, text: "Descarte um card aleatoriamente de sua mão.", en: "Discard a card." },
      { lang: "es", ...INSTANT, text: "Mueve un contador +1/+1 de la criatura objetivo que controlas al Xyz.", en: "Move a -1/-1 counter from target creature you control onto Xyz." },
      { lang: "pt", ...INSTANT_PT, text: "Repita esse processo mais duas vezes.", en: "Repeat this process once more." },
      { lang: "es", ...INSTANT, text: "Anéxalo a la criatura objetivo.", en: "Attach target creature to it." },
      { lang: "pt", ...INSTANT_PT, text: "Procure um card de artefato no grimório daquele jogador e exile-o.", en: "Search your library for an artifact card and exile it." },
      { lang: "pt", ...INSTANT_PT, text: "Remova um marcador +1/+1 dele.", en: "Remove a -1/-1 counter from it." },
      { lang: "pt", ...INSTANT_PT, text: "Desvire todas as criaturas e ganhe o controle delas até o final do turno.", en: "Untap all creatures and gain control of them." },
      { lang: "pt", ...INSTANT_PT, text: "Procure em seu grimório por um card de terreno básico e coloque-o virado no campo de batalha.", en: "Search your library for a basic land card and put it onto the battlefield." },
    ],
    NAME,
  );
});
