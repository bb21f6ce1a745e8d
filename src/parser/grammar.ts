/**
 * The abstract grammar of rules text, over language-neutral tokens.
 *
 * It is written in chevrotain's embedded-actions DSL and builds AST nodes
 * directly. The driver (parse.ts) splits a card into abilities and sentences
 * and calls the start rules below on each piece, so that text a rule cannot
 * read becomes an `unparsed` node at the smallest piece, never dropped.
 *
 * Rule index numbers (consume(1, …), subrule(2, …)) only need to be unique
 * per rule and per DSL method, as chevrotain requires.
 */
import { EarlyExitException, EmbeddedActionsParser, NoViableAltException, type IToken, type TokenType } from "chevrotain";
import { LLStarLookaheadStrategy } from "chevrotain-allstar";
import * as T from "../lexer/tokens.ts";
import { W, WORD_TOKENS } from "../lexer/words.ts";
import type { Token } from "../lexer/lexer.ts";
import type { Span } from "../ast/base.ts";
import type { Node } from "./dsl.ts";

export const ALL_TOKENS: TokenType[] = [
  T.AnyWord,
  ...T.LEXER_TOKENS,
  T.SelfName,
  T.Possessive,
  T.ManaSymbol,
  T.TapSymbol,
  T.UntapSymbol,
  T.EnergySymbol,
  T.OtherSymbol,
  T.Keyword,
  ...WORD_TOKENS,
];

type R<T = Node> = (...args: any[]) => T;

function val(t: IToken): string {
  const p = (t as Token).payload;
  return String(p?.value ?? t.image.toLowerCase());
}
function num(t: IToken): number | "X" {
  const p = (t as Token).payload;
  if (typeof p?.value === "number") return p.value;
  if (/^[0-9]+$/.test(t.image)) return Number(t.image);
  return "X";
}
function plural(t: IToken): boolean {
  return Boolean((t as Token).payload?.plural);
}

export class OracleGrammar extends EmbeddedActionsParser {
  // ---- start rules, called by the driver on pieces of a card ----
  keywordLine!: R<Node[]>;
  costList!: R<Node[]>;
  triggerCondition!: R;
  condition!: R;
  effectSentence!: R;
  staticSentence!: R;
  activationInstruction!: R;
  // ---- inner rules ----
  objectPhrase!: R;
  filter!: R;
  filterWord!: R;
  postModifier!: R;
  playerPhrase!: R;
  quantity!: R;
  countWord!: R;
  duration!: R;
  manaCost!: R;
  costPart!: R;
  clause!: R;
  clauseChain!: R;
  verbPhrase!: R;
  keywordAbility!: R;
  keywordList!: R<Node[]>;
  zoneRef!: R;
  destination!: R;
  tokenSpec!: R;
  counterKind!: R;
  triggerEvent!: R;
  phaseStep!: R;
  staticBody!: R;
  restriction!: R;
  quotedAbility!: R;
  ptOrKeywords!: R;
  comparison!: R;
  numberValue!: R;
  subjectVerb!: R;

