/**
 * The keyword abilities of Comprehensive Rules 702 (edition 2022-04-29) as the
 * parser uses them: one entry per keyword section 702.2-702.153 (702.145
 * defines two, daybound and nightbound) and one per variant the rules define
 * inside a section ("Typecycling is a variant of the cycling ability", "'Bands
 * with other' is a special form of banding"): 153 keywords + 15 variants = 168.
 * test/grammar/keywords.test.ts checks the ids, rules, written forms and
 * ability kinds against the rules file itself (src/rules/comprehensive.ts).
 *
 * Kinds are the CR's classes mapped to the AST's AbilityKind: static (incl.
 * characteristic-defining: changeling, devoid; evasion abilities, which the CR
 * names without a class, are static), triggered, activated, spell. No keyword
 * is "replacement": amplify, devour, bloodthirst, totem armor... are static
 * abilities in the CR even though their effect is a replacement effect.
 *
 * How keyword lines are printed, from ../shared/corpus/cards.en.jsonl.gz
 * (25,253 records with text; reminder text in parentheses removed first):
 * - 8,898 cards carry a keyword line; 10,091 keyword lines, 809 of them with
 *   two or more keywords: "Flying, first strike", "Flying, ward {2}",
 *   "Deathtouch, lifelink"; the later keywords are lowercase. 25 lines use
 *   "; " instead, mostly when a later keyword has a parameter or a long name:
 *   "Double strike; bushido 2", "Trample; rampage 2", "First strike; legendary
 *   landwalk", "Flash; convoke". A line may repeat a keyword: "Cascade, cascade".
 * - Reminder text follows in parentheses: "Cycling {2} ({2}, Discard this
 *   card: Draw a card.)".
 * - Costs: a mana cost after a space ("Equip {2}", "Kicker {1}{G}"), with "or"
 *   ("Cumulative upkeep {G} or {W}") or a second kicker cost ("Kicker {1}{W}
 *   and/or {U}"); any other cost after an em dash, no spaces, ending with a
 *   full stop: "Ward—Pay 3 life.", "Equip—Sacrifice a creature.", "Flashback—
 *   {R}{R}, Discard X cards." (escape nearly always: "Escape—{3}{B}{B},
 *   Exile four other cards from your graveyard."). Forecast, boast and
 *   companion use a spaced em dash: "Boast — {1}{R}: ...", "Companion — Each
 *   nonland card in your starting deck ...".
 * - Numbers: "Bushido 2", "Crew 3", X in "Bloodthirst X", "Reinforce X—{X}{W}{W}",
 *   "Suspend X—{X}{3}{U}. X can't be 0."; "Modular—Sunburst"; no number in the
 *   old "Hideaway" (3) and in "Vanishing" without N (2, CR 702.63b).
 * - Number then cost: "Suspend 4—{R}", "Reinforce 1—{1}{W}", "Awaken 3—{4}{U}".
 * - Qualities: "Protection from red", "Protection from black and from red",
 *   "Protection from artifacts", "Protection from Dragons", "Protection from
 *   everything"; "Hexproof from artifacts and enchantments", "Hexproof from
 *   monocolored", "Hexproof from artifacts, creatures, and enchantments" (a
 *   comma inside the quality); "Affinity for artifacts" (27 of 48),
 *   "Affinity for Food"; "bands with other Dinosaurs"; "Splice onto Arcane {1}{R}".
 * - Objects: "Enchant creature" (660), "Enchant land", "Enchant player",
 *   "Enchant creature you control", "Enchant artifact or creature" (80
 *   different objects); "Champion a Faerie", "Champion an Elemental", "Champion a Goblin or
 *   Shaman"; equip with a quality: "Equip legendary creature {3}", "Equip
 *   commander {3}", "Equip Knight {1}".
 * - Type prefixes: swampwalk 35, islandwalk 31, forestwalk 23, mountainwalk
 *   17, plainswalk 4, landwalk 3, legendary landwalk 2, nonbasic landwalk,
 *   desertwalk, snow swampwalk, snow forestwalk; basic landcycling 12,
 *   plainscycling 10, forestcycling 9, swampcycling 9, mountaincycling 6,
 *   islandcycling 6, wizardcycling 1; "Goblin offering", "Rat offering",
 *   "Snake offering". "Planeswalk" (Planechase) is not a landwalk.
 * - Names: "Partner with Pir, Imaginative Rascal" (the name may hold a comma).
 * - 117 keyword lines lost their line break in the source and run into the
 *   next ability ("Casualty 1Look at the top two cards ...", "Hideaway 5Whenever
 *   ..."); they are counted below.
 * - Newer keywords this CR edition does not define (cards carrying them):
 *   Disguise 34, Warp 28, Station 27, Saddle 26, Plot 26, Backup 22, Gift 20,
 *   Craft with ... 20, Bargain 19, Toxic 17, Spree 17, Job select 17,
 *   Prototype 16, Offspring 15, Specialize 14, Mayhem 12, More Than Meets the
 *   Eye 11, For Mirrodin! 11, Ravenous 10, Squad 10, Sneak 10, Living metal 9,
 *   Read ahead 9, Enlist 8, Mobilize 8, Impending 4, and partner variants
 *   "Partner—Survivors", "Partner—Friends forever" (the newer printing of
 *   friends forever), "Doctor's companion" 23.
 *
 * Cards carrying each keyword in a keyword line, then the printed shapes
 * (per keyword occurrence; {mana} a mana cost, <cost> any other cost, N a
 * numeral, [..] a quality, object, type or name). Zero: the keyword appears in
 * this corpus only inside other text (decayed is on tokens) or not at all.
 *
 *   deathtouch ................  219  Deathtouch 220
 *   defender ..................  242  Defender 242
 *   double strike .............   93  Double strike 93
 *   enchant ...................  953  Enchant [object] 953
 *   equip .....................  370  Equip {mana} 363 | Equip—<cost>. 8 | Equip [quality] {mana} 5
 *   equip planeswalker ........    0  
 *   first strike ..............  285  First strike 285
 *   flash .....................  392  Flash 392
 *   flying .................... 2288  Flying 2291
 *   haste .....................  492  Haste 492
 *   hexproof ..................   55  Hexproof 55
 *   hexproof from [quality] ...   15  Hexproof from [quality] 15
 *   indestructible ............   78  Indestructible 78
 *   intimidate ................   20  Intimidate 20
 *   landwalk ..................  114  [Type]walk 117
 *   lifelink ..................  253  Lifelink 254
 *   protection ................  157  Protection from [quality] 143 | Protection from [quality] and from [quality] 14
 *   protection from everything     2  Protection from everything 2
 *   protection from [a player]     0  
 *   reach .....................  266  Reach 266
 *   shroud ....................   33  Shroud 33
 *   trample ...................  711  Trample 711
 *   trample over planeswalkers     2  Trample over planeswalkers 2
 *   vigilance .................  476  Vigilance 477
 *   ward ......................  130  Ward {mana} 96 | Ward—<cost>. 31 | Ward—{mana}, <cost>. 3
 *   banding ...................   19  Banding 19
 *   bands with other ..........    1  Bands with other [quality] 1
 *   rampage ...................   12  Rampage N 12
 *   cumulative upkeep .........   69  Cumulative upkeep {mana} 46 | Cumulative upkeep—<cost>. 19 | Cumulative upkeep {mana} or {mana} 4
 *   flanking ..................   24  Flanking 24
 *   phasing ...................   10  Phasing 10
 *   buyback ...................   33  Buyback {mana} 26 | Buyback—<cost>. 7
 *   shadow ....................   28  Shadow 28
 *   cycling ...................  222  Cycling {mana} 220 | Cycling—<cost>. 2
 *   typecycling ...............   48  [Type]cycling {mana} 53
 *   echo ......................   41  Echo {mana} 41
 *   horsemanship ..............   25  Horsemanship 25
 *   fading ....................   15  Fading N 15
 *   kicker ....................  173  Kicker {mana} 149 | Kicker {mana} and/or {mana} 13 | Kicker—<cost>. 10 | Kicker—{mana}, <cost>. 1
 *   multikicker ...............   13  Multikicker {mana} 13
 *   flashback .................  146  Flashback {mana} 136 | Flashback—{mana}, <cost>. 7 | Flashback—<cost>. 3
 *   madness ...................   46  Madness {mana} 45 | Madness—<cost>. 1
 *   fear ......................   34  Fear 34
 *   morph .....................  116  Morph {mana} 108 | Morph—<cost>. 8
 *   megamorph .................   27  Megamorph {mana} 27
 *   amplify ...................    5  Amplify N 5
 *   provoke ...................    7  Provoke 7
 *   storm .....................   27  Storm 27
 *   affinity ..................   48  Affinity for [quality] 48
 *   entwine ...................   24  Entwine {mana} 22 | Entwine—<cost>. 2
 *   modular ...................   17  Modular N 16 | Modular—Sunburst 1
 *   sunburst ..................   13  Sunburst 13
 *   bushido ...................   30  Bushido N 30
 *   soulshift .................   22  Soulshift N 23
 *   splice ....................   24  Splice onto [quality] {mana} 20 | Splice onto [quality]—<cost>. 4
 *   offering ..................    3  [Type] offering 3
 *   ninjutsu ..................   29  Ninjutsu {mana} 29
 *   commander ninjutsu ........    1  Commander ninjutsu {mana} 1
 *   epic ......................    3  Epic 3
 *   convoke ...................   78  Convoke 78
 *   dredge ....................   10  Dredge N 10
 *   transmute .................   13  Transmute {mana} 13
 *   bloodthirst ...............   17  Bloodthirst N 17
 *   bloodthirst x .............    2  Bloodthirst X 2
 *   haunt .....................    4  Haunt 4
 *   replicate .................   12  Replicate {mana} 11 | Replicate—<cost>. 1
 *   forecast ..................    7  Forecast — [activated-ability] 7
 *   graft .....................   11  Graft N 11
 *   recover ...................    6  Recover {mana} 5 | Recover—<cost>. 1
 *   ripple ....................    3  Ripple N 3
 *   split second ..............   15  Split second 15
 *   suspend ...................   55  Suspend N—{mana} 52 | Suspend X—{mana}. X can't be 0. 3
 *   vanishing .................   18  Vanishing N 16 | Vanishing (no number) 2
 *   absorb ....................    0  
 *   aura swap .................    1  Aura swap {mana} 1
 *   delve .....................   18  Delve 18
 *   fortify ...................    1  Fortify {mana} 1
 *   frenzy ....................    1  Frenzy N 1
 *   gravestorm ................    2  Gravestorm 2
 *   poisonous .................    0  
 *   transfigure ...............    1  Transfigure {mana} 1
 *   champion ..................   11  Champion [object] 11
 *   changeling ................   37  Changeling 37
 *   evoke .....................   23  Evoke {mana} 19 | Evoke—<cost>. 4
 *   hideaway ..................   14  Hideaway N 12 | Hideaway (no number) 3
 *   prowl .....................   10  Prowl {mana} 10
 *   reinforce .................    8  Reinforce N—{mana} 6 | Reinforce X—{mana} 2
 *   conspire ..................    8  Conspire 8
 *   persist ...................   18  Persist 18
 *   wither ....................   22  Wither 22
 *   retrace ...................   15  Retrace 15
 *   devour ....................   12  Devour N 12
 *   devour [type] .............    1  Devour [type] N 1
 *   exalted ...................   29  Exalted 29
 *   unearth ...................   26  Unearth {mana} 25 | Unearth—<cost>. 1
 *   cascade ...................   26  Cascade 30
 *   annihilator ...............    9  Annihilator N 9
 *   level up ..................   20  Level up {mana} 20
 *   rebound ...................   23  Rebound 23
 *   totem armor ...............   10  Totem armor 10
 *   infect ....................   32  Infect 32
 *   battle cry ................    8  Battle cry 8
 *   living weapon .............    9  Living weapon 9
 *   undying ...................   21  Undying 21
 *   miracle ...................   11  Miracle {mana} 11
 *   soulbond ..................   16  Soulbond 16
 *   overload ..................   24  Overload {mana} 24
 *   scavenge ..................   12  Scavenge {mana} 12
 *   unleash ...................    8  Unleash 8
 *   cipher ....................   11  Cipher 11
 *   evolve ....................   18  Evolve 18
 *   extort ....................   12  Extort 12
 *   fuse ......................   21  Fuse 21
 *   bestow ....................   34  Bestow {mana} 34
 *   tribute ...................    7  Tribute N 7
 *   dethrone ..................    7  Dethrone 7
 *   hidden agenda .............   13  Hidden agenda 13
 *   double agenda .............    1  Double agenda 1
 *   outlast ...................   10  Outlast {mana} 10
 *   prowess ...................   61  Prowess 61
 *   dash ......................   12  Dash {mana} 12
 *   exploit ...................   17  Exploit 17
 *   menace ....................  254  Menace 254
 *   renown ....................   14  Renown N 14
 *   awaken ....................   11  Awaken N—{mana} 11
 *   devoid ....................   90  Devoid 90
 *   ingest ....................    8  Ingest 8
 *   myriad ....................   13  Myriad 14
 *   surge .....................    8  Surge {mana} 8
 *   skulk .....................   13  Skulk 13
 *   emerge ....................    8  Emerge {mana} 8
 *   escalate ..................    6  Escalate {mana} 4 | Escalate—<cost>. 2
 *   melee .....................    8  Melee 8
 *   crew ......................  102  Crew N 102
 *   fabricate .................   12  Fabricate N 12
 *   partner ...................   57  Partner 57
 *   partner with [name] .......   42  Partner with [name] 42
 *   friends forever ...........    0  
 *   undaunted .................    4  Undaunted 4
 *   improvise .................   18  Improvise 18
 *   aftermath .................   19  Aftermath 19
 *   embalm ....................   14  Embalm {mana} 14
 *   eternalize ................    9  Eternalize {mana} 7 | Eternalize—{mana}, <cost>. 2
 *   afflict ...................    8  Afflict N 8
 *   ascend ....................   25  Ascend 25
 *   assist ....................   15  Assist 15
 *   jump-start ................   10  Jump-start 10
 *   mentor ....................   16  Mentor 16
 *   afterlife .................    8  Afterlife N 8
 *   riot ......................   10  Riot 10
 *   spectacle .................    8  Spectacle {mana} 8
 *   escape ....................   21  Escape—{mana}, <cost>. 20 | Escape—<cost>. 1
 *   companion .................    8  Companion — [condition] 8
 *   mutate ....................   27  Mutate {mana} 27
 *   encore ....................   12  Encore {mana} 12
 *   boast .....................   15  Boast — [activated-ability] 16
 *   foretell ..................   39  Foretell {mana} 39
 *   demonstrate ...............    1  Demonstrate 1
 *   daybound ..................   26  Daybound 26
 *   nightbound ................   26  Nightbound 26
 *   disturb ...................   20  Disturb {mana} 20
 *   decayed ...................    0  
 *   cleave ....................   10  Cleave {mana} 10
 *   training ..................    7  Training 7
 *   compleated ................    1  Compleated 1
 *   reconfigure ...............   16  Reconfigure {mana} 15 | Reconfigure—<cost>. 1
 *   blitz .....................    5  Blitz {mana} 3 | Blitz—{mana}, <cost>. 2
 *   casualty ..................   12  Casualty N 12
 */
