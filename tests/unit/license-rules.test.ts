import { describe, expect, it } from 'vitest'
import { choiceRefusal, isLicensableLine, machineCodeOf, type LicensableLine } from '../../domain/license-rules'

const line: LicensableLine = {
  id: 'ol-1',
  productid: 'prod-map-standard',
  productname: 'SummitMap 标准版',
  producttype: 'SummitMap',
  featureid: '1001',
  duration: 2,
  durationunion: 'week',
  ordercode: 'SO-1',
  purchasemethod: 'online',
  paymentstate: 1,
  licensestate: 2,
  dogState: 0,
}

describe('which order lines are listed for licence creation (portal.md §5)', () => {
  it('lists an online, paid line with licences left that is not a dongle product', () => {
    expect(isLicensableLine(line)).toBe(true)
    expect(isLicensableLine({ ...line, dogState: null })).toBe(true)
    expect(isLicensableLine({ ...line, licensestate: 1 })).toBe(true)
  })

  it('leaves out offline, unpaid or failed, used-up and dongle lines', () => {
    expect(isLicensableLine({ ...line, purchasemethod: 'offline' })).toBe(false)
    expect(isLicensableLine({ ...line, purchasemethod: null })).toBe(false)
    expect(isLicensableLine({ ...line, paymentstate: 0 })).toBe(false)
    expect(isLicensableLine({ ...line, paymentstate: 2 })).toBe(false)
    expect(isLicensableLine({ ...line, licensestate: 0 })).toBe(false)
    expect(isLicensableLine({ ...line, licensestate: null })).toBe(false)
    expect(isLicensableLine({ ...line, licensestate: -1 })).toBe(false)
    expect(isLicensableLine({ ...line, dogState: 1 })).toBe(false)
  })
})

describe('why a product cannot be chosen for a machine (portal.md §5)', () => {
  const other: LicensableLine = { ...line, id: 'ol-2', ordercode: 'SO-2' }
  const solid: LicensableLine = { ...line, id: 'ol-3', productid: 'prod-solid-pro', licensestate: 1 }

  it('asks for a machine code first (trimmed)', () => {
    expect(machineCodeOf('  MC-A \t')).toBe('MC-A')
    expect(choiceRefusal(line, '', [], [])).toBe('machineCode')
    expect(choiceRefusal(line, '   ', [], [])).toBe('machineCode')
    expect(choiceRefusal(line, ' MC-A ', [], [])).toBeNull()
  })

  it('refuses a product already chosen for the machine from another row, or holding a valid licence there', () => {
    const chosen = [{ lineId: 'ol-1', productid: line.productid, machinecode: 'MC-A' }]
    expect(choiceRefusal(other, 'MC-A', chosen, [])).toBe('duplicate')
    expect(choiceRefusal(other, ' MC-A ', chosen, [])).toBe('duplicate')
    expect(choiceRefusal(other, 'MC-B', chosen, [])).toBeNull()
    expect(choiceRefusal(solid, 'MC-A', chosen, [])).toBeNull()
    expect(choiceRefusal(line, 'MC-B', [], [{ productid: line.productid, machinecode: 'MC-B' }])).toBe('duplicate')
    expect(choiceRefusal(line, 'MC-B', [], [{ productid: line.productid, machinecode: ' MC-B ' }])).toBe('duplicate')
    expect(choiceRefusal(line, 'MC-C', [], [{ productid: line.productid, machinecode: 'MC-B' }])).toBeNull()
    expect(choiceRefusal(line, 'MC-B', [], [{ productid: solid.productid, machinecode: 'MC-B' }])).toBeNull()
  })

  it('lets the row chosen for this machine be unticked, even when a licence for it appeared since', () => {
    const chosen = [{ lineId: 'ol-1', productid: line.productid, machinecode: 'MC-A' }]
    expect(choiceRefusal(line, 'MC-A', chosen, [{ productid: line.productid, machinecode: 'MC-A' }])).toBeNull()
  })

  it('refuses a line whose remaining licences are all chosen for other machines', () => {
    const onOther = [{ lineId: 'ol-3', productid: solid.productid, machinecode: 'MC-A' }]
    expect(choiceRefusal(solid, 'MC-B', onOther, [])).toBe('exhausted')
    const oneOfTwo = [{ lineId: 'ol-1', productid: line.productid, machinecode: 'MC-A' }]
    expect(choiceRefusal(line, 'MC-B', oneOfTwo, [])).toBeNull()
    const twoOfTwo = [...oneOfTwo, { lineId: 'ol-1', productid: line.productid, machinecode: 'MC-B' }]
    expect(choiceRefusal(line, 'MC-C', twoOfTwo, [])).toBe('exhausted')
  })
})
