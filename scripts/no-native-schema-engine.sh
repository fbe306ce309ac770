#!/bin/sh
echo "This project runs migrations offline through Prisma's wasm schema engine:" >&2
echo "  npm run db:deploy      apply pending migrations" >&2
echo "  npm run db:migration -- <name>   create a migration from prisma/schema.prisma" >&2
exit 1
