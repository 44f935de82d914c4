/**
 * A state the backend refused is never lost (issue 19). The backend goes away at the end of an
 * apply — every connection to it is cut by a labelled fault proxy (test/support/fault-proxy.ts)
 * as soon as the first resource exists — so Terraform cannot write the state (it writes
 * `errored.tfstate`) nor release its lock. Then:
 *   (a) the backend is back before `recover`;
 *   (b) it stays down through `recover` and is back for the next run on the same runner;
 *   (c) it stays down through the job, and the next run starts from a fresh clone (no
 *       .stackgate, no errored.tfstate, no .terraform) with only the durable journal store.
 * Each must converge: every resource that was created (ground truth: the local-exec marker
 * files, one line per create) is in the backend's state exactly once, nothing is created twice,
 * the lock is free. And `up`'s counts are what was really applied, not Terraform's "0 added".
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { execa } from "execa";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { fileAppears, startFaultProxy, type FaultProxy } from "../support/fault-proxy.js";
import { createHttpLockServer } from "../support/http-lock-server.js";
import { startPostgres } from "../support/postgres.js";
import { createS3LockProbe } from "../support/s3-locks-probe.js";
import { s3BackendHcl, startS3Servers } from "../support/s3-servers.js";
import { writeEmptyCliConfig } from "../support/terraform-project.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";

const CLI = path.resolve("dist/cli.js");
const COUNT = 3;
const PLAN_KEY = "errored-state-test-plan-key-0123456789";
/** A value only the state holds (as a secret would be): it must never reach a durable store plain. */
const CANARY = "state-only-canary-7f3a9c";

interface Run {
  exitCode: number;
  stdout: string;
  stderr: string;
  json: Record<string, unknown>;
}

const roots: string[] = [];
let cliConfig: string;

/**
 * A state backend behind fault proxies: its HCL points at the proxies, the proxies go down
 * together (the whole backend goes away), and its lock is read from the real server directly.
 */
interface Backend {
  readonly kind: "http" | "pg" | "s3-dynamodb" | "s3-lockfile";
  readonly proxies: FaultProxy[];
  readonly env: Record<string, string>;
  hcl(name: string): string;
  /** The lock as the backend itself holds it (never through stackgate). */
  lockHeld(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

async function httpBackend(): Promise<Backend> {
  const server = await createHttpLockServer();
  const proxy = await startFaultProxy({ port: server.port });
  return {
    kind: "http",
    proxies: [proxy],
    env: {},
    hcl(name) {
      const address = `http://127.0.0.1:${proxy.port}/state/${name}`;
      return `terraform {
  backend "http" {
    address        = "${address}"
    lock_address   = "${address}/lock"
    unlock_address = "${address}/lock"
  }
}
`;
    },
    lockHeld: (name) => Promise.resolve(server.holder(name) !== null),
    async stop() {
      await proxy.close();
      await server.close();
    },
  };
}

const BUCKET = "errored";
const TABLE = "locks";

async function s3Backend(lock: "dynamodb" | "lockfile"): Promise<Backend> {
  const servers = await startS3Servers();
  await servers.createBucket(BUCKET);
  await servers.createLockTable(TABLE);
  const probe = createS3LockProbe(servers);
  const port = (endpoint: string) => Number(new URL(endpoint).port);
  const s3 = await startFaultProxy({ port: port(servers.s3Endpoint) });
  const dynamo = await startFaultProxy({ port: port(servers.dynamoEndpoint) });
  const key = (name: string) => `${name}/terraform.tfstate`;
  return {
    kind: lock === "dynamodb" ? "s3-dynamodb" : "s3-lockfile",
    proxies: [s3, dynamo],
    env: servers.env,
    hcl: (name) =>
      s3BackendHcl(
        {
          s3Endpoint: `http://127.0.0.1:${s3.port}`,
          dynamoEndpoint: `http://127.0.0.1:${dynamo.port}`,
        },
        { bucket: BUCKET, key: key(name), lock, table: TABLE },
        // The SDK's retries (5 by default, with back-off) only make the outage slower to see.
      ).replace(`bucket = "${BUCKET}"`, `bucket = "${BUCKET}"\n  max_retries = 1`),
    async lockHeld(name) {
      const records = await Promise.all([
        probe.dynamo(TABLE, `${BUCKET}/${key(name)}`),
        probe.lockfile(BUCKET, `${key(name)}.tflock`),
      ]);
      return records.some((r) => r !== null);
    },
    async stop() {
      probe.close();
      await s3.close();
      await dynamo.close();
      await servers.stop();
    },
  };
}

async function pgBackend(): Promise<Backend> {
  const pg = await startPostgres();
  const proxy = await startFaultProxy({ port: pg.port });
  const url = pg.url.replace(`:${pg.port}/`, `:${proxy.port}/`);
  return {
    kind: "pg",
    proxies: [proxy],
    env: {},
    hcl: (name) => `terraform {
  backend "pg" {
    conn_str    = "${url}"
    schema_name = "state_${name.replace(/-/g, "_")}"
  }
}
`,
    async lockHeld() {
      const rows = await pg.query(
        "SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND granted",
      );
      return rows[0]?.[0] !== "0";
    },
    async stop() {
      await proxy.close();
      await pg.stop();
    },
  };
}

const STARTERS: Record<Backend["kind"], () => Promise<Backend>> = {
  http: httpBackend,
  "s3-dynamodb": () => s3Backend("dynamodb"),
  "s3-lockfile": () => s3Backend("lockfile"),
  pg: pgBackend,
};

let backend: Backend;

/** The engine the runs use: terraform on PATH, or (the OpenTofu block below) the built tofu. */
interface Engine {
  binary: string;
  /** What stackgate and the engine are given besides (STACKGATE_ENGINE*, TF_ENCRYPTION). */
  env: Record<string, string>;
}
const TERRAFORM: Engine = { binary: "terraform", env: {} };
let engine: Engine = TERRAFORM;

function bringBack(): void {
  for (const p of backend.proxies) p.up();
}

beforeAll(() => {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: run \`npm run build\` first.`);
  const root = mkdtempSync(path.join(os.tmpdir(), "sg-errored-"));
  roots.push(root);
  cliConfig = writeEmptyCliConfig(path.join(root, "terraformrc"));
});

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function env(extra: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    TF_CLI_CONFIG_FILE: cliConfig,
    TF_IN_AUTOMATION: "1",
    TF_INPUT: "0",
    CHECKPOINT_DISABLE: "1",
    ...backend.env,
    ...engine.env,
    ...extra,
  };
}

