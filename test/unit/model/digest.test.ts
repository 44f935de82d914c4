import { describe, expect, it } from "vitest";
import type { ChangeSet, ResourceChange } from "../../../src/model/change.js";
import { summarize } from "../../../src/model/change.js";
import {
  canonicalJson,
  configuredSealKey,
  digestChangeSet,
  fingerprint,
  newSealKey,
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

  it("is stable for the same plan, and changes with the engine version or the configuration", () => {
    const one = digestChangeSet(changeSet(base));
    expect(digestChangeSet(changeSet(structuredClone(base)))).toBe(one);
    const newer = digestChangeSet({ ...changeSet(structuredClone(base)), engineVersion: "1.12.0" });
    expect(newer).not.toBe(one);
    const code = digestChangeSet({ ...changeSet(structuredClone(base)), configuration: "c1" });
    expect(code).not.toBe(one);
    expect(digestChangeSet({ ...changeSet(base), configuration: "c2" })).not.toBe(code);
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

describe("digestChangeSet with sensitive values", () => {
  /** A resource whose `pin` is sensitive, the way the Terraform parser fingerprints it. */
  function pinned(pin: string): ResourceChange {
    return {
      ...resource("terraform_data.pin", "create", null),
      sensitive: true,
      fingerprint: fingerprint({ before: null, after: { pin: "(sensitive value)" } }),
      sealed: fingerprint({ before: null, after: { pin } }),
    };
  }

  it("needs a seal key", () => {
    expect(() => digestChangeSet(changeSet([pinned("1234")]))).toThrow("no seal key");
  });

  it("binds the value under the plan's key, and is no offline oracle without the key", () => {
    const seal = newSealKey({});
    const published = digestChangeSet(changeSet([pinned("4821")]), seal);
    // The approval still covers the sensitive value: another value, another digest.
    expect(digestChangeSet(changeSet([pinned("4822")]), seal)).not.toBe(published);
    expect(digestChangeSet(changeSet([pinned("4821")]), seal)).toBe(published);
    // Brute force over the whole 4-digit domain, as anyone reading the comment could.
    const guesses: string[] = [];
    for (let n = 0; n < 10_000; n += 1) {
      const guess = String(n).padStart(4, "0");
      const withoutKey = [
        digestChangeSet(changeSet([pinned(guess)]), configuredSealKey("guessed-secret-0000")),
        digestChangeSet(changeSet([{ ...pinned(guess), sealed: undefined }])),
        digestChangeSet(changeSet([resource("terraform_data.pin", "create", { pin: guess })])),
      ];
      if (withoutKey.includes(published)) guesses.push(guess);
    }
    expect(guesses).toEqual([]);
  });

  it("gives the same digest for the same values under the same configured secret", () => {
    const one = digestChangeSet(
      changeSet([pinned("4821")]),
      newSealKey({ digestSecret: "a-long-shared-secret" }),
    );
    const two = digestChangeSet(
      changeSet([pinned("4821")]),
      newSealKey({ digestSecret: "a-long-shared-secret" }),
    );
    expect(two).toBe(one);
    expect(digestChangeSet(changeSet([pinned("4821")]), newSealKey({}))).not.toBe(one);
  });
});
