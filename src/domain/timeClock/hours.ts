/** Hours and minutes as German texts show them ('10:30 h'). */
export const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} h`

/** A balance with its sign ('+0:30 h', '−1:15 h', '±0:00 h'). */
export const balanceText = (minutes: number) => `${minutes > 0 ? '+' : minutes < 0 ? '−' : '±'}${hoursText(Math.abs(minutes))}`
