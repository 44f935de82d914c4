/**
 * The state backends the Terraform chaos suite runs on, one driver each: the HCL of a stack on
 * it, stackgate's flags, how to read its lock FROM THE BACKEND ITSELF (never from stackgate), the
 * durable journal copy stackgate keeps for it, and what a SIGKILL of the whole run does to its
 * lock.
 *
 * Adding a backend (say `s3`): start its server in `createChaosWorld` (world.ts) and expose it
 * on the world, add its name to `CHAOS_BACKENDS` and a driver to `DRIVERS` below (the type
 * checker asks for one per name). `planTrials` spreads trials over every name in the list and
 * the coverage assertions (coverage.ts) then demand, for it too, the mid-apply share per signal,
 * a SIGKILL that struck after creates had finished, and — as its driver declares — one that
 * left orphans (`sigkillLeavesOrphans`) and one that left the lock held (`sigkillStrandsLock`).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { LockInfo } from "../http-lock-server.js";
import { s3BackendHcl } from "../s3-servers.js";
import { dirJournalEntries, pgJournalEntries, readJournalText } from "./journal.js";
import { isRunning } from "./procs.js";
import type { ChaosWorld } from "./world.js";

export const CHAOS_BACKENDS = ["local", "pg", "http", "s3-dynamodb", "s3-lockfile"] as const;
export type ChaosBackend = (typeof CHAOS_BACKENDS)[number];

export interface Stack {
  backend: ChaosBackend;
  /** stackgate stack name (also the http state name, and the pg schema with `_`). */
  name: string;
  /** HCL `terraform { backend ... }` block ("" for local). */
  hcl: string;
  /** pg schema of the state. */
  schema?: string;
  /** Extra stackgate flags every command of this stack gets. */
  flags: string[];
}

export interface AdvisoryLock {
  pid: number;
  classid: string;
  objid: string;
  objsubid: string;
  granted: boolean;
}

/** One POSIX (fcntl) lock from /proc/locks. */
export interface PosixLock {
  pid: number;
  inode: number;
  line: string;
}

export interface LockSnapshot {
  /** http: the server's holder. */
  httpHolder?: LockInfo | null;
  /** pg: every advisory lock in the cluster (the trials run one at a time). */
  pgAdvisory?: AdvisoryLock[];
  /** local: the fcntl locks the kernel lists on `terraform.tfstate` (/proc/locks). */
  localFcntl?: PosixLock[];
  /**
   * local: the content of `.terraform.tfstate.lock.info`, null when absent. Terraform writes it
   * when it takes the fcntl lock and deletes it when it releases the lock; left behind by a
   * SIGKILL it is not a lock (the next `Lock` takes the fcntl lock and overwrites it).
   */
  localLockInfo?: string | null;
  /** s3: the lock JSON of each lock record present (DynamoDB item, `.tflock` object). */
  s3Locks?: string[];
  error?: string;
}

export interface DurableJournal {
  /** Where the copy lives, for messages. */
  where: string;
  entries: Record<string, unknown>[] | null;
  error?: string;
}

export interface BackendDriver {
  /** A stack named `name`; `durableDir`: where stackgate keeps a durable journal copy, if asked. */
  stack(world: ChaosWorld, name: string, durableDir?: string): Stack;
  snapshot(world: ChaosWorld, stack: Stack, dir: string): Promise<LockSnapshot>;
  /** The durable journal copy stackgate keeps for this backend (null: none). */
  durableJournal(
    world: ChaosWorld,
    stack: Stack,
    durableDir: string,
  ): Promise<DurableJournal | null>;
  /** A SIGKILL of every process of the run leaves this backend's lock held (recover frees it). */
  readonly sigkillStrandsLock: boolean;
  /**
   * The engine takes this backend's lock itself and stackgate journals its ID only once the
   * engine changes a resource (http; docs/SECURITY.md measures the window): a SIGKILL in
   * between leaves a lock no journal names, which recover must keep for a person. Elsewhere
   * the window is closed (s3: stackgate takes the lock itself, ID journaled first; pg: the
   * session identity is journaled before the engine starts; local: the lock dies with it).
   */
  readonly unnamedLockWindow: boolean;
  /**
   * A SIGKILL after some creates finished and before the apply did leaves orphans: resources
   * that exist but are not in the stored state (Terraform writes remote state only every
   * ≥ 20 s during an apply).
   */
  readonly sigkillLeavesOrphans: boolean;
}

