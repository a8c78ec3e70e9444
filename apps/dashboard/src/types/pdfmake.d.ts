// pdfmake 0.3 ships no types; only the parts the invoice uses are declared.
declare module "pdfmake/build/pdfmake" {
  interface OutputDocument {
    getBlob(): Promise<Blob>;
    getBuffer(): Promise<Uint8Array>;
    download(fileName?: string): Promise<void>;
  }
  interface PdfMake {
    createPdf(document: object): OutputDocument;
    addVirtualFileSystem(vfs: Record<string, string>): void;
    setUrlAccessPolicy(callback: (url: string) => boolean): void;
  }
  const pdfMake: PdfMake;
  export default pdfMake;
}
declare module "pdfmake/build/vfs_fonts" {
  const vfs: Record<string, string>;
  export default vfs;
}
