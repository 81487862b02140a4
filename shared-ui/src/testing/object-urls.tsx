/**
 * jsdom has no object URLs. Called at the top of a test file, this records each URL made with
 * its Blob before every test, as a browser keeps it until it is revoked: the map holds what is
 * still alive, so a test can read what a page shows and see that it let go of it.
 */
export function recordObjectUrls(): Map<string, Blob> {
  const alive = new Map<string, Blob>();
  let made = 0;
  beforeEach(() => {
    alive.clear();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      made += 1;
      const url = `blob:http://localhost/foto-${made}`;
      alive.set(url, blob);
      return url;
    });
    URL.revokeObjectURL = jest.fn((url: string) => {
      alive.delete(url);
    });
  });
  return alive;
}

/** A Blob's bytes, read with FileReader (jsdom's Blob has no arrayBuffer). */
export function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.readAsArrayBuffer(blob);
  });
}
