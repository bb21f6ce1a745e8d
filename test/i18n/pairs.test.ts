import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { compareParses, sameMeaning } from "../../src/i18n/compare.ts";
import type { ParseResult } from "../../src/ast/nodes.ts";
import { KNOWN_GAPS, PAIRS } from "./pairs.ts";
import { spansInside } from "../parser/helpers.ts";

function fullyParsed(r: ParseResult): boolean {
  return !JSON.stringify(r.abilities).includes('"kind":"unparsed"') && !r.diagnostics.some((d) => d.severity === "error");
}

describe("Spanish and Portuguese parse to the same AST as English", () => {
  for (const p of PAIRS) {
    it(`${p.lang}: ${p.text}`, () => {
      const loc = parseCard({ name: p.name, text: p.text, type: p.type, lang: p.lang });
      const en = parseCard({ ...p.en, lang: "en" });
      expect(fullyParsed(loc), JSON.stringify(loc.diagnostics)).toBe(true);
      expect(fullyParsed(en)).toBe(true);
      expect(compareParses(loc, en)).toEqual([]);
      expect(sameMeaning(loc.abilities, en.abilities)).toBe(true);
      expect(loc.lang).toBe(p.lang);
      expect(spansInside(loc.abilities, p.text.length)).toBe(true);
    });
  }
  for (const p of KNOWN_GAPS) it.todo(`${p.lang}: ${p.text}`);
});

describe("spans point into the localized text", () => {
  it("a noun phrase spans its Spanish words", () => {
    const text = "Destruye la criatura objetivo.";
    const r = parseCard({ name: "X", text, type: "Instantáneo", lang: "es" });
    const what = (r.abilities[0] as any).effect.sentences[0].body.action.what;
    expect(text.slice(...(what.span as [number, number]))).toBe("la criatura objetivo");
  });
  it("a phrase spans its Portuguese words", () => {
    const text = "A criatura alvo recebe +3/+3 até o final do turno.";
    const r = parseCard({ name: "X", text, type: "Mágica Instantânea", lang: "pt" });
    const body = (r.abilities[0] as any).effect.sentences[0].body;
    const json = JSON.stringify(body);
    expect(json).toContain('"until":"endOfTurn"');
    const dur = JSON.parse(json.match(/\{"kind":"duration"[^}]*\}/)![0]);
    expect(text.slice(dur.span[0], dur.span[1])).toBe("até o final do turno");
  });
});

describe("compareParses reports typed differences", () => {
  it("a different number", () => {
    const loc = parseCard({ name: "Impacto", text: "El Impacto hace 3 puntos de daño a cualquier objetivo.", type: "Instantáneo", lang: "es" });
    const en = parseCard({ name: "Shock", text: "Shock deals 2 damage to any target.", type: "Instant", lang: "en" });
    const d = compareParses(loc, en);
    expect(d.map((x) => x.code)).toContain("number");
    expect(d[0]!.span).toBeDefined();
    expect(d[0]!.en_span).toBeDefined();
  });
  it("a different target", () => {
    const loc = parseCard({ name: "X", text: "Destruye todas las criaturas.", type: "Conjuro", lang: "es" });
    const en = parseCard({ name: "X", text: "Destroy target creature.", type: "Sorcery", lang: "en" });
    expect(compareParses(loc, en).map((x) => x.code)).toContain("target");
  });
  it("a missing ability", () => {
    const loc = parseCard({ name: "X", text: "Vuela.", lang: "es" });
    const en = parseCard({ name: "X", text: "Flying\nFirst strike", lang: "en" });
    expect(compareParses(loc, en).map((x) => x.code)).toEqual(["ability.missing"]);
  });
  it("a different keyword", () => {
    const loc = parseCard({ name: "X", text: "Arrolla.", lang: "es" });
    const en = parseCard({ name: "X", text: "Flying", lang: "en" });
    expect(compareParses(loc, en).map((x) => x.code)).toEqual(["keyword"]);
  });
  it("a different duration", () => {
    const loc = parseCard({ name: "X", text: "La criatura objetivo obtiene +3/+3 hasta el final del turno.", type: "Instantáneo", lang: "es" });
    const en = parseCard({ name: "X", text: "Target creature gets +3/+3 until your next turn.", type: "Instant", lang: "en" });
    expect(compareParses(loc, en).map((x) => x.code)).toContain("duration");
  });
  it("old wording means the same (entra en juego)", () => {
    const loc = parseCard({ name: "Caleta", text: "La Caleta entra en juego girada.", lang: "es" });
    const en = parseCard({ name: "Cove", text: "Cove enters the battlefield tapped.", lang: "en" });
    expect(compareParses(loc, en)).toEqual([]);
  });
});
