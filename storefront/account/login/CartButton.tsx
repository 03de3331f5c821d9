'use client'

import Link from 'next/link'

import { usePartsCart } from '@/storefront/shop/cart/usePartsCart'

/** The welcome area's cart button, shown only while the parts cart has items (its saved copy included). */
export function CartButton({ href, label }: { href: string; label: string }) {
  const { cart, hydrated } = usePartsCart()
  if (!hydrated || cart.items.length === 0) return null
  return <li><Link href={href} className="btn">{label}</Link></li>
}
