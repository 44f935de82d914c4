/**
 * What the action checks before a command runs, and GitHub's approval gate for `up`
 * (environment, pr-review, comment): the one place the GitHub gate hook is built.
 */
import { assertGateUsable, createGitHubGate } from "../approval/gate.js";
import { gateBinding } from "../approval/binding.js";
import type { CiOutput } from "../ci/host.js";
import { EXIT, StackgateError } from "../errors.js";
import type { ApprovalGateHook } from "../command/deps.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";

import type { RunResult } from "../command/result.js";
import type { GitHubClient } from "../platforms/github.js";

import type { SignalTrap } from "../signals/signal-trap.js";
import type { ActionConfig } from "./inputs.js";
import { runCommentBody } from "./report.js";
import { withRowFor, type IndexSetting } from "../ci/index-setting.js";

import { commentKeyOf } from "../report/marker.js";
import { type Settings } from "../settings/index.js";
import { github as githubPlatform } from "../platform/github-platform.js";
/** Before preview/up (and `up`'s gate): checks, binds the plan, returns the gate for `up`. */
export async function prepareActionCommand(
  command: Settings["command"],
  config: ActionConfig,
  github: GitHubClient | null,
  output: CiOutput,
  trap: SignalTrap,
): Promise<ApprovalGateHook | null> {
  if (command !== "preview" && command !== "up") return null;
  assertCommentUsable(config, github);
  if (command === "preview") return null;
  await prepareUp(config, github, output);
  return gateHook(config, github, output, trap);
}

function assertCommentUsable(config: ActionConfig, github: GitHubClient | null): void {
  if (!config.comment || config.pullRequest === null || github) return;
  const why = config.event.repo ? "input github-token is empty" : "GITHUB_REPOSITORY is not set";
  throw new StackgateError(
    `${why}, but comment: true on pull request #${config.pullRequest} needs it to post the plan. ` +
      "Leave github-token at its default (`${{ github.token }}`) and give the job `permissions: pull-requests: write`, or set comment: false.",
    EXIT.usage,
  );
}

/**
 * Before `up`: what the gate needs, checked before any engine runs. An issue_comment run is
 * bound to the PR's head as the API reports it; `environment` without input digest binds to
 * the saved plan artifact's record (and the gate then insists on the same commit).
 */
async function prepareUp(config: ActionConfig, github: GitHubClient | null, output: CiOutput) {
  const { settings } = config;
  assertGateUsable({
    policy: config.approval,
    event: config.event,
    pullRequest: config.pullRequest,
    api: github,
  });
  if (config.event.eventName === "issue_comment" && config.pullRequest !== null && github) {
    settings.run.commit = (await github.getPullRequest(config.pullRequest)).headSha;
  }
  if (config.approval.mode === "environment" && settings.expectDigest === undefined) {
    const record = readPlanRecord(settings.planFile);
    if (!record) {
      throw new StackgateError(
        `approval: environment applies only the saved plan artifact the preview published, but there is no plan at ` +
          `${settings.planFile}. Download the preview job's plan artifact to input plan-path, and pass input digest ` +
          `(the preview's plan-digest output). Nothing was applied.`,
        EXIT.approvalRequired,
      );
    }
    settings.expectDigest = record.digest;
    output.info(`approval: environment binds this run to the saved plan ${record.digest}`);
  }
}

/** GitHub's gate (approval/gate.ts): the decision, and for `comment` with a wait, the wait on the PR. */
function gateHook(
  config: ActionConfig,
  github: GitHubClient | null,
  output: CiOutput,
  trap: SignalTrap,
): ApprovalGateHook {
  const { settings } = config;
  const post = github ? postRunComment(github, settings, config.index) : null;
  return createGitHubGate<RunResult>(
    {
      policy: config.approval,
      event: config.event,
      pullRequest: config.pullRequest,
      ...gateBinding(settings, commentKeyOf(settings), output),
      api: github,
    },
    {
      publish: async (status) => {
        if (post && config.pullRequest !== null) await post(config.pullRequest, status);
      },
      interrupts: trap,
    },
  );
}

/** Posts (or updates) this stack's PR comment for a preview/up result (with its index row). */
export function postRunComment(
  github: GitHubClient,
  settings: Settings,
  index: IndexSetting | null,
) {
  return (pullRequest: number, result: RunResult) =>
    github.upsertComment(pullRequest, commentKeyOf(settings), (existing, serverNow) =>
      withRowFor(
        runCommentBody(result, settings, existing, serverNow),
        index,
        result,
        settings,
        githubPlatform.flavor,
      ),
    );
}
