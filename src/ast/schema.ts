/**
 * The AST schema: every node kind the parser produces, with its fields and their types.
 *
 * This is the reviewed source of the typed AST. `scripts/gen/ast.ts` turns it into
 * `src/ast/nodes.ts` (interfaces, the `AstNode` union, type guards); `src/ast/validate.ts`
 * checks parsed ASTs against it, and the tests run that check over the corpus and cards/,
 * so a node kind or field the grammar starts to produce fails CI until it is declared here.
 * `node scripts/gen/ast-infer.ts` lists what the parser emits that is not declared yet.
 *
 * Every node also has `kind` (its key here) and `span` ([start, end) UTF-16 offsets).
 * Field types, written as a small type language:
 *   'word'        an enumerated word          string, number, true, boolean
 *   someKind      a node of that kind          Category   a node of any kind of the category
 *   node:number   the node kind "number" (spelled like a primitive type)
 *   T[]  (A|B)[]  arrays                       A|B        either;   a trailing ? marks the field optional
 * String values are identifiers and enumerated words, never copies of the card's prose.
 */

export const CATEGORIES: Record<string, string> = {
  CostPart: "unparsed|halfLifeCost|putCost|collectEvidenceCost|discardCost|energyCost|exertCost|exileCost|forageCost|lifeCost|loyaltyCost|mana|manaCost|millCost|putCountersCost|removeCountersCost|returnCost|revealCost|sacrificeCost|tapCost|tapObjectsCost|unattachCost|untapCost|waterbendCost",
  Condition: "able|activatedTimes|asYouCast|beenAttacked|completedDungeon|conditions|controls|controlsMore|controlsYourCommander|costPaid|countAmong|countersOn|damagePrevented|devotion|does|doesNot|evidenceCollected|fullParty|giftPromised|had|handSize|happened|hasAbility|hasChosenName|hasCitysBlessing|hasInitiative|hasMoreThan|hasStat|hasStatus|is|isAttachedTo|isDayNight|isEnchantedBy|isIn|isMonarch|isPhase|isTurn|kicked|lifeTotal|lifeTotalIs|manaSpent|manaSpentOn|noMonarch|nthResolution|paired|playerHas|remains|searchedThisWay|shares|statIs|targets|thereIs|won|xCompare|youDo|isPoisoned|isStartingPlayer|pays|castWithoutSorceryTiming|tiedFor|resultIs|paidLifeThisWay|hasSameAs|zoneHasCards",
  Action: "abandonScheme|addMana|airbend|allCreatureTypes|amass|assemble|assignNoCombatDamage|attach|basePT|beAffected|beCreated|beDealtDamage|bePutOn|becomeChosen|becomeCopy|becomeMonarch|becomes|cant|cast|changeTarget|choose|chooseCardName|chooseNewTargets|clash|cloak|conjure|connive|copy|counterSpell|createToken|dealDamage|destroy|die|discard|distributeCounters|doesntUntap|doubleCounters|doublePT|draft|draw|eitherAction|enter|enterAsCopy|exchangeControl|exchangeLife|exile|explore|extraTurn|fight|flip|flipCoin|gainControl|gainLife|getCounters|getEmblem|getEnergy|goad|grantAbility|have|investigate|keepsMana|keywordAction|learn|leave|look|loseAbility|loseAllAbilities|loseGame|loseHalfLife|loseLife|manaCanBeSpent|manifest|manifestDread|mill|modifyPT|monstrosity|moveCounters|mustAttack|mustBeBlocked|mustBlock|openAttraction|pay|play|populate|prevent|proliferate|put|putCounters|putIntoGraveyard|regenerate|removeCounters|removeFromCombat|repeatProcess|return|reveal|revealUntil|ringTempts|rollDie|sacrifice|scry|search|seek|setLife|shuffle|shuffleInto|skipNext|spendAsThough|spendOnly|surveil|suspect|switchPT|takeInitiative|tap|tapOrUntap|timeTravel|transform|turnFace|untap|untapDuringUntapStep|venture|vote|winGame|putItsCounters|phaseOut|endTurn|becomeThat|forage|collectEvidence|noLonger",
  StaticBody: "unparsed|crewsAs|deckMayHave|spendOnlyMana|untapDuring|additionalCost|additionalPhase|castRestriction|doOnlyOnce|xCantBe|additionalLand|asEnters|assignAsThoughUnblocked|assignsDamageBy|basePT|canAsThough|canBeCommander|canBlockAdditional|canBlockAny|canBlockOnly|cantBePrevented|castAsThough|compound|controlOf|costChange|costMinimum|damageReplacement|definePT|entersAsCopy|entersReplacement|escapesWith|grant|isType|lookAnyTime|loseAbilities|loseAllAbilities|loseOtherTypes|maxHandSize|mayExert|mayNotUntap|mayPlayFrom|mustBeBlocked|mustBlock|mustBlockIfAble|noMaxHandSize|openingHand|playRevealed|predicates|prevention|pump|replacement|restrict|skip|spendAsAnyColor|triggersAdditional|isGoaded|skips|combatLimit|keywordCostIs|sameIsTrue|damageRedirect|hasAbilitiesOf|dayNightAsEnters|altCost|nameIs|excessDamageRedirect|reductionFloor|reducesOnly|doesntRemove|lifeFloor|castOnlyAnyTime",
  PostModifier: "actedBy|attachedTo|blockRelation|controlledBy|fromAmong|fromPronoun|itsAttacking|named|ofChoice|ofChosen|ofThat|onBattlefield|otherThan|ownedBy|participle|sameNameAs|sharesWith|thatDid|thatHas|thatIs|thatIsAttacking|thatTargets|thatWasDealtDamage|whoDid|whoDoes|with|withGreatest|withNameOf|withSingleTarget|without|youHave|zone|controlledByPassive|ofTypeOfChoice|thatWasPutThere",
};

/** What a comparison compares with ("3 or less", "less than or equal to the number of lands you control", "equal to its power"). */
/** An amount: "the number of …", "its power", "half your life total, rounded up", "1 plus …" */
const AMOUNT = "countOf|statOf|greatestAmong|totalOf|lifeAmount|lifeTotal|result|manaSpentToCast|amountOf|twice|half|sum|devotion|speed|damageAmount|difference|thatDamage|excessDamage|amountPaidThisWay";
const COMPARED = `node:number|thatMuch|multiplied|objects|self|pronoun|players|you|${AMOUNT}`;
const COMPARISON = "'atLeast'|'atLeastMore'|'atMost'|'equal'|'lessThan'|'greaterThan'";

