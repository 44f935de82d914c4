/**
 * A report whose body is plain text (what `recover` and `unlock` did, written for a terminal)
 * shown in markdown: a heading and the text in a code block. Both go through the step's
 * redactor, and the fence is longer than any backtick run in the text (`fenceBlock`), so text
 * from a lock holder or an engine can neither close the block nor show a secret.
 */
import { escapeInline, fenceBlock } from "./neutralize.js";
import type { Redactor } from "./redact.js";

export function textReport(title: string, body: string, redact: Redactor): string {
  return `### ${escapeInline(redact(title))}\n\n${fenceBlock(redact(body))}\n`;
}
