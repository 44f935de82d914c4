/**
 * OpenTofu's state and plan encryption (`TF_ENCRYPTION`) through the built CLI with the real
 * `tofu` (scripts/engines.mjs): the preview of an encrypted plan (its change set read back by
 * `tofu show -json` under the same configuration), its digest, `up` of exactly that plan by
 * digest, an encrypted state, and a state stackgate's recovery reads as a state, not as damage.
 * The value only the configuration holds never appears in the plan file or the state file.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { engineDir, skipWithoutEngines } from "../support/engines.js";
import {
  createTempProject,
  dataProjectHcl,
  type TempProject,
} from "../support/terraform-project.js";

const skip = skipWithoutEngines("OpenTofu encryption (test/e2e/tofu-encryption.test.ts)", "tofu");
const CANARY = "encrypted-canary-5b1e77";
const ENCRYPTION = `key_provider "pbkdf2" "main" {
  passphrase = "tofu-encryption-test-passphrase-0123456789"
}
method "aes_gcm" "main" {
  keys = key_provider.pbkdf2.main
}
state {
  method = method.aes_gcm.main
}
plan {
  method = method.aes_gcm.main
}`;

const made: TempProject[] = [];
afterAll(() => made.forEach((p) => p.remove()));

function project(count: number): TempProject {
  const p = createTempProject();
  made.push(p);
  writeFileSync(
    path.join(p.dir, "main.tf"),
    dataProjectHcl({ count, revision: CANARY }).replace(
      "resource",
      'output "secret" {\n  value     = var.revision\n  sensitive = true\n}\n\nresource',
    ),
  );
  return p;
}

function env(): Record<string, string> {
  const binary = path.join(engineDir("tofu"), "tofu");
  return {
    STACKGATE_ENGINE: "tofu",
    STACKGATE_ENGINE_BINARY: binary,
    TF_ENCRYPTION: ENCRYPTION,
    TF_CLI_CONFIG_FILE: "/dev/null",
    TF_IN_AUTOMATION: "1",
  };
}

describe.skipIf(skip)("OpenTofu with state and plan encryption", () => {
  it("previews an encrypted plan, applies exactly it by digest; plan and state stay encrypted", async () => {
    const p = project(3);
    const preview = await runCli(["preview", "--json", "--comment-file", "comment.md"], {
      cwd: p.dir,
      env: env(),
    });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const planned = preview.json();
    expect(planned).toMatchObject({
      command: "preview",
      outcome: "planned",
      summary: { create: 3, update: 0, delete: 0, replace: 0 },
    });
    const digest = planned.digest as string;
    expect(digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const comment = readFileSync(path.join(p.dir, "comment.md"), "utf8");
    expect(comment).toContain("`terraform_data.item[2]`");
    expect(comment).toContain(digest);
    const planFile = planned.planFile as string;
    expect(existsSync(planFile), planFile).toBe(true);
    // The saved plan is OpenTofu's encrypted form, not a zip with the value inside.
    const planBytes = readFileSync(planFile);
    expect(planBytes.subarray(0, 2).toString("latin1")).not.toBe("PK");
    expect(planBytes.toString("latin1")).not.toContain(CANARY);

    const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir, env: env() });
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json()).toMatchObject({
      outcome: "applied",
      applied: { added: 3, changed: 0, removed: 0 },
      digest,
    });
    const state = readFileSync(path.join(p.dir, "terraform.tfstate"), "utf8");
    expect(state).toContain('"encryption_version"');
    expect(state).not.toContain(CANARY);

    // Recovery (every preview's pre-flight) reads the encrypted state as a state: no change.
    const again = await runCli(["preview", "--json", "--detailed-exitcode"], {
      cwd: p.dir,
      env: env(),
    });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.json()).toMatchObject({ outcome: "no-changes" });
    expect(readdirSync(p.dir).filter((f) => f.includes(".damaged-"))).toEqual([]);
  }, 180_000);

  it("a plan made without the key is not applied with another: the digest differs or up refuses", async () => {
    const p = project(1);
    const preview = await runCli(["preview", "--json"], { cwd: p.dir, env: env() });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const digest = preview.json().digest as string;
    const other = { ...env(), TF_ENCRYPTION: ENCRYPTION.replace("0123456789", "9876543210") };
    const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir, env: other });
    expect(up.exitCode, up.stdout).not.toBe(0);
    expect(existsSync(path.join(p.dir, "terraform.tfstate"))).toBe(false);
  }, 180_000);
});
