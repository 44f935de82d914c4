#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);

// src/platforms/workflow-commands.ts
var ZWSP = "\u200B";
var DOTNET_WHITESPACE = [
  "	",
  "\n",
  "\v",
  "\f",
  "\r",
  " ",
  "\x85",
  "\xA0",
  "\u1680",
  "\u180E",
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
  "\u200A",
  "\u2028",
  "\u2029",
  "\u202F",
  "\u205F",
  "\u3000"
];
var WHITESPACE = new Set(DOTNET_WHITESPACE);
function leadingWhitespace(line) {
  let lead = 0;
  while (lead < line.length && WHITESPACE.has(line.charAt(lead))) lead += 1;
  return lead;
}
function defuseLine(line) {
  let out = line.replaceAll("##[", `#${ZWSP}#[`);
  const lead = leadingWhitespace(out);
  if (out.startsWith("::", lead)) out = `${out.slice(0, lead)}:${ZWSP}${out.slice(lead + 1)}`;
  return out;
}
function defuseLines(text) {
  return text.split(/\r\n|\r|\n/).map(defuseLine);
}
function defuseText(text) {
  return defuseLines(text).join("\n");
}

export {
  defuseLine,
  defuseLines,
  defuseText
};
