let audio: AudioContext | undefined;

/** Called on the tap that opens the camera: a phone lets a page sound only once the user has touched it (iOS above all). */
export function prepareSignal() {
  try {
    audio ??= new AudioContext();
    void audio.resume();
  } catch {
    // No Web Audio: the scan is silent.
  }
}

/** A short beep (high: taken; low: not known) and a buzz where the phone can. */
export function signal(ok: boolean) {
  navigator.vibrate?.(ok ? 80 : [60, 60, 60]);
  try {
    audio ??= new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = ok ? 1800 : 440;
    gain.gain.setValueAtTime(0.2, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.15);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.15);
  } catch {
    // A browser without Web Audio scans silently.
  }
}
