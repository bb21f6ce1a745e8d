/**
 * Constructions of static abilities, replacement effects, trigger conditions, activation costs and
 * keywords that the first grammar did not read (issue 2): each is parsed with its kind and key
 * fields, and renders back to the same words. Texts are real Oracle texts from
 * ../shared/corpus/cards.en.jsonl.gz, with the card's name replaced by CARDNAME.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { renderCard } from "../../src/render/index.ts";
import { POST_2022_KEYWORDS, KEYWORDS, keywordById, lookupKeyword } from "../../grammar/keywords.ts";
import { allNodes, hasUnparsed, nodesOfKind, type AnyNode } from "./helpers.ts";

type A = AnyNode & { [k: string]: any };

function parse(text: string, type = "Creature — Human") {
  const result = parseCard({ name: "CARDNAME", text, type }, { lang: "en" });
  return { result, abilities: result.abilities as unknown as A[] };
}

/** Parses without an unparsed node and renders back exactly. */
function roundTrips(text: string, type?: string): A[] {
  const { result, abilities } = parse(text, type);
  expect(hasUnparsed(result), text).toBe(false);
  expect(renderCard(result, "en")).toBe(text);
  return abilities;
}

describe("keywords newer than the 2022 rules", () => {
  it("are marked, kept apart from rule 702 of the 2022 file, and looked up by their printed words", () => {
    const cr = new Set(KEYWORDS.map((k) => k.id));
    for (const k of POST_2022_KEYWORDS) {
      expect(k.since, k.id).toMatch(/^(cr|digital)$/);
      expect(cr.has(k.id), k.id).toBe(false);
      expect(keywordById(k.id), k.id).toBe(k);
    }
    expect(lookupKeyword("Start your engines!")?.id).toBe("start your engines!");
    expect(lookupKeyword("Doctor's companion")?.kinds).toEqual(["static"]);
    expect(lookupKeyword("craft with")?.kinds).toEqual(["activated"]);
  });

  it("are classified as their definitions classify them, with their parameters", () => {
    const [toxic] = roundTrips("Toxic 2");
    expect(toxic).toMatchObject({ kind: "static", keyword: "toxic", arg: { kind: "number", value: 2 } });
    const [backup] = roundTrips("Backup 1");
    expect(backup).toMatchObject({ kind: "triggered", keyword: "backup" });
    const [saddle] = roundTrips("Saddle 2");
    expect(saddle).toMatchObject({ kind: "activated", keyword: "saddle" });
    const [offspring] = roundTrips("Offspring {2}");
    expect(offspring).toMatchObject({ kind: "static", keyword: "offspring", represents: ["static", "triggered"] });
    const [impending] = roundTrips("Impending 4—{1}{B}{B}");
    expect(impending.arg.kind).toBe("numberCost");
    const [craft] = roundTrips("Craft with two creatures {4}{B}");
    expect(craft).toMatchObject({ kind: "activated", keyword: "craft", arg: { kind: "craftWith" } });
    expect(roundTrips("Start your engines!")[0]!.keyword).toBe("start your engines!");
    expect(roundTrips("Doctor's companion")[0]!.keyword).toBe("doctor's companion");
    expect(roundTrips("Choose a Background")[0]!.keyword).toBe("choose a background");
    expect(roundTrips("Partner—Friends forever")[0]!.arg).toMatchObject({ kind: "dashName", name: "Friends forever" });
    expect(roundTrips("Squad — Exile four cards from your graveyard.")[0]!.arg.spaced).toBe(true);
  });

  it("reads Exhaust and Boast as activated abilities that carry their keyword", () => {
    const [a] = roundTrips("Exhaust — {2}{G}: Put two +1/+1 counters on this creature.");
    expect(a).toMatchObject({ kind: "activated", keyword: "exhaust", cost: [{ kind: "manaCost" }] });
    expect(roundTrips("Boast — {1}{W}: Tap target creature.")[0]!.keyword).toBe("boast");
  });
});

