/**
 * A concurrent trial (issue 18): run A's `stackgate up` holds the lock mid-apply while run B's
 * `stackgate up --lock-timeout` (another checkout of the same state) waits for it; A is killed
 * (SIGKILL of its whole tree, like a Bitbucket Stop) at a seeded moment after it journaled its
 * lock (local: after its apply began, holding the fcntl lock; stackgate journals no local lock
 * ID); `recover` runs in A's checkout (releasing A's stranded lock where the backend keeps it:
 * http, s3); B gets the lock; `recover` in A's checkout runs again while B applies. B must keep
 * its lock through both and finish with all its resources. On s3 recovery writes under A's dead
 * lock and releases it last, so B's first run applies; where it cannot (http, pg, local: see
 * `mayGoStale`) B may refuse a plan that went stale under recovery's write, and its next run
 * must then converge. A and B are two clones of one repository (one journal key): where A's
 * kill cut creates, recovery leaves them as open items, and B must refuse them before it
 * applies (on s3 always: B takes the lock only after recovery released it); a person then
 * closes them (`--absent`: a terraform_data exists only in the state) and B's next run applies.
 *
 * `local-shared`: checkouts A and B whose `backend "local" { path = ... }` name one state file
 * outside both (Terraform's local lock is an fcntl lock on it: it dies with A's process).
 * `pulumi-diy`, `pulumi-cloud`: the same property through the Pulumi CLI emulator, see
 * pulumi-concurrent.ts.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { dataProjectHcl } from "../terraform-project.js";
import { advisoryLocks, localStateSnapshot, s3Locks, stackFor, type Stack } from "./backends.js";
import { runPulumiConcurrentTrial } from "./pulumi-concurrent.js";
import { journalFile, readJournal } from "./journal.js";
import {
  describeStall,
  freezeAndKill,
  reapLeftovers,
  sleep,
  trialProcesses,
  waitFor,
} from "./procs.js";
import { Rng } from "./rng.js";
import { spawnStackgate, stackgate, stateList, type StepRecord } from "./steps.js";
import { formatStep } from "./trial-report.js";
import type { ChaosWorld } from "./world.js";

/** What stackgate prints when it waits for a lock it takes itself (lifecycle/own-lock.ts). */
const WAITING_FOR_OWN_LOCK = /^the state is locked: .*; waiting up to \S+ \(--lock-timeout\)/m;

export const CONCURRENT_BACKENDS = [
  "pg",
  "http",
  "s3-dynamodb",
  "s3-lockfile",
  "local-shared",
  "pulumi-diy",
  "pulumi-cloud",
] as const;
export type ConcurrentBackend = (typeof CONCURRENT_BACKENDS)[number];
type TerraformConcurrentBackend = Exclude<ConcurrentBackend, "pulumi-diy" | "pulumi-cloud">;

export interface ConcurrentReport {
  backend: ConcurrentBackend;
  killAfterMs: number;
  /** What else the seed chose (Pulumi: when B started). */
  note?: string;
  steps: StepRecord[];
  violations: string[];
}

/**
 * The lock as the backend shows it (null when free): compared before and after each attack.
 * `sharedState`: the local state file both checkouts name (its fcntl locks, by owner pid).
 */
async function lockState(
  world: ChaosWorld,
  stack: Stack,
  sharedState: string,
): Promise<string | null> {
  switch (stack.backend) {
    case "pg": {
      const granted = (await advisoryLocks(world)).filter((l) => l.granted);
      return granted.length > 0 ? JSON.stringify(granted) : null;
    }
    case "http": {
      const holder = world.http?.holder(stack.name);
      return holder ? holder.ID : null;
    }
    case "s3-dynamodb":
    case "s3-lockfile": {
      const records = await s3Locks(world, stack.name);
      return records.length > 0 ? JSON.stringify(records) : null;
    }
    case "local": {
      const owners = (localStateSnapshot(sharedState).localFcntl ?? []).map((l) => l.pid);
      return owners.length > 0 ? `fcntl lock of pid ${owners.join(", ")}` : null;
    }
  }
}

