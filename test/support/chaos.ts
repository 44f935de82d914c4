/**
 * The chaos harness (issue 3): kill `stackgate up` at a seeded random moment, the way CI
 * platforms do, then check that nothing was left locked, lost or unaccounted for.
 *
 *   const world = await createChaosWorld();          // one PostgreSQL + one lock server
 *   const report = await runTrial(world, { backend: "pg", signal: "SIGKILL-group", killAfterMs: 300, seed: 7 });
 *   expect(report.violations, formatTrialReport(report)).toEqual([]);
 *
 * A trial: a fresh `terraform_data` project (test/support/terraform-project.ts) whose
 * provisioners sleep and then touch `markers/item-<i>` ("reality"), plus two `late[*]`
 * resources that sleep longer (`markers/late-<i>`), so a kill between the two completion
 * times finds some resources done and some in flight; optionally a few resources applied
 * beforehand (state that must survive, sometimes updated in place by the trial's `up`);
 * `node dist/cli.js up --yes --json`
 * started DETACHED (its own process group); after `killAfterMs` (counted from the spawn, or
 * from the first `Creating...` of the apply) the signal:
 *
 *   SIGINT / SIGTERM / SIGHUP  to the stackgate pid only (GitHub's runner signals only the
 *                              action's node process)
 *   SIGKILL-group              a Bitbucket "Stop": stackgate's group AND every other process
 *                              of the trial (Terraform runs in its own group, the provisioners'
 *                              `sh`/`sleep` in Terraform's), frozen with SIGSTOP first so
 *                              nothing moves between the first and the last kill
 *
 * Every process a trial starts carries `STACKGATE_CHAOS_TRIAL=<tag>` in its environment
 * (Terraform passes its environment on to local-exec), so leftovers are found even after
 * they were re-parented to PID 1. After the interrupted `up`: leftovers are recorded and
 * killed, the journal and the lock are inspected, then `recover --json`, `status --json`,
 * `terraform state list`, the next `up --yes --json` and `preview --json --detailed-exitcode`.
 *
 * Invariants (each violation is one line in `report.violations`):
 *   (a) no lock remains whose owner is dead: after recover `status --json` reports the lock
 *       free, the http server has no holder, PostgreSQL has no advisory lock
 *   (b) every marker item-N is in `terraform state list` or among recover's orphans with a
 *       `terraform import` command naming the address
 *   (c) no state lost: every address in state before the trial is in state afterwards
 *   (d) the next `up` converges: exit 0, then `preview --detailed-exitcode` exits 0, no changes
 *   (e) the interrupted `up` exits 130/143/129 (or 0 when it finished first; death by the
 *       signal itself only before stackgate started anything); a SIGKILL'd one dies of
 *       SIGKILL; `--json`'s exitCode is the exit code; stackgate never leaves Terraform
 *       running behind it
 *   (g) a graceful stop releases the lock by itself (before any recover)
 *   (j) the journal names every resource reality shows created (local file, and the durable
 *       copy: table stackgate.journal for pg, --journal-dir for http); a graceful stop ends
 *       in phase `interrupted`, a run that reported "applied" in `done`
 *   (r) recover's report is consistent: never exit 4 (nobody alive holds anything), never
 *       "failed"; an orphan is absent from state (unless recover imported it), a certain
 *       orphan has an id and a marker
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { createHttpLockServer, type HttpLockServer, type LockInfo } from "./http-lock-server.js";
import { startPostgres, type PostgresHandle } from "./postgres.js";
import { createS3LockProbe, type S3LockProbe } from "./s3-locks-probe.js";
import { s3BackendHcl, startS3Servers, type S3Servers } from "./s3-servers.js";
import { dataProjectHcl } from "./terraform-project.js";

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a tiny, well-mixed 32-bit PRNG. Same seed, same sequence, on every machine. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A per-trial seed from the suite's seed and the trial index (splitmix32-style finaliser). */
export function trialSeed(master: number, index: number): number {
  let h = (master ^ Math.imul(index + 1, 0x9e3779b9)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

export class Rng {
  private readonly next01: () => number;
  constructor(readonly seed: number) {
    this.next01 = mulberry32(seed);
  }
  next(): number {
    return this.next01();
  }
  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next01() * (max - min + 1));
  }
  float(min: number, max: number): number {
    return min + this.next01() * (max - min);
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next01() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
}

// ---------------------------------------------------------------------------------------------
// Trial parameters

export const CHAOS_BACKENDS = ["local", "pg", "http", "s3-dynamodb", "s3-lockfile"] as const;
export type ChaosBackend = (typeof CHAOS_BACKENDS)[number];
export const CHAOS_SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "SIGKILL-group"] as const;
export type ChaosSignal = (typeof CHAOS_SIGNALS)[number];
export type GracefulSignal = Exclude<ChaosSignal, "SIGKILL-group">;
/** What `killAfterMs` is counted from: the spawn, or the apply's first `Creating...`. */
export type KillAnchor = "spawn" | "apply";

export const INTERRUPT_EXIT_CODES: Readonly<Record<GracefulSignal, number>> = {
  SIGINT: 130,
  SIGTERM: 143,
  SIGHUP: 129,
};

export interface TrialOptions {
  backend: ChaosBackend;
  signal: ChaosSignal;
  killAfterMs: number;
  seed: number;
  /** Names the trial (stack, schema, state name); default: a counter. */
  index?: number;
  /** Default: derived from the seed (see `trialShape`). */
  anchor?: KillAnchor;
  /** Resources created by the interrupted `up` (default 4). */
  count?: number;
  /** Provisioner sleep per resource, seconds (default: 0.3–0.8 from the seed). */
  sleepSeconds?: number;
  /**
   * `terraform_data.late[*]` resources created alongside, whose provisioners sleep longer
   * (`lateSleepSeconds`) and touch `markers/late-<i>`: a kill between the two completion
   * times catches some resources done (journaled, maybe not in state yet) and some in flight.
   */
  late?: number;
  lateSleepSeconds?: number;
  /** Resources applied (directly with terraform) before the trial: state that must survive. */
  prior?: number;
  /** Whether the trial's `up` also updates the prior resources in place. */
  revisePrior?: boolean;
}

export type TrialSpec = Required<TrialOptions>;

export interface TrialShape {
  anchor: KillAnchor;
  killAfterMs: number;
  sleepSeconds: number;
  lateSleepSeconds: number;
  prior: number;
  revisePrior: boolean;
}

/** The seed decides everything but backend and signal; same seed, same trial. */
export function trialShape(seed: number): TrialShape {
  const rng = new Rng(seed);
  const anchor: KillAnchor = rng.next() < 0.3 ? "spawn" : "apply";
  const sleepSeconds = Math.round(rng.float(0.3, 0.8) * 10) / 10;
  const lateSleepSeconds = Math.round((sleepSeconds + rng.float(0.3, 0.6)) * 10) / 10;
  // From the spawn: anywhere in node start-up, pre-flight, init, plan or the apply.
  // From the apply: while provisioners run, and just after (state writes, post-check).
  const killAfterMs =
    anchor === "spawn" ? rng.int(0, 1200) : rng.int(0, Math.round(lateSleepSeconds * 1000) + 150);
  const prior = rng.int(0, 2);
  const revisePrior = prior > 0 && rng.next() < 0.5;
  return { anchor, killAfterMs, sleepSeconds, lateSleepSeconds, prior, revisePrior };
}

