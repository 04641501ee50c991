import { indentWithTab } from "@codemirror/commands";
import { LanguageDescription } from "@codemirror/language";
import { languages } from "@codemirror/language-data";
import { Compartment, EditorState, type Extension } from "@codemirror/state";
import { EditorView, keymap } from "@codemirror/view";
import { oneDark } from "@codemirror/theme-one-dark";
import { basicSetup } from "codemirror";
import { MAX_FILE_CHARS, languageById } from "../logic/languages";

/**
 * CodeMirror 6 behind a small handle, loaded with import() after the page has painted (ui/code-editor.tsx). One view
 * shows one file at a time; each file keeps its own state (text, selection, undo history) while another is shown.
 * A language's highlighting is fetched the first time a file in it is opened (@codemirror/language-data).
 */

export type EditorTheme = "light" | "dark";

export interface EditorOptions {
  theme: EditorTheme;
  fontSize: number;
  onChange: (key: string, text: string) => void;
  /** A change was refused because the file would pass MAX_FILE_CHARS. */
  onLimit: () => void;
}

const lightTheme = EditorView.theme({ "&": { backgroundColor: "#ffffff" }, ".cm-gutters": { backgroundColor: "#f8fafc" } });

function themeOf(theme: EditorTheme): Extension {
  return theme === "dark" ? oneDark : lightTheme;
}

function sizeOf(fontSize: number): Extension {
  return EditorView.theme({ "&": { fontSize: `${fontSize}px` }, ".cm-content, .cm-gutter": { minHeight: "20rem" }, ".cm-scroller": { fontFamily: "var(--font-mono, ui-monospace, monospace)" } });
}

export class CodeEditorView {
  private readonly view: EditorView;
  private readonly states = new Map<string, EditorState>();
  private readonly languageOf = new Map<string, string>();
  private readonly language = new Compartment();
  private readonly theme = new Compartment();
  private readonly size = new Compartment();
  private current = "";
  private options: EditorOptions;

  constructor(parent: HTMLElement, options: EditorOptions, label: string) {
    this.options = options;
    this.view = new EditorView({ parent });
    this.view.contentDOM.setAttribute("aria-label", label);
  }

  private create(key: string, text: string): EditorState {
    return EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        keymap.of([indentWithTab]),
        this.language.of([]),
        this.theme.of(themeOf(this.options.theme)),
        this.size.of(sizeOf(this.options.fontSize)),
        EditorState.transactionFilter.of((tr) => {
          if (tr.docChanged && tr.newDoc.length > MAX_FILE_CHARS && tr.newDoc.length > tr.startState.doc.length) {
            queueMicrotask(() => this.options.onLimit());
            return [];
          }
          return tr;
        }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) this.options.onChange(key, update.state.doc.toString());
        }),
      ],
    });
  }

  /** Shows file `key` (made from `text` the first time), highlighted as `languageId`. */
  show(key: string, text: string, languageId: string, label: string): void {
    if (this.current) this.states.set(this.current, this.view.state);
    let state = this.states.get(key);
    if (!state) {
      state = this.create(key, text);
      this.states.set(key, state);
    }
    this.current = key;
    this.view.setState(state);
    this.view.contentDOM.setAttribute("aria-label", label);
    // setState keeps the state's own configuration: bring the shared settings up to date.
    this.view.dispatch({ effects: [this.theme.reconfigure(themeOf(this.options.theme)), this.size.reconfigure(sizeOf(this.options.fontSize))] });
    void this.setLanguage(languageId);
  }

  async setLanguage(languageId: string): Promise<void> {
    const key = this.current;
    this.languageOf.set(key, languageId);
    const mode = languageById(languageId)?.mode;
    const description = mode ? LanguageDescription.matchLanguageName(languages, mode, false) : null;
    if (!description) return;
    const support = await description.load().catch(() => null);
    // Another file or language may have been picked while it loaded.
    if (!support || this.current !== key || this.languageOf.get(key) !== languageId) return;
    this.view.dispatch({ effects: this.language.reconfigure(support) });
  }

  setTheme(theme: EditorTheme): void {
    this.options = { ...this.options, theme };
    this.view.dispatch({ effects: this.theme.reconfigure(themeOf(theme)) });
  }

  setFontSize(fontSize: number): void {
    this.options = { ...this.options, fontSize };
    this.view.dispatch({ effects: this.size.reconfigure(sizeOf(fontSize)) });
  }

  /** Replaces the text of file `key` as one undoable change (Format, Open, a share link). */
  replace(key: string, text: string): void {
    if (key === this.current) {
      this.view.dispatch({ changes: { from: 0, to: this.view.state.doc.length, insert: text } });
      return;
    }
    const state = this.states.get(key);
    if (state) this.states.set(key, state.update({ changes: { from: 0, to: state.doc.length, insert: text } }).state);
  }

  /** Forgets every file's state (a share link replaces the whole project). */
  reset(): void {
    this.states.clear();
    this.current = "";
  }

  /** Focuses the editor with the caret at `offset` (where it was in the textarea it replaced). */
  focusAt(offset: number): void {
    this.view.focus();
    this.view.dispatch({ selection: { anchor: Math.min(offset, this.view.state.doc.length) } });
  }

  destroy(): void {
    this.view.destroy();
  }
}
