/**
 * The matrix on the bundles, Pipe door (test/support/matrix.ts has the cell and what is
 * asserted): `dist/pipe.js` doing `COMMAND: up` as Bitbucket Pipelines runs a pipe, on every
 * backend; clean, Bitbucket's Stop (SIGKILL of the container: every process; the step ends
 * STOPPED), or a hard kill (the same SIGKILL, the step ends FAILED: a container lost or
 * killed for memory); then the `final:` step (`COMMAND: recover`) as a fresh container does it:
 * a fresh clone (no local .stackgate) under another host name, with only the durable journal
 * copy (pg table, http JOURNAL_DIR, the bucket), the backend and the pipelines API to go on;
 * then the next pipeline's `up`, in a fresh clone too.
 *
 * Where the state or the ground truth lives in the clone (local backend: terraform.tfstate;
 * the Pulumi emulator: its cloud log), a fresh clone would not see it: those cells run the
 * final step and the next run in the killed step's clone (a self-hosted runner's persistent
 * directory), still under another host name.
 */
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { startBitbucketApi, type BitbucketApiStandIn } from "../support/bitbucket-api.js";
import {
  pipelineStep,
  runPipeStep,
  startPipe,
  type PipeResult,
  type PipelineStep,
} from "../support/bitbucket-api-runner.js";
import {
  createChaosWorld,
  freezeAndKill,
  reapLeftovers,
  type ChaosWorld,
} from "../support/chaos.js";
import {
  createCell,
  describeMatrix,
  durableJournal,
  runMatrixCell,
  stepLog,
  type Cell,
  type Door,
  type Ended,
} from "../support/matrix.js";

const COMMIT = "1a".repeat(20);

let world: ChaosWorld;
let bitbucket: BitbucketApiStandIn;
let nextUuid = 0;
beforeAll(async () => {
  [world, bitbucket] = await Promise.all([createChaosWorld(), startBitbucketApi()]);
});
afterAll(async () => {
  await bitbucket?.close();
  await world?.dispose();
});
afterEach(() => expect(bitbucket.violations()).toEqual([]));

function uuid(): string {
  nextUuid += 1;
  return `{6a2e1d3b-8c4e-4d9f-8b7a-${String(nextUuid).padStart(12, "0")}}`;
}

/** The pipeline and step of each running pid (to mark the step as Bitbucket does). */
const running = new Map<number, { pipeline: string; step: string }>();
/** The pipeline of each cell's first `up` (its final step belongs to it). */
const pipelines = new Map<string, string>();

function variables(cell: Cell, command: string): Record<string, string> {
  const s = cell.settings;
  return {
    COMMAND: command,
    WORKDIR: "infra",
    STACK: s.stack,
    ...(command === "up" ? { APPROVAL: "none" } : {}),
    ...(s.engine === undefined ? {} : { ENGINE: s.engine }),
    ...(s.engineBinary === undefined ? {} : { ENGINE_BINARY: s.engineBinary }),
    ...(s.stateDigest === undefined ? {} : { STATE_DIGEST: s.stateDigest }),
    ...(s.journalDir === undefined ? {} : { JOURNAL_DIR: s.journalDir }),
    ...(command === "up" && cell.accept?.length
      ? {
          ACCEPT_OPEN_ITEMS_COUNT: String(cell.accept.length),
          ...Object.fromEntries(cell.accept.map((a, i) => [`ACCEPT_OPEN_ITEMS_${i}`, a])),
        }
      : {}),
  };
}

function step(cell: Cell, clone: string, pipeline: string, stepUuid: string): PipelineStep {
  return pipelineStep({
    api: bitbucket,
    base: world.env(cell.tag),
    clone,
    pipeline,
    step: stepUuid,
    commit: COMMIT,
  });
}

function ended(r: PipeResult): Ended {
  return { ...r, log: stepLog(r) };
}

/** A fresh checkout named `name` beside the cell's clone (or that clone: see the header). */
function freshClone(cell: Cell, name: string): string {
  if (cell.stateInClone) return cell.clone;
  const clone = path.join(path.dirname(cell.clone), name);
  cell.checkout(clone);
  return clone;
}

const pipe: Door = {
  start(cell, clone, command) {
    const pipeline = uuid();
    const stepUuid = uuid();
    if (!pipelines.has(cell.tag)) pipelines.set(cell.tag, pipeline);
    bitbucket.setPipeline(pipeline, "IN_PROGRESS");
    bitbucket.setStep(pipeline, stepUuid, "IN_PROGRESS");
    const started = startPipe(step(cell, clone, pipeline, stepUuid), variables(cell, command), {
      detached: true,
    });
    const pid = started.child.pid ?? -1;
    running.set(pid, { pipeline, step: stepUuid });
    const done = started.done.then((r) => {
      // A step that ran to its end (a killed one is marked by whoever killed it).
      if (r.signal === null) {
        bitbucket.setStep(
          pipeline,
          stepUuid,
          "COMPLETED",
          r.exitCode === 0 ? "SUCCESSFUL" : "FAILED",
        );
      }
      return ended(r);
    });
    return { pid, done };
  },
  async stop(cell, started) {
    freezeAndKill(cell.tag, [started.pid]);
    const result = await started.done;
    await reapLeftovers(cell.tag);
    return result;
  },
  async recover(cell, up) {
    const pipeline = pipelines.get(cell.tag);
    if (pipeline === undefined) throw new Error(`no pipeline for ${cell.name}`);
    if (up.signal !== null) {
      const killed = [...running.values()].find((r) => r.pipeline === pipeline);
      if (killed === undefined) throw new Error(`no step for ${cell.name}`);
      const result = cell.stop === "platform-stop" ? "STOPPED" : "FAILED";
      bitbucket.setStep(pipeline, killed.step, "COMPLETED", result);
    }
    const clone = freshClone(cell, "clone-final");
    const final = await runPipeStep(
      step(cell, clone, pipeline, uuid()),
      variables(cell, "recover"),
      { hostname: `bb-final-${cell.name}` },
    );
    return {
      ...ended(final),
      outcome: final.outputs.STACKGATE_OUTCOME ?? null,
      dir: path.join(clone, "infra"),
    };
  },
  nextClone: (cell) => freshClone(cell, "clone-next"),
  journal: durableJournal,
};

describeMatrix("the Pipe (+ final step)", async (backend, stop) => {
  await runMatrixCell(pipe, await createCell(world, "pipe", backend, stop));
});
