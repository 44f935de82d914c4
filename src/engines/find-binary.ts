import { accessSync, constants } from "node:fs";
import path from "node:path";

/** The absolute path of an executable on PATH, or null. A name with a slash is checked as is. */
export function findOnPath(
  name: string,
  envPath: string | undefined = process.env.PATH,
): string | null {
  const candidates = name.includes("/")
    ? [name]
    : (envPath ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, name));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here: try the next directory
    }
  }
  return null;
}
