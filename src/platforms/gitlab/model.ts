/**
 * GitLab's REST API (v4) objects as the client returns them — notes, merge requests, approvals,
 * jobs — read from the API's JSON, and how the client authenticates.
 */
import type { RunState } from "../../locks/liveness.js";
import type { OpenIssue } from "../../report/issue-tracker.js";

/** `https://gitlab.com/api/v4`; in a job GitLab sets `CI_API_V4_URL`. */
export const GITLAB_API_URL = "https://gitlab.com/api/v4";

/**
 * GitLab's note limit: `Note` validates `note` with `length: { maximum: 1_000_000 }` (characters),
 * and the API answers a longer body with 400 `{"message":{"note":["is too long (maximum is
 * 1000000 characters)"]}}`.
 */
export const GITLAB_NOTE_LIMIT = 1_000_000;

/**
 * How the client authenticates, and the input it came from (named in errors):
 * - `job`: the job's `CI_JOB_TOKEN`, sent as `JOB-TOKEN`. GitLab accepts it only on the
 *   endpoints its job-token documentation lists ("GitLab CI/CD job token": among them
 *   `GET /job`, the token's own job, and not the notes or approvals endpoints);
 * - `private`: a project, group or personal access token, sent as `PRIVATE-TOKEN`.
 */
export type GitLabAuth =
  | { kind: "job"; token: string; variable: string }
  | { kind: "private"; token: string; variable: string };

export interface GitLabUser {
  id: number;
  username: string;
  /** GitLab marks bot users (project/group access tokens' users, service accounts) `bot: true`. */
  bot: boolean;
}

export interface GitLabNote {
  id: number;
  body: string;
  author: GitLabUser | null;
  createdAt: string;
  updatedAt: string;
  system: boolean;
}

export interface GitLabMergeRequest {
  iid: number;
  state: string;
  /** The head commit of the source branch (`sha`). */
  headSha: string;
  author: GitLabUser | null;
  sourceProjectId: number;
  targetProjectId: number;
  webUrl: string;
}

/** One approval of `GET …/approvals`' `approved_by`. */
export interface GitLabApproval {
  user: GitLabUser | null;
  /** `approved_at`; null when this GitLab does not say (older versions): never counts then. */
  approvedAt: string | null;
}

/** A job's status as `GET /projects/:id/jobs/:job_id` (or `GET /job`) writes it. */
export interface GitLabJob {
  id: number;
  status: string;
  finishedAt: string | null;
  pipelineId: number | null;
}

/** GitLab's job statuses after which the job runs nothing any more. */
const FINISHED = new Set(["success", "failed", "canceled", "skipped"]);

/**
 * GitLab's job statuses of a job that runs or may still run (its `after_script` runs while
 * `canceling`). The rest of the documented statuses (`manual`: waiting for a person to start it)
 * cannot be a job that wrote a journal, and a status GitLab adds later is not known: both
 * prove nothing.
 */
const ALIVE = new Set([
  "created",
  "waiting_for_resource",
  "preparing",
  "pending",
  "running",
  "canceling",
  "scheduled",
]);

/** Whether a job with this status is over (its process can no longer run). */
export function jobIsOver(status: string): boolean {
  return FINISHED.has(status);
}

/** A job's status as run liveness: finished, running, or unknown for anything else. */
export function jobRunState(status: string): RunState {
  if (FINISHED.has(status)) return "finished";
  return ALIVE.has(status) ? "running" : "unknown";
}

export function record(value: unknown): Record<string, unknown> | null {
  return typeof value === "object" && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

function str(value: unknown): string | null {
  return typeof value === "string" ? value : null;
}

function num(value: unknown): number | null {
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** An object with a number under `idKey` and a string under `textKey`, or null. */
function keyed(
  value: unknown,
  idKey: string,
  textKey: string,
): { o: Record<string, unknown>; id: number; text: string } | null {
  const o = record(value);
  const id = num(o?.[idKey]);
  const text = str(o?.[textKey]);
  return o && id !== null && text !== null ? { o, id, text } : null;
}

export function userOf(value: unknown): GitLabUser | null {
  const k = keyed(value, "id", "username");
  return k && { id: k.id, username: k.text, bot: k.o.bot === true };
}

export function noteOf(value: unknown): GitLabNote | null {
  const k = keyed(value, "id", "body");
  if (!k) return null;
  const createdAt = str(k.o.created_at) ?? "";
  return {
    id: k.id,
    body: k.text,
    author: userOf(k.o.author),
    createdAt,
    updatedAt: str(k.o.updated_at) ?? createdAt,
    system: k.o.system === true,
  };
}

/** An issue as the drift report keeps it: its `iid` (what people see as `#n`), author by id. */
export function issueOf(value: unknown): OpenIssue | null {
  const k = keyed(value, "iid", "title");
  if (!k) return null;
  const author = userOf(k.o.author);
  return {
    number: k.id,
    title: k.text,
    body: str(k.o.description) ?? "",
    author: author === null ? null : String(author.id),
    url: str(k.o.web_url) ?? "",
  };
}

export function mergeRequestOf(value: unknown): GitLabMergeRequest | null {
  const k = keyed(value, "iid", "sha");
  if (!k) return null;
  return {
    iid: k.id,
    state: str(k.o.state) ?? "",
    headSha: k.text,
    author: userOf(k.o.author),
    sourceProjectId: num(k.o.source_project_id) ?? -1,
    targetProjectId: num(k.o.target_project_id) ?? -1,
    webUrl: str(k.o.web_url) ?? "",
  };
}

export function approvalsOf(value: unknown): GitLabApproval[] {
  const list = record(value)?.approved_by;
  if (!Array.isArray(list)) return [];
  return list.map((entry) => {
    const e = record(entry);
    return { user: userOf(e?.user), approvedAt: str(e?.approved_at) };
  });
}

export function jobOf(value: unknown): GitLabJob | null {
  const k = keyed(value, "id", "status");
  return (
    k && {
      id: k.id,
      status: k.text,
      finishedAt: str(k.o.finished_at),
      pipelineId: num(record(k.o.pipeline)?.id),
    }
  );
}