/**
 * A git checkout (so the journal names the workdir relative to it, as on a CI runner) holding
 * COUNT resources on the backend under test, behind its proxies. Each create appends one line to its
 * marker (outside the checkout: "reality"), a second after it starts, then takes two more.
 */
function checkout(name: string): { dir: string; markers: string } {
  const root = mkdtempSync(path.join(os.tmpdir(), `sg-errored-${name}-`));
  roots.push(root);
  // The checkout's name is the project's: runs of different tests never share a journal key.
  const dir = path.join(root, name);
  const markers = path.join(root, "markers");
  mkdirSync(dir);
  mkdirSync(markers);
  writeFileSync(
    path.join(dir, "main.tf"),
    `${backend.hcl(name)}
resource "terraform_data" "item" {
  count = ${COUNT}
  input = "${CANARY}-\${count.index}"
  provisioner "local-exec" {
    command = "sleep 1 && echo created >> ${markers}/item-\${count.index} && sleep 2"
  }
}
`,
  );
  return { dir, markers };
}

/** A fresh clone of `dir` on "another runner": only the tracked configuration, a new git repo. */
async function freshClone(dir: string, name: string): Promise<string> {
  const root = mkdtempSync(path.join(os.tmpdir(), `sg-errored-${name}-clone-`));
  roots.push(root);
  const clone = path.join(root, path.basename(dir));
  mkdirSync(clone);
  cpSync(path.join(dir, "main.tf"), path.join(clone, "main.tf"));
  await execa("git", ["init", "-q"], { cwd: clone });
  return clone;
}

async function stackgate(
  dir: string,
  args: string[],
  extra: Record<string, string> = {},
): Promise<Run> {
  const result = await execa(process.execPath, [CLI, ...args, "--json", "-C", dir], {
    env: env(extra),
    extendEnv: false,
    reject: false,
    timeout: 120_000,
  });
  let json: Record<string, unknown> = {};
  try {
    json = JSON.parse(result.stdout) as Record<string, unknown>;
  } catch {
    // Asserted on below: every command prints one JSON object.
  }
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout, stderr: result.stderr, json };
}

