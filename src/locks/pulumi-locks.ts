/**
 * Pulumi DIY backend locks, read directly from the backend: one file per locking process at
 * `<backend>/.pulumi/locks/organization/<project>/<stack>/<uuid>.json` (legacy layout:
 * `.pulumi/locks/<stack>/<uuid>.json`) holding compact JSON `{"pid","username","hostname","timestamp"}`.
 * Locks never expire, and `pulumi cancel` on a DIY backend deletes every lock file of the stack
 * without looking at them, so stackgate never runs it: it deletes exactly one file, and only
 * when the evidence says that file's owner is dead.
 *
 * Local `file://`, `s3://` (pulumi-locks-s3.ts) and `postgres://` (pulumi-locks-postgres.ts)
 * backends are implemented; other object stores (`gs://`, `azblob://`) answer `unsupported`
 * through the same interface until an implementation is added.
 * Pulumi Cloud has no lock files: its lease is the update in progress (see parse-history.ts).
 */
import { messageOf } from "../errors.js";
import { existsSync, lstatSync, readdirSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";
import type {
  PulumiLockFile,
  PulumiLockListing,
  PulumiLockStore,
} from "../engines/pulumi/lock-files.js";
import type { PulumiBackend, PulumiStackRef } from "../engines/pulumi/project.js";
import type { RunState } from "./liveness.js";
import type { JournalRun, OwnershipVerdict } from "./ownership.js";
import { shellQuote } from "../process/shell-quote.js";
import { parseS3BackendUrl, S3PulumiLockStore } from "./pulumi-locks-s3.js";
import { parsePostgresBackendUrl, PostgresPulumiLockStore } from "./pulumi-locks-postgres.js";
import { parseLockContent } from "./pulumi-lock-file.js";
import { removeBrokenCheckpointSidecars } from "./pulumi-checkpoint-sidecar.js";

/** The lock directories of a stack: project layout first, then the legacy one. */
function lockDirectories(root: string, ref: PulumiStackRef): string[] {
  return [
    path.join(root, ".pulumi", "locks", "organization", ref.project, ref.stack),
    path.join(root, ".pulumi", "locks", ref.stack),
  ];
}

class FileLockStore implements PulumiLockStore {
  constructor(
    readonly backendUrl: string,
    private readonly root: string,
    private readonly ref: PulumiStackRef,
  ) {}

  repairCheckpoint(): Promise<string[]> {
    return Promise.resolve(removeBrokenCheckpointSidecars(this.root, this.ref));
  }

  list(): Promise<PulumiLockListing> {
    const locks: PulumiLockFile[] = [];
    for (const dir of lockDirectories(this.root, this.ref)) {
      if (!existsSync(dir)) continue;
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (!entry.isFile() || !entry.name.endsWith(".json")) continue;
        const file = path.join(dir, entry.name);
        let raw: string;
        try {
          raw = readFileSync(file, "utf8");
        } catch {
          continue; // removed by its owner while we listed
        }
        locks.push({
          id: entry.name.slice(0, -".json".length),
          path: file,
          raw,
          ...parseLockContent(raw),
        });
      }
    }
    return Promise.resolve({ kind: "listed", locks });
  }

  remove(lock: PulumiLockFile): Promise<void> {
    try {
      removeIfUnchanged(lock);
      return Promise.resolve();
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  manualCommand(lock: PulumiLockFile | null): string {
    return lock
      ? `rm -f ${shellQuote(lock.path)} ${shellQuote(`${lock.path}.attrs`)}`
      : `ls ${lockDirectories(this.root, this.ref).map(shellQuote).join(" ")}`;
  }
}

class UnsupportedLockStore implements PulumiLockStore {
  constructor(
    readonly backendUrl: string,
    private readonly reason: string,
    private readonly manual: string,
  ) {}
  list(): Promise<PulumiLockListing> {
    return Promise.resolve({ kind: "unsupported", reason: this.reason });
  }
  remove(): Promise<void> {
    return Promise.reject(new Error(this.reason));
  }
  manualCommand(): string {
    return this.manual;
  }
}

/** The object store's lock store, or `unsupported` with the reason when its URL cannot be used. */
function openObjectLockStore(
  url: string,
  ref: PulumiStackRef,
  open: () => PulumiLockStore,
): PulumiLockStore {
  try {
    return open();
  } catch (error) {
    return new UnsupportedLockStore(url, messageOf(error), manualObjectCommand(url, ref));
  }
}

function manualObjectCommand(url: string, ref: PulumiStackRef): string {
  return `list and remove the one dead owner's object under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${url} (never \`pulumi cancel\`: it deletes every lock)`;
}

export function createPulumiLockStore(
  backend: PulumiBackend,
  ref: PulumiStackRef,
  env: NodeJS.ProcessEnv = process.env,
): PulumiLockStore {
  switch (backend.kind) {
    case "diy-file":
      return new FileLockStore(backend.url, backend.root, ref);
    case "diy-object":
      if (backend.scheme === "s3") {
        return openObjectLockStore(
          backend.url,
          ref,
          () => new S3PulumiLockStore(backend.url, ref, parseS3BackendUrl(backend.url, env)),
        );
      }
      if (backend.scheme === "postgres") {
        return openObjectLockStore(
          backend.url,
          ref,
          () =>
            new PostgresPulumiLockStore(
              backend.url,
              ref,
              parsePostgresBackendUrl(backend.url, env),
            ),
        );
      }
      return new UnsupportedLockStore(
        backend.url,
        `reading lock files on ${backend.scheme}:// DIY backends is not implemented yet (only file://, s3:// and postgres://): ` +
          `look under .pulumi/locks/organization/${ref.project}/${ref.stack}/ in ${backend.url}`,
        manualObjectCommand(backend.url, ref),
      );
    case "cloud":
      return new UnsupportedLockStore(
        backend.url,
        `Pulumi Cloud keeps update leases server-side: a held lease shows up as "[409] Conflict: Another update is currently in progress" when an update starts`,
        `wait for the update in progress to finish; only if its run is dead: pulumi cancel --yes --stack ${ref.qualified}`,
      );
  }
}

export interface PulumiLockEvidence {
  lock: PulumiLockFile;
  thisHost: string;
  isPidAlive: (pid: number) => boolean;
  /** Our newest journal run for this stack, if any. */
  journal: JournalRun | null;
  /** What the platform says about the journal's run. */
  runState: RunState;
  staleAfterMs?: number;
  now: Date;
  /** `unlock --force`: breaks a lock whose owner cannot be checked, never a live one here. */
  force: boolean;
}

/**
 * Whether a lock file's owner is dead. The file names its owner's host and pid: on this host a
 * gone pid is proof, a live pid is a live owner (whatever else is claimed, even `--force`).
 * On another host: our journal's run that owned that pid, finished according to the platform;
 * or (opt-in) the lock is older than `stale-after`; or `--force`. Otherwise: unknown, kept.
 */
export function decidePulumiLockOwnership(e: PulumiLockEvidence): OwnershipVerdict {
  const { lock } = e;
  const owner = `${lock.username}@${lock.hostname} (pid ${lock.pid ?? "?"})`;
  if (lock.unreadable !== undefined) {
    return e.force
      ? {
          kind: "dead",
          reason: `--force was given (the lock file is unreadable: ${lock.unreadable})`,
        }
      : {
          kind: "unknown",
          reason: `the lock file ${lock.path} is unreadable (${lock.unreadable}): its owner cannot be checked`,
        };
  }
  if (lock.pid !== null && lock.hostname === e.thisHost) {
    if (e.isPidAlive(lock.pid)) {
      return { kind: "alive", reason: `its owner ${owner} is still running on this host` };
    }
    return { kind: "dead", reason: `its owner ${owner} ran on this host and that process is gone` };
  }
  const run = e.journal;
  if (run && !run.terminal && run.host === lock.hostname && run.enginePid === lock.pid) {
    if (e.runState === "finished") {
      return {
        kind: "dead",
        reason: `our journal's run ${run.runId} took it on ${run.host} (engine pid ${lock.pid}) and that run has finished according to the CI platform`,
      };
    }
    if (e.runState === "running") {
      return {
        kind: "alive",
        reason: `our journal's run ${run.runId} on ${run.host} is still running according to the CI platform`,
      };
    }
  }
  const created = Date.parse(lock.timestamp);
  if (e.staleAfterMs !== undefined && !Number.isNaN(created)) {
    const age = e.now.getTime() - created;
    if (age > e.staleAfterMs) {
      return {
        kind: "dead",
        reason: `the lock is ${Math.round(age / 60_000)} min old, older than stale-after (${Math.round(e.staleAfterMs / 60_000)} min)`,
      };
    }
  }
  if (e.force) return { kind: "dead", reason: "--force was given" };
  return {
    kind: "unknown",
    reason: `its owner ${owner} is on another machine and nothing proves that process is gone`,
  };
}

/** Deletes the file only while it still holds what was listed (its owner may have replaced it). */
function removeIfUnchanged(lock: PulumiLockFile): void {
  let current: string;
  try {
    current = readFileSync(lock.path, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (current !== lock.raw) {
    throw new Error(`the lock file ${lock.path} changed since it was inspected: not removed`);
  }
  unlinkSync(lock.path);
  removeAttributesSidecar(lock.path);
}

/**
 * gocloud's fileblob (Pulumi's file:// backend) keeps each object's attributes in a file beside
 * it, `<lock>.json.attrs` (measured on v3.274.1), and removes it with the lock: so does a release.
 * Only a regular file is removed, never through a symlink.
 */
function removeAttributesSidecar(lockPath: string): void {
  const sidecar = `${lockPath}.attrs`;
  try {
    if (lstatSync(sidecar).isFile()) unlinkSync(sidecar);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
}
