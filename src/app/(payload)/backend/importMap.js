import { default as default_e40c97d805996e4d7f9b14c6dc2d6f24 } from '../../../../collections/admin/BrandIcon'
import { default as default_8b6a70ecf01e5cfc58701413d0ee4edf } from '../../../../collections/admin/BrandLogo'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/collections/admin/BrandIcon#default": default_e40c97d805996e4d7f9b14c6dc2d6f24,
  "/collections/admin/BrandLogo#default": default_8b6a70ecf01e5cfc58701413d0ee4edf,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
