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
  /** back-office.md section 8; the list of scenes swallows its failure, the choice stays empty. */
  scenesFailed: 'Szenen konnten nicht geladen werden.',
} as const

/** The online state of TVs, the player address and the previews of scenes and streams. */
export const SIGNAGE_ADMIN_TEXTS = {
  online: 'Online',
  offline: 'Offline',
  neverSeen: 'Noch nie verbunden',
  lastSeen: 'Zuletzt gesehen {time}',
  scene: 'Zeigt: {scene}',
  playerAddress: 'Player-Adresse',
  playerHint: 'Diese Adresse im Vollbild-Browser des TVs öffnen. Wer sie kennt, sieht das Programm; nach „API-Schlüssel neu erzeugen“ gilt nur die neue Adresse.',
  openPlayer: 'Player öffnen',
  preview: 'Vorschau',
  previewHint: 'So zeigt ein TV mit 1920 × 1080 Pixeln diesen Inhalt (gespeicherter Stand).',
  saveFirst: 'Speichern Sie zuerst, um die Vorschau zu sehen.',
  openPreview: 'Vorschau in neuem Fenster öffnen',
} as const
