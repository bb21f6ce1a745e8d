/**
 * The code generator: parsed cards → typed TypeScript handler modules for the rules runtime.
 */
export { characteristics, type CardFace, type Characteristics } from "./characteristics.ts";
export {
  BANNER,
  cardInput,
  compileCard,
  exportNameOf,
  fileNameOf,
  formatModule,
  formatModules,
  generateCard,
  type GeneratedCard,
  PRETTIER_OPTIONS,
  UNPARSED_CODE,
  UNSUPPORTED_CODE,
} from "./module.ts";
export { compileLibrary, indexSource, reasonOf, type LibraryCard, type LibrarySummary } from "./library.ts";
export { compileScenarioCards, scenarioFace, type ScenarioCompiler } from "./scenario.ts";
