const icon = { width: 24, height: 24, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true, focusable: false } as const

export const PreviousIcon = () => <svg {...icon}><path d="m15 18-6-6 6-6" /></svg>
export const NextIcon = () => <svg {...icon}><path d="m9 18 6-6-6-6" /></svg>
export const PauseIcon = () => <svg {...icon}><path d="M8 5v14M16 5v14" /></svg>
export const PlayIcon = () => <svg {...icon}><path d="M7 5v14l12-7z" /></svg>
