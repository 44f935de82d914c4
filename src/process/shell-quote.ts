/** Words for the commands stackgate prints for a person to run by hand (POSIX sh). */

/** Always single-quoted: safe for any text. */
export function shellQuote(text: string): string {
  return `'${text.replaceAll("'", "'\\''")}'`;
}

/** Left bare when it holds only characters the shell never interprets, else single-quoted. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : shellQuote(text);
}
