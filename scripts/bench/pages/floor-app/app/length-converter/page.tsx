import { Converter } from "./converter";

/** The floor's tool page: a heading and one client component, rendered on the server like a tool page. */
export default function Page() {
  return (
    <main>
      <h1>Length converter</h1>
      <Converter />
    </main>
  );
}
