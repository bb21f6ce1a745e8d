/**
 * More of the action vocabulary (701 keyword actions and other verbs of effects): counters
 * removed and doubled, doubled power, emblems, the monarch and the initiative, the Ring,
 * dungeons, manifest, goad, incubate, discover, learn, extra turns. `verbPhrase` (effects.ts)
 * reads these through `moreActions`.
 */
import * as T from "../../lexer/tokens.ts";
import { W, wordName } from "../../lexer/words.ts";
import { kit, val, type Grammar } from "./kit.ts";

export function defineActionsRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  $.moreActions = $.RULE("moreActions", () => {
    const start = $.LA(1);
    return $.or(1, [
      { ALT: () => sub(51, $.spendAsThough) },
      // "forage", "collect evidence 4", "have your life total become 20", "is no longer suspected" (extra-actions.ts)
      { ALT: () => sub(170, $.extraActions) },
      // "assigns no combat damage this turn" (combat.ts)
      { ALT: () => sub(90, $.combatActions) },
      // "flip ~", "turn it face up" (status.ts)
      { ALT: () => sub(91, $.statusActions) },
      // "end the turn", "end the combat phase" (below)
      { ALT: () => sub(203, $.endTurnOrCombat) },
      // "becomes that type until end of turn" (below)
      { ALT: () => sub(204, $.becomeThatType) },
      // "abandon this scheme" (below)
      { GATE: () => /^scheme$/i.test($.LA(3).image), ALT: () => sub(205, $.abandonScheme) },
      {
        ALT: () => {
          // "skip your next turn", "skips their next untap step", "skip your next two turns" (500.11, 614.10)
          c(232, W.Skip);
          const whose = $.or(25, [{ ALT: () => c(233, W.Your) }, { ALT: () => c(234, W.Their) }]);
          c(235, W.Next);
          const count = opt(55, () => sub(49, $.numberValue));
          const what = sub(50, $.phaseStep);
          return $.node("skipNext", start, { whose: whose.image.toLowerCase(), count, what });
        },
      },
      {
        ALT: () => {
          // "remove a +1/+1 counter from it", "remove all -1/-1 counters from target creature", "remove all counters from it"
          c(1, W.Remove);
          const amount = $.or(2, [
            { ALT: () => ({ kind: "a", word: c(2, W.A).image.toLowerCase() }) },
            { ALT: () => sub(1, $.numberValue) },
            { ALT: () => (c(3, W.All), { kind: "all" }) },
            { ALT: () => (c(4, W.That), c(5, W.Many), { kind: "thatMany" }) },
          ]);
          const counter = opt(1, () => sub(2, $.counterKind));
          c(6, W.Counter);
          c(7, W.From);
          const from = sub(3, $.objectPhrase);
          return $.node("removeCounters", start, { amount, counter, from });
        },
      },
      {
        ALT: () => {
          // "double the number of +1/+1 counters on it", "double the number of each kind of counter on …"
          c(8, W.Double);
          c(9, W.The);
          c(10, W.Number);
          c(11, W.Of);
          const eachKind = opt(2, () => {
            c(12, W.Each);
            c(13, W.Kind);
            c(14, W.Of);
            return true;
          });
          const counter = opt(3, () => sub(4, $.counterKind));
          c(15, W.Counter);
          c(16, W.On);
          const on = sub(5, $.objectPhrase);
          return $.node("doubleCounters", start, { counter, eachKind, on });
        },
      },
      {
        ALT: () => {
          // "double the power of each Dragon you control", "double the power and toughness of …"
          c(17, W.Double);
          c(18, W.The);
          const stat = doubledStat(1);
          c(22, W.Of);
          const what = sub(6, $.objectPhrase);
          const duration = opt(4, () => sub(7, $.duration));
          return $.node("doublePT", start, { stat, what, duration });
        },
      },
      {
        ALT: () => {
          // "double target creature's power until end of turn", "double its power and toughness"
          c(23, W.Double);
          const what = sub(8, $.statOwner);
          const stat = doubledStat(2);
          const duration = opt(5, () => sub(9, $.duration));
          return $.node("doublePT", start, { stat, what, possessive: true, duration });
        },
      },
      {
        ALT: () => {
          // "you get an emblem with "…"" (114)
          c(26, W.Get);
          c(27, W.A);
          c(28, W.Emblem);
          c(29, W.With);
          const ability = sub(10, $.quotedAbility);
          return $.node("getEmblem", start, { ability });
        },
      },
      {
        ALT: () => {
          // "you become the monarch" (724)
          c(30, W.Become);
          c(31, W.The);
          c(32, W.Monarch);
          return $.node("becomeMonarch", start);
        },
      },
      {
        ALT: () => {
          // "you take the initiative" (725)
          c(33, W.Take);
          c(34, W.The);
          c(35, W.Initiative);
          return $.node("takeInitiative", start);
        },
      },
      {
        ALT: () => {
          // "take an extra turn after this one"
          c(36, W.Take);
          const count = $.or(4, [{ ALT: () => ({ kind: "a", word: c(37, W.A).image.toLowerCase() }) }, { ALT: () => sub(11, $.numberValue) }]);
          c(38, W.Extra);
          const turn = c(39, W.Turn);
          c(40, W.After);
          c(41, W.This);
          c(42, W.NumberWord); // one
          return $.node("extraTurn", start, { count, plural: /s$/i.test(turn.image) ? true : undefined });
        },
      },
      {
        ALT: () => {
          // "the Ring tempts you" (701.52)
          c(43, W.The);
          c(44, W.Ring);
          c(45, W.Tempt);
          c(46, W.You);
          return $.node("ringTempts", start);
        },
      },
      {
        ALT: () => {
          // "venture into the dungeon", "venture into Undercity" (701.46)
          c(47, W.Venture);
          c(48, W.Into);
          const where = $.or(5, [{ ALT: () => (c(49, W.The), c(50, W.CardType), "dungeon") }, { ALT: () => (c(51, W.Undercity), "undercity") }]);
          return $.node("venture", start, { into: where });
        },
      },
      {
        ALT: () => {
          // "manifest dread" (701.60), "manifest the top card of your library" (701.34)
          c(52, W.Manifest);
          return $.or(6, [
            { ALT: () => (c(53, W.Dread), $.node("manifestDread", start)) },
            { ALT: () => $.node("manifest", start, { what: sub(12, $.objectPhrase) }) },
          ]);
        },
      },
      {
        ALT: () => {
          // "goad target creature", "goad each creature target player controls" (701.38)
          c(54, W.Goad);
          return $.node("goad", start, { what: sub(13, $.objectPhrase) });
        },
      },
      {
        ALT: () => {
          // keyword actions on objects: "airbend up to one other target creature", "suspect it", "cloak the top card of your library"
          const v = $.or(70, [{ ALT: () => c(1, W.Airbend) }, { ALT: () => c(1, W.Suspect) }, { ALT: () => c(1, W.Cloak) }]);
          return $.node(wordName(v.tokenType).toLowerCase(), start, { what: sub(70, $.objectPhrase) });
        },
      },
      { ALT: () => sub(72, $.voteFor) },
      {
        ALT: () => {
          // "change the target of target spell with a single target", "… of that spell to the player with the lowest result" (115.7)
          c(1, W.Change);
          c(2, W.The);
          c(2, W.Target);
          c(2, W.Of);
          const what = sub(73, $.objectPhrase);
          const to = opt(70, () => (c(3, W.To), sub(74, $.objectPhrase)));
          return $.node("changeTarget", start, { what, to });
        },
      },
      {
        ALT: () => {
          // "assemble a Contraption", "~ assembles two Contraptions" (Unstable)
          c(1, W.Assemble);
          return $.node("assemble", start, { what: sub(71, $.objectPhrase) });
        },
      },
      {
        ALT: () => {
          // "time travel": for each suspended card you own and each permanent you control with a time counter, add or remove one
          c(1, W.Time);
          c(1, W.Travel);
          return $.node("timeTravel", start);
        },
      },
      {
        ALT: () => {
          // "incubate 2" (701.53), "discover 4" (701.57)
          const v = $.or(7, [{ ALT: () => c(55, W.Incubate) }, { ALT: () => c(56, W.Discover) }]);
          const amount = sub(14, $.numberValue);
          return $.node("keywordAction", start, { action: wordName(v.tokenType).toLowerCase(), amount });
        },
      },
      {
        ALT: () => {
          // "your life total becomes 10", "… becomes equal to your starting life total", "each player's life total becomes the lowest life total among all players" (119.5)
          let equalTo = false;
          const whose = sub(18, $.possessor);
          c(69, W.Life);
          c(70, W.Total);
          c(71, W.Become);
          const value = $.or(10, [
            { ALT: () => sub(19, $.numberValue) },
            { ALT: () => ((equalTo = true), sub(22, $.countWord)) },
            {
              ALT: () => {
                const s = $.LA(1);
                c(72, W.The);
                c(73, W.Number);
                c(74, W.Of);
                return $.node("countOf", s, { of: sub(20, $.objectPhrase) });
              },
            },
            {
              ALT: () => {
                const s = $.LA(1);
                c(75, W.The);
                const w = $.or(11, [{ ALT: () => c(76, W.Greatest) }, { GATE: () => /^lowest$/i.test($.LA(1).image), ALT: () => c(77, T.Word) }]);
                c(78, W.Life);
                c(79, W.Total);
                c(80, W.Among);
                return $.node("lifeTotalAmong", s, { word: w.image.toLowerCase(), among: sub(21, $.objectPhrase) });
              },
            },
          ]);
          return $.node("setLife", start, { whose, value, equalTo: equalTo || undefined });
        },
      },
      {
        ALT: () => {
          // "becomes a copy of target creature until end of turn" (707.2), "… except for its name"
          c(61, W.Become);
          c(62, W.A);
          c(63, W.Copy);
          c(64, W.Of);
          const of = sub(16, $.objectPhrase);
          const exceptName = opt(6, () => (c(65, W.Except), c(66, W.For), c(67, W.Its), c(68, W.Name), true));
          const duration = opt(7, () => sub(17, $.duration));
          // "…, except it has this ability" (707.9b: the copy keeps the ability that made it), "…, except it's an artifact …"
          const except = opt(54, () => {
            c(197, T.Comma);
            c(198, W.Except);
            return $.or(24, [
              { ALT: () => (c(199, W.It), c(200, W.Has), c(201, W.This), c(202, W.Ability), "hasThisAbility") },
              { ALT: () => sub(48, $.staticBody) },
            ]);
          });
          return $.node("becomeCopy", start, { of, exceptName, duration, except });
        },
      },
      {
        ALT: () => {
          // "learn" (701.45), "connive" (701.50)
          const v = $.or(9, [{ ALT: () => c(57, W.Learn) }, { ALT: () => c(58, W.Connive) }]);
          return $.node(v.tokenType === W.Learn ? "learn" : "connive", start);
        },
      },
      {
        ALT: () => {
          // "switch target creature's power and toughness until end of turn" (613.4d)
          c(99, W.Switch);
          const what = sub(25, $.statOwner);
          c(102, W.Power);
          c(103, W.And);
          c(104, W.Toughness);
          const duration = opt(10, () => sub(26, $.duration));
          return $.node("switchPT", start, { what, duration });
        },
      },
      {
        ALT: () => {
          // "flip a coin" (705), "flip a coin until you lose a flip"
          c(81, W.Flip);
          c(82, W.A);
          c(83, W.Coin);
          const untilLose = opt(8, () => (c(84, W.Until), c(85, W.You), c(86, W.Lose), c(87, W.A), c(88, W.Flip), true));
          return $.node("flipCoin", start, { untilLose });
        },
      },
      {
        ALT: () => {
          // "roll a d20", "roll a six-sided die", "roll two six-sided dice", "roll X six-sided dice" (706),
          // "roll two d8 and choose one result", "roll two d20 and ignore the lower roll"
          c(120, W.Roll);
          const count = $.or(14, [{ ALT: () => ({ kind: "a", word: c(121, W.A).image.toLowerCase() }) }, { ALT: () => sub(30, $.numberValue) }]);
          const die = $.or(15, [
            // "d20"
            { GATE: () => /^d\d+$/i.test($.LA(1).image), ALT: () => ({ sides: Number(c(122, T.Word).image.slice(1)), sided: undefined as string | undefined }) },
            {
              // "six-sided die", "six-sided dice"
              GATE: () => /^[a-z]+-sided$/i.test($.LA(1).image) && /^(die|dice)$/i.test($.LA(2).image),
              ALT: () => {
                const w = c(123, T.Word).image.toLowerCase();
                $.or(17, [{ ALT: () => c(124, W.Die) }, { ALT: () => c(134, T.Word) }]); // "die" is also the verb
                return { sides: SIDES[w.replace(/-sided$/, "")] ?? 0, sided: w.replace(/-sided$/, "") };
              },
            },
          ]);
          const then = opt(43, () =>
            $.or(16, [
              // "and choose one result"
              { ALT: () => (c(125, W.And), c(126, W.Choose), c(127, W.NumberWord), c(128, W.Result), "chooseOne") },
              {
                // "and ignore the lower roll", "… the higher roll"
                GATE: () => /^ignore$/i.test($.LA(2).image) && /^(lower|higher)$/i.test($.LA(4).image),
                ALT: () => {
                  c(129, W.And);
                  c(130, T.Word);
                  c(131, W.The);
                  const w = c(132, T.Word).image.toLowerCase();
                  c(133, W.Roll);
                  return w === "lower" ? "ignoreLower" : "ignoreHigher";
                },
              },
            ]),
          );
          // "roll a d20 and add the number of cards in your hand" (706.2: a modified result)
          const add = opt(44, () => (c(135, W.And), c(136, W.Add), sub(31, $.xTerm)));
          return $.ACTION(() => $.node("rollDie", start, { count, sides: die.sides, sided: die.sided, then, add }));
        },
      },
      {
        ALT: () => {
          // "becomes the color of your choice", "… the colors of your choice", "… the creature type of your choice",
          // "… the basic land type of your choice" [in addition to its other types] [until end of turn]
          c(140, W.Become);
          c(141, W.The);
          const what = $.or(18, [
            {
              GATE: () => /^basic$/i.test($.LA(1).image),
              ALT: () => (c(142, W.Supertype), c(143, W.CardType), c(144, W.Type), "basicLandType"),
            },
            { ALT: () => (c(145, W.CardType), c(146, W.Type), "creatureType") },
            {
              ALT: () => {
                const t = c(147, W.Color);
                // "the color or colors of your choice" (extra-actions.ts)
                const orColors = opt(170, () => sub(171, $.orColors));
                return orColors ? "colorOrColors" : /s$/i.test(t.image) ? "colors" : "color";
              },
            },
          ]);
          c(148, W.Of);
          c(149, W.Your);
          c(150, W.Choice);
          const inAddition = opt(45, () => sub(32, $.inAdditionTo));
          const duration = opt(46, () => sub(33, $.duration));
          return $.node("becomeChosen", start, { what, inAddition, duration });
        },
      },
      {
        ALT: () => {
          // "exchange control of two target creatures", "… of ~ and target creature" (701.12)
          c(151, W.Exchange);
          c(152, W.Control);
          c(153, W.Of);
          const what = sub(34, $.objectPhrase);
          const and = opt(47, () => (c(154, W.And), sub(35, $.objectPhrase)));
          const duration = opt(48, () => sub(36, $.duration));
          return $.node("exchangeControl", start, { what, and, duration });
        },
      },
      {
        ALT: () => {
          // "exchange life totals with target opponent" (701.12c)
          c(155, W.Exchange);
          c(156, W.Life);
          $.or(19, [{ ALT: () => c(157, W.Total) }, { GATE: () => /^totals$/i.test($.LA(1).image), ALT: () => c(158, T.Word) }]);
          c(159, W.With);
          return $.node("exchangeLife", start, { with: sub(37, $.playerPhrase) });
        },
      },
      {
        ALT: () => {
          // "put its counters on target creature you control", "put its +1/+1 counters on …", "put those counters on The Ozolith":
          // the counters a permanent had (modular and its kin, 702.43; 122.5)
          c(228, W.Put);
          const whose = $.or(228, [{ ALT: () => (c(229, W.Its), "its") }, { ALT: () => (c(230, W.Those), "those") }]);
          const counter = opt(228, () => sub(228, $.counterKind));
          c(231, W.Counter);
          c(232, W.On);
          const to = sub(229, $.objectPhrase);
          return $.node("putItsCounters", start, { whose, counter, to });
        },
      },
      {
        ALT: () => {
          // "move a +1/+1 counter from ~ onto target creature", "move all counters from target creature onto another target creature",
          // "move any number of +1/+1 counters from … onto …" (122.5)
          c(160, W.Move);
          const amount = $.or(20, [
            { ALT: () => ({ kind: "a", word: c(161, W.A).image.toLowerCase() }) },
            { ALT: () => sub(38, $.numberValue) },
            { ALT: () => (c(162, W.All), { kind: "all" }) },
            { ALT: () => (c(163, W.Any), c(164, W.Number), c(165, W.Of), { kind: "anyNumber" }) },
          ]);
          const counter = opt(49, () => sub(39, $.counterKind));
          c(166, W.Counter);
          c(167, W.From);
          const from = sub(40, $.objectPhrase);
          const onto = $.or(21, [{ ALT: () => (c(168, W.Onto), undefined) }, { ALT: () => (c(169, W.To), true) }]);
          const to = sub(41, $.objectPhrase);
          return $.node("moveCounters", start, { amount, counter, from, to, toWord: onto });
        },
      },
      {
        ALT: () => {
          // "distribute two +1/+1 counters among one or two target creatures" (601.2d)
          c(170, W.Distribute);
          const amount = sub(42, $.numberValue);
          const counter = sub(43, $.counterKind);
          c(171, W.Counter);
          c(172, W.Among);
          return $.node("distributeCounters", start, { amount, counter, among: sub(44, $.dividedAmong) });
        },
      },
      {
        ALT: () => {
          // "loses half their life, rounded up" (107.1a)
          c(173, W.Lose);
          c(174, W.Half);
          const whose = sub(45, $.possessor);
          c(175, W.Life);
          const rounded = opt(50, () => sub(46, $.rounding));
          return $.node("loseHalfLife", start, { whose, rounded });
        },
      },
      {
        // "repeat this process", "… once", "… two more times" (the instructions before it, again)
        GATE: () => /^repeat$/i.test($.LA(1).image) && /^process$/i.test($.LA(3).image),
        ALT: () => {
          c(180, T.Word);
          c(181, W.This);
          c(182, T.Word);
          const times = opt(51, () =>
            $.or(23, [
              { ALT: () => (c(183, W.Once), { kind: "number", value: 1, word: true }) },
              { ALT: () => (c(184, W.Twice), { kind: "number", value: 2, word: true }) },
              // "You may repeat this process any number of times."
              { ALT: () => (c(176, W.Any), c(177, W.Number), c(178, W.Of), c(179, W.Times), { anyNumber: true }) },
              {
                ALT: () => {
                  const n = sub(46, $.numberValue);
                  const more = opt(52, () => c(185, W.More));
                  c(186, W.Times);
                  return { n, more: more ? true : undefined };
                },
              },
            ]),
          );
          return $.ACTION(() => {
            const t = times as { n?: unknown; more?: true; kind?: string; anyNumber?: true } | undefined;
            return $.node("repeatProcess", start, { times: t?.n ?? (t?.kind ? { ...t, span: undefined } : undefined), more: t?.more, anyNumber: t?.anyNumber });
          });
        },
      },
      {
        // "draft a card from ~'s spellbook [twice]" (digital-only cards)
        GATE: () => /^draft$/i.test($.LA(1).image),
        ALT: () => {
          c(187, T.Word);
          c(188, W.A);
          c(189, W.Card);
          c(190, W.From);
          const whose = sub(47, $.nounRef);
          c(191, T.Possessive);
          c(192, T.Word); // spellbook
          const twice = opt(53, () => c(193, W.Twice));
          return $.node("draft", start, { from: whose, twice: twice ? true : undefined });
        },
      },
      {
        // "open an Attraction" (701.51)
        GATE: () => /^open$/i.test($.LA(1).image) && /^attraction$/i.test($.LA(3).image),
        ALT: () => {
          c(194, T.Word);
          c(195, W.A);
          c(196, T.Word);
          return $.node("openAttraction", start);
        },
      },
      {
        ALT: () => {
          // "clash with an opponent", "clash with defending player" (701.23)
          c(89, W.Clash);
          c(90, W.With);
          return $.node("clash", start, { with: sub(23, $.playerPhrase) });
        },
      },
      {
        ALT: () => {
          // "choose a card name", "… other than a basic land card name" (201.3)
          c(91, W.Choose);
          c(92, W.A);
          // "choose a nonland card name", "choose a creature card name"
          const kind = opt(20, () => $.or(13, [{ ALT: () => c(105, W.NonWord) }, { ALT: () => c(106, W.CardType) }]));
          c(93, W.Card);
          c(94, W.Name);
          const otherThan = opt(9, () => {
            c(95, W.Other);
            c(96, W.Than);
            c(97, W.A);
            const f = sub(24, $.filter);
            c(98, W.Name);
            return f;
          });
          return $.node("chooseCardName", start, { of: kind ? kind.image.toLowerCase() : undefined, otherThan });
        },
      },
    ]);
  });

  /** The sides of a die written as a word: "six-sided". */
  const SIDES: Record<string, number> = { four: 4, six: 6, eight: 8, ten: 10, twelve: 12, twenty: 20 };

  // Whose power and toughness: "its", "target creature's", "~'s"
  // "Target creature becomes that type until end of turn.", "… becomes that color …": the type or color
  // chosen earlier in the text ("Choose a creature type. …")
  $.becomeThatType = $.RULE("becomeThatType", () => {
    const start = $.LA(1);
    c(1, W.Become);
    c(2, W.That);
    const what = $.or(1, [{ ALT: () => (c(3, W.Type), "type") }, { ALT: () => (c(4, W.Color), "color") }]);
    const inAddition = opt(1, () => sub(1, $.inAdditionTo));
    const duration = opt(2, () => sub(2, $.duration));
    return $.node("becomeThat", start, { what, inAddition, duration });
  });

  // "Abandon this scheme." (701.32: an ongoing scheme is turned face down and put on the bottom of its owner's
  // scheme deck; Archenemy, 314)
  $.abandonScheme = $.RULE("abandonScheme", () => {
    const start = $.LA(1);
    c(1, W.Abandon);
    c(2, W.This);
    c(3, W.CardType); // scheme (the hook in moreActions reads the spelling)
    return $.node("abandonScheme", start);
  });

  // "End the turn." (723.1, ending the turn), "End the combat phase." (the combat phase ends at once)
  $.endTurnOrCombat = $.RULE("endTurnOrCombat", () => {
    const start = $.LA(1);
    c(1, W.End);
    c(2, W.The);
    const what = $.or(1, [
      { ALT: () => (c(3, W.Turn), "turn") },
      { ALT: () => (c(4, W.Combat), c(5, W.Phase), "combatPhase") },
    ]);
    return $.node("endTurn", start, { what });
  });

  // "Add {G} or one mana of the chosen color.", "Add {C} or one mana of any color." (106.1): a choice between
  // mana symbols and one mana of a color
  $.manaOrOneMana = $.RULE("manaOrOneMana", () => {
    const s = $.LA(1);
    const first = sub(1, $.manaCost);
    c(1, W.Or);
    const s2 = $.LA(1);
    const amount = sub(2, $.numberValue);
    c(2, W.Mana);
    c(3, W.Of);
    const how = $.or(1, [
      { ALT: () => (c(4, W.The), c(5, W.Chosen), c(6, W.Color), "chosenColor") },
      { ALT: () => (c(7, W.Any), c(8, W.Color), "anyColor") },
    ]);
    return $.ACTION(() => $.node("manaChoice", s, { options: [first, $.node("anyColor", s2, { amount, how })] }));
  });

  $.statOwner = $.RULE("statOwner", () =>
    $.or(1, [
      { ALT: () => (c(1, W.Its), { kind: "pronoun", word: "its" }) },
      {
        ALT: () => {
          const o = sub(1, $.nounRef);
          c(2, T.Possessive);
          return o;
        },
      },
    ]),
  );

  // "Any player may activate this ability.", "… but only any time they could cast a sorcery." (602.2)
  $.anyPlayerMayActivate = $.RULE("anyPlayerMayActivate", () => {
    const start = $.LA(1);
    c(230, W.Any);
    c(231, W.Player);
    c(232, W.May);
    c(233, W.Activate);
    c(234, W.This);
    c(235, W.Ability);
    const only = opt(30, () => (c(236, W.But), c(237, W.Only), sub(50, $.activationLimit)));
    opt(31, () => c(238, T.Period));
    return $.node("activationRestriction", start, { restriction: "anyPlayer", and: only ? [only] : undefined });
  });

  // What mana may be spent on: "cast creature spells", "activate abilities of creature sources"
  $.spendPurpose = $.RULE("spendPurpose", () => {
    const start = $.LA(1);
    // "or activate an ability", "or to activate …", or another object after the same verb ("or a Chandra planeswalker spell")
    const verb = opt(42, () => {
      const to = opt(40, () => c(240, W.To));
      const v = $.or(40, [{ ALT: () => c(241, W.Cast) }, { ALT: () => c(242, W.Activate) }]);
      return { to: to ? true : undefined, verb: v.tokenType === W.Cast ? "cast" : "activate" };
    });
    const what = $.or(41, [
      { GATE: () => verb !== undefined || $.LA(1).tokenType !== W.To, ALT: () => sub(60, $.objectPhrase) },
      { ALT: () => sub(61, $.abilitiesOfSubject) },
      // "or to turn creatures face up", "unlock a door", "pay a disturb cost"
      { GATE: () => verb === undefined, ALT: () => (opt(43, () => c(246, W.To)), sub(63, $.spendOn)) },
    ]);
    return $.node("spendPurpose", start, { verb: verb?.verb, what, to: verb?.to });
  });

  // What mana is spent on besides casting and activating: "pay cumulative upkeep costs", "pay a disturb cost",
  // "turn permanents face up", "unlock a door" (106.6)
  $.spendOn = $.RULE("spendOn", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          c(1, W.Pay);
          const article = opt(1, () => c(2, W.A));
          const name = $.or(2, [{ ALT: () => c(3, T.Keyword) }, { ALT: () => c(4, T.Word) }]);
          const cost = c(5, W.Cost);
          return $.node("spendOn", start, {
            verb: "pay",
            article: article ? article.image.toLowerCase() : undefined,
            cost: name.image.toLowerCase(),
            plural: /s$/i.test(cost.image) ? true : undefined,
          });
        },
      },
      {
        ALT: () => {
          c(6, W.Turn);
          const what = sub(1, $.objectPhrase);
          c(7, W.Face);
          c(8, W.Up);
          return $.node("spendOn", start, { verb: "turnFaceUp", what });
        },
      },
      {
        ALT: () => {
          c(9, W.Unlock);
          const article = opt(2, () => c(10, W.A));
          const door = c(11, W.Door);
          return $.node("spendOn", start, { verb: "unlock", article: article ? article.image.toLowerCase() : undefined, plural: /s$/i.test(door.image) ? true : undefined });
        },
      },
    ]);
  });

  // "spend mana as though it were mana of any color to cast that spell" (609.4b), as an action after
  // "you may" in an effect ("You may cast that card this turn, and you may spend mana as though …")
  $.spendAsThough = $.RULE("spendAsThough", () => {
    const start = $.LA(1);
    c(1, W.Spend);
    const color = opt(1, () => c(2, W.ColorWord));
    c(3, W.Mana);
    c(4, W.As);
    c(5, W.Though);
    c(6, W.It);
    c(7, W.Is);
    c(8, W.Mana);
    c(9, W.Of);
    c(10, W.Any);
    const type = $.or(1, [{ ALT: () => c(11, W.Color) }, { ALT: () => c(12, W.Type) }]);
    const purpose = opt(2, () => sub(1, $.manaPurpose));
    return $.node("spendAsThough", start, { mana: color ? String(val(color)) : undefined, of: type.tokenType === W.Color ? "color" : "type", purpose });
  });

  // "to cast that spell", "to cast creature spells", "to activate abilities of creatures you control" (what mana is spent on)
  $.manaPurpose = $.RULE("manaPurpose", () => {
    const start = $.LA(1);
    c(1, W.To);
    const v = $.or(1, [{ ALT: () => c(2, W.Cast) }, { ALT: () => c(3, W.Activate) }]);
    // "creature spells you cast", "activated abilities of creatures you control", "that spell"
    const what = $.or(2, [{ ALT: () => sub(1, $.staticSubject) }, { ALT: () => sub(2, $.objectPhrase) }]);
    return $.node("spendPurpose", start, { verb: v.tokenType === W.Cast ? "cast" : "activate", what });
  });

  // "mana of any type can be spent to cast that spell" (a clause of its own after "You may play that card this turn, and …")
  $.manaCanBeSpent = $.RULE("manaCanBeSpent", () => {
    const start = $.LA(1);
    c(1, W.Mana);
    c(2, W.Of);
    c(3, W.Any);
    const type = $.or(1, [{ ALT: () => c(4, W.Color) }, { ALT: () => c(5, W.Type) }]);
    c(6, W.Can);
    c(7, W.Is);
    c(8, W.Spend);
    const purpose = sub(1, $.manaPurpose);
    const action = $.node("manaCanBeSpent", start, { of: type.tokenType === W.Color ? "color" : "type", purpose });
    return $.node("clause", start, { action });
  });

  // "abilities of artifacts", "an ability of a Dinosaur source"
  $.abilitiesOfSubject = $.RULE("abilitiesOfSubject", () => {
    const start = $.LA(1);
    const article = opt(41, () => c(243, W.A));
    const t = c(244, W.Ability);
    c(245, W.Of);
    const of = sub(62, $.objectPhrase);
    return $.node("abilitiesOf", start, { which: "any", of, article: article ? article.image.toLowerCase() : undefined, plural: /ies$/i.test(t.image) ? true : undefined });
  });

  // "in addition to its other types", "… their other creature types", "… its other colors and types" (205.1b)
  $.inAdditionTo = $.RULE("inAdditionTo", () => {
    c(210, W.In);
    c(211, W.Addition);
    c(212, W.To);
    const whose = $.or(22, [{ ALT: () => c(213, W.Its) }, { ALT: () => c(214, W.Their) }]);
    c(215, W.Other);
    const of: string[] = [];
    // "its other types", "its other colors and types"; an "and" joins only type words ("… types and it has flying" ends here)
    $.atLeastOne(1, () => {
      const j = opt(40, () => c(219, W.And));
      const t = $.or(23, [{ ALT: () => c(216, W.CardType) }, { ALT: () => c(217, W.Color) }, { ALT: () => c(218, W.Type) }]);
      $.ACTION(() => {
        if (j) of.push(j.image.toLowerCase());
        of.push(t.image.toLowerCase());
      });
    });
    return { kind: "inAddition", whose: whose.image.toLowerCase(), other: of.join(" ") };
  });

  // What protection is from (702.16): "red", "creatures", "the chosen color", "the color of your choice"
  $.protectionFrom = $.RULE("protectionFrom", () => {
    const start = $.LA(1);
    return $.or(20, [
      { ALT: () => sub(40, $.filter) },
      {
        // "protection from each color", "protection from all colors"
        ALT: () => {
          const w = $.or(22, [{ ALT: () => c(206, W.Each) }, { ALT: () => c(207, W.All) }]);
          c(208, W.Color);
          return $.node("everyColor", start, { word: w.image.toLowerCase() });
        },
      },
      {
        ALT: () => {
          c(200, W.The);
          c(201, W.Chosen);
          const w = $.or(21, [{ ALT: () => c(202, W.Color) }, { ALT: () => c(203, W.Type) }, { ALT: () => c(204, W.Player) }]);
          return $.node("chosenType", start, { what: w.tokenType === W.Color ? "color" : w.tokenType === W.Type ? "type" : "player" });
        },
      },
      {
        ALT: () => {
          c(205, W.The);
          return $.node("objects", start, { det: "the", filter: sub(41, $.filter) });
        },
      },
    ]);
  });

  // "power", "power and toughness" after "double"
  function doubledStat(i: number): string {
    c(100 + i * 10, W.Power);
    const and = opt(10 + i, () => (c(101 + i * 10, W.And), c(102 + i * 10, W.Toughness)));
    return and ? "powerAndToughness" : "power";
  }

}