import type { AbilityKind } from "../src/ast/base.ts";

/**
 * What follows a keyword's name on a card. Costs: a mana cost follows after
 * a space ("Equip {2}"), any other cost after an em dash and ends with a full
 * stop ("Ward—Pay 3 life.", "Escape—{3}{B}{B}, Exile four other cards from
 * your graveyard."). Numbers are a numeral or X ("Reinforce X—{1}{W}").
 */
export type KeywordParam =
  /** Nothing: "Flying", "Split second". */
  | { shape: "none" }
  /**
   * A cost: "Cycling {2}", "Flashback—Sacrifice three creatures.".
   * `quality: "optional"`: a quality may come first ("Equip legendary creature {3}", 702.6c).
   * `pair: "and/or"`: a second cost may follow ("Kicker {1}{W} and/or {U}", 702.33b).
   */
  | { shape: "cost"; quality?: "optional"; pair?: "and/or" }
  /**
   * A number: "Bushido 2", "Crew 3", "Bloodthirst X". `optional`: older or
   * special printings leave it out ("Hideaway" before 2022, "Vanishing" 702.63b).
   * `sunburst`: "Modular—Sunburst" (702.44c) stands for the number.
   */
  | { shape: "number"; optional?: true; sunburst?: true }
  /** A number, an em dash and a cost: "Suspend 4—{R}", "Awaken 3—{4}{U}". */
  | { shape: "number-cost" }
  /** A mana cost, a dash and a power/toughness: "Prototype {3}{G} — 3/3" (702.160). */
  | { shape: "cost-pt" }
  /** What the ability applies to: "Enchant creature you control", "Champion a Faerie". */
  | { shape: "object" }
  /** A quality after the keyword's words: "Protection from red and from white", "Affinity for artifacts", "Bands with other Legends". */
  | { shape: "quality" }
  /** A quality then a cost: "Splice onto Arcane {1}{R}", "Splice onto Arcane—Exile four cards from your graveyard.". */
  | { shape: "quality-cost" }
  /** A type then a number: "Devour artifact 1". */
  | { shape: "type-number" }
  /**
   * The keyword is written as a suffix of a type: "Swampwalk", "Nonbasic landwalk",
   * "Basic landcycling {1}{G}", "Goblin offering". `then` is what follows.
   */
  | { shape: "type-prefix"; suffix: string; then: "none" | "cost" }
  /** A card name: "Partner with Pir, Imaginative Rascal". */
  | { shape: "name" }
  /** An em dash and a text: a condition ("Companion — ...") or an activated ability ("Boast — {1}{R}: ..."). */
  | { shape: "dash"; text: "condition" | "activated-ability" };

