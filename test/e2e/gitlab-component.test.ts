/**
 * The GitLab CI/CD component (templates/stackgate/template.yml) run by gitlab-ci-local with the
 * shell executor: a pipeline of the project's own `.gitlab-ci.yml` includes the component of the
 * same project at the current commit (`$CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA`,
 * the only way gitlab-ci-local resolves a component locally), whose job runs the built
 * `dist/cli.js` (input `cli`) on a tiny local-backend Terraform stack. A second stack that does
 * not parse fails its job, whose `after_script` runs `recover`. A third job runs `command: drift`
 * over two stacks (`all-stacks`).
 *
 * Not exercised: GitLab's cancel. gitlab-ci-local does not run `after_script` on a cancel the way
 * GitLab ≥ 17.0 does, so nothing here pretends it does.
 *
 * gitlab-ci-local needs Node ≥ 22: it runs on the `node` devDependency (Node 24). It copies the
 * project with rsync; without rsync (or without gitlab-ci-local installed) the test is skipped
 * with one loud line.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { DIST_DIR, REPO_ROOT } from "../support/dist.js";
import { REQUIRE_ENGINES_ENV } from "../support/engines.js";
import { tempDirs } from "../support/temp-dirs.js";
import { terraformEnv, writeEmptyCliConfig } from "../support/terraform-project.js";

const NODE_24 = path.join(REPO_ROOT, "node_modules", "node", "bin", "node");

/** gitlab-ci-local's entry: the devDependency, else GITLAB_CI_LOCAL_BIN (a private install). */
function gitlabCiLocal(): string | null {
  try {
    const manifest = createRequire(import.meta.url).resolve("gitlab-ci-local/package.json");
    // `bin` is a string in 4.75.1 (package.json: "bin": "dist/index.js"), a map in others.
    const { bin } = JSON.parse(readFileSync(manifest, "utf8")) as {
      bin: string | Record<string, string>;
    };
    const entry = typeof bin === "string" ? bin : bin["gitlab-ci-local"];
    if (entry) return path.join(path.dirname(manifest), entry);
  } catch {
    // not installed in node_modules
  }
  const fallback = process.env.GITLAB_CI_LOCAL_BIN;
  return fallback && existsSync(fallback) ? fallback : null;
}

function missing(): string | null {
  if (!existsSync(NODE_24)) return `needs the node devDependency (${NODE_24}): run npm ci`;
  if (gitlabCiLocal() === null) return "needs gitlab-ci-local (devDependency 4.75.1): run npm ci";
  if (spawnSync("rsync", ["--version"]).status !== 0) {
    return "needs rsync on PATH (gitlab-ci-local copies the project with it): apt-get install rsync";
  }
  return null;
}

const why = missing();
if (why !== null) {
  // CI runs it (.ci/run sets it, and checks rsync): a skip there would be a hole, not a pass.
  if (process.env[REQUIRE_ENGINES_ENV] === "1") {
    throw new Error(`GitLab component e2e ${why} — ${REQUIRE_ENGINES_ENV}=1 forbids skipping it`);
  }
  console.warn(`!!!!!!!! SKIPPED: GitLab component e2e ${why}`);
}

const dirs = tempDirs("stackgate-gitlab-");
afterAll(() => dirs.removeAll());

const PIPELINE = `include:
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA
    inputs:
      job-name: preview-tiny
      cli: node dist/cli.js
      command: preview
      workdir: infra/tiny
      stack: tiny
      interruptible: true
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA
    inputs:
      job-name: preview-broken
      cli: node dist/cli.js
      workdir: infra/broken
      stack: broken
  - component: $CI_SERVER_FQDN/$CI_PROJECT_PATH/stackgate@$CI_COMMIT_SHA
    inputs:
      job-name: drift-all
      cli: node dist/cli.js
      command: drift
      workdir: infra/drift
      all-stacks: true
      concurrency: "2"
`;

const TINY = `terraform {
  backend "local" {}
}

resource "terraform_data" "one" {
  input = "hello"
}

output "greeting" {
  value = terraform_data.one.output
}
`;

