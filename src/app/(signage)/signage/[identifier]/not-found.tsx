import { SignageNotFound } from '@/storefront/signage/SignageNotFound'

export default SignageNotFound
