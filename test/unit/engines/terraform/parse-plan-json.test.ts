/**
 * parsePlanJson against real `show -json` plan documents: the shared fixtures
 * (OpenTofu goldens and recorded plans, see test/fixtures/PROVENANCE.md) and one plan
 * recorded for this test with Terraform 1.11.4.
 */
import { describe, expect, it } from "vitest";
import type { ChangeSet } from "../../../../src/model/change.js";
import { digestChangeSet } from "../../../../src/model/digest.js";
import {
  MAX_DIFF_CHARS,
  parsePlanJson,
  renderPath,
} from "../../../../src/engines/terraform/parse-plan-json.js";
import { readFixture } from "../../../support/fixtures.js";

function parseShowJson(file: string, engine: "terraform" | "tofu" = "tofu"): ChangeSet {
  return parsePlanJson(readFixture("tofu", "show-json", file), engine);
}

function allDiffs(changeSet: ChangeSet): string {
  return [...changeSet.resources, ...changeSet.drift].map((r) => r.diff).join("\n");
}

describe("parsePlanJson: actions and counts", () => {
  it("reads three counted creates and a created output (show-json-basic-create)", () => {
    const plan = parseShowJson("show-json-basic-create__output.json");
    expect(plan.resources.map((r) => [r.address, r.name, r.action])).toEqual([
      ["test_instance.test[0]", "test[0]", "create"],
      ["test_instance.test[1]", "test[1]", "create"],
      ["test_instance.test[2]", "test[2]", "create"],
    ]);
    expect(plan.resources[0]?.changedAttributes).toEqual(["ami", "id"]);
    expect(plan.resources[0]?.diff).toBe('+ ami = "bar"\n+ id = (known after apply)');
    expect(plan.outputs).toEqual([
      expect.objectContaining({ name: "test", action: "create", sensitive: false }),
    ]);
    expect(plan.summary).toEqual({
      create: 3,
      update: 0,
      delete: 0,
      replace: 0,
      read: 0,
      noop: 0,
      move: 0,
      import: 0,
      drift: 0,
      outputs: 1,
    });
    expect(plan.engine).toBe("tofu");
    expect(plan.errored).toBe(false);
  });

  it("reads a delete with its reason and an update (show-json-basic-delete)", () => {
    const plan = parseShowJson("show-json-basic-delete__output.json", "terraform");
    expect(plan.engine).toBe("terraform");
    const [update, remove] = plan.resources;
    expect(update).toMatchObject({ address: "test_instance.test", action: "update", reasons: [] });
    expect(update?.diff).toBe('~ ami = "foo" -> "bar"');
    expect(remove).toMatchObject({
      address: "test_instance.test-delete",
      name: "test-delete",
      action: "delete",
      reasons: ["not in configuration"],
      changedAttributes: ["ami", "id"],
    });
    expect(remove?.diff).toBe('- ami = "foo"\n- id = "placeholder"');
    expect(plan.summary.update).toBe(1);
    expect(plan.summary.delete).toBe(1);
  });

  it("reads child modules (show-json-modules)", () => {
    const plan = parseShowJson("show-json-modules__output.json");
    expect(plan.resources.map((r) => [r.module, r.name, r.type])).toEqual([
      ["module.module_test_bar", "test", "test_instance"],
      ["module.module_test_foo", "test[0]", "test_instance"],
      ["module.module_test_foo", "test[1]", "test_instance"],
      ["module.module_test_foo", "test[2]", "test_instance"],
    ]);
    expect(plan.resources[0]?.diff).toBe('+ ami = "bar-var"\n+ id = (known after apply)');
    expect(plan.summary.create).toBe(4);
    expect(plan.outputs.map((o) => [o.name, o.action])).toEqual([["test", "create"]]);
  });

  it("reads a deferred data source read and module resources (equivalence-data_read)", () => {
    const plan = parseShowJson("equivalence-data_read__plan.json");
    expect(plan.resources.map((r) => [r.address, r.module, r.action])).toEqual([
      ["data.tfcoremock_simple_resource.read", "", "read"],
      ["tfcoremock_simple_resource.create", "", "create"],
      ["module.create.local_file.data_file", "module.create", "create"],
      ["module.create.random_integer.random", "module.create", "create"],
    ]);
    const read = plan.resources[0];
    expect(read?.name).toBe("read");
    expect(read?.reasons).toEqual(["read during apply: configuration not yet known"]);
    const file = plan.resources[2];
    expect(file?.changedAttributes).toEqual([
      "content",
      "directory_permission",
      "file_permission",
      "filename",
      "id",
    ]);
    // sensitive_content is marked sensitive but stays null: not a changed attribute.
    expect(file?.sensitive).toBe(false);
    expect(plan.summary.read).toBe(1);
    expect(plan.summary.create).toBe(3);
    expect(plan.engineVersion).toBe("");
  });

  it("drops a no-op resource of a plan without changes (cloud-plan-json-no-changes)", () => {
    const plan = parseShowJson("cloud-plan-json-no-changes__plan-unredacted.json", "terraform");
    expect(plan.resources).toEqual([]);
    expect(plan.engineVersion).toBe("1.4.4");
    expect(Object.values(plan.summary).every((n) => n === 0)).toBe(true);
  });

  it("reads a compact single-line plan with complex values (cloud-plan-json-full)", () => {
    const plan = parseShowJson("cloud-plan-json-full__plan-unredacted.json", "terraform");
    expect(plan.resources.map((r) => [r.address, r.action])).toEqual([
      ["tfcoremock_complex_resource.example", "create"],
      ["tfcoremock_simple_resource.example", "create"],
    ]);
    const complex = plan.resources[0]?.diff.split("\n") ?? [];
    expect(complex).toContain('+ list = [{ string = "list.one" }, { string = "list.two" }]');
    expect(complex).toContain(
      '+ map = { one = { string = "map.one" }, two = { string = "map.two" } }',
    );
    expect(complex).toHaveLength(15);
  });

  it("reads an output whose value is unknown until apply (show-json-conditions)", () => {
    const plan = parseShowJson("show-json-conditions__output.json");
    expect(plan.engineVersion).toBe("1.2.0-dev");
    expect(plan.outputs.map((o) => [o.name, o.action, o.sensitive])).toEqual([
      ["foo_id", "create", false],
    ]);
  });
});

