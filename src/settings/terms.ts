/**
 * Messages from outside settings (the lifecycle, the engines) name CLI flags (`Pass --workdir
 * with…`); a host shows them in its own terms, from the schema (settings errors need no such
 * rewrite: they name the host's term from the start).
 */
import { rowsOf } from "./schema.js";

export function flagsInHostTerms(message: string, column: "input" | "variable"): string {
  const names = new Map(rowsOf("flag").map((row) => [row.flag ?? "", row[column]]));
  const word = column === "input" ? "input" : "variable";
  return message.replace(/`?--([a-z][a-z-]*)`?/g, (m, flag: string) => {
    const name = names.get(flag);
    return name === undefined ? m : `${word} ${name}`;
  });
}
