/**
 * Transforming (rule 701.28) in a transforming double-faced card's text (712): the instruction "transform ~" and the
 * trigger "When this creature transforms into ~" (701.28e). A card read from a record that gives one face only has no
 * other face to turn to: its transform instructions and triggers are refused, never compiled to do nothing.
 */
import { lit, node, type N, onlyKeys, Unsupported } from "./code.ts";
import type { Ref, Scope } from "./effects.ts";

/** The face of a transforming double-faced card whose abilities are being compiled: its name ("transforms into ~"). */
export interface TransformingFace {
  name: string;
}

const ONE_FACE = "transforming (rule 701.28) a card whose record gives one face";

/** "Transform ~", "you may transform it": `what` is the reference to the permanent(s). */
export function transformAction(a: N, c: N, scope: Scope, what: Ref, byYou: boolean): string[] {
  onlyKeys(a, ["what"]);
  const words = scope.words(c.span);
  if (!byYou || what.players) throw new Unsupported(`"${words}"`, c.span);
  // 701.28c: another permanent that isn't a transforming double-faced card doesn't transform; this card needs its other face
  if (what.code === "ctx.self" && !scope.transforms) throw new Unsupported(`${ONE_FACE} ("${words}")`, c.span);
  scope.it = what;
  return [`ctx.transform(${what.code});`];
}

/** "When this creature transforms [into ~]" (701.28e), or undefined for another event. */
export function transformTrigger(ev: N, face: TransformingFace | undefined, words: string): { code: string; info: { aboutSelf: boolean } } | undefined {
  if (ev.event !== "transforms") return undefined;
  onlyKeys(ev, ["subject", "event", "into"]);
  const subject = node(ev.subject, "what transforms", ev.span);
  if (subject.kind !== "self") throw new Unsupported(`"${words}"`, ev.span);
  if (!face) throw new Unsupported(`${ONE_FACE} ("${words}")`, ev.span);
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
  return new Unsupported(scope.transforms ? `putting a card onto the battlefield transformed (rule 712.10a; "${words}")` : `${ONE_FACE} ("${words}")`, t.span);
}
