/**
 * Diagnostics as data (codes, catalogue, creation, localisation) and their
 * human-readable formatting (`file:line:col: severity CODE: message` + code frame).
 */
export { MESSAGES, LOCALES, SEVERITY_WORDS, isMessageCode } from "./messages.ts";
export type { Locale, MessageCode, MessageDef } from "./messages.ts";
export {
  diag,
  message,
  fillTemplate,
  placeholders,
  localizeDiagnostic,
  toLocale,
  detectLocale,
  setDefaultLocale,
  getDefaultLocale,
  type MessageArgs,
} from "./create.ts";
export {
  formatDiagnostic,
  formatDiagnostics,
  formatMessage,
  codeFrame,
  lineStarts,
  offsetToLineColumn,
  useColor,
  type FormatOptions,
  type LineColumn,
} from "./format.ts";
export { applyFixes } from "./fixes.ts";
