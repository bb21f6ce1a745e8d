/**
 * JSON Lines batches on several cores: the records of `parse`, `check` and `render --jsonl` are
 * handled by worker threads in chunks, and their output lines are written in input order.
 *
 * Each worker has its own parser (and starts from the prediction cache when the main thread uses
 * one, src/parser/cache.ts); the same record gives the same output line on any thread, since a
 * card parses the same whatever was parsed before. This file is also the workers' entry point.
 */
import { parentPort, Worker, workerData } from "node:worker_threads";
import type { Lang } from "../ast/base.ts";
import type { Locale } from "../diagnostics/index.ts";
import { savePredictionCache, usePredictionCache } from "../parser/index.ts";
import { checkRecordLine, parseRecordLine, renderRecordLine } from "./records.ts";

/** What to do with each record of a batch. */
export interface BatchJob {
  command: "parse" | "check" | "render";
  /** parse/check: language of records without one; render: the language to render in. */
  lang: Lang;
  locale: Locale;
}

/** One record's output line and what the summary counts. */
export interface HandledRecord {
  line: string;
  usable: boolean;
  full: boolean;
  /** check: the record has an error diagnostic. */
  error: boolean;
}

/** The handler of one record line (line number from 1) for a job. */
export function recordHandler(job: BatchJob): (line: string, lineNo: number) => HandledRecord {
  const opts = { lang: job.lang, locale: job.locale };
  switch (job.command) {
    case "parse":
      return (line, n) => {
        const o = parseRecordLine(line, n, opts);
        return { line: JSON.stringify(o.out), usable: o.usable, full: o.full, error: false };
      };
    case "check":
      return (line, n) => {
        const o = checkRecordLine(line, n, opts);
        return { line: JSON.stringify(o.out), usable: o.usable, full: o.full, error: o.out.diagnostics.some((d) => d.severity === "error") };
      };
    case "render":
      return (line, n) => {
        const o = renderRecordLine(line, n, job.lang, job.locale);
        return { line: JSON.stringify(o.out), usable: o.usable, full: o.full, error: false };
      };
  }
}

interface WorkerSetup {
  mark: typeof WORKER_MARK;
  job: BatchJob;
  /** The prediction cache directory of the main thread, if it uses one. */
  cacheDir: string | undefined;
}
type Request = { id: number; first: number; lines: string[] } | { id: number; finish: true };
type Response = { id: number; records: HandledRecord[] } | { id: number; finished: true };

const WORKER_MARK = "oraclec-batch-worker";

/** Worker threads handling chunks of records; results come back per chunk, in any order. */
export class BatchPool {
  private readonly workers: Worker[];
  private readonly waiting = new Map<number, { resolve: (r: HandledRecord[]) => void; reject: (e: unknown) => void }>();
  private next = 0;
  private failure: unknown;

  constructor(size: number, job: BatchJob, cacheDir: string | undefined) {
    const setup: WorkerSetup = { mark: WORKER_MARK, job, cacheDir };
    this.workers = Array.from({ length: size }, () => {
      const w = new Worker(new URL("./batch.ts", import.meta.url), { workerData: setup });
      w.on("message", (res: Response) => {
        const p = this.waiting.get(res.id);
        this.waiting.delete(res.id);
        p?.resolve("records" in res ? res.records : []);
      });
      w.on("error", (e) => this.fail(e));
      w.on("exit", (code) => {
        if (code !== 0) this.fail(new Error(`batch worker stopped (exit code ${code})`));
      });
      return w;
    });
  }

  private fail(e: unknown): void {
    this.failure ??= e;
    for (const p of this.waiting.values()) p.reject(e);
    this.waiting.clear();
  }

  /** Handle `lines`, the first being record number `first`; chunks go to the workers in turn. */
  run(first: number, lines: string[]): Promise<HandledRecord[]> {
    const id = this.next++;
    return this.send(id % this.workers.length, { id, first, lines });
  }

  private send(worker: number, req: Request): Promise<HandledRecord[]> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      this.waiting.set(req.id, { resolve, reject });
      this.workers[worker]!.postMessage(req);
    });
  }

  /** Lets each worker save what its parser learnt (prediction cache), then stops them. */
  async close(): Promise<void> {
    try {
      if (this.failure === undefined) await Promise.all(this.workers.map((_, i) => this.send(i, { id: this.next++, finish: true })));
    } finally {
      await Promise.all(this.workers.map((w) => w.terminate()));
    }
  }
}

if (parentPort && (workerData as WorkerSetup | undefined)?.mark === WORKER_MARK) {
  const port = parentPort;
  const setup = workerData as WorkerSetup;
  if (setup.cacheDir !== undefined) usePredictionCache(setup.cacheDir);
  const handle = recordHandler(setup.job);
  port.on("message", (req: Request) => {
    if ("finish" in req) {
      savePredictionCache();
      port.postMessage({ id: req.id, finished: true } satisfies Response);
      return;
    }
    const records = req.lines.map((line, i) => handle(line, req.first + i));
    port.postMessage({ id: req.id, records } satisfies Response);
  });
}
