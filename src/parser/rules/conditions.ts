/**
 * Conditions: intervening "if" clauses (603.4), "If you do", "As long as …", "unless …".
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Node } from "../dsl.ts";
import { kit, num, stripTok, type Grammar } from "./kit.ts";

export function defineConditionsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
    // Conditions joined by "and"/"or": "~ is in your graveyard and you control a Forest"
    $.condition = $.RULE("condition", () => {
      const start = $.LA(1);
      const first = sub(1, $.conditionAtom);
      const items: unknown[] = [first];
      const joins: string[] = [];
      $.many(1, () => {
        const j = $.or(1, [{ ALT: () => c(1, W.And) }, { ALT: () => c(2, W.Or) }]);
        joins.push(j.tokenType === W.And ? "and" : "or");
        items.push(sub(2, $.conditionAtom));
      });
      const condition = items.length === 1 ? first : $.node("conditions", start, { items, joins });
      // "If you control a commander as you cast this spell, …": the condition as it stood while the spell was cast (601.2)
      const asCast = opt(1, () => (c(3, W.As), c(4, W.You), c(5, W.Cast), c(6, W.This), c(7, W.Spell), true));
      // "if you controlled a Dragon as you cast this spell" (also written "if you control …")
      return asCast ? $.node("asYouCast", start, { condition, tense: $.ACTION(() => ($.consumedSince(start).some((t: IToken) => /^controlled$/i.test(t.image)) ? "past" : undefined)) }) : condition;
    });

    // One condition: "you do", "you control an artifact", "you have 40 or more life", "it's your turn"
    $.conditionAtom = $.RULE("conditionAtom", () => {
      const start = $.LA(1);
      return $.or(1, [
        // "a graveyard has twenty or more cards in it" (amounts.ts)
        { ALT: () => sub(170, $.zoneHasCards) },
        {
          ALT: () => {
            c(1, W.You);
            const neg = $.or(6, [{ ALT: () => c(2, W.Dont) }, { ALT: () => (c(3, W.Do), undefined) }]);
            return $.node("youDo", start, { negated: neg ? true : undefined });
          },
        },
        {
          // "you don't control a Food"
          ALT: () => {
            const who = sub(1, $.playerPhrase);
            const neg = opt(4, () => c(25, W.Dont));
            c(4, W.Control);
            // "a Swamp or a Mountain", "a blue permanent and a black permanent"
            const wstart = $.LA(1);
            const first = $.or(40, [
              { ALT: () => sub(2, $.objectList) },
              // "two or fewer other lands", "exactly one creature"
              { ALT: () => sub(100, $.countedObjects) },
              {
                // "a commander" (903.3)
                ALT: () => {
                  const a = c(200, W.A);
                  c(201, W.Commander);
                  return $.node("commanderRef", wstart, { article: a.image.toLowerCase() });
                },
              },
            ]);
            const also: Node[] = [];
            $.many(2, () => {
              c(128, W.And);
              const s = $.LA(1);
              const a = c(129, W.A);
              const f = sub(59, $.filter);
              also.push($.node("objects", s, { det: "a", article: a.image.toLowerCase(), filter: f }));
            });
            const what = also.length ? $.node("both", wstart, { items: [first, ...also] }) : first;
            // "three or more creatures with different powers", "four or more Demons with different names"
            const different = opt(30, () => sub(101, $.withDifferent));
            return $.node("controls", start, { who, what, negated: neg ? true : undefined, different });
          },
        },
        {
          ALT: () => {
            // "you have 40 or more life", "you have exactly 1 life", "you have fewer than 5 life"
            const who = sub(3, $.playerPhrase);
            c(5, W.Has);
            const a = sub(4, $.condAmount);
            c(9, W.Life);
            return $.node("lifeTotal", start, { who, value: a.value, op: a.op, exactly: a.exactly });
          },
        },
        {
          ALT: () => {
            const what = sub(5, $.objectPhrase);
            const neg = $.or(3, [{ ALT: () => ({ n: false, t: c(10, W.Is) }) }, { ALT: () => ({ n: true, t: c(11, W.Isnt) }) }]);
            const article = opt(2, () => c(12, W.A));
            const state = sub(6, $.filter);
            // "enchanted creature is attacking alone" (506.5)
            const alone = opt(38, () => (c(245, W.Alone), true));
            return $.node("is", start, { what, negated: neg.n ? true : undefined, article: article ? article.image.toLowerCase() : undefined, state, alone });
          },
        },
        {
          ALT: () => {
            c(13, W.ItIs);
            const neg = opt(3, () => c(14, W.Not));
            const whose = $.or(4, [
              { ALT: () => ({ kind: "your", t: c(15, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(202, W.Their) }) },
              { ALT: () => ({ kind: "player", p: sub(7, $.playerPhrase), t: c(16, T.Possessive) }) },
            ]);
            c(17, W.Turn);
            return $.node("isTurn", start, { whose: stripTok(whose), negated: neg ? true : undefined });
          },
        },
        {
          // "you have no cards in hand", "that player has one or fewer cards in hand"
          ALT: () => {
            const who = sub(8, $.playerPhrase);
            c(18, W.Has);
            const a = sub(9, $.condAmount);
            c(22, W.Card);
            c(23, W.In);
            c(24, W.Hand);
            return $.node("handSize", start, { who, value: a.value, op: a.op, exactly: a.exactly });
          },
        },
        // "if able" (after "attacks each combat", "blocks each combat")
        { ALT: () => (c(26, W.Able), $.node("able", start)) },
        {
          // "they do", "the player does", "that player doesn't"
          ALT: () => {
            const who = $.or(5, [{ ALT: () => sub(10, $.playerPhrase) }, { ALT: () => sub(11, $.objectRefSimple) }]);
            // "the player can't" (after "unless …" / "If … , that player …")
            const v = $.or(7, [{ ALT: () => ({ neg: c(27, W.Dont) }) }, { ALT: () => (c(28, W.Do), {}) }, { ALT: () => ({ cant: c(203, W.Cant) }) }]);
            return $.node("does", start, { who, negated: v.neg ? true : undefined, cant: v.cant ? true : undefined });
          },
        },
        {
          // "it's a creature card", "it's not attacking"
          ALT: () => {
            c(29, W.ItIs);
            const neg = opt(5, () => c(30, W.Not));
            const article = opt(6, () => c(31, W.A));
            const state = sub(12, $.filter);
            const alone = opt(39, () => (c(246, W.Alone), true));
            return $.node("is", start, {
              what: { kind: "pronoun", word: "it" },
              contracted: true,
              negated: neg ? true : undefined,
              article: article ? article.image.toLowerCase() : undefined,
              state,
              alone,
            });
          },
        },
        {
          // "this spell was kicked", "it was kicked with its {1}{R} kicker" (702.33)
          ALT: () => {
            const what = sub(13, $.objectPhrase);
            // "if ~ wasn't kicked"
            const neg = $.or(240, [{ ALT: () => (c(32, W.Is), undefined) }, { ALT: () => c(240, W.Isnt) }]);
            c(33, W.Kicked);
            const cost = opt(7, () => {
              c(34, W.With);
              c(35, W.Its);
              const m = sub(14, $.manaCost);
              c(36, T.Keyword);
              return m;
            });
            return $.node("kicked", start, { what, cost, negated: neg ? true : undefined });
          },
        },
        {
          // "~ is in your graveyard", "seven or more cards are in your graveyard", "~ is on the battlefield"
          ALT: () => {
            const what = sub(15, $.objectPhrase);
            c(37, W.Is);
            const zone = sub(16, $.zoneRef);
            // "~ is in your graveyard or on the battlefield"
            const orZone = opt(31, () => {
              c(204, W.Or);
              return sub(102, $.zoneRef);
            });
            return $.node("isIn", start, { what, zone, orZone });
          },
        },
        {
          // "there are four or more permanent cards in your graveyard", "there are two or more ki counters on ~"
          ALT: () => {
            // "there's a Lesson card in your graveyard"
            const contracted = $.or(102, [{ ALT: () => (c(38, W.There), c(39, W.Is), undefined) }, { ALT: () => (c(240, W.ThereIs), true) }]);
            return $.or(8, [
              {
                ALT: () => {
                  const a = sub(17, $.condAmount);
                  const counter = opt(8, () => sub(18, $.counterKind));
                  c(40, W.Counter);
                  c(41, W.On);
                  const on = sub(19, $.objectPhrase);
                  return $.node("countersOn", start, { there: true, contracted, amount: a, counter, on });
                },
              },
              { ALT: () => $.node("thereIs", start, { what: sub(20, $.objectPhrase), contracted }) },
            ]);
          },
        },
        {
          // "~ has three or more +1/+1 counters on it", "an opponent has three or more poison counters"
          ALT: () => {
            const who = sub(21, $.objectPhrase);
            c(42, W.Has);
            // "it had counters on it" has no amount
            const a = opt(32, () => sub(22, $.condAmount));
            const counter = opt(9, () => sub(23, $.counterKind));
            c(43, W.Counter);
            const on = opt(10, () => {
              c(44, W.On);
              return sub(24, $.objectPhrase);
            });
            return $.node("countersOn", start, { who, amount: a, counter, on });
          },
        },
        {
          // "that creature has infect", "a creature you control has flying"
          ALT: () => {
            const what = sub(25, $.objectPhrase);
            // "it doesn't have suspend", "it didn't have decayed"
            const neg = $.or(103, [{ ALT: () => (c(45, W.Has), undefined) }, {
                ALT: () => {
                  const d = c(247, W.Dont);
                  c(248, W.Has);
                  return d;
                },
              },
            ]);
            const abilities = sub(26, $.keywordList);
            return $.node("hasAbility", start, { what, negated: neg ? neg.image.toLowerCase().replace("'", "") : undefined, abilities });
          },
        },
        {
          // "that creature has power 4 or greater"
          ALT: () => {
            // "creatures you control have total power 8 or greater"
            const what = sub(27, $.objectPhrase);
            c(46, W.Has);
            const total = opt(33, () => c(205, W.Total));
            const stat = sub(28, $.statName);
            const cmp = sub(29, $.comparison);
            return $.node("hasStat", start, { what, total: total ? true : undefined, stat: stat.stat, legacy: stat.legacy, ...cmp });
          },
        },
        {
          // "its power is 4 or greater", "that creature's mana value is 2 or less"
          ALT: () => {
            const of = $.or(9, [
              { ALT: () => (c(47, W.Its), { kind: "pronoun", word: "its" }) },
              {
                ALT: () => {
                  const o = sub(30, $.objectCore);
                  c(48, T.Possessive);
                  return o;
                },
              },
            ]);
            const stat = sub(31, $.statName);
            c(49, W.Is);
            const cmp = sub(32, $.comparison);
            return $.node("statIs", start, { of, stat: stat.stat, legacy: stat.legacy, ...cmp });
          },
        },
        {
          // "X is 5 or more"
          ALT: () => {
            c(50, W.VarX);
            c(51, W.Is);
            const cmp = sub(33, $.comparison);
            return $.node("xCompare", start, { ...cmp });
          },
        },
        {
          // "it targets a creature you control"
          ALT: () => {
            const what = sub(34, $.objectPhrase);
            c(52, W.Target);
            const target = sub(35, $.objectPhrase);
            return $.node("targets", start, { what, target });
          },
        },
        {
          // "you're the monarch"
          ALT: () => {
            c(53, W.YouAre);
            c(54, W.The);
            c(55, W.Monarch);
            return $.node("isMonarch", start, { who: { kind: "you" } });
          },
        },
        {
          // "you have the initiative"
          ALT: () => {
            const who = sub(36, $.playerPhrase);
            c(56, W.Has);
            c(57, W.The);
            c(58, W.Initiative);
            return $.node("hasInitiative", start, { who });
          },
        },
        { ALT: () => (c(62, W.You), c(63, W.Cant), $.node("youCant", start)) },
        {
          // "there are four or more card types among cards in your graveyard", "five colors among permanents you control"
          ALT: () => {
            c(64, W.There);
            c(65, W.Is);
            const amount = sub(40, $.condAmount);
            const what = $.or(10, [
              { ALT: () => (c(66, W.Card), c(67, W.Type), "cardType") },
              { ALT: () => (c(68, W.Color), "color") },
              { ALT: () => (c(69, W.Mana), c(70, W.Value), "manaValue") },
            ]);
            c(71, W.Among);
            const among = sub(41, $.objectPhrase);
            return $.node("countAmong", start, { amount, what, among });
          },
        },
        {
          // "you have the city's blessing" (702.131)
          ALT: () => {
            const who = sub(42, $.playerPhrase);
            c(72, W.Has);
            c(73, W.The);
            c(74, W.City);
            c(75, T.Possessive);
            c(76, W.Blessing);
            return $.node("hasCitysBlessing", start, { who });
          },
        },
        {
          // "it remains exiled", "~ remains tapped", "~ remains on the battlefield"
          ALT: () => {
            const what = sub(43, $.objectPhrase);
            c(77, W.Remain);
            const state = $.or(11, [
              { ALT: () => (c(78, W.Exile), "exiled") },
              { ALT: () => (c(79, W.Tap), "tapped") },
              { ALT: () => sub(44, $.zoneRef) },
            ]);
            return $.node("remains", start, { what, state });
          },
        },
        {
          // "it shares a card type with the exiled card", "it shares a color with that permanent"
          ALT: () => {
            const what = sub(45, $.objectPhrase);
            c(80, W.Share);
            c(81, W.A);
            const quality = $.or(12, [
              { ALT: () => (c(82, W.Card), c(83, W.Type), "cardType") },
              { ALT: () => (c(84, W.Color), "color") },
              { ALT: () => (c(85, W.CardType), c(86, W.Type), "creatureType") },
            ]);
            c(87, W.With);
            const withWhat = sub(46, $.objectPhrase);
            return $.node("shares", start, { what, quality, with: withWhat });
          },
        },
        {
          // "an opponent controls more lands than you"
          ALT: () => {
            const who = sub(47, $.playerPhrase);
            c(88, W.Control);
            c(89, W.More);
            const what = sub(48, $.filter);
            c(90, W.Than);
            const than = sub(49, $.objectPhrase);
            return $.node("controlsMore", start, { who, what, than });
          },
        },
        {
          // "at least three white mana was spent to cast this spell", "{B} was spent to cast ~"
          ALT: () => {
            const amount = $.or(13, [
              {
                ALT: () => {
                  c(91, W.At);
                  c(92, W.Least);
                  const n = sub(50, $.numberValue);
                  const color = opt(12, () => $.or(14, [{ ALT: () => c(93, W.ColorWord) }, { ALT: () => c(94, W.ColorAdjective) }]));
                  c(95, W.Mana);
                  return { atLeast: n, color: color ? color.image.toLowerCase() : undefined };
                },
              },
              { ALT: () => ({ symbols: sub(51, $.manaCost) }) },
              {
                // "mana from a Treasure was spent", "no colored mana was spent"
                ALT: () => {
                  const no = opt(34, () => c(206, W.No));
                  const color = opt(35, () => $.or(41, [{ ALT: () => c(207, W.ColorWord) }, { ALT: () => c(208, W.ColorAdjective) }]));
                  c(209, W.Mana);
                  const from = opt(36, () => {
                    c(210, W.From);
                    return sub(103, $.objectPhrase);
                  });
                  return { none: no ? true : undefined, color: color ? color.image.toLowerCase() : undefined, from };
                },
              },
            ]);
            c(96, W.Is);
            c(97, W.Spend);
            c(98, W.To);
            const verb = $.or(42, [{ ALT: () => (c(99, W.Cast), undefined) }, { ALT: () => (c(219, W.Activate), "activate") }]);
            const what = sub(52, $.objectPhrase);
            return $.node("manaSpent", start, { ...amount, verb, what });
          },
        },
        {
          // "you control your commander", "~ is your commander"
          ALT: () => {
            const who = sub(53, $.objectPhrase);
            const verb = $.or(15, [{ ALT: () => c(100, W.Control) }, { ALT: () => c(101, W.Is) }]);
            c(102, W.Your);
            c(103, W.Commander);
            return $.node(verb.tokenType === W.Is ? "isYourCommander" : "controlsYourCommander", start, { who });
          },
        },
        {
          // "~ is paired with another creature" (702.95)
          ALT: () => {
            const what = sub(54, $.objectPhrase);
            c(104, W.Is);
            c(105, W.Paired);
            c(106, W.With);
            const withWhat = sub(55, $.objectPhrase);
            return $.node("paired", start, { what, with: withWhat });
          },
        },
        {
          // "this is the second time this ability has resolved this turn"
          ALT: () => {
            c(107, W.This);
            c(108, W.Is);
            c(109, W.The);
            const n = c(110, W.Ordinal);
            c(111, W.Time);
            c(112, W.This);
            c(113, W.Ability);
            c(114, W.Has);
            c(115, W.Resolve);
            c(116, W.This);
            c(117, W.Turn);
            return $.ACTION(() => $.node("nthResolution", start, { nth: num(n) }));
          },
        },
        {
          // "your devotion to white and black is less than seven"
          ALT: () => {
            c(118, W.Your);
            c(119, W.Devotion);
            c(120, W.To);
            const colors: string[] = [c(121, W.ColorWord).image.toLowerCase()];
            opt(13, () => {
              c(122, W.And);
              colors.push(c(123, W.ColorWord).image.toLowerCase());
            });
            c(124, W.Is);
            c(125, W.Less);
            c(126, W.Than);
            const value = sub(56, $.numberValue);
            return $.node("devotion", start, { colors, op: "lessThan", value });
          },
        },
        {
          // "an opponent has eight or more cards in their graveyard"
          ALT: () => {
            const who = sub(57, $.playerPhrase);
            c(127, W.Has);
            const what = sub(58, $.objectPhrase);
            return $.node("playerHas", start, { who, what });
          },
        },
        {
          // "you have more cards in hand than each opponent", "an opponent has more life than you"
          ALT: () => {
            const who = sub(104, $.playerPhrase);
            c(211, W.Has);
            const op = $.or(43, [{ ALT: () => (c(212, W.More), "more") }, { ALT: () => (c(213, W.Fewer), "fewer") }, { ALT: () => (c(214, W.Less), "less") }]);
            const what = $.or(44, [
              { ALT: () => (c(215, W.Card), c(216, W.In), c(217, W.Hand), "cardsInHand") },
              { ALT: () => (c(218, W.Life), "life") },
            ]);
            c(220, W.Than);
            const than = sub(105, $.objectPhrase);
            return $.node("hasMoreThan", start, { who, op, what, than });
          },
        },
        {
          // "you had a land enter the battlefield under your control this turn"
          ALT: () => {
            const who = sub(113, $.playerPhrase);
            c(237, W.Has);
            const what = sub(114, $.objectPhrase);
            const ev = sub(115, $.eventVerb);
            const q = sub(116, $.eventQualifiers);
            const lastTurn = opt(37, () => (c(238, W.Last), c(239, W.Turn), true));
            return $.ACTION(() => {
              const event = { kind: "event", span: $.span(start), subject: what, ...ev, ...q };
              return $.node("had", start, { who, event, lastTurn });
            });
          },
        },
        {
          // "you have a full party" (700.8)
          ALT: () => {
            const who = sub(117, $.playerPhrase);
            c(240, W.Has);
            c(241, W.A);
            c(242, W.Full);
            c(243, W.Party);
            return $.node("fullParty", start, { who });
          },
        },
        {
          // "no one does" (after "any player may …")
          ALT: () => {
            c(221, W.No);
            const one = c(222, W.NumberWord);
            c(223, W.Do);
            return $.ACTION(() => $.node("does", start, { who: { kind: "noOne", word: one.image.toLowerCase() } }));
          },
        },
        {
          // "it's on the battlefield", "it's in your graveyard"
          ALT: () => {
            c(224, W.ItIs);
            const zone = sub(106, $.zoneRef);
            return $.node("isIn", start, { what: { kind: "pronoun", word: "it" }, contracted: true, zone });
          },
        },
        {
          // "tribute wasn't paid", "its prowl cost was paid", "~'s madness cost was paid", "the {2}{W}{W} cost was paid"
          ALT: () => {
            const what = $.or(45, [
              { ALT: () => ({ keyword: c(225, T.Keyword) }) },
              {
                ALT: () => {
                  const of = $.or(46, [
                    { ALT: () => (c(226, W.Its), { kind: "pronoun", word: "its" }) },
                    {
                      ALT: () => {
                        const o = sub(107, $.objectCore);
                        c(227, T.Possessive);
                        return o;
                      },
                    },
                  ]);
                  // "its prowl cost", "this spell's additional cost" (601.2b)
                  const k = $.or(170, [{ ALT: () => c(228, T.Keyword) }, { ALT: () => c(170, W.Additional) }]);
                  c(229, W.Cost);
                  return { of, keyword: k };
                },
              },
              {
                ALT: () => {
                  c(230, W.The);
                  const m = sub(108, $.manaCost);
                  c(231, W.Cost);
                  return { cost: m };
                },
              },
            ]);
            const neg = $.or(47, [{ ALT: () => (c(232, W.Is), undefined) }, { ALT: () => c(233, W.Isnt) }]);
            c(234, W.Pay);
            return $.ACTION(() => {
              const k = what.keyword as IToken | undefined;
              return $.node("costPaid", start, {
                keyword: k ? (k.tokenType === W.Additional ? "additional" : String((k as Token).payload?.value ?? k.image.toLowerCase())) : undefined,
                of: what.of,
                cost: what.cost,
                withCostWord: what.of ? true : undefined,
                negated: neg ? true : undefined,
              });
            });
          },
        },
        {
          // "you didn't attack with a creature this turn", "~ didn't attack this turn", "you haven't cast a spell from your hand this turn"
          ALT: () => {
            const subject = $.or(48, [{ ALT: () => sub(109, $.playerPhrase) }, { ALT: () => sub(110, $.objectCore) }]);
            const neg = $.or(49, [{ ALT: () => c(235, W.Dont) }, { ALT: () => c(236, W.Havent) }]);
            const ev = sub(111, $.eventVerb);
            const q = sub(112, $.eventQualifiers);
            return $.ACTION(() => {
              const event = { kind: "event", span: $.span(start), subject, ...ev, ...q };
              // "if you don't copy a spell this way": the present tense as written (English only: a Spanish or Portuguese
              // token's image is an English gloss, `end` marks it, and the tense is in the verb there)
              const present = (neg as Token).end === undefined && /^(don|doesn)['’]t$/i.test(neg.image) ? true : undefined;
              return $.node("happened", start, { event, negated: true, perfect: neg.tokenType === W.Havent ? true : undefined, present });
            });
          },
        },
        {
          // "you don't put the card onto the battlefield", "you didn't put a card into your hand this way"
          ALT: () => {
            const who = sub(118, $.playerPhrase);
            c(244, W.Dont);
            const action = sub(119, $.verbPhrase);
            const q = sub(120, $.eventQualifiers);
            return $.node("doesNot", start, { who, action, ...q });
          },
        },
        {
          // "you've cast another spell this turn", "you've drawn two or more cards this turn"
          ALT: () => {
            const t = c(59, W.YouHave);
            const ev = sub(37, $.eventVerb);
            const q = sub(38, $.eventQualifiers);
            return $.ACTION(() => {
              const event = { kind: "event", span: $.span(t), subject: { kind: "you" }, ...ev, ...q };
              return $.node("happened", start, { event, perfect: true });
            });
          },
        },
        // more conditions, in a rule of their own (chevrotain numbers a rule's DSL calls below 256)
        { ALT: () => sub(127, $.conditionAtomMore) },
        { ALT: () => sub(240, $.conditionAtomPlayer) },
        { ALT: () => sub(241, $.conditionAtomGame) },
        {
          // Events that happened: "a creature died this turn", "you attacked with a creature this turn",
          // "you cast it from your hand", "a player cast two or more spells last turn"
          ALT: () => {
            const event = sub(39, $.triggerEvent);
            const lastTurn = opt(11, () => {
              c(60, W.Last);
              c(61, W.Turn);
              return true;
            });
            // The tense the text uses: "if a land is destroyed this way" / "if a creature card was exiled this way"
            return $.node("happened", start, { event, lastTurn, tense: $.ACTION(() => eventTense(event, $.consumedSince(start))) });
          },
        },
      ]);
    });

    // Conditions about keyword statuses, optional costs, coin flips, phases and mana: "this spell was bargained",
    // "evidence was collected", "the gift was promised", "you win the flip", "it's your main phase", …
    // "it has the same name as another creature you control or a creature card in your graveyard", "it has the same
    // mana value as the discarded card" (a comparison of two objects' names or characteristics)
    $.hasSameAs = $.RULE("hasSameAs", () => {
      const start = $.LA(1);
      const what = sub(1, $.objectPhrase);
      c(1, W.Has);
      c(2, W.The);
      c(3, W.Same);
      const stat = $.or(1, [{ ALT: () => (c(4, W.Name), "name") }, { ALT: () => sub(2, $.statName).stat as string }]);
      c(5, W.As);
      // "… as another creature you control or a creature card in your graveyard"
      const as = sub(3, $.objectList);
      return $.node("hasSameAs", start, { what, stat, as });
    });

    $.conditionAtomMore = $.RULE("conditionAtomMore", () => {
      const start = $.LA(1);
      const dayOrNight = (i: number, k: number) => $.or(i, [{ GATE: () => /^(day|night)$/i.test($.LA(1).image), ALT: () => c(k, T.Word).image.toLowerCase() }]);
      return $.or(100, [
        { ALT: () => sub(250, $.hasSameAs) },
        {
          // "it's night", "it's day", "it's neither day nor night" (726.2)
          GATE: () => /^(day|night|neither)$/i.test($.LA(2).image),
          ALT: () => {
            c(245, W.ItIs);
            const state = $.or(102, [
              {
                GATE: () => /^neither$/i.test($.LA(1).image),
                ALT: () => {
                  c(246, T.Word);
                  dayOrNight(103, 248);
                  $.or(104, [{ GATE: () => /^nor$/i.test($.LA(1).image), ALT: () => c(247, T.Word) }]);
                  dayOrNight(105, 249);
                  return "neither";
                },
              },
              { ALT: () => dayOrNight(106, 250) },
            ]);
            return $.node("isDayNight", start, { state });
          },
        },
        {
          // "your life total is less than or equal to half your starting life total", "an opponent's life total is 5 or less" (119)
          ALT: () => {
            const whose = sub(103, $.possessor);
            c(251, W.Life);
            c(252, W.Total);
            c(253, W.Is);
            const cmp = sub(104, $.comparison);
            return $.node("lifeTotalIs", start, { whose, ...cmp });
          },
        },
        {
          // "~ is attached to a creature", "this Equipment is attached to a creature" (301.5, 303.4)
          ALT: () => {
            const what = sub(9, $.objectPhrase);
            c(70, W.Is);
            c(71, W.Attached);
            c(72, W.To);
            return $.node("isAttachedTo", start, { what, to: sub(10, $.objectPhrase) });
          },
        },
        {
          // "~ is enchanted by exactly one Aura", "~ is enchanted by three or more Auras"
          ALT: () => {
            const what = sub(11, $.objectPhrase);
            c(73, W.Is);
            c(74, W.Enchanted);
            c(75, W.By);
            const amount = sub(12, $.condAmount);
            const by = sub(13, $.filter);
            return $.node("isEnchantedBy", start, { what, amount, by });
          },
        },
        {
          // "you search your library this way" (after an optional search: "If you do, shuffle.")
          ALT: () => {
            const who = sub(7, $.playerPhrase);
            c(66, W.Search);
            const whose = sub(8, $.possessor);
            c(67, W.Library);
            c(68, W.This);
            c(69, W.Way);
            return $.node("searchedThisWay", start, { who, whose: stripTok(whose) });
          },
        },
        {
          // "you've been attacked this step" (a player attacked in this combat, 506.2)
          ALT: () => {
            c(60, W.YouHave);
            c(61, W.Is);
            c(62, W.Attack);
            c(63, W.This);
            const w = $.or(20, [{ ALT: () => c(64, W.Step) }, { ALT: () => c(65, W.Turn) }]);
            return $.node("beenAttacked", start, { who: { kind: "you" }, this: w.tokenType === W.Step ? "step" : "turn" });
          },
        },
        {
          // "this spell was bargained", "~ is suspended", "it's renowned", "it wasn't foretold"
          ALT: () => {
            const head = $.or(1, [
              { ALT: () => (c(1, W.ItIs), { what: { kind: "pronoun", word: "it" }, contracted: true }) },
              {
                ALT: () => {
                  const what = sub(1, $.objectPhrase);
                  const be = $.or(2, [{ ALT: () => c(2, W.Is) }, { ALT: () => c(3, W.Isnt) }]);
                  return { what, be };
                },
              },
            ]);
            const st = c(4, W.Status);
            return $.ACTION(() =>
              $.node("hasStatus", start, {
                what: head.what,
                be: head.be?.image.toLowerCase().replace(/n't$/, ""),
                negated: head.be?.tokenType === W.Isnt ? true : undefined,
                contracted: head.contracted,
                status: st.image.toLowerCase(),
              }),
            );
          },
        },
        {
          // "you've completed a dungeon", "you haven't completed a dungeon" (309.7)
          ALT: () => {
            const neg = $.or(101, [{ ALT: () => (c(230, W.YouHave), undefined) }, { ALT: () => (c(231, W.You), c(232, W.Havent), true) }]);
            c(233, W.Complete);
            c(234, W.A);
            c(235, W.CardType);
            return $.node("completedDungeon", start, { who: { kind: "you" }, negated: neg });
          },
        },
        {
          // "this ability has been activated four or more times this turn" (602.5b)
          ALT: () => {
            c(236, W.This);
            c(237, W.Ability);
            c(238, W.Has);
            c(239, W.Is);
            c(241, W.Activate);
            const amount = sub(102, $.condAmount);
            c(242, W.Times);
            c(243, W.This);
            c(244, W.Turn);
            return $.node("activatedTimes", start, { amount });
          },
        },
        // "evidence was collected" (701.59)
        { ALT: () => (c(5, W.Evidence), c(6, W.Is), c(7, W.Collect), $.node("evidenceCollected", start)) },
        {
          // "the gift was promised", "the gift wasn't promised"
          ALT: () => {
            c(8, W.The);
            c(9, W.Gift);
            const neg = $.or(3, [{ ALT: () => (c(10, W.Is), undefined) }, { ALT: () => c(11, W.Isnt) }]);
            c(12, W.Promise);
            return $.node("giftPromised", start, { negated: neg ? true : undefined });
          },
        },
        {
          // "damage is prevented this way", "damage from a red source is prevented this way"
          ALT: () => {
            c(13, W.Damage);
            const from = opt(1, () => (c(14, W.From), sub(2, $.objectPhrase)));
            c(15, W.Is);
            c(16, W.Prevent);
            c(17, W.This);
            c(18, W.Way);
            return $.node("damagePrevented", start, { from, thisWay: true });
          },
        },
        {
          // coin flips and clashes: "you win the flip", "you lose a flip", "you win two or more flips", "you win", "you won"
          ALT: () => {
            const who = sub(3, $.playerPhrase);
            const verb = $.or(4, [{ ALT: () => c(19, W.Win) }, { ALT: () => c(20, W.Lose) }]);
            const flip = opt(2, () =>
              $.or(5, [
                { ALT: () => ({ article: c(21, W.The).image.toLowerCase(), f: c(22, W.Flip) }) },
                { ALT: () => ({ article: c(23, W.A).image.toLowerCase(), f: c(24, W.Flip) }) },
                { ALT: () => ({ count: sub(4, $.condAmount), f: c(25, W.Flip) }) },
              ]),
            );
            return $.ACTION(() => {
              const w = verb.image.toLowerCase();
              return $.node("won", start, {
                who,
                lost: verb.tokenType === W.Lose ? true : undefined,
                past: w === "won" || w === "lost" ? true : undefined,
                article: flip?.article,
                count: flip?.count,
                flip: flip ? true : undefined,
              });
            });
          },
        },
        {
          // "it's your main phase", "it's the first combat phase of the turn"
          ALT: () => {
            c(26, W.ItIs);
            const which = $.or(6, [
              { ALT: () => (c(27, W.Your), { whose: "your" }) },
              { ALT: () => (c(28, W.The), { nth: c(29, W.Ordinal) }) },
            ]);
            const phase = $.or(7, [{ ALT: () => (c(30, W.Combat), "combat") }, { ALT: () => (c(31, W.Main), "main") }]);
            c(32, W.Phase);
            const ofTurn = opt(3, () => (c(33, W.Of), c(34, W.The), c(35, W.Turn), true));
            return $.ACTION(() => $.node("isPhase", start, { whose: which.whose, nth: which.nth ? num(which.nth) : undefined, phase, ofTheTurn: ofTurn }));
          },
        },
        {
          // "that mana is spent on a creature spell", "this mana is spent to cast a non-Human creature spell"
          ALT: () => {
            const which = $.or(8, [{ ALT: () => (c(36, W.That), "that") }, { ALT: () => (c(37, W.This), "this") }]);
            c(38, W.Mana);
            c(39, W.Is);
            c(40, W.Spend);
            const toCast = $.or(9, [{ ALT: () => (c(41, W.On), undefined) }, { ALT: () => (c(42, W.To), c(43, W.Cast), true) }]);
            const what = sub(5, $.objectPhrase);
            return $.node("manaSpentOn", start, { which, toCast, what });
          },
        },
        // "there is no monarch"
        { ALT: () => (c(44, W.There), c(45, W.Is), c(46, W.No), c(47, W.Monarch), $.node("noMonarch", start)) },
        {
          // "that card has the chosen name"
          ALT: () => {
            const what = sub(6, $.objectPhrase);
            c(48, W.Has);
            c(49, W.The);
            c(50, W.Chosen);
            c(51, W.Name);
            return $.node("hasChosenName", start, { what });
          },
        },
      ]);
    });

    // Conditions about a player: "defending player is poisoned", "that player is the monarch", "you weren't the
    // starting player" (103.1), "you pay {2} more to cast it", "you pay its mana cost", "an opponent has drawn four
    // or more cards this turn", "an opponent has been dealt damage this turn"
    $.conditionAtomPlayer = $.RULE("conditionAtomPlayer", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const head = $.or(2, [
              { ALT: () => (c(1, W.YouAre), { who: { kind: "you" }, contracted: true, neg: opt(1, () => c(2, W.Not)) }) },
              {
                ALT: () => {
                  const who = sub(1, $.playerPhrase);
                  const be = $.or(3, [{ ALT: () => c(3, W.Is) }, { ALT: () => c(4, W.Isnt) }]);
                  return { who, be };
                },
              },
            ]);
            const state = $.or(4, [
              { ALT: () => (c(5, W.The), c(6, W.Monarch), "monarch") },
              { ALT: () => (c(7, W.The), c(8, W.Starting), c(9, W.Player), "startingPlayer") },
              { GATE: () => /^poisoned$/i.test($.LA(1).image), ALT: () => (c(10, T.Word), "poisoned") },
            ]);
            return $.ACTION(() => {
              const kind = state === "monarch" ? "isMonarch" : state === "poisoned" ? "isPoisoned" : "isStartingPlayer";
              const be = head.be?.image.toLowerCase().replace(/’/g, "'").replace(/n't$/, "");
              return $.node(kind, start, {
                who: head.who,
                contracted: head.contracted,
                be: be === undefined || (be === "is" && kind === "isMonarch" && head.who.kind === "you") ? undefined : be,
                negated: head.neg || head.be?.tokenType === W.Isnt ? true : undefined,
              });
            });
          },
        },
        {
          // "you pay {2} more to cast it" (an additional cost to cast it as though it had flash), "you pay its mana cost"
          ALT: () => {
            const who = sub(2, $.playerPhrase);
            c(11, W.Pay);
            return $.or(5, [
              {
                ALT: () => {
                  const cost = sub(3, $.manaCost);
                  c(12, W.More);
                  c(13, W.To);
                  c(14, W.Cast);
                  return $.node("pays", start, { who, cost, more: true, toCast: sub(4, $.objectPhrase) });
                },
              },
              {
                ALT: () => {
                  const of = sub(5, $.possessor);
                  c(15, W.Mana);
                  c(16, W.Cost);
                  return $.node("pays", start, { who, manaCostOf: stripTok(of) });
                },
              },
            ]);
          },
        },
        {
          // "you paid life this way" (an optional life payment earlier in the ability: "… you may pay 2 life. …")
          ALT: () => {
            const who = sub(250, $.playerPhrase);
            $.or(250, [{ GATE: () => /^paid$/i.test($.LA(1).image), ALT: () => c(250, W.Pay) }]);
            c(251, W.Life);
            c(252, W.This);
            c(253, W.Way);
            return $.node("paidLifeThisWay", start, { who });
          },
        },
        {
          // "you cast it any time a sorcery couldn't have been cast" (307.1: without sorcery timing)
          ALT: () => {
            const who = sub(9, $.playerPhrase);
            c(18, W.Cast);
            const what = sub(10, $.objectPhrase);
            c(19, W.Any);
            c(20, W.Time);
            c(21, W.A);
            $.or(6, [{ GATE: () => /^sorcery$/i.test($.LA(1).image), ALT: () => c(22, W.CardType) }]);
            $.or(7, [{ GATE: () => /^couldn['’]t$/i.test($.LA(1).image), ALT: () => c(23, T.Word) }]);
            c(24, W.Has);
            c(25, W.Is);
            c(26, W.Cast);
            return $.node("castWithoutSorceryTiming", start, { who, what });
          },
        },
        {
          // "an opponent has drawn four or more cards this turn", "an opponent has been dealt damage this turn"
          ALT: () => {
            const subject = sub(6, $.playerPhrase);
            c(17, W.Has);
            const ev = sub(7, $.eventVerb);
            const q = sub(8, $.eventQualifiers);
            return $.ACTION(() => {
              const event = { kind: "event", span: $.span(start), subject, ...ev, ...q };
              return $.node("happened", start, { event, perfect: true });
            });
          },
        },
      ]);
    });

    // Conditions about objects and results: "two or more creatures are tied for least power", "the result is 3 or
    // less" (706.2), "~ is in the command zone or on the battlefield" (408.1, 903)
    $.conditionAtomGame = $.RULE("conditionAtomGame", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            const what = sub(1, $.objectPhrase);
            c(1, W.Is);
            return $.or(2, [
              {
                GATE: () => /^tied$/i.test($.LA(1).image),
                ALT: () => {
                  c(2, T.Word);
                  c(3, W.For);
                  const ex = $.or(3, [{ ALT: () => c(4, W.Greatest) }, { ALT: () => c(5, W.Least) }]);
                  const stat = $.or(4, [{ ALT: () => (c(6, W.Power), "power") }, { ALT: () => (c(7, W.Toughness), "toughness") }]);
                  return $.node("tiedFor", start, { what, extreme: ex.image.toLowerCase(), stat });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(13, W.The);
            c(14, W.Result);
            c(15, W.Is);
            return $.node("resultIs", start, { ...sub(3, $.comparison) });
          },
        },
      ]);
    });

    // How many, in a condition: "three or more", "one or fewer", "no", "a", "exactly two"
    $.condAmount = $.RULE("condAmount", () => {
      return $.or(1, [
        {
          ALT: () => {
            const value = sub(1, $.numberValue);
            c(1, W.Or);
            const op = $.or(2, [{ ALT: () => c(2, W.More) }, { ALT: () => c(3, W.Less) }, { ALT: () => c(4, W.Fewer) }]);
            return { kind: "amount", value, op: op.tokenType === W.More ? "atLeast" : op.tokenType === W.Less ? "atMost" : "atMostFewer" };
          },
        },
        { ALT: () => ({ kind: "amount", value: sub(2, $.numberValue), op: "exactly" }) },
        { ALT: () => (c(5, W.No), { kind: "amount", op: "none" }) },
        // "exactly seven", "more than one", "fewer than three", "less than half …" is not a count
        { ALT: () => (c(7, W.Exactly), { kind: "amount", value: sub(3, $.numberValue), op: "exactly", exactly: true }) },
        {
          ALT: () => {
            const op = $.or(3, [{ ALT: () => (c(8, W.More), "moreThan") }, { ALT: () => (c(9, W.Fewer), "fewerThan") }, { ALT: () => (c(10, W.Less), "lessThan") }]);
            c(11, W.Than);
            return { kind: "amount", value: sub(4, $.numberValue), op };
          },
        },
        { ALT: () => (c(12, W.At), c(13, W.Least), { kind: "amount", value: sub(5, $.numberValue), op: "atLeastWords" }) },
        { ALT: () => ({ kind: "amount", op: "a", article: c(6, W.A).image.toLowerCase() }) },
      ]);
    });


    // Counted objects beyond "N or more" (which objectList reads): "two or fewer other lands", "exactly one creature",
    // "at least five other Mountains", "fewer than four artifacts"
    $.countedObjects = $.RULE("countedObjects", () => {
      const start = $.LA(1);
      const amount = $.or(1, [
        { ALT: () => (c(1, W.Exactly), { op: "exactly", value: sub(1, $.numberValue) }) },
        {
          ALT: () => {
            const value = sub(2, $.numberValue);
            c(2, W.Or);
            const op = $.or(2, [{ ALT: () => (c(3, W.Fewer), "atMostFewer") }, { ALT: () => (c(4, W.Less), "atMost") }]);
            return { op, value };
          },
        },
        { ALT: () => (c(5, W.At), c(6, W.Least), { op: "atLeastWords", value: sub(3, $.numberValue) }) },
        {
          ALT: () => {
            const op = $.or(3, [{ ALT: () => (c(7, W.More), "moreThan") }, { ALT: () => (c(8, W.Fewer), "fewerThan") }]);
            c(9, W.Than);
            return { op, value: sub(4, $.numberValue) };
          },
        },
      ]);
      const other = opt(1, () => c(10, W.Other));
      const filter = sub(5, $.filter);
      return $.node("objects", start, { det: "amount", amount: { kind: "amount", ...amount }, other: other ? true : undefined, filter });
    });

    // "with different powers", "with different names"
    $.withDifferent = $.RULE("withDifferent", () => {
      const start = $.LA(1);
      c(1, W.With);
      c(2, W.Different);
      const what = $.or(1, [{ ALT: () => (c(3, W.Powers), "power") }, { ALT: () => (c(4, W.Name), "name") }, { ALT: () => (c(5, W.Toughness), "toughness") }]);
      return $.node("withDifferent", start, { what });
    });
}

const PAST_WORDS = new Set(["was", "were", "wasn't", "weren't", "had", "did", "didn't", "lost", "won", "dealt", "drew", "paid", "chose", "gave", "took", "made", "left", "became", "began", "came", "got", "spent", "fought", "found"]);
const PRESENT_WORDS = new Set(["is", "are", "isn't", "aren't", "has", "have", "does", "do", "doesn't", "don't"]);

/**
 * The tense of an event's verb, from the first word after its subject: "was exiled", "rolled",
 * "discarded" are past; "is destroyed", "roll", "attacks" present; undefined when the word does not
 * tell ("cast", "put"), there is no subject, or the event joins several verbs.
 */
function eventTense(event: Node, tokens: IToken[]): "past" | "present" | undefined {
  const subjectEnd = ((event?.subject as Node | undefined)?.span as [number, number] | undefined)?.[1];
  // one tense for one verb: "you control a land creature or a land entered … this turn" has two
  if (subjectEnd === undefined || event.more !== undefined) return undefined;
  const verb = tokens.find((t) => t.startOffset >= subjectEnd);
  if (verb === undefined || verb.tokenType === T.Possessive) return undefined;
  const w = verb.image.toLowerCase().replace(/’/g, "'");
  if (PAST_WORDS.has(w) || /[a-z]ed$/.test(w)) return "past";
  if (PRESENT_WORDS.has(w) || /^[a-z]+$/.test(w)) return w === "cast" || w === "put" || w === "set" || w === "cut" ? undefined : "present";
  return undefined;
}
