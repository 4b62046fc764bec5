import { once } from 'node:events';
import { writeFile } from 'node:fs/promises';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { FileKind } from '../files/index.js';
import type { FileStorage } from '../files/index.js';
import { prepareUpload, type PreparedUpload } from '../files/index.js';
import { BRAND } from './brand.js';

/** A file of the demo site, drawn or written at seed time (nothing is downloaded). */
export interface PlannedFile {
  id: string;
  filename: string;
  altText: string;
  expected: FileKind;
  render: () => Promise<Buffer>;
}

export interface PreparedFile {
  prepared: PreparedUpload;
  altText: string;
}

/** SVG's own resolution: 72 user units per inch, so density 72 renders at the drawing's size. */
const SVG_DPI = 72;

/**
 * An SVG drawing rasterised straight at `width` pixels (no resampling) as a JPEG original; the
 * variants are made from it like from any upload.
 */
export function svgJpeg(svg: string, drawingWidth: number, width: number): () => Promise<Buffer> {
  return () =>
    sharp(Buffer.from(svg), { density: (SVG_DPI * width) / drawingWidth })
      .jpeg({ quality: 86 })
      .toBuffer();
}

/** A short printable guide as a PDF, with fixed dates so the bytes are the same on every run. */
export function guidePdf(
  heading: string,
  paragraphs: readonly string[],
  created: Date,
): () => Promise<Buffer> {
  return async () => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 72,
      info: { Title: heading, Author: BRAND.name, CreationDate: created, ModDate: created },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.font('Times-Bold').fontSize(26).text(heading).moveDown(0.5);
    doc
      .font('Helvetica')
      .fontSize(10)
      .fillColor('#6b6257')
      .text(`${BRAND.name} · ${BRAND.address.addressLine2}`)
      .moveDown(1.5);
    doc.fillColor('#2e2a24').font('Times-Roman').fontSize(12.5);
    for (const paragraph of paragraphs) doc.text(paragraph, { align: 'left', lineGap: 3 }).moveDown();
    doc.end();
    await once(doc, 'end');
    return Buffer.concat(chunks);
  };
}

async function prepareOne(storage: FileStorage, websiteId: string, file: PlannedFile): Promise<PreparedFile> {
  const bytes = await file.render();
  const path = await storage.incomingPath();
  await writeFile(path, bytes);
  const prepared = await prepareUpload(
    storage,
    websiteId,
    { path, filename: file.filename, byteSize: bytes.length },
    { expected: file.expected, id: file.id },
  );
  // The demo's own files are known good: a refusal here is a bug in the seed.
  if (!prepared.ok) throw new Error(`demo file ${file.filename} refused: ${prepared.error.code}`);
  return { prepared: prepared.value, altText: file.altText };
}

/**
 * Renders and stores the demo files through the files service (variants included), a few at a
 * time. If one fails, the ones already stored are removed before the error is passed on.
 */
export async function prepareDemoFiles(
  storage: FileStorage,
  websiteId: string,
  files: readonly PlannedFile[],
  concurrency = 2,
): Promise<PreparedFile[]> {
  const done: PreparedFile[] = [];
  const queue = [...files];
  let failure: unknown;
  const worker = async () => {
    for (let next = queue.shift(); next && failure === undefined; next = queue.shift()) {
      try {
        done.push(await prepareOne(storage, websiteId, next));
      } catch (error) {
        failure ??= error;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (failure !== undefined) {
    await Promise.all(done.map((f) => storage.removeFile(websiteId, f.prepared.id)));
    throw failure;
  }
  const order = new Map(files.map((f, i) => [f.id, i]));
  return done.sort((a, b) => (order.get(a.prepared.id) ?? 0) - (order.get(b.prepared.id) ?? 0));
}
