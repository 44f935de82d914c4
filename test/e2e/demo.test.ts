/** The README's demo command, run the way a user runs it: the built CLI as a process. */
import { fileURLToPath } from "node:url";
import { execa } from "execa";
import { describe, expect, it } from "vitest";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

describe("stackgate demo", () => {
  it("previews, applies and ends with no changes", async () => {
    const run = await execa(process.execPath, [cli, "demo"], {
      reject: false,
      env: { CI: "true" },
    });
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain("== 1. preview");
    expect(run.stdout).toContain("terraform_data.app[1]");
    expect(run.stdout).toContain("== 2. up --digest sha256:");
    expect(run.stdout).toContain("demo finished: planned, applied, and nothing left to change");
    // The demo's sensitive default never reaches the output.
    expect(run.stdout + run.stderr).not.toContain("demo-only-not-a-real-password");
  });

  it("exits 69 with a clear message when neither terraform nor tofu is on PATH", async () => {
    const run = await execa(process.execPath, [cli, "demo"], {
      reject: false,
      env: { PATH: "/nonexistent" },
      extendEnv: false,
    });
    expect(run.exitCode).toBe(69);
    expect(run.stderr).toContain(
      'demo needs Terraform or OpenTofu: "terraform" was not found on PATH and neither was "tofu"',
    );
  });
});
