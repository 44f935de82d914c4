/** Stack exports and DIY checkpoints (recorded fixtures) → resources and pending operations. */
import { describe, expect, it } from "vitest";
import { parseDeployment } from "../../../../src/engines/pulumi/parse-export.js";
import { readFixture } from "../../../support/fixtures.js";

const checkpoint = (name: string): string => readFixture("pulumi", "checkpoints", name);

describe("pulumi stack export / checkpoints", () => {
  it("reads the real stack export: 17 resources, no pending operations, written by v3.136.1", () => {
    const d = parseDeployment(checkpoint("stratify-test-resources-pulumi__sample-export.json"));
    expect(d.version).toBe(3);
    expect(d.resources).toHaveLength(17);
    expect(d.pendingOperations).toEqual([]);
    expect(d.writtenBy).toBe("v3.136.1");
    expect(d.resources[0]).toEqual({
      urn: "urn:pulumi:dev::sample::pulumi:pulumi:Stack::sample-dev",
      type: "pulumi:pulumi:Stack",
      custom: false,
    });
  });

  for (const [name, version] of [
    ["stack-testdata__checkpoint-v1.json", 1],
    ["stack-testdata__checkpoint-v3.json", 3],
    ["stack-testdata__checkpoint-v4.json", 4],
    ["stack-testdata__checkpoint-secrets.json", 3],
  ] as const) {
    it(`reads the DIY checkpoint ${name}: version ${version}, 30 resources, none pending`, () => {
      const d = parseDeployment(checkpoint(name));
      expect(d.version).toBe(version);
      expect(d.resources).toHaveLength(30);
      expect(d.pendingOperations).toHaveLength(0);
    });
  }

  it("refuses a checkpoint that needs a feature it does not know", () => {
    expect(() =>
      parseDeployment(checkpoint("stack-testdata__checkpoint-v4-unsupported-feature.json")),
    ).toThrow(/features this version of stackgate does not know \(unsupported-feature\)/);
  });

  it("reads pending_operations: type, URN, custom, id", () => {
    const exported = JSON.parse(
      checkpoint("stratify-test-resources-pulumi__sample-export.json"),
    ) as {
      deployment: { resources: Array<Record<string, unknown>>; pending_operations?: unknown[] };
    };
    const [, provider, bucket] = exported.deployment.resources;
    exported.deployment.pending_operations = [
      { resource: { ...bucket, id: undefined }, type: "creating" },
      { resource: provider, type: "updating" },
    ];
    const d = parseDeployment(JSON.stringify(exported));
    expect(d.pendingOperations).toEqual([
      {
        urn: "urn:pulumi:dev::sample::aws:s3/bucket:Bucket::docs",
        type: "creating",
        resourceType: "aws:s3/bucket:Bucket",
        custom: true,
      },
      {
        urn: "urn:pulumi:dev::sample::pulumi:providers:aws::default_6_63_0",
        type: "updating",
        resourceType: "pulumi:providers:aws",
        custom: true,
        id: "42a75fb0-5a64-436a-8a82-e3a2e388b650",
      },
    ]);
    exported.deployment.pending_operations = [{ resource: bucket, type: "exploding" }];
    expect(() => parseDeployment(JSON.stringify(exported))).toThrow(/"type" to be one of creating/);
  });

  it("says what it expected for other documents", () => {
    expect(() => parseDeployment("not json")).toThrow(/pulumi stack export/);
    expect(() => parseDeployment('{"steps":[]}')).toThrow(/pulumi stack export/);
  });
});