export const SCHEMA: Record<string, Record<string, string>> = {

  removeCounters: {
    amount: "a|all|node:number|thatMany",
    counter: "counterKind?",
    from: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  doubleCounters: {
    counter: "counterKind?",
    eachKind: "true?",
    on: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  doublePT: {
    stat: "'power'|'powerAndToughness'",
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
    possessive: "true?",
    duration: "duration?",
  },
  getEmblem: {
    ability: "quotedAbility",
  },
  becomeMonarch: {
  },
  takeInitiative: {
  },
  extraTurn: {
    count: "a|node:number",
    plural: "true?",
  },
  ringTempts: {
  },
  venture: {
    into: "'dungeon'|'undercity'",
  },
  manifestDread: {
  },
  manifest: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  chooseCardName: {
    of: "string?",
    otherThan: "filter?",
  },
  switchPT: {
    what: "objects|pronoun|self|partOf",
    duration: "duration?",
  },
  flipCoin: {
    untilLose: "true?",
  },
  resultRow: {
    min: "number",
    max: "number?",
    dash: "string?",
    orMore: "true?",
    effect: "effect|modal",
  },
  becomeChosen: {
    what: "'basicLandType'|'creatureType'|'color'|'colors'|'colorOrColors'",
    inAddition: "inAddition?",
    duration: "duration?",
  },
  exchangeControl: {
    what: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
    and: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you?",
    duration: "duration?",
  },
  exchangeLife: {
    with: "players|pronoun|you|controllerOf|ownerOf",
  },
  manaCount: {
    amount: "node:number|thatMuch",
    mana: "mana",
  },
  manaAmount: {
    mana: "mana",
    equalTo: AMOUNT,
  },
  /** "put its counters on target creature you control", "put those counters on …" (the counters a permanent had) */
  putItsCounters: {
    whose: "'its'|'those'",
    counter: "counterKind?",
    to: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
  },
  moveCounters: {
    amount: "a|all|anyNumber|node:number",
    counter: "counterKind?",
    from: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
    to: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
    toWord: "true?",
  },
  distributeCounters: {
    amount: "node:number",
    counter: "counterKind",
    among: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
  },
  loseHalfLife: {
    whose: "'your'|'their'|'its'|controllerOf|ownerOf|players|pronoun|you",
    rounded: "'up'|'down'?",
  },
  repeatProcess: {
    times: "node:number?",
    more: "true?",
    /** "repeat this process any number of times" */
    anyNumber: "true?",
  },
  draft: {
    from: "objects|pronoun|self",
    twice: "true?",
  },
  openAttraction: {
  },
  rollDie: {
    count: "a|node:number",
    sides: "number",
    sided: "string?",
    then: "'chooseOne'|'ignoreLower'|'ignoreHigher'?",
    add: "countOf|devotion|greatestAmong|lifeAmount|lifeTotal|node:number|result|statOf|totalOf|twice?",
  },
  clash: {
    with: "players|you",
  },
  goad: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  airbend: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  suspect: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  cloak: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  assemble: {
    what: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  timeTravel: {
  },
  learn: {
  },
  connive: {
  },
  beDealtDamage: {
    combat: "true?",
  },
  a: {
    word: "'a'|'an'",
  },
  anyNumber: {
  },
  abilitiesOf: {
    which: "'activated'|'any'",
    article: "'a'|'an'?",
    plural: "true?",
    of: "objects|pronoun",
    possessive: "true?",
  },
  abilityRef: {
    article: "'a'|'an'",
    loyalty: "true?",
    keywords: "string[]?",
    of: "objects|self?",
    notMana: "true?",
  },
  abilityOf: {
    article: "'a'|'an'",
    triggered: "true?",
    of: "either|objects",
  },
  abilityTriggers: {
    ability: "abilityOf",
  },
  able: {
  },
  actedBy: {
    who: "players|you",
    have: "true?",
    verb: "'cast'|'discard'|'draw'|'sacrifice'|'create'",
    word: "'cast'|'discarded'|'drawn'|'sacrificed'|'created'",
    when: "'thisTurn'?",
  },
  activated: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    /** Written after a semicolon in a line of keywords ("Flying; banding", older printings). */
    semicolon: "true?",
    cost: "CostPart|CostPart[]?",
    results: "resultRow[]?",
    effect: "effect|modal|unparsed?",
    restrictions: "activationRestriction[]?",
    keyword: "string?",
    arg: "cost|craftWith|node:number|numberCost|qualityCost?",
    /** Sentences about a keyword ability on its line: "Equip {3}. This ability costs {1} less to activate …". */
    rules: "static[]?",
    rule: "string?",
    reminders: "reminder[]?",
    mana: "true?",
    classLevel: "number?",
    abilityWord: "string?",
    chosenOption: "string?",
    loyalty: "true?",
    of: "string?",
  },
  activationRestriction: {
    restriction: "duringYourTurnBefore|if|theyCould|timesEachTurn|timing|'anyPlayer'|'duringYourTurn'|'duringYourUpkeep'|'instantSpeed'|'once'|'onceEachTurn'|'sorcerySpeed'",
    and: "(duringYourTurnBefore|'instantSpeed'|if|theyCould|timing|'duringYourTurn'|'once'|'onceEachTurn'|'sorcerySpeed')[]?",
    legacy: "true?",
  },
  searchedThisWay: {
    who: "players|you",
    whose: "controllerOf|ownerOf|players|'their'|'your'",
  },
  beenAttacked: {
    who: "you",
    this: "'step'|'turn'",
  },
  totalOf: {
    stat: "'manaValue'|'power'|'toughness'",
    legacy: "true?",
    of: "objects|pronoun",
  },
  lifeAmount: {
    who: "players|pronoun|you",
    perfect: "true?",
    verb: "'gained'|'lost'",
    thisTurn: "true?",
    /** "the life they lost this turn" (without "amount of") */
    short: "true?",
  },
  result: {
  },
  manaSpentToCast: {
    what: "objects|pronoun|self",
  },
  additionalPhase: {
    after: "'combat'|'main'|'this'?",
    first: "true?",
    afterThis: "true?",
    combat: "true",
    main: "true?",
  },
  untapped: {
  },
  combatLimit: {
    count: "node:number",
    verb: "'attack'|'block'",
    you: "true?",
  },
  xCantBe: {
    greaterThan: "true?",
    value: "countOf|devotion|greatestAmong|lifeAmount|lifeTotal|node:number|manaSpentToCast|result|statOf|sum|totalOf|twice",
  },
  doOnlyOnce: {
    each: "'turn'",
  },
  castRestriction: {
    spell: "self",
    restriction: "duringYourTurnBefore|if|timing|'duringYourTurn'|'duringYourUpkeep'|'instantSpeed'|'once'|'onceEachTurn'|'sorcerySpeed'",
    and: "(duringYourTurnBefore|if|timing|'duringYourTurn'|'duringYourUpkeep'|'instantSpeed'|'once'|'onceEachTurn'|'sorcerySpeed')[]?",
  },
  timing: {
    when: "'during'|'before'|'after'",
    the: "true?",
    whose: "players|'any'|'their'|'your'?",
    turn: "true?",
    step: "step?",
    declared: "'attackers'|'blockers'?",
    on: "turnOf?",
    then: "timing?",
    comma: "true?",
  },
  /** "any time they could cast a sorcery" (after "Any player may activate this ability but only", 602.2) */
  theyCould: {
    speed: "'instantSpeed'|'sorcerySpeed'",
  },
  additionalCost: {
    spell: "objects|self",
    cost: "CostPart|CostPart[]",
    optional: "true?",
    or: "true?",
  },
  additionalLand: {
    affected: "both|objects|you",
    count: "a|node:number",
    when: "'eachOfTheirTurns'|'thisTurn'?",
  },
  addMana: {
    mana: "anyColor|mana|manaAmount|manaChoice|manaCount",
    legacyPool: "true?",
    additional: "true?",
  },
  all: {
    combat: "true?",
    noncombat: "true?",
  },
  allColors: {
  },
  amass: {
    amount: "node:number",
    type: "'Orcs'|'Slivers'|'Zombies'?",
  },
  amount: {
    value: "node:number?",
    op: "'a'|'atLeast'|'atLeastWords'|'atMostFewer'|'exactly'|'fewerThan'|'moreThan'|'none'",
    article: "'a'|'an'?",
    exactly: "true?",
  },
  amountOf: {
    what: "'damage'|'life'",
    how: "participle",
  },
  /** "for each 1 life lost this way": a unit of an amount of damage or life */
  amountUnit: {
    unit: "node:number",
    what: "'damage'|'life'",
    how: "participle",
  },
  andAtLeast: {
    what: "self",
    count: "node:number",
    other: "true?",
    filter: "filter",
  },
  anyColor: {
    amount: "node:number",
    how: "'anyColor'|'anyCombination'|'anyOneColor'|'anyType'|'chosenColor'|'colorsOf'|'differentColors'",
    of: "mana[]?",
    serialComma: "true?",
    colorsOf: "objects|pronoun|self?",
    among: "objects?",
    producedBy: "objects|pronoun?",
    that: "true?",
    could: "true?",
  },
  anyTarget: {
    other: "true?",
  },
  article: {
    value: "'a'|'an'",
  },
  asEnters: {
    affected: "pronoun|self",
    legacy: "true?",
    choose: "both|choice|namedChoice|objects?",
    effect: "clause|sequence?",
    /** "As ~ is turned face up" (708.8): "only"; "As ~ enters or is turned face up": "or" */
    faceUp: "'only'|'or'?",
    /** "As this creature transforms into ~" (712.11) */
    transformsInto: "self?",
  },
  asLongAs: {
    for: "true?",
    condition: "Condition",
  },
  assignAsThoughUnblocked: {
    affected: "objects|self",
  },
  /** "saddles Mounts and crews Vehicles as though its power were 2 greater", "crews Vehicles using its toughness rather than its power" */
  crewsAs: {
    affected: "both|objects|pronoun|self?",
    verbs: "('crew'|'saddle')[]",
    greater: "node:number?",
    using: "'toughness'?",
    rather: "'power'?",
  },
  assignsDamageBy: {
    stat: "'manaValue'|'toughness'",
    rather: "'power'",
    affected: "both|objects|pronoun|self?",
  },
  asThough: {
    pronoun: "'it'|'self'|'they'",
    negated: "true?",
    has: "(keyword|keywordChoice)[]",
  },
  asThoughHad: {
    who: "'it'|'they'",
    abilities: "(keyword|keywordChoice)[]",
  },
  attach: {
    what: "objects|partOf|pronoun|self",
    to: "objects|pronoun|self",
  },
  attachedTo: {
    to: "objects|players|pronoun|self|you",
    /** "that's attached to …" / "that is attached to …" (a relative clause) */
    that: "true?",
    contracted: "true?",
    tense: "'past'?",
  },
  attackWhom: {
    whom: "either|ownerOf|you",
  },
  bandPT: {
    power: "number|'*'",
    toughness: "number|'*'",
  },
  basePT: {
    affected: "both|objects|pronoun|self?",
    stats: "('power'|'toughness')[]",
    value: "node:number|string",
    duration: "duration?",
  },
  beActivated: {
    unlessMana: "true?",
  },
  beAffected: {
    verb: "'destroy'",
  },
  beBlockedBy: {
    by: "objects",
  },
  beBlockedByMoreThan: {
    count: "node:number",
  },
  beBlockedExceptBy: {
    by: "objects",
    /** "can't be blocked this turn except by …" */
    duration: "duration?",
  },
  becomes: {
    article: "'a'|'an'?",
    pt: "string?",
    words: "(conj|word)[]",
    basePT: "string?",
    with: "(keyword|keywordChoice|quotedAbility)[]?",
    /** "with (vigilance and) all creature types" */
    allCreatureTypes: "true?",
    duration: "duration?",
    still: "filter?",
    inAddition: "inAddition?",
  },
  beginningOf: {
    whose: "players|'each'|'eachOfYour'|'next'|'nextTurns'|'none'|'that'|'the'|'thatTurns'|'your'|'yourNext'",
    step: "step",
    onYourTurn: "true?",
    of: "controllerOf|ownerOf|players?",
    onTurnOf: "players?",
    /** "at the beginning of combat this turn" (a delayed trigger, 603.7) */
    thisTurn: "true?",
  },
  /** "the Ring tempts you" (701.54) */
  ringTemptsYou: {
  },
  /** "combat damage is dealt to you" */
  damageIsDealt: {
    combat: "true?",
    excess: "true?",
    amount: "amount?",
    to: "either|objects|partOf|players|pronoun|self|you?",
    thisTurn: "true?",
    thisWay: "true?",
    thisCombat: "true?",
    during: "combat|phaseOf|turnOf?",
    /** "was dealt" as written */
    past: "true?",
  },
  beCreated: {
    under: "'your'?",
  },
  bePutOn: {
    on: "either|objects|self",
  },
  beTargetedBy: {
    pluralTargets: "true?",
    by: "objects",
  },
  haveOrGain: {
    abilities: "(keyword|keywordChoice)[]",
  },
  blockedBy: {
    who: "objects",
    exactly: "true?",
  },
  blockWhom: {
    whom: "objects|pronoun|self",
  },
  both: {
    items: "(controllerOf|objects|players|self|you)[]",
  },
  canAsThough: {
    verb: "'attack'|'beBlocked'|'block'",
    what: "objects?",
    asThough: "asThough",
    affected: "both|objects|pronoun|self?",
    duration: "duration?",
  },
  canBeCommander: {
    affected: "both|self",
  },
  canBlockAdditional: {
    affected: "both|objects|pronoun|self?",
    count: "a|node:number",
    article: "a?",
  },
  canBlockAny: {
    affected: "both|self",
  },
  canBlockOnly: {
    affected: "both|objects|self",
    what: "objects",
  },
  /** "(Each opponent) can cast spells only any time they could cast a sorcery" */
  castOnlyAnyTime: {
    affected: "objects|players|you?",
    what: "objects",
    who: "'they'|'you'",
    speed: "'sorcery'|'instant'",
  },
  doWhat: {
    verb: "'cycle'|'draw'|'play'",
    what: "objects",
  },
  cant: {
    what: "attackWhom|beActivated|beBlockedBy|beBlockedByMoreThan|beBlockedExceptBy|beTargetedBy|blockWhom|cast|castMoreThan|doWhat|haveCountersPut|haveOrGain|untapMoreThan|'attack'|'attackAlone'|'attackOrBlock'|'attackOrBlockAlone'|'beBlocked'|'beCast'|'beCountered'|'beEnchanted'|'beEquipped'|'bePlayed'|'beRegenerated'|'beSacrificed'|'block'|'blockAlone'|'gainLife'|'loseTheGame'|'searchLibraries'|'winTheGame'",
    duration: "duration?",
    // older wording: "can't be countered by spells or abilities" (only spells and abilities counter, 701.6a)
    bySpellsOrAbilities: "true?",
  },
  cantBePrevented: {
    by: "dealtBy?",
    combat: "true?",
    duration: "duration?",
  },
  cardsFromTop: {
    count: "node:number|numberOf|thatMany",
    whose: "players|'their'|'your'",
    equal: `${AMOUNT}?`,
  },
  cast: {
    what: "objects|partOf|pronoun|self|topOfLibrary",
    duration: "duration?",
    withoutPaying: "withoutPaying|true?",
    from: "zone?",
    by: "castCost?",
  },
  castCost: {
    parts: "(CostPart|pay)[]",
    instead: "'manaCost'|'inAddition'",
    whose: "'its'|'their'",
    plural: "true?",
    paying: "true?",
  },
  castAsThough: {
    affected: "both|objects|players|you",
    what: "objects|pronoun|self",
    asThough: "asThough",
  },
  castBy: {
    that: "true?",
    legacy: "true?",
    who: "players|you",
    targeting: "objects|self?",
    from: "zone?",
    post: "PostModifier[]?",
  },
  abilitiesActivated: {
    loyalty: "true?",
    keyword: "string?",
    of: "objects?",
    by: "players|you?",
    ofAfter: "objects?",
    targeting: "objects|self?",
  },
  manaCanBeSpent: {
    of: "'color'|'type'",
    purpose: "spendPurpose",
  },
  spendAsThough: {
    mana: "string?",
    of: "'color'|'type'",
    purpose: "spendPurpose?",
  },
  castMoreThan: {
    count: "node:number",
  },
  causesTrigger: {
    who: "objects",
    event: "gerund",
    ability: "abilityOf",
  },
  chapter: {
    chapters: "number[]",
  },
  namedChoice: {
    options: "string[]",
  },
  choice: {
    article: "'a'",
    what: "'cardName'|'number'",
    words: "word[]?",
  },
  changedAmount: {
    amount: "thatManyPlus|thoseTokensPlus|twiceThatMany",
    what: "countersSubject|'thoseTokens'?",
    verb: "'created'|'put'",
    on: "objects|pronoun|self?",
  },
  dayNightChanges: {
    becomes: "string[]",
  },
  chaosEnsues: {
  },
  choose: {
    min: "number?",
    max: "'any'|'X'|number?",
    what: "allOf|anyTarget|both|objects|partOf|players?",
    unchosen: "true?",
    /** "one that hasn't been chosen this turn", "one that wasn't chosen during your last combat". */
    unchosenWhen: "'thisTurn'|'yourLastCombat'?",
    /** "up to X, where X is …" */
    where: "xIs?",
    both: "true?",
    upTo: "true?",
    atRandom: "true?",
    from: "zone?",
  },
  chooseNewTargets: {
    what: "objects|pronoun",
    /** "choose a new target for that copy" */
    one: "true?",
  },
  chosenType: {
    what: "'color'|'player'|'type'",
    inAddition: "inAddition?",
  },
  clause: {
    subject: "both|controllerOf|countersSubject|objects|ownerOf|partOf|players|pronoun|self|theOther|you?",
    action: "Action",
    where: "xIs?",
    at: "beginningOf|endOfCombat?",
    may: "true?",
    perpetually: "true?",
    /** "investigate twice", "copy that spell X times" */
    times: "repeat?",
    forEach: "amountUnit|colorOfManaSpent|manaFromSpent|colorsOf|countersOnObject|kindAmong|landTypeAmong|objects|partOf|partyMember|playerCounters|targetBeyondFirst|timeCastFromCommandZone|timeKicked?",
    each: "true?",
    also: "true?",
    insteadOf: "insteadOf?",
    rather: "ratherThanManaCost?",
    unless: "unlessDoes|unlessPays|Condition?",
    thisTurn: "true?",
    if: "Condition?",
    asThough: "asThoughHad?",
    while: "countAmong|handSize|lifeTotal?",
  },
  colorOfManaSpent: {
    what: "pronoun|self",
    plural: "true?",
  },
  manaFromSpent: {
    source: "objects",
    what: "pronoun|self",
  },
  combat: {
  },
  commanderRef: {
    article: "'a'",
  },
  collectEvidenceCost: {
    amount: "node:number",
  },
  compound: {
    parts: "StaticBody|StaticBody[]",
    joins: "string[]",
  },
  conditions: {
    items: "Condition|Condition[]",
    joins: "('and'|'or')[]",
  },
  conj: {
    value: "string",
  },
  controlledBy: {
    who: "controllerOf|eitherPlayer|ownerOf|players|pronoun|you",
    negated: "true?",
    /** "a creature you control but don't own" (108.3) */
    butNotOwned: "true?",
  },
  /** "that player or that planeswalker's controller" (in "each creature … controls") */
  eitherPlayer: {
    items: "(controllerOf|ownerOf|players|pronoun|you)[]",
  },
  controllerOf: {
    of: "it|objects|permanentItBecomes|self|their",
    plural: "true?",
    /** "the controller of the permanent it becomes" */
    ofPhrase: "true?",
  },
  /** "the permanent it becomes" (a permanent spell's permanent, 608.3) */
  permanentItBecomes: {
  },
  controlOf: {
    affected: "both|you",
    what: "objects",
  },
  controls: {
    who: "players|you",
    what: "both|commanderRef|either|objects|pronoun|self",
    different: "withDifferent?",
    negated: "true?",
  },
  controlsMore: {
    who: "players|you",
    what: "filter",
    than: "objects|players|you",
  },
  controlsYourCommander: {
    who: "you",
  },
  conjure: {
    what: "duplicates|objects",
    to: "toZone",
  },
  copy: {
    what: "objects|partOf|pronoun|self|theOther",
  },
  cost: {
    cost: "CostPart|CostPart[]",
    dash: "true?",
    spaced: "true?",
    /** "Kicker {1}{W} and/or {U}": a second kicker cost (702.33b). */
    andOr: "mana?",
    /** "Cumulative upkeep {G} or {W}", "Equip {2} or {B}": either cost. */
    or: "mana?",
    /** "Cumulative upkeep—Draw a card.": a cost that is an action (702.24a; `cost` is then empty). */
    action: "clause?",
  },
  /** "Prototype {3}{G} — 3/3" (702.160): the cost and the power/toughness it is cast with. */
  prototype: {
    cost: "mana[]",
    pt: "string",
    /** Written with a hyphen: "Prototype {2}{R} - 3/2". */
    hyphen: "true?",
  },
  /** A keyword's object with its article: "Champion a Faerie", "Gift a tapped Fish", "Gift an extra turn" (702.72, 702.174). */
  object: {
    article: "string",
    what: "filter|'extraTurn'",
  },
  /** "Equip legendary creature {3}", "Equip Knight {1}": the kind of creature, then the cost (702.6c). */
  qualityCost: {
    quality: "filter",
    cost: "mana[]",
  },
  countersSubject: {
    amount: "'a'|'many'|'oneOrMore'",
    counter: "counterKind?",
  },
  craftWith: {
    with: "objects",
    cost: "mana[]",
  },
  costChange: {
    affected: "abilitiesActivated|abilitiesOf|both|keywordCosts|nextSpellCast|nthSpellEachTurn|objects|self|spellsCast?",
    amount: "mana",
    direction: "'less'|'more'",
    /** None for a cost: "Equip costs you pay cost {1} less." */
    verb: "'activate'|'cast'?",
    if: "Condition?",
    forEach: "countersOnObject|filter|kindAmong|landTypeAmong|partyMember|playerCounters|targetBeyondFirst?",
    upTo: "true?",
  },
  /** "This effect can't reduce the mana in that cost to less than one mana." (601.2f) */
  reductionFloor: {
    what: "'abilityCostToActivate'|'thatActivationCost'|'thatCost'",
    minimum: "node:number",
  },
  /** "This effect reduces only the amount of colored mana you pay." */
  reducesOnly: {
    mana: "'black'|'blue'|'colored'|'generic'|'green'|'red'|'white'",
  },
  /** "This effect doesn't remove Auras." */
  doesntRemove: {
    what: "objects|self",
  },
  /** "Excess damage is dealt to that creature's controller instead." (a redirection of excess damage, 120.4a) */
  excessDamageRedirect: {
    to: "controllerOf|objects|ownerOf|players|pronoun|self|you",
  },
  costMinimum: {
    below: "node:number",
    minimum: "node:number",
  },
  costPaid: {
    cost: "mana?",
    /** a keyword's cost, or "additional" ("this spell's additional cost was paid", 601.2b) */
    keyword: "'echo'|'emerge'|'madness'|'mayhem'|'offspring'|'prowl'|'spectacle'|'surge'|'tribute'|'warp'|'additional'?",
    of: "pronoun|self?",
    withCostWord: "true?",
    negated: "true?",
  },
  countAmong: {
    amount: "amount",
    what: "'cardType'|'color'|'manaValue'",
    among: "objects",
  },
  counterKind: {
    value: "string",
  },
  counterOption: {
    article: "'a'",
    counter: "counterKind",
  },
  countersEvent: {
    amount: "a|last|orMore",
    counter: "counterKind?",
    verb: "'put'|'removed'",
    on: "objects|self",
    while: "Condition?",
    nthTimeEachTurn: "number?",
    thisWay: "true?",
    thisTurn: "true?",
    underYourControl: "true?",
  },
  countersOn: {
    contracted: "true?",
    amount: "a|amount|no|node:number?",
    counter: "counterKind?",
    pronoun: "'it'|'them'?",
    who: "controllerOf|objects|players|pronoun|self?",
    on: "pronoun|self?",
    there: "true?",
  },
  countersOnObject: {
    kinds: "true?",
    counter: "counterKind?",
    plural: "true?",
    on: "objects|pronoun|self?",
    how: "participle?",
    /** "counters among creatures you control" */
    among: "objects|players?",
    /** "different kinds of counters among …" */
    different: "true?",
  },
  counterSpell: {
    what: "objects|pronoun|self",
  },
  countOf: {
    of: "colorOfManaSpent|manaFromSpent|countersOnObject|kindAmong|landTypeAmong|objects|partyMember|playerCounters|timeKicked|timesDone",
    total: "true?",
  },
  createToken: {
    token: "thoseTokens|tokenCopy|tokenSpec",
    legacy: "true?",
    more: "tokenSpec[]?",
    joins: "(','|', and'|'and')[]?",
  },
  damagePart: {
    /** "… and an additional 1 damage to each green creature" */
    additional: "true?",
    amount: "node:number",
    to: "anyTarget|both|controllerOf|objects|partOf|pronoun|you",
  },
  damagePrevented: {
    from: "objects?",
    thisWay: "true",
  },
  hasAbilitiesOf: {
    affected: "both|objects|partOf|pronoun|self|topOfLibrary|you?",
    which: "'activated'|'triggered'?",
    of: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  altCost: {
    cost: "CostPart[]",
    instead: "costOf",
  },
  costOf: {
    keyword: "string?",
    prep: "'for'|'of'?",
    what: "abilitiesActivated|nextSpellCast|nthSpellEachTurn|objects|spellsCast?",
    of: "objects|pronoun|self?",
    plural: "true?",
  },
  nameIs: {
    pronoun: "'her'|'his'|'its'",
    name: "self",
  },
  dayNightAsEnters: {
    becomes: "'day'|'night'",
    affected: "objects|pronoun|self",
    legacy: "true?",
  },
  lifeTotalIs: {
    whose: "'your'|'their'|'its'|controllerOf|ownerOf|players|pronoun|you",
    value: COMPARED,
    op: COMPARISON,
    relative: "true?",
  },
  isDayNight: {
    state: "'day'|'night'|'neither'",
  },
  damageRedirect: {
    which: "all|next",
    to: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    by: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    duration: "duration?",
    order: "('by'|'duration'|'to')[]?",
    redirectTo: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  damageReplacement: {
    to: "objects|self|you",
    while: "countersOn?",
    replacement: "clause|preventThat|thatDamageDealtTo",
    instead: "true?",
    insteadAt: "'start'?",
    combat: "true?",
    nextTime: "true?",
    thisTurn: "true?",
  },
  duplicates: {
    count: "a|node:number",
    plural: "true?",
    of: "objects|partOf|pronoun|self|topOfLibrary",
  },
  dealDamage: {
    amount: `node:number|thatMuch|multiplied|${AMOUNT}?`,
    to: "allOf|anyTarget|both|controllerOf|either|objects|ownerOf|partOf|players|pronoun|self|theOther|you?",
    divided: "true?",
    countAfter: "true?",
    more: "damagePart[]?",
    combat: "true?",
    noncombat: "true?",
  },
  dealtBy: {
    direction: "'by'",
    what: "objects|self",
  },
  dealtDamageBy: {
    what: "objects",
    by: "objects|self",
    duration: "duration?",
  },
  definePT: {
    affected: "both|self",
    stats: "('power'|'toughness')[]",
    value: `node:number|${AMOUNT}`,
    toughness: `node:number|thatNumber|${AMOUNT}?`,
  },
  thatNumber: {
  },
  thoseTokens: {
    count: "node:number",
  },
  dashName: {
    name: "string",
  },
  delayedTrigger: {
    trigger: "trigger",
  },
  destroy: {
    what: "allOf|both|objects|pronoun|self|theRest",
  },
  devotion: {
    colors: "('black'|'blue'|'green'|'red'|'white')[]",
    op: "'lessThan'?",
    value: "node:number?",
  },
  die: {
  },
  discard: {
    what: "objects|partOf|pronoun|theOther|theRest|zoneObject",
    random: "true?",
  },
  discardCost: {
    what: "either|objects|self|zoneObject",
    random: "true?",
  },
  does: {
    who: "noOne|players|pronoun|you",
    cant: "true?",
    negated: "true?",
  },
  doesNot: {
    who: "you",
    action: "copy|put|reveal|play",
    thisWay: "true?",
  },
  spendOn: {
    verb: "'pay'|'turnFaceUp'|'unlock'",
    article: "'a'|'an'?",
    cost: "string?",
    plural: "true?",
    what: "objects?",
  },
  onBattlefield: {
    negated: "true?",
  },
  keywordCostIs: {
    det: "'its'|'the'",
    keyword: "string",
    of: "objects|pronoun",
    reducedBy: "mana?",
  },
  sameIsTrue: {
    abilities: "(keyword|keywordChoice)[]?",
    objects: "objects[]?",
  },
  keepsMana: {
    mana: "'this'|'unspent'|'white'|'blue'|'black'|'red'|'green'",
    phases: "'and'|'or'?",
  },
  eitherAction: {
    options: "Action[]",
  },
  flip: {
    what: "objects|pronoun|self",
  },
  turnFace: {
    what: "objects|pronoun|self",
    face: "'up'|'down'",
  },
  phaseOut: {
  },
  endTurn: {
    what: "'turn'|'combatPhase'",
  },
  abandonScheme: {
  },
  becomeThat: {
    what: "'type'|'color'",
    inAddition: "inAddition?",
    duration: "duration?",
  },
  assignNoCombatDamage: {
    duration: "duration?",
  },
  doesntUntap: {
    whose: "controllerOf|players|'their'|'your'",
    next: "true?",
    duration: "duration?",
  },
  doubleDamage: {
    source: "objects|pronoun",
    to: "objects|self|you?",
    triple: "true?",
  },
  draw: {
    amount: "drawUpTo|equal|node:number|thatMany",
    additional: "true?",
  },
  drawUpTo: {
    count: "node:number",
  },
  duration: {
    until: "'asLongAs'|'endOfCombat'|'endOfTurn'|'endOfYourNextTurn'|'leaves'|'thisCombat'|'thisTurn'|'yourNextEndStep'|'yourNextTurn'|'yourNextUpkeep'?",
    duration: "duration?",
    what: "objects|pronoun|self?",
    condition: "Condition?",
  },
  duringTurn: {
    whose: "'your'",
    each: "true?",
  },
  duringYourTurnBefore: {
    declared: "'attackers'",
  },
  effect: {
    sentences: "(sentence|static|stillIs|unparsed)[]",
  },
  either: {
    items: "(objects|ownerOf|partOf|players|self|you)[]",
    andOr: "true?",
  },
  endOfCombat: {
    the: "true?",
    onYourTurn: "true?",
  },
  energy: {
    amount: "number|node:number|orMore?",
    equalTo: `${AMOUNT}?`,
  },
  energyCost: {
    amount: "node:number|number",
    pay: "true?",
  },
  enter: {
    legacy: "true",
  },
  /** "If this permanent would leave the battlefield, …" (the event a replacement watches) */
  leave: {
  },
  enterAsCopy: {
    of: "objects|self",
    legacy: "true",
  },
  entersAsCopy: {
    affected: "self",
    of: "objects",
    except: "compound|entersReplacement|grant|isType|nameIs|predicates?",
    legacy: "true?",
    tapped: "true?",
  },
  entersReplacement: {
    affected: "both|objects|pronoun|self?",
    legacy: "true?",
    how: "tapped|underControlOf|untapped|withChoiceOfCounter|withCounters",
  },
  /** "enters under the control of an opponent of your choice" (110.2a) */
  underControlOf: {
    who: "objects|players",
  },
  equal: {
    of: AMOUNT,
  },
  escapesWith: {
    affected: "both|self",
    amount: "a|node:number",
    counter: "counterKind",
  },
  event: {
    subject: "andAtLeast|dealtDamageBy|either|objects|players|pronoun|self|you?",
    event: "string",
    /** "you spend this mana to cast a Dragon creature spell" */
    purposes: "spendPurpose[]?",
    legacy: "true?",
    what: "abilityRef|either|nth|objects|partOf|pronoun|self|you|zoneObject|'clash'|'coinFlip'?",
    /** "controls the most creatures", "controls the fewest lands" */
    extreme: "'most'|'fewest'?",
    mostOf: "filter?",
    by: "objects|self?",
    alone: "true?",
    thisTurn: "true?",
    under: "players|'their'|'your'?",
    more: "eventPart[]?",
    combat: "true?",
    to: "either|objects|ownerOf|partOf|players|pronoun|self|you?",
    into: "objects|self?",
    symbol: "'CHAOS'?",
    verb: "'counter'|'destroy'|'discard'|'draw'|'exile'|'mill'|'return'|'reveal'|'sacrifice'|'warp'?",
    thisWay: "true?",
    with: "objects|self?",
    amount: "amount|node:number?",
    targets: "objects|self?",
    whose: "players|'a'|'aPlayers'|'itsOwners'|'their'|'your'?",
    from: "zone|'anyZone'|'anywhere'|'battlefield'|'yourLibrary'?",
    nth: "nth?",
    eachTurn: "true?",
    during: "combat|phaseOf|turnOf?",
    zone: "'graveyard'?",
    nthTimeEachTurn: "number?",
    orCopies: "true?",
    thisCombat: "true?",
    untapped: "true?",
    also: "lifeVerb?",
    noncombat: "true?",
    whileSaddled: "true?",
    while: "Condition?",
    contracted: "true?",
    withoutDying: "true?",
    /** "When you next cast …" (a delayed trigger, 603.7c) */
    next: "true?",
    status: "'crewed'|'monstrous'|'plotted'|'renowned'|'saddled'|'suspected'?",
    atLeast: "node:number?",
    value: "node:number?",
    or: "node:number|'higher'?",
    onADie: "true?",
    underYourControl: "true?",
    counters: "a|orMore?",
    counter: "counterKind?",
    on: "objects|self?",
    /** "it wasn't cast" */
    negated: "true?",
    /** "is dealt excess damage" (120.4a) */
    excess: "true?",
    /** "puts a card into your hand this way" */
    toHand: "true?",
    /** "taps a land for {C}" */
    mana: "mana?",
  },
  eventPart: {
    join: "'and'|'or'",
    toHand: "true?",
    event: "string",
    by: "objects|self?",
    what: "abilityRef|objects|pronoun|self?",
    status: "'monstrous'|'renowned'|'suspected'?",
    subject: "objects|pronoun|you?",
    from: "zone|'battlefield'?",
    into: "self?",
    legacy: "true?",
    under: "'your'?",
    whose: "players|'a'|'aPlayers'|'itsOwners'|'their'|'your'?",
    combat: "true?",
    to: "objects?",
  },
  everyType: {
    /** "every basic land type", "every nonbasic land type" */
    which: "'basic'|'nonbasic'?",
    of: "'creature'|'land'",
    inAddition: "inAddition?",
  },
  activatedTimes: {
    amount: "amount",
  },
  completedDungeon: {
    who: "you",
    negated: "true?",
  },
  evidenceCollected: {
  },
  exile: {
    what: "allOf|both|cardsFromTop|objects|partOf|pronoun|self|theRest|topOfLibrary|zoneObject",
    atRandom: "'after'|'before'?",
    duration: "duration?",
    faceDown: "true?",
    from: "zone?",
    withCounters: "withCountersOn?",
  },
  exileCost: {
    what: "objects|pronoun|self|topOfLibrary",
    from: "zone?",
  },
  exertCost: {
    what: "objects|self",
  },
  explore: {
  },
  fight: {
    what: "eachOther|objects|self",
  },
  filter: {
    words: "(conj|word)[]?",
    post: "PostModifier|PostModifier[]?",
    filter: "filter?",
  },
  for: {
    filter: "filter",
  },
  forEach: {
    each: "amountUnit|filter?",
    of: "objects|pronoun?",
    who: "'cant'|'does'|'doesnt'?",
  },
  from: {
    from: "(chosenType|everyColor|filter|objects)[]",
    or: "true?",
  },
  everyColor: {
    word: "'all'|'each'",
  },
  fromAmong: {
    what: "objects|pronoun",
  },
  fromPronoun: {
    pronoun: "'it'",
  },
  fromTopOfLibrary: {
    whose: "'your'",
  },
  fullParty: {
    who: "you",
  },
  forageCost: {
  },
  gainControl: {
    what: "objects|partOf|pronoun|self|theRest",
    duration: "duration?",
  },
  gainLife: {
    amount: `node:number|thatMuch|multiplied|${AMOUNT}?`,
  },
  gainNoLife: {
    who: "objects",
  },
  gerund: {
    event: "'attacks'|'dealsDamage'|'dies'|'enters'|'isDealtDamage'",
    legacy: "true?",
    combat: "true?",
    to: "objects?",
  },
  getCounters: {
    amount: "a|node:number",
    counter: "counterKind",
  },
  getEnergy: {
    amount: "number?",
    count: "node:number|thatMany?",
    equalTo: `${AMOUNT}?`,
  },
  giftPromised: {
    negated: "true?",
  },
  grant: {
    affected: "both|nextSpellCast|nthSpellEachTurn|objects|partOf|pronoun|self|spellsCast|topOfLibrary|you?",
    abilities: "(keyword|keywordChoice|quotedAbility)[]",
  },
  grantAbility: {
    abilities: "(keyword|keywordChoice|quotedAbility)[]",
    duration: "duration?",
  },
  greatestAmong: {
    word: "'greatest'|'highest'",
    stat: "'manaValue'|'power'|'toughness'",
    legacy: "true?",
    among: "objects",
  },
  had: {
    who: "players|you",
    event: "event",
    lastTurn: "true?",
  },
  /** "first strike or swampwalk": one of the keywords (a list joined by "or"). */
  keywordChoice: {
    options: "keyword[]",
    yourChoice: "true?",
  },
  handSize: {
    who: "players|you",
    op: "'a'|'atLeast'|'atMostFewer'|'exactly'|'fewerThan'|'none'",
    value: "node:number?",
    exactly: "true?",
  },
  withGreatest: {
    word: "'greatest'|'highest'|'least'|'lowest'",
    stat: "'manaValue'|'power'|'toughness'",
    legacy: "true?",
    among: "objects?",
  },
  whoDoes: {
    word: "'cannot'|'cant'|'didnt'|'doesnt'|'dont'",
  },
  whoDid: {
    event: "event",
    negated: "true?",
    tense: "'past'|'present'",
  },
  happened: {
    event: "countersEvent|event|ringTemptsYou|damageIsDealt",
    negated: "true?",
    perfect: "true?",
    lastTurn: "true?",
    /** The tense of the verb as written ("is destroyed" / "was destroyed"), when its form tells. */
    tense: "'past'|'present'?",
    /** "you don't copy a spell this way" (negated in the present, not "didn't") */
    present: "true?",
  },
  hasAbility: {
    what: "objects|pronoun|self",
    negated: "'didnt'|'doesnt'|'dont'?",
    abilities: "(keyword|keywordChoice)[]",
  },
  hasChosenName: {
    what: "objects|pronoun|self",
  },
  hasCitysBlessing: {
    who: "you",
  },
  hasInitiative: {
    who: "you",
  },
  hasMoreThan: {
    who: "players|you",
    op: "'less'|'more'",
    what: "'cardsInHand'|'life'",
    than: "objects|you",
  },
  hasStat: {
    what: "objects|pronoun|self",
    stat: "'manaValue'|'power'|'toughness'",
    legacy: "true?",
    value: COMPARED,
    op: COMPARISON,
    total: "true?",
    relative: "true?",
  },
  isAttachedTo: {
    what: "objects|pronoun|self",
    to: "objects|pronoun|self",
  },
  isEnchantedBy: {
    what: "objects|pronoun|self",
    amount: "amount",
    by: "filter",
  },
  hasStatus: {
    what: "objects|pronoun|self",
    be: "'are'|'is'|'was'|'were'?",
    negated: "true?",
    contracted: "true?",
    status: "'bargained'|'foretold'|'monstrous'|'renowned'|'suspected'|'suspended'",
  },
  have: {
    who: "controllerOf|objects|partOf|pronoun|self|you",
    action: "Action",
  },
  if: {
    condition: "Condition",
    after: "true?",
  },
  duringAnyTurn: {
    condition: "Condition",
  },
  insteadOf: {
    of: "putting|toZone|node:number",
  },
  inAddition: {
    whose: "'its'|'their'",
    other: "string",
  },
  increased: {
    value: "node:number",
  },
  investigate: {
  },
  is: {
    what: "objects|pronoun|self|topOfLibrary",
    article: "'a'|'an'?",
    state: "filter",
    contracted: "true?",
    negated: "true?",
    alone: "true?",
  },
  isIn: {
    what: "objects|pronoun|self",
    zone: "zone",
    contracted: "true?",
    orZone: "zone?",
  },
  isMonarch: {
    who: "controllerOf|ownerOf|players|you",
    contracted: "true?",
    /** the verb as written when not contracted: "is", "was", "were", "are" */
    be: "string?",
    negated: "true?",
  },
  /** "defending player is poisoned" (704.5c) */
  isPoisoned: {
    who: "controllerOf|ownerOf|players|you",
    contracted: "true?",
    be: "string?",
    negated: "true?",
  },
  /** "you weren't the starting player" (103.1) */
  isStartingPlayer: {
    who: "controllerOf|ownerOf|players|you",
    contracted: "true?",
    be: "string?",
    negated: "true?",
  },
  /** "you pay {2} more to cast it", "you pay its mana cost" */
  hasSameAs: {
    what: "objects|pronoun|self",
    stat: "'manaValue'|'name'|'power'|'toughness'",
    as: "either|objects|partOf|pronoun|self",
  },
  paidLifeThisWay: {
    who: "controllerOf|ownerOf|players|you",
  },
  pays: {
    who: "controllerOf|ownerOf|players|you",
    cost: "mana?",
    more: "true?",
    toCast: "objects|pronoun|self?",
    manaCostOf: "controllerOf|objects|ownerOf|players|pronoun|self|you|'its'|'their'|'your'?",
  },
  /** "you cast it any time a sorcery couldn't have been cast" (307.1) */
  castWithoutSorceryTiming: {
    who: "controllerOf|ownerOf|players|you",
    what: "objects|pronoun|self",
  },
  /** "two or more creatures are tied for least power" */
  tiedFor: {
    what: "objects|pronoun|self",
    extreme: "'greatest'|'least'",
    stat: "'power'|'toughness'",
  },
  /** "the result is 3 or less" (706.2) */
  resultIs: {
    value: COMPARED,
    op: COMPARISON,
    relative: "true?",
  },
  isPhase: {
    whose: "'your'?",
    nth: "number?",
    phase: "'combat'|'main'",
    ofTheTurn: "true?",
  },
  isTurn: {
    whose: "players|'their'|'your'",
    negated: "true?",
  },
  isType: {
    affected: "both|objects|partOf|pronoun|self?",
    /** "~ is also a Cleric, Rogue, Warrior, and Wizard" */
    also: "true?",
    contracted: "true?",
    type: "allColors|chosenType|everyType|types",
    negated: "true?",
  },
  isGoaded: {
    affected: "both|objects|pronoun|self?",
  },
  it: {
    /** A character's possessive ("his power", "her owner's control"): "its" otherwise. */
    word: "'his'|'her'?",
  },
  keyword: {
    keyword: "string",
    arg: "cost|filter|for|from|node:number|withName?",
    of: "string?",
  },
  keywordAction: {
    action: "'adapt'|'bolster'|'discover'|'earthbend'|'endure'|'fateseal'|'incubate'|'support'",
    amount: "node:number",
  },
  keywords: {
    list: "(keyword|keywordChoice)[]",
  },
  kicked: {
    what: "objects|pronoun|self",
    cost: "mana?",
    negated: "true?",
  },
  landTypeAmong: {
    basic: "true",
    among: "objects",
    plural: "true?",
  },
  life: {
    amount: "node:number?",
    equalTo: `${AMOUNT}?`,
  },
  levelBand: {
    counter: "'charge'|'class'|'level'",
    min: "number",
    max: "number?",
  },
  lifeCost: {
    amount: "node:number?",
    /** "Pay life equal to ~'s power" */
    equalTo: `${AMOUNT}?`,
  },
  lifeTotal: {
    who: "players|you?",
    starting: "true?",
    value: "node:number?",
    op: "'atLeast'|'atMost'|'exactly'?",
    exactly: "true?",
    whose: "'your'|'their'|'its'|controllerOf|ownerOf|players|pronoun|you?",
  },
  lifeVerb: {
    join: "'and'|'or'",
    verb: "'lose'",
  },
  libraryPosition: {
    nth: "number",
    from: "'bottom'|'top'",
  },
  look: {
    what: "cardsFromTop|objects|pronoun|topOfLibrary|zoneObject",
    andPlay: "true?",
    duration: "duration?",
  },
  lookAnyTime: {
    affected: "both|you",
    what: "objects|topOfLibrary",
  },
  loseAbilities: {
    abilities: "(keyword|keywordChoice)[]",
    affected: "both|objects?",
  },
  loseAbility: {
    abilities: "(keyword|keywordChoice)[]",
    duration: "duration?",
  },
  loseOtherTypes: {
    affected: "both|objects|pronoun|self?",
    of: "'card'|'creature'|'land'",
  },
  loseAllAbilities: {
    affected: "both|objects?",
    duration: "duration?",
  },
  loseGame: {
  },
  loseLife: {
    amount: `node:number|thatMuch|multiplied|${AMOUNT}`,
  },
  loyaltyCost: {
    sign: "string",
    amount: "'X'|number",
    bracketed: "true?",
    /** "-3:" written with a hyphen-minus rather than "−" */
    hyphen: "true?",
  },
  mana: {
    symbols: "string[]",
  },
  manaChoice: {
    options: "(anyColor|mana)[]",
  },
  manaCost: {
    symbols: "string[]",
    pay: "true?",
  },
  manaSpent: {
    from: "objects?",
    what: "objects|pronoun|self",
    atLeast: "node:number?",
    color: "'black'|'blue'|'green'|'red'|'white'?",
    symbols: "mana?",
    none: "true?",
    verb: "'activate'?",
  },
  manaSpentOn: {
    which: "'that'|'this'",
    toCast: "true?",
    what: "objects",
  },
  maxHandSize: {
    whose: "players|'your'",
    change: "increased|reduced|set",
  },
  mayExert: {
    affected: "both|you",
    what: "self",
    /** "as he attacks" (a character) */
    pronoun: "'he'|'she'?",
  },
  mayNotUntap: {
    affected: "self",
  },
  mayPlayFrom: {
    affected: "both|controllerOf|ownerOf|you",
    plays: "(cast|play)[]",
    /** "You may play a land or cast a spell …" */
    orPlays: "true?",
    from: "fromTopOfLibrary|zone?",
    /** "from your hand or the top of your library" */
    orFrom: "fromTopOfLibrary?",
    withoutPaying: "withoutPaying|true?",
    by: "castCost?",
    /** "… using its blitz ability": the keyword whose cost pays for it */
    using: "string?",
  },
  mill: {
    amount: "equal|node:number|partOf|thatMany|multiplied",
  },
  millCost: {
    amount: "a|node:number",
  },
  modal: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    choose: "choose|unparsed",
    modes: "mode[]",
    /** What the ability says of its modes between the count and the bullets (700.2): "You may choose the same mode more than once." */
    rules: "(eachModeDifferentPlayer|modeCountIf|sameModeMoreThanOnce|unparsed)[]?",
  },
  asYouCast: {
    condition: "Condition",
    tense: "'past'?",
  },
  startingWith: {
    who: "'you'|'nextOpponent'",
  },
  vote: {
    /** named options ("time or money"), or what is voted for ("a nonland permanent you don't control") */
    options: "string[]?",
    joins: "string[]?",
    for: "objects?",
  },
  sameModeMoreThanOnce: {
  },
  eachModeDifferentPlayer: {
  },
  modeCountIf: {
    condition: "Condition",
    may: "true?",
    choose: "choose",
    instead: "true?",
  },
  mode: {
    /** "• Smash It — Destroy target artifact.": the mode's name, a flavor word (207.2c). */
    name: "string?",
    effect: "effect",
  },
  modifyPT: {
    pt: "string",
    /** "gets +1/-1 or -1/+1": the other choice */
    orPt: "string?",
    duration: "duration?",
    gains: "(keyword|keywordChoice|quotedAbility)[]?",
    /** "gets +2/+2 and has trample for as long as …": written with "has" rather than "gains" */
    has: "true?",
  },
  mustAttack: {
    duration: "duration?",
    each: "'combat'|'turn'?",
    whom: "ownerOf|players|you?",
  },
  mustBeBlocked: {
    affected: "both|objects|pronoun|self?",
    by: "blockedBy?",
    duration: "duration?",
  },
  mustBlock: {
    duration: "duration?",
    whom: "objects|pronoun|self?",
    affected: "both|objects|self?",
    attackOrBlock: "true?",
    each: "'combat'?",
  },
  mustBlockIfAble: {
    affected: "both|objects",
    what: "either|objects|pronoun|self",
    duration: "duration?",
  },
  named: {
    name: "string",
    or: "string[]?",
  },
  next: {
    amount: "node:number",
    combat: "true?",
  },
  no: {
  },
  noMaxHandSize: {
    affected: "both|objects|you",
  },
  noMonarch: {
  },
  noOne: {
    word: "'one'",
  },
  nth: {
    whose: "'their'|'your'",
    nth: "'next'|number",
    filter: "filter",
  },
  nthResolution: {
    nth: "number",
  },
  nextSpellCast: {
    what: "objects",
    castBy: "castBy?",
    thisTurn: "true?",
  },
  nthSpellEachTurn: {
    nth: "number",
    what: "objects",
    castBy: "castBy",
    each: "'eachOfYourTurns'|'eachTurn'",
  },
  number: {
    additional: "true?",
    value: "'X'|number",
    article: "'a'|'an'?",
    word: "true?",
  },
  numberCost: {
    number: "node:number",
    cost: "manaCost[]",
  },
  numberOf: {
  },
  objects: {
    det: "string",
    filter: "filter?",
    article: "'a'|'an'?",
    count: "node:number|thatMany?",
    target: "true?",
    other: "true?",
    counts: "node:number[]?",
    plural: "true?",
    amount: "amount?",
  },
  ofChoice: {
    whose: "'their'|'your'",
  },
  /** "(creatures) of the creature type of your choice" */
  ofTypeOfChoice: {
    type: "string",
    whose: "'their'|'your'",
  },
  ofChosen: {
    what: "'color'|'type'",
  },
  /** "of that color", "of that type" */
  ofThat: {
    what: "'color'|'type'",
  },
  once: {
    each: "'turn'|'yourTurn'",
  },
  onto: {
    onto: "filter",
    cost: "(exileCost|mana|returnCost|sacrificeCost|tapObjectsCost)[]",
  },
  openingHand: {
    affected: "self",
    action: "'beginOnBattlefield'",
    /** "with him on the battlefield" (a character) */
    pronoun: "'her'|'him'?",
  },
  /** "the last time counter" (a counters event, 702.62a) */
  last: {
  },
  orMore: {
    count: "node:number",
  },
  otherThan: {
    what: "controllerOf|objects|ownerOf|self|you",
  },
  otherwise: {
  },
  ownedBy: {
    who: "eitherPlayer|players|pronoun|you",
    negated: "true?",
    butNotControlled: "true?",
  },
  ownerOf: {
    of: "it|objects|self|their",
    plural: "true?",
  },
  paired: {
    what: "self",
    with: "objects",
  },
  participle: {
    verb: "'cast'|'chosen'|'counter'|'create'|'deal'|'destroy'|'discard'|'draw'|'exile'|'lose'|'mill'|'pay'|'prevent'|'put'|'remove'|'return'|'reveal'|'revealed'|'sacrificed'|'shuffle'|'tap'|'untap'",
    word: "string",
    when: "'thisTurn'|'thisWay'?",
    with: "pronoun|self?",
    damage: "true?",
    zones: "zone[]?",
    /** "dealt damage by enchanted creature this turn" */
    by: "objects|players|self?",
    /** "paid as it entered the battlefield" */
    as: "asItEntered?",
  },
  asItEntered: {
    legacy: "true?",
  },
  partOf: {
    count: "node:number|'any'|'any number'|'each'|'half'",
    /** "up to two of them" */
    upTo: "true?",
    of: "objects|players|pronoun|zoneObject",
    rounded: "'down'|'up'?",
  },
  partyMember: {
    plural: "true?",
  },
  targetBeyondFirst: {
  },
  kindAmong: {
    what: "'cardType'|'color'|'manaValue'",
    different: "true?",
    among: "objects",
    plural: "true?",
  },
  playerCounters: {
    counter: "counterKind",
    who: "players|you",
    plural: "true?",
  },
  pay: {
    cost: "anyAmount|energy|life|mana|manaChoice",
    and: "life?",
    times: "anyNumber|upTo?",
  },
  anyAmount: {
    of: "'energy'|'life'|'mana'",
  },
  upTo: {
    amount: "node:number",
  },
  phaseOf: {
    whose: "'your'",
    step: "'main'",
  },
  play: {
    what: "objects|partOf|pronoun|self|topOfLibrary",
    // "if you didn't play it from your hand" (older printed text, in a doesNot condition)
    from: "zone?",
    duration: "duration?",
    withoutPaying: "withoutPaying|true?",
    by: "castCost?",
  },
  playerHas: {
    who: "controllerOf|players|you",
    what: "objects",
  },
  players: {
    det: "'a'|'all'|'an'|'another'|'any'|'defending'|'each'|'enchanted'|'target'|'that'|'the'|'your'",
    noun: "'opponent'|'player'",
    plural: "true?",
    extra: "'active'|'chosen'|'other'|'target'?",
  },
  playRevealed: {
    what: "topOfLibrary|zoneObject",
    affected: "both|objects|players?",
  },
  populate: {
  },
  predicates: {
    affected: "both|nextSpellCast|nthSpellEachTurn|objects|pronoun|self|spellsCast",
    contracted: "true?",
    predicates: "StaticBody|StaticBody[]",
    joins: "string[]",
  },
  prevent: {
    which: "all|next",
    to: "anyTarget|both|controllerOf|countersOnObject|either|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    toAndBy: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    duration: "duration?",
    by: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    order: "('by'|'duration'|'to'|'toAndBy')[]?",
    source: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject?",
    that: "true?",
  },
  prevention: {
    combat: "true?",
    noncombat: "true?",
    direction: "'by'|'to'|'toAndBy'",
    what: "objects|self|you",
  },
  preventThat: {
    amount: "node:number?",
    and: "clause?",
  },
  proliferate: {
  },
  pronoun: {
    word: "'he'|'her'|'him'|'it'|'its'|'itself'|'she'|'them'|'they'",
  },
  pump: {
    affected: "both|objects|partOf|pronoun|self?",
    pt: "string",
    forEach: "countersOnObject|filter|kindAmong|landTypeAmong|playerCounters?",
    has: "(keyword|keywordChoice|quotedAbility)[]?",
    additional: "true?",
  },
  movePart: {
    join: "'and'|','|', and'",
    what: "cardsFromTop|either|objects|partOf|pronoun|self|someOf|theOther|theRest|topOfLibrary",
    from: "zone?",
    to: "toZone",
  },
  put: {
    what: "cardsFromTop|either|objects|partOf|pronoun|self|someOf|theOther|theRest|topOfLibrary",
    to: "toZone",
    from: "zone?",
    /** the zone after the destination: "onto the battlefield from your hand" */
    fromAfter: "true?",
    also: "movePart[]?",
    destinationFirst: "true?",
  },
  putCounters: {
    amount: "a|node:number|numberOf|thatMany|upTo",
    counter: "counterKind",
    also: "counterAlso[]?",
    on: "both|objects|partOf|pronoun|self|theOther",
    equalTo: `${AMOUNT}?`,
    equalFirst: "true?",
    more: "counterPart[]?",
  },
  skipNext: {
    whose: "'your'|'their'",
    count: "node:number?",
    what: "step",
  },
  basicLandType: {},
  allOf: {
    items: "objects[]",
    joins: "(','|', and'|'and')[]",
  },
  counterAlso: {
    join: "'and'|','|', and'",
    amount: "a|node:number",
    counter: "counterKind",
  },
  counterPart: {
    join: "'and'|','|', and'",
    amount: "a|node:number",
    counter: "counterKind?",
    on: "objects|partOf|pronoun|self|theOther",
  },
  putCountersCost: {
    amount: "a",
    counter: "counterKind",
    on: "objects|self",
  },
  putIntoGraveyard: {
    whose: "players|'a'|'their'|'your'",
    fromAnywhere: "true?",
    from: "'battlefield'?",
  },
  putting: {
    what: "objects|pronoun|self",
    to: "toZone",
  },
  quotedAbility: {
    ability: "activated|replacement|spell|static|triggered|unparsed",
  },
  ratherThanManaCost: {
    of: "self",
  },
  reduced: {
    value: "node:number",
  },
  regenerate: {
    what: "objects|pronoun|self",
  },
  remains: {
    what: "objects|partOf|pronoun|self",
    state: "zone|'exiled'|'tapped'",
  },
  reminder: {
    text: "string",
  },
  removeCountersCost: {
    amount: "a|all|anyNumber|node:number|orMore",
    counter: "counterKind?",
    among: "true?",
    from: "objects|self",
  },
  removeFromCombat: {
    what: "objects|pronoun|self",
  },
  replacement: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    effects: "(sentence|static|unparsed)[]?",
    event: "clause?",
    replacement: "changedAmount|clause|dealsThatDamage|doubleDamage|gainNoLife|preventThat|sequence|thatDamageDealtTo|thatMuchMore?",
    abilityWord: "string?",
    chosenOption: "string?",
    reminders: "reminder[]?",
    insteadAt: "'start'?",
    instead: "boolean?",
    /** "… instead of putting it anywhere else" (its pronoun) */
    elsewhere: "'it'|'them'?",
    nextTime: "true?",
  },
  restrict: {
    affected: "abilitiesActivated|abilitiesOf|both|nextSpellCast|objects|partOf|players|pronoun|self|you?",
    restriction: "cant|doesntUntap|keepsMana|mustAttack",
    unless: "unlessPays|Condition?",
  },
  return: {
    what: "allOf|both|objects|partOf|pronoun|self|theOther",
    atRandom: "true?",
    from: "zone?",
    to: "toZone",
    also: "movePart[]?",
    destinationFirst: "true?",
  },
  /** "Equip costs you pay", "Flashback costs your opponents pay", "All morph costs": the costs of a keyword ability (118) */
  keywordCosts: {
    all: "true?",
    keyword: "string",
    by: "players|you?",
  },
  /** "Spend only mana produced by basic lands to cast this spell.", "Spend only black and/or red mana on X." (601.2g-h) */
  spendOnlyMana: {
    colors: "string?",
    producedBy: "objects?",
    ofChosenColor: "true?",
    onX: "true?",
    verb: "'activate'|'cast'?",
    what: "abilityRef|objects|pronoun|self?",
    thisWay: "true?",
  },
  /** "Untap all creatures you control during each other player's untap step." (502.3) */
  untapDuring: {
    what: "objects|self",
    whose: "players",
  },
  /** "can't untap more than one land during their untap steps" (502.3) */
  untapMoreThan: {
    count: "node:number",
    what: "filter",
    whose: "'their'|'your'",
    plural: "true?",
  },
  /** "can't have counters put on it", "can't have +1/+1 counters put on them" (122.1) */
  haveCountersPut: {
    counter: "counterKind?",
    pronoun: "'it'|'them'",
  },
  /** "A deck can have any number of cards named ~." (100.2a: a rule of deck construction) */
  deckMayHave: {
    count: "'any'|node:number",
    name: "self",
  },
  /** "Pay half your life, rounded up" (107.1a) */
  halfLifeCost: {
    whose: "'your'",
    rounded: "'down'|'up'?",
  },
  /** "Put a card from your hand on top of your library", "Put ~ on the bottom of its owner's library" */
  putCost: {
    what: "objects|self|topOfLibrary",
    from: "zone?",
    to: "toZone",
  },
  returnCost: {
    what: "objects|pronoun|self",
    to: "toZone",
  },
  revealUntil: {
    verb: "'exile'|'reveal'",
    whose: "players|'its'|'their'|'your'",
    until: "untilReveals",
  },
  reveal: {
    what: "cardsFromTop|objects|pronoun|self|topOfLibrary|zoneObject",
    atRandom: "'before'?",
    from: "zone?",
  },
  revealCost: {
    what: "objects|self|zoneObject",
    from: "zone?",
  },
  sacrifice: {
    what: "objects|partOf|pronoun|self|theRest",
  },
  sacrificeCost: {
    what: "allOf|either|objects|partOf|pronoun|self",
    and: "objects|self?",
  },
  sameNameAs: {
    as: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you",
  },
  scry: {
    amount: "node:number",
  },
  monstrosity: {
    amount: "node:number",
  },
  someOf: {
    count: "node:number",
  },
  seek: {
    what: "either|objects",
  },
  search: {
    whose: "controllerOf|ownerOf|players|'their'|'your'",
    zones: "('graveyard'|'hand'|'library')[]?",
    joins: "(','|', and'|', and/or'|', or'|'and'|'and/or'|'or')[]?",
    for: "allOf|either|objects",
    different: "withDifferent?",
  },
  self: {
    noun: "'Aura'|'Case'|'Class'|'Equipment'|'Planet'|'Room'|'Saga'|'Spacecraft'|'Vehicle'|'ability'|'artifact'|'card'|'creature'|'emblem'|'enchantment'|'land'|'permanent'|'planeswalker'|'scheme'|'spell'|'token'?",
    short: "true?",
    /** The first word of a legend's name ("Elanor" for Elanor Gardner), with `short`. */
    first: "true?",
    /** A card that names two characters ("Aang and Katara attack"): its verbs agree in the plural. */
    plural: "true?",
  },
  sentence: {
    body: "clause|modal|sequence|sentence|StaticBody",
    prefix: "delayedTrigger|duration|duringAnyTurn|forEach|if|otherwise|startingWith|then?",
    where: "xIs?",
    instead: "true?",
    insteadFirst: "true?",
  },
  sequence: {
    clauses: "clause[]",
    joins: "string[]",
  },
  set: {
    value: "node:number",
  },
  shares: {
    what: "partOf|pronoun",
    quality: "'cardType'|'color'|'creatureType'",
    with: "objects|self",
  },
  /** "with lesser mana value", "with equal or lesser power" (compared with an object named before) */
  comparedStat: {
    word: "'greater'|'lesser'",
    orEqual: "true?",
    stat: "'manaValue'|'power'|'toughness'",
    legacy: "true?",
  },
  /** "with no abilities" */
  noAbilities: {},
  /** "gains all creature types", "loses all creature types" (205.3m) */
  allCreatureTypes: {
    verb: "'gain'|'lose'",
    duration: "duration?",
  },
  /** "the player or planeswalker it's attacking" */
  itsAttacking: {},
  /** "(those creatures fight) each other" */
  eachOther: {},
  /** "your speed" (702.179) */
  speed: {
    whose: "'your'",
  },
  sharesWith: {
    what: "'cardType'|'color'|'creatureType'|'landType'|'type'",
    with: "anyTarget|both|controllerOf|objects|ownerOf|partOf|players|pronoun|self|theOther|you?",
    negated: "true?",
  },
  shuffle: {
    whose: "'it'|'their'|'your'?",
    plural: "true?",
  },
  shuffleInto: {
    what: "objects|pronoun|self|theOther|theRest|zoneObject",
    whose: "ownerOf|players|'their'|'your'",
    plural: "true?",
  },
  setLife: {
    whose: "players|'its'|'their'|'your'",
    value: `lifeTotalAmong|node:number|${AMOUNT}`,
    /** "becomes equal to …" rather than "becomes …" */
    equalTo: "true?",
    /** "(you may) have your life total become 20": the player makes it so */
    have: "true?",
  },
  /** "is no longer suspected", "are no longer snow": a status or supertype taken away */
  noLonger: {
    what: "'suspected'|'goaded'|'monstrous'|'renowned'|'foretold'|'suspended'|'bargained'|'legendary'|'basic'|'snow'|'world'|'ongoing'",
  },
  /** "a graveyard has twenty or more cards in it" */
  zoneHasCards: {
    zone: "'graveyard'|'library'",
    what: "objects",
  },
  /** "forage" (701.61) */
  forage: {
  },
  /** "collect evidence 4" (701.59) */
  collectEvidence: {
    amount: "node:number",
  },
  skip: {
    whose: "'their'|'your'",
    what: "step",
    affected: "objects|players?",
  },
  skips: {
    affected: "both|objects|players|you?",
    whose: "'their'|'your'",
    what: "step",
    plural: "true?",
  },
  spell: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    /** Written after a semicolon in a line of keywords ("Flying; banding", older printings). */
    semicolon: "true?",
    effect: "effect|modal?",
    results: "resultRow[]?",
    reminders: "reminder[]?",
    abilityWord: "string?",
    chosenOption: "string?",
    keyword: "'ascend'|'cipher'|'epic'?",
    represents: "('spell'|'static')[]?",
    rule: "string?",
  },
  spellsCast: {
    what: "objects",
    castBy: "castBy",
  },
  spendAsAnyColor: {
    affected: "both|objects|pronoun|you",
    mana: "string?",
    of: "'color'|'type'",
    purpose: "spendPurpose?",
  },
  spendOnly: {
    what: "abilitiesOf|either|objects|self|spendOn",
    more: "spendPurpose[]?",
    joins: "(','|', or'|'or')[]?",
  },
  spendPurpose: {
    verb: "'activate'|'cast'?",
    what: "abilitiesActivated|abilitiesOf|objects|pronoun|self|spendOn|spellsCast",
    to: "true?",
  },
  stat: {
    /** "with power or toughness 4 or greater": either one */
    stat: "'manaValue'|'power'|'toughness'|'powerOrToughness'",
    value: COMPARED,
    op: COMPARISON,
    legacy: "true?",
    relative: "true?",
  },
  totalStat: {
    stat: "'manaValue'|'power'|'toughness'",
    value: COMPARED,
    op: COMPARISON,
    legacy: "true?",
    relative: "true?",
  },
  static: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    /** Written after a semicolon in a line of keywords ("Flying; banding", older printings). */
    semicolon: "true?",
    effects: "(sentence|static|stillIs|unparsed)[]?",
    keyword: "string?",
    rule: "string?",
    body: "StaticBody?",
    reminders: "reminder[]?",
    asLongAs: "Condition?",
    represents: "('spell'|'static'|'triggered')[]?",
    arg: "cost|dashName|filter|for|from|node:number|numberCost|object|onto|prototype|withName?",
    /** Sentences about a keyword ability on its line: "Kicker {X}. X can't be 0." */
    rules: "static[]?",
    band: "levelBand?",
    abilities: "(activated|bandPT|replacement|spell|static|triggered)[]?",
    abilityWord: "string?",
    chosenOption: "string?",
    after: "asLongAs|duringTurn|staticIf?",
    if: "Condition?",
    where: "xIs?",
    during: "duringTurn?",
    duringFirst: "true?",
    instead: "true?",
    of: "string?",
    once: "once?",
  },
  statIs: {
    of: "objects|pronoun|self",
    stat: "'manaValue'|'power'|'toughness'",
    value: COMPARED,
    op: COMPARISON,
    legacy: "true?",
    relative: "true?",
  },
  statOf: {
    stat: "'manaValue'|'power'|'toughness'",
    of: "it|objects|pronoun|self|their|'it'",
    legacy: "true?",
    the: "true?",
  },
  step: {
    step: "'cleanup'|'combat'|'combatDamage'|'declareAttackers'|'declareBlockers'|'draw'|'end'|'endOfCombat'|'main'|'main1'|'main2'|'turn'|'untap'|'upkeep'",
    legacy: "true?",
    phase: "true?",
  },
  stillIs: {
    article: "'a'|'an'?",
    they: "true?",
    what: "filter",
  },
  sum: {
    terms: `(node:number|thatNumber|${AMOUNT})[]`,
    ops: "('minus'|'plus')[]",
  },
  surveil: {
    amount: "node:number",
  },
  tap: {
    what: "objects|pronoun|self",
  },
  tapCost: {
  },
  tapObjectsCost: {
    what: "objects",
  },
  tapOrUntap: {
    what: "objects|self",
  },
  tapped: {
    unless: "Condition?",
  },
  targets: {
    what: "objects|pronoun",
    target: "objects",
  },
  blockRelation: {
    rel: "'blocking'|'blockedBy'|'blockingOrBlockedBy'",
    of: "objects|pronoun|self",
  },
  thatDid: {
    verb: "'attacked'|'attackedOrBlocked'|'blocked'|'dealtDamage'|'died'|'entered'",
    when: "'thisTurn'?",
    to: "objects|self|you?",
    whom: "'you'?",
    battlefield: "true?",
    /** "that died under your control this turn" */
    underYourControl: "true?",
  },
  thatHas: {
    what: "countersOn|keywords",
  },
  thatIs: {
    contracted: "true?",
    both: "true?",
    words: "(article|conj|word)[]",
  },
  thatManyPlus: {
    op: "'minus'|'plus'",
    n: "node:number",
  },
  /** "(equal to) that damage": the amount of damage the event dealt */
  thatDamage: {},
  thatMany: {
    /** "draw that many cards plus one" */
    plus: "node:number?",
  },
  thatMuch: {
  },
  lifeFloor: {
    below: "node:number",
    floor: "node:number",
  },
  dealsThatDamage: {
    source: "controllerOf|objects|pronoun|self",
    to: "anyTarget|controllerOf|objects|ownerOf|players|pronoun|self|you",
  },
  thatDamageDealtTo: {
    to: "anyTarget|controllerOf|objects|ownerOf|players|pronoun|self|you",
  },
  thatMuchMore: {
    who: "pronoun|you",
    verb: "'deal'|'gain'",
    what: "'damage'|'life'",
    plus: "node:number?",
    /** "that much damage minus 1" */
    minus: "node:number?",
    twice: "true?",
    to: "objects?",
  },
  their: {
  },
  then: {
  },
  theOther: {
  },
  thereIs: {
    what: "objects",
    contracted: "true?",
  },
  theRest: {
    of: "objects|partOf|pronoun?",
  },
  timeKicked: {
    what: "pronoun|self",
  },
  /** "the difference", "the difference between those results", "… between your life total and target player's life total" */
  difference: {
    between: `(node:number|${AMOUNT})[]?`,
    results: "true?",
  },
  /** "(for each) time you've cast your commander from the command zone this game" (903.8) */
  timeCastFromCommandZone: {
    what: "objects",
  },
  /** "(two target creatures) controlled by the same player", "… by different players", "… by target opponent" */
  controlledByPassive: {
    who: "players|you?",
    same: "'opponent'|'player'?",
    different: "true?",
  },
  /** "(for each) of its colors", "(for each) of that spell's colors" */
  colorsOf: {
    of: "objects|pronoun|self",
  },
  /** "(the number of) times ~ was kicked", "times this creature has mutated" */
  timesDone: {
    what: "objects|pronoun|self",
    verb: "'kicked'|'mutated'",
  },
  /** "the amount of damage dealt this way", "the amount of excess damage dealt to that creature this way", "the amount of damage it dealt to that player" */
  damageAmount: {
    excess: "true?",
    by: "objects|pronoun|self?",
    to: "objects|players|pronoun|self|you?",
    when: "'thisTurn'|'thisWay'?",
  },
  timesEachTurn: {
    max: "node:number|number",
  },
  thoseTokensPlus: {
    plus: "objects|tokenSpec",
  },
  tokenCopy: {
    count: "a|node:number",
    of: "objects|partOf|pronoun|self",
    plural: "true?",
    tapped: "true?",
    tappedAndAttacking: "'after'|'before'?",
    except: "compound|entersReplacement|grant|isType|predicates?",
    exceptNoComma: "true?",
  },
  tokenSpec: {
    count: "a|node:number|numberOf|thatMany",
    pt: "string?",
    words: "(conj|word)[]",
    tapped: "true?",
    named: "string?",
    with: "(keyword|keywordChoice|quotedAbility)[]?",
    attachedTo: "objects|pronoun?",
    /** "a 1/1 creature token of the chosen color and type" */
    chosenColorAndType: "true?",
    /** "… named Ajani's Pridemate with "…"": the abilities written after the name */
    withAfterName: "true?",
    /** "that's attacking" (not tapped) */
    attackingOnly: "true?",
    /** "that's all colors" */
    allColors: "true?",
    tappedAndAttacking: "true?",
    /** "… that's tapped and attacking that player" (508.4) */
    attacking: "controllerOf|objects|players|pronoun|you?",
    equal: `${AMOUNT}?`,
  },
  topOfLibrary: {
    count: "node:number?",
    whose: "players|'its'|'their'|'your'",
    plural: "true?",
  },
  toZone: {
    zone: "'battlefield'|'graveyard'|'hand'|'library'|'libraryBottom'|'libraryTop'|'libraryTopOrBottom'",
    onto: "true?",
    whose: "ownerOf|players|'controllerOf'|'its'|'ownerOf'|'their'|'your'?",
    order: "'any'|'random'?",
    into: "true?",
    tapped: "true?",
    under: "ownerOf|players|'their'|'your'?",
    attacking: "true?",
    attachedTo: "objects|pronoun|self?",
    plural: "true?",
    transformed: "true?",
    faceDown: "true?",
    attachedAfterControl: "true?",
    /** "under your control tapped (and attacking)" */
    tappedAfterControl: "true?",
    withCounters: "withCountersOn?",
    position: "libraryPosition?",
    library: "'it'|'none'?",
    back: "true?",
  },
  untilReveals: {
    who: "players|pronoun|you",
    verb: "'exile'|'reveal'",
    what: "either|objects",
  },
  transform: {
    what: "objects|pronoun|self",
  },
  trigger: {
    word: "'at'|'chapter'|'when'|'whenever'",
    event: "beginningOf|chaosEnsues|chapter|dayNightChanges|countersEvent|endOfCombat|event|stateTrigger|ringTemptsYou|damageIsDealt",
    more: "triggerPart[]?",
  },
  triggered: {
    /** The dash after an ability word, chapter numbers or "Choose one" as written, when not " — " ("Domain—When …"). */
    dashText: "string?",
    /** Written after a semicolon in a line of keywords ("Flying; banding", older printings). */
    semicolon: "true?",
    trigger: "trigger|unparsed?",
    results: "resultRow[]?",
    effect: "effect|modal|unparsed?",
    reminders: "reminder[]?",
    limit: "triggerLimit?",
    abilityWord: "string?",
    chosenOption: "string?",
    condition: "Condition?",
    keyword: "string?",
    rule: "string?",
    arg: "cost|node:number|object?",
  },
  triggerLimit: {
    timesEachTurn: "number",
  },
  /** A state trigger (603.8): "When you have 10 or less life" — the condition of the game state that triggers it. */
  stateTrigger: {
    condition: "Condition",
  },
  triggerPart: {
    join: "'and'|'or'",
    word: "'at'|'when'|'whenever'",
    event: "beginningOf|event",
  },
  triggersAdditional: {
    cause: "abilityTriggers|causesTrigger",
    pronoun: "string",
  },
  turnOf: {
    whose: "controllerOf|ownerOf|players|'eachOfYour'|'their'|'your'",
    /** "during your last turn" */
    last: "true?",
  },
  twice: {
    of: AMOUNT,
  },
  /** "twice X", "three times X", "twice that much" (a multiple of an amount) */
  multiplied: {
    /** the factor 2 written "twice" */
    twice: "true?",
    factor: "node:number",
    of: "node:number|thatMuch|thatMany",
  },
  /** "twice", "three times", "X times", "that many times" (an instruction followed that many times) */
  repeat: {
    /** two times written "twice" */
    twice: "true?",
    count: "node:number|thatMany",
  },
  half: {
    of: AMOUNT,
    rounded: "'up'|'down'?",
  },
  types: {
    article: "'a'|'an'?",
    pt: "string?",
    words: "(conj|word)[]",
    basePT: "string?",
    with: "(keyword|keywordChoice)[]?",
    inAddition: "inAddition?",
    still: "stillIs?",
    base: "string?",
  },
  unlessDoes: {
    who: "controllerOf|players|pronoun|you",
    action: "Action",
  },
  unlessPays: {
    who: "controllerOf|players|pronoun|you",
    cost: "mana|(energyCost|lifeCost|mana)[]",
    forEach: "objects|countersOnObject|partOf?",
  },
  unparsed: {
    text: "string",
  },
  twiceThatMany: {
  },
  untap: {
    what: "objects|pronoun|self",
  },
  unattachCost: {
    what: "objects|self",
  },
  untapCost: {
  },
  untapDuringUntapStep: {
    whose: "controllerOf|'your'",
  },
  waterbendCost: {
    mana: "mana",
  },
  winGame: {
  },
  with: {
    what: "basicLandType|comparedStat|countersOn|keywords|manaInCost|noAbilities|stat|totalStat",
  },
  /** "{X} in its mana cost", "hybrid mana in its mana cost" (202.1, 107.4e) */
  /** "~ has hexproof if it hasn't dealt damage yet": a static ability's condition written after its body (604.1) */
  staticIf: {
    condition: "Condition",
  },
  manaInCost: {
    symbols: "mana?",
    hybrid: "true?",
    their: "true?",
    plural: "true?",
  },
  withChoiceOfCounter: {
    options: "counterOption[]",
  },
  withCounters: {
    amount: "a|node:number|numberOf",
    counter: "counterKind",
    forEach: "colorOfManaSpent|manaFromSpent|countersOnObject|filter|kindAmong|playerCounters|timeKicked?",
    additional: "true?",
    tapped: "true?",
    on: "'her'|'him'|'them'?",
    equalTo: `${AMOUNT}?`,
    andWith: "(keyword|keywordChoice)[]?",
    if: "Condition?",
    unless: "Condition?",
  },
  withCountersOn: {
    amount: "a|node:number",
    additional: "true?",
    counter: "counterKind?",
    on: "'it'|'them'",
  },
  withNameOf: {
    which: "'chosen'|'that'",
  },
  withDifferent: {
    what: "'name'|'power'|'toughness'",
  },
  withName: {
    name: "string",
  },
  without: {
    what: "comparedStat|countersOn|keywords|manaInCost|noAbilities",
  },
  withoutPaying: {
    whose: "'their'",
    plural: "true",
    paying: "true",
  },
  won: {
    who: "players|you",
    lost: "true?",
    past: "true?",
    flip: "true?",
    article: "'a'|'the'?",
    count: "amount?",
  },
  word: {
    class: "string",
    value: "string",
    plural: "true?",
    negated: "'CardType'|'ColorWord'|'Subtype'|'Supertype'|'Token'?",
  },
  xCompare: {
    value: COMPARED,
    op: COMPARISON,
    relative: "true?",
  },
  xIs: {
    value: AMOUNT,
    /** "… as you cast this spell": when X is counted */
    as: "'castThisSpell'|'activateThisAbility'|'activatedThisAbility'|'thisAbilityResolves'?",
  },
  /** "that excess damage", "the excess damage dealt this way" */
  excessDamage: {
    that: "true?",
  },
  /** "the total amount of mana paid this way", "the amount of mana that player paid this way", "the amount of {E} paid this way" */
  amountPaidThisWay: {
    total: "true?",
    what: "'mana'|'energy'",
    who: "players|pronoun?",
  },
  becomeCopy: {
    of: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
    exceptName: "true?",
    duration: "duration?",
    except: "'hasThisAbility'|StaticBody?",
  },
  lifeTotalAmong: {
    word: "'greatest'|'highest'|'lowest'",
    among: "anyTarget|both|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
  },
  thatWasDealtDamage: {
    when: "'thisTurn'?",
  },
  /** "(a card in your graveyard) that was put there from the battlefield this turn" */
  thatWasPutThere: {
    from: "'anywhere'|zone?",
    when: "'thisTurn'?",
  },
  thatIsAttacking: {
    verb: "'attacking'|'blocking'",
    whom: "anyTarget|both|either|controllerOf|countersOnObject|objects|ownerOf|partOf|players|pronoun|self|theOther|theRest|topOfLibrary|you|zoneObject",
    contracted: "true?",
    /** "creatures attacking you" (without "that's") */
    bare: "true?",
  },
  thatTargets: {
    what: "either|objects|players|pronoun|self|you",
    only: "true?",
  },
  withSingleTarget: {
  },
  changeTarget: {
    what: "objects|pronoun",
    to: "objects|players|pronoun|self|you?",
  },
  youHave: {
  },
  you: {
  },
  youDo: {
    negated: "true?",
  },
  zone: {
    prep: "'from'|'in'|'into'|'on'",
    otherThan: "true?",
    zone: "'battlefield'|'command zone'|'exile'|'graveyard'|'hand'|'library'|'outsideGame'|'stack'",
    whose: "controllerOf|ownerOf|players|'all'|'any'|'its'|'single'|'their'|'you'|'your'?",
    plural: "true?",
    orZone: "'graveyard'|'hand'|'library'?",
    andOr: "true?",
  },
  zoneObject: {
    whose: "controllerOf|players|'all'|'its'|'their'|'your'",
    zone: "'graveyard'|'hand'|'library'",
    and: "'graveyard'|'hand'?",
    plural: "true?",
  },
};
