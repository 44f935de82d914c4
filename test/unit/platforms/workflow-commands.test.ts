/**
 * Defusing against the runner's reading (test/support/runner-commands.ts): every character
 * .NET's TrimStart() trims, one test each, before the commands an attacker wants most.
 */
import { describe, expect, it } from "vitest";
import { defuseLine, defuseLines } from "../../../src/platforms/workflow-commands.js";
import {
  DOTNET_WHITE_SPACE,
  isRunnerCommand,
  runnerCommands,
} from "../../support/runner-commands.js";

const hex = (code: number): string => code.toString(16).padStart(4, "0").toUpperCase();

describe("a .NET white-space character before `::` (the runner trims it)", () => {
  it.each(DOTNET_WHITE_SPACE.map(([code, name]) => [`U+${hex(code)} ${name}`, code] as const))(
    "%s",
    (_label, code) => {
      const ch = String.fromCharCode(code);
      for (const attack of [
        `${ch}::warning::forged`,
        `${ch}::add-mask::stackgate`,
        `  ${ch}${ch}::stop-commands::token`,
        `${ch} ${ch}\t::set-output name=outcome::pwned`,
      ]) {
        // Lines as the runner splits them (U+000A and U+000D split the attack itself).
        for (const line of attack.split(/\r\n|\r|\n/)) {
          const defused = defuseLine(line);
          expect(isRunnerCommand(defused), JSON.stringify(defused)).toBe(false);
          // Looks the same to people: only a zero-width space was added.
          expect(defused.replaceAll("\u200b", "")).toBe(line);
        }
        expect(runnerCommands(defuseLines(attack).join("\n"))).toEqual([]);
      }
    },
  );

  it("JavaScript's trimStart is not the runner's: it keeps U+0085", () => {
    expect("\u0085::warning::x".trimStart().startsWith("::")).toBe(false);
    expect(isRunnerCommand("\u0085::warning::x")).toBe(true);
  });

  it("leaves a line alone when no white space precedes `::` (U+FEFF, U+200B are not .NET white space)", () => {
    for (const line of ["\ufeff::warning::x", "\u200b::warning::x", "a::b", "x ::y"]) {
      expect(isRunnerCommand(line)).toBe(false);
      expect(defuseLine(line)).toBe(line);
    }
  });
});
