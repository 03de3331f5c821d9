import { ContentBlocks } from './contentBlocksCollection'
import { Images } from './images'
import { ImageTemplates } from './imageTemplates'
import { Navigations } from './navigations'
import { Nodes } from './nodes'
import { QrCodes } from './qrCodes'
import { Redirects } from './redirects'
import { Sites } from './sites'
import { Uploads } from './uploads'

export const siteCollections = [Sites, Navigations, ContentBlocks, Nodes, Redirects, Images, ImageTemplates, Uploads, QrCodes]
