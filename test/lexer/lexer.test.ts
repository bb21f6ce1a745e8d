/**
 * The lexer (src/lexer/lexer.ts): card text → tokens, reminder text set aside,
 * lexical diagnostics. Tested through its public entry point `lex(text, lang,
 * names)` and the token types of src/lexer/tokens.ts / words.ts; token type
 * names are the contract the grammar reads, offsets are UTF-16 code units.
 */
import { describe, expect, it } from "vitest";
import { lex, tokEnd, type LexResult, type Token } from "../../src/lexer/lexer.ts";
import { parseCard, selfNames } from "../../src/parser/index.ts";
import { applyFixes } from "../../src/diagnostics/index.ts";
import { loadCardDirectory, toCardInput } from "../../src/cards/load.ts";
import { fileURLToPath } from "node:url";

interface Tok {
  type: string;
  image: string;
  span: [number, number];
}

function toks(text: string, names: readonly string[] = []): Tok[] {
  return lex(text, "en", names).tokens.map((t) => ({ type: t.tokenType.name, image: t.image, span: [t.startOffset, tokEnd(t)] }));
}

function types(text: string, names: readonly string[] = []): string[] {
  return toks(text, names).map((t) => t.type);
}

/** The one token whose image is `image` (fails if there is not exactly one). */
function only(result: LexResult, image: string): Token {
  const found = result.tokens.filter((t) => t.image === image);
  expect(found, `tokens with image ${JSON.stringify(image)}`).toHaveLength(1);
  return found[0]!;
}

function codes(result: LexResult): string[] {
  return result.diagnostics.map((d) => d.code);
}

describe("symbols", () => {
  it("classifies {T}, {Q} and {E} as tap, untap and energy symbols", () => {
    expect(toks("{T}, {Q}: Add {E}.")).toEqual([
      { type: "TapSymbol", image: "{T}", span: [0, 3] },
      { type: "Comma", image: ",", span: [3, 4] },
      { type: "UntapSymbol", image: "{Q}", span: [5, 8] },
      { type: "Colon", image: ":", span: [8, 9] },
      { type: "Add", image: "Add", span: [10, 13] },
      { type: "EnergySymbol", image: "{E}", span: [14, 17] },
      { type: "Period", image: ".", span: [17, 18] },
    ]);
  });

  it.each([
    ["{X}", "X"],
    ["{C}", "C"],
    ["{S}", "S"],
    ["{G}", "G"],
    ["{0}", "0"],
    ["{10}", "10"],
    ["{W/U}", "W/U"],
    ["{2/W}", "2/W"],
    ["{C/R}", "C/R"],
    ["{W/P}", "W/P"],
    ["{G/U/P}", "G/U/P"],
    ["{HW}", "HW"],
    ["{½}", "½"],
    ["{∞}", "∞"],
  ])("%s is a mana symbol with payload symbol %s", (image, symbol) => {
    const r = lex(`Pay ${image}.`);
    const t = only(r, image);
    expect(t.tokenType.name).toBe("ManaSymbol");
    expect(t.payload?.symbol).toBe(symbol);
    expect(r.diagnostics).toEqual([]);
  });

  it("reads symbols case-insensitively ({t} is {T})", () => {
    const r = lex("{t}: Add {g}.");
    expect(r.tokens[0]!.tokenType.name).toBe("TapSymbol");
    expect(only(r, "{g}").payload?.symbol).toBe("G");
  });

  it("keeps a run of mana symbols as one token each, with exact spans", () => {
    expect(toks("{2}{W}{W}")).toEqual([
      { type: "ManaSymbol", image: "{2}", span: [0, 3] },
      { type: "ManaSymbol", image: "{W}", span: [3, 6] },
      { type: "ManaSymbol", image: "{W}", span: [6, 9] },
    ]);
  });

  it("an unknown symbol is kept as a token and gets a warning OC1005 at its span", () => {
    const text = "{T}, {Z9}: Draw a card.";
    const r = lex(text);
    const t = only(r, "{Z9}");
    expect(t.tokenType.name).toBe("OtherSymbol");
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "warning", code: "OC1005", span: [5, 9] })]);
    expect(r.diagnostics[0]!.message).toContain("{Z9}");
  });

  it("each unknown symbol gets its own warning", () => {
    const r = lex("{A}{B}{Foo}");
    expect(r.diagnostics.map((d) => [d.code, d.span])).toEqual([
      ["OC1005", [0, 3]],
      ["OC1005", [6, 11]],
    ]);
  });
});

