/**
 * Spanish and Portuguese effects of older printings (../shared/corpus/printed.es-pt.jsonl.gz): an untap step
 * named before its player, lists of nouns each with its article, ability words and keyword costs whose dash
 * was lost, "that targets", "blocking it", mana "that a land could produce", the older "jogar" for "cast", a changed
 * target, "a não ser que", a pronoun before its verb —
 * each parses to the same AST as the English text of the same card.
 */
import { describe, expect, it } from "vitest";
import { parseCard } from "../../src/parser/index.ts";
import { type Case, differentMeaning, sameMeaning } from "./constructions.ts";

const NAME = "Xyz";
const CREATURE_ES = { type: "Criatura — Perro", enType: "Creature — Dog" };
const CREATURE_PT = { type: "Criatura — Cão", enType: "Creature — Dog" };
const INSTANT_PT = { type: "Mágica Instantânea", enType: "Instant" };
const INSTANT_ES = { type: "Instantáneo", enType: "Instant" };
const ARCANE_PT = { type: "Mágica Instantânea — Arcano", enType: "Instant — Arcane" };

const CASES: Record<string, Case[]> = {
  "an untap step and then its player ('durante a etapa de desvirar de cada outro jogador')": [
    { lang: "pt", ...CREATURE_PT, text: "Desvire todos os artefatos que você controla durante a etapa de desvirar de cada outro jogador.", en: "Untap all artifacts you control during each other player's untap step." },
    { lang: "pt", ...CREATURE_PT, text: "Desvire Xyz durante a etapa de desvirar de cada um dos outros jogadores.", en: "Untap Xyz during each other player's untap step." },
    { lang: "es", ...CREATURE_ES, text: "Durante el paso de enderezar de cada uno de los demás jugadores, endereza todos los artefactos que controles.", en: "Untap all artifacts you control during each other player's untap step." },
  ],
  "a list of nouns each with its article, one 'alvo' at the end ('o artefato, a criatura ou o encantamento alvo')": [
    { lang: "pt", ...INSTANT_PT, text: "Destrua o artefato, a criatura ou o encantamento alvo.", en: "Destroy target artifact, creature, or enchantment." },
    { lang: "pt", ...INSTANT_PT, text: "Ganhe o controle do artefato ou da criatura alvo até o final do turno.", en: "Gain control of target artifact or creature until end of turn." },
    { lang: "pt", ...INSTANT_PT, text: "Ganhe o controle do artefato, da criatura ou do encantamento alvo.", en: "Gain control of target artifact, creature, or enchantment." },
    { lang: "pt", ...INSTANT_PT, text: "Anule a mágica, a habilidade ativada ou a habilidade desencadeada alvo.", en: "Counter target spell, activated ability, or triggered ability." },
    // (no "alvo" after the list: ", as criaturas" begins the next clause)
    { lang: "pt", ...CREATURE_PT, text: "Enquanto Xyz estiver em seu cemitério e você controlar uma floresta, as criaturas que você controla têm atropelar.", en: "As long as Xyz is in your graveyard and you control a Forest, creatures you control have trample." },
  ],
  "ability words whose dash was lost ('Dominar A criatura alvo …', 'Radiação Destrói …', 'Dominar {3}, {T}: …')": [
    { lang: "pt", ...INSTANT_PT, text: "Dominar A criatura alvo recebe +1/+1 até o final do turno para cada tipo de terreno básico entre os terrenos que você controla.", en: "Domain — Target creature gets +1/+1 until end of turn for each basic land type among lands you control." },
    { lang: "pt", ...INSTANT_PT, text: "Radiação Destrói o encantamento alvo e cada outro encantamento que compartilhe uma cor com ele.", en: "Radiance — Destroy target enchantment and each other enchantment that shares a color with it." },
    { lang: "pt", ...CREATURE_PT, text: "Dominar {3}: Xyz recebe +1/+0 até o final do turno para cada tipo de terreno básico entre os terrenos que você controla.", en: "Domain — {3}: Xyz gets +1/+0 until end of turn for each basic land type among lands you control." },
  ],
  "keyword costs whose dash was lost ('Manutenção cumulativa Sacrifique uma criatura.')": [
    { lang: "pt", ...CREATURE_PT, text: "Manutenção cumulativa Sacrifique uma criatura.", en: "Cumulative upkeep—Sacrifice a creature." },
    { lang: "pt", ...ARCANE_PT, text: "Unir em Arcana Sacrifique duas Montanhas.", en: "Splice onto Arcane—Sacrifice two Mountains." },
  ],
  "'that targets' ('que tenha como alvo', 'que tenha você como alvo')": [
    { lang: "pt", ...INSTANT_PT, text: "Anule a mágica alvo que tenha como alvo uma criatura que você controla.", en: "Counter target spell that targets a creature you control." },
    { lang: "pt", ...INSTANT_PT, text: "Anule a mágica alvo que tenha você como alvo.", en: "Counter target spell that targets you." },
  ],
  "'blocking it' ('que o está bloqueando', 'que a estiver bloqueando')": [
    { lang: "pt", ...CREATURE_PT, text: "Xyz recebe +1/+1 até o final do turno para cada criatura que o está bloqueando.", en: "Xyz gets +1/+1 until end of turn for each creature blocking it." },
    { lang: "pt", ...CREATURE_PT, text: "Xyz causa 4 pontos de dano a cada criatura que o estiver bloqueando.", en: "Xyz deals 4 damage to each creature blocking it." },
  ],
  "mana of a color or type ('que um terreno … possa gerar', 'da cor escolhida', 'de qualquer cor única')": [
    { lang: "pt", ...INSTANT_PT, text: "Adicione à sua reserva de mana um mana de qualquer cor que um terreno que um oponente controla possa gerar.", en: "Add one mana of any color that a land an opponent controls could produce." },
    { lang: "pt", ...INSTANT_PT, text: "Adicione um mana de qualquer tipo que aquele terreno tenha gerado.", en: "Add one mana of any type that land produced." },
    { lang: "pt", ...INSTANT_PT, text: "Adicione um mana da cor escolhida.", en: "Add one mana of the chosen color." },
    { lang: "pt", ...INSTANT_PT, text: "Adicione três manas de qualquer cor única.", en: "Add three mana of any one color." },
  ],
  "the older 'jogar' for 'cast' ('gasto para jogá-lo', 'somente para jogar')": [
    { lang: "pt", ...INSTANT_PT, text: "Anule a mágica alvo caso nenhum mana tenha sido gasto para jogá-lo.", en: "Counter target spell if no mana was spent to cast it." },
    { lang: "pt", ...CREATURE_PT, text: "{T}: Adicione {G}. Gaste este mana somente para jogar mágicas de criatura.", en: "{T}: Add {G}. Spend this mana only to cast creature spells." },
    { lang: "pt", ...CREATURE_PT, text: "Gaste somente mana gerado por criaturas para conjurar Xyz.", en: "Spend only mana produced by creatures to cast this spell." },
  ],
  "attaching and ending the turn ('anexe-o à criatura alvo', 'Termine o turno.')": [
    { lang: "pt", ...INSTANT_PT, text: "Anexe-o à criatura alvo que você controla.", en: "Attach it to target creature you control." },
    { lang: "pt", ...INSTANT_PT, text: "Termine o turno.", en: "End the turn." },
  ],
  "'attached to' a target and 'that has' a counter ('anexadas à criatura alvo', 'que tem um marcador de destino')": [
    { lang: "pt", ...INSTANT_PT, text: "Destrua todas as Auras anexadas à criatura alvo.", en: "Destroy all Auras attached to target creature." },
    { lang: "es", ...INSTANT_ES, text: "Destruye todas las Auras anexadas a la criatura objetivo.", en: "Destroy all Auras attached to target creature." },
    { lang: "pt", ...INSTANT_PT, text: "Exile a criatura alvo que tem um marcador de destino.", en: "Exile target creature that has a fate counter on it." },
  ],
  "changing a target ('Altere o alvo da mágica alvo com um único alvo', 'Cambia el objetivo … que tenga un solo objetivo')": [
    { lang: "pt", ...INSTANT_PT, text: "Altere o alvo da mágica alvo com um único alvo.", en: "Change the target of target spell with a single target." },
    { lang: "es", ...INSTANT_ES, text: "Cambia el objetivo del hechizo objetivo que tenga un solo objetivo.", en: "Change the target of target spell with a single target." },
  ],
  "'a não ser que' and the pronoun before the verb ('e depois a devolva')": [
    { lang: "pt", ...INSTANT_PT, text: "Destrua o terreno alvo a não ser que seu controlador pague {2}.", en: "Destroy target land unless its controller pays {2}." },
    { lang: "pt", ...INSTANT_PT, text: "Exile o terreno alvo que você controla e depois o devolva ao campo de batalha sob o seu controle.", en: "Exile target land you control, then return it to the battlefield under your control." },
  ],
  "'não será desvirada durante a próxima etapa de desvirar de seu controlador': 'doesn't untap during …'": [
    { lang: "pt", ...INSTANT_PT, text: "Vire a criatura alvo. Ela não pode ser desvirada durante a próxima etapa de desvirar de seu controlador.", en: "Tap target creature. It doesn't untap during its controller's next untap step." },
    { lang: "pt", ...INSTANT_PT, text: "Vire até duas criaturas alvo. Aquelas criaturas não serão desviradas durante a próxima etapa de desvirar de seus controladores.", en: "Tap up to two target creatures. Those creatures don't untap during their controllers' next untap steps." },
  ],
  "spending mana to activate the abilities of some objects ('ou ativar habilidades de Dragões')": [
    { lang: "pt", ...CREATURE_PT, text: "{T}: Adicione {R}. Gaste este mana somente para conjurar mágicas de Dragão ou ativar habilidades de Dragões.", en: "{T}: Add {R}. Spend this mana only to cast Dragon spells or activate abilities of Dragons." },
  ],
};

