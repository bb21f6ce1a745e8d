/**
 * Diagnostics as data: a code from the catalogue, a span, the values of the
 * template's placeholders; the message text is produced from the catalogue in
 * the requested locale. See `messages.ts` for the codes.
 */
import type { Diagnostic, Span } from "../ast/base.ts";
import { isMessageCode, LOCALES, MESSAGES, UNBALANCED_WHAT, type Locale, type MessageCode } from "./messages.ts";

/** Values of a template's placeholders. `rule` also sets the diagnostic's rule number. */
export type MessageArgs = Record<string, string | number | undefined>;

let defaultLocale: Locale = "en";

/** The locale `diag()` and `message()` use when none is given (the CLI sets it from `--locale`). */
export function setDefaultLocale(locale: Locale): void {
  defaultLocale = locale;
}

export function getDefaultLocale(): Locale {
  return defaultLocale;
}

const PLACEHOLDER = /\{([a-zA-Z_][a-zA-Z0-9_]*)\}/g;

/** Fill a template's `{name}` placeholders; unknown names are left as they are. */
export function fillTemplate(template: string, args: MessageArgs = {}): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = args[name];
    return value === undefined ? whole : String(value);
  });
}

/** The names of the placeholders a template uses. */
export function placeholders(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => m[1]!);
}

function localizedArgs(code: MessageCode, args: MessageArgs, locale: Locale): MessageArgs {
  if (code === "OC1003" && typeof args.what === "string") {
    const what = UNBALANCED_WHAT[locale][args.what];
    if (what !== undefined) return { ...args, what };
  }
  return args;
}

/** The text of a catalogue message in a locale. */
export function message(code: MessageCode, args: MessageArgs = {}, locale: Locale = defaultLocale): string {
  const def = MESSAGES[code];
  return fillTemplate(def.text[locale] ?? def.text.en, localizedArgs(code, args, locale));
}

/**
 * Create a diagnostic from the catalogue. `args.rule`, when given, is the
 * Comprehensive Rules number (it overrides the catalogue's). The placeholder
 * values are kept on the diagnostic as a non-enumerable `args` property, so
 * that it can be shown later in another locale but is not part of its JSON.
 */
export function diag(code: MessageCode, span: Span, args: MessageArgs = {}, locale: Locale = defaultLocale): Diagnostic {
  const def = MESSAGES[code];
  const d: Diagnostic = { severity: def.severity, code, message: message(code, args, locale), span: [span[0], span[1]] };
  const rule = args.rule !== undefined ? String(args.rule) : "rule" in def ? def.rule : undefined;
  if (rule !== undefined) d.rule = rule;
  Object.defineProperty(d, "args", { value: { ...args }, enumerable: false });
  return d;
}

/**
 * The diagnostic's message in another locale. Placeholders come from the
 * arguments `diag()` recorded, else `{text}` is the spanned source text; when
 * a placeholder cannot be filled, the original message is kept.
 */
export function localizeDiagnostic(d: Diagnostic, locale: Locale, source?: string): Diagnostic {
  if (!isMessageCode(d.code)) return d;
  const recorded = (d as Diagnostic & { args?: MessageArgs }).args;
  const args: MessageArgs = { ...recorded };
  if (args.text === undefined && source !== undefined) args.text = source.slice(d.span[0], d.span[1]);
  const template = MESSAGES[d.code].text[locale];
  if (placeholders(template).some((name) => args[name] === undefined)) return d;
  const text = message(d.code, args, locale);
  if (text === d.message) return d;
  const out: Diagnostic = { ...d, message: text };
  if (recorded) Object.defineProperty(out, "args", { value: recorded, enumerable: false });
  return out;
}

/** Map a language tag to a supported locale (`pt-BR` → `pt`, `es_ES.UTF-8` → `es`), or undefined. */
export function toLocale(tag: string | undefined | null): Locale | undefined {
  if (!tag) return undefined;
  const m = /^([a-zA-Z]{2,3})(?:$|[-_.@])/.exec(tag.trim());
  const base = m?.[1]?.toLowerCase();
  return LOCALES.find((l) => l === base);
}

/** The locale from the environment: LC_ALL, then LC_MESSAGES, then LANG; es/pt when they start so, else en. */
export function detectLocale(env: NodeJS.ProcessEnv = process.env): Locale {
  const tag = env.LC_ALL || env.LC_MESSAGES || env.LANG || "";
  const locale = toLocale(tag);
  return locale === "es" || locale === "pt" ? locale : "en";
}
