import { randomBytes } from "node:crypto";
import { readdir, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import { messages } from "@rimbun/domain";
import { AVATAR_MAX_BYTES } from "@rimbun/domain/schemas";
import { apiMessages } from "../platform/http/api-messages.ts";
import { ApiError } from "../platform/http/errors.ts";
import { renderSquareWebp, sniffImage } from "../platform/images/images.ts";
import type { FileStorage } from "../platform/storage/port.ts";

export const avatarContentTypes = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type AvatarExtension = keyof typeof avatarContentTypes;

/** An avatar's file name as it appears in `/public/avatars/<file>`: `<user id>-<random>.<ext>`. */
export const avatarFileName = /^[A-Za-z0-9-]+\.(png|jpg|webp)$/;

/** Avatars show at most 64 CSS pixels wide (the profile, the leaderboard): 256 covers 4× screens. */
export const AVATAR_PIXELS = 256;

const avatarRefusals = {
  field: "avatar",
  type: messages.avatarType.id,
  tooManyPixels: apiMessages.imageTooManyPixels.id,
};

/**
 * Checks an avatar and stores it in the file storage (the database or S3, never the local disk) through
 * the campaign pictures' pipeline: decoded, turned upright, cut square, re-encoded as WebP with no
 * metadata (a phone photo's GPS position never reaches the leaderboard). Returns the path the profile
 * keeps (`avatars/<file>`), which is also its storage key. Avatars stored before this keep their
 * original format and name.
 */
export async function storeAvatar(storage: FileStorage, userId: string, file: File): Promise<string> {
  if (file.size > AVATAR_MAX_BYTES)
    throw new ApiError("PAYLOAD_TOO_LARGE", {
      messageId: messages.avatarTooLarge.id,
      fields: { avatar: messages.avatarTooLarge.id },
    });
  const bytes = await renderSquareWebp(
    new Uint8Array(await file.arrayBuffer()),
    AVATAR_PIXELS,
    avatarRefusals,
  );
  const key = `avatars/${userId}-${randomBytes(6).toString("hex")}.webp`;
  await storage.put(key, bytes, avatarContentTypes.webp);
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
 * Avatars uploaded by older versions lay in DATA_DIR/avatars: at start they are copied into the storage
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
