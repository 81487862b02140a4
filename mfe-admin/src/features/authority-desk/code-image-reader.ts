import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader';
import readerWasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';

/**
 * The QR reader (ZXing-C++ as WebAssembly), loaded only when the camera or an image is used.
 * Its .wasm is a file of this remote (webpack emits it next to the chunks): the package's
 * default would fetch it from a CDN, which the site's content security policy forbids anyway.
 */
prepareZXingModule({
  overrides: {
    locateFile: (path: string, prefix: string) =>
      path.endsWith('.wasm') ? readerWasmUrl : prefix + path,
  },
});

const qrCodesOnly: ReaderOptions = { formats: ['QRCode'], tryHarder: true, maxNumberOfSymbols: 1 };

/** The text of the first QR code in an image file or a camera frame, or null when there is none. */
export async function readQrCode(image: Blob | ImageData): Promise<string | null> {
  const [first] = await readBarcodes(image, qrCodesOnly);
  return first?.isValid ? first.text : null;
}
