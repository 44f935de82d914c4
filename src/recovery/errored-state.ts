/**
 * `errored.tfstate`: the state Terraform could not write to its backend at the end of an apply
 * (an outage, credentials that expired during a long apply). It is then the only record of what
 * was created, on a disk that on hosted runners is gone with the job. So it is kept sealed
 * (journal/sealed-state.ts, under the plan key) in every durable store the stack has, and the
 * recovery that finds it — on this runner from the file, elsewhere from a store — puts it back:
 * push (under our own dead run's lock where the backend lets it stand, else after releasing it),
 * then check the backend holds it (recovery/terraform.ts).
 */
import { spawnSync } from "node:child_process";
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { EngineCore } from "../engines/engine.js";
import type { TerraformEngine } from "../command/create-engine.js";
import { isEncryptedState } from "../engines/terraform/state-file.js";
import { messageOf } from "../errors.js";
import type { JournalState } from "../journal/entries.js";
import { isTerminal } from "../journal/fold.js";
import { journalKey } from "../journal/run-journal.js";
import { openSealedState, sealState } from "../journal/sealed-state.js";
import type { DurableStore } from "../journal/store.js";
import { shellQuote } from "../process/shell-quote.js";
import { type Settings } from "../settings/index.js";

export const ERRORED_STATE_FILE = "errored.tfstate";

export function erroredStatePath(workdir: string): string {
  return path.join(workdir, ERRORED_STATE_FILE);
}

/** Where a sealed copy went, and why it could not go elsewhere. */
export interface KeptCopies {
  kept: string[];
  problems: string[];
}

/** Stores that can keep a sealed errored state. */
function sealingStores(stores: readonly DurableStore[]): DurableStore[] {
  return stores.filter((s) => s.keepSealedState !== undefined);
}

/**
 * Seals the workdir's errored.tfstate (of run `runId`) into every durable store that can keep
 * it. Never throws: what could not be done is returned as problems, for the report.
 */
export async function keepErroredState(
  settings: Settings,
  stores: readonly DurableStore[],
  runId: string,
): Promise<KeptCopies> {
  const file = erroredStatePath(settings.workdir);
  const result: KeptCopies = { kept: [], problems: [] };
  const targets = sealingStores(stores);
  if (targets.length === 0) {
    result.problems.push(
      "no durable journal store is configured (a pg or s3 backend keeps one beside the state; otherwise set --journal-dir / STACKGATE_JOURNAL_DIR), " +
        `so ${ERRORED_STATE_FILE} exists only on this runner's disk`,
    );
    return result;
  }
  if (settings.planKey === undefined) {
    result.problems.push(
      `no plan key is set, so ${ERRORED_STATE_FILE} (it holds the state's secrets) was not copied to ${targets.map((s) => s.location).join(", ")}: ` +
        "set STACKGATE_PLAN_KEY (Action input plan-key, Pipe variable PLAN_KEY) and stackgate keeps a sealed copy there",
    );
    return result;
  }
  const key = journalKey(settings);
  let sealed: Buffer;
  try {
    sealed = sealState(
      { ...key, runId, keptAt: new Date().toISOString() },
      readFileSync(file),
      settings.planKey,
    );
  } catch (error) {
    result.problems.push(`could not read ${file} to seal it: ${messageOf(error)}`);
    return result;
  }
  for (const store of targets) {
    try {
      await store.keepSealedState?.(key, sealed);
      result.kept.push(store.location);
    } catch (error) {
      result.problems.push(
        `could not keep the sealed copy in ${store.location}: ${messageOf(error)}`,
      );
    }
  }
  return result;
}

/** An errored state to put back: a file to push, and where it came from. */
export interface ErroredState {
  /** The file found (the workdir's errored.tfstate, or a private opened copy). */
  file: string;
  /** What `state push` reads: `file`, or a private plain copy of it when it is encrypted. */
  pushFile: string;
  /** "this runner's disk" or the store's location. */
  source: string;
  /** Addresses of the managed resource instances it holds. */
  addresses: string[];
  /** It is an OpenTofu-encrypted state. */
  encrypted: boolean;
  /**
   * Why it cannot be pushed now (an encrypted state the engine cannot decrypt here), or null.
   * Recovery then keeps it and the dead run's lock, as while the backend does not answer.
   */
  unpushable: string | null;
  /** Removes the private copies (never the workdir's file). */
  dispose(): void;
}

