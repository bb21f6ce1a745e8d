/**
 * The typed AST: src/ast/nodes.ts is generated from the schema, and what the parser
 * produces conforms to the schema (cards/ in every language; the whole corpus when
 * ../shared is present), so the types engine builders import describe the real output.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { validateAst, isNode, isCondition, isAbility, type ParseResult } from "../../src/ast/index.ts";
import { parseCard } from "../../src/parser/index.ts";
import { cardLanguages, loadCardDirectory, toCardInput } from "../../src/cards/load.ts";
import { NODES_FILE, generateNodes } from "../../scripts/gen/ast.ts";
import { corpusFile, readRecords, recordLang, toInput } from "../../scripts/lib/corpus.ts";

const CARDS = fileURLToPath(new URL("../../cards", import.meta.url));

function problemsOf(results: ParseResult[]): string[] {
  const out: string[] = [];
  for (const r of results) for (const p of validateAst(r.abilities)) out.push(`${r.name}: ${p.path}: ${p.message}`);
  return out;
}

describe("the AST schema", () => {
  it("src/ast/nodes.ts is what scripts/gen/ast.ts generates from it", async () => {
    expect(readFileSync(NODES_FILE, "utf8"), "stale: run node scripts/gen/ast.ts").toBe(await generateNodes());
  });

  it("every node of the cards in cards/, in every language, conforms", () => {
    const results: ParseResult[] = [];
    for (const card of loadCardDirectory(CARDS)) for (const lang of cardLanguages(card)) results.push(parseCard(toCardInput(card, lang)));
    expect(results.length).toBeGreaterThan(100);
    expect(problemsOf(results)).toEqual([]);
  });

  it("reports what does not conform, with the path", () => {
    const good = parseCard({ name: "Shock", text: "Shock deals 2 damage to any target.", type: "Instant" }).abilities;
    expect(validateAst(good)).toEqual([]);
    const bad = JSON.parse(JSON.stringify(good));
    bad[0].effect.sentences[0].body.action.kind = "frobnicate";
    expect(validateAst(bad)[0]!.message).toMatch(/frobnicate/);
    const extra = JSON.parse(JSON.stringify(good));
    extra[0].effect.colour = "red";
    expect(validateAst(extra).map((p) => p.message)).toContain("effect.colour is not a declared field");
    const spanless = JSON.parse(JSON.stringify(good));
    delete spanless[0].effect.span;
    expect(validateAst(spanless)[0]!.message).toMatch(/span/);
    const wrongWord = JSON.parse(JSON.stringify(good));
    wrongWord[0].kind = "ability";
    expect(validateAst(wrongWord)[0]!.message).toMatch(/not declared/);
  });

  it("type guards narrow by kind and by category", () => {
    const [spell] = parseCard({ name: "Divination", text: "Draw two cards.", type: "Sorcery" }).abilities;
    expect(isAbility(spell)).toBe(true);
    expect(isNode(spell, "spell")).toBe(true);
    expect(isNode(spell, "triggered")).toBe(false);
    const [trig] = parseCard({ name: "X", text: "At the beginning of your upkeep, if you control an artifact, draw a card." }).abilities;
    expect(isNode(trig, "triggered") && isCondition(trig.condition)).toBe(true);
  });
});

const EN = corpusFile("cards.en.jsonl.gz");
const ESPT = corpusFile("printed.es-pt.jsonl.gz");

describe.skipIf(!existsSync(EN) || !existsSync(ESPT))("the AST schema over the corpus", () => {
  it("every node of every corpus card (English, Spanish, Portuguese) conforms", () => {
    const problems: string[] = [];
    let cards = 0;
    for (const file of [EN, ESPT]) {
      for (const r of readRecords(file).records) {
        const lang = recordLang(r);
        if (!r.text || !lang) continue;
        cards++;
        const result = parseCard(toInput(r, lang));
        for (const p of validateAst(result.abilities)) if (problems.length < 30) problems.push(`${lang} ${r.name}: ${p.path}: ${p.message}`);
      }
    }
    expect(cards).toBeGreaterThan(40000);
    expect(problems).toEqual([]);
  }, 600_000);
});
