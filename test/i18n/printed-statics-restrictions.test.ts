/**
 * Spanish and Portuguese static abilities and restrictions: "só pode bloquear" / "sólo puede bloquear (a)"
 * ("can block only"), "mais de uma criatura" ("more than one creature"), a condition with its subject dropped
 * ("enquanto for branca", "desde que seja branca": "as long as it's white"), "na etapa de desvirar de seu
 * controlador" ("during its controller's untap step"), activated abilities named with the kind after the noun
 * ("as habilidades ativadas da criatura encantada", "suas habilidades ativadas", "não podem ser usadas"), "tiene
 * todas las habilidades activadas de …"; cost changes with the verb first ("cuesta {1} menos activar esta habilidad",
 * "Equipar te cuesta {1} menos", "te cuesta {1} menos el próximo hechizo que lances"); "recebe" with abilities ("gains");
 * and changes of meaning the checker still tells apart.
 */
import { describe } from "vitest";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "'só pode bloquear', 'sólo puede bloquear (a)': 'can block only'": [
    { lang: "pt", text: "Xyz só pode bloquear criaturas com voar.", en: "Xyz can block only creatures with flying." },
    { lang: "pt", text: "Xyz só pode bloquear criaturas com a habilidade de voar.", en: "Xyz can block only creatures with flying." },
    { lang: "es", text: "Xyz sólo puede bloquear a criaturas con la habilidad de volar.", en: "Xyz can block only creatures with flying." },
    { lang: "es", text: "La criatura encantada solo puede bloquear criaturas con la habilidad de volar.", en: "Enchanted creature can block only creatures with flying." },
  ],
  "'mais de uma criatura', 'mais do que uma criatura': 'more than one creature'": [
    { lang: "pt", text: "Xyz não pode ser bloqueado por mais de uma criatura.", en: "Xyz can't be blocked by more than one creature." },
    { lang: "pt", text: "Xyz não pode ser bloqueado por mais do que uma criatura.", en: "Xyz can't be blocked by more than one creature." },
  ],
  "the subject dropped after 'enquanto', 'desde que': 'as long as it's …'; 'haja' is 'there is'": [
    { lang: "pt", text: "A criatura encantada recebe +1/+2 desde que seja branca.", en: "Enchanted creature gets +1/+2 as long as it's white." },
    { lang: "pt", text: "Cada terreno recebe +2/+2 enquanto for uma criatura.", en: "Each land gets +2/+2 as long as it's a creature." },
    { lang: "pt", text: "Xyz não pode atacar a menos que haja cinco ou mais Ilhas no campo de batalha.", en: "Xyz can't attack unless there are five or more Islands on the battlefield." },
  ],
  "'na etapa de desvirar de seu controlador': 'during its controller's untap step'": [
    { lang: "pt", text: "A criatura equipada recebe +4/+2 e não desvira na etapa de desvirar de seu controlador.", en: "Equipped creature gets +4/+2 and doesn't untap during its controller's untap step." },
  ],
  "activated abilities with the kind after the noun: 'as habilidades ativadas de …', 'suas habilidades ativadas'": [
    { lang: "pt", text: "A criatura encantada não pode atacar nem bloquear e suas habilidades ativadas não podem ser ativadas.", en: "Enchanted creature can't attack or block, and its activated abilities can't be activated." },
    { lang: "pt", text: "A criatura encantada não pode atacar nem bloquear e as habilidades ativadas dela não podem ser ativadas.", en: "Enchanted creature can't attack or block, and its activated abilities can't be activated." },
    { lang: "pt", text: "A criatura encantada não pode bloquear e suas habilidades ativadas não podem ser jogadas.", en: "Enchanted creature can't block and its activated abilities can't be played." },
    { lang: "pt", text: "As habilidades ativadas da criatura encantada não podem ser utilizadas.", en: "Enchanted creature's activated abilities can't be played." },
    { lang: "es", text: "Las habilidades activadas de los artefactos no pueden ser activadas.", en: "Activated abilities of artifacts can't be activated." },
    {
      lang: "es",
      text: "Las habilidades activadas de las fuentes con el nombre elegido no pueden activarse a menos que sean habilidades de maná.",
      en: "Activated abilities of sources with the chosen name can't be activated unless they're mana abilities.",
    },
  ],
  "'tiene todas las habilidades activadas de …': 'has all activated abilities of …'": [
    {
      lang: "es",
      text: "Mientras el Xyz esté en el campo de batalla, tiene todas las habilidades activadas de todas las cartas de criatura en todos los cementerios.",
      en: "As long as Xyz is on the battlefield, it has all activated abilities of all creature cards in all graveyards.",
    },
  ],
  "cost changes with the verb first or the caster in a relative clause (601.2f)": [
    { lang: "pt", text: "Suas mágicas de Soldado custam {1} a menos para serem jogadas.", en: "Soldier spells you play cost {1} less to play." },
    {
      lang: "pt",
      text: "Suas mágicas de criatura com custo de mana convertido maior ou igual a 6 custam {2} a menos para serem jogadas.",
      en: "Creature spells you play with converted mana cost 6 or more cost {2} less to play.",
    },
    { lang: "pt", text: "Esta habilidade custa {1} a menos para ser ativada para cada card de criatura no seu cemitério.", en: "This ability costs {1} less to activate for each creature card in your graveyard." },
    { lang: "es", text: "Cuesta {1} menos activar esta habilidad por cada carta de criatura en tu cementerio.", en: "This ability costs {1} less to activate for each creature card in your graveyard." },
    { lang: "es", text: "Cuesta hasta {2} menos activar las habilidades activadas de las criaturas que controlas.", en: "Activated abilities of creatures you control cost up to {2} less to activate." },
    { lang: "pt", text: "As habilidades ativadas da criatura encantada custam {3} a mais para serem ativadas.", en: "Activated abilities of enchanted creature cost {3} more to activate." },
    { lang: "pt", text: "Os custos de equipar que você paga custam {1} a menos.", en: "Equip costs you pay cost {1} less." },
    { lang: "es", text: "Equipar te cuesta {1} menos.", en: "Equip costs you pay cost {1} less." },
    { lang: "es", text: "Todos los costes de metamorfosis cuestan {2} más.", en: "All morph costs cost {2} more." },
    { lang: "es", text: "Te cuestan {2} menos los costes de rapidez que pagues.", en: "Dash costs you pay cost {2} less." },
    { lang: "es", text: "Lanzar Xyz cuesta {2}{G} más por cada objetivo después del primero.", en: "Xyz costs {2}{G} more to cast for each target beyond the first." },
    { lang: "es", text: "Te cuesta {1} menos el próximo hechizo que lances este turno.", en: "The next spell you cast this turn costs {1} less to cast." },
    { lang: "pt", text: "A próxima mágica que você conjura neste turno custa {1} a menos para ser conjurada.", en: "The next spell you cast this turn costs {1} less to cast." },
    { lang: "es", text: "Te cuesta {2} menos el primer hechizo de criatura que lances cada turno.", en: "The first creature spell you cast each turn costs {2} less to cast." },
    { lang: "pt", text: "A primeira mágica de criatura que você conjura em cada turno custa {2} a menos para ser conjurada.", en: "The first creature spell you cast each turn costs {2} less to cast." },
  ],
  "'La fuerza y resistencia de …' (one article): '~'s power and toughness are each equal to …' (604.3)": [
    { lang: "es", text: "La fuerza y resistencia del Xyz son iguales al número de artefactos que controles.", en: "Xyz's power and toughness are each equal to the number of artifacts you control." },
  ],
  "'recebe' with abilities is 'gains'; 'cada uma' after the verb or the P/T is the clause's 'each'": [
    { lang: "pt", text: "A criatura alvo recebe +1/-1 e recebe ímpeto até o final do turno.", en: "Target creature gets +1/-1 and gains haste until end of turn." },
    { lang: "pt", text: "Xyz recebe vínculo com a vida até o final do turno.", en: "Xyz gains lifelink until end of turn." },
    { lang: "pt", text: "Duas criaturas alvo recebem, cada uma, +2/+2 até o final do turno.", en: "Two target creatures each get +2/+2 until end of turn." },
    { lang: "pt", text: "Duas criaturas alvo que você controla recebem +2/+2 cada uma e ganham voar até o final do turno.", en: "Two target creatures you control each get +2/+2 and gain flying until end of turn." },
    {
      lang: "es",
      text: "Hasta el final del turno, hasta dos criaturas objetivo que controlas ganan cada una \"Siempre que esta criatura haga daño de combate a un jugador, roba una carta\".",
      en: "Until end of turn, up to two target creatures you control each gain \"Whenever this creature deals combat damage to a player, draw a card.\"",
    },
  ],
  "an additional P/T after the P/T: 'recebe um +2/-2 adicional', 'obtiene +2/-2 adicionales'": [
    { lang: "pt", text: "A criatura encantada recebe um +2/-2 adicional.", en: "Enchanted creature gets an additional +2/-2." },
    { lang: "es", text: "Mientras sea legendaria, obtiene +2/+2 adicional.", en: "As long as it's legendary, it gets an additional +2/+2." },
    { lang: "es", text: "Dos criaturas objetivo obtienen cada una +2/+2 hasta el final del turno.", en: "Two target creatures each get +2/+2 until end of turn." },
  ],
  "a keyword's verb is 'has' it: 'vuela', 'daña primero', 'daña dos veces'": [
    { lang: "es", text: "La criatura encantada obtiene +1/+1 y vuela.", en: "Enchanted creature gets +1/+1 and has flying." },
    { lang: "es", text: "Mientras controles un permanente rojo, el Xyz obtiene +1/+0 y daña primero.", en: "As long as you control a red permanent, Xyz gets +1/+0 and has first strike." },
    { lang: "es", text: "Mientras el Xyz está equipado, daña dos veces.", en: "As long as Xyz is equipped, it has double strike." },
    {
      lang: "es",
      text: "La criatura encantada obtiene +2/+2, vuela y no puede atacarte a ti o a un planeswalker que controlas.",
      en: "Enchanted creature gets +2/+2, has flying, and can't attack you or a planeswalker you control.",
    },
  ],
  "protection from the chosen colour, from two colours: 'contra a cor escolhida', 'contra o verde e o azul'": [
    { lang: "pt", text: "Xyz tem proteção contra a cor escolhida.", en: "Xyz has protection from the chosen color." },
    { lang: "pt", text: "A criatura equipada recebe +2/+2 e tem proteção contra o verde e o azul.", en: "Equipped creature gets +2/+2 and has protection from green and from blue." },
  ],
  "'mientras haya', 'a menos que haya'; the two-colour devotion ('tu devoción al blanco y al azul')": [
    { lang: "es", text: "El Xyz tiene la habilidad de volar mientras haya una carta de artefacto en tu cementerio.", en: "Xyz has flying as long as there's an artifact card in your graveyard." },
    { lang: "es", text: "Mientras tu devoción al blanco y al azul sea menor que siete, Xyz no es una criatura.", en: "As long as your devotion to white and blue is less than seven, Xyz isn't a creature." },
    { lang: "pt", text: "Enquanto sua devoção ao vermelho e ao verde for menor que sete, Xyz não será uma criatura.", en: "As long as your devotion to red and green is less than seven, Xyz isn't a creature." },
  ],
  "a type with its P/T after the noun: 'é uma criatura preta 3/3 do tipo Lodo' (205.1b)": [
    { lang: "pt", text: "O terreno encantado é uma criatura preta 3/3 do tipo Lodo.", en: "Enchanted land is a 3/3 black Ooze creature." },
    { lang: "pt", text: "O terreno encantado é uma criatura verde 5/6 do tipo Ent, que ainda é um terreno.", en: "Enchanted land is a 5/6 green Treefolk creature that's still a land." },
    { lang: "pt", text: "A Montanha encantada é uma criatura vermelha 7/7 do tipo Gigante com ímpeto.", en: "Enchanted Mountain is a 7/7 red Giant creature with haste." },
    { lang: "es", text: "La tierra encantada es una criatura Cieno negra 3/3.", en: "Enchanted land is a 3/3 black Ooze creature." },
  ],
  "casting and activation instructions: 'Conjure ~ somente se tiver conjurado …', 'Ative essa habilidade somente …'": [
    { lang: "pt", text: "Conjure Xyz somente se tiver conjurado outra mágica neste turno.", en: "Cast Xyz only if you've cast another spell this turn." },
    { lang: "pt", text: "{T}: Compre um card. Ative essa habilidade somente durante seu turno.", en: "{T}: Draw a card. Activate this ability only during your turn." },
    { lang: "pt", text: "Você pode pagar {W}{U}{B}{R}{G} em vez de pagar o custo de mana de Xyz.", en: "You may pay {W}{U}{B}{R}{G} rather than pay Xyz's mana cost." },
  ],
  "'Jogue com … revelado', 'Juega mostrando …': 'Play with … revealed'; 'asigna daño de combate … en vez de su fuerza'; 'no enderezan'": [
    { lang: "pt", text: "Jogue com o card do topo de seu grimório revelado.", en: "Play with the top card of your library revealed." },
    { lang: "es", text: "Juega mostrando la primera carta de tu biblioteca.", en: "Play with the top card of your library revealed." },
    { lang: "es", text: "Cada criatura asigna daño de combate igual a su resistencia en vez de su fuerza.", en: "Each creature assigns combat damage equal to its toughness rather than its power." },
    {
      lang: "es",
      text: "Las criaturas con contadores de hielo sobre ellas no enderezan durante los pasos de enderezar de sus controladores.",
      en: "Creatures with ice counters on them don't untap during their controllers' untap steps.",
    },
  ],
  "player restrictions: 'No puedes jugar tierras', 'O dano não pode ser prevenido', '… não podem vencê-lo', 'durante sus pasos de enderezar'": [
    { lang: "es", text: "No puedes jugar tierras.", en: "You can't play lands." },
    { lang: "es", text: "El daño no puede ser prevenido.", en: "Damage can't be prevented." },
    { lang: "pt", text: "O dano não pode ser prevenido.", en: "Damage can't be prevented." },
    { lang: "pt", text: "Você não pode perder o jogo e seus oponentes não podem vencê-lo.", en: "You can't lose the game and your opponents can't win the game." },
    { lang: "es", text: "Tú no puedes perder el juego y tus oponentes no pueden ganar el juego.", en: "You can't lose the game and your opponents can't win the game." },
    { lang: "es", text: "Los jugadores no pueden enderezar más de un artefacto durante sus pasos de enderezar.", en: "Players can't untap more than one artifact during their untap steps." },
    { lang: "pt", text: "Os jogadores não podem desvirar mais do que um artefato durante suas etapas de desvirar.", en: "Players can't untap more than one artifact during their untap steps." },
  ],
  "'ganha' with a P/T is 'gets'; 'só pode ser bloqueada neste turno por …', 'só poderá ser bloqueado por …'": [
    { lang: "pt", text: "A criatura encantada ganha +3/+0 e só pode ser bloqueada por duas ou mais criaturas.", en: "Enchanted creature gets +3/+0 and can't be blocked except by two or more creatures." },
    { lang: "pt", text: "A criatura alvo ganha +2/+2 até o final do turno.", en: "Target creature gets +2/+2 until end of turn." },
    {
      lang: "pt",
      text: "Cada criatura que você controla só pode ser bloqueada neste turno por duas ou mais criaturas.",
      en: "Each creature you control can't be blocked this turn except by two or more creatures.",
    },
    {
      lang: "pt",
      text: "Enquanto você controlar uma Montanha, Xyz só poderá ser bloqueado por duas ou mais criaturas.",
      en: "As long as you control a Mountain, Xyz can't be blocked except by two or more creatures.",
    },
  ],
  "requirements: 'ataca a cada combate se estiver apto', 'em todos os turnos' (508.1d)": [
    { lang: "pt", text: "Xyz ataca a cada combate se estiver apto.", en: "Xyz attacks each combat if able." },
    { lang: "pt", text: "Xyz recebe +3/+0 e ataca em todos os turnos se estiver apto.", en: "Xyz gets +3/+0 and attacks each turn if able." },
  ],
  "the spells a player casts 'that target' something: 'que hagan objetivo a …', 'com … como alvo'": [
    { lang: "es", text: "A tus oponentes les cuesta {2} más lanzar hechizos que hagan objetivo al Xyz.", en: "Spells your opponents cast that target Xyz cost {2} more to cast." },
    {
      lang: "es",
      text: "A tus oponentes les cuesta {2} más lanzar los hechizos que te hagan objetivo a ti o a un permanente que controlas.",
      en: "Spells your opponents cast that target you or a permanent you control cost {2} more to cast.",
    },
    { lang: "pt", text: "As mágicas que seus oponentes conjuram com Xyz como alvo custam {2} a mais para serem conjuradas.", en: "Spells your opponents cast that target Xyz cost {2} more to cast." },
    {
      lang: "pt",
      text: "As mágicas que seus oponentes conjuram com uma criatura ou planeswalker que você controla como alvo custam {2} a mais para serem conjuradas.",
      en: "Spells your opponents cast that target a creature or planeswalker you control cost {2} more to cast.",
    },
  ],
};

