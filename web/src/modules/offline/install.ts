/** The browser's offer to install the app (Chrome and Edge on Android and computers), kept for the button. */
export interface InstallOffer extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallOffer | null = null;
const listeners = new Set<() => void>();

if (typeof window !== 'undefined')
  window.addEventListener('beforeinstallprompt', (e) => {
    e.preventDefault();
    offer = e as InstallOffer;
    listeners.forEach((l) => l());
  });

export const installOffer = () => offer;

export function onInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Asks the browser to install; the offer is used up either way. */
export async function install(): Promise<boolean> {
  if (!offer) return false;
  const used = offer;
  offer = null;
  listeners.forEach((l) => l());
  await used.prompt();
  return (await used.userChoice).outcome === 'accepted';
}

export const isInstalled = () => typeof matchMedia !== 'undefined' && matchMedia('(display-mode: standalone)').matches;
