/**
 * The Brazilian-Portuguese lexicon: spellings (genders, numbers, verb forms:
 * imperative/subjunctive, infinitive, indicative, future subjunctive "for",
 * participle) mapped to the same language-neutral word tokens as English
 * (grammar/vocabulary.ts), phrases and contractions ("do", "da", "no", "na",
 * "ao") that stand for several tokens, and the Portuguese names of keyword
 * abilities (from the printed cards paired with their English text in
 * ../shared/corpus/printed.es-pt.jsonl.gz).
 *
 * Spec syntax (src/i18n/pack.ts): `Token`, `Token=value`, `+` plural, `@gloss`.
 * A spelling with `_` is several words (`campo_de_batalha`).
 */
import { buildPack, deaccent, type LanguagePack } from "../../src/i18n/pack.ts";
import { PT_SUBTYPES } from "./subtypes.ts";
import { SUBTYPES } from "../en/subtypes.ts";

/**
 * Object pronouns joined to a verb by a hyphen ("destrua-a", "coloque-os", "embaralhe-o"); after
 * an infinitive the pronoun takes an l and the verb loses its r ("colocá-lo", "revelá-las", "pô-la").
 */
function clitic(word: string): { stems: string[]; pronoun: string } | undefined {
  const m = /^(.+)-(l?[oa]s?|lhes?|se)$/.exec(word);
  if (!m) return undefined;
  const stem = m[1]!;
  const pron = m[2]!;
  const pronoun = pron === "se" ? "" : /s$/.test(pron) ? "Them" : "It";
  if (pron.startsWith("l") && !pron.startsWith("lh")) return { stems: [deaccent(stem) + "r", stem + "r"], pronoun };
  return { stems: [stem, deaccent(stem)], pronoun };
}

const WORDS: Record<string, string> = {
  The: "o a os as",
  A: "um uma",
  Another: "outro outra",
  Other: "outros outras demais",
  Any: "qualquer quaisquer",
  All: "todo toda todos todas",
  Each: "cada",
  This: "este esta isto",
  That: "esse essa isso aquele aquela que",
  Those: "esses essas estes estas aqueles aquelas",
  It: "ele ela",
  Its: "dele dela",
  Their: "deles delas",
  Them: "eles elas",
  You: "você te",
  Your: "seu sua seus suas",
  No: "nenhum nenhuma",
  Target: "alvo",
  "Target+": "alvos",
  Only: "somente apenas só",
  Same: "mesmo mesma mesmos mesmas",
  Additional: "adicional adicionais",
  More: "mais",
  Less: "menos",
  Half: "metade",
  Times: "vezes",
  Time: "vez",
  Number: "número",
  Amount: "quantidade",
  Equal: "igual iguais equivalente equivalentes",
  Random: "aleatório aleatória",
  Chosen: "escolhido escolhida escolhidos escolhidas",
  Both: "ambos ambas",
  Instead: "em_vez_disso ao_invés_disso ao_invés_disto em_vez_disto",
  Not: "não",
  VarX: "x",
  Attached: "anexado anexada anexados anexadas",
  // (a verb, so that a pronoun may join it: "anexe-o à criatura alvo")
  Attach: "anexe anexar",
  And: "e",
  Or: "ou",
  Then: "então depois",
  If: "se caso",
  Unless: "a_menos_que a_não_ser_que",
  Otherwise: "caso_contrário do_contrário",
  When: "quando",
  Whenever: "toda_vez_que sempre_que",
  As: "como conforme",
  To: "para",
  Of: "de",
  On: "sobre",
  In: "em",
  With: "com",
  Without: "sem",
  For: "por",
  Under: "sob",
  Except: "exceto",
  Beginning: "início começo",
  End: "final fim",
  During: "durante",
  Before: "antes",
  Next: "próximo próxima próximos próximas",
  Last: "último última",
  Top: "topo",
  Bottom: "fundo",
  Is: "é são era eram seja sejam for forem ser está estão esteja estejam estar",
  Has: "tem têm tenha tenham ter tinha",
  Can: "pode podem possa possam poderá poderão",
  Must: "deve devem",
  Deal: "causa causar cause causem causam causarem",
  // "o dano causado desta maneira": "the damage dealt this way"
  "Deal@dealt": "causado causados",
  Destroy: "destrua destruir destrói destroem destruída destruído destruídas destruídos",
  Exile: "exile exilar exila exilem exílio",
  Exiled: "exilada exilado exiladas exilados",
  Return: "devolva devolver devolve retorne retornar retorna retornarem",
  Draw: "compre comprar compra compram comprarem",
  Discard: "descarte descartar descarta descartam descartado descartada descartarem",
  Gain: "ganha ganhar ganhe ganham ganharem",
  Lose: "perde perder perca percam perdem perderem",
  Put: "coloque colocar coloca colocam colocada colocado colocadas colocados colocarem",
  Create: "crie criar cria criam",
  Sacrifice: "sacrifique sacrificar sacrifica sacrificarem",
  "Participle@sacrificed": "sacrificada sacrificado sacrificadas sacrificados",
  "Participle@revealed": "revelada revelado reveladas revelados",
  Tap: "vire virar vira virarem",
  "Tap@tapped": "virada virado viradas virados",
  Untap: "desvire desvirar desvira",
  "Untap@untapped": "desvirada desvirado desviradas desvirados",
  Get: "recebe recebem receba receberá receberão",
  Counter: "anule anular anula anulada anulado anuladas anulados marcador",
  "Counter+": "marcadores",
  Add: "adicione adicionar adiciona adicionam acrescente",
  Search: "procure procurar procura procuram",
  Shuffle: "embaralhe embaralhar embaralha",
  Scry: "vidência",
  Monstrosity: "monstruosidade",
  Bolster: "reforce reforçar revigore revigorar",
  Support: "suporte",
  Win: "vence vencem vencerá",
  Populate: "povoe povoar",
  Manifest: "manifeste manifestar",
  Surveil: "vigie vigiar vigia",
  Proliferate: "prolifere proliferar prolifera",
  Investigate: "investigue investigar investiga",
  Explore: "explore explorar explora",
  Adapt: "adapte adaptar",
  Amass: "arregimente arregimentar",
  Clash: "confronte confrontar",
  Reveal: "revele revelar revela",
  Choose: "escolha escolher escolhe",
  Pay: "pague pagar paga",
  Cast: "conjure conjurar conjura conjurada conjurado conjurarem conjuram",
  Play: "jogue jogar joga jogam jogada jogado jogarem use usar",
  Attack: "ataca atacar ataque atacam atacarem atacará",
  "Attack@attacking": "atacante atacantes atacando",
  Block: "bloqueia bloquear bloqueie bloqueiam bloquearem",
  "Block@blocked": "bloqueada bloqueado bloqueadas bloqueados",
  "Block@blocking": "bloqueadora bloqueadoras",
  Control: "controla controlar controle controlam controlada controlado controladas controlados",
  Own: "possui possuir",
  Enter: "entra entrar entrarem entram",
  Die: "morre morrer morrem morrerem",
  Leave: "deixa deixar deixe sai sair saia",
  Fight: "luta lutar",
  Regenerate: "regenere regenerar regenera",
  "Regenerate@regenerated": "regenerada regenerado regeneradas regenerados",
  Prevent: "previna prevenir previne prevenido",
  Skip: "pule pular pula pulam pularem",
  Transform: "transforme transformar",
  Copy: "copie copiar cópia",
  Move: "mova mover move",
  Distribute: "distribua distribuir",
  // "duas fichas que sejam cópias dele": "two tokens that are copies of it"
  "Copy+": "cópias",
  Remove: "remova remover removido removidos",
  Activate: "ative ativar ativa ativam ativarem",
  "Activate@activated": "ativada ativado ativadas ativados",
  "Trigger@triggered": "desencadeada desencadeadas",
  Spend: "gaste gastar",
  Share: "compartilha compartilham compartilhe compartilhem compartilhar",
  Double: "dobre dobrar duplique duplicar",
  Card: "card carta",
  "Card+": "cards cartas",
  Spell: "mágica",
  "Spell+": "mágicas",
  Ability: "habilidade",
  "Ability+": "habilidades",
  Permanent: "permanente",
  "Permanent+": "permanentes",
  Player: "jogador",
  "Player+": "jogadores",
  Opponent: "oponente adversário",
  "Opponent+": "oponentes adversários",
  Token: "ficha",
  "Token+": "fichas",
  Source: "fonte",
  "Source+": "fontes",
  Damage: "dano",
  Life: "vida vidas",
  Mana: "mana manas",
  Color: "cor",
  "Color+": "cores",
  Type: "tipo",
  "Type+": "tipos",
  Step: "etapa",
  Upkeep: "manutenção",
  Combat: "combate",
  Hand: "mão",
  "Hand+": "mãos",
  Library: "grimório deck",
  "Library+": "grimórios",
  Graveyard: "cemitério",
  "Graveyard+": "cemitérios",
  Battlefield: "campo_de_batalha",
  Stack: "pilha",
  Power: "poder",
  Toughness: "resistência",
  Cost: "custo custa custam custará custarão",
  Owner: "dono dona",
  "Owner+": "donos donas",
  Order: "ordem",
  Rest: "resto restante",
  Way: "maneira forma",
  Where: "onde",
  Emblem: "emblema",
  Face: "face",
  Total: "total",
  Still: "ainda",
  Controller: "controlador controladora",
  Turn: "turno",
  "Turn+": "turnos",
  Game: "partida",
  Pool: "reserva",
  Loyalty: "lealdade",
  Enchanted: "encantada encantado encantadas encantados",
  Equipped: "equipada equipado equipadas equipados",
  "CardType=creature": "criatura",
  "CardType=creature+": "criaturas",
  "CardType=artifact": "artefato",
  "CardType=artifact+": "artefatos",
  "CardType=enchantment": "encantamento",
  "CardType=enchantment+": "encantamentos",
  "CardType=land": "terreno",
  "CardType=land+": "terrenos",
  "CardType=planeswalker": "planeswalker",
  "CardType=planeswalker+": "planeswalkers",
  "CardType=instant": "instantânea",
  "CardType=instant+": "instantâneas",
  "CardType=sorcery": "feitiço",
  "CardType=sorcery+": "feitiços",
  "Supertype=legendary": "lendário lendária lendários lendárias",
  "Supertype=basic": "básico básica básicos básicas",
  "Supertype=snow": "nevado nevada nevados nevadas",
  "ColorWord=white": "branco branca brancos brancas",
  "ColorWord=blue": "azul azuis",
  "ColorWord=black": "preto preta pretos pretas",
  "ColorWord=red": "vermelho vermelha vermelhos vermelhas",
  "ColorWord=green": "verde verdes",
  "ColorAdjective=colorless": "incolor incolores",
  "ColorAdjective=multicolored": "multicolorido multicolorida multicoloridos multicoloridas",
  "ColorAdjective=monocolored": "monocolorido monocolorida monocoloridos monocoloridas",
  "NumberWord=1": "um_só",
  "NumberWord=2": "dois duas",
  "NumberWord=3": "três",
  "NumberWord=4": "quatro",
  "NumberWord=5": "cinco",
  "NumberWord=6": "seis",
  "NumberWord=7": "sete",
  "NumberWord=8": "oito",
  "NumberWord=9": "nove",
  "NumberWord=10": "dez",
  "NumberWord=11": "onze",
  "NumberWord=12": "doze",
  "NumberWord=13": "treze",
  "NumberWord=15": "quinze",
  "NumberWord=20": "vinte",
  "Ordinal=1": "primeiro primeira",
  "Ordinal=2": "segundo segunda",
  "Ordinal=3": "terceiro terceira",
  "Subtype=Goblin": "goblin",
  "Subtype=Goblin+": "goblins",
  "Subtype=Elf": "elfo",
  "Subtype=Elf+": "elfos",
  "Subtype=Zombie": "zumbi",
  "Subtype=Zombie+": "zumbis",
  "Subtype=Soldier": "soldado",
  "Subtype=Soldier+": "soldados",
  "Subtype=Human": "humano",
  "Subtype=Human+": "humanos",
  "Subtype=Wizard": "mago",
  "Subtype=Wizard+": "magos",
  "Subtype=Spirit": "espírito",
  "Subtype=Spirit+": "espíritos",
  "Subtype=Vampire": "vampiro",
  "Subtype=Vampire+": "vampiros",
  "Subtype=Knight": "cavaleiro",
  "Subtype=Knight+": "cavaleiros",
  "Subtype=Warrior": "guerreiro",
  "Subtype=Warrior+": "guerreiros",
  "Subtype=Merfolk": "tritão",
  "Subtype=Merfolk+": "tritões",
  "Subtype=Sliver": "fractius",
  "Subtype=Saproling": "saprolingue saprófita",
  "Subtype=Saproling+": "saprolingues saprófitas",
  "Subtype=Angel": "anjo",
  "Subtype=Dragon": "dragão",
  "Subtype=Beast": "fera",
  "Subtype=Aura": "aura",
  "Subtype=Aura+": "auras",
  "Subtype=Equipment": "equipamento",
  "Subtype=Forest": "floresta",
  "Subtype=Forest+": "florestas",
  "Subtype=Island": "ilha",
  "Subtype=Island+": "ilhas",
  "Subtype=Swamp": "pântano",
  "Subtype=Swamp+": "pântanos",
  "Subtype=Mountain": "montanha",
  "Subtype=Mountain+": "montanhas",
  "Subtype=Plains": "planície",
  "Subtype=Plains+": "planícies",
  "Subtype=Wall": "muralha",
  "Subtype=Wall+": "muralhas",
  "Subtype=Cleric": "clérigo",
  "Subtype=Cleric+": "clérigos",
  // creature types of tokens (the printed cards' own words)
  "Subtype=Elemental": "elemental",
  "Subtype=Elemental+": "elementais",
  "Subtype=Servo": "servus",
  "Subtype=Thopter": "tóptero",
  "Subtype=Thopter+": "tópteros",
  "Subtype=Wolf": "lobo",
  "Subtype=Wolf+": "lobos",
  "Subtype=Beast+": "bestas",
  "Subtype=Army": "exército",
  "Subtype=Army+": "exércitos",
  "Subtype=Insect": "inseto",
  "Subtype=Insect+": "insetos",
  "Subtype=Scion": "rebento",
  "Subtype=Scion+": "rebentos",
  "Subtype=Treasure": "tesouro",
  "Subtype=Treasure+": "tesouros",
  "Subtype=Golem": "golem",
  "Subtype=Golem+": "golens",
  "Subtype=Clue": "pista",
  "Subtype=Clue+": "pistas",
  "Subtype=Myr": "myr",
  "Subtype=Bird": "ave",
  "Subtype=Bird+": "aves",
  "Subtype=Spawn": "prole",
  "Subtype=Wurm": "vorme",
  "Subtype=Wurm+": "vormes",
  "Subtype=Snake": "cobra",
  "Subtype=Snake+": "cobras",
  "Subtype=Cat": "felino",
  "Subtype=Cat+": "felinos",
  "Subtype=Ooze": "lodo",
  "Subtype=Ooze+": "lodos",
  "Subtype=Centaur": "centauro",
  "Subtype=Centaur+": "centauros",
  "Subtype=Elephant": "elefante",
  "Subtype=Elephant+": "elefantes",
  "Subtype=Plant": "planta",
  "Subtype=Plant+": "plantas",
  "Subtype=Ally": "aliado",
  "Subtype=Ally+": "aliados",
  "Subtype=Treefolk": "ent",
  "Subtype=Treefolk+": "ents",
  "Subtype=Demon": "demônio",
  "Subtype=Demon+": "demônios",
  "Subtype=Construct": "constructo",
  "Subtype=Construct+": "constructos",
  "Subtype=Germ": "germe",
  "Subtype=Germ+": "germes",
  "Subtype=Eldrazi": "eldrazi",
  "Subtype=Horror": "horror",
  "Subtype=Horror+": "horrores",
  "Subtype=Squirrel": "esquilo",
  "Subtype=Squirrel+": "esquilos",
  "Subtype=Bear": "urso",
  "Subtype=Bear+": "ursos",
  "Subtype=Bat": "morcego",
  "Subtype=Bat+": "morcegos",
  "Subtype=Spider": "aranha",
  "Subtype=Spider+": "aranhas",
  "Subtype=Avatar": "avatar",
  "Subtype=Avatar+": "avatares",
  "Subtype=Kithkin": "kithkin",
  "Subtype=Rat": "rato",
  "Subtype=Rat+": "ratos",
  "Subtype=Giant": "gigante",
  "Subtype=Giant+": "gigantes",
  "Subtype=Goat": "bode",
  "Subtype=Goat+": "bodes",
  "Subtype=Dinosaur": "dinossauro",
  "Subtype=Dinosaur+": "dinossauros",
  "Subtype=Illusion": "ilusão",
  "Subtype=Illusion+": "ilusões",
  "Subtype=Rebel": "rebelde",
  "Subtype=Rebel+": "rebeldes",
  "Subtype=Drake": "dragonete",
  "Subtype=Drake+": "dragonetes",
  "Subtype=Citizen": "cidadão",
  "Subtype=Citizen+": "cidadãos",
  "Subtype=Gargoyle": "gárgula",
  "Subtype=Gargoyle+": "gárgulas",
  "Subtype=Faerie": "fada",
  "Subtype=Faerie+": "fadas",
  "Subtype=Skeleton": "esqueleto",
  "Subtype=Skeleton+": "esqueletos",
  "Subtype=Shaman": "xamã",
  "Subtype=Shaman+": "xamãs",
  "Subtype=Rogue": "ladino",
  "Subtype=Rogue+": "ladinos",
  "Subtype=Assassin": "assassino",
  "Subtype=Assassin+": "assassinos",
  "Subtype=Angel+": "anjos",
  "Subtype=Dragon+": "dragões",
  "Subtype=Pirate": "pirata",
  "Subtype=Pirate+": "piratas",
  "Subtype=Dog": "cachorro",
  "Subtype=Dog+": "cachorros",
  "Subtype=Ogre": "ogro",
  "Subtype=Ogre+": "ogros",
  "Subtype=Minotaur": "minotauro",
  "Subtype=Minotaur+": "minotauros",
  "Subtype=Monk": "monge",
  "Subtype=Monk+": "monges",
};

