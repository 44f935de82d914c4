/**
 * The pg lock reader (src/locks/pg-locks.ts) against a real PostgreSQL and a real OpenTofu
 * apply holding its lock. OpenTofu ≥ 1.10 differs from Terraform here: it keeps its state in
 * `table_name` (not always `states`) and takes its workspace-creation lock on
 * −FNV-1-32(schema NUL table) instead of -1. Read with Terraform's scheme (what stackgate did
 * before the engine's traits said otherwise), a held OpenTofu lock reads as free.
 */
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { execa, type ResultPromise } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { terraformTraits } from "../../src/engines/terraform/traits.js";
import { createPgLocks } from "../../src/locks/pg-locks.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";
import { startPostgres, type PostgresHandle } from "../support/postgres.js";
import { tempDirs } from "../support/temp-dirs.js";
import { terraformEnv, writeEmptyCliConfig } from "../support/terraform-project.js";

const skip = skipWithoutEngines(
  "pg locks of OpenTofu (test/integration/pg-locks-tofu.test.ts)",
  "tofu",
);
const { make: tempDir, removeAll: removeTempDirs } = tempDirs("sg-pgtofu-");
let pg: PostgresHandle;
let env: Record<string, string>;
const running: ResultPromise[] = [];

beforeAll(async () => {
  if (skip) return;
  pg = await startPostgres();
  env = terraformEnv(writeEmptyCliConfig(join(tempDir("sg-tfrc-"), "terraformrc")));
});
afterAll(async () => {
  for (const child of running) child.kill("SIGKILL");
  await pg?.stop();
  removeTempDirs();
});

const tofu = (): string => join(engineDir("tofu"), "tofu");

/** A project on schema `schema`, table `table`, one resource that sleeps while it is created. */
async function project(schema: string, table: string): Promise<string> {
  const dir = tempDir("sg-pgtofu-");
  const marker = join(dir, "creating");
  await writeFile(
    join(dir, "main.tf"),
    `terraform {
  backend "pg" {
    conn_str    = "${pg.url}"
    schema_name = "${schema}"
    table_name  = "${table}"
  }
}
variable "slow" {
  type    = bool
  default = false
}
resource "terraform_data" "fast" {
  input = "fast"
}
resource "terraform_data" "slow" {
  count = var.slow ? 1 : 0
  provisioner "local-exec" {
    command = "touch ${marker} && sleep 8"
  }
}
`,
  );
  await execa(tofu(), ["init", "-input=false", "-no-color"], { cwd: dir, env });
  return dir;
}

async function whileApplying(dir: string, check: () => Promise<void>): Promise<void> {
  const apply = execa(tofu(), ["apply", "-auto-approve", "-input=false", "-var", "slow=true"], {
    cwd: dir,
    env,
    reject: false,
  });
  running.push(apply);
  const deadline = Date.now() + 60_000;
  const { existsSync } = await import("node:fs");
  while (!existsSync(join(dir, "creating"))) {
    if (Date.now() > deadline) throw new Error("the slow resource never started");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    await check();
  } finally {
    apply.kill("SIGKILL");
    await apply;
  }
}

const config = (schema: string, table: string): Record<string, unknown> => ({
  conn_str: pg.url,
  schema_name: schema,
  table_name: table,
});

describe.skipIf(skip)("the pg lock of a real OpenTofu apply", () => {
  it("an existing workspace in table_name: held for OpenTofu's scheme, invisible to Terraform's", async () => {
    const dir = await project("tofu_ws", "tofu_states");
    await execa(tofu(), ["apply", "-auto-approve", "-input=false"], { cwd: dir, env }); // the row exists
    await whileApplying(dir, async () => {
      const ours = await createPgLocks(
        config("tofu_ws", "tofu_states"),
        {},
        "default",
        terraformTraits("tofu").pg,
      ).inspect();
      expect(ours.kind).toBe("held");
      expect(ours.kind === "held" && ours.holder.info).toBeUndefined(); // the workspace's own lock
      const terraformScheme = await createPgLocks(
        config("tofu_ws", "tofu_states"),
        {},
        "default",
        terraformTraits("terraform").pg,
      ).inspect();
      expect(terraformScheme.kind, "Terraform's table `states` does not exist here").toBe("free");
    });
  }, 120_000);

  it("a workspace being created: OpenTofu's creation lock is −FNV-1(schema NUL table), not -1", async () => {
    const dir = await project("tofu_new", "tofu_states");
    await whileApplying(dir, async () => {
      const key = terraformTraits("tofu").pg.creationLockKey("tofu_new", "tofu_states");
      const rows = await pg.query(
        "SELECT ((classid::bigint << 32) | objid::bigint)::text FROM pg_locks WHERE locktype = 'advisory' AND granted",
      );
      expect(rows.map((r) => r[0])).toContain(key.toString());
      expect(rows.map((r) => r[0])).not.toContain("-1");
      const ours = await createPgLocks(
        config("tofu_new", "tofu_states"),
        {},
        "default",
        terraformTraits("tofu").pg,
      ).inspect();
      expect(ours).toMatchObject({
        kind: "held",
        holder: { info: `the workspace creation lock (${key})` },
      });
      const terraformScheme = await createPgLocks(
        config("tofu_new", "tofu_states"),
        {},
        "default",
        terraformTraits("terraform").pg,
      ).inspect();
      expect(terraformScheme.kind).toBe("free");
    });
  }, 120_000);
});
