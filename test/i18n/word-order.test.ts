/**
 * Spanish and Portuguese word order the lexer and the Romance rules put into English order:
 * counters named after the word "counter", a player named after what is theirs, possessives after
 * their noun, the Spanish "a" before a direct object, zones with "de", negated verbs, "ni"/"nem".
 * Each case parses to the same AST as the English text of the same card; the checker still tells
 * a different meaning.
 */
import { describe, expect, it } from "vitest";
import { compareParses } from "../../src/i18n/compare.ts";
import { checkTranslation } from "../../src/i18n/check.ts";
import { type Case, differentMeaning, fullyParsed, parseCase, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";

const CASES: Record<string, Case[]> = {
  "a counter's kind after the word 'counter'": [
    { lang: "es", text: "La criatura encantada obtiene -1/-1 por cada contador de plaga que haya sobre el Xyz.", en: "Enchanted creature gets -1/-1 for each plague counter on Xyz." },
    { lang: "es", text: "Cada criatura que controlas con un contador +1/+1 sobre ella tiene la habilidad de arrollar.", en: "Each creature you control with a +1/+1 counter on it has trample." },
    { lang: "es", text: "Remueve un contador +1/+1 del Xyz.", en: "Remove a +1/+1 counter from Xyz." },
    { lang: "pt", text: "A criatura encantada recebe -1/-1 para cada marcador de praga em Xyz.", en: "Enchanted creature gets -1/-1 for each plague counter on Xyz." },
    { lang: "pt", text: "Coloque um marcador +1/+1 nela.", en: "Put a +1/+1 counter on it." },
  ],
  "zones with 'de' after any object, the Spanish 'a' before a direct object": [
    { lang: "es", text: "Regresa el Xyz de tu cementerio a tu mano.", en: "Return Xyz from your graveyard to your hand." },
    { lang: "es", text: "{1}{W}, exiliar al Xyz de tu cementerio: Roba una carta.", en: "{1}{W}, Exile Xyz from your graveyard: Draw a card." },
    { lang: "es", text: "Regenera a la criatura objetivo.", en: "Regenerate target creature." },
    { lang: "pt", text: "Devolva Xyz do seu cemitério para o campo de batalha.", en: "Return Xyz from your graveyard to the battlefield." },
    { lang: "pt", text: "Coloque a criatura alvo no topo do grimório de seu dono.", en: "Put target creature on top of its owner's library." },
  ],
  "a player named after what is theirs": [
    { lang: "es", text: "Siempre que una tierra entre al campo de batalla bajo el control de un oponente, roba una carta.", en: "Whenever a land enters the battlefield under an opponent's control, draw a card." },
    { lang: "pt", text: "No início da manutenção de cada oponente, compre um card.", en: "At the beginning of each opponent's upkeep, draw a card." },
    { lang: "pt", text: "O jogador alvo coloca os três cards do topo do grimório dele em seu próprio cemitério.", en: "Target player puts the top three cards of their library into their graveyard." },
  ],
  "negation": [
    { lang: "es", text: "Si no controlas criaturas, roba una carta.", en: "If you don't control creatures, draw a card." },
    { lang: "es", text: "Si no controlas ningún artefacto, descarta una carta.", en: "If you control no artifacts, discard a card." },
    { lang: "pt", text: "Se você não controlar nenhum artefato, descarte um card.", en: "If you control no artifacts, discard a card." },
    { lang: "es", text: "El oponente objetivo muestra su mano. Eliges de ahí una carta que no sea tierra ni criatura.", en: "Target opponent reveals their hand. You choose a noncreature, nonland card from it." },
  ],
  "filters in Romance order where English reads a bare filter": [
    { lang: "es", text: "Si hay veinte o más cartas de criatura en tu cementerio, ganas el juego.", en: "If there are twenty or more creature cards in your graveyard, you win the game." },
    { lang: "es", text: "Muestra la primera carta de tu biblioteca. Si es una carta de criatura, ponla en tu mano.", en: "Reveal the top card of your library. If it's a creature card, put it into your hand." },
    { lang: "pt", text: "As outras criaturas do tipo Elfo recebem +1/+1.", en: "Other Elf creatures get +1/+1." },
    { lang: "pt", text: "Destrua o artefato ou o encantamento alvo.", en: "Destroy target artifact or enchantment." },
    { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura ou ao jogador alvo.", en: "Xyz deals 2 damage to target creature or player." },
  ],
  "older printings": [
    { lang: "es", text: "Busca en tu biblioteca una carta de tierra básica y pon en juego esa carta girada. Luego baraja tu biblioteca.", en: "Search your library for a basic land card and put that card into play tapped. Then shuffle your library." },
    { lang: "es", text: "Pon en juego una ficha de criatura Plaga artefacto 0/1.", en: "Put a 0/1 Pest artifact creature token into play." },
    { lang: "es", text: "Siempre que una criatura que haya recibido daño del Xyz este turno vaya a un cementerio, pon un contador +1/+1 sobre el Xyz.", en: "Whenever a creature dealt damage by Xyz this turn is put into a graveyard, put a +1/+1 counter on Xyz." },
    { lang: "pt", text: "Quando Xyz deixar o jogo, compre um card.", en: "When Xyz leaves play, draw a card." },
  ],
};

sameMeaning("Romance word order parses to the same AST as English", CASES, () => NAME);

describe("a legend's name closed by a comma", () => {
  it("pt: Quando Linvala, a Preservadora, entrar no campo de batalha, …", () => {
    const k: Case = { lang: "pt", text: "Quando Linvala, a Preservadora, entrar no campo de batalha, compre um card.", en: "When Linvala, the Preserver enters the battlefield, draw a card." };
    const loc = parseCase(k, "Linvala, a Preservadora").loc;
    const en = parseCase(k, "Linvala, the Preserver").en;
    expect(fullyParsed(loc)).toBe(true);
    expect(compareParses(loc, en)).toEqual([]);
  });
});

describe("Portuguese 'seu' is 'his or her' where the English says so", () => {
  const rec = (text: string, en: string) => checkTranslation({ name_en: NAME, name: NAME, lang: "pt", text, en_text: en }, "pt");
  it("matches 'his or her library'", () => {
    expect(rec("O jogador alvo embaralha o seu próprio grimório.", "Target player shuffles his or her library.").verdict).toBe("match");
    expect(rec("Cada jogador devolve todos os cards de criatura de seu cemitério para sua mão.", "Each player returns all creature cards from his or her graveyard to his or her hand.").verdict).toBe("match");
  });
  it("still tells 'your' from 'their' in Spanish", () => {
    const r = checkTranslation({ name_en: NAME, name: NAME, lang: "es", text: "Cada jugador regresa todas las cartas de criatura de tu cementerio a tu mano.", en_text: "Each player returns all creature cards from his or her graveyard to his or her hand." }, "es");
    expect(r.verdict).toBe("mismatch");
  });
});

describe("the checker still tells a different meaning (word order)", () => {
  const differ: Case[] = [
    { lang: "es", text: "La criatura encantada obtiene -1/-1 por cada contador de plaga que haya sobre el Xyz.", en: "Enchanted creature gets -1/-1 for each charge counter on Xyz." },
    { lang: "pt", text: "Coloque um marcador +1/+1 nela.", en: "Put a -1/-1 counter on it." },
    { lang: "es", text: "Siempre que una tierra entre al campo de batalla bajo el control de un oponente, roba una carta.", en: "Whenever a land enters the battlefield under your control, draw a card." },
    { lang: "pt", text: "No início da manutenção de cada oponente, compre um card.", en: "At the beginning of your upkeep, draw a card." },
    { lang: "es", text: "Si no controlas criaturas, roba una carta.", en: "If you control creatures, draw a card." },
    { lang: "es", text: "Busca en tu biblioteca una carta de tierra básica y pon en juego esa carta girada. Luego baraja tu biblioteca.", en: "Search your library for a basic land card and put that card into play. Then shuffle your library." },
    { lang: "es", text: "El oponente objetivo muestra su mano. Eliges de ahí una carta que no sea tierra ni criatura.", en: "Target opponent reveals their hand. You choose a nonland card from it." },
    { lang: "pt", text: "As outras criaturas do tipo Elfo recebem +1/+1.", en: "Other Goblin creatures get +1/+1." },
    { lang: "pt", text: "Xyz causa 2 pontos de dano à criatura ou ao jogador alvo.", en: "Xyz deals 2 damage to target creature or planeswalker." },
  ];
  differentMeaning(differ, NAME);
});
