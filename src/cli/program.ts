/**
 * The `oraclec` command line: commands, options, help, exit statuses.
 *
 * Exit status: 0 ok; 1 `check` found errors, or a scenario failed; 2 unusable
 * arguments or unreadable input.
 */
import { readFileSync } from "node:fs";
import { Command, CommanderError, InvalidArgumentError, Option } from "commander";
import type { Lang } from "../ast/base.ts";
import { detectLocale, setDefaultLocale, toLocale, type Locale, type MessageArgs, type MessageCode } from "../diagnostics/index.ts";
import { checkFiles, checkJsonl, parseFiles, parseJsonl, renderFiles, renderJsonl } from "./commands.ts";
import { makeContext, type CliContext, type CliStreams } from "./context.ts";
// compile, scenario and i18n load the code generator (ts-morph, prettier) and the runtime: only when run
const wiring = () => import("./wiring.ts");

const LANGS: readonly Lang[] = ["en", "es", "pt"];

export function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version?: string };
    return pkg.version ?? "0.0.0";
  } catch {
    return "0.0.0";
  }
}

function langArg(value: string): Lang {
  const lang = toLocale(value);
  if (lang === undefined) throw new InvalidArgumentError(`use ${LANGS.join(", ")}`);
  return lang;
}

/** Where the locale comes from before commander has parsed anything: `--locale X` / `--locale=X`, else the environment. */
export function localeFromArgs(args: readonly string[], env: NodeJS.ProcessEnv): Locale {
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (a === "--") break;
    const value = a === "--locale" ? args[i + 1] : a.startsWith("--locale=") ? a.slice("--locale=".length) : undefined;
    const locale = toLocale(value);
    if (locale) return locale;
  }
  return detectLocale(env);
}

const EXIT_HELP = `
Exit status:
  0  success
  1  check found errors, or a scenario failed
  2  unusable arguments or unreadable input

Environment:
  LC_ALL, LC_MESSAGES, LANG  language of messages when --locale is not given (es…, pt…, else English)
  NO_COLOR                   no colour, even on a terminal
  ORACLEC_CACHE=off          do not keep what the parser learns between runs (a cold run is slower, results are the same)
  ORACLEC_CACHE_DIR          where to keep it (default node_modules/.cache/oraclec, else the system's temporary directory)

Examples:
  oraclec check cards/
  oraclec parse cards/shock.yaml
  oraclec parse --jsonl --input ../shared/corpus/cards.en.jsonl.gz > parsed.jsonl
  zcat cards.en.jsonl.gz | oraclec parse --jsonl | oraclec render --jsonl --lang es
`;

interface Outcome {
  status: number;
}

function jsonlInputOptions(cmd: Command): Command {
  return cmd
    .option("--jsonl", "read JSON Lines records from standard input (or --input) and write one JSON line per record")
    .option("--input <file>", "read the JSON Lines from FILE instead of standard input (gzip is detected; implies --jsonl)")
    .option("-q, --quiet", "no summary line on standard error")
    .option("-j, --jobs <n>", "JSON Lines: worker threads handling the records (default 0: this thread; each worker has its own parser, so this pays off on machines with more than 2 cores)", jobsArg);
}

function jobsArg(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 64) throw new InvalidArgumentError("use a whole number from 0 to 64");
  return n;
}

/** Files, `--jsonl`, `-` and `--input` → which mode, or a usage error. */
function batchMode(
  files: string[],
  opts: { jsonl?: boolean; input?: string },
): { mode: "jsonl"; input?: string } | { mode: "files"; files: string[] } | { mode: "error"; code: MessageCode } {
  const dash = files.length === 1 && files[0] === "-";
  const jsonl = opts.jsonl === true || opts.input !== undefined || dash;
  if (jsonl && files.length > 0 && !dash) return { mode: "error", code: "OC4009" };
  if (jsonl) return { mode: "jsonl", input: opts.input ?? "-" };
  if (files.length === 0) return { mode: "error", code: "OC4005" };
  return { mode: "files", files };
}

