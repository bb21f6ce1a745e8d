/**
 * The Romance rule overrides (see ./romance.ts).
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import { EOF, type IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, val, type Grammar } from "../rules/kit.ts";
import { tokEnd } from "../../lexer/lexer.ts";
import { ES_COUNTER_NAMES } from "../../../grammar/es/lexicon.ts";
import { PT_COUNTER_NAMES } from "../../../grammar/pt/lexicon.ts";

/** Counter kinds by their Spanish and Portuguese names (the same word means the same kind in both). */
const COUNTER_NAMES: ReadonlyMap<string, string> = new Map([...Object.entries(ES_COUNTER_NAMES), ...Object.entries(PT_COUNTER_NAMES)]);

/** Filter words that name what a noun phrase is (its head) rather than qualify it. */
const HEADS = new Set(["CardType", "Subtype", "Card", "Permanent", "Spell", "Token", "Player", "Opponent", "Source", "Ability", "Emblem", "Color", "Type"]);

/** Nouns that types qualify ("carta de criatura" is "creature card"), and the types. */
const NOUNS = new Set(["Card", "Permanent", "Spell", "Token"]);
const TYPES = new Set(["CardType", "Subtype"]);

interface Item {
  conj?: string;
  head?: Node;
  adjs: Node[];
}

/**
 * English order of a Romance filter: each group's adjectives, then its head; when only the
 * first group has a head ("criatura verde o blanca"), the head comes once, at the end.
 */
function englishOrder(groups: Item[]): Node[] {
  const words: Node[] = [];
  // "hechizo de instantáneo o conjuro", "carta de artefacto o encantamiento": the later groups'
  // types qualify the first group's noun ("instant or sorcery spell").
  const noun = groups[0]!.head;
  // "card de mágica instantânea": the Portuguese name of the instant type holds the word "spell" ("instant card").
  if (noun?.class === "Card") for (const g of groups) g.adjs = g.adjs.filter((w) => w.class !== "Spell" || w.negated);
  // ("la mágica o criatura objetivo" names two things, "target spell or creature": the first noun has no type of its own)
  const typed = groups[0]!.adjs.some((w) => TYPES.has(String(w.class)));
  if (groups.length > 1 && noun && NOUNS.has(String(noun.class)) && (typed || noun.class !== "Spell") && groups.slice(1).every((g) => !g.head || TYPES.has(String(g.head.class)))) {
    for (const g of groups.slice(1)) {
      if (g.head) g.adjs.push(g.head);
      delete g.head;
    }
  }
  const sharedHead = groups.length > 1 && groups[0]!.head && groups.slice(1).every((g) => !g.head);
  groups.forEach((g, i) => {
    if (g.conj) words.push({ kind: "conj", value: g.conj });
    words.push(...g.adjs);
    if (g.head && !sharedHead) words.push(g.head);
    if (sharedHead && i === groups.length - 1) words.push(groups[0]!.head!);
  });
  return words;
}

/** Verb tokens that are adjectives only as participles ("atacante", "girada"), not as finite verbs ("ataque", "gira"). */
const PARTICIPLE_VERBS = new Set(["Tap", "Untap", "Attack", "Block", "Copy", "Activate", "Trigger"]);
function finiteVerb(t: IToken): boolean {
  return PARTICIPLE_VERBS.has(t.tokenType.name) && !/(ed|ing)$/.test(t.image);
}

/** English order of a token's kinds: supertypes, subtypes, then card types ("Servo artifact creature"). */
const TOKEN_ORDER = ["Supertype", "Subtype", "CardType"];
const TYPE_ORDER = ["artifact", "enchantment", "land", "creature"];
function englishTokenOrder(words: Node[]): Node[] {
  const rank = (w: Node) => {
    const r = TOKEN_ORDER.indexOf(String(w.class));
    return (r < 0 ? -1 : r) * 10 + (w.class === "CardType" ? TYPE_ORDER.indexOf(String(w.value)) : 0);
  };
  return words.map((w, i) => [w, i] as const).sort((a, b) => rank(a[0]) - rank(b[0]) || a[1] - b[1]).map(([w]) => w);
}

/** Filter words a "no … ni …" negates. */
const NEGATABLE = new Set(["CardType", "Supertype", "Subtype", "ColorWord"]);
const NEGATABLE_TOKENS: ReadonlySet<unknown> = new Set([W.CardType, W.Supertype, W.Subtype, W.ColorWord]);

/**
 * Tokens after which "Mientras …, …" opens an ability or its effect ("{T}: Mientras …, el Elfo objetivo obtiene …":
 * "As long as …"); after a sentence of an effect or a closing quote it is how long the effect lasts ("… Mientras esa
 * criatura tenga un contador …, tiene …": "For as long as …").
 */
const SENTENCE_OPENERS: ReadonlySet<unknown> = new Set([T.Comma, T.NewLine, T.Colon, T.Dash, EOF]);

/** Words of one noun in a list of nouns with their articles ("a habilidade ativada", "o planeswalker preto"). */
const LIST_WORDS: ReadonlySet<unknown> = new Set([W.CardType, W.Subtype, W.Supertype, W.ColorWord, W.Spell, W.Ability, W.Activate, W.Trigger, W.Permanent, W.Card, W.Token, W.Not]);

/** Tokens that end a noun phrase. */
const PHRASE_END: ReadonlySet<unknown> = new Set([T.Period, T.Comma, T.NewLine, W.And, W.Then, W.Under, W.Instead, EOF]);

/** Nouns a participle "escolhido"/"elegida" after them qualifies ("the chosen card"). */
const CHOSEN_NOUNS: ReadonlySet<unknown> = new Set([W.Card, W.CardType, W.Permanent, W.Spell, W.Token]);

/** Number tokens (by name): a comparison with one of them is "N or less", not relative. */
const NUMBER_LIKE: ReadonlySet<string> = new Set(["Number", "NumberWord", "VarX"]);

/** Nouns a plain plural after "igual a los/las" counts ("equal to the number of …"). */
const COUNTED_NOUNS: ReadonlySet<unknown> = new Set([W.CardType, W.Subtype, W.Card, W.Permanent, W.Token, W.Spell]);

/** The zones a search looks through. */
const SEARCHED_ZONES: ReadonlySet<unknown> = new Set([W.Graveyard, W.Hand, W.Library]);

/** Verbs a static predicate may start with when its subject is dropped. */
/** (A keyword may be its own verb: "Mientras el ~ está equipado, daña dos veces": "it has double strike".) */
const DROPPED_SUBJECT_VERBS = new Set(["Get", "Has", "Cant", "Gain", "Is", "Keyword"]);

export type RomanceGrammarDsl = Grammar & {
  base(name: string): (...a: any[]) => any;
  OVERRIDE_RULE: (...a: any[]) => any;
};

