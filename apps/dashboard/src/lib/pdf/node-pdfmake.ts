// Test support only (imported by *.test.ts): pdfmake's Node build renders the same documents to bytes.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const require = createRequire(import.meta.url);

export interface NodePdfMake {
  setFonts(fonts: Record<string, Record<string, string>>): void;
  setUrlAccessPolicy(callback: (url: string) => boolean): void;
  setLocalAccessPolicy(callback: (path: string) => boolean): void;
  createPdf(document: object): { getBuffer(): Promise<Uint8Array> };
}

/** pdfmake's Node build with its bundled Roboto: the same layout engine the browser build runs. */
export function nodePdfMake(): NodePdfMake {
  const pdfmake = require("pdfmake") as NodePdfMake;
  const fonts = join(dirname(require.resolve("pdfmake/package.json")), "fonts/Roboto");
  pdfmake.setFonts({
    Roboto: {
      normal: join(fonts, "Roboto-Regular.ttf"),
      bold: join(fonts, "Roboto-Medium.ttf"),
      italics: join(fonts, "Roboto-Italic.ttf"),
      bolditalics: join(fonts, "Roboto-MediumItalic.ttf"),
    },
  });
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(fonts));
  return pdfmake;
}

/** The PDF bytes of a document, streams uncompressed so tests can read the drawing commands. */
export async function renderPdf(document: object): Promise<Buffer> {
  return Buffer.from(
    await nodePdfMake()
      .createPdf({ ...document, compress: false })
      .getBuffer(),
  );
}
