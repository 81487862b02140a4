import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { isBulletList, type TextDocument } from './text-document';

/** A4 in PDF points. */
const pageSize: [number, number] = [595.28, 841.89];
const margin = 56;
const contentWidth = pageSize[0] - 2 * margin;
const footerHeight = 28;

const sizes = { title: 20, subtitle: 11, heading: 13, body: 10.5, footer: 8.5 } as const;
const lineFactor = 1.45;
const bulletIndent = 14;

/**
 * Typographic characters that the standard Helvetica font (WinAnsi encoding) lacks, with a
 * close equivalent. Everything else it lacks is an error: a silent '?' in a contract is worse.
 */
const winAnsiSubstitutes: Record<string, string> = {
  '\u202f': ' ',
  '\u2009': ' ',
  '\u2011': '-',
  '\u2212': '-',
  '\u2192': '->',
};

export interface PdfOptions {
  /** Shown as the PDF's author, usually the provider's company name. */
  author?: string;
}

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

interface Colors {
  text: RGB;
  heading: RGB;
  muted: RGB;
}

/** Lays out text top to bottom, adding pages as needed. */
class PdfWriter {
  private page: PDFPage;
  private y = 0;

  constructor(
    private readonly pdf: PDFDocument,
    private readonly fonts: Fonts,
    private readonly colors: Colors,
  ) {
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.pdf.addPage(pageSize);
    this.y = pageSize[1] - margin;
    return page;
  }

  /** Starts a new page unless `height` points still fit above the footer. */
  ensureSpace(height: number) {
    if (this.y - height >= margin + footerHeight) return;
    this.page = this.addPage();
  }

  space(points: number) {
    this.y -= points;
  }

  paragraph(
    text: string,
    options: { font?: PDFFont; size?: number; color?: RGB; indent?: number; bullet?: boolean } = {},
  ) {
    const font = options.font ?? this.fonts.regular;
    const size = options.size ?? sizes.body;
    const color = options.color ?? this.colors.text;
    const indent = options.indent ?? 0;
    const lineHeight = size * lineFactor;
    const lines = wrapText(toWinAnsi(text), font, size, contentWidth - indent);
    lines.forEach((line, index) => {
      this.ensureSpace(lineHeight);
      this.y -= lineHeight;
      if (options.bullet && index === 0) {
        this.page.drawText('•', {
          x: margin + indent - bulletIndent + 3,
          y: this.y,
          size,
          font,
          color,
        });
      }
      this.page.drawText(line, { x: margin + indent, y: this.y, size, font, color });
    });
  }

  heading(text: string) {
    const lineHeight = sizes.heading * lineFactor;
    // Keep a heading together with at least two lines of its section.
    this.ensureSpace(lineHeight + 2 * sizes.body * lineFactor + 10);
    this.space(10);
    this.paragraph(text, {
      font: this.fonts.bold,
      size: sizes.heading,
      color: this.colors.heading,
    });
    this.space(2);
  }

  /** Writes "Seite n von m" and the document title at the bottom of every page. */
  footers(title: string) {
    const pages = this.pdf.getPages();
    pages.forEach((page, index) => {
      const label = `Seite ${index + 1} von ${pages.length}`;
      const font = this.fonts.regular;
      const size = sizes.footer;
      const y = margin / 2;
      page.drawText(toWinAnsi(title), { x: margin, y, size, font, color: this.colors.muted });
      page.drawText(label, {
        x: pageSize[0] - margin - font.widthOfTextAtSize(label, size),
        y,
        size,
        font,
        color: this.colors.muted,
      });
    });
  }
}

export function toWinAnsi(text: string): string {
  return text.replace(
    /[\u202f\u2009\u2011\u2212\u2192]/g,
    (char) => winAnsiSubstitutes[char] ?? char,
  );
}

/** Breaks text into lines no wider than `width`; words longer than a line are split. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  const fits = (candidate: string) => font.widthOfTextAtSize(candidate, size) <= width;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = word;
    while (!fits(current)) {
      let cut = current.length - 1;
      while (cut > 1 && !fits(current.slice(0, cut))) cut -= 1;
      lines.push(current.slice(0, cut));
      current = current.slice(cut);
    }
  }
  if (current) lines.push(current);
  return lines;
}

/**
 * Renders a text document (AGB, Datenschutzerklärung, Benutzerhandbuch) as an A4 PDF with the
 * standard Helvetica font, whose WinAnsi encoding covers German umlauts, ß, § and €.
 * pdf-lib is imported on demand so that pages offering a download do not carry it.
 */
export async function renderTextDocumentPdf(
  document: TextDocument,
  options: PdfOptions = {},
): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(toWinAnsi(document.title), { showInWindowTitleBar: true });
  pdf.setLanguage('de-DE');
  pdf.setCreator('Bildbote');
  pdf.setProducer('Bildbote (pdf-lib)');
  if (options.author) pdf.setAuthor(options.author);

  const fonts = {
    regular: await pdf.embedFont(StandardFonts.Helvetica),
    bold: await pdf.embedFont(StandardFonts.HelveticaBold),
  };
  const colors = {
    text: rgb(0.114, 0.153, 0.2),
    heading: rgb(0.043, 0.31, 0.541),
    muted: rgb(0.353, 0.408, 0.471),
  };
  const writer = new PdfWriter(pdf, fonts, colors);

  writer.paragraph(document.title, { font: fonts.bold, size: sizes.title, color: colors.heading });
  if (document.subtitle) {
    writer.space(4);
    writer.paragraph(document.subtitle, { size: sizes.subtitle, color: colors.muted });
  }
  writer.space(8);

  for (const section of document.sections) {
    writer.heading(section.heading);
    for (const block of section.blocks) {
      if (isBulletList(block)) {
        for (const item of block) {
          writer.paragraph(item, { indent: bulletIndent, bullet: true });
          writer.space(2);
        }
      } else {
        writer.paragraph(block);
      }
      writer.space(5);
    }
  }

  writer.footers(document.title);
  return pdf.save();
}
