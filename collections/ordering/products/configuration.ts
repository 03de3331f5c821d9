import type { Field } from 'payload'

const partTypes = [
  { value: 'select', label: 'Auswahl' },
  { value: 'multiselect', label: 'Mehrfachauswahl' },
  { value: 'text', label: 'Text' },
  { value: 'textarea', label: 'Langer Text' },
  { value: 'image', label: 'Bild' },
  { value: 'images', label: 'Bilder' },
  { value: 'file', label: 'Datei' },
  { value: 'files', label: 'Dateien' },
]

/** Configurable parts (Beilagen, Größe, Aufdruck …) with options that change the price. */
export const configurationFields: Field[] = [
  { type: 'row', fields: [
    { name: 'isStepByStep', type: 'checkbox', label: 'Schritt für Schritt konfigurieren', defaultValue: false },
  ] },
  {
    name: 'config',
    type: 'group',
    label: false,
    fields: [
      {
        name: 'parts',
        type: 'array',
        label: 'Konfigurierbare Teile',
        labels: { singular: 'Teil', plural: 'Teile' },
        fields: [
          { type: 'row', fields: [
            { name: 'name', type: 'text', label: 'Name', required: true },
            { name: 'type', type: 'select', label: 'Art', required: true, defaultValue: 'select', options: partTypes },
            { name: 'optional', type: 'checkbox', label: 'Optional', defaultValue: false },
          ] },
          { name: 'description', type: 'textarea', label: 'Beschreibung' },
          {
            name: 'options',
            type: 'array',
            label: 'Optionen',
            labels: { singular: 'Option', plural: 'Optionen' },
            admin: { condition: (_, part) => part?.type === 'select' || part?.type === 'multiselect' },
            fields: [{ type: 'row', fields: [
              { name: 'name', type: 'text', label: 'Name', required: true },
              { name: 'modifier', type: 'select', label: 'Preis', defaultValue: 'add', options: [
                { value: 'add', label: 'Aufpreis' },
                { value: 'subtract', label: 'Abzug' },
                { value: 'overwrite', label: 'Ersetzt Preis' },
              ] },
              { name: 'value', type: 'number', label: 'Betrag', defaultValue: 0, admin: { step: 0.01 } },
            ] }],
          },
        ],
      },
    ],
  },
  {
    name: 'leadTime',
    type: 'group',
    label: 'Vorlaufzeit',
    fields: [{ type: 'row', fields: [
      { name: 'isEnabled', type: 'checkbox', label: 'Vorlaufzeit beachten', defaultValue: false },
      { name: 'value', type: 'number', label: 'Dauer', min: 0 },
      { name: 'type', type: 'select', label: 'Einheit', defaultValue: 'hours', options: [
        { value: 'minutes', label: 'Minuten' },
        { value: 'hours', label: 'Stunden' },
        { value: 'days', label: 'Tage' },
        { value: 'weeks', label: 'Wochen' },
      ] },
    ] }],
  },
]
