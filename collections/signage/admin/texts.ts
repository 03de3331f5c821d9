/** The command buttons in a TV's edit view. */
export const TV_COMMAND_TEXTS = {
  heading: 'Befehl senden',
  reload: 'Neu laden',
  screenOff: 'Bildschirm aus',
  screenOn: 'Bildschirm ein',
  showScene: 'Szene anzeigen',
  scene: 'Szene',
  chooseScene: 'Szene wählen …',
  abort: 'Befehl abbrechen',
  sent: 'Befehl an den TV gesendet.',
  aborted: 'Befehl abgebrochen.',
  failed: 'Befehl konnte nicht ausgeführt werden',
  abortFailed: 'Befehl konnte nicht abgebrochen werden',
} as const
