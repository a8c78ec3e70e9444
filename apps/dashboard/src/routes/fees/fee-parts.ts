/**
 * The staff table's text fields (docs/product/staff-console.md#channel-fees): a percentage with up to two
 * decimals ("2,9" or "2.9") as basis points, a rupiah amount as whole rupiah; null when it is not one.
 */
export function basisPointsOfText(text: string): number | null {
  const normalized = text.trim().replace(",", ".").replace(/\s*%$/, "");
  if (!/^\d{1,3}(?:\.\d{1,2})?$/.test(normalized)) return null;
  return Math.round(Number(normalized) * 100);
}

export function rupiahOfText(text: string): number | null {
  const digits = text
    .trim()
    .replace(/^Rp\s*/i, "")
    .replace(/[.\s]/g, "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  return Number(digits);
}

/** Basis points as the field shows them: 290 → "2.9", 1100 → "11". */
export function percentText(basisPoints: number): string {
  return String(basisPoints / 100);
}