/** `up` whose backend goes away once the first resource exists (after the lock was taken). */
async function upWithOutage(
  dir: string,
  markers: string,
  extra: Record<string, string> = {},
  args: string[] = [],
): Promise<Run> {
  await execa("git", ["init", "-q"], { cwd: dir });
  const comment = path.join(path.dirname(dir), "up-comment.md");
  const run = stackgate(dir, ["up", "--yes", "--comment-file", comment, ...args], extra);
  let ended = false;
  void run.then(() => (ended = true));
  const first = fileAppears(path.join(markers, "item-0"));
  await Promise.all(backend.proxies.map((p) => p.downWhen(() => first() || ended)));
  if (!first()) {
    const early = await run;
    throw new Error(`up ended before any resource was created:\n${early.stdout}\n${early.stderr}`);
  }
  return run;
}

/** What really exists: marker index → how many times it was created. */
function created(markers: string): Map<number, number> {
  const counts = new Map<number, number>();
  for (const name of readdirSync(markers)) {
    const index = Number(/^item-(\d+)$/.exec(name)?.[1]);
    const lines = readFileSync(path.join(markers, name), "utf8").split("\n").filter(Boolean);
    counts.set(index, lines.length);
  }
  return counts;
}

async function stateList(dir: string): Promise<string[]> {
  const result = await execa(engine.binary, ["state", "list"], {
    cwd: dir,
    env: env(),
    extendEnv: false,
    reject: false,
  });
  if (result.exitCode !== 0 && result.stderr.includes("No state file was found")) return [];
  if (result.exitCode !== 0)
    throw new Error(`${engine.binary} state list failed: ${result.stderr}`);
  return result.stdout.split("\n").filter(Boolean).sort();
}

/** The failed `up`: it says what was created (the journal's counts equal the markers). */
async function expectHonestFailedUp(
  up: Run,
  markers: string,
  dir: string,
  name: string,
): Promise<void> {
  const reality = created(markers);
  expect(reality.size, "the outage struck after resources were created").toBeGreaterThan(0);
  expect(up.exitCode, up.stderr).not.toBe(0);
  expect(up.json.outcome).toBe("failed");
  expect
    .soft(up.json.applied, "counts from the journal, not the engine's summary")
    .toMatchObject({ added: reality.size, changed: 0, removed: 0 });
  // The comment says the same as --json.
  expect
    .soft(readFileSync(path.join(path.dirname(dir), "up-comment.md"), "utf8"))
    .toContain(`(as the journal saw it): ${reality.size} added · 0 changed · 0 destroyed`);
  expect(existsSync(path.join(dir, "errored.tfstate")), "Terraform wrote errored.tfstate").toBe(
    true,
  );
  // http and s3 keep the lock Terraform could not release; pg's ended with its session.
  if (backend.kind !== "pg")
    expect(await backend.lockHeld(name), "the dead run's lock is left").toBe(true);
}

/** Every created resource is in the backend's state exactly once, none twice, the lock free. */
async function expectConverged(dir: string, markers: string, name: string): Promise<void> {
  const reality = created(markers);
  for (const [index, times] of reality) {
    expect(times, `terraform_data.item[${index}] was created ${times} time(s)`).toBe(1);
  }
  const expected = [...reality.keys()].map((i) => `terraform_data.item[${i}]`).sort();
  const inState = await stateList(dir);
  expect(inState.filter((a) => expected.includes(a))).toEqual(expected);
  expect(await backend.lockHeld(name), "the lock is free").toBe(false);
}

const BACKENDS = (process.env.ERRORED_STATE_BACKENDS ?? "http,s3-dynamodb,s3-lockfile,pg")
  .split(",")
  .map((b) => b.trim() as Backend["kind"]);

