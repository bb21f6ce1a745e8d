/**
 * Transforming (rule 701.28) in a transforming double-faced card's text (712): the instruction "transform ~" and the
 * trigger "When this creature transforms into ~" (701.28e); flipping a flip card (710: "flip ~"). A card read from a
 * record that gives one face only has no other face to turn to: its transform and flip instructions and triggers are
 * refused, never compiled to do nothing.
 */
import { lit, node, type N, onlyKeys, Unsupported } from "./code.ts";
import type { Ref, Scope } from "./effects.ts";

/** The face of a transforming double-faced card or flip card whose abilities are being compiled: its name ("transforms into ~"). */
export interface TransformingFace {
  name: string;
  layout: "transform" | "flip";
}

const ONE_FACE = "transforming (rule 701.28) a card whose record gives one face";

/** "Transform ~", "you may transform it", "flip ~" (`a.kind`): `what` is the reference to the permanent(s). */
export function transformAction(a: N, c: N, scope: Scope, what: Ref, byYou: boolean): string[] {
  onlyKeys(a, ["what"]);
  const words = scope.words(c.span);
  const kind = a.kind === "flip" ? "flip" : "transform";
  if (!byYou || what.players) throw new Unsupported(`"${words}"`, c.span);
  // 701.28c, 710: another permanent that isn't such a card doesn't turn over; this card needs its other face
  if (what.code === "ctx.self" && scope.turnsOver !== kind)
    throw new Unsupported(kind === "flip" ? `flipping (rule 710) a card whose record gives one face ("${words}")` : `${ONE_FACE} ("${words}")`, c.span);
  scope.it = what;
  return [`ctx.${kind}(${what.code});`];
}

/** "When this creature transforms [into ~]" (701.28e), or undefined for another event. */
export function transformTrigger(ev: N, face: TransformingFace | undefined, words: string): { code: string; info: { aboutSelf: boolean } } | undefined {
  if (ev.event !== "transforms") return undefined;
  onlyKeys(ev, ["subject", "event", "into"]);
  const subject = node(ev.subject, "what transforms", ev.span);
  if (subject.kind !== "self") throw new Unsupported(`"${words}"`, ev.span);
  if (face?.layout !== "transform") throw new Unsupported(`${ONE_FACE} ("${words}")`, ev.span);
  let test = "";
  if (ev.into !== undefined) {
    // "transforms into ~": it has this face up right after it transforms (701.28e)
    const into = node(ev.into, "what it transforms into", ev.span);
    if (into.kind !== "self") throw new Unsupported(`"${words}"`, ev.span);
    test = ` && e.object.name === ${lit(face.name)}`;
  }
  return { code: `{ event: "transformed", match: (e, ctx) => e.kind === "transformed" && ctx.isSelf(e.object)${test} }`, info: { aboutSelf: true } };
}

/**
 * "Return it to the battlefield transformed" (712.10a): the runtime puts cards onto the battlefield front face up only; a
 * record of one face doesn't have the face to put up at all.
 */
export function transformedRefusal(t: N, scope: Scope): Unsupported {
  const words = scope.words(t.span);
  return new Unsupported(scope.turnsOver === "transform" ? `putting a card onto the battlefield transformed (rule 712.10a; "${words}")` : `${ONE_FACE} ("${words}")`, t.span);
}
