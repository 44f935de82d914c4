/**
 * An emptied local state file. Terraform's local backend rewrites `terraform.tfstate` in place:
 * it truncates the file, then writes the new state. Killed between the two — "Two interrupts
 * received. Exiting immediately." (the second SIGINT of a stop that outlived the stop-timeout)
 * or a SIGKILL — it leaves an empty file, which every later command reads as "no state": the
 * next apply would create every resource again beside the real ones. Measured on Terraform
 * 1.11.4 with a create that outlives the first interrupt: 3 of 6 immediate exits left 0 bytes.
 *
 * Terraform keeps the previous state it wrote as `<state>.backup` (seen after such an exit: it
 * held the resources persisted earlier in the same apply). Putting it back and importing what
 * the journal saw that run create and the backup lacks (recover's orphans) rebuilds the state.
 * The damaged file is kept beside it.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, statSync } from "node:fs";
import { isEncryptedState } from "../engines/terraform/state-file.js";

export type LocalStateCheck =
  | { kind: "fine" }
  | { kind: "restorable"; state: string; backup: string; reason: string }
  | { kind: "lost"; state: string; reason: string };

export { localStatePath } from "../backends/local-state-path.js";

/** Whether the state file was emptied or cut short, and whether its backup can replace it. */
export function checkLocalState(state: string): LocalStateCheck {
  if (!existsSync(state)) return { kind: "fine" };
  const reason = damage(state);
  if (reason === null) return { kind: "fine" };
  const backup = `${state}.backup`;
  if (existsSync(backup) && damage(backup) === null) {
    return { kind: "restorable", state, backup, reason };
  }
  return { kind: "lost", state, reason };
}

/**
 * Moves the damaged state aside (never deleted) and puts the backup in its place; returns
 * where the damaged file went.
 */
export function restoreLocalState(check: { state: string; backup: string }): string {
  const kept = `${check.state}.damaged-${new Date().toISOString().replace(/[:.]/g, "-")}`;
  renameSync(check.state, kept);
  copyFileSync(check.backup, check.state);
  return kept;
}

/** Why a state file cannot be a Terraform state, or null when it reads as one. */
function damage(file: string): string | null {
  if (statSync(file).size === 0) return "it is empty (0 bytes)";
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return "it is not complete JSON (cut short)";
  }
  const state = parsed as { version?: unknown } | null;
  // An OpenTofu-encrypted state (`TF_ENCRYPTION`) carries its version inside the encrypted data.
  if (isEncryptedState(JSON.stringify(state))) return null;
  return typeof state?.version === "number" ? null : 'it has no state "version"';
}

/** `.terraform/environment` names the selected workspace; TF_WORKSPACE overrides it. */
