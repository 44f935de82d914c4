/**
 * `stackgate … --engine pulumi` through the built CLI on the REAL Pulumi CLI (v3.274.1, the test
 * tree's own provider: test/support/pulumi-real.ts) on the DIY backends besides file://:
 * `s3://` on the S3 stand-in (with its conditional-write shim) and `postgres://` (Pulumi's
 * PostgreSQL backend) on a real PostgreSQL (test/support/pulumi-real-backends.ts). The lock
 * objects are read from the store itself, not through stackgate. file:// is
 * test/e2e/pulumi-real.test.ts. Skipped loudly where the engines are not built; CI forbids it.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, it } from "vitest";
import { waitFor } from "../support/chaos/procs.js";
import { skipWithoutEngines } from "../support/engines.js";
import {
  lockObjects,
  startPostgresDiyBackend,
  storedPendingOperations,
  startS3DiyBackend,
  type RealDiyBackend,
} from "../support/pulumi-real-backends.js";
import {
  killRealUp,
  loggedCommands,
  realCloudResources,
  realExport,
  realProject,
  realStackgate,
  realStateFiles,
  removeRealProjects,
  setUpRealPulumi,
  startRealUp,
  urnOf,
  type RealPulumi,
} from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines("pulumi-real-diy.test.ts", "pulumi", "pulumi-provider");
const backends = new Map<string, RealDiyBackend>();
let pulumi: RealPulumi;

beforeAll(async () => {
  if (SKIP) return;
  const [s3, postgres] = await Promise.all([startS3DiyBackend(), startPostgresDiyBackend()]);
  backends.set("s3", s3);
  backends.set("postgres", postgres);
  pulumi = await setUpRealPulumi(s3.env);
}, 120_000);
afterAll(async () => {
  removeRealProjects();
  await Promise.all([...backends.values()].map((b) => b.stop()));
});

interface RecoverJson {
  outcome: string;
  actions: Array<{ kind: string; detail: string; ok: boolean }>;
}

function backendOf(label: string): RealDiyBackend {
  const backend = backends.get(label);
  if (!backend) throw new Error(`no ${label} backend was started`);
  return backend;
}

// The four trials run at once (each on its own project and store): they mostly wait on the
// provider's creates, and one after another they took 145 s.
describe.skipIf(SKIP)(
  "stackgate --engine pulumi on the real Pulumi CLI, DIY s3:// and postgres://",
  () => {
    for (const label of ["s3", "postgres"]) {
      it.concurrent(
        `${label}: preview; SIGKILL of the run mid-up leaves the dead run's lock object; status names it; recover removes exactly it; the next up converges`,
        async ({ expect }) => {
          const backend = backendOf(label);
          const name = `killed${label}`;
          const p = await realProject(
            pulumi,
            { resources: 3, delaySeconds: 3, chain: true },
            { name, backend: backend.url(name) },
          );
          const preview = await realStackgate(p, ["preview"]);
          expect(preview.exitCode, preview.context).toBe(0);
          expect(preview.json()).toMatchObject({
            outcome: "planned",
            summary: { create: 4, update: 0, delete: 0 },
          });
          expect(realCloudResources(p).size, "a preview creates nothing").toBe(0);
          expect(await lockObjects(backend, p), "a preview leaves no lock").toEqual(new Map());

          const tag = `pulumi-real-${label}-kill-${process.pid}`;
          const run = await startRealUp(p, 2, tag);
          expect(run.enginePid).toBeTypeOf("number");
          // The journal hears of r1's start from Pulumi's events, which can come before Pulumi's
          // checkpoint write of it lands in the store (seen on s3 under load): kill once it has.
          await waitFor(
            "r1's pending create in the stored checkpoint",
            async () =>
              (await storedPendingOperations(backend, p)).includes(`creating ${urnOf(p, "r1")}`),
            30_000,
            100,
          );
          await killRealUp(run, tag);

          const locks = await lockObjects(backend, p);
          expect([...locks.keys()], "the dead run's lock object stays").toHaveLength(1);
          const [lockKey = "", lockBody = ""] = [...locks.entries()][0] ?? [];
          expect(JSON.parse(lockBody)).toMatchObject({
            pid: run.enginePid,
            hostname: os.hostname(),
          });
          expect((await realExport(p)).pending).toEqual([`creating ${urnOf(p, "r1")}`]);

          const status = await realStackgate(p, ["status"]);
          expect(status.json(), status.context).toMatchObject({
            lock: { kind: "locked", holder: { operation: `pid ${run.enginePid ?? 0}` } },
            pendingOperations: [{ type: "creating", urn: urnOf(p, "r1") }],
          });
          expect(JSON.stringify(status.json().lock)).toContain(lockKey.split("/").pop() ?? "?");

          // r1's create was cut in its wait: nothing at the provider, so the pending create is cleared.
          expect(realCloudResources(p).has(urnOf(p, "r1"))).toBe(false);
          const recover = await realStackgate(p, ["recover", "--pending-creates", "clear"]);
          const r = recover.json() as unknown as RecoverJson;
          expect(recover.exitCode, recover.context).toBe(0);
          expect(r.actions.filter((a) => a.kind === "unlock" && a.ok)).toHaveLength(1);
          expect(await lockObjects(backend, p), "the dead run's lock object is gone").toEqual(
            new Map(),
          );
          expect((await realExport(p)).pending).toEqual([]);
          expect(loggedCommands(p).some((c) => c.argv[0] === "cancel")).toBe(false);

          const up = await realStackgate(p, ["up", "--yes"]);
          expect(up.exitCode, up.context).toBe(0);
          expect(up.json()).toMatchObject({ outcome: "applied" });
          expect([...realCloudResources(p).keys()]).toEqual(
            ["r0", "r1", "r2"].map((n) => urnOf(p, n)),
          );
          expect(await realStateFiles(p)).toEqual(realCloudResources(p));
          expect(await lockObjects(backend, p)).toEqual(new Map());
        },
        180_000,
      );

      it.concurrent(
        `${label}: a live update's lock object is never touched: status names the live run, recover refuses, the update finishes and releases it`,
        async ({ expect }) => {
          const backend = backendOf(label);
          const name = `live${label}`;
          const p = await realProject(
            pulumi,
            { resources: 2, delaySeconds: 8, chain: true },
            { name, backend: backend.url(name) },
          );
          const tag = `pulumi-real-${label}-live-${process.pid}`;
          const run = await startRealUp(p, 1, tag);
          const locks = await lockObjects(backend, p);
          expect([...locks.keys()]).toHaveLength(1);
          expect(JSON.parse([...locks.values()][0] ?? "{}")).toMatchObject({ pid: run.enginePid });

          const status = await realStackgate(p, ["status"]);
          expect(status.json(), status.context).toMatchObject({
            lock: { kind: "locked", holder: { operation: `pid ${run.enginePid ?? 0}` } },
            pendingRepair: false,
          });
          const recover = await realStackgate(p, ["recover"]);
          expect(recover.exitCode, recover.context).not.toBe(0);
          expect(await lockObjects(backend, p), "the live lock object, byte for byte").toEqual(
            locks,
          );
          expect(loggedCommands(p).filter((c) => c.argv[0] === "refresh")).toEqual([]);

          const up = await run.child;
          expect(up.exitCode, `${up.stdout}\n${up.stderr}`).toBe(0);
          expect(realCloudResources(p).size).toBe(2);
          expect(await realStateFiles(p)).toEqual(realCloudResources(p));
          expect(await lockObjects(backend, p)).toEqual(new Map());
        },
        180_000,
      );
    }
  },
);
