/**
 * Input and output for the batch commands: JSON Lines from standard input or
 * a file (gzip-compressed or not, detected from the content), and buffered
 * output that respects back-pressure and stops quietly on a closed pipe.
 */
import { createReadStream } from "node:fs";
import { pipeline, Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import { createGunzip } from "node:zlib";

/** Input that could not be read (exit status 2). */
export class InputError extends Error {
  override name = "InputError";
  readonly file: string;
  readonly kind: "notFound" | "unreadable" | "gzip";
  constructor(file: string, kind: "notFound" | "unreadable" | "gzip", message: string) {
    super(message);
    this.file = file;
    this.kind = kind;
  }
}

function isGzip(chunk: Buffer | undefined): boolean {
  return chunk !== undefined && chunk.length >= 2 && chunk[0] === 0x1f && chunk[1] === 0x8b;
}

/**
 * The bytes of the input: `-` or undefined for standard input, else a file.
 * Gzip input is decompressed (detected by its magic number, whatever the name).
 */
export async function openInput(file: string | undefined, stdin: NodeJS.ReadableStream = process.stdin): Promise<AsyncIterable<Buffer>> {
  const name = file === undefined || file === "-" ? "<stdin>" : file;
  let raw: NodeJS.ReadableStream;
  if (file === undefined || file === "-") {
    raw = stdin;
  } else {
    const stream = createReadStream(file);
    await new Promise<void>((resolve, reject) => {
      stream.once("open", () => resolve());
      stream.once("error", (err: NodeJS.ErrnoException) =>
        reject(new InputError(name, err.code === "ENOENT" ? "notFound" : "unreadable", err.message)),
      );
    });
    raw = stream;
  }
  const it = (raw as AsyncIterable<Buffer | string>)[Symbol.asyncIterator]();
  let first: IteratorResult<Buffer | string>;
  try {
    first = await it.next();
  } catch (err) {
    throw new InputError(name, "unreadable", (err as Error).message);
  }
  const toBuf = (c: Buffer | string): Buffer => (typeof c === "string" ? Buffer.from(c) : c);
  const head = first.done ? undefined : toBuf(first.value);
  async function* rest(): AsyncGenerator<Buffer> {
    if (head) yield head;
    for (;;) {
      let next: IteratorResult<Buffer | string>;
      try {
        next = await it.next();
      } catch (err) {
        throw new InputError(name, "unreadable", (err as Error).message);
      }
      if (next.done) return;
      yield toBuf(next.value);
    }
  }
  if (!isGzip(head)) return rest();
  const gunzip = createGunzip();
  pipeline(Readable.from(rest()), gunzip, () => {});
  return (async function* () {
    try {
      for await (const chunk of gunzip) yield chunk as Buffer;
    } catch (err) {
      if (err instanceof InputError) throw err;
      throw new InputError(name, "gzip", (err as Error).message);
    }
  })();
}

/** The lines of a byte stream (UTF-8; `\n` or `\r\n`; a BOM at the start is dropped; no empty last line after a final `\n`). */
export async function* lines(input: AsyncIterable<Buffer>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  let buf = "";
  let first = true;
  for await (const chunk of input) {
    buf += decoder.write(chunk);
    if (first && buf.length > 0) {
      if (buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
      first = false;
    }
    let start = 0;
    let nl: number;
    while ((nl = buf.indexOf("\n", start)) !== -1) {
      const end = nl > start && buf.charCodeAt(nl - 1) === 13 ? nl - 1 : nl;
      yield buf.slice(start, end);
      start = nl + 1;
    }
    buf = buf.slice(start);
  }
  buf += decoder.end();
  if (first && buf.charCodeAt(0) === 0xfeff) buf = buf.slice(1);
  if (buf.length > 0) yield buf.endsWith("\r") ? buf.slice(0, -1) : buf;
}

/** Buffered writing to a stream; `closed` becomes true when the reader went away (EPIPE). */
export class Output {
  readonly stream: NodeJS.WritableStream;
  closed = false;
  private parts: string[] = [];
  private size = 0;
  private readonly limit: number;

  constructor(stream: NodeJS.WritableStream, limit = 1 << 16) {
    this.stream = stream;
    this.limit = limit;
    stream.on("error", (err: NodeJS.ErrnoException) => {
      if (err.code === "EPIPE" || err.code === "ERR_STREAM_DESTROYED") this.closed = true;
      else throw err;
    });
  }

  /** Queue text; call `flushIfFull()` now and then, and `flush()` at the end. */
  write(text: string): void {
    if (this.closed) return;
    this.parts.push(text);
    this.size += text.length;
  }

  get full(): boolean {
    return this.size >= this.limit;
  }

  async flushIfFull(): Promise<void> {
    if (this.full) await this.flush();
  }

  async flush(): Promise<void> {
    if (this.parts.length === 0 || this.closed) {
      this.parts = [];
      this.size = 0;
      return;
    }
    const text = this.parts.join("");
    this.parts = [];
    this.size = 0;
    const ok = this.stream.write(text);
    if (!ok && !this.closed) {
      await new Promise<void>((resolve) => {
        const done = (): void => {
          this.stream.off("drain", done);
          this.stream.off("close", done);
          this.stream.off("error", done);
          resolve();
        };
        this.stream.on("drain", done);
        this.stream.on("close", done);
        this.stream.on("error", done);
      });
    }
  }
}
