import { z } from "zod";

/** Bumped when a backup's layout changes, so an older restore refuses a file it cannot read. */
export const BACKUP_FORMAT = 1;

/** Inside a backup (a tar): this manifest, the database's dump, and the media store's objects under media/. */
export const MANIFEST_FILE = "manifest.json";
export const MEDIA_FOLDER = "media";
export const DATABASE_FILES = { postgres: "database.pgdump", pglite: "database.pglite.tar.gz" } as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

const mediaObjectSchema = z.object({
  key: z.string(),
  bytes: z.number().int().nonnegative(),
  sha256,
  contentType: z.string(),
  cacheControl: z.string().optional(),
});
export type MediaObject = z.infer<typeof mediaObjectSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string().datetime(),
  shopName: z.string(),
  appVersion: z.string(),
  database: z.object({
    kind: z.enum(["postgres", "pglite"]),
    /** The newest migration applied: a restore refuses a backup newer than its own code. */
    migration: z.object({
      count: z.number().int().nonnegative(),
      tag: z.string().nullable(),
      when: z.number().nullable(),
    }),
    file: z.string(),
    bytes: z.number().int().nonnegative(),
    sha256,
    /** Rows of the tables an owner cares most about, to check a restore by. */
    rows: z.record(z.number().int().nonnegative()),
  }),
  media: z.object({ bytes: z.number().int().nonnegative(), objects: z.array(mediaObjectSchema) }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;
