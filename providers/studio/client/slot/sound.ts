/** Short synthesized blips (no audio files); off until the player turns sound on. */
let context: AudioContext | undefined;
let enabled = false;

export function setSound(on: boolean): void {
  enabled = on;
  if (on && !context) context = new AudioContext();
}

export function blip(frequency: number, ms = 80): void {
  if (!enabled || !context) return;
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + ms / 1000);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + ms / 1000);
}
