/** Lets the browser download a URL (the server names the file) or save it under `fileName`. */
export function startDownload(url: string, fileName?: string): void {
  const link = document.createElement('a');
  link.href = url;
  if (fileName) link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
}

/** Time the browser gets to start reading an object URL before it is released. */
const objectUrlLifetimeMs = 1000;

/** Saves content received by the page (e.g. an invoice PDF) as a file of the given type. */
export function saveFile(content: BlobPart, type: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  startDownload(url, fileName);
  window.setTimeout(() => URL.revokeObjectURL(url), objectUrlLifetimeMs);
}

/** Saves text as a file, e.g. the licence key as 'Lizenzschlüssel.txt'. */
export function downloadTextFile(text: string, fileName: string): void {
  saveFile(text, 'text/plain;charset=utf-8', fileName);
}
