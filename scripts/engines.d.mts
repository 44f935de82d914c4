// Types for scripts/engines.mjs, which the tests import to find the engines it builds.
interface EngineBuild {
  readonly pkg: string;
  readonly out: string;
}
interface EngineEntry {
  readonly version: string;
  readonly binaries: readonly string[];
  readonly versionArgs: readonly string[] | null;
  readonly builds: readonly EngineBuild[];
}
export declare const PULUMI_VERSION: string;
export declare const PULUMI_YAML_VERSION: string;
export declare const TOFU_VERSION: string;
export declare const ENGINES: {
  readonly tofu: EngineEntry;
  readonly pulumi: EngineEntry;
  readonly "pulumi-provider": EngineEntry;
};
export declare function enginesCacheDir(env?: NodeJS.ProcessEnv): string;
export declare function engineBinDir(name: keyof typeof ENGINES, env?: NodeJS.ProcessEnv): string;
export declare function engineInstalled(
  name: keyof typeof ENGINES,
  env?: NodeJS.ProcessEnv,
): boolean;
export declare function installEngine(name: keyof typeof ENGINES, env?: NodeJS.ProcessEnv): void;
