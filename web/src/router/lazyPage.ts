import type { ComponentType } from 'react';

/** Script chunks time out after 120 s (seed §9); the route's error element then reports the failure. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('页面加载失败，请检查网络后刷新重试');
    this.name = 'ChunkLoadError';
  }
}

/** A route `lazy` loader for the named export `name` of a page module. */
export function lazyPage<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError()), CHUNK_TIMEOUT_MS);
    });
    try {
      const mod = await Promise.race([load(), timeout]);
      return { Component: mod[name] as ComponentType };
    } catch {
      throw new ChunkLoadError();
    } finally {
      clearTimeout(timer);
    }
  };
}
