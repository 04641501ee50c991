// pdf.js's own worker, from its legacy build (polyfills for Safari and older browsers), as a module worker the bundler
// serves from our origin. It starts listening on load.
import "pdfjs-dist/legacy/build/pdf.worker.mjs";
