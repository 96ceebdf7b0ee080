/** Reads the codes in a video's current frame: the browser's BarcodeDetector where it has one, ZXing otherwise. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string[]>;

const FORMATS = ['ean_13', 'code_128', 'qr_code'];

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

export async function frameReader(): Promise<FrameReader> {
  const Native = (window as unknown as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
  const formats = Native ? (await Native.getSupportedFormats()).filter((f) => FORMATS.includes(f)) : [];
  if (Native && formats.length === FORMATS.length) {
    const detector = new Native({ formats });
    return async (video) => (await detector.detect(video)).map((b) => b.rawValue);
  }
  // Loaded only on phones without BarcodeDetector, when the camera opens.
  const [{ BrowserMultiFormatReader }, { BarcodeFormat, DecodeHintType }] = await Promise.all([
    import('@zxing/browser'),
    import('@zxing/library'),
  ]);
  const hints = new Map([[DecodeHintType.POSSIBLE_FORMATS, [BarcodeFormat.EAN_13, BarcodeFormat.CODE_128, BarcodeFormat.QR_CODE]]]);
  const reader = new BrowserMultiFormatReader(hints);
  return async (video) => {
    try {
      return [reader.decode(video).getText()];
    } catch {
      // No code in this frame.
      return [];
    }
  };
}
