// A `$ref` of openapi.yaml followed to what it names (chains too); {} when it names nothing. Used by the server's reading
// of the contract (answer-size.ts) and by the contract tests.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the parsed YAML is untyped; the spec's shape is tested
type Schema = Record<string, any>

export function resolveRef(document: Schema, node: Schema): Schema {
  let current = node
  for (let hops = 0; current?.$ref && hops < 20; hops++) {
    const path = String(current.$ref).replace(/^#\//, '').split('/')
    current = path.reduce((value: Schema | undefined, key) => value?.[key], document) as Schema
  }
  return current ?? {}
}
