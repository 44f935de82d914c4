/**
 * What an approval (a published digest) binds, attacked with the real `terraform` binary:
 * the code that runs (a swapped `local-exec` provisioner, a working tree at another commit)
 * and sensitive values — without the digest becoming an offline oracle for them.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { parsePlanJson } from "../../src/engines/terraform/parse-plan-json.js";
import type { ResourceChange } from "../../src/model/change.js";
import { canonicalJson, digestChangeSet, sha256Hex } from "../../src/model/digest.js";
import { runCli } from "../support/cli.js";
import { tempDirs } from "../support/temp-dirs.js";

const { make: tempDir, removeAll: removeTempDirs } = tempDirs("stackgate-bind-");
afterAll(() => removeTempDirs());

function provisioned(marker: string): string {
  return `resource "terraform_data" "app" {
  input = "v1"
  provisioner "local-exec" {
    command = "touch ${marker}"
  }
}
`;
}

async function git(dir: string, ...args: string[]): Promise<string> {
  const result = await execa("git", args, {
    cwd: dir,
    env: {
      GIT_AUTHOR_NAME: "t",
      GIT_AUTHOR_EMAIL: "t@example.test",
      GIT_COMMITTER_NAME: "t",
      GIT_COMMITTER_EMAIL: "t@example.test",
    },
  });
  return result.stdout.trim();
}

describe("an approval binds the code that runs", () => {
  it("refuses the provisioner swap: preview benign, swap local-exec, apply the approved digest", async () => {
    const dir = tempDir();
    const benign = path.join(dir, "benign-ran");
    const evil = path.join(dir, "evil-ran");
    writeFileSync(path.join(dir, "main.tf"), provisioned(benign));
    const preview = await runCli(["preview", "--json"], { cwd: dir });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const approved = preview.json().digest as string;

    // Same change set (one terraform_data to create, same input); only the command differs.
    writeFileSync(path.join(dir, "main.tf"), provisioned(evil));
    const swapped = await runCli(["preview", "--json"], { cwd: dir });
    expect(swapped.exitCode, swapped.stderr).toBe(0);
    expect(swapped.json().summary).toEqual(preview.json().summary);
    expect(swapped.json().digest).not.toBe(approved);

    const up = await runCli(["up", "--json", "--digest", approved], { cwd: dir });
    expect(up.json()).toMatchObject({ outcome: "approval-required" });
    expect(up.exitCode).not.toBe(0);
    expect(String(up.json().message)).toContain("the plan changed after it was reviewed");
    expect(existsSync(evil)).toBe(false);
    expect(existsSync(benign)).toBe(false);
  });

  it("refuses to apply from a working tree that is not the approved commit", async () => {
    const dir = tempDir();
    const evil = path.join(dir, "evil-ran");
    writeFileSync(path.join(dir, "main.tf"), provisioned(path.join(dir, "benign-ran")));
    writeFileSync(path.join(dir, ".gitignore"), ".stackgate/\n.terraform/\n*-ran\n");
    await git(dir, "init", "-q");
    await git(dir, "add", "-A");
    await git(dir, "commit", "-qm", "benign");
    const approvedCommit = await git(dir, "rev-parse", "HEAD");
    const ci = { GITHUB_ACTIONS: "true", GITHUB_SHA: approvedCommit };
    const preview = await runCli(["preview", "--json"], { cwd: dir, env: ci });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const approved = preview.json().digest as string;

    writeFileSync(path.join(dir, "main.tf"), provisioned(evil));
    await git(dir, "commit", "-qam", "swap the provisioner");
    const other = await git(dir, "rev-parse", "HEAD");
    // The run claims the approved commit (as an issue_comment run does), the tree is another.
    const up = await runCli(["up", "--json", "--digest", approved], { cwd: dir, env: ci });
    expect(up.json()).toMatchObject({ outcome: "approval-required" });
    const message = String(up.json().message);
    expect(message).toContain(`is commit ${other.slice(0, 12)}`);
    expect(message).toContain(`made for commit ${approvedCommit.slice(0, 12)}`);
    expect(existsSync(evil)).toBe(false);

    // Back on the approved commit, the approved plan applies.
    await git(dir, "checkout", "-q", approvedCommit);
    const good = await runCli(["up", "--json", "--digest", approved], { cwd: dir, env: ci });
    expect(good.json(), good.stderr).toMatchObject({ outcome: "applied" });
  });
});

/** The digest as stackgate published it before sealing: sha256 over raw-value fingerprints. */
function unsealedDigest(resources: readonly ResourceChange[]): string {
  const material = {
    engine: "terraform",
    resources: resources.map((r) => ({
      address: r.address,
      action: r.action,
      replaceOrder: r.replaceOrder,
      reasons: r.reasons,
      movedFrom: r.movedFrom,
      importId: r.importId,
      fingerprint: r.fingerprint,
    })),
    outputs: [],
    errored: false,
  };
  return `sha256:${sha256Hex(canonicalJson(material))}`;
}

