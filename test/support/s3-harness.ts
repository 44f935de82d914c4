/**
 * The s3 end-to-end harness: s3rver (behind the conditional-write shim) and dynalite on
 * loopback with a state bucket and a lock table, a Terraform project factory whose slow
 * resources wait on a gate file, the built CLI, and direct readers of both locks.
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { execa, type ResultPromise } from "execa";
import { createS3LockProbe, type S3LockProbe } from "./s3-locks-probe.js";
import { s3BackendHcl, startS3Servers, type S3LockKind, type S3Servers } from "./s3-servers.js";
import { CLI_ENTRY } from "./dist.js";
import { tempDirs } from "./temp-dirs.js";
import { stateAddresses, writeEmptyCliConfig } from "./terraform-project.js";
import { type CliJsonRun, runCliJson } from "./cli.js";
import { localJournalFile, readJournalLines } from "./journal-file.js";

export const BUCKET = "tfstate";
export const TABLE = "locks";
const cli = CLI_ENTRY;

export type StackgateRun = CliJsonRun;

export interface RecoverJson {
  outcome: string;
  exitCode: number;
  orphans: Array<{ address: string; id: string | null; certain: boolean; importCommand: string }>;
  actions: Array<{ kind: string; detail: string }>;
  lock: { after: { kind: string } };
  message?: string;
}

export interface S3Harness {
  readonly servers: S3Servers;
  readonly probe: S3LockProbe;
  readonly env: Record<string, string>;
  /** A temp dir removed by dispose(). */
  tempDir(): string;
  /** Four resources; the fourth and later ones wait until `<dir>/gate` exists. */
  project(key: string, lock: S3LockKind, dir?: string): string;
  stackgate(dir: string, args: string[], extraEnv?: Record<string, string>): Promise<StackgateRun>;
  /** A process the harness kills (SIGKILL) on dispose. */
  own(child: ResultPromise): void;
  journalLines(dir: string): Array<Record<string, unknown>>;
  waitFor(what: string, check: () => Promise<boolean> | boolean): Promise<void>;
  /** The ID each configured lock names now (null when absent). */
  lockIds(key: string, lock: S3LockKind): Promise<{ dynamo?: string | null; file?: string | null }>;
  /**
   * Starts `up --yes`, waits for 3 created resources and the journaled lock id (and `also`,
   * when given), then SIGKILLs stackgate's and Terraform's process groups.
   */
  killMidApply(
    dir: string,
    extraEnv?: Record<string, string>,
    also?: () => Promise<boolean>,
  ): Promise<void>;
  stateList(dir: string): Promise<string[]>;
  dispose(): Promise<void>;
}

export async function createS3Harness(): Promise<S3Harness> {
  const servers = await startS3Servers();
  await servers.createBucket(BUCKET);
  await servers.createLockTable(TABLE);
  const probe = createS3LockProbe(servers);
  const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-s3-");
  const owned = new Set<ResultPromise>();
  const rc = writeEmptyCliConfig(path.join(tempDir(), "terraformrc"));
  const env: Record<string, string> = {
    ...servers.env,
    TF_CLI_CONFIG_FILE: rc,
    CHECKPOINT_DISABLE: "1",
  };
  const harness: S3Harness = {
    servers,
    probe,
    env,
    tempDir,
    project(key, lock, dir = tempDir()) {
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
    },
    stackgate: (dir, args, extraEnv = {}) =>
      runCliJson([...args, "--json", "-C", dir], {
        env: { ...env, ...extraEnv },
        label: args.join(" "),
      }),
    own(child) {
      owned.add(child);
    },
    journalLines: (dir) => readJournalLines(localJournalFile(dir)),
    async waitFor(what, check) {
      const deadline = Date.now() + 60_000;
      while (!(await check())) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await sleep(50);
      }
    },
    async lockIds(key, lock) {
      const idOf = (text: string | null): string | null =>
        text === null ? null : ((JSON.parse(text) as { ID?: string }).ID ?? null);
      const ids: { dynamo?: string | null; file?: string | null } = {};
      if (lock !== "lockfile") ids.dynamo = idOf(await probe.dynamo(TABLE, `${BUCKET}/${key}`));
      if (lock !== "dynamodb") ids.file = idOf(await probe.lockfile(BUCKET, `${key}.tflock`));
      return ids;
    },
    async killMidApply(dir, extraEnv = {}, also = () => Promise.resolve(true)) {
      const child = execa(process.execPath, [cli, "up", "--yes", "-C", dir], {
        env: { ...env, ...extraEnv },
        detached: true,
        reject: false,
      });
      await harness.waitFor("3 created resources and the lock id in the journal", async () => {
        const lines = harness.journalLines(dir);
        return (
          lines.filter((l) => l.type === "resource" && l.status === "done").length >= 3 &&
          lines.some((l) => l.type === "lock") &&
          (await also())
        );
      });
      const enginePid = harness
        .journalLines(dir)
        .map((l) => l.enginePid)
        .filter((p): p is number => typeof p === "number")
        .pop();
      if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
      if (enginePid !== undefined) process.kill(-enginePid, "SIGKILL");
      await child;
    },
    stateList: (dir) => stateAddresses(dir, env),
    async dispose() {
      for (const child of owned) child.kill("SIGKILL");
      probe.close();
      await servers.stop();
      removeTempDirs();
    },
  };
  return harness;
}
