/**
 * The English renderer: a parsed card (language-neutral AST) → its canonical
 * Oracle wording in current templating ("enters", "mana value", "Add {G}.").
 *
 * Every node kind the grammar builds has a case below; an unknown kind throws
 * a `RenderError` naming it (the grammar grows faster than the renderer), and
 * `unparsed` nodes print their text verbatim so nothing the user wrote is lost.
 * Reminder text is not printed.
 */
import type { ParseResult } from "../ast/nodes.ts";
import { keywordById } from "../../grammar/keywords.ts";
import { article, capitalize, numberWord, plural, possessive, thirdPerson } from "./words.ts";
import { ABILITY_WORDS } from "../../grammar/en/ability-words.ts";

// Nodes are plain JSON objects; the renderer reads them loosely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type N = { kind: string; [field: string]: any };

/** A node the renderer does not know how to print (its kind and where it was met). */
export class RenderError extends Error {
  readonly nodeKind: string;
  readonly where: string;
  constructor(nodeKind: string, where: string) {
    super(`cannot render node of kind "${nodeKind}" as ${where}`);
    this.name = "RenderError";
    this.nodeKind = nodeKind;
    this.where = where;
  }
}

function fail(n: N | undefined, where: string): never {
  throw new RenderError(n ? String(n.kind) : "undefined", where);
}

/** Verb forms: imperative / "you" / plural subjects take the base form, singular subjects the -s form. */
type Form = "base" | "third";

function v(base: string, form: Form): string {
  if (form === "base") return base;
  // phrasal verbs: inflect the first word ("look at", "gain control of")
  const sp = base.indexOf(" ");
  return sp < 0 ? thirdPerson(base) : thirdPerson(base.slice(0, sp)) + base.slice(sp);
}

interface Ctx {
  /** How the card calls itself: its name, and for "Name, Title" legends the short name. */
  self: string;
  short: string;
  /**
   * The object "it" / "that creature" refers to has left its zone (destroyed, exiled, returned,
   * countered, or the trigger was its death): conditions about it are in the past tense
   * ("If that creature was a Human", "If you controlled that permanent").
   */
  past?: boolean;
  /** `past` comes from an action of the effect, not from the trigger. */
  pastByAction?: boolean;
  /** A condition about what happened is in the present ("can't attack unless you sacrifice a land"). */
  happenedPresent?: boolean;
  /** Inside an event that happened ("a permanent you controlled left the battlefield this turn"). */
  tense?: Tense;
  /** "If you controlled a Dragon as you cast this spell" (the text's tense; also written "control"). */
  controlledPast?: boolean;
}

const LEAVING_ACTIONS = new Set(["destroy", "exile", "return", "counterSpell", "sacrifice"]);
const LEAVING_EVENTS = new Set(["dies", "leaves", "putIntoGraveyard"]);

/** Whether a node contains an action that moves an object out of its zone. */
function movesObject(n: unknown): boolean {
  // "exile it, then return it to the battlefield": it is back
  if (JSON.stringify(n).includes('"zone":"battlefield"')) return false;
  return movesObjectDeep(n);
}

function movesObjectDeep(n: unknown): boolean {
  if (Array.isArray(n)) return n.some(movesObjectDeep);
  if (!n || typeof n !== "object") return false;
  const o = n as N;
  if (o.kind === "quotedAbility") return false;
  if (typeof o.kind === "string" && LEAVING_ACTIONS.has(o.kind)) {
    // exiling the top card of a library, returning a card from a graveyard or to the battlefield: still there to be looked at
    if (o.kind === "exile" && (o.what?.kind === "topOfLibrary" || o.what?.kind === "cardsFromTop")) return false;
    if (o.kind === "return" && (o.from || o.to?.zone === "battlefield" || JSON.stringify(o.what ?? {}).includes('"class":"Card"'))) return false;
    return true;
  }
  return Object.entries(o).some(([k, v]) => k !== "span" && movesObjectDeep(v));
}

/** "the sacrificed creature", "the exiled card": an object that has left its zone. */
function leftZone(o: N | undefined): boolean {
  const words = (o && o.kind === "objects" && o.det === "the" ? (o.filter?.words as N[] | undefined) : undefined) ?? [];
  // "the exiled creature was a Thrull", but "the exiled card is a snow land" (a card is still a card in exile)
  // "If the discarded card was a creature card": a discarded card is spoken of in the past too
  return words.some((w) => w.value === "sacrificed" || w.value === "discarded") || (words.some((w) => w.value === "exiled") && !words.some((w) => w.value === "card"));
}

/** "it", "that creature": a reference back to an object named earlier. */
function refersBack(o: N | undefined): boolean {
  return Boolean(o && ((o.kind === "pronoun" && (o.word === "it" || o.word === "its")) || o.kind === "it" || (o.kind === "objects" && o.det === "that")));
}

/** The spelling a card uses for itself: its name, or for "Name, Title" legends the short name. */
export function selfName(name: string): string {
  const face = name.split(/\s*\/\/\s*/)[0]!;
  const comma = face.indexOf(",");
  if (comma > 0) return face.slice(0, comma);
  // "Bladewing the Risen" → "Bladewing", "Beregond of the Guard" → "Beregond" (as the parser's selfNames)
  const m = /^(\S+) (of|the) /i.exec(face);
  return m ? m[1]! : face;
}

export function renderEnglish(result: ParseResult): string {
  const face = result.name.split(/\s*\/\/\s*/)[0]!;
  const ctx: Ctx = { self: face, short: selfName(result.name) };
  return keywordLines(result.abilities as N[])
    .map((a) => {
      try {
        return renderAbility(a as N, ctx);
      } catch (e) {
        if (e instanceof RenderError) throw e;
        // a node missing a field the renderer relies on
        throw new RenderError(`malformed ${String((a as N).kind)} ability (${(e as Error).message})`, "an ability");
      }
    })
    .join("\n");
}

// ---------------------------------------------------------------------------
// Abilities
// ---------------------------------------------------------------------------

/**
 * The parser gives each keyword of "Flying, first strike" as its own ability.
 * Their spans tell which ones shared a line; without spans (a hand-built AST), the
 * Oracle convention: consecutive keywords share a line, except those followed by a
 * cost or an object ("Equip {2}", "Enchant creature", "Cycling {2}"), which take a line each.
 */
function keywordLines(abilities: N[]): N[] {
  const out: N[] = [];
  let last: N | undefined;
  for (const a of abilities) {
    const prev = out[out.length - 1];
    const same = last && sameLine(last, a);
    last = a;
    if (prev && same !== false && typeof a.keyword === "string" && (prev.kind === "keywordLine" || typeof prev.keyword === "string") && (same || (inlineKeyword(a) && (prev.kind === "keywordLine" || inlineKeyword(prev))))) {
      if (prev.kind === "keywordLine") (prev.keywords as N[]).push(a);
      else out[out.length - 1] = { kind: "keywordLine", keywords: [prev, a] };
    } else out.push(a);
  }
  return out;
}

/**
 * Whether two keyword abilities were written on one line, from their spans when
 * the AST has them (", " or "; " between them); undefined without spans.
 */
function sameLine(a: N, b: N): boolean | undefined {
  const sa = a.span as [number, number] | undefined;
  const sb = b.span as [number, number] | undefined;
  if (!Array.isArray(sa) || !Array.isArray(sb)) return undefined;
  return sb[0] - sa[1] === 2;
}

function inlineKeyword(a: N): boolean {
  if (typeof a.keyword !== "string" || a.abilityWord) return false;
  const arg = a.arg as N | undefined;
  if (!arg) return true;
  if (arg.kind === "number" || arg.kind === "from" || arg.kind === "for") return true;
  return arg.kind === "cost" && a.keyword === "ward";
}

export function renderAbility(a: N, outer: Ctx): string {
  let text: string;
  const ctx: Ctx = { ...outer, past: false, pastByAction: false };
  if (a.kind === "unparsed") return a.text;
  if (a.kind === "keywordLine" || Array.isArray(a.keywords)) {
    text = (a.keywords as N[]).map((k, i) => (i === 0 ? "" : k.semicolon ? "; " : ", ") + renderKeyword(k, ctx, i === 0)).join("");
  } else if (typeof a.keyword === "string" && a.kind === "activated" && a.cost) {
    // "Exhaust — {2}{G}: …", "Boast — {1}{R}: …": a keyword written before an activated ability
    text = capitalize(keywordName(a.keyword)) + " — " + renderActivated(a, ctx);
  } else if (typeof a.keyword === "string") {
    text = renderKeyword(a, ctx, true);
    // "Equip {0}. Activate only once each turn.", "Kicker {X}. X can't be 0."
    const after = [
      ...((a.restrictions as N[] | undefined) ?? []).map((r) => renderActivationRestriction(r, ctx)),
      ...((a.rules as N[] | undefined) ?? []).map((r) => renderSentenceLike(r, ctx)),
    ];
    if (after.length) text += (text.endsWith(".") ? " " : ". ") + after.join(" ");
  } else {
    switch (a.kind) {
      case "triggered":
        text = renderTriggered(a, ctx);
        break;
      case "activated":
        text = renderActivated(a, ctx);
        break;
      case "static":
      case "replacement":
        if (a.band) {
          text = renderBand(a, ctx);
          break;
        }
        // the parser's fallback for an internal error keeps the whole text as one `body`
        if (!a.effects && a.body) text = renderSentenceLike(a.body, ctx);
        else text = (a.effects as N[]).map((e) => renderSentenceLike(e, ctx)).join(" ");
        break;
      case "spell":
        text = renderEffect(a.effect, ctx);
        break;
      default:
        fail(a, "an ability");
    }
  }
  if (a.abilityWord) text = abilityWordCase(String(a.abilityWord)) + (typeof a.dashText === "string" ? a.dashText : " — ") + text;
  if (typeof a.chosenOption === "string") text = "• " + a.chosenOption + " — " + text;
  // the result table of a die roll, a row a line (706.2)
  for (const r of (a.results as N[] | undefined) ?? []) {
    const range = r.max !== undefined ? `${r.min}${r.dash ?? "-"}${r.max}` : `${r.min}${r.orMore ? "+" : ""}`;
    text += `\n${range} | ${renderEffect(r.effect, ctx)}`;
  }
  return text;
}

const SMALL_WORDS = new Set(["a", "an", "the", "of", "and", "or", "to", "in", "on", "for", "with", "at", "by", "from"]);

/** Ability words (CR 207.2c and later sets) are written in sentence case; other italic flavor words in title case. */
function abilityWordCase(w: string): string {
  // a longer flavor word the parser kept as written ("Bring it Down!")
  if (w !== w.toLowerCase()) return w;
  const base = w.replace(/\s+\d+$/, "");
  if (ABILITY_WORDS.has(base) || !w.includes(" ")) return capitalize(w);
  return w
    .split(" ")
    .map((x, i) => (i > 0 && SMALL_WORDS.has(x) ? x : x.split("-").map(capitalize).join("-")))
    .join(" ");
}

const ROMAN = ["", "I", "II", "III", "IV", "V", "VI", "VII"];

function renderTriggered(a: N, ctx: Ctx): string {
  const trigger = a.trigger as N;
  if (trigger.kind === "trigger" && trigger.event?.kind === "chapter") {
    const chapters = (trigger.event.chapters as number[]).map((n) => ROMAN[n] ?? String(n)).join(", ");
    return chapters + (typeof a.dashText === "string" ? a.dashText : " — ") + (a.effect ? renderEffect(a.effect, ctx) : "");
  }
  let s = renderTriggerCondition(trigger, ctx);
  if (!a.effect) return s;
  ctx.past = trigger.event?.kind === "event" && LEAVING_EVENTS.has(trigger.event.event);
  s += ", ";
  if (a.condition) s += "if " + renderCondition(a.condition, ctx) + ", ";
  const effect = renderEffect(a.effect, ctx, false);
  return s + effect + (a.limit ? " " + renderTriggerLimit(a.limit) : "");
}

function renderTriggerLimit(l: N): string {
  if (l.kind !== "triggerLimit") fail(l, "a trigger limit");
  return `This ability triggers only ${l.timesEachTurn === 2 ? "twice" : "once"} each turn.`;
}

/** "LEVEL 1-3" / "STATION 8+" and the band's lines; a Class level's lines follow its "{1}{R}: Level 2" ability. */
function renderBand(a: N, ctx: Ctx): string {
  const b = a.band as N;
  if (b.kind !== "levelBand") fail(b, "a level band");
  const lines = keywordLines(a.abilities as N[]).map((x) => (x.kind === "bandPT" ? `${x.power}/${x.toughness}` : renderAbility(x, ctx)));
  if (b.counter === "class") return lines.join("\n");
  const header = `${b.counter === "level" ? "LEVEL" : "STATION"} ${b.min}${b.max === undefined ? "+" : "-" + b.max}`;
  return [header, ...lines].join("\n");
}

function renderActivated(a: N, ctx: Ctx): string {
  const cost = renderCostList(a.cost as N[], ctx);
  if (a.classLevel !== undefined) return `${cost}: Level ${a.classLevel}`;
  const parts: string[] = [];
  const restrictions = ((a.restrictions as N[] | undefined) ?? []).map((r) => renderActivationRestriction(r, ctx));
  const effect = a.effect as N | undefined;
  // "{4}, {T}: Choose one. Activate only as a sorcery.\n• …": the instructions are written after the mode count
  if (effect?.kind === "modal" && effect.dashText === "." && restrictions.length) {
    const text = renderEffect(effect, ctx);
    const nl = text.indexOf("\n");
    return cost + ": " + text.slice(0, nl) + " " + restrictions.join(" ") + text.slice(nl);
  }
  if (effect) parts.push(renderEffect(effect, ctx));
  parts.push(...restrictions);
  return cost + ": " + parts.join(" ");
}

function renderActivationRestriction(r: N, ctx: Ctx): string {
  if (r.kind === "unparsed") return r.text;
  if (r.kind !== "activationRestriction") fail(r, "an activation restriction");
  const t = r.restriction as N;
  if (t && typeof t === "object" && t.kind === "timesEachTurn") {
    // "Activate this ability no more than twice each turn." (the Oracle wording keeps "this ability")
    const times = t.max === 1 ? "once" : t.max === 2 ? "twice" : `${renderNumber(t.max, "word")} times`;
    return `Activate ${r.legacy ? "this ability " : ""}no more than ${times} each turn.`;
  }
  if (r.restriction === "anyPlayer") {
    const only = ((r.and as unknown[] | undefined) ?? []).map((x) => " but only " + renderActivationLimit(x, ctx)).join("");
    return `Any player may activate this ability${only}.`;
  }
  // "Activate only as a sorcery and only once each turn."
  return `Activate only ${[r.restriction, ...((r.and as unknown[] | undefined) ?? [])].map((x) => renderActivationLimit(x, ctx)).join(" and only ")}.`;
}

function renderActivationLimit(r: unknown, ctx: Ctx): string {
  if (r && typeof r === "object" && (r as N).kind === "if") return `if ${renderCondition((r as N).condition, ctx)}`;
  if (r && typeof r === "object" && (r as N).kind === "timing") return renderTiming(r as N, ctx);
  if (r && typeof r === "object" && (r as N).kind === "theyCould") return `any time they could cast ${(r as N).speed === "instantSpeed" ? "an instant" : "a sorcery"}`;
  if (r && typeof r === "object" && (r as N).kind === "duringYourTurnBefore") return `during your turn, before ${(r as N).declared} are declared`;
  const what: Record<string, string> = {
    sorcerySpeed: "as a sorcery",
    instantSpeed: "as an instant",
    onceEachTurn: "once each turn",
    once: "once",
    duringYourUpkeep: "during your upkeep",
    duringYourTurn: "during your turn",
  };
  const w = what[r as string];
  if (!w) throw new RenderError(`activationRestriction:${String(r)}`, "an activation restriction");
  return w;
}

/** "during combat on your turn", "during the declare blockers step", "during an opponent's turn, before attackers are declared" */
function renderTiming(t: N, ctx: Ctx): string {
  let out = t.when as string;
  if (t.declared) out += ` ${t.declared} are declared`;
  if (t.the) out += " the";
  if (t.whose) out += " " + (typeof t.whose === "string" ? t.whose : possessiveOf(t.whose as N, ctx));
  if (t.turn) out += " turn";
  if (t.step) out += " " + renderStep(t.step as N);
  if (t.on) out += " on " + renderTurnRef(t.on as N, ctx);
  if (t.then) out += ((t.then as N).comma ? ", " : " ") + renderTiming(t.then as N, ctx);
  return out;
}

// ---------------------------------------------------------------------------
// Keyword abilities
// ---------------------------------------------------------------------------

function keywordName(id: string): string {
  const spec = keywordById(id);
  let name = id.replace(/\s*\[[^\]]*\]/g, "").trim();
  if (spec && spec.printed.length === 1 && !/\[/.test(spec.printed[0]!)) {
    // lowercase as a later keyword of a line, but keep the names inside: "choose a Background", "for Mirrodin!"
    const printed = spec.printed[0]!;
    const p = (printed[0]!.toLowerCase() + printed.slice(1)).replace(/\s+(from|for|with|onto|to)$/, "");
    if (p) name = p;
  }
  return name.replace(/\s+(from|for|with|onto|to)$/, "").replace(/ x$/, " X");
}

export function renderKeyword(k: N, ctx: Ctx, first: boolean): string {
  if (k.kind === "unparsed") return k.text;
  if (typeof k.keyword !== "string") fail(k, "a keyword ability");
  let s = keywordName(k.keyword);
  // "Swampwalk", "Basic landcycling", "Goblin offering": the type the keyword is built on
  const spec = keywordById(k.keyword);
  if (typeof k.of === "string" && spec?.param.shape === "type-prefix") s = k.of + spec.param.suffix;
  if (first) s = capitalize(s);
  const arg = k.arg as N | undefined;
  if (arg) {
    switch (arg.kind) {
      case "cost":
        // "Cumulative upkeep—Draw a card."
        if (arg.action) {
          s += "—" + capitalize(renderSentenceBody(arg.action, ctx)) + ".";
          break;
        }
        s += arg.dash ? (arg.spaced ? " — " : "—") + renderCostList(arg.cost, ctx) + "." : " " + renderCostList(arg.cost, ctx);
        // "Kicker {1}{W} and/or {U}", "Cumulative upkeep {G} or {W}"
        if (arg.andOr) s += " and/or " + renderMana(arg.andOr, ctx);
        if (arg.or) s += " or " + renderMana(arg.or, ctx);
        break;
      case "prototype":
        // "Prototype {3}{G} — 3/3"
        s += " " + renderCostList(arg.cost, ctx) + (arg.hyphen ? " - " : " — ") + arg.pt;
        break;
      case "object":
        // "Champion a Faerie", "Gift an extra turn"
        s += " " + arg.article + " " + (arg.what === "extraTurn" ? "extra turn" : renderFilter(arg.what, ctx));
        break;
      case "qualityCost":
        // "Equip legendary creature {3}"
        s += " " + renderFilter(arg.quality, ctx) + " " + renderCostList(arg.cost, ctx);
        break;
      case "number":
        s += " " + renderNumber(arg.value, "numeral");
        break;
      case "from":
        s += " " + (arg.from as N[]).map((f) => "from " + renderProtectionFrom(f, ctx)).join(arg.from.length > 2 ? ", " : arg.or ? " or " : " and ");
        if (arg.from.length > 2) s = s.replace(/, (from [^,]*)$/, ", and $1");
        break;
      case "for":
        s += " for " + renderFilter(arg.filter, ctx);
        break;
      case "withName":
        s += " with " + arg.name;
        break;
      case "numberCost":
        // "Suspend 4—{R}"
        s += " " + renderNumber(arg.number, "numeral") + "—" + renderCostList(arg.cost, ctx);
        break;
      case "onto": {
        // "Splice onto Arcane {1}{R}", "Splice onto Arcane—Exile four cards from your graveyard."
        const cost = arg.cost as N[];
        const dash = !(cost.length === 1 && (cost[0]!.kind === "mana" || cost[0]!.kind === "manaCost"));
        s += " onto " + renderFilter(arg.onto, ctx) + (dash ? "—" + renderCostList(cost, ctx) + "." : " " + renderCostList(cost, ctx));
        break;
      }
      case "filter":
        s += " " + renderFilter(arg.filter, ctx);
        break;
      case "craftWith":
        // "Craft with artifact {4}{U}{U}"
        s += " with " + renderObject(arg.with, ctx) + " " + renderCostList(arg.cost, ctx);
        break;
      case "dashName":
        // "Partner—Friends forever"
        s += "—" + arg.name;
        break;
      default:
        fail(arg, "a keyword argument");
    }
  }
  return s;
}

/** "flying", "flying and first strike", "flying, first strike, and trample" */
function renderKeywordList(list: N[], ctx: Ctx, conj = "and", last = true): string {
  if (list.length === 1 && list[0]!.kind === "keywordChoice") return (list[0]!.yourChoice ? "your choice of " : "") + renderKeywordList(list[0]!.options as N[], ctx, "or", last);
  const items = list.map((k, i) => (k.kind === "quotedAbility" ? renderQuoted(k, ctx, last && i === list.length - 1) : renderKeyword(k, ctx, false)));
  return joinList(items, conj);
}

function joinList(items: string[], conj: string): string {
  if (items.length <= 1) return items.join("");
  if (items.length === 2) return `${items[0]} ${conj} ${items[1]}`;
  return items.slice(0, -1).join(", ") + `, ${conj} ` + items[items.length - 1];
}

