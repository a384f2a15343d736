// Issue 11, finding 5: everything a request can carry is bounded in openapi.yaml, so no input reaches SQL or the
// money conversion out of range. Every string has maxLength and a pattern that refuses control characters, every
// integer and number a minimum and a maximum, every array maxItems. A failure lists each unbounded field as
// `operationId where pointer: problem`.
import { describe, expect, it } from 'vitest'
import { AMOUNT_MAX_YUAN, MAX_CURRENT_PAGE, MAX_PAGE_SIZE } from '../../domain/limits'
import { toFen } from '../../domain/pricing'
import { MULTILINE_TEXT_PATTERN, TEXT_PATTERN } from '../../domain/validation-patterns'
import { listOperations, loadOpenApi } from '../support/openapi-document'
import { requestFields, type RequestField, type Schema } from '../support/openapi-request-schemas'

const document = loadOpenApi()
const fields = listOperations(document).flatMap((entry) => requestFields(document, entry))
const label = (field: RequestField) => `${field.operationId} ${field.where} ${field.pointer || '(body)'}`
const typesOf = (schema: Schema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [])
const CONTROLS = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\x7f']
const LINE_BREAKS = ['\t', '\n', '\r']

/**
 * The controls a pattern can let through: every character class is tried against each control; outside classes a
 * '.', \s, \S, \D, \W or an escaped control could match one. Only MULTILINE_TEXT_PATTERN may accept tab, LF and CR.
 */
export function controlsLetThrough(pattern: string): string[] {
  const allowed = pattern === MULTILINE_TEXT_PATTERN ? LINE_BREAKS : []
  const leaks = new Set<string>()
  const tryClass = (text: string) => {
    const regex = new RegExp(`^${text}$`, 'u')
    for (const control of CONTROLS) if (!allowed.includes(control) && regex.test(control)) leaks.add(control)
  }
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]
    if (char === '\\') {
      const escape = pattern.slice(i, i + 2)
      if (['\\s', '\\S', '\\D', '\\W'].includes(escape)) tryClass(escape)
      if (escape === '\\x' || escape === '\\u' || escape === '\\c')
        tryClass(pattern.slice(i, pattern[i + 1] === 'x' ? i + 4 : pattern[i + 1] === 'c' ? i + 3 : i + 6))
      i++
    } else if (char === '[') {
      let end = i + 1
      if (pattern[end] === '^') end++
      if (pattern[end] === ']') end++
      while (end < pattern.length && pattern[end] !== ']') end += pattern[end] === '\\' ? 2 : 1
      tryClass(pattern.slice(i, end + 1))
      i = end
    } else if (char === '.') {
      tryClass('.')
    }
  }
  return [...leaks].map((control) => `\\x${control.charCodeAt(0).toString(16).padStart(2, '0')}`)
}

function problemsOf(field: RequestField): string[] {
  const { schema } = field
  if ('enum' in schema || 'const' in schema) return []
  const types = typesOf(schema)
  const problems: string[] = []
  if (types.length === 0 && !schema.properties) problems.push('no type (anything goes)')
  if (types.includes('string')) {
    if (typeof schema.maxLength !== 'number') problems.push('string without maxLength')
    if (typeof schema.pattern !== 'string')
      problems.push(`string without a pattern refusing control characters (use TEXT_PATTERN '${TEXT_PATTERN}')`)
    else {
      const leaks = controlsLetThrough(schema.pattern)
      if (leaks.length > 0) problems.push(`pattern ${schema.pattern} accepts control characters ${leaks.join(' ')}`)
    }
  }
  if (types.includes('integer') || types.includes('number')) {
    if (typeof schema.minimum !== 'number' && typeof schema.exclusiveMinimum !== 'number')
      problems.push(`${types.join('|')} without minimum`)
    if (typeof schema.maximum !== 'number' && typeof schema.exclusiveMaximum !== 'number')
      problems.push(`${types.join('|')} without maximum`)
  }
  if (types.includes('array') && typeof schema.maxItems !== 'number') problems.push('array without maxItems')
  return problems
}

describe('request bounds in openapi.yaml', () => {
  it('finds the request fields of every operation', () => {
    expect(fields.length).toBeGreaterThan(300)
    expect(fields.some((field) => field.operationId === 'createOrder' && field.pointer === 'productDetails[].number')).toBe(true)
  })

  it('bounds every string, integer, number and array a request can carry', () => {
    const unbounded = fields.flatMap((field) => problemsOf(field).map((problem) => `${label(field)}: ${problem}`))
    expect(unbounded, `unbounded request fields:\n${unbounded.join('\n')}`).toEqual([])
  })

  it('bounds every paging field by the shared limits', () => {
    const paging = fields.filter((field) => /(^|\.)(currentPage|pageSize)$/.test(field.pointer))
    expect(paging.length).toBeGreaterThan(20)
    const wrong = paging
      .filter(
        (field) =>
          field.schema.minimum !== 1 || field.schema.maximum !== (field.pointer.endsWith('pageSize') ? MAX_PAGE_SIZE : MAX_CURRENT_PAGE),
      )
      .map((field) => `${label(field)}: minimum ${field.schema.minimum}, maximum ${field.schema.maximum}`)
    expect(
      wrong,
      `paging fields not bounded 1..${MAX_CURRENT_PAGE} (currentPage) / 1..${MAX_PAGE_SIZE} (pageSize):\n${wrong.join('\n')}`,
    ).toEqual([])
  })

  it('bounds every amount (a number field) at most AMOUNT_MAX_YUAN, which the money conversion represents exactly', () => {
    const amounts = fields.filter((field) => typesOf(field.schema).includes('number'))
    expect(amounts.length).toBeGreaterThan(5)
    const wrong = amounts.filter((field) => !(field.schema.maximum <= AMOUNT_MAX_YUAN) || !(field.schema.minimum >= 0))
    expect(wrong.map((field) => `${label(field)}: ${field.schema.minimum}..${field.schema.maximum}`)).toEqual([])
    expect(toFen(AMOUNT_MAX_YUAN)).toBe(AMOUNT_MAX_YUAN * 100)
    expect(toFen(AMOUNT_MAX_YUAN - 0.01)).toBe(AMOUNT_MAX_YUAN * 100 - 1)
  })

  it('judges patterns by the controls they let through', () => {
    expect(controlsLetThrough(TEXT_PATTERN)).toEqual([])
    expect(controlsLetThrough(MULTILINE_TEXT_PATTERN)).toEqual([])
    expect(controlsLetThrough('^[0-9]{6}$')).toEqual([])
    expect(controlsLetThrough('^[^\\s@]+@[^\\s@]+$')).toContain('\\x00')
    expect(controlsLetThrough('^.*$')).toContain('\\x1b')
    expect(controlsLetThrough('^[^\\x00-\\x1F]*$')).toEqual(['\\x7f'])
    expect(controlsLetThrough('^[^\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F]*$x')).toEqual(['\\x09', '\\x0a', '\\x0d'])
    expect(new RegExp(TEXT_PATTERN, 'u').test('订单 A-1 (x)')).toBe(true)
    expect(new RegExp(MULTILINE_TEXT_PATTERN, 'u').test('第一行\r\n\t第二行')).toBe(true)
  })
})
