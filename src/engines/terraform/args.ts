/** The argv of every Terraform / OpenTofu command stackgate runs. */
import type { ApplyRequest, PlanRequest } from "../engine.js";

/** Unattended, plain, machine-readable: what every streamed command starts with. */
const UNATTENDED_JSON = ["-input=false", "-no-color", "-json"];

export const INIT_ARGS = ["init", "-input=false", "-no-color"];

/**
 * How a command that writes state treats the lock: it takes it (waiting up to the timeout), or —
 * while recovery holds a proven-dead run's lock in place (`held`) — it does not touch it
 * (`-lock=false`): the dead lock keeps every other run out until recovery releases it last.
 */
function lockArgs(lockTimeout: string | null, held: boolean): string[] {
  if (held) return ["-lock=false"];
  return lockTimeout === null ? [] : [`-lock-timeout=${lockTimeout}`];
}

/** `plan -out` of the mode, with `-detailed-exitcode` (2: changes) and the variables given. */
export function planArgs(request: PlanRequest, held = false): string[] {
  return [
    "plan",
    ...UNATTENDED_JSON,
    "-detailed-exitcode",
    ...lockArgs(request.lockTimeout, held),
    `-out=${request.planFile}`,
    ...(request.mode === "refresh-only" ? ["-refresh-only"] : []),
    ...(request.mode === "destroy" ? ["-destroy"] : []),
    ...(request.exclude ?? []).map((address) => `-exclude=${address}`),
    ...request.varFiles.map((f) => `-var-file=${f}`),
    ...request.vars.flatMap((v) => ["-var", v]),
  ];
}

/** `apply` of exactly the saved plan file. */
export function applyArgs(request: ApplyRequest, held = false): string[] {
  return ["apply", ...UNATTENDED_JSON, ...lockArgs(request.lockTimeout, held), request.planFile];
}

/**
 * A plan without refresh that gives up on the lock at once: it takes and releases the lock when
 * free, and names the holder when not. It never writes state.
 */
export const PROBE_LOCK_ARGS = ["plan", ...UNATTENDED_JSON, "-refresh=false", "-lock-timeout=0s"];

export function showPlanArgs(planFile: string): string[] {
  return ["show", "-json", "-no-color", planFile];
}

export const SHOW_STATE_ARGS = ["show", "-json", "-no-color"];
export const VERSION_ARGS = ["version", "-json"];
export const OUTPUT_ARGS = ["output", "-json", "-no-color"];

export function pushStateArgs(file: string, held = false): string[] {
  return ["state", "push", "-no-color", ...lockArgs(null, held), file];
}

export function importArgs(address: string, id: string, held = false): string[] {
  return ["import", "-input=false", "-no-color", ...lockArgs(null, held), address, id];
}

export function forceUnlockArgs(id: string): string[] {
  return ["force-unlock", "-force", "-no-color", id];
}
