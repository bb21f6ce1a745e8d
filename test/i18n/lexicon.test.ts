import { describe, expect, it } from "vitest";
import { lex } from "../../src/lexer/lexer.ts";
import { ES_PACK } from "../../grammar/es/lexicon.ts";
import { PT_PACK } from "../../grammar/pt/lexicon.ts";
import { EN_LEXICON } from "../../grammar/en/lexicon.ts";
import { KEYWORDS } from "../../grammar/keywords.ts";
import { WORD_TOKENS } from "../../src/lexer/words.ts";

const tokenNames = new Set(WORD_TOKENS.map((t) => t.name));
const kinds = (text: string, lang: "es" | "pt", names: string[] = []) => lex(text, lang, names).tokens.map((t) => t.tokenType.name);
const images = (text: string, lang: "es" | "pt") => lex(text, lang).tokens.map((t) => t.image);

describe("Spanish and Portuguese lexicons", () => {
  it("use only the language-neutral word tokens", () => {
    for (const pack of [ES_PACK, PT_PACK]) {
      for (const e of pack.words.values()) expect(tokenNames.has(e.token), e.token).toBe(true);
      // Phrases may also stand for a possessive or a comma ("la mano de su propietario", "y luego"), or a keyword
      // ("é indestrutível" is "has indestructible").
      for (const seq of pack.phrases.values()) for (const e of seq) expect(tokenNames.has(e.token) || ["Possessive", "Comma", "Keyword"].includes(e.token), e.token).toBe(true);
    }
  });
  it("name only keywords of grammar/keywords.ts", () => {
    const ids = new Set(KEYWORDS.map((k) => k.id));
    for (const pack of [ES_PACK, PT_PACK]) for (const k of pack.keywords.values()) expect(ids.has(k.id), k.id).toBe(true);
  });
  it("map verb forms to one token", () => {
    for (const w of ["destruye", "destruir", "destruya", "destruidas"]) expect(ES_PACK.words.get(w)?.token).toBe("Destroy");
    for (const w of ["roba", "robar", "robe"]) expect(ES_PACK.words.get(w)?.token).toBe("Draw");
    for (const w of ["compre", "comprar", "compra"]) expect(PT_PACK.words.get(w)?.token).toBe("Draw");
    for (const w of ["destrua", "destruir", "destrói"]) expect(PT_PACK.words.get(w)?.token).toBe("Destroy");
  });
  it("map genders and numbers to one token with the same values as English", () => {
    expect(ES_PACK.words.get("criatura")).toMatchObject({ token: "CardType", value: "creature" });
    expect(ES_PACK.words.get("criaturas")).toMatchObject({ token: "CardType", value: "creature", plural: true, gloss: "creatures" });
    expect(EN_LEXICON.get("creatures")).toMatchObject({ token: "CardType", value: "creature" });
    for (const w of ["objetivo", "objetiva"]) expect(ES_PACK.words.get(w)?.token).toBe("Target");
    expect(PT_PACK.words.get("alvo")?.token).toBe("Target");
    for (const w of ["negro", "negra", "negros", "negras"]) expect(ES_PACK.words.get(w)).toMatchObject({ token: "ColorWord", value: "black" });
    expect(PT_PACK.words.get("pretas")).toMatchObject({ token: "ColorWord", value: "black" });
  });
  it("split object pronouns off verbs", () => {
    expect(kinds("destrúyela", "es")).toEqual(["Destroy", "It"]);
    expect(kinds("ponlas", "es")).toEqual(["Put", "Them"]);
    expect(kinds("sacrifícalo", "es")).toEqual(["Sacrifice", "It"]);
    expect(kinds("coloque-os", "pt")).toEqual(["Put", "Them"]);
    expect(kinds("revelá-lo", "pt")).toEqual(["Reveal", "It"]);
    // a noun ending like a pronoun stays one word
    expect(kinds("escuela", "es")).toEqual(["Word"]);
  });
  it("read possessives of zones and sequences in English order", () => {
    expect(images("a la mano de su propietario", "es")).toEqual(["to", "its", "owner", "'s", "hand"]);
    expect(images("para a mão de seu dono", "pt")).toEqual(["to", "its", "owner", "'s", "hand"]);
    expect(images("y luego", "es")).toEqual([",", "then"]);
  });
  it("expand contractions and phrases into several tokens", () => {
    expect(kinds("del", "es")).toEqual(["Of", "The"]);
    expect(kinds("al comienzo de", "es")).toEqual(["At", "The", "Beginning", "Of"]);
    expect(kinds("siempre que", "es")).toEqual(["Whenever"]);
    expect(kinds("en vez de eso", "es")).toEqual(["Instead"]);
    expect(kinds("em vez disso", "pt")).toEqual(["Instead"]);
    expect(kinds("da", "pt")).toEqual(["Of", "The"]);
    expect(kinds("no início de", "pt")).toEqual(["At", "The", "Beginning", "Of"]);
    expect(kinds("toda vez que", "pt")).toEqual(["Whenever"]);
    expect(kinds("entra en juego", "es")).toEqual(["Enter", "The", "Battlefield"]);
    expect(kinds("remova do jogo", "pt")).toEqual(["Exile"]);
  });
  it("give tokens English images and localized offsets", () => {
    const r = lex("Roba dos cartas.", "es");
    expect(r.tokens.map((t) => t.image)).toEqual(["draw", "two", "cards", "."]);
    expect(r.tokens.map((t) => [t.startOffset, (t as { end?: number }).end ?? t.startOffset + t.image.length])).toEqual([
      [0, 4],
      [5, 8],
      [9, 15],
      [15, 16],
    ]);
  });
  it("recognise keyword names per language", () => {
    expect(images("Vuela, daña primero.", "es")).toEqual(["flying", ",", "first strike", "."]);
    expect(images("Voar, iniciativa", "pt")).toEqual(["flying", ",", "first strike"]);
    const landwalk = lex("Cruza pantanos.", "es").tokens[0]!;
    expect(landwalk.payload).toMatchObject({ value: "landwalk", prefix: "Swamp" });
  });
  it("find the card's own name after its article", () => {
    expect(kinds("La Caleta saprazzana entra en juego girada.", "es", ["Caleta saprazzana"]).slice(0, 2)).toEqual(["The", "SelfName"]);
  });
  it("leaves English lexing alone", () => {
    expect(lex("Destroy target creature.", "en").tokens.map((t) => t.tokenType.name)).toEqual(["Destroy", "Target", "CardType", "Period"]);
  });
});
