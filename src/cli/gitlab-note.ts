/**
 * The CLI in a GitLab merge request pipeline (templates/stackgate/): with an access token in
 * GITLAB_TOKEN it posts the report as the merge request's note, or updates the note it posted
 * before (platforms/gitlab/client.ts `upsertNote`), besides any --comment-file.
 */
import { messageOf } from "../errors.js";
import type { NoteResult } from "../platforms/gitlab/client.js";
import { commentKeyOf } from "../report/marker.js";
import type { Settings } from "../settings/index.js";
import { gitlabClientOf, type Env } from "./gitlab-env.js";

/**
 * Posts or updates the merge request note with `comment`. Nothing outside a GitLab merge
 * request pipeline or without a token (null); a failed write is logged, never fatal: the run's
 * own outcome stands, and the report is still in the job log.
 */
export async function publishGitLabNote(
  settings: Settings,
  env: Env,
  comment: string,
  options: { redact: (text: string) => string; log: (line: string) => void; fetch?: typeof fetch },
): Promise<NoteResult | null> {
  const iid = Number(env.CI_MERGE_REQUEST_IID);
  if (!Number.isSafeInteger(iid) || iid <= 0) return null;
  const gitlab = gitlabClientOf(settings, env, options);
  if (!gitlab) return null;
  const { client, mask } = gitlab;
  try {
    const result = await client.upsertNote(iid, commentKeyOf(settings), comment);
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
