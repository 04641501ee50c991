/** Modern CSS for the round-trip tests of lib/engines/css (written for these tests). */
export const MODERN_CSS = String.raw`/*! Acme UI v2.1 | MIT licence */
@charset "utf-8";
@import url("theme.css") layer(theme) supports(display: grid) screen and (min-width: 600px);
@layer reset, base, components;

/* Design tokens */
:root {
  --brand: #FF0000;
  --space:   8px;
  --empty:;
  --json: { "a": [1, 2] };
  --calc: calc( 1px + 2px );
  --weird: 0px  0px;
}

@layer base {
  html { font: 400 1rem/1.5 "Inter  Var", system-ui, sans-serif; color: #333333 }
  a:is(:hover, :focus-visible):not([aria-disabled="true"]) { text-decoration: underline 0.10em }
}

.card {
  margin: 0px 0px 0px 0px;
  padding: 10px 20px 10px 20px;
  background: url(data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=) no-repeat, linear-gradient(to right, #ffffff 0%, rgba(0, 0, 0, .50) 100%);
  transition: opacity .30s ease-in-out, transform 0.2s;
  width: calc(100% - 0px);
  flex: 1 1 0px;
  display: -webkit-box;
  display: flex;
  color: red !important;
  content: "a  b";

  &:hover { box-shadow: 0 0 0 1px #AABBCC }
  .theme-dark & { background: #000000 }
  > .title { font-weight: 700 }
  @media (min-width: 600px) { padding: 20px }
}

@container card (width > 400px) {
  .card .title { font-size: clamp(1rem, 2.5vw, 2rem) }
}

@supports (display: grid) and (not (display: inline-grid)) {
  .grid { display: grid; grid-template-areas: "head head" "side main"; grid-template-columns: repeat(auto-fill, minmax(10rem, 1fr)) }
}

@font-face {
  font-family: "Acme";
  src: url("acme.woff2") format("woff2");
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, u+4??;
}

@keyframes spin { from { transform: rotate(0deg) } to { transform: rotate(360deg) } }

@media screen and (prefers-reduced-motion: reduce), print {
  *, ::before, ::after { animation: none !important }
}

.empty {}
input[type="checkbox" i]:checked + label::after, li:nth-child(2n+1) ~ li { content: "\2713"; }
`;
