import { randomBytes } from "node:crypto";
import { readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { messages } from "@rimbun/domain";
import { AVATAR_MAX_BYTES } from "@rimbun/domain/schemas";
import { ApiError } from "../lib/errors.ts";
import type { FileStorage } from "./storage/port.ts";

export const avatarContentTypes = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type AvatarExtension = keyof typeof avatarContentTypes;

/** An avatar's file name as it appears in `/public/avatars/<file>`: `<user id>-<random>.<ext>`. */
export const avatarFileName = /^[A-Za-z0-9-]+\.(png|jpg|webp)$/;

/** The type is read from the file's first bytes, never from its name or the browser's claim. */
export function sniffImage(bytes: Uint8Array): AvatarExtension | null {
  const starts = (...values: number[]) => values.every((value, index) => bytes[index] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpg";
  const riff = starts(0x52, 0x49, 0x46, 0x46);
  const webp = bytes[8] === 0x57 && bytes[9] === 0x45 && bytes[10] === 0x42 && bytes[11] === 0x50;
  if (riff && webp) return "webp";
  return null;
}

/**
 * Checks and stores an avatar in the file storage (the database or S3, never the local disk);
 * returns the path the profile keeps (`avatars/<file>`), which is also its storage key.
 */
export async function storeAvatar(storage: FileStorage, userId: string, file: File): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES)
    throw new ApiError("PAYLOAD_TOO_LARGE", {
      messageId: messages.avatarTooLarge.id,
      fields: { avatar: messages.avatarTooLarge.id },
    });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = sniffImage(bytes);
  if (!extension)
    throw new ApiError("UNSUPPORTED_MEDIA", {
      messageId: messages.avatarType.id,
      fields: { avatar: messages.avatarType.id },
    });
  const key = `avatars/${userId}-${randomBytes(6).toString("hex")}.${extension}`;
  await storage.put(key, bytes, avatarContentTypes[extension]);
  return key;
}

/** Reads the avatar behind `/public/avatars/<file>`; null for a name that is not an avatar's. */
export async function readAvatar(storage: FileStorage, file: string) {
  const match = avatarFileName.exec(file);
  if (!match) return null;
  const stored = await storage.get(`avatars/${file}`);
  return stored
    ? { bytes: stored.bytes, contentType: avatarContentTypes[match[1] as AvatarExtension] }
    : null;
}

/** Every avatar a person ever uploaded (account deletion). */
export function deleteAvatars(storage: FileStorage, userId: string): Promise<number> {
  return storage.deletePrefix(`avatars/${userId}-`);
}

/**
 * Avatars uploaded before issue 13 lay in DATA_DIR/avatars: at start they are copied into the storage
 * once (same keys, so profiles and their URLs keep working) and the folder is renamed `avatars-imported`
 * (kept, not deleted, until someone checks). Returns how many files were copied.
 */
export async function importDiskAvatars(storage: FileStorage, dataDir: string): Promise<number> {
  const folder = join(dataDir, "avatars");
  const names = await readdir(folder).catch(() => null);
  if (!names) return 0;
  let copied = 0;
  for (const name of names) {
    const extension = avatarFileName.exec(name)?.[1] as AvatarExtension | undefined;
    if (!extension) continue;
    const bytes = new Uint8Array(await readFile(join(folder, name)));
    if (sniffImage(bytes) !== extension) continue;
    await storage.put(`avatars/${name}`, bytes, avatarContentTypes[extension]);
    copied += 1;
  }
  // Processes starting together on one machine may both copy (same keys, same bytes); one renames.
  await rename(folder, join(dataDir, "avatars-imported")).catch(() => undefined);
  return copied;
}
