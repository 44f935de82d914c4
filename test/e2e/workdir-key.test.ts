/**
 * The CLI and the Action on one directory share its journal: both name the workdir relative to
 * the checkout (the Action through GITHUB_WORKSPACE, the CLI through the git work tree).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";

const dirs: string[] = [];
const workspace = process.env.GITHUB_WORKSPACE;
afterEach(() => {
  if (workspace === undefined) delete process.env.GITHUB_WORKSPACE;
  else process.env.GITHUB_WORKSPACE = workspace;
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe("the journal's workdir key", () => {
  it("is the same for a CLI run and an Action run (GITHUB_WORKSPACE) on one directory", async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), "stackgate-key-"));
    dirs.push(repo);
    await execa("git", ["init", "-q"], { cwd: repo });
    const infra = path.join(repo, "infra");
    mkdirSync(infra);
    writeFileSync(
      path.join(infra, "main.tf"),
      'resource "terraform_data" "x" {\n  input = "a"\n}\n',
    );

    delete process.env.GITHUB_WORKSPACE;
    const cli = await runCli(["preview", "--json"], { cwd: infra });
    expect(cli.exitCode, cli.stderr).toBe(0);

    // The Action: GITHUB_WORKSPACE is the checkout, input workdir `infra`.
    process.env.GITHUB_WORKSPACE = repo;
    const action = await runCli(["recover", "--json", "--workdir", "infra"], { cwd: repo });
    expect(action.stderr).not.toContain("stackgate will not act on another stack's journal");
    expect(action.exitCode, action.stdout + action.stderr).toBe(0);
    const up = await runCli(["preview", "--json", "--workdir", "infra"], { cwd: repo });
    expect(up.exitCode, up.stderr).toBe(0);

    // And back: the CLI again after the Action.
    delete process.env.GITHUB_WORKSPACE;
    const again = await runCli(["recover", "--json"], { cwd: infra });
    expect(again.exitCode, again.stdout + again.stderr).toBe(0);
  });
});
