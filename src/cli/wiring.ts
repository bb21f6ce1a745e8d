/**
 * Wiring points of the commands that other parts of the project implement.
 * The CLI registers and documents them (see program.ts); each function below
 * is what the command runs, and returns the exit status. Replace the bodies
 * when the compiler, the scenario runner and the translation checker land.
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { CardSourceError, loadCardDirectory, loadCardFile, type LoadedCard } from "../cards/load.ts";
import { fileURLToPath } from "node:url";
import type { Lang } from "../ast/base.ts";
import type { CardFace } from "../emit/characteristics.ts";
import { compileLibrary, type LibraryCard, type LibrarySummary } from "../emit/library.ts";
import { compileScenarioCards } from "../emit/scenario.ts";
import { loadScenario, runScenario as playScenario, type Scenario, ScenarioFormatError } from "../scenario/index.ts";
import { loadCards } from "./cards.ts";
import type { CliContext } from "./context.ts";
import { InputError, lines, openInput } from "./io.ts";
import { recordToInput } from "./records.ts";
import { checkTranslation, translationLang } from "../i18n/check.ts";

export interface CompileOptions {
  /** Card files or directories (default `cards`). */
  paths: string[];
  /** Output directory for the generated handler modules (default `generated`). */
  out: string;
  lang: Lang;
}

/**
 * `oraclec compile [PATH…] --out DIR`: card files → TypeScript handler modules. Exit 0 ok, 1 compile errors, 2 bad input.
 *
 * PATHs are card files, directories of card files, or JSON Lines card records
 * (`*.jsonl`, `*.jsonl.gz`, `-` for standard input; corpus-interface.md). Refused
 * cards (text the parser or the code generator cannot handle) still get a module,
 * which the runtime refuses to play; they are counted in the summary, not errors.
 * Exit 1 only when a card could not be compiled at all.
 */
export async function runCompile(ctx: CliContext, options: CompileOptions): Promise<number> {
  const started = performance.now();
  const isRecords = (p: string): boolean => p === "-" || /\.jsonl(\.gz)?$/i.test(p);
  const recordInputs = options.paths.filter(isRecords);
  const files = options.paths.filter((p) => !isRecords(p));
  const { cards, problems } = files.length ? loadCards(files, options.lang) : { cards: [], problems: [] };
  let fatal = false;
  for (const p of problems) {
    if (p.kind !== "noTranslation") fatal = true;
    ctx.errWrite(`oraclec: ${p.kind === "noTranslation" ? "warning" : "error"}: ${p.file}${p.line ? `:${p.line}:${p.column ?? 1}` : ""}: ${p.detail || p.kind}\n`);
  }
  if (fatal) return 2;
  const progress = ctx.streams.stderr.isTTY === true;
  async function* all(): AsyncGenerator<LibraryCard> {
    for (const c of cards) {
      const face: CardFace = { name: c.input.name, text: c.input.text, lang: options.lang };
      for (const k of ["type", "manaCost", "power", "toughness", "loyalty"] as const) if (c.input[k] !== undefined) face[k] = c.input[k];
      yield { face, origin: c.file };
    }
    for (const input of recordInputs) {
      let n = 0;
      for await (const line of lines(await openInput(input, ctx.streams.stdin))) {
        n++;
        if (line.trim() === "") continue;
        let record: unknown;
        try {
          record = JSON.parse(line);
        } catch {
          ctx.errWrite(`oraclec: warning: ${input}:${n}: not a JSON object, skipped\n`);
          continue;
        }
        if (record === null || typeof record !== "object" || Array.isArray(record)) continue;
        const r = recordToInput(record as Record<string, unknown>, n, { lang: options.lang, locale: ctx.locale });
        if ("diagnostic" in r) {
          ctx.errWrite(`oraclec: warning: ${input}:${n}: ${r.diagnostic.message}, skipped\n`);
          continue;
        }
        const face: CardFace = { name: r.input.name, text: r.input.text, lang: r.lang };
        for (const k of ["type", "manaCost", "power", "toughness", "loyalty"] as const) if (r.input[k] !== undefined) face[k] = r.input[k];
        if (typeof (record as { layout?: unknown }).layout === "string") face.layout = (record as { layout: string }).layout; // two-faced cards (src/emit/faces.ts)
        yield { face, origin: `${input}:${n}` };
      }
    }
  }
  let summary: LibrarySummary;
  try {
    summary = await compileLibrary(all(), options.out, {
      onCard: (n) => {
        if (progress && n % 500 === 0) ctx.errWrite(`\r${n} cards…`);
      },
    });
  } catch (err) {
    if (err instanceof InputError) {
      ctx.error(err.kind === "notFound" ? "OC4001" : err.kind === "gzip" ? "OC4008" : "OC4002", { file: err.file, detail: err.message });
      return 2;
    }
    throw err;
  }
  if (progress) ctx.errWrite("\r\x1b[K");
  const seconds = (performance.now() - started) / 1000;
  const refusedCards = summary.results.filter((r) => r.refused.length > 0);
  if (refusedCards.length <= 50) {
    for (const r of refusedCards) {
      const d = r.refused[0]!;
      ctx.out.write(`${r.origin}: refused ${r.name}: ${d.code} ${d.message}${r.refused.length > 1 ? ` (+${r.refused.length - 1} more)` : ""}\n`);
    }
  }
  for (const f of summary.failed) ctx.out.write(`${f.origin}: error: the code generator failed: ${f.message}\n`);
  ctx.out.write(
    `oraclec compile: ${summary.cards} cards → ${options.out}: ${summary.compiled} compiled, ${summary.refused} refused` +
      `${summary.failed.length ? `, ${summary.failed.length} failed` : ""}; ${summary.written.length} files written, ${summary.unchanged} unchanged` +
      `${summary.removed.length ? `, ${summary.removed.length} stale removed` : ""}; ${seconds.toFixed(2)} s\n`,
  );
  const reasons = [...summary.reasons].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  if (reasons.length) {
    ctx.out.write(`refusal reasons (cards):\n`);
    for (const [reason, count] of reasons.slice(0, 10)) ctx.out.write(`  ${String(count).padStart(6)}  ${reason}\n`);
    if (reasons.length > 10) ctx.out.write(`  … ${reasons.length - 10} more kinds\n`);
  }
  await ctx.out.flush();
  return summary.failed.length ? 1 : 0;
}

