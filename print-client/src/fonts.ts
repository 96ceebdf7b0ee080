// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- fontkit has no types; the web test type check reaches this file too
/// <reference path="./fontkit.d.ts" />
import fs from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';

const WINDOWS_FONTS = path.join(process.env.WINDIR ?? 'C:\\Windows', 'Fonts');

/** Where Chinese fonts live on each system, the most common first: 黑体 (sans) for sheets and labels. */
const SANS: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc',
    '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc',
    '/usr/share/fonts/wenquanyi/wqy-microhei/wqy-microhei.ttc',
    '/usr/share/fonts/truetype/arphic/uming.ttc',
  ],
  win32: ['msyh.ttc', 'simsun.ttc', 'simhei.ttf'].map((f) => path.join(WINDOWS_FONTS, f)),
  darwin: ['/System/Library/Fonts/PingFang.ttc', '/System/Library/Fonts/STHeiti Light.ttc', '/Library/Fonts/Arial Unicode.ttf'],
};

/** 宋体 (serif), as the browser page prints the 241 mm pin-feed forms: thin strokes a dot-matrix head draws cleanly. */
const SERIF: Partial<Record<NodeJS.Platform, string[]>> = {
  linux: [
    '/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc',
    '/usr/share/fonts/noto-cjk/NotoSerifCJK-Regular.ttc',
    '/usr/share/fonts/google-noto-cjk/NotoSerifCJK-Regular.ttc',
  ],
  win32: [path.join(WINDOWS_FONTS, 'simsun.ttc')],
  darwin: ['/System/Library/Fonts/Supplemental/Songti.ttc'],
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

/**
 * The font the PDFs are written in: the one asked for (--font), else the first Chinese font of the style found on this
 * computer (a serif one falling back to sans).
 */
export function findCjkFont(asked?: string, style: 'sans' | 'serif' = 'sans', platform = process.platform): CjkFont {
  if (asked && !fs.existsSync(asked)) throw new Error(`找不到指定的字体文件：${asked}`);
  const candidates = [...(style === 'serif' ? (SERIF[platform] ?? []) : []), ...(SANS[platform] ?? [])];
  const file = asked ?? candidates.find((f) => fs.existsSync(f));
  if (!file)
    throw new Error(
      '本机没有找到中文字体，无法生成打印页面。请安装中文字体（Linux：fonts-noto-cjk），或用 --font 指定一个 .ttf/.otf/.ttc 字体文件。',
    );
  return { file, face: faceOf(file) };
}
