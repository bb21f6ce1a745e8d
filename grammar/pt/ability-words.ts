/**
 * Portuguese names of the ability words (CR 207.2c), as Portuguese printings write them (paired with
 * the English printed text in the corpus: "Aterragem — …" on "Landfall — …"). Used by the parser to
 * read an ability word whose dash a printed text lost ("Limiar Penitente Místico recebe +1/+1 …").
 */
export const PT_ABILITY_WORDS: ReadonlySet<string> = new Set([
  "adendo", "aterragem", "batalhão", "canalizar", "companheiro", "constelação", "convergir", "croma", "delírio", "dominar",
  "eminência", "enfurecer", "esforço", "estampar", "feroz", "formidável", "hora fatal", "heroico",
  "impulso sanguinário", "inspirado", "irradiar", "limiar", "maestria com metais", "maestria em magia", "mórbido",
  "oferta tentadora", "parentesco", "raide", "reunir", "revolta", "tenente", "unir forças",
  // radiance, grandeur, sweep (the older printings)
  "radiação", "grandeza", "varredura",
  // hellbent (the older printings)
  "determinação",
]);