export interface KeywordSpec {
  /** Canonical lowercase name, as the Comprehensive Rules write it (placeholders kept): "first strike", "typecycling", "partner with [name]". */
  id: string;
  /** The 702 section that defines it: "702.7". */
  rule: string;
  /** For a variant the rules define inside another keyword's section ("Typecycling is a variant of the cycling ability"). */
  variantOf?: string;
  /** The abilities it stands for, as the AST reports them (CR class → AST kind; a characteristic-defining ability is static). */
  kinds: readonly AbilityKind[];
  /** What follows its name on a card. */
  param: KeywordParam;
  /** The written form the rules give, when they give one: "Suspend N—[cost]". */
  crForm?: string;
  /** The words that open it on a card, as printed: "First strike", "Protection from", "Swampwalk". */
  printed: readonly string[];
  /**
   * Set for keywords newer than this edition of the rules (see POST_2022_KEYWORDS): "cr" for a
   * keyword of a later edition of rule 702, "digital" for one defined only for digital play
   * (MTG Arena's Alchemy cards). The rule-702 test derives its expected table only from the
   * 2022 file, so it leaves these out; their kinds follow the later definitions quoted below.
   */
  since?: "cr" | "digital";
  /**
   * The keyword's word is also an ordinary word of rules text ("If the gift was promised", "if his sneak cost
   * was paid"): it is read as the keyword only where it opens a line, followed by its parameter (a mana
   * symbol, or "a"/"an" for an object).
   */
  opening?: true;
}

