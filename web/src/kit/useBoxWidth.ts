import { useCallback, useRef, useState } from 'react';

/** A box's width as it changes (0 until measured): give `ref` to the element. */
export function useBoxWidth(): [ref: (el: HTMLElement | null) => void, width: number] {
  const [width, setWidth] = useState(0);
  const observer = useRef<ResizeObserver>(undefined);
  const ref = useCallback((el: HTMLElement | null) => {
    observer.current?.disconnect();
    if (!el) return;
    observer.current = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.current.observe(el);
  }, []);
  return [ref, width];
}
