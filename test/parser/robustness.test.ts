/**
 * parseCard never throws and always returns well-formed output (the contract of
 * ../shared/spec/corpus-interface.md, checked by `contractProblems`), whatever
 * the input: random strings and unicode, control characters, unbalanced
 * braces/quotes/parentheses, mutated real card texts, very large inputs, and
 * every record of the English corpus.
 *
 * `parseCard` catches its own exceptions and reports them as an error OC9001;
 * `contractProblems` counts an OC9001 as a failure, so "never throws" here
 * means "no internal error" as well.
 */
import { existsSync, readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CardInput, ParseResult } from "../../src/ast/index.ts";
import { parseCard } from "../../src/parser/index.ts";
import { contractProblems, CORPUS_EN, libraryCards, libraryInput, uncoveredOffsets } from "./helpers.ts";

/**
 * Problems that are KNOWN BUGS, pinned by `it.fails` tests in parse.test.ts;
 * ignored here so that the random tests stay about crashes and malformed output.
 * - "their controllers' untap steps": a raw chevrotain token in `whose`.
 */
const KNOWN_PROBLEMS: RegExp[] = [/^node without a string kind: \{"image":/];

function problemsOf(input: CardInput, result: ParseResult): string[] {
  return contractProblems({ name: typeof input.name === "string" ? input.name : "", text: typeof input.text === "string" ? input.text : "" }, result).filter(
    (p) => !KNOWN_PROBLEMS.some((re) => re.test(p)),
  );
}

/** Parse and check; returns the result. Fails the test with the input when it throws or is malformed. */
function check(input: CardInput): ParseResult {
  let result: ParseResult;
  try {
    result = parseCard(input);
  } catch (e) {
    throw new Error(`parseCard threw on ${JSON.stringify(input).slice(0, 300)}: ${(e as Error).stack}`);
  }
  const problems = problemsOf(input, result);
  if (problems.length) throw new Error(`malformed output for ${JSON.stringify(input).slice(0, 300)}:\n${problems.slice(0, 5).join("\n")}`);
  return result;
}

const TYPES = ["Creature — Elf", "Instant", "Sorcery", "Enchantment — Aura", "Legendary Planeswalker — Jace", "Land", undefined];
const typeArb = fc.constantFrom(...TYPES);
const NUM_RUNS = 250;

function prop(textArb: fc.Arbitrary<string>, runs = NUM_RUNS): void {
  fc.assert(
    fc.property(textArb, typeArb, (text, type) => {
      check({ name: "Test Card", text, type });
    }),
    { numRuns: runs },
  );
}

/** Pieces of card text, symbols and punctuation to build near-card noise from. */
const PIECES = [
  "Flying", "first strike", "Protection from", "Swampwalk", "Ward", "Equip", "Kicker", "Cycling",
  "When", "Whenever", "At the beginning of", "your upkeep", "if", "you", "may", "draw", "a card", "target", "creature",
  "player", "Test Card", "~", "this creature", "deals", "3", "damage", "to", "any", "gets", "+1/+1", "-2/-2", "*/*",
  "enters", "the battlefield", "tapped", "instead", "If", "would", "Choose one —", "•", "Add", "{G}", "{T}", "{Q}",
  "{E}", "{X}", "{W/U}", "{2/W}", "{W/P}", "{Z9}", "{", "}", "(", ")", "((", "))", '"', "“", "”", ":", ",", ".", ";",
  "—", "–", "-", "+1:", "−2:", "[−3]:", "0:", "\n", "\r\n", "\t", " ", "non", "nonblack", "'s", "'", "’s", "Activate only as a sorcery.",
  "has", "\"{T}: Add {G}.\"", "I, II —", "Landfall —", "Sacrifice", "Discard", "Pay 2 life", "Remove a +1/+1 counter from",
];

const soup = (pieces: string[], max = 40) =>
  fc.array(fc.constantFrom(...pieces), { maxLength: max }).chain((parts) =>
    fc.array(fc.constantFrom(" ", "", "\n"), { minLength: parts.length, maxLength: parts.length }).map((seps) => parts.map((p, i) => p + seps[i]).join("")),
  );

describe("random input", () => {
  it("arbitrary unicode strings (any code point)", () => prop(fc.string({ unit: "binary", maxLength: 300 })));

  it("arbitrary grapheme strings (emoji, combining marks)", () => prop(fc.string({ unit: "grapheme", maxLength: 200 })));

  it("ASCII strings", () => prop(fc.string({ unit: "binary-ascii", maxLength: 300 })));

  it("control characters mixed with card words", () =>
    prop(
      fc.string({
        unit: fc.oneof(
          fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)),
          fc.constantFrom("\u007f", "\u0085", "\u00a0", "\u2028", "\u2029", "\ufeff", "\u200b", "\u202e"),
          fc.constantFrom("Flying", " ", "draw a card", ".", ",", "{T}", ":"),
        ),
        maxLength: 80,
      }),
    ));

  it("lone surrogates and astral characters", () =>
    prop(
      fc.array(
        fc.oneof(
          fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c)),
          fc.constantFrom("😀", "𝔸", "🔥", "Flying", " ", "\n", "{T}", "Ajani", "'s"),
        ),
        { maxLength: 60 },
      ).map((a) => a.join("")),
    ));

  it("near-card noise: keywords, symbols, punctuation in random order", () => prop(soup(PIECES, 50), 400));

  it("unbalanced braces, quotes and parentheses", () =>
    prop(soup(["{", "}", "(", ")", '"', "“", "”", "{T}", "{G", "G}", "(Reminder", "text.)", "Flying", "draw a card.", "\n", ":", "•"], 40), 400));

  it("odd names, types and languages", () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("", "~", "(", "{T}", "Flying", ".*", "Ajani, Caller of the Pride", " ", "\n")),
        soup(PIECES, 20),
        fc.option(fc.string({ maxLength: 30 }), { nil: undefined }),
        fc.constantFrom<"en" | "es" | "pt" | undefined>("en", "es", "pt", undefined),
        (name, text, type, lang) => {
          check({ name, text, type, lang });
          // the name inside its own text
          check({ name, text: `${name} deals 1 damage to any target.\n${text}${name}`, type, lang });
        },
      ),
      { numRuns: 300 },
    );
  });

  it("inputs of the wrong type do not throw", () => {
    const bad = [
      { name: 1, text: null },
      { name: undefined, text: undefined },
      { name: "X", text: 42 },
      { name: "X", text: ["Flying"] },
      { name: "X", text: { toString: () => "Flying" } },
      { name: "X", text: "Flying", type: 7 },
      { name: "X", text: "Flying", lang: "xx" },
    ] as unknown as CardInput[];
    for (const input of bad) {
      const r = parseCard(input);
      expect(Array.isArray(r.abilities)).toBe(true);
      expect(Array.isArray(r.diagnostics)).toBe(true);
      expect(r.diagnostics.filter((d) => d.code === "OC9001")).toEqual([]);
    }
  });

  it("a mode list run on one line with an empty last mode is read without an internal error (found by the property test above)", () => {
    const r = check({ name: "X", text: "Choose one — Flying ; ", type: "Sorcery" });
    expect(r.abilities[0]!.kind).toBe("spell");
    expect(r.diagnostics.map((d) => d.code)).not.toContain("OC9001");
  });

  it("empty and blank texts give no abilities", () => {
    for (const text of ["", " ", "\n", "\n\n\n", "\r\n", " \t "]) {
      const r = check({ name: "X", text, type: "Creature" });
      expect(r.abilities).toEqual([]);
      expect(r.diagnostics).toEqual([]);
    }
  });
});

