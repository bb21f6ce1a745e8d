#!/usr/bin/env node
// Entry point of the `oraclec` command. The sources are TypeScript run by Node's
// own type stripping, which needs Node 24 or later (pinned as a devDependency).
const [major] = process.versions.node.split(".").map(Number);
if (major < 24) {
  process.stderr.write(
    `oraclec needs Node 24 or later (this is ${process.version}). Run it through npm (npm run oraclec -- …, npx oraclec …) ` +
      "so that the Node pinned in devDependencies is used.\n",
  );
  process.exit(2);
}
// Node keeps the compiled (type-stripped) sources in its compile cache, in the system's temporary
// directory: later runs start ~0.4 s sooner. NODE_DISABLE_COMPILE_CACHE=1 turns it off.
const { enableCompileCache } = await import("node:module");
enableCompileCache?.();
await import("../src/cli/main.ts");
