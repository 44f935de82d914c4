/**
 * Preloaded (`node --import`) into a pipe step that plays a step in a fresh container: the
 * process's host name (`os.hostname()`, which stackgate records in its journal and compares
 * with the journal's to decide whether a run's pids mean anything here) is
 * STACKGATE_TEST_HOSTNAME. The variable is removed before the pipe's own code runs, so the
 * pipe sees only the host name. Without the variable this fails loudly rather than run the
 * step on the real host name. A UTS namespace (`unshare --uts`) would do the same for
 * stackgate's decisions, but needs root and util-linux; this works everywhere.
 */
import os from "node:os";
import { syncBuiltinESMExports } from "node:module";

const name = process.env.STACKGATE_TEST_HOSTNAME;
if (!name) {
  throw new Error(
    "host-identity.mjs: STACKGATE_TEST_HOSTNAME is not set; expected the host name this step should run under",
  );
}
delete process.env.STACKGATE_TEST_HOSTNAME;
os.hostname = () => name;
syncBuiltinESMExports();
