import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts"],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    pool: "forks",
    // The end-to-end tests run dist/: refuse a dist/ the sources no longer build.
    globalSetup: ["test/support/dist-current.ts", "test/support/engines-setup.ts"],
  },
});
