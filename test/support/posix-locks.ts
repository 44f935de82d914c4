/**
 * Who holds a POSIX (fcntl) lock on a file, from the kernel's /proc/locks (Linux). Terraform's
 * local-backend lock is an fcntl lock on the state file; `.terraform.tfstate.lock.info` is only its
 * label and stays behind when the holder is killed, so only the kernel can say whether it is held.
 */
import { existsSync, readFileSync, statSync } from "node:fs";

/** Pids holding a POSIX lock on `file` (none when the file does not exist). */
export function posixLockHolders(file: string): number[] {
  if (!existsSync(file)) return [];
  const inode = String(statSync(file).ino);
  return (
    readFileSync("/proc/locks", "utf8")
      .split("\n")
      .map((line) => line.trim().split(/\s+/))
      // "1: POSIX  ADVISORY  WRITE <pid> <major>:<minor>:<inode> <start> <end>"; waiters ("->") skipped
      .filter((f) => f[1] === "POSIX" && f[5]?.split(":")[2] === inode)
      .map((f) => Number(f[4]))
  );
}
