/**
 * Node 20 with tsx's loader: an import can stay pending forever (prepareStep.ts). A child process
 * hit by it ends with code 0 without its success message, or with 13, Node's code for a top-level
 * await that never settled. Either way the child did nothing, and starting it again is safe.
 */
const UNSETTLED_TOP_LEVEL_AWAIT = 13

/** Whether a child that exited with `code` (and reported success or not) met the loader fault. */
export const metLoaderFault = (code: number, reported: boolean): boolean => (code === 0 && !reported) || code === UNSETTLED_TOP_LEVEL_AWAIT
