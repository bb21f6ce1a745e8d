/** Shared helpers of the code generator's tests. */
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { loadCardFile } from "../../src/cards/load.ts";
import type { CardFace } from "../../src/emit/index.ts";

export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A card of the library (`cards/<file>.yaml`) as the generator's input. */
export function libraryFace(file: string): CardFace {
  const c = loadCardFile(join(ROOT, "cards", `${file}.yaml`));
  const [power, toughness] = c.pt ? c.pt.split("/") : [undefined, undefined];
  const face: CardFace = { name: c.name, text: c.text, type: c.type };
  if (c.cost !== undefined) face.manaCost = c.cost;
  if (power !== undefined) face.power = power;
  if (toughness !== undefined) face.toughness = toughness;
  if (c.loyalty !== undefined) face.loyalty = c.loyalty;
  return face;
}
