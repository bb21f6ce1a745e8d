/**
 * The English lexicon: every spelling the grammar cares about, mapped to a
 * language-neutral word token (see grammar/vocabulary.ts) and, for word
 * classes, the value it stands for. Words not listed here stay plain `Word`
 * tokens (names, rare words), which the grammar can still accept where any
 * word is allowed.
 */
import { SUBTYPES } from "./subtypes.ts";
import type { Lexicon } from "../vocabulary.ts";

/** Closed-class words: token name → spellings (first spelling is the lemma). */
const WORDS: Record<string, string> = {
  // determiners, pronouns, quantifiers
  A: "a an",
  Another: "another",
  Any: "any",
  All: "all",
  Each: "each",
  Every: "every",
  Other: "other others",
  The: "the",
  This: "this",
  That: "that",
  Those: "those these",
  It: "it",
  Its: "its",
  Itself: "itself",
  They: "they",
  Them: "them",
  Their: "their",
  Themselves: "themselves",
  You: "you",
  Your: "your",
  Yourself: "yourself",
  No: "no",
  Target: "target targets",
  Up: "up",
  Only: "only",
  Same: "same",
  Additional: "additional",
  Many: "many",
  Much: "much",
  More: "more",
  Less: "less",
  Greater: "greater",
  Most: "most",
  Least: "least",
  Half: "half",
  Twice: "twice",
  Once: "once",
  Times: "times",
  Rounded: "rounded",
  Down: "down",
  Number: "number",
  Amount: "amount",
  Total: "total",
  Equal: "equal",
  Random: "random",
  Chosen: "chosen",
  Single: "single",
  Both: "both",
  Either: "either",
  Instead: "instead",
  Exactly: "exactly",
  ItIs: "it's",
  ThatIs: "that's",
  Not: "not",
  Alone: "alone",
  Still: "still",
  VarX: "x",
  Attached: "attached",
  Where: "where",
  // conjunctions and prepositions
  And: "and",
  Or: "or",
  Then: "then",
  If: "if",
  Unless: "unless",
  Otherwise: "otherwise",
  When: "when",
  Whenever: "whenever",
  At: "at",
  As: "as",
  Long: "long",
  Until: "until",
  To: "to",
  From: "from",
  Of: "of",
  On: "on",
  Onto: "onto",
  Into: "into",
  In: "in",
  With: "with",
  Without: "without",
  For: "for",
  Under: "under",
  Among: "among",
  By: "by",
  Except: "except",
  Than: "than",
  Plus: "plus",
  Minus: "minus",
  Beginning: "beginning",
  End: "end",
  During: "during",
  Before: "before",
  After: "after",
  Next: "next",
  Last: "last",
  Through: "through",
  Way: "way",
  Rather: "rather",
  // verbs (base form first)
  Is: "is are was were be been being",
  Isnt: "isn't aren't wasn't weren't",
  Has: "has have had having",
  Do: "do does did",
  Dont: "don't doesn't didn't",
  Can: "can",
  Cant: "can't cannot",
  May: "may",
  Must: "must",
  Would: "would",
  Could: "could",
  Deal: "deal deals dealt dealing",
  Destroy: "destroy destroys destroyed",
  Exile: "exile exiles exiled",
  Return: "return returns returned",
  Draw: "draw draws drew drawn",
  Discard: "discard discards discarded",
  Gain: "gain gains gained",
  Lose: "lose loses lost",
  Put: "put puts",
  Create: "create creates created",
  Sacrifice: "sacrifice sacrifices sacrificed",
  Tap: "tap taps tapped",
  Untap: "untap untaps untapped",
  Get: "get gets got",
  Counter: "counter counters countered",
  Add: "add adds added",
  Search: "search searches searched",
  Shuffle: "shuffle shuffles shuffled",
  Scry: "scry scries",
  Surveil: "surveil surveils",
  Mill: "mill mills milled",
  Look: "look looks",
  Reveal: "reveal reveals revealed",
  Choose: "choose chooses chose chosen",
  Pay: "pay pays paid",
  Cast: "cast casts",
  Play: "play plays played",
  Attack: "attack attacks attacked attacking",
  Block: "block blocks blocked blocking",
  Control: "control controls controlled",
  Own: "own owns owned",
  Enter: "enter enters entered",
  Die: "die dies died",
  Leave: "leave leaves left",
  Become: "become becomes became",
  Fight: "fight fights",
  Regenerate: "regenerate regenerates regenerated",
  Prevent: "prevent prevents prevented",
  Skip: "skip skips",
  Transform: "transform transforms transformed",
  Attach: "attach attaches attached",
  Copy: "copy copies copied",
  Win: "win wins",
  Remove: "remove removes removed",
  Exchange: "exchange exchanges",
  Double: "double doubles",
  Activate: "activate activates activated",
  Trigger: "trigger triggers triggered",
  Assign: "assign assigns assigned",
  Spend: "spend spends spent",
  Flip: "flip flips",
  Proliferate: "proliferate",
  Investigate: "investigate investigates",
  Explore: "explore explores",
  Populate: "populate",
  Convert: "converted",
  Resolve: "resolve resolves resolved",
  Change: "change changes changed",
  Redirect: "redirect",
  Name: "name names named",
  Note: "note",
  Vote: "vote votes",
  Goad: "goad goads goaded",
  Detain: "detain detains",
  Manifest: "manifest manifests",
  Connive: "connive connives",
  Venture: "venture ventures",
  Amass: "amass amasses",
  Bolster: "bolster",
  Support: "support",
  Adapt: "adapt",
  Fateseal: "fateseal",
  Clash: "clash",
  Abandon: "abandon",
  Set: "set",
  Phase: "phase phases",
  Distribute: "distribute",
  Divide: "divided divide",
  Order: "order",
  Remain: "remain remains",
  Begin: "begin begins",
  Let: "let",
  Say: "say",
  Start: "start starts",
  Lead: "leading",
  Share: "share shares",
  Separate: "separate",
  Turn: "turn turns",
  // nouns
  Card: "card cards",
  Spell: "spell spells",
  Ability: "ability abilities",
  Permanent: "permanent permanents",
  Player: "player players",
  Opponent: "opponent opponents",
  Token: "token tokens",
  Source: "source sources",
  Object: "object objects",
  Damage: "damage",
  Life: "life",
  Mana: "mana",
  Color: "color colors colour colours",
  Type: "type types",
  Step: "step steps",
  Upkeep: "upkeep upkeeps",
  Combat: "combat",
  Main: "main precombat postcombat",
  Hand: "hand hands",
  Library: "library libraries",
  Graveyard: "graveyard graveyards",
  Battlefield: "battlefield",
  Stack: "stack",
  Zone: "zone zones",
  Power: "power",
  Toughness: "toughness",
  Value: "value",
  Cost: "cost costs",
  Owner: "owner owners",
  Controller: "controller controllers",
  Top: "top",
  Bottom: "bottom",
  Game: "game games",
  Time: "time",
  Pool: "pool",
  Loyalty: "loyalty",
  Emblem: "emblem",
  Effect: "effect effects",
  Kind: "kind kinds",
  Rest: "rest",
  Face: "face",
  Able: "able",
  Possible: "possible",
  Lethal: "lethal",
  Unblocked: "unblocked",
  Enchanted: "enchanted",
  Equipped: "equipped",
  Defending: "defending",
  Active: "active",
  Monarch: "monarch",
  Initiative: "initiative",
  Poison: "poison",
  Energy: "energy",
  Experience: "experience",
  Devotion: "devotion",
  Party: "party",
  Anywhere: "anywhere",
  Outside: "outside",
};