/** At the start of a sentence, where the subject "it"/"they" is dropped. */
const START_PHRASES: Record<string, string> = {
  "não pode ser": "It Cant Is@be",
  "não pode ser alvo de": "It Cant Is@be The Target Of",
  "não podem ser alvo de": "They Cant Is@be The Target Of",
  "não podem ser": "They Cant Is@be",
  "ela ainda é": "ItIs Still",
  "ele ainda é": "ItIs Still",
  // "Ainda é um terreno.": "It's still a land."
  "ainda é": "ItIs Still",
  "não desvira": "It Dont@doesn't Untap",
  "não é desvirada": "It Dont@doesn't Untap",
  "não é desvirado": "It Dont@doesn't Untap",
  // "Elas têm "Sacrifique esta criatura: …"" without "elas"
  tem: "It Has",
  têm: "They Has@have",
};

const PHRASES: Record<string, string> = {
  // "Suspender X—{X}{3}{U}. X não pode ser igual a 0.": "X can't be 0." (107.3)
  "não pode ser igual a": "Cant Is@be",
  // "uma criatura que sofreu dano do Vampiro de Sengir neste turno": "a creature dealt damage by Sengir Vampire this turn"
  "que sofreu dano de": "Deal@dealt Damage By",
  "que sofreu dano do": "Deal@dealt Damage By",
  "que sofreu dano da": "Deal@dealt Damage By",
  "que tenha sofrido dano de": "Deal@dealt Damage By",
  "que tenha sofrido dano do": "Deal@dealt Damage By",
  "que tenha sofrido dano da": "Deal@dealt Damage By",
  "que tiver sofrido dano de": "Deal@dealt Damage By",
  "que tiver sofrido dano do": "Deal@dealt Damage By",
  "que tiver sofrido dano da": "Deal@dealt Damage By",
  // "se esse permanente fosse deixar o campo de batalha", "se você fosse comprar um card": "would" + infinitive
  fosse: "Would",
  fossem: "Would",
  "fosse destruída": "Would Is@be Destroy@destroyed",
  "fosse destruído": "Would Is@be Destroy@destroyed",
  "fossem destruídas": "Would Is@be Destroy@destroyed",
  "fossem destruídos": "Would Is@be Destroy@destroyed",
  // "ataca a cada turno se estiver apto" is "attacks each turn if able"
  "a cada turno": "Each Turn",
  // "ataca a cada combate se estiver apto": "attacks each combat if able" (508.1d); "ataca em todos os turnos", "todo turno"
  "a cada combate": "Each Combat",
  "em todos os turnos": "Each Turn",
  "todo turno": "Each Turn",
  // "causa dano igual ao seu poder": "seu" is the creature's ("its power")
  "igual ao seu poder": "Equal To Its Power",
  "igual à sua resistência": "Equal To Its Toughness",
  "de qualquer lugar": "From Anywhere",
  "vindo de qualquer lugar": "From Anywhere",
  "vinda de qualquer lugar": "From Anywhere",
  "deixar o jogo": "Leave The Battlefield",
  "deixa o jogo": "Leave The Battlefield",
  "se tornar monstruoso": "Become@becomes Status@monstrous",
  "se tornar monstruosa": "Become@becomes Status@monstrous",
  "se torna monstruoso": "Become@becomes Status@monstrous",
  "se torna monstruosa": "Become@becomes Status@monstrous",
  "ou maior": "Or Greater",
  "ou menor": "Or Less",
  // "proteção contra todas as cores", "protección contra todos los colores": "protection from all colors" (702.16)
  "contra todas as cores": "From All Color+",
  // "tem poder e resistência básicos 1/1", "tem 0/2 de poder e resistência básicos": "has base power and toughness
  // 0/2" (613.4b; the lexer puts the value after the words, as in English)
  "poder e resistência básicos": "Base Power And Toughness",
  "de poder e resistência básicos": "Base Power And Toughness",
  // "ambas as criaturas terão voar": "both creatures have flying" (702.95, soulbond: the article after "both")
  "ambas as": "Both",
  "ambos os": "Both",
  "em vez de pagar": "Rather Than Pay",
  "em lugar de pagar": "Rather Than Pay",
  // "em vez de pagar o custo de mana de Cardume Flamejante": "rather than pay Fiery Shoal's mana cost" (118.9; the lexer
  // puts the spell before "mana cost", as the Spanish "en lugar de pagar el coste de maná de …")
  "em vez de pagar o custo de mana de": "Rather Than Pay Mana Cost Of",
  "em vez de pagar o custo de mana do": "Rather Than Pay Mana Cost Of The",
  "em vez de pagar o custo de mana da": "Rather Than Pay Mana Cost Of The",
  "ao invés de pagar o custo de mana de": "Rather Than Pay Mana Cost Of",
  "ao invés de pagar o custo de mana do": "Rather Than Pay Mana Cost Of The",
  "ao invés de pagar o custo de mana da": "Rather Than Pay Mana Cost Of The",
  // "em vez de pagar o custo de mana desta mágica": "rather than pay this spell's mana cost" ("desta" is "de esta")
  // "em vez de pagar o custo de mana das mágicas que você conjurar": "rather than pay the mana cost for spells you cast"
  "em vez de pagar o custo de mana das": "Rather Than Pay The Mana Cost For",
  "em vez de pagar o custo de mana dos": "Rather Than Pay The Mana Cost For",
  "em vez de pagar o custo de mana desta": "Rather Than Pay Mana Cost Of This",
  "em vez de pagar o custo de mana deste": "Rather Than Pay Mana Cost Of This",
  "ao invés de pagar o custo de mana desta": "Rather Than Pay Mana Cost Of This",
  "ao invés de pagar o custo de mana deste": "Rather Than Pay Mana Cost Of This",
  // "escolhe um card de criatura entre eles": "from among them"
  "entre eles": "From Among Them",
  "entre elas": "From Among Them",
  // "descarta dois cards da própria mão": "from their hand"
  "da própria mão": "Of Their Hand",
  "do próprio grimório": "Of Their Library",
  "do próprio cemitério": "Of Their Graveyard",
  olhe: "Look At",
  olhar: "Look At",
  // "a criatura alvo causa a si própria uma quantidade de dano igual ao seu poder": "deals damage to itself"
  "a si própria": "To Itself",
  "a si próprio": "To Itself",
  "a si mesma": "To Itself",
  "a si mesmo": "To Itself",
  "dano a si própria": "Damage To Itself",
  "dano a si próprio": "Damage To Itself",
  "dano a si mesma": "Damage To Itself",
  "dano a si mesmo": "Damage To Itself",
  "pontos de dano a si própria": "Damage To Itself",
  "pontos de dano a si próprio": "Damage To Itself",
  "pontos de dano a si mesma": "Damage To Itself",
  "pontos de dano a si mesmo": "Damage To Itself",
  "ponto de dano a si própria": "Damage To Itself",
  "ponto de dano a si próprio": "Damage To Itself",
  "ponto de dano a si mesma": "Damage To Itself",
  "ponto de dano a si mesmo": "Damage To Itself",
  nem: "Or@nor",
  // "que não seja preta e nem artefato", "que não seja preta e não seja um artefato": the second negation of a list
  // ("nonblack, nonartifact")
  "e nem": "Or@nor",
  "e não seja": "Or@nor",
  "e não seja um": "Or@nor",
  "e não seja uma": "Or@nor",
  "e que não seja": "Or@nor",
  "e que não seja um": "Or@nor",
  "e que não seja uma": "Or@nor",
  "e não sejam": "Or@nor",
  "e que não sejam": "Or@nor",
  contra: "From",
  "contra o": "From",
  "contra a": "From",
  "ganhe o controle de": "Gain Control Of",
  "ganhar o controle de": "Gain Control Of",
  "ganha o controle de": "Gain Control Of",
  "luta contra": "Fight",
  "lute contra": "Fight",
  // "luta com a criatura alvo que você não controla": "fights target creature you don't control" (701.14)
  "luta com": "Fight",
  // "Permute o poder e a resistência da criatura alvo até o final do turno": "Switch target creature's power and toughness …"
  "permute o poder": "Switch The Power",
  "permutar o poder": "Switch The Power",
  // "Permute o controle de duas permanentes alvo …": "Exchange control of two target permanents …" (701.12)
  "permute o controle": "Exchange Control",
  "permutar o controle": "Exchange Control",
  "lute com": "Fight",
  "lutam com": "Fight",
  "lutam contra": "Fight",
  "lutar com": "Fight",
  "lutar contra": "Fight",
  "use vidência": "Scry",
  "usar vidência": "Scry",
  "não desvira": "Dont@doesn't Untap",
  "não desviram": "Dont@don't Untap",
  "não é desvirada": "Dont@doesn't Untap",
  "não é desvirado": "Dont@doesn't Untap",
  "não são desviradas": "Dont@don't Untap",
  "não são desvirados": "Dont@don't Untap",
  // "não será desvirada durante a próxima etapa de desvirar de seu controlador", "não pode ser desvirado …":
  // "doesn't untap during its controller's next untap step"
  "não será desvirada": "Dont@doesn't Untap",
  "não será desvirado": "Dont@doesn't Untap",
  "não pode ser desvirada": "Dont@doesn't Untap",
  "não pode ser desvirado": "Dont@doesn't Untap",
  "não poderá ser desvirada": "Dont@doesn't Untap",
  "não poderá ser desvirado": "Dont@doesn't Untap",
  "não serão desviradas": "Dont@don't Untap",
  "não serão desvirados": "Dont@don't Untap",
  "a próxima etapa de desvirar de seus controladores": "Their Controller+ Possessive Next Untap Step+",
  "etapa de desvirar": "Untap Step",
  "a etapa de desvirar de seu controlador": "Its Controller Possessive Untap Step",
  "as etapas de desvirar de seus controladores": "Their Controller+ Possessive Untap Step+",
  "cada uma das outras": "Each Other",
  "cada um dos outros": "Each Other",
  // "exile-a em vez de colocá-la no cemitério de seu dono" is "exile it instead of putting it into its owner's graveyard"
  "em vez de colocá-la": "Instead Of Putting@putting It",
  "em vez de colocá-lo": "Instead Of Putting@putting It",
  "ao invés de colocá-la": "Instead Of Putting@putting It",
  "ao invés de colocá-lo": "Instead Of Putting@putting It",
  // after a clash or a coin flip: "Se você vencer, …" is "If you win, …"
  "se você vencer": "If You Win",
  "a próxima etapa de desvirar de seu controlador": "Its Controller Possessive Next Untap Step",
  "sua etapa de desvirar": "Your Untap Step",
  "seu controlador": "Its Controller",
  "seu dono": "Its Owner",
  // "o controlador dela perde 3 pontos de vida", "o dono dele": the possessive after the noun ("its controller")
  "o controlador dela": "Its Controller",
  "o controlador dele": "Its Controller",
  "o dono dela": "Its Owner",
  "o dono dele": "Its Owner",
  "o controlador delas": "Their Controller",
  "o controlador deles": "Their Controller",
  "o dono delas": "Their Owner",
  "o dono deles": "Their Owner",
  "ao controlador dela": "To Its Controller",
  "ao controlador dele": "To Its Controller",
  "ao dono dela": "To Its Owner",
  "ao dono dele": "To Its Owner",
  "sob o seu controle": "Under Your Control",
  "no início do combate": "At The Beginning Of Combat",
  "no seu turno": "On Your Turn",
  // "No início do combate no turno de cada oponente": "at the beginning of combat on each opponent's turn"
  "no turno de cada oponente": "On Each Opponent Possessive Turn",
  "em seu turno": "On Your Turn",
  "durante seu turno": "During Your Turn",
  "um mana incolor": "NumberWord=1 ColorAdjective=colorless Mana",
  "uma mana incolor": "NumberWord=1 ColorAdjective=colorless Mana",
  ...generatedPhrases(),
  "ou menos pontos de vida": "Or Less Life",
  // "10 vidas o menos" is "10 or less life"
  "pontos de vida ou menos": "Or Less Life",
  "ponto de vida ou menos": "Or Less Life",
  "vidas ou menos": "Or Less Life",
  "ou menos": "Or Fewer",
  // "becomes blocked"
  "é bloqueada": "Become@becomes Block@blocked",
  "é bloqueado": "Become@becomes Block@blocked",
  "for bloqueada": "Become@becomes Block@blocked",
  "for bloqueado": "Become@becomes Block@blocked",
  "forem bloqueadas": "Become@becomes Block@blocked",
  "forem bloqueados": "Become@becomes Block@blocked",
  // "a" is an article and a preposition: "causa dano a um jogador"
  "a um": "To A",
  "a uma": "To A",
  "a você": "To You",
  "a cada": "To Each",
  "a ele": "To It",
  "a ela": "To It",
  "a eles": "To Them",
  "a qualquer": "To Any",
  "todo o dano de combate": "All Combat Damage",
  // "A, B y luego C" is "A, B, then C"
  "e depois": "Comma Then",
  "e então": "Comma Then",
  "e em seguida": "Comma Then",
  // "que no sea negra" is "nonblack"
  "que não seja": "Not",
  "que não sejam": "Not",
  "que não seja de": "Not",
  "que não sejam de": "Not",
  "que não seja um": "Not",
  "que não seja uma": "Not",
  // "a criatura alvo que não seja do tipo Humano": "target non-Human creature"
  "que não seja do tipo": "Not",
  "que não sejam do tipo": "Not",
  "que não é": "Not",
  "que não são": "Not",
  "se fizer isso": "If You Do",
  // contractions of "em" with a pronoun: "coloque um marcador +1/+1 nela"
  nela: "In It",
  // "coloque um marcador +1/+1 nesta criatura", "… nessa permanente": "em" with a demonstrative
  nesta: "In This",
  neste: "In This",
  nessa: "In That",
  nesse: "In That",
  "neste combate": "This Combat",
  "neste jogo": "This Game",
  nele: "In It",
  nelas: "In Them",
  neles: "In Them",
  // the future tense after "se fizer isso": "você ganhará 2 pontos de vida"
  ganhará: "Gain",
  perderá: "Lose",
  comprará: "Draw",
  causará: "Deal",
  // the same tense of other instructions ("aquele jogador descartará um card", "colocará uma ficha …"), the plural
  // ("ganharão"), and the subjunctive plural ("que as criaturas … ganhem vigilância")
  ganharão: "Gain",
  ganhem: "Gain",
  perderão: "Lose",
  comprarão: "Draw",
  causarão: "Deal",
  descartará: "Discard",
  descartarão: "Discard",
  colocará: "Put",
  colocarão: "Put",
  adicionará: "Add",
  sacrificará: "Sacrifice",
  sacrificarão: "Sacrifice",
  sacrificam: "Sacrifice",
  revelará: "Reveal",
  revelam: "Reveal",
  recebam: "Get",
  destruirá: "Destroy",
  devolverá: "Return",
  exilará: "Exile",
  criará: "Create",
  embaralhará: "Shuffle",
  embaralham: "Shuffle",
  // trigger events: "sofrer dano", "for alvo de", "torna-se o alvo de", "sai de jogo"
  "sofrer dano": "Is Deal@dealt Damage",
  "sofre dano": "Is Deal@dealt Damage",
  "sofrerem dano": "Is@are Deal@dealt Damage",
  "receber dano": "Is Deal@dealt Damage",
  "for alvo de": "Become@becomes The Target Of",
  "for o alvo de": "Become@becomes The Target Of",
  "tornar-se o alvo de": "Become@becomes The Target Of",
  "torna-se o alvo de": "Become@becomes The Target Of",
  "se tornar o alvo de": "Become@becomes The Target Of",
  "uma mágica ou de uma habilidade": "A Spell Or Ability",
  "uma mágica ou habilidade": "A Spell Or Ability",
  "sai de jogo": "Leave The Battlefield",
  "sair de jogo": "Leave The Battlefield",
  "vindo de jogo": "From The Battlefield",
  "vinda de jogo": "From The Battlefield",
  "vindos de jogo": "From The Battlefield",
  "vindas de jogo": "From The Battlefield",
  "for virada com a face para cima": "Is Turned Face Up",
  "for virado com a face para cima": "Is Turned Face Up",
  "com a face para cima": "Face Up",
  "com a face para baixo": "Face Down",
  aleatoriamente: "At Random",
  // older templating: "Use esta habilidade somente …" is "Activate only …"
  "use esta habilidade": "Activate This Ability",
  "jogue esta habilidade": "Activate This Ability",
  "ative essa habilidade": "Activate This Ability",
  // "Conjure ~ somente se tiver conjurado outra mágica neste turno": "Cast ~ only if you've cast another spell this turn"
  "se tiver conjurado": "If You Cast@cast",
  "durante o seu próprio turno": "During Your Turn",
  "durante seu próprio turno": "During Your Turn",
  "durante o seu turno": "During Your Turn",
  // "a própria mão" / "seu próprio grimório": the player's own
  "a própria mão": "Their Hand",
  "sua própria mão": "Their Hand",
  "o próprio grimório": "Their Library",
  "seu próprio grimório": "Their Library",
  "o próprio cemitério": "Their Graveyard",
  "seu próprio cemitério": "Their Graveyard",
  "no próprio cemitério": "Into Their Graveyard",
  "sem pagar seu custo de mana": "Without Paying Its Mana Cost",
  "sem pagar seus custos de mana": "Without Paying Their Mana Cost@costs",
  sozinha: "Alone",
  sozinho: "Alone",
  sozinhas: "Alone",
  sozinhos: "Alone",
  "para gerar mana": "For Mana",
  "for virado para gerar mana": "Is Tap@tapped For Mana",
  "for virada para gerar mana": "Is Tap@tapped For Mana",
  "é virado para gerar mana": "Is Tap@tapped For Mana",
  "é virada para gerar mana": "Is Tap@tapped For Mana",
  "for virado": "Become@becomes Tap@tapped",
  "for virada": "Become@becomes Tap@tapped",
  "for desvirado": "Become@becomes Untap@untapped",
  "for desvirada": "Become@becomes Untap@untapped",
  "ou um feitiço": "Or CardType=sorcery",
  arcana: "Subtype=Arcane",
  arcanas: "Subtype=Arcane+",
  arcano: "Subtype=Arcane",
  histórica: "Historic",
  histórico: "Historic",
  históricas: "Historic",
  "se puder": "If Able",
  "se possível": "If Able",
  "de sua escolha": "Of Your Choice",
  "à sua escolha": "Of Your Choice",
  // "as criaturas do tipo de sua escolha", "torna-se do tipo de criatura de sua escolha": "creatures of the creature type
  // of your choice", "becomes the creature type of your choice"
  "do tipo de sua escolha": "Of The CardType=creature Type Of Your Choice",
  "do tipo de criatura de sua escolha": "Of The CardType=creature Type Of Your Choice",
  "torna-se do tipo de criatura de sua escolha": "Become The CardType=creature Type Of Your Choice",
  "um card adicional": "A Additional Card",
  // "pode bloquear uma criatura adicional (a cada combate)": "can block an additional creature (each combat)" (509.1b)
  "uma criatura adicional": "A@an Additional CardType=creature",
  "criaturas adicionais": "Additional CardType=creature+",
  "cards adicionais": "Additional Card+",
  "fazer com que": "Has@have",
  // "você pode fazê-la lutar contra uma criatura alvo": "you may have it fight target creature"
  "fazê-la": "Has@have It",
  "fazê-lo": "Has@have It",
  "faça com que": "Has@have",
  "perde o jogo": "Lose The Game",
  "ganha o jogo": "Win The Game",
  "vence o jogo": "Win The Game",
  "vencerá o jogo": "Win The Game",
  "vence a partida": "Win The Game",
  "perder o jogo": "Lose The Game",
  "se o fizer": "If You Do",
  "se não fizer isso": "If You Dont@don't",
  "se não o fizer": "If You Dont@don't",
  "desta maneira": "This Way",
  "dessa maneira": "This Way",
  "desta forma": "This Way",
  "dessa forma": "This Way",
  "desse modo": "This Way",
  "deste modo": "This Way",
  "dano de combate": "Combat Damage",
  "pontos de dano de combate": "Combat Damage",
  // older templating: "tem a habilidade de voar" is "has flying"
  "a habilidade de": "",
  "as habilidades de": "",
  "um mana": "NumberWord=1 Mana",
  "uma mana": "NumberWord=1 Mana",
  "sob seu controle": "Under Your Control",
  // older printings' "under your control" after a trigger's subject, before its verb, is "you control": "Toda vez que outra
  // criatura que não seja ficha sob seu controle morrer", "… uma permanente sob seu controle é voltada para cima"
  "sob seu controle morrer": "That You Control Die@dies",
  "sob seu controle morre": "That You Control Die@dies",
  "sob seu controle é": "That You Control Is",
  "sob seu controle é voltada para cima": "That You Control Is Turned Face Up",
  "sob seu controle é voltado para cima": "That You Control Is Turned Face Up",
  "sob seu controle atacar": "That You Control Attack@attacks",
  "sob seu controle ataca": "That You Control Attack@attacks",
  "em qualquer ordem": "In Any Order",
  "na ordem que quiser": "In Any Order",
  "em ordem aleatória": "In A Random Order",
  "numa ordem aleatória": "In A Random Order",
  "em uma ordem aleatória": "In A Random Order",
  "no fundo de": "On The Bottom Of",
  "no fundo do": "On The Bottom Of The",
  "no topo de": "On Top Of",
  // "embaralhe seu grimório e coloque aquele card no topo": "… on top of it" (the library just named)
  "no topo": "On Top Of It",
  // "… coloque aqueles cards no topo dele em qualquer ordem", "no topo deste": the library just named ("on top of it")
  "no topo dele": "On Top Of It",
  "no topo deste": "On Top Of It",
  "no topo desse": "On Top Of It",
  "para a cópia": "For The Copy",
  "para as cópias": "For The Copy+",
  "no topo do": "On Top Of The",
  "que seria causado": "That Would Is@be Deal@dealt",
  "que seriam causados": "That Would Is@be Deal@dealt",
  "todo o dano": "All Damage",
  "vindo do jogo": "From The Battlefield",
  "vinda do jogo": "From The Battlefield",
  "vindo do campo de batalha": "From The Battlefield",
  "vinda do campo de batalha": "From The Battlefield",
  "a qualquer momento": "Any Time",
  "uma vez a cada turno": "Once Each Turn",
  "somente uma vez a cada turno": "Only Once Each Turn",
  "apenas uma vez a cada turno": "Only Once Each Turn",
  "esta habilidade": "This Ability",
  "seu próprio": "Their",
  "sua própria": "Their",
  "seus próprios": "Their",
  "suas próprias": "Their",
  "o resto": "The Rest",
  // "coloque um marcador temporal nele": "put a time counter on it"
  "marcador temporal": "Counter Of Time",
  "marcadores temporais": "Counter+ Of Time",
  comandante: "Commander",
  // "Altere o alvo da mágica alvo com um único alvo": "Change the target of target spell with a single target" (115.7)
  "altere o alvo": "Change The Target",
  "altera o alvo": "Change The Target",
  "mude o alvo": "Change The Target",
  "muda o alvo": "Change The Target",
  "com um único alvo": "With A Single Target",
  "com apenas um alvo": "With A Single Target",
  "que tenha um único alvo": "With A Single Target",
  "que tenha apenas um alvo": "With A Single Target",
  // the pronoun before the verb after "depois", "então", "que": "Exile esta criatura e depois a devolva ao campo de
  // batalha", "a menos que você o sacrifique": "then return it …", "unless you sacrifice it"
  "o devolva": "Return It",
  "a devolva": "Return It",
  "o sacrifique": "Sacrifice It",
  "a sacrifique": "Sacrifice It",
  "o transforme": "Transform It",
  "a transforme": "Transform It",
  // "Termine o turno.": "End the turn." (723.1)
  "termine o turno": "End The Turn",
  "o dobro daquela quantidade de dano": "Double That Damage",
  "o dobro desse dano": "Double That Damage",
  "permute o controle de": "Exchange Control Of",
  "troque o controle de": "Exchange Control Of",
  "um deles": "NumberWord=1 Of Them",
  "uma delas": "NumberWord=1 Of Them",
  "se tornará": "Become@becomes",
  "se tornarão": "Become@become",
  "uma quantidade de cards": "A Number Of Card+",
  "os restantes": "The Rest",
  "as restantes": "The Rest",
  "igual a": "Equal To",
  nomeie: "Name",
  nomear: "Name",
  "lance uma moeda": "Flip A Coin",
  moeda: "Coin",
  "se procurar em seu grimório": "If You Search Your Library",
  // "… como se tivesse lampejo se pagar {2} a mais para conjurá-lo": the payer "você" left out ("if you pay {2} more")
  "se pagar": "If You Pay",
  "se você procurar em seu grimório": "If You Search Your Library",
  "aquela quantidade em pontos de vida": "That Much Life",
  "aquela quantidade de dano em pontos de vida": "That Much Life",
  // "revele cards do topo de seu grimório até revelar um card de terreno"
  "revele cards do topo de": "Reveal Card+ From The Top Of",
  "até revelar": "Until You Reveal",
  "até que você revele": "Until You Reveal",
  "procure em seu grimório": "Search Your Library For",
  "procurar em seu grimório": "Search Your Library For",
  "procure no seu grimório": "Search Your Library For",
  "procurar no seu grimório": "Search Your Library For",
  "procurar em seu grimório por": "Search Your Library For",
  "procure em seu grimório por": "Search Your Library For",
  // "o jogador alvo procura em seu (próprio) grimório por …": a player's own library ("searches their library for")
  "procura em seu grimório": "Search@searches Their Library For",
  "procura em seu grimório por": "Search@searches Their Library For",
  "procura em seu próprio grimório": "Search@searches Their Library For",
  "procura em seu próprio grimório por": "Search@searches Their Library For",
  "procura no próprio grimório": "Search@searches Their Library For",
  "procura no próprio grimório por": "Search@searches Their Library For",
  // older printings: "deck"
  "procure em seu deck": "Search Your Library For",
  "procure em seu deck por": "Search Your Library For",
  "procurar em seu deck": "Search Your Library For",
  "procurar em seu deck por": "Search Your Library For",
  // older templating: "is put into a graveyard (from play)"
  "for colocada em um cemitério": "Is Put Into A Graveyard",
  "for colocado em um cemitério": "Is Put Into A Graveyard",
  "for colocada num cemitério": "Is Put Into A Graveyard",
  "for colocado num cemitério": "Is Put Into A Graveyard",
  "forem colocadas em um cemitério": "Is@are Put Into A Graveyard",
  "forem colocados em um cemitério": "Is@are Put Into A Graveyard",
  "seria colocada em um cemitério": "Would Is@be Put Into A Graveyard",
  "seria colocado em um cemitério": "Would Is@be Put Into A Graveyard",
  "o restante": "The Rest",
  // "desde que você tenha sete ou mais cards em sua mão": "seven or more cards in hand" (a hand size)
  "ou mais cards em sua mão": "Or More Card+ In Hand",
  "ou menos cards em sua mão": "Or Fewer Card+ In Hand",
  do: "Of The",
  da: "Of The",
  dos: "Of The",
  das: "Of The",
  no: "In The",
  na: "In The",
  nos: "In The",
  nas: "In The",
  ao: "To The",
  à: "To The",
  aos: "To The",
  às: "To The",
  num: "In A",
  numa: "In A",
  "no início de": "At The Beginning Of",
  "no início da": "At The Beginning Of The",
  "no início do": "At The Beginning Of The",
  // "No começo da sua manutenção", "No começo do combate no seu turno", "No inicio de sua manutenção" (no accent):
  // the same "at the beginning of"
  "no começo de": "At The Beginning Of",
  "no começo da": "At The Beginning Of The",
  "no começo do": "At The Beginning Of The",
  "no começo do combate": "At The Beginning Of Combat",
  "no inicio de": "At The Beginning Of",
  "no inicio da": "At The Beginning Of The",
  "no inicio do": "At The Beginning Of The",
  // "Quando Xyz tem sua face voltada para cima", "… tem a face voltada para cima": "is turned face up" (702.37)
  "tem sua face voltada para cima": "Is Turned Face Up",
  "tem a face voltada para cima": "Is Turned Face Up",
  // "No início de cada uma das suas fases principais": "each of your main phases" (505)
  "fases principais": "Main Phase@phases",
  "no final do turno": "At The Beginning Of The Next End Step",
  "no final de seu turno": "At The Beginning Of Your End Step",
  "no final do seu turno": "At The Beginning Of Your End Step",
  "no final de cada turno": "At The Beginning Of Each End Step",
  "no final do combate": "At End Of Combat",
  "até o final do turno": "Until End Of Turn",
  "até o fim do turno": "Until End Of Turn",
  "até o final do combate": "Until End Of Combat",
  "até o fim do combate": "Until End Of Combat",
  // "não desvira na etapa de desvirar de seu controlador": "doesn't untap during its controller's untap step"
  "na etapa de desvirar de seu controlador": "During Its Controller Possessive Untap Step",
  "na próxima etapa de desvirar de seu controlador": "During Its Controller Possessive Next Untap Step",
  "na sua etapa de desvirar": "During Your Untap Step",
  "até seu próximo turno": "Until Your Next Turn",
  "neste turno": "This Turn",
  "este turno": "This Turn",
  até: "Up To",
  "etapa final": "End Step",
  "etapa de compra": "Draw Step",
  "fase de combate": "Combat",
  // "pula sua próxima fase de combate": "skips their next combat phase" (the phase, 500.1)
  "próxima fase de combate": "Next Combat Phase",
  // "aquele jogador pula sua próxima etapa de desvirar": the player's own ("skips their next untap step")
  "pula sua próxima": "Skip@skips Their Next",
  "pula a sua próxima": "Skip@skips Their Next",
  "pula sua própria": "Skip@skips Their",
  "pulam sua próxima": "Skip Their Next",
  "pula sua próxima fase de combate": "Skip@skips Their Next Combat Phase",
  "pulam sua próxima fase de combate": "Skip Their Next Combat Phase",
  fase: "Phase",
  "fase principal": "Main Phase",
  "fase adicional de combate": "Additional Combat Phase",
  "fase de combate adicional": "Additional Combat Phase",
  // "há uma fase adicional de combate seguida por uma fase principal adicional": "… followed by an additional main phase" (500.8)
  "fase principal adicional": "Additional Main Phase",
  "seguida por": "Follow@followed By",
  "seguida de": "Follow@followed By",
  após: "After",
  "depois dessa fase": "After This Phase",
  "depois desta fase": "After This Phase",
  nome: "Name",
  // "com o mesmo nome daquele card": "with the same name as that card"
  "o mesmo nome de": "The Same Name As",
  "o mesmo nome que": "The Same Name As",
  "o mesmo nome do": "The Same Name As The",
  "o mesmo nome da": "The Same Name As The",
  "o mesmo nome daquele": "The Same Name As That",
  "o mesmo nome daquela": "The Same Name As That",
  // "do próprio grimório": the subject's own ("his or her library")
  "próprio grimório": "Their Library",
  "própria mão": "Their Hand",
  "próprio cemitério": "Their Graveyard",
  "metade dos seus pontos de vida": "Half Your Life",
  "metade de seus pontos de vida": "Half Your Life",
  "metade dos pontos de vida dele": "Half Their Life",
  "do próprio": "Of Their",
  "da própria": "Of Their",
  "no próprio": "Into Their",
  "igual ao próprio poder": "Equal To Its Power",
  "igual à própria resistência": "Equal To Its Toughness",
  // "causa dano igual ao seu poder a Yeti Karplusano", "… igual ao próprio poder a outra criatura": the recipient after
  // the amount, "a" the preposition ("deals damage equal to its power to …")
  "igual ao seu poder a": "Equal To Its Power To",
  "igual ao próprio poder a": "Equal To Its Power To",
  "igual à sua resistência a": "Equal To Its Toughness To",
  "igual à própria resistência a": "Equal To Its Toughness To",
  "ela ainda conta como": "ItIs Still",
  "ele ainda conta como": "ItIs Still",
  // "foi gasto para conjurar ~": "was spent to cast ~"
  "foi gasto para": "Is@was Spend@spent To",
  "tenha sido gasto para": "Is@was Spend@spent To",
  "tiver sido gasto para": "Is@was Spend@spent To",
  // "o número de cores de mana gasto para conjurar ~", "para cada cor de mana gasta para …": "colors of mana spent to cast ~"
  "mana gasto para": "Mana Spend@spent To",
  "mana gasta para": "Mana Spend@spent To",
  // "Devolve dois cards alvo do cemitério de um oponente para a mão dele": a hand is a player's ("to his or her hand")
  "para a mão dele": "To Their Hand",
  "para a mão dela": "To Their Hand",
  // "para cada card comprado desta forma": "for each card drawn this way"
  comprado: "Draw@drawn",
  comprados: "Draw@drawn",
  "uma quantidade equivalente de dano": "That Much Damage",
  "uma quantidade equivalente de pontos de vida": "That Much Life",
  "uma quantidade equivalente de cards": "That Many Card+",
  "uma quantidade equivalente de": "That Many",
  "dano a": "Damage To",
  // "se algum dano fosse causado a ~" is "if damage would be dealt to ~"
  "algum dano": "Damage",
  "em algum cemitério": "Into A Graveyard",
  "a algum jogador": "To A Player",
  // "uma fonte a sua escolha" is "a source of your choice"
  "a sua escolha": "Of Your Choice",
  // "tornar-se alvo de", "se tornar virada": "become"
  "tornar-se alvo de": "Become@becomes The Target Of",
  "tornar-se": "Become@becomes",
  "se tornar": "Become@becomes",
  "tornarem-se": "Become@become",
  "se tornarem": "Become@become",
  // cycling as a verb: "Quando reciclar ~" (you cycle), "Toda vez que um jogador reciclar um card"
  "quando reciclar": "When You Cycle",
  "quando você reciclar": "When You Cycle",
  "toda vez que reciclar": "Whenever You Cycle",
  "jogador reciclar": "Player Cycle",
  "jogador recicla": "Player Cycle",
  "oponente reciclar": "Opponent Cycle",
  "você recicla": "You Cycle",
  "dano de combate a": "Combat Damage To",
  "pontos de dano de combate a": "Combat Damage To",
  "pontos de dano a": "Damage To",
  "ponto de dano a": "Damage To",
  "pontos de dano": "Damage",
  "ponto de dano": "Damage",
  "pontos de vida": "Life",
  "ponto de vida": "Life",
  "entra no campo de batalha": "Enter The Battlefield",
  "entrar no campo de batalha": "Enter The Battlefield",
  "entram no campo de batalha": "Enter The Battlefield",
  "entrarem no campo de batalha": "Enter The Battlefield",
  "entra em jogo": "Enter The Battlefield",
  "entrar em jogo": "Enter The Battlefield",
  "entram em jogo": "Enter The Battlefield",
  "entrarem em jogo": "Enter The Battlefield",
  "deixa o campo de batalha": "Leave The Battlefield",
  "deixar o campo de batalha": "Leave The Battlefield",
  "em jogo": "On The Battlefield",
  "no campo de batalha": "On The Battlefield",
  "remova do jogo": "Exile",
  "remover do jogo": "Exile",
  "removida do jogo": "Exile",
  "removido do jogo": "Exile",
  "no exílio": "In Exile",
  "custo de mana convertido": "Convert Mana Cost",
  "valor de mana": "Mana Value",
  // "com custo de mana convertido igual a 2": "with converted mana cost 2"
  "com custo de mana convertido igual a": "With Convert Mana Cost",
  "com valor de mana igual a": "With Mana Value",
  "à sua reserva de mana": "To Your Mana Pool",
  "a sua reserva de mana": "To Your Mana Pool",
  "em sua reserva de mana": "To Your Mana Pool",
  "na sua reserva de mana": "To Your Mana Pool",
  // "seu controlador adiciona {G} à sua própria reserva de mana": "… to his or her (their) mana pool"
  "à sua própria reserva de mana": "To Their Mana Pool",
  "a sua própria reserva de mana": "To Their Mana Pool",
  "à própria reserva de mana": "To Their Mana Pool",
  // "sendo X igual ao seu total de pontos de vida": "your life total"
  "seu total de pontos de vida": "Your Life Total",
  // the pool named first (before Magic 2010): "Adicione à sua reserva de mana um mana de qualquer cor" is "Add one mana of any color"
  "adicione à sua reserva de mana": "Add",
  "adicione a sua reserva de mana": "Add",
  "adiciona à sua reserva de mana": "Add",
  "adiciona a sua reserva de mana": "Add",
  "acrescente à sua reserva de mana": "Add",
  "não pode": "Cant",
  "não podem": "Cant",
  // older printings: "As criaturas não podem atacá-lo" ("o" is the player "você": "Creatures can't attack you")
  "não podem atacá-lo": "Cant Attack You",
  "que o estiver atacando": "That Is Attack@attacking You",
  "não possa": "Cant",
  "você pode": "You May",
  "você controla": "You Control",
  "que você controla": "You Control",
  "que você controle": "You Control",
  "você possui": "You Own",
  "qualquer número de": "Any Number Of",
  "qualquer quantidade de": "Any Number Of",
  "para cada": "For Each",
  "para cada outro": "For Each Other",
  // "para cada vez que você conjurou seu comandante da zona de comando neste jogo" (903.8)
  "vez que você conjurou": "Time YouHave Cast",
  // "para cada uma de suas cores": "for each of its colors" (105.2); "para cada uma das outras criaturas"
  "para cada uma de suas cores": "For Each Of Its Color+",
  "para cada uma das outras": "For Each Other",
  "para cada um dos outros": "For Each Other",
  "exceto por": "Except By",
  // domain: "o número de tipos de terreno básico entre os terrenos que você controla": "basic land types among lands you control"
  "tipo de terreno básico": "Supertype=basic CardType=land Type",
  "tipos de terreno básico": "Supertype=basic CardType=land Type+",
  "tipos de terrenos básicos": "Supertype=basic CardType=land Type+",
  // delirium: "se houver quatro ou mais tipos de card entre os cards em seu cemitério" is
  // "if there are four or more card types among cards in your graveyard"
  "tipos de card entre os cards em seu cemitério": "Card Type+ Among Card+ In Your Graveyard",
  "tipos de card entre os cards de seu cemitério": "Card Type+ Among Card+ In Your Graveyard",
  "tipos de card entre os cards no seu cemitério": "Card Type+ Among Card+ In Your Graveyard",
  "tipos de cards entre os cards em seu cemitério": "Card Type+ Among Card+ In Your Graveyard",
  "tipos de cards entre os cards de seu cemitério": "Card Type+ Among Card+ In Your Graveyard",
  // "escolha um que não tenha sido escolhido" is "choose one that hasn't been chosen"
  "um que não tenha sido escolhido": "NumberWord=1 That Has@hasn't Is@been Chosen",
  "bloqueada por": "Block@blocked By",
  "for bloqueada por": "Become@becomes Block@blocked By",
  "for bloqueado por": "Become@becomes Block@blocked By",
  "bloqueado por": "Block@blocked By",
  "bloqueadas por": "Block@blocked By",
  "bloqueados por": "Block@blocked By",
  // "uma mágica cujo alvo seja Cruzado Acrosano" is "a spell that targets Akroan Crusader"
  "cujo alvo seja": "That Target@targets",
  "cujo alvo é": "That Target@targets",
  "cujo alvo for": "That Target@targets",
  // "Anule a mágica alvo que tenha como alvo uma permanente que você controla", "… que tenha você como alvo",
  // "… que visa uma ou mais criaturas": "that targets …"
  "que tenha como alvo": "That Target@targets",
  "que tenha você como alvo": "That Target@targets You",
  "que tem como alvo": "That Target@targets",
  "que tem você como alvo": "That Target@targets You",
  "que tenham como alvo": "That Target@targets",
  "que tenham você como alvo": "That Target@targets You",
  "que têm como alvo": "That Target@targets",
  "que têm você como alvo": "That Target@targets You",
  "que tiver como alvo": "That Target@targets",
  "que tiver você como alvo": "That Target@targets You",
  "que tiverem como alvo": "That Target@targets",
  "que tiverem você como alvo": "That Target@targets You",
  "que visa": "That Target@targets",
  "que visam": "That Target@targets",
  "que vise": "That Target@targets",
  "que visem": "That Target@targets",
  "você reciclar": "You Cycle",
  "até que": "Until",
  // "todo o dano de combate que seria causado a e causado pela criatura encantada"
  "que seria causado a e causado pela": "That Would Is@be Deal@dealt To And Deal@dealt By The",
  "que seria causado a e causado pelo": "That Would Is@be Deal@dealt To And Deal@dealt By The",
  "que seria causado a e causado por": "That Would Is@be Deal@dealt To And Deal@dealt By",
  "sendo x igual ao seu poder": "Where VarX Is Its Power",
  "sendo x igual à sua resistência": "Where VarX Is Its Toughness",
  "cada um dos outros jogadores": "Each Other Player",
  // "coloque até um card alvo …" is "put up to one target card …"
  "até um": "Up To NumberWord=1",
  "até uma": "Up To NumberWord=1",
  "para cada outra": "For Each Other",
  "uma vez por turno": "Once Each Turn",
  "somente uma vez por turno": "Only Once Each Turn",
  "apenas uma vez por turno": "Only Once Each Turn",
  "somente como um feitiço": "Only As A CardType=sorcery",
  "apenas como um feitiço": "Only As A CardType=sorcery",
  "somente quando puder conjurar um feitiço": "Only Any Time You Could Cast A CardType=sorcery",
  "somente quando pudesse jogar um feitiço": "Only Any Time You Could Play@play A CardType=sorcery",
  "apenas quando pudesse jogar um feitiço": "Only Any Time You Could Play@play A CardType=sorcery",
  "jogador defensor": "Defending Player",
  "o jogador defensor": "Defending Player",
  // "causa 1 ponto de dano ao jogador defensor": "deals 1 damage to defending player"
  "ao jogador defensor": "To Defending Player",
  "vindo de": "From",
  "vinda de": "From",
  // "enquanto você controlar um Demônio" is "as long as you control a Demon"
  enquanto: "As Long As",
  "desde que": "As Long As",
  // "recebe +1/+2 enquanto for branca", "desde que seja branca": the subject (the object itself) dropped ("as long as it's white")
  "enquanto for": "As Long As ItIs",
  "desde que seja": "As Long As ItIs",
  "enquanto estiver": "As Long As ItIs",
  "desde que esteja": "As Long As ItIs",
  // "~ não será uma criatura": "~ isn't a creature"
  "não será": "Isnt",
  "enquanto for o seu turno": "As Long As ItIs Your Turn",
  "enquanto for seu turno": "As Long As ItIs Your Turn",
  // "sua devoção ao preto for menor que cinco": "your devotion to black is less than five"
  "sua devoção": "Your Devotion",
  "sua devoção ao": "Your Devotion To",
  // the two-colour gods: "sua devoção ao branco e ao azul": "your devotion to white and blue"
  "e ao branco": "And ColorWord=white",
  "e ao azul": "And ColorWord=blue",
  "e ao preto": "And ColorWord=black",
  "e ao vermelho": "And ColorWord=red",
  "e ao verde": "And ColorWord=green",
  "menor que": "Less Than",
  "maior que": "Greater Than",
  // older printings' casting verb for permanents: "Você pode baixar ~ a qualquer momento …"
  baixar: "Play",
  baixe: "Play",
  baixa: "Play",
  baixam: "Play",
  exaurir: "Exert",
  exaure: "Exert",
  exaura: "Exert",
  // an activated ability's cost: "{R}{W}, Solte ~:" ("{R}{W}, Unattach ~:", 701.3d)
  solte: "Unattach",
  "não podem reciclar": "Cant Cycle",
  "não pode reciclar": "Cant Cycle",
  "não há limite para o número máximo de cards em sua mão": "You Has@have No Maximum Hand Size",
  "você não tem limite de cards em sua mão": "You Has@have No Maximum Hand Size",
  // "Você não tem tamanho máximo de mão", "… um tamanho máximo de mão": "You have no maximum hand size" (402.2)
  "você não tem tamanho máximo de mão": "You Has@have No Maximum Hand Size",
  "você não tem um tamanho máximo de mão": "You Has@have No Maximum Hand Size",
  "você não tem o tamanho de mão máximo": "You Has@have No Maximum Hand Size",
  // "Você pode repetir esse processo quantas vezes desejar": "any number of times"
  "quantas vezes desejar": "Any Number Of Times",
  "quantas vezes quiser": "Any Number Of Times",
  // "você vence o duelo" (older printings): "you win the game"
  "vence o duelo": "Win The Game",
  "o número máximo permitido de cards em sua mão": "Your Maximum Hand Size",
  "o número máximo de cards em sua mão": "Your Maximum Hand Size",
  "é reduzido em": "Is Reduce@reduced By",
  "optar por não": "Choose Not To",
  // "para cada criatura que o está bloqueando", "às criaturas que a estiverem bloqueando": "for each creature blocking it"
  "que o está bloqueando": "Block@blocking It",
  "que o estão bloqueando": "Block@blocking It",
  "que o estiver bloqueando": "Block@blocking It",
  "que o estiverem bloqueando": "Block@blocking It",
  "que o esteja bloqueando": "Block@blocking It",
  "que o estejam bloqueando": "Block@blocking It",
  "que a está bloqueando": "Block@blocking It",
  "que a estão bloqueando": "Block@blocking It",
  "que a estiver bloqueando": "Block@blocking It",
  "que a estiverem bloqueando": "Block@blocking It",
  "que a esteja bloqueando": "Block@blocking It",
  "que a estejam bloqueando": "Block@blocking It",
  // "todas as criaturas aptas a bloquear ~ o fazem": "all creatures able to block ~ do so"
  "aptas a bloquear": "Able To Block",
  "aptos a bloquear": "Able To Block",
  "o fazem": "Do So",
  "o faz": "Do@does So",
  // "~ só pode ser bloqueado por duas ou mais criaturas": "can't be blocked except by two or more creatures"
  "só pode ser bloqueado por": "Cant Is@be Block@blocked Except By",
  "só pode ser bloqueada por": "Cant Is@be Block@blocked Except By",
  "só podem ser bloqueados por": "Cant Is@be Block@blocked Except By",
  "só podem ser bloqueadas por": "Cant Is@be Block@blocked Except By",
  "só poderá ser bloqueado por": "Cant Is@be Block@blocked Except By",
  "só poderá ser bloqueada por": "Cant Is@be Block@blocked Except By",
  // "cada criatura que você controla só pode ser bloqueada neste turno por duas ou mais criaturas": "… can't be blocked
  // this turn except by two or more creatures"
  "só pode ser bloqueado neste turno por": "Cant Is@be Block@blocked This Turn Except By",
  "só pode ser bloqueada neste turno por": "Cant Is@be Block@blocked This Turn Except By",
  "só podem ser bloqueados neste turno por": "Cant Is@be Block@blocked This Turn Except By",
  "só podem ser bloqueadas neste turno por": "Cant Is@be Block@blocked This Turn Except By",
  // "~ só pode bloquear criaturas com voar": "~ can block only creatures with flying"
  "só pode bloquear": "Can Block Only",
  "só podem bloquear": "Can Block Only",
  "só poderá bloquear": "Can Block Only",
  // "não pode ser bloqueado por mais de uma criatura": "can't be blocked by more than one creature"
  // an activated ability "used" or (older) "played": "suas habilidades ativadas não podem ser usadas" ("its activated
  // abilities can't be activated / played"); "a menos que sejam habilidades de mana" ("unless they're mana abilities")
  "não podem ser usadas": "Cant Is@be Activate@activated",
  "não podem ser utilizadas": "Cant Is@be Activate@activated",
  "ativadas não podem ser jogadas": "Activate@activated Cant Is@be Activate@activated",
  "a menos que sejam habilidades de mana": "Unless TheyAre Mana Ability+",
  // "Cada criatura atribui dano de combate igual à sua resistência, em vez de igual ao seu poder": "… assigns combat
  // damage equal to its toughness rather than its power" (510.1c)
  "atribui dano de combate": "Assign@assigns Combat Damage",
  "atribuem dano de combate": "Assign Combat Damage",
  "em vez de igual ao seu poder": "Rather Than Its Power",
  "em vez de igual a seu poder": "Rather Than Its Power",
  "em vez do próprio poder": "Rather Than Its Power",
  "em vez de seu poder": "Rather Than Its Power",
  "em vez do seu poder": "Rather Than Its Power",
  // "os custos de equipar que você paga", "todos os custos de metamorfose": "equip costs you pay", "all morph costs"
  custos: "Cost@costs",
  // "O dano não pode ser prevenido (neste turno)": "Damage can't be prevented (this turn)" (615.12)
  "o dano não pode ser prevenido": "Damage Cant Is@be Prevent@prevented",
  // "Os jogadores não podem desvirar mais do que um artefato durante suas etapas de desvirar": "… during their untap steps"
  "durante suas etapas de desvirar": "During Their Untap Step+",
  // "Você não pode perder o jogo e seus oponentes não podem vencê-lo": "… can't win the game"
  "não podem vencê-lo": "Cant Win The Game",
  "não pode vencê-lo": "Cant Win The Game",
  "não podem perdê-lo": "Cant Lose The Game",
  "não pode perdê-lo": "Cant Lose The Game",
  // "tem proteção contra a cor escolhida": "has protection from the chosen color"
  "contra a cor escolhida": "From The Chosen Color",
  // "Toda vez que um jogador conjura uma mágica da cor escolhida": "a spell of the chosen color"
  "da cor escolhida": "Of The Chosen Color",
  "mais de uma": "More Than NumberWord=1",
  "mais de um": "More Than NumberWord=1",
  "mais do que uma": "More Than NumberWord=1",
  "mais do que um": "More Than NumberWord=1",
  "em adição aos seus outros tipos de criatura": "In Addition To Its Other CardType=creature Type+",
  "em adição a seus outros tipos de criatura": "In Addition To Its Other CardType=creature Type+",
  "em adição aos seus outros tipos": "In Addition To Its Other Type+",
  "em adição a seus outros tipos": "In Addition To Its Other Type+",
  // "ganha todos os tipos de criatura", "com todos os tipos de criatura": "all creature types";
  // "é de todos os tipos de criatura": "is every creature type"
  "todos os tipos de criatura": "All CardType=creature Type+",
  "de todos os tipos de criatura": "Every CardType=creature Type",
  // the fast lands' "a menos que você controle dois outros terrenos ou menos": the comparison after the noun
  // ("unless you control two or fewer other lands")
  "outros terrenos ou menos": "Or Fewer Other CardType=land+",
  // "se houver quatro ou mais cards" is "if there are four or more cards"
  houver: "There Is",
  "não houver": "There Is@are No",
  // the present subjunctive: "a menos que haja cinco ou mais Ilhas", "desde que não haja cards em seu cemitério"
  haja: "There Is",
  "não haja": "There Is@are No",
  há: "There Is",
  "não há": "There Is@are No",
  // the future subjunctive: "se você tiver", "se Ira estiver em seu cemitério"
  tiver: "Has",
  tiverem: "Has@have",
  estiver: "Is",
  estiverem: "Is@are",
  "se estiver apta": "If Able",
  "se estiver apto": "If Able",
  "se estiverem aptas": "If Able",
  "se estiverem aptos": "If Able",
  // the future: "você poderá comprar um card", "terá iniciativa"
  "você poderá": "You May",
  "não poderá": "Cant",
  "não poderão": "Cant",
  terá: "Has",
  terão: "Has@have",
  // "sendo X igual ao número de …" is "where X is the number of …"
  // "sendo X seu poder", "sendo X sua devoção ao preto": "where X is its power", "where X is your devotion to black"
  "sendo x seu poder": "Where VarX Is Its Power",
  "sendo x sua resistência": "Where VarX Is Its Toughness",
  "sendo x": "Where VarX Is",
  // "sendo X 2 mais o número de cards …": "where X is 2 plus the number of cards …"
  "mais o número de": "Plus The Number Of",
  // "sendo X igual a duas vezes o número de …", "o dobro do número de …": "twice the number of …"
  "duas vezes o número de": "Twice The Number Of",
  "o dobro do número de": "Twice The Number Of",
  "mais a quantidade de": "Plus The Number Of",
  "sendo x igual a": "Where VarX Is",
  "sendo x igual ao": "Where VarX Is The",
  "sendo x igual à": "Where VarX Is The",
  "sendo x o": "Where VarX Is The",
  "sendo x a": "Where VarX Is The",
  "onde x é igual a": "Where VarX Is",
  "onde x é igual ao": "Where VarX Is The",
  "onde x é igual à": "Where VarX Is The",
  "se torna": "Become@becomes",
  "torna-se": "Become@becomes",
  "se tornam": "Become@become",
  "tornam-se": "Become@become",
  "além de": "In Addition To",
  "além dos": "In Addition To",
  "dentre eles": "From Among Them",
  "dentre elas": "From Among Them",
  "para o jogo": "To The Battlefield",
  "ao jogo": "To The Battlefield",
  daquele: "Of That",
  daquela: "Of That",
  daqueles: "Of Those",
  daquelas: "Of Those",
  // "o controle dessas permanentes", "o poder desta criatura": "de" with a demonstrative
  desta: "Of This",
  deste: "Of This",
  dessa: "Of That",
  desse: "Of That",
  dessas: "Of Those",
  desses: "Of Those",
  destas: "Of Those",
  destes: "Of Those",
  àquele: "To That",
  àquela: "To That",
  àqueles: "To Those",
  àquelas: "To Those",
  naquele: "In That",
  naquela: "In That",
  // "de"/"em" with a demonstrative: "o controle desta criatura", "um marcador +1/+1 nesta criatura", "dessas permanentes"
  nestes: "In Those",
  nestas: "In Those",
  nesses: "In Those",
  nessas: "In Those",
  // "o poder e a resistência de X são iguais a …" is "X's power and toughness are each equal to …"
  "o poder e a resistência": "The Power And The Toughness",
  // "se aquele jogador não o fizer" is "if that player doesn't"
  "não o fizer": "Dont@doesn't",
  "não o fizerem": "Dont@don't",
  // "à criatura alvo ou ao jogador alvo" is "to target creature or player"
  "à criatura alvo ou ao jogador alvo": "To Target CardType=creature Or Player",
  "a criatura alvo ou o jogador alvo": "Target CardType=creature Or Player",
  "à criatura ou jogador alvo": "To Target CardType=creature Or Player",
  "à criatura alvo ou ao oponente alvo": "To Target CardType=creature Or Opponent",
  "a criatura alvo ou o oponente alvo": "Target CardType=creature Or Opponent",
  "à criatura ou oponente alvo": "To Target CardType=creature Or Opponent",
  "se tornar alvo de": "Become@becomes The Target Of",
  "tornar alvo de": "Become@becomes The Target Of",
  "entrará em jogo": "Enter The Battlefield",
  "entrará no campo de batalha": "Enter The Battlefield",
  "remova de jogo": "Exile",
  "remove de jogo": "Exile",
  "remove do jogo": "Exile",
  "remover de jogo": "Exile",
  "removido de jogo": "Exile",
  "removida de jogo": "Exile",
  "removidos de jogo": "Exile",
  "removidas de jogo": "Exile",
  "removidos do jogo": "Exile",
  "removidas do jogo": "Exile",
  // older "o card removido" (from the game) is "the exiled card", as in Spanish ("la carta removida")
  "o card removido": "The Exiled Card",
  "os cards removidos": "The Exiled Card+",
  "card removido": "Exiled Card",
  "cards removidos": "Exiled Card+",
  "o card removido do jogo": "The Card Exile",
  "os cards removidos do jogo": "The Card+ Exile",
  "card removido do jogo": "Card Exile",
  "cards removidos do jogo": "Card+ Exile",
  "o card removido de jogo": "The Card Exile",
  "os cards removidos de jogo": "The Card+ Exile",
  "card removido de jogo": "Card Exile",
  "cards removidos de jogo": "Card+ Exile",
  "será": "Is",
  "serão": "Is@are",
  "em todos os cemitérios": "In All Graveyard+",
  "de todos os cemitérios": "From All Graveyard+",
  "além de seus outros tipos": "In Addition To Its Other Type+",
  "além dos seus outros tipos": "In Addition To Its Other Type+",
  "além de seus outros tipos de criatura": "In Addition To Its Other CardType=creature Type+",
  "além de suas outras cores e tipos": "In Addition To Its Other Color+ And Type+",
  "além de todas as suas outras cores e tipos": "In Addition To Its Other Color+ And Type+",
  // "A criatura encantada perde todas as habilidades": "loses all abilities" (no article in English)
  "perde todas as habilidades": "Lose@loses All Ability+",
  "perdem todas as habilidades": "Lose All Ability+",
  "cada outro": "Each Other",
  "cada outra": "Each Other",
  "uma quantidade de pontos de vida igual a": "Life Equal To",
  "uma quantidade de pontos de vida igual ao": "Life Equal To The",
  "aquela quantidade de pontos de vida": "That Much Life",
  "uma quantidade de pontos de vida igual à": "Life Equal To The",
  "uma quantidade de pontos de vida igual aos": "Life Equal To The",
  "uma quantidade de pontos de vida igual às": "Life Equal To The",
  // "… igual ao seu poder": the object's own power ("life equal to its power"), as "igual ao seu poder" alone
  "uma quantidade de pontos de vida igual ao seu poder": "Life Equal To Its Power",
  "uma quantidade de pontos de vida igual à sua resistência": "Life Equal To Its Toughness",
  "uma quantidade de pontos de vida igual a sua resistência": "Life Equal To Its Toughness",
  "aquela quantidade de dano": "That Much Damage",
  // "descarta uma quantidade correspondente de cards", "causa uma quantidade correspondente de dano": "that many cards", "that much damage"
  "uma quantidade correspondente de cards": "That Many Card+",
  "uma quantidade correspondente de dano": "That Much Damage",
  "uma quantidade correspondente de pontos de vida": "That Much Life",
  // "compre uma quantidade de cards igual ao poder …", "compra um número de cards igual a …": "draw cards equal to …"
  "uma quantidade de cards igual a": "Card+ Equal To",
  "uma quantidade de cards igual ao": "Card+ Equal To The",
  "uma quantidade de cards igual à": "Card+ Equal To The",
  "um número de cards igual a": "Card+ Equal To",
  "um número de cards igual ao": "Card+ Equal To The",
  "um número de cards igual à": "Card+ Equal To The",
  // "igual à quantidade de pontos de vida perdida dessa maneira": "equal to the life lost this way"
  "quantidade de pontos de vida perdida": "Life Lose@lost",
  "quantidade de pontos de vida perdidos": "Life Lose@lost",
  // "igual ao total de pontos de vida perdidos dessa maneira", "igual à quantidade de dano prevenida dessa maneira":
  // "equal to the life lost this way", "equal to the damage prevented this way"
  "total de pontos de vida perdidos": "Life Lose@lost",
  "total de pontos de vida perdido": "Life Lose@lost",
  "quantidade de dano prevenida": "Damage Prevent@prevented",
  "quantidade de dano prevenido": "Damage Prevent@prevented",
  // "para cada ponto de dano prevenido dessa maneira": "for each 1 damage prevented this way" (a unit of an amount)
  "para cada ponto de dano prevenido": "For Each NumberWord=1 Damage Prevent@prevented",
  "para cada ponto de vida perdido": "For Each NumberWord=1 Life Lose@lost",
  "uma quantidade de pontos de vida igual aos pontos de vida perdidos": "Life Equal To The Life Lose@lost",
  // "igual ao seu custo de mana convertido", "igual ao custo de mana convertido dele": a player has no mana cost ("its")
  "igual ao seu custo de mana convertido": "Equal To Its Convert@converted Mana Cost",
  "igual ao custo de mana convertido dele": "Equal To Its Convert@converted Mana Cost",
  "igual ao custo de mana convertido dela": "Equal To Its Convert@converted Mana Cost",
  // "se seu custo de mana convertido for …": a spell's or permanent's ("if its converted mana cost is …")
  "se seu custo de mana convertido": "If Its Convert Mana Cost",
  "se o seu custo de mana convertido": "If Its Convert Mana Cost",
  "uma quantidade de pontos de vida igual ao seu custo de mana convertido": "Life Equal To Its Convert@converted Mana Cost",
  "uma quantidade de pontos de vida igual ao custo de mana convertido dele": "Life Equal To Its Convert@converted Mana Cost",
  "uma quantidade de pontos de vida igual ao custo de mana convertido dela": "Life Equal To Its Convert@converted Mana Cost",
  // "descarta aquele mesmo número de cards": "discards that many cards"
  "aquele mesmo número de": "That Many",
  // "até três cards alvo de um único cemitério": "up to three target cards from a single graveyard"
  "de um único cemitério": "From A Single Graveyard",
  // "no grimório de seu dono na terceira posição a partir do topo": "third from the top"
  "na segunda posição": "Ordinal=2@second",
  "na terceira posição": "Ordinal=3@third",
  "na quarta posição": "Ordinal=4@fourth",
  "em segundo lugar": "Ordinal=2@second",
  "em terceiro lugar": "Ordinal=3@third",
  // older spelling with a hyphen: "o terreno não-básico alvo" ("target nonbasic land")
  "não-básico": "Not Supertype=basic",
  "não-básica": "Not Supertype=basic",
  "não-básicos": "Not Supertype=basic",
  "não-básicas": "Not Supertype=basic",
  // "o card alvo que esteja em um cemitério", "um card de criatura que esteja em seu cemitério": where the card is
  // ("target card in a graveyard"); "que esteja em jogo" is "on the battlefield"
  "que esteja em": "In",
  "que esteja num": "In A",
  "que esteja numa": "In A",
  "que esteja no": "In The",
  "que esteja na": "In The",
  "que esteja em jogo": "On The Battlefield",
  "que esteja no campo de batalha": "On The Battlefield",
  "que estejam em": "In",
  "que estejam num": "In A",
  "que estejam numa": "In A",
  "que estejam no": "In The",
  "que estejam na": "In The",
  "que estejam em jogo": "On The Battlefield",
  "que estejam no campo de batalha": "On The Battlefield",
  "que está em": "In",
  "que está num": "In A",
  "que está numa": "In A",
  "que está no": "In The",
  "que está na": "In The",
  "que está em jogo": "On The Battlefield",
  "que está no campo de batalha": "On The Battlefield",
  "que estão em": "In",
  "que estão num": "In A",
  "que estão numa": "In A",
  "que estão no": "In The",
  "que estão na": "In The",
  "que estão em jogo": "On The Battlefield",
  "que estão no campo de batalha": "On The Battlefield",
  // the future subjunctive: "todos os cards de terreno que estiverem em seu cemitério", "um card alvo que estiver num cemitério"
  "que estiver em": "In",
  "que estiver num": "In A",
  "que estiver numa": "In A",
  "que estiver no": "In The",
  "que estiver na": "In The",
  "que estiver em jogo": "On The Battlefield",
  "que estiverem em": "In",
  "que estiverem num": "In A",
  "que estiverem numa": "In A",
  "que estiverem no": "In The",
  "que estiverem na": "In The",
  "que estiverem em jogo": "On The Battlefield",
  // "coloque aquela quantidade de marcadores +1/+1" is "put that many +1/+1 counters"
  "aquela quantidade de": "That Many",
  "essa quantidade de": "That Many",
  "se você o fizer": "If You Do",
  "se você não o fizer": "If You Dont@don't",
  "a mesma quantidade de pontos de vida": "That Much Life",
  "joga um turno adicional": "Take A@an Extra Turn",
  "jogue um turno adicional": "Take A@an Extra Turn",
  "após este": "After This NumberWord=1",
  "fosse causar dano a você": "Would Deal Damage To You",
  "fossem causar dano a você": "Would Deal Damage To You",
  "pontos daquele dano": "Of That Damage",
  "ponto daquele dano": "Of That Damage",
  "e não for bloqueado": "And Isnt Block@blocked",
  "e não for bloqueada": "And Isnt Block@blocked",
  "e não é bloqueado": "And Isnt Block@blocked",
  "e não é bloqueada": "And Isnt Block@blocked",
  "fase principal pré-combate": "Main@precombat Main Phase@phase",
  "fase principal pós-combate": "Main@postcombat Main Phase@phase",
  chamado: "Name@named",
  chamada: "Name@named",
  chamados: "Name@named",
  chamadas: "Name@named",
  "como se tivesse": "As Though It Has@had",
  "como se tivessem": "As Though They Has@had",
  // "Você pode conjurar mágicas como se elas tivessem lampejo": "as though they had flash"
  "como se elas tivessem": "As Though They Has@had",
  "como se eles tivessem": "As Though They Has@had",
  // "Você pode jogar um terreno adicional em cada um de seus turnos": "an additional land on each of your turns" (305.2);
  // "seus" is the subject's: "Cada jogador pode jogar … em cada um de seus turnos" is "on each of their turns"
  // (romance subjectClause makes it "your" when the subject is "você")
  "um terreno adicional": "A@an Additional CardType=land",
  "em cada um de seus turnos": "On Each Of Their Turn@turns",
  "coloque-os de volta em qualquer ordem": "Put Them Back In Any Order",
  "coloque-as de volta em qualquer ordem": "Put Them Back In Any Order",
  "é do tipo escolhido": "Is The Chosen Type",
  "são do tipo escolhido": "Is@are The Chosen Type",
  "quando fizer isso": "When You Do",
  "fosse lhe causar dano": "Would Deal Damage To You",
  "fossem lhe causar dano": "Would Deal Damage To You",
  "lhe fosse causar dano": "Would Deal Damage To You",
  "daqueles pontos de dano": "Of That Damage",
  "em seguida": "Then",
  // "a cada criatura e a cada jogador" is "to each creature and each player"
  "e a cada": "And Each",
  "joga um turno extra": "Take A@an Extra Turn",
  "jogue um turno extra": "Take A@an Extra Turn",
  "após este turno": "After This NumberWord=1",
  "na próxima vez que": "The Next Time",
  "da próxima vez que": "The Next Time",
  // "Na próxima vez em que uma fonte … fosse causar dano": older printings' "em que"
  "na próxima vez em que": "The Next Time",
  "da próxima vez em que": "The Next Time",
  "não pode ser alvo de": "Cant Is@be The Target Of",
  "não podem ser alvo de": "Cant Is@be The Target Of",
  "se for um": "If ItIs A",
  "se for uma": "If ItIs A",
  "foi reforçado": "Is@was Kicked",
  "foi reforçada": "Is@was Kicked",
  "se tiver sido reforçado": "If It Is@was Kicked",
  "se tiver sido reforçada": "If It Is@was Kicked",
  "tiver sido reforçado": "Is@was Kicked",
  "tiver sido reforçada": "Is@was Kicked",
  // multikicker: "com um marcador +1/+1 para cada vez que (ele) tiver sido reforçado" ("for each time it was kicked", 702.33c)
  "para cada vez que tiver sido reforçado": "For Each Time It Is@was Kicked",
  "para cada vez que tiver sido reforçada": "For Each Time It Is@was Kicked",
  "para cada vez que ele tiver sido reforçado": "For Each Time It Is@was Kicked",
  "para cada vez que ela tiver sido reforçada": "For Each Time It Is@was Kicked",
  "for virado para cima": "Is Turned Face Up",
  "for virada para cima": "Is Turned Face Up",
  "confronte um oponente": "Clash With A@an Opponent",
  "confrontar um oponente": "Clash With A@an Opponent",
  "cujo nome seja": "Name@named",
  "cujo nome é": "Name@named",
  "são ambos iguais": "Is@are Each Equal",
  "são ambas iguais": "Is@are Each Equal",
  causaria: "Would Deal",
  causariam: "Would Deal",
  "em arcana": "Onto Subtype=Arcane",
  "com mágica instantânea ou feitiço": "Onto CardType=instant Or CardType=sorcery",
  "quando a face de": "When",
  // the player dropped before the verb: "toda vez que conjurar uma mágica" is "whenever you cast a spell"
  "toda vez que conjurar": "Whenever You Cast",
  "toda vez que conjura": "Whenever You Cast",
  "quando conjurar": "When You Cast",
  "toda vez que jogar": "Whenever You Play",
  "quando jogar": "When You Play",
  "toda vez que comprar": "Whenever You Draw",
  "toda vez que ganhar": "Whenever You Gain",
  "toda vez que ganha": "Whenever You Gain",
  "toda vez que a face de": "Whenever",
  atacou: "Attack@attacked",
  // "desvire todas as criaturas que atacaram neste turno": "all creatures that attacked this turn"
  atacaram: "Attack@attacked",
  "for voltada para cima": "Is Turned Face Up",
  "for voltado para cima": "Is Turned Face Up",
  // "todo o dano que seria causado por …" has its own words; "que … fosse causar" is "that … would deal"
  "que fosse causar": "That Would Deal",
  "que fossem causar": "That Would Deal",
  "uma ou mais": "NumberWord=1 Or More",
  "um ou mais": "NumberWord=1 Or More",
  "jogue uma moeda": "Flip A Coin",
  "jogar uma moeda": "Flip A Coin",
  // the werewolves' transform conditions: "if no spells were cast last turn", "if a player cast two or more spells last turn"
  "nenhuma mágica tiver sido conjurada no último turno": "No Spell+ Is@were Cast Last Turn",
  "nenhuma mágica foi conjurada no último turno": "No Spell+ Is@were Cast Last Turn",
  "tiver conjurado duas ou mais mágicas no último turno": "Cast@cast NumberWord=2 Or More Spell+ Last Turn",
  "ganhe o controle": "Gain Control",
  "ganha o controle": "Gain Control",
  "ganhar o controle": "Gain Control",
  "você ganha o controle": "You Gain Control",
  // "desvire a criatura alvo e ganhe o controle dela", "ganhe controle dela": "gain control of it" (the possessive after "controle")
  "ganhe o controle dela": "Gain Control Of It",
  "ganhe o controle dele": "Gain Control Of It",
  "ganhe controle dela": "Gain Control Of It",
  "ganhe controle dele": "Gain Control Of It",
  "ganha o controle dela": "Gain Control Of It",
  "ganha o controle dele": "Gain Control Of It",
  // "o oponente alvo ganha o seu controle": the permanent's control ("gains control of it")
  "ganha o seu controle": "Gain Control Of It",
  "ganhe o controle delas": "Gain Control Of Them",
  "ganhe o controle deles": "Gain Control Of Them",
  "ganha o controle delas": "Gain Control Of Them",
  "ganha o controle deles": "Gain Control Of Them",
  "você ganha o controle dela": "You Gain Control Of It",
  "você ganha o controle dele": "You Gain Control Of It",
  // "igual ou inferior a 3" is "3 or less"
  "igual ou inferior a": "Equal Or Less To",
  "igual ou inferior ao": "Equal Or Less To The",
  "menor ou igual a": "Equal Or Less To",
  "menor ou igual ao": "Equal Or Less To The",
  "igual ou superior a": "Equal Or Greater To",
  "igual ou superior ao": "Equal Or Greater To The",
  "maior ou igual a": "Equal Or Greater To",
  "maior ou igual ao": "Equal Or Greater To The",
  // "causa uma quantidade de dano igual ao seu poder a …": "deals damage equal to its power to …"
  "uma quantidade de dano": "Damage",
  "uma quantidade de pontos de dano": "Damage",
  "uma quantidade de dano equivalente a": "Damage Equal To",
  "uma quantidade de dano equivalente ao": "Damage Equal To The",
  "uma quantidade de dano equivalente à": "Damage Equal To The",
  // "torna-se uma criatura 4/4 … que ainda é um planeswalker": "that's still a planeswalker"
  "que ainda é": "ThatIs Still",
  // "um card com o nome Soberano da Esfinge": "a card named Sphinx Sovereign"
  "com o nome": "Name@named",
  // "as habilidades ativadas das fontes com o nome escolhido": "activated abilities of sources with the chosen name"
  "com o nome escolhido": "With The Chosen Name",
  // "mágicas e habilidades a partir do seu cemitério": "from your graveyard"
  "a partir de": "From",
  "a partir do": "From The",
  "a partir da": "From The",
  // the subjunctive after "fazer com que": "faça com que Xyz entre no campo de batalha como uma cópia …",
  // "… que Xyz se torne uma cópia …" ("have Xyz enter the battlefield as a copy …", "have Xyz become …")
  "entre no campo de batalha": "Enter The Battlefield",
  "entrem no campo de batalha": "Enter The Battlefield",
  "entre em jogo": "Enter The Battlefield",
  "entrem em jogo": "Enter The Battlefield",
  "se torne": "Become@become",
  "se tornem": "Become@become",
  "torne-se": "Become@become",
  "tornem-se": "Become@become",
  // keyword actions as verbs: "Toda vez que você usa vidência", older "use vigiar 2" ("scry", "surveil 2")
  "usa vidência": "Scry",
  "use vigiar": "Surveil",
  "usar vigiar": "Surveil",
  "usa vigiar": "Surveil",
  // trigger events in the indicative: "Toda vez que Xyz é desvirado", "… é voltada para cima"
  "é desvirado": "Become@becomes Untap@untapped",
  "é desvirada": "Become@becomes Untap@untapped",
  "é virado": "Become@becomes Tap@tapped",
  "é virada": "Become@becomes Tap@tapped",
  "é voltado para cima": "Is Turned Face Up",
  "é voltada para cima": "Is Turned Face Up",
  "é virado para cima": "Is Turned Face Up",
  "é virada para cima": "Is Turned Face Up",
  // "would" in replacement effects (614.1): "Se você for comprar um card", "Se aquela criatura for morrer",
  // the conditional "morreria", "ganharia", "causaria"
  "for comprar": "Would Draw",
  "forem comprar": "Would Draw",
  "for morrer": "Would Die",
  "forem morrer": "Would Die",
  "for causar": "Would Deal",
  "forem causar": "Would Deal",
  "for ganhar": "Would Gain",
  // the imperfect subjunctive of older printings: "Na próxima vez em que você fosse comprar um card neste turno",
  // "… uma fonte fosse causar dano", "for lhe causar dano" ("would deal damage to you")
  "fosse comprar": "Would Draw",
  "fosse causar": "Would Deal",
  "fossem causar": "Would Deal",
  "for lhe causar dano": "Would Deal Damage To You",
  "lhe for causar dano": "Would Deal Damage To You",
  "for perder": "Would Lose",
  morreria: "Would Die",
  morreriam: "Would Die",
  ganharia: "Would Gain",
  perderia: "Would Lose",
  compraria: "Would Draw",
  // "dois manas de cores diferentes", "cards com nomes diferentes": "of different colors", "with different names"
  "de cores diferentes": "Of Different Color+",
  "com nomes diferentes": "With Different Name+",
  // older vigilance: "Xyz não é virado para atacar." (lexer.ts joins the name to the keyword)
  "não é virado para atacar": "Keyword=vigilance",
  "não é virada para atacar": "Keyword=vigilance",
  // "custa {1} a mais para ser conjurada para cada alvo além do primeiro": "for each target beyond the first"
  "além do primeiro": "Beyond The Ordinal=1",
  "após o primeiro": "Beyond The Ordinal=1",
  // "igual ao maior poder entre as criaturas que você controla": "the greatest power among creatures you control"
  maior: "Greatest",
  "entre as": "Among",
  "entre os": "Among",
  "entre as das": "Among",
  "entre os das": "Among",
  "dentre as": "Among",
  "dentre os": "Among",
  // the past: "a quantidade de pontos de vida que você ganhou neste turno", "se você tiver atacado com uma criatura"
  "que você ganhou": "You Gain@gained",
  "que você perdeu": "You Lose@lost",
  ganhou: "Gain@gained",
  perdeu: "Lose@lost",
  "tiver atacado": "Attack@attacked",
  "igual a sua resistência": "Equal To Its Toughness",
  "igual a seu poder": "Equal To Its Power",
  // "não pode ser alvo de mágicas nem de habilidades": "can't be the target of spells or abilities"
  "mágicas nem habilidades": "Spell+ Or Ability+",
  "mágicas nem de habilidades": "Spell+ Or Ability+",
  "mágicas ou de habilidades": "Spell+ Or Ability+",
  // "causa 5 pontos de dano distribuídos à sua escolha entre …": "divided as you choose among …" (601.2d)
  "distribuídos à sua escolha entre": "Divide As You Choose Among",
  "distribuídos como você escolher entre": "Divide As You Choose Among",
  "divididos à sua escolha entre": "Divide As You Choose Among",
  "divididos como você escolher entre": "Divide As You Choose Among",
  "divididos como quiser entre": "Divide As You Choose Among",
  "distribuídos como você quiser entre": "Divide As You Choose Among",
  "divididos como você quiser entre": "Divide As You Choose Among",
  "divididos como você quiser dentre": "Divide As You Choose Among",
  "distribuídos à sua escolha a": "Divide As You Choose Among",
  "divididos à sua escolha a": "Divide As You Choose Among",
  // "entre um ou dois alvos": "among one or two targets" ("um" alone is the article)
  "um ou dois": "NumberWord=1@one Or NumberWord=2@two",
  // "Escolha um ou ambos —": "Choose one or both —"
  "um ou ambos": "NumberWord=1@one Or Both",
  "uma ou ambas": "NumberWord=1@one Or Both",
  "uma ou duas": "NumberWord=1@one Or NumberWord=2@two",
  // "dentre um número qualquer de criaturas alvo": "among any number of target creatures"
  "um número qualquer de": "Any Number Of",
  // "os permanentes da neve", "um terreno da neve": snow
  "da neve": "Supertype=snow",
  "de neve": "Supertype=snow",
  // "se você conjurou esta mágica", "Enquanto Xyz permanecer virado", "você tiver a bênção da cidade"
  conjurou: "Cast@cast",
  permanecer: "Remain",
  permanece: "Remain",
  "a bênção da cidade": "The City Possessive Blessing",
  "a etapa de desvirar de seus controladores": "Their Controller+ Possessive Untap Step+",
  // "Essas criaturas não são desviradas durante a próxima etapa de desvirar de seus controladores / daquele jogador":
  // "… during their controllers' / that player's next untap step"
  "a próxima etapa de desvirar daquele jogador": "That Player Possessive Next Untap Step",
  "a próxima etapa de desvirar desse jogador": "That Player Possessive Next Untap Step",
  // the pronoun before the verb: "se você o conjurou da sua mão" is "if you cast it from your hand"
  "o conjurou": "Cast@cast It",
  "a conjurou": "Cast@cast It",
  // "Se aquele jogador o fizer, …", "Se ele fizer isso, …": "If that player does, …"
  "o fizer": "Do@does",
  "o fizerem": "Do@do",
  "fizer isso": "Do@does",
  "fizerem isso": "Do@do",
  // the leylines: "Se Xyz estiver em sua mão de abertura, você poderá começar o jogo com ela no campo de batalha."
  "mão de abertura": "Opening Hand",
  "mão inicial": "Opening Hand",
  "começar o jogo com ela no campo de batalha": "Begin The Game With It On The Battlefield",
  "começar a partida com ela no campo de batalha": "Begin The Game With It On The Battlefield",
  "começar o jogo com ela em jogo": "Begin The Game With It On The Battlefield",
  "começar a partida com ela em jogo": "Begin The Game With It On The Battlefield",
  "começar o jogo com ele no campo de batalha": "Begin The Game With It On The Battlefield",
  "começar a partida com ele no campo de batalha": "Begin The Game With It On The Battlefield",
  "começar o jogo com ele em jogo": "Begin The Game With It On The Battlefield",
  "começar a partida com ele em jogo": "Begin The Game With It On The Battlefield",
  // Invasion to Time Spiral: "Se o custo de reforço tiver sido pago, …" is "If this spell was kicked, …" (702.33)
  "se o custo de reforço tiver sido pago": "If This Spell Is@was Kicked",
  "se o custo de reforço foi pago": "If This Spell Is@was Kicked",
  "se você pagou o custo de reforço": "If This Spell Is@was Kicked",
  // the player just named: "as criaturas que ele próprio controla" is older "the creatures he or she controls" ("they control")
  // "todos os terrenos básicos que ele controla": the player just named ("… he or she controls", now "they control")
  "que ele controla": "They Control",
  "que ela controla": "They Control",
  "que ele controle": "They Control",
  "que ela controle": "They Control",
  "que eles controlam": "They Control",
  "que elas controlam": "They Control",
  "que eles controlem": "They Control",
  "que ele possui": "They Own",
  "que ela possui": "They Own",
  "que ele possua": "They Own",
  "que ela possua": "They Own",
  "que ele próprio controla": "They Control",
  "que ela própria controla": "They Control",
  "que ele próprio controle": "They Control",
  "que ela própria controle": "They Control",
  "ele próprio": "They",
  "ela própria": "They",
  // "pode atacar como se não tivesse defensor", "como se ele tivesse lampejo": "as though it didn't have defender", "as though it had flash"
  "como se não tivesse": "As Though It Dont@didn't Has@have",
  "como se ele não tivesse": "As Though It Dont@didn't Has@have",
  "como se ela não tivesse": "As Though It Dont@didn't Has@have",
  "como se ele tivesse": "As Though It Has@had",
  "como se ela tivesse": "As Though It Has@had",
  "pelo menos": "At Least",
  "ao menos": "At Least",
  // older "Name a card." is today's "Choose a card name."
  "nomeie um card": "Choose A Card Name",
  // "Nomeie um card que não seja um terreno", "Nomeie um card de criatura": "Name a nonland card", "Name a creature card"
  "nomeie um card que não seja um terreno": "Choose A NonWord=land@nonland Card Name",
  "nomeie um card que não seja terreno": "Choose A NonWord=land@nonland Card Name",
  "nomeie um card de criatura": "Choose A CardType=creature@creature Card Name",
  // "o card nomeado": "the named card", as in Spanish ("la carta nombrada")
  "o card nomeado": "The Name@named Card",
  "card nomeado": "Name@named Card",
  // "Nomeie um card que não seja um terreno": "Choose a nonland card name" (older "Name a nonland card")
  "escolha um nome de card": "Choose A Card Name",
  // "Take an extra turn after this one."
  "jogue um turno extra depois deste": "Take A Extra Turn After This NumberWord=1",
  "jogue um turno extra após este": "Take A Extra Turn After This NumberWord=1",
  "jogue outro turno depois deste": "Take A Extra Turn After This NumberWord=1",
  "jogue outro turno após este": "Take A Extra Turn After This NumberWord=1",
  "faça um turno extra depois deste": "Take A Extra Turn After This NumberWord=1",
  // "causa 1 ponto de dano a cada uma de até duas criaturas alvo": "to each of up to two target creatures"
  "a cada um de": "To Each Of",
  "a cada uma de": "To Each Of",
  "em cada um de": "To Each Of",
  "em cada uma de": "To Each Of",
  // after "pontos de dano a" (Damage To)
  "cada um de até": "Each Of Up To",
  "cada uma de até": "Each Of Up To",
  "cada um de dois": "Each Of NumberWord=2",
  "cada uma de duas": "Each Of NumberWord=2",
  "cada um de três": "Each Of NumberWord=3",
  "cada uma de três": "Each Of NumberWord=3",
  // older templating (before Theros): "é indestrutível" is "is indestructible", read as the keyword (702.12)
  "é indestrutível": "Has Keyword=indestructible",
  "são indestrutíveis": "Has@have Keyword=indestructible",
  "será indestrutível": "Has Keyword=indestructible",
  "serão indestrutíveis": "Has@have Keyword=indestructible",
};

