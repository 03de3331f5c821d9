'use client'

import Link from 'next/link'
import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { branchIdentifierOfPath, cartTarget, isPartsShopPath, PARTS_CART_PATH, type ShellBranch } from '@/src/domain/shell'

import headerStyles from './Header.module.css'
import { CartIcon } from './icons'
import { readLastBranch, rememberLastBranch } from './lastBranch'
import { SHELL_TEXTS as T } from './texts'

/** The cart action: in the parts shop its cart; elsewhere the branch page of the last used branch, else the only branch, else the start page. */
export function CartLink({ branches }: { branches: ShellBranch[] }) {
  const pathname = usePathname() ?? '/'
  const [lastBranch, setLastBranch] = useState<string | null>(null)

  useEffect(() => {
    const current = branchIdentifierOfPath(pathname)
    if (current && branches.some((branch) => branch.identifier === current)) rememberLastBranch(current)
    setLastBranch(readLastBranch())
  }, [pathname, branches])

  return (
    <Link href={isPartsShopPath(pathname) ? PARTS_CART_PATH : cartTarget(lastBranch, branches)} className={headerStyles.action}>
      <CartIcon />
      <span className={headerStyles.actionLabel}>{T.header.cart}</span>
    </Link>
  )
}
