/**
 * Trigger conditions and events, trigger limits, activation instructions.
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Span } from "../../ast/base.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, stripTok, val, type Grammar } from "./kit.ts";

export function defineTriggersRules($: Grammar): void {
  const { c, opt, sub } = kit($);
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
            return $.node("beginningOf", start, { whose: stripTok(whose), step, onYourTurn });
          },
        },
        {
          ALT: () => {
            c(13, W.End);
            c(14, W.Of);
            c(15, W.Combat);
            return $.node("endOfCombat", start);
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
                  const whose = $.or(6, [{ ALT: () => ({ kind: "a", t: c(62, W.A) }) }, { ALT: () => ({ kind: "your", t: c(63, W.Your) }) }, { ALT: () => ({ kind: "its owner", t: c(64, W.Its), o: c(65, W.Owner), s: c(66, T.Possessive) }) }]);
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
            return $.node("event", start, { subject: who, ...ev });
          },
        },
      ]);
    });

    // "When ~ enters the battlefield", "At the beginning of your upkeep", "Whenever a creature dies"
    $.triggerCondition = $.RULE("triggerCondition", () => {
      const start = $.LA(1);
      const word = $.or(1, [{ ALT: () => c(1, W.When) }, { ALT: () => c(2, W.Whenever) }, { ALT: () => c(3, W.At) }]);
      const event = sub(1, $.triggerEvent);
      return $.node("trigger", start, { word: word.tokenType.name.toLowerCase(), event });
    });

    // "This ability triggers only once each turn." (603.2h)
    $.triggerLimit = $.RULE("triggerLimit", () => {
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
      return $.node("triggerLimit", start, { timesEachTurn: n });
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
      return $.node("activationRestriction", start, { restriction: what, legacy });
    });

}
