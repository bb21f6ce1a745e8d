/**
 * Keyword abilities with parameters (rule 702) and the heads and names of modes (700.2): each
 * family parsed with its node shape and rendered back to the same words. Texts are real Oracle
 * texts from ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { nodesOfKind, only, roundTrips } from "./helpers.ts";

type A = { kind: string; [k: string]: any };
const one = (text: string, type = "Creature — Elf"): A => {
  const abilities = roundTrips(text, type);
  expect(abilities).toHaveLength(1);
  return abilities[0]!;
};

describe("keyword parameters", () => {
  it("reads a second kicker cost after 'and/or' (702.33b)", () => {
    const k = one("Kicker {2}{U} and/or {1}{B}");
    expect(k).toMatchObject({ keyword: "kicker", arg: { kind: "cost", cost: [{ symbols: ["2", "U"] }], andOr: { symbols: ["1", "B"] } } });
  });

  it("reads either of two mana costs", () => {
    expect(one("Cumulative upkeep {G} or {W}").arg).toMatchObject({ or: { symbols: ["W"] } });
    expect(one("Equip {2} or {B}", "Artifact — Equipment")).toMatchObject({ kind: "activated", keyword: "equip" });
  });

  it("reads the kind of creature an equip ability attaches to (702.6c)", () => {
    const k = one("Equip legendary creature {3}", "Artifact — Equipment");
    expect(k).toMatchObject({ kind: "activated", arg: { kind: "qualityCost", cost: [{ symbols: ["3"] }] } });
    one("Equip Shaman, Warlock, or Wizard {1}", "Artifact — Equipment");
    one("Equip creature token {1}", "Artifact — Equipment");
  });

  it("reads champion's and gift's object with its article (702.72, 702.174)", () => {
    expect(one("Champion a Goblin or Shaman")).toMatchObject({ kind: "triggered", keyword: "champion", arg: { kind: "object", article: "a" } });
    expect(one("Champion an Elemental").arg.article).toBe("an");
    expect(one("Gift a tapped Fish", "Instant")).toMatchObject({ keyword: "gift", represents: ["static", "triggered"] });
    expect(one("Gift an extra turn", "Instant").arg.what).toBe("extraTurn");
  });

  it("reads gift as a word elsewhere ('if the gift was promised')", () => {
    const abilities = roundTrips("Gift a card\nDestroy target creature. If the gift was promised, draw a card.", "Instant");
    expect(abilities).toHaveLength(2);
    expect(nodesOfKind(abilities[1], "giftPromised")).toHaveLength(1);
  });

  it("reads prototype's cost and power/toughness (702.160)", () => {
    expect(one("Prototype {3}{G} — 3/3", "Artifact Creature — Golem").arg).toMatchObject({ kind: "prototype", pt: "3/3" });
    expect(one("Prototype {2}{R} - 3/2", "Artifact Creature — Golem").arg.hyphen).toBe(true);
  });

  it("reads newer keywords: sneak, double team", () => {
    expect(one("Sneak {1}{U}")).toMatchObject({ kind: "static", keyword: "sneak" });
    expect(one("Double team")).toMatchObject({ kind: "triggered", keyword: "double team" });
  });

  it("does not read an object after a keyword without one ('creature with flying an opponent controls')", () => {
    const r = parseCard({ name: "CARDNAME", text: "When CARDNAME enters, it deals damage equal to its power to target creature with flying an opponent controls.", type: "Creature" });
    expect(nodesOfKind(r.abilities, "unparsed")).toHaveLength(0);
    expect(nodesOfKind(r.abilities, "object")).toHaveLength(0);
  });

  it("reads sentences about a keyword ability on its line", () => {
    expect(one("Equip {0}. Activate only once each turn.", "Artifact — Equipment").restrictions).toMatchObject([{ restriction: "onceEachTurn" }]);
    expect(one("Equip—Pay 3 life. Activate only once each turn.", "Artifact — Equipment").restrictions).toHaveLength(1);
    expect(one("Kicker {X}. X can't be 0.").rules).toMatchObject([{ kind: "static", body: { kind: "xCantBe" } }]);
    expect(one("Suspend X—{X}{3}{U}. X can't be 0.").rules).toHaveLength(1);
    const equip = one("Equip {3}. This ability costs {1} less to activate for each other Equipment you control.", "Artifact — Equipment");
    expect(equip.rules[0].body).toMatchObject({ kind: "costChange", direction: "less" });
  });

  it("leaves a keyword line with an unread sentence unread", () => {
    const r = parseCard({ name: "CARDNAME", text: "Kicker {X}. Blorp the flibber.", type: "Creature" });
    expect(nodesOfKind(r.abilities, "unparsed").length).toBeGreaterThan(0);
  });
});

describe("modes (700.2)", () => {
  it("reads a mode chosen at random", () => {
    const c = roundTrips("Choose one at random —\n• Draw a card.\n• You gain 3 life.", "Sorcery")[0]!.effect.choose;
    expect(c).toMatchObject({ min: 1, max: 1, atRandom: true });
  });

  it("reads a mode that hasn't been chosen this turn, or during your last combat", () => {
    const a = roundTrips("Whenever CARDNAME attacks, choose one that hasn't been chosen this turn —\n• Draw a card.\n• You gain 3 life.", "Creature — Elf");
    expect(a[0]!.effect.choose).toMatchObject({ unchosen: true, unchosenWhen: "thisTurn" });
    const b = roundTrips("At the beginning of combat on your turn, choose one that wasn't chosen during your last combat —\n• Draw a card.\n• You gain 3 life.", "Creature — Elf");
    expect(b[0]!.effect.choose.unchosenWhen).toBe("yourLastCombat");
  });

  it("reads up to X modes with what X is", () => {
    const a = roundTrips("Whenever CARDNAME attacks, choose up to X, where X is the number of creatures you control —\n• Draw a card.\n• You gain 3 life.", "Creature — Elf");
    expect(a[0]!.effect.choose).toMatchObject({ min: 0, max: "X", upTo: true, where: { kind: "xIs" } });
  });

  it("reads a mode's name before its dash, a flavor word (207.2c)", () => {
    const modes = roundTrips("Choose one —\n• Smash It — Destroy target artifact.\n• Lift the Curse — Destroy target enchantment.", "Instant")[0]!.effect.modes;
    expect(modes.map((m: A) => m.name)).toEqual(["Smash It", "Lift the Curse"]);
    expect(modes[0].effect.sentences[0].body.action).toMatchObject({ kind: "destroy" });
  });
});

describe("flavor words before an ability (207.2c)", () => {
  it("reads longer flavor words, with possessives and an exclamation mark, as written", () => {
    expect(one("Go for the Goal! — {1}{R}, {T}: Draw a card.").abilityWord).toBe("Go for the Goal!");
    expect(one("Bigby's Hand — {2}: Draw a card.").abilityWord).toBe("Bigby's Hand");
    expect(one("The Most Important Punch in History — {2}: Draw a card.")).toMatchObject({ kind: "activated", abilityWord: "The Most Important Punch in History" });
    expect(one("Bring it Down! — Whenever CARDNAME attacks, draw a card.")).toMatchObject({ kind: "triggered", abilityWord: "Bring it Down!" });
  });
});

describe("cost parts (602.1, 118)", () => {
  const cost = (text: string): A[] => one(text, "Artifact").cost;
  it("reads a choice of objects to sacrifice or discard, and a list of objects each with its article", () => {
    expect(cost("{2}, Sacrifice another creature or a Blood token: Draw a card.")[1]).toMatchObject({ kind: "sacrificeCost", what: { kind: "either" } });
    expect(cost("{1}, Discard a Mountain card or a red card: Draw a card.")[1]).toMatchObject({ kind: "discardCost", what: { kind: "either" } });
    const s = cost("{1}, Sacrifice a green creature, a white creature, and a blue creature: Draw a card.");
    expect(s).toHaveLength(2);
    expect(s[1].what).toMatchObject({ kind: "allOf", joins: [",", ", and"] });
    expect(cost("{T}, Sacrifice a creature, Discard a card: Draw a card.")).toHaveLength(3);
  });

  it("reads life paid equal to an amount", () => {
    expect(one("Ward—Pay life equal to CARDNAME's power.").arg.cost[0]).toMatchObject({ kind: "lifeCost", equalTo: {} });
  });

  it("reads counters removed from among objects", () => {
    expect(cost("{1}, Remove two +1/+1 counters from among artifacts you control: Draw a card.")[1]).toMatchObject({ kind: "removeCountersCost", among: true });
  });

  it("reads half a life total and an object put somewhere as costs", () => {
    expect(cost("Pay half your life, rounded up: Draw a card.")[0]).toMatchObject({ kind: "halfLifeCost", rounded: "up" });
    expect(cost("{1}, Put a card from your hand on top of your library: Draw a card.")[1]).toMatchObject({ kind: "putCost", to: { kind: "toZone", zone: "libraryTop" } });
    expect(cost("{2}, {T}, Put CARDNAME on the bottom of its owner's library: Draw a card.")[2]).toMatchObject({ kind: "putCost", what: { kind: "self" } });
  });
});

describe("static abilities", () => {
  it("reads objects with counters on them, no amount given", () => {
    const a = one("Creatures you control with +1/+1 counters on them have trample.");
    expect(nodesOfKind(a, "countersOn")[0]).toMatchObject({ counter: { value: "+1/+1" }, pronoun: "them" });
    expect(nodesOfKind(a, "countersOn")[0].amount).toBeUndefined();
    one("Creatures your opponents control with counters on them can't attack or block.");
  });

  it("reads a cumulative upkeep that is an action (702.24a)", () => {
    expect(one("Cumulative upkeep—Draw a card.").arg).toMatchObject({ kind: "cost", dash: true, action: { kind: "clause" } });
    one("Cumulative upkeep—An opponent gains 1 life.");
    expect(one("Cumulative upkeep—Pay {1}.").arg.action).toBeUndefined();
  });

  it("reads how many cards of a name a deck can have (100.2a)", () => {
    expect(only(one("A deck can have any number of cards named CARDNAME.", "Creature — Rat"), "deckMayHave")).toMatchObject({ count: "any", name: { kind: "self" } });
    expect(only(one("A deck can have up to seven cards named CARDNAME.", "Creature — Dwarf"), "deckMayHave").count).toMatchObject({ value: 7 });
  });
});

describe("cost changes and restrictions", () => {
  it("reads the costs of a keyword ability as a subject, with no verb after the amount", () => {
    const c = only(one("Equip costs you pay cost {1} less.", "Artifact"), "costChange");
    expect(c).toMatchObject({ affected: { kind: "keywordCosts", keyword: "equip", by: { kind: "you" } }, direction: "less" });
    expect(c.verb).toBeUndefined();
    expect(only(one("All morph costs cost {2} more.", "Enchantment"), "keywordCosts").all).toBe(true);
    one("Flashback costs your opponents pay cost {2} more.", "Enchantment");
  });

  it("reads 'can't be equipped', 'can't be enchanted' and 'can't have counters put on it'", () => {
    expect(only(one("CARDNAME can't be equipped."), "cant").what).toBe("beEquipped");
    expect(only(one("CARDNAME can't be enchanted."), "cant").what).toBe("beEnchanted");
    expect(only(one("CARDNAME can't have counters put on it."), "cant").what).toMatchObject({ kind: "haveCountersPut", pronoun: "it" });
    one("Creatures your opponents control can't have +1/+1 counters put on them.", "Enchantment");
  });
});

describe("untap steps and types", () => {
  it("reads an untap during another player's untap step (502.3)", () => {
    const u = only(one("Untap all artifacts you control during each other player's untap step.", "Artifact"), "untapDuring");
    expect(u).toMatchObject({ what: { kind: "objects" }, whose: { kind: "players" } });
    one("Untap CARDNAME during each other player's untap step.");
  });

  it("reads every basic land type, and 'is also' with a list of types", () => {
    expect(only(one("Lands you control are every basic land type in addition to their other types.", "Enchantment"), "everyType")).toMatchObject({ which: "basic", of: "land" });
    const t = only(one("CARDNAME is also a Cleric, Rogue, Warrior, and Wizard."), "isType");
    expect(t.also).toBe(true);
    expect(t.type.words.filter((w: A) => w.kind === "conj").map((w: A) => w.value)).toEqual([",", ",", ", and"]);
  });
});

describe("restrictions on players and mana", () => {
  it("reads 'can't untap more than one … during their untap steps' (502.3)", () => {
    const r = only(one("Players can't untap more than one artifact during their untap steps.", "Artifact"), "cant").what;
    expect(r).toMatchObject({ kind: "untapMoreThan", count: { value: 1 }, whose: "their", plural: true });
    one("You can't untap more than one land during your untap step.", "Artifact");
  });

  it("reads 'can't lose the game' and 'can't win the game' (104.3)", () => {
    const a = one("You can't lose the game and your opponents can't win the game.", "Enchantment");
    expect(nodesOfKind(a, "cant").map((c: A) => c.what)).toEqual(["loseTheGame", "winTheGame"]);
  });

  it("reads which mana may pay a cost (601.2g-h)", () => {
    expect(only(one("Spend only mana produced by basic lands to cast this spell.", "Sorcery"), "spendOnlyMana")).toMatchObject({ producedBy: { kind: "objects" }, verb: "cast" });
    expect(only(one("Spend only black and/or red mana on X.", "Sorcery"), "spendOnlyMana")).toMatchObject({ colors: "black and/or red", onX: true });
    expect(only(one("Spend only mana of the chosen color to activate this ability.", "Artifact"), "spendOnlyMana").ofChosenColor).toBe(true);
  });

  it("reads a permanent entering under another player's control (110.2a)", () => {
    expect(only(one("CARDNAME enters under the control of an opponent of your choice."), "entersReplacement").how).toMatchObject({ kind: "underControlOf" });
  });
});

describe("crewing and casting with a keyword's cost", () => {
  it("reads the power a creature crews or saddles with (702.122, 702.171)", () => {
    expect(only(one("This creature saddles Mounts and crews Vehicles as though its power were 2 greater."), "crewsAs")).toMatchObject({ verbs: ["saddle", "crew"], greater: { value: 2 } });
    expect(only(one("CARDNAME crews Vehicles using its toughness rather than its power."), "crewsAs")).toMatchObject({ verbs: ["crew"], using: "toughness", rather: "power" });
  });

  it("reads a permission to cast using a keyword's ability", () => {
    expect(only(one("You may cast this card from your graveyard using its blitz ability."), "mayPlayFrom").using).toBe("blitz");
  });
});

describe("as a permanent enters, is turned face up or transforms", () => {
  it("reads 'As ~ is turned face up' (708.8), '… enters or is turned face up', 'As this creature transforms into ~' (712.11)", () => {
    expect(only(one("As CARDNAME is turned face up, put five +1/+1 counters on it."), "asEnters").faceUp).toBe("only");
    expect(only(one("As CARDNAME enters or is turned face up, put four +1/+1 counters on it."), "asEnters")).toMatchObject({ faceUp: "or" });
    expect(only(one("As this creature transforms into CARDNAME, choose an opponent."), "asEnters").transformsInto).toMatchObject({ kind: "self" });
  });
});
