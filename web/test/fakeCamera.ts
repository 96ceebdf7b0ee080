import fs from 'node:fs';
import { raw } from 'bwip-js/node';

const W = 480;
const H = 240;
const FPS = 5;

/** A code shown to the camera: bwip-js's symbology (ean13, code128, qrcode) and its text. */
export interface Shown {
  bcid: 'ean13' | 'code128' | 'qrcode';
  text: string;
}

/** One frame's luma: white, with the code drawn black in the middle (bars 3 px a module, a QR code 8 px). */
function frame(code?: Shown): Buffer {
  const y = Buffer.alloc(W * H, 255);
  if (!code) return y;
  const [symbol] = raw(code.bcid, code.text, {});
  const fill = (x0: number, y0: number, w: number, h: number) => {
    for (let row = y0; row < y0 + h; row++) y.fill(0, row * W + x0, row * W + x0 + w);
  };
  if ('sbs' in symbol) {
    const m = 3;
    let x = Math.round((W - symbol.sbs.reduce((a, b) => a + b, 0) * m) / 2);
    symbol.sbs.forEach((width, i) => {
      if (i % 2 === 0) fill(x, 40, width * m, 160);
      x += width * m;
    });
  } else {
    const m = 8;
    const x0 = Math.round((W - symbol.pixx * m) / 2);
    const y0 = Math.round((H - symbol.pixy * m) / 2);
    symbol.pixs.forEach((on, i) => on && fill(x0 + (i % symbol.pixx) * m, y0 + Math.floor(i / symbol.pixx) * m, m, m));
  }
  return y;
}

/**
 * Writes a video for Chromium's fake camera (--use-file-for-fake-video-capture, YUV4MPEG2 at 5 frames a second):
 * 2 s blank, then each code held in view for 1 s with 1.6 s blank after it, then blank for `tailSeconds` (the file
 * plays in a loop: a test is done with the camera before it comes round again).
 */
export function writeBarcodeVideo(file: string, codes: Shown[], tailSeconds = 30) {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const blank = frame();
  const out = fs.openSync(file, 'w');
  fs.writeSync(out, `YUV4MPEG2 W${W} H${H} F${FPS}:1 Ip A1:1 C420jpeg\n`);
  const put = (luma: Buffer, seconds: number) => {
    for (let i = 0; i < seconds * FPS; i++) fs.writeSync(out, Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]));
  };
  put(blank, 2);
  for (const code of codes) {
    put(frame(code), 1);
    put(blank, 1.6);
  }
  put(blank, tailSeconds);
  fs.closeSync(out);
}
