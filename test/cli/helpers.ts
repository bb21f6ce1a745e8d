/** Running the `oraclec` command as a child process, the way users run it. */
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const NODE = `${ROOT}node_modules/.bin/node`;
export const BIN = `${ROOT}bin/oraclec.js`;
export const FIXTURES = fileURLToPath(new URL("./fixtures/", import.meta.url));

export interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** A run that takes longer has hung (the fixtures are a few cards). */
const TIMEOUT_MS = 60_000;

/** Run `oraclec ARGS` in the project root with a neutral environment (English, no colour forced). */
export function oraclec(args: string[], options: { input?: string | Buffer; env?: Record<string, string> } = {}): RunResult {
  const env: NodeJS.ProcessEnv = { ...process.env, LANG: "C", LC_ALL: "", LC_MESSAGES: "", NO_COLOR: "", FORCE_COLOR: "" };
  Object.assign(env, options.env ?? {});
  const r = spawnSync(NODE, [BIN, ...args], {
    cwd: ROOT,
    input: options.input ?? "",
    env,
    encoding: "utf8",
    maxBuffer: 64 << 20,
    timeout: TIMEOUT_MS,
    killSignal: "SIGKILL",
  });
  if (r.error) {
    const code = (r.error as NodeJS.ErrnoException).code;
    throw new Error(code === "ETIMEDOUT" ? `oraclec ${args.join(" ")} did not finish in ${TIMEOUT_MS / 1000} s` : r.error.message);
  }
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The non-empty lines of a text. */
export function outputLines(text: string): string[] {
  return text.split("\n").filter((l) => l !== "");
}

export const ESC = "\u001b[";
