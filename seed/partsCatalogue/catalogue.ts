import { bearings } from './driveTechnology/bearings'
import { couplings } from './driveTechnology/couplings'
import { bevelGearboxes, spurGearboxes } from './driveTechnology/gearboxes'
import { bevelGearMotors, spurGearMotors } from './driveTechnology/gearMotors'
import { inverters, threePhaseMotors } from './driveTechnology/motorsAndInverters'
import { cylinders } from './hydraulics/cylinders'
import { filters } from './hydraulics/filters'
import { fittings, hoses } from './hydraulics/hosesAndFittings'
import { gearPumps } from './hydraulics/pumps'
import { directionalValves, pressureAndFlowValves } from './hydraulics/valves'
import type { PartSpec } from './partSpec'
import { seals } from './sealsAndSpareParts/seals'
import { fanCovers, gearboxSpareSets, sealKits, spiderSpareParts } from './sealsAndSpareParts/spareParts'

/** Every product of the catalogue, in a stable order. */
export function partsCatalogueSpecs(): PartSpec[] {
  return [
    ...spurGearMotors(), ...bevelGearMotors(), ...spurGearboxes(), ...bevelGearboxes(), ...inverters(), ...threePhaseMotors(),
    ...couplings(), ...spiderSpareParts(), ...bearings(), ...fanCovers(), ...gearboxSpareSets(),
    ...gearPumps(), ...directionalValves(), ...pressureAndFlowValves(), ...cylinders(), ...sealKits(),
    ...hoses(), ...fittings(), ...filters(), ...seals(),
  ]
}
