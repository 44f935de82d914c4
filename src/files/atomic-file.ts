import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Writes through a temp file and a rename, so a kill never leaves half a file. */
export function writeFileAtomically(file: string, text: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, text);
  renameSync(temp, file);
}
