/**
 * Random play (fast-check): every object is in exactly one zone, no counter is negative,
 * an illegal attempt leaves the game exactly as it was, and passing empties the stack.
 */
import fc from "fast-check";
import { describe, it } from "vitest";
import { POOL_SIZE, playRandomGame } from "./random-play.ts";

describe("random legal play (property)", () => {
  it("keeps the game consistent", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: POOL_SIZE - 1 }), { minLength: 6, maxLength: 14 }),
        fc.array(fc.tuple(fc.nat(1000), fc.nat(1000)), { minLength: 20, maxLength: 100 }),
        (cards, moves) => {
          playRandomGame(cards, moves);
        },
      ),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 80) },
    );
  });
});
