/**
 * Static abilities and replacement effects.
 */
import * as T from "../../lexer/tokens.ts";
import { W, wordName } from "../../lexer/words.ts";
import type { IToken } from "chevrotain";
import type { Node } from "../dsl.ts";
import { kit, num, stripTok, val, type Grammar } from "./kit.ts";

/** A keyword token's keyword ("equip", "cycling"). */
function keywordValue(k: IToken): string {
  return String((k as IToken & { payload?: { value?: unknown } }).payload?.value ?? k.image).toLowerCase();
}

export function defineStaticsRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  /** A predicate node (built without a subject) given its subject: the node keeps its shape, `affected` first. */
  const withAffected = (p: Node, who: unknown, start: IToken): Node => {
    const { kind, span: _span, ...rest } = p;
    return $.node(kind, start, { affected: who, ...rest });
  };

  // ------------------------------------------------------------------
  // Static abilities and replacement effects
  // ------------------------------------------------------------------
  $.staticBody = $.RULE("staticBody", () => {
    const start = $.LA(1);
    return $.or(1, [
      { ALT: () => sub(240, $.keywordCostIs) },
      { ALT: () => sub(241, $.sameIsTrue) },
      { ALT: () => sub(1, $.thisEffect) },
      { ALT: () => sub(1, $.excessDamageRedirect) },
      {
        ALT: () => {
          // "~ gets +2/+2 and creatures you control have vigilance": subject clauses joined by "and"
          const first = sub(1, $.subjectClause);
          const parts: Node[] = [first];
          const joins: string[] = [];
          $.many(1, () => {
            joins.push(sub(2, $.staticJoin));
            parts.push(sub(3, $.subjectClause));
          });
          return $.ACTION(() => (parts.length === 1 ? first : $.node("compound", start, { parts, joins })));
        },
      },
      {
        ALT: () => {
          // "After this main phase, there is an additional combat phase followed by an additional main phase." (500.8)
          c(179, W.After);
          c(180, W.This);
          const which = opt(55, () => $.or(50, [{ ALT: () => (c(181, W.Main), "main") }, { ALT: () => (c(182, W.Combat), "combat") }]));
          c(183, W.Phase);
          c(184, T.Comma);
          const extra = sub(55, $.additionalPhases);
          return $.ACTION(() => $.node("additionalPhase", start, { after: which ?? "this", first: true, combat: true, afterThis: extra.afterThis, main: extra.main }));
        },
      },
      // "there is an additional combat phase after this phase"
      {
        ALT: () => {
          const extra = sub(58, $.additionalPhases);
          return $.ACTION(() => $.node("additionalPhase", start, { after: extra.afterThis ? "this" : undefined, combat: true, main: extra.main }));
        },
      },
      {
        ALT: () => {
          // "X can't be 0.", "X can't be greater than the number of snow lands you control." (107.3, 601.2b)
          c(164, W.VarX);
          c(165, W.Cant);
          c(166, W.Is);
          const greater = opt(51, () => (c(167, W.Greater), c(168, W.Than), true));
          const value = sub(53, $.xTerm);
          return $.node("xCantBe", start, { greaterThan: greater, value });
        },
      },
      {
        ALT: () => {
          // "No more than one creature can attack each combat.", "No more than two creatures can attack you each combat." (506.5, 509.1c)
          c(1, W.No);
          c(2, W.More);
          c(3, W.Than);
          const count = sub(203, $.numberValue);
          c(4, W.CardType);
          c(5, W.Can);
          const verb = $.or(203, [{ ALT: () => (c(6, W.Attack), "attack") }, { ALT: () => (c(7, W.Block), "block") }]);
          const you = opt(203, () => (c(8, W.You), true));
          c(9, W.Each);
          c(10, W.Combat);
          return $.node("combatLimit", start, { count, verb, you });
        },
      },
      {
        ALT: () => {
          // "Do this only once each turn." (after an optional action of a triggered ability)
          c(169, W.Do);
          c(170, W.This);
          c(171, W.Only);
          c(172, W.Once);
          c(173, W.Each);
          c(174, W.Turn);
          return $.node("doOnlyOnce", start, { each: "turn" });
        },
      },
      {
        ALT: () => {
          // "Cast this spell only during combat.", "… only during the declare attackers step and only if you've been attacked this step." (601.3)
          c(160, W.Cast);
          const spell = sub(50, $.objectPhrase);
          c(161, W.Only);
          const restriction = sub(51, $.activationLimit);
          const and: unknown[] = [];
          $.many(50, () => {
            c(162, W.And);
            c(163, W.Only);
            and.push(sub(52, $.activationLimit));
          });
          return $.node("castRestriction", start, { spell, restriction, and: and.length ? and : undefined });
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
          // "…, you may collect evidence 6" (an optional additional cost); "…, sacrifice a creature or pay {3}" (a choice of costs)
          const optional = opt(52, () => (c(175, W.You), c(176, W.May), true));
          const cost = sub(25, $.costList);
          const or = opt(53, () => {
            opt(54, () => c(177, T.Comma));
            c(178, W.Or);
            return sub(54, $.costPart);
          });
          return $.ACTION(() =>
            or ? $.node("additionalCost", start, { spell: what, optional, cost: [...cost, or], or: true }) : $.node("additionalCost", start, { spell: what, optional, cost }),
          );
        },
      },
      {
        ALT: () => {
          // "Untap all creatures you control during each other player's untap step." (502.3: an untap step untaps more)
          c(220, W.Untap);
          const what = sub(212, $.objectPhrase);
          c(221, W.During);
          const who = sub(213, $.playerPhrase);
          c(222, T.Possessive);
          c(223, W.Untap);
          c(224, W.Step);
          return $.node("untapDuring", start, { what, whose: who });
        },
      },
      {
        ALT: () => {
          // "Spend only mana produced by basic lands to cast this spell.", "Spend only black and/or red mana on X.",
          // "Spend only mana of the chosen color to activate this ability." (a restriction on paying a cost, 601.2g-h)
          c(225, W.Spend);
          c(226, W.Only);
          const colors: string[] = [];
          $.many(210, () => {
            $.or(212, [
              { ALT: () => colors.push(c(227, W.ColorWord).image.toLowerCase()) },
              { ALT: () => colors.push(c(228, T.Word).image.toLowerCase()) },
              { ALT: () => (c(229, W.And), c(230, T.Slash), c(231, W.Or), colors.push("and/or")) },
            ]);
          });
          c(232, W.Mana);
          const source = opt(212, () =>
            $.or(213, [
              { ALT: () => (c(233, W.Produce), c(234, W.By), { producedBy: sub(214, $.objectPhrase) }) },
              { ALT: () => (c(235, W.Of), c(236, W.The), c(237, W.Chosen), c(238, W.Color), { ofChosenColor: true }) },
            ]),
          );
          const on = $.or(214, [
            { ALT: () => (c(239, W.On), c(240, W.VarX), { onX: true }) },
            {
              ALT: () => {
                c(241, W.To);
                const verb = $.or(215, [{ ALT: () => c(242, W.Cast) }, { ALT: () => c(243, W.Activate) }]).image.toLowerCase();
                const what = sub(215, $.objectPhrase);
                const thisWay = opt(213, () => (c(244, W.This), c(245, W.Way), true));
                return { verb, what, thisWay };
              },
            },
          ]);
          return $.ACTION(() => $.node("spendOnlyMana", start, { colors: colors.length ? colors.join(" ").replace(" and/or ", " and/or ") : undefined, ...(source ?? {}), ...on }));
        },
      },
      {
        // "A deck can have any number of cards named ~.", "A deck can have up to seven cards named ~." (100.2a: deck construction)
        GATE: () => $.LA(2).image.toLowerCase() === "deck",
        ALT: () => {
          c(208, W.A);
          c(209, T.Word);
          c(210, W.Can);
          c(211, W.Has);
          const count = $.or(210, [
            { ALT: () => (c(212, W.Any), c(213, W.Number), c(214, W.Of), "any") },
            { ALT: () => (c(215, W.Up), c(216, W.To), sub(210, $.numberValue)) },
          ]);
          c(217, W.Card);
          c(218, W.Name);
          const name = sub(211, $.objectPhrase);
          return $.node("deckMayHave", start, { count, name });
        },
      },
      // "Damage that would reduce your life total to less than 1 reduces it to 1 instead." (614.1)
      { ALT: () => sub(249, $.lifeFloor) },
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
          // "If a source would deal damage to …, it deals double that damage … instead",
          // "If ~ would die, exile it instead", "If a source would deal damage to you, prevent 1 of that damage" (614.1a, 615)
          const next = sub(56, $.replacementHead);
          const subject = $.or(201, [
            { ALT: () => sub(17, $.objectPhrase) },
            {
              // "If one or more +1/+1 counters would be put on a creature you control" (614.1)
              ALT: () => {
                const s0 = $.LA(1);
                const amount = $.or(202, [
                  { ALT: () => (sub(201, $.numberValue), c(204, W.Or), c(205, W.More), "oneOrMore") },
                  { ALT: () => (c(206, W.A), "a") },
                ]);
                const counter = opt(202, () => sub(202, $.counterKind));
                c(207, W.Counter);
                return $.node("countersSubject", s0, { amount, counter });
              },
            },
          ]);
          c(39, W.Would);
          const event = sub(18, $.wouldEvent);
          // "If that creature would die this turn, …", "If you would draw a card while you have no cards in hand, …"
          const thisTurn = opt(100, () => (c(230, W.This), c(231, W.Turn), true));
          const whileCond = opt(101, () => {
            c(232, W.While);
            return sub(100, $.condition);
          });
          c(40, T.Comma);
          // "…, instead exile it and …"
          const first = opt(102, () => c(233, W.Instead));
          const replacement = sub(19, $.replacementBody);
          const instead = opt(5, () => c(41, W.Instead));
          // "exile it instead of putting it anywhere else" (614.1a: the event is replaced as a whole)
          const elsewhere = $.option(77, { GATE: () => instead !== undefined, DEF: () => sub(105, $.insteadOfElsewhere) });
          return $.node("replacement", start, {
            event: { kind: "clause", subject, action: event, thisTurn, while: whileCond },
            replacement,
            instead: instead || first ? undefined : false,
            insteadAt: first ? "start" : undefined,
            elsewhere,
            nextTime: next,
          });
        },
      },
      {
        ALT: () => {
          // "If damage would be dealt to ~, prevent that damage", "If combat damage would be dealt to you, …" (615)
          const next = sub(57, $.replacementHead);
          const combat = opt(6, () => c(69, W.Combat));
          c(70, W.Damage);
          c(71, W.Would);
          c(72, W.Is);
          c(73, W.Deal);
          c(74, W.To);
          const to = sub(26, $.objectPhrase);
          // "… to that creature this turn", "… to ~ while it has a +1/+1 counter on it"
          const thisTurn = opt(103, () => (c(234, W.This), c(235, W.Turn), true));
          const whileCond = opt(104, () => {
            c(236, W.While);
            return sub(101, $.condition);
          });
          c(75, T.Comma);
          // Spanish and Portuguese write "instead" first: "…, em vez disso, coloque aquela quantidade de marcadores …"
          const first = opt(180, () => sub(180, $.leadingInstead));
          const replacement = sub(27, $.replacementBody);
          const instead = opt(7, () => c(76, W.Instead));
          return $.node("damageReplacement", start, {
            combat: combat ? true : undefined,
            to,
            thisTurn,
            while: whileCond,
            replacement,
            instead: instead || first ? true : undefined,
            insteadAt: first ? "start" : undefined,
            nextTime: next,
          });
        },
      },
      {
        ALT: () => {
          // "If a creature dying causes a triggered ability of a permanent you control to trigger,
          // that ability triggers an additional time." "If a triggered ability of a permanent you control triggers, …" (603.2d)
          c(237, W.If);
          const cause = $.or(100, [
            {
              ALT: () => {
                const who = sub(102, $.objectPhrase);
                const event = sub(103, $.gerundEvent);
                c(238, W.Cause);
                const ability = sub(104, $.abilityOf);
                c(239, W.To);
                c(240, W.Trigger);
                return { kind: "causesTrigger", who, event, ability };
              },
            },
            {
              ALT: () => {
                const ability = sub(105, $.abilityOf);
                c(241, W.Trigger);
                return { kind: "abilityTriggers", ability };
              },
            },
          ]);
          c(242, T.Comma);
          const pronoun = $.or(101, [{ ALT: () => (c(243, W.That), c(244, W.Ability), "that ability") }, { ALT: () => (c(245, W.It), "it") }]);
          c(246, W.Trigger);
          c(247, W.A);
          c(248, W.Additional);
          c(249, W.Time);
          return $.node("triggersAdditional", start, { cause, pronoun });
        },
      },
      {
        ALT: () => {
          // "Prevent all combat damage that would be dealt to and dealt by ~"
          c(42, W.Prevent);
          c(43, W.All);
          // "Prevent all noncombat damage that would be dealt to other creatures you control."
          const which = opt(3, () => $.or(200, [{ ALT: () => (c(44, W.Combat), "combat") }, { ALT: () => (c(200, W.Noncombat), "noncombat") }]));
          c(45, W.Damage);
          c(46, W.That);
          c(47, W.Would);
          c(48, W.Is);
          c(49, W.Deal);
          const direction = $.or(28, [
            {
              ALT: () => {
                c(50, W.To);
                // "dealt to and dealt by ~"
                const both = opt(200, () => (c(201, W.And), c(202, W.Deal), c(203, W.By), true));
                return both ? "toAndBy" : "to";
              },
            },
            { ALT: () => (c(51, W.By), "by") },
          ]);
          const what = sub(20, $.objectPhrase);
          return $.node("prevention", start, { combat: which === "combat" ? true : undefined, noncombat: which === "noncombat" ? true : undefined, direction, what });
        },
      },
      {
        // "(If it's neither day nor night,) it becomes day as ~ enters the battlefield" (702.145d, 726.2)
        GATE: () => /^(day|night)$/i.test($.LA(3).image),
        ALT: () => {
          c(252, W.It);
          c(253, W.Become);
          const becomes = c(254, T.Word).image.toLowerCase();
          c(255, W.As);
          const who = sub(243, $.objectPhrase);
          c(185, W.Enter);
          const legacy = opt(105, () => (c(186, W.The), c(187, W.Battlefield), true));
          return $.node("dayNightAsEnters", start, { becomes, affected: who, legacy });
        },
      },
      {
        // An alternative cost (118.9, 601.2b): "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast",
        // "You may pay {0} rather than pay the equip cost of …", "… rather than pay cycling costs", "… rather than pay ~'s crew cost"
        ALT: () => {
          c(188, W.You);
          c(189, W.May);
          const cost = sub(244, $.costList);
          c(190, W.Rather);
          c(191, W.Than);
          c(192, W.Pay);
          const s0 = $.LA(1);
          const instead = $.or(106, [
            {
              ALT: () => {
                c(193, W.The);
                const kw = $.or(107, [{ ALT: () => (c(194, W.Mana), undefined) }, { ALT: () => c(195, T.Keyword) }]);
                c(196, W.Cost);
                const prep = $.or(108, [{ ALT: () => (c(197, W.For), "for") }, { ALT: () => (c(198, W.Of), "of") }]);
                const what = sub(245, $.staticSubject);
                return $.node("costOf", s0, { keyword: kw ? keywordValue(kw) : undefined, prep, what });
              },
            },
            {
              ALT: () => {
                const of = opt(106, () => {
                  const o = sub(246, $.objectRefSimple);
                  c(199, T.Possessive);
                  return o;
                });
                const kw = c(200, T.Keyword);
                const costWord = c(201, W.Cost);
                return $.node("costOf", s0, { keyword: keywordValue(kw), of, plural: /s$/i.test(costWord.image) ? true : undefined });
              },
            },
          ]);
          return $.node("altCost", start, { cost, instead });
        },
      },
      // "All damage that would be dealt to you is dealt to ~ instead", "The next 1 damage that would be dealt to ~ this turn is dealt to target creature instead" (614.9)
      { ALT: () => sub(242, $.damageRedirect) },
      {
        ALT: () => {
          // "Players skip their untap steps", "Each player skips their untap step" (Stasis, 614.10)
          const affected = sub(90, $.objectPhrase);
          c(68, W.Skip);
          c(69, W.Their);
          const what = sub(91, $.phaseStep);
          return $.node("skip", start, { affected, whose: "their", what });
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
          // "As ~ enters the battlefield, choose a color", "As ~ enters, you may pay 2 life" (614.12)
          c(55, W.As);
          const who = sub(22, $.objectPhrase);
          const { legacy, faceUp, into } = (sub(247, $.asEntersEvent) ?? {}) as { legacy?: true; faceUp?: "or" | "only"; into?: Node };
          c(59, T.Comma);
          return $.or(30, [
            {
              ALT: () => {
                c(60, W.Choose);
                const what = $.or(31, [
                  {
                    // "choose Khans or Dragons", "choose odd or even": named options, the sentence's last words (614.12)
                    GATE: () =>
                      $.LA(2).tokenType === W.Or &&
                      ($.LA(4).tokenType === T.Period || $.LA(4).tokenType.name === "EOF") &&
                      // "choose black or red" is a choice of colors, "choose creature or land" one of card types
                      ![$.LA(1), $.LA(3)].some((t) => /^(ColorWord|ColorAdjective|CardType)$/.test(t.tokenType.name)),
                    ALT: () => {
                      const s = $.LA(1);
                      const first = c(250, T.AnyWord);
                      c(251, W.Or);
                      const second = c(252, T.AnyWord);
                      return $.node("namedChoice", s, { options: [first.image, second.image] });
                    },
                  },
                  { ALT: () => sub(23, $.objectPhrase) },
                  {
                    ALT: () => {
                      // "a number", "a card name"
                      const s = $.LA(1);
                      const a = c(77, W.A);
                      const words: Node[] = [];
                      const w = $.or(32, [
                        { ALT: () => c(78, W.Number) },
                        {
                          ALT: () => {
                            $.many(2, () => {
                              words.push(sub(36, $.filterWord));
                            });
                            c(79, W.Card);
                            return c(80, W.Name);
                          },
                        },
                      ]);
                      return $.node("choice", s, { article: a.image.toLowerCase(), what: w.tokenType === W.Number ? "number" : "cardName", words: words.length ? words : undefined });
                    },
                  },
                ]);
                // "choose a color and a creature type", "choose a color and an opponent" (two choices, one replacement)
                const second = opt(78, () => (c(253, W.And), sub(248, $.objectPhrase)));
                const choose = second ? $.node("both", start, { items: [what, second] }) : what;
                return $.node("asEnters", start, { affected: who, legacy, faceUp, transformsInto: into, choose });
              },
            },
            {
              ALT: () => {
                const effect = sub(28, $.clauseChain);
                return $.node("asEnters", start, { affected: who, legacy, faceUp, transformsInto: into, effect });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          // "You may have ~ enter the battlefield as a copy of any creature on the battlefield" (706.2, 614.1c)
          c(81, W.You);
          c(82, W.May);
          c(83, W.Has);
          const who = sub(29, $.objectPhrase);
          c(84, W.Enter);
          const legacy = opt(8, () => {
            c(85, W.The);
            c(86, W.Battlefield);
            return true;
          });
          const tapped = opt(9, () => c(87, W.Tap));
          c(88, W.As);
          c(89, W.A);
          c(90, W.Copy);
          c(91, W.Of);
          const of = $.or(36, [
            { ALT: () => sub(30, $.objectPhrase) },
            {
              ALT: () => {
                // "any creature on the battlefield", "any land card in a graveyard"
                const s = $.LA(1);
                c(103, W.Any);
                const f = sub(35, $.filter);
                return $.node("objects", s, { det: "any", filter: f });
              },
            },
          ]);
          const except = opt(10, () => {
            c(92, T.Comma);
            c(93, W.Except);
            return sub(31, $.staticBody);
          });
          return $.node("entersAsCopy", start, { affected: who, legacy, tapped: tapped ? true : undefined, of, except });
        },
      },
      {
        ALT: () => {
          // "You may have ~ assign its combat damage as though it weren't blocked." (510.1c)
          c(104, W.You);
          c(105, W.May);
          c(106, W.Has);
          const who = sub(36, $.objectPhrase);
          c(107, W.Assign);
          c(108, W.Its);
          c(109, W.Combat);
          c(110, W.Damage);
          c(111, W.As);
          c(112, W.Though);
          c(113, W.It);
          c(114, W.Isnt);
          c(115, W.Block);
          return $.node("assignAsThoughUnblocked", start, { affected: who });
        },
      },
      {
        ALT: () => {
          // "If ~ is in your opening hand, you may begin the game with it on the battlefield." (103.6a)
          c(116, W.If);
          const who = sub(37, $.objectPhrase);
          c(117, W.Is);
          c(118, W.In);
          c(119, W.Your);
          c(120, W.Opening);
          c(121, W.Hand);
          c(122, T.Comma);
          c(123, W.You);
          c(124, W.May);
          c(125, W.Begin);
          c(126, W.The);
          c(127, W.Game);
          c(128, W.With);
          const it = c(129, W.It).image.toLowerCase();
          c(130, W.On);
          c(131, W.The);
          c(132, W.Battlefield);
          return $.node("openingHand", start, { affected: who, action: "beginOnBattlefield", pronoun: it === "it" ? undefined : it });
        },
      },
      {
        ALT: () => {
          // "You may choose not to untap ~ during your untap step." (502.3)
          c(136, W.You);
          c(137, W.May);
          c(138, W.Choose);
          c(139, W.Not);
          c(140, W.To);
          c(141, W.Untap);
          const who = sub(39, $.objectPhrase);
          c(142, W.During);
          c(143, W.Your);
          c(144, W.Untap);
          c(145, W.Step);
          return $.node("mayNotUntap", start, { affected: who });
        },
      },
      {
        ALT: () => {
          // "Damage can't be prevented.", "Combat damage that would be dealt by ~ can't be prevented." (615.12)
          const combat = opt(11, () => c(146, W.Combat));
          c(147, W.Damage);
          const by = opt(12, () => {
            c(148, W.That);
            c(149, W.Would);
            c(150, W.Is);
            c(151, W.Deal);
            const dir = $.or(37, [{ ALT: () => c(152, W.By) }, { ALT: () => c(153, W.To) }]);
            return { kind: "dealtBy", direction: dir.image.toLowerCase(), what: sub(40, $.objectPhrase) };
          });
          c(154, W.Cant);
          c(155, W.Is);
          c(156, W.Prevent);
          // "Damage can't be prevented this turn."
          const duration = opt(13, () => sub(41, $.duration));
          return $.node("cantBePrevented", start, { combat: combat ? true : undefined, by, duration });
        },
      },
      {
        ALT: () => {
          // "Play with the top card of your library revealed."
          c(133, W.Play);
          c(134, W.With);
          const what = sub(38, $.objectPhrase);
          c(135, W.Participle);
          return $.node("playRevealed", start, { what });
        },
      },
      {
        ALT: () => {
          // "Your maximum hand size is reduced by one", "Each opponent's maximum hand size is two" (402.2)
          const whose = $.or(33, [
            { ALT: () => ({ kind: "your", t: c(94, W.Your) }) },
            { ALT: () => ({ kind: "player", p: sub(32, $.playerPhrase), t: c(95, T.Possessive) }) },
          ]);
          c(96, W.Maximum);
          c(97, W.Hand);
          c(98, W.Size);
          c(99, W.Is);
          const change = $.or(34, [
            { ALT: () => ({ kind: "set", value: sub(33, $.numberValue) }) },
            {
              ALT: () => {
                const d = $.or(35, [{ ALT: () => c(100, W.Reduce) }, { ALT: () => c(101, W.Increase) }]);
                c(102, W.By);
                return { kind: d.tokenType === W.Reduce ? "reduced" : "increased", value: sub(34, $.numberValue) };
              },
            },
          ]);
          return $.node("maxHandSize", start, { whose: stripTok(whose), change });
        },
      },
    ]);
  });

  // Redirection (614.9): "All [combat] damage that would be dealt to X [by Y] [this turn] is dealt to Z instead",
  // "The next N damage that would be dealt to X this turn is dealt to Z instead". The parts after "dealt" keep their written order.
  // What the effect before says about itself: "This effect can't reduce the mana in that cost to less
  // than one mana." (601.2f), "This effect reduces only the amount of colored mana you pay.",
  // "This effect doesn't remove Auras."
  // What "As ~ …," waits for: "enters (the battlefield)", "is turned face up" (708.8), "enters the battlefield or is turned
  // face up", "transforms into ~" (712.11)
  $.asEntersEvent = $.RULE("asEntersEvent", () => {
    let faceUp: "or" | "only" | undefined;
    let legacy: true | undefined;
    let into: Node | undefined;
    $.or(1, [
      {
        ALT: () => {
          c(1, W.Enter);
          legacy = opt(1, () => (c(2, W.The), c(3, W.Battlefield), true));
          opt(2, () => (c(4, W.Or), c(5, W.Is), c(6, W.Turned), c(7, W.Face), c(8, W.Up), (faceUp = "or")));
        },
      },
      { ALT: () => (c(9, W.Is), c(10, W.Turned), c(11, W.Face), c(12, W.Up), (faceUp = "only")) },
      { ALT: () => (c(13, W.Transform), c(14, W.Into), (into = sub(1, $.objectPhrase))) },
    ]);
    return { legacy, faceUp, into };
  });

  $.thisEffect = $.RULE("thisEffect", () => {
    const start = $.LA(1);
    const word = (i: number, w: RegExp) => $.or(i, [{ GATE: () => w.test($.LA(1).image), ALT: () => c(i, T.Word) }]);
    c(1, W.This);
    c(2, W.Effect);
    return $.or(1, [
      {
        ALT: () => {
          c(3, W.Cant);
          word(2, /^reduce$/i);
          c(4, W.The);
          const what = $.or(3, [
            {
              ALT: () => {
                c(5, W.Mana);
                c(6, W.In);
                c(7, W.That);
                // "that cost", "that ability's activation cost"
                const activation = opt(1, () => (c(8, W.Ability), c(9, T.Possessive), word(4, /^activation$/i), true));
                c(10, W.Cost);
                return activation ? "thatActivationCost" : "thatCost";
              },
            },
            {
              // "the amount of mana an ability costs to activate"
              ALT: () => {
                c(11, W.Amount);
                c(12, W.Of);
                c(13, W.Mana);
                c(14, W.A);
                c(15, W.Ability);
                c(16, W.Cost);
                c(17, W.To);
                c(18, W.Activate);
                return "abilityCostToActivate";
              },
            },
          ]);
          c(19, W.To);
          c(20, W.Less);
          c(21, W.Than);
          const minimum = sub(1, $.numberValue);
          c(22, W.Mana);
          return $.node("reductionFloor", start, { what, minimum });
        },
      },
      {
        ALT: () => {
          word(5, /^reduces$/i);
          c(23, W.Only);
          c(24, W.The);
          c(25, W.Amount);
          c(26, W.Of);
          const mana = $.or(6, [
            { GATE: () => /^(colored|generic)$/i.test($.LA(1).image), ALT: () => c(27, T.Word) },
            { ALT: () => c(28, W.ColorWord) },
          ]);
          c(29, W.Mana);
          c(30, W.You);
          c(31, W.Pay);
          return $.node("reducesOnly", start, { mana: mana.image.toLowerCase() });
        },
      },
      {
        ALT: () => {
          c(32, W.Dont);
          c(33, W.Remove);
          return $.node("doesntRemove", start, { what: sub(2, $.objectPhrase) });
        },
      },
    ]);
  });

  // "Excess damage is dealt to that creature's controller instead." (after damage dealt to a creature, 120.4a)
  $.excessDamageRedirect = $.RULE("excessDamageRedirect", () => {
    const start = $.LA(1);
    $.or(1, [{ GATE: () => /^excess$/i.test($.LA(1).image), ALT: () => c(1, T.Word) }]);
    c(2, W.Damage);
    c(3, W.Is);
    c(4, W.Deal);
    c(5, W.To);
    const to = sub(1, $.objectPhrase);
    c(6, W.Instead);
    return $.node("excessDamageRedirect", start, { to });
  });

  $.damageRedirect = $.RULE("damageRedirect", () => {
    const start = $.LA(1);
    const which = $.or(1, [
      { ALT: () => (c(1, W.All), { kind: "all" }) },
      { ALT: () => (c(2, W.The), c(3, W.Next), { kind: "next", amount: sub(1, $.numberValue) }) },
    ]);
    const combat = opt(1, () => c(4, W.Combat));
    c(5, W.Damage);
    c(6, W.That);
    c(7, W.Would);
    c(8, W.Is);
    c(9, W.Deal);
    const parts: Record<string, Node> = {};
    const order: string[] = [];
    $.atLeastOne(1, () => {
      $.or(2, [
        { ALT: () => (c(10, W.To), (parts.to = sub(2, $.objectPhrase)), order.push("to")) },
        { ALT: () => (c(11, W.By), (parts.by = sub(3, $.objectPhrase)), order.push("by")) },
        { ALT: () => ((parts.duration = sub(4, $.duration)), order.push("duration")) },
      ]);
    });
    c(12, W.Is);
    c(13, W.Deal);
    c(14, W.To);
    const redirectTo = sub(5, $.objectPhrase);
    c(15, W.Instead);
    return $.ACTION(() => {
      const canonical = ["to", "by", "duration"].filter((k) => order.includes(k));
      return $.node("damageRedirect", start, {
        which: combat ? { ...which, combat: true } : which,
        to: parts.to,
        by: parts.by,
        duration: parts.duration,
        order: order.join() !== canonical.join() ? order : undefined,
        redirectTo,
      });
    });
  });

  // A cost to attack or block, after "unless": "their controller pays {1} for each of those creatures",
  // "defending player pays {3} for each creature they control that's blocking it", "… pays 1 life for each …"
  $.unlessPaysFor = $.RULE("unlessPaysFor", () => {
    const start = $.LA(1);
    const who = sub(1, $.playerPhrase);
    c(1, W.Pay);
    const cost = $.or(1, [{ ALT: () => sub(2, $.manaCost) }, { ALT: () => sub(4, $.costList) }]);
    const forEach = opt(1, () => {
      c(2, W.For);
      c(3, W.Each);
      const of = opt(2, () => c(4, W.Of));
      const what = sub(3, $.objectPhrase);
      return of ? $.node("partOf", of, { count: "each", of: what }) : what;
    });
    return $.node("unlessPays", start, { who, cost, forEach });
  });

  // "and", ", and", "," between predicates or subject clauses
  $.staticJoin = $.RULE("staticJoin", () =>
    $.or(1, [
      { ALT: () => (c(1, W.And), "and") },
      {
        ALT: () => {
          c(2, T.Comma);
          return opt(1, () => c(3, W.And)) ? ", and" : ",";
        },
      },
    ]),
  );

  // A subject and what is true of it: "Enchanted creature gets +1/+1 and has flying",
  // "it's an Illusion in addition to its other types" (after "except").
  $.subjectClause = $.RULE("subjectClause", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          const who = sub(1, $.staticSubject);
          const first = sub(2, $.staticPredicate);
          const preds: Node[] = [first];
          const joins: string[] = [];
          $.many(1, () => {
            joins.push(sub(3, $.staticJoin));
            preds.push(sub(4, $.staticPredicate));
          });
          return $.ACTION(() => {
            if (preds.length === 1) return withAffected(first, who, start);
            // "gets +1/+1 and has flying" keeps the pump's shape
            const [a, b] = preds as [Node, Node];
            if (preds.length === 2 && joins[0] === "and" && a.kind === "pump" && !a.has && b.kind === "grant") {
              return withAffected({ ...a, has: b.abilities }, who, start);
            }
            return $.node("predicates", start, { affected: who, predicates: preds, joins });
          });
        },
      },
      {
        // "(except) its name is ~", "his name is ~" (a copy keeping its own name, 707.9b)
        GATE: () => $.LA(1).tokenType === W.Its || /^(his|her)$/i.test($.LA(1).image),
        ALT: () => {
          const p = $.or(2, [{ ALT: () => c(10, W.Its) }, { ALT: () => c(11, T.Word) }]);
          c(12, W.Name);
          c(13, W.Is);
          const name = $.or(3, [{ GATE: () => $.LA(1).tokenType === T.SelfName, ALT: () => sub(6, $.objectRefSimple) }]);
          return $.node("nameIs", start, { pronoun: p.image.toLowerCase(), name });
        },
      },
      {
        ALT: () => {
          // "it's a Wall in addition to its other types", "(except) it's not legendary"
          c(1, W.ItIs);
          const negated = opt(40, () => (c(2, W.Not), true));
          const t = sub(5, $.typeDescription);
          // "(except) it's 1/1 and has toxic 1", "it's an enchantment and loses all other card types"
          const preds: Node[] = [];
          const joins: string[] = [];
          $.many(2, () => {
            joins.push(sub(7, $.staticJoin));
            preds.push(sub(8, $.staticPredicate));
          });
          return $.ACTION(() => {
            const it = { kind: "pronoun", word: "it" };
            if (preds.length === 0) return $.node("isType", start, { affected: it, contracted: true, negated, type: t });
            const first = { kind: "isType", negated, type: t, span: [start.startOffset, (t as Node).span![1]] };
            return $.node("predicates", start, { affected: it, contracted: true, predicates: [first, ...preds], joins });
          });
        },
      },
    ]);
  });

  // "the next spell you cast this turn", "the next instant or sorcery spell you cast this turn", "the next noncreature
  // spell you cast" (an effect that applies to one later spell, 611.2)
  $.nextSpellCast = $.RULE("nextSpellCast", () => {
    const start = $.LA(1);
    c(1, W.The);
    c(2, W.Next);
    // the noun group may keep "you cast [this turn]" itself (a relative clause of the objects)
    const what = sub(1, $.objectPhrase);
    const castBy = opt(2, () => {
      const s = $.LA(1);
      const who = sub(2, $.playerPhrase);
      c(3, W.Cast);
      return $.node("castBy", s, { who });
    });
    const thisTurn = opt(1, () => (c(4, W.This), c(5, W.Turn), true));
    return $.node("nextSpellCast", start, { what, castBy, thisTurn });
  });

  // Who a static ability affects: objects and players, "spells you cast", "activated abilities of artifacts".
  $.staticSubject = $.RULE("staticSubject", () => {
    const start = $.LA(1);
    return $.or(1, [
      { ALT: () => sub(77, $.nextSpellCast) },
      {
        ALT: () => {
          // "The first creature spell you cast each turn", "The first noncreature spell each opponent casts each turn",
          // "The first non-Lemur creature spell with flying you cast during each of your turns"
          c(20, W.The);
          const nth = c(21, W.Ordinal);
          const what = sub(20, $.objectPhrase);
          const s = $.LA(1);
          const who = sub(21, $.playerPhrase);
          c(22, W.Cast);
          const from = opt(20, () => sub(22, $.zoneRef));
          const castBy = $.node("castBy", s, { who, from });
          const each = $.or(20, [
            { ALT: () => (c(23, W.Each), c(24, W.Turn), "eachTurn") },
            { ALT: () => (c(25, W.During), c(26, W.Each), c(27, W.Of), c(28, W.Your), c(29, W.Turn), "eachOfYourTurns") },
          ]);
          return $.ACTION(() => $.node("nthSpellEachTurn", start, { nth: num(nth), what, castBy, each }));
        },
      },
      {
        ALT: () => {
          const who = sub(1, $.objectPhrase);
          const castBy = opt(1, () => {
            // "Creature spells you cast", "Spells your opponents cast from their hands", "a colorless spell that you cast"
            const s = $.LA(1);
            const that = opt(36, () => c(39, W.That));
            const p = sub(2, $.playerPhrase);
            // older printings: "Creature spells you play cost {1} less to play"
            const legacy = $.or(37, [{ ALT: () => (c(1, W.Cast), undefined) }, { ALT: () => (c(13, W.Play), true) }]);
            const from = opt(2, () => sub(3, $.zoneRef));
            // "Spells your opponents cast that target ~"
            const targeting = opt(3, () => {
              c(11, W.That);
              c(12, W.Target);
              return sub(6, $.objectPhrase);
            });
            // "Spells you cast of the chosen type", "… with mana value 5 or greater", "… that share a card type with …"
            const post: Node[] = [];
            $.many(4, () => {
              post.push(sub(7, $.postModifier));
            });
            return $.node("castBy", s, { that: that ? true : undefined, who: p, from, targeting, post: post.length ? post : undefined, legacy });
          });
          // "~ and other Vampire creatures you control get +2/+1", "You and ~ have hexproof" (two subjects, one predicate)
          const also = $.option(35, { GATE: () => !castBy, DEF: () => (c(38, W.And), sub(34, $.objectPhrase)) });
          return $.ACTION(() => (castBy ? $.node("spellsCast", start, { what: who, castBy }) : also ? $.node("both", start, { items: [who, also] }) : who));
        },
      },
      {
        ALT: () => {
          // "Equip abilities you activate", "Ninjutsu abilities you activate that target ~", "Loyalty abilities of
          // planeswalkers your opponents control", "Abilities your opponents activate that target a Merfolk you control",
          // "Equip abilities you activate of other Equipment" (602.1: an activated ability's cost, 601.2f)
          const kw = opt(30, () =>
            $.or(30, [
              { ALT: () => (c(30, W.Loyalty), { loyalty: true }) },
              {
                ALT: () => {
                  const k = c(31, T.Keyword);
                  return { keyword: String(((k as IToken & { payload?: { value?: unknown } }).payload?.value ?? k.image).toString().toLowerCase()) };
                },
              },
            ]),
          );
          c(32, W.Ability);
          const of = opt(31, () => (c(33, W.Of), sub(30, $.objectPhrase)));
          const by = opt(32, () => {
            const who = sub(31, $.playerPhrase);
            c(34, W.Activate);
            return who;
          });
          const ofAfter = opt(33, () => (c(35, W.Of), sub(32, $.objectPhrase)));
          const targeting = opt(34, () => (c(36, W.That), c(37, W.Target), sub(33, $.objectPhrase)));
          return $.ACTION(() => $.node("abilitiesActivated", start, { ...(kw ?? {}), of, by, ofAfter, targeting }));
        },
      },
      {
        ALT: () => {
          // "Equip costs you pay", "Flashback costs your opponents pay", "All morph costs": the costs of a keyword ability (118, 601.2f)
          const all = opt(210, () => (c(210, W.All), true));
          const k = c(211, T.Keyword);
          c(212, W.Cost);
          const by = opt(211, () => {
            const who = sub(210, $.playerPhrase);
            c(213, W.Pay);
            return who;
          });
          return $.node("keywordCosts", start, { all, keyword: keywordValue(k), by });
        },
      },
      {
        ALT: () => {
          // "Activated abilities of artifacts", "Enchanted creature's activated abilities", "its activated abilities"
          return $.or(2, [
            {
              ALT: () => {
                const which = $.or(3, [{ ALT: () => c(2, W.Activate) }, { ALT: () => c(3, W.Trigger) }]);
                c(4, W.Ability);
                c(5, W.Of);
                const of = sub(4, $.objectPhrase);
                return $.node("abilitiesOf", start, { which: which.tokenType === W.Activate ? "activated" : "triggered", of });
              },
            },
            {
              ALT: () => {
                const of = $.or(4, [
                  { ALT: () => (c(6, W.Its), { kind: "pronoun", word: "its" }) },
                  {
                    ALT: () => {
                      const o = sub(5, $.objectPhrase);
                      c(7, T.Possessive);
                      return o;
                    },
                  },
                ]);
                const which = $.or(5, [{ ALT: () => c(8, W.Activate) }, { ALT: () => c(9, W.Trigger) }]);
                c(10, W.Ability);
                return $.node("abilitiesOf", start, { which: which.tokenType === W.Activate ? "activated" : "triggered", of, possessive: true });
              },
            },
          ]);
        },
      },
    ]);
  });

  // What is true of a subject (built without the subject; see withAffected).
  $.staticPredicate = $.RULE("staticPredicate", () => {
    const start = $.LA(1);
    return $.or(1, [
      // "can cast spells only any time they could cast a sorcery" (extra-actions.ts)
      { ALT: () => sub(170, $.castOnlyAnyTime) },
      // "Enchanted creature is goaded." (701.38)
      { ALT: () => (c(243, W.Is), c(244, W.Goad), $.node("isGoaded", start)) },
      {
        ALT: () => {
          // "get +1/+1", "gets +1/+0 for each Equipment attached to it", "gets an additional +1/+1"
          c(1, W.Get);
          const additional = opt(1, () => (c(2, W.A), c(3, W.Additional), true));
          const pt = c(4, T.PTChange);
          const forEach = opt(2, () => {
            c(5, W.For);
            c(6, W.Each);
            return sub(1, $.forEachWhat);
          });
          return $.ACTION(() => $.node("pump", start, { pt: pt.image.replace(/[−–]/g, "-"), forEach, additional }));
        },
      },
      {
        ALT: () => {
          c(7, W.Has);
          const what = $.or(2, [{ ALT: () => sub(2, $.keywordList) }, { ALT: () => [sub(3, $.quotedAbility)] }]);
          // "has flying and "{T}: …"": a keyword list may end with a quoted ability
          const more = opt(3, () => {
            $.or(3, [{ ALT: () => c(8, W.And) }, { ALT: () => (c(9, T.Comma), c(10, W.And)) }]);
            return sub(4, $.quotedAbility);
          });
          return $.ACTION(() => $.node("grant", start, { abilities: more ? [...what, more] : what }));
        },
      },
      {
        ALT: () => {
          // "has all activated abilities of all creature cards exiled with it", "have all activated abilities of that card" (613.1f)
          c(164, W.Has);
          c(165, W.All);
          const which = opt(96, () => $.or(25, [{ ALT: () => (c(166, W.Activate), "activated") }, { ALT: () => (c(167, W.Trigger), "triggered") }]));
          c(168, W.Ability);
          c(169, W.Of);
          return $.node("hasAbilitiesOf", start, { which, of: sub(95, $.objectPhrase) });
        },
      },
      {
        ALT: () => {
          // "has base power and toughness 1/1", "have base power 0" (613.4b)
          c(11, W.Has);
          c(12, W.Base);
          return $.or(4, [
            {
              ALT: () => {
                c(13, W.Power);
                c(14, W.And);
                c(15, W.Toughness);
                const pt = c(16, T.PTValue);
                return $.node("basePT", start, { stats: ["power", "toughness"], value: pt.image });
              },
            },
            {
              ALT: () => {
                const st = sub(5, $.statName);
                const n = sub(6, $.numberValue);
                return $.node("basePT", start, { stats: [st.stat], value: n });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          const r = $.or(13, [{ ALT: () => sub(7, $.restriction) }, { ALT: () => sub(9, $.staticRestriction) }]);
          const unless = opt(4, () => {
            c(17, W.Unless);
            // "unless their controller pays {2} for each creature they control that's attacking you" (508.1d, 509.1d)
            return $.or(26, [{ ALT: () => sub(96, $.unlessPaysFor) }, { ALT: () => sub(8, $.condition) }]);
          });
          return $.node("restrict", start, { restriction: r, unless });
        },
      },
      { ALT: () => sub(29, $.staticPermission) },
      {
        ALT: () => {
          // "Permanents enter the battlefield tapped", "~ enters with two +1/+1 counters on it" (614.1c)
          c(18, W.Enter);
          const legacy = opt(5, () => {
            c(19, W.The);
            c(20, W.Battlefield);
            return true;
          });
          const how = $.or(5, [
            // "Lands you control enter untapped."
            { ALT: () => (c(253, W.Untap), { kind: "untapped" }) },
            {
              // "~ enters under the control of an opponent of your choice" (110.2a)
              ALT: () => {
                c(212, W.Under);
                c(213, W.The);
                c(214, W.Control);
                c(215, W.Of);
                return { kind: "underControlOf", who: sub(210, $.objectPhrase) };
              },
            },
            {
              ALT: () => {
                c(21, W.Tap);
                const unless = opt(6, () => {
                  c(22, W.Unless);
                  return sub(10, $.condition);
                });
                return { kind: "tapped", unless };
              },
            },
            {
              ALT: () => {
                const tapped = opt(20, () => c(33, W.Tap));
                c(23, W.With);
                const amount = $.or(6, [
                  // "with a number of +1/+1 counters on it equal to …"
                  { ALT: () => (c(245, W.A), c(246, W.Number), c(247, W.Of), { kind: "numberOf" }) },
                  { ALT: () => ({ kind: "a", word: c(24, W.A).image.toLowerCase() }) },
                  { ALT: () => sub(11, $.numberValue) },
                ]);
                const additional = opt(7, () => c(25, W.Additional));
                const ck = sub(12, $.counterKind);
                c(26, W.Counter);
                c(27, W.On);
                // "on it", "on them" (a plural subject: "Other creatures you control enter with …")
                // "on him", "on her" (a character: src/lexer/words.ts)
                const on = $.or(24, [{ ALT: () => ((t) => (/^it$/i.test(t.image) ? undefined : t.image.toLowerCase()))(c(28, W.It)) }, { ALT: () => (c(248, W.Them), "them") }]);
                const forEach = opt(8, () => {
                  c(29, W.For);
                  c(30, W.Each);
                  return sub(13, $.forEachWhat);
                });
                const equalTo = amount.kind === "numberOf" ? sub(91, $.countWord) : undefined;
                // "… and with first strike" (a kicked creature, 702.33)
                const andWith = opt(91, () => {
                  c(249, W.And);
                  c(250, W.With);
                  return sub(92, $.keywordList);
                });
                const cond = opt(9, () => {
                  c(31, W.If);
                  return sub(14, $.condition);
                });
                // "… unless you've cast another red spell this turn"
                const unless = opt(92, () => {
                  c(251, W.Unless);
                  return sub(93, $.condition);
                });
                return {
                  kind: "withCounters",
                  tapped: tapped ? true : undefined,
                  amount,
                  counter: ck,
                  additional: additional ? true : undefined,
                  on,
                  forEach,
                  equalTo,
                  andWith,
                  if: cond,
                  unless,
                };
              },
            },
            {
              ALT: () => {
                // "enters with your choice of a flying counter or a hexproof counter on it"
                c(150, W.With);
                c(151, W.Your);
                c(152, W.Choice);
                c(153, W.Of);
                const options: Node[] = [];
                const one = () => {
                  const s0 = $.LA(1);
                  const a = c(154, W.A);
                  const ck = sub(40, $.counterKind);
                  c(155, W.Counter);
                  return $.node("counterOption", s0, { article: a.image.toLowerCase(), counter: ck });
                };
                options.push(one());
                $.atLeastOne(3, () => {
                  c(156, W.Or);
                  const s0 = $.LA(1);
                  const a = c(157, W.A);
                  const ck = sub(41, $.counterKind);
                  c(158, W.Counter);
                  options.push($.node("counterOption", s0, { article: a.image.toLowerCase(), counter: ck }));
                });
                c(159, W.On);
                c(160, W.It);
                return { kind: "withChoiceOfCounter", options };
              },
            },
          ]);
          return $.node("entersReplacement", start, { legacy, how });
        },
      },
      {
        ALT: () => {
          // "Cards in graveyards lose all abilities", "Creatures your opponents control lose flying"
          c(32, W.Lose);
          return $.or(7, [
            {
              ALT: () => {
                c(33, W.All);
                c(34, W.Ability);
                return $.node("loseAllAbilities", start);
              },
            },
            {
              ALT: () => {
                // "loses all other card types", "… all other creature types" (205.1a: the new types replace them)
                c(35, W.All);
                c(36, W.Other);
                const of = $.or(51, [{ ALT: () => c(37, W.Card) }, { ALT: () => c(38, W.CardType) }]);
                c(39, W.Type);
                return $.node("loseOtherTypes", start, { of: of.image.toLowerCase() });
              },
            },
            { ALT: () => $.node("loseAbilities", start, { abilities: sub(15, $.keywordList) }) },
          ]);
        },
      },
      {
        ALT: () => {
          // "Spells cost {1} more to cast", "This spell costs {1} less to cast for each creature you control"
          c(35, W.Cost);
          const upTo = opt(10, () => (c(36, W.Up), c(37, W.To), true));
          const m = sub(16, $.manaCost);
          const dir = $.or(8, [{ ALT: () => c(38, W.More) }, { ALT: () => c(39, W.Less) }]);
          // "Equip costs you pay cost {1} less.": a cost, not a spell or ability, has no verb
          const verb = opt(210, () => (c(40, W.To), $.or(9, [{ ALT: () => c(41, W.Cast) }, { ALT: () => c(42, W.Activate) }])));
          const forEach = opt(11, () => {
            c(43, W.For);
            c(44, W.Each);
            return sub(17, $.forEachWhat);
          });
          const cond = opt(12, () => {
            c(45, W.If);
            return sub(18, $.condition);
          });
          return $.node("costChange", start, {
            amount: m,
            upTo,
            direction: dir.tokenType === W.More ? "more" : "less",
            verb: verb === undefined ? undefined : verb.tokenType === W.Cast ? "cast" : "activate",
            forEach,
            if: cond,
          });
        },
      },
      {
        ALT: () => {
          // "~'s power and toughness are each equal to the number of creatures you control" (604.3)
          c(46, T.Possessive);
          const stats: string[] = [];
          $.or(10, [
            {
              ALT: () => {
                c(47, W.Power);
                c(48, W.And);
                c(49, W.Toughness);
                c(50, W.Is);
                c(51, W.Each);
                stats.push("power", "toughness");
              },
            },
            {
              ALT: () => {
                const st = $.or(11, [{ ALT: () => c(52, W.Power) }, { ALT: () => c(53, W.Toughness) }]);
                c(54, W.Is);
                stats.push(st.image.toLowerCase());
              },
            },
          ]);
          const value = sub(19, $.ptAmount);
          // "~'s power is equal to the number of … and its toughness is equal to that number plus 1"
          const toughness = opt(95, () => sub(94, $.andItsToughness));
          return $.node("definePT", start, { stats, value, toughness });
        },
      },
      {
        ALT: () => {
          // "is a Swamp in addition to its other land types", "are every creature type" (205.1b);
          // "~ is also a Cleric, Rogue, Warrior, and Wizard"
          c(55, W.Is);
          const also = opt(211, () => (c(210, W.Also), true));
          const t = sub(20, $.typeDescription);
          return $.node("isType", start, { also, type: t });
        },
      },
      {
        // "saddles Mounts and crews Vehicles as though its power were 2 greater", "crews Vehicles using its toughness
        // rather than its power" (702.122, 702.171: the power tapped for a crew or saddle cost)
        GATE: () => /^(saddles|crews)$/i.test($.LA(1).image),
        ALT: () => {
          const verbs: string[] = [];
          const one = (k: number) => {
            verbs.push(c(k, T.Word).image.toLowerCase().replace(/s$/, ""));
            c(k + 1, W.Subtype);
          };
          one(170);
          opt(212, () => (c(172, W.And), one(173)));
          const how = $.or(212, [
            {
              ALT: () => {
                c(175, W.As);
                c(176, W.Though);
                c(177, W.Its);
                c(178, W.Power);
                c(179, W.Is);
                const n = sub(220, $.numberValue);
                c(180, W.Greater);
                return { greater: n };
              },
            },
            {
              GATE: () => $.LA(1).image.toLowerCase() === "using",
              ALT: () => {
                c(181, T.Word);
                c(182, W.Its);
                const by = sub(221, $.statName);
                c(183, W.Rather);
                c(184, W.Than);
                c(185, W.Its);
                const not = sub(222, $.statName);
                return { using: by.stat, rather: not.stat };
              },
            },
          ]);
          return $.node("crewsAs", start, { verbs, ...how });
        },
      },
      {
        ALT: () => {
          // "assigns combat damage equal to its toughness rather than its power" (510.1c)
          c(56, W.Assign);
          c(57, W.Combat);
          c(58, W.Damage);
          c(59, W.Equal);
          c(60, W.To);
          c(61, W.Its);
          const by = sub(21, $.statName);
          c(62, W.Rather);
          c(63, W.Than);
          c(64, W.Its);
          const not = sub(22, $.statName);
          return $.node("assignsDamageBy", start, { stat: by.stat, rather: not.stat });
        },
      },
      {
        ALT: () => {
          // "You may play an additional land on each of your turns" (305.2)
          c(65, W.May);
          c(66, W.Play);
          const count = $.or(12, [{ ALT: () => ({ kind: "a", word: c(67, W.A).image.toLowerCase() }) }, { ALT: () => sub(23, $.numberValue) }]);
          c(68, W.Additional);
          c(69, W.CardType); // land(s)
          // "on each of your turns", "on each of their turns", "this turn"
          const when = $.or(22, [
            {
              ALT: () => {
                c(70, W.On);
                c(71, W.Each);
                c(72, W.Of);
                const w = $.or(23, [{ ALT: () => c(73, W.Your) }, { ALT: () => c(161, W.Their) }]);
                c(74, W.Turn);
                return w.tokenType === W.Their ? "eachOfTheirTurns" : undefined;
              },
            },
            { ALT: () => (c(162, W.This), c(163, W.Turn), "thisTurn") },
          ]);
          return $.node("additionalLand", start, { count, when });
        },
      },
      {
        ALT: () => {
          // "You may look at the top card of your library any time."
          c(75, W.May);
          c(76, W.Look);
          c(77, W.At);
          const what = sub(24, $.objectPhrase);
          c(78, W.Any);
          c(79, W.Time);
          return $.node("lookAnyTime", start, { what });
        },
      },
      {
        ALT: () => {
          // "You may cast ~ as though it had flash", "You may cast spells as though they had flash" (702.8d)
          c(80, W.May);
          c(81, W.Cast);
          const what = sub(25, $.objectPhrase);
          const from = opt(13, () => sub(26, $.zoneRef));
          const asThough = sub(27, $.asThough);
          return $.node("castAsThough", start, { what, from, asThough });
        },
      },
      {
        ALT: () => {
          // "You have no maximum hand size" (402.2)
          c(82, W.Has);
          c(83, W.No);
          c(84, W.Maximum);
          c(85, W.Hand);
          c(86, W.Size);
          return $.node("noMaxHandSize", start);
        },
      },
      {
        ALT: () => {
          // "All creatures able to block ~ do so" (509.1c)
          c(87, W.Able);
          c(88, W.To);
          c(89, W.Block);
          const what = sub(28, $.objectList);
          // "All creatures able to block target creature this turn do so." (an effect, for a turn)
          const duration = opt(90, () => sub(90, $.duration));
          c(90, W.Do);
          c(91, W.So);
          return $.node("mustBlockIfAble", start, { what, duration });
        },
      },
      {
        ALT: () => {
          // "blocks each combat if able", "attacks or blocks each combat if able"
          const attack = opt(14, () => (c(92, W.Attack), c(93, W.Or), true));
          c(94, W.Block);
          c(95, W.Each);
          c(96, W.Combat);
          c(97, W.If);
          c(98, W.Able);
          return $.node("mustBlock", start, { attackOrBlock: attack, each: "combat" });
        },
      },
      {
        ALT: () => {
          // "~ escapes with two +1/+1 counters on it" (702.138c)
          c(119, W.Escapes);
          c(120, W.With);
          const amount = $.or(18, [{ ALT: () => ({ kind: "a", word: c(121, W.A).image.toLowerCase() }) }, { ALT: () => sub(36, $.numberValue) }]);
          const ck = sub(37, $.counterKind);
          c(122, W.Counter);
          c(123, W.On);
          c(124, W.It);
          return $.node("escapesWith", start, { amount, counter: ck });
        },
      },
      {
        ALT: () => {
          // "must be blocked if able", "must be blocked by exactly one creature if able" (509.1c)
          c(125, W.Must);
          c(126, W.Is);
          c(127, W.Block);
          const by = opt(17, () => {
            c(128, W.By);
            const exactly = opt(18, () => c(129, W.Exactly));
            return { kind: "blockedBy", exactly: exactly ? true : undefined, who: sub(38, $.objectPhrase) };
          });
          c(130, W.If);
          c(131, W.Able);
          return $.node("mustBeBlocked", start, { by });
        },
      },
      {
        ALT: () => {
          // "You may spend mana as though it were mana of any color to cast creature spells" (609.4b)
          c(132, W.May);
          const a = sub(39, $.spendAsThough);
          return $.ACTION(() => $.node("spendAsAnyColor", start, { mana: a.mana, of: a.of, purpose: a.purpose }));
        },
      },
      {
        ALT: () => {
          // "Your opponents play with their hands revealed."
          c(147, W.Play);
          c(148, W.With);
          const what = sub(41, $.objectPhrase);
          c(149, W.Participle);
          return $.node("playRevealed", start, { what });
        },
      },
      {
        ALT: () => {
          // "isn't a creature" (Theros gods)
          c(99, W.Isnt);
          const t = sub(30, $.typeDescription);
          return $.node("isType", start, { negated: true, type: t });
        },
      },
      {
        ALT: () => {
          // "You control enchanted creature." (613.2)
          c(100, W.Control);
          const what = sub(31, $.objectPhrase);
          return $.node("controlOf", start, { what });
        },
      },
      {
        ALT: () => {
          // "You may exert ~ as it attacks." (701.39)
          c(101, W.May);
          c(102, W.Exert);
          const what = sub(32, $.objectPhrase);
          c(103, W.As);
          const it = c(104, W.It).image.toLowerCase();
          c(105, W.Attack);
          return $.node("mayExert", start, { what, pronoun: it === "it" ? undefined : it });
        },
      },
      {
        ALT: () => {
          // "You may play lands and cast spells from the top of your library", "You may cast ~ from your graveyard"
          c(106, W.May);
          const plays: Node[] = [];
          const one = () => {
            const s = $.LA(1);
            const v = $.or(14, [{ ALT: () => c(107, W.Play) }, { ALT: () => c(108, W.Cast) }]);
            const what = sub(33, $.objectPhrase);
            return $.node(v.tokenType === W.Play ? "play" : "cast", s, { what });
          };
          plays.push(one());
          let orPlays: true | undefined;
          opt(15, () => {
            // "You may play a land or cast a spell from …": either, the same permission
            orPlays = sub(173, $.playsConj);
            const s = $.LA(1);
            const v = $.or(15, [{ ALT: () => c(110, W.Play) }, { ALT: () => c(111, W.Cast) }]);
            const what = sub(34, $.objectPhrase);
            plays.push($.node(v.tokenType === W.Play ? "play" : "cast", s, { what }));
          });
          const from = opt(16, () => $.or(16, [
            { ALT: () => sub(35, $.zoneRef) },
            {
              ALT: () => {
                const s = $.LA(1);
                c(112, W.From);
                c(113, W.The);
                c(114, W.Top);
                c(115, W.Of);
                const w = $.or(17, [{ ALT: () => ({ kind: "your", t: c(116, W.Your) }) }, { ALT: () => ({ kind: "their", t: c(117, W.Their) }) }]);
                c(118, W.Library);
                return $.node("fromTopOfLibrary", s, { whose: stripTok(w) });
              },
            },
          ]));
          // "from your hand or the top of your library" (either zone)
          const orFrom = $.option(174, { GATE: () => from?.kind !== "fromTopOfLibrary", DEF: () => sub(174, $.orTopOfLibrary) });
          // "… without paying its mana cost", "… by paying life equal to its mana value rather than paying its mana cost"
          const withoutPaying = opt(160, () => sub(161, $.withoutPaying));
          const by = opt(161, () => sub(162, $.castCost));
          // "You may cast this card from your graveyard using its blitz ability." (an alternative cost of a keyword, 118.9)
          const using = $.option(215, {
            GATE: () => $.LA(1).image.toLowerCase() === "using",
            DEF: () => {
              c(220, T.Word);
              c(221, W.Its);
              const k = c(222, T.Keyword);
              c(223, W.Ability);
              return keywordValue(k);
            },
          });
          return $.node("mayPlayFrom", start, { plays, orPlays, from, orFrom, withoutPaying, by, using });
        },
      },
    ]);
  });

  // A condition after a static ability's body: "~ has flying and trample if it devoured a creature" (604.1:
  // the effect applies only while the condition is true)
  $.staticIfAfter = $.RULE("staticIfAfter", () => {
    const start = $.LA(1);
    c(1, W.If);
    return $.node("staticIf", start, { condition: sub(1, $.condition) });
  });
  // Between two permissions of "you may play … and/or cast …": "or" is true, "and" undefined
  $.playsConj = $.RULE("playsConj", () => $.or(1, [{ ALT: () => (c(1, W.And), undefined) }, { ALT: () => (c(2, W.Or), true as const) }]));
  // "… from your hand or the top of your library": the second zone of a permission (the top card, 401.5)
  $.orTopOfLibrary = $.RULE("orTopOfLibrary", () => {
    const start = $.LA(1);
    c(1, W.Or);
    c(2, W.The);
    c(3, W.Top);
    c(4, W.Of);
    const w = $.or(1, [{ ALT: () => ({ kind: "your", t: c(5, W.Your) }) }, { ALT: () => ({ kind: "their", t: c(6, W.Their) }) }]);
    c(7, W.Library);
    return $.node("fromTopOfLibrary", start, { whose: stripTok(w) });
  });

  // "as though it had flash", "as though it didn't have defender", "as though they had haste"
  $.asThough = $.RULE("asThough", () => {
    const start = $.LA(1);
    c(1, W.As);
    c(2, W.Though);
    const p = $.or(1, [{ ALT: () => c(3, W.It) }, { ALT: () => c(4, W.They) }, { ALT: () => c(5, T.SelfName) }]);
    const neg = opt(1, () => c(6, W.Dont));
    c(7, W.Has);
    const what = sub(1, $.keywordList);
    return $.node("asThough", start, { pronoun: p.tokenType === T.SelfName ? "self" : p.image.toLowerCase(), negated: neg ? true : undefined, has: what });
  });

  // What a static restriction or permission says beyond the common ones (see `restriction`):
  // "can't be blocked by more than one creature", "can block only creatures with flying".
  $.staticRestriction = $.RULE("staticRestriction", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.Cant);
          const what = $.or(2, [
            {
              ALT: () => {
                // "can't attack alone", "can't attack or block alone", "can't block alone"
                const v = $.or(3, [
                  {
                    ALT: () => {
                      c(2, W.Attack);
                      return opt(1, () => (c(3, W.Or), c(4, W.Block), true)) ? "attackOrBlockAlone" : "attackAlone";
                    },
                  },
                  { ALT: () => (c(5, W.Block), "blockAlone") },
                ]);
                c(6, W.Alone);
                return v;
              },
            },
            {
              ALT: () => {
                c(7, W.Is);
                c(8, W.Block);
                c(9, W.By);
                return $.or(4, [
                  {
                    ALT: () => {
                      // "by more than one creature"
                      c(10, W.More);
                      c(11, W.Than);
                      const n = sub(1, $.numberValue);
                      c(12, W.CardType);
                      return { kind: "beBlockedByMoreThan", count: n };
                    },
                  },
                  { ALT: () => ({ kind: "beBlockedBy", by: sub(2, $.objectList) }) },
                ]);
              },
            },
            {
              ALT: () => {
                // "can't have or gain trample" (after "lose trample")
                c(36, W.Has);
                c(37, W.Or);
                c(38, W.Gain);
                return { kind: "haveOrGain", abilities: sub(7, $.keywordList) };
              },
            },
            {
              ALT: () => {
                // "can't be the target of spells or abilities your opponents control"
                c(13, W.Is);
                c(14, W.The);
                // "Lands … can't be the targets of …" (a plural subject)
                const t = c(15, W.Target);
                c(16, W.Of);
                return { kind: "beTargetedBy", pluralTargets: /s$/i.test(t.image) ? true : undefined, by: sub(3, $.objectPhrase) };
              },
            },
            {
              ALT: () => {
                c(17, W.Is);
                c(18, W.Participle);
                return "beSacrificed";
              },
            },
            // "~ can't be equipped", "~ can't be enchanted" (301.5c, 303.4: no Equipment or Aura can become attached to it)
            { ALT: () => (c(210, W.Is), c(211, W.Equipped), "beEquipped") },
            { ALT: () => (c(212, W.Is), c(213, W.Enchanted), "beEnchanted") },
            {
              ALT: () => {
                // "~ can't have counters put on it", "Creatures your opponents control can't have +1/+1 counters put on them" (122.1)
                c(214, W.Has);
                const counter = opt(210, () => sub(210, $.counterKind));
                c(215, W.Counter);
                c(216, W.Put);
                c(217, W.On);
                const on = $.or(210, [{ ALT: () => c(218, W.It) }, { ALT: () => c(219, W.Them) }]);
                return { kind: "haveCountersPut", counter, pronoun: on.image.toLowerCase() };
              },
            },
            {
              ALT: () => {
                // "can't cast more than one spell each turn"
                c(30, W.Cast);
                c(31, W.More);
                c(32, W.Than);
                const n = sub(6, $.numberValue);
                c(33, W.Spell);
                c(34, W.Each);
                c(35, W.Turn);
                return { kind: "castMoreThan", count: n };
              },
            },
            {
              ALT: () => {
                // "Spells with the chosen name can't be cast", "lands … can't be played"
                c(27, W.Is);
                const v = $.or(6, [{ ALT: () => c(28, W.Play) }, { ALT: () => c(29, W.Cast) }]);
                return v.tokenType === W.Play ? "bePlayed" : "beCast";
              },
            },
            {
              ALT: () => {
                // "can't be activated unless they're mana abilities"
                c(19, W.Is);
                c(20, W.Activate);
                const unlessMana = opt(2, () => {
                  c(21, W.Unless);
                  c(22, W.TheyAre);
                  c(23, W.Mana);
                  c(24, W.Ability);
                  return true;
                });
                return { kind: "beActivated", unlessMana };
              },
            },
            {
              ALT: () => {
                // "Players can't draw cards", "can't play lands", "can't cycle cards" (a player's action, 101.2)
                const v = $.or(7, [{ ALT: () => c(39, W.Draw) }, { ALT: () => c(40, W.Play) }, { ALT: () => c(41, W.Cycle) }]);
                const what = sub(8, $.objectPhrase);
                return { kind: "doWhat", verb: v.tokenType === W.Draw ? "draw" : v.tokenType === W.Play ? "play" : "cycle", what };
              },
            },
            {
              ALT: () => {
                // "Players can't untap more than one artifact during their untap steps" (502.3)
                c(220, W.Untap);
                c(221, W.More);
                c(222, W.Than);
                const count = sub(211, $.numberValue);
                const what = sub(212, $.filter);
                c(223, W.During);
                const whose = $.or(211, [
                  { ALT: () => ({ kind: "your", t: c(224, W.Your) }) },
                  { ALT: () => ({ kind: "their", t: c(225, W.Their) }) },
                ]);
                c(226, W.Untap);
                const step = c(227, W.Step);
                return { kind: "untapMoreThan", count, what, whose: whose.kind, plural: /s$/i.test(step.image) ? true : undefined };
              },
            },
            // "You can't lose the game", "Your opponents can't win the game" (104.3, 104.2)
            { ALT: () => (c(228, W.Lose), c(229, W.The), c(230, W.Game), "loseTheGame") },
            { ALT: () => (c(231, W.Win), c(232, W.The), c(233, W.Game), "winTheGame") },
            // "Players can't search libraries." (701.19)
            { ALT: () => (c(42, W.Search), c(43, W.Library), "searchLibraries") },
            {
              ALT: () => {
                // "can't attack you or planeswalkers you control", "can't block creatures with flying"
                const v = $.or(5, [{ ALT: () => c(25, W.Attack) }, { ALT: () => c(26, W.Block) }]);
                const whom = sub(4, $.objectList);
                return { kind: v.tokenType === W.Attack ? "attackWhom" : "blockWhom", whom };
              },
            },
          ]);
          return $.node("cant", start, { what });
        },
      },
    ]);
  });

  // Permissions: "can block only creatures with flying", "can attack as though it didn't have defender".
  $.staticPermission = $.RULE("staticPermission", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(27, W.Can);
          return $.or(6, [
            {
              ALT: () => {
                c(28, W.Block);
                return $.or(7, [
                  {
                    ALT: () => {
                      // "can block only creatures with flying"
                      c(29, W.Only);
                      return $.node("canBlockOnly", start, { what: sub(5, $.objectPhrase) });
                    },
                  },
                  {
                    ALT: () => {
                      // "can block an additional creature each combat", "an additional seven creatures"
                      const n = $.or(8, [{ ALT: () => ({ kind: "a", word: c(30, W.A).image.toLowerCase() }) }, { ALT: () => sub(6, $.numberValue) }]);
                      c(31, W.Additional);
                      const n2 = opt(3, () => sub(7, $.numberValue));
                      c(32, W.CardType);
                      // older printings: "can block an additional creature" (the same permission, each combat)
                      opt(200, () => (c(33, W.Each), c(34, W.Combat)));
                      return $.node("canBlockAdditional", start, { count: n2 ?? n, article: n2 ? n : undefined });
                    },
                  },
                  {
                    ALT: () => {
                      // "can block any number of creatures"
                      c(35, W.Any);
                      c(36, W.Number);
                      c(37, W.Of);
                      c(38, W.CardType);
                      return $.node("canBlockAny", start);
                    },
                  },
                  {
                    ALT: () => {
                      // "can block creatures with shadow as though they didn't have shadow"
                      const what = opt(4, () => sub(8, $.objectPhrase));
                      const asThough = sub(9, $.asThough);
                      return $.node("canAsThough", start, { verb: "block", what, asThough });
                    },
                  },
                ]);
              },
            },
            {
              ALT: () => {
                // "can attack as though it didn't have defender", "can attack as though it had haste"
                c(39, W.Attack);
                // "can attack this turn as though it didn't have defender" (an effect's permission)
                const duration = opt(212, () => sub(213, $.duration));
                const what = opt(5, () => sub(10, $.objectPhrase));
                const asThough = sub(11, $.asThough);
                return $.node("canAsThough", start, { verb: "attack", what, asThough, duration });
              },
            },
            {
              ALT: () => {
                // "Creatures with islandwalk can be blocked as though they didn't have islandwalk."
                c(43, W.Is);
                c(44, W.Block);
                const asThough = sub(12, $.asThough);
                return $.node("canAsThough", start, { verb: "beBlocked", asThough });
              },
            },
            {
              ALT: () => {
                // "can be your commander" (903.3d)
                c(40, W.Is);
                c(41, W.Your);
                c(42, W.Commander);
                return $.node("canBeCommander", start);
              },
            },
          ]);
        },
      },
    ]);
  });

  // The types an object has: "a 4/4 red Beast creature with trample", "every creature type",
  // "the chosen type", "an Illusion in addition to its other types" (205.1b)
  $.typeDescription = $.RULE("typeDescription", () => {
    const start = $.LA(1);
    const what = $.or(1, [
      {
        ALT: () => {
          c(1, W.Every);
          // "every basic land type", "every nonbasic land type" (205.3i)
          const sup = opt(210, () => $.or(210, [{ ALT: () => c(210, W.Supertype) }, { ALT: () => c(211, W.NonWord) }]));
          const t = c(2, W.CardType);
          c(3, W.Type);
          return $.node("everyType", start, { which: sup?.image.toLowerCase(), of: t.image.toLowerCase() });
        },
      },
      {
        ALT: () => {
          // "is all colors" (105.2)
          c(32, W.All);
          c(33, W.Color);
          return $.node("allColors", start);
        },
      },
      {
        ALT: () => {
          c(4, W.The);
          c(5, W.Chosen);
          const w = $.or(2, [{ ALT: () => c(6, W.Type) }, { ALT: () => c(7, W.Color) }]);
          return $.node("chosenType", start, { what: w.tokenType === W.Type ? "type" : "color" });
        },
      },
      {
        ALT: () => {
          const article = opt(1, () => c(8, W.A));
          const pt = opt(2, () => c(9, T.PTValue));
          const words: Node[] = [];
          $.atLeastOne(1, () => {
            words.push(sub(1, $.filterWord));
          });
          $.many(1, () => {
            // "a Cleric, Rogue, Warrior, and Wizard"
            const j = $.or(211, [
              { ALT: () => c(10, W.And).image.toLowerCase() },
              { ALT: () => (c(212, T.Comma), opt(211, () => c(213, W.And)) ? ", and" : ",") },
            ]);
            words.push({ kind: "conj", value: j });
            $.atLeastOne(2, () => {
              words.push(sub(2, $.filterWord));
            });
          });
          const base = opt(3, () => {
            c(11, W.With);
            c(12, W.Base);
            c(13, W.Power);
            c(14, W.And);
            c(15, W.Toughness);
            return c(16, T.PTValue).image;
          });
          const withKw = opt(4, () => {
            c(17, W.With);
            return sub(3, $.keywordList);
          });
          const still = opt(5, () => {
            $.or(5, [{ ALT: () => c(18, W.ThatIs) }, { ALT: () => (c(31, W.That), c(32, W.Is)) }]);
            c(19, W.Still);
            const a = opt(6, () => c(20, W.A));
            return { kind: "stillIs", article: a ? a.image.toLowerCase() : undefined, what: sub(4, $.filter) };
          });
          return $.node("types", start, { article: article?.image.toLowerCase(), pt: pt?.image, words, base, with: withKw, still });
        },
      },
    ]);
    const inAddition = opt(7, () => sub(6, $.inAdditionTo));
    return $.ACTION(() => (inAddition ? { ...what, inAddition, span: $.span(start) } : what));
  });

  // "damage that would reduce your life total to less than 7 reduces it to 7 instead" (a replacement, 614.1)
  $.lifeFloor = $.RULE("lifeFloor", () => {
    const start = $.LA(1);
    const word = (i: number, re: RegExp) => $.or(i, [{ GATE: () => re.test($.LA(1).image), ALT: () => c(i, T.Word) }]);
    c(1, W.Damage);
    c(2, W.That);
    c(3, W.Would);
    word(4, /^reduce$/i);
    c(5, W.Your);
    c(6, W.Life);
    c(7, W.Total);
    c(8, W.To);
    c(9, W.Less);
    c(10, W.Than);
    const below = sub(1, $.numberValue);
    word(11, /^reduces$/i);
    c(12, W.It);
    c(13, W.To);
    const floor = sub(2, $.numberValue);
    c(14, W.Instead);
    return $.node("lifeFloor", start, { below, floor });
  });

  // "… instead of putting it anywhere else": the pronoun of what would have moved
  $.insteadOfElsewhere = $.RULE("insteadOfElsewhere", () => {
    c(1, W.Of);
    c(2, W.Putting);
    const what = $.or(1, [{ ALT: () => (c(3, W.It), "it") }, { ALT: () => (c(4, W.Them), "them") }]);
    c(5, W.Anywhere);
    c(6, W.Else);
    return what;
  });

  // What would happen, in a replacement effect: "deal damage to you", "die", "be put into a graveyard from anywhere"
  $.wouldEvent = $.RULE("wouldEvent", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        // "If a source you control would deal damage, …": no recipient. (verbPhrase's "deal N damage" without
        // a recipient is the self-replacement "it deals 4 damage instead" only, which its gate admits.)
        ALT: () => {
          c(212, W.Deal);
          c(213, W.Damage);
          return $.node("dealDamage", start, {});
        },
      },
      {
        ALT: () => {
          // "be destroyed", "be exiled", "be countered"
          c(22, W.Is);
          const v = $.or(11, [{ ALT: () => c(23, W.Destroy) }, { ALT: () => c(24, W.Exile) }, { ALT: () => c(25, W.Counter) }]);
          return $.node("beAffected", start, { verb: wordName(v.tokenType).toLowerCase() });
        },
      },
      {
        ALT: () => {
          // "untap during your untap step", "untap during its controller's untap step"
          c(26, W.Untap);
          c(27, W.During);
          const whose = $.or(12, [
            { ALT: () => ({ kind: "your", t: c(28, W.Your) }) },
            { ALT: () => ({ kind: "its", t: c(29, W.Its) }) },
            { ALT: () => ({ kind: "player", p: sub(3, $.playerPhrase), t: c(30, T.Possessive) }) },
          ]);
          c(31, W.Untap);
          c(32, W.Step);
          return $.node("untapDuringUntapStep", start, { whose: stripTok(whose) });
        },
      },
      {
        ALT: () => {
          // "deal combat damage to a player", "deal combat damage"
          c(33, W.Deal);
          c(34, W.Combat);
          c(35, W.Damage);
          const to = opt(3, () => {
            c(36, W.To);
            return sub(4, $.objectList);
          });
          return $.node("dealDamage", start, { combat: true, to });
        },
      },
      { ALT: () => sub(1, $.verbPhrase) },
      {
        ALT: () => {
          // "deal noncombat damage to an opponent", "deal damage to an opponent or a permanent an opponent controls"
          // (after verbPhrase: where both read the words, verbPhrase's reading stands)
          c(200, W.Deal);
          const noncombat = opt(200, () => c(201, W.Noncombat));
          c(202, W.Damage);
          const to = opt(201, () => {
            c(203, W.To);
            return sub(200, $.objectList);
          });
          return $.node("dealDamage", start, { noncombat: noncombat ? true : undefined, to });
        },
      },
      {
        ALT: () => {
          c(1, W.Die);
          return $.node("die", start);
        },
      },
      {
        ALT: () => {
          // "would be created (under your control)"
          c(204, W.Is);
          c(205, W.Create);
          const under = opt(202, () => (c(206, W.Under), c(207, W.Your), c(208, W.Control), "your"));
          return $.node("beCreated", start, { under });
        },
      },
      {
        ALT: () => {
          // "would be put on a creature or Vehicle you control"
          c(209, W.Is);
          c(210, W.Put);
          c(211, W.On);
          return $.node("bePutOn", start, { on: sub(202, $.objectList) });
        },
      },
      {
        ALT: () => {
          c(2, W.Is);
          c(3, W.Put);
          c(4, W.Into);
          const whose = $.or(2, [
            { ALT: () => ({ kind: "a", t: c(5, W.A) }) },
            { ALT: () => ({ kind: "your", t: c(6, W.Your) }) },
            { ALT: () => ({ kind: "their", t: c(7, W.Their) }) },
            { ALT: () => ({ kind: "player", p: sub(2, $.playerPhrase), t: c(8, T.Possessive) }) },
          ]);
          c(9, W.Graveyard);
          // "from anywhere", "from the battlefield"
          const from = opt(1, () => {
            c(10, W.From);
            return $.or(10, [{ ALT: () => (c(11, W.Anywhere), "anywhere") }, { ALT: () => (c(20, W.The), c(21, W.Battlefield), "battlefield") }]);
          });
          return $.node("putIntoGraveyard", start, { whose: stripTok(whose), fromAnywhere: from === "anywhere" ? true : undefined, from: from === "battlefield" ? from : undefined });
        },
      },
      {
        ALT: () => {
          const v = $.or(3, [{ ALT: () => c(12, W.Enter) }, { ALT: () => c(13, W.Leave) }]);
          c(14, W.The);
          c(15, W.Battlefield);
          return $.node(v.tokenType === W.Enter ? "enter" : "leave", start, { legacy: v.tokenType === W.Enter ? true : undefined });
        },
      },
      {
        ALT: () => {
          c(16, W.Is);
          c(17, W.Deal);
          const combat = opt(2, () => c(18, W.Combat));
          c(19, W.Damage);
          return $.node("beDealtDamage", start, { combat: combat ? true : undefined });
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
                // "it deals triple that damage"
                const triple = $.or(200, [{ ALT: () => (c(2, W.Double), undefined) }, { ALT: () => (c(200, W.Triple), true) }]);
                c(3, W.That);
                c(4, W.Damage);
                const to = opt(1, () => {
                  c(5, W.To);
                  return sub(2, $.objectPhrase);
                });
                return $.node("doubleDamage", start, { source: who, to, triple });
              },
            },
            {
              ALT: () => {
                // "you gain that much life plus 1", "you gain twice that much life", "it deals twice that much damage"
                const v = $.or(3, [{ ALT: () => c(20, W.Gain) }, { ALT: () => c(21, W.Deal) }]);
                const twice = opt(5, () => c(22, W.Twice));
                c(23, W.That);
                c(24, W.Much);
                const what = $.or(4, [{ ALT: () => c(25, W.Life) }, { ALT: () => c(26, W.Damage) }]);
                const plus = opt(6, () => {
                  c(27, W.Plus);
                  return sub(9, $.numberValue);
                });
                // "it deals that much damage minus 1 to that creature instead"
                const minus = opt(205, () => {
                  c(219, W.Minus);
                  return sub(205, $.numberValue);
                });
                const to = opt(7, () => {
                  c(28, W.To);
                  return sub(10, $.objectPhrase);
                });
                return $.node("thatMuchMore", start, {
                  who,
                  verb: v.tokenType === W.Gain ? "gain" : "deal",
                  what: what.tokenType === W.Life ? "life" : "damage",
                  twice: twice ? true : undefined,
                  plus,
                  minus,
                  to,
                });
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
            {
              ALT: () => {
                // "that source deals that damage to you instead", "it deals that damage to its controller instead" (614.9)
                c(220, W.Deal);
                c(221, W.That);
                c(222, W.Damage);
                c(223, W.To);
                return $.node("dealsThatDamage", start, { source: who, to: sub(206, $.objectPhrase) });
              },
            },
          ]);
        },
      },
      {
        ALT: () => {
          // "that damage is dealt to any target instead", "that damage is dealt to ~ instead" (614.9)
          c(224, W.That);
          c(225, W.Damage);
          c(226, W.Is);
          c(227, W.Deal);
          c(228, W.To);
          return $.node("thatDamageDealtTo", start, { to: sub(207, $.objectPhrase) });
        },
      },
      {
        ALT: () => {
          // "prevent that damage", "prevent 1 of that damage" (615)
          c(15, W.Prevent);
          const n = opt(3, () => {
            const x = sub(7, $.numberValue);
            c(16, W.Of);
            return x;
          });
          c(17, W.That);
          c(18, W.Damage);
          const then = opt(4, () => {
            c(19, W.And);
            return sub(8, $.clauseChain);
          });
          return $.node("preventThat", start, { amount: n, and: then });
        },
      },
      {
        ALT: () => {
          // "twice that many of those tokens are created", "that many plus one +1/+1 counters are put on it",
          // "those tokens plus a Clue token are created" (the replaced event, changed in number)
          const amount = $.or(201, [
            { ALT: () => (c(201, W.Twice), c(202, W.That), c(203, W.Many), $.node("twiceThatMany", start)) },
            {
              ALT: () => {
                c(204, W.That);
                c(205, W.Many);
                const op = $.or(202, [{ ALT: () => (c(206, W.Plus), "plus") }, { ALT: () => (c(207, W.Minus), "minus") }]);
                return $.node("thatManyPlus", start, { op, n: sub(201, $.numberValue) });
              },
            },
            {
              ALT: () => {
                c(208, W.Those);
                c(209, W.Token);
                c(210, W.Plus);
                // "… plus a Clue token", "… plus a Mutagen token", "… plus that many 1/1 green Squirrel creature tokens"
                const plus = $.or(205, [{ ALT: () => sub(202, $.objectPhrase) }, { ALT: () => sub(208, $.tokenSpec) }]);
                return $.node("thoseTokensPlus", start, { plus });
              },
            },
          ]);
          const what = opt(201, () =>
            $.or(203, [
              { ALT: () => (c(211, W.Of), c(212, W.Those), c(213, W.Token), "thoseTokens") },
              {
                ALT: () => {
                  const s0 = $.LA(1);
                  const counter = opt(202, () => sub(203, $.counterKind));
                  c(214, W.Counter);
                  return $.node("countersSubject", s0, { amount: "many", counter });
                },
              },
            ]),
          );
          c(215, W.Is);
          const result = $.or(204, [
            { ALT: () => (c(216, W.Create), { verb: "created" }) },
            { ALT: () => (c(217, W.Put), c(218, W.On), { verb: "put", on: sub(204, $.objectPhrase) }) },
          ]);
          return $.node("changedAmount", start, { amount, what, ...result });
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
      {
        // "at the beginning of the next cleanup step" (514)
        ALT: () => {
          c(13, W.Cleanup);
          c(14, W.Step);
          return $.node("step", start, { step: "cleanup" });
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
    // "During your turn, …" / "If ~ was kicked, it enters with …"
    const during = opt(4, () => {
      const d = sub(4, $.duringTurn);
      c(6, T.Comma);
      return d;
    });
    // "Once during each of your turns, you may cast …", "Once each turn, …"
    const once = opt(7, () => {
      c(12, W.Once);
      const each = $.or(2, [
        {
          ALT: () => {
            c(13, W.During);
            c(14, W.Each);
            c(15, W.Of);
            c(16, W.Your);
            c(17, W.Turn);
            return "yourTurn";
          },
        },
        {
          ALT: () => {
            c(18, W.Each);
            c(19, W.Turn);
            return "turn";
          },
        },
      ]);
      c(20, T.Comma);
      return { kind: "once", each };
    });
    // "During your turn, as long as ~ is equipped, it has double strike"
    const condAfterDuring = $.option(9, {
      GATE: () => during !== undefined && cond === undefined,
      DEF: () => {
        c(22, W.As);
        c(23, W.Long);
        c(24, W.As);
        const cnd = sub(9, $.condition);
        c(25, T.Comma);
        return cnd;
      },
    });
    const ifCond = opt(5, () => {
      c(7, W.If);
      const cnd = sub(5, $.condition);
      c(8, T.Comma);
      return cnd;
    });
    const body = sub(2, $.staticBody);
    // "It gets +3/+1 instead as long as …" (replacing the bonus of the ability before it)
    const instead = opt(8, () => c(21, W.Instead));
    // "~ has flying as long as you control an Island", "… for as long as it has a flood counter on it", "… during your turn"
    const after = opt(6, () =>
      $.or(1, [
        {
          ALT: () => {
            const isFor = opt(10, () => c(26, W.For));
            c(9, W.As);
            c(10, W.Long);
            c(11, W.As);
            return { kind: "asLongAs", for: isFor ? true : undefined, condition: sub(6, $.condition) };
          },
        },
        { ALT: () => sub(7, $.duringTurn) },
        // "~ has hexproof if it hasn't dealt damage yet", "~ isn't legendary if it's a token"
        { ALT: () => sub(175, $.staticIfAfter) },
      ]),
    );
    const where = opt(3, () => sub(3, $.xDefinition));
    opt(2, () => c(5, T.Period));
    return $.node("static", start, {
      asLongAs: cond ?? condAfterDuring,
      duringFirst: condAfterDuring ? true : undefined,
      during,
      once,
      if: ifCond,
      body,
      instead: instead ? true : undefined,
      after,
      where,
    });
  });

  // What a characteristic-defining ability sets power or toughness to (604.3): "equal to the number of creatures you
  // control", "equal to 1 plus the number of lands you control", "equal to the number of … plus 1", "equal to that number plus 1"
  $.ptAmount = $.RULE("ptAmount", () => {
    const start = $.LA(1);
    const first = $.or(1, [
      { ALT: () => sub(1, $.countWord) },
      {
        ALT: () => {
          c(1, W.Equal);
          c(2, W.To);
          return $.or(2, [{ ALT: () => sub(2, $.numberValue) }, { ALT: () => (c(3, W.That), c(4, W.Number), $.node("thatNumber", start)) }]);
        },
      },
    ]);
    const terms: Node[] = [first];
    const ops: string[] = [];
    $.many(1, () => {
      const op = $.or(3, [{ ALT: () => c(5, W.Plus) }, { ALT: () => c(6, W.Minus) }]);
      ops.push(op.image.toLowerCase());
      terms.push(sub(3, $.xTerm));
    });
    return $.ACTION(() => (ops.length === 0 ? first : $.node("sum", start, { terms, ops })));
  });

  // "The flashback cost is equal to its mana cost.", "Its foretell cost is equal to its mana cost reduced by {2}."
  // (a keyword ability's cost given by the card's mana cost: 702.34a, 702.143, …)
  $.keywordCostIs = $.RULE("keywordCostIs", () => {
    const start = $.LA(1);
    const det = $.or(1, [{ ALT: () => c(1, W.The) }, { ALT: () => c(2, W.Its) }]);
    const k = c(3, T.Keyword);
    c(4, W.Cost);
    c(5, W.Is);
    c(6, W.Equal);
    c(7, W.To);
    const of = $.or(2, [
      { ALT: () => (c(8, W.Its), { kind: "pronoun", word: "its" }) },
      {
        ALT: () => {
          const o = sub(1, $.nounRef);
          c(9, T.Possessive);
          return o;
        },
      },
    ]);
    c(10, W.Mana);
    c(11, W.Cost);
    const reducedBy = opt(1, () => (c(12, W.Reduce), c(13, W.By), sub(2, $.manaCost)));
    return $.node("keywordCostIs", start, {
      det: det.tokenType === W.The ? "the" : "its",
      keyword: String(((k as IToken & { payload?: { value?: unknown } }).payload?.value ?? k.image)).toLowerCase(),
      of,
      reducedBy,
    });
  });

  // "The same is true for creature spells you control and creature cards you own that aren't on the battlefield.",
  // "The same is true for fear, first strike, double strike, …" (the sentence before applies to these too)
  $.sameIsTrue = $.RULE("sameIsTrue", () => {
    const start = $.LA(1);
    c(1, W.The);
    c(2, W.Same);
    c(3, W.Is);
    c(4, W.True);
    c(5, W.For);
    return $.or(1, [
      { ALT: () => $.node("sameIsTrue", start, { abilities: sub(1, $.keywordList) }) },
      {
        ALT: () => {
          const items: Node[] = [sub(2, $.objectPhrase)];
          $.many(1, () => {
            c(6, W.And);
            items.push(sub(3, $.objectPhrase));
          });
          return $.node("sameIsTrue", start, { objects: items });
        },
      },
    ]);
  });

  // "… and its toughness is equal to that number plus 1" (after "~'s power is equal to …")
  $.andItsToughness = $.RULE("andItsToughness", () => {
    c(1, W.And);
    c(2, W.Its);
    c(3, W.Toughness);
    c(4, W.Is);
    return sub(1, $.ptAmount);
  });

  // "a triggered ability of a permanent you control", "an ability of a Shaman or another Wizard you control"
  $.abilityOf = $.RULE("abilityOf", () => {
    const start = $.LA(1);
    const a = c(1, W.A);
    const triggered = opt(1, () => c(2, W.Trigger));
    c(3, W.Ability);
    c(4, W.Of);
    const of = sub(1, $.objectList);
    return $.node("abilityOf", start, { article: a.image.toLowerCase(), triggered: triggered ? true : undefined, of });
  });

  // What a subject doing something is, as a gerund: "entering the battlefield", "dying", "attacking",
  // "being dealt damage", "dealing combat damage to a player"
  $.gerundEvent = $.RULE("gerundEvent", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.Entering);
          const legacy = opt(1, () => (c(2, W.The), c(3, W.Battlefield), true));
          return $.node("gerund", start, { event: "enters", legacy });
        },
      },
      { ALT: () => (c(4, W.Dying), $.node("gerund", start, { event: "dies" })) },
      { ALT: () => (c(5, W.Attack), $.node("gerund", start, { event: "attacks" })) },
      { ALT: () => (c(6, W.Is), c(7, W.Deal), c(8, W.Damage), $.node("gerund", start, { event: "isDealtDamage" })) },
      {
        ALT: () => {
          c(9, W.Deal);
          const combat = opt(2, () => c(10, W.Combat));
          c(11, W.Damage);
          const to = opt(3, () => {
            c(12, W.To);
            return sub(1, $.objectPhrase);
          });
          return $.node("gerund", start, { event: "dealsDamage", combat: combat ? true : undefined, to });
        },
      },
    ]);
  });

  // What "for each" counts in a static ability: a filter, or "time it was kicked", "color of mana spent to cast it",
  // "basic land type among lands you control", "creature in your party"
  $.forEachWhat = $.RULE("forEachWhat", () => $.or(1, [{ ALT: () => sub(1, $.filter) }, { ALT: () => sub(5, $.countedKind) }]));

  // What is counted besides objects, after "for each" (singular) or "the number of" (plural): "time it was kicked",
  // "colors of mana spent to cast it", "basic land types among lands you control", "creatures in your party"
  $.countedKind = $.RULE("countedKind", () => {
    const start = $.LA(1);
    return $.or(2, [
      {
        ALT: () => {
          c(1, W.Time);
          const what = sub(2, $.objectPhrase);
          c(2, W.Is);
          c(3, W.Kicked);
          return $.node("timeKicked", start, { what });
        },
      },
      {
        ALT: () => {
          const color = c(4, W.Color);
          c(5, W.Of);
          c(6, W.Mana);
          c(7, W.Spend);
          c(8, W.To);
          c(9, W.Cast);
          const what = sub(3, $.objectPhrase);
          return $.node("colorOfManaSpent", start, { what, plural: /s$/i.test(color.image) ? true : undefined });
        },
      },
      {
        ALT: () => {
          const b = c(10, W.Supertype); // basic
          c(11, W.CardType); // land
          const type = c(12, W.Type);
          c(13, W.Among);
          const among = sub(4, $.objectPhrase);
          return $.node("landTypeAmong", start, { basic: b.image.toLowerCase() === "basic" ? true : undefined, among, plural: /s$/i.test(type.image) ? true : undefined });
        },
      },
      {
        ALT: () => {
          // "for each target beyond the first" (strive, 702.?: a cost per additional target, 601.2f)
          c(18, W.Target);
          c(19, W.Beyond);
          c(20, W.The);
          c(21, W.Ordinal);
          return $.node("targetBeyondFirst", start);
        },
      },
      {
        ALT: () => {
          // "card types among cards in all graveyards", "different mana value among …", "color among permanents you control"
          const different = opt(1, () => c(22, W.Different));
          const what = $.or(3, [
            { ALT: () => (c(23, W.Card), ["cardType", c(24, W.Type)] as const) },
            { ALT: () => ["color", c(25, W.Color)] as const },
            { ALT: () => (c(26, W.Mana), ["manaValue", c(27, W.Value)] as const) },
          ]);
          c(28, W.Among);
          const among = sub(6, $.objectPhrase);
          return $.node("kindAmong", start, {
            what: what[0],
            different: different ? true : undefined,
            among,
            plural: /s$/i.test(what[1].image) ? true : undefined,
          });
        },
      },
      {
        ALT: () => {
          // "+1/+1 counter on creatures you control", "oil counter on ~" (each counter counts, 122.1)
          // "charge counter removed this way" (the counters a cost or an effect removed, 602.2b); "kind of counter on
          // it" (each kind once, 122.1)
          // "different kinds of counters among permanents you control"
          const different = opt(170, () => c(170, W.Different));
          const kinds = opt(3, () => (c(33, W.Kind), c(34, W.Of), true));
          const ck = opt(2, () => sub(9, $.counterKind));
          const t = c(31, W.Counter);
          const where = $.or(4, [
            { ALT: () => (c(32, W.On), { on: sub(10, $.objectPhrase) }) },
            { GATE: () => !kinds, ALT: () => ({ how: sub(11, $.participlePhrase) }) },
            // "counters among creatures you control", "time counters among permanents you control" (on each of them)
            { ALT: () => (c(171, W.Among), { among: sub(170, $.objectPhrase) }) },
          ]);
          return $.node("countersOnObject", start, { different: different ? true : undefined, kinds: kinds ? true : undefined, counter: ck, plural: /s$/.test(t.image) ? true : undefined, ...where });
        },
      },
      {
        ALT: () => {
          // "experience counter you have", "poison counters your opponents have" (122.1: counters on players)
          const ck = sub(7, $.counterKind);
          const counter = c(29, W.Counter);
          const who = sub(8, $.playerPhrase);
          c(30, W.Has);
          return $.node("playerCounters", start, { counter: ck, who, plural: /s$/i.test(counter.image) ? true : undefined });
        },
      },
      {
        ALT: () => {
          const creature = c(14, W.CardType); // creature
          c(15, W.In);
          c(16, W.Your);
          c(17, W.Party);
          return $.node("partyMember", start, { plural: /s$/i.test(creature.image) ? true : undefined });
        },
      },
      { ALT: () => sub(200, $.manaFromSpent) },
    ]);
  });

  // "mana from a Treasure spent to cast it", "mana from a Cave spent to cast this spell": the mana a source of
  // that kind produced, among the mana paid for a spell (601.2h, 106.3)
  $.manaFromSpent = $.RULE("manaFromSpent", () => {
    const start = $.LA(1);
    c(1, W.Mana);
    c(2, W.From);
    const source = sub(1, $.objectPhrase);
    c(3, W.Spend);
    c(4, W.To);
    c(5, W.Cast);
    const what = sub(2, $.objectPhrase);
    return $.node("manaFromSpent", start, { source, what });
  });

  // "instead" written before a replacement's new event ("…, instead exile it"; "…, em vez disso, exile-o")
  $.leadingInstead = $.RULE("leadingInstead", () => c(1, W.Instead));

  // How a replacement effect begins: "If …" (614.1), or "The next time …" for a shield that applies once (614.1, 615.7)
  $.replacementHead = $.RULE("replacementHead", () =>
    $.or(1, [{ ALT: () => (c(1, W.If), undefined) }, { ALT: () => (c(2, W.The), c(3, W.Next), c(4, W.Time), true) }]),
  );

  // "there is an additional combat phase", "… after this phase", "… followed by an additional main phase"
  $.additionalPhases = $.RULE("additionalPhases", () => {
    c(1, W.There);
    c(2, W.Is);
    c(3, W.A);
    c(4, W.Additional);
    c(5, W.Combat);
    c(6, W.Phase);
    // the phase it follows, when not said first: "there is an additional combat phase after this phase"
    const afterThis = opt(2, () => (c(13, W.After), c(14, W.This), c(15, W.Phase), true));
    const main = opt(1, () => (c(7, W.Follow), c(8, W.By), c(9, W.A), c(10, W.Additional), c(11, W.Main), c(12, W.Phase), true));
    return { combat: true, main, afterThis };
  });

  // "during your turn", "during each of your turns"
  $.duringTurn = $.RULE("duringTurn", () => {
    const start = $.LA(1);
    c(1, W.During);
    const each = opt(1, () => (c(2, W.Each), c(3, W.Of), true));
    c(4, W.Your);
    c(5, W.Turn);
    return $.node("duringTurn", start, { whose: "your", each });
  });
}
