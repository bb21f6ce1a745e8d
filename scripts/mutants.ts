/**
 * `npm run mutants [-- --lang es|pt] [--limit N]`
 *
 * A mutation test of the translation checker (src/i18n/check.ts). It takes the
 * Spanish or Portuguese records of ../shared/corpus/printed.es-pt.jsonl.gz whose
 * translation the checker judges a `match` against the English printed text,
 * changes their meaning in small ways (a number, a colour, a target word, the
 * player, a duration, a dropped sentence), and reports how many mutants the
 * checker catches (verdict `mismatch`, or `unparsed` when the change made the
 * text unreadable, counted apart). It also reports how many of all checkable
 * originals (both sides read fully) are wrongly flagged `mismatch` — the
 * corpus translations are taken as correct.
 */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { checkTranslation, translationLang, type TranslationRecord } from "../src/i18n/check.ts";
import type { Lang } from "../src/ast/base.ts";

interface Mutation {
  name: string;
  /** Returns the mutated text, or undefined when the mutation does not apply. */
  apply(text: string): string | undefined;
}

/**
 * Words a mutation must not touch: reminder text (it is set aside, so changing it changes no
 * meaning) and the card's own name. They are blanked out before searching.
 */
let protectedName = "";
function masked(text: string): string {
  let out = text.replace(/\([^()]*\)/g, (m) => " ".repeat(m.length));
  if (protectedName) out = out.split(protectedName).join(" ".repeat(protectedName.length));
  return out;
}

function replaceFirst(text: string, re: RegExp, f: (m: RegExpExecArray) => string): string | undefined {
  const m = re.exec(masked(text));
  if (!m) return undefined;
  const found = Object.assign([text.slice(m.index, m.index + m[0].length)], { index: m.index, input: text }) as unknown as RegExpExecArray;
  return text.slice(0, m.index) + f(found) + text.slice(m.index + m[0].length);
}

function swapWords(pairs: [string, string][]): (text: string) => string | undefined {
  return (text) => {
    for (const [a, b] of pairs) {
      const re = new RegExp(`\\b${a}\\b`, "i");
      const out = replaceFirst(text, re, (m) => (m[0][0] === m[0][0]!.toUpperCase() ? b[0]!.toUpperCase() + b.slice(1) : b));
      if (out !== undefined) return out;
    }
    return undefined;
  };
}

const MUTATIONS: Record<Lang, Mutation[]> = {
  en: [],
  es: [
    { name: "number", apply: (t) => replaceFirst(t, /(?<![{\w/])[1-9](?![\w/}])/, (m) => String(Number(m[0]) + 1)) },
    { name: "colour", apply: swapWords([["rojo", "verde"], ["roja", "verde"], ["verde", "rojo"], ["blanco", "negro"], ["blanca", "negra"], ["negro", "blanco"], ["negra", "blanca"], ["azul", "rojo"]]) },
    { name: "target word", apply: swapWords([["criatura", "tierra"], ["criaturas", "tierras"], ["artefacto", "encantamiento"], ["encantamiento", "artefacto"], ["tierra", "criatura"]]) },
    { name: "player", apply: swapWords([["cada oponente", "cada jugador"], ["un oponente", "un jugador"], ["cada jugador", "cada oponente"], ["jugador objetivo", "oponente objetivo"]]) },
    { name: "duration", apply: (t) => replaceFirst(t, /\s*hasta el final del turno/i, () => "") },
    { name: "dropped sentence", apply: dropLastSentence },
  ],
  pt: [
    { name: "number", apply: (t) => replaceFirst(t, /(?<![{\w/])[1-9](?![\w/}])/, (m) => String(Number(m[0]) + 1)) },
    { name: "colour", apply: swapWords([["vermelho", "verde"], ["vermelha", "verde"], ["verde", "vermelho"], ["branco", "preto"], ["branca", "preta"], ["preto", "branco"], ["preta", "branca"], ["azul", "vermelho"]]) },
    { name: "target word", apply: swapWords([["criatura", "terreno"], ["criaturas", "terrenos"], ["artefato", "encantamento"], ["encantamento", "artefato"], ["terreno", "criatura"]]) },
    { name: "player", apply: swapWords([["cada oponente", "cada jogador"], ["um oponente", "um jogador"], ["cada jogador", "cada oponente"], ["jogador alvo", "oponente alvo"]]) },
    { name: "duration", apply: (t) => replaceFirst(t, /\s*até o final do turno/i, () => "") },
    { name: "dropped sentence", apply: dropLastSentence },
  ],
};

