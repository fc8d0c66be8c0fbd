/** Reads one code from the current video frame, or null when the frame holds none. */
export interface ScanDecoder {
  decode(video: HTMLVideoElement): Promise<string | null>;
}

// The browser's own detector (Chromium on Android, Safari): not in TypeScript's DOM types yet.
interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorInstance {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorInstance;
  getSupportedFormats(): Promise<string[]>;
}

/** The red tag's QR code and the barcodes part labels commonly carry. */
const FORMATS = ['qr_code', 'code_128', 'code_39', 'ean_13', 'ean_8', 'upc_a', 'upc_e', 'data_matrix', 'itf'];

async function nativeDecoder(): Promise<ScanDecoder | null> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    const formats = FORMATS.filter((format) => supported.includes(format));
    if (!formats.includes('qr_code')) return null;
    const detector = new Detector({ formats });
    return {
      decode: async (video) => (await detector.detect(video))[0]?.rawValue ?? null,
    };
  } catch {
    return null;
  }
}

/** ZXing, loaded only now: it is large, and most visits never scan. */
async function zxingDecoder(): Promise<ScanDecoder> {
  const { decodeFrame } = await import('./scan-zxing');
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    decode: async (video) => {
      if (!context || video.readyState < 2 || video.videoWidth === 0) return null;
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      return decodeFrame(context.getImageData(0, 0, canvas.width, canvas.height));
    },
  };
}

/** The browser's BarcodeDetector where it reads QR codes, ZXing otherwise. */
export async function createScanDecoder(): Promise<ScanDecoder> {
  return (await nativeDecoder()) ?? zxingDecoder();
}