describe("mutated real card texts", () => {
  const texts = libraryCards()
    .map((c) => libraryInput(c.name))
    .filter((i) => i.text.length > 0);

  type Mutation =
    | { op: "delete"; at: number }
    | { op: "duplicate"; at: number }
    | { op: "swap"; a: number; b: number }
    | { op: "insert"; at: number; what: string }
    | { op: "truncate"; at: number };

  const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
    fc.record({ op: fc.constant("delete" as const), at: fc.nat() }),
    fc.record({ op: fc.constant("duplicate" as const), at: fc.nat() }),
    fc.record({ op: fc.constant("swap" as const), a: fc.nat(), b: fc.nat() }),
    fc.record({ op: fc.constant("insert" as const), at: fc.nat(), what: fc.constantFrom("{T}", "{G}", "{Z9}", "{", "}", "(", ")", '"', ":", ",", ".", "—", "•", "\n", "+1:", "[−3]:", "~", "Flying", "if", "When") }),
    fc.record({ op: fc.constant("truncate" as const), at: fc.nat() }),
  );

  /** Apply word-level mutations (words are runs of non-spaces; whitespace runs are kept). */
  function mutate(text: string, ms: Mutation[]): string {
    let parts = text.split(/(\s+)/);
    const wordIdx = () => parts.map((p, i) => (/\S/.test(p) ? i : -1)).filter((i) => i >= 0);
    for (const m of ms) {
      const w = wordIdx();
      if (w.length === 0) break;
      if (m.op === "delete") parts.splice(w[m.at % w.length]!, 1);
      else if (m.op === "duplicate") {
        const i = w[m.at % w.length]!;
        parts.splice(i, 0, parts[i]!, " ");
      } else if (m.op === "swap") {
        const i = w[m.a % w.length]!;
        const j = w[m.b % w.length]!;
        [parts[i], parts[j]] = [parts[j]!, parts[i]!];
      } else if (m.op === "insert") {
        // inside or between words, at a character position
        const s = parts.join("");
        const at = m.at % (s.length + 1);
        parts = (s.slice(0, at) + m.what + s.slice(at)).split(/(\s+)/);
      } else {
        const s = parts.join("");
        parts = s.slice(0, m.at % (s.length + 1)).split(/(\s+)/);
      }
    }
    return parts.join("");
  }

  it("delete, duplicate, swap words; insert symbols and punctuation; truncate", () => {
    fc.assert(
      fc.property(fc.constantFrom(...texts), fc.array(mutationArb, { minLength: 1, maxLength: 6 }), (input, ms) => {
        check({ ...input, text: mutate(input.text, ms) });
      }),
      { numRuns: 800 },
    );
  });

  it("the mutator does mutate", () => {
    expect(mutate("a b c", [{ op: "swap", a: 0, b: 2 }])).toBe("c b a");
    expect(mutate("a b c", [{ op: "delete", at: 1 }])).toBe("a  c");
    expect(mutate("a b", [{ op: "insert", at: 1, what: "{T}" }])).toBe("a{T} b");
  });
});

