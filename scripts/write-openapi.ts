import { writeOpenApi } from "./schema-artifacts.ts";
await writeOpenApi();
process.exit(0);
