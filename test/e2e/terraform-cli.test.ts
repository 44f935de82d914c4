/**
 * The CLI against the real `terraform` binary on PATH, in temp dirs, local backend.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { runCli } from "../support/cli.js";
import { stateAddresses, tempProjects } from "../support/terraform-project.js";

const projects = tempProjects();
const project = projects.make;
afterAll(projects.removeAll);

describe("stackgate CLI with real terraform", () => {
  it("previews, applies exactly the previewed plan by digest, then previews no changes", async () => {
    const p = project(3);
    const preview = await runCli(["preview", "--json", "--comment-file", "comment.md"], {
      cwd: p.dir,
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
    expect(await stateAddresses(p.dir)).toEqual([]);

    const up = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir });
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json()).toMatchObject({
      outcome: "applied",
      applied: { added: 3, changed: 0, removed: 0 },
      digest,
    });
    expect(await stateAddresses(p.dir)).toHaveLength(3);

    const again = await runCli(["preview", "--json", "--detailed-exitcode"], { cwd: p.dir });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.json()).toMatchObject({
      outcome: "no-changes",
      summary: { create: 0, update: 0, delete: 0 },
    });
  });

  it("--mode destroy previews and applies a destroy plan; up refuses it in another mode", async () => {
    const p = project(2);
    expect((await runCli(["up", "--yes", "--json"], { cwd: p.dir })).exitCode).toBe(0);
    expect(await stateAddresses(p.dir)).toHaveLength(2);

    const preview = await runCli(["preview", "--json", "--mode", "destroy"], { cwd: p.dir });
    expect(preview.exitCode, preview.stderr).toBe(0);
    expect(preview.json()).toMatchObject({ summary: { create: 0, delete: 2 } });
    const digest = preview.json().digest as string;
    const record = JSON.parse(
      readFileSync(`${preview.json().planFile as string}.stackgate.json`, "utf8"),
    ) as {
      mode: string;
    };
    expect(record.mode).toBe("destroy");

    // The reviewed plan is a destroy: up in the normal mode does not apply it.
    const wrongMode = await runCli(["up", "--json", "--digest", digest], { cwd: p.dir });
    expect(wrongMode.exitCode).toBe(3);
    expect(wrongMode.json().message).toMatch(
      /is a destroy plan, but this run's mode is normal.*--mode destroy/,
    );
    expect(await stateAddresses(p.dir)).toHaveLength(2);

    const up = await runCli(["up", "--json", "--mode", "destroy", "--digest", digest], {
      cwd: p.dir,
    });
    expect(up.exitCode, up.stderr).toBe(0);
    expect(up.json()).toMatchObject({ outcome: "applied", applied: { removed: 2 } });
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("--mode refresh: previews and applies only the drift to state; nothing else is applied", async () => {
    // Drift with built-in parts only: an upstream stack's output changes after the downstream
    // stack was applied (terraform_remote_state, local backend). terraform_data reads back
    // unchanged, so the drift is the downstream's output, as Terraform records it.
    const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-refresh-"));
    const up = path.join(root, "upstream");
    const down = path.join(root, "downstream");
    mkdirSync(up);
    mkdirSync(down);
    try {
      const applyUpstream = async (value: string) => {
        writeFileSync(path.join(up, "main.tf"), `output "v" {\n  value = "${value}"\n}\n`);
        for (const args of [
          ["init", "-input=false"],
          ["apply", "-auto-approve", "-input=false"],
        ]) {
          const r = await execa("terraform", args, { cwd: up, reject: false });
          expect(r.exitCode, r.stderr).toBe(0);
        }
      };
      const downstream = `data "terraform_remote_state" "up" {
  backend = "local"
  config  = { path = "../upstream/terraform.tfstate" }
}

resource "terraform_data" "follow" {
  input = data.terraform_remote_state.up.outputs.v
}

output "upstream_v" {
  value = data.terraform_remote_state.up.outputs.v
}
`;
      const pull = async () => {
        const r = await execa("terraform", ["state", "pull"], { cwd: down });
        return JSON.parse(r.stdout) as {
          serial: number;
          outputs: Record<string, { value: unknown }>;
          resources: unknown[];
        };
      };
      await applyUpstream("one");
      writeFileSync(path.join(down, "main.tf"), downstream);
      expect((await runCli(["up", "--yes", "--json"], { cwd: down })).exitCode).toBe(0);

      // Drift: upstream moves on; and the downstream config gains a resource nobody applied yet.
      await applyUpstream("two");
      writeFileSync(
        path.join(down, "main.tf"),
        `${downstream}\nresource "terraform_data" "added" {\n  input = "not applied by a refresh"\n}\n`,
      );
      const before = await pull();
      expect(before.outputs.upstream_v?.value).toBe("one");

      const preview = await runCli(["preview", "--json", "--mode", "refresh"], { cwd: down });
      expect(preview.exitCode, preview.stderr).toBe(0);
      expect(preview.json()).toMatchObject({
        outcome: "planned",
        summary: { create: 0, update: 0, delete: 0, replace: 0, outputs: 1 },
      });
      const digest = preview.json().digest as string;
      const record = JSON.parse(
        readFileSync(`${preview.json().planFile as string}.stackgate.json`, "utf8"),
      ) as { mode: string };
      expect(record.mode).toBe("refresh");

      // A reviewed refresh is applied only as a refresh.
      const wrongMode = await runCli(["up", "--json", "--digest", digest], { cwd: down });
      expect(wrongMode.exitCode).toBe(3);
      expect(await pull()).toEqual(before);

      const applied = await runCli(["up", "--json", "--mode", "refresh", "--digest", digest], {
        cwd: down,
      });
      expect(applied.exitCode, applied.stderr).toBe(0);
      expect(applied.json()).toMatchObject({
        outcome: "applied",
        digest,
        applied: { added: 0, changed: 0, removed: 0 },
      });
      const after = await pull();
      // State changed: the drifted output, in a new serial ...
      expect(after.outputs.upstream_v?.value).toBe("two");
      expect(after.serial).toBeGreaterThan(before.serial);
      // ... the data source read anew, and nothing else: the managed resources byte for byte
      // the same (follow still holds "one"; "added" was not created).
      const managed = (state: { resources: unknown[] }) =>
        state.resources.filter((r) => (r as { mode?: string }).mode === "managed");
      expect(managed(after)).toEqual(managed(before));
      expect(managed(after)).toHaveLength(1);
      expect(JSON.stringify(after.resources)).toContain('"v":"two"');
      expect(await stateAddresses(down)).toEqual([
        "data.terraform_remote_state.up",
        "terraform_data.follow",
      ]);
      // What a normal run would still do is still to do.
      const normal = await runCli(["preview", "--json"], { cwd: down });
      expect(normal.json()).toMatchObject({ summary: { create: 1, update: 1, delete: 0 } });
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("reports 200 creates for a 200-resource project and exits 2 with --detailed-exitcode", async () => {
    const p = project(200);
    const preview = await runCli(["preview", "--json", "--detailed-exitcode"], { cwd: p.dir });
    expect(preview.exitCode, preview.stderr).toBe(2);
    expect(preview.json()).toMatchObject({
      summary: { create: 200, update: 0, delete: 0, replace: 0 },
    });
  });

  it("applies nothing without an approval", async () => {
    const p = project(2);
    const up = await runCli(["up", "--json"], { cwd: p.dir });
    expect(up.exitCode).toBe(3);
    expect(up.json().message).toContain("no approval was given. Nothing was applied");
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("answers no at --approve when there is no terminal", async () => {
    const p = project(1);
    const up = await runCli(["up", "--approve", "--json"], { cwd: p.dir });
    expect(up.exitCode).toBe(3);
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("refuses a plan whose digest differs from the approved one", async () => {
    const p = project(2);
    const preview = await runCli(["preview", "--json"], { cwd: p.dir });
    const digest = preview.json().digest as string;
    const other = `sha256:${"0".repeat(64)}`;
    expect(digest).not.toBe(other);
    const up = await runCli(["up", "--json", "--digest", other], { cwd: p.dir });
    expect(up.exitCode).toBe(3);
    expect(up.json().message).toContain(
      `the saved plan's digest is ${digest}, but the approval is for ${other}`,
    );
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("turns a stale saved plan into a re-plan-needed outcome and applies nothing from it", async () => {
    const p = project(2, "r1");
    const first = await runCli(["preview", "--json", "--plan-file", "old.tfplan"], { cwd: p.dir });
    const oldDigest = first.json().digest as string;
    // Someone else applies another change meanwhile.
    p.write({ count: 2, revision: "r2" });
    const other = await runCli(["up", "--yes", "--json"], { cwd: p.dir });
    expect(other.exitCode, other.stderr).toBe(0);
    const before = readFileSync(path.join(p.dir, "terraform.tfstate"), "utf8");
    const stale = await runCli(
      ["up", "--json", "--plan-file", "old.tfplan", "--digest", oldDigest],
      { cwd: p.dir },
    );
    expect(stale.exitCode, stale.stdout + stale.stderr).toBe(5);
    expect(stale.json()).toMatchObject({ outcome: "stale-plan" });
    expect(stale.json().message).toContain("Nothing was applied");
    const after = JSON.parse(readFileSync(path.join(p.dir, "terraform.tfstate"), "utf8")) as {
      serial: number;
    };
    expect(after.serial).toBe((JSON.parse(before) as { serial: number }).serial);
  });

  it("rejects a corrupt plan file with its path and applies nothing", async () => {
    const p = project(1);
    writeFileSync(path.join(p.dir, "bad.tfplan"), "this is not a plan");
    const up = await runCli(["up", "--plan-file", "bad.tfplan", "--digest", "0123456789ab"], {
      cwd: p.dir,
    });
    expect(up.exitCode).toBe(1);
    expect(up.stderr).toContain(
      `plan file "${path.join(p.dir, "bad.tfplan")}" could not be read by terraform`,
    );
    expect(await stateAddresses(p.dir)).toEqual([]);
  });

  it("says a directory is not a Terraform project", async () => {
    const p = project(1);
    const empty = path.join(p.dir, "empty");
    await execa("mkdir", [empty]);
    const run = await runCli(["preview", "-C", "empty", "--json"], { cwd: p.dir });
    expect(run.exitCode).toBe(64);
    expect(run.stderr).toContain(`workdir "${empty}" is not a Terraform/OpenTofu project`);
    // Scripts reading --json get the failure as a result object too.
    expect(run.json()).toMatchObject({ outcome: "error", exitCode: 64 });
    expect(run.json().message).toContain("is not a Terraform/OpenTofu project");
  });

  it("says clearly when the engine binary is missing", async () => {
    const p = project(1);
    const run = await runCli(["preview"], { cwd: p.dir, env: { PATH: "/nonexistent" } });
    expect(run.exitCode).toBe(69);
    expect(run.stderr).toContain('engine binary "terraform" could not be started');
    expect(existsSync(path.join(p.dir, ".stackgate", "default.tfplan"))).toBe(false);
  });

  it("shows status: lock free and the saved plan", async () => {
    const p = project(1);
    const preview = await runCli(["preview", "--json"], { cwd: p.dir });
    const status = await runCli(["status", "--json"], { cwd: p.dir });
    expect(status.exitCode, status.stderr).toBe(0);
    const json = status.json() as { lock: { kind: string }; savedPlan: { digest: string } };
    expect(json.lock.kind).toBe("free");
    expect(json.savedPlan.digest).toBe(preview.json().digest);
  });

  it("keeps secret values out of progress, errors and --json output", async () => {
    const p = project(1);
    const secret = "s3cr3t-token-value-42";
    writeFileSync(
      path.join(p.dir, "leak.tf"),
      `resource "terraform_data" "leaky" {
  provisioner "local-exec" {
    command = "echo token=$MY_API_TOKEN; exit 3"
  }
}
`,
    );
    const up = await runCli(["up", "--yes", "--json"], {
      cwd: p.dir,
      env: { MY_API_TOKEN: secret },
    });
    expect(up.exitCode).toBe(1);
    // The engine really printed it: the provisioner's output is in the failure message.
    expect(up.json().message).toContain("token=***");
    expect(up.stdout + up.stderr).not.toContain(secret);
  });

  it("runs init only when the engine asks for it (a module not installed yet), then retries", async () => {
    const p = project(1);
    await execa("mkdir", [path.join(p.dir, "child")]);
    writeFileSync(path.join(p.dir, "child", "main.tf"), 'resource "terraform_data" "inner" {}\n');
    writeFileSync(path.join(p.dir, "module.tf"), 'module "child" {\n  source = "./child"\n}\n');
    const preview = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(preview.exitCode, preview.stderr).toBe(0);
    expect(preview.json()).toMatchObject({ summary: { create: 2 } });
    expect(preview.stderr).toContain("Initializing modules");
    // Initialised now: the next preview goes straight to the plan.
    const again = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(again.exitCode, again.stderr).toBe(0);
    expect(again.stderr).not.toContain("Initializing modules");
  });

  it("re-initialises after its own init was killed mid-write (chaos trial #59), and only then", async () => {
    const p = project(1);
    writeFileSync(
      path.join(p.dir, "backend.tf"),
      'terraform {\n  backend "local" {\n    path = "state/default.tfstate"\n  }\n}\n',
    );
    const first = await runCli(["up", "--yes", "--json"], { cwd: p.dir });
    expect(first.exitCode, first.stderr).toBe(0);
    const dataDir = path.join(p.dir, ".terraform");
    const backendFile = path.join(dataDir, "terraform.tfstate");
    const settings = readFileSync(backendFile, "utf8");
    expect(JSON.parse(settings)).toMatchObject({ backend: { type: "local" } });
    expect(readdirSync(dataDir).filter((f) => f.includes("stackgate"))).toEqual([]);

    // What a SIGKILL during stackgate's `terraform init` left in trial #59: the marker and an
    // empty backend settings file, which terraform itself cannot read any more.
    writeFileSync(`${backendFile}.stackgate-init`, '{"pid":1,"args":["init"]}\n');
    writeFileSync(backendFile, "");
    const broken = await execa("terraform", ["state", "list"], { cwd: p.dir, reject: false });
    expect(broken.exitCode).not.toBe(0);
    const preview = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(preview.exitCode, preview.stderr).toBe(0);
    expect(preview.json()).toMatchObject({ outcome: "no-changes" });
    expect(preview.stderr).toMatch(/killed while writing .*terraform\.tfstate.*moved it to/);
    const aside = readdirSync(dataDir).filter((f) =>
      f.startsWith("terraform.tfstate.interrupted-"),
    );
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dataDir, aside[0] ?? ""), "utf8")).toBe("");
    expect(JSON.parse(readFileSync(backendFile, "utf8"))).toMatchObject({
      backend: { type: "local", config: { path: "state/default.tfstate" } },
    });
    expect(await stateAddresses(p.dir)).toEqual(["terraform_data.item[0]"]);

    // Without stackgate's marker the file came from somebody else's init: it is not touched.
    writeFileSync(backendFile, '{"version": 3, "backend": {"ty');
    const refused = await runCli(["preview", "--json"], { cwd: p.dir });
    expect(refused.exitCode).toBe(64);
    expect(refused.json().message).toMatch(/terraform\.tfstate is not valid JSON.*terraform init/);
    expect(readFileSync(backendFile, "utf8")).toBe('{"version": 3, "backend": {"ty');
  });
});
