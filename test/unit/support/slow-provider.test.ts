/**
 * The slow test provider's pure parts: the cty MessagePack subset (what Terraform sends in
 * DynamicValue.msgpack, unknown values included) and slow_thing's plan. The provider as a whole
 * runs under real Terraform in test/e2e/slow-provider.test.ts.
 */
import { describe, expect, it } from "vitest";
import {
  decodeMsgpack,
  encodeMsgpack,
  UNKNOWN,
  type MsgValue,
} from "../../support/slow-provider/msgpack.js";
import { planThing } from "../../support/slow-provider/resource.js";

const hex = (text: string): Buffer => Buffer.from(text.replace(/\s+/g, ""), "hex");

describe("cty msgpack", () => {
  it("decodes the encodings Terraform uses, unknown (ext 0) included", () => {
    expect(decodeMsgpack(hex("81 a1 61 01"))).toEqual({ a: 1 });
    expect(decodeMsgpack(hex("82 a2 69 64 d4 00 00 a1 6e c0"))).toEqual({ id: UNKNOWN, n: null });
    expect(decodeMsgpack(hex("93 ff d0 80 cb 3f f8 00 00 00 00 00 00"))).toEqual([-1, -128, 1.5]);
    expect(decodeMsgpack(hex("92 c3 c2"))).toEqual([true, false]);
    expect(decodeMsgpack(hex("cd 01 00"))).toBe(256);
    expect(decodeMsgpack(hex("d9 03 61 62 63"))).toBe("abc");
  });

  it("round-trips long strings, big arrays and maps, and numbers", () => {
    const value: MsgValue = {
      long: "x".repeat(70_000),
      mid: "é".repeat(200),
      list: Array.from({ length: 40 }, (_, i) => i * 1000 - 5000),
      map: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`, i % 2 === 0])),
      float: 0.25,
      big: 2 ** 40,
      unknown: UNKNOWN,
    };
    expect(decodeMsgpack(encodeMsgpack(value))).toEqual(value);
  });

  it("refuses what is outside the subset, naming it", () => {
    expect(() => decodeMsgpack(hex("d4 01 00"))).toThrow(
      "expected extension type 0 (unknown), got 1",
    );
    expect(() => decodeMsgpack(hex("c1"))).toThrow("unsupported type byte 0xc1 at 0");
    expect(() => decodeMsgpack(hex("01 02"))).toThrow("1 trailing bytes");
    expect(() => decodeMsgpack(hex("81 01 02"))).toThrow("expected a string map key");
  });
});

describe("slow_thing plan", () => {
  const thing = { name: "a", dir: "/m", input: null, id: "a@/m" };

  it("create: the id is unknown until the apply", () => {
    const proposed = { name: thing.name, dir: thing.dir, input: thing.input };
    expect(planThing(null, { ...proposed, id: null })).toEqual({
      planned: { ...proposed, id: UNKNOWN },
      requiresReplace: [],
    });
  });

  it("update keeps the id; a new name or dir replaces; destroy plans null", () => {
    expect(planThing(thing, { ...thing, input: "x" })).toEqual({
      planned: { ...thing, input: "x" },
      requiresReplace: [],
    });
    expect(planThing(thing, { ...thing, name: "b" })).toEqual({
      planned: { ...thing, name: "b", id: UNKNOWN },
      requiresReplace: ["name"],
    });
    expect(planThing(thing, null)).toEqual({ planned: null, requiresReplace: [] });
  });

  it("plans unknown attributes as they are; refuses a value that is not an object", () => {
    expect(planThing(null, { ...thing, name: UNKNOWN }).planned).toMatchObject({ name: UNKNOWN });
    expect(() => planThing(null, [1])).toThrow("slow_thing: expected an object value, got [1]");
  });
});
