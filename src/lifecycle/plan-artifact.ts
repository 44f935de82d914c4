/**
 * The plan artifact: the saved plan file plus a small JSON record beside it that names the
 * plan by digest and commit. `up` trusts a plan only through this record and a re-check.
 */
import { pathWithin } from "../files/within.js";
import {
  describeStateAddress,
  readBackendConfig,
  selectedWorkspace,
} from "../backends/backend-config.js";
import { readFileSync } from "node:fs";
import type { ChangeSet, ChangeSummary } from "../model/change.js";
import { writeFileAtomically } from "../files/atomic-file.js";

import type { PlanRequest } from "../engines/engine.js";

import { type PlanModeName, type Settings } from "../settings/index.js";
/** The engine-level plan mode for a settings mode. */
export function engineMode(mode: Settings["mode"]): PlanRequest["mode"] {
  return mode === "refresh" ? "refresh-only" : mode;
}

/**
 * The key that binds the plan's sensitive values into its digest (model/digest.ts): a random
 * key kept here only, or a note that it is derived from STACKGATE_DIGEST_SECRET or the plan key.
 */
export type PlanSeal =
  { source: "plan"; key: string } | { source: "configured" } | { source: "plan-key" };

export interface PlanRecord {
  version: 1;
  digest: string;
  planFile: string;
  engine: string;
  engineVersion: string;
  workdir: string;
  /** The workdir relative to the CI checkout (`settings.run.checkoutDir`), when inside it. */
  workdirInCheckout?: string;
  stack: string;
  /**
   * Terraform/OpenTofu: the workspace and the backend's state address the plan was made
   * against (absent for Pulumi, whose stack is `stack`). `up` refuses a plan whose binding is
   * not this run's: a saved plan does not carry its workspace into `apply`.
   */
  workspace?: string;
  stateAddress?: string;
  /** What the plan was made for (absent in records written before modes: `normal`). */
  mode?: PlanModeName;
  /** OpenTofu `-exclude` addresses the plan was made with (absent: none). */
  exclude?: string[];
  commit?: string;
  createdAt: string;
  hasChanges: boolean;
  summary: ChangeSummary;
  /** Absent in records written before seals (plans with sensitive values then cannot be applied by digest). */
  seal?: PlanSeal;
  /**
   * Only inside a sealed plan (plan-seal.ts), never in the clear record: sha256 (hex) of the
   * plan file's bytes the preview showed and digested, and the change set it read from them.
   * The seal authenticates both together with the plan, so `up` uses this change set instead
   * of running `terraform show` again when the opened bytes hash to `planSha256`.
   */
  planSha256?: string;
  changeSet?: ChangeSet;
}

function planRecordPath(planFile: string): string {
  return `${planFile}.stackgate.json`;
}

/** Writes atomically (temp file + rename) so a kill never leaves half a record. */
export function writePlanRecord(record: PlanRecord): string {
  const file = planRecordPath(record.planFile);
  writeFileAtomically(file, `${JSON.stringify(record, null, 2)}\n`);
  return file;
}

export function readPlanRecord(planFile: string): PlanRecord | null {
  let text: string;
  try {
    text = readFileSync(planRecordPath(planFile), "utf8");
  } catch {
    return null;
  }
  try {
    const parsed = JSON.parse(text) as Partial<PlanRecord>;
    if (parsed.version === 1 && typeof parsed.digest === "string") return parsed as PlanRecord;
  } catch {
    // a corrupt record is treated as absent: the plan is re-checked from the plan file itself
  }
  return null;
}

/** Where this run's state is (Terraform/OpenTofu, after init); nothing for Pulumi. */
export function stateBindingOf(
  settings: Pick<Settings, "engine" | "workdir" | "workspace">,
  given: NodeJS.ProcessEnv = process.env,
): { workspace: string; stateAddress: string } | undefined {
  if (settings.engine === "pulumi") return undefined;
  // The engine runs with the stack's workspace (command/create-engine.ts): so does the binding.
  const env =
    settings.workspace === undefined ? given : { ...given, TF_WORKSPACE: settings.workspace };
  return {
    workspace: selectedWorkspace(settings.workdir, env),
    stateAddress: describeStateAddress(readBackendConfig(settings.workdir, env), env),
  };
}

/** Why the record's workspace or state address is not this run's, or null. */
function stateBindingMismatch(
  record: PlanRecord,
  settings: Pick<Settings, "engine" | "workdir" | "workspace">,
  recordFile: string,
): string | null {
  const here = stateBindingOf(settings);
  if (here === undefined) return null;
  if (record.workspace === undefined || record.stateAddress === undefined) {
    return (
      `the plan record ${recordFile} names no Terraform workspace and state address (it was written before stackgate bound them), ` +
      `so nothing shows the plan is for this run's state (workspace "${here.workspace}", ${here.stateAddress}): run \`stackgate preview\` again.`
    );
  }
  if (record.workspace !== here.workspace) {
    return (
      `the saved plan was made in Terraform workspace "${record.workspace}", but this run's workspace is "${here.workspace}" ` +
      `(TF_WORKSPACE or the selected workspace; record ${recordFile}).`
    );
  }
  if (record.stateAddress !== here.stateAddress) {
    return `the saved plan was made against the state at "${record.stateAddress}", but this run's backend is "${here.stateAddress}" (record ${recordFile}).`;
  }
  return null;
}

/** The workdir relative to the CI checkout, `/`-separated; undefined outside a checkout. */
export function workdirInCheckout(settings: Pick<Settings, "workdir" | "run">): string | undefined {
  const root = settings.run.checkoutDir;
  return root === undefined ? undefined : pathWithin(root, settings.workdir);
}

/**
 * Why the record beside a saved plan does not bind it to this run, or null when it does: it
 * must name the plan's own digest, this run's stack and this run's workdir (relative to the
 * CI checkout when both runs had one, since CI jobs may check out to different places).
 */
export function recordMismatch(
  record: PlanRecord | null,
  digest: string,
  settings: Pick<Settings, "workdir" | "stack" | "run" | "planFile" | "engine" | "workspace">,
): string | null {
  const recordFile = planRecordPath(settings.planFile);
  if (!record) {
    return (
      `the saved plan at "${settings.planFile}" has no readable stackgate record (${recordFile}), so nothing binds it ` +
      `to this project and stack: hand over the plan together with its record, or run \`stackgate preview\` again.`
    );
  }
  if (record.digest !== digest) {
    return (
      `the plan record ${recordFile} names digest ${record.digest}, but the plan file's digest is ${digest}: ` +
      `the plan file or its record was replaced (for example by another project's plan).`
    );
  }
  if (record.stack !== settings.stack) {
    return `the saved plan was made for stack "${record.stack}", but this run's stack is "${settings.stack}" (record ${recordFile}).`;
  }
  const here = workdirInCheckout(settings);
  const sameWorkdir =
    record.workdirInCheckout !== undefined && here !== undefined
      ? record.workdirInCheckout === here
      : record.workdir === settings.workdir;
  if (!sameWorkdir) {
    const was = record.workdirInCheckout ?? record.workdir;
    return `the saved plan was made in workdir "${was}", but this run's workdir is "${here ?? settings.workdir}" (record ${recordFile}).`;
  }
  return stateBindingMismatch(record, settings, recordFile);
}
