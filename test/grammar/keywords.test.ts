/**
 * The keyword table (grammar/keywords.ts) against the Comprehensive Rules file:
 * the expected ability classes are read from the rules' own sentences by
 * src/rules/comprehensive.ts, not written down here.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { AbilityKind } from "../../src/ast/base.ts";
import {
  classifyWrittenAbility,
  deriveKeywordClasses,
  parseGlossary,
  parseRules,
  splitSentences,
  type AbilityCategory,
  type KeywordDerivation,
} from "../../src/rules/comprehensive.ts";
import { KEYWORD_WORDS, KEYWORDS, keywordById, lookupKeyword } from "../../grammar/keywords.ts";

const RULES_PATH = fileURLToPath(new URL("../../../shared/corpus/MagicCompRules_20220429_en.txt", import.meta.url));
const haveRules = existsSync(RULES_PATH);
if (!haveRules) console.warn(`keywords.test.ts: ${RULES_PATH} not found (../shared is absent); the checks against the Comprehensive Rules are skipped.`);

/** CR 113.3 category → the AST's ability kind (the names coincide). */
const KIND_OF_CATEGORY: Record<AbilityCategory, AbilityKind> = {
  static: "static",
  triggered: "triggered",
  activated: "activated",
  spell: "spell",
};

const sorted = <T,>(xs: readonly T[]) => [...xs].sort();

describe("the reader of the rules file", () => {
  it("splits sentences outside quotations and parentheses", () => {
    expect(splitSentences('Flash is a static ability. "Flash" means "You may cast it." (See rule 510, "Combat.") Next.')).toEqual([
      "Flash is a static ability.",
      '"Flash" means "You may cast it."',
      '(See rule 510, "Combat.")',
      "Next.",
    ]);
  });

  it("classifies an ability by how it is written (CR 113.3)", () => {
    expect(classifyWrittenAbility("Whenever this creature attacks, it gets +1/+1.")).toBe("triggered");
    expect(classifyWrittenAbility("At the beginning of your upkeep, sacrifice it.")).toBe("triggered");
    expect(classifyWrittenAbility("[Cost], Discard this card: Draw a card.")).toBe("activated");
    expect(classifyWrittenAbility("This permanent enters the battlefield with N +1/+1 counters on it")).toBe("static");
    expect(classifyWrittenAbility("For as long as it is encoded, it has 'Whenever this creature deals damage, copy it.'")).toBe("static");
  });

  it("reads numbered rules and the glossary", () => {
    const text = [
      "\uFEFFComprehensive Rules",
      "Contents",
      "   702. Keyword Abilities",
      "Glossary",
      "Credits",
      "",
      "702. Keyword Abilities",
      "   702.2. Deathtouch",
      "      702.2a Deathtouch is a static ability.",
      "               Example: Something.",
      "Glossary",
      "",
      "Evasion Ability",
      "An ability that restricts what creatures can block an attacking creature.",
      "",
      "Credits",
    ].join("\n");
    const rules = parseRules(text);
    expect(rules.get("702")).toBe("Keyword Abilities");
    expect(rules.get("702.2")).toBe("Deathtouch");
    expect(rules.get("702.2a")).toBe("Deathtouch is a static ability.\nExample: Something.");
    expect(parseGlossary(text).get("Evasion Ability")).toMatch(/^An ability that restricts/);
  });
});

describe("the keyword table", () => {
  it("has unique ids, variants of keywords of the same section, and kinds without repeats", () => {
    const ids = KEYWORDS.map((k) => k.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const k of KEYWORDS) {
      expect(k.id).toBe(k.id.toLowerCase());
      expect(new Set(k.kinds).size, k.id).toBe(k.kinds.length);
      expect(k.kinds.length, k.id).toBeGreaterThan(0);
      expect(k.printed.length, k.id).toBeGreaterThan(0);
      if (k.variantOf) expect(keywordById(k.variantOf)?.rule, k.id).toBe(k.rule);
    }
  });

  it("looks keywords up by id, printed words and type prefix", () => {
    expect(lookupKeyword("first strike")?.rule).toBe("702.7");
    expect(lookupKeyword("Swampwalk")?.id).toBe("landwalk");
    expect(lookupKeyword("nonbasic landwalk")?.id).toBe("landwalk");
    expect(lookupKeyword("Forestcycling")?.id).toBe("typecycling");
    expect(lookupKeyword("basic landcycling")?.id).toBe("typecycling");
    expect(lookupKeyword("cycling")?.id).toBe("cycling");
    expect(lookupKeyword("Goblin offering")?.id).toBe("offering");
    expect(lookupKeyword("Protection from")?.id).toBe("protection");
    expect(lookupKeyword("hexproof from")?.id).toBe("hexproof from [quality]");
    expect(lookupKeyword("Partner with")?.id).toBe("partner with [name]");
    expect(lookupKeyword("megamorph")?.variantOf).toBe("morph");
    expect(lookupKeyword("not a keyword")).toBeUndefined();
  });

  it("lists the printed keyword words for a lexer, longest first", () => {
    for (const w of ["Swampwalk", "Forestcycling", "Morph", "Megamorph", "Hexproof from", "First strike", "Protection from"]) {
      expect(KEYWORD_WORDS).toContain(w);
    }
    for (let i = 1; i < KEYWORD_WORDS.length; i++) expect(KEYWORD_WORDS[i - 1].length).toBeGreaterThanOrEqual(KEYWORD_WORDS[i].length);
  });
});

