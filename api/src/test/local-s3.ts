import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { S3Client } from "@aws-sdk/client-s3";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";
import { createS3Client } from "../services/storage/s3";

// The SDK's notice that its releases from 2027 need Node 22 is for operators (docs/decisions/media.md, 4), not every test run.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";

/** s3rver's fixed credentials: it refuses another access key id (it does not check SigV4 signatures themselves). */
export const S3RVER_KEY = "S3RVER";

/**
 * A local S3 server (s3rver) for one test file: started before its tests, stopped and its folder
 * removed after them. `endpoint` and `admin` (a client for setting buckets up) are filled once it runs.
 */
export function useLocalS3() {
  const directory = mkdtempSync(path.join(tmpdir(), "woodnest-s3rver-"));
  const server = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory });
  const local = { endpoint: "", admin: undefined as unknown as S3Client };
  beforeAll(async () => {
    const { port } = await server.run();
    local.endpoint = `http://127.0.0.1:${port}`;
    local.admin = createS3Client({
      region: "us-east-1",
      endpoint: local.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
    });
  });
  afterAll(async () => {
    local.admin?.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return local;
}
