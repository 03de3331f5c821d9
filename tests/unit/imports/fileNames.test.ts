import { describe, expect, it } from '@jest/globals'

import { documentCandidates, imageTarget, placeImage } from '@/src/domain/imports'

describe('imageTarget: {uid}_{n}.jpg', () => {
  it.each([
    ['5S9-ZP-016-R_1.jpg', { uid: '5S9-ZP-016-R', position: 1 }],
    ['5S9-ZP-016-R_12.JPEG', { uid: '5S9-ZP-016-R', position: 12 }],
    ['A_B_2.png', { uid: 'A_B', position: 2 }],
    ['C:\\Bilder\\5S1-K_3.jpg', { uid: '5S1-K', position: 3 }],
    ['5S9-ZP-016-R.jpg', null],
    ['5S9-ZP-016-R_0.jpg', null],
    ['5S9-ZP-016-R_vorne.jpg', null],
    ['5S9-ZP-016-R_1.pdf', null],
    ['_1.jpg', null],
  ])('%s', (name, target) => expect(imageTarget(name)).toEqual(target))
})

describe('documentCandidates: {uid}_*.pdf', () => {
  it.each([
    ['5S9-ZP-016-R_Datenblatt.pdf', ['5S9-ZP-016-R']],
    ['A_B_Datenblatt_de.PDF', ['A_B_Datenblatt', 'A_B', 'A']],
    ['5S9-ZP-016-R.pdf', []],
    ['5S9-ZP-016-R_.pdf', []],
    ['_Datenblatt.pdf', []],
    ['5S9-ZP-016-R_Datenblatt.docx', []],
  ])('%s', (name, candidates) => expect(documentCandidates(name)).toEqual(candidates))
})

describe('placeImage', () => {
  it('replaces the image at its place, or appends when the list is shorter', () => {
    expect(placeImage([1, 2, 3], 2, 9)).toEqual([1, 9, 3])
    expect(placeImage([1], 4, 9)).toEqual([1, 9])
    expect(placeImage([], 1, 9)).toEqual([9])
  })
})
