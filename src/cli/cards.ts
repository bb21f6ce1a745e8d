/**
 * Card files for the CLI: the card library's loader (`src/cards/load.ts`) gives
 * the cards; this module adds where each card's text sits in its YAML file,
 * so that a span of the text (UTF-16 offsets) can be shown as `file:line:col`
 * with a code frame of the file.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { isScalar, parseDocument, Scalar } from "yaml";
import type { CardInput, Lang } from "../ast/base.ts";
import { CardSourceError, loadCardDirectory, loadCardFile, toCardInput, type LoadedCard } from "../cards/load.ts";

/** One card of a file, ready for the parser, with the map from its text to the file. */
export interface FileCard {
  file: string;
  /** The whole YAML file. */
  source: string;
  input: CardInput;
  /** Offset in `source` of an offset in `input.text`. */
  mapOffset: (offset: number) => number;
}

/** A problem with a file itself (missing, unreadable, not a valid card file). */
export interface FileProblem {
  file: string;
  kind: "notFound" | "unreadable" | "invalid" | "noTranslation" | "empty";
  detail: string;
  /** Where the problem is, when known (1-based). */
  line?: number;
  column?: number;
  /** YAML path of the fault (`translations.es.text`). */
  path?: string;
  /** The file's content, when it could be read (for a code frame). */
  source?: string;
  /** Card name, for `noTranslation`. */
  name?: string;
}

export interface LoadResult {
  cards: FileCard[];
  problems: FileProblem[];
}

function isWs(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13;
}

/**
 * For each offset of `value` (the scalar's value as the YAML library read it),
 * the offset in `source` where that character was written. Works for block
 * (`|`, `>`), plain and quoted scalars by aligning the two texts and skipping
 * what YAML adds around them (indentation, folding, quotes, escapes).
 */
export function alignScalar(source: string, node: Scalar, value: string): Int32Array {
  const map = new Int32Array(value.length + 1);
  const range = node.range ?? [0, source.length, source.length];
  let j = range[0];
  const end = Math.max(range[1], range[0]);
  const type = node.type;
  if (type === Scalar.BLOCK_LITERAL || type === Scalar.BLOCK_FOLDED) {
    const nl = source.indexOf("\n", j);
    j = nl === -1 || nl >= end ? end : nl + 1;
  } else if (type === Scalar.QUOTE_DOUBLE || type === Scalar.QUOTE_SINGLE) {
    j++;
  }
  const double = type === Scalar.QUOTE_DOUBLE;
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (j < end && source.charCodeAt(j) === c) {
      map[i] = j++;
      continue;
    }
    if (double && source[j] === "\\") {
      // An escape sequence stands for this character.
      map[i] = j;
      j += source[j + 1] === "x" ? 4 : source[j + 1] === "u" ? 6 : source[j + 1] === "U" ? 10 : 2;
      continue;
    }
    if (isWs(c)) {
      // A folded line break or space: consume the run of source whitespace.
      map[i] = Math.min(j, end);
      while (j < end && isWs(source.charCodeAt(j))) j++;
      continue;
    }
    // Skip indentation and quoting until the character appears.
    let k = j;
    while (k < end && source.charCodeAt(k) !== c && (isWs(source.charCodeAt(k)) || source[k] === "'" || source[k] === '"')) k++;
    if (k < end && source.charCodeAt(k) === c) {
      map[i] = k;
      j = k + 1;
    } else {
      map[i] = Math.min(j, end);
    }
  }
  map[value.length] = Math.min(j, end);
  return map;
}

