/**
 * Loader for the card source library (`cards/*.yaml`, one card per file).
 *
 * The format is described in `cards/README.md`. Every file is checked
 * strictly: an unknown key, a value of the wrong type or a missing required
 * field is a `CardSourceError` that names the file, the line and column, and
 * the YAML path of the fault (`translations.es.text`). Nothing is silently
 * ignored or coerced, apart from the two documented normalisations: trailing
 * line breaks at the end of a text are dropped (so that `|` blocks can be
 * used), and a numeric `loyalty` becomes a string.
 */

import { readdirSync, readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from "yaml";
import type { Node as YamlNode, Pair, YAMLMap } from "yaml";
import type { CardInput, Lang } from "../ast/base.ts";

/** Languages a card source may carry a printed translation for. */
export type TranslationLang = "es" | "pt";

export const TRANSLATION_LANGS: readonly TranslationLang[] = ["es", "pt"];

/** The printed text of a card in one language, with the English it was made from. */
export interface CardTranslation {
  /** Localized card name (YAML `name`, required). */
  name: string;
  /** Localized type line as printed (YAML `type`). */
  type?: string;
  /** Localized rules text as printed, abilities separated by `\n` (YAML `text`). */
  text?: string;
  /** English printed text of the same printing, when it differs from the Oracle text (YAML `en_printed_text`). */
  enPrintedText?: string;
  /** English printed type line of the same printing, when it differs from the Oracle type line (YAML `en_printed_type`). */
  enPrintedType?: string;
  /** Set codes of the printings this text appeared in (YAML `sets`). */
  sets?: string[];
}

/** One card of the library, as a plain JSON-compatible object (absent optional fields are omitted). */
export interface LoadedCard {
  /** The file the card was read from, as given to the loader. */
  file: string;
  name: string;
  /** Mana cost, e.g. `{1}{R}{R}{R}`; absent for cards without one (lands). */
  cost?: string;
  /** Oracle type line, e.g. `Creature — Elf Druid`. */
  type: string;
  /** Oracle text, abilities separated by `\n`; `""` for a vanilla card. */
  text: string;
  /** Power/toughness, e.g. `2/2` or `1+*` over `1+*` (written with a slash). */
  pt?: string;
  /** Starting loyalty, e.g. `3` or `X`. */
  loyalty?: string;
  translations: { es?: CardTranslation; pt?: CardTranslation };
}

/** A fault in a card source file, with its position and YAML path. */
export class CardSourceError extends Error {
  override name = "CardSourceError";
  /** The file, as given to the loader. */
  readonly file: string;
  /** 1-based line of the fault. */
  readonly line: number;
  /** 1-based column of the fault. */
  readonly col: number;
  /** YAML path of the fault, e.g. `translations.es.text` or `translations.pt.sets[2]`; `""` for the whole document. */
  readonly path: string;
  /** The reason alone, without position or path. */
  readonly reason: string;

  constructor(file: string, line: number, col: number, path: string, reason: string) {
    super(`${file}:${line}:${col}: ${path === "" ? "" : `${path}: `}${reason}`);
    this.file = file;
    this.line = line;
    this.col = col;
    this.path = path;
    this.reason = reason;
  }
}

const TOP_KEYS = ["name", "cost", "type", "text", "pt", "loyalty", "translations"] as const;
const TRANSLATION_KEYS = ["name", "type", "text", "en_printed_text", "en_printed_type", "sets"] as const;

/** One mana symbol's content: `{2}`, `{W}`, `{X}`, `{C}`, `{S}`, `{W/U}`, `{2/W}`, `{W/P}`, `{W/U/P}`, `{HW}`, `{½}`, `{∞}`. */
const MANA_SYMBOL = /^(?:\d+|[WUBRGCSXYZ]|[WUBRGC2]\/[WUBRGP](?:\/P)?|H[WUBRG]?|½|∞)$/;
/** A power/toughness pair: `2/2`, `-1/1`, `2.5/2.5` (Un-cards), or with `*` and `1+*` on either side. */
const PT = /^[0-9*+\-.²½∞?X]+\/[0-9*+\-.²½∞?X]+$/;
const LOYALTY = /^(?:\d+|X|\*)$/;
const SET_CODE = /^[A-Za-z0-9_]+$/;

interface Ctx {
  file: string;
  lines: LineCounter;
}

function fail(ctx: Ctx, offset: number, path: string, reason: string): never {
  const { line, col } = ctx.lines.linePos(offset);
  throw new CardSourceError(ctx.file, Math.max(line, 1), Math.max(col, 1), path, reason);
}

function start(node: YamlNode | null | undefined, fallback: number): number {
  return node?.range?.[0] ?? fallback;
}

function join2(path: string, key: string): string {
  return path === "" ? key : `${path}.${key}`;
}

function describe(node: unknown): string {
  if (node === null || node === undefined) return "nothing";
  if (isAlias(node)) return "an alias (anchors and aliases are not allowed)";
  if (isMap(node)) return "a mapping";
  if (isSeq(node)) return "a list";
  if (isScalar(node)) {
    const v = node.value;
    if (v === null) return "nothing (null)";
    if (typeof v === "number" || typeof v === "bigint") return `the number ${String(v)}`;
    if (typeof v === "boolean") return `the boolean ${String(v)}`;
    if (typeof v === "string") return `the string ${JSON.stringify(v)}`;
    return typeof v;
  }
  return "an unexpected node";
}

const KEY_LINE = /^( *)([A-Za-z_][A-Za-z0-9_-]*):(?:\s|$)/;

/**
 * The YAML path of a line for a syntax error, when the document cannot be
 * parsed into nodes: the key on that line and the keys of the less indented
 * lines above it. `""` when the line holds no key.
 */
function guessPath(all: readonly string[], line: number): string {
  const m = KEY_LINE.exec(all[line - 1] ?? "");
  if (!m) return "";
  const keys = [m[2]!];
  let indent = m[1]!.length;
  for (let i = line - 2; i >= 0 && indent > 0; i--) {
    const k = KEY_LINE.exec(all[i]!);
    if (k && k[1]!.length < indent) {
      keys.unshift(k[2]!);
      indent = k[1]!.length;
    }
  }
  return keys.join(".");
}

/** The pairs of a mapping, with unknown keys rejected. */
function checkedPairs(
  ctx: Ctx,
  map: YAMLMap,
  path: string,
  allowed: readonly string[],
  hint: (key: string) => string = () => "",
): Map<string, Pair<YamlNode, YamlNode | null>> {
  const out = new Map<string, Pair<YamlNode, YamlNode | null>>();
  for (const pair of map.items as Pair<YamlNode, YamlNode | null>[]) {
    const keyNode = pair.key;
    const at = start(keyNode, start(map, 0));
    if (!isScalar(keyNode) || typeof keyNode.value !== "string") {
      fail(ctx, at, path, `keys must be plain words, got ${describe(keyNode)}`);
    }
    const key = keyNode.value;
    if (!allowed.includes(key)) {
      const extra = hint(key);
      fail(ctx, at, join2(path, key), `unknown key "${key}"; allowed keys here: ${allowed.join(", ")}${extra ? `. ${extra}` : ""}`);
    }
    out.set(key, pair);
  }
  return out;
}

function stringValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string, hint = ""): { value: string; offset: number } {
  const node = pair.value;
  const at = start(node, start(pair.key, 0));
  if (!isScalar(node) || typeof node.value !== "string") {
    fail(ctx, at, path, `expected a string, got ${describe(node)}${hint ? `. ${hint}` : ""}`);
  }
  return { value: node.value, offset: at };
}

