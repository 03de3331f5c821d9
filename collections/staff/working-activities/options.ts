/** Kinds of tracked time (Austrian terms). */
export const workingActivityTypeOptions = [
  { label: 'Arbeitszeit', value: 'work' },
  { label: 'Pause', value: 'break' },
  { label: 'Dienstreise', value: 'travel' },
  { label: 'Weiterbildung', value: 'training' },
  { label: 'Urlaub', value: 'vacation' },
  { label: 'Krankenstand', value: 'sickLeave' },
  { label: 'Zeitausgleich', value: 'timeOff' },
]

/** Life cycle of a tracked period: start → (pause ⇄ resume) → end. */
export const workingActivityStatusOptions = [
  { label: 'Läuft', value: 'running' },
  { label: 'Pausiert', value: 'paused' },
  { label: 'Beendet', value: 'ended' },
]
