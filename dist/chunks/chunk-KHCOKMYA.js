#!/usr/bin/env node
import { createRequire as __stackgateCreateRequire } from 'node:module';
const require = __stackgateCreateRequire(import.meta.url);
import {
  PULUMI_TRAITS,
  checkExclude,
  resolveSettings,
  terraformTraits
} from "./chunk-TLA4PK33.js";

// src/command/engine-traits.ts
function engineTraits(name) {
  return name === "pulumi" ? PULUMI_TRAITS : terraformTraits(name);
}

// src/command/resolve-settings.ts
async function resolveSettings2(sources) {
  const settings = await resolveSettings({
    qualifyStack: async (given, workdir, env) => (await import("./stack-name-OJLEGID2.js")).qualifyPulumiStack(given, workdir, env),
    checkExclude: (engine, exclude, term) => checkExclude(engineTraits(engine), exclude, term),
    ...sources
  });
  if (settings.workspace !== void 0) process.env.TF_WORKSPACE = settings.workspace;
  return settings;
}

export {
  resolveSettings2 as resolveSettings
};
