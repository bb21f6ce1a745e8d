/**
 * Mana, costs, keyword abilities and quoted abilities.
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { IToken } from "chevrotain";
import type { Token } from "../../lexer/lexer.ts";
import type { Span } from "../../ast/base.ts";
import type { Node } from "../dsl.ts";
import { kit, num, plural, stripTok, val, type Grammar } from "./kit.ts";
import { keywordById, type KeywordParam } from "../../../grammar/keywords.ts";

/** What follows a keyword token's keyword on a card (grammar/keywords.ts). */
function paramOf(k: IToken): KeywordParam | undefined {
  const v = (k as Token).payload?.value;
  return typeof v === "string" ? keywordById(v)?.param : undefined;
}

export function defineCostsRules($: Grammar): void {
  const { c, opt, sub } = kit($);
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
      return $.node("mana", start, { symbols });
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
        // a counter named like a subtype: "a mine counter", "a gold counter"
        { ALT: () => c(9, W.Subtype) },
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
            return $.node("tapCost", start);
          },
        },
        {
          ALT: () => {
            c(2, T.UntapSymbol);
            return $.node("untapCost", start);
          },
        },
        {
          ALT: () => {
            let n = 0;
            $.atLeastOne(1, () => {
              c(3, T.EnergySymbol);
              n++;
            });
            return $.node("energyCost", start, { amount: n });
          },
        },
        {
          ALT: () => {
            const t = c(4, T.LoyaltyCost);
            return $.ACTION(() => {
              const bracketed = t.image.startsWith("[");
              const m = /^([+\-−–]?)(.+)$/.exec(t.image.replace(/^\[|\]$/g, ""))!;
              const sign = m[1] === "+" ? "+" : m[1] ? "-" : "";
              return $.node("loyaltyCost", start, { sign, amount: m[2] === "X" ? "X" : Number(m[2]), bracketed: bracketed || undefined, hyphen: m[1] === "-" || undefined });
            });
          },
        },
        {
          ALT: () => {
            c(5, W.Sacrifice);
            // "Sacrifice another creature or a Blood token"
            const first = $.LA(1);
            let what = sub(2, $.objectList);
            // "Sacrifice a green creature, a white creature, and a blue creature": a list of objects each with its article
            const items: Node[] = [what];
            const joins: string[] = [];
            $.many(210, {
              GATE: () => $.LA(1).tokenType === T.Comma && ($.LA(2).tokenType === W.A || ($.LA(2).tokenType === W.And && $.LA(3).tokenType === W.A)),
              DEF: () => {
                c(210, T.Comma);
                joins.push(opt(210, () => c(211, W.And)) ? ", and" : ",");
                items.push(sub(210, $.objectPhrase));
              },
            });
            if (items.length > 1 && !$.RECORDING_PHASE) what = $.node("allOf", first, { items, joins });
            // "Sacrifice a creature and a Swamp", "Sacrifice ~ and another green creature"
            const and = opt(7, () => {
              c(55, W.And);
              return sub(52, $.objectPhrase);
            });
            return $.node("sacrificeCost", start, { what, and });
          },
        },
        {
          ALT: () => {
            c(6, W.Discard);
            // "Discard a Mountain card or a red card"
            const what = sub(3, $.objectList);
            // "Discard a card at random"
            const random = opt(3, () => (c(23, W.At), c(24, W.Random), true));
            return $.node("discardCost", start, { what, random });
          },
        },
        {
          ALT: () => {
            c(7, W.Pay);
            const amount = sub(4, $.numberValue);
            c(8, W.Life);
            return $.node("lifeCost", start, { amount });
          },
        },
        {
          // "Pay life equal to ~'s power" (a cost of an amount the game state gives, 118.3)
          ALT: () => {
            c(223, W.Pay);
            c(224, W.Life);
            return $.node("lifeCost", start, { equalTo: sub(220, $.countWord) });
          },
        },
        {
          // "Pay half your life, rounded up" (107.1a)
          ALT: () => {
            c(213, W.Pay);
            c(214, W.Half);
            const whose = sub(214, $.possessor);
            c(215, W.Life);
            const rounded = opt(213, () => sub(215, $.rounding));
            return $.node("halfLifeCost", start, { whose, rounded });
          },
        },
        {
          // "Put a card from your hand on top of your library", "Put ~ on the bottom of its owner's library",
          // "Put the top card of your library into your graveyard"
          ALT: () => {
            c(216, W.Put);
            const what = sub(216, $.objectPhrase);
            const from = opt(214, () => sub(217, $.zoneRef));
            const to = sub(218, $.destination);
            return $.node("putCost", start, { what, from, to });
          },
        },
        {
          // "pay {3}" in a choice of costs ("sacrifice a creature or pay {3}")
          ALT: () => {
            c(40, W.Pay);
            const m = sub(30, $.manaCost);
            return { ...m, kind: "manaCost", pay: true };
          },
        },
        {
          ALT: () => {
            c(21, W.Pay);
            let n = 0;
            $.atLeastOne(2, () => {
              c(22, T.EnergySymbol);
              n++;
            });
            return $.node("energyCost", start, { amount: n, pay: true });
          },
        },
        {
          // "Pay six {E}", "Pay X {E}"
          ALT: () => {
            c(53, W.Pay);
            const amount = sub(51, $.numberValue);
            c(54, T.EnergySymbol);
            return $.node("energyCost", start, { amount, pay: true });
          },
        },
        {
          ALT: () => {
            c(9, W.Remove);
            const amount = $.or(2, [
              { ALT: () => sub(5, $.numberValue) },
              { ALT: () => ({ kind: "a", word: c(10, W.A).image.toLowerCase() }) },
              // "Remove any number of storage counters from ~"
              { ALT: () => (c(25, W.Any), c(26, W.Number), c(27, W.Of), { kind: "anyNumber" }) },
              // "Remove all charge counters from ~", "Remove one or more +1/+1 counters from ~"
              { ALT: () => (c(50, W.All), { kind: "all" }) },
              {
                ALT: () => {
                  const count = sub(50, $.numberValue);
                  c(51, W.Or);
                  c(52, W.More);
                  return { kind: "orMore", count };
                },
              },
            ]);
            // "Remove a counter from a permanent you control"
            const ck = opt(4, () => sub(16, $.counterKind));
            c(11, W.Counter);
            c(12, W.From);
            // "Remove two +1/+1 counters from among artifacts you control"
            const among = opt(212, () => (c(212, W.Among), true));
            const from = sub(7, $.objectPhrase);
            return $.node("removeCountersCost", start, { amount, counter: ck, among, from });
          },
        },
        {
          ALT: () => {
            c(13, W.Exile);
            const what = sub(8, $.objectPhrase);
            // "Exile ~ from your graveyard"
            const from = opt(5, () => sub(17, $.zoneRef));
            return $.node("exileCost", start, { what, from });
          },
        },
        {
          ALT: () => {
            c(14, W.Tap);
            const what = sub(9, $.objectPhrase);
            return $.node("tapObjectsCost", start, { what });
          },
        },
        {
          ALT: () => {
            c(15, W.Return);
            const what = sub(10, $.objectPhrase);
            const to = sub(11, $.destination);
            return $.node("returnCost", start, { what, to });
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
            return $.node("putCountersCost", start, { amount, counter: ck, on });
          },
        },
        {
          ALT: () => {
            c(20, W.Reveal);
            const what = sub(15, $.objectPhrase);
            // "Reveal ~ from your hand"
            const from = opt(6, () => sub(18, $.zoneRef));
            return $.node("revealCost", start, { what, from });
          },
        },
        // "Exert ~" (701.39), "Unattach ~"
        { ALT: () => (c(28, W.Exert), $.node("exertCost", start, { what: sub(19, $.objectPhrase) })) },
        { ALT: () => (c(29, W.Unattach), $.node("unattachCost", start, { what: sub(20, $.objectPhrase) })) },
        {
          // "Mill a card", "Mill two cards" (701.13)
          ALT: () => {
            c(30, W.Mill);
            const amount = $.or(4, [{ ALT: () => sub(21, $.numberValue) }, { ALT: () => ({ kind: "a", word: c(31, W.A).image.toLowerCase() }) }]);
            c(32, W.Card);
            return $.node("millCost", start, { amount });
          },
        },
        // "Collect evidence 4" (701.59): exile cards with total mana value 4 or greater from your graveyard
        {
          ALT: () => {
            c(33, W.Collect);
            c(34, W.Evidence);
            const amount = $.or(5, [
              { ALT: () => sub(22, $.numberValue) },
              {
                // the lexer reads "4" right before the ability's colon as a loyalty cost
                ALT: () => {
                  const t = c(37, T.LoyaltyCost);
                  return $.ACTION(() => ({ kind: "number", value: /^[0-9]+$/.test(t.image) ? Number(t.image) : "X", span: $.span(t) }));
                },
              },
            ]);
            return $.node("collectEvidenceCost", start, { amount });
          },
        },
        // "Forage" (701.61): exile three cards from your graveyard or sacrifice a Food
        { ALT: () => (c(35, W.Forage), $.node("forageCost", start)) },
        // "Waterbend {5}": pay {5}, tapping artifacts and creatures to help
        { ALT: () => (c(36, W.Waterbend), $.node("waterbendCost", start, { mana: sub(23, $.manaCost) })) },
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
      const arg = $.option(1, {
        // not the verb after "a creature with flying" ("Whenever a creature with flying attacks")
        GATE: () => {
          const t = $.LA(1);
          // an article opens only the object of "Champion a Faerie", "Gift a card" (not "with flying an opponent controls")
          if (t.tokenType === W.A) return paramOf(k)?.shape === "object";
          // "criaturas com voar desviradas que você controla": the participle after a keyword without a parameter
          // qualifies the creatures ("untapped creatures … with flying"), not the keyword
          if ((t.tokenType === W.Tap || t.tokenType === W.Untap) && paramOf(k)?.shape === "none") return false;
          return ![W.Attack, W.Block, W.Tap, W.Untap].includes(t.tokenType) || /(ing|ed)$/i.test(t.image);
        },
        DEF: () =>
        $.or(1, [
          {
            ALT: () => {
              const m = sub(1, $.manaCost);
              const more = opt(210, () =>
                $.or(210, [
                  // "Kicker {1}{W} and/or {U}": two kicker costs, either or both paid (702.33b)
                  { ALT: () => (c(210, W.And), c(211, T.Slash), c(212, W.Or), { andOr: sub(210, $.manaCost) }) },
                  // "Cumulative upkeep {G} or {W}", "Equip {2} or {B}": either cost
                  { ALT: () => (c(213, W.Or), { or: sub(211, $.manaCost) }) },
                  {
                    // "Prototype {3}{G} — 3/3": the cost to cast it with those power and toughness (702.160)
                    ALT: () => {
                      const d = $.or(211, [{ ALT: () => c(214, T.Dash) }, { ALT: () => c(215, T.Minus) }]);
                      const pt = c(216, T.PTValue);
                      return { pt: pt.image, hyphen: d.tokenType === T.Minus ? true : undefined };
                    },
                  },
                ]),
              );
              if (more && "pt" in more) return { kind: "prototype", cost: [m], pt: more.pt, hyphen: more.hyphen };
              return { kind: "cost", cost: [m], ...more };
            },
          },
          {
            ALT: () => {
              const d = c(2, T.Dash);
              const cost = $.or(214, [
                { ALT: () => sub(2, $.costList) },
                {
                  // "Cumulative upkeep—Draw a card.": the upkeep cost is an action (702.24a, 118.1)
                  GATE: () => /^cumulative upkeep$/i.test(String((k as Token).payload?.value ?? "")),
                  ALT: () => ({ action: sub(219, $.clause) }),
                },
              ]);
              if (!Array.isArray(cost)) return { kind: "cost", dash: true, cost: [], action: cost.action };
              // "Squad — Exile four cards from your graveyard." is sometimes printed with spaces
              const spaced = d.startOffset > k.startOffset + k.image.length ? true : undefined;
              return { kind: "cost", dash: true, cost, spaced };
            },
          },
          {
            ALT: () => {
              const n = sub(3, $.numberValue);
              const cost = opt(2, () => {
                c(9, T.Dash);
                return sub(8, $.costList);
              });
              return cost ? { kind: "numberCost", number: n, cost } : n;
            },
          },
          {
            ALT: () => {
              c(10, W.Onto);
              const onto = sub(9, $.filter);
              const cost = $.or(3, [
                { ALT: () => [sub(10, $.manaCost)] },
                {
                  ALT: () => {
                    c(11, T.Dash);
                    return sub(11, $.costList);
                  },
                },
              ]);
              return { kind: "onto", onto, cost };
            },
          },
          {
            ALT: () => {
              // protection from red and from white; hexproof from black
              const from: Node[] = [];
              let or: true | undefined;
              c(3, W.From);
              from.push(sub(4, $.protectionFrom));
              $.many(1, () => {
                $.or(2, [
                  {
                    ALT: () => {
                      c(4, W.And);
                      c(5, W.From);
                    },
                  },
                  {
                    // "protection from artifacts or from the color of your choice"
                    ALT: () => {
                      c(40, W.Or);
                      c(41, W.From);
                      or = true;
                    },
                  },
                  {
                    ALT: () => {
                      c(6, T.Comma);
                      c(7, W.From);
                    },
                  },
                ]);
                from.push(sub(5, $.protectionFrom));
              });
              return { kind: "from", from, or };
            },
          },
          {
            ALT: () => {
              c(8, W.For);
              return { kind: "for", filter: sub(6, $.filter) };
            },
          },
          {
            ALT: () => {
              // "Partner with Pir, Imaginative Rascal"
              c(12, W.With);
              const words: string[] = [];
              $.atLeastOne(1, () => {
                $.or(4, [{ ALT: () => words.push(c(13, T.AnyWord).image) }, { ALT: () => words.push(c(14, T.Comma).image) }]);
              });
              return { kind: "withName", name: words.join(" ").replace(/ ,/g, ",") };
            },
          },
          {
            ALT: () => {
              // "Craft with artifact {4}{U}{U}", "Craft with two creatures {2}{B}" (702.167)
              c(15, W.With);
              const what = sub(12, $.objectPhrase);
              const cost = sub(13, $.manaCost);
              return { kind: "craftWith", with: what, cost: [cost] };
            },
          },
          {
            GATE: () => /^partner$/i.test(k.image),
            ALT: () => {
              // "Partner—Friends forever", "Partner—Survivors": a partner variant's name (702.124)
              c(16, T.Dash);
              const words: string[] = [];
              $.atLeastOne(2, () => {
                words.push(c(17, T.AnyWord).image);
              });
              return { kind: "dashName", name: words.join(" ") };
            },
          },
          {
            // "Champion a Faerie", "Gift a tapped Fish" (702.72, 702.174): an object with its article
            // (not "a creature with flying an opponent controls")
            GATE: () => paramOf(k)?.shape === "object",
            ALT: () => {
              const article = c(217, W.A).image.toLowerCase();
              const what = $.or(213, [
                // "Gift an extra turn"
                { ALT: () => (c(219, W.Extra), c(220, W.Turn), "extraTurn") },
                { ALT: () => sub(212, $.filter) },
              ]);
              return { kind: "object", article, what };
            },
          },
          {
            ALT: () => {
              const filter = sub(7, $.filter);
              // "Equip legendary creature {3}", "Equip Knight {1}": equip only that kind of creature (702.6c)
              const p = paramOf(k);
              const cost = $.option(211, { GATE: () => p?.shape === "cost" && p.quality === "optional", DEF: () => sub(213, $.manaCost) });
              return cost ? { kind: "qualityCost", quality: filter, cost: [cost] } : { kind: "filter", filter };
            },
          },
        ]),
      });
      return $.ACTION(() => {
        const p = (k as Token).payload as { value?: unknown; prefix?: string } | undefined;
        return $.node("keyword", start, { keyword: String(p?.value ?? k.image.toLowerCase()), of: p?.prefix, arg });
      });
    });

    // "flying and first strike", "flying, first strike, and trample"; joined by "or" ("loses first
    // strike or swampwalk", "have hexproof or shroud") the list is one choice among the keywords.
    $.keywordList = $.RULE("keywordList", () => {
      const start = $.LA(1);
      // "gains your choice of flying, vigilance, or lifelink until end of turn"
      const yourChoice = opt(1, () => (c(7, W.Your), c(8, W.Choice), c(9, W.Of), true));
      const list: Node[] = [sub(1, $.keywordAbility)];
      let or = false;
      $.many(1, () => {
        $.or(1, [
          { ALT: () => c(1, T.Comma) },
          { ALT: () => c(2, W.And) },
          { ALT: () => (c(3, W.Or), (or = true)) },
          {
            ALT: () => {
              c(4, T.Comma);
              $.or(2, [{ ALT: () => c(5, W.And) }, { ALT: () => (c(6, W.Or), (or = true)) }]);
            },
          },
        ]);
        list.push(sub(2, $.keywordAbility));
      });
      return or || yourChoice ? [$.node("keywordChoice", start, { options: list, yourChoice })] : list;
    });

    // "Flying, first strike"; older printings: "Flying; banding" (the semicolon is kept for the wording).
    $.keywordLine = $.RULE("keywordLine", () => {
      const list: Node[] = [sub(1, $.keywordAbility)];
      $.many(1, () => {
        const semicolon = $.or(1, [{ ALT: () => (c(1, T.Comma), false) }, { ALT: () => (c(2, T.Semicolon), true) }]);
        const k = sub(2, $.keywordAbility);
        list.push(semicolon && !$.RECORDING_PHASE ? { ...k, semicolon: true } : k);
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

}