/** Drop the last sentence of a text with two or more sentences on its last line. */
function dropLastSentence(text: string): string | undefined {
  const lines = text.split("\n");
  const last = lines[lines.length - 1]!;
  const m = /^(.*[.!])\s+[^.]+\.\s*$/.exec(last);
  if (!m || /[«»"“”]/.test(last)) return undefined;
  lines[lines.length - 1] = m[1]!;
  return lines.join("\n");
}

function main(): void {
  const { values } = parseArgs({ options: { lang: { type: "string", default: "es" }, limit: { type: "string" } } });
  const lang = translationLang(String(values.lang));
  if (!lang) {
    console.error("usage: npm run mutants -- [--lang es|pt] [--limit N]");
    process.exit(2);
  }
  const limit = values.limit ? Number(values.limit) : Infinity;
  const file = fileURLToPath(new URL("../../shared/corpus/printed.es-pt.jsonl.gz", import.meta.url));
  const records = gunzipSync(readFileSync(file))
    .toString("utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as TranslationRecord & { text?: string })
    .filter((r) => typeof r.text === "string" && r.text.trim() && translationLang(r.lang) === lang)
    .slice(0, limit);

  let checkable = 0;
  let falseFlags = 0;
  const perMutation = new Map<string, { mutants: number; caught: number; unreadable: number }>();
  for (const r of records) {
    protectedName = (r as { name?: string }).name ?? "";
    const original = checkTranslation(r, lang);
    if (original.verdict === "unparsed") continue;
    checkable++;
    if (original.verdict === "mismatch") {
      falseFlags++;
      continue;
    }
    for (const m of MUTATIONS[lang]) {
      const text = m.apply(r.text);
      if (text === undefined || text === r.text) continue;
      const v = checkTranslation({ ...r, text }, lang).verdict;
      const e = perMutation.get(m.name) ?? { mutants: 0, caught: 0, unreadable: 0 };
      e.mutants++;
      if (v === "mismatch") e.caught++;
      else if (v === "unparsed") e.unreadable++;
      perMutation.set(m.name, e);
    }
  }
  const pct = (a: number, b: number) => (b ? ((100 * a) / b).toFixed(1) + "%" : "–");
  let total = 0;
  let caught = 0;
  let unreadable = 0;
  console.log(`Mutation test of the translation checker (${lang}): ${records.length} records with text, ${checkable} checkable (both sides read fully)`);
  for (const [name, e] of perMutation) {
    total += e.mutants;
    caught += e.caught;
    unreadable += e.unreadable;
    console.log(`  ${name.padEnd(18)} ${String(e.mutants).padStart(6)} mutants   caught ${String(e.caught).padStart(6)} ${pct(e.caught, e.mutants).padStart(6)}   made unreadable ${e.unreadable}`);
  }
  console.log(`  all                ${String(total).padStart(6)} mutants   caught ${String(caught).padStart(6)} ${pct(caught, total).padStart(6)}   made unreadable ${unreadable} (${pct(unreadable, total)}); missed ${total - caught - unreadable} (${pct(total - caught - unreadable, total)})`);
  console.log(`  originals wrongly flagged as mismatch: ${falseFlags} of ${checkable} checkable (${pct(falseFlags, checkable)})`);
}

main();
