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
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  gitlabCiLocalMissing,
  jobLines,
  makeComponentProject,
  runGitlabCiLocal,
} from "../support/gitlab-ci-local.js";
import { tempDirs } from "../support/temp-dirs.js";

const why = gitlabCiLocalMissing("GitLab component e2e");

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

/** A project whose own repository holds the component and three kinds of stack. */
function makeProject(): string {
  const dir = dirs.make();
  makeComponentProject(dir, {
    "infra/tiny/main.tf": TINY,
    "infra/broken/main.tf": 'resource "terraform_data" "x" {\n',
    // Two stacks the drift job checks (`all-stacks`): resources only, so an empty state is in sync.
    "infra/drift/a/main.tf": 'resource "terraform_data" "x" {}\n',
    "infra/drift/b/main.tf": 'resource "terraform_data" "x" {}\n',
    ".gitlab-ci.yml": PIPELINE,
  });
  return dir;
}

describe.skipIf(why !== null)("GitLab CI/CD component through gitlab-ci-local", () => {
  it("runs preview from the component on the built dist/, and recover after a failed job", async () => {
    const dir = makeProject();
    const { status, output } = await runGitlabCiLocal(dir, dirs.make("stackgate-gitlab-home-"), []);
    const lines = (job: string): string => jobLines(output, job);

    // The broken stack fails its job, so the pipeline fails.
    expect(status, output).toBe(1);
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