describe("level bands", () => {
  it("gathers a leveler's LEVEL lines and base P/T into static abilities (711)", () => {
    const abilities = roundTrips("Level up {2}{G}\nLEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample");
    expect(abilities.map((a) => a.kind)).toEqual(["activated", "static", "static"]);
    expect(abilities[1]!.band).toMatchObject({ kind: "levelBand", counter: "level", min: 1, max: 3 });
    expect(abilities[2]!.band).toMatchObject({ counter: "level", min: 4 });
    expect(abilities[2]!.abilities.map((a: A) => a.kind)).toEqual(["bandPT", "static"]);
  });

  it("reads STATION bands of Spacecraft", () => {
    const abilities = roundTrips("When this Spacecraft enters, put a +1/+1 counter on each creature you control.\nStation\nSTATION 8+\nFlying, trample\n5/4", "Artifact — Spacecraft");
    expect(abilities[2]!.band).toMatchObject({ counter: "charge", min: 8 });
    expect(abilities[2]!.abilities.map((a: A) => a.keyword ?? a.kind)).toEqual(["flying", "trample", "bandPT"]);
  });

  it("reads a Class's level abilities and the abilities of each level (716)", () => {
    const abilities = roundTrips("You have no maximum hand size.\n{2}{U}: Level 2\nWhen this Class becomes level 2, draw two cards.\n{4}{U}: Level 3\nFlying", "Enchantment — Class");
    expect(abilities[1]).toMatchObject({ kind: "activated", classLevel: 2 });
    expect(abilities[2]!.band).toMatchObject({ counter: "class", min: 2 });
    expect(abilities[4]!.abilities[0]).toMatchObject({ keyword: "flying" });
  });
});

describe("trigger conditions", () => {
  it.each([
    ["Whenever chaos ensues, draw a card.", "chaosEnsues"],
    ["Whenever this creature attacks while saddled, draw a card.", "event"],
    ["At the beginning of your next upkeep, draw a card.", "beginningOf"],
    ["Whenever a source you control deals noncombat damage to an opponent, draw a card.", "event"],
    ["Whenever an enchantment you control enters and whenever you fully unlock a Room, draw a card.", "event"],
    ["When this creature specializes, draw a card.", "event"],
    ["Whenever CARDNAME becomes unattached from a permanent, draw a card.", "event"],
    ["Whenever you cast a historic spell, draw a card.", "event"],
  ])("%s", (text, kind) => {
    const [a] = roundTrips(text);
    expect(a!.kind).toBe("triggered");
    expect(a!.trigger.event.kind).toBe(kind);
  });
});

describe("activation costs", () => {
  it.each([
    ["{2}{B}, Exile CARDNAME from your graveyard: Draw a card.", "exileCost"],
    ["{1}, {T}, Discard a card at random: Draw a card.", "discardCost"],
    ["{T}, Remove a counter from a permanent you control: Draw a card.", "removeCountersCost"],
    ["{1}, Reveal CARDNAME from your hand: Draw a card.", "revealCost"],
    ["{T}, Exert CARDNAME: Draw a card.", "exertCost"],
    ["{1}, Unattach CARDNAME: Draw a card.", "unattachCost"],
    ["{T}, Mill a card: Draw a card.", "millCost"],
    ["{1}, {T}, Collect evidence 4: Draw a card.", "collectEvidenceCost"],
    ["{1}, Forage: Draw a card.", "forageCost"],
    ["Waterbend {5}: Draw a card.", "waterbendCost"],
  ])("%s", (text, kind) => {
    const [a] = roundTrips(text);
    expect(a!.kind).toBe("activated");
    expect((a!.cost as A[]).map((c) => c.kind)).toContain(kind);
  });
});

