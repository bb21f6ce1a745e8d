/**
 * Compiling card text with the code generator and importing the generated modules, so that a
 * test plays what the compiler emitted (not the AST, not a hand-written definition).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { CardDefinition } from "oraclec/runtime";
import { type CardFace, generateCard } from "../../src/emit/index.ts";
import { ROOT } from "./helpers.ts";

let counter = 0;

/** Generate each face's module, import it, and return the definitions; a refused card throws with its diagnostics. */
export async function compileFaces(...faces: CardFace[]): Promise<CardDefinition[]> {
  const dir = mkdtempSync(join(ROOT, ".oraclec-test-"));
  try {
    const out: CardDefinition[] = [];
    for (const face of faces) {
      const g = generateCard(face);
      if (g.refused.length) throw new Error(`${face.name} refused: ${g.refused.map((d) => d.message).join("; ")}`);
      const file = join(dir, `card${counter++}.ts`);
      writeFileSync(file, g.source);
      out.push(((await import(pathToFileURL(file).href)) as { card: CardDefinition }).card);
    }
    return out;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A creature face. */
export function creatureFace(name: string, text: string, pt = "2/2", type = "Creature — Human"): CardFace {
  const [power, toughness] = pt.split("/");
  return { name, text, type, manaCost: "{1}", power: power!, toughness: toughness! };
}

/** A face of another type ("Instant", "Enchantment"). */
export function face(name: string, text: string, type: string, manaCost = "{1}"): CardFace {
  return { name, text, type, manaCost };
}
