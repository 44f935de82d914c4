/**
 * `stackgate stacks` on a generated monorepo of 34 stacks with its git history
 * (test/support/stacks-monorepo.ts), through the built CLI (dist/cli.js): `npm run build` first.
 * Every scenario asserts the exact set of selected stacks and their waves.
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createJob, runAction } from "../support/github-api-runner.js";
import { buildMonorepo, ENVS, REGIONS, type Monorepo } from "../support/stacks-monorepo.js";

const cli = fileURLToPath(new URL("../../dist/cli.js", import.meta.url));

interface Entry {
  id: string;
  dir: string;
  engine: string;
  stack: string;
  dependsOn: string[];
  wave: number | null;
  reasons: string[];
  deleted: boolean;
}
interface Report {
  base: string | null;
  head: string | null;
  stacks: Entry[];
}

let repo: Monorepo;

beforeAll(() => {
  repo = buildMonorepo();
});
afterAll(() => repo.remove());

function run(args: string[]): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [cli, ...args], {
    cwd: repo.root,
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

function stacksOn(branch: string, extra: string[] = ["--changed", "--base", "main"]): Report {
  repo.git("checkout", "-q", "-f", branch);
  const result = run(["stacks", "-C", repo.root, "--json", ...extra]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(0);
  return JSON.parse(result.stdout) as Report;
}

/** Selected (not deleted) stack id → wave. */
function waves(report: Report): Record<string, number | null> {
  return Object.fromEntries(report.stacks.filter((s) => !s.deleted).map((s) => [s.id, s.wave]));
}

const envStacks = (name: string, wave: number): Record<string, number> =>
  Object.fromEntries(ENVS.map((env) => [`envs/${env}/${name}`, wave]));
const regionStacks = (name: string, wave: number): Record<string, number> =>
  Object.fromEntries(REGIONS.map((region) => [`regions/${region}/${name}`, wave]));

