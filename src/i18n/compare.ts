/**
 * Comparing two parses of the same card in two languages (the translation
 * checker behind `oraclec i18n`): equal meaning is equal ASTs modulo spans and
 * wording flags (how something is spelled, not what it means: "entra en juego"
 * vs "enters the battlefield", a number in words or digits, "a" vs "an", the
 * card's full or short name, reminder text).
 *
 * `compareParses` walks both ASTs in parallel and lists typed differences, each
 * with the span of the nearest enclosing node on both sides.
 */
import { WRITTEN_FORM_FIELDS, type Span } from "../ast/base.ts";
import type { ParseResult } from "../ast/nodes.ts";

/** Fields that record wording, not meaning. */
export const WORDING_FIELDS: ReadonlySet<string> = new Set([
  "span",
  "legacy", // old templating ("enters the battlefield", "converted mana cost", "comes into play")
  "legacyPool", // "to your mana pool"
  "word", // a number spelled as a word or as digits
  "article", // "a" / "an"
  "short", // the card's short name
  "text", // the words of unparsed nodes and reminder text
  "reminders",
  "abilityWord", // ability words have no rules meaning (CR 207.2c)
  "countAfter", // "N damage … equal to …" vs "damage equal to … "
  "the", // "equal to the power of …" vs "equal to its power"
  "spaced", // "Flashback—Sacrifice" vs "Flashback — Sacrifice"
  "contracted", // "that's" vs "that is"
  "perfect", // "if you've cast" vs "if you cast" ("si lanzaste")
  "destinationFirst", // "pon en tu mano una carta …" vs "put a card … into your hand"
  // "onto the battlefield under your control tapped" vs "en el campo de batalla girada y bajo tu control": word order
  "tappedAfterControl",
  "attachedAfterControl",
  "insteadFirst", // the same in a self-replacement sentence (614.15): "…, en vez de eso, roba dos cartas"
  "insteadAt", // "…, en vez de eso, exílialo" vs "…, exile it instead": where "instead" is written (614.1)
  // "if a land is destroyed this way" vs "si una tierra fue destruida …", "Flying; banding", "Domain—When …"
  ...WRITTEN_FORM_FIELDS,
]);

/** Fields that are wording on some kinds of node only. */
const WORDING_BY_KIND: Record<string, ReadonlySet<string>> = {
  self: new Set(["noun", "plural"]), // "this creature" / the card's name; a name of two characters takes a plural verb
  // "all damage (that) a source of your choice would deal"; the order of "to", "by" and the duration is word order
  prevent: new Set(["that", "order"]),
  damageRedirect: new Set(["order"]),
  castBy: new Set(["that"]), // "spells (that) you cast"
  // "Qualquer número de criaturas alvo recebe +1/+1" / "Any number of target creatures each get +1/+1": a plural
  // subject's action is each one's, with "each" written or not
  clause: new Set(["each"]),
  // "todas las auras y equipos" / "all Auras and Equipment": a word's number is spelling, the determiner counts
  word: new Set(["plural"]),
  // "their hands" / "su mano": each player's one zone, in either number
  zoneObject: new Set(["plural"]),
  topOfLibrary: new Set(["plural"]),
  shuffle: new Set(["plural"]),
  // "dos fichas que son copias de él" / "two tokens that are copies of it": the count says how many
  tokenCopy: new Set(["plural"]),
  // "exactly seven cards in hand" / "siete cartas en la mano": the same count
  handSize: new Set(["exactly"]),
  // "• Smash It — …": a mode's name is a flavor word, translated with the card (207.2c)
  mode: new Set(["name"]),
  lifeTotal: new Set(["exactly"]),
  // "Si ganas, …" after a clash / "If you won, …": the clash is over either way (701.23)
  won: new Set(["past"]),
  // "las habilidades activadas de la criatura encantada" / "enchanted creature's activated abilities": the same abilities
  abilitiesOf: new Set(["possessive"]),
  // "creatures attacking you" / "criaturas que te atacan": "that's" written or not
  thatIsAttacking: new Set(["bare"]),
  // "twice X" / "duas vezes X", "investigate twice" / "investiga dos veces": the number 2 in one word
  multiplied: new Set(["twice"]),
  // "y el resto en la parte superior de tu biblioteca" / "the rest back on top of your library": where the cards go is
  // said by the zone; "back" only recalls that they came from there
  toZone: new Set(["back"]),
  repeat: new Set(["twice"]),
  // "can't be countered by spells or abilities" (older) / "can't be countered": only spells and abilities counter (701.6a)
  cant: new Set(["bySpellsOrAbilities"]),
};