describe.each(BACKENDS)("a state the backend refused at the end of an apply (%s)", (kind) => {
  beforeAll(async () => {
    backend = await STARTERS[kind]();
  }, 120_000);
  afterAll(async () => {
    await backend.stop();
  });
  // A test that failed half-way must not leave the next one's backend down.
  beforeEach(() => bringBack());

  it("(a) the backend is back before recover: recover pushes and verifies, and releases our dead lock", async () => {
    const name = `${kind}-back-before-recover`;
    const { dir, markers } = checkout(name);
    const up = await upWithOutage(dir, markers);
    bringBack();
    await expectHonestFailedUp(up, markers, dir, name);

    const commentFile = path.join(path.dirname(dir), "recover-comment.md");
    const recover = await stackgate(dir, ["recover", "--comment-file", commentFile]);
    expect(recover.exitCode, recover.stdout + recover.stderr).toBe(0);
    // The recovery comment says what was repaired, in stackgate's words.
    const comment = readFileSync(commentFile, "utf8");
    expect(comment).toContain("**Repaired**");
    expect(comment).toContain("pushed the state the backend refused");
    expect(comment).not.toContain("No changes");
    expect(comment).not.toContain("Engine output");
    expect(recover.json.outcome).toBe("recovered");
    const kinds = (recover.json.actions as { kind: string }[]).map((a) => a.kind);
    // s3 keeps the dead run's lock while recovery pushes under it (no waiting run can plan on
    // the state before it is whole) and releases it last. http refuses a write without the
    // holder's ID, so there the lock goes first; on pg it ended with the session the outage cut.
    expect(kinds).toContain("push-errored-state");
    const push = kinds.indexOf("push-errored-state");
    const unlock = kinds.indexOf("unlock");
    if (backend.kind === "s3-dynamodb" || backend.kind === "s3-lockfile") {
      expect(unlock, kinds.join(", ")).toBeGreaterThan(push);
    } else if (backend.kind === "http") {
      expect(unlock, kinds.join(", ")).toBeGreaterThanOrEqual(0);
      expect(unlock, kinds.join(", ")).toBeLessThan(push);
    } else {
      expect(unlock, kinds.join(", ")).toBe(-1);
    }
    expect(existsSync(path.join(dir, "errored.tfstate"))).toBe(false);
    // The pushed file is kept for a person, but not among the workdir's files (an upload of the
    // workdir would take state, which holds secrets): in .stackgate/, this user's only.
    expect(readdirSync(dir).filter((f) => f.startsWith("errored.tfstate"))).toEqual([]);
    const kept = readdirSync(path.join(dir, ".stackgate")).filter((f) =>
      f.startsWith("errored.tfstate.pushed-"),
    );
    expect(kept).toHaveLength(1);
    expect(statSync(path.join(dir, ".stackgate", kept[0] ?? "")).mode & 0o777).toBe(0o600);
    await expectConverged(dir, markers, name);

    const again = await stackgate(dir, ["up", "--yes"]);
    expect(again.json.outcome, again.stdout + again.stderr).toBe("no-changes");
    await expectConverged(dir, markers, name);
  }, 180_000);

  it("(b) down through recover (needs-attention, commands in order), back for the next run on this runner", async () => {
    const name = `${kind}-down-through-recover`;
    const { dir, markers } = checkout(name);
    const up = await upWithOutage(dir, markers);
    await expectHonestFailedUp(up, markers, dir, name);

    const commentFile = path.join(path.dirname(dir), "recover-comment.md");
    const recover = await stackgate(dir, ["recover", "--comment-file", commentFile]);
    expect(recover.exitCode, "recover fails loudly").not.toBe(0);
    // The recovery comment says what is left, with the commands, never "No changes".
    const comment = readFileSync(commentFile, "utf8");
    expect(comment).toContain("**Left for a person**");
    expect(comment).toContain("state push errored.tfstate");
    expect(comment).not.toContain("No changes");
    expect(comment).not.toContain("Engine output");
    expect(recover.json.outcome).toBe("needs-attention");
    const message = String(recover.json.message);
    expect(message).toContain("1. cd ");
    expect(message).toMatch(
      backend.kind === "pg"
        ? /1\. .*state push errored\.tfstate[\s\S]*2\. .*state list/
        : /1\. .*force-unlock -force \S+[\s\S]*2\. .*state push errored\.tfstate[\s\S]*3\. .*state list/,
    );
    expect(existsSync(path.join(dir, "errored.tfstate")), "the errored state is kept").toBe(true);

    bringBack();
    const next = await stackgate(dir, ["up", "--yes"]);
    expect(next.exitCode, next.stdout + next.stderr).toBe(0);
    expect(next.json.outcome).toBe("no-changes");
    expect(next.stderr).toContain("pushed the state the backend refused");
    await expectConverged(dir, markers, name);
  }, 240_000);

  it("(c) down through the job; the next run from a fresh clone restores the sealed copy from the durable store", async () => {
    const name = `${kind}-fresh-clone`;
    const { dir, markers } = checkout(name);
    const journalDir = path.join(path.dirname(dir), "durable");
    const extra = { STACKGATE_PLAN_KEY: PLAN_KEY };
    const flags = ["--journal-dir", journalDir];
    const up = await upWithOutage(dir, markers, extra, flags);
    await expectHonestFailedUp(up, markers, dir, name);
    expect(String(up.json.message)).toContain(`sealed in ${journalDir}`);

    const recover = await stackgate(dir, ["recover", ...flags], extra);
    expect(recover.json.outcome, recover.stdout + recover.stderr).toBe("needs-attention");
    expect(recover.exitCode).not.toBe(0);

    // Never plain in the durable store: the value only the state holds appears in no file there.
    expect(readFileSync(path.join(dir, "errored.tfstate"), "utf8")).toContain(CANARY);
    const stored = readdirSync(journalDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => readFileSync(path.join(e.parentPath, e.name), "latin1"));
    expect(stored.length).toBeGreaterThan(0);
    for (const text of stored) expect(text).not.toContain(CANARY);

    // The runner is gone: a fresh clone elsewhere, the backend back.
    const clone = await freshClone(dir, name);
    bringBack();
    const next = await stackgate(clone, ["up", "--yes", ...flags], extra);
    expect(next.exitCode, next.stdout + next.stderr).toBe(0);
    expect(next.json.outcome).toBe("no-changes");
    expect(next.stderr).toContain(`pushed the state the backend refused (from ${journalDir}`);
    await expectConverged(clone, markers, name);
    // The sealed copy is gone once the backend holds the state.
    expect(
      readdirSync(journalDir, { recursive: true }).some((f) => String(f).endsWith(".sealed")),
    ).toBe(false);
  }, 240_000);
});

