/**
 * The CLI's approval gate on GitLab (`up --mr-approvals N`, approval/gitlab-gate.ts): built
 * from the job's environment — the merge request (`CI_MERGE_REQUEST_IID`), whether it comes
 * from a fork, the access token in GITLAB_TOKEN. It fails closed: outside a GitLab job,
 * without a token or without a merge request, the gate refuses, and nothing is applied.
 */
import { gateBinding } from "../approval/binding.js";
import { createGitLabGate } from "../approval/gitlab-gate.js";
import type { ApprovalGateHook, Output } from "../command/deps.js";
import type { RunResult } from "../command/result.js";
import { commentKeyOf } from "../report/marker.js";
import type { Settings } from "../settings/index.js";
import type { Interrupts } from "../signals/signal-trap.js";
import { gitlabClientOf, mergeRequestIidOf, type Env } from "../ci/gitlab-env.js";

/** True when GitLab's own variables say the merge request's source is another project. */
function forkFromEnv(env: Env): boolean {
  const source = env.CI_MERGE_REQUEST_SOURCE_PROJECT_ID;
  const target = env.CI_MERGE_REQUEST_PROJECT_ID;
  return Boolean(source && target && source !== target);
}

/** The gate for `--mr-approvals`, or undefined when the flag was not given. */
export function gitlabGateOf(
  settings: Settings,
  env: Env,
  options: { redact: (text: string) => string; output: Output; interrupts: Interrupts },
): ApprovalGateHook | undefined {
  const required = settings.mrApprovals;
  if (required === undefined) return undefined;
  const gitlab = gitlabClientOf(settings, env, options);
  return createGitLabGate<RunResult>(
    {
      policy: { mode: "pr-review", requiredApprovals: required, waitMs: 0 },
      pullRequest: mergeRequestIidOf(env),
      ...gateBinding(settings, commentKeyOf(settings), options.output),
      api: gitlab?.client ?? null,
      forkFromEnv: forkFromEnv(env),
    },
    // The gate does not wait (GitLab's approvals are given in its UI, not as a command).
    { publish: () => Promise.resolve(), interrupts: options.interrupts },
  );
}
