/**
 * Makes a PDF and saves it under `fileName`. pdfmake and its fonts (about 1 MB) load here, by dynamic
 * import, when the donor presses Download: never in the dashboard's first JavaScript. The invoice and
 * the donation statement both come through here.
 */
export async function downloadPdf(document: object, fileName: string): Promise<void> {
  const [{ default: pdfMake }, { default: vfs }] = await Promise.all([
    import("pdfmake/build/pdfmake"),
    import("pdfmake/build/vfs_fonts"),
  ]);
  pdfMake.addVirtualFileSystem(vfs);
  // The documents embed nothing from the network; refusing URLs keeps it that way.
  pdfMake.setUrlAccessPolicy(() => false);
  await pdfMake.createPdf(document as Parameters<typeof pdfMake.createPdf>[0]).download(fileName);
}
