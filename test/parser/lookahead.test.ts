/**
 * The parser decides a choice with a one-token table only where that is provably the choice
 * adaptive prediction would make (src/parser/lookahead.ts). This test holds it to that: a grammar
 * with the tables and a grammar deciding everything by adaptive prediction read the same pieces
 * of real card text — every line and every sentence, by each start rule the driver uses — to the
 * same result, success or failure alike.
 */
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { OracleGrammar } from "../../src/parser/grammar.ts";
import { lex } from "../../src/lexer/lexer.ts";
import * as T from "../../src/lexer/tokens.ts";
import type { IToken } from "chevrotain";

const CORPUS = fileURLToPath(new URL("../../../shared/corpus/cards.en.jsonl.gz", import.meta.url));
const RULES = ["effectSentence", "staticSentence", "costList", "condition", "triggerCondition", "keywordLine"];

/** Lines, and sentences within lines (split after each period), of a card's tokens. */
function pieces(tokens: IToken[]): IToken[][] {
  const out: IToken[][] = [];
  let line: IToken[] = [];
  let sentence: IToken[] = [];
  const flush = (): void => {
    if (sentence.length) out.push(sentence);
    sentence = [];
  };
  for (const t of tokens) {
    if (t.tokenType === T.NewLine) {
      flush();
      if (line.length) out.push(line);
      line = [];
      continue;
    }
    line.push(t);
    sentence.push(t);
    if (t.tokenType === T.Period) flush();
  }
  flush();
  if (line.length) out.push(line);
  return out;
}

const strip = (x: unknown): unknown =>
  Array.isArray(x) ? x.map(strip) : x && typeof x === "object" ? Object.fromEntries(Object.entries(x).filter(([k]) => k !== "span").map(([k, v]) => [k, strip(v)])) : x;

function read(g: OracleGrammar, rule: string, tokens: IToken[]): string {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const { value, ok } = g.run<unknown>(rule, tokens);
    return ok ? JSON.stringify(strip(value)) : "failed";
  } catch (e) {
    return `threw ${(e as Error).name}`;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

describe("one-token tables decide as adaptive prediction does", () => {
  it.skipIf(!existsSync(CORPUS))("on every line and sentence of a sample of the English corpus, by every start rule", () => {
    const records = gunzipSync(readFileSync(CORPUS))
      .toString("utf8")
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as { name: string; text?: string })
      .filter((r) => r.text);
    const sample = records.filter((_, i) => i % 10 === 0);
    const tables = new OracleGrammar();
    const adaptive = new OracleGrammar({ adaptiveOnly: true });
    const differing: string[] = [];
    let compared = 0;
    let parsed = 0;
    for (const r of sample) {
      for (const piece of pieces(lex(r.text!, "en", [r.name]).tokens)) {
        for (const rule of RULES) {
          const a = read(tables, rule, piece);
          const b = read(adaptive, rule, piece);
          compared++;
          if (a !== "failed") parsed++;
          if (a !== b) differing.push(`${r.name} / ${rule}: ${piece.map((t) => t.image).join(" ")}`);
        }
      }
    }
    expect(compared).toBeGreaterThan(20_000);
    expect(parsed).toBeGreaterThan(2_000); // the comparison covers successful parses, not only failures
    expect(differing).toEqual([]);
  });
});
