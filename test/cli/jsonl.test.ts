import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { cardLanguages, loadCardDirectory, toCardInput } from "../../src/cards/load.ts";
import { FIXTURES, oraclec, outputLines } from "./helpers.ts";

const records = readFileSync(`${FIXTURES}records.jsonl`, "utf8");
const gz = readFileSync(`${FIXTURES}records.jsonl.gz`);

interface ParseLine {
  name: string | null;
  lang: string;
  abilities: { kind: string; span?: [number, number] }[];
  diagnostics: { severity: string; code: string; message: string; span: [number, number] }[];
}

function parsed(stdout: string): ParseLine[] {
  return outputLines(stdout).map((l) => JSON.parse(l) as ParseLine);
}

function expectDiagnosticShape(d: ParseLine["diagnostics"][number]): void {
  expect(["error", "warning", "info"]).toContain(d.severity);
  expect(d.code).toMatch(/^OC\d{4}$/);
  expect(typeof d.message).toBe("string");
  expect(d.span).toHaveLength(2);
}

describe("parse --jsonl", () => {
  it("writes one line per input line, in order, never stopping at a bad record", () => {
    const r = oraclec(["parse", "--jsonl"], { input: records });
    expect(r.status).toBe(0);
    const out = parsed(r.stdout);
    expect(out).toHaveLength(5);
    for (const o of out) {
      expect(Object.keys(o)).toEqual(["name", "lang", "abilities", "diagnostics"]);
      for (const d of o.diagnostics) expectDiagnosticShape(d);
    }
    // 1: a good record.
    expect(out[0]!.name).toBe("Quux Engine");
    expect(out[0]!.lang).toBe("en");
    expect(out[0]!.abilities.length).toBeGreaterThan(0);
    for (const a of out[0]!.abilities) expect(["triggered", "activated", "static", "replacement", "spell"]).toContain(a.kind);
    // 2: not JSON.
    expect(out[1]!.diagnostics).toEqual([expect.objectContaining({ severity: "error", code: "OC3001", span: [0, 0] })]);
    expect(out[1]!.diagnostics[0]!.message).toMatch(/^Line 2 is not valid JSON/);
    // 3 and 4: a field is missing.
    expect(out[2]).toMatchObject({ name: "No Text Here", abilities: [], diagnostics: [{ severity: "error", code: "OC3002" }] });
    expect(out[2]!.diagnostics[0]!.message).toContain('"text"');
    expect(out[3]).toMatchObject({ name: null, diagnostics: [{ severity: "error", code: "OC3002" }] });
    expect(out[3]!.diagnostics[0]!.message).toContain('"name"');
    // 5: a printed.es-pt record: the localized name is parsed; pt-BR is pt.
    expect(out[4]).toMatchObject({ name: "Motor Quux", lang: "pt" });
    // Nothing but the output lines on standard output; the summary goes to standard error.
    expect(r.stdout.endsWith("\n")).toBe(true);
    expect(r.stderr).toMatch(/5 records/);
  });

  it("--lang sets the language of records without one", () => {
    const r = oraclec(["parse", "--jsonl", "--lang", "es", "--quiet"], { input: records });
    const out = parsed(r.stdout);
    expect(out[0]!.lang).toBe("es");
    expect(out[4]!.lang).toBe("pt");
    expect(r.stderr).toBe("");
  });

  it("reads gzip from --input FILE.gz and from standard input, same as plain text", () => {
    const plain = oraclec(["parse", "--jsonl", "-q"], { input: records });
    const file = oraclec(["parse", "--input", `${FIXTURES}records.jsonl.gz`, "-q"]);
    const stdin = oraclec(["parse", "-", "-q"], { input: gz });
    expect(file.status).toBe(0);
    expect(stdin.status).toBe(0);
    expect(file.stdout).toBe(plain.stdout);
    expect(stdin.stdout).toBe(plain.stdout);
  });

  it("gives one line per line even for blank lines and a line without a final newline", () => {
    const r = oraclec(["parse", "--jsonl", "-q"], { input: '{"name":"A","text":"Zorp."}\n\n{"name":"B","text":"Zorp."}' });
    const out = parsed(r.stdout);
    expect(out.map((o) => o.name)).toEqual(["A", null, "B"]);
    expect(out[1]!.diagnostics[0]!.code).toBe("OC3001");
  });

  it("exits 2 when the input file cannot be read", () => {
    const r = oraclec(["parse", "--input", `${FIXTURES}no-such-file.jsonl`]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/error OC4001: File not found: .*no-such-file\.jsonl/);
  });

  it("exits 2 on a corrupt gzip input", () => {
    const r = oraclec(["parse", "--jsonl", "-q"], { input: Buffer.concat([gz.subarray(0, 20), Buffer.alloc(20, 7)]) });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("OC4008");
  });

  it("writes the messages in the --locale language", () => {
    const r = oraclec(["parse", "--jsonl", "--locale", "es", "-q"], { input: records });
    const out = parsed(r.stdout);
    expect(out[1]!.diagnostics[0]!.message).toMatch(/^La línea 2 no es JSON válido/);
    const pt = parsed(oraclec(["parse", "--jsonl", "-q"], { input: records, env: { LANG: "pt_BR.UTF-8" } }).stdout);
    expect(pt[2]!.diagnostics[0]!.message).toMatch(/^Linha 3: o registro não tem/);
  });
});

