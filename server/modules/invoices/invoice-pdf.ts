// PLACEHOLDER (the pdf helper of issue 14 writes the real renderer with this signature): a one-page PDF without text.
export interface InvoicePdfParty {
  name: string
  ratenumber: string | null
  address: string | null
  phone: string | null
  banknum: string | null
}
export interface InvoicePdfLine {
  name: string
  spec: string
  unit: string
  quantity: number
  amountFen: number
}
export interface InvoicePdfData {
  colour: 'blue' | 'red'
  invoicenum: string
  issuedAt: Date
  type: 0 | 1
  buyer: InvoicePdfParty
  seller: InvoicePdfParty
  lines: InvoicePdfLine[]
  taxrate: number
  original?: { invoicenum: string; issuedAt: Date }
  remark?: string | null
}

function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj\n${object}\nendobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

export async function renderInvoicePdf(data: InvoicePdfData): Promise<Buffer> {
  void data
  return tinyPdf()
}
