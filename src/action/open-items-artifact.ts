/**
 * A stack's open items (journal/open-items.ts: what a recovery left for a person) kept as a
 * GitHub workflow artifact where no durable store keeps them. Without one, the only copy is the
 * runner's `<workdir>/.stackgate/open-items/<stack>.json`, and a GitHub-hosted runner's disk is
 * gone with the job: the next run would plan to create again what may already exist, without a
 * word. The artifact is that file, sealed under the plan key (journal/sealed-state.ts) with the
 * stack's record, so that a copy someone else uploaded (any workflow run of the repository can
 * upload an artifact of that name) never opens — a forged copy could otherwise close items.
 *
 *   main step, before the command   on a runner that has no open-items file of its own, the
 *                                   newest artifact `stackgate-open-items-<16 hex>` that opens
 *                                   as this stack's is put back as that file: the command reads
 *                                   it (status, preview's "may already exist", up's refusal,
 *                                   recover) as on the runner that wrote it.
 *   main and post, after            when the file changed in the step (a recovery opened items, a
 *                                   `--resolve` or an apply closed them), it is sealed and
 *                                   uploaded, replacing this run's earlier copy, kept for the
 *                                   repository's artifact retention.
 *
 * Same conditions as the errored-state artifact (action/errored-artifact.ts): the artifact
 * service, no durable store, a plan key. Never throws: a failure is a warning that says where
 * the items are left.
 */
import type { CiOutput } from "../ci/host.js";
import { messageOf } from "../errors.js";
import { parseOpenItems } from "../journal/open-items.js";
import { readLocalOpenItems, writeLocalOpenItems } from "../journal/open-items-stores.js";
import { runCopyName } from "../journal/run-copy.js";
import { journalKey } from "../journal/run-journal.js";
import { openSealedState, sealState, type SealedContent } from "../journal/sealed-state.js";
import { type Settings } from "../settings/index.js";
import {
  artifactUse,
  describeArtifact,
  downloadArtifactFiles,
  replaceRunArtifact,
  tryListArtifacts,
  type Env,
  type RepositoryAccess,
} from "./errored-artifact.js";

/** The one file of the artifact. */
const SEALED_FILE = "open-items.sealed";

const OPEN_ITEMS: SealedContent = {
  name: "open items",
  holds: "what a recovery left for a person",
};

/** The step's stack, environment, repository access (null: none) and log. */
export interface ArtifactStep {
  settings: Settings;
  env: Env;
  access: RepositoryAccess | null;
  output: CiOutput;
}

/** The local file's text when the step began (after a restore): what "changed" is measured from. */
export interface OpenItemsBaseline {
  text: string | null;
}

/**
 * The local file's text; null when there is none; undefined when it cannot be read (a planted
 * link, say: the command refuses it itself, naming it).
 */
async function readLocal(settings: Settings): Promise<string | null | undefined> {
  try {
    return await readLocalOpenItems(settings.workdir, settings.stack);
  } catch {
    return undefined;
  }
}

/**
 * Before the command: puts back the newest artifact of this stack's open items that opens as
 * its own, on a runner without its own file. Resolves the baseline for tryKeepOpenItemsArtifact.
 */
export async function tryRestoreOpenItemsArtifact(step: ArtifactStep): Promise<OpenItemsBaseline> {
  const { settings, env, access, output } = step;
  const local = await readLocal(settings);
  if (local !== null || access === null || !(await artifactUse(settings, env)).use) {
    return { text: local ?? null };
  }
  const key = journalKey(settings);
  const name = runCopyName(key, "open-items");
  const what = "what an earlier recovery left for a person";
  const listed = await tryListArtifacts(access, name, what, output);
  for (const artifact of listed ?? []) {
    const where = describeArtifact(name, artifact);
    try {
      const [sealed] = await downloadArtifactFiles(access, artifact, [SEALED_FILE]);
      const opened = openSealedState(
        sealed ?? Buffer.alloc(0),
        settings.planKey ?? "",
        key,
        where,
        OPEN_ITEMS,
      );
      const text = opened.state.toString("utf8");
      parseOpenItems(text, where, key);
      await writeLocalOpenItems(settings.workdir, settings.stack, text);
      output.info(`restored the open items of this stack from ${where}`);
      return { text };
    } catch (error) {
      output.warn(`refused ${where}: ${messageOf(error)}`);
    }
  }
  return { text: null };
}

/**
 * After the command (main step, and the post step's recovery): when the local file changed
 * since `baseline`, seals and uploads it. Never throws.
 */
export async function tryKeepOpenItemsArtifact(
  step: ArtifactStep,
  baseline: OpenItemsBaseline,
): Promise<void> {
  const { settings, env, output } = step;
  const text = await readLocal(settings);
  if (text === null || text === undefined || text === baseline.text) return;
  const key = journalKey(settings);
  const name = runCopyName(key, "open-items");
  const use = await artifactUse(settings, env);
  if (!use.use) {
    if (use.warning) {
      output.warn(`the open items are not kept as workflow artifact ${name}: ${use.warning}`);
    }
    return;
  }
  try {
    const record = {
      project: key.project,
      stack: key.stack,
      workdir: key.workdir,
      runId: env.GITHUB_RUN_ID ?? "",
      keptAt: new Date().toISOString(),
    };
    const sealed = sealState(record, Buffer.from(text, "utf8"), settings.planKey ?? "");
    const id = await replaceRunArtifact(name, { [SEALED_FILE]: sealed });
    baseline.text = text;
    output.info(
      `kept the open items as workflow artifact ${name} (id ${id}, sealed with the plan key, ` +
        "kept for the repository's artifact retention): the next run of this workflow restores them",
    );
  } catch (error) {
    output.warn(
      `could not keep the open items as workflow artifact ${name}: ${messageOf(error)}. ` +
        "They exist only on this runner's disk.",
    );
  }
}
