import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ESC, oraclec, ROOT } from "./helpers.ts";

const pkg = JSON.parse(readFileSync(`${ROOT}package.json`, "utf8")) as { version: string };

describe("oraclec: version, help, usage errors", () => {
  it("--version prints the version of package.json", () => {
    const r = oraclec(["--version"]);
    expect(r.status).toBe(0);
    expect(r.stdout.trim()).toBe(pkg.version);
  });

  it("--help documents every command and the exit statuses", () => {
    const r = oraclec(["--help"]);
    expect(r.status).toBe(0);
    for (const command of ["parse", "check", "render", "compile", "scenario", "i18n"]) {
      expect(r.stdout).toMatch(new RegExp(`^  ${command}\\b`, "m"));
    }
    expect(r.stdout).toContain("--locale");
    expect(r.stdout).toMatch(/Exit status:[\s\S]*2 +unusable arguments/);
    expect(r.stdout).not.toContain(ESC);
  });

  it("a command's --help shows its options", () => {
    const r = oraclec(["parse", "--help"]);
    expect(r.status).toBe(0);
    for (const option of ["--jsonl", "--lang", "--input"]) expect(r.stdout).toContain(option);
  });

  it("exits 2 on an unknown option, with a catalogue message", () => {
    const r = oraclec(["parse", "--bogus"]);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/error OC4010: Unknown option --bogus/);
  });

  it("exits 2 on an unknown command, and suggests the right one", () => {
    const r = oraclec(["pars"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/OC4011: .*pars.*parse/);
  });

  it("exits 2 without a command", () => {
    const r = oraclec([]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("Usage: oraclec");
  });

  it("exits 2 on a bad --lang value and on a missing --lang for render", () => {
    const bad = oraclec(["parse", "--jsonl", "--lang", "fr"]);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/OC4014: Invalid value for --lang/);
    const missing = oraclec(["render", "--jsonl"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/OC4013: .*--lang/);
  });

  it("exits 2 when given neither files nor --jsonl, or both", () => {
    expect(oraclec(["parse"]).stderr).toContain("OC4005");
    expect(oraclec(["parse"]).status).toBe(2);
    const both = oraclec(["check", "--jsonl", "cards"]);
    expect(both.status).toBe(2);
    expect(both.stderr).toContain("OC4009");
  });

  it("compile writes one module per card and an index", () => {
    const out = mkdtempSync(join(tmpdir(), "oraclec-cli-compile-"));
    try {
      const r = oraclec(["compile", join(ROOT, "cards", "shock.yaml"), join(ROOT, "cards", "grizzly-bears.yaml"), "--out", out]);
      expect(r.status).toBe(0);
      expect(readdirSync(out).sort()).toEqual(["grizzly-bears.ts", "index.ts", "shock.ts"]);
      expect(readFileSync(join(out, "shock.ts"), "utf8")).toContain("DO NOT EDIT");
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("compile --jsonl compiles the card records of standard input (corpus-interface.md), not the card directory", () => {
    const out = mkdtempSync(join(tmpdir(), "oraclec-cli-compile-"));
    try {
      const records = [
        { name: "Shock", text: "Shock deals 2 damage to any target.", type: "Instant", manaCost: "{R}" },
        { name: "Grizzly Bears", text: "", type: "Creature — Bear", manaCost: "{1}{G}", power: "2", toughness: "2" },
      ];
      const r = oraclec(["compile", "--jsonl", "--out", out], { input: records.map((x) => JSON.stringify(x)).join("\n") + "\n" });
      expect(r.status).toBe(0);
      expect(r.stdout).toContain("2 cards");
      expect(readdirSync(out).sort()).toEqual(["grizzly-bears.ts", "index.ts", "shock.ts"]);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  });

  it("scenario exits 2 on a file that is not there", () => {
    const r = oraclec(["scenario", "x.yaml"]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain("OC4001");
  });

  it("usage errors follow --locale and the environment", () => {
    expect(oraclec(["parse", "--bogus", "--locale", "es"]).stderr).toContain("Opción desconocida --bogus");
    expect(oraclec(["parse", "--bogus"], { env: { LANG: "pt_BR.UTF-8" } }).stderr).toContain("Opção desconhecida --bogus");
    expect(oraclec(["parse", "--bogus"], { env: { LANG: "pt_BR.UTF-8", LC_ALL: "es_ES.UTF-8" } }).stderr).toContain("Opción desconocida");
    expect(oraclec(["parse", "--bogus"], { env: { LANG: "de_DE.UTF-8" } }).stderr).toContain("Unknown option");
  });
});
