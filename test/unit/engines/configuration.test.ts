import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { hashProgramFiles } from "../../../src/engines/configuration.js";

const dir = mkdtempSync(path.join(os.tmpdir(), "stackgate-program-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("hashProgramFiles", () => {
  it("changes with the program's code, not with reports, state or stackgate's own files", () => {
    writeFileSync(path.join(dir, "Pulumi.yaml"), "name: p\nruntime: nodejs\n");
    writeFileSync(path.join(dir, "index.ts"), 'new Bucket("a");\n');
    const before = hashProgramFiles(dir);

    writeFileSync(path.join(dir, "comment.md"), "# report");
    mkdirSync(path.join(dir, ".stackgate"), { recursive: true });
    writeFileSync(path.join(dir, ".stackgate", "dev.preview.json"), "{}");
    mkdirSync(path.join(dir, "state", ".pulumi"), { recursive: true });
    writeFileSync(path.join(dir, "state", ".pulumi", "meta.yaml"), "version: 1\n");
    mkdirSync(path.join(dir, "node_modules", "x"), { recursive: true });
    writeFileSync(path.join(dir, "node_modules", "x", "index.js"), "1");
    expect(hashProgramFiles(dir)).toBe(before);

    writeFileSync(path.join(dir, "index.ts"), 'new Bucket("a");\nrequire("child_process");\n');
    const changed = hashProgramFiles(dir);
    expect(changed).not.toBe(before);
    mkdirSync(path.join(dir, "lib"), { recursive: true });
    writeFileSync(path.join(dir, "lib", "hook.py"), "print(1)\n");
    expect(hashProgramFiles(dir)).not.toBe(changed);
  });
});
