/** The checkpoint's `.attrs` sidecar a kill left broken (src/locks/pulumi-checkpoint-sidecar.ts). */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePulumiStack } from "../../../src/engines/pulumi/project.js";
import { createPulumiLockStore } from "../../../src/locks/pulumi-locks.js";

const ref = parsePulumiStack("organization/app/dev");
// What fileblob wrote beside a checkpoint (Pulumi v3.274.1).
const ATTRS =
  '{"user.cache_control":"","user.content_disposition":"","user.content_encoding":"","user.content_language":"","user.content_type":"text/plain; charset=utf-8","user.metadata":null,"md5":"gBh94xkdSczDDmToZeqlwA=="}\n';

function backend(sidecar: string | null) {
  const root = mkdtempSync(path.join(os.tmpdir(), "stackgate-pulumi-checkpoint-"));
  const dir = path.join(root, ".pulumi", "stacks", "app");
  mkdirSync(dir, { recursive: true });
  const checkpoint = path.join(dir, "dev.json");
  writeFileSync(checkpoint, '{"version":3,"checkpoint":{}}');
  if (sidecar !== null) writeFileSync(`${checkpoint}.attrs`, sidecar);
  const store = createPulumiLockStore({ kind: "diy-file", url: `file://${root}`, root }, ref);
  return { store, checkpoint, sidecar: `${checkpoint}.attrs` };
}

describe("repairCheckpoint (file://)", () => {
  for (const [what, content, why] of [
    ["empty (the kill cut it right after its create)", "", "it is empty"],
    ["cut short", ATTRS.slice(0, 40), "cut short"],
  ] as const) {
    it(`removes a sidecar that is ${what}, and only it`, async () => {
      const b = backend(content);
      const removed = (await b.store.repairCheckpoint?.()) ?? [];
      expect(removed).toHaveLength(1);
      expect(removed[0]).toContain(b.sidecar);
      expect(removed[0]).toContain(why);
      expect(existsSync(b.sidecar)).toBe(false);
      expect(readFileSync(b.checkpoint, "utf8")).toBe('{"version":3,"checkpoint":{}}');
    });
  }

  it("keeps a sidecar that holds attributes, and does nothing without one", async () => {
    const whole = backend(ATTRS);
    expect(await whole.store.repairCheckpoint?.()).toEqual([]);
    expect(readFileSync(whole.sidecar, "utf8")).toBe(ATTRS);
    const none = backend(null);
    expect(await none.store.repairCheckpoint?.()).toEqual([]);
  });
});
