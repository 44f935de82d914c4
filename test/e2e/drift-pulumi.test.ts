/**
 * Issue 30 on real Pulumi (3.274.1 with its YAML language host and the test provider,
 * scripts/engines.mjs; skipped loudly where it is not built, a failure under
 * STACKGATE_REQUIRE_ENGINES=1): `stackgate drift` through the built CLI runs Pulumi's refresh
 * preview (`refresh --preview-only`), which writes no state. The provider's objects are files
 * (test/support/pulumi-provider: its Read reads the file back), so editing or deleting one is
 * real drift made out of band. The stack's checkpoint is byte for byte the same after each
 * check, and no lock is left.
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { skipWithoutEngines } from "../support/engines.js";
import {
  realProject,
  realStackgate,
  removeRealProjects,
  setUpRealPulumi,
  type RealProject,
  type RealPulumi,
} from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines(
  "drift on Pulumi (test/e2e/drift-pulumi.test.ts)",
  "pulumi",
  "pulumi-provider",
);
let pulumi: RealPulumi;
let p: RealProject;

interface StackJson {
  id: string;
  status: string;
  resources: { address: string; action: string; changedAttributes: string[]; diff: string }[];
}

beforeAll(async () => {
  if (SKIP) return;
  pulumi = await setUpRealPulumi();
  p = await realProject(pulumi, { resources: 2, delaySeconds: 0 });
  const up = await realStackgate(p, ["up", "--yes"]);
  expect(up.exitCode, up.context).toBe(0);
}, 180_000);
afterAll(() => removeRealProjects());

/** The stack's checkpoint on the DIY backend, as bytes. */
function checkpoint(): Buffer {
  if (p.state === null) throw new Error("the project has no file:// backend");
  return readFileSync(path.join(p.state, ".pulumi", "stacks", "sample", "dev.json"));
}

/** The DIY backend's lock files of the stack (none may be left after a check). */
function lockFiles(): string[] {
  const dir = path.join(p.state ?? "", ".pulumi", "locks", "organization", "sample", "dev");
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function drift(): Promise<{
  stack: StackJson | undefined;
  context: string;
  exitCode: number;
}> {
  const run = await realStackgate(p, ["drift"]);
  const doc = run.json() as { schema: string; stacks: StackJson[] };
  expect(doc.schema, run.context).toBe("stackgate.drift/v1");
  return { stack: doc.stacks[0], context: run.context, exitCode: run.exitCode };
}

describe.skipIf(SKIP)("stackgate drift (real Pulumi, the test provider's files)", () => {
  it("a stack in sync: exit 0, the checkpoint unchanged, no lock left", async () => {
    const before = checkpoint();
    const run = await drift();
    expect(run.exitCode, run.context).toBe(0);
    expect(run.stack?.status, run.context).toBe("in-sync");
    expect(checkpoint().equals(before)).toBe(true);
    expect(lockFiles()).toEqual([]);
  }, 120_000);

  it("a file changed out of band: drifted, the resource and attribute named, exit 2, checkpoint unchanged", async () => {
    const before = checkpoint();
    writeFileSync(path.join(p.cloud, "r1"), "changed-by-hand");
    const run = await drift();
    expect(run.exitCode, run.context).toBe(2);
    expect(run.stack?.status, run.context).toBe("drifted");
    const drifted = run.stack?.resources ?? [];
    expect(
      drifted.map((r) => r.address),
      run.context,
    ).toEqual(["urn:pulumi:dev::sample::stackgatetest:index:File::r1"]);
    expect(drifted[0]?.changedAttributes, run.context).toContain("content");
    expect(drifted[0]?.diff, run.context).toContain("changed-by-hand");
    expect(checkpoint().equals(before)).toBe(true);
    expect(lockFiles()).toEqual([]);
  }, 120_000);

  it("a deleted file is drift too", async () => {
    rmSync(path.join(p.cloud, "r0"));
    const run = await drift();
    expect(run.exitCode, run.context).toBe(2);
    const r0 = run.stack?.resources.find((r) => r.address.endsWith("::r0"));
    expect(r0?.action, run.context).toBe("delete");
  }, 120_000);
});
