// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit has no types; the web test type check reaches this file too
/// <reference path="./fontkit.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

/** Where Chinese fonts live on each system, the most common first. */
const CANDIDATES: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
    '/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc',
    '/usr/share/fonts/truetype/arphic/uming.ttc',
  ],
  win32: ['msyh.ttc', 'simsun.ttc', 'simhei.ttf'].map((f) => path.join(process.env.WINDIR ?? 'C:\\Windows', 'Fonts', f)),
  darwin: ['/System/Library/Fonts/PingFang.ttc', '/System/Library/Fonts/STHeiti Light.ttc', '/Library/Fonts/Arial Unicode.ttf'],
};

export interface CjkFont {
  file: string;
  /** The face inside a collection (.ttc): its PostScript name; undefined for a single font. */
  face?: string;
}

/** The face of a collection that writes Simplified Chinese (…SC, YaHei, SimSun), else its first. */
function faceOf(file: string): string | undefined {
  const opened = fontkit.openSync(file) as unknown as { fonts?: { postscriptName: string }[] };
  if (!opened.fonts) return undefined;
  const names = opened.fonts.map((f) => f.postscriptName);
  return names.find((n) => /sc-|sc$|YaHei$|^SimSun$|GB/i.test(n)) ?? names[0];
}

/** The font the PDFs are written in: the one asked for (--font), else the first Chinese font found on this computer. */
export function findCjkFont(asked?: string, platform = process.platform): CjkFont {
  if (asked && !fs.existsSync(asked)) throw new Error(`找不到指定的字体文件：${asked}`);
  const file = asked ?? (CANDIDATES[platform] ?? []).find((f) => fs.existsSync(f));
  if (!file)
    throw new Error(
      '本机没有找到中文字体，无法生成打印页面。请安装中文字体（Linux：fonts-noto-cjk），或用 --font 指定一个 .ttf/.otf/.ttc 字体文件。',
    );
  return { file, face: faceOf(file) };
}
