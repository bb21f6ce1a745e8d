/**
 * Keyword actions (rule 701) written over the public effect context, for generated code:
 * each is one call that does what the rule says.
 */
import type { EffectContext, Entity, ObjectView } from "./types.ts";

/** 701.12 Fight: each creature deals damage equal to its power to the other. If either is no longer on the battlefield or no longer a creature, no damage is dealt (701.12b). */
export function fight(ctx: EffectContext, a: Entity | undefined, b: Entity | undefined): void {
  const x = a?.kind === "object" ? ctx.refresh(a) : undefined;
  const y = b?.kind === "object" ? ctx.refresh(b) : undefined;
  if (!x || !y || x.zone !== "battlefield" || y.zone !== "battlefield" || !x.types.includes("creature") || !y.types.includes("creature")) return;
  ctx.dealDamage(x, y, x.power ?? 0);
  ctx.dealDamage(y, x, y.power ?? 0);
}

/**
 * 701.27 Proliferate: choose any number of permanents and/or players that have a counter, then give
 * each one additional counter of each kind already there.
 */
export function proliferate(ctx: EffectContext): void {
  const candidates = ctx.find({ where: (o: ObjectView) => Object.values(o.counters).some((n) => n > 0) });
  const chosen = candidates.length ? ctx.chooseObjects("Proliferate: choose permanents with counters", candidates, 0, candidates.length) : [];
  for (const o of chosen) for (const [kind, n] of Object.entries(o.counters)) if (n > 0) ctx.addCounters(o, kind, 1);
  for (const p of ctx.game.players()) {
    if (p.poison > 0 && ctx.may(`Proliferate: give ${p.name} another poison counter?`)) ctx.addPoison(p, 1);
  }
}
