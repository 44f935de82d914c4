/**
 * The harness of the record trials (record-trials.ts says what they prove): the project, run A
 * killed mid-apply, the next run and the person after it, and the checks read from the
 * resources and the backend.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { execa } from "execa";
import { backendDriver, lockSnapshot, strandedLock, type Stack } from "./backends.js";
import { journalFile, readJournal } from "./journal.js";
import { freezeAndKill, reapLeftovers, waitFor } from "./procs.js";
import type { Rng } from "./rng.js";
import { spawnStackgate, stackgate, stateList, terraform, type StepRecord } from "./steps.js";
import type { ChaosWorld } from "./world.js";

export const RECORD_KINDS = ["rerun", "sibling", "later-run", "disk-full"] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];
export const RECORD_BACKENDS = ["pg", "s3-lockfile", "http", "local"] as const;
export type RecordBackend = (typeof RECORD_BACKENDS)[number];

export const ITEMS = 4;
const GATED = ITEMS - 1;
export const STEP_MS = 90_000;

export interface RecordReport {
  kind: RecordKind;
  backend: RecordBackend;
  seed: number;
  /** What the seed chose, in words. */
  moments: string[];
  steps: StepRecord[];
  violations: string[];
  /** Lines of each item's marker file (its ids). */
  markers: string[][];
  durationMs: number;
}

export interface Checkout {
  clone: string;
  dir: string;
}

export interface Trial {
  world: ChaosWorld;
  report: RecordReport;
  rng: Rng;
  stack: Stack;
  tag: string;
  markers: string;
  gate: string;
  /** The resource's name (`terraform_data.<name>[i]`). */
  resource: string;
  hcl: string;
  /** The `--journal-dir` the http stack's runs share (its durable copy; unused elsewhere). */
  durableDir: string;
  /**
   * Creates A's record confirmed with an id as the next run can read it (the durable copy; the
   * local file on the local backend), read right after A died: the next run must import these
   * itself, never leave one to a person.
   */
  recorded?: Set<string>;
}

/** A GitHub Actions run identity as the CLI reads it (the world strips GITHUB_*). */
export function asGitHubRun(world: ChaosWorld, runId: string, attempt: number): ChaosWorld {
  const github = {
    GITHUB_ACTIONS: "true",
    GITHUB_REPOSITORY: "acme/infra",
    GITHUB_RUN_ID: runId,
    GITHUB_RUN_ATTEMPT: String(attempt),
    GITHUB_JOB: "deploy",
  };
  return { ...world, env: (tag) => ({ ...world.env(tag), ...github }) };
}

export function projectHcl(stack: Stack, markers: string, gate: string, resource: string): string {
  return `${stack.hcl}
resource "terraform_data" "${resource}" {
  count = ${ITEMS}
  input = count.index
  provisioner "local-exec" {
    command = "i=0; while [ \${count.index} = ${GATED} ] && [ ! -f ${gate} ] && [ $i -lt 900 ]; do sleep 0.1; i=$((i+1)); done; sleep \${count.index}; echo \${self.id} >> ${markers}/item-\${count.index}"
  }
}
`;
}

/** A git work tree at `clone` with the project in `<clone>/infra` (records name it relative). */
export async function checkout(trial: Trial, clone: string): Promise<Checkout> {
  const dir = join(clone, "infra");
  mkdirSync(dir, { recursive: true });
  await execa("git", ["init", "-q", clone]);
  writeFileSync(join(dir, "main.tf"), trial.hcl);
  return { clone, dir };
}

export function markerLines(trial: Trial): string[][] {
  return Array.from({ length: ITEMS }, (_, i) => {
    const file = join(trial.markers, `item-${i}`);
    return existsSync(file) ? readFileSync(file, "utf8").split("\n").filter(Boolean) : [];
  });
}

export function cli(
  trial: Trial,
  world: ChaosWorld,
  step: string,
  args: string[],
  at: Checkout,
): Promise<StepRecord> {
  return stackgate(world, step, [...args, "-C", at.dir, ...trial.stack.flags], {
    cwd: at.dir,
    tag: `${trial.tag}:${step.replace(/\W+/g, "-")}`,
    timeoutMs: STEP_MS,
  }).then((record) => {
    trial.report.steps.push(record);
    return record;
  });
}

