/**
 * The Pulumi adapter against a scripted runner that prints recorded outputs: the commands it
 * runs, and how it reads version-dependent exit codes, cancellations and lock refusals.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { EngineEvent } from "../../../../src/engines/engine.js";
import { createPulumiEngine } from "../../../../src/engines/pulumi/engine.js";
import { createPulumiLockStore } from "../../../../src/locks/pulumi-locks.js";
import type { ProcessRunner, ProcessSpec } from "../../../../src/process/runner.js";
import { readFixture } from "../../../support/fixtures.js";

interface Reply {
  stdout?: string;
  stderr?: string;
  exitCode?: number | null;
  signal?: NodeJS.Signals | null;
}

function scripted(version: string, reply: (args: readonly string[]) => Reply) {
  const calls: string[][] = [];
  const runner: ProcessRunner = {
    start(spec: ProcessSpec) {
      calls.push([...spec.args]);
      const r = spec.args[0] === "version" ? { stdout: `v${version}\n` } : reply(spec.args);
      const out = (r.stdout ?? "").split("\n");
      if (out[out.length - 1] === "") out.pop();
      for (const line of out) spec.onStdoutLine?.(line);
      for (const line of (r.stderr ?? "").split("\n").filter(Boolean)) spec.onStderrLine?.(line);
      return {
        pid: 4242,
        signal: () => false,
        done: Promise.resolve({
          exitCode: r.exitCode === undefined ? 0 : r.exitCode,
          signal: r.signal ?? null,
          tail: `${r.stdout ?? ""}${r.stderr ?? ""}`.slice(-2000),
          spawnFailed: false,
        }),
      };
    },
  };
  return { runner, calls };
}

function project(backendUrl = "file:///tmp/stackgate-unit-state"): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-engine-"));
  writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    `name: app\nruntime: nodejs\nbackend:\n  url: ${backendUrl}\n`,
  );
  return dir;
}

function engineWith(
  version: string,
  reply: (args: readonly string[]) => Reply,
  backendUrl?: string,
) {
  const { runner, calls } = scripted(version, reply);
  const workdir = project(backendUrl);
  const engine = createPulumiEngine({
    binary: "pulumi",
    workdir,
    stack: backendUrl?.startsWith("https") ? "acme/app/prod" : "organization/app/dev",
    runner,
    lockStore: (backend, ref) => createPulumiLockStore(backend, ref),
    environment: {},
  });
  return { engine, calls, workdir };
}

const stream = (name: string): string => readFixture("pulumi", "events", name);

describe("Pulumi adapter", () => {
  it("previews with --json --suppress-outputs --non-interactive --stack, and saves the document as the plan", async () => {
    const doc = readFixture(
      "pulumi",
      "preview-json",
      "stratify-test-resources-pulumi__sample-preview-creates.json",
    );
    const { engine, calls, workdir } = engineWith("3.259.0", () => ({ stdout: doc }));
    expect(await engine.version()).toBe("3.259.0");
    const planFile = path.join(workdir, ".stackgate", "plan.json");
    const outcome = await engine.plan({
      planFile,
      mode: "normal",
      lockTimeout: "0s",
      vars: ["region=eu"],
      varFiles: [],
    });
    expect(outcome).toMatchObject({ kind: "planned", hasChanges: true, planFile });
    if (outcome.kind === "planned") expect(outcome.changeSet.summary.create).toBe(16);
    expect(calls[1]).toEqual([
      "preview",
      "--json",
      "--suppress-outputs",
      "--config",
      "region=eu",
      "--stack",
      "organization/app/dev",
      "--non-interactive",
    ]);
    expect(JSON.parse(readFileSync(planFile, "utf8"))).toEqual(JSON.parse(doc));
  });

  it("showPlan previews again now instead of reading the saved file", async () => {
    let n = 0;
    const docs = ["creates", "update"].map((k) =>
      readFixture(
        "pulumi",
        "preview-json",
        `stratify-test-resources-pulumi__sample-preview-${k}.json`,
      ),
    );
    const { engine, calls, workdir } = engineWith("3.259.0", () => ({ stdout: docs[n++ % 2] }));
    const planFile = path.join(workdir, "plan.json");
    await engine.plan({ planFile, mode: "normal", lockTimeout: "0s", vars: [], varFiles: [] });
    const now = await engine.showPlan(planFile);
    expect(now.summary.update).toBe(1);
    expect(calls.filter((c) => c[0] === "preview")).toHaveLength(2);
  });

  it("applies with up --yes --skip-preview --json, streams journaled events, and reads the summary", async () => {
    const { engine, calls } = engineWith("3.259.0", () => ({
      stdout: stream("display-not-truncated__up.json"),
    }));
    const events: EngineEvent[] = [];
    const outcome = await engine.apply({
      planFile: "/nowhere",
      lockTimeout: "0s",
      onEvent: (e) => events.push(e),
    });
    expect(outcome).toEqual({ kind: "applied", summary: { added: 1, changed: 0, removed: 0 } });
    expect(calls.find((c) => c[0] === "up")).toEqual([
      "up",
      "--yes",
      "--skip-preview",
      "--json",
      "--suppress-outputs",
      "--stack",
      "organization/app/dev",
      "--non-interactive",
    ]);
    expect(events.filter((e) => e.kind === "resource-done").map((e) => e.id)).toEqual([
      "eks-cluster-fb2cd6e",
    ]);
  });

  it("reads an update canceled by the engine as interrupted (exit 1 on 3.259, 255 on 3.136)", async () => {
    for (const [version, code] of [
      ["3.259.0", 1],
      ["3.136.1", 255],
    ] as const) {
      const { engine } = engineWith(version, () => ({
        stdout: stream("lifecycletest-TestProviderCancellation__eventstream.json"),
        exitCode: code,
      }));
      await engine.version();
      const outcome = await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" });
      expect(outcome).toMatchObject({
        kind: "interrupted",
        summary: { added: 4, changed: 0, removed: 0 },
      });
    }
  });

  it("reads exit 8 (cancelled) of a newer CLI as interrupted, but 8 of an older one as a failure", async () => {
    const run = async (version: string) => {
      const { engine } = engineWith(version, () => ({
        stdout: "",
        stderr: "error: something",
        exitCode: 8,
      }));
      await engine.version();
      return (await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" })).kind;
    };
    expect(await run("3.259.0")).toBe("interrupted");
    expect(await run("3.200.0")).toBe("failed");
  });

  it("reads a resource failure as failed with the engine's error diagnostics", async () => {
    const { engine } = engineWith("3.259.0", () => ({
      stdout: stream("lifecycletest-TestResourceError-0__eventstream.json"),
      exitCode: 1,
    }));
    const outcome = await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" });
    expect(outcome.kind).toBe("failed");
    if (outcome.kind === "failed") {
      expect(outcome.message).toContain("create failed intentionally");
      expect(outcome.diagnostics.filter((d) => d.severity === "error")).toHaveLength(2);
    }
  });

  it("names the stack when it does not exist (exit 6 since 3.226.1)", async () => {
    const { engine } = engineWith("3.259.0", () => ({
      stderr: "error: no stack named 'organization/app/dev' found",
      exitCode: 6,
    }));
    await engine.version();
    const outcome = await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" });
    expect(outcome.kind).toBe("failed");
    if (outcome.kind === "failed")
      expect(outcome.message).toMatch(/pulumi stack init organization\/app\/dev/);
  });

  it("a DIY lock refusal is a locked outcome naming the holder", async () => {
    const { engine } = engineWith("3.259.0", () => ({
      stderr:
        "error: the stack is currently locked by 1 lock(s). Either wait for the other process(es) to end or delete the lock file with `pulumi cancel`.\n" +
        "  file:///s/.pulumi/locks/organization/app/dev/ab12.json: created by ci@runner-7 (pid 4242) at 2026-11-22T18:00:00Z",
      exitCode: 1,
    }));
    const outcome = await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" });
    expect(outcome).toMatchObject({
      kind: "locked",
      holder: { id: "ab12", who: "ci@runner-7", operation: "pid 4242" },
    });
  });

  it("a Pulumi Cloud 409 is a locked outcome: another update is in progress; no cancel is run", async () => {
    const { engine, calls } = engineWith(
      "3.259.0",
      () => ({
        stderr: "error: [409] Conflict: Another update is currently in progress.",
        exitCode: 1,
      }),
      "https://api.pulumi.com",
    );
    const outcome = await engine.apply({ planFile: "/nowhere", lockTimeout: "0s" });
    expect(outcome).toMatchObject({
      kind: "locked",
      holder: { who: expect.stringMatching(/another update that is in progress/) as unknown },
    });
    expect(calls.some((c) => c.includes("cancel"))).toBe(false);
    // The history cannot be read (here: the same error again): the lease is unknown, not free.
    expect(await engine.probeLock()).toMatchObject({
      kind: "unknown",
      message: expect.stringMatching(/could not read the update history/) as unknown,
    });
  });

  it("Pulumi Cloud: the lease is the newest update while it is in progress; cancel is refused on DIY", async () => {
    const history = (result: string) => ({
      stdout: JSON.stringify([
        { version: 3, kind: "update", startTime: "2026-11-22T10:00:00Z", message: "m", result },
      ]),
    });
    let result = "in-progress";
    const cloud = engineWith("3.259.0", () => history(result), "https://api.pulumi.com");
    expect(await cloud.engine.probeLock()).toMatchObject({
      kind: "locked",
      holder: { id: "update 3", operation: "update", created: "2026-11-22T10:00:00Z" },
    });
    expect(cloud.calls.at(-1)).toEqual([
      "stack",
      "history",
      "--json",
      "--page-size",
      "1",
      "--stack",
      "acme/app/prod",
      "--non-interactive",
    ]);
    result = "succeeded";
    expect(await cloud.engine.probeLock()).toEqual({ kind: "free" });
    await cloud.engine.apply({ planFile: "/nowhere", lockTimeout: "0s", runId: "run-7" });
    expect(cloud.calls.at(-1)).toEqual(
      expect.arrayContaining([
        "up",
        "--message",
        "stackgate up of acme/app/prod [stackgate run run-7]",
      ]),
    );
    const diy = engineWith("3.259.0", () => ({ stdout: "" }));
    await expect(diy.engine.cancelUpdate()).rejects.toThrow(
      /refusing `pulumi cancel` on the DIY backend/,
    );
    expect(diy.calls.some((c) => c[0] === "cancel")).toBe(false);
  });

  it("repairs with refresh --clear-pending-creates / --import-pending-creates URN ID pairs", async () => {
    const { engine, calls } = engineWith("3.259.0", () => ({ stdout: '{"cancelEvent":{}}' }));
    await engine.refresh({
      clearPendingCreates: true,
      importPendingCreates: [{ urn: "urn:pulumi:dev::app::aws:s3/bucket:Bucket::b", id: "b-123" }],
    });
    expect(calls.find((c) => c[0] === "refresh")).toEqual([
      "refresh",
      "--yes",
      "--skip-preview",
      "--json",
      "--suppress-outputs",
      "--clear-pending-creates",
      "--import-pending-creates",
      "urn:pulumi:dev::app::aws:s3/bucket:Bucket::b",
      "--import-pending-creates",
      "b-123",
      "--stack",
      "organization/app/dev",
      "--non-interactive",
    ]);
  });

  it("reads pending operations through stack export", async () => {
    const { engine, calls } = engineWith("3.259.0", () => ({
      stdout: readFixture(
        "pulumi",
        "checkpoints",
        "stratify-test-resources-pulumi__sample-export.json",
      ),
    }));
    expect(await engine.listState()).toHaveLength(17);
    expect(calls.at(-1)).toEqual([
      "stack",
      "export",
      "--stack",
      "organization/app/dev",
      "--non-interactive",
    ]);
  });
});
