#!/usr/bin/env node
// Entry for the `wl` binary: TypeScript sources run through tsx, so the CLI needs no build step.
import { register } from 'tsx/esm/api';

register();
await import('./wl.ts');
