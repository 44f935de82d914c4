/** The local state file that Terraform emptied by exiting mid-write, and its backup. */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  checkLocalState,
  localStatePath,
  restoreLocalState,
} from "../../../src/recovery/local-state.js";

const STATE = JSON.stringify({ version: 4, serial: 3, resources: [{ name: "prior" }] });

function workdir(): string {
  return mkdtempSync(path.join(os.tmpdir(), "stackgate-local-state-"));
}

/** The shape OpenTofu writes under state encryption (TF_ENCRYPTION): no top-level "version". */
const ENCRYPTED = JSON.stringify({
  serial: 3,
  lineage: "6f1c0d9e-2a7b-4c1e-9d3f-0a1b2c3d4e5f",
  meta: { "key_provider.pbkdf2.main": "eyJzYWx0IjoiIn0=" },
  encrypted_data: "c2VjcmV0IGJ5dGVz",
  encryption_version: "v0",
});

describe("local state emptied mid-write", () => {
  it("an OpenTofu-encrypted state is a state, not damage (its backup is never put over it)", () => {
    const dir = workdir();
    const state = path.join(dir, "terraform.tfstate");
    writeFileSync(state, ENCRYPTED);
    writeFileSync(`${state}.backup`, ENCRYPTED);
    expect(checkLocalState(state)).toEqual({ kind: "fine" });
    // Emptied by an exit mid-write, its encrypted backup is what goes back.
    writeFileSync(state, "");
    expect(checkLocalState(state)).toMatchObject({ kind: "restorable", backup: `${state}.backup` });
    // Only the real shape counts: a file that merely names an encryption version is damage.
    writeFileSync(state, JSON.stringify({ encryption_version: "v0" }));
    expect(checkLocalState(state).kind).toBe("restorable");
  });

  it("an empty or cut-short state with a good backup is restorable; the damaged file is kept", () => {
    for (const damaged of ["", '{"version": 4, "serial"']) {
      const dir = workdir();
      const state = path.join(dir, "terraform.tfstate");
      writeFileSync(state, damaged);
      writeFileSync(`${state}.backup`, STATE);
      const check = checkLocalState(state);
      expect(check.kind).toBe("restorable");
      if (check.kind !== "restorable") continue;
      expect(check.reason).toMatch(damaged === "" ? /empty \(0 bytes\)/ : /not complete JSON/);
      const kept = restoreLocalState(check);
      expect(readFileSync(state, "utf8")).toBe(STATE);
      expect(readFileSync(kept, "utf8")).toBe(damaged);
      expect(checkLocalState(state).kind).toBe("fine");
    }
  });

  it("a sound state is left alone; a damaged one without a usable backup is reported lost", () => {
    const dir = workdir();
    const state = path.join(dir, "terraform.tfstate");
    expect(checkLocalState(state).kind).toBe("fine"); // no state yet: nothing to restore
    writeFileSync(state, STATE);
    writeFileSync(`${state}.backup`, "");
    expect(checkLocalState(state).kind).toBe("fine");
    writeFileSync(state, "");
    expect(checkLocalState(state)).toMatchObject({ kind: "lost", reason: /empty/ });
    writeFileSync(`${state}.backup`, "{}");
    expect(checkLocalState(state)).toMatchObject({ kind: "lost" });
    expect(readdirSync(dir).sort()).toEqual(["terraform.tfstate", "terraform.tfstate.backup"]);
  });

  it("finds the state file of the backend's path and of the selected workspace", () => {
    const dir = workdir();
    const local = { type: "local", config: {} };
    expect(localStatePath(dir, local, {})).toBe(path.join(dir, "terraform.tfstate"));
    expect(localStatePath(dir, { type: "local", config: { path: "s/x.tfstate" } }, {})).toBe(
      path.join(dir, "s", "x.tfstate"),
    );
    mkdirSync(path.join(dir, ".terraform"));
    writeFileSync(path.join(dir, ".terraform", "environment"), "staging");
    expect(localStatePath(dir, local, {})).toBe(
      path.join(dir, "terraform.tfstate.d", "staging", "terraform.tfstate"),
    );
    expect(localStatePath(dir, local, { TF_WORKSPACE: "prod" })).toBe(
      path.join(dir, "terraform.tfstate.d", "prod", "terraform.tfstate"),
    );
    expect(localStatePath(dir, { type: "pg", config: {} }, {})).toBeNull();
    expect(existsSync(path.join(dir, "terraform.tfstate"))).toBe(false);
  });
});
