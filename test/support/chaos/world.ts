/** The world of a chaos run: one PostgreSQL, one lock server, an empty Terraform CLI config, the built CLI. */
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHttpLockServer, type HttpLockServer } from "../http-lock-server.js";
import { startPostgres, type PostgresHandle } from "../postgres.js";
import { createS3LockProbe, type S3LockProbe } from "../s3-locks-probe.js";
import { startS3Servers, type S3Servers } from "../s3-servers.js";
import { installSlowProvider } from "../slow-provider.js";
import { CHAOS_BUCKET, CHAOS_LOCK_TABLE } from "./backends.js";
import { reapLeftovers, TAG_VARIABLE } from "./procs.js";
import { writeEmptyCliConfig } from "../terraform-project.js";
import { CLI_ENTRY } from "../dist.js";

export const CLI_PATH = CLI_ENTRY;

/** The Terraform-family engine a world runs: `terraform` on PATH, or a built `tofu`. */
export interface WorldEngine {
  readonly name: "terraform" | "tofu";
  /** The binary: a name on PATH or an absolute path. */
  readonly binary: string;
}

export const TERRAFORM_ENGINE: WorldEngine = { name: "terraform", binary: "terraform" };

export interface ChaosWorld {
  readonly root: string;
  /** The engine every trial of this world runs (stackgate is told with STACKGATE_ENGINE*). */
  readonly engine: WorldEngine;
  readonly cli: string;
  readonly pg: PostgresHandle | null;
  readonly http: HttpLockServer | null;
  /** s3rver (behind the conditional-write shim) + dynalite, bucket `chaos`, table `locks`. */
  readonly s3: { servers: S3Servers; probe: S3LockProbe } | null;
  /** Environment for stackgate and terraform: no CI, TF_ or STACKGATE_ leakage; tagged. */
  env(tag: string): Record<string, string>;
  /** A name not used before in this world (stacks, schemas, state names). */
  uniqueName(base: string): string;
  dispose(): Promise<void>;
}

export interface ChaosWorldOptions {
  pg?: boolean;
  http?: boolean;
  s3?: boolean;
  /** Keep the temp dirs (for debugging a failure). Default: $STACKGATE_CHAOS_KEEP === "1". */
  keep?: boolean;
  /** Install the slow test provider (its CLI config replaces the empty one). */
  slowProvider?: boolean;
  /** The engine (default: terraform on PATH). */
  engine?: WorldEngine;
}

const LEAKY_ENV = /^(TF_|GITHUB_|BITBUCKET_|STACKGATE_|PG_CONN_STR$|PG_SCHEMA_NAME$|RUNNER_)/;

export async function createChaosWorld(options: ChaosWorldOptions = {}): Promise<ChaosWorld> {
  if (!existsSync(CLI_PATH)) {
    throw new Error(`${CLI_PATH} does not exist: run \`npm run build\` first.`);
  }
  const root = await mkdtemp(join(tmpdir(), "sg-chaos-"));
  const cliConfig = writeEmptyCliConfig(join(root, "terraformrc"));
  if (options.slowProvider === true) installSlowProvider(root, { cliConfig });
  const pg = options.pg === false ? null : await startPostgres();
  const http = options.http === false ? null : await createHttpLockServer();
  const s3 = options.s3 === false ? null : await startChaosS3();
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !LEAKY_ENV.test(key)) base[key] = value;
  }
  Object.assign(base, {
    TF_IN_AUTOMATION: "1",
    TF_INPUT: "0",
    CHECKPOINT_DISABLE: "1",
    // The machine points TF_CLI_CONFIG_FILE at a missing file (a warning on every run).
    TF_CLI_CONFIG_FILE: cliConfig,
    ...s3?.servers.env,
  });
  const engine = options.engine ?? TERRAFORM_ENGINE;
  if (engine.name !== "terraform") {
    base.STACKGATE_ENGINE = engine.name;
    base.STACKGATE_ENGINE_BINARY = engine.binary;
  }
  const used = new Set<string>();
  const keep = options.keep ?? process.env.STACKGATE_CHAOS_KEEP === "1";
  return {
    root,
    engine,
    cli: CLI_PATH,
    pg,
    http,
    s3,
    env: (tag) => ({ ...base, [TAG_VARIABLE]: tag }),
    uniqueName(name) {
      let candidate = name;
      for (let n = 2; used.has(candidate); n++) candidate = `${name}-${n}`;
      used.add(candidate);
      return candidate;
    },
    async dispose() {
      await reapLeftovers(root).catch(() => undefined);
      await http?.close();
      s3?.probe.close();
      await s3?.servers.stop();
      await pg?.stop();
      if (!keep) await rm(root, { recursive: true, force: true });
    },
  };
}

/** The S3 and DynamoDB servers of a world, with the bucket and lock table its s3 stacks use. */
async function startChaosS3(): Promise<{ servers: S3Servers; probe: S3LockProbe }> {
  const servers = await startS3Servers();
  await servers.createBucket(CHAOS_BUCKET);
  await servers.createLockTable(CHAOS_LOCK_TABLE);
  return { servers, probe: createS3LockProbe(servers) };
}
