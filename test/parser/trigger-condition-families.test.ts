/**
 * Trigger events, delayed triggers and conditions read since the eighth stop: keyword actions and
 * game states as events (phasing, discover, the monarch, the Ring), "this turn" on a delayed
 * "at the beginning of …", and conditions about players (poisoned, the monarch, the starting
 * player), costs paid, ties, die results and the command zone. Texts follow real Oracle texts of
 * ../shared/corpus/cards.en.jsonl.gz with the card's name replaced by CARDNAME; each parses
 * without an unparsed node, with the fields that carry its meaning, and renders back to the same words.
 */
import { describe, expect, it } from "vitest";
import { only, roundTrips } from "./helpers.ts";

const event = (text: string) => only(roundTrips(text, "Creature"), "trigger").event;

describe("trigger events of keyword actions and game states", () => {
  it("reads phasing in and out (702.26) and becoming plotted", () => {
    expect(event("Whenever CARDNAME phases in, draw a card.").event).toBe("phasesIn");
    expect(event("Whenever CARDNAME phases out, draw a card.").event).toBe("phasesOut");
    expect(event("When CARDNAME becomes plotted, draw a card.")).toMatchObject({ event: "becomesStatus", status: "plotted" });
  });
  it("reads keyword actions of a player as events", () => {
    expect(event("Whenever you discover, draw a card.").event).toBe("discovers");
    expect(event("Whenever you forage, draw a card.").event).toBe("forages");
    expect(event("Whenever you collect evidence, draw a card.").event).toBe("collectsEvidence");
    expect(event("Whenever you manifest dread, draw a card.").event).toBe("manifestsDread");
    expect(event("Whenever you copy a spell, draw a card.")).toMatchObject({ event: "copies", what: { kind: "objects" } });
    expect(event("Whenever an opponent shuffles their library, draw a card.")).toMatchObject({ event: "shufflesLibrary", whose: "their" });
    expect(event("When you exile this creature, draw a card.")).toMatchObject({ event: "exiles" });
  });
  it("reads the monarch, coin flips, counters, draws and mana of a kind", () => {
    expect(event("Whenever an opponent becomes the monarch, draw a card.").event).toBe("becomesMonarch");
    expect(event("Whenever you lose a coin flip, draw a card.").event).toBe("losesCoinFlip");
    expect(event("Whenever you put a counter on a creature you control, draw a card.")).toMatchObject({ event: "putsCounters", counters: { kind: "a" } });
    expect(event("Whenever a player draws a nonland card, draw a card.")).toMatchObject({ event: "drawsCard", what: { kind: "objects" } });
    expect(event("Whenever you tap a land for {C}, add an additional {C}.")).toMatchObject({ event: "tapsForMana", mana: { kind: "mana" } });
  });
  it("reads events without a subject: the Ring (701.54) and damage dealt to a player", () => {
    expect(event("Whenever the Ring tempts you, draw a card.").kind).toBe("ringTemptsYou");
    expect(event("Whenever combat damage is dealt to you or a planeswalker you control, draw a card.")).toMatchObject({ kind: "damageIsDealt", combat: true });
  });
  it("reads delayed beginnings: 'this turn' and 'that combat' (603.7)", () => {
    expect(event("At the beginning of each combat this turn, untap target creature.")).toMatchObject({ kind: "beginningOf", whose: "each", thisTurn: true });
    const s = only(roundTrips("At the beginning of that combat, untap all creatures that attacked this turn."), "beginningOf");
    expect(s.whose).toBe("that");
  });
  it("reads cards milled, drawn, revealed and spells warped as events of this way / this turn", () => {
    expect(only(roundTrips("If a land card was milled this way, create a Treasure token."), "happened").event).toMatchObject({ event: "isAffected", verb: "mill", thisWay: true });
    expect(only(roundTrips("Draw two cards. Whenever a card is drawn this way, you gain 1 life."), "event")).toMatchObject({ verb: "draw" });
    expect(only(roundTrips("Reveal the top card of your library. Whenever you reveal a land card this way, draw a card."), "event")).toMatchObject({ event: "reveals" });
    const t = "This spell costs {2} less to cast if a nonland permanent left the battlefield this turn or a spell was warped this turn.";
    expect(JSON.stringify(roundTrips(t))).toContain('"verb":"warp"');
  });
  it("reads 'wasn't cast' and 'during your last turn'", () => {
    expect(only(roundTrips("When CARDNAME enters, if it wasn't cast, draw a card.", "Creature"), "happened").event).toMatchObject({ event: "isCast", negated: true });
    expect(only(roundTrips("CARDNAME can't attack if it attacked during your last turn.", "Creature"), "turnOf")).toMatchObject({ whose: "your", last: true });
  });
  it("keeps 'don't' in a negated event of the present", () => {
    const text = "If you don't copy a spell this way, draw a card.";
    expect(only(roundTrips(text), "happened")).toMatchObject({ negated: true, present: true });
  });
});

