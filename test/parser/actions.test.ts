/**
 * The action vocabulary of effects beyond zone moves: tokens, counters, doubling, emblems,
 * the monarch and the initiative, the Ring, dungeons, manifest, goad, keyword actions, and
 * the noun phrases they need ("they control", "of your choice"). Each case is a real card's
 * Oracle text (../shared/corpus/cards.en.jsonl.gz): it must parse whole, hold the expected
 * node, and render back to the same words.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { allNodes, hasUnparsed, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

function read(name: string, text: string, type: string) {
  const r = parseCard({ name, text, type });
  expect(hasUnparsed(r.abilities), JSON.stringify(r.diagnostics)).toBe(false);
  return r;
}

/** Parse, find the nodes of a kind, and check the render gives the text back (reminder text aside). */
function check(name: string, text: string, type: string, kind: string): A[] {
  const r = read(name, text, type);
  const found = allNodes(r.abilities).filter((n) => n.kind === kind) as A[];
  expect(found.length, `no ${kind} node`).toBeGreaterThan(0);
  expect(renderCard(r, "en")).toBe(text.replace(/ ?\([^)]*\)/g, ""));
  return found;
}

describe("tokens", () => {
  it("that many tokens (Tervigon-like): count thatMany", () => {
    const [t] = check("Test", "Whenever this creature deals combat damage to a player, create that many 1/1 green Insect creature tokens.", "Creature — Insect", "tokenSpec");
    expect(t!.count.kind).toBe("thatMany");
  });
  it("a list of tokens: token and more", () => {
    const [c] = check("Test", "Create a 1/1 green Snake creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature token.", "Sorcery", "createToken");
    expect(c!.more).toHaveLength(2);
    expect(c!.joins).toEqual([",", ", and"]);
  });
  it("'and' after a token starts a new clause", () => {
    const r = read("Test", "Create a 2/2 green Wolf creature token and you gain 2 life.", "Sorcery");
    expect(allNodes(r.abilities).some((n) => n.kind === "gainLife")).toBe(true);
    const r2 = read("Test", "Create a tapped 4/4 green Beast creature token and untap target creature.", "Sorcery");
    expect(allNodes(r2.abilities).some((n) => n.kind === "untap")).toBe(true);
  });
  it("plural tokens that are tapped and attacking", () => {
    const [t] = check("Test", "Create two 1/1 white Soldier creature tokens that are tapped and attacking.", "Sorcery", "tokenSpec");
    expect(t!.tappedAndAttacking).toBe(true);
  });
  it("copies: plural, tapped and attacking, except", () => {
    check("Test", "Create two tokens that are copies of target creature.", "Sorcery", "tokenCopy");
    const [a] = check("Test", "Create a tapped and attacking token that's a copy of target creature you control.", "Sorcery", "tokenCopy");
    expect(a!.tappedAndAttacking).toBe("before");
    const [e] = check("Test", "Create a token that's a copy of target creature you control, except it isn't legendary.", "Sorcery", "tokenCopy");
    expect(e!.except).toBeDefined();
  });
});

describe("noun phrases", () => {
  it("they control, of their choice, opponents you have", () => {
    check("Test", "Each player loses 1 life for each creature they control.", "Sorcery", "controlledBy");
    check("Test", "Each player sacrifices a creature of their choice.", "Sorcery", "ofChoice");
    check("Test", "Draw cards equal to the number of opponents you have.", "Sorcery", "youHave");
  });
  it("a verb spelled like a filter word ends the subject", () => {
    const [m] = check("Academic Dispute", "Target creature blocks this turn if able. You may have it gain reach until end of turn.", "Instant", "mustBlock");
    expect(m!.duration.until).toBe("thisTurn");
    check("Test", "Target creature attacks this turn if able.", "Sorcery", "mustAttack");
  });
});

describe("counters and doubling", () => {
  it("Aether Snap: remove all counters", () => {
    const [r] = check("Aether Snap", "Remove all counters from all permanents and exile all tokens.", "Sorcery", "removeCounters");
    expect(r!.amount.kind).toBe("all");
    expect(r!.counter).toBeUndefined();
  });
  it("remove a kind of counter", () => {
    const [r] = check("Test", "Remove a -1/-1 counter from target creature.", "Instant", "removeCounters");
    expect(r!.counter.value).toBe("-1/-1");
  });
  it("double counters, double power", () => {
    check("Test", "Double the number of +1/+1 counters on each creature you control.", "Sorcery", "doubleCounters");
    const [d] = check("Bulk Up", "Double target creature's power until end of turn.\nFlashback {4}{R}{R}", "Instant", "doublePT");
    expect(d!.possessive).toBe(true);
    const [e] = check("Test", "Double the power and toughness of each creature you control until end of turn.", "Sorcery", "doublePT");
    expect(e!.stat).toBe("powerAndToughness");
  });
});