/** A stack on the local backend whose state is `sharedState`, wherever the checkout is. */
function sharedLocalStack(name: string, sharedState: string): Stack {
  const hcl = `terraform {
  backend "local" {
    path = "${sharedState}"
  }
}
`;
  return { backend: "local", name, hcl, flags: ["--stack", name] };
}

export function formatConcurrentReport(report: ConcurrentReport): string {
  return [
    `concurrent ${report.backend}: A killed ${report.killAfterMs} ms after ${report.backend === "pulumi-diy" || report.backend === "pulumi-cloud" ? "a create of its update finished" : report.backend === "local-shared" ? "its apply began" : "its lock was journaled"}` +
      (report.note === undefined ? "" : `; ${report.note}`),
    ...report.violations.map((v) => `  ✗ ${v}`),
    ...report.steps.map(formatStep),
  ].join("\n");
}

export async function runConcurrentTrial(
  world: ChaosWorld,
  backend: ConcurrentBackend,
  seed: number,
): Promise<ConcurrentReport> {
  if (backend === "pulumi-diy" || backend === "pulumi-cloud")
    return runPulumiConcurrentTrial(world, backend, seed);
  return runTerraformConcurrentTrial(world, backend, seed);
}

async function runTerraformConcurrentTrial(
  world: ChaosWorld,
  backend: TerraformConcurrentBackend,
  seed: number,
): Promise<ConcurrentReport> {
  const rng = new Rng(seed);
  const name = world.uniqueName(`concurrent-${backend}`);
  const root = join(world.root, name);
  const sharedState = join(root, "shared", "terraform.tfstate");
  const stack =
    backend === "local-shared"
      ? sharedLocalStack(name, sharedState)
      : stackFor(world, backend, name);
  const gate = join(root, "gate");
  // Two clones of one repository (other runners): the stack at the top of each, so both runs
  // have one journal key (project "repo", workdir ".") and read the same open items.
  const dirA = join(root, "a", "repo");
  const dirB = join(root, "b", "repo");
  const markers = join(root, "markers");
  for (const d of [join(dirA, ".git"), join(dirB, ".git"), markers, join(root, "shared")])
    mkdirSync(d, { recursive: true });
  writeFileSync(
    join(dirA, "main.tf"),
    dataProjectHcl({ count: 4, sleepSeconds: 6, markerDir: markers, extra: stack.hcl }),
  );
  writeFileSync(
    join(dirB, "main.tf"),
    dataProjectHcl({
      count: 4,
      extra: `${stack.hcl}
resource "terraform_data" "gate" {
  provisioner "local-exec" {
    command = "i=0; while [ ! -e '${gate}' ] && [ $i -lt 1800 ]; do sleep 0.05; i=$((i+1)); done; [ -e '${gate}' ]"
  }
}
`,
    }),
  );
  const tagA = `${world.root}/${name}-a`;
  const tagB = `${world.root}/${name}-b`;
  const report: ConcurrentReport = {
    backend,
    killAfterMs: rng.int(0, 900),
    steps: [],
    violations: [],
  };
  const fail = (message: string): void => void report.violations.push(message);
  const cliA = async (step: string, args: string[]): Promise<StepRecord> => {
    const record = await stackgate(world, step, [...args, "-C", dirA, ...stack.flags], {
      cwd: dirA,
      tag: `${tagA}-${step.replace(/\W+/g, "-")}`,
    });
    report.steps.push(record);
    return record;
  };

  const runA = spawnStackgate(world, ["up", "--yes", "--json", "-C", dirA, ...stack.flags], {
    cwd: dirA,
    tag: tagA,
  });
  const journalA = journalFile(dirA, name);
  const lockOf = (): Promise<string | null> => lockState(world, stack, sharedState);
  try {
    // stackgate journals no lock ID on local (the lock dies with its process): there, A is
    // applying once its journal shows a resource step and the state file has its fcntl lock.
    const local = stack.backend === "local";
    await waitFor(
      local
        ? "A applying (a resource step journaled, the fcntl lock held)"
        : "A's lock journaled (A applying)",
      async () =>
        local
          ? readJournal(journalA).entries.some((e) => e.type === "resource") &&
            (await lockOf()) !== null
          : readJournal(journalA).entries.some((e) => e.type === "lock"),
      60_000,
    );
  } catch (error) {
    freezeAndKill(tagA, [runA.pid]);
    report.steps.push(await runA.record("A: up (never journaled its lock)"));
    fail(String(error));
    return report;
  }
  const runB = spawnStackgate(
    world,
    ["up", "--yes", "--json", "--lock-timeout", "120s", "-C", dirB, ...stack.flags],
    { cwd: dirB, tag: tagB },
  );
  let bEnded = false;
  void runB.exited.then(() => (bEnded = true));
  const gateRunning = (): boolean =>
    trialProcesses(tagB).some((p) => p.comm === "sh" && p.cmdline.includes(gate));
  let recoveryWrote = false;
  let first: StepRecord | null = null;
  try {
    // Where stackgate takes the lock itself (s3), B waits in stackgate, which says so; elsewhere
    // B's engine waits (or B planned between A's plan and A's apply and waits for the apply).
    await waitFor(
      "B waiting for the lock (its engine's plan, or stackgate saying it waits)",
      () =>
        WAITING_FOR_OWN_LOCK.test(runB.stderr()) ||
        trialProcesses(tagB).some(
          (p) => p.comm === world.engine.name && p.cmdline.includes(" plan"),
        ),
      30_000,
    );
    await sleep(report.killAfterMs);
    freezeAndKill(tagA, [runA.pid]);
    report.steps.push(await runA.record("A: up (SIGKILL of the tree)"));
    await reapLeftovers(tagA);
    // Releases A's stranded lock where the backend keeps it (proven A's: its journaled ID).
    first = await cliA("A: recover", ["recover", "--json"]);
    recoveryWrote = wroteState(first);
    await waitFor("B's gate (B holds the lock), or B's end", () => gateRunning() || bEnded, 90_000);
    if (gateRunning()) {
      const held = await lockOf();
      if (held === null) fail("B's gate runs but the backend shows no lock");
      const again = await cliA("A: recover while B applies", ["recover", "--json"]);
      const status = await cliA("A: status while B applies", ["status", "--json"]);
      const after = await lockOf();
      if (after !== held) fail(`B's lock changed under A's recover: ${held} → ${after}`);
      if (!gateRunning()) fail("B's apply stopped running after A's recover");
      if (/released the lock|imported /.test(again.stderr + again.stdout))
        fail("A's second recover released a lock or imported while B applied");
      if (status.json?.holder !== undefined && status.json.holder !== null) {
        const verdict = (status.json.holder as { verdict?: { kind?: unknown } }).verdict?.kind;
        if (verdict === "dead") fail("status called B's live lock dead");
      }
    }
  } catch (error) {
    fail(String(error));
    // Where B is when it said nothing: its processes and what they are connected to.
    const s3 = world.s3?.servers;
    const endpoints = s3
      ? `S3 shim ${s3.s3Endpoint}, s3rver ${s3.s3rverEndpoint}, DynamoDB ${s3.dynamoEndpoint}`
      : "no S3 servers";
    const unanswered = s3
      ? `; the S3 shim has not answered: ${s3.shim.inFlight().join(", ") || "nothing"}`
      : "";
    fail(`B at that moment (${endpoints}${unanswered}):\n${describeStall(tagB, [runB.pid])}`);
  }
  writeFileSync(gate, "");
  const timer = setTimeout(() => freezeAndKill(tagB, [runB.pid]), 120_000);
  let b = await runB.record("B: up --lock-timeout 120s");
  clearTimeout(timer);
  report.steps.push(b);
  await reapLeftovers(tagB);
  const cut = first === null ? [] : openCreates(first);
  if (b.json?.outcome === "applied" && cut.length > 0 && !mayGoStale(backend))
    fail(
      `B applied although A's recovery had left open items before B took the lock: ${cut.join(", ")}`,
    );
  const cliB = async (step: string, args: string[]): Promise<StepRecord> => {
    const tag = `${tagB}-${step.replace(/\W+/g, "-")}`;
    const record = await stackgate(world, step, [...args, "-C", dirB, ...stack.flags], {
      cwd: dirB,
      tag,
    });
    report.steps.push(record);
    await reapLeftovers(tag);
    return record;
  };
  if (b.json?.outcome === "stale-plan" && mayGoStale(backend) && recoveryWrote) {
    // B planned in the moment between A's lock release and A's recovery writing the state:
    // Terraform refused B's plan as stale, nothing was applied. B's next run must converge.
    b = await cliB("B: up again (its plan went stale)", ["up", "--yes", "--json"]);
  }
  if (b.json?.outcome === "approval-required" && cut.length > 0) {
    // B refused the creates A's kill cut (open items): a person checks and closes every item
    // the refusal names (a terraform_data exists nowhere but in the state, and recovery found
    // them in none). It may name more than A's first recover listed: CI once saw a later
    // recovery of A's run add a create the first did not list, and each is one to check.
    const refused = refusedItems(b);
    const missing = cut.filter((address) => !refused.includes(address));
    if (missing.length > 0)
      fail(
        `B's refusal does not name A's cut creates ${missing.join(", ")}: ${refused.join(", ")}`,
      );
    for (const address of refused)
      await cliB(`B: recover --resolve ${address} --absent`, [
        "recover",
        "--json",
        "--resolve",
        address,
        "--absent",
      ]);
    b = await cliB("B: up again (the open items closed)", ["up", "--yes", "--json"]);
  }
  if (b.exitCode !== 0 || b.json?.outcome !== "applied")
    fail(`B must apply: exit ${b.exitCode}, outcome ${String(b.json?.outcome)}`);
  const state = await stateList(world, dirB, `${tagB}-state`);
  report.steps.push(state.step);
  const expected = ["terraform_data.gate", ...[0, 1, 2, 3].map((i) => `terraform_data.item[${i}]`)];
  for (const address of expected) {
    if (!(state.addresses ?? []).includes(address)) fail(`B's ${address} is not in state`);
  }
  if ((await lockOf()) !== null) fail("a lock is still held after B finished");
  return report;
}

