declare module 'postject' {
  /** Injects `data` as the resource `name` into the executable `file` (ELF note, PE resource or Mach-O section). */
  export function inject(
    file: string,
    name: string,
    data: Buffer,
    options?: { sentinelFuse?: string; machoSegmentName?: string; overwrite?: boolean },
  ): Promise<void>;
}
