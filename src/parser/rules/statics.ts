/**
 * Static abilities and replacement effects.
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Span } from "../../ast/base.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, stripTok, val, type Grammar } from "./kit.ts";

export function defineStaticsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
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
                  return $.ACTION(() => $.node("pump", start, { affected: who, pt: pt.image.replace(/[−–]/g, "-"), forEach, has }));
                },
              },
              {
                ALT: () => {
                  c(5, W.Has);
                  const what = $.or(4, [{ ALT: () => sub(5, $.keywordList) }, { ALT: () => [sub(6, $.quotedAbility)] }]);
                  return $.node("grant", start, { affected: who, abilities: what });
                },
              },
              {
                ALT: () => {
                  const r = sub(8, $.restriction);
                  return $.node("restrict", start, { affected: who, restriction: r });
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
                  return $.node("entersReplacement", start, { affected: who, legacy, how });
                },
              },
              {
                ALT: () => {
                  // "Cards in graveyards lose all abilities"
                  c(15, W.Lose);
                  c(16, W.All);
                  c(17, W.Ability);
                  return $.node("loseAllAbilities", start, { affected: who });
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
                  return $.node("costChange", start, { affected: who, amount: m, direction: dir.tokenType === W.More ? "more" : "less", forEach, if: cond });
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
                  return $.node("definePT", start, { affected: who, stats, value });
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
            return $.node("additionalCost", start, { spell: what, cost });
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
            return $.node("costMinimum", start, { below: n, minimum: n2 });
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
            return $.node("replacement", start, { event: { kind: "clause", subject, action: event }, replacement });
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
            return $.node("prevention", start, { combat: combat ? true : undefined, direction: dir.image.toLowerCase(), what });
          },
        },
        {
          ALT: () => {
            c(52, W.Skip);
            const whose = $.or(29, [{ ALT: () => ({ kind: "your", t: c(53, W.Your) }) }, { ALT: () => ({ kind: "each", t: c(54, W.Each) }) }]);
            const what = sub(21, $.phaseStep);
            return $.node("skip", start, { whose: stripTok(whose), what });
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
            return $.node("asEnters", start, { affected: who, legacy, choose: what });
          },
        },
      ]);
    });

    // the replacing part of "If … would …, [it deals double that damage to that permanent or player] instead"
    $.replacementBody = $.RULE("replacementBody", () => {
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
                  return $.node("doubleDamage", start, { source: who, to });
                },
              },
              {
                ALT: () => {
                  c(6, W.Gain);
                  c(7, W.No);
                  c(8, W.Life);
                  return $.node("gainNoLife", start, { who });
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
            return $.node("step", start, { step: "upkeep" });
          },
        },
        {
          ALT: () => {
            c(2, W.Draw);
            c(3, W.Step);
            return $.node("step", start, { step: "draw" });
          },
        },
        {
          ALT: () => {
            c(4, W.End);
            c(5, W.Step);
            return $.node("step", start, { step: "end" });
          },
        },
        {
          ALT: () => {
            c(6, W.Untap);
            c(7, W.Step);
            return $.node("step", start, { step: "untap" });
          },
        },
        {
          ALT: () => {
            c(8, W.Combat);
            const phase = opt(1, () => c(9, W.Phase));
            return $.node("step", start, { step: "combat", phase: phase ? true : undefined });
          },
        },
        {
          ALT: () => {
            const m = c(10, W.Main);
            c(11, W.Phase);
            return $.node("step", start, { step: m.image.toLowerCase() === "main" ? "main" : m.image.toLowerCase() === "precombat" ? "main1" : "main2" });
          },
        },
        {
          ALT: () => {
            c(12, W.Turn);
            return $.node("step", start, { step: "turn" });
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
      return $.node("static", start, { asLongAs: cond, body, where });
    });

}