  // chevrotain computes every expected path to build its error messages, which costs far more
  // than the parse itself on a grammar this size; the driver only needs to know that a rule failed.
  raiseNoAltException(): never {
    throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new NoViableAltException("no viable alternative", this.LA(1), this.LA(0)));
  }
  raiseEarlyExitException(): never {
    throw (this as unknown as { SAVE_ERROR(e: Error): Error }).SAVE_ERROR(new EarlyExitException("early exit", this.LA(1), this.LA(0)));
  }

  /** Spans for nodes: from `start` to the last consumed token. */
  protected span(start: IToken): Span {
    if (this.RECORDING_PHASE) return [0, 0];
    const end = this.LA(0);
    return [start.startOffset, Math.max(start.startOffset, end.startOffset + end.image.length)];
  }
  protected node(kind: string, start: IToken, fields: Record<string, unknown> = {}): Node {
    const n: Node = { kind, ...fields };
    n.span = this.span(start);
    for (const k of Object.keys(n)) if (n[k] === undefined) delete n[k];
    return n;
  }

  constructor() {
    super(ALL_TOKENS, {
      lookaheadStrategy: new LLStarLookaheadStrategy({ logging: () => {} }),
      recoveryEnabled: false,
      errorMessageProvider: CHEAP_ERRORS,
    });
    // While chevrotain records the grammar, sub-results are placeholders; hand the
    // semantic actions an inert stand-in so they can run without special cases.
    const self = this as unknown as Record<string, (...a: unknown[]) => unknown>;
    for (const m of ["orInternalRecord", "optionInternalRecord", "subruleInternalRecord"]) {
      const original = self[m]!;
      self[m] = function (this: unknown, ...a: unknown[]) {
        original.apply(this, a);
        return RECORDING_DUMMY;
      };
    }
    const $ = this;
    const c = (i: number, t: TokenType) => $.consume(i, t);
    const opt = <X>(i: number, f: () => X) => $.option(i, f);
    const sub = <X>(i: number, r: R<X>) => $.subrule(i, r);

    // ------------------------------------------------------------------
    // Numbers and quantities
    // ------------------------------------------------------------------
    $.numberValue = $.RULE("numberValue", () => {
      const t = $.or(1, [
        { ALT: () => c(1, T.Number) },
        { ALT: () => c(2, W.NumberWord) },
        { ALT: () => $.ACTION(() => undefined) ?? c(3, T.Word) }, // X
      ]);
      return $.ACTION(() => ({ kind: "number", value: num(t), span: this.span(t) }));
    });

    // "three", "X", "a", "that much", "twice that much", "equal to …"
    $.quantity = $.RULE("quantity", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.numberValue) },
        {
          ALT: () => {
            c(1, W.That);
            c(2, W.Much);
            return this.node("thatMuch", start);
          },
        },
      ]);
    });

    // "equal to the number of creatures you control", "equal to its power"
    $.countWord = $.RULE("countWord", () => {
      const start = $.LA(1);
      c(1, W.Equal);
      c(2, W.To);
      return $.or(1, [
        {
          ALT: () => {
            c(3, W.The);
            c(4, W.Number);
            c(5, W.Of);
            const of = sub(1, $.objectPhrase);
            return this.node("countOf", start, { of });
          },
        },
        {
          ALT: () => {
            const whose = sub(2, $.objectPhrase);
            opt(1, () => c(6, T.Possessive));
            const stat = $.or(2, [
              { ALT: () => c(7, W.Power) },
              { ALT: () => c(8, W.Toughness) },
              {
                ALT: () => {
                  c(9, W.Mana);
                  c(10, W.Value);
                  return { image: "manaValue" } as IToken;
                },
              },
            ]);
            return this.node("statOf", start, { stat: stat.image.toLowerCase(), of: whose });
          },
        },
        {
          ALT: () => {
            c(11, W.Its);
            const stat = $.or(3, [{ ALT: () => c(12, W.Power) }, { ALT: () => c(13, W.Toughness) }]);
            return this.node("statOf", start, { stat: stat.image.toLowerCase(), of: { kind: "it" } });
          },
        },
      ]);
    });

    // ------------------------------------------------------------------
    // Noun phrases: objects and players
    // ------------------------------------------------------------------
    // One word of a filter, in order: colours, "non" words, types, subtypes, statuses, nouns.
    $.filterWord = $.RULE("filterWord", () => {
      const t = $.or(1, [
        { ALT: () => c(1, W.ColorWord) },
        { ALT: () => c(2, W.ColorAdjective) },
        { ALT: () => c(3, W.NonWord) },
        { ALT: () => c(4, W.Supertype) },
        { ALT: () => c(5, W.CardType) },
        { ALT: () => c(6, W.Subtype) },
        { ALT: () => c(7, W.Tap) }, // tapped
        { ALT: () => c(8, W.Untap) }, // untapped
        { ALT: () => c(9, W.Attack) }, // attacking
        { ALT: () => c(10, W.Block) }, // blocking / blocked
        { ALT: () => c(11, W.Unblocked) },
        { ALT: () => c(12, W.Card) },
        { ALT: () => c(13, W.Permanent) },
        { ALT: () => c(14, W.Spell) },
        { ALT: () => c(15, W.Token) },
        { ALT: () => c(16, W.Player) },
        { ALT: () => c(17, W.Opponent) },
        { ALT: () => c(18, W.Source) },
        { ALT: () => c(19, W.Ability) },
        { ALT: () => c(20, W.Other) },
        { ALT: () => c(21, W.Enchanted) },
        { ALT: () => c(22, W.Equipped) },
        { ALT: () => c(23, W.Copy) },
        { ALT: () => c(24, W.Emblem) },
        { ALT: () => c(25, W.Color) },
        { ALT: () => c(26, W.Type) },
      ]);
      return $.ACTION(() => {
        const p = (t as Token).payload;
        const token = p?.token ?? t.tokenType.name;
        const w: Node = { kind: "word", class: token, value: val(t), span: this.span(t) };
        if (p?.plural) w.plural = true;
        if (p?.negatedToken) w.negated = p.negatedToken;
        if (["Tap", "Untap", "Attack", "Block", "Copy"].includes(token)) w.value = t.image.toLowerCase();
        if (["Card", "Permanent", "Spell", "Token", "Player", "Opponent", "Source", "Ability", "Emblem", "Color", "Type"].includes(token)) {
          w.value = token.toLowerCase();
          if (/s$/i.test(t.image) || t.image.toLowerCase() === "abilities") w.plural = true;
        }
        return w;
      });
    });

    // words joined by "or"/"and"/commas: "artifact, creature, or enchantment card"
    $.filter = $.RULE("filter", () => {
      const start = $.LA(1);
      const words: Node[] = [sub(1, $.filterWord)];
      $.many(1, () => {
        const conj = opt(1, () =>
          $.or(1, [
            { ALT: () => ({ value: "or", t: c(1, W.Or) }) },
            { ALT: () => ({ value: "and", t: c(2, W.And) }) },
            {
              ALT: () => {
                c(3, T.Comma);
                const w = opt(2, () => $.or(2, [{ ALT: () => c(4, W.Or) }, { ALT: () => c(5, W.And) }]));
                return { value: w ? ", " + w.image.toLowerCase() : ",", t: w };
              },
            },
          ]),
        );
        if (conj) words.push({ kind: "conj", value: conj.value });
        words.push(sub(2, $.filterWord));
      });
      const post: Node[] = [];
      $.many(2, () => {
        post.push(sub(3, $.postModifier));
      });
      return this.node("filter", start, { words, post: post.length ? post : undefined });
    });

    // "you control", "an opponent controls", "with flying", "in your graveyard", "with power 2 or less"
    $.postModifier = $.RULE("postModifier", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const who = sub(1, $.playerPhrase);
            const neg = opt(1, () => c(1, W.Dont));
            const verb = $.or(2, [{ ALT: () => c(2, W.Control) }, { ALT: () => c(3, W.Own) }]);
            return this.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who, negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            const w = $.or(3, [{ ALT: () => c(4, W.With) }, { ALT: () => c(5, W.Without) }]);
            const what = $.or(4, [
              { ALT: () => sub(2, $.keywordList) as unknown as Node },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const stat = $.or(5, [
                    { ALT: () => c(6, W.Power) },
                    { ALT: () => c(7, W.Toughness) },
                    {
                      ALT: () => {
                        c(8, W.Mana);
                        return c(9, W.Value);
                      },
                    },
                    {
                      ALT: () => {
                        c(10, W.Convert);
                        c(11, W.Mana);
                        return c(12, W.Cost);
                      },
                    },
                  ]);
                  const cmp = sub(3, $.comparison);
                  return this.node("stat", s, {
                    stat: stat.tokenType === W.Power ? "power" : stat.tokenType === W.Toughness ? "toughness" : "manaValue",
                    legacy: stat.tokenType === W.Cost ? true : undefined,
                    ...cmp,
                  });
                },
              },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const n = $.or(6, [{ ALT: () => sub(4, $.numberValue) }, { ALT: () => ({ kind: "a", word: c(13, W.A).image }) }]);
                  const ck = sub(5, $.counterKind);
                  c(14, W.Counter);
                  c(15, W.On);
                  const on = $.or(7, [{ ALT: () => c(16, W.It) }, { ALT: () => c(17, W.Them) }]);
                  return this.node("countersOn", s, { amount: n, counter: ck, pronoun: on.image.toLowerCase() });
                },
              },
            ]);
            return this.node(w.tokenType === W.With ? "with" : "without", start, { what: Array.isArray(what) ? { kind: "keywords", list: what } : what });
          },
        },
        { ALT: () => sub(6, $.zoneRef) },
        {
          ALT: () => {
            c(18, W.Of);
            c(19, W.The);
            c(20, W.Chosen);
            const what = $.or(8, [{ ALT: () => c(21, W.Color) }, { ALT: () => c(22, W.Type) }, { ALT: () => c(23, W.CardType) }]);
            return this.node("ofChosen", start, { what: what.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(24, W.Name); // named
            const words: string[] = [];
            $.or(9, [
              { ALT: () => words.push(c(25, T.SelfName).image) },
              {
                ALT: () =>
                  $.atLeastOne(1, () => {
                    words.push(c(26, T.Word).image);
                  }),
              },
            ]);
            return this.node("named", start, { name: words.join(" ") });
          },
        },
        {
          ALT: () => {
            c(27, W.Other);
            c(28, W.Than);
            const what = sub(7, $.objectPhrase);
            return this.node("otherThan", start, { what });
          },
        },
      ]);
    });

    // "3 or less", "2 or greater", "X or less", "less than ~'s power"
    $.comparison = $.RULE("comparison", () => {
      const n = sub(1, $.numberValue);
      c(1, W.Or);
      const op = $.or(1, [{ ALT: () => c(2, W.Less) }, { ALT: () => c(3, W.Greater) }, { ALT: () => c(4, W.More) }]);
      return { value: n, op: op.tokenType === W.Less ? "atMost" : op.tokenType === W.Greater ? "atLeast" : "atLeastMore" };
    });

    // "in your graveyard", "from your hand", "from exile", "on the battlefield", "from a graveyard"
    $.zoneRef = $.RULE("zoneRef", () => {
      const start = $.LA(1);
      const prep = $.or(1, [{ ALT: () => c(1, W.In) }, { ALT: () => c(2, W.From) }, { ALT: () => c(3, W.On) }]);
      const owner = $.or(2, [
        { ALT: () => ({ kind: "your", v: c(4, W.Your).image }) },
        { ALT: () => ({ kind: "the", v: c(5, W.The).image }) },
        { ALT: () => ({ kind: "a", v: c(6, W.A).image }) },
        { ALT: () => ({ kind: "all", v: c(7, W.All).image }) },
        { ALT: () => ({ kind: "their", v: c(8, W.Their).image }) },
        { ALT: () => ({ kind: "its", v: c(9, W.Its).image }) },
        {
          ALT: () => {
            const p = sub(1, $.playerPhrase);
            c(10, T.Possessive);
            return { kind: "player", p };
          },
        },
        { ALT: () => ({ kind: "none" }) },
      ]);
      const zone = $.or(3, [
        { ALT: () => c(11, W.Graveyard) },
        { ALT: () => c(12, W.Hand) },
        { ALT: () => c(13, W.Library) },
        { ALT: () => c(14, W.Battlefield) },
        { ALT: () => c(15, W.Exile) },
        { ALT: () => c(16, W.Stack) },
      ]);
      return $.ACTION(() => {
        const z = zone.tokenType.name.toLowerCase();
        let whose: unknown;
        if (owner.kind === "your") whose = "you";
        else if (owner.kind === "their") whose = "their";
        else if (owner.kind === "its") whose = "its";
        else if (owner.kind === "player") whose = (owner as { p: Node }).p;
        else if (owner.kind === "a") whose = "any";
        else if (owner.kind === "all") whose = "all";
        return this.node("zone", start, {
          prep: prep.image.toLowerCase(),
          zone: z === "exile" ? "exile" : z,
          whose,
          plural: plural(zone) || zone.image.toLowerCase().endsWith("s") ? true : undefined,
        });
      });
    });

    // Players: "you", "target player", "each opponent", "an opponent", "that player", "its controller", "defending player"
    $.playerPhrase = $.RULE("playerPhrase", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.You);
            return this.node("you", start);
          },
        },
        {
          ALT: () => {
            const det = $.or(2, [
              { ALT: () => c(2, W.Target) },
              { ALT: () => c(3, W.Each) },
              { ALT: () => c(4, W.A) },
              { ALT: () => c(5, W.That) },
              { ALT: () => c(6, W.Another) },
              { ALT: () => c(7, W.Any) },
              { ALT: () => c(8, W.Your) },
              { ALT: () => c(9, W.All) },
              { ALT: () => c(10, W.Defending) },
              { ALT: () => c(11, W.The) },
            ]);
            const extra = opt(1, () => $.or(3, [{ ALT: () => c(12, W.Other) }, { ALT: () => c(13, W.Active) }, { ALT: () => c(14, W.Chosen) }, { ALT: () => c(15, W.Target) }]));
            const noun = $.or(4, [{ ALT: () => c(16, W.Player) }, { ALT: () => c(17, W.Opponent) }]);
            return this.node("players", start, {
              det: det.image.toLowerCase(),
              extra: extra ? extra.image.toLowerCase() : undefined,
              noun: noun.tokenType === W.Player ? "player" : "opponent",
              plural: /s$/i.test(noun.image) ? true : undefined,
            });
          },
        },
        {
          ALT: () => {
            const who = $.or(5, [
              { ALT: () => ({ kind: "it", t: c(18, W.Its) }) },
              { ALT: () => ({ kind: "their", t: c(19, W.Their) }) },
              { ALT: () => ({ kind: "obj", o: sub(1, $.objectRefSimple) }) },
            ]);
            $.ACTION(() => undefined);
            if (who.kind === "obj") c(20, T.Possessive);
            const role = $.or(6, [{ ALT: () => c(21, W.Controller) }, { ALT: () => c(22, W.Owner) }]);
            return this.node(role.tokenType === W.Controller ? "controllerOf" : "ownerOf", start, {
              of: who.kind === "obj" ? (who as { o: Node }).o : { kind: who.kind },
              plural: /s$/i.test(role.image) ? true : undefined,
            });
          },
        },
      ]);
    });

    // Objects
    $.objectPhrase = $.RULE("objectPhrase", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.objectRefSimple) },
        {
          ALT: () => {
            // "any target", "any number of target creatures", "any other target"
            c(1, W.Any);
            return $.or(2, [
              {
                ALT: () => {
                  const other = opt(1, () => c(2, W.Other));
                  c(3, W.Target);
                  return this.node("anyTarget", start, { other: other ? true : undefined });
                },
              },
              {
                ALT: () => {
                  c(4, W.Number);
                  c(5, W.Of);
                  const target = opt(2, () => c(6, W.Target));
                  const f = sub(2, $.filter);
                  return this.node("objects", start, { det: "anyNumber", target: target ? true : undefined, filter: f });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            // "up to two target creatures", "up to one other target creature"
            c(7, W.Up);
            c(8, W.To);
            const n = sub(3, $.numberValue);
            const other = opt(3, () => c(9, W.Other));
            const target = opt(4, () => c(10, W.Target));
            const f = sub(4, $.filter);
            return this.node("objects", start, { det: "upTo", count: n, other: other ? true : undefined, target: target ? true : undefined, filter: f });
          },
        },
        {
          ALT: () => {
            c(35, W.The);
            c(36, W.Rest);
            return this.node("theRest", start);
          },
        },
        {
          ALT: () => {
            // "one or more creatures you control"
            const n = sub(10, $.numberValue);
            c(24, W.Or);
            c(25, W.More);
            const f = sub(11, $.filter);
            return this.node("objects", start, { det: "orMore", count: n, filter: f });
          },
        },
        {
          ALT: () => {
            // "the top three cards of your library", "the top card of target player's library"
            c(26, W.The);
            c(27, W.Top);
            const n = opt(9, () => sub(12, $.numberValue));
            c(28, W.Card);
            c(29, W.Of);
            const whose = $.or(4, [
              { ALT: () => ({ kind: "your", t: c(30, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(31, W.Their) }) },
              { ALT: () => ({ kind: "its", t: c(32, W.Its) }) },
              { ALT: () => ({ kind: "player", p: sub(13, $.playerPhrase), t: c(33, T.Possessive) }) },
            ]);
            c(34, W.Library);
            return this.node("topOfLibrary", start, { count: n, whose: stripTok(whose) });
          },
        },
        {
          ALT: () => {
            // "two target creatures", "three cards", "X target creatures"
            const n = sub(5, $.numberValue);
            const other = opt(5, () => c(11, W.Other));
            const target = opt(6, () => c(12, W.Target));
            const f = sub(6, $.filter);
            return this.node("objects", start, { det: "count", count: n, other: other ? true : undefined, target: target ? true : undefined, filter: f });
          },
        },
        {
          ALT: () => {
            const det = $.or(3, [
              { ALT: () => c(13, W.Target) },
              { ALT: () => c(14, W.A) },
              { ALT: () => c(15, W.Another) },
              { ALT: () => c(16, W.Each) },
              { ALT: () => c(17, W.All) },
              { ALT: () => c(18, W.That) },
              { ALT: () => c(19, W.Those) },
              { ALT: () => c(20, W.The) },
              { ALT: () => c(21, W.No) },
            ]);
            const other = opt(7, () => c(22, W.Other));
            const target = opt(8, () => c(23, W.Target));
            const f = sub(7, $.filter);
            return $.ACTION(() => {
              const d = det.tokenType === W.A ? "a" : det.image.toLowerCase();
              return this.node("objects", start, {
                det: d === "an" ? "a" : d,
                article: det.tokenType === W.A ? det.image.toLowerCase() : undefined,
                other: other ? true : undefined,
                target: target ? true : undefined,
                filter: f,
              });
            });
          },
        },
        {
          ALT: () => {
            // bare plural filter: "creatures you control", "other Elves you control", "enchanted creature"
            const f = sub(8, $.filter);
            return this.node("objects", start, { det: "none", filter: f });
          },
        },
        {
          ALT: () => {
            const p = sub(9, $.playerPhrase);
            return p;
          },
        },
      ]);
    });

    // "~ or another Vampire you control"
    this.objectList = $.RULE("objectList", () => {
      const start = $.LA(1);
      const items: Node[] = [sub(1, $.objectPhrase)];
      $.many(1, () => {
        c(1, W.Or);
        items.push(sub(2, $.objectPhrase));
      });
      return items.length === 1 ? items[0]! : this.node("either", start, { items });
    });

    // self, pronouns, "this creature", "that card"
    this.objectRefSimple = $.RULE("objectRefSimple", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, T.SelfName);
            return this.node("self", start);
          },
        },
        {
          ALT: () => {
            c(2, W.This);
            const noun = sub(1, $.filterWord);
            return this.node("self", start, { noun: noun.value });
          },
        },
        {
          ALT: () => {
            const p = $.or(2, [
              { ALT: () => c(3, W.It) },
              { ALT: () => c(4, W.Them) },
              { ALT: () => c(5, W.They) },
              { ALT: () => c(6, W.Itself) },
            ]);
            return this.node("pronoun", start, { word: p.image.toLowerCase() });
          },
        },
      ]);
    });

    // ------------------------------------------------------------------
    // Durations
    // ------------------------------------------------------------------
    $.duration = $.RULE("duration", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Until);
            c(2, W.End);
            c(3, W.Of);
            c(4, W.Turn);
            return this.node("duration", start, { until: "endOfTurn" });
          },
        },
        {
          ALT: () => {
            c(5, W.This);
            c(6, W.Turn);
            return this.node("duration", start, { until: "thisTurn" });
          },
        },
        {
          ALT: () => {
            c(7, W.Until);
            c(8, W.Your);
            c(9, W.Next);
            c(10, W.Turn);
            return this.node("duration", start, { until: "yourNextTurn" });
          },
        },
        {
          ALT: () => {
            c(11, W.For);
            c(12, W.As);
            c(13, W.Long);
            c(14, W.As);
            const cond = sub(1, $.condition);
            return this.node("duration", start, { until: "asLongAs", condition: cond });
          },
        },
      ]);
    });

    // ------------------------------------------------------------------
    // Mana and costs
    // ------------------------------------------------------------------
    $.manaCost = $.RULE("manaCost", () => {
      const start = $.LA(1);
      const symbols: string[] = [];
      $.atLeastOne(1, () => {
        const t = c(1, T.ManaSymbol);
        $.ACTION(() => symbols.push(String((t as Token).payload?.symbol ?? t.image)));
      });
      return this.node("mana", start, { symbols });
    });

    $.counterKind = $.RULE("counterKind", () => {
      const t = $.or(1, [
        { ALT: () => c(1, T.PTChange) },
        { ALT: () => c(2, T.Word) },
        { ALT: () => c(3, W.Loyalty) },
        { ALT: () => c(4, T.Keyword) },
        { ALT: () => c(5, W.Time) },
        { ALT: () => c(6, W.Poison) },
        { ALT: () => c(7, W.Energy) },
        { ALT: () => c(8, W.Experience) },
      ]);
      return { kind: "counterKind", value: t.image.replace(/[−–]/g, "-").toLowerCase() };
    });

    $.costPart = $.RULE("costPart", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const m = sub(1, $.manaCost);
            return { ...m, kind: "manaCost" };
          },
        },
        {
          ALT: () => {
            c(1, T.TapSymbol);
            return this.node("tapCost", start);
          },
        },
        {
          ALT: () => {
            c(2, T.UntapSymbol);
            return this.node("untapCost", start);
          },
        },
        {
          ALT: () => {
            let n = 0;
            $.atLeastOne(1, () => {
              c(3, T.EnergySymbol);
              n++;
            });
            return this.node("energyCost", start, { amount: n });
          },
        },
        {
          ALT: () => {
            const t = c(4, T.LoyaltyCost);
            return $.ACTION(() => {
              const m = /^([+\-−–]?)(.+)$/.exec(t.image)!;
              const sign = m[1] === "+" ? "+" : m[1] ? "-" : "";
              return this.node("loyaltyCost", start, { sign, amount: m[2] === "X" ? "X" : Number(m[2]) });
            });
          },
        },
        {
          ALT: () => {
            c(5, W.Sacrifice);
            const what = sub(2, $.objectPhrase);
            return this.node("sacrificeCost", start, { what });
          },
        },
        {
          ALT: () => {
            c(6, W.Discard);
            const what = sub(3, $.objectPhrase);
            return this.node("discardCost", start, { what });
          },
        },
        {
          ALT: () => {
            c(7, W.Pay);
            const amount = sub(4, $.numberValue);
            c(8, W.Life);
            return this.node("lifeCost", start, { amount });
          },
        },
        {
          ALT: () => {
            c(9, W.Remove);
            const amount = $.or(2, [{ ALT: () => sub(5, $.numberValue) }, { ALT: () => ({ kind: "a", word: c(10, W.A).image.toLowerCase() }) }]);
            const ck = sub(6, $.counterKind);
            c(11, W.Counter);
            c(12, W.From);
            const from = sub(7, $.objectPhrase);
            return this.node("removeCountersCost", start, { amount, counter: ck, from });
          },
        },
        {
          ALT: () => {
            c(13, W.Exile);
            const what = sub(8, $.objectPhrase);
            return this.node("exileCost", start, { what });
          },
        },
        {
          ALT: () => {
            c(14, W.Tap);
            const what = sub(9, $.objectPhrase);
            return this.node("tapObjectsCost", start, { what });
          },
        },
        {
          ALT: () => {
            c(15, W.Return);
            const what = sub(10, $.objectPhrase);
            const to = sub(11, $.destination);
            return this.node("returnCost", start, { what, to });
          },
        },
        {
          ALT: () => {
            c(16, W.Put);
            const amount = $.or(3, [{ ALT: () => sub(12, $.numberValue) }, { ALT: () => ({ kind: "a", word: c(17, W.A).image.toLowerCase() }) }]);
            const ck = sub(13, $.counterKind);
            c(18, W.Counter);
            c(19, W.On);
            const on = sub(14, $.objectPhrase);
            return this.node("putCountersCost", start, { amount, counter: ck, on });
          },
        },
        {
          ALT: () => {
            c(20, W.Reveal);
            const what = sub(15, $.objectPhrase);
            return this.node("revealCost", start, { what });
          },
        },
      ]);
    });

    $.costList = $.RULE("costList", () => {
      const parts: Node[] = [sub(1, $.costPart)];
      $.many(1, () => {
        $.or(1, [
          { ALT: () => c(1, T.Comma) },
          {
            ALT: () => {
              c(2, W.And);
            },
          },
        ]);
        parts.push(sub(2, $.costPart));
      });
      return parts;
    });

    // ------------------------------------------------------------------
    // Keyword abilities
    // ------------------------------------------------------------------
    $.keywordAbility = $.RULE("keywordAbility", () => {
      const start = $.LA(1);
      const k = c(1, T.Keyword);
      const arg = opt(1, () =>
        $.or(1, [
          { ALT: () => ({ kind: "cost", cost: [sub(1, $.manaCost)] }) },
          {
            ALT: () => {
              c(2, T.Dash);
              const cost = sub(2, $.costList);
              return { kind: "cost", dash: true, cost };
            },
          },
          { ALT: () => ({ kind: "number", value: sub(3, $.numberValue) }) },
          {
            ALT: () => {
              // protection from red and from white; hexproof from black
              const from: Node[] = [];
              c(3, W.From);
              from.push(sub(4, $.filter));
              $.many(1, () => {
                $.or(2, [
                  {
                    ALT: () => {
                      c(4, W.And);
                      c(5, W.From);
                    },
                  },
                  {
                    ALT: () => {
                      c(6, T.Comma);
                      c(7, W.From);
                    },
                  },
                ]);
                from.push(sub(5, $.filter));
              });
              return { kind: "from", from };
            },
          },
          {
            ALT: () => {
              c(8, W.For);
              return { kind: "for", filter: sub(6, $.filter) };
            },
          },
          { ALT: () => ({ kind: "filter", filter: sub(7, $.filter) }) },
        ]),
      );
      return $.ACTION(() => this.node("keyword", start, { keyword: String((k as Token).payload?.value ?? k.image.toLowerCase()), arg }));
    });

    $.keywordList = $.RULE("keywordList", () => {
      const list: Node[] = [sub(1, $.keywordAbility)];
      $.many(1, () => {
        $.or(1, [
          { ALT: () => c(1, T.Comma) },
          { ALT: () => c(2, W.And) },
          { ALT: () => c(3, W.Or) },
          {
            ALT: () => {
              c(4, T.Comma);
              $.or(2, [{ ALT: () => c(5, W.And) }, { ALT: () => c(6, W.Or) }]);
            },
          },
        ]);
        list.push(sub(2, $.keywordAbility));
      });
      return list;
    });

    $.keywordLine = $.RULE("keywordLine", () => {
      const list: Node[] = [sub(1, $.keywordAbility)];
      $.many(1, () => {
        $.or(1, [{ ALT: () => c(1, T.Comma) }, { ALT: () => c(2, T.Semicolon) }]);
        list.push(sub(2, $.keywordAbility));
      });
      opt(1, () => c(3, T.Period));
      return list;
    });

    // "has "{T}: Add {G}."" — the inner ability is parsed by the driver.
    $.quotedAbility = $.RULE("quotedAbility", () => {
      const start = c(1, T.Quote);
      $.many(1, () => {
        $.or(1, [
          { ALT: () => c(2, T.AnyWord) },
          { ALT: () => c(3, T.Comma) },
          { ALT: () => c(4, T.Period) },
          { ALT: () => c(5, T.Colon) },
          { ALT: () => c(6, T.ManaSymbol) },
          { ALT: () => c(7, T.TapSymbol) },
          { ALT: () => c(8, T.UntapSymbol) },
          { ALT: () => c(9, T.Number) },
          { ALT: () => c(10, T.PTChange) },
          { ALT: () => c(11, T.PTValue) },
          { ALT: () => c(12, T.Possessive) },
          { ALT: () => c(13, T.Dash) },
          { ALT: () => c(14, T.LoyaltyCost) },
          { ALT: () => c(15, T.EnergySymbol) },
          { ALT: () => c(16, T.Semicolon) },
        ]);
      });
      const end = c(17, T.Quote);
      return $.ACTION(() => ({ kind: "quoted", span: [start.startOffset + 1, end.startOffset] as Span }));
    });

    // ------------------------------------------------------------------
    // Effects: clauses and sentences
    // ------------------------------------------------------------------
    $.destination = $.RULE("destination", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.To);
            return $.or(2, [
              {
                ALT: () => {
                  // to its owner's hand / to their owners' hands / to your hand
                  const whose = $.or(3, [
                    {
                      ALT: () => {
                        const p = sub(1, $.playerPhrase);
                        c(2, T.Possessive);
                        return p;
                      },
                    },
                    { ALT: () => ({ kind: "your", t: c(3, W.Your) }) },
                    { ALT: () => ({ kind: "their", t: c(4, W.Their) }) },
                  ]);
                  const z = c(5, W.Hand);
                  return this.node("toZone", start, { zone: "hand", whose: stripTok(whose), plural: /s$/.test(z.image) ? true : undefined });
                },
              },
              {
                ALT: () => {
                  c(6, W.The);
                  c(7, W.Battlefield);
                  const tapped = opt(1, () => c(8, W.Tap));
                  const under = opt(2, () => {
                    c(9, W.Under);
                    const who = $.or(4, [
                      { ALT: () => ({ kind: "your", t: c(10, W.Your) }) },
                      { ALT: () => ({ kind: "its owner", t: sub(2, $.playerPhrase) }) },
                      { ALT: () => ({ kind: "their", t: c(15, W.Their) }) },
                    ]);
                    if (who.kind === "its owner") c(11, T.Possessive);
                    c(12, W.Control);
                    return stripTok(who);
                  });
                  return this.node("toZone", start, { zone: "battlefield", tapped: tapped ? true : undefined, under });
                },
              },
              {
                ALT: () => {
                  c(13, W.The);
                  c(14, W.Top);
                  return this.node("toZone", start, { zone: "libraryTop" });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(16, W.Onto);
            c(17, W.The);
            c(18, W.Battlefield);
            const tapped = opt(3, () => c(19, W.Tap));
            const under = opt(4, () => {
              c(20, W.Under);
              const who = $.or(5, [
                { ALT: () => ({ kind: "your", t: c(21, W.Your) }) },
                { ALT: () => ({ kind: "their", t: c(22, W.Their) }) },
                { ALT: () => ({ kind: "player", p: sub(3, $.playerPhrase), t: c(23, T.Possessive) }) },
              ]);
              c(24, W.Control);
              return stripTok(who);
            });
            return this.node("toZone", start, { zone: "battlefield", onto: true, tapped: tapped ? true : undefined, under });
          },
        },
        {
          ALT: () => {
            c(25, W.Into);
            const whose = $.or(6, [
              { ALT: () => ({ kind: "your", t: c(26, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(27, W.Their) }) },
              { ALT: () => ({ kind: "its", t: c(28, W.Its) }) },
              { ALT: () => ({ kind: "player", p: sub(4, $.playerPhrase), t: c(29, T.Possessive) }) },
            ]);
            const z = $.or(7, [{ ALT: () => c(30, W.Hand) }, { ALT: () => c(31, W.Graveyard) }, { ALT: () => c(32, W.Library) }]);
            return this.node("toZone", start, { zone: z.tokenType.name.toLowerCase(), into: true, whose: stripTok(whose), plural: /s$/.test(z.image) ? true : undefined });
          },
        },
        {
          ALT: () => {
            c(33, W.On);
            const where = $.or(8, [
              {
                ALT: () => {
                  c(34, W.Top);
                  return "top";
                },
              },
              {
                ALT: () => {
                  c(35, W.The);
                  c(36, W.Bottom);
                  return "bottom";
                },
              },
            ]);
            c(37, W.Of);
            const whose = $.or(9, [
              { ALT: () => ({ kind: "your", t: c(38, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(39, W.Their) }) },
              { ALT: () => ({ kind: "its", t: c(40, W.Its) }) },
              { ALT: () => ({ kind: "player", p: sub(5, $.playerPhrase), t: c(41, T.Possessive) }) },
            ]);
            const z = c(42, W.Library);
            const order = opt(5, () => {
              c(43, W.In);
              const o = $.or(10, [
                {
                  ALT: () => {
                    c(44, W.A);
                    c(45, W.Random);
                    return "random";
                  },
                },
                {
                  ALT: () => {
                    c(46, W.Any);
                    return "any";
                  },
                },
              ]);
              c(47, W.Order);
              return o;
            });
            return this.node("toZone", start, { zone: where === "top" ? "libraryTop" : "libraryBottom", whose: stripTok(whose), plural: /ies$/.test(z.image) ? true : undefined, order });
          },
        },
      ]);
    });

    // "a 1/1 white Soldier creature token with flying", "two Treasure tokens", "a token that's a copy of …"
    $.tokenSpec = $.RULE("tokenSpec", () => {
      const start = $.LA(1);
      const count = $.or(1, [{ ALT: () => ({ kind: "a", word: c(1, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
      const tapped = opt(1, () => c(2, W.Tap));
      const pt = opt(2, () => c(3, T.PTValue));
      const words: Node[] = [];
      $.atLeastOne(1, () => {
        $.or(2, [
          { ALT: () => words.push(sub(2, $.filterWord)) },
          {
            ALT: () => {
              c(4, W.And);
              words.push({ kind: "conj", value: "and" });
            },
          },
        ]);
      });
      const withKw = opt(3, () => {
        c(5, W.With);
        return $.or(3, [{ ALT: () => sub(3, $.keywordList) }, { ALT: () => [sub(4, $.quotedAbility)] }]);
      });
      return $.ACTION(() => this.node("tokenSpec", start, { count, tapped: tapped ? true : undefined, pt: pt?.image, words, with: withKw }));
    });

    // What a player or object does: verb phrases with their arguments.
    // `subject` tells agreement ("draw" vs "draws"); the node keeps it.
    $.verbPhrase = $.RULE("verbPhrase", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Deal);
            const amount = opt(1, () => sub(1, $.quantity));
            c(2, W.Damage);
            const cw = opt(2, () => sub(2, $.countWord));
            c(3, W.To);
            const to = sub(3, $.objectPhrase);
            const cw2 = opt(3, () => sub(4, $.countWord));
            return this.node("dealDamage", start, { amount: amount ?? cw ?? cw2, countAfter: cw2 ? true : undefined, to });
          },
        },
        {
          ALT: () => {
            c(4, W.Destroy);
            const what = sub(5, $.objectPhrase);
            return this.node("destroy", start, { what });
          },
        },
        {
          ALT: () => {
            c(5, W.Exile);
            const what = sub(6, $.objectPhrase);
            return this.node("exile", start, { what });
          },
        },
        {
          ALT: () => {
            c(6, W.Return);
            const what = sub(7, $.objectPhrase);
            const from = opt(4, () => sub(8, $.zoneRef));
            const to = sub(9, $.destination);
            return this.node("return", start, { what, from, to });
          },
        },
        {
          ALT: () => {
            c(7, W.Draw);
            const what = $.or(2, [
              {
                ALT: () => {
                  const s = c(8, W.A);
                  c(9, W.Card);
                  return { kind: "number", value: 1, article: s.image.toLowerCase() };
                },
              },
              {
                ALT: () => {
                  const n = sub(10, $.numberValue);
                  c(10, W.Card);
                  return n;
                },
              },
              {
                ALT: () => {
                  c(11, W.Card);
                  const cw = sub(11, $.countWord);
                  return { kind: "equal", of: cw };
                },
              },
            ]);
            return this.node("draw", start, { amount: what });
          },
        },
        {
          ALT: () => {
            c(12, W.Discard);
            const what = sub(12, $.objectPhrase);
            const random = opt(5, () => {
              c(13, W.At);
              c(14, W.Random);
              return true;
            });
            return this.node("discard", start, { what, random });
          },
        },
        {
          ALT: () => {
            c(15, W.Gain);
            const amount = opt(6, () => sub(13, $.quantity));
            c(16, W.Life);
            const cw = opt(7, () => sub(14, $.countWord));
            return this.node("gainLife", start, { amount: amount ?? cw });
          },
        },
        {
          ALT: () => {
            c(17, W.Lose);
            const amount = opt(8, () => sub(15, $.quantity));
            c(18, W.Life);
            const cw = opt(9, () => sub(16, $.countWord));
            return this.node("loseLife", start, { amount: amount ?? cw });
          },
        },
        {
          ALT: () => {
            c(19, W.Put);
            const amount = $.or(3, [{ ALT: () => ({ kind: "a", word: c(20, W.A).image.toLowerCase() }) }, { ALT: () => sub(17, $.numberValue) }]);
            const ck = sub(18, $.counterKind);
            c(21, W.Counter);
            c(22, W.On);
            const on = sub(19, $.objectPhrase);
            return this.node("putCounters", start, { amount, counter: ck, on });
          },
        },
        {
          ALT: () => {
            c(23, W.Put);
            const what = sub(20, $.objectPhrase);
            const from = opt(10, () => sub(21, $.zoneRef));
            const to = sub(22, $.destination);
            return this.node("put", start, { what, from, to });
          },
        },
        {
          ALT: () => {
            c(24, W.Create);
            const token = sub(23, $.tokenSpec);
            return this.node("createToken", start, { token });
          },
        },
        {
          ALT: () => {
            c(25, W.Sacrifice);
            const what = sub(24, $.objectPhrase);
            return this.node("sacrifice", start, { what });
          },
        },
        {
          ALT: () => {
            c(26, W.Tap);
            const what = sub(25, $.objectPhrase);
            return this.node("tap", start, { what });
          },
        },
        {
          ALT: () => {
            c(27, W.Untap);
            const what = sub(26, $.objectPhrase);
            return this.node("untap", start, { what });
          },
        },
        {
          ALT: () => {
            // gets +2/+2 [and gains flying] [until end of turn]
            c(28, W.Get);
            const pt = c(29, T.PTChange);
            const gains = opt(11, () => {
              c(30, W.And);
              $.or(4, [{ ALT: () => c(31, W.Gain) }, { ALT: () => c(32, W.Has) }]);
              return $.or(5, [{ ALT: () => sub(27, $.keywordList) }, { ALT: () => [sub(28, $.quotedAbility)] }]);
            });
            const dur = opt(12, () => sub(29, $.duration));
            return $.ACTION(() => this.node("modifyPT", start, { pt: pt.image.replace(/[−–]/g, "-"), gains, duration: dur }));
          },
        },
        {
          ALT: () => {
            c(33, W.Gain);
            const what = $.or(6, [{ ALT: () => sub(30, $.keywordList) }, { ALT: () => [sub(31, $.quotedAbility)] }]);
            const dur = opt(13, () => sub(32, $.duration));
            return this.node("grantAbility", start, { abilities: what, duration: dur });
          },
        },
        {
          ALT: () => {
            c(34, W.Counter);
            const what = sub(33, $.objectPhrase);
            return this.node("counterSpell", start, { what });
          },
        },
        {
          ALT: () => {
            c(35, W.Add);
            const what = $.or(7, [
              { ALT: () => sub(34, $.manaCost) },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const n = $.or(8, [{ ALT: () => ({ kind: "number", value: 1, word: c(36, W.NumberWord).image }) }, { ALT: () => sub(35, $.numberValue) }]);
                  c(37, W.Mana);
                  c(38, W.Of);
                  c(39, W.Any);
                  const one = opt(14, () => c(40, W.NumberWord));
                  c(41, W.Color);
                  return this.node("anyColor", s, { amount: n, oneColor: one ? true : undefined });
                },
              },
            ]);
            const pool = opt(15, () => {
              c(42, W.To);
              c(43, W.Your);
              c(44, W.Mana);
              c(45, W.Pool);
              return true;
            });
            return this.node("addMana", start, { mana: what, legacyPool: pool });
          },
        },
        {
          ALT: () => {
            c(46, W.Search);
            const whose = $.or(9, [
              { ALT: () => ({ kind: "your", t: c(47, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(48, W.Their) }) },
              { ALT: () => ({ kind: "player", p: sub(36, $.playerPhrase), t: c(49, T.Possessive) }) },
            ]);
            c(50, W.Library);
            c(51, W.For);
            const what = sub(37, $.objectPhrase);
            return this.node("search", start, { whose: stripTok(whose), for: what });
          },
        },
        {
          ALT: () => {
            c(52, W.Shuffle);
            const whose = opt(16, () => {
              const w = $.or(10, [{ ALT: () => ({ kind: "your", t: c(53, W.Your) }) }, { ALT: () => ({ kind: "their", t: c(54, W.Their) }) }]);
              c(55, W.Library);
              return stripTok(w);
            });
            return this.node("shuffle", start, { whose });
          },
        },
        {
          ALT: () => {
            const v = $.or(11, [{ ALT: () => c(56, W.Scry) }, { ALT: () => c(57, W.Surveil) }]);
            const n = sub(38, $.numberValue);
            return this.node(v.tokenType === W.Scry ? "scry" : "surveil", start, { amount: n });
          },
        },
        {
          ALT: () => {
            c(58, W.Mill);
            const n = $.or(12, [
              {
                ALT: () => {
                  const s = c(59, W.A);
                  c(60, W.Card);
                  return { kind: "number", value: 1, article: s.image };
                },
              },
              {
                ALT: () => {
                  const x = sub(39, $.numberValue);
                  c(61, W.Card);
                  return x;
                },
              },
            ]);
            return this.node("mill", start, { amount: n });
          },
        },
        {
          ALT: () => {
            c(62, W.Gain);
            c(63, W.Control);
            c(64, W.Of);
            const what = sub(40, $.objectPhrase);
            const dur = opt(17, () => sub(41, $.duration));
            return this.node("gainControl", start, { what, duration: dur });
          },
        },
        {
          ALT: () => {
            const v = $.or(13, [
              { ALT: () => c(65, W.Proliferate) },
              { ALT: () => c(66, W.Investigate) },
              { ALT: () => c(67, W.Explore) },
              { ALT: () => c(68, W.Populate) },
              { ALT: () => c(69, W.Regenerate) },
            ]);
            const what = v.tokenType === W.Regenerate ? sub(42, $.objectPhrase) : undefined;
            return this.node(v.tokenType.name.toLowerCase(), start, { what });
          },
        },
        {
          ALT: () => {
            c(70, W.Win);
            c(71, W.The);
            c(72, W.Game);
            return this.node("winGame", start);
          },
        },
        {
          ALT: () => {
            c(73, W.Lose);
            c(74, W.The);
            c(75, W.Game);
            return this.node("loseGame", start);
          },
        },
        {
          ALT: () => {
            c(76, W.Fight);
            const what = sub(43, $.objectPhrase);
            return this.node("fight", start, { what });
          },
        },
        {
          ALT: () => {
            c(77, W.Look);
            c(78, W.At);
            const what = sub(44, $.objectPhrase);
            const of = opt(18, () => {
              c(79, W.Of);
              const whose = $.or(14, [
                { ALT: () => ({ kind: "your", t: c(80, W.Your) }) },
                { ALT: () => ({ kind: "their", t: c(81, W.Their) }) },
                { ALT: () => ({ kind: "player", p: sub(45, $.playerPhrase), t: c(82, T.Possessive) }) },
              ]);
              c(83, W.Library);
              return stripTok(whose);
            });
            return this.node("look", start, { what, library: of });
          },
        },
        {
          ALT: () => {
            c(84, W.Reveal);
            const what = sub(46, $.objectPhrase);
            return this.node("reveal", start, { what });
          },
        },
        {
          ALT: () => {
            c(85, W.Copy);
            const what = sub(47, $.objectPhrase);
            return this.node("copy", start, { what });
          },
        },
        {
          ALT: () => {
            c(86, W.Attach);
            const what = sub(48, $.objectPhrase);
            c(87, W.To);
            const to = sub(49, $.objectPhrase);
            return this.node("attach", start, { what, to });
          },
        },
        {
          ALT: () => {
            // "can't block this turn", "can't be blocked this turn"
            const r = sub(50, $.restriction);
            const dur = opt(19, () => sub(51, $.duration));
            return { ...r, duration: dur };
          },
        },
        {
          ALT: () => {
            c(88, W.Transform);
            return this.node("transform", start);
          },
        },
        {
          ALT: () => {
            const v = $.or(16, [{ ALT: () => c(91, W.Cast) }, { ALT: () => c(92, W.Play) }]);
            const what = sub(54, $.objectPhrase);
            const from = opt(20, () => sub(55, $.zoneRef));
            const free = opt(21, () => {
              c(93, W.Without);
              c(94, W.Pay);
              c(95, W.Its);
              c(96, W.Mana);
              c(97, W.Cost);
              return true;
            });
            const dur = opt(22, () => sub(56, $.duration));
            return this.node(v.tokenType === W.Cast ? "cast" : "play", start, { what, from, withoutPaying: free, duration: dur });
          },
        },
        {
          ALT: () => {
            c(98, W.Prevent);
            const which = $.or(17, [
              {
                ALT: () => {
                  c(99, W.All);
                  const combat = opt(23, () => c(100, W.Combat));
                  return { kind: "all", combat: combat ? true : undefined };
                },
              },
              {
                ALT: () => {
                  c(101, W.The);
                  c(102, W.Next);
                  const n = sub(57, $.numberValue);
                  return { kind: "next", amount: n };
                },
              },
            ]);
            c(103, W.Damage);
            c(104, W.That);
            c(105, W.Would);
            c(106, W.Is);
            c(107, W.Deal);
            const to = opt(24, () => {
              c(108, W.To);
              return sub(58, $.objectPhrase);
            });
            const by = opt(25, () => {
              c(109, W.By);
              return sub(59, $.objectPhrase);
            });
            const dur = opt(26, () => sub(60, $.duration));
            return this.node("prevent", start, { which, to, by, duration: dur });
          },
        },
        {
          ALT: () => {
            c(110, W.Choose);
            c(111, T.Word); // new
            c(112, W.Target);
            c(113, W.For);
            const what = sub(61, $.objectPhrase);
            return this.node("chooseNewTargets", start, { what });
          },
        },
        {
          ALT: () => {
            c(89, W.Pay);
            const cost = $.or(15, [
              { ALT: () => sub(52, $.manaCost) },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const n = sub(53, $.numberValue);
                  c(90, W.Life);
                  return this.node("life", s, { amount: n });
                },
              },
            ]);
            return this.node("pay", start, { cost });
          },
        },
      ]);
    });

    // "can't block", "can't attack or block", "can't be blocked", "attacks each combat if able"
    $.restriction = $.RULE("restriction", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Cant);
            const what = $.or(2, [
              {
                ALT: () => {
                  c(2, W.Attack);
                  const or = opt(1, () => {
                    c(3, W.Or);
                    c(4, W.Block);
                    return true;
                  });
                  return or ? "attackOrBlock" : "attack";
                },
              },
              {
                ALT: () => {
                  c(5, W.Block);
                  return "block";
                },
              },
              {
                ALT: () => {
                  c(6, W.Is);
                  c(7, W.Block);
                  const except = opt(2, () => {
                    c(30, W.Except);
                    c(31, W.By);
                    return sub(3, $.objectPhrase);
                  });
                  return except ? { kind: "beBlockedExceptBy", by: except } : "beBlocked";
                },
              },
              {
                ALT: () => {
                  c(8, W.Is);
                  c(9, W.Counter);
                  return "beCountered";
                },
              },
              {
                ALT: () => {
                  c(10, W.Is);
                  c(11, W.Regenerate);
                  return "beRegenerated";
                },
              },
              {
                ALT: () => {
                  c(12, W.Gain);
                  c(13, W.Life);
                  return "gainLife";
                },
              },
              {
                ALT: () => {
                  c(14, W.Untap);
                  return "untap";
                },
              },
              {
                ALT: () => {
                  c(15, W.Cast);
                  const what = sub(1, $.objectPhrase);
                  return { kind: "cast", what };
                },
              },
            ]);
            return this.node("cant", start, { what });
          },
        },
        {
          ALT: () => {
            c(16, W.Attack);
            c(17, W.Each);
            const w = $.or(3, [{ ALT: () => c(18, W.Combat) }, { ALT: () => c(19, W.Turn) }]);
            c(20, W.If);
            c(21, W.Able);
            return this.node("mustAttack", start, { each: w.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(22, W.Dont);
            c(23, W.Untap);
            c(24, W.During);
            const whose = $.or(4, [
              { ALT: () => ({ kind: "your", t: c(25, W.Your) }) },
              { ALT: () => ({ kind: "its", t: sub(2, $.playerPhrase), p: c(26, T.Possessive) }) },
              { ALT: () => ({ kind: "their", t: c(27, W.Their) }) },
            ]);
            c(28, W.Untap);
            c(29, W.Step);
            return this.node("doesntUntap", start, { whose: stripTok(whose) });
          },
        },
      ]);
    });

    // A clause: optional subject, optional "may", a verb phrase.
    $.clause = $.RULE("clause", () => {
      const start = $.LA(1);
      const subject = opt(1, () => sub(1, $.objectPhrase));
      const may = opt(2, () => c(1, W.May));
      const vp = sub(2, $.verbPhrase);
      const forEach = opt(4, () => {
        c(4, W.For);
        c(5, W.Each);
        return sub(6, $.objectPhrase);
      });
      const ifCond = opt(5, () => {
        c(6, W.If);
        return sub(7, $.condition);
      });
      const unless = opt(3, () => {
        c(2, W.Unless);
        const who = sub(3, $.playerPhrase);
        c(3, W.Pay);
        const cost = $.or(1, [{ ALT: () => sub(4, $.manaCost) }, { ALT: () => sub(5, $.costList) as unknown as Node }]);
        return { kind: "unlessPays", who, cost };
      });
      return this.node("clause", start, { subject, may: may ? true : undefined, action: vp, forEach, if: ifCond, unless });
    });

    $.clauseChain = $.RULE("clauseChain", () => {
      const start = $.LA(1);
      const clauses: Node[] = [sub(1, $.clause)];
      const joins: string[] = [];
      $.many(1, () => {
        const j = $.or(1, [
          {
            ALT: () => {
              c(1, T.Comma);
              c(2, W.Then);
              return ", then";
            },
          },
          {
            ALT: () => {
              c(3, W.And);
              return "and";
            },
          },
          {
            ALT: () => {
              c(4, T.Comma);
              c(5, W.And);
              return ", and";
            },
          },
          {
            ALT: () => {
              c(6, T.Comma);
              return ",";
            },
          },
          {
            ALT: () => {
              c(7, W.Then);
              return "then";
            },
          },
        ]);
        joins.push(j);
        clauses.push(sub(2, $.clause));
      });
      return clauses.length === 1 ? clauses[0]! : this.node("sequence", start, { clauses, joins });
    });

    // ", where X is the number of creatures you control" / "…, where X is ~'s power"
    this.xDefinition = $.RULE("xDefinition", () => {
      const start = $.LA(1);
      c(1, T.Comma);
      c(2, W.Where);
      c(3, T.Word);
      c(4, W.Is);
      const value = $.or(1, [
        {
          ALT: () => {
            c(5, W.The);
            c(6, W.Number);
            c(7, W.Of);
            return this.node("countOf", start, { of: sub(1, $.objectPhrase) });
          },
        },
        {
          ALT: () => {
            const whose = $.or(2, [{ ALT: () => ({ kind: "it", t: c(8, W.Its) }) }, { ALT: () => ({ kind: "obj", p: sub(2, $.objectRefSimple), t: c(9, T.Possessive) }) }]);
            const stat = $.or(3, [{ ALT: () => c(10, W.Power) }, { ALT: () => c(11, W.Toughness) }]);
            return this.node("statOf", start, { stat: stat.image.toLowerCase(), of: stripTok(whose) });
          },
        },
      ]);
      return this.node("xIs", start, { value });
    });

    // Conditions: "you do", "you control an artifact", "you have 40 or more life", "it's your turn"
    $.condition = $.RULE("condition", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.You);
            const neg = opt(1, () => c(2, W.Dont));
            if (!neg) c(3, W.Do);
            return this.node("youDo", start, { negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            const who = sub(1, $.playerPhrase);
            c(4, W.Control);
            const what = sub(2, $.objectPhrase);
            return this.node("controls", start, { who, what });
          },
        },
        {
          ALT: () => {
            const who = sub(3, $.playerPhrase);
            c(5, W.Has);
            const n = sub(4, $.numberValue);
            c(6, W.Or);
            const op = $.or(2, [{ ALT: () => c(7, W.More) }, { ALT: () => c(8, W.Less) }]);
            c(9, W.Life);
            return this.node("lifeTotal", start, { who, value: n, op: op.tokenType === W.More ? "atLeast" : "atMost" });
          },
        },
        {
          ALT: () => {
            const what = sub(5, $.objectPhrase);
            const neg = $.or(3, [{ ALT: () => ({ n: false, t: c(10, W.Is) }) }, { ALT: () => ({ n: true, t: c(11, W.Isnt) }) }]);
            const article = opt(2, () => c(12, W.A));
            const state = sub(6, $.filter);
            return this.node("is", start, { what, negated: neg.n ? true : undefined, article: article ? article.image.toLowerCase() : undefined, state });
          },
        },
        {
          ALT: () => {
            c(13, W.ItIs);
            const neg = opt(3, () => c(14, W.Not));
            const whose = $.or(4, [{ ALT: () => ({ kind: "your", t: c(15, W.Your) }) }, { ALT: () => ({ kind: "player", p: sub(7, $.playerPhrase), t: c(16, T.Possessive) }) }]);
            c(17, W.Turn);
            return this.node("isTurn", start, { whose: stripTok(whose), negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            const who = sub(8, $.playerPhrase);
            c(18, W.Has);
            const n = sub(9, $.numberValue);
            c(19, W.Or);
            const op = $.or(5, [{ ALT: () => c(20, W.More) }, { ALT: () => c(21, W.Less) }]);
            c(22, W.Card);
            c(23, W.In);
            c(24, W.Hand);
            return this.node("handSize", start, { who, value: n, op: op.tokenType === W.More ? "atLeast" : "atMost" });
          },
        },
      ]);
    });

    // A whole effect sentence (without its period): "Destroy target creature", "If you do, draw a card",
    // "You may draw a card", "Until end of turn, creatures you control get +1/+1".
    $.effectSentence = $.RULE("effectSentence", () => {
      const start = $.LA(1);
      const prefix = opt(1, () =>
        $.or(1, [
          {
            ALT: () => {
              c(1, W.If);
              const cond = sub(1, $.condition);
              c(2, T.Comma);
              return { kind: "if", condition: cond };
            },
          },
          {
            ALT: () => {
              c(3, W.Otherwise);
              c(4, T.Comma);
              return { kind: "otherwise" };
            },
          },
          {
            ALT: () => {
              c(5, W.Then);
              return { kind: "then" };
            },
          },
          {
            ALT: () => {
              const d = sub(2, $.duration);
              c(6, T.Comma);
              return { kind: "duration", duration: d };
            },
          },
          {
            ALT: () => {
              // a delayed or reflexive trigger created by the effect (603.7, 603.12)
              const t = sub(4, $.triggerCondition);
              c(9, T.Comma);
              return { kind: "delayedTrigger", trigger: t };
            },
          },
        ]),
      );
      const body = sub(3, $.clauseChain);
      const instead = opt(2, () => c(7, W.Instead));
      const where = opt(4, () => sub(5, $.xDefinition));
      opt(3, () => c(8, T.Period));
      return this.node("sentence", start, { prefix, body, instead: instead ? true : undefined, where });
    });

    // ------------------------------------------------------------------
    // Static abilities and replacement effects
    // ------------------------------------------------------------------
    $.staticBody = $.RULE("staticBody", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const who = sub(1, $.objectPhrase);
            return $.or(2, [
              {
                ALT: () => {
                  // "Creatures you control get +1/+1 [and have flying]"
                  c(1, W.Get);
                  const pt = c(2, T.PTChange);
                  const forEach = opt(11, () => {
                    c(35, W.For);
                    c(36, W.Each);
                    return sub(17, $.filter);
                  });
                  const has = opt(1, () => {
                    c(3, W.And);
                    c(4, W.Has);
                    return $.or(3, [{ ALT: () => sub(2, $.keywordList) }, { ALT: () => [sub(3, $.quotedAbility)] }]);
                  });
                  return $.ACTION(() => this.node("pump", start, { affected: who, pt: pt.image.replace(/[−–]/g, "-"), forEach, has }));
                },
              },
              {
                ALT: () => {
                  c(5, W.Has);
                  const what = $.or(4, [{ ALT: () => sub(5, $.keywordList) }, { ALT: () => [sub(6, $.quotedAbility)] }]);
                  return this.node("grant", start, { affected: who, abilities: what });
                },
              },
              {
                ALT: () => {
                  const r = sub(8, $.restriction);
                  return this.node("restrict", start, { affected: who, restriction: r });
                },
              },
              {
                ALT: () => {
                  // "Permanents enter the battlefield tapped", "~ enters with two +1/+1 counters on it"
                  c(6, W.Enter);
                  const legacy = opt(2, () => {
                    c(7, W.The);
                    c(8, W.Battlefield);
                    return true;
                  });
                  const how = $.or(5, [
                    {
                      ALT: () => {
                        c(9, W.Tap);
                        const unless = opt(13, () => {
                          c(38, W.Unless);
                          return sub(19, $.condition);
                        });
                        return { kind: "tapped", unless };
                      },
                    },
                    {
                      ALT: () => {
                        c(10, W.With);
                        const amount = $.or(6, [{ ALT: () => ({ kind: "a", word: c(11, W.A).image.toLowerCase() }) }, { ALT: () => sub(10, $.numberValue) }]);
                        const ck = sub(11, $.counterKind);
                        c(12, W.Counter);
                        c(13, W.On);
                        c(14, W.It);
                        return { kind: "withCounters", amount, counter: ck };
                      },
                    },
                  ]);
                  return this.node("entersReplacement", start, { affected: who, legacy, how });
                },
              },
              {
                ALT: () => {
                  // "Cards in graveyards lose all abilities"
                  c(15, W.Lose);
                  c(16, W.All);
                  c(17, W.Ability);
                  return this.node("loseAllAbilities", start, { affected: who });
                },
              },
              {
                ALT: () => {
                  // "Spells cost {1} more to cast", "This spell costs {1} less to cast for each creature you control"
                  c(18, W.Cost);
                  const m = sub(14, $.manaCost);
                  const dir = $.or(7, [{ ALT: () => c(19, W.More) }, { ALT: () => c(20, W.Less) }]);
                  c(21, W.To);
                  $.or(8, [{ ALT: () => c(22, W.Cast) }, { ALT: () => c(23, W.Activate) }]);
                  const forEach = opt(9, () => {
                    c(24, W.For);
                    c(25, W.Each);
                    return sub(15, $.filter);
                  });
                  const cond = opt(12, () => {
                    c(37, W.If);
                    return sub(18, $.condition);
                  });
                  return this.node("costChange", start, { affected: who, amount: m, direction: dir.tokenType === W.More ? "more" : "less", forEach, if: cond });
                },
              },
              {
                ALT: () => {
                  // "~'s power and toughness are each equal to the number of creatures you control" (604.3)
                  c(26, T.Possessive);
                  const stats: string[] = [];
                  $.or(10, [
                    {
                      ALT: () => {
                        c(27, W.Power);
                        c(28, W.And);
                        c(29, W.Toughness);
                        c(30, W.Is);
                        c(31, W.Each);
                        stats.push("power", "toughness");
                      },
                    },
                    {
                      ALT: () => {
                        const st = $.or(11, [{ ALT: () => c(32, W.Power) }, { ALT: () => c(33, W.Toughness) }]);
                        c(34, W.Is);
                        stats.push(st.image.toLowerCase());
                      },
                    },
                  ]);
                  const value = sub(16, $.countWord);
                  return this.node("definePT", start, { affected: who, stats, value });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            // "As an additional cost to cast this spell, sacrifice a creature" (601.2f)
            c(61, W.As);
            c(62, W.A);
            c(63, W.Additional);
            c(64, W.Cost);
            c(65, W.To);
            c(66, W.Cast);
            const what = sub(24, $.objectPhrase);
            c(67, T.Comma);
            const cost = sub(25, $.costList);
            return this.node("additionalCost", start, { spell: what, cost });
          },
        },
        {
          ALT: () => {
            // Trinisphere: "each spell that would cost less than three mana to cast costs three mana to cast"
            c(24, W.Each);
            c(25, W.Spell);
            c(26, W.That);
            c(27, W.Would);
            c(28, W.Cost);
            c(29, W.Less);
            c(30, W.Than);
            const n = sub(15, $.numberValue);
            c(31, W.Mana);
            c(32, W.To);
            c(33, W.Cast);
            c(34, W.Cost);
            const n2 = sub(16, $.numberValue);
            c(35, W.Mana);
            c(36, W.To);
            c(37, W.Cast);
            return this.node("costMinimum", start, { below: n, minimum: n2 });
          },
        },
        {
          ALT: () => {
            // "If a source would deal damage to …, it deals double that damage … instead"
            c(38, W.If);
            const subject = sub(17, $.objectPhrase);
            c(39, W.Would);
            const event = sub(18, $.verbPhrase);
            c(40, T.Comma);
            const replacement = sub(19, $.replacementBody);
            c(41, W.Instead);
            return this.node("replacement", start, { event: { kind: "clause", subject, action: event }, replacement });
          },
        },
        {
          ALT: () => {
            // "Prevent all combat damage that would be dealt to and dealt by ~"
            c(42, W.Prevent);
            c(43, W.All);
            const combat = opt(3, () => c(44, W.Combat));
            c(45, W.Damage);
            c(46, W.That);
            c(47, W.Would);
            c(48, W.Is);
            c(49, W.Deal);
            const dir = $.or(28, [{ ALT: () => c(50, W.To) }, { ALT: () => c(51, W.By) }]);
            const what = sub(20, $.objectPhrase);
            return this.node("prevention", start, { combat: combat ? true : undefined, direction: dir.image.toLowerCase(), what });
          },
        },
        {
          ALT: () => {
            c(52, W.Skip);
            const whose = $.or(29, [{ ALT: () => ({ kind: "your", t: c(53, W.Your) }) }, { ALT: () => ({ kind: "each", t: c(54, W.Each) }) }]);
            const what = sub(21, $.phaseStep);
            return this.node("skip", start, { whose: stripTok(whose), what });
          },
        },
        {
          ALT: () => {
            // "As ~ enters the battlefield, choose a color"
            c(55, W.As);
            const who = sub(22, $.objectPhrase);
            c(56, W.Enter);
            const legacy = opt(4, () => {
              c(57, W.The);
              c(58, W.Battlefield);
              return true;
            });
            c(59, T.Comma);
            c(60, W.Choose);
            const what = sub(23, $.objectPhrase);
            return this.node("asEnters", start, { affected: who, legacy, choose: what });
          },
        },
      ]);
    });

    // the replacing part of "If … would …, [it deals double that damage to that permanent or player] instead"
    this.replacementBody = $.RULE("replacementBody", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const who = sub(1, $.objectPhrase);
            return $.or(2, [
              {
                ALT: () => {
                  c(1, W.Deal);
                  c(2, W.Double);
                  c(3, W.That);
                  c(4, W.Damage);
                  c(5, W.To);
                  const to = sub(2, $.objectPhrase);
                  return this.node("doubleDamage", start, { source: who, to });
                },
              },
              {
                ALT: () => {
                  c(6, W.Gain);
                  c(7, W.No);
                  c(8, W.Life);
                  return this.node("gainNoLife", start, { who });
                },
              },
            ]);
          },
        },
        { ALT: () => sub(4, $.clauseChain) },
      ]);
    });

    $.phaseStep = $.RULE("phaseStep", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Upkeep);
            return this.node("step", start, { step: "upkeep" });
          },
        },
        {
          ALT: () => {
            c(2, W.Draw);
            c(3, W.Step);
            return this.node("step", start, { step: "draw" });
          },
        },
        {
          ALT: () => {
            c(4, W.End);
            c(5, W.Step);
            return this.node("step", start, { step: "end" });
          },
        },
        {
          ALT: () => {
            c(6, W.Untap);
            c(7, W.Step);
            return this.node("step", start, { step: "untap" });
          },
        },
        {
          ALT: () => {
            c(8, W.Combat);
            const phase = opt(1, () => c(9, W.Phase));
            return this.node("step", start, { step: "combat", phase: phase ? true : undefined });
          },
        },
        {
          ALT: () => {
            const m = c(10, W.Main);
            c(11, W.Phase);
            return this.node("step", start, { step: m.image.toLowerCase() === "main" ? "main" : m.image.toLowerCase() === "precombat" ? "main1" : "main2" });
          },
        },
        {
          ALT: () => {
            c(12, W.Turn);
            return this.node("step", start, { step: "turn" });
          },
        },
      ]);
    });

    $.staticSentence = $.RULE("staticSentence", () => {
      const start = $.LA(1);
      const cond = opt(1, () => {
        c(1, W.As);
        c(2, W.Long);
        c(3, W.As);
        const cnd = sub(1, $.condition);
        c(4, T.Comma);
        return cnd;
      });
      const body = sub(2, $.staticBody);
      const where = opt(3, () => sub(3, $.xDefinition));
      opt(2, () => c(5, T.Period));
      return this.node("static", start, { asLongAs: cond, body, where });
    });

    // ------------------------------------------------------------------
    // Triggers
    // ------------------------------------------------------------------
    $.triggerEvent = $.RULE("triggerEvent", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.The);
            c(2, W.Beginning);
            c(3, W.Of);
            const whose = $.or(2, [
              { ALT: () => ({ kind: "your", t: c(4, W.Your) }) },
              { ALT: () => ({ kind: "each", t: c(5, W.Each) }) },
              { ALT: () => ({ kind: "the", t: c(6, W.The) }) },
              {
                ALT: () => {
                  const p = sub(1, $.playerPhrase);
                  c(7, T.Possessive);
                  return { kind: "player", p };
                },
              },
              {
                ALT: () => {
                  c(8, W.The);
                  c(9, W.Next);
                  return { kind: "next" };
                },
              },
              { ALT: () => ({ kind: "none" }) },
            ]);
            const step = sub(2, $.phaseStep);
            const onYourTurn = opt(1, () => {
              c(10, W.On);
              c(11, W.Your);
              c(12, W.Turn);
              return true;
            });
            return this.node("beginningOf", start, { whose: stripTok(whose), step, onYourTurn });
          },
        },
        {
          ALT: () => {
            c(13, W.End);
            c(14, W.Of);
            c(15, W.Combat);
            return this.node("endOfCombat", start);
          },
        },
        {
          ALT: () => {
            const who = sub(3, $.objectList);
            const ev = $.or(3, [
              {
                ALT: () => {
                  c(16, W.Enter);
                  const legacy = opt(2, () => {
                    c(17, W.The);
                    c(18, W.Battlefield);
                    return true;
                  });
                  const under = opt(3, () => {
                    c(19, W.Under);
                    const w = $.or(4, [{ ALT: () => ({ kind: "your", t: c(20, W.Your) }) }, { ALT: () => ({ kind: "player", p: sub(4, $.playerPhrase), t: c(21, T.Possessive) }) }]);
                    c(22, W.Control);
                    return stripTok(w);
                  });
                  return { event: "enters", legacy, under };
                },
              },
              {
                ALT: () => {
                  c(23, W.Die);
                  return { event: "dies" };
                },
              },
              {
                ALT: () => {
                  c(72, W.Do);
                  return { event: "does" };
                },
              },
              {
                ALT: () => {
                  c(24, W.Leave);
                  c(25, W.The);
                  c(26, W.Battlefield);
                  return { event: "leaves" };
                },
              },
              {
                ALT: () => {
                  c(27, W.Attack);
                  const orBlocks = opt(4, () => {
                    c(28, W.Or);
                    c(29, W.Block);
                    return true;
                  });
                  return { event: orBlocks ? "attacksOrBlocks" : "attacks" };
                },
              },
              {
                ALT: () => {
                  c(30, W.Block);
                  return { event: "blocks" };
                },
              },
              {
                ALT: () => {
                  c(31, W.Become);
                  c(32, W.Block);
                  return { event: "becomesBlocked" };
                },
              },
              {
                ALT: () => {
                  c(33, W.Deal);
                  const combat = opt(5, () => c(34, W.Combat));
                  c(35, W.Damage);
                  const to = opt(6, () => {
                    c(36, W.To);
                    return sub(5, $.objectPhrase);
                  });
                  return { event: "dealsDamage", combat: combat ? true : undefined, to };
                },
              },
              {
                ALT: () => {
                  c(37, W.Is);
                  c(38, W.Deal);
                  c(39, W.Damage);
                  return { event: "isDealtDamage" };
                },
              },
              {
                ALT: () => {
                  c(40, W.Cast);
                  const what = sub(6, $.objectPhrase);
                  return { event: "casts", what };
                },
              },
              {
                ALT: () => {
                  c(41, W.Gain);
                  c(42, W.Life);
                  return { event: "gainsLife" };
                },
              },
              {
                ALT: () => {
                  c(43, W.Lose);
                  c(44, W.Life);
                  return { event: "losesLife" };
                },
              },
              {
                ALT: () => {
                  c(45, W.Draw);
                  c(46, W.A);
                  c(47, W.Card);
                  return { event: "drawsCard" };
                },
              },
              {
                ALT: () => {
                  c(48, W.Discard);
                  const what = sub(7, $.objectPhrase);
                  return { event: "discards", what };
                },
              },
              {
                ALT: () => {
                  c(49, W.Sacrifice);
                  const what = sub(8, $.objectPhrase);
                  return { event: "sacrifices", what };
                },
              },
              {
                ALT: () => {
                  c(50, W.Become);
                  c(51, W.The);
                  c(52, W.Target);
                  c(53, W.Of);
                  const by = sub(9, $.objectPhrase);
                  return { event: "becomesTarget", by };
                },
              },
              {
                ALT: () => {
                  c(54, W.Become);
                  const s = $.or(5, [{ ALT: () => c(55, W.Tap) }, { ALT: () => c(56, W.Untap) }]);
                  return { event: s.tokenType === W.Tap ? "becomesTapped" : "becomesUntapped" };
                },
              },
              {
                ALT: () => {
                  c(57, W.Play);
                  const what = sub(10, $.objectPhrase);
                  return { event: "plays", what };
                },
              },
              {
                ALT: () => {
                  c(58, W.Control);
                  const what = sub(11, $.objectPhrase);
                  return { event: "controls", what };
                },
              },
              {
                ALT: () => {
                  c(59, W.Is);
                  c(60, W.Put);
                  c(61, W.Into);
                  const whose = $.or(6, [{ ALT: () => ({ kind: "a", t: c(62, W.A) }) }, { ALT: () => ({ kind: "your", t: c(63, W.Your) }) }, { ALT: () => ({ kind: "its owner", t: c(64, W.Its) }) }]);
                  $.ACTION(() => undefined);
                  if (whose.kind === "its owner") {
                    c(65, W.Owner);
                    c(66, T.Possessive);
                  }
                  c(67, W.Graveyard);
                  const from = opt(7, () => {
                    c(68, W.From);
                    return $.or(7, [
                      {
                        ALT: () => {
                          c(69, W.The);
                          c(70, W.Battlefield);
                          return "battlefield";
                        },
                      },
                      {
                        ALT: () => {
                          c(71, W.Anywhere);
                          return "anywhere";
                        },
                      },
                    ]);
                  });
                  return { event: "putIntoGraveyard", whose: whose.kind, from };
                },
              },
            ]);
            return this.node("event", start, { subject: who, ...ev });
          },
        },
      ]);
    });

    // "When ~ enters the battlefield", "At the beginning of your upkeep", "Whenever a creature dies"
    $.triggerCondition = $.RULE("triggerCondition", () => {
      const start = $.LA(1);
      const word = $.or(1, [{ ALT: () => c(1, W.When) }, { ALT: () => c(2, W.Whenever) }, { ALT: () => c(3, W.At) }]);
      const event = sub(1, $.triggerEvent);
      return this.node("trigger", start, { word: word.tokenType.name.toLowerCase(), event });
    });

    // "This ability triggers only once each turn." (603.2h)
    this.triggerLimit = $.RULE("triggerLimit", () => {
      const start = $.LA(1);
      c(1, W.This);
      c(2, W.Ability);
      c(3, W.Trigger);
      c(4, W.Only);
      const n = $.or(1, [
        {
          ALT: () => {
            c(5, W.Once);
            return 1;
          },
        },
        {
          ALT: () => {
            c(6, W.Twice);
            return 2;
          },
        },
      ]);
      c(7, W.Each);
      c(8, W.Turn);
      opt(1, () => c(9, T.Period));
      return this.node("triggerLimit", start, { timesEachTurn: n });
    });

    // "Activate only as a sorcery." "Activate only once each turn." "Activate this ability only any time you could cast a sorcery."
    $.activationInstruction = $.RULE("activationInstruction", () => {
      const start = $.LA(1);
      c(1, W.Activate);
      const legacy = opt(1, () => {
        c(2, W.This);
        c(3, W.Ability);
        return true;
      });
      c(4, W.Only);
      const what = $.or(1, [
        {
          ALT: () => {
            c(5, W.As);
            c(6, W.A);
            c(7, W.CardType); // sorcery
            return "sorcerySpeed";
          },
        },
        {
          ALT: () => {
            c(8, W.Any);
            c(9, W.Time);
            c(10, W.You);
            c(11, W.Could);
            c(12, W.Cast);
            c(13, W.A);
            c(14, W.CardType);
            return "sorcerySpeed";
          },
        },
        {
          ALT: () => {
            c(15, W.Once);
            c(16, W.Each);
            c(17, W.Turn);
            return "onceEachTurn";
          },
        },
        {
          ALT: () => {
            c(18, W.During);
            c(19, W.Your);
            c(20, W.Upkeep);
            return "duringYourUpkeep";
          },
        },
        {
          ALT: () => {
            c(21, W.During);
            c(22, W.Your);
            c(23, W.Turn);
            return "duringYourTurn";
          },
        },
        {
          ALT: () => {
            c(25, W.If);
            return { kind: "if", condition: sub(1, $.condition) };
          },
        },
      ]);
      opt(2, () => c(24, T.Period));
      return this.node("activationRestriction", start, { restriction: what, legacy });
    });

    this.performSelfAnalysis();
  }

  objectRefSimple!: R;
  objectList!: R;
  xDefinition!: R;
  triggerLimit!: R;
  replacementBody!: R;
}

/** The driver reports unreadable words itself; chevrotain's long messages are not needed. */
const CHEAP_ERRORS = {
  buildMismatchTokenMessage: () => "mismatch",
  buildNotAllInputParsedMessage: () => "not all input parsed",
  buildNoViableAltMessage: () => "no viable alternative",
  buildEarlyExitMessage: () => "early exit",
};

const RECORDING_DUMMY: any = new Proxy(function () {}, {
  get: (_t, p) => (p === Symbol.toPrimitive ? () => "" : p === Symbol.iterator ? undefined : RECORDING_DUMMY),
  apply: () => RECORDING_DUMMY,
});

function stripTok(x: unknown): unknown {
  if (x && typeof x === "object" && "kind" in x) {
    const o = x as Record<string, unknown>;
    if (o.p) return o.p;
    return o.kind;
  }
  return x;
}
