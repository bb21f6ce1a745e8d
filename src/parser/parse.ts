/**
 * The parser driver: one card → the language-neutral AST.
 *
 * It splits the token stream into abilities (lines, with modal bullets kept
 * with their "Choose …" line), classifies each ability by its shape (keyword
 * list, "cost: effect", trigger word, instant/sorcery text, static text), and
 * calls the grammar's start rules on the pieces: costs, trigger condition,
 * intervening "if", and each sentence of an effect. A piece the grammar cannot
 * read whole becomes an `unparsed` node covering exactly that piece, with a
 * warning — nothing the user wrote is ever dropped. It never throws.
 */
import type { IToken, TokenType } from "chevrotain";
import type { AbilityKind, CardInput, Diagnostic, Lang, Span } from "../ast/base.ts";
import type { Ability, ParseResult } from "../ast/nodes.ts";
import { firstWordName, lex, makeToken, tokEnd, type Token } from "../lexer/lexer.ts";
import * as T from "../lexer/tokens.ts";
import { W } from "../lexer/words.ts";
import { keywordById } from "../../grammar/keywords.ts";
import { ABILITY_WORDS } from "../../grammar/en/ability-words.ts";
import { ES_ABILITY_WORDS } from "../../grammar/es/ability-words.ts";
import { PT_ABILITY_WORDS } from "../../grammar/pt/ability-words.ts";
import { diag } from "../diagnostics/create.ts";
import { OracleGrammar } from "./grammar.ts";
import { defaultCacheDir, loadPredictions, savePredictions } from "./cache.ts";
import { isSpellType, languageGrammar } from "./lang/index.ts";
import type { Node } from "./dsl.ts";

// One grammar per language: English is the abstract grammar, Spanish and Portuguese its
// concrete subclasses (src/parser/lang/). `currentLang` is the language of the card being parsed.
const grammars = new Map<Lang, OracleGrammar>();
let currentLang: Lang = "en";
function getGrammar(lang: Lang = currentLang): OracleGrammar {
  let grammar = grammars.get(lang);
  if (!grammar) {
    grammars.set(lang, (grammar = lang === "en" ? new OracleGrammar() : languageGrammar(lang)));
    if (cacheDir !== undefined && loadPredictions(grammar, lang, cacheDir)) cacheLoaded.push(lang);
  }
  return grammar;
}

/** Where grammars read and write what prediction learnt (./cache.ts); undefined: no cache. */
let cacheDir: string | undefined;
/** The languages whose grammar started from a saved snapshot. */
const cacheLoaded: Lang[] = [];

/**
 * Keep what the parser's adaptive prediction learns in a directory between runs (by default
 * `node_modules/.cache/oraclec`): grammars made from now on start from the saved snapshot, and
 * `savePredictionCache` writes what they learnt. Parses are the same with or without it; only a
 * cold process's speed differs. The CLI turns it on; `null` turns it off.
 */
export function usePredictionCache(dir: string | null = defaultCacheDir()): void {
  cacheDir = dir ?? undefined;
}

/**
 * Forgets the grammars and what their prediction learnt (memory held by a long-running process);
 * the next parse builds new ones, reading the prediction cache again if one is in use.
 */
export function resetParsers(): void {
  grammars.clear();
  cacheLoaded.length = 0;
}

/** The cache directory in use, and the languages whose grammar was read from it. */
export function predictionCacheInfo(): { dir: string | undefined; loaded: readonly Lang[] } {
  return { dir: cacheDir, loaded: cacheLoaded };
}

/**
 * Writes the snapshot of every grammar that learnt enough since it was read: anything when there
 * was no snapshot, else at least `minNew` DFA states (rewriting the file for a handful of states
 * would cost a one-card run more than it saves). Returns how many files were written.
 */
export function savePredictionCache(minNew = 200): number {
  if (cacheDir === undefined) return 0;
  let written = 0;
  for (const [lang, grammar] of grammars) {
    if (savePredictions(grammar, lang, cacheDir, cacheLoaded.includes(lang) ? minNew : 1)) written++;
  }
  return written;
}

interface Ctx {
  text: string;
  isSpell: boolean;
  diagnostics: Diagnostic[];
  depth: number;
  tokens: Token[];
  /** The text has quotation marks (only then can an effect hold a quoted ability). */
  quotes: boolean;
}

/** The names by which a card's text refers to itself: its name, and for legends the part before the comma. */
export function selfNames(name: string, type?: string, lang: Lang = "en"): string[] {
  const names = [name];
  for (const face of name.split(/\s*\/\/\s*/)) if (face !== name) names.push(face);
  const comma = name.indexOf(",");
  if (comma > 0) names.push(name.slice(0, comma));
  else if (type && /legendary/i.test(type)) {
    const m = /^(\S+) (of|the) /i.exec(name);
    if (m) names.push(m[1]!);
    // "Elanor" for Elanor Gardner (English Oracle text)
    const first = lang === "en" ? firstWordName(name) : undefined;
    if (first) names.push(first);
  }
  names.push("CARDNAME", "~");
  return names;
}

/** Parse one card's text into the language-neutral AST. Never throws. */
export function parseCard(input: CardInput, options: { lang?: Lang } = {}): ParseResult {
  const requested: unknown = input.lang ?? options.lang ?? "en";
  const known = requested === "en" || requested === "es" || requested === "pt";
  const lang: Lang = known ? (requested as Lang) : "en";
  const text = typeof input.text === "string" ? input.text : "";
  const name = typeof input.name === "string" ? input.name : "";
  // The grammar backtracks by exceptions (chevrotain's recognition exceptions): a stack trace for
  // each would cost more than the parse. An internal error is reported by its message only.
  const stackTraceLimit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const result = parseChecked(name, text, lang, input.type);
    if (!known) {
      result.diagnostics.unshift({
        severity: "warning",
        code: "OC1006",
        message: `Unknown language ${JSON.stringify(requested)}; the text was read as English`,
        span: [0, 0],
      });
    }
    return result;
  } catch (e) {
    // A bug in the parser must not take a batch down: report it on the card.
    return {
      name,
      lang,
      abilities: text.trim() ? [{ kind: "static", span: [0, text.length], body: unparsedNode(text, [0, text.length]) } as unknown as Ability] : [],
      diagnostics: [
        { severity: "error", code: "OC9001", message: `Internal parser error: ${(e as Error).message}`, span: [0, text.length] },
      ],
    };
  } finally {
    Error.stackTraceLimit = stackTraceLimit;
  }
}

