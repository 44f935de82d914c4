import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TempDirs {
  /** Creates a fresh directory under the OS temp dir, named `<prefix>XXXXXX`, and remembers it. */
  make: (prefix?: string) => string;
  /** Removes every directory made so far (call it in afterAll or afterEach). */
  removeAll: () => void;
}

/** Temp directories for one test file, named with `prefix` unless `make` is given another. */
export function tempDirs(prefix: string): TempDirs {
  const made: string[] = [];
  return {
    make: (name = prefix) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), name));
      made.push(dir);
      return dir;
    },
    removeAll: () => {
      for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