/** The offset map of a card's text (Oracle text for `en`, else the translation) in its YAML source. */
export function textOffsetMap(source: string, lang: Lang, text: string): (offset: number) => number {
  let node: unknown;
  try {
    const doc = parseDocument(source, { keepSourceTokens: false });
    node = doc.getIn(lang === "en" ? ["text"] : ["translations", lang, "text"], true);
  } catch {
    node = undefined;
  }
  if (!isScalar(node) || typeof node.value !== "string" || node.range == null) {
    // Last resort: find the first line of the text in the file.
    const first = text.split("\n")[0] ?? "";
    const at = first ? source.indexOf(first) : -1;
    return (o) => (at === -1 ? 0 : Math.min(at + o, source.length));
  }
  const value = node.value.replace(/\r\n?/g, "\n");
  const map = alignScalar(source, node, value);
  // The loader drops trailing line breaks, so `text` is a prefix of `value`.
  const base = value.startsWith(text) ? 0 : Math.max(0, value.indexOf(text));
  return (o) => map[Math.min(Math.max(0, base + o), value.length)]!;
}

function problemFrom(err: unknown, file: string, source?: string): FileProblem {
  if (err instanceof CardSourceError) {
    const p: FileProblem = { file, kind: "invalid", detail: err.path ? `${err.path}: ${err.reason}` : err.reason, line: err.line, column: err.col };
    if (err.path) p.path = err.path;
    if (source !== undefined) p.source = source;
    return p;
  }
  const e = err as NodeJS.ErrnoException;
  if (e?.code === "ENOENT") return { file, kind: "notFound", detail: e.message };
  return { file, kind: "unreadable", detail: e?.message ?? String(err) };
}

function readSource(file: string): string | undefined {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

function cardOf(file: string, card: LoadedCard, lang: Lang, sourceCache?: string): FileCard | FileProblem {
  const source = sourceCache ?? readSource(file) ?? "";
  let input: CardInput;
  try {
    input = toCardInput(card, lang);
  } catch (err) {
    if (err instanceof CardSourceError) return { file, kind: "noTranslation", detail: err.reason, name: card.name, path: err.path };
    return problemFrom(err, file, source);
  }
  return { file, source, input, mapOffset: textOffsetMap(source, lang, input.text) };
}

/**
 * Load the cards of the given paths (card files, or directories of card
 * files) in the given language. Problems do not stop the loading: every
 * readable file is loaded and each problem is reported once.
 */
export function loadCards(paths: readonly string[], lang: Lang): LoadResult {
  const cards: FileCard[] = [];
  const problems: FileProblem[] = [];
  const add = (r: FileCard | FileProblem): void => {
    if ("input" in r) cards.push(r);
    else problems.push(r);
  };
  for (const path of paths) {
    let isDir = false;
    try {
      isDir = statSync(path).isDirectory();
    } catch (err) {
      problems.push(problemFrom(err, path));
      continue;
    }
    if (!isDir) {
      const source = readSource(path);
      try {
        add(cardOf(path, loadCardFile(path), lang, source));
      } catch (err) {
        problems.push(problemFrom(err, path, source));
      }
      continue;
    }
    let names: string[];
    try {
      names = readdirSync(path).filter((n) => n.endsWith(".yaml") || n.endsWith(".yml")).sort();
    } catch (err) {
      problems.push(problemFrom(err, path));
      continue;
    }
    if (names.length === 0) {
      problems.push({ file: path, kind: "empty", detail: "" });
      continue;
    }
    let allGood = true;
    for (const name of names) {
      const file = join(path, name);
      const source = readSource(file);
      try {
        if (name.endsWith(".yml")) throw new CardSourceError(file, 1, 1, "", "card files end in .yaml, not .yml");
        add(cardOf(file, loadCardFile(file), lang, source));
      } catch (err) {
        allGood = false;
        problems.push(problemFrom(err, file, source));
      }
    }
    // The library's own checks across files (file names, duplicate names).
    if (allGood) {
      try {
        loadCardDirectory(path);
      } catch (err) {
        const file = err instanceof CardSourceError ? err.file : path;
        problems.push(problemFrom(err, file, readSource(file)));
      }
    }
  }
  return { cards, problems };
}
