/**
 * Builders for the most common trigger conditions and replacement effects, so that
 * generated code can say `trigger: onDies({ types: ["creature"] })` instead of
 * writing the event match by hand. Everything here is plain data + functions over
 * the public types; hand-written definitions may use them or not.
 */
import type {
  AbilityContext,
  EffectContext,
  GameEvent,
  ObjectView,
  ObjectPredicate,
  ReplacementAbility,
  SourceText,
  Step,
  Trigger,
  TriggeredAbility,
} from "./types.ts";

/** Whose step/turn/action: relative to the ability's controller. */
export type Whose = "your" | "each" | "opponent's";

function whose(w: Whose, player: number, ctx: AbilityContext): boolean {
  return w === "each" || (w === "your" ? player === ctx.you.id : player !== ctx.you.id);
}

function objectMatches(filter: ObjectPredicate | undefined) {
  return (object: Parameters<AbilityContext["matches"]>[0], ctx: AbilityContext) => filter === undefined || ctx.matches(object, filter);
}

/** "When/Whenever [filter] enters the battlefield" (`{self: true}` for "this"). */
export function onEnter(filter?: ObjectPredicate): Trigger {
  const m = objectMatches(filter);
  return { event: "entersBattlefield", match: (e, ctx) => e.kind === "entersBattlefield" && m(e.object, ctx) };
}

/** "When/Whenever [filter] dies" — looks back in time (rule 603.10a). */
export function onDies(filter?: ObjectPredicate): Trigger {
  const m = objectMatches(filter);
  return { event: "dies", match: (e, ctx) => e.kind === "dies" && m(e.object, ctx) };
}

/** "When/Whenever [filter] leaves the battlefield" — looks back in time. */
export function onLeave(filter?: ObjectPredicate): Trigger {
  const m = objectMatches(filter);
  return { event: "leavesBattlefield", match: (e, ctx) => e.kind === "leavesBattlefield" && m(e.object, ctx) };
}

/** "At the beginning of [your / each / each opponent's] [step]". */
export function atBeginningOf(step: Step, w: Whose = "your"): Trigger {
  return { event: "beginStep", match: (e, ctx) => e.kind === "beginStep" && e.step === step && whose(w, e.active.id, ctx) };
}

/** "Whenever [you / a player / an opponent] cast(s) a [filter] spell". */
export function onCast(filter?: ObjectPredicate, w: Whose = "your"): Trigger {
  const m = objectMatches(filter === undefined ? undefined : typeof filter === "function" ? filter : { zone: "stack", ...filter });
  return { event: "cast", match: (e, ctx) => e.kind === "cast" && whose(w, e.player.id, ctx) && m(e.spell, ctx) };
}

/** "Whenever you cast or copy an instant or sorcery spell" (707.10: a copy is put onto the stack, not cast). */
export function onCastOrCopy(filter?: ObjectPredicate, w: Whose = "your"): Trigger {
  const m = objectMatches(filter === undefined ? undefined : typeof filter === "function" ? filter : { zone: "stack", ...filter });
  return {
    event: "cast",
    events: ["cast", "copy"],
    match: (e, ctx) => (e.kind === "cast" || e.kind === "copy") && whose(w, e.player.id, ctx) && m(e.spell, ctx),
  };
}

/** "Whenever [filter] attacks". */
export function onAttack(filter?: ObjectPredicate): Trigger {
  const m = objectMatches(filter);
  return { event: "attack", match: (e, ctx) => e.kind === "attack" && m(e.attacker, ctx) };
}

/** "Whenever [you / a player / an opponent] gain(s) life". */
export function onLifeGain(w: Whose = "your"): Trigger {
  return { event: "lifeGain", match: (e, ctx) => e.kind === "lifeGain" && whose(w, e.player.id, ctx) };
}

/** "Whenever [filter] deals damage" (to anything). */
export function onDealsDamage(filter?: ObjectPredicate, combatOnly = false): Trigger {
  const m = objectMatches(filter);
  return { event: "damage", match: (e, ctx) => e.kind === "damage" && (!combatOnly || e.combat) && m(e.source, ctx) };
}

/** "[This] enters the battlefield tapped" (rule 614.1c). */
export function entersTapped(source: SourceText): ReplacementAbility {
  return {
    kind: "replacement",
    source,
    watches: "zoneChange",
    asThisEnters: true,
    appliesTo: (e, ctx) => e.kind === "zoneChange" && e.to === "battlefield" && ctx.isSelf(e.object),
    replace: (e) => (e.kind === "zoneChange" ? { ...e, tapped: true } : e),
  };
}

