import { describe, expect, it } from "vitest";
import type { ChangeSet, ResourceChange } from "../../../src/model/change.js";
import { summarize } from "../../../src/model/change.js";
import {
  canonicalJson,
  digestChangeSet,
  fingerprint,
  shortDigest,
} from "../../../src/model/digest.js";

function resource(
  address: string,
  action: ResourceChange["action"],
  after: unknown,
): ResourceChange {
  return {
    address,
    type: "terraform_data",
    name: address.split(".").pop() ?? address,
    module: "",
    action,
    reasons: [],
    changedAttributes: [],
    sensitive: false,
    fingerprint: fingerprint({ before: null, after }),
    diff: "",
  };
}

function changeSet(resources: ResourceChange[]): ChangeSet {
  return {
    engine: "terraform",
    engineVersion: "1.11.4",
    resources,
    drift: [],
    outputs: [],
    diagnostics: [],
    summary: summarize(resources, [], []),
    errored: false,
  };
}

describe("canonicalJson", () => {
  it("does not depend on key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { z: 1, y: 2 }], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [1, { y: 2, z: 1 }] }, b: 1 }),
    );
  });
});

describe("digestChangeSet", () => {
  const base = [
    resource("terraform_data.a", "create", { x: 1 }),
    resource("terraform_data.b", "delete", null),
  ];

  it("is stable for the same plan, whatever the engine version", () => {
    const one = digestChangeSet(changeSet(base));
    const two = digestChangeSet({ ...changeSet(structuredClone(base)), engineVersion: "1.12.0" });
    expect(one).toBe(two);
    expect(one).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(shortDigest(one)).toBe(one.slice(7, 19));
  });

  it("changes when an action, an address or a value changes", () => {
    const original = digestChangeSet(changeSet(base));
    const variants = [
      [resource("terraform_data.a", "update", { x: 1 }), base[1]!],
      [resource("terraform_data.a2", "create", { x: 1 }), base[1]!],
      [resource("terraform_data.a", "create", { x: 2 }), base[1]!],
      [base[0]!],
    ];
    const digests = variants.map((v) => digestChangeSet(changeSet(v)));
    for (const d of digests) expect(d).not.toBe(original);
    expect(new Set(digests).size).toBe(digests.length);
  });
});