export type DifferenceCode =
  | "number"
  | "target"
  | "player"
  | "duration"
  | "trigger"
  | "keyword"
  | "ability.missing"
  | "ability.extra"
  | "ability.kind"
  | "clause.missing"
  | "clause.extra"
  | "word"
  | "structure";

export interface Difference {
  code: DifferenceCode;
  message: string;
  /** Where in the localized text (the first parse). */
  span?: Span;
  /** Where in the English text (the second parse). */
  en_span?: Span;
  path: string;
}

type Obj = Record<string, unknown>;

function isObj(x: unknown): x is Obj {
  return typeof x === "object" && x !== null && !Array.isArray(x);
}

function wording(kind: unknown, key: string): boolean {
  return WORDING_FIELDS.has(key) || (typeof kind === "string" && WORDING_BY_KIND[kind]?.has(key) === true);
}

/**
 * Wording that depends on more than the node's kind: "If you don't, ~ enters tapped instead" and
 * "Si no lo haces, … entra en juego girada" (the shock lands) mean the same — entering tapped
 * replaces the entering itself (614.1c), so "instead" contrasts it with nothing that would
 * otherwise happen. (Elsewhere "instead" is meaning: "draw two cards instead" is not "also".)
 */
function wordingOf(x: Obj, key: string): boolean {
  if (wording(x.kind, key)) return true;
  return key === "instead" && x.kind === "static" && isObj(x.body) && x.body.kind === "entersReplacement";
}

/**
 * Spanish and Portuguese drop subject pronouns and address the player in the imperative:
 * "Roba una carta" is "You draw a card", "Obtiene +2/+2" is "It gets +2/+2", "hace esa misma cantidad de daño" is
 * "she deals that much damage" (a planeswalker). A clause's subject "you" or "it"/"they"/"he"/"she" means the same
 * as no written subject.
 */
function implicitSubject(s: unknown): boolean {
  return isObj(s) && (s.kind === "you" || (s.kind === "pronoun" && ["it", "they", "he", "she"].includes(String(s.word))));
}

/**
 * A filter's words in a canonical order: between conjunctions, the order of qualities is word
 * order, not meaning ("ficha de criatura Insecto verde 1/1" and "1/1 green Insect creature token",
 * "tierra básica" and "basic land"); a list's ", or" is its "or".
 */
function canonicalWords(words: unknown[]): unknown[] {
  const groups: unknown[][] = [[]];
  const conjs: Obj[] = [];
  const key = (w: unknown) => JSON.stringify(normalize(w));
  const byKey = (a: unknown, b: unknown) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);
  for (const w of words) {
    if (isObj(w) && w.kind === "conj") {
      conjs.push({ ...w, value: String(w.value).replace(/^,\s*/, "") });
      groups.push([]);
    } else groups[groups.length - 1]!.push(w);
  }
  // "artefacto o criatura" and "creature or artifact": the members of a list joined by one
  // conjunction throughout are a set, whatever their order ("X o de Y" lists the other way round).
  // A shared head written once after the last member ("green or white creature") stays last.
  // "Ave blanca y azul" / "white and blue Bird": a conjunction between two colours joins the colours
  // only; the other words keep no order
  const colour = (w: unknown) => isObj(w) && w.class === "ColorWord";
  if (conjs.length && words.every((w, i) => !(isObj(w) && w.kind === "conj") || (colour(words[i - 1]) && colour(words[i + 1])))) {
    return [...words.filter((w) => !(isObj(w) && w.kind === "conj")).sort(byKey), ...conjs];
  }
  const same = conjs.length > 0 && conjs.every((cj) => cj.value === conjs[0]!.value);
  // "Kithkin spells and Soldier spells" / "los hechizos de Kithkin y los de Soldado": a head every member
  // repeats is the head they share ("Kithkin and Soldier spells")
  const head0 = groups[0]![groups[0]!.length - 1];
  if (same && groups.every((g) => g.length >= 2 && key(g[g.length - 1]) === key(head0))) {
    for (const g of groups) g.pop();
    groups[groups.length - 1]!.push(head0);
  }
  const last = groups[groups.length - 1]!;
  const sizes = new Set(groups.slice(0, -1).map((g) => g.length));
  const k = sizes.size === 1 ? [...sizes][0]! : -1;
  // "hechizo arcano o de Espíritu" and "Spirit or Arcane spell": the head shared by the members
  // is the last word of the last group
  const shared = same && last.length === k + 1 ? last.pop() : undefined;
  for (const g of groups) g.sort(byKey);
  if (same && last.length === k) groups.sort(byKey);
  if (shared !== undefined) groups[groups.length - 1]!.push(shared);
  const out: unknown[] = [...groups[0]!];
  conjs.forEach((cj, i) => out.push(cj, ...groups[i + 1]!));
  return out;
}

