import { RenderBlocks } from '@/blocks/RenderBlocks'
import { Breadcrumbs } from '@/storefront/shell/Breadcrumbs'

import type { SiteContext, SitePageData } from '../types'
import { DefaultPage } from './DefaultPage'
import { ServicePage } from './ServicePage'
import { TechnologyPage } from './TechnologyPage'
import { UnknownPageTypeError } from './UnknownPageTypeError'

/**
 * A page of the marketing site by its type (parts-shop-and-site.md section 2): a rich-text page,
 * a page of blocks, a technology or a service page. Any other type is a server error: the route's
 * error page answers '500 Internal Server Error'.
 */
export function SitePageScreen({ data, context }: { data: SitePageData; context: SiteContext }) {
  const { page, trail } = data
  const breadcrumbs = <Breadcrumbs items={[...trail, { label: page.name }]} />
  switch (page.type) {
    case 'default':
      return <DefaultPage page={page} breadcrumbs={breadcrumbs} />
    case 'custom_site':
      return (
        <>
          <div className="container">{breadcrumbs}</div>
          <RenderBlocks blocks={page.content?.body} context={context} />
        </>
      )
    case 'custom_technology':
      return <TechnologyPage page={page} breadcrumbs={breadcrumbs} context={context} />
    case 'custom_service':
      return <ServicePage data={data} breadcrumbs={breadcrumbs} context={context} />
    default:
      throw new UnknownPageTypeError(page.path, String(page.type))
  }
}