/** A quoted ability ends with its full stop (a keyword too: has "Cumulative upkeep {1}."), unless the sentence goes on after it. */
function renderQuoted(q: N, ctx: Ctx, last = true): string {
  if (q.kind !== "quotedAbility") fail(q, "a quoted ability");
  if (!q.ability) return '""';
  let s = capitalize(renderAbility(q.ability, ctx));
  if (last && !/[.!?"]$/.test(s)) s += ".";
  if (!last) s = s.replace(/\.$/, "");
  return '"' + s + '"';
}

// ---------------------------------------------------------------------------
// Costs
// ---------------------------------------------------------------------------

/**
 * "{1}, {T}, Sacrifice a creature" — each cost capitalised; a last cost that refers back
 * with "it" joins with "and": "Remove three quest counters from ~ and sacrifice it".
 */
function renderCostList(costs: N[], ctx: Ctx, cap = true): string {
  let out = "";
  costs.forEach((c, i) => {
    const text = renderCost(c, ctx);
    if (i > 0 && i === costs.length - 1 && (c.what?.kind === "pronoun" || c.from?.kind === "pronoun")) out += " and " + text;
    else out += (i > 0 ? ", " : "") + (cap ? capitalize(text) : text);
  });
  return out;
}

function mana(symbols: string[]): string {
  return symbols.map((s) => `{${s}}`).join("");
}

function renderCost(c: N, ctx: Ctx): string {
  switch (c.kind) {
    case "unparsed":
      return c.text;
    case "manaCost":
    case "mana":
      return (c.pay ? "pay " : "") + mana(c.symbols);
    case "tapCost":
      return "{T}";
    case "untapCost":
      return "{Q}";
    case "energyCost":
      if (typeof c.amount === "object") return `pay ${renderNumber(c.amount, "word")} {E}`;
      return (c.pay ? "pay " : "") + "{E}".repeat(c.amount);
    case "loyaltyCost": {
      const cost = (c.sign === "-" ? (c.hyphen ? "-" : "−") : c.sign) + String(c.amount);
      return c.bracketed ? `[${cost}]` : cost;
    }
    case "sacrificeCost":
      return "sacrifice " + renderObject(c.what, ctx) + (c.and ? " and " + renderObject(c.and, ctx) : "");
    case "discardCost":
      return "discard " + renderObject(c.what, ctx) + (c.random ? " at random" : "");
    case "lifeCost":
      if (c.equalTo) return `pay life ${renderCountWord(c.equalTo, ctx)}`;
      return `pay ${renderNumber(c.amount, "numeral")} life`;
    case "life":
      return `${renderNumber(c.amount, "numeral")} life`;
    case "removeCountersCost":
      return `remove ${renderCounters(c.amount, c.counter)} from ${c.among ? "among " : ""}${renderObject(c.from, ctx)}`;
    case "putCountersCost":
      return `put ${renderCounters(c.amount, c.counter)} on ${renderObject(c.on, ctx)}`;
    case "exileCost":
      return "exile " + renderObject(c.what, ctx) + (c.from ? " " + renderZone(c.from, ctx) : "");
    case "exertCost":
      return "exert " + renderObject(c.what, ctx);
    case "unattachCost":
      return "unattach " + renderObject(c.what, ctx);
    case "millCost":
      return "mill " + (c.amount.kind === "a" ? `${c.amount.word} card` : `${renderNumber(c.amount, "word")} cards`);
    case "collectEvidenceCost":
      return "collect evidence " + renderNumber(c.amount, "numeral");
    case "forageCost":
      return "forage";
    case "waterbendCost":
      return "waterbend " + mana(c.mana.symbols);
    case "tapObjectsCost":
      return "tap " + renderObject(c.what, ctx);
    case "halfLifeCost":
      return `pay half ${renderWhose(c.whose, ctx)} life` + (c.rounded ? `, rounded ${c.rounded}` : "");
    case "putCost":
      return "put " + renderObject(c.what, ctx) + (c.from ? " " + renderZone(c.from, ctx) : "") + " " + renderDestination(c.to, ctx, isPluralObject(c.what));
    case "returnCost":
      return "return " + renderObject(c.what, ctx) + " " + renderDestination(c.to, ctx, isPluralObject(c.what));
    case "revealCost":
      return "reveal " + renderObject(c.what, ctx) + (c.from ? " " + renderZone(c.from, ctx) : "");
    default:
      fail(c, "a cost");
  }
}

/** "a +1/+1 counter", "two charge counters" */
function renderCounters(amount: N, counter: N | undefined): string {
  // "up to X +1/+0 counters"
  if (amount.kind === "upTo") return `up to ${renderNumber(amount.amount, "word")} ${counter ? counter.value + " " : ""}counters`;
  if (amount.kind === "anyNumber") return `any number of ${counter ? counter.value + " " : ""}counters`;
  if (amount.kind === "all") return `all ${counter ? counter.value + " " : ""}counters`;
  if (amount.kind === "orMore") return `${renderNumber(amount.count, "word")} or more ${counter ? counter.value + " " : ""}counters`;
  if (amount.kind === "no") return `no ${counter ? counter.value + " " : ""}counters`;
  if (amount.kind === "thatMany" || amount.kind === "numberOf") return `${amount.kind === "thatMany" ? "that many" : "a number of"} ${counter ? counter.value + " " : ""}counters`;
  if (!counter) return amount.kind === "a" ? "a counter" : `${renderNumber(amount, "word")} counters`;
  const kind = counter.value as string;
  const many = !(amount.kind === "a" || (amount.kind === "number" && amount.value === 1 && !amount.word));
  const noun = `${kind} ${many ? "counters" : "counter"}`;
  if (amount.kind === "a") return `${article(noun)} ${noun}`;
  return `${renderNumber(amount, "word")} ${noun}`;
}

// ---------------------------------------------------------------------------
// Numbers
// ---------------------------------------------------------------------------

/** A number node: damage, life, scry, P/T comparisons print numerals; counts of cards and objects print words. */
function renderNumber(n: N | number | string, style: "word" | "numeral"): string {
  if (typeof n === "number" || typeof n === "string") return style === "word" ? numberWord(n) : String(n);
  if (n.kind === "a") return n.word ?? "a";
  if (n.kind !== "number") fail(n, "a number");
  if (typeof n.word === "string") return n.word;
  if (n.article) return n.article;
  // a number read from text keeps how it was written: "two" or "2"
  if (n.word === true) return numberWord(n.value);
  if (n.span && typeof n.value === "number") return String(n.value);
  return style === "word" ? numberWord(n.value) : String(n.value);
}

// ---------------------------------------------------------------------------
// Effects and sentences
// ---------------------------------------------------------------------------

function renderEffect(e: N, ctx: Ctx, capitalizeFirst = true): string {
  if (e.kind === "unparsed") return e.text;
  if (e.kind === "modal") {
    let head = "Choose " + renderChoose(e.choose, ctx) + (typeof e.dashText === "string" ? e.dashText.trimEnd() : " —");
    for (const r of (e.rules as N[] | undefined) ?? []) head += " " + renderModeRule(r, ctx);
    // each mode starts afresh: what an earlier mode destroyed is not this mode's object
    const modes = (e.modes as N[]).map((m) => "• " + (typeof m.name === "string" ? m.name + " — " : "") + (m.effect ? renderEffect(m.effect, { ...ctx, past: false, pastByAction: false }) : ""));
    const s = [head, ...modes].join("\n");
    return capitalizeFirst ? s : "choose" + s.slice(6);
  }
  if (e.kind !== "effect") fail(e, "an effect");
  return (e.sentences as N[])
    .map((s, i) => {
      // a replacement ("If that permanent is red, put it on top of its owner's library instead") looks before the move
      const text = renderSentenceLike(s, s.instead && ctx.pastByAction ? { ...ctx, past: false } : ctx, i > 0 || capitalizeFirst);
      if (movesObject(s)) ctx.past = ctx.pastByAction = true;
      else if (JSON.stringify(s).includes('"target":true') || JSON.stringify(s).includes('"det":"target"')) ctx.past = false; // a new object
      return text;
    })
    .join(" ");
}

/** What a modal ability says of its modes (700.2). */
function renderModeRule(r: N, ctx: Ctx): string {
  switch (r.kind) {
    case "unparsed":
      return r.text;
    case "sameModeMoreThanOnce":
      return "You may choose the same mode more than once.";
    case "eachModeDifferentPlayer":
      return "Each mode must target a different player.";
    case "modeCountIf":
      return `If ${renderCondition(r.condition, ctx)}, ${r.may ? "you may " : ""}choose ${renderChoose(r.choose, ctx)}${r.instead ? " instead" : ""}.`;
    default:
      return fail(r, "a rule of modes");
  }
}

function renderChoose(c: N, ctx: Ctx): string {
  if (c.kind === "unparsed") return c.text;
  if (c.kind !== "choose") fail(c, "a mode count");
  if (c.unchosen) return c.unchosenWhen === "yourLastCombat" ? "one that wasn't chosen during your last combat" : "one that hasn't been chosen" + (c.unchosenWhen === "thisTurn" ? " this turn" : "");
  if (c.both) return "both";
  if (c.upTo && c.max === "X") return "up to X" + renderWhere(c.where, ctx);
  if (c.upTo) return "up to " + numberWord(c.max);
  if (c.atRandom && c.min === c.max) return numberWord(c.min) + " at random";
  if (c.min === 1 && c.max === 2) return "one or both";
  if (c.min === 1 && c.max === "any") return "one or more";
  if (c.min === 0 && c.max === "any") return "any number";
  if (c.min === c.max) return numberWord(c.min);
  throw new RenderError(`choose:${c.min}-${c.max}`, "a mode count");
}

/** A sentence of an effect or a static ability, with its full stop. */
function renderSentenceLike(s: N, ctx: Ctx, cap = true): string {
  if (s.kind === "unparsed") return s.text;
  let text: string;
  if (s.kind === "sentence") text = renderSentence(s, ctx);
  else if (s.kind === "stillIs")
    text = s.they ? `they're still ${renderFilter(s.what, ctx)}` : `it's still ${article(renderFilter(s.what, ctx))} ${renderFilter(s.what, ctx)}`;
  else if (s.kind === "static") text = renderStaticSentence(s, ctx);
  else fail(s, "a sentence");
  text = cap ? capitalize(text) : text;
  // "When you do, choose one — • …": the last mode ends the sentence
  if (endsWithModes(s)) return text;
  // A sentence ending in a quoted ability ends inside the quotes: has "{T}: Add {G}."
  return /[.!?]"$/.test(text) ? text : text + ".";
}

function renderSentence(s: N, ctx: Ctx): string {
  let pre = "";
  const p = s.prefix as N | undefined;
  if (p) {
    switch (p.kind) {
      case "if":
        // "… instead if you control three or more artifacts": the condition follows the sentence
        if (!p.after) pre = "if " + renderCondition(p.condition, ctx) + ", ";
        break;
      case "otherwise":
        pre = "otherwise, ";
        break;
      case "then":
        pre = "then ";
        break;
      case "duration":
        pre = renderDuration(p.duration, ctx) + ", ";
        break;
      case "duringAnyTurn":
        pre = "during any turn " + renderCondition(p.condition, ctx) + ", ";
        break;
      case "delayedTrigger":
        pre = renderTriggerCondition(p.trigger, ctx, false) + ", ";
        break;
      case "startingWith":
        pre = (p.who === "you" ? "starting with you" : "starting with the next opponent in turn order") + ", ";
        break;
      case "forEach":
        pre = "for each " + (p.of ? "of " + renderObject(p.of, ctx) : renderFilter(p.each, ctx)) + (p.who ? " who " + { does: "does", doesnt: "doesn't", cant: "can't" }[p.who as string] : "") + ", ";
        break;
      default:
        fail(p, "a sentence prefix");
    }
  }
  // "instead" leads the body ("If this spell was kicked, instead destroy …") or ends the sentence
  const lead = s.insteadFirst ? "instead " : "";
  const after = p?.kind === "if" && p.after ? " if " + renderCondition(p.condition, { ...ctx, happenedPresent: true }) : "";
  return pre + renderSentenceBody(s.body, ctx, lead) + (s.instead && !s.insteadFirst ? " instead" : "") + after + renderWhere(s.where, ctx);
}

/** " without paying its mana cost", " without paying their mana costs" (nothing when absent). */
function renderWithoutPaying(wp: N | true | undefined): string {
  if (wp && typeof wp === "object") return ` without ${wp.paying ? "paying" : "pay"} ${wp.whose} mana ${wp.plural ? "costs" : "cost"}`;
  return wp ? " without paying its mana cost" : "";
}

/** The verbs of cost parts in the gerund: "discarding a card", "paying 3 life", "sacrificing a land". */
const GERUNDS: Record<string, string> = { pay: "paying", discard: "discarding", exile: "exiling", sacrifice: "sacrificing", remove: "removing", tap: "tapping", forage: "foraging", waterbend: "waterbending", reveal: "revealing", return: "returning", put: "putting", mill: "milling", exert: "exerting", unattach: "unattaching", collect: "collecting" };

/** "by paying {3} rather than paying its mana cost", "by discarding a card in addition to paying its other costs" (118.9, 601.2f) */
function renderCastCost(c: N, ctx: Ctx): string {
  const parts = (c.parts as N[]).map((p) => {
    const text = p.kind === "pay" ? renderAction(p, ctx, "base") : renderCost(p, ctx);
    const m = /^([a-z]+)\b/.exec(text);
    const g = m && GERUNDS[m[1]!];
    if (!g) fail(p, "a cost in the gerund");
    return g + text.slice(m![1]!.length);
  });
  const how = c.instead === "manaCost" ? `rather than paying ${c.whose} mana ${c.plural ? "costs" : "cost"}` : `in addition to ${c.paying ? "paying " : ""}${c.whose} other costs`;
  return `by ${parts.join(" and ")} ${how}`;
}

/** Whether a sentence's innermost body is a modal effect ("When you do, choose one — • …"). */
function endsWithModes(s: N): boolean {
  let b = s;
  while (b.kind === "sentence") b = b.body as N;
  return b.kind === "modal";
}

/** What follows a sentence's prefix: clauses, the sentence of a further prefix, a modal effect, or a static ability's body. */
function renderSentenceBody(b: N, ctx: Ctx, lead = ""): string {
  if (b.kind === "modal") return lead + renderEffect(b, ctx, false);
  if (b.kind === "sentence") {
    if (b.instead || b.where) fail(b, "a sentence inside a sentence");
    return renderSentence({ ...b, insteadFirst: lead ? true : undefined }, ctx);
  }
  if (b.kind === "clause" || b.kind === "sequence") return lead + renderClauseChain(b, ctx);
  return lead + renderStaticBody(b, ctx);
}

/** ", where X is the number of creatures you control", ", where X is its power" */
function renderWhere(w: N | undefined, ctx: Ctx): string {
  if (!w) return "";
  if (w.kind !== "xIs") fail(w, "a definition of X");
  const val = w.value as N;
  // "… as you cast this spell", "… as you activated this ability" ("among creatures you controlled as you activated …")
  const as = w.as ? " " + AS_YOU[w.as as string] : "";
  if (w.as === "activatedThisAbility") ctx = { ...ctx, tense: "past" };
  if (val.kind === "sum") {
    const terms = (val.terms as N[]).map((t) => renderXTerm(t, ctx));
    return ", where X is " + terms.map((t, i) => (i === 0 ? t : `${val.ops[i - 1]} ${t}`)).join(" ") + as;
  }
  return ", where X is " + renderXTerm(val, ctx) + as;
}
const AS_YOU: Record<string, string> = { castThisSpell: "as you cast this spell", activateThisAbility: "as you activate this ability", activatedThisAbility: "as you activated this ability", thisAbilityResolves: "as this ability resolves" };

function renderXTerm(val: N, ctx: Ctx): string {
  switch (val.kind) {
    case "number":
      return renderNumber(val, "numeral");
    case "countOf":
      return (val.total ? "the total number of " : "the number of ") + renderCounted(val.of, ctx);
    case "statOf": {
      // "the power of the creature that died"
      if (val.the) return `the ${statWords(val)} of ${renderObject(val.of as N, ctx)}`;
      const of = val.of === "it" ? "its" : possessiveOf(val.of as N, ctx);
      return `${of} ${statWords(val)}`;
    }
    case "greatestAmong":
    case "totalOf":
    case "lifeAmount":
    case "result":
    case "manaSpentToCast":
    case "damageAmount":
    case "difference":
    case "thatDamage":
    case "excessDamage":
    case "amountPaidThisWay":
      return renderAmountTerm(val, ctx);
    case "devotion":
      return `your devotion to ${(val.colors as string[]).join(" and ")}`;
    case "twice":
    case "half":
      return `${val.kind} ${renderXTerm(val.of, ctx)}${val.rounded ? ", rounded " + val.rounded : ""}`;
    case "lifeTotal":
    case "amountOf":
    case "speed":
      return renderAmountTerm(val, ctx);
    default:
      fail(val, "a definition of X");
  }
}

function statWords(s: { stat?: unknown; [k: string]: unknown }): string {
  return s.stat === "manaValue" ? "mana value" : String(s.stat);
}

function renderClauseChain(b: N, ctx: Ctx): string {
  if (b.kind === "unparsed") return b.text;
  if (b.kind === "clause") return renderClause(b, ctx).text;
  if (b.kind !== "sequence") fail(b, "a clause");
  const clauses = b.clauses as N[];
  const joins = b.joins as string[];
  let out = "";
  let form: Form = "base";
  let objectSubject = false;
  clauses.forEach((c, i) => {
    // "~ gets +1/+0 until end of turn, then scry 1": only a player scries, so after an object the verb addresses you
    if (!c.subject && objectSubject && PLAYER_ACTIONS.has(c.action?.kind)) form = "base";
    if (c.subject) objectSubject = isObjectSubject(c.subject);
    const r = renderClause(c, ctx, form);
    form = c.may ? "base" : r.form;
    if (i > 0) {
      let j = joins[i - 1]!;
      if (j === "then" && /[.!?]"$/.test(out)) j = "Then"; // a new sentence after a quoted ability's full stop
      out += j.startsWith(",") ? j + " " : " " + j + " ";
    }
    out += r.text + renderWhere(c.where, ctx);
  });
  return out;
}

const PLAYER_ACTIONS = new Set(["scry", "surveil", "destroy", "draw", "createToken", "proliferate", "search", "mill"]);

/** A subject that is an object, not a player ("~", "it", "that creature"). */
function isObjectSubject(o: N): boolean {
  if (o.kind === "self" || o.kind === "it") return true;
  if (o.kind === "pronoun") return o.word === "it";
  if (o.kind === "objects") return !JSON.stringify(o.filter ?? {}).match(/"class":"(Player|Opponent)"/);
  return false;
}

/** Singular subjects take "draws", plural ones and "you" take "draw". */
function formOf(subject: N | undefined): Form {
  if (!subject) return "base";
  switch (subject.kind) {
    case "spellsCast":
      return formOf(subject.what);
    case "abilitiesOf":
    case "abilitiesActivated":
    case "keywordCosts":
    case "andAtLeast":
    case "both":
      return "base";
    case "dealtDamageBy":
      return formOf(subject.what);
    case "eitherPlayer":
      return formOf((subject.items as N[])[(subject.items as N[]).length - 1]);
    case "you":
      return "base";
    case "self":
      return subject.plural ? "base" : "third";
    case "pronoun":
      return subject.word === "they" || subject.word === "them" ? "base" : "third";
    case "players":
    case "controllerOf":
    case "ownerOf":
      return subject.plural ? "base" : "third";
    case "objects":
      if (subject.det === "orMore") return "base";
      return isPluralFilter(subject.filter, subject.det === "none") ? "base" : "third";
    default:
      return "third";
  }
}

function isPluralFilter(f: N | undefined, bare = false): boolean {
  if (!f || f.kind !== "filter") return false;
  const words = f.words as N[];
  if (words.some((w) => w.kind === "word" && w.plural)) return true;
  // "Eldrazi you control have …": a subtype spelled the same in the plural, with no determiner, is plural.
  const last = words[words.length - 1];
  return Boolean(bare && last && last.class === "Subtype" && plural(String(last.value)) === last.value && !words.some((w) => w.class === "Enchanted" || w.class === "Equipped"));
}

function renderClause(c: N, ctx: Ctx, inherited: Form = "base"): { text: string; form: Form } {
  if (c.kind === "unparsed") return { text: c.text, form: inherited };
  if (c.kind !== "clause") fail(c, "a clause");
  // "this turn" / "while …" belong to the event of a replacement ("If that creature would die this turn"), printed there
  if (c.thisTurn) throw new RenderError("clause.thisTurn", "a field the renderer does not print");
  if (c.while) throw new RenderError("clause.while", "a field the renderer does not print");
  const form = c.subject ? (c.each ? "base" : formOf(c.subject)) : inherited;
  const parts: string[] = [];
  if (c.subject) parts.push(renderObject(c.subject, ctx));
  if (c.each) parts.push("each");
  if (c.also) parts.push("also");
  if (c.may) parts.push("may");
  if (c.perpetually) parts.push("perpetually");
  parts.push(renderAction(c.action, ctx, c.may ? "base" : form));
  // "investigate twice", "copy that spell X times"
  if (c.times) parts.push(c.times.twice ? "twice" : `${renderQuantity(c.times.count, "word")} times`);
  if (c.insteadOf) parts.push("instead of " + renderInsteadOf(c.insteadOf.of, ctx));
  if (c.rather) parts.push(`rather than ${c.rather.paying ? "paying" : "pay"} ${possessiveOf(c.rather.of, ctx)} mana cost`);
  if (c.asThough) parts.push(`as though ${c.asThough.who} had ${renderKeywordList(c.asThough.abilities, ctx)}`);
  if (c.forEach) parts.push(c.forEach.kind === "partOf" && c.forEach.count === "each" ? "for " + renderObject(c.forEach, ctx) : "for each " + renderCounted(c.forEach, ctx));
  if (c.at) parts.push("at " + renderTriggerEvent(c.at, ctx));
  if (c.if) parts.push("if " + renderCondition(c.if, ctx));
  if (c.unless) parts.push(renderUnless(c.unless, ctx));
  return { text: parts.join(" "), form };
}

/** What a self-replacement replaces: "putting it into its owner's graveyard", "into that player's graveyard", "one" */
function renderInsteadOf(o: N, ctx: Ctx): string {
  if (o.kind === "putting") return `putting ${renderObject(o.what, ctx)} ${renderDestination(o.to, ctx)}`;
  if (o.kind === "number") return renderNumber(o, "word");
  return renderDestination(o, ctx);
}

function renderUnless(u: N, ctx: Ctx): string {
  if (u.kind === "unlessDoes") return `unless ${renderObject(u.who, ctx)} ${renderAction(u.action, ctx, formOf(u.who))}`;
  // "unless you control another Pirate": a condition
  if (u.kind !== "unlessPays") return "unless " + renderCondition(u, { ...ctx, happenedPresent: true });
  const who = renderObject(u.who, ctx);
  const cost = Array.isArray(u.cost) ? renderCostList(u.cost, ctx) : renderCost(u.cost, ctx);
  const each = u.forEach?.kind === "partOf" && u.forEach.count === "each" ? " for " : " for each ";
  return `unless ${who} ${v("pay", formOf(u.who))} ${cost}` + (u.forEach ? each + renderObject(u.forEach, ctx) : "");
}

// ---------------------------------------------------------------------------
// Actions (verb phrases)
// ---------------------------------------------------------------------------

const SIMPLE_VERBS: Record<string, string> = {
  destroy: "destroy",
  exile: "exile",
  sacrifice: "sacrifice",
  tap: "tap",
  untap: "untap",
  counterSpell: "counter",
  reveal: "reveal",
  copy: "copy",
  fight: "fight",
  regenerate: "regenerate",
};

function renderAction(a: N, ctx: Ctx, form: Form): string {
  if (a.kind === "unparsed") return a.text;
  const simple = SIMPLE_VERBS[a.kind];
  if (simple)
    return (
      v(simple, form) +
      " " +
      renderObject(a.what, ctx) +
      (a.atRandom === "before" ? " at random" : "") +
      (a.from ? " " + renderZone(a.from, ctx) : "") +
      (a.atRandom === "after" ? " at random" : "") +
      (a.faceDown ? " face down" : "") +
      (a.withCounters ? " " + renderWithCounters(a.withCounters) : "") +
      (a.duration ? " " + renderDuration(a.duration, ctx) : "")
    );
  switch (a.kind) {
    case "dealDamage": {
      const verb = v("deal", form);
      // "would deal combat damage to a player"
      if ((a.combat || a.noncombat || !a.to || a.to.kind === "either") && !a.amount) {
        return `${verb} ${a.combat ? "combat " : a.noncombat ? "noncombat " : ""}damage` + (a.to ? " to " + renderObjectList(a.to, ctx) : "");
      }
      if (a.divided) {
        const amt = a.amount as N;
        if (isEqualAmount(amt)) return `${verb} damage ${renderCountWord(amt, ctx)} divided as you choose among ${renderObject(a.to, ctx)}`;
        return `${verb} ${renderQuantity(amt, "numeral")} damage divided as you choose among ${renderObject(a.to, ctx)}`;
      }
      const more = ((a.more as N[] | undefined) ?? []).map((m) => `${m.join ? m.join : " and"} ${m.additional ? "an additional " : ""}${renderQuantity(m.amount as N, "numeral")} damage to ${renderObject(m.to, ctx)}`).join("");
      // "it deals 4 damage instead": the recipient is the replaced instruction's
      if (!a.to) return `${verb} ${a.amount ? renderQuantity(a.amount as N, "numeral") + " " : ""}damage`;
      const to = "to " + renderObject(a.to, ctx) + more;
      const amt = a.amount as N | undefined;
      if (!amt) return `${verb} damage ${to}`;
      if (isEqualAmount(amt)) {
        const eq = renderCountWord(amt, ctx);
        return a.countAfter ? `${verb} damage ${to} ${eq}` : `${verb} damage ${eq} ${to}`;
      }
      return `${verb} ${renderQuantity(amt, "numeral")} damage ${to}`;
    }
    case "return":
    case "put": {
      // "return to your hand all creature cards in your graveyard …"
      if (a.destinationFirst) return [v(a.kind, form), renderDestination(a.to, ctx, isPluralObject(a.what)), renderObject(a.what, ctx), a.from ? renderZone(a.from, ctx) : ""].filter(Boolean).join(" ");
      const from = a.from ? renderZone(a.from, ctx) : "";
      const s = [v(a.kind, form), renderObject(a.what, ctx), a.atRandom ? "at random" : "", a.fromAfter ? "" : from, renderDestination(a.to, ctx, isPluralObject(a.what)), a.fromAfter ? from : ""].filter(Boolean).join(" ");
      // "… and the rest on the bottom of your library in any order"
      const also = ((a.also as N[] | undefined) ?? []).map(
        (m) => `${m.join === "and" ? " and" : m.join} ${[renderObject(m.what, ctx), m.from ? renderZone(m.from, ctx) : "", renderDestination(m.to, ctx, isPluralObject(m.what))].filter(Boolean).join(" ")}`,
      );
      return s + also.join("");
    }
    case "seek":
      return `${v("seek", form)} ${renderObjectList(a.what, ctx)}`;
    case "conjure": {
      const w = a.what as N;
      let what: string;
      if (w.kind === "duplicates") {
        const c = w.count as N;
        what = `${c.kind === "a" ? c.word : renderNumber(c, "word")} ${w.plural ? "duplicates" : "duplicate"} of ${renderObject(w.of, ctx)}`;
      } else what = renderObject(w, ctx);
      return `${v("conjure", form)} ${what} ${renderDestination(a.to, ctx, isPluralObject(w))}`;
    }
    case "revealUntil": {
      // "reveal cards from the top of your library until you reveal a creature card"
      const u = a.until as N;
      const who = renderObject(u.who, ctx);
      return `${v(a.verb, form)} cards from the top of ${renderWhose(a.whose, ctx)} library until ${who} ${v(u.verb, formOf(u.who))} ${renderObjectList(u.what, ctx)}`;
    }
    case "draw":
      if (a.additional) return `${v("draw", form)} ${(a.amount as N).article ?? "an"} additional card`;
      return v("draw", form) + " " + renderCardCount(a.amount, ctx);
    case "mill":
      return v("mill", form) + " " + (a.amount.kind === "partOf" ? renderObject(a.amount, ctx) : renderCardCount(a.amount, ctx));
    case "discard":
      return v("discard", form) + " " + renderObject(a.what, ctx) + (a.random ? " at random" : "");
    case "gainLife":
    case "loseLife": {
      const verb = v(a.kind === "gainLife" ? "gain" : "lose", form);
      const amt = a.amount as N | undefined;
      if (!amt) return `${verb} life`;
      if (isEqualAmount(amt)) return `${verb} life ${renderCountWord(amt, ctx)}`;
      return `${verb} ${renderQuantity(amt, "numeral")} life`;
    }
    case "eitherAction":
      // "sacrifice an artifact or discard a card"
      return (a.options as N[]).map((o) => renderAction(o, ctx, form)).join(" or ");
    case "flip":
      return `${v("flip", form)} ${renderObject(a.what, ctx)}`;
    case "turnFace":
      return `${v("turn", form)} ${renderObject(a.what, ctx)} face ${a.face}`;
    case "abandonScheme":
      // "abandon this scheme" (701.32)
      return `${v("abandon", form)} this scheme`;
    case "endTurn":
      // "end the turn", "end the combat phase" (723)
      return `${v("end", form)} the ${a.what === "turn" ? "turn" : "combat phase"}`;
    case "phaseOut":
      // "target creature phases out" (702.26)
      return v("phase out", form);
    case "assignNoCombatDamage":
      // "assigns no combat damage this turn" (510.1a)
      return v("assign", form) + " no combat damage" + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "skipNext": {
      // "skip your next turn", "skips their next two turns"
      const step = renderStep(a.what);
      const many = a.count && !(a.count.value === 1);
      return `${v("skip", form)} ${a.whose} next ${a.count ? renderNumber(a.count, "word") + " " : ""}${many ? step.replace(/(step|phase|upkeep|turn)$/, "$1s") : step}`;
    }
    case "putCounters": {
      // "… on each creature you control and a loyalty counter on each other planeswalker you control"
      const more = ((a.more as N[] | undefined) ?? []).map((m) => `${m.join === "and" ? " and" : m.join} ${renderCounters(m.amount, m.counter)} on ${renderObject(m.on, ctx)}`).join("");
      const eq = a.equalTo ? " " + renderCountWord(a.equalTo, ctx) : "";
      const on = " on " + renderObject(a.on, ctx);
      // "a flying counter, a deathtouch counter, and a shield counter"
      const also = ((a.also as N[] | undefined) ?? []).map((m) => `${m.join === "and" ? " and" : m.join} ${renderCounters(m.amount, m.counter)}`).join("");
      return `${v("put", form)} ${renderCounters(a.amount, a.counter)}${also}${a.equalFirst ? eq + on : on + eq}${more}`;
    }
    case "createToken": {
      // "a Clue token and a Food token", "a 1/1 …, a 2/2 …, and a 3/3 … token"
      const more = ((a.more as N[] | undefined) ?? []).map((t, i) => (a.joins[i].startsWith(",") ? a.joins[i] + " " : " " + a.joins[i] + " ") + renderTokenSpec(t, ctx)).join("");
      return v("create", form) + " " + renderTokenSpec(a.token, ctx) + more;
    }
    case "modifyPT": {
      let s = v("get", form) + " " + a.pt + (a.orPt ? " or " + a.orPt : "");
      if (a.gains) s += ` and ${a.has ? (form === "base" ? "have" : "has") : v("gain", form)} ` + renderKeywordList(a.gains, ctx, "and", !a.duration);
      if (a.duration) s += " " + renderDuration(a.duration, ctx);
      return s;
    }
    case "grantAbility": {
      let s = v("gain", form) + " " + renderKeywordList(a.abilities, ctx, "and", !a.duration);
      if (a.duration) s += " " + renderDuration(a.duration, ctx);
      return s;
    }
    case "addMana":
      return v("add", form) + (a.additional ? " an additional " : " ") + renderMana(a.mana, ctx);
    case "search":
    {
      // "search your library and/or graveyard for …", "search its controller's graveyard, hand, and library for …"
      const zones = (a.zones as string[] | undefined) ?? ["library"];
      const joins = (a.joins as string[] | undefined) ?? [];
      const where = zones.map((z, i) => (i === 0 ? z : `${joins[i - 1]?.startsWith(",") ? "" : " "}${joins[i - 1] ?? ""} ${z}`)).join("");
      return `${v("search", form)} ${renderWhose(a.whose, ctx)} ${where} for ${renderObjectList(a.for, ctx)}` + (a.different ? " " + renderWithDifferent(a.different) : "");
    }
    case "shuffle":
      return v("shuffle", form) + (a.whose === "it" ? " it" : a.whose ? ` ${renderWhose(a.whose, ctx)} ${a.plural ? ZONE_PLURAL.library : "library"}` : "");
    case "shuffleInto":
      return `${v("shuffle", form)} ${renderObject(a.what, ctx)} into ${renderWhose(a.whose, ctx)} ${a.plural ? "libraries" : "library"}`;
    case "scry":
    case "surveil":
      return `${v(a.kind, form)} ${renderNumber(a.amount, "numeral")}`;
    case "monstrosity":
      return `monstrosity ${renderNumber(a.amount, "numeral")}`;
    case "gainControl":
      return `${v("gain", form)} control of ${renderObject(a.what, ctx)}` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "proliferate":
    case "investigate":
    case "explore":
    case "populate":
      return v(a.kind, form);
    case "transform":
      return v("transform", form) + (a.what ? " " + renderObject(a.what, ctx) : "");
    case "winGame":
      return v("win", form) + " the game";
    case "loseGame":
      return v("lose", form) + " the game";
    case "look":
      return `${v("look", form)} at ${a.andPlay ? "and play " : ""}${renderObject(a.what, ctx)}` + (a.library ? ` of ${renderWhose(a.library, ctx)} library` : "") + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "attach":
      return `${v("attach", form)} ${renderObject(a.what, ctx)} to ${renderObject(a.to, ctx)}`;
    case "pay": {
      const cost = a.cost as N;
      const life = (l: N): string => (l.equalTo ? `life ${renderCountWord(l.equalTo, ctx)}` : `${renderNumber(l.amount, "numeral")} life`);
      let what: string;
      if (cost.kind === "energy") {
        const n = cost.amount as N | number | undefined;
        what =
          n === undefined
            ? `an amount of {E} ${renderCountWord(cost.equalTo, ctx)}`
            : typeof n === "number"
              ? "{E}".repeat(n)
              : n.kind === "orMore"
                ? `${renderNumber(n.count, "word")} or more {E}`
                : `${renderNumber(n, "word")} {E}`;
      } else if (cost.kind === "life") what = life(cost);
      else if (cost.kind === "anyAmount") what = `any amount of ${cost.of === "energy" ? "{E}" : cost.of}`;
      else if (cost.kind === "manaChoice") what = joinList((cost.options as N[]).map((o) => mana(o.symbols)), "or");
      else what = renderCost(cost, ctx);
      if (a.and) what += " and " + life(a.and);
      const times = a.times as N | undefined;
      if (times) what += times.kind === "anyNumber" ? " any number of times" : ` up to ${renderNumber(times.amount, "word")} times`;
      return v("pay", form) + " " + what;
    }
    case "mustAttack":
      if (!a.each) {
        // "attacks this turn if able", "attack target opponent this turn if able"
        return `${v("attack", form)}${a.whom ? " " + renderObject(a.whom, ctx) : ""}${a.duration ? " " + renderDuration(a.duration, ctx) : ""} if able`;
      }
      return renderRestriction(a, ctx, form) + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "cant":
    case "doesntUntap":
    case "keepsMana":
      return renderRestriction(a, ctx, form) + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "cast":
    case "play": {
      let s = `${v(a.kind, form)} ${renderObject(a.what, ctx)}`;
      if (a.from) s += " " + renderZone(a.from, ctx);
      s += renderWithoutPaying(a.withoutPaying);
      if (a.duration) s += " " + renderDuration(a.duration, ctx);
      if (a.by) s += " " + renderCastCost(a.by, ctx);
      return s;
    }
    case "prevent": {
      const w = a.which as N;
      let s = v("prevent", form) + " ";
      if (w.kind === "all") s += `all ${w.combat ? "combat " : w.noncombat ? "noncombat " : ""}damage`;
      else if (w.kind === "next") s += `the next ${renderNumber(w.amount, "numeral")} ${w.combat ? "combat " : ""}damage`;
      else fail(w, "which damage is prevented");
      if (a.source) {
        // "that a source of your choice would deal to you this turn"
        s += `${a.that ? " that" : ""} ${renderObject(a.source, ctx)} would deal`;
        if (a.to) s += " to " + renderObject(a.to, ctx);
        if (a.duration) s += " " + renderDuration(a.duration, ctx);
        return s;
      }
      s += " that would be dealt";
      const parts: Record<string, () => string> = {
        to: () => " to " + renderObject(a.to, ctx),
        toAndBy: () => " to and dealt by " + renderObject(a.toAndBy, ctx),
        by: () => " by " + renderObject(a.by, ctx),
        duration: () => " " + renderDuration(a.duration, ctx),
      };
      const order = (a.order as string[] | undefined) ?? ["to", "toAndBy", "by", "duration"].filter((k) => a[k]);
      for (const k of order) s += parts[k]!();
      return s;
    }
    case "removeCounters": {
      const amt = a.amount as N;
      const counter = a.counter ? a.counter.value + " " : "";
      const one = amt.kind === "a" || (amt.kind === "number" && amt.value === 1);
      const head = amt.kind === "all" ? "all" : amt.kind === "thatMany" ? "that many" : amt.kind === "a" ? amt.word : renderNumber(amt, "word");
      return `${v("remove", form)} ${head} ${counter}${one ? "counter" : "counters"} from ${renderObject(a.from, ctx)}`;
    }
    case "doubleCounters":
      return `${v("double", form)} the number of ${a.eachKind ? "each kind of " : ""}${a.counter ? a.counter.value + " " : ""}${a.eachKind ? "counter" : "counters"} on ${renderObject(a.on, ctx)}` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "doublePT": {
      const stat = a.stat === "power" ? "power" : "power and toughness";
      const what = a.possessive ? `${a.what.kind === "pronoun" && a.what.word === "its" ? "its" : possessiveOf(a.what, ctx)} ${stat}` : `the ${stat} of ${renderObject(a.what, ctx)}`;
      return `${v("double", form)} ${what}` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    }
    case "getEmblem":
      return `${v("get", form)} an emblem with ${renderQuoted(a.ability, ctx)}`;
    case "becomeMonarch":
      return `${v("become", form)} the monarch`;
    case "takeInitiative":
      return `${v("take", form)} the initiative`;
    case "extraTurn": {
      const count = a.count as N;
      return `${v("take", form)} ${count.kind === "a" ? count.word : renderNumber(count, "word")} extra ${a.plural ? "turns" : "turn"} after this one`;
    }
    case "ringTempts":
      return "the Ring tempts you";
    case "venture":
      return `${v("venture", form)} into ${a.into === "dungeon" ? "the dungeon" : "Undercity"}`;
    case "manifestDread":
      return `${v("manifest", form)} dread`;
    case "manifest":
    case "goad":
    case "airbend":
    case "suspect":
    case "cloak":
    case "assemble":
      return `${v(a.kind, form)} ${renderObject(a.what, ctx)}`;
    case "changeTarget":
      return `${v("change", form)} the target of ${renderObject(a.what, ctx)}` + (a.to ? " to " + renderObject(a.to, ctx) : "");
    case "vote": {
      if (a.for) return `${v("vote", form)} for ${renderObject(a.for, ctx)}`;
      const opts = a.options as string[];
      const joins = (a.joins as string[] | undefined) ?? opts.slice(1).map(() => "or");
      return `${v("vote", form)} for ` + opts.map((o, i) => (i === 0 ? "" : joins[i - 1]!.startsWith(",") ? joins[i - 1] + " " : " " + joins[i - 1] + " ") + o).join("");
    }
    case "timeTravel":
      return `${form === "base" ? "time travel" : "time travels"}`;
    case "chooseCardName":
      return `${v("choose", form)} ${a.of ? article(String(a.of)) + " " + a.of : "a"} card name` + (a.otherThan ? ` other than a ${renderFilter(a.otherThan, ctx)} name` : "");
    case "switchPT": {
      const whose = a.what.kind === "pronoun" && a.what.word === "its" ? "its" : possessiveOf(a.what, ctx);
      return `${v("switch", form)} ${whose} power and toughness` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    }
    case "flipCoin":
      return `${v("flip", form)} a coin` + (a.untilLose ? " until you lose a flip" : "");
    case "loseHalfLife":
      return `${v("lose", form)} half ${renderWhose(a.whose, ctx)} life` + (a.rounded ? `, rounded ${a.rounded}` : "");
    case "repeatProcess": {
      const t = a.times as N | undefined;
      const times = !t ? "" : t.word && t.value === 1 && !a.more ? " once" : t.word && t.value === 2 && !a.more ? " twice" : ` ${renderNumber(t, "word")}${a.more ? " more" : ""} times`;
      return `${v("repeat", form)} this process${times}${a.anyNumber ? " any number of times" : ""}`;
    }
    case "draft":
      return `${v("draft", form)} a card from ${possessiveOf(a.from, ctx)} spellbook${a.twice ? " twice" : ""}`;
    case "openAttraction":
      return `${v("open", form)} an Attraction`;
    case "putItsCounters":
      return `${v("put", form)} ${a.whose} ${a.counter ? a.counter.value + " " : ""}counters on ${renderObject(a.to, ctx)}`;
    case "moveCounters": {
      const amt = a.amount as N;
      const counters = amt.kind === "all" ? `all ${a.counter ? a.counter.value + " " : ""}counters` : renderCounters(amt, a.counter);
      return `${v("move", form)} ${counters} from ${renderObject(a.from, ctx)} ${a.toWord ? "to" : "onto"} ${renderObject(a.to, ctx)}`;
    }
    case "distributeCounters":
      return `${v("distribute", form)} ${renderCounters(a.amount, a.counter)} among ${renderObject(a.among, ctx)}`;
    case "becomeThat":
      // "becomes that type until end of turn"
      return `${v("become", form)} that ${a.what}` + (a.inAddition ? ` in addition to ${a.inAddition.whose} other ${a.inAddition.other}` : "") + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "becomeChosen": {
      const what = { basicLandType: "basic land type", creatureType: "creature type", color: "color", colors: "colors", colorOrColors: "color or colors" }[a.what as string];
      return `${v("become", form)} the ${what} of your choice` + (a.inAddition ? ` in addition to ${a.inAddition.whose} other ${a.inAddition.other}` : "") + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    }
    case "exchangeControl":
      return `${v("exchange", form)} control of ${renderObject(a.what, ctx)}` + (a.and ? " and " + renderObject(a.and, ctx) : "") + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "exchangeLife":
      return `${v("exchange", form)} life totals with ${renderObject(a.with, ctx)}`;
    case "rollDie": {
      // "roll a d20", "roll two six-sided dice and choose one result"
      const c = a.count as N;
      const one = c.kind === "a" || (c.kind === "number" && c.value === 1 && !c.word);
      const count = c.kind === "a" ? c.word : renderNumber(c, "word");
      const die = a.sided ? `${a.sided}-sided ${one ? "die" : "dice"}` : `d${a.sides}`;
      const then = a.then === "chooseOne" ? " and choose one result" : a.then === "ignoreLower" ? " and ignore the lower roll" : a.then === "ignoreHigher" ? " and ignore the higher roll" : "";
      return `${v("roll", form)} ${count} ${die}${then}` + (a.add ? " and add " + renderXTerm(a.add, ctx) : "");
    }
    case "clash":
      return `${v("clash", form)} with ${renderObject(a.with, ctx)}`;
    case "learn":
    case "connive":
      return v(a.kind, form);
    case "setLife": {
      const val = a.value as N;
      const value =
        a.equalTo ? renderCountWord(val, ctx) : val.kind === "countOf" ? (val.total ? "the total number of " : "the number of ") + renderCounted(val.of, ctx) : val.kind === "lifeTotalAmong" ? `the ${val.word} life total among ${renderObject(val.among, ctx)}` : val.kind === "number" ? renderNumber(val, "numeral") : renderXTerm(val, ctx);
      // "(you may) have your life total become 20"
      if (a.have) return `${v("have", form)} ${renderWhose(a.whose, ctx)} life total become ${value}`;
      return `${renderWhose(a.whose, ctx)} life total ${v("become", "third")} ${value}`;
    }
    case "becomeCopy":
      return (
        `${v("become", form)} a copy of ${renderObject(a.of, ctx)}` +
        (a.exceptName ? " except for its name" : "") +
        (a.duration ? " " + renderDuration(a.duration, ctx) : "") +
        (a.except === "hasThisAbility" ? ", except it has this ability" : a.except ? ", except " + renderStaticBody(a.except, ctx) : "")
      );
    case "chooseNewTargets":
      return `${v("choose", form)} ${a.one ? "a new target" : "new targets"} for ${renderObject(a.what, ctx)}`;
    case "becomes": {
      // "becomes a 4/4 red Dragon artifact creature with flying until end of turn"
      const body = [a.pt ?? "", renderTypeWords(a.words)].filter(Boolean).join(" ");
      let s = `${v("become", form)} ${a.article ? article(body) + " " : ""}${body}`;
      if (a.basePT) s += " with " + joinList([`base power and toughness ${a.basePT}`, ...((a.with as N[] | undefined) ?? []).map((k) => renderKeywordList([k], ctx))], "and");
      else if (a.allCreatureTypes) s += " with " + (a.with ? renderKeywordList(a.with, ctx) + " and " : "") + "all creature types";
      // a quoted ability ends with its full stop unless the sentence goes on ("with "{B}: Regenerate this creature" until end of turn")
      else if (a.with) s += " with " + renderKeywordList(a.with, ctx, "and", !a.still && !a.inAddition && !a.duration);
      if (a.still) s += " that's still " + (() => { const f = renderFilter(a.still, ctx); return article(f) + " " + f; })();
      if (a.inAddition) s += ` in addition to ${a.inAddition.whose} other ${a.inAddition.other}`;
      if (a.duration) s += " " + renderDuration(a.duration, ctx);
      return s;
    }
    case "allCreatureTypes":
      return `${v(a.verb, form)} all creature types` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "enterAsCopy":
      return `${v("enter", form)} as a copy of ${renderObject(a.of, ctx)}`;
    case "removeFromCombat":
      return `${v("remove", form)} ${renderObject(a.what, ctx)} from combat`;
    case "keywordAction":
      return `${v(a.action, form)} ${renderNumber(a.amount, "numeral")}`;
    case "forage":
      return v("forage", form);
    case "noLonger":
      // "is no longer suspected", "are no longer snow"
      return `${form === "base" ? "are" : "is"} no longer ${a.what}`;
    case "collectEvidence":
      return `${v("collect", form)} evidence ${renderNumber(a.amount, "numeral")}`;
    case "amass":
      return `${v("amass", form)} ${a.type ? a.type + " " : ""}${renderNumber(a.amount, "numeral")}`;
    case "spendOnly": {
      // "to cast creature spells", "to activate abilities"
      const what = a.what as N;
      const verb = what.kind === "abilitiesOf" || (JSON.stringify(what).includes('"class":"Ability"') && !JSON.stringify(what).includes('"class":"Spell"')) ? "activate" : "cast";
      const more = ((a.more as N[] | undefined) ?? [])
        .map((p, i) => (a.joins[i].startsWith(",") ? a.joins[i] + " " : " " + a.joins[i] + " ") + (p.to ? "to " : "") + (p.verb ? p.verb + " " : "") + renderSpendTarget(p.what, ctx))
        .join("");
      return `spend this mana only to ${what.kind === "spendOn" ? "" : verb + " "}${renderSpendTarget(what, ctx)}${more}`;
    }
    case "spendAsThough": {
      const p = a.purpose as N | undefined;
      return `${v("spend", form)} ${a.mana ? a.mana + " " : ""}mana as though it were mana of any ${a.of}` + (p ? ` to ${p.verb} ${renderSubject(p.what, ctx)}` : "");
    }
    case "manaCanBeSpent": {
      const p = a.purpose as N;
      return `mana of any ${a.of} can be spent to ${p.verb} ${renderSubject(p.what, ctx)}`;
    }
    case "tapOrUntap":
      return `${v("tap", form)} or untap ${renderObject(a.what, ctx)}`;
    case "getEnergy":
      if (a.equalTo) return `${v("get", form)} an amount of {E} ${renderCountWord(a.equalTo, ctx)}`;
      if (a.count) return `${v("get", form)} ${a.count.kind === "thatMany" ? "that many" : renderNumber(a.count, "word")} {E}`;
      return `${v("get", form)} ${"{E}".repeat(a.amount)}`;
    case "getCounters":
      return `${v("get", form)} ${renderCounters(a.amount, a.counter)}`;
    case "loseAbility":
      return `${v("lose", form)} ${renderKeywordList(a.abilities, ctx)}` + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "choose":
      return `${v("choose", form)} ${renderObject(a.what, ctx)}` + (a.atRandom ? " at random" : "") + (a.from ? " " + renderZone(a.from, ctx) : "");
    case "mustBlock":
      return `${v("block", form)}${a.whom ? " " + renderObject(a.whom, ctx) : ""}${a.duration ? " " + renderDuration(a.duration, ctx) : ""} if able`;
    case "mustBeBlocked":
      return `must be blocked${a.duration ? " " + renderDuration(a.duration, ctx) : ""} if able`;
    case "die":
      return v("die", form);
    case "enter":
      return v("enter", form);
    case "leave":
      return v("leave", form) + " the battlefield";
    case "beDealtDamage":
      return `be dealt ${a.combat ? "combat " : ""}damage`;
    case "putIntoGraveyard": {
      const w = a.whose;
      const whose = w === "a" ? "a" : w === "your" || w === "you" ? "your" : w === "their" ? "their" : possessiveOf(w, ctx);
      return `${form === "base" ? "be" : "is"} put into ${whose} graveyard${a.fromAnywhere ? " from anywhere" : ""}${a.from === "battlefield" ? " from the battlefield" : ""}`;
    }
    case "beCreated":
      return "be created" + (a.under ? " under your control" : "");
    case "bePutOn":
      return "be put on " + renderObjectList(a.on, ctx);
    case "beAffected": {
      const pp: Record<string, string> = { destroy: "destroyed", exile: "exiled", counter: "countered" };
      const w = pp[a.verb as string];
      if (!w) throw new RenderError(`beAffected:${a.verb}`, "an action");
      return `${form === "base" ? "be" : "is"} ${w}`;
    }
    case "untapDuringUntapStep":
      return `${v("untap", form)} during ${renderWhose(a.whose, ctx)} untap step`;
    case "basePT":
    case "loseAllAbilities":
      // "has base power and toughness 1/1 until end of turn", "loses all abilities until end of turn"
      return renderPredicate(a, ctx, form) + (a.duration ? " " + renderDuration(a.duration, ctx) : "");
    case "have":
      // "you may have it deal 4 damage to any target"
      return `${v("have", form)} ${renderObject(a.who, ctx)} ${renderAction(a.action, ctx, "base")}`;
    default:
      fail(a, "an action");
  }
}

/** "creature spells", "abilities of artifacts", "an ability of a Dinosaur source" */
function renderSpendTarget(w: N, ctx: Ctx): string {
  if (w.kind === "spendOn") {
    if (w.verb === "pay") return `pay ${w.article ? w.article + " " : ""}${w.cost} ${w.plural ? "costs" : "cost"}`;
    if (w.verb === "turnFaceUp") return `turn ${renderObject(w.what, ctx)} face up`;
    return `unlock ${w.article ? w.article + " " : ""}${w.plural ? "doors" : "door"}`;
  }
  if (w.kind === "abilitiesOf" && w.which === "any") return `${w.article ? w.article + " ability" : w.plural ? "abilities" : "ability"} of ${renderObject(w.of, ctx)}`;
  return renderObjectList(w, ctx);
}

function renderMana(m: N, ctx: Ctx): string {
  if (m.kind === "mana") return mana(m.symbols);
  // "an amount of {G} equal to ~'s power"
  if (m.kind === "manaAmount") return `an amount of ${mana(m.mana.symbols)} ${renderCountWord(m.equalTo, ctx)}`;
  // "{W} or {U}", "{W}, {B}, or {G}"
  if (m.kind === "manaCount") return `${m.amount.kind === "thatMuch" ? "that much" : renderNumber(m.amount, "word")} ${mana(m.mana.symbols)}`;
  // "{G} or one mana of the chosen color"
  if (m.kind === "manaChoice") return joinList((m.options as N[]).map((o) => (o.kind === "mana" ? mana(o.symbols) : renderMana(o, ctx))), "or");
  if (m.kind === "anyColor") {
    const amount = renderNumber(m.amount, "word");
    if (m.how === "anyCombination" && m.of) {
      const of = (m.of as N[]).map((o) => mana(o.symbols));
      return `${amount} mana in any combination of ${of.slice(0, -1).join(", ")}${m.serialComma ? "," : ""} and/or ${of[of.length - 1]}`;
    }
    if (m.how === "anyCombination") return `${amount} mana in any combination of colors`;
    if (m.how === "differentColors") return `${amount} mana of different colors`;
    if (m.how === "colorsOf") return `${amount} mana of any of ${possessiveOf(m.colorsOf, ctx)} colors`;
    if (m.how === "chosenColor") return `${amount} mana of the chosen color`;
    const produced = m.producedBy ? ` ${m.that ? "that " : ""}${renderObject(m.producedBy, ctx)} ${m.could ? "could produce" : "produced"}` : "";
    const among = m.among ? " among " + renderObject(m.among, ctx) : "";
    if (m.how === "anyType") return `${amount} mana of any type${produced}${among}`;
    return `${amount} mana of any ${m.oneColor || m.how === "anyOneColor" ? "one " : ""}color${produced}${among}`;
  }
  fail(m, "mana");
}

/** "a card", "two cards", "X cards", "cards equal to …" */
function renderCardCount(n: N, ctx: Ctx): string {
  if (n.kind === "equal") return "cards " + renderCountWord(n.of, ctx);
  if (n.kind === "thatMany") return "that many cards" + (n.plus ? " plus " + renderNumber(n.plus, "word") : "");
  if (n.kind === "multiplied") return renderQuantity(n, "word") + " cards";
  if (n.kind === "drawUpTo") return `up to ${renderNumber(n.count, "word")} ${n.count.kind === "number" && n.count.value === 1 ? "card" : "cards"}`;
  if (n.kind !== "number") fail(n, "a number of cards");
  if (n.article) return `${n.article} ${n.additional ? "additional " : ""}card`;
  return `${renderNumber(n, "word")} ${n.value === 1 ? "card" : "cards"}`;
}

function renderQuantity(q: N, style: "word" | "numeral"): string {
  if (q.kind === "thatMuch") return "that much";
  if (q.kind === "thatMany") return "that many";
  // "twice X", "three times X", "twice that much"
  if (q.kind === "multiplied") return `${q.twice ? "twice" : renderNumber(q.factor, "word") + " times"} ${renderQuantity(q.of, style)}`;
  return renderNumber(q, style);
}

/** "equal to the number of …", "equal to its power" */
function isEqualAmount(a: N | undefined): boolean {
  return Boolean(a && EQUAL_AMOUNTS.has(a.kind));
}
/** What `amountTerm` reads: "the number of …", "the greatest power among …" */
const AMOUNT_TERMS = new Set(["countOf", "greatestAmong", "totalOf", "lifeAmount", "result", "manaSpentToCast", "damageAmount", "difference", "thatDamage", "excessDamage", "amountPaidThisWay"]);
const EQUAL_AMOUNTS = new Set(["countOf", "statOf", "amountOf", "twice", "half", "lifeTotal", "greatestAmong", "totalOf", "lifeAmount", "damageAmount", "difference", "thatDamage", "result", "sum", "devotion", "speed", "excessDamage", "amountPaidThisWay"]);

/** What "the number of" counts: objects, or a counted kind ("basic land types among lands you control"). */
function renderCounted(of: N, ctx: Ctx): string {
  return COUNTED_KINDS.has(of.kind) ? renderFilter(of, ctx) : renderObject(of, ctx);
}
const COUNTED_KINDS = new Set(["amountUnit", "timeKicked", "timesDone", "timeCastFromCommandZone", "colorsOf", "colorOfManaSpent", "manaFromSpent", "landTypeAmong", "partyMember", "targetBeyondFirst", "kindAmong", "playerCounters"]);

/** "the damage dealt this way", "the life lost this way" */

function renderAmountTerm(c: N, ctx: Ctx): string {
  switch (c.kind) {
    case "greatestAmong":
      return `the ${c.word} ${statWords(c)} among ${renderObject(c.among, ctx)}`;
    case "totalOf":
      return `the total ${statWords(c)} of ${renderObject(c.of, ctx)}`;
    case "lifeAmount":
      return `the ${c.short ? "" : "amount of "}life ${c.perfect ? "you've" : renderObject(c.who, ctx)} ${c.verb}${c.thisTurn ? " this turn" : ""}`;
    case "result":
      return "the result";
    case "speed":
      return "your speed";
    case "manaSpentToCast":
      return `the amount of mana spent to cast ${renderObject(c.what, ctx)}`;
    case "thatDamage":
      return "that damage";
    case "excessDamage":
      return c.that ? "that excess damage" : "the excess damage dealt this way";
    case "amountPaidThisWay":
      return `the ${c.total ? "total " : ""}amount of ${c.what === "energy" ? "{E}" : "mana"}${c.who ? " " + renderObject(c.who, ctx) : ""} paid this way`;
    case "difference":
      return "the difference" + (c.between ? " between " + (c.between as N[]).map((t) => renderXTerm(t, ctx)).join(" and ") : c.results ? " between those results" : "");
    case "damageAmount":
      return (
        `the amount of ${c.excess ? "excess " : ""}damage` +
        (c.by ? " " + renderObject(c.by, ctx) : "") +
        " dealt" +
        (c.to ? " to " + renderObject(c.to, ctx) : "") +
        (c.when === "thisWay" ? " this way" : c.when === "thisTurn" ? " this turn" : "")
      );
    case "amountOf":
      return `the ${c.what} ${renderPostModifier(c.how, ctx)}`;
    case "twice":
    case "half":
      return `${c.kind} ${renderAmountTerm(c.of, ctx)}${c.rounded ? ", rounded " + c.rounded : ""}`;
    case "lifeTotal":
      return `${renderWhose(c.whose, ctx)} ${c.starting ? "starting " : ""}life total`;
    case "number":
      return renderNumber(c, "numeral");
    case "devotion":
      return `your devotion to ${(c.colors as string[]).join(" and ")}`;
    case "sum":
      // "1 plus the number of lands you control"
      return (c.terms as N[]).map((t, i) => (i === 0 ? "" : `${(c.ops as string[])[i - 1]} `) + renderAmountTerm(t, ctx)).join(" ");
    default:
      return renderCountWord(c, ctx).replace(/^equal to /, "");
  }
}

/** "equal to the number of …", "equal to 1 plus the number of …", "equal to that number plus 1" (604.3) */
function renderPTAmount(c: N, ctx: Ctx): string {
  const [first, ...rest] = c.kind === "sum" ? (c.terms as N[]) : [c];
  const head = first!.kind === "number" ? "equal to " + renderNumber(first!, "numeral") : first!.kind === "thatNumber" ? "equal to that number" : renderCountWord(first!, ctx);
  return head + rest.map((t, i) => ` ${c.ops[i]} ${renderXTerm(t, ctx)}`).join("");
}

function renderCountWord(c: N, ctx: Ctx): string {
  if (["amountOf", "twice", "half", "lifeTotal", "greatestAmong", "totalOf", "lifeAmount", "result", "manaSpentToCast", "damageAmount", "difference", "thatDamage", "sum", "devotion", "speed", "excessDamage", "amountPaidThisWay"].includes(c.kind)) return "equal to " + renderAmountTerm(c, ctx);
  if (c.kind === "countOf") return (c.total ? "equal to the total number of " : "equal to the number of ") + renderCounted(c.of, ctx);
  if (c.kind === "statOf") {
    const stat = c.stat === "manavalue" || c.stat === "manaValue" ? "mana value" : c.stat;
    const of = c.of as N;
    if (of.kind === "it") return `equal to ${possessiveOf(of, ctx)} ${stat}`;
    if (c.the) return `equal to the ${stat} of ${renderObject(of, ctx)}`;
    return `equal to ${possessiveOf(of, ctx)} ${stat}`;
  }
  fail(c, "an amount");
}

// ---------------------------------------------------------------------------
// Restrictions, durations, conditions
// ---------------------------------------------------------------------------

function renderRestriction(r: N, ctx: Ctx, form: Form): string {
  switch (r.kind) {
    case "cant": {
      const what = r.what;
      if (typeof what === "object") {
        if (what.kind === "cast") return "can't cast " + renderObject(what.what, ctx);
        switch (what.kind) {
          case "beBlockedExceptBy":
            return "can't be blocked " + (what.duration ? renderDuration(what.duration, ctx) + " " : "") + "except by " + renderObject(what.by, ctx);
          case "beBlockedByMoreThan": {
            const n = numValue(what.count);
            return `can't be blocked by more than ${renderNumber(what.count, "word")} ${n === 1 ? "creature" : "creatures"}`;
          }
          case "beBlockedBy":
            return "can't be blocked by " + renderObjectList(what.by, ctx);
          case "beTargetedBy":
            return `can't be the ${what.pluralTargets ? "targets" : "target"} of ` + renderObject(what.by, ctx);
          case "haveOrGain":
            return "can't have or gain " + renderKeywordList(what.abilities, ctx);
          case "untapMoreThan":
            return `can't untap more than ${renderNumber(what.count, "word")} ${renderFilter(what.what, ctx)} during ${what.whose} untap ${what.plural ? "steps" : "step"}`;
          case "haveCountersPut":
            return `can't have ${what.counter ? what.counter.value + " " : ""}counters put on ${what.pronoun}`;
          case "castMoreThan": {
            const n = numValue(what.count);
            return `can't cast more than ${renderNumber(what.count, "word")} ${n === 1 ? "spell" : "spells"} each turn`;
          }
          case "beActivated":
            return "can't be activated" + (what.unlessMana ? " unless they're mana abilities" : "");
          case "attackWhom":
            return "can't attack " + renderObjectList(what.whom, ctx);
          case "blockWhom":
            return "can't block " + renderObjectList(what.whom, ctx);
          case "doWhat":
            return `can't ${what.verb} ${renderObject(what.what, ctx)}`;
          default:
            fail(what, "a restriction");
        }
      }
      const words: Record<string, string> = {
        attack: "attack",
        attackOrBlock: "attack or block",
        block: "block",
        beBlocked: "be blocked",
        beCountered: "be countered",
        beRegenerated: "be regenerated",
        gainLife: "gain life",
        searchLibraries: "search libraries",
        untap: "untap",
        attackAlone: "attack alone",
        attackOrBlockAlone: "attack or block alone",
        blockAlone: "block alone",
        beSacrificed: "be sacrificed",
        beEquipped: "be equipped",
        loseTheGame: "lose the game",
        winTheGame: "win the game",
        beEnchanted: "be enchanted",
        bePlayed: "be played",
        beCast: "be cast",
      };
      const w = words[what as string];
      if (!w) throw new RenderError(`cant:${what}`, "a restriction");
      return "can't " + w + (r.bySpellsOrAbilities ? " by spells or abilities" : "");
    }
    case "mustAttack":
      return `${v("attack", form)} each ${r.each} if able`;
    case "doesntUntap":
      return `${form === "third" ? "doesn't" : "don't"} untap during ${renderUntapWhose(r.whose, ctx, Boolean(r.next))}`;
    case "keepsMana": {
      const mana = r.mana === "this" ? "this mana" : r.mana === "unspent" ? "unspent mana" : `unspent ${r.mana} mana`;
      return `${form === "third" ? "doesn't" : "don't"} lose ${mana} as steps ${r.phases ? `${r.phases} phases ` : ""}end`;
    }
    default:
      fail(r, "a restriction");
  }
}

/**
 * "your untap step", "its controller's untap step", "their controllers' untap steps".
 * For "its controller's" the grammar keeps the possessive token (`'s` / `'`) instead of the player phrase.
 */
function renderUntapWhose(w: unknown, ctx: Ctx, next = false): string {
  if (next) return renderUntapWhose(w, ctx).replace(/ untap step/, " next untap step");
  if (w && typeof w === "object" && !("kind" in w) && "image" in w) {
    return (w as { image: string }).image === "'" ? "their controllers' untap steps" : "its controller's untap step";
  }
  const plural = Boolean(w && typeof w === "object" && (w as N).plural);
  return `${renderWhose(w, ctx)} untap ${plural ? "steps" : "step"}`;
}

function renderDuration(d: N, ctx: Ctx): string {
  if (d.kind !== "duration") fail(d, "a duration");
  switch (d.until) {
    case "endOfTurn":
      return "until end of turn";
    case "thisTurn":
      return "this turn";
    case "thisCombat":
      return "this combat";
    case "yourNextTurn":
      return "until your next turn";
    case "yourNextEndStep":
      return "until your next end step";
    case "yourNextUpkeep":
      return "until your next upkeep";
    case "endOfCombat":
      return "until end of combat";
    case "endOfYourNextTurn":
      return "until the end of your next turn";
    case "asLongAs":
      return "for as long as " + renderCondition(d.condition, ctx);
    case "leaves":
      return `until ${renderObject(d.what, ctx)} ${v("leave", formOf(d.what))} the battlefield`;
    default:
      throw new RenderError(`duration:${d.until}`, "a duration");
  }
}

function renderCondition(c: N, ctx: Ctx): string {
  switch (c.kind) {
    case "unparsed":
      return c.text;
    case "conditions":
      return (c.items as N[]).map((x, i) => (i === 0 ? "" : ` ${c.joins[i - 1]} `) + renderCondition(x, ctx)).join("");
    case "youDo":
      return c.negated ? "you don't" : "you do";
    case "lifeTotalIs":
      return `${renderWhose(c.whose, ctx)} life total is ${renderStat({ ...c, stat: "" }, ctx).trimStart()}`;
    case "isDayNight":
      return `it's ${c.state === "neither" ? "neither day nor night" : c.state}`;
    case "asYouCast":
      return renderCondition(c.condition, c.tense === "past" ? { ...ctx, controlledPast: true } : ctx) + " as you cast this spell";
    case "does": {
      if (c.who?.kind === "noOne") return `no ${c.who.word} does`;
      const f = formOf(c.who);
      if (c.cant) return `${renderObject(c.who, ctx)} can't`;
      return `${renderObject(c.who, ctx)} ${c.negated ? (f === "third" ? "doesn't" : "don't") : v("do", f)}`;
    }
    case "doesNot": {
      // "If you don't put the card into your hand", "If you didn't put a card into your hand this way"
      const f = formOf(c.who);
      const neg = c.thisWay && c.action?.kind !== "copy" ? "didn't" : f === "third" ? "doesn't" : "don't";
      return `${renderObject(c.who, ctx)} ${neg} ${renderAction(c.action, ctx, "base")}` + renderEventQualifiers(c, ctx);
    }
    case "had": {
      // "you had another creature enter under your control this turn"
      const e = c.event as N;
      return `${renderObject(c.who, ctx)} had ${renderObjectList(e.subject, ctx)} ${renderEventVerb(e, ctx, "base", "present")}` + renderEventQualifiers(e, ctx) + (c.lastTurn ? " last turn" : "");
    }
    case "fullParty":
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} a full party`;
    case "hasMoreThan": {
      const what = c.what === "life" ? "life" : "cards in hand";
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} ${c.op} ${what} than ${renderObject(c.than, ctx)}`;
    }
    case "costPaid": {
      // "the {1}{B} cost was paid", "this spell's surge cost was paid", "tribute wasn't paid"
      let what: string;
      if (c.cost) what = `the ${mana(c.cost.symbols)} cost`;
      else if (c.of) what = `${c.of.kind === "pronoun" && c.of.word === "its" ? "its" : possessiveOf(c.of, ctx)} ${c.keyword} cost`;
      else what = String(c.keyword);
      return `${what} ${c.negated ? "wasn't" : "was"} paid`;
    }
    case "able":
      return "able";
    case "controls": {
      const f = formOf(c.who);
      const verb = c.negated ? (f === "third" ? "doesn't control" : "don't control") : (ctx.past && refersBack(c.what)) || ctx.controlledPast ? "controlled" : v("control", f);
      const different = c.different ? " " + renderWithDifferent(c.different) : "";
      return `${renderObject(c.who, ctx)} ${verb} ${renderObject(c.what, ctx)}${different}`;
    }
    case "lifeTotal": {
      const have = `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))}`;
      if (c.op === "atLeast" || c.op === "atMost") return `${have} ${renderNumber(c.value, "numeral")} or ${c.op === "atLeast" ? "more" : "less"} life`;
      return `${have} ${renderCondAmount({ kind: "amount", op: c.op, value: c.value, exactly: c.exactly }, "numeral")} life`;
    }
    case "is": {
      const f = formOf(c.what);
      const past = (ctx.past && refersBack(c.what)) || leftZone(c.what);
      const state = renderFilter(c.state, ctx);
      const tail = `${c.article ? c.article + " " : ""}${state}${c.alone ? " alone" : ""}`;
      if (c.contracted) return `it's ${c.negated ? "not " : ""}${tail}`;
      const be = f === "third" ? (past ? "was" : "is") : past ? "were" : "are";
      return `${renderObject(c.what, ctx)} ${c.negated ? be + "n't" : be} ${tail}`;
    }
    case "isTurn":
      return `it's ${c.negated ? "not " : ""}${renderWhose(c.whose, ctx)} turn`;
    case "isAttachedTo":
      return `${renderObject(c.what, ctx)} ${beForm(formOf(c.what), "present")} attached to ${renderObject(c.to, ctx)}`;
    case "isEnchantedBy":
      return `${renderObject(c.what, ctx)} is enchanted by ${renderCondAmount(c.amount)} ${renderFilter(c.by, ctx)}`;
    case "hasStatus":
      return c.contracted ? `it's ${c.status}` : `${renderObject(c.what, ctx)} ${c.be}${c.negated ? "n't" : ""} ${c.status}`;
    case "activatedTimes":
      return `this ability has been activated ${renderCondAmount(c.amount)} times this turn`;
    case "completedDungeon":
      return c.negated ? "you haven't completed a dungeon" : "you've completed a dungeon";
    case "evidenceCollected":
      return "evidence was collected";
    case "giftPromised":
      return `the gift ${c.negated ? "wasn't" : "was"} promised`;
    case "damagePrevented":
      return `damage${c.from ? " from " + renderObject(c.from, ctx) : ""} is prevented this way`;
    case "searchedThisWay":
      return `${renderObject(c.who, ctx)} ${v("search", formOf(c.who))} ${renderWhose(c.whose, ctx)} library this way`;
    case "beenAttacked":
      return `you've been attacked this ${c.this}`;
    case "won": {
      const f = formOf(c.who);
      const verb = c.lost ? (c.past ? "lost" : v("lose", f)) : c.past ? "won" : v("win", f);
      let what = "";
      if (c.flip) what = c.count ? ` ${renderCondAmount(c.count)} ${c.count.op === "a" || (c.count.op === "exactly" && c.count.value?.value === 1) ? "flip" : "flips"}` : ` ${c.article} flip`;
      return `${renderObject(c.who, ctx)} ${verb}${what}`;
    }
    case "isPhase":
      return `it's ${c.whose === "your" ? "your" : `the ${ordinal(c.nth)}`} ${c.phase} phase${c.ofTheTurn ? " of the turn" : ""}`;
    case "manaSpentOn":
      return `${c.which} mana is spent ${c.toCast ? "to cast" : "on"} ${renderObject(c.what, ctx)}`;
    case "noMonarch":
      return "there is no monarch";
    case "hasChosenName":
      return `${renderObject(c.what, ctx)} ${v("have", formOf(c.what))} the chosen name`;
    case "handSize":
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} ${renderCondAmount(c)} ${cardsWord(c)} in hand`;
    case "kicked":
      return `${renderObject(c.what, ctx)} ${formOf(c.what) === "third" ? "was" : "were"}${c.negated ? "n't" : ""} kicked` + (c.cost ? ` with its ${mana(c.cost.symbols)} kicker` : "");
    case "isIn": {
      const or = c.orZone ? " or " + renderZone(c.orZone, ctx) : "";
      if (c.contracted) return `it's ${renderZone(c.zone, ctx)}${or}`;
      return `${renderObject(c.what, ctx)} ${beForm(formOf(c.what), ctx.past && refersBack(c.what) ? "past" : "present")} ${renderZone(c.zone, ctx)}${or}`;
    }
    case "thereIs":
      return `${c.contracted ? "there's" : `there ${beForm(formOf(c.what), "present")}`} ${renderObject(c.what, ctx)}`;
    case "countersOn": {
      const a = c.amount as N;
      if (!a) {
        // "it had counters on it"
        const has = ctx.past && refersBack(c.who) ? "had" : v("have", formOf(c.who));
        return `${renderObject(c.who, ctx)} ${has} ${c.counter ? c.counter.value + " " : ""}counters` + (c.on ? " on " + renderObject(c.on, ctx) : "");
      }
      const one = a.op === "a" || (a.op === "exactly" && numValue(a.value) === 1);
      const noun = (c.counter ? c.counter.value + " " : "") + (one ? "counter" : "counters");
      const amount = `${renderCondAmount(a)} ${noun}`;
      if (c.there) return `${c.contracted ? "there's" : one ? "there is" : "there are"} ${amount} on ${renderObject(c.on, ctx)}`;
      const has = ctx.past && refersBack(c.who) ? "had" : v("have", formOf(c.who));
      return `${renderObject(c.who, ctx)} ${has} ${amount}` + (c.on ? " on " + renderObject(c.on, ctx) : "");
    }
    case "hasAbility":
      if (c.negated) return `${renderObject(c.what, ctx)} ${c.negated === "didnt" ? "didn't" : formOf(c.what) === "third" ? "doesn't" : "don't"} have ${renderKeywordList(c.abilities, ctx, "or")}`;
      return `${renderObject(c.what, ctx)} ${v("have", formOf(c.what))} ${renderKeywordList(c.abilities, ctx, "or")}`;
    case "hasStat":
      return `${renderObject(c.what, ctx)} ${ctx.past && refersBack(c.what) ? "had" : v("have", formOf(c.what))} ${c.total ? "total " : ""}${renderStat(c, ctx)}`;
    case "statIs": {
      const of = c.of as N;
      const whose = of.kind === "pronoun" && of.word === "its" ? "its" : possessiveOf(of, ctx);
      const st = statWords(c);
      // "When ~ dies, if its power was 3 or greater"; after "Destroy target …": "If its mana value is 2 or less"
      const past = (of.kind === "pronoun" && of.word === "its" ? ctx.past && !ctx.pastByAction : ctx.past && refersBack(of)) || leftZone(of);
      const be = past ? "was" : "is";
      return `${whose} ${st} ${be} ${renderStat(c, ctx).slice(st.length + 1)}`;
    }
    case "xCompare": {
      const s = renderStat({ ...c, stat: "X" } as N, ctx);
      return "X is" + s.slice(1);
    }
    case "targets":
      return `${renderObject(c.what, ctx)} ${v("target", formOf(c.what))} ${renderObject(c.target, ctx)}`;
    case "isMonarch":
    case "isPoisoned":
    case "isStartingPlayer": {
      // "you're the monarch", "defending player is poisoned", "you weren't the starting player"
      const state = c.kind === "isMonarch" ? "the monarch" : c.kind === "isPoisoned" ? "poisoned" : "the starting player";
      if (c.contracted || (c.kind === "isMonarch" && c.be === undefined && c.who?.kind === "you" && !c.negated)) return `you're ${c.negated ? "not " : ""}${state}`;
      const be = (c.be as string | undefined) ?? beForm(formOf(c.who), "present");
      return `${renderObject(c.who, ctx)} ${be}${c.negated ? "n't" : ""} ${state}`;
    }
    case "castWithoutSorceryTiming":
      return `${renderObject(c.who, ctx)} cast ${renderObject(c.what, ctx)} any time a sorcery couldn't have been cast`;
    case "tiedFor":
      return `${renderObject(c.what, ctx)} ${beForm(formOf(c.what), "present")} tied for ${c.extreme} ${c.stat}`;
    case "resultIs":
      return `the result is ${renderStat({ ...c, stat: "" }, ctx).trimStart()}`;
    case "pays":
      // "you pay {2} more to cast it", "you pay its mana cost"
      if (c.more) return `${renderObject(c.who, ctx)} ${v("pay", formOf(c.who))} ${mana(c.cost.symbols)} more to cast ${renderObject(c.toCast, ctx)}`;
      return `${renderObject(c.who, ctx)} ${v("pay", formOf(c.who))} ${c.manaCostOf === "its" || c.manaCostOf === "your" || c.manaCostOf === "their" ? c.manaCostOf : possessiveOf(c.manaCostOf, ctx)} mana cost`;
    case "hasSameAs":
      return `${renderObject(c.what, ctx)} ${v("have", formOf(c.what))} the same ${c.stat === "manaValue" ? "mana value" : c.stat} as ${renderObject(c.as, ctx)}`;
    case "paidLifeThisWay":
      return `${renderObject(c.who, ctx)} paid life this way`;
    case "hasInitiative":
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} the initiative`;
    case "hasCitysBlessing":
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} the city's blessing`;
    case "youCant":
      return "you can't";
    case "countAmong": {
      const a = c.amount as N;
      const one = a.op === "a" || (a.op === "exactly" && numValue(a.value) === 1);
      const what = { cardType: "card type", color: "color", manaValue: "mana value" }[c.what as string] ?? String(c.what);
      // "If there were three or more card types among the sacrificed permanents"
      const be = leftZone(c.among) ? (one ? "was" : "were") : one ? "is" : "are";
      return `there ${be} ${renderCondAmount(a)} ${one ? what : plural(what)} among ${renderObject(c.among, ctx)}`;
    }
    case "remains": {
      const st = c.state;
      return `${renderObject(c.what, ctx)} ${v("remain", formOf(c.what))} ${typeof st === "string" ? st : renderZone(st, ctx)}`;
    }
    case "shares": {
      const q = { cardType: "card type", color: "color", creatureType: "creature type" }[c.quality as string] ?? String(c.quality);
      return `${renderObject(c.what, ctx)} ${v("share", formOf(c.what))} a ${q} with ${renderObject(c.with, ctx)}`;
    }
    case "controlsMore":
      return `${renderObject(c.who, ctx)} ${v("control", formOf(c.who))} more ${renderFilter(c.what, ctx)} than ${renderObject(c.than, ctx)}`;
    case "manaSpent": {
      let amount: string;
      if (c.symbols) amount = mana(c.symbols.symbols);
      else if (c.atLeast) amount = `at least ${renderNumber(c.atLeast, "word")} ${c.color ? c.color + " " : ""}mana`;
      else amount = `${c.none ? "no " : ""}${c.color ? c.color + " " : ""}mana${c.from ? " from " + renderObject(c.from, ctx) : ""}`;
      return `${amount} was spent to ${c.verb ?? "cast"} ${renderObject(c.what, ctx)}`;
    }
    case "controlsYourCommander":
      return `${renderObject(c.who, ctx)} ${v("control", formOf(c.who))} your commander`;
    case "isYourCommander":
      return `${renderObject(c.who, ctx)} ${beForm(formOf(c.who), "present")} your commander`;
    case "paired":
      return `${renderObject(c.what, ctx)} ${beForm(formOf(c.what), "present")} paired with ${renderObject(c.with, ctx)}`;
    case "nthResolution":
      return `this is the ${ordinal(c.nth)} time this ability has resolved this turn`;
    case "devotion":
      return `your devotion to ${(c.colors as string[]).join(" and ")} is less than ${renderNumber(c.value, "word")}`;
    case "playerHas":
      return `${renderObject(c.who, ctx)} ${v("have", formOf(c.who))} ${renderObject(c.what, ctx)}`;
    case "zoneHasCards":
      return `a ${c.zone} has ${renderObject(c.what, ctx)} in it`;
    case "happened": {
      // "a creature died this turn", "you've cast another spell this turn", "you attacked with a creature this turn"
      const e = c.event as N;
      const pctx = { ...ctx, tense: "past" as Tense };
      if (c.negated) {
        // "it didn't attack this turn", "you haven't cast a spell from your hand this turn"
        const subj = renderObjectList(e.subject, ctx);
        const f: Form = e.subject.kind === "either" ? "third" : formOf(e.subject);
        if (c.perfect) return `${subj} ${f === "third" ? "hasn't" : "haven't"} ${renderEventVerb(e, pctx, f, "perfect")}` + renderEventQualifiers(e, ctx);
        const didnt = c.present ? (f === "third" ? "doesn't" : "don't") : "didn't";
        return `${subj} ${didnt} ${renderEventVerb(e, ctx, "base", "present")}` + renderEventQualifiers(e, ctx);
      }
      if (c.perfect && e.subject?.kind !== "you") {
        // "an opponent has drawn four or more cards this turn", "an opponent has been dealt damage this turn"
        const f: Form = e.subject.kind === "either" ? "third" : formOf(e.subject);
        return `${renderObjectList(e.subject, ctx)} ${v("have", f)} ${renderEventVerb(e, pctx, f, "perfect")}` + renderEventQualifiers(e, ctx);
      }
      if (c.perfect) {
        const text = renderEvent(e, pctx, "perfect");
        return text.replace(/^you /, "you've ") + (c.lastTurn ? " last turn" : "");
      }
      // the tense the text used: "If an artifact is destroyed this way", "If a creature card was exiled this way";
      // without one (a built AST): "unless you sacrifice a land", "If an artifact is destroyed this way"
      const present = c.tense !== undefined ? c.tense === "present" : (ctx.happenedPresent && !e.thisTurn && !c.lastTurn) || e.thisWay;
      if (present) return renderTriggerEvent(e, ctx, "present") + (c.lastTurn ? " last turn" : "");
      return renderTriggerEvent(e, pctx, "past") + (c.lastTurn ? " last turn" : "");
    }
    default:
      fail(c, "a condition");
  }
}