/**
 * Older templating "put a 1/1 white Soldier creature token onto the battlefield" ("into play", "pon en
 * juego una ficha …") is today's "create a 1/1 white Soldier creature token" (111.2): the put of a
 * token described by its characteristics, as the token it creates.
 */
function putTokenAsCreate(x: Obj): Obj | undefined {
  const to = x.to;
  const what = x.what;
  if (!isObj(to) || to.zone !== "battlefield" || to.under || x.from || x.also) return undefined;
  if (!isObj(what) || what.kind !== "objects" || !isObj(what.filter)) return undefined;
  const words = what.filter.words;
  if (!Array.isArray(words) || !words.some((w) => isObj(w) && w.class === "Token")) return undefined;
  const post = Array.isArray(what.filter.post) ? what.filter.post : [];
  const withKw = post.length === 1 && isObj(post[0]) && post[0].kind === "with" && isObj(post[0].what) && post[0].what.kind === "keywords" ? post[0].what.list : undefined;
  if (post.length && !withKw) return undefined;
  // "put that many … tokens into play" is "create that many … tokens"
  const count = what.det === "a" ? { kind: "a" } : what.det === "count" ? what.count : what.det === "thatMany" ? { kind: "thatMany" } : undefined;
  if (!count) return undefined;
  const pt = words.find((w) => isObj(w) && w.class === "PTValue") as Obj | undefined;
  const token: Obj = { kind: "tokenSpec", count, words: words.filter((w) => w !== pt) };
  if (pt) token.pt = pt.value;
  // "onto the battlefield tapped and attacking" is today's "create … tokens that are tapped and attacking" (508.4)
  if (to.attacking && !to.tapped) return undefined;
  if (to.tapped && to.attacking) token.words = [...(token.words as unknown[]), { kind: "word", class: "Tap", value: "tapped" }, { kind: "conj", value: "and" }, { kind: "word", class: "Attack", value: "attacking" }];
  else if (to.tapped) token.tapped = true;
  if (withKw) token.with = withKw;
  return { kind: "createToken", token };
}

/**
 * "create two … tokens that are tapped and attacking" is the older "… tokens tapped and attacking"
 * (fichas "giradas y atacando"): the same two words after the token (508.4).
 */
function tappedAndAttacking(x: Obj): Obj {
  if (x.kind !== "tokenSpec" || x.tappedAndAttacking !== true || !Array.isArray(x.words)) return x;
  const { tappedAndAttacking: _t, ...rest } = x;
  return { ...rest, words: [...x.words, { kind: "word", class: "Tap", value: "tapped" }, { kind: "conj", value: "and" }, { kind: "word", class: "Attack", value: "attacking" }] };
}

/** Whether an object phrase is about spells ("a spell", "a Spirit or Arcane spell"). */
function mentionsSpell(what: unknown): boolean {
  return isObj(what) && isObj(what.filter) && Array.isArray(what.filter.words) && what.filter.words.some((w) => isObj(w) && w.class === "Spell");
}

/** "that card" / "those cards" (nothing more said of them) is the pronoun "it" / "them". */
function thatCard(x: Obj): string | undefined {
  if (x.kind !== "objects" || !["that", "those"].includes(String(x.det)) || x.count || x.other || x.target || !isObj(x.filter)) return undefined;
  const f = x.filter;
  if (f.post || !Array.isArray(f.words) || f.words.length !== 1) return undefined;
  const w = f.words[0];
  if (!isObj(w) || w.class !== "Card") return undefined;
  return x.det === "those" ? "them" : "it";
}

