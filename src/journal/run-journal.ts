/**
 * Where a stack's journal lives: a local file beside file-based state, plus a durable copy
 * next to remote state (a table in the pg backend's database, objects in the s3 backend's
 * bucket beside the state, or a configured directory).
 */
import { pathWithin } from "../files/within.js";
import { existsSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import type { BackendConfig } from "../backends/backend-config.js";
import { pgConnString } from "../backends/backend-config.js";
import { FileJournalStore, DirJournalStore } from "./file-store.js";
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
 * The workdir relative to the repository checkout (the CI's checkout directory, else the git
 * work tree that holds it), so the CLI and the Action/Pipe on one directory, and runs on other
 * machines, name it the same. Absolute only outside any checkout.
 */
function workdirKey(workdir: string): string {
  const root =
    process.env.GITHUB_WORKSPACE ?? process.env.BITBUCKET_CLONE_DIR ?? gitWorkTree(workdir);
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
  return header;
}

export function openJournal(
  settings: Settings,
  durable: DurableStore[],
  onWarning: (m: string) => void,
): Journal {
  return new Journal({
    local: FileJournalStore.forStack(settings.workdir, settings.stack),
    durable,
    onWarning,
  });
}

/**
 * The newest run of this stack. An unfinished local run comes first (it is what must be
 * recovered); otherwise the newest of the local file and the durable copies wins, so a
 * journal carried along as an artifact cannot hide a newer run that died elsewhere. A run
 * read from a durable copy is written back locally so the rest of recovery works on one file.
 * Null when no run was ever journaled.
 */
export async function readLatestRun(
  settings: Settings,
  durable: readonly DurableStore[],
): Promise<JournalState | null> {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack);
  let newest = local.readState();
  if (newest && !isTerminal(newest)) return newest;
  let fromDurable: readonly JournalEntry[] | null = null;
  for (const store of durable) {
    const entries = await store.readLatestRun(journalKey(settings));
    if (entries.length === 0) continue;
    const state = foldJournal(entries, { source: store.location });
    // The same run in two copies: the fuller one (a copy the run could not reach during an
    // outage stops where the outage began; another — a journal directory — holds the rest).
    const fuller =
      newest !== null &&
      fromDurable !== null &&
      state.header.runId === newest.header.runId &&
      entries.length > fromDurable.length;
    if (
      newest === null ||
      fuller ||
      Date.parse(state.header.startedAt) > Date.parse(newest.header.startedAt)
    ) {
      newest = state;
      fromDurable = entries;
    }
  }
  if (fromDurable) local.restore(fromDurable);
  return newest;
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
