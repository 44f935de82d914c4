/**
 * A state the backend refused, kept as a GitHub workflow artifact where no durable journal
 * store is configured: on a GitHub-hosted runner the disk that holds `errored.tfstate` and the
 * journal is gone with the job, and the artifact service is what every JavaScript action is
 * given (ACTIONS_RUNTIME_TOKEN, ACTIONS_RESULTS_URL).
 *
 *   main, post  when the command (an apply the backend refused) or the post step's recovery
 *               left the state on this runner: the errored state and the run's journal are
 *               sealed under the plan key (journal/run-copy.ts) and uploaded through
 *               `@actions/artifact` as `stackgate-errored-state-<16 hex of the stack's key>`,
 *               kept RETENTION_DAYS (the least the service allows; a re-run within it finds it).
 *               Main keeps it at once (a runner lost before its post step takes the file with
 *               it); post replaces that copy with its fuller one (names are unique in a run).
 *   main step   before the pre-flight, on a runner that has neither the file nor an unfinished
 *               journal: the repository's artifacts of that name, newest first (REST
 *               `GET /repos/{owner}/{repo}/actions/artifacts?name=`, needs `actions: read`), are
 *               downloaded until one opens as this stack's; its journal and state are put where
 *               this runner would have had them, and the pre-flight recovers from them as on the
 *               runner that kept them. Once the backend holds the state the artifact is deleted
 *               (`DELETE …/actions/artifacts/{id}`, needs `actions: write`).
 *
 * Only sealed bytes are uploaded. An artifact that does not open (another stack's, another
 * plan key's, altered, or written by someone without the plan key) is refused and left alone.
 */
import { ArtifactNotFoundError, DefaultArtifactClient } from "@actions/artifact";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { readBackendConfig } from "../backends/backend-config.js";
import type { CiOutput } from "../ci/host.js";
import { messageOf } from "../errors.js";
import { FileJournalStore } from "../journal/file-store.js";
import { foldJournal, isTerminal } from "../journal/fold.js";
import { openRunCopy, RUN_COPY_FILES, runCopyName, sealRunCopy } from "../journal/run-copy.js";
import type { OpenedRunCopy } from "../journal/run-copy.js";
import { durableStores, journalKey } from "../journal/run-journal.js";
import type { GitHubClient } from "../platforms/github.js";
import type { RepoRef } from "../platforms/github/context.js";
import { erroredStatePath } from "../recovery/errored-state.js";
import { type Settings } from "../settings/index.js";

/** Days the artifact is kept: the service's minimum. */
const RETENTION_DAYS = 1;

export type Env = Readonly<Record<string, string | undefined>>;

/** The artifact the main step restored, to delete once the backend holds the state. */
export interface RestoredArtifact {
  id: number;
  name: string;
  runId: string;
  /** Older artifacts of the same name: stale once the restored one is taken. */
  older: number[];
}

/** The repository's artifacts through the REST API: the client, the repository, its token. */
export interface RepositoryAccess {
  github: GitHubClient;
  repo: RepoRef;
  /** The token `@actions/artifact` downloads with (`actions: read`). */
  token: string;
}

/** What the repository's artifact list says of one artifact (REST schema `artifact`). */
export interface ListedArtifact {
  id: number;
  name: string;
  expired: boolean;
  created_at: string | null;
  workflow_run?: { id?: number } | null;
}

/** The runner gives this step the artifact service (every JavaScript action has it). */
function hasArtifactService(env: Env): boolean {
  return Boolean(env.ACTIONS_RUNTIME_TOKEN) && Boolean(env.ACTIONS_RESULTS_URL);
}

/** GitHub Enterprise Server: not github.com, *.ghe.com or *.localhost (@actions/artifact's rule). */
function onEnterpriseServer(env: Env): boolean {
  let host: string;
  try {
    host = new URL(env.GITHUB_SERVER_URL || "https://github.com").hostname.toUpperCase();
  } catch {
    return true; // not a URL: not a server @actions/artifact would talk to either
  }
  return !(host === "GITHUB.COM" || host.endsWith(".GHE.COM") || host.endsWith(".LOCALHOST"));
}

/** True when a durable journal store keeps the sealed copy instead (pg, s3, journal dir). */
async function hasDurableStore(settings: Settings): Promise<boolean> {
  const stores = durableStores(
    settings,
    readBackendConfig(settings.workdir, process.env),
    process.env,
  );
  for (const store of stores) await store.close().catch(() => undefined);
  return stores.length > 0;
}

/**
 * Whether an artifact keeps this stack's errored state: not without the artifact service, nor
 * where a durable store keeps it (nothing to say then); not without a plan key to seal it
 * (`warning` says so).
 */
