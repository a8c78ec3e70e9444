import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import { databaseStorage } from "./database.ts";
import type { FileStorage } from "./port.ts";
import { s3Storage } from "./s3.ts";

/** STORAGE picks where uploaded files live; env.ts makes sure S3's variables are there with s3. */
export function createStorage(env: Env, db: Database): FileStorage {
  if (env.STORAGE !== "s3") return databaseStorage(db);
  const { S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_BUCKET || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY)
    throw new Error("STORAGE=s3 needs S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  return s3Storage({
    endpoint: S3_ENDPOINT,
    bucket: S3_BUCKET,
    region: env.S3_REGION,
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
  });
}