/**
 * Trigger events and prevention wording (603, 615): "se torna alvo de" ("becomes the target of"), "se transforma em"
 * ("transforms into"), "for solto de" ("becomes unattached from"), "sofre dano que não seja de combate" ("is dealt
 * noncombat damage"), "pela primeira vez em cada turno", "todo o dano que não seja de combate".
 */
// "equivalente a" is "igual a" ("Compre uma quantidade de cards equivalente ao maior poder entre …": "draw cards equal to
// the greatest power among …"): each phrase spelled with "igual" has its "equivalente" spelling
for (const [k, v] of Object.entries(PHRASES)) if (/(^| )igual( |$)/.test(k)) PHRASES[k.replace(/(^| )igual( |$)/, "$1equivalente$2")] ??= v;

const EVENT_PHRASES: Record<string, string> = {
  // "a e pela criatura alvo", "causado e sofrido por X", "sofrido e causado por X": "dealt to and dealt by" (615)
  "que seria causado a e pela": "That Would Is@be Deal@dealt To And Deal@dealt By The",
  "que seria causado a e pelo": "That Would Is@be Deal@dealt To And Deal@dealt By The",
  "que seria causado e sofrido por": "That Would Is@be Deal@dealt To And Deal@dealt By",
  "que seria sofrido e causado por": "That Would Is@be Deal@dealt To And Deal@dealt By",
  "todo o dano que não seja de combate": "All Noncombat Damage",
  "todo dano que não seja de combate": "All Noncombat Damage",
  "ponto de dano de combate": "Combat Damage",
  // "pelo", "pela": "por" ("by", "for") with the article
  pelo: "For The",
  pela: "For The",
  pelos: "For The",
  pelas: "For The",
  // "pela primeira vez em cada turno / neste turno / num turno": "for the first time each turn"
  "pela primeira vez em cada turno": "For The Ordinal=1 Time Each Turn",
  "pela primeira vez neste turno": "For The Ordinal=1 Time Each Turn",
  "pela primeira vez num turno": "For The Ordinal=1 Time Each Turn",
  "pela primeira vez em um turno": "For The Ordinal=1 Time Each Turn",
  "em cada turno": "Each Turn",
  "se torna alvo de": "Become@becomes The Target Of",
  "se tornar alvo de": "Become@becomes The Target Of",
  "se tornarem alvo de": "Become@become The Target Of",
  "se transforma em": "Transform@transforms Into",
  "se transformar em": "Transform@transforms Into",
  "for solto de": "Become@becomes Unattached From",
  "for solta de": "Become@becomes Unattached From",
  "é anexada a": "Become@becomes Attached To",
  "é anexado a": "Become@becomes Attached To",
  "for anexada a": "Become@becomes Attached To",
  "for anexado a": "Become@becomes Attached To",
  "sofre dano de combate": "Is Deal@dealt Combat Damage",
  "sofrer dano de combate": "Is Deal@dealt Combat Damage",
  "sofrerem dano de combate": "Is@are Deal@dealt Combat Damage",
  "sofre dano que não é de combate": "Is Deal@dealt Noncombat Damage",
  "sofre dano que não seja de combate": "Is Deal@dealt Noncombat Damage",
  "sofrer dano que não seja de combate": "Is Deal@dealt Noncombat Damage",
  "é bloqueado por": "Become@becomes Block@blocked By",
  "é bloqueada por": "Become@becomes Block@blocked By",
  // hellbent: "se você não tiver nenhum card em sua mão" ("if you have no cards in hand", a hand size)
  "não tiver nenhum card em sua mão": "Has@have No Card+ In Hand",
  "não tiver nenhum card na mão": "Has@have No Card+ In Hand",
  "não tiver nenhum card em mãos": "Has@have No Card+ In Hand",
  "não tiver cards em sua mão": "Has@have No Card+ In Hand",
  "não tiver cards na mão": "Has@have No Card+ In Hand",
  // "enquanto você tiver 30 pontos de vida ou mais": "as long as you have 30 or more life"
  "pontos de vida ou mais": "Or More Life",
  "pontos de vida ou menos": "Or Less Life",
  // "enquanto não for o seu turno" ("as long as it's not your turn"), "se você controlar exatamente uma criatura"
  "enquanto não for o seu turno": "As Long As ItIs Not Your Turn",
  "enquanto não for seu turno": "As Long As ItIs Not Your Turn",
  "se não for o seu turno": "If ItIs Not Your Turn",
  "se não for seu turno": "If ItIs Not Your Turn",
  "exatamente uma": "Exactly NumberWord=1",
  "exatamente um": "Exactly NumberWord=1",
  exatamente: "Exactly",
  // reflexive triggers (603.12): "Quando você faz isso, …" ("When you do, …"); the subject dropped after "quando":
  // "Quando conjura ~" ("When you cast ~"), "Quando recicla ~", "Quando sacrificar ~"
  "quando você faz isso": "When You Do",
  "quando faz isso": "When You Do",
  "quando você o faz": "When You Do",
  "quando você fizer isso": "When You Do",
  "quando conjura": "When You Cast",
  "quando conjurar": "When You Cast",
  "quando recicla": "When You Cycle",
  "quando reciclar": "When You Cycle",
  "quando sacrificar": "When You Sacrifice",
  "quando sacrifica": "When You Sacrifice",
  // "quando você não controlar nenhum outro artefato": "no other artifacts"
  "nenhum outro": "No Other",
  "nenhuma outra": "No Other",
  // soulbond: "enquanto … estiver emparelhado com outra criatura" ("as long as ~ is paired with another creature", 702.95)
  emparelhado: "Paired",
  emparelhada: "Paired",
  emparelhados: "Paired",
  emparelhadas: "Paired",
  // "se {R} foi gasto para jogar ~": the older "if {R} was spent to play ~" is "to cast ~"
  "foi gasto para jogar": "Is@was Spend@spent To Cast@play",
  "tenha sido gasto para jogar": "Is@was Spend@spent To Cast@play",
  "tiver sido gasto para jogar": "Is@was Spend@spent To Cast@play",
  // "um mana de qualquer cor que um terreno que você controla possa gerar": "… could produce" (106.7);
  // "um mana de qualquer tipo que aquele terreno tenha gerado": "… that land produced"
  "possa gerar": "Could Produce",
  "possa produzir": "Could Produce",
  "pudesse gerar": "Could Produce",
  "pudesse produzir": "Could Produce",
  "poderia gerar": "Could Produce",
  "poderia produzir": "Could Produce",
  "que aquele terreno tenha gerado": "That CardType=land Produce",
  "que aquele terreno tenha produzido": "That CardType=land Produce",
  "que aquele terreno gerou": "That CardType=land Produce",
  "que aquele terreno produziu": "That CardType=land Produce",
  "que aquele terreno gerar": "That CardType=land Produce",
  "que aquele terreno produzir": "That CardType=land Produce",
  // "Adicione um mana da cor escolhida", "três manas de qualquer cor única", "X manas de uma cor qualquer":
  // "one mana of the chosen color", "three mana of any one color", "X mana of any one color"
  "um mana da cor escolhida": "NumberWord=1 Mana Of The Chosen Color",
  "uma mana da cor escolhida": "NumberWord=1 Mana Of The Chosen Color",
  "manas da cor escolhida": "Mana Of The Chosen Color",
  "de qualquer cor única": "Of Any NumberWord=1 Color",
  "de uma cor qualquer": "Of Any NumberWord=1 Color",
  // "Gaste somente mana gerado por criaturas para conjurar …": "Spend only mana produced by creatures to cast …"
  "mana gerado por": "Mana Produce@produced By",
  "mana produzido por": "Mana Produce@produced By",
  // "Gaste este mana somente para jogar mágicas lendárias": the older "only to play" spells is "only to cast"
  "somente para jogar": "Only To Cast@play",
  "apenas para jogar": "Only To Cast@play",
  // "sacrifique-o, a menos que {U} tenha sido gasto para jogá-lo": the pronoun joined to the older verb
  "foi gasto para jogá-lo": "Is@was Spend@spent To Cast@play It",
  "foi gasto para jogá-la": "Is@was Spend@spent To Cast@play It",
  "tenha sido gasto para jogá-lo": "Is@was Spend@spent To Cast@play It",
  "tenha sido gasto para jogá-la": "Is@was Spend@spent To Cast@play It",
  "tiver sido gasto para jogá-lo": "Is@was Spend@spent To Cast@play It",
  "tiver sido gasto para jogá-la": "Is@was Spend@spent To Cast@play It",
  // "Se você jogou esta mágica durante sua fase principal": the older "If you played this spell …"
  jogou: "Play@played",
  // "…, em vez disso, é causado à criatura alvo": "… is dealt to target creature instead" (614.9)
  "é causado a": "Is Deal@dealt To",
  "é causado à": "Is Deal@dealt To The",
  "é causado ao": "Is Deal@dealt To The",
  "será causado a": "Is Deal@dealt To",
  "será causado à": "Is Deal@dealt To The",
  "será causado ao": "Is Deal@dealt To The",
};

