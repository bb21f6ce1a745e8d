/**
 * The `parse`, `check` and `render` commands, on card files and on JSON Lines.
 */
import type { Diagnostic, Lang } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import {
  codeFrame,
  formatDiagnostics,
  formatMessage,
  lineStarts,
  localizeDiagnostic,
  message,
  type MessageCode,
} from "../diagnostics/index.ts";
import { parseCard, predictionCacheInfo } from "../parser/index.ts";
import { localSelfReference, renderCardDetailed } from "../render/index.ts";
import { loadCards, type FileCard, type FileProblem } from "./cards.ts";
import type { CliContext } from "./context.ts";
import { InputError, lines, openInput } from "./io.ts";
import { BatchPool, recordHandler, type BatchJob, type HandledRecord } from "./batch.ts";

export interface BatchOptions {
  /** `--input FILE`; `-` or undefined: standard input. */
  input?: string;
  /** Default language of records that carry none. */
  lang: Lang;
  /** No summary line on standard error. */
  quiet: boolean;
  /**
   * Worker threads (`--jobs`); undefined, 0 or 1: every record on this thread. Each worker builds
   * its own parser and warms up its own compiled code (2–3 s of CPU over a whole corpus), so on a
   * 2-core machine workers are slower than one thread; they pay off with more cores.
   */
  jobs?: number;
}

// ---------------------------------------------------------------------------------------------
// Problems with files

function problemCode(p: FileProblem): MessageCode {
  switch (p.kind) {
    case "notFound":
      return "OC4001";
    case "unreadable":
      return "OC4002";
    case "invalid":
      return "OC4003";
    case "noTranslation":
      return "OC4007";
    case "empty":
      return "OC4017";
  }
}

/** Report problems on standard error; returns true when one of them makes the input unusable. */
function reportProblems(ctx: CliContext, problems: readonly FileProblem[], lang: Lang): boolean {
  let fatal = false;
  for (const p of problems) {
    const code = problemCode(p);
    const args = { file: p.file, detail: p.detail, name: p.name ?? "", lang };
    if (p.kind !== "noTranslation") fatal = true;
    if (p.line !== undefined && p.source !== undefined) {
      // A fault inside a card file: file:line:col and a code frame, like a diagnostic.
      const starts = lineStarts(p.source);
      const line = Math.min(p.line, starts.length);
      const offset = Math.min(starts[line - 1]! + (p.column ?? 1) - 1, p.source.length);
      const head = formatMessage(code, args, { locale: ctx.locale, color: ctx.colorErr, prefix: `${p.file}:${p.line}:${p.column ?? 1}` });
      ctx.errWrite(`${head}\n${codeFrame(p.source, offset, offset, { starts, color: ctx.colorErr })}\n`);
    } else if (p.kind === "invalid") {
      ctx.errWrite(formatMessage(code, args, { locale: ctx.locale, color: ctx.colorErr, prefix: p.file }) + "\n");
    } else {
      ctx.error(code, args);
    }
  }
  return fatal;
}

function parseFileCard(card: FileCard, lang: Lang): ParseResult {
  return parseCard(card.input, { lang });
}

function localized(ctx: CliContext, list: readonly Diagnostic[], text: string): Diagnostic[] {
  return ctx.locale === "en" ? [...list] : list.map((d) => localizeDiagnostic(d, ctx.locale, text));
}

// ---------------------------------------------------------------------------------------------
// Card files

export interface ParseFilesOptions {
  lang: Lang;
  /** One JSON object per line instead of pretty-printed JSON. */
  compact: boolean;
}

/** `parse FILE…`: the AST of each card as JSON (an object for one card, an array for several; `--compact`: JSON Lines). */
export async function parseFiles(ctx: CliContext, files: readonly string[], options: ParseFilesOptions): Promise<number> {
  const { cards, problems } = loadCards(files, options.lang);
  const fatal = reportProblems(ctx, problems, options.lang);
  const results = cards.map((card) => {
    const r = parseFileCard(card, options.lang);
    return { name: r.name, lang: r.lang, abilities: r.abilities, diagnostics: localized(ctx, r.diagnostics, card.input.text) };
  });
  if (options.compact) {
    for (const r of results) ctx.out.write(JSON.stringify(r) + "\n");
  } else if (results.length === 1) {
    ctx.out.write(JSON.stringify(results[0], null, 2) + "\n");
  } else if (results.length > 1 || !fatal) {
    ctx.out.write(JSON.stringify(results, null, 2) + "\n");
  }
  await ctx.out.flush();
  return fatal ? 2 : 0;
}

