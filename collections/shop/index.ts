import { Customers } from './customers/index'
import { ExternalUsers } from './external-users/index'

export const shopCollections = [Customers, ExternalUsers]