/**
 * Conditions (past events, costs paid, shared types): "se uma criatura morreu / tiver morrido neste turno" ("if a
 * creature died this turn"), "se uma permanente que você controlava deixou o campo de batalha" ("… you controlled left
 * …"), "se o tributo não tiver sido pago" ("if tribute wasn't paid"), "se ele compartilhar um tipo de criatura com …".
 */
const COND_PHRASES: Record<string, string> = {
  morreu: "Die@died",
  morreram: "Die@died",
  "tiver morrido": "Die@died",
  "tiverem morrido": "Die@died",
  "tenha morrido": "Die@died",
  "tenham morrido": "Die@died",
  deixou: "Leave@left",
  // past events (the preterite, and the future perfect of the subjunctive "tiver" + participle, which conditions use
  // for the same past): "se outra criatura entrou no campo de batalha sob o seu controle no último turno", "se um
  // Pirata foi exilado desta forma", "se ~ atacou ou bloqueou neste combate", "se um oponente perdeu pontos de vida"
  "entrou no campo de batalha": "Enter@entered The Battlefield",
  "entraram no campo de batalha": "Enter@entered The Battlefield",
  "tiver entrado no campo de batalha": "Enter@entered The Battlefield",
  // "se você teve um terreno que entrou no campo de batalha sob o seu controle neste turno": "if you had a land enter …"
  teve: "Has@had",
  // "Desde que você tenha comprado dois ou mais cards neste turno": "As long as you've drawn two or more cards this turn"
  "você tenha comprado": "YouHave Draw@drawn",
  "você tiver comprado": "YouHave Draw@drawn",
  // "Até o final do seu próximo turno, você pode jogar esses cards": "Until the end of your next turn, …"
  "até o final do seu próximo turno": "Until The End Of Your Next Turn",
  "até o final de seu próximo turno": "Until The End Of Your Next Turn",
  "até o fim do seu próximo turno": "Until The End Of Your Next Turn",
  "até o fim de seu próximo turno": "Until The End Of Your Next Turn",
  // "Se você perderia o jogo, em vez disso, …": "If you would lose the game, … instead"
  "perderia o jogo": "Would Lose The Game",
  "fosse perder o jogo": "Would Lose The Game",
  "for perder o jogo": "Would Lose The Game",
  // "Se uma permanente que entra no campo de batalha fizer com que uma habilidade desencadeada de uma permanente que
  // você controla seja desencadeada, aquela habilidade será desencadeada uma vez adicional" ("If a permanent entering the
  // battlefield causes a triggered ability of a permanent you control to trigger, that ability triggers an additional
  // time", 603.2d)
  "que entra no campo de batalha fizer com que": "Entering The Battlefield Cause@causes",
  "que entra no campo de batalha sob o seu controle fizer com que": "Entering The Battlefield Under Your Control Cause@causes",
  "fizer com que uma habilidade desencadeada": "Cause@causes A Trigger@triggered Ability",
  "uma habilidade desencadeada de": "A Trigger@triggered Ability Of",
  "que você controla seja desencadeada": "You Control To Trigger@trigger",
  "a morte de uma criatura fizer com que": "A CardType=creature Dying Cause@causes",
  "será desencadeada uma vez adicional": "Trigger@triggers A@an Additional Time",
  // "ela causa o dobro daquele dano": "it deals double that damage"
  "o dobro daquele dano": "Double That Damage",
  "o dobro deste dano": "Double That Damage",
  // "Se esta for a terceira vez que esta habilidade é resolvida neste turno": "If this is the third time this ability has
  // resolved this turn"
  "vez que esta habilidade é resolvida neste turno": "Time This Ability Has@has Resolve@resolved This Turn",
  "vez que esta habilidade foi resolvida neste turno": "Time This Ability Has@has Resolve@resolved This Turn",
  comprou: "Draw@drew",
  compraram: "Draw@drew",
  "tiver comprado": "Draw@drew",
  // Traps (118.9): "Se um oponente procurou algo em seu próprio grimório neste turno" ("If an opponent searched their
  // library this turn"), "Se você sofreu dano causado por duas ou mais criaturas" ("If you've been dealt damage by …")
  "procurou algo em seu próprio grimório": "Search@searched Their Library",
  "você sofreu dano causado por": "YouHave Is@been Deal@dealt Damage By",
  // the count after the noun: "três mágicas ou mais", "vinte cards ou mais" ("three or more spells", "twenty or more cards")
  ...Object.fromEntries(
    ([["dois", 2], ["duas", 2], ["três", 3], ["quatro", 4], ["cinco", 5], ["seis", 6], ["sete", 7], ["oito", 8], ["nove", 9], ["dez", 10], ["vinte", 20]] as const).flatMap(([w, n]) =>
      ([["cards", "Card+"], ["mágicas", "Spell+"], ["criaturas", "CardType=creature+"], ["terrenos", "CardType=land+"], ["artefatos", "CardType=artifact+"], ["permanentes", "Permanent+"]] as const).flatMap(([noun, token]) => [
        [`${w} ${noun} ou mais`, `NumberWord=${n}@${w} Or More ${token}`],
        [`${w} ${noun} ou menos`, `NumberWord=${n}@${w} Or Fewer ${token}`],
      ]),
    ),
  ),
  // a hand size: "se aquele jogador tiver dois cards ou menos na mão", "dois ou menos cards na mão" ("… cards in hand")
  ...Object.fromEntries(
    ([["um", 1], ["dois", 2], ["três", 3], ["quatro", 4], ["cinco", 5], ["seis", 6], ["sete", 7]] as const).flatMap(([w, n]) => {
      const cards = n === 1 ? "card" : "cards";
      return [
        [`${w} ${cards} ou menos na mão`, `NumberWord=${n}@${w} Or Fewer Card+ In Hand`],
        [`${w} ${cards} ou mais na mão`, `NumberWord=${n}@${w} Or More Card+ In Hand`],
      ];
    }),
  ),
  "ou menos cards na mão": "Or Fewer Card+ In Hand",
  "ou mais cards na mão": "Or More Card+ In Hand",
  // "sob o controle dele": "under their control" (the player named before)
  "sob o controle dele": "Under Their Control",
  "sob o controle dela": "Under Their Control",
  "sob o controle deles": "Under Their Control",
  "tiverem entrado no campo de batalha": "Enter@entered The Battlefield",
  "entrou em jogo": "Enter@entered The Battlefield",
  "no último turno": "Last Turn",
  "no turno anterior": "Last Turn",
  foi: "Is@was",
  foram: "Is@were",
  "tiver sido": "Is@was",
  "tiverem sido": "Is@were",
  bloqueou: "Block@blocked",
  bloquearam: "Block@blocked",
  causou: "Deal@dealt",
  causaram: "Deal@dealt",
  "tiver causado": "Deal@dealt",
  "tiverem causado": "Deal@dealt",
  perdeu: "Lose@lost",
  "tiver perdido": "Lose@lost",
  "não causou": "Dont@didn't Deal",
  "não tiver causado": "Dont@didn't Deal",
  "não perdeu": "Dont@didn't Lose",
  "não tiver perdido": "Dont@didn't Lose",
  "não atacou": "Dont@didn't Attack",
  "não tiver atacado": "Dont@didn't Attack",
  // "se você o conjurou de sua mão", "se você não a tiver jogado de sua mão": "if you cast it from your hand", the older
  // "if you didn't play it from your hand" ("jogar" and "baixar" are "play" in the printed English of their time; the
  // grammar reads "you didn't play it …" as an action not taken)
  ...Object.fromEntries(
    ["o", "a"].flatMap((it) =>
      ([["jogou", "Play@played"], ["baixou", "Play@played"], ["conjurou", "Cast@cast"], ["tiver jogado", "Play@played"], ["tiver baixado", "Play@played"], ["tiver conjurado", "Cast@cast"]] as const).flatMap(([v, verb]) =>
        ["de sua mão", "da sua mão"].flatMap((hand) => [
          // (playing a spell from a hand is casting it: the English grammar reads "if you cast it from your hand")
          [`você ${it} ${v} ${hand}`, "You Cast@cast It From Your Hand"],
          [`se ${it} ${v} ${hand}`, "If You Cast@cast It From Your Hand"],
          [`você não ${it} ${v} ${hand}`, `You Dont@didn't ${verb.replace(/@.*/, "")} It From Your Hand`],
        ]),
      ),
    ),
  ),
  "que você controlava": "You Control@controlled",
  compartilha: "Share",
  compartilham: "Share@share",
  compartilhe: "Share",
  compartilhem: "Share@share",
  compartilhar: "Share",
  compartilharem: "Share@share",
  // "compartilhar um tipo de criatura com", "que compartilhem um tipo de card": "share a creature type / card type"
  ...Object.fromEntries(
    ["compartilha", "compartilham", "compartilhe", "compartilhem", "compartilhar", "compartilharem"].flatMap((v) => [
      [`${v} um tipo de criatura`, "Share A CardType=creature Type"],
      [`${v} um tipo de card`, "Share A Card Type"],
    ]),
  ),
  // the subject "it" dropped or said by a demonstrative: "Se for o seu turno" ("If it's your turn"), "Se este for um card
  // de criatura" ("If it's a creature card"), "Se não for um card de terreno" ("If it isn't a land card")
  "se for o seu turno": "If ItIs Your Turn",
  "se for seu turno": "If ItIs Your Turn",
  ...Object.fromEntries(
    ["este", "esse", "aquele", "esta", "essa", "aquela"].flatMap((d) => [
      [`se ${d} for um`, "If ItIs A"],
      [`se ${d} for uma`, "If ItIs A"],
    ]),
  ),
  ...Object.fromEntries(
    ["ele", "ela"].flatMap((it) => [
      [`se ${it} for um`, "If ItIs A"],
      [`se ${it} for uma`, "If ItIs A"],
      [`se ${it} não for um`, "If ItIs Not A"],
      [`se ${it} não for uma`, "If ItIs Not A"],
      // "Se ela for renomada" ("If it's renowned"), "se ela não for renomada" ("if it isn't renowned", 702.112)
      [`se ${it} for ${it === "ele" ? "renomado" : "renomada"}`, "If ItIs Status@renowned"],
      [`se ${it} não for ${it === "ele" ? "renomado" : "renomada"}`, "If It Isnt@isn't Status@renowned"],
    ]),
  ),
  "se não for um": "If ItIs Not A",
  "se não for uma": "If ItIs Not A",
  // "Se o jogador não fizer isso, …", "Se aquele jogador não o faz", "Se ele não puder, …", "Se não puder fazê-lo, …",
  // "Se ninguém fizer isso, …": "If the player doesn't", "If they can't", "If you can't", "If no one does"
  "não fizer isso": "Dont@doesn't",
  "não o fizer": "Dont@doesn't",
  "não o faz": "Dont@doesn't",
  "não puder": "Cant@can't",
  "não puder fazê-lo": "Cant@can't",
  "se não puder": "If You Cant@can't",
  "se não puder fazê-lo": "If You Cant@can't",
  "ninguém fizer isso": "No NumberWord=1@one Do@does",
  // "Se ela for renomada" ("If it's renowned", 702.112), "Enquanto ~ for monstruoso" (701.37)
  renomado: "Status@renowned",
  renomada: "Status@renowned",
  monstruoso: "Status@monstrous",
  monstruosa: "Status@monstrous",
  // "se foi reforçado" ("if it was kicked"), "se ~ não tiver sido reforçado" ("if ~ wasn't kicked", 702.33)
  "se foi reforçado": "If It Is@was Kicked",
  "se foi reforçada": "If It Is@was Kicked",
  "não tiver sido reforçado": "Isnt@wasn't Kicked",
  "não tiver sido reforçada": "Isnt@wasn't Kicked",
  "não foi reforçado": "Isnt@wasn't Kicked",
  "não foi reforçada": "Isnt@wasn't Kicked",
  // "se era uma criatura": "if it was a creature"
  "se era um": "If ItIs@was A",
  "se era uma": "If ItIs@was A",
  // "Se esse mana for gasto numa mágica de criatura": "If that mana is spent on a creature spell"
  ...Object.fromEntries(
    ["gasto", "gasta"].flatMap((g) => [
      [`for ${g} em uma`, "Is Spend@spent On A"],
      [`for ${g} em um`, "Is Spend@spent On A"],
      [`for ${g} numa`, "Is Spend@spent On A"],
      [`for ${g} num`, "Is Spend@spent On A"],
    ]),
  ),
  // "se as criaturas que você controla tiverem um total de poder igual ou superior a 8": "… have total power 8 or greater"
  "um total de poder": "Total Power",
  // the player "you" dropped: "se controlar outro Zumbi" ("if you control another Zombie")
  "se controlar": "If You Control",
  // a coin flip (705): "Se vencer, …", "Se você ganhar o lance, …", "Se perder, …"
  "se vencer": "If You Win",
  "se você ganhar o lance": "If You Win The Flip",
  "se ganhar o lance": "If You Win The Flip",
  "se você perder o lance": "If You Lose The Flip",
  "se perder o lance": "If You Lose The Flip",
  "não tiver sido pago": "Isnt@wasn't Pay@paid",
  "não tiver sido paga": "Isnt@wasn't Pay@paid",
  "não foi pago": "Isnt@wasn't Pay@paid",
  "não foi paga": "Isnt@wasn't Pay@paid",
  "tiver sido pago": "Is@was Pay@paid",
  "tiver sido paga": "Is@was Pay@paid",
  "foi pago": "Is@was Pay@paid",
  "foi paga": "Is@was Pay@paid",
};

