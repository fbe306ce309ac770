-- CreateTable
CREATE TABLE "CacheVersion" (
    "topic" TEXT NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "CacheVersion_pkey" PRIMARY KEY ("topic")
);
