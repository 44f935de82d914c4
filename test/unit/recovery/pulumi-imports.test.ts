/**
 * settlePendingImports against a small stand-in of the stack and its provider that behaves as
 * measured on the real CLI 3.274.1 and the test provider: `pulumi refresh
 * --import-pending-creates` drops the pending create without importing it, `pulumi import`
 * accepts an id its provider does not have, and a refresh drops what its provider does not have.
 */
import { describe, expect, it } from "vitest";
import type { ApplyOutcome } from "../../../src/engines/engine.js";
import type { RefreshRequest } from "../../../src/engines/pulumi/engine.js";
import type { Deployment, PendingOperation } from "../../../src/engines/pulumi/parse-export.js";
import {
  pulumiImportCommand,
  settlePendingImports,
  type ImportLog,
} from "../../../src/recovery/pulumi-imports.js";

const STACK = "organization/sample/dev";
const TYPE = "stackgatetest:index:File";
const urn = (name: string) => `urn:pulumi:dev::sample::${TYPE}::${name}`;
const APPLIED: ApplyOutcome = { kind: "applied", summary: { added: 0, changed: 0, removed: 0 } };

function world(o: { state?: Record<string, string>; pending?: string[]; provider: string[] }) {
  const state = new Map(Object.entries(o.state ?? {}).map(([n, id]) => [urn(n), id]));
  const pending: PendingOperation[] = (o.pending ?? []).map((n) => ({
    urn: urn(n),
    type: "creating",
    resourceType: TYPE,
    custom: true,
  }));
  const calls: string[] = [];
  const exportStack = (): Promise<Deployment> =>
    Promise.resolve({
      version: 3,
      resources: [...state].map(([u, id]) => ({ urn: u, type: TYPE, custom: true, id })),
      pendingOperations: [...pending],
    });
  const engine = {
    exportStack,
    importResource(address: string, id: string): Promise<void> {
      calls.push(`import ${address} ${id}`);
      if (o.provider.includes("broken")) return Promise.reject(new Error("exit 1: boom"));
      state.set(address, id);
      return Promise.resolve();
    },
    refresh(request: RefreshRequest): Promise<ApplyOutcome> {
      calls.push(`refresh ${(request.targets ?? []).join(",")}`);
      for (const [u, id] of state) {
        if ((request.targets ?? [u]).includes(u) && !o.provider.includes(id)) state.delete(u);
      }
      return Promise.resolve(APPLIED);
    },
  };
  const actions: Array<{ kind: string; detail: string; ok: boolean }> = [];
  const log: ImportLog = {
    act: (kind, detail, ok = true) => {
      actions.push({ kind, detail, ok });
    },
    orphans: [],
    attention: [],
  };
  const settle = async (names: string[]) =>
    settlePendingImports(engine, log, {
      stack: STACK,
      imports: names.map((n) => ({ urn: urn(n), id: `/cloud/${n}`, runId: "run-1" })),
      exported: await exportStack(),
      refreshCommand: (u, id) => `pulumi refresh --import-pending-creates ${u} ${id ?? "<ID>"}`,
    });
  return { calls, actions, log, settle, state };
}

describe("settlePendingImports", () => {
  it("reports an import the refresh made, and runs nothing more", async () => {
    const w = world({ state: { r2: "/cloud/r2" }, provider: ["/cloud/r2"] });
    await w.settle(["r2"]);
    expect(w.actions).toEqual([expect.objectContaining({ kind: "import", ok: true })]);
    expect(w.calls).toEqual([]);
    expect(w.log.attention).toEqual([]);
  });

  it("a create the refresh dropped, which its provider has: pulumi import, a refresh of it, then imported", async () => {
    const w = world({ provider: ["/cloud/r2"] });
    const after = await w.settle(["r2"]);
    expect(w.calls).toEqual([`import ${urn("r2")} /cloud/r2`, `refresh ${urn("r2")}`]);
    expect(after.resources.map((r) => [r.urn, r.id])).toEqual([[urn("r2"), "/cloud/r2"]]);
    expect(w.actions).toEqual([expect.objectContaining({ kind: "import", ok: true })]);
    expect(w.actions[0]?.detail).toContain("pulumi import");
    expect(w.log.orphans).toEqual([]);
    expect(w.log.attention).toEqual([]);
  });

  it("an id its provider does not have: pulumi import takes it, the refresh drops it, not reported imported", async () => {
    const w = world({ provider: [] });
    const after = await w.settle(["r2"]);
    expect(w.calls).toEqual([`import ${urn("r2")} /cloud/r2`, `refresh ${urn("r2")}`]);
    expect(after.resources).toEqual([]);
    expect(w.actions).toEqual([expect.objectContaining({ kind: "import", ok: false })]);
    expect(w.log.orphans).toEqual([
      {
        address: urn("r2"),
        id: "/cloud/r2",
        certain: false,
        importCommand: pulumiImportCommand(STACK, urn("r2"), "/cloud/r2"),
      },
    ]);
    expect(w.log.attention.join("\n")).toContain(pulumiImportCommand(STACK, urn("r2"), null));
  });

  it("a failed pulumi import: no refresh, the failure and the command for a person", async () => {
    const w = world({ provider: ["broken"] });
    await w.settle(["r2"]);
    expect(w.calls).toEqual([`import ${urn("r2")} /cloud/r2`]);
    expect(w.actions).toEqual([expect.objectContaining({ kind: "import", ok: false })]);
    expect(w.log.attention.join("\n")).toContain("boom");
  });

  it("a create still pending after the refresh is not imported behind Pulumi's back", async () => {
    const w = world({ pending: ["r2"], provider: ["/cloud/r2"] });
    await w.settle(["r2"]);
    expect(w.calls).toEqual([]);
    expect(w.actions).toEqual([expect.objectContaining({ kind: "import", ok: false })]);
    expect(w.log.orphans.map((o) => o.importCommand)).toEqual([
      `pulumi refresh --import-pending-creates ${urn("r2")} /cloud/r2`,
    ]);
  });

  it("the command for a person is the one stackgate runs", () => {
    expect(pulumiImportCommand(STACK, urn("r2"), "/cloud/r 2")).toBe(
      `pulumi import ${TYPE} r2 '/cloud/r 2' --yes --skip-preview --protect=false --generate-code=false --stack ${STACK} --non-interactive`,
    );
    expect(pulumiImportCommand(STACK, urn("r2"), null)).toContain(` r2 <ID> --yes`);
  });
});
