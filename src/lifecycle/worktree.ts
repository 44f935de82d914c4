/**
 * Is the working tree the commit that was approved? `up` plans (or applies a plan made) from
 * the files on disk; an approval names a commit. This compares `git rev-parse HEAD` with it.
 */
import { execFile } from "node:child_process";

export type HeadCommit =
  { kind: "commit"; sha: string } | { kind: "not-a-repository"; detail: string };

/** HEAD of the git work tree that holds `dir`, or why there is none (not a repository, no git). */
function readHeadCommit(dir: string): Promise<HeadCommit> {
  return new Promise((resolve) => {
    execFile(
      "git",
      ["rev-parse", "--verify", "HEAD^{commit}"],
      { cwd: dir, timeout: 15_000, env: { ...process.env, GIT_OPTIONAL_LOCKS: "0" } },
      (error, stdout, stderr) => {
        const sha = String(stdout).trim();
        if (!error && /^[0-9a-f]{40,64}$/.test(sha)) {
          resolve({ kind: "commit", sha });
          return;
        }
        const detail = String(stderr).trim().split("\n")[0] || (error?.message ?? "no output");
        resolve({ kind: "not-a-repository", detail });
      },
    );
  });
}

/**
 * Null when the tree at `dir` is `expected` (full sha, or a prefix of at least 7 hex digits);
 * otherwise the refusal. A directory outside any git work tree cannot be checked: that is
 * reported through `log` and not refused (the digest still binds the configuration).
 */
export async function checkTreeAtCommit(
  dir: string,
  expected: string,
  log: (message: string) => void,
): Promise<string | null> {
  const head = await readHeadCommit(dir);
  if (head.kind === "not-a-repository") {
    log(
      `cannot check that ${dir} is commit ${expected.slice(0, 12)}: not in a git work tree (${head.detail}); the plan digest still binds the configuration`,
    );
    return null;
  }
  const same =
    head.sha === expected.toLowerCase() ||
    (/^[0-9a-f]{7,}$/i.test(expected) && head.sha.startsWith(expected.toLowerCase()));
  if (same) return null;
  return (
    `the working tree at ${dir} is commit ${head.sha.slice(0, 12)}, but the approved plan was made for commit ${expected.slice(0, 12)}: ` +
    `stackgate applies only the reviewed code. Nothing was applied. Check out commit ${expected.slice(0, 12)} ` +
    `(e.g. actions/checkout with ref: the pull request's head), or run the preview on this commit and approve its plan.`
  );
}
