/**
 * Effects: destinations, tokens, verb phrases, restrictions, clauses, conditions, sentences.
 */
import * as T from "../../lexer/tokens.ts";
import { W, wordName } from "../../lexer/words.ts";
import { EOF, type IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Span } from "../../ast/base.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, stripTok, val, type Grammar } from "./kit.ts";

export function defineEffectsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
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
                  return $.node("toZone", start, { zone: "hand", whose: stripTok(whose), plural: /s$/.test(z.image) ? true : undefined });
                },
              },
              {
                ALT: () => {
                  c(6, W.The);
                  c(7, W.Battlefield);
                  const mods = sub(7, $.battlefieldMods);
                  return $.node("toZone", start, { zone: "battlefield", ...mods });
                },
              },
              {
                ALT: () => {
                  c(13, W.The);
                  c(14, W.Top);
                  return $.node("toZone", start, { zone: "libraryTop" });
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
            const mods = sub(8, $.battlefieldMods);
            return $.node("toZone", start, { zone: "battlefield", onto: true, ...mods });
          },
        },
        {
          ALT: () => {
            c(25, W.Into);
            const whose = sub(4, $.possessor);
            const z = $.or(7, [{ ALT: () => c(30, W.Hand) }, { ALT: () => c(31, W.Graveyard) }, { ALT: () => c(32, W.Library) }]);
            // "into its owner's library third from the top" (a position counted from the top)
            const position = opt(9, () => sub(9, $.libraryPosition));
            return $.node("toZone", start, { zone: wordName(z.tokenType).toLowerCase(), into: true, whose, plural: /s$/.test(z.image) ? true : undefined, position });
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
              {
                ALT: () => {
                  // "on the top or bottom of its owner's library"
                  c(52, W.The);
                  c(53, W.Top);
                  c(54, W.Or);
                  c(55, W.Bottom);
                  return "topOrBottom";
                },
              },
            ]);
            // "on top of your library", "on top of it" (the library just named), "on top" (of it)
            const of = opt(10, () => {
              c(37, W.Of);
              return $.or(11, [
                {
                  ALT: () => {
                    const whose = sub(5, $.possessor);
                    const z = c(42, W.Library);
                    return { whose, plural: /ies$/.test(z.image) ? true : undefined };
                  },
                },
                { ALT: () => (c(56, W.It), { library: "it" }) },
              ]);
            });
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
            return $.node("toZone", start, {
              zone: where === "top" ? "libraryTop" : where === "bottom" ? "libraryBottom" : "libraryTopOrBottom",
              ...(of ?? { library: "none" }),
              order,
            });
          },
        },
      ]);
    });

    // "a 1/1 white Soldier creature token with flying", "two Treasure tokens", "a token that's a copy of …"
    // "a token that's a copy of target creature"
    $.tokenCopy = $.RULE("tokenCopy", () => {
      const start = $.LA(1);
      const count = $.or(1, [{ ALT: () => ({ kind: "a", word: c(1, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
      // "a tapped and attacking token that's a copy of it", "a tapped token that's a copy of that card"
      const tapped = opt(3, () => {
        c(10, W.Tap);
        return opt(7, () => (c(11, W.And), c(12, W.Attack), true)) ? "attacking" : "tapped";
      });
      const tappedAttacking = tapped === "attacking";
      const tok = c(2, W.Token);
      $.or(2, [
        {
          ALT: () => {
            c(3, W.ThatIs);
            c(6, W.A);
          },
        },
        {
          ALT: () => {
            c(4, W.That);
            c(5, W.Is);
            opt(2, () => c(9, W.A));
          },
        },
      ]);
      c(7, W.Copy);
      c(8, W.Of);
      const of = sub(2, $.objectPhrase);
      // "X tokens that are copies of ~ and that are tapped and attacking"
      const alsoTappedAttacking = opt(4, () => {
        c(13, W.And);
        c(14, W.That);
        c(15, W.Is);
        c(16, W.Tap);
        c(17, W.And);
        c(18, W.Attack);
        return true;
      });
      // "…, except it has haste", "…, except it isn't legendary" (707.9b)
      let comma = true;
      const except = opt(5, () => {
        comma = Boolean(opt(6, () => c(19, T.Comma)));
        c(20, W.Except);
        return sub(3, $.staticBody);
      });
      return $.node("tokenCopy", start, {
        count,
        tapped: tapped === "tapped" ? true : undefined,
        tappedAndAttacking: tappedAttacking || alsoTappedAttacking ? (tappedAttacking ? "before" : "after") : undefined,
        of,
        plural: plural(tok) ? true : undefined,
        except,
        exceptNoComma: except && !comma ? true : undefined,
      });
    });

    // "twelve of those tokens", "X of those tokens" (after "If this spell was kicked, create … instead": the tokens
    // the sentence before describes, 614.15)
    $.thoseTokens = $.RULE("thoseTokens", () => {
      const start = $.LA(1);
      const count = sub(1, $.numberValue);
      c(1, W.Of);
      c(2, W.Those);
      c(3, W.Token);
      return $.node("thoseTokens", start, { count });
    });

    $.tokenSpec = $.RULE("tokenSpec", () => {
      const start = $.LA(1);
      const count = $.or(1, [
        {
          ALT: () => {
            // "a number of 1/1 Rat creature tokens equal to …"
            c(11, W.A);
            c(12, W.Number);
            c(13, W.Of);
            return { kind: "numberOf" };
          },
        },
        { ALT: () => ({ kind: "a", word: c(1, W.A).image.toLowerCase() }) },
        { ALT: () => sub(1, $.numberValue) },
        {
          ALT: () => {
            // "create that many 1/1 green Insect creature tokens"
            c(19, W.That);
            c(20, W.Many);
            return { kind: "thatMany" };
          },
        },
      ]);
      const tapped = opt(1, () => c(2, W.Tap));
      const pt = opt(2, () => c(3, T.PTValue));
      const words: Node[] = [];
      const andVerb = (): boolean => $.LA(1).tokenType === W.And && ($.LA(2).tokenType === W.Untap || $.LA(2).tokenType === W.Tap);
      $.atLeastOne(1, {
        GATE: () => !andVerb(),
        DEF: () => {
        $.or(2, [
          { ALT: () => words.push(sub(2, $.filterWord)) },
          {
            ALT: () => {
              const t = c(6, T.Word);
              words.push({ kind: "word", class: "Name", value: t.image });
            },
          },
          {
            // "untap": a verb after "and" ("create a … token and untap this creature")
            GATE: () => !andVerb(),
            ALT: () => {
              // "black and green": "and" only between words of the token, so that
              // "create a Food token and you gain 2 life" keeps its second clause
              c(4, W.And);
              words.push({ kind: "conj", value: "and" });
              words.push(sub(8, $.filterWord));
            },
          },
        ]);
        },
      });
      const withKw = opt(3, () => {
        c(5, W.With);
        return $.or(3, [
          {
            ALT: () => {
              // "with flying", "with flying and "This creature can block only …""
              const list: Node[] = sub(3, $.keywordList);
              opt(8, () => {
                c(14, W.And);
                list.push(sub(6, $.quotedAbility));
              });
              return list;
            },
          },
          { ALT: () => [sub(4, $.quotedAbility)] },
        ]);
      });
      // "that's tapped and attacking", "… and attacking that player" (the player or planeswalker it attacks, 508.4),
      // "that's attacking" (put onto the battlefield attacking, not tapped), "that's all colors" (105.2)
      let attackingWhom: Node | undefined;
      let attackingOnly = false;
      let allColors = false;
      const tappedAttacking = opt(6, () => {
        $.or(4, [{ ALT: () => c(15, W.ThatIs) }, { ALT: () => (c(21, W.That), c(22, W.Is)) }]);
        return $.or(5, [
          {
            ALT: () => {
              c(16, W.Tap);
              c(17, W.And);
              c(18, W.Attack);
              attackingWhom = opt(9, () => sub(9, $.objectPhrase));
              return true;
            },
          },
          { ALT: () => (c(19, W.Attack), (attackingOnly = true), undefined) },
          { ALT: () => (c(23, W.All), c(24, W.Color), (allColors = true), undefined) },
        ]);
      });
      // "a 1/1 creature token of the chosen color and type" (the ones chosen as the permanent entered)
      const chosenColorAndType = opt(10, () => {
        c(25, W.Of);
        c(26, W.The);
        c(27, W.Chosen);
        c(28, W.Color);
        c(29, W.And);
        c(30, W.Type);
        return true;
      });
      const equal = opt(7, () => sub(7, $.countWord));
      // "named Ajani's Pridemate with "Whenever you gain life, …"": the name, then what the token has
      let withAfterName: Node[] | undefined;
      const named = opt(4, () => {
        c(7, W.Name);
        const toks: IToken[] = [];
        $.atLeastOne(2, {
          GATE: () => $.LA(1).tokenType !== W.With,
          DEF: () => {
            toks.push($.or(6, [{ ALT: () => c(8, T.AnyWord) }, { ALT: () => c(31, T.Possessive) }]));
          },
        });
        withAfterName = $.option(11, {
          GATE: () => withKw === undefined,
          DEF: () => {
            c(32, W.With);
            return sub(10, $.grantedAbilities);
          },
        });
        return $.ACTION(() => toks.map((t, i) => (i > 0 && t.startOffset > toks[i - 1]!.endOffset! + 1 ? " " : "") + t.image).join(""));
      });
      const attachedTo = opt(5, () => {
        c(9, W.Attached);
        c(10, W.To);
        return sub(5, $.objectPhrase);
      });
      return $.ACTION(() =>
        $.node("tokenSpec", start, {
          count,
          tapped: tapped ? true : undefined,
          pt: pt?.image,
          words,
          chosenColorAndType,
          with: withKw ?? withAfterName,
          withAfterName: withAfterName && !withKw ? true : undefined,
          tappedAndAttacking: tappedAttacking,
          attackingOnly: attackingOnly || undefined,
          allColors: allColors || undefined,
          attacking: attackingWhom,
          equal,
          named,
          attachedTo,
        }),
      );
    });

    // what damage is divided among: "one, two, or three targets", "any number of target creatures"
    // "one, two, or three targets" is an object phrase (a choice among counts, nouns.ts)
    $.dividedAmong = $.RULE("dividedAmong", () => sub(5, $.objectPhrase));

    // What a player or object does: verb phrases with their arguments.
    // `subject` tells agreement ("draw" vs "draws"); the node keeps it.
    $.verbPhrase = $.RULE("verbPhrase", () => {
      const start = $.LA(1);
      return $.or(1, [
        // counters removed and doubled, emblems, the monarch, keyword actions (actions.ts)
        { ALT: () => sub(95, $.moreActions) },
        {
          ALT: () => {
            c(1, W.Deal);
            const amount = opt(1, () => sub(1, $.quantity));
            c(2, W.Damage);
            const cw = opt(2, () => sub(2, $.countWord));
            return $.or(22, [
              {
                ALT: () => {
                  c(3, W.To);
                  const to = sub(3, $.objectAndList);
                  const cw2 = opt(3, () => sub(4, $.countWord));
                  // "… to any target and 1 damage to another target"
                  const more: Node[] = [];
                  // "… to any target, 2 damage to another target, and 3 damage to a third target"
                  $.many(3, () => {
                    const s2 = $.LA(1);
                    const join = $.or(28, [
                      { ALT: () => (c(143, W.And), undefined) },
                      {
                        ALT: () => {
                          c(190, T.Comma);
                          const and = opt(42, () => c(191, W.And));
                          return and ? ", and" : ",";
                        },
                      },
                    ]);
                    // "… and an additional 1 damage to each green creature"
                    const additional = opt(202, () => (c(239, W.A), c(232, W.Additional), true));
                    const a2 = sub(81, $.quantity);
                    c(144, W.Damage);
                    c(145, W.To);
                    // "… and 1 damage to you and each creature you control"
                    const t2 = sub(82, $.objectAndList);
                    more.push($.node("damagePart", s2, { join, additional, amount: a2, to: t2 }));
                  });
                  return $.node("dealDamage", start, { amount: amount ?? cw ?? cw2, countAfter: cw2 ? true : undefined, to, more: more.length ? more : undefined });
                },
              },
              {
                ALT: () => {
                  // "divided as you choose among one, two, or three targets" (601.2d)
                  c(146, W.Divide);
                  c(147, W.As);
                  c(148, W.You);
                  c(149, W.Choose);
                  c(150, W.Among);
                  const among = sub(83, $.dividedAmong);
                  return $.node("dealDamage", start, { amount: amount ?? cw, divided: true, to: among });
                },
              },
              {
                // "If this spell was kicked, it deals 4 damage instead": the recipient is the one of the
                // instruction it replaces (a self-replacement effect, 614.15)
                GATE: () => $.LA(1).tokenType === W.Instead,
                ALT: () => $.node("dealDamage", start, { amount: amount ?? cw }),
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(4, W.Destroy);
            const what = sub(5, $.objectAndList);
            return $.node("destroy", start, { what });
          },
        },
        {
          ALT: () => {
            c(5, W.Exile);
            const what = sub(6, $.objectAndList);
            // "exile a card at random from your graveyard", "… from your graveyard at random"
            const random = opt(49, () => (c(200, W.At), c(201, W.Random), "before"));
            // "exile ~ from your graveyard", "exile it face down", "exile it with three time counters on it"
            const from = opt(43, () => sub(93, $.zoneRef));
            const randomAfter = opt(50, () => (c(202, W.At), c(203, W.Random), "after"));
            const faceDown = opt(44, () => (c(192, W.Face), c(193, W.Down), true));
            const counters = opt(45, () => sub(94, $.withCounters));
            const dur = opt(40, () => sub(89, $.duration));
            return $.node("exile", start, { what, atRandom: random ?? randomAfter, from, faceDown, withCounters: counters, duration: dur });
          },
        },
        {
          ALT: () => {
            c(6, W.Return);
            const what = sub(7, $.objectAndList);
            // "return a creature card at random from your graveyard to your hand"
            const random = opt(51, () => (c(204, W.At), c(205, W.Random), true));
            const from = opt(4, () => sub(8, $.zoneRef));
            const to = sub(9, $.destination);
            const also = opt(46, () => sub(95, $.movedAlso));
            return $.node("return", start, { what, atRandom: random, from, to, also });
          },
        },
        { ALT: () => sub(97, $.zoneVerbPhrase) },
        {
          ALT: () => {
            c(7, W.Draw);
            const what = $.or(2, [
              {
                ALT: () => {
                  // "that player draws an additional card" (Howling Mine): one card more than the game's draw
                  const s = c(246, W.A);
                  c(247, W.Additional);
                  c(248, W.Card);
                  return { kind: "number", value: 1, article: s.image.toLowerCase(), additional: true };
                },
              },
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
              {
                ALT: () => {
                  // "draw up to two cards"
                  c(197, W.Up);
                  c(198, W.To);
                  const n = sub(100, $.numberValue);
                  c(199, W.Card);
                  return { kind: "drawUpTo", count: n };
                },
              },
              {
                ALT: () => {
                  // "draw that many cards", "then draw that many cards plus one"
                  c(171, W.That);
                  c(172, W.Many);
                  c(173, W.Card);
                  const plus = opt(232, () => (c(229, W.Plus), sub(226, $.numberValue)));
                  return { kind: "thatMany", plus };
                },
              },
            ]);
            const { additional, ...amount } = what as Node;
            return $.node("draw", start, { amount, additional });
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
            return $.node("discard", start, { what, random });
          },
        },
        {
          ALT: () => {
            c(15, W.Gain);
            const amount = opt(6, () => sub(13, $.quantity));
            c(16, W.Life);
            const cw = opt(7, () => sub(14, $.countWord));
            return $.node("gainLife", start, { amount: amount ?? cw });
          },
        },
        {
          ALT: () => {
            c(17, W.Lose);
            const amount = opt(8, () => sub(15, $.quantity));
            c(18, W.Life);
            const cw = opt(9, () => sub(16, $.countWord));
            return $.node("loseLife", start, { amount: amount ?? cw });
          },
        },
        {
          ALT: () => {
            c(19, W.Put);
            // "a +1/+1 counter", "three +1/+1 counters", "that many +1/+1 counters",
            // "a number of +1/+1 counters equal to …" (the amount said before or after the object)
            const amount = $.or(3, [
              { ALT: () => ({ kind: "a", word: c(20, W.A).image.toLowerCase() }) },
              { ALT: () => sub(17, $.numberValue) },
              { ALT: () => (c(249, W.That), c(250, W.Many), { kind: "thatMany" }) },
              { ALT: () => (c(251, W.A), c(252, W.Number), c(253, W.Of), { kind: "numberOf" }) },
              // "Put up to X +1/+0 counters on ~"
              { ALT: () => (c(228, W.Up), c(229, W.To), $.node("upTo", start, { amount: sub(228, $.numberValue) })) },
            ]);
            const ck = sub(18, $.counterKind);
            c(21, W.Counter);
            // "a flying counter, a deathtouch counter, and a shield counter on target creature"
            const also: Node[] = [];
            $.many(11, () => {
              const s2 = $.LA(1);
              const join = $.or(65, [
                { ALT: () => (c(221, W.And), "and") },
                { ALT: () => (c(222, T.Comma), opt(112, () => c(223, W.And)) ? ", and" : ",") },
              ]);
              const a2 = $.or(66, [{ ALT: () => ({ kind: "a", word: c(224, W.A).image.toLowerCase() }) }, { ALT: () => sub(164, $.numberValue) }]);
              const ck2 = sub(165, $.counterKind);
              c(225, W.Counter);
              also.push($.node("counterAlso", s2, { join, amount: a2, counter: ck2 }));
            });
            const equalFirst = opt(100, () => sub(150, $.countWord));
            c(22, W.On);
            const on1 = sub(19, $.objectPhrase);
            // "on that creature and each other creature you control that shares a creature type with it"
            // (only "and each other <object>": "… and each opponent loses 1 life" is the next clause)
            const andEach = $.option(205, {
              GATE: () => $.LA(1).tokenType === W.And && $.LA(2).tokenType === W.Each && $.LA(3).tokenType === W.Other && $.LA(4).tokenType !== W.Player && $.LA(4).tokenType !== W.Opponent,
              DEF: () => {
                c(236, W.And);
                const s2 = $.LA(1);
                c(237, W.Each);
                c(238, W.Other);
                const f = sub(175, $.filter);
                return $.node("objects", s2, { det: "each", other: true, filter: f });
              },
            });
            const on = andEach ? $.node("both", start, { items: [on1, andEach] }) : on1;
            const equalAfter = opt(101, () => sub(151, $.countWord));
            // "… on each creature you control and a loyalty counter on each other planeswalker you control"
            const more: Node[] = [];
            $.many(10, () => {
              const s2 = $.LA(1);
              const join = $.or(60, [
                { ALT: () => (c(254, W.And), "and") },
                { ALT: () => (c(255, T.Comma), opt(102, () => c(249, W.And)) ? ", and" : ",") },
              ]);
              const a2 = $.or(61, [{ ALT: () => ({ kind: "a", word: c(250, W.A).image.toLowerCase() }) }, { ALT: () => sub(152, $.numberValue) }]);
              const ck2 = opt(103, () => sub(153, $.counterKind));
              c(251, W.Counter);
              c(252, W.On);
              more.push($.node("counterPart", s2, { join, amount: a2, counter: ck2, on: sub(154, $.objectPhrase) }));
            });
            return $.node("putCounters", start, {
              amount,
              counter: ck,
              also: also.length ? also : undefined,
              on,
              equalTo: equalFirst ?? equalAfter,
              equalFirst: equalFirst ? true : undefined,
              more: more.length ? more : undefined,
            });
          },
        },
        {
          ALT: () => {
            c(23, W.Put);
            const what = sub(20, $.movedObject);
            const from = opt(10, () => sub(21, $.zoneRef));
            const to = sub(22, $.putDestination);
            // "put a creature card onto the battlefield from your hand", "put ~ onto the battlefield from the command zone"
            const fromAfter = $.option(233, { GATE: () => from === undefined, DEF: () => sub(227, $.zoneRef) });
            // "… and the rest on the bottom of your library in any order"
            const also = opt(47, () => sub(96, $.movedAlso));
            return $.node("put", start, { what, from: from ?? fromAfter, fromAfter: fromAfter ? true : undefined, to, also });
          },
        },
        {
          ALT: () => {
            c(24, W.Create);
            const token = $.or(18, [{ ALT: () => sub(62, $.tokenCopy) }, { ALT: () => sub(23, $.tokenSpec) }, { ALT: () => sub(164, $.thoseTokens) }]);
            // "a Clue token and a Food token", "a 1/1 …, a 2/2 …, and a 3/3 … token"
            const more: Node[] = [];
            const joins: string[] = [];
            $.many(4, () => {
              joins.push(
                $.or(29, [
                  { ALT: () => (c(194, W.And), "and") },
                  { ALT: () => (c(195, T.Comma), opt(52, () => c(196, W.And)) ? ", and" : ",") },
                ]),
              );
              more.push(sub(94, $.tokenSpec));
            });
            return $.node("createToken", start, { token, more: more.length ? more : undefined, joins: joins.length ? joins : undefined });
          },
        },
        {
          ALT: () => {
            c(25, W.Sacrifice);
            const what = sub(24, $.objectPhrase);
            return $.node("sacrifice", start, { what });
          },
        },
        {
          ALT: () => {
            c(26, W.Tap);
            const what = sub(25, $.objectPhrase);
            return $.node("tap", start, { what });
          },
        },
        {
          ALT: () => {
            c(127, W.Tap);
            c(128, W.Or);
            c(129, W.Untap);
            const what = sub(70, $.objectPhrase);
            return $.node("tapOrUntap", start, { what });
          },
        },
        {
          ALT: () => {
            // "you get {E}{E}", "you get an experience counter"
            c(130, W.Get);
            return $.or(20, [
              {
                ALT: () => {
                  let n = 0;
                  $.atLeastOne(2, () => {
                    c(131, T.EnergySymbol);
                    n++;
                  });
                  return $.node("getEnergy", start, { amount: n });
                },
              },
              {
                ALT: () => {
                  // "you get six {E}", "you get that many {E}", "you get an amount of {E} equal to its mana value"
                  const count = $.or(39, [
                    { ALT: () => sub(170, $.numberValue) },
                    {
                      ALT: () => {
                        const t = c(2, W.That);
                        c(1, W.Many);
                        return $.node("thatMany", t);
                      },
                    },
                    { ALT: () => (c(1, W.A), c(1, W.Amount), c(4, W.Of), undefined) },
                  ]);
                  c(1, T.EnergySymbol);
                  const equalTo = count ? undefined : sub(171, $.countWord);
                  return $.node("getEnergy", start, count ? { count } : { equalTo });
                },
              },
              {
                ALT: () => {
                  const amount = $.or(21, [{ ALT: () => ({ kind: "a", word: c(132, W.A).image.toLowerCase() }) }, { ALT: () => sub(71, $.numberValue) }]);
                  const ck = sub(72, $.counterKind);
                  c(133, W.Counter);
                  return $.node("getCounters", start, { amount, counter: ck });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(134, W.Lose);
            const what = sub(73, $.keywordList);
            const dur = opt(33, () => sub(74, $.duration));
            return $.node("loseAbility", start, { abilities: what, duration: dur });
          },
        },
        {
          ALT: () => {
            c(135, W.Choose);
            // "Choose target creature you control and target creature an opponent controls."
            const what = sub(75, $.objectAndList);
            // "choose an opponent at random", "choose a card at random in your graveyard"
            const random = opt(108, () => (c(247, W.At), c(247, W.Random), true));
            const from = opt(109, () => sub(162, $.zoneRef));
            return $.node("choose", start, { what, atRandom: random, from });
          },
        },
        {
          ALT: () => {
            c(136, W.Block);
            // "blocks ~ this turn if able", "blocks target creature this turn if able" (509.1c)
            const whom = opt(113, () => sub(166, $.objectPhrase));
            const dur = opt(34, () => sub(76, $.duration));
            c(137, W.If);
            c(138, W.Able);
            return $.node("mustBlock", start, { whom, duration: dur });
          },
        },
        {
          ALT: () => {
            // "must be blocked this turn if able" (509.1c)
            c(226, W.Must);
            c(227, W.Is);
            c(228, W.Block);
            const dur = opt(114, () => sub(167, $.duration));
            c(229, W.If);
            c(230, W.Able);
            return $.node("mustBeBlocked", start, { duration: dur });
          },
        },
        {
          ALT: () => {
            c(139, W.Attack);
            const whom = opt(35, () => sub(77, $.playerPhrase));
            const dur = opt(36, () => sub(78, $.duration));
            c(140, W.If);
            c(141, W.Able);
            return $.node("mustAttack", start, { whom, duration: dur });
          },
        },
        {
          ALT: () => {
            c(27, W.Untap);
            const what = sub(26, $.objectPhrase);
            return $.node("untap", start, { what });
          },
        },
        {
          ALT: () => {
            // gets +2/+2 [and gains flying] [until end of turn]
            c(28, W.Get);
            const pt = c(29, T.PTChange);
            // "gets +1/-1 or -1/+1 until end of turn": its controller chooses one (a choice at resolution)
            const orPt = opt(237, () => (c(237, W.Or), c(237, T.PTChange)));
            // "gets +2/+2 and has trample for as long as …" (the same as "gains")
            let has: true | undefined;
            const gains = opt(11, () => {
              c(30, W.And);
              $.or(4, [{ ALT: () => c(31, W.Gain) }, { ALT: () => ((has = true), c(32, W.Has)) }]);
              return sub(27, $.grantedAbilities);
            });
            const dur = opt(12, () => sub(29, $.duration));
            return $.ACTION(() => $.node("modifyPT", start, { pt: pt.image.replace(/[−–]/g, "-"), orPt: orPt?.image.replace(/[−–]/g, "-"), gains, has, duration: dur }));
          },
        },
        {
          ALT: () => {
            c(33, W.Gain);
            const what = sub(30, $.grantedAbilities);
            const dur = opt(13, () => sub(32, $.duration));
            return $.node("grantAbility", start, { abilities: what, duration: dur });
          },
        },
        {
          ALT: () => {
            c(34, W.Counter);
            const what = sub(33, $.objectPhrase);
            return $.node("counterSpell", start, { what });
          },
        },
        {
          ALT: () => {
            c(35, W.Add);
            // "its controller adds an additional {G}", "… an additional one mana of any color"
            const additional = opt(59, () => (c(215, W.A), c(216, W.Additional), true));
            const what = $.or(7, [
              {
                ALT: () => {
                  // "an amount of {G} equal to ~'s power"
                  const s = $.LA(1);
                  c(248, W.A);
                  c(248, W.Amount);
                  c(248, W.Of);
                  const m = sub(160, $.manaCost);
                  return $.node("manaAmount", s, { mana: m, equalTo: sub(161, $.countWord) });
                },
              },
              // "{G}", "{W} or {U}", "{W}, {B}, or {G}"
              { ALT: () => sub(34, $.manaOptions) },
              // "{G} or one mana of the chosen color" (actions.ts)
              { ALT: () => sub(236, $.manaOrOneMana) },
              {
                ALT: () => {
                  const s = $.LA(1);
                  const n = sub(35, $.numberValue);
                  c(37, W.Mana);
                  const how = $.or(8, [
                    {
                      ALT: () => {
                        c(38, W.Of);
                        c(39, W.Any);
                        const one = opt(14, () => c(40, W.NumberWord));
                        // "of any color", "of any type that land produced", "of any color that a land you control could produce" (106.7)
                        const t = $.or(36, [{ ALT: () => c(41, W.Color) }, { ALT: () => c(217, W.Type) }]);
                        const produced = opt(60, () => {
                          // "that a land you control could produce"; in "that land produced" the relative "that" is left out
                          const by = $.or(37, [{ ALT: () => sub(105, $.objectPhrase) }, { ALT: () => (c(218, W.That), { relative: sub(104, $.objectPhrase) }) }]);
                          const could = opt(61, () => c(219, W.Could));
                          c(220, W.Produce);
                          return by.relative ? { by: by.relative, that: true, could: could ? true : undefined } : { by, could: could ? true : undefined };
                        });
                        // "of any color among legendary permanents you control" (the colors those objects have, 105.2)
                        const among = opt(241, () => (c(1, W.Among), sub(169, $.objectPhrase)));
                        if (t.tokenType === W.Type) return { how: "anyType", produced, among };
                        return { how: one ? "anyOneColor" : "anyColor", produced, among };
                      },
                    },
                    {
                      ALT: () => {
                        // "Add one mana of the chosen color."
                        c(197, W.Of);
                        c(198, W.The);
                        c(199, W.Chosen);
                        c(200, W.Color);
                        return "chosenColor";
                      },
                    },
                    {
                      ALT: () => {
                        c(122, W.In);
                        c(123, W.Any);
                        c(124, T.Word); // combination
                        c(125, W.Of);
                        return $.or(38, [
                          { ALT: () => (c(126, W.Color), "anyCombination") },
                          {
                            // "in any combination of {R} and/or {G}", "… of {U}, {B}, and/or {R}" (106.1a)
                            ALT: () => {
                              const of: Node[] = [sub(163, $.manaCost)];
                              $.many(18, () => (c(1, T.Comma), of.push(sub(164, $.manaCost))));
                              const serialComma = opt(240, () => c(2, T.Comma));
                              c(1, W.And);
                              c(1, T.Slash);
                              c(1, W.Or);
                              of.push(sub(165, $.manaCost));
                              return { how: "anyCombination", of, serialComma: serialComma ? true : undefined };
                            },
                          },
                        ]);
                      },
                    },
                    {
                      ALT: () => {
                        // "two mana of different colors"
                        c(1, W.Of);
                        c(1, W.Different);
                        c(1, W.Color);
                        return "differentColors";
                      },
                    },
                    {
                      ALT: () => {
                        // "one mana of any of the exiled card's colors", "… of any of this creature's colors" (105.2)
                        c(2, W.Of);
                        c(1, W.Any);
                        c(3, W.Of);
                        const of = sub(166, $.nounRef);
                        c(1, T.Possessive);
                        c(2, W.Color);
                        return { how: "colorsOf", colorsOf: of };
                      },
                    },
                  ]);
                  return $.ACTION(() => {
                    if (typeof how === "string") return $.node("anyColor", s, { amount: n, how });
                    if ("colorsOf" in how || "of" in how) return $.node("anyColor", s, { amount: n, ...how });
                    return $.node("anyColor", s, { amount: n, how: how.how, producedBy: how.produced?.by, that: how.produced?.that, could: how.produced?.could, among: how.among });
                  });
                },
              },
              {
                ALT: () => {
                  // "Add six {R}", "Add X {G}" (a number of one symbol); "add that much {G}"
                  const s = $.LA(1);
                  const n = $.or(231, [
                    { ALT: () => sub(167, $.numberValue) },
                    {
                      ALT: () => {
                        c(231, W.That);
                        c(232, W.Much);
                        return $.node("thatMuch", s);
                      },
                    },
                  ]);
                  return $.node("manaCount", s, { amount: n, mana: sub(168, $.manaCost) });
                },
              },
            ]);
            const pool = opt(15, () => {
              c(42, W.To);
              // "to your mana pool"; "its controller adds {G} to his or her (their) mana pool"
              $.or(250, [{ ALT: () => c(43, W.Your) }, { ALT: () => c(250, W.Their) }]);
              c(44, W.Mana);
              c(45, W.Pool);
              return true;
            });
            return $.node("addMana", start, { mana: what, legacyPool: pool, additional });
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
            // "your library", "your library and/or graveyard", "target opponent's graveyard, hand, and library"
            const zones = sub(98, $.searchedZones);
            c(51, W.For);
            const first = sub(37, $.objectList);
            // "for a Zombie card and a Swamp card", "for a white card, a blue card, …, and a green card"
            const items: Node[] = [first];
            const joins: string[] = [];
            $.many(12, {
              GATE: () => {
                const [a, b, c3] = [$.LA(1).tokenType, $.LA(2).tokenType, $.LA(3).tokenType];
                // (Portuguese "por um card de Zumbi e por um card de pântano": "for" again after "and")
                return (a === W.And && (b === W.A || (b === W.For && c3 === W.A))) || (a === T.Comma && (b === W.A || (b === W.And && c3 === W.A)));
              },
              DEF: () => {
                const j = $.or(67, [{ ALT: () => (c(89, W.And), "and") }, { ALT: () => (c(90, T.Comma), opt(115, () => c(119, W.And)) ? ", and" : ",") }]);
                opt(195, () => c(195, W.For));
                joins.push(j);
                items.push(sub(168, $.objectPhrase));
              },
            });
            const what = items.length === 1 ? first : $.node("allOf", start, { items, joins });
            // "for up to four Minotaur creature cards with different names"
            const different = opt(48, () => sub(99, $.withDifferent));
            const more = zones.zones.length > 1 || zones.zones[0] !== "library";
            return $.node("search", start, { whose: stripTok(whose), zones: more ? zones.zones : undefined, joins: more && zones.joins.length ? zones.joins : undefined, for: what, different });
          },
        },
        {
          ALT: () => {
            // "shuffle it into its owner's library"
            c(152, W.Shuffle);
            const what = sub(84, $.objectPhrase);
            c(153, W.Into);
            const whose = sub(85, $.possessor);
            const z = c(158, W.Library);
            return $.node("shuffleInto", start, { what, whose, plural: /ies$/.test(z.image) ? true : undefined });
          },
        },
        {
          ALT: () => {
            c(52, W.Shuffle);
            // "shuffle your library", "shuffle it" (the library just searched)
            const whose = opt(16, () =>
              $.or(35, [
                {
                  ALT: () => {
                    const w = $.or(10, [{ ALT: () => ({ kind: "your", t: c(53, W.Your) }) }, { ALT: () => ({ kind: "their", t: c(54, W.Their) }) }]);
                    const lib = c(55, W.Library);
                    // "shuffle their libraries" (each player their own)
                    return { whose: stripTok(w), plural: /s$/i.test(lib.image) ? true : undefined };
                  },
                },
                { ALT: () => (c(214, W.It), { whose: "it", plural: undefined }) },
              ]),
            );
            return $.node("shuffle", start, { whose: whose?.whose, plural: whose?.plural });
          },
        },
        {
          ALT: () => {
            // "Scry 2", "Surveil 1", "Monstrosity 3" (keyword actions 701.18, 701.25, 701.37)
            const v = $.or(11, [{ ALT: () => c(56, W.Scry) }, { ALT: () => c(57, W.Surveil) }, { ALT: () => c(154, W.Monstrosity) }]);
            const n = sub(38, $.numberValue);
            return $.node(v.tokenType === W.Scry ? "scry" : v.tokenType === W.Surveil ? "surveil" : "monstrosity", start, { amount: n });
          },
        },
        {
          ALT: () => {
            c(58, W.Mill);
            const n = $.or(12, [
              // "mills half their library, rounded down"
              { ALT: () => sub(172, $.halfOf) },
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
              {
                ALT: () => {
                  c(142, W.Card);
                  return { kind: "equal", of: sub(80, $.countWord) };
                },
              },
              // "mill that many cards", "mill twice X cards" (amounts.ts)
              { ALT: () => sub(176, $.scaledCardCount) },
            ]);
            return $.node("mill", start, { amount: n });
          },
        },
        {
          ALT: () => {
            c(62, W.Gain);
            c(63, W.Control);
            c(64, W.Of);
            const what = sub(40, $.objectPhrase);
            const dur = opt(17, () => sub(41, $.duration));
            return $.node("gainControl", start, { what, duration: dur });
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
            return $.node(wordName(v.tokenType).toLowerCase(), start, { what });
          },
        },
        {
          ALT: () => {
            // keyword actions with a number: "bolster 3", "adapt 2", "support 2", "fateseal 1" (701), "earthbend 2", "it endures 3"
            const v = $.or(25, [
              { ALT: () => c(184, W.Bolster) },
              { ALT: () => c(185, W.Adapt) },
              { ALT: () => c(186, W.Support) },
              { ALT: () => c(187, W.Fateseal) },
              { ALT: () => c(1, W.Earthbend) },
              { ALT: () => c(1, W.Endure) },
            ]);
            const n = sub(92, $.numberValue);
            return $.node("keywordAction", start, { action: wordName(v.tokenType).toLowerCase(), amount: n });
          },
        },
        {
          ALT: () => {
            // "amass 2", "amass Zombies 2" (701.44)
            c(162, W.Amass);
            const what = opt(39, () => c(163, W.Subtype));
            const n = sub(87, $.numberValue);
            return $.node("amass", start, { type: what ? what.image : undefined, amount: n });
          },
        },
        {
          ALT: () => {
            // "Spend this mana only to cast creature spells."
            c(164, W.Spend);
            c(165, W.This);
            c(166, W.Mana);
            c(167, W.Only);
            c(168, W.To);
            const what = $.or(120, [
              {
                ALT: () => {
                  $.or(24, [{ ALT: () => c(169, W.Cast) }, { ALT: () => c(170, W.Activate) }]);
                  // "creature spells", "abilities of artifacts", "an Elemental spell or a Chandra planeswalker spell"
                  return $.or(33, [{ ALT: () => sub(101, $.objectPhrase) }, { ALT: () => sub(102, $.abilitiesOfSubject) }]);
                },
              },
              // "Spend this mana only to pay cumulative upkeep costs.", "… only to turn permanents face up."
              { ALT: () => sub(166, $.spendOn) },
            ]);
            // "… or activate abilities of creature sources", "…, unlock a door, or …"
            const more: Node[] = [];
            const joins: string[] = [];
            $.many(6, () => {
              joins.push($.or(34, [{ ALT: () => (c(211, W.Or), "or") }, { ALT: () => (c(212, T.Comma), opt(53, () => c(213, W.Or)) ? ", or" : ",") }]));
              more.push(sub(103, $.spendPurpose));
            });
            return $.node("spendOnly", start, { what, more: more.length ? more : undefined, joins: joins.length ? joins : undefined });
          },
        },
        {
          ALT: () => {
            // "(have ~) enter the battlefield as a copy of any creature on the battlefield" (707.9)
            c(174, W.Enter);
            const legacy = opt(41, () => {
              c(175, W.The);
              c(176, W.Battlefield);
              return true;
            });
            c(177, W.As);
            c(178, W.A);
            c(179, W.Copy);
            c(180, W.Of);
            const of = sub(90, $.objectPhrase);
            return $.node("enterAsCopy", start, { of, legacy });
          },
        },
        {
          ALT: () => {
            c(181, W.Remove);
            const what = sub(91, $.objectPhrase);
            c(182, W.From);
            c(183, W.Combat);
            return $.node("removeFromCombat", start, { what });
          },
        },
        {
          ALT: () => {
            c(70, W.Win);
            c(71, W.The);
            c(72, W.Game);
            return $.node("winGame", start);
          },
        },
        {
          ALT: () => {
            c(73, W.Lose);
            c(74, W.The);
            c(75, W.Game);
            return $.node("loseGame", start);
          },
        },
        {
          ALT: () => {
            c(76, W.Fight);
            // "Then those creatures fight each other." (701.12b)
            const what = $.or(228, [
              { GATE: () => $.LA(2).tokenType === W.Other, ALT: () => { const s = $.LA(1); c(228, W.Each); c(229, W.Other); return $.node("eachOther", s); } },
              { ALT: () => sub(43, $.objectPhrase) },
            ]);
            return $.node("fight", start, { what });
          },
        },
        {
          ALT: () => {
            c(77, W.Look);
            c(78, W.At);
            // "You may look at and play that card for as long as it remains exiled"
            const andPlay = opt(201, () => (c(240, W.And), c(241, W.Play), true));
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
            // "look at that card for as long as it remains exiled"
            const duration = opt(200, () => sub(165, $.duration));
            return $.node("look", start, { what, library: of, andPlay, duration });
          },
        },
        {
          ALT: () => {
            c(84, W.Reveal);
            const what = sub(46, $.objectPhrase);
            // "reveal a card at random from your hand" (as "exile a card at random from …")
            const random = opt(110, () => (c(246, W.At), c(246, W.Random), "before"));
            const from = opt(111, () => sub(163, $.zoneRef));
            return $.node("reveal", start, { what, atRandom: random, from });
          },
        },
        {
          ALT: () => {
            c(85, W.Copy);
            const what = sub(47, $.objectPhrase);
            return $.node("copy", start, { what });
          },
        },
        {
          ALT: () => {
            c(86, W.Attach);
            const what = sub(48, $.objectPhrase);
            c(87, W.To);
            const to = sub(49, $.objectPhrase);
            return $.node("attach", start, { what, to });
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
            const what = opt(37, () => sub(79, $.objectPhrase));
            return $.node("transform", start, { what });
          },
        },
        {
          ALT: () => {
            const v = $.or(16, [{ ALT: () => c(91, W.Cast) }, { ALT: () => c(92, W.Play) }]);
            const what = sub(54, $.objectPhrase);
            const from = opt(20, () => sub(55, $.zoneRef));
            const free = opt(21, () => sub(241, $.withoutPaying));
            const dur = opt(22, () => sub(56, $.duration));
            // "by paying {3} rather than paying its mana cost", "by discarding a card in addition to paying its other costs"
            const by = opt(24, () => sub(240, $.castCost));
            return $.node(v.tokenType === W.Cast ? "cast" : "play", start, { what, from, withoutPaying: free, duration: dur, by });
          },
        },
        {
          ALT: () => {
            c(98, W.Prevent);
            const which = $.or(17, [
              {
                ALT: () => {
                  c(99, W.All);
                  // "all combat damage", "all noncombat damage"
                  const combat = opt(23, () => $.or(30, [{ ALT: () => (c(100, W.Combat), "combat") }, { ALT: () => (c(201, W.Noncombat), "noncombat") }]));
                  return combat === "combat" ? { kind: "all", combat: true } : combat === "noncombat" ? { kind: "all", noncombat: true } : { kind: "all" };
                },
              },
              {
                ALT: () => {
                  c(101, W.The);
                  c(102, W.Next);
                  const n = sub(57, $.numberValue);
                  const combat = opt(54, () => c(202, W.Combat));
                  return combat ? { kind: "next", amount: n, combat: true } : { kind: "next", amount: n };
                },
              },
            ]);
            c(103, W.Damage);
            return $.or(31, [
              {
                ALT: () => {
                  // "… that would be dealt [this turn] to X [this turn] by Y", "… dealt to and dealt by that creature"
                  c(104, W.That);
                  c(105, W.Would);
                  c(106, W.Is);
                  c(107, W.Deal);
                  let to: Node | undefined;
                  let by: Node | undefined;
                  let dur: Node | undefined;
                  let toAndBy: Node | undefined;
                  const order: string[] = [];
                  $.many(5, () => {
                    $.or(32, [
                      {
                        ALT: () => {
                          c(108, W.To);
                          to = sub(58, $.recipientList);
                          order.push("to");
                        },
                      },
                      {
                        ALT: () => {
                          c(203, W.To);
                          c(204, W.And);
                          c(205, W.Deal);
                          c(206, W.By);
                          toAndBy = sub(96, $.objectPhrase);
                          order.push("toAndBy");
                        },
                      },
                      {
                        ALT: () => {
                          c(109, W.By);
                          by = sub(59, $.objectPhrase);
                          order.push("by");
                        },
                      },
                      {
                        ALT: () => {
                          dur = sub(60, $.duration);
                          order.push("duration");
                        },
                      },
                    ]);
                  });
                  // the canonical order is to, by, duration; keep another one as written
                  const canonical = ["to", "toAndBy", "by", "duration"].filter((k) => order.includes(k));
                  const asWritten = order.join() !== canonical.join() ? order : undefined;
                  return $.node("prevent", start, { which, to, toAndBy, by, duration: dur, order: asWritten });
                },
              },
              {
                ALT: () => {
                  // "… that a source of your choice would deal to you this turn", "… target creature would deal this turn"
                  const that = opt(55, () => c(207, W.That));
                  const source = sub(97, $.objectPhrase);
                  c(208, W.Would);
                  c(209, W.Deal);
                  const to = opt(56, () => (c(210, W.To), sub(98, $.objectPhrase)));
                  const dur = opt(57, () => sub(99, $.duration));
                  return $.node("prevent", start, { which, source, that: that ? true : undefined, to, duration: dur });
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(110, W.Choose);
            // "may choose a new target for that copy" (a spell with a single target)
            const one = opt(229, () => c(230, W.A));
            c(111, T.Word); // new
            c(112, W.Target);
            c(113, W.For);
            const what = sub(61, $.objectPhrase);
            return $.node("chooseNewTargets", start, { what, one: one ? true : undefined });
          },
        },
        {
          ALT: () => {
            // "becomes a 4/4 red Dragon artifact creature with flying until end of turn"
            c(114, W.Become);
            const article = opt(27, () => c(115, W.A));
            const pt = opt(28, () => c(116, T.PTValue));
            const words: Node[] = [];
            $.atLeastOne(1, () => {
              $.or(19, [
                { ALT: () => words.push(sub(63, $.filterWord)) },
                {
                  // "black and green": "and" only between words of the new characteristics, so that
                  // "becomes an artifact creature and gains haste" keeps its second verb
                  ALT: () => {
                    c(117, W.And);
                    words.push({ kind: "conj", value: "and" });
                    words.push(sub(170, $.filterWord));
                  },
                },
              ]);
            });
            // "with flying", "with base power and toughness 4/4", "… 4/4, flying, and haste", "… 1/1 and flying"
            const withKw = opt(29, () => {
              c(118, W.With);
              return $.or(63, [
                {
                  ALT: () => {
                    // "with vigilance and all creature types", "with all creature types" (Mutavault)
                    const list = opt(204, () => {
                      const l = sub(173, $.keywordList);
                      c(235, W.And);
                      return l;
                    });
                    sub(174, $.allCreatureTypes);
                    return { list, allTypes: true };
                  },
                },
                // "with flying", "with "{T}: Add {G}."", "with menace and "Whenever this creature attacks, …""
                { ALT: () => ({ list: sub(64, $.grantedAbilities) }) },
                {
                  ALT: () => {
                    c(252, W.Base);
                    c(252, W.Power);
                    c(252, W.And);
                    c(252, W.Toughness);
                    const base = c(252, T.PTValue).image;
                    const list = opt(106, () => {
                      $.or(64, [{ ALT: () => c(251, W.And) }, { ALT: () => (c(251, T.Comma), opt(107, () => c(250, W.And))) }]);
                      return sub(159, $.keywordList);
                    });
                    return { base, list };
                  },
                },
              ]);
            });
            const still = opt(38, () => {
              c(159, W.ThatIs);
              c(160, W.Still);
              c(161, W.A);
              return sub(86, $.filter);
            });
            const inAddition = opt(58, () => sub(100, $.inAdditionTo));
            const dur = opt(30, () => sub(65, $.duration));
            return $.node("becomes", start, { article: article?.image.toLowerCase(), pt: pt?.image, words, basePT: withKw?.base, with: withKw?.list, allCreatureTypes: withKw?.allTypes, still, inAddition, duration: dur });
          },
        },
        {
          ALT: () => {
            // "has base power and toughness 1/1 until end of turn", "has base power 0" (613.4b)
            c(253, W.Has);
            c(254, W.Base);
            const bp = $.or(62, [
              { ALT: () => (c(255, W.Power), c(255, W.And), c(255, W.Toughness), { stats: ["power", "toughness"], value: c(255, T.PTValue).image }) },
              { ALT: () => ({ stats: [sub(155, $.statName).stat], value: sub(156, $.numberValue) }) },
            ]);
            const duration = opt(104, () => sub(157, $.duration));
            return $.node("basePT", start, { ...bp, duration });
          },
        },
        {
          ALT: () => {
            // "gains all creature types until end of turn", "loses all creature types" (205.3m)
            const v = $.or(121, [{ ALT: () => (c(233, W.Gain), "gain") }, { ALT: () => (c(234, W.Lose), "lose") }]);
            sub(171, $.allCreatureTypes);
            const duration = opt(203, () => sub(172, $.duration));
            return $.node("allCreatureTypes", start, { verb: v, duration });
          },
        },
        {
          ALT: () => {
            // "loses all abilities until end of turn"
            c(254, W.Lose);
            c(253, W.All);
            c(253, W.Ability);
            const duration = opt(105, () => sub(158, $.duration));
            return $.node("loseAllAbilities", start, { duration });
          },
        },
        {
          ALT: () => {
            // "you may have it deal 4 damage to …": the chosen object does the action
            c(119, W.Has);
            const who = sub(66, $.objectPhrase);
            const action = sub(67, $.verbPhrase);
            return $.node("have", start, { who, action });
          },
        },
        {
          ALT: () => {
            c(89, W.Pay);
            return $.node("pay", start, sub(52, $.payment));
          },
        },
      ]);
    });

    // "all creature types" (205.3m: an object with all creature types)
    $.allCreatureTypes = $.RULE("allCreatureTypes", () => {
      c(1, W.All);
      $.or(1, [{ GATE: () => /^creature$/i.test($.LA(1).image), ALT: () => c(2, W.CardType) }]);
      c(3, W.Type);
    });

    // A unit of an amount counted by "for each": "1 life lost this way", "1 damage prevented this way",
    // "1 damage dealt to you this turn" (the amount's words as after "the": "the life lost this way")
    $.amountUnit = $.RULE("amountUnit", () => {
      const start = $.LA(1);
      const unit = sub(1, $.numberValue);
      const what = $.or(1, [{ ALT: () => (c(1, W.Damage), "damage") }, { ALT: () => (c(2, W.Life), "life") }]);
      const how = sub(2, $.participlePhrase);
      return $.node("amountUnit", start, { unit, what, how });
    });

    // What "gains" grants: "flying", "flying and haste", ""{T}: Add {G}."", and a keyword list ending with a
    // quoted ability: "trample and "Whenever this creature …"", "flying, haste, and "…""
    $.grantedAbilities = $.RULE("grantedAbilities", () => {
      const what: Node[] = $.or(1, [{ ALT: () => sub(1, $.keywordList) }, { ALT: () => [sub(2, $.quotedAbility)] }]);
      const more = opt(1, () => {
        $.or(2, [{ ALT: () => c(1, W.And) }, { ALT: () => (c(2, T.Comma), c(3, W.And)) }]);
        return sub(3, $.quotedAbility);
      });
      return $.ACTION(() => (more ? [...what, more] : what));
    });

    // "can't block", "can't attack or block", "can't be blocked", "attacks each combat if able"
    $.restriction = $.RULE("restriction", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Cant);
            let bySpellsOrAbilities: true | undefined;
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
                  // "target creature can't block ~ this turn", "… can't block creatures with flying this turn"
                  const whom = opt(210, () => sub(211, $.objectList));
                  return whom ? { kind: "blockWhom", whom } : "block";
                },
              },
              {
                ALT: () => {
                  c(6, W.Is);
                  c(7, W.Block);
                  // "can't be blocked this turn except by creatures with haste": the duration before the exception
                  const duration = $.option(8, {
                    GATE: () => $.LA(1).tokenType === W.This && $.LA(2).tokenType === W.Turn && $.LA(3).tokenType === W.Except,
                    DEF: () => sub(4, $.duration),
                  });
                  const except = opt(2, () => {
                    c(30, W.Except);
                    c(31, W.By);
                    return sub(3, $.objectPhrase);
                  });
                  return except ? { kind: "beBlockedExceptBy", by: except, duration } : "beBlocked";
                },
              },
              {
                ALT: () => {
                  c(8, W.Is);
                  c(9, W.Counter);
                  // older wording: "can't be countered by spells or abilities", "não pode ser anulada por mágicas nem
                  // (por) habilidades" (only spells and abilities counter: 701.6a)
                  opt(200, () => {
                    $.or(200, [{ ALT: () => c(200, W.By) }, { ALT: () => c(201, W.For) }]);
                    c(202, W.Spell);
                    c(203, W.Or);
                    opt(201, () => $.or(201, [{ ALT: () => c(204, W.By) }, { ALT: () => c(205, W.For) }]));
                    c(206, W.Ability);
                    bySpellsOrAbilities = true;
                  });
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
            return $.node("cant", start, { what, bySpellsOrAbilities });
          },
        },
        {
          ALT: () => {
            c(16, W.Attack);
            c(17, W.Each);
            const w = $.or(3, [{ ALT: () => c(18, W.Combat) }, { ALT: () => c(19, W.Turn) }]);
            c(20, W.If);
            c(21, W.Able);
            return $.node("mustAttack", start, { each: w.image.toLowerCase() });
          },
        },
        {
          ALT: () => {
            c(22, W.Dont);
            c(23, W.Untap);
            c(24, W.During);
            const whose = $.or(4, [
              { ALT: () => ({ kind: "your", t: c(25, W.Your) }) },
              { ALT: () => ({ kind: "player", p: sub(2, $.playerPhrase), t: c(26, T.Possessive) }) },
              { ALT: () => ({ kind: "their", t: c(27, W.Their) }) },
            ]);
            const next = opt(5, () => c(30, W.Next));
            c(28, W.Untap);
            c(29, W.Step);
            return $.node("doesntUntap", start, { whose: stripTok(whose), next: next ? true : undefined });
          },
        },
        {
          ALT: () => {
            // "don't lose this mana as steps and phases end", "don't lose unspent red mana as steps and phases end" (500.4)
            c(32, W.Dont);
            c(33, W.Lose);
            const what = $.or(6, [
              { ALT: () => (c(34, W.This), "this") },
              {
                ALT: () => {
                  c(35, W.Unspent);
                  const color = opt(6, () => c(36, W.ColorWord));
                  return color ? color.image.toLowerCase() : "unspent";
                },
              },
            ]);
            c(37, W.Mana);
            c(38, W.As);
            c(39, W.Step);
            const phases = opt(7, () => {
              const j = $.or(7, [{ ALT: () => c(40, W.And) }, { ALT: () => c(41, W.Or) }]);
              c(42, W.Phase);
              return j.image.toLowerCase();
            });
            c(43, W.End);
            return $.node("keepsMana", start, { mana: what, phases });
          },
        },
      ]);
    });

    // A clause: optional subject, optional "may", a verb phrase.
    $.clause = $.RULE("clause", () => $.or(31, [{ ALT: () => sub(31, $.plainClause) }, { ALT: () => sub(32, $.manaCanBeSpent) }]));

    $.plainClause = $.RULE("plainClause", () => {
      const start = $.LA(1);
      const subject = opt(1, () =>
        $.or(65, [
          {
            // "You and target opponent each draw a card", "You and that player each gain that much life"
            ALT: () => {
              const s = c(63, W.You);
              const you = $.node("you", s);
              c(64, W.And);
              return $.node("both", s, { items: [you, sub(62, $.objectPhrase)] });
            },
          },
          { ALT: () => sub(1, $.objectPhrase) },
          // "Target creature and each other creature that shares a color with it get +1/+1" (extra-actions.ts)
          { ALT: () => sub(171, $.andEachOtherSubject) },
        ]),
      );
      // "Up to two target creatures each get +2/+0"
      // (not "Copy each exiled card …": a verb in the past after "each" is a participle of a noun phrase)
      const each = $.option(9, { GATE: () => !/ed$/i.test($.LA(2).image), DEF: () => c(22, W.Each) });
      // "that creature also gains indestructible", "also create X tokens" (in addition to what the sentence before does)
      const also = opt(10, () => c(23, W.Also));
      const may = opt(2, () => c(1, W.May));
      // "It perpetually gets +1/+1" (digital-only cards: the change follows the card everywhere)
      const perpetually = opt(40, () => c(60, W.Perpetually));
      const first = sub(2, $.verbPhrase);
      // "you may sacrifice an artifact or discard a card", "discard a card or pay {2}": one of two instructions, the
      // player's choice (a choice, not a sequence: exactly one of them is followed)
      const orVp = opt(42, () => {
        c(92, W.Or);
        return sub(67, $.verbPhrase);
      });
      const vp = orVp ? $.node("eitherAction", start, { options: [first, orVp] }) : first;
      // "investigate twice", "copy that spell X times", "proliferate three times" (amounts.ts)
      const times = opt(170, () => sub(170, $.repeatCount));
      // "exile it instead of putting it into its owner's graveyard", "… instead of into that player's graveyard",
      // "… for two basic land cards instead of one" (a self-replacement, 614.15)
      const insteadOf = opt(11, () => {
        const s = $.LA(1);
        c(24, W.Instead);
        c(25, W.Of);
        const of = $.or(5, [
          {
            ALT: () => {
              const g = $.LA(1);
              c(26, W.Putting);
              const what = sub(12, $.objectPhrase);
              const to = sub(13, $.destination);
              return $.node("putting", g, { what, to });
            },
          },
          { ALT: () => sub(14, $.destination) },
          { ALT: () => sub(15, $.numberValue) },
        ]);
        return $.node("insteadOf", s, { of });
      });
      // "for each creature you control", "for each basic land type among lands you control", "for each creature in your party"
      const forEach = opt(4, () => {
        c(4, W.For);
        const each = c(5, W.Each);
        return $.or(66, [
          { ALT: () => sub(6, $.objectPhrase) },
          { ALT: () => sub(63, $.countedKind) },
          // "for each of those creatures"
          { ALT: () => (c(90, W.Of), $.node("partOf", each, { count: "each", of: sub(65, $.objectPhrase) })) },
          // "for each 1 life lost this way", "for each 1 damage prevented this way": a unit of an amount
          { ALT: () => sub(66, $.amountUnit) },
          {
            // "for each of its colors", "for each of that spell's colors" (105.2)
            GATE: () => $.LA(1).tokenType === W.Of && ($.LA(2).tokenType === W.Its || $.LA(2).tokenType === W.That),
            ALT: () => {
              const s = $.LA(1);
              c(237, W.Of);
              const of = $.or(229, [
                {
                  ALT: () => {
                    const t = $.LA(1);
                    c(238, W.Its);
                    return $.node("pronoun", t, { word: "its" });
                  },
                },
                {
                  ALT: () => {
                    const n = sub(229, $.nounRef) as Node;
                    c(239, T.Possessive);
                    return n;
                  },
                },
              ]);
              c(240, W.Color);
              return $.node("colorsOf", s, { of });
            },
          },
          {
            // "for each time you've cast your commander from the command zone this game" (903.8: the commander tax count)
            GATE: () => $.LA(1).tokenType === W.Time && $.LA(2).tokenType === W.YouHave,
            ALT: () => {
              const s = $.LA(1);
              c(228, W.Time);
              c(229, W.YouHave);
              c(230, W.Cast);
              const what = sub(228, $.objectPhrase);
              c(231, W.From);
              c(232, W.The);
              $.or(228, [{ GATE: () => /^command$/i.test($.LA(1).image), ALT: () => c(233, T.Word) }]);
              c(234, W.Zone);
              c(235, W.This);
              c(236, W.Game);
              return $.node("timeCastFromCommandZone", s, { what });
            },
          },
        ]);
      });
      // "… rather than pay this spell's mana cost" (an alternative cost, 118.9)
      const rather = opt(7, () => {
        c(10, W.Rather);
        c(11, W.Than);
        const paying = $.or(3, [{ ALT: () => c(12, W.Pay) }, { ALT: () => c(13, W.Paying) }]);
        const whose = sub(10, $.objectRefSimple);
        c(14, T.Possessive);
        c(15, W.Mana);
        c(16, W.Cost);
        return { kind: "ratherThanManaCost", of: whose, paying: paying.tokenType === W.Paying ? true : undefined };
      });
      // "… as though it had flash"
      const asThough = opt(8, () => {
        c(17, W.As);
        c(18, W.Though);
        const who = $.or(4, [{ ALT: () => c(19, W.It) }, { ALT: () => c(20, W.They) }]);
        c(21, W.Has);
        const what = sub(11, $.keywordList);
        return { kind: "asThoughHad", who: who.image.toLowerCase(), abilities: what };
      });
      // "Sacrifice it at the beginning of the next end step." (a delayed trigger, 603.7)
      const at = opt(6, () => {
        c(7, W.At);
        return sub(8, $.triggerEvent);
      });
      const ifCond = opt(5, () => {
        c(6, W.If);
        return sub(7, $.condition);
      });
      const unless = opt(3, () => {
        c(2, W.Unless);
        return $.or(67, [
          {
            ALT: () => {
              // "unless its controller pays {1}", "unless they discard a card"
              const who = $.or(68, [{ ALT: () => sub(3, $.playerPhrase) }, { ALT: () => (c(91, W.They), { kind: "pronoun", word: "they" }) }]);
              return $.or(2, [
                {
                  ALT: () => {
                    c(3, W.Pay);
                    const cost = $.or(1, [{ ALT: () => sub(4, $.manaCost) }, { ALT: () => sub(5, $.costList) as unknown as Node }]);
                    const forEach = opt(41, () => (c(61, W.For), c(62, W.Each), sub(40, $.objectPhrase)));
                    return forEach ? { kind: "unlessPays", who, cost, forEach } : { kind: "unlessPays", who, cost };
                  },
                },
                { ALT: () => ({ kind: "unlessDoes", who, action: sub(9, $.verbPhrase) }) },
              ]);
            },
          },
          // "unless you control another Pirate", "unless {U} was spent to cast it", "unless you attacked this turn"
          { ALT: () => sub(64, $.condition) },
        ]);
      });
      return $.node("clause", start, { subject, each: each ? true : undefined, also: also ? true : undefined, may: may ? true : undefined, perpetually: perpetually ? true : undefined, action: vp, times, insteadOf, rather, asThough, forEach, at, if: ifCond, unless });
    });

    $.clauseChain = $.RULE("clauseChain", () => {
      const start = $.LA(1);
      const clauses: Node[] = [sub(1, $.clause)];
      const joins: string[] = [];
      // ", where X is …" between two clauses defines X in the clause before it ("Search your library for up to X
      // basic land cards, where X is the number of lands you control, and put them onto the battlefield tapped.")
      const midWhere = (): boolean => {
        if ($.LA(1).tokenType !== T.Comma || $.LA(2).tokenType !== W.Where) return false;
        for (let k = 3; ; k++) {
          const t = $.LA(k).tokenType;
          if (t === T.Comma) return true;
          if (t === T.Period || t === EOF || t === T.Quote || t === T.NewLine) return false;
        }
      };
      $.many(1, {
        GATE: () => $.LA(2).tokenType !== W.Where || midWhere(),
        DEF: () => {
        const where = $.option(1, { GATE: midWhere, DEF: () => sub(3, $.xDefinition) }) as Node | undefined;
        if (where) $.ACTION(() => (clauses[clauses.length - 1]!.where = where));
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
        },
      });
      return clauses.length === 1 ? clauses[0]! : $.node("sequence", start, { clauses, joins });
    });

    // ", where X is the number of creatures you control" / "…, where X is ~'s power"
    $.xDefinition = $.RULE("xDefinition", () => {
      const start = $.LA(1);
      c(1, T.Comma);
      c(2, W.Where);
      c(3, W.VarX);
      c(4, W.Is);
      const terms: Node[] = [sub(1, $.xTerm)];
      const ops: string[] = [];
      $.many(1, () => {
        const op = $.or(1, [{ ALT: () => c(5, W.Plus) }, { ALT: () => c(6, W.Minus) }]);
        ops.push(op.image.toLowerCase());
        terms.push(sub(2, $.xTerm));
      });
      const value = terms.length === 1 ? terms[0] : $.node("sum", start, { terms, ops });
      // "… as you cast this spell" (amounts.ts)
      const as = opt(170, () => sub(170, $.countedAsYou));
      return $.node("xIs", start, { value, as });
    });

    // one term of what X is: "the number of …", "~'s power", "the greatest power among …", "your devotion to green"
    $.xTerm = $.RULE("xTerm", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.numberValue) },
        {
          ALT: () => {
            c(1, W.The);
            c(2, W.Number);
            c(3, W.Of);
            return $.node("countOf", start, { of: sub(2, $.objectPhrase) });
          },
        },
        {
          ALT: () => {
            const whose = $.or(2, [{ ALT: () => ({ kind: "it", t: c(4, W.Its) }) }, { ALT: () => ({ kind: "obj", p: sub(3, $.nounRef), t: c(5, T.Possessive) }) }]);
            const stat = sub(4, $.statName);
            return $.node("statOf", start, { stat: stat.stat, legacy: stat.legacy, of: stripTok(whose) });
          },
        },
        {
          ALT: () => {
            // "your life total", "that player's life total"
            const whose = sub(7, $.possessor);
            c(18, W.Life);
            c(19, W.Total);
            return $.node("lifeTotal", start, { whose });
          },
        },
        {
          ALT: () => {
            // "twice the number of …", "half your life total"
            const w = $.or(4, [{ ALT: () => c(20, W.Twice) }, { ALT: () => c(21, W.Half) }]);
            const of = sub(8, $.xTerm);
            return $.node(w.tokenType === W.Twice ? "twice" : "half", start, { of });
          },
        },
        { ALT: () => sub(5, $.amountTerm) },
        { ALT: () => sub(10, $.devotion) },
        // the other amounts "equal to" reads: "the power of the creature that died", "that player's life total"
        { ALT: () => sub(11, $.amountValue) },
      ]);
    });

    // A whole effect sentence (without its period): "Destroy target creature", "If you do, draw a card",
    // "You may draw a card", "Until end of turn, creatures you control get +1/+1".
    $.effectSentence = $.RULE("effectSentence", () => $.or(9, [{ ALT: () => sub(9, $.stillSentence) }, { ALT: () => sub(10, $.effectSentenceBody) }]));

    // "It's still a land." — after a type-changing effect (205.1b)
    $.stillSentence = $.RULE("stillSentence", () => {
      const start = $.LA(1);
      // "They're still lands." after an effect on several objects
      const article = $.or(1, [
        { ALT: () => (c(1, W.ItIs), c(2, W.Still), c(3, W.A).image.toLowerCase()) },
        { ALT: () => (c(5, W.TheyAre), c(6, W.Still), undefined) },
      ]);
      const what = sub(1, $.filter);
      opt(1, () => c(4, T.Period));
      return $.node("stillIs", start, article ? { article, what } : { they: true, what });
    });

    // A sentence: any number of framing prefixes ("Then if you control a Forest, …", "If you're the monarch,
    // until end of turn, …", "Until end of turn, whenever a creature dies, …"), then its body: clauses, or —
    // after a prefix — a static ability's body ("Until your next turn, creatures can't attack you").
    // Stacked prefixes nest: the outer sentence's body is the sentence of the next prefix.
    $.effectSentenceBody = $.RULE("effectSentenceBody", () => {
      const start = $.LA(1);
      const prefixes: { prefix: Node; start: IToken }[] = [];
      $.many(1, () => {
        const s = $.LA(1);
        prefixes.push({ prefix: sub(1, $.sentencePrefix), start: s });
      });
      // "If this spell was kicked, instead destroy target creature." (a self-replacement, 614.15)
      const insteadFirst = opt(5, () => c(9, W.Instead));
      const body = $.or(2, [
        { ALT: () => sub(3, $.clauseChain) },
        { GATE: () => prefixes.length > 0, ALT: () => sub(6, $.staticBody) },
      ]);
      let trailingIf: Node | undefined;
      const instead = opt(2, () => {
        const t = c(7, W.Instead);
        // "Put three +1/+1 counters on that creature instead if a creature died this turn.": the condition of the
        // self-replacement (614.15) written after it, the same as "If a creature died this turn, … instead."
        $.option(6, {
          GATE: () => prefixes.length === 0,
          DEF: () => {
            const s = $.LA(1);
            c(10, W.If);
            const condition = sub(7, $.condition);
            trailingIf = $.node("if", s, { condition, after: true });
          },
        });
        return t;
      });
      const where = opt(4, () => sub(5, $.xDefinition));
      opt(3, () => c(8, T.Period));
      return $.ACTION(() => {
        if (trailingIf) prefixes.push({ prefix: trailingIf, start });
        // innermost first: each prefix but the first frames a sentence spanning from it to the end of the body
        let inner: Node = body as Node;
        for (let i = prefixes.length - 1; i >= 1; i--) {
          const p = prefixes[i]!;
          inner = { kind: "sentence", prefix: p.prefix, body: inner, span: [p.start.startOffset, (inner.span as Span)[1]] };
        }
        return $.node("sentence", start, {
          prefix: prefixes[0]?.prefix,
          body: inner,
          instead: instead || insteadFirst ? true : undefined,
          insteadFirst: insteadFirst ? true : undefined,
          where,
        });
      });
    });

    // What frames a sentence: "If you do,", "Otherwise,", "Then", "Until end of turn,", "For each creature,",
    // "When you do," (a reflexive or delayed trigger, 603.7, 603.12)
    $.sentencePrefix = $.RULE("sentencePrefix", () =>
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
            c(11, W.For);
            c(12, W.Each);
            // "For each of those creatures,", "For each opponent who does,"
            const p = $.or(2, [
              { ALT: () => (c(14, W.Of), { kind: "forEach", of: sub(12, $.objectPhrase) }) },
              // "For each 1 damage prevented this way,"
              { ALT: () => ({ kind: "forEach", each: sub(13, $.amountUnit) }) },
              {
                ALT: () => {
                  const each = sub(11, $.filter);
                  const who = opt(2, () => {
                    c(15, W.Who);
                    return $.or(3, [{ ALT: () => (c(16, W.Do), "does") }, { ALT: () => (c(17, W.Dont), "doesnt") }, { ALT: () => (c(18, W.Cant), "cant") }]);
                  });
                  return $.ACTION(() => {
                    // "For each opponent who does," refers back to the instruction before it: the noun phrase read
                    // "who does" as what the player did (whoDid); here it is the prefix's own "who"
                    const post = (each as Node).post as Node[] | undefined;
                    const last = post?.[post.length - 1];
                    const ev = last?.kind === "whoDid" && !last.negated ? (last.event as Node) : undefined;
                    if (!who && ev && ev.event === "does" && Object.keys(ev).every((k) => ["kind", "span", "event"].includes(k))) {
                      const rest = post!.slice(0, -1);
                      return { kind: "forEach", each: { ...(each as Node), post: rest.length ? rest : undefined }, who: "does" };
                    }
                    return who ? { kind: "forEach", each, who } : { kind: "forEach", each };
                  });
                },
              },
            ]);
            c(13, T.Comma);
            // the prefix spans "For each …," whole, not only the alternative inside it
            return $.ACTION(() => {
              const { span: _inner, ...prefix } = p as Node;
              return prefix;
            });
          },
        },
        {
          ALT: () => {
            const t = sub(4, $.triggerCondition);
            c(9, T.Comma);
            return { kind: "delayedTrigger", trigger: t };
          },
        },
        { ALT: () => sub(20, $.startingWith) },
        {
          ALT: () => {
            // "During any turn you attacked with a commander, you may play that card.": what the sentence allows
            // holds during each turn in which the condition is true
            c(30, W.During);
            c(31, W.Any);
            c(32, W.Turn);
            const condition = sub(30, $.condition);
            c(33, T.Comma);
            return { kind: "duringAnyTurn", condition };
          },
        },
      ]),
    );

}
