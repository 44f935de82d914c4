/**
 * Lock and stale-plan errors. Except where marked, the texts below were recorded for this
 * test from Terraform 1.11.4 on this project's machines: a second `terraform plan` while an
 * apply held the lock, on the local backend (fcntl lock), the http backend (a lock server
 * answering 423 with a holder's lock info) and the pg backend; and `terraform apply` of a saved
 * plan after the state had changed. Nothing was edited.
 */
import { describe, expect, it } from "vitest";
import {
  describeLockError,
  isLockError,
  isStalePlanError,
  parseLockError,
} from "../../../../src/engines/terraform/parse-lock-error.js";
import { readFixture } from "../../../support/fixtures.js";

const LOCK_ADVICE = [
  "Terraform acquires a state lock to protect the state from being written",
  "by multiple users at the same time. Please resolve the issue above and try",
  'again. For most commands, you can disable locking with the "-lock=false"',
  "flag, but this is not recommended.",
];

/** `terraform plan -no-color` stderr, local backend. */
const LOCAL_TEXT = [
  "",
  "Error: Error acquiring the state lock",
  "",
  "Error message: resource temporarily unavailable",
  "Lock Info:",
  "  ID:        5776c907-ade0-b32a-bd77-b5f0b178d99f",
  "  Path:      terraform.tfstate",
  "  Operation: OperationTypeApply",
  "  Who:       root@vm",
  "  Version:   1.11.4",
  "  Created:   2026-11-22 18:52:12.33893033 +0000 UTC",
  "  Info:      ",
  "",
  "",
  ...LOCK_ADVICE,
  "",
].join("\n");

/** `terraform plan -json` stdout, local backend. */
const LOCAL_JSON =
  '{"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:17.402217Z","terraform":"1.11.4","type":"version","ui":"1.2"}\n' +
  '{"@level":"error","@message":"Error: Error acquiring the state lock","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:17.403512Z","diagnostic":{"severity":"error","summary":"Error acquiring the state lock","detail":"Error message: resource temporarily unavailable\\nLock Info:\\n  ID:        5776c907-ade0-b32a-bd77-b5f0b178d99f\\n  Path:      terraform.tfstate\\n  Operation: OperationTypeApply\\n  Who:       root@vm\\n  Version:   1.11.4\\n  Created:   2026-11-22 18:52:12.33893033 +0000 UTC\\n  Info:      \\n\\n\\nTerraform acquires a state lock to protect the state from being written\\nby multiple users at the same time. Please resolve the issue above and try\\nagain. For most commands, you can disable locking with the \\"-lock=false\\"\\nflag, but this is not recommended."},"type":"diagnostic"}\n';

/** `terraform plan` stderr with colours (the diagnostic box), local backend. */
const LOCAL_COLOURED =
  '\u001b[31m╷\u001b[0m\u001b[0m\n\u001b[31m│\u001b[0m \u001b[0m\u001b[1m\u001b[31mError: \u001b[0m\u001b[0m\u001b[1mError acquiring the state lock\u001b[0m\n\u001b[31m│\u001b[0m \u001b[0m\n\u001b[31m│\u001b[0m \u001b[0m\u001b[0mError message: resource temporarily unavailable\n\u001b[31m│\u001b[0m \u001b[0mLock Info:\n\u001b[31m│\u001b[0m \u001b[0m  ID:        5776c907-ade0-b32a-bd77-b5f0b178d99f\n\u001b[31m│\u001b[0m \u001b[0m  Path:      terraform.tfstate\n\u001b[31m│\u001b[0m \u001b[0m  Operation: OperationTypeApply\n\u001b[31m│\u001b[0m \u001b[0m  Who:       root@vm\n\u001b[31m│\u001b[0m \u001b[0m  Version:   1.11.4\n\u001b[31m│\u001b[0m \u001b[0m  Created:   2026-11-22 18:52:12.33893033 +0000 UTC\n\u001b[31m│\u001b[0m \u001b[0m  Info:      \n\u001b[31m│\u001b[0m \u001b[0m\n\u001b[31m│\u001b[0m \u001b[0m\n\u001b[31m│\u001b[0m \u001b[0mTerraform acquires a state lock to protect the state from being written\n\u001b[31m│\u001b[0m \u001b[0mby multiple users at the same time. Please resolve the issue above and try\n\u001b[31m│\u001b[0m \u001b[0magain. For most commands, you can disable locking with the "-lock=false"\n\u001b[31m│\u001b[0m \u001b[0mflag, but this is not recommended.\n\u001b[31m╵\u001b[0m\u001b[0m\n';

