import { describe, expect, it } from "vitest";
import { inspectLocalLock, type LocalLockReader } from "../../../src/locks/local-locks.js";

const INITIAL = 0xeffffffc;
const MOUNTINFO = [
  "22 1 8:1 / / rw,relatime shared:1 - ext4 /dev/sda1 rw",
  "40 22 0:50 / /mnt/nfs rw,relatime shared:2 - nfs4 server:/export rw",
].join("\n");

function reader(locks: string, options: { ns?: number; mountinfo?: string } = {}): LocalLockReader {
  return {
    readFile: (file) => (file === "/proc/locks" ? locks : (options.mountinfo ?? MOUNTINFO)),
    identify: () => ({ major: 8, minor: 1, inode: 393252 }),
    pidNamespaceInode: () => options.ns ?? INITIAL,
  };
}

describe.runIf(process.platform === "linux")("the local backend's lock from /proc/locks", () => {
  it("is held when a POSIX lock is listed on the state file's device and inode", () => {
    const state = inspectLocalLock(
      "/work/terraform.tfstate",
      reader("1: POSIX  ADVISORY  WRITE 4242 08:01:393252 0 EOF\n"),
    );
    expect(state).toMatchObject({ kind: "held", holder: { id: "fcntl:4242" } });
  });

  it("is free when no lock is on that inode (another file's lock does not count)", () => {
    const state = inspectLocalLock(
      "/work/terraform.tfstate",
      reader(
        "1: POSIX  ADVISORY  WRITE 4242 08:01:999 0 EOF\n2: FLOCK  ADVISORY  WRITE 7 08:01:393252 0 EOF\n",
      ),
    );
    expect(state).toEqual({ kind: "free" });
  });

  it("is not trusted inside a PID namespace of its own: the engine is asked instead", () => {
    const state = inspectLocalLock("/work/terraform.tfstate", reader("", { ns: 4026532000 }));
    expect(state).toMatchObject({ kind: "unsupported", reason: /PID namespace/ });
  });

  it("is not trusted on a network filesystem, whose locks the server keeps", () => {
    const state = inspectLocalLock("/mnt/nfs/terraform.tfstate", reader(""));
    expect(state).toMatchObject({ kind: "unsupported", reason: /nfs4/ });
  });
});
