import { describe, expect, it } from "vitest";
import {
  closeOpenItems,
  emptyOpenItems,
  itemId,
  openOf,
  writeOver,
  type OpenItem,
  type OpenItemsDoc,
} from "../../../src/journal/open-items.js";

const KEY = { project: "p", stack: "prod", workdir: "." };

function item(address: string, runId = "run-1"): OpenItem {
  return {
    id: itemId(runId, "unconfirmed-create", address),
    kind: "unconfirmed-create",
    address,
    runId,
    openedAt: "2026-11-30T05:00:00.000Z",
  };
}

function doc(...items: OpenItem[]): OpenItemsDoc {
  return { ...emptyOpenItems(KEY), items: items.map((i) => ({ ...i })) };
}

describe("writeOver: a writer's document over a copy another run changed", () => {
  it("keeps an item only the stored copy has (another run added it)", () => {
    const merged = writeOver(doc(item("a"), item("b")), doc(item("a")));
    expect(openOf(merged).map((i) => i.address)).toEqual(["a", "b"]);
  });

  it("a closure wins from either side: an item is never opened again", () => {
    const stored = doc(item("a"), item("b"));
    closeOpenItems(stored, [item("a")], "absent", "checked by another run");
    const ours = doc(item("a"), item("b"));
    closeOpenItems(ours, [item("b")], "checked", "checked here");
    const merged = writeOver(stored, ours);
    expect(openOf(merged)).toEqual([]);
    expect(merged.items.find((i) => i.address === "a")?.closed?.note).toBe(
      "checked by another run",
    );
    expect(merged.items.find((i) => i.address === "b")?.closed?.note).toBe("checked here");
  });

  it("adds what the writer added after what was stored", () => {
    const merged = writeOver(doc(item("a")), doc(item("a"), item("c", "run-2")));
    expect(merged.items.map((i) => i.id)).toEqual([
      itemId("run-1", "unconfirmed-create", "a"),
      itemId("run-2", "unconfirmed-create", "c"),
    ]);
  });
});
