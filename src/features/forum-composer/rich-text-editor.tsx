// The composer's rich text: TipTap (ProseMirror) with a toolbar of real buttons. This file and TipTap are a chunk of
// their own, loaded only by /AddForumPost (React.lazy in forum-composer.tsx). The toolbar is one tab stop (arrow
// keys, Home and End move inside it); each button has a name and, for a format, its pressed state.
import { Box, Button, HStack, chakra } from '@chakra-ui/react'
import Image from '@tiptap/extension-image'
import Link from '@tiptap/extension-link'
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react'
import StarterKit from '@tiptap/starter-kit'
import { useEffect, useRef, useState } from 'react'
import { LinkDialog } from './link-dialog'
import { useComposerTranslation } from './use-composer-translation'

export interface RichTextHandle {
  insertImage: (url: string) => void
}

export interface RichTextEditorProps {
  initialContent: string
  editable: boolean
  /** Ids of the label and of what describes the text (its error, its counter). */
  labelledBy: string
  describedBy?: string
  invalid: boolean
  /** Picking an image is refused while one uploads. */
  canPickImage: boolean
  onChange: (html: string, textLength: number) => void
  onPickImage: (file: File) => void
  onReady: (handle: RichTextHandle) => void
}

/** The text as a reader counts it: the characters of the text, without markup. */
export const textLengthOf = (editor: Editor): number => editor.getText({ blockSeparator: '' }).length

const EDITABLE_ATTRIBUTES = { role: 'textbox', 'aria-multiline': 'true', 'data-testid': 'composer-content', class: 'composer-prose' }

type Format = 'bold' | 'italic' | 'strike' | 'heading' | 'bulletList' | 'orderedList' | 'blockquote' | 'codeBlock' | 'link'

