import { writeSdl } from "./schema-artifacts.ts";
await writeSdl();
process.exit(0);
