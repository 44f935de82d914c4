/**
 * The local backend's lock read from the kernel, without starting the engine. Terraform locks
 * `terraform.tfstate` with an fcntl (POSIX) lock, which the kernel lists in /proc/locks by
 * device and inode. That list is the truth only where every possible holder is in it:
 *
 * - Linux, and this process in the initial PID namespace: since Linux 4.14 /proc/locks leaves out
 *   locks whose holder is in a PID namespace the reader cannot see (another container sharing the
 *   volume would hold a lock that is not listed);
 * - the state file on a local filesystem: on NFS, CIFS or FUSE the lock lives on the server and
 *   another machine's lock is not listed.
 *
 * Anywhere else the answer is `unsupported`, and the caller asks the engine (a lock probe plan).
 */
import { readFileSync, statSync } from "node:fs";
import type { BackendLockState } from "./backend-lock.js";

/** The initial PID namespace's inode (PROC_PID_INIT_INO in the kernel). */
const INITIAL_PID_NAMESPACE = 0xeffffffc;
/** Filesystems whose locks the server keeps: another client's lock is not in /proc/locks. */
const REMOTE_FS = /^(nfs4?|cifs|smb3?|fuse(\..*)?|9p|ceph|glusterfs|lustre|gpfs|afs|virtiofs)$/;

export interface LocalLockReader {
  readFile(file: string): string;
  /** [device major, minor, inode] of a file, null when it does not exist. */
  identify(file: string): { major: number; minor: number; inode: number } | null;
  pidNamespaceInode(): number | null;
}

const SYSTEM: LocalLockReader = {
  readFile: (file) => readFileSync(file, "utf8"),
  identify(file) {
    const stat = statSync(file, { throwIfNoEntry: false, bigint: false });
    if (stat === undefined) return null;
    // Linux's new_encode_dev: major in bits 8-19, minor in bits 0-7 and 20-31.
    return {
      major: (stat.dev >> 8) & 0xfff,
      minor: (stat.dev & 0xff) | ((stat.dev >> 12) & 0xfff00),
      inode: stat.ino,
    };
  },
  pidNamespaceInode() {
    try {
      return statSync("/proc/self/ns/pid").ino;
    } catch {
      return null;
    }
  },
};

/** Why /proc/locks cannot be trusted for `file` here, or null when it can. */
function untrusted(file: string, reader: LocalLockReader): string | null {
  if (process.platform !== "linux") return `/proc/locks exists on Linux only (${process.platform})`;
  if (reader.pidNamespaceInode() !== INITIAL_PID_NAMESPACE) {
    return "this process runs in a PID namespace of its own (a container): /proc/locks hides the locks of processes it cannot see";
  }
  const fsType = filesystemOf(file, reader);
  if (fsType === null)
    return `the filesystem of ${file} could not be told from /proc/self/mountinfo`;
  if (REMOTE_FS.test(fsType)) return `${file} is on ${fsType}, whose locks the server keeps`;
  return null;
}

/** The filesystem type of the longest mount point that holds `file` (/proc/self/mountinfo). */
function filesystemOf(file: string, reader: LocalLockReader): string | null {
  let best: { point: string; type: string } | null = null;
  for (const line of reader.readFile("/proc/self/mountinfo").split("\n")) {
    const [left, right] = line.split(" - ");
    if (left === undefined || right === undefined) continue;
    const point = (left.split(" ")[4] ?? "").replace(/\\(\d{3})/g, (_, oct: string) =>
      String.fromCharCode(parseInt(oct, 8)),
    );
    const type = right.split(" ")[0] ?? "";
    const holds = point === "/" || file === point || file.startsWith(`${point}/`);
    if (holds && (best === null || point.length > best.point.length)) best = { point, type };
  }
  return best?.type ?? null;
}

/**
 * Whether an fcntl lock is held on the state file `file`: free when the file does not exist
 * (Terraform creates it under the lock) or no POSIX lock is listed on its inode.
 */
export function inspectLocalLock(file: string, reader: LocalLockReader = SYSTEM): BackendLockState {
  let reason: string | null;
  try {
    reason = untrusted(file, reader);
  } catch (error) {
    reason = `the kernel's lock list could not be read: ${String(error)}`;
  }
  if (reason !== null) return { kind: "unsupported", reason };
  const id = reader.identify(file);
  if (id === null) return { kind: "free" };
  const device = `${hex(id.major)}:${hex(id.minor)}:${id.inode}`;
  for (const line of reader.readFile("/proc/locks").split("\n")) {
    // "1: POSIX  ADVISORY  WRITE 12345 08:01:393252 0 EOF" (a "->" marks a waiting request).
    const fields = line.replace(/->\s*/, "").trim().split(/\s+/);
    if (fields[1] !== "POSIX" || fields[5] !== device) continue;
    const pid = fields[4] ?? "?";
    return {
      kind: "held",
      holder: {
        id: `fcntl:${pid}`,
        who: `pid ${pid}`,
        info: `an fcntl lock on ${file} (the local backend's lock; it dies with its process)`,
      },
    };
  }
  return { kind: "free" };
}

function hex(n: number): string {
  return n.toString(16).padStart(2, "0");
}