describe("large inputs", () => {
  const MB = 1 << 20;
  const repeatTo = (s: string, n: number) => s.repeat(Math.ceil(n / s.length)).slice(0, n);

  function timed(label: string, input: CardInput): ParseResult {
    const t0 = performance.now();
    const r = check(input);
    const ms = performance.now() - t0;
    console.info(`robustness: ${label}: ${(input.text.length / 1024).toFixed(0)} KiB parsed in ${ms.toFixed(0)} ms, ${r.abilities.length} abilities, ${r.diagnostics.length} diagnostics`);
    return r;
  }

  it("1 MB of real card text (all library cards, repeated) parses, and nothing is lost", () => {
    const all = libraryCards()
      .map((c) => c.text)
      .filter(Boolean)
      .join("\n");
    const text = repeatTo(all + "\n", MB);
    const r = timed("1 MB of library text", { name: "Big", text, type: "Creature — Beast" });
    expect(r.abilities.length).toBeGreaterThan(5000);
    expect(uncoveredOffsets(text, r).length).toBeLessThan(10); // the cut at 1 MB may leave a broken last line
  });

  it("1 MB on one line of sentences", () => {
    timed("1 MB one line", { name: "Big", text: repeatTo("Draw a card. ", MB), type: "Sorcery" });
  });

  it("1 MB of unbalanced braces gives one diagnostic per brace", () => {
    const r = timed("1 MB of '{'", { name: "Big", text: repeatTo("{", MB), type: "Creature" });
    expect(r.diagnostics.filter((d) => d.code === "OC1003")).toHaveLength(MB);
  });

  // SLOW (reported, not asserted): a trigger whose first comma-separated parts are not a
  // trigger condition is retried at every comma — quadratic. Measured: 64 KiB 6.6 s,
  // 128 KiB 26 s; 1 MiB would take about half an hour. Same for an intervening "if".
  it("a long triggered line with many commas (quadratic; measured at 16 KiB only)", () => {
    const small = timed("trigger with commas 4 KiB", { name: "Big", text: "Whenever " + repeatTo("a, ", 4096), type: "Creature" });
    const big = timed("trigger with commas 16 KiB", { name: "Big", text: "Whenever " + repeatTo("a, ", 16384), type: "Creature" });
    expect(small.abilities).toHaveLength(1);
    expect(big.abilities).toHaveLength(1);
  });
});

describe("the English corpus", () => {
  const haveCorpus = existsSync(CORPUS_EN);
  if (!haveCorpus) console.warn(`robustness.test.ts: ${CORPUS_EN} not found (../shared is absent); the corpus test is skipped.`);

  interface Record {
    name: string;
    text: string;
    type?: string;
    [k: string]: unknown;
  }
  let records: Record[] = [];
  const knownProblemCards: string[] = [];
  const uncovered: string[] = [];

  it.skipIf(!haveCorpus)("every card of cards.en.jsonl.gz parses without throwing, with well-formed output", () => {
    records = gunzipSync(readFileSync(CORPUS_EN))
      .toString("utf8")
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => JSON.parse(l) as Record);
    expect(records.length).toBeGreaterThan(20000);
    const failures: string[] = [];
    const t0 = performance.now();
    for (const rec of records) {
      let r: ParseResult;
      try {
        r = parseCard(rec as unknown as CardInput);
      } catch (e) {
        failures.push(`${rec.name}: threw ${(e as Error).message}`);
        continue;
      }
      const all = contractProblems(rec, r);
      const problems = all.filter((p) => !KNOWN_PROBLEMS.some((re) => re.test(p)));
      if (problems.length) failures.push(`${rec.name}: ${problems.slice(0, 3).join("; ")}`);
      if (all.length > problems.length) knownProblemCards.push(rec.name);
      if (uncoveredOffsets(rec.text, r).length) uncovered.push(rec.name);
    }
    console.info(
      `robustness: ${records.length} corpus cards in ${(performance.now() - t0).toFixed(0)} ms; ` +
        `${knownProblemCards.length} with a known bug (raw token in the AST), ${uncovered.length} with uncovered text`,
    );
    expect(failures.slice(0, 20)).toEqual([]);
  });

  // KNOWN BUGS, counted over the corpus by the test above (which must run first).
  it.skipIf(!haveCorpus)("no corpus card has a raw lexer token in its AST", () => {
    expect(knownProblemCards).toEqual([]);
  });
  it.skipIf(!haveCorpus)("no corpus card loses text (abilities and reminders cover every non-space character)", () => {
    expect(uncovered).toEqual([]);
  });
});
