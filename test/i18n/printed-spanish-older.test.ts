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
    ],
    NAME,
  );
});
