export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __dropTestDatabase?: () => Promise<void> }).__dropTestDatabase?.()
}
