import { RebuildProgress } from '@jxc/projections';

/** A one-line progress bar on stderr. */
export function progressBar(label: string, width = 30) {
  return ({ done, total }: RebuildProgress) => {
    const ratio = total ? Math.min(1, done / total) : 1;
    const filled = Math.round(ratio * width);
    process.stderr.write(
      `\r${label} [${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${(ratio * 100).toFixed(0).padStart(3)}% ${done}/${total}`,
    );
  };
}