/**
 * `terraform plan -no-color` stderr, http backend. The human output wraps the line, so `ID=`
 * starts a new line; the "Lock Info:" block is the REQUESTER's (Operation: plan), not the
 * holder's: the http client only folds the holder's ID into its error message.
 */
const HTTP_TEXT = [
  "",
  "Error: Error acquiring the state lock",
  "",
  "Error message: HTTP remote state already locked:",
  "ID=b4a5e1e2-0000-4000-8000-0123456789ab",
  "Lock Info:",
  "  ID:        cc4e6028-2e5a-486d-8157-d48005d9e4e4",
  "  Path:      ",
  "  Operation: OperationTypePlan",
  "  Who:       root@vm",
  "  Version:   1.11.4",
  "  Created:   2026-11-22 18:52:40.705489896 +0000 UTC",
  "  Info:      ",
  "",
  "",
  ...LOCK_ADVICE,
  "",
].join("\n");

/** `terraform plan -json` stdout, http backend. */
const HTTP_JSON =
  '{"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:40.784895Z","terraform":"1.11.4","type":"version","ui":"1.2"}\n' +
  '{"@level":"error","@message":"Error: Error acquiring the state lock","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:40.787415Z","diagnostic":{"severity":"error","summary":"Error acquiring the state lock","detail":"Error message: HTTP remote state already locked: ID=b4a5e1e2-0000-4000-8000-0123456789ab\\nLock Info:\\n  ID:        6663b28f-1e4b-977c-9d7a-c624b12beb07\\n  Path:      \\n  Operation: OperationTypePlan\\n  Who:       root@vm\\n  Version:   1.11.4\\n  Created:   2026-11-22 18:52:40.78616634 +0000 UTC\\n  Info:      \\n\\n\\nTerraform acquires a state lock to protect the state from being written\\nby multiple users at the same time. Please resolve the issue above and try\\nagain. For most commands, you can disable locking with the \\"-lock=false\\"\\nflag, but this is not recommended."},"type":"diagnostic"}\n';

/** `terraform plan -no-color` stderr, pg backend, workspace row present: holder unknown. */
const PG_TEXT = [
  "",
  "Error: Error acquiring the state lock",
  "",
  "Error message: Workspace is already locked: default",
  "Lock Info:",
  "  ID:        250ad51e-6ac6-108e-7cfa-3cc7a8e73e92",
  "  Path:      ",
  "  Operation: OperationTypePlan",
  "  Who:       root@vm",
  "  Version:   1.11.4",
  "  Created:   2026-11-22 19:01:32.16427104 +0000 UTC",
  "  Info:      ",
  "",
  "",
  ...LOCK_ADVICE,
  "",
].join("\n");

/** pg backend, first run while another process creates the workspace. */
const PG_CREATION_JSON =
  '{"@level":"error","@message":"Error: Error acquiring the state lock","@module":"terraform.ui","@timestamp":"2026-11-22T19:01:03.428570Z","diagnostic":{"severity":"error","summary":"Error acquiring the state lock","detail":"Error message: Already locked for workspace creation: default\\nLock Info:\\n  ID:        956dc95e-40a3-5fb6-48d4-9dd253d908f3\\n  Path:      \\n  Operation: OperationTypePlan\\n  Who:       root@vm\\n  Version:   1.11.4\\n  Created:   2026-11-22 19:01:03.427514502 +0000 UTC\\n  Info:      \\n\\n\\nTerraform acquires a state lock to protect the state from being written\\nby multiple users at the same time. Please resolve the issue above and try\\nagain. For most commands, you can disable locking with the \\"-lock=false\\"\\nflag, but this is not recommended."},"type":"diagnostic"}';

