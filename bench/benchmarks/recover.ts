/**
 * `stackgate recover` after a SIGKILL mid-apply (a Bitbucket "Stop": stackgate, Terraform
 * and the provisioners killed at once), on the pg and http backends, against the manual
 * sequence an engineer runs: probe the lock, force-unlock it when held, refresh.
 *
 * Every round strands a fresh run (untimed): `stackgate up --yes` on 4 resources, killed once
 * the journal shows 3 created (the 4th hangs). Both sides then start from the same situation:
 * http keeps the dead run's lock, pg's advisory lock died with its session; remote state was
 * not saved yet (Terraform persists remote state every 20 s at most), so the 3 resources are
 * orphans. recover runs with `--orphans report` so that both sides do comparable work (the
 * default policy would also import the 3 orphans: 3 more engine runs).
 */
import { runAb, type Side } from "../lib/ab.js";
import { breakdown, stepMs } from "../lib/breakdown.js";
import { measure, startMeasured, trySignal, waitFor, type CommandRun } from "../lib/measure.js";
import {
  expectExit,
  httpBackend,
  pgBackend,
  readJournal,
  terraform,
  writeHangingProject,
} from "../lib/terraform.js";
import type { World } from "../lib/world.js";
import { extraWallMs, wallRatio } from "./preview.js";
import { fmtMs, fmtRatio, sized, type Benchmark } from "./types.js";

type BackendKind = "pg" | "http";

interface Stranded {
  dir: string;
  name: string;
}

const RESOURCES = 4;

async function strandRun(world: World, kind: BackendKind): Promise<Stranded> {
  const dir = world.dir(`recover-${kind}`);
  const name = world.uniqueName(`recover_${kind}`);
  const backend =
    kind === "pg"
      ? pgBackend((await world.pg()).url, name)
      : httpBackend((await world.http()).addresses(name));
  writeHangingProject(dir, { count: RESOURCES, backend });
  const running = startMeasured({
    ...world.stackgate("up", "--yes", "-C", dir),
    cwd: dir,
    env: world.env,
    detached: true,
  });
  let enginePid: number | undefined;
  await waitFor(
    `the journal of ${dir} to show ${RESOURCES - 1} created resources`,
    () => {
      const lines = readJournal(dir);
      const done = lines.filter((l) => l.type === "resource" && l.status === "done").length;
      enginePid = lines
        .map((l) => l.enginePid)
        .filter((p): p is number => typeof p === "number")
        .pop();
      // The run's lock ID journaled too: what recover measures is a lock a journal names (the
      // window before that entry is issue 25's case 7, stated in docs/SECURITY.md).
      const lockNamed = kind !== "http" || lines.some((l) => l.type === "lock");
      return done >= RESOURCES - 1 && enginePid !== undefined && lockNamed;
    },
    120_000,
    20,
  );
  // Freeze both process groups first, so nothing moves between the kills.
  const groups = [-running.pid, ...(enginePid === undefined ? [] : [-enginePid])];
  for (const group of groups) trySignal(group, "SIGSTOP");
  for (const group of groups) trySignal(group, "SIGKILL");
  await running.done;
  await world.reapLeftovers();
  if (kind === "http" && (await world.http()).holder(name) === null) {
    throw new Error(`the killed run left no lock on the http backend (${name})`);
  }
  return { dir, name };
}

/** probe → force-unlock (when held) → refresh, as an engineer types them. */
async function manualRecovery(world: World, dir: string): Promise<CommandRun[]> {
  const runs: CommandRun[] = [];
  const probe = await measure({
    ...terraform(world, dir, [
      "plan",
      "-input=false",
      "-no-color",
      "-refresh=false",
      "-lock-timeout=0s",
    ]),
    stdout: "capture",
    stderr: "capture",
  });
  runs.push(probe);
  if (probe.exitCode !== 0) {
    const id = /ID:\s+(\S+)/.exec(`${probe.stderr}\n${probe.stdout}`)?.[1];
    if (id === undefined) {
      throw new Error(`probe failed without naming a lock:\n${probe.stderr}\n${probe.stdout}`);
    }
    const unlock = await measure(terraform(world, dir, ["force-unlock", "-force", id]));
    expectExit(unlock, [0], "terraform force-unlock");
    runs.push(unlock);
  }
  const refresh = await measure(
    terraform(world, dir, ["apply", "-refresh-only", "-auto-approve", "-input=false", "-no-color"]),
  );
  expectExit(refresh, [0], "terraform apply -refresh-only");
  runs.push(refresh);
  return runs;
}

async function lockIsFree(world: World, kind: BackendKind, name: string): Promise<boolean> {
  if (kind === "http") return (await world.http()).holder(name) === null;
  return true; // pg: an advisory lock cannot outlive its session
}

