import {
  appendFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cpuMsOf } from "../../support/cpu-time.js";

import { EXIT, StackgateError } from "../../../src/errors.js";
import {
  backendConfigFile,
  pgConnString,
  pgSchemaName,
  readBackendConfig,
} from "../../../src/backends/backend-config.js";
import { defaultJournalFile, FileJournalStore } from "../../../src/journal/file-store.js";
import { DirJournalStore } from "../../../src/journal/dir-store.js";

import { Journal } from "../../../src/journal/journal.js";

import {
  JournalError,
  parseJournal,
  safeFileName,
  type JournalEntry,
  type JournalHeader,
  type JournalInput,
  type JournalKey,
} from "../../../src/journal/entries.js";
import { assertJournalFor, foldJournal } from "../../../src/journal/fold.js";
import { type DurableStore } from "../../../src/journal/store.js";
import { parsePgConnString } from "../../../src/backends/pg.js";
import { tempDirs } from "../../support/temp-dirs.js";
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("sg-journal-");
afterEach(() => removeTempDirs());

function header(overrides: Partial<JournalHeader> = {}): JournalHeader {
  return {
    version: 1,
    runId: "1001",
    runUrl: "https://github.com/acme/infra/actions/runs/1001",
    platform: "github",
    engine: "terraform",
    project: "acme/infra",
    stack: "prod",
    workdir: "infra/prod",
    host: "runner-1",
    user: "runner",
    pid: 4242,
    startedAt: "2025-03-01T10:00:00.000Z",
    command: "up",
    ...overrides,
  };
}
const KEY: JournalKey = { project: "acme/infra", stack: "prod", workdir: "infra/prod" };

function at(second: number): string {
  return new Date(Date.UTC(2025, 2, 1, 10, 0, second)).toISOString();
}

function start(h = header()): JournalEntry {
  return { type: "start", at: h.startedAt, header: h };
}

const lines = (entries: readonly unknown[]): string =>
  entries.map((e) => `${JSON.stringify(e)}\n`).join("");

describe("foldJournal", () => {
  it("folds phases, lock and resources (last status per address+action, first-appearance order)", () => {
    const entries: JournalEntry[] = [
      start(),
      { type: "phase", at: at(1), phase: "planning", enginePid: 100 },
      { type: "lock", at: at(2), lockId: "lock-1" },
      { type: "phase", at: at(3), phase: "applying", enginePid: 200, planDigest: "sha256:abc" },
      { type: "resource", at: at(4), address: "a.one", action: "create", status: "started" },
      { type: "resource", at: at(5), address: "a.two", action: "delete", status: "started" },
      {
        type: "resource",
        at: at(6),
        address: "a.one",
        action: "create",
        status: "done",
        id: "i-1",
      },
      { type: "resource", at: at(7), address: "a.two", action: "delete", status: "failed" },
      { type: "resource", at: at(8), address: "a.one", action: "update", status: "started" },
      { type: "phase", at: at(9), phase: "interrupting", note: "SIGINT" },
    ];
    const state = foldJournal(entries);
    expect(state.header).toEqual(header());
    expect(state.phase).toBe("interrupting");
    expect(state.updatedAt).toBe(at(9));
    expect(state.enginePid).toBe(200);
    expect(state.planDigest).toBe("sha256:abc");
    expect(state.lockId).toBe("lock-1");
    expect(state.resources).toEqual([
      { address: "a.one", action: "create", status: "done", id: "i-1", at: at(6) },
      { address: "a.two", action: "delete", status: "failed", at: at(7) },
      { address: "a.one", action: "update", status: "started", at: at(8) },
    ]);
    expect(state.warnings).toEqual([]);
  });

  it("starts in phase 'started', keeps an id a later entry omits, warns about in-flight operations", () => {
    expect(foldJournal([start()]).phase).toBe("started");
    const state = foldJournal([
      start(),
      { type: "resource", at: at(1), address: "x", action: "create", status: "started", id: "i-9" },
      { type: "resource", at: at(2), address: "x", action: "create", status: "started" },
      { type: "phase", at: at(3), phase: "failed" },
    ]);
    expect(state.resources[0]?.id).toBe("i-9");
    expect(state.warnings.join("\n")).toContain("create x");
  });

  it("keeps a recovery's own lock (a lock entry with its taker) beside the run's own lock", () => {
    const by = { runId: "1002", host: "runner-2", pid: 77, startedAt: at(5) };
    const state = foldJournal([
      start(),
      { type: "lock", at: at(1), lockId: "run-lock" },
      { type: "lock", at: at(6), lockId: "recovery-lock", by },
    ]);
    expect(state.lockId).toBe("run-lock");
    expect(state.recoveryLocks).toEqual([{ lockId: "recovery-lock", by }]);
  });

  it("refuses an empty run, a run without start and a journal holding two runs", () => {
    expect(() => foldJournal([])).toThrow(/empty/);
    expect(() => foldJournal([{ type: "phase", at: at(1), phase: "done" }])).toThrow(
      /no start entry/,
    );
    expect(() => foldJournal([start(), start(header({ runId: "2" }))])).toThrow(
      /more than one run/,
    );
  });
});