/**
 * Terraform 0.11.13, s3 backend with a DynamoDB lock table: the older one-line form. Quoted
 * from a public runbook of the opg-use-my-lpa project, not recorded here.
 */
const S3_TERRAFORM_0_11 = [
  "Error locking state: Error acquiring the state lock: ConditionalCheckFailedException: The conditional request failed",
  "    status code: 400, request id: 60Q304F4TMIRB13AMS36M49ND7VV4KQNSO5AEMVJF66Q9ASUAAJG",
  "Lock Info:",
  "  ID:        69592de7-6132-c863-ae53-976776ffe6cf",
  "  Path:      opg.terraform.state/env:/development/opg-use-my-lpa-shared/terraform.tfstate",
  "  Operation: OperationTypeApply",
  "  Who:       @d701fcddc381",
  "  Version:   0.11.13",
  "  Created:   2019-05-09 16:01:50.027392879 +0000 UTC",
  "  Info:",
].join("\n");

/** `terraform apply -no-color p1.tfplan` stderr after another apply changed the state. */
const STALE_TEXT = [
  "",
  "Error: Saved plan is stale",
  "",
  "The given plan file can no longer be applied because the state was changed by",
  "another operation after the plan was created.",
  "",
].join("\n");

/** `terraform apply -json p1.tfplan` stdout, same situation. */
const STALE_JSON =
  '{"@level":"info","@message":"Terraform 1.11.4","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:45.517647Z","terraform":"1.11.4","type":"version","ui":"1.2"}\n' +
  '{"@level":"error","@message":"Error: Saved plan is stale","@module":"terraform.ui","@timestamp":"2026-11-22T18:52:45.520852Z","diagnostic":{"severity":"error","summary":"Saved plan is stale","detail":"The given plan file can no longer be applied because the state was changed by another operation after the plan was created."},"type":"diagnostic"}\n';

const LOCAL_HOLDER = {
  id: "5776c907-ade0-b32a-bd77-b5f0b178d99f",
  path: "terraform.tfstate",
  operation: "OperationTypeApply",
  who: "root@vm",
  version: "1.11.4",
  created: "2026-11-22 18:52:12.33893033 +0000 UTC",
};

describe("parseLockError: backends whose Lock Info names the holder", () => {
  it.each([
    ["plain text", LOCAL_TEXT],
    ["-json diagnostic", LOCAL_JSON],
    ["coloured, boxed text", LOCAL_COLOURED],
  ])("reads the local backend's holder from %s", (_form, text) => {
    expect(isLockError(text)).toBe(true);
    expect(parseLockError(text)).toEqual(LOCAL_HOLDER);
    expect(describeLockError(text)).toEqual({
      holder: LOCAL_HOLDER,
      reason: "resource temporarily unavailable",
      lockInfoIsRequester: false,
    });
  });

  it("reads Terraform 0.11's one-line form (s3 + DynamoDB)", () => {
    expect(describeLockError(S3_TERRAFORM_0_11)).toEqual({
      holder: {
        id: "69592de7-6132-c863-ae53-976776ffe6cf",
        path: "opg.terraform.state/env:/development/opg-use-my-lpa-shared/terraform.tfstate",
        operation: "OperationTypeApply",
        who: "@d701fcddc381",
        version: "0.11.13",
        created: "2019-05-09 16:01:50.027392879 +0000 UTC",
      },
      reason:
        "ConditionalCheckFailedException: The conditional request failed status code: 400, request id: 60Q304F4TMIRB13AMS36M49ND7VV4KQNSO5AEMVJF66Q9ASUAAJG",
      lockInfoIsRequester: false,
    });
  });
});