/** "that creature" (one noun, nothing more said of it): the object just named. */
function thatNoun(x: Obj): boolean {
  if (x.kind !== "objects" || x.det !== "that" || x.count || x.other || x.target || !isObj(x.filter)) return false;
  const f = x.filter;
  return !f.post && Array.isArray(f.words) && f.words.length === 1 && isObj(f.words[0]) && f.words[0].kind === "word" && !f.words[0].plural;
}

/** Only these fields (and a span). */
function only(x: Obj, fields: string[]): boolean {
  return Object.keys(x).every((k) => k === "span" || fields.includes(k));
}

/** The clauses and joins of a sentence body that is a clause or a plain sequence of clauses. */
function chain(body: unknown): { clauses: unknown[]; joins: unknown[] } | undefined {
  if (!isObj(body)) return undefined;
  if (body.kind === "clause") return { clauses: [body], joins: [] };
  if (body.kind === "sequence" && only(body, ["kind", "clauses", "joins"]) && Array.isArray(body.clauses) && Array.isArray(body.joins)) return { clauses: body.clauses, joins: body.joins };
  return undefined;
}

/**
 * "Investigue. Depois, compre um card." / "Investigate, then draw a card.": a sentence that begins
 * with "then" continues the sentence before it, as a ", then" clause does (608.2c).
 */
function joinThenSentences(sentences: unknown[]): unknown[] {
  const out: unknown[] = [];
  for (const s of sentences) {
    const prev = out[out.length - 1];
    if (isObj(s) && s.kind === "sentence" && isObj(s.prefix) && s.prefix.kind === "then" && only(s, ["kind", "prefix", "body"]) && isObj(prev) && prev.kind === "sentence" && only(prev, ["kind", "body", "where"])) {
      // "… recibe +X/+0 …, sendo X …. Em seguida, …" / "… gets +X/+0 …, where X is …, then …": the sentence's X
      // defined on its one clause
      const body = prev.where === undefined ? prev.body : isObj(prev.body) && prev.body.kind === "clause" && prev.body.where === undefined ? { ...prev.body, where: prev.where } : undefined;
      const a = chain(body);
      const b = chain(s.body);
      if (a && b) {
        out[out.length - 1] = { kind: "sentence", body: { kind: "sequence", clauses: [...a.clauses, ...b.clauses], joins: [...a.joins, "then", ...b.joins] } };
        continue;
      }
    }
    out.push(s);
  }
  return out;
}

/**
 * "hace 4 puntos de daño a cualquier objetivo y te hace 2 puntos de daño" / "deals 4 damage to any target and 2
 * damage to you": a second damage clause of the same source, its subject dropped after "and", is a further part of
 * the first one's damage.
 */
function joinDamageClauses(x: Obj): Obj {
  const clauses = x.clauses as unknown[];
  const joins = x.joins as unknown[];
  const outC: unknown[] = [clauses[0]];
  const outJ: unknown[] = [];
  for (let i = 1; i < clauses.length; i++) {
    const prev = outC[outC.length - 1];
    const cur = clauses[i];
    const pa = isObj(prev) && prev.kind === "clause" ? prev.action : undefined;
    const ca = isObj(cur) && cur.kind === "clause" && only(cur, ["kind", "action"]) ? cur.action : undefined;
    if (joins[i - 1] === "and" && isObj(pa) && pa.kind === "dealDamage" && pa.divided === undefined && isObj(ca) && ca.kind === "dealDamage" && only(ca, ["kind", "amount", "to"]) && ca.amount !== undefined && ca.to !== undefined) {
      const part = { kind: "damagePart", amount: ca.amount, to: ca.to };
      outC[outC.length - 1] = { ...(prev as Obj), action: { ...pa, more: [...(Array.isArray(pa.more) ? pa.more : []), part] } };
      continue;
    }
    outJ.push(joins[i - 1]);
    outC.push(cur);
  }
  if (outC.length === clauses.length) return x;
  return outC.length === 1 ? (outC[0] as Obj) : { ...x, clauses: outC, joins: outJ };
}

