/** The settings the status screen reads. */
export interface StatusSettings {
  disableTickets: boolean
  enablePluginPWA: boolean
  enablePluginOrderReviews: boolean
}
