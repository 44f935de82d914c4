import { describe, expect, it } from "vitest";
import type { LockHolder } from "../../../src/engines/engine.js";
import type { OwnLockAttempt, OwnLockRequest } from "../../../src/locks/backend-lock.js";
import { takeJournaledLock, type JournaledTake } from "../../../src/locks/journaled-take.js";

const HOLDER = { id: "their-lock", who: "runner@other", operation: "OperationTypeApply" };

/** A lock someone else holds for the first `heldTries` tries, then free. */
function locksHeldFor(heldTries: number): {
  take(request: OwnLockRequest): Promise<OwnLockAttempt>;
  requests: OwnLockRequest[];
} {
  const requests: OwnLockRequest[] = [];
  return {
    requests,
    take(request) {
      requests.push(request);
      return Promise.resolve(
        requests.length <= heldTries
          ? { kind: "held", holder: HOLDER }
          : { kind: "taken", release: () => Promise.resolve() },
      );
    },
  };
}

function use(over: Partial<JournaledTake>, events: string[]): JournaledTake {
  return {
    record: (id) => void events.push(`record ${id}`),
    flush: () => {
      events.push("flush");
      return Promise.resolve();
    },
    operation: "OperationTypePlan",
    info: "stackgate run test",
    timeoutMs: 0,
    stopped: () => false,
    ...over,
  };
}

describe("takeJournaledLock", () => {
  it("journals and flushes the ID before the first try, and tries with that ID", async () => {
    const events: string[] = [];
    const locks = locksHeldFor(0);
    const attempt = await takeJournaledLock(locks, use({}, events));
    expect(attempt?.kind).toBe("taken");
    expect(events).toEqual([`record ${attempt?.id}`, "flush"]);
    expect(locks.requests.map((r) => r.id)).toEqual([attempt?.id]);
  });

  it("says once that it waits for a held lock, then takes it when it is free", async () => {
    const waited: LockHolder[] = [];
    const locks = locksHeldFor(2);
    const attempt = await takeJournaledLock(
      locks,
      use({ timeoutMs: 10_000, waiting: (holder) => void waited.push(holder) }, []),
    );
    expect(attempt?.kind).toBe("taken");
    expect(locks.requests).toHaveLength(3);
    expect(waited).toEqual([HOLDER]);
  });

  it("does not wait (nor say so) when the timeout is 0: the holder is returned", async () => {
    const waited: LockHolder[] = [];
    const attempt = await takeJournaledLock(
      locksHeldFor(5),
      use({ waiting: (holder) => void waited.push(holder) }, []),
    );
    expect(attempt).toMatchObject({ kind: "held", holder: HOLDER });
    expect(waited).toEqual([]);
  });

  it("is null where the backend cannot be locked by stackgate, and journals nothing", async () => {
    const events: string[] = [];
    expect(await takeJournaledLock({}, use({}, events))).toBeNull();
    expect(events).toEqual([]);
  });
});
