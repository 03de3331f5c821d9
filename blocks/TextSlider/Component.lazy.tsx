'use client'

import dynamic from 'next/dynamic'

/** The carousel's script, loaded only by pages that show a text slider (rendered on the server all the same). */
export const TextSliderClient = dynamic(() => import('./Component.client').then((module) => module.TextSliderClient))
