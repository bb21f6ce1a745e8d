/**
 * Random play: whatever the players try, every object is in exactly one zone, no
 * counter is negative, an illegal attempt leaves the game exactly as it was, and
 * passing empties the stack.
 */
import { BASIC_LANDS, type CardDefinition, type Game, IllegalActionError, type Ref, type ZoneName } from "oraclec/runtime";
import { expect } from "vitest";
import {
  FurnaceOfRath,
  KalastriaHighborn,
  LightningBolt,
  OrbOfDreams,
  Shock,
  SulfuricVortex,
  VampireNighthawk,
  WrathOfGod,
} from "./fixtures/cards.ts";
import {
  BlackKnight,
  BoggartRamGang,
  GlistenerElf,
  Naturalize,
  OblivionRing,
  Opt,
  ActOfTreason,
  AjanisPridemate,
  Bonesplitter,
  Cloudshift,
  Fog,
  GarrukWildspeaker,
  GloriousAnthem,
  HealingSalve,
  HowlingMine,
  HypnoticSpecter,
  IsamaruHoundOfKonda,
  ManaLeak,
  Pacifism,
  Rancor,
  SneakAttack,
  ArcTrail,
  ColossalDreadmaw,
  DauthiSlayer,
  DrudgeSkeletons,
  GiantGrowth,
  GrizzlyBears,
  LlanowarElves,
  MoggFanatic,
  MoonlitWake,
  PunctureBolt,
  RagingGoblin,
  ServantOfTheScale,
  SoulWarden,
  Unsummon,
  YouthfulKnight,
} from "./fixtures/more-cards.ts";
import { newGame } from "./helpers.ts";

const POOL: CardDefinition[] = [
  Shock,
  LightningBolt,
  KalastriaHighborn,
  VampireNighthawk,
  WrathOfGod,
  SulfuricVortex,
  AjanisPridemate,
  ArcTrail,
  ColossalDreadmaw,
  DauthiSlayer,
  DrudgeSkeletons,
  GiantGrowth,
  GrizzlyBears,
  LlanowarElves,
  MoggFanatic,
  MoonlitWake,
  PunctureBolt,
  RagingGoblin,
  ServantOfTheScale,
  SoulWarden,
  Unsummon,
  YouthfulKnight,
  FurnaceOfRath,
  OrbOfDreams,
  ActOfTreason,
  Bonesplitter,
  Cloudshift,
  Fog,
  GarrukWildspeaker,
  GloriousAnthem,
  HealingSalve,
  HowlingMine,
  HypnoticSpecter,
  IsamaruHoundOfKonda,
  ManaLeak,
  Pacifism,
  Rancor,
  SneakAttack,
  BlackKnight,
  BoggartRamGang,
  GlistenerElf,
  Naturalize,
  OblivionRing,
  Opt,
];
export const POOL_SIZE = POOL.length;
const LANDS = [BASIC_LANDS.Mountain!, BASIC_LANDS.Forest!, BASIC_LANDS.Swamp!, BASIC_LANDS.Plains!, BASIC_LANDS.Island!];
const ZONES: ZoneName[] = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"];

function checkInvariants(game: Game): void {
  const seen = new Map<number, string>();
  for (const zone of ZONES) {
    for (const v of game.objects(zone)) {
      expect(seen.has(v.id), `object ${v.id} (${v.name}) is in ${zone} and ${seen.get(v.id)}`).toBe(false);
      seen.set(v.id, zone);
      for (const [k, n] of Object.entries(v.counters)) expect(n, `${v.name} has ${n} ${k} counters`).toBeGreaterThan(0);
      expect(v.damage).toBeGreaterThanOrEqual(0);
      if (zone !== "battlefield") expect(v.token, `token ${v.name} outside the battlefield`).toBe(false);
    }
  }
  for (const c of game.createdObjects())
    if (game.exists(c.id)) expect(seen.has(c.id), `object ${c.id} (${c.name}) exists but is in no zone`).toBe(true);
  for (const p of game.players()) expect(p.poison).toBeGreaterThanOrEqual(0);
}

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length ? list[n % list.length] : undefined;
}

