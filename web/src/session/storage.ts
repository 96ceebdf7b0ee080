/** Prefixed key/value storage with optional expiry, over any Web Storage-like backend. */

export interface Backend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

interface Stored {
  value: unknown;
  expire: number | null;
}

export interface PrefixedStorage {
  get<T>(key: string, fallback: T): T;
  set(key: string, value: unknown, ttlMs?: number): void;
  remove(key: string): void;
  /** Removes every key under the prefix, leaving other keys alone. */
  clear(): void;
}

export function createStorage(backend: Backend, prefix: string, now: () => number = Date.now): PrefixedStorage {
  const full = (key: string) => prefix + key;
  return {
    get<T>(key: string, fallback: T): T {
      const raw = backend.getItem(full(key));
      if (raw === null) return fallback;
      try {
        const stored = JSON.parse(raw) as Stored;
        if (stored.expire !== null && stored.expire <= now()) {
          backend.removeItem(full(key));
          return fallback;
        }
        return stored.value as T;
      } catch {
        return fallback;
      }
    },
    set(key, value, ttlMs) {
      const stored: Stored = { value, expire: ttlMs ? now() + ttlMs : null };
      backend.setItem(full(key), JSON.stringify(stored));
    },
    remove(key) {
      backend.removeItem(full(key));
    },
    clear() {
      const keys: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (k?.startsWith(prefix)) keys.push(k);
      }
      keys.forEach((k) => backend.removeItem(k));
    },
  };
}

/** An in-memory backend: for tests, and as a fallback where localStorage is unavailable. */
export function memoryBackend(): Backend {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    key: (i) => [...map.keys()][i] ?? null,
    get length() {
      return map.size;
    },
  };
}
