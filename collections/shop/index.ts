import { Customers } from './customers'
import { ExternalUsers } from './externalUsers'

export const shopCollections = [Customers, ExternalUsers]