export async function artifactUse(
  settings: Settings,
  env: Env,
): Promise<{ use: true } | { use: false; warning?: string }> {
  if (!hasArtifactService(env)) return { use: false };
  if (onEnterpriseServer(env)) {
    return {
      use: false,
      warning:
        "@actions/artifact does not support GitHub Enterprise Server's artifact service: configure a durable journal store (input journal-dir, or a pg or s3 backend)",
    };
  }
  try {
    if (await hasDurableStore(settings)) return { use: false };
  } catch (error) {
    return { use: false, warning: `the durable stores could not be read: ${messageOf(error)}` };
  }
  if (settings.planKey === undefined) {
    return {
      use: false,
      warning: "no plan key is set to seal it (the state holds secrets): set input plan-key",
    };
  }
  return { use: true };
}

/**
 * When `errored.tfstate` is still on this runner — after a main step's command, and after the
 * post step's recovery — and no durable store keeps it: seals it with the run's journal and
 * uploads it, replacing this run's earlier copy. Never throws; resolves whether it was uploaded.
 */
export async function tryKeepErroredStateArtifact(
  settings: Settings,
  env: Env,
  output: CiOutput,
): Promise<boolean> {
  const file = erroredStatePath(settings.workdir);
  if (!existsSync(file)) return false;
  const name = runCopyName(journalKey(settings));
  const use = await artifactUse(settings, env);
  if (!use.use) {
    if (use.warning)
      output.warn(`${file} is not kept as workflow artifact ${name}: ${use.warning}`);
    return false;
  }
  try {
    const entries = FileJournalStore.forStack(settings.workdir, settings.stack).read();
    const { runId } = foldJournal(entries).header;
    const { project, stack, workdir } = journalKey(settings);
    const copy = sealRunCopy(
      { project, stack, workdir, runId, keptAt: new Date().toISOString() },
      readFileSync(file),
      entries,
      settings.planKey ?? "",
    );
    const id = await replaceRunArtifact(
      name,
      { [RUN_COPY_FILES.state]: copy.state, [RUN_COPY_FILES.journal]: copy.journal },
      RETENTION_DAYS,
    );
    output.info(
      `kept the state the backend refused as workflow artifact ${name} (id ${id}, ` +
        `sealed with the plan key, kept ${RETENTION_DAYS} day): the next run of this workflow restores it before it plans`,
    );
    return true;
  } catch (error) {
    output.warn(
      `could not keep ${file} as workflow artifact ${name}: ${messageOf(error)}. It exists only on this runner's disk.`,
    );
    return false;
  }
}

/**
 * Uploads `files` (name → bytes, 0600 in a private temp directory) as artifact `name`, after
 * deleting this run's earlier artifact of the name (names must be unique in a run; the later
 * copy is the fuller one). Without `retentionDays`, the repository's retention applies.
 * Resolves the artifact's id ("?" when the service names none).
 */
