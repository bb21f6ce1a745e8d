/**
 * Noun phrases and amounts of effect sentences added for the corpus push (session 8): counters on
 * a group, cards put into a graveyard this turn, shared card types, "attached to a …", "each other",
 * "any number of them", the creature type of a player's choice, how many times a spell was kicked,
 * the amount of damage dealt. Texts are real Oracle texts with the card's name replaced by CARDNAME;
 * each one parses whole and renders back to the same words.
 */
import { describe, expect, it } from "vitest";
import { only, roundTrips } from "./helpers.ts";

describe("noun phrases of effects", () => {
  it("reads a bare plural of counters after 'with' as one or more", () => {
    const w = only(roundTrips("Creatures you control with +1/+1 counters on them have trample.", "Enchantment"), "countersOn");
    expect(w).toMatchObject({ counter: { value: "+1/+1" }, pronoun: "them" });
    expect(w.amount).toBeUndefined();
    expect(only(roundTrips("Creatures you control with counters on them gain hexproof and indestructible until end of turn."), "countersOn").counter).toBeUndefined();
    // a singular counter still needs its count
    expect(only(roundTrips("Destroy target creature with a +1/+1 counter on it."), "countersOn").amount).toMatchObject({ kind: "a" });
  });

  it("reads cards put into a graveyard this turn, from a zone or from anywhere", () => {
    const one = only(roundTrips("Choose target creature card in a graveyard that was put there from the battlefield this turn."), "thatWasPutThere");
    expect(one).toMatchObject({ from: { kind: "zone", zone: "battlefield" }, when: "thisTurn" });
    expect(only(roundTrips("Return to your hand all creature cards in your graveyard that were put there from anywhere this turn."), "thatWasPutThere").from).toBe("anywhere");
    expect(only(roundTrips("Exile target creature card from a graveyard that was put there this turn."), "thatWasPutThere").from).toBeUndefined();
  });

  it("reads 'that shares a card type', with or without what it shares it with", () => {
    const s = only(roundTrips("Each opponent sacrifices a permanent that shares a card type with it."), "sharesWith");
    expect(s).toMatchObject({ what: "cardType", with: { kind: "pronoun" } });
    expect(only(roundTrips("Exchange control of two target permanents that share a card type."), "sharesWith").with).toBeUndefined();
  });

  it("reads 'attached to' an indefinite noun phrase", () => {
    const a = only(roundTrips("Destroy target Aura attached to a creature you control."), "attachedTo");
    expect(a.to).toMatchObject({ kind: "objects" });
  });

  it("reads objects chosen this way, any number of them and 'each other'", () => {
    expect(only(roundTrips("Destroy each creature chosen this way."), "participle")).toMatchObject({ word: "chosen", when: "thisWay" });
    expect(only(roundTrips("Put any number of them into your graveyard and the rest back on top of your library in any order."), "partOf").count).toBe("any number");
    expect(only(roundTrips("Then those creatures fight each other."), "fight").what).toMatchObject({ kind: "eachOther" });
    // "any number of target creatures" stays a group of targets
    expect(only(roundTrips("Tap any number of target creatures."), "objects").det).toBe("anyNumber");
  });

  it("reads the creature type of a player's choice and 'a new target' for a copy", () => {
    expect(only(roundTrips("Destroy all creatures of the creature type of your choice."), "ofTypeOfChoice")).toMatchObject({ type: "creature", whose: "your" });
    expect(only(roundTrips("You may copy this spell and may choose a new target for the copy."), "chooseNewTargets").one).toBe(true);
  });
});

describe("amounts of effects", () => {
  it("counts the times a spell was kicked or a creature has mutated", () => {
    const k = only(roundTrips("Target creature gets +X/+X until end of turn, where X is the number of times CARDNAME was kicked."), "timesDone");
    expect(k).toMatchObject({ verb: "kicked", what: { kind: "self" } });
    expect(only(roundTrips("CARDNAME deals X damage to any target, where X is the number of times this creature has mutated.", "Creature"), "timesDone").verb).toBe("mutated");
  });

  it("reads the amount of damage dealt, with its source, recipient and 'excess'", () => {
    const d = only(roundTrips("Create a number of Blood tokens equal to the amount of excess damage dealt to that creature this way."), "damageAmount");
    expect(d).toMatchObject({ excess: true, to: { kind: "objects" }, when: "thisWay" });
    expect(only(roundTrips("Surveil X, where X is the amount of damage it dealt to that player."), "damageAmount").by).toMatchObject({ kind: "pronoun", word: "it" });
  });
});

