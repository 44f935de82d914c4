/**
 * Issue 18 case 2, with the built pipe (dist/pipe.js), real Terraform, a real PostgreSQL and
 * the Bitbucket API stand-in: run A's apply step is stopped (SIGKILL of its whole tree) while
 * job B — a plain `terraform apply -lock-timeout` on the same state, connected during A's
 * apply — waits for the lock. B gets the lock when A's session dies. Then A's `final:` step
 * recovers from another host, with the pipelines API saying A's step is over.
 *
 * B's session must survive: it connected inside A's journal window, but it does not carry the
 * application_name stackgate gave A's engine (PGAPPNAME), so nothing binds it to A. B finishes
 * with its lock and all its resources. Old code (3304d27): the final step bound B's session to
 * A by that time window, terminated it, and B's apply failed. Also shown here: Terraform's pg
 * backend (lib/pq) does take PGAPPNAME — A's journal holds the identity read back from
 * pg_stat_activity while A held the lock.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import {
  pipelineStep,
  runPipeStep,
  startPipe,
  type PipeResult,
} from "../support/bitbucket-api-runner.js";
import {
  advisoryLocks,
  createChaosWorld,
  freezeAndKill,
  journalFile,
  readJournal,
  reapLeftovers,
  sleep,
  spawnTerraform,
  stateList,
  terraform,
  trialProcesses,
  waitFor,
  type ChaosWorld,
} from "../support/chaos.js";

const H1 = "2b".repeat(20);
const STACK = "prod";

let world: ChaosWorld;
let api: BitbucketApiStandIn;

beforeAll(async () => {
  [world, api] = await Promise.all([createChaosWorld(), startBitbucketApi()]);
});
afterAll(async () => {
  await api?.close();
  await world?.dispose();
});

let nextUuid = 0;
function uuid(): string {
  nextUuid += 1;
  return `{7a1f0c2a-7b3d-4c8e-9a6f-${String(nextUuid).padStart(12, "0")}}`;
}

function backendHcl(schema: string): string {
  return `terraform {
  backend "pg" {
    conn_str    = "${world.pg!.url}"
    schema_name = "${schema}"
  }
}
`;
}

/** Five items whose provisioners finish 2 s apart (A), plus B's gate. */
function itemsHcl(withGate: string | null): string {
  return `resource "terraform_data" "item" {
  count = 5
  input = count.index
  provisioner "local-exec" {
    command = "sleep \${count.index * 2 + 2}"
  }
}
${
  withGate === null
    ? ""
    : `resource "terraform_data" "gate" {
  provisioner "local-exec" {
    command = "i=0; while [ ! -e '${withGate}' ] && [ $i -lt 1800 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${withGate}' ]"
  }
}
`
}`;
}

function checkout(dir: string, hcl: string): string {
  mkdirSync(path.join(dir, "infra"), { recursive: true });
  writeFileSync(path.join(dir, "infra", "main.tf"), hcl);
  return dir;
}

function context(name: string, r: PipeResult): string {
  return `--- ${name}: exit ${r.exitCode} signal ${r.signal} in ${r.durationMs} ms\n${r.stdout}\n${r.stderr}`;
}

