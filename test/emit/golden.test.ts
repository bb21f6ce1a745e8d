/**
 * Golden files: the generated module of one card per ability shape, under test/emit/golden/.
 * Regenerate them with `UPDATE_GOLDEN=1 npx vitest run test/emit/golden.test.ts` and review the diff.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compileCard } from "../../src/emit/index.ts";
import { libraryFace, ROOT } from "./helpers.ts";

const DIR = join(ROOT, "test/emit/golden");

/** One card per ability shape the generator handles (and one it refuses). */
export const GOLDEN: Record<string, string> = {
  shock: "spell with a target (any target)",
  "wrath-of-god": "spell: destroy all, can't be regenerated",
  "boros-charm": "modal spell, grant keyword until end of turn",
  "mana-leak": "counter unless its controller pays",
  "raise-the-alarm": "tokens",
  "think-twice": "flashback (alternative cost from the graveyard)",
  "blistering-firecat": "morph: cast face down (alternative cost), a special action of the face-down permanent turns it face up",
  "nimbus-naiad": "bestow: an alternative cost that makes the spell an Aura",
  "mammoth-growth": "foretell: a special action from the hand, an alternative cost from exile",
  "sacred-cat": "embalm: an ability from the graveyard creating a token copy of the card itself",
  "prodigal-sorcerer": "activated {T} ability",
  "nezumi-bone-reader": "activated: sacrifice cost, only as a sorcery",
  "llanowar-elves": "mana ability",
  "tranquil-cove": "enters tapped, enters trigger, mana choice",
  "garruk-wildspeaker": "loyalty abilities",
  "sakura-tribe-elder": "search the library",
  "kalastria-highborn": "dies trigger: self or another, may pay, if you do",
  "felidar-sovereign": "keywords, intervening if",
  "sulfuric-vortex": "each player's upkeep, that player; life gain replaced",
  "sneak-attack": "optional choice, delayed trigger",
  rancor: "enchant, static pump and grant, put into a graveyard trigger",
  pacifism: "restriction",
  bonesplitter: "equip",
  trinisphere: "cost minimum with as long as",
  "furnace-of-rath": "replacement: double damage",
  "orb-of-dreams": "replacement: permanents enter tapped",
  "blightsteel-colossus": "replacement from anywhere: put into a graveyard → revealed and shuffled into its owner's library",
  "fog-bank": "prevention: combat damage dealt to and dealt by it",
  "sphere-of-grace": "prevention: N of the damage a black source would deal to you",
  "yixlid-jailer": "layer 6: cards in graveyards lose all abilities",
  "engineered-plague": "as enters choose; static of the chosen type",
  "white-knight": "protection, first strike",
  "river-boa": "landwalk, regenerate",
  "oblivion-ring": "linked abilities: exile another target, return the exiled card under its owner's control",
  stasis: "players skip their untap steps; sacrifice unless you pay",
  "exquisite-archangel": "replacement: if you would lose the game, instead …",
  earthquake: "damage to each creature without flying and each player",
  "viridian-longbow": "grants a quoted activated ability",
  "burst-lightning": "kicker; if kicked, deals 4 damage instead",
  "servant-of-the-scale": "enters with counters; where X is the number of counters on it",
  necropotence: "skip your draw step; exile face down, put that card into your hand at your next end step",
  cloudshift: "exile, then return that card under your control",
  "hypnotic-specter": "trigger: deals damage to an opponent; discard at random",
  "reassembling-skeleton": "activated from the graveyard (113.6m)",
  "arc-trail": "damage to two different targets",
  fireball: "refused: text the parser cannot read",
};

describe("golden modules (test/emit/golden)", () => {
  for (const [file, shape] of Object.entries(GOLDEN)) {
    it(`${file}: ${shape}`, async () => {
      const g = await compileCard(libraryFace(file));
      const path = join(DIR, `${file}.ts`);
      if (process.env.UPDATE_GOLDEN === "1" || !existsSync(path)) writeFileSync(path, g.source);
      expect(g.source).toBe(readFileSync(path, "utf8"));
    });
  }
});
