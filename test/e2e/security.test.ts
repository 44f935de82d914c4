/**
 * Attacks on what an approval binds, with the CLI and the real `terraform` binary (issue 12):
 * approval switched on from the repository, an empty digest, a saved plan whose record names
 * another digest, workdir or stack, and a plan artifact that is not encrypted or was altered.
 * Every attack must end with nothing applied (no resource in the state).
 */
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { createTempProject, type TempProject } from "../support/terraform-project.js";

const projects: TempProject[] = [];
function project(count: number, revision = "r1"): TempProject {
  const p = createTempProject({ count, revision });
  projects.push(p);
  return p;
}
afterAll(() => projects.forEach((p) => p.remove()));

async function stateAddresses(dir: string): Promise<string[]> {
  const result = await execa("terraform", ["state", "list"], { cwd: dir, reject: false });
  return result.stdout.split("\n").filter(Boolean);
}

async function previewDigest(
  dir: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<string> {
  const preview = await runCli(["preview", "--json", ...args], { cwd: dir, env });
  expect(preview.exitCode, preview.stderr).toBe(0);
  return preview.json().digest as string;
}

describe("approval comes only from the command line", () => {
  it("refuses `approve: yes` in stackgate.yml, naming the file; nothing is applied", async () => {
    const p = project(1);
    writeFileSync(path.join(p.dir, "stackgate.yml"), "approve: yes\n");
    const up = await runCli(["up", "--json"], { cwd: p.dir });
    expect(up.exitCode).toBe(64);
    expect(up.stderr).toContain(`config file "${path.join(p.dir, "stackgate.yml")}"`);
    expect(up.stderr).toMatch(/"approve" cannot be set in a file/);
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("refuses STACKGATE_APPROVE, naming the variable; nothing is applied", async () => {
    const p = project(1);
    const up = await runCli(["up", "--json"], { cwd: p.dir, env: { STACKGATE_APPROVE: "yes" } });
    expect(up.exitCode).toBe(64);
    expect(up.stderr).toContain('environment variable STACKGATE_APPROVE is set ("yes")');
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it('refuses `--digest ""` instead of planning afresh and applying with --yes', async () => {
    const p = project(1);
    const up = await runCli(["up", "--json", "--digest", "", "--yes"], { cwd: p.dir });
    expect(up.exitCode).toBe(64);
    expect(up.stderr).toMatch(/digest: expected .* got "" \(empty\)/);
    const equals = await runCli(["up", "--json", "--digest=", "--yes"], { cwd: p.dir });
    expect(equals.exitCode).toBe(64);
    expect(await stateAddresses(p.dir)).toEqual([]);
  });
});

describe("up --digest binds the saved plan's record", () => {
  const planOf = (dir: string, stack = "default") =>
    path.join(dir, ".stackgate", `${stack}.tfplan`);

  function copyPlan(from: string, to: string): void {
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    copyFileSync(`${from}.stackgate.json`, `${to}.stackgate.json`);
  }

  it("refuses another project's plan with the same digest (its record names another workdir)", async () => {
    const victim = project(2);
    const other = project(2);
    const digest = await previewDigest(other.dir);
    // Same configuration, same changes: the digests agree, only the record tells them apart.
    expect(await previewDigest(victim.dir)).toBe(digest);
    copyPlan(planOf(other.dir), planOf(victim.dir));
    const up = await runCli(["up", "--json", "--digest", digest], { cwd: victim.dir });
    expect(up.exitCode).toBe(3);
    expect(up.json().message).toContain(`made in workdir "${other.dir}"`);
    expect(up.json().message).toContain("Nothing was applied");
    expect(await stateAddresses(victim.dir)).toEqual([]);
  });

  it("refuses a plan made for another stack", async () => {
    const p = project(2);
    const digest = await previewDigest(p.dir, ["--stack", "staging"]);
    copyPlan(planOf(p.dir, "staging"), planOf(p.dir, "prod"));
    const up = await runCli(["up", "--json", "--stack", "prod", "--digest", digest], {
      cwd: p.dir,
    });
    expect(up.exitCode).toBe(3);
    expect(up.json().message).toContain(`made for stack "staging", but this run's stack is "prod"`);
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("refuses a plan whose record names another digest, or that has no record", async () => {
    const p = project(2);
    const digest = await previewDigest(p.dir);
    const recordFile = `${planOf(p.dir)}.stackgate.json`;
    const record = JSON.parse(readFileSync(recordFile, "utf8")) as { digest: string };
    const forged = `sha256:${"0".repeat(64)}`;
    writeFileSync(recordFile, JSON.stringify({ ...record, digest: forged }));
    const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir });
    expect(up.exitCode).toBe(3);
    expect(up.json().message).toContain(`names digest ${forged}, but the plan file's digest is`);

    writeFileSync(recordFile, "not json");
    const none = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir });
    expect(none.exitCode).toBe(3);
    expect(none.json().message).toContain("has no readable stackgate record");
    expect(await stateAddresses(p.dir)).toEqual([]);

    // The untouched pair still applies: the refusals above were about the record alone.
    writeFileSync(recordFile, JSON.stringify(record));
    const ok = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir });
    expect(ok.exitCode, ok.stderr).toBe(0);
    expect(await stateAddresses(p.dir)).toHaveLength(2);
  });
});
