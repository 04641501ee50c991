/**
 * The languages the Code Editor offers. Plain data: `mode` names the entry of @codemirror/language-data that loads its
 * highlighting (on use), `prettier` the Prettier parser that formats it (none: formatting is not offered). JSON uses
 * Prettier's "json-stringify" parser: its plain "json" one rewrites numbers (0.10 → 0.1, 1E5 → 1e5).
 */
export type PrettierParser = "babel" | "typescript" | "css" | "scss" | "less" | "html" | "vue" | "json-stringify" | "markdown" | "yaml";

export interface CodeLanguage {
  id: string;
  label: string;
  /** The name in @codemirror/language-data's `languages`. */
  mode: string;
  /** File extension used for downloads (without the dot). */
  extension: string;
  prettier?: PrettierParser;
}

export const LANGUAGES = [
  { id: "html", label: "HTML", mode: "HTML", extension: "html", prettier: "html" },
  { id: "css", label: "CSS", mode: "CSS", extension: "css", prettier: "css" },
  { id: "javascript", label: "JavaScript", mode: "JavaScript", extension: "js", prettier: "babel" },
  { id: "typescript", label: "TypeScript", mode: "TypeScript", extension: "ts", prettier: "typescript" },
  { id: "jsx", label: "JSX (React)", mode: "JSX", extension: "jsx", prettier: "babel" },
  { id: "tsx", label: "TSX (React)", mode: "TSX", extension: "tsx", prettier: "typescript" },
  { id: "json", label: "JSON", mode: "JSON", extension: "json", prettier: "json-stringify" },
  { id: "markdown", label: "Markdown", mode: "Markdown", extension: "md", prettier: "markdown" },
  { id: "yaml", label: "YAML", mode: "YAML", extension: "yaml", prettier: "yaml" },
  { id: "scss", label: "SCSS", mode: "SCSS", extension: "scss", prettier: "scss" },
  { id: "less", label: "Less", mode: "LESS", extension: "less", prettier: "less" },
  { id: "vue", label: "Vue", mode: "Vue", extension: "vue", prettier: "vue" },
  { id: "xml", label: "XML", mode: "XML", extension: "xml" },
  { id: "python", label: "Python", mode: "Python", extension: "py" },
  { id: "java", label: "Java", mode: "Java", extension: "java" },
  { id: "c", label: "C", mode: "C", extension: "c" },
  { id: "cpp", label: "C++", mode: "C++", extension: "cpp" },
  { id: "csharp", label: "C#", mode: "C#", extension: "cs" },
  { id: "go", label: "Go", mode: "Go", extension: "go" },
  { id: "rust", label: "Rust", mode: "Rust", extension: "rs" },
  { id: "php", label: "PHP", mode: "PHP", extension: "php" },
  { id: "ruby", label: "Ruby", mode: "Ruby", extension: "rb" },
  { id: "kotlin", label: "Kotlin", mode: "Kotlin", extension: "kt" },
  { id: "swift", label: "Swift", mode: "Swift", extension: "swift" },
  { id: "sql", label: "SQL", mode: "SQL", extension: "sql" },
  { id: "shell", label: "Shell (Bash)", mode: "Shell", extension: "sh" },
] as const satisfies readonly CodeLanguage[];

export type LanguageId = (typeof LANGUAGES)[number]["id"];

export function languageById(id: string): CodeLanguage | undefined {
  return LANGUAGES.find((language) => language.id === id);
}

/** The three files of the web playground, with the language each is edited in. */
export const WEB_FILES = [
  { key: "html", name: "index.html", language: "html" },
  { key: "css", name: "style.css", language: "css" },
  { key: "js", name: "script.js", language: "javascript" },
] as const;

export type WebFileKey = (typeof WEB_FILES)[number]["key"];

/** Most characters one file may hold (about 1 MB of ASCII): beyond it the editor refuses the change and says so. */
export const MAX_FILE_CHARS = 1_000_000;
/** Most characters Prettier is asked to format in one go (it runs on the page's thread). */
export const MAX_FORMAT_CHARS = 300_000;
