/**
 * Random play over compiled cards for `npm run bench -- --only runtime`: the driver of
 * test/runtime/random-play.ts (the property test's), without vitest, with a seeded
 * generator, counting actions and invariant violations instead of failing:
 * every object in exactly one zone, no negative counter, damage or poison, no token
 * outside the battlefield, an illegal attempt leaves the game exactly as it was, and
 * passing empties the stack.
 */
import {
  BASIC_LANDS,
  type CardDefinition,
  type ChoiceValue,
  type Decision,
  type DecisionMaker,
  Game,
  IllegalActionError,
  type Ref,
  type ZoneName,
} from "oraclec/runtime";

const ZONES: ZoneName[] = ["library", "hand", "battlefield", "graveyard", "stack", "exile", "command"];
const LANDS = [BASIC_LANDS.Mountain!, BASIC_LANDS.Forest!, BASIC_LANDS.Swamp!, BASIC_LANDS.Plains!, BASIC_LANDS.Island!];

/** Takes defaults: yes, timestamp order, first option, first candidates. */
class Defaults implements DecisionMaker {
  may(): boolean {
    return true;
  }
  order(d: Decision & { kind: "order" }): number[] {
    return d.items.map((_, i) => i);
  }
  replacement(): number {
    return 0;
  }
  targets(d: Decision & { kind: "targets" }): Ref[][] {
    return d.specs.map((s, i) => d.candidates[i]!.slice(0, s.min ?? 1).map((c) => (c.kind === "player" ? { player: c.id } : { object: c.id })));
  }
  choose(d: Decision & { kind: "choose" }): ChoiceValue[] {
    if (d.options) return d.options.slice(0, d.min);
    // Open choices: a plausible value, as many as the minimum (at least one).
    const open: Partial<Record<string, ChoiceValue>> = { color: "R", creatureType: "Goblin", cardType: "creature", cardName: "Shock", number: 1 };
    const v = open[d.what];
    return v === undefined ? [] : Array.from({ length: Math.max(1, d.min) }, () => v);
  }
}

/** mulberry32 */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface PlayStats {
  games: number;
  /** Actions taken (cast, activate, play a land, declare, pass), legal ones. */
  actions: number;
  /** Attempts the runtime refused (IllegalActionError), each followed by a pass. */
  illegal: number;
  /** Invariant violations, by kind → count. */
  violations: Map<string, number>;
  /** Other errors the runtime threw (not implemented, …), by message → count: the game is abandoned. */
  errors: Map<string, number>;
}

export function newStats(): PlayStats {
  return { games: 0, actions: 0, illegal: 0, violations: new Map(), errors: new Map() };
}

const bump = (m: Map<string, number>, k: string): void => void m.set(k, (m.get(k) ?? 0) + 1);

function checkInvariants(game: Game, stats: PlayStats): void {
  const seen = new Map<number, string>();
  for (const zone of ZONES) {
    for (const v of game.objects(zone)) {
      if (seen.has(v.id)) bump(stats.violations, "object in two zones");
      seen.set(v.id, zone);
      for (const n of Object.values(v.counters)) if (!(n > 0)) bump(stats.violations, "counter count not positive");
      if (v.damage < 0) bump(stats.violations, "negative damage");
      if (zone !== "battlefield" && v.token) bump(stats.violations, "token outside the battlefield");
    }
  }
  for (const c of game.createdObjects()) if (game.exists(c.id) && !seen.has(c.id)) bump(stats.violations, `object in no zone (${c.name})`);
  for (const p of game.players()) if (p.poison < 0) bump(stats.violations, "negative poison");
}

function pick<T>(list: readonly T[], n: number): T | undefined {
  return list.length ? list[n % list.length] : undefined;
}

/** Try one action chosen by `n`, `m`; an illegal one must change nothing, and the player passes. */
function step(game: Game, n: number, m: number, stats: PlayStats): void {
  const t = game.turnInfo();
  if (t.waiting === "gameOver") return;
  stats.actions++;
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
      stats.illegal++;
      game.declareAttackers(t.active, [...required].map((attacker) => ({ attacker, defender })));
    }
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
        stats.illegal++;
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
        const spell = card.abilities.find((a) => a.kind === "spell") as { targets?: unknown[] } | undefined;
        const targets = spell?.targets?.length ? spell.targets.map((_, i) => [pick(everyone, m + i * 7)!]) : undefined;
        return void game.cast(player, card.id, targets ? { targets } : {});
      }
      case 2: {
        const mine = game.objects("battlefield").filter((v) => v.controller === player && v.abilities.some((a) => a.kind === "activated"));
        const obj = pick(mine, m);
        if (!obj) return game.pass(player);
        const everyone: Ref[] = [...game.players().map((p) => ({ player: p.id })), ...game.objects("battlefield").map((v) => ({ object: v.id }))];
        const index = obj.abilities.findIndex((a) => a.kind === "activated");
        const ab = obj.abilities[index]!;
        return game.activate(player, obj.id, 0, ab.kind === "activated" && ab.targets?.length ? { targets: [[pick(everyone, m)!]] } : {});
      }
      default:
        return game.pass(player);
    }
  } catch (e) {
    if (!(e instanceof IllegalActionError)) throw e;
    stats.illegal++;
    if (game.fingerprint() !== before) bump(stats.violations, "an illegal attempt changed the game");
    game.pass(player);
  }
}

/** One random game over `pool` (cards picked by `random`), `moves` actions, then everyone passes. */
export function playRandomGame(pool: readonly CardDefinition[], random: () => number, moves: number, stats: PlayStats): void {
  const int = (k: number): number => Math.floor(random() * k);
  const game = new Game({ players: [{ name: "Alice" }, { name: "Bob" }], decisions: new Defaults(), seed: 1 + int(1 << 30) });
  stats.games++;
  try {
    const starting = 6 + int(9);
    for (let i = 0; i < starting; i++) {
      const def = pool[int(pool.length)]!;
      const permanent = !def.types.includes("instant") && !def.types.includes("sorcery");
      game.setupCard(def, i % 2, permanent && i % 3 === 0 ? "battlefield" : "hand");
    }
    for (let p = 0; p < 2; p++) {
      for (let k = 0; k < 4; k++) game.setupCard(LANDS[(p + k) % LANDS.length]!, p, "battlefield");
      game.setupCard(LANDS[p]!, p, "hand");
      for (let k = 0; k < 10; k++) game.setupCard(pool[int(pool.length)]!, p, "library");
    }
    game.setupTurn({ active: 0, step: "main1", number: 2 });
    checkInvariants(game, stats);
    for (let i = 0; i < moves && !game.isOver(); i++) {
      step(game, int(1001), int(1001), stats);
      checkInvariants(game, stats);
    }
    // Everyone passes: the stack empties.
    for (let guard = 0; guard < 200 && game.stack().length > 0 && !game.isOver(); guard++) {
      const t = game.turnInfo();
      stats.actions++;
      if (t.waiting === "priority") game.pass(t.priority!);
      else step(game, 0, 0, stats);
    }
    if (!game.isOver() && game.stack().length > 0) bump(stats.violations, "the stack did not empty");
    checkInvariants(game, stats);
  } catch (e) {
    bump(stats.errors, `${e instanceof Error ? e.name : "Error"}: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]!.slice(0, 120)}`);
  }
}
