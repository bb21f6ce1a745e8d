/**
 * Entry of the `oraclec` command (imported by bin/oraclec.js): runs the
 * command line on this process and sets the exit status. Everything else is
 * in program.ts, which can be used without side effects.
 */
import { runCli } from "./program.ts";

process.exitCode = await runCli(process.argv, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