export interface ScenarioOptions {
  files: string[];
}

/**
 * `oraclec scenario FILE…` (scenarios.md): exit 0 when every file passed, 1 when any failed, 2 when a file is not a valid scenario.
 *
 * Every card is compiled from its text (or, for a bare name, from its file in `cards/`)
 * by the code generator; the generated modules are imported and played (see src/emit/scenario.ts).
 */
export async function runScenario(ctx: CliContext, options: ScenarioOptions): Promise<number> {
  const root = fileURLToPath(new URL("../../", import.meta.url));
  let invalid = false;
  const loaded: { file: string; scenario: Scenario }[] = [];
  for (const file of options.files) {
    let text: string;
    try {
      text = readFileSync(file, "utf8");
    } catch (err) {
      const e = err as NodeJS.ErrnoException;
      ctx.error(e.code === "ENOENT" ? "OC4001" : "OC4002", { file, detail: e.message });
      invalid = true;
      continue;
    }
    try {
      loaded.push({ file, scenario: loadScenario(text, file) });
    } catch (err) {
      if (!(err instanceof ScenarioFormatError)) throw err;
      ctx.out.write(`INVALID ${file}\n${err.faults.map((f) => `  ${file}:${f.line}:${f.col}: ${f.path ? `${f.path}: ` : ""}${f.message}`).join("\n")}\n`);
      invalid = true;
    }
  }
  const compiler = await compileScenarioCards(
    loaded.map((l) => l.scenario),
    root,
  );
  let failed = 0;
  for (const { file, scenario } of loaded) {
    const report = playScenario(scenario, compiler.compile);
    if (report.passed) {
      ctx.out.write(`PASS ${file} — ${report.title}\n`);
    } else {
      failed++;
      const f = report.failure!;
      ctx.out.write(`FAIL ${file} — ${report.title}\n`);
      if (f.action) ctx.out.write(`  after action ${f.action.index} (line ${f.action.line}): ${f.action.text}\n`);
      ctx.out.write(`  ${f.message.split("\n").join("\n  ")}\n`);
      if (f.key !== undefined) ctx.out.write(`  ${f.key}: expected ${JSON.stringify(f.expected)}, actual ${JSON.stringify(f.actual)}\n`);
      for (const d of f.diagnostics ?? []) ctx.out.write(`  ${d.card ? `${d.card}: ` : ""}${d.code ?? ""} ${d.message}${d.span ? ` [${d.span[0]}, ${d.span[1]})` : ""}\n`);
    }
    for (const w of report.warnings) ctx.out.write(`  warning: ${w}\n`);
  }
  const total = loaded.length;
  ctx.out.write(`${total} scenario${total === 1 ? "" : "s"}: ${total - failed} passed, ${failed} failed${invalid ? ", some files invalid" : ""}\n`);
  await ctx.out.flush();
  return invalid ? 2 : failed ? 1 : 0;
}

export interface I18nOptions {
  /** Read translation records as JSON Lines (corpus-interface.md `i18n --jsonl`). */
  jsonl: boolean;
  /** `--input FILE` (may be gzip-compressed), `-` or undefined for standard input. */
  input?: string;
  /** Card files or directories whose translations to check, when not `--jsonl`. */
  files: string[];
}