describe("stackgate stacks (built CLI) on a 34-stack monorepo", () => {
  it("without --changed lists every stack once, in dependency waves, modules excluded", () => {
    const report = stacksOn("main", []);
    expect(report.base).toBeNull();
    expect(report.head).toBe(repo.git("rev-parse", "HEAD"));
    expect(waves(report)).toEqual({
      ...envStacks("network", 0),
      ...envStacks("app", 1),
      ...envStacks("db", 1),
      ...envStacks("api", 2),
      ...regionStacks("edge", 0),
      ...regionStacks("cdn", 1),
      "services/svc01": 0,
      "services/svc02": 0,
      "services/svc03": 0,
      "services/svc04": 0,
      "services/svc05": 0,
      "services/svc06": 0,
      "sandbox/s1": 0,
      "sandbox/s2": 0,
      "sandbox/s3": 0,
      "legacy/old-stack": 0,
      "legacy/rename-me": 0,
      "pulumi/web:dev": 3,
      "pulumi/web:prod": 3,
      "pulumi/worker:dev": 0,
      "pulumi/worker:prod": 0,
      "pulumi/gone:dev": 0,
    });
    expect(report.stacks).toHaveLength(34);
    // The exact shape of an entry, and the names it carries.
    expect(report.stacks.find((s) => s.id === "envs/prod/api")).toEqual({
      id: "envs/prod/api",
      dir: "envs/prod/api",
      engine: "terraform",
      stack: "api-prod",
      dependsOn: ["envs/prod/app", "envs/prod/db"],
      wave: 2,
      reasons: [],
      deleted: false,
    });
    expect(report.stacks.find((s) => s.id === "pulumi/web:prod")).toMatchObject({
      dir: "pulumi/web",
      engine: "pulumi",
      stack: "prod",
      dependsOn: ["envs/prod/api"],
    });
    expect(report.stacks.find((s) => s.id === "services/svc04")?.engine).toBe("tofu");
    // Waves ascend in the output.
    const order = report.stacks.map((s) => s.wave ?? 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it("a nested shared module selects its callers' stacks and, wave by wave, their dependents", () => {
    const report = stacksOn("nested-module");
    expect(report.base).toBe(repo.git("merge-base", "main", "nested-module"));
    expect(report.head).toBe(repo.git("rev-parse", "nested-module"));
    expect(waves(report)).toEqual({
      ...envStacks("network", 0),
      "services/svc03": 0,
      ...envStacks("app", 1),
      ...envStacks("db", 1),
      ...envStacks("api", 2),
      "pulumi/web:dev": 3,
      "pulumi/web:prod": 3,
    });
    const network = report.stacks.find((s) => s.id === "envs/dev/network");
    expect(network?.reasons).toEqual(["module modules/network changed: modules/network/main.tf"]);
    expect(report.stacks.find((s) => s.id === "envs/dev/api")?.reasons).toEqual([
      "depends on envs/dev/app",
      "depends on envs/dev/db",
    ]);
  });

  it("files outside every stack select nothing, although main moved on after the branch point", () => {
    const report = stacksOn("docs-only");
    expect(report.stacks).toEqual([]);
    expect(report.base).toBe(repo.git("rev-parse", "main~1"));
  });

  it("a module call in a comment or a heredoc is no call: only the real callers of modules/dns", () => {
    const report = stacksOn("dns-module");
    expect(waves(report)).toEqual({
      ...envStacks("app", 0),
      ...regionStacks("edge", 0),
      "services/svc02": 0,
      ...envStacks("api", 1),
      ...regionStacks("cdn", 1),
      "pulumi/web:dev": 2,
      "pulumi/web:prod": 2,
    });
    expect(report.stacks.find((s) => s.id === "envs/dev/app")?.reasons).toEqual([
      "module modules/dns changed: modules/dns/main.tf",
    ]);
  });

  it("a Pulumi program's local package, followed through another local package", () => {
    const report = stacksOn("pulumi-package");
    expect(waves(report)).toEqual({ "pulumi/web:dev": 0, "pulumi/web:prod": 0 });
    expect(report.stacks[0]?.reasons).toEqual([
      "local package pulumi/lib/util changed: pulumi/lib/util/index.js",
    ]);
  });

  it("a Pulumi stack file selects only its own stack", () => {
    const report = stacksOn("pulumi-stack-file");
    expect(waves(report)).toEqual({ "pulumi/worker:prod": 0 });
    expect(report.stacks[0]?.reasons).toEqual(["changed: pulumi/worker/Pulumi.prod.yaml"]);
  });

  it("a renamed stack is planned under its new name; deleted stacks are reported, never planned", () => {
    const report = stacksOn("rename-delete");
    expect(waves(report)).toEqual({ "legacy/renamed": 0 });
    expect(report.stacks.find((s) => s.id === "legacy/renamed")?.reasons[0]).toBe(
      "renamed from legacy/rename-me",
    );
    expect(report.stacks.filter((s) => s.deleted)).toEqual([
      {
        id: "legacy/old-stack",
        dir: "legacy/old-stack",
        engine: "terraform",
        stack: "default",
        dependsOn: [],
        wave: null,
        reasons: ["deleted"],
        deleted: true,
      },
      {
        id: "legacy/rename-me",
        dir: "legacy/rename-me",
        engine: "terraform",
        stack: "default",
        dependsOn: [],
        wave: null,
        reasons: ["renamed to legacy/renamed"],
        deleted: true,
      },
      {
        id: "pulumi/gone:dev",
        dir: "pulumi/gone",
        engine: "pulumi",
        stack: "dev",
        dependsOn: [],
        wave: null,
        reasons: ["deleted"],
        deleted: true,
      },
    ]);
  });

  it("uncommitted and untracked changes count; a var file outside the stack selects it", () => {
    repo.git("checkout", "-q", "-f", "wip");
    repo.write("globals/common.tfvars", 'owner = "infra"\n');
    repo.write("regions/eu/edge/extra.tf", 'output "x" {\n  value = 1\n}\n');
    try {
      const result = run(["stacks", "-C", repo.root, "--json", "--changed", "--base", "main"]);
      expect(result.code).toBe(0);
      const report = JSON.parse(result.stdout) as Report;
      expect(report.head).toBe(repo.git("rev-parse", "wip"));
      expect(waves(report)).toEqual({
        "envs/prod/app": 0,
        "services/svc05": 0,
        "regions/eu/edge": 0,
        "envs/prod/api": 1,
        "regions/eu/cdn": 1,
        "pulumi/web:dev": 2,
        "pulumi/web:prod": 2,
      });
      expect(report.stacks.find((s) => s.id === "envs/prod/app")?.reasons).toEqual([
        "var file globals/common.tfvars changed",
      ]);
      expect(report.stacks.find((s) => s.id === "regions/eu/edge")?.reasons).toEqual([
        "changed: regions/eu/edge/extra.tf",
      ]);
    } finally {
      repo.git("checkout", "-q", "-f", "main");
      repo.git("clean", "-q", "-f", "-d");
    }
  });

  it("--shard I/N deals the stacks round-robin in wave order: disjoint parts, the whole set", () => {
    const whole = stacksOn("nested-module");
    const parts = [0, 1, 2].map((index) =>
      stacksOn("nested-module", ["--changed", "--base", "main", "--shard", `${index}/3`]),
    );
    const ids = parts.map((part) => part.stacks.map((s) => s.id));
    expect(ids.flat().sort()).toEqual(whole.stacks.map((s) => s.id).sort());
    expect(new Set(ids.flat()).size).toBe(whole.stacks.length);
    expect(ids.map((part) => part.length)).toEqual([5, 5, 5]);
    // Wave 0 (4 stacks) spreads over the three steps.
    expect(parts.map((part) => part.stacks.filter((s) => s.wave === 0).length)).toEqual([2, 1, 1]);
    const bad = run(["stacks", "-C", repo.root, "--shard", "3/3"]);
    expect(bad.code).toBe(64);
    expect(bad.stderr).toContain("stacks --shard: expected INDEX/COUNT with 0 ≤ INDEX < COUNT");
  });

  it("the Action (command: stacks) sets matrix outputs a later job reads with fromJSON", async () => {
    repo.git("checkout", "-q", "-f", "nested-module");
    const eventPath = path.join(repo.root, "..", `${path.basename(repo.root)}-event.json`);
    writeFileSync(eventPath, "{}\n");
    const job = createJob({
      apiUrl: "http://127.0.0.1:9",
      token: "t",
      repository: "acme/infra",
      eventName: "push",
      eventPath,
      sha: repo.git("rev-parse", "HEAD"),
    });
    try {
      const { main, post } = await runAction(job, {
        command: "stacks",
        workdir: repo.root,
        base: "main",
      });
      expect(main.exitCode, main.stdout).toBe(0);
      expect(post.exitCode).toBe(0);
      const cli = stacksOn("nested-module");
      expect(JSON.parse(main.outputs.stacks ?? "")).toEqual(cli);
      expect(main.outputs["wave-count"]).toBe("4");
      expect(main.outputs["stack-count"]).toBe("15");
      const matrix = JSON.parse(main.outputs.matrix ?? "") as { include: Entry[] };
      expect(matrix.include.map((s) => s.id)).toEqual(cli.stacks.map((s) => s.id));
      const waveList = JSON.parse(main.outputs.waves ?? "") as Array<{ include: Entry[] }>;
      expect(waveList.map((wave) => wave.include.map((s) => s.id))).toEqual([
        ["envs/dev/network", "envs/prod/network", "envs/staging/network", "services/svc03"],
        [
          "envs/dev/app",
          "envs/dev/db",
          "envs/prod/app",
          "envs/prod/db",
          "envs/staging/app",
          "envs/staging/db",
        ],
        ["envs/dev/api", "envs/prod/api", "envs/staging/api"],
        ["pulumi/web:dev", "pulumi/web:prod"],
      ]);
      expect(JSON.parse(main.outputs.deleted ?? "")).toEqual([]);
      expect(main.stdout).toContain("wave 3");
    } finally {
      rmSync(path.dirname(job.workspace), { recursive: true, force: true });
      rmSync(eventPath, { force: true });
    }
  });

  it("a root below the repository's top: paths relative to it, changes outside it unseen", () => {
    repo.git("checkout", "-q", "-f", "dns-module");
    const services = path.join(repo.root, "services");
    const changed = run(["stacks", "-C", services, "--json", "--changed", "--base", "main"]);
    expect(changed.stderr).toBe("");
    // modules/dns lies outside this root: svc02's call into it cannot be followed.
    expect((JSON.parse(changed.stdout) as Report).stacks).toEqual([]);
    const all = run(["stacks", "-C", services, "--json"]);
    expect((JSON.parse(all.stdout) as Report).stacks.map((s) => s.id)).toEqual([
      "svc01",
      "svc02",
      "svc03",
      "svc04",
      "svc05",
      "svc06",
    ]);
    // depends-on names directories relative to the root the command is given.
    const regions = run(["stacks", "-C", path.join(repo.root, "regions"), "--json"]);
    expect(regions.code).toBe(64);
    expect(regions.stderr).toContain(
      'ap/cdn/stackgate.yml key depends-on: "regions/ap/edge" is no stack directory under the stacks root',
    );
  });

  it("a dependency cycle is an error that names every stack on it", () => {
    repo.git("checkout", "-q", "-f", "cycle");
    const result = run(["stacks", "-C", repo.root, "--changed", "--base", "main"]);
    expect(result.code).toBe(64);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(
      "stacks depend on each other in a cycle (depends-on in their stackgate.yml): envs/dev/api, envs/dev/app, envs/dev/db, envs/dev/network.",
    );
  });

  it("text output lists the waves; bad input names the flag, the value and what to do", () => {
    repo.git("checkout", "-q", "-f", "pulumi-stack-file");
    const text = run(["stacks", "-C", repo.root, "--changed", "--base", "main"]);
    expect(text.code).toBe(0);
    expect(text.stdout).toContain("wave 0\n  pulumi/worker:prod  (pulumi, --stack prod)\n");
    const unknown = run(["stacks", "-C", repo.root, "--changed", "--base", "no-such-branch"]);
    expect(unknown.code).toBe(64);
    expect(unknown.stderr).toContain('--base: git knows no commit "no-such-branch"');
    const noBase = run(["stacks", "-C", repo.root, "--changed", "--json"]);
    expect(noBase.code).toBe(64);
    expect(noBase.stderr).toContain("stacks --changed: pass --base REF");
    expect(JSON.parse(noBase.stdout)).toMatchObject({ command: "stacks", exitCode: 64 });
  });
});

describe("stackgate stacks reads the checkout as untrusted input", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-stacks-untrusted-"));
    const outside = mkdtempSync(path.join(os.tmpdir(), "stackgate-stacks-outside-"));
    const backend = 'terraform {\n  backend "local" {}\n}\n';
    const put = (file: string, content: string): void => {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), content);
    };
    put("::error title=forged::stackgate approved/main.tf", backend);
    put("plain/main.tf", backend);
    // Outside the root: a stackgate.yml and a stack, reached only through symbolic links.
    writeFileSync(path.join(outside, "stackgate.yml"), "depends-on: [../../etc]\n");
    mkdirSync(path.join(outside, "hidden"));
    writeFileSync(path.join(outside, "hidden", "main.tf"), backend);
    symlinkSync(path.join(outside, "stackgate.yml"), path.join(dir, "plain", "stackgate.yml"));
    symlinkSync(path.join(outside, "hidden"), path.join(dir, "linked"));
    return () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    };
  });

  it("a directory name never becomes a workflow command in the text output", () => {
    const result = spawnSync(process.execPath, [cli, "stacks", "-C", dir], { encoding: "utf8" });
    expect(result.status).toBe(0);
    expect(result.stdout).toContain("forged");
    const lines = result.stdout.split("\n").map((line) => line.trim());
    expect(lines.filter((line) => line.startsWith("::"))).toEqual([]);
  });

  it("follows no symbolic link: neither a linked stackgate.yml nor a linked directory", () => {
    const result = spawnSync(process.execPath, [cli, "stacks", "-C", dir, "--json"], {
      encoding: "utf8",
    });
    expect(result.stderr).toBe("");
    const report = JSON.parse(result.stdout) as Report;
    expect(report.stacks.map((s) => [s.id, s.dependsOn])).toEqual([
      ["::error title=forged::stackgate approved", []],
      ["plain", []],
    ]);
  });
});

