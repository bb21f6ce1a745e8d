/**
 * Compound effect sentences (issue 2): one subject with several verbs ("becomes … and gains …"),
 * keyword lists ending with a quoted ability, damage to the creatures of either of two players.
 * Texts are real Oracle texts from ../shared/corpus/cards.en.jsonl.gz, with the card's name
 * replaced by CARDNAME; each parses without an unparsed node and renders back to the same words.
 */
import { describe, expect, it } from "vitest";
import { nodesOfKind, only, roundTrips, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

describe("one subject, several verbs", () => {
  it("ends the new characteristics of 'becomes' at a verb after 'and'", () => {
    const a = roundTrips("Until end of turn, it becomes an artifact creature and gains haste.");
    const seq = only(a, "sequence");
    expect(seq.clauses.map((c: A) => c.action.kind)).toEqual(["becomes", "grantAbility"]);
    expect(seq.clauses[0].action.words.map((w: A) => w.value)).toEqual(["artifact", "creature"]);
    const loses = roundTrips("{2}: Until end of turn, CARDNAME becomes a 3/2 Construct artifact creature and loses flying.", "Artifact");
    expect(only(loses, "loseAbility").abilities[0].keyword).toBe("flying");
    // "and" between colours stays inside the characteristics
    const colours = only(roundTrips("Until end of turn, target land becomes a 2/2 black and red Elemental creature."), "becomes");
    expect(colours.words.map((w: A) => w.kind === "conj" ? "and" : w.value)).toEqual(["black", "and", "red", "Elemental", "creature"]);
  });
});

describe("keywords and a quoted ability", () => {
  it("grants a keyword list that ends with a quoted ability", () => {
    const a = roundTrips('Until end of turn, target creature gains trample and "{G}: Regenerate this creature."');
    expect(only(a, "grantAbility").abilities.map((x: A) => x.kind)).toEqual(["keyword", "quotedAbility"]);
    const pump = roundTrips('Until end of turn, target creature gets +1/+0 and gains trample and "Whenever this creature deals combat damage to a player, draw a card."');
    expect(only(pump, "modifyPT").gains.map((x: A) => x.kind)).toEqual(["keyword", "quotedAbility"]);
    const three = roundTrips('Until end of turn, creatures you control gain flying, haste, and "When this creature dies, draw a card."');
    expect(only(three, "grantAbility").abilities.map((x: A) => x.kind)).toEqual(["keyword", "keyword", "quotedAbility"]);
  });
});

describe("damage to the creatures of either of two players", () => {
  it("reads 'that player or that planeswalker's controller controls'", () => {
    const a = roundTrips("CARDNAME deals X damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.");
    const either = only(a, "eitherPlayer");
    expect(either.items.map((p: A) => p.kind)).toEqual(["players", "controllerOf"]);
    const split = roundTrips("CARDNAME deals 4 damage to target player or planeswalker and 1 damage to each creature that player or that planeswalker's controller controls.");
    expect(only(split, "dealDamage").more).toHaveLength(1);
  });
});

describe("durations and tokens", () => {
  it("reads 'until your next end step', 'until your next upkeep' and 'until end of combat'", () => {
    const until = (text: string) => nodesOfKind(roundTrips(text), "duration").map((d: A) => d.until ?? d.duration.until);
    expect(until("Until your next end step, you may play that card.")).toContain("yourNextEndStep");
    expect(until("You may play that card until your next end step.")).toEqual(["yourNextEndStep"]);
    expect(until("Until end of combat, you don't lose this mana as steps end.")).toContain("endOfCombat");
  });

  it("reads tokens that are tapped, and tokens attacking a named player", () => {
    const copy = only(roundTrips("For each of them, create a tapped token that's a copy of it."), "tokenCopy");
    expect(copy).toMatchObject({ tapped: true });
    expect(copy.tappedAndAttacking).toBeUndefined();
    const spec = only(roundTrips("For each opponent, create a 1/1 red Goblin creature token that's tapped and attacking that player."), "tokenSpec");
    expect(spec).toMatchObject({ tappedAndAttacking: true, attacking: { det: "that", filter: { words: [{ class: "Player" }] } } });
  });
});

describe("units of an amount", () => {
  it("counts 'for each 1 life lost this way' after a clause and as a sentence prefix", () => {
    const unit = only(roundTrips("Put a +1/+1 counter on CARDNAME for each 1 life lost this way."), "amountUnit");
    expect(unit).toMatchObject({ unit: { value: 1 }, what: "life", how: { kind: "participle", when: "thisWay" } });
    const prefix = only(roundTrips("For each 1 damage prevented this way, put a +1/+1 counter on that creature."), "forEach");
    expect(prefix.each).toMatchObject({ kind: "amountUnit", what: "damage" });
  });
});

describe("more noun phrases and damage parts", () => {
  it("reads 'of that color' and 'of that type' after a noun", () => {
    expect(only(roundTrips("For each color, return up to one target card of that color from your graveyard to your hand."), "ofThat").what).toBe("color");
    expect(only(roundTrips("For each card type, you may exile a card of that type from among them."), "ofThat").what).toBe("type");
  });

  it("reads 'their power' as each object's own stat", () => {
    const stat = only(roundTrips("Up to two target creatures you control each deal damage equal to their power to target creature."), "statOf");
    expect(stat).toMatchObject({ stat: "power", of: { kind: "their" } });
  });

  it("reads a second damage part with 'an additional' amount or two recipients", () => {
    const add = only(roundTrips("CARDNAME deals 1 damage to each nonblack creature and an additional 1 damage to each green creature."), "damagePart");
    expect(add.additional).toBe(true);
    const two = only(roundTrips("CARDNAME deals 2 damage to each attacking creature and 1 damage to you and each creature you control."), "damagePart");
    expect(two.to.kind).toBe("both");
  });
});

describe("filters of searches", () => {
  it("reads 'with the same name as' and 'shares … with' an indefinite noun phrase with its own postmodifiers", () => {
    const same = only(roundTrips("Search your library for a card with the same name as another creature you control, reveal it, put it into your hand, then shuffle."), "sameNameAs");
    expect(same.as).toMatchObject({ det: "another" });
    const not = only(roundTrips("Search your library for a basic land card that doesn't share a land type with a land you control, put that card onto the battlefield, then shuffle."), "sharesWith");
    expect(not).toMatchObject({ what: "landType", negated: true });
  });

  it("keeps a definite reference short, so a zone after it belongs to the searched cards", () => {
    const a = roundTrips("Each player returns all creature cards with the same name as that spell from their graveyard to the battlefield.", "Sorcery");
    const same = only(a, "sameNameAs");
    expect(same.as.filter.post).toBeUndefined();
  });

  it("reads 'with lesser mana value' and 'with no abilities'", () => {
    const lesser = only(roundTrips("Search your library for a creature card with lesser mana value, put it onto the battlefield tapped, then shuffle."), "comparedStat");
    expect(lesser).toMatchObject({ word: "lesser", stat: "manaValue" });
    const eq = only(roundTrips("You may put a permanent card with equal or lesser mana value from your hand onto the battlefield."), "comparedStat");
    expect(eq.orEqual).toBe(true);
    roundTrips("You may search your library and/or graveyard for a creature card with no abilities, reveal it, and put it into your hand.");
  });
});

describe("all creature types, and the player it's attacking", () => {
  it("gains or loses all creature types, and becomes a creature with all creature types", () => {
    expect(only(roundTrips("Target creature gains all creature types until end of turn."), "allCreatureTypes").verb).toBe("gain");
    expect(only(roundTrips("Target creature gets +3/-3 and loses all creature types until end of turn."), "allCreatureTypes").verb).toBe("lose");
    const b = only(roundTrips("{1}: CARDNAME becomes a 4/3 creature with vigilance and all creature types until end of turn.", "Land"), "becomes");
    expect(b).toMatchObject({ allCreatureTypes: true, with: [{ keyword: "vigilance" }] });
  });

  it("reads 'the player or planeswalker it's attacking' at the end of a clause", () => {
    const a = roundTrips("Whenever CARDNAME attacks, it deals 1 damage to the player or planeswalker it's attacking.", "Creature");
    expect(nodesOfKind(a, "itsAttacking")).toHaveLength(1);
  });
});

describe("copies and counters on several objects", () => {
  it("reads 'except it's not legendary' in a token copy", () => {
    const t = only(roundTrips("Create a token that's a copy of target creature you control, except it's not legendary and it's a 4/4 Hero in addition to its other types."), "tokenCopy");
    expect(nodesOfKind(t.except, "isType")[0]).toMatchObject({ contracted: true, negated: true });
  });

  it("puts counters on an object and each other object, and leaves 'and each opponent …' to the next clause", () => {
    const on = only(roundTrips("Put a +1/+1 counter on that creature and each other creature you control that shares a creature type with it."), "putCounters").on;
    expect(on.kind).toBe("both");
    expect(on.items[1]).toMatchObject({ det: "each", other: true });
    const seq = only(roundTrips("Put a +1/+1 counter on target creature and each opponent loses 1 life."), "sequence");
    expect(seq.clauses.map((c: A) => c.action.kind)).toEqual(["putCounters", "loseLife"]);
  });
});

describe("token descriptions", () => {
  it("reads a name before the token's abilities, 'that's attacking', 'that's all colors', 'of the chosen color and type'", () => {
    const named = only(roundTrips('Create a colorless artifact token named Etherium Cell with "{T}, Sacrifice this artifact: Add one mana of any color."'), "tokenSpec");
    expect(named).toMatchObject({ named: "Etherium Cell", withAfterName: true, with: [{ kind: "quotedAbility" }] });
    expect(only(roundTrips("Create a 1/1 white Cat Soldier creature token with vigilance that's attacking."), "tokenSpec").attackingOnly).toBe(true);
    expect(only(roundTrips("Create a 1/1 Human Wizard creature token that's all colors."), "tokenSpec").allColors).toBe(true);
    expect(only(roundTrips("Create a 1/1 creature token of the chosen color and type."), "tokenSpec").chosenColorAndType).toBe(true);
    expect(only(roundTrips("Create two 1/1 white Soldier creature tokens that are attacking."), "tokenSpec").attackingOnly).toBe(true);
  });
});

describe("amounts", () => {
  it("counts differently named objects and reads 'your speed'", () => {
    const w = nodesOfKind(roundTrips("Draw X cards, where X is the number of differently named lands you control."), "word");
    expect(w[0]).toMatchObject({ class: "DifferentlyNamed", value: "differently named" });
    expect(nodesOfKind(roundTrips("Search your library for up to X basic land cards, where X is your speed."), "speed")).toHaveLength(1);
    expect(nodesOfKind(roundTrips("You gain life equal to your speed."), "speed")).toHaveLength(1);
  });
});

describe("restrictions", () => {
  it("reads 'can't be blocked this turn except by …' with the duration before the exception", () => {
    const cant = only(roundTrips("Another target creature you control can't be blocked this turn except by Spirits."), "cant");
    expect(cant.what).toMatchObject({ kind: "beBlockedExceptBy", duration: { until: "thisTurn" } });
    expect(only(roundTrips("Target creature can't be blocked this turn."), "cant").duration.until).toBe("thisTurn");
  });
});
