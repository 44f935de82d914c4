/**
 * The `up --digest` shortcut (issue 14): a sealed Terraform plan carries, inside the seal, the
 * change set the preview read from it and the sha256 of its bytes, so `up` applies it without
 * a second `terraform show`. Attacked here with the real `terraform` binary: a sealed plan of
 * other changes, a sealed record naming other bytes, and a clear record that claims the
 * shortcut. Every attack must end with nothing applied (no resource in the state).
 */
import { createHash } from "node:crypto";
import { chmodSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openSealedPlan, sealPlanBytes } from "../../src/lifecycle/plan-seal.js";
import { runCli } from "../support/cli.js";
import { stateAddresses, tempProjects } from "../support/terraform-project.js";

const projects = tempProjects();
afterAll(projects.removeAll);

const KEY = "0123456789abcdef-plan-key";
const withKey = { STACKGATE_PLAN_KEY: KEY };
const planOf = (dir: string) => path.join(dir, ".stackgate", "default.tfplan");
const recordOf = (dir: string) => `${planOf(dir)}.stackgate.json`;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A terraform wrapper that logs each subcommand it runs, for `--engine-binary`. */
function loggingTerraform(dir: string): { binary: string; calls: () => string[] } {
  const log = path.join(dir, "engine-calls.log");
  const binary = path.join(dir, "terraform-logged.sh");
  writeFileSync(binary, `#!/bin/sh\necho "$1" >> '${log}'\nexec terraform "$@"\n`);
  chmodSync(binary, 0o755);
  writeFileSync(log, "");
  return { binary, calls: () => readFileSync(log, "utf8").split("\n").filter(Boolean) };
}

async function previewDigest(dir: string, env: Record<string, string>): Promise<string> {
  const preview = await runCli(["preview", "--json"], { cwd: dir, env });
  expect(preview.exitCode, preview.stderr).toBe(0);
  return preview.json().digest as string;
}

describe("up --digest of a sealed plan uses the change set sealed with it", () => {
  it("applies the approved sealed plan with no second `terraform show`", async () => {
    const p = projects.make(2);
    const digest = await previewDigest(p.dir, withKey);
    const { record } = openSealedPlan(planOf(p.dir), KEY);
    expect(record.planSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(record.changeSet?.summary.create).toBe(2);
    // Only inside the seal: the clear record beside it has neither.
    const clear = JSON.parse(readFileSync(recordOf(p.dir), "utf8")) as Record<string, unknown>;
    expect(clear.changeSet).toBeUndefined();
    expect(clear.planSha256).toBeUndefined();

    const engine = loggingTerraform(p.dir);
    const up = await runCli(
      ["up", "--json", "--digest", digest, "--engine-binary", engine.binary],
      { cwd: p.dir, env: withKey },
    );
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json()).toMatchObject({ outcome: "applied", digest });
    expect(up.stderr).toContain("using the change set it read from them");
    expect(engine.calls()).not.toContain("show");
    expect(engine.calls()).toContain("apply");
    expect(await stateAddresses(p.dir)).toHaveLength(2);
    // The record restored beside the plan after opening it still keeps the change set inside.
    const restored = JSON.parse(readFileSync(recordOf(p.dir), "utf8")) as Record<string, unknown>;
    expect(restored.changeSet).toBeUndefined();
  });

  it("refuses another sealed plan (other changes) put over the approved one", async () => {
    const p = projects.make(2);
    const approved = await previewDigest(p.dir, withKey);
    p.write({ count: 2, revision: "evil" });
    const swapped = await previewDigest(p.dir, withKey);
    expect(swapped).not.toBe(approved);

    const up = await runCli(["up", "--json", "--digest", approved], { cwd: p.dir, env: withKey });
    expect(up.exitCode, up.stderr).toBe(3);
    expect(String(up.json().message)).toContain("the plan changed after it was reviewed");
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("shows a sealed plan whose bytes are not the ones its sealed record names, and refuses it", async () => {
    const p = projects.make(2);
    const approved = await previewDigest(p.dir, withKey);
    const { record: approvedRecord } = openSealedPlan(planOf(p.dir), KEY);
    p.write({ count: 2, revision: "evil" });
    await previewDigest(p.dir, withKey);
    const { plan: evilPlan } = openSealedPlan(planOf(p.dir), KEY);
    // The approved record (its digest, change set and plan hash) sealed around the other plan's bytes.
    // An insider with the plan key could make this; the plan hash check still catches it.
    writeFileSync(planOf(p.dir), sealPlanBytes(approvedRecord, evilPlan, KEY));
    writeFileSync(recordOf(p.dir), JSON.stringify({ ...approvedRecord, changeSet: undefined }));

    const engine = loggingTerraform(p.dir);
    const up = await runCli(
      ["up", "--json", "--digest", approved, "--engine-binary", engine.binary],
      { cwd: p.dir, env: withKey },
    );
    expect(up.exitCode, up.stderr).toBe(3);
    expect(String(up.json().message)).toContain("the plan changed after it was reviewed");
    expect(engine.calls()).toContain("show");
    expect(engine.calls()).not.toContain("apply");
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("never takes the change set from a clear record: an unsealed swapped plan is shown and refused", async () => {
    const p = projects.make(2);
    const approved = await previewDigest(p.dir, withKey);
    const { record: approvedRecord } = openSealedPlan(planOf(p.dir), KEY);
    p.write({ count: 2, revision: "evil" });
    await previewDigest(p.dir, {});
    const evilPlan = readFileSync(planOf(p.dir));
    // A forged clear record: the approved digest and change set, and the hash of the bytes beside it.
    writeFileSync(
      recordOf(p.dir),
      JSON.stringify({ ...approvedRecord, planSha256: sha256(evilPlan) }),
    );

    const engine = loggingTerraform(p.dir);
    const up = await runCli(
      ["up", "--json", "--digest", approved, "--engine-binary", engine.binary],
      { cwd: p.dir },
    );
    expect(up.exitCode, up.stderr).toBe(3);
    expect(String(up.json().message)).toContain("the plan changed after it was reviewed");
    expect(engine.calls()).toContain("show");
    expect(engine.calls()).not.toContain("apply");
    expect(await stateAddresses(p.dir)).toEqual([]);
  });
});