describe("static abilities and replacement effects", () => {
  it("classifies a skip as a replacement (614.1b) and a goad as a static ability", () => {
    expect(roundTrips("Players skip their untap steps.")[0]!.kind).toBe("replacement");
    expect(roundTrips("Enchanted creature gets +2/+2 and is goaded.")[0]!.kind).toBe("static");
  });

  it("reads 'the first … spell you cast each turn' as a subject", () => {
    const [a] = roundTrips("The first legendary creature spell you cast each turn costs {2} less to cast.");
    expect(nodesOfKind(a!, "nthSpellEachTurn")).toHaveLength(1);
    expect(nodesOfKind(a!, "costChange")).toHaveLength(1);
  });

  it("reads prevention of noncombat damage and of damage dealt to and by", () => {
    roundTrips("Prevent all noncombat damage that would be dealt to other creatures you control.");
    const [a] = roundTrips("Prevent all combat damage that would be dealt to and dealt by CARDNAME.");
    expect(nodesOfKind(a!, "prevention")[0]).toMatchObject({ combat: true, direction: "toAndBy" });
  });

  it("reads replacements that change how many tokens or counters an event makes", () => {
    const [a] = roundTrips("If one or more tokens would be created under your control, twice that many of those tokens are created instead.");
    expect(a!.kind).toBe("replacement");
    expect(nodesOfKind(a!, "changedAmount")[0]).toMatchObject({ verb: "created", what: "thoseTokens" });
    const [b] = roundTrips("If one or more +1/+1 counters would be put on a creature you control, that many plus one +1/+1 counters are put on it instead.");
    expect(b!.kind).toBe("replacement");
    expect(nodesOfKind(b!, "countersSubject")).toHaveLength(2);
    roundTrips("If one or more tokens would be created under your control, those tokens plus a Clue token are created instead.");
  });

  it("reads damage replacements with noncombat damage, a player-or-permanent recipient and triple damage", () => {
    roundTrips("If a source you control would deal noncombat damage to an opponent or a permanent an opponent controls, it deals that much damage plus 2 instead.");
    const [a] = roundTrips("If a source you control would deal damage to a permanent or player, it deals triple that damage instead.");
    expect(nodesOfKind(a!, "doubleDamage")[0]!.triple).toBe(true);
    expect(allNodes(a!).some((n) => n.kind === "unparsed")).toBe(false);
  });
});

describe("enters-with counters, choices as a permanent enters, planar triggers", () => {
  it("reads 'enters with a number of … counters on it equal to …', 'on them', 'and with <keyword>' and 'unless'", () => {
    const [gyrus] = roundTrips("CARDNAME enters with a number of +1/+1 counters on it equal to the amount of mana spent to cast it.");
    const how = nodesOfKind(gyrus, "entersReplacement")[0]!.how as A;
    expect(how).toMatchObject({ kind: "withCounters", amount: { kind: "numberOf" }, equalTo: { kind: "manaSpentToCast" } });
    const [others] = roundTrips("Other creatures you control enter with an additional +1/+1 counter on them.");
    expect(nodesOfKind(others, "entersReplacement")[0]!.how).toMatchObject({ on: "them", additional: true });
    const [kicked] = roundTrips("If CARDNAME was kicked, it enters with two +1/+1 counters on it and with first strike.");
    expect((nodesOfKind(kicked, "entersReplacement")[0]!.how as A).andWith[0]).toMatchObject({ keyword: "first strike" });
    const [giant] = roundTrips("CARDNAME enters with two -1/-1 counters on it unless you've cast another red spell this turn.");
    expect((nodesOfKind(giant, "entersReplacement")[0]!.how as A).unless).toBeDefined();
  });

  it("reads a choice between named options as the permanent enters, and the abilities of each option as abilities of their own", () => {
    const text = [
      "As CARDNAME enters, choose Khans or Dragons.",
      "• Khans — At the beginning of combat on your turn, put two +1/+1 counters on target creature you control.",
      "• Dragons — Creatures you control get +1/+0.",
    ].join("\n");
    const [choose, khans, dragons] = roundTrips(text, "Enchantment");
    expect(nodesOfKind(choose, "namedChoice")[0]).toMatchObject({ options: ["Khans", "Dragons"] });
    expect(khans).toMatchObject({ kind: "triggered", chosenOption: "Khans" });
    expect(dragons).toMatchObject({ kind: "static", chosenOption: "Dragons" });
    // a choice of colors stays a typed choice of colors
    const [colors] = roundTrips("As CARDNAME enters, choose black or red.", "Enchantment");
    expect(nodesOfKind(colors, "namedChoice")).toEqual([]);
    // the bullets of a modal spell stay its modes
    const { abilities: modal } = parse("Choose one —\n• Khans — Draw a card.\n• Dragons — Draw two cards.", "Sorcery");
    expect(modal).toHaveLength(1);
    expect(modal[0]!.chosenOption).toBeUndefined();
  });

  it("reads 'When you planeswalk to ~' and 'When you planeswalk away from ~' (701.23), alone or with another trigger", () => {
    const [to] = roundTrips("When you planeswalk to CARDNAME and at the beginning of your upkeep, create a Food token.", "Plane — Somewhere");
    expect(to.trigger.event).toMatchObject({ kind: "event", event: "planeswalksTo" });
    expect(to.trigger.more[0].event.kind).toBe("beginningOf");
    const [away] = roundTrips("When you planeswalk away from CARDNAME, each player draws a card.", "Plane — Somewhere");
    expect(away.trigger.event).toMatchObject({ event: "planeswalksAwayFrom" });
  });
});

