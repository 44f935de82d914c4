/**
 * Issue 18, attacks on ownership with the built CLI (dist/cli.js: `npm run build` first), real
 * Terraform, a real PostgreSQL and the http lock server:
 *
 * - case 1: a pull request commits `infra/.stackgate/journal/<stack>.ndjson` naming a live
 *   apply's lock ID (for a run whose processes are gone) and an "orphan" with an id it chose.
 *   `recover`, `preview` and `up` in that checkout must refuse the tracked journal (naming
 *   it) and leave the live lock alone. Old code: the live lock was released.
 * - case 7: `.stackgate` committed as a symlink out of the checkout: `preview` must refuse it
 *   and write nothing through it. Old code: the plan and journal went outside.
 * - case 9: while clone A's `stackgate up` holds the lock (pg, http), clone B's `status`
 *   (sampled several times), `preview` and `up` report the run as live — never pendingRepair,
 *   never orphans, never "recovering first". Old code: pendingRepair true with A's
 *   in-flight resources as orphans. And a preview whose engine could not be started leaves
 *   nothing pending. Old code: "repair pending" on every later run.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import { join } from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advisoryLocks,
  createChaosWorld,
  formatStep,
  reapLeftovers,
  spawnStackgate,
  spawnTerraform,
  stackFor,
  stackgate,
  terraform,
  trialProcesses,
  waitFor,
  type ChaosBackend,
  type ChaosWorld,
  type SpawnedRun,
  type Stack,
  type StepRecord,
} from "../support/chaos.js";
import { dataProjectHcl } from "../support/terraform-project.js";

let world: ChaosWorld;

beforeAll(async () => {
  world = await createChaosWorld();
});

afterAll(async () => {
  await world?.dispose();
});

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=pr", "-c", "user.email=pr@example.com", ...args], {
    cwd,
    stdio: "ignore",
  });
}

/** A git clone with `infra/main.tf`: two items and a `gate` whose provisioner waits for `gate`. */
function clone(dir: string, stack: Stack, gate: string): string {
  const infra = join(dir, "infra");
  mkdirSync(infra, { recursive: true });
  writeFileSync(
    join(infra, "main.tf"),
    dataProjectHcl({
      count: 2,
      extra: `${stack.hcl}
resource "terraform_data" "gate" {
  provisioner "local-exec" {
    command = "i=0; while [ ! -e '${gate}' ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${gate}' ]"
  }
}
`,
    }),
  );
  git(dir, "init", "-q");
  git(dir, "add", "infra/main.tf");
  git(dir, "commit", "-qm", "infra");
  return infra;
}

interface Scene {
  name: string;
  stack: Stack;
  root: string;
  gate: string;
  tag: string;
  steps: StepRecord[];
}

function scene(backend: ChaosBackend, label: string, journalDir?: string): Scene {
  const name = world.uniqueName(`own-${backend}-${label}`);
  const root = join(world.root, name);
  mkdirSync(root, { recursive: true });
  return {
    name,
    stack: stackFor(world, backend, name, journalDir),
    root,
    gate: join(root, "gate"),
    tag: `${world.root}/${name}`,
    steps: [],
  };
}

const trace = (s: Scene): string => s.steps.map(formatStep).join("\n");

async function cli(s: Scene, step: string, args: string[], dir: string): Promise<StepRecord> {
  const record = await stackgate(world, step, [...args, "-C", dir, ...s.stack.flags], {
    cwd: dir,
    tag: `${s.tag}:${step}`,
  });
  s.steps.push(record);
  return record;
}

async function lockOf(s: Scene): Promise<string | null> {
  if (s.stack.backend === "http") return world.http?.holder(s.name)?.ID ?? null;
  const granted = (await advisoryLocks(world)).filter((l) => l.granted);
  return granted.length > 0 ? JSON.stringify(granted) : null;
}

/** Starts the holder in `dir` and waits until it holds the lock with its gate running. */
async function startHolder(s: Scene, dir: string, kind: "terraform" | "stackgate") {
  const tag = `${s.tag}:holder`;
  if (kind === "terraform") {
    const init = await terraform(world, "holder: init", ["init", "-input=false"], {
      cwd: dir,
      tag,
    });
    s.steps.push(init);
    expect(init.exitCode, trace(s)).toBe(0);
  }
  const run: SpawnedRun =
    kind === "terraform"
      ? spawnTerraform(world, ["apply", "-auto-approve", "-input=false", "-no-color"], {
          cwd: dir,
          tag,
        })
      : spawnStackgate(world, ["up", "--yes", "--json", "-C", dir, ...s.stack.flags], {
          cwd: dir,
          tag,
        });
  const gateRunning = (): boolean =>
    trialProcesses(tag).some((p) => p.comm === "sh" && p.cmdline.includes(s.gate));
  try {
    await waitFor("the holder's gate provisioner", gateRunning, 30_000);
    await waitFor("the holder's lock", async () => (await lockOf(s)) !== null, 10_000);
  } catch (error) {
    s.steps.push(await run.record("holder (never held the lock)"));
    throw new Error(`${String(error)}\n${trace(s)}`, { cause: error });
  }
  return { run, lock: (await lockOf(s)) ?? "" };
}