function parseChecked(name: string, text: string, lang: Lang, type?: string): ParseResult {
  const lexed = lex(text, lang, selfNames(name, type, lang));
  currentLang = lang;
  const ctx: Ctx = { text, isSpell: isSpellType(type ?? "", lang), diagnostics: [...lexed.diagnostics], depth: 0, tokens: lexed.tokens, quotes: lexed.tokens.some((t) => t.tokenType === T.Quote) };
  const abilities: Node[] = [];
  // A level band ("LEVEL 1-3", "STATION 8+", a Class's "{1}{R}: Level 2") gathers the lines after it.
  let band: Node | undefined;
  const units = splitAbilities(lexed.tokens);
  for (const unit of lang === "en" ? units : units.flatMap((u) => splitAfterKeywordReminder(u, text)).flatMap(splitKeywordSentences)) {
    const header = bandHeader(unit);
    if (header) {
      if (header.activated) abilities.push(header.activated);
      // A Class's band starts with its first line: "Level 2" belongs to the activated ability before it.
      const span: Span = header.activated ? [header.span[1], header.span[1]] : header.span;
      band = { kind: "static", span, band: header.band, abilities: [] };
      abilities.push(band);
      continue;
    }
    const into = band ? (band.abilities as Node[]) : abilities;
    // "1-9 | Draw a card." — a row of the result table of the die roll in the ability before it (706.2)
    const owner = into[into.length - 1];
    const row = owner && owner.kind !== "static" ? resultRow(unit, ctx) : undefined;
    if (owner && row) {
      ((owner.results ??= []) as Node[]).push(row);
      owner.span = [(owner.span as Span)[0], (row.span as Span)[1]];
      continue;
    }
    const line = (band && ptLine(unit)) || parseAbility(unit, ctx);
    if (!line) continue;
    // A line of several keywords ("Flying, first strike") is several abilities.
    if (line.kind === "keywordLine") into.push(...(line.abilities as Node[]));
    else into.push(line);
    if (band) {
      const [s0, e0] = band.span as Span;
      const [s1, e1] = line.span as Span;
      band.span = into.length === 1 && s0 === e0 ? [s1, e1] : [Math.min(s0, s1), Math.max(e0, e1)];
    }
  }
  // Reminder text is set aside on the ability it belongs to (or on the card).
  const orphans: Node[] = [];
  for (const r of lexed.reminders) {
    const node: Node = { kind: "reminder", span: r.span, text: r.text };
    const owner = abilities.find((a) => a.span && a.span[0] <= r.span[0] && r.span[0] <= lineEnd(text, a.span[1]));
    if (owner) ((owner.reminders ??= []) as Node[]).push(node);
    else orphans.push(node);
  }
  for (let i = 0; i < abilities.length; i++) {
    unspanned = 0;
    completeNodes(abilities[i], abilities as unknown as Record<number, unknown>, i);
    // most abilities have every node spanned by now
    if (unspanned > 0) spanFromParent(abilities[i], abilities[i]!.span as Span);
  }
  const result: ParseResult = { name, lang, abilities: abilities as ParseResult["abilities"], diagnostics: ctx.diagnostics };
  if (orphans.length) (result as unknown as Record<string, unknown>).reminders = orphans;
  return result;
}

/**
 * The header of a level band: a leveler's "LEVEL 1-3" / "LEVEL 4+" (711.2), a Spacecraft's or
 * Planet's "STATION 8+" (the station symbol), or a Class's level ability "{1}{R}: Level 2" (716.2a).
 * The abilities on the lines after it, up to the next header, are the band's: a static ability
 * "as long as it has at least N (and at most M) level/charge counters, or is level N, it has …",
 * with the base power and toughness printed in the band ("4/4").
 */
function bandHeader(unit: Token[]): { span: Span; band: Node; activated?: Node } | undefined {
  const word = unit[0];
  if (!word || (word.tokenType !== T.Word && word.tokenType !== T.Keyword)) {
    // "{1}{R}: Level 2"
    const colon = unit.findIndex((t) => t.tokenType === T.Colon);
    const lv = unit[colon + 1];
    if (colon <= 0 || !lv || !/^Level$/.test(lv.image) || unit.length !== colon + 3 || unit[colon + 2]!.tokenType !== T.Number) return undefined;
    const costTokens = unit.slice(0, colon);
    const cost = tryRule<Node[]>("costList", costTokens);
    if (!cost) return undefined;
    const level = Number(unit[colon + 2]!.image);
    const span = spanOf(unit);
    const levelSpan = spanOf(unit.slice(colon + 1));
    return {
      span: levelSpan,
      // no words of its own: the "Level 2" it stands for are the activated ability's
      band: { kind: "levelBand", counter: "class", min: level },
      activated: { kind: "activated", span, cost, classLevel: level },
    };
  }
  // Spanish "NIVEL 1-3", Portuguese "NÍVEL 4+"
  const level = word.image === "LEVEL" || word.image === "NIVEL" || word.image === "NÍVEL";
  if (!level && word.image !== "STATION") return undefined;
  const counter = level ? "level" : "charge";
  const [n1, op, n2] = [unit[1], unit[2], unit[3]];
  if (!n1 || n1.tokenType !== T.Number || !op) return undefined;
  const span = spanOf(unit);
  if (unit.length === 3 && op.image === "+") return { span, band: { kind: "levelBand", span, counter, min: Number(n1.image) } };
  if (unit.length === 4 && /^[-–]$/.test(op.image) && n2?.tokenType === T.Number) {
    return { span, band: { kind: "levelBand", span, counter, min: Number(n1.image), max: Number(n2.image) } };
  }
  return undefined;
}

/** A row of a die roll's result table: "1-9 | effect", "10—19 | effect", "20 | effect", "15+ | effect" (706.2). */
function resultRow(unit: Token[], ctx: Ctx): Node | undefined {
  const [n1, op, n2] = unit;
  if (!n1 || n1.tokenType !== T.Number || !op) return undefined;
  const pipeAt = unit.findIndex((t) => t.image === "|");
  if (pipeAt < 1 || pipeAt > 3 || pipeAt === unit.length - 1) return undefined;
  const row: Node = { kind: "resultRow", span: spanOf(unit), min: Number(n1.image) };
  if (pipeAt === 3) {
    if (!n2 || n2.tokenType !== T.Number || !/^[-–—]$/.test(op.image)) return undefined;
    row.max = Number(n2.image);
    if (op.image !== "-") row.dash = op.image;
  } else if (pipeAt === 2) {
    if (op.image !== "+") return undefined;
    row.orMore = true;
  }
  row.effect = parseEffect(unit.slice(pipeAt + 1), ctx);
  return row;
}

/** A band's base power and toughness line: "4/4". */
function ptLine(unit: Token[]): Node | undefined {
  if (unit.length !== 1 || unit[0]!.tokenType !== T.PTValue) return undefined;
  const m = /^(\d+|\*)\/(\d+|\*)$/.exec(unit[0]!.image);
  if (!m) return undefined;
  const n = (x: string) => (x === "*" ? "*" : Number(x));
  return { kind: "bandPT", span: spanOf(unit), power: n(m[1]!), toughness: n(m[2]!) };
}

/**
 * Completes the nodes of a card in one walk:
 * - fields whose value is undefined are left out (`node()` keeps them while parsing): a node with
 *   such fields is replaced by a copy without them (`holder[key]`);
 * - every node has a span. The grammar spans the nodes its rules return; a node built inside
 *   another (a join word in a list, an implied "it") is spanned here over its children when it
 *   has some, else (`spanFromParent`) over the phrase it belongs to (its nearest spanned ancestor).
 * Returns the span of `x` or of its children, and counts the nodes left without a span in `unspanned`.
 */
function completeNodes(x: unknown, holder: Record<string | number, unknown>, key: string | number): Span | undefined {
  if (Array.isArray(x)) {
    let s: Span | undefined;
    for (let i = 0; i < x.length; i++) s = union(s, completeNodes(x[i], x as unknown as Record<number, unknown>, i));
    return s;
  }
  if (x === null || typeof x !== "object") return undefined;
  let n = x as Node;
  let s: Span | undefined;
  let holes = false;
  for (const k in n) {
    if (k === "span") continue;
    const v = n[k];
    if (v === undefined) holes = true;
    else if (typeof v === "object") s = union(s, completeNodes(v, n, k));
  }
  if (holes) {
    const copy = {} as Node;
    for (const k in n) if (n[k] !== undefined) copy[k] = n[k];
    n = copy;
    holder[key] = n;
  }
  if (typeof n.kind === "string" && n.span === undefined) {
    if (s) n.span = s;
    else unspanned++;
  }
  return (n.span as Span | undefined) ?? s;
}
/** Nodes `completeNodes` left without a span in the ability at hand (for `spanFromParent`). */
let unspanned = 0;
function spanFromParent(x: unknown, parent: Span): void {
  if (Array.isArray(x)) {
    for (const y of x) spanFromParent(y, parent);
    return;
  }
  if (x === null || typeof x !== "object") return;
  const n = x as Node;
  if (typeof n.kind === "string" && n.span === undefined) n.span = [parent[0], parent[1]];
  const own = (n.span as Span | undefined) ?? parent;
  for (const k in n) if (k !== "span") spanFromParent(n[k], own);
}
function union(a: Span | undefined, b: Span | undefined): Span | undefined {
  if (!a) return b;
  if (!b) return a;
  if (a[0] <= b[0] && b[1] <= a[1]) return a;
  if (b[0] <= a[0] && a[1] <= b[1]) return b;
  return [Math.min(a[0], b[0]), Math.max(a[1], b[1])];
}