const NONE: KeywordParam = { shape: "none" };
const COST: KeywordParam = { shape: "cost" };
const NUMBER: KeywordParam = { shape: "number" };
const NUMBER_COST: KeywordParam = { shape: "number-cost" };
const QUALITY: KeywordParam = { shape: "quality" };

function kw(
  rule: string,
  id: string,
  kinds: AbilityKind[],
  param: KeywordParam,
  opts: { variantOf?: string; crForm?: string; printed?: string[] } = {},
): KeywordSpec {
  return {
    id,
    rule,
    ...(opts.variantOf ? { variantOf: opts.variantOf } : {}),
    kinds,
    param,
    ...(opts.crForm ? { crForm: opts.crForm } : {}),
    printed: opts.printed ?? [id[0].toUpperCase() + id.slice(1)],
  };
}

const BASIC_LAND_TYPES = ["Plains", "Island", "Swamp", "Mountain", "Forest"];

export const KEYWORDS: readonly KeywordSpec[] = [
  kw("702.2", "deathtouch", ["static"], NONE),
  kw("702.3", "defender", ["static"], NONE),
  kw("702.4", "double strike", ["static"], NONE),
  kw("702.5", "enchant", ["static"], { shape: "object" }, { crForm: "Enchant [object or player]" }),
  kw("702.6", "equip", ["activated"], { shape: "cost", quality: "optional" }, { crForm: "Equip [cost]" }),
  kw("702.6", "equip planeswalker", ["activated"], COST, { variantOf: "equip", crForm: "Equip planeswalker [cost]" }),
  kw("702.7", "first strike", ["static"], NONE),
  kw("702.8", "flash", ["static"], NONE, { crForm: "Flash" }),
  kw("702.9", "flying", ["static"], NONE),
  kw("702.10", "haste", ["static"], NONE),
  kw("702.11", "hexproof", ["static"], NONE, { crForm: "Hexproof" }),
  kw("702.11", "hexproof from [quality]", ["static"], QUALITY, {
    variantOf: "hexproof",
    crForm: "Hexproof from [quality]",
    printed: ["Hexproof from"],
  }),
  kw("702.12", "indestructible", ["static"], NONE),
  kw("702.13", "intimidate", ["static"], NONE),
  kw(
    "702.14",
    "landwalk",
    ["static"],
    { shape: "type-prefix", suffix: "walk", then: "none" },
    {
      printed: [
        ...BASIC_LAND_TYPES.map((t) => `${t}walk`),
        "Desertwalk",
        "Landwalk",
        "Nonbasic landwalk",
        "Legendary landwalk",
        "Artifact landwalk",
        "Snow landwalk",
        "Snow swampwalk",
        "Snow forestwalk",
      ],
    },
  ),
  kw("702.15", "lifelink", ["static"], NONE),
  kw("702.16", "protection", ["static"], QUALITY, { crForm: "Protection from [quality]", printed: ["Protection from"] }),
  kw("702.16", "protection from everything", ["static"], NONE, { variantOf: "protection", crForm: "Protection from everything" }),
  kw("702.16", "protection from [a player]", ["static"], QUALITY, {
    variantOf: "protection",
    crForm: "Protection from [a player]",
    printed: ["Protection from"],
  }),
  kw("702.17", "reach", ["static"], NONE),
  kw("702.18", "shroud", ["static"], NONE, { crForm: "Shroud" }),
  kw("702.19", "trample", ["static"], NONE),
  kw("702.19", "trample over planeswalkers", ["static"], NONE, { variantOf: "trample" }),
  kw("702.20", "vigilance", ["static"], NONE),
  kw("702.21", "ward", ["triggered"], COST, { crForm: "Ward [cost]" }),
  kw("702.22", "banding", ["static"], NONE),
  kw("702.22", "bands with other", ["static"], QUALITY, { variantOf: "banding", crForm: "Bands with other" }),
  kw("702.23", "rampage", ["triggered"], NUMBER, { crForm: "Rampage N" }),
  kw("702.24", "cumulative upkeep", ["triggered"], COST, { crForm: "Cumulative upkeep [cost]" }),
  kw("702.25", "flanking", ["triggered"], NONE, { crForm: "Flanking" }),
  kw("702.26", "phasing", ["static"], NONE),
  kw("702.27", "buyback", ["static"], COST, { crForm: "Buyback [cost]" }),
  kw("702.28", "shadow", ["static"], NONE),
  kw("702.29", "cycling", ["activated"], COST, { crForm: "Cycling [cost]" }),
  kw(
    "702.29",
    "typecycling",
    ["activated"],
    { shape: "type-prefix", suffix: "cycling", then: "cost" },
    {
      variantOf: "cycling",
      crForm: "[Type]cycling [cost]",
      printed: [...BASIC_LAND_TYPES.map((t) => `${t}cycling`), "Basic landcycling", "Wizardcycling", "Slivercycling"],
    },
  ),
  kw("702.30", "echo", ["triggered"], COST, { crForm: "Echo [cost]" }),
  kw("702.31", "horsemanship", ["static"], NONE),
  kw("702.32", "fading", ["static", "triggered"], NUMBER, { crForm: "Fading N" }),
  kw("702.33", "kicker", ["static"], { shape: "cost", pair: "and/or" }, { crForm: "Kicker [cost]" }),
  kw("702.33", "multikicker", ["static"], COST, { variantOf: "kicker", crForm: "Multikicker [cost]" }),
  kw("702.34", "flashback", ["static"], COST, { crForm: "Flashback [cost]" }),
  kw("702.35", "madness", ["static", "triggered"], COST, { crForm: "Madness [cost]" }),
  kw("702.36", "fear", ["static"], NONE),
  kw("702.37", "morph", ["static"], COST, { crForm: "Morph [cost]" }),
  kw("702.37", "megamorph", ["static"], COST, { variantOf: "morph", crForm: "Megamorph [cost]" }),
  kw("702.38", "amplify", ["static"], NUMBER, { crForm: "Amplify N" }),
  kw("702.39", "provoke", ["triggered"], NONE, { crForm: "Provoke" }),
  kw("702.40", "storm", ["triggered"], NONE, { crForm: "Storm" }),
  kw("702.41", "affinity", ["static"], QUALITY, { crForm: "Affinity for [text]", printed: ["Affinity for"] }),
  kw("702.42", "entwine", ["static"], COST, { crForm: "Entwine [cost]" }),
  kw("702.43", "modular", ["static", "triggered"], { shape: "number", sunburst: true }, { crForm: "Modular N" }),
  kw("702.44", "sunburst", ["static"], NONE, { crForm: "Sunburst" }),
  kw("702.45", "bushido", ["triggered"], NUMBER, { crForm: "Bushido N" }),
  kw("702.46", "soulshift", ["triggered"], NUMBER, { crForm: "Soulshift N" }),
  kw("702.47", "splice", ["static"], { shape: "quality-cost" }, { crForm: "Splice onto [quality] [cost]", printed: ["Splice onto"] }),
  kw(
    "702.48",
    "offering",
    ["static"],
    { shape: "type-prefix", suffix: " offering", then: "none" },
    { crForm: "[Subtype] offering", printed: ["Goblin offering", "Rat offering", "Snake offering", "Moonfolk offering", "Fox offering"] },
  ),
  kw("702.49", "ninjutsu", ["activated"], COST, { crForm: "Ninjutsu [cost]" }),
  kw("702.49", "commander ninjutsu", ["activated"], COST, { variantOf: "ninjutsu", crForm: "Commander ninjutsu [cost]" }),
  kw("702.50", "epic", ["spell"], NONE, { crForm: "Epic" }),
  kw("702.51", "convoke", ["static"], NONE, { crForm: "Convoke" }),
  kw("702.52", "dredge", ["static"], NUMBER, { crForm: "Dredge N" }),
  kw("702.53", "transmute", ["activated"], COST, { crForm: "Transmute [cost]" }),
  kw("702.54", "bloodthirst", ["static"], NUMBER, { crForm: "Bloodthirst N" }),
  kw("702.54", "bloodthirst x", ["static"], NONE, { variantOf: "bloodthirst", crForm: "Bloodthirst X", printed: ["Bloodthirst X"] }),
  kw("702.55", "haunt", ["triggered"], NONE, { crForm: "Haunt" }),
  kw("702.56", "replicate", ["static", "triggered"], COST, { crForm: "Replicate [cost]" }),
  kw("702.57", "forecast", ["activated"], { shape: "dash", text: "activated-ability" }, { crForm: "Forecast — [Activated ability]" }),
  kw("702.58", "graft", ["static", "triggered"], NUMBER, { crForm: "Graft N" }),
  kw("702.59", "recover", ["triggered"], COST, { crForm: "Recover [cost]" }),
  kw("702.60", "ripple", ["triggered"], NUMBER, { crForm: "Ripple N" }),
  kw("702.61", "split second", ["static"], NONE, { crForm: "Split second" }),
  kw("702.62", "suspend", ["static", "triggered"], NUMBER_COST, { crForm: "Suspend N—[cost]" }),
  kw("702.63", "vanishing", ["static", "triggered"], { shape: "number", optional: true }, { crForm: "Vanishing N" }),
  kw("702.64", "absorb", ["static"], NUMBER, { crForm: "Absorb N" }),
  kw("702.65", "aura swap", ["activated"], COST, { crForm: "Aura swap [cost]" }),
  kw("702.66", "delve", ["static"], NONE, { crForm: "Delve" }),
  kw("702.67", "fortify", ["activated"], COST, { crForm: "Fortify [cost]" }),
  kw("702.68", "frenzy", ["triggered"], NUMBER, { crForm: "Frenzy N" }),
  kw("702.69", "gravestorm", ["triggered"], NONE, { crForm: "Gravestorm" }),
  kw("702.70", "poisonous", ["triggered"], NUMBER, { crForm: "Poisonous N" }),
  kw("702.71", "transfigure", ["activated"], COST, { crForm: "Transfigure [cost]" }),
  kw("702.72", "champion", ["triggered"], { shape: "object" }, { crForm: "Champion an [object]" }),
  kw("702.73", "changeling", ["static"], NONE, { crForm: "Changeling" }),
  kw("702.74", "evoke", ["static", "triggered"], COST, { crForm: "Evoke [cost]" }),
  kw("702.75", "hideaway", ["triggered"], { shape: "number", optional: true }, { crForm: "Hideaway N" }),
  kw("702.76", "prowl", ["static"], COST, { crForm: "Prowl [cost]" }),
  kw("702.77", "reinforce", ["activated"], NUMBER_COST, { crForm: "Reinforce N—[cost]" }),
  kw("702.78", "conspire", ["static", "triggered"], NONE, { crForm: "Conspire" }),
  kw("702.79", "persist", ["triggered"], NONE, { crForm: "Persist" }),
  kw("702.80", "wither", ["static"], NONE),
  kw("702.81", "retrace", ["static"], NONE, { crForm: "Retrace" }),
  kw("702.82", "devour", ["static"], NUMBER, { crForm: "Devour N" }),
  kw("702.82", "devour [type]", ["static"], { shape: "type-number" }, { variantOf: "devour", crForm: "Devour [type] N", printed: ["Devour"] }),
  kw("702.83", "exalted", ["triggered"], NONE, { crForm: "Exalted" }),
  kw("702.84", "unearth", ["activated"], COST, { crForm: "Unearth [cost]" }),
  kw("702.85", "cascade", ["triggered"], NONE, { crForm: "Cascade" }),
  kw("702.86", "annihilator", ["triggered"], NUMBER, { crForm: "Annihilator N" }),
  kw("702.87", "level up", ["activated"], COST, { crForm: "Level up [cost]" }),
  kw("702.88", "rebound", ["static"], NONE, { crForm: "Rebound" }),
  kw("702.89", "totem armor", ["static"], NONE, { crForm: "Totem armor" }),
  kw("702.90", "infect", ["static"], NONE),
  kw("702.91", "battle cry", ["triggered"], NONE, { crForm: "Battle cry" }),
  kw("702.92", "living weapon", ["triggered"], NONE, { crForm: "Living weapon" }),
  kw("702.93", "undying", ["triggered"], NONE, { crForm: "Undying" }),
  kw("702.94", "miracle", ["static", "triggered"], COST, { crForm: "Miracle [cost]" }),
  kw("702.95", "soulbond", ["triggered"], NONE, { crForm: "Soulbond" }),
  kw("702.96", "overload", ["static"], COST, { crForm: "Overload [cost]" }),
  kw("702.97", "scavenge", ["activated"], COST, { crForm: "Scavenge [cost]" }),
  kw("702.98", "unleash", ["static"], NONE, { crForm: "Unleash" }),
  kw("702.99", "cipher", ["spell", "static"], NONE, { crForm: "Cipher" }),
  kw("702.100", "evolve", ["triggered"], NONE, { crForm: "Evolve" }),
  kw("702.101", "extort", ["triggered"], NONE, { crForm: "Extort" }),
  kw("702.102", "fuse", ["static"], NONE),
  kw("702.103", "bestow", ["static"], COST, { crForm: "Bestow [cost]" }),
  kw("702.104", "tribute", ["static"], NUMBER, { crForm: "Tribute N" }),
  kw("702.105", "dethrone", ["triggered"], NONE, { crForm: "Dethrone" }),
  kw("702.106", "hidden agenda", ["static"], NONE, { crForm: "Hidden agenda" }),
  kw("702.106", "double agenda", ["static"], NONE, { variantOf: "hidden agenda" }),
  kw("702.107", "outlast", ["activated"], COST, { crForm: "Outlast [cost]" }),
  kw("702.108", "prowess", ["triggered"], NONE, { crForm: "Prowess" }),
  kw("702.109", "dash", ["static"], COST, { crForm: "Dash [cost]" }),
  kw("702.110", "exploit", ["triggered"], NONE, { crForm: "Exploit" }),
  kw("702.111", "menace", ["static"], NONE),
  kw("702.112", "renown", ["triggered"], NUMBER, { crForm: "Renown N" }),
  kw("702.113", "awaken", ["static", "spell"], NUMBER_COST, { crForm: "Awaken N—[cost]" }),
  kw("702.114", "devoid", ["static"], NONE, { crForm: "Devoid" }),
  kw("702.115", "ingest", ["triggered"], NONE, { crForm: "Ingest" }),
  kw("702.116", "myriad", ["triggered"], NONE, { crForm: "Myriad" }),
  kw("702.117", "surge", ["static"], COST, { crForm: "Surge [cost]" }),
  kw("702.118", "skulk", ["static"], NONE),
  kw("702.119", "emerge", ["static"], COST, { crForm: "Emerge [cost]" }),
  kw("702.120", "escalate", ["static"], COST, { crForm: "Escalate [cost]" }),
  kw("702.121", "melee", ["triggered"], NONE, { crForm: "Melee" }),
  kw("702.122", "crew", ["activated"], NUMBER, { crForm: "Crew N" }),
  kw("702.123", "fabricate", ["triggered"], NUMBER, { crForm: "Fabricate N" }),
  kw("702.124", "partner", ["static"], NONE),
  kw("702.124", "partner with [name]", ["static", "triggered"], { shape: "name" }, {
    variantOf: "partner",
    crForm: "Partner with [name]",
    printed: ["Partner with"],
  }),
  kw("702.124", "friends forever", ["static"], NONE, { variantOf: "partner" }),
  kw("702.125", "undaunted", ["static"], NONE, { crForm: "Undaunted" }),
  kw("702.126", "improvise", ["static"], NONE, { crForm: "Improvise" }),
  kw("702.127", "aftermath", ["static"], NONE, { crForm: "Aftermath" }),
  kw("702.128", "embalm", ["activated"], COST, { crForm: "Embalm [cost]" }),
  kw("702.129", "eternalize", ["activated"], COST, { crForm: "Eternalize [cost]" }),
  kw("702.130", "afflict", ["triggered"], NUMBER, { crForm: "Afflict N" }),
  kw("702.131", "ascend", ["spell", "static"], NONE),
  kw("702.132", "assist", ["static"], NONE),
  kw("702.133", "jump-start", ["static"], NONE, { crForm: "Jump-start" }),
  kw("702.134", "mentor", ["triggered"], NONE, { crForm: "Mentor" }),
  kw("702.135", "afterlife", ["triggered"], NUMBER, { crForm: "Afterlife N" }),
  kw("702.136", "riot", ["static"], NONE, { crForm: "Riot" }),
  kw("702.137", "spectacle", ["static"], COST, { crForm: "Spectacle [cost]" }),
  kw("702.138", "escape", ["static"], COST, { crForm: "Escape [cost]" }),
  kw("702.139", "companion", ["static"], { shape: "dash", text: "condition" }, { crForm: "Companion—[Condition]" }),
  kw("702.140", "mutate", ["static"], COST, { crForm: "Mutate [cost]" }),
  kw("702.141", "encore", ["activated"], COST, { crForm: "Encore [cost]" }),
  kw("702.142", "boast", ["activated"], { shape: "dash", text: "activated-ability" }, { crForm: "Boast — [Cost]: [Effect]" }),
  kw("702.143", "foretell", ["static"], COST),
  kw("702.144", "demonstrate", ["triggered"], NONE, { crForm: "Demonstrate" }),
  kw("702.145", "daybound", ["static"], NONE, { crForm: "Daybound" }),
  kw("702.145", "nightbound", ["static"], NONE, { crForm: "Nightbound" }),
  kw("702.146", "disturb", ["static"], COST, { crForm: "Disturb [cost]" }),
  kw("702.147", "decayed", ["static", "triggered"], NONE, { crForm: "Decayed" }),
  kw("702.148", "cleave", ["static"], COST, { crForm: "Cleave [cost]" }),
  kw("702.149", "training", ["triggered"], NONE, { crForm: "Training" }),
  kw("702.150", "compleated", ["static"], NONE, { crForm: "Compleated" }),
  kw("702.151", "reconfigure", ["activated"], COST, { crForm: "Reconfigure [cost]" }),
  kw("702.152", "blitz", ["static"], COST, { crForm: "Blitz [cost]" }),
  kw("702.153", "casualty", ["static", "triggered"], NUMBER, { crForm: "Casualty N" }),
];

