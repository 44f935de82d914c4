/**
 * The Pulumi chaos trial's world on the PULUMI CLI EMULATOR (test/support/pulumi-emulator, not
 * Pulumi): 16 creates of a recorded preview, on a `file://` DIY backend or the emulated Pulumi
 * Cloud; the ground truth is the emulator's `.pulumi-emulator/cloud.ndjson`.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fixturePath } from "./fixtures.js";
import type { ChaosStack, PulumiChaosWorld } from "./pulumi-chaos.js";
import {
  cloudResources,
  commands,
  env,
  exportStack,
  history,
  journal,
  lockDir,
  lockFiles,
  project,
  pulumi,
  stackgate,
  stackgateArgs,
  type Project,
} from "./pulumi-project.js";

const CREATES = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-creates.json",
);
/** The fixture's resource steps: every one a create. */
const STEPS = 16;
const SCENARIO = { eventDelayMs: 60, inflightMs: 200, createAt: 0.15, checkpointLagMs: 100 };

/** The pid of the emulator's latest `up` (from its command log). */
function enginePid(p: Project): number | undefined {
  const file = path.join(p.dir, ".pulumi-emulator", "commands.ndjson");
  const ups = readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { argv: string[]; pid: number })
    .filter((c) => c.argv[0] === "up");
  return ups.at(-1)?.pid;
}

/** An emulator project as the trial sees it. */
export function emulatorStack(p: Project, cloud = false): ChaosStack {
  return {
    dir: p.dir,
    stack: p.stack,
    cloud,
    env,
    stackgateArgs: (args) => stackgateArgs(p, args),
    stackgate: (args) => stackgate(p, args),
    exportStack: () => exportStack(p),
    cloudResources: () => cloudResources(p),
    lockContents: () =>
      Promise.resolve(
        lockFiles(p).map((name) => readFileSync(path.join(lockDir(p), name), "utf8")),
      ),
    latestResult: async () => (await history(p))[0]?.result,
    enginePid: () => enginePid(p),
    commands: () => commands(p),
    journal: () => journal(p),
  };
}

export const EMULATOR_WORLD: PulumiChaosWorld = {
  label: "the Pulumi CLI emulator",
  steps: STEPS,
  // Per step: two events and the checkpoint lag.
  updateMs: STEPS * (2 * SCENARIO.eventDelayMs + SCENARIO.checkpointLagMs),
  spawnWindowMs: 1_400,
  cloud: true,
  async makeStack(cloud) {
    const p = project(
      "sample",
      { stages: [{ preview: CREATES }], ...SCENARIO },
      cloud ? { cloud: true, org: "org" } : {},
    );
    const init = await pulumi(p, ["stack", "init", "--stack", p.stack]);
    if (init.exitCode !== 0) throw new Error(`pulumi stack init failed: ${init.stderr}`);
    return emulatorStack(p, cloud);
  },
};
