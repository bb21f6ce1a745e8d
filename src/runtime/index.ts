/**
 * The rules runtime: `import { … } from "oraclec/runtime"`.
 * See README.md in this directory for the contract with generated card modules.
 */
export * from "./types.ts";
export {
  Game,
  IllegalActionError,
  NotImplementedError,
  DefinitionError,
  type GameOptions,
  type CastOptions,
  type SetupPermanent,
  type StackItemView,
  type TurnView,
  type CombatView,
  type Checkpoint,
} from "./game.ts";
export type { LogEntry, Waiting } from "./state.ts";
export { statOf, countersOn, countOf, greatestAmong, objectsOf, controllerOf, ownerOf, cardsIn, distinctAmong, type Stat } from "./values.ts";
export { fight, proliferate, sacrificeChosen, amass, cascade } from "./actions.ts";
export { eitherTrigger, nthEachTurn, duringTurn, withTest } from "./triggers.ts";
export { anyTarget, targetCreature, targetPlayer, hasKeyword, matchesFilter } from "./filters.ts";
export { parseManaCost, parseManaUnits, formatManaCost, formatPool, manaValue, type ManaCost } from "./mana.ts";
export { BASIC_LANDS, BASIC_LAND_TYPES, CREATURE_TYPES, becomeTypes } from "./basics.ts";
export {
  onEnter,
  onDies,
  onLeave,
  atBeginningOf,
  onCast,
  onCastOrCopy,
  onAttack,
  onLifeGain,
  onDealsDamage,
  entersTapped,
  entersWithCounters,
  eventObject,
  chapter,
  ward,
  linkedObjects,
  addLinked,
  recordLinked,
  type Whose,
} from "./helpers.ts";
export { statNow, countersNow } from "./values.ts";
export { bolster, adapt, discover } from "./actions.ts";
export { searchZones } from "./actions.ts";
export { explore, connive } from "./actions.ts";
export { partySize } from "./values.ts";
export { happened } from "./history.ts";
export { spellTargets } from "./costs.ts";
