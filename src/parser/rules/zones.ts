/**
 * Moving objects between zones, and libraries and hands: how a card enters the battlefield
 * ("tapped and transformed under its owner's control with a +1/+1 counter on it"), where it
 * goes in a library ("third from the top"), the rest of a looked-at group ("… and the rest on
 * the bottom of your library in any order"), revealing until, conjuring and seeking (digital).
 */
import * as T from "../../lexer/tokens.ts";
import { W } from "../../lexer/words.ts";
import type { Node } from "../dsl.ts";
import { kit, num, stripTok, type Grammar } from "./kit.ts";

export function defineZonesRules($: Grammar): void {
  const { c, opt, sub } = kit($);

  // What follows "onto/to the battlefield": "tapped", "tapped and attacking", "transformed",
  // "face down", "attached to …", "under its owner's control", "with a +1/+1 counter on it".
  // Returns the fields of the destination (`toZone`).
  $.battlefieldMods = $.RULE("battlefieldMods", () => {
    const tapped = opt(1, () => c(1, W.Tap));
    const attacking = opt(2, () => {
      opt(3, () => c(2, W.And));
      c(3, W.Attack);
      return true;
    });
    const transformed = opt(4, () => {
      opt(5, () => c(4, W.And));
      c(5, W.Transform);
      return true;
    });
    const faceDown = opt(6, () => (c(6, W.Face), c(7, W.Down), true));
    const attachedTo = opt(7, () => {
      c(8, W.Attached);
      c(9, W.To);
      return sub(1, $.objectPhrase);
    });
    const under = opt(8, () => {
      c(10, W.Under);
      return $.or(2, [
        {
          ALT: () => {
            const who = $.or(1, [
              { ALT: () => ({ kind: "your", t: c(11, W.Your) }) },
              { ALT: () => ({ kind: "their", t: c(12, W.Their) }) },
              { ALT: () => ({ kind: "player", p: sub(2, $.playerPhrase), t: c(13, T.Possessive) }) },
            ]);
            c(14, W.Control);
            return stripTok(who);
          },
        },
        {
          // Spanish and Portuguese: "bajo el control del oponente objetivo", "sob o controle do oponente alvo"
          ALT: () => {
            c(17, W.The);
            c(18, W.Control);
            c(19, W.Of);
            return sub(5, $.playerPhrase);
          },
        },
      ]);
    });
    // "onto the battlefield under your control tapped", "… under your control tapped and attacking"
    const tappedAfter = $.option(228, {
      GATE: () => !tapped && under !== undefined,
      DEF: () => {
        c(228, W.Tap);
        return opt(229, () => (c(229, W.And), c(230, W.Attack), true)) ? "attacking" : "tapped";
      },
    });
    // "… under your control attached to target opponent"
    const attachedAfter = opt(9, () => {
      c(15, W.Attached);
      c(16, W.To);
      return sub(3, $.objectPhrase);
    });
    const counters = opt(10, () => sub(4, $.withCounters));
    return {
      tapped: tapped || tappedAfter ? true : undefined,
      attacking: attacking ?? (tappedAfter === "attacking" ? true : undefined),
      tappedAfterControl: tappedAfter ? true : undefined,
      transformed,
      faceDown,
      attachedTo: attachedTo ?? attachedAfter,
      attachedAfterControl: attachedAfter ? true : undefined,
      under,
      withCounters: counters,
    };
  });

  // "with a +1/+1 counter on it", "with three time counters on it", "with X additional +1/+1 counters on it",
  // "with an additional +1/+1 counter on it", "with a finality counter on it"
  $.withCounters = $.RULE("withCounters", () => {
    const start = $.LA(1);
    c(1, W.With);
    const amount = $.or(1, [{ ALT: () => ({ kind: "a", word: c(2, W.A).image.toLowerCase() }) }, { ALT: () => sub(1, $.numberValue) }]);
    const additional = opt(1, () => c(3, W.Additional));
    const counter = opt(2, () => sub(2, $.counterKind));
    c(4, W.Counter);
    c(5, W.On);
    const on = $.or(2, [{ ALT: () => c(6, W.It) }, { ALT: () => c(7, W.Them) }]);
    return $.node("withCountersOn", start, { amount, additional: additional ? true : undefined, counter, on: on.image.toLowerCase() });
  });

  // "second from the top", "third from the bottom"
  $.libraryPosition = $.RULE("libraryPosition", () => {
    const start = $.LA(1);
    const n = c(1, W.Ordinal);
    c(2, W.From);
    c(3, W.The);
    const end = $.or(1, [{ ALT: () => c(4, W.Top) }, { ALT: () => c(5, W.Bottom) }]);
    return $.ACTION(() => $.node("libraryPosition", start, { nth: num(n), from: end.tokenType === W.Top ? "top" : "bottom" }));
  });

  // Where "put" sends things: a destination, "back" before it ("put the rest back on top of your
  // library in any order"), or "back in any order" alone (on top of the library they came from).
  $.putDestination = $.RULE("putDestination", () => {
    const start = $.LA(1);
    return $.or(1, [
      { ALT: () => sub(1, $.destination) },
      {
        ALT: () => {
          c(1, W.Back);
          return $.or(2, [
            { ALT: () => ({ ...sub(2, $.destination), back: true }) },
            {
              ALT: () => {
                c(2, W.In);
                const order = $.or(3, [{ ALT: () => (c(3, W.A), c(4, W.Random), "random") }, { ALT: () => (c(5, W.Any), "any") }]);
                c(6, W.Order);
                return $.node("toZone", start, { zone: "libraryTop", back: true, library: "none", order });
              },
            },
          ]);
        },
      },
    ]);
  });

  // The other parts of a put or return with its verb left out:
  // "Put one of them into your hand and the rest on the bottom of your library in any order."
  // "… two of them into your hand, one into your graveyard, and the rest …"
  $.movedAlso = $.RULE("movedAlso", () => {
    const parts: Node[] = [];
    $.atLeastOne(1, () => {
      const s = $.LA(1);
      const join = $.or(1, [
        { ALT: () => (c(1, W.And), "and") },
        {
          ALT: () => {
            c(2, T.Comma);
            const and = opt(1, () => c(3, W.And));
            return and ? ", and" : ",";
          },
        },
      ]);
      const what = sub(1, $.movedObject);
      const from = opt(2, () => sub(2, $.zoneRef));
      const to = sub(3, $.putDestination);
      parts.push($.node("movePart", s, { join, what, from, to }));
    });
    return parts;
  });

  // The zones a search looks through, after their owner: "library", "library and/or graveyard",
  // "graveyard, hand, and library", "graveyard, hand, and/or library". A list of zones and their joins.
  $.searchedZones = $.RULE("searchedZones", () => {
    const name = (t: { tokenType: { name: string } }) => t.tokenType.name.toLowerCase();
    const zones: string[] = [name($.or(1, [{ ALT: () => c(1, W.Library) }, { ALT: () => c(2, W.Graveyard) }, { ALT: () => c(3, W.Hand) }]))];
    const joins: string[] = [];
    $.many(1, () => {
      const comma = opt(1, () => c(4, T.Comma));
      const j = opt(2, () => sub(1, $.conjWord));
      joins.push(comma ? (j ? ", " + j : ",") : (j ?? ""));
      zones.push(name($.or(2, [{ ALT: () => c(5, W.Library) }, { ALT: () => c(6, W.Graveyard) }, { ALT: () => c(7, W.Hand) }])));
    });
    return { zones, joins };
  });

  // "from the top of your library", "from the top of target player's library": whose library
  $.fromTopOf = $.RULE("fromTopOf", () => {
    c(1, W.From);
    c(2, W.The);
    c(3, W.Top);
    c(4, W.Of);
    const whose = sub(1, $.possessor);
    c(5, W.Library);
    return whose;
  });

  // "that many cards from the top of your library", "three cards from the top of target player's library",
  // "a number of cards from the top of your library equal to …" (the count word follows the library)
  $.cardsFromTop = $.RULE("cardsFromTop", () => {
    const start = $.LA(1);
    const count = $.or(1, [
      { ALT: () => sub(1, $.numberValue) },
      { ALT: () => (c(1, W.That), c(2, W.Many), { kind: "thatMany" }) },
      { ALT: () => (c(3, W.A), c(4, W.Number), c(5, W.Of), { kind: "numberOf" }) },
    ]);
    c(6, W.Card);
    const whose = sub(2, $.fromTopOf);
    const equal = count.kind === "numberOf" ? sub(3, $.countWord) : undefined;
    return $.node("cardsFromTop", start, { count, whose, equal });
  });

  // What is put somewhere: an object, or a bare number of the cards just named
  // ("reveal those cards, put one onto the battlefield tapped and the other into your hand").
  $.movedObject = $.RULE("movedObject", () =>
    $.or(1, [
      { ALT: () => sub(1, $.objectList) },
      {
        ALT: () => {
          const start = $.LA(1);
          const n = sub(2, $.numberValue);
          return $.node("someOf", start, { count: n });
        },
      },
    ]),
  );

  // Actions of this area that have no older alternative in the verb phrase.
  $.zoneVerbPhrase = $.RULE("zoneVerbPhrase", () => {
    const start = $.LA(1);
    return $.or(1, [
      {
        ALT: () => {
          // "return to your hand all creature cards in your graveyard …": the destination first
          const v = $.or(5, [{ ALT: () => c(13, W.Return) }, { ALT: () => c(14, W.Put) }]);
          const to = sub(4, $.destination);
          const what = sub(5, $.objectPhrase);
          const from = opt(1, () => sub(6, $.zoneRef));
          // "regresa al juego la carta exiliada bajo el control de su propietario": how it enters, after the object
          const mods = $.option(2, { GATE: () => $.LA(1).tokenType === W.Under, DEF: () => sub(12, $.battlefieldMods) });
          $.ACTION(() => {
            if (mods && to?.zone === "battlefield") for (const [k, v] of Object.entries(mods)) if (v !== undefined) to[k] = v;
          });
          return $.node(v.tokenType === W.Return ? "return" : "put", start, { what, from, to, destinationFirst: true });
        },
      },
      {
        ALT: () => {
          // "seek a nonland card", "seek two creature cards with mana value 3" (digital: a random such card of your library into your hand)
          c(15, W.Seek);
          const what = sub(7, $.objectList);
          return $.node("seek", start, { what });
        },
      },
      {
        ALT: () => {
          // "conjure a card named Lightning Bolt into your hand", "conjure a duplicate of target creature card into your hand" (digital)
          c(16, W.Conjure);
          const what = $.or(6, [
            {
              ALT: () => {
                const s = $.LA(1);
                const count = $.or(7, [{ ALT: () => ({ kind: "a", word: c(17, W.A).image.toLowerCase() }) }, { ALT: () => sub(8, $.numberValue) }]);
                const d = c(18, W.Duplicate);
                c(19, W.Of);
                const of = sub(9, $.objectPhrase);
                return $.node("duplicates", s, { count, plural: /s$/i.test(d.image) ? true : undefined, of });
              },
            },
            { ALT: () => sub(10, $.objectPhrase) },
          ]);
          const to = sub(11, $.destination);
          return $.node("conjure", start, { what, to });
        },
      },
      {
        ALT: () => {
          // "reveal cards from the top of your library until you reveal a creature card" (and "exile …")
          const v = $.or(2, [{ ALT: () => c(1, W.Reveal) }, { ALT: () => c(2, W.Exile) }]);
          c(3, W.Card);
          const whose = sub(1, $.fromTopOf);
          c(9, W.Until);
          const who = $.or(4, [{ ALT: () => sub(2, $.playerPhrase) }, { ALT: () => $.node("pronoun", $.LA(1), { word: c(12, W.They).image.toLowerCase() }) }]);
          const v2 = $.or(3, [{ ALT: () => c(10, W.Reveal) }, { ALT: () => c(11, W.Exile) }]);
          const what = sub(3, $.objectList);
          return $.ACTION(() =>
            $.node("revealUntil", start, {
              verb: v.tokenType === W.Reveal ? "reveal" : "exile",
              whose,
              until: { kind: "untilReveals", who, verb: v2.tokenType === W.Reveal ? "reveal" : "exile", what },
            }),
          );
        },
      },
    ]);
  });
}
