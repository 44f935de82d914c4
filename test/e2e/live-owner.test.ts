/**
 * The live-owner attack (issue 3): while a real `terraform apply` holds the state lock —
 * started directly, outside stackgate, or by another `stackgate up` — `stackgate recover`,
 * `stackgate unlock` (without --force) and `stackgate up` must not break it, on the local,
 * pg, http and s3 (DynamoDB lock, lock file) backends. And the graceful path: SIGTERM to `stackgate up` mid-apply ends
 * within 2 s of the in-flight operations, with exit 143, the lock released, the state saved
 * and the journal's last phase `interrupted`.
 *
 * The holder's apply waits on a gate (a local-exec that polls for a file) so it holds the
 * lock exactly as long as the attack takes; the test opens the gate afterwards. Runs the
 * built CLI (dist/cli.js): `npm run build` first.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  advisoryLocks,
  createChaosWorld,
  describeProc,
  formatStep,
  isRunning,
  journalFile,
  lastPhase,
  readJournal,
  reapLeftovers,
  s3Locks,
  spawnStackgate,
  spawnTerraform,
  stackFor,
  stackgate,
  stateList,
  terraform,
  trialProcesses,
  waitFor,
  type AdvisoryLock,
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

const BACKENDS: readonly ChaosBackend[] = ["local", "pg", "http", "s3-dynamodb", "s3-lockfile"];

interface Workspace {
  name: string;
  stack: Stack;
  /** The holder's checkout. */
  dir: string;
  /** A second checkout of the same stack (remote backends only). */
  otherDir: string;
  gate: string;
  tag: string;
  /** Every command run so far, for failure messages. */
  steps: StepRecord[];
}

/** Two plain resources and a `gate` whose provisioner waits (≤ 60 s) for the gate file. */
async function workspace(backend: ChaosBackend, label: string): Promise<Workspace> {
  const name = world.uniqueName(`live-${backend}-${label}`);
  const root = join(world.root, name);
  const dir = join(root, "holder");
  const otherDir = join(root, "other");
  const gate = join(root, "gate");
  const stack = stackFor(world, backend, name);
  const hcl = dataProjectHcl({
    count: 2,
    extra: `${stack.hcl}
resource "terraform_data" "gate" {
  provisioner "local-exec" {
    command = "i=0; while [ ! -e '${gate}' ] && [ $i -lt 1200 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${gate}' ]"
  }
}
`,
  });
  for (const d of [dir, otherDir]) {
    await mkdir(d, { recursive: true });
    await writeFile(join(d, "main.tf"), hcl);
  }
  return { name, stack, dir, otherDir, gate, tag: `${world.root}/${name}`, steps: [] };
}

function trace(ws: Workspace): string {
  return ws.steps.map(formatStep).join("\n");
}

async function cli(ws: Workspace, step: string, args: string[], dir: string): Promise<StepRecord> {
  const record = await stackgate(world, step, [...args, "-C", dir, ...ws.stack.flags], {
    cwd: dir,
    tag: `${ws.tag}:${step}`,
  });
  ws.steps.push(record);
  return record;
}

/** What identifies the holder, to compare before and after each attack. */
interface HolderIdentity {
  /** The process that holds the lock: terraform apply (direct) or stackgate up. */
  ownerPid: number;
  /** The terraform apply process. */
  enginePid: number;
  httpId?: string;
  pgLocks?: AdvisoryLock[];
  /** s3: the lock records' JSON (DynamoDB item and/or `.tflock` object). */
  s3Locks?: string[];
  localLockInfo?: string | null;
}