describe("a sensitive value and the published digest", () => {
  const hcl = `variable "pin" {
  type      = string
  sensitive = true
}
resource "terraform_data" "door" {
  input = { pin = var.pin, label = "front" }
}
`;

  it("cannot be recovered from the digest by brute force, and an approval still covers it", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "main.tf"), hcl);
    const env = { TF_VAR_pin: "4821" };
    const preview = await runCli(["preview", "--json", "--comment-file", "c.md"], {
      cwd: dir,
      env,
    });
    expect(preview.exitCode, preview.stderr).toBe(0);
    const published = preview.json().digest as string;
    const comment = readFileSync(path.join(dir, "c.md"), "utf8");
    expect(comment).toContain(published);
    expect(comment).not.toContain("4821");

    // The attacker has the configuration and the comment; they replay the plan document with
    // every 4-digit value and compute digests the way a public digest could be computed.
    const planFile = path.join(dir, ".stackgate", "default.tfplan");
    const shown = await execa("terraform", ["show", "-json", planFile], { cwd: dir });
    expect(shown.stdout).toContain('"4821"');
    const hits: string[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      const guess = String(n).padStart(4, "0");
      const doc = shown.stdout.replaceAll('"4821"', `"${guess}"`);
      const changeSet = parsePlanJson(doc, "terraform");
      // Fingerprints over the raw values, as stackgate computed them before values were sealed.
      const raw = changeSet.resources.map((r) => ({
        ...r,
        fingerprint: r.sealed ?? r.fingerprint,
        sealed: undefined,
      }));
      const candidates = [digestChangeSet({ ...changeSet, resources: raw }), unsealedDigest(raw)];
      if (candidates.includes(published)) hits.push(guess);
    }
    expect(hits).toEqual([]);

    // The approval still covers the sensitive value: keep the record (and its key), swap in a
    // plan made with another value; the approved digest no longer matches.
    const record = readFileSync(`${planFile}.stackgate.json`, "utf8");
    expect(JSON.parse(record)).toMatchObject({ seal: { source: "plan" } });
    // The key stays in the record: status (printed, logged) does not show it.
    const key = (JSON.parse(record) as { seal: { key: string } }).seal.key;
    const status = await runCli(["status", "--json"], { cwd: dir, env });
    expect(status.stdout).toContain(published);
    expect(status.stdout + status.stderr + preview.stdout + preview.stderr).not.toContain(key);
    const other = await runCli(["preview", "--json"], { cwd: dir, env: { TF_VAR_pin: "4822" } });
    expect(other.exitCode, other.stderr).toBe(0);
    writeFileSync(`${planFile}.stackgate.json`, record);
    const up = await runCli(["up", "--json", "--digest", published], { cwd: dir, env });
    expect(up.json()).toMatchObject({ outcome: "approval-required" });
    const state = await execa("terraform", ["state", "list"], { cwd: dir, reject: false });
    expect(state.stdout).toBe("");

    // The reviewed plan itself, with its record, applies.
    const again = await runCli(["preview", "--json"], { cwd: dir, env });
    const digest = again.json().digest as string;
    expect(digest).not.toBe(published); // a new plan, a new key
    const applied = await runCli(["up", "--json", "--digest", digest], { cwd: dir, env });
    expect(applied.json(), applied.stderr).toMatchObject({ outcome: "applied" });
  });

  it("without the plan record, a plan with sensitive values is refused, not applied", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "main.tf"), hcl);
    const env = { TF_VAR_pin: "1234" };
    const preview = await runCli(["preview", "--json"], { cwd: dir, env });
    const digest = preview.json().digest as string;
    rmSync(path.join(dir, ".stackgate", "default.tfplan.stackgate.json"));
    const up = await runCli(["up", "--json", "--digest", digest], { cwd: dir, env });
    expect(up.json()).toMatchObject({ outcome: "approval-required" });
    expect(String(up.json().message)).toContain("missing or unreadable");
  });

  it("with STACKGATE_DIGEST_SECRET, a fresh plan reproduces the digest of the same values", async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "main.tf"), hcl);
    const env = { TF_VAR_pin: "1234", STACKGATE_DIGEST_SECRET: "0123456789abcdef0123456789abcdef" };
    const one = (await runCli(["preview", "--json"], { cwd: dir, env })).json().digest;
    const two = (await runCli(["preview", "--json"], { cwd: dir, env })).json().digest;
    expect(two).toBe(one);
    const changed = await runCli(["preview", "--json"], {
      cwd: dir,
      env: { ...env, TF_VAR_pin: "1235" },
    });
    expect(changed.json().digest).not.toBe(one);
  });
});