describe("check --jsonl and render --jsonl", () => {
  it("check --jsonl gives {name, lang, diagnostics} per line and exits 1 when a record has an error", () => {
    const r = oraclec(["check", "--jsonl", "-q"], { input: records });
    expect(r.status).toBe(1);
    const out = outputLines(r.stdout).map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(out).toHaveLength(5);
    for (const o of out) expect(Object.keys(o)).toEqual(["name", "lang", "diagnostics"]);
  });

  it("render --jsonl turns parse output lines into {name, lang, text}, one per line", () => {
    const parsedLines = oraclec(["parse", "--jsonl", "-q"], { input: records }).stdout;
    const r = oraclec(["render", "--jsonl", "--lang", "en", "-q"], { input: parsedLines + "garbage\n" });
    expect(r.status).toBe(0);
    const out = outputLines(r.stdout).map((l) => JSON.parse(l) as { name: string | null; lang: string; text: string | null; diagnostics?: unknown[] });
    expect(out).toHaveLength(6);
    expect(out[0]).toMatchObject({ name: "Quux Engine", lang: "en" });
    expect(typeof out[0]!.text).toBe("string");
    expect(Object.keys(out[0]!)).toEqual(["name", "lang", "text"]);
    expect(out[5]).toMatchObject({ name: null, text: null, diagnostics: [{ severity: "error", code: "OC3001" }] });
  });
});

describe("JSON Lines on worker threads (--jobs)", () => {
  // the card library as records, with the fixtures' bad lines among them, a few hundred lines
  const library = loadCardDirectory(fileURLToPath(new URL("../../cards/", import.meta.url)));
  const cardLines = library.flatMap((card) =>
    cardLanguages(card).map((lang) => {
      const input = toCardInput(card, lang);
      return JSON.stringify({ ...input, lang });
    }),
  );
  const many = [...cardLines, ...outputLines(records), ...cardLines].join("\n") + "\n";
  // the first run fills a prediction cache of its own, which the workers of the next ones read
  const cacheDir = mkdtempSync(join(tmpdir(), "oraclec-jobs-test-"));
  const env = { ORACLEC_CACHE_DIR: cacheDir };
  afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

  it("parse, check and render give the same lines in the same order and the same status on 2 workers as on one thread", () => {
    const lineCount = outputLines(many).length;
    expect(lineCount).toBeGreaterThan(400);
    const one = oraclec(["parse", "--jsonl", "-j", "0"], { input: many, env });
    const two = oraclec(["parse", "--jsonl", "-j", "2"], { input: many, env });
    expect(one.status).toBe(0);
    expect(two.status).toBe(0);
    expect(outputLines(two.stdout)).toHaveLength(lineCount);
    expect(two.stdout).toBe(one.stdout);
    expect(two.stderr).toBe(one.stderr); // the same summary line

    const checkOne = oraclec(["check", "--jsonl", "-q", "-j", "0"], { input: many, env });
    const checkTwo = oraclec(["check", "--jsonl", "-q", "-j", "2"], { input: many, env });
    expect(checkOne.status).toBe(1); // the fixtures' bad records are errors
    expect(checkTwo.status).toBe(1);
    expect(checkTwo.stdout).toBe(checkOne.stdout);

    const renderOne = oraclec(["render", "--jsonl", "--lang", "es", "-q", "-j", "0"], { input: one.stdout, env });
    const renderTwo = oraclec(["render", "--jsonl", "--lang", "es", "-q", "-j", "2"], { input: one.stdout, env });
    expect(renderTwo.status).toBe(renderOne.status);
    expect(renderTwo.stdout).toBe(renderOne.stdout);
  });

  it("rejects a --jobs that is not a whole number", () => {
    const r = oraclec(["parse", "--jsonl", "-j", "two"], { input: records, env });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/--jobs|-j/);
  });
});