describe("numbers", () => {
  it("digits are Number tokens", () => {
    expect(toks("deals 12 damage")).toContainEqual({ type: "Number", image: "12", span: [6, 8] });
  });

  it.each([
    ["zero", 0],
    ["one", 1],
    ["two", 2],
    ["three", 3],
    ["ten", 10],
    ["twenty", 20],
  ])("number word %s has value %d", (word, value) => {
    const r = lex(`Draw ${word} cards.`);
    const t = only(r, word);
    expect(t.tokenType.name).toBe("NumberWord");
    expect(t.payload?.value).toBe(value);
  });

  it("number words are case-insensitive", () => {
    expect(only(lex("Three cards"), "Three").payload?.value).toBe(3);
  });

  it("ordinals are not number words", () => {
    const t = only(lex("the first card"), "first");
    expect(t.tokenType.name).toBe("Ordinal");
    expect(t.payload?.value).toBe(1);
  });
});

describe("self-reference", () => {
  it("the card's name becomes one SelfName token, even when it is several words", () => {
    const r = toks("When Wall of Omens enters, draw a card.", ["Wall of Omens"]);
    expect(r.map((t) => t.image).slice(0, 3)).toEqual(["When", "Wall of Omens", "enters"]);
    expect(r[1]).toEqual({ type: "SelfName", image: "Wall of Omens", span: [5, 18] });
    expect(r.filter((t) => t.type === "SelfName")).toHaveLength(1);
  });

  it("a legend's short name refers to it: 'Ajani' for 'Ajani, Caller of the Pride'", () => {
    const names = selfNames("Ajani, Caller of the Pride", "Legendary Planeswalker — Ajani");
    expect(names).toContain("Ajani");
    const text = "Ajani deals 3 damage to any target. Ajani, Caller of the Pride gains flying.";
    const self = toks(text, names).filter((t) => t.type === "SelfName");
    expect(self).toEqual([
      { type: "SelfName", image: "Ajani", span: [0, 5] },
      { type: "SelfName", image: "Ajani, Caller of the Pride", span: [36, 62] },
    ]);
  });

  it("a legend without a comma is referred to by its first name ('Isamaru' style)", () => {
    expect(selfNames("Isamaru, Hound of Konda", "Legendary Creature — Dog")).toContain("Isamaru");
    expect(selfNames("Jaya of the Flames", "Legendary Creature — Human")).toContain("Jaya");
  });

  it("a non-legendary card has no short name", () => {
    const names = selfNames("Ajani's Pridemate", "Creature — Cat Soldier");
    expect(names).toContain("Ajani's Pridemate");
    expect(names).not.toContain("Ajani");
    const self = toks("Put a +1/+1 counter on Ajani's Pridemate.", names).filter((t) => t.type === "SelfName");
    expect(self).toEqual([{ type: "SelfName", image: "Ajani's Pridemate", span: [23, 40] }]);
  });

  it("the name followed by a possessive is SelfName + Possessive", () => {
    expect(toks("Ajani's power", ["Ajani"]).slice(0, 2)).toEqual([
      { type: "SelfName", image: "Ajani", span: [0, 5] },
      { type: "Possessive", image: "'s", span: [5, 7] },
    ]);
  });

  it("the name inside a longer word is not a self-reference", () => {
    expect(types("Ajanis Ajani2", ["Ajani"])).not.toContain("SelfName");
  });

  it("~ and CARDNAME are self-references", () => {
    const names = selfNames("Grizzly Bears");
    expect(types("~ attacks", names)[0]).toBe("SelfName");
    expect(types("CARDNAME attacks", names)[0]).toBe("SelfName");
  });

  it("'this creature' is two words the grammar reads as the object itself", () => {
    const r = toks("this creature's power", ["Grizzly Bears"]);
    expect(r.slice(0, 3).map((t) => t.image)).toEqual(["this", "creature", "'s"]);
    expect(r[1]!.type).toBe("CardType");
    expect(r[2]).toEqual({ type: "Possessive", image: "'s", span: [13, 15] });
    expect(r.map((t) => t.type)).not.toContain("SelfName");
  });
});

