/** The device actions in a device's edit view. */
export const DEVICE_ACTION_TEXTS = {
  heading: 'Gerät testen',
  notification: 'Test-Benachrichtigung senden',
  logs: 'Protokoll anfordern',
  print: 'Testdruck',
  notificationSent: 'Test-Benachrichtigung an das Gerät gesendet.',
  logsRequested: 'Protokoll beim Gerät angefordert.',
  printQueued: 'Testdruck in die Druckwarteschlange gestellt.',
  testFailed: 'Test nicht erfolgreich',
  logFailed: 'Log konnte nicht angefordert werden',
} as const
