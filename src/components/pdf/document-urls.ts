// Where the generated documents are served (scripts/gen-documents.ts writes them to public/seed/guides/).
/** The language of every generated document (one version each, docs/decisions.md "Generated documents"). */
export const DOCUMENT_LANG = 'zh-CN'

const AGREEMENT_PDF_FILE = 'subscription-agreement.pdf'

export function documentUrl(file: string): string {
  return `${import.meta.env.BASE_URL}seed/guides/${file}`
}

/** The subscription agreement of the order wizard's step 1 (open it with PdfDialog and onDistanceToBottom). */
export const agreementPdfUrl = (): string => documentUrl(AGREEMENT_PDF_FILE)
