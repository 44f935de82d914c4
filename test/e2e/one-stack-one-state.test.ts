/**
 * Issue 26, items 4–8, on the shipped CLI (`node dist/cli.js`) with real terraform: one stack
 * is one state; digests stable across re-plans with a sensitive variable (and a refusal that
 * names what changed); misspelt STACKGATE_* variables refused; suggested commands runnable as
 * printed from another directory; `.stackgate/` ignores itself; runtime files never written
 * through a symlink. Run against the old bundles with STACKGATE_TEST_DIST=<old dist>: each
 * case fails there.
 */
import { execFileSync, spawnSync } from "node:child_process";
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, type CliRun } from "../support/cli.js";
import { CLI_ENTRY } from "../support/dist.js";
import {
  dataProjectHcl,
  stateAddresses,
  terraformEnv,
  writeEmptyCliConfig,
} from "../support/terraform-project.js";

let root: string;
let env: Record<string, string>;
let next = 0;

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), "stackgate-one-state-"));
  env = terraformEnv(writeEmptyCliConfig(path.join(root, "terraformrc")));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

function project(hcl: string = dataProjectHcl({ count: 2 })): string {
  const dir = path.join(root, `p${(next += 1)}`, "infra");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "main.tf"), hcl);
  return dir;
}

function context(run: CliRun): string {
  return `exit ${run.exitCode}\n--- stdout\n${run.stdout}\n--- stderr\n${run.stderr}`;
}

function cli(args: string[], cwd: string, extra: Record<string, string> = {}): Promise<CliRun> {
  return runCli(args, { cwd, env: { ...env, ...extra } });
}

function digestOf(run: CliRun): string {
  const digest = run.json().digest;
  if (typeof digest !== "string") throw new Error(`no digest\n${context(run)}`);
  return digest;
}

const SENSITIVE_HCL = `variable "password" {
  type      = string
  sensitive = true
}

variable "revision" {
  type    = string
  default = "r1"
}

resource "terraform_data" "db" {
  input = {
    password = var.password
    revision = var.revision
  }
}
`;
const PASSWORD = "correct-horse-battery-staple-42";
const PLAN_KEY = "a-plan-key-of-at-least-16-characters";

describe("one stack is one state", () => {
  it("refuses a second stack on the same state in one job, and plans it on its own workspace", async () => {
    const dir = project();
    const staging = await cli(["preview", "--json", "--stack", "staging"], dir);
    expect(staging.exitCode, context(staging)).toBe(0);
    const production = await cli(["preview", "--json", "--stack", "production"], dir);
    expect(production.exitCode, context(production)).toBe(64);
    expect(production.stderr).toMatch(
      /stack "production" resolves to the same state as stack "staging"/,
    );
    expect(existsSync(path.join(dir, ".stackgate", "production.tfplan"))).toBe(false);

    // Its own workspace: planned, bound into the record, applied into that workspace's state.
    const own = await cli(
      ["preview", "--json", "--stack", "production", "--workspace", "production"],
      dir,
    );
    expect(own.exitCode, context(own)).toBe(0);
    const record = JSON.parse(
      readFileSync(path.join(dir, ".stackgate", "production.tfplan.stackgate.json"), "utf8"),
    ) as { workspace?: string };
    expect(record.workspace).toBe("production");
    const up = await cli(
      [
        "up",
        "--json",
        "--stack",
        "production",
        "--workspace",
        "production",
        "--digest",
        digestOf(own),
      ],
      dir,
    );
    expect(up.exitCode, context(up)).toBe(0);
    expect(await stateAddresses(dir, { ...env, TF_WORKSPACE: "production" })).toHaveLength(2);
    expect(await stateAddresses(dir, env)).toHaveLength(0);
  });
});

describe("digests are stable for an unchanged plan with a sensitive variable", () => {
  it("keeps the digest across re-plans under a plan key, and names what changed when something did", async () => {
    const dir = project(SENSITIVE_HCL);
    const secrets = { STACKGATE_PLAN_KEY: PLAN_KEY, TF_VAR_password: PASSWORD };
    const first = await cli(["preview", "--json"], dir, secrets);
    expect(first.exitCode, context(first)).toBe(0);
    const again = await cli(["preview", "--json"], dir, secrets);
    expect(again.exitCode, context(again)).toBe(0);
    expect(digestOf(again)).toBe(digestOf(first));
    // The reviewed plan still applies after the re-plan.
    const changed = await cli(["preview", "--json"], dir, {
      ...secrets,
      TF_VAR_revision: "r2",
    });
    expect(changed.exitCode, context(changed)).toBe(0);
    expect(digestOf(changed)).not.toBe(digestOf(first));
    const up = await cli(["up", "--json", "--digest", digestOf(first)], dir, {
      ...secrets,
      TF_VAR_revision: "r2",
    });
    expect(up.exitCode, context(up)).toBe(3);
    const message = String(up.json().message);
    expect(message).toMatch(
      /what changed since: terraform_data\.db: values \(attributes [^)]*input/,
    );
    expect(message).not.toContain("a sensitive value");
    expect(`${up.stdout}${up.stderr}`).not.toContain(PASSWORD);
    expect(await stateAddresses(dir, env)).toHaveLength(0);
  });
});

describe("every STACKGATE_* variable is checked", () => {
  it("refuses STACKGATE_PLANKEY with a did-you-mean, and saves no plan", async () => {
    const dir = project();
    const run = await cli(["preview"], dir, { STACKGATE_PLANKEY: PLAN_KEY });
    expect(run.exitCode, context(run)).toBe(64);
    expect(run.stderr).toContain("environment variable STACKGATE_PLANKEY");
    expect(run.stderr).toContain("Did you mean STACKGATE_PLAN_KEY?");
    expect(run.stderr).not.toContain(PLAN_KEY);
    expect(existsSync(path.join(dir, ".stackgate", "default.tfplan"))).toBe(false);
  });
});

