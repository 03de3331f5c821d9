import { SignageNotFound } from '@/backoffice/signage/SignageNotFound'

export default SignageNotFound
