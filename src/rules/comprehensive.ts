/**
 * A small reader of the Comprehensive Rules text file (the plain-text edition
 * Wizards publishes: a contents list, the numbered rules, a glossary, credits).
 *
 * - `parseRules` / `readRules`: rule number → rule text ("702.2" → "Deathtouch",
 *   "702.2a" → "Deathtouch is a static ability."). `Example:` paragraphs are
 *   kept, each on its own line after the rule text.
 * - `parseGlossary`: glossary term → definition.
 * - `deriveKeywordClasses`: for every keyword of rule 702 (and every variant
 *   the rules define, "Typecycling is a variant of the cycling ability"), the
 *   classes of ability the keyword stands for, read from the rules' own words.
 *
 * How the classes are read (general wording rules, no keyword is named here):
 *
 * 1. A sentence defines a keyword when its subject is the keyword (optionally
 *    quoted, with an article, with "ability"/"abilities", with a scope such as
 *    "on a permanent", or with its parameters: "Suspend N—[cost]"), a pronoun
 *    ("It"), or an enumerator that continues the previous definition ("The
 *    first", "The second and third", "One", "The other ability represented
 *    by ..."). The verb is "is", "are", "represents", "appears", ...
 * 2. In the predicate of a defining sentence (quotations and parentheses left
 *    out) every indefinite noun phrase "a/an/one/two/three/both a [class]
 *    ability/abilities" names a class: "is a static ability", "represents two
 *    static abilities", "represents both a static ability and a triggered
 *    ability", "is a special kind of activated ability", "is a static ability
 *    linked to a triggered ability" (CR 603.11: the linked triggered ability is
 *    written in the same paragraph, so it is part of the keyword). Noun phrases
 *    with a definite determiner ("the first ability", "the hexproof ability",
 *    "its daybound ability") name an ability already counted, and "a delayed
 *    triggered ability" that an ability "may create" is created by an effect
 *    (CR 603.7), not represented by the keyword: both are left out.
 * 3. A class word that is not one of the four general categories of CR 113.3
 *    is looked up in the glossary: "Characteristic-Defining Ability — A kind of
 *    static ability ..." makes "characteristic-defining" a class whose general
 *    category is static. A term the glossary does not define as a kind of
 *    ability ("evasion ability", "keyword ability") names no class.
 * 4. "X is a variant of [the] Y [ability]" and "X is a special form of Y" make
 *    X a keyword of Y's section; a variant whose own sentences name no class
 *    has the classes of Y.
 * 5. When the rules call the keyword an ability or a keyword without naming a
 *    class ("Fading is a keyword that represents two abilities", "Disturb is
 *    an ability found on ...", "Flying is an evasion ability"), the classes are
 *    read from how its meaning is written, per CR 113.3: each quoted meaning
 *    ('"Fading N" means "A" and "B"') that begins with "when", "whenever" or
 *    "at" is a triggered ability, one written "[Cost]: [Effect]" is an
 *    activated ability, any other statement is a static ability (113.3d,
 *    604.1). With no quoted meaning, the rules' description itself is a
 *    statement, hence static.
 * 6. A section whose title joins two names with "and" ("Daybound and
 *    Nightbound") defines two keywords when each name is the subject of a
 *    sentence of the section.
 *
 * Sections the reader cannot classify are reported in `unclassified`.
 */
import { readFileSync } from "node:fs";

/** The four general categories of abilities (CR 113.3). */
export type AbilityCategory = "static" | "triggered" | "activated" | "spell";

/** A class of ability as the rules name it: a general category or a glossary subclass of one. */
export type CrAbilityClass = AbilityCategory | "characteristic-defining";