describe("parsePlanJson: replacements", () => {
  it("renders replace_paths and the action reason (show-json-requires-replace)", () => {
    const [resource] = parseShowJson("show-json-requires-replace__output.json").resources;
    expect(resource).toMatchObject({
      address: "test_instance.test",
      action: "replace",
      replaceOrder: "delete-before-create",
      reasons: ["ami", "cannot be updated in place"],
      changedAttributes: ["ami", "id"],
      sensitive: false,
    });
    expect(resource?.diff).toBe(
      '~ ami = "bar" -> "force-replace"  # forces replacement\n~ id = "placeholder" -> (known after apply)',
    );
  });

  it("renders a replace path inside a list (equivalence-replace_within_list)", () => {
    const plan = parseShowJson("equivalence-replace_within_list__plan.json");
    const [resource] = plan.resources;
    expect(resource?.reasons).toEqual(["list[1].id", "cannot be updated in place"]);
    expect(resource?.changedAttributes).toEqual(["list"]);
    expect(resource?.diff).toBe(
      '~ list[1].id = "6A8C6A29-D417-480A-BE19-12D7398B3178" -> "07F887E2-FDFF-4B2E-9BFB-B6AA4A05EDB9"  # forces replacement',
    );
    expect(plan.summary.replace).toBe(1);
  });

  it("renders attribute paths with list indexes and map keys", () => {
    expect(renderPath(["list", 1, "id"])).toBe("list[1].id");
    expect(renderPath(["triggers_replace"])).toBe("triggers_replace");
    expect(renderPath(["tags", "Name"])).toBe("tags.Name");
    expect(renderPath(["tags", "kubernetes.io/cluster"])).toBe('tags["kubernetes.io/cluster"]');
  });

  it("reads create-before-destroy, tainted, moved and sensitive triggers (Terraform 1.11.4)", () => {
    const plan = parsePlanJson(JSON.stringify(RECORDED_TF_1_11_PLAN), "terraform");
    expect(plan.engineVersion).toBe("1.11.4");
    expect(
      plan.resources.map((r) => [r.address, r.action, r.replaceOrder, r.reasons, r.sensitive]),
    ).toEqual([
      [
        "terraform_data.cbd",
        "replace",
        "create-before-destroy",
        ["triggers_replace", "cannot be updated in place"],
        false,
      ],
      ["terraform_data.gone", "delete", undefined, ["not in configuration"], false],
      [
        "terraform_data.r",
        "replace",
        "delete-before-create",
        ["triggers_replace", "cannot be updated in place"],
        true,
      ],
      ["terraform_data.s", "replace", "delete-before-create", ["tainted"], true],
      ["terraform_data.t2", "no-op", undefined, [], false],
    ]);
    expect(plan.resources[4]?.movedFrom).toBe("terraform_data.t");
    expect(plan.resources.find((r) => r.address === "terraform_data.r")?.diff).toBe(
      [
        '~ id = "78136134-14f1-1af7-22b1-03862230d575" -> (known after apply)',
        '~ output = "v1" -> (known after apply)',
        "~ triggers_replace.x = (sensitive value)  # forces replacement",
      ].join("\n"),
    );
    expect(plan.summary).toMatchObject({ delete: 1, replace: 3, noop: 1, move: 1, outputs: 2 });
    expect(plan.outputs.map((o) => [o.name, o.action, o.sensitive])).toEqual([
      ["plain", "update", false],
      ["sec", "update", true],
    ]);
  });
});