describe("conditions about players", () => {
  it("reads poison, the monarch and the starting player", () => {
    expect(only(roundTrips("CARDNAME can't attack unless defending player is poisoned.", "Creature"), "isPoisoned").who).toMatchObject({ kind: "players" });
    expect(only(roundTrips("Counter target spell if its controller is poisoned."), "isPoisoned").who.kind).toBe("controllerOf");
    expect(only(roundTrips("CARDNAME can't attack unless defending player is the monarch.", "Creature"), "isMonarch").who.kind).toBe("players");
    expect(only(roundTrips("If you weren't the starting player, you gain 2 life."), "isStartingPlayer")).toMatchObject({ be: "were", negated: true });
    expect(only(roundTrips("At the beginning of your upkeep, if you're not the monarch, draw a card.", "Creature"), "isMonarch")).toMatchObject({ contracted: true, negated: true });
  });
  it("reads costs paid: '{2} more to cast it' and 'its mana cost'", () => {
    const p = only(roundTrips("You may cast CARDNAME as though it had flash if you pay {2} more to cast it."), "pays");
    expect(p).toMatchObject({ more: true, cost: { kind: "mana" } });
    expect(only(roundTrips("At the beginning of your upkeep, sacrifice this creature unless you pay its mana cost.", "Creature"), "pays").manaCostOf).toBe("its");
  });
  it("reads what another player has done (the perfect of a third person)", () => {
    const h = only(roundTrips("Draw a card if an opponent has cast a blue or black spell this turn."), "happened");
    expect(h).toMatchObject({ perfect: true, event: { event: "casts", subject: { kind: "players" } } });
    expect(only(roundTrips("CARDNAME can't attack unless an opponent has been dealt damage this turn.", "Creature"), "happened").event.event).toBe("isDealtDamage");
  });
  it("reads casting without sorcery timing (307.1) and 'the controller of the permanent it becomes'", () => {
    const text = "If you cast it any time a sorcery couldn't have been cast, the controller of the permanent it becomes sacrifices it at the beginning of the next cleanup step.";
    const r = roundTrips(text);
    expect(only(r, "castWithoutSorceryTiming").what).toMatchObject({ kind: "pronoun" });
    expect(only(r, "permanentItBecomes")).toBeTruthy();
  });
});

describe("conditions about objects and results", () => {
  it("reads 'wasn't kicked' (702.33)", () => {
    expect(only(roundTrips("At the beginning of the end step, if CARDNAME wasn't kicked, sacrifice it.", "Creature"), "kicked").negated).toBe(true);
  });
  it("reads ties for greatest or least power", () => {
    expect(only(roundTrips("If two or more creatures are tied for least power, you choose one of them."), "tiedFor")).toMatchObject({ extreme: "least", stat: "power" });
  });
  it("reads a die roll's result compared (706.2)", () => {
    expect(only(roundTrips("Roll a d20. If the result is 3 or less, you lose that much life."), "resultIs")).toMatchObject({ op: "atMost" });
  });
  it("reads the command zone, alone or with the battlefield (408.1)", () => {
    // "the command zone" is a zone like the others (408.1): the general "is in <zone> (or <zone>)" condition reads it
    const c = only(roundTrips("As long as CARDNAME is in the command zone or on the battlefield, other Cat spells you cast cost {1} less to cast.", "Creature"), "isIn");
    expect(c.zone).toMatchObject({ kind: "zone", zone: "command zone" });
    expect(c.orZone).toMatchObject({ kind: "zone", zone: "battlefield" });
    const alone = only(roundTrips("At the beginning of your upkeep, if CARDNAME is in the command zone, you gain 2 life.", "Creature"), "isIn");
    expect(alone.zone).toMatchObject({ zone: "command zone" });
    expect(alone.orZone).toBeUndefined();
  });
});

