/**
 * Keyword actions (rule 701) written over the public effect context, for generated code:
 * each is one call that does what the rule says.
 */
import type { EffectContext, Entity, ObjectFilter, ObjectView, PlayerView, ZoneName } from "./types.ts";

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

/**
 * 701.17a Sacrifice, when a player picks what: "Target player sacrifices a creature", "Each player
 * sacrifices two lands", "Sacrifice a creature". Each player (in APNAP order, rule 101.4) chooses
 * `count` of the permanents they control that match the filter — all of them if they have fewer —
 * then every chosen permanent is sacrificed at the same time. The filter's `controller`, if any, is
 * relative to the ability's controller as usual; each player only ever sacrifices their own.
 * Returns the permanents sacrificed (as they were).
 */
export function sacrificeChosen(
  ctx: EffectContext,
  players: Entity | undefined | readonly (Entity | undefined)[],
  filter: ObjectFilter,
  count: number,
): ObjectView[] {
  const list = (Array.isArray(players) ? players : [players]).filter((p): p is PlayerView => p !== undefined && p.kind === "player" && !p.lost);
  const n = ctx.game.players().length;
  const active = ctx.game.activePlayer();
  const apnap = [...list].sort((a, b) => ((a.id - active + n) % n) - ((b.id - active + n) % n));
  const chosen: ObjectView[] = [];
  for (const p of apnap) {
    const own = ctx.find({ ...filter, zone: "battlefield" }).filter((o) => o.controller === p.id);
    const k = Math.min(Math.max(0, Math.floor(count)), own.length);
    if (k === 0) continue;
    chosen.push(...(k === own.length ? own : ctx.chooseObjects(`${p.name}: choose ${k} to sacrifice`, own, k, k, p)));
  }
  if (chosen.length) ctx.sacrifice(chosen);
  return chosen;
}

/**
 * 701.44a Amass N: "If you don't control an Army creature, create a 0/0 black Zombie Army creature token. Choose an Army
 * creature you control. Put N +1/+1 counters on that creature." "Amass [subtype] N" creates a [subtype] Army instead, and the
 * chosen Army becomes that subtype in addition to its other types if it isn't one. Returns the Army chosen (701.44b: "the
 * Army you amassed"), whether or not it got counters.
 */
export function amass(ctx: EffectContext, n: number, subtype = "Zombie"): ObjectView | undefined {
  const armies = () => ctx.find({ types: ["creature"], subtypes: ["Army"], controller: "you" });
  if (armies().length === 0) {
    ctx.createToken({ manaCost: null, colors: ["B"], supertypes: [], types: ["creature"], subtypes: [subtype, "Army"], power: 0, toughness: 0, loyalty: null, abilities: [] });
  }
  const candidates = armies();
  if (candidates.length === 0) return undefined;
  const army = candidates.length === 1 ? candidates[0]! : ctx.chooseObjects("Amass: choose an Army creature you control", candidates, 1, 1)[0]!;
  if (subtype !== "Zombie" && !army.subtypes.includes(subtype)) {
    ctx.addContinuousEffect([army], "4", (c) => {
      if (!c.subtypes.includes(subtype)) c.subtypes = [...c.subtypes, subtype];
    });
  }
  ctx.addCounters(army, "+1/+1", n);
  return ctx.refresh(army) ?? army;
}

/**
 * 702.85a Cascade, as the triggered ability resolves (`ctx.self` is the spell with cascade, or its last known information):
 * exile cards from the top of your library until you exile a nonland card whose mana value is less than the spell's; you
 * may cast that card without paying its mana cost if the resulting spell's mana value is less than the spell's; then the
 * cards exiled this way that weren't cast go on the bottom of your library in a random order.
 */
export function cascade(ctx: EffectContext): void {
  const spell = ctx.refresh(ctx.self) ?? ctx.self;
  const mv = spell.manaValue ?? 0;
  const { exiled, hit } = exileUntil(ctx, (o) => !o.types.includes("land") && (o.manaValue ?? 0) < mv);
  const cast = hit && (hit.manaValue ?? 0) < mv ? ctx.castCard(hit, { withoutPaying: true }) : undefined;
  const rest = exiled.filter((o) => !(cast && o.id === hit?.id)).flatMap((o) => ctx.refresh(o) ?? []);
  if (rest.length) ctx.putInLibrary(rest, "bottom", "random");
}

/**
 * 701.33a Bolster N: "Choose a creature you control with the least toughness or tied for least toughness among creatures you
 * control. Put N +1/+1 counters on that creature." The choice is made as the instruction is carried out (not a target); nothing
 * happens if you control no creature. Returns the creature chosen.
 */
export function bolster(ctx: EffectContext, n: number): ObjectView | undefined {
  const mine = ctx.find({ types: ["creature"], controller: "you" });
  if (mine.length === 0) return undefined;
  const least = Math.min(...mine.map((o) => o.toughness ?? 0));
  const tied = mine.filter((o) => (o.toughness ?? 0) === least);
  const chosen = tied.length === 1 ? tied[0]! : ctx.chooseObjects(`Bolster ${n}: choose a creature with the least toughness`, tied, 1, 1)[0]!;
  ctx.addCounters(chosen, "+1/+1", n);
  return ctx.refresh(chosen) ?? chosen;
}

/** 701.43a Adapt N: "If this permanent has no +1/+1 counters on it, put N +1/+1 counters on it." Nothing if it has left the battlefield. */
export function adapt(ctx: EffectContext, n: number): void {
  const self = ctx.refresh(ctx.self);
  if (!self || self.zone !== "battlefield" || (self.counters["+1/+1"] ?? 0) > 0) return;
  ctx.addCounters(self, "+1/+1", n);
}

