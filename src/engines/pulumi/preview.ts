/**
 * `pulumi preview --json`: one document, read into the change model. The document is the plan
 * artifact; the program's files are hashed into the change set, since the program runs again at
 * `up` and is part of what an approval covers.
 */
import { hashProgramFiles } from "../configuration.js";
import {
  hasChanges,
  type ChangeSet,
  type Diagnostic,
  type ResourceChange,
} from "../../model/change.js";
import type { ProcessResult } from "../../process/runner.js";
import type { PlanOutcome, PlanRequest } from "../engine.js";
import { previewArgs } from "./args.js";
import { errorText, exitHint } from "./failures.js";
import { isCanceledText, lockHolderFromText } from "./outcome.js";
import { changeSetFromPreview, readPreviewDocument } from "./parse-preview.js";
import { capturePulumi, type PulumiCli, type RunHooks } from "./run.js";

export interface PreviewRequest extends RunHooks {
  mode: PlanRequest["mode"];
  vars: readonly string[];
  varFiles: readonly string[];
  /** URNs to leave out, with their dependents (`--exclude`). */
  exclude?: readonly string[];
}

/** The preview's outcome, and its document when it planned. */
export interface Previewed {
  outcome: PlanOutcome;
  document?: string;
}

/** Runs a preview and reads its document; the plan outcome says what happened. */
export async function runPreview(
  cli: PulumiCli,
  request: PreviewRequest,
  engineVersion: () => Promise<string>,
): Promise<Previewed> {
  const args = previewArgs(
    cli.stack,
    request.mode,
    request.vars,
    request.varFiles,
    request.exclude,
  );
  const { result, stdout, stderr } = await capturePulumi(cli, args, request);
  let document: ReturnType<typeof readPreviewDocument> | null = null;
  let readError: Error | null = null;
  try {
    document = readPreviewDocument(stdout);
  } catch (error) {
    readError = error instanceof Error ? error : new Error(String(error));
  }
  const diagnostics = document?.diagnostics ?? [];
  for (const d of diagnostics) {
    request.onEvent?.({ kind: "diagnostic", message: d.summary, diagnostic: d });
  }
  if (result.exitCode === 0 && document) {
    // The preview document carries no version: the report names the CLI that made it.
    const version = await engineVersion();
    // The program runs again at `up`: its files are part of what an approval covers.
    const configuration = hashProgramFiles(cli.workdir);
    const changeSet = { ...changeSetFromPreview(document), engineVersion: version, configuration };
    return {
      outcome: { kind: "planned", changeSet, planFile: "", hasChanges: hasChanges(changeSet) },
      document: stdout,
    };
  }
  return { outcome: previewFailure(cli, { result, stderr, diagnostics, readError }) };
}

function previewFailure(
  cli: PulumiCli,
  run: {
    result: ProcessResult;
    stderr: string[];
    diagnostics: Diagnostic[];
    readError: Error | null;
  },
): PlanOutcome {
  const { result, stderr, diagnostics, readError } = run;
  const message = errorText(diagnostics, stderr, result);
  if (result.signal !== null || isCanceledText(message)) {
    return { kind: "interrupted", message: `${cli.binary} preview was interrupted` };
  }
  const holder = lockHolderFromText(`${stderr.join("\n")}\n${message}`, cli.stack);
  if (holder) return { kind: "locked", holder, message };
  if (result.exitCode === 0 && readError) {
    return {
      kind: "failed",
      message: `${cli.binary} preview --json succeeded but its output could not be read: ${readError.message}`,
      diagnostics,
    };
  }
  return {
    kind: "failed",
    message: `${message}${exitHint(cli, result.exitCode)}`.trim(),
    diagnostics,
  };
}

/**
 * The drifted resources of a refresh preview (`refresh --preview-only`): every refreshed
 * resource comes as a `refresh` step (action `read`); one whose read changed attributes, or
 * that the refresh would delete or otherwise change, drifted.
 */
export function refreshDrift(changeSet: ChangeSet): ResourceChange[] {
  return changeSet.resources.filter(
    (r) => r.action !== "no-op" && (r.action !== "read" || r.changedAttributes.length > 0),
  );
}
