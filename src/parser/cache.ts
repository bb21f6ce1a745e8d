/**
 * The prediction cache: what adaptive prediction (./prediction.ts) has learnt about the grammar,
 * kept on disk between runs.
 *
 * A cold process builds its prediction DFAs as it meets new token sequences; over the whole corpus
 * that costs about three times the parsing itself. The DFAs depend only on the grammar and its
 * tokens, never on the cards that taught them (a card parses the same whatever was parsed before),
 * so a snapshot saved by one run makes the next run predict the same, at once. The file is named by
 * a hash of everything prediction depends on (`describeForPrediction`): after a grammar change the
 * old file no longer matches and is removed, and the cache fills again.
 *
 * File layout: 8 bytes "ORCLPRD2", then the snapshot's numbers (float64 in the machine's byte
 * order). Files are replaced by renaming a complete new file, so a reader never sees half of one;
 * a file that is damaged anyway is caught by the snapshot's own structure (counts, indices, its
 * exact length) and ignored, as is a file of another grammar.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { OracleGrammar } from "./grammar.ts";

const MAGIC = Buffer.from("ORCLPRD2", "latin1");
const HEADER = MAGIC.length;
/** How many files of other grammars of a language stay besides the current one. */
const KEEP_OTHERS = 3;

/**
 * Where the cache lives unless told otherwise: `node_modules/.cache/oraclec` of the project (as
 * other tools keep theirs), or the system's temporary directory when the package has no
 * node_modules of its own (installed as a dependency).
 */
export function defaultCacheDir(): string {
  const modules = fileURLToPath(new URL("../../node_modules/", import.meta.url));
  return existsSync(modules) ? join(modules, ".cache", "oraclec") : join(tmpdir(), "oraclec-cache");
}

const fingerprints = new WeakMap<OracleGrammar, string>();
function fingerprint(grammar: OracleGrammar): string {
  let f = fingerprints.get(grammar);
  if (f === undefined) {
    f = createHash("sha256").update(grammar.describeForPrediction()).digest("hex").slice(0, 20);
    fingerprints.set(grammar, f);
  }
  return f;
}

function fileName(lang: string, grammar: OracleGrammar): string {
  return `predictions-${lang}-${fingerprint(grammar)}.bin`;
}

/** How many DFA states each grammar had when its snapshot was read or written. */
const known = new WeakMap<OracleGrammar, number>();

/**
 * Reads the snapshot for this grammar into its (fresh) prediction engine. False when there is
 * none, it does not fit, or it is damaged; the grammar then learns as usual.
 */
export function loadPredictions(grammar: OracleGrammar, lang: string, dir: string): boolean {
  let buf: Buffer;
  try {
    buf = readFileSync(join(dir, fileName(lang, grammar)));
  } catch {
    return false;
  }
  if (buf.length < HEADER || (buf.length - HEADER) % 8 !== 0 || !buf.subarray(0, MAGIC.length).equals(MAGIC)) return false;
  const count = (buf.length - HEADER) / 8;
  let numbers: Float64Array;
  if ((buf.byteOffset + HEADER) % 8 === 0) numbers = new Float64Array(buf.buffer, buf.byteOffset + HEADER, count);
  else Buffer.from((numbers = new Float64Array(count)).buffer).set(buf.subarray(HEADER));
  const ok = grammar.prediction.restore(numbers);
  if (ok) known.set(grammar, grammar.prediction.learnt);
  return ok;
}

/**
 * Writes this grammar's snapshot when it has learnt enough since it was read or last written
 * (at least `minNew` new DFA states), replacing the file atomically and removing the files of
 * other grammars of the same language but the newest few. Returns whether it wrote; never throws (a cache that
 * cannot be written is only slower).
 */
export function savePredictions(grammar: OracleGrammar, lang: string, dir: string, minNew = 1): boolean {
  const engine = grammar.prediction;
  if (engine.learnt - (known.get(grammar) ?? 0) < minNew) return false;
  try {
    mkdirSync(dir, { recursive: true });
    const numbers = engine.snapshot();
    const payload = Buffer.from(numbers.buffer, numbers.byteOffset, numbers.byteLength);
    const name = fileName(lang, grammar);
    // another process (a worker thread of the same run, a parallel run) may have saved more
    // meanwhile: a snapshot only grows as prediction learns, so a larger file is not replaced
    if (sizeOf(join(dir, name)) > MAGIC.length + payload.length) return false;
    const tmp = join(dir, `${name}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`);
    writeFileSync(tmp, Buffer.concat([MAGIC, payload]));
    renameSync(tmp, join(dir, name));
    known.set(grammar, engine.learnt);
    // other grammars' files of this language (older versions, other checkouts sharing the
    // directory): the newest few stay
    const others = readdirSync(dir)
      .filter((f) => f.startsWith(`predictions-${lang}-`) && f.endsWith(".bin") && f !== name)
      .map((f) => ({ f, t: statSync(join(dir, f)).mtimeMs }))
      .sort((x, y) => y.t - x.t);
    for (const { f } of others.slice(KEEP_OTHERS)) rmSync(join(dir, f), { force: true });
    return true;
  } catch {
    return false;
  }
}

function sizeOf(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}
