/**
 * The GitHub runner's reading of a step's output, written from its documented behaviour and
 * not from stackgate's code, so tests can hold stackgate to it: lines split as .NET's
 * `StreamReader.ReadLine` splits them (`\n`, `\r`, `\r\n`); a line is a command when
 * `line.TrimStart()` starts with `::` (actions/runner `ActionCommand.TryParseV2`) or it
 * contains `##[` (`TryParse`). `TrimStart()` removes what `Char.IsWhiteSpace` calls white
 * space (learn.microsoft.com, System.Char.IsWhiteSpace): Zs, Zl, Zp, U+0009–U+000D, U+0085.
 */

/** Char.IsWhiteSpace per the .NET documentation, one entry per character. */
export const DOTNET_WHITE_SPACE: ReadonlyArray<readonly [code: number, name: string]> = [
  [0x0009, "CHARACTER TABULATION"],
  [0x000a, "LINE FEED"],
  [0x000b, "LINE TABULATION"],
  [0x000c, "FORM FEED"],
  [0x000d, "CARRIAGE RETURN"],
  [0x0020, "SPACE"],
  [0x0085, "NEXT LINE"],
  [0x00a0, "NO-BREAK SPACE"],
  [0x1680, "OGHAM SPACE MARK"],
  [0x2000, "EN QUAD"],
  [0x2001, "EM QUAD"],
  [0x2002, "EN SPACE"],
  [0x2003, "EM SPACE"],
  [0x2004, "THREE-PER-EM SPACE"],
  [0x2005, "FOUR-PER-EM SPACE"],
  [0x2006, "SIX-PER-EM SPACE"],
  [0x2007, "FIGURE SPACE"],
  [0x2008, "PUNCTUATION SPACE"],
  [0x2009, "THIN SPACE"],
  [0x200a, "HAIR SPACE"],
  [0x2028, "LINE SEPARATOR"],
  [0x2029, "PARAGRAPH SEPARATOR"],
  [0x202f, "NARROW NO-BREAK SPACE"],
  [0x205f, "MEDIUM MATHEMATICAL SPACE"],
  [0x3000, "IDEOGRAPHIC SPACE"],
];

const WHITE = new Set(DOTNET_WHITE_SPACE.map(([code]) => String.fromCharCode(code)));

/** .NET's `String.TrimStart()`. */
export function dotnetTrimStart(line: string): string {
  let i = 0;
  while (i < line.length && WHITE.has(line.charAt(i))) i += 1;
  return line.slice(i);
}

/** True when the runner would execute `line` (one line) as a workflow command. */
export function isRunnerCommand(line: string): boolean {
  return dotnetTrimStart(line).startsWith("::") || line.includes("##[");
}

/** The lines of `stdout` the runner would execute as workflow commands. */
export function runnerCommands(stdout: string): string[] {
  return stdout.split(/\r\n|\r|\n/).filter(isRunnerCommand);
}