describe("keyword actions and designations", () => {
  it.each([
    ["Birthday Escape", "Draw a card. The Ring tempts you.", "Sorcery", "ringTempts"],
    ["Bar the Gate", "Counter target creature or planeswalker spell. Venture into the dungeon.", "Instant", "venture"],
    ["Aragorn, King of Gondor", "Vigilance, lifelink\nWhen Aragorn enters, you become the monarch.", "Legendary Creature — Human Noble", "becomeMonarch"],
    ["Test", "When this creature enters, you take the initiative.", "Creature — Human", "takeInitiative"],
    ["Abhorrent Oculus", "At the beginning of each opponent's upkeep, manifest dread.", "Creature — Eye Horror", "manifestDread"],
    ["Test", "Manifest the top card of your library.", "Sorcery", "manifest"],
    ["Test", "Goad target creature.", "Sorcery", "goad"],
    ["Test", "Learn.", "Sorcery", "learn"],
    ["Test", "When this creature enters, it connives.", "Creature — Human", "connive"],
    ["Test", "Take an extra turn after this one.", "Sorcery", "extraTurn"],
    ["Test", 'You get an emblem with "Creatures you control get +1/+0."', "Sorcery", "getEmblem"],
  ])("%s: %s", (name, t, type, kind) => {
    check(name, t, type, kind);
  });
  it("incubate and discover are keyword actions with a number", () => {
    const [k] = check("Chimil, the Inner Sun", "At the beginning of your end step, discover 5.", "Legendary Artifact", "keywordAction");
    expect(k!.action).toBe("discover");
    expect(k!.amount.value).toBe(5);
  });
  it("Coldsteel Heart: one mana of the chosen color", () => {
    const [m] = check("Coldsteel Heart", "{T}: Add one mana of the chosen color.", "Artifact", "anyColor");
    expect(m!.how).toBe("chosenColor");
  });
});

describe("more effects", () => {
  it("perpetually is an adverb of the clause", () => {
    const r = read("Test", "Target creature perpetually gets -2/-0.", "Sorcery");
    const [c] = allNodes(r.abilities).filter((n) => n.kind === "clause") as A[];
    expect(c!.perpetually).toBe(true);
    expect(renderCard(r, "en")).toBe("Target creature perpetually gets -2/-0.");
  });
  it("protection from the chosen color, from the color of your choice", () => {
    const [k] = check("Test", "Creatures you control gain protection from the chosen color until end of turn.", "Instant", "keyword");
    expect(k!.arg.from[0].kind).toBe("chosenType");
    check("Test", "Target creature gains protection from the color of your choice until end of turn.", "Instant", "ofChoice");
  });
  it.each([
    "Prevent all damage target creature would deal this turn.",
    "Prevent all damage a source of your choice would deal to you this turn.",
    "Prevent all combat damage that would be dealt to and dealt by target creature this turn.",
    "Prevent all damage that would be dealt this turn to creatures you control.",
    "Prevent all noncombat damage that would be dealt to creatures you control.",
  ])("prevention: %s", (t) => {
    check("Test", t, "Instant", "prevent");
  });
  it("the words after 'would be dealt' keep their order", () => {
    const [p] = check("Test", "Prevent all damage that would be dealt this turn to creatures you control.", "Instant", "prevent");
    expect(p!.order).toEqual(["duration", "to"]);
  });
  it("becomes … in addition to its other types; becomes a copy", () => {
    const [b] = check("Test", "Target permanent becomes an artifact in addition to its other types until end of turn.", "Instant", "becomes");
    expect(b!.inAddition.other).toBe("types");
    check("Test", "Target creature becomes a copy of target creature until end of turn.", "Instant", "becomeCopy");
  });
  it("life totals become a number", () => {
    check("Test", "Your life total becomes 10.", "Sorcery", "setLife");
    check("Test", "Your life total becomes equal to your starting life total.", "Sorcery", "setLife");
    const [l] = check("Test", "Each player's life total becomes the lowest life total among all players.", "Sorcery", "setLife");
    expect(l!.value.kind).toBe("lifeTotalAmong");
  });
  it("all creatures able to block it this turn do so", () => {
    const [m] = check("Test", "All creatures able to block target creature this turn do so.", "Sorcery", "mustBlockIfAble");
    expect(m!.duration.until).toBe("thisTurn");
  });
});