sameMeaning("Spanish and Portuguese statics and restrictions parse to the same AST as English", CASES, () => "Xyz");

describe("changes of meaning in these constructions are still found", () => {
  differentMeaning(
    [
      { lang: "pt", text: "Xyz só pode bloquear criaturas com voar.", en: "Xyz can't block creatures with flying." },
      { lang: "pt", text: "Xyz não pode ser bloqueado por mais de uma criatura.", en: "Xyz can't be blocked by more than two creatures." },
      { lang: "pt", text: "A criatura encantada recebe +1/+2 desde que seja branca.", en: "Enchanted creature gets +1/+2 as long as it's black." },
      { lang: "pt", text: "As habilidades ativadas da criatura encantada não podem ser utilizadas.", en: "Enchanted creature's triggered abilities can't be played." },
      { lang: "es", text: "Las habilidades activadas de los artefactos no pueden ser activadas.", en: "Activated abilities of creatures can't be activated." },
      { lang: "pt", text: "A criatura equipada recebe +4/+2 e não desvira na etapa de desvirar de seu controlador.", en: "Equipped creature gets +4/+2 and doesn't untap during your untap step." },
      { lang: "pt", text: "Suas mágicas de Soldado custam {1} a menos para serem jogadas.", en: "Soldier spells you play cost {1} more to play." },
      { lang: "es", text: "Cuesta {1} menos activar esta habilidad por cada carta de criatura en tu cementerio.", en: "This ability costs {1} less to activate for each creature card in your hand." },
      { lang: "es", text: "Equipar te cuesta {1} menos.", en: "Equip costs you pay cost {2} less." },
      { lang: "es", text: "Te cuesta {1} menos el próximo hechizo que lances este turno.", en: "The next creature spell you cast this turn costs {1} less to cast." },
      { lang: "pt", text: "A primeira mágica de criatura que você conjura em cada turno custa {2} a menos para ser conjurada.", en: "The second creature spell you cast each turn costs {2} less to cast." },
      { lang: "pt", text: "A criatura alvo recebe +1/-1 e recebe ímpeto até o final do turno.", en: "Target creature gets +1/-1 and gains flying until end of turn." },
      { lang: "pt", text: "Duas criaturas alvo recebem, cada uma, +2/+2 até o final do turno.", en: "Two target creatures each get +2/+1 until end of turn." },
      { lang: "pt", text: "A criatura encantada recebe um +2/-2 adicional.", en: "Enchanted creature gets an additional +2/+2." },
      { lang: "es", text: "La criatura encantada obtiene +1/+1 y daña primero.", en: "Enchanted creature gets +1/+1 and has double strike." },
      { lang: "pt", text: "A criatura equipada recebe +2/+2 e tem proteção contra o verde e o azul.", en: "Equipped creature gets +2/+2 and has protection from green and from black." },
      { lang: "es", text: "Mientras tu devoción al blanco y al azul sea menor que siete, Xyz no es una criatura.", en: "As long as your devotion to white and black is less than seven, Xyz isn't a creature." },
      { lang: "pt", text: "O terreno encantado é uma criatura preta 3/3 do tipo Lodo.", en: "Enchanted land is a 3/3 green Ooze creature." },
      { lang: "pt", text: "O terreno encantado é uma criatura preta 3/3 do tipo Lodo.", en: "Enchanted land is a 2/2 black Ooze creature." },
      { lang: "es", text: "Juega mostrando la primera carta de tu biblioteca.", en: "Play with your hand revealed." },
      { lang: "es", text: "Cada criatura asigna daño de combate igual a su resistencia en vez de su fuerza.", en: "Each creature assigns combat damage equal to its power rather than its toughness." },
      { lang: "pt", text: "Você não pode perder o jogo e seus oponentes não podem vencê-lo.", en: "You can't win the game and your opponents can't lose the game." },
      { lang: "es", text: "No puedes jugar tierras.", en: "You can't draw cards." },
      { lang: "pt", text: "Xyz ataca a cada combate se estiver apto.", en: "Xyz blocks each combat if able." },
      { lang: "es", text: "A tus oponentes les cuesta {2} más lanzar hechizos que hagan objetivo al Xyz.", en: "Spells you cast that target Xyz cost {2} more to cast." },
      { lang: "pt", text: "As mágicas que seus oponentes conjuram com Xyz como alvo custam {2} a mais para serem conjuradas.", en: "Spells your opponents cast cost {2} more to cast." },
      { lang: "pt", text: "A criatura alvo ganha +2/+2 até o final do turno.", en: "Target creature gets +2/+1 until end of turn." },
    ],
    "Xyz",
  );
});
