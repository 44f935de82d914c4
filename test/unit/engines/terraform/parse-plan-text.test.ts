/**
 * parsePlanText against real human plan output: infrahouse CI captures (Terraform, ANSI
 * colours, a GitHub Actions wrapper's ::debug:: lines), OpenTofu equivalence outputs, legacy
 * Terraform 0.11 remote-run logs, and one plan recorded for this test with Terraform 1.11.4.
 */
import { describe, expect, it } from "vitest";
import {
  parsePlanText,
  parseSummaryLine,
  stripAnsi,
} from "../../../../src/engines/terraform/parse-plan-text.js";
import { readFixture } from "../../../support/fixtures.js";

const infrahouse = (name: string) =>
  parsePlanText(readFixture("terraform-plan-text", `infrahouse-tests-plans__${name}.stdout`));
const tofu = (name: string) => parsePlanText(readFixture("tofu", "plan-text", name));

describe("parsePlanText: summary line", () => {
  // The file names encode the expected counts: plan-<add>-<change>-<destroy>.stdout.
  it.each([
    ["plan-2-0-0", 2, 0, 0],
    ["plan-0-2-0", 0, 2, 0],
    ["plan-2-1-2", 2, 1, 2],
    ["plan-3-0-0", 3, 0, 0],
  ])("reads the counts its name encodes (%s)", (name, add, change, destroy) => {
    const plan = infrahouse(name);
    expect(plan.summary).toEqual({ add, change, destroy });
    expect(plan.noChanges).toBe(false);
    expect(plan.resourceDiffs.size).toBe(add + change + destroy);
  });

  it("reads 'No changes.' through ANSI colours (plan-0-0-0)", () => {
    const plan = infrahouse("plan-0-0-0");
    expect(plan.summary).toBeNull();
    expect(plan.noChanges).toBe(true);
    expect(plan.resourceDiffs.size).toBe(0);
  });

  it("reads import and forget counts", () => {
    // The first is the change_summary message of cloud-plan-import-config-gen (Terraform 1.5.0);
    // the second is OpenTofu's wording for a removed block.
    expect(parseSummaryLine("Plan: 1 to import, 0 to add, 0 to change, 0 to destroy.")).toEqual({
      add: 0,
      change: 0,
      destroy: 0,
      import: 1,
    });
    expect(parseSummaryLine("Plan: 0 to add, 0 to change, 0 to destroy, 1 to forget.")).toEqual({
      add: 0,
      change: 0,
      destroy: 0,
      forget: 1,
    });
    expect(
      parseSummaryLine("Apply complete! Resources: 1 added, 0 changed, 0 destroyed."),
    ).toBeNull();
  });

  it.each([
    ["equivalence-drift_relevant_attributes__plan", { add: 0, change: 2, destroy: 0 }],
    ["equivalence-replace_within_list__plan", { add: 1, change: 0, destroy: 1 }],
    ["equivalence-data_read__plan", { add: 3, change: 0, destroy: 0 }],
    ["equivalence-fully_populated_complex_destroy__plan", { add: 0, change: 0, destroy: 1 }],
    ["equivalence-local_provider_update__plan", { add: 1, change: 0, destroy: 1 }],
    ["equivalence-moved_with_update__plan", { add: 0, change: 1, destroy: 0 }],
    ["cloud-apply-destroy__plan.log", { add: 0, change: 0, destroy: 1 }],
    ["cloud-plan-long-line__plan.log", { add: 1, change: 0, destroy: 0 }],
  ])("reads the summary of %s", (name, summary) => {
    expect(tofu(name).summary).toEqual(summary);
  });
});

