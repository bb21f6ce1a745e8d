/**
 * Trigger events, state triggers, damage recipients and prevention that the grammar reads since
 * the seventh stop (issue 2). Texts are real Oracle texts from ../shared/corpus/cards.en.jsonl.gz
 * with the card's name replaced by CARDNAME; each parses without an unparsed node, with the
 * fields that carry its meaning, and renders back to the same words.
 */
import { describe, expect, it } from "vitest";
import { only, roundTrips } from "./helpers.ts";

const event = (text: string) => only(roundTrips(text, "Creature"), "trigger").event;

describe("trigger events of players and permanents", () => {
  it("reads losing the game and losing control", () => {
    expect(event("Whenever a player loses the game, draw a card.").event).toBe("losesGame");
    expect(event("When you lose control of CARDNAME, draw a card.")).toMatchObject({ event: "losesControl", what: { kind: "self" } });
  });
  it("reads crewing, saddling and the crewed status (702.122, 702.171)", () => {
    expect(event("Whenever CARDNAME crews a Vehicle, draw a card.")).toMatchObject({ event: "crews" });
    const e = event("Whenever this creature saddles a Mount or crews a Vehicle during your main phase, draw a card.");
    expect(e).toMatchObject({ event: "saddles", more: [{ join: "or", event: "crews" }] });
    expect(event("Whenever CARDNAME becomes crewed for the first time each turn, draw a card.")).toMatchObject({ event: "becomesStatus", status: "crewed", nthTimeEachTurn: 1 });
  });
  it("reads evolving, fighting and clashing", () => {
    expect(event("Whenever CARDNAME evolves, draw a card.").event).toBe("evolves");
    expect(event("Whenever a creature you control fights, draw a card.").event).toBe("fights");
    expect(event("Whenever you clash, draw a card.").event).toBe("clashes");
  });
  it("reads creating tokens, putting onto the battlefield and completing a dungeon", () => {
    expect(event("Whenever you create one or more creature tokens, draw a card.")).toMatchObject({ event: "creates", subject: { kind: "you" } });
    expect(event("Whenever a player puts a nontoken creature onto the battlefield, draw a card.").event).toBe("putsOntoBattlefield");
    expect(event("Whenever you complete a dungeon, draw a card.").event).toBe("completesDungeon");
  });
  it("reads attaching and returning to hand", () => {
    expect(event("Whenever an Aura becomes attached to CARDNAME, draw a card.")).toMatchObject({ event: "becomesAttached", to: { kind: "self" } });
    expect(event("Whenever a permanent is returned to your hand, draw a card.")).toMatchObject({ event: "returnedToHand", whose: "your" });
  });
  it("reads kicked and goaded before a noun, and keeps 'if it was kicked' a condition", () => {
    expect(JSON.stringify(event("Whenever you cast a kicked spell, draw a card."))).toContain('"value":"kicked"');
    expect(JSON.stringify(event("Whenever a goaded creature attacks, draw a card."))).toContain('"value":"goaded"');
    expect(only(roundTrips("If it was kicked, draw a card."), "kicked")).toBeTruthy();
  });
  it("keeps a card name in a condition from running into an effect's 'create'", () => {
    const text = "If you control an enchantment named Foo and a land named Bar, instead create two 4/3 white and black Vampire Demon creature tokens with flying.";
    expect(only(roundTrips(text), "createToken")).toBeTruthy();
  });
});

describe("state triggers (603.8) and the last counter", () => {
  it("reads 'when' and a condition of the game state", () => {
    const e = event("When you have 10 or less life, draw a card.");
    expect(e.kind).toBe("stateTrigger");
    expect(e.condition.kind).toBe("lifeTotal");
    expect(event("When there are no creatures on the battlefield, sacrifice CARDNAME.").kind).toBe("stateTrigger");
    expect(event("When CARDNAME has no +1/+1 counters on it, sacrifice it.").kind).toBe("stateTrigger");
  });
  it("reads the last time counter removed (702.62a)", () => {
    expect(event("When the last time counter is removed from CARDNAME while it's exiled, draw a card.")).toMatchObject({ kind: "countersEvent", amount: { kind: "last" }, verb: "removed" });
  });
});

describe("damage dealt to a player and their permanents", () => {
  it("reads 'you and …', 'you and/or …' and 'you or …' after 'dealt to'", () => {
    const both = only(roundTrips("Prevent all damage that would be dealt to you and permanents you control this turn."), "prevent");
    expect(both.to).toMatchObject({ kind: "both", items: [{ kind: "you" }, { kind: "objects" }] });
    const andOr = only(roundTrips("Prevent the next 3 damage that would be dealt to you and/or permanents you control this turn."), "prevent");
    expect(andOr.to).toMatchObject({ kind: "either", andOr: true });
    const by = only(roundTrips("Prevent all damage that would be dealt to you and creatures you control this turn by creatures."), "prevent");
    expect(by.by).toBeTruthy();
    expect(event("Whenever a source an opponent controls deals damage to you or a permanent you control, draw a card.").to.kind).toBe("either");
  });
});

