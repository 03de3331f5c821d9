'use client'

import { useCallback, useState } from 'react'

import type { TvCommand } from '@/src/domain/contracts/signage'
import { sceneAt } from '@/src/domain/signage'

import { carryOut } from './carryOut'
import { fetchPlayerData, reportCommand } from './playerLink'
import { Stage } from './Stage'
import { SIGNAGE_TEXTS as T } from './texts'
import type { PlayerData } from './types'
import { useOfflineCache } from './useOfflineCache'
import { usePlayback } from './usePlayback'
import { usePlayerLink } from './usePlayerLink'

/**
 * The player on a TV: plays its stream in a loop, follows changes of the programme and of the menu
 * board as they happen, carries out the back office's commands and reports its heartbeat. Without
 * network it plays on with what it has; a service worker keeps page, data and pictures for a reload.
 */
export function Player({ initial, signageKey }: { initial: PlayerData; signageKey: string }) {
  const [data, setData] = useState(initial)
  const [screenOn, setScreenOn] = useState(true)
  const { playback, jumpTo } = usePlayback(data.playlist)
  useOfflineCache()

  const refresh = useCallback(async () => {
    const next = await fetchPlayerData(initial.tv.identifier, signageKey)
    if (next) setData(next)
  }, [initial.tv.identifier, signageKey])

  const onCommand = (command: TvCommand) => {
    void (async () => {
      await reportCommand(signageKey, command.id, 'running')
      const { outcome, after } = carryOut(command, { playlist: data.playlist, jumpTo, setScreenOn, reload: () => window.location.reload() })
      await reportCommand(signageKey, command.id, outcome.status, outcome.status === 'failed' ? outcome.message : undefined)
      after?.()
    })()
  }

  const scenePath = sceneAt(data.playlist, playback.cursor)?.path ?? null
  const connected = usePlayerLink(signageKey, scenePath, { onCommand, onContentChange: () => void refresh() })
  return <Stage data={data} playback={playback} screenOn={screenOn} notice={connected ? null : T.offline} />
}