/**
 * OpenTofu with state encryption (TF_ENCRYPTION): the errored.tfstate it writes is encrypted,
 * and `tofu state push` — the command its own message gives — reads its input as unencrypted.
 * Recovery has OpenTofu decrypt it (its `state pull` of the file as the local state of an empty
 * private directory) and pushes that; without the key it keeps the file and the dead run's lock.
 */
const TOFU_SUITE = "OpenTofu encrypted errored state (test/e2e/errored-state.test.ts)";
const ENCRYPTION = `key_provider "pbkdf2" "main" {
  passphrase = "errored-state-test-passphrase-0123456789"
}
method "aes_gcm" "main" {
  keys = key_provider.pbkdf2.main
}
state {
  method = method.aes_gcm.main
}
plan {
  method = method.aes_gcm.main
}`;

describe.skipIf(skipWithoutEngines(TOFU_SUITE, "tofu"))(
  "OpenTofu: an encrypted errored.tfstate (http)",
  () => {
    const tofu = (): Engine => {
      const binary = path.join(engineDir("tofu"), "tofu");
      return {
        binary,
        env: {
          STACKGATE_ENGINE: "tofu",
          STACKGATE_ENGINE_BINARY: binary,
          TF_ENCRYPTION: ENCRYPTION,
        },
      };
    };
    beforeAll(async () => {
      backend = await httpBackend();
      engine = tofu();
    });
    afterAll(async () => {
      engine = TERRAFORM;
      await backend.stop();
    });
    beforeEach(() => bringBack());

    it("is pushed decrypted (tofu's own `state push errored.tfstate` refuses it), verified, lock released", async () => {
      const name = "tofu-encrypted-pushed";
      const { dir, markers } = checkout(name);
      const up = await upWithOutage(dir, markers);
      bringBack();
      await expectHonestFailedUp(up, markers, dir, name);
      const file = readFileSync(path.join(dir, "errored.tfstate"), "utf8");
      expect(file).toContain('"encryption_version"');
      expect(file).not.toContain(CANARY);
      // OpenTofu's own advice fails on its own file (measured on 1.11.14).
      const byHand = await execa(
        engine.binary,
        ["state", "push", "-lock=false", "errored.tfstate"],
        {
          cwd: dir,
          env: env(),
          extendEnv: false,
          reject: false,
        },
      );
      expect(byHand.exitCode).toBe(1);
      expect(byHand.stderr).toContain("encrypted");

      const recover = await stackgate(dir, ["recover"]);
      expect(recover.json.outcome, recover.stdout + recover.stderr).toBe("recovered");
      const reality = created(markers);
      const actions = recover.json.actions as { kind: string; detail: string }[];
      expect(actions.find((a) => a.kind === "push-errored-state")?.detail).toContain(
        `checked the backend holds all ${reality.size} resource(s) it names`,
      );
      expect(recover.stdout + recover.stderr).not.toContain(CANARY);
      await expectConverged(dir, markers, name);
      const again = await stackgate(dir, ["up", "--yes"]);
      expect(again.json.outcome, again.stdout + again.stderr).toBe("no-changes");
    }, 240_000);

    it("without the key: the file and the dead run's lock are kept, the commands say how; with it, recovered", async () => {
      const name = "tofu-encrypted-no-key";
      const { dir, markers } = checkout(name);
      const up = await upWithOutage(dir, markers);
      bringBack();
      await expectHonestFailedUp(up, markers, dir, name);

      const recover = await stackgate(dir, ["recover"], { TF_ENCRYPTION: "" });
      expect(recover.exitCode, "recover fails loudly").not.toBe(0);
      expect(recover.json.outcome, recover.stdout + recover.stderr).toBe("needs-attention");
      // The backend lacks the state: a waiting run must not get the lock and plan on it.
      expect(await backend.lockHeld(name), "the dead run's lock is kept").toBe(true);
      expect(existsSync(path.join(dir, "errored.tfstate")), "the errored state is kept").toBe(true);
      const message = String(recover.json.message);
      expect(message).toContain("TF_ENCRYPTION");
      expect(message).toContain("stackgate recover");
      expect(message).not.toMatch(/tofu state push errored\.tfstate/);

      const withKey = await stackgate(dir, ["recover"]);
      expect(withKey.json.outcome, withKey.stdout + withKey.stderr).toBe("recovered");
      await expectConverged(dir, markers, name);
    }, 240_000);
  },
);

