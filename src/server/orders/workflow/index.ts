export { changeOrderStatus } from './changeOrderStatus'










