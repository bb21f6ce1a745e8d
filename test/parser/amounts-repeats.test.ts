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

describe("amounts counted or paid", () => {
  it("reads when X is counted: 'as you cast this spell', 'as you activated this ability'", () => {
    const [a] = roundTrips("CARDNAME deals X damage to any target, where X is the number of Mountains you control as you cast this spell.");
    expect(JSON.stringify(a)).toContain('"as":"castThisSpell"');
    const [b] = roundTrips("Draw X cards, where X is the greatest power among creatures you controlled as you activated this ability.");
    expect(JSON.stringify(b)).toContain('"as":"activatedThisAbility"');
  });

  it("reads the excess damage (120.4a) and the amount paid this way", () => {
    expect(only(roundTrips("Amass Orcs X, where X is that excess damage."), "excessDamage")).toMatchObject({ that: true });
    expect(only(roundTrips("You gain life equal to the excess damage dealt this way."), "excessDamage").that).toBeUndefined();
    expect(only(roundTrips("Each player draws X cards, where X is the total amount of mana paid this way."), "amountPaidThisWay")).toMatchObject({ total: true, what: "mana" });
    expect(only(roundTrips("Then each player creates a number of 1/1 green Squirrel creature tokens equal to the amount of mana they paid this way."), "amountPaidThisWay")).toMatchObject({ who: { kind: "pronoun", word: "they" } });
  });
});

describe("creatures attacking you (508.1)", () => {
  it("reads 'attacking you' after a noun as a postmodifier", () => {
    expect(only(roundTrips("Creatures attacking you get -1/-0.", "Enchantment"), "thatIsAttacking")).toMatchObject({ verb: "attacking", bare: true, whom: { kind: "you" } });
    expect(only(roundTrips("You gain 3 life for each creature attacking you."), "thatIsAttacking").whom).toMatchObject({ kind: "you" });
    expect(only(roundTrips("For each creature attacking you or a planeswalker you control, draw a card."), "thatIsAttacking").whom).toMatchObject({ kind: "either" });
  });

  it("leaves 'attacks you' a verb", () => {
    const [a] = roundTrips("{T}: Target creature an opponent controls attacks you this turn if able.", "Creature — Siren");
    expect(JSON.stringify(a)).not.toContain("thatIsAttacking");
  });
});

describe("counters among objects, and objects acted on this turn", () => {
  it("counts counters among a group of objects, and different kinds of them", () => {
    expect(only(roundTrips("Draw X cards, where X is the number of time counters among permanents you control."), "countersOnObject")).toMatchObject({ counter: { value: "time" }, plural: true, among: { kind: "objects" } });
    expect(only(roundTrips("Draw X cards, where X is the number of different kinds of counters among permanents you control."), "countersOnObject")).toMatchObject({ different: true, kinds: true });
    expect(only(roundTrips("Draw X cards, where X is the total number of rad counters among players."), "countOf")).toMatchObject({ total: true, of: { kind: "countersOnObject" } });
  });

  it("reads 'you've sacrificed this turn', 'you created this turn', 'died under your control this turn'", () => {
    expect(only(roundTrips("CARDNAME deals X damage to any target, where X is the number of permanents you've sacrificed this turn."), "actedBy")).toMatchObject({ verb: "sacrifice", have: true });
    expect(only(roundTrips("Draw X cards, where X is the number of tokens you created this turn."), "actedBy")).toMatchObject({ verb: "create" });
    expect(only(roundTrips("Draw X cards, where X is the number of creatures that died under your control this turn."), "thatDid")).toMatchObject({ verb: "died", underYourControl: true });
  });

  it("reads 'as this ability resolves'", () => {
    const [a] = roundTrips("The next instant or sorcery spell you cast this turn costs {X} less to cast, where X is the number of Wizards you control as this ability resolves.");
    expect(JSON.stringify(a)).toContain('"as":"thisAbilityResolves"');
  });
});

