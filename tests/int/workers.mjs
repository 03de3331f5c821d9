/* global process */
/**
 * How many integration test files run at once (INT_WORKERS, default 2: the CI machine's cores).
 * Each worker has a database and a media folder of its own, so files never see each other's data.
 */
export const intWorkers = () => Math.max(1, Number(process.env.INT_WORKERS ?? 2) || 1)