function numValue(n: N | undefined): unknown {
  return n && typeof n === "object" ? n.value : n;
}

/** "three or more", "one or fewer", "no", "a", "exactly two" */
function renderCondAmount(a: N, style: "word" | "numeral" = "word"): string {
  if (style === "numeral" && a.value !== undefined) return renderCondAmount({ ...a, value: renderNumber(a.value, "numeral") });
  switch (a.op) {
    case "atLeast":
      return `${renderNumber(a.value, "word")} or more`;
    case "atMost":
      return `${renderNumber(a.value, "word")} or less`;
    case "atMostFewer":
      return `${renderNumber(a.value, "word")} or fewer`;
    case "exactly":
      return (a.exactly ? "exactly " : "") + renderNumber(a.value, "word");
    case "moreThan":
      return `more than ${renderNumber(a.value, "word")}`;
    case "fewerThan":
      return `fewer than ${renderNumber(a.value, "word")}`;
    case "lessThan":
      return `less than ${renderNumber(a.value, "word")}`;
    case "atLeastWords":
      return `at least ${renderNumber(a.value, "word")}`;
    case "none":
      return "no";
    case "a":
      return a.article ?? "a";
    default:
      throw new RenderError(`amount:${a.op}`, "an amount");
  }
}

function cardsWord(a: N): string {
  // "one card", "more than one card"
  return a.op === "a" || ((a.op === "exactly" || a.op === "moreThan") && numValue(a.value) === 1) ? "card" : "cards";
}

