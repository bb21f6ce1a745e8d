/**
 * Human-readable diagnostics, in the style of compilers:
 *
 *     cards/zorp.yaml:4:3: warning OC1001: Could not read these words: Zorp the blivet frobnicates.
 *       3 | text: |
 *     > 4 |   Zorp the blivet frobnicates.
 *         |   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^
 *
 * Lines and columns are 1-based; columns count UTF-16 code units, like the spans.
 */
import { styleText } from "node:util";
import { codeFrameColumns } from "@babel/code-frame";
import type { Diagnostic, Severity } from "../ast/base.ts";
import { getDefaultLocale, localizeDiagnostic, message, type MessageArgs } from "./create.ts";
import { MESSAGES, SEVERITY_WORDS, type Locale, type MessageCode } from "./messages.ts";

export interface LineColumn {
  /** 1-based line. */
  line: number;
  /** 1-based column, in UTF-16 code units. */
  column: number;
}

/** Offsets at which each line of `text` starts (a line ends at `\n`; `\r\n` keeps its `\r` on the line). */
export function lineStarts(text: string): number[] {
  const starts = [0];
  let i = text.indexOf("\n");
  while (i !== -1) {
    starts.push(i + 1);
    i = text.indexOf("\n", i + 1);
  }
  return starts;
}

/** The line and column of a UTF-16 offset, given the text's `lineStarts`. Offsets are clamped to the text. */
export function offsetToLineColumn(starts: readonly number[], offset: number): LineColumn {
  const off = Math.max(0, offset);
  let lo = 0;
  let hi = starts.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (starts[mid]! <= off) lo = mid;
    else hi = mid - 1;
  }
  return { line: lo + 1, column: off - starts[lo]! + 1 };
}

/** Whether to colour output written to `stream`: only a TTY, and only when NO_COLOR is unset or empty. */
export function useColor(stream: { isTTY?: boolean } = process.stdout, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}

type Style = Parameters<typeof styleText>[0];

function paint(color: boolean, style: Style, text: string): string {
  return color ? styleText(style, text, { validateStream: false }) : text;
}

const SEVERITY_STYLE: Record<Severity, Style> = { error: ["red", "bold"], warning: ["yellow", "bold"], info: ["cyan", "bold"] };

export interface FormatOptions {
  /** Name shown before `line:col` (a path). Default `<input>`. */
  file?: string;
  /** The text the (mapped) offsets point into, and the code frame shows. */
  source: string;
  /** Maps an offset of the diagnostic's span to an offset in `source` (e.g. card text → YAML file). Default: identity. */
  mapOffset?: (offset: number) => number;
  /** `lineStarts(source)`, when the caller already has it. */
  starts?: readonly number[];
  /** The card text the spans are offsets into (fills `{text}` when re-localizing). Default: `source` if there is no `mapOffset`. */
  text?: string;
  /** Colour the output (see `useColor`). Default false. */
  color?: boolean;
  /** Language of the message. Default: the default locale. */
  locale?: Locale;
  /** Show the code frame under the header line. Default true. */
  frame?: boolean;
  linesAbove?: number;
  linesBelow?: number;
}

/** The code frame of `source` with carets under [start, end) (offsets into `source`). */
export function codeFrame(
  source: string,
  start: number,
  end: number,
  options: { starts?: readonly number[]; color?: boolean; linesAbove?: number; linesBelow?: number } = {},
): string {
  const starts = options.starts ?? lineStarts(source);
  const s = Math.min(Math.max(0, start), source.length);
  let e = Math.min(Math.max(s, end), source.length);
  // A span that ends right after a line break marks the line it covers, not the next one.
  if (e > s && source[e - 1] === "\n") e--;
  const from = offsetToLineColumn(starts, s);
  const to = offsetToLineColumn(starts, e);
  const frame = codeFrameColumns(
    source,
    { start: from, end: to },
    { highlightCode: false, linesAbove: options.linesAbove ?? 1, linesBelow: options.linesBelow ?? 1 },
  );
  if (!options.color) return frame;
  return frame
    .split("\n")
    .map((line) => {
      const marker = /^(\s+\|\s*)(\^+)$/.exec(line);
      if (marker) return paint(true, "gray", marker[1]!) + paint(true, ["red", "bold"], marker[2]!);
      const current = /^>( *\d+ \|)(.*)$/.exec(line);
      if (current) return paint(true, ["red", "bold"], ">") + paint(true, "gray", current[1]!) + current[2]!;
      const other = /^( +\d+ \|)(.*)$/.exec(line);
      if (other) return paint(true, "gray", other[1]!) + other[2]!;
      return line;
    })
    .join("\n");
}

/** `file:line:col: severity CODE: message`, then the code frame under the offending words. */
export function formatDiagnostic(d: Diagnostic, options: FormatOptions): string {
  const locale = options.locale ?? getDefaultLocale();
  const color = options.color ?? false;
  const map = options.mapOffset ?? ((o: number) => o);
  const starts = options.starts ?? lineStarts(options.source);
  const text = options.text ?? (options.mapOffset ? undefined : options.source);
  const shown = localizeDiagnostic(d, locale, text);
  const start = map(d.span[0]);
  const end = d.span[1] <= d.span[0] ? start : map(d.span[1]);
  const at = offsetToLineColumn(starts, Math.min(start, options.source.length));
  const where = `${options.file ?? "<input>"}:${at.line}:${at.column}`;
  const severity = SEVERITY_WORDS[locale][shown.severity];
  const rule = shown.rule ? paint(color, "gray", ` [${shown.rule}]`) : "";
  let out =
    `${paint(color, "bold", where)}: ${paint(color, SEVERITY_STYLE[shown.severity], severity)} ` +
    `${paint(color, "gray", shown.code)}: ${shown.message}${rule}`;
  if (options.frame !== false) {
    out += "\n" + codeFrame(options.source, start, end, { starts, color, linesAbove: options.linesAbove, linesBelow: options.linesBelow });
  }
  return out;
}

/** Several diagnostics of the same source, in span order, separated by blank lines. */
export function formatDiagnostics(list: readonly Diagnostic[], options: FormatOptions): string {
  const starts = options.starts ?? lineStarts(options.source);
  return [...list]
    .sort((a, b) => a.span[0] - b.span[0] || a.span[1] - b.span[1])
    .map((d) => formatDiagnostic(d, { ...options, starts }))
    .join("\n\n");
}

/** A message of the CLI itself: `oraclec: severity CODE: message`. */
export function formatMessage(
  code: MessageCode,
  args: MessageArgs = {},
  options: { locale?: Locale; color?: boolean; prefix?: string } = {},
): string {
  const locale = options.locale ?? getDefaultLocale();
  const color = options.color ?? false;
  const severity = MESSAGES[code].severity;
  const prefix = options.prefix ?? "oraclec";
  const head = severity === "info" ? "" : `${paint(color, SEVERITY_STYLE[severity], SEVERITY_WORDS[locale][severity])} ${paint(color, "gray", code)}: `;
  return `${prefix ? prefix + ": " : ""}${head}${message(code, args, locale)}`;
}