/** Try one action chosen by `n`; an illegal one must change nothing. */
function step(game: Game, n: number, m: number): void {
  const t = game.turnInfo();
  if (t.waiting === "gameOver") return;
  if (t.waiting === "attackers") {
    // Creatures that attack each combat if able (508.1d) are always declared, the others at random.
    const required = new Set(game.requiredAttackers(t.active));
    const mine = game.objects("battlefield").filter((v) => v.controller === t.active && v.types.includes("creature") && !v.tapped);
    const defender = { player: (t.active + 1) % 2 } as Ref;
    const attackers = mine.filter((v, i) => required.has(v.id) || (n >> i) & 1).map((v) => ({ attacker: v.id, defender }));
    try {
      game.declareAttackers(t.active, attackers);
    } catch (e) {
      if (!(e instanceof IllegalActionError)) throw e;
      game.declareAttackers(t.active, [...required].map((attacker) => ({ attacker, defender })));
    }
    const attacking = new Set(game.combat().attackers.map((a) => a.attacker));
    expect([...required].filter((id) => !attacking.has(id)), "a creature that must attack did not (508.1d)").toEqual([]);
    return;
  }
  if (t.waiting === "blockers") {
    for (const p of t.blockers) {
      const attackers = game.combat().attackers.map((a) => a.attacker);
      const mine = game.objects("battlefield").filter((v) => v.controller === p && v.types.includes("creature") && !v.tapped);
      const blocks = mine
        .filter((_, i) => (m >> i) & 1)
        .map((v, i) => ({ blocker: v.id, attacker: attackers[(n + i) % Math.max(1, attackers.length)]! }))
        .filter((b) => b.attacker !== undefined);
      try {
        game.declareBlockers(p, blocks);
      } catch (e) {
        if (!(e instanceof IllegalActionError)) throw e;
        game.declareBlockers(p, []);
      }
    }
    return;
  }
  const player = t.priority!;
  const before = game.fingerprint();
  try {
    switch (n % 6) {
      case 0:
      case 1: {
        const card = pick(game.objects("hand", player), m);
        if (!card) return game.pass(player);
        if (card.types.includes("land")) return game.playLand(player, card.id);
        const everyone: Ref[] = [
          ...game.players().map((p) => ({ player: p.id })),
          ...game.objects("battlefield").map((v) => ({ object: v.id })),
          ...game.objects("stack").map((v) => ({ object: v.id })),
        ];
        const targets = card.abilities.some((a) => a.kind === "spell" && (a.targets?.length ?? 0) > 0)
          ? (card.abilities.find((a) => a.kind === "spell") as { targets: unknown[] }).targets.map((_, i) => [pick(everyone, m + i * 7)!])
          : undefined;
        return void game.cast(player, card.id, targets ? { targets } : {});
      }
      case 2: {
        const mine = game.objects("battlefield").filter((v) => v.controller === player && v.abilities.some((a) => a.kind === "activated"));
        const obj = pick(mine, m);
        if (!obj) return game.pass(player);
        const everyone: Ref[] = [
          ...game.players().map((p) => ({ player: p.id })),
          ...game.objects("battlefield").map((v) => ({ object: v.id })),
        ];
        const ab = obj.abilities.filter((a) => a.kind === "activated")[0]!;
        return game.activate(player, obj.id, 0, ab.kind === "activated" && ab.targets?.length ? { targets: [[pick(everyone, m)!]] } : {});
      }
      default:
        return game.pass(player);
    }
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    expect(game.fingerprint(), `after the illegal action "${e.message}"`).toBe(before);
    game.pass(player);
  }
}

/** Play a random game: `cards` picks the starting cards from the pool, `moves` the actions tried. */
export function playRandomGame(cards: number[], moves: [number, number][]): Game {
  const { game } = newGame();
  cards.forEach((c, i) => {
    const owner = i % 2;
    const def = POOL[c]!;
    const permanent = !def.types.includes("instant") && !def.types.includes("sorcery");
    game.setupCard(def, owner, permanent && i % 3 === 0 ? "battlefield" : "hand");
  });
  for (let p = 0; p < 2; p++) {
    for (let k = 0; k < 4; k++) game.setupCard(LANDS[(p + k) % LANDS.length]!, p, "battlefield");
    game.setupCard(LANDS[p]!, p, "hand");
    for (let k = 0; k < 10; k++) game.setupCard(pick(POOL, p * 10 + k * 3)!, p, "library");
  }
  game.setupTurn({ active: 0, step: "main1", number: 2 });
  checkInvariants(game);
  for (const [n, m] of moves) {
    step(game, n, m);
    checkInvariants(game);
  }
  // Everyone passes: the stack empties.
  for (let guard = 0; guard < 200 && game.stack().length > 0 && !game.isOver(); guard++) {
    const t = game.turnInfo();
    if (t.waiting === "priority") game.pass(t.priority!);
    else step(game, 0, 0);
  }
  expect(
    game.isOver() || game.stack().length === 0,
    game.events
      .map((e) => `T${e.turn} ${e.step}: ${e.text}`)
      .slice(-40)
      .join("\n"),
  ).toBe(true);
  checkInvariants(game);
  return game;
}
