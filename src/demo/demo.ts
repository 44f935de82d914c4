/**
 * `stackgate demo`: the headline on a bundled project in a temp dir, offline, each step a real
 * `stackgate` process against a remote-style state backend the demo serves on loopback:
 * preview and its PR comment → an `up` SIGKILLed mid-apply → `status` (the stranded lock, the
 * resources in no state) → `recover` (dead owner proven, lock released, orphans imported) and
 * its PR comment → a person closes what recover could not decide (a create the kill cut: it looks
 * in the cloud, then imports or drops it) → the re-run creates only what is missing → a preview
 * with nothing to change.
 * It ends by checking the story against the backend and the cloud, not against its own text.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import { findOnPath } from "../engines/find-binary.js";
import { EXIT, StackgateError } from "../errors.js";

import type { LifecycleDeps } from "../command/deps.js";
import { startDemoBackend, type DemoBackend } from "./demo-backend.js";
import { createDemoCli, expectExit, killMidApply, readCloud, type DemoCli } from "./demo-cli.js";
import { DEMO_CLOUD_DIR, DEMO_RESOURCES, demoMainTf } from "./demo-project.js";
import { readPlanRecord } from "../lifecycle/plan-artifact.js";
import { localOpenItemsFile } from "../journal/open-items-stores.js";

import { type Settings } from "../settings/index.js";
export interface DemoResult {
  exitCode: number;
  workdir: string;
}

const STACK = "default";
/** Stop the apply once this many resources exist: the rest are still to come. */
const CREATED_BEFORE_KILL = 2;

/** Terraform if present, else OpenTofu; an explicit --engine-binary is used as given. */
function chooseEngine(settings: Settings): Pick<Settings, "engine" | "engineBinary"> {
  if (findOnPath(settings.engineBinary))
    return { engine: settings.engine, engineBinary: settings.engineBinary };
  if (settings.engineBinary === "terraform" && findOnPath("tofu"))
    return { engine: "tofu", engineBinary: "tofu" };
  throw new StackgateError(
    `demo needs Terraform or OpenTofu: "${settings.engineBinary}" was not found on PATH` +
      `${settings.engineBinary === "terraform" ? ' and neither was "tofu"' : ""}. ` +
      `Install Terraform (terraform) or OpenTofu (tofu), or pass --engine-binary with its path.`,
    EXIT.engineUnavailable,
  );
}

interface Story {
  cli: DemoCli;
  backend: DemoBackend;
  workdir: string;
  print: (text: string) => void;
}

const indent = (lines: readonly string[], prefix = "  "): string =>
  lines.map((line) => `${prefix}${line}\n`).join("");

/** A PR comment as the reviewer reads it (its hidden marker line left out). */
function showComment(story: Story, file: string): void {
  const lines = readFileSync(file, "utf8").trimEnd().split("\n");
  story.print(
    indent(
      lines.filter((l) => !l.startsWith("<!--")),
      "  │ ",
    ),
  );
}

function heading(story: Story, n: number, title: string, ci: string): void {
  story.print(`\n━━ ${n}. ${title}\n   (${ci})\n`);
}

async function preview(story: Story, name: string): Promise<string> {
  const comment = path.join(story.workdir, "comments", `${name}.md`);
  const step = expectExit(
    await story.cli.run(["preview", "--comment-file", comment]),
    0,
    "preview",
  );
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Saved plan:"))));
  return comment;
}

function savedDigest(story: Story): string {
  const record = readPlanRecord(path.join(story.workdir, ".stackgate", `${STACK}.tfplan`));
  if (record === null) throw new StackgateError("demo: preview saved no plan record", EXIT.failed);
  return record.digest;
}

function describeBackend(story: Story): string {
  const holder = story.backend.holder();
  const count = story.backend.state()?.resources?.length ?? 0;
  const lock = holder ? `LOCKED (lock ${holder.ID}, held by ${holder.Who ?? "?"})` : "free";
  return `backend: state holds ${count} resource(s); lock ${lock}`;
}

function describeCloud(story: Story): string {
  const names = [...readCloud(path.join(story.workdir, DEMO_CLOUD_DIR)).keys()];
  return `cloud:   ${names.length} resource(s) exist${names.length ? `: ${names.join(", ")}` : ""}`;
}

