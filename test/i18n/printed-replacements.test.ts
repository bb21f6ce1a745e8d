/**
 * Spanish and Portuguese constructions of the printed cards (../shared/corpus/printed.es-pt.jsonl.gz):
 * "would" with an infinitive, "en vez de eso," before the replacement, counts written
 * "la cantidad de", negated lists, and the checker's wording equivalences (the card's own name,
 * "and"/"then", the shock lands' "instead").
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { compareParses } from "../../src/i18n/compare.ts";
import { checkTranslation } from "../../src/i18n/check.ts";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const CASES: Record<string, Case[]> = {
  "'would' with an infinitive: 'fuera a', 'fuese a', 'fosse'": [
    { lang: "es", text: "Si se le fuera a hacer daño a la Bandada fantasmal, prevén ese daño.", en: "If damage would be dealt to Bandada fantasmal, prevent that damage." },
    { lang: "es", text: "Si una fuente fuera a hacerle daño a un Clérigo que controles, prevén 1 punto de ese daño.", en: "If a source would deal damage to a Cleric you control, prevent 1 of that damage." },
    { lang: "es", text: "Si la Bandada fantasmal fuera a dejar el juego, en vez de eso, remuévela del juego.", en: "If Bandada fantasmal would leave play, remove it from the game instead." },
    { lang: "pt", text: "Se a criatura fosse colocada em um cemitério neste turno, ao invés disso remova-a de jogo.", en: "If the creature would be put into a graveyard this turn, remove it from the game instead.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "'en vez de eso,' before the replacement": [
    { lang: "es", text: "Si esa criatura fuese a morir este turno, en vez de eso, exíliala.", en: "If that creature would die this turn, exile it instead.", type: "Instantáneo", enType: "Instant" },
  ],
  "'la cantidad de' / 'a quantidade de' objects is 'the number of'": [
    { lang: "es", text: "La criatura objetivo obtiene +X/+X hasta el final del turno, donde X es la cantidad de tierras que controles.", en: "Target creature gets +X/+X until end of turn, where X is the number of lands you control.", type: "Instantáneo", enType: "Instant" },
    { lang: "es", text: "La Bandada fantasmal hace daño a la criatura objetivo igual a la cantidad de bosques que controlas.", en: "Bandada fantasmal deals damage to target creature equal to the number of Forests you control.", type: "Instantáneo", enType: "Instant" },
    { lang: "pt", text: "Coloque aquela quantidade de marcadores +1/+1 em Bandada fantasmal.", en: "Put that many +1/+1 counters on Bandada fantasmal.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "'que no sea negra o artefacto': each word negated": [
    { lang: "es", text: "Destruye la criatura objetivo que no sea negra o artefacto.", en: "Destroy target nonartifact, nonblack creature.", type: "Instantáneo", enType: "Instant" },
    { lang: "es", text: "Destruye la criatura objetivo que no sea negra ni artefacto.", en: "Destroy target nonartifact, nonblack creature.", type: "Instantáneo", enType: "Instant" },
  ],
  "older 'para jugar' in additional costs, 'a cada turno', 'com um marcador'": [
    { lang: "es", text: "Como coste adicional para jugar la Bandada fantasmal, descarta X cartas de tu mano.", en: "As an additional cost to play Bandada fantasmal, discard X cards from your hand.", type: "Instantáneo", enType: "Instant" },
    { lang: "pt", text: "Bandada fantasmal ataca a cada turno se estiver apto.", en: "Bandada fantasmal attacks each turn if able." },
    { lang: "pt", text: "Cada criatura que você controla com um marcador +1/+1 tem voar.", en: "Each creature you control with a +1/+1 counter on it has flying." },
    { lang: "pt", text: "Bandada fantasmal causa dano igual ao seu poder à criatura alvo com a habilidade de voar.", en: "Bandada fantasmal deals damage equal to its power to target creature with flying." },
    { lang: "pt", text: "Escolha um Destrói o Clérigo alvo; ou o jogador alvo perde 2 pontos de vida.", en: "Choose one Destroy target Cleric; or target player loses 2 life.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "'for each other'": [
    { lang: "es", text: "La Bandada fantasmal obtiene +1/+0 hasta el final del turno por cada otra criatura atacante.", en: "Bandada fantasmal gets +1/+0 until end of turn for each other attacking creature." },
  ],
  "'protección contra el color de tu elección'": [
    { lang: "pt", text: "A criatura alvo que você controla ganha proteção contra a cor de sua escolha até o final do turno.", en: "Target creature you control gains protection from the color of your choice until end of turn.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "a sentence beginning with 'Depois,' continues the one before (', then')": [
    { lang: "pt", text: "Investigue. Depois, compre um card.", en: "Investigate, then draw a card.", type: "Mágica Instantânea", enType: "Instant" },
  ],
  "level bands ('NIVEL 1-3', 'NÍVEL 4+')": [
    { lang: "es", text: "Subir de nivel {2}. ({2}: Pon un contador de nivel sobre esto. Sube de nivel sólo como un conjuro.)\nNIVEL 1-4\n2/2\nNIVEL 5+\n5/5\nDaña primero.", en: "Level up {2} ({2}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n2/2\n\nLEVEL 5+\n5/5\nFirst strike" },
  ],
  "dropped subject before a quoted ability ('Tienen \"…\"')": [
    { lang: "es", text: "Pon en juego dos fichas de criatura Engendro Eldrazi incoloras 0/1. Tienen \"Sacrificar esta criatura: Agrega {1} a tu reserva de maná\".", en: "Put two 0/1 colorless Eldrazi Spawn creature tokens onto the battlefield. They have \"Sacrifice this creature: Add {1} to your mana pool.\"", type: "Conjuro", enType: "Sorcery" },
  ],
  "delirium, 'y/o', 'choose one that hasn't been chosen'": [
    { lang: "es", text: "Si entre las cartas de tu cementerio hay cuatro o más tipos de carta, roba una carta.", en: "If there are four or more card types among cards in your graveyard, draw a card.", type: "Conjuro", enType: "Sorcery" },
    { lang: "pt", text: "Se houver quatro ou mais tipos de card entre os cards de seu cemitério, compre um card.", en: "If there are four or more card types among cards in your graveyard, draw a card.", type: "Feitiço", enType: "Sorcery" },
    { lang: "es", text: "Si hay dos o más cartas de instantáneo y/o de conjuro en tu cementerio, roba una carta.", en: "If there are two or more instant and/or sorcery cards in your graveyard, draw a card.", type: "Conjuro", enType: "Sorcery" },
    { lang: "es", text: "Al comienzo de tu mantenimiento, elige uno que no haya sido elegido:• Roba dos cartas.• Pierdes el juego.", en: "At the beginning of your upkeep, choose one that hasn't been chosen —• Draw two cards.• You lose the game." },
  ],
  "'and' between instructions is 'then' (608.2c)": [
    { lang: "es", text: "Mira las primeras cuatro cartas de tu biblioteca y regrésalas en cualquier orden.", en: "Look at the top four cards of your library, then put them back in any order.", type: "Conjuro", enType: "Sorcery" },
  ],
};

sameMeaning("Romance replacements and counts parse to the same AST as English", CASES, () => "Bandada fantasmal");

describe("the checker still tells a different meaning", () => {
  differentMeaning(
    [
      { lang: "es", text: "Si se le fuera a hacer daño a la Bandada fantasmal, prevén 1 punto de ese daño.", en: "If damage would be dealt to Bandada fantasmal, prevent that damage." },
      { lang: "es", text: "Destruye la criatura objetivo que no sea negra o artefacto.", en: "Destroy target nonartifact, black creature.", type: "Instantáneo", enType: "Instant" },
      { lang: "es", text: "La criatura objetivo obtiene +X/+X hasta el final del turno, donde X es la cantidad de tierras que controles.", en: "Target creature gets +X/+X until end of turn, where X is the number of creatures you control.", type: "Instantáneo", enType: "Instant" },
      // "instead" is meaning outside entering tapped: two cards instead of one, not one more
      { lang: "es", text: "Roba una carta. Si controlas un Clérigo, roba dos cartas.", en: "Draw a card. If you control a Cleric, draw two cards instead.", type: "Conjuro", enType: "Sorcery" },
      { lang: "pt", text: "Investigue. Depois, compre dois cards.", en: "Investigate, then draw a card.", type: "Mágica Instantânea", enType: "Instant" },
    ],
    "Bandada fantasmal",
  );
  it("a card named after another card is not the card itself", () => {
    const loc = parseCard({ name: "Caballero de Daru", text: "Busca en tu biblioteca una carta llamada Caballero de Daru y ponla en tu mano.", lang: "es", type: "Conjuro" });
    const en = parseCard({ name: "Daru Cavalier", text: "Search your library for a card named Daru Cavalier and put it into your hand.", lang: "en", type: "Sorcery" });
    // without the record's names, the two names differ
    expect(compareParses(loc, en).length).toBeGreaterThan(0);
  });
});

describe("the card's own name and the shock lands' 'instead'", () => {
  /** Daru Cavalier's record, its Spanish search naming the card `named`. */
  const daru = (named: string) =>
    checkTranslation(
      {
        name_en: "Daru Cavalier",
        name: "Caballero de Daru",
        lang: "es",
        type: "Criatura — Caballero humano",
        en_type: "Creature — Human Knight",
        text: `Cuando el Caballero de Daru entre en juego, puedes buscar en tu biblioteca una carta llamada ${named}, mostrarla y ponerla en tu mano. Si lo haces, baraja tu biblioteca.`,
        en_printed_text: "When Daru Cavalier comes into play, you may search your library for a card named Daru Cavalier, reveal it, and put it into your hand. If you do, shuffle your library.",
      },
      "es",
    );
  it("'una carta llamada Caballero de Daru' names the card itself", () => {
    expect(daru("Caballero de Daru").verdict).toBe("match");
  });
  it("a different name is still a difference", () => {
    expect(daru("Groskitor").verdict).toBe("mismatch");
  });
  it("'Si no lo haces, … entra en juego girada' is 'If you don't, … comes into play tapped instead'", () => {
    const r = checkTranslation(
      {
        name_en: "Blood Crypt",
        name: "Cripta sangrienta",
        lang: "es",
        type: "Tierra — Pantano Montaña",
        en_type: "Land — Swamp Mountain",
        text: "En cuanto la Cripta sangrienta entre en juego, puedes pagar 2 vidas. Si no lo haces, la Cripta sangrienta entra en juego girada.",
        en_printed_text: "As Blood Crypt comes into play, you may pay 2 life. If you don't, Blood Crypt comes into play tapped instead.",
      },
      "es",
    );
    expect(r.verdict).toBe("match");
  });
});