describe("parsePlanJson: sensitive values", () => {
  it("never lets a sensitive value into the change set (show-json-sensitive-values)", () => {
    const plan = parseShowJson("show-json-sensitive-values__output.json");
    const [resource] = plan.resources;
    expect(resource?.sensitive).toBe(true);
    expect(resource?.diff).toBe("+ ami = (sensitive value)\n+ id = (known after apply)");
    expect(plan.outputs).toEqual([expect.objectContaining({ name: "test", sensitive: true })]);
    // "boop" is the secret variable's value in the fixture; no hex digest can contain it.
    expect(readFixture("tofu", "show-json", "show-json-sensitive-values__output.json")).toContain(
      '"boop"',
    );
    expect(JSON.stringify(plan)).not.toContain("boop");
  });

  it("redacts a secret that Terraform itself leaves unmarked in a derived attribute", () => {
    // terraform_data.s takes a sensitive input; its `output` attribute holds the same value
    // but is not marked sensitive in before_sensitive (Terraform 1.11.4 prints it in clear).
    const source = JSON.stringify(RECORDED_TF_1_11_PLAN);
    expect(source).toContain("hunter2-v1");
    const plan = parsePlanJson(source, "terraform");
    expect(plan.resources.find((r) => r.address === "terraform_data.s")?.diff).toBe(
      [
        '~ id = "e1fec520-586d-f01e-7d78-ce1fa8700f87" -> (known after apply)',
        "~ input = (sensitive value)",
        "~ output = (sensitive value) -> (known after apply)",
      ].join("\n"),
    );
    expect(JSON.stringify(plan)).not.toMatch(/hunter2/);
  });

  it("keeps values that are not sensitive in the diff", () => {
    expect(allDiffs(parseShowJson("show-json-drift__output.json"))).toContain('"refreshed"');
  });
});

describe("parsePlanJson: drift, moves and imports", () => {
  it("reads resource_drift beside the planned updates (show-json-drift)", () => {
    const plan = parseShowJson("show-json-drift__output.json");
    expect(plan.resources.map((r) => [r.address, r.action, r.diff])).toEqual([
      ["test_instance.no_refresh", "update", '~ ami = "foo" -> "bar"'],
      ["test_instance.should_refresh", "update", '~ ami = "refreshed" -> "baz"'],
    ]);
    expect(plan.drift.map((r) => [r.address, r.action, r.diff])).toEqual([
      ["test_instance.should_refresh", "update", '~ ami = "refresh-me" -> "refreshed"'],
    ]);
    expect(plan.summary.drift).toBe(1);
  });

  it("reads a moved resource with an update (show-json-moved)", () => {
    const plan = parseShowJson("show-json-moved__output.json");
    expect(plan.resources).toHaveLength(1);
    expect(plan.resources[0]).toMatchObject({
      address: "test_instance.baz",
      movedFrom: "test_instance.foo",
      action: "update",
      changedAttributes: ["ami"],
    });
    expect(plan.summary.move).toBe(1);
  });

  it("reads a move together with drift (equivalence-moved_with_drift)", () => {
    const plan = parseShowJson("equivalence-moved_with_drift__plan.json");
    expect(plan.resources.map((r) => [r.address, r.movedFrom, r.diff])).toEqual([
      [
        "tfcoremock_simple_resource.base_after",
        "tfcoremock_simple_resource.base_before",
        '~ string = "Hello, drift!" -> "Hello, change!"',
      ],
      [
        "tfcoremock_simple_resource.dependent",
        undefined,
        '~ string = "Hello, world!" -> "Hello, change!"',
      ],
    ]);
    expect(plan.drift.map((r) => [r.address, r.movedFrom, r.diff])).toEqual([
      [
        "tfcoremock_simple_resource.base_after",
        "tfcoremock_simple_resource.base_before",
        '~ string = "Hello, world!" -> "Hello, drift!"',
      ],
    ]);
    expect(plan.summary).toMatchObject({ update: 2, move: 1, drift: 1 });
  });

  it("keeps a no-op import (cloud-plan-import-config-gen)", () => {
    const plan = parseShowJson("cloud-plan-import-config-gen__plan-redacted.json", "terraform");
    expect(plan.engineVersion).toBe("1.5.0");
    expect(plan.resources.map((r) => [r.address, r.action, r.importId, r.diff])).toEqual([
      ["terraform_data.foo", "no-op", "bar", ""],
    ]);
    expect(plan.summary).toMatchObject({ noop: 1, import: 1, create: 0 });
  });
});

