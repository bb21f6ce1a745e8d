/**
 * Multiplied amounts and repeated instructions (issue 2): "twice X", "three times X", "twice that much",
 * "mill that many cards"; "investigate twice", "copy that spell X times". Real Oracle texts from
 * ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { only, roundTrips } from "./helpers.ts";

describe("multiplied amounts", () => {
  it("reads 'twice X' and 'N times X' as a multiple of the amount", () => {
    expect(only(roundTrips("Target player gains twice X life."), "gainLife").amount).toMatchObject({ kind: "multiplied", twice: true, of: { kind: "number", value: "X" } });
    expect(only(roundTrips("You gain three times X life."), "gainLife").amount).toMatchObject({ kind: "multiplied", factor: { value: 3 }, of: { value: "X" } });
    expect(only(roundTrips("Each opponent loses two times X life."), "loseLife").amount).toMatchObject({ kind: "multiplied", factor: { value: 2 } });
    expect(only(roundTrips("CARDNAME deals twice X damage to target creature."), "dealDamage").amount).toMatchObject({ kind: "multiplied", twice: true });
  });

  it("reads 'twice that much'", () => {
    expect(only(roundTrips("You gain twice that much life."), "gainLife").amount).toMatchObject({ kind: "multiplied", twice: true, of: { kind: "thatMuch" } });
  });

  it("counts milled cards by 'that many' and multiples", () => {
    expect(only(roundTrips("Target player mills that many cards."), "mill").amount).toMatchObject({ kind: "thatMany" });
    expect(only(roundTrips("Target player mills twice X cards."), "mill").amount).toMatchObject({ kind: "multiplied", twice: true, of: { value: "X" } });
  });
});

describe("repeated instructions", () => {
  it("reads 'twice', 'three times', 'X times' and 'that many times' after an instruction", () => {
    expect(only(roundTrips("Investigate twice."), "clause").times).toMatchObject({ kind: "repeat", twice: true });
    expect(only(roundTrips("Copy that card three times."), "clause").times).toMatchObject({ kind: "repeat", count: { value: 3 } });
    expect(only(roundTrips("Populate X times."), "clause").times).toMatchObject({ count: { value: "X" } });
    expect(only(roundTrips("Investigate that many times."), "clause").times).toMatchObject({ count: { kind: "thatMany" } });
  });

  it("keeps 'where X is' after the repetition", () => {
    const [a] = roundTrips("Proliferate X times, where X is the number of nontoken creatures you control that entered this turn.");
    expect(JSON.stringify(a)).toContain('"repeat"');
  });
});

describe("triggers on spending a mana ability's mana (106.6, 603.7)", () => {
  it("reads 'When you spend this mana to cast …' after the mana ability", () => {
    const [a] = roundTrips("{T}: Add {R}. When you spend this mana to cast a Dragon creature spell, scry 2.", "Artifact");
    expect(JSON.stringify(a)).toContain('"event":"spendsThisMana"');
    const e = only(roundTrips("{T}: Add {C}. When you spend this mana to cast a spell or activate an ability, copy that spell or ability.", "Land"), "event");
    expect(e.purposes).toHaveLength(2);
    expect(e.purposes[1]).toMatchObject({ kind: "spendPurpose", verb: "activate" });
  });
});