const DRIVERS: Readonly<Record<ChaosBackend, BackendDriver>> = {
  local: {
    stack: (_world, name) => ({ backend: "local", name, hcl: "", flags: ["--stack", name] }),
    snapshot: (_world, _stack, dir) => Promise.resolve(localSnapshot(dir)),
    durableJournal: () => Promise.resolve(null),
    // The lock is an fcntl lock: the kernel drops it with its process.
    sigkillStrandsLock: false,
    unnamedLockWindow: false,
    // Terraform writes the local state file after every resource: a SIGKILL finds every
    // finished create in state (measured: markers 4/6, orphans 0).
    sigkillLeavesOrphans: false,
  },
  pg: {
    stack(world, name) {
      if (world.pg === null) throw new Error("this world has no PostgreSQL");
      const schema = name.replace(/[^A-Za-z0-9_]/g, "_");
      const hcl = `terraform {
  backend "pg" {
    conn_str    = "${world.pg.url}"
    schema_name = "${schema}"
  }
}
`;
      return { backend: "pg", name, hcl, schema, flags: ["--stack", name] };
    },
    snapshot: async (world) => ({ pgAdvisory: await advisoryLocks(world) }),
    async durableJournal(world, stack) {
      const read = await pgJournalEntries(world, stack.name);
      return { where: "the pg journal copy (table stackgate.journal)", ...read };
    },
    // Advisory locks are the session's: they die with the connection.
    sigkillStrandsLock: false,
    unnamedLockWindow: false,
    sigkillLeavesOrphans: true,
  },
  http: {
    stack(world, name, durableDir) {
      if (world.http === null) throw new Error("this world has no lock server");
      const a = world.http.addresses(name);
      const hcl = `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
`;
      const flags = ["--stack", name, ...(durableDir ? ["--journal-dir", durableDir] : [])];
      return { backend: "http", name, hcl, flags };
    },
    snapshot: (world, stack) =>
      Promise.resolve({ httpHolder: world.http?.holder(stack.name) ?? null }),
    async durableJournal(_world, _stack, durableDir) {
      return { where: "the --journal-dir copy", entries: await dirJournalEntries(durableDir) };
    },
    sigkillStrandsLock: true,
    unnamedLockWindow: true,
    sigkillLeavesOrphans: true,
  },
  "s3-dynamodb": s3Driver("dynamodb"),
  "s3-lockfile": s3Driver("lockfile"),
};

/** The bucket and DynamoDB table every s3 stack of a chaos world uses. */
export const CHAOS_BUCKET = "chaos";
export const CHAOS_LOCK_TABLE = "locks";

/** The s3 state key of a stack. */
export function s3StateKey(name: string): string {
  return `${name}/terraform.tfstate`;
}

/** An s3 stack that locks with a DynamoDB item or with the `.tflock` object. */
function s3Driver(lock: "dynamodb" | "lockfile"): BackendDriver {
  const backend = lock === "dynamodb" ? "s3-dynamodb" : "s3-lockfile";
  return {
    stack(world, name) {
      if (world.s3 === null) throw new Error("this world has no S3/DynamoDB servers");
      const hcl = s3BackendHcl(world.s3.servers, {
        bucket: CHAOS_BUCKET,
        key: s3StateKey(name),
        lock,
        table: CHAOS_LOCK_TABLE,
      });
      // A SIGKILL between Terraform's state write and its digest write leaves a digest
      // mismatch; the trials let recover repair it (the opt-in policy) so the run converges.
      return { backend, name, hcl, flags: ["--stack", name, "--state-digest", "repair"] };
    },
    snapshot: async (world, stack) => ({ s3Locks: await s3Locks(world, stack.name) }),
    async durableJournal(world, stack) {
      if (world.s3 === null) return null;
      const prefix = `${s3StateKey(stack.name)}.stackgate/journal/`;
      const entries: Record<string, unknown>[] = [];
      for (const key of await world.s3.probe.listKeys(CHAOS_BUCKET, prefix)) {
        const body = await world.s3.probe.object(CHAOS_BUCKET, key);
        if (body !== null) entries.push(...readJournalText(key, body).entries);
      }
      return { where: `the bucket's journal copy (${prefix})`, entries };
    },
    // Neither the DynamoDB item nor the lock object dies with its owner.
    sigkillStrandsLock: true,
    unnamedLockWindow: false,
    sigkillLeavesOrphans: true,
  };
}

/** Both s3 lock records of a stack that exist (whatever the stack's lock kind). */
export async function s3Locks(world: ChaosWorld, name: string): Promise<string[]> {
  if (world.s3 === null) return [];
  const key = s3StateKey(name);
  const records = await Promise.all([
    world.s3.probe.dynamo(CHAOS_LOCK_TABLE, `${CHAOS_BUCKET}/${key}`),
    world.s3.probe.lockfile(CHAOS_BUCKET, `${key}.tflock`),
  ]);
  return records.filter((r): r is string => r !== null);
}

