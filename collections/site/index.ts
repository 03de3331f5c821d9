import { ContentBlocks } from './blocks'
import { Images } from './images'
import { ImageTemplates } from './image-templates/index'
import { Navigations } from './navigations'
import { Nodes } from './nodes'
import { QrCodes } from './qr-codes/index'
import { Redirects } from './redirects'
import { Sites } from './sites'
import { Uploads } from './uploads/index'

export const siteCollections = [Sites, Navigations, ContentBlocks, Nodes, Redirects, Images, ImageTemplates, Uploads, QrCodes]