/**
 * `oraclec i18n --jsonl` / `oraclec i18n FILE…`: compare translations with the
 * English. For `--jsonl`, `openInput(options.input)` and `lines()` from io.ts
 * give the input lines; write one JSON object per line through `ctx.out`.
 */
/**
 * `oraclec i18n`: checks Spanish and Portuguese texts against the English text they translate.
 * With `--jsonl`, one output line per input record (corpus-interface.md): `{name_en, lang, verdict,
 * differences}`; a record that cannot be checked gets `verdict: "unparsed"` with the reason, and the run
 * goes on (exit 0). With card files, every translation the files hold is checked and reported as text;
 * exit 1 when a translation does not match.
 */
export async function runI18n(ctx: CliContext, options: I18nOptions): Promise<number> {
  if (options.jsonl) {
    try {
      const input = await openInput(options.input, ctx.streams.stdin);
      for await (const line of lines(input)) {
        ctx.out.write(JSON.stringify(checkRecordLine(line)) + "\n");
        if (ctx.out.full) {
          await ctx.out.flush();
          if (ctx.out.closed) break;
        }
      }
    } catch (err) {
      await ctx.out.flush();
      if (err instanceof InputError) {
        if (err.kind === "notFound") ctx.error("OC4001", { file: err.file });
        else ctx.error("OC4002", { file: err.file, detail: err.message });
        return 2;
      }
      throw err;
    }
    await ctx.out.flush();
    return 0;
  }
  let status = 0;
  const cards: LoadedCard[] = [];
  for (const path of options.files.length ? options.files : ["cards"]) {
    try {
      if (!existsSync(path)) {
        ctx.error("OC4001", { file: path });
        status = 2;
      } else if (statSync(path).isDirectory()) cards.push(...loadCardDirectory(path));
      else cards.push(loadCardFile(path));
    } catch (err) {
      if (!(err instanceof CardSourceError)) throw err;
      ctx.errWrite(`${err.message}\n`);
      status = 2;
    }
  }
  for (const card of cards) {
    for (const lang of ["es", "pt"] as const) {
      const t = card.translations[lang];
      if (!t?.text) continue;
      const result = checkTranslation(
        { name_en: card.name, lang, name: t.name, type: t.type, text: t.text, en_printed_text: t.enPrintedText ?? card.text, en_printed_type: t.enPrintedType ?? card.type },
        lang,
      );
      ctx.out.write(`${card.file}: ${lang} ${result.verdict}\n`);
      for (const d of result.differences) ctx.out.write(`  ${d.severity ?? (result.verdict === "unparsed" ? "warning" : "error")} ${d.code}: ${d.message}\n`);
      // the canonical wording, when the translation differs from it in meaning or in wording
      if (result.suggestion !== undefined && result.differences.length) ctx.out.write(`  suggestion: ${result.suggestion.replace(/\n/g, "\n              ")}\n`);
      if (result.verdict === "mismatch" && status === 0) status = 1;
    }
  }
  await ctx.out.flush();
  return status;
}

/** One `i18n --jsonl` line: a translation record in, a verdict out; never throws. */
function checkRecordLine(line: string): Record<string, unknown> {
  let rec: unknown;
  try {
    rec = JSON.parse(line);
  } catch {
    return { name_en: null, lang: null, verdict: "unparsed", differences: [{ code: "record.json", message: "the line is not JSON" }] };
  }
  if (!rec || typeof rec !== "object" || Array.isArray(rec)) {
    return { name_en: null, lang: null, verdict: "unparsed", differences: [{ code: "record.shape", message: "the line is not a JSON object" }] };
  }
  const r = rec as Record<string, unknown>;
  const nameEn = typeof r.name_en === "string" ? r.name_en : typeof r.name === "string" ? r.name : null;
  const lang = typeof r.lang === "string" ? translationLang(r.lang) : undefined;
  if (!lang) {
    return { name_en: nameEn, lang: r.lang ?? null, verdict: "unparsed", differences: [{ code: "record.lang", message: "a translation record needs lang es or pt (pt-BR)" }] };
  }
  if (typeof r.text !== "string" || r.text.trim() === "") {
    return { name_en: nameEn, lang, verdict: "unparsed", differences: [{ code: "record.noText", message: "the record has no localized text" }] };
  }
  const str = (k: string): string | undefined => (typeof r[k] === "string" ? (r[k] as string) : undefined);
  return { ...checkTranslation({ name_en: nameEn ?? "", lang, name: str("name"), type: str("type"), text: r.text, en_printed_text: str("en_printed_text"), en_text: str("en_text"), en_printed_type: str("en_printed_type"), en_type: str("en_type") }, lang) };
}