/**
 * The errored state of the run being recovered: the workdir's errored.tfstate, else the sealed
 * copy a durable store keeps for exactly that run (a copy of another run is stale: its run was
 * recovered, and pushing it would roll the state back). Problems (a copy that cannot be opened)
 * are returned for the report; a store that cannot be read is one.
 */
export async function findErroredState(
  settings: Settings,
  stores: readonly DurableStore[],
  state: JournalState | null,
  problems: string[],
): Promise<ErroredState | null> {
  const local = erroredStatePath(settings.workdir);
  if (existsSync(local) || isSymlink(local)) {
    const untrusted = whyNotRuntimeData(local, settings.workdir);
    if (untrusted !== null) {
      problems.push(
        `${local} was not pushed: ${untrusted}. A state Terraform could not write is runtime data; ` +
          "one that came with the checkout is not (a pull request could write it). If it really is the state of your last apply, " +
          `push it by hand after checking it: cd ${shellQuote(settings.workdir)} && ${settings.engineBinary} state push ${ERRORED_STATE_FILE}`,
      );
      return null;
    }
    return plainErroredState(local, "this runner's disk", () => undefined);
  }
  if (state === null || isTerminal(state)) return null;
  const key = journalKey(settings);
  for (const store of stores) {
    if (store.readSealedState === undefined) continue;
    let bytes: Buffer | null;
    try {
      bytes = await store.readSealedState(key);
    } catch (error) {
      problems.push(
        `could not read the sealed errored state from ${store.location}: ${messageOf(error)}`,
      );
      continue;
    }
    if (bytes === null) continue;
    if (settings.planKey === undefined) {
      problems.push(
        `${store.location} keeps a sealed errored state of this stack, but no plan key is set to open it: ` +
          "set STACKGATE_PLAN_KEY to the key of the run that kept it, then run `stackgate recover`",
      );
      continue;
    }
    try {
      const opened = openSealedState(bytes, settings.planKey, key, store.location);
      if (opened.record.runId !== state.header.runId) continue;
      return openedCopy(opened.state, store.location);
    } catch (error) {
      problems.push(messageOf(error));
    }
  }
  return null;
}

function isSymlink(file: string): boolean {
  try {
    return lstatSync(file).isSymbolicLink();
  } catch {
    return false;
  }
}

/**
 * Why the workdir's errored.tfstate is not the runtime file Terraform wrote: a symlink, or a
 * file git tracks (it came with the checkout). Null when it is runtime data.
 */
function whyNotRuntimeData(file: string, workdir: string): string | null {
  if (isSymlink(file)) return "it is a symbolic link";
  const tracked = spawnSync("git", ["ls-files", "--error-unmatch", "--", ERRORED_STATE_FILE], {
    cwd: workdir,
    stdio: "ignore",
  });
  return tracked.status === 0 ? "it is tracked by git: it came with the checkout" : null;
}

/** A state file read as it is (`decryptErroredState` opens an encrypted one). */
function plainErroredState(file: string, source: string, dispose: () => void): ErroredState {
  const text = readFileSync(file, "utf8");
  return {
    file,
    pushFile: file,
    source,
    addresses: stateAddresses(text),
    encrypted: isEncryptedState(text),
    unpushable: null,
    dispose,
  };
}

