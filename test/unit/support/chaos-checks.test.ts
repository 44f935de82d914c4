/**
 * The chaos harness's own checkers can fail: a held local lock is reported (from a real
 * Terraform apply holding its fcntl lock), landings are classified from evidence, and the
 * coverage assertions reject runs whose kills did not land where they must; the Pulumi suite's
 * ground-truth check reports a lost resource.
 */
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path, { join } from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import {
  classifyLanding,
  killViolations,
  landingViolations,
  leftLockInfo,
  localSnapshot,
  posixLocksOn,
  strandedLock,
  waitFor,
  type KillRecord,
  type LandingRecord,
} from "../../support/chaos.js";
import { checkNothingLost, type Named, type PulumiTrial } from "../../support/pulumi-chaos.js";
import { emulatorStack } from "../../support/pulumi-chaos-emulator.js";
import { journalFile, project, removeProjects } from "../../support/pulumi-project.js";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("strandedLock on the local backend", () => {
  const procLocks = [
    "1: POSIX  ADVISORY  WRITE 4242 fe:00:2156834 0 EOF",
    "1: -> POSIX  ADVISORY  WRITE 4343 fe:00:2156834 0 EOF",
    "2: FLOCK  ADVISORY  WRITE 99 fe:00:2156834 0 EOF",
    "3: POSIX  ADVISORY  WRITE 77 fe:01:2156834 0 EOF",
    "4: POSIX  ADVISORY  READ 88 fe:00:1 0 EOF",
  ].join("\n");

  it("reads the POSIX locks of one file from /proc/locks, and only those", () => {
    const locks = posixLocksOn(procLocks, "fe:00", 2156834);
    expect(locks.map((l) => l.pid)).toEqual([4242, 4343]);
  });

  it("reports an fcntl lock on the state file, names the lock info, and is quiet when free", () => {
    const held = strandedLock({
      localFcntl: [{ pid: 4242, inode: 1, line: "…" }],
      localLockInfo: '{"ID":"abc","Who":"root@host"}',
    });
    expect(held).toMatch(/fcntl lock on terraform\.tfstate held by pid 4242/);
    expect(held).toContain('"ID":"abc"');
    expect(strandedLock({ localFcntl: [], localLockInfo: null })).toBeNull();
    // A lock info file without an fcntl lock is not a lock (Terraform overwrites it) …
    const stale = { localFcntl: [], localLockInfo: '{"ID":"abc"}' };
    expect(strandedLock(stale)).toBeNull();
    // … but after a clean release it must be gone.
    expect(leftLockInfo(stale)).toMatch(/lock\.info left behind/);
  });

  it("sees the lock of a real terraform apply while it runs, and not after", async () => {
    const dir = mkdtempSync(join(tmpdir(), "sg-chaos-lock-"));
    dirs.push(dir);
    writeFileSync(
      join(dir, "main.tf"),
      'resource "terraform_data" "a" {\n  provisioner "local-exec" {\n    command = "sleep 2"\n  }\n}\n',
    );
    const env = { ...process.env, TF_CLI_CONFIG_FILE: join(dir, "rc"), TF_IN_AUTOMATION: "1" };
    writeFileSync(join(dir, "rc"), "");
    expect((await execa("terraform", ["init", "-input=false"], { cwd: dir, env })).exitCode).toBe(
      0,
    );
    const apply = spawn("terraform", ["apply", "-auto-approve", "-input=false"], {
      cwd: dir,
      env,
      stdio: "ignore",
    });
    const exited = new Promise<number | null>((resolve) => apply.once("exit", resolve));
    await waitFor(
      "terraform to hold the local lock",
      () => strandedLock(localSnapshot(dir)) !== null,
      20_000,
    );
    const held = localSnapshot(dir);
    expect(strandedLock(held)).toMatch(
      /fcntl lock on terraform\.tfstate held by pid \d+ \(running\)/,
    );
    expect(held.localLockInfo).toContain('"Operation":"OperationTypeApply"');
    expect(await exited).toBe(0);
    const after = localSnapshot(dir);
    expect(strandedLock(after)).toBeNull();
    expect(leftLockInfo(after)).toBeNull();
  });
});

describe("classifyLanding", () => {
  const at = (ms: number): string => new Date(ms).toISOString();
  const base = {
    signalAt: 500,
    signalWallMs: 10_500,
    applyAt: null,
    applyDoneAt: null,
    plannedChanges: 2,
  };

  it("is before-apply without any evidence of the apply before the signal", () => {
    const late = [{ type: "resource", status: "started", address: "a", at: at(10_600) }];
    expect(classifyLanding({ ...base, journal: late }).landed).toBe("before-apply");
    expect(classifyLanding({ ...base, applyAt: 600, journal: [] }).landed).toBe("before-apply");
  });

  it("is mid-apply on a started resource (output or journal) and not every change done", () => {
    const started = [{ type: "resource", status: "started", address: "a", at: at(10_400) }];
    expect(classifyLanding({ ...base, journal: started }).landed).toBe("mid-apply");
    expect(classifyLanding({ ...base, applyAt: 300, journal: [] }).landed).toBe("mid-apply");
  });

  it("is after-apply when the output or the journal shows the apply finished", () => {
    const done = ["a", "b"].flatMap((address) => [
      { type: "resource", status: "started", address, at: at(10_100) },
      { type: "resource", status: "done", address, at: at(10_200) },
    ]);
    expect(classifyLanding({ ...base, journal: done }).landed).toBe("after-apply");
    expect(classifyLanding({ ...base, applyAt: 100, applyDoneAt: 450, journal: [] }).landed).toBe(
      "after-apply",
    );
    expect(
      classifyLanding({ ...base, signalAt: null, signalWallMs: null, journal: [] }).landed,
    ).toBe("after-apply");
  });
});

