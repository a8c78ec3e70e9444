import { createHash } from "node:crypto";
import { type HtmlEscapedString, html } from "../platform/http/html.ts";

function bytesFrom(seed: string, count: number): Buffer {
  const chunks: Buffer[] = [];
  for (let round = 0; chunks.length * 32 < count; round += 1) {
    chunks.push(createHash("sha256").update(`${seed}:${round}`).digest());
  }
  return Buffer.concat(chunks).subarray(0, count);
}

const vaPrefixes: Record<string, string> = { BNI: "8808", MANDIRI: "89508", PERMATA: "8625" };

/** A stable, fake virtual account number for the sandbox page (bank prefix + digits from the payment id). */
export function sandboxVirtualAccount(channel: string, pgId: string): string {
  const digits = [...bytesFrom(pgId, 12)].map((byte) => String(byte % 10)).join("");
  return `${vaPrefixes[channel] ?? "9999"}${digits}`;
}

const size = 25;

function finder(cells: boolean[][], top: number, left: number) {
  for (let y = 0; y < 7; y += 1) {
    for (let x = 0; x < 7; x += 1) {
      const ring = y === 0 || y === 6 || x === 0 || x === 6;
      const core = y >= 2 && y <= 4 && x >= 2 && x <= 4;
      const row = cells[top + y];
      if (row) row[left + x] = ring || core;
    }
  }
}

/**
 * A QR-looking square drawn from the payment id, as inline SVG (no network, no library). It is a
 * sandbox picture, not a scannable code: the sandbox has nothing to scan it with.
 */
export function sandboxQrSvg(pgId: string, label: string): HtmlEscapedString {
  const bits = bytesFrom(pgId, size * size);
  const cells = Array.from({ length: size }, (_, y) =>
    Array.from({ length: size }, (_, x) => (bits[y * size + x] ?? 0) % 2 === 1),
  );
  for (const [top, left] of [
    [0, 0],
    [0, size - 7],
    [size - 7, 0],
  ] as const) {
    for (let y = -1; y <= 7; y += 1) {
      for (let x = -1; x <= 7; x += 1) {
        const row = cells[top + y];
        if (row && left + x >= 0 && left + x < size) row[left + x] = false;
      }
    }
    finder(cells, top, left);
  }
  const rects: HtmlEscapedString[] = [];
  cells.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) rects.push(html`<rect x="${x + 2}" y="${y + 2}" width="1" height="1"/>`);
    });
  });
  const view = size + 4;
  return html`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${view} ${view}" width="220" height="220" role="img" aria-label="${label}" shape-rendering="crispEdges"><rect width="${view}" height="${view}" fill="#fff"/><g fill="#111">${rects}</g></svg>`;
}
