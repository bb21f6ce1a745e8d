import { parseDocument, type Scalar } from "yaml";
import { describe, expect, it } from "vitest";
import { alignScalar, textOffsetMap } from "../../src/cli/cards.ts";
import {
  LOCALES,
  MESSAGES,
  detectLocale,
  diag,
  formatDiagnostic,
  formatDiagnostics,
  lineStarts,
  localizeDiagnostic,
  message,
  offsetToLineColumn,
  placeholders,
  toLocale,
  useColor,
  type MessageCode,
} from "../../src/diagnostics/index.ts";

describe("message catalogue", () => {
  it("has every message in en, es and pt, with the same placeholders", () => {
    for (const [code, def] of Object.entries(MESSAGES)) {
      expect(code).toMatch(/^OC\d{4}$/);
      const en = placeholders(def.text.en).sort();
      for (const locale of LOCALES) {
        expect(def.text[locale], `${code} ${locale}`).toBeTruthy();
        expect(placeholders(def.text[locale]).sort(), `${code} ${locale}`).toEqual(en);
      }
    }
  });

  it("keeps the parser's initial codes with their severities", () => {
    const expected: Record<string, string> = {
      OC1001: "warning",
      OC1002: "warning",
      OC1003: "error",
      OC1004: "warning",
      OC1005: "warning",
      OC2001: "info",
      OC2002: "warning",
    };
    for (const [code, severity] of Object.entries(expected)) expect(MESSAGES[code as MessageCode].severity).toBe(severity);
  });

  it("fills named placeholders and leaves mana symbols alone", () => {
    expect(message("OC1005", { symbol: "{Q}" })).toBe("Unknown symbol {Q}");
    expect(message("OC2001", { old: "enters the battlefield", new: "enters" }, "es")).toBe(
      "Redacción antigua «enters the battlefield»; la actual es «enters»",
    );
    expect(message("OC1003", { what: "brace" }, "pt")).toBe("Chave sem par");
    expect(message("OC1001", { text: "Add {G}" })).toBe('Could not read these words: "Add {G}"');
  });
});

describe("diag()", () => {
  it("creates a diagnostic from the catalogue", () => {
    const d = diag("OC1001", [4, 9], { text: "blivet", rule: "113.3" });
    expect(d).toEqual({ severity: "warning", code: "OC1001", message: 'Could not read these words: "blivet"', span: [4, 9], rule: "113.3" });
    expect(JSON.parse(JSON.stringify(d))).toEqual(d);
    expect(diag("OC2002", [0, 1], { keyword: "ward", expected: "a cost" }).rule).toBe("702");
    expect(diag("OC1003", [0, 1], { what: "quote" }, "es").message).toBe("Comilla sin cerrar o sin abrir");
  });

  it("can be shown in another locale later", () => {
    const d = diag("OC1005", [0, 3], { symbol: "{Q}" });
    expect(localizeDiagnostic(d, "pt").message).toBe("Símbolo desconhecido {Q}");
    // A diagnostic from elsewhere (no recorded arguments): {text} comes from the source.
    const foreign = { severity: "warning" as const, code: "OC1001", message: "unparsed text", span: [6, 12] as [number, number] };
    expect(localizeDiagnostic(foreign, "es", "Zorp: blivet").message).toBe("No se pudieron leer estas palabras: «blivet»");
    // Unknown placeholders: the original message stays.
    const other = { severity: "info" as const, code: "OC2001", message: "Outdated", span: [0, 1] as [number, number] };
    expect(localizeDiagnostic(other, "es").message).toBe("Outdated");
  });
});

describe("locale", () => {
  it("comes from LC_ALL, LC_MESSAGES, LANG; es and pt, else en", () => {
    expect(detectLocale({ LANG: "es_ES.UTF-8" })).toBe("es");
    expect(detectLocale({ LANG: "pt_BR.UTF-8" })).toBe("pt");
    expect(detectLocale({ LANG: "pt_BR.UTF-8", LC_ALL: "es_MX" })).toBe("es");
    expect(detectLocale({ LANG: "es", LC_MESSAGES: "C" })).toBe("en");
    expect(detectLocale({ LANG: "fr_FR.UTF-8" })).toBe("en");
    expect(detectLocale({})).toBe("en");
    expect(toLocale("pt-BR")).toBe("pt");
    expect(toLocale("english")).toBeUndefined();
  });
});

