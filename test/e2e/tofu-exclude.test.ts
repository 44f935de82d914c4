/**
 * OpenTofu's `plan -exclude` through the built CLI with the real `tofu` (scripts/engines.mjs):
 * `preview --exclude terraform_data.b` plans a only (b's dependent c is left out with it), `up`
 * of that plan by digest creates only a, and refuses to run with other excludes than the
 * preview's. With `--engine terraform` (no `-exclude` in Terraform 1.11) the same flag is a usage
 * error before any engine runs: the engine binary is a script that would leave a mark.
 */
import { chmodSync, existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";
import { createTempProject, type TempProject } from "../support/terraform-project.js";

const skip = skipWithoutEngines("OpenTofu -exclude (test/e2e/tofu-exclude.test.ts)", "tofu");

const HCL = `resource "terraform_data" "a" {
  input = "a"
}

resource "terraform_data" "b" {
  input = "b"
}

resource "terraform_data" "c" {
  input = terraform_data.b.output
}
`;

const made: TempProject[] = [];
afterAll(() => made.forEach((p) => p.remove()));

function project(): TempProject {
  const p = createTempProject();
  made.push(p);
  writeFileSync(path.join(p.dir, "main.tf"), HCL);
  return p;
}

function tofuEnv(): Record<string, string> {
  return {
    STACKGATE_ENGINE: "tofu",
    STACKGATE_ENGINE_BINARY: path.join(engineDir("tofu"), "tofu"),
    TF_CLI_CONFIG_FILE: "/dev/null",
    TF_IN_AUTOMATION: "1",
  };
}

/** The addresses in a local (unencrypted) state file. */
function stateAddresses(dir: string): string[] {
  const state = JSON.parse(readFileSync(path.join(dir, "terraform.tfstate"), "utf8")) as {
    resources: Array<{ type: string; name: string }>;
  };
  return state.resources.map((r) => `${r.type}.${r.name}`).sort();
}

describe.skipIf(skip)("OpenTofu -exclude passed through", () => {
  it("preview --exclude b plans a only; up of that plan by digest creates only a", async () => {
    const p = project();
    const exclude = ["--exclude", "terraform_data.b"];
    const preview = await runCli(
      ["preview", "--json", "--comment-file", "comment.md", ...exclude],
      {
        cwd: p.dir,
        env: tofuEnv(),
      },
    );
    expect(preview.exitCode, preview.stderr).toBe(0);
    const planned = preview.json();
    expect(planned).toMatchObject({
      outcome: "planned",
      summary: { create: 1, update: 0, delete: 0, replace: 0 },
    });
    const digest = planned.digest as string;
    const comment = readFileSync(path.join(p.dir, "comment.md"), "utf8");
    expect(comment).toContain("`terraform_data.a`");
    expect(comment).not.toContain("`terraform_data.b`");
    expect(comment).not.toContain("`terraform_data.c`");
    // The printed up command carries the exclude.
    expect(comment).toContain("--exclude terraform_data.b --digest");

    // Without the preview's exclude, up refuses before applying anything.
    const bare = await runCli(["up", "--json", "--digest", digest], {
      cwd: p.dir,
      env: tofuEnv(),
    });
    expect(bare.exitCode, bare.stdout).not.toBe(0);
    expect(bare.json().message).toContain(
      'was made with exclude "terraform_data.b", but this run\'s exclude is none',
    );
    expect(existsSync(path.join(p.dir, "terraform.tfstate"))).toBe(false);

    const up = await runCli(["up", "--json", "--digest", digest, ...exclude], {
      cwd: p.dir,
      env: tofuEnv(),
    });
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json()).toMatchObject({
      outcome: "applied",
      applied: { added: 1, changed: 0, removed: 0 },
      digest,
    });
    expect(stateAddresses(p.dir)).toEqual(["terraform_data.a"]);

    // Without the exclude, the rest is still to create.
    const again = await runCli(["preview", "--json"], { cwd: p.dir, env: tofuEnv() });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.json()).toMatchObject({ summary: { create: 2 } });
  }, 180_000);

  it("a stack with depends-on: up's upstream re-plan uses the same excludes and matches", async () => {
    const p = project();
    writeFileSync(path.join(p.dir, "stackgate.yml"), "depends-on: [network]\n");
    const exclude = ["--exclude", "terraform_data.b"];
    const preview = await runCli(["preview", "--json", ...exclude], {
      cwd: p.dir,
      env: tofuEnv(),
    });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const digest = preview.json().digest as string;
    const up = await runCli(["up", "--json", "--digest", digest, ...exclude], {
      cwd: p.dir,
      env: tofuEnv(),
    });
    expect(up.exitCode, up.stdout + up.stderr).toBe(0);
    expect(up.stderr).toContain("planning again to check the approved plan still holds");
    expect(up.json()).toMatchObject({ outcome: "applied", applied: { added: 1 } });
    expect(stateAddresses(p.dir)).toEqual(["terraform_data.a"]);
  }, 180_000);

  it("with --engine terraform the same flag is a usage error and no engine runs", async () => {
    const p = project();
    const mark = path.join(p.dir, "engine-ran");
    const fake = path.join(p.dir, "fake-terraform.sh");
    writeFileSync(fake, `#!/bin/sh\necho "$@" >> '${mark}'\nexit 1\n`);
    chmodSync(fake, 0o755);
    const env = { STACKGATE_ENGINE_BINARY: fake, TF_CLI_CONFIG_FILE: "/dev/null" };
    for (const command of ["preview", "up"]) {
      const argv = [command, "--engine", "terraform", "--exclude", "terraform_data.b"];
      const run = await runCli(command === "up" ? [...argv, "--yes"] : argv, {
        cwd: p.dir,
        env,
      });
      expect(run.exitCode, run.stderr).toBe(64);
      expect(run.stderr).toContain(
        '--exclude "terraform_data.b": Terraform has no -exclude (OpenTofu 1.9 and later has); nothing was run. ' +
          "Run with --engine tofu, or remove exclude to plan everything.",
      );
    }
    expect(existsSync(mark), existsSync(mark) ? readFileSync(mark, "utf8") : "").toBe(false);
    expect(existsSync(path.join(p.dir, ".terraform"))).toBe(false);
    expect(existsSync(path.join(p.dir, ".stackgate"))).toBe(false);
  }, 60_000);
});
