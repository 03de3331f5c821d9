'use client'

import dynamic from 'next/dynamic'
import { useCallback, useMemo, useState } from 'react'

import { removeItem, saveItem } from '@/src/domain/cart'
import type { BranchMenu, MenuBranch, MenuProduct, MenuSettings } from '@/src/domain/contracts/menu'
import { catalogueFromShape, orderableProducts } from '@/src/domain/menu/branchCatalogue'
import type { CatalogueShape } from '@/src/domain/menu/catalogueClock'
import type { OpenStateBannerView } from '@/src/domain/schedule/branchClock'
import type { Segments } from '@/src/domain/segments'
import type { CartItem } from '@/src/domain/cart/types'
import { useClockValue } from '@/storefront/ui/useMinuteClock'

import { useBranchCart } from '../cart/useBranchCart'
import { CartPanel } from '../cartPanel/CartPanel'
import { AddedNotice } from './AddedNotice'
import styles from './BranchScreen.module.css'
import { cartProduct } from './cartProduct'
import { CategoryBar } from './CategoryBar'
import { DeliveryModeChoice } from './DeliveryModeChoice'
import { IntroBanner } from './IntroBanner'
import { ProductGroups } from './ProductGroups'
import { BRANCH_TEXTS } from './texts'
import { trackAddToCart } from './trackAddToCart'
import { useCartMigration } from './useCartMigration'
import { useDeliveryMode } from './useDeliveryMode'
import { useMenuReload } from './useMenuReload'
import { useQrLanding } from './useQrLanding'

/** Loaded when a product is first opened: most visits never open the dialog before the page is ready. */
const ItemDialog = dynamic(() => import('../itemDialog/ItemDialog').then((module) => module.ItemDialog), { ssr: false })

export interface BranchScreenProps {
  branch: MenuBranch
  /** The menus that are or become active; which one applies is decided by the browser's clock. */
  menus: BranchMenu[]
  /** The open state and the catalogue over the coming days, worked out by the server (branchClock, catalogueClock). */
  clock: { openState: Segments<OpenStateBannerView>; catalogue: Segments<CatalogueShape> }
  settings: MenuSettings
  /** ISO instant of the server render: the HTML shows menu and open state as of then, the browser follows its own clock. */
  renderedAt: string
}

interface OpenDialog {
  key: number
  product: MenuProduct
  item: CartItem | null
  /** The cart slot being edited, or null for a new item. */
  index: number | null
  open: boolean
}

/**
 * The branch page in the browser: intro banner, delivery type, category bar, product groups, cart
 * panel and item dialog, all working on the branch's cart in localStorage.
 */
export function BranchScreen({ branch, menus, clock, settings, renderedAt }: BranchScreenProps) {
  const shape = useClockValue(clock.catalogue, renderedAt)
  const catalogue = useMemo(() => catalogueFromShape(menus, shape), [menus, shape])
  const { cart, hydrated, updateCart } = useBranchCart(branch.identifier)
  const { mode, modes, chooseMode } = useDeliveryMode(branch, settings.defaultDeliveryMethod, cart, hydrated, updateCart)
  useQrLanding(hydrated, modes, updateCart)
  const active = useMemo(() => orderableProducts(catalogue), [catalogue])
  useCartMigration(cart, hydrated, active, branch.deliveryAreas, updateCart)
  useMenuReload(renderedAt)

  const [dialog, setDialog] = useState<OpenDialog | null>(null)
  const [notice, setNotice] = useState<{ message: string | null; serial: number }>({ message: null, serial: 0 })
  const clearNotice = useCallback(() => setNotice((current) => ({ ...current, message: null })), [])

  const openProduct = (product: MenuProduct, item: CartItem | null = null, index: number | null = null) =>
    setDialog((current) => ({ key: (current?.key ?? 0) + 1, product, item, index, open: true }))

  const editItem = (index: number) => {
    const item = cart.items[index]
    if (!item) return
    const product = active.find((candidate) => String(candidate.id) === String(item.product.id))
    if (product) openProduct(product, item, index)
  }

  const save = (item: CartItem) => {
    if (!dialog) return
    const stored: CartItem = { ...item, product: cartProduct(dialog.product) }
    updateCart((current) => ({ ...current, ...saveItem(current, stored, dialog.index) }))
    setDialog({ ...dialog, open: false })
    setNotice((current) => ({ message: BRANCH_TEXTS.productAdded, serial: current.serial + 1 }))
    trackAddToCart(branch.identifier, stored, settings.currency)
  }

  return (
    <div className={styles.screen}>
      <IntroBanner branch={branch} openState={clock.openState} renderedAt={renderedAt} />
      <DeliveryModeChoice modes={modes} mode={mode} hydrated={hydrated} onChoose={chooseMode} table={cart.table ?? null} />
      <div className={styles.layout}>
        <div className={styles.menu}>
          {settings.enablePluginCategoryBar ? <CategoryBar catalogue={catalogue} /> : null}
          <ProductGroups catalogue={catalogue} currency={settings.currency} onSelect={(product) => openProduct(product)} />
        </div>
        <div className={styles.side}>
          <CartPanel
            branch={branch}
            items={hydrated ? cart.items : []}
            mode={mode}
            deliveryArea={cart.order.deliveryArea}
            currency={settings.currency}
            hydrated={hydrated}
            onEdit={editItem}
            onRemove={(index) => updateCart((current) => ({ ...current, ...removeItem(current, index) }))}
            onChooseArea={(area) => updateCart((current) => ({ ...current, order: { ...current.order, deliveryArea: area } }))}
          />
        </div>
      </div>
      <AddedNotice message={notice.message} serial={notice.serial} onDone={clearNotice} />
      {dialog ? (
        <ItemDialog
          key={dialog.key}
          open={dialog.open}
          product={dialog.product}
          item={dialog.item}
          mode={mode}
          currency={settings.currency}
          onSave={save}
          onClose={() => setDialog({ ...dialog, open: false })}
        />
      ) : null}
    </div>
  )
}
