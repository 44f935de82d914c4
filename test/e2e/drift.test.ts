/**
 * `stackgate drift` on the built CLI with real Terraform and a real provider
 * (test/support/slow-provider: its objects are marker files in a directory and its Read reads
 * them back, so editing one is real drift made out of band). Stacks: `app` (local backend, two
 * objects), `remote` (http backend on the test lock server) and `broken` (applied, then its code
 * broken). Each check is read-only: the state's bytes are the same after it, and a held lock is
 * reported with its holder and left exactly as it was.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../support/cli.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";
import {
  createHttpLockServer,
  type HttpLockServer,
  type LockInfo,
} from "../support/http-lock-server.js";
import { installSlowProvider, slowThingsHcl } from "../support/slow-provider.js";
import { readMarker } from "../support/slow-provider/resource.js";
import { startGitHubApi } from "../support/github-api.js";
import { startGitLabApi } from "../support/gitlab-api.js";
import { issueMarker } from "../../src/drift/issue-body.js";
import { tempDirs } from "../support/temp-dirs.js";

const dirs = tempDirs("stackgate-drift-");
let root: string;
let repo: string;
let markers: string;
let server: HttpLockServer;
let env: Record<string, string>;

const HOLDER: LockInfo = {
  ID: "5d3c1f9e-drift-test-holder",
  Operation: "OperationTypeApply",
  Who: "alice@build-7",
  Version: "1.11.4",
  Created: "2026-11-29T10:00:00Z",
  Path: "",
  Info: "",
};

interface StackJson {
  id: string;
  status: string;
  resources: Array<{ address: string; action: string; changedAttributes: string[]; diff: string }>;
  error: { message: string } | null;
  lock: { id?: string; who?: string } | null;
}

function stacksOf(run: CliRun): Map<string, StackJson> {
  const doc = run.json() as { schema: string; stacks: StackJson[] };
  expect(doc.schema).toBe("stackgate.drift/v1");
  return new Map(doc.stacks.map((s) => [s.id, s]));
}

function context(run: CliRun): string {
  return `exit ${run.exitCode}\n${run.stdout}\n${run.stderr}`;
}

async function applyStack(name: string, hcl: string, binary = "terraform", under = repo) {
  const dir = path.join(under, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), hcl);
  const run = (...args: string[]) =>
    execa(binary, args, { cwd: dir, env: { ...process.env, ...env } });
  await run("init", "-input=false", "-no-color");
  await run("apply", "-auto-approve", "-input=false", "-no-color");
  return dir;
}

/** Changes an object "in the cloud": the marker the provider's Read reads back. */
function editObject(dir: string, name: string, input: string): void {
  const marker = readMarker(dir, name);
  if (marker === null) throw new Error(`no marker ${name} in ${dir}`);
  writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify({ ...marker, input })}\n`);
}

const drift = (argv: string[]): Promise<CliRun> => runCli(["drift", ...argv], { cwd: repo, env });

beforeAll(async () => {
  root = dirs.make();
  repo = path.join(root, "repo");
  markers = path.join(root, "objects");
  const provider = installSlowProvider(root);
  server = await createHttpLockServer();
  env = { TF_CLI_CONFIG_FILE: provider.cliConfig, SLOW_PROVIDER_SECONDS: "0" };
  const remote = server.addresses("remote");
  const httpBackend = `  backend "http" {
    address        = "${remote.address}"
    lock_address   = "${remote.lock_address}"
    unlock_address = "${remote.unlock_address}"
  }