// ---------------------------------------------------------------------------
// Static abilities
// ---------------------------------------------------------------------------

function renderStaticSentence(s: N, ctx: Ctx): string {
  let pre = s.asLongAs ? "as long as " + renderCondition(s.asLongAs, ctx) + ", " : "";
  if (s.during) pre = s.duringFirst ? renderDuringTurn(s.during) + ", " + pre : pre + renderDuringTurn(s.during) + ", ";
  if (s.once) pre += (s.once.each === "yourTurn" ? "once during each of your turns" : "once each turn") + ", ";
  // "If a creature an opponent controls attacks, …"
  if (s.if) pre += "if " + renderCondition(s.if, { ...ctx, happenedPresent: true }) + ", ";
  let after = "";
  const a = s.after as N | undefined;
  if (a) {
    if (a.kind === "asLongAs") after = (a.for ? " for" : "") + " as long as " + renderCondition(a.condition, ctx);
    else if (a.kind === "duringTurn") after = " " + renderDuringTurn(a);
    else if (a.kind === "staticIf") after = " if " + renderCondition(a.condition, { ...ctx, happenedPresent: true });
    else fail(a, "a static ability's condition");
  }
  return pre + renderStaticBody(s.body, ctx) + (s.instead ? " instead" : "") + after + renderWhere(s.where, ctx);
}

