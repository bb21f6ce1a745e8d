/**
 * The rules a modal ability states about its own modes (700.2), written between "Choose one." and the
 * bullets: "You may choose the same mode more than once." (700.2d), "Each mode must target a different
 * player.", "If this spell was kicked, choose any number instead.", "If you control a commander as you
 * cast this spell, you may choose both." The driver (parse.ts) reads these sentences with `modeRule`.
 * Also what a player chooses to pay, once or repeatedly (`payment`).
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { Node } from "../dsl.ts";
import { kit, num, type Grammar } from "./kit.ts";

export function defineModesRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  $.modeRule = $.RULE("modeRule", () => {
    const start = $.LA(1);
    const rule = $.or(1, [
      {
        ALT: () => {
          // "You may choose the same mode more than once." (700.2d)
          c(1, W.You);
          c(2, W.May);
          c(3, W.Choose);
          c(4, W.The);
          c(5, W.Same);
          c(6, W.Mode);
          c(7, W.More);
          c(8, W.Than);
          c(9, W.Once);
          return $.node("sameModeMoreThanOnce", start);
        },
      },
      {
        ALT: () => {
          // "Each mode must target a different player."
          c(10, W.Each);
          c(11, W.Mode);
          c(12, W.Must);
          c(13, W.Target);
          c(14, W.A);
          c(15, W.Different);
          c(16, W.Player);
          return $.node("eachModeDifferentPlayer", start);
        },
      },
      {
        ALT: () => {
          // "If this spell was kicked, choose any number instead.", "If …, you may choose both."
          c(17, W.If);
          const condition = sub(1, $.condition);
          c(18, T.Comma);
          const may = opt(1, () => (c(19, W.You), c(20, W.May), true));
          c(21, W.Choose);
          const choose = sub(2, $.modeCount);
          const instead = opt(2, () => (c(22, W.Instead), true));
          return $.node("modeCountIf", start, {
            condition,
            may,
            choose,
            instead,
          });
        },
      },
    ]);
    opt(3, () => c(23, T.Period));
    return rule;
  });

  // "one", "two", "both", "any number", "one or more", "one or both", "up to one"
  $.modeCount = $.RULE("modeCount", () => {
    const start = $.LA(1);
    return $.or(2, [
      {
        ALT: () => (
          c(1, W.Both),
          $.node("choose", start, { min: 2, max: 2, both: true })
        ),
      },
      {
        ALT: () => (
          c(2, W.Any),
          c(3, W.Number),
          $.node("choose", start, { min: 0, max: "any" })
        ),
      },
      {
        ALT: () => {
          c(4, W.Up);
          c(5, W.To);
          const n = num(c(6, W.NumberWord));
          return $.node("choose", start, { min: 0, max: n, upTo: true });
        },
      },
      {
        // "up to X, where X is the number of Lesson cards in your graveyard"
        ALT: () => {
          c(210, W.Up);
          c(211, W.To);
          c(212, W.VarX);
          const where = sub(210, $.xDefinition);
          return $.node("choose", start, { min: 0, max: "X", upTo: true, where });
        },
      },
      {
        ALT: () => {
          const n = num(c(7, W.NumberWord));
          const more = opt(4, () => {
            c(8, W.Or);
            return $.or(3, [
              { ALT: () => (c(9, W.More), "any") },
              { ALT: () => (c(10, W.Both), 2) },
            ]);
          });
          // "one at random" (700.2: the mode is chosen at random)
          const atRandom = opt(210, () => (c(213, W.At), c(214, W.Random), true));
          // "one that hasn't been chosen this turn", "one that wasn't chosen during your last combat"
          const unchosen = opt(211, () => {
            c(215, W.That);
            return $.or(210, [
              {
                ALT: () => {
                  c(216, W.Havent);
                  c(217, W.Is);
                  c(218, W.Chosen);
                  return opt(212, () => (c(219, W.This), c(220, W.Turn), "thisTurn")) ?? true;
                },
              },
              { ALT: () => (c(221, W.Isnt), c(222, W.Chosen), c(223, W.During), c(224, W.Your), c(225, W.Last), c(226, W.Combat), "yourLastCombat") },
            ]);
          });
          return $.node("choose", start, {
            min: n,
            max: more ?? n,
            atRandom,
            unchosen: unchosen === undefined ? undefined : true,
            unchosenWhen: typeof unchosen === "string" ? unchosen : undefined,
          });
        },
      },
    ]);
  });

  // what "pay" pays in an effect: "{2}{R}", "{G}, {W}, or {U}", "X life", "life equal to its power", "any amount of {E}",
  // "eight {E}", "one or more {E}", "an amount of {E} equal to …", "{1} and 1 life"; "… any number of times", "… up to three times"
  $.payment = $.RULE("payment", () => {
    const cost = $.or(15, [
      // "{2}{R}", "{G}, {W}, or {U}" (one of them)
      { ALT: () => sub(1, $.manaOptions) },
      {
        ALT: () => {
          const s = $.LA(1);
          const n = sub(4, $.numberValue);
          c(4, W.Life);
          return $.node("life", s, { amount: n });
        },
      },
      {
        ALT: () => {
          // "life equal to its power"
          const s = $.LA(1);
          c(5, W.Life);
          return $.node("life", s, { equalTo: sub(5, $.countWord) });
        },
      },
      {
        ALT: () => {
          // "any amount of life", "any amount of {E}", "any amount of mana"
          const s = $.LA(1);
          c(6, W.Any);
          c(7, W.Amount);
          c(8, W.Of);
          const of = $.or(121, [
            { ALT: () => (c(9, W.Life), "life") },
            { ALT: () => (c(10, T.EnergySymbol), "energy") },
            { ALT: () => (c(11, W.Mana), "mana") },
          ]);
          return $.node("anyAmount", s, { of });
        },
      },
      {
        ALT: () => {
          // "eight {E}", "X {E}", "one or more {E}", "an amount of {E} equal to that creature's power"
          const s = $.LA(1);
          const amount = $.or(122, [
            {
              ALT: () => {
                const n = sub(6, $.numberValue);
                const more = opt(3, () => (c(12, W.Or), c(13, W.More), true));
                return more ? $.node("orMore", s, { count: n }) : n;
              },
            },
            {
              ALT: () => (c(14, W.A), c(15, W.Amount), c(16, W.Of), undefined),
            },
          ]);
          c(17, T.EnergySymbol);
          const equalTo =
            amount === undefined ? sub(7, $.countWord) : undefined;
          return $.node("energy", s, { amount, equalTo });
        },
      },
      {
        ALT: () => {
          const s = $.LA(1);
          let n = 0;
          $.atLeastOne(3, () => {
            c(18, T.EnergySymbol);
            n++;
          });
          return $.node("energy", s, { amount: n });
        },
      },
    ]);
    // "{1} and 1 life"
    const and = opt(4, () => {
      c(19, W.And);
      const s = $.LA(1);
      const n = sub(8, $.numberValue);
      c(20, W.Life);
      return $.node("life", s, { amount: n });
    });
    // "any number of times", "up to three times"
    const times = opt(5, () =>
      $.or(123, [
        {
          ALT: () => (
            c(21, W.Any),
            c(22, W.Number),
            c(23, W.Of),
            c(24, W.Times),
            { kind: "anyNumber" }
          ),
        },
        {
          ALT: () => {
            c(25, W.Up);
            c(26, W.To);
            const amount = sub(9, $.numberValue);
            c(27, W.Times);
            return { kind: "upTo", amount };
          },
        },
      ]),
    );
    return { cost, and, times };
  });

  // "Starting with you,", "Starting with the next opponent in turn order," (101.4: choices and votes in turn order)
  $.startingWith = $.RULE("startingWith", () => {
    const start = $.LA(1);
    c(1, W.Starting);
    c(2, W.With);
    const who = $.or(1, [
      { ALT: () => (c(3, W.You), "you") },
      {
        ALT: () => (
          c(4, W.The),
          c(5, W.Next),
          c(6, W.Opponent),
          c(7, W.In),
          c(8, W.Turn),
          c(9, W.Order),
          "nextOpponent"
        ),
      },
    ]);
    c(10, T.Comma);
    return $.node("startingWith", start, { who });
  });

  // "vote for carnage or homage", "votes for blue, black, red, or green", "votes for a nonland permanent you don't control" (701.32)
  $.voteFor = $.RULE("voteFor", () => {
    const start = $.LA(1);
    c(1, W.Vote);
    c(2, W.For);
    return $.or(2, [
      {
        GATE: () => $.LA(1).tokenType !== W.A && $.LA(1).tokenType !== W.Target,
        ALT: () => {
          const o = sub(1, $.namedOptions);
          return $.ACTION(() =>
            $.node("vote", start, { options: o.options, joins: o.joins }),
          );
        },
      },
      { ALT: () => $.node("vote", start, { for: sub(2, $.objectPhrase) }) },
    ]);
  });

  // named options of a vote or a choice: "time or money", "Redhorn Pass or Mines of Moria", "blue, black, red, or green"
  $.namedOptions = $.RULE("namedOptions", () => {
    const options: string[] = [];
    const joins: string[] = [];
    // the helper runs twice in the rule: each use has its own DSL indices
    const option = (k: number): void => {
      const words: string[] = [];
      $.atLeastOne(k, {
        GATE: () => ![W.Or, T.Comma, T.Period].includes($.LA(1).tokenType),
        DEF: () => {
          words.push(c(k, T.AnyWord).image);
        },
      });
      options.push(words.join(" "));
    };
    option(1);
    $.many(1, () => {
      joins.push(
        $.or(1, [
          { ALT: () => (c(2, W.Or), "or") },
          {
            ALT: () => (c(3, T.Comma), opt(1, () => c(4, W.Or)) ? ", or" : ","),
          },
        ]),
      );
      option(5);
    });
    return $.ACTION(() => ({
      options,
      joins: joins.every((j) => j === "or") ? undefined : joins,
    }));
  });

  // mana, or a choice among mana: "{2}{R}", "{W} or {U}", "{G}, {W}, or {U}"
  $.manaOptions = $.RULE("manaOptions", () => {
    const s = $.LA(1);
    const options: Node[] = [sub(1, $.manaCost)];
    $.many(1, () => {
      c(1, T.Comma);
      options.push(sub(2, $.manaCost));
    });
    const or = opt(1, () => {
      opt(2, () => c(2, T.Comma));
      c(3, W.Or);
      options.push(sub(3, $.manaCost));
      return true;
    });
    return or || options.length > 1
      ? $.node("manaChoice", s, { options })
      : options[0];
  });
}
