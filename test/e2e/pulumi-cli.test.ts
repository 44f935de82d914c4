/**
 * `stackgate preview|up|recover|status|unlock --engine pulumi`, end to end through the built CLI,
 * against the PULUMI CLI EMULATOR in test/support/pulumi-emulator (not Pulumi: the real CLI cannot
 * be installed here). The emulator replays the recorded outputs in test/fixtures/pulumi and
 * writes real-format DIY checkpoints and lock files; every command it receives is logged, so the
 * tests can assert that `pulumi cancel` is never run.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixturePath } from "../support/fixtures.js";
import {
  cloudResources,
  cli,
  commands,
  emulator,
  env,
  exportStack,
  history,
  journal,
  journalFile,
  lockDir,
  lockFiles,
  project,
  pulumi,
  removeProjects,
  stackgate,
  stackgateArgs,
  type Project,
} from "../support/pulumi-project.js";

const sleepers: ResultPromise[] = [];

const CREATES = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-creates.json",
);
const UPDATE = fixturePath(
  "pulumi",
  "preview-json",
  "stratify-test-resources-pulumi__sample-preview-update.json",
);
const INTERRUPTED = fixturePath("pulumi", "events", "display-not-truncated__up-interrupted.json");
const RESOURCE_ERROR = fixturePath(
  "pulumi",
  "events",
  "lifecycletest-TestResourceError-0__eventstream.json",
);

const URN = {
  bucket: "urn:pulumi:dev::myproject::aws:s3/bucket:Bucket::completed-bucket",
  component: "urn:pulumi:dev::myproject::my:component:WebService::interrupted-component",
  instance: "urn:pulumi:dev::myproject::aws:ec2/instance:Instance::interrupted-instance",
  db: "urn:pulumi:dev::myproject::aws:rds/instance:Instance::interrupted-db",
};

beforeAll(() => {
  if (!existsSync(cli))
    throw new Error(`expected the built CLI at ${cli}: run \`npm run build\` first`);
});
afterAll(() => {
  for (const s of sleepers) s.kill("SIGKILL");
  removeProjects();
});

/** A live process on this host whose pid a foreign lock file names. */
function livePid(): number {
  const child = execa("sleep", ["300"], { reject: false });
  sleepers.push(child);
  if (child.pid === undefined) throw new Error("sleep did not start");
  return child.pid;
}

function writeLock(p: Project, name: string, pid: number, hostname = os.hostname()): string {
  mkdirSync(lockDir(p), { recursive: true });
  const file = path.join(lockDir(p), `${name}.json`);
  writeFileSync(
    file,
    JSON.stringify({ pid, username: "someone", hostname, timestamp: new Date().toISOString() }),
  );
  return file;
}

