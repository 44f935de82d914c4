/** The git calls of `stacks --changed`: HEAD, the merge-base, the changed files, old contents. */
import { spawn } from "node:child_process";

import { EXIT, StackgateError } from "../errors.js";

export type Env = Readonly<Record<string, string | undefined>>;

/** One changed path relative to the stacks root; a rename names both sides. */
export interface FileChange {
  status: "added" | "modified" | "deleted" | "renamed" | "untracked";
  path: string;
  /** The path at the base, for a rename. */
  from?: string;
}

interface GitResult {
  code: number;
  stdout: Buffer;
  stderr: string;
}

function runGit(
  root: string,
  args: readonly string[],
  env: Env,
  input?: string,
): Promise<GitResult> {
  return new Promise((resolve, reject) => {
    const child = spawn("git", ["-C", root, ...args], {
      env: { ...env, GIT_OPTIONAL_LOCKS: "0" },
      stdio: "pipe",
    });
    const out: Buffer[] = [];
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error) =>
      reject(
        new StackgateError(
          `could not run git (${error.message}): --changed needs git on PATH.`,
          EXIT.engineUnavailable,
          { cause: error },
        ),
      ),
    );
    child.on("close", (code) => resolve({ code: code ?? 1, stdout: Buffer.concat(out), stderr }));
    // A git that exits before reading all of its input closes the pipe: its exit code tells.
    child.stdin.on("error", () => undefined);
    child.stdin.end(input);
  });
}

async function gitText(
  root: string,
  args: readonly string[],
  env: Env,
  explain: (stderr: string) => string,
): Promise<string> {
  const result = await runGit(root, args, env);
  if (result.code !== 0) throw new StackgateError(explain(result.stderr.trim()), EXIT.usage);
  return result.stdout.toString("utf8");
}

/** HEAD's commit, or null when the root is in no git repository (or one without commits). */
export async function readHead(root: string, env: Env): Promise<string | null> {
  const result = await runGit(root, ["rev-parse", "--verify", "--quiet", "HEAD^{commit}"], env);
  return result.code === 0 ? result.stdout.toString("utf8").trim() : null;
}

export async function findMergeBase(root: string, ref: string, env: Env): Promise<string> {
  const commit = (
    await gitText(
      root,
      ["rev-parse", "--verify", "--end-of-options", `${ref}^{commit}`],
      env,
      (stderr) =>
        `--base: git knows no commit "${ref}" in ${root} (git: ${stderr || "no output"}). ` +
        `Fetch it first (actions/checkout with fetch-depth: 0, or git fetch origin ${ref}) and pass a branch, tag or commit.`,
    )
  ).trim();
  const base = await gitText(
    root,
    ["merge-base", commit, "HEAD"],
    env,
    (stderr) =>
      `--base "${ref}": it has no common ancestor with HEAD (git: ${stderr || "no output"}). ` +
      `A shallow clone is the usual cause: fetch the whole history (fetch-depth: 0).`,
  );
  return base.trim();
}

/** `git diff -z --name-status` records → changes (paths relative to the root, --relative). */
export function parseNameStatus(text: string): FileChange[] {
  const fields = text.split("\0");
  const changes: FileChange[] = [];
  for (let i = 0; i < fields.length;) {
    const status = fields[i] ?? "";
    if (status === "") break;
    if (status.startsWith("R") || status.startsWith("C")) {
      const from = fields[i + 1] ?? "";
      const path = fields[i + 2] ?? "";
      changes.push(
        status.startsWith("R") ? { status: "renamed", path, from } : { status: "added", path },
      );
      i += 3;
    } else {
      const path = fields[i + 1] ?? "";
      const kind = status.startsWith("A")
        ? "added"
        : status.startsWith("D")
          ? "deleted"
          : "modified";
      changes.push({ status: kind, path });
      i += 2;
    }
  }
  return changes;
}

/** What changed from `base` to the working tree (commits and uncommitted changes), and untracked files. */
export async function listChanges(root: string, base: string, env: Env): Promise<FileChange[]> {
  const fail = (stderr: string): string => `git diff in ${root} failed: ${stderr}`;
  const [diff, untracked] = await Promise.all([
    gitText(
      root,
      ["diff", "--name-status", "-z", "-M", "--relative", "--no-ext-diff", base, "--"],
      env,
      fail,
    ),
    gitText(root, ["ls-files", "--others", "--exclude-standard", "-z"], env, fail),
  ]);
  const changes = parseNameStatus(diff);
  for (const path of untracked.split("\0")) {
    if (path !== "") changes.push({ status: "untracked", path });
  }
  return changes;
}

/** The contents of `paths` (relative to the root) at `commit`; missing ones are left out. */
export async function readAtCommit(
  root: string,
  commit: string,
  paths: readonly string[],
  env: Env,
): Promise<Map<string, string>> {
  const contents = new Map<string, string>();
  if (paths.length === 0) return contents;
  const input = paths.map((path) => `${commit}:./${path}\n`).join("");
  const result = await runGit(root, ["cat-file", "--batch"], env, input);
  if (result.code !== 0)
    throw new StackgateError(
      `git cat-file in ${root} failed: ${result.stderr.trim()}`,
      EXIT.failed,
    );
  const out = result.stdout;
  let offset = 0;
  for (const path of paths) {
    const end = out.indexOf(0x0a, offset);
    if (end < 0) break;
    const header = out.subarray(offset, end).toString("utf8");
    offset = end + 1;
    if (header.endsWith(" missing") || header.endsWith(" ambiguous")) continue;
    const [, type, size] = header.split(" ");
    const length = Number(size);
    if (type === "blob") contents.set(path, out.subarray(offset, offset + length).toString("utf8"));
    offset += length + 1;
  }
  return contents;
}