/**
 * Phrases built from parts: timing restrictions in their variants, possessives of zones
 * ("a mão de seu dono" is "its owner's hand"), "the top N cards".
 */
function generatedPhrases(): Record<string, string> {
  const out: Record<string, string> = {};
  // the swords: "proteção contra o verde e o azul": "protection from green and from blue" (702.16)
  const colors: [string, string][] = [["branco", "white"], ["azul", "blue"], ["preto", "black"], ["vermelho", "red"], ["verde", "green"]];
  for (const [a, ea] of colors) for (const [b, eb] of colors) if (a !== b) out[`contra o ${a} e o ${b}`] = `From ColorWord=${ea} And From ColorWord=${eb}`;
  for (const only of ["somente", "apenas", "só"])
    for (const when of ["quando puder", "quando pudesse", "nos momentos em que poderia", "a qualquer momento em que puder", "a qualquer momento em que pudesse", "em qualquer momento em que pudesse"])
      for (const [verb, gloss] of [["conjurar", "Cast"], ["jogar", "Play@play"]] as const)
        for (const [what, type] of [["um feitiço", "sorcery"], ["uma mágica instantânea", "instant"]] as const)
          out[`${only} ${when} ${verb} ${what}`] = `Only Any Time You Could ${gloss} A CardType=${type}`;
  // "Você pode jogar ~ a qualquer momento em que pudesse jogar uma mágica instantânea" (older flash)
  for (const when of ["a qualquer momento em que pudesse", "em qualquer momento em que pudesse", "a qualquer momento em que puder"])
    for (const [verb, gloss] of [["conjurar", "Cast"], ["jogar", "Cast"]] as const)
      for (const [what, type] of [["um feitiço", "sorcery"], ["uma mágica instantânea", "instant"]] as const)
        out[`${when} ${verb} ${what}`] = `Any Time You Could ${gloss} A CardType=${type}`;
  const zones: [string, string, string][] = [
    ["mão", "Hand", "mãos"],
    ["grimório", "Library", "grimórios"],
    ["cemitério", "Graveyard", "cemitérios"],
    ["controle", "Control", ""],
  ];
  for (const [zone, token, pl] of zones) {
    const art = zone === "mão" ? "a" : "o";
    for (const [role, roleToken] of [["dono", "Owner"], ["controlador", "Controller"]] as const) {
      const its = `Its ${roleToken} Possessive ${token}`;
      out[`${art} ${zone} de seu ${role}`] = its;
      out[`para ${art} ${zone} de seu ${role}`] = `To ${its}`;
      out[`${art === "a" ? "à" : "ao"} ${zone} de seu ${role}`] = `To ${its}`;
      out[`${art === "a" ? "na" : "no"} ${zone} de seu ${role}`] = `Into ${its}`;
      out[`${art === "a" ? "da" : "do"} ${zone} de seu ${role}`] = `Of ${its}`;
      if (pl) {
        const theirs = `Their ${roleToken}+ Possessive ${token}+`;
        out[`${art}s ${pl} de seus ${role}s`] = theirs;
        out[`para ${art}s ${pl} de seus ${role}s`] = `To ${theirs}`;
        out[`${art === "a" ? "às" : "aos"} ${pl} de seus ${role}s`] = `To ${theirs}`;
      }
      // "o grimório do seu dono", "a mão do dono", "as mãos dos seus donos": the same owner with "de" and the article
      for (const [one, many] of [["do seu", "dos seus"], ["do", "dos"]] as const) {
        out[`${art} ${zone} ${one} ${role}`] ??= its;
        out[`para ${art} ${zone} ${one} ${role}`] ??= `To ${its}`;
        out[`${art === "a" ? "à" : "ao"} ${zone} ${one} ${role}`] ??= `To ${its}`;
        out[`${art === "a" ? "na" : "no"} ${zone} ${one} ${role}`] ??= `Into ${its}`;
        out[`${art === "a" ? "da" : "do"} ${zone} ${one} ${role}`] ??= `Of ${its}`;
        if (pl) {
          const theirs = `Their ${roleToken}+ Possessive ${token}+`;
          out[`${art}s ${pl} ${many} ${role}s`] ??= theirs;
          out[`para ${art}s ${pl} ${many} ${role}s`] ??= `To ${theirs}`;
          out[`${art === "a" ? "às" : "aos"} ${pl} ${many} ${role}s`] ??= `To ${theirs}`;
        }
      }
    }
  }
  // "sob o controle de seus donos": "under their owners' control" (control is one word for several players)
  for (const [role, roleToken] of [["dono", "Owner"], ["controlador", "Controller"]] as const) out[`o controle de seus ${role}s`] = `Their ${roleToken}+ Possessive Control`;
  const numbers: [string, string][] = [["dois", "2"], ["três", "3"], ["quatro", "4"], ["cinco", "5"], ["seis", "6"], ["sete", "7"], ["oito", "8"], ["nove", "9"], ["dez", "10"], ["x", "X"]];
  for (const [w, n] of numbers) {
    const num = n === "X" ? "VarX" : `NumberWord=${n}`;
    for (const tailWords of ["de", "do topo de", "do topo do"]) {
      const tail = tailWords.endsWith("do") ? "Of The" : "Of";
      out[`os ${w} primeiros cards ${tailWords}`] = `The Top ${num} Card+ ${tail}`;
      out[`os ${w} cards do topo ${tailWords.replace("do topo ", "")}`] = `The Top ${num} Card+ ${tail}`;
      // "os primeiros sete cards do topo de seu grimório": the number after "primeiros"
      out[`os primeiros ${w} cards ${tailWords}`] = `The Top ${num} Card+ ${tail}`;
    }
  }
  // older "is put into a graveyard (from play)": "é colocada num cemitério", "for colocado em seu cemitério"
  const places: [string, string][] = [["em um cemitério", "A Graveyard"], ["num cemitério", "A Graveyard"], ["no cemitério", "A Graveyard"], ["em seu cemitério", "Your Graveyard"], ["no seu cemitério", "Your Graveyard"]];
  for (const [place, where] of places) {
    for (const verb of ["é", "for"]) for (const g of ["colocado", "colocada"]) out[`${verb} ${g} ${place}`] ??= `Is Put Into ${where}`;
    for (const verb of ["são", "forem"]) for (const g of ["colocados", "colocadas"]) out[`${verb} ${g} ${place}`] ??= `Is@are Put Into ${where}`;
    // "se a criatura fosse colocada em um cemitério": "if the creature would be put into a graveyard"
    for (const verb of ["fosse", "seria"]) for (const g of ["colocado", "colocada"]) out[`${verb} ${g} ${place}`] ??= `Would Is@be Put Into ${where}`;
    for (const verb of ["fossem", "seriam"]) for (const g of ["colocados", "colocadas"]) out[`${verb} ${g} ${place}`] ??= `Would Is@be Put Into ${where}`;
  }
  // "uma criatura que sofreu dano desta maneira / causado por Kumano": "a creature dealt damage this way / by Kumano"
  for (const verb of ["sofreu", "sofreram", "tenha sofrido", "tenham sofrido", "tiver sofrido", "tiverem sofrido"]) {
    out[`que ${verb} dano`] ??= "Deal@dealt Damage";
    for (const by of ["de", "do", "da", "causado por", "causado pelo", "causado pela"]) out[`que ${verb} dano ${by}`] ??= "Deal@dealt Damage By";
  }
  // cost changes: "custa {1} a menos para ser conjurada", older "custam {2} a mais para serem jogadas", "a menos para jogar"
  for (const [dir, token] of [["menos", "Less"], ["mais", "More"]] as const) {
    out[`a ${dir}`] ??= token;
    for (const verb of ["jogar", "conjurar"]) out[`a ${dir} para ${verb}`] = `${token} To Cast`;
    for (const [be, ending] of [["ser", ""], ["serem", "s"]] as const)
      for (const verb of ["jogad", "conjurad"]) for (const g of ["o", "a"]) out[`a ${dir} para ${be} ${verb}${g}${ending}`] = `${token} To Cast`;
    // "Esta habilidade custa {1} a menos para ser ativada": "This ability costs {1} less to activate"
    out[`a ${dir} para ativar`] = `${token} To Activate`;
    for (const [be, ending] of [["ser", ""], ["serem", "s"]] as const) for (const g of ["o", "a"]) out[`a ${dir} para ${be} ativad${g}${ending}`] = `${token} To Activate`;
  }
  // "(todo o dano que) seria causado a ~", "se algum dano fosse causado por uma fonte vermelha": "would be dealt to / by"
  // "Se dano fosse ser causado a ~" (older printings)
  for (const [verb, dealt] of [["fosse", "causado"], ["seria", "causado"], ["fossem", "causados"], ["seriam", "causados"], ["fosse ser", "causado"], ["fossem ser", "causados"]]) {
    for (const that of ["", "que "]) {
      const head = `${that ? "That " : ""}Would Is@be Deal@dealt`;
      out[`${that}${verb} ${dealt} a`] ??= `${head} To`;
      for (const by of ["por", "pelo", "pela", "pelos", "pelas"]) out[`${that}${verb} ${dealt} ${by}`] ??= `${head} By${by === "por" ? "" : " The"}`;
    }
  }
  // "habilidades controladas por seus oponentes", "criatura controlada por um oponente": the controller after the
  // participle ("abilities your opponents control", "a creature an opponent controls")
  for (const g of ["o", "a", "os", "as"])
    for (const [by, who] of [
      ["por seus oponentes", "Your Opponent+ Control"],
      ["pelos seus oponentes", "Your Opponent+ Control"],
      ["por um oponente", "A Opponent Control"],
      ["por você", "You Control"],
      ["pelo jogador defensor", "Defending Player Control"],
    ] as const)
      out[`controlad${g} ${by}`] ??= who;
  out["o card do topo de"] = "The Top Card Of";
  // "com a face voltada para baixo", "arredondada para cima"
  for (const g of ["o", "a", "os", "as"]) {
    for (const [dir, token] of [["baixo", "Down"], ["cima", "Up"]] as const) {
      out[`voltad${g} para ${dir}`] = `Face ${token}`;
      out[`virad${g} para ${dir}`] = `Face ${token}`;
      out[`arredondad${g} para ${dir}`] = `Rounded ${token}`;
    }
  }
  for (const [dir, token] of [["baixo", "Down"], ["cima", "Up"]] as const) out[`com a face voltada para ${dir}`] = `Face ${token}`;
  out["o card do topo do"] = "The Top Card Of The";
  out["o primeiro card de"] = "The Top Card Of";
  // "olhe o card no topo de seu grimório": "look at the top card of your library"
  out["o card no topo de"] = "The Top Card Of";
  out["o card no topo do"] = "The Top Card Of The";
  for (const v of ["remova", "remover", "retire"]) for (const [p, t] of [["o", "It"], ["a", "It"], ["os", "Them"], ["as", "Them"]]) for (const z of ["do jogo", "de jogo"]) out[`${v}-${p} ${z}`] = `Exile ${t}`;
  return out;
}

