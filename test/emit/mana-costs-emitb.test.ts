/** Mana abilities with more effects (605.1a, 605.3b), kinds of mana (106), compiled and played. */
import { describe, expect, it } from "vitest";
import { generateCard } from "../../src/emit/index.ts";
import { creature, newGame } from "../runtime/helpers.ts";
import { compileFaces, face } from "./play.ts";

function refusal(text: string, type = "Artifact"): string {
  return generateCard(face("Card", text, type)).refused.map((d) => d.message).join("; ");
}

describe("mana abilities that do more (605.1a)", () => {
  it("a painland deals its damage as the mana is added, without the stack", async () => {
    const [land] = await compileFaces(face("Pain Land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Pain Land deals 1 damage to you.", "Land", ""));
    const { game, dm } = newGame();
    const l = game.setupCard(land!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{U}"]);
    game.activate(0, l.id, 1, {});
    expect(game.player(0).pool).toBe("{U}");
    expect(game.player(0).life).toBe(19);
    expect(game.stack()).toHaveLength(0);
  });

  it("automatic payment uses the painless ability first, the painful one when the color needs it", async () => {
    const [land, spell] = await compileFaces(
      face("Pain Land", "{T}: Add {C}.\n{T}: Add {W} or {U}. Pain Land deals 1 damage to you.", "Land", ""),
      face("Think", "Draw a card.", "Instant", "{1}"),
    );
    const [blue] = await compileFaces(face("Blue Think", "Draw a card.", "Instant", "{U}"));
    const { game } = newGame();
    game.setupCard(land!, 0, "battlefield");
    const t = game.setupCard(spell!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, t.id, {});
    expect(game.player(0).life).toBe(20);
    const { game: g2 } = newGame();
    g2.setupCard(land!, 0, "battlefield");
    const b = g2.setupCard(blue!, 0, "hand");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    g2.cast(0, b.id, {});
    expect(g2.player(0).life).toBe(19);
  });

  it("a sacrificed sphere draws a card as its mana is added", async () => {
    const [sphere] = await compileFaces(face("Sphere", "{1}, {T}, Sacrifice Sphere: Add one mana of any color. Draw a card.", "Artifact"));
    const { game, dm } = newGame();
    const s = game.setupCard(sphere!, 0, "battlefield");
    game.setupCard(creature("Top", 1, 1), 0, "library");
    game.setupMana(0, "{C}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{G}"]);
    const hand = game.objects("hand", 0).length;
    game.activate(0, s.id, 0, {});
    expect(game.player(0).pool).toBe("{G}");
    expect(game.objects("hand", 0).length).toBe(hand + 1);
    expect(game.objects("graveyard", 0).map((o) => o.name)).toEqual(["Sphere"]);
  });

  it("an ability that targets is not a mana ability, and one that adds mana twice stays refused", () => {
    expect(refusal("{T}: Exile target land card from a graveyard. Add one mana of any color.")).toMatch(/mana ability/);
    expect(refusal("{T}: Add {G}. Add {R}.")).toMatch(/mana ability .*more than one instruction/);
    expect(refusal("{T}: Add {U}. Spend this mana only to cast a creature spell.")).toMatch(/Spend this mana only/);
  });
});