describe("what a cost reduction or an effect says about itself", () => {
  it("reads the floor of a reduction and the mana it reduces (601.2f)", () => {
    const floor = only(roundTrips("Spells you cast cost {1} less to cast. This effect can't reduce the mana in that cost to less than one mana.", "Artifact"), "reductionFloor");
    expect(floor).toMatchObject({ what: "thatCost", minimum: { value: 1 } });
    const act = "Activated abilities cost {1} less to activate. This effect can't reduce the amount of mana an ability costs to activate to less than one mana.";
    expect(only(roundTrips(act, "Artifact"), "reductionFloor").what).toBe("abilityCostToActivate");
    expect(only(roundTrips("Spells you cast cost {1} less to cast. This effect reduces only the amount of colored mana you pay.", "Artifact"), "reducesOnly").mana).toBe("colored");
  });
  it("reads what an effect doesn't remove", () => {
    expect(only(roundTrips("Enchanted creature has protection from white. This effect doesn't remove CARDNAME.", "Enchantment — Aura"), "doesntRemove").what.kind).toBe("self");
  });
  it("reads how long damage can't be prevented (615.12)", () => {
    expect(only(roundTrips("Damage can't be prevented this turn. Draw a card."), "cantBePrevented").duration).toBeTruthy();
  });
});

describe("leaving without dying, attacks on you and your planeswalkers, who may activate when", () => {
  it("reads 'leave the battlefield without dying'", () => {
    expect(event("Whenever one or more creatures you control leave the battlefield without dying, draw a card.")).toMatchObject({ event: "leaves", withoutDying: true });
  });
  it("reads 'attacks you and/or one or more planeswalkers you control'", () => {
    expect(event("Whenever an opponent attacks you and/or one or more planeswalkers you control, draw a card.").what).toMatchObject({ kind: "either", andOr: true });
  });
  it("reads when any player may activate an ability (602.2)", () => {
    const r = only(roundTrips("{T}: Draw a card. Any player may activate this ability but only any time they could cast a sorcery.", "Artifact"), "activationRestriction");
    expect(r.and[0]).toMatchObject({ kind: "theyCould", speed: "sorcerySpeed" });
    const t = only(roundTrips("{T}: Draw a card. Any player may activate this ability but only during their turn.", "Artifact"), "timing");
    expect(t).toMatchObject({ whose: "their", turn: true });
  });
});

describe("delayed triggers on the next event (603.7c)", () => {
  it("reads 'When you next cast …'", () => {
    expect(event("When you next cast an instant or sorcery spell this turn, copy that spell.")).toMatchObject({ next: true, event: "casts", thisTurn: true });
  });
});

describe("excess damage redirected (120.4a)", () => {
  it("reads 'Excess damage is dealt to that creature's controller instead.'", () => {
    const r = only(roundTrips("CARDNAME deals 4 damage to target creature. Excess damage is dealt to that creature's controller instead."), "excessDamageRedirect");
    expect(r.to.kind).toBe("controllerOf");
  });
});

describe("replacement effects 'If … would …' (614.1)", () => {
  it("reads 'instead of putting it anywhere else' and keeps its pronoun", () => {
    expect(only(roundTrips("If CARDNAME would leave the battlefield, exile it instead of putting it anywhere else."), "replacement").elsewhere).toBe("it");
    expect(only(roundTrips("If those Auras would leave the battlefield, exile them instead of putting them anywhere else."), "replacement").elsewhere).toBe("them");
  });
  it("reads a source dealing damage without a recipient", () => {
    const r = only(roundTrips("If a red instant or sorcery spell you control would deal damage, it deals double that damage instead."), "replacement");
    expect(r.event.action).toMatchObject({ kind: "dealDamage" });
    expect(r.event.action.to).toBeUndefined();
    expect(only(roundTrips("If a source you control would deal damage this turn, it deals that much damage plus 1 instead."), "replacement").event.thisTurn).toBe(true);
  });
  it("reads 'that much damage minus N'", () => {
    const r = only(roundTrips("If a source would deal damage to a creature you control, it deals that much damage minus 1 to that creature instead."), "thatMuchMore");
    expect(r.minus).toMatchObject({ value: 1 });
  });
});

describe("damage redirected by a replacement (614.9)", () => {
  it("reads 'that damage is dealt to X instead' and 'that source deals that damage to X instead'", () => {
    const t = only(roundTrips("The next time damage would be dealt to CARDNAME this turn, that damage is dealt to any target instead."), "thatDamageDealtTo");
    expect(t.to).toBeTruthy();
    const d = only(roundTrips("The next time a source of your choice would deal damage to target creature this turn, that source deals that damage to you instead."), "dealsThatDamage");
    expect(d.to.kind).toBe("you");
    expect(only(roundTrips("If a source would deal damage to you, it deals double that damage instead."), "doubleDamage")).toBeTruthy();
  });
});

describe("more replacements of creation and entering (614.1, 614.12)", () => {
  it("reads 'those tokens plus' a token description", () => {
    const r = only(roundTrips("If one or more tokens would be created under your control, those tokens plus that many 1/1 green Squirrel creature tokens are created instead."), "thoseTokensPlus");
    // "that many 1/1 green Squirrel creature tokens": the tokens as objects counted "that many"
    expect(r.plus).toMatchObject({ kind: "objects", det: "thatMany" });
    expect(only(roundTrips("If one or more tokens would be created under your control, those tokens plus a Clue token are created instead."), "thoseTokensPlus").plus.kind).toBe("objects");
  });
  it("reads two choices as a permanent enters", () => {
    const a = only(roundTrips("As CARDNAME enters, choose a color and a creature type."), "asEnters");
    expect(a.choose.kind).toBe("both");
    expect(a.choose.items).toHaveLength(2);
  });
});

describe("a floor on the life total (614.1)", () => {
  it("reads 'damage that would reduce your life total to less than N reduces it to N instead'", () => {
    const f = only(roundTrips("If you control a creature, damage that would reduce your life total to less than 1 reduces it to 1 instead."), "lifeFloor");
    expect(f.below).toMatchObject({ value: 1 });
    expect(f.floor).toMatchObject({ value: 1 });
  });
});
