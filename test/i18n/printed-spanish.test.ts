/**
 * Spanish constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz), mostly
 * of older printings, that parse to the same AST as the English printed text of the same card,
 * and differences the checker must still see.
 */
import { describe, expect, it } from "vitest";
import { compareParses } from "../../src/i18n/compare.ts";
import { type Case, differentMeaning, fullyParsed, parseCase, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";

const CASES: Record<string, Case[]> = {
  "amounts: 'esa misma cantidad de vidas', 'una vida', 'una cantidad de vidas igual a', 'ese número de'": [
    { lang: "es", text: "El oponente objetivo pierde esa misma cantidad de vidas.", en: "Target opponent loses that much life." },
    { lang: "es", text: "Pon esa misma cantidad de contadores +1/+1 sobre el Xyz.", en: "Put that many +1/+1 counters on Xyz." },
    { lang: "es", text: "Puedes ganar una vida.", en: "You may gain 1 life." },
    { lang: "es", text: "Ganas una cantidad de vidas igual a la resistencia de esa criatura.", en: "You gain life equal to that creature's toughness." },
    { lang: "es", text: "Si fueras a ganar vida, en vez de eso, roba ese número de cartas.", en: "If you would gain life, draw that many cards instead." },
  ],
  "mana: 'de un color cualquiera', 'del color elegido'": [
    { lang: "es", text: "{T}: Agrega dos manás de un color cualquiera a tu reserva de maná.", en: "{T}: Add two mana of any one color to your mana pool." },
    { lang: "es", text: "{T}: Agrega un maná del color elegido a tu reserva de maná.", en: "{T}: Add one mana of the chosen color to your mana pool." },
  ],
  "trigger events: 'ataque sola', 'sea enderezado', 'no controles ningún', cycling, chaos, 'te ataque a ti o a …'": [
    { lang: "es", text: "Siempre que una criatura que controles ataque sola, obtiene +1/+1 hasta el final del turno.", en: "Whenever a creature you control attacks alone, it gets +1/+1 until end of turn." },
    { lang: "es", text: "Siempre que un permanente que controles sea enderezado, roba una carta.", en: "Whenever a permanent you control becomes untapped, draw a card." },
    { lang: "es", text: "Cuando no controles ningún pantano, sacrifica el Xyz.", en: "When you control no Swamps, sacrifice Xyz." },
    { lang: "es", text: "Cuando uses la habilidad de ciclo del Xyz, roba una carta.", en: "When you cycle Xyz, draw a card." },
    { lang: "es", text: "Siempre que actives una habilidad de ciclo o descartes una carta, roba una carta.", en: "Whenever you cycle or discard a card, draw a card." },
    { lang: "es", text: "Siempre que lances caos, descarta tu mano.", en: "Whenever you roll {CHAOS}, discard your hand." },
    { lang: "es", text: "Siempre que lances caos, descarta tu mano.", en: "Whenever you roll chaos, discard your hand." },
    { lang: "es", text: "Siempre que una criatura te ataque a ti o a un planeswalker que controles, roba una carta.", en: "Whenever a creature attacks you or a planeswalker you control, draw a card." },
    { lang: "es", text: "Al comienzo del mantenimiento del jugador encantado, ese jugador pierde 1 vida.", en: "At the beginning of enchanted player's upkeep, that player loses 1 life." },
  ],
  "a dropped subject: 'Mientras sea roja, …', 'que controle', 'puedes hacer que le haga …'": [
    { lang: "es", text: "Mientras sea roja, tiene la habilidad de arrollar.", en: "As long as it's red, it has trample." },
    { lang: "es", text: "Mientras tenga un contador de hielo sobre ella, no puede atacar.", en: "As long as it has an ice counter on it, it can't attack." },
    { lang: "es", text: "Cada oponente pierde 1 vida por cada criatura que controle.", en: "Each opponent loses 1 life for each creature they control." },
    {
      lang: "es",
      text: "Cuando el Xyz entre en juego, puedes hacer que le haga 1 punto de daño a la criatura o jugador objetivo.",
      en: "When Xyz comes into play, you may have it deal 1 damage to target creature or player.",
    },
  ],
  "older cost changes: 'te cuesta {1} menos jugar …', 'a tus oponentes les cuesta …'": [
    { lang: "es", text: "Te cuesta {1} menos jugar los hechizos de Soldado.", en: "Soldier spells you play cost {1} less to play." },
    { lang: "es", text: "A tus oponentes les cuesta {2} más lanzar hechizos.", en: "Spells your opponents cast cost {2} more to cast." },
  ],
  "mana spent: 'si se usó {R} para jugar …'": [
    { lang: "es", text: "Si se usó {R} para pagar el Xyz, roba una carta.", en: "If {R} was spent to cast Xyz, draw a card." },
    { lang: "es", text: "Si se usó {R} para jugar el Xyz, roba una carta.", en: "If {R} was spent to play Xyz, draw a card." },
    { lang: "es", text: "Cuando el Xyz entre en juego, sacrifícalo a menos que se haya usado {U} para jugarlo.", en: "When Xyz comes into play, sacrifice it unless {U} was spent to play it." },
  ],
  "zones and control: 'regresa al juego … bajo el control de …', 'la carta removida', 'bajo el control del oponente objetivo'": [
    { lang: "es", text: "Regresa al juego la carta removida bajo el control de su propietario.", en: "Return the exiled card to the battlefield under its owner's control." },
    { lang: "es", text: "Pon en juego una ficha de criatura Horror negra 4/4 bajo el control del oponente objetivo.", en: "Put a 4/4 black Horror creature token into play under target opponent's control." },
  ],
  "restrictions, skips and extra turns": [
    { lang: "es", text: "Tu mano no tiene tamaño máximo.", en: "You have no maximum hand size." },
    { lang: "es", text: "No puedes ser objetivo de hechizos o habilidades.", en: "You can't be the target of spells or abilities." },
    { lang: "es", text: "El jugador objetivo no puede jugar hechizos de criatura este turno.", en: "Target player can't cast creature spells this turn." },
    {
      lang: "es",
      text: "La criatura encantada no puede atacar o bloquear, y no pueden activarse sus habilidades activadas.",
      en: "Enchanted creature can't attack or block, and its activated abilities can't be activated.",
    },
    {
      lang: "es",
      text: "La criatura encantada no puede atacar o bloquear y no se pueden jugar sus habilidades activadas.",
      en: "Enchanted creature can't attack or block and its activated abilities can't be played.",
    },
    { lang: "es", text: "Sáltate tu paso de robar.", en: "Skip your draw step." },
    { lang: "es", text: "Ese jugador se salta su próximo paso de robar.", en: "That player skips his or her next draw step." },
    { lang: "es", text: "Juega un turno adicional después de este.", en: "Take an extra turn after this one." },
    { lang: "es", text: "Puedes jugar una tierra adicional este turno.", en: "You may play an additional land this turn." },
    { lang: "es", text: "Puedes espolear al Xyz en cuanto ataque.", en: "You may exert Xyz as it attacks." },
  ],
  "objects: 'de artefacto o encantamiento', 'cada una de esas', 'a sí misma', 'que haya recibido daño'": [
    { lang: "es", text: "Contrarresta el hechizo objetivo de artefacto o encantamiento.", en: "Counter target artifact or enchantment spell." },
    { lang: "es", text: "Cada una de esas criaturas gana la habilidad de persistir hasta el final del turno.", en: "Each of those creatures gains persist until end of turn." },
    { lang: "es", text: "La criatura objetivo hace daño igual a su fuerza a sí misma.", en: "Target creature deals damage to itself equal to its power." },
    { lang: "es", text: "Destruye la criatura objetivo que haya recibido daño este turno.", en: "Destroy target creature that was dealt damage this turn." },
  ],
  "prevention and replacement: 'el siguiente punto de daño', 'se le fuera a hacer daño al …', 'si fueras a …'": [
    {
      lang: "es",
      text: "Prevén el siguiente punto de daño que se le fuera a hacer a la criatura o jugador objetivo este turno.",
      en: "Prevent the next 1 damage that would be dealt to target creature or player this turn.",
    },
    { lang: "es", text: "Si se le fuera a hacer daño al Xyz, prevén ese daño.", en: "If damage would be dealt to Xyz, prevent that damage." },
    { lang: "es", text: "Si fueras a robar una carta, en vez de eso, roba dos cartas.", en: "If you would draw a card, draw two cards instead." },
  ],
  "searches through several zones, names, revealing until": [
    {
      lang: "es",
      text: "Busca en tu cementerio, mano y/o biblioteca una carta llamada Bar y ponla en juego.",
      en: "Search your graveyard, hand, and/or library for a card named Bar and put it into play.",
    },
    {
      lang: "es",
      text: "Puedes buscar en tu biblioteca y/o cementerio una carta llamada Bar, mostrarla y ponerla en tu mano.",
      en: "You may search your library and/or graveyard for a card named Bar, reveal it, and put it into your hand.",
    },
    {
      lang: "es",
      text: "Busca en el cementerio, mano y biblioteca de su propietario todas las cartas con el mismo nombre que esa carta y exílialas.",
      en: "Search its owner's graveyard, hand, and library for all cards with the same name as that card and exile them.",
    },
    {
      lang: "es",
      text: "Busca en tu biblioteca hasta tres cartas de aura con nombres distintos, muéstralas y ponlas en tu mano.",
      en: "Search your library for up to three Aura cards with different names, reveal them, and put them into your hand.",
    },
    {
      lang: "es",
      text: "Muestra cartas de la parte superior de tu biblioteca hasta que muestres una carta que no sea tierra.",
      en: "Reveal cards from the top of your library until you reveal a nonland card.",
    },
    { lang: "es", text: "Mira la mano del oponente objetivo.", en: "Look at target opponent's hand." },
    { lang: "es", text: "Muestra la carta superior de tu biblioteca.", en: "Reveal the top card of your library." },
  ],
  "put with the rest: 'y el resto en …'": [
    { lang: "es", text: "Pon esa carta en tu mano y el resto en tu cementerio.", en: "Put that card into your hand and the rest into your graveyard." },
    {
      lang: "es",
      text: "Pon esa carta en juego y el resto en el fondo de tu biblioteca en cualquier orden.",
      en: "Put that card into play and the rest on the bottom of your library in any order.",
    },
    {
      lang: "es",
      text: "Puedes poner las cartas mostradas en los cementerios de sus propietarios.",
      en: "You may put the revealed cards into their owners' graveyards.",
    },
  ],
  "conditions: devotion, the city's blessing, 'murió', 'al principio de', subtypes of two-word type lines": [
    {
      lang: "es",
      text: "Mientras tu devoción al negro sea menor que cinco, el Xyz no es una criatura.",
      en: "As long as your devotion to black is less than five, Xyz isn't a creature.",
    },
    { lang: "es", text: "Si tienes la bendición de la ciudad, roba una carta.", en: "If you have the city's blessing, draw a card." },
    { lang: "es", text: "Si una criatura murió este turno, roba una carta.", en: "If a creature died this turn, draw a card." },
    { lang: "es", text: "Al principio de tu mantenimiento, sacrifica un permanente.", en: "At the beginning of your upkeep, sacrifice a permanent." },
    { lang: "es", text: "Al inicio del combate en tu turno, roba una carta.", en: "At the beginning of combat on your turn, draw a card." },
    { lang: "es", text: "Siempre que juegues un hechizo de Druida, roba una carta.", en: "Whenever you play a Druid spell, draw a card." },
    {
      lang: "es",
      text: "Siempre que una criatura que controlas que no sea ficha muera, roba una carta.",
      en: "Whenever a nontoken creature you control dies, draw a card.",
    },
    { lang: "es", text: "Cuando no controles otro artefacto, sacrifica el Xyz.", en: "When you control no other artifacts, sacrifice Xyz." },
    { lang: "es", text: "Siempre que recibas daño, roba una carta.", en: "Whenever you're dealt damage, draw a card." },
    {
      lang: "es",
      text: "Cuando el Xyz entre en juego, si se usó {R} para jugarlo, roba una carta.",
      en: "When Xyz comes into play, if {R} was spent to play it, draw a card.",
    },
    { lang: "es", text: "Tus oponentes no pueden jugar hechizos azules de criatura.", en: "Your opponents can't play blue creature spells." },
    {
      lang: "es",
      text: "Cuando el Xyz vaya a un cementerio desde el juego, ganas 2 vidas por cada Zubera puesto en un cementerio desde el juego este turno.",
      en: "When Xyz is put into a graveyard from play, you gain 2 life for each Zubera put into a graveyard from play this turn.",
    },
  ],
  "more older wording: 'lo hace', 'si no puedes', halves rounded, 'intercambia', 'no se enderezarán'": [
    { lang: "es", text: "Cualquier jugador puede pagar 3 vidas. Si un jugador lo hace, sacrificas el Xyz.", en: "Any player may pay 3 life. If a player does, sacrifice Xyz." },
    { lang: "es", text: "Si lo hace, ese jugador roba una carta.", en: "If he or she does, that player draws a card." },
    { lang: "es", text: "Si no puedes, pierdes 4 vidas.", en: "If you can't, you lose 4 life." },
    {
      lang: "es",
      text: "Descartar una carta: El Xyz obtiene -2/-0 hasta el final del turno. Cualquier jugador puede jugar esta habilidad.",
      en: "Discard a card: Xyz gets -2/-0 until end of turn. Any player may play this ability.",
    },
    { lang: "es", text: "Si ese jugador tiene dos o menos cartas en la mano, roba una carta.", en: "If that player has two or fewer cards in hand, draw a card." },
    { lang: "es", text: "El oponente objetivo pierde la mitad de sus vidas, redondeado hacia arriba.", en: "Target opponent loses half his or her life, rounded up." },
    { lang: "es", text: "Ganas vidas igual a la cantidad de vidas perdidas de esta manera.", en: "You gain life equal to the life lost this way." },
    {
      lang: "es",
      text: "Intercambia la fuerza con la resistencia de la criatura objetivo hasta el final del turno.",
      en: "Switch target creature's power and toughness until end of turn.",
    },
    { lang: "es", text: "Intercambia el control de dos tierras objetivo.", en: "Exchange control of two target lands." },
    { lang: "es", text: "Las tierras que controlas no se enderezarán durante tu próximo paso de enderezar.", en: "Lands you control don't untap during your next untap step." },
    { lang: "es", text: "Destruye la criatura objetivo que no sea artefacto y que no sea negra.", en: "Destroy target nonartifact, nonblack creature." },
    { lang: "es", text: "Contrarresta el hechizo objetivo rojo o verde.", en: "Counter target red or green spell." },
    { lang: "es", text: "Ese jugador se salta su siguiente paso de enderezar.", en: "That player skips his or her next untap step." },
  ],
  "keyword names of the printed cards": [
    { lang: "es", text: "Prestigio 1.", en: "Renown 1" },
    { lang: "es", text: "Ingerir.", en: "Ingest" },
    { lang: "es", text: "Miríada.", en: "Myriad" },
    { lang: "es", text: "Recargar.", en: "Jump-start" },
    { lang: "es", text: "Protección contra todo.", en: "Protection from everything" },
  ],
};

sameMeaning("Spanish printed constructions", CASES, () => NAME);

describe("differences the checker still sees in these constructions", () => {
  differentMeaning(
    [
      { lang: "es", text: "El oponente objetivo pierde esa misma cantidad de vidas.", en: "Target opponent gains that much life." },
      { lang: "es", text: "Te cuesta {1} menos jugar los hechizos de Soldado.", en: "Soldier spells you play cost {1} more to play." },
      { lang: "es", text: "A tus oponentes les cuesta {2} más lanzar hechizos.", en: "Spells you cast cost {2} more to cast." },
      { lang: "es", text: "Si se usó {R} para jugar el Xyz, roba una carta.", en: "If {G} was spent to play Xyz, draw a card." },
      { lang: "es", text: "Cada oponente pierde 1 vida por cada criatura que controle.", en: "Each opponent loses 1 life for each creature you control." },
      { lang: "es", text: "Pon en juego una ficha de criatura Horror negra 4/4 bajo el control del oponente objetivo.", en: "Put a 4/4 black Horror creature token into play." },
      { lang: "es", text: "Mientras sea roja, tiene la habilidad de arrollar.", en: "As long as it's green, it has trample." },
      { lang: "es", text: "Busca en tu biblioteca y/o cementerio una carta llamada Bar.", en: "Search your library for a card named Bar." },
      { lang: "es", text: "Pon esa carta en tu mano y el resto en tu cementerio.", en: "Put that card into your hand and the rest on the bottom of your library." },
      { lang: "es", text: "Intercambia la fuerza con la resistencia del Xyz hasta el final del turno.", en: "Switch target creature's power and toughness until end of turn." },
      { lang: "es", text: "Contrarresta el hechizo objetivo rojo o verde.", en: "Counter target red or white spell." },
    ],
    NAME,
  );
});

describe("the card's own name in the text, capitalised otherwise than its title", () => {
  it("es: 'el Maestro del Gremio de Cuervos' on 'Maestro del gremio de cuervos' is the card itself", () => {
    const k: Case = {
      lang: "es",
      text: "Siempre que el Maestro del Gremio de Cuervos haga daño de combate a un jugador, roba una carta.",
      en: "Whenever Maestro del gremio de cuervos deals combat damage to a player, draw a card.",
    };
    const { loc, en } = parseCase(k, "Maestro del gremio de cuervos");
    expect(fullyParsed(loc)).toBe(true);
    expect(compareParses(loc, en)).toEqual([]);
  });
});
