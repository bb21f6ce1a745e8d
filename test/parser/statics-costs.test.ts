/**
 * Static abilities, durations, conditions and cost changes read for issue 2: each family is parsed
 * with its node shape and renders back to the same words. Texts are real Oracle texts from
 * ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { hasUnparsed, nodesOfKind, only, roundTrips as roundTripsAs, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

/** Parses and renders back exactly (a creature unless said otherwise). */
const roundTrips = (text: string, type = "Creature — Elf"): A[] => roundTripsAs(text, type);

describe("cost changes (601.2f, 602.2b)", () => {
  it("counts targets beyond the first (strive)", () => {
    const c = only(roundTrips("This spell costs {2}{U} more to cast for each target beyond the first.", "Instant"), "costChange");
    expect(c).toMatchObject({ direction: "more", forEach: { kind: "targetBeyondFirst" } });
  });

  it("reads spells cast with a post-modifier", () => {
    const c = only(roundTrips("Creature spells you cast of the chosen type cost {1} less to cast."), "costChange");
    expect(c.affected.castBy.post[0]).toMatchObject({ kind: "ofChosen" });
    roundTrips("Instant and sorcery spells you cast with mana value 5 or greater cost {1} less to cast.");
  });

  it("reads activated abilities as the subject", () => {
    const c = only(roundTrips("Equip abilities you activate that target enchanted creature cost {3} less to activate."), "costChange");
    expect(c.affected).toMatchObject({ kind: "abilitiesActivated", keyword: "equip", by: { kind: "you" } });
    expect(only(roundTrips("Loyalty abilities of planeswalkers your opponents control cost {1} more to activate."), "abilitiesActivated").loyalty).toBe(true);
  });

  it("counts counters on objects and on players", () => {
    expect(only(roundTrips("This ability costs {1} less to activate for each +1/+1 counter on creatures you control."), "countersOnObject").on).toMatchObject({ kind: "objects" });
    expect(only(roundTrips("CARDNAME gets +1/+1 for each experience counter you have."), "playerCounters")).toMatchObject({ counter: { value: "experience" } });
  });

  it("reads a keyword's cost given by the mana cost", () => {
    const k = only(roundTrips("Its foretell cost is equal to its mana cost reduced by {2}."), "keywordCostIs");
    expect(k).toMatchObject({ det: "its", keyword: "foretell", reducedBy: { symbols: ["2"] } });
    roundTrips("The flashback cost is equal to that card's mana cost.", "Sorcery");
  });
});

describe("power and toughness defined by a sum (604.3)", () => {
  it("reads 'N plus the number of …' and 'its toughness is equal to that number plus 1'", () => {
    const d = only(roundTrips("CARDNAME's power and toughness are each equal to 1 plus the number of lands you control."), "definePT");
    expect(d.value).toMatchObject({ kind: "sum", ops: ["plus"] });
    const g = only(roundTrips("CARDNAME's power is equal to the number of card types among cards in all graveyards and its toughness is equal to that number plus 1."), "definePT");
    expect(g.value.of).toMatchObject({ kind: "kindAmong", what: "cardType", plural: true });
    expect(g.toughness).toMatchObject({ kind: "sum", terms: [{ kind: "thatNumber" }, { kind: "number" }] });
  });
});

describe("conditions and durations of static abilities", () => {
  it("reads 'for as long as' and 'instead as long as' after the body", () => {
    expect(only(roundTrips("That land is an Island for as long as it has a flood counter on it.", "Sorcery"), "asLongAs")).toMatchObject({ for: true });
    expect(only(roundTrips("Enchanted creature gets -2/-0. It gets -6/-0 instead as long as its controller has seven or more cards in their graveyard.", "Enchantment — Aura"), "asLongAs")).toBeTruthy();
  });

  it("reads 'During your turn, as long as …,'", () => {
    const s = roundTrips("During your turn, as long as CARDNAME is equipped, it has double strike and indestructible.")[0]!.effects[0];
    expect(s).toMatchObject({ kind: "static", duringFirst: true, during: { kind: "duringTurn" } });
  });

  it("reads new conditions", () => {
    expect(only(roundTrips("As long as you've completed a dungeon, CARDNAME has double strike."), "completedDungeon")).toBeTruthy();
    expect(only(roundTrips("CARDNAME has vigilance as long as there's a Lesson card in your graveyard."), "thereIs").contracted).toBe(true);
    expect(only(roundTrips("CARDNAME can't be blocked as long as it's attacking alone."), "is").alone).toBe(true);
    expect(only(roundTrips("If it doesn't have suspend, draw a card.", "Instant"), "hasAbility").negated).toBe("doesnt");
    expect(only(roundTrips("As long as there are five or more mana values among cards in your graveyard, CARDNAME gets +2/+2."), "countAmong").what).toBe("manaValue");
  });

  it("reads an ability word with a number", () => {
    expect(roundTrips("Descend 4 — CARDNAME gets +2/+0 as long as there are four or more permanent cards in your graveyard.")[0]!.abilityWord).toBe("descend 4");
  });
});

