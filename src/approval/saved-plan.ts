/**
 * The saved-plan gate: GitHub's `environment` and Bitbucket's `manual-step`. The platform
 * approved the job; stackgate checks that the plan it applies is the one the preview published.
 */
import { readPlanRecord } from "../lifecycle/plan-artifact.js";
import { shortDigest } from "../model/digest.js";
import { digestMatches } from "../model/digest.js";
import { approve, refuse, short, type GateDecision } from "./decision.js";

/**
 * What `environment` (GitHub) and `manual-step` (Bitbucket) check once the platform approved
 * the job: the plan about to be applied is the saved plan artifact whose digest the preview
 * published, its record is intact, and it was made for this same commit. The names of the
 * platform's settings go into the messages.
 */
export interface SavedPlanGateInput {
  mode: "environment" | "manual-step";
  /** How the platform approved, e.g. "the job was approved". */
  approvedBy: string;
  /** The setting that carries the published digest, e.g. "input digest" or "variable DIGEST". */
  digestName: string;
  /** The setting naming where the plan artifact goes, e.g. "plan-path" or "PLAN_PATH". */
  planPathName: string;
  /** The published digest of the saved plan this run applies. */
  expectDigest?: string;
  planFile: string;
  /** The commit this run applies on. */
  commit: string | undefined;
}

export function savedPlanGate(input: SavedPlanGateInput, digest: string): GateDecision {
  if (input.expectDigest === undefined) {
    return refuse(
      `approval: ${input.mode} applies only the saved plan artifact whose digest the preview published, ` +
        `but this run planned afresh: pass ${input.digestName} (the preview's plan-digest output) and restore the plan artifact to ${input.planPathName}.`,
    );
  }
  if (!digestMatches(digest, input.expectDigest)) {
    return refuse(
      `the saved plan's digest is ${digest}, but the published digest is ${input.expectDigest}.`,
    );
  }
  const record = readPlanRecord(input.planFile);
  if (!record) {
    return refuse(
      `the plan artifact has no stackgate record beside ${input.planFile} (${input.planFile}.stackgate.json): ` +
        `hand over the whole plan directory from the preview ${input.mode === "environment" ? "job" : "step"}.`,
    );
  }
  if (record.digest !== digest) {
    return refuse(
      `the plan record names digest ${record.digest}, but the plan file's digest is ${digest}: the artifact was altered.`,
    );
  }
  if (!record.commit || !input.commit) {
    return refuse(
      `cannot bind the plan to a commit (plan made for ${record.commit ?? "an unknown commit"}, this run on ${input.commit ?? "an unknown commit"}).`,
    );
  }
  if (record.commit !== input.commit) {
    const run = input.mode === "environment" ? "job runs" : "step runs";
    return refuse(
      `the plan artifact was made for commit ${short(record.commit)}, but this ${run} on commit ${short(input.commit)}: ` +
        `run the preview on this commit and approve its plan.`,
    );
  }
  return approve(
    `approval: ${input.mode} — ${input.approvedBy}, and the plan is the one published for commit ${short(input.commit)} (digest ${shortDigest(digest)})`,
  );
}
