import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

import { type JournalEntry, type JournalHeader } from "../../../src/journal/entries.js";
import { FileJournalStore } from "../../../src/journal/file-store.js";
import { DirJournalStore } from "../../../src/journal/dir-store.js";
import { readLatestRun } from "../../../src/journal/run-journal.js";
import { type Settings } from "../../../src/settings/index.js";

function scene() {
  const workdir = mkdtempSync(path.join(os.tmpdir(), "sg-run-journal-"));
  const settings = { workdir, stack: "prod", project: "p" } as Pick<
    Settings,
    "workdir" | "stack" | "project"
  > as Settings;
  const header: JournalHeader = {
    version: 1,
    runId: "run-1",
    platform: "local",
    engine: "terraform",
    project: "p",
    stack: "prod",
    workdir,
    host: os.hostname(),
    user: "ci",
    pid: 1,
    startedAt: "2026-11-25T10:00:00.000Z",
    command: "up",
  };
  const at = "2026-11-25T10:00:01.000Z";
  const run: JournalEntry[] = [
    { type: "start", at, header },
    { type: "phase", at, phase: "applying" },
  ];
  const local = FileJournalStore.forStack(workdir, "prod");
  for (const entry of [...run, { type: "lock", at, lockId: "L1" } as const]) {
    if (entry.type === "start") local.startRun(entry.header, entry.at);
    else local.appendSync(entry);
  }
  const durable = new DirJournalStore(mkdtempSync(path.join(os.tmpdir(), "sg-run-durable-")));
  return { settings, run, durable, at };
}

describe("readLatestRun: a local lock ID counts only when the durable copy confirms it", () => {
  it("drops a lock ID the durable copy of the same run does not name", async () => {
    const { settings, run, durable } = scene();
    for (const entry of run) await durable.append(entry);
    const state = await readLatestRun(settings, [durable]);
    expect(state?.lockId).toBeUndefined();
    expect(state?.warnings.join("\n")).toContain('names lock "L1" for run run-1');
  });

  it("keeps it when the durable copy names the same lock; without a durable copy the file is the record", async () => {
    const { settings, run, durable, at } = scene();
    for (const entry of [...run, { type: "lock", at, lockId: "L1" } as const])
      await durable.append(entry);
    expect((await readLatestRun(settings, [durable]))?.lockId).toBe("L1");
    expect((await readLatestRun(settings, []))?.lockId).toBe("L1");
  });
});

describe("readLatestRun: a recovery's own lock counts only when the durable copy names it too", () => {
  it("keeps the recovery locks a durable copy names and drops the rest", async () => {
    const { settings, run, durable, at } = scene();
    const by = { runId: "recover-1", host: os.hostname(), pid: 2, startedAt: at };
    const local = FileJournalStore.forStack(settings.workdir, "prod");
    local.appendSync({ type: "lock", at, lockId: "R1", by });
    local.appendSync({ type: "lock", at, lockId: "R2", by });
    for (const entry of [...run, { type: "lock", at, lockId: "R1", by } as const])
      await durable.append(entry);
    const state = await readLatestRun(settings, [durable]);
    expect(state?.recoveryLocks).toEqual([{ lockId: "R1", by }]);
    expect((await readLatestRun(settings, []))?.recoveryLocks?.map((l) => l.lockId)).toEqual([
      "R1",
      "R2",
    ]);
  });
});