function localLockInfo(dir: string): string | null {
  const file = join(dir, ".terraform.tfstate.lock.info");
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

async function isLocked(ws: Workspace): Promise<boolean> {
  switch (ws.stack.backend) {
    case "http":
      return world.http?.holder(ws.name) != null;
    case "pg":
      return (await advisoryLocks(world)).some((l) => l.granted);
    case "local":
      return localLockInfo(ws.dir) !== null;
    case "s3-dynamodb":
    case "s3-lockfile":
      return (await s3Locks(world, ws.name)).length > 0;
  }
}

function engineOf(ws: Workspace): number | undefined {
  return trialProcesses(`${ws.tag}:holder`).find(
    (p) => p.comm === "terraform" && p.cmdline.includes(" apply"),
  )?.pid;
}

/** Starts the holder and waits until it holds the lock with its gate provisioner running. */
async function startHolder(
  ws: Workspace,
  kind: "terraform" | "stackgate",
): Promise<{ run: SpawnedRun; identity: HolderIdentity }> {
  const tag = `${ws.tag}:holder`;
  if (kind === "terraform") {
    const init = await terraform(world, "holder: terraform init", ["init", "-input=false"], {
      cwd: ws.dir,
      tag,
    });
    ws.steps.push(init);
    expect(init.exitCode, trace(ws)).toBe(0);
  }
  const run =
    kind === "terraform"
      ? spawnTerraform(world, ["apply", "-auto-approve", "-input=false", "-no-color"], {
          cwd: ws.dir,
          tag,
        })
      : spawnStackgate(world, ["up", "--yes", "--json", "-C", ws.dir, ...ws.stack.flags], {
          cwd: ws.dir,
          tag,
        });
  const gateRunning = (): boolean =>
    trialProcesses(tag).some((p) => p.comm === "sh" && p.cmdline.includes(ws.gate));
  try {
    await waitFor("the holder's gate provisioner", gateRunning, 30_000);
    await waitFor("the holder's lock", () => isLocked(ws), 10_000);
  } catch (error) {
    ws.steps.push(await recordSoon(run, "holder (never held the lock)"));
    throw new Error(`${String(error)}\n${trace(ws)}`, { cause: error });
  }
  const enginePid = engineOf(ws);
  if (enginePid === undefined) throw new Error(`no terraform apply process found\n${trace(ws)}`);
  const identity: HolderIdentity = { ownerPid: run.pid, enginePid };
  if (ws.stack.backend === "http") identity.httpId = world.http?.holder(ws.name)?.ID ?? "";
  if (ws.stack.backend === "pg")
    identity.pgLocks = (await advisoryLocks(world)).filter((l) => l.granted);
  if (ws.stack.backend === "local") identity.localLockInfo = localLockInfo(ws.dir);
  if (ws.stack.backend === "s3-dynamodb" || ws.stack.backend === "s3-lockfile")
    identity.s3Locks = await s3Locks(world, ws.name);
  return { run, identity };
}

/** The record of a run that may still be going: kill it first. */
async function recordSoon(run: SpawnedRun, name: string): Promise<StepRecord> {
  try {
    process.kill(-run.pid, "SIGKILL");
  } catch {
    // already gone
  }
  return run.record(name);
}

/** The holder still holds exactly the lock it held, and its processes still run. */
async function expectHolderIntact(
  ws: Workspace,
  identity: HolderIdentity,
  after: string,
): Promise<void> {
  const why = `after ${after}\n${trace(ws)}`;
  expect(isRunning(identity.ownerPid), `holder process ${identity.ownerPid} ${why}`).toBe(true);
  expect(isRunning(identity.enginePid), `holder terraform ${identity.enginePid} ${why}`).toBe(true);
  const gate = trialProcesses(`${ws.tag}:holder`).filter((p) => p.cmdline.includes(ws.gate));
  expect(gate.length, `the holder's gate provisioner ${why}`).toBeGreaterThan(0);
  switch (ws.stack.backend) {
    case "http":
      expect(world.http?.holder(ws.name)?.ID, `lock server holder ${why}`).toBe(identity.httpId);
      break;
    case "pg": {
      const now = (await advisoryLocks(world)).filter((l) => l.granted);
      for (const held of identity.pgLocks ?? []) {
        expect(now, `pg advisory lock of backend pid ${held.pid} ${why}`).toContainEqual(held);
      }
      break;
    }
    case "local":
      expect(localLockInfo(ws.dir), `.terraform.tfstate.lock.info ${why}`).toBe(
        identity.localLockInfo,
      );
      break;
    case "s3-dynamodb":
    case "s3-lockfile":
      expect(await s3Locks(world, ws.name), `s3 lock records ${why}`).toEqual(identity.s3Locks);
      break;
  }
}

function lockKindOf(json: Record<string, unknown> | null, key: "before" | "after"): unknown {
  const lock = json?.lock as Record<string, Record<string, unknown> | undefined> | undefined;
  return lock?.[key]?.kind;
}

/** Opens the gate and checks the holder finished its apply and wrote its state. */
async function finishHolder(
  ws: Workspace,
  kind: "terraform" | "stackgate",
  run: SpawnedRun,
): Promise<void> {
  await writeFile(ws.gate, "");
  const timeout = setTimeout(() => void recordSoon(run, "holder (timed out)"), 60_000);
  const holder = await run.record("holder");
  clearTimeout(timeout);
  ws.steps.push(holder);
  expect(holder.exitCode, `the holder's apply must succeed\n${trace(ws)}`).toBe(0);
  if (kind === "stackgate") expect(holder.json?.outcome, trace(ws)).toBe("applied");
  const state = await stateList(world, ws.dir, `${ws.tag}:state`);
  ws.steps.push(state.step);
  expect(state.addresses, `the holder's state\n${trace(ws)}`).toEqual(
    expect.arrayContaining([
      "terraform_data.gate",
      "terraform_data.item[0]",
      "terraform_data.item[1]",
    ]),
  );
  if (ws.stack.backend === "http") {
    expect(world.http?.holder(ws.name), trace(ws)).toBeNull();
    expect(world.http?.stateText(ws.name) ?? "", trace(ws)).toContain('"gate"');
  }
  if (ws.stack.backend === "pg") {
    expect(
      (await advisoryLocks(world)).filter((l) => l.granted),
      trace(ws),
    ).toEqual([]);
  }
  // No damage left: the stack is usable, nothing to change.
  const preview = await cli(
    ws,
    "preview after",
    ["preview", "--json", "--detailed-exitcode"],
    ws.dir,
  );
  expect(preview.exitCode, `preview after the holder finished\n${trace(ws)}`).toBe(0);
}

describe.sequential("live owner: recover, unlock and up never break a live apply's lock", () => {
  const cases: {
    backend: ChaosBackend;
    holder: "terraform" | "stackgate";
    from: "same-dir" | "other-checkout";
  }[] = [];
  for (const backend of BACKENDS) {
    for (const holder of ["terraform", "stackgate"] as const) {
      cases.push({ backend, holder, from: "same-dir" });
      if (backend !== "local") cases.push({ backend, holder, from: "other-checkout" });
    }
  }

  for (const { backend, holder, from } of cases) {
    it(
      `${backend}: apply by ${holder}, attacked from the ${from}`,
      { timeout: 120_000 },
      async () => {
        const ws = await workspace(backend, `${holder}-${from}`);
        const attackDir = from === "same-dir" ? ws.dir : ws.otherDir;
        const { run, identity } = await startHolder(ws, holder);
        let attackError: Error | null = null;
        try {
          const recover = await cli(ws, "recover", ["recover", "--json"], attackDir);
          expect(recover.exitCode, `recover must refuse a live owner (4)\n${trace(ws)}`).toBe(4);
          expect(recover.json?.command, trace(ws)).toBe("recover");
          expect(lockKindOf(recover.json, "before"), trace(ws)).toBe("locked");
          expect(lockKindOf(recover.json, "after"), trace(ws)).toBe("locked");
          await expectHolderIntact(ws, identity, "recover");

          const unlock = await cli(ws, "unlock", ["unlock", "--json"], attackDir);
          expect(unlock.exitCode, `unlock without --force must refuse (4)\n${trace(ws)}`).toBe(4);
          await expectHolderIntact(ws, identity, "unlock");

          const up = await cli(ws, "up", ["up", "--yes", "--json"], attackDir);
          expect(up.exitCode, `up must stop at the lock (4)\n${trace(ws)}`).toBe(4);
          if (up.json !== null) expect(up.json.outcome, trace(ws)).toBe("locked");
          await expectHolderIntact(ws, identity, "up");
        } catch (error) {
          attackError = error instanceof Error ? error : new Error(String(error));
        }
        // Whatever the attack did, let the holder finish and check it did (its own failure
        // matters less than the attack's: report the attack's first).
        const finishError = await finishHolder(ws, holder, run).then(
          () => null,
          (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
        );
        await reapLeftovers(ws.tag);
        if (process.env.STACKGATE_PRINT_TRACE === "1") console.log(trace(ws));
        if (attackError !== null) throw attackError;
        if (finishError !== null) throw finishError;
      },
    );
  }
});

describe.sequential("control: the attack checks can fail", () => {
  it("http: `unlock --force` does take a live apply's lock, and the holder check notices", async () => {
    const ws = await workspace("http", "control-force");
    const { run, identity } = await startHolder(ws, "terraform");
    try {
      const forced = await cli(ws, "unlock --force", ["unlock", "--json", "--force"], ws.otherDir);
      expect(forced.exitCode, `unlock --force\n${trace(ws)}`).toBe(0);
      expect(world.http?.holder(ws.name) ?? null, trace(ws)).toBeNull();
      await expect(expectHolderIntact(ws, identity, "unlock --force")).rejects.toThrow(
        /lock server holder/,
      );
    } finally {
      await writeFile(ws.gate, "");
      ws.steps.push(await run.record("holder"));
      await reapLeftovers(ws.tag);
    }
  });
});

describe.sequential("graceful stop: SIGTERM to stackgate up mid-apply", () => {
  const SLEEP_SECONDS = 1;

  for (const backend of BACKENDS) {
    it(
      `${backend}: exits 143 within ${SLEEP_SECONDS} s + 2 s, lock released, state saved, journal interrupted`,
      { timeout: 120_000 },
      async () => {
        const name = world.uniqueName(`graceful-${backend}`);
        const root = join(world.root, name);
        const dir = join(root, "project");
        const markerDir = join(root, "markers");
        await mkdir(dir, { recursive: true });
        await mkdir(markerDir, { recursive: true });
        const stack = stackFor(world, backend, name);
        // Two resources that complete at once, three whose provisioners are in flight.
        await writeFile(
          join(dir, "main.tf"),
          dataProjectHcl({
            count: 3,
            sleepSeconds: SLEEP_SECONDS,
            markerDir,
            extra: `${stack.hcl}\nresource "terraform_data" "fast" {\n  count = 2\n  input = count.index\n}\n`,
          }),
        );
        const tag = `${world.root}/${name}`;
        const steps: StepRecord[] = [];
        const trace = (): string => steps.map(formatStep).join("\n");
        const run = spawnStackgate(world, ["up", "--yes", "--json", "-C", dir, ...stack.flags], {
          cwd: dir,
          tag,
        });
        const journal = journalFile(dir, name);
        const fastDone = (): boolean => {
          const fromOutput = [0, 1].every((i) =>
            run.stderr().includes(`terraform_data.fast[${i}]: Creation complete`),
          );
          const fromJournal = [0, 1].every((i) =>
            readJournal(journal).entries.some(
              (e) =>
                e.type === "resource" &&
                e.address === `terraform_data.fast[${i}]` &&
                e.status === "done",
            ),
          );
          return fromOutput || fromJournal;
        };
        const inFlight = (): boolean =>
          trialProcesses(tag).filter((p) => p.comm === "sleep").length === 3;
        try {
          await waitFor(
            "3 provisioners in flight and the fast resources created",
            () => inFlight() && fastDone(),
            30_000,
          );
        } catch (error) {
          steps.push(await recordSoon(run, "up (never reached the apply)"));
          throw new Error(`${String(error)}\n${trace()}`, { cause: error });
        }

        const signalledAt = performance.now();
        process.kill(run.pid, "SIGTERM");
        const exit = await run.exited;
        const elapsed = exit.at - signalledAt;
        steps.push(await run.record("up (SIGTERM)"));
        const leftovers = trialProcesses(tag);
        await reapLeftovers(tag);

        expect(
          leftovers.filter((p) => p.comm === "terraform").map(describeProc),
          `stackgate must not exit before terraform\n${trace()}`,
        ).toEqual([]);
        expect(exit.code, `exit code after SIGTERM\n${trace()}`).toBe(143);
        expect(
          elapsed,
          `ms from SIGTERM to exit (provisioners sleep ${SLEEP_SECONDS} s)\n${trace()}`,
        ).toBeLessThan(SLEEP_SECONDS * 1000 + 2000);
        console.log(
          `graceful ${backend}: SIGTERM → exit ${exit.code} in ${Math.round(elapsed)} ms`,
        );

        // The lock is released by the stop itself (no recover ran).
        if (backend === "http") expect(world.http?.holder(name), trace()).toBeNull();
        if (backend === "pg") {
          expect(
            (await advisoryLocks(world)).filter((l) => l.granted),
            trace(),
          ).toEqual([]);
        }
        const status = await stackgate(
          world,
          "status",
          ["status", "--json", "-C", dir, ...stack.flags],
          {
            cwd: dir,
            tag: `${tag}:status`,
          },
        );
        steps.push(status);
        expect((status.json?.lock as { kind?: unknown } | undefined)?.kind, trace()).toBe("free");

        // The state was saved at the stop: the completed resources are in it.
        const state = await stateList(world, dir, `${tag}:state`);
        steps.push(state.step);
        expect(state.addresses, `state after the graceful stop\n${trace()}`).toEqual(
          expect.arrayContaining(["terraform_data.fast[0]", "terraform_data.fast[1]"]),
        );
        if (backend === "http") {
          expect(world.http?.stateText(name) ?? "", trace()).toContain('"fast"');
        }

        // The journal ends in `interrupted` (locally, and in the pg copy).
        const entries = readJournal(journal).entries;
        expect(lastPhase(entries), `last phase of ${journal}\n${trace()}`).toBe("interrupted");
        if (backend === "pg" && world.pg !== null) {
          const rows = await world.pg.queryJson<{ entry: Record<string, unknown> }>(
            `SELECT entry FROM stackgate.journal WHERE stack = '${name}' ORDER BY seq`,
          );
          expect(
            lastPhase(rows.map((r) => r.entry)),
            `last phase in stackgate.journal\n${trace()}`,
          ).toBe("interrupted");
        }
      },
    );
  }
});
