import { useEffect, useState } from 'react';

/** The header hides after this much downward scroll (seed §9). */
export const AUTO_HIDE_OFFSET = 300;

/** True while the page is scrolled past the offset and the user is scrolling down. */
export function useAutoHide(enabled: boolean): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    if (!enabled) {
      setHidden(false);
      return;
    }
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      setHidden(y > AUTO_HIDE_OFFSET && y > last);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled]);
  return hidden;
}