export default function RichTextEditor(props: RichTextEditorProps): React.JSX.Element {
  const { t } = useComposerTranslation()
  const changeRef = useRef(props.onChange)
  useEffect(() => {
    changeRef.current = props.onChange
  })
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ link: false, heading: { levels: [2, 3] } }),
      Link.configure({
        openOnClick: false,
        autolink: true,
        protocols: ['http', 'https'],
        HTMLAttributes: { rel: 'noopener nofollow ugc' },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: props.initialContent,
    editable: props.editable,
    immediatelyRender: true,
    editorProps: {
      // Read on every render: useEditor hands the editor its current options each time.
      attributes: {
        ...EDITABLE_ATTRIBUTES,
        'aria-labelledby': props.labelledBy,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        ...(props.invalid ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: changed }) => changeRef.current(changed.getHTML(), textLengthOf(changed)),
  })
  const { onReady } = props
  useEffect(() => {
    onReady({ insertImage: (url) => editor.chain().focus().setImage({ src: url, alt: '' }).run() })
  }, [editor, onReady])
  useEffect(() => {
    // Not an edit: no update event.
    editor.setEditable(props.editable, false)
  }, [editor, props.editable])
  const active = useEditorState({
    editor,
    selector: ({ editor: current }): Record<Format, boolean> & { undo: boolean; redo: boolean } => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      strike: current.isActive('strike'),
      heading: current.isActive('heading'),
      bulletList: current.isActive('bulletList'),
      orderedList: current.isActive('orderedList'),
      blockquote: current.isActive('blockquote'),
      codeBlock: current.isActive('codeBlock'),
      link: current.isActive('link'),
      undo: current.can().undo(),
      redo: current.can().redo(),
    }),
  })
  const [linkOpen, setLinkOpen] = useState(false)
  const fileRef = useRef<HTMLInputElement>(null)
  const toolbarRef = useRef<HTMLDivElement>(null)
  const [focusIndex, setFocusIndex] = useState(0)

  const chain = () => editor.chain().focus()
  const formats: Array<{ name: Format; run: () => void }> = [
    { name: 'bold', run: () => chain().toggleBold().run() },
    { name: 'italic', run: () => chain().toggleItalic().run() },
    { name: 'strike', run: () => chain().toggleStrike().run() },
    { name: 'heading', run: () => chain().toggleHeading({ level: 2 }).run() },
    { name: 'bulletList', run: () => chain().toggleBulletList().run() },
    { name: 'orderedList', run: () => chain().toggleOrderedList().run() },
    { name: 'blockquote', run: () => chain().toggleBlockquote().run() },
    { name: 'codeBlock', run: () => chain().toggleCodeBlock().run() },
    { name: 'link', run: () => setLinkOpen(true) },
  ]
  const actions: Array<{ name: 'image' | 'undo' | 'redo'; run: () => void; disabled: boolean }> = [
    { name: 'image', run: () => fileRef.current?.click(), disabled: !props.canPickImage },
    { name: 'undo', run: () => chain().undo().run(), disabled: !active.undo },
    { name: 'redo', run: () => chain().redo().run(), disabled: !active.redo },
  ]
  const count = formats.length + actions.length

  const moveFocus = (event: React.KeyboardEvent<HTMLDivElement>) => {
    const keys: Record<string, (index: number) => number> = {
      ArrowRight: (index) => (index + 1) % count,
      ArrowLeft: (index) => (index - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    }
    const next = keys[event.key]
    if (!next) return
    event.preventDefault()
    const index = next(focusIndex)
    setFocusIndex(index)
    toolbarRef.current?.querySelectorAll<HTMLButtonElement>('button')[index]?.focus()
  }

  const buttonProps = (index: number, label: string) => ({
    size: 'xs' as const,
    variant: 'ghost' as const,
    'aria-label': label,
    title: label,
    tabIndex: index === focusIndex ? 0 : -1,
    onFocus: () => setFocusIndex(index),
    disabled: !props.editable,
  })

  return (
    <Box borderWidth="1px" borderRadius="md" borderColor={props.invalid ? 'red.600' : 'border'}>
      <HStack
        ref={toolbarRef}
        role="toolbar"
        aria-label={t('forumComposer.toolbar')}
        gap="0.5"
        wrap="wrap"
        p="1"
        borderBottomWidth="1px"
        onKeyDown={moveFocus}
        data-testid="composer-toolbar"
      >
        {formats.map((format, index) => (
          <Button
            key={format.name}
            {...buttonProps(index, t(`forumComposer.${format.name}`))}
            aria-pressed={active[format.name]}
            data-testid={`composer-tool-${format.name}`}
            onClick={format.run}
          >
            <ToolGlyph name={format.name} />
          </Button>
        ))}
        {actions.map((action, offset) => (
          <Button
            key={action.name}
            {...buttonProps(formats.length + offset, t(`forumComposer.${action.name}`))}
            disabled={!props.editable || action.disabled}
            data-testid={`composer-tool-${action.name}`}
            onClick={action.run}
          >
            <ToolGlyph name={action.name} />
          </Button>
        ))}
      </HStack>
      <chakra.input
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        display="none"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="composer-image-input"
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) props.onPickImage(file)
        }}
      />
      <Box
        px="3"
        py="2"
        minHeight="16rem"
        css={{
          '& .composer-prose': { minHeight: '15rem', outline: 'none' },
          '& .composer-prose:focus-visible': { outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' },
          '& .composer-prose img': { maxWidth: '100%', height: 'auto' },
          '& .composer-prose ul, & .composer-prose ol': { paddingInlineStart: '1.5em' },
          '& .composer-prose ul': { listStyleType: 'disc' },
          '& .composer-prose ol': { listStyleType: 'decimal' },
          '& .composer-prose blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '0.75em', color: 'fg.muted' },
          '& .composer-prose pre': { background: 'bg.muted', padding: '0.5em', borderRadius: 'md', overflowX: 'auto' },
          '& .composer-prose h2': { fontSize: 'xl', fontWeight: 'bold' },
          '& .composer-prose a': { color: 'blue.700', textDecoration: 'underline' },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
      <LinkDialog
        open={linkOpen}
        initialUrl={(editor.getAttributes('link').href as string | undefined) ?? ''}
        onClose={() => setLinkOpen(false)}
        onApply={(href) => {
          setLinkOpen(false)
          if (href === '') chain().extendMarkRange('link').unsetLink().run()
          else chain().extendMarkRange('link').setLink({ href }).run()
        }}
      />
    </Box>
  )
}

const GLYPHS: Record<Format | 'image' | 'undo' | 'redo', string> = {
  bold: 'B',
  italic: 'I',
  strike: 'S',
  heading: 'H',
  bulletList: '•',
  orderedList: '',
  blockquote: '❝',
  codeBlock: '</>',
  link: '',
  image: '',
  undo: '↶',
  redo: '↷',
}

/** The marks drawn as lines on a 16 × 16 grid (the project's icons are inline SVG, as in the shell). */
const DRAWINGS: Partial<Record<keyof typeof GLYPHS, React.JSX.Element>> = {
  // A digit, even hidden from assistive technology, reads as a label the button's name lacks (axe's
  // label-content-name-mismatch): the numbered list draws its marks instead.
  orderedList: <path d="M2 2v3M1.5 7.5h2l-2 2.5h2M1.5 12h2v3h-2M6 3.5h9M6 8.5h9M6 13.5h9" />,
  // Two chain links.
  link: <path d="M6.5 9.5l3-3M7 4.5l1.3-1.3a2.8 2.8 0 014 4L11 8.5M9 11.5l-1.3 1.3a2.8 2.8 0 01-4-4L5 7.5" />,
  // A picture: frame, sun, hills.
  image: (
    <>
      <rect x="1.75" y="2.75" width="12.5" height="10.5" rx="1.5" />
      <circle cx="5.5" cy="6.25" r="1.25" />
      <path d="M2 12l4-4 3 3 2-2 3 3" />
    </>
  ),
}

function ToolGlyph({ name }: { name: keyof typeof GLYPHS }): React.JSX.Element {
  const style = { bold: { fontWeight: 'bold' }, italic: { fontStyle: 'italic' }, strike: { textDecoration: 'line-through' } }
  // Drawn, not typed: the link and image marks used to be emoji, an empty box where no emoji font is installed.
  const drawing = DRAWINGS[name]
  if (drawing) {
    return (
      <svg
        viewBox="0 0 16 16"
        width="14"
        height="14"
        aria-hidden="true"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
        data-icon={name}
      >
        {drawing}
      </svg>
    )
  }
  return (
    <chakra.span aria-hidden="true" {...(style[name as keyof typeof style] ?? {})}>
      {GLYPHS[name]}
    </chakra.span>
  )
}
