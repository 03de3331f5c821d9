'use client'

import dynamic from 'next/dynamic'

/** The carousel's script, loaded only by pages that show a hero slider (rendered on the server all the same). */
export const HeroSliderClient = dynamic(() => import('./Component.client').then((module) => module.HeroSliderClient))
