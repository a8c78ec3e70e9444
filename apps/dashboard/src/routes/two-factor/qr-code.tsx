import { create } from "qrcode";
import { useMemo } from "react";

/**
 * A QR code drawn as one SVG path in the page (qrcode computes the modules locally): the secret it holds
 * never leaves the browser for a remote QR service. Dark on white with the standard 4-module margin, so
 * every phone camera reads it in both themes.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { size, path } = useMemo(() => {
    const { modules } = create(value, { errorCorrectionLevel: "M" });
    const margin = 4;
    let d = "";
    for (let row = 0; row < modules.size; row += 1)
      for (let column = 0; column < modules.size; column += 1)
        if (modules.get(row, column)) d += `M${column + margin} ${row + margin}h1v1h-1z`;
    return { size: modules.size + margin * 2, path: d };
  }, [value]);
  return (
    <svg
      className="two-factor__qr"
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
