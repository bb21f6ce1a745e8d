/**
 * The Portuguese concrete grammar: the Romance overrides (./romance.ts), and the
 * place for constructions only Portuguese has.
 */
import { RomanceGrammar } from "./romance.ts";

export class PortugueseGrammar extends RomanceGrammar {}
