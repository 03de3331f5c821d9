import type { Attribute } from './partSpec'

/** A number the German way: `decimals` places, decimal comma. */
export const de = (value: number, decimals = 0): string => value.toFixed(decimals).replace('.', ',')
/** A power in kW with as many decimals as small motors need ('0,37 kW', '1,5 kW', '11 kW'). */
export const kw = (power: number): string => `${de(power, power < 1 ? 2 : power < 10 ? 1 : 0)} kW`
/** A power in watts, four digits, for material numbers ('0370'). */
export const watts = (power: number): string => String(Math.round(power * 1000)).padStart(4, '0')
/** Two digits, for material numbers ('06'). */
export const pad2 = (value: number): string => String(value).padStart(2, '0')
/** Three digits, for material numbers ('040'). */
export const pad3 = (value: number): string => String(value).padStart(3, '0')
export const kg = (value: number): string => `${de(value, value < 10 ? 1 : 0)} kg`
/** A text attribute of a product. */
export const text = (label: string, value: string): Attribute => ({ type: 'textAttribute', label, value })
/** A list attribute of a product. */
export const list = (label: string, values: string[]): Attribute => ({ type: 'listAttribute', label, values: values.map((value) => ({ value })) })
/** A category path ('Hydraulik → Filter → Saugfilter'). */
export const path = (...levels: string[]): string => levels.join(' → ')
