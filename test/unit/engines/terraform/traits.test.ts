/** Where Terraform and OpenTofu differ: the pg lock scheme, state encryption. */
import { describe, expect, it } from "vitest";
import { terraformTraits } from "../../../../src/engines/terraform/traits.js";

describe("terraform-family traits", () => {
  it("Terraform's pg backend: table `states`, creation lock -1, whatever the settings", () => {
    const pg = terraformTraits("terraform").pg;
    expect(pg.tableName({ table_name: "mine" }, { PG_TABLE_NAME: "env" })).toBe("states");
    expect(pg.creationLockKey("terraform_remote_state", "states")).toBe(-1n);
  });

  it("OpenTofu's pg backend: table_name, then PG_TABLE_NAME, then states", () => {
    const pg = terraformTraits("tofu").pg;
    expect(pg.tableName({ table_name: "mine" }, { PG_TABLE_NAME: "env" })).toBe("mine");
    expect(pg.tableName({}, { PG_TABLE_NAME: "env" })).toBe("env");
    expect(pg.tableName({}, {})).toBe("states");
  });

  it("OpenTofu's creation lock is −FNV-1-32(schema NUL table), as Go's hash/fnv computes it", () => {
    // Printed by Go: fnv.New32() over the same bytes, int64(Sum32()) * -1 (OpenTofu 1.11.14).
    const pg = terraformTraits("tofu").pg;
    expect(pg.creationLockKey("terraform_remote_state", "states")).toBe(-3797183428n);
    expect(pg.creationLockKey("locked", "states")).toBe(-3225254735n);
    expect(pg.creationLockKey("tofu_x", "my_states")).toBe(-4175892167n);
  });

  it("only OpenTofu has plan -exclude", () => {
    expect(terraformTraits("terraform").exclude).toBe(false);
    expect(terraformTraits("tofu").exclude).toBe(true);
  });

  it("only OpenTofu decrypts its encrypted state files", () => {
    expect(terraformTraits("terraform").stateEncryption).toBe(false);
    expect(terraformTraits("tofu").stateEncryption).toBe(true);
  });
});