const NUMBERS: Record<string, number> = {
  zero: 0, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18,
  nineteen: 19, twenty: 20,
};
const ORDINALS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7 };

const CARD_TYPES: Record<string, string> = {
  creature: "creature", creatures: "creature",
  artifact: "artifact", artifacts: "artifact",
  enchantment: "enchantment", enchantments: "enchantment",
  land: "land", lands: "land",
  planeswalker: "planeswalker", planeswalkers: "planeswalker",
  instant: "instant", instants: "instant",
  sorcery: "sorcery", sorceries: "sorcery",
  battle: "battle", battles: "battle",
  tribal: "tribal", kindred: "kindred",
  plane: "plane", scheme: "scheme", conspiracy: "conspiracy", dungeon: "dungeon", vanguard: "vanguard",
};
const SUPERTYPES = ["legendary", "basic", "snow", "world", "ongoing"];
const COLORS = ["white", "blue", "black", "red", "green"];
const COLOR_ADJECTIVES = ["colorless", "multicolored", "monocolored"];

/** Irregular plurals of subtypes; regular ones add -s or -es. */
const IRREGULAR_PLURALS: Record<string, string> = {
  Elf: "Elves", Dwarf: "Dwarves", Wolf: "Wolves", Werewolf: "Werewolves", Fungus: "Fungi", Mouse: "Mice",
  Cyclops: "Cyclopes", Octopus: "Octopi", Homunculus: "Homunculi", Ox: "Oxen", Sheep: "Sheep", Fish: "Fish",
  Leech: "Leeches", Sphinx: "Sphinxes", Fox: "Foxes", Lynx: "Lynxes", Kithkin: "Kithkin", Merfolk: "Merfolk",
  Moonfolk: "Moonfolk", Plains: "Plains", Equipment: "Equipment", Cleric: "Clerics", Thalakos: "Thalakos",
  Slith: "Slith", Samurai: "Samurai", Ninja: "Ninjas", Pegasus: "Pegasi", Kor: "Kor", Locus: "Loci",
  Vedalken: "Vedalken", Salamander: "Salamanders", Djinn: "Djinn", Efreet: "Efreet", Jellyfish: "Jellyfish",
  Aetherborn: "Aetherborn", Phyrexian: "Phyrexians", Gnoll: "Gnolls", Lhurgoyf: "Lhurgoyfs", Viashino: "Viashino",
  Mutant: "Mutants", Inkling: "Inklings", Glass: "Glass", Sand: "Sand", Food: "Food", Blood: "Blood",
  Treasure: "Treasures", Clue: "Clues", Shapeshifter: "Shapeshifters", Sliver: "Slivers", Ally: "Allies",
  Fractal: "Fractals", Faerie: "Faeries", Zombie: "Zombies", Harpy: "Harpies", Fury: "Furies", Sorcery: "Sorceries",
  Mongoose: "Mongooses", Goose: "Geese", Starfish: "Starfish", Gamer: "Gamers", Dryad: "Dryads",
};

