/**
 * Effect sentences that are conditional, optional or framed by a duration (issue 2): "If you do, …",
 * "When you do, choose one — …", "Until end of turn, …", "Once during each of your turns, you may cast …",
 * and the verb phrases inside them. Each construction is parsed with its node shape and renders back to
 * the same words. Texts are real Oracle texts from ../shared/corpus/cards.en.jsonl.gz, with the card's
 * name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { nodesOfKind, only, roundTrips, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

describe("combat damage assignment as an action", () => {
  it("reads 'assigns no combat damage this turn' after 'If you do,' and in a sequence (510.1a)", () => {
    const [ab] = roundTrips("Whenever CARDNAME attacks and isn't blocked, you may sacrifice a land. If you do, CARDNAME assigns no combat damage this turn.", "Creature");
    const a = only([ab], "assignNoCombatDamage") as A;
    expect(a.duration).toMatchObject({ until: "thisTurn" });
    const seq = roundTrips("Whenever CARDNAME attacks and isn't blocked, it assigns no combat damage this turn and defending player loses 2 life.", "Creature");
    expect(only(seq, "assignNoCombatDamage")).toBeTruthy();
  });
});

describe("'becomes' with granted quoted abilities", () => {
  it("reads a quoted ability after 'with', alone or after keywords, and ends it before a duration", () => {
    const [land] = roundTrips('{1}{R}{G}: Until end of turn, CARDNAME becomes a 3/3 red and green Elemental creature with "Whenever this creature attacks, put a +1/+1 counter on it." It\'s still a land.', "Land");
    const b = only([land], "becomes") as A;
    expect(b.with.map((k: A) => k.kind)).toEqual(["quotedAbility"]);
    const both = only(roundTrips('{2}{B}: Until end of turn, CARDNAME becomes a 3/3 black Beholder creature with menace and "Whenever this creature attacks, exile target card from defending player\'s graveyard." It\'s still a land.', "Land"), "becomes") as A;
    expect(both.with.map((k: A) => k.kind)).toEqual(["keyword", "quotedAbility"]);
    const dur = only(roundTrips('{B}: CARDNAME becomes a 1/1 black Skeleton creature with "{B}: Regenerate this creature" until end of turn. It\'s still a land.', "Land"), "becomes") as A;
    expect(dur.duration).toMatchObject({ until: "endOfTurn" });
  });
});

describe("sentence prefixes", () => {
  it("reads 'During any turn <condition>,' before a permission", () => {
    const [ab] = roundTrips("When CARDNAME enters, exile the top card of your library. During any turn you attacked with a commander, you may play that card.", "Creature");
    const s = (ab!.effect.sentences as A[])[1]!;
    expect(s.prefix).toMatchObject({ kind: "duringAnyTurn", condition: { kind: "happened", tense: "past" } });
    expect(s.body).toMatchObject({ kind: "clause", may: true, action: { kind: "play" } });
  });

  it("reads a modal sentence after 'When you do,' or 'If you do,' as the effect's last sentence (603.12)", () => {
    const [ab] = roundTrips("When CARDNAME enters, you may sacrifice a creature. When you do, choose one —\n• Draw a card.\n• Create a 1/1 white Soldier creature token.", "Creature");
    const [first, framed] = ab!.effect.sentences as A[];
    expect(first!.body.may).toBe(true);
    expect(framed!.prefix).toMatchObject({ kind: "delayedTrigger" });
    expect(framed!.body).toMatchObject({ kind: "modal", choose: { min: 1, max: 1 } });
    expect(framed!.body.modes).toHaveLength(2);
    const [paid] = roundTrips("Whenever CARDNAME attacks, you may pay {2}. If you do, choose one —\n• Draw a card.\n• You gain 3 life.", "Creature");
    expect((paid!.effect.sentences as A[])[1]!.prefix).toMatchObject({ kind: "if", condition: { kind: "youDo" } });
    // stacked prefixes nest, as in other sentences
    const [nested] = roundTrips("When CARDNAME enters, you may sacrifice a creature. When you do, if you control five or more Snakes, choose one —\n• Draw a card.\n• Create a 1/1 white Soldier creature token.", "Creature");
    const outer = (nested!.effect.sentences as A[])[1]!;
    expect(outer.body).toMatchObject({ kind: "sentence", prefix: { kind: "if" }, body: { kind: "modal" } });
  });
});

describe("what a permission to cast says to pay", () => {
  it("reads an alternative cost in the gerund instead of the mana cost (118.9)", () => {
    const [ab] = roundTrips("Once during each of your turns, you may cast a spell from your hand by paying life equal to its mana value rather than paying its mana cost.", "Enchantment");
    const body = (ab!.effects as A[])[0]!.body as A;
    expect(body.kind).toBe("mayPlayFrom");
    expect(body.by).toMatchObject({ kind: "castCost", instead: "manaCost", whose: "its", parts: [{ kind: "pay", cost: { kind: "life" } }] });
    const two = only(roundTrips("You may cast CARDNAME from your graveyard by paying {B}{B} and sacrificing two creatures rather than paying its mana cost.", "Creature"), "castCost");
    expect(two.parts.map((p: A) => p.kind)).toEqual(["pay", "sacrificeCost"]);
    const effect = only(roundTrips("When CARDNAME enters, exile target card an opponent owns. You may cast that card by discarding a card rather than paying its mana cost.", "Creature"), "cast");
    expect(effect.by.parts).toMatchObject([{ kind: "discardCost" }]);
  });

  it("reads additional costs in the gerund, with or without 'paying' (601.2f)", () => {
    const add = only(roundTrips("You may cast this card from your graveyard by discarding a card in addition to paying its other costs.", "Creature"), "castCost");
    expect(add).toMatchObject({ instead: "inAddition", paying: true, parts: [{ kind: "discardCost" }] });
    const their = only(roundTrips("During your turn, you may cast instant and sorcery spells from your graveyard by paying 1 life in addition to their other costs.", "Enchantment"), "castCost");
    expect(their.whose).toBe("their");
    expect(their.paying).toBeUndefined();
    expect(only(roundTrips("You may cast spells from the top of your library by removing a counter from a creature you control in addition to paying their other costs.", "Creature"), "castCost").parts[0].kind).toBe("removeCountersCost");
  });

  it("reads 'without paying its mana cost' after a permission of a static ability", () => {
    const [ab] = roundTrips("Once during each of your turns, you may cast an instant or sorcery spell from your hand without paying its mana cost.", "Enchantment");
    expect((ab!.effects as A[])[0]).toMatchObject({ once: { each: "yourTurn" }, body: { kind: "mayPlayFrom", withoutPaying: true } });
  });
});

describe("status actions", () => {
  it("reads 'flip ~' (709.4) apart from 'flip a coin' (705)", () => {
    const flip = only(roundTrips("At the beginning of the end step, if CARDNAME is enchanted by two or more Auras, flip it.", "Creature"), "flip");
    expect(flip.what).toMatchObject({ kind: "pronoun" });
    expect(only(roundTrips("At the beginning of your upkeep, you may flip CARDNAME.", "Creature"), "flip").what).toMatchObject({ kind: "self" });
    expect(only(roundTrips("Flip a coin."), "flipCoin")).toBeTruthy();
  });

  it("reads 'turn … face up' and 'turn … face down' (708)", () => {
    expect(only(roundTrips("Turn target creature face down."), "turnFace")).toMatchObject({ face: "down", what: { det: "target" } });
    expect(only(roundTrips("When CARDNAME enters, you may turn a face-down creature you control face up.", "Creature"), "turnFace").face).toBe("up");
  });
});

describe("cards from outside the game", () => {
  it("reads 'from outside the game' as a zone (400.11), as wishes fetch cards", () => {
    const z = only(roundTrips("You may choose a sorcery card you own from outside the game, reveal that card, and put it into your hand."), "zone");
    expect(z).toMatchObject({ prep: "from", zone: "outsideGame" });
    expect(only(roundTrips("Choose up to four cards you own from outside the game and shuffle them into your library.", "Sorcery"), "zone").zone).toBe("outsideGame");
  });
});

describe("a choice of two instructions", () => {
  it("reads 'sacrifice … or discard …' as one of two actions, not a sequence", () => {
    const [ab] = roundTrips("When CARDNAME enters, you may sacrifice a creature or discard a creature card. If you do, draw a card.", "Creature");
    const either = only([ab], "eitherAction");
    expect(either.options.map((o: A) => o.kind)).toEqual(["sacrifice", "discard"]);
    expect(only(roundTrips("When CARDNAME enters, you may discard a card or pay {2}.", "Creature"), "eitherAction").options[1].kind).toBe("pay");
    // "tap or untap" stays one verb, "a creature or planeswalker" one object
    expect(only(roundTrips("Tap or untap target creature."), "tapOrUntap")).toBeTruthy();
    expect(nodesOfKind(roundTrips("Destroy target creature or planeswalker."), "eitherAction")).toHaveLength(0);
  });
});

describe("phasing out as an action", () => {
  it("reads '<objects> phase(s) out' with its subject, after 'If you do,' and in a trigger (702.26)", () => {
    const [ab] = roundTrips("Target creature you control phases out.");
    expect(ab!.effect.sentences[0].body).toMatchObject({ kind: "clause", subject: { det: "target" }, action: { kind: "phaseOut" } });
    expect(only(roundTrips("Any number of target creatures you control phase out."), "phaseOut")).toBeTruthy();
    expect(only(roundTrips("{U}: CARDNAME phases out.", "Creature"), "phaseOut")).toBeTruthy();
    // "out" alone is no verb: a "phase" word elsewhere stays what it was
    expect(nodesOfKind(roundTrips("After this main phase, there is an additional combat phase followed by an additional main phase."), "phaseOut")).toHaveLength(0);
  });
});

describe("a permission for this turn", () => {
  it("reads 'can attack this turn as though it didn't have defender' with its duration", () => {
    const b = only(roundTrips("{U}: CARDNAME can attack this turn as though it didn't have defender.", "Creature"), "canAsThough") as A;
    expect(b).toMatchObject({ verb: "attack", duration: { until: "thisTurn" }, asThough: { negated: true } });
    expect((only(roundTrips("CARDNAME can attack as though it didn't have defender.", "Creature"), "canAsThough") as A).duration).toBeUndefined();
  });
});

describe("'can't block' with whom, for a duration", () => {
  it("reads 'target creature can't block ~ this turn' as cant blockWhom with the duration", () => {
    const a = only(roundTrips("{1}: Target creature can't block CARDNAME this turn.", "Creature"), "cant") as A;
    expect(a).toMatchObject({ what: { kind: "blockWhom", whom: { kind: "self" } }, duration: { until: "thisTurn" } });
    expect((only(roundTrips("Target creature can't block this turn."), "cant") as A).what).toBe("block");
  });
});

describe("a choice between mana symbols and one mana of a color", () => {
  it("reads 'Add {G} or one mana of the chosen color.' as a manaChoice with an anyColor option (106.1)", () => {
    const m = (only(roundTrips("{T}: Add {G} or one mana of the chosen color.", "Land"), "addMana") as A).mana;
    expect(m.kind).toBe("manaChoice");
    expect(m.options.map((o: A) => o.kind)).toEqual(["mana", "anyColor"]);
    expect(m.options[1]).toMatchObject({ how: "chosenColor", amount: { value: 1 } });
    expect((only(roundTrips("{T}: Add {C} or one mana of any color.", "Land"), "addMana") as A).mana.options[1].how).toBe("anyColor");
    expect((only(roundTrips("{T}: Add {G} or {U}.", "Land"), "addMana") as A).mana.options.map((o: A) => o.kind)).toEqual(["mana", "mana"]);
  });
});

describe("ending the turn", () => {
  it("reads 'end the turn' and 'end the combat phase' (723)", () => {
    expect((only(roundTrips("Sacrifice CARDNAME: End the turn.", "Artifact"), "endTurn") as A).what).toBe("turn");
    expect((only(roundTrips("If it's your turn, end the turn."), "endTurn") as A).what).toBe("turn");
    expect((only(roundTrips("End the combat phase."), "endTurn") as A).what).toBe("combatPhase");
  });
});

describe("becoming the type chosen before", () => {
  it("reads 'becomes that type until end of turn' after a choice of creature type", () => {
    const b = only(roundTrips("Choose a creature type. Target creature becomes that type until end of turn."), "becomeThat") as A;
    expect(b).toMatchObject({ what: "type", duration: { until: "endOfTurn" } });
    expect(only(roundTrips("Each land you control becomes that type until end of turn."), "becomeThat")).toBeTruthy();
  });
});

describe("a choice of power/toughness changes", () => {
  it("reads 'gets +1/-1 or -1/+1 until end of turn' with both changes", () => {
    const m = only(roundTrips("{0}: CARDNAME gets +1/-1 or -1/+1 until end of turn.", "Creature"), "modifyPT") as A;
    expect(m).toMatchObject({ pt: "+1/-1", orPt: "-1/+1", duration: { until: "endOfTurn" } });
    expect((only(roundTrips("Target creature gets +2/+2 until end of turn."), "modifyPT") as A).orPt).toBeUndefined();
  });
});

describe("abandoning a scheme", () => {
  it("reads 'abandon this scheme' alone and after 'If you do,' (701.32)", () => {
    expect(only(roundTrips("Abandon this scheme."), "abandonScheme")).toBeTruthy();
    expect(only(roundTrips("You may discard a card. If you do, abandon this scheme."), "abandonScheme")).toBeTruthy();
    // "this scheme" is no verb's object elsewhere: "abandon" needs it
    expect(nodesOfKind(roundTrips("Destroy this creature."), "abandonScheme")).toHaveLength(0);
  });
});
