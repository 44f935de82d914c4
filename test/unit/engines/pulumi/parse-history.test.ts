import { describe, expect, it } from "vitest";
import {
  isNothingToCancel,
  parseHistory,
  runIdOfMessage,
  updateMessage,
} from "../../../../src/engines/pulumi/parse-history.js";

// The shape `pulumi stack history --json` prints (pkg/cmd/pulumi/stack/stack_history.go,
// updateInfoJSON): newest first; endTime and resourceChanges only once an update finished.
const HISTORY = `[
    {
        "version": 8,
        "kind": "update",
        "startTime": "2026-11-22T10:00:00Z",
        "message": "stackgate up of acme/web/prod [stackgate run github-123-1]",
        "environment": { "exec.kind": "cli", "git.head": "abc" },
        "config": {},
        "result": "in-progress"
    },
    {
        "version": 7,
        "kind": "refresh",
        "startTime": "2026-11-21T10:00:00Z",
        "message": "fix the bucket policy",
        "environment": {},
        "config": { "aws:region": { "value": "eu-west-1", "secret": false } },
        "result": "succeeded",
        "endTime": "2026-11-21T10:01:00Z",
        "resourceChanges": { "same": 4 }
    }
]`;

describe("Pulumi Cloud update history", () => {
  it("reads the updates newest first, with result and message", () => {
    expect(parseHistory(HISTORY)).toEqual([
      {
        version: 8,
        kind: "update",
        startTime: "2026-11-22T10:00:00Z",
        message: "stackgate up of acme/web/prod [stackgate run github-123-1]",
        result: "in-progress",
      },
      {
        version: 7,
        kind: "refresh",
        startTime: "2026-11-21T10:00:00Z",
        message: "fix the bucket policy",
        result: "succeeded",
      },
    ]);
  });

  it("treats an empty history (empty output, [] or null) as no updates", () => {
    expect(parseHistory("")).toEqual([]);
    expect(parseHistory("[]\n")).toEqual([]);
    expect(parseHistory("null\n")).toEqual([]);
  });

  it("names what it expected when the output is not a history", () => {
    expect(() => parseHistory("error: not logged in")).toThrow(/expected a JSON array.*not JSON/);
    expect(() => parseHistory('{"version": 1}')).toThrow(/expected a JSON array.*got object/);
    expect(() => parseHistory('[{"kind": "update"}]')).toThrow(
      /entry 0 has no numeric "version" and string "result"/,
    );
  });

  it("tags an update with the run id and reads only stackgate's own tag back", () => {
    const message = updateMessage("up", "acme/web/prod", "github-987-2");
    expect(message).toBe("stackgate up of acme/web/prod [stackgate run github-987-2]");
    expect(runIdOfMessage(message)).toBe("github-987-2");
    expect(runIdOfMessage("fix the bucket policy")).toBeNull();
    expect(runIdOfMessage("")).toBeNull();
    expect(runIdOfMessage("[stackgate run ]")).toBeNull();
  });

  it("recognises the cancel errors that mean there was nothing left to cancel", () => {
    // pulumi/pulumi#5364 and the "never been updated" error of CancelCurrentUpdate.
    expect(isNothingToCancel("error: [409] Conflict: The Update has already completed")).toBe(true);
    expect(isNothingToCancel("error: acme/web/prod has never been updated")).toBe(true);
    expect(isNothingToCancel("error: [401] Unauthorized: No credentials provided")).toBe(false);
    expect(
      isNothingToCancel("error: [409] Conflict: Another update is currently in progress."),
    ).toBe(false);
  });
});
