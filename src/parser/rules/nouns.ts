/**
 * Numbers, quantities, noun phrases (objects and players), durations.
 */
import * as T from "../../lexer/tokens.ts";
import { W, wordName } from "../../lexer/words.ts";
import { EOF, type IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Span } from "../../ast/base.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, stripTok, val, type Grammar } from "./kit.ts";

/** A word written with a capital letter (a card name's word); "~" counts as one. */
function capitalized(t: IToken): boolean {
  return t.tokenType === T.SelfName || /^[A-Z]/.test(t.image ?? "");
}

/** "its", or a character's "his"/"her" (the spelling kept for the renderer). */
export function itsNode(t: IToken): { kind: "it"; word?: string } {
  const word = t.image.toLowerCase();
  return word === "its" ? { kind: "it" } : { kind: "it", word };
}

export function defineNounsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
  // An indefinite noun phrase ahead ("a card in your graveyard", "another creature you control"): after
  // "with the same name as" and "shares … with" it takes its own postmodifiers; a definite reference
  // ("that spell") stays short, so that "… as that spell from their graveyard" keeps "from" for the outer noun.
  const indefiniteAhead = (): boolean => $.LA(1).tokenType === W.A || $.LA(1).tokenType === W.Another;
  /** The next token is not a verb spelled like a filter word ("attacks", "block", "untap"). */
  const notVerbForm = (k = 1): boolean => {
    const t = $.LA(k);
    const ty = t.tokenType;
    if (ty !== W.Attack && ty !== W.Block && ty !== W.Tap && ty !== W.Untap && ty !== W.Activate && ty !== W.Trigger) return true;
    return /(ing|ed)$/i.test(t.image);
  };
  /** "blocking it", "blocked by ~", "blocking or blocked by it": a relation to an object after the noun, not a filter word. */
  const blockRelationAhead = (k = 1): boolean => {
    const t = $.LA(k);
    if (t.tokenType !== W.Block || !/^block(ing|ed)$/i.test(t.image)) return false;
    const n = $.LA(k + 1).tokenType;
    return n === W.It || n === W.By || n === T.SelfName || (n === W.Or && /^blocked$/i.test($.LA(k + 2).image) && $.LA(k + 3).tokenType === W.By);
  };
  /** "(creatures) attacking you", "attacking your opponents": a postmodifier, not the filter word "attacking". */
  const attackingWhomAhead = (): boolean =>
    $.LA(1).tokenType === W.Attack && /^attacking$/i.test($.LA(1).image) && ($.LA(2).tokenType === W.You || $.LA(2).tokenType === W.Your);
  /** "who doesn't loses 3 life", "who can't discards a card": "who" and a bare auxiliary, then the sentence's verb. */
  const elidedWho = (): boolean =>
    $.LA(1).tokenType === W.Who &&
    [W.Dont, W.Cant].includes($.LA(2).tokenType) &&
    /^[a-z]+s$/i.test($.LA(3).image) &&
    ![W.This, W.Is, W.Has].includes($.LA(3).tokenType);
  /** "(For each opponent) who can't," / "who doesn't,": a bare "who" the sentence prefix reads, not a postmodifier. */
  const bareWhoAhead = (): boolean =>
    $.LA(1).tokenType === W.Who && ($.LA(2).tokenType === W.Cant || ($.LA(2).tokenType === W.Dont && [T.Comma, T.Period].includes($.LA(3).tokenType)));
  /** "tapped this way" after a noun: a participle phrase ("creatures tapped this way"), not the filter word "tapped". */
  const participleAhead = (): boolean => {
    const ty = $.LA(1).tokenType;
    return (ty === W.Tap || ty === W.Untap) && $.LA(2).tokenType === W.This && $.LA(3).tokenType === W.Way;
  };
    // ------------------------------------------------------------------
    // Numbers and quantities
    // ------------------------------------------------------------------
    $.numberValue = $.RULE("numberValue", () => {
      const t = $.or(1, [{ ALT: () => c(1, T.Number) }, { ALT: () => c(2, W.NumberWord) }, { ALT: () => c(3, W.VarX) }]);
      return $.ACTION(() => ({ kind: "number", value: num(t), word: t.tokenType === W.NumberWord ? true : undefined, span: $.span(t) }));
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
            return $.node("thatMuch", start);
          },
        },
        // "twice X", "three times X", "twice that much" (amounts.ts)
        { ALT: () => sub(170, $.multipliedAmount) },
      ]);
    });

    // "equal to the number of creatures you control", "equal to its power"
    $.countWord = $.RULE("countWord", () => {
      const start = $.LA(1);
      c(1, W.Equal);
      c(2, W.To);
      // "equal to 1 plus the number of lands you control", "equal to 1 plus the sacrificed creature's mana value"
      const first = $.or(11, [
        { ALT: () => sub(12, $.amountValue) },
        { GATE: () => $.LA(2).tokenType === W.Plus || $.LA(2).tokenType === W.Minus, ALT: () => sub(13, $.numberValue) },
      ]);
      const terms: Node[] = [first];
      const ops: string[] = [];
      $.many(1, () => {
        const op = $.or(12, [{ ALT: () => c(24, W.Plus) }, { ALT: () => c(25, W.Minus) }]);
        ops.push(op.image.toLowerCase());
        terms.push(sub(14, $.amountValue));
      });
      return terms.length === 1 ? first : $.node("sum", start, { terms, ops });
    });

    // "your devotion to black", "your devotion to white and black" (700.5)
    $.devotion = $.RULE("devotion", () => {
      const start = $.LA(1);
      c(1, W.Your);
      c(2, W.Devotion);
      c(3, W.To);
      const colors: string[] = [];
      $.atLeastOne(1, () => {
        colors.push(c(4, W.ColorWord).image.toLowerCase());
        opt(1, () => c(5, W.And));
      });
      return $.node("devotion", start, { colors });
    });

    // ", rounded down", ", rounded up" (107.1a)
    $.rounding = $.RULE("rounding", () => {
      c(1, T.Comma);
      c(2, W.Rounded);
      return $.or(1, [{ ALT: () => (c(3, W.Up), "up") }, { ALT: () => (c(4, W.Down), "down") }]);
    });

    // What an amount is, after "equal to" or "less than or equal to": "the number of creatures you control",
    // "its power", "that creature's toughness", "your life total"
    // "the total number of cards in all players' hands": a count over several places at once (countOf, total)
    $.totalNumberOf = $.RULE("totalNumberOf", () => {
      const start = $.LA(1);
      c(1, W.The);
      c(2, W.Total);
      c(3, W.Number);
      c(4, W.Of);
      // "the total number of rad counters among players" (a counted kind)
      const of = $.or(170, [{ ALT: () => sub(1, $.objectPhrase) }, { ALT: () => sub(170, $.countedKind) }]);
      return $.node("countOf", start, { of, total: true });
    });

    $.amountValue = $.RULE("amountValue", () => {
      const start = $.LA(1);
      return $.or(1, [
        // "that excess damage", "the total amount of mana paid this way" (amounts.ts)
        { ALT: () => sub(170, $.excessDamage) },
        { ALT: () => sub(171, $.amountPaidThisWay) },
        // "the life they lost this turn" (extra-actions.ts)
        { ALT: () => sub(172, $.lifeLostShort) },
        {
          ALT: () => {
            // "half the sacrificed creature's power, rounded down", "twice the number of Goblins it devoured"
            const w = $.or(3, [{ ALT: () => c(30, W.Half) }, { ALT: () => c(31, W.Twice) }]);
            const of = sub(20, $.amountValue);
            const rounded = $.option(4, { GATE: () => w.tokenType === W.Half, DEF: () => sub(21, $.rounding) });
            return $.node(w.tokenType === W.Half ? "half" : "twice", start, { of, rounded });
          },
        },
        { ALT: () => sub(11, $.amountTerm) },
        { ALT: () => sub(22, $.devotion) },
        {
          // "with mana value less than or equal to that damage", "where X is that damage" (the damage an event dealt)
          ALT: () => {
            c(228, W.That);
            c(229, W.Damage);
            return $.node("thatDamage", start);
          },
        },
        {
          // "your speed" (702.179: start your engines!)
          GATE: () => $.LA(1).tokenType === W.Your && /^speed$/i.test($.LA(2).image),
          ALT: () => {
            c(33, W.Your);
            c(34, T.Word);
            return $.node("speed", start, { whose: "your" });
          },
        },
        {
          ALT: () => {
            c(3, W.The);
            c(4, W.Number);
            c(5, W.Of);
            const of = sub(1, $.objectPhrase);
            return $.node("countOf", start, { of });
          },
        },
        { ALT: () => sub(190, $.totalNumberOf) },
        {
          ALT: () => {
            // "the damage dealt this way", "the life lost this way"
            c(17, W.The);
            const what = $.or(10, [{ ALT: () => (c(18, W.Damage), "damage") }, { ALT: () => (c(19, W.Life), "life") }]);
            const how = sub(7, $.participlePhrase);
            return $.node("amountOf", start, { what, how });
          },
        },
        {
          ALT: () => {
            // "that creature's power", "the sacrificed creature's toughness"
            const whose = sub(8, $.nounRef);
            c(20, T.Possessive);
            const stat = sub(9, $.statName);
            return $.node("statOf", start, { stat: stat.stat, legacy: stat.legacy, of: whose });
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
            return $.node("statOf", start, { stat: stat.image.toLowerCase(), of: whose });
          },
        },
        {
          ALT: () => {
            // "equal to your starting life total" (Exquisite Archangel), "equal to that player's life total"
            const whose = sub(10, $.possessor);
            const starting = opt(3, () => c(21, W.Starting));
            c(22, W.Life);
            c(23, W.Total);
            return $.node("lifeTotal", start, { whose, starting: starting ? true : undefined });
          },
        },
        {
          ALT: () => {
            // "its power"; "their power" (each of several objects its own: "each deal damage equal to their power")
            const whose = $.or(13, [{ ALT: () => c(11, W.Its) }, { ALT: () => c(32, W.Their) }]);
            const stat = sub(3, $.statName);
            return $.node("statOf", start, { stat: stat.stat, legacy: stat.legacy, of: whose.tokenType === W.Their ? { kind: "their" } : itsNode(whose) });
          },
        },
        {
          ALT: () => {
            c(14, W.The);
            const stat = sub(4, $.statName);
            c(15, W.Of);
            const of = sub(5, $.objectPhrase);
            return $.node("statOf", start, { stat: stat.stat, legacy: stat.legacy, of, the: true });
          },
        },
      ]);
    });

    // Amounts read the same after "equal to" and after "where X is": "the greatest power among creatures you control",
    // "the total mana value of Dragons you control", "the amount of life you gained this turn", "the result",
    // "the number of basic land types among lands you control", "the number of creatures in your party"
    $.amountTerm = $.RULE("amountTerm", () => {
      const start = $.LA(1);
      c(1, W.The);
      return $.or(1, [
        {
          ALT: () => {
            const w = c(2, W.Greatest);
            const stat = sub(1, $.statName);
            c(3, W.Among);
            const among = sub(2, $.objectPhrase);
            return $.node("greatestAmong", start, { word: w.image.toLowerCase(), stat: stat.stat, legacy: stat.legacy, among });
          },
        },
        {
          ALT: () => {
            c(4, W.Total);
            const stat = sub(3, $.statName);
            c(5, W.Of);
            const of = sub(4, $.objectPhrase);
            return $.node("totalOf", start, { stat: stat.stat, legacy: stat.legacy, of });
          },
        },
        {
          ALT: () => {
            // "the amount of life you gained this turn", "the amount of life you've lost this turn"
            c(6, W.Amount);
            c(7, W.Of);
            c(8, W.Life);
            const who = $.or(2, [{ ALT: () => (c(9, W.YouHave), { who: { kind: "you" }, perfect: true }) }, { ALT: () => ({ who: sub(5, $.playerPhrase) }) }]);
            const v = $.or(3, [{ ALT: () => c(10, W.Gain) }, { ALT: () => c(11, W.Lose) }]);
            const thisTurn = opt(1, () => (c(12, W.This), c(13, W.Turn), true));
            return $.node("lifeAmount", start, { ...who, verb: v.tokenType === W.Gain ? "gained" : "lost", thisTurn });
          },
        },
        {
          ALT: () => {
            c(14, W.Result);
            return $.node("result", start);
          },
        },
        {
          // "draw cards equal to the difference" (two amounts named before), "… the difference between those results"
          GATE: () => /^difference$/i.test($.LA(1).image),
          ALT: () => {
            c(245, T.Word);
            const between = $.option(232, {
              GATE: () => /^between$/i.test($.LA(1).image),
              DEF: () => {
                c(246, T.Word);
                return $.or(230, [
                  // "between your life total and target player's life total"
                  { ALT: () => ({ between: [sub(231, $.amountValue), (c(247, W.And), sub(232, $.amountValue))] }) },
                  // "between those results" (of two rolls or flips)
                  { ALT: () => (c(248, W.Those), c(249, W.Result), { results: true }) },
                ]);
              },
            });
            return $.node("difference", start, { ...between });
          },
        },
        {
          ALT: () => {
            // "the amount of mana spent to cast it", "… to cast this spell" (601.2h)
            c(17, W.Amount);
            c(18, W.Of);
            c(19, W.Mana);
            c(20, W.Spend);
            c(21, W.To);
            c(22, W.Cast);
            return $.node("manaSpentToCast", start, { what: sub(7, $.objectPhrase) });
          },
        },
        {
          ALT: () => {
            c(15, W.Number);
            c(16, W.Of);
            return $.node("countOf", start, { of: sub(6, $.countedKind) });
          },
        },
        {
          ALT: () => {
            // "the number of times ~ was kicked" (702.33), "the number of times this creature has mutated" (702.140)
            c(228, W.Number);
            c(229, W.Of);
            const s = $.LA(1);
            c(230, W.Times);
            const what = sub(228, $.objectPhrase);
            const verb = $.or(228, [
              { ALT: () => (c(231, W.Is), c(232, W.Kicked), "kicked") },
              { GATE: () => /^mutated$/i.test($.LA(2).image), ALT: () => (c(233, W.Has), c(234, T.Word), "mutated") },
            ]);
            return $.node("countOf", start, { of: $.node("timesDone", s, { what, verb }) });
          },
        },
        {
          ALT: () => {
            // "the amount of damage dealt this way", "the amount of excess damage dealt to that creature this way",
            // "the amount of damage it dealt to that player"
            c(235, W.Amount);
            c(236, W.Of);
            const excess = $.option(228, { GATE: () => /^excess$/i.test($.LA(1).image), DEF: () => (c(237, T.Word), true) });
            c(238, W.Damage);
            const by = $.option(229, { GATE: () => $.LA(1).tokenType !== W.Deal, DEF: () => sub(229, $.objectPhrase) });
            c(239, W.Deal);
            const to = opt(230, () => (c(240, W.To), sub(230, $.objectPhrase)));
            const when = opt(231, () => $.or(229, [{ ALT: () => (c(241, W.This), c(242, W.Way), "thisWay") }, { ALT: () => (c(243, W.This), c(244, W.Turn), "thisTurn") }]));
            return $.node("damageAmount", start, { excess, by, to, when });
          },
        },
      ]);
    });

    // "power", "toughness", "mana value", "converted mana cost"
    $.statName = $.RULE("statName", () =>
      $.or(1, [
        { ALT: () => (c(1, W.Power), { stat: "power" }) },
        { ALT: () => (c(2, W.Toughness), { stat: "toughness" }) },
        { ALT: () => (c(3, W.Mana), c(4, W.Value), { stat: "manaValue" }) },
        { ALT: () => (c(5, W.Convert), c(6, W.Mana), c(7, W.Cost), { stat: "manaValue", legacy: true }) },
      ]),
    );

    // ------------------------------------------------------------------
    // Noun phrases: objects and players
    // ------------------------------------------------------------------
    // One word of a filter, in order: colours, "non" words, types, subtypes, statuses, nouns.
    $.filterWord = $.RULE("filterWord", () =>
      $.or(2, [
        { ALT: () => sub(1, $.filterWordCore) },
        {
          ALT: () => {
            const t = c(1, W.Participle); // the sacrificed creature, the revealed card
            return $.ACTION(() => ({ kind: "word", class: "Participle", value: t.image.toLowerCase(), span: $.span(t) }));
          },
        },

      ]),
    );

    // A filter word other than a participle: a participle only leads a group ("the revealed card"),
    // so that "cards revealed this way" keeps its postmodifier.
    $.filterWordCore = $.RULE("filterWordCore", () => {
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
        { ALT: () => c(21, W.Enchanted) },
        { ALT: () => c(22, W.Equipped) },
        { ALT: () => c(23, W.Copy) },
        { ALT: () => c(24, W.Emblem) },
        { ALT: () => c(25, W.Color) },
        { ALT: () => c(26, W.Type) },
        { ALT: () => c(27, T.PTValue) },
        { ALT: () => c(28, W.Activate) }, // activated (abilities)
        { ALT: () => c(29, W.Trigger) }, // triggered (abilities)
        { ALT: () => c(30, W.Historic) }, // historic spell (700.6)
        { ALT: () => c(31, W.Modified) }, // modified creature (700.9)
        { ALT: () => c(32, W.Outlaw) }, // outlaws (700.13)
        { ALT: () => c(33, W.Commander) }, // "commanders you control", "Commander creatures you own" (903.3)
        { ALT: () => c(34, W.FaceDown) }, // "a face-down creature you control" (708.2)
      ]);
      return $.ACTION(() => {
        const p = (t as Token).payload;
        const token = p?.token ?? t.tokenType.name;
        const w: Node = { kind: "word", class: token, value: val(t), span: $.span(t) };
        if (p?.plural) w.plural = true;
        if (p?.negatedToken) w.negated = p.negatedToken;
        if (["Tap", "Untap", "Attack", "Block", "Copy", "Activate", "Trigger", "Participle"].includes(token)) w.value = t.image.toLowerCase();
        if ((token === "Outlaw" || token === "Commander") && /s$/i.test(t.image)) w.plural = true;
        if (["Card", "Permanent", "Spell", "Token", "Player", "Opponent", "Source", "Ability", "Emblem", "Color", "Type"].includes(token)) {
          w.value = token.toLowerCase();
          if (/s$/i.test(t.image) || t.image.toLowerCase() === "abilities") w.plural = true;
        }
        return w;
      });
    });

    // words joined by "or"/"and"/commas: "artifact, creature, or enchantment card"
    // Filter words joined by "or"/"and", or listed with commas ending in ", or"/", and":
    // "black or red creature", "artifact, creature, or enchantment card". A comma joins
    // filter words only inside such a list, so "a Mountain, creatures get …" ends the filter.
    $.filter = $.RULE("filter", () => {
      const start = $.LA(1);
      const words: Node[] = [];
      const g5: Node[] = sub(5, $.filterGroup);
      $.ACTION(() => words.push(...g5));
      $.option(1, {
        GATE: () => notVerbForm(2) && notVerbForm(3),
        DEF: () =>
        $.or(1, [
          {
            ALT: () => {
              // "an artifact spell or activate an ability": a verb after "or" ends the filter
              $.atLeastOne(2, {
                GATE: () => notVerbForm(2) && notVerbForm(3),
                DEF: () => {
                  const j = sub(9, $.conjWord);
                  words.push({ kind: "conj", value: j });
                  const g6: Node[] = sub(6, $.filterGroup);
                  $.ACTION(() => words.push(...g6));
                },
              });
            },
          },
          {
            ALT: () => {
              $.atLeastOne(3, () => {
                c(3, T.Comma);
                words.push({ kind: "conj", value: "," });
                const g7: Node[] = sub(7, $.filterGroup);
                $.ACTION(() => words.push(...g7));
              });
              const comma = opt(2, () => c(4, T.Comma));
              const j = sub(10, $.conjWord);
              words.push({ kind: "conj", value: (comma ? ", " : "") + j });
              const g8: Node[] = sub(8, $.filterGroup);
              $.ACTION(() => words.push(...g8));
            },
          },
        ]),
      });
      const post: Node[] = [];
      // a verb spelled like "block" ends the noun ("Target creature blocks ~ this turn if able"): only
      // "blocking it" / "blocked by ~" is a postmodifier (prediction does not see postModifier's gate)
      $.many(2, {
        GATE: () => ($.LA(1).tokenType !== W.Block || blockRelationAhead()) && ($.LA(1).tokenType !== W.Attack || attackingWhomAhead()) && (elidedWho() || !bareWhoAhead()),
        DEF: () => {
          // "(creatures) attacking you" (amounts.ts), before the other postmodifiers
          post.push($.or(170, [{ GATE: attackingWhomAhead, ALT: () => sub(170, $.attackingWhom) }, { ALT: () => sub(3, $.postModifier) }]));
        },
      });
      return $.node("filter", start, { words, post: post.length ? post : undefined });
    });

    // "or", "and", "and/or" between filter words
    $.conjWord = $.RULE("conjWord", () =>
      $.or(1, [
        { ALT: () => (c(1, W.Or), "or") },
        {
          ALT: () => {
            c(2, W.And);
            const slash = opt(1, () => (c(3, T.Slash), c(4, W.Or)));
            return slash ? "and/or" : "and";
          },
        },
      ]),
    );

    // One run of filter words: "nonblack nontoken creature".
    // "other" leads a group; "non" words may be listed with commas: "nonartifact, nonblack creature".
    $.filterGroup = $.RULE("filterGroup", () => {
      const got: Node[] = [];
      opt(1, () => {
        const t = c(1, W.Other);
        got.push({ kind: "word", class: "Other", value: "other", span: $.span(t) });
      });
      $.many(1, () => {
        const t = c(2, W.NonWord);
        $.ACTION(() => {
          const p = (t as Token).payload;
          got.push({ kind: "word", class: "NonWord", value: val(t), negated: p?.negatedToken, span: $.span(t) });
        });
        c(3, T.Comma);
        got.push({ kind: "conj", value: "," });
      });
      $.or(2, [
        {
          // "differently named lands you control", "each differently named token" (no two with the same name)
          GATE: () => /^differently$/i.test($.LA(1).image) && $.LA(2).tokenType === W.Name,
          ALT: () => {
            const t = c(20, T.Word);
            c(21, W.Name);
            $.ACTION(() => got.push({ kind: "word", class: "DifferentlyNamed", value: "differently named", span: [t.startOffset, $.LA(0).endOffset! + 1] }));
            $.atLeastOne(20, () => {
              got.push(sub(20, $.filterWordCore));
            });
          },
        },
        {
          // "the exiled card" (607.2a)
          ALT: () => {
            const t = c(5, W.Exiled);
            $.ACTION(() => got.push({ kind: "word", class: "Participle", value: "exiled", span: $.span(t) }));
            $.many(3, () => {
              got.push(sub(3, $.filterWordCore));
            });
          },
        },
        {
          ALT: () => {
            // "the sacrificed creature", "(it wasn't) sacrificed"
            const t = c(4, W.Participle);
            $.ACTION(() => got.push({ kind: "word", class: "Participle", value: t.image.toLowerCase(), span: $.span(t) }));
            $.many(2, () => {
              got.push(sub(2, $.filterWordCore));
            });
          },
        },
        {
          ALT: () => {
            // "the exiled card", "the exiled cards" ("exiled" is spelled like the verb), "the chosen cards"
            const t = $.or(3, [
              { ALT: () => c(5, W.Exile) },
              { ALT: () => c(6, W.Chosen) },
              // "the discarded card's mana value", "from among the milled cards"
              { GATE: () => /^discarded$/i.test($.LA(1).image), ALT: () => c(228, W.Discard) },
              { GATE: () => /^milled$/i.test($.LA(1).image), ALT: () => c(229, W.Mill) },
            ]);
            $.ACTION(() => got.push({ kind: "word", class: "Participle", value: t.image.toLowerCase(), span: $.span(t) }));
            $.atLeastOne(2, () => {
              got.push(sub(4, $.filterWordCore));
            });
          },
        },
        {
          // "a kicked spell" (702.33d), "a goaded attacking creature" (701.15): before a noun only, so that
          // "if it was kicked" stays a condition
          ALT: () => {
            const t = $.or(4, [{ ALT: () => c(7, W.Kicked) }, { ALT: () => c(8, W.Goad) }]);
            $.ACTION(() => got.push({ kind: "word", class: "Participle", value: t.image.toLowerCase(), span: $.span(t) }));
            $.atLeastOne(3, {
              GATE: () => notVerbForm() && !blockRelationAhead() && !participleAhead(),
              DEF: () => {
                got.push(sub(5, $.filterWordCore));
              },
            });
          },
        },
        {
          ALT: () =>
            // "attacking", "blocked", "tapped" are filter words; "attacks", "blocks", "untap" are verbs
            // ("Target creature attacks this turn if able"), so a verb form ends the filter.
            $.atLeastOne(1, {
              GATE: () => notVerbForm() && !blockRelationAhead() && !participleAhead() && !attackingWhomAhead(),
              DEF: () => {
                got.push(sub(1, $.filterWordCore));
              },
            }),
        },
      ]);
      return got;
    });

    // "you control", "an opponent controls", "with flying", "in your graveyard", "with power 2 or less"
    /** "counters on them", "+1/+1 counters on them": a plural counter noun next, without a count before it. */
    const pluralCountersAhead = (): boolean => {
      const k = $.LA(1).tokenType === W.Counter ? 1 : 2;
      return $.LA(k).tokenType === W.Counter && /s$/i.test($.LA(k).image);
    };
    // What a mana cost holds: "{X} in its mana cost", "{X} in their mana costs", "hybrid mana in its mana cost"
    // (202.1: the mana symbols of a card's mana cost; 107.4e: hybrid symbols)
    $.manaInCost = $.RULE("manaInCost", () => {
      const start = $.LA(1);
      const what = $.or(1, [
        { ALT: () => sub(1, $.manaCost) },
        { GATE: () => /^hybrid$/i.test($.LA(1).image), ALT: () => (c(1, T.Word), c(2, W.Mana), "hybrid") },
      ]);
      c(3, W.In);
      const whose = $.or(2, [{ ALT: () => c(4, W.Its) }, { ALT: () => c(5, W.Their) }]);
      c(6, W.Mana);
      const cost = c(7, W.Cost);
      return $.node("manaInCost", start, {
        symbols: typeof what === "string" ? undefined : what,
        hybrid: what === "hybrid" ? true : undefined,
        their: whose.tokenType === W.Their ? true : undefined,
        plural: /s$/i.test(cost.image) ? true : undefined,
      });
    });
    // "but don't own" after "you control" (108.3)
    $.butDontOwn = $.RULE("butDontOwn", () => (c(1, W.But), c(2, W.Dont), c(3, W.Own), true));
    $.postModifier = $.RULE("postModifier", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          // "creature cards you own that aren't on the battlefield" (400.1: cards in the other zones)
          ALT: () => {
            c(240, W.That);
            const neg = $.or(240, [{ ALT: () => (c(241, W.Is), undefined) }, { ALT: () => (c(242, W.Isnt), true) }]);
            c(243, W.On);
            c(244, W.The);
            c(245, W.Battlefield);
            return $.node("onBattlefield", start, { negated: neg });
          },
        },
        {
          // "each creature blocking it", "… blocking or blocked by ~", "a creature blocked by it" (509.1h)
          GATE: () => blockRelationAhead(),
          ALT: () => {
            c(80, W.Block);
            // "blocking it" | "blocking or blocked by it" | "blocked by it"
            const rel = $.or(22, [
              { GATE: () => $.LA(1).tokenType === W.Or, ALT: () => (c(81, W.Or), c(82, W.Block), c(84, W.By), "blockingOrBlockedBy") },
              { ALT: () => (c(83, W.By), "blockedBy") },
              { ALT: () => "blocking" },
            ]);
            return $.node("blockRelation", start, { rel, of: sub(19, $.nounRef) });
          },
        },
        {
          ALT: () => {
            const first = sub(1, $.playerPhrase);
            // "each creature that player or that planeswalker's controller controls": either of two players
            const second = opt(25, () => (c(246, W.Or), sub(26, $.playerPhrase)));
            const who = second ? $.node("eitherPlayer", start, { items: [first, second] }) : first;
            const neg = opt(1, () => c(1, W.Dont));
            const verb = $.or(2, [{ ALT: () => c(2, W.Control) }, { ALT: () => c(3, W.Own) }]);
            // "target permanent you own but don't control"
            const butNotControlled = $.option(40, {
              GATE: () => verb.tokenType === W.Own && !neg,
              DEF: () => (c(250, W.But), c(251, W.Dont), c(252, W.Control), true),
            });
            // "a creature you control but don't own" (108.3, 110.2: control and ownership differ)
            const butNotOwned = $.option(171, {
              GATE: () => verb.tokenType === W.Control && !neg,
              DEF: () => sub(171, $.butDontOwn),
            });
            return $.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who, negated: neg ? true : undefined, butNotControlled, butNotOwned });
          },
        },
        {
          // "two target creatures controlled by the same player", "… controlled by different players",
          // "target creature controlled by target opponent"
          GATE: () => /^controlled$/i.test($.LA(1).image),
          ALT: () => {
            c(228, W.Control);
            c(229, W.By);
            const by = $.or(230, [
              {
                ALT: () => {
                  c(230, W.The);
                  c(231, W.Same);
                  const p = $.or(231, [{ ALT: () => c(232, W.Player) }, { ALT: () => c(233, W.Opponent) }]);
                  return { same: p.tokenType === W.Player ? "player" : "opponent" };
                },
              },
              { ALT: () => (c(234, W.Different), c(235, W.Player), { different: true }) },
              { ALT: () => ({ who: sub(228, $.playerPhrase) }) },
            ]);
            return $.node("controlledByPassive", start, by);
          },
        },
        {
          ALT: () => {
            // "a creature they control", "permanents they own"
            const t = c(70, W.They);
            const neg = opt(20, () => c(71, W.Dont));
            const verb = $.or(20, [{ ALT: () => c(72, W.Control) }, { ALT: () => c(73, W.Own) }]);
            return $.node(verb.tokenType === W.Control ? "controlledBy" : "ownedBy", start, { who: { kind: "pronoun", word: "they", span: $.span(t) }, negated: neg ? true : undefined });
          },
        },
        {
          ALT: () => {
            // "the color of your choice", "a creature of their choice"
            c(74, W.Of);
            const whose = $.or(21, [{ ALT: () => c(75, W.Your) }, { ALT: () => c(76, W.Their) }]);
            c(77, W.Choice);
            return $.node("ofChoice", start, { whose: whose.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            // "target spell with a single target" (115.7)
            c(253, W.With);
            c(254, W.A);
            c(255, W.Single);
            c(90, W.Target);
            return $.node("withSingleTarget", start);
          },
        },
        {
          ALT: () => {
            // "the number of opponents you have"
            c(78, W.You);
            c(79, W.Has);
            return $.node("youHave", start);
          },
        },
        {
          ALT: () => {
            const w = $.or(3, [{ ALT: () => c(4, W.With) }, { ALT: () => c(5, W.Without) }]);
            const what = $.or(4, [
              { ALT: () => sub(2, $.keywordList) as unknown as Node },
              // "with {X} in its mana cost", "with hybrid mana in its mana cost" (202.1, 107.4)
              { ALT: () => sub(172, $.manaInCost) },
              {
                ALT: () => {
                  // "with lesser mana value", "with equal or lesser power", "with greater toughness": compared with
                  // the object the sentence names before
                  const s = $.LA(1);
                  const orEqual = opt(26, () => (c(252, W.Equal), c(253, W.Or), true));
                  const word = $.or(243, [{ GATE: () => /^lesser$/i.test($.LA(1).image), ALT: () => (c(254, T.Word), "lesser") }, { ALT: () => (c(255, W.Greater), "greater") }]);
                  const stat = sub(28, $.statName);
                  return $.node("comparedStat", s, { word, orEqual, stat: stat.stat, legacy: stat.legacy });
                },
              },
              {
                ALT: () => {
                  // "with no abilities" (a permanent with no abilities, 113.1)
                  const s = $.LA(1);
                  c(98, W.No);
                  c(99, W.Ability);
                  return $.node("noAbilities", s);
                },
              },

              {
                ALT: () => {
                  const s = $.LA(1);
                  // "with total mana value 6 or less" (the sum over the group of objects, not each one's)
                  const total = opt(22, () => c(46, W.Total));
                  let orToughness: unknown;
                  const stat = $.or(5, [
                    {
                      ALT: () => {
                        const t = c(6, W.Power);
                        // "with power or toughness 4 or greater" (either one, extra-actions.ts)
                        orToughness = opt(170, () => sub(170, $.orToughness));
                        return t;
                      },
                    },
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
                  // "with mana value 3 or less", "with mana value X" (exactly)
                  const cmp = $.or(13, [{ ALT: () => sub(3, $.comparison) }, { ALT: () => ({ value: sub(18, $.numberValue), op: "equal" }) }]);
                  return $.node(total ? "totalStat" : "stat", s, {
                    stat: stat.tokenType === W.Power ? (orToughness ? "powerOrToughness" : "power") : stat.tokenType === W.Toughness ? "toughness" : "manaValue",
                    legacy: stat.tokenType === W.Cost ? true : undefined,
                    ...cmp,
                  });
                },
              },
              {
                ALT: () => {
                  const s = $.LA(1);
                  // "with +1/+1 counters on them", "with counters on them": a bare plural is one or more
                  const n = $.or(6, [
                    { ALT: () => sub(4, $.numberValue) },
                    { ALT: () => ({ kind: "a", word: c(13, W.A).image }) },
                    { ALT: () => ({ kind: "no", t: c(45, W.No) }) },
                    { GATE: pluralCountersAhead, ALT: () => undefined },
                  ]);
                  const ck = opt(2, () => sub(5, $.counterKind));
                  c(14, W.Counter);
                  c(15, W.On);
                  const on = $.or(7, [{ ALT: () => c(16, W.It) }, { ALT: () => c(17, W.Them) }]);
                  return $.node("countersOn", s, { amount: n === undefined ? undefined : n.kind === "no" ? { kind: "no" } : n, counter: ck, pronoun: on.image.toLowerCase() });
                },
              },
            ]);
            return $.node(w.tokenType === W.With ? "with" : "without", start, { what: Array.isArray(what) ? { kind: "keywords", list: what } : what });
          },
        },
        { ALT: () => sub(6, $.zoneRef) },
        {
          ALT: () => {
            c(42, W.From);
            const p = $.or(10, [{ ALT: () => c(43, W.It) }, { ALT: () => c(44, W.Them) }]);
            return $.node("fromPronoun", start, { pronoun: p.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(40, W.From);
            c(41, W.Among);
            const what = sub(8, $.objectPhrase);
            return $.node("fromAmong", start, { what });
          },
        },
        {
          ALT: () => {
            // "creatures of the creature type of your choice" (a type chosen as the spell resolves)
            c(228, W.Of);
            c(229, W.The);
            const t = c(230, W.CardType);
            c(231, W.Type);
            c(232, W.Of);
            const whose = $.or(229, [{ ALT: () => c(233, W.Your) }, { ALT: () => c(234, W.Their) }]);
            c(235, W.Choice);
            return $.node("ofTypeOfChoice", start, { type: t.image.toLowerCase(), whose: whose.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(18, W.Of);
            c(19, W.The);
            c(20, W.Chosen);
            const what = $.or(8, [{ ALT: () => c(21, W.Color) }, { ALT: () => c(22, W.Type) }, { ALT: () => c(23, W.CardType) }]);
            return $.node("ofChosen", start, { what: what.image.toLowerCase() });
          },
        },
        {
          // "the player or planeswalker it's attacking" (at the end of a clause: "if it's attacking …" is a condition)
          GATE: () => $.LA(1).tokenType === W.ItIs && $.LA(2).tokenType === W.Attack && [T.Period, T.Comma, EOF].includes($.LA(3).tokenType),
          ALT: () => {
            c(252, W.ItIs);
            c(253, W.Attack);
            return $.node("itsAttacking", start);
          },
        },
        {
          ALT: () => {
            // "a card of that color", "a permanent card of that type" (the one a "for each" prefix or an earlier choice names);
            // "abilities of that creature" names an object, not a kind
            c(247, W.Of);
            c(248, W.That);
            const what = $.or(241, [{ ALT: () => c(249, W.Color) }, { ALT: () => c(250, W.Type) }]);
            return $.node("ofThat", start, { what: what.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(24, W.Name); // named
            // "named ~", "named Ajani, Valiant Protector", "named Festering Newt or Bubbling Cauldron"
            const name = $.or(9, [{ ALT: () => c(25, T.SelfName).image }, { GATE: () => $.LA(1).tokenType !== T.SelfName && capitalized($.LA(1)), ALT: () => sub(20, $.cardName) }]);
            const or: string[] = [];
            $.many(1, {
              GATE: () => $.LA(1).tokenType === W.Or && capitalized($.LA(2)),
              DEF: () => {
                c(26, W.Or);
                or.push(sub(21, $.cardName));
              },
            });
            return $.node("named", start, { name, or: or.length ? or : undefined });
          },
        },
        {
          ALT: () => {
            c(27, W.Other);
            c(28, W.Than);
            const what = sub(7, $.objectPhrase);
            return $.node("otherThan", start, { what });
          },
        },
        // "revealed this way", "put into your graveyard from the battlefield this turn", "exiled with ~"
        { ALT: () => sub(11, $.participlePhrase) },
        // "that's a Wolf or a Werewolf", "that has a -1/-1 counter on it", "that dealt damage this turn"
        { ALT: () => sub(12, $.relativeClause) },
        {
          ALT: () => {
            // "you've cast this turn", "you cast this turn"
            // ("spells you cast" without "this turn" is left to the static abilities that read it)
            const got = $.or(11, [
              {
                ALT: () => {
                  c(46, W.YouHave);
                  const v = sub(16, $.actedVerb);
                  const w = opt(3, () => (c(51, W.This), c(52, W.Turn), "thisTurn"));
                  return { who: { kind: "you" }, have: true, v, when: w };
                },
              },
              {
                ALT: () => {
                  const p = sub(13, $.playerPhrase);
                  const v = sub(17, $.actedVerb);
                  c(60, W.This);
                  c(61, W.Turn);
                  return { who: p, v, when: "thisTurn" };
                },
              },
            ]);
            return $.ACTION(() =>
              $.node("actedBy", start, { who: got.who, have: got.have, verb: (got.v as IToken).tokenType === W.Participle ? "sacrifice" : wordName((got.v as IToken).tokenType).toLowerCase(), word: (got.v as IToken).image.toLowerCase(), when: got.when }),
            );
          },
        },
        {
          // "Each opponent who doesn't loses 3 life", "Each player who can't discards a card": the player who
          // didn't do (or couldn't do) what the sentence before asked; the verb after it is the sentence's own
          GATE: () => elidedWho(),
          ALT: () => {
            c(98, W.Who);
            // ("who does" is whoDid's bare "does", as in "For each opponent who does,")
            const w = $.or(25, [{ ALT: () => c(100, W.Dont) }, { ALT: () => c(101, W.Cant) }]);
            return $.node("whoDoes", start, { word: w.image.toLowerCase().replace(/['’]/g, "") });
          },
        },
        {
          GATE: () => !elidedWho(),
          ALT: () => {
            // "(each opponent) who lost life this turn", "(each player) who didn't sacrifice a creature this way",
            // "(an opponent) who controls more creatures than you": what the player did, without its subject
            c(85, W.Who);
            const neg = opt(23, () => c(86, W.Dont));
            const verb = $.LA(1);
            const ev = sub(22, $.eventVerb);
            const q = sub(23, $.eventQualifiers);
            return $.ACTION(() => {
              const word = (neg ?? verb).image.toLowerCase();
              const past = /^(didn't|lost|won|was|were|had|drew|dealt|cast|put|paid|chose|did)$/.test(word) || /ed$/.test(word);
              return $.node("whoDid", start, { event: { kind: "event", span: $.span(verb), ...ev, ...q }, negated: neg ? true : undefined, tense: past ? "past" : "present" });
            });
          },
        },
        {
          ALT: () => {
            // "attached to it", "attached to that creature"
            c(53, W.Attached);
            c(54, W.To);
            // "target Aura attached to a creature you control"
            const to = $.or(228, [{ ALT: () => sub(14, $.nounRef) }, { GATE: indefiniteAhead, ALT: () => sub(228, $.objectPhrase) }]);
            return $.node("attachedTo", start, { to });
          },
        },
        {
          // "a land card with a basic land type" (205.3i)
          GATE: () => /^basic$/i.test($.LA(3).image) && /^land$/i.test($.LA(4).image),
          ALT: () => {
            c(97, W.With);
            const s = $.LA(1);
            c(93, W.A);
            c(94, W.Supertype);
            c(95, W.CardType);
            c(96, W.Type);
            return $.node("with", start, { what: $.node("basicLandType", s) });
          },
        },
        {
          ALT: () => {
            // "a creature with the greatest power among creatures they control", "the permanent with the lowest mana value"
            c(87, W.With);
            c(88, W.The);
            const w = $.or(24, [{ ALT: () => c(89, W.Greatest) }, { ALT: () => c(92, W.Least) }, { GATE: () => /^lowest$/i.test($.LA(1).image), ALT: () => c(90, T.Word) }]);
            const stat = sub(24, $.statName);
            const among = opt(24, () => (c(91, W.Among), sub(25, $.objectPhrase)));
            return $.node("withGreatest", start, { word: w.image.toLowerCase(), stat: stat.stat, legacy: stat.legacy, among });
          },
        },
        {
          ALT: () => {
            // "with the same name as that spell"
            c(55, W.With);
            c(56, W.The);
            c(57, W.Same);
            c(58, W.Name);
            c(59, W.As);
            // "… as that spell", "… as another creature you control", "… as a card in your graveyard"
            const as = $.or(242, [{ ALT: () => sub(15, $.nounRef) }, { GATE: indefiniteAhead, ALT: () => sub(27, $.objectPhrase) }]);
            return $.node("sameNameAs", start, { as });
          },
        },
        {
          ALT: () => {
            // "with that name", "with the chosen name" (a name chosen or named before)
            c(62, W.With);
            const which = $.or(12, [{ ALT: () => (c(63, W.That), "that") }, { ALT: () => (c(64, W.The), c(65, W.Chosen), "chosen") }]);
            c(66, W.Name);
            return $.node("withNameOf", start, { which });
          },
        },
      ]);
    });

    // A card name after "named": capitalized words, with "of"/"the" and possessives inside
    // ("Dovin, Architect of Law", "Chandra, Flame's Catalyst"); a comma continues the name only
    // before a capitalized word ("Gideon, the Oathsworn"), so "named Ajani, reveal it" ends at "Ajani".
    $.cardName = $.RULE("cardName", () => {
      let out = c(1, T.AnyWord).image;
      $.many(1, {
        GATE: () => nameGoesOn(),
        DEF: () => {
          const t = $.or(1, [
            { ALT: () => c(2, T.AnyWord) },
            { ALT: () => c(3, T.Possessive) },
            { ALT: () => c(4, T.Comma) },
          ]);
          out += t.tokenType === T.Comma || t.tokenType === T.Possessive ? t.image : " " + t.image;
        },
      });
      return out;
    });
    /** Whether the next token continues a card name. */
    const nameGoesOn = (): boolean => {
      const t = $.LA(1);
      if (t.tokenType === T.Possessive) return true;
      if (t.tokenType === T.Comma) {
        const n = $.LA(2);
        return capitalized(n) || (/^the$/.test(n.image) && capitalized($.LA(3)));
      }
      if (capitalized(t)) return true;
      // "of", "the", "from" inside a name: "Architect of Law", "Voice of Zendikar", "Tale of the Ages"
      // ("Soberano da Esfinge": Portuguese "da" is "of the")
      return /^(of|the|from)$/.test(t.image) && (capitalized($.LA(2)) || (t.image === "of" && $.LA(2).image === "the" && capitalized($.LA(3))));
    };

    $.actedVerb = $.RULE("actedVerb", () =>
      $.or(1, [
        { ALT: () => c(1, W.Cast) },
        { ALT: () => c(2, W.Discard) },
        { ALT: () => c(3, W.Sacrifice) },
        { ALT: () => c(4, W.Draw) },
        // "permanents you've sacrificed this turn", "tokens you created this turn"
        { GATE: () => /^sacrificed$/i.test($.LA(1).image), ALT: () => c(170, W.Participle) },
        { ALT: () => c(171, W.Create) },
      ]),
    );

    // A short reference to one object or player, without postmodifiers (no cycle through noun
    // phrases): "it", "~", "that creature", "the sacrificed creature", "target player", "you".
    $.nounRef = $.RULE("nounRef", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.objectRefSimple) },
        { ALT: () => sub(2, $.playerPhrase) },
        {
          ALT: () => {
            const det = $.or(2, [{ ALT: () => c(1, W.That) }, { ALT: () => c(2, W.The) }, { ALT: () => c(3, W.Target) }, { ALT: () => c(4, W.Each) }]);
            const words: Node[] = sub(3, $.filterGroup);
            return $.node("objects", start, { det: det.image.toLowerCase(), filter: { kind: "filter", words } });
          },
        },
      ]);
    });

    // A past participle with what it went through, ending in "this way", "this turn" or "with/by …":
    // "revealed this way", "put into your graveyard from the battlefield this turn", "exiled with ~".
    // "(the life paid) as it entered the battlefield", "(Forests sacrificed) as it entered": a choice or payment
    // made as the permanent entered (614.12), remembered after
    $.asItEntered = $.RULE("asItEntered", () => {
      const start = $.LA(1);
      c(1, W.As);
      c(2, W.It);
      c(3, W.Enter);
      const legacy = opt(1, () => (c(4, W.The), c(5, W.Battlefield), true));
      return $.node("asItEntered", start, { legacy });
    });

    $.participlePhrase = $.RULE("participlePhrase", () => {
      const start = $.LA(1);
      const v = $.or(1, [
        { ALT: () => c(1, W.Participle) },
        { ALT: () => c(2, W.Exile) },
        { ALT: () => c(3, W.Destroy) },
        { ALT: () => c(4, W.Discard) },
        { ALT: () => c(5, W.Draw) },
        { ALT: () => c(6, W.Return) },
        { ALT: () => c(7, W.Put) },
        { ALT: () => c(8, W.Mill) },
        { ALT: () => c(9, W.Deal) },
        { ALT: () => c(10, W.Prevent) },
        { ALT: () => c(11, W.Lose) },
        { ALT: () => c(12, W.Gain) },
        { ALT: () => c(13, W.Choose) },
        { ALT: () => c(14, W.Counter) },
        { ALT: () => c(15, W.Cast) },
        { ALT: () => c(16, W.Shuffle) },
        { ALT: () => c(17, W.Sacrifice) },
        { ALT: () => c(18, W.Create) },
        { ALT: () => c(19, W.Copy) },
        { ALT: () => c(20, W.Turn) },
        // "creatures tapped this way", "each charge counter removed this way", "cards revealed this way"
        { GATE: () => /ed$/i.test($.LA(1).image), ALT: () => c(39, W.Tap) },
        { GATE: () => /ed$/i.test($.LA(1).image), ALT: () => c(40, W.Untap) },
        { ALT: () => c(41, W.Remove) },
        { ALT: () => c(42, W.Reveal) },
        // "each creature chosen this way"
        { ALT: () => c(228, W.Chosen) },
        // "the life paid as it entered the battlefield"
        { GATE: () => /^paid$/i.test($.LA(1).image), ALT: () => c(190, W.Pay) },
      ]);
      const damage = opt(1, () => c(21, W.Damage));
      const zones: Node[] = [];
      $.many(1, () => {
        $.or(2, [
          { ALT: () => zones.push(sub(1, $.zoneRef)) },
          {
            ALT: () => {
              const s = $.LA(1);
              c(22, W.Into);
              const whose = $.or(3, [
                { ALT: () => ({ kind: "your", t: c(23, W.Your) }) },
                { ALT: () => ({ kind: "their", t: c(24, W.Their) }) },
                { ALT: () => ({ kind: "its", t: c(25, W.Its) }) },
                { ALT: () => ({ kind: "a", t: c(26, W.A) }) },
                { ALT: () => ({ kind: "player", p: sub(2, $.playerPhrase), t: c(27, T.Possessive) }) },
              ]);
              const z = $.or(4, [{ ALT: () => c(28, W.Hand) }, { ALT: () => c(29, W.Graveyard) }, { ALT: () => c(30, W.Library) }]);
              zones.push($.node("zone", s, { prep: "into", zone: wordName(z.tokenType).toLowerCase(), whose: whose.kind === "a" ? "any" : stripTok(whose) }));
            },
          },
        ]);
      });
      const when = $.or(5, [
        { ALT: () => (c(31, W.This), c(32, W.Way), { when: "thisWay" }) },
        { ALT: () => (c(33, W.This), c(34, W.Turn), { when: "thisTurn" }) },
        { ALT: () => ({ as: sub(190, $.asItEntered) }) },
        {
          ALT: () => {
            const prep = $.or(6, [{ ALT: () => c(35, W.With) }, { ALT: () => c(36, W.By) }]);
            const who = sub(3, $.nounRef);
            const turn = opt(2, () => (c(37, W.This), c(38, W.Turn), "thisTurn"));
            return { [prep.tokenType === W.With ? "with" : "by"]: who, when: turn };
          },
        },
      ]);
      return $.ACTION(() => {
        const word = v.image.toLowerCase();
        return $.node("participle", start, { verb: v.tokenType === W.Participle ? word : wordName(v.tokenType).toLowerCase(), word, damage: damage ? true : undefined, zones: zones.length ? zones : undefined, ...when });
      });
    });

    // Relative clauses: "that's a Wolf or a Werewolf", "that's attacking", "that has a -1/-1 counter on it",
    // "that have flying", "that dealt damage to you this turn", "that died this turn", "that shares a color with it".
    $.relativeClause = $.RULE("relativeClause", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.ThatIs);
            // "a spell that's both red and white"
            const both = opt(12, () => c(55, W.Both));
            const what = sub(1, $.isComplement);
            return $.node("thatIs", start, { contracted: true, both: both ? true : undefined, ...what });
          },
        },
        {
          ALT: () => {
            c(2, W.That);
            c(3, W.Is);
            const what = sub(2, $.isComplement);
            return $.node("thatIs", start, what);
          },
        },
        {
          ALT: () => {
            c(4, W.That);
            c(5, W.Has);
            const what = $.or(2, [
              { ALT: () => ({ kind: "keywords", list: sub(3, $.keywordList) }) },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const n = $.or(3, [{ ALT: () => sub(4, $.numberValue) }, { ALT: () => ({ kind: "a", word: c(6, W.A).image }) }]);
                  const ck = opt(1, () => sub(5, $.counterKind));
                  c(7, W.Counter);
                  c(8, W.On);
                  const on = $.or(4, [{ ALT: () => c(9, W.It) }, { ALT: () => c(10, W.Them) }]);
                  return $.node("countersOn", s, { amount: n, counter: ck, pronoun: on.image.toLowerCase() });
                },
              },
            ]);
            return $.node("thatHas", start, { what });
          },
        },
        {
          ALT: () => {
            // "that dealt damage to you this turn", "that died this turn", "that attacked or blocked this turn"
            c(11, W.That);
            const ev = $.or(5, [
              {
                ALT: () => {
                  c(12, W.Deal);
                  c(13, W.Damage);
                  const to = opt(2, () => (c(14, W.To), sub(6, $.nounRef)));
                  return { verb: "dealtDamage", to };
                },
              },
              {
                ALT: () => {
                  c(15, W.Die);
                  // "creatures that died under your control this turn"
                  const under = opt(170, () => (c(170, W.Under), c(171, W.Your), c(172, W.Control), true));
                  return { verb: "died", underYourControl: under };
                },
              },
              {
                ALT: () => {
                  c(16, W.Attack);
                  const or = opt(3, () => (c(17, W.Or), c(18, W.Block)));
                  // "that attacked you this turn"
                  const whom = opt(15, () => (c(50, W.You), "you"));
                  return { verb: or ? "attackedOrBlocked" : "attacked", whom };
                },
              },
              { ALT: () => (c(19, W.Block), { verb: "blocked" }) },
              {
                ALT: () => {
                  // "that entered this turn", "that entered the battlefield this turn" (older templating)
                  c(20, W.Enter);
                  const battlefield = opt(11, () => (c(48, W.The), c(49, W.Battlefield), true));
                  return { verb: "entered", battlefield };
                },
              },
            ]);
            const when = opt(4, () => (c(21, W.This), c(22, W.Turn), "thisTurn"));
            return $.node("thatDid", start, { ...ev, when });
          },
        },
        {
          ALT: () => {
            // "(an Aura) that's attached to a permanent", "that is attached to a creature"
            let tense: string | undefined;
            const contracted = $.or(9, [
              { ALT: () => (c(51, W.ThatIs), true) },
              // "Aura cards that were attached to it"
              { ALT: () => (c(52, W.That), (tense = /^(was|were)$/i.test(c(53, W.Is).image) ? "past" : undefined), undefined) },
            ]);
            c(54, W.Attached);
            c(55, W.To);
            return $.node("attachedTo", start, { to: sub(22, $.objectPhrase), that: true, contracted, tense });
          },
        },
        {
          ALT: () => {
            // "(a creature card in your graveyard) that was put there from the battlefield this turn",
            // "(cards in your graveyard) that were put there from anywhere this turn"
            c(228, W.That);
            c(229, W.Is);
            c(230, W.Put);
            c(231, W.There);
            const from = opt(229, () =>
              $.or(229, [{ ALT: () => (c(232, W.From), c(233, W.Anywhere), "anywhere") }, { ALT: () => sub(228, $.zoneRef) }]),
            );
            const when = opt(230, () => (c(234, W.This), c(235, W.Turn), "thisTurn"));
            return $.node("thatWasPutThere", start, { from, when });
          },
        },
        {
          ALT: () => {
            // "that was dealt damage this turn"
            c(40, W.That);
            c(41, W.Is);
            c(42, W.Deal);
            c(43, W.Damage);
            const when = opt(10, () => (c(44, W.This), c(45, W.Turn), "thisTurn"));
            return $.node("thatWasDealtDamage", start, { when });
          },
        },
        {
          ALT: () => {
            // "creature they control that's attacking you", "each creature that's blocking it" (508.1, 509.1)
            const contracted = $.or(7, [{ ALT: () => (c(50, W.ThatIs), true) }, { ALT: () => (c(51, W.That), c(52, W.Is), false) }]);
            const verb = $.or(8, [{ ALT: () => (c(53, W.Attack), "attacking") }, { ALT: () => (c(54, W.Block), "blocking") }]);
            const whom = sub(21, $.objectPhrase);
            return $.node("thatIsAttacking", start, { verb, whom, contracted: contracted ? true : undefined });
          },
        },
        {
          ALT: () => {
            // "(spell) that targets you or a creature you control"
            c(46, W.That);
            c(47, W.Target);
            // "that targets only you", "that targets only a player"
            const only = opt(13, () => (c(56, W.Only), true));
            return $.node("thatTargets", start, { only, what: sub(20, $.objectList) });
          },
        },
        {
          ALT: () => {
            // "that shares a color with it", "that shares a creature type with ~"
            c(23, W.That);
            // "that shares …", "that doesn't share a land type with a land you control"
            const negated = opt(14, () => (c(32, W.Dont), true));
            c(24, W.Share);
            c(25, W.A);
            const what = $.or(6, [
              { ALT: () => (c(26, W.Color), "color") },
              {
                ALT: () => {
                  const t = c(27, W.CardType);
                  c(28, W.Type);
                  return t.image.toLowerCase() === "land" ? "landType" : "creatureType";
                },
              },
              { ALT: () => (c(29, W.Type), "type") },
              // "that shares a card type with it"
              { ALT: () => (c(228, W.Card), c(229, W.Type), "cardType") },
            ]);
            // "two target permanents that share a card type": with each other
            const w = opt(228, () => {
              c(31, W.With);
              return $.or(14, [{ ALT: () => sub(7, $.nounRef) }, { GATE: indefiniteAhead, ALT: () => sub(97, $.objectPhrase) }]);
            });
            return $.node("sharesWith", start, { what, with: w, negated });
          },
        },
      ]);
    });

    // what follows "that's": "a Wolf or a Werewolf", "attacking", "white or blue", "not a creature"
    $.isComplement = $.RULE("isComplement", () => {
      const neg = opt(3, () => c(3, W.Not));
      const words: Node[] = [];
      const a1 = opt(1, () => c(1, W.A));
      $.ACTION(() => a1 && words.push({ kind: "article", value: a1.image.toLowerCase() }));
      const g1: Node[] = sub(1, $.filterGroup);
      $.ACTION(() => words.push(...g1));
      $.many(1, () => {
        const j = sub(2, $.conjWord);
        words.push({ kind: "conj", value: j });
        const a2 = opt(2, () => c(2, W.A));
        $.ACTION(() => a2 && words.push({ kind: "article", value: a2.image.toLowerCase() }));
        const g2: Node[] = sub(3, $.filterGroup);
        $.ACTION(() => words.push(...g2));
      });
      return { negated: neg ? true : undefined, words };
    });

    // "3 or less", "2 or greater", "X or less", "less than ~'s power"
    $.comparison = $.RULE("comparison", () =>
      $.or(2, [
        {
          // "with mana value 3", "with converted mana cost X": exactly that value
          GATE: () => $.LA(2).tokenType !== W.Or,
          ALT: () => ({ value: sub(4, $.numberValue), op: "equal" }),
        },
        {
          ALT: () => {
            const n = sub(1, $.numberValue);
            c(1, W.Or);
            const op = $.or(1, [{ ALT: () => c(2, W.Less) }, { ALT: () => c(3, W.Greater) }, { ALT: () => c(4, W.More) }]);
            return { value: n, op: op.tokenType === W.Less ? "atMost" : op.tokenType === W.Greater ? "atLeast" : "atLeastMore" };
          },
        },
        {
          // "with mana value equal to the number of charge counters on ~", "with power equal to its toughness"
          ALT: () => ({ value: sub(6, $.countWord), op: "equal", relative: true }),
        },
        {
          ALT: () => {
            // "less than or equal to that damage", "greater than ~'s power"
            const dir = $.or(3, [{ ALT: () => c(5, W.Less) }, { ALT: () => c(6, W.Greater) }]);
            c(7, W.Than);
            const orEqual = opt(1, () => {
              c(8, W.Or);
              c(9, W.Equal);
              c(10, W.To);
              return true;
            });
            // "… the number of lands you control", "… the greatest power among creatures you control"
            const value = $.or(4, [{ ALT: () => sub(2, $.quantity) }, { ALT: () => sub(5, $.amountValue) }, { ALT: () => sub(3, $.objectPhrase) }]);
            const less = dir.tokenType === W.Less;
            return { value, op: orEqual ? (less ? "atMost" : "atLeast") : less ? "lessThan" : "greaterThan", relative: true };
          },
        },
      ]),
    );

    // "in your graveyard", "from your hand", "from exile", "on the battlefield", "from a graveyard"
    $.zoneRef = $.RULE("zoneRef", () => {
      const start = $.LA(1);
      const prep = $.or(1, [{ ALT: () => c(1, W.In) }, { ALT: () => c(2, W.From) }, { ALT: () => c(3, W.On) }]);
      // "a card you own from outside the game" (400.11: cards outside the game, as a wish fetches them)
      return $.or(16, [
        { ALT: () => (c(29, W.Outside), c(30, W.The), c(31, W.Game), $.node("zone", start, { prep: prep.image.toLowerCase(), zone: "outsideGame" })) },
        {
          ALT: () => {
            // "from anywhere other than your hand", "… other than the battlefield"
            const otherThan = opt(12, () => (c(26, W.Anywhere), c(27, W.Other), c(28, W.Than), true));
            const owner = $.or(2, [
              { ALT: () => ({ kind: "your", v: c(4, W.Your).image }) },
              { ALT: () => ({ kind: "the", v: c(5, W.The).image }) },
              { ALT: () => ({ kind: "a", v: c(6, W.A).image }) },
              // "from a single graveyard"
              { ALT: () => (c(17, W.A), c(18, W.Single), { kind: "single" }) },
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
              // "from the command zone" (408.1)
              { GATE: () => /^command$/i.test($.LA(1).image), ALT: () => (c(228, T.Word), c(229, W.Zone)) },
            ]);
            // "from your hand or graveyard", "from your graveyard and/or library"
            const also = opt(11, () => {
              const andOr = $.or(14, [{ ALT: () => (c(19, W.Or), false) }, { ALT: () => (c(20, W.And), c(21, T.Slash), c(22, W.Or), true) }]);
              const z2 = $.or(15, [{ ALT: () => c(23, W.Graveyard) }, { ALT: () => c(24, W.Hand) }, { ALT: () => c(25, W.Library) }]);
              return { zone: z2.tokenType.name.toLowerCase(), andOr: andOr ? true : undefined };
            });
            return $.ACTION(() => {
              const z = zone.tokenType === W.Zone ? "command zone" : wordName(zone.tokenType).toLowerCase();
              let whose: unknown;
              if (owner.kind === "your") whose = "you";
              else if (owner.kind === "their") whose = "their";
              else if (owner.kind === "its") whose = "its";
              else if (owner.kind === "player") whose = (owner as { p: Node }).p;
              else if (owner.kind === "a") whose = "any";
              else if (owner.kind === "single") whose = "single";
              else if (owner.kind === "all") whose = "all";
              return $.node("zone", start, {
                prep: prep.image.toLowerCase(),
                otherThan,
                zone: z === "exile" ? "exile" : z,
                whose,
                plural: plural(zone) || zone.image.toLowerCase().endsWith("s") ? true : undefined,
                orZone: also?.zone,
                andOr: also?.andOr,
              });
            });
          },
        },
      ]);
    });

    // Whose zone: "your", "their", "its", or a player's ("target player's", "its owner's").
    // Returns "your" | "their" | "its" or the player node.
    $.possessor = $.RULE("possessor", () =>
      $.or(1, [
        { ALT: () => (c(1, W.Your), "your") },
        { ALT: () => (c(2, W.Their), "their") },
        { ALT: () => (c(3, W.Its), "its") },
        {
          ALT: () => {
            const p = sub(1, $.playerPhrase);
            c(4, T.Possessive);
            return p;
          },
        },
      ]),
    );

    // Players: "you", "target player", "each opponent", "an opponent", "that player", "its controller", "defending player"
    $.playerPhrase = $.RULE("playerPhrase", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            // "that creature's controller", "enchanted creature's controller", "the land's owner"
            const det = opt(2, () => $.or(7, [{ ALT: () => c(23, W.That) }, { ALT: () => c(24, W.The) }, { ALT: () => c(25, W.Target) }]));
            const words: Node[] = sub(2, $.filterGroup);
            c(26, T.Possessive);
            const role = $.or(8, [{ ALT: () => c(27, W.Controller) }, { ALT: () => c(28, W.Owner) }]);
            return $.node(role.tokenType === W.Controller ? "controllerOf" : "ownerOf", start, {
              of: { kind: "objects", det: det ? det.image.toLowerCase() : "none", filter: { kind: "filter", words } },
            });
          },
        },
        {
          ALT: () => {
            c(1, W.You);
            return $.node("you", start);
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
            return $.node("players", start, {
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
              { ALT: () => ({ kind: "obj", o: sub(1, $.objectRefSimple), t: c(20, T.Possessive) }) },
            ]);
            const role = $.or(6, [{ ALT: () => c(21, W.Controller) }, { ALT: () => c(22, W.Owner) }]);
            return $.node(role.tokenType === W.Controller ? "controllerOf" : "ownerOf", start, {
              of: who.kind === "obj" ? (who as { o: Node }).o : who.kind === "it" ? itsNode(who.t) : { kind: who.kind },
              plural: /s$/i.test(role.image) ? true : undefined,
            });
          },
        },
        {
          // "the controller of the permanent it becomes" (an Aura or permanent spell cast with flash, 608.3)
          ALT: () => {
            c(240, W.The);
            c(241, W.Controller);
            c(242, W.Of);
            const s0 = $.LA(1);
            c(243, W.The);
            c(244, W.Permanent);
            c(245, W.It);
            c(246, W.Become);
            return $.node("controllerOf", start, { of: $.node("permanentItBecomes", s0), ofPhrase: true });
          },
        },
      ]);
    });

    // Objects
    // An object or a player.
    $.objectPhrase = $.RULE("objectPhrase", () => $.or(9, [{ ALT: () => sub(10, $.objectCore) }, { ALT: () => sub(9, $.playerPhrase) }]));

    // "each creature and each player": only "each …" continues the list, so that
    // "… to target creature and that creature loses flying" keeps its second clause.
    $.objectAndList = $.RULE("objectAndList", () => {
      const start = $.LA(1);
      const items: Node[] = [sub(1, $.objectPhrase)];
      const joins: string[] = [];
      // "up to one target creature card and up to one target land card", "up to one target artifact card, up to
      // one target land card, and up to one target … card": commas list only such items
      const upToAhead = (k: number): boolean => $.LA(k).tokenType === W.Up && $.LA(k + 1).tokenType === W.To;
      $.many(1, {
        GATE: () =>
          ($.LA(1).tokenType === W.And && ([W.Each, W.Target, W.All].includes($.LA(2).tokenType) || upToAhead(2))) ||
          ($.LA(1).tokenType === T.Comma && (upToAhead(2) || ($.LA(2).tokenType === W.And && upToAhead(3)))),
        DEF: () => {
          joins.push($.or(2, [{ ALT: () => (c(1, W.And), "and") }, { ALT: () => (c(6, T.Comma), opt(2, () => c(7, W.And)) ? ", and" : ",") }]));
          const s = $.LA(1);
          $.or(3, [
            {
              ALT: () => {
                // "target artifact and all other artifacts with the same name as that artifact"
                const det = $.or(1, [{ ALT: () => c(2, W.Each) }, { ALT: () => c(4, W.Target) }, { ALT: () => c(5, W.All) }]);
                const other = opt(1, () => c(3, W.Other));
                const f = sub(2, $.filter);
                items.push($.node("objects", s, { det: det.image.toLowerCase(), other: other ? true : undefined, filter: f }));
              },
            },
            { GATE: () => upToAhead(1), ALT: () => items.push(sub(3, $.objectCore)) },
          ]);
        },
      });
      if (items.length === 1) return items[0];
      return joins.every((j) => j === "and") ? $.node("both", start, { items }) : $.node("allOf", start, { items, joins });
    });

    // Objects, and players named through objects' words ("each player", "target opponent").
    // A choice among counts: "one or two target creatures", "one, two, or three target creatures" (601.2c)
    $.countChoice = $.RULE("countChoice", () => {
      const start = $.LA(1);
      const counts: Node[] = [sub(1, $.numberValue)];
      $.many(1, () => {
        c(1, T.Comma);
        counts.push(sub(2, $.numberValue));
      });
      opt(1, () => c(2, T.Comma));
      c(3, W.Or);
      counts.push(sub(3, $.numberValue));
      const tf = sub(4, $.targetOrFilter);
      return $.node("objects", start, { det: "oneOf", counts, ...tf });
    });

    // "half the permanents they control, rounded down", "half their library, rounded up" (107.1a)
    $.halfOf = $.RULE("halfOf", () => {
      const start = $.LA(1);
      c(1, W.Half);
      const of = sub(1, $.objectPhrase);
      c(2, T.Comma);
      c(3, W.Rounded);
      const r = $.or(1, [{ ALT: () => c(4, W.Up) }, { ALT: () => c(5, W.Down) }]);
      return $.node("partOf", start, { count: "half", of, rounded: r.image.toLowerCase() });
    });

    $.objectCore = $.RULE("objectCore", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.objectRefSimple) },
        { ALT: () => sub(90, $.halfOf) },
        {
          ALT: () => {
            // "any target", "any number of target creatures", "any other target"
            c(1, W.Any);
            return $.or(2, [
              {
                ALT: () => {
                  const other = opt(1, () => c(2, W.Other));
                  c(3, W.Target);
                  return $.node("anyTarget", start, { other: other ? true : undefined });
                },
              },
              {
                ALT: () => {
                  c(4, W.Number);
                  c(5, W.Of);
                  const tf = sub(2, $.targetOrFilter);
                  return $.node("objects", start, { det: "anyNumber", ...tf });
                },
              },
            ]);
          },
        },
        // "one or two target creatures", "one, two, or three target creatures you control"
        { ALT: () => sub(40, $.countChoice) },
        {
          ALT: () => {
            // "up to two target creatures", "up to one other target creature"
            c(7, W.Up);
            c(8, W.To);
            // "up to that many basic land cards" (a number named before)
            const n = $.or(231, [{ ALT: () => sub(3, $.numberValue) }, { ALT: () => { const s0 = $.LA(1); c(232, W.That); c(233, W.Many); return $.node("thatMany", s0); } }]);
            const other = opt(3, () => c(9, W.Other));
            const tf = sub(4, $.targetOrFilter);
            return $.node("objects", start, { det: "upTo", count: n, other: other ? true : undefined, ...tf });
          },
        },
        {
          ALT: () => {
            c(35, W.The);
            c(36, W.Rest);
            // "the rest of the cards", "the rest of those cards"
            const of = opt(10, () => (c(53, W.Of), sub(20, $.objectPhrase)));
            return $.node("theRest", start, { of });
          },
        },
        {
          ALT: () => {
            c(37, W.The);
            c(38, W.Other);
            return $.node("theOther", start);
          },
        },
        {
          ALT: () => {
            // "+1/+1 counter on ~" (as in "for each +1/+1 counter on ~")
            // "for each counter on it": any kind
            const ck = opt(11, () => sub(17, $.counterKind));
            const t = c(51, W.Counter);
            c(52, W.On);
            const on = sub(18, $.objectRefSimple);
            return $.node("countersOnObject", start, { counter: ck, plural: /s$/.test(t.image) ? true : undefined, on });
          },
        },
        {
          ALT: () => {
            // "all graveyards", "each player's hand"
            c(49, W.All);
            c(50, W.Graveyard);
            return $.node("zoneObject", start, { whose: "all", zone: "graveyard", plural: true });
          },
        },
        {
          ALT: () => {
            // "their hand", "your library", "target player's graveyard"
            const whose = sub(16, $.possessor);
            const z = $.or(7, [{ ALT: () => c(46, W.Hand) }, { ALT: () => c(47, W.Library) }, { ALT: () => c(48, W.Graveyard) }]);
            // "their hand and graveyard" (one owner's two zones)
            const and = opt(23, () => (c(53, W.And), $.or(23, [{ ALT: () => c(54, W.Hand) }, { ALT: () => c(55, W.Graveyard) }])));
            // "their hands", "all opponents' graveyards": one zone of each player
            const plural = /s$/i.test(z.image) ? true : undefined;
            return $.node("zoneObject", start, { whose, zone: wordName(z.tokenType).toLowerCase(), plural, and: and ? wordName(and.tokenType).toLowerCase() : undefined });
          },
        },
        {
          ALT: () => {
            // "one of them", "two of those cards", "any of them"
            const n = $.or(5, [
              { ALT: () => sub(14, $.numberValue) },
              // "any number of them", "any number of those cards" ("any number of target creatures" is objects)
              { GATE: () => $.LA(2).tokenType === W.Number && [W.Them, W.Those].includes($.LA(4).tokenType), ALT: () => (c(228, W.Any), c(229, W.Number), { kind: "any number" }) },
              { ALT: () => ({ kind: "any", t: c(39, W.Any) }) },
              { ALT: () => ({ kind: "each", t: c(40, W.Each) }) },
              // "put up to two of them into your hand"
              { ALT: () => (c(230, W.Up), c(231, W.To), { kind: "number", upTo: sub(230, $.numberValue) }) },
            ]);
            c(41, W.Of);
            const of = sub(15, $.objectPhrase);
            return $.node("partOf", start, { count: n.upTo ?? (n.kind === "number" ? n : n.kind), upTo: n.upTo ? true : undefined, of });
          },
        },
        {
          ALT: () => {
            // "one or more creatures you control"
            const n = sub(10, $.numberValue);
            c(24, W.Or);
            c(25, W.More);
            const f = sub(11, $.filter);
            return $.node("objects", start, { det: "orMore", count: n, filter: f });
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
            const whose = sub(13, $.possessor);
            const lib = c(34, W.Library);
            // "the top card of their libraries" (each player's)
            return $.node("topOfLibrary", start, { count: n, whose, plural: /s$/i.test(lib.image) ? true : undefined });
          },
        },
        // "that many cards from the top of your library", "three cards from the top of target player's library"
        { ALT: () => sub(19, $.cardsFromTop) },
        {
          ALT: () => {
            // "two target creatures", "three cards", "X target creatures"
            const n = sub(5, $.numberValue);
            const other = opt(5, () => c(11, W.Other));
            const tf = sub(6, $.targetOrFilter);
            return $.node("objects", start, { det: "count", count: n, other: other ? true : undefined, ...tf });
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
              // "all the cards in your hand"
              { ALT: () => (c(23, W.All), c(24, W.The), { image: "allThe", tokenType: W.All }) },
              // "discard that many cards", "sacrifice that many permanents" (a number named before)
              { GATE: () => $.LA(2).tokenType === W.Many, ALT: () => (c(228, W.That), c(229, W.Many), { image: "thatMany", tokenType: W.That }) },
              { ALT: () => c(18, W.That) },
              { ALT: () => c(19, W.Those) },
              { ALT: () => c(20, W.The) },
              { ALT: () => c(21, W.No) },
              // "both creatures have haste" (paired creatures, 702.95)
              { ALT: () => c(90, W.Both) },
            ]);
            const other = opt(7, () => c(22, W.Other));
            const tf = sub(7, $.targetOrFilter);
            return $.ACTION(() => {
              const d = det.tokenType === W.A ? "a" : det.image === "allThe" || det.image === "thatMany" ? det.image : det.image.toLowerCase();
              return $.node("objects", start, {
                det: d === "an" ? "a" : d,
                article: det.tokenType === W.A ? det.image.toLowerCase() : undefined,
                other: other ? true : undefined,
                ...tf,
              });
            });
          },
        },
        {
          ALT: () => {
            // "your commander", "your commanders" (903.3): the noun itself, so that "your opponents" stays a player phrase
            c(230, W.Your);
            const t = c(231, W.Commander);
            const word = { kind: "word", class: "Commander", value: t.image.toLowerCase().replace(/s$/, ""), plural: /s$/i.test(t.image) ? true : undefined, span: $.span(t) };
            return $.node("objects", start, { det: "your", filter: $.node("filter", t, { words: [word] }) });
          },
        },
        {
          ALT: () => {
            // bare plural filter: "creatures you control", "other Elves you control", "enchanted creature"
            const f = sub(8, $.filter);
            return $.node("objects", start, { det: "none", filter: f });
          },
        },
      ]);
    });

    // After a determiner: "[target] creature …", or the noun "target(s)" itself ("another target",
    // "one, two, or three targets"), then `target: true` and no filter (`plural` for "targets").
    $.targetOrFilter = $.RULE("targetOrFilter", () =>
      $.or(1, [
        {
          ALT: () => {
            const t = c(1, W.Target);
            const f = opt(1, () => sub(1, $.filter));
            return $.ACTION(() => (f ? { target: true, filter: f } : { target: true, plural: /s$/i.test(t.image) ? true : undefined }));
          },
        },
        { ALT: () => ({ filter: sub(2, $.filter) }) },
      ]),
    );

    // "~ or another Vampire you control"
    $.objectList = $.RULE("objectList", () => {
      const start = $.LA(1);
      const items: Node[] = [sub(1, $.objectPhrase)];
      let andOr = false;
      $.many(1, () => {
        $.or(1, [
          { ALT: () => c(1, W.Or) },
          // "a creature card and/or a land card"
          { ALT: () => (c(2, W.And), c(3, T.Slash), c(4, W.Or), (andOr = true)) },
        ]);
        items.push(sub(2, $.objectPhrase));
      });
      return items.length === 1 ? items[0]! : $.node("either", start, { items, andOr: andOr ? true : undefined });
    });

    // Who is dealt damage: "you or a planeswalker you control", "you and/or permanents you control",
    // "you and creatures you control" ("and" only after "you", so that "… to target creature and …"
    // keeps a following clause)
    $.recipientList = $.RULE("recipientList", () => {
      const start = $.LA(1);
      const items: Node[] = [sub(1, $.objectPhrase)];
      let join: "or" | "andOr" | "and" | undefined;
      $.option(1, () => {
        join = $.or(1, [
          { ALT: () => (c(1, W.Or), "or" as const) },
          { ALT: () => (c(2, W.And), c(3, T.Slash), c(4, W.Or), "andOr" as const) },
          { GATE: () => $.LA(0).tokenType === W.You, ALT: () => (c(5, W.And), "and" as const) },
        ]);
        items.push(sub(2, $.objectPhrase));
      });
      return $.ACTION(() =>
        items.length === 1 ? items[0]! : join === "and" ? $.node("both", start, { items }) : $.node("either", start, { items, andOr: join === "andOr" ? true : undefined }),
      );
    });

    // self, pronouns, "this creature", "that card"
    $.objectRefSimple = $.RULE("objectRefSimple", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const t = c(1, T.SelfName);
            // how the card names itself here: its full name, a short name ("Ajani"), or "CARDNAME"/"~"
            const short = $.ACTION(() => ((t as Token).payload as { short?: boolean } | undefined)?.short);
            const first = $.ACTION(() => ((t as Token).payload as { first?: boolean } | undefined)?.first);
            return $.node("self", start, { short: short ? true : undefined, first: first ? true : undefined });
          },
        },
        {
          ALT: () => {
            c(2, W.This);
            const noun = sub(1, $.filterWord);
            return $.node("self", start, { noun: noun.value });
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
            return $.node("pronoun", start, { word: p.image.toLowerCase() });
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
            return $.or(2, [
              {
                ALT: () => {
                  c(2, W.End);
                  c(3, W.Of);
                  c(4, W.Turn);
                  return $.node("duration", start, { until: "endOfTurn" });
                },
              },
              {
                ALT: () => {
                  c(8, W.Your);
                  c(9, W.Next);
                  // "until your next turn", "until your next end step", "until your next upkeep"
                  const until = $.or(4, [
                    { ALT: () => (c(10, W.Turn), "yourNextTurn") },
                    { ALT: () => (c(28, W.End), c(29, W.Step), "yourNextEndStep") },
                    { ALT: () => (c(30, W.Upkeep), "yourNextUpkeep") },
                  ]);
                  return $.node("duration", start, { until });
                },
              },
              {
                ALT: () => {
                  // "until end of combat" (511.3)
                  c(31, W.End);
                  c(32, W.Of);
                  c(33, W.Combat);
                  return $.node("duration", start, { until: "endOfCombat" });
                },
              },
              {
                ALT: () => {
                  // "until the end of your next turn"
                  c(20, W.The);
                  c(21, W.End);
                  c(22, W.Of);
                  c(23, W.Your);
                  c(24, W.Next);
                  c(25, W.Turn);
                  return $.node("duration", start, { until: "endOfYourNextTurn" });
                },
              },
              {
                ALT: () => {
                  const what = sub(2, $.objectPhrase);
                  c(16, W.Leave);
                  c(17, W.The);
                  c(18, W.Battlefield);
                  return $.node("duration", start, { until: "leaves", what });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(5, W.This);
            // "this turn", "this combat" ("attacks this combat if able", 506.1)
            const until = $.or(3, [{ ALT: () => (c(6, W.Turn), "thisTurn") }, { ALT: () => (c(27, W.Combat), "thisCombat") }]);
            return $.node("duration", start, { until });
          },
        },
        {
          ALT: () => {
            c(11, W.For);
            c(12, W.As);
            c(13, W.Long);
            c(14, W.As);
            const cond = sub(1, $.condition);
            return $.node("duration", start, { until: "asLongAs", condition: cond });
          },
        },
      ]);
    });

}