/** A project whose own repository holds the component, committed, with a GitLab remote. */
function makeProject(): string {
  const dir = dirs.make();
  const git = (...args: string[]): string =>
    execFileSync("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", ...args], {
      cwd: dir,
      encoding: "utf8",
    });
  git("init", "-q", "-b", "main");
  mkdirSync(path.join(dir, "templates", "stackgate"), { recursive: true });
  writeFileSync(
    path.join(dir, "templates", "stackgate", "template.yml"),
    readFileSync(path.join(REPO_ROOT, "templates", "stackgate", "template.yml")),
  );
  mkdirSync(path.join(dir, "infra", "tiny"), { recursive: true });
  writeFileSync(path.join(dir, "infra", "tiny", "main.tf"), TINY);
  mkdirSync(path.join(dir, "infra", "broken"), { recursive: true });
  writeFileSync(path.join(dir, "infra", "broken", "main.tf"), 'resource "terraform_data" "x" {\n');
  // Two stacks the drift job checks (`all-stacks`): resources only, so an empty state is in sync.
  for (const name of ["a", "b"]) {
    mkdirSync(path.join(dir, "infra", "drift", name), { recursive: true });
    writeFileSync(
      path.join(dir, "infra", "drift", name, "main.tf"),
      'resource "terraform_data" "x" {}\n',
    );
  }
  writeFileSync(path.join(dir, ".gitlab-ci.yml"), PIPELINE);
  // The built bundles, as the component's `cli` input names them; not part of the commit.
  symlinkSync(DIST_DIR, path.join(dir, "dist"));
  writeFileSync(path.join(dir, ".gitignore"), "dist\n.gitlab-ci-local/\n");
  git("add", "-A");
  git("commit", "-qm", "pipeline");
  git("remote", "add", "origin", "git@gitlab.example.com:acme/infra-live.git");
  return dir;
}

describe.skipIf(why !== null)("GitLab CI/CD component through gitlab-ci-local", () => {
  it("runs preview from the component on the built dist/, and recover after a failed job", () => {
    const dir = makeProject();
    const home = dirs.make("stackgate-gitlab-home-");
    const entry = gitlabCiLocal() ?? "";
    const run = spawnSync(NODE_24, [entry, "--force-shell-executor", "--no-color"], {
      cwd: dir,
      encoding: "utf8",
      timeout: 120_000,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        ...terraformEnv(writeEmptyCliConfig(path.join(home, "terraformrc"))),
      },
    });
    const output = `${run.stdout}\n${run.stderr}`;
    const lines = (job: string): string =>
      output
        .split("\n")
        .filter((line) => line.startsWith(`${job} `))
        .join("\n");

    // The broken stack fails its job, so the pipeline fails.
    expect(run.status, output).toBe(1);
    const tiny = lines("preview-tiny");
    expect(tiny).toMatch(
      /Plan: 1 to create, 0 to update, 0 to replace, 0 to delete \(digest [0-9a-f]{12}\)/,
    );
    expect(tiny).toMatch(/Outcome: planned/);
    expect(tiny).not.toMatch(/recover:/);
    expect(existsSync(path.join(dir, "infra", "tiny", ".stackgate", "tiny.tfplan"))).toBe(true);
    const note = readFileSync(
      path.join(dir, "infra", "tiny", ".stackgate", readdirNote(path.join(dir, "infra", "tiny"))),
      "utf8",
    );
    expect(note).toMatch(/<!-- stackgate:v1 project=tiny stack=tiny workdir=infra%2Ftiny -->/);

    const broken = lines("preview-broken");
    expect(broken).toMatch(/Outcome: failed/);
    expect(broken).toMatch(/Running after script[\s\S]*recover: clean/);
    const drift = lines("drift-all");
    expect(drift).toMatch(/✓ a \(terraform\): in-sync/);
    expect(drift).toMatch(/✓ b \(terraform\): in-sync/);
    expect(drift).toMatch(/Drift: 2 stacks: 2 in sync, 0 drifted, 0 failed, 0 locked/);
    expect(drift).not.toMatch(/comment-file|Running after script[\s\S]*recover/);
    expect(output).toMatch(/PASS\s+drift-all/);
    expect(output).toMatch(/PASS\s+preview-tiny/);
    expect(output).toMatch(/FAIL\s+preview-broken/);
  });
});

function readdirNote(workdir: string): string {
  const names = execFileSync("ls", [path.join(workdir, ".stackgate")], { encoding: "utf8" })
    .split("\n")
    .filter((name) => /^note-\d+\.md$/.test(name));
  expect(names).toHaveLength(1);
  return names[0] ?? "";
}
