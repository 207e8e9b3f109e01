#!/usr/bin/env node
// The installed `centinela` command: the TypeScript entry point runs through Node 24's type stripping.
const { main } = await import('../src/cli/main.ts');
process.exitCode = await main(process.argv.slice(2), { stdout: process.stdout, stderr: process.stderr, env: process.env });