function renderDuringTurn(d: N): string {
  if (d.kind !== "duringTurn") fail(d, "a turn");
  return d.each ? "during each of your turns" : "during your turn";
}

/** Static abilities that are a subject and what is true of it ("Elves you control get +1/+1"). */
const PREDICATES = new Set([
  "pump", "grant", "restrict", "entersReplacement", "loseAllAbilities", "loseOtherTypes", "loseAbilities", "costChange", "isType", "basePT",
  "assignsDamageBy", "crewsAs", "additionalLand", "lookAnyTime", "castAsThough", "noMaxHandSize", "mustBlockIfAble", "mustBlock",
  "escapesWith", "mustBeBlocked", "spendAsAnyColor", "controlOf", "mayExert", "mayPlayFrom", "canBlockOnly",
  "canBlockAdditional", "canBlockAny", "canAsThough", "canBeCommander", "predicates", "skips", "isGoaded",
  "hasAbilitiesOf", "castOnlyAnyTime",
]);

function renderStaticBody(b: N, ctx: Ctx): string {
  if (b.kind === "unparsed") return b.text;
  if (PREDICATES.has(b.kind) || (b.kind === "playRevealed" && b.affected)) {
    const who = b.affected ? renderObject(b.affected, ctx) : "";
    const form = formOf(b.affected);
    if (b.kind === "isType" && b.contracted) return "it's " + (b.negated ? "not " + renderTypeDescription(b.type, ctx) : renderPredicate({ ...b, contracted: undefined }, ctx, form).replace(/^is /, ""));
    // "it's 1/1 and has toxic 1" (after "except")
    if (b.kind === "predicates" && b.contracted) {
      const [first, ...rest] = b.predicates as N[];
      const head = renderStaticBody({ ...first!, affected: b.affected, contracted: true }, ctx);
      return head + rest.map((p, i) => joinWord(b.joins[i]) + renderPredicate(p, ctx, form)).join("");
    }
    const pred =
      b.kind === "predicates"
        ? (b.predicates as N[]).map((p, i) => (i === 0 ? "" : joinWord(b.joins[i - 1])) + renderPredicate(p, ctx, form)).join("")
        : renderPredicate(b, ctx, form);
    return who ? `${who} ${pred}` : pred;
  }
  const who = b.affected ? renderObject(b.affected, ctx) : "";
  const form = formOf(b.affected);
  switch (b.kind) {
    case "untapDuring":
      // "untap all creatures you control during each other player's untap step"
      return `untap ${renderObject(b.what, ctx)} during ${possessiveOf(b.whose, ctx)} untap step`;
    case "spendOnlyMana":
      // "spend only mana produced by basic lands to cast this spell", "spend only black and/or red mana on X"
      return (
        `spend only ${b.colors ? b.colors + " " : ""}mana` +
        (b.producedBy ? " produced by " + renderObject(b.producedBy, ctx) : b.ofChosenColor ? " of the chosen color" : "") +
        (b.onX ? " on X" : ` to ${b.verb} ${renderObject(b.what, ctx)}${b.thisWay ? " this way" : ""}`)
      );
    case "deckMayHave":
      // "A deck can have any number of cards named ~." (100.2a)
      return `a deck can have ${b.count === "any" ? "any number of" : "up to " + renderNumber(b.count, "word")} cards named ${renderObject(b.name, ctx)}`;
    case "compound":
      return (b.parts as N[]).map((p, i) => (i === 0 ? "" : joinWord(b.joins[i - 1])) + renderStaticBody(p, ctx)).join("");
    case "keywordCostIs": {
      const of = b.of.kind === "pronoun" ? "its" : possessiveOf(b.of, ctx);
      return `${b.det} ${String(b.keyword)} cost is equal to ${of} mana cost${b.reducedBy ? " reduced by " + mana(b.reducedBy.symbols) : ""}`;
    }
    case "sameIsTrue":
      return "the same is true for " + (b.abilities ? renderKeywordList(b.abilities, ctx) : (b.objects as N[]).map((o) => renderObject(o, ctx)).join(" and "));
    case "definePT": {
      const stats = b.stats as string[];
      const whose = possessiveOf(b.affected, ctx);
      const value = renderPTAmount(b.value, ctx);
      const toughness = b.toughness ? ` and its toughness is ${renderPTAmount(b.toughness, ctx)}` : "";
      return stats.length > 1 ? `${whose} ${stats.join(" and ")} are each ${value}` : `${whose} ${stats[0]} is ${value}${toughness}`;
    }
    case "additionalCost":
      // "discard a card and sacrifice a creature"
      return `as an additional cost to cast ${renderObject(b.spell, ctx)}, ${b.optional ? "you may " : ""}${joinList((b.cost as N[]).map((c) => renderCostList([c], ctx, false)), b.or ? "or" : "and")}`;
    case "additionalPhase": {
      const main = b.main ? " followed by an additional main phase" : "";
      if (b.first) return `after this ${b.after === "this" ? "" : b.after + " "}phase, there is an additional combat phase${b.afterThis ? " after this phase" : ""}${main}`;
      return `there is an additional combat phase${b.after ? " after this phase" : ""}${main}`;
    }
    case "combatLimit":
      return `no more than ${renderNumber(b.count, "word")} ${numValue(b.count) === 1 ? "creature" : "creatures"} can ${b.verb}${b.you ? " you" : ""} each combat`;
    case "xCantBe":
      return `X can't be ${b.greaterThan ? "greater than " : ""}${renderXTerm(b.value, ctx)}`;
    case "doOnlyOnce":
      return "do this only once each turn";
    case "castRestriction":
      return `cast ${renderObject(b.spell, ctx)} only ${[b.restriction, ...((b.and as unknown[] | undefined) ?? [])].map((x) => renderActivationLimit(x, ctx)).join(" and only ")}`;
    case "reductionFloor": {
      const what = b.what === "thatCost" ? "the mana in that cost" : b.what === "thatActivationCost" ? "the mana in that ability's activation cost" : "the amount of mana an ability costs to activate";
      return `this effect can't reduce ${what} to less than ${renderNumber(b.minimum, "word")} mana`;
    }
    case "reducesOnly":
      return `this effect reduces only the amount of ${b.mana} mana you pay`;
    case "excessDamageRedirect":
      return `excess damage is dealt to ${renderObject(b.to, ctx)} instead`;
    case "doesntRemove":
      return `this effect doesn't remove ${renderObject(b.what, ctx)}`;
    case "lifeFloor":
      return `damage that would reduce your life total to less than ${renderNumber(b.below, "numeral")} reduces it to ${renderNumber(b.floor, "numeral")} instead`;
    case "costMinimum":
      return `each spell that would cost less than ${renderNumber(b.below, "word")} mana to cast costs ${renderNumber(b.minimum, "word")} mana to cast`;
    case "replacement": {
      const ev = b.event as N;
      const subject = renderObject(ev.subject, ctx);
      const when = (ev.thisTurn ? " this turn" : "") + (ev.while ? " while " + renderCondition(ev.while, ctx) : "");
      // "…, instead exile that card and …"
      const head = b.nextTime ? "the next time" : "if";
      if (b.insteadAt === "start") return `${head} ${subject} would ${renderAction(ev.action, ctx, "base")}${when}, instead ${renderReplacementBody(b.replacement, ctx)}`;
      const elsewhere = b.elsewhere ? ` of putting ${b.elsewhere} anywhere else` : "";
      return `${head} ${subject} would ${renderAction(ev.action, ctx, "base")}${when}, ${renderReplacementBody(b.replacement, ctx)}${b.instead === false ? "" : " instead" + elsewhere}`;
    }
    case "damageReplacement": {
      const when = (b.thisTurn ? " this turn" : "") + (b.while ? " while " + renderCondition(b.while, ctx) : "");
      const head = `${b.nextTime ? "the next time" : "if"} ${b.combat ? "combat " : ""}damage would be dealt to ${renderObject(b.to, ctx)}${when}`;
      if (b.insteadAt === "start") return `${head}, instead ${renderReplacementBody(b.replacement, ctx)}`;
      return `${head}, ${renderReplacementBody(b.replacement, ctx)}${b.instead ? " instead" : ""}`;
    }
    case "triggersAdditional": {
      // "If a land entering causes a triggered ability of a permanent you control to trigger, that ability triggers an additional time."
      const cause = b.cause as N;
      let head: string;
      if (cause.kind === "causesTrigger") head = `${renderObjectList(cause.who, ctx)} ${renderGerund(cause.event, ctx)} causes ${renderAbilityOf(cause.ability, ctx)} to trigger`;
      else if (cause.kind === "abilityTriggers") head = `${renderAbilityOf(cause.ability, ctx)} triggers`;
      else fail(cause, "what makes an ability trigger");
      return `if ${head}, ${b.pronoun} triggers an additional time`;
    }
    case "altCost": {
      // "you may pay {0} rather than pay the equip cost of …", "… rather than pay cycling costs" (118.9)
      const i = b.instead as N;
      const kw = i.keyword ? String(i.keyword) : "mana";
      const what = i.what ? `the ${kw} cost ${i.prep} ${renderObject(i.what, ctx)}` : i.of ? `${possessiveOf(i.of, ctx)} ${kw} cost` : `${kw} cost${i.plural ? "s" : ""}`;
      return `you may ${renderCostList(b.cost, ctx, false)} rather than pay ${what}`;
    }
    case "nameIs":
      return `${b.pronoun} name is ${renderObject(b.name, ctx)}`;
    case "dayNightAsEnters":
      return `it becomes ${b.becomes} as ${who} ${v("enter", form)}`;
    case "damageRedirect": {
      // "all combat damage that would be dealt to you by unblocked creatures is dealt to ~ instead" (614.9)
      const w = b.which as N;
      const head = w.kind === "next" ? `the next ${renderNumber(w.amount, "numeral")}` : "all";
      const parts: Record<string, () => string> = {
        to: () => " to " + renderObject(b.to, ctx),
        by: () => " by " + renderObject(b.by, ctx),
        duration: () => " " + renderDuration(b.duration, ctx),
      };
      const order = (b.order as string[] | undefined) ?? ["to", "by", "duration"].filter((k) => b[k]);
      return `${head} ${w.combat ? "combat " : ""}damage that would be dealt${order.map((k) => parts[k]!()).join("")} is dealt to ${renderObject(b.redirectTo, ctx)} instead`;
    }
    case "prevention":
      return `prevent all ${b.combat ? "combat " : b.noncombat ? "noncombat " : ""}damage that would be dealt ${b.direction === "toAndBy" ? "to and dealt by" : b.direction} ${renderObject(b.what, ctx)}`;
    case "skip":
      if (b.whose === "their") return `${who} ${v("skip", form)} their ${renderStep(b.what)}${form === "base" ? "s" : ""}`;
      return `skip ${b.whose === "each" ? "each" : renderWhose(b.whose, ctx)} ${renderStep(b.what)}`;
    case "asEnters": {
      // "as ~ enters", "as ~ is turned face up", "as ~ enters or is turned face up", "as this creature transforms into ~"
      const event = b.transformsInto
        ? `${v("transform", form)} into ${renderObject(b.transformsInto, ctx)}`
        : b.faceUp === "only"
          ? `${form === "third" ? "is" : "are"} turned face up`
          : v("enter", form) + (b.faceUp === "or" ? ` or ${form === "third" ? "is" : "are"} turned face up` : "");
      if (b.effect) return `as ${who} ${event}, ${renderClauseChain(b.effect, ctx)}`;
      return `as ${who} ${event}, choose ${renderChoice(b.choose, ctx)}`;
    }
    case "entersAsCopy":
      return (
        `you may have ${who} enter${b.tapped ? " tapped" : ""} as a copy of ${renderObject(b.of, ctx)}` +
        (b.except ? ", except " + renderStaticBody(b.except, ctx) : "")
      );
    case "assignAsThoughUnblocked":
      return `you may have ${who} assign its combat damage as though it weren't blocked`;
    case "openingHand":
      return `if ${who} is in your opening hand, you may begin the game with ${b.pronoun ?? "it"} on the battlefield`;
    case "mayNotUntap":
      return `you may choose not to untap ${who} during your untap step`;
    case "cantBePrevented": {
      const by = b.by as N | undefined;
      return `${b.combat ? "combat " : ""}damage${by ? ` that would be dealt ${by.direction} ${renderObject(by.what, ctx)}` : ""} can't be prevented${b.duration ? " " + renderDuration(b.duration, ctx) : ""}`;
    }
    case "playRevealed":
      return `play with ${renderObject(b.what, ctx)} revealed`;
    case "maxHandSize": {
      const whose = b.whose === "your" ? "your" : possessiveOf(b.whose, ctx);
      const ch = b.change as N;
      const tail = ch.kind === "set" ? renderNumber(ch.value, "word") : `${ch.kind} by ${renderNumber(ch.value, "word")}`;
      return `${whose} maximum hand size is ${tail}`;
    }
    default:
      fail(b, "a static ability");
  }
}