describe("possessives and contractions", () => {
  it("splits 's from a known word", () => {
    const r = toks("an opponent's graveyard");
    expect(r[1]).toMatchObject({ image: "opponent", span: [3, 11] });
    expect(r[1]!.type).not.toBe("Word"); // still found in the lexicon
    expect(r[2]).toEqual({ type: "Possessive", image: "'s", span: [11, 13] });
  });

  it("splits a plural possessive apostrophe", () => {
    const r = toks("players' hands");
    expect(r[0]).toMatchObject({ image: "players", span: [0, 7] });
    expect(r[0]!.type).not.toBe("Word");
    expect(r[1]).toEqual({ type: "Possessive", image: "'", span: [7, 8] });
  });

  it("accepts the typographic apostrophe", () => {
    const r = toks("its owner’s hand");
    expect(r[1]).toMatchObject({ image: "owner", span: [4, 9] });
    expect(r[1]!.type).not.toBe("Word");
    expect(r[2]).toEqual({ type: "Possessive", image: "’s", span: [9, 11] });
  });

  it("keeps contractions whole", () => {
    const r = toks("it's that's can't");
    expect(r.map((t) => t.image)).toEqual(["it's", "that's", "can't"]);
    expect(r.map((t) => t.type)).not.toContain("Possessive");
  });
});

describe('"non" words', () => {
  it.each([
    ["nonblack", "black", "ColorWord"],
    ["noncreature", "creature", "CardType"],
    ["nonartifact", "artifact", "CardType"],
    ["nonbasic", "basic", "Supertype"],
    ["nontoken", "token", "Token"],
    ["non-Vampire", "Vampire", "Subtype"],
  ])("%s is a NonWord negating %s", (word, value, negated) => {
    const t = only(lex(`target ${word} permanent`), word);
    expect(t.tokenType.name).toBe("NonWord");
    expect(t.payload?.value).toBe(value);
    expect(t.payload?.negatedToken).toBe(negated);
  });

  it("a word that merely starts with 'non' is not a NonWord", () => {
    expect(types("nonsense none")).not.toContain("NonWord");
  });
});

describe("keyword merging", () => {
  it('"first strike" is one Keyword token spanning both words', () => {
    const r = lex("First strike (This creature deals combat damage first.)");
    expect(r.tokens[0]).toMatchObject({ image: "First strike", startOffset: 0 });
    expect(r.tokens[0]!.tokenType.name).toBe("Keyword");
    expect(r.tokens[0]!.payload?.value).toBe("first strike");
    expect(tokEnd(r.tokens[0]!)).toBe(12);
  });

  it("keywords in a list are each merged", () => {
    const r = toks("Flying, first strike, double strike");
    expect(r.filter((t) => t.type === "Keyword").map((t) => t.image)).toEqual(["Flying", "first strike", "double strike"]);
  });

  it('"Protection" is a keyword and "from" stays a separate word', () => {
    expect(toks("Protection from red").map((t) => [t.type, t.image])).toEqual([
      ["Keyword", "Protection"],
      ["From", "from"],
      ["ColorWord", "red"],
    ]);
  });

  it("Swampwalk and Islandwalk are landwalk keywords", () => {
    for (const w of ["Swampwalk", "Islandwalk", "Forestwalk"]) {
      const t = lex(w).tokens;
      expect(t).toHaveLength(1);
      expect(t[0]!.tokenType.name).toBe("Keyword");
      expect(t[0]!.payload?.value).toBe("landwalk");
    }
  });

  it('"Basic landcycling" is one typecycling keyword, followed by its cost', () => {
    expect(toks("Basic landcycling {1}{G}")).toEqual([
      { type: "Keyword", image: "Basic landcycling", span: [0, 17] },
      { type: "ManaSymbol", image: "{1}", span: [18, 21] },
      { type: "ManaSymbol", image: "{G}", span: [21, 24] },
    ]);
    expect(lex("Basic landcycling {1}{G}").tokens[0]!.payload?.value).toBe("typecycling");
  });

  it("plain cycling is the cycling keyword", () => {
    expect(lex("Cycling {2}").tokens[0]!.payload?.value).toBe("cycling");
  });

  it("three-word keywords merge", () => {
    expect(lex("Trample over planeswalkers").tokens.map((t) => t.payload?.value)).toEqual(["trample over planeswalkers"]);
  });

  it("the first word of a keyword alone is not merged ('first' is an ordinal)", () => {
    expect(types("the first strikes").slice(1)).toEqual(["Ordinal", "Word"]);
  });

  it('"planeswalk" (Planechase) is not a landwalk', () => {
    expect(types("planeswalk")).not.toContain("Keyword");
  });
});

