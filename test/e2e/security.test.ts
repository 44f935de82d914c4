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
import { stateAddresses, tempProjects, type TempProject } from "../support/terraform-project.js";

const projects = tempProjects();
const project = projects.make;
afterAll(projects.removeAll);

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
    const up = await runCli(
      ["up", "--json", "--stack", "prod", "--workspace", "prod", "--digest", digest],
      {
        cwd: p.dir,
      },
    );
    expect(up.exitCode, up.stdout + up.stderr).toBe(3);
    // prod has its own state (one stack is one state); the digest binds the stack's state, so
    // the copied plan is refused by its digest, or by its record's stack, whichever is met first.
    expect(up.json().message).toMatch(
      /made for stack "staging", but this run's stack is "prod"|the saved plan's digest is sha256:[0-9a-f]{64}, but the approval is for/,
    );
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

describe("the plan artifact is sealed with the plan key", () => {
  const KEY = "0123456789abcdef-plan-key";
  const SENSITIVE = "pw-7f3a9c-sensitive";
  const withKey = { STACKGATE_PLAN_KEY: KEY };
  const planOf = (dir: string) => path.join(dir, ".stackgate", "default.tfplan");

  /** A project with a sensitive variable whose value ends up in the plan file. */
  function sensitiveProject(): TempProject {
    const p = project(1);
    writeFileSync(
      path.join(p.dir, "secret.tf"),
      `variable "password" {
  type      = string
  sensitive = true
  default   = "${SENSITIVE}"
}

resource "terraform_data" "secret" {
  input = var.password
}
`,
    );
    return p;
  }

  it("without a key the plan file reveals a sensitive value (what the README warns about)", async () => {
    const p = sensitiveProject();
    await previewDigest(p.dir);
    const show = await execa("terraform", ["show", "-json", planOf(p.dir)], { cwd: p.dir });
    expect(show.stdout).toContain(SENSITIVE);
  });

  it("preview seals it; up --digest with the key applies it; the sealed file reveals nothing", async () => {
    const p = sensitiveProject();
    const digest = await previewDigest(p.dir, [], withKey);
    const sealed = readFileSync(planOf(p.dir));
    expect(sealed.subarray(0, 24).toString()).toBe("stackgate-sealed-plan v2");
    const show = await execa("terraform", ["show", "-json", planOf(p.dir)], {
      cwd: p.dir,
      reject: false,
    });
    expect(show.exitCode).not.toBe(0);
    expect(show.stdout).not.toContain(SENSITIVE);

    const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir, env: withKey });
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json().outcome).toBe("applied");
    expect(`${up.stdout}${up.stderr}`).not.toContain(KEY);
    expect(await stateAddresses(p.dir)).toHaveLength(2);
  });

  it("refuses a tampered artifact, a wrong key, a missing key and an unencrypted artifact", async () => {
    const p = sensitiveProject();
    const digest = await previewDigest(p.dir, [], withKey);
    const original = readFileSync(planOf(p.dir));
    const refused = async (env: Record<string, string>, expected: string) => {
      const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir, env });
      expect(up.exitCode, up.stderr).toBe(3);
      expect(up.json().message).toContain(expected);
      expect(up.json().message).toContain("Nothing was applied");
      expect(`${up.stdout}${up.stderr}`).not.toContain(KEY);
      expect(await stateAddresses(p.dir)).toEqual([]);
    };

    const tampered = Buffer.from(original);
    const at = tampered.length - 100;
    tampered[at] = (tampered[at] ?? 0) ^ 0xff;
    writeFileSync(planOf(p.dir), tampered);
    await refused(withKey, "could not be decrypted and authenticated with the plan key");

    writeFileSync(planOf(p.dir), original);
    await refused({ STACKGATE_PLAN_KEY: `${KEY}-other` }, "could not be decrypted");
    await refused({}, "is sealed (encrypted), but no plan key is set");

    // An unencrypted plan with the same digest, put where the sealed one was: refused.
    await previewDigest(p.dir);
    await refused(withKey, "a plan key is set, but the saved plan");
  });

  it("refuses a plan key shorter than 16 characters without printing it", async () => {
    const p = project(1);
    const run = await runCli(["preview", "--json"], {
      cwd: p.dir,
      env: { STACKGATE_PLAN_KEY: "short-key" },
    });
    expect(run.exitCode).toBe(64);
    expect(run.stderr).toContain(
      "environment variable STACKGATE_PLAN_KEY: expected a secret of at least 16 characters",
    );
    expect(run.stderr).toContain("got 9 characters");
    expect(run.stderr).not.toContain("short-key");
  });
});
