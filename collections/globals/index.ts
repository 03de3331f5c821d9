import { Settings } from './settings'
import { Theme } from './theme'

export const globals = [Settings, Theme]
