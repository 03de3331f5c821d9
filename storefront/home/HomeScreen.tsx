import { branchClock } from '@/src/domain/schedule/branchClock'

import { BranchToolbar } from '../branches/BranchToolbar'
import { BranchCard } from './BranchCard'
import { BranchFinder } from './BranchFinder'
import { BranchSection } from './BranchSection'
import type { HomePageData } from './data'
import styles from './HomeScreen.module.css'
import { HomeIntro } from './HomeIntro'
import { HomeTeasers } from './HomeTeasers'
import { homeLayout } from './homeVariant'

interface Props extends HomePageData {
  /** ISO instant of this render: open states start from it and follow the browser's clock afterwards. */
  renderedAt: string
}

/**
 * The home page inside the shell's <main>: branch toolbar (plugin), title and description, then the
 * plugin or the default variant.
 */
export function HomeScreen({ settings, branches, tags, renderedAt }: Props) {
  const layout = homeLayout(settings, branches)
  // open states and hours tables for the coming days: the browser reads them with its own clock
  const clocked = branches.map((branch) => ({ branch, clock: branchClock(branch, new Date(renderedAt)) }))
  const toolbarBranches = clocked.map(({ branch, clock }) => ({ name: branch.name, openState: clock.openState }))
  return (
    <>
      {settings.enablePluginToolbar ? (
        <BranchToolbar branches={toolbarBranches} selected={toolbarBranches.length === 1 ? toolbarBranches[0] : null} renderedAt={renderedAt} />
      ) : null}
      <div className={`container ${styles.home}`} data-variant={layout.variant}>
        <HomeIntro title={settings.title} descriptionHtml={settings.descriptionHtml} />
        {layout.variant === 'plugin' ? (
          <>
            {layout.teasers.length > 0 ? <HomeTeasers teasers={layout.teasers} /> : null}
            {clocked.map(({ branch, clock }) => (
              <BranchSection key={branch.id} branch={branch} clock={clock} renderedAt={renderedAt} showOrderLink={layout.teasers.length === 0} />
            ))}
          </>
        ) : (
          <BranchFinder
            tags={settings.enablePluginTags ? tags : null}
            items={clocked.map(({ branch, clock }) => ({
              id: branch.id,
              name: branch.name,
              street: branch.street,
              zipCode: branch.zipCode,
              city: branch.city,
              keywords: branch.keywords,
              tags: branch.tags,
              card: <BranchCard branch={branch} clock={clock} renderedAt={renderedAt} />,
            }))}
          />
        )}
      </div>
    </>
  )
}
