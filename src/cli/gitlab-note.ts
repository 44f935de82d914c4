/**
 * The CLI in a GitLab merge request pipeline (templates/stackgate/): with an access token in
 * GITLAB_TOKEN it posts the report as the merge request's note, or updates the note it posted
 * before (platforms/gitlab/client.ts `upsertNote`), besides any --comment-file. The note ends
 * with the hidden published line (approval/published.ts) the `--mr-approvals` gate binds to.
 */
import { publishedFor, readPublished, withPublished } from "../approval/published.js";
import { publicationTime } from "../approval/rules.js";
import { messageOf } from "../errors.js";
import { gitlab as gitlabPlatform } from "../platform/gitlab-platform.js";
import type { NoteResult } from "../platforms/gitlab/client.js";
import { commentKeyOf } from "../report/marker.js";
import type { Settings } from "../settings/index.js";
import { gitlabClientOf, mergeRequestIidOf, type Env } from "../ci/gitlab-env.js";

/** What the published line records of a run's result. */
export interface PublishedRun {
  command: string;
  outcome: string;
  digest?: string | undefined;
}

/** The hidden last line for `run`, keeping `since` from the note it replaces (same plan, commit). */
function publishedLineOf(settings: Settings, run: PublishedRun) {
  return (existing: { body: string } | null, serverDate: string | null): string => {
    const prior = existing ? readPublished(existing.body, gitlabPlatform.flavor) : null;
    const published = publishedFor(run, settings.run.commit, prior, () =>
      publicationTime(serverDate),
    );
    return withPublished("", published, gitlabPlatform.flavor).trim();
  };
}

/**
 * Posts or updates the merge request note with `comment`. Nothing outside a GitLab merge
 * request pipeline or without a token (null); a failed write is logged, never fatal: the run's
 * own outcome stands, and the report is still in the job log.
 */
export async function publishGitLabNote(
  settings: Settings,
  env: Env,
  note: { comment: string; run: PublishedRun },
  options: { redact: (text: string) => string; log: (line: string) => void; fetch?: typeof fetch },
): Promise<NoteResult | null> {
  const iid = mergeRequestIidOf(env);
  if (iid === null) return null;
  const gitlab = gitlabClientOf(settings, env, options);
  if (!gitlab) return null;
  const { client, mask } = gitlab;
  try {
    const result = await client.upsertNote(
      iid,
      commentKeyOf(settings),
      note.comment,
      publishedLineOf(settings, note.run),
    );
    options.log(
      mask(`stackgate: ${result.action} note ${result.note.id} on merge request !${iid}`),
    );
    return result;
  } catch (error) {
    options.log(
      mask(
        `stackgate: could not write the note on merge request !${iid} (the report is in this log): ${messageOf(error)}`,
      ),
    );
    return null;
  }
}
