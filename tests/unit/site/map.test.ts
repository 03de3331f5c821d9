import { describe, expect, it } from '@jest/globals'

import { fileSizeLabel, fileTypeLabel } from '@/src/domain/site/fileSize'
import {
  directionsUrl,
  MAP_BUILDINGS,
  MAP_DEFAULTS,
  MAP_MARKER_COLOR,
  mapStyleUrl,
  mapTarget,
  mapZoom,
  OSM_RASTER_STYLE,
} from '@/src/domain/site/map'

describe('map defaults (parts-shop-and-site.md section 9)', () => {
  it('looks at zoom 19, pitch 55, bearing -85 near longitude 9.65 and latitude 47.44', () =>
    expect(MAP_DEFAULTS).toEqual({ zoom: 19, pitch: 55, bearing: -85, center: { longitude: 9.65, latitude: 47.44 } }))

  it('shows 3D buildings from zoom 15 at opacity 0.6 and a red marker', () => {
    expect(MAP_BUILDINGS).toMatchObject({ minZoom: 15, opacity: 0.6 })
    expect(MAP_MARKER_COLOR).toBe('#dc0814')
  })

  it('falls back to OpenStreetMap raster tiles', () => {
    expect(OSM_RASTER_STYLE.version).toBe(8)
    expect(OSM_RASTER_STYLE.sources.osm.tiles).toEqual(['https://tile.openstreetmap.org/{z}/{x}/{y}.png'])
    expect(OSM_RASTER_STYLE.sources.osm.attribution).toContain('OpenStreetMap')
  })
})

describe('mapTarget: the branch, else the block position, else the default centre', () => {
  const branch = { latitude: 48.197, longitude: 16.3462 }
  const block = { latitude: 47.418, longitude: 9.664 }
  it.each<[string, Parameters<typeof mapTarget>[0], Parameters<typeof mapTarget>[1], { latitude: number; longitude: number }]>([
    ['branch first', branch, block, branch],
    ['block position without a branch', null, block, block],
    ['block position when the branch has no coordinates', { latitude: null, longitude: null }, block, block],
    ['0/0 is no position', { latitude: 0, longitude: 0 }, block, block],
    ['out of range is no position', { latitude: 91, longitude: 16 }, undefined, { latitude: 47.44, longitude: 9.65 }],
    ['default centre', undefined, { latitude: null, longitude: 9 }, { latitude: 47.44, longitude: 9.65 }],
  ])('%s', (_, fromBranch, fromBlock, expected) => expect(mapTarget(fromBranch, fromBlock)).toEqual(expected))
})

describe('mapZoom: a street-level zoom of the editor, else 19', () => {
  it.each<[number | null | undefined, number]>([
    [17, 17],
    [15, 15],
    [22, 22],
    [0.5, 19],
    [12, 19],
    [23, 19],
    [null, 19],
    [undefined, 19],
  ])('%s → %d', (zoom, expected) => expect(mapZoom(zoom)).toBe(expected))
})

describe('mapStyleUrl: the style address with the token as the provider expects', () => {
  it.each<[string, string | null, string | null, string | null]>([
    ['no style', null, 'abc', null],
    ['blank style', '  ', 'abc', null],
    ['key appended', 'https://api.maptiler.com/maps/streets-v2/style.json', 'abc', 'https://api.maptiler.com/maps/streets-v2/style.json?key=abc'],
    ['key appended to a query', 'https://tiles.example.at/style.json?lang=de', 'a b', 'https://tiles.example.at/style.json?lang=de&key=a%20b'],
    ['placeholder replaced', 'https://tiles.example.at/style.json?api_key={key}', 'abc', 'https://tiles.example.at/style.json?api_key=abc'],
    ['existing key kept', 'https://api.maptiler.com/maps/basic/style.json?key=zzz', 'abc', 'https://api.maptiler.com/maps/basic/style.json?key=zzz'],
    ['no token: address as it is', 'https://tiles.example.at/style.json', null, 'https://tiles.example.at/style.json'],
    ['a path of this site', '/map/style.json', 'abc', '/map/style.json?key=abc'],
    ['mapbox:// needs Mapbox GL: fallback', 'mapbox://styles/mapbox/streets-v12', 'pk.abc', null],
    ['protocol-relative is refused', '//evil.example/style.json', 'abc', null],
    ['javascript: is refused', 'javascript:alert(1)', null, null],
  ])('%s', (_, style, token, expected) => expect(mapStyleUrl(style, token)).toBe(expected))
})

describe('directionsUrl', () => {
  it('asks an external maps service for directions to the position', () =>
    expect(directionsUrl({ latitude: 48.197, longitude: 16.3462 })).toBe('https://www.google.com/maps/dir/?api=1&destination=48.197,16.3462'))
})

describe('file type and size of a catalogue tile', () => {
  it.each<[number | null | undefined, string | null]>([
    [null, null],
    [-1, null],
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [2048, '2,0 KB'],
    [12_800, '13 KB'],
    [2_516_582, '2,4 MB'],
    [1_610_612_736, '1,5 GB'],
  ])('%s bytes → %s', (bytes, expected) => expect(fileSizeLabel(bytes)).toBe(expected))

  it.each<[string | null | undefined, string | null]>([
    ['pdf', 'PDF'],
    ['.zip', 'ZIP'],
    ['', null],
    [null, null],
  ])('%s → %s', (extension, expected) => expect(fileTypeLabel(extension)).toBe(expected))
})
