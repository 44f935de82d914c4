/** Keeps the last `limit` characters of a stream, whole lines where possible. */
export class BoundedTail {
  #chunks: string[] = [];
  #length = 0;
  #dropped = 0;

  constructor(private readonly limit: number) {
    if (!Number.isInteger(limit) || limit <= 0) {
      throw new RangeError(`BoundedTail limit: expected a positive integer, got ${limit}`);
    }
  }

  push(line: string): void {
    this.#chunks.push(line);
    this.#length += line.length + 1;
    while (this.#length > this.limit && this.#chunks.length > 1) {
      const first = this.#chunks.shift() ?? "";
      this.#length -= first.length + 1;
      this.#dropped += 1;
    }
  }

  /** Lines dropped from the front so far. */
  get dropped(): number {
    return this.#dropped;
  }

  toString(): string {
    const text = this.#chunks.join("\n");
    // Marked, so that the redactor can mask the end of a secret the cut left at the front.
    return text.length > this.limit ? `…${text.slice(text.length - this.limit + 1)}` : text;
  }
}

/** The last `count` lines of an engine's output, for an error message. */
export function lastLines(text: string, count: number): string {
  return text.trim().split("\n").slice(-count).join("\n");
}

/** The first line of an engine's message. */
export function firstLine(text: string): string {
  return text.trim().split("\n")[0] ?? "";
}

/**
 * The engine's last error, whole: from its last `Error:` line (boxed or not) to the end, at
 * most `max` lines; the last `max` lines when there is none. Quoted from the start of the
 * error, never from the middle of a sentence.
 */
export function lastError(text: string, max = 20): string {
  const lines = text.trim().split("\n");
  let start = -1;
  for (let i = lines.length - 1; i >= 0; i -= 1) {
    if (/^\s*(?:│\s*)?Error:/.test(lines[i] ?? "")) {
      start = i;
      break;
    }
  }
  if (start < 0) return lastLines(text, max);
  const error = lines.slice(start);
  return error.length > max ? [...error.slice(0, max), "…"].join("\n") : error.join("\n");
}

/** Engine text quoted as an indented block under a message line. */
export function quoteBlock(text: string): string {
  return text
    .trim()
    .split("\n")
    .map((line) => `  ${line}`)
    .join("\n");
}