export interface DerivedKeyword {
  /** Section number, e.g. "702.29". */
  rule: string;
  /** Lowercase name as the rules write it, placeholders kept: "cycling", "typecycling", "partner with [name]". */
  name: string;
  /** The keyword this one is a variant of (rule 4), by name. */
  variantOf?: string;
  /** Classes as the rules name them, in order of first mention. */
  classes: CrAbilityClass[];
  /** The general categories (CR 113.3) of those classes. */
  categories: AbilityCategory[];
  /** How the classes were found (see the rules in the module comment). */
  how: "stated" | "inherited" | "meaning" | "statement" | "none";
  /** Written forms the rules give: "Cycling [cost]", "Protection from [quality]". */
  forms: string[];
  /** The sentences used, prefixed with their rule number. */
  evidence: string[];
  /** Remarks: class terms that name no class, meaning-based classes that differ from the stated ones. */
  notes: string[];
}

export interface KeywordSection {
  rule: string;
  title: string;
  names: string[];
}

export interface KeywordDerivation {
  sections: KeywordSection[];
  keywords: DerivedKeyword[];
  /** Keywords (and so sections) the reader could not classify. */
  unclassified: { rule: string; name: string; reason: string }[];
}

// ---------------------------------------------------------------------------
// Reading the file

const SECTION_LINE = /^(\d{3})\.\s+(\S.*)$/;
const RULE_LINE = /^(\d{3}\.\d+)\.\s+(\S.*)$/;
const SUBRULE_LINE = /^(\d{3}\.\d+[a-z])\s+(\S.*)$/;

function lines(text: string): string[] {
  return text.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
}

/** Index of the line where the numbered rules start and end (the contents list repeats the headings). */
function bodyBounds(all: string[]): { start: number; end: number } {
  const trimmed = all.map((l) => l.trim());
  const glossary = trimmed.lastIndexOf("Glossary");
  // The contents list ends with "Glossary" and "Credits"; the body starts after that first "Credits".
  const firstCredits = trimmed.indexOf("Credits");
  const start = firstCredits >= 0 && firstCredits < glossary ? firstCredits + 1 : 0;
  return { start, end: glossary > start ? glossary : all.length };
}

/** Rule number → text, from the text of the rules file. */
export function parseRules(text: string): Map<string, string> {
  const all = lines(text);
  const { start, end } = bodyBounds(all);
  const rules = new Map<string, string>();
  let last: string | undefined;
  for (let i = start; i < end; i++) {
    const line = all[i].trim();
    if (line === "") continue;
    const m = SUBRULE_LINE.exec(line) ?? RULE_LINE.exec(line) ?? SECTION_LINE.exec(line);
    if (m) {
      rules.set(m[1], m[2]);
      last = m[1];
    } else if (last !== undefined) {
      // "Example: ..." paragraphs (and anything else unnumbered) belong to the rule above.
      rules.set(last, `${rules.get(last)}\n${line}`);
    }
  }
  return rules;
}

/** Rule number → text, from a rules file on disk (UTF-8, with or without BOM). */
export function readRules(path: string): Map<string, string> {
  return parseRules(readFileSync(path, "utf8"));
}

/** Glossary term → definition. Terms are kept as printed ("Characteristic-Defining Ability"). */
export function parseGlossary(text: string): Map<string, string> {
  const all = lines(text);
  const trimmed = all.map((l) => l.trim());
  const start = trimmed.lastIndexOf("Glossary");
  const end = trimmed.lastIndexOf("Credits");
  const glossary = new Map<string, string>();
  if (start < 0) return glossary;
  let block: string[] = [];
  const flush = () => {
    if (block.length >= 2) glossary.set(block[0], block.slice(1).join("\n"));
    block = [];
  };
  for (let i = start + 1; i < (end > start ? end : all.length); i++) {
    if (trimmed[i] === "") flush();
    else block.push(trimmed[i]);
  }
  flush();
  return glossary;
}

// ---------------------------------------------------------------------------
// Sentences