const KEYWORDS: Record<string, string> = {
  affinity: "afinidade",
  splice: "unir",
  flying: "voar",
  "landwalk|Swamp": "travessia de pântano",
  "landwalk|Island": "travessia de ilha",
  "landwalk|Forest": "travessia de floresta",
  "landwalk|Mountain": "travessia de montanha",
  "landwalk|Plains": "travessia de planície",
  trample: "atropelar",
  haste: "ímpeto",
  "first strike": "iniciativa",
  "double strike": "golpe duplo",
  flashback: "recapitular",
  fear: "amedrontar",
  morph: "metamorfose",
  provoke: "provocar",
  amplify: "amplificar",
  cycling: "reciclar",
  "typecycling|Basic land": "reciclar terreno básico",
  "typecycling|Plains": "reciclar planície",
  "typecycling|Swamp": "reciclar pântano",
  "typecycling|Mountain": "reciclar montanha",
  "typecycling|Island": "reciclar ilha",
  "typecycling|Forest": "reciclar floresta",
  storm: "rajada",
  entwine: "entrelaçar",
  equip: "equipar",
  enchant: "encantar",
  modular: "modular",
  protection: "proteção",
  sunburst: "facho solar",
  bushido: "bushido",
  soulshift: "transmigração da alma",
  ninjutsu: "ninjutsu",
  defender: "defensor",
  vigilance: "vigilância",
  convoke: "convocar",
  transmute: "transmutação",
  dredge: "escavação",
  haunt: "assombrar",
  bloodthirst: "sede de sangue",
  replicate: "replicar",
  graft: "enxerto",
  "cumulative upkeep": "manutenção cumulativa",
  recover: "resgatar",
  ripple: "ondular",
  echo: "eco",
  shadow: "sombra",
  kicker: "reforçar",
  flash: "lampejo",
  buyback: "recuperar",
  flanking: "flanquear",
  suspend: "suspender",
  "split second": "fração de segundo",
  madness: "loucura",
  vanishing: "desaparecer",
  lifelink: "vínculo com a vida",
  reach: "alcance",
  deathtouch: "toque mortífero",
  delve: "esquadrinhar",
  shroud: "manto",
  evoke: "evocar",
  changeling: "morfolóide/morfoloide",
  ingest: "ingerir",
  hideaway: "refúgio",
  prowl: "espreitar",
  conspire: "conspirar",
  wither: "murchar",
  persist: "persistir",
  retrace: "retraçar",
  exalted: "exaltado",
  "protection from everything": "proteção contra tudo",
  mentor: "mentor",
  renown: "renome",
  exploit: "aproveitar",
  "jump-start": "recarregar",
  forecast: "prever",
  escalate: "escalar",
  epic: "épica",
  champion: "acuda/acudir",
  cipher: "cifrar",
  rampage: "fúria",
  "aura swap": "troca de aura",
  gravestorm: "rajada tumular",
  fortify: "fortificar",
  transfigure: "transfigurar",
  dethrone: "destronar",
  "commander ninjutsu": "ninjutsu de comandante",
  devour: "devorar",
  unearth: "desenterrar",
  cascade: "cascata",
  intimidate: "intimidar",
  multikicker: "multireforçar",
  annihilator: "aniquilador",
  "totem armor": "armadura de totem",
  rebound: "rebote",
  "level up": "subir de nível",
  infect: "infectar",
  "battle cry": "grito de guerra",
  "living weapon": "arma viva",
  hexproof: "resistência a magia/resistência à magia",
  undying: "imortal",
  miracle: "milagre",
  soulbond: "elo espiritual",
  unleash: "liberar",
  overload: "sobrecarga",
  scavenge: "necrofagia",
  evolve: "evoluir",
  extort: "extorquir",
  bestow: "agraciar",
  indestructible: "indestrutível",
  tribute: "tributo",
  outlast: "sobreviver",
  prowess: "destreza",
  dash: "investida",
  megamorph: "megamorfose",
  menace: "ameaçar",
  devoid: "desprovido",
  surge: "surto",
  skulk: "esquivo",
  emerge: "emergir",
  fabricate: "fabricar",
  crew: "tripular",
  partner: "parceiro",
  undaunted: "inabalável",
  improvise: "improvisar",
  embalm: "embalsamar",
  aftermath: "consequências",
  eternalize: "eternizar",
  afflict: "afligir",
  ascend: "ascender",
  spectacle: "espetáculo",
  riot: "tumulto",
  afterlife: "pós-vida",
  awaken: "despertar",
  frenzy: "frenesi",
  absorb: "absorver",
  poisonous: "venenoso",
};

