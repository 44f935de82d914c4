/**
 * Engine text must never become a CI workflow command. The GitHub runner (actions/runner,
 * `ActionCommand.TryParseV2`) reads a line as a command when it starts with `::` after .NET's
 * `String.TrimStart()`, or contains `##[` anywhere (the legacy form, `TryParse`); it reads
 * lines as .NET's `StreamReader.ReadLine` splits them, at `\n`, `\r` and `\r\n`. Defused lines
 * look the same to people.
 */
const ZWSP = "\u200b";

/**
 * Every character .NET's `String.TrimStart()` removes: `Char.IsWhiteSpace`, i.e. the Unicode
 * categories Zs, Zl and Zp plus U+0009–U+000D, U+0085 and U+00A0. JavaScript's `trimStart`
 * differs: it keeps U+0085 NEXT LINE (and removes U+FEFF, which .NET keeps), so it cannot stand
 * in for the runner. U+180E (Zs before Unicode 6.3, still listed by older .NET documentation)
 * is included: treating one more character as whitespace can only defuse more.
 */
const DOTNET_WHITESPACE: readonly string[] = [
  "\u0009",
  "\u000a",
  "\u000b",
  "\u000c",
  "\u000d",
  "\u0020",
  "\u0085",
  "\u00a0",
  "\u1680",
  "\u180e",
  "\u2000",
  "\u2001",
  "\u2002",
  "\u2003",
  "\u2004",
  "\u2005",
  "\u2006",
  "\u2007",
  "\u2008",
  "\u2009",
  "\u200a",
  "\u2028",
  "\u2029",
  "\u202f",
  "\u205f",
  "\u3000",
];

const WHITESPACE = new Set(DOTNET_WHITESPACE);

/** How many characters at the start of `line` the runner's `TrimStart()` removes. */
function leadingWhitespace(line: string): number {
  let lead = 0;
  while (lead < line.length && WHITESPACE.has(line.charAt(lead))) lead += 1;
  return lead;
}

/** One line (no line breaks) that the runner cannot read as a workflow command. */
export function defuseLine(line: string): string {
  let out = line.replaceAll("##[", `#${ZWSP}#[`);
  const lead = leadingWhitespace(out);
  if (out.startsWith("::", lead)) out = `${out.slice(0, lead)}:${ZWSP}${out.slice(lead + 1)}`;
  return out;
}

/** Text split the way the runner splits it, each line defused. */
export function defuseLines(text: string): string[] {
  return text.split(/\r\n|\r|\n/).map(defuseLine);
}

/** Multi-line text with every line defused (line breaks become `\n`). */
export function defuseText(text: string): string {
  return defuseLines(text).join("\n");
}
