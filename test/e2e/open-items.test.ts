/**
 * Issue 26, item 2: what a recovery leaves for a person stays open until someone closes it.
 * The built CLI, real terraform: an `up` SIGKILLed (stackgate and terraform) while four creates
 * are in flight leaves four creates whose completion was never seen. Then, through the CLI:
 * every later `recover` reports them (needs-attention, exit 1), `status` lists them, `preview`
 * says beside each planned create that it may already exist, `up` refuses (exit 3) naming each;
 * each `--resolve` form closes one (`--absent`, `--import ID`, `--checked`), and an apply
 * accepted by name (`--accept-open-items`) proves the last one by putting it in state.
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CLI_ENTRY } from "../support/dist.js";
import { runCli, type CliRun } from "../support/cli.js";
import { localJournalFile, readJournalLines } from "../support/journal-file.js";
import {
  createTempProject,
  stateAddresses,
  type TempProject,
} from "../support/terraform-project.js";

const ADDRESSES = [0, 1, 2, 3].map((i) => `terraform_data.item[${i}]`);
const IMPORTED_ID = "0f0e0d0c-0000-4000-8000-000000000001";

interface RecoverJson {
  outcome: string;
  exitCode: number;
  openItems?: { address: string; kind: string; runId: string }[];
  left: string[];
}

/** Starts `up --yes` in its own process group and SIGKILLs it (and terraform) once all four creates started. */
async function killWhileCreating(dir: string): Promise<string> {
  const child = spawn(process.execPath, [CLI_ENTRY, "up", "--yes", "-C", dir], {
    cwd: dir,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "/tmp" },
    stdio: "ignore",
    detached: true,
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error("the four creates never all started");
    let lines: Record<string, unknown>[] = [];
    try {
      lines = readJournalLines(localJournalFile(dir));
    } catch {
      // not there yet, or mid-write
    }
    const started = new Set(
      lines.filter((l) => l.type === "resource" && l.status === "started").map((l) => l.address),
    );
    const enginePid = lines.map((l) => l.enginePid).find((p): p is number => typeof p === "number");
    if (ADDRESSES.every((a) => started.has(a)) && enginePid !== undefined) {
      process.kill(-(child.pid ?? 0), "SIGKILL");
      process.kill(-enginePid, "SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      const start = lines.find((l) => l.type === "start") as { header: { runId: string } };
      return start.header.runId;
    }
    await sleep(100);
  }
}

function recoverJson(run: CliRun): RecoverJson {
  return run.json() as unknown as RecoverJson;
}

describe("a recovery's open items persist until closed (CLI, real terraform, local backend)", () => {
  let project: TempProject;
  let dir: string;
  let runId: string;
  const cli = (...argv: string[]) => runCli([...argv, "-C", dir], { cwd: dir });

  beforeAll(async () => {
    project = createTempProject({ count: 4, sleepSeconds: 120 });
    dir = project.dir;
    runId = await killWhileCreating(dir);
  }, 120_000);
  afterAll(() => project.remove());

  it("recover reports the four unconfirmed creates (needs-attention, exit 1)", async () => {
    const first = await cli("recover", "--json");
    const json = recoverJson(first);
    expect(first.exitCode, first.stdout + first.stderr).toBe(1);
    expect(json.outcome).toBe("needs-attention");
    expect(json.openItems?.map((i) => i.address).sort()).toEqual([...ADDRESSES].sort());
    expect(json.openItems?.every((i) => i.kind === "unconfirmed-create" && i.runId === runId)).toBe(
      true,
    );
    // One line per item, nothing twice (besides what else recovery says: here the emptied state file).
    expect(
      json.left.filter((l) => l.startsWith("open item")),
      json.left.join("\n"),
    ).toHaveLength(4);
  }, 120_000);

  it("the next recover — the command it suggested — still reports them, and so does status", async () => {
    const again = await cli("recover", "--json", "--comment-file", path.join(dir, "c.md"));
    expect(again.exitCode, again.stdout + again.stderr).toBe(1);
    expect(recoverJson(again).outcome).toBe("needs-attention");
    expect(recoverJson(again).openItems).toHaveLength(4);
    const comment = readFileSync(path.join(dir, "c.md"), "utf8");
    expect(comment).toContain("**4 left for a person**");
    for (const a of ADDRESSES) expect(comment).toContain(`--resolve '${a}'`);
    const status = await cli("status");
    expect(status.exitCode).toBe(1);
    expect(status.stdout).toContain("Open items (left for a person by a recovery, not closed): 4");
  }, 120_000);

  it("preview says beside each planned create that it may already exist; up refuses (exit 3) naming each", async () => {
    const comment = path.join(dir, "preview.md");
    const preview = await cli("preview", "--comment-file", comment);
    expect(preview.exitCode, preview.stdout + preview.stderr).toBe(0);
    const text = readFileSync(comment, "utf8");
    for (const a of ADDRESSES)
      expect(text).toContain(`this plan creates ${a}, which may already exist from run ${runId}`);
    const up = await cli("up", "--yes");
    expect(up.exitCode, up.stdout + up.stderr).toBe(3);
    expect(up.stdout).toContain("open item(s) left by an earlier recovery are not closed");
    for (const a of ADDRESSES) expect(up.stdout).toContain(`--accept-open-items '${a}'`);
    expect(await stateAddresses(dir)).toEqual([]);
  }, 120_000);

  it("closes one item with each --resolve form; a wrong form or address is refused", async () => {
    const [a, b, c, d] = ADDRESSES as [string, string, string, string];
    const unknown = await cli("recover", "--resolve", "terraform_data.nope", "--absent");
    expect(unknown.exitCode).toBe(64);
    expect(unknown.stderr).toContain("no open item of this stack has that address");
    const none = await cli("recover", "--resolve", a);
    expect(none.exitCode).toBe(64);
    expect(none.stderr).toContain("needs exactly one of --absent");

    const absent = await cli("recover", "--json", "--resolve", a, "--absent");
    expect(absent.exitCode, absent.stdout + absent.stderr).toBe(1);
    expect(
      recoverJson(absent)
        .openItems?.map((i) => i.address)
        .sort(),
    ).toEqual([b, c, d]);

    const imported = await cli("recover", "--json", "--resolve", b, "--import", IMPORTED_ID);
    expect(imported.exitCode, imported.stdout + imported.stderr).toBe(1);
    expect(
      recoverJson(imported)
        .openItems?.map((i) => i.address)
        .sort(),
    ).toEqual([c, d]);
    expect(await stateAddresses(dir)).toEqual([b]);

    const checked = await cli("recover", "--json", "--resolve", c, "--checked");
    expect(checked.exitCode).toBe(1);
    expect(
      recoverJson(checked)
        .openItems?.map((i) => i.address)
        .sort(),
    ).toEqual([d]);
  }, 180_000);

  it("an apply accepted by name proves the last one; then recover is clean", async () => {
    const d = ADDRESSES[3] as string;
    project.write({ count: 4 }); // no more sleeping provisioners
    const up = await cli("up", "--yes", "--accept-open-items", d);
    expect(up.exitCode, up.stdout + up.stderr).toBe(0);
    expect(up.stderr).toContain(`closed the open item ${d}`);
    const last = await cli("recover", "--json");
    expect(last.exitCode, last.stdout + last.stderr).toBe(0);
    expect(recoverJson(last).openItems).toEqual([]);
    const after = await cli("up", "--yes");
    expect(after.exitCode).toBe(0);
  }, 180_000);
});