export async function heldLock(trial: Trial, at: Checkout): Promise<string | null> {
  return strandedLock(await lockSnapshot(trial.world, trial.stack, at.dir));
}

/** Run A's `up`, until item 0 is created and journaled (`done`, with its id). */
export async function startVictim(trial: Trial, world: ChaosWorld, at: Checkout) {
  const tag = `${trial.tag}:A`;
  const run = spawnStackgate(world, ["up", "--yes", "--json", "-C", at.dir, ...trial.stack.flags], {
    cwd: at.dir,
    tag,
  });
  let over = false;
  void run.exited.then(() => (over = true));
  const journal = journalFile(at.dir, trial.stack.name);
  await waitFor(
    "run A's item 0 created and journaled",
    () =>
      over ||
      readJournal(journal).entries.some(
        (e) => e.type === "resource" && e.status === "done" && typeof e.id === "string",
      ),
    STEP_MS,
    20,
  );
  /** `safeStop`: A may have stopped itself first (exit 1: a journal it could not write). */
  const kill = async (name: string, safeStop = false): Promise<StepRecord> => {
    freezeAndKill(tag, [run.pid]);
    const record = await run.record(name);
    trial.report.steps.push(record);
    await reapLeftovers(tag);
    trial.recorded = await recordedCreates(trial, at);
    if (safeStop && record.signal === null && record.exitCode === 1) {
      trial.report.moments.push("A stopped itself (exit 1) before the kill");
    } else if (record.signal !== "SIGKILL") {
      trial.report.violations.push(
        `run A was to be SIGKILLed mid-apply, but it ended by itself (exit ${record.exitCode})`,
      );
    }
    return record;
  };
  return { run, kill, ended: () => over };
}

/**
 * The next `up` and the person after it: every open item closed as the resources show, then
 * `up` again (at most twice). Returns the first `up` (its pre-flight recovered A).
 */
export async function nextUp(trial: Trial, world: ChaosWorld, at: Checkout): Promise<StepRecord> {
  const first = await cli(trial, world, "next up", ["up", "--yes", "--json"], at);
  const left = openItems(first).filter((a) => trial.recorded?.has(a) === true);
  if (left.length > 0) {
    trial.report.violations.push(
      `A's record confirmed ${left.join(", ")} created (with id), yet the next run left it to a person`,
    );
  }
  let up = first;
  for (let round = 0; round < 2 && up.exitCode === 3; round++) {
    const open = openItems(up);
    if (open.length === 0) break;
    const state = await stateList(trial.world, at.dir, `${trial.tag}:state`, STEP_MS);
    const marks = markerLines(trial);
    for (const address of open) {
      const index = Number(/\[(\d+)\]$/.exec(address)?.[1] ?? "-1");
      const ids = marks[index] ?? [];
      const inState = (state.addresses ?? []).includes(address);
      if (inState && ids.length === 0) {
        // In state, but its provisioner never finished (no marker): recreate it on the next apply.
        const taint = await terraform(
          trial.world,
          `person: terraform taint ${address}`,
          ["taint", address],
          {
            cwd: at.dir,
            tag: `${trial.tag}:taint`,
            timeoutMs: STEP_MS,
          },
        );
        trial.report.steps.push(taint);
      }
      const how = inState
        ? ["--checked"]
        : ids.length > 0
          ? ["--import", ids[0] ?? ""]
          : ["--absent"];
      await cli(
        trial,
        world,
        `person: resolve ${address} ${how[0]}`,
        ["recover", "--resolve", address, ...how],
        at,
      );
    }
    up = await cli(trial, world, "up after the person", ["up", "--yes", "--json"], at);
  }
  if (up.exitCode !== 0) {
    trial.report.violations.push(
      `the next run's up must end applied: exit ${up.exitCode}, outcome ${String(up.json?.outcome)}`,
    );
  }
  return first;
}

