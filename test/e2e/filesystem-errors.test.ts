/**
 * A `.stackgate/` that cannot be written (dangling symlink, read-only file system, no write
 * permission) gets a message naming the path and the cause — never "unexpected error", never
 * an invented lock. Real terraform; the read-only file system is a real read-only bind mount in
 * a private mount namespace (`unshare`), skipped where the kernel does not allow one.
 */
import { spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, describe, expect, it } from "vitest";
import { CLI_PATH } from "../support/chaos.js";
import { runCli } from "../support/cli.js";

const dirs: string[] = [];
function project(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-fs-"));
  dirs.push(dir);
  writeFileSync(path.join(dir, "main.tf"), 'resource "terraform_data" "x" {\n  input = "a"\n}\n');
  return dir;
}
afterAll(() => {
  for (const d of dirs) {
    spawnSync("chmod", ["-R", "u+w", d]);
    rmSync(d, { recursive: true, force: true });
  }
});

const asRoot = process.getuid?.() === 0;
/**
 * Root writes anywhere only through its capabilities (CAP_DAC_OVERRIDE); without them uid 0 meets
 * the mode bits like any user. Root stays root (not nobody): a clone under a 0700 directory is
 * closed to every other user, and the CLI and node it runs live in that clone.
 */
const DROP_CAPABILITIES = ["--bounding-set=-all", "--inh-caps=-all"];
const canDropCapabilities =
  asRoot && spawnSync("setpriv", [...DROP_CAPABILITIES, "true"], { stdio: "ignore" }).status === 0;
const canUnshare =
  process.platform === "linux" &&
  spawnSync("unshare", ["-rm", "true"], { stdio: "ignore" }).status === 0;

describe("filesystem errors", () => {
  it("names a dangling-symlink .stackgate and its target", async () => {
    const dir = project();
    symlinkSync(path.join(dir, "gone"), path.join(dir, ".stackgate"));
    for (const command of ["preview", "up"]) {
      const run = await runCli([command, "--yes"], { cwd: dir });
      expect(run.exitCode).toBe(1);
      expect(run.stderr).not.toContain("unexpected error");
      expect(run.stderr).toContain(`${path.join(dir, ".stackgate")} is a symbolic link to`);
      expect(run.stderr).toContain("dangling symlink");
    }
  });

  it.skipIf(asRoot && !canDropCapabilities)(
    "names an unwritable workdir (no write permission)",
    async () => {
      const dir = project();
      chmodSync(dir, 0o555);
      // As root: the built CLI, run as root without capabilities.
      const run = asRoot
        ? await execa("setpriv", [...DROP_CAPABILITIES, "node", CLI_PATH, "preview"], {
            cwd: dir,
            reject: false,
            env: { PATH: process.env.PATH ?? "", HOME: os.tmpdir() },
          })
        : await runCli(["preview"], { cwd: dir });
      expect(run.exitCode).toBe(1);
      expect(run.stderr).not.toContain("unexpected error");
      expect(run.stderr).toContain(`${dir} is not writable by this user`);
    },
  );

  it.skipIf(!canUnshare)(
    "on a read-only file system: status reports no invented lock, preview names the cause",
    async () => {
      expect(existsSync(CLI_PATH), `${CLI_PATH}: run npm run build first`).toBe(true);
      const dir = project();
      await execa("terraform", ["init", "-input=false"], { cwd: dir });
      mkdirSync(path.join(dir, "sub"));
      const inReadOnly = (args: string): Promise<{ stdout: string; exitCode?: number }> =>
        execa(
          "unshare",
          [
            "-rm",
            "sh",
            "-c",
            `mount --bind "$0" "$0" && mount -o remount,ro,bind "$0" "$0" && cd "$0" && node "$1" ${args}`,
            dir,
            CLI_PATH,
          ],
          { reject: false, all: true, env: { PATH: process.env.PATH ?? "" } },
        ).then((r) => ({ stdout: r.all ?? "", exitCode: r.exitCode }));

      const status = await inReadOnly("status");
      // Either it reports what it can read, or it stops and names the cause: never a lock invented.
      expect(status.stdout).toMatch(
        /Lock: unknown|cannot create the directory \S+: \S+ is on a read-only file system/,
      );
      expect(status.stdout).toContain("read-only file system");
      expect(status.stdout).not.toMatch(/Owner: alive/);
      expect(status.exitCode).not.toBe(4);

      const preview = await inReadOnly("preview");
      expect(preview.exitCode).toBe(1);
      expect(preview.stdout).not.toContain("unexpected error");
      expect(preview.stdout).toContain(`${dir} is on a read-only file system`);
    },
  );
});