export function buildProgram(getCtx: () => CliContext, outcome: Outcome): Command {
  const program = new Command();
  program
    .name("oraclec")
    .description(
      "A compiler for the rules text of Magic: The Gathering cards (English, Spanish, Portuguese):\n" +
        "card text → language-neutral AST → TypeScript handler modules.",
    )
    .version(packageVersion(), "-V, --version", "print the version")
    .helpOption("-h, --help", "show help")
    .addOption(new Option("--locale <locale>", "language of messages").choices(LANGS))
    .option("--no-color", "no colour, even on a terminal")
    .showSuggestionAfterError(true)
    .addHelpText("after", EXIT_HELP)
    .exitOverride()
    .configureOutput({
      // Errors are printed by runCli from the message catalogue.
      outputError: () => {},
    });

  const done = (status: number): void => {
    outcome.status = status;
  };

  jsonlInputOptions(
    program
      .command("parse")
      .description("parse card files and print the AST as JSON; with --jsonl, parse card records (corpus-interface.md)")
      .argument("[files...]", "card files (YAML) or directories of card files; - for JSON Lines on standard input")
      .addOption(new Option("--lang <lang>", "language: of the card files' text (a translation), or of records without lang").argParser(langArg))
      .option("--compact", "one JSON object per line (JSON Lines) instead of pretty-printed JSON"),
  ).action(async (files: string[], opts: { lang?: Lang; jsonl?: boolean; input?: string; compact?: boolean; quiet?: boolean; jobs?: number }) => {
    const ctx = getCtx();
    const m = batchMode(files, opts);
    if (m.mode === "error") return done(usage(ctx, m.code));
    if (m.mode === "jsonl") return done(await parseJsonl(ctx, { input: m.input, lang: opts.lang ?? "en", quiet: opts.quiet === true, jobs: opts.jobs }));
    done(await parseFiles(ctx, m.files, { lang: opts.lang ?? "en", compact: opts.compact === true }));
  });

  jsonlInputOptions(
    program
      .command("check")
      .description("report the diagnostics of card files (file:line:col with a code frame); exit 1 when any is an error")
      .argument("[files...]", "card files (YAML) or directories of card files; - for JSON Lines on standard input")
      .addOption(new Option("--lang <lang>", "check this translation of the card files (default en: the Oracle text)").argParser(langArg)),
  ).action(async (files: string[], opts: { lang?: Lang; jsonl?: boolean; input?: string; quiet?: boolean; jobs?: number }) => {
    const ctx = getCtx();
    const m = batchMode(files, opts);
    if (m.mode === "error") return done(usage(ctx, m.code));
    if (m.mode === "jsonl") return done(await checkJsonl(ctx, { input: m.input, lang: opts.lang ?? "en", quiet: opts.quiet === true, jobs: opts.jobs }));
    done(await checkFiles(ctx, m.files, { lang: opts.lang ?? "en", quiet: opts.quiet === true }));
  });

  jsonlInputOptions(
    program
      .command("render")
      .description("print the canonical wording of card files in a language; with --jsonl, render parse output lines")
      .argument("[files...]", "card files (YAML) or directories of card files; - for JSON Lines on standard input")
      .addOption(new Option("--lang <lang>", "language to render in").argParser(langArg).makeOptionMandatory())
      .addOption(new Option("--from <lang>", "language of the card files' text to parse (default en: the Oracle text)").argParser(langArg))
      .option("--json", "print {name, lang, text} JSON Lines instead of plain text"),
  ).action(async (files: string[], opts: { lang: Lang; from?: Lang; json?: boolean; jsonl?: boolean; input?: string; quiet?: boolean; jobs?: number }) => {
    const ctx = getCtx();
    const m = batchMode(files, opts);
    if (m.mode === "error") return done(usage(ctx, m.code));
    if (m.mode === "jsonl") return done(await renderJsonl(ctx, { input: m.input, lang: opts.lang, quiet: opts.quiet === true, jobs: opts.jobs }));
    done(await renderFiles(ctx, m.files, { lang: opts.lang, from: opts.from ?? "en", json: opts.json === true }));
  });

  program
    .command("compile")
    .description("compile card files to TypeScript handler modules for the rules runtime")
    .argument("[paths...]", "card files or directories, or JSON Lines files (*.jsonl, *.jsonl.gz; - for standard input)", ["cards"])
    .option("--out <dir>", "output directory", "generated")
    .option("--jsonl", "compile the JSON Lines card records of standard input (or --input), corpus-interface.md")
    .option("--input <file>", "compile the JSON Lines card records of FILE (gzip is detected; implies --jsonl)")
    .addOption(new Option("--lang <lang>", "language of the text to compile").argParser(langArg).default("en"))
    .action(async (paths: string[], opts: { out: string; lang: Lang; jsonl?: boolean; input?: string }) => {
      // --jsonl / --input: the records instead of the default card directory; other paths given too are compiled as well
      const records = opts.input !== undefined ? [opts.input] : opts.jsonl ? ["-"] : [];
      const given = records.length && paths.length === 1 && paths[0] === "cards" ? [] : paths;
      done(await (await wiring()).runCompile(getCtx(), { paths: [...given, ...records], out: opts.out, lang: opts.lang }));
    });

  program
    .command("scenario")
    .description("run scenario files on the rules runtime (scenarios.md); exit 1 when one fails")
    .argument("<files...>", "scenario files (YAML)")
    .action(async (files: string[]) => {
      done(await (await wiring()).runScenario(getCtx(), { files }));
    });

  jsonlInputOptions(
    program
      .command("i18n")
      .description("check translations against the English text (corpus-interface.md); exit 1 on a mismatch in card files")
      .argument("[files...]", "card files or directories whose translations to check"),
  ).action(async (files: string[], opts: { jsonl?: boolean; input?: string }) => {
    done(await (await wiring()).runI18n(getCtx(), { files, jsonl: opts.jsonl === true || opts.input !== undefined, input: opts.input }));
  });

  return program;
}

