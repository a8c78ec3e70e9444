/** Smallest real pictures (1 × 1 pixel), which decode: avatars go through the image pipeline. */
export const pngBytes = Uint8Array.from(
  Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
);
export const webpBytes = Uint8Array.from(
  Buffer.from("UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA", "base64"),
);

/** PNG magic and header, then nothing: sniffs as a PNG, cannot be decoded. */
export const truncatedPngBytes = pngBytes.slice(0, 33);

export function file(bytes: Uint8Array, name: string, type: string): File {
  return new File([bytes], name, { type });
}