/** A one-line, non-empty string without surrounding spaces (names, type lines). */
function lineValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string, what: string): { value: string; offset: number } {
  const r = stringValue(ctx, pair, path);
  if (r.value.trim() === "") fail(ctx, r.offset, path, `${what} must not be empty`);
  if (/[\r\n]/.test(r.value)) fail(ctx, r.offset, path, `${what} must be a single line`);
  if (r.value !== r.value.trim()) fail(ctx, r.offset, path, `${what} must not start or end with spaces`);
  return r;
}

/** A rules text: any string; trailing line breaks (from `|` blocks) are dropped. */
function textValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string): string {
  const r = stringValue(ctx, pair, path, "Write texts as a `|` block or a quoted string");
  return r.value.replace(/\r\n?/g, "\n").replace(/\n+$/, "");
}

function costValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string): string {
  const node = pair.value;
  if (isMap(node) || isSeq(node)) {
    fail(ctx, start(node, 0), path, `expected a string, got ${describe(node)}. Mana costs must be quoted, e.g. cost: "{1}{R}"`);
  }
  const r = stringValue(ctx, pair, path, 'Mana costs are quoted strings, e.g. cost: "{1}{R}"');
  if (r.value === "") fail(ctx, r.offset, path, "empty mana cost; leave `cost` out for a card without a mana cost");
  const symbols = r.value.match(/\{[^{}]*\}/g) ?? [];
  if (symbols.join("") !== r.value) {
    fail(ctx, r.offset, path, `"${r.value}" is not a mana cost; write it as symbols in braces, e.g. "{2}{W}{W}"`);
  }
  for (const s of symbols) {
    if (!MANA_SYMBOL.test(s.slice(1, -1))) fail(ctx, r.offset, path, `unknown mana symbol ${s} in "${r.value}"`);
  }
  return r.value;
}

function ptValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string): string {
  const r = stringValue(ctx, pair, path, 'Write power/toughness as pt: 2/2 (quote it when it starts with *: pt: "*/*")');
  if (!PT.test(r.value)) fail(ctx, r.offset, path, `"${r.value}" is not a power/toughness such as 2/2 or */1+*`);
  return r.value;
}

function loyaltyValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string): string {
  const node = pair.value;
  const at = start(node, start(pair.key, 0));
  let value: string | undefined;
  if (isScalar(node) && typeof node.value === "number" && Number.isInteger(node.value) && node.value >= 0) {
    value = String(node.value);
  } else if (isScalar(node) && typeof node.value === "string") {
    value = node.value;
  }
  if (value === undefined) fail(ctx, at, path, `expected a loyalty number such as 3, got ${describe(node)}`);
  if (!LOYALTY.test(value)) fail(ctx, at, path, `"${value}" is not a loyalty (a whole number, X or *)`);
  return value;
}

function setsValue(ctx: Ctx, pair: Pair<YamlNode, YamlNode | null>, path: string): string[] {
  const node = pair.value;
  if (!isSeq(node)) fail(ctx, start(node, start(pair.key, 0)), path, `expected a list of set codes such as [M10, M11], got ${describe(node)}`);
  return (node.items as (YamlNode | null)[]).map((item, i) => {
    const at = start(item, start(node, 0));
    const p = `${path}[${i}]`;
    let code: string | undefined;
    if (isScalar(item) && typeof item.value === "string") code = item.value;
    // Set codes such as 10E read as strings; all-digit codes would be numbers.
    if (isScalar(item) && typeof item.value === "number" && Number.isInteger(item.value)) code = item.source ?? String(item.value);
    if (code === undefined) fail(ctx, at, p, `expected a set code, got ${describe(item)}`);
    if (!SET_CODE.test(code)) fail(ctx, at, p, `"${code}" is not a set code`);
    return code;
  });
}

function requireKey(ctx: Ctx, pairs: Map<string, Pair<YamlNode, YamlNode | null>>, map: YAMLMap, path: string, key: string, what: string): Pair<YamlNode, YamlNode | null> {
  const pair = pairs.get(key);
  if (!pair) fail(ctx, start(map, 0), join2(path, key), `missing required key "${key}" (${what})`);
  return pair;
}

function parseTranslation(ctx: Ctx, node: YamlNode | null, path: string, langName: string): CardTranslation {
  if (!isMap(node)) {
    fail(ctx, start(node, 0), path, `expected a mapping with the ${langName} name, type and text, got ${describe(node)}`);
  }
  const pairs = checkedPairs(ctx, node, path, TRANSLATION_KEYS, (key) =>
    key === "en_printed" || key === "english" || key === "en" ? 'The English printed text goes in "en_printed_text"' : "",
  );
  const t: CardTranslation = {
    name: lineValue(ctx, requireKey(ctx, pairs, node, path, "name", `the ${langName} card name`), join2(path, "name"), "a name").value,
  };
  const type = pairs.get("type");
  if (type) t.type = lineValue(ctx, type, join2(path, "type"), "a type line").value;
  const text = pairs.get("text");
  if (text) t.text = textValue(ctx, text, join2(path, "text"));
  const enText = pairs.get("en_printed_text");
  if (enText) {
    if (!text) fail(ctx, start(enText.key, 0), join2(path, "en_printed_text"), `en_printed_text is only meaningful next to a ${langName} "text"`);
    t.enPrintedText = textValue(ctx, enText, join2(path, "en_printed_text"));
  }
  const enType = pairs.get("en_printed_type");
  if (enType) t.enPrintedType = lineValue(ctx, enType, join2(path, "en_printed_type"), "a type line").value;
  const sets = pairs.get("sets");
  if (sets) t.sets = setsValue(ctx, sets, join2(path, "sets"));
  return t;
}

