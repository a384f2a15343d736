// Runs in the page: the CSS of its inline style sheets cut down to what the first paint can use. Style rules whose
// selectors match no element (hover and focus states included: they are stripped before matching) are left out, and
// of the custom properties (Chakra's design tokens) only those some kept rule or inline style refers to, however
// indirectly. The client's own style sheet, complete, takes over when the app renders.
export function usedCss(): string {
  const DYNAMIC =
    /::?(hover|focus|focus-visible|focus-within|active|visited|before|after|placeholder|selection|backdrop|marker|first-letter|first-line|checked|disabled|invalid|open|closed|indeterminate|-webkit-[a-z-]+|-moz-[a-z-]+)\b(\([^)]*\))?/g
  const matches = (selector: string): boolean => {
    const plain = selector.replace(DYNAMIC, '').trim()
    if (!plain) return true
    try {
      return document.querySelector(plain) !== null
    } catch {
      return true // a selector this test cannot judge is kept
    }
  }
  const keep = (rules: CSSRuleList): string =>
    [...rules]
      .map((rule) => {
        if (rule instanceof CSSStyleRule) {
          return rule.selectorText.split(',').some((selector) => matches(selector)) ? rule.cssText : ''
        }
        if (rule instanceof CSSMediaRule) {
          const inner = keep(rule.cssRules)
          return inner ? `@media ${rule.conditionText}{${inner}}` : ''
        }
        if (rule instanceof CSSLayerBlockRule) {
          const inner = keep(rule.cssRules)
          return inner ? `@layer ${rule.name}{${inner}}` : ''
        }
        if (rule instanceof CSSSupportsRule) {
          const inner = keep(rule.cssRules)
          return inner ? `@supports ${rule.conditionText}{${inner}}` : ''
        }
        return rule.cssText
      })
      .join('')
  const css = [...document.styleSheets]
    .filter((sheet) => !sheet.href)
    .map((sheet) => keep(sheet.cssRules))
    .join('')

  // Custom properties: a declaration `--name: value;` stays when `var(--name` is used by what stays.
  const declaration = /(--[\w-]+)\s*:\s*([^;{}]*);?/g
  const values = new Map<string, string[]>()
  for (const [, name, value] of css.matchAll(declaration)) values.set(name, [...(values.get(name) ?? []), value])
  const used = new Set<string>()
  const pending: string[] = []
  const refer = (text: string) => {
    for (const [, name] of text.matchAll(/var\(\s*(--[\w-]+)/g)) {
      if (!used.has(name)) {
        used.add(name)
        pending.push(name)
      }
    }
  }
  refer(css.replace(declaration, ''))
  for (const element of document.querySelectorAll<HTMLElement>('[style]')) refer(element.getAttribute('style') ?? '')
  while (pending.length) for (const value of values.get(pending.pop()!) ?? []) refer(value)
  return css.replace(declaration, (whole: string, name: string) => (used.has(name) ? whole : ''))
}