describe.sequential("case 2: a waiting job's pg session is never bound to a dead run", () => {
  it(
    "pg: B waits with -lock-timeout while A is killed; A's final step leaves B alone",
    {
      timeout: 150_000,
    },
    async () => {
      const name = world.uniqueName("waiting-job-pg");
      const schema = name.replace(/[^A-Za-z0-9_]/g, "_");
      const tag = `${world.root}/${name}`;
      // Not under A's tag: killing A's step must not touch job B.
      const tagB = `${world.root}/${name}-job-b`;
      const gate = path.join(world.root, name, "gate");
      const base = world.env(tag);
      const pr = 900;
      api.addPull({ id: pr, headSha: H1 });
      const pipeline = uuid();
      api.setPipeline(pipeline, "IN_PROGRESS");
      const variables = { WORKDIR: "infra", STACK, PROJECT: name };
      const step = (dir: string, stepUuid: string) =>
        pipelineStep({ api, base, clone: dir, pipeline, step: stepUuid, commit: H1, pr });

      const a = checkout(
        path.join(world.root, name, "clone-a"),
        backendHcl(schema) + itemsHcl(null),
      );
      const preview = await runPipeStep(step(a, uuid()), variables);
      let log = context("A: preview", preview);
      expect(preview.exitCode, log).toBe(0);

      const applyStep = uuid();
      api.setStep(pipeline, applyStep, "IN_PROGRESS");
      const started = startPipe(
        step(a, applyStep),
        { ...variables, COMMAND: "up", APPROVAL: "manual-step" },
        { detached: true },
      );
      const journal = journalFile(path.join(a, "infra"), STACK);
      await waitFor(
        "A's apply to hold the lock",
        async () =>
          readJournal(journal).entries.some((e) => e.type === "phase" && e.phase === "applying") &&
          (await advisoryLocks(world)).some((l) => l.granted),
        60_000,
      );

      // Job B, another checkout of the same state with one more resource, waits for the lock.
      const b = path.join(
        checkout(path.join(world.root, name, "clone-b"), backendHcl(schema) + itemsHcl(gate)),
        "infra",
      );
      const init = await terraform(world, "B: init", ["init", "-input=false"], {
        cwd: b,
        tag: tagB,
      });
      expect(init.exitCode, init.stderr).toBe(0);
      const jobB = spawnTerraform(
        world,
        ["apply", "-auto-approve", "-input=false", "-no-color", "-lock-timeout=120s"],
        { cwd: b, tag: tagB },
      );
      await waitFor(
        "B's session (waiting for the lock)",
        async () =>
          (
            await world.pg!.queryJson<{ n: number }>(
              "SELECT count(*)::int AS n FROM pg_stat_activity WHERE backend_type = 'client backend' AND application_name = ''",
            )
          ).some((r) => r.n > 0),
        30_000,
      );
      // A journals more after B connected (a provisioner finishes every 2 s): B's session start
      // is inside A's journal window.
      await sleep(2_500);
      const frozen = freezeAndKill(tag, [started.child.pid!]);
      const apply = await started.done;
      log += `\n${context(`A: apply (killed: ${frozen.length} processes)`, apply)}`;
      api.setStep(pipeline, applyStep, "COMPLETED", "STOPPED");
      const aEntries = readJournal(journal).entries;
      rmSync(path.join(a, "infra", ".stackgate", "journal"), { recursive: true, force: true });

      const gateRunning = (): boolean =>
        trialProcesses(tagB).some((p) => p.comm === "sh" && p.cmdline.includes(gate));
      await waitFor("B's gate (B holds the lock)", gateRunning, 60_000).catch((error: unknown) => {
        throw new Error(`${String(error)}\n${log}\n${jobB.stdout()}\n${jobB.stderr()}`);
      });
      const heldByB = (await advisoryLocks(world)).filter((l) => l.granted);
      expect(heldByB.length, log).toBeGreaterThan(0);

      let attack: Error | null = null;
      try {
        // A's final step, in a fresh container on another host.
        const clone = checkout(
          path.join(world.root, name, "clone-final"),
          backendHcl(schema) + itemsHcl(null),
        );
        const final = await runPipeStep(
          step(clone, uuid()),
          { ...variables, COMMAND: "recover" },
          { hostname: "bb-final" },
        );
        log += `\n${context("A: final recover", final)}`;
        const now = (await advisoryLocks(world)).filter((l) => l.granted);
        for (const held of heldByB)
          expect(now, `B's lock after A's final step\n${log}`).toContainEqual(held);
        expect(gateRunning(), `B still applying\n${log}`).toBe(true);
        expect(final.stdout, log).toContain("kept the lock");
      } catch (error) {
        attack = error instanceof Error ? error : new Error(String(error));
      }
      writeFileSync(gate, "");
      const bResult = await jobB.record("B: apply");
      await reapLeftovers(tag);
      await reapLeftovers(tagB);
      log += `\n--- B: exit ${bResult.exitCode}\n${bResult.stdout}\n${bResult.stderr}`;
      if (attack !== null) throw attack;
      expect(bResult.exitCode, `B's apply must succeed\n${log}`).toBe(0);
      const state = await stateList(world, b, `${tag}:state`);
      expect(state.addresses, log).toEqual(
        expect.arrayContaining(["terraform_data.gate", "terraform_data.item[4]"]),
      );
      // lib/pq took PGAPPNAME: A read its own session's name back while it held the lock.
      const lock = aEntries.find((e) => e.type === "lock");
      expect(lock?.lockId, `A's journal\n${JSON.stringify(aEntries)}`).toMatch(
        /^pg-application:stackgate-[0-9a-f]{24}$/,
      );
    },
  );
});