/**
 * Keywords printed on cards after the 2022-04-29 rules edition this project ships. Each is
 * classified as its own definition classifies it (later editions of rule 702, quoted in
 * short; `rule` is the section number there). Parameters use the shapes above.
 */
function post(rule: string, id: string, kinds: AbilityKind[], param: KeywordParam, printed?: string[], opening?: true): KeywordSpec {
  return { ...kw(rule, id, kinds, param, printed ? { printed } : {}), since: rule === "" ? "digital" : "cr", ...(opening ? { opening } : {}) };
}

export const POST_2022_KEYWORDS: readonly KeywordSpec[] = [
  // "Enlist represents a static ability and a triggered ability."
  post("702.154", "enlist", ["static", "triggered"], NONE),
  // "Read ahead represents three static abilities."
  post("702.155", "read ahead", ["static"], NONE),
  // "Ravenous represents a replacement effect [a static ability] and a triggered ability."
  post("702.156", "ravenous", ["static", "triggered"], NONE),
  // "Squad represents two abilities": an additional cost (static) and a triggered ability.
  post("702.157", "squad", ["static", "triggered"], COST),
  // "Prototype is a static ability" (an alternative set of characteristics to cast with): "Prototype [mana cost] — [power]/[toughness]".
  post("702.160", "prototype", ["static"], { shape: "cost-pt" }, undefined, true),
  // "Living metal is a static ability."
  post("702.161", "living metal", ["static"], NONE),
  // "For Mirrodin! is a triggered ability."
  post("702.163", "for mirrodin!", ["triggered"], NONE, ["For Mirrodin!"]),
  // "Toxic is a static ability."
  post("702.164", "toxic", ["static"], NUMBER),
  // "Backup is a triggered ability."
  post("702.165", "backup", ["triggered"], NUMBER),
  // "Bargain is a static ability" (an optional additional cost).
  post("702.166", "bargain", ["static"], NONE),
  // "Craft is an activated ability": "Craft with [materials] [cost]".
  post("702.167", "craft", ["activated"], { shape: "quality-cost" }, ["Craft with"]),
  // "Disguise is a static ability."
  post("702.168", "disguise", ["static"], COST),
  // "Plot is a keyword that functions while the card is in a player's hand" (a static ability allowing a special action).
  post("702.170", "plot", ["static"], COST),
  // "Saddle is an activated ability."
  post("702.171", "saddle", ["activated"], NUMBER),
  // "Spree is a static ability" (modes with additional costs).
  post("702.172", "spree", ["static"], NONE),
  // "Freerunning is a static ability" (an alternative cost).
  post("702.173", "freerunning", ["static"], COST),
  // "Gift represents two abilities": an optional additional cost (static) and what the chosen opponent gets
  // (a triggered ability of a permanent, "When this permanent enters, if the gift was promised, …"): "Gift a [something]".
  post("702.174", "gift", ["static", "triggered"], { shape: "object" }, undefined, true),
  // "Offspring represents two abilities": an additional cost (static) and a triggered ability.
  post("702.175", "offspring", ["static", "triggered"], COST),
  // "Impending represents four abilities": three static abilities and a triggered ability.
  post("702.176", "impending", ["static", "triggered"], NUMBER_COST),
  // "Exhaust — [Cost]: [Effect]" is an activated ability that can be activated only once.
  post("702.177", "exhaust", ["activated"], { shape: "dash", text: "activated-ability" }),
  // "Start your engines! is a static ability."
  post("702.179", "start your engines!", ["static"], NONE, ["Start your engines!"]),
  // "Harmonize is a static ability" (casting from the graveyard).
  post("702.180", "harmonize", ["static"], COST),
  // "Mobilize is a triggered ability."
  post("702.181", "mobilize", ["triggered"], NUMBER),
  // "Job select is a triggered ability."
  post("702.182", "job select", ["triggered"], NONE),
  // "Tiered is a static ability" (modes with additional costs).
  post("702.183", "tiered", ["static"], NONE),
  // "Station is an activated ability."
  post("702.184", "station", ["activated"], NONE),
  // "Warp represents two static abilities."
  post("702.185", "warp", ["static"], COST),
  // "Mayhem is a static ability" (casting a discarded card).
  post("702.187", "mayhem", ["static"], COST),
  // "Web-slinging is a static ability" (an alternative cost).
  post("702.188", "web-slinging", ["static"], COST),
  // "Firebending is a triggered ability."
  post("702.189", "firebending", ["triggered"], NUMBER),
  // "Sneak [cost]" (Teenage Mutant Ninja Turtles, 2026) is a static ability: the card may be cast for that cost
  // by returning an unblocked attacker you control to hand during the declare blockers step. The section number is
  // assumed (the next after firebending, 702.189), not checked: the rules file here is the 2022 edition.
  post("702.190", "sneak", ["static"], COST, undefined, true),
  // Partner variants (702.124): "Doctor's companion", "Choose a Background" are static abilities.
  post("702.124", "doctor's companion", ["static"], NONE, ["Doctor's companion"]),
  post("702.124", "choose a background", ["static"], NONE, ["Choose a Background"]),
  // MTG Arena (Alchemy) only, no rule: "Specialize [cost]" is activated ("[Cost], Discard a card: specialize. Activate only as a sorcery.").
  post("", "specialize", ["activated"], COST),
  // Alchemy: "Double team" is a triggered ability ("When this creature attacks, if it's not a token, conjure a duplicate of it into your hand.").
  post("", "double team", ["triggered"], NONE),
  // Alchemy: "Starting intensity N" is a static ability.
  post("", "starting intensity", ["static"], NUMBER),
];