describe("forage, collect evidence, and having a life total become a number", () => {
  it("reads 'forage' and 'collect evidence N' as instructions (701.61, 701.59)", () => {
    expect(only(roundTrips("When this creature enters, you may forage. When you do, draw a card.", "Creature — Squirrel"), "forage")).toMatchObject({ kind: "forage" });
    expect(only(roundTrips("When this creature dies, you may exile it and collect evidence 4.", "Creature — Phoenix"), "collectEvidence").amount).toMatchObject({ value: 4 });
  });

  it("reads 'you may have your life total become …' (119.5)", () => {
    expect(only(roundTrips("{T}: You may have your life total become 20.", "Land"), "setLife")).toMatchObject({ have: true, whose: "your", value: { value: 20 } });
    expect(only(roundTrips("{T}: You may have your life total become the total toughness of creatures you control.", "Creature — Elephant"), "setLife").value).toMatchObject({ kind: "totalOf" });
  });
});

describe("statuses taken away, repeated processes, zones with many cards, additional costs paid", () => {
  it("reads 'is no longer suspected', 'are no longer snow'", () => {
    expect(only(roundTrips("If you do, CARDNAME is no longer suspected.", "Creature — Goat"), "noLonger")).toMatchObject({ what: "suspected" });
    expect(only(roundTrips("All lands are no longer snow."), "noLonger")).toMatchObject({ what: "snow" });
    expect(only(roundTrips("Then each creature you control is no longer goaded."), "noLonger")).toMatchObject({ what: "goaded" });
  });

  it("reads 'repeat this process any number of times'", () => {
    expect(only(roundTrips("You may repeat this process any number of times."), "repeatProcess")).toMatchObject({ anyNumber: true });
  });

  it("reads 'a graveyard has twenty or more cards in it'", () => {
    expect(only(roundTrips("If a graveyard has twenty or more cards in it, draw three cards instead."), "zoneHasCards")).toMatchObject({ zone: "graveyard", what: { det: "orMore" } });
  });

  it("reads 'this spell's additional cost was paid' (601.2b)", () => {
    expect(only(roundTrips("If this spell's additional cost was paid, CARDNAME deals 4 damage instead."), "costPaid")).toMatchObject({ keyword: "additional", of: { kind: "self" } });
  });
});

describe("colors of choice, 'X and each other Y' subjects, the life lost this turn", () => {
  it("reads 'becomes the color or colors of your choice'", () => {
    expect(only(roundTrips("Target creature becomes the color or colors of your choice until end of turn."), "becomeChosen")).toMatchObject({ what: "colorOrColors" });
  });

  it("reads a subject of an object and 'each other …'", () => {
    const s = only(roundTrips("Target creature and each other creature that shares a color with it get +1/+1 until end of turn."), "clause").subject;
    expect(s).toMatchObject({ kind: "both", items: [{ kind: "objects" }, { kind: "objects", det: "each", other: true }] });
    // "and" between two clauses stays a join
    expect(only(roundTrips("When CARDNAME enters, tap enchanted creature and you become the monarch.", "Enchantment — Aura"), "sequence").clauses).toHaveLength(2);
  });

  it("reads 'the life they lost this turn'", () => {
    expect(only(roundTrips("Each opponent loses life equal to the life they lost this turn."), "lifeAmount")).toMatchObject({ short: true, verb: "lost", thisTurn: true });
  });
});

describe("'with power or toughness N or greater' (either characteristic)", () => {
  it("reads the comparison of either one", () => {
    expect(only(roundTrips("Destroy target creature with power or toughness 4 or greater."), "stat")).toMatchObject({ stat: "powerOrToughness", op: "atLeast", value: { value: 4 } });
    expect(only(roundTrips("Creatures you control with power or toughness 1 or less can't be blocked.", "Legendary Creature — Human Rogue"), "stat")).toMatchObject({ stat: "powerOrToughness", op: "atMost" });
  });
});

describe("'can cast spells only any time they could cast a sorcery' (307.1)", () => {
  it("reads the timing imposed on a player's spells", () => {
    expect(only(roundTrips("Each opponent can cast spells only any time they could cast a sorcery.", "Legendary Planeswalker — Teferi"), "castOnlyAnyTime")).toMatchObject({ who: "they", speed: "sorcery", affected: { det: "each" } });
  });
});
