import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { messages } from "@rimbun/domain";
import { AVATAR_MAX_BYTES } from "@rimbun/domain/schemas";
import { ApiError } from "../lib/errors.ts";

export const avatarContentTypes = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" } as const;
export type AvatarExtension = keyof typeof avatarContentTypes;

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

export function avatarsDir(dataDir: string): string {
  return join(dataDir, "avatars");
}

/** Checks and stores an avatar under DATA_DIR/avatars; returns the path the profile keeps (`avatars/<file>`). */
export async function storeAvatar(dataDir: string, userId: string, file: File): Promise<string> {
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
  const name = `${userId}-${randomBytes(6).toString("hex")}.${extension}`;
  const folder = avatarsDir(dataDir);
  await mkdir(folder, { recursive: true });
  await writeFile(join(folder, name), bytes);
  return `avatars/${name}`;
}
