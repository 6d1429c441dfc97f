/**
 * A PDF deck in the viewer (issue 39 "Deliver" 2): pdf.js (pdfjs-dist) parses the file in a Web Worker and each
 * page is drawn on a canvas at the stage's width × the device pixel ratio. Loaded only for PDF rooms (a chunk of
 * its own, the worker a file of its own), so a generated deck's viewer never downloads pdf.js. `isEvalSupported:
 * false`: the viewer's CSP has no 'unsafe-eval'.
 */
import { getDocument, GlobalWorkerOptions, type PDFDocumentProxy } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

GlobalWorkerOptions.workerSrc = workerUrl;

/** The opened PDF and a function drawing page `index` (0-based) into `stage`. */
export async function openPdf(url: string): Promise<{
  pages: number;
  render(stage: HTMLElement, index: number): Promise<void>;
}> {
  const pdf: PDFDocumentProxy = await getDocument({ url, isEvalSupported: false }).promise;
  let drawing = Promise.resolve();
  return {
    pages: pdf.numPages,
    render(stage, index) {
      // One drawing at a time: a fast reader's next page waits for the current one.
      drawing = drawing.then(async () => {
        const page = await pdf.getPage(index + 1);
        const width = Math.max(320, stage.clientWidth);
        const base = page.getViewport({ scale: 1 });
        const scale = width / base.width;
        const ratio = window.devicePixelRatio || 1;
        const viewport = page.getViewport({ scale: scale * ratio });
        const canvas = document.createElement('canvas');
        canvas.width = Math.floor(viewport.width);
        canvas.height = Math.floor(viewport.height);
        canvas.className = 'pdf-page';
        canvas.setAttribute('role', 'img');
        canvas.setAttribute('aria-label', `Page ${index + 1} of ${pdf.numPages}`);
        await page.render({ canvas, viewport }).promise;
        stage.replaceChildren(canvas);
      });
      return drawing;
    },
  };
}
