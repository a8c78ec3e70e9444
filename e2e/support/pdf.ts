// What a donor's PDF viewer would show, read with a JavaScript PDF reader (unpdf: a serverless PDF.js),
// so every journey checks the same on any machine; no system tool such as pdftotext.
import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";

export interface PdfFacts {
  /** The file's first four bytes (`%PDF`). */
  header: string;
  pageCount: number;
  /** Each page's visible box `[x0, y0, x1, y1]` in points (A4 portrait: 0 0 595.28 841.89). */
  pageBoxes: number[][];
  /** Every page's text in reading order, pages joined by a line break. */
  text: string;
}

export async function readPdf(path: string): Promise<PdfFacts> {
  const bytes = new Uint8Array(await readFile(path));
  const header = Buffer.from(bytes.subarray(0, 4)).toString("latin1");
  // PDF.js takes the bytes over: a copy keeps `header` from reading a detached buffer.
  const pdf = await getDocumentProxy(bytes.slice());
  try {
    const pageBoxes: number[][] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      pageBoxes.push([...(await pdf.getPage(number)).view]);
    }
    const { text } = await extractText(pdf, { mergePages: true });
    return { header, pageCount: pdf.numPages, pageBoxes, text };
  } finally {
    await pdf.cleanup();
  }
}