describe("describeLockError: a lock file's own errors", () => {
  const lockError = (message: string): string =>
    ["", "Error: Error acquiring the state lock", "", `Error message: ${message}`, ""].join("\n");

  it("reads a flock refusal as held when the holder has not written its info yet", () => {
    // Terraform 1.11.4, two applies on one local `path` (CI, one-journal-per-run): the loser's
    // flock fails, then reading the winner's .lock.info fails because it is not written yet.
    const text = lockError(
      "resource temporarily unavailable\nopen /tmp/w/.shared.tfstate.lock.info: no such file or directory",
    );
    expect(describeLockError(text)).toEqual({
      holder: {},
      reason:
        "resource temporarily unavailable open /tmp/w/.shared.tfstate.lock.info: no such file or directory",
      lockInfoIsRequester: false,
    });
  });

  it("reads a lock that could not even be tried as no lock", () => {
    for (const message of [
      "open terraform.tfstate: read-only file system",
      "open /tmp/w/.terraform.tfstate.lock.info: no such file or directory",
      "open terraform.tfstate: no space left on device",
    ])
      expect(describeLockError(lockError(message)), message).toBeNull();
  });
});

describe("parseLockError: backends whose Lock Info is the requester's", () => {
  it.each([
    ["wrapped plain text", HTTP_TEXT],
    ["-json diagnostic", HTTP_JSON],
  ])("takes only the holder's ID from the http backend's %s", (_form, text) => {
    expect(parseLockError(text)).toEqual({ id: "b4a5e1e2-0000-4000-8000-0123456789ab" });
    expect(describeLockError(text)).toMatchObject({
      reason: "HTTP remote state already locked: ID=b4a5e1e2-0000-4000-8000-0123456789ab",
      lockInfoIsRequester: true,
    });
  });

  it.each([
    ["an existing workspace", PG_TEXT, "Workspace is already locked: default"],
    ["workspace creation", PG_CREATION_JSON, "Already locked for workspace creation: default"],
  ])("knows no holder on the pg backend (%s)", (_case, text, reason) => {
    expect(isLockError(text)).toBe(true);
    expect(parseLockError(text)).toEqual({});
    expect(describeLockError(text)).toEqual({ holder: {}, reason, lockInfoIsRequester: true });
  });
});

describe("parseLockError: a diagnostic's summary and detail joined", () => {
  it("reads `summary\\ndetail` of a parsed -json diagnostic", () => {
    const diagnosticOf = (ndjson: string) => {
      const line = ndjson.split("\n").find((l) => l.includes('"diagnostic"')) ?? "";
      const { diagnostic } = JSON.parse(line) as {
        diagnostic: { summary: string; detail: string };
      };
      return `${diagnostic.summary}\n${diagnostic.detail}`;
    };
    expect(parseLockError(diagnosticOf(LOCAL_JSON))).toEqual(LOCAL_HOLDER);
    expect(parseLockError(diagnosticOf(HTTP_JSON))).toEqual({
      id: "b4a5e1e2-0000-4000-8000-0123456789ab",
    });
    expect(parseLockError(diagnosticOf(PG_CREATION_JSON))).toEqual({});
    expect(parseLockError(diagnosticOf(STALE_JSON))).toBeNull();
  });
});

describe("parseLockError: other errors", () => {
  it("returns null when the text is not a lock error", () => {
    for (const text of [
      STALE_TEXT,
      STALE_JSON,
      "",
      readFixture("tofu", "ui-json", "cloud-plan-json-error__plan.log"),
      readFixture("tofu", "plan-text", "cloud-plan-with-error__plan.log"),
    ]) {
      expect(isLockError(text)).toBe(false);
      expect(parseLockError(text)).toBeNull();
    }
  });

  it("recognises a stale saved plan in text and JSON", () => {
    expect(isStalePlanError(STALE_TEXT)).toBe(true);
    expect(isStalePlanError(STALE_JSON)).toBe(true);
    for (const text of [LOCAL_TEXT, HTTP_JSON, PG_TEXT, ""])
      expect(isStalePlanError(text)).toBe(false);
  });
});
