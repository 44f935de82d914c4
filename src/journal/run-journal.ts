/**
 * Where a stack's journal lives: a local file beside file-based state, plus a durable copy
 * next to remote state (a table in the pg backend's database, objects in the s3 backend's
 * bucket beside the state, or a configured directory).
 */
import { messageOf } from "../errors.js";
import { pathWithin } from "../files/within.js";
import { workdirRootOf } from "../platform/registry.js";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { BackendConfig } from "../backends/backend-config.js";
import { pgConnString } from "../backends/backend-config.js";
import { FileJournalStore } from "./file-store.js";
import { DirJournalStore } from "./dir-store.js";
import { PgJournalStore } from "./pg-store.js";
import { S3JournalStore } from "./s3-store.js";
import { readS3BackendSettings } from "../backends/s3-backend.js";
import { Journal } from "./journal.js";

import {
  type JournalEntry,
  JOURNAL_VERSION,
  type JournalHeader,
  type JournalKey,
  type JournalState,
  recordKey,
} from "./entries.js";
import { foldJournal, isTerminal } from "./fold.js";
import { type DurableStore } from "./store.js";
import { type Settings } from "../settings/index.js";
export function journalKey(settings: Settings): JournalKey {
  const workdir = workdirKey(settings.workdir);
  return {
    project: settings.project,
    stack: settings.stack,
    workdir,
    // Journals written before the key was relative to the git work tree named the absolute path.
    ...(workdir === settings.workdir ? {} : { workdirAliases: [settings.workdir] }),
  };
}

/**
 * The workdir relative to the repository checkout (a CI platform's checkout directory,
 * `Platform.workdirRoot`, else the git
 * work tree that holds it), so the CLI and the Action/Pipe on one directory, and runs on other
 * machines, name it the same. Absolute only outside any checkout.
 */
function workdirKey(workdir: string): string {
  const root = workdirRootOf(process.env) ?? gitWorkTree(workdir);
  return (root ? pathWithin(root, workdir) : undefined) ?? workdir;
}

function gitWorkTree(dir: string): string | undefined {
  for (let current = dir; ; current = path.dirname(current)) {
    if (existsSync(path.join(current, ".git"))) return current;
    if (current === path.dirname(current)) return undefined;
  }
}

export function durableStores(
  settings: Settings,
  backend: BackendConfig,
  env: NodeJS.ProcessEnv,
): DurableStore[] {
  const stores: DurableStore[] = [];
  if (backend.type === "pg")
    stores.push(new PgJournalStore(pgConnString(backend.config, env), { env }));
  if (backend.type === "s3") {
    const s3 = readS3BackendSettings(backend.config, settings.workdir, env);
    if (!s3.assumeRole) stores.push(new S3JournalStore(s3));
  }
  if (settings.journalDir !== undefined) stores.push(new DirJournalStore(settings.journalDir));
  return stores;
}

export function runHeader(settings: Settings, command: string): JournalHeader {
  const header: JournalHeader = {
    version: JOURNAL_VERSION,
    runId: settings.run.runId ?? `local-${process.pid}-${Date.now()}`,
    platform: settings.run.platform,
    engine: settings.engine,
    project: settings.project,
    stack: settings.stack,
    workdir: journalKey(settings).workdir,
    host: os.hostname(),
    user: os.userInfo().username,
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command,
  };
  if (settings.run.runUrl) header.runUrl = settings.run.runUrl;
  if (settings.run.attempt) header.attempt = settings.run.attempt;
  if (settings.run.job) header.job = settings.run.job;
  if (settings.run.index) header.index = settings.run.index;
  return header;
}

export function openJournal(
  settings: Settings,
  durable: DurableStore[],
  onWarning: (m: string) => void,
  local: FileJournalStore = FileJournalStore.forStack(settings.workdir, settings.stack),
  onLocalFailure?: (m: string) => void,
): Journal {
  return new Journal({
    local,
    durable,
    onWarning,
    ...(onLocalFailure ? { onLocalFailure } : {}),
  });
}

/** Entries of runs read from a durable copy, kept until recovery adopts the run (`adoptRun`). */
const durableEntries = new WeakMap<JournalState, readonly JournalEntry[]>();

