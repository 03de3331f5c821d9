import type { Product } from '@/src/domain/products/types'
import type { Product as ProductDoc } from '@/src/payload-types'

/** A product document as read, whatever its `select` (id and name are always read). */
type StoredProduct = Pick<ProductDoc, 'id' | 'name'> & Partial<ProductDoc>

/**
 * A stored product in the shape of the domain's rules (pricing, quantities, configuration, lead
 * time, menu times): the one place where product documents become domain products, for the food
 * checkout and the parts shop alike. Fields the read left out stay out.
 */
export function domainProduct(doc: StoredProduct): Product & { id: number } {
  return {
    id: doc.id,
    uid: doc.uid,
    name: doc.name,
    description: doc.description,
    type: doc.type,
    price: doc.price,
    tax: doc.tax,
    dineInTax: doc.dineInTax,
    takeawayTax: doc.takeawayTax,
    unit: doc.unit,
    alternativeUnits: doc.alternativeUnits,
    minimumQuantity: doc.minimumQuantity,
    maximumQuantity: doc.maximumQuantity,
    quantityStepSize: doc.quantityStepSize,
    defaultQuantity: doc.defaultQuantity,
    defaultUnit: doc.defaultUnit,
    calculationModel: doc.calculationModel,
    isPriceHidden: doc.isPriceHidden,
    isEnabled: doc.isEnabled,
    isVisibleWhenUnavailable: doc.isVisibleWhenUnavailable,
    isPublic: doc.isPublic,
    schedule: doc.schedule,
    isStepByStep: doc.isStepByStep,
    config: doc.config,
    leadTime: doc.leadTime,
    materialGroup: doc.materialGroup,
    mkz: doc.mkz,
    discounts: doc.discounts,
    salesPrice: doc.salesPrice,
  }
}
