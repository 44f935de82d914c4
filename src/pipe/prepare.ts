/**
 * What the pipe checks before a command runs, and Bitbucket's approval gate for `up`
 * (manual-step, pr-review, comment): the one place the Bitbucket gate hook is built.
 */
import { gateBinding } from "../approval/binding.js";
import type { CiOutput } from "../ci/host.js";
import { EXIT, StackgateError } from "../errors.js";
import type { ApprovalGateHook } from "../command/deps.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";

import type { RunResult } from "../command/result.js";
import type { BitbucketClient } from "../platforms/bitbucket.js";
import { createBitbucketGate } from "../approval/bitbucket-gate.js";

import type { SignalTrap } from "../signals/signal-trap.js";
import { runCommentBody } from "./report.js";
import { withRowFor, type IndexSetting, type IndexTarget } from "../ci/index-setting.js";
import { missingForApi, type PipeConfig } from "./variables.js";

import { commentKeyOf } from "../report/marker.js";
import { type Settings } from "../settings/index.js";
import { bitbucket as bitbucketPlatform } from "../platform/bitbucket-platform.js";
/** The pipe's run: its configuration, the clone it runs in, its log and API client. */
export interface PipeRun {
  config: PipeConfig;
  /** The clone (BITBUCKET_CLONE_DIR), against which the comment names the workdir. */
  cwd: string;
  output: CiOutput;
  bitbucket: BitbucketClient | null;
}

/** Before a command: checks what it needs; for `up`, binds the plan and returns the gate. */
export function preparePipeCommand(
  run: PipeRun,
  command: Settings["command"],
  trap: SignalTrap,
): ApprovalGateHook | null {
  if (command === "recover" || command === "unlock") {
    if (!run.bitbucket || !run.config.bitbucket.auth) {
      run.output.warn(
        "no Bitbucket credentials (BITBUCKET_ACCESS_TOKEN) or workspace/repository: whether the run that left a lock is over cannot be asked " +
          "of the pipelines API, so a lock from another step is kept unless other evidence shows its owner is dead.",
      );
    }
    return null;
  }
  if (command !== "preview" && command !== "up") return null;
  assertCommentUsable(run);
  if (command === "preview") return null;
  prepareUp(run);
  return gateHook(run, trap);
}

/** The API the comment and the gates need, or a usage error naming what is missing. */
function requireApi(run: PipeRun, why: string, alternative: string): BitbucketClient {
  const missing = missingForApi(run.config);
  if (missing !== null || !run.bitbucket) {
    throw new StackgateError(
      `${why}, but ${missing ?? "the Bitbucket API"} ${missing?.includes(",") ? "are" : "is"} not set. Set it as a pipe variable, ${alternative}. Nothing was changed.`,
      EXIT.usage,
    );
  }
  return run.bitbucket;
}

function assertCommentUsable(run: PipeRun): void {
  const { config } = run;
  if (!config.comment || config.pullRequest === null) return;
  requireApi(
    run,
    `COMMENT is true on pull request #${config.pullRequest}, which needs the Bitbucket API to post the plan`,
    "or set COMMENT: 'false'",
  );
}

/** Before `up`: what the gate needs, checked before any engine runs. */
function prepareUp(run: PipeRun): void {
  const { config } = run;
  const { settings } = config;
  const mode = config.approval.mode;
  if (mode === "pr-review" || mode === "comment") {
    requireApi(
      run,
      `APPROVAL is ${mode}, which reads the pull request through the Bitbucket API`,
      "or use APPROVAL: manual-step",
    );
    if (config.pullRequest === null) {
      throw new StackgateError(
        `APPROVAL is ${mode}, which needs a pull request, but BITBUCKET_PR_ID is not set (this is not a pull-requests pipeline). ` +
          "Run the step in a pull-requests pipeline, set variable PULL_REQUEST, or use APPROVAL: manual-step. Nothing was applied.",
        EXIT.usage,
      );
    }
  }
  if (mode === "manual-step" && settings.expectDigest === undefined) {
    const record = readPlanRecord(settings.planFile);
    if (!record) {
      throw new StackgateError(
        `APPROVAL is manual-step, which applies only the saved plan artifact the preview step published, but there is no plan at ${settings.planFile}. ` +
          "List the plan and its record (e.g. infra/.stackgate/*.tfplan and infra/.stackgate/*.tfplan.stackgate.json) as the preview step's artifacts, " +
          "so that the manual step gets them, or set variable DIGEST and PLAN_PATH. Nothing was applied.",
        EXIT.approvalRequired,
      );
    }
    settings.expectDigest = record.digest;
    run.output.info(`approval: manual-step binds this step to the saved plan ${record.digest}`);
  }
}

/** Bitbucket's gate (approval/bitbucket-gate.ts): the decision, and for `comment` with a wait, the wait on the PR. */
function gateHook(run: PipeRun, trap: SignalTrap): ApprovalGateHook {
  const { config, output } = run;
  const { settings } = config;
  const api = config.bitbucket.auth ? run.bitbucket : null;
  const post = api ? postRunComment(api, settings, run.cwd, config.index) : null;
  return createBitbucketGate<RunResult>(
    {
      policy: config.approval,
      pullRequest: config.pullRequest,
      ...gateBinding(settings, commentKeyOf(settings, run.cwd), output),
      api,
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
  bitbucket: BitbucketClient,
  settings: Settings,
  cwd: string,
  index: IndexSetting | null,
) {
  return (pullRequest: number, result: RunResult) =>
    bitbucket.upsertComment(pullRequest, commentKeyOf(settings, cwd), (existing) =>
      withRowFor(
        runCommentBody(result, settings, cwd, existing),
        index,
        result,
        settings,
        bitbucketPlatform.flavor,
      ),
    );
}

/** The index comment on Bitbucket: our comments (by token user or COMMENT_AUTHOR), the PR's head. */
export function bitbucketIndexTarget(
  bitbucket: BitbucketClient,
  pullRequest: number,
  limit: number,
): IndexTarget {
  return {
    store: {
      listOwn: async () => {
        const own = await bitbucket.ownComments(pullRequest);
        if (own === null) {
          throw new StackgateError(
            "the token cannot read which user it comments as (GET /user): set variable COMMENT_AUTHOR, so that only the token's own comments make the index.",
            EXIT.usage,
          );
        }
        return own.map((c) => ({ id: c.id, body: c.raw, url: c.url }));
      },
      write: (id, body) => bitbucket.writeComment(pullRequest, id, body),
      tryRemove: (id) => bitbucket.tryDeleteComment(pullRequest, id),
      stored: (body) => bitbucket.storedBody(body),
    },
    head: async () => (await bitbucket.getPullRequest(pullRequest)).headSha,
    pullRequest,
    flavor: bitbucketPlatform.flavor,
    limit,
  };
}
