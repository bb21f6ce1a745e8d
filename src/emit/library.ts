/**
 * Compiling many cards into an output directory: one module per card plus
 * `index.ts`, written incrementally (a file is rewritten only when its content
 * hash changed), formatted by prettier in batches; with a `LibraryCache`, unchanged
 * cards are not generated again (a one-card edit recompiles that card only).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { ParseResult } from "../ast/nodes.ts";
import type { CardFace } from "./characteristics.ts";
import { BANNER, formatModule, formatModules, type GeneratedCard, generateCard } from "./module.ts";
import { generateBatch, WORKER_MARK, type WorkerOutcome, type WorkerRequest, type WorkerResponse } from "./worker.ts";

export interface LibraryCard {
  face: CardFace;
  parsed?: ParseResult;
  /** Where it came from, for messages (`cards/shock.yaml`, `line 12`). */
  origin: string;
}

export interface CompiledLibraryCard extends GeneratedCard {
  origin: string;
}

export interface LibrarySummary {
  cards: number;
  compiled: number;
  refused: number;
  /** Refusal reasons (message with the card's words elided) → number of cards. */
  reasons: Map<string, number>;
  written: string[];
  unchanged: number;
  removed: string[];
  /** Cards whose generation failed with an internal error. */
  failed: { origin: string; message: string }[];
  results: CompiledLibraryCard[];
}

const hash = (s: string): string => createHash("sha256").update(s).digest("hex");

