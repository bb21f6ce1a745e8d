import { describe, expect, it } from "vitest";
import { ESC, FIXTURES, oraclec } from "./helpers.ts";

const QUUX = `${FIXTURES}cards/quux-engine.yaml`;
const BROKEN = `${FIXTURES}bad/broken-card.yaml`;

describe("check FILE…", () => {
  it("shows file:line:col of the words it cannot read, in the YAML file, with a code frame", () => {
    const r = oraclec(["check", QUUX]);
    expect([0, 1]).toContain(r.status);
    // "Zorp the blivet frobnicates." is line 7 of the file, indented by 2.
    const header = /quux-engine\.yaml:7:(\d+): (warning|error) (OC1\d{3}): /.exec(r.stdout);
    expect(header, r.stdout).not.toBeNull();
    expect(Number(header![1])).toBeGreaterThanOrEqual(3);
    expect(r.stdout).toMatch(/^> 7 \|   Zorp the blivet frobnicates\.$/m);
    // Carets under the offending words, nowhere left of the text.
    const caret = /^ {4}\| (\s*)(\^+)$/m.exec(r.stdout.slice(r.stdout.indexOf("> 7 |")));
    expect(caret).not.toBeNull();
    expect(caret![1]!.length).toBeGreaterThanOrEqual(2);
    expect(r.stdout).toMatch(/\d+ cards? checked|No problems found/);
    expect(r.stdout).not.toContain(ESC);
    expect(r.status).toBe(/ error OC/.test(r.stdout) ? 1 : 0);
  });

  it("checks a translation, with messages in the chosen locale", () => {
    const r = oraclec(["check", QUUX, "--lang", "es", "--locale", "es"]);
    // The Spanish text is a quoted scalar on line 13: "Vuela.\nZorp el blivet frobnica."
    expect(r.stdout).toMatch(/quux-engine\.yaml:13:\d+: (advertencia|error) OC1\d{3}: /);
    expect(r.stdout).toMatch(/^> 13 \|     text: "Vuela\.\\nZorp el blivet frobnica\."$/m);
    expect(r.stdout).toMatch(/cartas? revisadas?|Ningún problema/);
  });

  it("takes the locale from LANG", () => {
    const r = oraclec(["check", QUUX], { env: { LANG: "pt_BR.UTF-8" } });
    expect(r.stdout).toMatch(/quux-engine\.yaml:7:\d+: (aviso|erro) OC1\d{3}: /);
  });

  it("checks a directory, file by file", () => {
    const r = oraclec(["check", `${FIXTURES}cards`]);
    expect(r.stdout).toContain("quux-engine.yaml:7:");
    expect(r.stdout).not.toContain("grizzly-bears.yaml:");
    expect(r.stdout).toMatch(/2 cards checked/);
  });

  it("exits 2 on a missing file, and still checks the others", () => {
    const r = oraclec(["check", `${FIXTURES}nope.yaml`, QUUX]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error OC4001: File not found: .*nope\.yaml/);
    expect(r.stdout).toContain("quux-engine.yaml:7:");
  });

  it("exits 2 on an invalid card file, showing where the fault is", () => {
    const r = oraclec(["check", BROKEN]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/broken-card\.yaml:5:1: error OC4003: .*colour/);
    expect(r.stderr).toMatch(/^> 5 \| colour: green$/m);
  });
});

describe("parse FILE… and render FILE…", () => {
  it("prints the AST of one card as a JSON object", () => {
    const r = oraclec(["parse", QUUX]);
    expect(r.status).toBe(0);
    const out = JSON.parse(r.stdout) as { name: string; lang: string; abilities: unknown[]; diagnostics: unknown[] };
    expect(Object.keys(out)).toEqual(["name", "lang", "abilities", "diagnostics"]);
    expect(out).toMatchObject({ name: "Quux Engine", lang: "en" });
  });

  it("prints an array for several cards, JSON Lines with --compact, the translation with --lang", () => {
    const many = JSON.parse(oraclec(["parse", `${FIXTURES}cards`]).stdout) as { name: string }[];
    expect(many.map((c) => c.name)).toEqual(["Grizzly Bears", "Quux Engine"]);
    const compact = oraclec(["parse", "--compact", `${FIXTURES}cards`]).stdout.trim().split("\n");
    expect(compact).toHaveLength(2);
    const es = oraclec(["parse", QUUX, "--lang", "es"]);
    expect(JSON.parse(es.stdout)).toMatchObject({ name: "Motor Quux", lang: "es" });
  });

  it("skips cards without the requested translation, with a warning", () => {
    const r = oraclec(["parse", `${FIXTURES}cards`, "--lang", "es", "--compact"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split("\n")).toHaveLength(1);
    expect(r.stderr).toMatch(/warning OC4007: .*Grizzly Bears has no es translation/);
  });

  it("render prints the canonical text, or {name, lang, text} with --json", () => {
    const r = oraclec(["render", QUUX, "--lang", "en"]);
    expect(r.status).toBe(0);
    expect(typeof r.stdout).toBe("string");
    const j = oraclec(["render", QUUX, "--lang", "es", "--json"]);
    expect(j.status).toBe(0);
    expect(JSON.parse(j.stdout)).toMatchObject({ name: "Quux Engine", lang: "es" });
  });

  it("render --lang es|pt writes the card's own translation name, and warns (OC4020) for each marker", () => {
    const shock = oraclec(["render", "cards/shock.yaml", "--lang", "es"]);
    expect(shock.status).toBe(0);
    expect(shock.stdout).toBe("El Choque hace 2 puntos de daño a cualquier objetivo.\n");
    expect(shock.stderr).toBe("");
    const artist = oraclec(["render", "cards/earthquake.yaml", "--lang", "pt"]);
    expect(artist.status).toBe(0);
    expect(artist.stdout).toContain("⟨both⟩");
    const markers = artist.stdout.match(/⟨[^⟩]+⟩/g) ?? [];
    expect((artist.stderr.match(/warning OC4020/g) ?? []).length).toBe(markers.length);
  });
});