/** `count` trials spread evenly over backends × signals, everything else from the seed. */
export function planTrials(masterSeed: number, count: number): TrialSpec[] {
  const trials: TrialSpec[] = [];
  for (let index = 0; index < count; index++) {
    const seed = trialSeed(masterSeed, index);
    const backend = CHAOS_BACKENDS[index % CHAOS_BACKENDS.length] ?? "local";
    const signal =
      CHAOS_SIGNALS[Math.floor(index / CHAOS_BACKENDS.length) % CHAOS_SIGNALS.length] ?? "SIGINT";
    trials.push({ index, seed, backend, signal, count: 4, late: 2, ...trialShape(seed) });
  }
  return trials;
}

// ---------------------------------------------------------------------------------------------
// Processes, through /proc (no children lists on this kernel: walk ppids)

export const TAG_VARIABLE = "STACKGATE_CHAOS_TRIAL";

export interface ProcInfo {
  pid: number;
  ppid: number;
  pgid: number;
  /** R, S, D, T (stopped), Z (zombie), ... */
  state: string;
  comm: string;
  cmdline: string;
}

export function readProc(pid: number): ProcInfo | null {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const open = stat.indexOf("(");
  const close = stat.lastIndexOf(")");
  if (open < 0 || close < 0) return null;
  const [state = "?", ppid = "0", pgid = "0"] = stat
    .slice(close + 2)
    .split(" ")
    .slice(0, 3);
  let cmdline = "";
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").join(" ").trim();
  } catch {
    // gone, or a zombie
  }
  return {
    pid,
    ppid: Number(ppid),
    pgid: Number(pgid),
    state,
    comm: stat.slice(open + 1, close),
    cmdline,
  };
}

export function listProcs(): ProcInfo[] {
  const procs: ProcInfo[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    const info = readProc(Number(name));
    if (info !== null) procs.push(info);
  }
  return procs;
}

/** The process's tag is `tag`, or below it (`tag:step`, `tag/trial`). */
function hasTag(pid: number, tag: string): boolean {
  const exact = `${TAG_VARIABLE}=${tag}`;
  try {
    return readFileSync(`/proc/${pid}/environ`, "latin1")
      .split("\0")
      .some((v) => v === exact || v.startsWith(`${exact}:`) || v.startsWith(`${exact}/`));
  } catch {
    return false;
  }
}

/** A live (non-zombie) process with this pid exists. */
export function isRunning(pid: number): boolean {
  const info = readProc(pid);
  return info !== null && info.state !== "Z" && info.state !== "X";
}

/**
 * Every live process of a trial: tagged in its environment (found wherever it was
 * re-parented), or a descendant of one of `roots`. `tag` also finds `tag:step` and
 * `tag/trial`.
 */
export function trialProcesses(tag: string, roots: readonly number[] = []): ProcInfo[] {
  const all = listProcs().filter((p) => p.pid !== process.pid);
  const found = new Map<number, ProcInfo>();
  for (const p of all) {
    if (p.state === "Z" || p.state === "X") continue;
    if (roots.includes(p.pid) || hasTag(p.pid, tag)) {
      found.set(p.pid, p);
    }
  }
  // Descendants by ppid (covers a child that has not exec'd or whose environ is unreadable).
  let grew = true;
  while (grew) {
    grew = false;
    for (const p of all) {
      if (!found.has(p.pid) && found.has(p.ppid) && p.state !== "Z") {
        found.set(p.pid, p);
        grew = true;
      }
    }
  }
  return [...found.values()];
}

function trySignal(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch {
    return false;
  }
}

/**
 * Freezes every process of the trial (SIGSTOP until no new process appears: a stopped
 * process cannot fork), then SIGKILLs them all: as close to "the container is gone" as a
 * test can get without a container. Synchronous on purpose. Returns what it killed.
 */
export function freezeAndKill(tag: string, roots: readonly number[] = []): ProcInfo[] {
  const seen = new Map<number, ProcInfo>();
  for (const root of roots) {
    trySignal(-root, "SIGSTOP");
    trySignal(root, "SIGSTOP");
  }
  for (let round = 0; round < 50; round++) {
    let fresh = 0;
    for (const p of trialProcesses(tag, roots)) {
      if (seen.has(p.pid)) continue;
      seen.set(p.pid, p);
      trySignal(p.pid, "SIGSTOP");
      fresh++;
    }
    if (fresh === 0) break;
  }
  for (const root of roots) trySignal(-root, "SIGKILL");
  for (const pid of seen.keys()) trySignal(pid, "SIGKILL");
  return [...seen.values()];
}

/** Waits until none of `pids` runs; returns those still running at the deadline. */
export async function waitGone(pids: readonly number[], timeoutMs = 5_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let left = pids.filter(isRunning);
  while (left.length > 0 && Date.now() < deadline) {
    await sleep(20);
    left = left.filter(isRunning);
  }
  return left;
}

/** Kills every leftover process of a tag (and what they started) and waits for them to go. */
export async function reapLeftovers(tag: string): Promise<ProcInfo[]> {
  const leftovers = trialProcesses(tag);
  if (leftovers.length === 0) return [];
  const killed = freezeAndKill(tag);
  await waitGone(killed.map((p) => p.pid));
  return leftovers;
}

export function describeProc(p: ProcInfo): string {
  return `pid ${p.pid} (ppid ${p.ppid}, pgid ${p.pgid}, ${p.state}) ${p.cmdline || p.comm}`;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export async function waitFor(
  what: string,
  check: () => Promise<boolean> | boolean,
  timeoutMs = 20_000,
  everyMs = 25,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(everyMs);
  }
  throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
}

// ---------------------------------------------------------------------------------------------
// The world: one PostgreSQL, one lock server, an empty Terraform CLI config, the built CLI

export const CLI_PATH = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

export interface ChaosWorld {
  readonly root: string;
  readonly cli: string;
  readonly pg: PostgresHandle | null;
  readonly http: HttpLockServer | null;
  /** s3rver (behind the conditional-write shim) + dynalite, bucket `chaos`, table `locks`. */
  readonly s3: { servers: S3Servers; probe: S3LockProbe } | null;
  /** Environment for stackgate and terraform: no CI, TF_ or STACKGATE_ leakage; tagged. */
  env(tag: string): Record<string, string>;
  /** A name not used before in this world (stacks, schemas, state names). */
  uniqueName(base: string): string;
  dispose(): Promise<void>;
}

export interface ChaosWorldOptions {
  pg?: boolean;
  http?: boolean;
  s3?: boolean;
  /** Keep the temp dirs (for debugging a failure). Default: $STACKGATE_CHAOS_KEEP === "1". */
  keep?: boolean;
}

const LEAKY_ENV = /^(TF_|GITHUB_|BITBUCKET_|STACKGATE_|PG_CONN_STR$|PG_SCHEMA_NAME$|RUNNER_)/;