/** Every keyword the parser knows: rule 702 of the 2022 edition, then the later ones. */
export const ALL_KEYWORDS: readonly KeywordSpec[] = [...KEYWORDS, ...POST_2022_KEYWORDS];

const BY_ID: ReadonlyMap<string, KeywordSpec> = new Map(ALL_KEYWORDS.map((k) => [k.id, k]));

/** Printed opening words (lowercase) → keyword; a base keyword wins over a variant that opens the same way ("protection from"). */
const BY_PRINTED: ReadonlyMap<string, KeywordSpec> = (() => {
  const m = new Map<string, KeywordSpec>();
  for (const k of ALL_KEYWORDS) if (!k.variantOf) for (const p of k.printed) m.set(p.toLowerCase(), k);
  for (const k of ALL_KEYWORDS) for (const p of k.printed) if (!m.has(p.toLowerCase())) m.set(p.toLowerCase(), k);
  return m;
})();

/** Keywords written as a suffix of a type ("[type]walk", "[type]cycling", "[subtype] offering"). */
export const TYPE_PREFIXED: readonly { suffix: string; id: string; then: "none" | "cost" }[] = ALL_KEYWORDS.flatMap((k) =>
  k.param.shape === "type-prefix" ? [{ suffix: k.param.suffix, id: k.id, then: k.param.then }] : [],
);

/** The keyword with this canonical id ("first strike", "typecycling"). */
export function keywordById(id: string): KeywordSpec | undefined {
  return BY_ID.get(id.toLowerCase());
}

/**
 * The keyword a lowercase name stands for: a canonical id ("first strike"), printed opening
 * words ("protection from", "swampwalk", "basic landcycling"), or any "[type]walk",
 * "[type]cycling" or "[subtype] offering" (the caller checks that the prefix is a type:
 * "planeswalk" is not a landwalk).
 */
export function lookupKeyword(name: string): KeywordSpec | undefined {
  const n = name.toLowerCase().trim().replace(/\s+/g, " ");
  const direct = BY_ID.get(n) ?? BY_PRINTED.get(n);
  if (direct) return direct;
  for (const t of TYPE_PREFIXED) if (n.length > t.suffix.length && n.endsWith(t.suffix)) return BY_ID.get(t.id);
  return undefined;
}

/** Every keyword as it opens a line of card text, longest first (for a lexer). */
export const KEYWORD_WORDS: readonly string[] = [...new Set(ALL_KEYWORDS.flatMap((k) => k.printed))].sort(
  (a, b) => b.length - a.length || a.localeCompare(b),
);
