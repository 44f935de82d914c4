/**
 * The lock stackgate takes on s3 must be byte for byte what the engine's Go code writes: OpenTofu's
 * `force-unlock` deletes the DynamoDB item only while `Info` equals `json.Marshal` of the lock it
 * read back (a `Created` of "…56.710Z" failed it: Go writes "…56.71Z"). The expected strings were
 * printed by Go 1.26's `encoding/json` for OpenTofu's `statemgr.LockInfo` struct.
 */
import { describe, expect, it } from "vitest";
import { goTime, marshalLockInfo } from "../../../src/locks/s3-locks.js";

const fields = (created: string) => ({
  ID: "47fff941-1775-4ffe-98ef-fa0390752ad0",
  Operation: "OperationTypeApply",
  Info: "stackgate run <a&b> \u2028",
  Who: "root@vm",
  Version: "stackgate 0.1.0",
  Created: created,
  Path: "chaos/chaos-18/terraform.tfstate",
});

const GO = (created: string): string =>
  `{"ID":"47fff941-1775-4ffe-98ef-fa0390752ad0","Operation":"OperationTypeApply","Info":"stackgate run \\u003ca\\u0026b\\u003e \\u2028","Who":"root@vm","Version":"stackgate 0.1.0","Created":"${created}","Path":"chaos/chaos-18/terraform.tfstate"}`;

describe("the s3 lock JSON is Go's json.Marshal of LockInfo", () => {
  for (const [iso, go] of [
    ["2026-11-29T09:21:56.710Z", "2026-11-29T09:21:56.71Z"],
    ["2026-11-29T09:21:56.000Z", "2026-11-29T09:21:56Z"],
    ["2026-11-29T09:21:56.123Z", "2026-11-29T09:21:56.123Z"],
  ] as const) {
    it(`Created ${iso} → ${go}`, () => {
      expect(goTime(new Date(iso))).toBe(go);
      expect(marshalLockInfo(fields(goTime(new Date(iso))))).toBe(GO(go));
    });
  }
});
