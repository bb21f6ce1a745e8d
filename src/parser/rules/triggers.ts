/**
 * Trigger conditions and events, trigger limits, activation instructions.
 */
import * as T from "../../lexer/tokens.ts";
import { W, wordName } from "../../lexer/words.ts";
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
              // "at the beginning of each of your main phases"
              { ALT: () => ({ kind: "eachOfYour", t: c(123, W.Each), o: c(124, W.Of), y: c(125, W.Your) }) },
              { ALT: () => ({ kind: "each", t: c(5, W.Each) }) },
              { ALT: () => ({ kind: "the", t: c(6, W.The) }) },
              // "at the beginning of that combat" (a delayed trigger, 603.7)
              { ALT: () => ({ kind: "that", t: c(212, W.That) }) },
              {
                ALT: () => {
                  const p = sub(1, $.triggerPlayer);
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
              {
                ALT: () => {
                  // "at the beginning of the next turn's upkeep" (a delayed trigger, 603.7)
                  c(90, W.The);
                  c(91, W.Next);
                  c(92, W.Turn);
                  c(93, T.Possessive);
                  return { kind: "nextTurns" };
                },
              },
              {
                ALT: () => {
                  // "at the beginning of that turn's end step" (a delayed trigger, 603.7)
                  c(96, W.That);
                  c(97, W.Turn);
                  c(98, T.Possessive);
                  return { kind: "thatTurns" };
                },
              },
              {
                ALT: () => {
                  // "at the beginning of your next upkeep" (a delayed trigger, 603.7)
                  c(94, W.Your);
                  c(95, W.Next);
                  return { kind: "yourNext" };
                },
              },
              { ALT: () => ({ kind: "none" }) },
            ]);
            const step = sub(2, $.triggerStep);
            // "the end step of enchanted creature's controller"
            const of = opt(5, () => {
              c(13, W.Of);
              return sub(4, $.triggerPlayer);
            });
            // "on your turn", "on each opponent's turn"
            // "at the beginning of combat this turn", "at the beginning of each combat this turn" (a delayed trigger, 603.7)
            const thisTurn = opt(210, () => (c(210, W.This), c(211, W.Turn), true));
            const on = opt(1, () => {
              c(10, W.On);
              const w = $.or(3, [
                { ALT: () => ({ kind: "your", t: c(11, W.Your) }) },
                { ALT: () => ({ kind: "player", p: sub(3, $.triggerPlayer), t: c(14, T.Possessive) }) },
              ]);
              c(12, W.Turn);
              return w;
            });
            return $.ACTION(() =>
              $.node("beginningOf", start, {
                whose: stripTok(whose),
                step,
                of,
                onYourTurn: on && on.kind === "your" ? true : undefined,
                onTurnOf: on && on.kind === "player" ? on.p : undefined,
                thisTurn,
              }),
            );
          },
        },
        {
          ALT: () => {
            // "at end of combat", "at the end of combat on your turn" (511)
            const the = opt(31, () => c(200, W.The));
            c(15, W.End);
            c(16, W.Of);
            c(17, W.Combat);
            const on = opt(32, () => (c(201, W.On), c(202, W.Your), c(203, W.Turn), true));
            return $.node("endOfCombat", start, { the: the ? true : undefined, onYourTurn: on });
          },
        },
        // more events, in a rule of their own
        { ALT: () => sub(210, $.triggerEventMore) },
        // "Whenever chaos ensues" (311.7, 901.9: the planar die's chaos symbol, or an effect saying so)
        { ALT: () => (c(35, W.Chaos), c(36, W.Ensue), $.node("chaosEnsues", start)) },
        {
          // "Whenever day becomes night or night becomes day" (726.2)
          GATE: () => /^(day|night)$/i.test($.LA(1).image) && $.LA(2).tokenType === W.Become,
          ALT: () => {
            // what it becomes: "day becomes night" → "night"
            const change = (i: number): string => {
              const from = c(i, T.Word).image.toLowerCase();
              c(i + 1, W.Become);
              const to = $.or(i / 10, [{ GATE: () => /^(day|night)$/i.test($.LA(1).image) && $.LA(1).image.toLowerCase() !== from, ALT: () => c(i + 2, T.Word) }]);
              return to.image.toLowerCase();
            };
            const becomes = [change(100)];
            opt(7, () => {
              c(96, W.Or);
              $.or(9, [{ GATE: () => /^(day|night)$/i.test($.LA(1).image), ALT: () => becomes.push(change(110)) }]);
            });
            return $.node("dayNightChanges", start, { becomes });
          },
        },
        {
          // "Whenever you're dealt damage", "When you're dealt combat damage"
          ALT: () => {
            c(97, W.YouAre);
            c(98, W.Deal);
            const combat = opt(8, () => c(99, W.Combat));
            c(120, W.Damage);
            return $.node("event", start, { subject: { kind: "you" }, contracted: true, event: "isDealtDamage", combat: combat ? true : undefined });
          },
        },
        {
          // "When you encounter ~" (a phenomenon, 311.7)
          GATE: () => /^encounter$/i.test($.LA(2).image),
          ALT: () => {
            c(121, W.You);
            c(122, T.Word);
            return $.node("event", start, { subject: { kind: "you" }, event: "encounters", what: sub(19, $.objectPhrase) });
          },
        },
        {
          // "one or more +1/+1 counters are put on ~", "a time counter is removed from ~"
          ALT: () => {
            const amount = $.or(7, [
              {
                ALT: () => {
                  const n = sub(14, $.numberValue);
                  c(20, W.Or);
                  c(21, W.More);
                  return { kind: "orMore", count: n };
                },
              },
              { ALT: () => ({ kind: "a", word: c(22, W.A).image.toLowerCase() }) },
              // "the last time counter is removed from ~" (702.62a, suspend)
              { ALT: () => (c(126, W.The), c(127, W.Last), { kind: "last" }) },
            ]);
            const counter = opt(6, () => sub(15, $.counterKind));
            c(23, W.Counter);
            c(24, W.Is);
            const verb = $.or(8, [
              {
                ALT: () => {
                  c(25, W.Put);
                  c(26, W.On);
                  return "put";
                },
              },
              {
                ALT: () => {
                  c(27, W.Remove);
                  c(28, W.From);
                  return "removed";
                },
              },
            ]);
            const on = sub(16, $.objectPhrase);
            const q = sub(17, $.eventQualifiers);
            return $.node("countersEvent", start, { amount, counter, verb, on, ...q });
          },
        },
        {
          // Events of a player that only triggers read (conditions have their own wording for them, and a
          // condition's card name must never run into an effect's "create"): "Whenever you create one or
          // more creature tokens" (111.2), "Whenever a player puts a nontoken creature onto the battlefield",
          // "Whenever you complete a dungeon" ("dungeon" is a card type, 309)
          ALT: () => {
            const subject = sub(20, $.playerPhrase);
            const ev = $.or(40, [
              { ALT: () => (c(37, W.Create), { event: "creates", what: sub(21, $.objectPhrase) }) },
              {
                ALT: () => {
                  c(38, W.Put);
                  const what = sub(23, $.objectPhrase);
                  c(39, W.Onto);
                  c(40, W.The);
                  c(41, W.Battlefield);
                  return { event: "putsOntoBattlefield", what };
                },
              },
              { ALT: () => (c(42, W.Complete), c(43, W.A), $.or(41, [{ GATE: () => /^dungeon$/i.test($.LA(1).image), ALT: () => c(44, W.CardType) }]), { event: "completesDungeon" }) },
            ]);
            const q = sub(22, $.eventQualifiers);
            return $.node("event", start, { subject, ...ev, ...q });
          },
        },
        {
          ALT: () => {
            const subject = $.or(4, [
              { ALT: () => sub(5, $.triggerSubject) },
              { ALT: () => sub(6, $.objectList) },
              { ALT: () => sub(18, $.andAtLeast) },
            ]);
            // "a creature dealt damage by ~ this turn"
            const dealtBy = opt(2, () => {
              c(30, W.Deal);
              c(31, W.Damage);
              c(32, W.By);
              const by = sub(7, $.objectPhrase);
              const duration = opt(3, () => sub(8, $.duration));
              return $.node("dealtDamageBy", start, { what: subject, by, duration });
            });
            // "When you next cast an instant or sorcery spell this turn" (a delayed trigger, 603.7c)
            const next = opt(30, () => (c(45, W.Next), true));
            const ev = sub(9, $.eventVerb);
            const more: unknown[] = [];
            // "enters or attacks", "blocks or becomes blocked", "enters the battlefield or you cast a party spell"
            $.many(1, () => {
              const j = $.or(5, [{ ALT: () => c(33, W.Or) }, { ALT: () => c(34, W.And) }]);
              const e2 = $.or(6, [
                { ALT: () => sub(10, $.eventVerb) },
                {
                  ALT: () => {
                    const s2 = sub(11, $.objectList);
                    const e = sub(12, $.eventVerb);
                    return { subject: s2, ...e };
                  },
                },
              ]);
              more.push({ kind: "eventPart", join: j.tokenType === W.Or ? "or" : "and", ...e2 });
            });
            const q = sub(13, $.eventQualifiers);
            return $.ACTION(() => {
              return $.node("event", start, { subject: dealtBy ?? subject, next, ...ev, more: more.length ? more : undefined, ...q });
            });
          },
        },
      ]);
    });

    // What happens to the subject of a trigger event: "enters the battlefield", "attacks alone", "is turned face up".
    // "controls the most creatures", "controls the fewest lands": the players with the greatest or least number
    $.controlsMost = $.RULE("controlsMost", () => {
      c(1, W.Control);
      c(2, W.The);
      const extreme = $.or(1, [{ ALT: () => (c(3, W.Most), "most") }, { GATE: () => /^fewest$/i.test($.LA(1).image), ALT: () => (c(4, T.Word), "fewest") }]);
      return { event: "controlsMost", extreme, mostOf: sub(1, $.filter) };
    });
    $.eventVerb = $.RULE("eventVerb", () => {
      return $.or(1, [
        // "spend this mana to cast a Dragon creature spell" (spending.ts)
        { ALT: () => sub(170, $.spendThisManaEvent) },
        {
          ALT: () => {
            c(1, W.Enter);
            const legacy = opt(1, () => {
              c(2, W.The);
              c(3, W.Battlefield);
              return true;
            });
            const under = opt(2, () => {
              c(4, W.Under);
              const w = $.or(2, [
                { ALT: () => ({ kind: "your", t: c(5, W.Your) }) },
                { ALT: () => ({ kind: "their", t: c(130, W.Their) }) },
                { ALT: () => ({ kind: "player", p: sub(1, $.triggerPlayer), t: c(6, T.Possessive) }) },
              ]);
              c(7, W.Control);
              return stripTok(w);
            });
            // "it entered from your graveyard"
            const from = opt(23, () => {
              const s0 = $.LA(1);
              c(124, W.From);
              const whose = $.or(15, [{ ALT: () => ({ kind: "your", t: c(125, W.Your) }) }, { ALT: () => ({ kind: "a", t: c(126, W.A) }) }]);
              const z = $.or(16, [{ ALT: () => c(127, W.Graveyard) }, { ALT: () => c(128, W.Hand) }, { ALT: () => c(129, W.Exile) }]);
              return $.node("zone", s0, { prep: "from", zone: wordName(z.tokenType).toLowerCase(), whose: whose.kind === "your" ? "you" : "any" });
            });
            // "When ~ enters the battlefield untapped"
            const untapped = opt(24, () => c(134, W.Untap));
            return { event: "enters", legacy, under, from, untapped: untapped ? true : undefined };
          },
        },
        { ALT: () => (c(8, W.Die), { event: "dies" }) },
        { ALT: () => (c(9, W.Do), { event: "does" }) },
        {
          ALT: () => {
            c(10, W.Leave);
            return $.or(3, [
              {
                ALT: () => {
                  c(11, W.The);
                  c(12, W.Battlefield);
                  // "leave the battlefield without dying" (a permanent exiled, bounced, … — not put into a graveyard)
                  const withoutDying = opt(29, () => (c(232, W.Without), c(233, W.Dying), true));
                  return { event: "leaves", withoutDying };
                },
              },
              {
                // "leave your graveyard"
                ALT: () => {
                  const w = $.or(4, [{ ALT: () => ({ kind: "your", t: c(13, W.Your) }) }, { ALT: () => ({ kind: "player", p: sub(2, $.triggerPlayer), t: c(14, T.Possessive) }) }]);
                  c(15, W.Graveyard);
                  return { event: "leaves", zone: "graveyard", whose: stripTok(w) };
                },
              },
            ]);
          },
        },
        {
          ALT: () => {
            c(16, W.Attack);
            const orBlocks = opt(3, () => {
              c(17, W.Or);
              c(18, W.Block);
              return true;
            });
            const alone = opt(4, () => c(19, W.Alone));
            // "attacks you", "attack a player"
            // "attacks you or a planeswalker you control", "attacks you and/or one or more planeswalkers you control"
            const what = opt(5, () => sub(3, $.recipientList));
            // "attack with one or more creatures"
            const withWhat = opt(6, () => {
              c(20, W.With);
              return sub(4, $.objectPhrase);
            });
            return { event: orBlocks ? "attacksOrBlocks" : "attacks", alone: alone ? true : undefined, what, with: withWhat };
          },
        },
        {
          ALT: () => {
            c(21, W.Block);
            const what = opt(7, () => sub(5, $.objectPhrase));
            return { event: "blocks", what };
          },
        },
        {
          ALT: () => {
            c(22, W.Become);
            c(23, W.Block);
            const by = opt(8, () => {
              c(24, W.By);
              return sub(6, $.objectPhrase);
            });
            return { event: "becomesBlocked", by };
          },
        },
        {
          ALT: () => {
            c(25, W.Isnt);
            c(26, W.Block);
            return { event: "isntBlocked" };
          },
        },
        {
          ALT: () => {
            c(27, W.Deal);
            const which = opt(9, () => $.or(17, [{ ALT: () => (c(28, W.Combat), "combat") }, { ALT: () => (c(135, W.Noncombat), "noncombat") }]));
            c(29, W.Damage);
            const to = opt(10, () => {
              c(30, W.To);
              return sub(7, $.recipientList);
            });
            return { event: "dealsDamage", combat: which === "combat" ? true : undefined, noncombat: which === "noncombat" ? true : undefined, to };
          },
        },
        {
          ALT: () => {
            c(31, W.Is);
            c(32, W.Deal);
            const which = opt(11, () => $.or(18, [{ ALT: () => (c(33, W.Combat), "combat") }, { ALT: () => (c(136, W.Noncombat), "noncombat") }]));
            c(34, W.Damage);
            const by = opt(12, () => {
              c(35, W.By);
              return sub(8, $.objectPhrase);
            });
            return { event: "isDealtDamage", combat: which === "combat" ? true : undefined, noncombat: which === "noncombat" ? true : undefined, by };
          },
        },
        {
          ALT: () => {
            c(36, W.Cast);
            const orCopies = opt(19, () => (c(99, W.Or), c(100, W.Copy), true));
            const what = $.or(5, [{ ALT: () => sub(9, $.nthObject) }, { ALT: () => sub(10, $.objectPhrase) }]);
            // "a spell that targets ~"
            const targets = opt(13, () => {
              c(37, W.That);
              c(38, W.Target);
              return sub(11, $.objectPhrase);
            });
            const from = opt(14, () => sub(12, $.zoneRef));
            return { event: "casts", orCopies, what, targets, from };
          },
        },
        {
          // "gain life", "gained 3 or more life" (conditions), "gained or lost life", "gained and lost life"
          ALT: () => {
            const v = $.or(12, [{ ALT: () => c(39, W.Gain) }, { ALT: () => c(41, W.Lose) }]);
            const also = opt(21, () => {
              const j = $.or(13, [{ ALT: () => c(118, W.Or) }, { ALT: () => c(119, W.And) }]);
              const v2 = $.or(14, [{ ALT: () => c(120, W.Gain) }, { ALT: () => c(121, W.Lose) }]);
              return { kind: "lifeVerb", join: j.tokenType === W.Or ? "or" : "and", verb: v2.tokenType === W.Gain ? "gain" : "lose" };
            });
            const amount = opt(22, () => sub(30, $.condAmount));
            c(40, W.Life);
            const event = v.tokenType === W.Gain ? "gainsLife" : "losesLife";
            return also ? { event, also, amount } : { event, amount };
          },
        },
        { ALT: () => (c(122, W.Descend), { event: "descends" }) },
        {
          ALT: () => {
            c(43, W.Draw);
            return $.or(6, [
              { ALT: () => (c(44, W.A), c(45, W.Card), { event: "drawsCard" }) },
              // "drawn two or more cards", "drawn more than one card" (conditions)
              {
                ALT: () => {
                  const amount = sub(31, $.condAmount);
                  c(123, W.Card);
                  return { event: "drawsCards", amount };
                },
              },
              // "draw your second card each turn"
              { ALT: () => ({ event: "drawsCard", nth: sub(13, $.nthObject) }) },
            ]);
          },
        },
        { ALT: () => (c(46, W.Discard), { event: "discards", what: sub(14, $.objectPhrase) }) },
        { ALT: () => (c(47, W.Sacrifice), { event: "sacrifices", what: sub(15, $.objectPhrase) }) },
        {
          // "sacrificed", "revealed" are read as participles first ("you've sacrificed an artifact this turn")
          ALT: () => {
            const t = c(115, W.Participle);
            const what = sub(28, $.objectPhrase);
            return { event: t.image.toLowerCase() === "revealed" ? "reveals" : "sacrifices", what };
          },
        },
        {
          ALT: () => {
            c(48, W.Become);
            c(49, W.The);
            c(50, W.Target);
            c(51, W.Of);
            return { event: "becomesTarget", by: sub(16, $.objectPhrase) };
          },
        },
        {
          ALT: () => {
            c(52, W.Become);
            const s = $.or(7, [{ ALT: () => c(53, W.Tap) }, { ALT: () => c(54, W.Untap) }]);
            return { event: s.tokenType === W.Tap ? "becomesTapped" : "becomesUntapped" };
          },
        },
        // "becomes monstrous" (701.37b), "becomes suspected" (701.60)
        { ALT: () => (c(165, W.Become), { event: "becomesStatus", status: c(166, W.Status).image.toLowerCase() }) },
        { ALT: () => (c(55, W.Play), { event: "plays", what: sub(17, $.objectPhrase) }) },
        { ALT: () => (c(56, W.Control), { event: "controls", what: sub(18, $.objectPhrase) }) },
        // "each player who controls the most creatures", "… the fewest lands"
        { ALT: () => sub(177, $.controlsMost) },
        {
          ALT: () => {
            c(57, W.Is);
            c(58, W.Put);
            c(59, W.Into);
            const whose = $.or(8, [
              { ALT: () => ({ kind: "a", t: c(60, W.A) }) },
              { ALT: () => ({ kind: "your", t: c(61, W.Your) }) },
              { ALT: () => ({ kind: "its owner", t: c(62, W.Its), o: c(63, W.Owner), s: c(64, T.Possessive) }) },
              // "an opponent's graveyard"
              { ALT: () => ({ kind: "player", p: sub(32, $.triggerPlayer), s: c(131, T.Possessive) }) },
            ]);
            c(65, W.Graveyard);
            const from = opt(15, () => {
              c(66, W.From);
              return $.or(9, [
                { ALT: () => (c(67, W.The), c(68, W.Battlefield), "battlefield") },
                { ALT: () => (c(69, W.Anywhere), "anywhere") },
                { ALT: () => (c(132, W.Your), c(133, W.Library), "yourLibrary") },
              ]);
            });
            return { event: "putIntoGraveyard", whose: whose.kind === "player" ? whose.p : whose.kind, from };
          },
        },
        {
          // "dies or is put into exile from the battlefield", "is put into exile" (the God-Eternals)
          ALT: () => {
            c(161, W.Is);
            c(162, W.Put);
            c(163, W.Into);
            c(164, W.Exile);
            const from = opt(28, () => sub(42, $.zoneRef));
            return { event: "putIntoExile", from };
          },
        },
        { ALT: () => (c(101, W.Commit), c(102, W.A), c(103, W.Crime), { event: "commitsCrime" }) },
        { ALT: () => (c(104, W.Expend), { event: "expends", amount: sub(26, $.numberValue) }) },
        { ALT: () => (c(105, W.Unlock), c(106, W.This), c(107, W.Door), { event: "unlocksDoor" }) },
        // "whenever you fully unlock a Room" (709.5)
        { ALT: () => (c(137, W.Fully), c(138, W.Unlock), { event: "fullyUnlocks", what: sub(33, $.objectPhrase) }) },
        // "When this creature specializes" (Alchemy)
        {
          // "specializes", "specializes from your graveyard", "specializes from any zone" (702.172)
          ALT: () => {
            c(139, W.Specializes);
            const from = opt(27, () =>
              $.or(25, [{ ALT: () => sub(40, $.zoneRef) }, { ALT: () => (c(158, W.From), c(159, W.Any), c(160, W.Zone), "anyZone") }]),
            );
            return { event: "specializes", from };
          },
        },
        {
          // "When this Class becomes level 2" (716.2a)
          GATE: () => $.LA(2).image.toLowerCase() === "level",
          ALT: () => {
            c(143, W.Become);
            c(144, T.Word);
            return { event: "becomesLevel", amount: sub(35, $.numberValue) };
          },
        },
        // "Whenever ~ becomes unattached from a permanent"
        {
          ALT: () => {
            c(140, W.Become);
            c(141, W.Unattached);
            c(142, W.From);
            return { event: "becomesUnattached", what: sub(34, $.objectPhrase) };
          },
        },
        {
          ALT: () => {
            c(108, W.Activate);
            const what = $.or(26, [{ ALT: () => sub(41, $.abilityRef) }, { ALT: () => sub(27, $.objectPhrase) }]);
            return { event: "activates", what };
          },
        },
        {
          // "is countered", "were exiled this way", "is destroyed"
          ALT: () => {
            c(109, W.Is);
            const v = $.or(11, [
              { ALT: () => c(110, W.Counter) },
              { ALT: () => c(111, W.Exile) },
              { ALT: () => c(112, W.Destroy) },
              { ALT: () => c(113, W.Sacrifice) },
              { ALT: () => c(114, W.Discard) },
              { ALT: () => c(116, W.Participle) },
              // "a land card was milled this way" (701.13), "a spell was warped this turn" (702.185)
              { ALT: () => c(241, W.Mill) },
              // "a card is drawn this way", "a permanent was returned this way"
              { ALT: () => c(243, W.Draw) },
              { ALT: () => c(244, W.Return) },
              { GATE: () => /^warped$/i.test($.LA(1).image), ALT: () => c(242, T.Word) },
            ]);
            const verb =
              v.tokenType === W.Participle ? (v.image.toLowerCase() === "revealed" ? "reveal" : "sacrifice") : v.tokenType === T.Word ? "warp" : wordName(v.tokenType).toLowerCase();
            return { event: "isAffected", verb };
          },
        },
        {
          // "was cast from your hand", "were cast last turn"
          ALT: () => {
            c(97, W.Is);
            c(98, W.Cast);
            const from = opt(18, () => sub(25, $.zoneRef));
            return { event: "isCast", from };
          },
        },
        {
          // "is turned face up" (708.8)
          ALT: () => {
            c(70, W.Is);
            c(71, W.Turned);
            c(72, W.Face);
            c(73, W.Up);
            return { event: "turnedFaceUp" };
          },
        },
        {
          // "is tapped for mana"
          ALT: () => {
            c(74, W.Is);
            c(75, W.Tap);
            c(76, W.For);
            c(77, W.Mana);
            return { event: "isTappedForMana" };
          },
        },
        {
          // "taps a land for mana"
          ALT: () => {
            c(78, W.Tap);
            const what = sub(19, $.objectPhrase);
            c(79, W.For);
            c(80, W.Mana);
            return { event: "tapsForMana", what };
          },
        },
        {
          ALT: () => {
            c(81, W.Transform);
            const into = opt(16, () => {
              c(82, W.Into);
              return sub(20, $.objectPhrase);
            });
            return { event: "transforms", into };
          },
        },
        { ALT: () => (c(83, W.Cycle), { event: "cycles", what: opt(17, () => sub(21, $.objectPhrase)) }) },
        { ALT: () => (c(84, W.Mutate), { event: "mutates" }) },
        { ALT: () => (c(85, W.Exploit), { event: "exploits", what: sub(22, $.objectPhrase) }) },
        { ALT: () => (c(86, W.Scry), { event: "scries" }) },
        { ALT: () => (c(87, W.Surveil), { event: "surveils" }) },
        { ALT: () => (c(88, W.Explore), { event: "explores" }) },
        { ALT: () => (c(89, W.Crank), { event: "cranks", what: sub(23, $.objectPhrase) }) },
        {
          // "roll a die", "roll {CHAOS}" (planar die, 901.9)
          ALT: () => {
            c(90, W.Roll);
            const word = (i: number, w: RegExp) => $.or(i, [{ GATE: () => w.test($.LA(1).image), ALT: () => c(i + 160, T.Word) }]);
            return $.or(10, [
              { ALT: () => (c(91, W.A), c(92, W.Die), { event: "rollsDie" }) },
              { ALT: () => ({ event: "rollsSymbol", symbol: String((c(93, T.OtherSymbol) as Token).payload?.symbol ?? "") }) },
              // older printings of planes: "Whenever you roll chaos" is "roll {CHAOS}"
              { ALT: () => (c(199, W.Chaos), { event: "rollsSymbol", symbol: "CHAOS" }) },
              {
                // "roll one or more dice" (706)
                ALT: () => {
                  const n = sub(37, $.numberValue);
                  c(149, W.Or);
                  c(150, W.More);
                  word(21, /^dice$/i);
                  return { event: "rollsDice", atLeast: n };
                },
              },
              // "roll the planar die" (901.9)
              { ALT: () => (c(151, W.The), word(22, /^planar$/i), c(152, W.Die), { event: "rollsPlanarDie" }) },
              {
                // "roll a 6", "roll a 1 or 2", "roll a 4 or higher on a die" (706.2)
                ALT: () => {
                  c(153, W.A);
                  const value = sub(38, $.numberValue);
                  const or = opt(25, () => {
                    c(154, W.Or);
                    return $.or(23, [{ ALT: () => sub(39, $.numberValue) }, { ALT: () => (word(24, /^higher$/i), "higher") }]);
                  });
                  const onADie = opt(26, () => (c(155, W.On), c(156, W.A), c(157, W.Die), true));
                  return { event: "rollsResult", value, or, onADie };
                },
              },
            ]);
          },
        },
        // "win a coin flip" (705), "win a clash" (701.23)
        { ALT: () => (c(170, W.Win), c(171, W.A), { event: "wins", what: $.or(30, [{ ALT: () => (c(172, W.Coin), c(173, W.Flip), "coinFlip") }, { ALT: () => (c(174, W.Clash), "clash") }]) }) },
        // "exert a creature" (701.39), "proliferate" (701.27), "mill a nonland card" (701.13)
        { ALT: () => (c(175, W.Exert), { event: "exerts", what: sub(50, $.objectPhrase) }) },
        { ALT: () => (c(176, W.Proliferate), { event: "proliferates" }) },
        { ALT: () => (c(177, W.Mill), { event: "mills", what: sub(51, $.objectPhrase) }) },
        {
          // "complete a dungeon" (309.7)
          ALT: () => {
            c(179, W.Complete);
            c(180, W.A);
            $.or(31, [{ GATE: () => /^dungeon$/i.test($.LA(1).image), ALT: () => c(199, T.Word) }]);
            return { event: "completesDungeon" };
          },
        },
        {
          // "searches their library" (701.19)
          ALT: () => {
            c(182, W.Search);
            const whose = $.or(32, [{ ALT: () => (c(183, W.Their), "their") }, { ALT: () => (c(184, W.Your), "your") }]);
            c(185, W.Library);
            return { event: "searchesLibrary", whose };
          },
        },
        {
          // "put one or more counters on a creature you don't control", "put one or more -1/-1 counters on a creature" (122.1)
          ALT: () => {
            c(186, W.Put);
            const s0 = $.LA(1);
            const n = sub(53, $.numberValue);
            c(187, W.Or);
            c(188, W.More);
            const counters = $.node("orMore", s0, { count: n });
            const counter = opt(30, () => sub(54, $.counterKind));
            c(189, W.Counter);
            c(190, W.On);
            return { event: "putsCounters", counters, counter, on: sub(55, $.objectPhrase) };
          },
        },
        // "enchanted player is attacked" (508.1)
        { ALT: () => (c(191, W.Is), c(192, W.Attack), { event: "isAttacked" }) },
        {
          // "a spell or ability an opponent controls causes you to discard ~" (701.8)
          ALT: () => {
            c(194, W.Cause);
            const who = sub(57, $.playerPhrase);
            c(195, W.To);
            c(196, W.Discard);
            return { event: "causesDiscard", to: who, what: sub(58, $.objectPhrase) };
          },
        },
        // "a spell or ability you control counters a spell" (701.5)
        { ALT: () => (c(193, W.Counter), { event: "counters", what: sub(56, $.objectPhrase) }) },
        {
          // "planeswalk to ~", "planeswalk away from ~" (701.23, 901.6)
          ALT: () => {
            c(145, W.Planeswalk);
            const away = $.or(19, [{ ALT: () => (c(146, W.To), false) }, { ALT: () => (c(147, W.Away), c(148, W.From), true) }]);
            const what = sub(36, $.objectPhrase);
            return { event: away ? "planeswalksAwayFrom" : "planeswalksTo", what };
          },
        },
        // "loses the game" (104.3)
        { ALT: () => (c(201, W.Lose), c(202, W.The), c(203, W.Game), { event: "losesGame" }) },
        // "loses control of ~" (800.4a, 108.4)
        { ALT: () => (c(204, W.Lose), c(205, W.Control), c(206, W.Of), { event: "losesControl", what: sub(60, $.objectPhrase) }) },
        // "fights" (701.12), "clashes" (701.23)
        { ALT: () => (c(207, W.Fight), { event: "fights" }) },
        { ALT: () => (c(208, W.Clash), { event: "clashes" }) },
        {
          // "evolves" (702.100d: "whenever a creature evolves")
          GATE: () => /^evolves?$/i.test($.LA(1).image),
          ALT: () => (c(209, T.Word), { event: "evolves" }),
        },
        {
          // "becomes crewed" (702.122), "becomes saddled" (702.171)
          GATE: () => /^(crewed|saddled|plotted)$/i.test($.LA(2).image),
          ALT: () => (c(210, W.Become), { event: "becomesStatus", status: c(211, T.Word).image.toLowerCase() }),
        },
        {
          // "crews a Vehicle" (702.122), "saddles a Mount" (702.171)
          GATE: () => /^(crews?|saddles?)$/i.test($.LA(1).image),
          ALT: () => {
            const verb = c(212, T.Word).image.toLowerCase().replace(/s$/, "");
            return { event: verb === "crew" ? "crews" : "saddles", what: sub(61, $.objectPhrase) };
          },
        },
        // "becomes attached to a creature" (701.3)
        { ALT: () => (c(214, W.Become), c(215, W.Attached), c(216, W.To), { event: "becomesAttached", to: sub(63, $.objectPhrase) }) },
        // "puts a nontoken creature onto the battlefield"
        {
          // "is returned to your hand", "is returned to its owner's hand"
          ALT: () => {
            c(221, W.Is);
            c(222, W.Return);
            c(223, W.To);
            const whose = $.or(33, [
              { ALT: () => (c(224, W.Your), "your") },
              { ALT: () => (c(225, W.A), c(226, W.Player), c(227, T.Possessive), "aPlayers") },
              { ALT: () => (c(228, W.Its), c(229, W.Owner), c(230, T.Possessive), "itsOwners") },
            ]);
            c(231, W.Hand);
            return { event: "returnedToHand", whose };
          },
        },
        // more event verbs, in a rule of their own
        { ALT: () => sub(240, $.eventVerbMore) },
        {
          // "set this scheme in motion" (701.32)
          ALT: () => {
            c(94, W.Set);
            const what = sub(24, $.objectPhrase);
            c(95, W.In);
            c(96, W.Motion);
            return { event: "setsInMotion", what };
          },
        },
      ]);
    });

    // The damage of an event when more is said of it than "combat": "excess damage", "3 or more combat damage"
    $.damageHow = $.RULE("damageHow", () => {
      const how = $.or(1, [
        { GATE: () => /^excess$/i.test($.LA(1).image), ALT: () => (c(1, T.Word), { excess: true }) },
        { ALT: () => ({ amount: sub(1, $.condAmount) }) },
      ]);
      const which = opt(1, () => $.or(2, [{ ALT: () => (c(2, W.Combat), "combat") }, { ALT: () => (c(3, W.Noncombat), "noncombat") }]));
      c(4, W.Damage);
      return { ...how, combat: which === "combat" ? true : undefined, noncombat: which === "noncombat" ? true : undefined };
    });

    // Events without a subject before their verb: "the Ring tempts you" (701.54), "combat damage is dealt to you",
    // "damage is dealt to one of the chosen players"
    $.triggerEventMore = $.RULE("triggerEventMore", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => (c(1, W.The), c(2, W.Ring), c(3, W.Tempt), c(4, W.You), $.node("ringTemptsYou", start)) },
        {
          // "combat damage is dealt to you", "excess damage was dealt this way", "4 or more damage was dealt to it this turn"
          ALT: () => {
            const how = opt(1, () =>
              $.or(2, [
                { ALT: () => (c(5, W.Combat), { combat: true }) },
                { GATE: () => /^excess$/i.test($.LA(1).image), ALT: () => (c(10, T.Word), { excess: true }) },
                { ALT: () => ({ amount: sub(2, $.condAmount) }) },
              ]),
            );
            c(6, W.Damage);
            const be = c(7, W.Is);
            c(8, W.Deal);
            const to = opt(2, () => (c(9, W.To), sub(1, $.recipientList)));
            const q = sub(3, $.eventQualifiers);
            // the tense as written: "excess damage was dealt this way"
            const past = /^(was|were)$/i.test(be.image) ? true : undefined;
            return $.node("damageIsDealt", start, { ...how, to, ...q, past });
          },
        },
      ]);
    });

    // Event verbs of keyword actions and game states (701, 724): "phases in", "discovers", "becomes the monarch",
    // "copies a spell", "loses a coin flip", "puts a counter on a creature", "draws a nonland card"
    $.eventVerbMore = $.RULE("eventVerbMore", () => {
      const word = (i: number, w: RegExp) => $.or(i, [{ GATE: () => w.test($.LA(1).image), ALT: () => c(i, T.Word) }]);
      return $.or(1, [
        // "phases in", "phases out" (702.26)
        { ALT: () => (c(1, W.Phase), $.or(2, [{ ALT: () => (c(2, W.In), { event: "phasesIn" }) }, { ALT: () => (word(3, /^out$/i), { event: "phasesOut" }) }])) },
        // "discover" (701.57), "forage" (701.61), "collect evidence" (701.59), "manifest dread" (701.62)
        { ALT: () => (c(4, W.Discover), { event: "discovers" }) },
        { ALT: () => (c(5, W.Forage), { event: "forages" }) },
        { ALT: () => (c(6, W.Collect), c(7, W.Evidence), { event: "collectsEvidence" }) },
        { ALT: () => (c(8, W.Manifest), c(9, W.Dread), { event: "manifestsDread" }) },
        // "becomes the monarch" (724)
        { ALT: () => (c(10, W.Become), c(11, W.The), c(12, W.Monarch), { event: "becomesMonarch" }) },
        // "copies a spell" (707.10)
        { ALT: () => (c(13, W.Copy), { event: "copies", what: sub(1, $.objectPhrase) }) },
        // "loses a coin flip" (705)
        { ALT: () => (c(14, W.Lose), c(15, W.A), c(16, W.Coin), c(17, W.Flip), { event: "losesCoinFlip" }) },
        {
          // "puts a counter on a creature you control", "puts a +1/+1 counter on a permanent" (122.1)
          ALT: () => {
            c(18, W.Put);
            const a = c(19, W.A);
            const counter = opt(1, () => sub(2, $.counterKind));
            c(20, W.Counter);
            c(21, W.On);
            return { event: "putsCounters", counters: { kind: "a", word: a.image.toLowerCase() }, counter, on: sub(3, $.objectPhrase) };
          },
        },
        // "draws a nonland card", "draws a land card" (121.2)
        { ALT: () => (c(22, W.Draw), { event: "drawsCard", what: sub(4, $.objectPhrase) }) },
        // "taps a land for {C}" (106.12), "taps an untapped creature an opponent controls", "tapped six creatures this way"
        // ("taps a Forest for mana" too, so that either way of predicting reads it whole)
        {
          ALT: () => {
            c(23, W.Tap);
            const what = sub(5, $.objectPhrase);
            const forMana = opt(8, () => (c(24, W.For), $.or(8, [{ ALT: () => (c(47, W.Mana), { kind: "word" }) }, { ALT: () => sub(6, $.manaCost) }])));
            return $.ACTION(() => (forMana ? { event: "tapsForMana", what, mana: forMana.kind === "word" ? undefined : forMana } : { event: "taps", what }));
          },
        },
        // "is put onto the battlefield this way", "puts a card into their hand this way", "returns a nonland card to your
        // hand this way", "tapped six legendary creatures this way", "was blocked this turn"
        { ALT: () => (c(33, W.Is), c(34, W.Put), c(35, W.Onto), c(36, W.The), c(37, W.Battlefield), { event: "putOntoBattlefield" }) },
        {
          ALT: () => {
            c(38, W.Put);
            const what = sub(10, $.objectPhrase);
            c(39, W.Into);
            const whose = $.or(5, [{ ALT: () => (c(40, W.Your), "your") }, { ALT: () => (c(41, W.Their), "their") }]);
            c(42, W.Hand);
            return { event: "putsIntoHand", what, whose };
          },
        },
        {
          ALT: () => {
            c(43, W.Return);
            const what = sub(11, $.objectPhrase);
            const toHand = opt(3, () => (c(44, W.To), c(45, W.Your), c(46, W.Hand), true));
            return { event: "returns", what, toHand };
          },
        },

        { ALT: () => (c(48, W.Is), c(49, W.Block), { event: "isBlocked" }) },
        {
          // "is dealt excess damage" (120.4a), "is dealt 3 or more damage"
          ALT: () => {
            c(50, W.Is);
            c(51, W.Deal);
            const how = sub(13, $.damageHow);
            const by = opt(6, () => (c(56, W.By), sub(14, $.objectPhrase)));
            return { event: "isDealtDamage", ...how, by };
          },
        },
        {
          // "deals 5 or more damage to a player", "deals excess damage"
          ALT: () => {
            c(58, W.Deal);
            const how = sub(16, $.damageHow);
            const to = opt(7, () => (c(57, W.To), sub(15, $.recipientList)));
            return { event: "dealsDamage", ...how, to };
          },
        },
        // "reveals a land card this way" (701.16)
        { ALT: () => (c(32, W.Reveal), { event: "reveals", what: sub(9, $.objectPhrase) }) },
        // "it wasn't cast", "it wasn't cast from your hand" (601)
        { ALT: () => (c(30, W.Isnt), c(31, W.Cast), { event: "isCast", negated: true, from: opt(2, () => sub(8, $.zoneRef)) }) },
        // "exiles this creature", "shuffles their library" (701.20)
        { ALT: () => (c(25, W.Exile), { event: "exiles", what: sub(7, $.objectPhrase) }) },
        {
          ALT: () => {
            c(26, W.Shuffle);
            const whose = $.or(4, [{ ALT: () => (c(27, W.Their), "their") }, { ALT: () => (c(28, W.Your), "your") }]);
            c(29, W.Library);
            return { event: "shufflesLibrary", whose };
          },
        },
      ]);
    });

    // An ability someone activates: "an exhaust ability", "a loyalty ability of a Chandra planeswalker",
    // "an eternalize or embalm ability", "an ability of an artifact", "an ability that isn't a mana ability" (602, 605)
    $.abilityRef = $.RULE("abilityRef", () => {
      const start = $.LA(1);
      const a = c(1, W.A);
      const keywords: string[] = [];
      const loyalty = $.or(1, [
        { ALT: () => (c(2, W.Loyalty), true) },
        {
          ALT: () => {
            $.many(1, () => {
              const k = c(3, T.Keyword);
              $.ACTION(() => keywords.push(String(((k as Token).payload as { value?: unknown } | undefined)?.value ?? k.image.toLowerCase())));
              opt(2, () => c(4, W.Or));
            });
            return false;
          },
        },
      ]);
      c(5, W.Ability);
      const of = opt(3, () => {
        c(6, W.Of);
        return sub(1, $.objectPhrase);
      });
      const notMana = opt(4, () => (c(7, W.That), c(8, W.Isnt), c(9, W.A), c(10, W.Mana), c(11, W.Ability), true));
      return $.node("abilityRef", start, {
        article: a.image.toLowerCase(),
        loyalty: loyalty ? true : undefined,
        keywords: keywords.length ? keywords : undefined,
        of,
        notMana,
      });
    });

    // "your second spell", "their first noncreature spell", "your next instant or sorcery spell"
    $.nthObject = $.RULE("nthObject", () => {
      const start = $.LA(1);
      const whose = $.or(1, [{ ALT: () => c(1, W.Your) }, { ALT: () => c(2, W.Their) }]);
      const n = $.or(2, [{ ALT: () => c(3, W.Ordinal) }, { ALT: () => c(4, W.Next) }]);
      const filter = sub(1, $.filter);
      return $.ACTION(() =>
        $.node("nth", start, { whose: whose.tokenType === W.Your ? "your" : "their", nth: n.tokenType === W.Next ? "next" : num(n), filter }),
      );
    });

    // What may follow an event: "for the first time each turn", "each turn", "during your turn", "this turn".
    $.eventQualifiers = $.RULE("eventQualifiers", () => {
      const q: Record<string, unknown> = {};
      $.many(1, () => {
        $.or(1, [
          {
            ALT: () => {
              c(1, W.For);
              c(2, W.The);
              const n = c(3, W.Ordinal);
              c(4, W.Time);
              c(5, W.Each);
              c(6, W.Turn);
              $.ACTION(() => (q.nthTimeEachTurn = num(n)));
            },
          },
          {
            ALT: () => {
              c(7, W.Each);
              c(8, W.Turn);
              q.eachTurn = true;
            },
          },
          {
            ALT: () => {
              c(9, W.During);
              q.during = sub(1, $.turnRef);
            },
          },
          {
            ALT: () => {
              c(10, W.This);
              c(11, W.Turn);
              q.thisTurn = true;
            },
          },
          {
            // "a creature died under your control this turn", "a permanent left the battlefield under your control this turn"
            ALT: () => {
              c(40, W.Under);
              c(41, W.Your);
              c(42, W.Control);
              q.underYourControl = true;
            },
          },
          {
            ALT: () => {
              c(12, W.This);
              c(13, W.Way);
              q.thisWay = true;
            },
          },
          {
            ALT: () => {
              c(14, W.This);
              c(15, W.Combat);
              q.thisCombat = true;
            },
          },
          {
            // "Whenever this creature attacks while saddled" (702.171b)
            ALT: () => {
              c(16, W.While);
              c(17, W.Saddled);
              q.whileSaddled = true;
            },
          },
          {
            // "Whenever you cast a spell while ~ is attacking", "… while you're the monarch"
            ALT: () => {
              c(18, W.While);
              q.while = sub(2, $.condition);
            },
          },
          {
            // Spanish and Portuguese "mientras", "enquanto" for that "while": "… enquanto ele estiver removido do jogo"
            // ("while it's exiled"); "enquanto estiver" is one token
            GATE: () => $.LA(1).tokenType === W.As && $.LA(2).tokenType === W.Long,
            ALT: () => {
              c(180, W.As);
              c(181, W.Long);
              c(182, W.As);
              q.while = sub(180, $.condition);
            },
          },
        ]);
      });
      return q;
    });

    // "your turn", "each opponent's turn", "an opponent's turn", "combat"
    $.turnRef = $.RULE("turnRef", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Your);
            c(2, W.Turn);
            return $.node("turnOf", start, { whose: "your" });
          },
        },
        {
          ALT: () => {
            const p = sub(1, $.triggerPlayer);
            c(3, T.Possessive);
            c(4, W.Turn);
            return $.node("turnOf", start, { whose: p });
          },
        },
        {
          ALT: () => {
            c(5, W.Combat);
            return $.node("combat", start);
          },
        },
        // "during your last turn", "during its controller's last turn"
        { ALT: () => (c(240, W.Your), c(241, W.Last), c(242, W.Turn), $.node("turnOf", start, { whose: "your", last: true })) },
        {
          ALT: () => {
            const p = sub(240, $.triggerPlayer);
            c(243, T.Possessive);
            c(244, W.Last);
            c(245, W.Turn);
            return $.node("turnOf", start, { whose: p, last: true });
          },
        },
        // "during their turn" (the player of the event), "during each of your turns"
        { ALT: () => (c(10, W.Their), c(11, W.Turn), $.node("turnOf", start, { whose: "their" })) },
        { ALT: () => (c(12, W.Each), c(13, W.Of), c(14, W.Your), c(15, W.Turn), $.node("turnOf", start, { whose: "eachOfYour" })) },
        {
          // "your main phase", "your precombat main phase"
          ALT: () => {
            c(6, W.Your);
            const m = c(7, W.Main);
            const m2 = opt(1, () => c(8, W.Main));
            c(9, W.Phase);
            const which = m.image.toLowerCase();
            return $.node("phaseOf", start, { whose: "your", step: m2 ? (which === "postcombat" ? "main2" : "main1") : "main", legacy: m2 ? true : undefined });
          },
        },
      ]);
    });

    // A player in a trigger: the players of noun phrases, and "enchanted player".
    $.triggerPlayer = $.RULE("triggerPlayer", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.playerPhrase) },
        {
          ALT: () => {
            c(1, W.Enchanted);
            // "enchanted opponent's end step" (Curses enchant an opponent, 303.4)
            const noun = $.or(2, [{ ALT: () => (c(2, W.Player), "player") }, { ALT: () => (c(3, W.Opponent), "opponent") }]);
            return $.node("players", start, { det: "enchanted", noun });
          },
        },
      ]);
    });

    // Steps and phases of "at the beginning of …": those of static abilities, and
    // "precombat main phase" (legacy wording), "first main phase".
    $.triggerStep = $.RULE("triggerStep", () => {
      const start = $.LA(1);
      return $.or(1, [
        { ALT: () => sub(1, $.phaseStep) },
        {
          ALT: () => {
            const m = c(1, W.Main); // precombat / postcombat
            c(2, W.Main);
            c(3, W.Phase);
            return $.node("step", start, { step: m.image.toLowerCase() === "postcombat" ? "main2" : "main1", legacy: true });
          },
        },
        {
          ALT: () => {
            const n = c(4, W.Ordinal);
            c(5, W.Main);
            c(6, W.Phase);
            return $.ACTION(() => $.node("step", start, { step: num(n) === 2 ? "main2" : "main1" }));
          },
        },
      ]);
    });

    // A trigger's subject that ends in a noun right before its verb: "equipped creature attacks",
    // "a creature blocks". (A filter would read "attacks"/"blocks" as one of its words.)
    $.triggerSubject = $.RULE("triggerSubject", () => {
      const start = $.LA(1);
      const det = $.or(1, [
        { ALT: () => ({ det: c(1, W.A) }) },
        { ALT: () => ({ det: c(2, W.Another) }) },
        { ALT: () => ({ det: c(3, W.Each) }) },
        { ALT: () => ({ det: c(4, W.That) }) },
        { ALT: () => ({ det: c(5, W.The) }) },
        // "if no creatures attacked this turn"
        { ALT: () => ({ det: c(240, W.No) }) },
        {
          ALT: () => {
            const n = sub(1, $.numberValue);
            c(6, W.Or);
            c(7, W.More);
            return { orMore: n };
          },
        },
        { ALT: () => ({}) },
      ]);
      const other = opt(1, () => c(8, W.Other));
      const fstart = $.LA(1);
      const words: Node[] = [];
      $.many(1, () => {
        words.push(sub(2, $.subjectModifier));
      });
      words.push(sub(3, $.headNoun));
      return $.ACTION(() => {
        const filter = $.node("filter", fstart, { words });
        if ("orMore" in det) return $.node("objects", start, { det: "orMore", count: det.orMore, other: other ? true : undefined, filter });
        if (!("det" in det)) return $.node("objects", start, { det: "none", other: other ? true : undefined, filter });
        const t = det.det as IToken;
        const d = t.tokenType === W.A ? "a" : t.image.toLowerCase();
        return $.node("objects", start, { det: d, article: t.tokenType === W.A ? t.image.toLowerCase() : undefined, other: other ? true : undefined, filter });
      });
    });

    // "~ and at least two other creatures" (battalion, 702.101)
    $.andAtLeast = $.RULE("andAtLeast", () => {
      const start = $.LA(1);
      const what = sub(1, $.objectPhrase);
      c(1, W.And);
      c(2, W.At);
      c(3, W.Least);
      const count = sub(2, $.numberValue);
      const other = opt(1, () => c(4, W.Other));
      const fstart = $.LA(1);
      const words: Node[] = [];
      $.many(1, () => {
        words.push(sub(3, $.subjectModifier));
      });
      words.push(sub(4, $.headNoun));
      return $.ACTION(() => $.node("andAtLeast", start, { what, count, other: other ? true : undefined, filter: $.node("filter", fstart, { words }) }));
    });

    // The noun a filter ends with, built as `filterWord` builds it.
    $.headNoun = $.RULE("headNoun", () => {
      const t = $.or(1, [
        { ALT: () => c(1, W.CardType) },
        { ALT: () => c(2, W.Subtype) },
        { ALT: () => c(3, W.Card) },
        { ALT: () => c(4, W.Permanent) },
        { ALT: () => c(5, W.Spell) },
        { ALT: () => c(6, W.Token) },
        { ALT: () => c(7, W.Player) },
        { ALT: () => c(8, W.Opponent) },
        { ALT: () => c(9, W.Source) },
      ]);
      return $.ACTION(() => wordNode(t));
    });

    // A word before the noun of such a subject; not one that could be the verb ("attacks", "blocks").
    $.subjectModifier = $.RULE("subjectModifier", () => {
      const t = $.or(1, [
        { ALT: () => c(1, W.ColorWord) },
        { ALT: () => c(2, W.ColorAdjective) },
        { ALT: () => c(3, W.NonWord) },
        { ALT: () => c(4, W.Supertype) },
        { ALT: () => c(5, W.CardType) },
        { ALT: () => c(6, W.Subtype) },
        { ALT: () => c(7, W.Enchanted) },
        { ALT: () => c(8, W.Equipped) },
        { ALT: () => c(9, W.Token) },
        { ALT: () => c(10, T.PTValue) },
      ]);
      return $.ACTION(() => wordNode(t));
    });

    // A filter word node, as `filterWord` builds it.
    function wordNode(t: IToken): Node {
      const p = (t as Token).payload;
      const token = p?.token ?? t.tokenType.name;
      const w: Node = { kind: "word", class: token, value: val(t), span: $.span(t) };
      if (p?.plural) w.plural = true;
      if (p?.negatedToken) w.negated = p.negatedToken;
      if (["Card", "Permanent", "Spell", "Token", "Player", "Opponent", "Source"].includes(token)) {
        w.value = token.toLowerCase();
        if (/s$/i.test(t.image)) w.plural = true;
      }
      return w;
    }

    // "When ~ enters the battlefield", "At the beginning of your upkeep", "Whenever a creature dies"
    $.triggerCondition = $.RULE("triggerCondition", () => {
      const start = $.LA(1);
      const word = $.or(1, [{ ALT: () => c(1, W.When) }, { ALT: () => c(2, W.Whenever) }, { ALT: () => c(3, W.At) }]);
      const event = sub(1, $.triggerEvent);
      // "When ~ enters and whenever you expend 4", "When you planeswalk to ~ and at the beginning of your upkeep"
      const more: unknown[] = [];
      $.many(1, () => {
        const j = $.or(2, [{ ALT: () => c(4, W.And) }, { ALT: () => c(5, W.Or) }]);
        const w = $.or(3, [{ ALT: () => c(6, W.When) }, { ALT: () => c(7, W.Whenever) }, { ALT: () => c(8, W.At) }]);
        const e = sub(2, $.triggerEvent);
        more.push({ kind: "triggerPart", join: j.tokenType === W.And ? "and" : "or", word: wordName(w.tokenType).toLowerCase(), event: e });
      });
      return $.node("trigger", start, { word: wordName(word.tokenType).toLowerCase(), event, more: more.length ? more : undefined });
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
    // "Activate only if you control an Island and only once each turn."
    $.activationInstruction = $.RULE("activationInstruction", () => {
      const start = $.LA(1);
      c(1, W.Activate);
      const legacy = opt(1, () => {
        c(2, W.This);
        c(3, W.Ability);
        return true;
      });
      return $.or(1, [
        {
          ALT: () => {
            c(4, W.Only);
            const what = sub(1, $.activationLimit);
            const more: unknown[] = [];
            $.many(1, () => {
              c(5, W.And);
              c(6, W.Only);
              more.push(sub(2, $.activationLimit));
            });
            opt(2, () => c(7, T.Period));
            return $.node("activationRestriction", start, { restriction: what, legacy, and: more.length ? more : undefined });
          },
        },
        {
          // "Activate this ability no more than twice each turn." (602.5b)
          ALT: () => {
            c(8, W.No);
            c(9, W.More);
            c(10, W.Than);
            const n = $.or(2, [
              { ALT: () => (c(11, W.Once), 1) },
              { ALT: () => (c(12, W.Twice), 2) },
              {
                ALT: () => {
                  const v = sub(3, $.numberValue);
                  c(13, W.Times);
                  return v;
                },
              },
            ]);
            c(14, W.Each);
            c(15, W.Turn);
            opt(3, () => c(16, T.Period));
            return $.node("activationRestriction", start, { restriction: { kind: "timesEachTurn", max: n }, legacy });
          },
        },
      ]);
    });

    // What follows "Activate only": "as a sorcery", "once each turn", "during your upkeep", "if …"
    $.activationLimit = $.RULE("activationLimit", () => {
      return $.or(1, [
        {
          ALT: () => {
            c(5, W.As);
            c(6, W.A);
            const t = c(7, W.CardType); // "as a sorcery", "as an instant"
            return speedOf(t);
          },
        },
        {
          // "Any player may activate this ability but only any time they could cast a sorcery." (602.2)
          ALT: () => {
            c(33, W.Any);
            c(34, W.Time);
            c(35, W.They);
            c(36, W.Could);
            c(37, W.Cast);
            c(38, W.A);
            const t = c(39, W.CardType);
            return { kind: "theyCould", speed: speedOf(t) };
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
            const t = c(14, W.CardType);
            return speedOf(t);
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
            // "during your turn, before attackers are declared"
            const before = opt(1, () => {
              c(26, T.Comma);
              c(27, W.Before);
              const who = $.or(2, [{ ALT: () => c(28, W.Attacker) }, { ALT: () => c(29, W.Blocker) }]);
              c(30, W.Is);
              c(31, W.Declare);
              return who.tokenType === W.Attacker ? "attackers" : "blockers";
            });
            return before ? { kind: "duringYourTurnBefore", declared: before } : "duringYourTurn";
          },
        },
        {
          // "Activate this ability only once and only during your turn."
          ALT: () => {
            c(32, W.Once);
            return "once";
          },
        },
        {
          ALT: () => {
            c(25, W.If);
            return { kind: "if", condition: sub(1, $.condition) };
          },
        },
        // "during combat", "during the declare blockers step", "before attackers are declared", "after combat"
        { ALT: () => sub(2, $.timing) },
      ]);
    });

    // A time in the turn (500-514) that limits when something may be done: "during combat on your turn",
    // "during the declare attackers step", "during an opponent's upkeep", "during your end step",
    // "during combat before blockers are declared", "before the combat damage step", "after combat".
    $.timing = $.RULE("timing", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.During);
            return $.or(2, [
              {
                ALT: () => {
                  const step = sub(1, $.combatStep);
                  const on = opt(1, () => (c(2, W.On), sub(2, $.turnRef)));
                  const then = opt(2, () => sub(3, $.timingPoint));
                  return $.node("timing", start, { when: "during", step, on, then });
                },
              },
              {
                ALT: () => {
                  c(3, W.The);
                  const step = sub(4, $.combatStep);
                  const on = opt(5, () => (c(10, W.On), sub(9, $.turnRef)));
                  return $.node("timing", start, { when: "during", the: true, step, on });
                },
              },
              {
                // "during your end step", "during your draw step" ("during your upkeep", "during your turn": activationLimit)
                ALT: () => {
                  c(4, W.Your);
                  const s = $.LA(1);
                  const w = $.or(3, [{ ALT: () => c(5, W.End) }, { ALT: () => c(6, W.Draw) }]);
                  c(7, W.Step);
                  return $.node("timing", start, { when: "during", whose: "your", step: $.node("step", s, { step: w.tokenType === W.End ? "end" : "draw" }) });
                },
              },
              {
                // "(Any player may activate this ability but only) during their turn", "… during their draw step",
                // "… during any upkeep step"
                ALT: () => {
                  const whose = $.or(4, [{ ALT: () => (c(11, W.Their), "their") }, { ALT: () => (c(12, W.Any), "any") }]);
                  return $.or(5, [
                    { ALT: () => (c(13, W.Turn), $.node("timing", start, { when: "during", whose, turn: true })) },
                    { ALT: () => $.node("timing", start, { when: "during", whose, step: sub(10, $.phaseStep) }) },
                  ]);
                },
              },
              {
                // "during an opponent's turn", "during an opponent's upkeep", "… , before attackers are declared"
                ALT: () => {
                  const whose = sub(5, $.triggerPlayer);
                  c(8, T.Possessive);
                  const step = sub(6, $.phaseStep);
                  const then = opt(3, () => {
                    const comma = opt(4, () => c(9, T.Comma));
                    const t = sub(7, $.timingPoint);
                    return comma ? { ...t, comma: true } : t;
                  });
                  return $.node("timing", start, { when: "during", whose, step, then });
                },
              },
            ]);
          },
        },
        { ALT: () => sub(8, $.timingPoint) },
      ]);
    });

    // "before attackers are declared", "after blockers are declared", "before the combat damage step", "after combat"
    $.timingPoint = $.RULE("timingPoint", () => {
      const start = $.LA(1);
      const w = $.or(1, [{ ALT: () => c(1, W.Before) }, { ALT: () => c(2, W.After) }]);
      const when = w.tokenType === W.Before ? "before" : "after";
      return $.or(2, [
        {
          ALT: () => {
            const who = $.or(3, [{ ALT: () => c(3, W.Attacker) }, { ALT: () => c(4, W.Blocker) }]);
            c(5, W.Is);
            c(6, W.Declare);
            return $.node("timing", start, { when, declared: who.tokenType === W.Attacker ? "attackers" : "blockers" });
          },
        },
        { ALT: () => $.node("timing", start, { when, step: sub(1, $.combatStep) }) },
        {
          ALT: () => {
            c(7, W.The);
            return $.node("timing", start, { when, the: true, step: sub(2, $.combatStep) });
          },
        },
      ]);
    });

    // "combat", "declare attackers step", "declare blockers step", "end of combat step", "combat damage step" (506-511)
    $.combatStep = $.RULE("combatStep", () => {
      const start = $.LA(1);
      return $.or(1, [
        {
          ALT: () => {
            c(1, W.Declare);
            const who = $.or(2, [{ ALT: () => c(2, W.Attacker) }, { ALT: () => c(3, W.Blocker) }]);
            c(4, W.Step);
            return $.node("step", start, { step: who.tokenType === W.Attacker ? "declareAttackers" : "declareBlockers" });
          },
        },
        {
          ALT: () => {
            c(5, W.End);
            c(6, W.Of);
            c(7, W.Combat);
            c(8, W.Step);
            return $.node("step", start, { step: "endOfCombat" });
          },
        },
        {
          ALT: () => {
            c(9, W.Combat);
            const damage = opt(1, () => (c(10, W.Damage), c(11, W.Step), true));
            return $.node("step", start, { step: damage ? "combatDamage" : "combat" });
          },
        },
      ]);
    });

}

/** "as a sorcery" → sorcery speed; "as an instant" → instant speed (the card type named decides). */
function speedOf(t: IToken): string {
  const p = (t as Token).payload;
  return (p?.value ?? t.image.toLowerCase()) === "instant" ? "instantSpeed" : "sorcerySpeed";
}
