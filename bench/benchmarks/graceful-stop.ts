/**
 * Graceful stop: SIGTERM to `stackgate up` mid-apply (as a CI runner cancels a job), timed
 * until stackgate has exited AND the state lock is released, against bare `terraform apply`
 * receiving SIGINT at the same point of its apply. Backend: http (the lock server records
 * when the lock is released). Both sides are signalled on their own pid only.
 */
import { mkdirSync, readdirSync } from "node:fs";
import path from "node:path";
import { runAb, type Side } from "../lib/ab.js";
import { nowMs, run, sleep, startMeasured, waitFor, type CommandSpec } from "../lib/measure.js";
import { median, pairDifferences } from "../lib/stats.js";
import { expectExit, httpBackend, terraform, writeSleepingProject } from "../lib/terraform.js";
import { fmtMs, sized, type Benchmark } from "./types.js";

const RESOURCES = 4;
const SLEEP_SECONDS = 30;
/** How long after the first provisioner started the signal is sent. */
const SIGNAL_AFTER_MS = 300;

interface Trial {
  dir: string;
  markers: string;
  name: string;
}

function hasStarted(markers: string): boolean {
  try {
    return readdirSync(markers).some((f) => f.startsWith("started-"));
  } catch {
    return false;
  }
}

export const gracefulStop: Benchmark = {
  id: "graceful-stop",
  title: "Graceful stop: SIGTERM mid-apply until exit with the lock released",
  comparedWith: "bare `terraform apply` receiving SIGINT at the same moment",
  async run(world, result) {
    const server = await world.http();
    const leftovers = { a: 0, b: 0 };
    const exitCodes = { a: new Set<string>(), b: new Set<string>() };

    const newTrial = (base: string): Trial => {
      const dir = world.dir(base);
      const markers = path.join(dir, "markers");
      mkdirSync(markers);
      const name = world.uniqueName(base);
      writeSleepingProject(dir, {
        count: RESOURCES,
        sleepSeconds: SLEEP_SECONDS,
        markers,
        backend: httpBackend(server.addresses(name)),
      });
      return { dir, markers, name };
    };

    /** Starts `spec`, signals it once the apply is under way, times signal → exit + unlock. */
    const stopRun = async (
      trial: Trial,
      spec: CommandSpec,
      signal: NodeJS.Signals,
      side: "a" | "b",
    ) => {
      server.clearRequests();
      const running = startMeasured(spec);
      await waitFor("the first provisioner to start", () => hasStarted(trial.markers), 120_000, 5);
      await sleep(SIGNAL_AFTER_MS);
      if (server.holder(trial.name) === null)
        throw new Error(`${spec.command}: no lock held mid-apply`);
      const signalledAt = nowMs();
      process.kill(running.pid, signal);
      const done = await running.done;
      await waitFor(
        "the state lock to be released",
        () => server.holder(trial.name) === null,
        30_000,
        2,
      );
      const unlock = server
        .requests()
        .filter((r) => r.name === trial.name && r.path.endsWith("/lock"))
        .filter((r) => r.method === "UNLOCK" || r.method === "DELETE")
        .pop();
      const unlockedAt = unlock ? unlock.at.getTime() : nowMs();
      const end = Math.max(done.exitedAt, unlockedAt);
      exitCodes[side].add(String(done.exitCode ?? done.signal));
      leftovers[side] += await world.reapLeftovers();
      return { ...done, wallMs: end - signalledAt };
    };

    let trialA: Trial | null = null;
    let trialB: Trial | null = null;
    let bPlan = "";
    const a: Side = {
      label: "stackgate up --yes, SIGTERM",
      prepare: () => {
        trialA = newTrial("stop-sg");
        return Promise.resolve();
      },
      run: async () => {
        const t = need(trialA);
        const r = await stopRun(
          t,
          { ...world.stackgate("up", "--yes", "-C", t.dir), cwd: t.dir, env: world.env },
          "SIGTERM",
          "a",
        );
        expectExit(r, [143], "stackgate up after SIGTERM");
        return r;
      },
    };
    const b: Side = {
      label: "terraform apply <plan>, SIGINT",
      prepare: async () => {
        const t = newTrial("stop-bare");
        trialB = t;
        bPlan = path.join(t.dir, "bare.tfplan");
        await run(terraform(world, t.dir, ["init", "-input=false", "-no-color"]));
        await run(terraform(world, t.dir, ["plan", "-input=false", `-out=${bPlan}`]));
      },
      run: async () => {
        const t = need(trialB);
        const r = await stopRun(
          t,
          terraform(world, t.dir, ["apply", "-input=false", bPlan]),
          "SIGINT",
          "b",
        );
        expectExit(r, [1], "terraform apply after SIGINT");
        return r;
      },
    };
    const comparison = await runAb({
      name: `signal → exit and lock released (${RESOURCES} resources applying)`,
      a,
      b,
      warmup: sized(world, 1, 0),
      rounds: sized(world, 7, 1),
      log: (m) => world.log(m),
    });
    result.comparisons.push(comparison);
    const extra = median(
      pairDifferences(
        comparison.a.map((s) => s.wallMs),
        comparison.b.map((s) => s.wallMs),
      ),
    );
    result.targets.push({
      benchmark: "graceful stop (http backend)",
      target: "≤ 500 ms more than bare terraform",
      measured: `+${fmtMs(extra)} (median of pair differences; stackgate ${fmtMs(median(comparison.a.map((s) => s.wallMs)))}, terraform ${fmtMs(median(comparison.b.map((s) => s.wallMs)))})`,
      pass: world.smoke ? null : extra <= 500,
    });
    result.notes.push(
      `Each side applies ${RESOURCES} resources whose provisioners sleep ${SLEEP_SECONDS} s; the signal goes ${SIGNAL_AFTER_MS} ms after the first provisioner started, ` +
        `to the pid only (as a CI runner signals the process it started). stackgate forwards one SIGINT to Terraform's process group. ` +
        `Exit codes: stackgate ${[...exitCodes.a].join(", ")}, terraform ${[...exitCodes.b].join(", ")}. ` +
        `Processes left running after the process exited (killed by the harness): stackgate runs ${leftovers.a}, bare terraform runs ${leftovers.b}` +
        (leftovers.b > 0
          ? " (the provisioners' `sleep`: Terraform does not stop a provisioner's children; stackgate signals the whole group)."
          : "."),
    );
  },
};

function need<T>(value: T | null): T {
  if (value === null) throw new Error("prepare() did not run before run()");
  return value;
}