/**
 * Where a sentence's one clause says its condition or its duration is word order, not meaning:
 * "…, en vez de eso, X si controlas tres artefactos" / "X instead if you control three artifacts"
 * (a condition after the clause, on the clause or as the sentence's trailing "if"; "Si no tienes
 * cartas en tu mano, en vez de eso, X" / "X instead if you have no cards in hand": before it), and "Hasta el
 * final del turno, las criaturas … obtienen +1/+1" / "Creatures … get +1/+1 until end of turn"
 * (the duration before the clause or after its action, 611.2a). Both read as the clause's own.
 */
function sentenceCondition(x: Obj): Obj {
  const p = x.prefix;
  const body = x.body;
  if (!isObj(p) || !isObj(body) || body.kind !== "clause") return x;
  if (p.kind === "if" && only(p, ["kind", "after", "condition"]) && body.if === undefined) {
    const { prefix: _p, ...rest } = x;
    return { ...rest, body: { ...body, if: p.condition } };
  }
  const action = body.action;
  if (p.kind === "duration" && only(p, ["kind", "duration"]) && isObj(action) && action.duration === undefined) {
    const { prefix: _p, ...rest } = x;
    return { ...rest, body: { ...body, action: { ...action, duration: p.duration } } };
  }
  return x;
}