/**
 * The newest run of this stack. An unfinished local run comes first (it is what must be
 * recovered); otherwise the newest of the local file and the durable copies wins, so a
 * journal carried along as an artifact cannot hide a newer run that died elsewhere. Reading
 * writes nothing: a run read from a durable copy becomes the local file only when recovery
 * adopts it (`adoptRun`) — a live run elsewhere is only looked at. Null when no run was ever
 * journaled.
 *
 * Where a durable copy exists, the local file alone proves no lock: its lock identity counts
 * only when the durable copy holds the same run with the same lock entry (the local file is
 * in the checkout's directory, which other code in the job can write).
 */
export async function readLatestRun(
  settings: Settings,
  durable: readonly DurableStore[],
): Promise<JournalState | null> {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack);
  const fromLocal = local.readState();
  const copies: { state: JournalState; entries: readonly JournalEntry[] }[] = [];
  const unfinishedHere = fromLocal !== null && !isTerminal(fromLocal);
  for (const store of durable) {
    let entries: readonly JournalEntry[];
    try {
      entries = await store.readLatestRun(journalKey(settings));
    } catch (error) {
      // A copy the backend's outage took with it: with this runner's own unfinished run in hand,
      // go on without it (its lock then counts only if a copy that answered names it too).
      if (!unfinishedHere) throw error;
      fromLocal.warnings.push(
        `the journal copy at ${store.location} could not be read (${messageOf(error)}): recovery goes on from ${local.file}`,
      );
      continue;
    }
    if (entries.length === 0) continue;
    copies.push({ state: foldJournal(entries, { source: store.location }), entries });
  }
  if (fromLocal && durable.length > 0) confirmLocalLock(fromLocal, copies, durable, local.file);
  if (fromLocal && !isTerminal(fromLocal)) return fromLocal;
  let newest = fromLocal;
  let newestEntries: readonly JournalEntry[] | null = null;
  for (const copy of copies) {
    // The same run in two copies: the fuller one (a copy the run could not reach during an
    // outage stops where the outage began; another — a journal directory — holds the rest).
    const fuller =
      newest !== null &&
      newestEntries !== null &&
      recordKey(copy.state.header) === recordKey(newest.header) &&
      copy.entries.length > newestEntries.length;
    if (
      newest === null ||
      fuller ||
      Date.parse(copy.state.header.startedAt) > Date.parse(newest.header.startedAt)
    ) {
      newest = copy.state;
      newestEntries = copy.entries;
      durableEntries.set(copy.state, copy.entries);
    }
  }
  return newest;
}

/** Drops the local file's lock identities unless a durable copy of the same run confirms them. */
function confirmLocalLock(
  local: JournalState,
  copies: readonly { state: JournalState }[],
  durable: readonly DurableStore[],
  file: string,
): void {
  const copiesOfRun = copies.filter((c) => recordKey(c.state.header) === recordKey(local.header));
  // A recovery's own lock likewise: only one a durable copy of the run names too.
  if (local.recoveryLocks !== undefined) {
    const confirmed = new Set(
      copiesOfRun.flatMap((c) => (c.state.recoveryLocks ?? []).map((l) => l.lockId)),
    );
    local.recoveryLocks = local.recoveryLocks.filter((l) => confirmed.has(l.lockId));
  }
  if (local.lockId === undefined) return;
  if (copiesOfRun.some((c) => c.state.lockId === local.lockId)) return;
  const same = copiesOfRun[0];
  local.warnings.push(
    `the local journal ${file} names lock ${JSON.stringify(local.lockId)} for run ${local.header.runId}, ` +
      `but the durable copy (${durable.map((d) => d.location).join(", ")}) ${same ? `names ${same.state.lockId === undefined ? "no lock" : JSON.stringify(same.state.lockId)}` : "does not hold that run"}: ` +
      `the lock is not treated as that run's.`,
  );
  local.unconfirmedLockId = local.lockId;
  delete local.lockId;
}