/** "[This] enters the battlefield with N [kind] counters on it" (rule 614.1c). */
export function entersWithCounters(source: SourceText, counter: string, amount: number): ReplacementAbility {
  return {
    kind: "replacement",
    source,
    watches: "zoneChange",
    asThisEnters: true,
    appliesTo: (e, ctx) => e.kind === "zoneChange" && e.to === "battlefield" && ctx.isSelf(e.object),
    replace: (e) => (e.kind === "zoneChange" ? { ...e, counters: { ...e.counters, [counter]: (e.counters?.[counter] ?? 0) + amount } } : e),
  };
}

/** The object an event is about, when it has one (for filters in `appliesTo`). */
export function eventObject(e: GameEvent) {
  switch (e.kind) {
    case "zoneChange":
    case "destroy":
    case "addCounters":
    case "removeCounters":
    case "tap":
    case "untap":
    case "entersBattlefield":
    case "leavesBattlefield":
    case "dies":
      return e.object;
    case "cast":
    case "copy":
      return e.spell;
    case "attack":
      return e.attacker;
    case "block":
      return e.blocker;
    default:
      return undefined;
  }
}

/** "Ward {N}" (rule 702.21): counter a spell or ability an opponent controls that targets this unless that player pays. */
export function ward(source: SourceText, cost: string): TriggeredAbility {
  return {
    kind: "triggered",
    source,
    trigger: {
      event: "becomesTarget",
      match: (e, ctx) => e.kind === "becomesTarget" && e.target.kind === "object" && ctx.isSelf(e.target) && e.controller.id !== ctx.you.id,
    },
    effect: (ctx) => {
      const e = ctx.event;
      if (e?.kind !== "becomesTarget") return;
      if (!ctx.mayPay(cost, `pay ${cost} for ward`, e.controller)) ctx.counter(e.stackId);
    },
  };
}

/**
 * Linked abilities (rule 607): the objects one ability of this object recorded under `key`
 * with `recordLinked` ("exile another target nonland permanent" … "return the exiled card"),
 * as long as they are still the objects it put there (an object that left that zone is a
 * new object, 400.7, and no longer "the exiled card"). The source may have left the
 * battlefield: `ctx.self` is then its last known information, which keeps the record.
 */
export function linkedObjects(ctx: AbilityContext, key: string): ObjectView[] {
  const ids = String(ctx.self.chosen[key] ?? "")
    .split(",")
    .filter((x) => x !== "");
  return ids.map((id) => ctx.game.object(Number(id))).filter((o): o is ObjectView => o !== undefined);
}

/**
 * "Return all cards exiled with ~" (607.2a): add the objects an ability of this object has just exiled to the ones its abilities
 * exiled before (while it stays the same object, 400.7); `ctx.self` as it is now, the record being kept on it.
 */
export function addLinked(ctx: EffectContext, key: string, objects: readonly ObjectView[]): void {
  const now = (ctx.game.object(ctx.self.id) ?? ctx.self).chosen[key] ?? "";
  ctx.setChosen(key, [...String(now).split(","), ...objects.map((o) => String(o.id))].filter((x) => x !== "").join(","));
}

/** Record the objects an ability of this object acted on, for the abilities linked to it (rule 607). */
export function recordLinked(ctx: EffectContext, key: string, objects: readonly ObjectView[]): void {
  ctx.setChosen(key, objects.map((o) => o.id).join(","));
}

/**
 * A Saga's chapter ability (rule 714.2b): it triggers when lore counters put on the Saga (as it enters, 714.3a, or later)
 * bring their number from less than N to N or more, for one of its chapter numbers N.
 */
export function chapter(chapters: number[]): Trigger {
  return {
    event: "addCounters",
    events: ["addCounters", "entersBattlefield"],
    chapters,
    match: (e, ctx) => {
      let before: number;
      let after: number;
      if (e.kind === "addCounters" && e.counter === "lore" && ctx.isSelf(e.object)) {
        after = (ctx.game.object(e.object.id) ?? e.object).counters.lore ?? 0;
        before = after - e.amount;
      } else if (e.kind === "entersBattlefield" && ctx.isSelf(e.object)) {
        before = 0;
        after = e.object.counters.lore ?? 0;
      } else return false;
      return chapters.some((n) => before < n && n <= after);
    },
  };
}
