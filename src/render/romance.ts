/**
 * The Spanish and Portuguese renderer: a parsed card (language-neutral AST) →
 * its canonical wording in current templating, in the word order and
 * agreement both Romance languages share (nouns before adjectives, "target"
 * after the noun, articles before the card's types, the imperative addressed
 * to the player, the subjunctive after trigger words). What is each
 * language's own is in its word table (./es.ts, ./pt.ts).
 *
 * Honest output: every node kind and field the renderer does not know yet
 * becomes a visible marker `⟨kind⟩` (or `⟨kind.field⟩`) in the text and a
 * `RenderGap` in the result, never English and never silently dropped words.
 * Before printing a node, `guard` checks that the node holds no field beyond
 * those its case prints.
 */
import { WRITTEN_FORM_FIELDS } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";
import { selfName } from "./en.ts";
import { packKeyword, packWords, type Adjective, type Gender, type Noun, type RomanceWords, type Verb } from "./romance-words.ts";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type N = { kind: string; [field: string]: any };

/** A node the renderer could not print: its kind (and field), and the span of the text it came from. */
export interface RenderGap {
  kind: string;
  field?: string;
  span?: [number, number];
}

export interface RomanceRendering {
  text: string;
  gaps: RenderGap[];
}

/** A noun phrase with what agreement needs. */
interface NP {
  text: string;
  g: Gender;
  pl: boolean;
  /** "you" as a subject: verbs take the "you" form, and the subject is not written (es) */
  you?: boolean;
}

class Gap extends Error {
  readonly gap: RenderGap;
  constructor(gap: RenderGap) {
    super(`cannot render ${gap.kind}${gap.field ? "." + gap.field : ""}`);
    this.gap = gap;
  }
}

const ALWAYS = new Set(["kind", "span", "reminders", "legacy", "legacyPool", "article", "word", "abilityWord", ...WRITTEN_FORM_FIELDS]);

