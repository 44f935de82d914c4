import { describe, expect, it } from "vitest";
import { awsFailure, isConditionUnsupported } from "../../../src/backends/s3-clients.js";

/** An error shaped as the AWS SDK throws it. */
function sdkError(name: string, status: number): Error {
  return Object.assign(new Error(`${name} here`), { name, $metadata: { httpStatusCode: status } });
}

describe("awsFailure says what stackgate was doing", () => {
  it.each([
    ["(writing) the open items", "could not write the open items at s3://b/k: "],
    ["(deleting) the open-run marker", "could not delete the open-run marker at s3://b/k: "],
    ["the journal copy", "could not read the journal copy at s3://b/k: "],
  ])("%s", (what, start) => {
    const failure = awsFailure(what, "s3://b/k", sdkError("AccessDenied", 403));
    expect(failure.message.startsWith(start), failure.message).toBe(true);
  });
});

describe("isConditionUnsupported", () => {
  it("knows a 501 NotImplemented, also wrapped by awsFailure, and nothing else", () => {
    const refused = sdkError("NotImplemented", 501);
    expect(isConditionUnsupported(refused)).toBe(true);
    expect(isConditionUnsupported(awsFailure("(writing) x", "s3://b/k", refused))).toBe(true);
    expect(isConditionUnsupported(sdkError("PreconditionFailed", 412))).toBe(false);
    expect(isConditionUnsupported(awsFailure("x", "s3://b/k", sdkError("AccessDenied", 403)))).toBe(
      false,
    );
  });
});
