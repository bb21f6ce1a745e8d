/**
 * Spanish printed constructions, second pass (../shared/corpus/printed.es-pt.jsonl.gz): each Spanish
 * sentence parses to the same AST as the English printed text, and the checker still sees a changed meaning.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";

const CASES: Record<string, Case[]> = {
  "a noun subject before 'bloquea a …': the verb ends the noun phrase (509.1c)": [
    { lang: "es", text: "La criatura objetivo bloquea al Xyz este turno si puede.", en: "Target creature blocks Xyz this turn if able." },
    { lang: "es", text: "Cada criatura bloquea a Xyz este turno si puede.", en: "Each creature blocks Xyz this turn if able." },
    { lang: "es", text: "La criatura encantada bloquea al Xyz este turno si puede.", en: "Enchanted creature blocks Xyz this turn if able." },
  ],
  "older 'es … hasta el final del turno': 'becomes … until end of turn' (613)": [
    { lang: "es", text: "La criatura objetivo es azul hasta el final del turno.", en: "Target creature becomes blue until end of turn." },
    { lang: "es", text: "El Xyz es 3/3 hasta el final del turno.", en: "Xyz becomes 3/3 until end of turn." },
    { lang: "es", text: "La tierra objetivo es una criatura 3/3 hasta el final del turno.", en: "Target land becomes a 3/3 creature until end of turn." },
    { lang: "es", text: "La tierra objetivo es un pantano hasta el final del turno.", en: "Target land becomes a Swamp until end of turn." },
    { lang: "es", text: "La criatura objetivo es verde y obtiene +1/+0 hasta el final del turno.", en: "Target creature becomes green and gets +1/+0 until end of turn." },
    {
      lang: "es",
      text: "Las criaturas que controla el jugador objetivo son 0/2 y pierden todas sus habilidades hasta el final del turno.",
      en: "Creatures target player controls become 0/2 and lose all abilities until end of turn.",
    },
    { lang: "es", text: "Crea una ficha que es una copia de la criatura objetivo.", en: "Create a token that's a copy of target creature." },
  ],
  "tokens: 'una cantidad de fichas … igual a …', 'esa misma cantidad de fichas …'": [
    {
      lang: "es",
      text: "Crea una cantidad de fichas de criatura Soldado blancas 1/1 igual a tu devoción al blanco.",
      en: "Create a number of 1/1 white Soldier creature tokens equal to your devotion to white.",
    },
    { lang: "es", text: "Crea esa misma cantidad de fichas de criatura Insecto negras 1/1.", en: "Create that many 1/1 black Insect creature tokens." },
    { lang: "es", text: "Pon en el campo de batalla esa misma cantidad de fichas de criatura Demonio rojas 4/4.", en: "Create that many 4/4 red Demon creature tokens." },
  ],
  "'si se pagó su coste de rondar', 'si se pagó el coste de impulso de ~', 'si no se pagó tributo' (a keyword's cost)": [
    { lang: "es", text: "Si se pagó su coste de rondar, roba una carta.", en: "If its prowl cost was paid, draw a card." },
    { lang: "es", text: "Si se pagó el coste de impulso de la Xyz, roba una carta.", en: "If Xyz's surge cost was paid, draw a card." },
    { lang: "es", text: "Cuando el Xyz entre al campo de batalla, si no se pagó tributo, roba una carta.", en: "When Xyz enters the battlefield, if tribute wasn't paid, draw a card." },
  ],
  "after 'puedes hacer que': 'se convierta en …', a dropped subject before 'luche contra/con' (701.14)": [
    { lang: "es", text: "Puedes hacer que el Xyz se convierta en una copia de esa criatura hasta el final del turno.", en: "You may have Xyz become a copy of that creature until end of turn." },
    {
      lang: "es",
      text: "Puedes hacer que la tierra objetivo que controlas se convierta en una criatura Elemental 3/3 con la habilidad de prisa hasta el final del turno.",
      en: "You may have target land you control become a 3/3 Elemental creature with haste until end of turn.",
    },
    { lang: "es", text: "Cuando el Xyz entre al campo de batalla, puedes hacer que luche contra la criatura objetivo que no controlas.", en: "When Xyz enters the battlefield, you may have it fight target creature you don't control." },
    { lang: "es", text: "Cuando el Xyz entre al campo de batalla, puedes hacer que luche con otra criatura objetivo.", en: "When Xyz enters the battlefield, you may have it fight another target creature." },
    { lang: "es", text: "El Xyz lucha con otra criatura objetivo.", en: "Xyz fights another target creature." },
  ],
  "'debe ser bloqueada este turno si se puede' ('if able', 509.1c); U+2028 between two abilities": [
    { lang: "es", text: "La criatura objetivo debe ser bloqueada este turno si se puede.", en: "Target creature must be blocked this turn if able." },
    {
      lang: "es",
      text: "La criatura objetivo obtiene +5/+5 hasta el final del turno y debe ser bloqueada este turno si se puede.",
      en: "Target creature gets +5/+5 until end of turn and must be blocked this turn if able.",
    },
    { lang: "es", text: "Exilia al Xyz con tres contadores de tiempo sobre él.\u2028Suspender 3—{2}{R}", en: "Exile Xyz with three time counters on it.\nSuspend 3—{2}{R}" },
  ],
  "'entre las/los …' ('among'), 'la mayor fuerza', 'una cantidad de cartas igual a …' ('cards equal to …')": [
    { lang: "es", text: "La criatura equipada obtiene +1/+1 por cada tipo de tierra básica entre las tierras que controlas.", en: "Equipped creature gets +1/+1 for each basic land type among lands you control." },
    { lang: "es", text: "Cuando el Xyz entre al campo de batalla, roba una carta.", en: "When Xyz enters the battlefield, draw a card." },
    { lang: "es", text: "Roba una cantidad de cartas igual a la mayor fuerza entre las criaturas que controlas.", en: "Draw cards equal to the greatest power among creatures you control." },
    { lang: "es", text: "Roba una cantidad de cartas igual a la cantidad de criaturas que controlas.", en: "Draw cards equal to the number of creatures you control." },
  ],
  "dropped subjects after 'si comparte', 'mientras tenga/sea' mid-sentence; 'que controlabas dejó'; 'otras dos o menos'": [
    { lang: "es", text: "Muestra la primera carta de tu biblioteca. Si comparte un tipo de criatura con el Xyz, puedes mostrarla.", en: "Reveal the top card of your library. If it shares a creature type with Xyz, you may reveal it." },
    { lang: "es", text: "El Xyz tiene la habilidad de volar mientras tenga un contador +1/+1 sobre él.", en: "Xyz has flying as long as it has a +1/+1 counter on it." },
    { lang: "es", text: "El Xyz obtiene +2/+2 mientras sea tu turno.", en: "Xyz gets +2/+2 as long as it's your turn." },
    {
      lang: "es",
      text: "Cuando el Xyz entre al campo de batalla, si un permanente que controlabas dejó el campo de batalla este turno, roba una carta.",
      en: "When Xyz enters the battlefield, if a permanent you controlled left the battlefield this turn, draw a card.",
    },
    { lang: "es", text: "El Xyz entra al campo de batalla girado a menos que controles otras dos o menos tierras.", en: "Xyz enters the battlefield tapped unless you control two or fewer other lands." },
  ],
  "'un planeswalker Liliana' (planeswalker types, 205.3j), 'perdió'": [
    { lang: "es", text: "{T}: Roba una carta. Activa esta habilidad solo si controlas un planeswalker Liliana.", en: "{T}: Draw a card. Activate only if you control a Liliana planeswalker." },
    { lang: "es", text: "El Xyz obtiene +1/+1 mientras controles un planeswalker Ajani.", en: "Xyz gets +1/+1 as long as you control an Ajani planeswalker." },
    {
      lang: "es",
      text: "{T}: Roba una carta. Activa esta habilidad solo durante tu turno y solo si un oponente perdió vidas este turno.",
      en: "{T}: Draw a card. Activate only during your turn and only if an opponent lost life this turn.",
    },
  ],
  "'Si no lo haces, entra …' (the permanent left out), 'seguida de/por una fase principal adicional' (500.8)": [
    { lang: "es", text: "En cuanto el Xyz entre al campo de batalla, puedes pagar 2 vidas. Si no lo haces, entra al campo de batalla girado.", en: "As Xyz enters the battlefield, you may pay 2 life. If you don't, it enters the battlefield tapped." },
    {
      lang: "es",
      text: "Después de esta fase, hay una fase de combate adicional seguida por una fase principal adicional.",
      en: "After this phase, there is an additional combat phase followed by an additional main phase.",
    },
  ],
};

sameMeaning("Spanish printed constructions, second pass", CASES, () => NAME);

describe("differences the checker still sees in these constructions (second pass)", () => {
  differentMeaning(
    [
      { lang: "es", text: "La criatura objetivo bloquea al Xyz este turno si puede.", en: "Target creature attacks this turn if able." },
      { lang: "es", text: "La criatura objetivo es azul hasta el final del turno.", en: "Target creature becomes red until end of turn." },
      { lang: "es", text: "La tierra objetivo es una criatura 3/3 hasta el final del turno.", en: "Target land becomes a 2/2 creature until end of turn." },
      { lang: "es", text: "Crea esa misma cantidad de fichas de criatura Insecto negras 1/1.", en: "Create that many 1/1 green Insect creature tokens." },
      {
        lang: "es",
        text: "Crea una cantidad de fichas de criatura Soldado blancas 1/1 igual a tu devoción al blanco.",
        en: "Create a number of 1/1 white Soldier creature tokens equal to your devotion to black.",
      },
      { lang: "es", text: "Si se pagó su coste de rondar, roba una carta.", en: "If its surge cost was paid, draw a card." },
      { lang: "es", text: "Cuando el Xyz entre al campo de batalla, si no se pagó tributo, roba una carta.", en: "When Xyz enters the battlefield, if tribute was paid, draw a card." },
      { lang: "es", text: "El Xyz lucha con otra criatura objetivo.", en: "Xyz fights target creature." },
      { lang: "es", text: "Puedes hacer que el Xyz se convierta en una copia de esa criatura hasta el final del turno.", en: "You may have Xyz become a copy of that creature this turn." },
      { lang: "es", text: "Exilia al Xyz con tres contadores de tiempo sobre él.\u2028Suspender 3—{2}{R}", en: "Exile Xyz with three time counters on it.\nSuspend 2—{2}{R}" },
      { lang: "es", text: "Roba una cantidad de cartas igual a la mayor fuerza entre las criaturas que controlas.", en: "Draw cards equal to the greatest toughness among creatures you control." },
      { lang: "es", text: "Roba una cantidad de cartas igual a la cantidad de criaturas que controlas.", en: "Draw cards equal to the number of lands you control." },
      { lang: "es", text: "El Xyz tiene la habilidad de volar mientras tenga un contador +1/+1 sobre él.", en: "Xyz has flying as long as it has a -1/-1 counter on it." },
      { lang: "es", text: "El Xyz entra al campo de batalla girado a menos que controles otras dos o menos tierras.", en: "Xyz enters the battlefield tapped unless you control three or fewer other lands." },
      { lang: "es", text: "El Xyz obtiene +1/+1 mientras controles un planeswalker Ajani.", en: "Xyz gets +1/+1 as long as you control a Chandra planeswalker." },
      { lang: "es", text: "En cuanto el Xyz entre al campo de batalla, puedes pagar 2 vidas. Si no lo haces, entra al campo de batalla girado.", en: "As Xyz enters the battlefield, you may pay 3 life. If you don't, it enters the battlefield tapped." },
    ],
    NAME,
  );
});