function renderAbilityOf(a: N, ctx: Ctx): string {
  if (a.kind !== "abilityOf") fail(a, "an ability of an object");
  return `${a.article} ${a.triggered ? "triggered " : ""}ability of ${renderObjectList(a.of, ctx)}`;
}

/** "entering", "dying", "attacking", "being dealt damage", "dealing combat damage to a player" */
function renderGerund(g: N, ctx: Ctx): string {
  if (g.kind !== "gerund") fail(g, "a gerund");
  switch (g.event) {
    case "enters":
      return "entering";
    case "dies":
      return "dying";
    case "attacks":
      return "attacking";
    case "isDealtDamage":
      return "being dealt damage";
    case "dealsDamage":
      return `dealing ${g.combat ? "combat " : ""}damage` + (g.to ? " to " + renderObject(g.to, ctx) : "");
    default:
      throw new RenderError(`gerund:${g.event}`, "a gerund");
  }
}

function joinWord(j: string): string {
  return j.startsWith(",") ? j + " " : ` ${j} `;
}

function renderChoice(c: N, ctx: Ctx): string {
  if (c.kind === "namedChoice") return (c.options as string[]).join(" or ");
  if (c.kind !== "choice") return renderObject(c, ctx);
  if (c.what === "number") return `${c.article} number`;
  const words = c.words ? renderTypeWords(c.words) + " " : "";
  return `${article(words + "card")} ${words}card name`;
}

function renderAsThough(a: N, ctx: Ctx): string {
  if (a.kind !== "asThough") fail(a, "as though");
  const who = a.pronoun === "self" ? ctx.self : a.pronoun;
  return `as though ${who} ${a.negated ? "didn't have" : "had"} ${renderKeywordList(a.has, ctx)}`;
}

/** What a static ability says of its subject: "gets +1/+1", "can't block", "is a Swamp in addition to its other types". */
function renderPredicate(b: N, ctx: Ctx, form: Form): string {
  switch (b.kind) {
    case "isGoaded":
      return beForm(form, "present") + " goaded";
    case "skips": {
      // "skip their untap steps"
      const step = renderStep(b.what);
      return `${v("skip", form)} ${b.whose} ${b.plural ? step.replace(/(step|phase|upkeep|turn)$/, "$1s") : step}`;
    }
    case "pump":
      return (
        `${v("get", form)} ${b.additional ? "an additional " : ""}${b.pt}` +
        (b.forEach ? " for each " + renderFilter(b.forEach, ctx) : "") +
        (b.has ? ` and ${v("have", form)} ${renderKeywordList(b.has, ctx)}` : "")
      );
    case "grant":
      return `${v("have", form)} ${renderKeywordList(b.abilities, ctx)}`;
    case "hasAbilitiesOf":
      return `${v("have", form)} all ${b.which ? b.which + " " : ""}abilities of ${renderObject(b.of, ctx)}`;
    case "basePT":
      if (b.stats.length > 1) return `${v("have", form)} base power and toughness ${b.value}`;
      return `${v("have", form)} base ${statWords({ stat: b.stats[0] })} ${renderNumber(b.value, "numeral")}`;
    case "restrict":
      return renderRestriction(b.restriction, ctx, form) + (b.unless ? " " + renderUnless(b.unless, ctx) : "");
    case "entersReplacement": {
      const how = b.how as N;
      let tail: string;
      if (how.kind === "tapped") tail = "tapped" + (how.unless ? " unless " + renderCondition(how.unless, ctx) : "");
      else if (how.kind === "untapped") tail = "untapped";
      else if (how.kind === "underControlOf") tail = "under the control of " + renderObject(how.who, ctx);
      else if (how.kind === "withCounters") {
        const counters =
          how.amount.kind === "numberOf"
            ? `a number of ${how.additional ? "additional " : ""}${how.counter.value} counters`
            : how.additional
              ? renderAdditionalCounters(how.amount, how.counter)
              : renderCounters(how.amount, how.counter);
        tail = `${how.tapped ? "tapped " : ""}with ${counters} on ${how.on ?? "it"}`;
        if (how.forEach) tail += " for each " + renderFilter(how.forEach, ctx);
        if (how.equalTo) tail += " " + renderCountWord(how.equalTo, ctx);
        if (how.andWith) tail += " and with " + renderKeywordList(how.andWith, ctx);
        if (how.if) tail += " if " + renderCondition(how.if, ctx);
        if (how.unless) tail += " unless " + renderCondition(how.unless, ctx);
      } else if (how.kind === "withChoiceOfCounter") {
        const opts = (how.options as N[]).map((o) => `${o.article} ${o.counter.value} counter`);
        tail = `with your choice of ${opts.join(" or ")} on it`;
      } else fail(how, "how a permanent enters");
      return `${v("enter", form)} ${tail}`;
    }
    case "loseAllAbilities":
      return `${v("lose", form)} all abilities`;
    case "loseAbilities":
      return `${v("lose", form)} ${renderKeywordList(b.abilities, ctx)}`;
    case "loseOtherTypes":
      return `${v("lose", form)} all other ${b.of} types`;
    case "costChange":
      return (
        `${v("cost", form)} ${b.upTo ? "up to " : ""}${mana(b.amount.symbols)} ${b.direction}${b.verb ? " to " + b.verb : ""}` +
        (b.forEach ? " for each " + renderFilter(b.forEach, ctx) : "") +
        (b.if ? " if " + renderCondition(b.if, ctx) : "")
      );
    case "isType":
      return `${b.negated ? (form === "third" ? "isn't" : "aren't") : form === "third" ? "is" : "are"}${b.also ? " also" : ""} ${renderTypeDescription(b.type, ctx)}`;
    case "crewsAs": {
      // "saddles Mounts and crews Vehicles as though its power were 2 greater" (702.122, 702.171)
      const verbs = (b.verbs as string[]).map((x) => (x === "saddle" ? `${v("saddle", form)} Mounts` : `${v("crew", form)} Vehicles`)).join(" and ");
      if (b.using) return `${verbs} using its ${statWords({ stat: b.using })} rather than its ${statWords({ stat: b.rather })}`;
      return `${verbs} as though its power were ${renderNumber(b.greater, "numeral")} greater`;
    }
    case "assignsDamageBy":
      return `${v("assign", form)} combat damage equal to its ${statWords({ stat: b.stat })} rather than its ${statWords({ stat: b.rather })}`;
    case "additionalLand": {
      const c = b.count as N;
      const when = b.when === "thisTurn" ? "this turn" : b.when === "eachOfTheirTurns" ? "on each of their turns" : "on each of your turns";
      return c.kind === "a" ? `may play ${c.word} additional land ${when}` : `may play ${renderNumber(c, "word")} additional lands ${when}`;
    }
    case "lookAnyTime":
      return `may look at ${renderObject(b.what, ctx)} any time`;
    case "castAsThough":
      return `may cast ${renderObject(b.what, ctx)}${b.from ? " " + renderZone(b.from, ctx) : ""} ${renderAsThough(b.asThough, ctx)}`;
    case "noMaxHandSize":
      return `${v("have", form)} no maximum hand size`;
    case "mustBlockIfAble":
      return `able to block ${renderObjectList(b.what, ctx)}${b.duration ? " " + renderDuration(b.duration, ctx) : ""} do so`;
    case "mustBlock":
      return `${b.attackOrBlock ? v("attack", form) + " or " : ""}${v("block", form)} each combat if able`;
    case "escapesWith":
      return `${v("escape", form)} with ${renderCounters(b.amount, b.counter)} on it`;
    case "mustBeBlocked": {
      const by = b.by as N | undefined;
      return `must be blocked${by ? ` by ${by.exactly ? "exactly " : ""}${renderObject(by.who, ctx)}` : ""} if able`;
    }
    case "spendAsAnyColor": {
      const p = b.purpose as N | undefined;
      return `may spend ${b.mana ? b.mana + " " : ""}mana as though it were mana of any ${b.of}` + (p ? ` to ${p.verb} ${renderSubject(p.what, ctx)}` : "");
    }
    case "playRevealed":
      return `${v("play", form)} with ${renderObject(b.what, ctx)} revealed`;
    case "controlOf":
      return `${v("control", form)} ${renderObject(b.what, ctx)}`;
    case "mayExert":
      return `may exert ${renderObject(b.what, ctx)} as ${b.pronoun ?? "it"} attacks`;
    case "mayPlayFrom": {
      const plays = (b.plays as N[]).map((p) => `${p.kind} ${renderObject(p.what, ctx)}`).join(b.orPlays ? " or " : " and ");
      const from = b.from as N | undefined;
      let f = "";
      if (from?.kind === "fromTopOfLibrary") f = ` from the top of ${from.whose} library`;
      else if (from) f = " " + renderZone(from, ctx);
      if (b.orFrom) f += ` or the top of ${b.orFrom.whose} library`;
      return `may ${plays}${f}${renderWithoutPaying(b.withoutPaying)}${b.by ? " " + renderCastCost(b.by, ctx) : ""}${b.using ? ` using its ${keywordName(b.using)} ability` : ""}`;
    }
    case "canBlockOnly":
      return `can block only ${renderObject(b.what, ctx)}`;
    case "castOnlyAnyTime":
      return `can cast ${renderObject(b.what, ctx)} only any time ${b.who} could cast ${b.speed === "instant" ? "an instant" : "a sorcery"}`;
    case "canBlockAdditional": {
      const c = b.count as N;
      if (c.kind === "a") return `can block ${c.word} additional creature each combat`;
      if (b.article) return `can block ${b.article.word} additional ${renderNumber(c, "word")} creatures each combat`;
      return `can block ${renderNumber(c, "word")} additional creatures each combat`;
    }
    case "canBlockAny":
      return "can block any number of creatures";
    case "canAsThough":
      return `can ${b.verb === "beBlocked" ? "be blocked" : b.verb}${b.duration ? " " + renderDuration(b.duration, ctx) : ""}${b.what ? " " + renderObject(b.what, ctx) : ""} ${renderAsThough(b.asThough, ctx)}`;
    case "canBeCommander":
      return "can be your commander";
    default:
      fail(b, "what a static ability says");
  }
}

/** "an additional +1/+1 counter", "two additional +1/+1 counters" */
function renderAdditionalCounters(amount: N, counter: N): string {
  const kind = counter.value as string;
  if (amount.kind === "a") return `${amount.word ?? "an"} additional ${kind} counter`;
  const many = !(amount.kind === "number" && amount.value === 1 && !amount.word);
  return `${renderNumber(amount, "word")} additional ${kind} ${many ? "counters" : "counter"}`;
}

/** The subject of a static ability: objects, "spells you cast", "activated abilities of artifacts". */
function renderSubject(o: N, ctx: Ctx): string {
  return renderObject(o, ctx);
}

/** "a 4/4 red Beast creature with trample", "every creature type", "an Illusion in addition to its other types" */
function renderTypeDescription(t: N, ctx: Ctx): string {
  let s: string;
  switch (t.kind) {
    case "everyType":
      s = `every ${t.which ? t.which + " " : ""}${t.of} type`;
      break;
    case "allColors":
      s = "all colors";
      break;
    case "chosenType":
      s = `the chosen ${t.what}`;
      break;
    case "types": {
      const body = [t.pt ?? "", renderTypeWords(t.words)].filter(Boolean).join(" ");
      s = t.article ? `${article(body)} ${body}` : body;
      if (t.base) s += ` with base power and toughness ${t.base}`;
      if (t.with) s += " with " + renderKeywordList(t.with, ctx);
      if (t.still) {
        const f = renderFilter(t.still.what, ctx);
        s += ` ${isPluralFilter(t.still.what) ? "that are" : "that's"} still ${t.still.article ? article(f) + " " : ""}${f}`;
      }
      break;
    }
    default:
      fail(t, "a type description");
  }
  const ia = t.inAddition as N | undefined;
  if (ia) s += ` in addition to ${ia.whose} other ${ia.other}`;
  return s;
}

function renderReplacementBody(r: N, ctx: Ctx): string {
  switch (r.kind) {
    case "changedAmount": {
      // "twice that many of those tokens are created", "that many plus one +1/+1 counters are put on it"
      const a = r.amount as N;
      let s = a.kind === "twiceThatMany" ? "twice that many" : a.kind === "thatManyPlus" ? `that many ${a.op} ${renderNumber(a.n, "word")}` : `those tokens plus ${(a.plus as N).kind === "tokenSpec" ? renderTokenSpec(a.plus as N, ctx) : renderObject(a.plus, ctx)}`;
      if (r.what === "thoseTokens") s += " of those tokens";
      else if (r.what) s += " " + renderCountersSubject(r.what);
      return s + (r.verb === "created" ? " are created" : ` are put on ${renderObject(r.on, ctx)}`);
    }
    case "doubleDamage":
      return `${renderObject(r.source, ctx)} ${v("deal", formOf(r.source))} ${r.triple ? "triple" : "double"} that damage` + (r.to ? ` to ${renderObject(r.to, ctx)}` : "");
    case "gainNoLife":
      return `${renderObject(r.who, ctx)} ${v("gain", formOf(r.who))} no life`;
    case "dealsThatDamage":
      return `${renderObject(r.source, ctx)} ${v("deal", formOf(r.source))} that damage to ${renderObject(r.to, ctx)}`;
    case "thatDamageDealtTo":
      return `that damage is dealt to ${renderObject(r.to, ctx)}`;
    case "thatMuchMore":
      return (
        `${renderObject(r.who, ctx)} ${v(r.verb, formOf(r.who))} ${r.twice ? "twice " : ""}that much ${r.what}` +
        (r.plus ? " plus " + renderNumber(r.plus, "numeral") : "") +
        (r.minus ? " minus " + renderNumber(r.minus, "numeral") : "") +
        (r.to ? " to " + renderObject(r.to, ctx) : "")
      );
    case "preventThat":
      return `prevent ${r.amount ? renderNumber(r.amount, "numeral") + " of " : ""}that damage` + (r.and ? " and " + renderClauseChain(r.and, ctx) : "");
    default:
      return renderClauseChain(r, ctx);
  }
}

function renderStep(s: N): string {
  if (s.kind !== "step") fail(s, "a step");
  switch (s.step) {
    case "upkeep":
      return "upkeep";
    case "draw":
      return "draw step";
    case "end":
      return "end step";
    case "untap":
      return "untap step";
    case "cleanup":
      return "cleanup step";
    case "combat":
      return s.phase ? "combat phase" : "combat";
    case "combatDamage":
      return "combat damage step";
    case "declareAttackers":
      return "declare attackers step";
    case "declareBlockers":
      return "declare blockers step";
    case "endOfCombat":
      return "end of combat step";
    case "main":
      return "main phase";
    case "main1":
      return s.legacy ? "precombat main phase" : "first main phase";
    case "main2":
      return s.legacy ? "postcombat main phase" : "second main phase";
    case "turn":
      return "turn";
    default:
      throw new RenderError(`step:${s.step}`, "a step");
  }
}

// ---------------------------------------------------------------------------
// Triggers
// ---------------------------------------------------------------------------

function renderTriggerCondition(t: N, ctx: Ctx, cap = true): string {
  if (t.kind === "unparsed") return t.text;
  if (t.kind !== "trigger") fail(t, "a trigger");
  const word = cap ? capitalize(String(t.word)) : String(t.word);
  let s = `${word} ${renderTriggerEvent(t.event, ctx)}`;
  // "When ~ enters and whenever you expend 4"
  for (const m of (t.more as { join: string; word: string; event: N }[] | undefined) ?? []) s += ` ${m.join} ${m.word} ${renderTriggerEvent(m.event, ctx)}`;
  return s;
}

function renderTriggerEvent(e: N, ctx: Ctx, tense: Tense = "present"): string {
  switch (e.kind) {
    case "beginningOf": {
      let whose: string;
      if (e.whose === "your") whose = "your";
      else if (e.whose === "each") whose = "each";
      else if (e.whose === "the") whose = "the";
      else if (e.whose === "that") whose = "that";
      else if (e.whose === "next") whose = "the next";
      else if (e.whose === "nextTurns") whose = "the next turn's";
      else if (e.whose === "thatTurns") whose = "that turn's";
      else if (e.whose === "yourNext") whose = "your next";
      else if (e.whose === "none") whose = "";
      else if (e.whose === "eachOfYour") whose = "each of your";
      else if (e.whose && typeof e.whose === "object") whose = possessiveOf(e.whose, ctx);
      else throw new RenderError(`beginningOf:${String(e.whose)}`, "a trigger");
      // "each of your main phases"
      const step = renderStep(e.step) + (e.whose === "eachOfYour" ? "s" : "");
      let s = `the beginning of ${whose ? whose + " " : ""}${step}`;
      if (e.of) s += " of " + renderObject(e.of, ctx);
      if (e.onYourTurn) s += " on your turn";
      if (e.onTurnOf) s += ` on ${possessiveOf(e.onTurnOf, ctx)} turn`;
      if (e.thisTurn) s += " this turn";
      return s;
    }
    case "endOfCombat":
      return `${e.the ? "the " : ""}end of combat${e.onYourTurn ? " on your turn" : ""}`;
    case "chaosEnsues":
      return "chaos " + (tense === "present" ? "ensues" : "ensued");
    case "dayNightChanges":
      return (e.becomes as string[]).map((b) => `${b === "night" ? "day" : "night"} ${tense === "present" ? "becomes" : "became"} ${b}`).join(" or ");
    case "event":
      return renderEvent(e, ctx, tense);
    case "ringTemptsYou":
      return `the Ring ${tense === "present" ? "tempts" : "tempted"} you`;
    case "damageIsDealt": {
      const how = e.combat ? "combat " : e.excess ? "excess " : e.amount ? renderCondAmount(e.amount, "numeral") + " " : "";
      return `${how}damage ${tense === "present" && !e.past ? "is" : "was"} dealt` + (e.to ? " to " + renderObject(e.to, ctx) : "") + renderEventQualifiers(e, ctx);
    }
    case "stateTrigger":
      return renderCondition(e.condition, ctx);
    case "countersEvent": {
      // "one or more +1/+1 counters are put on ~", "a time counter is removed from ~"
      const a = e.amount as N;
      const one = a.kind === "a" || a.kind === "last";
      const noun = (e.counter ? e.counter.value + " " : "") + (one ? "counter" : "counters");
      const head = a.kind === "last" ? `the last ${noun}` : one ? `${a.word ?? article(noun)} ${noun}` : `${renderNumber(a.count, "word")} or more ${noun}`;
      const be = beForm(one ? "third" : "base", tense);
      return `${head} ${be} ${e.verb === "put" ? "put on" : "removed from"} ${renderObject(e.on, ctx)}` + renderEventQualifiers(e, ctx);
    }
    default:
      fail(e, "a trigger event");
  }
}

type Tense = "present" | "past" | "perfect";

const IRREGULAR: Record<string, [string, string]> = {
  be: ["was", "been"],
  become: ["became", "become"],
  cast: ["cast", "cast"],
  deal: ["dealt", "dealt"],
  draw: ["drew", "drawn"],
  leave: ["left", "left"],
  lose: ["lost", "lost"],
  put: ["put", "put"],
  do: ["did", "done"],
  win: ["won", "won"],
  set: ["set", "set"],
  have: ["had", "had"],
  get: ["got", "gotten"],
  tap: ["tapped", "tapped"],
  control: ["controlled", "controlled"],
  commit: ["committed", "committed"],
  roll: ["rolled", "rolled"],
  spend: ["spent", "spent"],
};

function pastOf(base: string, participle = false): string {
  const irr = IRREGULAR[base];
  if (irr) return participle ? irr[1] : irr[0];
  if (base.endsWith("e")) return base + "d";
  if (/[^aeiou]y$/.test(base)) return base.slice(0, -1) + "ied";
  return base + "ed";
}

/** A verb in the tense of an event: "enters", "entered", "has entered" (the perfect's auxiliary is the caller's). */
function vt(base: string, form: Form, tense: Tense): string {
  if (tense === "present") return v(base, form);
  const sp = base.indexOf(" ");
  const head = sp < 0 ? base : base.slice(0, sp);
  return pastOf(head, tense === "perfect") + (sp < 0 ? "" : base.slice(sp));
}

function beForm(form: Form, tense: Tense, negated = false): string {
  const s = tense === "present" ? (form === "third" ? "is" : "are") : tense === "past" ? (form === "third" ? "was" : "were") : "been";
  return negated ? (tense === "perfect" ? "not been" : s + "n't") : s;
}

const ORDINALS = ["zeroth", "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth"];
function ordinal(n: number | string): string {
  return typeof n === "number" ? (ORDINALS[n] ?? `${n}th`) : String(n);
}

