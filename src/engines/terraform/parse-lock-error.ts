/**
 * Reads Terraform/OpenTofu state-lock and stale-plan errors, from human output (plain, coloured
 * or boxed) and from `-json` diagnostics.
 *
 * The error is `Error acquiring the state lock` with a detail of
 * `Error message: <backend error>` followed by the `Lock Info:` block (statemgr.LockInfo.String).
 * Most backends (local, s3, gcs, azurerm, consul…) put the HOLDER's lock info in that block.
 * The http and pg backends put the REQUESTER's own lock info there: http names the holder only
 * as `HTTP remote state already locked: ID=<holder id>`, pg not at all.
 */
import type { LockHolder } from "../engine.js";
import { isRecord } from "../../model/json.js";

export interface LockErrorDetails {
  /** What is known about the holder; empty when the backend does not say (pg). */
  holder: LockHolder;
  /** The backend's own message, whitespace collapsed ("resource temporarily unavailable"). */
  reason: string;
  /** True when the printed `Lock Info:` block describes the requester, not the holder. */
  lockInfoIsRequester: boolean;
}

// eslint-disable-next-line no-control-regex -- ANSI escape sequences start with ESC.
const ANSI = /\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)/g;
const LOCK_SUMMARY = /Error acquiring the state lock/i;
const STALE_PLAN = /Saved plan is stale/i;
const FIELDS: Record<string, keyof LockHolder> = {
  ID: "id",
  Path: "path",
  Operation: "operation",
  Who: "who",
  Version: "version",
  Created: "created",
  Info: "info",
};

/** Removes ANSI colour and OSC escape sequences (Terraform's coloured, boxed diagnostics). */
function stripAnsi(text: string): string {
  return text.replace(ANSI, "");
}

export function isLockError(text: string): boolean {
  return LOCK_SUMMARY.test(stripAnsi(text));
}

/** "Saved plan is stale": the state changed after the plan was made; plan again. */
export function isStalePlanError(text: string): boolean {
  return STALE_PLAN.test(stripAnsi(text));
}

/** The lock holder named by a lock error; null when the text is not a lock error. */
export function parseLockError(text: string): LockHolder | null {
  return describeLockError(text)?.holder ?? null;
}

export function describeLockError(text: string): LockErrorDetails | null {
  const detail = findLockErrorDetail(text);
  if (detail === null) return null;
  const details = readLockDetail(detail);
  // "Error acquiring the state lock: open terraform.tfstate: read-only file system": the lock
  // could not even be tried. Nobody holds it; calling it held would invent a lock.
  const nobody = Object.keys(details.holder).length === 0 && !details.lockInfoIsRequester;
  const unheld = FILESYSTEM_ERROR.test(details.reason) && !HELD_BY_ANOTHER.test(details.reason);
  return nobody && unheld ? null : details;
}

/**
 * The local backend's flock refused: another process holds the lock. Terraform then reads the
 * holder's `.lock.info` and appends that error when the holder has not written it yet
 * ("resource temporarily unavailable\nopen ….lock.info: no such file or directory"), so the
 * file error beside it does not make the lock free.
 */
const HELD_BY_ANOTHER = /resource temporarily unavailable|another process has locked/i;

/** Operating-system errors of the lock file itself, not a lock held by anybody. */
const FILESYSTEM_ERROR =
  /read-only file system|permission denied|no space left on device|not a directory|is a directory|no such file or directory|too many levels of symbolic links/i;

/** The diagnostic detail of a lock error: from a `-json` diagnostic line, or the human text. */
function findLockErrorDetail(text: string): string | null {
  for (const line of text.split("\n")) {
    const detail = readJsonLockDetail(line);
    if (detail !== null) return detail;
  }
  const plain = unbox(stripAnsi(text));
  return LOCK_SUMMARY.test(plain) ? plain : null;
}

function readJsonLockDetail(line: string): string | null {
  if (!line.trimStart().startsWith("{")) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || !isRecord(parsed.diagnostic)) return null;
  const { summary, detail } = parsed.diagnostic;
  if (typeof summary !== "string" || !LOCK_SUMMARY.test(summary)) return null;
  return typeof detail === "string" ? detail : "";
}

/** Removes the diagnostic box (`╷`, `│ `, `╵`) that Terraform ≥ 0.15 draws around errors. */
function unbox(text: string): string {
  return text
    .split(/\r?\n/)
    .filter((line) => !/^\s*[╷╵]\s*$/.test(line))
    .map((line) => line.replace(/^│ ?/, ""))
    .join("\n");
}

function readLockDetail(detail: string): LockErrorDetails {
  const reason = readReason(detail);
  const lockInfo = readLockInfo(detail);
  const http = /HTTP remote state already locked:\s*ID=(\S+)/.exec(reason);
  if (http?.[1] !== undefined) {
    return { holder: { id: http[1] }, reason, lockInfoIsRequester: true };
  }
  const requesterOnly =
    /HTTP remote state already locked|Workspace is already locked|already locked for workspace creation/i;
  if (requesterOnly.test(reason)) return { holder: {}, reason, lockInfoIsRequester: true };
  return { holder: lockInfo, reason, lockInfoIsRequester: false };
}

function readReason(detail: string): string {
  const match =
    /Error message:\s*([\s\S]*?)(?=\n\s*Lock Info:|\n\s*\n|$)/.exec(detail) ??
    /Error acquiring the state lock:\s*([\s\S]*?)(?=\n\s*Lock Info:|\n\s*\n|$)/i.exec(detail);
  return (match?.[1] ?? "").replace(/\s+/g, " ").trim();
}

function readLockInfo(detail: string): LockHolder {
  const holder: LockHolder = {};
  const lines = detail.split(/\r?\n/);
  const start = lines.findIndex((line) => /^\s*Lock Info:\s*$/.test(line));
  if (start < 0) return holder;
  for (const line of lines.slice(start + 1)) {
    const field = /^\s*(ID|Path|Operation|Who|Version|Created|Info):(.*)$/.exec(line);
    if (field === null) break;
    const key = FIELDS[field[1] ?? ""];
    const value = (field[2] ?? "").trim();
    if (key !== undefined && value !== "") holder[key] = value;
  }
  return holder;
}
