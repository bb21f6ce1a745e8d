/**
 * Entry of the `oraclec` command (imported by bin/oraclec.js): runs the
 * command line on this process and sets the exit status. Everything else is
 * in program.ts, which can be used without side effects.
 */
import { runCli } from "./program.ts";
import { predictionCacheInfo, savePredictionCache, usePredictionCache } from "../parser/index.ts";

// What the parser's prediction learns is kept between runs (src/parser/cache.ts), unless
// ORACLEC_CACHE=off; ORACLEC_CACHE_DIR chooses where.
const cache = process.env.ORACLEC_CACHE !== "off";
if (cache) {
  usePredictionCache(process.env.ORACLEC_CACHE_DIR || undefined);
  // the code generator's worker threads read it too (src/emit/worker.ts)
  process.env.ORACLEC_CACHE_DIR = predictionCacheInfo().dir ?? "";
}
process.exitCode = await runCli(process.argv, { stdin: process.stdin, stdout: process.stdout, stderr: process.stderr, env: process.env });
if (cache) savePredictionCache();