/**
 * Split a rule's text into sentences. A full stop ends a sentence only outside
 * double quotes and parentheses; a quotation or a parenthesis that ends with a
 * full stop ends the sentence too ('... means "... an instant." Next sentence',
 * '(See rule 510, "Combat Damage Step.") Next sentence').
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let inQuote = false;
  let depth = 0;
  let from = 0;
  const at = (i: number) => (i < text.length ? text[i] : " ");
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '"') {
      inQuote = !inQuote;
      if (!inQuote && depth === 0 && /[.!?]/.test(text[i - 1] ?? "") && /\s/.test(at(i + 1)) && /[A-Z"(]/.test(at(i + 2))) {
        out.push(text.slice(from, i + 1).trim());
        from = i + 1;
      }
    } else if (!inQuote && c === "(") depth++;
    else if (!inQuote && c === ")") {
      depth = Math.max(0, depth - 1);
      // "(See rule 510, "Combat Damage Step.")" ends a sentence of its own.
      if (depth === 0 && /[.!?]"?$/.test(text.slice(Math.max(0, i - 2), i)) && /\s/.test(at(i + 1)) && /[A-Z"(]/.test(at(i + 2))) {
        out.push(text.slice(from, i + 1).trim());
        from = i + 1;
      }
    }
    else if (!inQuote && depth === 0 && /[.!?]/.test(c) && /\s/.test(at(i + 1))) {
      out.push(text.slice(from, i + 1).trim());
      from = i + 1;
    }
  }
  const rest = text.slice(from).trim();
  if (rest) out.push(rest);
  return out.filter((s) => s.length > 0);
}

/** Remove double-quoted text and parentheses (outside quotes) from a sentence. */
function unquoted(sentence: string): string {
  let out = "";
  let inQuote = false;
  let depth = 0;
  for (const c of sentence) {
    if (c === '"') {
      inQuote = !inQuote;
      out += " ";
    } else if (inQuote) continue;
    else if (c === "(") depth++;
    else if (c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** Remove parenthesized text (outside double quotes) from a sentence: "(See rule 603.11.)". */
function withoutParentheses(sentence: string): string {
  let out = "";
  let inQuote = false;
  let depth = 0;
  for (const c of sentence) {
    if (c === '"') inQuote = !inQuote;
    if (!inQuote && c === "(") depth++;
    else if (!inQuote && c === ")") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += c;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** The top-level double-quoted strings of a piece of text. */
function quotations(text: string): string[] {
  const out: string[] = [];
  const re = /"([^"]*)"/g;
  for (let m = re.exec(text); m; m = re.exec(text)) out.push(m[1]);
  return out;
}

// ---------------------------------------------------------------------------
// Written form of an ability (CR 113.3)

/** Mask nested single-quoted abilities ("has 'Whenever ...'") so that their words do not count. */
function maskNested(text: string): string {
  return text.replace(/(^|[\s(])'[^']*'(?=[\s.,;:)]|$)/g, "$1''");
}

/**
 * The general category of an ability from how it is written (CR 113.3b-d):
 * "[Trigger condition], [effect]" beginning with "when", "whenever" or "at" is
 * triggered; "[Cost]: [Effect.]" is activated; a statement is static. (A spell
 * ability is also written as a statement; the form cannot tell it apart.)
 */
export function classifyWrittenAbility(text: string): AbilityCategory {
  const t = maskNested(text.trim());
  if (/^(when|whenever|at)\b/i.test(t)) return "triggered";
  const first = splitSentences(t)[0] ?? t;
  if (/:\s/.test(first) || /:$/.test(first)) return "activated";
  return "static";
}

// ---------------------------------------------------------------------------
// Keyword names and subjects

const PARAM_WORD = /^(\[[^\]]*\]|n|x|\d+|—|-|a|an|for|onto|from|with|of|and|and\/or|or)$/;

/** Words of a phrase: lowercase, quotes removed, bracketed placeholders kept as single words. */
function words(phrase: string): string[] {
  const s = phrase
    .toLowerCase()
    .replace(/["“”]/g, "")
    .replace(/\s*—\s*/g, " — ")
    .replace(/[.,:]+$/g, "")
    .trim();
  const out: string[] = [];
  const re = /\[[^\]]*\][a-z-]*|[^\s[]+/g;
  for (let m = re.exec(s); m; m = re.exec(s)) {
    const w = m[0].replace(/[,:;.]+$/, "");
    if (w !== "") out.push(w);
  }
  return out;
}

/** A placeholder word matches any bracketed word; "[type]cycling" matches "typecycling" (brackets dropped). */
function wordMatches(nameWord: string, subjectWord: string): boolean {
  if (nameWord === subjectWord) return true;
  if (nameWord.startsWith("[") && subjectWord.startsWith("[")) return true;
  return nameWord === subjectWord.replace(/[[\]]/g, "");
}

/**
 * Does `subject` refer to keyword `name`? The subject must contain the name's
 * words in a row, and its other words must be parameters, placeholders,
 * articles or prepositions ("Suspend N—[cost]", "Affinity for [text]").
 * Returns the number of words matched (0: no).
 */
function refersTo(name: string, subject: string): number {
  const nw = words(name);
  const sw = words(subject);
  for (let i = 0; i + nw.length <= sw.length; i++) {
    if (!nw.every((w, k) => wordMatches(w, sw[i + k]))) continue;
    const rest = [...sw.slice(0, i), ...sw.slice(i + nw.length)];
    if (rest.every((w) => PARAM_WORD.test(w))) return nw.length;
  }
  return 0;
}

/** Strip what does not name the keyword from a sentence subject. */
function normalizeSubject(subject: string): string {
  return subject
    .replace(/^(the phrase|the keyword|an?|the)\s+/i, "")
    .replace(/\s+abilit(y|ies)$/i, "")
    .replace(/\s+on\s+(a|an|the)\s+.*$/i, "") // scope: "Hexproof" on a permanent, Ascend on an instant ...
    .trim();
}

const PRONOUN = /^(it|this ability|this keyword)$/i;
const ENUMERATOR =
  /^(the\s+)?(first|second|third|fourth|other|one|last)(\s+(and|or)\s+(second|third|fourth|last))?(\s+(one|ability|abilities))?(\s+represented by\s+.*)?$/i;

// ---------------------------------------------------------------------------
// Class noun phrases

const CATEGORIES: readonly AbilityCategory[] = ["static", "triggered", "activated", "spell"];

interface ClassResolver {
  /** The class named by a qualifier ("static", "characteristic-defining"), or undefined when it names none. */
  resolve(qualifier: string): { cls: CrAbilityClass; category: AbilityCategory } | undefined;
  /** Is "[qualifier] ability" a glossary term ("evasion ability", "keyword ability")? */
  isTerm(qualifier: string): boolean;
  /** The general category of a class resolved so far. */
  categoryOf(cls: CrAbilityClass): AbilityCategory;
}

function classResolver(glossary: Map<string, string>): ClassResolver {
  const byLower = new Map<string, string>();
  for (const [term, def] of glossary) byLower.set(term.toLowerCase(), def);
  const categories = new Map<CrAbilityClass, AbilityCategory>(CATEGORIES.map((c) => [c, c]));
  return {
    resolve(qualifier) {
      const q = qualifier.toLowerCase();
      if ((CATEGORIES as readonly string[]).includes(q)) return { cls: q as AbilityCategory, category: q as AbilityCategory };
      const def = byLower.get(`${q} ability`);
      const m = def ? /^A kind of (static|triggered|activated|spell) ability/i.exec(def) : null;
      if (!m) return undefined;
      const category = m[1].toLowerCase() as AbilityCategory;
      // Only subclasses this module's type knows are kept as such; others count as their category.
      const cls: CrAbilityClass = q === "characteristic-defining" ? "characteristic-defining" : category;
      categories.set(cls, category);
      return { cls, category };
    },
    isTerm(qualifier) {
      return byLower.has(`${qualifier.toLowerCase()} ability`);
    },
    categoryOf(cls) {
      return categories.get(cls) ?? "static";
    },
  };
}

interface ClassMention {
  classes: CrAbilityClass[];
  /** Ability nouns without a class ("two abilities", "an ability", "a keyword"). */
  unclassed: string[];
  /** Glossary terms for abilities that are not a kind of a class ("evasion ability"). */
  terms: string[];
}

/** Function words: they end a qualifier ("one of which may create ...", "a card with ..."). */
const FUNCTION_WORD = "(?:that|which|who|of|with|is|are|the|its|may|create|creates|and|or|to|in|on|from|by|for|while|as)";
/** Up to three words before "ability", none of them a function word. */
const QUALIFIER = `((?:(?!${FUNCTION_WORD}\\b)[a-z]+(?:-[a-z]+)*\\s+){0,3}?)`;
/** An indefinite ability noun phrase, or a bare plural that opens the predicate ("are triggered abilities"). */
const ABILITY_NP = new RegExp(`(?:\\b(?:a|an|one|two|three|four|both\\s+an?)\\s+|^)${QUALIFIER}(abilit(?:y|ies)|keyword)\\b`, "gi");
/** "a special kind of activated ability": the determiner belongs to "kind", the class to "ability". */
const KIND_OF = /\b(?:a|an)\s+(?:special\s+)?(?:kind|type)\s+of\s+([a-z-]+)\s+ability\b/gi;

/** The classes named by the indefinite ability noun phrases of a predicate (rules 2 and 3). */
function classesOf(predicate: string, resolver: ClassResolver): ClassMention {
  const text = unquoted(predicate);
  const mention: ClassMention = { classes: [], unclassed: [], terms: [] };
  for (let m = ABILITY_NP.exec(text); m; m = ABILITY_NP.exec(text)) {
    if (m[0] === "") {
      ABILITY_NP.lastIndex++;
      continue;
    }
    const qualifierWords = m[1].trim().split(/\s+/).filter(Boolean);
    // A bare plural must be the whole opening of the predicate ("triggered abilities that ...").
    if (m.index === 0 && !/^(a|an|one|two|three|four|both)\s/i.test(m[0]) && !/abilities$/i.test(m[0])) continue;
    // An ability that an effect creates is not one the keyword represents (CR 603.7).
    if (qualifierWords.includes("delayed") || /\bcreates?\s*$/i.test(text.slice(0, m.index))) continue;
    if (m[2].toLowerCase() === "keyword") {
      if (qualifierWords.length === 0) mention.unclassed.push(m[0]);
      continue;
    }
    const resolved = qualifierWords.length > 0 ? resolveQualifier(qualifierWords, resolver) : undefined;
    if (resolved) mention.classes.push(resolved.cls);
    else {
      mention.unclassed.push(m[0]);
      const term = qualifierWords.join(" ");
      if (term && resolver.isTerm(term)) mention.terms.push(`${term} ability`);
    }
  }
  for (let m = KIND_OF.exec(text); m; m = KIND_OF.exec(text)) {
    const resolved = resolveQualifier([m[1]], resolver);
    if (resolved) mention.classes.push(resolved.cls);
  }
  return mention;
}

/** The class named by a qualifier: its longest tail that names one ("two spell" → spell). */
function resolveQualifier(qualifierWords: string[], resolver: ClassResolver) {
  for (let i = 0; i < qualifierWords.length; i++) {
    const r = resolver.resolve(qualifierWords.slice(i).join(" "));
    if (r) return r;
  }
  return undefined;
}

// ---------------------------------------------------------------------------
// Deriving the keyword classes

interface Work {
  rule: string;
  name: string;
  variantOf?: string;
  stated: CrAbilityClass[];
  unclassed: string[];
  terms: string[];
  meanings: string[];
  forms: string[];
  evidence: string[];
  calledAbility: boolean;
}

const VERB = /^(.+?)\s+(is|are|represents|represent|appears|appear|modifies|means|mean)\s+(.*)$/i;
const VARIANT_OF = /^(?:a|an)\s+(?:variant|special form|special kind|kind|form)\s+of\s+(?:the\s+)?(.+?)(?:\s+abilit(?:y|ies))?(?:\s+(?:that|which)\s+.*)?$/i;

function unique<T>(xs: readonly T[]): T[] {
  return [...new Set(xs)];
}

/** Keyword sections of rule 702 (702.N whose text is a title, not a sentence). */
function keywordSections(rules: Map<string, string>): { rule: string; title: string; subrules: [string, string][] }[] {
  const out: { rule: string; title: string; subrules: [string, string][] }[] = [];
  for (const [num, text] of rules) {
    const m = /^702\.(\d+)$/.exec(num);
    if (!m) continue;
    const title = text.split("\n")[0].trim();
    if (/[.:]$/.test(title) || title.split(/\s+/).length > 6) continue; // 702.1 is a rule, not a title
    const subrules: [string, string][] = [];
    for (const [sub, subText] of rules) if (new RegExp(`^702\\.${m[1]}[a-z]$`).test(sub)) subrules.push([sub, subText]);
    out.push({ rule: num, title, subrules });
  }
  return out;
}

/** Every keyword of rule 702 with the classes of ability the rules say it stands for. */
export function deriveKeywordClasses(rulesText: string): KeywordDerivation {
  const rules = parseRules(rulesText);
  const resolver = classResolver(parseGlossary(rulesText));
  const sections: KeywordSection[] = [];
  const keywords: DerivedKeyword[] = [];
  const unclassified: KeywordDerivation["unclassified"] = [];

  for (const section of keywordSections(rules)) {
    // Sentences of the section, examples left out.
    const sentences: { rule: string; text: string }[] = [];
    for (const [sub, text] of section.subrules) {
      const body = text.split("\n").filter((l) => !/^Example:/.test(l)).join(" ");
      for (const s of splitSentences(body)) {
        const text = withoutParentheses(s).replace(/^It's\b/, "It is");
        if (text) sentences.push({ rule: sub, text });
      }
    }
    const subjects = sentences.map((s) => VERB.exec(s.text)?.[1] ?? "").map(normalizeSubject);

    // Rule 6: "A and B" titles.
    const titleLower = section.title.toLowerCase();
    let names = [titleLower];
    const parts = titleLower.split(/\s+and\s+/);
    if (parts.length > 1 && parts.every((p) => subjects.some((s) => refersTo(p, s) > 0 && words(s).length === words(p).length))) names = parts;

    const work = new Map<string, Work>();
    const add = (name: string, variantOf?: string) => {
      if (!work.has(name))
        work.set(name, { rule: section.rule, name, variantOf, stated: [], unclassed: [], terms: [], meanings: [], forms: [], evidence: [], calledAbility: false });
      return work.get(name)!;
    };
    for (const n of names) add(n);

    const resolveSubject = (subject: string): Work | undefined => {
      let best: Work | undefined;
      let bestLen = 0;
      for (const w of work.values()) {
        const len = refersTo(w.name, subject);
        if (len > bestLen) {
          best = w;
          bestLen = len;
        }
      }
      return best;
    };

    let current: Work | undefined;
    let currentRule = "";
    for (const { rule, text } of sentences) {
      if (rule !== currentRule) {
        currentRule = rule;
        current = undefined; // pronouns and enumerators do not reach into another subrule
      }
      const m = VERB.exec(text);
      if (!m) continue;
      const rawSubject = m[1];
      const verb = m[2].toLowerCase();
      const predicate = m[3];
      const subject = normalizeSubject(rawSubject);

      // Rule 4: variants.
      const variant = /^(is|are)$/.test(verb) ? VARIANT_OF.exec(unquoted(predicate).replace(/\.$/, "")) : null;
      if (variant) {
        const parent = resolveSubject(variant[1]);
        if (parent && !resolveSubjectExact(work, subject)) {
          const name = words(subject.replace(/"/g, "")).join(" ");
          const v = add(name, parent.name);
          v.evidence.push(`${rule} ${text}`);
          const quoted = quotations(rawSubject)[0];
          if (quoted) v.forms.push(quoted);
          current = v;
          continue;
        }
      }

      let target: Work | undefined;
      if (PRONOUN.test(subject) || ENUMERATOR.test(subject)) target = current;
      else target = resolveSubject(subject);
      if (!target) continue;
      current = target;

      if (verb === "means" || verb === "mean") {
        target.meanings.push(...quotations(predicate));
        const form = quotations(rawSubject)[0] ?? (PRONOUN.test(subject) ? undefined : subject);
        if (form) target.forms.push(form);
        target.evidence.push(`${rule} ${text}`);
        continue;
      }
      const quotedSubject = quotations(rawSubject)[0];
      if (quotedSubject && refersTo(target.name, quotedSubject) > 0) target.forms.push(quotedSubject);
      const mention = classesOf(predicate, resolver);
      target.stated.push(...mention.classes);
      target.unclassed.push(...mention.unclassed);
      target.terms.push(...mention.terms);
      if (mention.classes.length > 0 || mention.unclassed.length > 0) {
        target.calledAbility = true;
        target.evidence.push(`${rule} ${text}`);
      }
      // "written "Enchant [object or player].""; "a triggered ability that means "When ...""
      const written = /\bwritten\s+(?:as\s+)?"([^"]*)"/i.exec(predicate);
      if (written) target.forms.push(written[1].replace(/\.$/, ""));
      const inner = /\bthat means\s+(".*)$/i.exec(predicate);
      if (inner) target.meanings.push(...quotations(inner[1]));
    }

    sections.push({ rule: section.rule, title: section.title, names: [...work.keys()] });

    // Classify: stated, then inherited (variants), then meaning, then statement.
    const done = new Map<string, DerivedKeyword>();
    const finish = (w: Work): DerivedKeyword => {
      const have = done.get(w.name);
      if (have) return have;
      const notes: string[] = [];
      for (const t of unique(w.terms)) notes.push(`"${t}" (glossary) is not a kind of any class of ability`);
      const meaningClasses = unique(w.meanings.map(classifyWrittenAbility));
      let classes: CrAbilityClass[] = unique(w.stated);
      let how: DerivedKeyword["how"] = "stated";
      if (classes.length === 0 && w.variantOf) {
        const parent = work.get(w.variantOf);
        if (parent) {
          classes = [...finish(parent).classes];
          how = "inherited";
        }
      }
      if (classes.length === 0 && meaningClasses.length > 0) {
        classes = meaningClasses;
        how = "meaning";
      }
      if (classes.length === 0 && (w.calledAbility || w.variantOf)) {
        classes = ["static"];
        how = "statement";
        notes.push("no class named and no quoted meaning: described by statements, so static (CR 113.3d, 604.1)");
      }
      if (classes.length === 0) how = "none";
      const categories = unique(classes.map((c) => resolver.categoryOf(c)));
      if (how === "stated" || how === "inherited") {
        const differs = meaningClasses.filter((c) => !categories.includes(c));
        if (differs.length > 0) notes.push(`its quoted meaning reads as ${differs.join(", ")} (CR 113.3) besides the stated ${categories.join(", ")}`);
      }
      const kw: DerivedKeyword = {
        rule: w.rule,
        name: w.name,
        ...(w.variantOf ? { variantOf: w.variantOf } : {}),
        classes,
        categories,
        how,
        forms: w.forms.filter((f, i) => w.forms.findIndex((g) => g.toLowerCase() === f.toLowerCase()) === i),
        evidence: w.evidence,
        notes,
      };
      done.set(w.name, kw);
      return kw;
    };
    for (const w of work.values()) {
      const kw = finish(w);
      keywords.push(kw);
      if (kw.classes.length === 0)
        unclassified.push({ rule: kw.rule, name: kw.name, reason: w.evidence.length ? "no class and no meaning found" : "no defining sentence found" });
    }
  }
  return { sections, keywords, unclassified };
}

function resolveSubjectExact(work: Map<string, Work>, subject: string): boolean {
  const sw = words(subject).join(" ");
  return [...work.keys()].some((n) => words(n).join(" ") === sw);
}
