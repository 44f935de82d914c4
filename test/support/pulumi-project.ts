/**
 * Pulumi projects for the end-to-end tests, run against the PULUMI CLI EMULATOR in
 * test/support/pulumi-emulator (not Pulumi: the real CLI cannot be installed here), and the
 * helpers that read what the emulator and stackgate left behind (commands received, journal,
 * DIY lock files, the stack export, the emulated Pulumi Cloud history).
 */
import {
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
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { expect } from "vitest";
import { CLI_ENTRY } from "./dist.js";
import { fixturePath } from "./fixtures.js";
import { localJournalFile, readJournalLines } from "./journal-file.js";
import { runCliJson } from "./cli.js";

export const cli = CLI_ENTRY;
export const emulator = fileURLToPath(
  new URL("./pulumi-emulator/pulumi-emulator.mjs", import.meta.url),
);
export const env = { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? os.tmpdir() };
const projectDirs: string[] = [];

/** Removes every project made so far (call from afterAll). */
export function removeProjects(): void {
  for (const dir of projectDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export interface Project {
  dir: string;
  stack: string;
  state: string;
}

/** A Pulumi project on a file:// DIY backend (or Pulumi Cloud), with the emulator's scenario. */
export function project(
  name: string,
  scenario: Record<string, unknown>,
  options: { cloud?: boolean; org?: string } = {},
): Project {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-"));
  projectDirs.push(dir);
  const state = path.join(dir, "state");
  const backend = options.cloud ? "https://api.pulumi.example" : `file://${state}`;
  writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    `name: ${name}\nruntime: nodejs\nbackend:\n  url: ${backend}\n`,
  );
  writeFileSync(
    path.join(dir, "pulumi-emulator.json"),
    JSON.stringify({ eventDelayMs: 5, ...scenario }, null, 2),
  );
  return { dir, stack: `${options.org ?? "organization"}/${name}/dev`, state };
}

export async function pulumi(p: Project, args: string[]) {
  return execa(emulator, args, { cwd: p.dir, env, reject: false });
}

export function stackgateArgs(p: Project, args: string[]): string[] {
  return [
    cli,
    ...args,
    "--engine",
    "pulumi",
    "--engine-binary",
    emulator,
    "--stack",
    p.stack,
    "-C",
    p.dir,
    "--json",
  ];
}

export function stackgate(p: Project, args: string[]) {
  // runCliJson names dist/cli.js itself: the arguments without stackgateArgs' first.
  return runCliJson(stackgateArgs(p, args).slice(1), { env, label: args.join(" ") });
}

/** Every command the emulator received, as argv arrays. */
export function commands(p: Project): string[][] {
  const file = path.join(p.dir, ".pulumi-emulator", "commands.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => (JSON.parse(l) as { argv: string[] }).argv);
}

export function journalFile(p: Project): string {
  return localJournalFile(p.dir, p.stack);
}

export function journal(p: Project): Array<Record<string, unknown>> {
  return readJournalLines(journalFile(p));
}

export function lockDir(p: Project): string {
  const [, name = "", stack = ""] = p.stack.split("/");
  return path.join(p.state, ".pulumi", "locks", "organization", name, stack);
}

export function lockFiles(p: Project): string[] {
  return existsSync(lockDir(p)) ? readdirSync(lockDir(p)).sort() : [];
}

export async function exportStack(p: Project) {
  const run = await pulumi(p, ["stack", "export", "--stack", p.stack]);
  expect(run.exitCode, run.stderr).toBe(0);
  const d = (JSON.parse(run.stdout) as { deployment: Record<string, unknown> }).deployment;
  const resources = (d.resources ?? []) as Array<{ urn: string; id?: string }>;
  const pending = (
    (d.pending_operations ?? []) as Array<{ type: string; resource: { urn: string } }>
  ).map((o) => `${o.type} ${o.resource.urn}`);
  return { resources, pending };
}

/** The emulated Pulumi Cloud stack's updates, newest first (`stack history --json`). */
export async function history(p: Project) {
  const run = await pulumi(p, ["stack", "history", "--json", "--stack", p.stack]);
  expect(run.exitCode, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as Array<{
    version: number;
    kind: string;
    result: string;
    message: string;
  }>;
}

interface CloudRecord {
  op: "create" | "delete";
  urn: string;
  id: string;
  type: string;
}

/**
 * What exists in the emulator's "cloud" (its ground truth, `.pulumi-emulator/cloud.ndjson`:
 * each provider create/delete as it takes effect): urn → id of every live resource.
 */
export function cloudResources(p: Project): Map<string, string> {
  const live = new Map<string, string>();
  for (const r of cloudLog(p)) {
    if (r.op === "create") live.set(r.urn, r.id);
    else live.delete(r.urn);
  }
  return live;
}

/** The emulator's cloud log (`.pulumi-emulator/cloud.ndjson`), in order. */
function cloudLog(p: Project): CloudRecord[] {
  const file = path.join(p.dir, ".pulumi-emulator", "cloud.ndjson");
  if (!existsSync(file)) return [];
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as CloudRecord);
}

/**
 * A Pulumi project in `dir` on the DIY backend `state` (or the emulated Pulumi Cloud), its
 * stack initialised: 16 creates at ~220 ms each, so a kill can land on the first finished one,
 * mid-update.
 */
export async function slowPulumiProject(
  dir: string,
  state: string,
  cloud = false,
): Promise<Project> {
  mkdirSync(dir, { recursive: true });
  mkdirSync(state, { recursive: true });
  writeFileSync(
    path.join(dir, "Pulumi.yaml"),
    `name: sample\nruntime: nodejs\nbackend:\n  url: ${cloud ? "https://api.pulumi.example" : `file://${state}`}\n`,
  );
  writeFileSync(
    path.join(dir, "pulumi-emulator.json"),
    JSON.stringify({
      stages: [
        {
          preview: fixturePath(
            "pulumi",
            "preview-json",
            "stratify-test-resources-pulumi__sample-preview-creates.json",
          ),
        },
      ],
      eventDelayMs: 60,
      inflightMs: 200,
      createAt: 0.15,
      checkpointLagMs: 100,
    }),
  );
  const p = { dir, stack: `${cloud ? "org" : "organization"}/sample/dev`, state };
  const init = await execa(emulator, ["stack", "init", "--stack", p.stack], {
    cwd: dir,
    reject: false,
  });
  if (init.exitCode !== 0) throw new Error(`pulumi stack init failed: ${init.stderr}`);
  return p;
}

/** DIY: a lock file is there; Pulumi Cloud: the newest update is still in progress. */
export async function leaseHeld(p: Project, cloud: boolean): Promise<boolean> {
  if (!cloud) return lockFiles(p).length > 0;
  return (await history(p))[0]?.result === "in-progress";
}

/** No lease, no pending operation, every resource in the emulator's cloud in the state. */
export async function expectPulumiRecovered(
  p: Project,
  cloud: boolean,
  log: string,
): Promise<void> {
  expect(await leaseHeld(p, cloud), log).toBe(false);
  const after = await exportStack(p);
  expect(after.pending, log).toEqual([]);
  const inState = new Map(after.resources.map((r) => [r.urn, r.id]));
  const created = cloudResources(p);
  expect(created.size, log).toBeGreaterThan(0);
  for (const [urn, id] of created)
    expect(inState.get(urn), `${urn} is not in state\n${log}`).toBe(id);
}

/** How many times the emulator's cloud created each urn (a resource made twice counts 2). */
export function cloudCreateCounts(p: Project): Map<string, number> {
  const counts = new Map<string, number>();
  for (const r of cloudLog(p)) {
    if (r.op === "create") counts.set(r.urn, (counts.get(r.urn) ?? 0) + 1);
  }
  return counts;
}
