/**
 * The Pulumi chaos suite on the REAL Pulumi CLI (as test/e2e/pulumi-chaos-real.test.ts does on
 * `file://`) on the other two DIY backends: `s3://` on the S3 stand-in (with its
 * conditional-write shim) and `postgres://` (Pulumi's PostgreSQL backend) on a real
 * PostgreSQL (test/support/pulumi-real-backends.ts). `stackgate up` stopped with SIGINT,
 * SIGTERM or a SIGKILL of every process of the run, then `recover --pending-creates
 * import|clear`, judged against the provider's files and the lock objects as the store holds
 * them (read with the AWS SDK and SQL, never through stackgate). The two backends' trials run
 * beside each other: they mostly wait on the provider's creates. Skipped loudly where the
 * engines are not built; CI forbids it.
 *
 *   STACKGATE_PULUMI_S3_CHAOS_SEED=N / _TRIALS=N / _ONLY=i,j   the s3:// suite (default 12 trials)
 *   STACKGATE_PULUMI_PG_CHAOS_SEED=N / _TRIALS=N / _ONLY=i,j   the postgres:// suite (likewise)
 */
import { afterAll, beforeAll, describe } from "vitest";
import { skipWithoutEngines } from "../support/engines.js";
import { realWorld, type RealStore } from "../support/pulumi-chaos-real.js";
import { definePulumiChaosSuite } from "../support/pulumi-chaos-suite.js";
import {
  startPostgresDiyBackend,
  startS3DiyBackend,
  type RealDiyBackend,
} from "../support/pulumi-real-backends.js";
import { removeRealProjects, setUpRealPulumi, type RealPulumi } from "../support/pulumi-real.js";

const SKIP = skipWithoutEngines("pulumi-chaos-real-stores.test.ts", "pulumi", "pulumi-provider");
const started = new Map<string, RealDiyBackend>();
let pulumi: RealPulumi | undefined;

function setUp(): RealPulumi {
  if (pulumi === undefined) throw new Error("the real Pulumi CLI was not set up");
  return pulumi;
}

function store(label: string): RealStore {
  return {
    label,
    backend() {
      const backend = started.get(label);
      if (backend === undefined) throw new Error(`no ${label} backend was started`);
      return backend;
    },
  };
}

describe.skipIf(SKIP)("pulumi chaos on the real Pulumi CLI, s3:// and postgres://", () => {
  beforeAll(async () => {
    const [s3, postgres] = await Promise.all([startS3DiyBackend(), startPostgresDiyBackend()]);
    started.set("s3", s3);
    started.set("postgres", postgres);
    pulumi = await setUpRealPulumi(s3.env);
  }, 120_000);

  // ~5 s a trial in a full CI run (2026-11-30), up to ~30 s on 2 busy cores: twelve per
  // backend (four per signal, both --pending-creates policies), with file:// 50 a CI run.
  const suites = [
    { label: "s3", prefix: "STACKGATE_PULUMI_S3_CHAOS", defaultSeed: 20261130 },
    { label: "postgres", prefix: "STACKGATE_PULUMI_PG_CHAOS", defaultSeed: 20261201 },
  ].map(({ label, prefix, defaultSeed }) =>
    definePulumiChaosSuite(realWorld(setUp, store(label)), {
      file: "test/e2e/pulumi-chaos-real-stores.test.ts",
      prefix,
      defaultSeed,
      defaultTrials: 12,
      trialTimeoutMs: 180_000,
      requireOrphans: true,
    }),
  );

  afterAll(async () => {
    removeRealProjects();
    await Promise.all([...started.values()].map((b) => b.stop()));
    for (const summarize of suites) summarize();
  });
});