describe("die rolls as trigger events, and zones other than one", () => {
  it("reads 'Whenever you roll one or more dice', 'a 4 or higher on a die', 'a 1 or 2', 'the planar die' (706, 901.9)", () => {
    const [dice] = roundTrips("Whenever you roll one or more dice, draw a card.");
    expect(dice.trigger.event).toMatchObject({ event: "rollsDice", atLeast: { value: 1 } });
    const [higher] = roundTrips("Whenever you roll a 4 or higher on a die, draw a card.");
    expect(higher.trigger.event).toMatchObject({ event: "rollsResult", value: { value: 4 }, or: "higher", onADie: true });
    const [either] = roundTrips("Whenever you roll a 1 or 2, draw a card.");
    expect(either.trigger.event).toMatchObject({ event: "rollsResult", value: { value: 1 }, or: { value: 2 } });
    const [planar] = roundTrips("Whenever you roll the planar die, draw a card.");
    expect(planar.trigger.event.event).toBe("rollsPlanarDie");
  });

  it("reads 'from anywhere other than your hand' as a zone", () => {
    const [cast] = roundTrips("Whenever you cast a spell from anywhere other than your hand, draw a card.");
    expect(nodesOfKind(cast, "zone")[0]).toMatchObject({ prep: "from", otherThan: true, zone: "hand", whose: "you" });
    roundTrips("Spells you cast from anywhere other than your hand cost {2} less to cast.");
  });
});

describe("more activation costs", () => {
  it("reads 'Pay six {E}', 'Remove all … counters', 'Remove one or more … counters', 'Sacrifice A and B', plural Foods", () => {
    const [energy] = roundTrips("{T}, Pay X {E}: Draw X cards.");
    expect(energy.cost[1]).toMatchObject({ kind: "energyCost", amount: { kind: "number" }, pay: true });
    const [all] = roundTrips("{3}, {T}, Remove all charge counters from CARDNAME: Draw a card.");
    expect(all.cost[2]).toMatchObject({ kind: "removeCountersCost", amount: { kind: "all" } });
    const [orMore] = roundTrips("{T}, Remove one or more +1/+1 counters from CARDNAME: Draw a card.");
    expect(orMore.cost[1].amount).toMatchObject({ kind: "orMore", count: { value: 1 } });
    const [both] = roundTrips("{T}, Sacrifice a creature and a Swamp: Draw a card.");
    expect(both.cost[1]).toMatchObject({ kind: "sacrificeCost", and: { kind: "objects" } });
    const [foods] = roundTrips("Sacrifice two Foods: Draw a card.");
    expect(nodesOfKind(foods.cost[0], "word")[0]).toMatchObject({ value: "Food", plural: true });
  });
});