function lineEnd(text: string, from: number): number {
  const i = text.indexOf("\n", from);
  return i < 0 ? text.length : i;
}

/** Lines, with "Choose one —" lines keeping the bullet lines that follow. */
function splitAbilities(tokens: Token[]): Token[][] {
  const lines: Token[][] = [[]];
  for (const t of tokens) {
    if (t.tokenType === T.NewLine) lines.push([]);
    else lines[lines.length - 1]!.push(t);
  }
  const units: Token[][] = [];
  // whether the unit's first line ends with a dash ("Choose one —"): such a unit gathers every bullet line after it;
  // an ability for a chosen option ("• Khans — …" after "As ~ enters, choose Khans or Dragons.") is otherwise an ability of its own
  let modal = false;
  for (const line of lines) {
    if (line.length === 0) continue;
    const prev = units[units.length - 1];
    if (line[0]!.tokenType === T.Bullet && prev && (modal || (prev.some((t) => t.tokenType === T.Bullet) && chosenOptionDash(line) < 0))) {
      prev.push(...line);
    } else {
      units.push(line);
      modal = endsWithDash(line) || modeHeader(line) >= 0;
    }
  }
  return units;
}

/**
 * Older Spanish and Portuguese printings run abilities together on one line ("Vuela. Cuando el …
 * entre en juego, …", "La criatura equipada obtiene +0/+6. Equipar {3}."): each sentence that is
 * a line of keywords is an ability of its own.
 */
function splitKeywordSentences(unit: Token[]): Token[][] {
  const parts = sentences(unit);
  if (parts.length < 2) return [unit];
  const out: Token[][] = [];
  let cur: Token[] = [];
  for (const part of parts) {
    if (part[0]?.tokenType === T.Keyword && tryRule<Node[]>("keywordLine", part)) {
      if (cur.length) out.push(cur);
      out.push(part);
      cur = [];
    } else if (!cur.length && out.length && part[0]?.tokenType === W.VarX && tryRule<Node>("staticSentence", part)) {
      // "Suspender X—{X}{3}{U}. X no puede ser 0.": a rule about the keyword's X stays on its line ("Suspend X—… X can't be 0.")
      out[out.length - 1] = [...out[out.length - 1]!, ...part];
    } else if (cur.length && startsActivated(part)) {
      // "… entra al campo de batalla girado.{T}: Agrega {R}.": an activated ability run on after a sentence
      out.push(cur);
      cur = [...part];
    } else cur.push(...part);
  }
  if (cur.length) out.push(cur);
  return out;
}

/**
 * "Bushido 1 (Quando este bloquear …) {1}{W}, {T}: …", "Voar (Esta criatura …) Quando ~ entra em jogo, …": a keyword line
 * whose reminder text ends it, and the next ability printed on the same line; the keyword line and the rest, or the unit.
 */
function splitAfterKeywordReminder(unit: Token[], text: string): Token[][] {
  if (unit[0]?.tokenType !== T.Keyword) return [unit];
  for (let i = 1; i < unit.length; i++) {
    const gap = text.slice(tokEnd(unit[i - 1]!), unit[i]!.startOffset);
    if (!/^\s*\([^()]*\)\s+$/.test(gap)) continue;
    if (!tryRule<Node[]>("keywordLine", unit.slice(0, i))) return [unit];
    return [unit.slice(0, i), ...splitAfterKeywordReminder(unit.slice(i), text)];
  }
  return [unit];
}

/** A sentence that begins with a cost symbol and has a cost colon: "{T}: …", "{2}{R}, {T}: …". */
function startsActivated(part: Token[]): boolean {
  const first = part[0]?.tokenType;
  return (first === T.TapSymbol || first === T.ManaSymbol) && topLevel(part, T.Colon).length > 0;
}

/**
 * "Choose one. If this spell was kicked, choose any number instead.", "…, choose three. You may choose the same
 * mode more than once.": a mode count ended by a full stop (or by the first bullet, "Choose one•"), the modes
 * following as bullets. The index of the token after the count, or -1.
 */
function modeHeader(line: Token[]): number {
  for (let i = 0; i < line.length; i++) {
    if (line[i]!.tokenType !== W.Choose) continue;
    const before = line[i - 1]?.tokenType;
    if (i > 0 && before !== T.Comma && before !== T.Period && before !== T.Colon) continue;
    for (let j = i + 2; j <= i + 4 && j <= line.length; j++) {
      const end = line[j]?.tokenType;
      // "Choose one -" (a hyphen for the dash)
      if (j === line.length || end === T.Period || end === T.Bullet || (end === T.Minus && (j === line.length - 1 || line[j + 1]!.tokenType === T.Bullet))) return tryRule<Node>("modeCount", line.slice(i + 1, j)) ? j : -1;
    }
  }
  return -1;
}

function endsWithDash(line: Token[]): boolean {
  const last = line[line.length - 1];
  // "Choose one —"; older Spanish and Portuguese printings: "…, elige uno:" / "…, escolha um:"
  // ("Elige uno o ambos:", "elige uno que no haya sido elegido:")
  const chooseColon = last?.tokenType === T.Colon && line.slice(-9, -1).some((t) => t.tokenType === W.Choose);
  return last !== undefined && (last.tokenType === T.Dash || chooseColon);
}

function spanOf(tokens: IToken[]): Span {
  return [tokens[0]!.startOffset, tokEnd(tokens[tokens.length - 1]!)];
}

function unparsedNode(text: string, span: Span): Node {
  return { kind: "unparsed", span, text: text.slice(span[0], span[1]) };
}

function unparsed(tokens: IToken[], ctx: Ctx, code = "OC1001"): Node {
  const span = spanOf(tokens);
  const node = unparsedNode(ctx.text, span);
  ctx.diagnostics.push({
    severity: "warning",
    code,
    message: `Could not read these words: "${node.text as string}"`,
    span,
  });
  return node;
}