describe("coverage assertions", () => {
  const landing = (landed: LandingRecord["landed"]): LandingRecord => ({
    backend: "pg",
    signal: "SIGINT",
    landed,
  });

  it("fail when fewer than the share of a backend × signal landed mid-apply", () => {
    const four = [
      landing("mid-apply"),
      landing("mid-apply"),
      landing("mid-apply"),
      landing("before-apply"),
    ];
    expect(landingViolations([...four, landing("mid-apply")], 0.7)).toEqual([]);
    expect(landingViolations([...four, landing("after-apply")], 0.7)).toEqual([
      "pg/SIGINT: 3 of 5 signals landed mid-apply (before-apply 1, mid-apply 3, after-apply 1), expected at least 70 %",
    ]);
  });

  it("fail without an orphan-producing SIGKILL, or on http without a stranded lock", () => {
    const kill = (over: Partial<KillRecord>): KillRecord => ({
      backend: "http",
      signal: "SIGKILL-group",
      landed: "mid-apply",
      created: 2,
      orphans: 2,
      strandedLock: true,
      ...over,
    });
    expect(killViolations([kill({})])).toEqual([]);
    expect(killViolations([kill({ orphans: 0 }), kill({ strandedLock: false })])).toEqual([]);
    expect(killViolations([kill({ orphans: 0, strandedLock: false })])).toEqual([
      "http: none of its 1 SIGKILL trial(s) left an orphan (a resource created but not in state)",
      "http: none of its 1 SIGKILL trial(s) left the lock held for recover",
    ]);
    // local: its state is written after every resource and its lock dies with Terraform, but a
    // SIGKILL must still strike after creates finished.
    const local = kill({ backend: "local", orphans: 0, strandedLock: false });
    expect(killViolations([local])).toEqual([]);
    expect(killViolations([{ ...local, created: 0 }])).toEqual([
      "local: none of its 1 SIGKILL trial(s) struck mid-apply after a create had finished",
    ]);
  });
});

describe("the Pulumi chaos ground-truth check", () => {
  const urn = "urn:pulumi:dev::sample::aws:s3/bucket:Bucket::docs";
  const trial: PulumiTrial = {
    index: 0,
    seed: 1,
    cloud: false,
    signal: "SIGKILL-group",
    policy: "import",
    target: "cloud-orphan",
    delayMs: 1,
  };
  const named = (over: Partial<Named> = {}): Named => ({
    orphans: new Set(),
    details: [],
    imported: new Set(),
    ...over,
  });
  const check = (
    resources: Parameters<typeof checkNothingLost>[2],
    n: Named,
    journaled?: string,
  ): string[] => {
    const p = project("sample", {});
    mkdirSync(path.join(p.dir, ".pulumi-emulator"), { recursive: true });
    writeFileSync(
      path.join(p.dir, ".pulumi-emulator", "cloud.ndjson"),
      `${JSON.stringify({ op: "create", urn, id: "docs-1", type: "aws:s3/bucket:Bucket" })}\n`,
    );
    if (journaled !== undefined) {
      mkdirSync(path.dirname(journalFile(p)), { recursive: true });
      writeFileSync(
        journalFile(p),
        `${JSON.stringify({ type: "resource", address: urn, action: "create", status: "done", id: journaled, at: new Date().toISOString() })}\n`,
      );
    }
    const violations: string[] = [];
    checkNothingLost(emulatorStack(p), trial, resources, n, (v) => void violations.push(v));
    return violations;
  };
  afterAll(() => removeProjects());

  it("fails when a resource that exists is neither in state nor named by recover", () => {
    expect(check([], named())).toEqual([
      `LOST: ${urn} exists in the cloud (id docs-1) but is neither in the state nor named by recover`,
    ]);
    expect(check([], named({ orphans: new Set([urn]) }))).toEqual([]);
    expect(
      check([{ urn, id: "docs-1", custom: true, type: "aws:s3/bucket:Bucket" }], named()),
    ).toEqual([]);
  });

  it("fails when import left a journaled id out, or the state holds what the cloud lacks", () => {
    expect(check([], named({ orphans: new Set([urn]) }), "docs-1")).toEqual([
      `${urn} exists (id docs-1, recorded in the journal) but recover --pending-creates import did not import it`,
    ]);
    expect(
      check([{ urn, id: "docs-2", custom: true, type: "aws:s3/bucket:Bucket" }], named()),
    ).toEqual([
      `${urn} exists in the cloud as docs-1 but the state says docs-2`,
      `the state has ${urn} (id docs-2) which the cloud does not have`,
    ]);
  });
});