describe("suggested commands and the runtime directory", () => {
  it("prints an up command that runs as printed from another directory", async () => {
    const dir = project();
    const elsewhere = mkdtempSync(path.join(root, "elsewhere-"));
    const planFile = path.join(root, `plans-${next}`, "staging.tfplan");
    const run = await cli(
      ["up", "-C", dir, "--stack", "staging", "--plan-file", planFile],
      elsewhere,
    );
    expect(run.exitCode, context(run)).toBe(3);
    const printed = /`(stackgate up [^`]*--digest sha256:[0-9a-f]{64})`/.exec(
      `${run.stdout}${run.stderr}`,
    )?.[1];
    expect(printed, context(run)).toBeDefined();
    const bin = mkdtempSync(path.join(root, "bin-"));
    writeFileSync(
      path.join(bin, "stackgate"),
      `#!/bin/sh\nexec "${process.execPath}" "${CLI_ENTRY}" "$@"\n`,
    );
    chmodSync(path.join(bin, "stackgate"), 0o755);
    const other = mkdtempSync(path.join(root, "other-"));
    const applied = spawnSync("sh", ["-c", printed ?? ""], {
      cwd: other,
      env: { ...env, HOME: process.env.HOME ?? "/tmp", PATH: `${bin}:${process.env.PATH ?? ""}` },
      encoding: "utf8",
    });
    expect(applied.status, `${printed}\n${applied.stdout}\n${applied.stderr}`).toBe(0);
    expect(await stateAddresses(dir, env)).toHaveLength(2);
  });

  it("leaves git status clean after a first run (.stackgate/ ignores itself)", async () => {
    const dir = project();
    const git = (...args: string[]): string =>
      execFileSync("git", args, {
        cwd: dir,
        encoding: "utf8",
        env: {
          ...process.env,
          GIT_AUTHOR_NAME: "t",
          GIT_AUTHOR_EMAIL: "t@example.com",
          GIT_COMMITTER_NAME: "t",
          GIT_COMMITTER_EMAIL: "t@example.com",
        },
      });
    git("init", "-q");
    git("add", "main.tf");
    git("commit", "-qm", "infra");
    const run = await cli(["preview"], dir);
    expect(run.exitCode, context(run)).toBe(0);
    expect(existsSync(path.join(dir, ".stackgate", "default.tfplan"))).toBe(true);
    expect(git("status", "--porcelain", "--untracked-files=all")).toBe("");
    expect(readFileSync(path.join(dir, ".stackgate", ".gitignore"), "utf8")).toBe("*\n");
  });
});

describe("runtime files never follow a symlink", () => {
  it("replaces a planted plan-file link instead of writing the plan through it", async () => {
    const dir = project();
    const outside = path.join(root, `outside-${next}`);
    writeFileSync(outside, "precious\n");
    mkdirSync(path.join(dir, ".stackgate"));
    symlinkSync(outside, path.join(dir, ".stackgate", "default.tfplan"));
    const comment = path.join(dir, "comment.md");
    const outsideComment = path.join(root, `outside-comment-${next}`);
    writeFileSync(outsideComment, "precious comment\n");
    symlinkSync(outsideComment, comment);
    const run = await cli(["preview", "--comment-file", comment], dir);
    expect(readFileSync(outside, "utf8")).toBe("precious\n");
    expect(readFileSync(outsideComment, "utf8")).toBe("precious comment\n");
    expect(run.exitCode, context(run)).toBe(0);
    expect(lstatSync(path.join(dir, ".stackgate", "default.tfplan")).isSymbolicLink()).toBe(false);
  });

  it("refuses a symlinked directory on the plan's way below the workdir", async () => {
    const dir = project();
    const outsideDir = mkdtempSync(path.join(root, "outside-dir-"));
    mkdirSync(path.join(dir, ".stackgate"));
    symlinkSync(outsideDir, path.join(dir, ".stackgate", "plans"));
    const run = await cli(
      ["preview", "--plan-file", path.join(dir, ".stackgate", "plans", "p.tfplan")],
      dir,
    );
    expect(run.exitCode, context(run)).not.toBe(0);
    expect(run.stderr).toContain("is a symbolic link");
    expect(existsSync(path.join(outsideDir, "p.tfplan"))).toBe(false);
  });
});

describe("a changed sensitive value is named as such, never shown", () => {
  it("says a sensitive value of the resource changed", async () => {
    const dir = project(SENSITIVE_HCL);
    const first = await cli(["preview", "--json"], dir, {
      STACKGATE_PLAN_KEY: PLAN_KEY,
      TF_VAR_password: PASSWORD,
    });
    expect(first.exitCode, context(first)).toBe(0);
    const rotated = `${PASSWORD}-rotated`;
    const secrets = { STACKGATE_PLAN_KEY: PLAN_KEY, TF_VAR_password: rotated };
    const again = await cli(["preview", "--json"], dir, secrets);
    expect(again.exitCode, context(again)).toBe(0);
    const up = await cli(["up", "--json", "--digest", digestOf(first)], dir, secrets);
    expect(up.exitCode, context(up)).toBe(3);
    expect(String(up.json().message)).toContain("terraform_data.db: a sensitive value");
    expect(`${up.stdout}${up.stderr}`).not.toContain(PASSWORD);
  });
});
