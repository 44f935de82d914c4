/**
 * The Pulumi chaos trial's world on the REAL Pulumi CLI (test/support/pulumi-real.ts): a chain
 * of File resources of the test tree's own provider on a `file://` DIY backend, each create
 * waiting `DELAY_SECONDS` and staying in flight `SETTLE_MS` after its file exists (so a kill can
 * leave a real orphan). The ground truth is the files. No Pulumi Cloud: no server runs here.
 */
import type { ChaosStack, PulumiChaosWorld } from "./pulumi-chaos.js";
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
  type RealPulumi,
} from "./pulumi-real.js";

const STEPS = 4;
const DELAY_SECONDS = 1;
const SETTLE_MS = 300;

/** `pulumi`: the set-up real CLI, asked for when the first stack is made (after beforeAll). */
export function realWorld(pulumi: () => RealPulumi): PulumiChaosWorld {
  return {
    label: "the real Pulumi CLI",
    steps: STEPS,
    updateMs: STEPS * (DELAY_SECONDS * 1_000 + SETTLE_MS),
    // node start-up, `pulumi version`, the preview and the update's start.
    spawnWindowMs: 6_000,
    cloud: false,
    async makeStack(): Promise<ChaosStack> {
      const p = await realProject(pulumi(), {
        resources: STEPS,
        delaySeconds: DELAY_SECONDS,
        settleMillis: SETTLE_MS,
        chain: true,
      });
      return {
        dir: p.dir,
        stack: p.stack,
        cloud: false,
        env: p.pulumi.env,
        stackgateArgs: (args) => realStackgateArgs(p, args),
        stackgate: (args) => realStackgate(p, args),
        exportStack: () => realExport(p),
        readCheckpointFile: () => realCheckpointFile(p),
        cloudResources: () => realCloudResources(p),
        lockFiles: () => realLockEntries(p).filter((name) => name.endsWith(".json")),
        lockDir: () => realLockDir(p),
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