/**
 * Every unfinished run of this stack, oldest first (issue 25): this workdir's own unfinished
 * run and every unfinished run any durable copy keeps, one per record key (entries.ts
 * `recordKey`; the fuller copy of a run wins, the local file for its own run). A later run
 * never hides an earlier one. The local file's lock identity counts only as `readLatestRun`
 * says. A copy that cannot be read fails the read, unless this runner holds an unfinished run
 * of its own (then it is a warning on that run, as in `readLatestRun`).
 */
export async function readUnfinishedRuns(
  settings: Settings,
  durable: readonly DurableStore[],
): Promise<JournalState[]> {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack);
  const fromLocal = local.readState();
  const here = fromLocal !== null && !isTerminal(fromLocal) ? fromLocal : null;
  const byKey = new Map<string, { state: JournalState; entries: readonly JournalEntry[] | null }>();
  const copies: { state: JournalState; entries: readonly JournalEntry[] }[] = [];
  for (const store of durable) {
    let runs: JournalEntry[][];
    try {
      runs = await store.readUnfinishedRuns(journalKey(settings));
    } catch (error) {
      if (here === null) throw error;
      here.warnings.push(
        `the journal copy at ${store.location} could not be read (${messageOf(error)}): recovery goes on from ${local.file}`,
      );
      continue;
    }
    for (const entries of runs) {
      const state = foldJournal(entries, { source: store.location });
      copies.push({ state, entries });
      const key = recordKey(state.header);
      const known = byKey.get(key);
      if (
        known === undefined ||
        (known.entries !== null && entries.length > known.entries.length)
      ) {
        byKey.set(key, { state, entries });
      }
    }
  }
  if (here !== null) {
    if (durable.length > 0) confirmLocalLock(here, copies, durable, local.file);
    byKey.set(recordKey(here.header), { state: here, entries: null });
  }
  const runs = [...byKey.values()];
  for (const run of runs) if (run.entries !== null) durableEntries.set(run.state, run.entries);
  return runs
    .map((run) => run.state)
    .sort((a, b) => Date.parse(a.header.startedAt) - Date.parse(b.header.startedAt));
}

/**
 * Makes a run read from a durable copy a local journal file, so recovery can append to it
 * (call only once recovery may touch the run), and returns that file: the stack's journal file
 * when it holds no unfinished run of another record, else a file of the run's own beside it
 * (`<stack>.adopted-<hash>.ndjson`). A run read locally stays where it is.
 */
export function adoptRun(settings: Settings, state: JournalState): FileJournalStore {
  const main = FileJournalStore.forStack(settings.workdir, settings.stack);
  const entries = durableEntries.get(state);
  if (entries === undefined) return main;
  const held = main.readState();
  const free =
    held === null || isTerminal(held) || recordKey(held.header) === recordKey(state.header);
  const target = free ? main : adoptedFile(settings, state);
  target.restore(entries);
  durableEntries.delete(state);
  return target;
}

function adoptedFile(settings: Settings, state: JournalState): FileJournalStore {
  const main = FileJournalStore.forStack(settings.workdir, settings.stack).file;
  const hash = createHash("sha256").update(recordKey(state.header)).digest("hex").slice(0, 16);
  return new FileJournalStore(main.replace(/\.ndjson$/, `.adopted-${hash}.ndjson`), {
    workdir: settings.workdir,
  });
}

/** Reads every unfinished run once: opens the durable copies for the read and closes them after. */
export async function readUnfinishedRunsOnce(
  settings: Settings,
  backend: BackendConfig,
  env: NodeJS.ProcessEnv,
): Promise<JournalState[]> {
  const durable = durableStores(settings, backend, env);
  try {
    return await readUnfinishedRuns(settings, durable);
  } finally {
    for (const store of durable) await store.close().catch(() => undefined);
  }
}

/** Reads the newest run once: opens the durable copies for the read and closes them after. */
export async function readLatestRunOnce(
  settings: Settings,
  backend: BackendConfig,
  env: NodeJS.ProcessEnv,
): Promise<JournalState | null> {
  const durable = durableStores(settings, backend, env);
  try {
    return await readLatestRun(settings, durable);
  } finally {
    for (const store of durable) await store.close().catch(() => undefined);
  }
}
