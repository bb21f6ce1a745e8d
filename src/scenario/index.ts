/**
 * The scenario runner core: load a format-1 scenario file, play it on the runtime, report.
 */
export { loadScenario, ScenarioFormatError, type FormatFault } from "./load.ts";
export { runScenario, formatLogEntry, type CompileCard } from "./run.ts";
export type * from "./types.ts";
