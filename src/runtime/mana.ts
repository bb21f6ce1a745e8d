/**
 * Mana symbols, costs and pools (rules 106, 107.4, 202, 601.2f-h).
 */
import type { Color, ManaType } from "./types.ts";

/** One symbol of a cost. `any` lists what pays it (a hybrid symbol lists two colours). */
export type CostSymbol = { kind: "generic"; amount: number } | { kind: "colored"; any: ManaType[] } | { kind: "x" };

export interface ManaCost {
  generic: number;
  /** Coloured and colourless-specific symbols, each paid by one mana of one of the listed types. */
  colored: ManaType[][];
  /** Number of {X} symbols. */
  x: number;
}

export const COLORS: readonly Color[] = ["W", "U", "B", "R", "G"];
const MANA_TYPES: readonly string[] = ["W", "U", "B", "R", "G", "C"];

export class ManaSyntaxError extends Error {}

/** Parse `"{2}{U}{U}"`, `"{X}{R}"`, `"{W/U}"`. Phyrexian, snow and two-generic hybrid symbols are not implemented and throw. */
export function parseManaCost(text: string): ManaCost {
  const cost: ManaCost = { generic: 0, colored: [], x: 0 };
  const re = /\{([^}]*)\}/g;
  let consumed = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    if (m.index !== consumed) throw new ManaSyntaxError(`unexpected text in mana cost "${text}"`);
    consumed = m.index + m[0].length;
    const sym = m[1]!.toUpperCase();
    if (/^\d+$/.test(sym)) cost.generic += Number(sym);
    else if (sym === "X") cost.x += 1;
    else if (MANA_TYPES.includes(sym)) cost.colored.push([sym as ManaType]);
    else if (/^[WUBRG]\/[WUBRG]$/.test(sym)) cost.colored.push([sym[0] as ManaType, sym[2] as ManaType]);
    else throw new ManaSyntaxError(`mana symbol {${sym}} is not implemented by the runtime`);
  }
  if (consumed !== text.length) throw new ManaSyntaxError(`unexpected text in mana cost "${text}"`);
  return cost;
}

/** Mana value of a cost (rule 202.3), X as given. */
export function manaValue(cost: ManaCost, x = 0): number {
  return cost.generic + cost.colored.length + cost.x * x;
}

export function formatManaCost(cost: ManaCost): string {
  let s = "";
  for (let i = 0; i < cost.x; i++) s += "{X}";
  if (cost.generic > 0 || (cost.colored.length === 0 && cost.x === 0)) s += `{${cost.generic}}`;
  for (const c of cost.colored) s += `{${c.join("/")}}`;
  return s;
}

export function addCosts(a: ManaCost, b: ManaCost): ManaCost {
  return { generic: a.generic + b.generic, colored: [...a.colored, ...b.colored], x: a.x + b.x };
}

/** Parse mana to put in a pool: `"{R}{R}{2}"` (a number in a pool is that much colourless mana). */
export function parseManaUnits(text: string): ManaType[] {
  const cost = parseManaCost(text);
  if (cost.x > 0) throw new ManaSyntaxError(`a pool cannot hold {X}: "${text}"`);
  const units: ManaType[] = [];
  for (const c of cost.colored) {
    if (c.length !== 1) throw new ManaSyntaxError(`a pool cannot hold hybrid mana: "${text}"`);
    units.push(c[0]!);
  }
  for (let i = 0; i < cost.generic; i++) units.push("C");
  return units;
}

export function formatPool(units: readonly ManaType[]): string {
  const order = ["W", "U", "B", "R", "G", "C"];
  return [...units]
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((u) => `{${u}}`)
    .join("");
}

/** A potential source of mana for automatic payment: one activation yields one of `options`. */
export interface ManaSource<K> {
  key: K;
  options: ManaType[][];
}

export interface PaymentPlan<K> {
  /** Mana abilities to activate, with the chosen option index. */
  activations: { key: K; option: number }[];
  /** Indices of pool units used (after activations, the pool is re-planned). */
  poolUsed: number[];
}

/**
 * Find a way to pay `cost` (X already folded into generic) with the pool first,
 * then with mana sources. Depth-first search; costs and boards are small.
 */
export function planPayment<K>(cost: ManaCost, pool: readonly ManaType[], sources: readonly ManaSource<K>[]): PaymentPlan<K> | null {
  // Requirements: most constrained coloured symbols first, then generic.
  const reqs: (ManaType[] | null)[] = [...cost.colored].sort((a, b) => a.length - b.length);
  for (let i = 0; i < cost.generic; i++) reqs.push(null);

  const poolFree = pool.map(() => true);
  const extra: ManaType[] = []; // produced by activations, unused so far
  const extraFree: boolean[] = [];
  const sourceUsed = sources.map(() => false);
  const activations: { key: K; option: number }[] = [];
  const poolUsed: number[] = [];

  const fits = (req: ManaType[] | null, unit: ManaType) => req === null || req.includes(unit);
  const poolIndices = pool.map((_, i) => i);
  const poolOrder = [...poolIndices].sort((a, b) => (pool[a] === "C" ? 0 : 1) - (pool[b] === "C" ? 0 : 1));

  const solve = (i: number): boolean => {
    if (i === reqs.length) return true;
    const req = reqs[i]!;
    // 1. the pool
    const triedPool = new Set<ManaType>();
    // Generic mana is paid with colourless first, keeping coloured mana for coloured symbols.
    const order = req === null ? poolOrder : poolIndices;
    for (const p of order) {
      const unit = pool[p]!;
      if (!poolFree[p] || !fits(req, unit) || triedPool.has(unit)) continue;
      triedPool.add(unit);
      poolFree[p] = false;
      poolUsed.push(p);
      if (solve(i + 1)) return true;
      poolUsed.pop();
      poolFree[p] = true;
    }
    // 2. mana already produced by an activation in this plan
    const triedExtra = new Set<ManaType>();
    for (let e = 0; e < extra.length; e++) {
      const unit = extra[e]!;
      if (!extraFree[e] || !fits(req, unit) || triedExtra.has(unit)) continue;
      triedExtra.add(unit);
      extraFree[e] = false;
      if (solve(i + 1)) return true;
      extraFree[e] = true;
    }
    // 3. a new activation
    for (let s = 0; s < sources.length; s++) {
      if (sourceUsed[s]) continue;
      const src = sources[s]!;
      for (let o = 0; o < src.options.length; o++) {
        const units = src.options[o]!;
        const idx = units.findIndex((u) => fits(req, u));
        if (idx < 0) continue;
        sourceUsed[s] = true;
        activations.push({ key: src.key, option: o });
        const start = extra.length;
        units.forEach((u, k) => {
          extra.push(u);
          extraFree.push(k !== idx);
        });
        if (solve(i + 1)) return true;
        extra.length = start;
        extraFree.length = start;
        activations.pop();
        sourceUsed[s] = false;
      }
    }
    return false;
  };
  return solve(0) ? { activations: [...activations], poolUsed: [...poolUsed] } : null;
}
