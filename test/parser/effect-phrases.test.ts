/**
 * Noun phrases, amounts and actions of effect sentences (issue 2): each construction is parsed
 * with its node shape and renders back to the same words. Texts are real Oracle texts from
 * ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { only, roundTrips, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

describe("comparisons with amounts", () => {
  it("compares a stat with a count, a stat or a life total", () => {
    const count = only(roundTrips("Gain control of target creature with power less than or equal to the number of creatures you control."), "stat");
    expect(count).toMatchObject({ stat: "power", op: "atMost", relative: true, value: { kind: "countOf" } });
    const stat = only(roundTrips("Destroy target creature with power less than CARDNAME's power."), "stat");
    expect(stat).toMatchObject({ op: "lessThan", value: { kind: "statOf", stat: "power", of: { kind: "self" } } });
    expect(only(roundTrips("Exile target creature with power greater than or equal to your life total."), "stat").value).toMatchObject({ kind: "lifeTotal" });
  });

  it("reads 'equal to' after a stat, with sums and halves", () => {
    const eq = only(roundTrips("You may put a creature card with mana value equal to the number of charge counters on CARDNAME from your hand onto the battlefield."), "stat");
    expect(eq).toMatchObject({ op: "equal", relative: true, value: { kind: "countOf" } });
    const sum = only(roundTrips("Search your library for a creature card with mana value equal to 1 plus the sacrificed creature's mana value, put it onto the battlefield, then shuffle."), "sum");
    expect(sum.ops).toEqual(["plus"]);
    expect(sum.terms.map((t: A) => t.kind)).toEqual(["number", "statOf"]);
    const half = only(roundTrips("CARDNAME deals damage to each player equal to half that player's life total, rounded down."), "half");
    expect(half).toMatchObject({ rounded: "down", of: { kind: "lifeTotal" } });
    expect(only(roundTrips("Target player loses half their life, rounded down."), "loseHalfLife").rounded).toBe("down");
  });

  it("reads devotion as an amount after 'equal to'", () => {
    const d = only(roundTrips("Create a number of 1/1 white Soldier creature tokens equal to your devotion to white."), "devotion");
    expect(d.colors).toEqual(["white"]);
  });
});

describe("noun phrases", () => {
  it("reads card names with commas and alternatives after 'named'", () => {
    const named = only(roundTrips("You may search your library and/or graveyard for a card named Dovin, Architect of Law, reveal it, and put it into your hand."), "named");
    expect(named.name).toBe("Dovin, Architect of Law");
    const or = only(roundTrips("Search your library for a card named Festering Newt or Bubbling Cauldron, put it onto the battlefield tapped, then shuffle your library."), "named");
    expect(or).toMatchObject({ name: "Festering Newt", or: ["Bubbling Cauldron"] });
  });

  it("describes players by what they did", () => {
    const who = only(roundTrips("Draw a card for each opponent who lost life this turn."), "whoDid");
    expect(who).toMatchObject({ tense: "past", event: { kind: "event", thisTurn: true } });
    expect(only(roundTrips("CARDNAME deals 3 damage to each player who didn't sacrifice a permanent this way."), "whoDid").negated).toBe(true);
    expect(only(roundTrips("Each player who controls a white creature loses 2 life."), "whoDid").tense).toBe("present");
  });

  it("reads participles after a noun and 'with the greatest … among …'", () => {
    expect(only(roundTrips("You gain 2 life for each creature tapped this way."), "participle")).toMatchObject({ verb: "tap", when: "thisWay" });
    const g = only(roundTrips("Target player sacrifices a creature with the greatest power among creatures they control."), "withGreatest");
    expect(g).toMatchObject({ word: "greatest", stat: "power", among: { kind: "objects" } });
    expect(only(roundTrips("Put a +1/+1 counter on target creature that entered this turn."), "thatDid")).toMatchObject({ verb: "entered", when: "thisTurn" });
    // the older "entered the battlefield" is read too, and rendered in current templating
    const older = parseCard({ name: "CARDNAME", text: "Put a +1/+1 counter on target creature that entered the battlefield this turn.", type: "Instant" }, { lang: "en" });
    expect(only(older.abilities, "thatDid")).toMatchObject({ verb: "entered", battlefield: true });
    expect(renderCard(older, "en", { strict: true })).toBe("Put a +1/+1 counter on target creature that entered this turn.");
  });

  it("lists objects with 'and all other …' and counters before 'on'", () => {
    const both = only(roundTrips("Destroy target artifact and all other artifacts with the same name as that artifact."), "both");
    expect(both.items[1]).toMatchObject({ det: "all", other: true });
    const put = only(roundTrips("Put a flying counter, a deathtouch counter, and a shield counter on target creature."), "putCounters");
    expect(put.also.map((c: A) => c.join)).toEqual([",", ", and"]);
  });
});

describe("clauses", () => {
  it("reads 'unless' with a player who acts, or a condition", () => {
    expect(only(roundTrips("That player loses 3 life unless they pay {1}."), "unlessPays").who).toMatchObject({ kind: "pronoun", word: "they" });
    const clause = only(roundTrips("Sacrifice it unless you control a Pirate."), "clause");
    expect(clause.unless.kind).toBe("controls");
  });

  it("reads 'X instead if Y' as the self-replacement 'If Y, X instead'", () => {
    const [ability] = roundTrips("You gain 5 life. You gain 10 life instead if you control a creature with power 4 or greater.");
    const second = ability!.effect.sentences[1];
    expect(second).toMatchObject({ instead: true, prefix: { kind: "if", after: true } });
  });

  it("reads skipped steps, required blocks and 'this combat'", () => {
    expect(only(roundTrips("You skip your next two turns."), "skipNext")).toMatchObject({ whose: "your", count: { value: 2 }, what: { step: "turn" } });
    expect(only(roundTrips("Target creature gets +3/+3 until end of turn and must be blocked this turn if able."), "mustBeBlocked").duration).toMatchObject({ until: "thisTurn" });
    expect(only(roundTrips("That token attacks this combat if able."), "mustAttack").duration).toMatchObject({ until: "thisCombat" });
    expect(only(roundTrips("Target creature you control gains protection from each color until end of turn."), "everyColor").word).toBe("each");
  });
});

describe("quantities of mana and counters", () => {
  it("reads the kinds of mana an ability adds", () => {
    expect(only(roundTrips("Add X mana in any combination of {B} and/or {R}."), "anyColor")).toMatchObject({ how: "anyCombination", of: [{ symbols: ["B"] }, { symbols: ["R"] }] });
    expect(only(roundTrips("Add two mana in any combination of {U}, {B}, and/or {R}."), "anyColor")).toMatchObject({ serialComma: true, of: [{}, {}, {}] });
    expect(only(roundTrips("Add two mana of different colors."), "anyColor").how).toBe("differentColors");
    expect(only(roundTrips("Add one mana of any of the exiled card's colors."), "anyColor")).toMatchObject({ how: "colorsOf", colorsOf: { kind: "objects" } });
    expect(only(roundTrips("Add one mana of any color among legendary permanents you control."), "anyColor").among).toMatchObject({ kind: "objects" });
    expect(only(roundTrips("Add six {R}."), "manaCount")).toMatchObject({ amount: { value: 6 }, mana: { symbols: ["R"] } });
  });

  it("counts counters removed this way and kinds of counters", () => {
    // "removed this way" after "counter(s)" is current wording, not the older "removed from the game"
    const removed = only(roundTrips("Add {C} for each storage counter removed this way."), "countersOnObject");
    expect(removed).toMatchObject({ counter: { value: "storage" }, how: { kind: "participle", word: "removed", when: "thisWay" } });
    expect(only(roundTrips("Put X +1/+1 counters on it, where X is the number of charge counters removed this way."), "countersOnObject").plural).toBe(true);
    expect(only(roundTrips("Draw a card for each kind of counter on it."), "countersOnObject")).toMatchObject({ kinds: true, on: { kind: "pronoun" } });
  });

  it("reads a required block of a named creature and 'They're still lands'", () => {
    // "blocks" after the subject is the verb, not the start of "blocking it"
    expect(only(roundTrips("Target creature blocks CARDNAME this turn if able."), "mustBlock").whom).toMatchObject({ kind: "self" });
    expect(only(roundTrips("Target creature blocks target creature this turn if able."), "mustBlock").whom).toMatchObject({ kind: "objects" });
    const [ability] = roundTrips("Until end of turn, target lands you control become 3/3 creatures with haste. They're still lands.");
    expect(ability!.effect.sentences[1]).toMatchObject({ kind: "stillIs", they: true });
  });
});

describe("players who did or didn't, lists of targets, energy, X defined mid-sentence", () => {
  it("reads 'Each opponent who doesn't loses 3 life' with the elided verb", () => {
    const clause = only(roundTrips("Each opponent who doesn't loses 3 life."), "clause");
    expect(clause.subject.filter.post).toEqual([expect.objectContaining({ kind: "whoDoes", word: "doesnt" })]);
    expect(clause.action.kind).toBe("loseLife");
    expect(only(roundTrips("Each player who can't discards a card."), "whoDoes").word).toBe("cant");
    // the sentence prefix keeps its own "who": "For each opponent who can't,"
    const [, second] = roundTrips("Each opponent discards a card. For each opponent who can't, you draw a card.")[0]!.effect.sentences;
    expect(second.prefix).toMatchObject({ kind: "forEach", who: "cant" });
  });

  it("reads two chosen targets and lists of 'up to one target' objects", () => {
    expect(only(roundTrips("Choose target creature you control and target creature an opponent controls."), "choose").what.kind).toBe("both");
    const ret = only(roundTrips("Return up to one target creature card and up to one target land card from your graveyard to your hand."), "return");
    expect(ret.what).toMatchObject({ kind: "both", items: [{ det: "upTo" }, { det: "upTo" }] });
    const three = only(roundTrips("Return up to one target artifact card, up to one target land card, and up to one target non-Aura enchantment card from your graveyard to the battlefield."), "return");
    expect(three.what).toMatchObject({ kind: "allOf", joins: [",", ", and"] });
    // "and" before another clause still ends the list
    expect(only(roundTrips("CARDNAME deals 1 damage to target creature and that creature's controller loses 1 life."), "sequence").clauses).toHaveLength(2);
  });

  it("reads amounts of energy", () => {
    expect(only(roundTrips("You get six {E}."), "getEnergy").count).toMatchObject({ kind: "number", value: 6 });
    expect(only(roundTrips("You get that many {E}."), "getEnergy").count.kind).toBe("thatMany");
    expect(only(roundTrips("You get an amount of {E} equal to its mana value."), "getEnergy").equalTo.kind).toBe("statOf");
  });

  it("reads ', where X is …,' between two clauses as the definition of X in the first", () => {
    const seq = only(roundTrips("Search your library for up to X basic land cards, where X is the number of lands you control, and put them onto the battlefield tapped."), "sequence");
    expect(seq.clauses[0].where).toMatchObject({ kind: "xIs", value: { kind: "countOf" } });
    expect(seq.joins).toEqual([", and"]);
    const look = only(roundTrips("Look at the top X cards of your library, where X is the number of cards in your hand, then put them back in any order."), "sequence");
    expect(look.joins).toEqual([", then"]);
    // at the end of the sentence it stays the sentence's
    expect(only(roundTrips("CARDNAME deals X damage to any target, where X is the number of cards in your hand."), "sentence").where.kind).toBe("xIs");
  });
});

describe("exceptions of token copies", () => {
  it("reads 'it's …' followed by more predicates, and 'loses all other card types'", () => {
    const copy = only(roundTrips("Create a token that's a copy of that card, except it's an artifact and it loses all other card types."), "tokenCopy");
    expect(copy.except).toMatchObject({ kind: "compound", parts: [{ kind: "isType", contracted: true }, { kind: "loseOtherTypes", of: "card" }] });
    const toxic = only(roundTrips("Create a token that's a copy of that creature, except it's 1/1 and has toxic 1."), "tokenCopy");
    expect(toxic.except).toMatchObject({ kind: "predicates", contracted: true, predicates: [{ kind: "isType" }, { kind: "grant" }], joins: ["and"] });
    expect(only(roundTrips("Enchanted land is an Island and loses all other land types.", "Enchantment"), "loseOtherTypes").of).toBe("land");
  });
});

describe("halves of objects", () => {
  it("reads 'half the permanents they control, rounded down' and 'mills half their library'", () => {
    const sac = only(roundTrips("Target player sacrifices half the permanents they control, rounded down."), "sacrifice");
    expect(sac.what).toMatchObject({ kind: "partOf", count: "half", rounded: "down", of: { kind: "objects" } });
    const mill = only(roundTrips("Target player mills half their library, rounded up."), "mill");
    expect(mill.amount).toMatchObject({ kind: "partOf", count: "half", rounded: "up", of: { kind: "zoneObject" } });
  });
});