describe("more trigger events", () => {
  it("reads day and night (726), 'you're dealt damage', encountering a phenomenon, specializing from a zone", () => {
    const [dayNight] = roundTrips("Whenever day becomes night or night becomes day, draw a card.");
    expect(dayNight.trigger.event).toMatchObject({ kind: "dayNightChanges", becomes: ["night", "day"] });
    const [dealt] = roundTrips("When you're dealt combat damage, draw a card.");
    expect(dealt.trigger.event).toMatchObject({ event: "isDealtDamage", subject: { kind: "you" }, contracted: true, combat: true });
    const [encounter] = roundTrips("When you encounter CARDNAME, draw a card.", "Phenomenon");
    expect(encounter.trigger.event).toMatchObject({ event: "encounters", what: { kind: "self" } });
    const [special] = roundTrips("When this card specializes from any zone, draw a card.");
    expect(special.trigger.event).toMatchObject({ event: "specializes", from: "anyZone" });
    const [exile] = roundTrips("When CARDNAME dies or is put into exile from the battlefield, draw a card.");
    expect(exile.trigger.event.more[0]).toMatchObject({ event: "putIntoExile", from: { kind: "zone", zone: "battlefield" } });
    const [monstrous, becomes] = roundTrips("{5}{R}{R}: Monstrosity 3.\nWhen CARDNAME becomes monstrous, draw a card.");
    expect(nodesOfKind(monstrous, "monstrosity")[0]).toMatchObject({ amount: { value: 3 } });
    expect(becomes.trigger.event).toMatchObject({ event: "becomesStatus", status: "monstrous" });
    const [phases] = roundTrips("At the beginning of each of your postcombat main phases, draw a card.");
    expect(phases.trigger.event).toMatchObject({ kind: "beginningOf", whose: "eachOfYour", step: { step: "main2" } });
    const [step] = roundTrips("At the beginning of the next cleanup step, draw a card.");
    expect(step.trigger.event.step).toMatchObject({ step: "cleanup" });
    const [white] = roundTrips("You may spend white mana as though it were mana of any color.", "Enchantment");
    expect(nodesOfKind(white, "spendAsAnyColor")[0]).toMatchObject({ mana: "white" });
  });
});

describe("activating abilities as trigger events", () => {
  it("reads 'an exhaust ability', 'a loyalty ability of …', 'an ability that isn't a mana ability' (602, 605)", () => {
    const [kw] = roundTrips("Whenever you activate an eternalize or embalm ability, draw a card.");
    expect(kw.trigger.event.what).toMatchObject({ kind: "abilityRef", keywords: ["eternalize", "embalm"] });
    const [loyalty] = roundTrips("Whenever you activate a loyalty ability of a Chandra planeswalker, draw a card.");
    expect(loyalty.trigger.event.what).toMatchObject({ kind: "abilityRef", loyalty: true, of: { kind: "objects" } });
    const [notMana] = roundTrips("Whenever a player activates an ability that isn't a mana ability, draw a card.");
    expect(notMana.trigger.event.what).toMatchObject({ kind: "abilityRef", notMana: true });
  });
});

describe("more static restrictions", () => {
  it("reads what players can't do, limits on attackers and blockers, and permanents entering untapped", () => {
    const [draw] = roundTrips("Players can't draw cards.", "Enchantment");
    expect(nodesOfKind(draw, "cant")[0]!.what).toMatchObject({ kind: "doWhat", verb: "draw" });
    const [search] = roundTrips("Your opponents can't search libraries.", "Enchantment");
    expect(nodesOfKind(search, "cant")[0]!.what).toBe("searchLibraries");
    const [limit] = roundTrips("No more than two creatures can attack you each combat.", "Enchantment");
    expect(nodesOfKind(limit, "combatLimit")[0]).toMatchObject({ count: { value: 2 }, verb: "attack", you: true });
    const [untapped] = roundTrips("Lands you control enter untapped.", "Enchantment");
    expect(nodesOfKind(untapped, "entersReplacement")[0]!.how).toMatchObject({ kind: "untapped" });
  });
});

describe("more conditions of static abilities", () => {
  it("reads 'is monstrous' (701.37), 'is attached to …', 'is enchanted by N Auras'", () => {
    const [monstrous] = roundTrips("As long as CARDNAME is monstrous, it has trample.");
    expect(nodesOfKind(monstrous, "hasStatus")[0]).toMatchObject({ status: "monstrous" });
    const [attached] = roundTrips("As long as this Equipment is attached to a creature, your opponents can't draw cards.", "Artifact — Equipment");
    expect(nodesOfKind(attached, "isAttachedTo")[0]).toMatchObject({ what: { kind: "self" }, to: { kind: "objects" } });
    const [walk] = roundTrips("Creatures with islandwalk can be blocked as though they didn't have islandwalk.", "Enchantment");
    expect(nodesOfKind(walk, "canAsThough")[0]).toMatchObject({ verb: "beBlocked" });
    const [auras] = roundTrips("As long as CARDNAME is enchanted by three or more Auras, it gets +2/+2.");
    expect(nodesOfKind(auras, "isEnchantedBy")[0]).toMatchObject({ amount: { op: "atLeast" } });
  });
});
