/**
 * Spanish and Portuguese constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz)
 * that parse to the same AST as the English text of the same card: one or two real sentences per
 * construction, older templating included.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { compareParses } from "../../src/i18n/compare.ts";
import { type Case, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "tokens in Romance order": [
    { lang: "es", text: "Crea una ficha de criatura artefacto Servo incolora 1/1.", en: "Create a 1/1 colorless Servo artifact creature token." },
    { lang: "es", text: "Crea dos fichas de criatura Elfo Guerrero verde y blanca 1/1 con la habilidad de volar.", en: "Create two 1/1 green and white Elf Warrior creature tokens with flying." },
    { lang: "pt", text: "Crie uma ficha de criatura artefato incolor 1/1 do tipo Tóptero com voar.", en: "Create a 1/1 colorless Thopter artifact creature token with flying." },
    { lang: "pt", text: "crie uma ficha de criatura branca 1/1 do tipo Vampiro com vínculo com a vida.", en: "Create a 1/1 white Vampire creature token with lifelink." },
  ],
  "older 'put a token onto the battlefield' is create": [
    { lang: "es", text: "Pon en juego una ficha de criatura Soldado blanca 1/1.", en: "Create a 1/1 white Soldier creature token." },
    { lang: "pt", text: "Coloque no campo de batalha uma ficha de criatura preta 2/2 do tipo Zumbi.", en: "Create a 2/2 black Zombie creature token." },
  ],
  "additional costs and cost changes": [
    { lang: "es", text: "Como coste adicional para lanzar este hechizo, sacrifica una criatura.", en: "As an additional cost to cast this spell, sacrifice a creature." },
    { lang: "pt", text: "Como custo adicional para conjurar esta mágica, sacrifique uma criatura.", en: "As an additional cost to cast this spell, sacrifice a creature." },
    { lang: "es", text: "Te cuesta {1} menos lanzar los hechizos de criatura.", en: "Creature spells you cast cost {1} less to cast." },
    { lang: "es", text: "Este hechizo cuesta {1} menos en lanzarse si controlas un Hechicero.", en: "This spell costs {1} less to cast if you control a Wizard." },
  ],
  "older activation instructions ('Juega esta habilidad sólo …')": [
    { lang: "es", text: "{T}: Roba una carta. Juega esta habilidad sólo cuando puedas jugar un conjuro.", en: "{T}: Draw a card. Activate only as a sorcery." },
    { lang: "es", text: "{T}: Roba una carta. Juega esta habilidad sólo una vez en cada turno.", en: "{T}: Draw a card. Activate only once each turn." },
  ],
  "trigger events in the subjunctive and the future subjunctive": [
    { lang: "es", text: "Siempre que el Perro corriente mugroso reciba daño, roba una carta.", en: "Whenever Perro corriente mugroso is dealt damage, draw a card." },
    { lang: "es", text: "Siempre que el Aristócrata cefálido sea objetivo de un hechizo o habilidad, roba una carta.", en: "Whenever Aristócrata cefálido becomes the target of a spell or ability, draw a card." },
    { lang: "es", text: "Siempre que una criatura se ponga boca arriba, roba una carta.", en: "Whenever a creature is turned face up, draw a card." },
    { lang: "es", text: "Siempre que lances un hechizo histórico, roba una carta.", en: "Whenever you cast a historic spell, draw a card." },
    { lang: "es", text: "Siempre que una criatura vaya a tu cementerio desde el juego, roba una carta.", en: "Whenever a creature is put into your graveyard from the battlefield, draw a card." },
    { lang: "es", text: "Siempre que un jugador use la habilidad de ciclo de una carta, roba una carta.", en: "Whenever a player cycles a card, draw a card." },
    { lang: "pt", text: "Toda vez que a criatura encantada sofrer dano, compre um card.", en: "Whenever enchanted creature is dealt damage, draw a card." },
    { lang: "pt", text: "Quando Hipnox sai de jogo, compre um card.", en: "When Hipnox leaves the battlefield, draw a card." },
    { lang: "pt", text: "Toda vez que Hipnox for alvo de uma mágica ou de uma habilidade, compre um card.", en: "Whenever Hipnox becomes the target of a spell or ability, draw a card." },
  ],
  "modes on one line and 'elige uno:' before bullets": [
    {
      lang: "es",
      type: "Instantáneo",
      enType: "Instant",
      text: "Elige uno: Destruye el Clérigo objetivo; o regresa la carta objetivo de Clérigo de tu cementerio a tu mano; o el jugador objetivo pierde 2 vidas.",
      en: "Choose one —\n• Destroy target Cleric.\n• Return target Cleric card from your graveyard to your hand.\n• Target player loses 2 life.",
    },
    { lang: "es", text: "Cuando el Guía ainok entre al campo de batalla, elige uno:\n• Roba una carta.\n• Ganas 3 vidas.", en: "When Guía ainok enters the battlefield, choose one —\n• Draw a card.\n• You gain 3 life." },
  ],
  "players, 'have', 'at random', 'if able', 'can't be blocked'": [
    { lang: "es", text: "Ese jugador descarta una carta al azar.", en: "That player discards a card at random." },
    { lang: "es", text: "Ese jugador roba una carta adicional.", en: "That player draws an additional card." },
    { lang: "es", text: "Puedes hacer que el jugador objetivo descarte una carta.", en: "You may have target player discard a card." },
    { lang: "es", text: "Si no lo haces, pierdes el juego.", en: "If you don't, you lose the game." },
    { lang: "es", text: "El jugador defensor descarta una carta.", en: "Defending player discards a card." },
    { lang: "pt", text: "O jogador defensor descarta um card aleatoriamente.", en: "Defending player discards a card at random." },
    { lang: "es", text: "La criatura objetivo ataca este turno si puede.", en: "Target creature attacks this turn if able.", type: "Instantáneo", enType: "Instant" },
    { lang: "pt", text: "A criatura alvo ataca neste turno se puder.", en: "Target creature attacks this turn if able.", type: "Mágica Instantânea", enType: "Instant" },
    { lang: "es", text: "La criatura objetivo es imbloqueable este turno.", en: "Target creature can't be blocked this turn.", type: "Instantáneo", enType: "Instant" },
    {
      lang: "es",
      text: "La criatura objetivo que controlas gana protección contra el color de tu elección hasta el final del turno.",
      en: "Target creature you control gains protection from the color of your choice until end of turn.",
      type: "Instantáneo",
      enType: "Instant",
    },
  ],
  "put into a zone ('en' as 'into'), search, shuffle": [
    { lang: "es", text: "Pon esa carta en el campo de batalla girada.", en: "Put that card onto the battlefield tapped.", type: "Conjuro", enType: "Sorcery" },
    {
      lang: "es",
      text: "Busca en tu biblioteca una carta de tierra básica, muéstrala, ponla en tu mano y luego baraja tu biblioteca.",
      en: "Search your library for a basic land card, reveal it, put it into your hand, then shuffle.",
      type: "Conjuro",
      enType: "Sorcery",
    },
  ],
  "counters named after 'contador de' / 'marcador de'": [
    { lang: "es", text: "Pon un contador de carga sobre el Xyz.", en: "Put a charge counter on Xyz." },
    { lang: "es", text: "{1}, remover un contador de carga del Xyz: Roba una carta.", en: "{1}, Remove a charge counter from Xyz: Draw a card." },
    { lang: "pt", text: "{1}, remova um marcador de carga de Xyz: Compre um card.", en: "{1}, Remove a charge counter from Xyz: Draw a card." },
    { lang: "pt", text: "Coloque um marcador +1/+1 nela.", en: "Put a +1/+1 counter on it." },
    { lang: "es", text: "El Xyz entra en juego con dos contadores +1/+1 sobre él.", en: "Xyz enters the battlefield with two +1/+1 counters on it." },
    { lang: "es", text: "El Xyz entra al campo de batalla girado con dos contadores de carga sobre él.", en: "Xyz enters the battlefield tapped with two charge counters on it." },
    { lang: "pt", text: "Xyz entra no campo de batalha com dois marcadores +1/+1.", en: "Xyz enters the battlefield with two +1/+1 counters on it." },
  ],
  "an activated ability run on after a sentence": [
    { lang: "es", type: "Tierra — Portal", enType: "Land — Gate", text: "El Xyz entra al campo de batalla girado.{T}: Agrega {R} o {W} a tu reserva de maná.", en: "Xyz enters the battlefield tapped.\n{T}: Add {R} or {W}." },
  ],
  "older English and Spanish wording the checker reads as today's": [
    { lang: "es", text: "Siempre que lances un hechizo rojo, roba una carta.", en: "Whenever you play a red spell, draw a card." },
    { lang: "es", text: "Siempre que juegues un hechizo rojo, roba una carta.", en: "Whenever you cast a red spell, draw a card." },
    { lang: "es", text: "Destruye la criatura objetivo que tenga la habilidad de volar.", en: "Destroy target creature with flying.", type: "Instantáneo", enType: "Instant" },
    { lang: "es", text: "Pon en juego dos fichas de criatura Espíritu blancas 1/1 con la habilidad de volar.", en: "Put two 1/1 white Spirit creature tokens with flying onto the battlefield.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "El Xyz te hace 1 punto de daño.", en: "Xyz deals 1 damage to you." },
    { lang: "es", text: "Destruye la criatura objetivo con fuerza de 4 o más.", en: "Destroy target creature with power 4 or greater.", type: "Instantáneo", enType: "Instant" },
    { lang: "es", text: "Destruye la criatura objetivo con fuerza de 2 o menos.", en: "Destroy target creature with power 2 or less.", type: "Instantáneo", enType: "Instant" },
  ],
  "Portuguese subject-first relative clauses and tapping events": [
    { lang: "pt", text: "Toda vez que uma criatura que um oponente controla morrer, compre um card.", en: "Whenever a creature an opponent controls dies, draw a card." },
    { lang: "pt", text: "Toda vez que uma criatura que você controla ataca sozinha, compre um card.", en: "Whenever a creature you control attacks alone, draw a card." },
    { lang: "pt", text: "Toda vez que o terreno encantado for virado para gerar mana, compre um card.", en: "Whenever enchanted land is tapped for mana, draw a card." },
    { lang: "pt", text: "Toda vez que uma criatura que um oponente controla for virada, compre um card.", en: "Whenever a creature an opponent controls becomes tapped, draw a card." },
    { lang: "pt", text: "Toda vez que você conjurar uma mágica instantânea ou um feitiço, compre um card.", en: "Whenever you cast an instant or sorcery spell, draw a card." },
    { lang: "es", text: "Siempre que la tierra encantada se gire para obtener maná, roba una carta.", en: "Whenever enchanted land is tapped for mana, draw a card." },
  ],
  "Portuguese future tense after 'se fizer isso'": [{ lang: "pt", text: "Se fizer isso, você ganhará 2 pontos de vida.", en: "If you do, you gain 2 life." }],
};

/** The card's name as the texts above use it. */
function nameOf(text: string): string {
  for (const n of ["Perro corriente mugroso", "Aristócrata cefálido", "Guía ainok", "Hipnox", "Xyz"]) if (text.includes(n)) return n;
  return "Carta";
}

