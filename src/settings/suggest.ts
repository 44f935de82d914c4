/**
 * The commands stackgate prints for a person to run (`up --digest …`, `recover`, …), complete:
 * every setting that makes this run this run (the workdir, the stack, a plan file, a journal
 * directory, the engine, the mode, a config file, a workspace, backend settings), so that the
 * command does the same from wherever it is pasted. One builder for every call site.
 */
import path from "node:path";

import { shellWord } from "../process/shell-quote.js";
import { SECRET_ENV_NAME } from "./context.js";
import { defaultPlanFile } from "./defaults.js";
import type { Settings } from "./types.js";

type SuggestFrom = Pick<
  Settings,
  | "engine"
  | "engineBinary"
  | "workdir"
  | "stack"
  | "stackGiven"
  | "project"
  | "planFile"
  | "mode"
  | "journalDir"
  | "configFile"
  | "varFiles"
  | "exclude"
  | "workspace"
  | "backendConfig"
>;

/** `password=…` → `password=<password>`: a secret is never printed, the person fills it in. */
function withoutSecretValue(item: string): string {
  const key = /^([^=]+)=/.exec(item)?.[1];
  return key !== undefined && SECRET_ENV_NAME.test(key) ? `${key}=<${key}>` : item;
}

/** The workdir's own name is the project unless one was given (resolve.ts). */
function defaultProject(s: SuggestFrom): string {
  return s.engine === "pulumi" ? (s.stack.split("/")[1] ?? "") : path.basename(s.workdir);
}

/**
 * `stackgate <command> -C <workdir> …` for `settings`, then `extra` (already shell words).
 * Paths are absolute: the command runs the same from any directory.
 */
export function suggestCommand(
  s: SuggestFrom,
  command: string,
  extra: readonly string[] = [],
): string {
  const words = ["stackgate", command, "-C", shellWord(s.workdir)];
  const flag = (name: string, value: string): void => {
    words.push(`--${name}`, shellWord(value));
  };
  if (s.engine !== "terraform") flag("engine", s.engine);
  if (s.engineBinary !== (s.engine === "pulumi" ? "pulumi" : s.engine))
    flag("engine-binary", s.engineBinary);
  if (s.stack !== "default") flag("stack", s.stackGiven ?? s.stack);
  if (s.project !== defaultProject(s)) flag("project", s.project);
  if (s.planFile !== defaultPlanFile(s.workdir, s.engine, s.stack)) flag("plan-file", s.planFile);
  if (s.mode !== "normal" && command !== "recover" && command !== "status") flag("mode", s.mode);
  if (s.journalDir !== undefined) flag("journal-dir", s.journalDir);
  if (s.configFile !== undefined && s.configFile !== path.join(s.workdir, "stackgate.yml"))
    flag("config", s.configFile);
  if (s.workspace !== undefined) flag("workspace", s.workspace);
  for (const item of s.backendConfig) flag("backend-config", withoutSecretValue(item));
  for (const file of s.varFiles) flag("var-file", file);
  if (command === "preview" || command === "up")
    for (const address of s.exclude) flag("exclude", address);
  return [...words, ...extra].join(" ");
}