/** A private file (0600 in a fresh 0700 directory) holding `content`, and its removal. */
function privateFile(content: Buffer | string): { file: string; remove: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-state-"));
  const file = path.join(dir, ERRORED_STATE_FILE);
  writeFileSync(file, content, { mode: 0o600 });
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The opened state in a private file, removed by dispose. */
function openedCopy(state: Buffer, source: string): ErroredState {
  const copy = privateFile(state);
  return plainErroredState(copy.file, source, copy.remove);
}

/**
 * An encrypted errored state made pushable: the engine decrypts it (engines/terraform/
 * state-file.ts) into a private plain copy, which `state push` reads and whose resources the
 * push is checked against. When it cannot, the state is marked unpushable with the reason:
 * recovery keeps it, and keeps the dead run's lock. A plain state is returned as it is.
 */
export async function decryptErroredState(
  engine: TerraformEngine,
  errored: ErroredState,
): Promise<ErroredState> {
  if (!errored.encrypted) return errored;
  let plain: string;
  try {
    plain = await engine.readStateFile(errored.file);
  } catch (error) {
    return { ...errored, unpushable: messageOf(error) };
  }
  const copy = privateFile(plain);
  return {
    ...errored,
    pushFile: copy.file,
    addresses: stateAddresses(plain),
    dispose: () => {
      copy.remove();
      errored.dispose();
    },
  };
}

/** Removes the sealed copies of the stack's errored state (the backend holds it now). */
export async function dropErroredState(
  settings: Settings,
  stores: readonly DurableStore[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const store of stores) {
    try {
      await store.dropSealedState?.(journalKey(settings));
    } catch (error) {
      problems.push(
        `could not remove the sealed errored state from ${store.location}: ${messageOf(error)}`,
      );
    }
  }
  return problems;
}

/**
 * Pushes the errored state, then checks the backend holds it: `state list` must name every
 * managed resource instance it holds. Resolves the addresses missing (empty: verified); throws
 * the engine's error when the push fails.
 */
export async function pushAndVerify(engine: EngineCore, errored: ErroredState): Promise<string[]> {
  if (errored.unpushable !== null) throw new Error(errored.unpushable);
  await engine.pushState(errored.pushFile);
  const held = new Set(await engine.listState());
  return errored.addresses.filter((address) => !held.has(address));
}

/** The commands that finish by hand, in order (the lock's release first when it is still ours). */
export function manualRestoreCommands(
  settings: Settings,
  errored: ErroredState,
  unlock: string | null,
): string[] {
  const binary = settings.engineBinary;
  const cd = `cd ${shellQuote(settings.workdir)}`;
  if (errored.encrypted) {
    // `state push` cannot read an encrypted file, and a lock released by hand before the push
    // would let a waiting run plan on the state that lacks it: stackgate does both, in order.
    return [
      `${cd} && TF_ENCRYPTION=<the encryption configuration of the run that wrote it> stackgate recover  # decrypts ${errored.source === "this runner's disk" ? ERRORED_STATE_FILE : `the sealed copy in ${errored.source}`} with ${binary}, pushes it, then releases the dead run's lock`,
      `${cd} && ${binary} state list  # must list every resource of the last apply`,
    ];
  }
  const push =
    errored.source === "this runner's disk"
      ? `${cd} && ${binary} state push ${ERRORED_STATE_FILE}`
      : `stackgate recover  # opens the sealed copy in ${errored.source} with the plan key and pushes it`;
  return [
    ...(unlock === null ? [] : [unlock]),
    push,
    `${cd} && ${binary} state list  # must list: ${errored.addresses.join(" ") || "(no resources)"}`,
  ];
}

interface StateResource {
  module?: string;
  mode?: string;
  type?: string;
  name?: string;
  instances?: { index_key?: string | number }[];
}

/** The addresses of the managed resource instances a state file holds (as `state list` prints them). */
export function stateAddresses(stateJson: string): string[] {
  let resources: StateResource[];
  try {
    const parsed = JSON.parse(stateJson) as { resources?: unknown };
    resources = Array.isArray(parsed.resources) ? (parsed.resources as StateResource[]) : [];
  } catch {
    return [];
  }
  const addresses: string[] = [];
  for (const r of resources) {
    if (r.mode !== "managed" || r.type === undefined || r.name === undefined) continue;
    const base = `${r.module ? `${r.module}.` : ""}${r.type}.${r.name}`;
    for (const instance of r.instances ?? []) {
      const index = instance.index_key;
      addresses.push(
        index === undefined
          ? base
          : typeof index === "number"
            ? `${base}[${index}]`
            : `${base}[${JSON.stringify(index)}]`,
      );
    }
  }
  return addresses;
}