describe("a pre-flight that fails shows the underlying error as itself, first", () => {
  beforeAll(async () => {
    backend = await httpBackend();
  });
  afterAll(async () => {
    await backend.stop();
  });

  it("a missing var-file surfaces as Terraform's error, not as 'pre-flight recovery could not finish'", async () => {
    const name = "preflight-var-file";
    const { dir, markers } = checkout(name);
    const up = await upWithOutage(dir, markers);
    bringBack();
    await expectHonestFailedUp(up, markers, dir, name);

    const preview = await stackgate(dir, ["preview", "--var-file", "missing.tfvars"]);
    expect(preview.exitCode).not.toBe(0);
    const message = String(preview.json.message);
    const terraformError = message.indexOf("missing.tfvars");
    expect(terraformError, message).toBeGreaterThanOrEqual(0);
    expect(message.split("\n")[0], "the first line is Terraform's error").toContain(
      "missing.tfvars",
    );
    expect(terraformError).toBeLessThan(message.indexOf("pre-flight"));
    // The state the backend refused was restored all the same, before the check failed.
    expect(preview.stderr).toContain("pushed the state the backend refused");
    await expectConverged(dir, markers, name);
  }, 180_000);
});

describe("an errored.tfstate that came with the checkout is never pushed", () => {
  beforeAll(async () => {
    backend = await httpBackend();
  });
  afterAll(async () => {
    await backend.stop();
  });

  it("a tracked file (a pull request could write it) is refused, named, and left alone", async () => {
    const name = "committed-errored-state";
    const { dir } = checkout(name);
    const forged = {
      version: 4,
      terraform_version: "1.11.4",
      serial: 99,
      lineage: "forged",
      outputs: {},
      resources: [
        {
          mode: "managed",
          type: "terraform_data",
          name: "planted",
          provider: 'provider["terraform.io/builtin/terraform"]',
          instances: [{ schema_version: 0, attributes: { id: "x" } }],
        },
      ],
    };
    writeFileSync(path.join(dir, "errored.tfstate"), JSON.stringify(forged));
    const git = (...args: string[]) =>
      execa("git", ["-c", "user.email=t@example.com", "-c", "user.name=t", ...args], { cwd: dir });
    await git("init", "-q");
    await git("add", ".");
    await git("commit", "-q", "-m", "a pull request");

    const recover = await stackgate(dir, ["recover"]);
    expect(recover.exitCode).not.toBe(0);
    expect(recover.json.outcome).toBe("needs-attention");
    expect(String(recover.json.message)).toContain("it is tracked by git");
    expect(await stateList(dir)).toEqual([]);
    expect(existsSync(path.join(dir, "errored.tfstate"))).toBe(true);
  }, 120_000);
});