/** Run a start rule of the grammar on exactly these tokens; undefined unless it reads all of them. */
function tryRule<R>(rule: string, tokens: IToken[]): R | undefined {
  if (tokens.length === 0) return undefined;
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0; // recognition exceptions are control flow here
  try {
    const { value, ok } = getGrammar().run<R>(rule, tokens);
    return ok ? value : undefined;
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** Indices of tokens of a type that are not inside quotes. */
function topLevel(tokens: Token[], type: typeof T.Comma): number[] {
  const at: number[] = [];
  let inQuote = false;
  tokens.forEach((t, i) => {
    if (t.tokenType === T.Quote) inQuote = !inQuote;
    else if (!inQuote && t.tokenType === type) at.push(i);
  });
  return at;
}

/** Split at top-level periods; each sentence keeps its period. */
function sentences(tokens: Token[]): Token[][] {
  const out: Token[][] = [];
  let cur: Token[] = [];
  let inQuote = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    cur.push(t);
    if (t.tokenType === T.Quote) {
      inQuote = !inQuote;
      // '… with "This token can't block." If …': the quoted ability's full stop ends the sentence too
      // when a capitalised word follows (not in '… gains "{T}: Add {G}." until end of turn')
      const next = tokens[i + 1];
      if (!inQuote && tokens[i - 1]?.tokenType === T.Period && next && next.tokenType !== T.Period && /^[A-Z]/.test(next.image)) {
        out.push(cur);
        cur = [];
      }
    } else if (!inQuote && t.tokenType === T.Period) {
      out.push(cur);
      cur = [];
    }
  }
  if (cur.length) out.push(cur);
  return out;
}

const MAX_TRIGGER_COMMAS = 6;

const ROMAN = /^(I|II|III|IV|V|VI|VII)$/;

function parseAbility(tokens: Token[], ctx: Ctx): Node | undefined {
  if (tokens.length === 0) return undefined;
  const span = spanOf(tokens);
  let body = tokens;
  let abilityWord: string | undefined;
  let chapters: number[] | undefined;

  // "• Khans — At the beginning of …": an ability the permanent has only if that option was chosen as it entered (the Sieges)
  let chosenOption: string | undefined;
  const optionDash = chosenOptionDash(body);
  if (optionDash > 0) {
    chosenOption = body
      .slice(1, optionDash)
      .map((t) => t.image)
      .join(" ");
    body = body.slice(optionDash + 1);
  }

  // "Landfall — …", "I, II — …" (saga chapters), but not "Ward—Pay 3 life." or "Choose one —".
  // Some printings set the dash as a hyphen between spaces ("Limiar - {T}: …")
  const spacedHyphen = (t: Token) => t.tokenType === T.Minus && t.image === "-" && ctx.text[t.startOffset - 1] === " " && ctx.text[t.startOffset + 1] === " ";
  const dash = chosenOption === undefined ? body.findIndex((t) => t.tokenType === T.Dash || spacedHyphen(t)) : -1;
  if (dash > 0 && dash < body.length - 1) {
    const head = body.slice(0, dash);
    if (head.every((t) => t.tokenType === T.Comma || ROMAN.test(t.image)) && ROMAN.test(head[0]!.image)) {
      chapters = head.filter((t) => t.tokenType !== T.Comma).map((t) => romanValue(t.image));
      body = body.slice(dash + 1);
    } else if (
      head[0]!.tokenType !== T.Keyword &&
      head[0]!.tokenType !== W.Choose &&
      // "Descend 4 — …": an ability word may end in a number (the threshold it names)
      head.every((t, i) => isWordLike(t) || (i > 0 && i === head.length - 1 && t.tokenType === T.Number)) &&
      head.length <= 4
    ) {
      abilityWord = head.map((t) => t.image).join(" ").toLowerCase();
      body = body.slice(dash + 1);
    } else if (flavorWordHead(head, ctx.text)) {
      // a longer flavor word (207.2c), with possessives and an exclamation mark: "Council's dilemma — …",
      // "Go for the Goal! — {1}{R}, {T}: …", "The Most Important Punch in History — …"
      // kept as written ("Bring it Down!"): no casing rule gives these back
      abilityWord = head.map((t, i) => (i > 0 && (t.tokenType === T.Possessive || t.image === "!") ? "" : i > 0 ? " " : "") + t.image).join("");
      body = body.slice(dash + 1);
    }
  }

  // "Threshold Instead destroy all creatures, …": an ability word of CR 207.2c whose dash a printed
  // text lost, followed by its ability (a capital letter: a new sentence), with a warning and a fix
  if (abilityWord === undefined && chapters === undefined && chosenOption === undefined) {
    const n = abilityWordWithoutDash(body, ctx.text);
    if (n > 0) {
      abilityWord = ctx.text.slice(body[0]!.startOffset, tokEnd(body[n - 1]!)).toLowerCase();
      ctx.diagnostics.push(lostDashDiagnostic(body[0]!, body[n - 1]!, ctx.text));
      body = body.slice(n);
    }
  }

  let ability: Node;
  if (chapters) {
    ability = { kind: "triggered", span, trigger: { kind: "trigger", word: "chapter", event: { kind: "chapter", chapters } }, effect: parseEffect(body, ctx) };
  } else {
    ability = classify(body, ctx, span);
  }
  if (abilityWord) ability.abilityWord = abilityWord;
  // "Domain—When …", "I, II— Create …": a dash written without the usual spaces around it
  if ((chapters || abilityWord) && dash > 0) {
    const written = dashAsWritten(ctx.text, tokens[tokens.length - body.length - 2], tokens[tokens.length - body.length - 1], body[0]);
    if (written !== undefined) ability.dashText = written;
  }
  if (chosenOption !== undefined) ability.chosenOption = chosenOption;
  return ability;
}

const ABILITY_WORDS_BY_LANG: Record<Lang, ReadonlySet<string>> = { en: ABILITY_WORDS, es: ES_ABILITY_WORDS, pt: PT_ABILITY_WORDS };

/**
 * A flavor word of up to eight words before an ability's dash, capitalized, with possessives ("Bigby's Hand") and
 * a closing exclamation mark ("Avalanche!"); the words as written, spaced as the tokens.
 */
function flavorWordHead(head: Token[], text: string): boolean {
  if (head.length > 10 || !/^\p{Lu}/u.test(text.slice(head[0]!.startOffset, head[0]!.startOffset + 1)) || !isWordLike(head[0]!)) return false;
  let words = 0;
  for (const [i, t] of head.entries()) {
    if (t.tokenType === T.Possessive && i > 0) continue;
    if (t.image === "!" && i === head.length - 1) continue;
    if (!isWordLike(t)) return false;
    // the written form must be what the tokens spell: a word after a space, a possessive glued to its word
    if (i > 0 && text[t.startOffset - 1] !== " ") return false;
    words++;
  }
  return words <= 8 && head.some((t) => t.tokenType === T.Possessive || t.image === "!" || head.length > 4);
}

/** The warning for an ability word without its dash; its fix puts the dash back (the corpus round trip applies it). */
export const LOST_DASH_CODE = "OC2003" as const;

/** The symbols an activated ability's cost may open with. */
const COST_START: ReadonlySet<TokenType> = new Set([T.ManaSymbol, T.TapSymbol, T.UntapSymbol]);

/**
 * How many tokens (one to three) at the start of `line` are an ability word of the text's language directly
 * followed by a capitalized word or by an activated ability's cost, or 0. The words as written: the Spanish and Portuguese lexers put English
 * glosses in the images.
 */
function abilityWordWithoutDash(line: Token[], text: string): number {
  const written = (t: Token) => text.slice(t.startOffset, tokEnd(t));
  if (line.length < 2 || !/^\p{Lu}/u.test(written(line[0]!))) return 0;
  // "Limiar {G}{W}: …", "Canalizar {1}{W}, Descarte ~: …": the ability word before an activated ability's cost
  const activated = topLevel(line, T.Colon).length > 0;
  for (let n = 1; n <= 3 && n < line.length; n++) {
    const head = line.slice(0, n);
    if (!head.every((t) => isWordLike(t) && /^[\p{L}'’]+$/u.test(written(t)))) return 0;
    const next = line[n]!;
    // a capitalized word, or the one-letter article of a new sentence ("Dominar A criatura alvo recebe …"); or the cost of an
    // activated ability ("Limiar {G}{W}: …", "Dominar {3}, {T}: …")
    const costStart = activated && (COST_START.has(next.tokenType) || /^\{/.test(written(next)));
    if (text.slice(tokEnd(line[n - 1]!), next.startOffset) !== " " || (!costStart && (!/^\p{Lu}(\p{Ll}|\s|$)/u.test(written(next)) || !isWordLike(next)))) continue;
    if (ABILITY_WORDS_BY_LANG[currentLang].has(head.map(written).join(" ").toLowerCase())) return n;
  }
  return 0;
}

/** The warning for a keyword or an ability word whose dash was lost after `word` (its fix puts the dash back). */
function lostDashDiagnostic(first: Token, last: Token, text: string, rule?: string): Diagnostic {
  const end = tokEnd(last);
  const d = diag(LOST_DASH_CODE, [first.startOffset, end], { word: text.slice(first.startOffset, end), rule });
  d.fix = { span: [end, end], text: " —" };
  return d;
}

/**
 * "Recapitular {1}{B}, Pague 3 pontos de vida.": a keyword whose cost is more than mana, printed without the dash
 * before it (702.34a "Flashback [cost]"; other costs than mana follow a dash). The keyword line read with the dash
 * put back (a zero-width dash token), or undefined.
 */
function keywordCostWithoutDash(tokens: Token[], ctx: Ctx, span: Span): Node | undefined {
  const k = tokens[0]!;
  const spec = keywordById(String(k.payload?.value));
  if (spec?.param.shape !== "cost" || tokens[1]?.tokenType !== T.ManaSymbol) return undefined;
  let j = 1;
  while (tokens[j]?.tokenType === T.ManaSymbol) j++;
  if (tokens[j]?.tokenType !== T.Comma || !tokens[j + 1] || tokens[j + 1]!.tokenType === T.Keyword) return undefined;
  const dashed = [k, makeToken(T.Dash, "", tokEnd(k), undefined, tokEnd(k)), ...tokens.slice(1)];
  const line = tryRule<Node[]>("keywordLine", dashed);
  const node = line?.length === 1 ? keywordAbilities(line, span) : keywordThenSentences(dashed, ctx, span);
  if (node) ctx.diagnostics.push(lostDashDiagnostic(k, k, ctx.text, spec.rule));
  return node;
}

/**
 * The dash between two tokens as written, when it is not the usual " — " ("—", "— ", " —");
 * undefined for the usual spacing or a line break after it.
 */
function dashAsWritten(text: string, before: Token | undefined, dash: Token | undefined, after: Token | undefined): string | undefined {
  if (!before || !dash || !after) return undefined;
  const written = text.slice(tokEnd(before), after.startOffset);
  if (written.includes("\n")) return written.startsWith(" ") ? undefined : "—";
  return written === " — " || !/^ ?— ?$/.test(written) ? undefined : written;
}

/** "• Khans — <ability>": the index of the dash after the option's name (at most three words), or -1. */
function chosenOptionDash(line: Token[]): number {
  if (line[0]?.tokenType !== T.Bullet) return -1;
  const d = line.findIndex((t) => t.tokenType === T.Dash);
  if (d < 2 || d > 4 || d >= line.length - 1) return -1;
  // "• Cross-Slash — {0} — …" (a mode with its own cost) is not an ability of its own
  if (line.slice(d + 1).some((t) => t.tokenType === T.Dash || t.tokenType === T.Bullet)) return -1;
  return line.slice(1, d).every((t) => isWordLike(t)) ? d : -1;
}

function romanValue(r: string): number {
  return ({ I: 1, II: 2, III: 3, IV: 4, V: 5, VI: 6, VII: 7 } as Record<string, number>)[r] ?? 0;
}

function isWordLike(t: Token): boolean {
  return t.tokenType === T.Word || t.tokenType === T.Keyword || (t.payload !== undefined && !("symbol" in t.payload) && t.tokenType !== T.Possessive);
}

function classify(tokens: Token[], ctx: Ctx, span: Span): Node {
  const first = tokens[0]!;
  // 1. A line of keyword abilities: "Flying, first strike", "Equip {2}", "Ward—Pay 3 life."
  if (first.tokenType === T.Keyword) {
    const list = tryRule<Node[]>("keywordLine", tokens);
    if (list) return keywordAbilities(list, span);
    const followed = keywordThenSentences(tokens, ctx, span) ?? keywordCostWithoutDash(tokens, ctx, span);
    if (followed) return followed;
    const dashed = keywordCostSentenceWithoutDash(tokens, ctx, span);
    if (dashed) return dashed;
  }
  // 2. Triggered: "When/Whenever/At …, effect"
  if (first.tokenType === W.When || first.tokenType === W.Whenever || first.tokenType === W.At) {
    return parseTriggered(tokens, ctx, span);
  }
  // 2b. "Se você não tiver nenhum card em sua mão, quando ~ for colocado no cemitério, …": Spanish and Portuguese
  // may write a trigger's intervening "if" (603.4) before it ("When ~ is put into a graveyard, if you have no cards in hand, …")
  if (first.tokenType === W.If && currentLang !== "en") {
    const leading = ifBeforeTrigger(tokens, ctx, span);
    if (leading) return leading;
  }
  // 3. Activated: "cost: effect"
  const colon = topLevel(tokens, T.Colon)[0];
  if (colon !== undefined && colon > 0 && !startsLikeSentenceWithColon(tokens)) {
    return parseActivated(tokens, colon, ctx, span);
  }
  // 4. Instructions of an instant or sorcery.
  if (ctx.isSpell) {
    return { kind: "spell", span, effect: parseEffect(tokens, ctx) };
  }
  // 5. Static abilities and replacement effects.
  return parseStatic(tokens, ctx, span);
}

/** The triggered ability of "If <condition>, When/Whenever/At <event>, <effect>", or undefined when it is not one. */
function ifBeforeTrigger(tokens: Token[], ctx: Ctx, span: Span): Node | undefined {
  for (const ci of topLevel(tokens, T.Comma).slice(0, MAX_TRIGGER_COMMAS)) {
    const next = tokens[ci + 1];
    if (!next || (next.tokenType !== W.When && next.tokenType !== W.Whenever && next.tokenType !== W.At)) continue;
    const condition = tryRule<Node>("condition", tokens.slice(1, ci));
    if (!condition) return undefined;
    const mark = ctx.diagnostics.length;
    const node = parseTriggered(tokens.slice(ci + 1), ctx, span);
    if ((node.trigger as Node | undefined)?.kind === "unparsed" || node.condition) {
      ctx.diagnostics.splice(mark, ctx.diagnostics.length - mark);
      return undefined;
    }
    node.condition = condition;
    return node;
  }
  return undefined;
}

/** "Choose one —" lines contain no cost colon; a colon inside quotes is not top level. */
function startsLikeSentenceWithColon(tokens: Token[]): boolean {
  return tokens[0]!.tokenType === W.Choose;
}

/**
 * A keyword ability, then sentences about it on its line: "Equip {0}. Activate only once each turn.", "Kicker {X}.
 * X can't be 0.", "Equip {3}. This ability costs {1} less to activate for each other Equipment you control."
 * Undefined unless every sentence is read.
 */
function keywordThenSentences(tokens: Token[], ctx: Ctx, span: Span): Node | undefined {
  const stop = tokens.findIndex((t) => t.tokenType === T.Period);
  if (stop < 1 || stop === tokens.length - 1) return undefined;
  const list = tryRule<Node[]>("keywordLine", tokens.slice(0, stop + 1));
  if (!list || list.length !== 1) return undefined;
  const node = keywordAbilities(list, span);
  const restrictions: Node[] = [];
  const rules: Node[] = [];
  for (const s of sentences(tokens.slice(stop + 1))) {
    const r = node.kind === "activated" && s[0]!.tokenType === W.Activate ? tryRule<Node>("activationInstruction", s) : undefined;
    if (r) {
      restrictions.push(r);
      continue;
    }
    const st = tryRule<Node>("staticSentence", s);
    if (!st) return undefined;
    rules.push(resolveQuoted(st, ctx));
  }
  if (restrictions.length) node.restrictions = restrictions;
  if (rules.length) node.rules = rules;
  return node;
}

/** The warning for a keyword whose dash before a cost that is not mana a printed text lost. */
export const LOST_KEYWORD_DASH_CODE = "OC2004" as const;

/**
 * "Manutenção cumulativa Sacrifique uma criatura.", "Unir em Arcana Vire uma criatura …", "Reciclar Pague 2 pontos
 * de vida.": a Spanish or Portuguese keyword whose dash before its cost (702.24a, 702.47a, 702.29a) the printed text
 * lost, followed by the cost as a new sentence (a capital letter): read with the dash put back, with a warning and a fix.
 */
function keywordCostSentenceWithoutDash(tokens: Token[], ctx: Ctx, span: Span): Node | undefined {
  if (currentLang === "en") return undefined;
  const written = (t: Token) => ctx.text.slice(t.startOffset, tokEnd(t));
  for (let n = 1; n <= 3 && n < tokens.length - 1; n++) {
    const next = tokens[n]!;
    if (next.tokenType === T.Dash || !isWordLike(next) || !/^\p{Lu}\p{Ll}/u.test(written(next))) continue;
    if (ctx.text.slice(tokEnd(tokens[n - 1]!), next.startOffset) !== " ") continue;
    const at = tokEnd(tokens[n - 1]!);
    const dash = makeToken(T.Dash, "", at, undefined, at);
    const list = tryRule<Node[]>("keywordLine", [...tokens.slice(0, n), dash, ...tokens.slice(n)]);
    if (!list || list.length !== 1) continue;
    const word = ctx.text.slice(tokens[0]!.startOffset, at);
    const d = diag(LOST_KEYWORD_DASH_CODE, [tokens[0]!.startOffset, at], { word });
    d.fix = { span: [at, at], text: " —" };
    ctx.diagnostics.push(d);
    return keywordAbilities(list, span);
  }
  return undefined;
}

function keywordAbilities(list: Node[], span: Span): Node {
  const abilities = list.map((k) => {
    const spec = keywordById(String(k.keyword));
    const kinds: AbilityKind[] = spec ? [...spec.kinds] : ["static"];
    const node: Node = { kind: kinds[0]!, keyword: k.keyword, span: k.span };
    if (kinds.length > 1) node.represents = kinds;
    if (k.of !== undefined) node.of = k.of;
    if (k.arg !== undefined) node.arg = k.arg;
    if (spec?.rule) node.rule = spec.rule;
    if (k.semicolon) node.semicolon = true;
    return node;
  });
  if (abilities.length === 1) return { ...abilities[0]!, span };
  return { kind: "keywordLine", span, abilities } as Node;
}

function parseTriggered(tokens: Token[], ctx: Ctx, span: Span): Node {
  // A trigger condition ends at one of the first few commas; trying every comma of a
  // pathological line would be quadratic.
  const commas = topLevel(tokens, T.Comma).slice(0, MAX_TRIGGER_COMMAS);
  // The first comma that ends a trigger condition ends it, unless the effect after it cannot be read and a later
  // comma ends a condition too whose effect can: "Whenever a player taps a Mountain, Forest, or Plains for mana, …"
  let first: { node: Node; diagnostics: Diagnostic[] } | undefined;
  for (const ci of commas) {
    const mark = ctx.diagnostics.length;
    const node = triggeredAt(tokens, ci, ctx, span);
    if (!node) continue;
    if (!containsUnparsed(node.effect)) {
      return node;
    }
    const diagnostics = ctx.diagnostics.splice(mark, ctx.diagnostics.length - mark);
    first ??= { node, diagnostics };
  }
  if (first) {
    ctx.diagnostics.push(...first.diagnostics);
    return first.node;
  }
  const bare = triggeredWithoutComma(tokens, ctx, span);
  if (bare) return bare;
  // The trigger condition could not be read: keep it whole, then read what follows the first comma.
  const ci = commas[0];
  if (ci === undefined) return { kind: "triggered", span, trigger: unparsed(tokens, ctx) };
  return {
    kind: "triggered",
    span,
    trigger: unparsed(tokens.slice(0, ci), ctx),
    effect: ci + 1 < tokens.length ? parseEffect(tokens.slice(ci + 1), ctx) : undefined,
  };
}

/** How many words a trigger condition printed without its comma may have. */
const MAX_BARE_TRIGGER = 16;

/**
 * A trigger condition printed without the comma that ends it, as older printings do ("No início de sua
 * manutenção sacrifique Dragão Tirano a menos que …", "Toda vez que ~ é virada você ganha 1 ponto de vida."):
 * the shortest words of a first sentence without a comma that read as a trigger condition and are followed by
 * an effect read whole. Nothing is returned when no such split reads every word.
 */
function triggeredWithoutComma(tokens: Token[], ctx: Ctx, span: Span): Node | undefined {
  const stop = tokens.findIndex((t) => t.tokenType === T.Comma || t.tokenType === T.Period);
  // a comma in the first sentence is where its trigger condition ends, read or not
  if (stop >= 0 && tokens[stop]!.tokenType === T.Comma) return undefined;
  const end = Math.min(stop < 0 ? tokens.length - 1 : stop, MAX_BARE_TRIGGER);
  for (let k = 2; k < end; k++) {
    const trigger = tryRule<Node>("triggerCondition", tokens.slice(0, k));
    if (!trigger) continue;
    const mark = ctx.diagnostics.length;
    const effect = parseEffect(tokens.slice(k), ctx);
    if (containsUnparsed(effect)) {
      ctx.diagnostics.splice(mark, ctx.diagnostics.length - mark);
      continue;
    }
    markPluralSelf(trigger, tokens);
    return { kind: "triggered", span, trigger, effect };
  }
  return undefined;
}

/** Whether an `unparsed` node appears anywhere inside `x`. */
function containsUnparsed(x: unknown): boolean {
  if (Array.isArray(x)) return x.some(containsUnparsed);
  if (x === null || typeof x !== "object") return false;
  const n = x as Node;
  if (n.kind === "unparsed") return true;
  for (const k in n) if (k !== "span" && typeof n[k] === "object" && containsUnparsed(n[k])) return true;
  return false;
}

/** The triggered ability whose trigger condition ends at the comma `ci`, or undefined when those words are not one. */
function triggeredAt(tokens: Token[], ci: number, ctx: Ctx, span: Span): Node | undefined {
  const trigger = tryRule<Node>("triggerCondition", tokens.slice(0, ci)) ?? stateTrigger(tokens.slice(0, ci));
  if (!trigger) return undefined;
  let rest = tokens.slice(ci + 1);
  let condition: Node | undefined;
  if (rest[0]?.tokenType === W.If) {
    for (const cj of topLevel(rest, T.Comma).slice(0, MAX_TRIGGER_COMMAS)) {
      const cond = tryRule<Node>("condition", rest.slice(1, cj));
      if (cond) {
        condition = cond;
        rest = rest.slice(cj + 1);
        break;
      }
    }
  }
  markPluralSelf(trigger, tokens);
  const node: Node = { kind: "triggered", span, trigger };
  if (condition) node.condition = condition;
  // "This ability triggers only once each turn." is an instruction about the trigger, not an effect.
  const parts = sentences(rest);
  for (let i = 0; i < parts.length; i++) {
    const limit = parts[i]![0]?.tokenType === W.This ? tryRule<Node>("triggerLimit", parts[i]!) : undefined;
    if (!limit) continue;
    node.limit = limit;
    parts.splice(i, 1);
    rest = parts.flat();
    break;
  }
  node.effect = rest.length ? parseEffect(rest, ctx) : unparsed(tokens.slice(ci), ctx);
  return node;
}

/**
 * A state trigger (603.8): "When you have 10 or less life", "When there are no creatures on the
 * battlefield", "When ~ has no +1/+1 counters on it" — "when" and a condition of the game state,
 * read by the condition grammar when no trigger event reads the words.
 */
function stateTrigger(tokens: Token[]): Node | undefined {
  if (tokens[0]?.tokenType !== W.When || tokens.length < 2) return undefined;
  const condition = tryRule<Node>("condition", tokens.slice(1));
  if (!condition) return undefined;
  return { kind: "trigger", span: spanOf(tokens), word: "when", event: { kind: "stateTrigger", span: spanOf(tokens.slice(1)), condition } };
}

/** Event verbs whose form tells the number of their subject ("attacks" / "attack"). */
const BASE_FORM_VERBS = new Set(["attack", "block", "enter", "become", "deal", "die", "leave"]);

/**
 * "Whenever Aang and Katara attack": a card that is two characters takes a plural verb. The
 * card's name is marked plural when the verb after it is in the base form, so the wording (and
 * the rendering) keep the agreement.
 */
function markPluralSelf(trigger: Node, tokens: Token[]): void {
  const event = trigger.event as Node | undefined;
  const subject = event?.subject as Node | undefined;
  if (!subject || subject.kind !== "self" || !Array.isArray(subject.span)) return;
  const end = (subject.span as Span)[1];
  const verb = tokens.find((t) => t.startOffset >= end);
  if (verb && verb.tokenType !== T.Possessive && BASE_FORM_VERBS.has(verb.image.toLowerCase())) subject.plural = true;
}

function parseActivated(tokens: Token[], colon: number, ctx: Ctx, span: Span): Node {
  let costTokens = tokens.slice(0, colon);
  // "Boast — {1}{R}: …", "Exhaust — {2}{G}: …": a keyword that stands for an activated ability with a rule of its own (702.142, 702.177)
  let keyword: string | undefined;
  // "Prever {W}{U}, Revele ~ de sua mão: …": a printed text may lose the dash before the cost (a warning and its fix)
  const lostDash = costTokens[0]?.tokenType === T.Keyword && COST_START.has(costTokens[1]?.tokenType as TokenType);
  const spec = costTokens[0]?.tokenType === T.Keyword && (costTokens[1]?.tokenType === T.Dash || lostDash) ? keywordById(String(costTokens[0].payload?.value)) : undefined;
  if (spec?.param.shape === "dash" && spec.param.text === "activated-ability" && costTokens.length > 2) {
    keyword = spec.id;
    if (lostDash) ctx.diagnostics.push(lostDashDiagnostic(costTokens[0]!, costTokens[0]!, ctx.text, spec.rule));
    costTokens = costTokens.slice(lostDash ? 1 : 2);
  }
  const costs = tryRule<Node[]>("costList", costTokens);
  const node: Node = { kind: "activated", span, cost: costs ?? [unparsed(costTokens, ctx)] };
  if (keyword) {
    node.keyword = keyword;
    node.rule = spec!.rule;
  }
  const effectTokens = tokens.slice(colon + 1);
  const restrictions: Node[] = [];
  const kept: Token[][] = [];
  for (const s of sentences(effectTokens)) {
    const r =
      s[0]!.tokenType === W.Activate ? tryRule<Node>("activationInstruction", s) : s[0]!.tokenType === W.Any ? tryRule<Node>("anyPlayerMayActivate", s) : undefined;
    if (r) restrictions.push(r);
    else kept.push(s);
  }
  node.effect = kept.length ? parseEffect(kept.flat(), ctx) : effectTokens.length ? undefined : unparsed(tokens, ctx);
  if (restrictions.length) node.restrictions = restrictions;
  if (costs?.some((c) => c.kind === "loyaltyCost")) node.loyalty = true;
  else if (isManaAbility(node)) node.mana = true;
  return node;
}

/** 605.1a: no target, could add mana, not a loyalty ability. */
function isManaAbility(node: Node): boolean {
  let mana = false;
  let targets = false;
  const walk = (x: unknown): void => {
    if (targets) return;
    if (Array.isArray(x)) {
      for (const y of x) walk(y);
      return;
    }
    if (x === "anyTarget") targets = true;
    if (x === null || typeof x !== "object") return;
    const n = x as Record<string, unknown>;
    if (n.kind === "addMana") mana = true;
    if (n.target === true) targets = true;
    for (const k in n) walk(n[k]);
  };
  walk(node.effect);
  return mana && !targets;
}

/** Effect text: sentences, or a modal "Choose one —" with bullets. */
function parseEffect(tokens: Token[], ctx: Ctx): Node {
  const span = spanOf(tokens);
  if (tokens[0]?.tokenType === W.Choose) {
    // "Choose one —"; older Spanish and Portuguese printings write "Elige uno:" / "Escolha um:"
    const dash = tokens.findIndex((t) => t.tokenType === T.Dash || t.tokenType === T.Colon);
    const bullets = tokens.map((t, i) => (t.tokenType === T.Bullet ? i : -1)).filter((i) => i >= 0);
    // "Choose one. <rules of the modes>" / "Choose one•" before the bullets
    const stop = bullets.length > 0 && !(dash > 0 && dash < bullets[0]!) ? modeHeader(tokens.slice(0, bullets[0]! + 1)) : -1;
    if (stop > 0) {
      const head = tokens.slice(1, stop);
      const end = tokens[stop]!.tokenType;
      const between = tokens.slice(end === T.Bullet ? stop : stop + 1, bullets[0]);
      const rules = sentences(between).map((s) => tryRule<Node>("modeRule", s) ?? unparsed(s, ctx));
      const dashText = end === T.Period ? "." : end === T.Minus ? ctx.text.slice(tokEnd(tokens[stop - 1]!), tokEnd(tokens[stop]!)) : "";
      const modal: Node = { kind: "modal", span, choose: chooseCount(head, ctx), dashText, modes: modesOf(tokens, bullets, ctx) };
      if (rules.length) modal.rules = rules;
      return modal;
    }
    if (dash > 0 && bullets.length > 0 && bullets[0]! > dash) {
      const head = tokens.slice(1, dash);
      const modal: Node = { kind: "modal", span, choose: chooseCount(head, ctx), modes: modesOf(tokens, bullets, ctx) };
      // "Choose one—" (no space before the dash)
      const written = tokens[dash]!.tokenType === T.Dash ? dashAsWritten(ctx.text, tokens[dash - 1], tokens[dash], tokens[dash + 1]) : undefined;
      if (written !== undefined) modal.dashText = written;
      return modal;
    }
    // Older printings run the modes on one line: "Elige uno: A; o B; o C.", "Choose one — A; or B; or C."
    // (some sources lost that dash: "Choose one Destroy target Cleric; or …")
    const sep = dash > 0 ? dash : headWithoutDash(tokens);
    const semis = tokens.map((t, i) => (t.tokenType === T.Semicolon ? i : -1)).filter((i) => i > sep);
    if (sep > 0 && bullets.length === 0 && semis.length > 0 && semis[0]! > sep + 1) {
      const head = tokens.slice(1, dash > 0 ? dash : sep + 1);
      const starts = [sep, ...semis];
      const modes = starts.map((b, k) => {
        let from = b + 1;
        if (k > 0 && tokens[from]?.tokenType === W.Or) from++;
        const end = semis[k] ?? tokens.length;
        const modeTokens = tokens.slice(from, end);
        // an empty mode ("…; " at the end) is its separator, unread
        const m: Node = { kind: "mode", span: spanOf(modeTokens.length ? modeTokens : [tokens[b]!]) };
        m.effect = modeTokens.length ? parseEffect(modeTokens, ctx) : unparsed([tokens[b]!], ctx);
        return m;
      });
      return { kind: "modal", span, choose: chooseCount(head, ctx), modes };
    }
  }
  const framed = framedModal(tokens, ctx);
  if (framed) return framed;
  const list = sentences(tokens).map((s) => parseSentence(s, ctx));
  return { kind: "effect", span, sentences: list };
}

/**
 * A modal sentence after a framing prefix, as the effect's last sentence: "…, you may sacrifice a creature. When you do,
 * choose one — • … • …" (a reflexive trigger, 603.12), "If you do, choose one —". The sentences before it are read as
 * usual; undefined when the text is not of that shape.
 */
function framedModal(tokens: Token[], ctx: Ctx): Node | undefined {
  const firstBullet = tokens.findIndex((t) => t.tokenType === T.Bullet);
  if (firstBullet < 0) return undefined;
  // the sentence holding the modes' header starts after the last full stop before the bullets
  let from = 0;
  for (let i = firstBullet - 1; i >= 0; i--) {
    if (tokens[i]!.tokenType === T.Period) {
      from = i + 1;
      break;
    }
  }
  const choose = tokens.findIndex((t, i) => i > from && i < firstBullet && t.tokenType === W.Choose && tokens[i - 1]!.tokenType === T.Comma);
  if (choose < 0) return undefined;
  // one or more prefixes, each ending with its comma: "When you do, if you control five or more Snakes, choose one —"
  const prefixes: Node[] = [];
  let at = from;
  while (at < choose) {
    let next = -1;
    for (let j = at + 1; j <= choose && next < 0; j++) {
      if (tokens[j - 1]!.tokenType !== T.Comma) continue;
      const p = tryRule<Node>("sentencePrefix", tokens.slice(at, j));
      if (p) {
        prefixes.push({ ...p, span: p.span ?? spanOf(tokens.slice(at, j)) });
        next = j;
      }
    }
    if (next < 0) return undefined;
    at = next;
  }
  const modal = parseEffect(tokens.slice(choose), ctx);
  if (modal.kind !== "modal") return undefined;
  // innermost first, as effectSentenceBody nests stacked prefixes
  let body: Node = modal;
  for (let i = prefixes.length - 1; i >= 0; i--) {
    const start = (prefixes[i]!.span as Span)[0];
    body = { kind: "sentence", span: [start, (modal.span as Span)[1]], prefix: prefixes[i], body };
  }
  const before = sentences(tokens.slice(0, from)).map((s) => parseSentence(s, ctx));
  return { kind: "effect", span: spanOf(tokens), sentences: [...before, body] };
}

/** The modes of a modal effect, one per bullet. */
function modesOf(tokens: Token[], bullets: number[], ctx: Ctx): Node[] {
  return bullets.map((b, k) => {
    let modeTokens = tokens.slice(b + 1, bullets[k + 1] ?? tokens.length);
    const m: Node = { kind: "mode", span: spanOf(tokens.slice(b, bullets[k + 1] ?? tokens.length)) };
    // "• Smash It — Destroy target artifact.": a mode's name, a flavor word with no rules meaning (207.2c)
    const dash = modeNameDash(modeTokens, ctx.text);
    if (dash > 0) {
      m.name = ctx.text.slice(modeTokens[0]!.startOffset, tokEnd(modeTokens[dash - 1]!));
      modeTokens = modeTokens.slice(dash + 1);
    }
    m.effect = modeTokens.length ? parseEffect(modeTokens, ctx) : unparsed([tokens[b]!], ctx);
    return m;
  });
}

/**
 * "Smash It — …", "Combine Powers! — …": the index of the spaced dash after a mode's name (a capitalized run of
 * at most six words on one line), or -1. A cost after the dash ("Cross-Slash — {0} — …") is not a name's.
 */
function modeNameDash(line: Token[], text: string): number {
  const d = line.findIndex((t) => t.tokenType === T.Dash);
  if (d < 1 || d > 6 || d >= line.length - 1) return -1;
  if (!/^\p{Lu}/u.test(text.slice(line[0]!.startOffset, line[0]!.startOffset + 1))) return -1;
  if (text.slice(tokEnd(line[d - 1]!), line[d + 1]!.startOffset) !== " — ") return -1;
  const stops = new Set<TokenType>([T.Period, T.Colon, T.Comma, T.ManaSymbol, T.Bullet, T.NewLine, T.Semicolon]);
  if (line.slice(0, d).some((t) => stops.has(t.tokenType))) return -1;
  const after = line[d + 1]!.tokenType;
  return after === T.ManaSymbol || after === T.Dash ? -1 : d;
}

/** "Choose one Destroy …; or …" (no dash after the count): the index of the count's last word, or -1. */
function headWithoutDash(tokens: Token[]): number {
  const words = tokens.slice(1, 4).map((t) => t.image.toLowerCase());
  for (const n of [3, 1]) {
    const head = words.slice(0, n).join(" ");
    if (n === 3 ? head === "one or both" || head === "one or more" : head === "one" || head === "two" || head === "three") return n;
    // Portuguese "Escolha um Destrói …; ou …": "um" is spelled like the article
    if (n === 1 && head === "a" && currentLang !== "en") return n;
  }
  return -1;
}

function chooseCount(head: Token[], ctx: Ctx): Node {
  const words = head.map((t) => t.image.toLowerCase()).join(" ");
  const known: Record<string, Node> = {
    one: { kind: "choose", min: 1, max: 1 },
    // Portuguese "Escolha um —": "um" is spelled like the article
    a: { kind: "choose", min: 1, max: 1 },
    two: { kind: "choose", min: 2, max: 2 },
    three: { kind: "choose", min: 3, max: 3 },
    "one or both": { kind: "choose", min: 1, max: 2 },
    "one or more": { kind: "choose", min: 1, max: "any" },
    "any number": { kind: "choose", min: 0, max: "any" },
    "one that hasn't been chosen": { kind: "choose", min: 1, max: 1, unchosen: true },
  };
  const k = known[words];
  if (k) return { ...k, span: spanOf(head) };
  // "four", "up to one", "both"
  const counted = tryRule<Node>("modeCount", head);
  if (counted) return counted;
  return head.length ? unparsed(head, ctx) : { kind: "choose", min: 1, max: 1 };
}

function parseSentence(tokens: Token[], ctx: Ctx): Node {
  const node = tryRule<Node>("effectSentence", tokens);
  if (node) return resolveQuoted(node, ctx);
  const s = tryRule<Node>("staticSentence", tokens);
  if (s) return resolveQuoted(s, ctx);
  return unparsed(tokens, ctx);
}

/** Static bodies that are replacement or prevention effects (614, 615); "can't" and "must" are not (614.17). */
const REPLACEMENT_BODIES = new Set([
  "entersReplacement",
  "replacement",
  "prevention",
  "skip",
  "skips",
  "asEnters",
  "damageReplacement",
  "entersAsCopy",
  "escapesWith",
  "damageRedirect",
  "excessDamageRedirect",
]);

/** Whether a static body is, or joins, a replacement effect ("~ enters tapped and doesn't untap …"). */
function isReplacementBody(body: Node | undefined): boolean {
  if (!body) return false;
  if (REPLACEMENT_BODIES.has(body.kind)) return true;
  const parts = (body.predicates ?? body.parts) as Node[] | undefined;
  return Array.isArray(parts) && parts.some((p) => isReplacementBody(p));
}

function parseStatic(tokens: Token[], ctx: Ctx, span: Span): Node {
  const effects: Node[] = [];
  let kind: AbilityKind = "static";
  for (const s of sentences(tokens)) {
    const st = tryRule<Node>("staticSentence", s);
    if (st) {
      const body = st.body as Node | undefined;
      if (isReplacementBody(body)) kind = "replacement";
      effects.push(resolveQuoted(st, ctx));
      continue;
    }
    const ef = tryRule<Node>("effectSentence", s);
    if (ef) {
      if (ef.instead) kind = "replacement";
      effects.push(resolveQuoted(ef, ctx));
      continue;
    }
    effects.push(unparsed(s, ctx));
  }
  return { kind, span, effects };
}

/** Parse the abilities inside quotes ("… have "{T}: Add {G}."") in place. */
function resolveQuoted(node: Node, ctx: Ctx): Node {
  if (ctx.depth > 3 || !ctx.quotes) return node;
  const visit = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(visit);
    if (!n || typeof n !== "object") return n;
    const o = n as Node;
    if (o.kind === "quoted" && o.span) {
      const [s, e] = o.span;
      const inner = ctx.tokens.filter((t) => t.startOffset >= s && tokEnd(t) <= e && t.tokenType !== T.NewLine);
      ctx.depth++;
      let ability = inner.length ? classify(inner as Token[], ctx, [s, e]) : undefined;
      ctx.depth--;
      // a quoted line of several keywords ("Cascade, cascade.") has no single ability to hold: stays visible as unread
      if (ability?.kind === "keywordLine") ability = unparsed(inner, ctx);
      return { kind: "quotedAbility", span: o.span, ability };
    }
    for (const k of Object.keys(o)) if (k !== "span") (o as Record<string, unknown>)[k] = visit(o[k]);
    return o;
  };
  return visit(node) as Node;
}