sameMeaning("Older Romance effects parse to the same AST as English", CASES, () => NAME);

describe("differences the checker still sees in these effects", () => {
  differentMeaning(
    [
      { lang: "pt", ...CREATURE_PT, text: "Desvire todos os artefatos que você controla durante a etapa de desvirar de cada outro jogador.", en: "Untap all creatures you control during each other player's untap step." },
      { lang: "pt", ...INSTANT_PT, text: "Destrua o artefato, a criatura ou o encantamento alvo.", en: "Destroy target artifact, creature, or land." },
      { lang: "pt", ...CREATURE_PT, text: "Manutenção cumulativa Sacrifique uma criatura.", en: "Cumulative upkeep—Sacrifice a land." },
      { lang: "pt", ...INSTANT_PT, text: "Anule a mágica alvo que tenha você como alvo.", en: "Counter target spell that targets a creature you control." },
      { lang: "pt", ...INSTANT_PT, text: "Adicione um mana de qualquer tipo que aquele terreno tenha gerado.", en: "Add one mana of any color that land produced." },
    ],
    NAME,
  );
});

describe("a keyword whose dash before its cost was lost", () => {
  it("reads the cost with a warning and a fix that puts the dash back", () => {
    const text = "Manutenção cumulativa Sacrifique uma criatura.";
    const r = parseCard({ name: NAME, text, type: "Criatura — Cão", lang: "pt" });
    expect(JSON.stringify(r.abilities)).not.toContain('"unparsed"');
    expect(r.abilities[0]).toMatchObject({ keyword: "cumulative upkeep" });
    const d = r.diagnostics.find((x) => x.code === "OC2004")!;
    expect(d).toMatchObject({ severity: "warning", rule: "702", span: [0, 21], fix: { span: [21, 21], text: " —" } });
    // English is left alone, and a keyword followed by a word that is no cost is not read this way
    const en = parseCard({ name: NAME, text: "Cumulative upkeep Sacrifice a creature.", type: "Creature — Dog", lang: "en" });
    expect(en.diagnostics.some((x) => x.code === "OC2004")).toBe(false);
    const noCost = parseCard({ name: NAME, text: "Voar Destrua a criatura alvo.", type: "Criatura — Cão", lang: "pt" });
    expect(noCost.diagnostics.some((x) => x.code === "OC2004")).toBe(false);
  });
});
