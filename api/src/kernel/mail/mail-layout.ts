/**
 * The common frame of the platform's mails: greeting, paragraphs, an optional highlighted
 * value (a code) and link, and the signature; rendered as plain text and as simple HTML.
 */
export interface MailContent {
  greeting: string;
  paragraphs: string[];
  /** Shown on its own line, large in HTML: a verification code or invitation code. */
  highlight?: string;
  link?: { label: string; url: string };
  closing: string[];
  signature: string;
}

export function renderMail(content: MailContent): { text: string; html: string } {
  const textBlocks = [
    content.greeting,
    ...content.paragraphs,
    ...(content.highlight ? [content.highlight] : []),
    ...(content.link ? [`${content.link.label}: ${content.link.url}`] : []),
    ...content.closing,
    content.signature,
  ];
  const htmlBlocks = [
    paragraph(content.greeting),
    ...content.paragraphs.map(paragraph),
    ...(content.highlight
      ? [
          `<p style="font-size:28px;font-weight:bold;letter-spacing:4px">${escapeHtml(content.highlight)}</p>`,
        ]
      : []),
    ...(content.link
      ? [`<p><a href="${escapeHtml(content.link.url)}">${escapeHtml(content.link.label)}</a></p>`]
      : []),
    ...content.closing.map(paragraph),
    paragraph(content.signature),
  ];
  return {
    text: `${textBlocks.join('\n\n')}\n`,
    html: `<!DOCTYPE html><html lang="de"><body style="font-family:sans-serif">${htmlBlocks.join('')}</body></html>`,
  };
}

function paragraph(text: string): string {
  return `<p>${escapeHtml(text)}</p>`;
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
