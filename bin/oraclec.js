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
await import("../src/cli/main.ts");
