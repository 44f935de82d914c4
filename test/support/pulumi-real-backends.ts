/**
 * The DIY backends besides file:// for the REAL Pulumi CLI (test/support/pulumi-real.ts):
 * `s3://` on the project's S3 stand-in (s3rver behind its conditional-write shim,
 * test/support/s3-servers.ts) and `postgres://` on a real PostgreSQL (test/support/postgres.ts),
 * Pulumi's own PostgreSQL backend (pkg/backend/diy/postgres). Each gives the backend URL of a
 * new project and reads that stack's lock objects straight from the store (the AWS SDK, SQL):
 * the ground truth the tests compare stackgate's claims against, never stackgate's own reader.
 */
import { startPostgres } from "./postgres.js";
import type { RealProject } from "./pulumi-real.js";
import { createS3LockProbe } from "./s3-locks-probe.js";
import { S3_REGION, startS3Servers } from "./s3-servers.js";

export interface RealDiyBackend {
  readonly label: string;
  /** What every pulumi and stackgate process needs to reach it (AWS_* for s3). */
  readonly env: Record<string, string>;
  /** A backend URL of its own for the project `name`. */
  url(name: string): string;
  /** The project's objects whose key (below the URL's path) starts with `prefix`: key → content. */
  objects(p: RealProject, prefix: string): Promise<Map<string, string>>;
  stop(): Promise<void>;
}

/** The stack's lock objects (`.pulumi/locks/organization/<project>/<stack>/`), read from the store. */
export function lockObjects(backend: RealDiyBackend, p: RealProject): Promise<Map<string, string>> {
  return backend.objects(p, `.pulumi/locks/${p.stack}/`);
}

/** The pending operations of the stack's checkpoint object as it is now in the store. */
export async function storedPendingOperations(
  backend: RealDiyBackend,
  p: RealProject,
): Promise<string[]> {
  const [, project = "", stack = ""] = p.stack.split("/");
  const name = `.pulumi/stacks/${project}/${stack}.json`;
  const found = [...(await backend.objects(p, name)).entries()].find(([key]) => key.endsWith(name));
  if (found === undefined) return [];
  const latest = (JSON.parse(found[1]) as { checkpoint?: { latest?: Record<string, unknown> } })
    .checkpoint?.latest;
  return (
    (latest?.pending_operations ?? []) as Array<{ type: string; resource: { urn: string } }>
  ).map((o) => `${o.type} ${o.resource.urn}`);
}

const BUCKET = "pulumi-diy";

/**
 * The S3 stand-in. The URL is the one Pulumi's docs give for S3-compatible servers (gocloud's
 * v1-era `endpoint` without scheme, `disableSSL`, `s3ForcePathStyle`: Pulumi 3.274.1 translates
 * them to `disable_https` / `use_path_style`, measured to work like the v2 names).
 */
export async function startS3DiyBackend(): Promise<RealDiyBackend> {
  const servers = await startS3Servers();
  await servers.createBucket(BUCKET);
  const probe = createS3LockProbe(servers);
  const endpoint = servers.s3Endpoint.replace(/^http:\/\//, "");
  return {
    label: "s3",
    env: servers.env,
    url: (name) =>
      `s3://${BUCKET}/${name}?region=${S3_REGION}&endpoint=${endpoint}&disableSSL=true&s3ForcePathStyle=true`,
    async objects(p, prefix) {
      const found = new Map<string, string>();
      const root = new URL(p.backend).pathname.replace(/^\//, "");
      for (const key of await probe.listKeys(BUCKET, `${root}/${prefix}`)) {
        found.set(key, (await probe.object(BUCKET, key)) ?? "");
      }
      return found;
    },
    async stop() {
      probe.close();
      await servers.stop();
    },
  };
}

/**
 * A real PostgreSQL. Pulumi keeps every object as a row (`key`, `data` = {"data": base64}) of
 * the `?table=` table (default `pulumi_state`), each key prefixed with the URL's path: the
 * database name.
 */
export async function startPostgresDiyBackend(): Promise<RealDiyBackend> {
  const pg = await startPostgres();
  const tableOf = (p: RealProject) =>
    new URL(p.backend).searchParams.get("table") ?? "pulumi_state";
  return {
    label: "postgres",
    env: {},
    url: (name) => `${pg.url}&table=pulumi_${name.replace(/[^a-z0-9]/gi, "_")}`,
    async objects(p, prefix) {
      const rows = await pg
        .queryJson<{ key: string; data: string }>(
          `SELECT key, data->>'data' AS data FROM ${tableOf(p)}
          WHERE starts_with(key, '${pg.database}/${prefix}')`,
        )
        .catch((error: unknown) => {
          // No table yet: Pulumi creates it on first use.
          if (String(error).includes("does not exist")) return [];
          throw error;
        });
      return new Map(rows.map((r) => [r.key, Buffer.from(r.data, "base64").toString("utf8")]));
    },
    stop: () => pg.stop(),
  };
}