export function backendDriver(backend: ChaosBackend): BackendDriver {
  return DRIVERS[backend];
}

/** A stack on `backend` (the http one keeps its durable journal in `journalDir`). */
export function stackFor(
  world: ChaosWorld,
  backend: ChaosBackend,
  name: string,
  journalDir?: string,
): Stack {
  return DRIVERS[backend].stack(world, name, journalDir);
}

export async function lockSnapshot(
  world: ChaosWorld,
  stack: Stack,
  dir: string,
): Promise<LockSnapshot> {
  try {
    return await DRIVERS[stack.backend].snapshot(world, stack, dir);
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

export async function advisoryLocks(world: ChaosWorld): Promise<AdvisoryLock[]> {
  if (world.pg === null) return [];
  return world.pg.queryJson<AdvisoryLock>(
    "SELECT pid, classid::text AS classid, objid::text AS objid, objsubid::text AS objsubid, granted " +
      "FROM pg_locks WHERE locktype = 'advisory' ORDER BY pid",
  );
}

/** The local backend's lock, from the kernel (/proc/locks) and the lock info file. */
export function localSnapshot(dir: string, procLocks = readProcLocks()): LockSnapshot {
  return localStateSnapshot(join(dir, "terraform.tfstate"), procLocks);
}

/**
 * The local backend's lock on the state file `state` (any `path`): the fcntl locks on it and
 * Terraform's lock info file beside it (`.<name>.lock.info`).
 */
export function localStateSnapshot(state: string, procLocks = readProcLocks()): LockSnapshot {
  const info = join(dirname(state), `.${basename(state)}.lock.info`);
  const localLockInfo = existsSync(info) ? readFileSync(info, "utf8") : null;
  if (!existsSync(state)) return { localFcntl: [], localLockInfo };
  const stat = statSync(state);
  const device = `${hex2((stat.dev >> 8) & 0xfff)}:${hex2((stat.dev & 0xff) | ((stat.dev >> 12) & 0xfff00))}`;
  return { localFcntl: posixLocksOn(procLocks, device, stat.ino), localLockInfo };
}

function hex2(n: number): string {
  return n.toString(16).padStart(2, "0");
}

function readProcLocks(): string {
  return readFileSync("/proc/locks", "utf8");
}

/** The POSIX locks /proc/locks lists on one file (`N: POSIX ADVISORY WRITE pid maj:min:inode …`). */
export function posixLocksOn(procLocks: string, device: string, inode: number): PosixLock[] {
  const locks: PosixLock[] = [];
  for (const line of procLocks.split("\n")) {
    const m = /^\d+:\s+(?:->\s+)?POSIX\s+\S+\s+\S+\s+(\d+)\s+([0-9a-f]+:[0-9a-f]+):(\d+)\s/.exec(
      line,
    );
    if (m === null || m[2] !== device || Number(m[3]) !== inode) continue;
    locks.push({ pid: Number(m[1]), inode, line: line.trim() });
  }
  return locks;
}

/**
 * A lock that is still held, read from the backend: the http holder, any granted advisory lock,
 * an fcntl lock on the local state. Called when every process of the trial is dead, so any held
 * lock is a dead owner's (or a leaked one's) — the invariant (a)/(g) violation.
 */
export function strandedLock(snapshot: LockSnapshot): string | null {
  if (snapshot.error !== undefined) return `lock state unreadable: ${snapshot.error}`;
  if (snapshot.httpHolder) return `lock server holder ${JSON.stringify(snapshot.httpHolder)}`;
  const granted = (snapshot.pgAdvisory ?? []).filter((l) => l.granted);
  if (granted.length > 0) return `PostgreSQL advisory locks ${JSON.stringify(granted)}`;
  if ((snapshot.s3Locks ?? []).length > 0) return `s3 locks ${JSON.stringify(snapshot.s3Locks)}`;
  const fcntl = snapshot.localFcntl ?? [];
  if (fcntl.length > 0) {
    const owners = fcntl.map((l) => `pid ${l.pid}${isRunning(l.pid) ? " (running)" : ""}`);
    const info = snapshot.localLockInfo ?? null;
    return (
      `fcntl lock on terraform.tfstate held by ${owners.join(", ")}` +
      (info === null ? " (no .terraform.tfstate.lock.info)" : `; lock info ${info.trim()}`)
    );
  }
  return null;
}

/**
 * After Terraform released the local lock cleanly (a graceful stop, a finished run) its lock
 * info file is gone; one left behind means the lock was never released by its owner.
 */
export function leftLockInfo(snapshot: LockSnapshot): string | null {
  const info = snapshot.localLockInfo ?? null;
  return info === null ? null : `.terraform.tfstate.lock.info left behind: ${info.trim()}`;
}
