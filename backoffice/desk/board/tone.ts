/**
 * The arrival sound, made with the Web Audio API (no audio file): two short rising beeps.
 * Browsers keep audio locked until a person interacts with the page, so the context is created
 * and resumed by the 'Ton an' switch (a click) and only reused afterwards.
 */

type AudioContextClass = typeof AudioContext

let context: AudioContext | null = null

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null
  return window.AudioContext ?? (window as unknown as { webkitAudioContext?: AudioContextClass }).webkitAudioContext ?? null
}

/** Creates or resumes the audio context; call it from a click. False when the browser has no Web Audio. */
export function unlockAudio(): boolean {
  const Context = audioContextClass()
  if (!Context) return false
  try {
    context ??= new Context()
    if (context.state === 'suspended') void context.resume().catch(() => undefined)
    return true
  } catch {
    // no audio output on this device
    return false
  }
}

function beep(audio: AudioContext, frequency: number, start: number, duration: number): void {
  const oscillator = audio.createOscillator()
  const gain = audio.createGain()
  oscillator.type = 'sine'
  oscillator.frequency.setValueAtTime(frequency, start)
  // a short fade in and out, so the beep does not click
  gain.gain.setValueAtTime(0.0001, start)
  gain.gain.exponentialRampToValueAtTime(0.35, start + 0.02)
  gain.gain.exponentialRampToValueAtTime(0.0001, start + duration)
  oscillator.connect(gain).connect(audio.destination)
  oscillator.start(start)
  oscillator.stop(start + duration + 0.02)
}

/** Plays the arrival sound once (nothing when audio was never unlocked). */
export function playArrivalTone(): void {
  if (!context) return
  try {
    const now = context.currentTime
    beep(context, 880, now, 0.18)
    beep(context, 1318.5, now + 0.22, 0.28)
  } catch {
    // a closed or broken audio context: the visual cue remains
  }
}
