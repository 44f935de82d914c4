/**
 * The matrix on the bundles, CLI door (test/support/matrix.ts has the cell and what is
 * asserted): `node dist/cli.js up --yes --json` in its own process group, as a shell starts a
 * foreground job, on every backend; clean, Ctrl-C (SIGINT to the foreground process group:
 * stackgate; the engine runs in its own group and hears it from stackgate), or every process
 * SIGKILLed mid-apply; then `stackgate recover --json`; then the next `up`.
 */
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import {
  createChaosWorld,
  spawnStackgate,
  stackgate,
  trySignal,
  type ChaosWorld,
} from "../support/chaos.js";
import {
  cliFlags,
  createCell,
  describeMatrix,
  trustedLocalJournal,
  runMatrixCell,
  stepLog,
  type Door,
  type Ended,
} from "../support/matrix.js";

let world: ChaosWorld;
beforeAll(async () => {
  world = await createChaosWorld();
});
afterAll(async () => world?.dispose());

/** A shell gives up waiting on a job after Ctrl-C only when the user does: 60 s here. */
const CTRL_C_PATIENCE_MS = 60_000;

const cli: Door = {
  start(cell, clone, command) {
    const dir = path.join(clone, "infra");
    const accept = (cell.accept ?? []).flatMap((a) => ["--accept-open-items", a]);
    const args = [command, ...(command === "up" ? ["--yes", ...accept] : []), "--json", "-C", dir];
    const run = spawnStackgate(world, [...args, ...cliFlags(cell)], { cwd: dir, tag: cell.tag });
    const done = run.record(command).then((r): Ended => ({ ...r, log: stepLog(r) }));
    return { pid: run.pid, done };
  },
  async stop(_cell, running) {
    trySignal(-running.pid, "SIGINT");
    const timeout = setTimeout(() => trySignal(-running.pid, "SIGKILL"), CTRL_C_PATIENCE_MS);
    const ended = await running.done;
    clearTimeout(timeout);
    return ended;
  },
  async recover(cell) {
    const r = await stackgate(
      world,
      "recover",
      ["recover", "--json", "-C", cell.dir, ...cliFlags(cell)],
      {
        cwd: cell.dir,
        tag: cell.tag,
      },
    );
    const outcome = typeof r.json?.outcome === "string" ? r.json.outcome : null;
    return { ...r, log: stepLog(r), outcome, dir: cell.dir };
  },
  nextClone: (cell) => cell.clone,
  journal: trustedLocalJournal,
};

describeMatrix("the CLI", async (backend, stop) => {
  await runMatrixCell(cli, await createCell(world, "cli", backend, stop));
});
