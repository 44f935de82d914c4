/**
 * Counts are the truth (issue 19): an `up` interrupted mid-apply reports what the journal saw
 * applied — here every resource was created and then tainted when the stop cut its provisioner —
 * not the "0 added" of a summary line the engine never printed. Ground truth: the marker each
 * create writes as its provisioner starts, and the tainted instances in Terraform's own state.
 *
 * Runs the built CLI (dist/cli.js): `npm run build` first.
 */
import { execa } from "execa";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { writeEmptyCliConfig } from "../support/terraform-project.js";

const CLI = path.resolve("dist/cli.js");
const COUNT = 3;
const roots: string[] = [];

afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

function project(): { dir: string; markers: string; env: Record<string, string> } {
  const root = mkdtempSync(path.join(os.tmpdir(), "sg-counts-"));
  roots.push(root);
  const dir = path.join(root, "repo");
  const markers = path.join(root, "markers");
  mkdirSync(dir);
  mkdirSync(markers);
  const cliConfig = writeEmptyCliConfig(path.join(root, "terraformrc"));
  writeFileSync(
    path.join(dir, "main.tf"),
    `resource "terraform_data" "item" {
  count = ${COUNT}
  provisioner "local-exec" {
    command = "echo created >> ${markers}/item-\${count.index} && sleep 30"
  }
}
`,
  );
  const env = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "/tmp",
    TF_CLI_CONFIG_FILE: cliConfig,
    TF_IN_AUTOMATION: "1",
    CHECKPOINT_DISABLE: "1",
  };
  return { dir, markers, env };
}

async function until(condition: () => boolean, timeoutMs = 60_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`condition not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The tainted instances in Terraform's own state (`show -json`). */
async function taintedInState(dir: string, env: Record<string, string>): Promise<string[]> {
  const shown = await execa("terraform", ["show", "-json"], { cwd: dir, env, extendEnv: false });
  const doc = JSON.parse(shown.stdout) as {
    values?: { root_module?: { resources?: { address: string; tainted?: boolean }[] } };
  };
  return (doc.values?.root_module?.resources ?? [])
    .filter((r) => r.tainted === true)
    .map((r) => r.address);
}

/** `up` stopped with SIGINT once every resource's provisioner has started. */
async function interruptedUp(json: boolean) {
  if (!existsSync(CLI)) throw new Error(`${CLI} does not exist: run \`npm run build\` first.`);
  const { dir, markers, env } = project();
  const args = [CLI, "up", "--yes", ...(json ? ["--json"] : []), "-C", dir];
  const up = execa(process.execPath, args, { env, extendEnv: false, reject: false });
  await until(() => readdirSync(markers).length === COUNT);
  up.kill("SIGINT");
  const result = await up;
  // Reality: every resource was created (its provisioner ran), and the stop tainted it.
  expect(readdirSync(markers)).toHaveLength(COUNT);
  const tainted = await taintedInState(dir, env);
  expect(tainted).toHaveLength(COUNT);
  return { result, tainted };
}

describe("counts after an interrupted up", () => {
  it("--json gives what the journal saw applied (tainted included), matching the state", async () => {
    const { result, tainted } = await interruptedUp(true);
    const json = JSON.parse(result.stdout) as { outcome: string; applied: Record<string, number> };
    expect(json.outcome, result.stderr).toBe("interrupted");
    expect(json.applied).toEqual({ added: 0, changed: 0, removed: 0, tainted: tainted.length });
  }, 120_000);

  it("the text report says the same", async () => {
    const { result, tainted } = await interruptedUp(false);
    expect(result.stdout).toContain(
      `Applied: 0 added, 0 changed, 0 destroyed, ${tainted.length} tainted (as the journal saw them)`,
    );
  }, 120_000);
});
