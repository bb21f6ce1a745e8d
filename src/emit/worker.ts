/**
 * A worker thread of `compileLibrary` (library.ts): generates and formats batches of
 * cards, exactly as the main thread would (`generateCard`, then `formatModules`), and
 * sends back, for each card in order, its module or the message of its error.
 */
import { parentPort, workerData } from "node:worker_threads";
import type { CardFace } from "./characteristics.ts";
import { formatModules, type GeneratedCard, generateCard } from "./module.ts";
import { usePredictionCache } from "../parser/index.ts";

export interface WorkerRequest {
  id: number;
  faces: CardFace[];
  format: boolean;
}

export type WorkerOutcome = { g: GeneratedCard } | { error: string };

export interface WorkerResponse {
  id: number;
  out: WorkerOutcome[];
}

const message = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Generate and format a batch (also what the main thread runs without workers). */
export async function generateBatch(faces: readonly CardFace[], format: boolean): Promise<WorkerOutcome[]> {
  const out: WorkerOutcome[] = faces.map((face) => {
    try {
      return { g: generateCard(face) };
    } catch (e) {
      return { error: message(e) };
    }
  });
  if (!format) return out;
  const ok = out.flatMap((o, i) => ("g" in o ? [i] : []));
  const formatted = await formatModules(ok.map((i) => (out[i] as { g: GeneratedCard }).g.source));
  ok.forEach((i, k) => {
    const r = formatted[k]!;
    out[i] = "source" in r ? { g: { ...(out[i] as { g: GeneratedCard }).g, source: r.source } } : { error: message(r.error) };
  });
  return out;
}

/** What `compileLibrary` passes as `workerData`, so that importing this module elsewhere does nothing. */
export const WORKER_MARK = "oraclec-emit-worker";

if (parentPort && workerData === WORKER_MARK) {
  const port = parentPort;
  // start from the prediction cache of the `oraclec` process that started this worker (src/cli/main.ts)
  if (process.env.ORACLEC_CACHE_DIR) usePredictionCache(process.env.ORACLEC_CACHE_DIR);
  port.on("message", (req: WorkerRequest) => {
    void generateBatch(req.faces, req.format).then((out) => port.postMessage({ id: req.id, out } satisfies WorkerResponse));
  });
}