describe("assertJournalFor", () => {
  it("accepts its own stack and refuses another's, naming both", () => {
    const state = foldJournal([start()]);
    expect(() => assertJournalFor(state, KEY)).not.toThrow();
    const other = { project: "acme/infra", stack: "staging", workdir: "infra/staging" };
    let error: unknown;
    try {
      assertJournalFor(state, other, "journal /x/prod.ndjson");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(JournalError);
    const message = (error as JournalError).message;
    expect(message).toContain('stack "prod"');
    expect(message).toContain('workdir "infra/prod"');
    expect(message).toContain('stack "staging"');
    expect(message).toContain('workdir "infra/staging"');
    expect(message).toContain("/x/prod.ndjson");
    expect((error as JournalError).kind).toBe("foreign");
  });
});

describe("FileJournalStore.read", () => {
  function journalFile(content: string): FileJournalStore {
    const file = join(tempDir(), "prod.ndjson");
    writeFileSync(file, content);
    return new FileJournalStore(file);
  }

  it("ignores a last line cut mid-JSON (SIGKILL mid-write) with a warning", () => {
    const complete = lines([start(), { type: "phase", at: at(1), phase: "applying" }]);
    const cut = JSON.stringify({
      type: "resource",
      at: at(2),
      address: "a.b",
      action: "create",
      status: "done",
    }).slice(0, 37);
    const store = journalFile(complete + cut);
    const entries = store.read();
    expect(entries.map((e) => e.type)).toEqual(["start", "phase"]);
    expect(store.warnings).toHaveLength(1);
    expect(store.warnings[0]).toContain("truncated last line 3");
    expect(store.readState()?.warnings[0]).toContain("truncated");
  });

  it("refuses a corrupt line in the middle: file, line number, quoted text, what to do", () => {
    const store = journalFile(
      lines([start()]) + '{"type":"phase","at":"2025-03-01T10:00:01Z","pha\n' + lines([start()]),
    );
    let error: unknown;
    try {
      store.read();
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(JournalError);
    expect(error).toBeInstanceOf(StackgateError);
    const { message, exitCode } = error as JournalError;
    expect(exitCode).toBe(EXIT.failed);
    expect(message).toContain(store.file);
    expect(message).toContain("line 2");
    expect(message).toContain(JSON.stringify('{"type":"phase","at":"2025-03-01T10:00:01Z","pha'));
    expect(message).toContain("not valid JSON");
    expect(message).toContain("stackgate will not act on a journal it cannot read");
  });

  it("quotes at most 80 characters of a long bad line", () => {
    const bad = `{"broken": "${"x".repeat(300)}`;
    const store = journalFile(`${lines([start()])}${bad}\n`);
    expect(() => store.read()).toThrow(JournalError);
    try {
      store.read();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain(JSON.stringify(`${bad.slice(0, 80)}…`));
      expect(message).not.toContain("x".repeat(100));
    }
  });

  it("refuses an entry of unknown type, saying what was expected", () => {
    const store = journalFile(lines([start(), { type: "teleport", at: at(1) }]));
    expect(() => store.read()).toThrow(
      /line 2 is not a journal entry \(unknown entry type "teleport"; expected "type": "start" \| "phase" \| "lock" \| "resource"\)/,
    );
  });

  it("refuses a bad field and a journal from a newer stackgate", () => {
    expect(() =>
      journalFile(lines([start(), { type: "phase", at: at(1), phase: "dancing" }])).read(),
    ).toThrow(/"phase" must be "planning" \| "applying"/);
    expect(() =>
      journalFile(
        lines([start(), { type: "lock", at: at(1), lockId: "x", by: { runId: "1", host: "h" } }]),
      ).read(),
    ).toThrow(/"by.pid" must be a positive integer/);
    const future = { ...start(), header: { ...header(), version: 2 } };
    expect(() => journalFile(lines([future])).read()).toThrow(/newer stackgate/);
  });

  it("refuses a journal without its start entry", () => {
    const store = journalFile(lines([{ type: "phase", at: at(1), phase: "applying" }]));
    expect(() => store.read()).toThrow(/line|no start entry/);
    expect(() => store.read()).toThrow(/no start entry.*Move the file aside/);
  });

  it("reads a missing file as no run", () => {
    const store = new FileJournalStore(join(tempDir(), "none.ndjson"));
    expect(store.read()).toEqual([]);
    expect(store.readState()).toBeNull();
  });

  it("cuts a partial last line off before appending, so the new line stays readable", () => {
    const store = journalFile(`${lines([start()])}{"type":"phase","at":"20`);
    store.appendSync({ type: "phase", at: at(5), phase: "recovering" });
    expect(store.read().map((e) => e.type)).toEqual(["start", "phase"]);
    expect(store.warnings.join("\n")).toContain("partial last line");
  });
});

describe("FileJournalStore runs: rotation and refusal", () => {
  it("uses <workdir>/.stackgate/journal/<stack>.ndjson, escaping the stack name", () => {
    expect(defaultJournalFile("/w", "prod")).toBe("/w/.stackgate/journal/prod.ndjson");
    expect(defaultJournalFile("/w", "org/proj/dev")).toBe(
      "/w/.stackgate/journal/org%2Fproj%2Fdev.ndjson",
    );
    expect(safeFileName("..")).toBe("%2E%2E");
  });

  it("rotates a finished run to <stack>.<startedAt>.ndjson and starts a fresh file", () => {
    const workdir = tempDir();
    const store = FileJournalStore.forStack(workdir, "prod");
    const journal = new Journal({ local: store });
    journal.start(header());
    journal.record({ type: "phase", phase: "done" });
    journal.start(header({ runId: "1002", startedAt: "2025-03-02T09:00:00.000Z" }));
    const dir = join(workdir, ".stackgate", "journal");
    expect(readdirSync(dir).sort()).toEqual([
      "prod.2025-03-01T10-00-00.000Z.ndjson",
      "prod.ndjson",
    ]);
    const current = store.read();
    expect(current).toHaveLength(1);
    expect(current[0]?.type === "start" && current[0].header.runId).toBe("1002");
    const old = new FileJournalStore(join(dir, "prod.2025-03-01T10-00-00.000Z.ndjson")).read();
    expect(old.map((e) => e.type)).toEqual(["start", "phase"]);
  });

  it("refuses to start over an unfinished run and says to recover first; recovered runs rotate", () => {
    const store = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    store.startRun(header());
    store.appendSync({ type: "phase", at: at(1), phase: "applying" });
    const before = readFileSync(store.file, "utf8");
    let error: unknown;
    try {
      store.startRun(header({ runId: "1002" }));
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(JournalError);
    expect((error as JournalError).kind).toBe("not-terminal");
    expect((error as Error).message).toMatch(/phase "applying"/);
    expect((error as Error).message).toContain("stackgate recover");
    expect((error as Error).message).toContain('run "1001"');
    expect(readFileSync(store.file, "utf8")).toBe(before);

    for (const phase of ["interrupted", "failed", "recovering"] as const) {
      store.appendSync({ type: "phase", at: at(2), phase });
      expect(() => store.startRun(header({ runId: "1002" }))).toThrow(/recover/);
    }
    store.appendSync({ type: "phase", at: at(3), phase: "recovered" });
    store.startRun(header({ runId: "1002" }));
    expect(store.readState()?.header.runId).toBe("1002");
  });

  it("names the other stack when the unfinished run is not this stack's", () => {
    const store = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    store.startRun(header({ workdir: "elsewhere" }));
    expect(() => store.startRun(header())).toThrow(/workdir "elsewhere".*workdir "infra\/prod"/s);
  });

  it("replaces a file holding only a cut start entry, and keeps the newest rotated runs", () => {
    const dir = tempDir();
    const store = new FileJournalStore(join(dir, "prod.ndjson"), { keepRotated: 2 });
    writeFileSync(store.file, '{"type":"start","at":"2025');
    store.startRun(header());
    expect(store.read()).toHaveLength(1);
    for (let day = 2; day <= 5; day++) {
      store.appendSync({ type: "phase", at: at(1), phase: "done" });
      store.startRun(header({ startedAt: `2025-03-0${day}T10:00:00.000Z`, runId: `r${day}` }));
    }
    expect(readdirSync(dir).sort()).toEqual([
      "prod.2025-03-03T10-00-00.000Z.ndjson",
      "prod.2025-03-04T10-00-00.000Z.ndjson",
      "prod.ndjson",
    ]);
  });

  it("appends to a run it did not start through one descriptor, kept until it writes another file", () => {
    const dir = tempDir();
    const file = join(dir, "prod.ndjson");
    writeFileSync(file, lines([start()]));
    const store = new FileJournalStore(file);
    store.appendSync({ type: "phase", at: at(1), phase: "recovering" });
    // Moved aside under it (as another store's set-aside would): the next entry follows the
    // run it belongs to instead of starting a file without a start entry at the old path.
    const moved = join(dir, "prod.moved.ndjson");
    renameSync(file, moved);
    store.appendSync({ type: "phase", at: at(2), phase: "recovered" });
    expect(existsSync(file)).toBe(false);
    expect(new FileJournalStore(moved).read().map((e) => e.type)).toEqual([
      "start",
      "phase",
      "phase",
    ]);
    // restore() writes a new file at the path: appends go there from then on.
    const run: JournalEntry[] = [start(header({ runId: "1002" }))];
    store.restore(run);
    store.appendSync({ type: "phase", at: at(3), phase: "recovering" });
    expect(store.read().map((e) => e.type)).toEqual(["start", "phase"]);
    expect(new FileJournalStore(moved).read()).toHaveLength(3);
  });

  it("restores a run read back from a durable copy", () => {
    const store = new FileJournalStore(join(tempDir(), "sub", "prod.ndjson"));
    const run: JournalEntry[] = [start(), { type: "phase", at: at(1), phase: "applying" }];
    store.restore(run);
    expect(store.read()).toEqual(run);
    expect(() => store.restore(run)).toThrow(/recover/);
  });
});

/** A durable store that records what it got, with delays, and checks one append at a time. */
class RecordingStore implements DurableStore {
  readonly location: string;
  readonly got: JournalEntry[] = [];
  inFlight = 0;
  maxInFlight = 0;
  constructor(
    location: string,
    private readonly failAt: number | null = null,
  ) {
    this.location = location;
  }
  async append(entry: JournalEntry): Promise<void> {
    this.inFlight++;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 3));
      if (this.failAt !== null && this.got.length >= this.failAt) {
        throw new Error(`connect ECONNREFUSED (entry ${this.got.length})`);
      }
      this.got.push(entry);
    } finally {
      this.inFlight--;
    }
  }
  readLatestRun(): Promise<JournalEntry[]> {
    return Promise.resolve(this.got);
  }
  readUnfinishedRuns(): Promise<JournalEntry[][]> {
    return Promise.resolve([this.got]);
  }
  close(): Promise<void> {
    return Promise.resolve();
  }
}