/** A copy of an AST without spans and wording flags. */
export function normalize(x: unknown, kind?: unknown): unknown {
  if (Array.isArray(x)) return x.map((v) => normalize(v));
  if (!isObj(x)) return x;
  if (x.kind === "put") x = putTokenAsCreate(x) ?? x;
  if (isObj(x)) x = tappedAndAttacking(x);
  // "todo el daño que fueran a hacer las criaturas atacantes" / "all damage that would be dealt by attacking
  // creatures": the damage a source would deal is the damage dealt by it, in either voice
  if (isObj(x) && x.kind === "prevent" && x.by !== undefined && x.source === undefined) {
    const { by, order: _order, ...rest } = x;
    x = { ...rest, source: by };
  }
  // "If you would be dealt damage, … instead" (older printed English) / "Si se te fuera a hacer daño, en vez de eso, …"
  // ("If damage would be dealt to you, … instead"): the same event in either voice (615.1, 614.1a)
  if (isObj(x) && x.kind === "replacement" && isObj(x.event) && only(x.event, ["kind", "subject", "action"]) && isObj(x.event.action) && only(x.event.action, ["kind"]) && x.event.action.kind === "beDealtDamage") {
    const { event, instead, insteadAt: _at, kind: _kind, span: _span, ...rest } = x;
    if (only(rest, ["replacement", "nextTime"])) x = { ...rest, kind: "damageReplacement", to: (event as Obj).subject, instead: instead === false ? undefined : true };
  }
  // the older "Quando ~ for colocado num cemitério vindo do jogo" / "When ~ dies": "dies" means "is put into a graveyard
  // from the battlefield" (700.4)
  if (isObj(x) && x.kind === "event" && x.event === "putIntoGraveyard" && x.whose === "a" && x.from === "battlefield") {
    const { whose: _whose, from: _from, ...rest } = x;
    x = { ...rest, event: "dies" };
  }
  // "si se usó {R} para jugarlo" / "if {R} was spent to cast ~": the card's own spell, named or as "it"
  if (isObj(x) && x.kind === "manaSpent" && isObj(x.what) && x.what.kind === "pronoun" && x.what.word === "it") x = { ...x, what: { kind: "self" } };
  // the older "can't play creature spells" is today's "can't cast creature spells"
  if (isObj(x) && x.kind === "doWhat" && x.verb === "play" && mentionsSpell(x.what)) {
    const { verb: _verb, ...rest } = x;
    x = { ...rest, kind: "cast" };
  }
  if (!isObj(x)) return x;
  // "se convierte en una criatura artefacto 4/4": the P/T written among the types is the P/T it becomes ("es una
  // criatura artefacto Gárgola 2/3": the one it is)
  if ((x.kind === "becomes" || x.kind === "types") && x.pt === undefined && Array.isArray(x.words)) {
    const pt = x.words.find((w) => isObj(w) && w.class === "PTValue") as Obj | undefined;
    if (pt) x = { ...x, pt: pt.value, words: x.words.filter((w) => w !== pt) };
  }
  if (!isObj(x)) return x;
  if (Array.isArray(x.words) && x.words.every((w) => isObj(w) && (w.kind === "word" || w.kind === "conj"))) x = { ...x, words: canonicalWords(x.words) };
  if (!isObj(x)) return x;
  if (Array.isArray(x.sentences) && x.sentences.length > 1) x = { ...x, sentences: joinThenSentences(x.sentences) };
  if (!isObj(x)) return x;
  if (x.kind === "sequence" && Array.isArray(x.clauses) && Array.isArray(x.joins) && x.clauses.length > 1) x = joinDamageClauses(x);
  if (!isObj(x)) return x;
  if (x.kind === "sentence") x = sentenceCondition(x);
  if (!isObj(x)) return x;
  // "si no hay criaturas en juego" / "if no creatures are in play": "there are N … in Z" is "N … are in Z"
  if (x.kind === "thereIs" && only(x, ["kind", "what"]) && isObj(x.what) && isObj(x.what.filter) && Array.isArray(x.what.filter.post) && x.what.filter.post.length === 1) {
    const zone = x.what.filter.post[0];
    if (isObj(zone) && zone.kind === "zone") {
      const { post: _post, ...filter } = x.what.filter;
      x = { kind: "isIn", what: { ...x.what, filter }, zone };
    }
  }
  if (!isObj(x)) return x;
  // "Mientras controles un Portal, el Ogro … puede atacar …" / "~ can attack … as long as you control a Gate":
  // a static ability's condition before or after it (611.3a)
  if (x.kind === "static" && x.asLongAs === undefined && isObj(x.after) && x.after.kind === "asLongAs" && only(x.after, ["kind", "condition"])) {
    const { after, ...rest } = x;
    x = { ...rest, asLongAs: (after as Obj).condition };
  }
  if (!isObj(x)) return x;
  // "descarta una carta al azar de tu mano" / "discard a card at random": a discarded card comes from its owner's hand
  // (701.8a), said or not
  if (x.kind === "discard" && isObj(x.what) && isObj(x.what.filter) && Array.isArray(x.what.filter.post)) {
    const post = x.what.filter.post.filter((p) => !(isObj(p) && p.kind === "zone" && p.zone === "hand" && (p.prep === "from" || p.prep === "in") && ["you", "their", "its", "your"].includes(String(p.whose))));
    if (post.length !== x.what.filter.post.length) {
      const { post: _post, ...filter } = x.what.filter;
      x = { ...x, what: { ...x.what, filter: post.length ? { ...filter, post } : filter } };
    }
  }
  if (!isObj(x)) return x;
  // "Cada um de um número qualquer de oponentes alvo descarta …" / "Any number of target opponents each discards …":
  // "each of" the subject is the subject doing it each
  if (x.kind === "clause" && x.each === undefined && isObj(x.subject) && x.subject.kind === "partOf" && x.subject.count === "each" && only(x.subject, ["kind", "count", "of"])) x = { ...x, subject: x.subject.of, each: true };
  if (!isObj(x)) return x;
  // "coloque um deles no campo de batalha … e o outro na sua mão" / "put one onto the battlefield … and the other into
  // your hand": "one of them" is "one" of the cards just named
  if (x.kind === "partOf" && only(x, ["kind", "count", "of"]) && isObj(x.of) && x.of.kind === "pronoun" && x.of.word === "them" && isObj(x.count) && x.count.kind === "number") x = { kind: "someOf", count: x.count };
  if (!isObj(x)) return x;
  // "muéstrala" / "reveal that card": the card just named, as a pronoun
  const single = thatCard(x);
  if (single) x = { kind: "pronoun", word: single };
  // The qualifiers after a noun all hold at once: their order is word order ("una carta de tu mano
  // con coste de maná convertido de 3 o menos" and "a card with mana value 3 or less from your hand").
  if (isObj(x) && x.kind === "filter" && Array.isArray(x.post) && x.post.length > 1) {
    const k = (p: unknown) => JSON.stringify(normalize(p));
    x = { ...x, post: [...x.post].sort((a, b) => (k(a) < k(b) ? -1 : k(a) > k(b) ? 1 : 0)) };
  }
  if (!isObj(x)) return x;
  const out: Obj = {};
  for (const k of Object.keys(x).sort()) {
    if (wordingOf(x, k)) continue;
    if (k === "subject" && x.kind === "clause" && implicitSubject(x[k])) continue;
    let v = normalize(x[k]);
    // "a"/"an" is spelling; Spanish "su" and Portuguese "seu" do not tell "its" from "their",
    // which the sentence's subject decides in both languages.
    if (k === "det" && v === "an") v = "a";
    // Spanish and Portuguese always write the article ("la copia", "las criaturas"): "the copy" and
    // "creatures" alike
    if (k === "det" && v === "the") v = "none";
    // "descarta todas las cartas de su mano" / "discards all the cards in their hand": "all the" is "all"
    if (k === "det" && v === "allThe") v = "all";
    // "su controlador" does not tell "its controller" from "their controller"
    if (k === "of" && (x.kind === "controllerOf" || x.kind === "ownerOf") && isObj(v) && v.kind === "their") v = { ...v, kind: "it" };
    // "o controlador dela" / "that creature's controller": the object just named, as "its" (one noun, nothing more said of it)
    if (k === "of" && (x.kind === "controllerOf" || x.kind === "ownerOf") && isObj(v) && thatNoun(v)) v = { kind: "it" };
    if (k === "whose" && v === "its") v = "their";
    // ", and" in a series is punctuation; a keyword's land type is a name, not its capitalisation
    // "mira … y regrésalas" / "look at …, then put them back": a spell's instructions are followed in the
    // order written whether joined by "and" or "then" (608.2c)
    // (a bare comma as well: "busca …, muéstrala, baraja … y pon …" / "search …, reveal it, then shuffle … and put …")
    if (k === "joins" && Array.isArray(v)) v = v.map((j) => (typeof j === "string" ? j.replace(/^,\s*/, "").replace(/^(and )?then$/, "and").replace(/^$/, "and") : j));
    if (k === "of" && (x.kind === "keyword" || typeof x.keyword === "string") && typeof v === "string") v = v.toLowerCase();
    // "criatura que tenga la habilidad de volar" is "creature with flying"
    if (k === "kind" && v === "thatHas" && isObj(x.what) && x.what.kind === "keywords") v = "with";
    // the older "whenever you play a spell" is today's "cast" (the same trigger event)
    if (k === "event" && v === "plays" && x.kind === "event" && mentionsSpell(x.what)) v = "casts";
    // "luego baraja tu biblioteca" / older "then shuffle your library" is today's "then shuffle" (701.20)
    if (k === "whose" && x.kind === "shuffle" && v === "your") continue;
    // Spanish "o más" and Portuguese "ou mais" say both "or more" and "or greater" (≥ either way)
    if (k === "op" && v === "atLeastMore") v = "atLeast";
    // "X/X" and "x/x" are the same P/T
    if ((k === "pt" || (k === "value" && x.class === "PTValue")) && typeof v === "string") v = v.toUpperCase();
    // "una carta objetivo" is "target card" (an indefinite article before "objetivo"/"alvo" adds nothing)
    if (x.kind === "objects" && x.target === true && x.det === "a") {
      if (k === "target") continue;
      if (k === "det") v = "target";
    }
    // "la carta objetivo de un cementerio": a qualifier naming an object's zone says where it is,
    // "from" or "in" alike
    if (k === "prep" && x.kind === "zone" && v === "from" && !x.to) v = "in";
    // "protección contra el color de tu elección" / "protection from the color of your choice": what a
    // keyword protects from, as a bare quality or as objects named without a determiner
    if (k === "from" && x.kind === "from" && Array.isArray(v)) v = v.map((o) => (isObj(o) && o.kind === "objects" && o.det === "none" && Object.keys(o).every((f) => f === "kind" || f === "det" || f === "filter") ? o.filter : o));
    if (v !== undefined) out[k] = v;
  }
  void kind;
  return out;
}

