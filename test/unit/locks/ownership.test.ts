import { describe, expect, it } from "vitest";
import {
  decideRunOver,
  decideLockOwnership,
  parseLockCreated,
  type OwnershipEvidence,
} from "../../../src/locks/ownership.js";

const SERVER = "the test server's clock";
const ourRun = {
  runId: "run-1",
  host: "ci-host",
  pid: 100,
  enginePid: 101,
  startedAt: "2026-11-22T11:59:00Z",
  terminal: false,
};

function evidence(over: Partial<OwnershipEvidence>): OwnershipEvidence {
  return {
    holder: { id: "lock-1", who: "runner@ci-host", created: "2026-11-22 11:59:01.5 +0000 UTC" },
    journal: ourRun,
    thisHost: "ci-host",
    isPidAlive: () => false,
    runState: "unknown",
    age: { ms: 59_000, clock: SERVER },
    ...over,
  };
}

describe("decideLockOwnership", () => {
  it("calls our own run's lock dead when its processes are gone on this host", () => {
    expect(decideLockOwnership(evidence({})).kind).toBe("dead");
  });

  it("never calls it dead while stackgate or the engine of that run is alive", () => {
    for (const alive of [100, 101]) {
      const verdict = decideLockOwnership(evidence({ isPidAlive: (pid) => pid === alive }));
      expect(verdict.kind).toBe("alive");
      expect(verdict.reason).toContain(String(alive));
    }
  });

  it("on another host trusts only the platform's word", () => {
    const elsewhere = { ...ourRun, host: "other-host" };
    expect(decideLockOwnership(evidence({ journal: elsewhere })).kind).toBe("unknown");
    expect(decideLockOwnership(evidence({ journal: elsewhere, runState: "running" })).kind).toBe(
      "alive",
    );
    expect(decideLockOwnership(evidence({ journal: elsewhere, runState: "finished" })).kind).toBe(
      "dead",
    );
    // A dead pid with the same number on this host says nothing about another host.
    expect(
      decideLockOwnership(evidence({ journal: elsewhere, isPidAlive: () => false })).kind,
    ).toBe("unknown");
  });

  it("does not claim a lock for a run that finished cleanly", () => {
    const verdict = decideLockOwnership(evidence({ journal: { ...ourRun, terminal: true } }));
    expect(verdict.kind).toBe("unknown");
  });

  it("without a journal keeps the lock unless stale-after is opted into and exceeded by the backend's clock", () => {
    expect(decideLockOwnership(evidence({ journal: null })).kind).toBe("unknown");
    const young = decideLockOwnership(evidence({ journal: null, staleAfterMs: 3_600_000 }));
    expect(young.kind).toBe("unknown");
    expect(young.reason).toContain(`59 s old by ${SERVER}, younger than stale-after (60 min)`);
    const old = decideLockOwnership(
      evidence({ journal: null, staleAfterMs: 30_000, age: { ms: 3_600_000, clock: SERVER } }),
    );
    expect(old).toEqual({
      kind: "dead",
      reason: `the lock is 60 min old by ${SERVER}, older than stale-after (30 s)`,
    });
  });

  it("never takes the age from the lock's Created against this runner's clock", () => {
    // Created hours ago by the text, but the backend measures the lock 59 s old: kept.
    const verdict = decideLockOwnership(
      evidence({
        journal: null,
        staleAfterMs: 60_000,
        holder: { id: "x", created: "2000-01-01 00:00:00 +0000 UTC" },
      }),
    );
    expect(verdict.kind).toBe("unknown");
  });

  it("ignores stale-after where the backend keeps no clock, and says so", () => {
    const { age, ...noAge } = evidence({ journal: null, staleAfterMs: 1 });
    expect(age).toBeDefined(); // the evidence had an age: the backend's clock is what is taken away
    const verdict = decideLockOwnership({ ...noAge, ageUnknown: "the gcs backend keeps none" });
    expect(verdict.kind).toBe("unknown");
    expect(verdict.reason).toContain("stale-after does not apply: the gcs backend keeps none");
  });

  it("never lets stale-after release a lock whose owner is provably alive", () => {
    const verdict = decideLockOwnership(
      evidence({
        staleAfterMs: 60_000,
        age: { ms: 10 * 3_600_000, clock: SERVER },
        isPidAlive: (pid) => pid === 101,
      }),
    );
    expect(verdict.kind).toBe("alive");
  });
});

describe("parseLockCreated", () => {
  it("reads Terraform's Lock Info time and RFC 3339", () => {
    expect(parseLockCreated("2026-11-22 18:56:09.387238953 +0000 UTC")?.toISOString()).toBe(
      "2026-11-22T18:56:09.387Z",
    );
    expect(parseLockCreated("2026-11-22T18:56:09.387238953Z")?.toISOString()).toBe(
      "2026-11-22T18:56:09.387Z",
    );
    expect(parseLockCreated("2026-11-22T20:56:09+02:00")?.toISOString()).toBe(
      "2026-11-22T18:56:09.000Z",
    );
    expect(parseLockCreated("yesterday")).toBeNull();
    expect(parseLockCreated(undefined)).toBeNull();
  });
});

describe("decideRunOver: only a run provably over can have left anything to repair", () => {
  const alive = (pid: number): boolean => pid === 101;
  it("this host: over only when every pid is gone", () => {
    expect(decideRunOver(ourRun, "ci-host", () => false, "unknown").kind).toBe("over");
    expect(decideRunOver(ourRun, "ci-host", alive, "finished").kind).toBe("alive");
  });
  it("another host: the CI platform decides; nobody can tell is unknown, not over", () => {
    expect(decideRunOver(ourRun, "elsewhere", () => false, "finished").kind).toBe("over");
    expect(decideRunOver(ourRun, "elsewhere", () => false, "running").kind).toBe("alive");
    expect(decideRunOver(ourRun, "elsewhere", () => false, "unknown").kind).toBe("unknown");
  });
  it("a run that finished cleanly is over", () => {
    expect(decideRunOver({ ...ourRun, terminal: true }, "x", alive, "running").kind).toBe("over");
  });
});
