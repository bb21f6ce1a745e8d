import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import {
  CardSourceError,
  cardFileName,
  cardLanguages,
  loadCardDirectory,
  loadCardFile,
  parseCardSource,
  toCardInput,
} from "../../src/cards/load.ts";
import type { LoadedCard } from "../../src/cards/load.ts";

const CARDS_DIR = fileURLToPath(new URL("../../cards/", import.meta.url));
const SHARED_DIR = fileURLToPath(new URL("../../../shared/", import.meta.url));
const SCENARIO_DIR = join(SHARED_DIR, "scenarios");
const CORPUS_EN = join(SHARED_DIR, "corpus", "cards.en.jsonl.gz");
const CORPUS_PRINTED = join(SHARED_DIR, "corpus", "printed.es-pt.jsonl.gz");

const BASIC_LANDS = new Set(["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]);

const library = loadCardDirectory(CARDS_DIR);
const byName = new Map(library.map((c) => [c.name, c]));

/** The error thrown by `f`, which must be a CardSourceError. */
function sourceError(f: () => unknown): CardSourceError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CardSourceError);
    return e as CardSourceError;
  }
  throw new Error("expected a CardSourceError, but nothing was thrown");
}

function readJsonl<T>(gzPath: string): T[] {
  return gunzipSync(readFileSync(gzPath))
    .toString("utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as T);
}

describe("the card library in cards/", () => {
  it("loads every file", () => {
    const files = readdirSync(CARDS_DIR).filter((f) => f.endsWith(".yaml"));
    expect(library).toHaveLength(files.length);
    for (const f of files) expect(() => loadCardFile(join(CARDS_DIR, f))).not.toThrow();
  });

  it("holds at least 50 cards", () => {
    expect(library.length).toBeGreaterThanOrEqual(50);
  });

  it("has the required fields on every card, and plain-data cards", () => {
    for (const card of library) {
      expect(card.name, card.file).not.toBe("");
      expect(card.type, card.file).not.toBe("");
      expect(typeof card.text, card.file).toBe("string");
      expect(cardFileName(card.name), card.file).toBe(card.file.split(/[\\/]/).pop());
      if (/\bCreature\b/.test(card.type)) expect(card.pt, `${card.name} is a creature`).toMatch(/^\S+\/\S+$/);
      if (/\bPlaneswalker\b/.test(card.type)) expect(card.loyalty, `${card.name} is a planeswalker`).toMatch(/^\d+$/);
      if (!/\bLand\b/.test(card.type)) expect(card.cost, `${card.name} has a mana cost`).toMatch(/^(\{[^{}]+\})+$/);
      expect(card.text, `${card.name}: no trailing line break`).not.toMatch(/\n$/);
      // method-free: survives a JSON round trip unchanged
      expect(JSON.parse(JSON.stringify(card))).toEqual(card);
    }
  });

  it("makes parser inputs in every language it has", () => {
    const shock = byName.get("Shock")!;
    expect(toCardInput(shock, "en")).toEqual({ name: "Shock", text: "Shock deals 2 damage to any target.", type: "Instant", manaCost: "{R}", lang: "en" });
    const es = toCardInput(shock, "es");
    expect(es).toMatchObject({ name: "Choque", type: "Instantáneo", manaCost: "{R}", lang: "es" });
    expect(es.text).toMatch(/^El Choque hace 2 puntos de daño/);
    const bears = byName.get("Grizzly Bears")!;
    expect(toCardInput(bears, "pt")).toEqual({ name: "Ursos Cinzentos", text: "", type: "Criatura — Urso", manaCost: "{1}{G}", power: "2", toughness: "2", lang: "pt" });
    expect(toCardInput(byName.get("Jace Beleren")!)).toMatchObject({ loyalty: "3", lang: "en" });
    for (const card of library) {
      for (const lang of cardLanguages(card)) expect(() => toCardInput(card, lang), `${card.name} ${lang}`).not.toThrow();
    }
    // a name-only translation cannot be parsed
    const necro = byName.get("Necropotence")!;
    expect(necro.translations.es?.name).toBe("Necropotencia");
    expect(cardLanguages(necro)).toEqual(["en"]);
    const err = sourceError(() => toCardInput(necro, "es"));
    expect(err.path).toBe("translations.es.text");
    expect(sourceError(() => toCardInput(byName.get("Hulking Raptor")!, "pt")).path).toBe("translations.pt");
  });

  it("represents every ability kind and keyword the runtime implements first", () => {
    const has = (what: string, test: (c: LoadedCard) => boolean) => {
      expect(library.filter(test).map((c) => c.name), what).not.toEqual([]);
    };
    const text = (re: RegExp) => (c: LoadedCard) => re.test(c.text);
    // 601–602: casting and activating
    has("X in a mana cost", (c) => /\{X\}/.test(c.cost ?? ""));
    has("alternative cost", text(/rather than pay/));
    has("cost increase", text(/costs? \{1\} more/));
    has("tap cost", text(/\{T\}[^:\n]*:/));
    has("sacrifice cost", text(/(^|\n)[^:\n]*Sacrifice [^:\n]*:/));
    has("discard cost", text(/(^|\n)Discard [^:\n]*:/));
    has("pay-life cost", text(/(^|\n)Pay \d+ life:/));
    has("remove-counter cost", text(/Remove a \+1\/\+1 counter from [^:\n]*:/));
    has("sorcery-speed activation", text(/Activate only as a sorcery/));
    has("mana ability", text(/\{T\}: Add \{/));
    has("mana ability with a sacrifice", text(/\{T\}, Sacrifice [^:]*: Add /));
    has("loyalty abilities", (c) => /Planeswalker/.test(c.type) && /(^|\n)\[?[+−-]?\d+\]?:/.test(c.text));
    has("modal spell", text(/^Choose one —\n•/));
    has("counterspell", text(/Counter target/));
    // 603: triggered abilities
    has("When", text(/(^|\n)When /));
    has("Whenever", text(/(^|\n)Whenever /));
    has("At", text(/(^|\n)At the beginning/));
    has("intervening if", text(/(^|\n)(When|Whenever|At)[^,\n]*, if /));
    has("you may", text(/you may/));
    has("delayed trigger", text(/at the beginning of (the|your) next end step/));
    has("leaves the battlefield", text(/ dies|into a graveyard from the battlefield/));
    has("state trigger", text(/(^|\n)When you control no /));
    // 110 / 400: permanents, tokens, zones
    has("token", text(/[Cc]reate .*token/));
    has("enters tapped", text(/enters( the battlefield)? tapped/));
    has("graveyard to battlefield", text(/from your graveyard to the battlefield/));
    has("exile", text(/[Ee]xile/));
    has("library search", text(/Search your library/));
    // 614–616: replacement and prevention
    has("instead", text(/would [^\n]* instead/));
    has("enters with counters", text(/enters( the battlefield)? with .*counters? on it/));
    has("As … enters, choose", text(/(^|\n)As [^\n]* enters( the battlefield)?, choose/));
    has("enter as a copy", text(/enter( the battlefield)? as a copy/));
    has("skip", text(/(^|\n)Skip /));
    has("prevention", text(/[Pp]revent /));
    has("regeneration", text(/[Rr]egenerate /));
    // 704: state-based actions
    has("legendary", (c) => /Legendary/.test(c.type));
    has("0 toughness", (c) => /\/0$/.test(c.pt ?? ""));
    // keywords
    for (const kw of [
      "flying", "first strike", "deathtouch", "lifelink", "trample", "haste", "vigilance", "defender", "flash", "equip",
      "enchant", "protection from", "cycling", "kicker", "flashback", "ward", "reach", "islandwalk", "evoke", "morph", "afterlife", "fear",
    ]) {
      has(kw, text(new RegExp(`(^|\\n|, )${kw}\\b`, "i")));
    }
  });
});

describe("card source errors", () => {
  const good = ["name: Test Card", 'cost: "{1}{R}"', "type: Creature — Goblin", "text: |", "  Haste", "pt: 1/1", ""].join("\n");

  it("accepts a minimal card and normalises the text", () => {
    expect(parseCardSource(good, "t.yaml")).toEqual({
      file: "t.yaml",
      name: "Test Card",
      cost: "{1}{R}",
      type: "Creature — Goblin",
      text: "Haste",
      pt: "1/1",
      translations: {},
    });
    expect(parseCardSource(good.replace(/\n/g, "\r\n"), "t.yaml")).toEqual(parseCardSource(good, "t.yaml"));
    const twoLines = parseCardSource('name: X\ntype: Sorcery\ntext: "Draw a card.\\nScry 1."\n', "t.yaml");
    expect(twoLines.text).toBe("Draw a card.\nScry 1.");
  });

  it("rejects an unknown key with its line, column and path", () => {
    const err = sourceError(() => parseCardSource(good + "colour: red\n", "bad.yaml"));
    expect(err).toMatchObject({ file: "bad.yaml", line: 7, col: 1, path: "colour" });
    expect(err.message).toMatch(/^bad\.yaml:7:1: colour: unknown key "colour"/);
  });

  it("rejects an unknown key inside a translation", () => {
    const src = good + "translations:\n  es:\n    name: Carta\n    txt: Prisa.\n";
    expect(sourceError(() => parseCardSource(src, "bad.yaml"))).toMatchObject({ line: 10, col: 5, path: "translations.es.txt" });
    const lang = sourceError(() => parseCardSource(good + "translations:\n  pt-BR: {name: Carta}\n", "bad.yaml"));
    expect(lang).toMatchObject({ line: 8, col: 3, path: "translations.pt-BR" });
    expect(lang.message).toMatch(/"pt"/);
  });

  it("rejects a missing text", () => {
    const err = sourceError(() => parseCardSource("name: Test Card\ntype: Instant\n", "bad.yaml"));
    expect(err).toMatchObject({ line: 1, col: 1, path: "text" });
    expect(err.message).toMatch(/missing required key "text"/);
    expect(sourceError(() => parseCardSource("name: X\ntype: Instant\ntext: ''\ntranslations:\n  es:\n    text: Hola\n", "b.yaml"))).toMatchObject({
      line: 6,
      col: 5,
      path: "translations.es.name",
    });
  });

  it("rejects values of the wrong type", () => {
    const cost = sourceError(() => parseCardSource("name: X\ncost: {1}{R}\ntype: Instant\ntext: Hi.\n", "bad.yaml"));
    expect(cost).toMatchObject({ path: "cost", line: 2, col: 7 });
    expect(cost.message).toMatch(/quoted/);
    const map = sourceError(() => parseCardSource("name: X\ncost: {R}\ntype: Instant\ntext: Hi.\n", "bad.yaml"));
    expect(map).toMatchObject({ path: "cost", line: 2, col: 7 });
    expect(map.message).toMatch(/got a mapping\. Mana costs must be quoted/);
    expect(sourceError(() => parseCardSource("name: X\ntype: Instant\ntext: 42\n", "bad.yaml"))).toMatchObject({ path: "text", line: 3, col: 7 });
    expect(sourceError(() => parseCardSource("name: [X]\ntype: Instant\ntext: Hi.\n", "bad.yaml"))).toMatchObject({ path: "name", line: 1, col: 7 });
    expect(sourceError(() => parseCardSource(good.replace("pt: 1/1", "pt: 2"), "bad.yaml"))).toMatchObject({ path: "pt", line: 6, col: 5 });
    expect(sourceError(() => parseCardSource(good + "translations:\n  es:\n    name: Carta\n    sets: M10\n", "bad.yaml"))).toMatchObject({
      path: "translations.es.sets",
      line: 10,
    });
    expect(sourceError(() => parseCardSource(good + "translations:\n  es:\n    name: Carta\n    sets: [M10, {a: 1}]\n", "b.yaml"))).toMatchObject({
      path: "translations.es.sets[1]",
      line: 10,
      col: 17,
    });
    expect(sourceError(() => parseCardSource(good.replace('"{1}{R}"', '"{1}{Q}"'), "bad.yaml")).message).toMatch(/unknown mana symbol \{Q\}/);
    expect(sourceError(() => parseCardSource(good + "loyalty: 3\n", "bad.yaml")).path).toBe("loyalty");
  });

  it("reports YAML syntax errors and duplicate keys with a position", () => {
    expect(sourceError(() => parseCardSource(good + "name: Again\n", "bad.yaml"))).toMatchObject({ line: 7, col: 1, path: "name" });
    expect(sourceError(() => parseCardSource("name: X\ntype: [Instant\n", "bad.yaml")).line).toBeGreaterThanOrEqual(2);
    expect(sourceError(() => parseCardSource("", "empty.yaml"))).toMatchObject({ line: 1, col: 1, path: "" });
    expect(sourceError(() => parseCardSource(good + "---\n" + good, "two.yaml")).message).toMatch(/invalid YAML/);
    const nested = "name: X\ntype: Instant\ntext: ''\ntranslations:\n  es:\n    name: X\n    text: [a\n";
    expect(sourceError(() => parseCardSource(nested, "bad.yaml")).path).toBe("translations.es.text");
  });

  describe("in a directory", () => {
    const dir = mkdtempSync(join(tmpdir(), "oraclec-cards-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it("loads a good file from disk and reports the file path in errors", () => {
      writeFileSync(join(dir, "test-card.yaml"), good);
      expect(loadCardDirectory(dir).map((c) => c.name)).toEqual(["Test Card"]);
      writeFileSync(join(dir, "wrong-name.yaml"), good.replace("Test Card", "Other Card"));
      const err = sourceError(() => loadCardDirectory(dir));
      expect(err).toMatchObject({ file: join(dir, "wrong-name.yaml"), line: 1, col: 7, path: "name" });
      expect(err.message).toMatch(/other-card\.yaml/);
      rmSync(join(dir, "wrong-name.yaml"));
      writeFileSync(join(dir, "bad.yml"), good);
      expect(sourceError(() => loadCardDirectory(dir)).message).toMatch(/\.yaml, not \.yml/);
    });
  });

  it("names files after cards", () => {
    expect(cardFileName("Ajani's Pridemate")).toBe("ajanis-pridemate.yaml");
    expect(cardFileName("Circle of Protection: Red")).toBe("circle-of-protection-red.yaml");
    expect(cardFileName("Isamaru, Hound of Konda")).toBe("isamaru-hound-of-konda.yaml");
    expect(cardFileName("Æther Vial")).toBe("aether-vial.yaml");
    expect(cardFileName("Lim-Dûl's Vault")).toBe("lim-duls-vault.yaml");
  });
});

interface ScenarioCard {
  name: string;
  cost?: string;
  type?: string;
  text?: string;
  pt?: string;
  loyalty?: string | number;
  lang?: string;
}

/** Every card named by the scenario files: definitions, and names in the players' zones. */
function scenarioCards(): { names: Set<string>; defined: Map<string, ScenarioCard> } {
  const names = new Set<string>();
  const defined = new Map<string, ScenarioCard>();
  for (const f of readdirSync(SCENARIO_DIR).filter((x) => x.endsWith(".yaml"))) {
    const doc = parseYaml(readFileSync(join(SCENARIO_DIR, f), "utf8")) as {
      cards?: (string | ScenarioCard)[];
      players?: Record<string, unknown>[];
    };
    for (const c of doc.cards ?? []) {
      if (typeof c === "string") names.add(c);
      else {
        names.add(c.name);
        if ((c.lang ?? "en") === "en") defined.set(c.name, c);
      }
    }
    for (const p of doc.players ?? []) {
      for (const zone of ["hand", "library", "graveyard", "exile", "battlefield"]) {
        for (const entry of (p[zone] as (string | { card: string })[] | undefined) ?? []) {
          names.add(typeof entry === "string" ? entry : entry.card);
        }
      }
    }
  }
  for (const b of BASIC_LANDS) names.delete(b);
  return { names, defined };
}

describe.skipIf(!existsSync(SCENARIO_DIR))("the shared scenarios (../shared/scenarios)", () => {
  it("use only cards that are in the library", () => {
    const { names } = scenarioCards();
    expect(names.size).toBeGreaterThan(0);
    const missing = [...names].filter((n) => !byName.has(n));
    expect(missing, "scenario cards missing from cards/").toEqual([]);
  });

  it("define their cards as the library does", () => {
    for (const [name, s] of scenarioCards().defined) {
      const card = byName.get(name)!;
      expect(card.text, name).toBe((s.text ?? "").replace(/\n+$/, ""));
      if (s.cost !== undefined) expect(card.cost, name).toBe(s.cost);
      if (s.type !== undefined) expect(card.type, name).toBe(s.type);
      if (s.pt !== undefined) expect(card.pt, name).toBe(s.pt);
    }
  });
});

interface EnRecord {
  name: string;
  manaCost?: string;
  type?: string;
  text?: string;
  power?: string;
  toughness?: string;
  loyalty?: string;
}

interface PrintedRecord {
  name_en: string;
  lang: string;
  name: string;
  type?: string;
  text?: string;
  en_printed_text?: string;
  en_printed_type?: string;
  sets?: string[];
}

/** The two source artefacts the library normalises in printed text (see cards/README.md). */
function cleanPrinted(t: string): string {
  return t
    .replace(/<\/?i>/g, "")
    .replace(/(^|[\s(,])((?:oc?[0-9WUBRGCTXYZ])+)/g, (_m, pre: string, syms: string) =>
      pre + (syms.match(/oc?[0-9WUBRGCTXYZ]/g) ?? []).map((s) => `{${s.slice(-1)}}`).join(""),
    );
}

const haveCorpus = existsSync(CORPUS_EN) && existsSync(CORPUS_PRINTED);
if (!haveCorpus) {
  console.warn(`cards/ corpus comparison skipped: ${CORPUS_EN} or ${CORPUS_PRINTED} not found (the ../shared checkout is absent)`);
}

describe.skipIf(!haveCorpus)("the library against the corpus (../shared/corpus)", () => {
  it("copies the Oracle text exactly (held-out cards: the scenario definition)", () => {
    const corpus = new Map(readJsonl<EnRecord>(CORPUS_EN).map((r) => [r.name, r]));
    const { defined } = existsSync(SCENARIO_DIR) ? scenarioCards() : { defined: new Map<string, ScenarioCard>() };
    const unknown: string[] = [];
    for (const card of library) {
      const r = corpus.get(card.name);
      if (r === undefined) {
        // About one card in five is held out of the corpus (SOURCES.md); those come from the scenarios.
        if (!defined.has(card.name)) unknown.push(card.name);
        continue;
      }
      expect(card.text, `${card.name}: text`).toBe(r.text ?? "");
      expect(card.cost, `${card.name}: cost`).toBe(r.manaCost);
      // The spoiler sources write " - " for the type line's dash; the library always uses " — ".
      expect(card.type, `${card.name}: type`).toBe((r.type ?? "").replace(/ - /g, " — "));
      expect(card.pt, `${card.name}: pt`).toBe(r.power === undefined ? undefined : `${r.power}/${r.toughness}`);
      expect(card.loyalty, `${card.name}: loyalty`).toBe(r.loyalty);
    }
    expect(unknown, "cards neither in the corpus nor defined by a scenario").toEqual([]);
  });

  it("copies the translations from one printed record each", () => {
    const printed = readJsonl<PrintedRecord>(CORPUS_PRINTED);
    const index = new Map<string, PrintedRecord[]>();
    for (const r of printed) {
      const key = `${r.name_en}|${r.lang === "pt-BR" ? "pt" : r.lang}`;
      index.set(key, [...(index.get(key) ?? []), r]);
    }
    for (const card of library) {
      for (const lang of ["es", "pt"] as const) {
        const t = card.translations[lang];
        if (t === undefined) continue;
        const what = `${card.name} ${lang}`;
        const records = index.get(`${card.name}|${lang}`) ?? [];
        const match = records.find(
          (r) =>
            r.name === t.name &&
            (t.type === undefined || r.type === t.type) &&
            (t.text === undefined || (r.text !== undefined && cleanPrinted(r.text) === t.text)) &&
            (t.enPrintedText === undefined || (r.en_printed_text !== undefined && cleanPrinted(r.en_printed_text) === t.enPrintedText)) &&
            (t.enPrintedType === undefined || r.en_printed_type === t.enPrintedType) &&
            (t.sets === undefined || JSON.stringify(r.sets) === JSON.stringify(t.sets)),
        );
        expect(match, `${what}: no printed record has this name, type, text and sets`).toBeDefined();
        if (match === undefined) continue;
        // en_printed_text is given exactly when the printed English differs from the Oracle text.
        if (t.text !== undefined && match.en_printed_text !== undefined) {
          const printedEn = cleanPrinted(match.en_printed_text);
          expect(t.enPrintedText, `${what}: en_printed_text`).toBe(printedEn === card.text ? undefined : printedEn);
        }
      }
    }
  });
});