async function killedApply(story: Story, digest: string): Promise<void> {
  heading(
    story,
    2,
    `stackgate up --digest ${digest.slice(0, 19)}…`,
    "CI: the merge pipeline applies exactly the reviewed plan, and is stopped mid-apply",
  );
  const running = story.cli.start(["up", "--digest", digest]);
  const killed = await killMidApply(running, story.workdir, STACK, CREATED_BEFORE_KILL, (r) =>
    story.print(
      `  ${r.address}: ${r.status === "done" ? `created (id ${r.id ?? "?"})` : r.status === "started" ? "creating…" : r.status}\n`,
    ),
  );
  story.print(
    `  ✖ SIGKILL → stackgate (pid ${killed.stackgatePid}) and terraform (pid ${killed.enginePid}), with their children:\n` +
      `    no grace, no trap, no cleanup — what a Bitbucket Stop does to the step's container.\n` +
      `  ${describeCloud(story)}\n  ${describeBackend(story)}\n` +
      `  Terraform saves remote state every ≥ 20 s during an apply: what it created since is in no state.\n`,
  );
}

async function status(story: Story): Promise<void> {
  heading(
    story,
    3,
    "stackgate status",
    "CI or a laptop: what the stopped run left behind; exit 4 = locked",
  );
  const step = expectExit(await story.cli.run(["status"]), EXIT.locked, "status");
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Saved plan:"))));
}

/** The open items recover left for a person, as the stack's local copy keeps them. */
function openItems(story: Story): { address: string; kind: string }[] {
  const file = localOpenItemsFile(story.workdir, STACK);
  if (!existsSync(file)) return [];
  const doc = JSON.parse(readFileSync(file, "utf8")) as {
    items: { address: string; kind: string; closed?: unknown }[];
  };
  return doc.items.filter((item) => item.closed === undefined);
}

/**
 * What a person does with what recover left: looks for each resource in the cloud console (the
 * demo's `cloud/`), then closes the item with what they found — `--import ID` when it exists,
 * `--absent` when it does not. Returns how many items were closed.
 */
async function personCloses(story: Story): Promise<number> {
  const items = openItems(story);
  if (items.length === 0) return 0;
  heading(
    story,
    6,
    "a person closes what recover left open",
    "a laptop or a one-off pipeline: look in the cloud console, then `recover --resolve`",
  );
  const cloud = readCloud(path.join(story.workdir, DEMO_CLOUD_DIR));
  let comment = "";
  for (const item of items) {
    const ids = cloud.get(item.address.replace(/^terraform_data\./, "")) ?? [];
    const id = ids[0];
    story.print(
      `  ${item.address}: the cloud console shows ${id === undefined ? "no such resource" : `it, id ${id}`}\n`,
    );
    comment = path.join(story.workdir, "comments", "6-resolved.md");
    const how = id === undefined ? ["--absent"] : ["--import", id];
    story.print(`  $ stackgate recover --resolve ${item.address} ${how.join(" ")}\n`);
    const step = expectExit(
      await story.cli.run([
        "recover",
        "--resolve",
        item.address,
        ...how,
        "--comment-file",
        comment,
      ]),
      EXIT.ok,
      `recover --resolve ${item.address}`,
    );
    story.print(
      indent(
        step.stdout.filter((l) => !l.startsWith("Comment:")),
        "    ",
      ),
    );
  }
  story.print("  The PR comment, updated:\n");
  showComment(story, comment);
  return items.length;
}

async function recover(story: Story): Promise<void> {
  heading(
    story,
    4,
    "stackgate recover",
    "CI: the Bitbucket `final:` step or the Action's post step, which run after a stop",
  );
  const comment = path.join(story.workdir, "comments", "4-recover.md");
  const ran = await story.cli.run(["recover", "--comment-file", comment]);
  // A create the kill cut before Terraform confirmed it may exist: recover lists it for a person
  // and ends needs-attention (exit 1) without holding the re-run back; the demo goes on.
  const step = expectExit(ran, ran.exitCode === EXIT.failed ? EXIT.failed : EXIT.ok, "recover");
  story.print(indent(step.stdout.filter((l) => !l.startsWith("Comment:"))));
  story.print(`  ${describeBackend(story)}\n`);
  heading(story, 5, "The PR comment after recovery", "CI: the same PR comment, updated in place");
  showComment(story, comment);
}