describe("relative clauses, exact values, payments, permissions", () => {
  it("that targets …, that was dealt damage this turn", () => {
    check("Test", "Counter target spell that targets you or a creature you control.", "Instant", "thatTargets");
    check("Test", "Destroy target creature that was dealt damage this turn.", "Instant", "thatWasDealtDamage");
  });
  it("an exact mana value", () => {
    const [s] = check("Test", "Destroy target creature with mana value 3.", "Instant", "stat");
    expect(s!.op).toBe("equal");
  });
  it("unless its controller pays {1} for each …", () => {
    const [u] = check("Test", "Counter target spell unless its controller pays {1} for each card in your hand.", "Instant", "unlessPays");
    expect(u!.forEach).toBeDefined();
  });
  it("Any player may activate this ability. (602.2)", () => {
    const r = read("Test", "{T}: Draw a card. Any player may activate this ability.", "Artifact");
    expect((r.abilities[0] as A).restrictions[0].restriction).toBe("anyPlayer");
    expect(renderCard(r, "en")).toBe("{T}: Draw a card. Any player may activate this ability.");
  });
  it("spend this mana only to cast … or activate …", () => {
    const [s] = check("Test", "{T}: Add {C}. Spend this mana only to cast Dragon spells or activate abilities of Dragons.", "Land", "spendOnly");
    expect(s!.more[0].verb).toBe("activate");
    // a verb after "or" ends the filter; filter words joined by "or" still read
    check("Test", "Destroy target tapped or untapped creature.", "Instant", "destroy");
  });
});

// Amounts of counters said in several ways, several counter placements in one instruction,
// base power and toughness set by an effect (613.4b), abilities lost until end of turn.
describe("counters: amounts and several placements", () => {
  it("that many counters", () => {
    const [p] = check("Bioessence Hydra", "Whenever one or more loyalty counters are put on planeswalkers you control, put that many +1/+1 counters on Bioessence Hydra.", "Creature — Hydra Avatar", "putCounters");
    expect(p!.amount.kind).toBe("thatMany");
  });
  it("a number of counters equal to …, after or before the object", () => {
    const [p] = check("Geometric Nexus", "Whenever a player casts a spell, put a number of charge counters on Geometric Nexus equal to that spell's mana value.", "Artifact", "putCounters");
    expect(p!.amount.kind).toBe("numberOf");
    expect(p!.equalTo.kind).toBe("statOf");
    expect(p!.equalFirst).toBeUndefined();
    const [q] = check("Maester Seymour", "At the beginning of combat on your turn, put a number of +1/+1 counters equal to Maester Seymour's power on another target creature you control.", "Creature — Human Advisor", "putCounters");
    expect(q!.equalFirst).toBe(true);
  });
  it("counters on several objects in one instruction", () => {
    const [p] = check("Ajani Steadfast", "−2: Put a +1/+1 counter on each creature you control and a loyalty counter on each other planeswalker you control.", "Legendary Planeswalker — Ajani", "putCounters");
    expect(p!.more).toHaveLength(1);
    expect(p!.more[0].counter.value).toBe("loyalty");
  });
});

describe("base power and toughness, abilities lost", () => {
  it("has base power and toughness until end of turn", () => {
    const [b] = check("Inkfathom Witch", "{2}{U}{B}: Each unblocked creature has base power and toughness 4/1 until end of turn.", "Creature — Merfolk Wizard", "basePT");
    expect(b!.value).toBe("4/1");
    expect(b!.duration.until).toBe("endOfTurn");
  });
  it("several predicates under one leading duration", () => {
    check("Creeperhulk", "{1}{G}: Until end of turn, target creature you control has base power and toughness 5/5 and gains trample.", "Creature — Plant Mutant", "basePT");
  });
  it("becomes a creature with base power and toughness and keywords", () => {
    const [b] = check("Frodo, Sauron's Bane", "{W/B}{W/B}: If Frodo is a Citizen, it becomes a Halfling Scout with base power and toughness 2/3 and lifelink.", "Legendary Creature — Halfling Citizen", "becomes");
    expect(b!.basePT).toBe("2/3");
    expect(b!.with).toHaveLength(1);
  });
  it("loses all abilities", () => {
    check("Oko, Thief of Crowns", "+1: Target artifact or creature loses all abilities and becomes a green Elk creature with base power and toughness 3/3.", "Legendary Planeswalker — Oko", "loseAllAbilities");
  });
});