/** `check FILE…`: diagnostics as `file:line:col: severity CODE: message` with a code frame; 1 when any is an error. */
export async function checkFiles(ctx: CliContext, files: readonly string[], options: { lang: Lang; quiet: boolean }): Promise<number> {
  const { cards, problems } = loadCards(files, options.lang);
  const fatal = reportProblems(ctx, problems, options.lang);
  const counts = { error: 0, warning: 0, info: 0 };
  const starts = new Map<string, number[]>();
  for (const card of cards) {
    const r = parseFileCard(card, options.lang);
    if (r.diagnostics.length === 0) continue;
    for (const d of r.diagnostics) counts[d.severity]++;
    let s = starts.get(card.file);
    if (!s) starts.set(card.file, (s = lineStarts(card.source)));
    const text = formatDiagnostics(r.diagnostics, {
      file: card.file,
      source: card.source,
      starts: s,
      mapOffset: card.mapOffset,
      text: card.input.text,
      color: ctx.colorOut,
      locale: ctx.locale,
    });
    ctx.out.write(text + "\n\n");
    await ctx.out.flushIfFull();
  }
  if (!options.quiet && cards.length > 0) {
    const total = counts.error + counts.warning + counts.info;
    const summary =
      total === 0
        ? message("OC5005", { cards: cards.length }, ctx.locale)
        : message("OC5001", { cards: cards.length, errors: counts.error, warnings: counts.warning, infos: counts.info }, ctx.locale);
    ctx.out.write(summary + "\n");
  }
  await ctx.out.flush();
  if (fatal) return 2;
  return counts.error > 0 ? 1 : 0;
}

export interface RenderFilesOptions {
  /** Language to render in. */
  lang: Lang;
  /** Language of the text that is parsed (default en: the Oracle text). */
  from: Lang;
  /** JSON Lines `{name, lang, text}` instead of plain text. */
  json: boolean;
}

/** `render FILE… --lang L`: the canonical wording of each card in language L. */
export async function renderFiles(ctx: CliContext, files: readonly string[], options: RenderFilesOptions): Promise<number> {
  const { cards, problems } = loadCards(files, options.from);
  const fatal = reportProblems(ctx, problems, options.from);
  // the card's own name in the target language, when the file holds that translation ("el Choque")
  const localNames = new Map<string, string>();
  if (options.lang !== "en" && options.lang !== options.from) {
    for (const c of loadCards(files, options.lang).cards) localNames.set(c.file, localSelfReference(c.input.name, c.input.text));
  }
  let failed = false;
  cards.forEach((card, i) => {
    const r = parseFileCard(card, options.from);
    let text: string;
    try {
      const rendered = renderCardDetailed(r, options.lang, { localName: localNames.get(card.file) });
      text = rendered.text;
      // a node the renderer cannot print yet is a visible marker in the text and a warning here
      for (const g of rendered.gaps) ctx.error("OC4020", { card: `${card.file}: ${card.input.name}`, lang: options.lang, what: g.field ? `${g.kind}.${g.field}` : g.kind });
    } catch (err) {
      failed = true;
      ctx.error("OC4018", { detail: `${card.file}: ${err instanceof Error ? err.message : String(err)}` });
      return;
    }
    if (options.json) ctx.out.write(JSON.stringify({ name: r.name, lang: options.lang, text }) + "\n");
    else if (cards.length === 1) ctx.out.write(text + "\n");
    else ctx.out.write(`${i > 0 ? "\n" : ""}# ${card.input.name} (${card.file})\n${text}\n`);
  });
  await ctx.out.flush();
  return fatal || failed ? 2 : 0;
}

// ---------------------------------------------------------------------------------------------
// JSON Lines

interface Tally {
  records: number;
  usable: number;
  full: number;
  /** Records with an error diagnostic (check). */
  errors: number;
}

/** Records sent to a worker at a time, and chunks in flight per worker (bounds memory, keeps workers busy). */
const CHUNK = 256;
const IN_FLIGHT = 3;

/**
 * Reads the records, handles them (on `jobs` worker threads when asked for two or more, ./batch.ts)
 * and writes one output line per record, in input order; returns the exit status (2: unreadable
 * input) and the tally.
 */
