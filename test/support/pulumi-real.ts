/**
 * Projects for the REAL Pulumi CLI (built from its Go modules by scripts/engines.mjs, found with
 * test/support/engines.ts), with the test tree's own provider (test/support/pulumi-provider):
 * every resource is a `stackgatetest:index:File`, a file under the project's `cloud/` directory
 * whose create waits `delaySeconds`. Those files are the ground truth ("the cloud") the tests
 * compare Pulumi's state against.
 *
 * Everything runs offline: a private PULUMI_HOME per test file with the provider installed from
 * its binary (`pulumi plugin install … --file`), no update check, no plugin download, an empty
 * passphrase, a DIY backend (file://, or s3:// on the S3 stand-in).
 *
 * stackgate is pointed at a small wrapper (`pulumi-logged`) that appends `{"pid":<its pid>,
 * "argv":[…]}` to `.pulumi-real/commands.ndjson` and then `exec`s the real CLI (same pid, same
 * process group): the tests read which commands ran and the engine's pid from it, as they do from
 * the emulator's log.
 */
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { expect } from "vitest";
import { TAG_VARIABLE, trialProcesses, waitFor } from "./chaos/procs.js";
import { runCliJson } from "./cli.js";
import { CLI_ENTRY } from "./dist.js";
import { engineDir } from "./engines.js";
import { localJournalFile, readJournalLines } from "./journal-file.js";

/** The provider's plugin version (`Version` in test/support/pulumi-provider/main.go). */
export const PROVIDER_VERSION = "0.1.0";
export const RESOURCE_TYPE = "stackgatetest:index:File";

export interface RealPulumi {
  /** The real CLI. */
  binary: string;
  /** The private PULUMI_HOME (the provider installed in its plugin cache). */
  home: string;
  /** The environment every pulumi and stackgate process of the tests gets. */
  env: Record<string, string>;
}

const made: string[] = [];

/** Removes every directory made so far (call from afterAll). */
export function removeRealProjects(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
}

function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  made.push(dir);
  return dir;
}

/** A private PULUMI_HOME with the stackgatetest provider installed, and the offline environment. */
export async function setUpRealPulumi(extraEnv: Record<string, string> = {}): Promise<RealPulumi> {
  const binary = path.join(engineDir("pulumi"), "pulumi");
  const home = tempDir("stackgate-pulumi-home-");
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? os.tmpdir(),
    PULUMI_HOME: home,
    PULUMI_SKIP_UPDATE_CHECK: "true",
    PULUMI_DISABLE_AUTOMATIC_PLUGIN_ACQUISITION: "true",
    PULUMI_DISABLE_REGISTRY_RESOLVE: "true",
    PULUMI_CONFIG_PASSPHRASE: "",
    PULUMI_DIY_BACKEND_NO_LEGACY_WARNING: "1",
    ...extraEnv,
  };
  const provider = path.join(engineDir("pulumi-provider"), "pulumi-resource-stackgatetest");
  const install = await execa(
    binary,
    ["plugin", "install", "resource", "stackgatetest", PROVIDER_VERSION, "--file", provider],
    { env, extendEnv: false, reject: false },
  );
  if (install.exitCode !== 0) {
    throw new Error(`pulumi plugin install --file ${provider} failed: ${install.stderr}`);
  }
  return { binary, home, env };
}

export interface RealProject {
  dir: string;
  /** `organization/<project>/dev`. */
  stack: string;
  /** The backend URL. */
  backend: string;
  /** The file:// backend's directory (null on other backends). */
  state: string | null;
  /** Where the provider's files ("the cloud") are. */
  cloud: string;
  /** The logging wrapper stackgate runs as its engine binary. */
  engine: string;
  pulumi: RealPulumi;
}

export interface ProgramOptions {
  /** How many File resources (r0 … rN-1). */
  resources: number;
  /** Each create's wait in seconds. */
  delaySeconds: number;
  /** Each resource depends on the one before: creates run one after another. */
  chain?: boolean;
  /** The content every file gets (change it to make an update). */
  content?: string;
  /** Creates wait out their delay although Pulumi cancels them (a cloud call mid-create). */
  ignoreCancel?: boolean;
  /** Each create stays in flight this long after its file exists (a kill then leaves an orphan). */
  settleMillis?: number;
}

