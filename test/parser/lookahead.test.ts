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
import { createToken, EmbeddedActionsParser, type IToken, type TokenType } from "chevrotain";
import { TableOrAdaptiveLookahead } from "../../src/parser/lookahead.ts";

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

describe("grammar checks of the lookahead strategy", () => {
  const A = createToken({ name: "A", pattern: /a/ });
  const B = createToken({ name: "B", pattern: /b/ });
  /** A small parser whose rules `define` declares, built with the strategy. */
  function build(define: (p: EmbeddedActionsParser & Record<string, unknown>) => void): void {
    class Small extends EmbeddedActionsParser {
      constructor() {
        super([A, B] as TokenType[], { lookaheadStrategy: new TableOrAdaptiveLookahead() });
        define(this as unknown as EmbeddedActionsParser & Record<string, unknown>);
        this.performSelfAnalysis();
      }
    }
    new Small();
  }
  it("reports left recursion through a rule that can be empty", () => {
    expect(() =>
      build((p) => {
        const $ = p as any;
        $.maybe = $.RULE("maybe", () => $.OPTION(() => $.CONSUME(B)));
        $.list = $.RULE("list", () => {
          $.SUBRULE($.maybe);
          $.OR([{ ALT: () => $.SUBRULE($.list) }, { ALT: () => $.CONSUME(A) }]);
        });
      }),
    ).toThrow(/Left recursion: rule <list>/);
  });
  it("reports a repetition that can never consume a token", () => {
    expect(() =>
      build((p) => {
        const $ = p as any;
        $.empty = $.RULE("empty", () => $.OPTION(() => $.CONSUME(A)));
        $.top = $.RULE("top", () => $.MANY(() => $.SUBRULE($.nothing)));
        $.nothing = $.RULE("nothing", () => {});
      }),
    ).toThrow(/can never consume any tokens/);
  });
  it("accepts right recursion and repetitions of tokens", () => {
    expect(() =>
      build((p) => {
        const $ = p as any;
        $.list = $.RULE("list", () => {
          $.CONSUME(A);
          $.OPTION(() => $.SUBRULE($.list));
        });
        $.bees = $.RULE("bees", () => $.MANY(() => $.CONSUME(B)));
      }),
    ).not.toThrow();
  });
});