/** "for the first time each turn", "each turn", "during your turn", "this turn", "this way" */
function renderEventQualifiers(e: N, ctx: Ctx): string {
  let s = "";
  if (e.nthTimeEachTurn !== undefined) s += ` for the ${ordinal(e.nthTimeEachTurn)} time each turn`;
  if (e.eachTurn) s += " each turn";
  if (e.during) s += " during " + renderTurnRef(e.during, ctx);
  if (e.underYourControl) s += " under your control";
  if (e.thisTurn) s += " this turn";
  if (e.thisCombat) s += " this combat";
  if (e.thisWay) s += " this way";
  if (e.whileSaddled) s += " while saddled";
  if (e.while) s += " while " + renderCondition(e.while, ctx);
  return s;
}

function renderTurnRef(t: N, ctx: Ctx): string {
  if (t.kind === "combat") return "combat";
  if (t.kind === "phaseOf") return `${t.whose === "your" ? "your" : possessiveOf(t.whose, ctx)} ${renderStep({ kind: "step", step: t.step, legacy: t.legacy })}`;
  if (t.kind !== "turnOf") fail(t, "a turn");
  if (t.whose === "eachOfYour") return "each of your turns";
  return (t.whose === "your" || t.whose === "their" ? t.whose : possessiveOf(t.whose, ctx)) + (t.last ? " last turn" : " turn");
}

function renderEvent(e: N, ctx: Ctx, tense: Tense = "present"): string {
  const subj = e.subject as N;
  const subject = renderObjectList(subj, ctx);
  const form: Form = subj.kind === "either" ? "third" : formOf(subj);
  let rest = (e.next ? "next " : "") + renderEventVerb(e, ctx, form, tense);
  for (const m of (e.more as N[] | undefined) ?? []) {
    // "enters or attacks", "blocks or becomes blocked", "~ enters or you cast a party spell"
    if (m.subject) {
      const f2: Form = m.subject.kind === "either" ? "third" : formOf(m.subject);
      rest += ` ${m.join} ${renderObjectList(m.subject, ctx)} ${renderEventVerb(m, ctx, f2, tense)}`;
    } else rest += ` ${m.join} ${renderEventVerb(m, ctx, form, tense)}`;
  }
  // "you're dealt damage"
  if (e.contracted && subj.kind === "you" && rest.startsWith("are ")) return "you're " + rest.slice(4) + renderEventQualifiers(e, ctx);
  return `${subject} ${rest}` + renderEventQualifiers(e, ctx);
}

/** What happens to an event's subject: "enters", "attacks alone", "is turned face up". */
const PASSIVE_EVENTS = new Set(["isAffected", "putIntoGraveyard", "putIntoExile", "isDealtDamage", "isCast", "turnedFaceUp", "isTappedForMana", "isntBlocked"]);

/** " excess", " 3 or more combat", " noncombat": what is said of the damage of an event */
function damageHow(e: N): string {
  return (e.excess ? " excess" : "") + (e.amount ? " " + renderCondAmount(e.amount, "numeral") : "") + (e.combat ? " combat" : e.noncombat ? " noncombat" : "");
}

function renderEventVerb(e: N, ctx: Ctx, form: Form, tense: Tense): string {
  // states and "does" keep the present in a condition about what happened ("a player does", "you control a land creature or …")
  if (tense === "past" && ((e.event === "controls" && !ctx.controlledPast) || e.event === "does")) tense = "present";
  const V = (base: string) => vt(base, form, tense);
  const be = beForm(form, tense);
  const obj = (o: N | undefined) => (o ? " " + renderObject(o, ctx) : "");
  switch (e.event) {
    case "enters": {
      let rest = V("enter");
      if (e.from) rest += " " + renderZone(e.from, ctx);
      if (e.untapped) rest += " untapped";
      if (e.under) rest += ` under ${e.under === "your" || e.under === "their" ? e.under : possessiveOf(e.under, ctx)} control`;
      return rest;
    }
    case "dies":
      return V("die");
    case "does":
      return V("do");
    case "leaves":
      if (e.zone === "graveyard") return `${V("leave")} ${e.whose === "your" ? "your" : possessiveOf(e.whose, ctx)} graveyard`;
      return V("leave") + " the battlefield" + (e.withoutDying ? " without dying" : "");
    case "attacks":
    case "attacksOrBlocks": {
      let rest = V("attack");
      if (e.event === "attacksOrBlocks") rest += " or " + V("block");
      if (e.alone) rest += " alone";
      rest += obj(e.what);
      if (e.with) rest += " with " + renderObject(e.with, ctx);
      return rest;
    }
    case "blocks":
      return V("block") + obj(e.what);
    case "becomesBlocked":
      return V("become") + " blocked" + (e.by ? " by " + renderObject(e.by, ctx) : "");
    case "isntBlocked":
      return beForm(form, tense, true) + " blocked";
    case "dealsDamage":
      return V("deal") + damageHow(e) + " damage" + (e.to ? " to " + renderObject(e.to, ctx) : "");
    case "isDealtDamage":
      return be + " dealt" + damageHow(e) + " damage" + (e.by ? " by " + renderObject(e.by, ctx) : "");
    case "spendsThisMana":
      // "you spend this mana to cast a Dragon creature spell", "… to cast a spell or activate an ability"
      return `${V("spend")} this mana to ` + (e.purposes as N[]).map((p) => (p.to ? "to " : "") + (p.verb ? p.verb + " " : "") + renderSpendTarget(p.what, ctx)).join(" or ");
    case "casts": {
      let rest = V("cast") + (e.orCopies ? " or " + V("copy") : "") + " " + renderObject(e.what, ctx);
      if (e.targets) rest += ` that ${v("target", formOf(e.what))} ${renderObject(e.targets, ctx)}`;
      if (e.from) rest += " " + renderZone(e.from, ctx);
      return rest;
    }
    case "gainsLife":
    case "losesLife": {
      // "gained and lost life", "gain or lose life", "gained 7 or more life"
      let rest = V(e.event === "gainsLife" ? "gain" : "lose");
      if (e.also) rest += ` ${e.also.join} ${V(e.also.verb)}`;
      if (e.amount) rest += " " + renderCondAmount(e.amount, "numeral");
      return rest + " life";
    }
    case "drawsCards":
      return `${V("draw")} ${renderCondAmount(e.amount)} ${cardsWord(e.amount)}`;
    case "descends":
      return V("descend");
    case "drawsCard":
      return V("draw") + (e.nth ? " " + renderObject(e.nth, ctx) : e.what ? obj(e.what) : " a card");
    case "discards":
      return V("discard") + obj(e.what);
    case "sacrifices":
      return V("sacrifice") + obj(e.what);
    case "reveals":
      return V("reveal") + obj(e.what);
    case "becomesTarget":
      return V("become") + " the target of " + renderObject(e.by, ctx);
    case "becomesTapped":
      return V("become") + " tapped";
    case "becomesUntapped":
      return V("become") + " untapped";
    case "plays":
      return V("play") + obj(e.what);
    case "controls":
      return V("control") + obj(e.what);
    case "controlsMost":
      return `${V("control")} the ${e.extreme} ${renderFilter(e.mostOf, ctx)}`;
    case "putIntoGraveyard": {
      const whose = e.whose === "a" ? "a" : e.whose === "your" ? "your" : e.whose && typeof e.whose === "object" ? possessiveOf(e.whose, ctx) : "its owner's";
      const from = e.from === "battlefield" ? "the battlefield" : e.from === "yourLibrary" ? "your library" : e.from;
      return `${be} put into ${whose} graveyard` + (from ? ` from ${from}` : "");
    }
    case "becomesStatus":
      return V("become") + " " + e.status;
    case "putIntoExile":
      return `${be} put into exile` + (e.from ? " " + renderZone(e.from, ctx) : "");
    case "commitsCrime":
      return V("commit") + " a crime";
    case "expends":
      return V("expend") + " " + renderNumber(e.amount, "numeral");
    case "unlocksDoor":
      return V("unlock") + " this door";
    case "fullyUnlocks":
      return "fully " + V("unlock") + obj(e.what);
    case "becomesLevel":
      return V("become") + " level " + renderNumber(e.amount, "numeral");
    case "becomesUnattached":
      return V("become") + " unattached from " + renderObject(e.what, ctx);
    case "activates":
      return V("activate") + obj(e.what);
    case "isAffected": {
      const pp: Record<string, string> = { reveal: "revealed", counter: "countered", exile: "exiled", destroy: "destroyed", sacrifice: "sacrificed", discard: "discarded", mill: "milled", warp: "warped", draw: "drawn", return: "returned" };
      const w = pp[e.verb as string];
      if (!w) throw new RenderError(`isAffected:${e.verb}`, "a trigger event");
      return `${be} ${w}`;
    }
    case "isCast":
      return `${e.negated ? beForm(form, tense, true) : be} cast` + (e.from ? " " + renderZone(e.from, ctx) : "");
    case "turnedFaceUp":
      return `${be} turned face up`;
    case "isTappedForMana":
      return `${be} tapped for mana`;
    case "tapsForMana":
      return `${V("tap")} ${renderObject(e.what, ctx)} for ${e.mana ? mana(e.mana.symbols) : "mana"}`;
    case "transforms":
      return V("transform") + (e.into ? " into " + renderObject(e.into, ctx) : "");
    case "cycles":
      return V("cycle") + obj(e.what);
    case "mutates":
      return V("mutate");
    case "exploits":
      return V("exploit") + obj(e.what);
    case "scries":
      return V("scry");
    case "surveils":
      return V("surveil");
    case "explores":
      return V("explore");
    case "cranks":
      return V("crank") + obj(e.what);
    case "rollsDie":
      return V("roll") + " a die";
    case "rollsDice":
      return V("roll") + ` ${renderNumber(e.atLeast, "word")} or more dice`;
    case "rollsPlanarDie":
      return V("roll") + " the planar die";
    case "rollsResult":
      return (
        V("roll") +
        ` a ${renderNumber(e.value, "numeral")}` +
        (e.or ? " or " + (e.or === "higher" ? "higher" : renderNumber(e.or, "numeral")) : "") +
        (e.onADie ? " on a die" : "")
      );
    case "rollsSymbol":
      return V("roll") + ` {${e.symbol}}`;
    case "planeswalksTo":
      return V("planeswalk") + " to " + renderObject(e.what, ctx);
    case "planeswalksAwayFrom":
      return V("planeswalk") + " away from " + renderObject(e.what, ctx);
    case "encounters":
      return V("encounter") + obj(e.what);
    case "specializes":
      return V("specialize") + (e.from === "anyZone" ? " from any zone" : e.from ? " " + renderZone(e.from, ctx) : "");
    case "setsInMotion":
      return `${V("set")} ${renderObject(e.what, ctx)} in motion`;
    case "wins":
      return V("win") + (e.what === "clash" ? " a clash" : " a coin flip");
    case "exerts":
      return V("exert") + obj(e.what);
    case "proliferates":
      return V("proliferate");
    case "mills":
      return V("mill") + obj(e.what);
    case "completesDungeon":
      return V("complete") + " a dungeon";
    case "searchesLibrary":
      return `${V("search")} ${e.whose} library`;
    case "putsCounters":
      if (e.counters.kind === "a") return `${V("put")} ${e.counters.word} ${e.counter ? e.counter.value + " " : ""}counter on ${renderObject(e.on, ctx)}`;
      return `${V("put")} ${renderNumber(e.counters.count, "word")} or more ${e.counter ? e.counter.value + " " : ""}counters on ${renderObject(e.on, ctx)}`;
    case "phasesIn":
      return V("phase") + " in";
    case "phasesOut":
      return V("phase") + " out";
    case "discovers":
      return V("discover");
    case "forages":
      return V("forage");
    case "collectsEvidence":
      return V("collect") + " evidence";
    case "manifestsDread":
      return V("manifest") + " dread";
    case "becomesMonarch":
      return V("become") + " the monarch";
    case "copies":
      return V("copy") + obj(e.what);
    case "losesCoinFlip":
      return V("lose") + " a coin flip";
    case "exiles":
      return V("exile") + obj(e.what);
    case "putOntoBattlefield":
      return `${be} put onto the battlefield`;
    case "putsIntoHand":
      return `${V("put")}${obj(e.what)} into ${e.whose} hand`;
    case "returns":
      return V("return") + obj(e.what) + (e.toHand ? " to your hand" : "");
    case "taps":
      return V("tap") + obj(e.what);
    case "isBlocked":
      return `${be} blocked`;
    case "shufflesLibrary":
      return `${V("shuffle")} ${e.whose} library`;
    case "causesDiscard":
      return `${V("cause")} ${renderObject(e.to, ctx)} to discard ${renderObject(e.what, ctx)}`;
    case "isAttacked":
      return `${be} attacked`;
    case "counters":
      return V("counter") + obj(e.what);
    case "losesGame":
      return V("lose") + " the game";
    case "losesControl":
      return V("lose") + " control of" + obj(e.what);
    case "fights":
      return V("fight");
    case "clashes":
      return V("clash");
    case "evolves":
      return V("evolve");
    case "crews":
      return V("crew") + obj(e.what);
    case "saddles":
      return V("saddle") + obj(e.what);
    case "creates":
      return V("create") + obj(e.what);
    case "becomesAttached":
      return V("become") + " attached to " + renderObject(e.to, ctx);
    case "putsOntoBattlefield":
      return V("put") + obj(e.what) + " onto the battlefield";
    case "returnedToHand":
      return `${be} returned to ${e.whose === "your" ? "your" : e.whose === "aPlayers" ? "a player's" : "its owner's"} hand`;
    default:
      throw new RenderError(`event:${e.event}`, "a trigger event");
  }
}

// ---------------------------------------------------------------------------
// Noun phrases
// ---------------------------------------------------------------------------

function renderObjectList(o: N, ctx: Ctx): string {
  if (o.kind === "either") return (o.items as N[]).map((i) => renderObject(i, ctx)).join(o.andOr ? " and/or " : " or ");
  return renderObject(o, ctx);
}

/** Any noun phrase: objects, players, the card itself, pronouns. */
/** "one or more +1/+1 counters", "a counter", "+1/+1 counters" (after "that many") */
function renderCountersSubject(o: N): string {
  const noun = (o.counter ? (o.counter as N).value + " " : "") + (o.amount === "a" ? "counter" : "counters");
  return o.amount === "oneOrMore" ? `one or more ${noun}` : o.amount === "a" ? `${article(noun)} ${noun}` : noun;
}

export function renderObject(o: N, ctx: Ctx): string {
  switch (o.kind) {
    case "eachOther":
      return "each other";
    case "abilityRef":
      return (
        `${o.article} ${o.loyalty ? "loyalty " : ""}${o.keywords ? (o.keywords as string[]).join(" or ") + " " : ""}ability` +
        (o.of ? " of " + renderObject(o.of, ctx) : "") +
        (o.notMana ? " that isn't a mana ability" : "")
      );
    case "countersSubject":
      return renderCountersSubject(o);
    case "unparsed":
      return o.text;
    case "self":
      return o.noun ? `this ${o.noun}` : o.first ? ctx.self.split(" ")[0]! : o.short ? ctx.short : ctx.self;
    case "pronoun":
      return o.word;
    case "you":
      return "you";
    case "commanderRef":
      return `${o.article} commander`;
    case "it":
      return "it";
    case "their":
      return "their";
    case "players": {
      const noun = o.plural ? plural(o.noun) : o.noun;
      return [o.det, o.extra, noun].filter(Boolean).join(" ");
    }
    case "controllerOf":
    case "ownerOf": {
      const role = (o.kind === "controllerOf" ? "controller" : "owner") + (o.plural ? "s" : "");
      // "the controller of the permanent it becomes"
      if (o.ofPhrase) return `the ${role} of ${renderObject(o.of, ctx)}`;
      return `${possessiveOf(o.of, ctx)} ${role}`;
    }
    case "permanentItBecomes":
      return "the permanent it becomes";
    case "eitherPlayer":
      // "that player or that planeswalker's controller"
      return (o.items as N[]).map((p) => renderObject(p, ctx)).join(" or ");
    case "anyTarget":
      return o.other ? "any other target" : "any target";
    case "theRest":
      return o.of ? `the rest of ${renderObject(o.of, ctx)}` : "the rest";
    case "theOther":
      return "the other";
    case "zoneObject":
      // "their hand", "target player's graveyard"
      if (o.whose === "all") return `all ${o.zone}s`;
      return `${renderWhose(o.whose, ctx)} ${o.plural ? (ZONE_PLURAL[o.zone] ?? o.zone) : o.zone}` + (o.and ? ` and ${o.and}` : "");
    case "partOf": {
      // "one of them", "two of those cards", "any of them", "each of them"
      if (o.count === "half") return `half ${renderObject(o.of, ctx)}, rounded ${o.rounded}`;
      const n = typeof o.count === "string" ? o.count : renderNumber(o.count, "word");
      return `${o.upTo ? "up to " : ""}${n} of ${renderObject(o.of, ctx)}`;
    }
    case "someOf":
      // "put one onto the battlefield tapped": a number of the cards just named
      return renderNumber(o.count, "word");
    case "cardsFromTop": {
      // "that many cards from the top of your library", "a number of cards from the top of your library equal to …"
      const c = o.count as N;
      const head = c.kind === "thatMany" ? "that many cards" : c.kind === "numberOf" ? "a number of cards" : renderNumber(c, "word") + (c.kind === "number" && c.value === 1 ? " card" : " cards");
      return `${head} from the top of ${renderWhose(o.whose, ctx)} library` + (o.equal ? " " + renderCountWord(o.equal, ctx) : "");
    }
    case "topOfLibrary": {
      const many = o.count && !(o.count.kind === "number" && o.count.value === 1);
      const n = o.count ? renderNumber(o.count, "word") + " " : "";
      return `the top ${n}${many ? "cards" : "card"} of ${renderWhose(o.whose, ctx)} ${o.plural ? ZONE_PLURAL.library : "library"}`;
    }
    case "either":
      return renderObjectList(o, ctx);
    case "countersOnObject":
      return (
        `${o.different ? "different " : ""}${o.kinds ? (o.plural ? "kinds of " : "kind of ") : ""}${o.counter ? o.counter.value + " " : ""}${o.plural ? "counters" : "counter"} ` +
        (o.how ? renderPostModifier(o.how, ctx) : o.among ? "among " + renderObject(o.among, ctx) : "on " + renderObject(o.on, ctx))
      );
    case "both":
      return (o.items as N[]).map((i) => renderObject(i, ctx)).join(" and ");
    case "allOf":
      // "a white card, a blue card, and a green card"
      return (o.items as N[]).map((i, k) => (k === 0 ? "" : (o.joins[k - 1].startsWith(",") ? o.joins[k - 1] + " " : " " + o.joins[k - 1] + " ")) + renderObject(i, ctx)).join("");
    case "objects":
      return renderObjects(o, ctx);
    case "nth":
      // "your second spell", "their next instant or sorcery spell"
      return `${o.whose} ${o.nth === "next" ? "next" : ordinal(o.nth)} ${renderFilter(o.filter, ctx)}`;
    case "dealtDamageBy":
      // "a creature dealt damage by ~ this turn"
      return `${renderObject(o.what, ctx)} dealt damage by ${renderObject(o.by, ctx)}` + (o.duration ? " " + renderDuration(o.duration, ctx) : "");
    case "andAtLeast":
      // "~ and at least two other creatures"
      return `${renderObject(o.what, ctx)} and at least ${renderNumber(o.count, "word")} ${o.other ? "other " : ""}${renderFilter(o.filter, ctx)}`;
    case "nextSpellCast": {
      // "the next instant or sorcery spell you cast this turn"
      const who = (o.castBy as N | undefined)?.who as N | undefined;
      return `the next ${renderObject(o.what, ctx)}` + (who ? ` ${renderObject(who, ctx)} ${v("cast", formOf(who))}` : "") + (o.thisTurn ? " this turn" : "");
    }
    case "nthSpellEachTurn": {
      // "the first creature spell you cast each turn", "the first noncreature spell each opponent casts each turn"
      const cb = o.castBy as N;
      const who = cb.who as N;
      let s = `the ${ordinal(o.nth)} ${renderObject(o.what, ctx)} ${renderObject(who, ctx)} ${v("cast", formOf(who))}`;
      if (cb.from) s += " " + renderZone(cb.from, ctx);
      return s + (o.each === "eachTurn" ? " each turn" : " during each of your turns");
    }
    case "spellsCast": {
      // "creature spells you cast", "spells your opponents cast from their hands that target ~"
      const cb = o.castBy as N;
      // "spells you cast", "spells that player casts", "spells that you cast"
      let s = `${renderObject(o.what, ctx)} ${cb.that ? "that " : ""}${renderObject(cb.who, ctx)} ${v(cb.legacy ? "play" : "cast", formOf(cb.who))}`;
      if (cb.from) s += " " + renderZone(cb.from, ctx);
      if (cb.targeting) s += ` that target ${renderObject(cb.targeting, ctx)}`;
      const many = o.what.kind !== "objects" || isPluralFilter(o.what.filter, true);
      for (const p of (cb.post as N[] | undefined) ?? []) s += " " + renderPostModifier(p, ctx, many);
      return s;
    }
    case "keywordCosts":
      // "equip costs you pay", "all morph costs"
      return `${o.all ? "all " : ""}${keywordName(o.keyword)} costs${o.by ? ` ${renderObject(o.by, ctx)} pay` : ""}`;
    case "abilitiesActivated": {
      // "equip abilities you activate that target ~", "loyalty abilities of planeswalkers your opponents control"
      let s = `${o.loyalty ? "loyalty " : ""}${o.keyword ? o.keyword + " " : ""}abilities`;
      if (o.of) s += " of " + renderObject(o.of, ctx);
      if (o.by) s += ` ${renderObject(o.by, ctx)} ${v("activate", formOf(o.by))}`;
      if (o.ofAfter) s += " of " + renderObject(o.ofAfter, ctx);
      if (o.targeting) s += " that target " + renderObject(o.targeting, ctx);
      return s;
    }
    case "abilitiesOf": {
      const which = `${o.which} abilities`;
      if (o.possessive) return `${o.of.kind === "pronoun" && o.of.word === "its" ? "its" : possessiveOf(o.of, ctx)} ${which}`;
      return `${which} of ${renderObject(o.of, ctx)}`;
    }
    default:
      fail(o, "a noun phrase");
  }
}

/** "its", "their", "that creature's", "target player's", "Elspeth's" */
function possessiveOf(o: N, ctx: Ctx): string {
  if (o.kind === "it") return (o.word as string | undefined) ?? "its";
  if (o.kind === "their") return "their";
  if (o.kind === "you") return "your";
  if (o.kind === "pronoun") {
    if (o.word === "it") return "its";
    if (o.word === "they" || o.word === "them") return "their";
    // "her power" (a character: "her" is both "it" and "its")
    if (o.word === "her") return "her";
  }
  const pluralNoun = o.kind === "objects" ? isPluralFilter(o.filter) : o.kind === "players" || o.kind === "controllerOf" || o.kind === "ownerOf" ? Boolean(o.plural) : false;
  return possessive(renderObject(o, ctx), pluralNoun);
}

