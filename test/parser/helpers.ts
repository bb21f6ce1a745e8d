/**
 * Shared helpers of the parser tests: the card library, AST walking, and the
 * output contract of ../shared/spec/corpus-interface.md as reusable checks.
 */
import { fileURLToPath } from "node:url";
import { ABILITY_KINDS, type CardInput, type ParseResult } from "../../src/ast/index.ts";
import { loadCardDirectory, toCardInput, type LoadedCard } from "../../src/cards/load.ts";
import { expect } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";

export type AnyNode = { kind: string; span?: [number, number]; [k: string]: unknown };

export const CARDS_DIR = fileURLToPath(new URL("../../cards/", import.meta.url));
export const SHARED_DIR = fileURLToPath(new URL("../../../shared/", import.meta.url));
export const CORPUS_EN = fileURLToPath(new URL("../../../shared/corpus/cards.en.jsonl.gz", import.meta.url));

let library: LoadedCard[] | undefined;
export function libraryCards(): LoadedCard[] {
  library ??= loadCardDirectory(CARDS_DIR);
  return library;
}

export function libraryInput(name: string): CardInput {
  const card = libraryCards().find((c) => c.name === name);
  if (!card) throw new Error(`no card ${name} in cards/`);
  return toCardInput(card, "en");
}

/** Parse a card of the library by its English name. */
export function parseLibraryCard(name: string): ParseResult {
  return parseCard(libraryInput(name));
}

/** Every object node below `root` (root included), depth first, in source order of fields. */
export function allNodes(root: unknown): AnyNode[] {
  const out: AnyNode[] = [];
  const visit = (n: unknown) => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== "object") return;
    out.push(n as AnyNode);
    for (const [k, v] of Object.entries(n)) if (k !== "span") visit(v);
  };
  visit(root);
  return out;
}

export function nodesOfKind(root: unknown, kind: string): AnyNode[] {
  return allNodes(root).filter((n) => n.kind === kind);
}

export function hasUnparsed(root: unknown): boolean {
  return nodesOfKind(root, "unparsed").length > 0;
}

/** Parses `text` (card name CARDNAME) without an unparsed node and renders it back exactly (strict); returns the abilities. */
export function roundTrips(text: string, type = "Instant"): (AnyNode & { [k: string]: any })[] {
  const result = parseCard({ name: "CARDNAME", text, type }, { lang: "en" });
  expect(hasUnparsed(result), text).toBe(false);
  expect(renderCard(result, "en", { strict: true })).toBe(text);
  return result.abilities as unknown as (AnyNode & { [k: string]: any })[];
}

/** The one node of `kind` below `root` (the test fails when there are none or several). */
export function only(root: unknown, kind: string): AnyNode & { [k: string]: any } {
  const found = nodesOfKind(root, kind);
  expect(found, kind).toHaveLength(1);
  return found[0] as AnyNode & { [k: string]: any };
}

