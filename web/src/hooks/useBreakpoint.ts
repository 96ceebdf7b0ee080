import { useSyncExternalStore } from 'react';

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

/** Seed §9: mobile below 576px, tablet 576-1199px, desktop 1200px and up. */
export const breakpointOf = (width: number): Breakpoint => (width < 576 ? 'mobile' : width < 1200 ? 'tablet' : 'desktop');

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

export function useBreakpoint(): Breakpoint {
  return useSyncExternalStore(subscribe, () => breakpointOf(window.innerWidth));
}