describe("formatting", () => {
  it("computes lines and columns from UTF-16 offsets", () => {
    const text = "Flying\nZorp — 🐉 frobnicates.\n";
    const starts = lineStarts(text);
    expect(starts).toEqual([0, 7, text.length]);
    expect(offsetToLineColumn(starts, 0)).toEqual({ line: 1, column: 1 });
    expect(offsetToLineColumn(starts, 7)).toEqual({ line: 2, column: 1 });
    // The dragon is two UTF-16 code units.
    const after = text.indexOf("frob");
    expect(offsetToLineColumn(starts, after)).toEqual({ line: 2, column: after - 7 + 1 });
    expect(after - 7).toBe(10);
  });

  it("prints file:line:col: severity CODE: message and a code frame under the words", () => {
    const source = "Flying\nZorp the blivet frobnicates.\nTrample";
    const d = diag("OC1001", [16, 34], { text: "blivet frobnicates" });
    const out = formatDiagnostic(d, { file: "zorp.txt", source });
    const lines = out.split("\n");
    expect(lines[0]).toBe('zorp.txt:2:10: warning OC1001: Could not read these words: "blivet frobnicates"');
    expect(lines).toContain("> 2 | Zorp the blivet frobnicates.");
    const caret = lines[lines.indexOf("> 2 | Zorp the blivet frobnicates.") + 1]!;
    expect(caret).toBe("    |          " + "^".repeat(18));
    expect(out).not.toContain("\u001b[");
    expect(formatDiagnostic(d, { file: "zorp.txt", source, color: true })).toContain("\u001b[");
  });

  it("maps offsets of the card text to the file and shows the rule and the locale", () => {
    const source = "name: Zorp\ntext: |\n  Zorp the blivet.\n";
    const d = diag("OC1001", [5, 15], { text: "the blivet", rule: "119.3" });
    const out = formatDiagnostic(d, { file: "z.yaml", source, mapOffset: (o) => 21 + o, locale: "es", frame: false });
    expect(out).toBe("z.yaml:3:8: advertencia OC1001: No se pudieron leer estas palabras: «the blivet» [119.3]");
  });

  it("sorts several diagnostics by position", () => {
    const source = "aaa bbb";
    const out = formatDiagnostics([diag("OC1005", [4, 7], { symbol: "b" }), diag("OC1005", [0, 3], { symbol: "a" })], { source, frame: false });
    expect(out).toBe("<input>:1:1: warning OC1005: Unknown symbol a\n\n<input>:1:5: warning OC1005: Unknown symbol b");
  });

  it("colours only a TTY without NO_COLOR", () => {
    expect(useColor({ isTTY: true }, {})).toBe(true);
    expect(useColor({ isTTY: true }, { NO_COLOR: "1" })).toBe(false);
    expect(useColor({ isTTY: false }, {})).toBe(false);
    expect(useColor({}, {})).toBe(false);
  });
});

describe("card text positions in YAML", () => {
  const cases: [string, string][] = [
    ["literal block", "name: X\ntext: |\n  Flying\n  Zorp the blivet.\n"],
    ["folded block", "name: X\ntext: >\n  Zorp the\n  blivet.\n"],
    ["double quotes", 'name: X\ntext: "Flying\\nZorp the blivet."\n'],
    ["single quotes", "name: X\ntext: 'Zorp''s blivet.'\n"],
    ["plain", "name: X\ntext: Zorp the blivet.\n"],
  ];
  it.each(cases)("%s: every letter maps to the same letter in the file", (_, source) => {
    const node = parseDocument(source).get("text", true) as Scalar;
    const value = node.value as string;
    const map = alignScalar(source, node, value);
    for (let i = 0; i < value.length; i++) {
      if (/[A-Za-z]/.test(value[i]!)) expect(source[map[i]!], `${i}`).toBe(value[i]);
    }
    const text = value.replace(/\n+$/, "");
    const off = textOffsetMap(source, "en", text);
    const z = text.indexOf("Zorp");
    expect(source.slice(off(z), off(z) + 4)).toBe("Zorp");
  });

  it("finds translations", () => {
    const source = "name: X\ntext: Flying\ntranslations:\n  es:\n    name: Y\n    text: |\n      Vuela.\n";
    const off = textOffsetMap(source, "es", "Vuela.");
    expect(source.slice(off(0), off(6))).toBe("Vuela.");
  });
});