const cap = (s: string): string => {
  const i = s.search(/[A-Za-zÀ-ÿ]/);
  if (i < 0) return s;
  if (i > 0 && !/^["“•\s]*$/.test(s.slice(0, i))) return s;
  return s.slice(0, i) + s[i]!.toUpperCase() + s.slice(i + 1);
};

/**
 * A Spanish imperative that takes an enclitic gets the written accent of its stressed syllable,
 * the penultimate of the bare verb ("destruye" → "destrúye", "regresa" → "regrésa"); one
 * syllable keeps none ("pon").
 */
function accentPenult(verb: string): string {
  if (/[áéíóú]/.test(verb)) return verb;
  // vowel groups: "ue", "ie", "ia", "io" are one syllable with the stress on the open vowel
  const groups = [...verb.matchAll(/[aeiou]+/g)];
  if (groups.length < 2) return verb;
  const g = groups[groups.length - 2]!;
  const text = g[0];
  const ACUTE: Record<string, string> = { a: "á", e: "é", i: "í", o: "ó", u: "ú" };
  let at = 0;
  if (text.length > 1) {
    const strong = text.search(/[aeo]/);
    at = strong >= 0 ? strong : text.length - 1;
  }
  const i = g.index! + at;
  return verb.slice(0, i) + ACUTE[verb[i]!]! + verb.slice(i + 1);
}

const agree = (a: Adjective, g: Gender, pl: boolean): string => a[(g === "f" ? 1 : 0) + (pl ? 2 : 0)]!;

export class RomanceRenderer {
  readonly gaps: RenderGap[] = [];
  private self = "";
  private short = "";
  private selfG: Gender = "m";
  /** The gender of the last object named: what "it"/"them" most likely refer to ("ponla", "coloque-a"). */
  private lastG: Gender = "m";

  readonly w: RomanceWords;
  constructor(w: RomanceWords) {
    this.w = w;
  }

  render(result: ParseResult, localName?: string): RomanceRendering {
    this.gaps.length = 0;
    const face = result.name.split(/\s*\/\/\s*/)[0]!;
    this.self = localName ?? face;
    this.short = localName ?? selfName(result.name);
    // "la Cala tranquila entra girada": the name's article gives its gender
    this.selfG = localName && /^(la|las|a|as) /i.test(localName) ? "f" : "m";
    const lines: string[] = [];
    let keywordLine: string[] = [];
    const flush = () => {
      if (keywordLine.length) lines.push(cap(keywordLine.join(", ")));
      keywordLine = [];
    };
    for (const a of result.abilities as N[]) {
      if (typeof a.keyword === "string" && !a.cost && !a.effect && !a.trigger && !a.effects?.length && !a.abilityWord && this.inlineKeyword(a)) {
        keywordLine.push(this.safe(() => this.keyword(a), a));
        continue;
      }
      flush();
      lines.push(this.safe(() => this.ability(a), a));
    }
    flush();
    return { text: lines.join("\n"), gaps: [...this.gaps] };
  }

  /** Render a part; a gap inside it becomes a marker for the whole part, recorded once. */
  private safe(f: () => string, n: N): string {
    try {
      return f();
    } catch (e) {
      return this.marker(e, n);
    }
  }

  /** A gap met inside a node becomes that node's marker (the smallest place), recorded once. */
  private marker(e: unknown, n: N): string {
    // a node without a field its case relies on (a shape the renderer has not met) is a gap too
    const gap = e instanceof Gap ? e.gap : { kind: String(n?.kind ?? "undefined"), field: "shape" };
    if (!(e instanceof Gap) && !(e instanceof TypeError)) throw e;
    const g = { ...gap, span: gap.span ?? (Array.isArray(n?.span) ? (n.span as [number, number]) : undefined) };
    this.gaps.push(g);
    return `⟨${g.kind}${g.field ? "." + g.field : ""}⟩`;
  }

  private gap(n: N | undefined, field?: string): never {
    throw new Gap({ kind: n ? String(n.kind) : "undefined", field, span: n && Array.isArray(n.span) ? (n.span as [number, number]) : undefined });
  }

  /** Every field of `n` must be among `fields` (or wording-only fields). */
  private guard(n: N, fields: string): void {
    const ok = fields.split(" ");
    for (const [k, v] of Object.entries(n)) {
      if (v === undefined || ALWAYS.has(k) || ok.includes(k)) continue;
      this.gap(n, k);
    }
  }

  // ---------------------------------------------------------------------------
  // Abilities

  private inlineKeyword(a: N): boolean {
    const arg = a.arg as N | undefined;
    return !arg || arg.kind === "number" || arg.kind === "from";
  }

  private ability(a: N): string {
    if (a.kind === "unparsed") return a.text;
    this.lastG = this.selfG;
    if (typeof a.abilityWord === "string") {
      // ability words (CR 207.2c) have no rules meaning, but their names are not in the word tables yet
      this.gaps.push({ kind: "abilityWord", field: a.abilityWord, span: Array.isArray(a.span) ? (a.span as [number, number]) : undefined });
      return `⟨abilityWord.${a.abilityWord}⟩ — ` + this.ability({ ...a, abilityWord: undefined });
    }
    if (typeof a.keyword === "string") return cap(this.keyword(a));
    switch (a.kind) {
      case "triggered":
        this.guard(a, "trigger effect condition");
        return this.triggered(a);
      case "activated":
        this.guard(a, "cost effect restrictions mana loyalty");
        return this.activated(a);
      case "static":
      case "replacement":
        this.guard(a, "effects");
        return (a.effects as N[]).map((e) => this.sentenceLike(e)).join(" ");
      case "spell":
        this.guard(a, "effect");
        return this.effect(a.effect);
      default:
        this.gap(a);
    }
  }

  keywordName(a: N): string {
    const name = packKeyword(this.w.pack, a.keyword, typeof a.of === "string" ? a.of : undefined);
    if (!name) throw new Gap({ kind: "keyword", field: a.keyword, span: a.span });
    return name;
  }

  private keyword(a: N): string {
    this.guard(a, "keyword rule of arg represents");
    const name = this.keywordName(a);
    const arg = a.arg as N | undefined;
    if (!arg) return name;
    if (arg.kind === "number") return `${name} ${arg.value}`;
    if (arg.kind === "filter") {
      // "Enchant creature": the keyword's object, as a bare noun ("Encantar criatura")
      this.guard(arg, "filter words post");
      return `${name} ${this.filter(arg.filter ?? arg).text}`;
    }
    if (arg.kind === "cost") {
      this.guard(arg, "cost dash");
      const costs = (arg.cost as N[]).map((c) => this.cost(c)).join(", ");
      // "Flashback—{1}{B}, Pay 3 life.": a cost that is not only mana follows a dash and ends the sentence
      return arg.dash ? `${name}—${cap(costs)}.` : `${name} ${costs}`;
    }
    this.gap(arg);
  }

  private triggered(a: N): string {
    const t = a.trigger as N;
    let s = this.triggerCondition(t);
    s += ", ";
    if (a.condition) s += `${this.w.lang === "es" ? "si" : "se"} ${this.condition(a.condition)}, `;
    return s + this.effect(a.effect, false);
  }

  private activated(a: N): string {
    const cost = (a.cost as N[]).map((c, i) => (i === 0 ? cap(this.cost(c)) : this.cost(c))).join(", ");
    const parts = [this.effect(a.effect)];
    for (const r of (a.restrictions as N[] | undefined) ?? []) parts.push(this.activationRestriction(r));
    return `${cost}: ${parts.join(" ")}`;
  }

  private activationRestriction(r: N): string {
    this.guard(r, "restriction");
    const es = this.w.lang === "es";
    const table: Record<string, string> = es
      ? { sorcerySpeed: "Activa solo como un conjuro.", onceEachTurn: "Activa solo una vez por turno.", duringYourTurn: "Activa solo durante tu turno.", duringYourUpkeep: "Activa solo durante tu mantenimiento." }
      : { sorcerySpeed: "Ative somente como um feitiço.", onceEachTurn: "Ative somente uma vez por turno.", duringYourTurn: "Ative somente durante seu turno.", duringYourUpkeep: "Ative somente durante sua manutenção." };
    const s = typeof r.restriction === "string" ? table[r.restriction] : undefined;
    if (!s) this.gap(r, "restriction");
    return s;
  }

  // ---------------------------------------------------------------------------
  // Costs

  private cost(c: N): string {
    try {
      return this.costInner(c);
    } catch (e) {
      return this.marker(e, c);
    }
  }

  private costInner(c: N): string {
    const es = this.w.lang === "es";
    switch (c.kind) {
      case "manaCost":
      case "mana":
        this.guard(c, "symbols");
        return (c.symbols as string[]).map((s) => `{${s}}`).join("");
      case "tapCost":
        return "{T}";
      case "untapCost":
        return "{Q}";
      case "loyaltyCost":
        this.guard(c, "sign amount bracketed");
        return (c.sign === "-" ? "−" : c.sign) + String(c.amount);
      // costs: the infinitive in Spanish ("sacrificar una criatura"), the imperative in Portuguese ("sacrifique")
      case "sacrificeCost":
        this.guard(c, "what");
        return `${es ? "sacrificar" : "sacrifique"} ${this.object(c.what).text}`;
      case "discardCost":
        this.guard(c, "what");
        return `${es ? "descartar" : "descarte"} ${this.object(c.what).text}`;
      case "lifeCost":
        this.guard(c, "amount");
        return `${es ? "pagar" : "pague"} ${this.w.life(String(c.amount.value), c.amount.value === 1)}`;
      default:
        this.gap(c);
    }
  }

  // ---------------------------------------------------------------------------
  // Triggers

  private triggerCondition(t: N): string {
    this.guard(t, "word event");
    const e = t.event as N;
    if (t.word === "at") {
      if (e.kind !== "beginningOf") this.gap(e);
      return this.beginningOf(e);
    }
    const word = t.word === "when" ? this.w.when : t.word === "whenever" ? this.w.whenever : this.gap(t, "word");
    return `${word} ${this.event(e)}`;
  }

  private beginningOf(e: N): string {
    this.guard(e, "whose step onYourTurn");
    const step = e.step as N;
    this.guard(step, "step");
    const noun = this.w.steps[step.step as string];
    if (!noun) this.gap(step, "step");
    let place: string;
    const es = this.w.lang === "es";
    if (e.whose === "your") place = `${agree(this.w.your, noun.g, false)} ${noun.sg}`;
    else if (e.whose === "each") place = `${es ? "cada" : "cada"} ${noun.sg}`;
    else if (e.whose === "none" || e.whose === "the") place = `${agree(this.w.the, noun.g, false)} ${noun.sg}`;
    else this.gap(e, "whose");
    // "Al comienzo del combate en tu turno", "No início do combate em seu turno"
    const onYourTurn = e.onYourTurn ? (es ? " en tu turno" : " em seu turno") : "";
    return this.w.contract(`${this.w.atBeginning} ${place}${onYourTurn}`);
  }

  private event(e: N): string {
    try {
      return this.eventInner(e);
    } catch (err) {
      return this.marker(err, e);
    }
  }

  private eventInner(e: N): string {
    if (e.kind !== "event") this.gap(e);
    const subject = e.subject as N;
    const verbs: Record<string, string> = { enters: "enter", attacks: "attack", dies: "die", blocks: "block", casts: "cast", gainsLife: "gain", losesLife: "lose", dealsDamage: "deal", leaves: "enter" };
    const v = verbs[e.event as string];
    if (!v) this.gap(e, String(e.event));
    const verb = this.w.verbs[v]!;
    if (e.event === "casts") {
      this.guard(e, "event subject what");
      const s = this.subject(subject);
      // es drops "tú" ("Siempre que lances"); pt keeps "você" ("Toda vez que você conjurar")
      const who = s.you && this.w.lang === "es" ? "" : s.text + " ";
      return `${who}${this.verbForm(verb, s, "subj")} ${this.object(e.what).text}`;
    }
    if (e.event === "leaves") {
      // es "Cuando X deje el campo de batalla", pt "Quando X deixar o campo de batalha"
      this.guard(e, "event subject");
      const s = this.subject(subject);
      const es = this.w.lang === "es";
      const verb = es ? (s.pl ? "dejen" : "deje") : s.pl ? "deixarem" : "deixar";
      return `${s.text} ${verb} ${es ? "el campo de batalla" : "o campo de batalha"}`;
    }
    if (e.event === "dealsDamage") {
      // "deals combat damage to a player": es "haga daño de combate a un jugador", pt "causar dano de combate a um jogador"
      this.guard(e, "event subject combat to");
      const s = this.subject(subject);
      const es = this.w.lang === "es";
      const damage = es ? (e.combat ? "daño de combate" : "daño") : e.combat ? "dano de combate" : "dano";
      const to = e.to ? " " + this.w.contract(`a ${this.object(e.to).text}`) : "";
      return `${s.text} ${this.verbForm(this.w.verbs.deal!, s, "subj")} ${damage}${to}`;
    }
    if (e.event === "gainsLife" || e.event === "losesLife") {
      // es "Siempre que ganes vidas", pt "Toda vez que você ganhar vida" (the corpus's wording)
      this.guard(e, "event subject");
      const s = this.subject(subject);
      const v = this.w.verbs[e.event === "gainsLife" ? "gain" : "lose"]!;
      const who = s.you && this.w.lang === "es" ? "" : s.text + " ";
      return `${who}${this.verbForm(v, s, "subj")} ${this.w.lang === "es" ? "vidas" : "vida"}`;
    }
    this.guard(e, "event subject under");
    const s = this.subject(subject);
    let under = "";
    if (e.under === "your" && e.event === "enters") under = this.w.lang === "es" ? " al campo de batalla bajo tu control" : " no campo de batalha sob seu controle";
    else if (e.under !== undefined) this.gap(e, "under");
    return `${s.text} ${this.verbForm(verb, s, "subj")}${under}`;
  }

  // ---------------------------------------------------------------------------
  // Effects

  private effect(e: N, capFirst = true): string {
    if (e.kind === "unparsed") return e.text;
    if (e.kind === "modal") return this.modal(e, capFirst);
    if (e.kind !== "effect") this.gap(e);
    this.guard(e, "sentences");
    return (e.sentences as N[]).map((s, i) => this.sentenceLike(s, i > 0 || capFirst)).join(" ");
  }

  private modal(e: N, capFirst: boolean): string {
    this.guard(e, "choose modes");
    const c = e.choose as N;
    this.guard(c, "min max");
    const es = this.w.lang === "es";
    let head: string;
    if (c.min === 1 && c.max === 1) head = es ? "Elige uno —" : "Escolha um —";
    else if (c.min === 1 && c.max === 2) head = es ? "Elige uno o ambos —" : "Escolha um ou ambos —";
    else if (c.min === c.max && typeof c.min === "number") head = es ? `Elige ${this.numberWord(c.min, "m")} —` : `Escolha ${this.numberWord(c.min, "m")} —`;
    else if (c.min === 1 && c.max === "any") head = es ? "Elige uno o más —" : "Escolha um ou mais —";
    else this.gap(c);
    const modes = (e.modes as N[]).map((m) => "• " + (typeof m.name === "string" ? m.name + " — " : "") + this.effect(m.effect));
    const s = [head, ...modes].join("\n");
    return capFirst ? s : s[0]!.toLowerCase() + s.slice(1);
  }

  private sentenceLike(s: N, capFirst = true): string {
    if (s.kind === "unparsed") return s.text;
    let text: string;
    if (s.kind === "sentence") text = this.sentence(s);
    else if (s.kind === "static") {
      this.guard(s, "body asLongAs after");
      // "As long as you control a Forest, …" / "… as long as you control a Forest"
      const asLong = this.w.lang === "es" ? "mientras" : "enquanto";
      text = this.staticBody(s.body);
      if (s.asLongAs) text = `${asLong} ${this.condition(s.asLongAs, "while")}, ${text}`;
      if (s.after) {
        if (s.after.kind !== "asLongAs") this.gap(s.after);
        this.guard(s.after, "condition");
        text += ` ${asLong} ${this.condition(s.after.condition, "while")}`;
      }
    } else this.gap(s);
    text = capFirst ? cap(text) : text;
    return /[.!?]"$/.test(text) ? text : text + ".";
  }

  private sentence(s: N): string {
    this.guard(s, "prefix body");
    let pre = "";
    const p = s.prefix as N | undefined;
    if (p) {
      if (p.kind === "if") {
        this.guard(p, "condition");
        pre = p.condition.kind === "youDo" && !p.condition.negated ? this.w.ifYouDo + " " : `${this.w.lang === "es" ? "si" : "se"} ${this.condition(p.condition)}, `;
      } else if (p.kind === "then") pre = this.w.then + " ";
      else if (p.kind === "duration") {
        // "Until end of turn, …"
        this.guard(p, "duration");
        pre = this.duration(p.duration) + ", ";
      }
      else this.gap(p);
    }
    const b = s.body as N;
    let body: string;
    if (b.kind === "clause" || b.kind === "sequence") body = this.clauseChain(b);
    else body = this.staticBody(b);
    return pre + body;
  }

  private condition(c: N, mood: "if" | "while" = "if"): string {
    try {
      return this.conditionInner(c, mood);
    } catch (e) {
      return this.marker(e, c);
    }
  }

  /**
   * A condition after "si"/"se" (`if`: es indicative "si controlas", pt future subjunctive "se você
   * controlar") or after "mientras"/"enquanto" (`while`: es subjunctive "mientras controles").
   */
  private conditionInner(c: N, mood: "if" | "while"): string {
    const es = this.w.lang === "es";
    switch (c.kind) {
      case "controls": {
        this.guard(c, "who what negated");
        const who = this.subject(c.who);
        const what = this.object(c.what).text;
        if (who.you) {
          const verb = es ? (mood === "if" ? "controlas" : "controles") : "você controlar";
          return `${c.negated ? (es ? "no " : "") : ""}${es ? verb : c.negated ? "você não controlar" : verb} ${what}`;
        }
        const verb = es ? (mood === "if" ? "controla" : "controle") : "controlar";
        return `${who.text} ${c.negated ? (es ? "no " : "não ") : ""}${verb} ${what}`;
      }
      default:
        this.gap(c);
    }
  }

  private clauseChain(b: N): string {
    if (b.kind === "clause") return this.clause(b);
    this.guard(b, "clauses joins");
    const joins = b.joins as string[];
    let inherited: NP | undefined;
    let may = false;
    return (b.clauses as N[])
      .map((c, i) => {
        // "Target player draws two cards and loses 2 life": the later verbs agree with the first subject;
        // after "puedes buscar …" / "você pode procurar …" the later verbs stay in the infinitive
        const text = may && c.kind === "clause" && !c.subject && !c.may ? this.action(c.action, undefined, "inf") : this.clause(c, inherited);
        if (c.kind === "clause" && c.subject) inherited = this.subject(c.subject);
        if (c.kind === "clause" && (c.subject || c.may)) may = Boolean(c.may);
        if (i === 0) return text;
        const j = joins[i - 1]!.replace(/^,\s*/, "");
        if (j === "") return `, ${text}`;
        const word = j === "and" ? this.w.and : j === "then" ? this.w.andThen : j === "or" ? this.w.or : this.gap(b, "joins");
        return ` ${word} ${text}`;
      })
      .join("");
  }

  /** A clause: subject, "may", the verb phrase. */
  private clause(c: N, inherited?: NP): string {
    try {
      return this.clauseInner(c, inherited);
    } catch (e) {
      return this.marker(e, c);
    }
  }

  private clauseInner(c: N, inherited?: NP): string {
    if (c.kind === "unparsed") return c.text;
    if (c.kind !== "clause") this.gap(c);
    this.guard(c, "subject may action forEach times");
    if (c.times) {
      // "Investigate twice": es "Investiga dos veces", pt "Investigue duas vezes"
      const t = c.times as N;
      const n = t.count?.kind === "number" ? t.count.value : this.gap(t);
      return `${this.clauseInner({ ...c, times: undefined }, inherited)} ${this.numberWord(n, "f")} ${this.w.lang === "es" ? "veces" : "vezes"}`;
    }
    if (c.forEach) {
      // "You gain 1 life for each creature you control": es "por cada criatura que controlas", pt "para cada criatura que você controla"
      const each = this.filter(c.forEach.kind === "objects" && c.forEach.det === "none" ? (this.guard(c.forEach, "det filter"), c.forEach.filter) : this.gap(c.forEach)).text;
      return `${this.clauseInner({ ...c, forEach: undefined }, inherited)} ${this.w.lang === "es" ? "por cada" : "para cada"} ${each}`;
    }
    const s = c.subject ? this.subject(c.subject) : undefined;
    if (!s && inherited && !c.may) return this.action(c.action, inherited, "ind");
    const es = this.w.lang === "es";
    let head = "";
    if (s && s.text && !(s.you && es)) head = s.text + " ";
    if (c.may) {
      const may = !s || s.you ? this.w.youMay.replace(/^você /, "") : this.w.mayThird[s.pl ? 1 : 0];
      if (!s && !es) head = "você ";
      return head + may + " " + this.action(c.action, s, "inf");
    }
    return head + this.action(c.action, s, s ? "ind" : "imp");
  }

  private subject(o: N): NP {
    if (o.kind === "you") return { text: this.w.you, g: "m", pl: false, you: true };
    // "It gains flying": the subject pronoun is not written in either language
    if (o.kind === "pronoun" && (o.word === "it" || o.word === "they")) {
      this.guard(o, "word");
      return { text: "", g: "m", pl: o.word === "they" };
    }
    return this.object(o);
  }

  private verbForm(v: Verb, s: NP | undefined, mood: "imp" | "ind" | "inf" | "subj"): string {
    if (mood === "inf") return v.inf;
    if (mood === "imp" || !s) return v.imp;
    if (mood === "subj") return s.you ? v.subjYou : s.pl ? v.subjPl : v.subj;
    return s.you ? v.you : s.pl ? v.p3 : v.s3;
  }

  private action(a: N, s: NP | undefined, mood: "imp" | "ind" | "inf"): string {
    try {
      return this.actionInner(a, s, mood);
    } catch (e) {
      return this.marker(e, a);
    }
  }

  private actionInner(a: N, s: NP | undefined, mood: "imp" | "ind" | "inf"): string {
    const w = this.w;
    const es = w.lang === "es";
    const V = (name: string) => this.verbForm(w.verbs[name]!, s, mood);
    switch (a.kind) {
      case "draw": {
        this.guard(a, "amount");
        return `${V("draw")} ${this.count(a.amount, w.card)}`;
      }
      case "destroy":
      case "exile":
      case "sacrifice":
      case "tap":
      case "untap":
      case "regenerate":
        this.guard(a, "what");
        if (this.isPronoun(a.what)) return this.withClitic(a.kind, a.what, s, mood);
        return `${V(a.kind)} ${this.object(a.what).text}`;
      case "counterSpell":
        this.guard(a, "what");
        return `${V("counter")} ${this.object(a.what).text}`;
      case "discard":
        this.guard(a, "what");
        return `${V("discard")} ${this.object(a.what).text}`;
      case "dealDamage": {
        this.guard(a, "amount to");
        const amount = this.numeral(a.amount);
        return w.contract(`${V("deal")} ${w.damage(amount)} ${w.to} ${this.object(a.to).text}`);
      }
      case "gainLife":
      case "loseLife": {
        this.guard(a, "amount");
        const amount = this.numeral(a.amount);
        return `${V(a.kind === "gainLife" ? "gain" : "lose")} ${w.life(amount, amount === "1")}`;
      }
      case "scry":
      case "surveil":
      case "mill": {
        this.guard(a, "amount");
        if (a.kind === "mill") return `${V("mill")} ${this.count(a.amount, w.card)}`;
        return `${V(a.kind)} ${this.numeral(a.amount)}`;
      }
      case "addMana": {
        this.guard(a, "mana");
        const m = a.mana as N;
        const verb = mood === "imp" ? w.addMana.toLowerCase() : V("add");
        const sym = (x: N) => (x.symbols as string[]).map((y) => `{${y}}`).join("");
        if (m.kind === "mana") return `${verb} ${sym(m)}`;
        if (m.kind === "manaChoice") {
          this.guard(m, "options");
          const opts = (m.options as N[]).map((x) => (x.kind === "mana" ? sym(x) : this.gap(x)));
          return `${verb} ${opts.slice(0, -1).join(", ")} ${w.or} ${opts[opts.length - 1]}`;
        }
        if (m.kind === "anyColor") {
          this.guard(m, "amount how");
          if (m.how !== "anyColor") this.gap(m, "how");
          const n = m.amount.value as number;
          const mana = es ? "maná" : "mana";
          return `${verb} ${this.numberWord(n, "m").replace(/^uno$/, "un")} ${mana} ${es ? "de cualquier color" : "de qualquer cor"}`;
        }
        this.gap(m);
      }
      case "putCounters": {
        this.guard(a, "amount counter on");
        return w.contract(`${V("put")} ${this.counters(a.amount, a.counter)} ${w.on(this.object(a.on).text)}`);
      }
      case "modifyPT": {
        // "gets +2/+2 until end of turn"
        this.guard(a, "pt orPt duration gains");
        const gains = a.gains ? ` ${w.and} ${w.gainsKeyword(V("gain"), this.keywordList(a.gains, true))}` : "";
        return `${V("get")} ${a.pt}${a.orPt ? ` ${w.or} ${a.orPt}` : ""}${gains}${a.duration ? " " + this.duration(a.duration) : ""}`;
      }
      case "grantAbility": {
        this.guard(a, "abilities duration");
        return `${w.gainsKeyword(V("gain"), this.keywordList(a.abilities, true))}${a.duration ? " " + this.duration(a.duration) : ""}`;
      }
      case "return": {
        this.guard(a, "what to");
        if (this.isPronoun(a.what)) {
          const pl = a.what.word === "them";
          return w.contract(`${this.withClitic("return", a.what, s, mood)} ${this.toZone(a.to, { text: "", g: this.lastG, pl })}`);
        }
        const what = this.object(a.what);
        return w.contract(`${V("return")} ${what.text} ${this.toZone(a.to, what)}`);
      }
      case "put": {
        this.guard(a, "what to");
        if (this.isPronoun(a.what)) {
          const pl = a.what.word === "them";
          return w.contract(`${this.withClitic("put", a.what, s, mood)} ${this.toZone(a.to, { text: "", g: this.lastG, pl }, "put")}`);
        }
        const what = this.object(a.what);
        return w.contract(`${V("put")} ${what.text} ${this.toZone(a.to, what, "put")}`);
      }
      case "createToken": {
        this.guard(a, "token");
        return `${V("create")} ${this.tokenSpec(a.token)}`;
      }
      case "shuffle": {
        this.guard(a, "whose");
        // "then shuffle" (current wording) names no library
        if (a.whose === undefined) return V("shuffle");
        if (a.whose !== "your") this.gap(a, "whose");
        return es ? `${V("shuffle")} tu biblioteca` : `${V("shuffle")} seu grimório`;
      }
      case "search": {
        // es "busca en tu biblioteca una carta de tierra básica", pt "procure em seu grimório um card de terreno básico"
        this.guard(a, "whose for");
        if (a.whose !== "your") this.gap(a, "whose");
        const what = this.object(a.for).text;
        if (es) return `${mood === "inf" ? "buscar" : mood === "ind" && s?.you ? "buscas" : "busca"} en tu biblioteca ${what}`;
        return `${mood === "inf" ? "procurar" : mood === "ind" && s?.you ? "procura" : "procure"} em seu grimório ${what}`;
      }
      case "cant": {
        // "Target creature can't block this turn."
        this.guard(a, "what duration");
        const blocked = agree(["bloqueado", "bloqueada", "bloqueados", "bloqueadas"], s?.g ?? "m", s?.pl ?? false);
        const verb = { block: w.block, attack: w.attack, attackOrBlock: `${w.attack} ${w.or} ${w.block}`, beBlocked: `ser ${blocked}` }[a.what as string];
        if (!verb) this.gap(a, "what");
        const cant = w.cant[s?.pl ? 1 : 0];
        return `${cant} ${verb}${a.duration ? " " + this.duration(a.duration) : ""}`;
      }
      case "pay": {
        this.guard(a, "cost");
        const c = a.cost as N;
        if (c.kind === "mana") return `${V("pay")} ${this.cost(c)}`;
        if (c.kind === "life") {
          this.guard(c, "amount");
          const n = this.numeral(c.amount);
          return `${V("pay")} ${w.life(n, n === "1")}`;
        }
        this.gap(c);
      }
      case "reveal": {
        this.guard(a, "what");
        const verb = es ? { imp: "muestra", inf: "mostrar", ind: s?.you ? "muestras" : s?.pl ? "muestran" : "muestra" } : { imp: "revele", inf: "revelar", ind: s?.you ? "revela" : s?.pl ? "revelam" : "revela" };
        return `${verb[mood]} ${this.object(a.what).text}`;
      }
      case "gainControl": {
        // es "gana el control de la criatura objetivo", pt "ganhe o controle da criatura alvo"
        this.guard(a, "what duration");
        const what = this.object(a.what).text;
        const dur = a.duration ? " " + this.duration(a.duration) : "";
        return w.contract(`${V("gain")} ${es ? "el control de" : "o controle de"} ${what}${dur}`);
      }
      case "transform": {
        this.guard(a, "what");
        const verb = es ? { imp: "transforma", inf: "transformar", ind: s?.pl ? "transforman" : "transforma" } : { imp: "transforme", inf: "transformar", ind: s?.pl ? "transformam" : "transforma" };
        return `${verb[mood]} ${this.object(a.what).text}`;
      }
      case "proliferate":
      case "investigate":
        this.guard(a, "");
        return V(a.kind);
      case "becomeThat": {
        // "se convierte en ese tipo hasta el final del turno" / "se torna desse tipo até o final do turno"
        this.guard(a, "what duration");
        const verb = es ? { imp: "conviértete", inf: "convertirse", ind: s?.pl ? "se convierten" : "se convierte" } : { imp: "torne-se", inf: "tornar-se", ind: s?.pl ? "se tornam" : "se torna" };
        const that = es ? (a.what === "type" ? "en ese tipo" : "en ese color") : a.what === "type" ? "desse tipo" : "dessa cor";
        return `${verb[mood]} ${that}${a.duration ? " " + this.duration(a.duration) : ""}`;
      }
      case "abandonScheme": {
        // "abandona este plan" / "abandone este plano" (701.32)
        this.guard(a, "");
        const verb = es ? { imp: "abandona", inf: "abandonar", ind: s?.pl ? "abandonan" : "abandona" } : { imp: "abandone", inf: "abandonar", ind: s?.pl ? "abandonam" : "abandona" };
        return `${verb[mood]} ${es ? "este plan" : "este plano"}`;
      }
      case "endTurn": {
        // "termina el turno" / "termine o turno"
        this.guard(a, "what");
        if (a.what !== "turn") this.gap(a, "what");
        const verb = es ? { imp: "termina", inf: "terminar", ind: s?.pl ? "terminan" : "termina" } : { imp: "termine", inf: "terminar", ind: s?.pl ? "terminam" : "termina" };
        return `${verb[mood]} ${es ? "el turno" : "o turno"}`;
      }
      case "phaseOut": {
        // "queda fuera de fase" / "sai de fase" (702.26)
        this.guard(a, "");
        const verb = es ? { imp: "queda", inf: "quedar", ind: s?.pl ? "quedan" : "queda" } : { imp: "saia", inf: "sair", ind: s?.pl ? "saem" : "sai" };
        return `${verb[mood]} ${es ? "fuera de fase" : "de fase"}`;
      }
      default:
        this.gap(a);
    }
  }

  private isPronoun(o: N | undefined): boolean {
    return Boolean(o && o.kind === "pronoun" && (o.word === "it" || o.word === "them"));
  }

  /**
   * A verb with "it"/"them" as its object: es enclitic on the imperative and the infinitive
   * ("destrúyelo", "regresarlos"), proclitic before a conjugated verb ("lo destruye");
   * pt "destrua-o", "devolvê-los", "o destrói". The referent's gender is not in the AST: it is
   * taken from the last object named ("busca … una carta …, ponla …").
   */
  private withClitic(verb: string, o: N, s: NP | undefined, mood: "imp" | "ind" | "inf"): string {
    this.guard(o, "word");
    const pl = o.word === "them";
    const v = this.w.verbs[verb]!;
    const es = this.w.lang === "es";
    const f = this.lastG === "f";
    const pron = es ? (f ? (pl ? "las" : "la") : pl ? "los" : "lo") : f ? (pl ? "as" : "a") : pl ? "os" : "o";
    if (mood === "ind") return `${pron} ${this.verbForm(v, s, "ind")}`;
    if (es) {
      if (mood === "inf") return v.inf + pron;
      return accentPenult(v.imp) + pron;
    }
    if (mood === "inf") return `${v.inf.replace(/ar$/, "á").replace(/er$/, "ê").replace(/ir$/, "i")}-l${pron}`;
    return `${v.imp}-${pron}`;
  }

  private duration(d: N): string {
    this.guard(d, "until");
    if (d.until === "endOfTurn") return this.w.untilEndOfTurn;
    if (d.until === "thisTurn") return this.w.thisTurn;
    this.gap(d, "until");
  }

  private keywordList(list: N[], infinitive: boolean): string {
    // "first strike or swampwalk": one of them
    const choice = list.length === 1 && list[0]!.kind === "keywordChoice" ? (list[0]!.options as N[]) : undefined;
    const names = (choice ?? list).map((k) => {
      if (k.kind !== "keyword") this.gap(k);
      this.guard(k, "keyword");
      let n = this.keywordName(k);
      // es "la habilidad de volar": the infinitive spelling when the pack has one ("vuela/volar")
      if (infinitive && this.w.lang === "es") {
        for (const [name, kw] of this.w.pack.keywords) if (kw.id === k.keyword && /r$/.test(name.split(" ")[0]!) && name !== n) n = name;
      }
      return n;
    });
    if (names.length === 1) return names[0]!;
    return names.slice(0, -1).join(", ") + ` ${choice ? this.w.or : this.w.and} ` + names[names.length - 1];
  }

  /**
   * Where an object goes. `put` places it ("en el campo de batalla", "no topo do grimório de seu
   * dono"), `return` sends it back ("a la mano de su propietario", "para o campo de batalha");
   * then "tapped" (agreeing with the object) and "under … control".
   */
  private toZone(z: N, what: NP, verb: "put" | "return" = "return"): string {
    this.guard(z, "zone whose onto into tapped under");
    const w = this.w;
    const es = w.lang === "es";
    const owner = z.whose === "ownerOf" || (typeof z.whose === "object" && z.whose?.kind === "ownerOf" && z.whose.of?.kind === "it");
    const your = z.whose === "your";
    if (z.whose !== undefined && !owner && !your) this.gap(z, "whose");
    const put = verb === "put";
    let place: string;
    switch (z.zone) {
      case "battlefield":
        if (z.whose !== undefined) this.gap(z, "whose");
        place = es ? (put ? "en el campo de batalla" : "al campo de batalla") : put ? "no campo de batalha" : "para o campo de batalha";
        break;
      case "hand":
        if (owner && what.pl) place = es ? `${put ? "en" : "a"} la mano de su propietario` : `${put ? "nas" : "para as"} mãos de seus donos`;
        else if (owner) place = es ? `${put ? "en" : "a"} la mano de su propietario` : `${put ? "na" : "para a"} mão de seu dono`;
        else if (your) place = es ? `${put ? "en" : "a"} tu mano` : `${put ? "em" : "para"} sua mão`;
        else this.gap(z, "whose");
        break;
      case "graveyard":
        if (owner) place = es ? "en el cementerio de su propietario" : "no cemitério de seu dono";
        else if (your) place = es ? "en tu cementerio" : "em seu cemitério";
        else this.gap(z, "whose");
        break;
      case "libraryTop":
      case "libraryBottom": {
        const top = z.zone === "libraryTop";
        const lib = owner ? (es ? "la biblioteca de su propietario" : "do grimório de seu dono") : your ? (es ? "tu biblioteca" : "de seu grimório") : this.gap(z, "whose");
        place = es ? `en ${top ? "la parte superior" : "el fondo"} de ${lib}` : `no ${top ? "topo" : "fundo"} ${lib}`;
        break;
      }
      default:
        this.gap(z, "zone");
    }
    if (z.tapped) place += " " + agree(w.adjectives.tapped!, what.g, what.pl);
    if (z.under === "your") place += es ? " bajo tu control" : " sob seu controle";
    else if (z.under !== undefined) this.gap(z, "under");
    return place;
  }

  // ---------------------------------------------------------------------------
  // Statics

  private staticBody(b: N): string {
    try {
      return this.staticBodyInner(b);
    } catch (e) {
      return this.marker(e, b);
    }
  }

  private staticBodyInner(b: N): string {
    const w = this.w;
    const es = w.lang === "es";
    switch (b.kind) {
      case "pump": {
        this.guard(b, "affected pt has");
        const s = this.object(b.affected);
        let text = `${s.text} ${this.verbForm(w.verbs.get!, s, "ind")} ${b.pt}`;
        if (b.has) text += ` ${w.and} ${this.has(s, b.has)}`;
        return text;
      }
      case "grant": {
        this.guard(b, "affected abilities");
        const s = this.object(b.affected);
        return `${s.text} ${this.has(s, b.abilities)}`;
      }
      case "restrict": {
        this.guard(b, "affected restriction");
        const s = this.object(b.affected);
        const r = b.restriction as N;
        if (r.kind !== "cant") this.gap(r);
        this.guard(r, "what bySpellsOrAbilities");
        const cant = w.cant[s.pl ? 1 : 0];
        if (r.what === "block") return `${s.text} ${cant} ${w.block}`;
        if (r.what === "attack") return `${s.text} ${cant} ${w.attack}`;
        if (r.what === "attackOrBlock") return `${s.text} ${cant} ${w.attack} ${w.or} ${w.block}`;
        // "can't be blocked / countered / regenerated": "ser" and the participle agreeing with the subject
        const es = w.lang === "es";
        const participle = { beBlocked: "bloquead", beCountered: es ? "contrarrestad" : "anulad", beRegenerated: "regenerad" }[r.what as string];
        // older wording: "… por hechizos o habilidades", "… por mágicas ou habilidades" ("by spells or abilities")
        const by = r.bySpellsOrAbilities ? (es ? " por hechizos o habilidades" : " por mágicas ou habilidades") : "";
        if (participle) return `${s.text} ${cant} ser ${participle}${s.g === "f" ? "a" : "o"}${s.pl ? "s" : ""}${by}`;
        this.gap(r, "what");
      }
      // fallthrough is impossible: gap throws
      case "entersReplacement": {
        this.guard(b, "affected how");
        const s = this.object(b.affected);
        const how = b.how as N;
        if (how.kind === "tapped") {
          this.guard(how, "");
          return w.entersTapped(s.text, s.g, s.pl);
        }
        if (how.kind === "withCounters") {
          this.guard(how, "amount counter");
          return w.entersWith(s.text, s.pl, this.counters(how.amount, how.counter));
        }
        this.gap(how);
      }
      default:
        this.gap(b);
    }
  }

  /** es "tiene la habilidad de volar", pt "tem voar" */
  private has(s: NP, keywords: N[]): string {
    const es = this.w.lang === "es";
    const verb = es ? (s.pl ? "tienen" : "tiene") : s.pl ? "têm" : "tem";
    if (keywords.length === 1 && keywords[0]!.kind === "quotedAbility") {
      // has "{T}: Add {G}.": the ability in quotes, rendered whole
      const q = keywords[0]!;
      this.guard(q, "ability");
      return `${verb} "${this.ability(q.ability)}"`;
    }
    return es ? `${verb} la habilidad de ${this.keywordList(keywords, true)}` : `${verb} ${this.keywordList(keywords, false).toLowerCase()}`;
  }

  // ---------------------------------------------------------------------------
  // Numbers, counters, tokens

  private numeral(n: N | undefined): string {
    if (!n) throw new Gap({ kind: "number", field: "missing" });
    if (n.kind === "a") return "1";
    if (n.kind !== "number") this.gap(n);
    return String(n.value).replace(/^x$/, "X");
  }

  /** "una carta", "dos cartas", "X cartas" */
  private count(n: N, noun: Noun): string {
    if (n.kind === "a" || (n.kind === "number" && n.value === 1)) return `${this.w.a[noun.g === "f" ? 1 : 0]} ${noun.sg}`;
    if (n.kind !== "number") this.gap(n);
    return `${this.numberWord(n.value, noun.g)} ${noun.pl}`;
  }

  private numberWord(v: number | string, g: Gender): string {
    if (typeof v === "number" && g === "f" && this.w.numberFem[v]) return this.w.numberFem[v]!;
    if (typeof v === "number" && v >= 0 && v < this.w.numbers.length) return this.w.numbers[v]!;
    return String(v).replace(/^x$/, "X");
  }

  /** "un contador +1/+1", "dos contadores de carga" (only P/T counters: other kinds' names are not in the tables yet) */
  private counters(amount: N, counter: N): string {
    this.guard(counter, "value");
    const kind = String(counter.value);
    if (!/^[+-]\d+\/[+-]\d+$/.test(kind)) this.gap(counter, "value");
    return `${this.count(amount, this.w.counter)} ${kind}`;
  }

  /**
   * es "una ficha de criatura artefacto Tóptero incolora 1/1 con la habilidad de volar",
   * pt "uma ficha de criatura artefato incolor 1/1 do tipo Tóptero com voar" (the corpus's printings):
   * colours agree with "ficha" in es and with the first type in pt.
   */
  private tokenSpec(t: N): string {
    if (t.kind !== "tokenSpec") this.gap(t);
    this.guard(t, "count pt words with");
    const w = this.w;
    const es = w.lang === "es";
    const many = !(t.count.kind === "a" || (t.count.kind === "number" && t.count.value === 1));
    if (t.count.kind !== "a" && t.count.kind !== "number") this.gap(t.count);
    const count = many ? this.numberWord(t.count.value, "f") : w.a[1];
    const words = (t.words as N[]).filter((x) => !(x.class === "Token"));
    const types = words.filter((x) => x.class === "CardType");
    const subtypes = words.filter((x) => x.class === "Subtype");
    const colors = words.filter((x) => x.class === "ColorWord" || x.class === "ColorAdjective");
    const supers = words.filter((x) => x.class === "Supertype");
    if (types.length + subtypes.length + colors.length + supers.length !== words.length) this.gap(t, "words");
    // "creature" names the kind first: "ficha de criatura artefacto"
    types.sort((a, b) => (a.value === "creature" ? -1 : b.value === "creature" ? 1 : 0));
    const typeNames = types.map((x) => this.typeNoun(x, false));
    const subs = subtypes.map((x) => this.subtypeName(x, false));
    const g: Gender = es ? "f" : types[0] ? (w.nouns[String(types[0].value)]?.g ?? "f") : "f";
    const plColor = es && many;
    const colorWords = colors.map((c) => agree(this.adjective(String(c.value)), g, plColor));
    const colorText = colorWords.length > 1 ? colorWords.slice(0, -1).join(", ") + ` ${w.and} ` + colorWords[colorWords.length - 1] : colorWords.join("");
    const superText = supers.map((x) => agree(this.adjective(String(x.value)), g, plColor)).join(" ");
    const kind = typeNames.length ? `${w.of} ${typeNames.join(" ")}` : "";
    const parts = es
      ? [count, many ? w.token.pl : w.token.sg, kind, ...subs, superText, colorText, t.pt]
      : [count, many ? w.token.pl : w.token.sg, kind, superText, colorText, t.pt, subs.length ? `do tipo ${subs.join(" ")}` : ""];
    let text = parts.filter(Boolean).join(" ");
    if (t.with) text += es ? ` con la habilidad de ${this.keywordList(t.with, true)}` : ` com ${this.keywordList(t.with, false).toLowerCase()}`;
    return text;
  }

  private adjective(value: string): Adjective {
    const a = this.w.adjectives[value];
    if (!a) throw new Gap({ kind: "word", field: value });
    return a;
  }

  private typeNoun(x: N, plural: boolean): string {
    const n = this.w.nouns[String(x.value)];
    if (!n) throw new Gap({ kind: "word", field: String(x.value), span: x.span });
    return plural ? n.pl : n.sg;
  }

  private subtypeName(x: N, plural: boolean): string {
    const name = packWords(this.w.pack, "Subtype", String(x.value), plural);
    if (!name) throw new Gap({ kind: "word", field: String(x.value), span: x.span });
    return cap(name);
  }

  // ---------------------------------------------------------------------------
  // Noun phrases

  object(o: N): NP {
    try {
      return this.objectInner(o);
    } catch (e) {
      return { text: this.marker(e, o), g: "m", pl: false };
    }
  }

  objectInner(o: N): NP {
    const w = this.w;
    switch (o.kind) {
      case "self":
        this.guard(o, "noun short first plural");
        if (o.noun) {
          const n = w.nouns[o.noun as string];
          if (!n) this.gap(o, "noun");
          return { text: `${agree(w.this, n.g, false)} ${n.sg}`, g: n.g, pl: false };
        }
        return { text: o.short ? this.short : this.self, g: this.selfG, pl: false };
      case "pronoun":
        this.guard(o, "word");
        return this.gap(o);
      case "anyTarget":
        this.guard(o, "");
        return { text: w.anyTarget, g: "m", pl: false };
      case "players":
        return this.players(o);
      case "topOfLibrary": {
        // es "la primera carta de tu biblioteca", "las tres primeras cartas de tu biblioteca";
        // pt "o card do topo de seu grimório", "os três cards do topo de seu grimório"
        this.guard(o, "count whose");
        if (o.whose !== "your") this.gap(o, "whose");
        const n = o.count ? (o.count.kind === "number" ? (o.count.value as number | string) : this.gap(o.count)) : 1;
        const es = w.lang === "es";
        if (n === 1) return es ? { text: "la primera carta de tu biblioteca", g: "f", pl: false } : { text: "o card do topo de seu grimório", g: "m", pl: false };
        const num = this.numberWord(n, es ? "f" : "m");
        return es ? { text: `las ${num} primeras cartas de tu biblioteca`, g: "f", pl: true } : { text: `os ${num} cards do topo de seu grimório`, g: "m", pl: true };
      }
      case "either": {
        // "Blood Artist or another creature": a singular subject in both languages
        this.guard(o, "items");
        const items = (o.items as N[]).map((i) => this.object(i));
        const or = (next: string) => (this.w.lang === "es" && /^h?[oó]/i.test(next) ? "u" : this.w.or);
        const text = items.map((i, k) => (k === 0 ? i.text : `${or(i.text)} ${i.text}`)).join(" ");
        return { text, g: items[0]!.g, pl: false };
      }
      case "objects":
        return this.objects(o);
      default:
        this.gap(o);
    }
  }

  private players(o: N): NP {
    this.guard(o, "det noun plural");
    const w = this.w;
    const n = w.nouns[o.noun as string]!;
    const pl = Boolean(o.plural);
    const noun = pl ? n.pl : n.sg;
    switch (o.det) {
      case "an":
      case "a":
        return { text: `${w.a[0]} ${noun}`, g: "m", pl: false };
      case "each":
        return { text: `${w.each} ${noun}`, g: "m", pl: false };
      case "target":
        return { text: `${agree(w.the, "m", pl)} ${noun} ${w.target[pl ? 1 : 0]}`, g: "m", pl };
      case "that":
        return { text: `${agree(w.that, "m", pl)} ${noun}`, g: "m", pl };
      case "your":
        return { text: `${agree(w.your, "m", pl)} ${noun}`, g: "m", pl };
      default:
        this.gap(o, "det");
    }
  }

  private objects(o: N): NP {
    this.guard(o, "det filter count target");
    const w = this.w;
    const f = this.filter(o.filter as N);
    const { g, pl } = f;
    this.lastG = g;
    const tgt = w.target[pl ? 1 : 0];
    // "another target creature", "two target creatures": "target" after the noun
    const t = o.target && o.det !== "target" ? { ...f, text: `${f.noun} ${tgt}${f.rest}` } : f;
    switch (o.det) {
      case "a":
        return { text: `${w.a[g === "f" ? 1 : 0]} ${t.text}`, g, pl };
      case "target":
        return { text: `${agree(w.the, g, pl)} ${f.noun} ${tgt}${f.rest}`, g, pl };
      case "another":
        return { text: `${w.another[g === "f" ? 1 : 0]} ${t.text}`, g, pl };
      case "each":
        return { text: `${w.each} ${f.text}`, g, pl };
      case "all":
        return { text: `${agree(w.all, g, pl)} ${f.text}`, g, pl: true };
      case "that":
        return { text: `${agree(w.that, g, pl)} ${f.text}`, g, pl };
      case "none":
        return { text: `${agree(w.the, g, pl)} ${f.text}`, g, pl };
      case "upTo": {
        this.guard(o.count, "value");
        const n = o.count.value as number;
        const upTo = w.lang === "es" ? "hasta" : "até";
        const target = o.target ? ` ${w.target[n === 1 ? 0 : 1]}` : "";
        return { text: `${upTo} ${this.numberWord(n, g)} ${f.noun}${target}${f.rest}`, g, pl: n !== 1 };
      }
      case "count": {
        this.guard(o.count, "value");
        return { text: `${this.numberWord(o.count.value, g)} ${t.text}`, g, pl: true };
      }
      default:
        this.gap(o, "det");
    }
  }

  /**
   * A filter: the head noun (the last noun or type of the English words), types after it
   * ("criatura artefacto", "carta de criatura"), adjectives agreeing with it, then what
   * follows ("que controlas", "de un cementerio"). Groups joined by "or"/"and" each keep
   * their head ("artefacto, encantamiento o criatura"); groups of adjectives only share the
   * last group's head ("criatura verde o blanca").
   */
  private filter(f: N): { text: string; noun: string; rest: string; g: Gender; pl: boolean } {
    if (f.kind !== "filter") this.gap(f);
    this.guard(f, "words post");
    const w = this.w;
    const all = f.words as N[];
    const groups: N[][] = [[]];
    const conjs: string[] = [];
    for (const x of all) {
      if (x.kind === "conj") {
        conjs.push(String(x.value).replace(/^,\s*/, ""));
        groups.push([]);
      } else if (x.kind === "word") groups[groups.length - 1]!.push(x);
      else this.gap(f, "words");
    }
    const pl = all.some((x) => x.plural);
    // adjectives of earlier groups agree with the last group's head ("criatura negra y/o roja")
    const lastParts = this.filterGroup(groups[groups.length - 1]!, pl);
    const parts = groups.map((g, i) => (i === groups.length - 1 ? lastParts : this.filterGroup(g, pl, lastParts.g)));
    const post = ((f.post as N[] | undefined) ?? []).map((p) => this.post(p));
    const conjWord = (c: string) => (c === "" ? "," : c === "or" ? w.or : c === "and" ? w.and : c === "and/or" ? `${w.and}/${w.or}` : this.gap(f, "words"));
    const join = (items: string[]) => items.map((t, i) => (i === 0 ? t : conjWord(conjs[i - 1]!) === "," ? `, ${t}` : ` ${conjWord(conjs[i - 1]!)} ${t}`)).join("");
    // "artifact or creature card", "instant or sorcery spell": types sharing the last group's noun
    const lastWords = groups[groups.length - 1]!;
    const lastHead = lastWords[lastWords.length - 1];
    if (groups.length > 1 && lastHead && ["Card", "Spell", "Permanent"].includes(lastHead.class) && groups.slice(0, -1).every((g) => g.length > 0 && g.every((x) => x.class === "CardType" || x.class === "Subtype"))) {
      const head = w.nouns[String(lastHead.value)]!;
      const typeText = groups.map((g, gi) => {
        const ws = gi === groups.length - 1 ? g.slice(0, -1) : g;
        return ws.map((x) => this.qualifier(x, String(lastHead.value))).join(" ");
      });
      if (typeText.some((t) => !t)) this.gap(f, "words");
      const noun = (pl ? head.pl : head.sg) + " " + join(typeText);
      const rest = post.map((x) => " " + x).join("");
      return { text: noun + rest, noun, rest, g: head.g, pl };
    }
    const other = all.some((x) => x.class === "Other") ? agree(w.other, parts.find((p) => p.noun)?.g ?? "m", pl) + " " : "";
    if (parts.every((p) => p.noun)) {
      const g = parts[0]!.g;
      if (parts.length === 1) {
        const p = parts[0]!;
        const rest = [...p.adjs, ...post].map((x) => " " + x).join("");
        return { text: other + p.noun + rest, noun: other + p.noun, rest, g, pl };
      }
      const noun = other + join(parts.map((p) => [p.noun, ...p.adjs].join(" ")));
      const rest = post.map((x) => " " + x).join("");
      return { text: noun + rest, noun, rest, g, pl };
    }
    // adjectives sharing the last group's head: "criatura atacante o bloqueadora", "hechizo no criatura o de Dragón"
    const last = parts[parts.length - 1]!;
    if (!last.noun || parts.slice(0, -1).some((p) => p.noun)) this.gap(f, "words");
    const adjs = join(parts.map((p, i) => (i === parts.length - 1 ? [...p.quals, ...p.adjs] : p.adjs).join(" ")));
    const noun = `${other}${last.bare} ${adjs}`;
    const rest = post.map((x) => " " + x).join("");
    return { text: noun + rest, noun, rest, g: last.g, pl };
  }

  /** A type qualifying a noun: "de criatura", pt "instantânea" after "mágica". */
  private qualifier(x: N, head: string): string {
    if (this.w.lang === "pt" && head === "spell" && x.value === "instant") return "instantânea";
    return `${this.w.of} ${x.class === "Subtype" ? this.subtypeName(x, false) : this.typeNoun(x, false)}`;
  }

  /**
   * One group of a filter's words: its head noun with the types qualifying it (`noun`; `bare` and
   * `quals` apart), and its adjectives, agreeing with the head, or with `g` for a group without one.
   */
  private filterGroup(words: N[], pl: boolean, gFor?: Gender): { noun?: string; bare?: string; quals: string[]; adjs: string[]; g: Gender } {
    const w = this.w;
    const NOUN_CLASSES = ["Card", "Spell", "Permanent", "Token", "Player", "Opponent", "Source", "Ability"];
    let headIdx = -1;
    for (let i = words.length - 1; i >= 0; i--)
      if (NOUN_CLASSES.includes(words[i]!.class)) {
        headIdx = i;
        break;
      }
    if (headIdx < 0)
      for (let i = words.length - 1; i >= 0; i--)
        if (words[i]!.class === "CardType" || words[i]!.class === "Subtype") {
          headIdx = i;
          break;
        }
    let noun: string | undefined;
    let g: Gender = gFor ?? "m";
    const head = headIdx >= 0 ? words[headIdx]! : undefined;
    if (head?.class === "Subtype") {
      noun = this.subtypeName(head, pl);
      // a creature or land type's gender is its word's: "una Floresta", "un Bosque", "una Bestia"
      const sg = this.subtypeName(head, false);
      g = /(a|ície)$/.test(sg) ? "f" : "m";
    } else if (head) {
      const n = w.nouns[String(head.value)];
      if (!n) throw new Gap({ kind: "word", field: String(head.value), span: head.span });
      noun = pl ? n.pl : n.sg;
      g = n.g;
    }
    const types: string[] = [];
    const adjectives: string[] = [];
    words.forEach((x, i) => {
      if (i === headIdx) return;
      switch (x.class) {
        case "CardType":
          types.push(this.typeNoun(x, false));
          break;
        case "Subtype":
          types.push(this.subtypeName(x, false));
          break;
        case "Other":
          break;
        case "ColorWord":
        case "ColorAdjective":
        case "Supertype":
        case "Enchanted":
        case "Equipped":
        case "Attacking":
        case "Blocking":
        case "Tapped":
        case "Untapped":
        case "Attack":
        case "Block":
        case "Tap":
        case "Untap":
          adjectives.push(agree(this.adjective(String(x.value)), g, pl));
          break;
        case "NonWord": {
          const neg = w.lang === "es" ? "no" : "não";
          const t = x.negated === "CardType" ? this.typeNoun({ kind: "word", value: x.value }, false) : agree(this.adjective(String(x.value)), g, pl);
          adjectives.push(`${neg} ${t}`);
          break;
        }
        default:
          throw new Gap({ kind: "word", field: String(x.class), span: x.span });
      }
    });
    // "carta de criatura", "hechizo de instantáneo"; a type qualifying a type: "criatura artefacto"
    const typeWords = words.filter((x, i) => i !== headIdx && (x.class === "CardType" || x.class === "Subtype"));
    const typed = head && ["card", "spell", "permanent"].includes(String(head.value)) ? typeWords.map((x) => this.qualifier(x, String(head.value))) : types;
    if (!noun) return { quals: [], adjs: [...types, ...adjectives], g };
    return { noun: [noun, ...typed].join(" "), bare: noun, quals: typed, adjs: adjectives, g };
  }

  private post(p: N): string {
    const w = this.w;
    switch (p.kind) {
      case "controlledBy": {
        this.guard(p, "who");
        if (p.who.kind === "you") return w.youControl;
        return w.controls(this.object(p.who).text);
      }
      case "with": {
        this.guard(p, "what");
        const x = p.what as N;
        const es = w.lang === "es";
        if (x.kind === "keywords") {
          this.guard(x, "list");
          return es ? `con la habilidad de ${this.keywordList(x.list, true)}` : `com ${this.keywordList(x.list, false).toLowerCase()}`;
        }
        if (x.kind === "stat") {
          this.guard(x, "stat op value");
          const stat = { power: es ? "fuerza" : "poder", toughness: es ? "resistencia" : "resistência", manaValue: es ? "valor de maná" : "valor de mana" }[x.stat as string];
          if (!stat) this.gap(x, "stat");
          const n = this.numeral(x.value);
          // es "con fuerza de 2 o menos", pt "com poder igual ou inferior a 2" (the corpus's printings)
          const op = { atMost: es ? `${n} o menos` : `igual ou inferior a ${n}`, atLeast: es ? `${n} o más` : `igual ou superior a ${n}`, equal: es ? n : `igual a ${n}` }[x.op as string];
          if (!op) this.gap(x, "op");
          return es ? `con ${stat} de ${op}` : `com ${stat} ${op}`;
        }
        this.gap(x);
      }
      case "zone": {
        this.guard(p, "prep zone whose");
        if (p.prep === "from" && p.zone === "graveyard" && p.whose === "any") return w.fromGraveyard;
        if (p.prep === "from" && p.zone === "graveyard" && p.whose === "you") return w.contract(`${w.of} ${w.yourGraveyard}`);
        if (p.prep === "in" && p.zone === "graveyard" && p.whose === "you") return w.contract(`${w.lang === "es" ? "en" : "em"} ${w.yourGraveyard}`);
        this.gap(p, "zone");
      }
      default:
        this.gap(p);
    }
  }
}

/**
 * Canonical Spanish or Portuguese wording of a parsed card, with the nodes it could not print.
 * `localName` is how the text calls the card itself (see `localSelfReference`); by default its
 * English name.
 */
export function renderRomance(result: ParseResult, words: RomanceWords, localName?: string): RomanceRendering {
  return new RomanceRenderer(words).render(result, localName);
}

/**
 * How a printed translation calls its own card: its localized name with the article the text
 * gives it ("el Choque", "la Caleta saprazzana"; none for "Choque" in Portuguese or for people).
 */
export function localSelfReference(name: string, text: string | undefined): string {
  const face = name.split(/\s*\/\/\s*/)[0]!.trim();
  if (!text) return face;
  const esc = face.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const m = new RegExp(`(?:^|[\\s(“"])(el|la|los|las|o|a|os|as)\\s+${esc}(?![\\p{L}])`, "iu").exec(text);
  if (!m) return face;
  // "del Choque", "al Choque" are contractions of "de el", "a el": the article is "el"
  return `${m[1]!.toLowerCase()} ${face}`;
}