describe("Journal writer", () => {
  it("appends locally first and keeps durable appends in order, one at a time", async () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const durable = new RecordingStore("memory://ok");
    const journal = new Journal({ local, durable: [durable] });
    journal.start(header());
    for (let i = 0; i < 60; i++) {
      journal.record({ type: "resource", address: `r.${i}`, action: "create", status: "started" });
      // The local file already holds it: the side effect may happen now.
      expect(local.read()).toHaveLength(i + 2);
    }
    expect(durable.got.length).toBeLessThan(61);
    await journal.flush();
    expect(durable.got).toEqual(local.read());
    expect(durable.maxInFlight).toBe(1);
    expect(journal.warnings).toEqual([]);
  });

  it("hands a slow store every entry recorded during a write in its next write (lags one write, not a queue)", async () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const writes: number[] = [];
    const got: JournalEntry[] = [];
    let release: () => void = () => undefined;
    const slow: DurableStore = {
      location: "memory://slow",
      append: () => Promise.reject(new Error("appendMany is the store's write")),
      async appendMany(entries) {
        writes.push(entries.length);
        got.push(...entries);
        // The first write waits until the test has recorded 40 more entries.
        if (writes.length === 1) await new Promise<void>((resolve) => (release = resolve));
      },
      readLatestRun: () => Promise.resolve(got),
      readUnfinishedRuns: () => Promise.resolve([got]),
      close: () => Promise.resolve(),
    };
    const journal = new Journal({ local, durable: [slow] });
    journal.start(header());
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (let i = 0; i < 40; i++) {
      journal.record({ type: "resource", address: `r.${i}`, action: "create", status: "started" });
    }
    release();
    await journal.flush();
    // One write for the start entry, then one for the 40 recorded meanwhile (not 40 writes).
    expect(writes).toEqual([1, 40]);
    expect(got).toEqual(local.read());
    expect(journal.warnings).toEqual([]);
  });

  it("collects durable failures as warnings; record never throws; other copies go on", async () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const failing = new RecordingStore("memory://failing", 3);
    const healthy = new RecordingStore("memory://healthy");
    const reported: string[] = [];
    const journal = new Journal({
      local,
      durable: [failing, healthy],
      onWarning: (message) => reported.push(message),
    });
    journal.start(header());
    for (let i = 0; i < 10; i++) {
      expect(() =>
        journal.record({ type: "phase", phase: "applying", note: `n${i}` }),
      ).not.toThrow();
    }
    await journal.flush();
    expect(failing.got).toHaveLength(3);
    expect(healthy.got).toHaveLength(11);
    expect(journal.warnings).toHaveLength(1);
    expect(journal.warnings[0]).toContain("memory://failing");
    expect(journal.warnings[0]).toContain("ECONNREFUSED");
    expect(journal.warnings[0]).toContain("stops after 3 entries");
    expect(reported).toEqual(journal.warnings);
    await journal.close();
  });

  it("stamps `at` and refuses to write an entry a reader would refuse", () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const journal = new Journal({ local });
    journal.start(header());
    const entry = journal.record({ type: "lock", lockId: "abc" });
    expect(Date.parse(entry.at)).not.toBeNaN();
    const bad = { type: "phase", phase: "dancing" } as unknown as JournalInput;
    expect(() => journal.record(bad)).toThrow(/invalid journal entry/);
    expect(local.read()).toHaveLength(2);
  });

  it("records 1,000 entries to the local file in well under a second", async () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const journal = new Journal({ local });
    journal.start(header());
    const { cpuMs: elapsed } = cpuMsOf(() => {
      for (let i = 0; i < 1000; i++) {
        journal.record({
          type: "resource",
          address: `terraform_data.item[${i}]`,
          action: "create",
          status: i % 2 === 0 ? "started" : "done",
          id: `id-${i}`,
        });
      }
    });
    await journal.flush();
    console.log(
      `journal: 1,000 record() calls with the file store took ${elapsed.toFixed(1)} ms of CPU ` +
        `(${elapsed.toFixed(1)} µs per call on average); file ${readFileSync(local.file).length} bytes`,
    );
    expect(local.read()).toHaveLength(1001);
    expect(elapsed).toBeLessThan(1000);
  });
});

