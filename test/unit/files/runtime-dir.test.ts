import { execFileSync } from "node:child_process";
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { assertRuntimeDir } from "../../../src/files/runtime-dir.js";
import { FileJournalStore } from "../../../src/journal/file-store.js";

function repo(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "sg-runtime-dir-"));
  execFileSync("git", ["init", "-q"], { cwd: dir });
  return dir;
}

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@e", ...args], { cwd });
}

describe("assertRuntimeDir", () => {
  it("accepts an absent or untracked .stackgate, and a directory outside any git tree", () => {
    const dir = repo();
    expect(() => assertRuntimeDir(dir)).not.toThrow();
    mkdirSync(path.join(dir, ".stackgate", "journal"), { recursive: true });
    writeFileSync(path.join(dir, ".stackgate", "journal", "x.ndjson"), "");
    expect(() => assertRuntimeDir(dir)).not.toThrow();
    expect(() =>
      assertRuntimeDir(mkdtempSync(path.join(os.tmpdir(), "sg-runtime-plain-"))),
    ).not.toThrow();
  });

  it("refuses a .stackgate that git tracks, naming the path and the file", () => {
    const dir = repo();
    mkdirSync(path.join(dir, "infra", ".stackgate", "journal"), { recursive: true });
    writeFileSync(path.join(dir, "infra", ".stackgate", "journal", "prod.ndjson"), "{}\n");
    git(dir, "add", "-f", "infra/.stackgate");
    git(dir, "commit", "-qm", "journal");
    const infra = path.join(dir, "infra");
    expect(() => assertRuntimeDir(infra)).toThrow(
      `${path.join(infra, ".stackgate")} is tracked by git (".stackgate/journal/prod.ndjson")`,
    );
    // The journal store refuses to read it, too (the old code read and acted on it).
    expect(() => FileJournalStore.forStack(infra, "prod").readState()).toThrow(/is tracked by git/);
  });

  it("refuses a symlinked .stackgate or journal/, and a dangling one, naming the target", () => {
    const dir = repo();
    const outside = mkdtempSync(path.join(os.tmpdir(), "sg-runtime-outside-"));
    symlinkSync(outside, path.join(dir, ".stackgate"));
    expect(() => assertRuntimeDir(dir)).toThrow(
      `${path.join(dir, ".stackgate")} is a symbolic link to ${JSON.stringify(outside)}`,
    );
    const other = repo();
    mkdirSync(path.join(other, ".stackgate"));
    symlinkSync(path.join(outside, "gone"), path.join(other, ".stackgate", "journal"));
    expect(() => assertRuntimeDir(other)).toThrow(/journal is a symbolic link .*dangling symlink/);
  });

  it("never appends through a symlinked journal file", () => {
    const dir = repo();
    const outside = mkdtempSync(path.join(os.tmpdir(), "sg-runtime-victim-"));
    const victim = path.join(outside, "victim");
    writeFileSync(victim, "precious\n");
    mkdirSync(path.join(dir, ".stackgate", "journal"), { recursive: true });
    symlinkSync(victim, path.join(dir, ".stackgate", "journal", "prod.ndjson"));
    const store = FileJournalStore.forStack(dir, "prod");
    expect(() =>
      store.appendSync({ type: "phase", at: new Date().toISOString(), phase: "planning" }),
    ).toThrow(/is a symbolic link/);
  });

  describe("git is asked once per workdir", () => {
    const realPath = process.env.PATH;
    afterEach(() => {
      process.env.PATH = realPath;
    });

    /** Puts a `git` first on PATH that logs its arguments and runs the real one. */
    function countGit(): () => string[] {
      const bin = mkdtempSync(path.join(os.tmpdir(), "sg-runtime-git-"));
      const log = path.join(bin, "calls");
      const real = execFileSync("sh", ["-c", "command -v git"], { encoding: "utf8" }).trim();
      writeFileSync(log, "");
      writeFileSync(
        path.join(bin, "git"),
        `#!/bin/sh\necho "$*" >> ${JSON.stringify(log)}\nexec ${JSON.stringify(real)} "$@"\n`,
      );
      chmodSync(path.join(bin, "git"), 0o755);
      process.env.PATH = `${bin}${path.delimiter}${realPath ?? ""}`;
      return () =>
        readFileSync(log, "utf8")
          .split("\n")
          .filter((line) => line !== "");
    }

    it("one git ls-files for every check and journal read of a workdir, one more for another", () => {
      const dir = repo();
      const calls = countGit();
      assertRuntimeDir(dir);
      assertRuntimeDir(dir);
      FileJournalStore.forStack(dir, "prod").readState();
      FileJournalStore.forStack(dir, "other").readState();
      expect(calls().filter((c) => c.startsWith("ls-files"))).toHaveLength(1);
      assertRuntimeDir(repo());
      expect(calls().filter((c) => c.startsWith("ls-files"))).toHaveLength(2);
    });

    it("a tracked .stackgate is refused at every check, not only the first", () => {
      const dir = repo();
      mkdirSync(path.join(dir, ".stackgate"));
      writeFileSync(path.join(dir, ".stackgate", "x"), "");
      git(dir, "add", "-f", ".stackgate");
      const calls = countGit();
      expect(() => assertRuntimeDir(dir)).toThrow(/is tracked by git/);
      expect(() => FileJournalStore.forStack(dir, "prod").readState()).toThrow(/is tracked by git/);
      expect(calls().filter((c) => c.startsWith("ls-files"))).toHaveLength(1);
    });
  });
});
