/**
 * Compiling many cards into an output directory: one module per card plus
 * `index.ts`, written incrementally (a file is rewritten only when its content
 * hash changed).
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ParseResult } from "../ast/nodes.ts";
import type { CardFace } from "./characteristics.ts";
import { BANNER, formatModule, type GeneratedCard, generateCard } from "./module.ts";

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

/** Compile the cards into `outDir`. `onCard` is called after each card (progress). */
export async function compileLibrary(
  list: AsyncIterable<LibraryCard> | Iterable<LibraryCard>,
  outDir: string,
  options: { format?: boolean; onCard?: (n: number) => void } = {},
): Promise<LibrarySummary> {
  const summary: LibrarySummary = { cards: 0, compiled: 0, refused: 0, reasons: new Map(), written: [], unchanged: 0, removed: [], failed: [], results: [] };
  mkdirSync(outDir, { recursive: true });
  const usedFiles = new Set<string>(["index.ts"]);
  const usedExports = new Set<string>(["cards"]);
  const write = (file: string, content: string): void => {
    const path = join(outDir, file);
    const old = readOr(path);
    if (old !== undefined && hash(old) === hash(content)) summary.unchanged++;
    else {
      writeFileSync(path, content);
      summary.written.push(file);
    }
  };
  for await (const card of list) {
    summary.cards++;
    let g: GeneratedCard;
    try {
      g = generateCard(card.face, card.parsed);
      if (options.format !== false) g = { ...g, source: await formatModule(g.source) };
    } catch (e) {
      summary.failed.push({ origin: card.origin, message: e instanceof Error ? e.message : String(e) });
      continue;
    }
    // Two cards with the same file or export name (different spellings): number them.
    let n = 1;
    const base = g.fileName.replace(/\.ts$/, "");
    while (usedFiles.has(g.fileName)) g = { ...g, fileName: `${base}-${++n}.ts` };
    usedFiles.add(g.fileName);
    const exportBase = g.exportName;
    n = 1;
    while (usedExports.has(g.exportName)) g = { ...g, exportName: `${exportBase}${++n}` };
    usedExports.add(g.exportName);
    if (g.refused.length) {
      summary.refused++;
      for (const r of new Set(g.refused.map((d) => `${d.code} ${reasonOf(d.message)}`))) summary.reasons.set(r, (summary.reasons.get(r) ?? 0) + 1);
    } else summary.compiled++;
    write(g.fileName, g.source);
    summary.results.push({ ...g, origin: card.origin, source: "" });
    options.onCard?.(summary.cards);
  }
  const sorted = [...summary.results].sort((a, b) => (a.fileName < b.fileName ? -1 : 1));
  let index = indexSource(sorted);
  if (options.format !== false) index = await formatModule(index);
  write("index.ts", index);
  // Modules of cards that are no longer compiled (only files this compiler wrote).
  for (const f of readdirSync(outDir)) {
    if (!f.endsWith(".ts") || usedFiles.has(f)) continue;
    const text = readOr(join(outDir, f));
    if (text?.startsWith(BANNER)) {
      rmSync(join(outDir, f));
      summary.removed.push(f);
    }
  }
  return summary;
}
