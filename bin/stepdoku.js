#!/usr/bin/env node
// The package's `stepdoku` command: registers tsx so Node can load the TypeScript sources directly,
// then runs the CLI (src/cli/main.ts), which reads process.argv and sets the exit code.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli/main.ts');
