/**
 * Families of English card sentences read by the grammar for issue 2 (coverage of the corpus):
 * each is parsed with its node shape, and renders back to the same words. Texts are real Oracle
 * texts from ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { hasUnparsed, nodesOfKind, only, roundTrips, type AnyNode } from "./helpers.ts";
import { parseCard } from "../../src/parser/index.ts";

type A = AnyNode & { [k: string]: any };

describe("coin flips and clashes (705, 701.23)", () => {
  it("reads 'flip a coin' as an action, with 'until you lose a flip'", () => {
    expect(only(roundTrips("Flip a coin. If you win the flip, draw a card."), "flipCoin")).toMatchObject({ kind: "flipCoin" });
    expect(only(roundTrips("Flip a coin until you lose a flip."), "flipCoin")).toMatchObject({ untilLose: true });
  });

  it("reads 'clash with' and the player clashed with", () => {
    const clash = only(roundTrips("You lose 2 life and draw two cards, then clash with an opponent."), "clash");
    expect(clash.with).toMatchObject({ kind: "players", det: "an", noun: "opponent" });
    expect(only(roundTrips("Clash with defending player."), "clash").with).toMatchObject({ det: "defending" });
  });
});

describe("when a spell may be cast or an ability activated (601.3, 602.5)", () => {
  it("reads 'Cast this spell only' with a time in the turn", () => {
    const [a] = roundTrips("Cast this spell only during combat.");
    expect(a!.effect.sentences[0].body).toMatchObject({
      kind: "castRestriction",
      spell: { kind: "self" },
      restriction: { kind: "timing", when: "during", step: { kind: "step", step: "combat" } },
    });
    const r = only(roundTrips("Cast this spell only during the declare blockers step on an opponent's turn."), "castRestriction");
    expect(r.restriction).toMatchObject({ when: "during", the: true, step: { step: "declareBlockers" }, on: { kind: "turnOf" } });
  });

  it("chains a time and a condition with 'and only'", () => {
    const r = only(roundTrips("Cast this spell only during the declare attackers step and only if you've been attacked this step."), "castRestriction");
    expect(r.restriction).toMatchObject({ step: { step: "declareAttackers" } });
    expect(r.and[0]).toMatchObject({ kind: "if", condition: { kind: "beenAttacked", this: "step" } });
  });

  it("reads 'before'/'after' points and a time followed by a point", () => {
    expect(only(roundTrips("Cast this spell only during combat before blockers are declared."), "castRestriction").restriction).toMatchObject({
      step: { step: "combat" },
      then: { kind: "timing", when: "before", declared: "blockers" },
    });
    expect(only(roundTrips("Cast this spell only after combat."), "castRestriction").restriction).toMatchObject({ when: "after", step: { step: "combat" } });
    expect(only(roundTrips("Cast this spell only before the combat damage step."), "castRestriction").restriction).toMatchObject({
      when: "before",
      the: true,
      step: { step: "combatDamage" },
    });
  });

  it("gives activated abilities the same times", () => {
    const [a] = roundTrips("{T}: Untap target creature. Activate only during an opponent's turn, before attackers are declared.", "Creature — Human");
    expect(a!.restrictions[0].restriction).toMatchObject({
      kind: "timing",
      whose: { kind: "players", noun: "opponent" },
      step: { step: "turn" },
      then: { when: "before", declared: "attackers", comma: true },
    });
    const [b] = roundTrips("{1}: CARDNAME gets +1/+0 until end of turn. Activate only during the end of combat step.", "Creature — Human");
    expect(b!.restrictions[0].restriction).toMatchObject({ the: true, step: { step: "endOfCombat" } });
  });
});

describe("card names, X, and once-each-turn instructions", () => {
  it("reads 'choose a card name' and its exclusion (201.3)", () => {
    expect(only(roundTrips("Choose a card name, then target player puts the top card of their library into their graveyard."), "chooseCardName")).toMatchObject({
      kind: "chooseCardName",
    });
    const c = only(roundTrips("Choose a card name other than a basic land card name."), "chooseCardName");
    expect(c.otherThan).toMatchObject({ kind: "filter" });
  });

  it("reads limits on X (107.3)", () => {
    const [a] = roundTrips("{X}, {T}: Draw X cards. X can't be 0.", "Artifact");
    expect(only(a, "xCantBe")).toMatchObject({ value: { kind: "number", value: 0 } });
    expect(only(roundTrips("X can't be greater than the number of snow lands you control."), "xCantBe")).toMatchObject({
      greaterThan: true,
      value: { kind: "countOf" },
    });
  });

  it("reads 'Do this only once each turn.' after an optional action", () => {
    const [t] = roundTrips(
      "Whenever Calix or an enchanted creature you control deals combat damage to a player, you may create a token that's a copy of a nonlegendary enchantment you control. Do this only once each turn.",
      "Legendary Creature — Human",
    );
    expect(t!.kind).toBe("triggered");
    expect(only(t, "doOnlyOnce")).toMatchObject({ each: "turn" });
  });
});

describe("amounts read alike after 'equal to' and 'where X is'", () => {
  it("reads the greatest and the total of a stat", () => {
    expect(only(roundTrips("You gain life equal to the greatest power among creatures you control."), "greatestAmong")).toMatchObject({ stat: "power" });
    expect(only(roundTrips("Draw X cards, where X is the greatest power among creatures you control."), "greatestAmong")).toMatchObject({ word: "greatest" });
    expect(only(roundTrips("You gain life equal to the total power of creatures you control."), "totalOf")).toMatchObject({ stat: "power", of: { kind: "objects" } });
  });

  it("reads life gained or lost this turn, and the result of a roll", () => {
    expect(only(roundTrips("Target opponent loses X life, where X is the amount of life you gained this turn."), "lifeAmount")).toMatchObject({
      who: { kind: "you" },
      verb: "gained",
      thisTurn: true,
    });
    expect(only(roundTrips("Target creature gets +X/+X until end of turn, where X is the result."), "result")).toMatchObject({ kind: "result" });
  });

  it("counts kinds that are not objects, in the plural", () => {
    const land = only(roundTrips("Draw X cards, where X is the number of basic land types among lands you control."), "countOf");
    expect(land.of).toMatchObject({ kind: "landTypeAmong", basic: true, plural: true });
    expect(only(roundTrips("Draw X cards, where X is the number of creatures in your party."), "countOf").of).toMatchObject({ kind: "partyMember", plural: true });
    expect(only(roundTrips("Draw X cards, where X is the number of colors of mana spent to cast this spell."), "countOf").of).toMatchObject({
      kind: "colorOfManaSpent",
      plural: true,
    });
  });

  it("reads what was paid or sacrificed 'as it entered (the battlefield)' (614.12)", () => {
    const life = only(roundTrips("CARDNAME's power and toughness are each equal to the life paid as it entered."), "participle");
    expect(life).toMatchObject({ verb: "pay", word: "paid", as: { kind: "asItEntered" } });
    // the older wording is read alike and kept in the AST (the renderer prints the current one, modernize.ts)
    const old = parseCard({ name: "Minion of the Wastes", text: "Minion of the Wastes's power and toughness are each equal to the life paid as it entered the battlefield." });
    expect(hasUnparsed(old.abilities)).toBe(false);
    expect(only(old.abilities, "asItEntered")).toMatchObject({ legacy: true });
    const forests = only(roundTrips("CARDNAME's power and toughness are each equal to the number of Forests sacrificed as it entered."), "participle");
    expect(forests).toMatchObject({ word: "sacrificed", as: { kind: "asItEntered" } });
    expect(forests.as.legacy).toBeUndefined();
  });

  it("reads 'with {X} in its mana cost' as a quality of spells (202.1)", () => {
    const one = only(roundTrips("Whenever you cast a spell with {X} in its mana cost, draw a card."), "manaInCost");
    expect(one).toMatchObject({ symbols: { kind: "mana", symbols: ["X"] } });
    expect(one.their).toBeUndefined();
    expect(one.plural).toBeUndefined();
    expect(only(roundTrips("Noncreature spells with {X} in their mana costs can't be cast."), "manaInCost")).toMatchObject({ their: true, plural: true });
    expect(only(roundTrips("Spend this mana only to cast spells with mana value 5 or greater or spells with {X} in their mana costs."), "manaInCost")).toMatchObject({ plural: true });
  });

  it("reads 'the total number of' as a count over several places ('cards in all players' hands')", () => {
    const count = only(roundTrips("CARDNAME's power and toughness are each equal to the total number of cards in all players' hands."), "countOf");
    expect(count).toMatchObject({ kind: "countOf", total: true });
    expect(only(roundTrips("Draw X cards, where X is the total number of cards in all players' hands."), "countOf")).toMatchObject({ total: true });
    expect(only(roundTrips("Draw X cards, where X is the number of cards in all players' hands."), "countOf").total).toBeUndefined();
  });

  it("counts the mana from a kind of source spent to cast a spell ('for each mana from a Treasure spent to cast it')", () => {
    const made = only(roundTrips("When CARDNAME enters, create a Treasure token for each mana from a Treasure spent to cast it."), "manaFromSpent");
    expect(made).toMatchObject({ source: { kind: "objects", det: "a" }, what: { kind: "pronoun" } });
    const cave = only(roundTrips("When CARDNAME enters, create a 1/1 black Bat creature token with flying for each mana from a Cave spent to cast it."), "manaFromSpent");
    expect(JSON.stringify(cave.source)).toContain("Cave");
  });
});

describe("additional costs, searches, lands and phases", () => {
  it("reads an optional additional cost and a choice of costs (601.2b, 601.2f)", () => {
    const opt = only(roundTrips("As an additional cost to cast this spell, you may collect evidence 6."), "additionalCost");
    expect(opt).toMatchObject({ optional: true, cost: [{ kind: "collectEvidenceCost" }] });
    const or = only(roundTrips("As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}."), "additionalCost");
    expect(or).toMatchObject({ or: true, cost: [{ kind: "sacrificeCost" }, { kind: "manaCost", symbols: ["3", "B"], pay: true }] });
    const three = only(roundTrips("As an additional cost to cast this spell, sacrifice a creature, discard a card, or pay 4 life."), "additionalCost");
    expect(three.cost.map((c: A) => c.kind)).toEqual(["sacrificeCost", "discardCost", "lifeCost"]);
  });

  it("reads 'If you search your library this way, shuffle (it).'", () => {
    const cond = only(roundTrips("If you search your library this way, shuffle it."), "searchedThisWay");
    expect(cond).toMatchObject({ who: { kind: "you" }, whose: "your" });
    expect(only(roundTrips("If you search your library this way, shuffle."), "shuffle").whose).toBeUndefined();
  });

  it("reads additional lands this turn and on each of their turns (305.2)", () => {
    expect(only(roundTrips("You may play an additional land this turn."), "additionalLand")).toMatchObject({ when: "thisTurn" });
    expect(only(roundTrips("Each player may play an additional land on each of their turns.", "Enchantment"), "additionalLand")).toMatchObject({
      affected: { kind: "objects", det: "each" },
      when: "eachOfTheirTurns",
    });
  });

  it("reads additional combat and main phases (500.8)", () => {
    expect(only(roundTrips("After this main phase, there is an additional combat phase followed by an additional main phase."), "additionalPhase")).toMatchObject({
      after: "main",
      first: true,
      combat: true,
      main: true,
    });
    expect(only(roundTrips("If it's your main phase, there is an additional combat phase after this phase."), "additionalPhase")).toMatchObject({ after: "this" });
  });

  it("reads 'switch … power and toughness' (613.4d)", () => {
    const s = only(roundTrips("Switch target creature's power and toughness until end of turn."), "switchPT");
    expect(s).toMatchObject({ what: { kind: "objects" }, duration: { kind: "duration" } });
  });
});

describe("more card names and one-shot shields", () => {
  it("reads 'choose a nonland card name'", () => {
    expect(only(roundTrips("Choose a nonland card name."), "chooseCardName")).toMatchObject({ of: "nonland" });
  });

  it("reads 'The next time … would …' as a replacement that applies once (615.7)", () => {
    const r = only(roundTrips("The next time a red source of your choice would deal damage to you this turn, prevent that damage."), "replacement");
    expect(r).toMatchObject({ nextTime: true, event: { kind: "clause", thisTurn: true } });
    const d = only(roundTrips("The next time damage would be dealt to target creature this turn, destroy that creature instead."), "damageReplacement");
    expect(d).toMatchObject({ nextTime: true, thisTurn: true, instead: true });
    const plain = nodesOfKind(roundTrips("If a source would deal damage to you, prevent 1 of that damage.", "Enchantment"), "replacement").find((n) => n.event) as A;
    expect(plain.event).toBeDefined();
    expect(plain.nextTime).toBeUndefined();
  });
});

describe("mana that a land produced or could produce (106.7)", () => {
  it("reads 'of any type that land produced' and 'an additional' mana", () => {
    const [t] = roundTrips("Whenever a player taps a land for mana, that player adds one mana of any type that land produced.", "Enchantment");
    expect(only(t, "anyColor")).toMatchObject({ how: "anyType", producedBy: { kind: "objects", det: "that" } });
    const [e] = roundTrips("Whenever enchanted land is tapped for mana, its controller adds an additional one mana of any color.", "Enchantment — Aura");
    expect(only(e, "addMana")).toMatchObject({ additional: true, mana: { kind: "anyColor", how: "anyColor" } });
  });

  it("reads 'that a land you control could produce'", () => {
    const [a] = roundTrips("{T}: Add one mana of any color that a land an opponent controls could produce.", "Land");
    expect(a!.mana).toBe(true);
    expect(only(a, "anyColor")).toMatchObject({ how: "anyColor", that: true, could: true, producedBy: { kind: "objects", det: "a" } });
  });
});

describe("abilities that can't be had or gained", () => {
  it("reads 'lose trample and can't have or gain trample'", () => {
    const [s] = roundTrips("Creatures your opponents control lose trample and can't have or gain trample.", "Enchantment");
    expect(only(s, "haveOrGain").abilities).toMatchObject([{ kind: "keyword", keyword: "trample" }]);
  });
});