describe("parsePlanJson: errored plans, fingerprints, bounds", () => {
  it("marks an errored plan (show-json-plan-error)", () => {
    const plan = parseShowJson("show-json-plan-error__output.json");
    expect(plan.errored).toBe(true);
    expect(plan.resources).toEqual([]);
    expect(plan.diagnostics).toEqual([
      expect.objectContaining({ severity: "error", summary: "The plan failed" }),
    ]);
  });

  it("gives the same fingerprints and digest for compact and pretty-printed JSON", () => {
    const compact = readFixture("tofu", "show-json", "cloud-plan-json-full__plan-unredacted.json");
    const pretty = JSON.stringify(JSON.parse(compact), null, 4);
    const a = parsePlanJson(compact, "terraform");
    const b = parsePlanJson(pretty, "terraform");
    expect(b.resources.map((r) => r.fingerprint)).toEqual(a.resources.map((r) => r.fingerprint));
    expect(digestChangeSet(b)).toBe(digestChangeSet(a));
    expect(a.resources[0]?.fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(a.resources[0]?.fingerprint).not.toBe(a.resources[1]?.fingerprint);
  });

  it("changes the fingerprint when a value changes", () => {
    const doc = JSON.parse(readFixture("tofu", "show-json", "show-json-moved__output.json")) as {
      resource_changes: { change: { after: { ami: string } } }[];
    };
    const before = parsePlanJson(JSON.stringify(doc), "tofu").resources[0]?.fingerprint;
    const first = doc.resource_changes[0];
    if (first === undefined) throw new Error("fixture has no resource change");
    first.change.after.ami = "baz2";
    const after = parsePlanJson(JSON.stringify(doc), "tofu").resources[0]?.fingerprint;
    expect(after).not.toBe(before);
  });

  it("diffs a deeply nested update without exceeding the bound (equivalence-fully_populated_complex_update)", () => {
    const [resource] = parseShowJson(
      "equivalence-fully_populated_complex_update__plan.json",
    ).resources;
    expect(resource?.changedAttributes).toEqual([
      "float",
      "integer",
      "list",
      "list_block",
      "map",
      "number",
      "object",
      "set_block",
    ]);
    const lines = resource?.diff.split("\n") ?? [];
    expect(lines).toContain("~ float = 987654321 -> 123456789");
    expect(lines).toContain("~ list[3].set[1].number = 1 -> 2");
    expect(lines).toContain("- object.bool = false");
    expect(resource?.diff.length).toBeLessThanOrEqual(MAX_DIFF_CHARS);
  });

  it("cuts a long diff at whole lines and says how many lines were cut", () => {
    const doc = JSON.parse(
      readFixture("tofu", "show-json", "show-json-basic-create__output.json"),
    ) as {
      resource_changes: { change: { after: Record<string, string> } }[];
    };
    const first = doc.resource_changes[0];
    if (first === undefined) throw new Error("fixture has no resource change");
    for (let i = 0; i < 3000; i += 1) {
      first.change.after[`attribute_${String(i).padStart(4, "0")}`] = "x".repeat(100);
    }
    const diff = parsePlanJson(JSON.stringify(doc), "tofu").resources[0]?.diff ?? "";
    const lines = diff.split("\n");
    const last = lines.at(-1) ?? "";
    const cut = Number(
      /^… (\d+) more lines cut \(diff limited to 262144 characters\)$/.exec(last)?.[1],
    );
    // 3000 added attributes + ami + id (unknown) = 3002 lines in full.
    expect(lines.length - 1 + cut).toBe(3002);
    expect(cut).toBeGreaterThan(500);
    expect(diff.length).toBeLessThanOrEqual(MAX_DIFF_CHARS);
  });
});

describe("parsePlanJson: input that is not a plan", () => {
  const expected =
    /^expected a Terraform plan JSON document .*"format_version" and "resource_changes", got /;

  it("rejects text that is not JSON", () => {
    const text = readFixture("tofu", "plan-text", "equivalence-replace_within_list__plan");
    expect(() => parsePlanJson(text, "tofu")).toThrow(expected);
    expect(() => parsePlanJson(text, "tofu")).toThrow(/got text that is not JSON/);
    expect(() => parsePlanJson("", "tofu")).toThrow(/got empty input/);
  });

  it("rejects a state document and says it is one", () => {
    for (const file of [
      "equivalence-fully_populated_complex__state.json",
      "show-json-state-modules__output.json",
    ]) {
      expect(() => parseShowJson(file)).toThrow(expected);
      expect(() => parseShowJson(file)).toThrow(
        /got a Terraform state document .*keys: format_version/,
      );
    }
  });

  it("rejects Pulumi documents and names them", () => {
    const checkpoint = readFixture("pulumi", "checkpoints", "stack-testdata__checkpoint-v3.json");
    expect(() => parsePlanJson(checkpoint, "terraform")).toThrow(
      /got what looks like a Pulumi checkpoint or stack export: an object with keys: version, checkpoint/,
    );
    const preview = readFixture(
      "pulumi",
      "preview-json",
      "stratify-test-resources-pulumi__sample-preview-creates.json",
    );
    expect(() => parsePlanJson(preview, "terraform")).toThrow(
      /got what looks like a Pulumi preview document/,
    );
    const events = readFixture("pulumi", "events", "display-not-truncated__up.json");
    expect(() => parsePlanJson(events, "terraform")).toThrow(/got text that is not JSON/);
  });

  it("rejects other JSON with what it got", () => {
    expect(() => parsePlanJson("[1,2]", "tofu")).toThrow(/got an array of 2 items$/);
    expect(() => parsePlanJson('{"a":1,"b":2}', "tofu")).toThrow(/got an object with keys: a, b$/);
    expect(() => parsePlanJson('{"format_version":"2.0","resource_changes":[]}', "tofu")).toThrow(
      /expected a plan JSON "format_version" 1\.x .*got "2\.0"/,
    );
  });

  it("rejects a malformed resource change with its position", () => {
    const plan = (change: unknown) =>
      JSON.stringify({ format_version: "1.2", resource_changes: [change] });
    expect(() => parsePlanJson(plan({ type: "t", name: "n", change: {} }), "tofu")).toThrow(
      'resource_changes[0]: expected "address" to be a string, got nothing (the field is missing)',
    );
    expect(() =>
      parsePlanJson(
        plan({ address: "t.n", type: "t", name: "n", change: { actions: ["explode"] } }),
        "tofu",
      ),
    ).toThrow(
      /resource_changes\[0\] \(t\.n\): expected "change\.actions" to be one of .*, got \["explode"\]/,
    );
  });
});

/**
 * Recorded with Terraform 1.11.4 for this test: `terraform show -json p.tfplan` of a plan with a
 * create-before-destroy replacement, a removed resource, a replacement forced by a sensitive
 * `triggers_replace`, a tainted resource with a sensitive input, a `moved` block and two
 * output changes (one sensitive). Trimmed to the fields the parser reads (planned_values,
 * prior_state and configuration removed); values are exactly as Terraform printed them.
 */
const RECORDED_TF_1_11_PLAN = {
  format_version: "1.2",
  terraform_version: "1.11.4",
  resource_changes: [
    {
      address: "terraform_data.cbd",
      mode: "managed",
      type: "terraform_data",
      name: "cbd",
      provider_name: "terraform.io/builtin/terraform",
      change: {
        actions: ["create", "delete"],
        before: {
          id: "5bfa6c27-4621-c7fd-d6ae-057872c409c4",
          input: null,
          output: null,
          triggers_replace: ["v1"],
        },
        after: {
          input: null,
          output: null,
          triggers_replace: ["v2"],
        },
        after_unknown: {
          id: true,
          triggers_replace: [false],
        },
        before_sensitive: {
          triggers_replace: [false],
        },
        after_sensitive: {
          triggers_replace: [false],
        },
        replace_paths: [["triggers_replace"]],
      },
      action_reason: "replace_because_cannot_update",
    },
    {
      address: "terraform_data.gone",
      mode: "managed",
      type: "terraform_data",
      name: "gone",
      provider_name: "terraform.io/builtin/terraform",
      change: {
        actions: ["delete"],
        before: {
          id: "58ed8d62-0b0b-0077-38f9-023c8feb8b33",
          input: "g",
          output: "g",
          triggers_replace: null,
        },
        after: null,
        after_unknown: {},
        before_sensitive: {},
        after_sensitive: false,
      },
      action_reason: "delete_because_no_resource_config",
    },
    {
      address: "terraform_data.r",
      mode: "managed",
      type: "terraform_data",
      name: "r",
      provider_name: "terraform.io/builtin/terraform",
      change: {
        actions: ["delete", "create"],
        before: {
          id: "78136134-14f1-1af7-22b1-03862230d575",
          input: "v1",
          output: "v1",
          triggers_replace: {
            x: "b1",
          },
        },
        after: {
          input: "v1",
          triggers_replace: {
            x: "b2",
          },
        },
        after_unknown: {
          id: true,
          output: true,
          triggers_replace: {},
        },
        before_sensitive: {
          triggers_replace: {
            x: true,
          },
        },
        after_sensitive: {
          triggers_replace: {
            x: true,
          },
        },
        replace_paths: [["triggers_replace"]],
      },
      action_reason: "replace_because_cannot_update",
    },
    {
      address: "terraform_data.s",
      mode: "managed",
      type: "terraform_data",
      name: "s",
      provider_name: "terraform.io/builtin/terraform",
      change: {
        actions: ["delete", "create"],
        before: {
          id: "e1fec520-586d-f01e-7d78-ce1fa8700f87",
          input: "hunter2-v1",
          output: "hunter2-v1",
          triggers_replace: null,
        },
        after: {
          input: "hunter2-v2",
          triggers_replace: null,
        },
        after_unknown: {
          id: true,
          output: true,
        },
        before_sensitive: {
          input: true,
        },
        after_sensitive: {
          input: true,
        },
      },
      action_reason: "replace_because_tainted",
    },
    {
      address: "terraform_data.t2",
      previous_address: "terraform_data.t",
      mode: "managed",
      type: "terraform_data",
      name: "t2",
      provider_name: "terraform.io/builtin/terraform",
      change: {
        actions: ["no-op"],
        before: {
          id: "ab381209-7130-6c7e-43b4-4155172c71ba",
          input: "t",
          output: "t",
          triggers_replace: null,
        },
        after: {
          id: "ab381209-7130-6c7e-43b4-4155172c71ba",
          input: "t",
          output: "t",
          triggers_replace: null,
        },
        after_unknown: {},
        before_sensitive: {},
        after_sensitive: {},
      },
    },
  ],
  output_changes: {
    plain: {
      actions: ["update"],
      before: "p1",
      after: "p2",
      after_unknown: false,
      before_sensitive: false,
      after_sensitive: false,
    },
    sec: {
      actions: ["update"],
      before: "hunter2-v1",
      after: "hunter2-v2",
      after_unknown: false,
      before_sensitive: true,
      after_sensitive: true,
    },
  },
  timestamp: "2026-11-22T18:52:53Z",
  applyable: true,
  complete: true,
  errored: false,
};

describe("a sensitive value and the digest", () => {
  const plan = (pin: string): string =>
    JSON.stringify({
      format_version: "1.2",
      terraform_version: "1.11.4",
      resource_changes: [
        {
          address: "terraform_data.door",
          type: "terraform_data",
          name: "door",
          change: {
            actions: ["create"],
            before: null,
            after: { input: { label: "front", pin } },
            after_unknown: { id: true },
            before_sensitive: false,
            after_sensitive: { input: { pin: true } },
          },
        },
      ],
      configuration: { root_module: {} },
    });

  it("keeps the sensitive value out of the public fingerprint and seals it", () => {
    const one = parsePlanJson(plan("4821"), "terraform").resources[0];
    const two = parsePlanJson(plan("4822"), "terraform").resources[0];
    expect(one?.fingerprint).toBe(two?.fingerprint);
    expect(one?.sealed).toBeDefined();
    expect(one?.sealed).not.toBe(two?.sealed);
    expect(() => digestChangeSet(parsePlanJson(plan("4821"), "terraform"))).toThrow("no seal key");
  });
});
