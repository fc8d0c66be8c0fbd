// Deep imports: the package's index pulls in every format and the encoders, which bundlers cannot drop.
import BinaryBitmap from '@zxing/library/esm/core/BinaryBitmap';
import GlobalHistogramBinarizer from '@zxing/library/esm/core/common/GlobalHistogramBinarizer';
import HybridBinarizer from '@zxing/library/esm/core/common/HybridBinarizer';
import DecodeHintType from '@zxing/library/esm/core/DecodeHintType';
import MultiFormatOneDReader from '@zxing/library/esm/core/oned/MultiFormatOneDReader';
import QRCodeReader from '@zxing/library/esm/core/qrcode/QRCodeReader';
import type Reader from '@zxing/library/esm/core/Reader';
import RGBLuminanceSource from '@zxing/library/esm/core/RGBLuminanceSource';

/**
 * ZXing's QR code and one-dimensional barcode readers only (the red tag's QR, part labels' barcodes): the
 * whole multi-format reader would double what the scan page loads.
 */
const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
const readers: Reader[] = [new QRCodeReader(), new MultiFormatOneDReader(hints)];

/** Grey levels of an RGBA frame, weighted as the eye sees brightness. */
function luminances(rgba: Uint8ClampedArray, pixels: number): Uint8ClampedArray {
  const grey = new Uint8ClampedArray(pixels);
  for (let i = 0, j = 0; i < pixels; i += 1, j += 4) {
    grey[i] = (rgba[j]! * 306 + rgba[j + 1]! * 601 + rgba[j + 2]! * 117) >> 10;
  }
  return grey;
}

/**
 * The text of the first code found in the frame, or null. The local-contrast binarizer suits most frames;
 * where it misses a code, the whole-frame one often sees it (and costs no extra code: it is the other's base).
 */
export function decodeFrame(frame: ImageData): string | null {
  const source = new RGBLuminanceSource(
    luminances(frame.data, frame.width * frame.height),
    frame.width,
    frame.height,
  );
  for (const bitmap of [
    new BinaryBitmap(new HybridBinarizer(source)),
    new BinaryBitmap(new GlobalHistogramBinarizer(source)),
  ]) {
    for (const reader of readers) {
      try {
        return reader.decode(bitmap, hints).getText();
      } catch {
        // Not this kind of code (ZXing says so by throwing): try the next way.
      } finally {
        reader.reset();
      }
    }
  }
  return null;
}
