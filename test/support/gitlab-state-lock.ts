/**
 * GitLab-managed Terraform state's lock endpoint, `…/terraform/state/<name>/lock`, as GitLab's
 * own code answers it (gitlab-org/gitlab lib/api/terraform/state.rb and
 * app/services/terraform/remote_state_handler.rb), for the http lock server stand-in's
 * `gitlab` flavour. Where it differs from a generic http lock server:
 *
 * - `POST /lock` requires all seven LockInfo fields (Grape `requires`: 400 otherwise) and is
 *   refused with **409** whenever the state is locked — even by the same ID (`lock!` raises on
 *   `state.locked?`).
 * - Its body, on 200 and on 409 alike, is built from the REQUEST's `Operation`, `Info`,
 *   `Version` and `Path` and the stored lock's `ID` (`lock_xid`), `Who` (the locking user's
 *   username, not user@host) and `Created` (`locked_at`): a refused locker learns the holder's
 *   ID, user and time, and reads its own operation and info back.
 * - `DELETE /lock` without an ID unlocks unconditionally (Terraform's force-unlock); with an
 *   ID it unlocks only when the ID matches — a free state with an ID given is a mismatch too
 *   (`lock_matches?` compares against an empty `lock_xid`) — else 409 with no body.
 */
import type { LockInfo } from "./http-lock-server.js";

const REQUIRED = ["ID", "Operation", "Info", "Who", "Version", "Created", "Path"] as const;

export interface LockReply {
  status: number;
  /** JSON text, or "" for none. */
  body: string;
  /** The lock as it stands after the request (null: free). */
  holder: LockInfo | null;
}

type GitLabLock = Pick<LockInfo, "ID"> & { Who: string; Created: string };

/** The stored lock as GitLab keeps it: an ID, a username and a time; nothing else survives. */
function stored(holder: LockInfo): GitLabLock {
  return { ID: holder.ID, Who: holder.Who ?? "", Created: holder.Created ?? "" };
}

/** A lock endpoint's answer to one request, given the lock as it stands (null: free). */
export type LockEndpoint = (
  method: string,
  body: string,
  query: Record<string, string>,
  holder: LockInfo | null,
) => LockReply;

/** GitLab-managed state's lock endpoint, for requests made as GitLab user `username`. */
export function gitlabStateLock(username: string): LockEndpoint {
  return (method, body, query, holder) => answerGitLabLock(method, body, query, holder, username);
}

function answerGitLabLock(
  method: string,
  body: string,
  query: Record<string, string>,
  holder: LockInfo | null,
  username: string,
): LockReply {
  const params = { ...query, ...parseObject(body) };
  if (method === "POST" || method === "LOCK") {
    const missing = REQUIRED.filter((k) => typeof params[k] !== "string");
    if (missing.length > 0) {
      const error = missing.map((k) => `${k} is missing`).join(", ");
      return { status: 400, body: JSON.stringify({ error }), holder };
    }
    const lock: GitLabLock =
      holder === null
        ? { ID: String(params.ID), Who: username, Created: new Date().toISOString() }
        : stored(holder);
    const echo = {
      Operation: params.Operation,
      Info: params.Info,
      Version: params.Version,
      Path: params.Path,
      ...lock,
    };
    return { status: holder === null ? 200 : 409, body: JSON.stringify(echo), holder: lock };
  }
  if (method === "DELETE" || method === "UNLOCK") {
    const id = typeof params.ID === "string" ? params.ID : undefined;
    if (id !== undefined && id !== (holder?.ID ?? "")) return { status: 409, body: "", holder };
    return { status: 200, body: "", holder: null };
  }
  return { status: 405, body: JSON.stringify({ error: "405 Not Allowed" }), holder };
}

function parseObject(text: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