describe("the enchanted opponent of a Curse (303.4)", () => {
  it("reads 'enchanted opponent's end step' and 'on enchanted opponent's turn'", () => {
    expect(event("At the beginning of enchanted opponent's end step, you draw a card.")).toMatchObject({ kind: "beginningOf", whose: { kind: "players", det: "enchanted", noun: "opponent" } });
    expect(event("At the beginning of combat on enchanted opponent's turn, you draw a card.").onTurnOf).toMatchObject({ det: "enchanted", noun: "opponent" });
  });
});

describe("control without ownership (108.3)", () => {
  it("reads 'a creature you control but don't own'", () => {
    const e = event("Whenever a creature you control but don't own dies, return it to the battlefield under its owner's control.");
    expect(JSON.stringify(e)).toContain('"butNotOwned":true');
    expect(JSON.stringify(event("Whenever a creature you control dies, draw a card."))).not.toContain("butNotOwned");
  });
});

describe("mana symbols in a mana cost (202.1)", () => {
  it("reads '{X} in its mana cost', '{X} in their mana costs' and 'hybrid mana in its mana cost'", () => {
    expect(only(roundTrips("Whenever you cast a spell with {X} in its mana cost, draw a card.", "Creature"), "manaInCost")).toMatchObject({ symbols: { symbols: ["X"] } });
    expect(only(roundTrips("Spells you cast with {X} in their mana costs cost {1} less to cast.", "Creature"), "manaInCost")).toMatchObject({ their: true, plural: true });
    expect(only(roundTrips("Whenever you cast a spell with hybrid mana in its mana cost, draw a card.", "Creature"), "manaInCost").hybrid).toBe(true);
  });
});

describe("permissions to play from zones (601.3)", () => {
  it("reads 'play a land or cast a spell' and 'from your hand or the top of your library'", () => {
    const body = (t: string) => only(roundTrips(t, "Creature"), "mayPlayFrom");
    expect(body("Once during each of your turns, you may play a land or cast a permanent spell from your graveyard.")).toMatchObject({ orPlays: true });
    expect(body("You may play lands and cast spells from your graveyard.").orPlays).toBeUndefined();
    expect(body("Once during each of your turns, you may cast a spell from your hand or the top of your library without paying its mana cost.").orFrom).toMatchObject({ kind: "fromTopOfLibrary", whose: "your" });
  });
});

describe("a static ability's condition after its body (604.1)", () => {
  it("reads '~ has flying if you control a Cleric' and '~ has hexproof and indestructible if it's your turn'", () => {
    expect(only(roundTrips("CARDNAME has flying if you control a Cleric.", "Creature"), "staticIf").condition).toBeDefined();
    expect(only(roundTrips("CARDNAME has hexproof and indestructible if it's your turn.", "Creature"), "staticIf").condition).toBeDefined();
  });
});

describe("abandoning a scheme (314.6)", () => {
  it("reads 'abandon this scheme' alone and after 'then'", () => {
    only(roundTrips("At the beginning of your end step, abandon this scheme.", "Ongoing Scheme"), "abandonScheme");
    only(roundTrips("When you set this scheme in motion, draw two cards, then abandon this scheme.", "Scheme"), "abandonScheme");
  });
});

describe("players who control the most or the fewest", () => {
  it("reads 'each player who controls the most creatures' and '… the fewest lands'", () => {
    expect(JSON.stringify(roundTrips("Each player who controls the most creatures sacrifices a creature.", "Sorcery"))).toContain('"extreme":"most"');
    expect(JSON.stringify(roundTrips("Each player who controls the fewest lands draws a card.", "Sorcery"))).toContain('"extreme":"fewest"');
  });
});