export function defineRomanceRules($: RomanceGrammarDsl): void {
  const { c, opt, sub } = kit($);
  /** Inside the object of "put": a zone after "en" is the destination. */
  let putObject = false;
  /** Inside the object of "pon en el campo de batalla …": a last "girada" is how it enters, not a qualifier. */
  let putTapped = false;
  const trailingTapped = () => putTapped && $.LA(1).tokenType === W.Tap && !finiteVerb($.LA(1)) && PHRASE_END.has($.LA(2).tokenType);
  const override = (name: string, impl: () => unknown) => {
    $[name] = $.OVERRIDE_RULE(name, impl);
  };

  // The card's own name with its article: "la Caleta saprazzana", "del Área de niebla".
  override("objectRefSimple", () =>
    $.or(200, [
      {
        // Spanish marks a named direct object with "a": "exiliar a la Cátara intrépida", "transforma al Docente".
        ALT: () => {
          const start = c(202, W.To);
          opt(200, () => c(203, W.The));
          const t = c(204, T.SelfName);
          return $.ACTION(() =>
            $.node("self", start, {
              short: (t as { payload?: { short?: boolean } }).payload?.short ? true : undefined,
            }),
          );
        },
      },
      {
        ALT: () => {
          const start = c(200, W.The);
          const t = c(201, T.SelfName);
          return $.ACTION(() =>
            $.node("self", start, {
              short: (t as { payload?: { short?: boolean } }).payload?.short ? true : undefined,
            }),
          );
        },
      },
      { ALT: () => $.base("objectRefSimple")() },
    ]),
  );

  // One word after a Romance noun: "verde", "no negra", "artefacto", "atacante", "de criatura".
  $.romanceAdjective = $.RULE("romanceAdjective", () =>
    $.or(200, [
      {
        ALT: () => {
          const no = c(200, W.Not);
          const t = $.or(201, [
            { ALT: () => c(201, W.ColorWord) },
            { ALT: () => c(202, W.CardType) },
            { ALT: () => c(203, W.Supertype) },
            { ALT: () => c(204, W.Subtype) },
            { ALT: () => c(216, W.Token) },
          ]);
          return $.ACTION(() => {
            const tk = (t as Token).payload?.token ?? t.tokenType.name;
            return {
              kind: "word",
              class: "NonWord",
              value: val(t),
              negated: tk,
              span: [no.startOffset, (t as Token).end ?? t.startOffset],
            } as Node;
          });
        },
      },
      {
        // "criaturas do tipo Elfo", "ficha … do tipo Espírito": the subtype ("Elf creatures")
        GATE: () => $.LA(2).tokenType === W.The && $.LA(3).tokenType === W.Type && $.LA(4).tokenType === W.Subtype,
        ALT: () => {
          c(207, W.Of);
          c(208, W.The);
          c(209, W.Type);
          return sub(202, $.filterWord) as Node;
        },
      },
      {
        ALT: () => {
          c(205, W.Of);
          const w: Node = sub(200, $.filterWord);
          return w;
        },
      },
      {
        // "la carta exiliada": "the exiled card" ("exiliada de esta manera" is "exiled this way", after the noun)
        ALT: () => {
          const t = c(206, W.Exiled);
          return $.ACTION(() => ({ kind: "word", class: "Participle", value: "exiled", span: [t.startOffset, tokEnd(t)] }) as Node);
        },
      },
      {
        // "o card escolhido", "la carta elegida": "the chosen card" (after a noun for an object, not "el tipo elegido")
        GATE: () => CHOSEN_NOUNS.has($.LA(0).tokenType),
        ALT: () => {
          const t = c(210, W.Chosen);
          return $.ACTION(() => ({ kind: "word", class: "Participle", value: "chosen", span: [t.startOffset, tokEnd(t)] }) as Node);
        },
      },
      { ALT: () => sub(201, $.filterWord) },
    ]),
  );

  /**
   * A list of nouns each with its article that ends in one "alvo"/"objetivo" ("o artefato, a criatura ou o
   * encantamento alvo": "target artifact, creature, or enchantment"): from the separator at LA(1), groups of
   * words after ", o", ", do", "ou o", "ou do", the last one after "ou", then the target word.
   */
  const articleListAhead = (): boolean => {
    let k = 1;
    let or = false;
    for (let groups = 0; groups < 6; groups++) {
      const sep = $.LA(k).tokenType;
      if (sep === W.Or) or = true;
      else if (sep !== T.Comma || or) return false;
      k++;
      if ($.LA(k).tokenType === W.Of) k++;
      if ($.LA(k).tokenType !== W.The) return false;
      k++;
      let words = 0;
      while (LIST_WORDS.has($.LA(k).tokenType) && words < 4) (k++, words++);
      if (words === 0) return false;
      if (or) return $.LA(k).tokenType === W.Target;
    }
    return false;
  };

  /** ", o …", ", do …", "ou do …": where a list of nouns with their articles may go on. */
  const articleListStart = (): boolean => {
    const sep = $.LA(1).tokenType;
    const k = $.LA(2).tokenType === W.Of ? 3 : 2;
    return (sep === T.Comma || (sep === W.Or && k === 3)) && $.LA(k).tokenType === W.The;
  };

  // "criatura verde o blanca", "carta de criatura", "artefacto, criatura o encantamiento"
  $.romanceFilterWords = $.RULE("romanceFilterWords", () => {
    const groups: Item[] = [];
    let cur: Item = { adjs: [] };
    const other = opt(200, () => c(200, W.Other));
    const first: Node = sub(200, $.romanceAdjective);
    $.ACTION(() => {
      if (HEADS.has(String(first.class)) && first.class !== "NonWord") cur.head = first;
      else cur.adjs.push(first);
    });
    // More adjectives, but not the verb that follows the noun phrase ("la criatura encantada ataque"),
    // nor a participle that ends in "this way" ("carta exiliada de esta manera": "card exiled this way").
    const participleThisWay = () => $.LA(2).tokenType === W.This && $.LA(3).tokenType === W.Way;
    // nor "que la bloquee" / "bloqueada por …" ("blocking it", "blocked by …"): a relation after the noun (509.1h)
    const blockRelation = () => $.LA(1).tokenType === W.Block && /^block(ing|ed)$/i.test($.LA(1).image) && [W.It, W.By, T.SelfName].includes($.LA(2).tokenType);
    ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(202, {
      GATE: () => !finiteVerb($.LA(1)) && !participleThisWay() && !trailingTapped() && !blockRelation(),
      DEF: () => {
        const w: Node = sub(202, $.romanceAdjective);
        $.ACTION(() => {
          if (!cur.head && HEADS.has(String(w.class)) && w.class !== "NonWord") cur.head = w;
          else cur.adjs.push(w);
        });
      },
    });
    groups.push(cur);
    // (", a criatura", ", da criatura", "ou da criatura": only in a list of nouns with their articles that ends in "alvo")
    ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(201, {
      // (nor into the verb of a next instruction: "mágicas de Dragão ou ativar habilidades …")
      GATE: () => (!articleListStart() || articleListAhead()) && !(($.LA(1).tokenType === W.Or || $.LA(1).tokenType === W.And) && finiteVerb($.LA(2))),
      DEF: () => {
      // A list goes on after a comma or a conjunction ("artefacto, criatura o encantamiento").
      let comma: IToken | undefined;
      let j: IToken | undefined;
      let andOr = false;
      $.or(201, [
        {
          ALT: () => {
            comma = c(201, T.Comma);
            j = opt(202, () => $.or(200, [{ ALT: () => c(202, W.Or) }, { ALT: () => c(203, W.And) }]));
          },
        },
        // "cartas de instantáneo y/o de conjuro": "instant and/or sorcery cards"
        { GATE: () => $.LA(2).tokenType === T.Slash, ALT: () => (c(208, W.And), c(209, T.Slash), (j = c(210, W.Or)), (andOr = true)) },
        { ALT: () => (j = $.or(202, [{ ALT: () => c(204, W.Or) }, { ALT: () => c(205, W.And) }])) },
        // "o artefato ou o encantamento alvo", "la criatura o el jugador objetivo": the article again after "or"
        { ALT: () => ((j = c(207, W.Or)), c(206, W.The)) },
        // "o artefato, a criatura ou o encantamento alvo", "do artefato ou da criatura alvo" (after "controle de"):
        // the article (and "de") again before each noun of a list that ends in "alvo"
        { GATE: () => articleListAhead(), ALT: () => ((comma = c(220, T.Comma)), c(221, W.The)) },
        { GATE: () => articleListAhead(), ALT: () => ((comma = c(222, T.Comma)), c(223, W.Of), c(224, W.The)) },
        { GATE: () => articleListAhead(), ALT: () => ((j = c(225, W.Or)), c(226, W.Of), c(227, W.The)) },
      ]);
      // "que no sea tierra ni criatura", "que não seja terreno nem criatura": "ni"/"nem" after a negated
      // word negates the next one too ("nonland, noncreature")
      let nor = false;
      $.ACTION(() => {
        const prev = cur.adjs[cur.adjs.length - 1];
        // "que no sea negra o artefacto" is "not (black or artifact)": "nonblack, nonartifact" as well
        nor = (j?.image === "nor" || (j?.tokenType === W.Or && NEGATABLE_TOKENS.has($.LA(1).tokenType))) && !comma && prev?.class === "NonWord";
        cur = {
          adjs: [],
          conj: nor ? "," : andOr ? "and/or" : j ? (comma ? ", " : "") + (j.tokenType === W.Or ? "or" : "and") : ",",
        };
      });
      // "a criatura encantada e outras criaturas que …": "enchanted creature and other creatures that …"
      opt(230, () => {
        const o = c(230, W.Other);
        $.ACTION(() => cur.adjs.push({ kind: "word", class: "Other", value: "other", span: [o.startOffset, tokEnd(o)] } as Node));
      });
      ($.atLeastOne as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(201, {
        GATE: () => !finiteVerb($.LA(1)),
        DEF: () => {
          const w: Node = sub(201, $.romanceAdjective);
          $.ACTION(() => {
            if (nor && w.kind === "word" && NEGATABLE.has(String(w.class)) && !cur.adjs.length) cur.adjs.push({ kind: "word", class: "NonWord", value: w.value, negated: w.class, span: w.span } as Node);
            else if (!cur.head && HEADS.has(String(w.class))) cur.head = w;
            else cur.adjs.push(w);
          });
        },
      });
      groups.push(cur);
      },
    });
    return $.ACTION(() => {
      // English lists end with ", or": "artifact, creature, or enchantment".
      const commas = groups.filter((g) => g.conj === ",").length;
      const last = groups[groups.length - 1]!;
      if (commas > 0 && (last.conj === "or" || last.conj === "and")) last.conj = ", " + last.conj;
      // Heads first in the AST's groups: the adjective that came first is a head only if no noun follows.
      const words = englishOrder(groups);
      if (other) words.unshift({ kind: "word", class: "Other", value: "other" });
      return words;
    });
  });

  // Romance noun phrases: "la criatura objetivo", "las criaturas que controlas", "otra criatura objetivo",
  // "todas las criaturas verdes", "dos criaturas objetivo", "hasta dos criaturas objetivo".
  $.romanceObjects = $.RULE("romanceObjects", () => {
    const start = $.LA(1);
    let det: string | undefined;
    let count: unknown;
    $.or(200, [
      { ALT: () => (c(200, W.The), (det = "the")) },
      // the Spanish "a" before a direct object: "regenera a la criatura objetivo", "contrarresta a los Devoradores"
      { ALT: () => (c(214, W.To), c(215, W.The), (det = "the")) },
      { ALT: () => (c(201, W.A), (det = "a")) },
      { ALT: () => (c(202, W.Another), (det = "another")) },
      { ALT: () => (c(203, W.Each), (det = "each")) },
      {
        ALT: () => (c(204, W.All), opt(200, () => c(205, W.The)), (det = "all")),
      },
      { ALT: () => (c(206, W.That), (det = "that")) },
      { ALT: () => (c(207, W.Those), (det = "those")) },
      { ALT: () => (c(208, W.No), (det = "no")) },
      {
        ALT: () => (c(209, W.Up), c(210, W.To), (count = sub(200, $.numberValue)), (det = "upTo")),
      },
      { ALT: () => ((count = sub(201, $.numberValue)), (det = "count")) },
      // "cualquier cantidad de criaturas objetivo", "qualquer número de criaturas alvo": "any number of target creatures"
      { ALT: () => (c(217, W.Any), c(218, W.Number), c(219, W.Of), (det = "anyNumber")) },
      { ALT: () => (det = "none") },
    ]);
    const words: Node[] = sub(202, $.romanceFilterWords);
    const target = opt(201, () => c(211, W.Target));
    // "criaturas alvo e/ou jogadores alvo", "criatura alvo ou jogador alvo": "target creatures and/or players"
    const secondTarget = $.option(243, {
      GATE: () => {
        // ("a mágica instantânea alvo ou feitiço alvo" is "target instant or sorcery spell": not a list of nouns)
        if (target === undefined || words.some((w) => w.class === "Spell")) return false;
        let k = $.LA(1).tokenType === W.And && $.LA(2).tokenType === T.Slash && $.LA(3).tokenType === W.Or ? 4 : $.LA(1).tokenType === W.Or ? 2 : 0;
        // "o artefato alvo ou o encantamento alvo": the article again ("target artifact or enchantment")
        if (k === 2 && $.LA(2).tokenType === W.The) k = 3;
        return k > 0 && ($.LA(k).tokenType === W.CardType || $.LA(k).tokenType === W.Player) && $.LA(k + 1).tokenType === W.Target;
      },
      DEF: () => sub(243, $.romanceSecondTarget) as Node[],
    });
    // Adjectives after "objetivo": "la criatura objetivo blanca", "el jugador objetivo atacante".
    const after: Node[] = [];
    ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(203, {
      GATE: () => target !== undefined && !finiteVerb($.LA(1)) && !trailingTapped(),
      DEF: () => {
        after.push(sub(204, $.romanceAdjective));
        // "el hechizo objetivo de instantáneo o de conjuro": "target instant or sorcery spell"
        ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(204, {
          // "el hechizo objetivo de artefacto o encantamiento": the type after "or" needs no "de" again
          GATE: () =>
            ($.LA(1).tokenType === W.Or || $.LA(1).tokenType === W.And) &&
            ($.LA(2).tokenType === W.Of ||
              (after[0]?.class === "CardType" && $.LA(2).tokenType === W.CardType && $.LA(3).tokenType !== W.Target) ||
              // "el hechizo objetivo rojo o verde": "target red or green spell"
              (after[after.length - 1]?.class === "ColorWord" && $.LA(2).tokenType === W.ColorWord && $.LA(3).tokenType !== W.Target) ||
              // "la criatura objetivo atacante o bloqueadora": "target attacking or blocking creature"
              ((after[after.length - 1]?.class === "Attack" || after[after.length - 1]?.class === "Block") &&
                ($.LA(2).tokenType === W.Attack || $.LA(2).tokenType === W.Block) &&
                !finiteVerb($.LA(2))) ||
              // "a criatura alvo atacante ou bloqueadora": "target attacking or blocking creature"
              (($.LA(2).tokenType === W.Attack || $.LA(2).tokenType === W.Block) && /ing$/.test($.LA(2).image) && $.LA(3).tokenType !== W.Target)),
          DEF: () => {
            const j = $.or(204, [{ ALT: () => c(212, W.Or) }, { ALT: () => c(213, W.And) }]);
            after.push({ kind: "conj", value: j.tokenType === W.Or ? "or" : "and" } as Node);
            after.push(sub(205, $.romanceAdjective));
          },
        });
        // "la criatura objetivo que no sea negra ni artefacto" / "… no sea negra o artefacto": "target nonartifact, nonblack creature"
        ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(205, {
          GATE: () => after[after.length - 1]?.class === "NonWord" && $.LA(1).tokenType === W.Or && NEGATABLE_TOKENS.has($.LA(2).tokenType),
          DEF: () => {
            c(216, W.Or);
            const w: Node = sub(206, $.romanceAdjective);
            $.ACTION(() => {
              after.push({ kind: "conj", value: "," } as Node);
              after.push({ kind: "word", class: "NonWord", value: w.value, negated: w.class, span: w.span } as Node);
            });
          },
        });
      },
    });
    const post: Node[] = [];
    ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(200, {
      // The object of "pon": "en tu mano" is where it goes, not where it is.
      GATE: () =>
        !(putObject && ($.LA(1).tokenType === W.In || ($.LA(1).tokenType === W.On && $.LA(3).tokenType === W.Battlefield))) &&
        // the verb "bloquea" ends the noun ("la criatura objetivo bloquea al ~ este turno si puede"): only
        // "bloqueada por ~" / "que la bloquea" is a postmodifier (as in English; prediction does not see its gate)
        ($.LA(1).tokenType !== W.Block || /^block(ing|ed)$/i.test($.LA(1).image)),
      DEF: () => {
        post.push(sub(203, $.postModifier));
      },
    });
    // "las criaturas que controlas que no sean Ojos": a negated type after the relative clause ("non-Eye creatures you control")
    $.option(206, {
      // ("… que controlas que no sea ficha": "nontoken … you control")
      GATE: () => post.length > 0 && $.LA(1).tokenType === W.Not && (NEGATABLE_TOKENS.has($.LA(2).tokenType) || $.LA(2).tokenType === W.Token),
      DEF: () => {
        after.push(sub(207, $.romanceAdjective));
        ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(206, {
          GATE: () => $.LA(1).tokenType === W.Or && NEGATABLE_TOKENS.has($.LA(2).tokenType),
          DEF: () => {
            c(220, W.Or);
            const w: Node = sub(208, $.romanceAdjective);
            $.ACTION(() => {
              after.push({ kind: "conj", value: "," } as Node);
              after.push({ kind: "word", class: "NonWord", value: w.value, negated: w.class, span: w.span } as Node);
            });
          },
        });
      },
    });
    return $.ACTION(() => {
      let d = det!;
      let other: boolean | undefined;
      let ws = secondTarget ? [...words, ...secondTarget] : words;
      if (after.length) {
        const head = ws.findIndex((w) => HEADS.has(String(w.class)) && w.class !== "NonWord");
        ws = head < 0 ? [...ws, ...after] : [...ws.slice(0, head), ...after, ...ws.slice(head)];
      }
      const hasOther = ws[0]?.class === "Other";
      // ("qualquer número de outros cards de artefato": "any number of other artifact cards", "other" a word as in English)
      if (hasOther && !["the", "none", "anyNumber"].includes(d)) {
        other = true;
        ws = ws.slice(1);
      }
      // "la carta exiliada", "os cards revelados": a participle makes the article English's too ("the exiled card")
      if (d === "the") d = target ? "target" : ws.some((w) => w.class === "Participle") ? "the" : "none";
      // "todos os Fractius": the determiner carries the plural of an invariable noun.
      if ((d === "all" || d === "those") && !ws.some((w) => w.plural)) ws = ws.map((w) => (w.kind === "word" && HEADS.has(String(w.class)) && !w.plural ? { ...w, plural: true } : w));
      const isTarget = target && d !== "target" ? true : undefined;
      const filter: Node = {
        kind: "filter",
        words: ws,
        post: post.length ? post : undefined,
      };
      if (!filter.post) delete filter.post;
      filter.span = $.span(start);
      return $.node("objects", start, {
        det: d,
        count,
        other,
        target: isTarget,
        filter,
      });
    });
  });

  $.romanceSecondTarget = $.RULE("romanceSecondTarget", () => {
    const conj = $.or(1, [
      { ALT: () => (c(1, W.And), c(2, T.Slash), c(3, W.Or), "and/or") },
      { ALT: () => (c(4, W.Or), opt(210, () => c(210, W.The)), "or") },
    ]);
    const noun: Node = sub(1, $.romanceAdjective);
    c(5, W.Target);
    return [{ kind: "conj", value: conj } as Node, noun];
  });

  // A bare filter (after "there are N or more", "it's a …", "with"), in Romance word order first:
  // "cartas de criatura", "una carta de tierra básica", "criatura verde".
  override("filter", () =>
    $.or(218, [
      {
        ALT: () => {
          const start = $.LA(1);
          const words: Node[] = sub(218, $.romanceFilterWords);
          const post: Node[] = [];
          $.many(218, () => {
            post.push(sub(219, $.postModifier));
          });
          return $.node("filter", start, { words, post: post.length ? post : undefined });
        },
      },
      { ALT: () => $.base("filter")() },
    ]),
  );

  override("objectCore", () =>
    $.or(210, [
      {
        // "la mano del oponente objetivo", "la biblioteca de ese jugador": a player's zone ("target opponent's hand")
        GATE: () => $.LA(1).tokenType === W.The && [W.Graveyard, W.Hand, W.Library].includes($.LA(2).tokenType) && $.LA(3).tokenType === W.Of,
        ALT: () => {
          const start = c(240, W.The);
          const z = $.or(211, [{ ALT: () => c(241, W.Hand) }, { ALT: () => c(242, W.Library) }, { ALT: () => c(243, W.Graveyard) }]);
          c(244, W.Of);
          const whose = sub(211, $.playerPhrase);
          return $.node("zoneObject", start, { whose, zone: z.tokenType.name.toLowerCase() });
        },
      },
      {
        // "uma ou duas criaturas alvo", "uma, duas ou três criaturas e/ou jogadores alvo": a choice among counts (601.2c)
        GATE: () => [W.A, W.NumberWord].includes($.LA(1).tokenType) && [T.Comma, W.Or].includes($.LA(2).tokenType) && $.LA(3).tokenType === W.NumberWord,
        ALT: () => sub(213, $.romanceCountChoice),
      },
      { GATE: romancePartOfAhead, ALT: () => sub(0, $.romancePartOf) },
      { ALT: () => sub(210, $.romanceObjects) },
      { ALT: () => $.base("objectCore")() },
    ]),
  );

  // "dois deles", "qualquer quantidade deles", "um número qualquer delas", "um daqueles cards": a count and
  // "of them" ("deles", one word: "two of them", "any number of them"), or "um" for "one" before "of"
  // ("one of those cards"). Not "um de seus …" (Of Your: "one of your …" is not read here).
  const COUNT_WORDS: ReadonlySet<unknown> = new Set([T.Number, W.NumberWord, W.VarX]);
  function romancePartOfAhead(): boolean {
    const [t1, t2, t3, t4] = [1, 2, 3, 4].map((i) => $.LA(i).tokenType);
    if (COUNT_WORDS.has(t1)) return t2 === W.Their;
    if (t1 === W.Up && t2 === W.To) return COUNT_WORDS.has(t3) && t4 === W.Their;
    if (t1 === W.Any) return (t2 === W.Amount || t2 === W.Number) && t3 === W.Their;
    // (not the subject of an event: "siempre que una de esas criaturas haga daño" is not read here)
    const event = $.LA(0).tokenType === W.Whenever || $.LA(0).tokenType === W.When;
    if (t1 === W.A) return (t2 === W.Number && t3 === W.Any && t4 === W.Their) || (!event && t2 === W.Of && (t3 === W.Them || t3 === W.Those));
    return false;
  }
  $.romancePartOf = $.RULE("romancePartOf", () => {
    const start = $.LA(1);
    const count = $.or(1, [
      { ALT: () => sub(1, $.numberValue) },
      { ALT: () => (c(1, W.Up), c(2, W.To), { kind: "number", upTo: sub(2, $.numberValue) }) },
      { ALT: () => (c(3, W.Any), $.or(2, [{ ALT: () => c(4, W.Amount) }, { ALT: () => c(5, W.Number) }]), { kind: "any number" }) },
      { GATE: () => $.LA(2).tokenType === W.Number, ALT: () => (c(6, W.A), c(7, W.Number), c(8, W.Any), { kind: "any number" }) },
      { ALT: () => (c(9, W.A), $.node("number", start, { value: 1, word: true })) },
    ]) as { kind: string; upTo?: Node };
    const of = $.or(3, [
      {
        ALT: () => {
          const t = c(10, W.Their);
          return { kind: "pronoun", word: "them", span: [t.startOffset, tokEnd(t)] } as Node;
        },
      },
      { ALT: () => (c(11, W.Of), sub(3, $.objectPhrase)) },
    ]);
    return $.node("partOf", start, { count: count.upTo ?? (count.kind === "number" ? count : count.kind), upTo: count.upTo ? true : undefined, of });
  });

  // "um, dois ou três alvos": "one, two, or three targets", "um" for "one" (the article's spelling)
  $.romanceCountChoice = $.RULE("romanceCountChoice", () => {
    const start = $.LA(1);
    const count = () =>
      $.or(1, [
        { ALT: () => (c(1, W.A), $.node("number", start, { value: 1, word: true })) },
        { ALT: () => sub(1, $.numberValue) },
      ]);
    const counts: Node[] = [count()];
    $.many(1, () => {
      c(2, T.Comma);
      counts.push(sub(2, $.numberValue));
    });
    c(3, W.Or);
    counts.push(sub(3, $.numberValue));
    return $.or(2, [
      // "um, dois ou três alvos": the bare "targets"
      { GATE: () => $.LA(1).tokenType === W.Target, ALT: () => $.node("objects", start, { det: "oneOf", counts, ...(sub(5, $.targetOrFilter) as object) }) },
      {
        ALT: () => {
          const obj = sub(4, $.romanceObjects) as { det?: string; target?: boolean; filter: Node };
          return $.ACTION(() => $.node("objects", start, { det: "oneOf", counts, target: obj.target || obj.det === "target" ? true : undefined, filter: obj.filter }));
        },
      },
    ]);
  });

  // Relative clauses and zones after a noun: "que controla un oponente", "de tu cementerio".
  override("postModifier", () =>
    $.or(210, [
      {
        // "uma mágica que tenha Xyz como alvo", "que tenha uma criatura que você controla como alvo": "a spell that targets …"
        GATE: () => {
          if ($.LA(1).tokenType !== W.That || $.LA(2).tokenType !== W.Has) return false;
          for (let k = 3; k <= 14; k++) {
            const t = $.LA(k).tokenType;
            if (t === T.Comma || t === T.Period || t === EOF) return false;
            if (t === W.As && $.LA(k + 1).tokenType === W.Target) return true;
          }
          return false;
        },
        ALT: () => {
          const start = c(183, W.That);
          c(184, W.Has);
          const what = sub(183, $.objectList);
          c(185, W.As);
          c(186, W.Target);
          return $.node("thatTargets", start, { what });
        },
      },
      {
        ALT: () => {
          const start = c(210, W.That);
          const neg = opt(210, () => $.or(216, [{ ALT: () => c(211, W.Not) }, { ALT: () => c(232, W.Dont) }]));
          const verb = $.or(211, [{ ALT: () => c(212, W.Control) }, { ALT: () => c(213, W.Own) }]);
          const who = sub(210, $.playerPhrase);
          return $.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who, negated: neg ? true : undefined });
        },
      },
      {
        ALT: () => {
          const start = c(214, W.Of);
          const whose = $.or(212, [
            { ALT: () => (c(215, W.Your), "you") },
            { ALT: () => (c(216, W.A), "any") },
            { ALT: () => (c(217, W.Its), "its") },
            { ALT: () => (c(218, W.Their), "their") },
          ]);
          const zone = $.or(213, [{ ALT: () => c(219, W.Graveyard) }, { ALT: () => c(220, W.Hand) }, { ALT: () => c(221, W.Library) }]);
          return $.node("zone", start, {
            prep: "from",
            zone: zone.tokenType.name.toLowerCase(),
            whose,
          });
        },
      },
      {
        // "del cementerio del jugador objetivo", "da mão de um oponente": a player's zone ("from target player's graveyard")
        GATE: () => $.LA(2).tokenType === W.The && [W.Graveyard, W.Hand, W.Library].includes($.LA(3).tokenType) && $.LA(4).tokenType === W.Of,
        ALT: () => {
          const start = c(226, W.Of);
          c(227, W.The);
          const zone = $.or(215, [{ ALT: () => c(228, W.Graveyard) }, { ALT: () => c(229, W.Hand) }, { ALT: () => c(230, W.Library) }]);
          c(231, W.Of);
          const whose = sub(212, $.playerPhrase);
          return $.node("zone", start, { prep: "from", zone: zone.tokenType.name.toLowerCase(), whose });
        },
      },
      {
        // "por cada criatura que controle", "cada criatura que controla": the controlling player dropped
        // (that player just named: "for each creature they control")
        GATE: () => {
          const k = $.LA(2).tokenType === W.Not || $.LA(2).tokenType === W.Dont ? 3 : 2;
          return ($.LA(k).tokenType === W.Control || $.LA(k).tokenType === W.Own) && PHRASE_END.has($.LA(k + 1).tokenType);
        },
        ALT: () => {
          const start = c(234, W.That);
          const neg = opt(213, () => $.or(218, [{ ALT: () => c(235, W.Not) }, { ALT: () => c(236, W.Dont) }]));
          const verb = $.or(219, [{ ALT: () => c(237, W.Control) }, { ALT: () => c(238, W.Own) }]);
          const who = $.node("pronoun", verb, { word: "they" });
          return $.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who, negated: neg ? true : undefined });
        },
      },
      {
        // Portuguese puts the player before the verb: "que um oponente controla", "que você possui"
        ALT: () => {
          const start = c(222, W.That);
          const who = sub(211, $.playerPhrase);
          const neg = opt(212, () => $.or(217, [{ ALT: () => c(223, W.Not) }, { ALT: () => c(233, W.Dont) }]));
          const verb = $.or(214, [{ ALT: () => c(224, W.Control) }, { ALT: () => c(225, W.Own) }]);
          return $.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who, negated: neg ? true : undefined });
        },
      },
      {
        // "criaturas de poder igual ou inferior a 2": a power or toughness with "de" for "with" ("with power 2 or less")
        GATE: () => $.LA(1).tokenType === W.Of && ($.LA(2).tokenType === W.Power || $.LA(2).tokenType === W.Toughness) && $.LA(3).tokenType === W.Equal,
        ALT: () => sub(213, $.romanceOfStat),
      },
      {
        GATE: () => $.LA(1).tokenType === W.Not && ($.LA(2).tokenType === T.SelfName || ($.LA(2).tokenType === W.The && $.LA(3).tokenType === T.SelfName)),
        ALT: () => sub(214, $.romanceNotSelf),
      },
      {
        // "todas as Auras anexadas à criatura alvo": "all Auras attached to target creature" ("alvo" after the noun)
        GATE: () => $.LA(1).tokenType === W.Attached && $.LA(2).tokenType === W.To && $.LA(3).tokenType === W.The && ($.LA(5).tokenType === W.Target || $.LA(6).tokenType === W.Target),
        ALT: () => sub(220, $.romanceAttachedToTarget),
      },
      { ALT: () => $.base("postModifier")() },
    ]),
  );

  // "… ou ativar habilidades de Dragões": "or activate abilities of Dragons" (the abilities of some objects, not
  // objects of a kind "Dragon abilities")
  override("spendPurpose", () =>
    $.or(220, [
      {
        GATE: () => $.LA(1).tokenType === W.Activate && $.LA(2).tokenType === W.Ability && $.LA(3).tokenType === W.Of,
        ALT: () => {
          const start = c(220, W.Activate);
          const what = sub(220, $.abilitiesOfSubject);
          return $.node("spendPurpose", start, { verb: "activate", what });
        },
      },
      { ALT: () => $.base("spendPurpose")() },
    ]),
  );

  $.romanceAttachedToTarget = $.RULE("romanceAttachedToTarget", () => {
    const start = c(1, W.Attached);
    c(2, W.To);
    const to = sub(1, $.objectPhrase);
    return $.node("attachedTo", start, { to });
  });

  // "la criatura objetivo que no sea el Carnicero sin rostro", "uma criatura que não seja Soberano das Profundezas":
  // "target creature other than Faceless Butcher"
  $.romanceNotSelf = $.RULE("romanceNotSelf", () => {
    const start = c(1, W.Not);
    const what = sub(1, $.objectRefSimple);
    return $.node("otherThan", start, { what });
  });

  $.romanceOfStat = $.RULE("romanceOfStat", () => {
    const start = c(1, W.Of);
    const s = $.LA(1);
    const stat = $.or(1, [{ ALT: () => c(2, W.Power) }, { ALT: () => c(3, W.Toughness) }]);
    const cmp = sub(1, $.comparison) as { value: unknown; op: string };
    const what = $.node("stat", s, { stat: stat.tokenType === W.Power ? "power" : "toughness", ...cmp });
    return $.node("with", start, { what });
  });

  // Where something comes from, with "de" for "from": "de tu cementerio", "del cementerio de su
  // propietario", "do seu grimório", "del campo de batalla" ("from your graveyard", "from its
  // owner's graveyard", "from the battlefield").
  override("zoneRef", () =>
    $.or(200, [
      {
        ALT: () => {
          const start = c(200, W.Of);
          const whose = $.or(201, [
            { ALT: () => (c(201, W.Your), "you") },
            { ALT: () => (c(202, W.Its), "its") },
            { ALT: () => (c(203, W.Their), "their") },
            { ALT: () => (c(204, W.A), "any") },
          ]);
          const zone = $.or(202, [{ ALT: () => c(205, W.Graveyard) }, { ALT: () => c(206, W.Hand) }, { ALT: () => c(207, W.Library) }]);
          return $.node("zone", start, { prep: "from", zone: zone.tokenType.name.toLowerCase(), whose, plural: (zone as Token).payload?.plural ? true : undefined });
        },
      },
      {
        ALT: () => {
          const start = c(208, W.Of);
          c(209, W.The);
          return $.or(203, [
            {
              ALT: () => {
                const zone = $.or(204, [{ ALT: () => c(210, W.Graveyard) }, { ALT: () => c(211, W.Hand) }, { ALT: () => c(212, W.Library) }]);
                c(213, W.Of);
                const whose = sub(200, $.playerPhrase);
                return $.node("zone", start, { prep: "from", zone: zone.tokenType.name.toLowerCase(), whose });
              },
            },
            {
              ALT: () => {
                const zone = $.or(205, [{ ALT: () => c(214, W.Battlefield) }, { ALT: () => c(215, W.Exile) }]);
                return $.node("zone", start, { prep: "from", zone: zone.tokenType === W.Exile ? "exile" : "battlefield" });
              },
            },
          ]);
        },
      },
      {
        // "del cementerio de su propietario" after the lexer's reordering: "from its owner's graveyard"
        ALT: () => {
          const start = c(216, W.Of);
          const whose = sub(201, $.playerPhrase);
          c(217, T.Possessive);
          const zone = $.or(206, [{ ALT: () => c(218, W.Graveyard) }, { ALT: () => c(219, W.Hand) }, { ALT: () => c(220, W.Library) }]);
          return $.node("zone", start, { prep: "from", zone: zone.tokenType.name.toLowerCase(), whose });
        },
      },
      {
        // "en la mano de ese jugador", "no cemitério daquele jogador": "in that player's hand"
        GATE: () => {
          const k = $.LA(2).tokenType === W.The ? 3 : 2;
          return $.LA(1).tokenType === W.In && SEARCHED_ZONES.has($.LA(k).tokenType) && $.LA(k + 1).tokenType === W.Of;
        },
        ALT: () => sub(210, $.romancePlayerZone),
      },
      { ALT: () => $.base("zoneRef")() },
    ]),
  );
  $.romancePlayerZone = $.RULE("romancePlayerZone", () => {
    const start = c(1, W.In);
    opt(1, () => c(2, W.The));
    const zone = $.or(1, [{ ALT: () => c(3, W.Graveyard) }, { ALT: () => c(4, W.Hand) }, { ALT: () => c(5, W.Library) }]);
    c(6, W.Of);
    const whose = sub(1, $.playerPhrase);
    // ("no cemitério de seus oponentes": several players' zones are several zones, "your opponents' graveyards")
    const many = (zone as Token).payload?.plural || (whose as { plural?: boolean } | undefined)?.plural;
    return $.node("zone", start, { prep: "in", zone: zone.tokenType.name.toLowerCase(), whose, plural: many ? true : undefined });
  });

  // "ponla en el campo de batalla (girada) (bajo tu control)", "pon en juego": "onto the battlefield".
  $.romanceOntoBattlefield = $.RULE("romanceOntoBattlefield", () => {
    const start = c(244, W.On);
    c(245, W.The);
    c(246, W.Battlefield);
    const tapped = opt(240, () => c(247, W.Tap));
    // "coloque no campo de batalha virada e atacando uma ficha …", "girada y bajo tu control": "tapped and attacking",
    // "tapped and under your control"
    const attacking = $.option(244, {
      GATE: () => tapped !== undefined && $.LA(1).tokenType === W.And && ($.LA(2).tokenType === W.Attack || $.LA(2).tokenType === W.Under),
      DEF: () => {
        c(255, W.And);
        return $.LA(1).tokenType === W.Attack ? (c(1, W.Attack), true) : undefined;
      },
    });
    const under = opt(241, () => {
      c(248, W.Under);
      const who = $.or(242, [
        { ALT: () => (c(249, W.Your), "your") },
        {
          ALT: () => {
            const p = sub(241, $.playerPhrase);
            c(250, T.Possessive);
            return p;
          },
        },
      ]);
      c(251, W.Control);
      return who;
    });
    return $.node("toZone", start, { zone: "battlefield", onto: true, tapped: tapped ? true : undefined, attacking, under });
  });

  // "ponla en tu mano", "coloque-o em seu cemitério": Romance "en/em" where English says "into".
  override("destination", () =>
    $.or(240, [
      {
        ALT: () => {
          const start = c(240, W.In);
          const whose = sub(240, $.possessor);
          const z = $.or(241, [{ ALT: () => c(241, W.Hand) }, { ALT: () => c(242, W.Graveyard) }, { ALT: () => c(243, W.Library) }]);
          return $.node("toZone", start, { zone: z.tokenType.name.toLowerCase(), into: true, whose, plural: (z as Token).payload?.plural ? true : undefined });
        },
      },
      { ALT: () => sub(242, $.romanceOntoBattlefield) },
      {
        GATE: () => $.LA(1).tokenType === W.To && $.LA(2).tokenType === W.The && $.LA(3).tokenType === W.Battlefield && $.LA(4).tokenType === T.Comma && $.LA(5).tokenType === W.Under,
        ALT: () => sub(0, $.romanceBattlefieldBetweenCommas),
      },
      { ALT: () => $.base("destination")() },
    ]),
  );

  // "Devolva-o para o jogo, sob o controle de seu dono, no final do turno": how it enters between commas ("return it to
  // the battlefield under its owner's control at the beginning of the next end step"); the closing comma only before
  // what follows the clause ("no final do turno").
  $.romanceBattlefieldBetweenCommas = $.RULE("romanceBattlefieldBetweenCommas", () => {
    const start = c(1, W.To);
    c(2, W.The);
    c(3, W.Battlefield);
    c(4, T.Comma);
    const mods = sub(1, $.battlefieldMods);
    $.option(1, { GATE: () => $.LA(2).tokenType === W.At, DEF: () => c(5, T.Comma) });
    return $.node("toZone", start, { zone: "battlefield", ...mods });
  });

  // "no grimório do seu dono na segunda posição", "… na terceira posição do topo": a position in a library is counted
  // from the top when the text does not say ("second from the top", "third from the top")
  override("libraryPosition", () =>
    $.or(200, [{ GATE: () => $.LA(1).tokenType === W.Ordinal && $.LA(2).tokenType !== W.From, ALT: () => sub(0, $.romanceLibraryPosition) }, { ALT: () => $.base("libraryPosition")() }]),
  );
  $.romanceLibraryPosition = $.RULE("romanceLibraryPosition", () => {
    const start = $.LA(1);
    const n = c(1, W.Ordinal);
    const end = $.option(1, {
      GATE: () => $.LA(1).tokenType === W.Of && $.LA(2).tokenType === W.The && ($.LA(3).tokenType === W.Top || $.LA(3).tokenType === W.Bottom),
      DEF: () => (c(2, W.Of), c(3, W.The), $.or(1, [{ ALT: () => c(4, W.Top) }, { ALT: () => c(5, W.Bottom) }])),
    });
    return $.ACTION(() => $.node("libraryPosition", start, { nth: num(n), from: end?.tokenType === W.Bottom ? "bottom" : "top" }));
  });

  // A counter's kind: the lexer puts it before the word "counter" as in English ("contador de carga"
  // → "carga counter"); its Spanish or Portuguese name is the English kind ("charge").
  override("counterKind", () => {
    const ck = $.base("counterKind")() as { kind: string; value: string };
    // "contadores de minas": a kind named in the plural is the same kind ("mine counters")
    return $.ACTION(() => ({ ...ck, value: COUNTER_NAMES.get(ck.value) ?? COUNTER_NAMES.get(String(ck.value).replace(/s$/, "")) ?? ck.value }));
  });
  $.romanceCounterKind = $.RULE("romanceCounterKind", () => sub(230, $.counterKind));

  // "remueve un contador +1/+1 del Gato de fuego", "remova um marcador de carga de …": "de" for "from".
  override("moreActions", () =>
    $.or(230, [
      {
        GATE: () => [$.LA(3), $.LA(4), $.LA(5)].some((t) => t.tokenType === W.Counter),
        ALT: () => {
          const start = c(230, W.Remove);
          const amount = $.or(231, [
            { ALT: () => ({ kind: "a", word: c(231, W.A).image.toLowerCase() }) },
            { ALT: () => sub(230, $.numberValue) },
            // "remueve todos los contadores de tiempo del …": "remove all time counters from …"
            { ALT: () => (c(243, W.All), opt(232, () => c(244, W.The)), { kind: "all" }) },
          ]);
          const counter = opt(230, () => sub(231, $.counterKind));
          c(232, W.Counter);
          const from = $.or(190, [
            { ALT: () => (c(233, W.Of), sub(232, $.objectPhrase)) },
            {
              // "remova um marcador +1/+1 dele", "remova todos os marcadores -1/-1 dela": "from it", "from them"
              ALT: () => {
                const it = $.or(191, [{ ALT: () => c(190, W.Its) }, { ALT: () => c(191, W.Their) }]);
                return { kind: "pronoun", word: it.tokenType === W.Its ? "it" : "them", span: [it.startOffset, tokEnd(it)] } as Node;
              },
            },
          ]);
          return $.node("removeCounters", start, { amount, counter, from });
        },
      },
      { ALT: () => $.base("moreActions")() },
    ]),
  );

  // "remover un contador de carga del Péntavo", "remova um marcador de carga de …": the kind after "counter", "de" for "from".
  override("costPart", () =>
    $.or(230, [
      {
        ALT: () => {
          const start = c(230, W.Remove);
          const amount = $.or(231, [
            { ALT: () => sub(230, $.numberValue) },
            { ALT: () => ({ kind: "a", word: c(231, W.A).image.toLowerCase() }) },
          ]);
          const ck = opt(230, () => sub(231, $.romanceCounterKind));
          c(232, W.Counter);
          $.or(232, [{ ALT: () => c(233, W.From) }, { ALT: () => c(234, W.Of) }]);
          const from = sub(232, $.objectPhrase);
          return $.node("removeCountersCost", start, { amount, counter: ck, from });
        },
      },
      { ALT: () => $.base("costPart")() },
    ]),
  );

  // "pon un contador +1/+1 sobre …": the counter's kind follows the word "counter".
  // One of the zones a search looks through ("cementerio", "mano", "biblioteca").
  $.romanceSearchedZone = $.RULE("romanceSearchedZone", () =>
    $.or(200, [{ ALT: () => c(200, W.Graveyard) }, { ALT: () => c(201, W.Hand) }, { ALT: () => c(202, W.Library) }]).tokenType.name.toLowerCase(),
  );

  // "recebe ímpeto até o final do turno", "recebe +1/+0 e recebe iniciativa até o final do turno": Portuguese "receber"
  // with abilities is "gain" ("gains haste", "gets +1/+0 and gains first strike").
  // "recebe ímpeto até o final do turno", "recebe +1/+0 e recebe iniciativa até o final do turno": Portuguese "receber"
  // with abilities is "gain" ("gains haste", "gets +1/+0 and gains first strike"); "recebem, cada uma, +2/+2", "recebem
  // +2/+2 cada uma", "ganan cada una "…"": "each get +2/+2", "each gain "…"" (the clause's "each" is wording).
  $.romanceGetGains = $.RULE("romanceGetGains", () => {
    const start = $.LA(1);
    const eachOne = (i: number) => (c(i, W.Each), c(i + 1, W.A));
    return $.or(1, [
      {
        ALT: () => {
          // "ela ganha +2/+2 até o final do turno": "ganhar" with a P/T is "gets"
          $.or(5, [{ ALT: () => c(1, W.Get) }, { ALT: () => c(16, W.Gain) }]);
          // "recebem, cada uma, +2/+2", "obtienen cada una +2/+2"
          opt(3, () => $.or(4, [{ ALT: () => (c(5, T.Comma), eachOne(6), c(8, T.Comma)) }, { ALT: () => eachOne(15) }]));
          const pt = c(2, T.PTChange);
          opt(4, () => eachOne(9));
          const gains = opt(5, () => {
            c(3, W.And);
            // "obtienen +2/+2 y dañan primero hasta el final del turno": a keyword's verb ("and gain first strike")
            opt(6, () => $.or(2, [{ ALT: () => c(4, W.Get) }, { ALT: () => c(11, W.Gain) }]));
            return sub(1, $.grantedAbilities);
          });
          const duration = opt(1, () => sub(2, $.duration));
          return $.ACTION(() => $.node("modifyPT", start, { pt: pt.image.replace(/[−–]/g, "-"), gains, duration }));
        },
      },
      {
        ALT: () => {
          $.or(3, [{ ALT: () => c(12, W.Get) }, { ALT: () => (c(13, W.Gain), eachOne(14)) }]);
          const abilities = sub(3, $.grantedAbilities);
          const duration = opt(2, () => sub(4, $.duration));
          return $.node("grantAbility", start, { abilities, duration });
        },
      },
    ]);
  });

  // "causa ao jogador alvo uma quantidade de dano igual ao número de …", "hace a cada oponente X puntos de daño":
  // the recipient before the damage ("deals damage to target player equal to the number of …")
  $.romanceDealToFirst = $.RULE("romanceDealToFirst", () => {
    const start: IToken = c(1, W.Deal);
    c(2, W.To);
    const to = sub(1, $.objectAndList);
    const amount = opt(1, () => sub(2, $.quantity));
    c(3, W.Damage);
    const cw = opt(2, () => sub(3, $.countWord));
    return $.node("dealDamage", start, { amount: amount ?? cw, countAfter: cw && !amount ? true : undefined, to });
  });

  // The words of a type after "a": "criatura Zumbi Planta preta e verde 3/3", "criatura verde 5/6 do tipo Ent": the
  // P/T and colours in any order after the noun, in English order (supertypes, colours, subtypes, card types).
  $.romanceTypeWords = $.RULE("romanceTypeWords", () => {
    const colors: Node[] = [];
    const others: Node[] = [];
    let pt: IToken | undefined;
    $.atLeastOne(1, () => {
      $.or(1, [
        { ALT: () => (pt = c(3, T.PTValue)) },
        {
          GATE: () => $.LA(2).tokenType === W.The && $.LA(3).tokenType === W.Type,
          ALT: () => (c(4, W.Of), c(5, W.The), c(6, W.Type)),
        },
        {
          ALT: () => {
            const w: Node = sub(1, $.filterWord);
            $.ACTION(() => (w.class === "ColorWord" || w.class === "ColorAdjective" ? colors : others).push(w));
          },
        },
        {
          // a creature type the lexicon does not know: the name of a subtype
          ALT: () => {
            const t = c(7, T.Word);
            others.push({ kind: "word", class: "Subtype", value: t.image });
          },
        },
        {
          // "verde e azul": "and" only between two colours
          GATE: () => colors.length > 0 && $.LA(2).tokenType === W.ColorWord,
          ALT: () => {
            c(8, W.And);
            colors.push({ kind: "conj", value: "and" });
            colors.push(sub(2, $.filterWord));
          },
        },
      ]);
    });
    return $.ACTION(() => {
      const supers = others.filter((w) => w.class === "Supertype");
      return { pt: pt?.image, words: [...supers, ...colors, ...englishTokenOrder(others.filter((w) => w.class !== "Supertype"))] };
    });
  });

  // "torna-se uma criatura vermelha 2/1 do tipo Guerreiro com iniciativa até o final do turno", "se convierte en
  // una criatura Guerrero roja 2/1": the new characteristics after the noun, the P/T among them, the subtypes
  // after "do tipo" ("becomes a 2/1 red Warrior creature with first strike until end of turn", 205.1b)
  $.romanceBecomes = $.RULE("romanceBecomes", () => {
    const start: IToken = c(1, W.Become);
    const article = c(2, W.A);
    const { pt, words } = sub(8, $.romanceTypeWords);
    // "torna-se uma criatura artefato 6/6, com a habilidade de atropelar, até o final do turno": the keywords between commas
    const withKw = opt(1, () => {
      opt(200, () => c(200, T.Comma));
      c(9, W.With);
      const w = $.or(2, [{ ALT: () => ({ allTypes: (sub(3, $.allCreatureTypes), true) }) }, { ALT: () => ({ list: sub(4, $.grantedAbilities) }) }]);
      $.option(201, { GATE: () => $.LA(1).tokenType === T.Comma && $.LA(2).tokenType === W.Until, DEF: () => c(201, T.Comma) });
      return w;
    });
    // "que ainda é um planeswalker": "that's still a planeswalker"
    const still = opt(2, () => {
      c(10, W.ThatIs);
      c(11, W.Still);
      c(12, W.A);
      return sub(5, $.filter);
    });
    const inAddition = opt(3, () => sub(6, $.inAdditionTo));
    const dur = opt(4, () => sub(7, $.duration));
    return $.node("becomes", start, { article: article.image.toLowerCase(), pt, words, with: withKw?.list, allCreatureTypes: withKw?.allTypes, still, inAddition, duration: dur });
  });

  // "é uma criatura preta 3/3 do tipo Lodo", "es una criatura Cieno negra 3/3", "é uma criatura verde 5/6 do tipo Ent, que
  // ainda é um terreno": "is a 3/3 black Ooze creature (that's still a land)" (205.1b), the P/T and colours in any order
  // after the noun. Only with a P/T: the other type descriptions keep the general grammar.
  const ptAhead = () => {
    for (let i = 2; i < 12; i++) {
      const t = $.LA(i).tokenType;
      if (t === T.PTValue) return true;
      // (a word the lexicon does not know stays unread here)
      if (t === T.Period || t === T.Comma || t === W.With || t === T.Word || t === EOF) return false;
    }
    return false;
  };
  override("typeDescription", () =>
    $.or(200, [
      { GATE: () => $.LA(1).tokenType === W.A && $.LA(2).tokenType === W.CardType && ptAhead(), ALT: () => sub(200, $.romanceTypeWithPT) },
      {
        // "é de todas as cores", "es de todos los colores": "is all colors" (105.2)
        ALT: () => {
          const start = c(201, W.Of);
          c(202, W.All);
          opt(201, () => c(203, W.The));
          c(204, W.Color);
          return $.node("allColors", start);
        },
      },
      { ALT: () => $.base("typeDescription")() },
    ]),
  );
  $.romanceTypeWithPT = $.RULE("romanceTypeWithPT", () => {
    const start = $.LA(1);
    const article = c(1, W.A);
    const { pt, words } = sub(1, $.romanceTypeWords);
    const withKw = opt(1, () => (c(7, W.With), sub(3, $.keywordList)));
    // "…, que ainda é um terreno": "that's still a land"
    const still = opt(2, () => {
      opt(3, () => c(8, T.Comma));
      c(9, W.ThatIs);
      c(10, W.Still);
      const a = opt(4, () => c(11, W.A));
      return { kind: "stillIs", article: a ? a.image.toLowerCase() : undefined, what: sub(4, $.filter) };
    });
    return $.node("types", start, { article: article.image.toLowerCase(), pt, words, with: withKw, still });
  });

  // "todo el daño (de combate) que fuera a ser hecho", "o próximo 1 ponto de dano que seria causado": which damage
  // "would be dealt" (the head of a prevention or a redirection, 614.9, 615)
  $.romanceDamageWouldBeDealt = $.RULE("romanceDamageWouldBeDealt", () => {
    const which = $.or(1, [
      {
        ALT: () => {
          c(1, W.All);
          const k = opt(1, () => $.or(2, [{ ALT: () => (c(2, W.Combat), "combat") }, { ALT: () => (c(3, W.Noncombat), "noncombat") }]));
          return k === "combat" ? { kind: "all", combat: true } : k === "noncombat" ? { kind: "all", noncombat: true } : { kind: "all" };
        },
      },
      {
        ALT: () => {
          c(4, W.The);
          c(5, W.Next);
          const n = sub(1, $.numberValue);
          const k = opt(2, () => c(6, W.Combat));
          return k ? { kind: "next", amount: n, combat: true } : { kind: "next", amount: n };
        },
      },
    ]);
    c(7, W.Damage);
    c(8, W.That);
    c(9, W.Would);
    c(10, W.Is);
    c(11, W.Deal);
    return which;
  });

  // Preventing damage that would be dealt (615), with the parts of the Romance sentence in any order: "Prevén
  // todo el daño que fuera a ser hecho por criaturas al Tío Istvan" ("… dealt to Uncle Istvan by creatures"),
  // "Previna todo o dano de combate que seria causado neste turno por criaturas atacantes" ("… dealt this turn by
  // attacking creatures"); "por" is "by" here. The order written is word order: the English node's `order` is left out.
  $.romancePrevent = $.RULE("romancePrevent", () => {
    const start: IToken = c(1, W.Prevent);
    const which = sub(1, $.romanceDamageWouldBeDealt);
    let to: Node | undefined;
    let by: Node | undefined;
    let dur: Node | undefined;
    let toAndBy: Node | undefined;
    $.atLeastOne(1, () => {
      $.or(4, [
        {
          ALT: () => {
            c(20, W.To);
            c(21, W.And);
            c(22, W.Deal);
            c(23, W.By);
            toAndBy = sub(4, $.objectPhrase);
          },
        },
        // one object the damage is dealt to ("que se le fuera a hacer este turno a …" is not two)
        { GATE: () => to === undefined, ALT: () => (c(24, W.To), (to = sub(5, $.recipientList))) },
        { ALT: () => ($.or(5, [{ ALT: () => c(25, W.By) }, { ALT: () => c(26, W.For) }]), (by = sub(6, $.objectPhrase))) },
        { ALT: () => (opt(4, () => c(27, T.Comma)), (dur = sub(7, $.duration))) },
      ]);
    });
    return $.node("prevent", start, { which, to, toAndBy, by, duration: dur });
  });

  // "baraja el resto en tu biblioteca", "embaralhe o card revelado em seu grimório": "en"/"em" before the library
  // is "into" ("shuffle the rest into your library", 701.20); the object read with "en" left for the destination
  $.romanceShuffleInto = $.RULE("romanceShuffleInto", () => {
    const start: IToken = c(1, W.Shuffle);
    const saved = putObject;
    putObject = true;
    let what: Node;
    try {
      what = $.or(1, [
        {
          // "su mano y su cementerio", "a própria mão e o próprio cemitério": one player's two zones ("their hand and graveyard")
          GATE: () => $.LA(3).tokenType === W.And && [W.Hand, W.Graveyard].includes($.LA(2).tokenType) && [W.Hand, W.Graveyard].includes($.LA(5).tokenType),
          ALT: () => {
            const s = $.LA(1);
            const whose = sub(3, $.possessor);
            const z1 = $.or(2, [{ ALT: () => c(6, W.Hand) }, { ALT: () => c(7, W.Graveyard) }]);
            c(8, W.And);
            sub(4, $.possessor);
            const z2 = $.or(3, [{ ALT: () => c(9, W.Hand) }, { ALT: () => c(10, W.Graveyard) }]);
            return $.node("zoneObject", s, { whose, zone: z1.tokenType.name.toLowerCase(), and: z2.tokenType.name.toLowerCase() });
          },
        },
        { ALT: () => sub(1, $.objectPhrase) },
      ]);
    } finally {
      putObject = saved;
    }
    $.or(4, [{ ALT: () => c(4, W.In) }, { ALT: () => c(11, W.Into) }]);
    const whose = sub(2, $.possessor);
    const z = c(5, W.Library);
    return $.node("shuffleInto", start, { what, whose, plural: /s$/i.test(z.image) && z.image !== "library" ? true : undefined });
  });
  /** "baraja … en tu biblioteca": "en" then a possessor and the library ahead, before the sentence ends. */
  const shuffleIntoAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Shuffle || $.LA(2).tokenType === W.In) return false;
    for (let k = 2; k <= 16; k++) {
      const t = $.LA(k).tokenType;
      if (t === T.Period || t === T.Comma || t === EOF || t === W.Then) return false;
      if ((t === W.In || t === W.Into) && ($.LA(k + 1).tokenType === W.Your || $.LA(k + 1).tokenType === W.Their) && $.LA(k + 2).tokenType === W.Library) return true;
    }
    return false;
  };

  // "removerlo del combate", "removê-lo do combate": "del"/"do" for "from" ("remove it from combat", 506.4)
  $.romanceRemoveFromCombat = $.RULE("romanceRemoveFromCombat", () => {
    const start: IToken = c(1, W.Remove);
    const what = sub(1, $.objectPhrase);
    $.or(1, [{ ALT: () => (c(2, W.Of), c(3, W.The)) }, { ALT: () => c(4, W.From) }]);
    c(5, W.Combat);
    return $.node("removeFromCombat", start, { what });
  });
  const removeFromCombatAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Remove) return false;
    for (let k = 2; k <= 10; k++) {
      const t = $.LA(k).tokenType;
      if (t === W.Combat) return $.LA(k - 1).tokenType === W.From || ($.LA(k - 1).tokenType === W.The && $.LA(k - 2).tokenType === W.Of);
      if (t === T.Period || t === T.Comma || t === EOF || t === W.Counter) return false;
    }
    return false;
  };

  // "agrega un {G} adicional", "agrega {G}{G} adicionales", "adiciona {G} extra": the word "additional" after the
  // mana ("adds an additional {G}")
  $.romanceAddAdditional = $.RULE("romanceAddAdditional", () => {
    const start: IToken = c(1, W.Add);
    opt(1, () => c(2, W.A));
    const mana = sub(1, $.manaOptions);
    $.or(1, [{ ALT: () => c(3, W.Additional) }, { GATE: () => /^extras?$/i.test($.LA(1).image), ALT: () => c(4, T.Word) }]);
    return $.node("addMana", start, { mana, additional: true });
  });
  const addAdditionalAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Add) return false;
    let k = $.LA(2).tokenType === W.A ? 3 : 2;
    if ($.LA(k).tokenType !== T.ManaSymbol) return false;
    while ($.LA(k).tokenType === T.ManaSymbol) k++;
    return $.LA(k).tokenType === W.Additional || ($.LA(k).tokenType === T.Word && /^extras?$/i.test($.LA(k).image));
  };

  // "Coloque uma ficha em jogo que seja uma cópia da criatura alvo": the older "put a token onto the battlefield that's
  // a copy of target creature" in the English order, the battlefield between the token and what it copies (707.2)
  $.romancePutTokenCopy = $.RULE("romancePutTokenCopy", () => {
    const start: IToken = c(1, W.Put);
    const s = $.LA(1);
    const count = $.or(1, [{ ALT: () => ({ kind: "a", word: c(2, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
    const tok = c(3, W.Token);
    sub(2, $.romanceOntoBattlefield);
    $.or(2, [{ ALT: () => c(4, W.ThatIs) }, { ALT: () => (c(5, W.That), c(6, W.Is)) }]);
    opt(1, () => c(7, W.A));
    c(8, W.Copy);
    c(9, W.Of);
    const of = sub(3, $.objectPhrase);
    const token = $.node("tokenCopy", s, { count, of, plural: (tok as Token).payload?.plural ? true : undefined });
    return $.node("createToken", start, { token, legacy: true });
  });
  const putTokenCopyAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Put) return false;
    const k = $.LA(2).tokenType === W.A || $.LA(2).tokenType === W.NumberWord || $.LA(2).tokenType === W.VarX ? 3 : 0;
    return k > 0 && $.LA(k).tokenType === W.Token && $.LA(k + 1).tokenType === W.On && $.LA(k + 3).tokenType === W.Battlefield;
  };

  // "permute o controle de Xyz e daquela mágica", "… do artefato alvo … e do artefato ou criatura alvo …": "de" again
  // before the second object ("exchange control of Xyz and that spell", 701.12)
  $.romanceExchangeControl = $.RULE("romanceExchangeControl", () => {
    const start: IToken = c(1, W.Exchange);
    c(2, W.Control);
    c(3, W.Of);
    const what = sub(1, $.objectPhrase);
    c(4, W.And);
    c(5, W.Of);
    const and = sub(2, $.objectPhrase);
    const duration = opt(1, () => sub(3, $.duration));
    return $.node("exchangeControl", start, { what, and, duration });
  });
  const exchangeAndOfAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Exchange) return false;
    for (let k = 4; k <= 16; k++) {
      const t = $.LA(k).tokenType;
      if (t === W.And) return $.LA(k + 1).tokenType === W.Of;
      if (t === T.Period || t === T.Comma || t === EOF) return false;
    }
    return false;
  };

  // "descarta una carta al azar de tu mano", "descarte um card aleatoriamente de sua mão": the hand after "at random"
  // (the older "discard a card at random", 701.8: a discarded card comes from its owner's hand)
  $.romanceDiscardAtRandom = $.RULE("romanceDiscardAtRandom", () => {
    const start: IToken = c(1, W.Discard);
    const what: Node = sub(1, $.objectPhrase);
    c(2, W.At);
    c(3, W.Random);
    const from: Node = sub(2, $.postModifier);
    return $.ACTION(() => {
      const f = (what as { filter?: { post?: Node[] } }).filter;
      if (f) f.post = [...(f.post ?? []), from];
      return $.node("discard", start, { what, random: true });
    });
  });
  const discardAtRandomFromAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Discard) return false;
    for (let k = 2; k <= 8; k++) {
      const t = $.LA(k).tokenType;
      if (t === W.At && $.LA(k + 1).tokenType === W.Random) return [W.Of, W.From].includes($.LA(k + 2).tokenType) && $.LA(k + 4).tokenType === W.Hand;
      if (t === T.Period || t === T.Comma || t === EOF) return false;
    }
    return false;
  };

  // "Mueve un contador +1/+1 de la criatura objetivo al Xyz", "mova todos os marcadores da criatura alvo para outra
  // criatura alvo": "de" for "from", "a"/"para" for "onto" ("move a +1/+1 counter from target creature onto Xyz", 122.5)
  $.romanceMoveCounters = $.RULE("romanceMoveCounters", () => {
    const start: IToken = c(1, W.Move);
    const amount = $.or(1, [
      { ALT: () => ({ kind: "a", word: c(2, W.A).image.toLowerCase() }) },
      { ALT: () => sub(1, $.numberValue) },
      { ALT: () => (c(3, W.All), opt(1, () => c(4, W.The)), { kind: "all" }) },
      { ALT: () => (c(5, W.Any), c(6, W.Number), c(7, W.Of), { kind: "anyNumber" }) },
    ]);
    const counter = opt(2, () => sub(2, $.romanceCounterKind));
    c(8, W.Counter);
    $.or(2, [{ ALT: () => c(9, W.Of) }, { ALT: () => c(10, W.From) }]);
    const from = sub(3, $.objectPhrase);
    $.or(3, [{ ALT: () => c(11, W.To) }, { ALT: () => c(12, W.Onto) }]);
    const to = sub(4, $.objectPhrase);
    return $.node("moveCounters", start, { amount, counter, from, to });
  });

  // "Distribuye dos contadores +1/+1 entre una o dos criaturas objetivo", "Distribua quatro marcadores +1/+1 entre qualquer
  // número de criaturas alvo": "entre" (read as the verb "enter" in Spanish) is "among" (601.2d)
  $.romanceDistributeCounters = $.RULE("romanceDistributeCounters", () => {
    const start: IToken = c(1, W.Distribute);
    const amount = sub(1, $.numberValue);
    const counter = sub(2, $.romanceCounterKind);
    c(2, W.Counter);
    $.or(1, [{ ALT: () => c(3, W.Among) }, { ALT: () => c(4, W.Enter) }, { GATE: () => /^entre$/i.test($.LA(1).image), ALT: () => c(5, T.Word) }]);
    return $.node("distributeCounters", start, { amount, counter, among: sub(3, $.dividedAmong) });
  });

  // "repite este proceso", "Repita esse processo mais duas vezes", "Repite este proceso dos veces más": "repeat this
  // process", "… two more times" (the instructions before it, again)
  $.romanceRepeatProcess = $.RULE("romanceRepeatProcess", () => {
    const start = c(1, T.Word);
    $.or(1, [{ ALT: () => c(2, W.This) }, { ALT: () => c(3, W.That) }]);
    c(4, T.Word);
    const times = opt(1, () =>
      $.or(2, [
        // "mais duas vezes": "two more times"
        { ALT: () => (c(5, W.More), { n: sub(1, $.numberValue), more: (c(8, W.Times), true) }) },
        { ALT: () => ({ n: sub(2, $.numberValue), more: (c(6, W.Times), opt(2, () => c(7, W.More))) ? true : undefined }) },
        // "quantas vezes desejar", "quantas vezes quiser": "any number of times"
        { ALT: () => (c(9, W.Any), c(10, W.Number), c(11, W.Of), c(12, W.Times), { anyNumber: true as const }) },
      ]),
    );
    const t = times as { n?: unknown; more?: true; anyNumber?: true } | undefined;
    return $.node("repeatProcess", start, { times: t?.n, more: t?.more, anyNumber: t?.anyNumber });
  });
  // "procurar em seu grimório e/ou cemitério um card com o nome …", "procurar no seu cemitério, na sua mão e/ou no seu
  // grimório um card …", "procurar em seu cemitério, mão e/ou grimório por um card …", "procurar um card com o nome … em
  // seu grimório e/ou cemitério": several of your zones searched, before or after what is searched for ("search your
  // library and/or graveyard for a card named …"); the lexer reads "procurar em seu grimório" as "search your library for".
  $.romanceSearchYourZones = $.RULE("romanceSearchYourZones", () => {
    const start: IToken = c(1, W.Search);
    const { what, zones, joins } = $.or(2, [
      {
        // "em seu grimório e/ou cemitério (por) um card …"
        GATE: () => $.LA(1).tokenType !== W.A && $.LA(1).tokenType !== W.For,
        ALT: () => {
          const first = $.or(3, [
            { ALT: () => (c(10, W.Your), c(11, W.Library), c(12, W.For), "library") },
            { ALT: () => (c(13, W.In), c(14, W.Your), sub(2, $.romanceSearchedZone)) },
          ]);
          const more = sub(1, $.romanceJoinedZones);
          opt(3, () => c(15, W.For));
          const w = sub(3, $.objectList);
          return $.ACTION(() => ({ what: w, zones: [first, ...more.zones], joins: more.joins }));
        },
      },
      {
        // "(por) um card com o nome … em seu grimório e/ou cemitério"
        ALT: () => {
          opt(4, () => c(16, W.For));
          const saved = putObject;
          putObject = true;
          let w: Node;
          try {
            w = sub(4, $.objectList);
          } finally {
            putObject = saved;
          }
          // "um card com o nome Angrath, Pirata Minotauro, em seu grimório": the comma closes the name
          opt(5, () => c(19, T.Comma));
          c(17, W.In);
          c(18, W.Your);
          const first = sub(5, $.romanceSearchedZone);
          return $.or(4, [
            {
              GATE: () => $.LA(1).tokenType !== W.Name,
              ALT: () => {
                const more = sub(6, $.romanceJoinedZones);
                return $.ACTION(() => ({ what: w, zones: [first, ...more.zones], joins: more.joins }));
              },
            },
            {
              // "até três cards em seu grimório com o nome Falcão do Esquadrão": the name after the library, as older
              // printings put it ("search your library for up to three cards named …")
              ALT: () => {
                const named = sub(7, $.postModifier);
                return $.ACTION(() => {
                  const o = w as Node & { filter?: Node & { post?: Node[] } };
                  const what = o.kind === "objects" && o.filter ? { ...o, filter: { ...o.filter, post: [...(o.filter.post ?? []), named] } } : w;
                  return { what, zones: first === "library" ? undefined : [first], joins: undefined };
                });
              },
            },
          ]);
        },
      },
    ]);
    return $.node("search", start, { whose: "your", zones, joins, for: what });
  });
  // the zones after the first one: ", (na sua) mão e/ou (no seu) grimório"
  $.romanceJoinedZones = $.RULE("romanceJoinedZones", () => {
    const zones: string[] = [];
    const joins: string[] = [];
    $.atLeastOne(1, () => {
      joins.push(
        $.or(1, [
          { ALT: () => (c(2, T.Comma), ",") },
          { GATE: () => $.LA(2).tokenType === T.Slash, ALT: () => (c(3, W.And), c(4, T.Slash), c(5, W.Or), "and/or") },
          { ALT: () => (c(6, W.And), "and") },
          { ALT: () => (c(7, W.Or), "or") },
        ]),
      );
      opt(1, () => (c(8, W.In), opt(2, () => c(9, W.Your))));
      zones.push(sub(1, $.romanceSearchedZone));
    });
    return { zones, joins };
  });
  // a search through several of your zones: a join after the first zone ("grimório e/ou cemitério", "cemitério, mão")
  const searchYourZonesAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Search) return false;
    const joined = (k: number) => [T.Comma, W.And, W.Or].includes($.LA(k).tokenType) && ($.LA(k + 1).tokenType === T.Slash || SEARCHED_ZONES.has($.LA(k + 1).tokenType) || $.LA(k + 1).tokenType === W.In);
    if ($.LA(2).tokenType === W.Your && $.LA(3).tokenType === W.Library && $.LA(4).tokenType === W.For) return joined(5);
    if ($.LA(2).tokenType === W.In && $.LA(3).tokenType === W.Your) return SEARCHED_ZONES.has($.LA(4).tokenType) && joined(5);
    for (let k = 3; k <= 16; k++) {
      const t = $.LA(k).tokenType;
      if (t === T.Period || t === EOF) return false;
      if (t === W.In && $.LA(k + 1).tokenType === W.Your && SEARCHED_ZONES.has($.LA(k + 2).tokenType)) return joined(k + 3) || $.LA(k + 3).tokenType === W.Name;
    }
    return false;
  };
  const repeatProcessAhead = (): boolean => /^(repite|repita|repetir)$/i.test($.LA(1).image) && /^(proceso|processo)$/i.test($.LA(3).image);

  // "puedes anexarle el Manto y daga": the pronoun joined to the verb is who it is attached to ("you may attach ~ to
  // it"); "anexarle el Tiempo en prisión a esa criatura": the same pronoun doubled by the creature named after (701.3)
  $.romanceAttachToIt = $.RULE("romanceAttachToIt", () => {
    const start: IToken = c(1, W.Attach);
    const it: IToken = c(2, W.It);
    const what = sub(1, $.objectPhrase);
    const to = opt(1, () => (c(3, W.To), sub(2, $.objectPhrase)));
    return $.node("attach", start, { what, to: to ?? { kind: "pronoun", word: "it", span: [it.startOffset, tokEnd(it)] } });
  });

  // "Pon una en tu mano y la otra en tu cementerio", "Coloque um em sua mão e o outro em seu cemitério": "una"/"um"
  // alone is the pronoun "one", "o outro" is "the other" ("Put one into your hand and the other into your graveyard")
  const MOVED_TO: ReadonlySet<unknown> = new Set([W.In, W.On, W.To, W.Into, W.Onto]);
  override("movedObject", () =>
    $.or(190, [
      {
        GATE: () => $.LA(1).tokenType === W.A && MOVED_TO.has($.LA(2).tokenType),
        ALT: () => {
          const start = c(190, W.A);
          return $.node("someOf", start, { count: { kind: "number", value: 1, word: true } });
        },
      },
      {
        GATE: () => $.LA(1).tokenType === W.The && $.LA(2).tokenType === W.Another && MOVED_TO.has($.LA(3).tokenType),
        ALT: () => {
          const start = c(191, W.The);
          c(192, W.Another);
          return $.node("theOther", start);
        },
      },
      { ALT: () => $.base("movedObject")() },
    ]),
  );

  // The zones of one player a search looks through, each with its own article or after one possessive: "no cemitério,
  // na mão e no grimório do jogador alvo", "no cemitério, na mão e no grimório de seu controlador", "em seu grimório
  // e/ou cemitério" ("target player's graveyard, hand, and library", "its controller's …", "your library and/or
  // graveyard"). The owner is "your" before the first zone, or "de …" / a possessive after the last.
  const ZONE_ARTICLE: ReadonlySet<unknown> = new Set([W.In, W.Into, W.The]);
  $.romanceZoneList = $.RULE("romanceZoneList", () => {
    c(1, W.In);
    const your = $.or(1, [{ ALT: () => (c(2, W.Your), true) }, { ALT: () => (c(3, W.The), false) }]);
    const zones: string[] = [sub(1, $.romanceSearchedZone)];
    const joins: string[] = [];
    let whose: unknown = your ? "your" : undefined;
    $.many(1, {
      // another zone after the join ("e no grimório …", "e/ou cemitério"), not the next clause ("e coloque-os …")
      GATE: () => {
        const k = $.LA(1).tokenType === W.And && $.LA(2).tokenType === T.Slash ? 4 : 2;
        const t = $.LA(k).tokenType;
        return t === W.In || t === W.The || SEARCHED_ZONES.has(t) || (t === W.Into && whose === undefined);
      },
      DEF: () => {
        joins.push(
          $.or(2, [
            { ALT: () => (c(4, T.Comma), ",") },
            { GATE: () => $.LA(2).tokenType === T.Slash, ALT: () => (c(5, W.And), c(6, T.Slash), c(7, W.Or), "and/or") },
            { ALT: () => (c(8, W.And), "and") },
            { ALT: () => (c(9, W.Or), "or") },
          ]),
        );
        $.or(3, [
          {
            // "e no grimório de seu controlador" (a possessive: "its controller's library"), the last zone
            GATE: () => whose === undefined,
            ALT: () => {
              c(10, W.Into);
              whose = sub(2, $.possessor);
              zones.push(sub(3, $.romanceSearchedZone));
            },
          },
          {
            ALT: () => {
              opt(1, () => c(11, W.In));
              opt(2, () => c(12, W.The));
              zones.push(sub(4, $.romanceSearchedZone));
            },
          },
        ]);
      },
    });
    // (the DSL call is made whatever came before: chevrotain records every call once)
    const of = $.option(3, { GATE: () => whose === undefined && $.LA(1).tokenType === W.Of, DEF: () => (c(13, W.Of), sub(5, $.playerPhrase)) });
    return { zones, joins, whose: whose ?? of };
  });
  const zoneListAt = (k: number): boolean =>
    $.LA(k).tokenType === W.In && ($.LA(k + 1).tokenType === W.The || $.LA(k + 1).tokenType === W.Your) && SEARCHED_ZONES.has($.LA(k + 2).tokenType);
  // After the zones, what comes before the object: a join and another zone with its article ("…, na mão"), or "por".
  const searchZonesFirstAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Search || !zoneListAt(2)) return false;
    const t5 = $.LA(5).tokenType;
    if ((t5 === T.Comma || t5 === W.And || t5 === W.Or) && ZONE_ARTICLE.has($.LA(6).tokenType)) return true;
    if (t5 === W.Of) {
      for (let k = 6; k <= 10; k++) if ($.LA(k).tokenType === W.For) return true;
    }
    return false;
  };
  // "Procure no cemitério, na mão e no grimório do jogador alvo por todos os cards com aquele nome", "Procure no grimório
  // do oponente alvo por um card de criatura": the zones first, then "por" (or nothing) and what is searched for.
  $.romanceSearchZonesFirst = $.RULE("romanceSearchZonesFirst", () => {
    const start: IToken = c(1, W.Search);
    const { zones, joins, whose } = sub(1, $.romanceZoneList) as { zones: string[]; joins: string[]; whose: unknown };
    opt(1, () => c(2, W.For));
    const what = sub(2, $.objectList);
    const more = zones.length > 1 || zones[0] !== "library";
    return $.node("search", start, { whose, zones: more ? zones : undefined, joins: more && joins.length ? joins : undefined, for: what });
  });
  // "Procure um número qualquer de cards com aquele nome no cemitério, na mão e no grimório do jogador alvo", "Procure
  // até dois cards de criatura com nomes diferentes em seu grimório": what is searched for, then the zones.
  const searchZonesAfterAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Search) return false;
    const f = $.LA(2).tokenType === W.For ? 1 : 0;
    const t = $.LA(2 + f).tokenType;
    if (t !== W.A && t !== W.Up && t !== W.Any && t.name !== "Number" && t !== W.NumberWord && t !== W.All) return false;
    for (let k = 3 + f; k <= 16 + f; k++) {
      const u = $.LA(k).tokenType;
      if (u === T.Period || u === EOF) return false;
      if (!zoneListAt(k)) continue;
      const next = $.LA(k + 3).tokenType;
      // several zones ("no cemitério, na mão e no grimório …", "em seu grimório e/ou cemitério"), or "com nomes
      // diferentes em seu grimório" (the older alternative reads one library without "different")
      const after = $.LA(k + 4).tokenType;
      if ((next === T.Comma || next === W.And || next === W.Or) && (ZONE_ARTICLE.has(after) || SEARCHED_ZONES.has(after) || after === T.Slash)) return true;
      return $.LA(k - 2).tokenType === W.Different;
    }
    return false;
  };
  $.romanceSearchZonesAfter = $.RULE("romanceSearchZonesAfter", () => {
    const start: IToken = c(1, W.Search);
    opt(1, () => c(2, W.For));
    const saved = putObject;
    putObject = true;
    let what: Node;
    let different: unknown;
    try {
      what = sub(1, $.objectList);
      // "com nomes diferentes": "with different names"
      different = opt(2, () => sub(2, $.withDifferent));
    } finally {
      putObject = saved;
    }
    const { zones, joins, whose } = sub(3, $.romanceZoneList) as { zones: string[]; joins: string[]; whose: unknown };
    const more = zones.length > 1 || zones[0] !== "library";
    return $.node("search", start, { whose, zones: more ? zones : undefined, joins: more && joins.length ? joins : undefined, for: what, different });
  });

  // "Coloque em sua mão todos os cards de criatura revelados desta maneira e o restante no fundo de seu grimório em
  // qualquer ordem": the destination before the object, then the other parts of the put ("put all creature cards
  // revealed this way into your hand and the rest on the bottom of your library in any order").
  const putFirstAlsoAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.Put || ($.LA(2).tokenType !== W.In && $.LA(2).tokenType !== W.Into)) return false;
    if (![W.Your, W.Their, W.Its, W.The].includes($.LA(3).tokenType) || ![W.Hand, W.Graveyard].includes($.LA(4).tokenType)) return false;
    for (let k = 5; k <= 24; k++) {
      const t = $.LA(k).tokenType;
      if (t === T.Period || t === EOF) return false;
      if ((t === W.And || t === T.Comma) && $.LA(k + 1).tokenType === W.The && $.LA(k + 2).tokenType === W.Rest) return true;
    }
    return false;
  };
  $.romancePutFirstAlso = $.RULE("romancePutFirstAlso", () => {
    const start: IToken = c(1, W.Put);
    const to = sub(1, $.destination);
    const saved = putObject;
    putObject = true;
    try {
      const what = sub(2, $.objectPhrase);
      const also = sub(3, $.movedAlso);
      return $.node("put", start, { what, to, also, destinationFirst: true });
    } finally {
      putObject = saved;
    }
  });

  override("verbPhrase", () =>
    $.or(220, [
      { GATE: addAdditionalAhead, ALT: () => sub(0, $.romanceAddAdditional) },
      { GATE: putTokenCopyAhead, ALT: () => sub(0, $.romancePutTokenCopy) },
      { GATE: exchangeAndOfAhead, ALT: () => sub(0, $.romanceExchangeControl) },
      { GATE: discardAtRandomFromAhead, ALT: () => sub(0, $.romanceDiscardAtRandom) },
      { GATE: () => $.LA(1).tokenType === W.Move, ALT: () => sub(0, $.romanceMoveCounters) },
      { GATE: () => $.LA(1).tokenType === W.Distribute, ALT: () => sub(0, $.romanceDistributeCounters) },
      { GATE: repeatProcessAhead, ALT: () => sub(0, $.romanceRepeatProcess) },
      { GATE: searchYourZonesAhead, ALT: () => sub(0, $.romanceSearchYourZones) },
      // (not "anéxalo a la criatura objetivo": "attach it to target creature")
      { GATE: () => $.LA(1).tokenType === W.Attach && $.LA(2).tokenType === W.It && $.LA(3).tokenType !== W.To, ALT: () => sub(0, $.romanceAttachToIt) },
      { GATE: removeFromCombatAhead, ALT: () => sub(0, $.romanceRemoveFromCombat) },
      { GATE: shuffleIntoAhead, ALT: () => sub(0, $.romanceShuffleInto) },
      { GATE: putFirstAlsoAhead, ALT: () => sub(0, $.romancePutFirstAlso) },
      { GATE: searchZonesFirstAhead, ALT: () => sub(0, $.romanceSearchZonesFirst) },
      // (several of your own zones: romanceSearchYourZones above)
      { GATE: () => searchZonesAfterAhead() && !searchYourZonesAhead(), ALT: () => sub(0, $.romanceSearchZonesAfter) },
      {
        GATE: () => $.LA(1).tokenType === W.Become && $.LA(2).tokenType === W.A && [W.CardType, W.Subtype, W.Supertype].includes($.LA(3).tokenType),
        ALT: () => sub(0, $.romanceBecomes),
      },
      { GATE: () => $.LA(1).tokenType === W.Deal && $.LA(2).tokenType === W.To, ALT: () => sub(0, $.romanceDealToFirst) },
      { GATE: () => {
          const [t1, t2, t3, t4] = [1, 2, 3, 4].map((i) => $.LA(i).tokenType);
          if (t1 === W.Gain) return t2 === T.PTChange || (t2 === W.Each && t3 === W.A);
          return t1 === W.Get && (t2 !== T.PTChange || t3 === W.Each || (t3 === W.And && (t4 === W.Get || t4 === T.Keyword)));
        }, ALT: () => sub(201, $.romanceGetGains) },
      {
        // "Prevén todo el daño que fuera a hacer una fuente de tu elección este turno": the source
        // after "would deal" ("prevent all damage a source of your choice would deal this turn")
        GATE: () => $.LA(1).tokenType === W.Prevent && $.LA(2).tokenType === W.All,
        ALT: () => {
          const start: IToken = c(221, W.Prevent);
          c(222, W.All);
          const combat = opt(220, () => c(223, W.Combat));
          c(224, W.Damage);
          c(225, W.That);
          c(226, W.Would);
          c(227, W.Deal);
          // "… que fueran a hacer este turno fuentes negras": the duration before the source
          const before = opt(234, () => sub(244, $.duration));
          const source = sub(252, $.objectPhrase);
          const to = opt(221, () => (c(228, W.To), sub(253, $.objectPhrase)));
          const after = opt(222, () => sub(254, $.duration));
          const duration = before ?? after;
          return $.node("prevent", start, { which: combat ? { kind: "all", combat: true } : { kind: "all" }, source, that: true, to, duration });
        },
      },
      // "Previna todo o dano que seria causado neste turno por criaturas atacantes": prevention in Romance order
      { GATE: () => $.LA(1).tokenType === W.Prevent && ($.LA(2).tokenType === W.All || $.LA(2).tokenType === W.The), ALT: () => sub(180, $.romancePrevent) },
      {
        // "intercambia la fuerza con la resistencia de la criatura objetivo": "switch target creature's power and toughness" (613.4d);
        // "permute o poder e a resistência da criatura alvo"
        ALT: () => {
          const start: IToken = c(200, W.Switch);
          c(218, W.The);
          c(201, W.Power);
          $.or(191, [{ ALT: () => c(202, W.With) }, { ALT: () => c(192, W.And) }]);
          c(219, W.The);
          c(203, W.Toughness);
          c(204, W.Of);
          const what = sub(239, $.objectPhrase);
          const duration = opt(226, () => sub(240, $.duration));
          return $.node("switchPT", start, { what, duration });
        },
      },
      {
        // "Busca en tu cementerio, mano y/o biblioteca una carta llamada …", "Busca en el cementerio, mano y
        // biblioteca de su propietario todas las cartas …": several zones of one player searched
        // ("search your graveyard, hand, and/or library for …", "search its owner's graveyard, hand, and library for …")
        GATE: () => {
          if ($.LA(2).tokenType !== W.In) return false;
          const k = $.LA(3).tokenType === W.Your || $.LA(3).tokenType === W.The ? 4 : 0;
          return k > 0 && SEARCHED_ZONES.has($.LA(k).tokenType) && [T.Comma, W.And, W.Or].includes($.LA(k + 1).tokenType);
        },
        ALT: () => {
          const start: IToken = c(247, W.Search);
          c(248, W.In);
          const your = $.or(223, [{ ALT: () => c(249, W.Your) }, { ALT: () => (c(207, W.The), undefined) }]);
          const first = sub(245, $.romanceSearchedZone);
          const more = sub(246, $.romanceJoinedZones);
          const whose = your ? "your" : (c(217, W.Of), sub(248, $.playerPhrase));
          const what = sub(247, $.objectList);
          return $.node("search", start, { whose, zones: $.ACTION(() => [first, ...more.zones]), joins: more.joins, for: what });
        },
      },
      {
        // "Busca una carta de tierra básica en tu biblioteca", "Procure um card de terreno básico em seu
        // grimório": what is searched for before the library ("search your library for a basic land card")
        // "Procure por um card de artefato no grimório do oponente alvo": "por" before what is searched for, and
        // another player's library ("search target opponent's library for an artifact card")
        GATE: () => {
          const f = $.LA(2).tokenType === W.For ? 1 : 0;
          const t = $.LA(2 + f).tokenType;
          if (t !== W.A && t !== W.Up && t !== W.Any && t.name !== "Number" && t !== W.NumberWord) return false;
          for (let k = 3 + f; k <= 20 + f; k++) {
            if ($.LA(k).tokenType !== W.In) continue;
            if (($.LA(k + 1).tokenType === W.Your || $.LA(k + 1).tokenType === W.Their || $.LA(k + 1).tokenType === W.Its) && $.LA(k + 2).tokenType === W.Library) return true;
            if ($.LA(k + 1).tokenType === W.The && $.LA(k + 2).tokenType === W.Library && $.LA(k + 3).tokenType === W.Of) return true;
          }
          return false;
        },
        ALT: () => {
          const start: IToken = c(229, W.Search);
          opt(194, () => c(194, W.For));
          // "en tu biblioteca" is where to search, not a qualifier of the card
          const saved = putObject;
          putObject = true;
          let what: Node;
          try {
            what = sub(255, $.objectList);
          } finally {
            putObject = saved;
          }
          c(244, W.In);
          const whose = $.or(195, [
            { ALT: () => (c(245, W.Your), c(246, W.Library), "your") },
            // "Cada oponente pode procurar um card de terreno básico em seu próprio grimório", "no grimório dele": "their library"
            { ALT: () => ($.or(197, [{ ALT: () => c(192, W.Their) }, { ALT: () => c(192, W.Its) }]), c(194, W.Library), "their") },
            { ALT: () => (c(195, W.The), c(196, W.Library), c(191, W.Of), sub(195, $.playerPhrase)) },
          ]);
          return $.node("search", start, { whose, for: what });
        },
      },
      {
        // "busca en la biblioteca del jugador objetivo una carta": "search target player's library for a card"
        GATE: () => $.LA(2).tokenType === W.In && $.LA(3).tokenType === W.The && $.LA(4).tokenType === W.Library && $.LA(5).tokenType === W.Of,
        ALT: () => {
          const start: IToken = c(250, W.Search);
          c(251, W.In);
          c(252, W.The);
          c(253, W.Library);
          c(254, W.Of);
          const whose = sub(250, $.playerPhrase);
          const what = sub(251, $.objectList);
          return $.node("search", start, { whose, for: what });
        },
      },
      {
        ALT: () => {
          const start: IToken = c(230, W.Put);
          const amount = $.or(221, [
            {
              ALT: () => ({ kind: "a", word: c(231, W.A).image.toLowerCase() }),
            },
            { ALT: () => sub(230, $.numberValue) },
          ]);
          const counter = sub(237, $.romanceCounterKind);
          c(232, W.Counter);
          // Portuguese "em"/"na" (In) as well as Spanish "sobre" (On); "em cada uma de até duas criaturas alvo" (To Each Of)
          $.or(222, [{ ALT: () => c(234, W.On) }, { ALT: () => c(235, W.In) }, { ALT: () => c(190, W.To) }]);
          const on = sub(231, $.objectPhrase);
          return $.node("putCounters", start, {
            amount,
            counter,
            on,
          });
        },
      },
      {
        // "te hace 1 punto de daño": the player dealt damage is the pronoun before the verb
        GATE: () => {
          for (let k = 3; k <= 7; k++) if ($.LA(k).tokenType === W.Damage) return $.LA(k + 1).tokenType !== W.To;
          return false;
        },
        ALT: () => {
          const you: IToken = c(241, W.You);
          const start: IToken = c(242, W.Deal);
          const amount = opt(230, () => sub(238, $.quantity));
          c(243, W.Damage);
          const to = { kind: "you", span: [you.startOffset, tokEnd(you)] };
          return $.node("dealDamage", start, { amount, to });
        },
      },
      {
        // Older templating: "pon en juego una ficha de criatura …", "coloque em jogo uma ficha …" is
        // "create a … token" (the token enters the battlefield either way, 111.2).
        ALT: () => {
          const start: IToken = c(237, W.Put);
          c(238, W.On);
          c(239, W.The);
          c(252, W.Battlefield);
          // "una ficha que es una copia de …": "a token that's a copy of …" (707.2)
          const token = $.or(226, [{ ALT: () => sub(242, $.tokenCopy) }, { ALT: () => sub(234, $.tokenSpec) }]);
          // "una ficha … 1/1, una ficha … 2/2 y una ficha … 3/3": several tokens ("a 1/1 …, a 2/2 …, and a 3/3 … token")
          const more: Node[] = [];
          const joins: string[] = [];
          $.many(226, () => {
            joins.push($.or(227, [{ ALT: () => (c(151, W.And), "and") }, { ALT: () => (c(155, T.Comma), opt(228, () => c(156, W.And)) ? ", and" : ",") }]));
            more.push(sub(243, $.tokenSpec));
          });
          return $.node("createToken", start, { token, legacy: true, more: more.length ? more : undefined, joins: joins.length ? joins : undefined });
        },
      },
      {
        // "pon esa carta en tu mano": Romance "en" is both "in" (a zone the object is in) and
        // "into" (where it goes); the destination comes last.
        ALT: () => {
          const start: IToken = c(240, W.Put);
          const saved = putObject;
          putObject = true;
          let what: Node;
          try {
            what = sub(235, $.movedObject);
          } finally {
            putObject = saved;
          }
          // "coloque-o virado no campo de batalha": "tapped" before the battlefield ("put it onto the battlefield tapped")
          const tappedFirst = $.option(193, {
            GATE: () => $.LA(1).tokenType === W.Tap && $.LA(2).tokenType === W.On && $.LA(3).tokenType === W.The && $.LA(4).tokenType === W.Battlefield,
            DEF: () => c(193, W.Tap),
          });
          const placed = sub(236, $.putDestination);
          const to = $.ACTION(() => (tappedFirst && placed && !(placed as { tapped?: boolean }).tapped ? { ...placed, tapped: true } : placed));
          // "… y el resto en tu cementerio": "… and the rest into your graveyard"
          const also = opt(249, () => {
            const before = putObject;
            putObject = true;
            try {
              return sub(249, $.movedAlso);
            } finally {
              putObject = before;
            }
          });
          return $.node("put", start, { what, to, also });
        },
      },
      {
        // "pon en el campo de batalla una ficha …": the destination before the object.
        ALT: () => {
          const start: IToken = c(236, W.Put);
          const to = sub(232, $.romanceOntoBattlefield);
          const saved = putTapped;
          putTapped = true;
          let what: Node;
          try {
            what = sub(233, $.objectPhrase);
          } finally {
            putTapped = saved;
          }
          // "pon en juego esa carta girada": "tapped" after the object is how it enters
          const tapped = opt(231, () => c(229, W.Tap));
          return $.ACTION(() => $.node("put", start, { what, to: tapped && to && !to.tapped ? { ...to, tapped: true } : to }));
        },
      },
      {
        // "ganhe o controle dela até o final do turno": the owner word after "control" is what is controlled
        // ("gain control of it", "gain control of them")
        GATE: () => $.LA(1).tokenType === W.Gain && $.LA(2).tokenType === W.Control && ($.LA(3).tokenType === W.Its || $.LA(3).tokenType === W.Their),
        ALT: () => {
          const start: IToken = c(196, W.Gain);
          c(197, W.Control);
          const it = $.or(196, [{ ALT: () => c(198, W.Its) }, { ALT: () => c(199, W.Their) }]);
          const what = { kind: "pronoun", word: it.tokenType === W.Its ? "it" : "them", span: [it.startOffset, tokEnd(it)] } as Node;
          const duration = opt(196, () => sub(196, $.duration));
          return $.node("gainControl", start, { what, duration });
        },
      },
      { ALT: () => $.base("verbPhrase")() },
    ]),
  );

  // "Cuando … entren en juego, te hacen 4 puntos de daño": the subject dropped ("it deals 4 damage to you"), the
  // player dealt damage the pronoun before the verb; "te" is not the clause's subject
  const youDealtDamage = (): boolean => {
    if ($.LA(1).tokenType !== W.You || $.LA(2).tokenType !== W.Deal) return false;
    for (let k = 3; k <= 7; k++) if ($.LA(k).tokenType === W.Damage) return $.LA(k + 1).tokenType !== W.To;
    return false;
  };
  override("plainClause", () =>
    $.or(190, [
      {
        GATE: youDealtDamage,
        ALT: () => {
          const start = $.LA(1);
          const action = sub(190, $.verbPhrase);
          return $.node("clause", start, { action });
        },
      },
      { ALT: () => $.base("plainClause")() },
    ]),
  );

  // "Gana el control de la criatura objetivo mientras controles …": after a one-shot effect, "mientras"
  // ("as long as") is how long the effect lasts, English "for as long as" (611.2b)
  override("duration", () =>
    $.or(200, [
      {
        // after the effect ("Gana el control … mientras …"), not a condition opening the sentence ("Mientras …, el Elfo obtiene …")
        GATE: () => $.LA(0) !== undefined && !SENTENCE_OPENERS.has($.LA(0).tokenType),
        ALT: () => {
          const start: IToken = c(200, W.As);
          c(201, W.Long);
          c(202, W.As);
          const cond = sub(200, $.condition);
          return $.node("duration", start, { until: "asLongAs", condition: cond });
        },
      },
      { ALT: () => $.base("duration")() },
    ]),
  );

  // Older templating: "sólo cuando puedas jugar un conjuro" ("play a sorcery" for "cast a sorcery").
  override("activationLimit", () =>
    $.or(200, [
      {
        ALT: () => {
          c(200, W.Any);
          c(201, W.Time);
          c(202, W.You);
          c(203, W.Could);
          c(204, W.Play);
          c(205, W.A);
          const t = c(206, W.CardType);
          const p = (t as Token).payload;
          return (p?.value ?? t.image.toLowerCase()) === "instant" ? "instantSpeed" : "sorcerySpeed";
        },
      },
      { ALT: () => $.base("activationLimit")() },
    ]),
  );

  // "una ficha de criatura Soldado blanca 1/1 (con la habilidad de volar)", "uma ficha de criatura
  // Soldado 1/1 branca": the token's kind follows "ficha de", in any order with its P/T.
  // "una cantidad de fichas … igual a …", "esa misma cantidad de fichas …": "a number of … tokens equal to …",
  // "that many … tokens" (the number of tokens before the kind, as in English)
  $.romanceTokenCount = $.RULE("romanceTokenCount", () =>
    $.or(1, [
      { ALT: () => (c(1, W.A), $.or(2, [{ ALT: () => c(2, W.Amount) }, { ALT: () => c(3, W.Number) }]), c(4, W.Of), { kind: "numberOf" }) },
      { ALT: () => (c(5, W.That), c(6, W.Many), { kind: "thatMany" }) },
    ]),
  );

  override("tokenSpec", () =>
    $.or(210, [
      {
        ALT: () => {
          const start = $.LA(1);
          const count = $.or(211, [
            { GATE: () => $.LA(2).tokenType !== W.Token, ALT: () => sub(0, $.romanceTokenCount) },
            { ALT: () => ({ kind: "a", word: c(210, W.A).image.toLowerCase() }) },
            { ALT: () => sub(210, $.numberValue) },
          ]);
          const tok = c(211, W.Token);
          c(212, W.Of);
          const colors: Node[] = [];
          const others: Node[] = [];
          let pt: IToken | undefined;
          let tapped: IToken | undefined;
          let attacking = false;
          let withKw: unknown;
          const word = (w: Node) => {
            if (w.class === "ColorWord" || w.class === "ColorAdjective") colors.push(w);
            else others.push(w);
          };
          $.atLeastOne(210, () => {
            $.or(212, [
              { ALT: () => (pt = c(213, T.PTValue)) },
              {
                // Portuguese older templating: "ficha de criatura verde 1/1 do tipo Saprófita"
                GATE: () => $.LA(2).tokenType === W.The && $.LA(3).tokenType === W.Type,
                ALT: () => {
                  c(218, W.Of);
                  c(219, W.The);
                  c(220, W.Type);
                },
              },
              {
                // "fichas … giradas y atacando": "tokens … tapped and attacking" (508.4)
                GATE: () => $.LA(1).tokenType === W.Tap && $.LA(2).tokenType === W.And && $.LA(3).tokenType === W.Attack,
                ALT: () => {
                  tapped = c(223, W.Tap);
                  c(221, W.And);
                  c(222, W.Attack);
                  attacking = true;
                },
              },
              {
                // Portuguese older templating: "ficha de criatura vermelha 5/5, com a habilidade de voar, do tipo Dragão":
                // the abilities between commas before the kind
                GATE: () => withKw === undefined && ($.LA(1).tokenType === W.With || ($.LA(1).tokenType === T.Comma && $.LA(2).tokenType === W.With)),
                ALT: () => {
                  opt(197, () => c(197, T.Comma));
                  c(198, W.With);
                  withKw = sub(197, $.keywordList);
                  $.option(198, {
                    GATE: () => $.LA(2).tokenType === W.Of && $.LA(3).tokenType === W.The && $.LA(4).tokenType === W.Type,
                    DEF: () => c(199, T.Comma),
                  });
                },
              },
              { ALT: () => word(sub(211, $.filterWord)) },
              {
                // a creature type the lexicon does not know ("Servo", "Myr"): the name of a subtype
                ALT: () => {
                  const t = c(214, T.Word);
                  others.push({ kind: "word", class: "Subtype", value: t.image });
                },
              },
              {
                // "blanca y negra": "and" only between two colours
                GATE: () => colors.length > 0 && ($.LA(2).tokenType === W.ColorWord || $.LA(2).tokenType.name === "ColorWord"),
                ALT: () => {
                  c(215, W.And);
                  colors.push({ kind: "conj", value: "and" });
                  colors.push(sub(212, $.filterWord));
                },
              },
            ]);
          });
          opt(210, () => (tapped = c(216, W.Tap)));
          const withAfter = opt(211, () => {
            c(217, W.With);
            return $.or(213, [{ ALT: () => sub(213, $.keywordList) }, { ALT: () => [sub(214, $.quotedAbility)] }]);
          });
          withKw ??= withAfter;
          // "… igual a tu devoción al blanco": "equal to your devotion to white" (after "una cantidad de")
          const equal = $.option(237, { GATE: () => (count as Node).kind === "numberOf", DEF: () => sub(237, $.countWord) });
          return $.ACTION(() =>
            $.node("tokenSpec", start, {
              count,
              tapped: tapped && !attacking ? true : undefined,
              pt: pt?.image,
              words: [
                ...colors,
                ...englishTokenOrder(others),
                { kind: "word", class: "Token", value: "token", ...((tok as Token).payload?.plural ? { plural: true } : {}) },
                ...(tapped && attacking ? [{ kind: "word", class: "Tap", value: "tapped" }, { kind: "conj", value: "and" }, { kind: "word", class: "Attack", value: "attacking" }] : []),
              ],
              with: withKw,
              equal,
            }),
          );
        },
      },
      { ALT: () => $.base("tokenSpec")() },
    ]),
  );

  // "Como coste adicional para lanzar este hechizo, sacrifica una criatura" ("para": For, "to"),
  // and the older "Te cuesta {1} menos lanzar hechizos de criatura" ("Creature spells you cast
  // cost {1} less"): the player who pays comes first, the spells after the verb.
  // "si se usó {R} para lanzar la Hoguera", "se se gastou {R} para conjurar …": the mana first in English
  // ("if {R} was spent to cast ~"); older printings say "para jugar" / "para pagar" (to pay for it: the same).
  override("conditionAtom", () =>
    $.or(250, [
      {
        ALT: () => {
          const start = c(250, W.Spend);
          const symbols = sub(250, $.manaCost);
          $.or(251, [{ ALT: () => c(251, W.For) }, { ALT: () => c(252, W.To) }]);
          $.or(252, [{ ALT: () => c(253, W.Cast) }, { ALT: () => c(254, W.Play) }, { ALT: () => c(255, W.Pay) }]);
          const what = sub(251, $.objectPhrase);
          return $.node("manaSpent", start, { symbols, what });
        },
      },
      // "enquanto ele estiver removido do jogo", "mientras está exiliada": "while it's exiled" (a suspended card, 702.62)
      {
        GATE: () =>
          ($.LA(1).tokenType === W.It && $.LA(2).tokenType === W.Is && ($.LA(3).tokenType === W.Exile || $.LA(3).tokenType === W.Exiled)) ||
          (($.LA(1).tokenType === W.Is || $.LA(1).tokenType === W.ItIs) && ($.LA(2).tokenType === W.Exile || $.LA(2).tokenType === W.Exiled)),
        ALT: () => sub(180, $.romanceItIsExiled),
      },
      // "o tributo não tiver sido pago", "seu custo de espreitar foi pago", "o custo de reforço de {R} tiver sido pago"
      {
        GATE: () =>
          ($.LA(1).tokenType === W.The && $.LA(2).tokenType === T.Keyword) ||
          (($.LA(1).tokenType === W.The || $.LA(1).tokenType === W.Your) && $.LA(2).tokenType === W.Cost && $.LA(3).tokenType === W.Of),
        ALT: () => sub(230, $.romanceCostPaid),
      },
      // the player "you" dropped before "has … life": "se tiver 40 ou mais pontos de vida" ("if you have 40 or more life")
      { GATE: () => $.LA(1).tokenType === W.Has, ALT: () => sub(231, $.romanceYouHaveLife) },
      // "você teve um terreno que entrou no campo de batalha …": "you had a land enter the battlefield …"
      {
        GATE: () => {
          for (let k = 1; k <= 4; k++) if ($.LA(k).tokenType === W.Has) return /^had$/i.test($.LA(k).image);
          return false;
        },
        ALT: () => sub(233, $.romanceHad),
      },
      // "o poder de ~ for maior ou igual a 4", "o poder da criatura encantada": "~'s power is 4 or greater"
      {
        GATE: () => $.LA(1).tokenType === W.The && ($.LA(2).tokenType === W.Power || $.LA(2).tokenType === W.Toughness) && $.LA(3).tokenType === W.Of,
        ALT: () => sub(232, $.romanceStatOfIs),
      },
      { ALT: () => $.base("conditionAtom")() },
    ]),
  );
  // A cost paid, its name after "custo de" (601.2b, 702.33): "se o tributo não tiver sido pago" ("if tribute wasn't
  // paid"), "se seu custo de espreitar tiver sido pago" ("if its prowl cost was paid"), "se o custo de surto de ~ foi
  // pago" ("if ~'s surge cost was paid"); the kicker with its cost is "it was kicked with its {R} kicker" in English:
  // "se o custo de reforço de {R} tiver sido pago", "se o custo de reforço {2}{U} tiver sido pago".
  $.romanceCostPaid = $.RULE("romanceCostPaid", () => {
    const start = $.LA(1);
    const paid = (i: number) => sub(i, $.romanceWasPaid) as true | undefined;
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.The);
          const k = c(2, T.Keyword);
          const negated = paid(10);
          return $.ACTION(() => $.node("costPaid", start, { keyword: String((k as Token).payload?.value ?? k.image.toLowerCase()), negated }));
        },
      },
      {
        // the kicker with one of its costs
        GATE: () => $.LA(4).image.toLowerCase() === "reforço" && $.LA(4).tokenType !== T.Keyword,
        ALT: () => {
          c(3, W.The);
          c(4, W.Cost);
          c(5, W.Of);
          c(6, T.Word);
          opt(1, () => c(7, W.Of));
          const cost = sub(1, $.manaCost);
          const negated = paid(11);
          return $.ACTION(() =>
            $.node("kicked", start, { what: { kind: "pronoun", word: "it", span: [start.startOffset, start.startOffset] }, cost, negated }),
          );
        },
      },
      {
        ALT: () => {
          const your = $.or(2, [{ ALT: () => c(8, W.Your) }, { ALT: () => (c(9, W.The), undefined) }]);
          c(13, W.Cost);
          c(14, W.Of);
          const k = c(15, T.Keyword);
          // "seu custo de …" is the object's own cost ("its"); "o custo de … de ~" names the object
          const of = your
            ? $.ACTION(() => ({ kind: "pronoun", word: "its", span: [your.startOffset, tokEnd(your)] }))
            : (c(16, W.Of), sub(2, $.objectCore));
          const negated = paid(12);
          return $.ACTION(() =>
            $.node("costPaid", start, { keyword: String((k as Token).payload?.value ?? k.image.toLowerCase()), of, withCostWord: true, negated }),
          );
        },
      },
    ]);
  });
  // (and "enquanto tiver sete ou mais cards em sua mão": "as long as you have seven or more cards in hand")
  $.romanceYouHaveLife = $.RULE("romanceYouHaveLife", () => {
    const start = c(1, W.Has);
    const a = sub(1, $.condAmount);
    const kind = $.or(1, [{ ALT: () => (c(2, W.Life), "lifeTotal") }, { ALT: () => (c(3, W.Card), c(4, W.In), c(5, W.Hand), "handSize") }]);
    return $.ACTION(() =>
      $.node(kind, start, { who: { kind: "you", span: [start.startOffset, start.startOffset] }, value: a.value, op: a.op, exactly: a.exactly }),
    );
  });
  // A player had objects do something (the event in a relative clause): "se você teve um terreno que entrou no campo
  // de batalha sob o seu controle neste turno", "se um oponente teve dois ou mais terrenos que entraram …" ("if you had
  // a land enter the battlefield under your control this turn", "if an opponent had two or more lands enter …")
  $.romanceHad = $.RULE("romanceHad", () => {
    const start = $.LA(1);
    const who = sub(1, $.playerPhrase);
    c(1, W.Has);
    const s0 = $.LA(1);
    const det = $.or(1, [
      { ALT: () => (c(2, W.A), { det: "a" }) },
      {
        ALT: () => {
          const count = sub(2, $.numberValue);
          c(3, W.Or);
          c(4, W.More);
          return { det: "orMore", count };
        },
      },
    ]);
    const words: Node[] = sub(3, $.romanceFilterWords);
    const subjectSpan = $.ACTION(() => $.span(s0));
    c(5, W.That);
    const ev = sub(4, $.eventVerb);
    const q = sub(5, $.eventQualifiers);
    return $.ACTION(() => {
      const subject = { kind: "objects", span: subjectSpan, ...det, filter: { kind: "filter", words, span: subjectSpan } };
      const event = { kind: "event", span: $.span(start), subject, ...ev, ...q };
      return $.node("had", start, { who, event });
    });
  });
  $.romanceStatOfIs = $.RULE("romanceStatOfIs", () => {
    const start = c(1, W.The);
    const stat = sub(1, $.statName);
    c(2, W.Of);
    const of = sub(2, $.objectCore);
    c(3, W.Is);
    const cmp = sub(3, $.comparison);
    return $.node("statIs", start, { of, stat: stat.stat, legacy: stat.legacy, ...cmp });
  });
  // "foi pago", "tiver sido pago", "não tiver sido pago": true when negated
  $.romanceWasPaid = $.RULE("romanceWasPaid", () => {
    const neg = $.or(1, [{ ALT: () => (c(1, W.Is), undefined) }, { ALT: () => c(2, W.Isnt) }]);
    c(3, W.Pay);
    return neg ? true : undefined;
  });
  $.romanceItIsExiled = $.RULE("romanceItIsExiled", () => {
    const start = $.LA(1);
    $.or(2, [{ ALT: () => (opt(1, () => c(1, W.It)), c(2, W.Is)) }, { ALT: () => c(5, W.ItIs) }]);
    const t = $.or(1, [{ ALT: () => c(3, W.Exile) }, { ALT: () => c(4, W.Exiled) }]);
    return $.ACTION(() =>
      $.node("is", start, {
        what: { kind: "pronoun", word: "it", span: [start.startOffset, start.startOffset] },
        state: { kind: "filter", words: [{ kind: "word", class: "Participle", value: "exiled", span: [t.startOffset, tokEnd(t)] }], span: [t.startOffset, tokEnd(t)] },
      }),
    );
  });

  // Damage dealt to another object instead (614.9) with "instead" before the new recipient: "Todo el daño que se te
  // fuera a hacer, en vez de eso, se le hace a la criatura equipada", "O próximo 1 ponto de dano que seria causado a ~
  // neste turno, em vez disso, é causado à criatura alvo" ("… is dealt to target creature instead").
  $.romanceDamageRedirect = $.RULE("romanceDamageRedirect", () => {
    const start = $.LA(1);
    const which = sub(1, $.romanceDamageWouldBeDealt);
    let by: Node | undefined;
    let duration: Node | undefined;
    // the object the damage would be dealt to is written ("que se le fuera a hacer" alone is "… dealt to it")
    const part = (i: number) =>
      $.or(i, [
        { ALT: () => ($.or(i + 1, [{ ALT: () => c(i + 10, W.By) }, { ALT: () => c(i + 11, W.For) }]), (by = sub(i, $.objectPhrase))) },
        { ALT: () => (duration = sub(i + 1, $.duration)) },
      ]);
    $.many(1, () => part(20));
    c(10, W.To);
    const to = sub(2, $.objectPhrase);
    $.many(2, () => part(40));
    c(13, T.Comma);
    c(14, W.Instead);
    opt(2, () => c(15, T.Comma));
    c(16, W.Is);
    c(17, W.Deal);
    c(18, W.To);
    const redirectTo = sub(5, $.objectPhrase);
    return $.node("damageRedirect", start, { which, to, by, duration, redirectTo });
  });

  // An untap step that untaps more (502.3), the player after the step: "Desvire todos os artefatos que você controla
  // durante a etapa de desvirar de cada outro jogador", "Durante el paso de enderezar de cada uno de los demás
  // jugadores, endereza todos los artefactos que controles" ("Untap all artifacts you control during each other
  // player's untap step").
  $.romanceUntapDuring = $.RULE("romanceUntapDuring", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(6, W.Untap);
          const what = sub(2, $.objectPhrase);
          const whose = sub(4, $.romanceUntapStepOf);
          return $.node("untapDuring", start, { what, whose });
        },
      },
      {
        ALT: () => {
          const whose = sub(5, $.romanceUntapStepOf);
          c(7, T.Comma);
          c(8, W.Untap);
          const what = sub(3, $.objectPhrase);
          return $.node("untapDuring", start, { what, whose });
        },
      },
    ]);
  });

  // "durante a etapa de desvirar de cada outro jogador": the player whose untap step it is
  $.romanceUntapStepOf = $.RULE("romanceUntapStepOf", () => {
    c(1, W.During);
    c(2, W.The);
    c(3, W.Untap);
    c(4, W.Step);
    c(5, W.Of);
    return sub(1, $.playerPhrase);
  });

  // A static prevention of the damage dealt by some objects (615): "Prevén todo el daño de combate que fuera a ser
  // hecho por criaturas que no sean Licántropos" ("… that would be dealt by non-Werewolf creatures"): "por" is "by".
  $.romancePreventionBy = $.RULE("romancePreventionBy", () => {
    const start: IToken = c(1, W.Prevent);
    const which = $.or(1, [{ GATE: () => $.LA(1).tokenType === W.All, ALT: () => sub(1, $.romanceDamageWouldBeDealt) }]);
    c(10, W.For);
    const what = sub(2, $.objectPhrase);
    return $.ACTION(() => $.node("prevention", start, { combat: which.combat, noncombat: which.noncombat, direction: "by", what }));
  });

  override("staticBody", () =>
    $.or(150, [
      {
        ALT: () => {
          const start = c(160, W.As);
          opt(150, () => c(161, W.A));
          c(162, W.Cost);
          c(163, W.Additional);
          $.or(152, [{ ALT: () => c(176, W.For) }, { ALT: () => c(164, W.To) }]);
          // the older "para jugar" ("to play ~"), as English reads "to play" a spell
          $.or(154, [{ ALT: () => c(165, W.Cast) }, { ALT: () => c(186, W.Play) }]);
          const what = sub(150, $.objectPhrase);
          c(166, T.Comma);
          // "…, puedes sacrificar …" (an optional additional cost); "…, muestra una carta de Elemental de tu mano o paga {3}" (a choice)
          const optional = opt(156, () => (c(209, W.You), c(210, W.May), true));
          const cost = sub(151, $.costList);
          const or = opt(157, () => {
            opt(158, () => c(211, T.Comma));
            c(208, W.Or);
            return sub(158, $.costPart);
          });
          return $.ACTION(() =>
            or ? $.node("additionalCost", start, { spell: what, optional, cost: [...cost, or], or: true }) : $.node("additionalCost", start, { spell: what, optional, cost }),
          );
        },
      },
      {
        ALT: () => {
          // also without "te": "Cuesta {G} menos lanzar la Hidra de Khalni por cada criatura verde que controles"
          const start = $.LA(1);
          // "A tus oponentes les cuesta {2} más lanzar hechizos": "Spells your opponents cast cost {2} more"
          const you = opt(155, () => $.or(155, [{ ALT: () => c(167, W.You) }, { ALT: () => sub(157, $.playerPhrase) }]));
          c(168, W.Cost);
          const m = sub(152, $.manaCost);
          const dir = $.or(151, [{ ALT: () => c(169, W.More) }, { ALT: () => c(170, W.Less) }]);
          c(171, W.To);
          const castTok = c(172, W.Cast);
          let what = sub(153, $.objectPhrase);
          const forEach = opt(151, () => {
            c(173, W.For);
            c(174, W.Each);
            return sub(154, $.forEachWhat);
          });
          const cond = opt(152, () => {
            c(175, W.If);
            return sub(155, $.condition);
          });
          return $.ACTION(() => {
            const who = you && "tokenType" in you ? { kind: "you", span: [start.startOffset, tokEnd(start)] } : you;
            // "lanzar hechizos que hagan objetivo a la Esfinge": the spells cast "that target" it (English "Spells your
            // opponents cast that target ~", the target after the caster)
            const targeting = who ? thatTargets(what) : undefined;
            if (targeting) what = targeting.rest;
            const castBy = who ? $.node("castBy", castTok, { who, targeting: targeting?.what, post: targeting?.post }) : undefined;
            // "te cuesta {1} menos lanzar este hechizo" is "this spell costs {1} less to cast"
            const affected = what.kind === "self" ? what : castBy ? $.node("spellsCast", castTok, { what, castBy }) : what;
            return $.node("costChange", start, {
              affected,
              amount: m,
              direction: dir.tokenType === W.More ? "more" : "less",
              verb: "cast",
              forEach,
              if: cond,
            });
          });
        },
      },
      {
        // "Tanto la fuerza como la resistencia del Cantívoro son iguales al número de …", "O poder
        // e a resistência de X são iguais a …", "La fuerza de X es igual a …": the stats come
        // before their owner ("~'s power and toughness are each equal to …", 604.3).
        GATE: () => $.LA(2).tokenType === W.Power || $.LA(2).tokenType === W.Toughness,
        ALT: () => {
          const start = c(177, W.The);
          const stats: string[] = [];
          const first = $.or(153, [{ ALT: () => c(178, W.Power) }, { ALT: () => c(179, W.Toughness) }]);
          opt(153, () => {
            c(180, W.And);
            // "La fuerza y resistencia de la Estrella sombría son iguales a …": the second article may be left out
            opt(208, () => c(181, W.The));
            c(182, W.Toughness);
            stats.push("toughness");
          });
          c(183, W.Of);
          const who = sub(156, $.objectPhrase);
          c(184, W.Is);
          opt(154, () => c(185, W.Each));
          const value = sub(157, $.countWord);
          return $.ACTION(() => {
            stats.unshift(first.tokenType === W.Power ? "power" : "toughness");
            return $.node("definePT", start, { affected: who, stats, value });
          });
        },
      },
      { ALT: () => sub(205, $.romanceCostChange) },
      { ALT: () => sub(206, $.romancePlayRevealed) },
      // "Todo el daño que se te fuera a hacer, en vez de eso, se le hace a la criatura equipada" (614.9)
      { GATE: () => $.LA(1).tokenType === W.All || ($.LA(1).tokenType === W.The && $.LA(2).tokenType === W.Next), ALT: () => sub(183, $.romanceDamageRedirect) },
      // "Prevén todo el daño de combate que fuera a ser hecho por criaturas que no sean Licántropos": "by" is "por"
      { GATE: () => $.LA(1).tokenType === W.Prevent && $.LA(2).tokenType === W.All, ALT: () => sub(181, $.romancePreventionBy) },
      { GATE: () => $.LA(1).tokenType === W.Untap || $.LA(1).tokenType === W.During, ALT: () => sub(220, $.romanceUntapDuring) },
      { ALT: () => $.base("staticBody")() },
    ]),
  );

  // "Jogue com o card do topo de seu grimório revelado", "Juega mostrando la primera carta de tu biblioteca": "Play with
  // the top card of your library revealed" (the participle after the noun, or the gerund before it)
  $.romancePlayRevealed = $.RULE("romancePlayRevealed", () => {
    const start = c(1, W.Play);
    c(2, W.With);
    const what = $.or(1, [
      { ALT: () => (c(3, W.Participle), sub(1, $.objectPhrase)) },
      { ALT: () => ((w) => (c(4, W.Participle), w))(sub(2, $.objectPhrase)) },
    ]);
    return $.node("playRevealed", start, { what });
  });

  // Cost changes with the verb first or without one (601.2f): "Cuesta {1} menos activar esta habilidad por cada …"
  // ("This ability costs {1} less to activate for each …"), "Te cuesta {1} menos el próximo hechizo que lances este
  // turno" ("The next spell you cast this turn costs {1} less to cast"), "Equipar te cuesta {1} menos" ("Equip costs
  // you pay cost {1} less"), "Te cuestan {2} menos los costes de rapidez que pagues", "Lanzar ~ cuesta {2}{G} más por
  // cada objetivo después del primero" ("~ costs {2}{G} more to cast for each target beyond the first").
  // "cuesta {1} menos", "cuesta hasta {2} menos": the amount and direction of a cost change
  $.romanceCostAmount = $.RULE("romanceCostAmount", () => {
    c(1, W.Cost);
    const upTo = opt(1, () => (c(2, W.Up), c(3, W.To), true));
    const amount = sub(1, $.manaCost);
    const dir = $.or(1, [{ ALT: () => c(4, W.More) }, { ALT: () => c(5, W.Less) }]);
    return { amount, upTo, direction: dir.tokenType === W.More ? "more" : "less" };
  });
  // "… por cada criatura que controlas", "… si hace objetivo a …" after a cost change
  $.romanceCostTail = $.RULE("romanceCostTail", () => {
    const forEach = opt(1, () => {
      c(1, W.For);
      c(2, W.Each);
      return sub(1, $.forEachWhat);
    });
    const cond = opt(2, () => {
      c(3, W.If);
      return sub(2, $.condition);
    });
    return { forEach, if: cond };
  });

  $.romanceCostChange = $.RULE("romanceCostChange", () => {
    const start = $.LA(1);
    return $.or(2, [
      {
        // "Equipar te cuesta {1} menos"
        ALT: () => {
          const k = c(9, T.Keyword);
          const you = c(10, W.You);
          const ch = sub(11, $.romanceCostAmount);
          return $.ACTION(() => {
            const affected = $.node("keywordCosts", k, { keyword: val(k), by: { kind: "you", span: [you.startOffset, tokEnd(you)] } });
            return $.node("costChange", start, { affected, ...ch });
          });
        },
      },
      {
        // "Lanzar ~ cuesta {2}{G} más por cada objetivo después del primero"
        ALT: () => {
          c(11, W.Cast);
          const what = sub(4, $.objectPhrase);
          const ch = sub(12, $.romanceCostAmount);
          const t = sub(13, $.romanceCostTail);
          return $.node("costChange", start, { affected: what, ...ch, verb: "cast", ...t });
        },
      },
      {
        ALT: () => {
          opt(4, () => c(12, W.You));
          const ch = sub(14, $.romanceCostAmount);
          return $.or(3, [
            {
              // "cuesta {1} menos activar esta habilidad", "cuesta {3} más activar las habilidades activadas de …"
              ALT: () => {
                c(13, W.To);
                c(14, W.Activate);
                const affected = $.or(4, [{ ALT: () => sub(5, $.romanceAbilitiesOf) }, { ALT: () => sub(6, $.objectPhrase) }]);
                const t = sub(15, $.romanceCostTail);
                return $.node("costChange", start, { affected, ...ch, verb: "activate", ...t });
              },
            },
            {
              // "te cuesta {1} menos el próximo hechizo que lances este turno"
              ALT: () => {
                const affected = sub(7, $.romanceNthSpell);
                const t = sub(16, $.romanceCostTail);
                return $.node("costChange", start, { affected, ...ch, verb: "cast", ...t });
              },
            },
            {
              // "te cuestan {2} menos los costes de rapidez que pagues"
              ALT: () => {
                const affected = sub(8, $.romanceKeywordCosts);
                return $.node("costChange", start, { affected, ...ch });
              },
            },
          ]);
        },
      },
    ]);
  });

  // "el próximo hechizo que lances este turno", "a primeira mágica de criatura que você conjura em cada turno": "the next
  // spell you cast this turn", "the first creature spell you cast each turn" (an effect on one later spell, 611.2), the
  // caster in a relative clause ("que lances").
  $.romanceNthSpell = $.RULE("romanceNthSpell", () => {
    const start = c(1, W.The);
    const nth = $.or(1, [{ ALT: () => c(2, W.Next) }, { ALT: () => c(3, W.Ordinal) }]);
    const what = sub(1, $.objectPhrase);
    opt(1, () => c(4, W.That));
    const s0 = $.LA(1);
    const who = sub(2, $.playerPhrase);
    const castTok = c(5, W.Cast);
    const when = opt(2, () =>
      $.or(2, [
        { ALT: () => (c(6, W.This), c(7, W.Turn), "thisTurn") },
        { ALT: () => (opt(3, () => c(8, W.In)), c(9, W.Each), c(10, W.Turn), "eachTurn") },
      ]),
    );
    return $.ACTION(() => {
      if (nth.tokenType === W.Ordinal) {
        const castBy = $.node("castBy", s0, { who });
        return $.node("nthSpellEachTurn", start, { nth: num(nth), what, castBy, each: when ?? "eachTurn" });
      }
      // English reads "spell you cast this turn" as one noun group: the caster is a modifier of the spell
      const acted = { kind: "actedBy", who, verb: "cast", word: "cast", when: when === "thisTurn" ? "thisTurn" : undefined, span: [s0.startOffset, tokEnd(castTok)] };
      const w = what as Node & { filter?: Node & { post?: Node[] } };
      const withPost = w.filter ? { ...w, filter: { ...w.filter, post: [...(w.filter.post ?? []), acted] } } : w;
      return $.node("nextSpellCast", start, { what: withPost });
    });
  });

  // "As mágicas que seus oponentes conjuram com Esfinge de Nova Pravh como alvo", "os feitiços que você conjura": "Spells
  // your opponents cast that target Sphinx of New Prahv", "sorcery spells you cast" (the caster in a relative clause)
  $.romanceSpellsCastBy = $.RULE("romanceSpellsCastBy", () => {
    const start = $.LA(1);
    const what = sub(1, $.objectPhrase);
    const s0 = c(1, W.That);
    const who = sub(2, $.playerPhrase);
    c(2, W.Cast);
    const targeting = opt(1, () => {
      c(3, W.With);
      const t = sub(3, $.objectPhrase);
      c(4, W.As);
      c(5, W.Target);
      return t;
    });
    return $.ACTION(() => $.node("spellsCast", start, { what, castBy: $.node("castBy", s0, { who, targeting }) }));
  });

  // "los costes de rapidez que pagues", "os custos de equipar que você paga", "todos os custos de metamorfose":
  // "dash costs you pay", "all morph costs" (the costs of a keyword ability, 118, 601.2f)
  $.romanceKeywordCosts = $.RULE("romanceKeywordCosts", () => {
    const start = $.LA(1);
    const all = opt(1, () => (c(1, W.All), true));
    opt(2, () => c(2, W.The));
    c(3, W.Cost);
    c(4, W.Of);
    const k = c(5, T.Keyword);
    const by = opt(3, () => {
      opt(4, () => c(6, W.That));
      const who = sub(1, $.playerPhrase);
      c(7, W.Pay);
      return who;
    });
    return $.node("keywordCosts", start, { all, keyword: val(k), by });
  });

  // "a manutenção do próximo turno", "el mantenimiento del próximo turno": the next turn after its step ("the next
  // turn's upkeep", a delayed trigger, 603.7)
  const stepOfNextTurnAhead = (): boolean => {
    if ($.LA(1).tokenType !== W.The || $.LA(2).tokenType !== W.Beginning || $.LA(3).tokenType !== W.Of || $.LA(4).tokenType !== W.The) return false;
    for (let k = 6; k <= 8; k++) if ($.LA(k).tokenType === W.Of) return $.LA(k + 1).tokenType === W.The && $.LA(k + 2).tokenType === W.Next && $.LA(k + 3).tokenType === W.Turn;
    return false;
  };
  // "No início da manutenção do jogador encantado", "Al comienzo del mantenimiento del jugador encantado": the enchanted
  // player whose step it is after the step ("At the beginning of enchanted player's upkeep"); "do próximo turno"
  $.romanceBeginningOfStepOf = $.RULE("romanceBeginningOfStepOf", () => {
    const start = c(1, W.The);
    c(2, W.Beginning);
    c(3, W.Of);
    c(4, W.The);
    const step = sub(1, $.triggerStep);
    c(5, W.Of);
    const s0 = c(6, W.The);
    const whose = $.or(3, [
      // "do próximo turno": "the next turn's"
      { ALT: () => (c(10, W.Next), c(11, W.Turn), "nextTurns") },
      {
        // "del jugador encantado", "do oponente encantado" (Curses, 303.4); another player's step is "the upkeep of …" in
        // English too ("the upkeep of enchanted creature's controller")
        ALT: () => {
          const noun = $.or(2, [{ ALT: () => (c(7, W.Player), "player") }, { ALT: () => (c(8, W.Opponent), "opponent") }]);
          c(9, W.Enchanted);
          return $.node("players", s0, { det: "enchanted", noun });
        },
      },
    ]);
    return $.node("beginningOf", start, { whose, step });
  });

  // "durante el turno de otro jugador", "durante un turno de un oponente": the player after the turn ("during another
  // player's turn", "during an opponent's turn")
  override("turnRef", () =>
    $.or(180, [
      {
        GATE: () => ($.LA(1).tokenType === W.The || $.LA(1).tokenType === W.A) && $.LA(2).tokenType === W.Turn && $.LA(3).tokenType === W.Of,
        ALT: () => {
          const start = $.LA(1);
          $.or(181, [{ ALT: () => c(180, W.The) }, { ALT: () => c(181, W.A) }]);
          c(182, W.Turn);
          c(183, W.Of);
          const whose = sub(180, $.triggerPlayer);
          return $.node("turnOf", start, { whose });
        },
      },
      { ALT: () => $.base("turnRef")() },
    ]),
  );

  // Counters put on or removed from an object, with the Romance prepositions: "Toda vez que um ou mais marcadores +1/+1
  // são colocados em outra criatura que você controla" ("… are put on another creature you control"), "Siempre que
  // uno o más contadores de lealtad se remuevan de Chandra" ("… are removed from Chandra") (122.6).
  $.romanceCountersEvent = $.RULE("romanceCountersEvent", () => {
    const start = $.LA(1);
    const amount = $.or(1, [
      {
        ALT: () => {
          const n = sub(1, $.numberValue);
          c(1, W.Or);
          c(2, W.More);
          return { kind: "orMore", count: n };
        },
      },
      { ALT: () => ({ kind: "a", word: c(3, W.A).image.toLowerCase() }) },
      // "Quando o último marcador temporal for removido de ~": "When the last time counter is removed from ~" (702.62a)
      { ALT: () => (c(12, W.The), c(13, W.Last), { kind: "last" }) },
    ]);
    const counter = opt(1, () => sub(2, $.counterKind));
    c(4, W.Counter);
    c(5, W.Is);
    const verb = $.or(2, [
      { ALT: () => (c(6, W.Put), $.or(3, [{ ALT: () => c(7, W.On) }, { ALT: () => c(8, W.In) }]), "put") },
      { ALT: () => (c(9, W.Remove), $.or(4, [{ ALT: () => c(10, W.From) }, { ALT: () => c(11, W.Of) }]), "removed") },
    ]);
    const on = sub(3, $.objectPhrase);
    const q = sub(4, $.eventQualifiers);
    return $.node("countersEvent", start, { amount, counter, verb, on, ...q });
  });

  // "Você pode jogar um terreno adicional em cada um de seus turnos": "seus"/"sus" is the subject's, so with "você" it is
  // "on each of your turns" (305.2); with "Cada jogador" it stays "their turns".
  override("subjectClause", () => {
    const r = $.base("subjectClause")() as Node & { when?: string; affected?: Node };
    return $.ACTION(() => (r?.kind === "additionalLand" && r.when === "eachOfTheirTurns" && r.affected?.kind === "you" ? { ...r, when: undefined } : r));
  });

  // "Siempre que un oponente lance su primer hechizo cada turno": "su" is the subject's, "their first spell"
  override("nthObject", () =>
    $.or(180, [
      {
        ALT: () => {
          const start = c(180, W.Its);
          const n = $.or(181, [{ ALT: () => c(181, W.Ordinal) }, { ALT: () => c(182, W.Next) }]);
          const filter = sub(180, $.filter);
          return $.ACTION(() => $.node("nth", start, { whose: "their", nth: n.tokenType === W.Next ? "next" : num(n), filter }));
        },
      },
      { ALT: () => $.base("nthObject")() },
    ]),
  );

  // "um card for colocado no cemitério de um oponente", "… no cemitério do oponente vindo de qualquer lugar":
  // the graveyard's owner after it ("a card is put into an opponent's graveyard from anywhere")
  override("eventVerb", () =>
    $.or(180, [
      { GATE: () => $.LA(1).tokenType === W.Is && $.LA(2).tokenType === W.Put, ALT: () => sub(180, $.romanceIntoGraveyardOf) },
      // "Quando ~ explora uma criatura": "explorar" is both explore (701.44) and exploit (702.110); with an object it is exploit
      { GATE: () => $.LA(1).tokenType === W.Explore && $.LA(2).tokenType !== T.Comma && $.LA(2).tokenType !== T.Period, ALT: () => (c(181, W.Explore), { event: "exploits", what: sub(181, $.objectPhrase) }) },
      // "Toda vez que Xyz tripula um Veículo", "Siempre que Xyz tripula un vehículo": "crews a Vehicle" (702.122)
      { GATE: () => /^tripulan?$|^tripulam$/i.test($.LA(1).image), ALT: () => sub(0, $.romanceCrews) },
      { ALT: () => $.base("eventVerb")() },
    ]),
  );
  $.romanceCrews = $.RULE("romanceCrews", () => (c(1, T.Word), { event: "crews", what: sub(1, $.objectPhrase) }));
  $.romanceIntoGraveyardOf = $.RULE("romanceIntoGraveyardOf", () => {
    c(1, W.Is);
    c(2, W.Put);
    c(3, W.Into);
    $.or(1, [{ ALT: () => c(4, W.A) }, { ALT: () => c(5, W.The) }]);
    c(6, W.Graveyard);
    c(7, W.Of);
    const whose = sub(1, $.triggerPlayer);
    const from = opt(1, () => {
      c(8, W.From);
      return $.or(2, [
        { ALT: () => (c(9, W.The), c(10, W.Battlefield), "battlefield") },
        { ALT: () => (c(11, W.Anywhere), "anywhere") },
        { ALT: () => (c(12, W.Your), c(13, W.Library), "yourLibrary") },
      ]);
    });
    return { event: "putIntoGraveyard", whose, from };
  });

  // Trigger events with the subject after the verb: "Siempre que se gire una tierra (para obtener
  // maná)" ("whenever a land becomes tapped / is tapped for mana"), "Siempre que se coloque un
  // contador +1/+1 sobre una criatura" ("whenever a +1/+1 counter is put on a creature").
  override("triggerEvent", () =>
    $.or(240, [
      {
        GATE: () => ($.LA(1).tokenType === W.Become || $.LA(1).tokenType === W.Is) && ($.LA(2).tokenType === W.Tap || $.LA(2).tokenType === W.Untap),
        ALT: () => {
          const start = $.LA(1);
          c(240, $.LA(1).tokenType === W.Is ? W.Is : W.Become);
          const t = $.or(241, [{ ALT: () => c(241, W.Tap) }, { ALT: () => c(242, W.Untap) }]);
          const subject = sub(240, $.objectPhrase);
          const forMana = opt(240, () => (c(243, W.For), c(244, W.Mana), true));
          return $.ACTION(() => {
            const untap = t.tokenType === W.Untap;
            const event = forMana && !untap ? "isTappedForMana" : untap ? "becomesUntapped" : "becomesTapped";
            return $.node("event", start, { subject, event });
          });
        },
      },
      {
        GATE: () => $.LA(1).tokenType === W.Is && ($.LA(2).tokenType === W.Put || $.LA(2).tokenType === W.Remove),
        ALT: () => {
          const start = c(245, W.Is);
          const v = $.or(242, [{ ALT: () => c(246, W.Put) }, { ALT: () => c(247, W.Remove) }]);
          const amount = $.or(243, [
            {
              ALT: () => {
                const n = sub(241, $.numberValue);
                c(248, W.Or);
                c(249, W.More);
                return { kind: "orMore", count: n };
              },
            },
            { ALT: () => ({ kind: "a", word: c(250, W.A).image.toLowerCase() }) },
          ]);
          const counter = sub(242, $.romanceCounterKind);
          c(251, W.Counter);
          $.or(244, [{ ALT: () => c(252, W.On) }, { ALT: () => c(253, W.In) }, { ALT: () => c(254, W.Of) }, { ALT: () => c(255, W.From) }]);
          const on = sub(243, $.objectPhrase);
          const q = sub(244, $.eventQualifiers);
          return $.ACTION(() => $.node("countersEvent", start, { amount, counter, verb: v.tokenType === W.Put ? "put" : "removed", on, ...q }));
        },
      },
      // "no início da manutenção do próximo turno": "at the beginning of the next turn's upkeep" (a delayed trigger, 603.7)
      { GATE: stepOfNextTurnAhead, ALT: () => sub(0, $.romanceBeginningOfStepOf) },
      // "um ou mais marcadores +1/+1 são colocados em X", "uno o más contadores de lealtad se remuevan de X"
      { ALT: () => sub(182, $.romanceCountersEvent) },
      // "No início da manutenção do jogador encantado": "At the beginning of enchanted player's upkeep"
      {
        GATE: () => $.LA(1).tokenType === W.The && $.LA(2).tokenType === W.Beginning && [W.Player, W.Opponent].includes($.LA(8).tokenType) && $.LA(9).tokenType === W.Enchanted,
        ALT: () => sub(183, $.romanceBeginningOfStepOf),
      },
      { ALT: () => $.base("triggerEvent")() },
    ]),
  );

  // "la criatura objetivo y la tierra objetivo": another target after "y" has its article
  // ("target creature and target land"); "y cada jugador" as in English.
  // "… e até um card de terreno alvo", "… e um card de feitiço alvo": another counted target after "e" ("and up to one
  // target land card", "and target sorcery card"); the noun and its adjectives before "alvo"
  const countedTarget = (k: number): boolean => {
    let i = k;
    if ($.LA(i).tokenType === W.Up && $.LA(i + 1).tokenType === W.To) i += 2;
    else if ($.LA(i).tokenType !== W.A) return false;
    if (![W.A, W.NumberWord, T.Number, W.VarX].includes($.LA(i).tokenType) || $.LA(i + 1).tokenType !== W.Card) return false;
    for (let j = i + 2; j <= i + 6; j++) {
      const t = $.LA(j).tokenType;
      if (t === W.Target) return true;
      if (t === W.And || t === T.Comma || t === T.Period || t === W.Or) return false;
    }
    return false;
  };
  override("objectAndList", () => {
    const start = $.LA(1);
    const items: Node[] = [sub(220, $.objectPhrase)];
    const romanceTarget = (k: number) => ($.LA(k).tokenType === W.The && ($.LA(k + 2).tokenType === W.Target || $.LA(k + 3).tokenType === W.Target)) || countedTarget(k);
    ($.many as (i: number, o: { GATE: () => boolean; DEF: () => void }) => void)(220, {
      GATE: () => $.LA(1).tokenType === W.And && ($.LA(2).tokenType === W.Each || $.LA(2).tokenType === W.Target || $.LA(2).tokenType === W.All || romanceTarget(2)),
      DEF: () => {
        c(220, W.And);
        const item = $.or(225, [
          { GATE: () => romanceTarget(1), ALT: () => sub(221, $.romanceObjects) },
          // "… y todas las criaturas bloqueadas", "… e todas as outras criaturas com o mesmo nome": "and all (other) …"
          { GATE: () => $.LA(1).tokenType === W.All, ALT: () => sub(210, $.romanceObjects) },
          {
            ALT: () => {
              const s0 = $.LA(1);
              const det = $.or(226, [{ ALT: () => c(221, W.Each) }, { ALT: () => c(222, W.Target) }]);
              const other = opt(225, () => c(223, W.Other));
              const f = sub(222, $.filter);
              return $.node("objects", s0, { det: det.image.toLowerCase(), other: other ? true : undefined, filter: f });
            },
          },
        ]);
        items.push(item);
      },
    });
    return $.ACTION(() => (items.length === 1 ? items[0] : $.node("both", start, { items })));
  });

  // "el controlador de esa criatura", "el propietario del Xyz": the owner after its role
  // ("that creature's controller", "Xyz's owner").
  override("playerPhrase", () =>
    $.or(220, [
      {
        GATE: () => ($.LA(2).tokenType === W.Controller || $.LA(2).tokenType === W.Owner) && $.LA(3).tokenType === W.Of,
        ALT: () => {
          const start = c(230, W.The);
          const role = $.or(221, [{ ALT: () => c(231, W.Controller) }, { ALT: () => c(232, W.Owner) }]);
          c(233, W.Of);
          const of = sub(230, $.objectPhrase);
          return $.node(role.tokenType === W.Controller ? "controllerOf" : "ownerOf", start, { of });
        },
      },
      {
        // "el jugador objetivo", "el oponente objetivo": "target player", "target opponent"
        GATE: () => ($.LA(2).tokenType === W.Player || $.LA(2).tokenType === W.Opponent) && $.LA(3).tokenType === W.Target,
        ALT: () => {
          const start = c(234, W.The);
          const noun = $.or(222, [{ ALT: () => c(235, W.Player) }, { ALT: () => c(236, W.Opponent) }]);
          c(237, W.Target);
          return $.node("players", start, { det: "target", noun: noun.tokenType === W.Player ? "player" : "opponent" });
        },
      },
      { ALT: () => $.base("playerPhrase")() },
    ]),
  );

  // "las habilidades activadas de los artefactos", "as habilidades ativadas da criatura encantada" ("activated
  // abilities of artifacts", "enchanted creature's activated abilities"); "sus habilidades activadas", "suas
  // habilidades ativadas", "as habilidades ativadas dela" ("its activated abilities"): the kind after the noun.
  $.romanceAbilitiesOf = $.RULE("romanceAbilitiesOf", () => {
    const start = $.LA(1);
    const which = () => $.or(2, [{ ALT: () => (c(6, W.Activate), "activated") }, { ALT: () => (c(7, W.Trigger), "triggered") }]);
    const its = (w: string) => $.node("abilitiesOf", start, { which: w, of: { kind: "pronoun", word: "its" }, possessive: true });
    return $.or(1, [
      {
        ALT: () => {
          $.or(3, [{ ALT: () => c(1, W.Your) }, { ALT: () => c(2, W.Its) }, { ALT: () => c(3, W.Their) }]);
          c(5, W.Ability);
          const w = which();
          return $.ACTION(() => its(w));
        },
      },
      {
        ALT: () => {
          opt(2, () => c(4, W.The));
          c(8, W.Ability);
          const w = $.or(4, [{ ALT: () => (c(9, W.Activate), "activated") }, { ALT: () => (c(10, W.Trigger), "triggered") }]);
          return $.or(5, [
            { ALT: () => (c(11, W.Of), ((of) => $.ACTION(() => $.node("abilitiesOf", start, { which: w, of })))(sub(1, $.objectPhrase))) },
            { ALT: () => (c(12, W.Its), $.ACTION(() => its(w))) },
          ]);
        },
      },
    ]);
  });

  // "Mientras la criatura encantada sea negra, obtiene +1/+1": after the condition the subject is
  // dropped ("it gets").
  /** A noun group's last "que hagan objetivo a …" ("that target …"), taken out of it. */
  const thatTargets = (what: Node): { what?: unknown; post?: Node[]; rest: Node } | undefined => {
    const f = (what as Node & { filter?: Node & { post?: Node[] } }).filter;
    const last = f?.post?.[f.post.length - 1];
    if (!f || !last || last.kind !== "thatTargets") return undefined;
    const post = f.post!.slice(0, -1);
    const rest = { ...what, filter: { ...f, post: post.length ? post : undefined } } as Node;
    // (English reads "that target you or a permanent you control", a player among the targets, as a clause after the caster)
    return (last.what as Node | undefined)?.kind === "either" ? { post: [last], rest } : { what: last.what, rest };
  };
  /** Whether the sentence ahead changes a cost ("… custam {1} a menos …"). */
  const costAhead = () => {
    for (let i = 2; ; i++) {
      const t = $.LA(i).tokenType;
      if (t === W.Cost) return true;
      if (t === T.Period || t === T.NewLine || t === EOF) return false;
    }
  };
  override("staticSubject", () =>
    $.or(200, [
      { ALT: () => sub(204, $.romanceAbilitiesOf) },
      { ALT: () => sub(205, $.romanceKeywordCosts) },
      { ALT: () => sub(207, $.romanceNthSpell) },
      { GATE: () => $.LA(1).tokenType === W.The && $.LA(2).tokenType === W.Spell, ALT: () => sub(208, $.romanceSpellsCastBy) },
      {
        // "Suas mágicas de Soldado custam {1} a menos para serem jogadas": the spells a player casts are "theirs"
        // ("Soldier spells you play cost {1} less to play"); only before a cost change, where they are the spells cast
        GATE: () => $.LA(1).tokenType === W.Your && $.LA(2).tokenType === W.Spell && costAhead(),
        ALT: () => {
          const you = c(205, W.Your);
          const what = sub(206, $.objectPhrase);
          return $.ACTION(() => {
            const who = { kind: "you", span: [you.startOffset, tokEnd(you)] };
            // "suas mágicas de criatura com custo de mana convertido …": English writes the caster first ("Creature
            // spells you play with converted mana cost …"), so the qualities after the noun are the cast spells'
            const w = what as Node & { filter?: Node & { post?: Node[] } };
            const post = w.filter?.post;
            const bare = post ? { ...w, filter: { ...w.filter!, post: undefined } } : w;
            return $.node("spellsCast", you, { what: bare, castBy: { kind: "castBy", who, post, span: who.span } });
          });
        },
      },
      { ALT: () => $.base("staticSubject")() },
      {
        GATE: () => $.LA(0).tokenType === T.Comma && DROPPED_SUBJECT_VERBS.has($.LA(1).tokenType.name),
        ALT: () =>
          $.ACTION(() => {
            const verb = $.LA(1);
            return { kind: "pronoun", word: "it", span: [verb.startOffset, verb.startOffset] } as Node;
          }),
      },
    ]),
  );

  // "entra al campo de batalla (girado) con dos contadores +1/+1 sobre él", "com um marcador de
  // carga sobre ele": the counter's kind after the word "counter" (614.1c).
  override("staticPredicate", () =>
    $.or(200, [
      {
        ALT: () => {
          const start = c(200, W.Enter);
          const legacy = opt(200, () => {
            c(201, W.The);
            c(202, W.Battlefield);
            return true;
          });
          const tapped = opt(201, () => c(203, W.Tap));
          c(204, W.With);
          const amount = $.or(201, [{ ALT: () => ({ kind: "a", word: c(205, W.A).image.toLowerCase() }) }, { ALT: () => sub(200, $.numberValue) }]);
          const ck = sub(201, $.romanceCounterKind);
          c(206, W.Counter);
          const additional = opt(202, () => c(207, W.Additional));
          // "sobre él", "nele"; Portuguese may leave it out ("com dois marcadores +1/+1")
          opt(205, () => {
            $.or(202, [{ ALT: () => c(208, W.On) }, { ALT: () => c(209, W.In) }]);
            c(210, W.It);
          });
          const forEach = opt(203, () => {
            c(211, W.For);
            c(212, W.Each);
            return sub(202, $.forEachWhat);
          });
          const cond = opt(204, () => {
            c(213, W.If);
            return sub(203, $.condition);
          });
          const how = { kind: "withCounters", tapped: tapped ? true : undefined, amount, counter: ck, additional: additional ? true : undefined, forEach, if: cond };
          return $.node("entersReplacement", start, { legacy, how });
        },
      },
      { ALT: () => sub(206, $.romanceHasAbilitiesOf) },
      { ALT: () => sub(209, $.romancePumpAdditional) },
      { ALT: () => sub(204, $.romanceCanBlockAdditional) },
      { ALT: () => sub(205, $.romanceAdditionalLand) },
      {
        // "la criatura encantada obtiene +1/+1 y daña primero", "… vuela": a keyword's verb is "has" it
        ALT: () => {
          const start = $.LA(1);
          const abilities = sub(207, $.keywordList);
          return $.node("grant", start, { abilities });
        },
      },
      { ALT: () => $.base("staticPredicate")() },
    ]),
  );

  // "pode bloquear uma criatura adicional a cada combate", "sete criaturas adicionais em cada combate", "puede bloquear una
  // criatura adicional en cada combate": the word "additional" after the creatures ("can block an additional creature each
  // combat"); older printings leave out "each combat" ("pode bloquear uma criatura adicional", the same permission)
  $.romanceCanBlockAdditional = $.RULE("romanceCanBlockAdditional", () => {
    const start = c(1, W.Can);
    c(2, W.Block);
    const count = $.or(1, [{ ALT: () => ({ kind: "a", word: c(3, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
    // "criaturas adicionais", or in the English order the lexer may give it ("seven additional creatures")
    $.or(2, [{ ALT: () => (c(4, W.CardType), c(5, W.Additional)) }, { ALT: () => (c(9, W.Additional), c(10, W.CardType)) }]);
    opt(1, () => {
      opt(2, () => c(6, W.In));
      c(7, W.Each);
      c(8, W.Combat);
    });
    return $.node("canBlockAdditional", start, { count });
  });

  // "pode jogar um terreno adicional em/durante cada um de seus turnos", "puede jugar una tierra adicional en cada uno
  // de sus turnos": "may play an additional land on each of your turns" (305.2), the word "additional" after the land;
  // "seus"/"sus" is the subject's: after "cada jogador" it is "their turns"
  $.romanceAdditionalLand = $.RULE("romanceAdditionalLand", () => {
    const player = $.LA(0).tokenType === W.Player;
    const start = c(1, W.May);
    c(2, W.Play);
    const count = $.or(1, [{ ALT: () => ({ kind: "a", word: c(3, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
    // "una tierra adicional" is read "an additional land"
    $.or(4, [{ ALT: () => (c(4, W.CardType), c(5, W.Additional)) }, { ALT: () => (c(15, W.Additional), c(16, W.CardType)) }]);
    $.or(2, [{ ALT: () => c(6, W.To) }, { ALT: () => c(7, W.In) }, { ALT: () => c(8, W.On) }, { ALT: () => c(9, W.During) }]);
    c(10, W.Each);
    c(11, W.Of);
    const w = $.or(3, [{ ALT: () => c(12, W.Your) }, { ALT: () => c(13, W.Their) }]);
    c(14, W.Turn);
    const when = w.tokenType === W.Their || player ? "eachOfTheirTurns" : undefined;
    return $.node("additionalLand", start, { count, when });
  });

  // "recebe um +2/-2 adicional", "obtiene +2/-2 adicionales": "gets an additional +2/-2" (the word after the P/T)
  // "A criatura encantada ganha +3/+0": "ganhar" with a P/T is "gets"
  $.romancePumpAdditional = $.RULE("romancePumpAdditional", () => {
    const start = $.LA(1);
    const got = $.or(1, [
      {
        ALT: () => {
          c(1, W.Get);
          opt(1, () => c(2, W.A));
          const p = c(3, T.PTChange);
          c(4, W.Additional);
          return { pt: p, additional: true };
        },
      },
      { ALT: () => (c(7, W.Gain), { pt: c(8, T.PTChange), additional: undefined }) },
    ]) as { pt: IToken; additional?: true };
    const forEach = opt(2, () => {
      c(5, W.For);
      c(6, W.Each);
      return sub(1, $.forEachWhat);
    });
    return $.ACTION(() => $.node("pump", start, { pt: got.pt.image.replace(/[−–]/g, "-"), forEach, additional: got.additional }));
  });

  // "tiene todas las habilidades activadas de …", "tem todas as habilidades ativadas de …": "has all activated
  // abilities of …" (613.1f), the kind after the noun.
  $.romanceHasAbilitiesOf = $.RULE("romanceHasAbilitiesOf", () => {
    const start = c(1, W.Has);
    c(2, W.All);
    opt(1, () => c(3, W.The));
    c(4, W.Ability);
    const which = opt(2, () => $.or(1, [{ ALT: () => (c(5, W.Activate), "activated") }, { ALT: () => (c(6, W.Trigger), "triggered") }]));
    c(7, W.Of);
    return $.node("hasAbilitiesOf", start, { which, of: sub(1, $.objectPhrase) });
  });

  // "la cantidad de tierras que controlas", "a quantidade de criaturas": a count of objects is "the number of …"
  // ("la cantidad de vida que ganaste", "a quantidade de mana gasto" stay amounts of life and mana).
  override("amountTerm", () =>
    $.or(200, [
      {
        GATE: () => $.LA(2).tokenType === W.Amount && $.LA(3).tokenType === W.Of && $.LA(4).tokenType !== W.Life && $.LA(4).tokenType !== W.Mana,
        ALT: () => {
          const start = c(200, W.The);
          c(201, W.Amount);
          c(202, W.Of);
          return $.node("countOf", start, { of: sub(200, $.objectPhrase) });
        },
      },
      {
        // "igual a los Vampiros que controlas", "igual a las criaturas que controlas": "equal to the number of Vampires you control"
        GATE: () => $.LA(1).tokenType === W.The && COUNTED_NOUNS.has($.LA(2).tokenType) && plural($.LA(2)) && $.LA(0).tokenType === W.To && $.LA(-1)?.tokenType === W.Equal,
        ALT: () => sub(210, $.romanceCountedObjects),
      },
      { ALT: () => $.base("amountTerm")() },
    ]),
  );
  $.romanceCountedObjects = $.RULE("romanceCountedObjects", () => {
    const start = $.LA(1);
    return $.node("countOf", start, { of: sub(1, $.objectPhrase) });
  });

  // "con fuerza de 2 o menos": "o menos" is read "or fewer" for counts, "or less" for values (≤ either way).
  override("comparison", () =>
    $.or(200, [
      {
        GATE: () => $.LA(2).tokenType === W.Or && $.LA(3).tokenType === W.Fewer,
        ALT: () => {
          const value = sub(200, $.numberValue);
          c(200, W.Or);
          c(201, W.Fewer);
          return { value, op: "atMost" };
        },
      },
      {
        // "con fuerza de 4 o más", "con coste de maná convertido de 3 ó más": a power, toughness or mana value "or greater"
        GATE: () => [W.Power, W.Toughness, W.Cost, W.Value].includes($.LA(0).tokenType) && $.LA(2).tokenType === W.Or && $.LA(3).tokenType === W.More,
        ALT: () => {
          const value = sub(201, $.numberValue);
          c(202, W.Or);
          c(203, W.More);
          return { value, op: "atLeast" };
        },
      },
      {
        // "igual ou inferior a 3", "menor ou igual a 3", "igual ou superior a 4" ("3 or less", "4 or greater")
        GATE: () => $.LA(1).tokenType === W.Equal && $.LA(2).tokenType === W.Or,
        ALT: () => {
          c(204, W.Equal);
          c(205, W.Or);
          const dir = $.or(202, [{ ALT: () => c(206, W.Less) }, { ALT: () => c(207, W.Greater) }]);
          c(208, W.To);
          return { value: sub(202, $.numberValue), op: dir.tokenType === W.Less ? "atMost" : "atLeast" };
        },
      },
      {
        // (a number after "igual o menor a" is the alternative above: "X or less")
        GATE: () =>
          ($.LA(1).tokenType === W.Equal && $.LA(2).tokenType === W.Or && !NUMBER_LIKE.has($.LA(5).tokenType.name)) ||
          (($.LA(1).tokenType === W.Less || $.LA(1).tokenType === W.Greater) && $.LA(2).tokenType === W.Than),
        ALT: () => sub(210, $.romanceComparedTo),
      },
      { ALT: () => $.base("comparison")() },
    ]),
  );

  // "con fuerza menor que la del Furtivo", "com poder menor que o de Geist Uivante": the stat named before is
  // compared with another object's ("with power less than ~'s power"); "menor o igual a la cantidad de islas que
  // controles", "maior ou igual ao seu total de pontos de vida" ("less than or equal to the number of Islands you control")
  $.romanceComparedTo = $.RULE("romanceComparedTo", () => {
    const before = $.LA(0);
    const stat = before.tokenType === W.Power ? "power" : before.tokenType === W.Toughness ? "toughness" : undefined;
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.Equal);
          c(2, W.Or);
          const dir = $.or(2, [{ ALT: () => c(3, W.Less) }, { ALT: () => c(4, W.Greater) }]);
          c(5, W.To);
          const value = $.or(3, [{ ALT: () => sub(1, $.quantity) }, { ALT: () => sub(2, $.amountValue) }]);
          return { value, op: dir.tokenType === W.Less ? "atMost" : "atLeast", relative: true };
        },
      },
      {
        // "que la del ~", "que o de ~", "que el ~": that object's same stat
        GATE: () => stat !== undefined,
        ALT: () => {
          const dir = $.or(4, [{ ALT: () => c(6, W.Less) }, { ALT: () => c(7, W.Greater) }]);
          c(8, W.Than);
          const start = $.LA(1);
          const of = $.or(5, [
            { ALT: () => (c(9, W.The), c(10, W.Of), sub(3, $.objectPhrase)) },
            { GATE: () => $.LA(2).tokenType === T.SelfName, ALT: () => sub(4, $.objectRefSimple) },
          ]);
          return { value: $.node("statOf", start, { stat, of }), op: dir.tokenType === W.Less ? "lessThan" : "greaterThan", relative: true };
        },
      },
    ]);
  });
}
