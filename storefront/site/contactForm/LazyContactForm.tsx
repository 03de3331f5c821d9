'use client'

import dynamic from 'next/dynamic'

/** The form's script, loaded only by pages that show a contact form (rendered on the server all the same). */
export const ContactForm = dynamic(() => import('./ContactForm').then((module) => module.ContactForm))