/** The end of the story, checked where it happened: the backend's lock and state, the cloud. */
function verify(story: Story): string[] {
  const problems: string[] = [];
  const holder = story.backend.holder();
  if (holder) problems.push(`the backend is still locked (lock ${holder.ID})`);
  const resources = (story.backend.state()?.resources ?? []) as Array<{
    name?: string;
    instances?: Array<{ attributes?: { id?: string } }>;
  }>;
  const cloud = readCloud(path.join(story.workdir, DEMO_CLOUD_DIR));
  for (const name of DEMO_RESOURCES) {
    const inState = resources.find((r) => r.name === name)?.instances?.[0]?.attributes?.id;
    const created = cloud.get(name) ?? [];
    if (inState === undefined) problems.push(`${name} is in no state`);
    if (created.length !== 1)
      problems.push(`${name} was created ${created.length} times (ids: ${created.join(", ")})`);
    else if (inState !== undefined && inState !== created[0])
      problems.push(`${name}: the state says id ${inState}, the cloud holds ${created[0]}`);
  }
  if (resources.length !== DEMO_RESOURCES.length)
    problems.push(
      `the state holds ${resources.length} resources, expected ${DEMO_RESOURCES.length}`,
    );
  if (cloud.size !== DEMO_RESOURCES.length)
    problems.push(`the cloud holds ${cloud.size} resources, expected ${DEMO_RESOURCES.length}`);
  return problems;
}

async function tellStory(story: Story): Promise<number> {
  heading(
    story,
    1,
    "stackgate preview",
    "CI: the pull-request pipeline plans and posts this comment",
  );
  showComment(story, await preview(story, "1-preview"));
  await killedApply(story, savedDigest(story));
  await status(story);
  await recover(story);
  const closed = await personCloses(story);
  const next = closed > 0 ? 7 : 6;

  heading(
    story,
    next,
    "the re-run: stackgate preview, then up --digest",
    "CI: the pipeline runs again; only what the killed run never created is left",
  );
  await preview(story, "6-preview");
  const up = expectExit(await story.cli.run(["up", "--digest", savedDigest(story)]), 0, "up");
  story.print(
    indent(up.stdout.filter((l) => l.startsWith("Applied:") || l.startsWith("Outcome:"))),
  );
  story.print(`  ${describeCloud(story)}\n`);

  heading(story, next + 1, "stackgate preview", "CI: nothing left to change");
  showComment(story, await preview(story, "7-preview"));

  const problems = verify(story);
  const open = openItems(story);
  if (open.length > 0)
    problems.push(`open items are not closed: ${open.map((i) => i.address).join(", ")}`);
  if (problems.length > 0) {
    story.print(`\ndemo FAILED its own check:\n${indent(problems, "  ✖ ")}`);
    return EXIT.failed;
  }
  story.print(
    `\n✔ ${describeBackend(story)}\n✔ ${describeCloud(story)}, each once, with the ids the state records\n` +
      `demo finished: a run killed mid-apply, recovered${closed > 0 ? ` (${closed} item(s) recover could not decide closed by a person)` : ""} and converged. Files are in ${story.workdir}\n`,
  );
  return EXIT.ok;
}

/** The embedded default: the whole story on a bundled project in a temp dir. */
export async function runDemo(
  settings: Settings,
  deps: LifecycleDeps,
  print: (text: string) => void,
  cliPath: string | undefined = process.argv[1],
): Promise<DemoResult> {
  const engine = chooseEngine(settings);
  if (cliPath === undefined || !existsSync(cliPath)) {
    throw new StackgateError(
      `demo runs each step with the stackgate CLI, but its script "${cliPath ?? ""}" does not exist. Run it as \`node dist/cli.js demo\` after \`npm run build\`.`,
      EXIT.usage,
    );
  }
  const workdir = mkdtempSync(path.join(os.tmpdir(), "stackgate-demo-"));
  mkdirSync(path.join(workdir, DEMO_CLOUD_DIR));
  const backend = await startDemoBackend(path.join(workdir, "backend"));
  try {
    writeFileSync(path.join(workdir, "main.tf"), demoMainTf(backend.addresses));
    const common = ["-C", workdir, "--stack", STACK, "--project", "stackgate-demo"];
    common.push("--engine", engine.engine, "--engine-binary", engine.engineBinary);
    const cli = createDemoCli(deps.runner, deps.interrupts, cliPath, workdir, common);
    print(
      `stackgate demo — a pipeline stopped hard in the middle of an apply leaves no stranded lock\n` +
        `and no lost resource. Project (${DEMO_RESOURCES.length} slow resources, ${engine.engine}) in ${workdir}\n` +
        `State: Terraform's http backend, served by this demo at ${backend.addresses.address}\n` +
        `Cloud: ${path.join(workdir, DEMO_CLOUD_DIR)} — a resource exists once its file is there\n`,
    );
    return { exitCode: await tellStory({ cli, backend, workdir, print }), workdir };
  } finally {
    await backend.close();
  }
}