export async function replaceRunArtifact(
  name: string,
  files: Readonly<Record<string, Buffer>>,
  retentionDays?: number,
): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-artifact-"));
  try {
    const paths = Object.entries(files).map(([file, bytes]) => {
      const where = path.join(dir, file);
      writeFileSync(where, bytes, { mode: 0o600 });
      return where;
    });
    const client = new DefaultArtifactClient();
    await client.deleteArtifact(name).catch((error: unknown) => {
      if (!(error instanceof ArtifactNotFoundError)) throw error;
    });
    const uploaded = await client.uploadArtifact(
      name,
      paths,
      dir,
      retentionDays === undefined ? {} : { retentionDays },
    );
    return String(uploaded.id ?? "?");
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * True when this runner's own disk has the run (errored.tfstate, or an unfinished journal), or
 * its journal cannot be read (the pre-flight reports that itself): nothing to restore then.
 */
function hasOwnRun(settings: Settings): boolean {
  if (existsSync(erroredStatePath(settings.workdir))) return true;
  try {
    const local = FileJournalStore.forStack(settings.workdir, settings.stack).readState();
    return local !== null && !isTerminal(local);
  } catch {
    return true;
  }
}

/**
 * Main step, before the pre-flight: restores the newest artifact of this stack that opens as
 * its own. Never throws; resolves what was restored, or null.
 */
export async function tryRestoreErroredStateArtifact(
  settings: Settings,
  env: Env,
  access: RepositoryAccess | null,
  output: CiOutput,
): Promise<RestoredArtifact | null> {
  if (access === null) return null;
  if (!(await artifactUse(settings, env)).use || hasOwnRun(settings)) return null;
  const name = runCopyName(journalKey(settings));
  const listed = await tryListArtifacts(
    access,
    name,
    "a state an earlier run could not save",
    output,
  );
  if (listed === null) return null;
  for (const [index, artifact] of listed.entries()) {
    const where = describeArtifact(name, artifact);
    try {
      const opened = await downloadAndOpen(settings, access, artifact, where);
      if (ranBeforeLocal(settings, opened)) continue;
      putBack(settings, opened);
      output.info(
        `restored the state run ${opened.record.runId} could not save, and its journal, from ${where}: ` +
          "the pre-flight puts it back before anything is planned",
      );
      const older = listed.slice(index + 1).map((a) => a.id);
      return { id: artifact.id, name, runId: opened.record.runId, older };
    } catch (error) {
      output.warn(`refused ${where}: ${messageOf(error)}`);
    }
  }
  return null;
}

/** The repository's unexpired artifacts named `name`, newest first; null (and a warning) when it cannot say. */
export async function tryListArtifacts(
  access: RepositoryAccess,
  name: string,
  what: string,
  output: CiOutput,
): Promise<ListedArtifact[] | null> {
  try {
    return await listArtifacts(access, name);
  } catch (error) {
    output.warn(
      `could not look for workflow artifact ${name} (${what}): ${messageOf(error)}. ` +
        "Give the job `permissions: actions: read`.",
    );
    return null;
  }
}

/** How messages name a listed artifact. */
export function describeArtifact(name: string, artifact: ListedArtifact): string {
  return `workflow artifact ${name} (id ${artifact.id}, run ${artifact.workflow_run?.id ?? "?"})`;
}

async function listArtifacts(
  { github, repo }: RepositoryAccess,
  name: string,
): Promise<ListedArtifact[]> {
  const response = await github.octokit.request("GET /repos/{owner}/{repo}/actions/artifacts", {
    owner: repo.owner,
    repo: repo.repo,
    name,
    per_page: 100,
  });
  return (response.data.artifacts as ListedArtifact[])
    .filter((a) => a.name === name && !a.expired)
    .sort((a, b) => Date.parse(b.created_at ?? "") - Date.parse(a.created_at ?? "") || b.id - a.id);
}

async function downloadAndOpen(
  settings: Settings,
  access: RepositoryAccess,
  artifact: ListedArtifact,
  where: string,
): Promise<OpenedRunCopy> {
  const [state, journal] = await downloadArtifactFiles(access, artifact, [
    RUN_COPY_FILES.state,
    RUN_COPY_FILES.journal,
  ]);
  return openRunCopy(
    { state: state ?? Buffer.alloc(0), journal: journal ?? Buffer.alloc(0) },
    settings.planKey ?? "",
    journalKey(settings),
    where,
  );
}

/** Downloads a listed artifact of this repository and reads the named files of it. */
export async function downloadArtifactFiles(
  { repo, token }: RepositoryAccess,
  artifact: ListedArtifact,
  files: readonly string[],
): Promise<Buffer[]> {
  const runId = artifact.workflow_run?.id;
  if (runId === undefined) throw new Error("the artifact list names no workflow run for it");
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-artifact-"));
  try {
    await new DefaultArtifactClient().downloadArtifact(artifact.id, {
      path: dir,
      findBy: {
        token,
        workflowRunId: runId,
        repositoryOwner: repo.owner,
        repositoryName: repo.repo,
      },
    });
    return files.map((file) => readFileSync(path.join(dir, file)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** True when this runner's journal holds a run that started after the copy's (it is stale). */
function ranBeforeLocal(settings: Settings, opened: OpenedRunCopy): boolean {
  const local = FileJournalStore.forStack(settings.workdir, settings.stack).readState();
  if (local === null) return false;
  const copy = foldJournal(opened.entries).header.startedAt;
  return Date.parse(local.header.startedAt) >= Date.parse(copy);
}

/** The journal and errored.tfstate (0600, never over an existing file) as the runner had them. */
function putBack(settings: Settings, opened: OpenedRunCopy): void {
  FileJournalStore.forStack(settings.workdir, settings.stack).restore(opened.entries);
  writeFileSync(erroredStatePath(settings.workdir), opened.state, { mode: 0o600, flag: "wx" });
}

/**
 * After the command: once the backend holds the restored state (recovery pushed it, verified,
 * and set `errored.tfstate` aside) the artifact is deleted so no later run puts it back. Never
 * throws.
 */
export async function tryDropRestoredArtifact(
  settings: Settings,
  restored: RestoredArtifact | null,
  access: RepositoryAccess | null,
  output: CiOutput,
): Promise<void> {
  if (restored === null || access === null) return;
  if (existsSync(erroredStatePath(settings.workdir))) return; // not taken yet: the post step keeps it
  for (const id of [restored.id, ...restored.older]) {
    await tryDeleteArtifact(access, restored.name, id, output);
  }
}

async function tryDeleteArtifact(
  { github, repo }: RepositoryAccess,
  name: string,
  id: number,
  output: CiOutput,
): Promise<void> {
  try {
    await github.octokit.request("DELETE /repos/{owner}/{repo}/actions/artifacts/{artifact_id}", {
      owner: repo.owner,
      repo: repo.repo,
      artifact_id: id,
    });
    output.info(`deleted workflow artifact ${name} (id ${id}): the backend holds the state`);
  } catch (error) {
    output.warn(
      `the backend holds the state, but workflow artifact ${name} (id ${id}) could not be deleted: ` +
        `${messageOf(error)}. Delete it (a later run would put the older state back): ` +
        `gh api -X DELETE repos/${repo.owner}/${repo.repo}/actions/artifacts/${id}  (needs \`permissions: actions: write\`)`,
    );
  }
}