function readOr(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** The kind of a refusal, without the card's own words. */
export function reasonOf(message: string): string {
  return message
    .replace(/\("[^]*"\)/g, "")
    .replace(/"[^"]*"/g, "…")
    .replace(/\s+/g, " ")
    .trim();
}

export function indexSource(cards: readonly GeneratedCard[]): string {
  const lines = [BANNER, 'import type { CardDefinition } from "oraclec/runtime";'];
  for (const c of cards) lines.push(`import { card as ${c.exportName} } from "./${c.fileName}";`);
  lines.push("");
  if (cards.length) lines.push(`export { ${cards.map((c) => c.exportName).join(", ")} };`, "");
  lines.push("/** Every compiled card, by name. */");
  lines.push("export const cards: Readonly<Record<string, CardDefinition>> = {");
  for (const c of cards) lines.push(`  ${JSON.stringify(c.name)}: ${c.exportName},`);
  lines.push("};", "");
  return lines.join("\n");
}

/**
 * What a library compile remembers for the next one in the same process (pass the same
 * object as `options.cache` again): each card's module by its input (a card whose face is
 * unchanged is not generated or formatted again), what was written to each output
 * directory (a file this compiler wrote with the same content, and still listed in the
 * directory, is not read back), the directory's listing while its modification time is
 * the same, and the last placement of the cards (when every card gets the same module and
 * names as last time, the index is not built again). It assumes nothing else rewrites
 * those files in between; without a cache every existing file is read and compared.
 */
export interface LibraryCache {
  cards: Map<string, GeneratedCard>;
  files: Map<string, Map<string, string>>;
  /** Per output directory: its entries after the last compile, and its mtime (ns) then. */
  listings: Map<string, { mtime: bigint; entries: Set<string> }>;
  index?: { raw: string; source: string };
  /** Per output directory: the last compile's cards in input order (module, origin, what was placed) and its index. */
  placed: Map<string, { cards: Placed[]; index: string }>;
}

interface Placed {
  /** The card's cache key (undefined: not cached). */
  key: string | undefined;
  generated: GeneratedCard;
  origin: string;
  result: CompiledLibraryCard;
}

export function createLibraryCache(): LibraryCache {
  return { cards: new Map(), files: new Map(), listings: new Map(), placed: new Map() };
}

const mtimeOf = (dir: string): bigint => statSync(dir, { bigint: true }).mtimeNs;

/** Modules formatted together in one prettier call (see `formatModules`), and sent to a worker at a time. */
const FORMAT_BATCH = 64;
/** Cards generated on the main thread before worker threads are started (starting one costs about a second). */
const PARALLEL_AFTER = 1024;

/** Worker threads running `generateBatch` (worker.ts), each with its own parser, ts-morph project and prettier. */
class WorkerPool {
  readonly size: number;
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve: (out: WorkerOutcome[]) => void; reject: (e: unknown) => void }>();
  private next = 0;

  private constructor(size: number) {
    this.size = size;
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(new URL("./worker.ts", import.meta.url), { workerData: WORKER_MARK });
      w.on("message", (res: WorkerResponse) => {
        const p = this.waiting.get(res.id);
        this.waiting.delete(res.id);
        p?.resolve(res.out);
      });
      w.on("error", (e) => {
        for (const p of this.waiting.values()) p.reject(e);
        this.waiting.clear();
      });
      return w;
    });
  }

  /** `count` workers, or one per available core (at most 4) when undefined; none on a single core. */
  static start(count?: number): WorkerPool | undefined {
    const n = count ?? Math.min(4, availableParallelism());
    return n >= 2 || (count !== undefined && n >= 1) ? new WorkerPool(n) : undefined;
  }

  run(faces: CardFace[], format: boolean): Promise<WorkerOutcome[]> {
    const id = this.next++;
    return new Promise((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      this.workers[id % this.size]!.postMessage({ id, faces, format } satisfies WorkerRequest);
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

const reasonCache = new WeakMap<GeneratedCard, string[]>();
/** The distinct refusal reasons of a generated card (remembered: a cached card is counted again on every compile). */
function reasonsOf(g: GeneratedCard): string[] {
  let r = reasonCache.get(g);
  if (!r) reasonCache.set(g, (r = [...new Set(g.refused.map((d) => `${d.code} ${reasonOf(d.message)}`))]));
  return r;
}

/**
 * The cache key of a card: every field of its face (absent: empty; present: \u0001 and the
 * value; separated by NUL), and whether it is formatted. Undefined when a field holds a NUL.
 */
const keyMemo = new WeakMap<CardFace, { fields: (string | undefined)[]; key: string | undefined }>();
const faceFields = (face: CardFace): (string | undefined)[] => [face.name, face.text, face.lang, face.type, face.manaCost, face.power, face.toughness, face.loyalty];

/** `cardKey`, remembered per face object while its fields are the same strings (a key's hash is then computed once). */
function cardKeyOf(face: CardFace, format: boolean): string | undefined {
  const memo = keyMemo.get(face);
  const fields = faceFields(face);
  if (memo && memo.fields.length === fields.length + 1 && memo.fields[0] === String(format) && fields.every((f, i) => memo.fields[i + 1] === f)) return memo.key;
  const key = cardKey(face, format);
  keyMemo.set(face, { fields: [String(format), ...fields], key });
  return key;
}

function cardKey(face: CardFace, format: boolean): string | undefined {
  let nul = false;
  const f = (v: string | undefined): string => {
    if (v === undefined) return "";
    if (v.includes("\u0000")) nul = true;
    return "\u0001" + v;
  };
  const key = `${format ? 1 : 0}\u0000${f(face.name)}\u0000${f(face.text)}\u0000${f(face.lang)}\u0000${f(face.type)}\u0000${f(face.manaCost)}\u0000${f(face.power)}\u0000${f(face.toughness)}\u0000${f(face.loyalty)}`;
  return nul ? undefined : key;
}

/** Compile the cards into `outDir`. `onCard` is called after each card (progress). */
export async function compileLibrary(
  list: AsyncIterable<LibraryCard> | Iterable<LibraryCard>,
  outDir: string,
  options: {
    format?: boolean;
    onCard?: (n: number) => void;
    cache?: LibraryCache;
    /** Worker threads for a large input (more than 1,024 cards to generate): default one per core (at most 4), 0 for none. */
    workers?: number;
  } = {},
): Promise<LibrarySummary> {
  const summary: LibrarySummary = { cards: 0, compiled: 0, refused: 0, reasons: new Map(), written: [], unchanged: 0, removed: [], failed: [], results: [] };
  const formatting = options.format !== false;
  const cache = options.cache;
  mkdirSync(outDir, { recursive: true });
  const listing = cache?.listings.get(outDir);
  const existing = listing && listing.mtime === mtimeOf(outDir) ? listing.entries : new Set(readdirSync(outDir));
  /** What this compiler last wrote (or found) in each file of the directory. */
  const files = cache ? (cache.files.get(outDir) ?? new Map<string, string>()) : undefined;
  const last = cache?.placed.get(outDir);
  const previous = last?.cards;
  const placed: Placed[] = [];
  /** Every card so far got the same module file, export and name as in the previous compile. */
  let sameNames = previous !== undefined;
  const usedFiles = new Set<string>(["index.ts"]);
  const usedExports = new Set<string>(["cards"]);
  const write = (file: string, content: string): void => {
    if (existing.has(file) && files?.get(file) === content) {
      summary.unchanged++;
      return;
    }
    files?.set(file, content);
    const path = join(outDir, file);
    const old = existing.has(file) ? readOr(path) : undefined;
    if (old !== undefined && hash(old) === hash(content)) summary.unchanged++;
    else {
      writeFileSync(path, content);
      summary.written.push(file);
    }
  };
  const place = (card: LibraryCard, key: string | undefined, generated: GeneratedCard): void => {
    let g = generated;
    // Two cards with the same file or export name (different spellings): number them.
    let n = 1;
    if (usedFiles.has(g.fileName)) {
      const base = g.fileName.replace(/\.ts$/, "");
      while (usedFiles.has(g.fileName)) g = { ...g, fileName: `${base}-${++n}.ts` };
    }
    usedFiles.add(g.fileName);
    const exportBase = g.exportName;
    n = 1;
    while (usedExports.has(g.exportName)) g = { ...g, exportName: `${exportBase}${++n}` };
    usedExports.add(g.exportName);
    const prev = previous?.[placed.length];
    const same = prev !== undefined && prev.result.fileName === g.fileName && prev.result.exportName === g.exportName && prev.result.name === g.name;
    if (!same) sameNames = false;
    const result = same && prev.generated === generated && prev.origin === card.origin ? prev.result : { ...g, origin: card.origin, source: "" };
    placed.push({ key, generated, origin: card.origin, result });
    if (g.refused.length) {
      summary.refused++;
      for (const r of reasonsOf(generated)) summary.reasons.set(r, (summary.reasons.get(r) ?? 0) + 1);
    } else summary.compiled++;
    write(g.fileName, g.source);
    summary.results.push(result);
  };
  // Cards in input order, in chunks: generated and formatted a chunk at a time (in worker
  // threads on a large input), placed (named, counted, written) in input order.
  type Pending = { card: LibraryCard; key?: string; g?: GeneratedCard; cached?: boolean; error?: string };
  const place1 = (p: Pending): void => {
    summary.cards++;
    if (!p.g) {
      summary.failed.push({ origin: p.card.origin, message: p.error ?? "" });
      return;
    }
    if (p.key !== undefined && !p.cached) cache!.cards.set(p.key, p.g);
    place(p.card, p.key, p.g);
    options.onCard?.(summary.cards);
  };
  const inFlight: Promise<Pending[]>[] = [];
  let pool: WorkerPool | undefined;
  let seen = 0;
  const send = (chunk: Pending[]): void => {
    const todo = chunk.filter((p) => !p.g);
    if (todo.length === 0) {
      inFlight.push(Promise.resolve(chunk));
      return;
    }
    const viaParser = todo.filter((p) => p.card.parsed !== undefined);
    const faces = todo.filter((p) => p.card.parsed === undefined);
    const run = async (): Promise<void> => {
      for (const p of viaParser) {
        try {
          const g = generateCard(p.card.face, p.card.parsed);
          if (!formatting) p.g = g;
          else {
            const r = (await formatModules([g.source]))[0]!;
            if ("source" in r) p.g = { ...g, source: r.source };
            else p.error = r.error instanceof Error ? r.error.message : String(r.error);
          }
        } catch (e) {
          p.error = e instanceof Error ? e.message : String(e);
        }
      }
      if (faces.length === 0) return;
      const list = faces.map((p) => p.card.face);
      const out = pool ? await pool.run(list, formatting) : await generateBatch(list, formatting);
      out.forEach((o, i) => {
        if ("g" in o) faces[i]!.g = o.g;
        else faces[i]!.error = o.error;
      });
    };
    inFlight.push(run().then(() => chunk));
  };
  const drain = async (keep: number): Promise<void> => {
    while (inFlight.length > keep) for (const p of await inFlight.shift()!) place1(p);
  };
  let chunk: Pending[] = [];
  let queued = 0;
  /** Queue a card; true when the chunk is full (then `next` sends it and waits as needed). */
  const add = (card: LibraryCard): boolean => {
    const key = cache && card.parsed === undefined ? cardKeyOf(card.face, formatting) : undefined;
    // The same card at the same place as last time (the key is then the same string), else any cached card.
    const prev = previous?.[queued++];
    const hit = key === undefined ? undefined : prev?.key === key ? prev.generated : cache!.cards.get(key);
    chunk.push(hit ? { card, key, g: hit, cached: true } : { card, key });
    if (!hit && ++seen === PARALLEL_AFTER && options.workers !== 0) pool = WorkerPool.start(options.workers);
    return chunk.length >= FORMAT_BATCH;
  };
  const next = async (): Promise<void> => {
    send(chunk);
    chunk = [];
    await drain(pool ? pool.size * 2 : 0);
  };
  try {
    // A plain iterable is read without a promise per card.
    if (Symbol.iterator in list) {
      for (const card of list) if (add(card)) await next();
    } else {
      for await (const card of list) if (add(card)) await next();
    }
    send(chunk);
    await drain(0);
  } finally {
    await pool?.close();
  }
  // The same cards under the same names as last time: the same index.
  const raw = sameNames && previous!.length === placed.length ? last!.index : indexSource([...summary.results].sort((a, b) => (a.fileName < b.fileName ? -1 : 1)));
  let index = raw;
  if (formatting) {
    index = cache?.index?.raw === raw ? cache.index.source : await formatModule(raw);
    if (cache) cache.index = { raw, source: index };
  }
  write("index.ts", index);
  // Modules of cards that are no longer compiled (only files this compiler wrote).
  for (const f of existing) {
    if (!f.endsWith(".ts") || usedFiles.has(f)) continue;
    const text = readOr(join(outDir, f));
    if (text?.startsWith(BANNER)) {
      rmSync(join(outDir, f));
      summary.removed.push(f);
      files?.delete(f);
    }
  }
  if (cache) {
    cache.files.set(outDir, files!);
    // Cards compiled before but not now are forgotten when they outnumber the current ones.
    if (cache.cards.size > 2 * placed.length + FORMAT_BATCH) cache.cards = new Map(placed.flatMap((p) => (p.key === undefined ? [] : [[p.key, p.generated] as const])));
    cache.placed.set(outDir, { cards: placed, index: raw });
    const created = summary.written.filter((f) => !existing.has(f));
    const entries = existing === listing?.entries && (created.length > 0 || summary.removed.length > 0) ? new Set(existing) : existing;
    for (const f of created) entries.add(f);
    for (const f of summary.removed) entries.delete(f);
    cache.listings.set(outDir, { mtime: mtimeOf(outDir), entries });
  }
  return summary;
}