describe("more amounts and counters of effects", () => {
  it("reads 'that many' before a noun", () => {
    expect(only(roundTrips("Sacrifice that many permanents."), "objects").det).toBe("thatMany");
    expect(only(roundTrips("Search that player's library for that many cards."), "search").for).toMatchObject({ det: "thatMany" });
  });

  it("reads 'the difference', alone or between two amounts or results", () => {
    expect(only(roundTrips("If that player has more cards in hand than you, draw cards equal to the difference."), "difference").between).toBeUndefined();
    expect(only(roundTrips("Create a number of 1/1 red Goblin creature tokens equal to the difference between those results."), "difference").results).toBe(true);
  });

  it("puts the counters a permanent had on another", () => {
    expect(only(roundTrips("You may put its +1/+1 counters on target creature you control."), "putItsCounters")).toMatchObject({ whose: "its", counter: { value: "+1/+1" } });
    expect(only(roundTrips("Put those counters on up to one target creature."), "putItsCounters").whose).toBe("those");
  });

  it("counts the times you've cast your commander from the command zone", () => {
    const t = only(roundTrips("Copy it for each time you've cast your commander from the command zone this game."), "timeCastFromCommandZone");
    expect(t.what).toMatchObject({ kind: "objects", det: "your" });
  });
});

describe("destinations, counts and owners of effects", () => {
  it("reads 'tapped (and attacking)' after 'under your control'", () => {
    const to = only(roundTrips("Put target creature card from a graveyard onto the battlefield under your control tapped."), "toZone");
    expect(to).toMatchObject({ tapped: true, tappedAfterControl: true, under: "your" });
    const attacking = only(roundTrips("Put target creature card from defending player's graveyard onto the battlefield under your control tapped and attacking."), "toZone");
    expect(attacking).toMatchObject({ tapped: true, attacking: true, tappedAfterControl: true });
  });

  it("reads the zone a card is put from after where it goes, the command zone included", () => {
    const put = only(roundTrips("Each other player may put an artifact or enchantment card onto the battlefield from their hand."), "put");
    expect(put).toMatchObject({ fromAfter: true, from: { kind: "zone", zone: "hand" } });
    expect(only(roundTrips("Put your commander into your hand from the command zone."), "put").from).toMatchObject({ zone: "command zone" });
  });

  it("reads 'up to X' counters, 'up to that many' cards and 'that many cards plus one'", () => {
    expect(only(roundTrips("Put up to X +1/+0 counters on CARDNAME.", "Artifact Creature"), "putCounters").amount).toMatchObject({ kind: "upTo" });
    expect(only(roundTrips("Search your library for up to that many basic land cards, reveal those cards, and put them into your hand."), "search").for).toMatchObject({ det: "upTo", count: { kind: "thatMany" } });
    expect(only(roundTrips("Discard any number of cards, then draw that many cards plus one."), "thatMany").plus).toMatchObject({ value: 1 });
  });

  it("reads 'controlled by the same player' and 'controlled by different players'", () => {
    expect(only(roundTrips("Choose two target creatures controlled by the same player."), "controlledByPassive").same).toBe("player");
    expect(only(roundTrips("Exchange control of two target creatures controlled by different players."), "controlledByPassive").different).toBe(true);
  });

  it("counts for each of an object's colors", () => {
    expect(only(roundTrips("Target creature gets +2/+2 until end of turn for each of its colors."), "colorsOf").of).toMatchObject({ kind: "pronoun" });
    expect(only(roundTrips("Draw a card for each of that spell's colors."), "colorsOf").of).toMatchObject({ kind: "objects", det: "that" });
  });
});

describe("participles, parts and amounts named before", () => {
  it("reads 'the discarded card' and 'the milled cards' as participles before a noun", () => {
    const w = only(roundTrips("You gain life equal to the discarded card's mana value."), "statOf");
    expect(w.of).toMatchObject({ kind: "objects", det: "the" });
    expect(roundTrips("Return a creature card from among the milled cards to your hand.")).toHaveLength(1);
  });

  it("reads 'up to two of them'", () => {
    const p = only(roundTrips("Put up to two of them into your hand and the rest into your graveyard."), "partOf");
    expect(p).toMatchObject({ upTo: true, count: { kind: "number", value: 2 } });
  });

  it("reads 'that much' mana of one symbol and 'that damage' as an amount", () => {
    expect(only(roundTrips("Add that much {G}."), "manaCount").amount).toMatchObject({ kind: "thatMuch" });
    expect(only(roundTrips("You gain life equal to that damage."), "gainLife").amount).toMatchObject({ kind: "thatDamage" });
    expect(only(roundTrips("Seek a card with mana value equal to that damage."), "stat").value).toMatchObject({ kind: "thatDamage" });
  });
});
