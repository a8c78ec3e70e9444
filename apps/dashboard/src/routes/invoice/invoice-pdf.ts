import { type InvoiceView, invoiceDocument } from "./invoice-document.ts";

/**
 * Makes the invoice PDF and saves it under `fileName`. pdfmake and its fonts (about 1 MB) load here,
 * by dynamic import, when the donor presses Download: never in the dashboard's first JavaScript.
 */
export async function downloadInvoicePdf(view: InvoiceView, fileName: string): Promise<void> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import("pdfmake/build/pdfmake"),
    import("pdfmake/build/vfs_fonts"),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  // The invoice embeds nothing from the network; refusing URLs keeps it that way.
  pdfMake.setUrlAccessPolicy(() => false);
  await pdfMake.createPdf(invoiceDocument(view)).download(fileName);
}