describe("parsePlanText: resource blocks", () => {
  it("keys each block by address, ANSI removed (plan-2-1-2)", () => {
    const plan = infrahouse("plan-2-1-2");
    expect([...plan.resourceDiffs.keys()]).toEqual([
      'module.repos["cookiecutter-github-control"].github_repository.repo',
      'module.repos["cookiecutter-github-control"].github_team_repository.dev',
      'module.repos["infrahouse-toolkit"].github_repository.repo',
      'module.repos["test"].github_repository.repo',
      'module.repos["test"].github_team_repository.dev',
    ]);
    const destroyed = plan.resourceDiffs.get(
      'module.repos["cookiecutter-github-control"].github_team_repository.dev',
    );
    expect(destroyed?.split("\n")).toEqual([
      '  # module.repos["cookiecutter-github-control"].github_team_repository.dev will be destroyed',
      '  # (because module.repos["cookiecutter-github-control"] is not in configuration)',
      '  - resource "github_team_repository" "dev" {',
      '      - etag       = "W/\\"8043f81b19693f6c1a72d21bb8dc03859c98bf78bfbe79782bfe13fa813992ca\\"" -> null',
      '      - id         = "7332815:cookiecutter-github-control" -> null',
      '      - permission = "push" -> null',
      '      - repository = "cookiecutter-github-control" -> null',
      '      - team_id    = "7332815" -> null',
      "    }",
    ]);
    const updated = plan.resourceDiffs.get(
      'module.repos["infrahouse-toolkit"].github_repository.repo',
    );
    expect(updated).toContain(
      '~ description                 = "InfraHouse Toolkit" -> "InfraHouse Toolkit1"',
    );
    for (const block of plan.resourceDiffs.values()) expect(block).not.toContain("\u001b");
  });

  it("skips the wrapper's ::debug:: lines instead of reading the plan twice (plan-3-0-0)", () => {
    const raw = readFixture("terraform-plan-text", "infrahouse-tests-plans__plan-3-0-0.stdout");
    expect(raw).toContain("::debug::stdout:");
    const plan = infrahouse("plan-3-0-0");
    expect([...plan.resourceDiffs.keys()]).toEqual([
      'module.repos["terraform-aws-ci-cd"].github_actions_secret.secret["GH_TOKEN"]',
      'module.repos["terraform-aws-ci-cd"].github_repository.repo',
      'module.repos["terraform-aws-ci-cd"].github_team_repository.dev',
    ]);
    const secret = plan.resourceDiffs.get(
      'module.repos["terraform-aws-ci-cd"].github_actions_secret.secret["GH_TOKEN"]',
    );
    expect(secret).toContain("+ plaintext_value = (sensitive value)");
    for (const block of plan.resourceDiffs.values()) {
      expect(block).not.toContain("::debug::");
      expect(block).not.toContain("%0A");
    }
  });

  it("drops workflow-command lines that a CI wrapper interleaves inside a block", () => {
    const text = readFixture("terraform-plan-text", "infrahouse-tests-plans__plan-2-0-0.stdout");
    const lines = text.split("\n");
    const at = lines.findIndex((line) =>
      stripAnsi(line).includes('+ resource "github_team_repository"'),
    );
    expect(at).toBeGreaterThan(0);
    const noisy = [...lines.slice(0, at + 1), "::debug::exitcode: 0", ...lines.slice(at + 1)];
    const address = 'module.repos["test"].github_team_repository.dev';
    expect(parsePlanText(noisy.join("\n")).resourceDiffs.get(address)).toBe(
      parsePlanText(text).resourceDiffs.get(address),
    );
    expect(parsePlanText(text).resourceDiffs.get(address)?.split("\n")).toHaveLength(8);
  });

  it("separates drift from planned changes (equivalence-drift_relevant_attributes)", () => {
    const plan = tofu("equivalence-drift_relevant_attributes__plan");
    expect([...plan.driftDiffs.keys()]).toEqual(["tfcoremock_simple_resource.base"]);
    expect(plan.driftDiffs.get("tfcoremock_simple_resource.base")).toContain(
      '~ string = "Hello, world!" -> "Hello, drift!"',
    );
    expect([...plan.resourceDiffs.keys()]).toEqual([
      "tfcoremock_simple_resource.base",
      "tfcoremock_simple_resource.dependent",
    ]);
    expect(plan.resourceDiffs.get("tfcoremock_simple_resource.base")).toContain(
      '~ string = "Hello, drift!" -> "Hello, change!"',
    );
  });

  it("keeps the replacement marker and nested lines (equivalence-replace_within_list)", () => {
    const block = tofu("equivalence-replace_within_list__plan").resourceDiffs.get(
      "tfcoremock_list.list",
    );
    expect(block?.split("\n")).toHaveLength(10);
    expect(block).toContain('-/+ resource "tfcoremock_list" "list" {');
    expect(block).toContain(
      '~ id = "6A8C6A29-D417-480A-BE19-12D7398B3178" -> "07F887E2-FDFF-4B2E-9BFB-B6AA4A05EDB9" # forces replacement',
    );
  });

  it("reads data sources, modules and moves (equivalence-data_read, moved_with_update)", () => {
    expect([...tofu("equivalence-data_read__plan").resourceDiffs.keys()]).toEqual([
      "data.tfcoremock_simple_resource.read",
      "tfcoremock_simple_resource.create",
      "module.create.local_file.data_file",
      "module.create.random_integer.random",
    ]);
    const moved = tofu("equivalence-moved_with_update__plan").resourceDiffs;
    expect(moved.get("tfcoremock_simple_resource.moved")).toContain(
      "# (moved from tfcoremock_simple_resource.base)",
    );
  });

  it("keeps a long destroy block whole (equivalence-fully_populated_complex_destroy)", () => {
    const block = tofu("equivalence-fully_populated_complex_destroy__plan").resourceDiffs.get(
      "tfcoremock_complex_resource.complex",
    );
    const lines = block?.split("\n") ?? [];
    expect(lines[0]).toBe("  # tfcoremock_complex_resource.complex will be destroyed");
    expect(lines.at(-1)).toBe("    }");
    expect(lines).toContain("                EOT -> null");
    expect(lines).toHaveLength(212);
  });

  it("reads a plan with only output changes (equivalence-variables_and_outputs)", () => {
    const plan = tofu("equivalence-variables_and_outputs__plan");
    expect(plan).toMatchObject({ summary: null, noChanges: false, outputChanges: true });
    expect(plan.resourceDiffs.size).toBe(0);
  });

  it("reads Terraform 1.11.4 headers: tainted, create-before-destroy, moved", () => {
    const plan = parsePlanText(RECORDED_TF_1_11_PLAN_TEXT.join("\n"));
    expect(plan.summary).toEqual({ add: 3, change: 0, destroy: 4 });
    expect(plan.outputChanges).toBe(true);
    expect([...plan.resourceDiffs.keys()]).toEqual([
      "terraform_data.cbd",
      "terraform_data.gone",
      "terraform_data.r",
      "terraform_data.s",
      "terraform_data.t2",
    ]);
    expect(plan.resourceDiffs.get("terraform_data.cbd")?.split("\n")[1]).toBe(
      '+/- resource "terraform_data" "cbd" {',
    );
    expect(plan.resourceDiffs.get("terraform_data.t2")?.split("\n")[0]).toBe(
      "  # terraform_data.t has moved to terraform_data.t2",
    );
    // Blocks are the engine's text as printed: Terraform itself shows the value of an
    // attribute derived from a sensitive input, so text blocks still need redaction downstream.
    expect(plan.resourceDiffs.get("terraform_data.s")).toContain('~ output = "hunter2-v1"');
  });
});

