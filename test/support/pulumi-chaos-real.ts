/**
 * The Pulumi chaos trial's world on the REAL Pulumi CLI (test/support/pulumi-real.ts): a chain
 * of File resources of the test tree's own provider on a DIY backend — `file://`, or `s3://` /
 * `postgres://` (test/support/pulumi-real-backends.ts) — each create waiting `DELAY_SECONDS`
 * and staying in flight `SETTLE_MS` after its file exists (so a kill can leave a real orphan).
 * The ground truth is the files, and the lock objects as the store holds them. No Pulumi Cloud:
 * no server runs here.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type { ChaosStack, PulumiChaosWorld } from "./pulumi-chaos.js";
import { lockObjects, type RealDiyBackend } from "./pulumi-real-backends.js";
import {
  loggedCommands,
  realCheckpointFile,
  realCloudResources,
  realExport,
  realJournal,
  realLockDir,
  realLockEntries,
  realProject,
  realStackgate,
  realStackgateArgs,
  type RealProject,
  type RealPulumi,
} from "./pulumi-real.js";

const STEPS = 4;
const DELAY_SECONDS = 1;
const SETTLE_MS = 300;

/** A DIY store besides file://: its label now, the started backend once beforeAll ran. */
export interface RealStore {
  label: string;
  backend(): RealDiyBackend;
}

/**
 * `pulumi`: the set-up real CLI, asked for when the first stack is made (after beforeAll);
 * `store`: where the stacks live when not on file:// (each stack a URL of its own in it).
 */
export function realWorld(pulumi: () => RealPulumi, store?: RealStore): PulumiChaosWorld {
  let made = 0;
  return {
    label: `the real Pulumi CLI on ${store?.label ?? "file"}://`,
    steps: STEPS,
    updateMs: STEPS * (DELAY_SECONDS * 1_000 + SETTLE_MS),
    // node start-up, `pulumi version`, the preview and the update's start.
    spawnWindowMs: 6_000,
    cloud: false,
    async makeStack(): Promise<ChaosStack> {
      const name = `chaos${String(made++)}`;
      const p = await realProject(
        pulumi(),
        { resources: STEPS, delaySeconds: DELAY_SECONDS, settleMillis: SETTLE_MS, chain: true },
        store === undefined ? {} : { name, backend: store.backend().url(`${name}-${process.pid}`) },
      );
      return {
        dir: p.dir,
        stack: p.stack,
        cloud: false,
        env: p.pulumi.env,
        stackgateArgs: (args) => realStackgateArgs(p, args),
        stackgate: (args) => realStackgate(p, args),
        exportStack: () => realExport(p),
        ...(store === undefined ? { readCheckpointFile: () => realCheckpointFile(p) } : {}),
        cloudResources: () => realCloudResources(p),
        lockContents: () =>
          store === undefined ? Promise.resolve(lockFileContents(p)) : storedLocks(store, p),
        latestResult: () => Promise.resolve(undefined),
        enginePid: () =>
          loggedCommands(p)
            .filter((c) => c.argv[0] === "up")
            .at(-1)?.pid,
        commands: () => loggedCommands(p).map((c) => c.argv),
        journal: () => realJournal(p),
      };
    },
  };
}

function lockFileContents(p: RealProject): string[] {
  return realLockEntries(p)
    .filter((name) => name.endsWith(".json"))
    .map((name) => readFileSync(path.join(realLockDir(p), name), "utf8"));
}

async function storedLocks(store: RealStore, p: RealProject): Promise<string[]> {
  const objects = await lockObjects(store.backend(), p);
  return [...objects.entries()].filter(([key]) => key.endsWith(".json")).map(([, raw]) => raw);
}
