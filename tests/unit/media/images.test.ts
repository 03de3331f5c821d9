import { describe, expect, it } from '@jest/globals'

import { IMAGE_SIZES, imagePath, imageRef, sizedImage, uploadPath, uploadRefsOf, uploadsOfPart } from '@/src/domain/media'

const photo = { id: 12, version: 3, extension: 'jpg', alt: 'Schnitzel', width: 1600, height: 1200 }

describe('the six image sizes of the spec', () => {
  it('are icon 64 … large 1920', () =>
    expect(IMAGE_SIZES.map(({ name, width }) => `${name} ${width}`)).toEqual([
      'icon 64', 'thumbnail 128', 'tiny 256', 'small 640', 'medium 1280', 'large 1920',
    ]))
})

describe('an image relation as a page shows it', () => {
  it('takes id, version, extension, alternative text and size of the document', () =>
    expect(imageRef(photo)).toEqual({ id: 12, version: 3, extension: 'jpg', alt: 'Schnitzel', width: 1600, height: 1200 }))

  it('counts a missing version as 1 and missing sizes and text as null', () =>
    expect(imageRef({ id: 5, extension: 'png' })).toEqual({ id: 5, version: 1, extension: 'png', alt: null, width: null, height: null }))

  it.each<[string, Parameters<typeof imageRef>[0]]>([
    ['a bare id (not populated)', 12],
    ['no relation', null],
    ['a document without extension', { id: 12, version: 1 }],
  ])('is null for %s', (_, value) => expect(imageRef(value)).toBeNull())

  it('uses the fallback text and extension where the document has none (the shell)', () =>
    expect(imageRef({ id: 9, alt: '' }, { alt: 'Alpenküche', extension: 'jpg' })).toMatchObject({ extension: 'jpg', alt: 'Alpenküche' }))
})

describe('static paths', () => {
  it.each<[string, string]>([
    [imagePath(photo, 'small'), '/image/small/12-3.jpg'],
    [imagePath(photo), '/image/12-3.jpg'],
    [imagePath({ id: 4 }, 'icon'), '/image/icon/4-1.jpg'],
    [uploadPath({ id: 8, publicHash: 'abc', version: 2, extension: 'pdf' }), '/upload/abc/8-2.pdf'],
    [uploadPath({ id: 8, publicHash: 'abc' }), '/upload/abc/8-1.bin'],
  ])('%s', (path, expected) => expect(path).toBe(expected))
})

describe('a sized image', () => {
  const ref = imageRef(photo)!

  it('is as wide as the size, at most as wide as the original, with its aspect ratio', () => {
    expect(sizedImage(ref, 'small')).toEqual({ src: '/image/small/12-3.jpg', width: 640, height: 480 })
    expect(sizedImage(ref, 'large')).toEqual({ src: '/image/large/12-3.jpg', width: 1600, height: 1200 })
  })

  it('assumes 4:3 without the size of the original', () =>
    expect(sizedImage({ ...ref, width: null, height: null }, 'thumbnail')).toEqual({ src: '/image/thumbnail/12-3.jpg', width: 128, height: 96 }))
})

describe('upload references of cart parts', () => {
  const upload = { id: 3, publicHash: 'h', version: 1, extension: 'png' }

  it('are the entries with an id of one image or file part', () => expect(uploadsOfPart([upload, 'text', null])).toEqual([upload]))

  it('are collected over all parts of a line; text parts hold none', () =>
    expect(uploadRefsOf(['Kommentar', ['Klein'], [upload], null])).toEqual([upload]))

  it.each<[string, unknown]>([
    ['no parts', null],
    ['something else than a list', { id: 1 }],
  ])('are none for %s', (_, parts) => expect(uploadRefsOf(parts)).toEqual([]))
})
