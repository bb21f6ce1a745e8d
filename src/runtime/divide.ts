/**
 * Dividing or distributing an amount among targets (601.2d): "deals 3 damage divided as you choose among one, two, or three
 * targets", "distribute two +1/+1 counters among one or two target creatures". The division is announced once the targets are
 * chosen, as the spell is cast or the ability is activated or put on the stack (602.2b, 603.3d); each target receives at
 * least one. As it resolves, a target that has become illegal receives nothing (608.2b): the others keep their part.
 */
import { IllegalActionError } from "./game.ts";

/**
 * The parts of `total` for `count` targets, in target order: `given` when the player said them (checked), else one part per
 * target asked from `ask(index, max)` (at least 1, at most what leaves one for each target after it), the last one the rest.
 */
export function divideAmong(total: number, count: number, given: readonly number[] | undefined, ask: (index: number, max: number) => number, what: string): number[] {
  if (count === 0) return [];
  if (count > total) throw new IllegalActionError(`${what}: ${total} can't be divided among ${count} targets, each must receive at least one (rule 601.2d)`);
  if (given) {
    if (given.length !== count || given.some((n) => !Number.isInteger(n) || n < 1) || given.reduce((a, b) => a + b, 0) !== total)
      throw new IllegalActionError(`${what}: the division ${given.join(", ")} must give each of the ${count} targets at least 1 and ${total} in all (rule 601.2d)`);
    return [...given];
  }
  const parts: number[] = [];
  let left = total;
  for (let i = 0; i < count - 1; i++) {
    const max = left - (count - 1 - i);
    const n = max === 1 ? 1 : ask(i, max);
    if (!Number.isInteger(n) || n < 1 || n > max) throw new IllegalActionError(`${what}: ${n} is not between 1 and ${max} (rule 601.2d)`);
    parts.push(n);
    left -= n;
  }
  parts.push(left);
  return parts;
}
