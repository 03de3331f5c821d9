/** A refusal or failure of backup or restore whose German message is meant for the operator as it is (no stack). */
export class BackupError extends Error {
  override name = 'BackupError'
}
