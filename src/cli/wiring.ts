/**
 * Wiring points of the commands that other parts of the project implement.
 * The CLI registers and documents them (see program.ts); each function below
 * is what the command runs, and returns the exit status. Replace the bodies
 * when the compiler, the scenario runner and the translation checker land.
 */
import type { Lang } from "../ast/base.ts";
import type { CliContext } from "./context.ts";

export interface CompileOptions {
  /** Card files or directories (default `cards`). */
  paths: string[];
  /** Output directory for the generated handler modules (default `generated`). */
  out: string;
  lang: Lang;
}

/** `oraclec compile [PATH…] --out DIR`: card files → TypeScript handler modules. Exit 0 ok, 1 compile errors, 2 bad input. */
export async function runCompile(ctx: CliContext, options: CompileOptions): Promise<number> {
  void options;
  return notImplemented(ctx, "compile");
}

export interface ScenarioOptions {
  files: string[];
}

/** `oraclec scenario FILE…` (scenarios.md): exit 0 when every file passed, 1 when any failed, 2 when a file is not a valid scenario. */
export async function runScenario(ctx: CliContext, options: ScenarioOptions): Promise<number> {
  void options;
  return notImplemented(ctx, "scenario");
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
export async function runI18n(ctx: CliContext, options: I18nOptions): Promise<number> {
  void options;
  return notImplemented(ctx, "i18n");
}

function notImplemented(ctx: CliContext, command: string): number {
  ctx.error("OC4004", { command });
  return 2;
}
