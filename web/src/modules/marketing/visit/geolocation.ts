/** How long the browser may take to place the user before the typed address is asked for. */
const POSITION_TIMEOUT_MS = 8000;

/** The browser's position where it has one and the user allowed it; null otherwise (no geolocation, refused, timed out). */
export function currentPosition(): Promise<{ longitude: number; latitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ longitude: Number(p.coords.longitude.toFixed(8)), latitude: Number(p.coords.latitude.toFixed(8)) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    ),
  );
}