/** Whether two ASTs (or parse results' abilities) mean the same, modulo spans and wording. */
export function sameMeaning(a: unknown, b: unknown): boolean {
  return JSON.stringify(normalize(a)) === JSON.stringify(normalize(b));
}

function codeFor(path: string[], key: string, a: unknown, b: unknown, kindA: unknown): DifferenceCode {
  const joined = path.join(".");
  if (key === "keyword") return "keyword";
  if (/\btrigger\b/.test(joined) || kindA === "trigger") return "trigger";
  if (kindA === "duration" || key === "duration" || key === "until") return "duration";
  if ((isObj(a) && a.kind === "number") || (isObj(b) && b.kind === "number") || key === "value" && (typeof a === "number" || typeof b === "number") || key === "count" || key === "amount") return "number";
  if (key === "target" || key === "det" || (isObj(a) && a.kind === "anyTarget") || (isObj(b) && b.kind === "anyTarget")) return "target";
  if (["you", "players", "controllerOf", "ownerOf"].includes(String(isObj(a) ? a.kind : "")) || ["who", "whose", "player"].includes(key)) return "player";
  if (key === "words" || key === "value" || key === "class") return "word";
  return "structure";
}

function describe(x: unknown): string {
  const s = JSON.stringify(normalize(x));
  return s === undefined ? "nothing" : s.length > 80 ? s.slice(0, 77) + "..." : s;
}