describe("reminder text", () => {
  it("is set aside with its span and text, and yields no tokens", () => {
    const text = "Flying (This creature can't be blocked except by creatures with flying or reach.)\nHaste";
    const r = lex(text);
    expect(r.tokens.map((t) => t.image)).toEqual(["Flying", "\n", "Haste"]);
    expect(r.reminders).toEqual([{ span: [7, 81], text: text.slice(7, 81) }]);
    expect(text.slice(...r.reminders[0]!.span)).toMatch(/^\(This .*\.\)$/);
    expect(r.diagnostics).toEqual([]);
  });

  it("symbols inside reminder text are not tokens and not diagnosed", () => {
    const r = lex("Cycling {2}{G} ({2}{G}, Discard this card: Draw a card. {Z9})");
    expect(r.tokens.map((t) => t.image)).toEqual(["Cycling", "{2}", "{G}"]);
    expect(r.diagnostics).toEqual([]);
  });

  it("allows one level of nested parentheses", () => {
    const text = "Ward {2} (Whenever this creature becomes the target (of a spell), counter it.)";
    const r = lex(text);
    expect(r.reminders).toHaveLength(1);
    expect(r.reminders[0]!.span).toEqual([9, text.length]);
  });

  it("several reminders on several lines each keep their own span", () => {
    const text = "Kicker {4} (Pay {4}.)\nMorph {R}{R} (Face down.)";
    const r = lex(text);
    expect(r.reminders.map((x) => x.span)).toEqual([
      [11, 21],
      [35, 47],
    ]);
    for (const x of r.reminders) expect(text.slice(...x.span)).toBe(x.text);
  });

  it("a reminder does not run across a line break", () => {
    const r = lex("Flying (oops\nHaste)");
    expect(r.reminders).toEqual([]);
    expect(codes(r).filter((c) => c === "OC1003")).toHaveLength(2);
  });
});

describe("loyalty costs and P/T", () => {
  it.each([
    ["+1: Draw a card.", "+1"],
    ["−2: Draw a card.", "−2"],
    ["-2: Draw a card.", "-2"],
    ["0: Draw a card.", "0"],
    ["−X: Draw a card.", "−X"],
    ["+10: Draw a card.", "+10"],
  ])("%s starts with the loyalty cost %s", (text, image) => {
    const t = lex(text).tokens;
    expect(t[0]!.tokenType.name).toBe("LoyaltyCost");
    expect(t[0]!.image).toBe(image);
    expect(t[1]!.tokenType.name).toBe("Colon");
  });

  // KNOWN BUG: the bracketed form printed on many planeswalkers (Garruk Wildspeaker's
  // "[+1]: Untap two target lands.") lexes as Junk "[", Minus, Number, Junk "]".
  it("the bracketed form [−3]: is a loyalty cost", () => {
    const t = lex("[−3]: Draw a card.").tokens;
    const cost = t.find((x) => x.tokenType.name === "LoyaltyCost");
    expect(cost).toBeDefined();
    expect(cost!.startOffset).toBeLessThanOrEqual(1);
    expect(t.some((x) => x.tokenType.name === "Junk")).toBe(false);
  });

  it("a number not followed by a colon is not a loyalty cost", () => {
    expect(types("gain 1 life")[1]).toBe("Number");
    expect(types("gain 1 life")).not.toContain("LoyaltyCost");
  });

  it.each([
    ["+2/+2", "PTChange"],
    ["-1/-1", "PTChange"],
    ["−1/−0", "PTChange"],
    ["+X/+0", "PTChange"],
    ["+*/+0", "PTChange"],
    ["2/2", "PTValue"],
    ["*/*", "PTValue"],
    ["X/X", "PTValue"],
  ])("%s is one %s token", (pt, type) => {
    const r = toks(`gets ${pt} until`);
    expect(r[1]).toEqual({ type, image: pt, span: [5, 5 + pt.length] });
  });

  it("a P/T change is not taken for a loyalty cost or a number", () => {
    const t = types("Creatures get +1/+1.");
    expect(t.slice(2)).toEqual(["PTChange", "Period"]);
  });
});

