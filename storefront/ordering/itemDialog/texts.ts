import { fillPlaceholders } from '@/src/domain/text'

/**
 * Visible texts of the item dialog. The upload refusal is the spec's text (ordering-storefront.md
 * section 8, the same the upload call answers); the rest is our wording.
 */
export const ITEM_DIALOG_TEXTS = {
  close: 'Schließen',
  amount: 'Menge',
  decrease: 'Menge verringern',
  increase: 'Menge erhöhen',
  unit: 'Einheit',
  step: 'Schritt {step} von {count}',
  cancel: 'Abbrechen',
  back: 'Zurück',
  next: 'Weiter',
  add: 'In den Warenkorb',
  update: 'Änderungen übernehmen',
  total: 'Summe',
  optional: '(optional)',
  chooseFile: 'Datei auswählen',
  chooseFiles: 'Dateien auswählen',
  chooseImage: 'Bild auswählen',
  chooseImages: 'Bilder auswählen',
  uploading: 'Datei wird hochgeladen …',
  removeFile: '{name} entfernen',
  imageTypes: 'JPG, PNG oder GIF',
  uploadRefused:
    'Die ausgewählte Datei "{file name}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
} as const

export const stepText = (step: number, count: number): string => fillPlaceholders(ITEM_DIALOG_TEXTS.step, { step, count })
export const removeFileLabel = (name: string): string => fillPlaceholders(ITEM_DIALOG_TEXTS.removeFile, { name })
export const uploadRefusedText = (fileName: string): string =>
  fillPlaceholders(ITEM_DIALOG_TEXTS.uploadRefused, { 'file name': fileName })
