/**
 * Spanish names of the ability words (CR 207.2c), as Spanish printings write them (paired with the
 * English printed text in the corpus: "Aterrizaje — …" on "Landfall — …"). Used by the parser to read
 * an ability word whose dash a printed text lost ("Umbral El Penitente místico obtiene +1/+1 …").
 */
export const ES_ABILITY_WORDS: ReadonlySet<string> = new Set([
  "adenda", "alianza", "aterrizaje", "batallón", "canalizar", "constelación", "converger", "croma", "delirio", "dominio",
  "dominio de hechizos", "eminencia", "empujón", "enfurecer", "esfuerzo", "estampa", "ferocidad", "formidable",
  "hermandad", "heroísmo", "hora fatídica", "incursión", "inspiración", "irradiar", "metalurgia", "necrario",
  "oferta tentadora", "revuelta", "secuaz", "temerario", "teniente", "umbral", "unir fuerzas",
]);