/**
 * Where recovery cannot keep the dead run's lock while it writes (http refuses a write without
 * the holder's ID; pg's lock ended with A's session, the local fcntl lock with A's process), a
 * waiting run may plan between the release
 * and recovery's write: Terraform then refuses that plan as stale (nothing applied). On s3
 * recovery writes under the dead lock and releases it last, so B's first run must apply.
 */
function mayGoStale(backend: TerraformConcurrentBackend): boolean {
  return backend === "http" || backend === "pg" || backend === "local-shared";
}

/** The unconfirmed creates a recover's JSON report left open (the addresses). */
function openCreates(step: StepRecord): string[] {
  const items = step.json?.openItems;
  if (!Array.isArray(items)) return [];
  return items.flatMap((i: unknown) => {
    const { kind, address } = i as { kind?: unknown; address?: unknown };
    return kind === "unconfirmed-create" && typeof address === "string" ? [address] : [];
  });
}

/**
 * The addresses of the open items an `up` refused (its JSON `openItems`: one line per item,
 * each with the `--resolve ADDR` that closes it), each once.
 */
function refusedItems(step: StepRecord): string[] {
  const lines = step.json?.openItems;
  if (!Array.isArray(lines)) return [];
  const addresses = lines.flatMap((line: unknown) => {
    // shellWord quotes an address only where the shell needs it (`item[1]`).
    const match = typeof line === "string" ? /--resolve (?:'([^']+)'|(\S+))/.exec(line) : null;
    const address = match?.[1] ?? match?.[2];
    return address === undefined ? [] : [address];
  });
  return [...new Set(addresses)];
}

/** Whether a recover's JSON report says it wrote the state (a push, an import, a refresh). */
function wroteState(step: StepRecord): boolean {
  const actions = step.json?.actions;
  if (!Array.isArray(actions)) return false;
  return actions.some((a: unknown) => {
    const { kind, ok } = a as { kind?: unknown; ok?: unknown };
    return (
      ok === true && (kind === "refresh" || kind === "import" || kind === "push-errored-state")
    );
  });
}