describe("stackgate-stacks.yml at the root: exclude and include where discovery is not enough", () => {
  let dir: string;
  const put = (file: string, content: string): void => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), content);
  };
  const list = (): { code: number; stdout: string; stderr: string } => {
    const result = spawnSync(process.execPath, [cli, "stacks", "-C", dir, "--json"], {
      encoding: "utf8",
    });
    return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
  };
  const ids = (): string[] => (JSON.parse(list().stdout) as Report).stacks.map((s) => s.id);
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-stacks-config-"));
    put("modules/vpc/main.tf", 'variable "cidr" {\n  type = string\n}\n');
    // A module's usage example: a root module nobody calls, but no stack of this repository.
    put("modules/vpc/examples/basic/main.tf", 'module "vpc" {\n  source = "../.."\n}\n');
    // Bootstraps the state bucket; envs/prod also calls it as a module.
    put("bootstrap/state/main.tf", 'resource "terraform_data" "bucket" {}\n');
    put(
      "envs/prod/main.tf",
      'terraform {\n  backend "local" {}\n}\nmodule "state" {\n  source = "../../bootstrap/state"\n}\n',
    );
    return () => rmSync(dir, { recursive: true, force: true });
  });

  it("discovery alone takes the example for a stack and the bootstrap for a module", () => {
    expect(ids()).toEqual(["envs/prod", "modules/vpc/examples/basic"]);
  });

  it("exclude drops stacks under a directory; include makes a called directory a stack", () => {
    put(
      "stackgate-stacks.yml",
      "exclude: [modules/vpc/examples]\ninclude:\n  - ./bootstrap/state/\n",
    );
    expect(ids()).toEqual(["bootstrap/state", "envs/prod"]);
  });

  it("a typo is an error naming the file, the key and the value", () => {
    put("stackgate-stacks.yml", "exclude: [modules/vpc/examples]\ninclude: [bootstrap/stat]\n");
    const typo = list();
    expect(typo.code).toBe(64);
    expect(typo.stderr).toContain(
      'stackgate-stacks.yml: include "bootstrap/stat" does not exist (or is excluded)',
    );
    put("stackgate-stacks.yml", "exlude: [modules/vpc/examples]\n");
    const key = list();
    expect(key.code).toBe(64);
    expect(key.stderr).toContain(
      'stackgate-stacks.yml: unknown key "exlude": it takes exclude and include.',
    );
  });
});