async function finishHolder(s: Scene, run: SpawnedRun): Promise<StepRecord> {
  writeFileSync(s.gate, "");
  const holder = await run.record("holder");
  s.steps.push(holder);
  await reapLeftovers(s.tag);
  return holder;
}

/** A pid that is surely not running: a child that has exited and been reaped. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ["-e", "process.stdout.write(String(process.pid))"]);
  return Number(child.stdout.toString());
}

describe.sequential("case 1: a committed journal never breaks a live lock", () => {
  it(
    "http: recover, preview and up refuse the tracked journal; the live lock stays",
    {
      timeout: 120_000,
    },
    async () => {
      const s = scene("http", "tracked");
      const holderDir = clone(join(s.root, "holder"), s.stack, s.gate);
      const repo = join(s.root, "pr");
      const infra = clone(repo, s.stack, s.gate);
      const { run, lock } = await startHolder(s, holderDir, "terraform");
      let attack: Error | null = null;
      try {
        // The pull request's journal: "our" run on this host (its pid is gone) took the live lock.
        const at = new Date(Date.now() - 60_000).toISOString();
        const header = {
          version: 1,
          runId: "1234",
          platform: "local",
          engine: "terraform",
          project: "infra",
          stack: s.name,
          workdir: "infra",
          host: os.hostname(),
          user: os.userInfo().username,
          pid: deadPid(),
          startedAt: at,
          command: "up",
        };
        const entries = [
          { type: "start", at, header },
          { type: "phase", at, phase: "applying" },
          { type: "lock", at, lockId: lock },
          {
            type: "resource",
            at,
            address: "terraform_data.gate",
            action: "create",
            status: "done",
            id: "chosen-by-the-pr",
          },
        ];
        const journal = join(infra, ".stackgate", "journal", `${s.name}.ndjson`);
        mkdirSync(join(infra, ".stackgate", "journal"), { recursive: true });
        writeFileSync(journal, entries.map((e) => `${JSON.stringify(e)}\n`).join(""));
        git(repo, "add", "-f", "infra/.stackgate");
        git(repo, "commit", "-qm", "a journal");
        for (const command of [["recover"], ["preview"], ["up", "--yes"]]) {
          const step = await cli(s, command[0] ?? "", [...command, "--json"], infra);
          expect(
            world.http?.holder(s.name)?.ID,
            `the live lock after ${command[0]}\n${trace(s)}`,
          ).toBe(lock);
          expect(step.exitCode, `${command[0]} must refuse\n${trace(s)}`).not.toBe(0);
          expect(step.stderr + step.stdout, trace(s)).toContain(
            `${join(infra, ".stackgate")} is tracked by git`,
          );
        }
      } catch (error) {
        attack = error instanceof Error ? error : new Error(String(error));
      }
      const holder = await finishHolder(s, run);
      if (attack !== null) throw attack;
      expect(holder.exitCode, `the holder's apply must succeed\n${trace(s)}`).toBe(0);
      expect(world.http?.stateText(s.name) ?? "", trace(s)).not.toContain("chosen-by-the-pr");
    },
  );
});

describe.sequential(
  "case 7: a symlinked .stackgate is refused, nothing is written through it",
  () => {
    it(
      "local: preview refuses and the directory outside is untouched",
      { timeout: 60_000 },
      async () => {
        const s = scene("local", "symlink");
        const repo = join(s.root, "pr");
        const infra = clone(repo, s.stack, s.gate);
        const outside = join(s.root, "outside");
        mkdirSync(outside, { recursive: true });
        writeFileSync(join(outside, `${s.name}.tfplan`), "precious\n");
        symlinkSync(outside, join(infra, ".stackgate"));
        git(repo, "add", "infra/.stackgate");
        git(repo, "commit", "-qm", "a link");
        const before = readdirSync(outside, { recursive: true }).sort();
        for (const command of ["preview", "status"]) {
          const step = await cli(s, command, [command, "--json"], infra);
          expect(readdirSync(outside, { recursive: true }).sort(), trace(s)).toEqual(before);
          expect(readFileSync(join(outside, `${s.name}.tfplan`), "utf8"), trace(s)).toBe(
            "precious\n",
          );
          expect(step.exitCode, `${command} must refuse\n${trace(s)}`).not.toBe(0);
          expect(step.stderr + step.stdout, trace(s)).toContain(
            `${join(infra, ".stackgate")} is a symbolic link`,
          );
        }
      },
    );
  },
);

interface StatusJson {
  pendingRepair?: unknown;
  orphans?: unknown;
  lastRun?: { liveness?: unknown; runId?: unknown } | null;
}

describe.sequential("case 9: a live apply is never called broken from another clone", () => {
  for (const backend of ["pg", "http"] as const) {
    it(
      `${backend}: status (sampled), preview and up from clone B while clone A applies`,
      {
        timeout: 150_000,
      },
      async () => {
        const s = scene(backend, "live");
        if (backend === "http") {
          // A durable journal both clones share, so B sees A's run (as the pg table does).
          s.stack = stackFor(world, backend, s.name, join(s.root, "journal"));
        }
        const a = clone(join(s.root, "a"), s.stack, s.gate);
        const b = clone(join(s.root, "b"), s.stack, s.gate);
        const { run, lock } = await startHolder(s, a, "stackgate");
        let attack: Error | null = null;
        try {
          for (let sample = 0; sample < 3; sample++) {
            const status = await cli(s, `status #${sample}`, ["status", "--json"], b);
            const json = status.json as StatusJson | null;
            expect(json?.pendingRepair, `status from clone B\n${trace(s)}`).toBe(false);
            expect(json?.orphans, trace(s)).toEqual([]);
            expect(json?.lastRun?.liveness, trace(s)).toBe("alive");
            expect(status.stdout + status.stderr, trace(s)).not.toMatch(
              /stackgate recover|import /,
            );
            expect(await lockOf(s), trace(s)).toBe(lock);
          }
          for (const command of [["preview"], ["up", "--yes"]]) {
            const step = await cli(s, command[0] ?? "", [...command, "--json"], b);
            expect(step.stderr, trace(s)).not.toContain("recovering first");
            // B's own preview is then the newest run of the stack: up has nothing to look at.
            if (command[0] === "preview")
              expect(step.stderr, trace(s)).toContain("leaves it alone");
            expect(step.exitCode, `${command[0]} stops at the live lock\n${trace(s)}`).toBe(4);
            expect(await lockOf(s), trace(s)).toBe(lock);
          }
        } catch (error) {
          attack = error instanceof Error ? error : new Error(String(error));
        }
        const holder = await finishHolder(s, run);
        if (attack !== null) throw attack;
        expect(holder.exitCode, `clone A's apply must succeed\n${trace(s)}`).toBe(0);
        expect(holder.json?.outcome, trace(s)).toBe("applied");
        const after = await cli(s, "status after", ["status", "--json"], b);
        expect((after.json as StatusJson | null)?.pendingRepair, trace(s)).toBe(false);
      },
    );
  }

  it(
    "local: a preview whose engine could not be started leaves nothing pending",
    {
      timeout: 60_000,
    },
    async () => {
      const s = scene("local", "no-engine");
      const infra = clone(join(s.root, "pr"), s.stack, s.gate);
      const init = await terraform(world, "init", ["init", "-input=false"], {
        cwd: infra,
        tag: s.tag,
      });
      s.steps.push(init);
      expect(init.exitCode, trace(s)).toBe(0);
      const env = { ...world.env(s.tag), PATH: "/nonexistent" };
      const preview = await execa(
        process.execPath,
        [world.cli, "preview", "-C", infra, ...s.stack.flags],
        {
          cwd: infra,
          env,
          extendEnv: false,
          reject: false,
        },
      );
      expect(preview.exitCode, `${preview.stdout}\n${preview.stderr}`).toBe(69);
      const status = await cli(s, "status", ["status", "--json"], infra);
      expect((status.json as StatusJson | null)?.pendingRepair, trace(s)).toBe(false);
      const again = await cli(s, "preview again", ["preview", "--json"], infra);
      expect(again.stderr, trace(s)).not.toContain("did not finish cleanly");
      expect(again.exitCode, trace(s)).toBe(0);
      expect(existsSync(join(infra, ".stackgate")), trace(s)).toBe(true);
    },
  );
});

describe.sequential("case 2: a pg session stackgate could not name is never bound", () => {
  it(
    "pg: conn_str sets application_name: up warns, journals no lock identity",
    {
      timeout: 90_000,
    },
    async () => {
      const s = scene("pg", "appname");
      // The backend's own application_name overrides PGAPPNAME (lib/pq: the DSN wins).
      s.stack = {
        ...s.stack,
        hcl: s.stack.hcl.replace("sslmode=disable", "sslmode=disable&application_name=custom"),
      };
      expect(s.stack.hcl).toContain("application_name=custom");
      const infra = clone(join(s.root, "a"), s.stack, s.gate);
      const { run } = await startHolder(s, infra, "stackgate");
      const warning = 'the pg session holding the lock is named "custom"';
      const warned = await waitFor(
        "the warning",
        () => run.stderr().includes(warning),
        20_000,
      ).then(
        () => true,
        () => false,
      );
      const up = await finishHolder(s, run);
      expect(warned, trace(s)).toBe(true);
      expect(up.exitCode, trace(s)).toBe(0);
      const journal = readFileSync(
        join(infra, ".stackgate", "journal", `${s.name}.ndjson`),
        "utf8",
      );
      expect(journal, trace(s)).not.toContain('"type":"lock"');
    },
  );
});
