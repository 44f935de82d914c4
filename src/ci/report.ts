/**
 * What every CI host reports the same way: the step outputs (small values only; the plan
 * itself stays a file), named as the Action names them (each host maps the names), and the
 * best-effort PR comment after a recover.
 */
import { messageOf } from "../errors.js";
import type { Published } from "../approval/published.js";
import type { RunResult } from "../command/result.js";
import { maskedOutputs, outputText } from "../model/change.js";
import type { StatusResult } from "../lifecycle/status.js";

import type { CiOutput, CiOutputs, PostedComment } from "./host.js";

import { type RecoverResult } from "../recovery/result.js";
import { type Settings } from "../settings/index.js";
/** After preview/up; `recovered`: the pre-flight found a stopped run to repair. */
export function runOutputs(result: RunResult, recovered: boolean): CiOutputs {
  const s = result.changeSet?.summary;
  const changes = s ? s.create + s.update + s.delete + s.replace + s.move + s.import : 0;
  return {
    outcome: result.outcome,
    "exit-code": String(result.exitCode),
    "has-changes": String(changes > 0),
    create: String(s?.create ?? 0),
    update: String(s?.update ?? 0),
    delete: String(s?.delete ?? 0),
    replace: String(s?.replace ?? 0),
    "plan-digest": result.digest ?? "",
    "plan-path": result.planFile ?? "",
    recovered: String(recovered),
    ...stackOutputs(result),
    ...appliedOutputs(result),
  };
}

/**
 * What an apply did (up only): the engine's summary after a successful apply; after one that
 * failed or was interrupted, what the journal saw applied (`tainted` then too).
 */
function appliedOutputs(result: RunResult): CiOutputs {
  const applied = result.applied;
  if (applied === undefined) return {};
  return {
    added: String(applied.added),
    changed: String(applied.changed),
    destroyed: String(applied.removed),
    tainted: String("tainted" in applied ? applied.tainted : 0),
  };
}

/** The prefix of one output per stack output (`output-<name>`; Pipe: STACKGATE_OUTPUT_<NAME>). */
export const STACK_OUTPUT_PREFIX = "output-";

/**
 * After an apply: `outputs` (JSON, sensitive values `***`) and `output-<name>` for each output
 * that is not sensitive. Sensitive values only go where the platform can mask them
 * (sensitiveOutputs).
 */
function stackOutputs(result: RunResult): CiOutputs {
  if (!result.outputs) return {};
  const outputs: CiOutputs = { outputs: JSON.stringify(maskedOutputs(result.outputs)) };
  for (const o of result.outputs) {
    if (!o.sensitive) outputs[`${STACK_OUTPUT_PREFIX}${o.name}`] = outputText(o.value);
  }
  return outputs;
}

/** `output-<name>` for each sensitive output: for hosts that mask values before setting them. */
export function sensitiveOutputs(result: RunResult): CiOutputs {
  const outputs: CiOutputs = {};
  for (const o of result.outputs ?? []) {
    if (o.sensitive) outputs[`${STACK_OUTPUT_PREFIX}${o.name}`] = outputText(o.value);
  }
  return outputs;
}

export function recoverOutputs(result: RecoverResult): CiOutputs {
  return {
    outcome: result.outcome,
    "exit-code": String(result.exitCode),
    recovered: String(result.outcome === "recovered"),
    lock: result.lock.after.kind,
  };
}

export function statusOutputs(status: StatusResult): CiOutputs {
  return {
    outcome: status.lock.kind,
    "exit-code": String(status.exitCode),
    "pending-repair": String(status.pendingRepair),
  };
}

/** The hidden "published" line of the comment after a recover (the gates read it). */
export function recoverPublished(outcome: string, settings: Settings): Published {
  return {
    command: "recover",
    outcome,
    ...(settings.run.commit ? { commit: settings.run.commit } : {}),
  };
}

/**
 * Best effort: the PR comment says what recovery did after a stopped run. A failure to post is
 * a warning (the recovery itself is what matters); resolves the comment's URL, or null.
 */
export async function tryPostRecoverComment(
  post: () => Promise<PostedComment>,
  output: CiOutput,
): Promise<string | null> {
  try {
    const posted = await post();
    output.info(`PR comment ${posted.action}: ${posted.url}`);
    return posted.url;
  } catch (error) {
    output.warn(`could not update the PR comment: ${messageOf(error)}`);
    return null;
  }
}
