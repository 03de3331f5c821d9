'use client'

import { useDisplaySetting, type DisplaySetting } from '@/backoffice/desk/board/displaySettings'

import { ORDER_DISPLAY_TEXTS as T } from './texts'

const LABELS: Record<DisplaySetting, string> = { productData: T.showProductData, customerData: T.showCustomerData }

function DisplaySwitch({ setting }: { setting: DisplaySetting }) {
  const [shown, setShown] = useDisplaySetting(setting)
  return (
    <label style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 3)', minHeight: 32, cursor: 'pointer' }}>
      <input type="checkbox" role="switch" checked={shown} onChange={(event) => setShown(event.target.checked)} />
      <span>{LABELS[setting]}</span>
    </label>
  )
}

/** The switches 'Produktdaten anzeigen' and 'Kundendaten anzeigen' of this browser, as on the board. */
export function DisplaySwitches({ settings = ['productData', 'customerData'] }: { settings?: DisplaySetting[] }) {
  return (
    <div role="group" aria-label={T.group} style={{ display: 'flex', flexWrap: 'wrap', gap: '0 var(--base)' }}>
      {settings.map((setting) => <DisplaySwitch key={setting} setting={setting} />)}
    </div>
  )
}
