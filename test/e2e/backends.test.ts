/**
 * Real Terraform against the two remote backends the test harness provides: a real
 * PostgreSQL (`pg` backend) and the GitLab-style HTTP lock server (`http` backend).
 * Proves the harness is real: state lands where the backend puts it, a running apply holds
 * the lock, a second run is refused with Terraform's own lock error, and a graceful SIGINT
 * releases the lock.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import { startPostgres, type PostgresHandle } from "../support/postgres.js";

const TF_ENV = {
  TF_IN_AUTOMATION: "1",
  TF_INPUT: "0",
  CHECKPOINT_DISABLE: "1",
  TF_CLI_ARGS: "",
  TF_LOG: "",
};
/** Lock errors seen by the tests, printed at the end (the lead records them). */
const LOCK_ERRORS_ENV = "STACKGATE_PRINT_LOCK_ERRORS";

const tempDirs: string[] = [];
const children = new Set<ResultPromise>();

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  await Promise.allSettled([...children]);
  await Promise.all(tempDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

async function project(backend: string, resource: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), "sg-tf-"));
  tempDirs.push(dir);
  const main = `terraform {\n  backend ${backend}\n}\n\n${resource}\n`;
  await writeFile(join(dir, "main.tf"), main);
  return dir;
}

const QUICK_RESOURCE = `resource "terraform_data" "example" {\n  input = "hello"\n}`;
const SLOW_RESOURCE = `resource "terraform_data" "slow" {
  input = "slow"
  provisioner "local-exec" {
    command = "sleep 5"
  }
}`;

function tf(dir: string, args: string[]): ResultPromise<{ reject: false }> {
  const child = execa("terraform", args, {
    cwd: dir,
    env: TF_ENV,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
  });
  children.add(child);
  void child.finally(() => children.delete(child));
  return child;
}

async function tfOk(dir: string, args: string[]): Promise<string> {
  const result = await tf(dir, args);
  if (result.exitCode !== 0) {
    throw new Error(
      `terraform ${args.join(" ")} exited ${result.exitCode}\n${result.stdout}\n${result.stderr}`,
    );
  }
  return result.stdout;
}

async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

interface LockScenario {
  holderDir: string;
  otherDir: string;
  isLocked: () => Promise<boolean>;
}

interface LockOutcome {
  human: { exitCode: number | undefined; stdout: string; stderr: string };
  json: { exitCode: number | undefined; stdout: string; stderr: string };
  holderExit: {
    exitCode: number | undefined;
    signal: string | undefined;
    stdout: string;
    stderr: string;
  };
}

/** Runs apply (sleeping provisioner) in holderDir, plans from otherDir while it holds the lock, SIGINTs it. */
async function lockScenario({ holderDir, otherDir, isLocked }: LockScenario): Promise<LockOutcome> {
  await tfOk(holderDir, ["init", "-input=false", "-no-color"]);
  await tfOk(otherDir, ["init", "-input=false", "-no-color"]);
  const holder = tf(holderDir, ["apply", "-auto-approve", "-input=false", "-no-color"]);
  let holderOut = "";
  holder.stdout.on("data", (chunk: Buffer) => {
    holderOut += chunk.toString();
  });
  await waitFor("the lock to be held", isLocked);
  await waitFor("the provisioner to start", () =>
    holderOut.includes("Provisioning with 'local-exec'"),
  );

  const human = await tf(otherDir, ["plan", "-lock-timeout=0s", "-input=false", "-no-color"]);
  const json = await tf(otherDir, [
    "plan",
    "-lock-timeout=0s",
    "-input=false",
    "-no-color",
    "-json",
  ]);
  expect(await isLocked()).toBe(true);

  holder.kill("SIGINT");
  const done = await holder;
  return {
    human: { exitCode: human.exitCode, stdout: human.stdout, stderr: human.stderr },
    json: { exitCode: json.exitCode, stdout: json.stdout, stderr: json.stderr },
    holderExit: {
      exitCode: done.exitCode,
      signal: done.signal,
      stdout: done.stdout,
      stderr: done.stderr,
    },
  };
}

