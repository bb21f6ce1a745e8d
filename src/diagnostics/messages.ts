/**
 * The message catalogue: every diagnostic and every message the CLI prints
 * has a stable code here, a severity, optionally the Comprehensive Rules
 * number it is about, and its wording in English, Spanish and Portuguese.
 *
 * Templates use named placeholders in braces (`{text}`); a placeholder with no
 * value is left as it is. Braces that are not a known placeholder name (mana
 * symbols such as `{G}`) are kept literally, so a template may quote them.
 *
 * Ranges:
 * - OC1xxx  reading the card text (parser)
 * - OC2xxx  wording and keyword usage (parser)
 * - OC3xxx  batch (JSON Lines) records
 * - OC4xxx  the command line: arguments, files, usage
 * - OC5xxx  summary and progress lines (severity `info`)
 */
import type { Severity } from "../ast/base.ts";

/** The languages messages can be shown in (the same set as the card languages). */
export type Locale = "en" | "es" | "pt";

export const LOCALES: readonly Locale[] = ["en", "es", "pt"];

export interface MessageDef {
  severity: Severity;
  /** Comprehensive Rules number the message is about, when there is a fixed one. */
  rule?: string;
  text: Record<Locale, string>;
}

export const MESSAGES = {
  // ---- Parser: reading the card text ------------------------------------------------
  OC1001: {
    severity: "warning",
    text: {
      en: "Could not read these words: \"{text}\"",
      es: "No se pudieron leer estas palabras: «{text}»",
      pt: "Não foi possível ler estas palavras: \"{text}\"",
    },
  },
  OC1002: {
    severity: "warning",
    text: {
      en: "Could not read this ability at all",
      es: "No se pudo leer esta habilidad en absoluto",
      pt: "Não foi possível ler esta habilidade",
    },
  },
  OC1003: {
    severity: "error",
    text: {
      en: "Unbalanced {what}",
      es: "{what} sin cerrar o sin abrir",
      pt: "{what} sem par",
    },
  },
  OC1004: {
    severity: "warning",
    text: {
      en: "Two abilities run together without a line break; read as two lines (put a line break here)",
      es: "Dos habilidades juntas sin salto de línea; se leen como dos líneas (pon un salto de línea aquí)",
      pt: "Duas habilidades juntas sem quebra de linha; lidas como duas linhas (coloque uma quebra de linha aqui)",
    },
  },
  OC1005: {
    severity: "warning",
    text: {
      en: "Unknown symbol {symbol}",
      es: "Símbolo desconocido {symbol}",
      pt: "Símbolo desconhecido {symbol}",
    },
  },
  OC1006: {
    severity: "warning",
    text: {
      en: "Unknown language {lang}; the text was read as English",
      es: "Idioma desconocido {lang}; el texto se leyó como inglés",
      pt: "Idioma desconhecido {lang}; o texto foi lido como inglês",
    },
  },
  // ---- Parser: wording ----------------------------------------------------------------
  OC2001: {
    severity: "info",
    text: {
      en: 'Outdated wording "{old}"; current wording is "{new}"',
      es: 'Redacción antigua «{old}»; la actual es «{new}»',
      pt: 'Redação antiga "{old}"; a atual é "{new}"',
    },
  },
  OC2002: {
    severity: "warning",
    rule: "702",
    text: {
      en: "Keyword {keyword} used with the wrong parameter: expected {expected}",
      es: "La palabra clave {keyword} lleva un parámetro incorrecto: se esperaba {expected}",
      pt: "A palavra-chave {keyword} tem um parâmetro errado: esperava-se {expected}",
    },
  },
  OC2003: {
    severity: "warning",
    rule: "207.2c",
    text: {
      en: 'The ability word or keyword "{word}" has lost its dash; read as "{word} — …" (put an em dash here)',
      es: 'La palabra de habilidad o clave «{word}» perdió su raya; se lee como «{word} — …» (pon una raya aquí)',
      pt: 'A palavra de habilidade ou palavra-chave "{word}" perdeu seu travessão; lida como "{word} — …" (coloque um travessão aqui)',
    },
  },
  OC2004: {
    severity: "warning",
    rule: "702",
    text: {
      en: 'The keyword "{word}" has lost the dash before its cost; read as "{word} — …" (put an em dash here)',
      es: 'La palabra clave «{word}» perdió la raya antes de su coste; se lee como «{word} — …» (pon una raya aquí)',
      pt: 'A palavra-chave "{word}" perdeu o travessão antes de seu custo; lida como "{word} — …" (coloque um travessão aqui)',
    },
  },
  // ---- Batch records ----------------------------------------------------------------
  OC3001: {
    severity: "error",
    text: {
      en: "Line {line} is not valid JSON: {detail}",
      es: "La línea {line} no es JSON válido: {detail}",
      pt: "A linha {line} não é JSON válido: {detail}",
    },
  },
  OC3002: {
    severity: "error",
    text: {
      en: 'Line {line}: the record has no "{field}" string',
      es: 'Línea {line}: el registro no tiene la cadena "{field}"',
      pt: 'Linha {line}: o registro não tem a string "{field}"',
    },
  },
  OC3003: {
    severity: "error",
    text: {
      en: 'Line {line}: unknown language "{lang}" (use en, es or pt)',
      es: 'Línea {line}: idioma desconocido "{lang}" (use en, es o pt)',
      pt: 'Linha {line}: idioma desconhecido "{lang}" (use en, es ou pt)',
    },
  },
  OC3004: {
    severity: "error",
    text: {
      en: "Line {line} is not a JSON object",
      es: "La línea {line} no es un objeto JSON",
      pt: "A linha {line} não é um objeto JSON",
    },
  },
  OC3005: {
    severity: "error",
    text: {
      en: 'Line {line}: not a parse result (needs "name" and an "abilities" list)',
      es: 'Línea {line}: no es un resultado de parse (necesita "name" y una lista "abilities")',
      pt: 'Linha {line}: não é um resultado de parse (precisa de "name" e de uma lista "abilities")',
    },
  },
  OC3006: {
    severity: "error",
    text: {
      en: "Line {line}: internal error in {stage}: {detail}",
      es: "Línea {line}: error interno en {stage}: {detail}",
      pt: "Linha {line}: erro interno em {stage}: {detail}",
    },
  },
  // ---- Command line -----------------------------------------------------------------
  OC4001: {
    severity: "error",
    text: {
      en: "File not found: {file}",
      es: "No se encuentra el archivo: {file}",
      pt: "Arquivo não encontrado: {file}",
    },
  },
  OC4002: {
    severity: "error",
    text: {
      en: "Cannot read {file}: {detail}",
      es: "No se puede leer {file}: {detail}",
      pt: "Não é possível ler {file}: {detail}",
    },
  },
  OC4003: {
    severity: "error",
    text: {
      en: "Not a valid card file: {detail}",
      es: "No es un archivo de carta válido: {detail}",
      pt: "Não é um arquivo de carta válido: {detail}",
    },
  },
  OC4004: {
    severity: "error",
    text: {
      en: "The {command} command is not implemented yet",
      es: "El comando {command} aún no está implementado",
      pt: "O comando {command} ainda não foi implementado",
    },
  },
  OC4005: {
    severity: "error",
    text: {
      en: "Nothing to do: give card files or --jsonl",
      es: "Nada que hacer: indique archivos de cartas o --jsonl",
      pt: "Nada a fazer: indique arquivos de cartas ou --jsonl",
    },
  },
  OC4006: {
    severity: "error",
    text: {
      en: 'Unknown language "{lang}" for {option}: use {choices}',
      es: 'Idioma desconocido "{lang}" para {option}: use {choices}',
      pt: 'Idioma desconhecido "{lang}" para {option}: use {choices}',
    },
  },
  OC4007: {
    severity: "warning",
    text: {
      en: "{file}: {name} has no {lang} translation; skipped",
      es: "{file}: {name} no tiene traducción {lang}; se omite",
      pt: "{file}: {name} não tem tradução {lang}; ignorado",
    },
  },
  OC4008: {
    severity: "error",
    text: {
      en: "Cannot decompress {file}: {detail}",
      es: "No se puede descomprimir {file}: {detail}",
      pt: "Não é possível descompactar {file}: {detail}",
    },
  },
  OC4009: {
    severity: "error",
    text: {
      en: "Card files and --jsonl cannot be combined",
      es: "No se pueden combinar archivos de cartas y --jsonl",
      pt: "Não é possível combinar arquivos de cartas e --jsonl",
    },
  },
  OC4010: {
    severity: "error",
    text: {
      en: "Unknown option {option}",
      es: "Opción desconocida {option}",
      pt: "Opção desconhecida {option}",
    },
  },
  OC4011: {
    severity: "error",
    text: {
      en: "Unknown command {command}",
      es: "Comando desconocido {command}",
      pt: "Comando desconhecido {command}",
    },
  },
  OC4012: {
    severity: "error",
    text: {
      en: "Missing argument {argument}",
      es: "Falta el argumento {argument}",
      pt: "Falta o argumento {argument}",
    },
  },
  OC4013: {
    severity: "error",
    text: {
      en: "Option {option} needs a value",
      es: "La opción {option} necesita un valor",
      pt: "A opção {option} precisa de um valor",
    },
  },
  OC4014: {
    severity: "error",
    text: {
      en: "Invalid value for {option}: {detail}",
      es: "Valor no válido para {option}: {detail}",
      pt: "Valor inválido para {option}: {detail}",
    },
  },
  OC4015: {
    severity: "error",
    text: {
      en: "Too many arguments: {detail}",
      es: "Demasiados argumentos: {detail}",
      pt: "Argumentos demais: {detail}",
    },
  },
  OC4016: {
    severity: "error",
    text: {
      en: "Invalid arguments: {detail}",
      es: "Argumentos no válidos: {detail}",
      pt: "Argumentos inválidos: {detail}",
    },
  },
  OC4017: {
    severity: "error",
    text: {
      en: "{file} holds no cards",
      es: "{file} no contiene cartas",
      pt: "{file} não contém cartas",
    },
  },
  OC4018: {
    severity: "error",
    text: {
      en: "Internal error: {detail}",
      es: "Error interno: {detail}",
      pt: "Erro interno: {detail}",
    },
  },
  OC4019: {
    severity: "error",
    text: {
      en: "--lang is required for {command}",
      es: "{command} necesita --lang",
      pt: "{command} precisa de --lang",
    },
  },
  OC4020: {
    severity: "warning",
    text: {
      en: "{card}: the {lang} renderer cannot print {what} yet; it is shown as ⟨{what}⟩",
      es: "{card}: el renderizador en {lang} aún no sabe escribir {what}; aparece como ⟨{what}⟩",
      pt: "{card}: o renderizador em {lang} ainda não sabe escrever {what}; aparece como ⟨{what}⟩",
    },
  },
  // ---- Summaries --------------------------------------------------------------------
  OC5001: {
    severity: "info",
    text: {
      en: "{cards} cards checked: {errors} errors, {warnings} warnings, {infos} notes",
      es: "{cards} cartas revisadas: {errors} errores, {warnings} advertencias, {infos} notas",
      pt: "{cards} cartas verificadas: {errors} erros, {warnings} avisos, {infos} notas",
    },
  },
  OC5002: {
    severity: "info",
    text: {
      en: "{records} records: {full} fully parsed ({share}), {failed} not usable",
      es: "{records} registros: {full} leídos por completo ({share}), {failed} inutilizables",
      pt: "{records} registros: {full} lidos por completo ({share}), {failed} inutilizáveis",
    },
  },
  OC5003: {
    severity: "info",
    text: {
      en: "{records} records rendered, {failed} not usable",
      es: "{records} registros renderizados, {failed} inutilizables",
      pt: "{records} registros renderizados, {failed} inutilizáveis",
    },
  },
  OC5004: {
    severity: "info",
    text: {
      en: "{count} records…",
      es: "{count} registros…",
      pt: "{count} registros…",
    },
  },
  OC5005: {
    severity: "info",
    text: {
      en: "No problems found in {cards} cards",
      es: "Ningún problema en {cards} cartas",
      pt: "Nenhum problema em {cards} cartas",
    },
  },
} as const satisfies Record<string, MessageDef>;

export type MessageCode = keyof typeof MESSAGES;

export function isMessageCode(code: string): code is MessageCode {
  return Object.hasOwn(MESSAGES, code);
}

/** Words the formatter shows for each severity. */
export const SEVERITY_WORDS: Record<Locale, Record<Severity, string>> = {
  en: { error: "error", warning: "warning", info: "info" },
  es: { error: "error", warning: "advertencia", info: "nota" },
  pt: { error: "erro", warning: "aviso", info: "nota" },
};

/** Localized names for the things OC1003 can find unbalanced (`{what}`). */
export const UNBALANCED_WHAT: Record<Locale, Record<string, string>> = {
  en: { brace: "brace", quote: "quote", parenthesis: "parenthesis" },
  es: { brace: "Llave", quote: "Comilla", parenthesis: "Paréntesis" },
  pt: { brace: "Chave", quote: "Aspa", parenthesis: "Parêntese" },
};
