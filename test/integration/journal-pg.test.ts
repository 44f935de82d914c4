/**
 * The PostgreSQL journal copy against a real PostgreSQL 15 (test/support/postgres.ts), and
 * the backend config file written by a real `terraform init` against a `pg` backend.
 */
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  pgConnString,
  pgSchemaName,
  readBackendConfig,
} from "../../src/backends/backend-config.js";
import { FileJournalStore } from "../../src/journal/file-store.js";
import { PgJournalStore } from "../../src/journal/pg-store.js";
import { Journal } from "../../src/journal/journal.js";
import { freePort, startPostgres, type PostgresHandle } from "../support/postgres.js";
import { tempDirs } from "../support/temp-dirs.js";
import { terraformEnv, writeEmptyCliConfig } from "../support/terraform-project.js";

import { recordKey, type JournalHeader, type JournalKey } from "../../src/journal/entries.js";
import { foldJournal } from "../../src/journal/fold.js";
let pg: PostgresHandle;
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("sg-jpg-");

beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
  removeTempDirs();
});

function header(overrides: Partial<JournalHeader> = {}): JournalHeader {
  return {
    version: 1,
    runId: "run-1",
    platform: "bitbucket",
    engine: "terraform",
    project: "acme/infra",
    stack: "prod",
    workdir: "infra/prod",
    host: "runner",
    user: "ci",
    pid: process.pid,
    startedAt: new Date().toISOString(),
    command: "up",
    ...overrides,
  };
}
const KEY: JournalKey = { project: "acme/infra", stack: "prod", workdir: "infra/prod" };

describe("PgJournalStore: one record per run (issue 25)", () => {
  it("keeps a re-run and a matrix sibling apart, and reads every unfinished run, oldest first", async () => {
    const key: JournalKey = { ...KEY, stack: "records" };
    const base = { runId: "77", stack: "records", job: "deploy" };
    const first = header({ ...base, attempt: "1", startedAt: "2026-01-01T10:00:00.000Z" });
    const winner = header({ ...base, attempt: "2", startedAt: "2026-01-01T11:00:00.000Z" });
    const loser = header({ ...base, attempt: "2", pid: 1, startedAt: "2026-01-01T11:00:01.000Z" });
    const stores = [first, winner, loser].map(() => new PgJournalStore(pg.url));
    const [a, w, l] = stores as [PgJournalStore, PgJournalStore, PgJournalStore];
    await a.append({ type: "start", at: first.startedAt, header: first });
    await a.append({ type: "phase", at: first.startedAt, phase: "applying" });
    await w.append({ type: "start", at: winner.startedAt, header: winner });
    await w.append({ type: "phase", at: winner.startedAt, phase: "applying" });
    await l.append({ type: "start", at: loser.startedAt, header: loser });
    // The loser's `done` closes its own record only (on the old key, run id, it closed all three).
    await l.append({ type: "phase", at: loser.startedAt, phase: "done" });
    const reader = new PgJournalStore(pg.url);
    const open = await reader.readUnfinishedRuns(key);
    expect(open.map((run) => foldJournal(run).header)).toEqual([first, winner]);
    expect(open.map((run) => foldJournal(run).phase)).toEqual(["applying", "applying"]);
    for (const store of [...stores, reader]) await store.close();
  });
});

