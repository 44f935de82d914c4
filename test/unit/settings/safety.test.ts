/**
 * stackgate.yml is part of the checkout — the code under review — so it never sets a safety
 * setting (issue 18, case 8). The schema marks them (kinds.ts `safety`); these tests pin which
 * rows are marked, and that a file naming any of them, under any of its names, is refused.
 */
import { describe, expect, it } from "vitest";

import {
  APPROVAL_STEP_KEYS,
  SETTINGS,
  rowsOf,
  safeSourcesOf,
  safetyFileNames,
  safetyRows,
} from "../../../src/settings/schema.js";
import { readConfigDocument } from "../../../src/settings/sources.js";

const FILE = "/repo/infra/stackgate.yml";

/** The settings that decide safety; unmarking one of them in the schema fails here. */
const SAFETY_KEYS = [
  "engineBinary", // the executable that runs with the job's secrets
  "planFile", // where the plan is written and read from
  "journalDir", // where the journal is written and read from
  "commentFile", // a file stackgate writes
  "staleAfter", // lock breaking
  "force", // lock breaking
  "expectDigest", // approval
  "planKey", // seals the approved plan
  "digestSecret", // binds sensitive values into the approved digest
  "recovery", // state-changing recovery
  "orphans",
  "pendingCreates",
  "stateDigest",
  "resolve", // closes what a recovery left open
  "resolveAbsent",
  "resolveImport",
  "resolveChecked",
  "acceptOpenItems", // applies over open items: an approval
  "workspace", // which state the run plans and changes
  "backendConfig",
];

function refusal(key: string, value: unknown = "x"): string {
  try {
    readConfigDocument(FILE, { [key]: value });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  return "";
}

describe("safety settings in stackgate.yml", () => {
  it("the schema marks exactly the safety settings, and none of them has a stackgate.yml key", () => {
    expect(
      safetyRows()
        .map((row) => row.key)
        .sort(),
    ).toEqual([...SAFETY_KEYS].sort());
    expect(rowsOf("file").filter((row) => row.safety !== undefined)).toEqual([]);
  });

  it("refuses every safety row under each of its names, naming the key, the file and where to set it", () => {
    const names = safetyFileNames();
    for (const row of safetyRows()) {
      const aliases = [...names].filter(([, r]) => r === row).map(([name]) => name);
      expect(aliases.length, row.key).toBeGreaterThan(0);
      for (const name of aliases) {
        const message = refusal(name);
        expect(message, name).toContain(`config file "${FILE}": "${name}" cannot be set in a file`);
        expect(message, name).toContain(`it decides ${row.safety ?? ""}`);
        expect(message, name).toContain(
          `Set it in the pipeline definition instead (${safeSourcesOf(row)})`,
        );
        for (const source of [row.flag && `--${row.flag}`, row.env && `STACKGATE_${row.env}`]) {
          if (source) expect(message, name).toContain(source);
        }
        if (row.input) expect(message, name).toContain(`Action input ${row.input}`);
        if (row.variable) expect(message, name).toContain(`Pipe variable ${row.variable}`);
      }
    }
  });

  it("refuses the names a user would write for them (engine-binary, stale-after, plan-file, plan-path, force …)", () => {
    for (const name of [
      "engine-binary",
      "stale-after",
      "plan-file",
      "plan-path",
      "journal-dir",
      "force",
      "digest",
      "plan-key",
      "digest-secret",
      "state-digest",
      "comment-file",
    ]) {
      expect(refusal(name), name).toMatch(/cannot be set in a file: it decides /);
    }
  });

  it("refuses the approval gate's own settings, naming the input and variable to use", () => {
    for (const [key, instead] of Object.entries(APPROVAL_STEP_KEYS)) {
      const message = refusal(key, "comment");
      expect(message, key).toContain(`"${key}" cannot be set in a file: it decides approval`);
      expect(message, key).toContain(instead);
    }
  });

  it("still reads the settings that decide nothing about safety", () => {
    const raw = readConfigDocument(FILE, { stack: "prod", "lock-timeout": "5s", engine: "tofu" });
    expect(raw.stack?.value).toBe("prod");
    expect(raw.lockTimeout?.value).toBe("5s");
    expect(raw.engine?.value).toBe("tofu");
    // Every row stackgate.yml may still set is a non-safety row of the schema.
    for (const row of rowsOf("file")) expect(SETTINGS).toContain(row);
  });
});
