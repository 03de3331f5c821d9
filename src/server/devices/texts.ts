/** The German texts of the device commands (back-office.md §8: 'Test nicht erfolgreich', 'Log konnte nicht angefordert werden'). */
export const DEVICE_COMMAND_TEXTS = {
  testFailed: 'Test nicht erfolgreich',
  logFailed: 'Log konnte nicht angefordert werden',
  notFound: 'Das Gerät wurde nicht gefunden.',
  disabled: 'Das Gerät ist deaktiviert.',
  linkNotFound: 'Nicht gefunden.',
  staleCommand: 'Dieser Befehl gilt nicht mehr.',
  invalidReport: 'Ungültige Meldung des Geräts.',
  logFileName: 'protokoll-{device}-{time}.txt',
  logTitle: 'Protokoll von {device}',
} as const