describe("DirJournalStore", () => {
  it("writes one file per run under <dir>/<project>/<stack>.runs/ and reads the latest run back", async () => {
    const dir = tempDir();
    const store = new DirJournalStore(dir);
    const run: JournalEntry[] = [
      start(),
      { type: "phase", at: at(1), phase: "applying" },
      { type: "resource", at: at(2), address: "a.b", action: "create", status: "done", id: "1" },
    ];
    for (const entry of run) await store.append(entry);
    const file = store.fileFor(header());
    expect(file.startsWith(join(dir, "acme%2Finfra", "prod.runs") + "/")).toBe(true);
    expect(parseJournal(readFileSync(file, "utf8"), file).entries).toEqual(run);
    expect(await store.readLatestRun(KEY)).toEqual(run);
    expect(await store.readLatestRun({ ...KEY, workdir: "other" })).toEqual([]);
    expect(await store.readLatestRun({ ...KEY, stack: "nope" })).toEqual([]);
    await store.close();
  });

  it("keeps each run in its own file; a run that keeps writing after another started does not mix in", async () => {
    const dir = tempDir();
    const first = new DirJournalStore(dir);
    const second = new DirJournalStore(dir);
    await first.append(start());
    await first.append({ type: "phase", at: at(1), phase: "planning" });
    const h2 = header({ runId: "1002", startedAt: "2025-03-02T09:00:00.000Z" });
    await second.append(start(h2));
    await first.append({ type: "phase", at: at(2), phase: "failed" });
    await second.append({ type: "phase", at: at(3), phase: "planning" });

    const latest = await second.readLatestRun(KEY);
    expect(latest.map((e) => e.type)).toEqual(["start", "phase"]);
    expect(latest[0]?.type === "start" && latest[0].header.runId).toBe("1002");
    const own = first.fileFor(header());
    const old = parseJournal(readFileSync(own, "utf8"), own).entries;
    expect(old.map((e) => (e.type === "phase" ? e.phase : e.type))).toEqual([
      "start",
      "planning",
      "failed",
    ]);
    // Both runs are unfinished: both are read back, oldest first (issue 25).
    const open = await second.readUnfinishedRuns(KEY);
    expect(open.map((run) => run[0]?.type === "start" && run[0].header.runId)).toEqual([
      "1001",
      "1002",
    ]);
    await first.close();
    await second.close();
  });

  it("attaches to an existing run (recover) and refuses entries before any run", async () => {
    const dir = tempDir();
    const writer = new DirJournalStore(dir);
    await writer.append(start());
    await writer.close();
    const recoverer = new DirJournalStore(dir);
    await expect(
      recoverer.append({ type: "phase", at: at(1), phase: "recovering" }),
    ).rejects.toThrow(/first entry must be the start entry/);
    recoverer.attach(header());
    await recoverer.append({ type: "phase", at: at(1), phase: "recovering" });
    await recoverer.append({ type: "phase", at: at(2), phase: "recovered" });
    const state = foldJournal(await recoverer.readLatestRun(KEY));
    expect(state.phase).toBe("recovered");
    await recoverer.close();
  });

  it("a resumed run whose start never reached the copy gets its start first, never another run's file (chaos trial #59)", async () => {
    const dir = tempDir();
    // Run 1001 finished and is in the copy; run 1002 was killed before its start was copied.
    const writer = new DirJournalStore(dir);
    await writer.append(start());
    await writer.append({ type: "phase", at: at(1), phase: "done" });
    await writer.close();
    const h2 = header({ runId: "1002", startedAt: "2025-03-02T09:00:00.000Z" });
    const recoverer = new DirJournalStore(dir);
    recoverer.attach(h2);
    await recoverer.append({ type: "phase", at: at(2), phase: "recovering" });
    await recoverer.append({ type: "phase", at: at(3), phase: "recovered" });
    await recoverer.close();
    const latest = await new DirJournalStore(dir).readLatestRun(KEY);
    expect(latest[0]).toEqual({ type: "start", at: h2.startedAt, header: h2 });
    expect(foldJournal(latest).phase).toBe("recovered");
    // Run 1001's copy is untouched, in its own file.
    const own = writer.fileFor(header());
    const old = parseJournal(readFileSync(own, "utf8"), own).entries;
    expect(old.map((e) => (e.type === "phase" ? e.phase : e.type))).toEqual(["start", "done"]);

    // With no copy at all, the file begins with the resumed run's start too.
    const empty = tempDir();
    const alone = new DirJournalStore(empty);
    alone.attach(h2);
    await alone.append({ type: "phase", at: at(2), phase: "recovering" });
    await alone.close();
    const only = await new DirJournalStore(empty).readLatestRun(KEY);
    expect(only.map((e) => e.type)).toEqual(["start", "phase"]);
  });

  it("works as a Journal durable copy next to the local file", async () => {
    const dir = tempDir();
    const local = new FileJournalStore(join(dir, "local", "prod.ndjson"));
    const durable = new DirJournalStore(join(dir, "volume"));
    const journal = new Journal({ local, durable: [durable] });
    journal.start(header());
    journal.record({ type: "phase", phase: "planning", enginePid: 77 });
    journal.record({ type: "lock", lockId: "L" });
    await journal.close();
    expect(await durable.readLatestRun(KEY)).toEqual(local.read());
    expect(journal.warnings).toEqual([]);
  });
});

