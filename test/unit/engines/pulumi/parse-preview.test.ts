/**
 * The recorded `pulumi preview --json` documents parse into the change model with the counts of
 * their own `changeSummary`; values only leave as fingerprints and a masked diff.
 */
import { describe, expect, it } from "vitest";
import { toDiffValue, topLevel } from "../../../../src/engines/pulumi/diff.js";
import {
  parsePreviewJson,
  readPreviewDocument,
} from "../../../../src/engines/pulumi/parse-preview.js";
import { hasChanges, isDestructive } from "../../../../src/model/change.js";
import { digestChangeSet } from "../../../../src/model/digest.js";
import { readFixture } from "../../../support/fixtures.js";

const preview = (name: string): string =>
  readFixture(
    "pulumi",
    "preview-json",
    `stratify-test-resources-pulumi__sample-preview-${name}.json`,
  );

describe("pulumi preview --json documents (recorded fixtures)", () => {
  const cases = [
    { name: "creates", changeSummary: { create: 16 }, resources: 16, summary: { create: 16 } },
    {
      name: "update",
      changeSummary: { same: 15, update: 1 },
      resources: 1,
      summary: { update: 1 },
    },
    {
      name: "deletes",
      changeSummary: { delete: 14, same: 2 },
      resources: 14,
      summary: { delete: 14 },
    },
  ];
  for (const c of cases) {
    it(`${c.name}: ${c.resources} changed resources, counts equal the document's changeSummary`, () => {
      const doc = readPreviewDocument(preview(c.name));
      expect(doc.changeSummary).toEqual(c.changeSummary);
      const changeSet = parsePreviewJson(preview(c.name));
      expect(changeSet.engine).toBe("pulumi");
      expect(changeSet.resources).toHaveLength(c.resources);
      expect(changeSet.summary).toMatchObject({
        create: c.changeSummary.create ?? 0,
        update: c.changeSummary.update ?? 0,
        delete: c.changeSummary.delete ?? 0,
        replace: 0,
        noop: 0,
      });
      expect(changeSet.summary).toMatchObject(c.summary);
      expect(changeSet.errored).toBe(false);
      expect(hasChanges(changeSet)).toBe(true);
    });
  }

  it("digests the same document to the same digest, and different documents differently", () => {
    const a = digestChangeSet(parsePreviewJson(preview("creates")));
    expect(digestChangeSet(parsePreviewJson(preview("creates")))).toBe(a);
    expect(digestChangeSet(parsePreviewJson(preview("update")))).not.toBe(a);
    // Volatile fields (timestamps, source positions, duration) do not move the digest.
    const doc = JSON.parse(preview("update")) as {
      duration: number;
      steps: Array<Record<string, Record<string, unknown>>>;
    };
    doc.duration = 1;
    for (const s of doc.steps) {
      if (s.newState) s.newState.modified = "2030-01-01T00:00:00Z";
      if (s.newState) s.newState.sourcePosition = "project:///elsewhere.ts#1,1";
    }
    expect(digestChangeSet(parsePreviewJson(JSON.stringify(doc)))).toBe(
      digestChangeSet(parsePreviewJson(preview("update"))),
    );
    // A changed input value does.
    const changed = JSON.parse(preview("update")) as {
      steps: Array<{ op: string; newState: { inputs: Record<string, unknown> } }>;
    };
    const update = changed.steps.find((s) => s.op === "update");
    if (update) update.newState.inputs.timeout = 181;
    expect(digestChangeSet(parsePreviewJson(JSON.stringify(changed)))).not.toBe(
      digestChangeSet(parsePreviewJson(preview("update"))),
    );
  });

  it("two previews of one program by the real CLI 3.274.1 (steps of independent resources in another order, another duration) have one digest", () => {
    const real = (n: number): string =>
      readFixture("pulumi", "preview-json", `real-3.274.1-two-files-preview-${n}.json`);
    const urns = (text: string): string[] =>
      (JSON.parse(text) as { steps: Array<{ urn: string }> }).steps.map((s) => s.urn);
    // The documents differ exactly in what is volatile: the order Pulumi registered r0 and r1
    // (no dependency between them: concurrent) and the duration.
    expect(urns(real(1))).not.toEqual(urns(real(2)));
    expect([...urns(real(1))].sort()).toEqual([...urns(real(2))].sort());
    const one = parsePreviewJson(real(1));
    const two = parsePreviewJson(real(2));
    expect(one.resources.map((r) => r.address)).not.toEqual(two.resources.map((r) => r.address));
    expect(digestChangeSet(two)).toBe(digestChangeSet(one));
    // What would change still moves it: another content for r1.
    const changed = JSON.parse(real(2)) as {
      steps: Array<{ urn: string; newState: { inputs?: Record<string, unknown> } }>;
    };
    const r1 = changed.steps.find((s) => s.urn.endsWith("::r1"));
    if (r1?.newState.inputs) r1.newState.inputs.content = "v2";
    expect(digestChangeSet(parsePreviewJson(JSON.stringify(changed)))).not.toBe(
      digestChangeSet(one),
    );
  });

  it("describes the update: URN address, type, changed attribute, the changed line of the archive's code", () => {
    const [update] = parsePreviewJson(preview("update")).resources;
    expect(update).toMatchObject({
      address:
        "urn:pulumi:dev::sample::aws:s3/bucket:Bucket$aws:s3:BucketEventSubscription$aws:lambda/function:Function::docsHandler",
      type: "aws:lambda/function:Function",
      name: "docsHandler",
      module: "aws:s3/bucket:Bucket$aws:s3:BucketEventSubscription",
      action: "update",
      changedAttributes: ["code"],
      sensitive: false,
    });
    // The recorded change adds one line to the function's code; before, the diff said only
    // `~ code = (archive 4fababcf7ea9) -> (archive 3886dc7db621)`.
    expect(update?.diff.split("\n")).toEqual([
      '~ code.assets["__index.js"].text = (text, 14 -> 15 lines, 1 changed)',
      "       @@ -6,4 +6,5 @@",
      "       ",
      "       return (event) => {",
      '+          console.log("hi");',
      "           // Your Lambda code here.",
      "       };",
    ]);
  });

  it("lists deletes as destructive, with their old inputs", () => {
    const changeSet = parsePreviewJson(preview("deletes"));
    expect(changeSet.resources.every((r) => r.action === "delete" && isDestructive(r.action))).toBe(
      true,
    );
    // 13 custom resources show their old inputs; the component (no inputs) has an empty diff.
    const withDiff = changeSet.resources.filter((r) => r.diff !== "");
    expect(withDiff).toHaveLength(13);
    expect(withDiff.every((r) => r.diff.split("\n").every((l) => l.startsWith("- ")))).toBe(true);
  });

  it("masks secrets (real secret objects from checkpoint-secrets) and marks the change sensitive", () => {
    const checkpoint = JSON.parse(
      readFixture("pulumi", "checkpoints", "stack-testdata__checkpoint-secrets.json"),
    ) as {
      checkpoint: {
        latest: { resources: Array<{ urn: string; inputs?: Record<string, unknown> }> };
      };
    };
    const role = checkpoint.checkpoint.latest.resources.find((r) =>
      r.urn.endsWith("countDown_watcher-iamrole"),
    );
    const doc = {
      steps: [{ op: "create", urn: role?.urn, newState: role }],
      changeSummary: { create: 1 },
    };
    const [change] = parsePreviewJson(JSON.stringify(doc)).resources;
    expect(change?.sensitive).toBe(true);
    expect(change?.diff).toContain("+ assumeRolePolicy = (sensitive value)");
    expect(change?.diff).not.toContain("IntcIlZl");
    expect(toDiffValue("[secret]").kind).toBe("sensitive");
    expect(toDiffValue("04da6b54-80e4-46f7-96ec-b56ff0331ba9").kind).toBe("unknown");
  });

  it("folds a replacement and its two halves into one replace, ordered by the halves", () => {
    const urn = "urn:pulumi:dev::p::aws:ec2/instance:Instance::web";
    const old = {
      urn,
      type: "aws:ec2/instance:Instance",
      custom: true,
      id: "i-1",
      inputs: { userData: "a" },
    };
    const next = { ...old, id: undefined, inputs: { userData: "b" } };
    const steps = (order: string[]) =>
      JSON.stringify({
        steps: order.map((op) => ({
          op,
          urn,
          oldState: old,
          newState: next,
          replaceReasons: ["userData"],
        })),
        changeSummary: { replace: 1 },
      });
    const cbd = parsePreviewJson(steps(["create-replacement", "replace", "delete-replaced"]));
    expect(cbd.resources).toHaveLength(1);
    expect(cbd.resources[0]).toMatchObject({
      action: "replace",
      replaceOrder: "create-before-destroy",
      reasons: ["userData"],
      changedAttributes: ["userData"],
    });
    expect(cbd.resources[0]?.diff).toBe('~ userData = "a" -> "b"  # forces replacement');
    expect(cbd.summary.replace).toBe(1);
    const dbc = parsePreviewJson(steps(["delete-replaced", "replace", "create-replacement"]));
    expect(dbc.resources[0]?.replaceOrder).toBe("delete-before-create");
  });

  it("keeps error diagnostics, colour markup stripped, and marks the preview errored", () => {
    const doc = {
      steps: [],
      changeSummary: {},
      diagnostics: [
        {
          urn: "urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev",
          message: "<{%reset%}>boom\ndetail<{%reset%}>\n",
          severity: "error",
        },
        { message: "debug text", severity: "debug" },
      ],
    };
    const changeSet = parsePreviewJson(JSON.stringify(doc));
    expect(changeSet.diagnostics).toEqual([
      {
        severity: "error",
        summary: "boom",
        detail: "detail",
        address: "urn:pulumi:dev::p::pulumi:pulumi:Stack::p-dev",
      },
    ]);
    expect(changeSet.errored).toBe(true);
  });

  it("says what it expected when given something else", () => {
    expect(() => parsePreviewJson("")).toThrow(
      /expected the document `pulumi preview --json` prints.*empty/,
    );
    expect(() =>
      parsePreviewJson(
        readFixture("pulumi", "checkpoints", "stratify-test-resources-pulumi__sample-export.json"),
      ),
    ).toThrow(/looks like a stack export/);
    expect(() =>
      parsePreviewJson(readFixture("pulumi", "events", "display-not-truncated__up.json")),
    ).toThrow(/not one JSON document/);
    expect(() =>
      parsePreviewJson('{"steps":[{"op":"explode","urn":"urn:pulumi:a::b::c::d"}]}'),
    ).toThrow(/"op" to be one of/);
  });

  it("takes the top-level attribute of a property path", () => {
    expect(topLevel("tags.Name")).toBe("tags");
    expect(topLevel("ingress[0].cidrBlocks")).toBe("ingress");
    expect(topLevel('["a.b"].c')).toBe("a.b");
  });
});

describe("a Pulumi secret and the digest", () => {
  const SIG = "4dabf18193072939515e22adb298388d";
  const SECRET = "1b47061264138c4ac30d75fd1eb44270";
  const doc = (pin: string): string =>
    JSON.stringify({
      steps: [
        {
          op: "create",
          urn: "urn:pulumi:dev::sample::random:index/randomPin:Pin::door",
          newState: {
            type: "random:index/randomPin:Pin",
            custom: true,
            inputs: { label: "front", pin: { [SIG]: SECRET, value: pin } },
          },
        },
      ],
      changeSummary: { create: 1 },
    });

  it("keeps the secret out of the public fingerprint and seals it", () => {
    const one = parsePreviewJson(doc("4821")).resources[0];
    const two = parsePreviewJson(doc("4822")).resources[0];
    expect(one?.sensitive).toBe(true);
    expect(one?.fingerprint).toBe(two?.fingerprint);
    expect(one?.sealed).toBeDefined();
    expect(one?.sealed).not.toBe(two?.sealed);
    expect(() => digestChangeSet(parsePreviewJson(doc("4821")))).toThrow("no seal key");
  });
});