describe("parsePlanText: legacy and odd input", () => {
  it("reads Terraform 0.11 resource lines (cloud-apply-destroy, cloud-plan-long-line)", () => {
    expect([...tofu("cloud-apply-destroy__plan.log").resourceDiffs.entries()]).toEqual([
      ["null_resource.hello", "  - null_resource.hello"],
    ]);
    const longLine = tofu("cloud-plan-long-line__plan.log").resourceDiffs.get("null_resource.foo");
    const lines = longLine?.split("\n") ?? [];
    expect(lines.slice(0, 3)).toEqual([
      "  + null_resource.foo",
      "      id:                 <computed>",
      '      triggers.%:         "1"',
    ]);
    expect(lines[3]?.length).toBeGreaterThan(90_000);
  });

  it("reads a failed legacy plan as no summary and no changes (cloud-plan-with-error)", () => {
    const plan = tofu("cloud-plan-with-error__plan.log");
    expect(plan).toMatchObject({ summary: null, noChanges: false, outputChanges: false });
    expect(plan.resourceDiffs.size).toBe(0);
  });

  it("reads CRLF line endings the same way", () => {
    const text = readFixture("terraform-plan-text", "infrahouse-tests-plans__plan-2-1-2.stdout");
    const lf = parsePlanText(text);
    const crlf = parsePlanText(text.replace(/\n/g, "\r\n"));
    expect(crlf.summary).toEqual(lf.summary);
    expect([...crlf.resourceDiffs.entries()]).toEqual([...lf.resourceDiffs.entries()]);
  });

  it("strips ANSI colour codes", () => {
    expect(stripAnsi("\u001b[0m\u001b[1mPlan:\u001b[0m 2 to add")).toBe("Plan: 2 to add");
  });

  it("reads empty input as nothing", () => {
    expect(parsePlanText("")).toEqual({
      summary: null,
      noChanges: false,
      resourceDiffs: new Map(),
      driftDiffs: new Map(),
      outputChanges: false,
    });
  });
});

