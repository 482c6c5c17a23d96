import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { type KeyboardEvent, useId, useRef, useState } from "react";
import * as css from "@styles/admin/rich-text.css";

type Props = {
  initialHtml: string;
  /** The field's label text, naming its toolbar (a page may hold several). */
  label: string;
  /** The field's label and description, named on the editable area as they were on the textarea. */
  labelId: string;
  describedBy?: string;
  invalid: boolean;
  onReady: () => void;
  onChange: (html: string) => void;
};

type Tool = { label: string; text: string; active: (editor: Editor) => boolean; run: (editor: Editor) => void };

const TOOLS: Tool[] = [
  { label: "Bold", text: "B", active: (e) => e.isActive("bold"), run: (e) => e.chain().focus().toggleBold().run() },
  {
    label: "Italic",
    text: "I",
    active: (e) => e.isActive("italic"),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    label: "Heading",
    text: "H2",
    active: (e) => e.isActive("heading", { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    label: "Subheading",
    text: "H3",
    active: (e) => e.isActive("heading", { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    label: "Bulleted list",
    text: "• List",
    active: (e) => e.isActive("bulletList"),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    label: "Numbered list",
    text: "1. List",
    active: (e) => e.isActive("orderedList"),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * The enhanced side of RichTextField (loaded lazily, in the browser only): Tiptap with a toolbar
 * that is one tab stop (arrow keys move along it, as a toolbar's keyboard pattern says). Its
 * buttons say whether they are on (aria-pressed). Tiptap's injected <style> is off: the page's
 * content security policy allows no style element without the nonce, so its few rules live in
 * styles/admin/rich-text.css.ts.
 */
export default function RichTextEditor({
  initialHtml,
  label,
  labelId,
  describedBy,
  invalid,
  onReady,
  onChange,
}: Props) {
  const attributes: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    "aria-labelledby": labelId,
    class: css.editable,
  };
  if (describedBy) attributes["aria-describedby"] = describedBy;
  if (invalid) attributes["aria-invalid"] = "true";

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        // The shop's cleaner (api/src/lib/rich-text.ts) decides where a link opens; no default target here.
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          protocols: ["mailto", "tel"],
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: initialHtml,
    injectCSS: false,
    editorProps: { attributes },
    onCreate: onReady,
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? "" : changed.getHTML()),
  });
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      tools: TOOLS.map((tool) => (current ? tool.active(current) : false)),
      link: current?.isActive("link") ?? false,
    }),
  });

  const toolbar = useRef<HTMLDivElement>(null);
  const [focusIndex, setFocusIndex] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const linkInputId = useId();
  const buttonCount = TOOLS.length + 1;

  // Arrow keys, Home and End move along the toolbar; Tab leaves it.
  function moveAlongToolbar(event: KeyboardEvent<HTMLDivElement>) {
    const moves: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      Home: 0,
      End: buttonCount - 1,
    };
    if (!(event.key in moves)) return;
    event.preventDefault();
    const next = (moves[event.key] + buttonCount) % buttonCount;
    setFocusIndex(next);
    toolbar.current?.querySelectorAll<HTMLButtonElement>("button")[next]?.focus();
  }

  function openLink() {
    if (!editor) return;
    setHref(editor.getAttributes("link").href ?? "");
    setLinkOpen(true);
  }
  function closeLink() {
    setLinkOpen(false);
    editor?.commands.focus();
  }
  function applyLink() {
    if (!editor) return;
    const address = href.trim();
    if (address && editor.state.selection.empty && !editor.isActive("link")) {
      // Nothing selected to link: the address itself goes in, linked.
      editor
        .chain()
        .focus()
        .insertContent({ type: "text", text: address, marks: [{ type: "link", attrs: { href: address } }] })
        .run();
    } else {
      const chain = editor.chain().focus().extendMarkRange("link");
      if (address) chain.setLink({ href: address }).run();
      else chain.unsetLink().run();
    }
    setLinkOpen(false);
  }

  if (!editor) return null;
  return (
    <div className={css.editorFrame} data-invalid={invalid || undefined}>
      <div
        ref={toolbar}
        role="toolbar"
        aria-label={`Formatting: ${label}`}
        className={css.toolbar}
        onKeyDown={moveAlongToolbar}
      >
        {TOOLS.map((tool, index) => (
          <button
            key={tool.label}
            type="button"
            className={css.toolButton}
            aria-label={tool.label}
            aria-pressed={pressed?.tools[index] ?? false}
            tabIndex={index === focusIndex ? 0 : -1}
            onFocus={() => setFocusIndex(index)}
            onClick={() => tool.run(editor)}
          >
            {tool.text}
          </button>
        ))}
        <button
          type="button"
          className={css.toolButton}
          aria-label="Link"
          aria-pressed={pressed?.link ?? false}
          aria-expanded={linkOpen}
          tabIndex={focusIndex === TOOLS.length ? 0 : -1}
          onFocus={() => setFocusIndex(TOOLS.length)}
          onClick={() => (linkOpen ? closeLink() : openLink())}
        >
          Link
        </button>
      </div>
      {linkOpen ? (
        <div className={css.linkPanel}>
          <label htmlFor={linkInputId}>Link address (blank removes the link)</label>
          <input
            id={linkInputId}
            className={css.linkInput}
            type="url"
            inputMode="url"
            value={href}
            // Opened from the Link button: the address is what comes next.
            autoFocus
            onChange={(event) => setHref(event.target.value)}
            onKeyDown={(event) => {
              // Enter applies the link instead of submitting the page's form; Escape goes back to the text.
              if (event.key === "Enter") {
                event.preventDefault();
                applyLink();
              } else if (event.key === "Escape") {
                event.preventDefault();
                closeLink();
              }
            }}
          />
          <button type="button" className={css.toolButton} onClick={applyLink}>
            Apply link
          </button>
          <button type="button" className={css.toolButton} onClick={closeLink}>
            Cancel
          </button>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
