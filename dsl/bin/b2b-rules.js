#!/usr/bin/env node
// The rules CLI. The library is TypeScript run through tsx (a dependency), so it needs no build step.
import { register } from "tsx/esm/api";

register();
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2));
