/**
 * A `terraform init` killed while it writes `.terraform/terraform.tfstate` (the backend settings,
 * not the state) leaves that file empty or cut short, and every later Terraform command fails
 * on it. stackgate marks its own init while it runs; when the marker is still there and the
 * file cannot be read, that init was stackgate's, made from the configuration files alone, so
 * moving the file aside and initialising again restores exactly what it was. Without the
 * marker the file came from somebody else's init (perhaps with -backend-config arguments that
 * stackgate does not know): then it is left alone and the error says what to do.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { isRecord } from "../../model/json.js";

function markerFile(backendFile: string): string {
  return `${backendFile}.stackgate-init`;
}

/** Written just before stackgate starts `init`. */
export function markInitStarted(backendFile: string, args: readonly string[]): void {
  mkdirSync(path.dirname(backendFile), { recursive: true });
  writeFileSync(
    markerFile(backendFile),
    `${JSON.stringify({ pid: process.pid, startedAt: new Date().toISOString(), args })}\n`,
  );
}

/** Removed once `init` exited by itself (whatever its exit code): it wrote what it meant to. */
export function markInitEnded(backendFile: string): void {
  rmSync(markerFile(backendFile), { force: true });
}

function isReadableObject(text: string): boolean {
  try {
    return isRecord(JSON.parse(text));
  } catch {
    return false;
  }
}

/**
 * When stackgate's own init was killed and left the backend settings unreadable, moves them
 * aside (nothing is deleted) and returns where they went. A marker beside readable settings is
 * stale (that init got past writing them) and is removed, so it can never vouch for a file
 * somebody else's init writes later. Otherwise changes nothing and returns null.
 */
export function setAsideInterruptedInit(backendFile: string): string | null {
  if (!existsSync(markerFile(backendFile)) || !existsSync(backendFile)) return null;
  if (isReadableObject(readFileSync(backendFile, "utf8"))) {
    markInitEnded(backendFile);
    return null;
  }
  const aside = `${backendFile}.interrupted-${Date.now()}`;
  renameSync(backendFile, aside);
  return aside;
}
