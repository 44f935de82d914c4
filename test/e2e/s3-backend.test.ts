/**
 * The s3 backend end to end (issue 11), with real Terraform against s3rver (S3, behind the
 * labelled conditional-write shim) and dynalite (DynamoDB), both from npm, on loopback;
 * credentials from the environment as CI gives them. For both lock kinds (DynamoDB item and
 * `use_lockfile`) and both at once:
 * - a SIGKILLed `up` (stackgate and Terraform, like a Bitbucket Stop) strands the lock;
 *   `recover` binds it to the dead run by the journaled lock ID, releases it with
 *   `terraform force-unlock -force <ID>`, confirms both locks are gone, imports the resources
 *   the journal saw created, and the next `up` converges;
 * - the live-owner attack: while another apply holds the lock, `recover`, `unlock` and `up`
 *   neither break nor change it.
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3LockProbe, type S3LockProbe } from "../support/s3-locks-probe.js";
import {
  s3BackendHcl,
  startS3Servers,
  type S3LockKind,
  type S3Servers,
} from "../support/s3-servers.js";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));
const BUCKET = "tfstate";
const TABLE = "locks";
const dirs: string[] = [];
const holders = new Set<ResultPromise>();
let servers: S3Servers;
let probe: S3LockProbe;
let env: Record<string, string>;

beforeAll(async () => {
  servers = await startS3Servers();
  await servers.createBucket(BUCKET);
  await servers.createLockTable(TABLE);
  probe = createS3LockProbe(servers);
  const rc = path.join(tempDir(), "terraformrc");
  writeFileSync(rc, "");
  env = { ...servers.env, TF_CLI_CONFIG_FILE: rc, CHECKPOINT_DISABLE: "1" };
});
afterAll(async () => {
  for (const child of holders) child.kill("SIGKILL");
  probe?.close();
  await servers?.stop();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-s3-"));
  dirs.push(dir);
  return dir;
}

/** Four resources; the fourth and later ones wait until `<dir>/gate` exists. */
function project(key: string, lock: S3LockKind): string {
  const dir = tempDir();
  writeFileSync(
    path.join(dir, "main.tf"),
    `${s3BackendHcl(servers, { bucket: BUCKET, key, lock, table: TABLE })}
resource "terraform_data" "item" {
  count = 4
  input = count.index
  provisioner "local-exec" {
    command = "if [ ${"${count.index}"} -ge 3 ]; then while [ ! -e ${dir}/gate ]; do sleep 0.1; done; fi"
  }
}
`,
  );
  return dir;
}

