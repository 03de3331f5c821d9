'use client'

import { useMemo } from 'react'

import { menuPriceText } from '@/src/domain/pricing'
import type { PlaylistScene } from '@/src/domain/signage'
import { catalogueFromShape } from '@/src/domain/menu/branchCatalogue'
import { OpenStateBadge } from '@/storefront/ui/OpenStateBadge'
import { useClockValue } from '@/storefront/ui/useMinuteClock'

import { SIGNAGE_TEXTS as T } from '../texts'
import type { MenuBoardData } from '../types'
import styles from './scenes.module.css'

/**
 * The live menu board: the categories and products of the branch's active menu with their prices,
 * products that cannot be ordered now greyed out, and the branch's open state; the active menu,
 * schedules and open state follow the TV's clock, changes by staff arrive as new data.
 */
export function MenuBoardScene({ scene, board, renderedAt }: { scene: PlaylistScene; board: MenuBoardData | null; renderedAt: string }) {
  if (!board) return <div className={styles.centered}><p className={styles.text}>{T.menuUnavailable}</p></div>
  return <MenuBoard scene={scene} board={board} renderedAt={renderedAt} />
}

function MenuBoard({ scene, board, renderedAt }: { scene: PlaylistScene; board: MenuBoardData; renderedAt: string }) {
  const shape = useClockValue(board.clock.catalogue, renderedAt)
  const catalogue = useMemo(() => catalogueFromShape(board.menus, shape), [board.menus, shape])
  return (
    <div className={styles.board} data-testid="menu-board">
      <header className={styles.boardHeader}>
        <h1 className={styles.title}>{scene.title || board.branchName}</h1>
        <OpenStateBadge openState={board.clock.openState} renderedAt={renderedAt} />
      </header>
      {catalogue.length === 0 ? <p className={styles.text}>{T.menuUnavailable}</p> : null}
      <div className={styles.boardColumns}>
        {catalogue.map(({ category, products, orderable: categoryOrderable }) => (
          <section key={category.id} className={styles.boardCategory}>
            <h2>{category.name}</h2>
            <ul>
              {products.map(({ product, orderable }) => {
                const available = categoryOrderable && orderable
                const price = menuPriceText(product, board.currency)
                return (
                  <li key={product.id} className={styles.boardItem} data-available={available} data-testid="menu-board-item">
                    <span>{product.name}</span>
                    {available ? <span className={styles.price}>{price}</span> : <span className={styles.unavailable}>{T.unavailable}</span>}
                  </li>
                )
              })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
