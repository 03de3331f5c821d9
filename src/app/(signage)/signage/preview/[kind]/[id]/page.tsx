import { notFound } from 'next/navigation'

import { loadPreview } from '@/backoffice/signage/data/loadPreview'
import { PreviewPlayer } from '@/backoffice/signage/PreviewPlayer'

export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ kind: string; id: string }> }

/** /signage/preview/{scene|stream}/{id}: a scene or stream played as a TV would, for signed-in admins (the back office's preview). */
export default async function Page({ params }: Props) {
  const { kind, id } = await params
  const data = await loadPreview(kind, id)
  if (!data) notFound()
  return <PreviewPlayer data={data} />
}
