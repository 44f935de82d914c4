/**
 * Action inputs (`INPUT_*` environment variables) → one typed `ActionConfig` around the same
 * `Settings` the CLI resolves. The settings' inputs are schema rows (settings/schema.ts); the
 * Action's own are read here with the same readers. Empty is absent; booleans are strict;
 * defaults live in action.yml (and, for an input left empty, are the CLI's). Errors name the input.
 */
import { readStepConfig } from "../ci/step-config.js";
import { APPROVAL_MODES, type ApprovalPolicy } from "../approval/gate.js";
import { readEventContext, type GitHubEventContext } from "../platforms/github/context.js";
import {
  actionInputs,
  assertKnownInputs,
  GITHUB_COMMENT_LIMIT,
  parsePullRequest,
  type Env,
  type Settings,
} from "../settings/index.js";
import { flagsInHostTerms } from "../settings/terms.js";
import { readIndexSetting, type IndexSetting } from "../ci/index-setting.js";
import { INDEX_INPUTS } from "./stacks-index.js";

export { inputEnvName } from "../settings/index.js";

/** The Action's own inputs (not settings), as action.yml declares them. */
export const ACTION_ONLY_INPUTS: Readonly<
  Record<string, { default: string; description: string }>
> = {
  command: {
    default: "preview",
    description:
      "What to run: `preview` (plan, digest, PR comment), `up` (alias `apply`: apply exactly the approved plan), `recover` (repair what an interrupted run left), `status` (who holds the lock; changes nothing), `unlock` (release a lock whose owner is provably dead), `drift` (has anyone changed the real objects? a read-only refresh plan of the stack, or with `all-stacks` of every stack; the job summary, never a PR comment; outputs `outcome` in-sync, drifted, failed, locked or empty, and `exit-code` 0, 2, 1 or 4) or `stacks` (list the stacks under `workdir` for a matrix: outputs `matrix`, `waves`, `wave-count`, `stack-count`, `stacks`, `deleted`).",
  },
  base: {
    default: "",
    description:
      "`command: stacks`: only the stacks the change touches since the merge-base of this ref and HEAD (e.g. `origin/main`; check out with `fetch-depth: 0`), and the stacks that depend on them. Empty: every stack.",
  },
  approval: {
    default: "",
    description:
      "Gate for `up`, required for `up` (an empty one refuses): `none` (apply at once, no approval), `environment` (the job is behind a protected environment; apply only the saved plan published for this same commit), `pr-review` (the PR head has `required-approvals` approvals from users with write access and no outstanding change request) or `comment` (a user with write access commented `/stackgate apply [digest]` after the plan was published). A fork's pull request never applies.",
  },
  "required-approvals": {
    default: "1",
    description: "`approval: pr-review`: approvals needed on the PR's current head.",
  },
  "approval-wait": {
    default: "",
    description:
      "`approval: comment` only: how long the step waits in place for `/stackgate apply`, e.g. `30m`. While it waits, the PR comment shows the plan and what to comment. Empty: no wait.",
  },
  "pull-request": {
    default: "",
    description:
      "Pull request number to comment on and to check approvals of. Empty means the event's pull request.",
  },
  comment: {
    default: "true",
    description:
      "`true` to post (and keep updating) one PR comment per project + stack + workdir; `false` to skip.",
  },
  summary: {
    default: "true",
    description: "`true` to write the report to the job summary.",
  },
  "comment-limit": {
    default: String(GITHUB_COMMENT_LIMIT),
    description: `Characters allowed in the PR comment (GitHub rejects more than ${GITHUB_COMMENT_LIMIT}).`,
  },
  "github-token": {
    default: "${{ github.token }}",
    description:
      "Token for the PR comment, the approval gates, run liveness and drift issues. Needs `pull-requests: write` to comment, `issues: write` for `drift-report: github-issues` and `actions: read` for liveness and to find a state an earlier run kept as a workflow artifact (`actions: write` to delete it once restored).",
  },
  ...INDEX_INPUTS,
};

export interface ActionConfig {
  settings: Settings;
  approval: ApprovalPolicy;
  /** Post/update the PR comment when the run is about a pull request. */
  comment: boolean;
  /** Write the job summary. */
  summary: boolean;
  /** Empty input → undefined. */
  token?: string;
  /** Input pull-request, else the event's pull request, else null. */
  pullRequest: number | null;
  /** The comment limit asked for (the report is rendered `META_RESERVE` shorter). */
  commentLimit: number;
  event: GitHubEventContext;
  /** Inputs `index` and `index-id`: keep the PR's index comment; null when off. */
  index: IndexSetting | null;
  /** drift with all-stacks: one stack's settings from the same inputs. */
  resolveFor: (argv: string[]) => Promise<Settings>;
}

/** A message that names CLI flags (from the lifecycle) in the Action's terms. */
export function inActionTerms(message: string): string {
  return flagsInHostTerms(message, "input");
}

export async function readActionConfig(env: Env, cwd: string): Promise<ActionConfig> {
  assertKnownInputs(env, Object.keys(ACTION_ONLY_INPUTS));
  const inputs = actionInputs(env);
  const step = await readStepConfig(
    inputs,
    { env, cwd },
    {
      modes: APPROVAL_MODES,
      commentLimit: GITHUB_COMMENT_LIMIT,
      maxWaitHours: 6, // GitHub's job limit
    },
  );
  const { settings, approval, comment, commentLimit, resolveFor } = step;
  const summary = inputs.boolean("summary", true);
  const event = readEventContext(env);
  const pr = inputs.scalar("pull-request");
  const pullRequest =
    pr === undefined
      ? (event.pullRequest?.number ?? null)
      : parsePullRequest(inputs.term("pull-request"), pr, "number");
  // On a pull request, the commit that reviewers see and approve is the head, not the merge ref.
  const head = event.pullRequest?.number === pullRequest ? event.pullRequest?.headSha : undefined;
  if (head) settings.run.commit = head;
  const config: ActionConfig = {
    settings,
    approval,
    comment,
    summary,
    pullRequest,
    commentLimit,
    event,
    index: readIndexSetting(inputs, settings),
    resolveFor,
  };
  const token = inputs.scalar("github-token");
  if (token !== undefined) config.token = token;
  return config;
}
