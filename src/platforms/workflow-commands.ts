/**
 * Engine text must never become a CI workflow command. The GitHub runner treats a line as a
 * command when it starts with `::` after leading whitespace, or contains `##[` anywhere (the
 * legacy form), and it splits lines at `\n` and `\r`. Defused lines look the same to people.
 */
const ZWSP = "\u200b";

/** One line (no line breaks) that the runner cannot read as a workflow command. */
export function defuseLine(line: string): string {
  let out = line.replaceAll("##[", `#${ZWSP}#[`);
  const lead = out.length - out.trimStart().length;
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