describe("PgJournalStore against a real PostgreSQL", () => {
  it("keeps 100 entries recorded back to back in order and reads them back", async () => {
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const store = new PgJournalStore(pg.url);
    const journal = new Journal({ local, durable: [store] });
    const began = performance.now();
    const started = header();
    journal.start(started);
    for (let i = 1; i < 100; i++) {
      journal.record(
        i % 10 === 0
          ? { type: "phase", phase: "applying", note: `step ${i}` }
          : {
              type: "resource",
              address: `terraform_data.item[${i}]`,
              action: "create",
              status: "done",
              id: `${i}`,
            },
      );
    }
    const recorded = performance.now();
    await journal.flush();
    console.log(
      `journal-pg: 100 record() calls ${(recorded - began).toFixed(1)} ms; ` +
        `PostgreSQL copy complete ${(performance.now() - began).toFixed(1)} ms after the first (incl. connect + create table)`,
    );
    expect(journal.warnings).toEqual([]);

    const back = await store.readLatestRun(KEY);
    expect(back).toHaveLength(100);
    expect(back).toEqual(local.read());

    const rows = await pg.query(
      "select project, stack, workdir, run_id, count(*) from stackgate.journal where stack = 'prod' group by 1, 2, 3, 4",
    );
    // One record per run: column run_id holds the record key (run id, attempt, job, …, pid).
    expect(rows).toEqual([["acme/infra", "prod", "infra/prod", recordKey(started), "100"]]);
    await journal.close();
  });

  it("returns only the latest run, never another stack's or workdir's", async () => {
    const store = new PgJournalStore(pg.url, { schema: "sg_two_runs" });
    const write = async (h: JournalHeader, phases: ("planning" | "done")[]): Promise<void> => {
      const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
      const journal = new Journal({ local, durable: [store] });
      journal.start(h);
      for (const phase of phases) journal.record({ type: "phase", phase });
      await journal.flush();
      expect(journal.warnings).toEqual([]);
    };
    await write(header({ runId: "A" }), ["planning", "done"]);
    await write(header({ runId: "B" }), ["planning"]);
    await write(header({ runId: "C", stack: "staging" }), ["planning", "done"]);
    await write(header({ runId: "D", workdir: "other/prod" }), ["planning", "done"]);

    const latest = await store.readLatestRun(KEY);
    const state = foldJournal(latest);
    expect(state.header.runId).toBe("B");
    expect(state.phase).toBe("planning");
    expect(latest).toHaveLength(2);
    expect(await store.readLatestRun({ ...KEY, stack: "nothing" })).toEqual([]);

    // `recover` on another machine attaches to run B and closes it; a new store reads that.
    const recoverer = new PgJournalStore(pg.url, { schema: "sg_two_runs" });
    recoverer.attach(state.header);
    await recoverer.append({ type: "phase", at: new Date().toISOString(), phase: "recovered" });
    expect(foldJournal(await recoverer.readLatestRun(KEY)).phase).toBe("recovered");
    await recoverer.close();

    // Run E was killed before its start reached PostgreSQL: recover attaches to it (from the
    // local file), and the copy gets E's start before E's first entry, so E is the latest run.
    const e = header({ runId: "E" });
    const late = new PgJournalStore(pg.url, { schema: "sg_two_runs" });
    late.attach(e);
    await late.append({ type: "phase", at: new Date().toISOString(), phase: "recovering" });
    await late.append({ type: "phase", at: new Date().toISOString(), phase: "recovered" });
    const resumed = await late.readLatestRun(KEY);
    expect(resumed.map((entry) => entry.type)).toEqual(["start", "phase", "phase"]);
    expect(foldJournal(resumed)).toMatchObject({ phase: "recovered", header: { runId: "E" } });
    await late.close();
    await store.close();
  });

  it("a PostgreSQL that refuses connections: record does not throw, the warning hides the password", async () => {
    const port = await freePort(); // nothing listens there
    const password = "s3cr3t-P4ssw0rd";
    const store = new PgJournalStore(
      `postgres://stackgate:${password}@127.0.0.1:${port}/stackgate_test?sslmode=disable`,
    );
    expect(store.location).toBe(
      `postgres://stackgate@127.0.0.1:${port}/stackgate_test (table stackgate.journal)`,
    );
    const local = new FileJournalStore(join(tempDir(), "prod.ndjson"));
    const journal = new Journal({ local, durable: [store] });
    const began = performance.now();
    expect(() => journal.start(header())).not.toThrow();
    for (let i = 0; i < 20; i++) {
      expect(() => journal.record({ type: "phase", phase: "applying" })).not.toThrow();
    }
    expect(performance.now() - began).toBeLessThan(200); // never waits for the database
    await journal.flush();
    expect(local.read()).toHaveLength(21);
    expect(journal.warnings).toHaveLength(1);
    const warning = journal.warnings[0] ?? "";
    expect(warning).toContain(`postgres://stackgate@127.0.0.1:${port}/stackgate_test`);
    expect(warning).toContain("ECONNREFUSED");
    expect(warning).not.toContain(password);
    expect(warning).not.toContain(encodeURIComponent(password));
    console.log(`journal-pg: warning for a refused connection: ${warning}`);
    await journal.close();
  });
});

