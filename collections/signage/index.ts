import type { CollectionConfig } from 'payload'

import { DigitalSignageDevices } from './digital-signage-devices/index'
import { DigitalSignageSegments } from './digital-signage-segments'
import { DigitalSignageStreams } from './digital-signage-streams'
import { Scenes } from './scenes'

/** Digital signage: scenes, film sequences, streams and the TVs that play them. */
export const signageCollections: CollectionConfig[] = [
  Scenes,
  DigitalSignageSegments,
  DigitalSignageStreams,
  DigitalSignageDevices,
]