function usage(ctx: CliContext, code: MessageCode): number {
  ctx.error(code);
  return 2;
}

/** The commander error's quoted word (`'--bogus'`), if any. */
function quoted(text: string): string | undefined {
  return /'([^']+)'/.exec(text)?.[1];
}

/** A commander error as a catalogue message. */
export function commanderMessage(err: CommanderError): { code: MessageCode; args: MessageArgs } {
  const text = err.message.replace(/^error: /, "");
  const first = text.split("\n")[0]!;
  const hint = text.includes("\n") ? " " + text.split("\n").slice(1).join(" ").trim() : "";
  switch (err.code) {
    case "commander.unknownOption":
      return { code: "OC4010", args: { option: (quoted(first) ?? first) + hint } };
    case "commander.unknownCommand":
      return { code: "OC4011", args: { command: (quoted(first) ?? first) + hint } };
    case "commander.missingArgument":
      return { code: "OC4012", args: { argument: quoted(first) ?? first } };
    case "commander.optionMissingArgument":
    case "commander.missingMandatoryOptionValue":
      return { code: "OC4013", args: { option: quoted(first) ?? first } };
    case "commander.invalidArgument": {
      const option = quoted(first) ?? "";
      return { code: "OC4014", args: { option, detail: first.replace(/^.*?is invalid\.\s*/, "") || first } };
    }
    case "commander.excessArguments":
      return { code: "OC4015", args: { detail: first } };
    default:
      return { code: "OC4016", args: { detail: first } };
  }
}

/** Run the command line; resolves to the exit status. */
export async function runCli(argv: readonly string[], streams: CliStreams): Promise<number> {
  const args = argv.slice(2);
  const locale = localeFromArgs(args, streams.env);
  setDefaultLocale(locale);
  let ctx: CliContext | undefined;
  const outcome: Outcome = { status: 0 };
  const program = buildProgram(() => {
    if (!ctx) {
      const opts = program.opts<{ color?: boolean; locale?: Locale }>();
      ctx = makeContext(streams, opts.locale ?? locale, opts.color !== false);
    }
    return ctx;
  }, outcome);
  program.configureOutput({
    writeOut: (s) => streams.stdout.write(s),
    writeErr: (s) => streams.stderr.write(s),
    outputError: () => {},
  });
  try {
    await program.parseAsync(argv as string[]);
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.code === "commander.helpDisplayed" || err.code === "commander.version") return 0;
      // `oraclec` alone: help was shown on standard error.
      if (err.code === "commander.help") return err.exitCode === 0 ? 0 : 2;
      const c = ctx ?? makeContext(streams, locale, !args.includes("--no-color"));
      const m = commanderMessage(err);
      c.error(m.code, m.args);
      return 2;
    }
    const c = ctx ?? makeContext(streams, locale, false);
    c.error("OC4018", { detail: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return 2;
  }
  return outcome.status;
}
