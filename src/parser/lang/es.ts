/**
 * The Spanish concrete grammar: the Romance overrides (./romance.ts), and the
 * place for constructions only Spanish has.
 */
import { RomanceGrammar } from "./romance.ts";

export class SpanishGrammar extends RomanceGrammar {}
