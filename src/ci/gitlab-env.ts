/**
 * The GitLab client of a GitLab job (the CLI in the component), built from its environment: the
 * access token in GITLAB_TOKEN (GitLab refuses CI_JOB_TOKEN for notes and for other jobs), the
 * project in CI_PROJECT_ID, the API in CI_API_V4_URL. Used for the merge request note
 * (cli/gitlab-note.ts), run liveness (platforms/gitlab/run-liveness.ts) and drift's issues
 * (drift-issues.ts).
 */
import { GitLabClient } from "../platforms/gitlab/client.js";
import { GitLabRunLiveness } from "../platforms/gitlab/run-liveness.js";
import type { RunLiveness } from "../locks/liveness.js";
import type { Settings } from "../settings/index.js";

export type Env = Readonly<Record<string, string | undefined>>;

/** The merge request of this pipeline (`CI_MERGE_REQUEST_IID`), or null. */
export function mergeRequestIidOf(env: Env): number | null {
  const iid = Number(env.CI_MERGE_REQUEST_IID);
  return Number.isSafeInteger(iid) && iid > 0 ? iid : null;
}

/** The variable that holds the access token. */
const TOKEN_VARIABLE = "GITLAB_TOKEN";

export interface GitLabFromEnv {
  client: GitLabClient;
  /** `redact`, and the token masked too: it is no setting stackgate masks already. */
  mask: (text: string) => string;
}

/** The client, or null outside GitLab or without the token or the project. */
export function gitlabClientOf(
  settings: Settings,
  env: Env,
  options: { redact: (text: string) => string; fetch?: typeof fetch },
): GitLabFromEnv | null {
  const token = env[TOKEN_VARIABLE];
  const project = env.CI_PROJECT_ID;
  if (settings.run.platform !== "gitlab" || !token || !project) return null;
  const mask = (text: string): string => options.redact(text).split(token).join("***");
  const client = new GitLabClient({
    ...(env.CI_API_V4_URL ? { apiUrl: env.CI_API_V4_URL } : {}),
    project,
    auth: { kind: "private", token, variable: TOKEN_VARIABLE },
    redact: mask,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  return { client, mask };
}

/**
 * GitLab's run liveness for recovery, the pre-flight and status, or null (nobody can tell:
 * every run stays "unknown") outside GitLab or without GITLAB_TOKEN.
 */
export function gitlabRunLivenessOf(
  settings: Settings,
  env: Env,
  options: { redact: (text: string) => string; log: (line: string) => void },
): RunLiveness | null {
  const gitlab = gitlabClientOf(settings, env, options);
  if (!gitlab) return null;
  return new GitLabRunLiveness(gitlab.client, (message) =>
    options.log(gitlab.mask(`stackgate: ${message}`)),
  );
}
