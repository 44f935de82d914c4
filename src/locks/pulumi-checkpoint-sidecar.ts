/**
 * The `.attrs` sidecar of a stack's checkpoint on a file:// DIY backend. gocloud's fileblob
 * (Pulumi's file:// storage) writes an object to a temporary file and renames it, but rewrites
 * its attributes file `<checkpoint>.attrs` in place (create, then encode): a SIGKILL between the
 * two leaves it empty, and every later read of the stack fails with "failed to load checkpoint:
 * EOF" (measured on Pulumi v3.274.1, the chaos suite's SIGKILL of the whole run). fileblob reads
 * an object without a sidecar as one with default attributes, so removing a sidecar that holds
 * no attributes object loses nothing and makes the checkpoint readable again. A sidecar that
 * parses is never touched, nor anything that is not a regular file.
 */
import { lstatSync, readFileSync, unlinkSync } from "node:fs";
import path from "node:path";
import type { PulumiStackRef } from "../engines/pulumi/project.js";

/** The checkpoint files a stack may have: project layout first, then the legacy one; plain or gzip. */
function checkpointFiles(root: string, ref: PulumiStackRef): string[] {
  const stacks = path.join(root, ".pulumi", "stacks");
  return [path.join(stacks, ref.project, ref.stack), path.join(stacks, ref.stack)].flatMap(
    (base) => [`${base}.json`, `${base}.json.gz`],
  );
}

/** Why a sidecar holds no attributes object, or null when it does (or there is none). */
function brokenSidecar(sidecar: string): string | null {
  let text: string;
  try {
    if (!lstatSync(sidecar).isFile()) return null;
    text = readFileSync(sidecar, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
  if (text.trim() === "") return "it is empty";
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return null;
    return "it is JSON but not an attributes object";
  } catch {
    return `it is cut short (${text.length} bytes that are not JSON)`;
  }
}

/**
 * Removes each broken `.attrs` sidecar of the stack's checkpoint; says what it removed and why.
 * Call only while no live process holds the stack (Pulumi writes the checkpoint under its lock).
 */
export function removeBrokenCheckpointSidecars(root: string, ref: PulumiStackRef): string[] {
  const removed: string[] = [];
  for (const checkpoint of checkpointFiles(root, ref)) {
    const sidecar = `${checkpoint}.attrs`;
    const why = brokenSidecar(sidecar);
    if (why === null) continue;
    unlinkSync(sidecar);
    removed.push(
      `removed ${sidecar}, the attributes file of the checkpoint ${checkpoint}: ${why} (a write the kill cut), which made every read of the stack fail`,
    );
  }
  return removed;
}