function pluralOf(word: string): string {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return irregular;
  if (/(s|x|z|ch|sh)$/.test(word)) return word + "es";
  if (/[^aeiou]y$/.test(word)) return word.slice(0, -1) + "ies";
  return word + "s";
}

function build(): Lexicon {
  const entries: Lexicon = new Map();
  const put = (spelling: string, token: string, value?: string | number, plural?: boolean) => {
    const key = spelling.toLowerCase();
    if (!entries.has(key)) entries.set(key, { token, value, plural });
  };
  // Word classes with values go first: they win over closed-class spellings.
  for (const [w, v] of Object.entries(CARD_TYPES)) put(w, "CardType", v, w !== v);
  for (const w of SUPERTYPES) put(w, "Supertype", w);
  for (const w of COLORS) put(w, "ColorWord", w);
  for (const w of COLOR_ADJECTIVES) put(w, "ColorAdjective", w);
  for (const [w, v] of Object.entries(NUMBERS)) put(w, "NumberWord", v);
  for (const [w, v] of Object.entries(ORDINALS)) put(w, "Ordinal", v);
  for (const [token, spellings] of Object.entries(WORDS)) {
    for (const s of spellings.split(" ").filter(Boolean)) put(s, token, spellings.split(" ")[0]);
  }
  for (const list of Object.values(SUBTYPES)) {
    for (const subtype of list) {
      put(subtype, "Subtype", subtype, false);
      put(pluralOf(subtype), "Subtype", subtype, true);
    }
  }
  return entries;
}

export const EN_LEXICON: Lexicon = build();

/** Spellings needed to render English: the plural of a subtype. */
export const englishPlural = pluralOf;