describe.skipIf(!haveRules)(`the keyword table against the Comprehensive Rules${haveRules ? "" : " (skipped: ../shared/corpus is absent)"}`, () => {
  let derivation: KeywordDerivation;
  const derived = () => {
    derivation ??= deriveKeywordClasses(readFileSync(RULES_PATH, "utf8"));
    return derivation;
  };

  it("(c) classifies every keyword section of rule 702", () => {
    const d = derived();
    expect(d.unclassified).toEqual([]);
    // Every 702.N after the general rule 702.1 is a keyword section the reader handled.
    const sectionRules = [...parseRules(readFileSync(RULES_PATH, "utf8")).keys()].filter((n) => /^702\.\d+$/.test(n) && n !== "702.1");
    expect(sectionRules.length).toBeGreaterThan(100);
    expect(d.sections.map((s) => s.rule)).toEqual(sectionRules);
    for (const s of d.sections) expect(s.names.length, s.rule).toBeGreaterThan(0);
    for (const k of d.keywords) expect(k.categories.length, `${k.rule} ${k.name}`).toBeGreaterThan(0);
  });

  it("(a) has every keyword and variant of rule 702, and nothing else", () => {
    const fromRules = derived().keywords.map((k) => `${k.rule} ${k.name}${k.variantOf ? ` < ${k.variantOf}` : ""}`);
    const inTable = KEYWORDS.map((k) => `${k.rule} ${k.id}${k.variantOf ? ` < ${k.variantOf}` : ""}`);
    expect(sorted(inTable)).toEqual(sorted(fromRules));
  });

  it("(b) gives each keyword the ability kinds its CR definition names", () => {
    const expected = new Map(derived().keywords.map((k) => [k.name, sorted(k.categories.map((c) => KIND_OF_CATEGORY[c]))]));
    const mismatches = KEYWORDS.filter((k) => expected.has(k.id) && JSON.stringify(sorted(k.kinds)) !== JSON.stringify(expected.get(k.id))).map(
      (k) => `${k.rule} ${k.id}: table ${sorted(k.kinds).join("+")}, rules ${expected.get(k.id)!.join("+")}`,
    );
    expect(mismatches).toEqual([]);
  });

  it("writes the forms the rules give, with parameters of the matching shape", () => {
    const forms = new Map(derived().keywords.map((k) => [k.name, k.forms.map((f) => f.toLowerCase())]));
    for (const k of KEYWORDS) {
      if (!k.crForm) continue;
      expect(forms.get(k.id), k.id).toContain(k.crForm.toLowerCase());
      const form = k.crForm.toLowerCase();
      const shape = k.param.shape;
      if (/ — \[|\[condition\]|\]: \[effect\]/.test(form)) expect(shape, k.id).toBe("dash");
      else if (/\[cost\]/.test(form) && /\bn\b/.test(form)) expect(shape, k.id).toBe("number-cost");
      else if (/\[cost\]/.test(form)) expect(["cost", "quality-cost", "type-prefix"], k.id).toContain(shape);
      else if (/\[type\]/.test(form) && /\bn$/.test(form)) expect(shape, k.id).toBe("type-number");
      else if (/\bn$/.test(form)) expect(shape, k.id).toBe("number");
      else if (/\[(quality|text|a player)\]/.test(form) || / with other$/.test(form)) expect(["quality", "quality-cost"], k.id).toContain(shape);
      else if (/\[(object|object or player)\]/.test(form)) expect(shape, k.id).toBe("object");
      else if (/\[name\]/.test(form)) expect(shape, k.id).toBe("name");
      else if (/^\[(type|subtype)\]/.test(form)) expect(shape, k.id).toBe("type-prefix");
      else if (form === k.id) expect(shape, k.id).toBe("none");
    }
  });
});