`;
  await Promise.all([
    applyStack(
      "app",
      slowThingsHcl(path.join(markers, "app"), [
        { name: "a", input: "v1" },
        { name: "b", input: "v1" },
      ]),
    ),
    applyStack(
      "remote",
      slowThingsHcl(path.join(markers, "remote"), [{ name: "r", input: "v1" }], httpBackend),
    ),
    applyStack("broken", slowThingsHcl(path.join(markers, "broken"), [{ name: "x", input: "v1" }])),
  ]);
  // Broken after its apply: the configuration no longer plans (an undeclared variable).
  writeFileSync(
    path.join(repo, "broken", "main.tf"),
    `${readFileSync(path.join(repo, "broken", "main.tf"), "utf8")}\noutput "o" { value = var.missing }\n`,
  );
}, 120_000);

afterAll(async () => {
  await server?.close();
  dirs.removeAll();
});

describe("stackgate drift (real Terraform, the slow provider's objects)", () => {
  it("a stack in sync: exit 0, and the check wrote no state", async () => {
    const state = path.join(repo, "app", "terraform.tfstate");
    const before = readFileSync(state);
    const run = await drift(["-C", "app", "--json"]);
    expect(run.exitCode, context(run)).toBe(0);
    expect(stacksOf(run).get(".")?.status).toBe("in-sync");
    expect(readFileSync(state).equals(before)).toBe(true);
  });

  it("an object changed out of band: drifted, the resource and attribute named, exit 2, state untouched", async () => {
    const state = path.join(repo, "app", "terraform.tfstate");
    const before = readFileSync(state);
    editObject(path.join(markers, "app"), "b", "changed-by-hand");
    const run = await drift(["-C", "app", "--json"]);
    expect(run.exitCode, context(run)).toBe(2);
    const app = stacksOf(run).get(".");
    expect(app?.status).toBe("drifted");
    expect(app?.resources.map((r) => r.address)).toEqual(["slow_thing.b"]);
    expect(app?.resources[0]?.changedAttributes).toContain("input");
    expect(app?.resources[0]?.diff).toContain("changed-by-hand");
    expect(readFileSync(state).equals(before)).toBe(true);
    // The text form names the same.
    const text = await drift(["-C", "app"]);
    expect(text.exitCode, context(text)).toBe(2);
    expect(text.stdout).toContain("slow_thing.b: update (input)");
  });

  it("every stack: drifted, failed (not drifted) and locked (holder named, lock untouched)", async () => {
    server.setHolder("remote", HOLDER);
    server.clearRequests();
    try {
      const run = await drift(["--all-stacks", "--json", "--concurrency", "3"]);
      const stacks = stacksOf(run);
      expect([...stacks.keys()].sort(), context(run)).toEqual(["app", "broken", "remote"]);
      expect(stacks.get("app")?.status).toBe("drifted");
      expect(stacks.get("broken")?.status, context(run)).toBe("failed");
      expect(stacks.get("broken")?.error?.message).toMatch(/missing/);
      expect(stacks.get("remote")?.status, context(run)).toBe("locked");
      expect(stacks.get("remote")?.lock?.id).toBe(HOLDER.ID);
      expect(stacks.get("remote")?.lock?.who).toBe(HOLDER.Who);
      // A failed check is the worst news: exit 1.
      expect(run.exitCode).toBe(1);
      // The lock is exactly as planted: never unlocked, never taken over.
      expect(server.holder("remote")).toEqual(HOLDER);
      expect(server.requests().filter((r) => r.method === "UNLOCK")).toEqual([]);
      // Locked alone: exit 4 (not checked, so never "in sync").
      const locked = await drift(["-C", "remote", "--json"]);
      expect(locked.exitCode, context(locked)).toBe(4);
    } finally {
      server.setHolder("remote", null);
    }
  });

  it("the lock free again: the remote stack is in sync, and its lock is released after the read", async () => {
    const run = await drift(["-C", "remote", "--json"]);
    expect(run.exitCode, context(run)).toBe(0);
    expect(server.holder("remote")).toBeNull();
  });

  it("--report github-issues: one issue per drifted stack, a failed-check issue apart, updated in place, closed when back in sync", async () => {
    const api = await startGitHubApi({ tokenUser: "drift-bot" });
    try {
      const gh = {
        ...env,
        GITHUB_TOKEN: api.token,
        GITHUB_REPOSITORY: `${api.owner}/${api.repo}`,
        GITHUB_API_URL: api.url,
      };
      const report = () =>
        runCli(["drift", "--all-stacks", "--report", "github-issues"], { cwd: repo, env: gh });
      const first = await report();
      expect(first.exitCode, context(first)).toBe(1);
      const titles = () => api.issues().map((i) => `${i.state} ${i.title}`);
      expect(titles().sort(), context(first)).toEqual([
        "open Drift check failed: broken (stack default)",
        "open Drift: app (stack default)",
      ]);
      const app = api.issues().find((i) => i.title.startsWith("Drift: app"));
      // STACKGATE_SHOW_DRIFT_ISSUE=1 prints the issue as filed (what a person sees).
      if (process.env.STACKGATE_SHOW_DRIFT_ISSUE === "1")
        console.log(`${app?.title}\n${app?.body}`);
      expect(app?.body).toContain("slow_thing.b: update (input)");
      expect(app?.body).toContain("changed-by-hand");
      const second = await report();
      expect(second.exitCode, context(second)).toBe(1);
      expect(api.issues()).toHaveLength(2);
      editObject(path.join(markers, "app"), "b", "v1");
      const third = await report();
      expect(titles().sort(), context(third)).toEqual([
        "closed Drift: app (stack default)",
        "open Drift check failed: broken (stack default)",
      ]);
      expect(api.comments(app?.number ?? 0).map((c) => c.body)).toEqual([
        expect.stringMatching(/^Back in sync as of the run of /),
      ]);
      expect(api.violations()).toEqual([]);
    } finally {
      await api.close();
    }
  }, 120_000);

  it("--report gitlab-issues (GitLab stand-in): the same issues on GitLab; an issue someone else opened with the marker is never adopted", async () => {
    const api = await startGitLabApi();
    try {
      const gl = {
        ...env,
        GITLAB_CI: "true",
        CI_PIPELINE_ID: "77",
        CI_JOB_ID: "901",
        CI_JOB_URL: "https://gitlab.example.com/acme/infra-live/-/jobs/901",
        CI_PROJECT_DIR: repo,
        CI_PROJECT_ID: String(api.projectId),
        CI_API_V4_URL: api.apiUrl,
        GITLAB_TOKEN: api.accessToken,
      };
      api.addUser("mallory");
      const marker = issueMarker("drift", { project: "app", stack: "default", dir: "app" });
      const forged = api.addIssue("mallory", "Drift: app (stack default)", `${marker}\nok`, [
        "stackgate-drift",
      ]);
      editObject(path.join(markers, "app"), "b", "changed-on-gitlab");
      const report = () =>
        runCli(["drift", "--all-stacks", "--report", "gitlab-issues"], { cwd: repo, env: gl });
      const first = await report();
      expect(first.exitCode, context(first)).toBe(1);
      const ours = () => api.issues().filter((i) => i.author === api.bot.username);
      const titles = () => ours().map((i) => `${i.state} ${i.title}`);
      expect(titles().sort(), context(first)).toEqual([
        "opened Drift check failed: broken (stack default)",
        "opened Drift: app (stack default)",
      ]);
      const app = ours().find((i) => i.title.startsWith("Drift: app"));
      expect(app?.description).toContain("slow_thing.b: update (input)");
      expect(app?.description).toContain("changed-on-gitlab");
      expect(app?.description).toContain("[run 77](https://gitlab.example.com/");
      expect(api.requests().some((r) => JSON.stringify(r.body).includes(api.accessToken))).toBe(
        false,
      );
      const second = await report();
      expect(second.exitCode, context(second)).toBe(1);
      expect(ours()).toHaveLength(2);
      editObject(path.join(markers, "app"), "b", "v1");
      const third = await report();
      expect(titles().sort(), context(third)).toEqual([
        "closed Drift: app (stack default)",
        "opened Drift check failed: broken (stack default)",
      ]);
      expect(app?.notes.map((n) => n.body)).toEqual([
        expect.stringMatching(/^Back in sync as of \[run 77\]/),
      ]);
      // The forged issue was never written to, nor closed.
      expect([forged.state, forged.description, forged.notes]).toEqual([
        "opened",
        `${marker}\nok`,
        [],
      ]);
      expect(api.violations()).toEqual([]);
    } finally {
      await api.close();
    }
  }, 120_000);

  it("a deleted object is drift too", async () => {
    rmSync(path.join(markers, "app", "a.json"));
    const run = await drift(["-C", "app", "--json"]);
    expect(run.exitCode, context(run)).toBe(2);
    const resources = stacksOf(run).get(".")?.resources ?? [];
    expect(resources.find((r) => r.address === "slow_thing.a")?.action).toBe("delete");
  });

  it("a misspelt command is still an error", async () => {
    const run = await runCli(["drfit"], { cwd: repo, env });
    expect(run.exitCode).toBe(64);
    expect(run.stderr).toContain("Did you mean drift?");
  });
});

describe.skipIf(skipWithoutEngines("drift on OpenTofu", "tofu"))(
  "stackgate drift (real OpenTofu)",
  () => {
    it("an object changed out of band: drifted with the attribute named, exit 2", async () => {
      const binary = path.join(engineDir("tofu"), "tofu");
      // OpenTofu's default registry is its own: the mirror serves the provider under Terraform's.
      const hcl = slowThingsHcl(path.join(markers, "tofu"), [{ name: "t", input: "v1" }]).replace(
        '"stackgate/slow"',
        '"registry.terraform.io/stackgate/slow"',
      );
      const dir = await applyStack("tofu-app", hcl, binary, root);
      editObject(path.join(markers, "tofu"), "t", "changed-under-tofu");
      const run = await runCli(
        ["drift", "-C", dir, "--engine", "tofu", "--engine-binary", binary, "--json"],
        { cwd: root, env },
      );
      expect(run.exitCode, context(run)).toBe(2);
      const stack = stacksOf(run).get(".");
      expect(stack?.resources.map((r) => r.address)).toEqual(["slow_thing.t"]);
      expect(stack?.resources[0]?.changedAttributes).toContain("input");
    }, 60_000);
  },
);
