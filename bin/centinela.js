#!/usr/bin/env node
// The installed `centinela` command: the TypeScript entry point runs through Node 24's type stripping.
// An older Node cannot load it; say so in one line instead of a stack.
const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  process.stderr.write(
    `centinela needs Node.js 24 (this is ${process.version}): run it through npm (\`npm start\`, \`npx centinela\`), which uses the Node 24 that \`npm ci\` installs from the npm package \`node\`, or put node_modules/.bin first on PATH.\n`,
  );
  process.exit(1);
}
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