/**
 * The differences between a localized parse (`a`) and the English parse of the same card (`b`).
 * Empty when they mean the same.
 */
export function compareParses(a: Pick<ParseResult, "abilities">, b: Pick<ParseResult, "abilities">): Difference[] {
  const diffs: Difference[] = [];
  const aa = a.abilities as unknown as Obj[];
  const bb = b.abilities as unknown as Obj[];
  const n = Math.max(aa.length, bb.length);
  for (let i = 0; i < n; i++) {
    const x = aa[i];
    const y = bb[i];
    if (!x) {
      diffs.push({ code: "ability.missing", message: `The translation lacks ability ${i + 1} (${String(y!.kind)})`, en_span: y!.span as Span, path: `abilities.${i}` });
      continue;
    }
    if (!y) {
      diffs.push({ code: "ability.extra", message: `The translation has an extra ability ${i + 1} (${String(x.kind)})`, span: x.span as Span, path: `abilities.${i}` });
      continue;
    }
    walk(x, y, ["abilities", String(i)], x.span as Span, y.span as Span, diffs);
  }
  return diffs;
}

function walk(a: unknown, b: unknown, path: string[], sa: Span | undefined, sb: Span | undefined, out: Difference[], key = ""): void {
  if (isObj(a) && Array.isArray(a.span)) sa = a.span as Span;
  if (isObj(b) && Array.isArray(b.span)) sb = b.span as Span;
  if (JSON.stringify(normalize(a)) === JSON.stringify(normalize(b))) return;
  if (Array.isArray(a) && Array.isArray(b) && key === "sentences" && a.length !== b.length) {
    a = joinThenSentences(a);
    b = joinThenSentences(b);
  }
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) {
      const clause = key === "sentences" || key === "effects" || key === "modes";
      out.push({
        code: clause ? (a.length < b.length ? "clause.missing" : "clause.extra") : codeFor(path, key, a, b, undefined),
        message: `${key || "list"}: ${a.length} in the translation, ${b.length} in English`,
        span: sa,
        en_span: sb,
        path: path.join("."),
      });
      return;
    }
    a.forEach((v, i) => walk(v, b[i], [...path, String(i)], sa, sb, out, key));
    return;
  }
  if (isObj(a) && isObj(b) && a.kind === b.kind && a.keyword !== b.keyword) {
    out.push({ code: "keyword", message: `keyword: ${String(a.keyword)} in the translation, ${String(b.keyword)} in English`, span: sa, en_span: sb, path: path.join(".") });
    return;
  }
  if (isObj(a) && isObj(b) && a.kind === b.kind) {
    const implicit = (v: unknown) => v === undefined || implicitSubject(v);
    const keys = new Set(
      [...Object.keys(a), ...Object.keys(b)].filter((k) => !wordingOf(a, k) && !wordingOf(b, k) && !(k === "subject" && a.kind === "clause" && implicit(a[k]) && implicit(b[k]))),
    );
    for (const k of keys) walk(a[k], b[k], [...path, k], sa, sb, out, k);
    return;
  }
  const code = isObj(a) && isObj(b) && path.length === 2 ? "ability.kind" : codeFor(path, key, a, b, isObj(a) ? a.kind : undefined);
  out.push({ code, message: `${key || "node"}: ${describe(a)} in the translation, ${describe(b)} in English`, span: sa, en_span: sb, path: path.join(".") });
}