/** The YAML program of the project (written to Pulumi.yaml with the backend). */
export function programYaml(
  name: string,
  backend: string,
  cloud: string,
  o: ProgramOptions,
): string {
  const lines = [`name: ${name}`, "runtime: yaml", "backend:", `  url: ${backend}`, "resources:"];
  for (let i = 0; i < o.resources; i++) {
    lines.push(
      `  r${i}:`,
      `    type: ${RESOURCE_TYPE}`,
      "    properties:",
      `      path: ${JSON.stringify(path.join(cloud, `r${i}`))}`,
      `      content: ${JSON.stringify(o.content ?? "v1")}`,
      `      delaySeconds: ${o.delaySeconds}`,
      ...(o.ignoreCancel === true ? ["      ignoreCancel: true"] : []),
      ...(o.settleMillis !== undefined ? [`      settleMillis: ${o.settleMillis}`] : []),
    );
    if (o.chain === true && i > 0) lines.push("    options:", `      dependsOn: ["\${r${i - 1}}"]`);
  }
  return `${lines.join("\n")}\n`;
}

/** A project on a DIY backend (file:// in its own directory unless `backend` is given), stack made. */
export async function realProject(
  pulumi: RealPulumi,
  program: ProgramOptions,
  options: { name?: string; backend?: string; init?: boolean } = {},
): Promise<RealProject> {
  const name = options.name ?? "sample";
  const dir = tempDir("stackgate-real-pulumi-");
  const state = options.backend === undefined ? path.join(dir, "state") : null;
  if (state !== null) mkdirSync(state);
  const backend = options.backend ?? `file://${state}`;
  const cloud = path.join(dir, "cloud");
  mkdirSync(cloud);
  writeFileSync(path.join(dir, "Pulumi.yaml"), programYaml(name, backend, cloud, program));
  const log = path.join(dir, ".pulumi-real");
  mkdirSync(log);
  const engine = path.join(log, "pulumi-logged");
  const commandLog = path.join(log, "commands.ndjson");
  writeFileSync(
    engine,
    [
      "#!/bin/sh",
      `line='{"pid":'$$',"argv":['; sep=''`,
      `for a in "$@"; do e=$(printf '%s' "$a" | sed -e 's/\\\\/\\\\\\\\/g' -e 's/"/\\\\"/g'); line="$line$sep\\"$e\\""; sep=','; done`,
      `printf '%s]}\\n' "$line" >> '${commandLog}'`,
      `exec '${pulumi.binary}' "$@"`,
      "",
    ].join("\n"),
  );
  chmodSync(engine, 0o755);
  const p: RealProject = {
    dir,
    stack: `organization/${name}/dev`,
    backend,
    state,
    cloud,
    engine,
    pulumi,
  };
  if (options.init !== false) {
    const init = await runPulumi(p, ["stack", "init", p.stack]);
    if (init.exitCode !== 0) throw new Error(`pulumi stack init failed: ${init.stderr}`);
  }
  return p;
}

/** Rewrites the program (e.g. a new content: an update the approved preview did not have). */
export function rewriteProgram(p: RealProject, program: ProgramOptions): void {
  writeFileSync(
    path.join(p.dir, "Pulumi.yaml"),
    programYaml(p.stack.split("/")[1] ?? "sample", p.backend, p.cloud, program),
  );
}

/** The real CLI in the project directory (not logged: the tests' own reads). */
export function runPulumi(p: RealProject, args: string[]) {
  return execa(p.pulumi.binary, args, {
    cwd: p.dir,
    env: p.pulumi.env,
    extendEnv: false,
    reject: false,
  });
}

export function realStackgateArgs(p: RealProject, args: string[]): string[] {
  return [
    CLI_ENTRY,
    ...args,
    "--engine",
    "pulumi",
    "--engine-binary",
    p.engine,
    "--stack",
    p.stack,
    "-C",
    p.dir,
    "--json",
  ];
}

export function realStackgate(p: RealProject, args: string[], env: Record<string, string> = {}) {
  return runCliJson(realStackgateArgs(p, args).slice(1), {
    env: { ...p.pulumi.env, ...env },
    label: args.join(" "),
  });
}