/** "your", "their", "its", or a player's possessive. */
function renderWhose(w: unknown, ctx: Ctx, plural = false, pluralObject = false): string {
  if (w === "your" || w === "you") return "your";
  if (w === "their") return "their";
  if (w === "its") return "its";
  // "under its owner's control"; for plural objects the commoner spelling is "under their owners' control"
  if (w === "its owner") return pluralObject ? "their owners'" : "its owner's";
  // the grammar keeps only the kind of some possessive player phrases ("its owner's hand")
  if (w === "ownerOf") return plural ? "their owners'" : pluralObject ? "their owner's" : "its owner's";
  if (w === "controllerOf") return plural ? "their controllers'" : "its controller's";
  if (w && typeof w === "object") return possessiveOf(w as N, ctx);
  throw new RenderError(`whose:${String(w)}`, "a possessive");
}

function renderObjects(o: N, ctx: Ctx): string {
  const filter = o.filter ? renderFilter(o.filter, ctx) : "";
  const mid = [o.other ? "other" : "", o.target ? (o.plural ? "targets" : "target") : "", filter].filter(Boolean).join(" ");
  switch (o.det) {
    case "amount":
      // "exactly one creature", "two or fewer other lands"
      return `${o.amount.op === "exactly" ? "exactly " : ""}${renderCondAmount(o.amount)} ${mid}`;
    case "none":
      return mid;
    case "a":
      return `${article(mid)} ${mid}`;
    case "anyNumber":
      return `any number of ${mid}`;
    case "upTo":
      return `up to ${o.count.kind === "thatMany" ? "that many" : renderNumber(o.count, "word")} ${mid}`;
    case "count":
      return `${renderNumber(o.count, "word")} ${mid}`;
    case "orMore":
      return `${renderNumber(o.count, "word")} or more ${mid}`;
    case "allThe":
      return `all the ${mid}`;
    case "thatMany":
      return `that many ${mid}`;
    case "oneOf": {
      // "one, two, or three targets"
      const counts = (o.counts as N[]).map((c) => renderNumber(c, "word"));
      const list = counts.length > 2 ? counts.slice(0, -1).join(", ") + ", or " + counts[counts.length - 1] : counts.join(" or ");
      return `${list} ${mid}`;
    }
    case "target":
    case "another":
    case "each":
    case "all":
    case "that":
    case "those":
    case "these":
    case "the":
    case "no":
    case "any":
    case "both":
    case "your":
      return `${o.det} ${mid}`;
    default:
      throw new RenderError(`objects:${o.det}`, "a noun phrase");
  }
}

export function renderFilter(f: N, ctx: Ctx): string {
  if (f.kind === "unparsed") return f.text;
  // what "for each" counts besides a filter
  switch (f.kind) {
    case "amountUnit":
      // "1 life lost this way"
      return `${renderNumber(f.unit, "numeral")} ${f.what} ${renderPostModifier(f.how, ctx)}`;
    case "timeKicked":
      return `time ${renderObject(f.what, ctx)} was kicked`;
    case "colorsOf":
      return `of ${f.of.kind === "pronoun" ? "its" : possessiveOf(f.of, ctx)} colors`;
    case "timeCastFromCommandZone":
      return `time you've cast ${renderObject(f.what, ctx)} from the command zone this game`;
    case "timesDone":
      return `times ${renderObject(f.what, ctx)} ${f.verb === "kicked" ? "was kicked" : "has mutated"}`;
    case "colorOfManaSpent":
      return `${f.plural ? "colors" : "color"} of mana spent to cast ${renderObject(f.what, ctx)}`;
    case "manaFromSpent":
      return `mana from ${renderObject(f.source, ctx)} spent to cast ${renderObject(f.what, ctx)}`;
    case "landTypeAmong":
      return `${f.basic ? "basic " : ""}land ${f.plural ? "types" : "type"} among ${renderObject(f.among, ctx)}`;
    case "partyMember":
      return f.plural ? "creatures in your party" : "creature in your party";
    case "targetBeyondFirst":
      return "target beyond the first";
    case "countersOnObject":
      return renderObject(f, ctx);
    case "kindAmong": {
      const what = ({ cardType: "card type", color: "color", manaValue: "mana value" } as Record<string, string>)[f.what as string] ?? String(f.what);
      return `${f.different ? "different " : ""}${f.plural ? plural(what) : what} among ${renderObject(f.among, ctx)}`;
    }
    case "playerCounters":
      return `${f.counter.value} ${f.plural ? "counters" : "counter"} ${renderObject(f.who, ctx)} ${v("have", formOf(f.who))}`;
  }
  if (f.kind !== "filter") fail(f, "a filter");
  let s = "";
  for (const w of f.words as N[]) {
    if (w.kind === "conj") {
      s += w.value.startsWith(",") ? w.value + " " : " " + w.value + " ";
      continue;
    }
    if (s && !s.endsWith(" ")) s += " ";
    s += renderFilterWord(w);
  }
  const many = isPluralFilter(f, true);
  const post = (f.post as N[] | undefined) ?? [];
  // "each nontoken creature you controlled that died this turn": a creature that has died was controlled
  const pctx = post.some((p) => p.kind === "thatDid" && p.verb === "died") ? { ...ctx, tense: "past" as Tense } : ctx;
  for (const p of post) s += " " + renderPostModifier(p, p.kind === "controlledBy" ? pctx : ctx, many);
  return s;
}

/** What protection is from: a filter ("red", "creatures"), "the chosen color", "the color of your choice". */
function renderProtectionFrom(f: N, ctx: Ctx): string {
  if (f.kind === "chosenType") return `the chosen ${f.what}`;
  if (f.kind === "everyColor") return f.word === "each" ? "each color" : "all colors";
  if (f.kind === "objects") return renderObject(f, ctx);
  return renderFilter(f, ctx);
}

function renderFilterWord(w: N): string {
  if (w.kind !== "word") fail(w, "a filter word");
  const value = String(w.value);
  switch (w.class) {
    case "NonWord":
      return "non" + (w.negated === "Subtype" ? "-" : "") + (w.plural ? plural(value) : value);
    case "CardType":
    case "Subtype":
    case "Card":
    case "Permanent":
    case "Spell":
    case "Token":
    case "Player":
    case "Opponent":
    case "Source":
    case "Ability":
    case "Emblem":
    case "Outlaw":
    case "Commander":
    case "Color":
    case "Type":
      return w.plural ? plural(value) : value;
    case "PTValue":
      // the lexicon lowercases words: P/T values print with a capital X ("X/X")
      return value.replace(/x/g, "X");
    default:
      return value;
  }
}

function renderPostModifier(p: N, ctx: Ctx, many = false): string {
  switch (p.kind) {
    case "withGreatest":
      // "with the greatest power among creatures they control", "with the lowest mana value"
      return `with the ${p.word} ${statWords(p)}${p.among ? " among " + renderObject(p.among, ctx) : ""}`;
    case "whoDoes":
      return `who ${String(p.word).replace(/nt$/, "n't")}`;
    case "whoDid": {
      // "who lost life this turn", "who didn't sacrifice a creature this way", "who controls the most lands"
      const e = p.event as N;
      const tense = p.tense as Tense;
      const form: Form = many ? "base" : "third";
      if (p.negated) return `who ${tense === "past" ? "didn't" : many ? "don't" : "doesn't"} ${renderEventVerb(e, ctx, "base", "present")}${renderEventQualifiers(e, ctx)}`;
      // renderEventVerb keeps states in the present ("if you control …"); here "who controlled" is what the text says
      const verb = e.event === "controls" && tense === "past" ? "controlled" + (e.what ? " " + renderObject(e.what, ctx) : "") : renderEventVerb(e, { ...ctx, tense }, form, tense);
      return `who ${verb}${renderEventQualifiers(e, ctx)}`;
    }
    case "onBattlefield":
      return `that ${many ? (p.negated ? "aren't" : "are") : p.negated ? "isn't" : "is"} on the battlefield`;
    case "participle": {
      // "exiled this way", "put into your graveyard from the battlefield this turn", "exiled with ~"
      let s = String(p.word) + (p.damage ? " damage" : "");
      for (const z of (p.zones as N[] | undefined) ?? []) s += " " + renderZone(z, ctx);
      if (p.with) s += " with " + renderObject(p.with, ctx);
      if (p.by) s += " by " + renderObject(p.by, ctx);
      if (p.when === "thisWay") s += " this way";
      else if (p.when === "thisTurn") s += " this turn";
      // the current wording: "as it entered" (the legacy "… the battlefield" is kept in the AST, modernize.ts)
      if (p.as) s += " as it entered";
      return s;
    }
    case "thatIs": {
      let words = "";
      for (const w of p.words as N[]) {
        if (w.kind === "conj") words += String(w.value).startsWith(",") ? w.value : " " + w.value;
        else words += (words ? " " : "") + (w.kind === "article" ? w.value : renderFilterWord(w));
      }
      const head = p.contracted ? "that's" : many ? "that are" : "that is";
      return `${head} ${p.negated ? "not " : ""}${p.both ? "both " : ""}${words}`;
    }
    case "thatHas": {
      const w = p.what as N;
      const verb = many ? "that have" : "that has";
      if (w.kind === "keywords") return `${verb} ${renderKeywordList(w.list, ctx, "or")}`;
      if (w.kind === "countersOn") return `${verb} ${w.counter ? renderCounters(w.amount, w.counter) : renderNumber(w.amount, "word") + " counters"} on ${w.pronoun}`;
      fail(w, "a relative clause");
    }
    case "blockRelation":
      return `${p.rel === "blocking" ? "blocking" : p.rel === "blockedBy" ? "blocked by" : "blocking or blocked by"} ${renderObject(p.of, ctx)}`;
    case "thatDid": {
      const verbs: Record<string, string> = { dealtDamage: "dealt damage", died: "died", attacked: "attacked", attackedOrBlocked: "attacked or blocked", blocked: "blocked", entered: "entered" };
      const w = verbs[p.verb as string];
      if (!w) throw new RenderError(`thatDid:${p.verb}`, "a relative clause");
      // current templating: "that entered this turn" (the older "entered the battlefield" is recorded in `battlefield`)
      return `that ${w}${p.whom ? " you" : ""}${p.underYourControl ? " under your control" : ""}${p.battlefield && p.verb !== "entered" ? " the battlefield" : ""}${p.to ? " to " + renderObject(p.to, ctx) : ""}${p.when === "thisTurn" ? " this turn" : ""}`;
    }
    case "sharesWith": {
      const q = { cardType: "a card type", color: "a color", creatureType: "a creature type", landType: "a land type", type: "a type" }[p.what as string] ?? String(p.what);
      const verb = p.negated ? (many ? "don't share" : "doesn't share") : many ? "share" : "shares";
      return `that ${verb} ${q}${p.with ? ` with ${renderObject(p.with, ctx)}` : ""}`;
    }
    case "actedBy": {
      const who = p.have && p.who?.kind === "you" ? "you've" : p.have ? `${renderObject(p.who, ctx)} ${v("have", formOf(p.who))}` : renderObject(p.who, ctx);
      return `${who} ${p.word}${p.when === "thisTurn" ? " this turn" : ""}`;
    }
    case "attachedTo":
      return `${p.that ? (p.contracted ? "that's " : p.tense === "past" ? (many ? "that were " : "that was ") : many ? "that are " : "that is ") : ""}attached to ${renderObject(p.to, ctx)}`;
    case "withNameOf":
      return p.which === "that" ? "with that name" : "with the chosen name";
    case "sameNameAs":
      return `with the same name as ${renderObject(p.as, ctx)}`;
    case "controlledBy":
    case "ownedBy": {
      const verb = p.kind === "controlledBy" ? "control" : "own";
      const form = formOf(p.who);
      const neg = p.negated ? (form === "third" ? "doesn't " : "don't ") : "";
      if (ctx.tense === "past" && !neg) return `${renderObject(p.who, ctx)} ${pastOf(verb)}`;
      return `${renderObject(p.who, ctx)} ${neg}${neg ? verb : v(verb, form)}` + (p.butNotControlled ? ` but ${form === "third" ? "doesn't" : "don't"} control` : "") + (p.butNotOwned ? ` but ${form === "third" ? "doesn't" : "don't"} own` : "");
    }
    case "with":
    case "without": {
      const what = p.what as N;
      let s: string;
      if (what.kind === "keywords") s = renderKeywordList(what.list, ctx, "or");
      else if (what.kind === "basicLandType") s = "a basic land type";
      else if (what.kind === "stat") s = renderStat(what, ctx);
      else if (what.kind === "totalStat") s = "total " + renderStat(what, ctx);
      else if (what.kind === "countersOn") s = `${what.amount ? renderCounters(what.amount, what.counter) : (what.counter ? what.counter.value + " " : "") + "counters"} on ${what.pronoun}`;
      else if (what.kind === "comparedStat") s = `${what.orEqual ? "equal or " : ""}${what.word} ${what.legacy ? "converted mana cost" : statWords(what)}`;
      else if (what.kind === "noAbilities") s = "no abilities";
      else if (what.kind === "manaInCost")
        s = `${what.hybrid ? "hybrid mana" : mana(what.symbols.symbols)} in ${what.their ? "their" : "its"} mana cost${what.plural ? "s" : ""}`;
      else fail(what, "a quality");
      return `${p.kind} ${s}`;
    }
    case "zone":
      return renderZone(p, ctx);
    case "ofChosen":
      return `of the chosen ${p.what}`;
    case "ofTypeOfChoice":
      return `of the ${p.type} type of ${p.whose} choice`;
    case "ofThat":
      return `of that ${p.what}`;
    case "itsAttacking":
      return "it's attacking";
    case "controlledByPassive":
      return `controlled by ${p.same ? "the same " + p.same : p.different ? "different players" : renderObject(p.who, ctx)}`;
    case "thatWasPutThere":
      return `that ${many ? "were" : "was"} put there${p.from === "anywhere" ? " from anywhere" : p.from ? " " + renderZone(p.from, ctx) : ""}${p.when === "thisTurn" ? " this turn" : ""}`;
    case "thatWasDealtDamage":
      return `that ${many ? "were" : "was"} dealt damage${p.when === "thisTurn" ? " this turn" : ""}`;
    case "thatTargets":
      return `that ${many ? "target" : "targets"} ${p.only ? "only " : ""}${renderObjectList(p.what, ctx)}`;
    case "thatIsAttacking":
      if (p.bare) return `${p.verb} ${renderObject(p.whom, ctx)}`;
      return `${p.contracted ? "that's" : many ? "that are" : "that is"} ${p.verb} ${renderObject(p.whom, ctx)}`;
    case "withSingleTarget":
      return "with a single target";
    case "ofChoice":
      return `of ${p.whose} choice`;
    case "youHave":
      return "you have";
    case "named":
      return `named ${[p.name, ...((p.or as string[] | undefined) ?? [])].join(" or ")}`;
    case "otherThan":
      return `other than ${renderObject(p.what, ctx)}`;
    case "fromAmong":
      return `from among ${renderObject(p.what, ctx)}`;
    case "fromPronoun":
      return `from ${p.pronoun}`;
    default:
      fail(p, "a modifier");
  }
}

function renderStat(s: N, ctx?: Ctx): string {
  const stat = s.stat === "manaValue" ? "mana value" : s.stat === "powerOrToughness" ? "power or toughness" : s.stat;
  if (s.relative) {
    const v = s.value as N;
    // "power equal to its toughness", "mana value equal to the number of charge counters on ~"
    if (s.op === "equal") return `${stat} ${renderCountWord(v, ctx!)}`;
    const value = v.kind === "number" || v.kind === "thatMuch" ? renderQuantity(v, "numeral") : AMOUNT_TERMS.has(v.kind) || EQUAL_AMOUNTS.has(v.kind) ? renderAmountTerm(v, ctx!) : renderObject(v, ctx!);
    const op = { atMost: "less than or equal to", atLeast: "greater than or equal to", lessThan: "less than", greaterThan: "greater than" }[s.op as string];
    return `${stat} ${op} ${value}`;
  }
  // "with mana value 3"
  if (s.op === "equal") return `${stat} ${renderNumber(s.value, "numeral")}`;
  const op = s.op === "atMost" ? "or less" : s.op === "atLeast" ? "or greater" : "or more";
  return `${stat} ${renderNumber(s.value, "numeral")} ${op}`;
}

const ZONE_PLURAL: Record<string, string> = { graveyard: "graveyards", hand: "hands", library: "libraries" };
const ORDINAL_WORDS: Record<number, string> = { 1: "first", 2: "second", 3: "third", 4: "fourth", 5: "fifth", 6: "sixth", 7: "seventh" };

function renderZone(z: N, ctx: Ctx): string {
  if (z.kind !== "zone") fail(z, "a zone");
  if (z.zone === "outsideGame") return `${z.prep} outside the game`;
  const zone = z.plural ? (ZONE_PLURAL[z.zone] ?? z.zone) : z.zone;
  let whose: string;
  // "in exile", "in graveyards", "no land cards in hand"
  if (z.whose === undefined) whose = z.plural || z.zone === "exile" || (z.zone === "hand" && z.prep === "in") ? "" : "the";
  else if (z.whose === "you") whose = "your";
  else if (z.whose === "any") whose = "a";
  else if (z.whose === "single") whose = "a single";
  else if (typeof z.whose === "string") whose = z.whose;
  else whose = possessiveOf(z.whose, ctx);
  const more = z.orZone ? `${z.andOr ? "and/or" : "or"} ${z.orZone}` : "";
  return [z.prep, z.otherThan ? "anywhere other than" : "", whose, zone, more].filter(Boolean).join(" ");
}

function isPluralObject(o: N): boolean {
  return formOf(o) === "base" && o.kind !== "you";
}

/** Where something goes; `pluralObject`: the moved objects are plural ("return them to their owner's hand"). */
function renderDestination(d: N, ctx: Ctx, pluralObject = false): string {
  const s = renderDestinationPlace(d, ctx, pluralObject);
  return d.back ? "back" + (s ? " " + s : "") : s;
}

/** "with different names", "with different powers" */
function renderWithDifferent(d: N): string {
  return `with different ${({ power: "powers", name: "names", toughness: "toughnesses" } as Record<string, string>)[d.what] ?? d.what}`;
}

/** "with a +1/+1 counter on it", "with X additional +1/+1 counters on it" */
function renderWithCounters(w: N): string {
  if (w.kind !== "withCountersOn") fail(w, "counters an object enters with");
  const amount = w.amount as N;
  if (!w.additional) return `with ${renderCounters(amount, w.counter)} on ${w.on}`;
  const many = !(amount.kind === "a" || (amount.kind === "number" && amount.value === 1 && !amount.word));
  const noun = `additional ${w.counter ? w.counter.value + " " : ""}${many ? "counters" : "counter"}`;
  return `with ${amount.kind === "a" ? article(noun) : renderNumber(amount, "word")} ${noun} on ${w.on}`;
}

function renderDestinationPlace(d: N, ctx: Ctx, pluralObject: boolean): string {
  if (d.kind !== "toZone") fail(d, "a destination");
  if (d.into) {
    let s = `into ${renderWhose(d.whose, ctx, d.plural, pluralObject)} ${d.plural ? ZONE_PLURAL[d.zone] : d.zone}`;
    const p = d.position as N | undefined;
    if (p) s += ` ${ORDINAL_WORDS[p.nth] ?? p.nth} from the ${p.from}`;
    return s;
  }
  switch (d.zone) {
    case "hand":
      return `to ${renderWhose(d.whose, ctx, d.plural, pluralObject)} ${d.plural ? "hands" : "hand"}`;
    case "battlefield": {
      let s = (d.onto ? "onto" : "to") + " the battlefield";
      const state = (d.tapped ? " tapped" : "") + (d.attacking ? (d.tapped ? " and attacking" : " attacking") : "");
      if (!d.tappedAfterControl) s += state;
      if (d.transformed) s += d.tapped ? " and transformed" : " transformed";
      if (d.faceDown) s += " face down";
      if (d.attachedTo && !d.attachedAfterControl) s += " attached to " + renderObject(d.attachedTo, ctx);
      if (d.under) s += ` under ${renderWhose(d.under, ctx, false, pluralObject)} control`;
      if (d.tappedAfterControl) s += state;
      if (d.attachedTo && d.attachedAfterControl) s += " attached to " + renderObject(d.attachedTo, ctx);
      if (d.withCounters) s += " " + renderWithCounters(d.withCounters);
      return s;
    }
    case "libraryTop":
    case "libraryBottom":
    case "libraryTopOrBottom": {
      const order = d.order === "random" ? " in a random order" : d.order === "any" ? " in any order" : "";
      const where = d.zone === "libraryTop" ? "on top" : d.zone === "libraryBottom" ? "on the bottom" : "on the top or bottom";
      // "back in any order" (on top of the library the cards came from)
      if (d.back && d.library === "none" && d.zone === "libraryTop") return order.trim();
      if (d.library === "none") return where + order;
      if (d.library === "it") return `${where} of it${order}`;
      if (!d.whose) return "to the top";
      return `${where} of ${renderWhose(d.whose, ctx, d.plural)} ${d.plural ? "libraries" : "library"}${order}`;
    }
    default:
      throw new RenderError(`toZone:${d.zone}`, "a destination");
  }
}

/** Type and colour words of a token or of what a permanent becomes: "1/1 white Soldier creature", "black and green". */
function renderTypeWords(words: N[]): string {
  return words
    .map((w) => (w.kind === "conj" ? w.value : renderFilterWord(w)))
    .join(" ")
    .replace(/ ,/g, ",");
}

function renderTokenSpec(t: N, ctx: Ctx): string {
  if (t.kind === "thoseTokens") return `${renderNumber(t.count, "word")} of those tokens`;
  if (t.kind === "tokenCopy") {
    // "a token that's a copy of target creature"
    const count = t.count as N;
    const one = count.kind === "a" || (count.kind === "number" && count.value === 1 && !t.plural);
    const head = (count.kind === "a" ? "a" : renderNumber(count, "word")) + (t.tappedAndAttacking === "before" ? " tapped and attacking" : t.tapped ? " tapped" : "");
    let s = one ? `${head} token that's a copy of ${renderObject(t.of, ctx)}` : `${head} tokens that are copies of ${renderObject(t.of, ctx)}`;
    if (t.tappedAndAttacking === "after") s += " and that are tapped and attacking";
    if (t.except) s += (t.exceptNoComma ? " except " : ", except ") + renderStaticBody(t.except, ctx);
    return s;
  }
  if (t.kind !== "tokenSpec") fail(t, "a token");
  const words = renderTypeWords(t.words);
  const body = [t.tapped ? "tapped" : "", t.pt ?? "", words].filter(Boolean).join(" ");
  const count = t.count as N;
  const head = count.kind === "a" ? article(body) : count.kind === "numberOf" ? "a number of" : count.kind === "thatMany" ? "that many" : renderNumber(count, "word");
  let s = `${head} ${body}`;
  if (t.chosenColorAndType) s += " of the chosen color and type";
  if (t.with && !t.withAfterName) s += " with " + renderKeywordList(t.with, ctx, "and", !t.tappedAndAttacking);
  const that = isPluralFilter({ kind: "filter", words: t.words }) ? " that are" : " that's";
  if (t.tappedAndAttacking) s += that + " tapped and attacking";
  if (t.attackingOnly) s += that + " attacking";
  if (t.allColors) s += that + " all colors";
  if (t.attacking) s += " " + renderObject(t.attacking, ctx);
  if (t.equal) s += " " + renderCountWord(t.equal, ctx);
  if (t.named) s += " named " + t.named;
  if (t.with && t.withAfterName) s += " with " + renderKeywordList(t.with, ctx, "and", true);
  if (t.attachedTo) s += " attached to " + renderObject(t.attachedTo, ctx);
  return s;
}
