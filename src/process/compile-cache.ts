/**
 * Node's on-disk compile cache (Node ≥ 22.1): later starts reuse V8's compiled code for the
 * bundle instead of parsing it again. Called by each entry before it imports the rest of
 * stackgate, so the modules loaded afterwards are cached. The directory is the one Node picks
 * (`NODE_COMPILE_CACHE` when set, else `node-compile-cache` under the OS temp dir); stackgate
 * names none. On Node 20 the function does not exist and this does nothing; a cache Node
 * cannot use (read-only temp dir, disabled with NODE_DISABLE_COMPILE_CACHE) is reported by
 * Node's return value, never thrown, and stackgate runs as without it.
 */
import module from "node:module";

interface CompileCacheModule {
  enableCompileCache?: () => unknown;
}

export function enableCompileCache(): void {
  try {
    (module as CompileCacheModule).enableCompileCache?.();
  } catch {
    // A cache is an optimisation only: start without it.
  }
}