export async function createChaosWorld(options: ChaosWorldOptions = {}): Promise<ChaosWorld> {
  if (!existsSync(CLI_PATH)) {
    throw new Error(`${CLI_PATH} does not exist: run \`npm run build\` first.`);
  }
  const root = await mkdtemp(join(tmpdir(), "sg-chaos-"));
  const cliConfig = join(root, "terraformrc");
  await writeFile(cliConfig, "");
  const pg = options.pg === false ? null : await startPostgres();
  const http = options.http === false ? null : await createHttpLockServer();
  const s3 = options.s3 === false ? null : await startChaosS3();
  const base: Record<string, string> = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (value !== undefined && !LEAKY_ENV.test(key)) base[key] = value;
  }
  Object.assign(base, {
    TF_IN_AUTOMATION: "1",
    TF_INPUT: "0",
    CHECKPOINT_DISABLE: "1",
    // The machine points TF_CLI_CONFIG_FILE at a missing file (a warning on every run).
    TF_CLI_CONFIG_FILE: cliConfig,
    ...s3?.servers.env,
  });
  const used = new Set<string>();
  const keep = options.keep ?? process.env.STACKGATE_CHAOS_KEEP === "1";
  return {
    root,
    cli: CLI_PATH,
    pg,
    http,
    s3,
    env: (tag) => ({ ...base, [TAG_VARIABLE]: tag }),
    uniqueName(name) {
      let candidate = name;
      for (let n = 2; used.has(candidate); n++) candidate = `${name}-${n}`;
      used.add(candidate);
      return candidate;
    },
    async dispose() {
      await reapLeftovers(root).catch(() => undefined);
      await http?.close();
      s3?.probe.close();
      await s3?.servers.stop();
      await pg?.stop();
      if (!keep) await rm(root, { recursive: true, force: true });
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Backends

export const CHAOS_BUCKET = "chaos";
export const CHAOS_LOCK_TABLE = "locks";

async function startChaosS3(): Promise<{ servers: S3Servers; probe: S3LockProbe }> {
  const servers = await startS3Servers();
  await servers.createBucket(CHAOS_BUCKET);
  await servers.createLockTable(CHAOS_LOCK_TABLE);
  return { servers, probe: createS3LockProbe(servers) };
}

/** The s3 state key of a stack. */
export function s3StateKey(name: string): string {
  return `${name}/terraform.tfstate`;
}

export interface Stack {
  backend: ChaosBackend;
  /** stackgate stack name (also the http state name, and the pg schema with `_`). */
  name: string;
  /** HCL `terraform { backend ... }` block ("" for local). */
  hcl: string;
  /** pg schema of the state. */
  schema?: string;
  /** Extra stackgate flags every command of this stack gets. */
  flags: string[];
}

export function stackFor(
  world: ChaosWorld,
  backend: ChaosBackend,
  name: string,
  journalDir?: string,
): Stack {
  switch (backend) {
    case "local":
      return { backend, name, hcl: "", flags: ["--stack", name] };
    case "pg": {
      if (world.pg === null) throw new Error("this world has no PostgreSQL");
      const schema = name.replace(/[^A-Za-z0-9_]/g, "_");
      const hcl = `terraform {
  backend "pg" {
    conn_str    = "${world.pg.url}"
    schema_name = "${schema}"
  }
}
`;
      return { backend, name, hcl, schema, flags: ["--stack", name] };
    }
    case "http": {
      if (world.http === null) throw new Error("this world has no lock server");
      const a = world.http.addresses(name);
      const hcl = `terraform {
  backend "http" {
    address        = "${a.address}"
    lock_address   = "${a.lock_address}"
    unlock_address = "${a.unlock_address}"
  }
}
`;
      const flags = ["--stack", name, ...(journalDir ? ["--journal-dir", journalDir] : [])];
      return { backend, name, hcl, flags };
    }
    case "s3-dynamodb":
    case "s3-lockfile": {
      if (world.s3 === null) throw new Error("this world has no S3/DynamoDB servers");
      const hcl = s3BackendHcl(world.s3.servers, {
        bucket: CHAOS_BUCKET,
        key: s3StateKey(name),
        lock: backend === "s3-dynamodb" ? "dynamodb" : "lockfile",
        table: CHAOS_LOCK_TABLE,
      });
      // A SIGKILL between Terraform's state write and its digest write leaves a digest
      // mismatch; the trials let recover repair it (the opt-in policy) so the run converges.
      return { backend, name, hcl, flags: ["--stack", name, "--state-digest", "repair"] };
    }
  }
}

export interface AdvisoryLock {
  pid: number;
  classid: string;
  objid: string;
  objsubid: string;
  granted: boolean;
}

export interface LockSnapshot {
  /** http: the server's holder. */
  httpHolder?: LockInfo | null;
  /** pg: every advisory lock in the cluster (the trials run one at a time). */
  pgAdvisory?: AdvisoryLock[];
  /** local: the content of `.terraform.tfstate.lock.info`, null when absent. */
  localLockInfo?: string | null;
  /** s3: the lock JSON of each lock record present (DynamoDB item, `.tflock` object). */
  s3Locks?: string[];
  error?: string;
}

export async function lockSnapshot(
  world: ChaosWorld,
  stack: Stack,
  dir: string,
): Promise<LockSnapshot> {
  try {
    switch (stack.backend) {
      case "http":
        return { httpHolder: world.http?.holder(stack.name) ?? null };
      case "pg":
        return { pgAdvisory: await advisoryLocks(world) };
      case "local": {
        const file = join(dir, ".terraform.tfstate.lock.info");
        return { localLockInfo: existsSync(file) ? readFileSync(file, "utf8") : null };
      }
      case "s3-dynamodb":
      case "s3-lockfile":
        return { s3Locks: await s3Locks(world, stack.name) };
    }
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** Both s3 lock records of a stack that exist (whatever the stack's lock kind). */
export async function s3Locks(world: ChaosWorld, name: string): Promise<string[]> {
  if (world.s3 === null) return [];
  const key = s3StateKey(name);
  const records = await Promise.all([
    world.s3.probe.dynamo(CHAOS_LOCK_TABLE, `${CHAOS_BUCKET}/${key}`),
    world.s3.probe.lockfile(CHAOS_BUCKET, `${key}.tflock`),
  ]);
  return records.filter((r): r is string => r !== null);
}

export async function advisoryLocks(world: ChaosWorld): Promise<AdvisoryLock[]> {
  if (world.pg === null) return [];
  return world.pg.queryJson<AdvisoryLock>(
    "SELECT pid, classid::text AS classid, objid::text AS objid, objsubid::text AS objsubid, granted " +
      "FROM pg_locks WHERE locktype = 'advisory' ORDER BY pid",
  );
}

/** A lock whose owner is gone: the http holder, or any granted advisory lock. */
function strandedLock(snapshot: LockSnapshot): string | null {
  if (snapshot.error !== undefined) return `lock state unreadable: ${snapshot.error}`;
  if (snapshot.httpHolder) return `lock server holder ${JSON.stringify(snapshot.httpHolder)}`;
  const granted = (snapshot.pgAdvisory ?? []).filter((l) => l.granted);
  if (granted.length > 0) return `PostgreSQL advisory locks ${JSON.stringify(granted)}`;
  if ((snapshot.s3Locks ?? []).length > 0) return `s3 locks ${JSON.stringify(snapshot.s3Locks)}`;
  return null;
}

// ---------------------------------------------------------------------------------------------
// Commands

export interface StepRecord {
  name: string;
  command: string;
  exitCode: number | null;
  signal: string | null;
  durationMs: number;
  stdout: string;
  stderr: string;
  /** stdout parsed as one JSON object, when it is one. */
  json: Record<string, unknown> | null;
  timedOut?: boolean;
}

function parseJsonObject(text: string): Record<string, unknown> | null {
  const trimmed = text.trim();
  if (!trimmed.startsWith("{")) return null;
  try {
    const value: unknown = JSON.parse(trimmed);
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

export interface RunOptions {
  cwd: string;
  tag: string;
  timeoutMs?: number;
}

/** Runs `node dist/cli.js ...args` to completion. Never throws. */
export async function stackgate(
  world: ChaosWorld,
  name: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  return runStep(world, name, process.execPath, [world.cli, ...args], options);
}

/** Runs terraform directly (no stackgate). Never throws. */
export async function terraform(
  world: ChaosWorld,
  name: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  return runStep(world, name, "terraform", args, options);
}

async function runStep(
  world: ChaosWorld,
  name: string,
  file: string,
  args: readonly string[],
  options: RunOptions,
): Promise<StepRecord> {
  const began = performance.now();
  const result = await execa(file, [...args], {
    cwd: options.cwd,
    env: world.env(options.tag),
    extendEnv: false,
    reject: false,
    stdin: "ignore",
    timeout: options.timeoutMs ?? 90_000,
  });
  const command = `${file === process.execPath ? "stackgate" : file} ${args
    .filter((a) => a !== world.cli)
    .join(" ")}`;
  return {
    name,
    command,
    exitCode: result.exitCode ?? null,
    signal: result.signal ?? null,
    durationMs: Math.round(performance.now() - began),
    stdout: result.stdout,
    stderr: result.stderr,
    json: parseJsonObject(result.stdout),
    ...(result.timedOut ? { timedOut: true } : {}),
  };
}

export interface SpawnedRun {
  readonly pid: number;
  readonly child: ChildProcess;
  /** performance.now() at spawn. */
  readonly startedAt: number;
  stdout(): string;
  stderr(): string;
  /** Called for every complete line of either stream. */
  onLine(listener: (line: string, stream: "stdout" | "stderr") => void): void;
  /** Resolves when the process has exited and its pipes are closed (or 3 s after exit). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
  /** The finished run as a step record. */
  record(name: string): Promise<StepRecord>;
}

/** Starts `node dist/cli.js ...args` DETACHED (its own process group), like a CI step. */
export function spawnStackgate(
  world: ChaosWorld,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  return spawnDetached(world, process.execPath, [world.cli, ...args], options);
}

/** Starts terraform directly, detached, outside stackgate. */
export function spawnTerraform(
  world: ChaosWorld,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  return spawnDetached(world, "terraform", args, options);
}

function spawnDetached(
  world: ChaosWorld,
  file: string,
  args: readonly string[],
  options: RunOptions,
): SpawnedRun {
  const startedAt = performance.now();
  const child = spawn(file, [...args], {
    cwd: options.cwd,
    env: world.env(options.tag),
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  if (child.pid === undefined) throw new Error(`could not start ${file}`);
  const pid = child.pid;
  const text = { stdout: "", stderr: "" };
  const partial = { stdout: "", stderr: "" };
  const listeners: ((line: string, stream: "stdout" | "stderr") => void)[] = [];
  for (const stream of ["stdout", "stderr"] as const) {
    child[stream]?.setEncoding("utf8");
    child[stream]?.on("data", (chunk: string) => {
      text[stream] += chunk;
      const lines = (partial[stream] + chunk).split("\n");
      partial[stream] = lines.pop() ?? "";
      for (const line of lines) for (const listener of listeners) listener(line, stream);
    });
  }
  const exitEvent = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) =>
      child.once("exit", (code, signal) => resolve({ code, signal, at: performance.now() })),
  );
  const closeEvent = new Promise<void>((resolve) => child.once("close", () => resolve()));
  const exited = exitEvent.then(async (exit) => {
    await Promise.race([closeEvent, sleep(3_000)]);
    return exit;
  });
  const command = `${file === process.execPath ? "stackgate" : file} ${args
    .filter((a) => a !== world.cli)
    .join(" ")}`;
  return {
    pid,
    child,
    startedAt,
    stdout: () => text.stdout,
    stderr: () => text.stderr,
    onLine: (listener) => void listeners.push(listener),
    exited,
    async record(name) {
      const exit = await exited;
      return {
        name,
        command,
        exitCode: exit.code,
        signal: exit.signal,
        durationMs: Math.round(exit.at - startedAt),
        stdout: text.stdout,
        stderr: text.stderr,
        json: parseJsonObject(text.stdout),
      };
    },
  };
}

/** `terraform state list`: the addresses, or null when it failed (step says why). */
export async function stateList(
  world: ChaosWorld,
  dir: string,
  tag: string,
): Promise<{ addresses: string[] | null; step: StepRecord }> {
  const step = await terraform(world, "terraform state list", ["state", "list"], {
    cwd: dir,
    tag,
  });
  if (step.exitCode !== 0) {
    if (/No state file was found/i.test(step.stderr + step.stdout)) return { addresses: [], step };
    return { addresses: null, step };
  }
  const addresses = step.stdout
    .split("\n")
    .map((l) => l.trim())
    .filter((l) => l !== "");
  return { addresses, step };
}

// ---------------------------------------------------------------------------------------------
// Journal

export interface JournalRead {
  file: string;
  exists: boolean;
  entries: Record<string, unknown>[];
  /** Lines that were not JSON objects (a truncated last line is tolerated by stackgate). */
  badLines: string[];
}

export function readJournalText(file: string, text: string | null): JournalRead {
  if (text === null) return { file, exists: false, entries: [], badLines: [] };
  const entries: Record<string, unknown>[] = [];
  const badLines: string[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const entry = parseJsonObject(line);
    if (entry === null) badLines.push(line);
    else entries.push(entry);
  }
  return { file, exists: true, entries, badLines };
}

export function journalFile(dir: string, stack: string): string {
  return join(dir, ".stackgate", "journal", `${stack}.ndjson`);
}

export function readJournal(file: string): JournalRead {
  return readJournalText(file, existsSync(file) ? readFileSync(file, "utf8") : null);
}

export function lastPhase(entries: readonly Record<string, unknown>[]): string | null {
  const phases = entries.filter((e) => e.type === "phase");
  const last = phases[phases.length - 1];
  return typeof last?.phase === "string" ? last.phase : null;
}

export function journalAddresses(entries: readonly Record<string, unknown>[]): Set<string> {
  return new Set(
    entries
      .filter((e) => e.type === "resource" && typeof e.address === "string")
      .map((e) => e.address as string),
  );
}

/** Entries of the pg durable copy for a stack (null + error when unreadable). */
async function pgJournalEntries(
  world: ChaosWorld,
  stack: string,
): Promise<{ entries: Record<string, unknown>[] | null; error?: string }> {
  if (world.pg === null) return { entries: null, error: "no PostgreSQL" };
  try {
    const rows = await world.pg.queryJson<{ entry: Record<string, unknown> }>(
      `SELECT entry FROM stackgate.journal WHERE stack = '${stack.replace(/'/g, "''")}' ORDER BY seq`,
    );
    return { entries: rows.map((r) => r.entry) };
  } catch (error) {
    return { entries: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Entries of every `*.ndjson` under a `--journal-dir`. */
async function dirJournalEntries(dir: string): Promise<Record<string, unknown>[]> {
  const entries: Record<string, unknown>[] = [];
  const walk = async (at: string): Promise<void> => {
    for (const item of await readdir(at, { withFileTypes: true }).catch(() => [])) {
      const path = join(at, item.name);
      if (item.isDirectory()) await walk(path);
      else if (item.name.endsWith(".ndjson")) {
        entries.push(...readJournalText(path, await readFile(path, "utf8")).entries);
      }
    }
  };
  await walk(dir);
  return entries;
}

// ---------------------------------------------------------------------------------------------
// Recover's report

export interface Orphan {
  address: string;
  id: string | null;
  certain: boolean;
  importCommand: string;
}

function orphansOf(json: Record<string, unknown> | null): Orphan[] | null {
  const list = json?.orphans;
  if (!Array.isArray(list)) return null;
  return list.map((o: unknown) => {
    const r = (typeof o === "object" && o !== null ? o : {}) as Record<string, unknown>;
    return {
      address: typeof r.address === "string" ? r.address : "",
      id: typeof r.id === "string" ? r.id : null,
      certain: r.certain === true,
      importCommand: typeof r.importCommand === "string" ? r.importCommand : "",
    };
  });
}

function lockKind(json: Record<string, unknown> | null, ...path: string[]): unknown {
  let at: unknown = json;
  for (const key of path) {
    at = typeof at === "object" && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  }
  return typeof at === "object" && at !== null ? (at as Record<string, unknown>).kind : undefined;
}

// ---------------------------------------------------------------------------------------------
// A trial

export interface TrialReport {
  spec: TrialSpec;
  stack: string;
  dir: string;
  violations: string[];
  /** Things worth knowing that are not violations (Terraform's behaviour, timings). */
  notes: string[];
  steps: StepRecord[];
  /** Milliseconds since the spawn. */
  timeline: {
    anchorAt: number | null;
    /** The apply's first resource operation (progress line or provisioner process). */
    applyAt: number | null;
    signalAt: number | null;
    exitAt: number | null;
  };
  /** Where the signal caught the run. */
  reached: "pre-apply" | "mid-apply" | "finished" | null;
  exit: { code: number | null; signal: string | null } | null;
  markersBefore: string[];
  markers: string[];
  stateBefore: string[];
  stateAfterRecover: string[] | null;
  stateAfterUp: string[] | null;
  orphans: Orphan[] | null;
  /** Orphans recover imported (an `import` action with ok = true names them). */
  importedByRecover: string[];
  leftovers: ProcInfo[];
  /** What SIGKILL-group killed. */
  killed: ProcInfo[];
  lockAfterExit: LockSnapshot | null;
  journalLastPhase: string | null;
  durationMs: number;
}

const ADDRESS = (i: number, group = "item"): string => `terraform_data.${group}[${i}]`;

/** Marker files `item-<i>` / `late-<i>` as the addresses of the resources that made them. */
function markerAddresses(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^(item|late)-(\d+)$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => (a[1] ?? "").localeCompare(b[1] ?? "") || Number(a[2]) - Number(b[2]))
    .map((m) => ADDRESS(Number(m[2]), m[1]));
}

/** `count` resources `terraform_data.late` that sleep and touch `late-<i>`. */
function lateHcl(count: number, sleepSeconds: number, markerDir: string): string {
  if (count === 0) return "";
  return `
resource "terraform_data" "late" {
  count = ${count}
  input = count.index
  provisioner "local-exec" {
    command = "sleep ${sleepSeconds} && touch ${markerDir}/late-\${count.index}"
  }
}
`;
}

function fillSpec(options: TrialOptions, fallbackIndex: number): TrialSpec {
  const shape = trialShape(options.seed);
  return {
    index: options.index ?? fallbackIndex,
    seed: options.seed,
    backend: options.backend,
    signal: options.signal,
    killAfterMs: options.killAfterMs,
    anchor: options.anchor ?? shape.anchor,
    count: options.count ?? 4,
    sleepSeconds: options.sleepSeconds ?? shape.sleepSeconds,
    late: options.late ?? 2,
    lateSleepSeconds: options.lateSleepSeconds ?? shape.lateSleepSeconds,
    prior: options.prior ?? shape.prior,
    revisePrior: options.revisePrior ?? shape.revisePrior,
  };
}

let trialCounter = 0;
/** Matches the apply's first resource operation in stackgate's progress (stderr). */
const APPLY_LINE = /: (Creating|Modifying|Destroying)\.\.\./;

export async function runTrial(world: ChaosWorld, options: TrialOptions): Promise<TrialReport> {
  const spec = fillSpec(options, 1000 + trialCounter++);
  const began = performance.now();
  const name = world.uniqueName(`chaos-${spec.index}`);
  const trialDir = join(world.root, name);
  const dir = join(trialDir, "project");
  const markerDir = join(trialDir, "markers");
  const durableDir = join(trialDir, "durable-journal");
  await mkdir(dir, { recursive: true });
  await mkdir(markerDir, { recursive: true });
  const stack = stackFor(
    world,
    spec.backend,
    name,
    spec.backend === "http" ? durableDir : undefined,
  );
  const tag = `${world.root}/${name}`;
  const report: TrialReport = {
    spec,
    stack: name,
    dir,
    violations: [],
    notes: [],
    steps: [],
    timeline: { anchorAt: null, applyAt: null, signalAt: null, exitAt: null },
    reached: null,
    exit: null,
    markersBefore: [],
    markers: [],
    stateBefore: [],
    stateAfterRecover: null,
    stateAfterUp: null,
    orphans: null,
    importedByRecover: [],
    leftovers: [],
    killed: [],
    lockAfterExit: null,
    journalLastPhase: null,
    durationMs: 0,
  };
  const violate = (text: string): void => void report.violations.push(text);
  const note = (text: string): void => void report.notes.push(text);
  const cli = async (step: string, args: string[]): Promise<StepRecord> => {
    const record = await stackgate(world, step, [...args, "-C", dir, ...stack.flags], {
      cwd: dir,
      tag: `${tag}:${step}`,
    });
    report.steps.push(record);
    await checkNoEngineLeft(`${tag}:${step}`, step);
    return record;
  };
  const checkNoEngineLeft = async (stepTag: string, step: string): Promise<void> => {
    const left = await reapLeftovers(stepTag);
    const engines = left.filter((p) => p.comm === "terraform");
    if (engines.length > 0) {
      violate(
        `(e) \`${step}\` exited while Terraform was still running: ${engines.map(describeProc).join("; ")}`,
      );
    }
  };
  const hcl = (count: number, sleepSeconds: number, revision: string, late = 0): string =>
    dataProjectHcl({
      count,
      sleepSeconds,
      markerDir,
      revision,
      extra: stack.hcl + lateHcl(late, spec.lateSleepSeconds, markerDir),
    });

  try {
    // ---- state before the trial: a few resources applied directly with terraform
    if (spec.prior > 0) {
      await writeFile(join(dir, "main.tf"), hcl(spec.prior, 0, "r1"));
      for (const args of [
        ["init", "-input=false", "-no-color"],
        ["apply", "-auto-approve", "-input=false", "-no-color"],
      ]) {
        const step = await terraform(world, `setup: terraform ${args[0]}`, args, {
          cwd: dir,
          tag: `${tag}:setup`,
        });
        report.steps.push(step);
        if (step.exitCode !== 0) throw new Error(`setup failed: terraform ${args.join(" ")}`);
      }
      const before = await stateList(world, dir, `${tag}:setup`);
      if (before.addresses === null) {
        report.steps.push(before.step);
        throw new Error("setup failed: terraform state list");
      }
      report.stateBefore = before.addresses;
    }
    report.markersBefore = markerAddresses(markerDir);
    await writeFile(
      join(dir, "main.tf"),
      hcl(spec.prior + spec.count, spec.sleepSeconds, spec.revisePrior ? "r2" : "r1", spec.late),
    );

    // ---- the interrupted up
    await interruptUp(world, spec, report, dir, stack, tag);

    // ---- what the interrupted run left behind, before anyone repairs it
    report.lockAfterExit = await lockSnapshot(world, stack, dir);
    const graceful = spec.signal !== "SIGKILL-group";
    const interrupted = report.timeline.signalAt !== null && report.exit?.code !== 0;
    if (graceful && interrupted) {
      const stranded = strandedLock(report.lockAfterExit);
      if (stranded !== null) {
        violate(`(g) the graceful stop (${spec.signal}) left a lock behind: ${stranded}`);
      }
    }
    report.markers = markerAddresses(markerDir);
    const created = report.markers.filter((m) => !report.markersBefore.includes(m));
    await checkJournals(
      world,
      spec,
      report,
      dir,
      stack,
      durableDir,
      created,
      graceful && interrupted,
    );

    // ---- recover
    const zombies = report.killed.filter((p) => readProc(p.pid)?.state === "Z");
    if (zombies.length > 0) {
      note(
        `dead but not yet reaped (zombies) when recover started: ${zombies.map(describeProc).join("; ")}`,
      );
    }
    const recover = await cli("recover", ["recover", "--json"]);
    checkRecover(report, recover);

    // ---- (a) no lock whose owner is dead
    const status = await cli("status", ["status", "--json"]);
    const statusLock = lockKind(status.json, "lock");
    // Only the lock: status' exit code also reflects pending repair (orphans to import).
    if (statusLock !== "free") {
      violate(
        `(a) after recover, \`status --json\` reports lock ${JSON.stringify(status.json?.lock ?? null)} (exit ${status.exitCode}), expected free`,
      );
    }
    const afterRecover = await lockSnapshot(world, stack, dir);
    const stranded = strandedLock(afterRecover);
    if (stranded !== null) violate(`(a) after recover a lock remains: ${stranded}`);

    // ---- (b) markers vs state + orphans, (c) nothing lost
    const listed = await stateList(world, dir, `${tag}:state`);
    if (listed.addresses === null) {
      report.steps.push(listed.step);
      violate("(b) `terraform state list` failed after recover");
    }
    report.stateAfterRecover = listed.addresses;
    checkReality(report, listed.addresses);

    // ---- (d) the next up converges
    const next = await cli("next up", ["up", "--yes", "--json"]);
    const converged = next.json?.outcome === "applied" || next.json?.outcome === "no-changes";
    if (next.exitCode !== 0 || !converged) {
      violate(
        `(d) the next \`up --yes --json\` exited ${next.exitCode} with outcome ${JSON.stringify(next.json?.outcome ?? null)}, expected 0 / "applied" or "no-changes"`,
      );
    }
    const preview = await cli("preview", ["preview", "--json", "--detailed-exitcode"]);
    const summary = preview.json?.summary;
    const pending =
      typeof summary === "object" && summary !== null
        ? Object.entries(summary as Record<string, unknown>).filter(
            ([key, value]) => key !== "outputs" && typeof value === "number" && value > 0,
          )
        : [];
    if (preview.exitCode !== 0 || pending.length > 0) {
      violate(
        `(d) \`preview --detailed-exitcode\` after the next up exited ${preview.exitCode} with changes ${JSON.stringify(summary ?? null)}, expected 0 and none`,
      );
    }
    const finalState = await stateList(world, dir, `${tag}:state`);
    report.stateAfterUp = finalState.addresses;
    const expected = [
      ...Array.from({ length: spec.prior + spec.count }, (_, i) => ADDRESS(i)),
      ...Array.from({ length: spec.late }, (_, i) => ADDRESS(i, "late")),
    ];
    const missing = expected.filter((a) => !(finalState.addresses ?? []).includes(a));
    if (missing.length > 0) {
      violate(`(d) after the next up, state lacks ${missing.join(", ")}`);
    }
    const lost = report.stateBefore.filter((a) => !(finalState.addresses ?? []).includes(a));
    if (lost.length > 0) violate(`(c) after the next up, state lost ${lost.join(", ")}`);
    const finalLock = strandedLock(await lockSnapshot(world, stack, dir));
    if (finalLock !== null)
      violate(`(a) after the next up and preview a lock remains: ${finalLock}`);
  } catch (error) {
    violate(`harness: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  } finally {
    const late = await reapLeftovers(tag);
    if (late.length > 0) note(`killed at the end: ${late.map(describeProc).join("; ")}`);
    report.durationMs = Math.round(performance.now() - began);
  }
  return report;
}

/** Spawns `up`, sends the signal at the chosen moment, waits, kills what is left. */
async function interruptUp(
  world: ChaosWorld,
  spec: TrialSpec,
  report: TrialReport,
  dir: string,
  stack: Stack,
  tag: string,
): Promise<void> {
  const run = spawnStackgate(world, ["up", "--yes", "--json", "-C", dir, ...stack.flags], {
    cwd: dir,
    tag,
  });
  const since = (): number => Math.round(performance.now() - run.startedAt);
  let finished = false;
  let timer: NodeJS.Timeout | undefined;
  let poll: NodeJS.Timeout | undefined;
  const fire = (): void => {
    if (finished || report.timeline.signalAt !== null) return;
    report.timeline.signalAt = since();
    if (spec.signal === "SIGKILL-group") {
      report.killed = freezeAndKill(tag, [run.pid]);
    } else {
      trySignal(run.pid, spec.signal);
    }
  };
  const applyStarted = (): void => {
    if (report.timeline.applyAt !== null) return;
    report.timeline.applyAt = since();
    clearInterval(poll);
    if (spec.anchor === "apply") {
      report.timeline.anchorAt = report.timeline.applyAt;
      timer = setTimeout(fire, spec.killAfterMs);
    }
  };
  run.onLine((line, stream) => {
    if (stream === "stderr" && APPLY_LINE.test(line)) applyStarted();
  });
  if (spec.anchor === "spawn") {
    report.timeline.anchorAt = 0;
    timer = setTimeout(fire, spec.killAfterMs);
  } else {
    // Independent of stackgate's output format: a provisioner process of this trial.
    poll = setInterval(() => {
      if (trialProcesses(tag).some((p) => p.comm === "sleep")) applyStarted();
    }, 25);
  }
  const hardStop = setTimeout(() => {
    report.violations.push("(e) the interrupted `up` did not exit within 60 s: killed");
    freezeAndKill(tag, [run.pid]);
  }, 60_000);
  const exit = await run.exited;
  finished = true;
  clearTimeout(timer);
  clearInterval(poll);
  clearTimeout(hardStop);
  report.timeline.exitAt = Math.round(exit.at - run.startedAt);
  report.exit = { code: exit.code, signal: exit.signal };
  report.steps.push(await run.record("interrupted up"));

  // Whatever of the trial still runs: Terraform left behind (a violation), orphan sleeps.
  const leftovers = trialProcesses(tag);
  report.leftovers = leftovers;
  if (leftovers.length > 0) {
    const engines = leftovers.filter((p) => p.comm === "terraform");
    if (engines.length > 0 && spec.signal !== "SIGKILL-group") {
      report.violations.push(
        `(e) stackgate exited while Terraform was still running: ${engines.map(describeProc).join("; ")}`,
      );
    }
    const killed = freezeAndKill(tag);
    const stuck = await waitGone(killed.map((p) => p.pid));
    if (stuck.length > 0)
      report.violations.push(`harness: could not kill pids ${stuck.join(", ")}`);
    report.notes.push(
      `left running after the interrupted up: ${leftovers.map(describeProc).join("; ")}`,
    );
  }
  const t = report.timeline;
  const json = report.steps.find((s) => s.name === "interrupted up")?.json ?? null;
  report.reached =
    t.signalAt === null || (exit.code === 0 && json?.outcome === "applied")
      ? "finished"
      : t.applyAt === null || t.signalAt < t.applyAt
        ? "pre-apply"
        : "mid-apply";
  checkExit(spec, report, dir, stack);
}

function checkExit(spec: TrialSpec, report: TrialReport, dir: string, stack: Stack): void {
  const violate = (text: string): void => void report.violations.push(text);
  const exit = report.exit;
  if (exit === null) return;
  const json = report.steps.find((s) => s.name === "interrupted up")?.json ?? null;
  const applied = json?.outcome === "applied" && json.exitCode === 0;
  const got = exit.signal !== null ? `died of ${exit.signal}` : `exited ${exit.code}`;
  if (json !== null && exit.code !== null && json.exitCode !== exit.code) {
    violate(
      `(e) \`up --json\` printed exitCode ${JSON.stringify(json.exitCode)} (outcome ${JSON.stringify(json.outcome)}) but exited ${exit.code}`,
    );
  }
  if (report.timeline.signalAt === null) {
    if (exit.code !== 0 || !applied) {
      violate(
        `(e) \`up\` finished before the signal was due but ${got} (outcome ${JSON.stringify(json?.outcome ?? null)}), expected 0 / "applied"`,
      );
    }
    return;
  }
  if (spec.signal === "SIGKILL-group") {
    if (exit.signal !== "SIGKILL" && !(exit.code === 0 && applied)) {
      violate(`(e) after SIGKILL-group \`up\` ${got}, expected death by SIGKILL`);
    }
    return;
  }
  const expected = INTERRUPT_EXIT_CODES[spec.signal];
  if (exit.code === expected) return;
  if (exit.code === 0 && applied) {
    report.notes.push(`the apply finished before ${spec.signal} was acted on: exit 0`);
    return;
  }
  // The signal landed after stackgate had printed its result and dropped its handlers.
  if (exit.signal === spec.signal && applied) {
    report.notes.push(`${spec.signal} arrived after the result was printed: died of it`);
    return;
  }
  // The signal landed before stackgate had installed its trap (node start-up): nothing was
  // started, and to a shell death by signal N is exit 128+N anyway.
  if (exit.signal === spec.signal && !existsSync(journalFile(dir, stack.name))) {
    report.notes.push(
      `${spec.signal} arrived before stackgate had started anything (no journal): died of it`,
    );
    return;
  }
  violate(
    `(e) after ${spec.signal} \`up\` ${got}, expected exit ${expected} (or 0 when it had finished)`,
  );
}

async function checkJournals(
  world: ChaosWorld,
  spec: TrialSpec,
  report: TrialReport,
  dir: string,
  stack: Stack,
  durableDir: string,
  created: readonly string[],
  gracefullyInterrupted: boolean,
): Promise<void> {
  const violate = (text: string): void => void report.violations.push(text);
  const local = readJournal(journalFile(dir, stack.name));
  report.journalLastPhase = lastPhase(local.entries);
  const t = report.timeline;
  const applied = t.applyAt !== null && (t.signalAt === null || t.signalAt >= t.applyAt);
  if (!local.exists) {
    // Interrupted before its first side effect (node start-up, settings): nothing to journal.
    if (applied || created.length > 0) {
      violate(`(j) no journal at ${local.file} after the interrupted up`);
    }
  } else {
    const missing = created.filter((a) => !journalAddresses(local.entries).has(a));
    if (missing.length > 0) {
      violate(
        `(j) the local journal never mentions ${missing.join(", ")}, which reality shows created`,
      );
    }
    const result = report.steps.find((s) => s.name === "interrupted up")?.json ?? null;
    if (result?.outcome === "applied") {
      if (report.journalLastPhase !== "done") {
        violate(
          `(j) \`up\` reported outcome "applied" but the journal's last phase is ${JSON.stringify(report.journalLastPhase)}, expected "done"`,
        );
      }
    } else if (
      gracefullyInterrupted &&
      report.exit?.code !== 0 &&
      report.exit?.signal === null &&
      report.journalLastPhase !== "interrupted"
    ) {
      violate(
        `(j) after a graceful ${spec.signal} the journal's last phase is ${JSON.stringify(report.journalLastPhase)}, expected "interrupted"`,
      );
    }
  }
  if (!local.exists) return;
  if (spec.backend === "pg") {
    const durable = await pgJournalEntries(world, stack.name);
    if (durable.entries === null) {
      violate(
        `(j) the pg journal copy (table stackgate.journal) is unreadable: ${durable.error ?? ""}`,
      );
    } else {
      const missing = created.filter((a) => !journalAddresses(durable.entries ?? []).has(a));
      if (created.length > 0 && missing.length > 0) {
        violate(
          `(j) the pg journal copy never mentions ${missing.join(", ")}, which reality shows created`,
        );
      }
    }
  }
  if (spec.backend === "http") {
    const entries = await dirJournalEntries(durableDir);
    const missing = created.filter((a) => !journalAddresses(entries).has(a));
    if (created.length > 0 && missing.length > 0) {
      violate(
        `(j) the --journal-dir copy never mentions ${missing.join(", ")}, which reality shows created`,
      );
    }
  }
}

function checkRecover(report: TrialReport, recover: StepRecord): void {
  const violate = (text: string): void => void report.violations.push(text);
  const json = recover.json;
  if (json === null) {
    violate(`(r) \`recover --json\` exited ${recover.exitCode} without a JSON object on stdout`);
    return;
  }
  if (json.command !== "recover")
    violate(`(r) recover's JSON has command ${JSON.stringify(json.command)}`);
  if (json.exitCode !== recover.exitCode) {
    violate(
      `(r) recover's JSON says exitCode ${JSON.stringify(json.exitCode)} but it exited ${recover.exitCode}`,
    );
  }
  // 0 clean/recovered; 1 with "needs-attention" is allowed (orphans to import: what that
  // leaves behind is judged by (a), (b) and (d)); 4 would claim a live owner that cannot exist.
  if (recover.exitCode === 4) {
    violate("(r) recover exited 4 (live owner) although every process of the trial is dead");
  } else if (
    json.outcome === "failed" ||
    !(recover.exitCode === 0 || (recover.exitCode === 1 && json.outcome === "needs-attention"))
  ) {
    violate(
      `(r) recover exited ${recover.exitCode} with outcome ${JSON.stringify(json.outcome)}, expected 0 (or 1 with "needs-attention")`,
    );
  }
  const after = lockKind(json, "lock", "after");
  if (after !== "free")
    violate(`(a) recover reports lock.after ${JSON.stringify(after)}, expected "free"`);
  const orphans = orphansOf(json);
  if (orphans === null) violate("(r) recover's JSON has no `orphans` list");
  report.orphans = orphans;
  // Orphans recover imported itself (policy) are reported as orphans and are in state after.
  const actions = Array.isArray(json.actions) ? (json.actions as unknown[]) : [];
  report.importedByRecover = (orphans ?? [])
    .map((o) => o.address)
    .filter((address) =>
      actions.some((a) => {
        const r = (typeof a === "object" && a !== null ? a : {}) as Record<string, unknown>;
        return (
          r.kind === "import" &&
          r.ok === true &&
          typeof r.detail === "string" &&
          r.detail.includes(address)
        );
      }),
    );
}

function checkReality(report: TrialReport, state: string[] | null): void {
  const violate = (text: string): void => void report.violations.push(text);
  const inState = new Set(state ?? []);
  const orphans = report.orphans ?? [];
  const lost = report.stateBefore.filter((a) => !inState.has(a));
  if (state !== null && lost.length > 0) {
    violate(`(c) state lost ${lost.join(", ")} (in state before the trial, gone after recover)`);
  }
  for (const address of report.markers) {
    if (inState.has(address)) continue;
    const orphan = orphans.find((o) => o.address === address);
    if (orphan === undefined) {
      violate(
        `(b) ${address} exists in reality (marker) but is neither in state nor among recover's orphans`,
      );
    } else if (
      !/\bimport\b/.test(orphan.importCommand) ||
      !orphan.importCommand.includes(address)
    ) {
      violate(
        `(b) orphan ${address} has import command ${JSON.stringify(orphan.importCommand)}, expected \`terraform import '${address}' ID\``,
      );
    } else if (orphan.id !== null && !orphan.importCommand.includes(orphan.id)) {
      violate(
        `(b) orphan ${address}'s import command ${JSON.stringify(orphan.importCommand)} lacks its id ${orphan.id}`,
      );
    }
  }
  for (const orphan of orphans) {
    if (
      state !== null &&
      inState.has(orphan.address) &&
      !report.importedByRecover.includes(orphan.address)
    ) {
      violate(`(r) recover lists ${orphan.address} as an orphan, but it is in state`);
    }
    if (orphan.certain && orphan.id === null) {
      violate(`(r) orphan ${orphan.address} is "certain" but has no id`);
    }
    if (orphan.certain && !report.markers.includes(orphan.address)) {
      violate(
        `(r) orphan ${orphan.address} is "certain" (creation complete) but reality has no marker for it`,
      );
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Reporting

function tail(text: string, max = 3_000): string {
  const trimmed = text.trimEnd();
  return trimmed.length > max ? `…${trimmed.slice(-max)}` : trimmed;
}

export function formatStep(step: StepRecord): string {
  const ended = step.signal !== null ? `died of ${step.signal}` : `exit ${step.exitCode}`;
  return [
    `--- ${step.name}: \`${step.command}\` → ${ended} in ${step.durationMs} ms${step.timedOut ? " (TIMED OUT)" : ""}`,
    `stdout: ${tail(step.stdout) || "(empty)"}`,
    `stderr: ${tail(step.stderr) || "(empty)"}`,
  ].join("\n");
}

export function describeTrial(spec: TrialSpec): string {
  return (
    `#${spec.index} ${spec.backend} ${spec.signal} ${spec.killAfterMs} ms after ${spec.anchor} ` +
    `(seed 0x${spec.seed.toString(16)}, ${spec.count}+${spec.late} new + ${spec.prior} prior${spec.revisePrior ? " revised" : ""}, ` +
    `sleep ${spec.sleepSeconds}/${spec.lateSleepSeconds} s)`
  );
}

/** One line per trial: where the signal landed and what recover found. */
export function summarizeTrial(report: TrialReport): string {
  const t = report.timeline;
  const exit = report.exit;
  const ended = exit === null ? "?" : exit.signal !== null ? exit.signal : String(exit.code);
  const orphans = report.orphans ?? [];
  const certain = orphans.filter((o) => o.certain).length;
  return (
    `#${String(report.spec.index).padEnd(3)} ${report.spec.backend.padEnd(5)} ${report.spec.signal.padEnd(13)} ` +
    `${(report.reached ?? "?").padEnd(9)} apply@${t.applyAt ?? "-"} signal@${t.signalAt ?? "-"} exit@${t.exitAt ?? "-"}=${ended} ` +
    `markers ${report.markers.length - report.markersBefore.length}/${report.spec.count + report.spec.late} ` +
    `orphans ${orphans.length} (${certain} certain) ${report.durationMs} ms` +
    (report.violations.length > 0 ? ` ✗ ${report.violations.length}` : "")
  );
}

export function formatTrialReport(report: TrialReport, masterSeed?: number): string {
  const t = report.timeline;
  const exit = report.exit;
  const lines = [
    `chaos trial ${describeTrial(report.spec)}`,
    masterSeed === undefined
      ? `rerun: runTrial(world, ${JSON.stringify(report.spec)})`
      : `rerun: STACKGATE_CHAOS_SEED=${masterSeed} STACKGATE_CHAOS_ONLY=${report.spec.index} npx vitest run test/e2e/chaos.test.ts`,
    `workdir ${report.dir} (stack ${report.stack}); STACKGATE_CHAOS_KEEP=1 keeps it`,
    `timeline: anchor ${t.anchorAt ?? "never"} ms, apply ${t.applyAt ?? "never"} ms, signal ${t.signalAt ?? "not sent"} ms, exit ${t.exitAt ?? "?"} ms → ${exit === null ? "?" : exit.signal !== null ? `died of ${exit.signal}` : `exit ${exit.code}`}; trial took ${report.durationMs} ms`,
    `violations (${report.violations.length}):`,
    ...report.violations.map((v) => `  - ${v}`),
    `markers before: [${report.markersBefore.join(", ")}]  after the interrupted up: [${report.markers.join(", ")}]`,
    `state before: [${report.stateBefore.join(", ")}]  after recover: ${report.stateAfterRecover === null ? "unknown" : `[${report.stateAfterRecover.join(", ")}]`}  after the next up: ${report.stateAfterUp === null ? "unknown" : `[${report.stateAfterUp.join(", ")}]`}`,
    `orphans: ${JSON.stringify(report.orphans)}`,
    `lock right after the interrupted up: ${JSON.stringify(report.lockAfterExit)}`,
    `journal last phase: ${JSON.stringify(report.journalLastPhase)}`,
    `SIGKILL-group killed: ${report.killed.length === 0 ? "nothing" : report.killed.map(describeProc).join("; ")}`,
    ...report.notes.map((n) => `note: ${n}`),
    ...report.steps.map(formatStep),
  ];
  return lines.join("\n");
}
