import { describe, expect, it } from "vitest";
import { stateAddresses } from "../../../src/recovery/errored-state.js";

describe("stateAddresses: what `state list` must name after the push", () => {
  it("names managed instances as Terraform prints them (count, for_each, modules), never data sources", () => {
    const state = {
      version: 4,
      resources: [
        { mode: "managed", type: "terraform_data", name: "one", instances: [{}] },
        {
          mode: "managed",
          type: "terraform_data",
          name: "item",
          instances: [{ index_key: 0 }, { index_key: 1 }],
        },
        {
          module: 'module.net["eu"]',
          mode: "managed",
          type: "aws_vpc",
          name: "main",
          instances: [{ index_key: "a b" }],
        },
        { mode: "data", type: "aws_caller_identity", name: "me", instances: [{}] },
      ],
    };
    expect(stateAddresses(JSON.stringify(state))).toEqual([
      "terraform_data.one",
      "terraform_data.item[0]",
      "terraform_data.item[1]",
      'module.net["eu"].aws_vpc.main["a b"]',
    ]);
  });

  it("an unreadable state names nothing (the push itself then says why)", () => {
    expect(stateAddresses("not json")).toEqual([]);
    expect(stateAddresses("{}")).toEqual([]);
  });
});
