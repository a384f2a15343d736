// The composer's drafts in this browser: one per customer and question ('new' for a question not yet posted), written
// as the customer types (the machine's draftDebounce), read when the composer opens, forgotten once saved or
// discarded. A visitor without an id keeps none.
import type { ComposerDraft } from '../../../machines/forum-post-composer'
import { storage } from '../../storage/storage'

export const draftKey = (customerId: string, postId: string | null): string => `forum.draft.${customerId}.${postId ?? 'new'}`

const isDraft = (value: unknown): value is ComposerDraft =>
  typeof value === 'object' &&
  value !== null &&
  ['title', 'content', 'moduleId'].every((field) => typeof (value as Record<string, unknown>)[field] === 'string')

export function readDraft(customerId: string | null, postId: string | null): ComposerDraft | null {
  if (customerId === null) return null
  const stored = storage.get(draftKey(customerId, postId))
  return isDraft(stored) ? stored : null
}

/** Keeps the draft; one with neither title nor text is no draft. */
export function writeDraft(customerId: string | null, postId: string | null, draft: ComposerDraft): void {
  if (customerId === null) return
  if (draft.title.trim() === '' && draft.content.replace(/<[^>]*>/g, '').trim() === '' && !/<img\s/i.test(draft.content)) {
    storage.remove(draftKey(customerId, postId))
    return
  }
  storage.set(draftKey(customerId, postId), { ...draft })
}

export function forgetDraft(customerId: string | null, postId: string | null): void {
  if (customerId !== null) storage.remove(draftKey(customerId, postId))
}
