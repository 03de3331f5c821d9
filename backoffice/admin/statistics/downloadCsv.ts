/** Hands a CSV text to the browser as a download with the given file name. */
export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the address is given up.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