export const recover: Benchmark = {
  id: "recover",
  title: "`stackgate recover` after SIGKILL mid-apply (pg and http backends)",
  comparedWith: "the manual sequence: probe, unlock, refresh",
  async run(world, result) {
    for (const kind of ["pg", "http"] as const) {
      let strandedA: Stranded | null = null;
      let strandedB: Stranded | null = null;
      const stepsB: string[] = [];
      const a: Side = {
        label: "stackgate recover --orphans report",
        prepare: async () => {
          strandedA = await strandRun(world, kind);
        },
        run: async () => {
          const s = need(strandedA);
          const r = await measure({
            ...world.stackgate("recover", "--json", "--orphans", "report", "-C", s.dir),
            cwd: s.dir,
            env: world.env,
            stdout: "capture",
            stderr: "capture",
          });
          expectExit(r, [0, 1], `stackgate recover (${kind})`);
          const json = JSON.parse(r.stdout) as { lock?: { after?: { kind?: string } } };
          if (json.lock?.after?.kind !== "free" || !(await lockIsFree(world, kind, s.name))) {
            throw new Error(`stackgate recover (${kind}) left the lock held:\n${r.stdout}`);
          }
          return r;
        },
      };
      const b: Side = {
        label: "terraform plan (probe) + force-unlock + apply -refresh-only",
        prepare: async () => {
          strandedB = await strandRun(world, kind);
        },
        run: async () => {
          const s = need(strandedB);
          const runs = await manualRecovery(world, s.dir);
          if (!(await lockIsFree(world, kind, s.name))) {
            throw new Error(`the manual sequence (${kind}) left the lock held`);
          }
          stepsB.push(String(runs.length));
          return {
            wallMs: runs.reduce((sum, r) => sum + r.wallMs, 0),
            treePeakKb: Math.max(...runs.map((r) => r.treePeakKb)),
            rootPeakKb: Math.max(...runs.map((r) => r.rootPeakKb)),
            exitCode: 0,
            signal: null,
          };
        },
      };
      const comparison = await runAb({
        name: `${kind} backend: recover after SIGKILL (${RESOURCES - 1} orphans${kind === "http" ? ", stranded lock" : ""})`,
        a,
        b,
        warmup: sized(world, 1, 0),
        rounds: sized(world, 5, 1),
        log: (m) => world.log(m),
      });
      result.comparisons.push(comparison);

      let stranded: Stranded | null = null;
      const split = await breakdown(world, {
        name: `stackgate recover, ${kind} backend`,
        dir: () => need(stranded).dir,
        args: ["recover", "--json", "--orphans", "report"],
        times: sized(world, 1, 0),
        prepare: async () => {
          stranded = await strandRun(world, kind);
        },
        expectExit: [0, 1],
      });
      if (split.steps.length > 0) result.breakdowns.push(split);

      const ratio = wallRatio(comparison);
      const target = {
        benchmark: `recover, ${kind} backend`,
        target: "≤ 1.2× the manual sequence",
        measured: `${fmtRatio(ratio)} (+${fmtMs(extraWallMs(comparison))}; manual: ${stepsB[0] ?? "?"} engine runs)`,
        pass: world.smoke ? null : ratio <= 1.2,
      } as (typeof result.targets)[number];
      if (target.pass === false) {
        const engineRuns = split.steps.filter((s) => s.what.startsWith("engine:"));
        const probes = split.steps.filter((s) => s.what.includes("`terraform plan`")).length;
        target.reason =
          `stackgate recover runs ${engineRuns.length} engine commands where the manual sequence runs ${stepsB[0] ?? "?"}: ` +
          engineRuns.map((s) => `${s.what.replace("engine: ", "")} ${fmtMs(s.ms)}`).join(", ") +
          `. ${probes === 1 ? "1 of them is" : `${probes} of them are`} \`terraform plan\` (lock probes and the refresh-only plan). ` +
          `Spawn to first engine call (node start-up, bundle load, journal read) ${fmtMs(stepMs(split, "node start-up"))}; stackgate's own work between and after the engine calls ${fmtMs(split.steps.filter((s) => s.what.startsWith("stackgate:") && !s.what.includes("node start-up")).reduce((x, s) => x + s.ms, 0))}.`;
      }
      result.targets.push(target);
    }
    result.notes.push(
      `recover runs with \`--orphans report\`; its default (\`import\`) would also run one \`terraform import\` per orphan. ` +
        `The manual sequence does not look for orphans at all: the ${RESOURCES - 1} resources the killed run created stay unknown to it.`,
    );
  },
};

function need<T>(value: T | null): T {
  if (value === null) throw new Error("prepare() did not run before run()");
  return value;
}