describe("dice (706)", () => {
  it("roll a die, several dice, and keep one result", () => {
    const [r] = check("Growth Spurt", "Roll a six-sided die. Target creature gets +X/+X until end of turn, where X is the result.", "Instant", "rollDie");
    expect(r).toMatchObject({ sides: 6, sided: "six" });
    // (the rest of Arcane Endeavor, "the other result", is not read yet: only its first sentence is checked)
    const arcane = parseCard({ name: "Arcane Endeavor", type: "Sorcery", text: "Roll two d8 and choose one result. Draw cards equal to that result." });
    const t = allNodes(arcane.abilities).find((n) => n.kind === "rollDie");
    expect(renderCard(arcane, "en")).toMatch(/^Roll two d8 and choose one result\. /);
    expect(t).toMatchObject({ sides: 8, then: "chooseOne" });
  });
  it("the result table belongs to the ability that rolls", () => {
    const r = parseCard({ name: "Diviner's Portent", type: "Instant", text: "Roll a d20 and add the number of cards in your hand.\n1-14 | Draw X cards.\n15+ | Scry X, then draw X cards." });
    expect(hasUnparsed(r.abilities)).toBe(false);
    expect(r.abilities).toHaveLength(1);
    const rows = (r.abilities[0] as A).results as A[];
    expect(rows.map((x) => [x.min, x.max, x.orMore])).toEqual([[1, 14, undefined], [15, undefined, true]]);
    expect(allNodes(r.abilities).find((n) => n.kind === "rollDie")).toMatchObject({ sides: 20, add: { kind: "countOf" } });
    expect(renderCard(r, "en")).toBe("Roll a d20 and add the number of cards in your hand.\n1-14 | Draw X cards.\n15+ | Scry X, then draw X cards.");
  });
});

describe("choices of colour and type, exchanges, amounts of mana", () => {
  it("becomes the creature type of your choice", () => {
    const [b] = check("Mistform Dreamer", "Flying\n{1}: Mistform Dreamer becomes the creature type of your choice until end of turn.", "Creature — Illusion", "becomeChosen");
    expect(b).toMatchObject({ what: "creatureType", duration: { until: "endOfTurn" } });
  });
  it("exchange control of two objects, exchange life totals (701.12)", () => {
    const [e] = check("Political Trickery", "Exchange control of target land you control and target land an opponent controls. (This effect lasts indefinitely.)", "Sorcery", "exchangeControl");
    expect(e!.and.det).toBe("target");
    check("Shifting Borders", "Exchange control of two target lands.", "Instant — Arcane", "exchangeControl");
    // older templating: rendered in the current one ("Activate only …")
    const r = parseCard({ name: "Mirror Universe", type: "Artifact", text: "{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent. Activate this ability only during your upkeep." });
    expect(hasUnparsed(r.abilities)).toBe(false);
    expect(renderCard(r, "en")).toBe("{T}, Sacrifice Mirror Universe: Exchange life totals with target opponent. Activate only during your upkeep.");
  });
  it("an amount of mana equal to …", () => {
    const [m] = check("Alena, Kessig Trapper", "First strike\n{T}: Add an amount of {R} equal to the greatest power among creatures you control that entered this turn.\nPartner (You can have two commanders if both have partner.)", "Legendary Creature — Human Scout", "manaAmount");
    expect(m!.equalTo.kind).toBe("greatestAmong");
  });
});

describe("moving and distributing counters", () => {
  it("move a counter from one object onto another (122.5)", () => {
    const [m] = check("Simic Fluxmage", "Evolve (Whenever a creature enters the battlefield under your control, if that creature has greater power or toughness than this creature, put a +1/+1 counter on this creature.)\n{1}{U}, {T}: Move a +1/+1 counter from Simic Fluxmage onto target creature.", "Creature — Merfolk Wizard", "moveCounters");
    expect(m).toMatchObject({ amount: { kind: "a" }, counter: { value: "+1/+1" }, from: { kind: "self" } });
  });
  it("distribute counters among one or two targets", () => {
    const [d] = check("Elven Rite", "Distribute two +1/+1 counters among one or two target creatures.", "Sorcery", "distributeCounters");
    expect(d!.among.det).toBe("oneOf");
  });
});