describe("mana that stays and mana spent as though (500.4, 609.4b)", () => {
  it("reads 'you don't lose this mana as steps and phases end'", () => {
    expect(only(roundTrips("Add {R}{R}{R}. Until end of turn, you don't lose this mana as steps and phases end.", "Instant"), "keepsMana")).toMatchObject({ mana: "this", phases: "and" });
    expect(only(roundTrips("You don't lose unspent red mana as steps and phases end."), "keepsMana").mana).toBe("red");
  });

  it("reads what mana may be spent on besides casting and activating", () => {
    expect(only(roundTrips("{T}: Add {C}. Spend this mana only to pay cumulative upkeep costs.", "Land"), "spendOn")).toMatchObject({ verb: "pay", cost: "cumulative upkeep", plural: true });
    const more = only(roundTrips("{T}: Add {C}. Spend this mana only to cast an enchantment spell, unlock a door, or turn a permanent face up.", "Land"), "spendOnly").more;
    expect(more.map((p: any) => p.what.verb)).toEqual(["unlock", "turnFaceUp"]);
  });

  it("reads spending permissions after a play permission", () => {
    roundTrips("Exile the top card of your library. You may play that card this turn, and mana of any type can be spent to cast it.", "Sorcery");
    expect(only(roundTrips("You may cast that card this turn, and you may spend mana as though it were mana of any color to cast that spell.", "Sorcery"), "spendAsThough").of).toBe("color");
    expect(only(roundTrips("You may look at and play those cards for as long as they remain exiled.", "Sorcery"), "look").andPlay).toBe(true);
  });
});

describe("the same is true; paired creatures", () => {
  it("reads 'The same is true for …'", () => {
    expect(only(roundTrips("The same is true for creature spells you control and creature cards you own that aren't on the battlefield."), "sameIsTrue").objects).toHaveLength(2);
    expect(only(roundTrips("The same is true for fear, first strike, double strike, haste, landwalk, protection, and trample."), "sameIsTrue").abilities).toHaveLength(7);
  });

  it("reads 'both creatures'", () => {
    expect(nodesOfKind(roundTrips("As long as CARDNAME is paired with another creature, both creatures have flying."), "objects").some((o: any) => o.det === "both")).toBe(true);
  });
});

describe("unreadable quoted lines stay visible", () => {
  it("a quoted line of several keywords is unparsed, not a crash", () => {
    const result = parseCard({ name: "CARDNAME", text: 'Colorless spells you cast have "Cascade, cascade."', type: "Creature — Eldrazi" }, { lang: "en" });
    expect(hasUnparsed(result)).toBe(true);
    expect(() => renderCard(result, "en")).not.toThrow();
  });
});

describe("the next spell cast, and life paid this way", () => {
  it("reads 'the next … spell you cast [this turn]' as the subject of a cost change or a grant (611.2)", () => {
    const n = only(roundTripsAs("When CARDNAME enters, the next noncreature spell you cast costs {1} less to cast.", "Creature"), "nextSpellCast") as A;
    expect(n.castBy.who.kind).toBe("you");
    expect(n.thisTurn).toBeUndefined();
    const t = only(roundTripsAs("Until end of turn, the next spell you cast this turn costs {1} less to cast.", "Sorcery"), "nextSpellCast") as A;
    expect(JSON.stringify(t)).toContain("thisTurn");
    expect(only(roundTripsAs("The next instant or sorcery spell you cast this turn has storm.", "Sorcery"), "nextSpellCast")).toBeTruthy();
  });
  it("reads the condition 'if you paid life this way'", () => {
    const c = only(roundTripsAs("Those spells cost {G} less to cast if you paid life this way.", "Creature"), "paidLifeThisWay") as A;
    expect(c.who.kind).toBe("you");
  });
});

describe("conditions comparing two objects", () => {
  it("reads 'it has the same name as …' and 'it has the same mana value as …'", () => {
    const c = only(roundTripsAs("Counter target spell if it has the same name as that card.", "Instant"), "hasSameAs") as A;
    expect(c.stat).toBe("name");
    const e = only(
      roundTripsAs("It gains first strike until end of turn if it has the same name as another creature you control or a creature card in your graveyard.", "Instant"),
      "hasSameAs",
    ) as A;
    expect(e.as.kind).toBe("either");
    expect(e.as.items).toHaveLength(2);
  });
});