describe("unbalanced braces, quotes and parentheses", () => {
  it("an unclosed brace is an error OC1003 at the brace", () => {
    const r = lex("{T: Add {G}.");
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC1003", span: [0, 1] })]);
  });

  it("a stray closing brace is an error OC1003 at the brace", () => {
    const r = lex("Add G}.");
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC1003", span: [5, 6] })]);
  });

  it("an unclosed parenthesis is an error OC1003, and nothing is set aside as reminder", () => {
    const r = lex("Flying (This creature can't be blocked");
    expect(r.reminders).toEqual([]);
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC1003", span: [7, 8] })]);
  });

  it("a stray closing parenthesis is an error OC1003", () => {
    const r = lex("Flying) Haste");
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC1003", span: [6, 7] })]);
  });

  it("an unclosed quote is an error OC1003 at the quote", () => {
    const r = lex('Creatures you control have "{T}: Add {G}.');
    expect(r.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC1003", span: [27, 28] })]);
  });

  it("quotes must close on their own line", () => {
    const r = lex('Creatures have "Flying.\nDraw a card."');
    expect(r.diagnostics.map((d) => [d.code, d.span])).toEqual([
      ["OC1003", [15, 16]],
      ["OC1003", [36, 37]],
    ]);
  });

  it("balanced straight and typographic quotes are fine", () => {
    expect(lex('Creatures have "Flying." and “Haste.”').diagnostics).toEqual([]);
  });

  it("balanced text has no diagnostics", () => {
    expect(lex("{2}{G}, {T}: Add {G}. (Reminder.)").diagnostics).toEqual([]);
  });
});

describe("spans are UTF-16 offsets", () => {
  it("an emoji (two code units) before a word shifts it by two", () => {
    const text = "🔥 Flying";
    const kw = lex(text).tokens.find((t) => t.tokenType.name === "Keyword")!;
    expect(kw.startOffset).toBe(3);
    expect(tokEnd(kw)).toBe(9);
    expect(text.slice(kw.startOffset, tokEnd(kw))).toBe("Flying");
  });

  it("a non-BMP letter before a symbol, a reminder and a diagnostic", () => {
    const text = "𝔸 {T}: Draw a card. (Note.) {Z9}";
    const r = lex(text);
    const tap = r.tokens.find((t) => t.tokenType.name === "TapSymbol")!;
    expect(tap.startOffset).toBe(3);
    expect(text.slice(r.reminders[0]!.span[0], r.reminders[0]!.span[1])).toBe("(Note.)");
    const d = r.diagnostics.find((x) => x.code === "OC1005")!;
    expect(text.slice(d.span[0], d.span[1])).toBe("{Z9}");
  });

  it("a self-name after an emoji", () => {
    const text = "😀 Wall of Omens";
    expect(toks(text, ["Wall of Omens"]).filter((t) => t.type === "SelfName")).toEqual([
      { type: "SelfName", image: "Wall of Omens", span: [3, 16] },
    ]);
  });
});

describe("characters no pattern matches", () => {
  it("each becomes one Junk token in text order, a character outside the BMP whole", () => {
    expect(toks("Draw & 🔥| a card.")).toEqual([
      { type: "Draw", image: "Draw", span: [0, 4] },
      { type: "Junk", image: "&", span: [5, 6] },
      { type: "Junk", image: "🔥", span: [7, 9] },
      { type: "Junk", image: "|", span: [9, 10] },
      { type: "A", image: "a", span: [11, 12] },
      { type: "Card", image: "card", span: [13, 17] },
      { type: "Period", image: ".", span: [17, 18] },
    ]);
  });

  it("at the start and the end of the text", () => {
    expect(types("§Flying¤")).toEqual(["Junk", "Keyword", "Junk"]);
  });
});

describe("line breaks", () => {
  it("ability lines are separated by NewLine tokens; \\r\\n is one line break", () => {
    expect(types("Flying\nHaste\r\nReach")).toEqual(["Keyword", "NewLine", "Keyword", "NewLine", "Keyword"]);
  });
});

describe("every card of the library", () => {
  const cards = loadCardDirectory(fileURLToPath(new URL("../../cards/", import.meta.url)));

  it.each(cards.map((c) => [c.name, c] as const))("%s: tokens are the text, in order, outside reminder text", (_name, card) => {
    const input = toCardInput(card, "en");
    const r = lex(input.text, "en", selfNames(input.name, input.type));
    let last = 0;
    for (const t of r.tokens) {
      const [s, e] = [t.startOffset, tokEnd(t)];
      expect(s).toBeGreaterThanOrEqual(last);
      expect(input.text.slice(s, e)).toBe(t.image);
      for (const rem of r.reminders) expect(e <= rem.span[0] || s >= rem.span[1]).toBe(true);
      last = e;
    }
    // Every non-space character is in a token or a reminder.
    const covered = new Uint8Array(input.text.length);
    for (const t of r.tokens) covered.fill(1, t.startOffset, tokEnd(t));
    for (const rem of r.reminders) covered.fill(1, rem.span[0], rem.span[1]);
    for (let i = 0; i < input.text.length; i++) if (!/\s/.test(input.text[i]!)) expect(covered[i], `offset ${i}`).toBe(1);
    // Real card text has no lexical errors or unknown symbols.
    expect(r.diagnostics).toEqual([]);
  });
});

describe("line breaks lost between abilities (OC1004)", () => {
  /** Offsets where a zero-width line break was put back, and the fixes' offsets. */
  function breaks(text: string, names: readonly string[] = []): { at: number[]; fixes: number[] } {
    const r = lex(text, "en", names);
    const at = r.tokens.filter((t) => t.tokenType.name === "NewLine" && t.image === "").map((t) => t.startOffset);
    const fixes = r.diagnostics.filter((d) => d.code === "OC1004").map((d) => d.fix!.span[0]);
    return { at, fixes };
  }
  const cases: [string, string][] = [
    ["a keyword run into a trigger word", "Flying|When this creature enters, draw a card."],
    ["two keywords and a trigger word", "Flash|Flying|When this creature dies, draw a card."],
    ["an enchant line run into its static", "Enchant creature|Enchanted creature gets +1/+1."],
    ["a keyword run into an activation cost", "Defender|{1}{U}, {T}: Draw a card."],
    ["a sentence run into an activation cost", "{T}: Add {C}.|{2}, {T}: Draw a card."],
    ["a reminder run into a sentence", "Kicker {R} (You may pay an additional {R} as you cast this spell.)|Target player discards two cards."],
    ["a sentence run into a loyalty ability", "Creatures you control have haste.|+1: Draw a card."],
    ["a quoted ability run into a keyword", 'Equipped creature has "{T}: Add {G}."|Equip {2}'],
    ["a symbol run into a capitalised word", "Equip {2}|Whenever equipped creature attacks, draw a card."],
  ];
  for (const [what, marked] of cases) {
    it(`puts one back: ${what}`, () => {
      const text = marked.replaceAll("|", "");
      const want = [...marked.matchAll(/\|/g)].map((m, i) => m.index! - i);
      expect(breaks(text)).toEqual({ at: want, fixes: want });
    });
  }
  const intact: [string, string, string[]?][] = [
    ["a name with an inner capital", "Whenever Butch DeLoria attacks, draw a card.", ["Butch DeLoria, Tunnel Snake"]],
    ["an unknown word with an inner capital", "Target player sees McCrimmon."],
    ["a quoted ability after a space", 'Equipped creature has "When this creature dies, draw a card."'],
    ["mana symbols in a row", "{1}{U}, {T}: Draw a card."],
    ["sentences with a space", "Draw a card. Then discard a card."],
    ["a symbol after a word with a space", "Add {G}{G}."],
    ["a modal bullet on its own line", "Choose one —\n• Draw a card.\n• Gain 3 life."],
  ];
  for (const [what, text, names] of intact) {
    it(`leaves alone ${what}`, () => expect(breaks(text, names ?? [])).toEqual({ at: [], fixes: [] }));
  }
  it("parses a glued card as the same abilities as the card with its line breaks", () => {
    const text = "FlyingWhen Aarakocra Sneak enters the battlefield, you take the initiative.";
    const glued = parseCard({ name: "Aarakocra Sneak", text });
    const fixed = parseCard({ name: "Aarakocra Sneak", text: "Flying\nWhen Aarakocra Sneak enters the battlefield, you take the initiative." });
    const shape = (r: typeof glued) => JSON.stringify(r.abilities, (k, v) => (k === "span" ? undefined : v));
    expect(shape(glued)).toBe(shape(fixed));
    expect(glued.diagnostics.map((d) => [d.code, d.severity, d.span])).toEqual([["OC1004", "warning", [5, 7]]]);
    expect(applyFixes(text, glued.diagnostics)).toBe("Flying\nWhen Aarakocra Sneak enters the battlefield, you take the initiative.");
  });
});
