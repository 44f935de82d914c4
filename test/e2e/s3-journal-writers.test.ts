/**
 * Two writers of one run's journal copy in the s3 backend's bucket (the run itself, or a first
 * recovery, and a second recovery of the same run on another runner) each hold the object as
 * they last saw it. A write replaces the object only over the version its writer saw; the
 * other's entries stay, its own go after them (issue 25: a run's record survives). On the S3
 * stand-in with its conditional writes; shown to fail on writes that replace the object whole.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { JournalEntry, JournalHeader } from "../../src/journal/entries.js";
import { S3JournalStore } from "../../src/journal/s3-store.js";
import { startS3Servers, type S3Servers } from "../support/s3-servers.js";

let s3: S3Servers;
const saved: Record<string, string | undefined> = {};

beforeAll(async () => {
  s3 = await startS3Servers();
  await s3.createBucket("journal");
  for (const [name, value] of Object.entries(s3.env)) {
    saved[name] = process.env[name];
    process.env[name] = value;
  }
}, 120_000);

afterAll(async () => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  await s3.stop();
});

const KEY = { project: "infra", stack: "prod", workdir: "." };

function store(): S3JournalStore {
  return new S3JournalStore({
    bucket: "journal",
    stateKey: "prod/terraform.tfstate",
    workspace: "default",
    region: "us-east-1",
    s3Endpoint: s3.s3Endpoint,
    usePathStyle: true,
    useLockfile: true,
    assumeRole: false,
  });
}

function header(runId: string): JournalHeader {
  return {
    version: 1,
    runId,
    platform: "local",
    engine: "terraform",
    ...KEY,
    host: "runner-1",
    user: "ci",
    pid: 4242,
    startedAt: "2026-11-30T05:00:00.000Z",
    command: "up",
  };
}

const at = (second: number): string => `2026-11-30T05:00:${String(second).padStart(2, "0")}.000Z`;
const created = (address: string, second: number): JournalEntry => ({
  type: "resource",
  at: at(second),
  address,
  action: "create",
  status: "started",
});

async function addressesOf(runId: string): Promise<string[]> {
  const reader = store();
  const runs = await reader.readUnfinishedRuns(KEY);
  await reader.close();
  const run = runs.find((entries) => {
    const first = entries[0];
    return first?.type === "start" && first.header.runId === runId;
  });
  return (run ?? []).flatMap((e) => (e.type === "resource" ? [e.address] : []));
}

describe("the s3 journal copy of one run with two writers", () => {
  it("a writer behind the object keeps what the other wrote since it last read", async () => {
    const h = header("run-two-writers");
    const run = store();
    await run.appendMany([{ type: "start", at: at(0), header: h }, created("a.one", 1)]);
    // A recovery on another runner attaches (reads the object as it is now).
    const recovery = store();
    recovery.attach(h);
    await recovery.append(created("b.recovered", 2));
    // The first writer, behind by the recovery's entry, writes again.
    await run.append(created("a.two", 3));
    await recovery.append(created("b.later", 4));
    await run.close();
    await recovery.close();
    expect((await addressesOf("run-two-writers")).sort()).toEqual([
      "a.one",
      "a.two",
      "b.later",
      "b.recovered",
    ]);
  });

  it("six writers appending at once each keep their entry", async () => {
    const h = header("run-burst");
    const first = store();
    await first.appendMany([{ type: "start", at: at(0), header: h }]);
    await first.close();
    const writers = [1, 2, 3, 4, 5, 6].map(() => store());
    for (const writer of writers) writer.attach(h);
    await Promise.all(writers.map((writer, i) => writer.append(created(`w.${i + 1}`, i + 1))));
    await Promise.all(writers.map((writer) => writer.close()));
    expect((await addressesOf("run-burst")).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `w.${n}`),
    );
  });
});
