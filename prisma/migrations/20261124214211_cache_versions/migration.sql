-- CreateTable
CREATE TABLE "CacheVersion" (
    "topic" TEXT NOT NULL PRIMARY KEY,
    "version" INTEGER NOT NULL DEFAULT 0
);
