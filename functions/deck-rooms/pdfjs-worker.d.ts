/** pdfjs-dist ships no types for its worker module; the deck rooms import it whole for pdf.js's in-thread parser. */
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