function report(label: string, outcome: LockOutcome): void {
  if (process.env[LOCK_ERRORS_ENV] !== "1") return;
  console.log(
    `===== ${label}: second plan (human) exit=${outcome.human.exitCode}\n--- stdout\n${outcome.human.stdout}\n--- stderr\n${outcome.human.stderr}`,
  );
  console.log(
    `===== ${label}: second plan (-json) exit=${outcome.json.exitCode}\n--- stdout\n${outcome.json.stdout}\n--- stderr\n${outcome.json.stderr}`,
  );
  console.log(
    `===== ${label}: interrupted apply exit=${outcome.holderExit.exitCode} signal=${outcome.holderExit.signal}\n--- stdout\n${outcome.holderExit.stdout}\n--- stderr\n${outcome.holderExit.stderr}`,
  );
}

describe("terraform pg backend against a real PostgreSQL", () => {
  let pg: PostgresHandle;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });

  const backend = (schema: string): string =>
    `"pg" {\n    conn_str    = "${pg.url}"\n    schema_name = "${schema}"\n  }`;

  it("stores applied state in <schema>.states", async () => {
    const dir = await project(backend("terraform_remote_state"), QUICK_RESOURCE);
    await tfOk(dir, ["init", "-input=false", "-no-color"]);
    await tfOk(dir, ["apply", "-auto-approve", "-input=false", "-no-color"]);
    const rows = await pg.queryJson<{ name: string; data: string }>(
      "SELECT name, data FROM terraform_remote_state.states",
    );
    expect(rows.map((r) => r.name)).toEqual(["default"]);
    const state = JSON.parse(rows[0]!.data) as { resources: { type: string; name: string }[] };
    expect(state.resources).toEqual([
      expect.objectContaining({ type: "terraform_data", name: "example" }),
    ]);
  });

  it("a running apply holds an advisory lock; a second plan is refused; SIGINT releases it", async () => {
    const schema = "lock_test";
    const holderDir = await project(backend(schema), SLOW_RESOURCE);
    const otherDir = await project(backend(schema), SLOW_RESOURCE);
    const advisoryLocks = async (): Promise<number> =>
      Number((await pg.query("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"))[0]?.[0]);
    const outcome = await lockScenario({
      holderDir,
      otherDir,
      isLocked: async () => (await advisoryLocks()) > 0,
    });
    report("pg", outcome);
    expect(outcome.human.exitCode).toBe(1);
    expect(outcome.human.stderr).toContain("Error acquiring the state lock");
    expect(outcome.json.exitCode).toBe(1);
    expect(outcome.json.stdout).toContain("Error acquiring the state lock");
    await waitFor(
      "the advisory lock to be released",
      async () => (await advisoryLocks()) === 0,
      5_000,
    );
  });
});

describe("terraform http backend against the lock server", () => {
  let server: HttpLockServer;
  beforeAll(async () => {
    server = await createHttpLockServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  const backend = (name: string): string => {
    const a = server.addresses(name);
    return `"http" {\n    address        = "${a.address}"\n    lock_address   = "${a.lock_address}"\n    unlock_address = "${a.unlock_address}"\n  }`;
  };

  it("stores applied state on the server", async () => {
    const dir = await project(backend("apply"), QUICK_RESOURCE);
    await tfOk(dir, ["init", "-input=false", "-no-color"]);
    await tfOk(dir, ["apply", "-auto-approve", "-input=false", "-no-color"]);
    const state = server.state("apply") as { resources: { type: string; name: string }[] };
    expect(state.resources).toEqual([
      expect.objectContaining({ type: "terraform_data", name: "example" }),
    ]);
    expect(server.holder("apply")).toBeNull();
    const methods = server
      .requests()
      .filter((r) => r.name === "apply")
      .map((r) => `${r.method} ${r.status}`);
    expect(methods).toContain("LOCK 200");
    expect(methods).toContain("UNLOCK 200");
  });

  it("a running apply holds the lock; a second plan is refused; SIGINT releases it", async () => {
    const holderDir = await project(backend("locked"), SLOW_RESOURCE);
    const otherDir = await project(backend("locked"), SLOW_RESOURCE);
    const outcome = await lockScenario({
      holderDir,
      otherDir,
      isLocked: () => Promise.resolve(server.holder("locked") !== null),
    });
    report("http", outcome);
    expect(outcome.human.exitCode).toBe(1);
    expect(outcome.human.stderr).toContain("Error acquiring the state lock");
    expect(outcome.json.exitCode).toBe(1);
    expect(outcome.json.stdout).toContain("Error acquiring the state lock");
    expect(server.holder("locked")).toBeNull();
  });
});
