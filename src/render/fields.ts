/**
 * The node kinds and fields the English renderer prints. `checkRenderable`
 * walks a parsed card and throws a `RenderError` for a kind it does not know,
 * or for a field of a known kind that it would otherwise drop silently
 * ("clause.forEach"): the grammar grows faster than the renderer, and a
 * rendering that quietly loses words is worse than one that says so.
 */
import { RenderError } from "./en.ts";

const ABILITY = "keywords keyword of arg rule represents abilityWord reminders trigger condition effect limit cost restrictions loyalty mana effects";
const WHAT = "what";

const FIELDS: Record<string, string> = {
  // abilities
  triggered: ABILITY,
  activated: ABILITY,
  static: ABILITY + " asLongAs body where",
  replacement: ABILITY + " event replacement",
  spell: ABILITY,
  keyword: "keyword arg of",
  cost: "cost dash",
  number: "value word article",
  from: "from",
  for: "filter",
  filter: "filter words post",
  quotedAbility: "ability",
  unparsed: "text",
  reminder: "text",
  trigger: "word event",
  chapter: "chapters",
  activationRestriction: "restriction legacy",
  triggerLimit: "timesEachTurn",
  // costs
  mana: "symbols",
  manaCost: "symbols",
  tapCost: "",
  untapCost: "",
  energyCost: "amount",
  loyaltyCost: "sign amount bracketed",
  sacrificeCost: WHAT,
  discardCost: WHAT,
  lifeCost: "amount",
  life: "amount",
  removeCountersCost: "amount counter from",
  putCountersCost: "amount counter on",
  exileCost: WHAT,
  tapObjectsCost: WHAT,
  returnCost: "what to",
  revealCost: WHAT,
  counterKind: "value",
  a: "word",
  // effects
  modal: "choose modes",
  mode: "effect",
  choose: "min max unchosen what",
  effect: "sentences",
  sentence: "prefix body instead where",
  if: "condition",
  otherwise: "",
  then: "",
  duration: "duration until condition what",
  delayedTrigger: "trigger",
  forEach: "each",
  sequence: "clauses joins",
  clause: "subject may action forEach at if unless",
  unlessPays: "who cost",
  xIs: "value",
  // actions
  destroy: WHAT,
  exile: WHAT,
  sacrifice: WHAT,
  tap: WHAT,
  untap: WHAT,
  counterSpell: WHAT,
  reveal: WHAT,
  copy: WHAT,
  fight: WHAT,
  regenerate: WHAT,
  dealDamage: "amount countAfter to more divided",
  damagePart: "amount to",
  both: "items",
  shuffleInto: "what whose plural",
  energy: "amount",
  return: "what from to",
  put: "what from to",
  draw: "amount",
  mill: "amount",
  discard: "what random",
  gainLife: "amount",
  loseLife: "amount",
  putCounters: "amount counter on",
  createToken: "token",
  modifyPT: "pt gains duration",
  grantAbility: "abilities duration",
  addMana: "mana legacyPool",
  search: "whose for",
  shuffle: "whose",
  scry: "amount",
  surveil: "amount",
  gainControl: "what duration",
  proliferate: "",
  investigate: "",
  explore: "",
  populate: "",
  transform: WHAT,
  winGame: "",
  loseGame: "",
  look: "what library",
  attach: "what to",
  pay: "cost",
  cant: "what duration",
  beBlockedExceptBy: "by",
  mustAttack: "each whom duration",
  mustBlock: "duration",
  tapOrUntap: WHAT,
  getEnergy: "amount",
  getCounters: "amount counter",
  loseAbility: "abilities duration",
  manaChoice: "options",
  zoneObject: "whose zone",
  doesntUntap: "whose duration",
  cast: "what from withoutPaying duration",
  play: "what from withoutPaying duration",
  prevent: "which to by duration",
  all: "combat",
  next: "amount",
  chooseNewTargets: WHAT,
  becomes: "article pt words with still duration",
  have: "who action",
  tokenCopy: "count of",
  stillIs: "article what",
  theOther: "",
  partOf: "count of",
  fromAmong: WHAT,
  fromPronoun: "pronoun",
  keywordLine: "keywords abilities",
  anyColor: "amount oneColor how",
  equal: "of",
  thatMuch: "",
  countOf: "of",
  statOf: "stat of legacy the",
  it: "",
  their: "",
  // conditions
  youDo: "negated",
  controls: "who what",
  lifeTotal: "who value op",
  is: "what negated article state",
  isTurn: "whose negated",
  handSize: "who value op",
  // static abilities
  pump: "affected pt forEach has",
  grant: "affected abilities",
  restrict: "affected restriction",
  entersReplacement: "affected legacy how",
  tapped: "unless",
  withCounters: "amount counter",
  loseAllAbilities: "affected",
  costChange: "affected amount direction forEach if",
  definePT: "affected stats value",
  additionalCost: "spell cost",
  costMinimum: "below minimum",
  prevention: "combat direction what",
  skip: "whose what",
  asEnters: "affected legacy choose",
  doubleDamage: "source to",
  gainNoLife: "who",
  step: "step phase",
  // triggers
  beginningOf: "whose step onYourTurn",
  endOfCombat: "",
  event: "subject event legacy under combat to what by whose from",
  // noun phrases
  self: "noun short",
  pronoun: "word",
  you: "",
  players: "det extra noun plural",
  controllerOf: "of plural",
  ownerOf: "of plural",
  anyTarget: "other",
  either: "items",
  objects: "det article other target filter count counts",
  theRest: "",
  topOfLibrary: "count whose",
  word: "class value plural negated",
  conj: "value",
  controlledBy: "who negated",
  ownedBy: "who negated",
  with: WHAT,
  without: WHAT,
  keywords: "list",
  stat: "stat legacy value op",
  countersOn: "amount counter pronoun",
  zone: "prep zone whose plural",
  ofChosen: WHAT,
  named: "name",
  otherThan: WHAT,
  toZone: "zone whose plural tapped attacking attachedTo under onto into order",
  tokenSpec: "count tapped pt words with named attachedTo",
};

const KNOWN: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries(FIELDS).map(([kind, fields]) => [kind, new Set(["kind", "span", ...fields.split(" ").filter(Boolean)])]),
);

/** Throws a RenderError for the first node kind or field the renderer does not print. */
export function checkRenderable(node: unknown, where = "the card"): void {
  if (Array.isArray(node)) {
    for (const n of node) checkRenderable(n, where);
    return;
  }
  if (!node || typeof node !== "object") return;
  const o = node as Record<string, unknown>;
  if (typeof o.kind === "string") {
    const fields = KNOWN.get(o.kind);
    if (!fields) throw new RenderError(o.kind, `a node inside ${where}`);
    for (const [k, v] of Object.entries(o)) {
      if (v === undefined) continue;
      if (!fields.has(k)) throw new RenderError(`${o.kind}.${k}`, `a field the renderer does not print`);
    }
    // raw lexer tokens (doesntUntap.whose) are not nodes: do not descend into them
    for (const [k, v] of Object.entries(o)) if (k !== "span" && k !== "kind") checkRenderable(v, o.kind);
  }
}