/**
 * Recorded with Terraform 1.11.4 for this test: `terraform plan -no-color -out=p.tfplan` of the
 * same configuration as the JSON plan in parse-plan-json.test.ts.
 */
const RECORDED_TF_1_11_PLAN_TEXT = [
  "terraform_data.gone: Refreshing state... [id=58ed8d62-0b0b-0077-38f9-023c8feb8b33]",
  "terraform_data.cbd: Refreshing state... [id=5bfa6c27-4621-c7fd-d6ae-057872c409c4]",
  "terraform_data.r: Refreshing state... [id=78136134-14f1-1af7-22b1-03862230d575]",
  "terraform_data.s: Refreshing state... [id=e1fec520-586d-f01e-7d78-ce1fa8700f87]",
  "terraform_data.t2: Refreshing state... [id=ab381209-7130-6c7e-43b4-4155172c71ba]",
  "",
  "Terraform used the selected providers to generate the following execution",
  "plan. Resource actions are indicated with the following symbols:",
  "  - destroy",
  "-/+ destroy and then create replacement",
  "+/- create replacement and then destroy",
  "",
  "Terraform will perform the following actions:",
  "",
  "  # terraform_data.cbd must be replaced",
  '+/- resource "terraform_data" "cbd" {',
  '      ~ id               = "5bfa6c27-4621-c7fd-d6ae-057872c409c4" -> (known after apply)',
  "      ~ triggers_replace = [",
  '          ~ "v1" -> "v2",',
  "        ]",
  "    }",
  "",
  "  # terraform_data.gone will be destroyed",
  "  # (because terraform_data.gone is not in configuration)",
  '  - resource "terraform_data" "gone" {',
  '      - id     = "58ed8d62-0b0b-0077-38f9-023c8feb8b33" -> null',
  '      - input  = "g" -> null',
  '      - output = "g" -> null',
  "    }",
  "",
  "  # terraform_data.r must be replaced",
  '-/+ resource "terraform_data" "r" {',
  '      ~ id               = "78136134-14f1-1af7-22b1-03862230d575" -> (known after apply)',
  '      ~ output           = "v1" -> (known after apply)',
  "      ~ triggers_replace = {",
  "          ~ x = (sensitive value)",
  "        }",
  "        # (1 unchanged attribute hidden)",
  "    }",
  "",
  "  # terraform_data.s is tainted, so must be replaced",
  '-/+ resource "terraform_data" "s" {',
  '      ~ id     = "e1fec520-586d-f01e-7d78-ce1fa8700f87" -> (known after apply)',
  "      ~ input  = (sensitive value)",
  '      ~ output = "hunter2-v1" -> (known after apply)',
  "    }",
  "",
  "  # terraform_data.t has moved to terraform_data.t2",
  '    resource "terraform_data" "t2" {',
  '        id     = "ab381209-7130-6c7e-43b4-4155172c71ba"',
  "        # (2 unchanged attributes hidden)",
  "    }",
  "",
  "Plan: 3 to add, 0 to change, 4 to destroy.",
  "",
  "Changes to Outputs:",
  '  ~ plain = "p1" -> "p2"',
  "  ~ sec   = (sensitive value)",
  "",
];
