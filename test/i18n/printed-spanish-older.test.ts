/**
 * More Spanish constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz), mostly of
 * older printings: each Spanish sentence parses to the same AST as the English printed text of its era,
 * and the checker still sees a changed meaning.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";

const CASES: Record<string, Case[]> = {
  "older tokens: 'pon en el campo de batalla una ficha que es una copia de …', several tokens in one list": [
    { lang: "es", text: "Pon en el campo de batalla una ficha que es una copia de la criatura objetivo.", en: "Put a token onto the battlefield that's a copy of target creature." },
    {
      lang: "es",
      text: "Pon en el campo de batalla una ficha de criatura Víbora verde 1/1, una ficha de criatura Lobo verde 2/2 y una ficha de criatura Elefante verde 3/3.",
      en: "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.",
    },
    { lang: "es", text: "Pon en juego dos fichas de criatura Soldado blanca 1/1 y una ficha de criatura Ave blanca 1/1.", en: "Create two 1/1 white Soldier creature tokens and a 1/1 white Bird creature token." },
  ],
  "'En vez de eso, …' at the start of a sentence (the older 'Instead …', 614.1)": [
    { lang: "es", text: "En vez de eso, la Xyz hace 5 puntos de daño a esa criatura.", en: "Xyz deals 5 damage to that creature instead." },
    { lang: "es", text: "En vez de eso, todos los jugadores sacrifican todas las tierras.", en: "All players sacrifice all lands instead." },
    { lang: "es", text: "En vez de eso, la Xyz hace 4 puntos de daño a esa criatura si controlas tres o más artefactos.", en: "Xyz deals 4 damage to that creature instead if you control three or more artifacts." },
  ],
  "'y tiene: \"…\"': the quoted ability after 'has' with a colon": [
    {
      lang: "es",
      text: 'Umbral El Xyz obtiene +1/+1 y tiene: "Al comienzo de tu mantenimiento, sacrifica una criatura". (Tienes umbral mientras haya siete o más cartas en tu cementerio.)',
      en: 'Threshold Xyz gets +1/+1 and has "At the beginning of your upkeep, sacrifice a creature." (You have threshold as long as seven or more cards are in your graveyard.)',
    },
    { lang: "es", text: 'Umbral - El Xyz obtiene +1/+1, es negro, y tiene: "{2}{B}, {T}: Destruye la criatura objetivo roja".', en: 'Threshold Xyz gets +1/+1, is black, and has "{2}{B}, {T}: Destroy target red creature."' },
  ],
  "targets: 'objetivo atacante o bloqueadora', 'cada una de hasta dos criaturas objetivo', 'divididos como elijas entre'": [
    { lang: "es", text: "El Xyz hace 2 puntos de daño a la criatura objetivo atacante o bloqueadora.", en: "Xyz deals 2 damage to target attacking or blocking creature." },
    { lang: "es", text: "El Xyz hace 2 puntos de daño a cada una de hasta dos criaturas objetivo.", en: "Xyz deals 2 damage to each of up to two target creatures." },
    { lang: "es", text: "El Xyz hace 1 punto de daño a cada uno de hasta tres objetivos.", en: "Xyz deals 1 damage to each of up to three targets." },
    { lang: "es", text: "La Xyz hace 2 puntos de daño a cada una de hasta tres criaturas y/o jugadores objetivo.", en: "Xyz deals 2 damage to each of up to three target creatures and/or players." },
    { lang: "es", text: "El Xyz hace 5 puntos de daño divididos como elijas entre cualquier número de criaturas objetivo.", en: "Xyz deals 5 damage divided as you choose among any number of target creatures." },
  ],
  "mana: the pool named first, 'un maná azul', 'un maná incoloro', 'a su reserva de maná'": [
    { lang: "es", text: "Agrega a tu reserva de maná un maná de cualquier color.", en: "Add to your mana pool one mana of any color." },
    { lang: "es", text: "{T}: Agrega a tu reserva de maná {G}{G}.", en: "{T}: Add {G}{G} to your mana pool." },
    { lang: "es", text: "Agrega un maná incoloro a tu reserva de maná.", en: "Add one colorless mana to your mana pool." },
    { lang: "es", text: "{T}: Agrega un maná azul a tu reserva de maná.", en: "{T}: Add one blue mana to your mana pool." },
    { lang: "es", text: "Su controlador agrega {G} a su reserva de maná.", en: "Its controller adds {G} to his or her mana pool." },
    {
      lang: "es",
      text: "Al comienzo de la fase principal precombate de cada jugador, ese jugador agrega {C} por cada artefacto que controla.",
      en: "At the beginning of each player's precombat main phase, that player adds {C} for each artifact they control.",
    },
  ],
  "older keywording and counters: 'es indestructible', 'remueve todos los contadores de …', 'si se pagó el coste de estímulo'": [
    { lang: "es", text: "El Xyz es indestructible.", en: "Xyz is indestructible." },
    { lang: "es", text: "Remueve todos los contadores de tiempo del Xyz.", en: "Remove all time counters from Xyz." },
    { lang: "es", text: "Remueve todos los contadores +1/+1 del Xyz.", en: "Remove all +1/+1 counters from Xyz." },
    { lang: "es", text: "Cuando el Xyz salga del juego, remueve todos los contadores de minas de todas las tierras.", en: "When Xyz leaves play, remove all mine counters from all lands." },
    { lang: "es", text: "Si se pagó el coste de estímulo, roba una carta.", en: "If the kicker cost was paid, draw a card." },
  ],
  "words: 'que sigue siendo', 'nombra una carta', 'permanezca girado', 'tamaño máximo', 'tipo de tierra básica', 'compartan', 'más de una', 'anexa'": [
    { lang: "es", text: "Nombra una carta, luego muestra la carta de la parte superior de tu biblioteca.", en: "Name a card, then reveal the top card of your library." },
    { lang: "es", text: "Mientras el Xyz permanezca girado, el Elfo objetivo obtiene +2/+2.", en: "As long as Xyz remains tapped, target Elf gets +2/+2." },
    { lang: "es", text: "El tamaño máximo de tu mano se reduce en cuatro.", en: "Your maximum hand size is reduced by four." },
    { lang: "es", text: "Busca en tu biblioteca una carta de tierra con un tipo de tierra básica.", en: "Search your library for a land card with a basic land type." },
    { lang: "es", text: "Las demás criaturas que compartan un tipo de criatura con ella obtienen +1/+1.", en: "Other creatures that share a creature type with it get +1/+1." },
    { lang: "es", text: "El Xyz no puede ser bloqueado por más de una criatura.", en: "Xyz can't be blocked by more than one creature." },
    { lang: "es", text: "Anexa el Xyz a la criatura objetivo.", en: "Attach Xyz to target creature." },
    { lang: "es", text: "Todos los jugadores sacrifican todas las tierras.", en: "All players sacrifice all lands." },
  ],
  "more older constructions: 'los de Soldado', 'que haya en juego', 'más el número de', 'que te hace objetivo', 'de un solo cementerio', 'lo hacen', 'si lo hace'": [
    { lang: "es", text: "Te cuesta {1} menos jugar los hechizos de Kithkin y los de Soldado.", en: "Kithkin spells and Soldier spells you play cost {1} less to play." },
    { lang: "es", text: "Tanto la fuerza como la resistencia de la Xyz son iguales al número de criaturas que haya en juego.", en: "Xyz's power and toughness are each equal to the number of creatures in play." },
    { lang: "es", text: "Tanto la fuerza como la resistencia del Xyz son iguales a 1 más el número de tierras que controlas.", en: "Xyz's power and toughness are each equal to 1 plus the number of lands you control." },
    { lang: "es", text: "Contrarresta el hechizo objetivo que te hace objetivo.", en: "Counter target spell that targets you." },
    { lang: "es", text: "Remueve del juego hasta tres cartas objetivo de un solo cementerio.", en: "Exile up to three target cards from a single graveyard." },
    { lang: "es", text: "Todas las criaturas que puedan bloquear a la criatura encantada lo hacen.", en: "All creatures able to block enchanted creature do so." },
    { lang: "es", text: "Si lo hace, ese jugador roba una carta.", en: "If he or she does, that player draws a card." },
    { lang: "es", text: "Puedes hacer que el jugador objetivo muestre su mano.", en: "You may have target player reveal his or her hand." },
  ],
  "additional costs: a choice of costs, an optional one": [
    { lang: "es", text: "Como coste adicional para jugar el Xyz, muestra una carta de Elemental de tu mano o paga {3}.", en: "As an additional cost to play Xyz, reveal an Elemental card from your hand or pay {3}." },
    { lang: "es", text: "Como coste adicional para lanzar el Xyz, sacrifica una criatura o paga {3}.", en: "As an additional cost to cast Xyz, sacrifice a creature or pay {3}." },
    { lang: "es", text: "Como coste adicional para jugar la Xyz, puedes sacrificar cualquier cantidad de Espíritus.", en: "As an additional cost to play Xyz, you may sacrifice any number of Spirits." },
  ],
  "tokens tapped and attacking, copies, prevention with the duration first": [
    { lang: "es", text: "Pon en el campo de batalla dos fichas de criatura Soldado blancas 1/1 giradas y atacando.", en: "Put two 1/1 white Soldier creature tokens onto the battlefield tapped and attacking." },
    { lang: "es", text: "Crea X fichas de criatura Elemental rojas 1/1 giradas y atacando.", en: "Create X 1/1 red Elemental creature tokens that are tapped and attacking." },
    { lang: "es", text: "Prevén todo el daño que fueran a hacer este turno fuentes negras y/o rojas.", en: "Prevent all damage that black and/or red sources would deal this turn." },
    { lang: "es", text: "Prevén todo el daño que fueran a hacer las criaturas este turno.", en: "Prevent all damage that creatures would deal this turn." },
    { lang: "es", text: "Prevén todo el daño de combate que fueran a hacer este turno las criaturas atacantes.", en: "Prevent all combat damage that would be dealt this turn by attacking creatures." },
    {
      lang: "es",
      text: "Puedes buscar en tu biblioteca una carta de Trasgo, mostrarla, barajar tu biblioteca y poner esa carta en su parte superior.",
      en: "You may search your library for a Goblin card, reveal it, then shuffle your library and put that card on top of it.",
    },
  ],
  "trigger events and conditions: 'sea regresado', 'sea anexada a', 'vaya de tu biblioteca a tu cementerio', 'si lo jugaste de tu mano'": [
    { lang: "es", text: "Siempre que un permanente sea regresado a tu mano, roba una carta.", en: "Whenever a permanent is returned to your hand, draw a card." },
    { lang: "es", text: "Siempre que un aura sea anexada al Xyz, roba una carta.", en: "Whenever an Aura becomes attached to Xyz, draw a card." },
    { lang: "es", text: "Siempre que una carta de tierra vaya de tu biblioteca a tu cementerio, roba una carta.", en: "Whenever a land card is put into your graveyard from your library, draw a card." },
    { lang: "es", text: "Si la Xyz está en tu mano inicial, puedes comenzar el juego con ella en juego.", en: "If Xyz is in your opening hand, you may begin the game with it in play." },
    { lang: "es", text: "Elige una carta de artefacto de allí.", en: "Choose an artifact card from it." },
    { lang: "es", text: "El Xyz puede atacar como si no tuviera la habilidad de defensor.", en: "Xyz can attack as though it didn't have defender." },
  ],
  "'El Xyz no se gira al atacar.' as a line of its own is vigilance (702.20b)": [
    { lang: "es", text: "Vuela.\nEl Xyz no se gira al atacar.", en: "Flying\nAttacking doesn't cause Xyz to tap." },
  ],
  "alternative costs, battalion, 'que recibió daño de esta manera', 'mientras' after a one-shot effect, the Wishes, mana in any combination": [
    { lang: "es", text: "Si una criatura blanca está atacando, puedes pagar {B}{B} en lugar de pagar el coste de maná de la Xyz.", en: "If a white creature is attacking, you may pay {B}{B} rather than pay Xyz's mana cost." },
    { lang: "es", text: "Puedes pagar {1}{U} en vez de pagar el coste de maná de este hechizo.", en: "You may pay {1}{U} rather than pay this spell's mana cost." },
    { lang: "es", text: "Siempre que el Xyz y al menos otras dos criaturas ataquen, roba una carta.", en: "Whenever Xyz and at least two other creatures attack, draw a card." },
    { lang: "es", text: "Si una criatura que recibió daño de esta manera fuera a morir este turno, en vez de eso, exíliala.", en: "If a creature dealt damage this way would die this turn, exile it instead." },
    { lang: "es", text: "Gana el control del artefacto objetivo mientras controles al Xyz.", en: "Gain control of target artifact for as long as you control Xyz." },
    { lang: "es", text: "Mientras controles un bosque, el Xyz obtiene +1/+1.", en: "As long as you control a Forest, Xyz gets +1/+1." },
    { lang: "es", text: "Mientras controles un Portal, el Xyz puede atacar como si no tuviera la habilidad de defensor.", en: "Xyz can attack as though it didn't have defender as long as you control a Gate." },
    {
      lang: "es",
      text: "Elige una carta tuya de conjuro que esté fuera del juego, muestra esa carta y ponla en tu mano.",
      en: "Choose a sorcery card you own from outside the game, reveal that card, and put it into your hand.",
    },
    { lang: "es", text: "Agrega dos maná de cualquier combinación de color a tu reserva de maná.", en: "Add two mana in any combination of colors to your mana pool." },
    { lang: "es", text: "Contrarresta el hechizo objetivo que tenga un coste de maná convertido de 3 ó menos.", en: "Counter target spell with converted mana cost 3 or less." },
  ],
  "multikicker, extra combat, empty hand, coin flips, planeswalking, base power and toughness": [
    { lang: "es", text: "El Xyz entra al campo de batalla con un contador +1/+1 sobre él por cada vez que fue estimulado.", en: "Xyz enters the battlefield with a +1/+1 counter on it for each time it was kicked." },
    { lang: "es", text: "Después de esta fase, hay una fase de combate adicional.", en: "After this phase, there is an additional combat phase." },
    { lang: "es", text: "Si no tienes cartas en la mano, roba una carta.", en: "If you have no cards in hand, draw a card." },
    { lang: "es", text: "Si pierdes el lanzamiento, roba una carta.", en: "If you lose the flip, draw a card." },
    { lang: "es", text: "Cuando camines por los planos hacia el Xyz, roba una carta.", en: "When you planeswalk to Xyz, draw a card." },
    {
      lang: "es",
      text: "Hasta el final del turno, la criatura objetivo pierde todas sus habilidades y se convierte en una Víbora verde con fuerza y resistencia base 1/1.",
      en: "Until end of turn, target creature loses all abilities and becomes a green Snake with base power and toughness 1/1.",
    },
  ],
  "flash in the older wording, the commander, 'si no es', 'si no hay', first time each turn, clash, 'sin'/'que no tengan', Propaganda": [
    { lang: "es", text: "Puedes jugar el Xyz en cualquier momento en que pudieras jugar un instantáneo.", en: "You may cast Xyz as though it had flash." },
    { lang: "es", text: "Puedes jugar cartas que no sean tierras en cualquier momento en que pudieras jugar un instantáneo.", en: "You may cast nonland cards as though they had flash." },
    { lang: "es", text: "Mientras controles a tu comandante, el Xyz obtiene +2/+2.", en: "As long as you control your commander, Xyz gets +2/+2." },
    { lang: "es", text: "Si no es una carta de criatura, ponla en tu cementerio.", en: "If it isn't a creature card, put it into your graveyard." },
    { lang: "es", text: "Si no hay criaturas en juego, sacrifica el Xyz.", en: "If no creatures are in play, sacrifice Xyz." },
    { lang: "es", text: "Si no tienes cartas en tu mano, en vez de eso, el Xyz hace 5 puntos de daño a esa criatura.", en: "Xyz deals 5 damage to that creature instead if you have no cards in hand." },
    { lang: "es", text: "Siempre que el Xyz sea objetivo de un hechizo o habilidad por primera vez en un turno, roba una carta.", en: "Whenever Xyz becomes the target of a spell or ability for the first time each turn, draw a card." },
    { lang: "es", text: "Siempre que te enfrentes, roba una carta.", en: "Whenever you clash, draw a card." },
    { lang: "es", text: "Siempre que el Xyz u otra criatura artefacto sea puesta en el cementerio desde el juego, puedes enderezar el artefacto objetivo.", en: "Whenever Xyz or another artifact creature is put into a graveyard from play, you may untap target artifact." },
    { lang: "es", text: "Las criaturas que no tengan la habilidad de volar no pueden atacar.", en: "Creatures without flying can't attack." },
    {
      lang: "es",
      text: "Las criaturas no pueden atacarte a menos que su controlador pague {2} por cada criatura que controla que te está atacando.",
      en: "Creatures can't attack you unless their controller pays {2} for each creature he or she controls that's attacking you.",
    },
  ],
  "a subject left out: 'que controla a …', 'a menos que pague', 'si tiene'; 'más … que tú'; 'elegir que', 'elegir no enderezar'": [
    { lang: "es", text: "Ese jugador regresa un permanente que controla a la mano de su propietario.", en: "That player returns a permanent he or she controls to its owner's hand." },
    { lang: "es", text: "Ese jugador sacrifica un permanente a menos que pague {1}.", en: "That player sacrifices a permanent unless he or she pays {1}." },
    { lang: "es", text: "Luego, si tiene tres o más contadores +1/+1 sobre ella, sacrifica el Xyz.", en: "Then if it has three or more +1/+1 counters on it, sacrifice Xyz." },
    { lang: "es", text: "Luego, si un oponente tiene más vida que tú, regresa el Xyz a la mano de su propietario.", en: "Then if an opponent has more life than you, return Xyz to its owner's hand." },
    { lang: "es", text: "Puedes elegir que haga 4 puntos de daño al oponente objetivo.", en: "You may have it deal 4 damage to target opponent." },
    { lang: "es", text: "Puedes elegir que la criatura objetivo obtenga -1/-1 hasta el final del turno.", en: "You may have target creature get -1/-1 until end of turn." },
    { lang: "es", text: "Puedes elegir no enderezar el Xyz durante tu paso de enderezar.", en: "You may choose not to untap Xyz during your untap step." },
    // "mientras" opening an activated ability's effect stays its condition (not a duration)
    { lang: "es", text: "{2}{G}, {T}: Mientras el Xyz permanezca girado, el Elfo objetivo obtiene +2/+2 y tiene la habilidad de arrollar.", en: "{2}{G}, {T}: As long as Xyz remains tapped, target Elf gets +2/+2 and has trample." },
    { lang: "es", text: "Si tiene prestigio, enderézala.", en: "If it's renowned, untap it." },
  ],
  "word order only: a leading duration, a trailing condition": [
    { lang: "es", text: "Hasta el final del turno, las criaturas que controlas obtienen +1/+1.", en: "Creatures you control get +1/+1 until end of turn." },
  ],
};

sameMeaning("Spanish printed constructions of older eras", CASES, () => NAME);

describe("differences the checker still sees in these constructions", () => {
  differentMeaning(
    [
      { lang: "es", text: "Pon en el campo de batalla una ficha que es una copia de la criatura objetivo.", en: "Put a token onto the battlefield that's a copy of target artifact." },
      { lang: "es", text: "Pon en el campo de batalla una ficha de criatura Lobo verde 2/2 y una ficha de criatura Elefante verde 3/3.", en: "Create a 2/2 green Wolf creature token and a 2/2 green Elephant creature token." },
      { lang: "es", text: "En vez de eso, la Xyz hace 4 puntos de daño a esa criatura si controlas tres o más artefactos.", en: "Xyz deals 4 damage to that creature instead if you control three or more creatures." },
      { lang: "es", text: "El Xyz hace 2 puntos de daño a la criatura objetivo atacante o bloqueadora.", en: "Xyz deals 2 damage to target attacking creature." },
      { lang: "es", text: "El Xyz hace 2 puntos de daño a cada una de hasta dos criaturas objetivo.", en: "Xyz deals 2 damage to each of up to three target creatures." },
      { lang: "es", text: "Agrega un maná incoloro a tu reserva de maná.", en: "Add {G} to your mana pool." },
      { lang: "es", text: "{T}: Agrega un maná azul a tu reserva de maná.", en: "{T}: Add one black mana to your mana pool." },
      { lang: "es", text: "Remueve todos los contadores de tiempo del Xyz.", en: "Remove a time counter from Xyz." },
      { lang: "es", text: "El Xyz no puede ser bloqueado por más de una criatura.", en: "Xyz can't be blocked by more than two creatures." },
      { lang: "es", text: "Hasta el final del turno, las criaturas que controlas obtienen +1/+1.", en: "Creatures you control get +1/+1 this turn." },
      { lang: "es", text: "Hasta el final del turno, las criaturas que controlas obtienen +1/+1.", en: "Creatures you control get +1/+2 until end of turn." },
      { lang: "es", text: "Te cuesta {1} menos jugar los hechizos de Kithkin y los de Soldado.", en: "Kithkin spells and Goblin spells you play cost {1} less to play." },
      { lang: "es", text: "Siempre que un permanente sea regresado a tu mano, roba una carta.", en: "Whenever a permanent is returned to your hand, draw two cards." },
      { lang: "es", text: "Vuela.\nEl Xyz no se gira al atacar.", en: "Flying\nReach" },
      { lang: "es", text: "Puedes pagar {B}{B} en lugar de pagar el coste de maná de la Xyz.", en: "You may pay {B}{B} rather than pay Xyz's mana cost if you control a Forest." },
      { lang: "es", text: "Gana el control del artefacto objetivo mientras controles al Xyz.", en: "Gain control of target artifact for as long as you control a Forest." },
      { lang: "es", text: "Mientras controles un Portal, el Xyz puede atacar como si no tuviera la habilidad de defensor.", en: "Xyz can attack as though it didn't have defender as long as you control a Forest." },
      { lang: "es", text: "Después de esta fase, hay una fase de combate adicional.", en: "After this phase, there are two additional combat phases." },
      { lang: "es", text: "Puedes jugar el Xyz en cualquier momento en que pudieras jugar un instantáneo.", en: "You may cast Xyz as though it had haste." },
      { lang: "es", text: "Si no hay criaturas en juego, sacrifica el Xyz.", en: "If no lands are in play, sacrifice Xyz." },
      { lang: "es", text: "Ese jugador sacrifica un permanente a menos que pague {1}.", en: "That player sacrifices a permanent unless you pay {1}." },
      { lang: "es", text: "Luego, si un oponente tiene más vida que tú, regresa el Xyz a la mano de su propietario.", en: "Then if an opponent has less life than you, return Xyz to its owner's hand." },
      { lang: "es", text: "Las criaturas que no tengan la habilidad de volar no pueden atacar.", en: "Creatures with flying can't attack." },
      { lang: "es", text: "Si no tienes cartas en tu mano, en vez de eso, el Xyz hace 5 puntos de daño a esa criatura.", en: "Xyz deals 5 damage to that creature instead if you have one card in hand." },
      { lang: "es", text: "Como coste adicional para jugar el Xyz, muestra una carta de Elemental de tu mano o paga {3}.", en: "As an additional cost to play Xyz, reveal an Elemental card from your hand or pay {2}." },
      { lang: "es", text: "Crea X fichas de criatura Elemental rojas 1/1 giradas y atacando.", en: "Create X 1/1 red Elemental creature tokens that are tapped." },
      { lang: "es", text: "Prevén todo el daño de combate que fueran a hacer este turno las criaturas atacantes.", en: "Prevent all combat damage that would be dealt this turn by blocking creatures." },
      { lang: "es", text: "Prevén todo el daño que fueran a hacer este turno fuentes negras y/o rojas.", en: "Prevent all damage that black and/or green sources would deal this turn." },
    ],
    NAME,
  );
});