/** Starts `stackgate up --yes` and waits until the journal shows `started` resource entries. */
async function startUp(p: Project, started: number, extra: string[] = []) {
  const child = execa(process.execPath, stackgateArgs(p, ["up", "--yes", ...extra]), {
    env,
    detached: true,
    reject: false,
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const lines = journal(p);
    if (lines.filter((l) => l.type === "resource" && l.status === "started").length >= started) {
      const enginePid = lines
        .map((l) => l.enginePid)
        .filter((x): x is number => typeof x === "number")
        .pop();
      return { child, enginePid };
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(
        `journal never showed ${started} started resources: ${JSON.stringify(lines)}`,
      );
    }
    await sleep(25);
  }
}

interface RecoverJson {
  outcome: string;
  exitCode: number;
  actions: Array<{ kind: string; detail: string; ok: boolean }>;
  orphans: Array<{ address: string; importCommand: string }>;
  lock: { before: { kind: string }; after: { kind: string } };
  pendingOperations: Array<{ urn: string; type: string }> | null;
  pendingAfter: Array<{ urn: string; type: string }> | null;
  message?: string;
}

describe("stackgate --engine pulumi against the Pulumi CLI emulator", () => {
  it("preview reports the changes and a digest; up --digest applies exactly that plan; a changed plan is refused", async () => {
    const p = project("sample", { stages: [{ preview: CREATES }, { preview: UPDATE }] });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);

    const preview = await stackgate(p, [
      "preview",
      "--comment-file",
      path.join(p.dir, "comment.md"),
    ]);
    expect(preview.exitCode, preview.context).toBe(0);
    const planned = preview.json();
    expect(planned).toMatchObject({
      command: "preview",
      outcome: "planned",
      summary: { create: 16, update: 0, delete: 0, replace: 0 },
      planFile: path.join(p.dir, ".stackgate", "organization", "sample", "dev.preview.json"),
    });
    const digest = planned.digest as string;
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    // The preview document itself is the plan artifact.
    expect(readFileSync(planned.planFile as string, "utf8").trim()).toBe(
      readFileSync(CREATES, "utf8").trim(),
    );
    const comment = readFileSync(path.join(p.dir, "comment.md"), "utf8");
    expect(comment).toContain(digest.slice("sha256:".length, "sha256:".length + 12));
    expect(comment).toContain("Pulumi 3.259.0");
    expect(comment).toContain("urn:pulumi:dev::sample::aws:s3/bucket:Bucket::docs");

    const status = await stackgate(p, ["status"]);
    expect(status.exitCode, status.context).toBe(0);
    expect(status.json()).toMatchObject({
      engine: "pulumi",
      lock: { kind: "free" },
      savedPlan: { digest },
    });

    const up = await stackgate(p, ["up", "--digest", digest]);
    expect(up.exitCode, up.context).toBe(0);
    expect(up.json()).toMatchObject({
      outcome: "applied",
      digest,
      applied: { added: 16, changed: 0, removed: 0 },
    });
    const stack = await exportStack(p);
    expect(stack.resources).toHaveLength(16);
    expect(stack.pending).toEqual([]);
    // Each resource the engine reported is journaled with the provider's id.
    const done = journal(p).filter((l) => l.type === "resource" && l.status === "done");
    expect(done).toHaveLength(16);
    expect(
      done.find((l) => l.address === "urn:pulumi:dev::sample::aws:s3/bucket:Bucket::docs")?.id,
    ).toMatch(/^docs-[0-9a-f]{7}$/);
    expect(lockFiles(p)).toEqual([]);

    // The stack moved on: the same approval no longer matches today's preview.
    const again = await stackgate(p, ["up", "--digest", digest]);
    expect(again.exitCode, again.context).toBe(3);
    expect(again.json()).toMatchObject({ outcome: "approval-required", summary: { update: 1 } });
    expect(again.json().message).toMatch(/the plan changed after it was reviewed/);
    const ran = commands(p).map((a) => a[0]);
    expect(ran.filter((c) => c === "up")).toHaveLength(1);
    expect(ran).not.toContain("cancel");
  });

  it("--mode destroy and --mode refresh: pulumi destroy/refresh previews, applied only in the reviewed mode", async () => {
    const p = project("sample", { stages: [{ preview: CREATES }] });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    expect((await stackgate(p, ["up", "--yes"])).exitCode).toBe(0);
    expect((await exportStack(p)).resources).toHaveLength(16);

    const refresh = await stackgate(p, ["preview", "--mode", "refresh"]);
    expect(refresh.exitCode, refresh.context).toBe(0);
    expect(refresh.json()).toMatchObject({ outcome: "no-changes" });
    // Nothing drifted: up in refresh mode has nothing to apply and runs no refresh.
    const refreshed = await stackgate(p, ["up", "--mode", "refresh", "--yes"]);
    expect(refreshed.exitCode, refreshed.context).toBe(0);
    expect(refreshed.json()).toMatchObject({ outcome: "no-changes" });

    const preview = await stackgate(p, ["preview", "--mode", "destroy"]);
    expect(preview.exitCode, preview.context).toBe(0);
    expect(preview.json()).toMatchObject({ summary: { create: 0, delete: 16 } });
    const digest = preview.json().digest as string;
    const wrongMode = await stackgate(p, ["up", "--digest", digest]);
    expect(wrongMode.exitCode, wrongMode.context).toBe(3);
    expect(wrongMode.json().message).toMatch(/is a destroy plan, but this run's mode is normal/);
    expect((await exportStack(p)).resources).toHaveLength(16);

    // A separate process: the mode comes from the settings, the digest from today's re-preview.
    const destroyed = await stackgate(p, ["up", "--mode", "destroy", "--digest", digest]);
    expect(destroyed.exitCode, destroyed.context).toBe(0);
    expect(destroyed.json()).toMatchObject({ outcome: "applied", applied: { removed: 16 } });
    expect((await exportStack(p)).resources).toEqual([]);
    const verbs = commands(p).map((a) => a.slice(0, 2).join(" "));
    expect(verbs).toEqual(
      expect.arrayContaining(["refresh --preview-only", "destroy --preview-only", "destroy --yes"]),
    );
    expect(verbs.filter((v) => v === "destroy --yes")).toHaveLength(1);
    expect(verbs).not.toContain("refresh --yes");
  });

  it("SIGKILL mid-update leaves a lock file and pending creates; recover removes only that dead lock, never a live one, and clears per policy", async () => {
    const p = project("myproject", { stages: [{ events: INTERRUPTED }] });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const { child, enginePid } = await startUp(p, 4);
    expect(enginePid).toBeTypeOf("number");
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    if (enginePid !== undefined) process.kill(-enginePid, "SIGKILL");
    await child;

    const [stranded] = lockFiles(p);
    expect(lockFiles(p)).toHaveLength(1);
    const content = JSON.parse(
      readFileSync(path.join(lockDir(p), stranded ?? ""), "utf8"),
    ) as Record<string, unknown>;
    expect(Object.keys(content)).toEqual(["pid", "username", "hostname", "timestamp"]);
    expect(content).toMatchObject({ pid: enginePid, hostname: os.hostname() });
    expect((await exportStack(p)).pending).toEqual([
      `creating ${URN.component}`,
      `creating ${URN.instance}`,
      `updating ${URN.db}`,
    ]);

    const status = await stackgate(p, ["status"]);
    expect(status.exitCode, status.context).toBe(4);
    expect(status.json()).toMatchObject({
      lock: { kind: "locked", holder: { operation: `pid ${enginePid ?? 0}` } },
      pendingRepair: true,
      pendingOperations: [
        { type: "creating", urn: URN.component },
        { type: "creating", urn: URN.instance },
        { type: "updating", urn: URN.db },
      ],
    });
    const text = await execa(process.execPath, stackgateArgs(p, ["status"]).slice(0, -1), {
      env,
      reject: false,
    });
    expect(text.stdout).toContain(`Pending operation: updating ${URN.db}`);

    // A second lock whose owner is alive on this host: the dead one goes, the live one stays.
    const live = livePid();
    const liveLock = writeLock(p, "live-owner", live);
    const first = await stackgate(p, ["recover", "--pending-creates", "clear"]);
    expect(first.exitCode, first.context).toBe(4);
    const r1 = first.json() as unknown as RecoverJson;
    expect(r1.outcome).toBe("needs-attention");
    expect(r1.actions.filter((a) => a.kind === "unlock").map((a) => a.detail)).toEqual([
      expect.stringContaining(`${stranded} (`) as unknown,
    ]);
    expect(r1.actions.find((a) => a.kind === "keep-lock")?.detail).toMatch(
      new RegExp(`live-owner\\.json .*pid ${live}.*still running on this host`),
    );
    expect(lockFiles(p)).toEqual(["live-owner.json"]);
    // Nothing is repaired while a live owner holds the stack.
    expect(r1.pendingOperations).toBeNull();
    expect((await exportStack(p)).pending).toHaveLength(3);

    // unlock --force still refuses a live owner on this host.
    const forced = await stackgate(p, ["unlock", "--force"]);
    expect(forced.exitCode, forced.context).toBe(4);
    expect(existsSync(liveLock)).toBe(true);

    // Once that process is gone, its lock is provably dead too, and the repair runs.
    process.kill(live, "SIGKILL");
    await sleep(100);
    const second = await stackgate(p, ["recover", "--pending-creates", "clear"]);
    expect(second.exitCode, second.context).toBe(0);
    const r2 = second.json() as unknown as RecoverJson;
    expect(r2.outcome).toBe("recovered");
    expect(r2.pendingOperations?.map((o) => o.type)).toEqual(["creating", "creating", "updating"]);
    expect(r2.pendingAfter).toEqual([]);
    expect(r2.actions.map((a) => a.kind)).toEqual([
      "unlock",
      "report-pending",
      "refresh",
      "clear-pending-creates",
    ]);
    expect(r2.actions.find((a) => a.kind === "clear-pending-creates")?.detail).toMatch(
      /interrupted-instance.*check the provider/,
    );
    expect(lockFiles(p)).toEqual([]);
    const after = await exportStack(p);
    expect(after.pending).toEqual([]);
    expect(after.resources.map((r) => r.urn)).toEqual(expect.arrayContaining([URN.bucket, URN.db]));
    const refresh = commands(p).filter((a) => a[0] === "refresh");
    expect(refresh).toHaveLength(1);
    expect(refresh[0]).toEqual(
      expect.arrayContaining(["--yes", "--clear-pending-creates", "--non-interactive"]),
    );
    expect(commands(p).some((a) => a.includes("cancel"))).toBe(false);
  });

  it("SIGINT twice: the engine stops at once and unlocks, pending creates stay; recover imports only what the journal recorded", async () => {
    const p = project("myproject", { stages: [{ events: INTERRUPTED }], inflightMs: 20_000 });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const { child } = await startUp(p, 4, ["--stop-timeout", "300ms"]);
    // Like a CI cancel: SIGINT to stackgate only; it forwards one, then a second after the deadline.
    if (child.pid !== undefined) process.kill(child.pid, "SIGINT");
    const stopped = await child;
    expect(stopped.exitCode, stopped.stderr).toBe(130);
    expect(JSON.parse(stopped.stdout)).toMatchObject({ outcome: "interrupted" });
    expect(stopped.stderr).toMatch(/second SIGINT/);
    expect(lockFiles(p)).toEqual([]);
    expect((await exportStack(p)).pending).toEqual([
      `creating ${URN.component}`,
      `creating ${URN.instance}`,
      `updating ${URN.db}`,
    ]);

    // fail: nothing is run, the creates are listed with the commands to finish by hand.
    const failed = await stackgate(p, ["recover", "--pending-creates", "fail"]);
    expect(failed.exitCode, failed.context).toBe(1);
    const rf = failed.json() as unknown as RecoverJson;
    expect(rf.outcome).toBe("needs-attention");
    expect(rf.orphans.map((o) => o.address)).toEqual([URN.component, URN.instance]);
    expect(rf.orphans[1]?.importCommand).toContain(
      `--import-pending-creates ${URN.instance} --import-pending-creates <ID>`,
    );
    expect(commands(p).some((a) => a[0] === "refresh")).toBe(false);
    // The next run's pre-flight finds the unfinished run and, under the same policy, refuses to start.
    const ranBefore = commands(p).length;
    const preflight = await stackgate(p, ["preview", "--pending-creates", "fail"]);
    expect(preflight.exitCode, preflight.context).toBe(1);
    expect(preflight.stderr).toMatch(
      /pre-flight: recovering the last run could not finish, so nothing new was started/,
    );
    expect(
      commands(p)
        .slice(ranBefore)
        .some((a) => a[0] === "refresh" || a[0] === "preview"),
    ).toBe(false);

    // import, but no id in the journal: nothing is guessed; the refresh resolves the update only.
    const noId = await stackgate(p, ["recover"]);
    expect(noId.exitCode, noId.context).toBe(1);
    const rn = noId.json() as unknown as RecoverJson;
    expect(rn.message).toMatch(/2 pending create\(s\) have no id in the journal/);
    expect(rn.pendingAfter?.map((o) => `${o.type} ${o.urn}`)).toEqual([
      `creating ${URN.component}`,
      `creating ${URN.instance}`,
    ]);
    const firstRefresh = commands(p).filter((a) => a[0] === "refresh");
    expect(firstRefresh).toHaveLength(1);
    expect(firstRefresh[0]).not.toContain("--import-pending-creates");
    expect(firstRefresh[0]).not.toContain("--clear-pending-creates");

    // The journal records the provider id of the instance (standing in for a create the engine
    // reported done before the checkpoint was written; the id is the one the emulator's cloud
    // gave it, as an import of any other id fails): that one is imported, the component
    // (nothing exists at a provider for it) is cleared.
    const instanceId = cloudResources(p).get(URN.instance) ?? "(not in the emulator's cloud)";
    appendFileSync(
      journalFile(p),
      `${JSON.stringify({ type: "resource", at: new Date().toISOString(), address: URN.instance, action: "create", status: "done", id: instanceId })}\n`,
    );
    const imported = await stackgate(p, ["recover"]);
    expect(imported.exitCode, imported.context).toBe(0);
    const ri = imported.json() as unknown as RecoverJson;
    expect(ri.outcome).toBe("recovered");
    // The open items the `fail` recovery left close with it: the instance is in the state, the
    // component (nothing at any provider) was cleared.
    expect(ri.actions.map((a) => a.kind)).toEqual([
      "report-pending",
      "refresh",
      "import",
      "clear-pending-creates",
      "resolve-item",
      "resolve-item",
    ]);
    expect(ri.pendingAfter).toEqual([]);
    const lastRefresh = commands(p)
      .filter((a) => a[0] === "refresh")
      .at(-1);
    expect(lastRefresh).toEqual(
      expect.arrayContaining([
        "--import-pending-creates",
        URN.instance,
        instanceId,
        "--clear-pending-creates",
      ]),
    );
    const after = await exportStack(p);
    expect(after.pending).toEqual([]);
    expect(after.resources.find((r) => r.urn === URN.instance)?.id).toBe(instanceId);
    expect(after.resources.some((r) => r.urn === URN.component)).toBe(false);
    expect(commands(p).some((a) => a.includes("cancel"))).toBe(false);
  });

  it("a stop in the window where the engine holds the lock but handles no signal yet: it dies at once, and recover removes its lock", async () => {
    // Pulumi's own fact: outside an engine operation Go's default applies to SIGINT (immediate
    // exit), which can strand a DIY lock even on a graceful stop.
    const p = project("sample", { stages: [{ preview: CREATES }], unhandledAfterLockMs: 5_000 });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const child = execa(process.execPath, stackgateArgs(p, ["up", "--yes"]), {
      env,
      detached: true,
      reject: false,
    });
    const deadline = Date.now() + 30_000;
    while (lockFiles(p).length === 0 && Date.now() < deadline) await sleep(20);
    expect(lockFiles(p)).toHaveLength(1);
    child.kill("SIGTERM");
    const up = await child;
    expect(up.exitCode, up.stderr).toBe(143);
    const [stranded] = lockFiles(p);
    expect(stranded).toBeDefined();
    const owner = (
      JSON.parse(readFileSync(path.join(lockDir(p), stranded ?? ""), "utf8")) as { pid: number }
    ).pid;
    expect(() => process.kill(owner, 0)).toThrow();

    const recover = await stackgate(p, ["recover"]);
    expect(recover.exitCode, recover.context).toBe(0);
    const r = recover.json() as unknown as RecoverJson;
    expect(r.actions.filter((a) => a.kind === "unlock").map((a) => a.detail)).toEqual([
      expect.stringMatching(new RegExp(`${stranded ?? "-"} .*that process is gone`)) as unknown,
    ]);
    expect(lockFiles(p)).toEqual([]);
    expect(commands(p).some((a) => a[0] === "cancel")).toBe(false);
  });

  it("a lock held by a live process on this host: up is refused naming it, status shows it, recover keeps it", async () => {
    const p = project("sample", { stages: [{ preview: CREATES }] });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const live = livePid();
    const file = writeLock(p, "held", live);
    const up = await stackgate(p, ["up", "--yes"]);
    expect(up.exitCode, up.context).toBe(4);
    expect(up.json()).toMatchObject({
      outcome: "locked",
      lockHolder: { id: "held", operation: `pid ${live}` },
    });
    const status = await stackgate(p, ["status"]);
    expect(status.exitCode, status.context).toBe(4);
    expect(status.json()).toMatchObject({
      lock: { kind: "locked", holder: { id: "held", operation: `pid ${live}` } },
    });
    const recover = await stackgate(p, ["recover"]);
    expect(recover.exitCode, recover.context).toBe(4);
    expect(existsSync(file)).toBe(true);
    // A lock from another machine without evidence is kept as well.
    const foreign = writeLock(p, "foreign", 1, "some-other-runner");
    process.kill(live, "SIGKILL");
    await sleep(100);
    const again = await stackgate(p, ["recover"]);
    expect(again.exitCode, again.context).toBe(4);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(foreign)).toBe(true);
    expect((again.json() as unknown as RecoverJson).message).toMatch(
      /another machine.*rm -f '.*foreign\.json'.*Never `pulumi cancel`/s,
    );
    expect(commands(p).some((a) => a.includes("cancel"))).toBe(false);
  });

  it("Pulumi Cloud 409: a clear 'another update that is in progress' locked outcome (exit 4); somebody else's update is never canceled", async () => {
    const p = project(
      "proj",
      { stages: [{ preview: CREATES }], cloud: { activeUpdate: true } },
      { cloud: true, org: "org" },
    );
    expect(p.stack).toBe("org/proj/dev");
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const up = await stackgate(p, ["up", "--yes"]);
    expect(up.exitCode, up.context).toBe(4);
    const result = up.json();
    expect(result.outcome).toBe("locked");
    expect(result.message).toMatch(/another update that is in progress/);
    expect(result.message).toMatch(/Another update is currently in progress/);
    expect(result.message).toMatch(/Nothing was applied/);
    // Somebody else's update (no stackgate run tag) holds the lease: recover and even
    // unlock --force leave it alone and say what a person could run.
    const recover = await stackgate(p, ["recover"]);
    expect(recover.exitCode, recover.context).toBe(4);
    const r = recover.json() as unknown as RecoverJson;
    expect(r.outcome).toBe("needs-attention");
    expect(r.message).toMatch(
      /was not started by stackgate.*Wait for it to finish.*pulumi cancel --yes --stack org\/proj\/dev/s,
    );
    const forced = await stackgate(p, ["unlock", "--force"]);
    expect(forced.exitCode, forced.context).toBe(4);
    const ran = commands(p);
    expect(ran.map((a) => a[0])).toContain("up");
    expect(ran.some((a) => a.includes("cancel"))).toBe(false);
    expect((await history(p))[0]?.result).toBe("in-progress");
  });

  it("Pulumi Cloud, SIGKILL mid-update: the lease stays; recover cancels only our dead run's tagged update, then its repair refresh gets the lease", async () => {
    const p = project("proj", { stages: [{ events: INTERRUPTED }] }, { cloud: true, org: "org" });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const { child, enginePid } = await startUp(p, 4);
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
    if (enginePid !== undefined) process.kill(-enginePid, "SIGKILL");
    await child;
    const runId = journal(p).find((l) => l.type === "start")?.header as { runId: string };
    const [active] = await history(p);
    expect(active).toMatchObject({
      result: "in-progress",
      message: `stackgate up of ${p.stack} [stackgate run ${runId.runId}]`,
    });

    // While the dead run's update holds the lease, Pulumi Cloud refuses another update.
    const raw = await pulumi(p, [
      "up",
      "--yes",
      "--skip-preview",
      "--non-interactive",
      "--stack",
      p.stack,
    ]);
    expect(raw.stderr).toContain("[409] Conflict: Another update is currently in progress.");
    const status = await stackgate(p, ["status"]);
    expect(status.exitCode, status.context).toBe(4);
    expect(status.json()).toMatchObject({
      lock: {
        kind: "locked",
        holder: { id: `update ${active?.version ?? 0}`, operation: "update" },
      },
      pendingRepair: true,
    });

    const ranBefore = commands(p).length;
    const recover = await stackgate(p, ["recover", "--pending-creates", "clear"]);
    expect(recover.exitCode, recover.context).toBe(0);
    // The history is read for the lock probe (which the cancel decision reuses), again right
    // before the cancel (the active update must still be the judged one), and once more to
    // confirm the lease is free after the cancel.
    expect(
      commands(p)
        .slice(ranBefore)
        .filter((a) => a[0] === "stack" && a[1] === "history"),
    ).toHaveLength(3);
    const r = recover.json() as unknown as RecoverJson;
    expect(r.outcome).toBe("recovered");
    expect(r.actions.map((a) => a.kind)).toEqual([
      "cancel-update",
      "report-pending",
      "refresh",
      "clear-pending-creates",
    ]);
    expect(r.actions[0]?.detail).toMatch(
      new RegExp(
        `canceled the Pulumi Cloud update ${active?.version ?? 0} .*pid ${enginePid ?? 0}.* process is gone`,
      ),
    );
    expect(r.lock.after.kind).toBe("free");
    const cancels = commands(p).filter((a) => a[0] === "cancel");
    expect(cancels).toEqual([["cancel", "--yes", "--stack", p.stack, "--non-interactive"]]);
    const after = await history(p);
    expect(after.find((u) => u.version === active?.version)?.result).toBe("failed");
    expect(after[0]).toMatchObject({ kind: "refresh", result: "succeeded" });
    expect((await exportStack(p)).pending).toEqual([]);

    // Nothing is left to cancel: a second recover changes nothing and cancels nothing.
    const again = await stackgate(p, ["recover"]);
    expect(again.exitCode, again.context).toBe(0);
    expect(commands(p).filter((a) => a[0] === "cancel")).toHaveLength(1);
  });

  it("Pulumi Cloud: the update of a run that is still alive is never canceled; the run's own stop completes it", async () => {
    const p = project(
      "proj",
      { stages: [{ events: INTERRUPTED }], inflightMs: 200 },
      { cloud: true, org: "org" },
    );
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const { child } = await startUp(p, 4);
    expect((await history(p))[0]?.result).toBe("in-progress");
    for (const args of [["recover"], ["unlock", "--force"]]) {
      const attempt = await stackgate(p, args);
      expect(attempt.exitCode, attempt.context).toBe(4);
      expect((attempt.json() as unknown as RecoverJson).outcome).toBe("needs-attention");
    }
    expect(commands(p).some((a) => a[0] === "cancel")).toBe(false);
    expect((await history(p))[0]?.result).toBe("in-progress");
    // The run's own graceful stop lets the engine complete its update: no cancel needed.
    child.kill("SIGINT");
    const stopped = await child;
    expect(stopped.exitCode).toBe(130);
    expect((await history(p))[0]?.result).toBe("failed");
    expect(commands(p).some((a) => a[0] === "cancel")).toBe(false);
  });

  it("reads the exit codes of an older CLI (255 for every failure) and of a newer one", async () => {
    for (const [version, code] of [
      ["3.136.1", 255],
      ["3.259.0", 1],
    ] as const) {
      const p = project("test", { version, stages: [{ events: RESOURCE_ERROR }] });
      expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
      const up = await stackgate(p, ["up", "--yes"]);
      expect(up.exitCode, up.context).toBe(1);
      expect(up.json()).toMatchObject({ outcome: "failed" });
      expect(up.json().message).toContain("create failed intentionally");
      const raw = await pulumi(p, [
        "up",
        "--yes",
        "--skip-preview",
        "--json",
        "--non-interactive",
        "--stack",
        p.stack,
      ]);
      expect(raw.exitCode).toBe(code);
    }
  });

  it("refuses what Pulumi would refuse before running it: a DIY stack outside the organization 'organization'", async () => {
    const p = project("sample", { stages: [{ preview: CREATES }] }, { org: "org" });
    const preview = await stackgate(p, ["preview"]);
    expect(preview.exitCode, preview.context).toBe(64);
    expect(preview.stderr).toMatch(/organization\/sample\/dev/);
    // The short form with an organization DIY refuses: refused before Pulumi runs, named.
    const short = await execa(
      process.execPath,
      [cli, "preview", "--engine", "pulumi", "--stack", "acme/dev", "-C", p.dir],
      { env, reject: false },
    );
    expect(short.exitCode).toBe(64);
    expect(short.stderr).toMatch(
      /stack "acme\/dev": DIY backends .* accept only the organization "organization".*got "acme"/,
    );
    expect(commands(p)).toEqual([]);
  });

  it("short stack names as Pulumi users write them: `dev` on DIY reads the stack's locks; on Cloud the login's default org", async () => {
    const p = project("sample", { stages: [{ preview: CREATES }] });
    expect((await pulumi(p, ["stack", "init", "--stack", p.stack])).exitCode).toBe(0);
    const live = livePid();
    writeLock(p, "held", live);
    const run = (stack: string, args: string[], extraEnv: Record<string, string> = {}) =>
      execa(
        process.execPath,
        [
          cli,
          ...args,
          "--engine",
          "pulumi",
          "--engine-binary",
          emulator,
          "--stack",
          stack,
          "-C",
          p.dir,
          "--json",
        ],
        { env: { ...env, ...extraEnv }, reject: false },
      );
    const status = await run("dev", ["status"]);
    expect(status.exitCode, status.stderr).toBe(4);
    expect(status.stderr).toContain('Pulumi stack "dev" is organization/sample/dev');
    expect(JSON.parse(status.stdout)).toMatchObject({
      lock: { kind: "locked", holder: { id: "held", operation: `pid ${live}` } },
    });
    // `organization/dev` is the same stack; a name Pulumi refuses is named in the error.
    const twoPart = await run("organization/dev", ["status"]);
    expect(twoPart.exitCode, twoPart.stderr).toBe(4);
    expect(twoPart.stderr).toContain('Pulumi stack "organization/dev" is organization/sample/dev');
    const bad = await run("dev prod", ["status"]);
    expect(bad.exitCode).toBe(64);
    expect(bad.stderr).toMatch(/stack part of "organization\/sample\/dev prod" must be 1 to 100/);

    // Pulumi Cloud: the default organization from the login (config.json, then credentials.json).
    const c = project("app", { stages: [{ preview: CREATES }] }, { cloud: true, org: "acme" });
    for (const stack of ["alice/app/dev", "acme/app/dev"]) {
      expect((await pulumi(c, ["stack", "init", "--stack", stack])).exitCode).toBe(0);
    }
    const home = path.join(c.dir, "pulumi-home");
    mkdirSync(home);
    const url = "https://api.pulumi.example";
    const cloudRun = (args: string[]) =>
      execa(
        process.execPath,
        [
          cli,
          ...args,
          "--engine",
          "pulumi",
          "--engine-binary",
          emulator,
          "--stack",
          "dev",
          "-C",
          c.dir,
          "--json",
        ],
        { env: { ...env, PULUMI_HOME: home }, reject: false },
      );
    const noLogin = await cloudRun(["preview"]);
    expect(noLogin.exitCode).toBe(64);
    expect(noLogin.stderr).toMatch(
      /qualifies a short stack name with the login's default organization/,
    );
    expect(commands(c).filter((a) => a[0] !== "stack" || a[1] !== "init")).toEqual([]);
    writeFileSync(
      path.join(home, "credentials.json"),
      JSON.stringify({ current: url, accounts: { [url]: { username: "alice" } } }),
    );
    const byUser = await cloudRun(["preview"]);
    expect(byUser.exitCode, byUser.stderr).toBe(0);
    expect(byUser.stderr).toContain('Pulumi stack "dev" is alice/app/dev');
    expect(commands(c).some((a) => a.includes("alice/app/dev"))).toBe(true);
    writeFileSync(
      path.join(home, "config.json"),
      JSON.stringify({ backends: { [url]: { defaultOrg: "acme" } } }),
    );
    const byDefault = await cloudRun(["preview"]);
    expect(byDefault.exitCode, byDefault.stderr).toBe(0);
    expect(byDefault.stderr).toContain('Pulumi stack "dev" is acme/app/dev');
    expect(commands(c).some((a) => a.includes("acme/app/dev"))).toBe(true);
  });
});
