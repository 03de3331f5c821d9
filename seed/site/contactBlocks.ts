import type { Payload } from 'payload'

import { upsertAll } from '../upsertAll'
import type { SiteImageIds } from './images'

/** Reusable contact blocks (collection `blocks`, type `contact`); the form on the contact page shows the first. */
const CONTACTS = [
  {
    identifier: 'kontakt-katharina-berger',
    person: { name: 'Katharina Berger', role: 'Vertrieb Catering & Events', phone: '+43 1 597 12 34-20', email: 'catering@alpenkueche.at' },
    image: 'berger',
  },
  {
    identifier: 'kontakt-markus-leitner',
    person: {
      name: 'Markus Leitner',
      role: 'Technischer Vertrieb, Alpen Antriebstechnik GmbH',
      phone: '+43 732 78 45 60-15',
      email: 'vertrieb@alpen-antriebstechnik.at',
    },
    image: 'leitner',
  },
] as const

/** Creates or updates the contact blocks (key: identifier); answers their ids in the order of CONTACTS. */
export async function seedContactBlocks(payload: Payload, images: SiteImageIds): Promise<number[]> {
  const records = CONTACTS.map(({ identifier, person, image }) => ({
    name: `Kontakt ${person.name}`,
    identifier,
    type: 'contact' as const,
    content: { ...person, image: images[image] },
  }))
  const ids = await upsertAll(payload, 'blocks', 'identifier', records)
  return CONTACTS.map((contact) => ids.get(contact.identifier)!)
}
