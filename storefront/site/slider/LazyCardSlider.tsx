'use client'

import dynamic from 'next/dynamic'

/** The carousel's script, loaded only by pages that show a card slider (rendered on the server all the same). */
export const CardSlider = dynamic(() => import('./CardSlider').then((module) => module.CardSlider))
