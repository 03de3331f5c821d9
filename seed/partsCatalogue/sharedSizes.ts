import { pad2, pad3, watts } from './format'

/*
 * Size tables and material numbers that several product families share. A product names its
 * accessories by material number, so each number is built in one place only.
 */

// ---------------------------------------------------------------- motors and inverters

/** Motor frame size by power (kW, as string), 4 and 2 poles. */
export const MOTOR_FRAME_4P: Record<string, string> = {
  '0.18': '63', '0.25': '71', '0.37': '71', '0.55': '80', '0.75': '80', '1.1': '90S', '1.5': '90L', '2.2': '100L',
  '3': '100L', '4': '112M', '5.5': '132S', '7.5': '132M',
}
export const MOTOR_FRAME_2P: Record<string, string> = {
  '0.37': '63', '0.75': '71', '1.1': '80', '1.5': '80', '2.2': '90L', '3': '100L', '4': '112M', '5.5': '132S',
}
export const frameNumber = (frame: string): number => Number.parseInt(frame, 10)
/** Powers that sell best: ranked higher in the catalogue. */
export const POPULAR_POWERS = new Set([0.75, 1.1, 1.5, 2.2])
export const MOTOR_POWERS = [0.37, 0.75, 1.1, 1.5, 2.2, 3, 4, 5.5]
export const motorUid = (power: number, poles: 2 | 4 = 4): string => `5S6-DM-${watts(power)}-${poles}P`
export const FU_400 = [0.37, 0.75, 1.5, 2.2, 4, 5.5, 7.5, 11, 15]
export const FU_230 = [0.37, 0.75, 1.5, 2.2]
export const umrichterUid = (power: number, voltage: 230 | 400 = 400): string => `5S5-FU-${watts(power)}-${voltage}`
/** The smallest 400 V inverter for a motor of this power. */
export const umrichterFor = (power: number): string => umrichterUid(FU_400.find((size) => size >= power) ?? 15)
export const FAN_COVER_FRAMES = [71, 80, 90, 100, 112]
export const fanCoverUid = (frame: number): string => `ET-LH-${pad3(frame)}`

// ---------------------------------------------------------------- couplings

export const COUPLING_SIZES = [19, 24, 28, 38, 42, 48, 55, 65]
/** The jaw coupling size for a motor of this power. */
export const couplingForPower = (power: number): number =>
  power <= 0.55 ? 19 : power <= 1.5 ? 24 : power <= 3 ? 28 : power <= 5.5 ? 38 : power <= 7.5 ? 42 : power <= 11 ? 48 : 55
export const couplingUid = (size: number, shore = 92): string => `5S7-KK-${pad3(size)}-${shore}`
/** The spare spider (Zahnkranz) of a jaw coupling. */
export const spiderUid = (size: number): string => `ET-ZK-${pad3(size)}`

// ---------------------------------------------------------------- hydraulics

export const reliefValveUid = (size: number, pressure: number): string => `5SB-DBV${pad2(size)}-${pressure}`
export const throttleValveUid = (size: number): string => `5SB-DRV${pad2(size)}`
export const hoseAssemblyUid = (size: number, length: number): string => `5SD-SL-DN${size}-${length}`
export const CYLINDER_BORES = [32, 40, 50, 63, 80, 100]
/** Rod diameter of the cylinders by bore (mm). */
export const ROD_FOR_BORE: Record<number, number> = { 32: 22, 40: 28, 50: 36, 63: 45, 80: 56, 100: 70 }
export const sealKitUid = (bore: number): string => `ET-DS-${pad3(bore)}`

/** Filter sizes (l/min) and their material numbers. */
export const RETURN_FILTERS = [40, 63, 100, 160, 250]
export const SUCTION_FILTERS = [40, 100, 160]
export const PRESSURE_FILTERS = [40, 100, 160]
/** The smallest filter of the sizes for this flow, else the largest. */
export const filterFor = (sizes: number[], flow: number): number => sizes.find((size) => size >= flow) ?? sizes[sizes.length - 1]
export const returnFilterUid = (flow: number): string => `5SW-RF-${pad3(flow)}`
export const suctionFilterUid = (flow: number): string => `5SW-SF-${pad3(flow)}`
export const pressureFilterUid = (flow: number): string => `5SW-DF-${pad3(flow)}`
