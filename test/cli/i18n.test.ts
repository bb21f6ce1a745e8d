import { describe, expect, it } from "vitest";
import { oraclec } from "./helpers.ts";

const shock = {
  name_en: "Shock",
  lang: "es",
  name: "Choque",
  type: "Instantáneo",
  text: "El Choque hace 2 puntos de daño a cualquier objetivo.",
  en_printed_text: "Shock deals 2 damage to any target.",
  en_printed_type: "Instant",
};

function run(lines: string[]): Record<string, any>[] {
  const r = oraclec(["i18n", "--jsonl"], { input: lines.join("\n") + "\n" });
  expect(r.status).toBe(0);
  return r.stdout
    .trim()
    .split("\n")
    .map((l: string) => JSON.parse(l));
}

describe("oraclec i18n --jsonl", () => {
  it("judges a faithful translation a match, and a changed number a mismatch located in both texts", () => {
    const [ok, wrong] = run([JSON.stringify(shock), JSON.stringify({ ...shock, text: "El Choque hace 3 puntos de daño a cualquier objetivo." })]);
    expect(ok).toMatchObject({ name_en: "Shock", lang: "es", verdict: "match", differences: [] });
    expect(wrong!.verdict).toBe("mismatch");
    const d = wrong!.differences[0];
    expect(d.code).toBe("number");
    expect("El Choque hace 3 puntos de daño a cualquier objetivo.".slice(d.span[0], d.span[1])).toContain("3");
    expect("Shock deals 2 damage to any target.".slice(d.en_span[0], d.en_span[1])).toContain("2");
  });

  it("reads pt-BR records as Portuguese", () => {
    const [r] = run([
      JSON.stringify({ name_en: "Shock", lang: "pt-BR", name: "Choque", text: "Choque causa 2 pontos de dano a qualquer alvo.", en_printed_text: "Shock deals 2 damage to any target." }),
    ]);
    expect(r).toMatchObject({ lang: "pt", verdict: "match" });
  });

  it("gives bad records their own line and goes on", () => {
    const out = run(["not json", JSON.stringify({ name_en: "X", lang: "de", text: "Fliegend" }), JSON.stringify({ name_en: "Y", lang: "es" }), JSON.stringify(shock)]);
    expect(out.map((r) => r.verdict)).toEqual(["unparsed", "unparsed", "unparsed", "match"]);
    expect(out.map((r) => r.differences[0]?.code)).toEqual(["record.json", "record.lang", "record.noText", undefined]);
  });

  it("reports text it cannot read as unparsed, never as a match", () => {
    const [r] = run([JSON.stringify({ ...shock, text: "El Choque zorpea el blivet." })]);
    expect(r!.verdict).toBe("unparsed");
    expect(r!.differences[0].code).toBe("unparsed");
  });
});
