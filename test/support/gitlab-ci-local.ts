/**
 * gitlab-ci-local for the GitLab component's end-to-end tests: where it is, what it needs, and
 * a project whose own repository holds the component (templates/stackgate/template.yml),
 * committed with a GitLab remote, the built bundles linked in as `dist`. gitlab-ci-local needs
 * Node ≥ 22: it runs on the `node` devDependency (Node 24), and copies the project with rsync.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { execa } from "execa";
import { DIST_DIR, REPO_ROOT } from "./dist.js";
import { REQUIRE_ENGINES_ENV } from "./engines.js";
import { terraformEnv, writeEmptyCliConfig } from "./terraform-project.js";

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

/**
 * Why `test` cannot run here (null: it can). Announced with one loud line; where CI forbids
 * skips (.ci/run), a throw: a skip there would be a hole, not a pass.
 */
export function gitlabCiLocalMissing(test: string): string | null {
  const why = missing();
  if (why === null) return null;
  if (process.env[REQUIRE_ENGINES_ENV] === "1") {
    throw new Error(`${test} ${why} — ${REQUIRE_ENGINES_ENV}=1 forbids skipping it`);
  }
  console.warn(`!!!!!!!! SKIPPED: ${test} ${why}`);
  return why;
}

/**
 * `dir` made a project whose repository holds the component and `files` (path → content),
 * committed, with a GitLab remote; the built bundles linked in as `dist` (not committed).
 * Returns the commit SHA (gitlab-ci-local's CI_COMMIT_SHA).
 */
export function makeComponentProject(dir: string, files: Record<string, string>): string {
  const git = (...args: string[]): string =>
    execFileSync("git", ["-c", "user.email=ci@example.com", "-c", "user.name=ci", ...args], {
      cwd: dir,
      encoding: "utf8",
    });
  git("init", "-q", "-b", "main");
  const all: Record<string, string> = {
    "templates/stackgate/template.yml": readFileSync(
      path.join(REPO_ROOT, "templates", "stackgate", "template.yml"),
      "utf8",
    ),
    ".gitignore": "dist\n.gitlab-ci-local/\n",
    ...files,
  };
  for (const [name, content] of Object.entries(all)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), content);
  }
  symlinkSync(DIST_DIR, path.join(dir, "dist"));
  git("add", "-A");
  git("commit", "-qm", "pipeline");
  git("remote", "add", "origin", "git@gitlab.example.com:acme/infra-live.git");
  return git("rev-parse", "HEAD").trim();
}

/**
 * gitlab-ci-local with the shell executor in `dir` (`args`: job names, `--variable K=V`, …),
 * HOME in `home`, Terraform offline; its exit status and everything it printed. Asynchronous:
 * a stand-in API served by the test's own process must go on answering while it runs.
 */
export async function runGitlabCiLocal(
  dir: string,
  home: string,
  args: string[],
): Promise<{ status: number | undefined; output: string }> {
  const run = await execa(
    NODE_24,
    [gitlabCiLocal() ?? "", "--force-shell-executor", "--no-color", ...args],
    {
      cwd: dir,
      reject: false,
      timeout: 120_000,
      extendEnv: false,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: home,
        ...terraformEnv(writeEmptyCliConfig(path.join(home, "terraformrc"))),
      },
    },
  );
  return { status: run.exitCode, output: `${run.stdout}\n${run.stderr}` };
}

/** The lines gitlab-ci-local printed for `job` (each starts with the job's name). */
export function jobLines(output: string, job: string): string {
  return output
    .split("\n")
    .filter((line) => line.startsWith(`${job} `))
    .join("\n");
}