describe("the backend config terraform init writes for a pg backend", () => {
  let tfEnv: Record<string, string>;
  beforeAll(() => {
    const cliConfig = writeEmptyCliConfig(join(tempDir("sg-tfrc-"), "terraformrc"));
    tfEnv = { ...terraformEnv(cliConfig), TF_DATA_DIR: ".terraform" };
  });

  async function terraform(dir: string, args: string[], env: Record<string, string> = {}) {
    const result = await execa("terraform", [...args, "-no-color", "-input=false"], {
      cwd: dir,
      env: { ...tfEnv, ...env },
      extendEnv: true,
      reject: false,
      stdin: "ignore",
      timeout: 60_000,
    });
    if (result.exitCode !== 0) {
      throw new Error(`terraform ${args.join(" ")}: ${result.stdout}\n${result.stderr}`);
    }
    return result;
  }

  it("conn_str in the backend block: the journal lands in the same database as the state", async () => {
    const dir = tempDir();
    await writeFile(
      join(dir, "main.tf"),
      `terraform {
  backend "pg" {
    conn_str    = "${pg.url}"
    schema_name = "tf_journal_e2e"
  }
}
resource "terraform_data" "x" {
  input = "hello"
}
`,
    );
    await terraform(dir, ["init"]);
    const saved = JSON.parse(
      await readFile(join(dir, ".terraform", "terraform.tfstate"), "utf8"),
    ) as {
      backend: { type: string; config: Record<string, unknown> };
    };
    console.log(`journal-pg: terraform init wrote backend ${JSON.stringify(saved.backend)}`);
    const backend = readBackendConfig(dir, {});
    expect(backend.type).toBe("pg");
    expect(backend.config.conn_str).toBe(pg.url);
    expect(backend.config).toEqual(saved.backend.config);
    expect(pgSchemaName(backend.config, {})).toBe("tf_journal_e2e");
    await terraform(dir, ["apply", "-auto-approve"]);

    const store = new PgJournalStore(pgConnString(backend.config, {}));
    await store.append({
      type: "start",
      at: new Date().toISOString(),
      header: header({ runId: "tf" }),
    });
    const tables = await pg.query(
      "select table_schema || '.' || table_name from information_schema.tables " +
        "where table_schema in ('tf_journal_e2e', 'stackgate') order by 1",
    );
    // Beside the journal, the table a sealed errored state is kept in (never the state in clear).
    expect(tables.flat()).toEqual([
      "stackgate.errored_state",
      "stackgate.journal",
      "tf_journal_e2e.states",
    ]);
    await store.close();
  });

  it("conn_str from PG_CONN_STR: init saves no conn_str, pgConnString takes the environment", async () => {
    const dir = tempDir();
    await writeFile(join(dir, "main.tf"), `terraform {\n  backend "pg" {}\n}\n`);
    await terraform(dir, ["init"], { PG_CONN_STR: pg.url });
    const backend = readBackendConfig(dir, {});
    console.log(
      `journal-pg: terraform init (PG_CONN_STR) wrote config ${JSON.stringify(backend.config)}`,
    );
    expect(backend.type).toBe("pg");
    expect(backend.config.conn_str ?? null).toBeNull();
    expect(pgConnString(backend.config, { PG_CONN_STR: pg.url })).toBe(pg.url);
    expect(pgSchemaName(backend.config, {})).toBe("terraform_remote_state");
  });
});