/**
 * Discover N (701.57a; Oracle reminder text): "Exile cards from the top of your library until you exile a nonland card with mana
 * value N or less. You may cast that card without paying its mana cost if the resulting spell's mana value is less than or equal to
 * N. If you don't cast it, put that card into your hand. Put the remaining exiled cards on the bottom of your library in a random
 * order." Returns the card discovered (as it was exiled), if any.
 */
export function discover(ctx: EffectContext, n: number): ObjectView | undefined {
  const { exiled, hit } = exileUntil(ctx, (o) => !o.types.includes("land") && (o.manaValue ?? 0) <= n);
  if (hit) {
    const cast = ctx.castCard(hit, { withoutPaying: true });
    const still = cast ? undefined : ctx.refresh(hit);
    if (still) ctx.moveToZone(still, "hand");
  }
  const rest = exiled.filter((o) => o.id !== hit?.id).flatMap((o) => ctx.refresh(o) ?? []);
  if (rest.length) ctx.putInLibrary(rest, "bottom", "random");
  return hit;
}

/** Exile cards from the top of your library one at a time until one matches (cascade, discover): all the cards exiled, and that one. */
function exileUntil(ctx: EffectContext, test: (o: ObjectView) => boolean): { exiled: ObjectView[]; hit: ObjectView | undefined } {
  const exiled: ObjectView[] = [];
  for (;;) {
    const top = ctx.game.objects("library", ctx.you.id)[0];
    if (!top) return { exiled, hit: undefined };
    const moved = ctx.moveToZone(top, "exile")[0];
    if (!moved) return { exiled, hit: undefined };
    exiled.push(moved);
    if (test(moved)) return { exiled, hit: moved };
  }
}

/**
 * "Search your library and/or graveyard for a card named …, put it into your hand" (701.19): the player searches those zones of
 * theirs for up to `count` cards matching the filter and puts them into `to`. With `either` ("and/or") the player may leave the
 * library out (a graveyard or hand is searched anyway: searching it changes nothing else). A card with a stated quality in a
 * library need not be found (701.19b); in public zones alone, the cards there are found. `shuffle`: the library is shuffled if it
 * was searched ("…, then shuffle"); otherwise the card's next instruction does it ("If you search your library this way, shuffle").
 */
export function searchZones(
  ctx: EffectContext,
  zones: readonly ("library" | "graveyard" | "hand")[],
  filter: ObjectFilter,
  count: number,
  to: ZoneName,
  options: { either?: boolean; tapped?: boolean; shuffle?: boolean } = {},
): { found: ObjectView[]; library: boolean } {
  const library = zones.includes("library") && (!options.either || zones.length === 1 || ctx.may("Search your library too?"));
  const searched = zones.filter((z) => z !== "library" || library);
  const candidates = searched.flatMap((z) => ctx.game.objects(z, ctx.you.id)).filter((o) => ctx.matches(o, { ...filter, zone: o.zone }));
  const max = Math.min(Math.max(0, Math.floor(count)), candidates.length);
  const picked = max === 0 ? [] : ctx.chooseObjects(`Search for up to ${count} card(s)`, candidates, library ? 0 : max, max);
  const found = picked.length ? ctx.moveToZone(picked, to, options.tapped ? { tapped: true } : {}) : [];
  if (library && options.shuffle) ctx.shuffle(ctx.you);
  return { found, library };
}

/** The permanent as it is now if it is still on the battlefield, and the player who controls it (as it last existed: 701.40c, 701.47c). */
function permanentAndController(ctx: EffectContext, permanent: ObjectView): { now: ObjectView | undefined; controller: PlayerView } {
  const now = ctx.refresh(permanent);
  const live = now && now.zone === "battlefield" ? now : undefined;
  return { now: live, controller: ctx.game.player((live ?? permanent).controller) };
}

/**
 * 701.40a Explore: the permanent's controller reveals the top card of their library. If it's a land card, they put it into their
 * hand; otherwise they put a +1/+1 counter on the exploring permanent and may put the revealed card into their graveyard (with
 * no card to reveal, the permanent gets the counter). The permanent explores even if it has left the battlefield (701.40b).
 */
export function explore(ctx: EffectContext, permanent: Entity | undefined): void {
  if (!permanent || permanent.kind !== "object") return;
  const { controller } = permanentAndController(ctx, permanent);
  const top = ctx.game.objects("library", controller.id)[0];
  if (top) ctx.reveal(top);
  if (top && top.types.includes("land")) {
    ctx.moveToZone(top, "hand");
    return;
  }
  const { now } = permanentAndController(ctx, permanent);
  if (now) ctx.addCounters(now, "+1/+1", 1);
  const still = top ? ctx.refresh(top) : undefined;
  if (still && ctx.may(`Put ${still.name} into your graveyard?`, controller)) ctx.moveToZone(still, "graveyard");
}

/**
 * 701.47a Connive (701.47e Connive N): the permanent's controller draws N cards, then discards N cards; for each nonland card
 * discarded this way, they put a +1/+1 counter on the conniving permanent.
 */
export function connive(ctx: EffectContext, permanent: Entity | undefined, n = 1): void {
  if (!permanent || permanent.kind !== "object") return;
  const { controller } = permanentAndController(ctx, permanent);
  ctx.draw(controller, n);
  const hand = ctx.game.objects("hand", controller.id);
  const k = Math.min(n, hand.length);
  const discarded = k === 0 ? [] : k === hand.length ? hand : ctx.chooseObjects(`Connive: discard ${k} card(s)`, hand, k, k, controller);
  if (discarded.length) ctx.discardCards(discarded);
  const nonland = discarded.filter((o) => !o.types.includes("land")).length;
  const { now } = permanentAndController(ctx, permanent);
  if (nonland > 0 && now) ctx.addCounters(now, "+1/+1", nonland);
}
