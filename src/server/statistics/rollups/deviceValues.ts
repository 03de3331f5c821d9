/**
 * The values a device report (analytics entry device/init, alias `l`) is counted by, per set
 * kind: one or two raw columns. The raw device sets group by them, and the roll-up keeps them as
 * `value1`, `value2` of its kind.
 */
export const DEVICE_VALUES = {
  resolution: [`l.data->>'screenWidth'`, `l.data->>'screenHeight'`],
  pixelRatio: [`l.data->>'windowDevicePixelRatio'`],
  colorScheme: [`l.data->>'darkMode'`],
  referrer: [`l.data->>'documentReferrer'`],
  userAgent: ['l.user_agent::text'],
} as const satisfies Record<string, readonly [string] | readonly [string, string]>

export type DeviceValue = keyof typeof DEVICE_VALUES
