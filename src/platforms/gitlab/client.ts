/**
 * What stackgate asks of GitLab: one merge request note per project + stack + workdir, found by
 * its hidden marker among the token's own notes and updated in place; the merge request and its
 * approvals (the data; the rules that decide are the gates' in src/approval/); whether a job is
 * over. Authentication and the job-token rule are the HTTP layer's (http.ts).
 */
import { fitPrefixLines, measureChars } from "../../report/fit.js";
import { commentMarker, findsMarker, type CommentKey } from "../../report/marker.js";
import { GitLabApiError, GitLabHttp } from "./http.js";
import {
  approvalsOf,
  GITLAB_NOTE_LIMIT,
  jobIsOver,
  jobOf,
  mergeRequestOf,
  noteOf,
  userOf,
  type GitLabApproval,
  type GitLabJob,
  type GitLabMergeRequest,
  type GitLabNote,
  type GitLabUser,
} from "./model.js";

/** What upsertNote did. */
export interface NoteResult {
  action: "created" | "updated";
  note: GitLabNote;
  /** True when the body was cut to GitLab's note limit. */
  cut: boolean;
}

/** A merge request and its approvals, read for one decision. */
export interface MergeRequestApprovals {
  mergeRequest: GitLabMergeRequest;
  approvals: GitLabApproval[];
}

/**
 * GitLab renders HTML comments as nothing (its sanitizer drops them), so the GitHub-style
 * marker hides the key there as well.
 */
const MARKER_FLAVOR = "github";

function cutNotice(limit: number): string {
  return `\n\n_… cut to fit GitLab's ${limit.toLocaleString("en-US")}-character note limit._`;
}

/** `body` with the marker first, redacted, and cut to `limit` characters (whole lines). */
export function noteBody(
  key: CommentKey,
  body: string,
  limit = GITLAB_NOTE_LIMIT,
  redact: (text: string) => string = (text) => text,
): { text: string; cut: boolean } {
  const marker = commentMarker(key, MARKER_FLAVOR);
  const clean = redact(findsMarker(body, key, MARKER_FLAVOR) ? body : `${marker}\n${body}`);
  if (clean.length <= limit) return { text: clean, cut: false };
  const notice = cutNotice(limit);
  return { text: fitPrefixLines(clean, limit - notice.length, measureChars) + notice, cut: true };
}

export class GitLabClient extends GitLabHttp {
  private me: Promise<GitLabUser> | null = null;

  /** The token's own user (`GET /user`); notes by anyone else are never updated. */
  tokenUser(): Promise<GitLabUser> {
    this.me ??= this.call("GET", "/user", "read the token's user").then(({ body }) => {
      const user = userOf(body);
      if (!user)
        throw new GitLabApiError("GitLab answered GET /user without an id and username.", 200);
      return user;
    });
    return this.me;
  }

  /** `text` as it may be stored at GitLab: through the run's redactor. */
  storedBody(text: string): string {
    return this.options.redact ? this.options.redact(text) : text;
  }

  private mrPath(iid: number, rest = ""): string {
    return this.projectPath(`/merge_requests/${iid}${rest}`);
  }

  /** Every note of the merge request, oldest first. */
  async notes(iid: number): Promise<GitLabNote[]> {
    const items = await this.list(
      this.mrPath(iid, "/notes?sort=asc&order_by=created_at"),
      `list the notes of merge request !${iid}`,
    );
    return items.map(noteOf).filter((note): note is GitLabNote => note !== null);
  }

  /**
   * The token's own note for `key`: not a system note, written by the token's user, starting
   * with the key's marker (the oldest, when there are several). A note by anyone else is never
   * ours, whatever marker or hidden line it carries.
   */
  async ownNote(notes: readonly GitLabNote[], key: CommentKey): Promise<GitLabNote | null> {
    const me = await this.tokenUser();
    return (
      notes.find(
        (note) =>
          !note.system && note.author?.id === me.id && findsMarker(note.body, key, MARKER_FLAVOR),
      ) ?? null
    );
  }

  /**
   * Creates the note for `key` on merge request `iid`, or updates the token's own note
   * (`ownNote`). `trailer` is the hidden line that must end the note (approval/published.ts),
   * given the note it replaces and GitLab's clock (the `Date` of its last answer): it is
   * appended after the body is cut to the limit.
   */
  async upsertNote(
    iid: number,
    key: CommentKey,
    body: string,
    trailer?: (existing: GitLabNote | null, serverDate: string | null) => string,
  ): Promise<NoteResult> {
    // Who the token is first: a token that cannot say is refused before anything is listed.
    await this.tokenUser();
    const ours = await this.ownNote(await this.notes(iid), key);
    const tail = trailer?.(ours, this.serverDate) ?? "";
    const room = tail === "" ? GITLAB_NOTE_LIMIT : GITLAB_NOTE_LIMIT - tail.length - 2;
    const fitted = noteBody(key, body, room, this.options.redact);
    const text = tail === "" ? fitted.text : `${fitted.text.replace(/\s+$/, "")}\n\n${tail}`;
    const answer = ours
      ? await this.call(
          "PUT",
          this.mrPath(iid, `/notes/${ours.id}`),
          `update note ${ours.id} on merge request !${iid}`,
          { body: text },
        )
      : await this.call(
          "POST",
          this.mrPath(iid, "/notes"),
          `create a note on merge request !${iid}`,
          { body: text },
        );
    const note = noteOf(answer.body);
    if (!note)
      throw new GitLabApiError(`GitLab answered the note write on !${iid} without a note.`, 200);
    return { action: ours ? "updated" : "created", note, cut: fitted.cut };
  }

  async mergeRequest(iid: number): Promise<GitLabMergeRequest> {
    const { body } = await this.call("GET", this.mrPath(iid), `read merge request !${iid}`);
    const mr = mergeRequestOf(body);
    if (!mr)
      throw new GitLabApiError(`GitLab answered merge request !${iid} without iid and sha.`, 200);
    return mr;
  }

  /** The merge request (head, author, fork) and who approved it, when (`approved_at`). */
  async approvals(iid: number): Promise<MergeRequestApprovals> {
    const mergeRequest = await this.mergeRequest(iid);
    const { body } = await this.call(
      "GET",
      this.mrPath(iid, "/approvals"),
      `read the approvals of merge request !${iid}`,
    );
    return { mergeRequest, approvals: approvalsOf(body) };
  }

  /**
   * A job's status. With `CI_JOB_TOKEN` only the token's own job can be read (`GET /job`):
   * asking for another job with it is refused before anything is sent.
   */
  async job(jobId: number): Promise<GitLabJob> {
    const own = this.options.auth?.kind === "job";
    const path = own ? "/job" : this.projectPath(`/jobs/${jobId}`);
    const { body } = await this.call("GET", path, `read job ${jobId}`);
    const job = jobOf(body);
    if (!job) throw new GitLabApiError(`GitLab answered job ${jobId} without id and status.`, 200);
    if (job.id !== jobId) {
      throw new GitLabApiError(
        `GitLab's CI_JOB_TOKEN reads only its own job (${job.id}), not job ${jobId}: ${"pass an access token in the `gitlab-token` input to read other jobs"}.`,
        0,
      );
    }
    return job;
  }

  /** Whether job `jobId` is over (success, failed, canceled, skipped): its run can no longer act. */
  async jobIsOver(jobId: number): Promise<boolean> {
    return jobIsOver((await this.job(jobId)).status);
  }
}