const LANG_NAMES: Record<TranslationLang, string> = { es: "Spanish", pt: "Portuguese" };

interface Parsed {
  card: LoadedCard;
  /** Offset of the `name` value, for errors found after parsing (file naming, duplicates). */
  nameOffset: number;
  lines: LineCounter;
}

function parseInternal(yamlText: string, fileName: string): Parsed {
  const lines = new LineCounter();
  const ctx: Ctx = { file: fileName, lines };
  const doc = parseDocument(yamlText, { lineCounter: lines, prettyErrors: false, uniqueKeys: true, strict: true });
  const problem = doc.errors[0] ?? doc.warnings[0];
  if (problem) {
    const all = yamlText.split(/\r?\n/);
    let line = Math.max(lines.linePos(problem.pos[0]).line, 1);
    let offset = problem.pos[0];
    // An unterminated collection or quote is reported where the input ends: point at the last line with content.
    if ((all[line - 1] ?? "").trim() === "") {
      while (line > 1 && (all[line - 1] ?? "").trim() === "") line--;
      offset = (lines.lineStarts[line - 1] ?? 0) + (/^\s*/.exec(all[line - 1] ?? "")?.[0].length ?? 0);
    }
    const path = guessPath(all, line);
    const unquoted = /^(\s*(?:cost|pt):\s*)[{*]/.exec(all[line - 1] ?? "");
    if (unquoted) {
      const lineStart = lines.lineStarts[line - 1] ?? 0;
      fail(ctx, lineStart + unquoted[1]!.length, path, 'invalid YAML: mana costs and P/T with * must be quoted, e.g. cost: "{1}{R}", pt: "*/*"');
    }
    fail(ctx, offset, path, `invalid YAML: ${problem.message.split("\n")[0]}`);
  }
  const root = doc.contents;
  if (root === null || (isScalar(root) && root.value === null)) {
    fail(ctx, 0, "", "the file holds no card; expected a mapping with name, cost, type and text");
  }
  if (!isMap(root)) fail(ctx, start(root, 0), "", `expected a mapping with name, cost, type and text, got ${describe(root)}`);

  const pairs = checkedPairs(ctx, root, "", TOP_KEYS, (key) => {
    if (key === "layout" || key === "faces") return "Multi-face cards are not supported yet (see cards/README.md)";
    if (key === "manaCost" || key === "mana_cost") return 'The mana cost goes in "cost"';
    if (key === "power" || key === "toughness") return 'Power and toughness go together in "pt", e.g. pt: 2/2';
    if (key === "oracle" || key === "oracle_text") return 'The Oracle text goes in "text"';
    if (key === "en_printed_text") return "en_printed_text belongs inside a translation (translations.es / translations.pt)";
    return "";
  });

  const namePair = requireKey(ctx, pairs, root, "", "name", "the English card name");
  const name = lineValue(ctx, namePair, "name", "a card name");
  const costPair = pairs.get("cost");
  const cost = costPair ? costValue(ctx, costPair, "cost") : undefined;
  const type = lineValue(ctx, requireKey(ctx, pairs, root, "", "type", "the Oracle type line"), "type", "a type line").value;
  const text = textValue(ctx, requireKey(ctx, pairs, root, "", "text", 'the Oracle text; text: "" for a card without rules text'), "text");
  const ptPair = pairs.get("pt");
  const pt = ptPair ? ptValue(ctx, ptPair, "pt") : undefined;
  const loyaltyPair = pairs.get("loyalty");
  const loyalty = loyaltyPair ? loyaltyValue(ctx, loyaltyPair, "loyalty") : undefined;
  if (ptPair && loyaltyPair) fail(ctx, start(loyaltyPair.key, 0), "loyalty", "a card has either pt or loyalty, not both");

  const translations: LoadedCard["translations"] = {};
  const tPair = pairs.get("translations");
  if (tPair) {
    const node = tPair.value;
    if (!isMap(node)) fail(ctx, start(node, start(tPair.key, 0)), "translations", `expected a mapping with es and/or pt, got ${describe(node)}`);
    const tPairs = checkedPairs(ctx, node, "translations", TRANSLATION_LANGS, (key) =>
      key === "pt-BR" || key === "pt_BR" || key === "ptbr" ? 'Brazilian Portuguese is "pt"' : "",
    );
    for (const lang of TRANSLATION_LANGS) {
      const pair = tPairs.get(lang);
      if (pair) translations[lang] = parseTranslation(ctx, pair.value, `translations.${lang}`, LANG_NAMES[lang]);
    }
  }

  const card: LoadedCard = {
    file: fileName,
    name: name.value,
    ...(cost !== undefined ? { cost } : {}),
    type,
    text,
    ...(pt !== undefined ? { pt } : {}),
    ...(loyalty !== undefined ? { loyalty } : {}),
    translations,
  };
  return { card, nameOffset: name.offset, lines };
}

/**
 * Parse the YAML source of one card. `fileName` is only used in error
 * messages and as `LoadedCard.file`. Throws `CardSourceError`.
 */
export function parseCardSource(yamlText: string, fileName: string): LoadedCard {
  return parseInternal(yamlText, fileName).card;
}

/** Read and parse one card file. Throws `CardSourceError`. */
export function loadCardFile(path: string): LoadedCard {
  return parseCardSource(readFileSync(path, "utf8"), path);
}

/**
 * The file name a card has in the library: its name in lower case, accents
 * and apostrophes dropped, `æ` spelt `ae`, every other run of non-alphanumerics
 * a hyphen. `Ajani's Pridemate` → `ajanis-pridemate.yaml`.
 */
export function cardFileName(name: string): string {
  const slug = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/æ/g, "ae")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug}.yaml`;
}

/**
 * Load every `*.yaml` file of a directory (not recursive), sorted by file
 * name. Each file must be named after its card (`cardFileName`) and each card
 * name may appear only once. A `.yml` file is an error rather than being
 * skipped. Throws `CardSourceError` at the first fault.
 */
export function loadCardDirectory(dir: string): LoadedCard[] {
  const files = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => e.name)
    .sort();
  const cards: LoadedCard[] = [];
  const seen = new Map<string, string>();
  for (const f of files) {
    const path = join(dir, f);
    if (f.endsWith(".yml")) throw new CardSourceError(path, 1, 1, "", "card files end in .yaml, not .yml");
    if (!f.endsWith(".yaml")) continue;
    const { card, nameOffset, lines } = parseInternal(readFileSync(path, "utf8"), path);
    const ctx: Ctx = { file: path, lines };
    const expected = cardFileName(card.name);
    if (basename(f) !== expected) fail(ctx, nameOffset, "name", `the card "${card.name}" must be in a file named ${expected}`);
    const key = card.name.toLowerCase();
    const other = seen.get(key);
    if (other !== undefined) fail(ctx, nameOffset, "name", `the card "${card.name}" is already defined in ${other}`);
    seen.set(key, path);
    cards.push(card);
  }
  return cards;
}

/**
 * The parser input for one card in one language: the Oracle text for `en`,
 * the printed translation for `es` and `pt` (mana cost, power, toughness and
 * loyalty are the same in every language). Throws `CardSourceError` when the
 * card has no translation with text in that language.
 */
export function toCardInput(card: LoadedCard, lang: Lang = "en"): CardInput {
  const [power, toughness] = card.pt === undefined ? [undefined, undefined] : splitPt(card.pt);
  const common: CardInput = { name: card.name, text: card.text, type: card.type, lang };
  if (card.cost !== undefined) common.manaCost = card.cost;
  if (power !== undefined) common.power = power;
  if (toughness !== undefined) common.toughness = toughness;
  if (card.loyalty !== undefined) common.loyalty = card.loyalty;
  if (lang === "en") return common;

  const t = card.translations[lang];
  if (t === undefined) {
    throw new CardSourceError(card.file, 1, 1, `translations.${lang}`, `${card.name} has no ${LANG_NAMES[lang]} translation`);
  }
  if (t.text === undefined && card.text !== "") {
    throw new CardSourceError(card.file, 1, 1, `translations.${lang}.text`, `${card.name} has no ${LANG_NAMES[lang]} text, only a name`);
  }
  const input: CardInput = { ...common, name: t.name, text: t.text ?? "" };
  if (t.type !== undefined) input.type = t.type;
  else delete input.type;
  return input;
}

/** The languages `toCardInput` can produce for this card. */
export function cardLanguages(card: LoadedCard): Lang[] {
  const langs: Lang[] = ["en"];
  for (const lang of TRANSLATION_LANGS) {
    const t = card.translations[lang];
    if (t !== undefined && (t.text !== undefined || card.text === "")) langs.push(lang);
  }
  return langs;
}

function splitPt(pt: string): [string, string] {
  const i = pt.indexOf("/");
  return [pt.slice(0, i), pt.slice(i + 1)];
}