/** The pre-flight of the next run recovered A's record (its run id), before it planned. */
export function expectRecovered(trial: Trial, up: StepRecord, runIdOfA: string): void {
  const text = `${up.stdout}\n${up.stderr}`;
  if (!text.includes("recover") || !text.includes(runIdOfA)) {
    trial.report.violations.push(
      `the next run's pre-flight never named run A (${runIdOfA}): A's record was not seen`,
    );
  }
}

/** The end: each item created exactly once, with the id the state holds; no lock held. */
export async function checkResources(trial: Trial, at: Checkout): Promise<void> {
  const violate = (text: string): void => void trial.report.violations.push(text);
  const marks = markerLines(trial);
  trial.report.markers = marks;
  marks.forEach((ids, i) => {
    if (ids.length !== 1) {
      violate(
        `${address(trial, i)} was created ${ids.length} time(s), expected once (ids ${JSON.stringify(ids)})`,
      );
    }
  });
  const pull = await terraform(trial.world, "terraform state pull", ["state", "pull"], {
    cwd: at.dir,
    tag: `${trial.tag}:state`,
    timeoutMs: STEP_MS,
  });
  const ids = stateIds(pull.stdout, trial.resource);
  marks.forEach((lines, i) => {
    const held = ids.get(i);
    if (held === undefined) violate(`the state lacks ${address(trial, i)}`);
    else if (lines.length > 0 && held !== lines[lines.length - 1]) {
      violate(
        `the state holds ${address(trial, i)} as ${held}, but the resource made is ${JSON.stringify(lines)}`,
      );
    }
  });
  const lock = await heldLock(trial, at);
  if (lock !== null) violate(`a lock is held at the end: ${lock}`);
}

export function address(trial: Trial, i: number): string {
  return `terraform_data.${trial.resource}[${i}]`;
}

/** `terraform state pull` → the id of each `terraform_data.item[i]`. */
function stateIds(text: string, resource: string): Map<number, string> {
  const ids = new Map<number, string>();
  try {
    const state = JSON.parse(text) as {
      resources?: {
        type?: string;
        name?: string;
        instances?: { index_key?: number; attributes?: { id?: string } }[];
      }[];
    };
    for (const r of state.resources ?? []) {
      if (r.type !== "terraform_data" || r.name !== resource) continue;
      for (const inst of r.instances ?? []) {
        if (typeof inst.index_key === "number" && typeof inst.attributes?.id === "string") {
          ids.set(inst.index_key, inst.attributes.id);
        }
      }
    }
  } catch {
    // an unreadable state holds nothing: every item is reported missing
  }
  return ids;
}

/** The gate the last item's provisioner waits for: only the runs after A find it. */
export function writeGate(trial: Trial): void {
  writeFileSync(trial.gate, "");
}

/** The open items an `up` refused to apply over (exit 3), by address. */
function openItems(up: StepRecord): string[] {
  const text = `${up.stdout}\n${up.stderr}`;
  return [...new Set([...text.matchAll(/--accept-open-items '([^']+)'/g)].map((m) => m[1] ?? ""))];
}

/** Addresses A's record shows created with an id, in the copy the next run reads first. */
export async function recordedCreates(trial: Trial, at: Checkout): Promise<Set<string>> {
  const copy =
    trial.stack.backend === "local"
      ? readJournal(journalFile(at.dir, trial.stack.name)).entries
      : ((
          await backendDriver(trial.stack.backend).durableJournal(
            trial.world,
            trial.stack,
            trial.durableDir,
          )
        )?.entries ?? []);
  return new Set(
    copy
      .filter((e) => e.type === "resource" && e.action === "create" && e.status === "done")
      .filter((e) => typeof e.id === "string" && typeof e.address === "string")
      .map((e) => String(e.address)),
  );
}

/** Creates a run's output reported complete with their id (`✓ ADDR: Creation complete … [id=…]`). */
export function reportedCreates(trial: Trial, output: string): string[] {
  const pattern =
    /^✓ (terraform_data\.[\w-]+\[\d+\]): Creation complete after \S+ \[id=[^\]]+\]$/gm;
  return [...output.matchAll(pattern)]
    .map((m) => m[1] ?? "")
    .filter((a) => a.startsWith(`terraform_data.${trial.resource}[`));
}
