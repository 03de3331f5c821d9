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
  return (
    <>
      {settings.enablePluginToolbar ? (
        <BranchToolbar branches={branches} selected={branches.length === 1 ? branches[0] : null} renderedAt={renderedAt} />
      ) : null}
      <div className={`container ${styles.home}`} data-variant={layout.variant}>
        <HomeIntro title={settings.title} descriptionHtml={settings.descriptionHtml} />
        {layout.variant === 'plugin' ? (
          <>
            {layout.teasers.length > 0 ? <HomeTeasers teasers={layout.teasers} /> : null}
            {branches.map((branch) => (
              <BranchSection key={branch.id} branch={branch} renderedAt={renderedAt} showOrderLink={layout.teasers.length === 0} />
            ))}
          </>
        ) : (
          <BranchFinder
            tags={settings.enablePluginTags ? tags : null}
            items={branches.map((branch) => ({
              id: branch.id,
              name: branch.name,
              street: branch.street,
              zipCode: branch.zipCode,
              city: branch.city,
              keywords: branch.keywords,
              tags: branch.tags,
              card: <BranchCard branch={branch} renderedAt={renderedAt} />,
            }))}
          />
        )}
      </div>
    </>
  )
}
