import QRCode from "qrcode";

/**
 * A QR code of a page's address as one SVG path (drawn on the server, so the page prints it without
 * JavaScript and no image service sees the address). The path is built from the code's modules here and
 * rendered as an Astro attribute, not as HTML: nothing from the address reaches the markup unescaped.
 * Medium error correction survives a smudged print; the 4-module quiet zone is the standard's.
 */
export function qrPath(text: string): { size: number; d: string } {
  const code = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = code.modules;
  const quiet = 4;
  const parts: string[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      if (data[row * size + column]) parts.push(`M${column + quiet} ${row + quiet}h1v1h-1z`);
    }
  }
  return { size: size + quiet * 2, d: parts.join("") };
}