/** Every command stackgate ran through the wrapper, with each one's pid. */
export function loggedCommands(p: RealProject): Array<{ argv: string[]; pid: number }> {
  const file = path.join(p.dir, ".pulumi-real", "commands.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as { argv: string[]; pid: number });
}

export function realJournal(p: RealProject): Array<Record<string, unknown>> {
  return readJournalLines(localJournalFile(p.dir, p.stack));
}

export function urnOf(p: RealProject, name: string): string {
  const [, project = "", stack = ""] = p.stack.split("/");
  return `urn:pulumi:${stack}::${project}::${RESOURCE_TYPE}::${name}`;
}

/** What exists in "the cloud": urn → id (the file's path) of every file the provider wrote. */
export function realCloudResources(p: RealProject): Map<string, string> {
  const live = new Map<string, string>();
  for (const name of readdirSync(p.cloud).sort())
    live.set(urnOf(p, name), path.join(p.cloud, name));
  return live;
}

export function realLockDir(p: RealProject): string {
  const [, name = "", stack = ""] = p.stack.split("/");
  if (p.state === null) throw new Error(`${p.backend} is not a file:// backend`);
  return path.join(p.state, ".pulumi", "locks", "organization", name, stack);
}

/** Every file in the stack's lock directory (lock files and anything beside them). */
export function realLockEntries(p: RealProject): string[] {
  const dir = realLockDir(p);
  return existsSync(dir) ? readdirSync(dir).sort() : [];
}

export interface ExportedResource {
  urn: string;
  id?: string;
  custom?: boolean;
  type?: string;
  protect?: boolean;
}

export async function realExport(p: RealProject) {
  const run = await runPulumi(p, ["stack", "export", "--stack", p.stack]);
  expect(run.exitCode, run.stderr).toBe(0);
  const d = (JSON.parse(run.stdout) as { deployment: Record<string, unknown> }).deployment;
  const resources = (d.resources ?? []) as ExportedResource[];
  const pending = (
    (d.pending_operations ?? []) as Array<{ type: string; resource: { urn: string } }>
  ).map((o) => `${o.type} ${o.resource.urn}`);
  return { resources, pending };
}

/** The File resources in the state: urn → id. */
export async function realStateFiles(p: RealProject): Promise<Map<string, string>> {
  const { resources } = await realExport(p);
  return new Map(resources.filter((r) => r.type === RESOURCE_TYPE).map((r) => [r.urn, r.id ?? ""]));
}

/** The stack's checkpoint read straight from the file:// backend, without Pulumi. */
export function realCheckpointFile(p: RealProject) {
  const [, project = "", stack = ""] = p.stack.split("/");
  if (p.state === null) throw new Error(`${p.backend} is not a file:// backend`);
  const file = path.join(p.state, ".pulumi", "stacks", project, `${stack}.json`);
  const latest = (
    JSON.parse(readFileSync(file, "utf8")) as { checkpoint: { latest?: Record<string, unknown> } }
  ).checkpoint.latest;
  const resources = (latest?.resources ?? []) as ExportedResource[];
  const pending = (
    (latest?.pending_operations ?? []) as Array<{ type: string; resource: { urn: string } }>
  ).map((o) => `${o.type} ${o.resource.urn}`);
  return { resources, pending };
}

/** Starts `stackgate up --yes` detached (its own process group) and waits for `started` File creates in the journal. */
export async function startRealUp(
  p: RealProject,
  started: number,
  tag: string,
  extra: string[] = [],
) {
  const child = execa(process.execPath, realStackgateArgs(p, ["up", "--yes", ...extra]), {
    env: { ...p.pulumi.env, [TAG_VARIABLE]: tag },
    detached: true,
    reject: false,
  });
  await waitFor(
    `${started} resource(s) started in the journal`,
    () =>
      existsSync(path.join(p.dir, ".stackgate")) &&
      // Distinct File resources: the stack's own resource (pulumi:pulumi:Stack) starts first.
      new Set(
        realJournal(p)
          .filter(
            (l) =>
              l.type === "resource" &&
              l.status === "started" &&
              String(l.address).includes(`::${RESOURCE_TYPE}::`),
          )
          .map((l) => String(l.address)),
      ).size >= started,
    90_000,
    50,
  );
  const enginePid = loggedCommands(p)
    .filter((c) => c.argv[0] === "up")
    .at(-1)?.pid;
  return { child, enginePid };
}

/**
 * SIGKILLs a run started by startRealUp: stackgate's and the engine's process groups, then any
 * plugin of the run that outlived them (plugins run in their own process groups); returns what
 * outlived the group kill.
 */
export async function killRealUp(
  run: Awaited<ReturnType<typeof startRealUp>>,
  tag: string,
): Promise<string[]> {
  const before = trialProcesses(tag);
  if (run.child.pid !== undefined) process.kill(-run.child.pid, "SIGKILL");
  if (run.enginePid !== undefined) process.kill(-run.enginePid, "SIGKILL");
  await run.child;
  const survivors = trialProcesses(tag).filter((x) => before.some((b) => b.pid === x.pid));
  for (const s of survivors) process.kill(s.pid, "SIGKILL");
  return survivors.map((x) => x.cmdline);
}