async function stackgate(dir: string, args: string[]) {
  const run = await execa(process.execPath, [cli, ...args, "--json", "-C", dir], {
    env,
    reject: false,
  });
  const context = `stackgate ${args.join(" ")} → ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
  const json = (): Record<string, unknown> => {
    try {
      return JSON.parse(run.stdout) as Record<string, unknown>;
    } catch {
      throw new Error(`expected one JSON object on stdout, got:\n${context}`);
    }
  };
  return { ...run, context, json };
}

function journalLines(dir: string): Array<Record<string, unknown>> {
  const file = path.join(dir, ".stackgate", "journal", "default.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Both configured locks as they are now: the ID each one names (null when absent). */
async function lockIds(
  key: string,
  lock: S3LockKind,
): Promise<{ dynamo?: string | null; file?: string | null }> {
  const idOf = (text: string | null): string | null =>
    text === null ? null : ((JSON.parse(text) as { ID: string }).ID ?? null);
  const ids: { dynamo?: string | null; file?: string | null } = {};
  if (lock !== "lockfile") ids.dynamo = idOf(await probe.dynamo(TABLE, `${BUCKET}/${key}`));
  if (lock !== "dynamodb") ids.file = idOf(await probe.lockfile(BUCKET, `${key}.tflock`));
  return ids;
}

/** Starts `up --yes`, waits for 3 created resources and the journaled lock id, SIGKILLs all. */
async function killMidApply(dir: string): Promise<void> {
  const child = execa(process.execPath, [cli, "up", "--yes", "-C", dir], {
    env,
    detached: true,
    reject: false,
  });
  await waitFor("3 created resources and the lock id in the journal", () => {
    const lines = journalLines(dir);
    return (
      lines.filter((l) => l.type === "resource" && l.status === "done").length >= 3 &&
      lines.some((l) => l.type === "lock")
    );
  });
  const enginePid = journalLines(dir)
    .map((l) => l.enginePid)
    .filter((p): p is number => typeof p === "number")
    .pop();
  if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
  if (enginePid !== undefined) process.kill(-enginePid, "SIGKILL");
  await child;
}

async function stateList(dir: string): Promise<string[]> {
  const run = await execa("terraform", ["state", "list"], { cwd: dir, env, reject: false });
  return run.stdout.split("\n").filter(Boolean);
}

interface RecoverJson {
  outcome: string;
  exitCode: number;
  orphans: Array<{ address: string; id: string | null; certain: boolean; importCommand: string }>;
  actions: Array<{ kind: string; detail: string }>;
  lock: { after: { kind: string } };
  message?: string;
}

const KINDS: readonly S3LockKind[] = ["dynamodb", "lockfile", "both"];

describe("s3 backend: recover after SIGKILL mid-apply", () => {
  for (const lock of KINDS) {
    it(`${lock}: releases the dead run's lock by its journaled ID, imports what it created, and the next up converges`, async () => {
      const key = `kill-${lock}/terraform.tfstate`;
      const dir = project(key, lock);
      await killMidApply(dir);
      const stranded = await lockIds(key, lock);
      const ids = new Set(Object.values(stranded));
      expect(
        ids.size,
        `the SIGKILL leaves every configured lock: ${JSON.stringify(stranded)}`,
      ).toBe(1);
      const strandedId = [...ids][0];
      expect(strandedId).toEqual(expect.any(String));
      expect(journalLines(dir).find((l) => l.type === "lock")?.lockId).toBe(strandedId);
      const created = journalLines(dir).filter((l) => l.type === "resource" && l.status === "done");
      expect(created.length).toBeGreaterThanOrEqual(3);

      const status = await stackgate(dir, ["status"]);
      expect(status.exitCode, status.context).toBe(4);
      expect(status.json().holder).toMatchObject({ verdict: { kind: "dead" } });

      const recovered = await stackgate(dir, ["recover"]);
      expect(recovered.exitCode, recovered.context).toBe(0);
      const result = recovered.json() as unknown as RecoverJson;
      expect(result.actions.find((a) => a.kind === "unlock")?.detail).toContain(String(strandedId));
      expect(result.lock.after.kind).toBe("free");
      const after = await lockIds(key, lock);
      expect(
        Object.values(after).every((v) => v === null),
        JSON.stringify(after),
      ).toBe(true);
      const inState = await stateList(dir);
      for (const r of created) expect(inState).toContain(r.address);
      // The resource whose creation never completed is named with an import command.
      const pending = result.orphans.find((o) => !o.certain);
      expect(pending?.address).toBe("terraform_data.item[3]");
      expect(pending?.importCommand).toContain("terraform import 'terraform_data.item[3]'");

      writeFileSync(path.join(dir, "gate"), "");
      const next = await stackgate(dir, ["up", "--yes"]);
      expect(next.exitCode, next.context).toBe(0);
      expect(await stateList(dir)).toHaveLength(4);
      expect(Object.values(await lockIds(key, lock)).every((v) => v === null)).toBe(true);
    });
  }
});

describe("s3 backend: the live-owner attack", () => {
  for (const lock of KINDS) {
    it(`${lock}: recover, unlock and up leave a live apply's lock alone`, async () => {
      const key = `live-${lock}/terraform.tfstate`;
      const dir = project(key, lock);
      // A stackgate run of ours finished cleanly first: its journal must not make the lock ours.
      writeFileSync(path.join(dir, "gate"), "");
      expect((await stackgate(dir, ["up", "--yes"])).exitCode).toBe(0);
      rmSync(path.join(dir, "gate"));
      writeFileSync(
        path.join(dir, "main.tf"),
        readFileSync(path.join(dir, "main.tf"), "utf8").replace("count = 4", "count = 5"),
      );
      // The live holder: terraform apply, outside stackgate, waiting on the gate.
      const holder = execa("terraform", ["apply", "-auto-approve", "-input=false"], {
        cwd: dir,
        env,
        reject: false,
      });
      holders.add(holder);
      await waitFor("the live apply's lock", async () =>
        Object.values(await lockIds(key, lock)).every((v) => typeof v === "string"),
      );
      const held = await lockIds(key, lock);
      const before = {
        dynamo: lock === "lockfile" ? null : await probe.dynamo(TABLE, `${BUCKET}/${key}`),
        file: lock === "dynamodb" ? null : await probe.lockfile(BUCKET, `${key}.tflock`),
      };

      for (const command of [["recover"], ["unlock"], ["up", "--yes"], ["status"]]) {
        const run = await stackgate(dir, command);
        expect(run.exitCode, run.context).toBe(4);
        // Not broken, and not changed: the very same lock JSON.
        expect(await lockIds(key, lock)).toEqual(held);
        if (before.dynamo !== null)
          expect(await probe.dynamo(TABLE, `${BUCKET}/${key}`)).toBe(before.dynamo);
        if (before.file !== null)
          expect(await probe.lockfile(BUCKET, `${key}.tflock`)).toBe(before.file);
      }
      const unlock = await stackgate(dir, ["unlock"]);
      expect(String(unlock.json().message)).toContain(
        `terraform force-unlock -force ${Object.values(held)[0] ?? ""}`,
      );

      writeFileSync(path.join(dir, "gate"), "");
      const finished = await holder;
      holders.delete(holder);
      expect(finished.exitCode, finished.stderr).toBe(0);
      expect(Object.values(await lockIds(key, lock)).every((v) => v === null)).toBe(true);
      expect(await stateList(dir)).toHaveLength(5);
    });
  }
});
