// The stand-in's PDFs (docs/screens/documentPreview.md "Stand-in data"): each document written with
// pdfkit as a small A4 page, the tenant's agency at the top, the document's blocks and paragraphs,
// and a contract's signature block. Built on first read and kept for the run: the same bytes each
// time, until a contract's signature changes what it says.
import PDFDocument from 'pdfkit';
import type { PdfContent } from './workerPapers.ts';

const cache = new Map<string, Promise<Uint8Array>>();

/** The PDF of `content`, under `key` (a document's id and version). */
export function pdfOf(key: string, content: PdfContent): Promise<Uint8Array> {
  let bytes = cache.get(key);
  if (!bytes) {
    bytes = render(content);
    cache.set(key, bytes);
    // A long demo run signs many contracts: the cache keeps the last 200 files.
    if (cache.size > 200) cache.delete(cache.keys().next().value!);
  }
  return bytes;
}

function render(content: PdfContent): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    // A fixed creation date: the same document gives the same bytes.
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: content.heading, Author: content.subheading, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);

    doc.font('Helvetica-Bold').fontSize(20).fillColor('#1a2b3c').text(content.heading);
    doc.moveDown(0.2).font('Helvetica').fontSize(11).fillColor('#555555').text(content.subheading);
    doc.moveDown(1);
    for (const block of content.blocks) {
      doc.font('Helvetica-Bold').fontSize(12).fillColor('#1a2b3c').text(block.title);
      doc.moveDown(0.3);
      for (const [label, value] of block.rows) {
        doc.font('Helvetica-Bold').fontSize(10).fillColor('#333333').text(`${label} : `, { continued: true });
        doc.font('Helvetica').text(value);
      }
      doc.moveDown(0.8);
    }
    doc.font('Helvetica').fontSize(10).fillColor('#333333');
    for (const paragraph of content.paragraphs) doc.text(paragraph, { align: 'justify' }).moveDown(0.5);
    if (content.signature) {
      doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text('Signature de l’intérimaire');
      doc
        .font('Helvetica')
        .fontSize(10)
        .text(
          content.signature.signedAt
            ? `Signé électroniquement par ${content.signature.signer} le ${content.signature.signedAt.slice(0, 10)}.`
            : 'À signer électroniquement dans le portail.',
        );
    }
    doc.end();
  });
}