describe("more verbs of effects", () => {
  it("a copy that keeps the ability that made it (707.9b)", () => {
    const [b] = check("Cemetery Puca", "Whenever a creature dies, you may pay {1}. If you do, Cemetery Puca becomes a copy of that creature, except it has this ability.", "Creature — Shapeshifter", "becomeCopy");
    expect(b!.except).toBe("hasThisAbility");
  });
  it("loses half their life, rounded up", () => {
    const [l] = check("Blood Tribute", "Kicker—Tap an untapped Vampire you control. (You may tap a Vampire you control in addition to any other costs as you cast this spell.)\nTarget opponent loses half their life, rounded up. If this spell was kicked, you gain life equal to the life lost this way.", "Sorcery", "loseHalfLife");
    expect(l).toMatchObject({ whose: "their", rounded: "up" });
  });
  it("repeat this process", () => {
    const [r] = check("Another Round", "Exile any number of creatures you control, then return them to the battlefield under their owner's control. Then repeat this process X more times.", "Sorcery", "repeatProcess");
    expect(r).toMatchObject({ times: { value: "X" }, more: true });
  });
  it("you and another player each …", () => {
    const [c] = check("Benevolent Offering", "Choose an opponent. You and that player each create three 1/1 white Spirit creature tokens with flying.\nChoose an opponent. You gain 2 life for each creature you control and that player gains 2 life for each creature they control.", "Instant", "both");
    expect(c!.items[0].kind).toBe("you");
  });
  it("draft from a spellbook, open an Attraction", () => {
    check("Faithful Disciple", "Vigilance\nWhen Faithful Disciple dies, draft a card from Faithful Disciple's spellbook.", "Creature - Human Cleric", "draft");
    check("Coming Attraction", "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle. Open an Attraction. (Put the top card of your Attraction deck onto the battlefield.)", "Sorcery", "openAttraction");
  });
});

describe("objects in a block", () => {
  it("each creature blocking it", () => {
    const [b] = check("Berserk Murlodont", "Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.", "Creature — Beast", "blockRelation");
    expect(b).toMatchObject({ rel: "blocking", of: { kind: "pronoun" } });
  });
  it("'blocking or blocked creature' stays a filter", () => {
    const r = parseCard({ name: "Tactical Advantage", type: "Instant", text: "Target blocking or blocked creature you control gets +2/+2 until end of turn." });
    expect(hasUnparsed(r.abilities)).toBe(false);
    expect(allNodes(r.abilities).some((n) => n.kind === "blockRelation")).toBe(false);
  });
});

describe("choices at random, choices among counts", () => {
  it("choose / reveal … at random", () => {
    const [c] = check("Last One Standing", "Choose a creature at random, then destroy the rest.", "Sorcery", "choose");
    expect(c!.atRandom).toBe(true);
    const [r] = check("Merfolk Spy", "Islandwalk (This creature can't be blocked as long as defending player controls an Island.)\nWhenever Merfolk Spy deals combat damage to a player, that player reveals a card at random from their hand.", "Creature — Merfolk Rogue", "reveal");
    expect(r).toMatchObject({ atRandom: "before", from: { zone: "hand" } });
  });
  it("one or two target creatures", () => {
    const [t] = check("Broken Dam", "Tap one or two target creatures without horsemanship.", "Sorcery", "tap");
    expect(t!.what).toMatchObject({ det: "oneOf", counts: [{ value: 1 }, { value: 2 }] });
  });
});

describe("for each of a counted kind", () => {
  it("for each basic land type among lands they control", () => {
    const [d] = check("Allied Strategies", "Domain — Target player draws a card for each basic land type among lands they control.", "Sorcery", "clause");
    expect(d!.forEach).toMatchObject({ kind: "landTypeAmong", basic: true });
  });
});

describe("a total over a group of objects", () => {
  it("with total mana value 3 or less is not each card's mana value", () => {
    const [w] = check("Patch Up", "Return up to three target creature cards with total mana value 3 or less from your graveyard to the battlefield.", "Sorcery", "totalStat");
    expect(w).toMatchObject({ stat: "manaValue", op: "atMost", value: { value: 3 } });
  });
});

describe("one owner's two zones", () => {
  it("shuffles their hand and graveyard into their library", () => {
    const [s] = check("Time Reversal", "Each player shuffles their hand and graveyard into their library, then draws seven cards. Exile Time Reversal.", "Sorcery", "shuffleInto");
    expect(s!.what).toMatchObject({ kind: "zoneObject", zone: "hand", and: "graveyard" });
  });
});

describe("all the …", () => {
  it("discards all the cards in their hand", () => {
    const [d] = check("Barbed Shocker", "Trample, haste\nWhenever Barbed Shocker deals damage to a player, that player discards all the cards in their hand, then draws that many cards.", "Creature — Insect", "discard");
    expect(d!.what.det).toBe("allThe");
  });
});