describe("readBackendConfig", () => {
  it("reads no file as the local default", () => {
    expect(readBackendConfig(tempDir(), {})).toEqual({ type: "local", config: {} });
  });

  it("reads the backend init saved, honouring TF_DATA_DIR", () => {
    const workdir = tempDir();
    mkdirSync(join(workdir, ".terraform"));
    const saved = {
      version: 3,
      terraform_version: "1.11.4",
      backend: {
        type: "http",
        config: { address: "http://127.0.0.1:9/state", lock_address: null },
        hash: 1,
      },
    };
    writeFileSync(join(workdir, ".terraform", "terraform.tfstate"), JSON.stringify(saved));
    expect(readBackendConfig(workdir, {})).toEqual({
      type: "http",
      config: { address: "http://127.0.0.1:9/state", lock_address: null },
    });
    mkdirSync(join(workdir, "data"));
    writeFileSync(
      join(workdir, "data", "terraform.tfstate"),
      JSON.stringify({ backend: { type: "pg", config: { conn_str: "postgres://h/db" } } }),
    );
    expect(backendConfigFile(workdir, { TF_DATA_DIR: "data" })).toBe(
      join(workdir, "data", "terraform.tfstate"),
    );
    expect(readBackendConfig(workdir, { TF_DATA_DIR: "data" }).type).toBe("pg");
  });

  it("refuses a damaged file with what to do", () => {
    const workdir = tempDir();
    mkdirSync(join(workdir, ".terraform"));
    appendFileSync(join(workdir, ".terraform", "terraform.tfstate"), "{nope");
    expect(() => readBackendConfig(workdir, {})).toThrow(/not valid JSON.*terraform init/);
  });

  it("finds the pg connection string and schema as Terraform does", () => {
    expect(pgConnString({ conn_str: "postgres://a/b" }, { PG_CONN_STR: "postgres://env/x" })).toBe(
      "postgres://a/b",
    );
    expect(pgConnString({ conn_str: null }, { PG_CONN_STR: "postgres://env/x" })).toBe(
      "postgres://env/x",
    );
    expect(() => pgConnString({}, {})).toThrow(/PG_CONN_STR/);
    expect(pgSchemaName({ schema_name: null }, {})).toBe("terraform_remote_state");
    expect(pgSchemaName({ schema_name: "s1" }, { PG_SCHEMA_NAME: "s2" })).toBe("s1");
    expect(pgSchemaName({}, { PG_SCHEMA_NAME: "s2" })).toBe("s2");
  });
});

describe("parsePgConnString", () => {
  it("reads URLs and key=value pairs, never showing the password", () => {
    const url = parsePgConnString("postgres://sg:p%40ss@db.example:5433/tf?sslmode=disable", {});
    expect(url.config).toMatchObject({
      host: "db.example",
      port: 5433,
      user: "sg",
      password: "p@ss",
      database: "tf",
      ssl: false,
    });
    expect(url.display).toBe("postgres://sg@db.example:5433/tf");
    expect(url.secrets).toEqual(["p@ss", "p%40ss"]);

    const kv = parsePgConnString(
      "host=10.0.0.5 port=5432 dbname=tf user=sg password='it\\'s x' connect_timeout=3",
      {},
    );
    expect(kv.config).toMatchObject({
      host: "10.0.0.5",
      database: "tf",
      user: "sg",
      connectionTimeoutMillis: 3000,
      ssl: { rejectUnauthorized: false },
    });
    expect(kv.config.password).toBe("it's x");
    expect(kv.display).toBe("postgres://sg@10.0.0.5:5432/tf");
    expect(() => parsePgConnString("host=a 'oops", {})).toThrow(/cannot parse/);
  });
});