/** The Portuguese plural of a noun: "Gárgula" → "gárgulas", "Dragão" → "dragões", "Verme" → "vermes". */
export function portuguesePlural(word: string): string {
  const w = word.toLowerCase();
  if (/ão$/.test(w)) return w.slice(0, -2) + "ões";
  if (/[aeiouáéóêôíú]$/.test(w)) return w + "s";
  if (/m$/.test(w)) return w.slice(0, -1) + "ns";
  if (/al$/.test(w)) return w.slice(0, -1) + "is";
  if (/el$/.test(w)) return w.slice(0, -2) + "éis";
  if (/ol$/.test(w)) return w.slice(0, -2) + "óis";
  if (/il$/.test(w)) return w.slice(0, -1) + "s";
  if (/[rz]$/.test(w)) return w + "es";
  return w;
}

/** The subtypes named on the printed type lines (grammar/pt/subtypes.ts) that the words above do not spell. */
function subtypeWords(): Record<string, string> {
  const out: Record<string, string> = {};
  // The printed name is added to the spellings above when they differ ("serpiente" and "víbora" are both Snake).
  const add = (spec: string, spelling: string) => {
    const have = WORDS[spec];
    if (have === undefined) out[spec] = spelling;
    else if (!have.split(/\s+/).includes(spelling)) out[spec] = `${have} ${spelling}`;
  };
  for (const [en, name] of Object.entries(PT_SUBTYPES)) {
    add(`Subtype=${en}`, name.toLowerCase());
    add(`Subtype=${en}+`, portuguesePlural(name));
  }
  // planeswalker types are names, printed as in English ("um planeswalker Gideon"); not those that are
  // Portuguese words ("serra")
  for (const name of SUBTYPES.planeswalker) if (!["Serra", "Will"].includes(name) && !out[`Subtype=${name}`]) add(`Subtype=${name}`, name.toLowerCase());
  return out;
}

