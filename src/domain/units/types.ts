/** Unit identifiers; the square and cubic units are written mm2 … m3 (shown as mm² … m³). */
export type UnitName =
  | 'amount' | 'serving' | 'pair' | 'person' | 'package'
  | 'g' | 'dag' | 'kg'
  | 'ml' | 'cl' | 'dl' | 'l'
  | 'mm' | 'cm' | 'dm' | 'm' | 'km'
  | 'mm2' | 'cm2' | 'dm2' | 'm2'
  | 'mm3' | 'cm3' | 'dm3' | 'm3'

export type CalculationModel = 'fixed' | 'approximate' | 'minimum'
