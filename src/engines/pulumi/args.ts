/**
 * The argv of every Pulumi command stackgate runs. Every command gets `--stack
 * <org/project/stack>` and `--non-interactive`; every update stackgate starts carries `--message
 * "... [stackgate run <runId>]"` so recovery can tell its own updates from anybody else's.
 */
import { EXIT, StackgateError } from "../../errors.js";
import type { PlanRequest } from "../engine.js";
import { updateMessage } from "./parse-history.js";

/** The commands that change the stack. */
export type Verb = "up" | "refresh" | "destroy";

export function stackArgs(stack: string): string[] {
  return ["--stack", stack, "--non-interactive"];
}

function previewCommand(mode: PlanRequest["mode"]): string[] {
  switch (mode) {
    case "normal":
      return ["preview"];
    case "destroy":
      return ["destroy", "--preview-only"];
    case "refresh-only":
      return ["refresh", "--preview-only"];
  }
}

function configArgs(vars: readonly string[], varFiles: readonly string[]): string[] {
  if (varFiles.length > 1) {
    throw new StackgateError(
      `pulumi takes one --config-file, got ${varFiles.length} var files: merge them into one stack config file.`,
      EXIT.usage,
    );
  }
  return [
    ...varFiles.flatMap((f) => ["--config-file", f]),
    ...vars.flatMap((v) => ["--config", v]),
  ];
}

/**
 * `--exclude URN` per excluded URN, with `--exclude-dependents` (as OpenTofu's `-exclude`: what
 * depends on an excluded resource is left out too) where the verb has it (`destroy` has not:
 * destroying a dependent of a kept resource is allowed).
 */
function excludeArgs(verb: Verb, exclude: readonly string[]): string[] {
  if (exclude.length === 0) return [];
  return [
    ...exclude.flatMap((urn) => ["--exclude", urn]),
    ...(verb === "destroy" ? [] : ["--exclude-dependents"]),
  ];
}

/** `preview --json` (or the destroy / refresh preview) of the mode, with the config given. */
export function previewArgs(
  stack: string,
  mode: PlanRequest["mode"],
  vars: readonly string[],
  varFiles: readonly string[],
  exclude: readonly string[] = [],
): string[] {
  return [
    ...previewCommand(mode),
    "--json",
    "--suppress-outputs",
    ...configArgs(vars, varFiles),
    ...excludeArgs(verbOf(mode), exclude),
    ...stackArgs(stack),
  ];
}

/** The command that applies a preview of this mode. */
export function verbOf(mode: PlanRequest["mode"]): Verb {
  return mode === "destroy" ? "destroy" : mode === "refresh-only" ? "refresh" : "up";
}

const UNATTENDED = ["--yes", "--skip-preview", "--json", "--suppress-outputs"];

/** `up` / `destroy` / `refresh` without a preview, labelled with the run when there is one. */
export function applyArgs(
  stack: string,
  verb: Verb,
  runId?: string,
  exclude: readonly string[] = [],
): string[] {
  return [
    verb,
    ...UNATTENDED,
    ...(runId ? ["--message", updateMessage(verb, stack, runId)] : []),
    ...excludeArgs(verb, exclude),
    ...stackArgs(stack),
  ];
}

/** `refresh` with the pending-create flags recovery chose. */
export function refreshArgs(
  stack: string,
  request: {
    clearPendingCreates?: boolean;
    importPendingCreates?: ReadonlyArray<{ urn: string; id: string }>;
    targets?: readonly string[];
  },
): string[] {
  return [
    "refresh",
    ...UNATTENDED,
    ...(request.targets ?? []).flatMap((urn) => ["--target", urn]),
    ...(request.clearPendingCreates ? ["--clear-pending-creates"] : []),
    ...(request.importPendingCreates ?? []).flatMap((p) => [
      "--import-pending-creates",
      p.urn,
      "--import-pending-creates",
      p.id,
    ]),
    ...stackArgs(stack),
  ];
}

export function historyArgs(stack: string): string[] {
  return ["stack", "history", "--json", "--page-size", "1", ...stackArgs(stack)];
}

export function importArgs(stack: string, type: string, name: string, id: string): string[] {
  // --protect defaults to true (an imported resource could not be destroyed later) and code
  // generation to true (a program printed to stdout, needing a language plugin): both off.
  return [
    "import",
    type,
    name,
    id,
    "--yes",
    "--skip-preview",
    "--protect=false",
    "--generate-code=false",
    ...stackArgs(stack),
  ];
}