export const PT_PACK: LanguagePack = buildPack({
  lang: "pt",
  words: { ...WORDS, ...subtypeWords() },
  phrases: { ...PHRASES, ...EVENT_PHRASES, ...COND_PHRASES },
  startPhrases: START_PHRASES,
  keywords: KEYWORDS,
  spellType: /\b(instantânea|feitiço|interrupção)\b/i,
  articles: ["o", "a", "os", "as"],
  clitic,
});

/** The Portuguese word lexicon (one spelling → one token). */
export const PT_LEXICON = PT_PACK.words;

/** Kinds of counters named after "marcador de" ("marcador de carga" is a charge counter): Portuguese word → English kind. */
export const PT_COUNTER_NAMES: Readonly<Record<string, string>> = {
  carga: "charge", tempo: "time", energia: "energy", veneno: "poison", busca: "quest", nível: "level", esporo: "spore", lealdade: "loyalty",
  divindade: "divinity", estocagem: "storage", armazenamento: "storage", conhecimento: "lore", ki: "ki", desejo: "wish", tijolo: "brick", gelo: "ice",
  talismã: "charm", ouro: "gold", depleção: "depletion", devoção: "devotion", estopim: "fuse", verso: "verse", gema: "gem", ovo: "egg", mina: "mine",
  inundação: "flood", sangue: "blood", ponta: "spike", labareda: "blaze", globo: "balloon", destino: "fate", hora: "hour", perdição: "doom",
  hibernação: "slumber", praga: "plague", idade: "age", experiência: "experience",
  azagaia: "javelin", escudo: "shield", manequim: "mannequin", pedaço: "shred", pressão: "pressure", recompensa: "bounty", reunião: "muster",
  sabedoria: "lore", petrificação: "petrification", unidade: "unity", velocidade: "velocity",
  cristal: "crystal", treinamento: "training",
};