/** Problems with `result` as an output of `parseCard(input)` under the batch interface contract; [] when well formed. */
export function contractProblems(input: { name: string; text: string }, result: ParseResult): string[] {
  const problems: string[] = [];
  const text = input.text;
  const spanOk = (s: unknown) =>
    Array.isArray(s) &&
    s.length === 2 &&
    Number.isInteger(s[0]) &&
    Number.isInteger(s[1]) &&
    (s[0] as number) >= 0 &&
    (s[0] as number) <= (s[1] as number) &&
    (s[1] as number) <= text.length;
  if (result.name !== input.name) problems.push(`name ${JSON.stringify(result.name)}`);
  if (!["en", "es", "pt"].includes(result.lang)) problems.push(`lang ${String(result.lang)}`);
  if (!Array.isArray(result.abilities)) return [...problems, "abilities is not an array"];
  if (!Array.isArray(result.diagnostics)) return [...problems, "diagnostics is not an array"];
  for (const a of result.abilities) {
    if (!(ABILITY_KINDS as readonly string[]).includes(a.kind)) problems.push(`top-level kind ${String(a.kind)}`);
    if (!spanOk(a.span)) problems.push(`ability without a valid span: ${JSON.stringify(a.span)}`);
  }
  // Abilities come in text order without overlapping, and hold their nodes (reminders aside).
  let last = 0;
  for (const a of result.abilities) {
    if (!spanOk(a.span)) continue;
    if (a.span[0] < last) problems.push(`ability ${JSON.stringify(a.span)} overlaps the one before`);
    last = a.span[1];
    for (const n of allNodes({ ...a, reminders: undefined })) {
      if (n !== a && spanOk(n.span) && (n.span![0] < a.span[0] || n.span![1] > a.span[1]))
        problems.push(`${n.kind} ${JSON.stringify(n.span)} outside its ability ${JSON.stringify(a.span)}`);
    }
  }
  // Every object is a node with a string kind (reported once, not descended into when it has none).
  const visit = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(visit);
    if (!n || typeof n !== "object") return;
    const o = n as AnyNode;
    if (typeof o.kind !== "string") {
      problems.push(`node without a string kind: ${JSON.stringify(o).slice(0, 120)}`);
      return;
    }
    if ("span" in o && !spanOk(o.span)) problems.push(`${o.kind}: bad span ${JSON.stringify(o.span)}`);
    for (const [k, v] of Object.entries(o)) if (k !== "span") visit(v);
  };
  visit(result.abilities);
  for (const n of allNodes((result as unknown as { reminders?: unknown }).reminders ?? [])) {
    if (n.kind !== "reminder" || !spanOk(n.span)) problems.push(`bad card-level reminder ${JSON.stringify(n)}`);
  }
  for (const d of result.diagnostics) {
    if (!["error", "warning", "info"].includes(d.severity)) problems.push(`diagnostic severity ${String(d.severity)}`);
    if (typeof d.code !== "string" || !/^OC\d{4}$/.test(d.code)) problems.push(`diagnostic code ${String(d.code)}`);
    if (typeof d.message !== "string" || d.message.length === 0) problems.push(`diagnostic without message`);
    if (!spanOk(d.span)) problems.push(`diagnostic ${d.code}: bad span ${JSON.stringify(d.span)}`);
    if (d.code === "OC9001") problems.push(`internal parser error: ${d.message}`);
  }
  // Honest failure: every unparsed node keeps its words and is reported.
  for (const u of nodesOfKind(result.abilities, "unparsed")) {
    if (!spanOk(u.span)) continue;
    const [s, e] = u.span!;
    if (u.text !== text.slice(s, e)) problems.push(`unparsed text ${JSON.stringify(u.text)} is not its span ${JSON.stringify(text.slice(s, e))}`);
    const reported = result.diagnostics.some(
      (d) => (d.severity === "warning" || d.severity === "error") && d.span[0] <= s && e <= d.span[1],
    );
    if (!reported) problems.push(`unparsed [${s},${e}) without a warning or error`);
  }
  // JSON output: the result must survive a round trip unchanged.
  try {
    const json = JSON.stringify(result);
    if (JSON.stringify(JSON.parse(json)) !== json) problems.push("not stable through JSON");
  } catch (e) {
    problems.push(`not serialisable: ${(e as Error).message}`);
  }
  return problems;
}

/** Offsets of non-space characters of `text` outside reminder text that no top-level ability span covers. */
export function uncoveredOffsets(text: string, result: ParseResult): number[] {
  const covered = new Uint8Array(text.length);
  const mark = (s?: [number, number]) => s && covered.fill(1, Math.max(0, s[0]), Math.min(text.length, s[1]));
  for (const a of result.abilities) {
    mark(a.span);
    for (const r of (a.reminders as AnyNode[] | undefined) ?? []) mark(r.span);
  }
  for (const r of (result as unknown as { reminders?: AnyNode[] }).reminders ?? []) mark(r.span);
  // Keyword abilities of one line ("Flying, first strike") each have their own span: the
  // commas and semicolons that separate them belong to no ability.
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) if (!covered[i] && !/[\s,;]/.test(text[i]!)) out.push(i);
  return out;
}

/** Every span lies inside the text it was parsed from. */
export function spansInside(x: unknown, length: number): boolean {
  if (Array.isArray(x)) return x.every((v) => spansInside(v, length));
  if (!x || typeof x !== "object") return true;
  const o = x as Record<string, unknown>;
  if (Array.isArray(o.span)) {
    const [s, e] = o.span as number[];
    if (!(s! >= 0 && e! <= length && s! <= e!)) return false;
  }
  return Object.values(o).every((v) => spansInside(v, length));
}