sameMeaning("Romance constructions parse to the same AST as English", CASES, (k) => nameOf(k.text));

describe("the checker still tells a different meaning", () => {
  it("a different counter kind", () => {
    const loc = parseCard({ name: "Xyz", text: "Pon un contador de tiempo sobre el Xyz.", lang: "es" });
    const en = parseCard({ name: "Xyz", text: "Put a charge counter on Xyz.", lang: "en" });
    expect(compareParses(loc, en).length).toBeGreaterThan(0);
  });
  it("a different token colour", () => {
    const loc = parseCard({ name: "Xyz", text: "Crea una ficha de criatura Soldado negra 1/1.", lang: "es" });
    const en = parseCard({ name: "Xyz", text: "Create a 1/1 white Soldier creature token.", lang: "en" });
    expect(compareParses(loc, en).map((d) => d.code)).toContain("word");
  });
  it("playing a land is not casting a spell", () => {
    const loc = parseCard({ name: "Xyz", text: "Siempre que lances un hechizo rojo, roba una carta.", lang: "es" });
    const en = parseCard({ name: "Xyz", text: "Whenever you play a land, draw a card.", lang: "en" });
    expect(compareParses(loc, en).map((d) => d.code)).toContain("trigger");
  });
  it("a token put under another player's control", () => {
    const loc = parseCard({ name: "Xyz", text: "Pon en juego una ficha de criatura Soldado blanca 1/1.", lang: "es", type: "Conjuro" });
    const en = parseCard({ name: "Xyz", text: "Put a 1/1 white Soldier creature token onto the battlefield under target opponent's control.", lang: "en", type: "Sorcery" });
    expect(compareParses(loc, en).length).toBeGreaterThan(0);
  });
  it("a different additional cost", () => {
    const loc = parseCard({ name: "Xyz", text: "Como coste adicional para lanzar este hechizo, descarta una carta.", lang: "es" });
    const en = parseCard({ name: "Xyz", text: "As an additional cost to cast this spell, sacrifice a creature.", lang: "en" });
    expect(compareParses(loc, en).length).toBeGreaterThan(0);
  });
  it("shuffling another player's library is not 'shuffle'", () => {
    const loc = parseCard({ name: "Xyz", text: "El jugador objetivo baraja su biblioteca.", lang: "es", type: "Conjuro" });
    const en = parseCard({ name: "Xyz", text: "Shuffle your library.", lang: "en", type: "Sorcery" });
    expect(compareParses(loc, en).length).toBeGreaterThan(0);
  });
});
