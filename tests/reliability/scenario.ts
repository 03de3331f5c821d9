/** What one scenario of the reliability suite reports: its figures and the promises it found broken. */
export type ScenarioReport = {
  /** Lines of figures, e.g. 'Bestellungen quittiert: 10.000'. */
  figures: string[]
  /** One line per broken promise; empty when the scenario passed. */
  failures: string[]
}

export type Scenario = {
  name: string
  /** One sentence on what is proven. */
  title: string
  run: () => Promise<ScenarioReport>
}
