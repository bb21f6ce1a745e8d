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