describe("kinds of mana (106.1)", () => {
  it("three mana of any one color", async () => {
    const [lotus] = await compileFaces(face("Lotus", "{T}, Sacrifice Lotus: Add three mana of any one color.", "Artifact", "{0}"));
    const { game, dm } = newGame();
    const l = game.setupCard(lotus!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{B}{B}{B}"]);
    game.activate(0, l.id, 0, {});
    expect(game.player(0).pool).toBe("{B}{B}{B}");
  });

  it("two mana in any combination of colors pays {R}{G} automatically", async () => {
    const [stone, spell] = await compileFaces(
      face("Stone", "{T}: Add two mana in any combination of colors.", "Artifact"),
      face("Gruul Thing", "Draw a card.", "Sorcery", "{R}{G}"),
    );
    const { game } = newGame();
    const s = game.setupCard(stone!, 0, "battlefield");
    const c = game.setupCard(spell!, 0, "hand");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, c.id, {});
    expect(game.object(s.id)!.tapped).toBe(true);
    expect(game.player(0).pool).toBe("");
  });

  it("two mana of different colors: never two of one color", async () => {
    const [stone] = await compileFaces(face("Stone", "{T}: Add two mana of different colors.", "Artifact"));
    const { game, dm } = newGame();
    const s = game.setupCard(stone!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, s.id, 0, {});
    const d = dm.seen.find((x) => x.kind === "choose")!;
    expect((d as { options: string[] }).options).not.toContain("{W}{W}");
    expect((d as { options: string[] }).options).toHaveLength(10);
  });

  it("X mana of any one color, where X is the number of creatures you control", async () => {
    const [elf] = await compileFaces(face("Elder", "{T}: Add X mana of any one color, where X is the number of creatures you control.", "Artifact"));
    const { game, dm } = newGame();
    const e = game.setupCard(elf!, 0, "battlefield");
    game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    game.setupCard(creature("Bear", 2, 2), 0, "battlefield");
    game.setupCard(creature("Other", 2, 2), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push(["{G}"]);
    game.activate(0, e.id, 0, {});
    expect(game.player(0).pool).toBe("{G}{G}");
  });

  it("one mana of the chosen color (chosen as it entered)", async () => {
    const [lantern] = await compileFaces(face("Lantern", "As Lantern enters, choose a color.\n{T}: Add one mana of the chosen color.", "Artifact"));
    const { game, dm } = newGame();
    const l = game.setupCard(lantern!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, l.id, {});
    dm.chooseAnswers.push(["red"]);
    game.pass(0);
    game.pass(1);
    const onField = game.objects("battlefield", 0).find((o) => o.name === "Lantern")!;
    game.activate(0, onField.id, 0, {});
    expect(game.player(0).pool).toBe("{R}");
  });
});

describe("a spell's own cost changes (601.2f)", () => {
  it("an instant's \"This spell costs {2} less to cast if it targets a tapped creature\" looks at the target chosen (601.2c)", async () => {
    const [fate] = await compileFaces(face("Fate", "This spell costs {2} less to cast if it targets a tapped creature.\nDestroy target creature.", "Instant", "{3}{W}"));
    const { game } = newGame();
    const tapped = game.setupCard(creature("Tapped", 2, 2), 1, "battlefield", { tapped: true });
    const untapped = game.setupCard(creature("Untapped", 2, 2), 1, "battlefield");
    const f1 = game.setupCard(fate!, 0, "hand");
    game.setupMana(0, "{1}{W}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, f1.id, { targets: [[{ object: untapped.id }]] })).toThrow(/can't pay/);
    game.cast(0, f1.id, { targets: [[{ object: tapped.id }]] });
    expect(game.player(0).pool).toBe("");
    game.pass(0);
    game.pass(1);
    expect(game.object(tapped.id)).toBeUndefined();
  });

  it("\"{2}{U} more to cast for each target beyond the first\": three targets cost two increases", async () => {
    const [formation] = await compileFaces(
      face("Formation", "This spell costs {2}{U} more to cast for each target beyond the first.\nReturn any number of target creatures to their owners' hands.", "Instant", "{U}"),
    );
    const { game } = newGame();
    const bears = [0, 1, 2].map(() => game.setupCard(creature("Bear", 2, 2), 1, "battlefield"));
    const f = game.setupCard(formation!, 0, "hand");
    game.setupMana(0, "{U}{U}{U}{2}{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, f.id, { targets: [bears.map((b) => ({ object: b.id }))] });
    expect(game.player(0).pool).toBe("");
    game.pass(0);
    game.pass(1);
    expect(game.objects("hand", 1)).toHaveLength(3);
  });

  it("a sorcery's \"costs {1} less to cast if you control a Wizard\"; \"{X} less, where X is the number of creatures you control\"", async () => {
    const [epiphany, giant] = await compileFaces(
      face("Epiphany", "This spell costs {1} less to cast if you control a Wizard.\nDraw a card.", "Sorcery", "{2}{U}"),
      { name: "Giant", text: "This spell costs {X} less to cast, where X is the number of creatures you control.", type: "Creature — Giant", manaCost: "{5}{G}", power: "6", toughness: "6" },
    );
    const { game } = newGame();
    game.setupCard(creature("Wizard", 1, 1, [], { subtypes: ["Wizard"] }), 0, "battlefield");
    game.setupCard(creature("Top", 1, 1), 0, "library");
    const e = game.setupCard(epiphany!, 0, "hand");
    const g = game.setupCard(giant!, 0, "hand");
    game.setupMana(0, "{1}{U}{4}{G}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, e.id, {});
    game.pass(0);
    game.pass(1);
    game.cast(0, g.id, {});
    expect(game.player(0).pool).toBe("");
  });
});

describe("a spell's own cost change about a target card in a graveyard", () => {
  it("\"costs {3} less to cast if it targets a creature card with mana value 3 or less\" (the target is a card in a graveyard)", async () => {
    const [back] = await compileFaces(
      face("Back", "This spell costs {3} less to cast if it targets a creature card with mana value 3 or less.\nReturn target creature card from your graveyard to the battlefield.", "Sorcery", "{3}{B}"),
    );
    const { game } = newGame();
    const dead = game.setupCard(creature("Dead", 2, 2), 0, "graveyard");
    const b = game.setupCard(back!, 0, "hand");
    game.setupMana(0, "{B}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, b.id, { targets: [[{ object: dead.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield", 0).map((o) => o.name)).toEqual(["Dead"]);
  });
});

describe("amounts divided among targets (601.2d)", () => {
  it("Arc Lightning: 3 damage divided as announced among a player and two creatures", async () => {
    const [arc] = await compileFaces(face("Arc Lightning", "Arc Lightning deals 3 damage divided as you choose among one, two, or three targets.", "Sorcery", "{2}{R}"));
    const { game } = newGame();
    const a = game.setupCard(creature("A", 1, 1), 1, "battlefield");
    const b = game.setupCard(creature("B", 2, 2), 1, "battlefield");
    const s = game.setupCard(arc!, 0, "hand");
    game.setupMana(0, "{2}{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, s.id, { targets: [[{ player: 1 }, { object: a.id }, { object: b.id }]], divide: [1, 1, 1] });
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(19);
    expect(game.object(a.id)).toBeUndefined();
    expect(game.object(b.id)!.damage).toBe(1);
  });

  it("the division must give each target at least one and the whole amount", async () => {
    const [bolt] = await compileFaces(face("Forked Bolt", "Forked Bolt deals 2 damage divided as you choose among one or two targets.", "Sorcery", "{R}"));
    const { game } = newGame();
    const a = game.setupCard(creature("A", 1, 1), 1, "battlefield");
    const s = game.setupCard(bolt!, 0, "hand");
    game.setupMana(0, "{R}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, s.id, { targets: [[{ player: 1 }, { object: a.id }]], divide: [2, 0] })).toThrow(/at least 1/);
    expect(() => game.cast(0, s.id, { targets: [[{ player: 1 }, { object: a.id }]], divide: [1, 2] })).toThrow(/601.2d/);
    expect(game.objects("hand", 0)).toHaveLength(1);
  });

  it("asked when not given; a target that became illegal gets nothing, the others keep their part (608.2b)", async () => {
    const [bolt, kill] = await compileFaces(
      face("Forked Blast", "Forked Blast deals 3 damage divided as you choose among one or two targets.", "Instant", "{R}"),
      face("Kill", "Destroy target creature.", "Instant", "{B}"),
    );
    const { game, dm } = newGame();
    const a = game.setupCard(creature("A", 3, 3), 1, "battlefield");
    const s = game.setupCard(bolt!, 0, "hand");
    const k = game.setupCard(kill!, 0, "hand");
    game.setupMana(0, "{R}{B}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    dm.chooseAnswers.push([1]);
    game.cast(0, s.id, { targets: [[{ object: a.id }, { player: 1 }]] });
    const asked = dm.seen.find((d) => d.kind === "choose" && (d as { what?: string }).what === "number");
    expect(asked).toBeDefined();
    game.cast(0, k.id, { targets: [[{ object: a.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(a.id)).toBeUndefined();
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(18);
  });

  it("a triggered ability distributes +1/+1 counters as it is put on the stack (603.3d)", async () => {
    const [trap] = await compileFaces({ name: "Flytrap", text: "When Flytrap enters, distribute two +1/+1 counters among one or two target creatures.", type: "Creature — Plant", manaCost: "{1}", power: "1", toughness: "1" });
    const { game, dm } = newGame();
    game.setupCard(creature("A", 1, 1), 0, "battlefield");
    const f = game.setupCard(trap!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, f.id, {});
    dm.chooseAnswers.length = 0;
    game.pass(0);
    game.pass(1);
    // the trigger's targets (default: the first candidates) and division (default: 1 each)
    game.pass(0);
    game.pass(1);
    const counters = game.objects("battlefield", 0).map((o) => o.counters["+1/+1"] ?? 0);
    expect(counters.reduce((x, y) => x + y, 0)).toBe(2);
  });
});

describe("an activated ability's own cost changes (602.2b, 601.2f)", () => {
  it("\"This ability costs {1} less to activate for each creature card in your graveyard\"; \"{1} more … for each card in your hand\"", async () => {
    const [butcher] = await compileFaces(
      face(
        "Butcher",
        "{5}, {T}: Each opponent loses 2 life. This ability costs {1} less to activate for each creature card in your graveyard.\n{1}: You gain 1 life. This ability costs {1} more to activate for each card in your hand.",
        "Artifact",
      ),
    );
    const { game } = newGame();
    const b = game.setupCard(butcher!, 0, "battlefield");
    for (let i = 0; i < 3; i++) game.setupCard(creature("Dead", 1, 1), 0, "graveyard");
    game.setupCard(creature("Held", 1, 1), 0, "hand");
    game.setupCard(creature("Held", 1, 1), 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, b.id, 0, {});
    expect(game.player(0).pool).toBe("");
    game.pass(0);
    game.pass(1);
    expect(game.player(1).life).toBe(18);
    game.setupMana(0, "{2}");
    expect(() => game.activate(0, b.id, 1, {})).toThrow(/can't pay/);
    game.setupMana(0, "{1}");
    game.activate(0, b.id, 1, {});
    expect(game.player(0).pool).toBe("");
  });
});

describe("targets compared with X or a value of the game (601.2b-c, 608.2b)", () => {
  it("\"Return target nonland permanent with mana value X\": X is announced before the target is chosen", async () => {
    const [repeal] = await compileFaces(face("Repeal", "Return target nonland permanent with mana value X to its owner's hand.", "Instant", "{X}{U}"));
    const { game } = newGame();
    const two = game.setupCard(creature("Two", 2, 2, [], { manaCost: "{1}{G}" }), 1, "battlefield");
    const three = game.setupCard(creature("Three", 3, 3, [], { manaCost: "{2}{G}" }), 1, "battlefield");
    const r = game.setupCard(repeal!, 0, "hand");
    game.setupMana(0, "{2}{U}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, r.id, { x: 2, targets: [[{ object: three.id }]] })).toThrow(/not a legal target/);
    game.cast(0, r.id, { x: 2, targets: [[{ object: two.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.objects("hand", 1).map((o) => o.name)).toEqual(["Two"]);
    expect(game.object(three.id)).toBeDefined();
  });

  it("an activated ability's X: \"{X}{X}{1}: Destroy target noncreature artifact with mana value X\"", async () => {
    const [shaman] = await compileFaces(face("Shaman", "{X}{X}{1}: Destroy target noncreature artifact with mana value X.", "Artifact"));
    const { game } = newGame();
    const s = game.setupCard(shaman!, 0, "battlefield");
    const rock = game.setupCard({ ...creature("Rock", 0, 0), types: ["artifact"], power: null, toughness: null, manaCost: "{1}" }, 1, "battlefield");
    game.setupMana(0, "{3}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.activate(0, s.id, 0, { x: 0, targets: [[{ object: rock.id }]] })).toThrow(/legal target/);
    game.activate(0, s.id, 0, { x: 1, targets: [[{ object: rock.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(rock.id)).toBeUndefined();
  });

  it("\"target creature with power less than or equal to the number of creatures you control\" is checked again on resolution (608.2b)", async () => {
    const [steal, kill] = await compileFaces(
      face("Steal", "Destroy target creature with power less than or equal to the number of creatures you control.", "Instant", "{1}"),
      face("Kill", "Destroy target creature.", "Instant", "{1}"),
    );
    const { game } = newGame();
    const mine = game.setupCard(creature("Mine", 1, 1), 0, "battlefield");
    game.setupCard(creature("Mine2", 1, 1), 0, "battlefield");
    const big = game.setupCard(creature("Big", 2, 2), 1, "battlefield");
    const st = game.setupCard(steal!, 0, "hand");
    const k = game.setupCard(kill!, 0, "hand");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.cast(0, st.id, { targets: [[{ object: big.id }]] });
    game.cast(0, k.id, { targets: [[{ object: mine.id }]] });
    game.pass(0);
    game.pass(1);
    game.pass(0);
    game.pass(1);
    // one creature left: power 2 is no longer at most 1, the target is illegal and the spell doesn't resolve
    expect(game.object(big.id)).toBeDefined();
  });
});

describe("casting as though it had flash (601.3, 702.8a)", () => {
  it("\"You may cast Spirit spells as though they had flash\": its controller's Spirit cards only, not another player's", async () => {
    const [chains, spirit, bear] = await compileFaces(
      face("Chains", "You may cast Spirit spells as though they had flash.", "Enchantment"),
      { name: "Ghost", text: "", type: "Creature — Spirit", manaCost: "{1}", power: "1", toughness: "1" },
      { name: "Bear", text: "", type: "Creature — Bear", manaCost: "{1}", power: "2", toughness: "2" },
    );
    const { game } = newGame();
    game.setupCard(chains!, 0, "battlefield");
    const g = game.setupCard(spirit!, 0, "hand");
    const b = game.setupCard(bear!, 0, "hand");
    const g1 = game.setupCard(spirit!, 1, "hand");
    game.setupMana(0, "{2}");
    game.setupMana(1, "{1}");
    game.setupTurn({ active: 1, step: "upkeep", number: 2 });
    game.pass(1);
    expect(() => game.cast(0, b.id, {})).toThrow(/can't be cast now/);
    game.cast(0, g.id, {});
    expect(game.stack()).toHaveLength(1);
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield", 0).map((o) => o.name)).toContain("Ghost");
    game.pass(1);
    expect(() => game.cast(0, g1.id, {})).toThrow();
  });

  it("\"You may cast ~ as though it had flash\" (its own, from the hand); historic spells (anyOf)", async () => {
    const [veil, orrery, relic] = await compileFaces(
      face("Veil", "You may cast Veil as though it had flash.\nWhen Veil enters, draw a card.", "Enchantment"),
      face("Orrery", "You may cast historic spells as though they had flash.", "Artifact"),
      face("Relic", "", "Artifact"),
    );
    const { game } = newGame();
    const v = game.setupCard(veil!, 0, "hand");
    game.setupCard(orrery!, 0, "battlefield");
    const r = game.setupCard(relic!, 0, "hand");
    game.setupCard(creature("Top", 1, 1), 0, "library");
    game.setupMana(0, "{2}");
    game.setupTurn({ active: 1, step: "upkeep", number: 2 });
    game.pass(1);
    game.cast(0, v.id, {});
    game.pass(0);
    game.pass(1);
    expect(game.objects("battlefield", 0).map((o) => o.name)).toContain("Veil");
    // its enters trigger resolves, then Bob passes priority to Alice in his upkeep
    game.pass(1);
    game.pass(0);
    expect(game.objects("hand", 0).map((o) => o.name)).toContain("Top");
    game.pass(1);
    game.cast(0, r.id, {});
    expect(game.stack().map((e) => e.source.name)).toContain("Relic");
  });
});

describe("land plays (305.1, 305.2)", () => {
  it("\"You may play two additional lands on each of your turns\"; \"You may play lands from your graveyard\"", async () => {
    const [azusa, crucible] = await compileFaces(
      face("Azusa", "You may play two additional lands on each of your turns.", "Enchantment"),
      face("Crucible", "You may play lands from your graveyard.", "Artifact"),
    );
    const { game } = newGame();
    game.setupCard(azusa!, 0, "battlefield");
    const lands = [0, 1, 2, 3].map(() => game.setupCard({ ...creature("Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null }, 0, "hand"));
    const dead = game.setupCard({ ...creature("Dead Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null }, 0, "graveyard");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    for (const l of lands.slice(0, 3)) game.playLand(0, l.id);
    expect(() => game.playLand(0, lands[3]!.id)).toThrow(/already played 3 lands/);
    expect(() => game.playLand(0, dead.id)).toThrow();
    const { game: g2 } = newGame();
    g2.setupCard(crucible!, 0, "battlefield");
    const d2 = g2.setupCard({ ...creature("Dead Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null }, 0, "graveyard");
    const h2 = g2.setupCard({ ...creature("Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null }, 0, "hand");
    const theirs = g2.setupCard({ ...creature("Their Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null }, 1, "graveyard");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => g2.playLand(0, theirs.id)).toThrow();
    g2.playLand(0, d2.id);
    expect(g2.objects("battlefield", 0).map((o) => o.name)).toContain("Dead Land");
    expect(() => g2.playLand(0, h2.id)).toThrow(/already played a land/);
  });
});

describe("filters compared with a value while the effect resolves", () => {
  it("\"Destroy each nonland permanent with mana value equal to the number of charge counters on ~\" (counted as it resolves)", async () => {
    const [bomb] = await compileFaces(face("Bomb", "{T}, Sacrifice Bomb: Destroy each nonland permanent with mana value equal to the number of charge counters on Bomb.", "Artifact"));
    const { game } = newGame();
    const b = game.setupCard(bomb!, 0, "battlefield", { counters: { charge: 2 } });
    const two = game.setupCard(creature("Two", 2, 2, [], { manaCost: "{1}{G}" }), 1, "battlefield");
    const one = game.setupCard(creature("One", 1, 1, [], { manaCost: "{G}" }), 1, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, b.id, 0, {});
    game.pass(0);
    game.pass(1);
    // the source is gone: its last known counters count (608.2h)
    expect(game.object(two.id)).toBeUndefined();
    expect(game.object(one.id)).toBeDefined();
  });
});

describe("\"with power or toughness N or greater\"", () => {
  it("either characteristic qualifies", async () => {
    const [repel] = await compileFaces(face("Repel", "Destroy target creature with power or toughness 4 or greater.", "Instant", "{1}"));
    const { game } = newGame();
    const wall = game.setupCard(creature("Wall", 0, 4), 1, "battlefield");
    const bear = game.setupCard(creature("Bear", 2, 2), 1, "battlefield");
    const r = game.setupCard(repel!, 0, "hand");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    expect(() => game.cast(0, r.id, { targets: [[{ object: bear.id }]] })).toThrow(/not a legal target/);
    game.cast(0, r.id, { targets: [[{ object: wall.id }]] });
    game.pass(0);
    game.pass(1);
    expect(game.object(wall.id)).toBeUndefined();
  });
});

describe("a conditional permission to cast as though it had flash", () => {
  it("\"If you control a creature with power 4 or greater, you may cast ~ as though it had flash.\"", async () => {
    const [grip] = await compileFaces(face("Grip", "If you control a creature with power 4 or greater, you may cast Grip as though it had flash.\nWhen Grip enters, draw a card.", "Enchantment", "{1}"));
    const { game } = newGame();
    const g = game.setupCard(grip!, 0, "hand");
    game.setupCard(creature("Top", 1, 1), 0, "library");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 1, step: "upkeep", number: 2 });
    game.pass(1);
    expect(() => game.cast(0, g.id, {})).toThrow(/can't be cast now/);
    game.setupCard(creature("Big", 4, 4), 0, "battlefield");
    game.cast(0, g.id, {});
    expect(game.stack()).toHaveLength(1);
  });
});

describe("\"You may play an additional land this turn\" (305.2)", () => {
  it("one more land play this turn only", async () => {
    const [explore] = await compileFaces(face("Explore", "You may play an additional land this turn.\nDraw a card.", "Sorcery", "{1}"));
    const land = { ...creature("Land", 0, 0), types: ["land"], power: null, toughness: null, manaCost: null };
    const { game } = newGame();
    const e = game.setupCard(explore!, 0, "hand");
    const lands = [0, 1, 2].map(() => game.setupCard(land, 0, "hand"));
    game.setupCard(creature("Top", 1, 1), 0, "library");
    game.setupMana(0, "{1}");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.playLand(0, lands[0]!.id);
    game.cast(0, e.id, {});
    game.pass(0);
    game.pass(1);
    game.playLand(0, lands[1]!.id);
    expect(() => game.playLand(0, lands[2]!.id)).toThrow(/already played 2 lands/);
  });
});

describe("a mana ability whose mana is replaced (\"… add {G}{G} instead\")", () => {
  it("adds {G}{G} with four creatures, {G} without", async () => {
    const [grove] = await compileFaces(face("Grove", "{T}: Add {G}. If you control four or more creatures, add {G}{G} instead.", "Land", ""));
    const { game } = newGame();
    const g = game.setupCard(grove!, 0, "battlefield");
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    game.activate(0, g.id, 0, {});
    expect(game.player(0).pool).toBe("{G}");
    const { game: g2 } = newGame();
    const g2v = g2.setupCard(grove!, 0, "battlefield");
    for (let i = 0; i < 4; i++) g2.setupCard(creature("Elf", 1, 1), 0, "battlefield");
    g2.setupTurn({ active: 0, step: "main1", number: 2 });
    g2.activate(0, g2v.id, 0, {});
    expect(g2.player(0).pool).toBe("{G}{G}");
  });
});
