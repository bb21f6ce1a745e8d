/**
 * What every command gets: the message locale, whether to colour each stream,
 * buffered standard output and a way to print catalogue messages on standard error.
 */
import { formatMessage, useColor, type Locale, type MessageArgs, type MessageCode } from "../diagnostics/index.ts";
import { Output } from "./io.ts";

export interface CliStreams {
  stdin: NodeJS.ReadableStream;
  stdout: NodeJS.WritableStream & { isTTY?: boolean };
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
  env: NodeJS.ProcessEnv;
}

export interface CliContext {
  streams: CliStreams;
  locale: Locale;
  colorOut: boolean;
  colorErr: boolean;
  /** Standard output, buffered: call `out.flush()` before returning. */
  out: Output;
  /** Print a catalogue message (`oraclec: error OC4001: …`) on standard error. */
  error: (code: MessageCode, args?: MessageArgs) => void;
  /** Print raw text on standard error. */
  errWrite: (text: string) => void;
}

export function makeContext(streams: CliStreams, locale: Locale, color: boolean): CliContext {
  const colorOut = color && useColor(streams.stdout, streams.env);
  const colorErr = color && useColor(streams.stderr, streams.env);
  const errWrite = (text: string): void => {
    try {
      streams.stderr.write(text);
    } catch {
      // Standard error closed: nothing sensible to do.
    }
  };
  return {
    streams,
    locale,
    colorOut,
    colorErr,
    out: new Output(streams.stdout),
    error: (code, args = {}) => errWrite(formatMessage(code, args, { locale, color: colorErr }) + "\n"),
    errWrite,
  };
}