async function runBatch(ctx: CliContext, options: BatchOptions, job: BatchJob, summary: (t: Tally) => string): Promise<{ status: number; tally: Tally }> {
  const tally: Tally = { records: 0, usable: 0, full: 0, errors: 0 };
  const progress = !options.quiet && ctx.streams.stderr.isTTY === true;
  const handle = recordHandler(job);
  const jobs = options.jobs ?? 0;
  let pool: BatchPool | undefined;
  const pending: Promise<HandledRecord[]>[] = [];
  let chunk: string[] = [];
  let chunkFirst = 0;
  let closed = false;
  const emit = async (r: HandledRecord): Promise<void> => {
    tally.records++;
    if (r.usable) tally.usable++;
    if (r.full) tally.full++;
    if (r.error) tally.errors++;
    ctx.out.write(r.line + "\n");
    if (ctx.out.full) {
      await ctx.out.flush();
      if (ctx.out.closed) closed = true;
    }
    if (progress && tally.records % 1000 === 0) ctx.errWrite(`\r${message("OC5004", { count: tally.records }, ctx.locale)}`);
  };
  const drainOne = async (): Promise<void> => {
    for (const r of await pending.shift()!) if (!closed) await emit(r);
  };
  const sendChunk = (): void => {
    const p = pool!.run(chunkFirst, chunk);
    p.catch(() => {}); // awaited in order by drainOne; a failure is reported there
    pending.push(p);
    chunk = [];
  };
  try {
    const input = await openInput(options.input, ctx.streams.stdin);
    let lineNo = 0;
    for await (const line of lines(input)) {
      lineNo++;
      if (jobs < 2) {
        await emit(handle(line, lineNo));
      } else {
        pool ??= new BatchPool(jobs, job, predictionCacheInfo().dir);
        if (chunk.length === 0) chunkFirst = lineNo;
        chunk.push(line);
        if (chunk.length >= CHUNK) sendChunk();
        while (pending.length >= jobs * IN_FLIGHT) await drainOne();
      }
      if (closed) break;
    }
    if (pool !== undefined && chunk.length > 0 && !closed) sendChunk();
    while (pending.length > 0 && !closed) await drainOne();
  } catch (err) {
    await ctx.out.flush();
    if (progress) ctx.errWrite("\r\x1b[K");
    if (err instanceof InputError) {
      if (err.kind === "notFound") ctx.error("OC4001", { file: err.file });
      else if (err.kind === "gzip") ctx.error("OC4008", { file: err.file, detail: err.message });
      else ctx.error("OC4002", { file: err.file, detail: err.message });
      return { status: 2, tally };
    }
    throw err;
  } finally {
    await pool?.close();
  }
  await ctx.out.flush();
  if (progress) ctx.errWrite("\r\x1b[K");
  if (!options.quiet) ctx.errWrite(summary(tally) + "\n");
  return { status: 0, tally };
}

function share(part: number, whole: number): string {
  return whole === 0 ? "0%" : `${((100 * part) / whole).toFixed(1)}%`;
}

/** `parse --jsonl`: exit 0 whatever the records held, 2 when the input cannot be read. */
export async function parseJsonl(ctx: CliContext, options: BatchOptions): Promise<number> {
  const job: BatchJob = { command: "parse", lang: options.lang, locale: ctx.locale };
  const { status } = await runBatch(ctx, options, job, (t) =>
    message("OC5002", { records: t.records, full: t.full, share: share(t.full, t.records), failed: t.records - t.usable }, ctx.locale),
  );
  return status;
}

/** `check --jsonl`: `{name, lang, diagnostics}` per record; exit 1 when any record has an error diagnostic. */
export async function checkJsonl(ctx: CliContext, options: BatchOptions): Promise<number> {
  const job: BatchJob = { command: "check", lang: options.lang, locale: ctx.locale };
  const { status, tally } = await runBatch(ctx, options, job, (t) =>
    message("OC5002", { records: t.records, full: t.full, share: share(t.full, t.records), failed: t.records - t.usable }, ctx.locale),
  );
  return status !== 0 ? status : tally.errors > 0 ? 1 : 0;
}

/** `render --jsonl --lang L`: parse output lines → `{name, lang, text}`. */
export async function renderJsonl(ctx: CliContext, options: BatchOptions): Promise<number> {
  const job: BatchJob = { command: "render", lang: options.lang, locale: ctx.locale };
  const { status } = await runBatch(ctx, options, job, (t) => message("OC5003", { records: t.records, failed: t.records - t.usable }, ctx.locale));
  return status;
}
