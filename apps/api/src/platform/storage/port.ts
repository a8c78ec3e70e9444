/**
 * Where uploaded files live (docs/decisions/multi-process.md): never one machine's disk, so any API process
 * can serve any file. The database by default (`database.ts`), S3-compatible object storage with STORAGE=s3
 * (`s3.ts`). Keys are paths the API builds itself (`avatars/<user>-<random>.<ext>`), never a client's input.
 */
export interface StoredFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface FileStorage {
  readonly kind: "database" | "s3";
  /** Stores the bytes under the key, replacing what was there. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredFile | null>;
  /** Deletes every file whose key starts with the prefix (a person's avatars on account deletion). */
  deletePrefix(prefix: string): Promise<number>;
}
